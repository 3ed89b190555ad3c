//! The count page: total and unique solutions for n up to 27, in a pool of
//! Web Workers (`pool`) or on the GPU (`gpu`), run by the page's state
//! machine (`runtime`, over `domain::count::machine`); the plan, estimates,
//! formats and policies are in `domain::count`.

mod gpu;
mod pool;
mod runtime;
mod view;

pub use view::CountView;
