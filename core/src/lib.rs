//! bitqueens-core: what the site computes and says, pure. Every module here
//! compiles and is tested natively (`cargo test -p bitqueens-core`); the
//! crate depends on the [`solver`] and nothing web (no yew, web-sys,
//! wasm-bindgen, js-sys, gloo: the crate graph keeps it so, and
//! `tests/web_free.rs` checks its manifest). The site crate (`bitqueens`,
//! the repository's root) sits on top of it and re-exports its modules under
//! the same names, so that `crate::domain::…` reads the same on both sides.
//!
//! - [`bitops`]: the logic of the bits primer: widths, formatting, parsing,
//!   the bit operations of the search and the classic bit tricks, each step
//!   of them.
//! - [`i18n`], [`format`](mod@format): the two languages, small shared formats.
//! - [`domain`]: each page's logic and texts, its machine (events in,
//!   commands out).
//! - [`state`]: the pure part of the shell's state: [`state::pages`] (the
//!   table of pages) and [`state::url`] (what a link asks for, and the query
//!   that describes a state).
//! - [`texts`]: the texts of the shell and the shared components.
//! - [`workers`]: [`workers::protocol`], the typed messages between the page
//!   and its workers, and their codecs.
//! - [`extra`]: [`extra::protocol`], what crosses between the shell's wasm
//!   and the extra pages' wasm.

pub mod bitops;
pub mod domain;
pub mod format;
pub mod i18n;
pub mod texts;

/// The pure part of the shell's state (the site's `state` module adds the
/// reducer, the browser's storage and history).
pub mod state {
    pub mod pages;
    pub mod url;
}

/// The pure part of the workers (the site's `workers` module adds the
/// workers and the page's side of them).
pub mod workers {
    pub mod protocol;
}

/// The pure part of the extra pages' wasm (the site's `extra` module adds
/// the shell's host and the bundle's page).
pub mod extra {
    pub mod protocol;
}
