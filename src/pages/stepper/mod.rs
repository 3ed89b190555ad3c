//! The stepper: the non-recursive bitmap search one event at a time, with the
//! board, the bit rows, this step's equation, the code that ran, the explicit
//! stack and the solutions so far (explanations and figure in
//! `domain::stepper`).

mod classroom;
mod code_view;
mod explain_view;
mod solutions_view;
mod stack_view;
mod transport;
mod view;

pub use view::StepperView;
