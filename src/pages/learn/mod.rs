//! The learn page: the guided lesson, the exercises, the teacher's check
//! page and the "write the bits" tab (their logic and texts are in
//! `domain::learn`; the write tab's and the check page's views are shown
//! from the extra wasm).

mod check_view;
mod lesson_view;
mod puzzle_view;
mod quiz_view;
mod view;
mod write_view;

pub use check_view::CheckView;
pub use view::LearnPage;
pub use write_view::WriteView;
