//! The learn page: a guided lesson through the seeds' explanation, stop by
//! stop on real moments of the search, and exercises where the learner
//! predicts the bits after the next event.

pub mod lesson;
pub mod quiz;
pub mod texts;

#[cfg(target_arch = "wasm32")]
mod lesson_view;
#[cfg(target_arch = "wasm32")]
mod quiz_view;
#[cfg(target_arch = "wasm32")]
mod view;

#[cfg(target_arch = "wasm32")]
pub use view::{learn_view, lesson_banner};
