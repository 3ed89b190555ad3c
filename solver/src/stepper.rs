//! The non-recursive bitmap solver, one event at a time.
//!
//! This is the explicit-stack `bitmap_NR` of the seeds: instead of recursion,
//! every row keeps its own `left`, `down`, `right` and `bitmap` in an array,
//! and `row` moves up and down that stack. [`Stepper`] is an [`Iterator`] of
//! [`Event`]s, so a search can be paused after any event and resumed later.
//!
//! Conventions: columns are numbered from the left, `0..n`; column `c` is bit
//! `n - 1 - c`. So `bit = bitmap & bitmap.wrapping_neg()` (the lowest set bit)
//! always tries the rightmost free column first.
//!
//! What a Place puts and a Descend computes are the [`Rules`] the search
//! steps with: the real search's [`BitmapRules`] when it is iterated, the
//! learner's expressions on the site's write tab ([`Stepper::step_with`]).

use crate::rules::{BitmapRules, Rules, Vars};

/// The largest board the stepper handles: one `u32` per row.
pub const MAX_N: usize = 32;

/// One step of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A queen was put on `bit` in `row`, the lowest candidate of that row.
    /// `solution` is true when this was the last row: a solution is complete.
    Place {
        row: usize,
        bit: u32,
        solution: bool,
    },
    /// The search moved down to `row`, whose candidates were just computed.
    Descend { row: usize },
    /// `row` had no candidate left: its queen (if any: the last queen of a
    /// solution) was lifted and the search went back up to `row - 1`, whose
    /// queen was lifted too, since every way on below it has been tried (or
    /// the search ended, when `row` is 0). `row - 1` tries its next
    /// candidate, or backtracks again when it has none.
    Backtrack { row: usize },
}

/// The values of one row on the explicit stack ([`Stepper::row_bits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RowBits {
    pub left: u32,
    pub down: u32,
    pub right: u32,
    /// `left | down | right`: every column attacked in this row.
    pub attacks: u32,
    pub mask: u32,
    /// The candidates of this row that have not been tried yet.
    pub bitmap: u32,
    /// The queen of this row, or 0.
    pub bit: u32,
}

impl RowBits {
    /// The value of `row`.
    pub fn get(&self, row: Row) -> u32 {
        match row {
            Row::Left => self.left,
            Row::Down => self.down,
            Row::Right => self.right,
            Row::Attacks => self.attacks,
            Row::Mask => self.mask,
            Row::Bitmap => self.bitmap,
            Row::Bit => self.bit,
        }
    }

    /// The seven rows with their values, in the order they are shown
    /// (see [`Row::ALL`]): the one list of the rows that the stepper, the
    /// lesson, the figure and the JavaScript API show.
    pub fn rows(&self) -> [(Row, u32); 7] {
        Row::ALL.map(|row| (row, self.get(row)))
    }
}

/// One of the seven binary rows of [`RowBits`], by its name in the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Left,
    Down,
    Right,
    /// `left | down | right`.
    Attacks,
    Mask,
    Bitmap,
    Bit,
}

impl Row {
    /// The seven in the order they are shown, the order in which the
    /// algorithm uses them: the three attacks, their OR, `mask`, `bitmap`
    /// (the candidates: `mask & !attacks`) and `bit` (the lowest of them).
    pub const ALL: [Row; 7] = [
        Row::Left,
        Row::Down,
        Row::Right,
        Row::Attacks,
        Row::Mask,
        Row::Bitmap,
        Row::Bit,
    ];

    /// The name used in the code and the texts: `left`, …,
    /// `left|down|right`, …, `bit`.
    pub fn name(self) -> &'static str {
        match self {
            Row::Attacks => "left|down|right",
            row => row.key(),
        }
    }

    /// One word for the row: its name, `attacks` for the OR (for keys,
    /// test ids and class names).
    pub fn key(self) -> &'static str {
        match self {
            Row::Left => "left",
            Row::Down => "down",
            Row::Right => "right",
            Row::Attacks => "attacks",
            Row::Mask => "mask",
            Row::Bitmap => "bitmap",
            Row::Bit => "bit",
        }
    }

    /// The value of this row for the current row of `s`.
    pub fn value(self, s: &Stepper) -> u32 {
        s.current_bits().get(self)
    }
}

