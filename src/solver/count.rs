//! The fast counter: totals and unique solutions, using the symmetry of the
//! board to skip most boards that are a rotation or reflection of one
//! already counted.
//!
//! This is separate from the [`Stepper`](super::Stepper): no events, no
//! allocation while searching, exact `u64` results. It counts one board per
//! orbit of the eight symmetries (see [`super::symmetry`]) and records the
//! orbit size of each, so `unique = c2 + c4 + c8` and
//! `total = 2·c2 + 4·c4 + 8·c8` (plus `c1` for the 1×1 board, see
//! [`Classes`]).
//!
//! # The method
//!
//! Bits follow the crate convention (column `c` is bit `n - 1 - c`), so bit 0
//! is the rightmost column. Every solution has exactly one queen on each edge
//! of the board. The search keeps, for every orbit, the boards whose top-row
//! queen is at least as close to a corner as every other edge queen, and
//! settles ties at the end:
//!
//! * **Corner boards.** The row-0 queen sits in the corner (bit 0). A
//!   solution with a corner queen has no rotational symmetry (a turn would
//!   put a queen in another corner, on a shared line), so each one found is
//!   a class-8 board. The reflection across the diagonal through that corner
//!   keeps the corner queen and swaps "row 1 has its queen on bit `bound1`"
//!   with "bit 1 has its queen in row `bound1`". Of each such pair only the
//!   board whose bit-1 queen lies below row `bound1` is kept: rows
//!   `< bound1` may not use bit 1 (row `bound1` itself cannot, it is on the
//!   diagonal of the row-1 queen).
//! * **Side boards.** The row-0 queen is `bound1` squares from the corner,
//!   `1 <= bound1` and `2·bound1 < n - 1`, and no edge queen may be closer to
//!   a corner than that: rows above `bound1` and below
//!   `bound2 = n - 1 - bound1` may not use the outer columns (so both must be
//!   taken by row `bound2`), and the last row may not use the `bound1` outer
//!   columns on each side. A complete board is then compared with its three
//!   rotations (row by row, as bit values, stopping at the first
//!   difference): if a rotation is smaller, that rotation is the board of
//!   the orbit that gets counted and this one is dropped; if it equals its
//!   quarter turn it is class 2, its half turn class 4, otherwise class 8.
//!   (Reflections need no check: a reflected board would be visited only if
//!   an edge queen sat `bound1` squares from a corner the other way round,
//!   and each of those squares shares a column or a diagonal with the row-0
//!   queen.)
//!
//! This is the well-known method of Takaken (Kenji Takahashi), written afresh.
//!
//! # Tasks
//!
//! The search is split into independent [`Task`]s by fixing the first rows
//! (see [`tasks`]); the sum of [`count_task`] over all of them is [`count`].
//! A task is a handful of integers ([`Task::to_words`]) so that it can be
//! posted to a web worker.
//!
//! # Measuring the tree
//!
//! [`count_traced`] runs the same search with a tally that counts its nodes
//! and leaves ([`Tree`]) for the algorithm lab; the counter's own tally does
//! nothing and compiles away.

use std::ops::{Add, AddAssign};

use super::methods::{Stop, POLL_INTERVAL};

/// The largest `n` counted: the total for 28 still fits a `u64`, but results
/// are only checked up to 27 (and 27 takes days anyway).
pub const MAX_COUNT_N: usize = 27;

/// Solutions counted by orbit size: `c8` orbits of 8 distinct boards, `c4` of
/// 4 (half-turn symmetric), `c2` of 2 (quarter-turn symmetric). `c1` is the
/// single square of `n = 1`, whose eight images are all the same board: it
/// is 1 for that board and 0 for every other `n`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Classes {
    pub c1: u64,
    pub c2: u64,
    pub c4: u64,
    pub c8: u64,
}

impl Classes {
    /// Solutions up to rotation and reflection.
    pub fn unique(&self) -> u64 {
        self.c1 + self.c2 + self.c4 + self.c8
    }

