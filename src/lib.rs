//! bitqueens: see the bitmap N-Queens algorithm, one bit at a time.
//!
//! The site is layered; a module may use the ones above it, never below:
//!
//! 1. [`solver`] (its own crate): every algorithm, no web dependency.
//! 2. [`i18n`], [`format`]: the two languages, small shared formats.
//! 3. [`state::url`]: the page's state in its URL. [`texts`]: the shell's
//!    and the shared components' texts.
//! 4. [`pages`]`::<page>::{texts, …}`: each page's pure logic and texts,
//!    next to its view; [`components::chart_axes`]: the charts' axes.
//! 5. wasm only: `workers` (the two Web Workers), `state::store` (the one
//!    place for the app's state), `state::history` (the address, Back and
//!    Forward), `components` (widgets shared by pages), the pages' views
//!    (`pages::<page>::view`), and `app` (the shell) and `extra` (the
//!    extra pages' own wasm, loaded by the shell when one is opened; its
//!    [`extra::protocol`] is pure, in layer 4).
//!
//! Everything in layers 1–4 compiles and is tested natively (`cargo test`);
//! `tests/layout.rs` checks that no module imports one below it.

pub mod components;
pub mod extra;
pub mod format;
pub mod i18n;
pub mod pages;
pub mod state;
pub mod texts;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
mod panic;
#[cfg(target_arch = "wasm32")]
pub mod workers;
