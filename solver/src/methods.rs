//! The algorithms the site compares, from the slowest to the bitmap.
//!
//! | [`Method`]         | how a board is searched                                     |
//! |--------------------|-------------------------------------------------------------|
//! | `BruteForce`       | every one of the `n^n` placements (one queen per row), each checked when complete |
//! | `Permutation`      | every permutation of the columns, each checked for diagonals when complete |
//! | `Backtracking`     | row by row; each new queen is tested against the queens above |
//! | `Flags`            | row by row; a square is tested with three boolean arrays   |
//! | `Bitmap`           | row by row; the free squares of a row are one `u32` (recursive) |
//! | `BitmapNr`         | the same bitmap search with an explicit stack (no recursion) |
//! | `Mirror`           | the bitmap with row 0's queen on the left half only, counted twice (the middle column of an odd board once) |
//!
//! The lab also compares two methods with their own modules, as they count
//! unique solutions too: the symmetric counter ([`crate::count::count_traced`])
//! and the carry chain ([`crate::carry_chain`]); their nodes and leaves follow
//! the same definitions as `Bitmap`'s on their own trees.
//!
//! Every method returns a [`Run`]: exact [`Stats`] and whether it finished.
//! What `nodes` and `leaves` count for each method is defined once, on the
//! variants of [`Method`]. The leaf counts reproduce the published tables
//! ("末端ノード数") for brute force, backtracking, flags and bitmap.
//!
//! # Order of columns
//!
//! Columns are numbered from the left, `0..n`; column `c` is bit `n - 1 - c`.
//! The bitmap takes the lowest set bit first, i.e. the *rightmost* free
//! column. To make every method walk the board in the same order, all of
//! them try columns from `n - 1` down to `0`. Totals do not depend on the
//! order (the board is symmetric), but a stopped run then has searched the
//! same part of the board whatever the method, and [`FlagsStepper`] puts its
//! queens in exactly the order of the bitmap [`Stepper`](crate::Stepper).
//!
//! # Stopping
//!
//! The solver has no clock and no thread (it also runs in wasm, where
//! `std::time::Instant` panics). Instead every method calls
//! [`Stop::should_stop`] once every [`POLL_INTERVAL`] nodes; when it answers
//! true the search unwinds at once and the run comes back with
//! `finished: false` and the stats counted so far. A caller that wants a time
//! limit implements [`Stop`] with its own clock (a closure works too).
//!
//! # Memory
//!
//! Each run uses a few fixed arrays of [`MAX_N`] entries on the stack and
//! never allocates. `n` must be in `1..=MAX_N` (32); a large `n` is simply
//! stopped by the budget.

use crate::stepper::{mask_for, MAX_N};

/// How often (in nodes) every method asks its [`Stop`]: a power of two, so
/// the check in the hot loop is one mask and one compare.
pub const POLL_INTERVAL: u64 = 1 << 16;

/// Counts one node of a search in `nodes` and asks `stop` every
/// [`POLL_INTERVAL`] nodes: the one way every search that can be stopped
/// (these methods, the carry chain, the counter's traced search) polls.
/// True once the search must stop, and from then on.
#[inline(always)]
pub(crate) fn count_node(nodes: &mut u64, stop: &mut dyn Stop, stopped: &mut bool) -> bool {
    *nodes += 1;
    if *nodes & (POLL_INTERVAL - 1) == 0 && stop.should_stop(*nodes) {
        *stopped = true;
    }
    *stopped
}

/// A cooperative budget, asked every [`POLL_INTERVAL`] nodes.
pub trait Stop {
    /// `nodes` is the number of nodes visited so far (a multiple of
    /// [`POLL_INTERVAL`]). Return true to stop the search.
    fn should_stop(&mut self, nodes: u64) -> bool;
}

/// Stops once at least this many nodes have been visited. As the budget is
/// only asked every [`POLL_INTERVAL`] nodes, a stopped run has visited the
/// limit rounded up to the next multiple of [`POLL_INTERVAL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeLimit(pub u64);

impl Stop for NodeLimit {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.0
    }
}

/// Never stops: the run goes to the end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unlimited;

impl Stop for Unlimited {
    fn should_stop(&mut self, _nodes: u64) -> bool {
        false
    }
}

