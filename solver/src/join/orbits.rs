//! An `n`-board's join: its quarter tables, every way to choose the rows
//! whose queens are east (a *row set*), and the run that joins a range of
//! them. Row sets fall into orbits under the upside-down turn and the
//! mirror image; one row set of each orbit is joined, weighted by the
//! orbit's size, so that the others are counted without being built.

use super::half::{half_turn_pair, long_diagonals, Half, Quarter, Souths};
use super::sliced::Sliced;
use super::{Piece, Work, MAX_JOIN_N};
use crate::methods::Stop;
use std::sync::atomic::{AtomicU64, Ordering};

/// One orbit of row sets under the upside-down turn and the mirror image.
#[derive(Clone, Copy, Debug)]
pub(super) struct RowSet {
    /// The middle column's queen's row (odd boards).
    pub(super) middle: Option<u8>,
    /// The rows whose queens are east (bit `r` = row `r`).
    pub(super) rows: u32,
    /// The orbit's size (1, 2 or 4) for the row set that stands for it, 0
    /// for the others.
    pub(super) weight: u8,
    /// Whether the half turn maps the row set onto itself: then some of
    /// its boards may be half-turn symmetric.
    pub(super) half_turn: bool,
}

/// The patterns of a row set's east and west halves, and the south
/// placements each was built from (kept for the next row sets).
#[derive(Default)]
pub(super) struct Halves {
    east: Vec<u64>,
    west: Vec<u64>,
    east_souths: Souths,
    west_souths: Souths,
}

/// What a thread keeps from one row set it joins to the next, and from
/// one run of row sets to the next: the lists' memory (grown once, not in
/// every run) and the south placements of the last row set, which hold for
/// one join's tables only (`join`, a [`Join::id`]).
#[derive(Default)]
pub(super) struct Scratch {
    join: u64,
    halves: Halves,
    sliced: Sliced,
}

/// An `n`-board's quarter tables, its orbits of row sets and the order in
/// which the join sorts patterns into buckets by their bits.
pub(super) struct Join {
    pub(super) n: usize,
    /// This join's number in the process, never 0 and never reused: what a
    /// [`Scratch`] filled from its tables is known by.
    id: u64,
    /// The north quarters' table (rows `0..n / 2`) and, on an odd board, the
    /// south ones' (one row more); an even board's south quarters use the
    /// north table. The west quarters read them mirrored.
    pub(super) tables: Vec<Quarter>,
    pub(super) split_order: Vec<u64>,
    /// The pattern bits of the board's two longest diagonals, `[r = c, r +
    /// c = n - 1]` (see [`long_diagonals`]).
    long: [u64; 2],
    pub(super) row_sets: Vec<RowSet>,
}

impl Join {
    pub(super) fn new(n: usize) -> Join {
        let (w, t) = (n / 2, n / 2);
        let mut tables = vec![Quarter::new(t, w)];
        if n - t != t {
            tables.push(Quarter::new(n - t, w));
        }
        Join::with_tables(n, tables)
    }

