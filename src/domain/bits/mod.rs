//! The bits primer's texts and its rows' layout on a phone; the operations themselves are in
//! `solver::bitops`.

pub mod layout;
pub mod texts;
