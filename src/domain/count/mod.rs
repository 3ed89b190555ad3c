//! Counting: the plan of the workers' tasks, estimates, progress and formats
//! ([`math`]), and the count page's texts.

pub mod math;
pub mod texts;
