//! The symmetry explorer's page: the eight transforms of a solution, its
//! class and total = 2·C2 + 4·C4 + 8·C8 (details in `domain::symmetry`).

pub mod view;

#[cfg(target_arch = "wasm32")]
pub use view::SymmetryView;
