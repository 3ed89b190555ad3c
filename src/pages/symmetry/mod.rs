//! The symmetry explorer: the eight transforms of a solution, its class and
//! total = 2·C2 + 4·C4 + 8·C8 (the transforms are in `solver::symmetry`).

pub mod details;
pub mod texts;

#[cfg(target_arch = "wasm32")]
mod view;

#[cfg(target_arch = "wasm32")]
pub use view::SymmetryView;