    /// All solutions: each orbit counted with its size.
    pub fn total(&self) -> u64 {
        self.c1 + 2 * self.c2 + 4 * self.c4 + 8 * self.c8
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

/// The most rows a task can fix.
pub const TASK_MAX_ROWS: usize = 4;

/// One independent piece of the search: the queens of the first `depth` rows
/// are fixed, the rest is searched by [`count_task`]. Only integers, so it
/// travels as a few `u32` ([`Task::to_words`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Task {
    /// [`Task::CORNER`], [`Task::SIDE`] or [`Task::SINGLE`].
    pub kind: u32,
    /// Distance of the significant first queen from the corner: for a
    /// corner task the row-1 queen is on bit `bound1`; for a side task the
    /// row-0 queen is.
    pub bound1: u32,
    /// How many rows are fixed (`cols[..depth]`).
    pub depth: u32,
    /// Columns (from the left) of the fixed queens; unused entries are 0.
    pub cols: [u32; TASK_MAX_ROWS],
}

impl Task {
    /// Row-0 queen in the corner (bit 0).
    pub const CORNER: u32 = 0;
    /// Row-0 queen `bound1` squares from the corner.
    pub const SIDE: u32 = 1;
    /// The whole 1×1 board (only `n = 1`).
    pub const SINGLE: u32 = 2;

    /// `[kind, bound1, depth, cols[0], .., cols[depth - 1]]`.
    pub fn to_words(&self) -> Vec<u32> {
        let mut w = vec![self.kind, self.bound1, self.depth];
        w.extend_from_slice(&self.cols[..self.depth as usize]);
        w
    }

    /// The inverse of [`Task::to_words`]; `None` if the words are malformed.
    pub fn from_words(w: &[u32]) -> Option<Task> {
        let (&kind, &bound1, &depth) = (w.first()?, w.get(1)?, w.get(2)?);
        let d = depth as usize;
        if kind > Task::SINGLE || d > TASK_MAX_ROWS || w.len() != 3 + d {
            return None;
        }
        let mut cols = [0; TASK_MAX_ROWS];
        cols[..d].copy_from_slice(&w[3..]);
        Some(Task {
            kind,
            bound1,
            depth,
            cols,
        })
    }
}

/// What a search reports besides its classes. The counter uses [`Silent`],
/// which compiles away; the lab uses [`Counted`] to measure the tree.
trait Tally {
    /// A queen placed. True when the search must stop now.
    fn node(&mut self) -> bool;
    /// A leaf: a dead end (a placement whose next row has no square left
    /// that the search may use) or a complete board.
    fn leaf(&mut self);
    /// Whether the search was asked to stop (then it unwinds at once).
    fn stopped(&self) -> bool;
}

/// Counts nothing and never stops.
struct Silent;

impl Tally for Silent {
    #[inline(always)]
    fn node(&mut self) -> bool {
        false
    }
    #[inline(always)]
    fn leaf(&mut self) {}
    #[inline(always)]
    fn stopped(&self) -> bool {
        false
    }
}

/// Counts nodes and leaves, and asks a [`Stop`] every [`POLL_INTERVAL`]
/// nodes, like the methods of the lab.
struct Counted<'a> {
    tree: Tree,
    stop: &'a mut dyn Stop,
    stopped: bool,
}

impl Tally for Counted<'_> {
    #[inline(always)]
    fn node(&mut self) -> bool {
        self.tree.nodes += 1;
        if self.tree.nodes & (POLL_INTERVAL - 1) == 0 && self.stop.should_stop(self.tree.nodes) {
            self.stopped = true;
        }
        self.stopped
    }
    #[inline(always)]
    fn leaf(&mut self) {
        self.tree.leaves += 1;
    }
    #[inline(always)]
    fn stopped(&self) -> bool {
        self.stopped
    }
}

/// The state of one symmetric search. Kept small and on the stack.
struct Search<T: Tally> {
    n: usize,
    /// `n - 1`: the last row.
    last: usize,
    mask: u32,
    /// Bit of column 0 (the leftmost), `1 << (n - 1)`.
    top: u32,
    bound1: usize,
    bound2: usize,
    /// The two outer columns.
    side: u32,
    /// Columns the last row may not use (side boards).
    last_forbidden: u32,
    /// The mirror image of the row-0 queen (side boards): the value the
    /// last row must hold for a half turn to map the board onto itself.
    end_bit: u32,
    /// The queen (one bit) of each row, for the symmetry check.
    board: [u32; 32],
    found: Classes,
    tally: T,
}

