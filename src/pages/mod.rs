//! One module per page: views only (Yew code). A view that calls hooks is a
//! thin wrapper (wasm only) around a pure function of its props and its
//! machine's state (`records_page`, `lab_page`, `tree_of_view`…); those and
//! the views that need no hook (the stepper's panels, the learn page's
//! views) compile natively too and are rendered by `tests/views.rs`,
//! `tests/views_pages/` and `tests/views_learn/`. What a page
//! computes and says (its logic and its texts) is in [`crate::domain`]; the
//! state of a page is a machine there (`domain::machine`), run by a hook
//! (`hooks::use_machine`; the count page's through `hooks::use_count`), which
//! carries out its effects (workers, timers); a page keeps no state of its
//! own across renders in a `Reducible` or a `thread_local!`
//! (`tests/layout.rs`). No page imports another.

pub mod bits;
pub mod count;
pub mod lab;
pub mod learn;
pub mod records;
pub mod stepper;
pub mod symmetry;
pub mod tree;
