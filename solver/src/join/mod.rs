//! The half-board join: counting solutions without searching whole boards
//! (the plans of [`crate::plan`] count n =
//! [`crate::plan::JOIN_FROM`]..=[`crate::plan::WORKERS_JOIN_TO`] with it in
//! the page, up to [`MAX_JOIN_N`] in the command; measured against
//! [`crate::count`] in `docs/counting.md`).
//!
//! Cut the board down the middle. Every row has its queen either in the
//! west half (columns `0..w`, `w = n / 2`) or in the east half (the last `w`
//! columns); an odd board also has a middle column, whose queen is fixed
//! first. Each half holds `w` queens, one per column of the half, so a
//! solution is a pair of *half-boards*: `w` rows `R` whose queens are east,
//! the other rows' queens west, each half free of attacks inside itself,
//! and no diagonal used by both halves.
//!
//! * **Half-boards from quarter tables.** Each half is cut again into a
//!   north and a south quarter. Every attack-free placement of a quarter
//!   (any rows, distinct columns) is listed once, under its rows and its
//!   columns. A half-board on rows `R` is a north placement on `R`'s north
//!   rows with some columns `C`, and a south one on `R`'s south rows with
//!   the other columns, sharing no diagonal: one AND per pair.
//! * **The join.** Only the diagonals both halves can reach matter: `2w - 1`
//!   of each direction. A half-board becomes a pattern of those bits, and the
//!   solutions on `R` are the pairs of an east and a west pattern with no
//!   bit in common. Both lists are sorted into buckets by a few middle
//!   diagonals (a pair of buckets that share one is never looked at); the
//!   east patterns of a bucket are stored bit-sliced, 256 at a time, with
//!   the ANDs of every subset of each 8 bits precomputed, so that a west
//!   pattern meets 256 east ones in 4 or 5 lookups and popcounts.
//! * **Symmetry.** Turning the board upside down maps the solutions with east
//!   rows `R` to those with east rows `R` reversed; the mirror image swaps
//!   east and west. So only one set of rows per orbit of these two is joined,
//!   and counted with the orbit's size.
//! * **The longest diagonals.** The two reflections in the board's
//!   diagonals move the queen of one longest diagonal to the other half
//!   and leave the other's in place. So the boards whose two longest
//!   diagonals' queens stand in the same half are as many as those with
//!   one in each half: the join drops the half-boards that hold both and
//!   counts the pairs with one in each half twice (the buckets tell them
//!   apart). Each row set's count is then a weighted count of its boards,
//!   and their sum the exact total: the weight is the same for the boards
//!   that the upside-down turn and the mirror image map onto each other,
//!   and 1 for every board a half turn leaves unchanged.
//! * **Classes.** The join counts boards, not orbits. By Burnside's lemma
//!   (no board of `n > 1` is its own mirror image), the orbits of the eight
//!   symmetries number `(total + 2·q + h) / 8`, where `q` and `h` count the
//!   boards that a quarter turn and a half turn leave unchanged: those are
//!   searched apart, which is quick, since such a board is fixed by a
//!   quarter or a half of its queens.
//!
//! ```
//! use solver::join;
//!
//! let c = join::count(10);
//! assert_eq!((c.total(), c.unique()), (724, 92));
//! ```
//!
//! # Files
//!
//! This file holds what the rest of the crate and its users call: the
//! [`Piece`]s a count is cut into, their counts, the memory a join takes.
//! The rest, one part each:
//!
//! * `orbits`: an `n`-board's join (its quarter tables, its row sets, one
//!   per orbit joined) and the run over a range of row sets.
//! * `half`: half-boards from quarter tables, as patterns of the diagonals
//!   both halves reach; the frames those patterns are written in.
//! * `sliced`: the disjoint pairs of an east and a west list of patterns,
//!   sorted into buckets and bit-sliced into groups with chunk tables.
//! * `sweep`: one group's tables against a run of west patterns, in its
//!   portable form and in SIMD: AVX2 and AVX-512 (x86-64) and NEON
//!   (aarch64) chosen at run time ([`Simd`], `BITQUEENS_SIMD`), WebAssembly
//!   SIMD in the site's wasm.
//! * `selftest`: the check that every form of the sweep counts alike
//!   (the tests and the `selftest` feature only).
//! * `fixed`: the boards that a quarter or a half turn leaves unchanged,
//!   searched apart.
//! * `tests`: the join against the published counts, the symmetric counter
//!   and a search, on whole boards and on slices of their squares.

use std::cell::RefCell;
use std::sync::{Arc, Mutex, PoisonError};

use crate::count::{Classes, Slice};
use crate::methods::Stop;

mod fixed;
mod half;
mod orbits;
#[cfg(any(test, feature = "selftest"))]
mod selftest;
mod sliced;
mod sweep;
#[cfg(test)]
mod tests;