impl<T: Tally> Search<T> {
    fn new(n: usize, kind: u32, bound1: usize, tally: T) -> Search<T> {
        let mask = super::mask_for(n);
        let top = 1u32 << (n - 1);
        let side = top | 1;
        let mut last_forbidden = side;
        for _ in 1..bound1 {
            last_forbidden |= (last_forbidden << 1 | last_forbidden >> 1) & mask;
        }
        Search {
            n,
            last: n - 1,
            mask,
            top,
            bound1,
            bound2: if kind == Task::SIDE {
                n - 1 - bound1
            } else {
                0
            },
            side,
            last_forbidden,
            end_bit: top >> bound1,
            board: [0; 32],
            found: Classes::default(),
            tally,
        }
    }

    /// Free squares of a corner board's row `y` (not the last row).
    #[inline(always)]
    fn corner_free(&self, y: usize, free: u32) -> u32 {
        if y < self.bound1 {
            free & !2
        } else {
            free
        }
    }

    /// Free squares of a side board's row `y` (not the last row), or 0 when
    /// the board can be abandoned.
    #[inline(always)]
    fn side_free(&self, y: usize, free: u32, down: u32) -> u32 {
        if y < self.bound1 {
            free & !self.side
        } else if y == self.bound2 {
            // Both outer columns must be taken by row bound2 at the latest
            // (an edge queen lower than that would be closer to a bottom
            // corner than bound1).
            match down & self.side {
                // Neither is taken and this row can take only one: give up.
                0 => 0,
                // One is left: this row must take it.
                s if s != self.side => free & self.side,
                _ => free,
            }
        } else {
            free
        }
    }

    // The searches below take the free squares of row `y` from their caller,
    // already filtered, and only descend into rows that still have one: dead
    // ends cost no call. Row `y` is never the last row. Side boards use one
    // function per band of rows, so that each row tests a single bound.
    // After every descent a stopped tally unwinds the search (for `Silent`
    // that test is `false` and disappears).

    /// Corner board, from row `y` on.
    fn corner(&mut self, y: usize, left: u32, down: u32, right: u32) {
        let free = self.mask & !(left | down | right);
        if free == 0 {
            self.tally.leaf();
        } else if y == self.last {
            self.last_queen();
            self.found.c8 += 1;
        } else if y >= self.bound1 {
            self.found.c8 += self.rest(left, down, right, free);
        } else {
            let free = self.corner_free(y, free);
            if free == 0 {
                self.tally.leaf();
            } else {
                self.corner_top(y, left, down, right, free);
            }
        }
    }