/// Any `FnMut(nodes) -> bool` is a budget, e.g. a closure that reads
/// `performance.now()` in the browser.
impl<F: FnMut(u64) -> bool> Stop for F {
    fn should_stop(&mut self, nodes: u64) -> bool {
        self(nodes)
    }
}

/// The algorithms, in the order the site presents them.
///
/// Each variant's doc gives the exact meaning of [`Stats::nodes`] and
/// [`Stats::leaves`] for that method. In all of them the root (the empty
/// board) is not a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// Generate every placement of one queen per row, in any column (`n`
    /// nested loops), and check each complete placement for attacks.
    ///
    /// - `nodes`: queens put on the board, i.e. every partial placement of
    ///   the generate tree: `n + n^2 + ... + n^n`.
    /// - `leaves`: complete placements checked: `n^n` (256 for n = 4,
    ///   16,777,216 for n = 8).
    BruteForce,
    /// Generate every permutation of the columns (one queen per row, no two
    /// in the same column; a used column is skipped by the generator) and
    /// check each complete permutation for diagonal attacks.
    ///
    /// - `nodes`: queens put on the board, i.e. every partial permutation:
    ///   `n + n(n-1) + ... + n!`. Skipping a used column is not a node.
    /// - `leaves`: complete permutations checked: `n!`.
    Permutation,
    /// Place row by row; every square of the row is tried by comparing it
    /// with each queen above (same column or same diagonal). Only a square
    /// that passes gets the queen and the search goes one row down.
    ///
    /// - `nodes`: squares tested: `n` for every consistent partial placement
    ///   of fewer than `n` queens (the empty board included).
    /// - `leaves`: failed tests + solutions (46 for n = 4, 13,756 for n = 8).
    Backtracking,
    /// The same search as `Backtracking`, but a square is tested with three
    /// boolean arrays: used columns, used `row + col` diagonals and used
    /// `col - row` diagonals. Set when a queen is placed, cleared when it is
    /// lifted.
    ///
    /// - `nodes`, `leaves`: exactly those of `Backtracking`.
    Flags,
    /// The recursive bitmap search: `left`, `down` and `right` hold the
    /// attacked columns of the current row as bits, `bitmap` its free
    /// columns, and `bit = bitmap & -bitmap` takes the lowest one. Attacked
    /// squares are never tried.
    ///
    /// - `nodes`: queens placed (bits taken), i.e. the consistent partial
    ///   placements of 1 to `n` queens.
    /// - `leaves`: dead ends + solutions, where a dead end is a consistent
    ///   placement of fewer than `n` queens whose next row has no free
    ///   column (6 for n = 4, 736 for n = 8).
    Bitmap,
    /// The bitmap search without recursion: every row keeps its `left`,
    /// `down`, `right` and `bitmap` in arrays and the current row moves up
    /// and down that stack.
    ///
    /// - `nodes`, `leaves`: exactly those of `Bitmap`.
    BitmapNr,
    /// The recursive bitmap search with row 0 restricted to its left half
    /// (Jeff Somers' mirror trick): the left-right mirror image of every
    /// solution found is a different solution with row 0's queen on the right
    /// half, so each one counts twice. On an odd board the middle column of
    /// row 0 is its own mirror image: it is searched too, and its solutions
    /// count once.
    ///
    /// - `solutions`: every solution, the mirror images included.
    /// - `nodes`: queens placed in the tree searched: the bitmap's nodes under
    ///   a row-0 queen in the left half or the middle column (n = 8: 1,028 of
    ///   the bitmap's 2,056 nodes).
    /// - `leaves`: dead ends + complete boards reached in that tree (each
    ///   counted once, not twice).
    Mirror,
}

impl Method {
    /// Every method, slowest first.
    pub const ALL: [Method; 7] = [
        Method::BruteForce,
        Method::Permutation,
        Method::Backtracking,
        Method::Flags,
        Method::Bitmap,
        Method::BitmapNr,
        Method::Mirror,
    ];

    /// The stable identifier (used in URLs): "bruteforce", "permutation",
    /// "backtracking", "flags", "bitmap", "bitmap-nr", "mirror".
    pub fn id(&self) -> &'static str {
        match self {
            Method::BruteForce => "bruteforce",
            Method::Permutation => "permutation",
            Method::Backtracking => "backtracking",
            Method::Flags => "flags",
            Method::Bitmap => "bitmap",
            Method::BitmapNr => "bitmap-nr",
            Method::Mirror => "mirror",
        }
    }

    /// The method whose [`id`](Method::id) is `id`.
    pub fn from_id(id: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|m| m.id() == id)
    }
}

