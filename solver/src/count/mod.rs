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

use std::ops::{Add, AddAssign};

use crate::methods::{count_node, Stop};
use crate::window::{Narrow, Wide, Window, ABOVE, NARROW_COLUMNS, ROWS};

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

/// The most rows a task can fix.
pub const TASK_MAX_ROWS: usize = 4;

/// One independent piece of the search: the row-0 queen is `distance`
/// squares from the corner (on bit `distance`), the queens of the first
/// `depth` rows are fixed, and [`count_task`] searches the rest. Only
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

/// What a search reports besides its classes. The counter uses [`Silent`],
/// which compiles away; the lab uses [`Counted`] to measure the tree.
trait Tally {
    /// Whether the tree is measured: then the search walks every node of
    /// it, with no shortcut for the last rows.
    const TRACED: bool;
    /// A queen placed. True when the search must stop now.
    fn node(&mut self) -> bool;
    /// A leaf: a dead end (a placement after which the rules and the
    /// look-aheads leave no way on) or a complete board.
    fn leaf(&mut self);
    /// Whether the search was asked to stop (then it unwinds at once).
    fn stopped(&self) -> bool;
}

/// Counts nothing and never stops.
struct Silent;

impl Tally for Silent {
    const TRACED: bool = false;
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

/// Counts nodes and leaves, and asks a [`Stop`] every
/// [`POLL_INTERVAL`](crate::methods::POLL_INTERVAL) nodes, like the methods of the lab.
struct Counted<'a> {
    tree: Tree,
    stop: &'a mut dyn Stop,
    stopped: bool,
}

impl Tally for Counted<'_> {
    const TRACED: bool = true;
    #[inline(always)]
    fn node(&mut self) -> bool {
        count_node(&mut self.tree.nodes, self.stop, &mut self.stopped)
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

/// The rules of one row-0 distance, as bits per row (rows indexed from 0 to
/// `n - 1`): which squares each row may use, and the look-aheads on the
/// outer columns. Public so that other searches of the same boards (the GPU
/// kernel's host, `bitqueens-gpu`) use these very rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The squares each row may use (row 0: the row-0 queen's square).
    pub allow: [u32; 32],
    /// For row `y`: the bits of `left` (the attacks on row `y`) that would
    /// attack column 0 in each row `z >= y` where column 0 may still take its
    /// queen. All of them set means column 0 can no longer be filled.
    pub left_reach: [u32; 32],
    /// The same for the last column and `right`.
    pub right_reach: [u32; 32],
}

impl Rules {
    /// The rules for boards whose row-0 queen is `distance` squares from
    /// the nearer corner (`distance` in [`distances`]`(n)`).
    pub fn new(n: usize, distance: usize) -> Rules {
        let last = n - 1;
        let mask = crate::mask_for(n);
        let outer = 1 << last | 1;
        let middle = 2 * distance == last;
        let mut allow = [0; 32];
        allow[0] = 1 << distance;
        for (y, row) in allow.iter_mut().enumerate().take(n).skip(1) {
            *row = mask;
            if middle {
                if y == 1 {
                    // One board of each mirror pair: the row-1 queen on the
                    // right half.
                    *row &= (1 << distance) - 1;
                }
                continue;
            }
            if distance < y && y < last - distance {
                *row &= !outer;
            }
            if y == last {
                // Only the squares at most `distance` from a corner.
                for b in distance + 1..last - distance {
                    *row &= !(1 << b);
                }
            }
        }
        Rules::from_allow(n, allow)
    }

    /// The rules whose rows may use the squares `allow`, with the
    /// look-aheads' ranges worked out from them.
    fn from_allow(n: usize, allow: [u32; 32]) -> Rules {
        let last = n - 1;
        let (mut left_reach, mut right_reach) = ([0; 32], [0; 32]);
        for y in 1..n {
            for (z, row) in allow.iter().enumerate().take(n).skip(y) {
                if row & 1 << last != 0 {
                    left_reach[y] |= 1 << (last - (z - y));
                }
                if row & 1 != 0 {
                    right_reach[y] |= 1 << (z - y);
                }
            }
        }
        Rules {
            allow,
            left_reach,
            right_reach,
        }
    }
}

/// How many queens the window holds when [`Search::search_window`] is
/// called, as a type: each depth is its own function, with its own
/// branches for the processor to predict.
trait Level {
    /// All rows but one have their queen once this level's is placed.
    const ONE_LEFT: bool;
    /// All rows but two have their queen once this level's is placed.
    const TWO_LEFT: bool;
    type Next: Level;
}