/// The resumable search. Cloning is a plain copy of a few small arrays, so a
/// UI can keep clones as history.
#[derive(Clone, Debug)]
pub struct Stepper {
    n: usize,
    mask: u32,
    /// The current row; `None` once the search has ended.
    row: Option<usize>,
    left: [u32; MAX_N],
    down: [u32; MAX_N],
    right: [u32; MAX_N],
    bitmap: [u32; MAX_N],
    /// The queen of each row (one bit), 0 when the row has none.
    queen: [u32; MAX_N],
    /// The queen that the last event lifted from the current row (a
    /// Backtrack's return), 0 after any other event.
    lifted: u32,
    /// The last event was a Backtrack out of the last row that lifted the
    /// last queen of a solution.
    lifted_solution: bool,
    /// After a Place above the last row, the next event is that Descend.
    descend_next: bool,
    counters: Counters,
    last: Option<Event>,
}

/// Running totals of the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Events so far (the step index).
    pub steps: u64,
    /// Solutions completed so far.
    pub solutions: u64,
    /// Place events so far.
    pub placements: u64,
    /// Backtrack events so far.
    pub backtracks: u64,
}

/// `n` low bits set, without overflowing at `n = 32`.
pub fn mask_for(n: usize) -> u32 {
    assert!((1..=MAX_N).contains(&n), "n must be 1..={MAX_N}");
    u32::MAX >> (MAX_N - n)
}

/// The column (from the left) of a single-bit value on an `n`-wide board.
pub fn column_of(bit: u32, n: usize) -> usize {
    debug_assert!(bit.is_power_of_two());
    n - 1 - bit.trailing_zeros() as usize
}

/// The columns (from the left) of the 1s of `value` on an `n`-wide board,
/// left to right: [`column_of`] of each of its bits.
pub fn columns_of(value: u32, n: usize) -> Vec<usize> {
    (0..n.min(MAX_N))
        .filter(|&c| value >> (n - 1 - c) & 1 == 1)
        .collect()
}

impl Stepper {
    /// The start of the search: row 0 is current, every column is a candidate.
    /// Panics unless `1 <= n <= 32` (see [`MAX_N`]).
    pub fn new(n: usize) -> Self {
        let mask = mask_for(n);
        let mut bitmap = [0; MAX_N];
        bitmap[0] = mask;
        Stepper {
            n,
            mask,
            row: Some(0),
            left: [0; MAX_N],
            down: [0; MAX_N],
            right: [0; MAX_N],
            bitmap,
            queen: [0; MAX_N],
            lifted: 0,
            lifted_solution: false,
            descend_next: false,
            counters: Counters::default(),
            last: None,
        }
    }

    /// Advances the search by one event, with `rules` giving what a Place
    /// puts and what a Descend computes; `Ok(None)` once the search has
    /// ended. The stepper's [`Iterator`] steps with [`BitmapRules`]; the
    /// site's write tab steps the same loop with the learner's expressions.
    /// When a rule fails, the step fails with its error and the state is
    /// left as it was.
    ///
    /// The stack keeps what the rules return as it is (the values of
    /// [`Stepper::raw_bits`]); only the real rules are sure to give one
    /// queen per Place and values within the board.
    #[inline]
    pub fn step_with<R: Rules>(&mut self, rules: &R) -> Result<Option<Event>, R::Error> {
        let Some(row) = self.row else {
            return Ok(None);
        };
        let event = if self.descend_next {
            // Descend: the queen's attacks move one row down, and the free
            // squares of the new row are its candidates.
            let bit = self.queen[row];
            let next = row + 1;
            let above = self.vars(row, self.bitmap[row], bit);
            let left = rules.left(&above)?;
            let down = rules.down(&above)?;
            let right = rules.right(&above)?;
            let bitmap = rules.bitmap(&Vars {
                left,
                down,
                right,
                mask: self.mask,
                bitmap: 0,
                bit,
            })?;
            self.lifted = 0;
            self.lifted_solution = false;
            self.descend_next = false;
            (self.left[next], self.down[next], self.right[next]) = (left, down, right);
            self.bitmap[next] = bitmap;
            self.row = Some(next);
            Event::Descend { row: next }
        } else if self.bitmap[row] != 0 {
            // Place: the rule picks the candidate (the lowest 1); ^= removes
            // it from bitmap so it is tried only once.
            let bit = rules.bit(&self.vars(row, self.bitmap[row], 0))?;
            self.lifted = 0;
            self.lifted_solution = false;
            self.bitmap[row] ^= bit;
            self.queen[row] = bit;
            self.counters.placements += 1;
            let solution = row == self.n - 1;
            if solution {
                self.counters.solutions += 1;
            } else {
                self.descend_next = true;
            }
            Event::Place { row, bit, solution }
        } else {
            // Backtrack: no candidate left; lift this row's queen and go up
            // (from row 0 there is nowhere to go: the search is over). The
            // queen of the row above is lifted too: everything below it has
            // been tried, and that row moves on to its next candidate.
            // A row's own queen still stands here only on the last row,
            // after it completed a solution.
            self.lifted_solution = std::mem::take(&mut self.queen[row]) != 0;
            self.row = row.checked_sub(1);
            self.lifted = self.row.map_or(0, |up| std::mem::take(&mut self.queen[up]));
            self.counters.backtracks += 1;
            Event::Backtrack { row }
        };
        self.counters.steps += 1;
        self.last = Some(event);
        Ok(Some(event))
    }

