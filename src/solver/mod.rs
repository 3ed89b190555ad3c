//! Everything that computes: no web dependency, tested natively.

pub mod bitops;
pub mod count;
pub mod methods;
pub mod stepper;
pub mod symmetry;
pub mod timeline;
pub mod window;

pub use stepper::{column_of, mask_for, Counters, Event, RowBits, Stepper, Subtree, MAX_N};
pub use timeline::Timeline;
