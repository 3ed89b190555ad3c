//! The fast counter: totals and unique solutions, using the symmetry of the
//! board to skip the boards that are a rotation or reflection of one
//! already counted.
//!
//! This is separate from the [`Stepper`](crate::Stepper): no events, no
//! allocation while searching, exact `u64` results. It counts one board per
//! orbit of the eight symmetries (see [`crate::symmetry`]) and records the
//! orbit size of each, so `unique = c2 + c4 + c8` and
//! `total = 2·c2 + 4·c4 + 8·c8` (plus `c1` for the 1×1 board, see
//! [`Classes`]).
//!
//! # The method: the farthest edge queen on top
//!
//! Bits follow the crate convention (column `c` is bit `n - 1 - c`), so bit 0
//! is the rightmost column. Every solution has exactly one queen on each of
//! the four edges of the board; call an edge queen's *distance* the number
//! of squares between it and the nearer corner of its edge. The search keeps,
//! for every orbit, the boards whose row-0 queen has the **largest** distance
//! of the four, on the right half of the row (`distance` = its bit), and
//! settles ties at the end:
//!
//! * With the row-0 queen at distance `D`, every other edge queen must be at
//!   most `D` squares from a corner: the outer columns are closed to the
//!   rows `D + 1 ..= n - 2 - D` (the band in the middle), and the last row
//!   may only use the `D + 1` squares next to each corner.
//! * Two cheap look-aheads cut a placement early when the last row, or an
//!   outer column still empty, has no square left that is both allowed and
//!   unattacked. An outer column is only ever reached by one kind of
//!   diagonal (`left` drifts towards column 0, `right` towards column
//!   `n - 1`), so each test is one precomputed range of bits per row.
//! * The last eight rows (boards of 9 and more) are searched in a
//!   [window](crate::window): their free squares side by side in 128
//!   bits, so that after each queen one AND-NOT and a few tests tell
//!   whether every row without a queen keeps a free square and every empty
//!   column one (forward checking). The next row placed there is the one
//!   with the fewest free squares. Above the window, the look-aheads.
//! * Ties: another edge queen at distance `D` can only sit where a rotation
//!   brings it to the row-0 square (the places a reflection would use are
//!   attacked by the row-0 queen). A complete board is compared with those
//!   rotations, row by row as bit values, stopping at the first difference:
//!   if a rotation is smaller, that rotation is the board of the orbit that
//!   gets counted and this one is dropped; if it equals its quarter turn it
//!   is class 2, its half turn class 4, otherwise class 8.
//! * On an odd board the middle square of row 0 is its own mirror image:
//!   only the boards whose row-1 queen is on the right half are searched.
//!   No other edge queen can then be as far from a corner (those squares
//!   are attacked), and no rotation maps such a board onto itself, so each
//!   is class 8.
//!
//! There are no corner boards: if the farthest edge queen were in a corner,
//! all four would be, and two opposite corners share a diagonal.
//!
//! Why the farthest queen and not the nearest (Takaken's classic choice)?
//! The search then spends most of its time under a row-0 queen near the
//! middle, where queens are placed with the fewest dead ends, and the rules
//! on the outer columns prune in the middle of the board instead of near
//! the top. `docs/counting.md` has the measurements.
//!
//! # Tasks
//!
//! The search is split into independent [`Task`]s by fixing the first rows
//! (see [`tasks`]); the sum of [`count_task`] over all of them is [`count`].
//! A task is a handful of integers ([`Task::to_words`]) so that it can be
//! posted to a web worker. A worker counts a task in slices
//! ([`count_slice`]) that can pause between the placements of the upper
//! rows and resume where they stopped, so that it stays responsive (and
//! can be closed) whatever the board.
//!
//! # Measuring the tree
//!
//! [`count_traced`] runs the same search with a tally that counts its nodes
//! and leaves ([`Tree`]) for the algorithm lab; the counter's own tally does
//! nothing and compiles away.
//!
//! # Files
//!
//! This file holds the counts a caller asks for ([`count`], [`count_task`],
//! [`count_slice`], [`count_traced`]) and what they return ([`Classes`],
//! [`Slice`], [`Tree`]). The rest, one part each:
//!
//! * `rules`: the distances a row-0 queen can have and the [`Rules`] of
//!   each (the squares each row may use, the look-aheads' ranges).
//! * `task`: the [`Task`]s a count is split into, and their words.
//! * `search`: the search itself, above the window and in it, with its
//!   tally (nothing for the counter, the tree's size for the lab).
//! * `tests`: small boards against the published counts, tasks checked.

