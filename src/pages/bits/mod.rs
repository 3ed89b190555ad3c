//! The bits primer: a playground for the operations of the search and guided
//! cards, each linked to the stepper moment where it happens. The operations
//! themselves are in `solver::bitops`.

pub mod texts;

#[cfg(target_arch = "wasm32")]
mod cards;
#[cfg(target_arch = "wasm32")]
mod view;
#[cfg(target_arch = "wasm32")]
mod widgets;

#[cfg(target_arch = "wasm32")]
pub use view::BitsView;
