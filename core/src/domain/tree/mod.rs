//! The search tree (`?view=tree`): the whole search of a small board as a
//! tree built from the stepper's events ([`model`]), where its nodes are
//! drawn ([`layout`]), and the page's texts.

pub mod layout;
pub mod model;
pub mod texts;
