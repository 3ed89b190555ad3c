//! bitqueens: see the bitmap N-Queens algorithm, one bit at a time.
//!
//! - [`solver`]: the algorithms, with no web dependency (tested natively).
//! - `app` (wasm only): the Yew site that shows them.

pub mod solver;
