//! The bits primer's texts; the operations themselves are in `solver::bitops`.

pub mod texts;
