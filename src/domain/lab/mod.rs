//! The algorithm lab: the methods it runs and how it measures them
//! ([`model`], used by the lab's worker and page), and its texts.

pub mod machine;
pub mod model;
pub mod texts;
pub mod timing;
pub mod work;
