//! The bitmap N-Queens algorithms behind bitqueens, a site that teaches the
//! bitmap search: a search you can pause after every step, random access
//! into its steps, a fast exact counter and the classic methods it is
//! compared with.
//!
//! No dependencies and no web code: the site compiles this crate to
//! WebAssembly, and everything here is tested natively.
//!
//! # The bitmap search, one event at a time
//!
//! A row's free squares are the bits of `bitmap = mask & !(left | down | right)`,
//! where `left`, `down` and `right` are the columns attacked by the queens
//! above along each direction. [`Stepper`] is the non-recursive form of that
//! search (an explicit stack of those values per row), as an [`Iterator`] of
//! [`Event`]s: drop it, clone it or resume it at any step.
//!
//! Columns are numbered from the left, `0..n`; column `c` is bit `n - 1 - c`,
//! and the search takes the lowest set bit first (`bitmap & -bitmap`), so it
//! tries the rightmost free column first.
//!
//! ```
//! use solver::{column_of, Event, Stepper};
//!
//! // Step through n = 5 until the first solution is complete.
//! let mut search = Stepper::new(5);
//! let first = search
//!     .by_ref()
//!     .position(|e| matches!(e, Event::Place { solution: true, .. }))
//!     .expect("n = 5 has solutions");
//! assert_eq!(first + 1, 9); // the 9th event completes it: step 9
//! assert_eq!(search.queens(), vec![4, 2, 0, 3, 1]);
//!
//! // The bits of the current row, as the site shows them.
//! let row = search.row().unwrap();
//! let bits = search.row_bits(row);
//! assert_eq!(column_of(bits.bit, 5), 1);
//!
//! // Resume: the search goes on to all ten solutions.
//! search.by_ref().for_each(drop);
//! assert_eq!(search.counters().solutions, 10);
//! ```
//!
//! # Counting
//!
//! [`count::count`] counts every solution of a board and how many are
//! distinct under the eight symmetries of the square (`Classes`: boards equal
//! to 2, 4 or 8 of their images), exactly, in `u64`. It splits the work into
//! [`count::tasks`] so that several threads or Web Workers can share it.
//!
//! ```
//! use solver::count::{count, count_task, tasks};
//!
//! let c = count(8);
//! assert_eq!((c.total(), c.unique()), (92, 12));
//!
//! // The same, task by task (what each worker of the site does).
//! let by_task: u64 = tasks(10).iter().map(|t| count_task(10, t).total()).sum();
//! assert_eq!(by_task, 724);
//! ```
//!
//! # Modules
//!
//! - [`stepper`]: the resumable search; [`rules`]: what its steps compute,
//!   a parameter of its loop (the real rules, or a learner's); [`timeline`]:
//!   jump to any step of it (its subtree sizes counted once).
//! - [`count`] and [`window`]: the fast symmetric counter (see the site's
//!   `docs/counting.md`); its board size [`count::CountN`], made like every
//!   board size of the project by [`board_size!`] (one parser, one message).
//! - [`join`]: the half-board join, a second counter that pairs precomputed
//!   halves of boards instead of searching whole ones (faster from n = 15:
//!   the site counts n = [`plan::JOIN_FROM`]..=[`plan::WORKERS_JOIN_TO`]
//!   with it, the command up to [`join::MAX_JOIN_N`]).
//! - [`symmetry`]: the eight transforms of a board, its class, all solutions.
//! - [`methods`]: brute force, permutations, backtracking, flags, bitmap and
//!   mirror, with the same node counts, for comparison.
//! - [`carry_chain`]: the carry chain (the edges first, as pairs of queens,
//!   then the interior), totals and unique solutions, for comparison.
//! - [`plan`]: how a count is cut into jobs (the search's tasks or the
//!   join's pieces), in which order, and into
//!   shards; [`published`]: the published counts n = 1..=27.

mod board_size;
pub mod carry_chain;
pub mod count;
pub mod digits;
pub mod join;
pub mod methods;
pub mod plan;
pub mod published;
pub mod rules;
pub mod stepper;
pub mod symmetry;
pub mod timeline;
pub mod window;

/// A xorshift64 generator from `seed` (`seed | 1`, never the stuck state 0):
/// the random inputs of the self-tests that compare the SIMD forms with the
/// portable ones (`window::simd_differs`, `join::sweep_differs`) and of the
/// join's tests.
#[cfg(any(test, feature = "selftest"))]
pub(crate) fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed | 1;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

pub use rules::{BitmapRules, Rules, Vars};
pub use stepper::{
    column_of, columns_of, mask_for, Counters, Event, Row, RowBits, Stepper, Subtree, MAX_N,
};
pub use timeline::Timeline;