    /// Corner board, rows above `bound1`: bit 1 is not allowed.
    fn corner_top(&mut self, y: usize, left: u32, down: u32, right: u32, mut free: u32) {
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            if self.tally.node() {
                return;
            }
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let mut next = self.mask & !(l | d | r);
            if y + 1 < self.bound1 {
                next &= !2;
            }
            if next == 0 {
                self.tally.leaf();
            } else if y + 1 < self.bound1 {
                self.corner_top(y + 1, l, d, r, next);
            } else {
                // (bound1 < n - 1, so row y + 1 is not the last one.)
                self.found.c8 += self.rest(l, d, r, next);
            }
            if self.tally.stopped() {
                return;
            }
        }
    }

    /// The number of ways to complete a board whose next row has the free
    /// squares `free` (no symmetry involved: a plain bitmap search).
    fn rest(&mut self, left: u32, down: u32, right: u32, mut free: u32) -> u64 {
        let mut count = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            if self.tally.node() {
                break;
            }
            let d = down | bit;
            if d == self.mask {
                self.tally.leaf();
                count += 1;
                continue;
            }
            let (l, r) = ((left | bit) << 1, (right | bit) >> 1);
            let next = self.mask & !(l | d | r);
            if next == 0 {
                self.tally.leaf();
            } else {
                count += self.rest(l, d, r, next);
                if self.tally.stopped() {
                    break;
                }
            }
        }
        count
    }

    /// Side board, from row `y` on.
    fn side(&mut self, y: usize, left: u32, down: u32, right: u32) {
        let free = self.mask & !(left | down | right);
        if y == self.last {
            self.leaf(free);
            return;
        }
        let free = self.side_free(y, free, down);
        if free == 0 {
            self.tally.leaf();
        } else if y < self.bound1 {
            self.side_top(y, left, down, right, free);
        } else if y < self.bound2 {
            self.side_mid(y, left, down, right, free);
        } else {
            self.side_low(y, left, down, right, free);
        }
    }

    /// Rows `1..bound1`: the outer columns are not allowed.
    fn side_top(&mut self, y: usize, left: u32, down: u32, right: u32, mut free: u32) {
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            if self.tally.node() {
                return;
            }
            self.board[y] = bit;
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let mut next = self.mask & !(l | d | r);
            if y + 1 < self.bound1 {
                next &= !self.side;
            }
            if next == 0 {
                self.tally.leaf();
            } else if y + 1 < self.bound1 {
                self.side_top(y + 1, l, d, r, next);
            } else {
                self.side_mid(y + 1, l, d, r, next);
            }
            if self.tally.stopped() {
                return;
            }
        }
    }

    /// Rows `bound1..bound2`: no restriction; row `bound2` must complete the
    /// outer columns.
    fn side_mid(&mut self, y: usize, left: u32, down: u32, right: u32, mut free: u32) {
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            if self.tally.node() {
                return;
            }
            self.board[y] = bit;
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let mut next = self.mask & !(l | d | r);
            if y + 1 == self.bound2 {
                next = self.side_free(y + 1, next, d);
            }
            if next == 0 {
                self.tally.leaf();
            } else if y + 1 < self.bound2 {
                self.side_mid(y + 1, l, d, r, next);
            } else {
                self.side_low(y + 1, l, d, r, next);
            }
            if self.tally.stopped() {
                return;
            }
        }
    }

    /// Rows `bound2..last`.
    fn side_low(&mut self, y: usize, left: u32, down: u32, right: u32, mut free: u32) {
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            if self.tally.node() {
                return;
            }
            self.board[y] = bit;
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let next = self.mask & !(l | d | r);
            if y + 1 == self.last {
                self.leaf(next);
            } else if next == 0 {
                self.tally.leaf();
            } else {
                self.side_low(y + 1, l, d, r, next);
                if self.tally.stopped() {
                    return;
                }
            }
        }
    }

    /// The last row of a side board, with `free` its free squares.
    #[inline(always)]
    fn leaf(&mut self, free: u32) {
        if free != 0 && free & self.last_forbidden == 0 {
            self.last_queen();
            self.board[self.last] = free;
            self.classify();
        } else {
            self.tally.leaf();
        }
    }

    /// The queen of the last row (its only free square): a node and a leaf.
    /// Nothing is left to search, so a stop is noticed by the caller.
    #[inline(always)]
    fn last_queen(&mut self) {
        self.tally.node();
        self.tally.leaf();
    }

    /// Compares the board with another form given row by row as bit values
    /// (row 0 is equal by construction), stopping at the first difference.
    #[inline(always)]
    fn compare(&self, form: impl Fn(usize) -> u32) -> std::cmp::Ordering {
        for y in 1..self.n {
            let (own, other) = (self.board[y], form(y));
            if own != other {
                return own.cmp(&other);
            }
        }
        std::cmp::Ordering::Equal
    }

    /// A complete side board: keep it only if no rotation of it is smaller,
    /// and record its class.
    fn classify(&mut self) {
        use std::cmp::Ordering::*;
        let (n, b) = (self.n, &self.board);
        // row_of[j]: the row whose queen is on bit j.
        let mut row_of = [0usize; 32];
        for (y, &bit) in b[..n].iter().enumerate() {
            row_of[bit.trailing_zeros() as usize] = y;
        }
        // Quarter turn: row y of the image has its queen on bit
        // n-1-row_of[y]. Its row 0 equals ours exactly when the queen of
        // row bound2 is on bit 0.
        if b[self.bound2] == 1 {
            match self.compare(|y| 1 << (n - 1 - row_of[y])) {
                Greater => return,
                Equal => {
                    self.found.c2 += 1;
                    return;
                }
                Less => {}
            }
        }
        // Half turn: row y of the image is row n-1-y reversed.
        if b[self.last] == self.end_bit {
            match self.compare(|y| 1 << (n - 1 - b[n - 1 - y].trailing_zeros() as usize)) {
                Greater => return,
                Equal => {
                    self.found.c4 += 1;
                    return;
                }
                Less => {}
            }
        }
        // Three quarter turns: row y of the image is on bit row_of[n-1-y].
        if b[self.bound1] == self.top && self.compare(|y| 1 << row_of[n - 1 - y]) == Greater {
            return;
        }
        self.found.c8 += 1;
    }

    /// Places the fixed rows of a task and searches the rest. A prefix that
    /// the search itself would never produce counts nothing.
    fn run(&mut self, task: &Task) -> Classes {
        let n = self.n;
        let depth = task.depth as usize;
        let (mut left, mut down, mut right) = (0u32, 0u32, 0u32);
        for y in 0..depth {
            let col = task.cols[y] as usize;
            if col >= n {
                return Classes::default();
            }
            let bit = 1u32 << (n - 1 - col);
            let free = self.mask & !(left | down | right);
            let allowed = match (task.kind, y) {
                (Task::CORNER, 0) => 1,
                (Task::CORNER, 1) => 1 << self.bound1,
                (Task::CORNER, _) => self.corner_free(y, free),
                (_, 0) => 1 << self.bound1,
                _ => self.side_free(y, free, down),
            };
            if allowed & free & bit == 0 {
                return Classes::default();
            }
            self.board[y] = bit;
            left = (left | bit) << 1;
            down |= bit;
            right = (right | bit) >> 1;
        }
        if task.kind == Task::CORNER {
            self.corner(depth, left, down, right);
        } else {
            self.side(depth, left, down, right);
        }
        self.found
    }
}

