//! The stepper: the non-recursive bitmap search one event at a time, with the
//! board, the bit rows, this step's equation, the code that ran, the explicit
//! stack and the solutions so far (explanations and figure in
//! `domain::stepper`).

#[cfg(target_arch = "wasm32")]
mod classroom;
pub mod code_view;
pub mod explain_view;
pub mod share_view;
pub mod solutions_view;
pub mod stack_view;
pub mod tools_view;
pub mod transport;
pub mod tree_side;
#[cfg(target_arch = "wasm32")]
mod view;

#[cfg(target_arch = "wasm32")]
pub use view::StepperView;
