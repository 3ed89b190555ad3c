//! The count page: total and unique solutions for n up to 27, in a pool of
//! Web Workers (`workers::pool`) or on the GPU (`workers::gpu_engine`), run
//! by the page's state machine (`hooks::use_count`, `hooks::use_machine` over
//! `domain::count::machine`); the plan, estimates, formats and policies are
//! in `domain::count`.

pub mod view;

#[cfg(target_arch = "wasm32")]
pub use view::CountView;
