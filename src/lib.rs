//! bitqueens: see the bitmap N-Queens algorithm, one bit at a time.
//!
//! - [`solver`]: the algorithms, with no web dependency (tested natively).
//! - [`params`], [`texts`]: the URL state and every text in Japanese and
//!   English; pure, tested natively too.
//! - `app` (wasm only): the Yew site that shows them.

pub mod count_math;
pub mod explain;
pub mod lab;
pub mod params;
pub mod solver;
pub mod texts;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod js_api;