use std::ops::{Add, AddAssign};

use crate::methods::Stop;

mod rules;
mod search;
mod size;
mod task;
#[cfg(test)]
mod tests;

pub use rules::{distances, Rules};
use search::{squares, Counted, Search, Silent, Tally};
pub use size::{CountN, NotCountN, COUNT_N};
pub use task::{task_depth, tasks, tasks_with_depth, Task, TASK_MAX_ROWS};

/// The largest `n` counted: the total for 28 still fits a `u64`, but results
/// are only checked up to 27 (and 27 takes days anyway).
pub const MAX_COUNT_N: usize = 27;

/// Solutions counted by orbit size: `c8` orbits of 8 distinct boards, `c4` of
/// 4 (half-turn symmetric), `c2` of 2 (quarter-turn symmetric). `c1` is the
/// single square of `n = 1`, whose eight images are all the same board: it
/// is 1 for that board and 0 for every other `n`.
///
/// `c8_boards` holds boards of orbits of 8 counted one by one rather than
/// by orbit: the half-board join ([`crate::join`]) counts boards, and a part
/// of its work holds no whole orbits, so its sums are only divisible by 8
/// once every part is in. `unique` counts them as `c8_boards / 8` orbits,
/// exact for a whole count; [`Classes::normalized`] moves them into `c8`.
/// The symmetric counter leaves it at 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Classes {
    pub c1: u64,
    pub c2: u64,
    pub c4: u64,
    pub c8: u64,
    pub c8_boards: u64,
}

impl Classes {
    /// Solutions up to rotation and reflection (for a partial sum with
    /// `c8_boards`, the whole orbits among them).
    pub fn unique(&self) -> u64 {
        self.c1 + self.c2 + self.c4 + self.c8 + self.c8_boards / 8
    }

    /// All solutions: each orbit counted with its size.
    pub fn total(&self) -> u64 {
        self.c1 + 2 * self.c2 + 4 * self.c4 + 8 * self.c8 + self.c8_boards
    }

    /// The same count with the whole orbits of `c8_boards` in `c8` (what is
    /// left, `c8_boards % 8`, stays: 0 for a whole count).
    pub fn normalized(self) -> Classes {
        Classes {
            c8: self.c8 + self.c8_boards / 8,
            c8_boards: self.c8_boards % 8,
            ..self
        }
    }
}

impl Add for Classes {
    type Output = Classes;
    fn add(self, o: Classes) -> Classes {
        Classes {
            c1: self.c1 + o.c1,
            c2: self.c2 + o.c2,
            c4: self.c4 + o.c4,
            c8: self.c8 + o.c8,
            c8_boards: self.c8_boards + o.c8_boards,
        }
    }
}

impl AddAssign for Classes {
    fn add_assign(&mut self, o: Classes) {
        *self = *self + o;
    }
}

impl std::iter::Sum for Classes {
    fn sum<I: Iterator<Item = Classes>>(iter: I) -> Classes {
        iter.fold(Classes::default(), Add::add)
    }
}

fn check_n(n: usize) {
    if let Err(e) = CountN::new(n) {
        panic!("{e}");
    }
}

/// Counts one task of an `n`-board. Tasks that [`tasks`] would not produce
/// for this `n` count nothing (they are checked, not trusted).
pub fn count_task(n: usize, task: &Task) -> Classes {
    match searched(n, task) {
        Searched::Single(classes) => classes,
        Searched::Distance(distance) => Search::new(n, distance, Silent).run(task),
    }
}

/// [`count_task`] on the squares of `open` only (row `y` may use the
/// squares of `open[y]`, bits as in [`Rules::allow`], besides what the
/// rules allow): the boards of a slice that the eight symmetries map onto
/// itself, so that the search's one board per orbit is still in it. For the
/// join's tests, which count the same slice.
#[cfg(test)]
pub(crate) fn count_task_within(n: usize, task: &Task, open: &[u32; 32]) -> Classes {
    match searched(n, task) {
        Searched::Single(classes) => classes,
        Searched::Distance(distance) => {
            let mut search = Search::new(n, distance, Silent);
            let mut allow = search.rules.allow;
            for (row, open) in allow.iter_mut().zip(open) {
                *row &= open;
            }
            search.rules = Rules::from_allow(n, allow);
            search.run(task)
        }
    }
}

