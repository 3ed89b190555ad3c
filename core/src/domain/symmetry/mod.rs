//! The symmetry explorer: its state ([`explorer`]), the transforms'
//! details as markup ([`details`]) and the page's texts; the transforms
//! themselves are in `solver::symmetry`.

pub mod details;
pub mod explorer;
pub mod texts;
