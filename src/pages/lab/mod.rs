//! The algorithm lab's page: the methods side by side on log charts, and a
//! watch mode (the model is in `domain::lab`, run by the lab's worker).

mod view;
mod watch;

pub use view::LabView;