    /// The stack entry of row `r` as the rules read it.
    #[inline(always)]
    fn vars(&self, r: usize, bitmap: u32, bit: u32) -> Vars {
        Vars {
            left: self.left[r],
            down: self.down[r],
            right: self.right[r],
            mask: self.mask,
            bitmap,
            bit,
        }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn mask(&self) -> u32 {
        self.mask
    }

    /// The current row, `None` when the search has ended.
    pub fn row(&self) -> Option<usize> {
        self.row
    }

    pub fn is_finished(&self) -> bool {
        self.row.is_none()
    }

    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The event that led to this state (`None` at the start).
    pub fn last_event(&self) -> Option<Event> {
        self.last
    }

    /// True when the next event will be the Descend below the queen just placed.
    pub fn descend_pending(&self) -> bool {
        self.descend_next
    }

    /// The columns (from the left) of the queens of rows `0..=row`, top to
    /// bottom. After a Descend the new row has no queen yet, nor after a
    /// Backtrack the row it returned to (see [`Stepper::lifted`]). Each
    /// queen is one bit, as the real rules place them.
    pub fn queens(&self) -> Vec<usize> {
        let rows = self.row.map_or(0, |r| r + 1);
        self.queen[..rows]
            .iter()
            .take_while(|&&bit| bit != 0)
            .map(|&bit| column_of(bit, self.n))
            .collect()
    }

    /// Whether the last event was a Backtrack that lifted the last queen of
    /// a solution (out of the last row) besides the queen of the row above.
    pub fn lifted_solution(&self) -> bool {
        self.lifted_solution
    }

    /// The column of the queen that the last event (a Backtrack) lifted from
    /// the current row; `None` after any other event.
    pub fn lifted(&self) -> Option<usize> {
        (self.lifted != 0).then(|| column_of(self.lifted, self.n))
    }

    /// The stack entry of row `r` (any row, also one below the current one,
    /// whose values are then stale), as it is shown: `left`, `down` and
    /// `right` masked to `n` bits (the real rules never leave a 1 outside;
    /// other rules may, see [`Stepper::step_with`]), `bitmap` and `bit` as
    /// they are.
    pub fn row_bits(&self, r: usize) -> RowBits {
        let m = self.mask;
        let raw = self.raw_bits(r);
        let (left, down, right) = (raw.left & m, raw.down & m, raw.right & m);
        RowBits {
            left,
            down,
            right,
            attacks: left | down | right,
            ..raw
        }
    }

    /// The stack entry of row `r` as the rules left it, nothing masked
    /// (the same as [`Stepper::row_bits`] with the real rules).
    pub fn raw_bits(&self, r: usize) -> RowBits {
        let (left, down, right) = (self.left[r], self.down[r], self.right[r]);
        RowBits {
            left,
            down,
            right,
            attacks: left | down | right,
            mask: self.mask,
            bitmap: self.bitmap[r],
            bit: self.queen[r],
        }
    }

    /// The values shown for the current row (row 0 once the search has ended).
    pub fn current_bits(&self) -> RowBits {
        self.row_bits(self.row.unwrap_or(0))
    }

    /// Runs to the end and returns the number of solutions found in total.
    pub fn run_to_end(&mut self) -> u64 {
        for _ in self.by_ref() {}
        self.counters.solutions
    }
}

impl Stepper {
    /// If the next event is a Place above the last row, the row it would go
    /// to and the attacks that row would get: `(row, left, down, right)`.
    pub(super) fn next_child(&self) -> Option<(usize, u32, u32, u32, u32)> {
        let row = self.row?;
        if self.descend_next || row + 1 >= self.n || self.bitmap[row] == 0 {
            return None;
        }
        let bit = self.bitmap[row] & self.bitmap[row].wrapping_neg();
        Some((
            row + 1,
            bit,
            ((self.left[row] | bit) << 1) & self.mask,
            self.down[row] | bit,
            (self.right[row] | bit) >> 1,
        ))
    }

