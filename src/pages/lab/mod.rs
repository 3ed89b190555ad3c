//! The algorithm lab: the seeds' methods side by side (run in the lab's Web
//! Worker, measured by [`model`]), on log charts, and a watch mode.

pub mod model;
pub mod texts;

#[cfg(target_arch = "wasm32")]
mod view;
#[cfg(target_arch = "wasm32")]
mod watch;

#[cfg(target_arch = "wasm32")]
pub use view::LabView;