/// How a task is counted: without a search (the single square of `n = 1`,
/// or nothing for a task that is not one of `n`'s), or by a search with the
/// rules of a distance.
enum Searched {
    Single(Classes),
    Distance(usize),
}

fn searched(n: usize, task: &Task) -> Searched {
    check_n(n);
    let (distance, depth) = (task.distance as usize, task.depth as usize);
    if n == 1 {
        let single = distance == 0 && depth == 1 && task.cols[0] == 0;
        return Searched::Single(Classes {
            c1: single as u64,
            ..Classes::default()
        });
    }
    if !distances(n).contains(&distance) || !(1..=TASK_MAX_ROWS).contains(&depth) || depth >= n {
        return Searched::Single(Classes::default());
    }
    Searched::Distance(distance)
}

/// The rows [`count_slice`] may pause above: all but the last ten, so that
/// what is searched without a pause is ten rows (at `n = 16` and 17, 0.1 ms
/// at most natively) and the pauses are few next to the nodes (at
/// `n = 16`, one per 230 nodes). Ten rather than nine: the two rows just
/// above the window then belong to one search, which builds the window's
/// rows once for both (see [`crate::window`]). Boards up to `n = 12`
/// never pause (their tasks fix two rows).
pub fn pausable_rows(n: usize) -> usize {
    n.saturating_sub(10)
}

/// Part of a task's search: see [`count_slice`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slice {
    /// The classes of the boards completed in this slice.
    pub classes: Classes,
    /// Where the next slice starts, `None` when the task is done: the
    /// columns (from the left) of the queens of the rows from the task's
    /// fixed ones down to [`pausable_rows`].
    pub resume: Option<Vec<u32>>,
}

/// Counts a task in slices, starting at `resume` (empty for the start,
/// else the `resume` of the slice before); the slices of a task add up to
/// [`count_task`]. A slice goes through the placements of the rows from
/// the task's fixed ones down to [`pausable_rows`] in the search's order
/// and searches below each; before each placement but the first, `stop` is
/// asked with the number done in this slice, and a true answer ends the
/// slice there. A worker counts in slices so that it can be stopped between
/// two of them: a search cannot be interrupted from outside. `None` when
/// `resume` is not such a placement of the task (it is checked, not
/// trusted).
pub fn count_slice(n: usize, task: &Task, resume: &[u32], stop: &mut dyn Stop) -> Option<Slice> {
    // A task counted in one slice: only its start is a place to resume at.
    let whole = |classes| {
        resume.is_empty().then_some(Slice {
            classes,
            resume: None,
        })
    };
    let distance = match searched(n, task) {
        Searched::Single(classes) => return whole(classes),
        Searched::Distance(distance) => distance,
    };
    let (depth, rows) = (task.depth as usize, pausable_rows(n));
    let mut search = Search::new(n, distance, Silent);
    let Some(((left, down, right), free)) = search.place(task) else {
        // A prefix the rules do not allow: nothing to count.
        return whole(Classes::default());
    };
    if depth >= rows || free == 0 {
        if !resume.is_empty() {
            return None;
        }
        search.search_from(depth, (left, down, right), free);
        return whole(search.found);
    }
    let mut bits = Vec::with_capacity(resume.len());
    for &col in resume {
        bits.push(1u32 << (n - 1).checked_sub(col as usize)?);
    }
    let mut done = 0;
    let mut pause = || {
        done += 1;
        done > 1 && stop.should_stop(done - 1)
    };
    let from = (!resume.is_empty()).then_some(&bits[..]);
    let paused = search.walk(depth, rows, (left, down, right), free, from, &mut pause)?;
    let resume = paused.then(|| {
        search.board[depth..rows]
            .iter()
            .map(|&bit| (n - 1 - bit.trailing_zeros() as usize) as u32)
            .collect()
    });
    Some(Slice {
        classes: search.found,
        resume,
    })
}

