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

use std::sync::{Arc, Mutex, PoisonError};

use crate::count::{Classes, Slice};
use crate::methods::Stop;

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
            let (c8_boards, next) = join.count_run(at..to, stop, &mut Work::default());
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
    let (c8_boards, next) = join.count_run(0..join.row_sets.len() as u32, stop, &mut work);
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
    let (boards, _) = join.count_run(all, &mut crate::methods::NodeLimit(u64::MAX), &mut work);
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

/// Boards fixed by a quarter turn and by a half turn, counted by search.
pub fn symmetric(n: usize) -> (u64, u64) {
    symmetric_within(n, [u32::MAX; 32])
}

/// [`symmetric`] on the squares of `open` only (row `r` may use the columns
/// `c` of `open[r] >> c & 1`).
fn symmetric_within(n: usize, open: [u32; 32]) -> (u64, u64) {
    let mut s = Fixed::new(n, open);
    s.search(0, Turn::Half);
    let half = s.count;
    s.count = 0;
    s.search(0, Turn::Quarter);
    (s.count, half)
}

/// One orbit of row sets under the upside-down turn and the mirror image.
#[derive(Clone, Copy, Debug)]
struct RowSet {
    /// The middle column's queen's row (odd boards).
    middle: Option<u8>,
    /// The rows whose queens are east (bit `r` = row `r`).
    rows: u32,
    /// The orbit's size (1, 2 or 4) for the row set that stands for it, 0
    /// for the others.
    weight: u8,
    /// Whether the half turn maps the row set onto itself: then some of
    /// its boards may be half-turn symmetric.
    half_turn: bool,
}

/// An `n`-board's quarter tables, its orbits of row sets and the order in
/// which the join sorts patterns into buckets by their bits.
struct Join {
    n: usize,
    /// The north quarters' table (rows `0..n / 2`) and, on an odd board, the
    /// south ones' (one row more); an even board's south quarters use the
    /// north table. The west quarters read them mirrored.
    tables: Vec<Quarter>,
    split_order: Vec<u64>,
    /// The pattern bits of the board's two longest diagonals, `[r = c, r +
    /// c = n - 1]` (see [`long_diagonals`]).
    long: [u64; 2],
    row_sets: Vec<RowSet>,
}

impl Join {
    fn new(n: usize) -> Join {
        let (w, t) = (n / 2, n / 2);
        let mut tables = vec![Quarter::new(t, w)];
        if n - t != t {
            tables.push(Quarter::new(n - t, w));
        }
        Join::with_tables(n, tables)
    }

    /// The join of an `n`-board with the quarter tables `tables` (the north
    /// one, then the south one if it is not the same).
    fn with_tables(n: usize, tables: Vec<Quarter>) -> Join {
        let w = n / 2;
        let shared = (2 * w).saturating_sub(1);
        // The middle diagonals first: both halves use them most.
        let mid = shared / 2;
        let mut split_order = Vec::new();
        for d in 0..=mid {
            for b in [mid + d, mid.wrapping_sub(d + 1)] {
                if b < shared {
                    split_order.push(1 << b);
                    split_order.push(1 << (b + shared));
                }
            }
        }
        let mut join = Join {
            n,
            tables,
            split_order,
            long: long_diagonals(n),
            row_sets: Vec::new(),
        };
        // Boards below 4 have no solution but n = 1's, which has no halves.
        if n >= 4 {
            join.row_sets = join.orbits();
        }
        join
    }

    /// Joins the orbits of row sets `range`, asking `stop` after each but
    /// the last: the boards that no turn leaves unchanged, and the next
    /// orbit when stopped early.
    fn count_run(
        &self,
        range: std::ops::Range<u32>,
        stop: &mut dyn Stop,
        work: &mut Work,
    ) -> (u64, Option<u32>) {
        let mut sliced = Sliced::default();
        let (order, long) = (&self.split_order, self.long);
        self.run(range, stop, work, |east, west, work| {
            sliced.pairs(east, west, order, long, work)
        })
    }

    /// Joins the orbits of row sets `range`, with `pairs` counting the
    /// disjoint pairs of two lists of patterns.
    fn run(
        &self,
        range: std::ops::Range<u32>,
        stop: &mut dyn Stop,
        work: &mut Work,
        mut pairs: impl FnMut(&[u64], &[u64], &mut Work) -> u64,
    ) -> (u64, Option<u32>) {
        let (mut east, mut west) = (Vec::new(), Vec::new());
        let (mut boards, mut joined) = (0, 0);
        for i in range {
            let set = self.row_sets[i as usize];
            if set.weight == 0 {
                continue; // another row set of its orbit is joined
            }
            if joined > 0 && stop.should_stop(joined) {
                return (boards, Some(i));
            }
            joined += 1;
            let (pairs, symmetric) = self.join_set(set, &mut east, &mut west, work, &mut pairs);
            boards += u64::from(set.weight) * (pairs - symmetric);
        }
        (boards, None)
    }

    /// The boards of one row set (whether or not it stands for its orbit):
    /// the disjoint pairs of its east and west patterns, and how many of
    /// them are half-turn symmetric boards.
    fn join_set(
        &self,
        set: RowSet,
        east: &mut Vec<u64>,
        west: &mut Vec<u64>,
        work: &mut Work,
        pairs: &mut impl FnMut(&[u64], &[u64], &mut Work) -> u64,
    ) -> (u64, u64) {
        let n = self.n;
        let middle = set.middle.map(usize::from);
        let half = Half::new(n);
        let both = self.long[0] | self.long[1];
        half.patterns(self, false, set.rows, middle, both, east);
        half.patterns(
            self,
            true,
            self.other_rows(middle, set.rows),
            middle,
            both,
            west,
        );
        work.patterns += (east.len() + west.len()) as u64;
        // The half-turn symmetric pairs.
        let symmetric = if set.half_turn {
            east.iter().filter(|&&p| half_turn_pair(n, p)).count() as u64
        } else {
            0
        };
        (pairs(east, west, work), symmetric)
    }

    /// The join of the boards of an `n`-board whose queens all stand on
    /// squares `(row, column)` that `open` allows, for the tests: a slice
    /// that the mirror image and the upside-down turn map onto themselves
    /// (so that one row set per orbit still stands for the others; checked
    /// for the mirror image). Each quarter has its own table, filtered; the
    /// row sets whose middle column's queen stands on a closed square are
    /// not joined.
    #[cfg(test)]
    fn within(n: usize, open: &dyn Fn(usize, usize) -> bool) -> Join {
        let (w, t) = (n / 2, n / 2);
        // A table's square (r, j) on the rows from r0: the east half's
        // (r0 + r, n - w + j), the west half's (r0 + r, w - 1 - j).
        let quarter = |r0: usize, rows: usize| {
            Quarter::within(rows, w, &|r, j| {
                let east = open(r0 + r, n - w + j);
                assert_eq!(
                    east,
                    open(r0 + r, w - 1 - j),
                    "a slice its mirror image keeps"
                );
                east
            })
        };
        let mut join = Join::with_tables(n, vec![quarter(0, t), quarter(t, n - t)]);
        for set in &mut join.row_sets {
            if set.middle.is_some_and(|m| !open(usize::from(m), w)) {
                set.weight = 0;
            }
        }
        join
    }

    /// [`Join::join_set`] of the row set `i`, for the tests.
    #[cfg(test)]
    fn set_boards(&self, i: usize) -> (u64, u64) {
        let set = self.row_sets[i];
        let mut work = Work::default();
        let mut sliced = Sliced::default();
        let (order, long) = (&self.split_order, self.long);
        let mut pairs =
            |e: &[u64], w: &[u64], work: &mut Work| sliced.pairs(e, w, order, long, work);
        self.join_set(set, &mut vec![], &mut vec![], &mut work, &mut pairs)
    }

    /// The west rows: the rows that are neither east nor the middle queen's.
    fn other_rows(&self, middle: Option<usize>, rows: u32) -> u32 {
        let all = (1u32 << self.n) - 1;
        all & !rows & !middle.map_or(0, |m| 1 << m)
    }

    /// Every row set in the order of [`row_sets`]; one per orbit under the
    /// upside-down turn and the mirror image has the orbit's size as its
    /// weight, the others 0.
    fn orbits(&self) -> Vec<RowSet> {
        let n = self.n;
        let w = n / 2;
        let flip = |rows: u32| rows.reverse_bits() >> (32 - n);
        let middles: Vec<Option<usize>> = if n % 2 == 1 {
            (0..n).map(Some).collect()
        } else {
            vec![None]
        };
        let mut out = Vec::new();
        for middle in middles {
            let key = |m: Option<usize>, rows: u32| ((m.unwrap_or(0) as u64) << 32) | rows as u64;
            let up = middle.map(|m| n - 1 - m);
            for rows in subsets(((1u32 << n) - 1) & !middle.map_or(0, |m| 1 << m), w) {
                let orbit = [
                    key(middle, rows),
                    key(up, flip(rows)),
                    key(middle, self.other_rows(middle, rows)),
                    key(up, flip(self.other_rows(middle, rows))),
                ];
                let me = orbit[0];
                let distinct = orbit
                    .iter()
                    .enumerate()
                    .filter(|&(i, k)| !orbit[..i].contains(k))
                    .count();
                let first = orbit.iter().all(|&k| k >= me);
                out.push(RowSet {
                    middle: middle.map(|m| m as u8),
                    rows,
                    weight: if first { distinct as u8 } else { 0 },
                    half_turn: orbit[3] == me,
                });
            }
        }
        out
    }
}

