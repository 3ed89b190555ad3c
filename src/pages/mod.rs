//! One module per page: views only (Yew code, built for wasm). What a page
//! computes and says (its logic and its texts) is in [`crate::domain`]; no
//! page imports another.

pub mod bits;
pub mod count;
pub mod lab;
pub mod learn;
pub mod records;
pub mod stepper;
pub mod symmetry;
pub mod tree;