    /// Jumps over the whole search below the next candidate `bit` of the
    /// current row, as if Place, Descend and everything under it had been
    /// stepped: afterwards the state is the one just after the Backtrack that
    /// comes back to the current row.
    pub(super) fn skip_child(&mut self, bit: u32, below: Subtree) {
        let row = self.row.expect("skip_child on a finished search");
        self.bitmap[row] ^= bit;
        self.queen[row] = 0;
        self.lifted = bit;
        // The last row below holds at most one candidate: a solution there
        // was its queen, lifted by the Backtrack that ends it.
        self.lifted_solution = row + 2 == self.n && below.solutions > 0;
        let c = &mut self.counters;
        c.steps += 2 + below.events();
        c.placements += 1 + below.placements;
        c.solutions += below.solutions;
        c.backtracks += below.backtracks();
        self.last = Some(Event::Backtrack { row: row + 1 });
    }
}

/// Two states are equal when everything observable is: counters, the last
/// event and the stack entries of rows `0..=row` (entries below the current
/// row are left-overs that nothing reads).
impl PartialEq for Stepper {
    fn eq(&self, other: &Self) -> bool {
        let live = self.row.map_or(0, |r| r + 1);
        self.n == other.n
            && self.row == other.row
            && self.descend_next == other.descend_next
            && self.counters == other.counters
            && self.last == other.last
            && self.lifted == other.lifted
            && self.lifted_solution == other.lifted_solution
            && (0..live).all(|r| self.raw_bits(r) == other.raw_bits(r))
    }
}

impl Eq for Stepper {}

/// What one row activation contains, from the Descend that computes its
/// candidates (not counted) to the Backtrack that leaves it (counted).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Subtree {
    pub placements: u64,
    pub solutions: u64,
}

impl Subtree {
    /// Every Place above the last row is followed by a Descend; every Place
    /// on the last row completes a solution.
    pub fn descends(&self) -> u64 {
        self.placements - self.solutions
    }

    /// Every activation ends with exactly one Backtrack.
    pub fn backtracks(&self) -> u64 {
        self.descends() + 1
    }

    pub fn events(&self) -> u64 {
        self.placements + self.descends() + self.backtracks()
    }
}

impl Iterator for Stepper {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        match self.step_with(&BitmapRules) {
            Ok(event) => event,
            Err(never) => match never {},
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mask_does_not_overflow() {
        assert_eq!(mask_for(1), 1);
        assert_eq!(mask_for(5), 0b11111);
        assert_eq!(mask_for(31), 0x7fff_ffff);
        assert_eq!(mask_for(32), u32::MAX);
    }

    #[test]
    fn columns_are_counted_from_the_left() {
        assert_eq!(columns_of(0b01100, 5), [1, 2]);
        assert_eq!(columns_of(0, 5), Vec::<usize>::new());
        assert_eq!(columns_of(1, 1), [0]);
        assert_eq!(columns_of(u32::MAX, 32).len(), 32);
        for c in columns_of(0b10010, 5) {
            assert_eq!(column_of(1 << (4 - c), 5), c);
        }
    }

    #[test]
    fn the_rows_in_the_order_shown_with_their_names_and_values() {
        let b = RowBits {
            left: 1,
            down: 2,
            right: 3,
            attacks: 4,
            mask: 5,
            bitmap: 6,
            bit: 7,
        };
        let rows = b.rows();
        let names: Vec<&str> = rows.iter().map(|(r, _)| r.name()).collect();
        assert_eq!(
            names,
            [
                "left",
                "down",
                "right",
                "left|down|right",
                "mask",
                "bitmap",
                "bit"
            ]
        );
        let keys: Vec<&str> = rows.iter().map(|(r, _)| r.key()).collect();
        assert_eq!(
            keys,
            ["left", "down", "right", "attacks", "mask", "bitmap", "bit"]
        );
        let values: Vec<u32> = rows.iter().map(|&(_, v)| v).collect();
        assert_eq!(values, [1, 2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn start_state() {
        let s = Stepper::new(5);
        assert_eq!(s.row(), Some(0));
        assert_eq!(s.counters(), Counters::default());
        assert!(s.queens().is_empty());
        let b = s.current_bits();
        assert_eq!((b.bitmap, b.bit, b.mask), (0b11111, 0, 0b11111));
    }

    #[test]
    fn n1_has_one_solution_in_two_events() {
        let events: Vec<_> = Stepper::new(1).collect();
        assert_eq!(
            events,
            vec![
                Event::Place {
                    row: 0,
                    bit: 1,
                    solution: true
                },
                Event::Backtrack { row: 0 },
            ]
        );
    }

    #[test]
    fn n32_runs_its_first_steps_without_overflow() {
        let mut s = Stepper::new(32);
        for _ in 0..10_000 {
            s.next().unwrap();
        }
        let b = s.current_bits();
        assert_eq!(b.mask, u32::MAX);
        assert_eq!(b.left & !b.mask, 0);
    }
}