/// The `k`-element subsets of `set`, as bit sets.
fn subsets(set: u32, k: usize) -> impl Iterator<Item = u32> {
    let positions: Vec<u32> = (0..32).filter(|b| set >> b & 1 == 1).collect();
    let m = positions.len();
    let mut pick: u64 = if k <= m { (1u64 << k) - 1 } else { u64::MAX };
    std::iter::from_fn(move || {
        if k > m || pick >> m != 0 {
            return None;
        }
        let out = positions
            .iter()
            .enumerate()
            .filter(|&(i, _)| pick >> i & 1 == 1)
            .fold(0, |s, (_, &p)| s | 1 << p);
        if pick == 0 {
            pick = 1 << m; // the empty set is the only one
        } else {
            let low = pick & pick.wrapping_neg();
            let ripple = pick + low;
            pick = (((ripple ^ pick) >> 2) / low) | ripple;
        }
        Some(out)
    })
}

/// Where a half's quarters put their queens' diagonals. The quarter tables
/// hold each placement in its own frame: a queen on the table's row `r` and
/// column `j` (of `w`) has the diagonals `r + j` (bits `0..32`) and
/// `r + w - 1 - j` (bits `32..64`). A half-board is built in the frame of the
/// diagonals two of its quarters can share, `t..=n + w - 2` of each
/// direction (`t = n / 2`; `F` of them), and joined on the shared ones, the
/// `2w - 1` of each direction from `n - w` up. The diagonals outside that
/// frame are reached by one quarter only, so no pair of queens of different
/// quarters can meet on them.
#[derive(Clone, Copy)]
struct Half {
    n: usize,
    /// Diagonals per direction in the frame.
    frame: usize,
}

impl Half {
    fn new(n: usize) -> Half {
        let w = n / 2;
        Half {
            n,
            frame: n + w - 1 - n / 2,
        }
    }

    /// The east (`west` false) or west half's patterns on `rows` (bit `r` =
    /// row `r`), whose queens all avoid the diagonals of the middle column's
    /// queen on row `middle` (odd boards).
    fn patterns(
        &self,
        join: &Join,
        west: bool,
        rows: u32,
        middle: Option<usize>,
        both: u64,
        out: &mut Vec<u64>,
    ) {
        out.clear();
        let (n, w, t) = (self.n, self.n / 2, self.n / 2);
        let north = &join.tables[0];
        let south = join.tables.last().expect("a table");
        let (rn, rs) = (rows & ((1 << t) - 1), rows >> t);
        let full = (1u32 << w) - 1;
        // The west half reads the tables mirrored: its column `c` is the
        // table's `w - 1 - c`.
        let key = |cols: u32| {
            if west {
                cols.reverse_bits() >> (32 - w)
            } else {
                cols
            }
        };
        let block = |r0: usize| middle.map_or(0, |m| middle_bits(n, m, r0));
        let (north_block, south_block) = (block(0), block(t));
        // Each south placement in the frame and as its shared diagonals: a
        // half-board's pattern is the OR of its quarters' (`pattern` only
        // picks bits).
        let mut souths: Vec<(u64, u64)> = Vec::new();
        for cols in subsets(full, rn.count_ones() as usize) {
            let north_list = north.get(rn, key(cols));
            let south_list = south.get(rs, key(full ^ cols));
            if north_list.is_empty() || south_list.is_empty() {
                continue;
            }
            souths.clear();
            souths.extend(
                south_list
                    .iter()
                    .filter(|&&b| b & south_block == 0)
                    .map(|&b| {
                        let b = self.to_frame(b, t, west);
                        (b, self.pattern(b))
                    }),
            );
            for &a in north_list {
                if a & north_block != 0 {
                    continue;
                }
                let a = self.to_frame(a, 0, west);
                let pa = self.pattern(a);
                // Every pair written, kept when its quarters share no
                // diagonal and it does not hold both longest diagonals:
                // no branch to mispredict.
                let mut len = out.len();
                out.resize(len + souths.len(), 0);
                for &(b, pb) in &souths {
                    let p = pa | pb;
                    out[len] = p;
                    len += usize::from((a & b == 0) & (p & both != both));
                }
                out.truncate(len);
            }
        }
    }

    /// A table's placement put on rows `r0..` of the east or west half, in
    /// the half's frame (`d1` in bits `0..F`, `d2` above): the east half's
    /// queen on the table's `(r, j)` stands on `(r0 + r, n - w + j)`, the
    /// west half's on `(r0 + r, w - 1 - j)`.
    fn to_frame(self, placement: u64, r0: usize, west: bool) -> u64 {
        let (n, w, t) = (self.n as i64, (self.n / 2) as i64, (self.n / 2) as i64);
        let mask = (1u64 << self.frame) - 1;
        let shift = |v: u64, by: i64| {
            if by >= 0 {
                (v << by) & mask
            } else {
                (v >> -by) & mask
            }
        };
        let (a, b) = (placement & 0xffff_ffff, placement >> 32);
        let r0 = r0 as i64;
        // East: d1 = a + r0 + n - w, d2 = b + r0; west: d1 = b + r0, d2 = a
        // + r0 + n - w (all from t in the frame).
        let (up, down) = (shift(a, r0 + n - w - t), shift(b, r0 - t));
        if west {
            down | up << self.frame
        } else {
            up | down << self.frame
        }
    }

    /// The shared diagonals of a half-board in the frame: `d1` in the low
    /// bits, `d2` above, `2w - 1` each.
    fn pattern(&self, frame: u64) -> u64 {
        let w = self.n / 2;
        let shared = (2 * w).saturating_sub(1);
        let from = self.n - w - self.n / 2;
        let mask = (1u64 << shared) - 1;
        let d1 = (frame >> from) & mask;
        let d2 = (frame >> self.frame >> from) & mask;
        d1 | d2 << shared
    }
}

/// The pattern bits (see [`Half::pattern`]) of an `n`-board's two longest
/// diagonals, `[r = c, r + c = n - 1]`: a queen on `(r, c)` has the
/// pattern's `d1` bit `r + c - (n - w)` and `d2` bit `r - c + w - 1` (`w = n
/// / 2`), so both are the middle bit, `w - 1`, of their direction. A board
/// of one column has no halves (`w = 0`): bit 0, which no pattern of it
/// holds.
fn long_diagonals(n: usize) -> [u64; 2] {
    let w = n / 2;
    let shared = (2 * w).saturating_sub(1);
    let middle = w.saturating_sub(1);
    [1 << (shared + middle), 1 << middle]
}

/// Whether an east half-board of pattern `p` and its image under the
/// half turn (a west half-board) share no diagonal: together they are a
/// half-turn symmetric board. The turn maps diagonal `d` to `2n - 2 - d`
/// in both directions, which reverses the shared ones of each.
fn half_turn_pair(n: usize, bits: u64) -> bool {
    let s = (2 * (n / 2)).saturating_sub(1);
    let reverse = |v: u64| v.reverse_bits() >> (64 - s);
    let image = reverse(bits & ((1 << s) - 1)) | reverse(bits >> s) << s;
    bits & image == 0
}

/// The diagonals of the middle column's queen on row `m` (an odd board) in
/// a table's own frame, for the quarter whose rows start at `r0`: the same
/// bits for the east and the west half (the middle column is its own mirror
/// image).
fn middle_bits(n: usize, m: usize, r0: usize) -> u64 {
    let w = n / 2;
    let d1 = (m + 2 * w)
        .checked_sub(r0 + n)
        .filter(|&d| d < 32)
        .map_or(0, |d| 1u64 << d);
    let d2 = (m + w)
        .checked_sub(r0)
        .filter(|&d| d < 32)
        .map_or(0, |d| 1u64 << (32 + d));
    d1 | d2
}

/// Every attack-free placement in a block of `rows` rows and `width`
/// columns (any of its rows, distinct columns), by the rows and the
/// columns it uses (as bit sets of the block), as diagonal bits in the
/// table's own frame (see [`Half`]).
struct Quarter {
    width: usize,
    offsets: Vec<u32>,
    diagonals: Vec<u64>,
}

impl Quarter {
    fn new(rows: usize, width: usize) -> Quarter {
        Quarter::within(rows, width, &|_, _| true)
    }