/// Exact counts of one run (see [`Method`] for what each counts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stats {
    pub solutions: u64,
    pub leaves: u64,
    pub nodes: u64,
}

/// The result of a run: the stats, complete when `finished`, otherwise the
/// counts reached when the [`Stop`] asked to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Run {
    pub stats: Stats,
    pub finished: bool,
}

/// Runs `method` on an `n × n` board until it ends or `stop` stops it.
/// Panics unless `1 <= n <= 32`.
pub fn run(method: Method, n: usize, stop: &mut dyn Stop) -> Run {
    match method {
        Method::BruteForce => bruteforce(n, stop),
        Method::Permutation => permutation(n, stop),
        Method::Backtracking => backtracking(n, stop),
        Method::Flags => flags(n, stop),
        Method::Bitmap => bitmap(n, stop),
        Method::BitmapNr => bitmap_nr(n, stop),
        Method::Mirror => mirror(n, stop),
    }
}

/// The counters and the budget of one run, shared by all methods.
struct Search<'a> {
    n: usize,
    stats: Stats,
    stop: &'a mut dyn Stop,
    stopped: bool,
}

impl<'a> Search<'a> {
    fn new(n: usize, stop: &'a mut dyn Stop) -> Self {
        assert!((1..=MAX_N).contains(&n), "n must be 1..={MAX_N}");
        Search {
            n,
            stats: Stats::default(),
            stop,
            stopped: false,
        }
    }

    /// Counts one node; true when the search must stop now.
    #[inline(always)]
    fn node(&mut self) -> bool {
        count_node(&mut self.stats.nodes, self.stop, &mut self.stopped)
    }

    fn finish(self) -> Run {
        Run {
            stats: self.stats,
            finished: !self.stopped,
        }
    }
}

/// True when no two of the queens `cols` (one per row, top to bottom) share
/// a column or a diagonal.
fn no_attack(cols: &[u8]) -> bool {
    (1..cols.len()).all(|r| {
        (0..r).all(|above| {
            let d = cols[r].abs_diff(cols[above]) as usize;
            d != 0 && d != r - above
        })
    })
}

/// True when no two of the queens `cols` share a diagonal (the columns are
/// known to be distinct).
fn no_diagonal_attack(cols: &[u8]) -> bool {
    (1..cols.len()).all(|r| (0..r).all(|above| cols[r].abs_diff(cols[above]) as usize != r - above))
}

// ---------------------------------------------------------------- brute force

/// [`Method::BruteForce`].
pub fn bruteforce(n: usize, stop: &mut dyn Stop) -> Run {
    let mut s = Search::new(n, stop);
    let mut cols = [0u8; MAX_N];
    bruteforce_row(&mut s, &mut cols, 0);
    s.finish()
}

fn bruteforce_row(s: &mut Search, cols: &mut [u8; MAX_N], row: usize) -> bool {
    let n = s.n;
    if row == n {
        s.stats.leaves += 1;
        if no_attack(&cols[..n]) {
            s.stats.solutions += 1;
        }
        return false;
    }
    for col in (0..n).rev() {
        if s.node() {
            return true;
        }
        cols[row] = col as u8;
        if bruteforce_row(s, cols, row + 1) {
            return true;
        }
    }
    false
}

// ---------------------------------------------------------------- permutation

/// [`Method::Permutation`].
pub fn permutation(n: usize, stop: &mut dyn Stop) -> Run {
    let mut s = Search::new(n, stop);
    let mut cols = [0u8; MAX_N];
    let mut used = [false; MAX_N];
    permutation_row(&mut s, &mut cols, &mut used, 0);
    s.finish()
}

fn permutation_row(
    s: &mut Search,
    cols: &mut [u8; MAX_N],
    used: &mut [bool; MAX_N],
    row: usize,
) -> bool {
    let n = s.n;
    if row == n {
        s.stats.leaves += 1;
        if no_diagonal_attack(&cols[..n]) {
            s.stats.solutions += 1;
        }
        return false;
    }
    for col in (0..n).rev() {
        if used[col] {
            continue;
        }
        if s.node() {
            return true;
        }
        cols[row] = col as u8;
        used[col] = true;
        let stopped = permutation_row(s, cols, used, row + 1);
        used[col] = false;
        if stopped {
            return true;
        }
    }
    false
}