fn check_n(n: usize) {
    assert!(
        (1..=MAX_COUNT_N).contains(&n),
        "n must be 1..={MAX_COUNT_N}"
    );
}

/// The range of `bound1` for each kind of board.
fn bounds(n: usize) -> (std::ops::Range<usize>, std::ops::Range<usize>) {
    // Corner: row-1 queen on bits 2..n-1 (bit 1 is attacked by the corner).
    // Side: row-0 queen on bit bound1 with bound1 < bound2 = n-1-bound1,
    // that is 2·bound1 < n - 1, i.e. bound1 < n / 2 (rounded down).
    (2..n.saturating_sub(1), 1..n / 2)
}

/// How many rows [`tasks`] fixes for one kind of board and `bound1`.
///
/// The smaller `bound1`, the larger the search (its upper rows are barely
/// restricted), so small values are cut one row deeper than the rest. Corner
/// boards have their first two rows determined by `bound1` already. On
/// `n = 16` this gives 456 tasks, none above about 2 % of the work and
/// most around 0.2 %.
pub fn task_depth(n: usize, kind: u32, bound1: usize) -> usize {
    let big = |limit: usize| (n >= 12 && bound1 < limit) as usize;
    match kind {
        Task::SIDE if n < 10 => 1,
        Task::SIDE => 2 + big(n / 4),
        _ => 2 + big(n / 2 - 1),
    }
}

/// Splits the count of an `n`-board into independent tasks, with the depths
/// of [`task_depth`]. Tasks that fix fewer rows (the larger ones) come
/// first, so a pool of workers taking them in order ends on small ones; then
/// side boards before corner boards, by increasing `bound1`. Empty for
/// `n = 2, 3`; one [`Task::SINGLE`] for `n = 1`.
pub fn tasks(n: usize) -> Vec<Task> {
    let mut list = tasks_with(n, |kind, bound1| task_depth(n, kind, bound1));
    list.sort_by_key(|t| t.depth);
    list
}

