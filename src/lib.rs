//! bitqueens: see the bitmap N-Queens algorithm, one bit at a time.
//!
//! The site is layered by folder; a module may use its own layer and the
//! ones above it, never one below (`tests/layout.rs` checks it, and that no
//! modules import each other in a cycle):
//!
//! 1. [`solver`] (its own crate): every algorithm, no web dependency.
//! 2. [`i18n`], [`format`]: the two languages, small shared formats.
//! 3. [`domain`]: what the site computes and says (each page's logic and
//!    texts), pure: compiled and tested natively.
//! 4. [`state`]: the shell's state (the language, the page, the notices and
//!    each page's link; each page's own state is its machine in `domain`);
//!    [`state::pages`] (the table of pages), [`state::url`] (what a link
//!    asks for) and the reducer are pure, the browser's history is wasm
//!    only.
//! 5. [`texts`]: the texts of the shell and the shared components.
//! 6. wasm only, in this order: `workers` (the Web Workers: counting, the
//!    GPU's counting, the lab; and how the page talks to them; its
//!    [`workers::protocol`], the typed messages and their codecs, is pure), `hooks`
//!    (custom hooks), `components` (widgets shared by pages), `pages` (one folder of views per page), and
//!    the shell: `app`, `panic` and `extra` (the extra pages' own wasm,
//!    loaded by the shell when one is opened; its [`extra::protocol`] is
//!    pure).
//!
//! Everything outside the wasm-only folders compiles and is tested natively
//! (`cargo test`).

pub use bitqueens_core::{bitops, domain, format, i18n, texts};

pub mod extra;
pub mod state;
pub mod workers;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
#[cfg(target_arch = "wasm32")]
pub mod pages;
#[cfg(target_arch = "wasm32")]
mod panic;