pub use fixed::symmetric;
pub use orbits::piece_work;
use orbits::{Join, Scratch};
#[cfg(any(test, feature = "selftest"))]
pub use selftest::{sweep_differs, sweep_differs_with};
pub use sweep::{Simd, SIMD_ENV};

/// The largest board the join counts: a half-board's diagonals in its
/// frame must fit 64 bits (`2 (n - 1)` at n = 23), and its tables the memory
/// of [`memory_mb`].
pub const MAX_JOIN_N: usize = 23;

/// What a [`Piece::RowSets`] counts, as a number that a plan of the join
/// hashes ([`crate::plan::plan_hash`]), so that parts and checkpoints of a
/// piece counted another way are refused: 2, the boards weighted by their
/// longest diagonals' queens (1 was every board once).
pub const PIECE_COUNTS: u32 = 2;

/// What one join did, for the benchmark: half-board patterns built and pairs
/// tested one by one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    pub patterns: u64,
    pub pair_tests: u64,
}

/// One independent part of a join count, to hand to a thread or a worker.
/// The [`Piece`]s of [`pieces`] add up to the count ([`count_piece`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// The boards that a quarter and a half turn leave unchanged, searched
    /// apart: they give the classes `c2` and `c4` (milliseconds).
    Fixed,
    /// The row sets `from..to` (see [`row_sets`]): those that stand for
    /// their orbit joined, their boards that no turn leaves unchanged
    /// counted as `c8_boards`.
    RowSets { from: u32, to: u32 },
}

/// The pieces of an `n`-board's join: [`Piece::Fixed`] first, then the
/// row sets in about `runs` runs of consecutive ones (fewer when there are
/// fewer row sets). `n` is `1..=MAX_JOIN_N`. Builds no table: a page can
/// plan a count without the memory and the time of counting it.
pub fn pieces(n: usize, runs: usize) -> Vec<Piece> {
    let sets = row_sets(n) as u32;
    let runs = (runs.max(1) as u32).min(sets.max(1));
    let mut out = vec![Piece::Fixed];
    // Runs of `sets / runs` orbits, the first `sets % runs` one longer.
    let (each, longer) = (sets / runs, sets % runs);
    let mut from = 0;
    for i in 0..runs {
        let to = from + each + u32::from(i < longer);
        if to > from {
            out.push(Piece::RowSets { from, to });
        }
        from = to;
    }
    out
}

/// The memory the join of an `n`-board takes, in MB: the peak resident size
/// of a native process that builds its tables and joins on two threads
/// (each west pattern keeping its chunks' table entries), measured on whole
/// counts up to n = 20 and n = 22, and on long runs at 21 and 23
/// (docs/counting.md), rounded up. MB here are MiB, as the command reads
/// `MemAvailable`. The tables are the placements of a quarter, `8` bytes
/// each: one table of `w × w` on an even board (`w = n / 2`; its four
/// quarters read it, the west ones mirrored), two on an odd one (`w × w` and
/// `(w + 1) × w`).
/// Each Web Worker holds as much; the threads of a process share one copy.
/// `None` above [`MAX_JOIN_N`].
pub fn memory_mb(n: usize) -> Option<u64> {
    match n {
        0..=16 => Some(6),
        17 => Some(11),
        18 => Some(16),
        19 => Some(44),
        20 => Some(84),
        21 => Some(290),
        22 => Some(650),
        23 => Some(2_300),
        _ => None,
    }
}

/// How many row sets an `n`-board's join goes through: the ways to choose
/// the `n / 2` rows whose queens are east (and, on an odd board, the middle
/// column's queen's row first), in a fixed order: n = 16: 12,870; 17:
/// 218,790. About a quarter of them stand for their orbit under the
/// upside-down turn and the mirror image and are joined (n = 16: 3,299; 17:
/// 54,779); the others are skipped. 0 below n = 4 (no halves to join).
pub fn row_sets(n: usize) -> usize {
    if n < 4 {
        return 0;
    }
    let (free, middles) = if n % 2 == 1 { (n - 1, n) } else { (n, 1) };
    // C(free, n / 2), exact in u64 step by step (n <= 21).
    let choose = (0..n / 2).fold(1u64, |c, i| c * (free - i) as u64 / (i as u64 + 1));
    middles * choose as usize
}

