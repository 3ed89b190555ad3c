//! The arithmetic of the count page, with no web dependency: reading `n`,
//! the task plan, the pool size, times written `hh:mm:ss.mmm`, progress and
//! when it is shown, the time left, the estimate shown before a long count,
//! and the published counts the results are checked against.
//!
//! Times are milliseconds. Clock readings are `f64` (that is what the
//! browser gives); everything that is printed is converted to whole
//! milliseconds first and formatted with integer arithmetic.
//!
//! One module a concept, each re-exported here:
//! - `n`: the board sizes the page counts and reading the `n` field;
//! - `plan`: which method counts a board, on how many workers, with which
//!   jobs;
//! - `progress`: the work of each job, the progress and its reports, the
//!   time left, the stage of a count;
//! - `estimate`: the model of a count's time from the boards measured on
//!   this device, and the calibrations it needs;
//! - `time`: durations as people read them (`hh:mm:ss.mmm`, a rounded
//!   span).

mod estimate;
mod n;
mod plan;
mod progress;
mod time;

pub use estimate::*;
pub use n::*;
pub use plan::*;
pub use progress::*;
pub use time::*;

/// The published `(total, unique)` counts for `n`, `None` outside `1..=27`
/// (read once, in the solver).
pub use solver::published::counts as reference;
