//! The app's state and its URL, in one place.
//!
//! - [`url`]: what a link asks for (`?view=…&n=…&step=…&lang=…`), parsed
//!   without ever failing, and the query that describes a state (pure).
//! - `store` (wasm): the reducer every view dispatches to.
//! - `history` (wasm): the address and the browser's Back and Forward.

pub mod url;

#[cfg(target_arch = "wasm32")]
mod history;
#[cfg(target_arch = "wasm32")]
mod store;
#[cfg(target_arch = "wasm32")]
pub use history::use_history;
#[cfg(target_arch = "wasm32")]
pub use store::{
    local_storage, or_stored, stored_draft, Action, AppState, LearnState, SharedTimeline, Shell,
    StepperState, SPEEDS,
};
