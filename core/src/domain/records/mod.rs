//! Records: the exact counts and who counted them ([`data`]), the table's
//! markup ([`table`]), the measurement of this browser's reach as a state
//! machine ([`machine`]) and the page's texts.

pub mod data;
pub mod machine;
pub mod table;
pub mod texts;