/// Like [`tasks`], fixing the first `side_depth` rows of every side board and
/// `corner_depth` rows of every corner board.
pub fn tasks_with_depths(n: usize, side_depth: usize, corner_depth: usize) -> Vec<Task> {
    tasks_with(n, |kind, _| {
        if kind == Task::SIDE {
            side_depth
        } else {
            corner_depth
        }
    })
}

/// Splits the count of an `n`-board, fixing `depth(kind, bound1)` rows of
/// each board (clamped to `1..=TASK_MAX_ROWS` for side boards,
/// `2..=TASK_MAX_ROWS` for corner boards, and always above the last row).
/// Deeper means more and smaller tasks.
pub fn tasks_with(n: usize, depth: impl Fn(u32, usize) -> usize) -> Vec<Task> {
    check_n(n);
    if n == 1 {
        return vec![Task {
            kind: Task::SINGLE,
            bound1: 0,
            depth: 0,
            cols: [0; TASK_MAX_ROWS],
        }];
    }
    let (corner_range, side_range) = bounds(n);
    let mut out = Vec::new();
    for b1 in side_range {
        let d = depth(Task::SIDE, b1).clamp(1, TASK_MAX_ROWS).min(n - 1);
        let mut s = Search::new(n, Task::SIDE, b1, Silent);
        let bit = 1u32 << b1;
        let mut cols = [0; TASK_MAX_ROWS];
        cols[0] = (n - 1 - b1) as u32;
        let lines = (bit << 1, bit, bit >> 1);
        prefixes(&mut s, Task::SIDE, 1, d, lines, &mut cols, &mut out);
    }
    // (The corner range is empty below n = 4, so n - 1 >= 2 here.)
    for b1 in corner_range {
        let d = depth(Task::CORNER, b1).clamp(2, TASK_MAX_ROWS).min(n - 1);
        let mut s = Search::new(n, Task::CORNER, b1, Silent);
        let bit = 1u32 << b1;
        let mut cols = [0; TASK_MAX_ROWS];
        cols[0] = (n - 1) as u32;
        cols[1] = (n - 1 - b1) as u32;
        let lines = ((2 | bit) << 1, 1 | bit, bit >> 1);
        prefixes(&mut s, Task::CORNER, 2, d, lines, &mut cols, &mut out);
    }
    out
}

/// Runs the search down to row `depth` and records every prefix reached.
/// `lines` are the `(left, down, right)` attacks on row `y`.
fn prefixes(
    s: &mut Search<Silent>,
    kind: u32,
    y: usize,
    depth: usize,
    lines: (u32, u32, u32),
    cols: &mut [u32; TASK_MAX_ROWS],
    out: &mut Vec<Task>,
) {
    if y == depth {
        out.push(Task {
            kind,
            bound1: s.bound1 as u32,
            depth: depth as u32,
            cols: *cols,
        });
        return;
    }
    let (left, down, right) = lines;
    let free = s.mask & !(left | down | right);
    let mut free = if kind == Task::CORNER {
        s.corner_free(y, free)
    } else {
        s.side_free(y, free, down)
    };
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        cols[y] = (s.n - 1 - bit.trailing_zeros() as usize) as u32;
        let next = ((left | bit) << 1, down | bit, (right | bit) >> 1);
        prefixes(s, kind, y + 1, depth, next, cols, out);
    }
    cols[y] = 0;
}

/// Counts one task of an `n`-board. Tasks that [`tasks`] would not produce
/// for this `n` count nothing (they are checked, not trusted).
pub fn count_task(n: usize, task: &Task) -> Classes {
    check_n(n);
    match task.kind {
        Task::SINGLE if n == 1 && task.depth == 0 => Classes {
            c1: 1,
            ..Classes::default()
        },
        Task::CORNER | Task::SIDE if n >= 4 && (task.depth as usize) < n => {
            let b1 = task.bound1 as usize;
            let (corner_range, side_range) = bounds(n);
            let ok = match task.kind {
                Task::CORNER => corner_range.contains(&b1) && task.depth >= 2,
                _ => side_range.contains(&b1) && task.depth >= 1,
            };
            if !ok || task.depth as usize > TASK_MAX_ROWS {
                return Classes::default();
            }
            Search::new(n, task.kind, b1, Silent).run(task)
        }
        _ => Classes::default(),
    }
}

