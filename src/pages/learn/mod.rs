//! The learn page: the guided lesson and the exercises (their logic and
//! texts are in `domain::learn`).

mod lesson_view;
mod quiz_view;
mod view;

pub use view::{learn_view, lesson_banner};
