//! The algorithm lab's page: the methods side by side on log charts, and a
//! watch mode (the model and both machines are in `domain::lab`, run by
//! `hooks::use_machine`).

mod view;
mod watch;

pub use view::LabView;
