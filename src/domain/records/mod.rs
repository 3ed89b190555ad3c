//! Records: the exact counts and who counted them ([`data`]), the table's
//! markup ([`table`]) and the page's texts.

pub mod data;
pub mod machine;
pub mod table;
pub mod texts;