    /// The placements whose queens all stand on squares `(r, j)` of the
    /// block that `open` allows (the join's tests count the boards of a
    /// slice of the board's squares).
    fn within(rows: usize, width: usize, open: &impl Fn(usize, usize) -> bool) -> Quarter {
        // Two walks of the same placements: the first counts them per key,
        // the second files them, so no list of (key, placement) is held.
        fn walk(
            rows: usize,
            width: usize,
            open: &impl Fn(usize, usize) -> bool,
            at: (usize, u32, u32, u64),
            found: &mut dyn FnMut(usize, u64),
        ) {
            let (r, used_rows, used_cols, diagonals) = at;
            if r == rows {
                found(((used_rows << width) | used_cols) as usize, diagonals);
                return;
            }
            walk(
                rows,
                width,
                open,
                (r + 1, used_rows, used_cols, diagonals),
                found,
            );
            for j in (0..width).filter(|&j| used_cols >> j & 1 == 0 && open(r, j)) {
                let bits = 1u64 << (r + j) | 1u64 << (32 + r + width - 1 - j);
                if diagonals & bits == 0 {
                    let next = (
                        r + 1,
                        used_rows | 1 << r,
                        used_cols | 1 << j,
                        diagonals | bits,
                    );
                    walk(rows, width, open, next, found);
                }
            }
        }
        let keys = 1usize << (rows + width);
        let mut offsets = vec![0u32; keys + 1];
        walk(rows, width, open, (0, 0, 0, 0), &mut |k, _| {
            offsets[k + 1] += 1
        });
        for i in 0..keys {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets.clone();
        let mut diagonals = vec![0; offsets[keys] as usize];
        walk(rows, width, open, (0, 0, 0, 0), &mut |k, d| {
            diagonals[next[k] as usize] = d;
            next[k] += 1;
        });
        Quarter {
            width,
            offsets,
            diagonals,
        }
    }

    fn get(&self, rows: u32, cols: u32) -> &[u64] {
        let k = ((rows << self.width) | cols) as usize;
        &self.diagonals[self.offsets[k] as usize..self.offsets[k + 1] as usize]
    }
}

/// `list` sorted into `out` by the bits that `gather` keeps: bucket `b`
/// holds the patterns whose kept bits, from the lowest up, are `b`, each
/// as `squeeze` leaves it; `ends[b]` is where bucket `b` ends. `keys`:
/// room for the buckets of `list`.
fn sort_by_bits(
    list: &[u64],
    gather: &Squeeze,
    squeeze: &Squeeze,
    keys: &mut Vec<u16>,
    out: &mut Vec<u64>,
    ends: &mut Vec<u32>,
) {
    // BMI2's `pext` gathers and squeezes in one instruction, but AMD's
    // processors before Zen 3 run it in microcode, dozens of times slower:
    // it is used where AVX-512F also is (Intel since Skylake-X, AMD since
    // Zen 4, all with a fast `pext`).
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("bmi2") && std::arch::is_x86_feature_detected!("avx512f")
    {
        #[target_feature(enable = "bmi2")]
        fn with_pext(
            list: &[u64],
            gather: &Squeeze,
            squeeze: &Squeeze,
            keys: &mut Vec<u16>,
            out: &mut Vec<u64>,
            ends: &mut Vec<u32>,
        ) {
            use std::arch::x86_64::_pext_u64;
            let (g, k) = (gather.keep, squeeze.keep);
            sort_with(
                list,
                gather.bits(),
                |p| _pext_u64(p, g),
                |p| _pext_u64(p, k),
                keys,
                out,
                ends,
            );
        }
        // SAFETY: the processor has BMI2 (checked above).
        return unsafe { with_pext(list, gather, squeeze, keys, out, ends) };
    }
    sort_with(
        list,
        gather.bits(),
        |p| gather.apply(p),
        |p| squeeze.apply(p),
        keys,
        out,
        ends,
    );
}

/// [`sort_by_bits`] with `gather` and `squeeze` as functions, into
/// `1 << bits` buckets.
#[inline(always)]
fn sort_with(
    list: &[u64],
    bits: u32,
    gather: impl Fn(u64) -> u64,
    squeeze: impl Fn(u64) -> u64,
    keys: &mut Vec<u16>,
    out: &mut Vec<u64>,
    ends: &mut Vec<u32>,
) {
    ends.clear();
    ends.resize(1 << bits, 0);
    keys.clear();
    keys.extend(list.iter().map(|&p| gather(p) as u16));
    for &k in keys.iter() {
        ends[usize::from(k)] += 1;
    }
    // Where each bucket starts, then filled up to where it ends.
    let mut at = 0;
    for e in ends.iter_mut() {
        (*e, at) = (at, at + *e);
    }
    out.clear();
    out.resize(list.len(), 0);
    for (&p, &k) in list.iter().zip(keys.iter()) {
        let end = &mut ends[usize::from(k)];
        out[*end as usize] = squeeze(p);
        *end += 1;
    }
}

/// Disjoint pairs of an east and a west list of patterns, bit-sliced. Both
/// lists are sorted into buckets by the first `k` bits of the join's order
/// (the middle diagonals), and each west bucket meets only the east buckets
/// that share none of those bits (`3^k` pairs of buckets of `4^k`). Every
/// east bucket is cut into groups of `64 × LANES` patterns, each stored
/// transposed: for each bit, the words of the group's patterns *without* it.
/// The AND of the words of a west pattern `q`'s bits holds the patterns
/// disjoint from `q`, and a popcount counts them. Those ANDs are
/// precomputed by chunks of [`CHUNK`] bits (for each chunk, the AND for
/// every subset of its bits), so that `q` meets a whole group in one lookup
/// per chunk (4 at n = 16..19, 4 or 5 at 20..23, once the settled bits are
/// squeezed out), without a branch, however many bits it has.
#[derive(Default)]
struct Sliced {
    east: Vec<u64>,
    west: Vec<u64>,
    east_end: Vec<u32>,
    west_end: Vec<u32>,
    /// Each pattern's bucket, while a list is sorted.
    keys: Vec<u16>,
    /// One group's chunk tables: `1 << CHUNK` entries per chunk, the
    /// first chunk's empty subset holding the words of the group's
    /// patterns (its padding excluded), the others' all ones.
    tables: Vec<[u64; LANES]>,
    /// The sorted west patterns' entries in the tables, a few per pattern.
    entries: Vec<u16>,
}

/// Words of 64 east patterns handled side by side (a group holds
/// `64 × LANES` patterns): 4 measured faster than 1 and 2 at n = 18.
const LANES: usize = 4;

/// The bits of a west pattern looked up at once in a group's tables (`1 <<
/// CHUNK` entries of `8 × LANES` bytes per chunk: 32 KB for the four
/// chunks of n = 20's 31 or 32 bits): 8 measured faster than 7 at n = 20, in
/// the page's wasm and natively, and as fast at n = 18 and 19 (a lookup
/// fewer per west pattern and group against tables twice as large).
const CHUNK: usize = 8;

impl Sliced {
    /// The bits settled by sorting for lists of `len` east patterns: about
    /// 128 to a bucket, at most 10 bits. Each bit more cuts the pairs
    /// tested by a quarter but leaves more groups part empty; 128
    /// measured faster than 64 and 256 at n = 20 with [`CHUNK`] 8 (and a
    /// model of the lookups and tables it costs puts it within 6 % of the
    /// best number of bits per row set at n = 18..21).
    fn bits(len: usize) -> usize {
        (len.max(1).ilog2() as usize).saturating_sub(7).min(10)
    }

    fn pairs(
        &mut self,
        east: &[u64],
        west: &[u64],
        order: &[u64],
        long: [u64; 2],
        work: &mut Work,
    ) -> u64 {
        if east.is_empty() || west.is_empty() {
            return 0;
        }
        // The longest diagonals among the settled bits, so that each pair
        // of buckets knows its weight.
        let needed = order
            .iter()
            .rposition(|&b| b & (long[0] | long[1]) != 0)
            .map_or(0, |i| i + 1);
        let k = Sliced::bits(east.len()).max(needed).min(order.len());
        // The first `k` bits of the join's order settle the buckets. They
        // are squeezed out of both lists as they are sorted when that saves
        // a chunk: a west bucket meets only east buckets that share none of
        // them, so the other bits decide (n = 20's 38 bits, five chunks, are
        // four with six or more settled).
        let settled = order[..k].iter().fold(0, |a, &b| a | b);
        let mut width = 64 - order.iter().fold(0u64, |a, &b| a | b).leading_zeros() as usize;
        let kept = width - (settled.count_ones() as usize).min(width);
        let squeeze = if kept.div_ceil(CHUNK) < width.div_ceil(CHUNK) {
            width = kept;
            Squeeze::new(settled)
        } else {
            Squeeze::new(0)
        };
        let (gather, keys) = (Squeeze::new(!settled), &mut self.keys);
        let long = long.map(|bit| gather.apply(bit) as usize);
        sort_by_bits(
            east,
            &gather,
            &squeeze,
            keys,
            &mut self.east,
            &mut self.east_end,
        );
        sort_by_bits(
            west,
            &gather,
            &squeeze,
            keys,
            &mut self.west,
            &mut self.west_end,
        );
        match width.div_ceil(CHUNK) {
            0..=4 => self.pairs_in::<4>(k, width, long, work),
            5 => self.pairs_in::<5>(k, width, long, work),
            6 => self.pairs_in::<6>(k, width, long, work),
            7 => self.pairs_in::<7>(k, width, long, work),
            8 => self.pairs_in::<8>(k, width, long, work),
            _ => panic!("patterns of at most {} bits", 8 * CHUNK),
        }
    }

