//! What the site computes and says, without a web dependency: every module
//! here compiles and is tested natively (`cargo test`), and is imported by
//! the pages, the workers and the app's state alike (never the reverse).
//!
//! One folder per page that has logic of its own, holding that logic and the
//! page's texts (both languages side by side), plus the charts' axes and
//! their SVG, shared by the lab and the records page, and the watchdog that
//! every page-side worker client keeps ([`watchdog`]), and the shape of a
//! page's state: a [`machine::Machine`], events in, commands out.

pub mod bits;
pub mod chart_axes;
pub mod chart_svg;
#[cfg(test)]
mod claims;
pub mod count;
pub mod expr;
pub mod input;
pub mod lab;
pub mod learn;
pub mod machine;
pub mod qr;
pub mod records;
pub mod sources;
pub mod spoken;
pub mod stepper;
pub mod symmetry;
pub mod tree;
pub mod watchdog;