macro_rules! levels {
    ($($level:ident $k:literal => $next:ident;)*) => {$(
        struct $level;
        impl Level for $level {
            const ONE_LEFT: bool = $k + 2 == ROWS;
            const TWO_LEFT: bool = $k + 3 == ROWS;
            type Next = $next;
        }
    )*};
}

levels! {
    L0 0 => L1;
    L1 1 => L2;
    L2 2 => L3;
    L3 3 => L4;
    L4 4 => L5;
    L5 5 => L6;
    L6 6 => L6;
}

/// The look-aheads of the search above the window, for the queens of one
/// row (see [`Look::ahead`]).
#[derive(Clone, Copy)]
struct Look {
    /// The allowed squares of the next row and of the last one.
    allow: u32,
    allow_last: u32,
    /// How many rows below the next row the last one is.
    ahead: usize,
    /// The diagonals of the next row that still reach an allowed square of
    /// the outer columns (column 0 through `left`, column `n - 1` through
    /// `right`).
    left_reach: u32,
    right_reach: u32,
    /// Bit of column 0.
    top: u32,
}

impl Look {
    /// For a queen whose attacks on the next row are `l`, `d`, `r`: the free
    /// allowed squares of the next row, and whether the search goes on
    /// (that row has one, the last row keeps one, and each outer column is
    /// taken or keeps one). Written without branches: this is where the
    /// counter spends its time above the window, and this form measured
    /// 13 % faster in V8.
    #[inline(always)]
    fn ahead(self, l: u32, d: u32, r: u32) -> (u32, bool) {
        let next = self.allow & !(l | d | r);
        let last_open = self.allow_last & !(l << self.ahead | d | r >> self.ahead) != 0;
        let outer_open =
            (d & self.top | self.left_reach & !l) != 0 && (d & 1 | self.right_reach & !r) != 0;
        (next, (next != 0) & last_open & outer_open)
    }
}

/// A window carried down from above it ([`Search::carry`]).
trait Carried: Window {
    /// Searches this window, under a queen of the row just above it, with
    /// `empty` the columns with no queen (the window's test first).
    fn open_below<T: Tally>(self, search: &mut Search<T>, empty: u32);
}

/// Boards up to 16 columns: every window is [`Narrow`], unshifted.
impl Carried for Narrow {
    #[inline(always)]
    fn open_below<T: Tally>(self, search: &mut Search<T>, empty: u32) {
        search.open_window(self, empty, 0);
    }
}

/// Wider boards: when the empty columns span at most 16, the window is
/// shifted down into a [`Narrow`] one ([`Wide::narrow`]), else searched
/// [`Wide`].
impl Carried for Wide {
    #[inline(always)]
    fn open_below<T: Tally>(self, search: &mut Search<T>, empty: u32) {
        let shift = empty.trailing_zeros();
        if empty >> shift < search.narrow_span {
            search.open_window(self.narrow(shift), empty >> shift, shift);
        } else {
            search.open_window(self, empty, 0);
        }
    }
}

/// The state of one symmetric search. Kept small and on the stack.
struct Search<T: Tally> {
    n: usize,
    /// `n - 1`: the last row.
    last: usize,
    /// Bit of column 0 (the leftmost), `1 << (n - 1)`.
    top: u32,
    distance: usize,
    rules: Rules,
    /// The queen (one bit) of each row, for the symmetry check.
    board: [u32; 32],
    found: Classes,
    tally: T,
    /// The first of the last [`ROWS`] rows, searched with a [`Window`];
    /// `usize::MAX` on boards too small to have rows above them.
    window: usize,
    /// Whether the window may need lanes of 32 bits ([`Wide`]) rather than
    /// 16 ([`Narrow`]).
    wide: bool,
    /// On wide boards, the empty columns shifted to bit 0 fit a
    /// [`Narrow`] window when they are below this (`1 << 16`; 0 in a test
    /// that searches every window as [`Wide`]).
    narrow_span: u32,
    /// How far the window in use is shifted right: its bit 0 is the
    /// board's bit `shift`.
    shift: u32,
}

impl<T: Tally> Search<T> {
    fn new(n: usize, distance: usize, tally: T) -> Search<T> {
        Search {
            n,
            last: n - 1,
            top: 1 << (n - 1),
            distance,
            rules: Rules::new(n, distance),
            board: [0; 32],
            found: Classes::default(),
            tally,
            window: if n > ROWS { n - ROWS } else { usize::MAX },
            wide: n > NARROW_COLUMNS,
            narrow_span: 1 << NARROW_COLUMNS,
            shift: 0,
        }
    }

