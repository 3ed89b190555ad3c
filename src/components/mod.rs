//! Widgets shared by several pages. Only [`chart_axes`] and [`chart_svg`]
//! are pure (and tested natively); the components are Yew code, built for
//! wasm only.

pub mod chart_axes;
pub mod chart_svg;

#[cfg(target_arch = "wasm32")]
mod bitrows;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod chart;
#[cfg(target_arch = "wasm32")]
pub mod link;
#[cfg(target_arch = "wasm32")]
pub mod markup;
#[cfg(target_arch = "wasm32")]
mod n_select;

#[cfg(target_arch = "wasm32")]
pub use bitrows::{bit_grid, bit_rows, BitRow};
#[cfg(target_arch = "wasm32")]
pub use board::board;
#[cfg(target_arch = "wasm32")]
pub use chart::chart;
pub use chart_svg::{LogChart, Series, ValueKind};
#[cfg(target_arch = "wasm32")]
pub use n_select::NSelect;
