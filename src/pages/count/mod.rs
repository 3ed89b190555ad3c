//! The count page: total and unique solutions for n up to 27, in a pool of
//! Web Workers (`pool`) or on the GPU (`gpu`); the plan, estimates and
//! formats are in `domain::count`.

mod gpu;
mod pool;
mod view;

pub use view::CountView;
