//! The bits primer's page: a playground for the operations of the search and
//! guided cards, each linked to the stepper moment where it happens (texts in
//! `domain::bits`, the operations in `crate::bitops`).

mod cards;
mod view;
mod widgets;

pub use view::BitsView;