// --------------------------------------------------------------- backtracking

/// [`Method::Backtracking`].
pub fn backtracking(n: usize, stop: &mut dyn Stop) -> Run {
    let mut s = Search::new(n, stop);
    let mut cols = [0u8; MAX_N];
    backtracking_row(&mut s, &mut cols, 0);
    s.finish()
}

/// True when a queen on (`row`, `col`) attacks none of the queens above it.
fn safe_below(cols: &[u8], row: usize, col: u8) -> bool {
    (0..row).all(|above| {
        let d = col.abs_diff(cols[above]) as usize;
        d != 0 && d != row - above
    })
}

fn backtracking_row(s: &mut Search, cols: &mut [u8; MAX_N], row: usize) -> bool {
    let n = s.n;
    for col in (0..n as u8).rev() {
        if s.node() {
            return true;
        }
        if !safe_below(&cols[..], row, col) {
            s.stats.leaves += 1;
            continue;
        }
        cols[row] = col;
        if row + 1 == n {
            s.stats.solutions += 1;
            s.stats.leaves += 1;
        } else if backtracking_row(s, cols, row + 1) {
            return true;
        }
    }
    false
}

// ---------------------------------------------------------------------- flags

/// The three flag arrays of [`Method::Flags`] (also used by [`FlagsStepper`]).
#[derive(Clone, Debug)]
struct FlagBoard {
    n: usize,
    /// `col` is used.
    col: [bool; MAX_N],
    /// The diagonal `row + col` is used (`/` direction).
    sum: [bool; 2 * MAX_N - 1],
    /// The diagonal `col - row + n - 1` is used (`\` direction).
    diff: [bool; 2 * MAX_N - 1],
}

impl FlagBoard {
    fn new(n: usize) -> Self {
        FlagBoard {
            n,
            col: [false; MAX_N],
            sum: [false; 2 * MAX_N - 1],
            diff: [false; 2 * MAX_N - 1],
        }
    }

    #[inline(always)]
    fn is_free(&self, row: usize, col: usize) -> bool {
        !self.col[col] && !self.sum[row + col] && !self.diff[col + self.n - 1 - row]
    }

    #[inline(always)]
    fn set(&mut self, row: usize, col: usize, used: bool) {
        self.col[col] = used;
        self.sum[row + col] = used;
        self.diff[col + self.n - 1 - row] = used;
    }
}

/// [`Method::Flags`].
pub fn flags(n: usize, stop: &mut dyn Stop) -> Run {
    let mut s = Search::new(n, stop);
    let mut board = FlagBoard::new(n);
    flags_row(&mut s, &mut board, 0);
    s.finish()
}

fn flags_row(s: &mut Search, board: &mut FlagBoard, row: usize) -> bool {
    let n = s.n;
    for col in (0..n).rev() {
        if s.node() {
            return true;
        }
        if !board.is_free(row, col) {
            s.stats.leaves += 1;
            continue;
        }
        if row + 1 == n {
            s.stats.solutions += 1;
            s.stats.leaves += 1;
            continue;
        }
        board.set(row, col, true);
        let stopped = flags_row(s, board, row + 1);
        board.set(row, col, false);
        if stopped {
            return true;
        }
    }
    false
}

// --------------------------------------------------------------------- bitmap

/// [`Method::Bitmap`].
pub fn bitmap(n: usize, stop: &mut dyn Stop) -> Run {
    let mut s = Search::new(n, stop);
    bitmap_row(&mut s, mask_for(n), 0, 0, 0, 0);
    s.finish()
}

fn bitmap_row(s: &mut Search, mask: u32, row: usize, left: u32, down: u32, right: u32) -> bool {
    bitmap_from(s, mask, row, left, down, right, 1)
}

/// The bitmap search of `row` and below, each solution counted `weight`
/// times.
fn bitmap_from(
    s: &mut Search,
    mask: u32,
    row: usize,
    left: u32,
    down: u32,
    right: u32,
    weight: u64,
) -> bool {
    let mut bitmap = mask & !(left | down | right);
    if bitmap == 0 {
        // A dead end (never the empty board: its bitmap is the full mask).
        s.stats.leaves += 1;
        return false;
    }
    while bitmap != 0 {
        let bit = bitmap & bitmap.wrapping_neg();
        bitmap ^= bit;
        if s.node() {
            return true;
        }
        if row + 1 == s.n {
            s.stats.solutions += weight;
            s.stats.leaves += 1;
        } else if bitmap_from(
            s,
            mask,
            row + 1,
            ((left | bit) << 1) & mask,
            down | bit,
            (right | bit) >> 1,
            weight,
        ) {
            return true;
        }
    }
    false
}

