//! One module per page. Each keeps its texts (`texts.rs`, both languages side
//! by side) and its pure logic next to its view; the views (`view.rs` and the
//! page's own widgets) are Yew code, built for wasm only.

pub mod bits;
pub mod count;
pub mod lab;
pub mod learn;
pub mod records;
pub mod stepper;
pub mod symmetry;
