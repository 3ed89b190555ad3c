//! The records page: the exact counts n = 1..27, who counted them first,
//! and how long this browser would take (data in `domain::records`).

mod view;

pub use view::RecordsView;
