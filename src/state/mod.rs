//! The app's state and its URL, in one place.
//!
//! - [`pages`]: the site's pages, each fact of a page once: its id, menu
//!   text and test id, whether it is in the extra wasm, the board its `n=`
//!   names (and that board's range), whether its address names a step
//!   (pure).
//! - [`url`]: what a link asks for (`?view=…&n=…&step=…&lang=…`), parsed
//!   without ever failing, and the query that describes a state (pure).
//! - [`storage`]: every `localStorage` key the site uses, once, and (wasm)
//!   the one way to read and write them (the exercises' progress and
//!   homework are written by their machine's effects, `hooks::QuizRunner`).
//! - `store`: the reducer every view dispatches to (pure: what the browser
//!   is to keep is part of the state; `use_kept`, wasm, writes it); it holds
//!   the stepper's machine and carries out its commands; the learn page's
//!   place is its machine, `domain::learn::page::Learn`.
//! - `history` (wasm): the address and the browser's Back and Forward.

pub mod pages;
pub mod storage;
pub mod url;

#[cfg(target_arch = "wasm32")]
mod history;
mod store;
#[cfg(target_arch = "wasm32")]
pub use history::use_history;
#[cfg(target_arch = "wasm32")]
pub use storage::local_storage;
#[cfg(target_arch = "wasm32")]
pub use store::{stored_draft, use_kept};
pub use store::{Action, AppState, CountLink, Kept, LearnState, Shell, Stored};
