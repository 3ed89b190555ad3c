//! The app's state and its URL, in one place.
//!
//! - [`pages`]: the site's pages, each fact of a page once: its id, menu
//!   text and test id, whether it is in the extra wasm, the board its `n=`
//!   names (and that board's range), whether its address names a step
//!   (pure: the core's, `bitqueens_core::state::pages`, re-exported).
//! - [`url`]: what a link asks for (`?view=…&n=…&step=…&lang=…`), parsed
//!   without ever failing, and the query that describes a state (pure: the
//!   core's, `bitqueens_core::state::url`, re-exported).
//! - [`storage`]: every `localStorage` key the site uses, once, and (wasm)
//!   the one way to read and write them (the exercises' progress and
//!   homework are written by their machine's effects, `hooks::QuizEffects`).
//! - `store`: the shell's reducer (pure: the language the learner chose is
//!   part of the state; `use_kept`, wasm, writes it): the language, the
//!   page, the notices and the learn page's link (its machine is in the
//!   extra wasm: the link is written from what the machine says and handed
//!   to it only when the shell moves it, `domain::machine::Orders`); the
//!   address written from it and the links of the machines the shell keeps
//!   (the stepper's and the count page's: each `n` has one owner), and the
//!   shell's moves of those links, sent to the machines as events (by the
//!   shell, `app::Dispatch`, which keeps the machines).
//! - `history` (wasm): the address and the browser's Back and Forward.

pub use bitqueens_core::state::{pages, url};
pub mod storage;

#[cfg(target_arch = "wasm32")]
mod history;
mod store;
#[cfg(target_arch = "wasm32")]
pub use history::use_history;
#[cfg(target_arch = "wasm32")]
pub use store::use_kept;
pub use store::{moves, Action, AppState, Kept, Links, Move, Shell, Stored};