    /// [`Sliced::pairs`] of the lists sorted into buckets by `k` bits,
    /// patterns of `width` bits, in at most `C` chunks; `long`: the bits
    /// of the longest diagonals in a bucket's number.
    fn pairs_in<const C: usize>(
        &mut self,
        k: usize,
        width: usize,
        long: [usize; 2],
        work: &mut Work,
    ) -> u64 {
        // Each west pattern as the entries of its chunks in a group's
        // tables, worked out once for all the groups it meets.
        self.entries.clear();
        for &q in &self.west {
            push_entries::<C>(q, &mut self.entries);
        }
        let start = |ends: &[u32], b: usize| if b == 0 { 0 } else { ends[b - 1] as usize };
        let all = (1usize << k) - 1;
        let mut total = 0;
        for a in 0..=all {
            let (e0, e1) = (start(&self.east_end, a), self.east_end[a] as usize);
            for group in self.east[e0..e1].chunks(64 * LANES) {
                group_tables::<C>(group, width, &mut self.tables);
                let tables: &[[u64; LANES]; TABLES] =
                    self.tables[..].try_into().expect("the tables of 8 chunks");
                // Every west bucket `b` with `a & b == 0`: the subsets of `!a`.
                let free = all & !a;
                let mut b = free;
                loop {
                    let (w0, w1) = (start(&self.west_end, b), self.west_end[b] as usize);
                    // One longest diagonal's queen east and the other's
                    // west: the boards of both halves' types, twice.
                    let [main, anti] = long;
                    let crossed =
                        (a & main != 0 && b & anti != 0) || (a & anti != 0 && b & main != 0);
                    let entries = &self.entries[w0 * C..w1 * C];
                    let pairs = sweep_best::<C>(tables, entries);
                    total += pairs << u32::from(crossed);
                    work.pair_tests += ((w1 - w0) * group.len()) as u64;
                    if b == 0 {
                        break;
                    }
                    b = (b - 1) & free;
                }
            }
        }
        total
    }
}

/// Patterns without the bits of a mask, the bits above each one moved
/// down: the runs of kept bits, each a shift and a mask.
struct Squeeze {
    runs: Vec<(u32, u64)>,
    /// The bits kept (`!mask`): what BMI2's `pext` takes.
    #[cfg_attr(
        not(target_arch = "x86_64"),
        expect(dead_code, reason = "read by the BMI2 sort only")
    )]
    keep: u64,
}

impl Squeeze {
    fn new(mask: u64) -> Squeeze {
        let (mut runs, mut at, mut rest) = (Vec::new(), 0, !mask);
        while rest != 0 {
            let low = rest.trailing_zeros();
            let len = (rest >> low).trailing_ones();
            let bits = if len == 64 { u64::MAX } else { (1 << len) - 1 };
            runs.push((low - at, bits << at));
            at += len;
            rest &= !(bits << low);
        }
        Squeeze { runs, keep: !mask }
    }

    fn apply(&self, p: u64) -> u64 {
        self.runs
            .iter()
            .fold(0, |out, &(by, bits)| out | (p >> by) & bits)
    }

    /// How many bits it keeps.
    fn bits(&self) -> u32 {
        self.runs.iter().map(|&(_, bits)| bits.count_ones()).sum()
    }
}

/// The entries of a group's tables: `1 << CHUNK` for each of 8 chunks.
const TABLES: usize = 8 << CHUNK;

/// The first `C` chunk tables of a group of at most `64 × LANES` east
/// patterns of `width` bits, into `tables` ([`TABLES`] entries; the chunks
/// past `width` all ones, the others as they were).
fn group_tables<const C: usize>(group: &[u64], width: usize, tables: &mut Vec<[u64; LANES]>) {
    // Transposed: per bit, the patterns without it (every pattern of the
    // group, less those that have the bit: a pattern has few).
    let mut live = [0u64; LANES];
    for (lane, word) in live.iter_mut().enumerate() {
        let len = group.len().saturating_sub(lane * 64).min(64);
        *word = if len == 0 { 0 } else { u64::MAX >> (64 - len) };
    }
    let mut words = [live; 64];
    for (i, &p) in group.iter().enumerate() {
        let (lane, bit) = (i / 64, i % 64);
        let mut rest = p;
        while rest != 0 {
            words[rest.trailing_zeros() as usize][lane] &= !(1 << bit);
            rest &= rest - 1;
        }
    }
    let entries = 1 << CHUNK;
    let all = [u64::MAX; LANES];
    tables.resize(TABLES, all);
    for (c, table) in tables.chunks_exact_mut(entries).take(C).enumerate() {
        if c * CHUNK >= width {
            table.fill(all);
            continue;
        }
        table[0] = if c == 0 { live } else { all };
        for s in 1..entries {
            let bit = c * CHUNK + s.trailing_zeros() as usize;
            let word = if bit < width { words[bit] } else { all };
            let below = table[s & (s - 1)];
            table[s] = std::array::from_fn(|l| below[l] & word[l]);
        }
    }
}

/// The entries of a west pattern's `C` chunks in a group's tables, onto
/// `out`.
fn push_entries<const C: usize>(q: u64, out: &mut Vec<u16>) {
    let low = (1 << CHUNK) - 1;
    out.extend((0..C).map(|c| (c << CHUNK | (q >> (c * CHUNK)) as usize & low) as u16));
}

/// Whether this processor counts the bits of 64-bit lanes in vectors
/// (AVX-512 VPOPCNTDQ with VL; the standard library caches the answer).
#[cfg(target_arch = "x86_64")]
fn has_vpopcnt() -> bool {
    std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("avx512f")
        && std::arch::is_x86_feature_detected!("avx512vl")
        && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
}

/// [`sweep`], where [`has_vpopcnt`] with a group's `LANES` words in one
/// 256-bit vector: a west pattern's chunks' entries ANDed, the lanes' bits
/// counted and summed in the vector, added up once at the end.
#[cfg(target_arch = "x86_64")]
fn sweep_best<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
    #[target_feature(enable = "avx2,avx512f,avx512vl,avx512vpopcntdq")]
    fn go<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
        use std::arch::x86_64::*;
        let load = |entry: u16| {
            let words: &[u64; LANES] = &tables[usize::from(entry) % TABLES];
            // SAFETY: `words` is 32 readable bytes (`LANES` = 4 words);
            // `loadu` needs no alignment.
            unsafe { _mm256_loadu_si256(words.as_ptr().cast()) }
        };
        let mut sum = _mm256_setzero_si256();
        for e in entries.chunks_exact(C) {
            let mut acc = load(e[0]);
            for &entry in &e[1..] {
                acc = _mm256_and_si256(acc, load(entry));
            }
            sum = _mm256_add_epi64(sum, _mm256_popcnt_epi64(acc));
        }
        let lanes: [u64; LANES] =
            // SAFETY: a 256-bit vector is four `u64`, any bits valid.
            unsafe { std::mem::transmute::<__m256i, [u64; LANES]>(sum) };
        lanes.iter().sum()
    }
    if has_vpopcnt() {
        // SAFETY: the processor has every feature `go` is compiled for.
        unsafe { go::<C>(tables, entries) }
    } else {
        sweep::<C>(tables, entries)
    }
}

/// [`sweep`] in WebAssembly SIMD (the site's wasm is built with
/// `simd128`): a group's `LANES` words in two 128-bit vectors, a west
/// pattern's chunk entries ANDed. A popcount (`i8x16.popcnt`) costs several
/// instructions there, so two patterns' four vectors go through carry-save
/// adders and only the carries of weight eight are counted as bytes (at most
/// 8 a byte per pair, 31 pairs before they widen into four 32-bit sums).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn sweep_best<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
    use std::arch::wasm32::*;
    let load = |entry: u16| {
        let w: &[u64; LANES] = &tables[usize::from(entry) % TABLES];
        let at: *const v128 = w.as_ptr().cast();
        // SAFETY: `w` is 32 readable bytes (`LANES` = 4 words), two
        // vectors; wasm's loads need no alignment.
        unsafe { (v128_load(at), v128_load(at.add(1))) }
    };
    let widen = |bytes: v128| u32x4_extadd_pairwise_u16x8(u16x8_extadd_pairwise_u8x16(bytes));
    let pattern = |e: &[u16]| {
        let (mut lo, mut hi) = load(e[0]);
        for &entry in &e[1..] {
            let (l, h) = load(entry);
            (lo, hi) = (v128_and(lo, l), v128_and(hi, h));
        }
        (lo, hi)
    };
    // Carry-save adders: `ones`, `twos`, `fours` hold the low bits of a
    // count per bit position; the eights are counted by popcount, at most
    // 8 a byte per pair of patterns, 31 pairs before the bytes widen.
    let csa = |x: v128, a: v128, b: v128| {
        let u = v128_xor(x, a);
        (v128_or(v128_and(x, a), v128_and(u, b)), v128_xor(u, b))
    };
    let (mut ones, mut twos, mut fours) = (u32x4_splat(0), u32x4_splat(0), u32x4_splat(0));
    let mut sum = u32x4_splat(0);
    let pairs = entries.chunks_exact(2 * C);
    let rest = pairs.remainder();
    let mut eights = u8x16_splat(0);
    for (k, two) in pairs.enumerate() {
        let (a, b) = pattern(&two[..C]);
        let (c, d) = pattern(&two[C..]);
        let (t1, o) = csa(ones, a, b);
        let (t2, o) = csa(o, c, d);
        let (f, t) = csa(twos, t1, t2);
        (ones, twos) = (o, t);
        eights = u8x16_add(eights, u8x16_popcnt(v128_and(fours, f)));
        fours = v128_xor(fours, f);
        if k % 31 == 30 {
            sum = u32x4_add(sum, u32x4_shl(widen(eights), 3));
            eights = u8x16_splat(0);
        }
    }
    let mut bytes = u8x16_popcnt(ones);
    bytes = u8x16_add(bytes, u8x16_shl(u8x16_popcnt(twos), 1));
    bytes = u8x16_add(bytes, u8x16_shl(u8x16_popcnt(fours), 2));
    if let Some(e) = rest.get(..C) {
        let (a, b) = pattern(e);
        bytes = u8x16_add(bytes, u8x16_add(u8x16_popcnt(a), u8x16_popcnt(b)));
    }
    // The eights, eight each, widened first.
    sum = u32x4_add(sum, u32x4_shl(widen(eights), 3));
    sum = u32x4_add(sum, widen(bytes));
    u64::from(u32x4_extract_lane::<0>(sum))
        + u64::from(u32x4_extract_lane::<1>(sum))
        + u64::from(u32x4_extract_lane::<2>(sum))
        + u64::from(u32x4_extract_lane::<3>(sum))
}

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
fn sweep_best<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
    sweep::<C>(tables, entries)
}