/// Counts a piece of an `n`-board's join in slices, starting at `resume`
/// (empty for the start, else the `resume` of the slice before: the next
/// row set to join). `stop` is asked before each row set joined but the
/// first with the number joined in this slice; a true answer ends the slice
/// there. `None`
/// when `resume` is not a place inside the piece, or the piece is not one of
/// `n`'s (both checked, not trusted).
pub fn count_piece(n: usize, piece: &Piece, resume: &[u32], stop: &mut dyn Stop) -> Option<Slice> {
    if !(1..=MAX_JOIN_N).contains(&n) {
        return None;
    }
    match *piece {
        Piece::Fixed => resume.is_empty().then(|| Slice {
            classes: fixed_classes(n),
            resume: None,
        }),
        Piece::RowSets { from, to } => {
            let join = prepared(n);
            let at = match resume {
                [] => from,
                &[next] if from < next && next < to => next,
                _ => return None,
            };
            if from >= to || to as usize > join.row_sets.len() {
                return None;
            }
            thread_local! {
                /// Each thread's lists and south placements, kept from one
                /// piece to the next (a count hands a thread thousands).
                static SCRATCH: RefCell<Scratch> = RefCell::default();
            }
            let (c8_boards, next) = SCRATCH.with_borrow_mut(|scratch| {
                join.count_run(scratch, at..to, stop, &mut Work::default())
            });
            Some(Slice {
                classes: Classes {
                    c8_boards,
                    ..Classes::default()
                },
                resume: next.map(|i| vec![i]),
            })
        }
    }
}

/// Every solution of an `n`-board by the half-board join, split into
/// classes as [`crate::count::count`] does. `n` is `1..=MAX_JOIN_N`.
pub fn count(n: usize) -> Classes {
    let boards = Classes {
        c8_boards: total_with_work(n).0,
        ..Classes::default()
    };
    (fixed_classes(n) + boards).normalized()
}

/// What [`count_within`] counted, and whether it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    /// Exact when `finished` (and then [`Classes::normalized`]); otherwise
    /// the boards counted when `stop` ended it: the fixed boards' classes
    /// and the row sets joined so far (`total()` exact so far, `unique()` a
    /// lower bound).
    pub classes: Classes,
    pub work: Work,
    pub finished: bool,
}

/// A whole join of an `n`-board on one thread, as a program that counts one
/// board would run it: its tables built afresh (not [`prepared`]'s shared
/// copy, so a run's time includes them and nothing stays in memory
/// after), then the fixed boards, then every row set. `stop` is asked
/// before each row set joined but the first, with the number joined; a
/// true answer ends the count there. For the lab, which compares it with
/// the searches. `n` is `1..=MAX_JOIN_N`.
pub fn count_within(n: usize, stop: &mut dyn Stop) -> Measured {
    assert!(
        (1..=MAX_JOIN_N).contains(&n),
        "the join counts n = 1..={MAX_JOIN_N}"
    );
    let join = Join::new(n);
    let mut work = Work::default();
    let fixed = fixed_classes(n);
    let all = 0..join.row_sets.len() as u32;
    let (c8_boards, next) = join.count_run(&mut Scratch::default(), all, stop, &mut work);
    let classes = fixed
        + Classes {
            c8_boards,
            ..Classes::default()
        };
    let finished = next.is_none();
    Measured {
        classes: if finished {
            classes.normalized()
        } else {
            classes
        },
        work,
        finished,
    }
}

/// The classes `c1`, `c2` and `c4` of an `n`-board (`c1` only for the
/// single square of n = 1), from the boards fixed by a quarter and by a
/// half turn, searched apart ([`symmetric`]).
pub fn fixed_classes(n: usize) -> Classes {
    if n == 1 {
        return Classes {
            c1: 1,
            ..Classes::default()
        };
    }
    let (quarter, half) = symmetric(n);
    Classes {
        c2: quarter / 2,
        c4: (half - quarter) / 4,
        ..Classes::default()
    }
}

/// The boards of an `n`-board's join that no turn leaves unchanged (its
/// total less the half-turn symmetric boards), with the work it took: the
/// sum of the [`Piece::RowSets`] pieces, on one thread.
pub fn total_with_work(n: usize) -> (u64, Work) {
    assert!(
        (1..=MAX_JOIN_N).contains(&n),
        "the join counts n = 1..={MAX_JOIN_N}"
    );
    let join = prepared(n);
    let mut work = Work::default();
    let all = 0..join.row_sets.len() as u32;
    let mut never = crate::methods::NodeLimit(u64::MAX);
    let (boards, _) = join.count_run(&mut Scratch::default(), all, &mut never, &mut work);
    (boards, work)
}

/// The tables of the last board asked for, shared by the threads of a
/// process (a worker keeps them between its slices).
fn prepared(n: usize) -> Arc<Join> {
    static LAST: Mutex<Option<Arc<Join>>> = Mutex::new(None);
    let mut last = LAST.lock().unwrap_or_else(PoisonError::into_inner);
    match &*last {
        Some(join) if join.n == n => join.clone(),
        _ => {
            // Drop the old tables before building the new ones.
            *last = None;
            let join = Arc::new(Join::new(n));
            *last = Some(join.clone());
            join
        }
    }
}