/// Counts the `n`-board on one thread: the sum of [`count_task`] over
/// [`tasks`]. `1 <= n <= 27`.
pub fn count(n: usize) -> Classes {
    tasks(n).iter().map(|t| count_task(n, t)).sum()
}

/// The size of the tree a search walked, with the definitions of the lab's
/// bitmap row ([`super::methods::Method::Bitmap`]) applied to the pruned
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
/// ([`Tree`]) and asking `stop` every [`POLL_INTERVAL`] nodes. The counter
/// itself runs the same code with the measuring compiled out.
pub fn count_traced(n: usize, stop: &mut dyn Stop) -> Traced {
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
    // The whole search, as the tasks that fix only the row-0 queen (side
    // boards) or the row-0 and row-1 queens (corner boards). Those queens
    // are counted here, the corner queen once for all corner boards.
    let (corner_range, side_range) = bounds(n);
    let firsts = side_range.map(|b1| (Task::SIDE, b1));
    let corners = corner_range.map(|b1| (Task::CORNER, b1));
    let mut corner_queen = false;
    for (kind, b1) in firsts.chain(corners) {
        let mut cols = [0; TASK_MAX_ROWS];
        cols[0] = (n - 1 - b1) as u32;
        let mut depth = 1;
        if kind == Task::CORNER {
            cols[0] = (n - 1) as u32;
            cols[1] = (n - 1 - b1) as u32;
            depth = 2;
            if !corner_queen {
                corner_queen = true;
                if tally.node() {
                    break;
                }
            }
        }
        if tally.node() {
            break;
        }
        let task = Task {
            kind,
            bound1: b1 as u32,
            depth,
            cols,
        };
        let mut s = Search::new(n, kind, b1, tally);
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

/// The plain recursive bitmap count (every solution, no symmetry): the
/// baseline the symmetric method is measured against. `1 <= n <= 27`.
pub fn count_plain(n: usize) -> u64 {
    check_n(n);
    fn go(mask: u32, left: u32, down: u32, right: u32) -> u64 {
        if down == mask {
            return 1;
        }
        let mut free = mask & !(left | down | right);
        let mut total = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += go(mask, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
        total
    }
    go(super::mask_for(n), 0, 0, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const REF: [(u64, u64); 12] = [
        (1, 1),
        (0, 0),
        (0, 0),
        (2, 1),
        (10, 2),
        (4, 1),
        (40, 6),
        (92, 12),
        (352, 46),
        (724, 92),
        (2680, 341),
        (14200, 1787),
    ];

    #[test]
    fn small_boards() {
        for (i, &(total, unique)) in REF.iter().enumerate() {
            let n = i + 1;
            let c = count(n);
            assert_eq!((c.total(), c.unique()), (total, unique), "n = {n}");
            assert_eq!(count_plain(n), total, "plain n = {n}");
        }
    }

    #[test]
    fn eight() {
        let c = count(8);
        assert_eq!((c.c1, c.c2, c.c4, c.c8), (0, 0, 1, 11));
    }

    #[test]
    fn words_round_trip() {
        for n in 1..=12 {
            for t in tasks(n) {
                assert_eq!(Task::from_words(&t.to_words()), Some(t));
            }
        }
        assert_eq!(Task::from_words(&[1, 1]), None);
        assert_eq!(Task::from_words(&[1, 1, 2, 3]), None);
        assert_eq!(Task::from_words(&[7, 1, 0]), None);
    }

    #[test]
    fn foreign_tasks_count_nothing() {
        let t = tasks(10)[0];
        let mut bad = t;
        bad.cols[1] = bad.cols[0]; // same column twice
        assert_eq!(count_task(10, &bad), Classes::default());
        let mut bad = t;
        bad.bound1 = 9;
        assert_eq!(count_task(10, &bad), Classes::default());
        assert_eq!(count_task(2, &t), Classes::default());
    }
}