/// The first of `rounds` random groups (1 to 256 east patterns of 30 to 42
/// bits) and west lists (0 to 300 patterns, so that every length of a run
/// and of its remainder occurs) from `seed` on which [`sweep_best`] counts
/// otherwise than [`sweep`]; `None` when they always agree. Test-only (the
/// `selftest` feature): the native tests call it, and so does a wasm built
/// for the browser's test (`solver/examples/wasm_check.rs`), the only place
/// where the wasm's `sweep_best` runs outside a count.
#[cfg(any(test, feature = "selftest"))]
pub fn sweep_differs(seed: u64, rounds: u32) -> Option<u32> {
    let mut next = crate::xorshift(seed);
    let (mut tables, mut entries) = (Vec::new(), Vec::new());
    for round in 0..rounds {
        let width = 30 + (next() % 13) as usize;
        let mask = (1u64 << width) - 1;
        let (east_len, west_len) = (1 + next() % 256, next() % 301);
        let east = sparse_patterns(&mut next, mask, east_len as usize);
        let west = sparse_patterns(&mut next, mask, west_len as usize);
        group_tables::<6>(&east, width, &mut tables);
        let t: &[[u64; LANES]; TABLES] = tables[..].try_into().expect("the tables of 8 chunks");
        entries.clear();
        for &q in &west {
            push_entries::<6>(q, &mut entries);
        }
        if sweep_best::<6>(t, &entries) != sweep::<6>(t, &entries) {
            return Some(round);
        }
    }
    None
}

/// `len` random patterns of `mask`'s bits from `next`, about a quarter of
/// them set: sparse, as half-boards are.
#[cfg(any(test, feature = "selftest"))]
fn sparse_patterns(next: &mut impl FnMut() -> u64, mask: u64, len: usize) -> Vec<u64> {
    (0..len)
        .map(|_| {
            let x = next();
            x & x.rotate_left(11) & mask
        })
        .collect()
}

/// The pairs of a group (its [`group_tables`]) and the west patterns whose
/// entries, `C` each, are `entries`, that share no bit: the portable form
/// of [`sweep_best`], and its reference in the tests.
#[cfg_attr(
    all(
        target_arch = "wasm32",
        target_feature = "simd128",
        not(any(test, feature = "selftest"))
    ),
    expect(dead_code, reason = "sweep_best replaces it there")
)]
#[inline(always)]
fn sweep<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
    let mut total = 0;
    for e in entries.chunks_exact(C) {
        let mut acc = tables[usize::from(e[0]) % TABLES];
        for &entry in &e[1..] {
            let words = tables[usize::from(entry) % TABLES];
            for l in 0..LANES {
                acc[l] &= words[l];
            }
        }
        total += acc.iter().map(|w| u64::from(w.count_ones())).sum::<u64>();
    }
    total
}

#[derive(Clone, Copy)]
enum Turn {
    Quarter,
    Half,
}

/// The search for boards that a turn leaves unchanged: a queen placed brings
/// its images under the turn with it. Rows, columns and both diagonals are
/// bit sets (`d1` bit `r + c`, `d2` bit `r - c + n - 1`), so a node
/// allocates nothing: an allocation per square tried costs more than the
/// search itself, most of all in the lab's wasm worker.
struct Fixed {
    n: usize,
    /// The squares queens may use: column `c` of row `r` if `open[r] >> c
    /// & 1` (all of them but in the join's tests).
    open: [u32; 32],
    rows: u32,
    cols: u32,
    d1: u64,
    d2: u64,
    count: u64,
}

impl Fixed {
    fn new(n: usize, open: [u32; 32]) -> Fixed {
        Fixed {
            n,
            open,
            rows: 0,
            cols: 0,
            d1: 0,
            d2: 0,
            count: 0,
        }
    }

