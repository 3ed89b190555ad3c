//! The count page: total and unique solutions for n up to 27, in a pool of
//! Web Workers (`workers::pool`) or on the GPU (`workers::gpu_engine`), run
//! by the page's state machine (`domain::count::machine`, the shell's,
//! `hooks::use_shell_machine`, shown by `hooks::use_count`); the plan,
//! estimates, formats and policies are in `domain::count`.

pub mod view;

#[cfg(target_arch = "wasm32")]
pub use view::CountView;
