//! The extra pages (the learn page with its lesson, exercises, write tab
//! and teacher's check page, the lab, bits, symmetry, records, search
//! tree), and the part of a shell page that only some visits open (the
//! stepper's search tree panel), live in a wasm of their own, `extra`
//! (`src/bin/extra.rs`), so that the first load carries only the shell,
//! the stepper (with its lesson banner) and the counter. The shell loads that wasm
//! the first time one of these is opened, and it is then a second Yew app,
//! on a root element of its own next to the shell's (`#extra-root` of
//! `index.html`), which draws the page through a portal in the `#extra`
//! element (or, for a part of a shell page, in an element of that page).
//!
//! - [`protocol`] (the core's, pure, re-exported): what the shell shows from this wasm (a
//!   [`protocol::Part`]: a page, the learn page at its place, the tree
//!   panel at its step) and what it asks of the shell (a board size, a step
//!   of the stepper, the learn page's link, a move to another page), typed, and the plain values that cross from one wasm
//!   to the other, written and read there alone (which views are extra is
//!   the page table's, `View::is_extra`, which its tests hold it to).
//! - `host` (wasm): the shell's side, a component that loads the bundle,
//!   mounts a part, keeps it on the shell's language and state, and shows
//!   a line while it loads (or what went wrong): `line`, drawn natively
//!   too.
//! - `page` (wasm): the bundle's side, the app's root component (a portal
//!   into the element of the part shown) and the `mount`, `update` and
//!   `unmount` functions its binary exports.

pub use bitqueens_core::extra::protocol;

#[cfg(target_arch = "wasm32")]
pub mod host;
pub mod line;
#[cfg(target_arch = "wasm32")]
pub mod page;
