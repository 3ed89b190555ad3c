//! The search tree's page (`?view=tree`): the whole search of a small board
//! as a tree (what it draws is `domain::tree`).

pub mod view;

#[cfg(target_arch = "wasm32")]
pub use view::{TreePanel, TreeView};
