//! The search tree's page (`?view=tree`): the whole search of a small board
//! as a tree (what it draws is `domain::tree`).

mod view;

pub use view::{TreePanel, TreeView};