    /// Counts the boards that `turn` leaves unchanged, with queens on every
    /// row from the first empty one at or after `row` down.
    fn search(&mut self, row: usize, turn: Turn) {
        let n = self.n;
        let empty = !self.rows & ((1u32 << n) - 1) & (u32::MAX << row);
        if empty == 0 {
            self.count += 1;
            return;
        }
        let row = empty.trailing_zeros() as usize;
        let mut free = !self.cols & ((1u32 << n) - 1);
        while free != 0 {
            let col = free.trailing_zeros() as usize;
            free &= free - 1;
            let (r, c) = (row, col);
            let (images, k) = match turn {
                Turn::Half => ([(r, c), (n - 1 - r, n - 1 - c), (r, c), (r, c)], 2),
                Turn::Quarter => (
                    [
                        (r, c),
                        (c, n - 1 - r),
                        (n - 1 - r, n - 1 - c),
                        (n - 1 - c, r),
                    ],
                    4,
                ),
            };
            // Place every distinct image, or none if one is attacked (by a
            // queen before or by another image).
            let (mut rows, mut cols, mut d1, mut d2) = (self.rows, self.cols, self.d1, self.d2);
            let mut fits = true;
            for (i, &(r, c)) in images[..k].iter().enumerate() {
                if images[..i].contains(&(r, c)) {
                    continue;
                }
                let (b1, b2) = (1u64 << (r + c), 1u64 << (r + n - 1 - c));
                let closed = self.open[r] >> c & 1 == 0;
                if closed
                    || rows >> r & 1 == 1
                    || cols >> c & 1 == 1
                    || d1 & b1 != 0
                    || d2 & b2 != 0
                {
                    fits = false;
                    break;
                }
                (rows, cols, d1, d2) = (rows | 1 << r, cols | 1 << c, d1 | b1, d2 | b2);
            }
            if fits {
                let saved = (self.rows, self.cols, self.d1, self.d2);
                (self.rows, self.cols, self.d1, self.d2) = (rows, cols, d1, d2);
                self.search(row + 1, turn);
                (self.rows, self.cols, self.d1, self.d2) = saved;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::published;

    #[test]
    fn totals_and_classes_match_the_published_counts() {
        // n = 15 and 16 in a second or two of an optimised build.
        let top = if cfg!(debug_assertions) { 13 } else { 16 };
        for n in 1..=top {
            let c = count(n);
            assert_eq!(
                Some((c.total(), c.unique())),
                published::counts(n),
                "n = {n}"
            );
        }
    }

    #[test]
    fn classes_match_the_symmetric_counter() {
        for n in 1..=12 {
            assert_eq!(count(n), crate::count::count(n), "n = {n}");
        }
    }

    /// The boards whose queens are east on the rows `east` (the middle
    /// column's on row `middle`, odd boards), each weighted by where its
    /// longest diagonals' queens stand as the join weights it, and how many
    /// of them a half turn leaves unchanged: a plain row-by-row search,
    /// told on each row which columns it may use. Independent of the join's
    /// tables.
    fn search_row_set(n: usize, east: u32, middle: Option<usize>) -> (u64, u64) {
        struct S {
            n: usize,
            allowed: Vec<u64>,
            cols: Vec<usize>,
            boards: u64,
            symmetric: u64,
        }
        fn go(s: &mut S, r: usize, used: u64, d1: u64, d2: u64) {
            let n = s.n;
            if r == n {
                let c = &s.cols;
                // The halves of the longest diagonals' queens (0 none, 1
                // east, 2 west, 3 the middle column): both in one half
                // count for nothing, one in each twice.
                let side = |c: usize| match c {
                    c if c >= n - n / 2 => 1,
                    c if c < n / 2 => 2,
                    _ => 3,
                };
                let on = |f: &dyn Fn(usize) -> usize| {
                    (0..n).find(|&i| c[i] == f(i)).map_or(0, |i| side(c[i]))
                };
                let (main, anti) = (on(&|i| i), on(&|i| n - 1 - i));
                s.boards += match (main, anti) {
                    (1, 1) | (2, 2) => 0,
                    (1, 2) | (2, 1) => 2,
                    _ => 1,
                };
                s.symmetric += u64::from((0..n).all(|i| c[n - 1 - i] == n - 1 - c[i]));
                return;
            }
            let mut free = s.allowed[r] & !used;
            while free != 0 {
                let c = free.trailing_zeros() as usize;
                free &= free - 1;
                let (b1, b2) = (1u64 << (r + c), 1u64 << (r + n - 1 - c));
                if d1 & b1 == 0 && d2 & b2 == 0 {
                    s.cols[r] = c;
                    go(s, r + 1, used | 1 << c, d1 | b1, d2 | b2);
                }
            }
        }
        let w = n / 2;
        let allowed = (0..n)
            .map(|r| {
                if Some(r) == middle {
                    1u64 << w
                } else if east >> r & 1 == 1 {
                    ((1u64 << w) - 1) << (n - w)
                } else {
                    (1u64 << w) - 1
                }
            })
            .collect();
        let mut s = S {
            n,
            allowed,
            cols: vec![0; n],
            boards: 0,
            symmetric: 0,
        };
        go(&mut s, 0, 0, 0, 0);
        (s.boards, s.symmetric)
    }

    /// A few row sets of an `n`-board's join, each against the plain search
    /// of the same boards: a sampled slice of boards too large to count here.
    fn row_sets_match_the_search(n: usize, samples: usize) {
        let join = Join::new(n);
        let len = join.row_sets.len();
        let (mut all, mut checked_symmetric) = (0, false);
        for k in 0..samples {
            // Spread over the list; the last sample a row set the half turn
            // maps onto itself.
            let i = if k + 1 == samples {
                (0..len)
                    .map(|j| (j * 7919 + len / 3) % len)
                    .find(|&j| join.row_sets[j].half_turn)
                    .expect("a row set that is its own half-turn image")
            } else {
                (k * 2 + 1) * len / (2 * samples)
            };
            let set = join.row_sets[i];
            let middle = set.middle.map(usize::from);
            let (boards, symmetric) = join.set_boards(i);
            let by_search = search_row_set(n, set.rows, middle);
            assert_eq!(
                (boards, symmetric),
                by_search,
                "n = {n}, row set {i}: {set:?}"
            );
            (all, checked_symmetric) = (all + boards, checked_symmetric | set.half_turn);
        }
        assert!(all > 0 && checked_symmetric, "n = {n}");
    }

    #[test]
    fn row_sets_of_small_boards_match_the_search() {
        for n in 4..=13 {
            let join = Join::new(n);
            for (i, set) in join.row_sets.iter().enumerate() {
                let got = join.set_boards(i);
                assert_eq!(
                    got,
                    search_row_set(n, set.rows, set.middle.map(usize::from)),
                    "n = {n}, {i}"
                );
            }
        }
    }

    #[test]
    #[cfg_attr(
        debug_assertions,
        ignore = "seconds in an optimised build, minutes without"
    )]
    fn row_sets_of_n20_and_21_match_the_search() {
        row_sets_match_the_search(20, 4);
        row_sets_match_the_search(21, 4);
    }

    /// Tables of 0.5 and 2.1 GB, built in a minute or so: run with
    /// `cargo test --profile release-tests -p solver -- --ignored n22`.
    #[test]
    #[ignore = "0.5 and 2.1 GB of tables: run with --ignored"]
    fn row_sets_of_n22_and_23_match_the_search() {
        row_sets_match_the_search(22, 2);
        row_sets_match_the_search(23, 2);
    }

    #[test]
    fn a_piece_checks_where_it_resumes() {
        let mut never = crate::methods::NodeLimit(u64::MAX);
        let run = Piece::RowSets { from: 10, to: 20 };
        let whole = count_piece(12, &run, &[], &mut never).unwrap();
        assert_eq!(whole.resume, None);
        // Stopped after each orbit: ten slices that add up to the whole.
        let (mut sum, mut resume, mut slices) = (Classes::default(), vec![], 0);
        loop {
            let slice = count_piece(12, &run, &resume, &mut |_: u64| true).unwrap();
            (sum, slices) = (sum + slice.classes, slices + 1);
            match slice.resume {
                Some(next) => resume = next,
                None => break,
            }
        }
        assert_eq!(sum, whole.classes);
        let joined = prepared(12).row_sets[10..20]
            .iter()
            .filter(|s| s.weight > 0)
            .count();
        assert_eq!(slices, joined);
        assert!(joined > 1);
        for bad in [&[10][..], &[20], &[5], &[11, 12]] {
            assert_eq!(count_piece(12, &run, bad, &mut never), None, "{bad:?}");
        }
        let beyond = Piece::RowSets {
            from: 0,
            to: row_sets(12) as u32 + 1,
        };
        assert_eq!(count_piece(12, &beyond, &[], &mut never), None);
        assert_eq!(
            count_piece(MAX_JOIN_N + 1, &Piece::Fixed, &[], &mut never),
            None
        );
        assert_eq!(count_piece(12, &Piece::Fixed, &[1], &mut never), None);
    }

    #[test]
    fn the_work_of_a_join_counts_its_half_boards_and_pair_tests() {
        // The lab's join row at n = 8 (docs/counting.md): 185 half-boards
        // listed, east and west, and 299 pairs tested.
        let run = count_within(8, &mut crate::methods::Unlimited);
        let expected = Work {
            patterns: 185,
            pair_tests: 299,
        };
        assert_eq!(run.work, expected);
    }

    #[test]
    fn the_middle_queen_blocks_its_diagonals_in_each_quarter_frame() {
        // The middle column's queen on row m, seen from a quarter whose
        // rows start at r0: one column left of the east table's column 0,
        // so d1 = (m - r0) - 1 and d2 = (m - r0) + w in the table's frame;
        // a diagonal outside the frame's 32 bits blocks nothing (no
        // placement reaches it: at n = 23, m = 21 and 22 give d2 = 32, 33).
        for n in (5..=MAX_JOIN_N).step_by(2) {
            let w = n / 2;
            for m in 0..n {
                for r0 in [0, n / 2] {
                    let bit = |d: i64, base: u32| {
                        if (0..32).contains(&d) {
                            1u64 << (base + d as u32)
                        } else {
                            0
                        }
                    };
                    let dy = m as i64 - r0 as i64;
                    let expected = bit(dy - 1, 0) | bit(dy + w as i64, 32);
                    assert_eq!(
                        middle_bits(n, m, r0),
                        expected,
                        "n = {n}, m = {m}, r0 = {r0}"
                    );
                }
            }
        }
    }

    #[test]
    fn boards_without_halves_have_only_the_fixed_piece() {
        // n = 1..3 have no row sets: the fixed boards (n = 1's single
        // square) and no empty run of row sets.
        for n in 1..=3 {
            assert_eq!(pieces(n, 8), vec![Piece::Fixed], "n = {n}");
        }
        // More runs asked than there are row sets: one row set a run.
        let list = pieces(4, 100);
        assert_eq!(list.len(), 1 + row_sets(4));
        assert!(list[1..]
            .iter()
            .all(|p| matches!(p, Piece::RowSets { from, to } if to - from == 1)));
    }

    #[test]
    fn the_memory_estimate_holds_the_tables() {
        // Every board the join counts has an estimate, growing with n; none
        // past the largest.
        for n in 1..=MAX_JOIN_N {
            let (mb, before) = (memory_mb(n), memory_mb(n - 1).unwrap_or(0));
            assert!(mb.is_some_and(|mb| mb >= before), "n = {n}: {mb:?}");
        }
        assert_eq!(memory_mb(MAX_JOIN_N + 1), None);
        // At least the quarter tables (8 bytes a placement, a `u32` per key)
        // and the row sets, where they are quick to build; n = 21..23 are
        // measured in docs/counting.md.
        let top = if cfg!(debug_assertions) { 18 } else { 20 };
        for n in 4..=top {
            let join = Join::new(n);
            let tables: usize = join
                .tables
                .iter()
                .map(|q| 8 * q.diagonals.len() + 4 * q.offsets.len())
                .sum();
            let bytes = tables + std::mem::size_of::<RowSet>() * join.row_sets.len();
            let mb = memory_mb(n).unwrap();
            assert!(bytes as u64 <= mb << 20, "n = {n}: {bytes} bytes, {mb} MB");
        }
    }

    #[test]
    fn patterns_are_sorted_by_the_middle_diagonals_first() {
        for n in [4, 5, 12, 16, 23] {
            let join = Join::with_tables(n, vec![Quarter::new(1, 1)]);
            let shared = 2 * (n / 2) - 1;
            let mid = shared / 2;
            let order = &join.split_order;
            // The middle diagonal of each direction, then those next to
            // it, outwards.
            assert_eq!(order[..2], [1 << mid, 1 << (mid + shared)], "n = {n}");
            if shared > 1 {
                assert_eq!(order[2..4], [1 << (mid - 1), 1 << (mid - 1 + shared)]);
            }
            // Every shared diagonal once, as one bit.
            assert_eq!(order.len(), 2 * shared, "n = {n}");
            assert_eq!(order.iter().fold(0, |a, b| a | b), (1 << (2 * shared)) - 1);
            assert!(order.iter().all(|b| b.count_ones() == 1));
        }
    }

    #[test]
    fn row_sets_are_counted_without_tables() {
        for n in [1, 3, 4, 5, 8, 9, 12, 13] {
            assert_eq!(row_sets(n), prepared(n).row_sets.len(), "n = {n}");
        }
        assert_eq!((row_sets(16), row_sets(17)), (12_870, 218_790));
        // n = 16: 3,299 orbits (docs/counting.md).
        let joined = prepared(16)
            .row_sets
            .iter()
            .filter(|s| s.weight > 0)
            .count();
        assert_eq!(joined, 3_299);
        let weights: u64 = prepared(16)
            .row_sets
            .iter()
            .map(|s| u64::from(s.weight))
            .sum();
        assert_eq!(weights, 12_870, "the orbits' sizes add up to every row set");
    }

    #[test]
    fn a_count_within_a_budget_ends_or_says_how_far_it_got() {
        use crate::methods::Unlimited;
        for n in 1..=12 {
            let whole = count_within(n, &mut Unlimited);
            assert!(whole.finished, "n = {n}");
            assert_eq!(whole.classes, crate::count::count(n), "n = {n}");
            assert_eq!(whole.work, total_with_work(n).1, "n = {n}");
        }
        // Stopped after 100 of n = 12's 252 orbits of row sets: the fixed
        // boards' classes, some boards of orbits of eight, fewer than all,
        // and less work.
        let n = 12;
        let whole = count_within(n, &mut Unlimited);
        let mut asked = Vec::new();
        let part = count_within(n, &mut |joined: u64| {
            asked.push(joined);
            joined >= 100
        });
        assert!(!part.finished);
        assert_eq!(asked, (1..=100).collect::<Vec<u64>>());
        let fixed = fixed_classes(n);
        assert_eq!(
            (part.classes.c2, part.classes.c4, part.classes.c8),
            (fixed.c2, fixed.c4, 0)
        );
        assert!(0 < part.classes.c8_boards && part.classes.total() < whole.classes.total());
        assert!(part.work.patterns < whole.work.patterns);
        assert!(part.work.pair_tests <= whole.work.pair_tests);
    }

    #[test]
    fn fixed_boards_by_search() {
        // n = 8: no quarter-turn board, one orbit of four half-turn boards.
        assert_eq!(symmetric(8), (0, 4));
        // n = 4: both solutions are quarter-turn symmetric.
        assert_eq!(symmetric(4), (2, 2));
        assert_eq!(symmetric(5), (2, 2));
        // As the first version of this search (two small vectors per
        // square tried) counted them.
        assert_eq!(symmetric(16), (64, 3000));
        assert_eq!(symmetric(17), (128, 8152));
        assert_eq!(symmetric(18), (0, 18104));
    }

    #[test]
    fn subsets_of_a_set() {
        let all: Vec<u32> = subsets(0b1011, 2).collect();
        assert_eq!(all, vec![0b0011, 0b1001, 0b1010]);
        assert_eq!(subsets(0b1011, 0).collect::<Vec<_>>(), vec![0]);
        assert_eq!(subsets(0b1011, 4).count(), 0);
        assert_eq!(subsets(0b1111, 4).collect::<Vec<_>>(), vec![0b1111]);
    }

    /// Pseudo-random east and west lists of `sizes` patterns within `mask`
    /// (about a quarter of its bits set), and their disjoint pairs counted
    /// one by one.
    fn random_lists(seed: u64, mask: u64, sizes: (usize, usize)) -> (Vec<u64>, Vec<u64>, u64) {
        // Odd seeds only, as `xorshift` takes them: every seed here is.
        assert_eq!(seed % 2, 1, "an odd seed");
        let mut random = crate::xorshift(seed);
        let east = sparse_patterns(&mut random, mask, sizes.0);
        let west = sparse_patterns(&mut random, mask, sizes.1);
        let expect = west
            .iter()
            .map(|&q| east.iter().filter(|&&p| p & q == 0).count() as u64)
            .sum::<u64>();
        (east, west, expect)
    }

    #[test]
    fn sliced_pairs_agree_with_testing_every_pair() {
        // Patterns of 6 to 44 bits (n = 4..23): from fewer bits than one
        // chunk to six chunks, lists from one pattern to several groups;
        // and of 64 bits, the eight chunks a group's tables hold.
        for (seed, width, sizes) in [
            (0x9e37_79b9_7f4a_7c15, 42, (5000, 3000)),
            (0x5851_f42d_4c95_7f2d, 34, (900, 700)),
            (7, 38, (70, 900)),
            (11, 44, (1, 1)),
            (13, 30, (257, 40)),
            (17, 6, (40, 30)),
            (19, 13, (600, 50)),
            (23, 64, (700, 300)),
            // Six chunks, five once the buckets settle two bits.
            (29, 41, (1000, 500)),
        ] {
            let (east, west, expect) = random_lists(seed, u64::MAX >> (64 - width), sizes);
            // Every bit once, the middle ones first, as the board's order.
            let step = [5, 7, 11].into_iter().find(|s| width % s != 0).unwrap();
            let order: Vec<u64> = (0..width)
                .map(|i| 1u64 << ((i * step + width / 2) % width))
                .collect();
            assert_eq!(order.iter().fold(0, |a, b| a | b), u64::MAX >> (64 - width));
            let mut work = Work::default();
            let got = Sliced::default().pairs(&east, &west, &order, [0, 0], &mut work);
            assert_eq!(got, expect, "{width} bits, {sizes:?}");
            // Every pair of a compatible bucket is tested, the padding of
            // a group is not; fewer than all pairs once the lists are sorted.
            assert!(work.pair_tests <= (sizes.0 * sizes.1) as u64, "{work:?}");
            if Sliced::bits(sizes.0) > 0 {
                assert!(work.pair_tests < (sizes.0 * sizes.1) as u64, "{work:?}");
            } else {
                assert_eq!(work.pair_tests, (sizes.0 * sizes.1) as u64);
            }
        }
        assert_eq!(
            (Sliced::bits(1), Sliced::bits(255), Sliced::bits(256)),
            (0, 0, 1)
        );
        assert_eq!((Sliced::bits(512), Sliced::bits(1 << 30)), (2, 10));
    }

    #[test]
    fn lists_are_squeezed_only_when_that_saves_a_chunk() {
        // 34 bits are five chunks, 32 four once two are settled (600 east
        // patterns: two bits); 34 bits stay five chunks with one settled
        // (300 patterns), so those lists keep their bits.
        let order = |width: usize| (0..width).map(|i| 1u64 << i).collect::<Vec<_>>();
        for (width, east_len, squeezed) in [(34, 600, true), (34, 300, false)] {
            let (east, west, expect) = random_lists(29, (1 << width) - 1, (east_len, 500));
            let mut sliced = Sliced::default();
            let got = sliced.pairs(&east, &west, &order(width), [0, 0], &mut Work::default());
            assert_eq!(got, expect, "{width} bits");
            let top = sliced
                .east
                .iter()
                .chain(&sliced.west)
                .fold(0, |a, &p| a | p);
            let settled = Sliced::bits(east_len);
            let bits = if squeezed { width - settled } else { width };
            assert_eq!(64 - top.leading_zeros() as usize, bits, "{width} bits");
        }
    }

    #[test]
    fn squeezing_drops_the_masked_bits_and_closes_the_gaps() {
        let squeeze = |p, mask| Squeeze::new(mask).apply(p);
        assert_eq!(squeeze(0b1011_0110, 0), 0b1011_0110);
        assert_eq!(squeeze(0b1011_0110, 0b0000_0100), 0b101_1010);
        assert_eq!(squeeze(0b1011_0110, 0b0011_0000), 0b10_0110);
        assert_eq!(squeeze(0b1011_0110, 0b1000_0001), 0b11_011);
        // The top bit masked, or all but it, or every bit.
        assert_eq!(squeeze(u64::MAX, 1 << 63), u64::MAX >> 1);
        assert_eq!(squeeze(1 << 63, !(1 << 63)), 1);
        assert_eq!(squeeze(0b1_0101, !0), 0);
        // Three runs kept: below, between and above the masked ones.
        assert_eq!(Squeeze::new(0b0110_0110).runs.len(), 3);
        assert_eq!(Squeeze::new(0b0110_0110).bits(), 60);
        assert_eq!(Squeeze::new(0b0110_0110).keep, !0b0110_0110);
    }

    #[test]
    fn patterns_are_sorted_into_buckets_by_their_bits() {
        // Bucket `b` holds the patterns whose bits among 0b001 (bit 0 of
        // `b`) and 0b100 (bit 1) are those of `b`, in the order of the list.
        let (mut out, mut ends) = (Vec::new(), Vec::new());
        let sort =
            |list: &[u64], mask: u64, squeeze: u64, out: &mut Vec<u64>, ends: &mut Vec<u32>| {
                let (gather, squeeze) = (Squeeze::new(!mask), Squeeze::new(squeeze));
                sort_by_bits(list, &gather, &squeeze, &mut Vec::new(), out, ends)
            };
        sort(
            &[0b101, 0b001, 0b100, 0b000, 0b111, 0b010],
            0b101,
            0,
            &mut out,
            &mut ends,
        );
        assert_eq!(ends, vec![2, 3, 4, 6]);
        assert_eq!(out, vec![0b000, 0b010, 0b001, 0b100, 0b101, 0b111]);
        // The top bit: bucket 1.
        sort(&[1 << 63, 1, 0], 1 << 63, 0, &mut out, &mut ends);
        assert_eq!((&out[..], &ends[..]), (&[1, 0, 1 << 63][..], &[2, 3][..]));
        sort(&[3, 1], 0, 0, &mut out, &mut ends);
        assert_eq!((out, ends), (vec![3, 1], vec![2]));
        // Sorted by bit 1 and squeezed without it.
        let (mut out, mut ends) = (Vec::new(), Vec::new());
        sort(&[0b110, 0b001, 0b011], 0b010, 0b010, &mut out, &mut ends);
        assert_eq!((out, ends), (vec![0b01, 0b10, 0b01], vec![1, 3]));
    }

    #[test]
    fn the_vector_sweep_counts_as_the_portable_one() {
        // Random groups of 1 to 256 patterns and west patterns of 5 and 6
        // chunks: the same pairs whether or not this processor has the
        // vector popcount (on one that has it, both ways are run).
        for (seed, width, sizes) in [(3, 34, (256, 300)), (5, 40, (77, 90)), (9, 40, (1, 1))] {
            let (east, west, expect) = random_lists(seed, (1 << width) - 1, sizes);
            let mut tables = Vec::new();
            group_tables::<6>(&east, width, &mut tables);
            let tables: &[[u64; LANES]; TABLES] = tables[..].try_into().unwrap();
            let mut entries = Vec::new();
            for &q in &west {
                push_entries::<6>(q, &mut entries);
            }
            assert_eq!(sweep::<6>(tables, &entries), expect, "{width} bits");
            assert_eq!(sweep_best::<6>(tables, &entries), expect, "{width} bits");
        }
    }

    #[test]
    fn the_vector_sweep_agrees_on_random_groups_of_every_length() {
        assert_eq!(sweep_differs(0x2545_f491_4f6c_dd1d, 300), None);
    }

    #[test]
    fn a_group_counts_the_patterns_disjoint_from_a_west_pattern() {
        fn sweep_of<const C: usize>(tables: &[[u64; LANES]], west: &[u64]) -> u64 {
            let mut entries = Vec::new();
            for &q in west {
                push_entries::<C>(q, &mut entries);
            }
            assert_eq!(entries.len(), C * west.len());
            sweep::<C>(tables.try_into().unwrap(), &entries)
        }
        // Three east patterns of 9 bits (two chunks): each west pattern
        // meets those that share none of its bits, whichever chunk they
        // are in; a group's padding counts for nothing.
        let east = [0b0_0000_0011, 0b1_0000_0000, 0b0_1000_0001];
        let mut tables = Vec::new();
        group_tables::<8>(&east, 9, &mut tables);
        assert_eq!(tables.len(), TABLES);
        for (q, disjoint) in [
            (0, 3),
            (0b1, 1),
            (0b10, 2),
            (0b1_0000_0000, 2),
            (0b0_1000_0000, 2),
            (0b1_1000_0010, 0),
            (0b0_0111_1100, 3),
        ] {
            assert_eq!(sweep_of::<2>(&tables, &[q]), disjoint, "{q:b}");
            // More chunks than the patterns' bits need: all ones.
            assert_eq!(sweep_of::<8>(&tables, &[q]), disjoint, "{q:b}");
        }
        assert_eq!(sweep_of::<4>(&tables, &[0, 0b1, 0b10]), 6);
        // A full group of 64 × LANES patterns, all empty: every pair counts.
        let full = vec![0u64; 64 * LANES];
        group_tables::<6>(&full, 40, &mut tables);
        assert_eq!(sweep_of::<6>(&tables, &[0, 1 << 39]), 2 * 64 * LANES as u64);
        // One pattern with every bit of 40: it meets only the empty one.
        group_tables::<6>(&[(1 << 40) - 1], 40, &mut tables);
        assert_eq!(sweep_of::<6>(&tables, &[0, 1, 1 << 39]), 1);
        // The same tables again for 9 bits: the chunks past them all ones,
        // whatever the wider group left there.
        group_tables::<8>(&east, 9, &mut tables);
        assert_eq!(sweep_of::<8>(&tables, &[0b1, 1 << 39, 1 << 55]), 1 + 3 + 3);
    }

    /// A slice of an `n`-board's squares that the eight symmetries of the
    /// square map onto itself: each orbit of squares is open or closed by a
    /// hash of `seed` and its smallest square, about `percent` % of them
    /// open; on odd boards the middle row and column are closed but for the
    /// centre (so that the join goes through one middle row's row sets, not
    /// `n`). Rows as bits of the crate's convention (column `c` is bit
    /// `n - 1 - c`).
    struct Squares {
        n: usize,
        rows: [u32; 32],
    }

    impl Squares {
        fn new(n: usize, seed: u64, percent: u64) -> Squares {
            let mut rows = [0; 32];
            for (r, row) in rows.iter_mut().enumerate().take(n) {
                for c in 0..n {
                    if Squares::drawn(n, seed, percent, r, c) {
                        *row |= 1 << (n - 1 - c);
                    }
                }
            }
            Squares { n, rows }
        }

        fn drawn(n: usize, seed: u64, percent: u64, r: usize, c: usize) -> bool {
            let m = n / 2;
            if n % 2 == 1 && (r == m) != (c == m) {
                return false;
            }
            let (x, y) = (n - 1 - r, n - 1 - c);
            let orbit = [
                (r, c),
                (c, x),
                (x, y),
                (y, r),
                (r, y),
                (y, x),
                (x, c),
                (c, r),
            ];
            let first = orbit.iter().map(|&(a, b)| a * n + b).min().unwrap() as u64;
            // splitmix64 of the seed and the orbit's first square.
            let mut z = seed ^ first.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) % 100 < percent
        }

        fn open(&self, r: usize, c: usize) -> bool {
            self.rows[r] >> (self.n - 1 - c) & 1 == 1
        }

        /// The classes of the slice's boards by the join: its row sets
        /// with filtered quarter tables, and the boards a quarter and a
        /// half turn leave unchanged searched within the slice.
        fn by_join(&self) -> Classes {
            let n = self.n;
            let join = Join::within(n, &|r, c| self.open(r, c));
            let all = 0..join.row_sets.len() as u32;
            let mut never = crate::methods::NodeLimit(u64::MAX);
            let (boards, _) = join.count_run(all, &mut never, &mut Work::default());
            let columns = self.rows.map(|row| row.reverse_bits() >> (32 - n));
            let (quarter, half) = symmetric_within(n, columns);
            let classes = Classes {
                c2: quarter / 2,
                c4: (half - quarter) / 4,
                c8_boards: boards,
                ..Classes::default()
            };
            classes.normalized()
        }

        /// The classes of the slice's boards by the symmetric counter's
        /// search: every task, its rules cut down to the slice.
        fn by_search(&self) -> Classes {
            let n = self.n;
            crate::count::tasks(n)
                .iter()
                .map(|task| crate::count::count_task_within(n, task, &self.rows))
                .sum()
        }

        /// The classes of the slice's boards by brute force: every board
        /// of the slice by a plain search, each counted as `1 / k` of an
        /// orbit of `k` distinct images.
        fn by_brute_force(&self) -> Classes {
            fn go(s: &Squares, r: usize, cols: &mut Vec<usize>, by_size: &mut [u64; 9]) {
                let n = s.n;
                if r == n {
                    let mut distinct = crate::symmetry::all_transforms(cols).to_vec();
                    distinct.sort();
                    distinct.dedup();
                    by_size[distinct.len()] += 1;
                    return;
                }
                for c in 0..n {
                    let free = cols
                        .iter()
                        .enumerate()
                        .all(|(y, &x)| x != c && x + r != c + y && x + y != c + r);
                    if free && s.open(r, c) {
                        cols.push(c);
                        go(s, r + 1, cols, by_size);
                        cols.pop();
                    }
                }
            }
            let mut by_size = [0; 9];
            go(self, 0, &mut Vec::new(), &mut by_size);
            Classes {
                c1: by_size[1],
                c2: by_size[2] / 2,
                c4: by_size[4] / 4,
                c8: by_size[8] / 8,
                ..Classes::default()
            }
        }
    }

