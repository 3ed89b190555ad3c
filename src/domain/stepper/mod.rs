//! The stepper: each step's explanation ([`explain`]), the step as an SVG
//! figure ([`figure`]) and the page's texts; and [`code`], the search as a
//! short program in C, Python, JavaScript and Rust (`teaching/code/`), each
//! traced against the solver by `tests/code_traces.rs`. The code panel still
//! shows the solver's own `step`: the four programs in it cost about 10 KB of
//! the first load's wasm, over its budget, so they are to come as files the
//! panel fetches.

pub mod code;
pub mod explain;
pub mod figure;
pub mod moment;
pub mod speech;
pub mod texts;