// --------------------------------------------------------------------- mirror

/// [`Method::Mirror`].
pub fn mirror(n: usize, stop: &mut dyn Stop) -> Run {
    let mut s = Search::new(n, stop);
    let mask = mask_for(n);
    // Columns 0..n/2 (the left half) are the high bits n-1 down to n-n/2;
    // the middle column of an odd board is bit n/2.
    let half = n / 2;
    let left_half = mask & !((1u32 << (n - half)) - 1);
    let middle = if n % 2 == 1 { 1u32 << half } else { 0 };
    // Row 0 as the bitmap would take it (lowest bit first): the middle
    // column, then the left half from its middle outwards.
    let mut bitmap = left_half | middle;
    while bitmap != 0 {
        let bit = bitmap & bitmap.wrapping_neg();
        bitmap ^= bit;
        if s.node() {
            break;
        }
        let weight = if bit == middle { 1 } else { 2 };
        if n == 1 {
            s.stats.solutions += weight;
            s.stats.leaves += 1;
        } else if bitmap_from(&mut s, mask, 1, (bit << 1) & mask, bit, bit >> 1, weight) {
            break;
        }
    }
    s.finish()
}

/// [`Method::BitmapNr`].
pub fn bitmap_nr(n: usize, stop: &mut dyn Stop) -> Run {
    let mut s = Search::new(n, stop);
    let mask = mask_for(n);
    let mut left = [0u32; MAX_N];
    let mut down = [0u32; MAX_N];
    let mut right = [0u32; MAX_N];
    let mut bitmap = [0u32; MAX_N];
    bitmap[0] = mask;
    let mut row = 0usize;
    loop {
        if bitmap[row] != 0 {
            // Take the lowest free column of this row.
            let bit = bitmap[row] & bitmap[row].wrapping_neg();
            bitmap[row] ^= bit;
            if s.node() {
                break;
            }
            if row + 1 == n {
                s.stats.solutions += 1;
                s.stats.leaves += 1;
                continue;
            }
            // Push the row below with the attacks of this queen.
            let next = row + 1;
            left[next] = ((left[row] | bit) << 1) & mask;
            down[next] = down[row] | bit;
            right[next] = (right[row] | bit) >> 1;
            bitmap[next] = mask & !(left[next] | down[next] | right[next]);
            if bitmap[next] == 0 {
                s.stats.leaves += 1; // a dead end: nothing to push
            } else {
                row = next;
            }
        } else if row == 0 {
            break;
        } else {
            // Pop: this row is exhausted, go back to the one above.
            row -= 1;
        }
    }
    s.finish()
}

// ------------------------------------------------------------- flags stepper

/// One step of [`FlagsStepper`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlagsEvent {
    /// The square (`row`, `col`) was tested against the flags. `ok`: it is
    /// free, so the queen of `row` is now on `col` (and the search goes on
    /// in `row + 1`). `solution`: `ok` on the last row, a solution is
    /// complete.
    Try {
        row: usize,
        col: usize,
        ok: bool,
        solution: bool,
    },
    /// Every column of `row` has been tried: the search goes back up to
    /// `row - 1` (or ends, when `row` is 0). `row` has no queen any more.
    Backtrack { row: usize },
}