    /// The join of an `n`-board with the quarter tables `tables` (the north
    /// one, then the south one if it is not the same).
    pub(super) fn with_tables(n: usize, tables: Vec<Quarter>) -> Join {
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
        static LAST_ID: AtomicU64 = AtomicU64::new(0);
        let mut join = Join {
            n,
            id: LAST_ID.fetch_add(1, Ordering::Relaxed) + 1,
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
    /// orbit when stopped early. `scratch`: what the thread kept from the
    /// runs before (any join's, or a new one).
    pub(super) fn count_run(
        &self,
        scratch: &mut Scratch,
        range: std::ops::Range<u32>,
        stop: &mut dyn Stop,
        work: &mut Work,
    ) -> (u64, Option<u32>) {
        if scratch.join != self.id {
            *scratch = Scratch {
                join: self.id,
                ..Scratch::default()
            };
        }
        let Scratch { halves, sliced, .. } = scratch;
        let (order, long) = (&self.split_order, self.long);
        self.run(halves, range, stop, work, |east, west, work| {
            sliced.pairs(east, west, order, long, work)
        })
    }

    /// Joins the orbits of row sets `range`, with `pairs` counting the
    /// disjoint pairs of two lists of patterns.
    fn run(
        &self,
        halves: &mut Halves,
        range: std::ops::Range<u32>,
        stop: &mut dyn Stop,
        work: &mut Work,
        mut pairs: impl FnMut(&[u64], &[u64], &mut Work) -> u64,
    ) -> (u64, Option<u32>) {
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
            let (pairs, symmetric) = self.join_set(set, halves, work, &mut pairs);
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
        halves: &mut Halves,
        work: &mut Work,
        pairs: &mut impl FnMut(&[u64], &[u64], &mut Work) -> u64,
    ) -> (u64, u64) {
        let n = self.n;
        let middle = set.middle.map(usize::from);
        let half = Half::new(n);
        let Halves {
            east,
            west,
            east_souths,
            west_souths,
        } = halves;
        half.patterns(self, false, set.rows, middle, east_souths, east);
        let west_rows = self.other_rows(middle, set.rows);
        half.patterns(self, true, west_rows, middle, west_souths, west);
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
    pub(super) fn within(n: usize, open: &dyn Fn(usize, usize) -> bool) -> Join {
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
    pub(super) fn set_boards(&self, i: usize) -> (u64, u64) {
        let set = self.row_sets[i];
        let mut work = Work::default();
        let mut sliced = Sliced::default();
        let (order, long) = (&self.split_order, self.long);
        let mut pairs =
            |e: &[u64], w: &[u64], work: &mut Work| sliced.pairs(e, w, order, long, work);
        self.join_set(set, &mut Halves::default(), &mut work, &mut pairs)
    }

    /// The west rows: the rows that are neither east nor the middle queen's.
    fn other_rows(&self, middle: Option<usize>, rows: u32) -> u32 {
        other_rows(self.n, middle, rows)
    }

    fn orbits(&self) -> Vec<RowSet> {
        orbits(self.n)
    }
}

/// The west rows of an `n`-board: neither east nor the middle queen's.
fn other_rows(n: usize, middle: Option<usize>, rows: u32) -> u32 {
    let all = (1u32 << n) - 1;
    all & !rows & !middle.map_or(0, |m| 1 << m)
}

/// The work of each of `pieces` (an `n`-board's, [`pieces`](super::pieces)): the
/// row sets a piece of row sets joins (those that stand for their orbit: the
/// others are skipped, and they gather in the later runs), 1 for
/// [`Piece::Fixed`] (a search of milliseconds). Builds no table, so that a
/// page can weigh the progress of a count without the memory of counting
/// it; the row sets' orbits only.
pub fn piece_work(n: usize, pieces: &[Piece]) -> Vec<u64> {
    if pieces.is_empty() {
        return Vec::new();
    }
    // How many row sets before each index are joined.
    let mut before = vec![0u64];
    if (4..=MAX_JOIN_N).contains(&n) {
        for set in orbits(n) {
            let last = *before.last().unwrap_or(&0);
            before.push(last + u64::from(set.weight > 0));
        }
    }
    let at = |i: u32| before[(i as usize).min(before.len() - 1)];
    pieces
        .iter()
        .map(|p| match *p {
            Piece::Fixed => 1,
            Piece::RowSets { from, to } => at(to).saturating_sub(at(from)),
        })
        .collect()
}

/// Every row set of an `n`-board in the order of [`row_sets`](super::row_sets);
/// one per orbit under the upside-down turn and the mirror image has the
/// orbit's size as its weight, the others 0. Needs no table.
fn orbits(n: usize) -> Vec<RowSet> {
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
                key(middle, other_rows(n, middle, rows)),
                key(up, flip(other_rows(n, middle, rows))),
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

/// The `k`-element subsets of `set`, as bit sets.
pub(super) fn subsets(set: u32, k: usize) -> impl Iterator<Item = u32> {
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
