//! The bits primer's page: a playground for the operations of the search and
//! guided cards, each linked to the stepper moment where it happens (texts in
//! `domain::bits`, the operations in `crate::bitops`).

pub mod cards;
pub mod view;
mod widgets;

#[cfg(target_arch = "wasm32")]
pub use view::BitsView;
