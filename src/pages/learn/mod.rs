//! The learn page: the guided lesson, the exercises, the teacher's check
//! page and the "write the bits" tab (their logic and texts are in
//! `domain::learn`; the write tab's and the check page's views are shown
//! from the extra wasm). Each view is a pure function of its props and its
//! machine's state (native too: `tests/views_learn/` renders them); the
//! components that run the machines and the focus are in `hooked` (wasm).

mod answer;
pub mod check_view;
#[cfg(target_arch = "wasm32")]
mod hooked;
pub mod lesson_view;
pub mod puzzle_view;
pub mod quiz_view;
pub mod view;
pub mod write_view;

#[cfg(target_arch = "wasm32")]
pub use hooked::{CheckView, LearnPage, LessonBanner, WriteView};
