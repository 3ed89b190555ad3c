//! Records: the exact counts n = 1..27, who counted them first, and how long
//! this browser would take (measured with the lab's worker, in [`data`]).

pub mod data;
pub mod table;
pub mod texts;

#[cfg(target_arch = "wasm32")]
mod view;

#[cfg(target_arch = "wasm32")]
pub use view::RecordsView;
