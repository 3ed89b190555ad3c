//! Widgets shared by several pages (Yew code; the charts' axes and SVG they
//! draw are pure, in `crate::domain`). They compile natively too, for
//! `tests/views.rs`, but the dialog, which needs the page's hooks: wasm
//! only.

mod bitrows;
mod board;
mod chart;
mod cite;
mod header;
mod icon;
pub mod link;
pub mod markup;
#[cfg(target_arch = "wasm32")]
mod modal;
mod n_select;
pub mod share;

pub use bitrows::{bit_grid, bit_rows, dec_head, shown_row, BitRow};
pub use board::board;
pub use chart::chart;
pub use cite::{cited, sources_section};
pub use header::lang_toggle;
pub use icon::{icon, Icon};
#[cfg(target_arch = "wasm32")]
pub use modal::Modal;
pub use n_select::NSelect;
