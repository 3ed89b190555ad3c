//! bitqueens: see the bitmap N-Queens algorithm, one bit at a time.
//!
//! The site's layers are crates, bottom up: [`solver`] (every algorithm),
//! [`bitqueens_core`] (`core/`: what the site computes and says, pure, with
//! no web dependency: the compiler keeps it so), [`bitqueens_workers`]
//! (`workers/`: what runs inside the Web Workers, no yew) and this crate,
//! the web site on top of them. The core's modules are re-exported here under
//! their own names ([`domain`], [`texts`], [`i18n`], [`format`](mod@format),
//! [`bitops`], and the pure parts of [`state`], [`workers`] and [`extra`]:
//! [`state::pages`], [`state::url`], [`workers::protocol`],
//! [`extra::protocol`]), so that `crate::domain::…` reads the same here
//! and there.
//!
//! What is this crate's own is the browser, wasm only but for the shell's
//! state, whose reducer compiles and is tested natively, and the views that
//! need no browser to render (`components`, and the pure views of `pages`
//! such as the stepper's panels), which compile natively with Yew's
//! server-side renderer so that `tests/views.rs` renders them and checks
//! what they show against the domain. Its folders, each
//! using only those before it (`tests/layout.rs` checks what the crate
//! graph cannot say: no page imports another, keeps state of its own or
//! reaches the shell's store):
//!
//! 1. [`state`]: the shell's state (the language, the page, the notices and
//!    each page's link; each page's own state is its machine in `domain`),
//!    the `localStorage` keys, the browser's history.
//! 2. `workers`: how the page talks to the Web Workers (counting, the GPU's
//!    counting, the lab).
//! 3. `hooks` (custom hooks), `components` (widgets shared by pages),
//!    `pages` (one folder of views per page).
//! 4. The shell: `app`, `panic` and `extra` (the extra pages' own wasm,
//!    loaded by the shell when one is opened).

pub use bitqueens_core::{bitops, domain, format, i18n, texts};

pub mod extra;
pub mod state;
pub mod workers;

#[cfg(target_arch = "wasm32")]
pub mod app;
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
pub mod pages;
#[cfg(target_arch = "wasm32")]
mod panic;