    /// Searches rows `y..`, where `y < n - 1` and `free` are the squares of
    /// row `y` that are free and allowed (not empty). A child is entered only
    /// when its row has such a square and both look-aheads pass; dead ends
    /// cost no call. After every descent a stopped tally unwinds the search
    /// (for `Silent` that test is `false` and disappears). The [`ABOVE`]
    /// rows above the window build it and carry it down
    /// ([`Search::above_window`]); a search that starts in the window's
    /// first row builds it there ([`Search::enter`]); the last rows are
    /// searched here only on boards too small for one (`n <= 8`) and under
    /// tasks that fix rows past its first.
    ///
    /// Rows are below 27, so `& 31` changes no index; it spares the bounds
    /// checks, on which the compiler otherwise splits the loops in ways that
    /// depend on the callers (that made the search 10 % slower in V8).
    fn search(&mut self, y: usize, left: u32, down: u32, right: u32, free: u32) {
        if y == self.window {
            // The window's rows hold only squares of the empty columns, and
            // a queen's attacks do not change when the board is shifted
            // sideways: when the empty columns span at most 16, the window
            // holds them shifted down to bit 0, in 16-bit lanes.
            let empty = crate::mask_for(self.n) & !down;
            let shift = empty.trailing_zeros();
            return if self.wide && empty >> shift >= self.narrow_span {
                self.enter::<Wide>(left, down, right, 0)
            } else {
                self.enter::<Narrow>(left, down, right, shift)
            };
        }
        if y < self.window && y + ABOVE >= self.window {
            return self.above_window(y, left, down, right, free);
        }
        let last = self.last;
        if y + 1 == last {
            for bit in squares(free) {
                if self.tally.node() {
                    return;
                }
                let attacked = (left | bit) << 1 | down | bit | (right | bit) >> 1;
                let square = self.rules.allow[last & 31] & !attacked;
                if square == 0 {
                    self.tally.leaf();
                } else {
                    self.board[y & 31] = bit;
                    self.complete(last, square);
                }
            }
            return;
        }
        let look = self.look(y + 1);
        for bit in squares(free) {
            if self.tally.node() {
                return;
            }
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let (next, open) = look.ahead(l, d, r);
            if open {
                self.board[y & 31] = bit;
                self.search(y + 1, l, d, r, next);
                if self.tally.stopped() {
                    return;
                }
            } else {
                self.tally.leaf();
            }
        }
    }

    /// The look-aheads for the queens of row `next_row - 1`.
    #[inline(always)]
    fn look(&self, next_row: usize) -> Look {
        Look {
            allow: self.rules.allow[next_row & 31],
            allow_last: self.rules.allow[self.last & 31],
            ahead: self.last - next_row,
            left_reach: self.rules.left_reach[next_row & 31],
            right_reach: self.rules.right_reach[next_row & 31],
            top: self.top,
        }
    }

    /// Searches row `y`, one of the [`ABOVE`] rows just above the window.
    /// The window's rows are built here, once, as the queens above row `y`
    /// leave them; each queen of the rows between takes its attacks from
    /// them with one AND-NOT ([`Window::place_above`]) instead of the eight
    /// rows being built again under each queen of the row above the
    /// window. Boards up to 16 columns carry a [`Narrow`] window, wider ones
    /// a [`Wide`] one, unshifted (it is shifted down into a `Narrow` one
    /// under each queen whose empty columns allow it).
    fn above_window(&mut self, y: usize, left: u32, down: u32, right: u32, free: u32) {
        let rows = self.window_rows(y, left, down, right);
        if self.wide {
            self.carry(y, Wide::from_rows(rows), (left, down, right), free);
        } else {
            self.carry(y, Narrow::from_rows(rows), (left, down, right), free);
        }
    }

    /// Row `y` (above the window, at most [`ABOVE`] rows), with the window
    /// as the queens above row `y` leave it, carried.
    fn carry<W: Carried>(&mut self, y: usize, window: W, lines: (u32, u32, u32), free: u32) {
        let d = self.window - y;
        if d == 1 {
            return self.row_above(y, window, lines.1, free);
        }
        let (left, down, right) = lines;
        let look = self.look(y + 1);
        for bit in squares(free) {
            if self.tally.node() {
                return;
            }
            let lines = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let (next, open) = look.ahead(lines.0, lines.1, lines.2);
            if open {
                self.board[y & 31] = bit;
                let below = window.place_above(d, bit.trailing_zeros());
                self.carry(y + 1, below, lines, next);
                if self.tally.stopped() {
                    return;
                }
            } else {
                self.tally.leaf();
            }
        }
    }

