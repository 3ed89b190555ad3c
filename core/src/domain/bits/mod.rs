//! The bits primer's playground ([`playground`]), its cards' state and the
//! stepper moments they link to ([`cards`]), its texts and its rows' layout
//! on a phone; the operations themselves are in `crate::bitops`.

pub mod cards;
pub mod layout;
pub mod playground;
pub mod texts;
