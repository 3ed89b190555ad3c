//! The stepper: its board size ([`machine::StepperN`]), what its live region says ([`announce`]), each step's explanation ([`explain`]), its
//! binary rows and their labels ([`rows`]), the step as an SVG
//! figure ([`figure`]) and the page's texts; and [`code`], the search as a
//! short program in C, Python, JavaScript and Rust (`teaching/code/`), each
//! traced against the solver by `tests/code_traces.rs`; the code panel shows
//! them, packed into the wasm (comments out, `packed!`), the line of each
//! step's event marked.

pub mod announce;
pub mod code;
pub mod counting;
pub mod explain;
pub mod figure;
pub mod machine;
pub mod moment;
pub mod rows;
pub mod speech;
pub mod texts;
