//! The search of one distance's boards: the rows above the window with the
//! look-aheads on the outer columns, the last rows in a
//! [window](crate::window) with forward checking, each complete board
//! compared with its rotations to find its class. Its [`Tally`] is a type
//! parameter, so that the counter's (nothing) compiles away and the lab's
//! measures the same tree.

use super::rules::Rules;
use super::task::Task;
use super::{Classes, Tree};
use crate::methods::{count_node, Stop};
use crate::window::{Narrow, Wide, Window, ABOVE, NARROW_COLUMNS, ROWS};

/// What a search reports besides its classes. The counter uses [`Silent`],
/// which compiles away; the lab uses [`Counted`] to measure the tree.
pub(super) trait Tally {
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
pub(super) struct Silent;

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
pub(super) struct Counted<'a> {
    pub(super) tree: Tree,
    pub(super) stop: &'a mut dyn Stop,
    pub(super) stopped: bool,
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
pub(super) struct Search<T: Tally> {
    n: usize,
    /// `n - 1`: the last row.
    last: usize,
    /// Bit of column 0 (the leftmost), `1 << (n - 1)`.
    top: u32,
    distance: usize,
    pub(super) rules: Rules,
    /// The queen (one bit) of each row, for the symmetry check.
    pub(super) board: [u32; 32],
    pub(super) found: Classes,
    pub(super) tally: T,
    /// The first of the last [`ROWS`] rows, searched with a [`Window`];
    /// `usize::MAX` on boards too small to have rows above them.
    window: usize,
    /// Whether the window may need lanes of 32 bits ([`Wide`]) rather than
    /// 16 ([`Narrow`]).
    pub(super) wide: bool,
    /// On wide boards, the empty columns shifted to bit 0 fit a
    /// [`Narrow`] window when they are below this (`1 << 16`; 0 in a test
    /// that searches every window as [`Wide`]).
    pub(super) narrow_span: u32,
    /// How far the window in use is shifted right: its bit 0 is the
    /// board's bit `shift`.
    shift: u32,
}

impl<T: Tally> Search<T> {
    pub(super) fn new(n: usize, distance: usize, tally: T) -> Search<T> {
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
    pub(super) fn run(&mut self, task: &Task) -> Classes {
        if let Some((lines, free)) = self.place(task) {
            self.search_from(task.depth as usize, lines, free);
        }
        self.found
    }

    /// Places the fixed rows of a task: the `(left, down, right)` attacks
    /// on the next row and its free allowed squares, or `None` when the
    /// rules do not allow the prefix.
    pub(super) fn place(&mut self, task: &Task) -> Option<((u32, u32, u32), u32)> {
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
    pub(super) fn search_from(&mut self, y: usize, lines: (u32, u32, u32), free: u32) {
        let (left, down, right) = lines;
        if free == 0 {
            self.tally.leaf();
        } else if y == self.last {
            self.complete(self.last, free);
        } else {
            self.search(y, left, down, right, free);
        }
    }

    /// For [`count_slice`](super::count_slice): goes through the placements of rows `y..rows`
    /// (`rows < n`) lowest bit first, from the placement `from` on if
    /// given (the siblings before each of its queens are done), and
    /// searches below each, calling `pause` before each; when it answers
    /// true, returns `Some(true)` with that placement on the board, not
    /// searched. `Some(false)`: all done; `None`: `from` is not a placement
    /// of these rows.
    pub(super) fn walk(
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
pub(super) fn squares(free: u32) -> Squares {
    Squares(free)
}

/// See [`squares`]: the squares not yet given.
pub(super) struct Squares(u32);

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