/// Counts the `n`-board on one thread: the sum of [`count_task`] over
/// [`tasks`]. `1 <= n <= 27`.
pub fn count(n: usize) -> Classes {
    tasks(n).iter().map(|t| count_task(n, t)).sum()
}

/// The size of the tree a search walked, with the definitions of the lab's
/// bitmap row ([`crate::methods::Method::Bitmap`]) applied to the pruned
/// tree of the symmetric counter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tree {
    /// Queens placed: the partial boards of 1 to `n` queens that the
    /// search visits (the symmetry rules keep it out of all others).
    pub nodes: u64,
    /// Dead ends (a placement whose next row has no square the rules allow)
    /// plus complete boards reached, including those the rotation check
    /// then leaves to another board of their orbit.
    pub leaves: u64,
}

/// What [`count_traced`] found: exact when `finished`, otherwise the counts
/// reached when the [`Stop`] asked to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traced {
    pub classes: Classes,
    pub tree: Tree,
    pub finished: bool,
}

/// The same count as [`count`], one thread, also measuring the search tree
/// ([`Tree`]) and asking `stop` every
/// [`POLL_INTERVAL`](crate::methods::POLL_INTERVAL) nodes. The counter itself runs
/// the same code with the measuring compiled out.
pub fn count_traced(n: usize, stop: &mut dyn Stop) -> Traced {
    traced(n, stop, None)
}

/// [`count_traced`] with the window's layout forced, for the tests of the
/// wide window on small boards: every window [`Wide`](crate::window::Wide)
/// but those whose empty columns, shifted down to bit 0, are below
/// `narrow_below` (0: every one wide). The layout changes how the last rows
/// are held, never which squares are tried: the tree is
/// [`count_traced`]'s.
#[cfg(any(test, feature = "selftest"))]
pub fn count_traced_windows(n: usize, narrow_below: u32, stop: &mut dyn Stop) -> Traced {
    traced(n, stop, Some(narrow_below))
}

fn traced(n: usize, stop: &mut dyn Stop, narrow_below: Option<u32>) -> Traced {
    check_n(n);
    let mut tally = Counted {
        tree: Tree::default(),
        stop,
        stopped: false,
    };
    let mut classes = Classes::default();
    if n == 1 {
        tally.node();
        tally.leaf();
        classes.c1 = 1;
    }
    // The whole search, as the tasks that fix only the row-0 queen; those
    // queens are counted here.
    for distance in distances(n).rev() {
        if tally.node() {
            break;
        }
        let mut cols = [0; TASK_MAX_ROWS];
        cols[0] = (n - 1 - distance) as u32;
        let task = Task {
            distance: distance as u32,
            depth: 1,
            cols,
        };
        let mut s = Search::new(n, distance, tally);
        if let Some(span) = narrow_below {
            (s.wide, s.narrow_span) = (true, span);
        }
        classes += s.run(&task);
        tally = s.tally;
        if tally.stopped {
            break;
        }
    }
    Traced {
        classes,
        tree: tally.tree,
        finished: !tally.stopped,
    }
}

/// The search tree below one task ([`Tree`], every node walked as in
/// [`count_traced`]): a measure of a task's work that does not depend on
/// the machine or its load (the shards' deal is measured against it,
/// `cli/examples/shard_balance.rs`). Empty for a task that is not `n`'s.
pub fn task_tree(n: usize, task: &Task) -> Tree {
    let mut never = |_: u64| false;
    let tally = Counted {
        tree: Tree::default(),
        stop: &mut never,
        stopped: false,
    };
    match searched(n, task) {
        Searched::Single(_) => Tree::default(),
        Searched::Distance(distance) => {
            let mut s = Search::new(n, distance, tally);
            s.run(task);
            s.tally.tree
        }
    }
}

/// The plain recursive bitmap count (every solution, no symmetry): the
/// baseline the symmetric method is measured against. `1 <= n <= 27`.
pub fn count_plain(n: usize) -> u64 {
    check_n(n);
    fn go(mask: u32, left: u32, down: u32, right: u32) -> u64 {
        if down == mask {
            return 1;
        }
        let free = mask & !(left | down | right);
        let mut total = 0;
        for bit in squares(free) {
            total += go(mask, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
        total
    }
    go(crate::mask_for(n), 0, 0, 0)
}
