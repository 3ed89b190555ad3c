//! Counting: total and unique solutions for n up to 27, in a pool of Web
//! Workers (`pool`), with the plan, estimates and formats in [`math`].

pub mod math;
pub mod texts;

#[cfg(target_arch = "wasm32")]
mod gpu;
#[cfg(target_arch = "wasm32")]
mod pool;
#[cfg(target_arch = "wasm32")]
mod view;

#[cfg(target_arch = "wasm32")]
pub use view::CountView;