/// The [`Method::Flags`] search one square at a time, for a side-by-side
/// "watch" mode next to the bitmap [`Stepper`](crate::Stepper).
///
/// # Alignment with the bitmap stepper
///
/// Both searches walk the same tree of consistent placements in the same
/// order: the bitmap takes the lowest free bit first, i.e. the rightmost
/// free column, and this stepper tries the columns of a row from `n - 1`
/// down to `0`. So:
///
/// - the k-th `Try { ok: true, .. }` here is the k-th `Event::Place` there,
///   same row, `col == column_of(bit, n)`, same `solution`;
/// - the `Backtrack { row }` events are the same in both, in the same
///   places;
/// - the only events that differ: the flags search shows every failed test
///   (`Try { ok: false, .. }`), which the bitmap never makes (an attacked
///   square is not in `bitmap`), and the bitmap shows a `Descend` after each
///   Place above the last row, which here is implicit (a successful Try
///   moves to the next row).
///
/// Removing failed Trys from this stream and Descends from the bitmap's gives
/// two streams that match one for one. The number of Try events is
/// [`Stats::nodes`] of [`Method::Flags`]; failed Trys plus solutions are its
/// leaves.
#[derive(Clone, Debug)]
pub struct FlagsStepper {
    n: usize,
    board: FlagBoard,
    /// The current row; `None` once the search has ended.
    row: Option<usize>,
    /// How many columns of each row (on the current path) have been tried.
    tried: [u8; MAX_N],
    /// The queen (column) of each row, if any.
    queen: [Option<u8>; MAX_N],
    tries: u64,
    failed: u64,
    solutions: u64,
}

impl FlagsStepper {
    /// The start of the search: row 0 is current, nothing tried.
    /// Panics unless `1 <= n <= 32`.
    pub fn new(n: usize) -> Self {
        assert!((1..=MAX_N).contains(&n), "n must be 1..={MAX_N}");
        FlagsStepper {
            n,
            board: FlagBoard::new(n),
            row: Some(0),
            tried: [0; MAX_N],
            queen: [None; MAX_N],
            tries: 0,
            failed: 0,
            solutions: 0,
        }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// The row the next event concerns, `None` when the search has ended.
    pub fn row(&self) -> Option<usize> {
        self.row
    }

    pub fn is_finished(&self) -> bool {
        self.row.is_none()
    }

    /// The columns (from the left) of the queens on the board, top to bottom.
    pub fn queens(&self) -> Vec<usize> {
        self.queen
            .iter()
            .map_while(|q| q.map(usize::from))
            .collect()
    }

    /// The stats so far, with the definitions of [`Method::Flags`].
    pub fn stats(&self) -> Stats {
        Stats {
            solutions: self.solutions,
            leaves: self.failed + self.solutions,
            nodes: self.tries,
        }
    }

    /// True when `col` is used by a queen (on the board now).
    pub fn column_used(&self, col: usize) -> bool {
        self.board.col[col]
    }

    /// True when the square (`row`, `col`) is on a diagonal of a queen on
    /// the board now.
    pub fn diagonal_used(&self, row: usize, col: usize) -> bool {
        self.board.sum[row + col] || self.board.diff[col + self.n - 1 - row]
    }

    fn lift(&mut self, row: usize) {
        if let Some(col) = self.queen[row].take() {
            self.board.set(row, col as usize, false);
        }
    }

    fn step(&mut self) -> Option<FlagsEvent> {
        let row = self.row?;
        // The queen of this row (left by a solution, or by the rows below
        // that just backtracked) makes room for the next column.
        self.lift(row);
        let tried = self.tried[row] as usize;
        if tried == self.n {
            self.row = row.checked_sub(1);
            return Some(FlagsEvent::Backtrack { row });
        }
        self.tried[row] += 1;
        self.tries += 1;
        let col = self.n - 1 - tried;
        let ok = self.board.is_free(row, col);
        let solution = ok && row + 1 == self.n;
        if ok {
            self.board.set(row, col, true);
            self.queen[row] = Some(col as u8);
            if solution {
                self.solutions += 1;
            } else {
                self.row = Some(row + 1);
                self.tried[row + 1] = 0;
            }
        } else {
            self.failed += 1;
        }
        Some(FlagsEvent::Try {
            row,
            col,
            ok,
            solution,
        })
    }
}

impl Iterator for FlagsStepper {
    type Item = FlagsEvent;

    fn next(&mut self) -> Option<FlagsEvent> {
        self.step()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for m in Method::ALL {
            assert_eq!(Method::from_id(m.id()), Some(m));
        }
        assert_eq!(Method::from_id("bitmap-symmetry"), None);
    }

    #[test]
    fn tiny_boards() {
        for m in Method::ALL {
            let r = run(m, 1, &mut Unlimited);
            assert!(r.finished);
            assert_eq!(
                r.stats,
                Stats {
                    solutions: 1,
                    leaves: 1,
                    nodes: 1
                },
                "{m:?}"
            );
            for n in [2, 3] {
                assert_eq!(run(m, n, &mut Unlimited).stats.solutions, 0, "{m:?} n={n}");
            }
        }
    }
}
