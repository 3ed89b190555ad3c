//! Counting: the page as a state machine ([`machine`]: its policies,
//! what it shows and which workers it runs), the plan of the workers' tasks, estimates, progress and formats
//! ([`math`]), the bookkeeping of a pool of workers ([`schedule`]: who
//! counts which slice, and what a silent worker's slices become), and the
//! count page's texts.

pub mod machine;
pub mod math;
pub mod schedule;
pub mod texts;
