//! The algorithm lab's page: the methods side by side on log charts, and a
//! watch mode (the model and both machines are in `domain::lab`, run by
//! `hooks::use_machine`).

pub mod view;
pub mod watch;

#[cfg(target_arch = "wasm32")]
pub use view::LabView;
