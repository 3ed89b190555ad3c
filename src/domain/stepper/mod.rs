//! The stepper: each step's explanation ([`explain`]), the step as an SVG
//! figure ([`figure`]) and the page's texts.

pub mod explain;
pub mod figure;
pub mod texts;
