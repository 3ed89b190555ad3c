//! The tasks a count is split into: the row-0 queen's distance and the
//! queens of the first rows fixed, listed by decreasing distance (the
//! largest searches first), each a few `u32` to post to a worker.

use super::check_n;
use super::rules::{distances, Rules};
use super::search::squares;

/// The most rows a task can fix.
pub const TASK_MAX_ROWS: usize = 4;

/// One independent piece of the search: the row-0 queen is `distance`
/// squares from the corner (on bit `distance`), the queens of the first
/// `depth` rows are fixed, and [`count_task`](super::count_task) searches the rest. Only
/// integers, so it travels as a few `u32` ([`Task::to_words`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Task {
    /// How far the row-0 queen is from the nearer corner of row 0: the
    /// largest such distance of the four edge queens.
    pub distance: u32,
    /// How many rows are fixed (`cols[..depth]`), at least 1.
    pub depth: u32,
    /// Columns (from the left) of the fixed queens; unused entries are 0.
    pub cols: [u32; TASK_MAX_ROWS],
}

impl Task {
    /// `[distance, depth, cols[0], .., cols[depth - 1]]`.
    pub fn to_words(&self) -> Vec<u32> {
        let mut w = vec![self.distance, self.depth];
        w.extend_from_slice(&self.cols[..self.depth as usize]);
        w
    }

    /// The inverse of [`Task::to_words`]; `None` if the words are malformed.
    pub fn from_words(w: &[u32]) -> Option<Task> {
        let (&distance, &depth) = (w.first()?, w.get(1)?);
        let d = depth as usize;
        if !(1..=TASK_MAX_ROWS).contains(&d) || w.len() != 2 + d {
            return None;
        }
        let mut cols = [0; TASK_MAX_ROWS];
        cols[..d].copy_from_slice(&w[2..]);
        Some(Task {
            distance,
            depth,
            cols,
        })
    }
}

/// How many rows [`tasks`] fixes: one below `n = 10`, else two.
///
/// A task is posted to a worker and answered, a fraction of a millisecond
/// each, so fewer tasks cost less; the pool's balance needs only enough
/// small ones at the end, which the order of [`tasks`] gives. At `n = 16`
/// this makes 91 tasks; the largest, 5 % of the work, come first, and the
/// last tenth of the work is spread over 50 small ones. (Fixing a third row
/// under the largest distances makes 460 tasks of at most 1 %, and the
/// workers spend four times as long between tasks.)
pub fn task_depth(n: usize) -> usize {
    if n < 10 {
        1
    } else {
        2
    }
}

/// Splits the count of an `n`-board into independent tasks, fixing
/// [`task_depth`] rows, by decreasing distance: the search grows with the
/// distance (at `n = 16` from 0.7 million nodes for distance 1 to 68.6
/// million for distance 7), so a pool of workers taking them in order ends
/// on the smallest searches.
/// Empty for `n = 2, 3`; the single square for `n = 1`.
pub fn tasks(n: usize) -> Vec<Task> {
    tasks_with_depth(n, task_depth(n))
}

/// Like [`tasks`], fixing the first `depth` rows (clamped to
/// `1..=TASK_MAX_ROWS`, and always above the last row). Deeper means more
/// and smaller tasks.
pub fn tasks_with_depth(n: usize, depth: usize) -> Vec<Task> {
    check_n(n);
    if n == 1 {
        return vec![Task {
            distance: 0,
            depth: 1,
            cols: [0; TASK_MAX_ROWS],
        }];
    }
    let mut out = Vec::new();
    for distance in distances(n).rev() {
        let d = depth.clamp(1, TASK_MAX_ROWS).min(n - 1);
        let rules = Rules::new(n, distance);
        let bit = 1u32 << distance;
        let mut cols = [0; TASK_MAX_ROWS];
        cols[0] = (n - 1 - distance) as u32;
        let lines = (bit << 1, bit, bit >> 1);
        prefixes(n, &rules, distance, 1, d, lines, &mut cols, &mut out);
    }
    out
}

/// Walks the rows `y..depth` of the rules and records every prefix reached.
/// `lines` are the `(left, down, right)` attacks on row `y`.
#[allow(clippy::too_many_arguments)]
fn prefixes(
    n: usize,
    rules: &Rules,
    distance: usize,
    y: usize,
    depth: usize,
    lines: (u32, u32, u32),
    cols: &mut [u32; TASK_MAX_ROWS],
    out: &mut Vec<Task>,
) {
    if y == depth {
        out.push(Task {
            distance: distance as u32,
            depth: depth as u32,
            cols: *cols,
        });
        return;
    }
    let (left, down, right) = lines;
    let free = rules.allow[y] & !(left | down | right);
    for bit in squares(free) {
        cols[y] = (n - 1 - bit.trailing_zeros() as usize) as u32;
        let next = ((left | bit) << 1, down | bit, (right | bit) >> 1);
        prefixes(n, rules, distance, y + 1, depth, next, cols, out);
    }
    cols[y] = 0;
}
