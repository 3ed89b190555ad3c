//! The GPU counter of bitqueens: its kernel family in WGSL, the sub-boards
//! it finishes, their batches, the hosts' dispatch loop and the exact sum
//! of its counts. No GPU API and no web code: the site's GPU worker
//! (WebGPU, `workers/src/gpu.rs`) and `gpu-bench` (the `wgpu` crate,
//! natively) both implement [`Device`] and run [`run`]:
//!
//! 1. [`kernel_rules`] once per board (a storage buffer), and the pipeline
//!    of the kernel that holds the board ([`Kernel::for_board`],
//!    [`pipeline_constants`]);
//! 2. a [`Batcher`] over the solver's tasks ([`solver::count::tasks_with_depth`])
//!    cuts them into sub-boards ([`sub_rows_for`] rows placed, raised to
//!    [`kernel_rows`]) and hands them out in [`Batch`]es ([`SUB_WORDS`]
//!    words a sub-board);
//! 3. one dispatch per batch ([`invocations`], [`params`], [`grid`]), three
//!    `u32` counts per sub-board (classes 2, 4, 8);
//! 4. [`Batcher::finish`] adds them up as `u64` per task and returns the
//!    tasks a batch completed: a task is only ever reported whole, so that
//!    a host that loses its device hands the other tasks to the CPU.
//!
//! The modules:
//!
//! - `split`: the sub-boards, their packing, the rows placed per board;
//! - `batch`: the [`Batcher`] and the size of the next batch;
//! - `kernel`: the WGSL ([`STACK`], [`FRONTIER`], both the shared
//!   `kernels/prelude.wgsl` and their own search), the choice per board,
//!   the pipelines' constants and buffers;
//! - `dispatch`: the [`Device`] trait and the dispatch loop;
//! - `reference`: each kernel's turns in Rust, tested natively against the
//!   solver and the published counts.

mod batch;
mod dispatch;
mod kernel;
pub mod reference;
mod split;

pub use batch::{
    min_batch, next_batch_size, sum_counts, Batch, Batcher, Part, COUNTS_PER_SUB, MAX_BATCH,
    MIN_BATCH, TARGET_MS, WIDE_BATCH,
};
pub use dispatch::{run, Device, Done, Sizing};
pub use kernel::{
    grid, invocations, kernel_rows, kernel_rules, levels, max_levels, params, pipeline_constants,
    row_rules, stack_fits, Kernel, BINDINGS, DOWNLEVEL_WORKGROUP_BYTES, FRONTIER, MAX_GROUPS_X,
    PERSISTENT, ROWS_AHEAD, STACK, WORKGROUP, WORKGROUP_BYTES,
};
pub use split::{
    attacks, expand, is_software, placed, size_class, sub_rows, sub_rows_for, Expanded,
    MAX_SUB_ROWS, SIZE_ROWS, SUB_WORDS,
};
