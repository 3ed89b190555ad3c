//! The learn page: the guided lesson, the exercises, the teacher's check
//! page and the "write the bits" tab (their logic and texts are in
//! `domain::learn`; the page is shown from the extra wasm), and the
//! stepper's lesson banner (the shell's).

mod check_view;
mod lesson_view;
mod puzzle_view;
mod quiz_view;
mod view;
mod write_view;

pub use check_view::CheckView;
pub use view::{LearnPage, LessonBanner};
pub use write_view::WriteView;