    #[test]
    fn slices_of_small_boards_count_alike_three_ways() {
        for n in 4..=12 {
            for seed in 0..4 {
                let slice = Squares::new(n, seed, 70);
                let brute = slice.by_brute_force();
                assert_eq!(slice.by_search(), brute, "n = {n}, seed {seed}");
                assert_eq!(slice.by_join(), brute, "n = {n}, seed {seed}");
            }
        }
    }

    /// A sampled slice of an `n`-board (the squares of [`Squares::new`]
    /// with `seed` and `percent`) counted by the join and by the symmetric
    /// counter's search: the same total and the same classes, and boards
    /// of every class the board has (`c2` only where `n % 4` is 0 or 1).
    ///
    /// Why the two counts are independent: the slice is closed under the
    /// eight symmetries (each orbit of squares is open or closed as a
    /// whole), so it is a union of whole orbits of boards, with classes of
    /// its own. The search (`count::count_task_within`) keeps one board
    /// per orbit by its own rules (the farthest edge queen on top, ties
    /// settled by comparing the rotations) and classes each by comparing
    /// it with its rotations; the slice only cuts down the squares its rows
    /// may use, so the orbit's board it keeps is still in the slice. The
    /// join builds half-boards from quarter tables filtered to the slice,
    /// joins one row set per orbit of the upside-down turn and the mirror
    /// image (the slice is closed under both), and gets the classes by
    /// Burnside's lemma from its own search of the boards a quarter and a
    /// half turn leave unchanged. They share only the slice's squares and
    /// [`Classes`]; `slices_of_small_boards_count_alike_three_ways` checks
    /// both against brute force on small boards. A whole board of n = 20
    /// to 23 is hours; a slice of one is seconds, and a slice is a sample
    /// of every row set at once (where the existing row-set tests take a
    /// few whole row sets), including the orbit weights and the half-turn
    /// symmetric pairs.
    fn slice_matches_the_search(n: usize, seed: u64, percent: u64) {
        let slice = Squares::new(n, seed, percent);
        let joined = slice.by_join();
        assert_eq!(
            joined,
            slice.by_search(),
            "n = {n}, seed {seed}, {percent} %"
        );
        let quarter_turns = n % 4 <= 1;
        assert!(joined.c8 > 0 && joined.c4 > 0, "n = {n}: {joined:?}");
        assert_eq!(joined.c2 > 0, quarter_turns, "n = {n}: {joined:?}");
    }

    // The seeds and shares below give slices with boards of every class;
    // n = 20's and n = 22's slices hold row sets with enough east
    // half-boards to be sorted into buckets (3,114 and 18 of them; the
    // others' lists stay under 512). Seconds each in an optimised build.

    #[test]
    #[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
    fn a_slice_of_n20_matches_the_search() {
        // c2 48, c4 475, c8 136,792.
        slice_matches_the_search(20, 1, 60);
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
    fn a_slice_of_n21_matches_the_search() {
        // c2 48, c4 1,182, c8 59,665.
        slice_matches_the_search(21, 1, 60);
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
    fn a_slice_of_n22_matches_the_search() {
        // c4 136, c8 5,809.
        slice_matches_the_search(22, 1, 45);
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
    fn a_slice_of_n23_matches_the_search() {
        // c4 92, c8 101.
        slice_matches_the_search(23, 30, 45);
    }
}