    /// Searches row `y`, the row just above the window, with the window as
    /// the queens above row `y` leave it. The window's test stands in for
    /// the look-aheads (the first and last rows keep a free square, and
    /// every empty column, the outer ones too): the same tree, node for node.
    fn row_above<W: Carried>(&mut self, y: usize, window: W, down: u32, free: u32) {
        let all = crate::mask_for(self.n);
        for bit in squares(free) {
            if self.tally.node() {
                return;
            }
            self.board[y & 31] = bit;
            window
                .place_above(1, bit.trailing_zeros())
                .open_below(self, all & !(down | bit));
            if self.tally.stopped() {
                return;
            }
        }
    }

    /// The window's rows as the queens above row `y` (at most the window's
    /// first row) leave them; `left`, `down`, `right` are their attacks on
    /// row `y`.
    #[inline(always)]
    fn window_rows(&self, y: usize, left: u32, down: u32, right: u32) -> [u32; ROWS] {
        let mut rows = [0; ROWS];
        for (k, row) in rows.iter_mut().enumerate() {
            let d = self.window + k - y;
            let attacked = left << d | down | right >> d;
            *row = self.rules.allow[(self.window + k) & 31] & !attacked;
        }
        rows
    }

    /// Goes on in the [`Window`] of the last rows from row `self.window`
    /// (its attacks `left`, `down`, `right`), built here and shifted right
    /// by `shift`.
    fn enter<W: Window>(&mut self, left: u32, down: u32, right: u32, shift: u32) {
        let rows = self
            .window_rows(self.window, left, down, right)
            .map(|row| row >> shift);
        let empty = (crate::mask_for(self.n) & !down) >> shift;
        self.open_window(W::from_rows(rows), empty, shift);
    }

    /// Searches `window` (shifted right by `shift`, as `empty`, the columns
    /// with no queen) if it passes the window's test: every row keeps a free
    /// square, and every empty column; else a leaf.
    #[inline(always)]
    fn open_window<W: Window>(&mut self, window: W, empty: u32, shift: u32) {
        if window.open(W::lanes(0), empty) {
            self.shift = shift;
            self.search_window::<W, L0>(window, 0, empty);
        } else {
            self.tally.leaf();
        }
    }

    /// Searches the rows of the window that have no queen yet (`placed`
    /// has a bit per lane that has one); `empty` are the columns with no
    /// queen. The next row is the one with the fewest free squares, the
    /// upper one on ties. Forward checking: a queen is kept only if every
    /// other row without a queen keeps a free square and every empty column
    /// one ([`Window::open`]); so when all rows but one have their queen,
    /// that row has exactly its one square left.
    fn search_window<W: Window, L: Level>(&mut self, window: W, placed: u32, empty: u32) {
        let (i, free) = window.fewest_row(W::lanes(placed));
        let placed = placed | 1 << i;
        let done = W::lanes(placed);
        let one_left = L::ONE_LEFT;
        let y = self.window + i;
        for bit in squares(free) {
            if self.tally.node() {
                return;
            }
            let rest = window.place(i, bit.trailing_zeros());
            let empty_rest = empty ^ bit;
            if rest.open(done, empty_rest) {
                self.board[y & 31] = bit << self.shift;
                if one_left {
                    let last = self.window + (!placed).trailing_zeros() as usize;
                    self.complete(last, rest.squares() << self.shift);
                } else if L::TWO_LEFT && !T::TRACED {
                    self.finish_two(rest, placed, empty_rest);
                } else {
                    self.search_window::<W, L::Next>(rest, placed, empty_rest);
                    if self.tally.stopped() {
                        return;
                    }
                }
            } else {
                self.tally.leaf();
            }
        }
    }

