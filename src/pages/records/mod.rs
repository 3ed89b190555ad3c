//! The records page: the exact counts n = 1..27, who counted them first,
//! and how long this browser would take (data in `domain::records`).

pub mod view;

#[cfg(target_arch = "wasm32")]
pub use view::RecordsView;
