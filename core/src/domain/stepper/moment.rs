//! One moment of the search as every surface shows it: the board's squares,
//! the board in one sentence, the rows. The page's board, the figure and
//! what a screen reader hears all read it, so that they cannot disagree
//! (after a Backtrack, the queen lifted from the row the search returned to
//! is "lifted" on each of them, never "just placed").

use super::speech::{self, Square};
use crate::i18n::Lang;
use solver::{RowBits, Stepper};

/// What the board shows after a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    pub n: usize,
    /// The columns of the queens standing, rows `0..queens.len()`.
    pub queens: Vec<usize>,
    /// The current row; `None` once the search has ended.
    pub row: Option<usize>,
    /// The current row's values.
    pub bits: RowBits,
    /// The column of the queen the last step (a Backtrack) lifted from the
    /// current row.
    pub lifted: Option<usize>,
}

impl Moment {
    pub fn of(s: &Stepper) -> Moment {
        Moment {
            n: s.n(),
            queens: s.queens(),
            row: s.row(),
            bits: s.current_bits(),
            lifted: s.lifted(),
        }
    }

    /// The square of row `r`, column `c`.
    pub fn square(&self, r: usize, c: usize) -> Square {
        if self.row == Some(r) && self.lifted == Some(c) {
            return Square::Lifted;
        }
        Square::at(self.n, &self.queens, self.row, self.bits, r, c)
    }

    /// The board's Tab stop (row, column): the square where the search is
    /// now, in its current row: the queen placed there, or the one just
    /// lifted from there, else the square it tries next (the lowest bit of
    /// `bitmap`), else the row's first; the top-left square once the search
    /// has ended.
    pub fn tab_stop(&self) -> (usize, usize) {
        let Some(r) = self.row else {
            return (0, 0);
        };
        let next = (self.bits.bitmap != 0)
            .then(|| self.n - 1 - self.bits.bitmap.trailing_zeros() as usize);
        let c = self.queens.get(r).copied().or(self.lifted).or(next);
        (r, c.unwrap_or(0))
    }

    /// The squares of row `r`, left to right.
    pub fn squares(&self, r: usize) -> Vec<Square> {
        (0..self.n).map(|c| self.square(r, c)).collect()
    }

    /// The board in one sentence (and the lifted queen in one more).
    pub fn summary(&self, lang: Lang) -> String {
        let mut s = speech::board_summary(lang, self.n, &self.queens, self.row, self.bits);
        if let (Some(r), Some(c)) = (self.row, self.lifted) {
            s += &match lang {
                Lang::En => format!(" The queen of row {r} was lifted from column {c}."),
                Lang::Ja => format!("行 {r} のクイーンは 列 {c} から取り除かれました。"),
            };
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(n: usize, k: u64) -> Stepper {
        solver::Timeline::new(n).seek(k)
    }

    /// n = 6, step 11: row 5 has no candidate, the search returns to row 4,
    /// whose queen (column 2) is lifted: no square says "just placed", the
    /// bit row holds no bit, and the lifted square says so.
    #[test]
    fn after_a_backtrack_the_lifted_queen_is_not_just_placed() {
        let m = Moment::of(&at(6, 11));
        assert_eq!((m.row, m.lifted, m.bits.bit), (Some(4), Some(2), 0));
        assert_eq!(m.queens, vec![5, 3, 1, 4]);
        assert_eq!(m.square(4, 2), Square::Lifted);
        for r in 0..6 {
            for c in 0..6 {
                assert_ne!(m.square(r, c), Square::Queen { placed: true }, "{r} {c}");
            }
        }
        assert!(m
            .summary(Lang::En)
            .ends_with("The queen of row 4 was lifted from column 2."));
        assert!(m.summary(Lang::Ja).contains("列 2 から取り除かれました"));
        // The next step lifts the queen of row 3 in turn.
        let m = Moment::of(&at(6, 12));
        assert_eq!((m.row, m.lifted, m.queens.len()), (Some(3), Some(4), 3));
    }

    /// The Tab stop is where the search is: the queen just placed, the
    /// square a queen was just lifted from, the candidate tried next, the
    /// first square of a row with none; the top-left square at the end.
    #[test]
    fn the_tab_stop_is_where_the_search_is() {
        let stop = |n, k| Moment::of(&at(n, k)).tab_stop();
        assert_eq!(stop(6, 9), (4, 2), "the queen just placed");
        assert_eq!(stop(6, 11), (4, 2), "the queen just lifted");
        // At the start: row 0, whose lowest candidate is the last column.
        assert_eq!(stop(6, 0), (0, 5));
        let m = Moment::of(&at(6, 10));
        let r = m.row.unwrap();
        assert!(m.queens.get(r).is_none() && m.lifted.is_none());
        let want = match m.bits.bitmap {
            0 => 0,
            b => 5 - b.trailing_zeros() as usize,
        };
        assert_eq!(m.tab_stop(), (r, want), "{m:?}");
        let mut end = at(4, 0);
        end.run_to_end();
        assert_eq!(Moment::of(&end).tab_stop(), (0, 0), "the search ended");
    }

    /// After a Place the queen is just placed, and nothing is lifted.
    #[test]
    fn after_a_place_the_queen_is_just_placed() {
        let m = Moment::of(&at(6, 9));
        assert_eq!(m.lifted, None);
        assert_eq!(m.square(4, 2), Square::Queen { placed: true });
        assert_eq!(m.squares(4)[2], Square::Queen { placed: true });
    }
}