    /// The last two rows of the window, lanes `a < b` (the two not in
    /// `placed`), each with a free square, and the two empty columns `p`
    /// and `q`, each free in one of them at least: the boards that
    /// complete it, without a search. Their two queens take the two
    /// columns, one way or the other, and only attack each other when the
    /// columns are as far apart as the rows (then neither way is a board).
    #[inline(always)]
    fn finish_two<W: Window>(&mut self, rest: W, placed: u32, empty: u32) {
        let lanes = !placed & 0xFF;
        let (a, b) = (lanes.trailing_zeros(), 31 - lanes.leading_zeros());
        let p = empty & empty.wrapping_neg();
        let q = empty ^ p;
        if q.trailing_zeros() - p.trailing_zeros() == b - a {
            return;
        }
        let (fa, fb) = (rest.row(a as usize), rest.row(b as usize));
        let (ya, yb) = (self.window + a as usize, self.window + b as usize);
        for (x, y) in [(p, q), (q, p)] {
            if fa & x != 0 && fb & y != 0 {
                self.board[ya & 31] = x << self.shift;
                self.board[yb & 31] = y << self.shift;
                self.classify();
            }
        }
    }

    /// The queen of the last row to be placed, `y` (its only free square,
    /// `square`), completes the board: a node and a leaf. Nothing is left
    /// to search, so a stop is noticed by the caller.
    #[inline(always)]
    fn complete(&mut self, y: usize, square: u32) {
        self.tally.node();
        self.tally.leaf();
        self.board[y & 31] = square;
        self.classify();
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

    /// A complete board: keep it only if no rotation of it is smaller, and
    /// record its class. A rotation can only be a board of this search if
    /// it brings another edge queen at the same distance to the row-0
    /// square; the three tests below are exactly those squares.
    fn classify(&mut self) {
        use std::cmp::Ordering::*;
        let (n, b, dist) = (self.n, &self.board, self.distance);
        // Most boards have no other edge queen at the distance of row 0's:
        // no rotation can be compared with them.
        if b[self.last - dist] != 1 && b[self.last] != self.top >> dist && b[dist] != self.top {
            self.found.c8 += 1;
            return;
        }
        // row_of[j]: the row whose queen is on bit j.
        let mut row_of = [0usize; 32];
        for (y, &bit) in b[..n].iter().enumerate() {
            row_of[bit.trailing_zeros() as usize] = y;
        }
        // Quarter turn: row y of the image has its queen on bit
        // n-1-row_of[y]. Its row 0 equals ours exactly when the last column
        // has its queen in row n-1-distance.
        if b[self.last - dist] == 1 {
            match self.compare(|y| 1 << (n - 1 - row_of[y])) {
                Greater => return,
                Equal => {
                    self.found.c2 += 1;
                    return;
                }
                Less => {}
            }
        }
        // Half turn: row y of the image is row n-1-y reversed. Same row 0
        // when the last row's queen is distance squares from the left.
        if b[self.last] == self.top >> dist {
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
        // Same row 0 when column 0 has its queen in row distance.
        if b[dist] == self.top && self.compare(|y| 1 << row_of[n - 1 - y]) == Greater {
            return;
        }
        self.found.c8 += 1;
    }

    /// Places the fixed rows of a task and searches the rest. A prefix that
    /// the rules do not allow counts nothing.
    fn run(&mut self, task: &Task) -> Classes {
        if let Some((lines, free)) = self.place(task) {
            self.search_from(task.depth as usize, lines, free);
        }
        self.found
    }

    /// Places the fixed rows of a task: the `(left, down, right)` attacks
    /// on the next row and its free allowed squares, or `None` when the
    /// rules do not allow the prefix.
    fn place(&mut self, task: &Task) -> Option<((u32, u32, u32), u32)> {
        let (n, depth) = (self.n, task.depth as usize);
        let (mut left, mut down, mut right) = (0u32, 0u32, 0u32);
        for y in 0..depth {
            let col = task.cols[y] as usize;
            if col >= n {
                return None;
            }
            let bit = 1u32 << (n - 1 - col);
            if self.rules.allow[y] & !(left | down | right) & bit == 0 {
                return None;
            }
            self.board[y] = bit;
            left = (left | bit) << 1;
            down |= bit;
            right = (right | bit) >> 1;
        }
        Some((
            (left, down, right),
            self.rules.allow[depth] & !(left | down | right),
        ))
    }

    /// Searches from row `y` (`0 < y < n`), whose free allowed squares are
    /// `free`, the rows above placed.
    fn search_from(&mut self, y: usize, lines: (u32, u32, u32), free: u32) {
        let (left, down, right) = lines;
        if free == 0 {
            self.tally.leaf();
        } else if y == self.last {
            self.complete(self.last, free);
        } else {
            self.search(y, left, down, right, free);
        }
    }

    /// For [`count_slice`]: goes through the placements of rows `y..rows`
    /// (`rows < n`) lowest bit first, from the placement `from` on if
    /// given (the siblings before each of its queens are done), and
    /// searches below each, calling `pause` before each; when it answers
    /// true, returns `Some(true)` with that placement on the board, not
    /// searched. `Some(false)`: all done; `None`: `from` is not a placement
    /// of these rows.
    fn walk(
        &mut self,
        y: usize,
        rows: usize,
        lines: (u32, u32, u32),
        mut free: u32,
        mut from: Option<&[u32]>,
        pause: &mut impl FnMut() -> bool,
    ) -> Option<bool> {
        let (left, down, right) = lines;
        if let Some(path) = from {
            let &bit = path.first()?;
            if bit.count_ones() != 1 || free & bit == 0 {
                return None;
            }
            free &= !(bit - 1);
        }
        for bit in squares(free) {
            self.board[y] = bit;
            let below = from.take().map(|path| &path[1..]);
            let lines = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let next = self.rules.allow[y + 1] & !(lines.0 | lines.1 | lines.2);
            if y + 1 == rows {
                if below.is_some_and(|rest| !rest.is_empty()) {
                    return None;
                }
                if pause() {
                    return Some(true);
                }
                self.search_from(y + 1, lines, next);
            } else if next != 0 {
                if self.walk(y + 1, rows, lines, next, below, pause)? {
                    return Some(true);
                }
            } else if below.is_some() {
                return None;
            }
        }
        Some(false)
    }
}

/// The squares of `free`, one bit each, lowest first: the order in which
/// every loop of this search places its queens (the lowest set bit,
/// `free & -free`, then that bit cleared).
#[inline(always)]
fn squares(free: u32) -> Squares {
    Squares(free)
}

/// See [`squares`]: the squares not yet given.
struct Squares(u32);

impl Iterator for Squares {
    type Item = u32;

    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0 & self.0.wrapping_neg();
        self.0 ^= bit;
        Some(bit)
    }
}

fn check_n(n: usize) {
    assert!(
        (1..=MAX_COUNT_N).contains(&n),
        "n must be 1..={MAX_COUNT_N}"
    );
}

/// The distances a row-0 queen can have on the right half of row 0 (the
/// middle square included on odd boards). Empty for `n < 4` (`n = 1` is
/// counted apart; 2 and 3 have no solution).
pub fn distances(n: usize) -> std::ops::RangeInclusive<usize> {
    if n < 4 {
        #[allow(clippy::reversed_empty_ranges)]
        return 1..=0;
    }
    1..=(n - 1) / 2
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

    /// Boards from 17 columns on search their last rows in a [`Wide`]
    /// window when their empty columns span more than 16, else in a
    /// shifted [`Narrow`] one. Here smaller boards are searched with every
    /// window wide, and with a mix (the narrow ones only for empty columns
    /// within 8 or 11 bits), and must count the same.
    #[test]
    fn wide_window_searches_like_the_narrow_one() {
        for n in 9..=14 {
            let narrow: Classes = tasks(n)
                .iter()
                .map(|task| Search::new(n, task.distance as usize, Silent).run(task))
                .sum();
            assert_eq!(narrow, count(n), "n = {n}");
            for span in [0, 1 << 8, 1 << 11] {
                let wide: Classes = tasks(n)
                    .iter()
                    .map(|task| {
                        let mut search = Search::new(n, task.distance as usize, Silent);
                        (search.wide, search.narrow_span) = (true, span);
                        search.run(task)
                    })
                    .sum();
                assert_eq!(wide, narrow, "n = {n}, narrow below {span}");
            }
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
        assert_eq!(Task::from_words(&[1]), None);
        assert_eq!(Task::from_words(&[1, 2, 3]), None);
        assert_eq!(Task::from_words(&[1, 0]), None);
        assert_eq!(Task::from_words(&[1, 5, 0, 0, 0, 0, 0]), None);
    }

    #[test]
    fn foreign_tasks_count_nothing() {
        let t = tasks(10)[0];
        let mut bad = t;
        bad.cols[1] = bad.cols[0]; // same column twice
        assert_eq!(count_task(10, &bad), Classes::default());
        let mut bad = t;
        bad.distance = 9;
        assert_eq!(count_task(10, &bad), Classes::default());
        let mut bad = t;
        bad.cols[0] = 0; // a corner, not at the task's distance
        assert_eq!(count_task(10, &bad), Classes::default());
        assert_eq!(count_task(2, &t), Classes::default());
    }
}
