//! The lesson's first stop: the puzzle itself, before any bit. The learner
//! puts queens on a small board by hand; each square says which queens
//! attack it (along its row, its column or a diagonal), and the board is
//! solved when `n` queens stand and none attacks another.

/// The lines along which a queen attacks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lines {
    pub row: bool,
    pub column: bool,
    /// Down to the left or up to the right (`/`).
    pub rising: bool,
    /// Down to the right or up to the left (`\`).
    pub falling: bool,
}

impl Lines {
    pub fn any(self) -> bool {
        self.row || self.column || self.rising || self.falling
    }
}

/// A board of `n` squares a side with the queens the learner has put on it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Puzzle {
    pub n: usize,
    /// `(row, column)` of each queen, in the order they were put down.
    pub queens: Vec<(usize, usize)>,
}

/// What one square shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A queen; `attacked` when another queen attacks it.
    Queen { attacked: Lines },
    /// No queen: the lines along which some queen attacks it.
    Free { attacked: Lines },
}

impl Cell {
    /// Whether a queen stands there, and the lines along which it is
    /// attacked.
    pub fn parts(self) -> (bool, Lines) {
        match self {
            Cell::Queen { attacked } => (true, attacked),
            Cell::Free { attacked } => (false, attacked),
        }
    }
}

impl Puzzle {
    pub fn new(n: usize) -> Puzzle {
        Puzzle {
            n,
            queens: Vec::new(),
        }
    }

    /// Puts a queen on the square, or takes away the one standing there.
    pub fn toggle(&mut self, r: usize, c: usize) {
        if r >= self.n || c >= self.n {
            return;
        }
        match self.queens.iter().position(|&q| q == (r, c)) {
            Some(i) => {
                self.queens.remove(i);
            }
            None => self.queens.push((r, c)),
        }
    }

    /// The lines along which the queens other than one on `(r, c)` attack
    /// that square.
    pub fn attacks(&self, r: usize, c: usize) -> Lines {
        let mut lines = Lines::default();
        for &(qr, qc) in self.queens.iter().filter(|&&q| q != (r, c)) {
            lines.row |= qr == r;
            lines.column |= qc == c;
            lines.rising |= qr + qc == r + c;
            lines.falling |= qr + c == r + qc;
        }
        lines
    }

    pub fn cell(&self, r: usize, c: usize) -> Cell {
        let attacked = self.attacks(r, c);
        if self.queens.contains(&(r, c)) {
            Cell::Queen { attacked }
        } else {
            Cell::Free { attacked }
        }
    }

    /// How many queens another queen attacks.
    pub fn in_conflict(&self) -> usize {
        self.queens
            .iter()
            .filter(|&&(r, c)| self.attacks(r, c).any())
            .count()
    }

    /// `n` queens, none attacked.
    pub fn solved(&self) -> bool {
        self.queens.len() == self.n && self.in_conflict() == 0
    }
}

/// The square a key moves to on the board of `n` from `(row, column)`:
/// the arrows one square (held at the edges), Home and End to the row's
/// ends; `None` for any other key.
pub fn moved((r, c): (usize, usize), key: &str, n: usize) -> Option<(usize, usize)> {
    Some(match key {
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(n - 1), c),
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(n - 1)),
        "Home" => (r, 0),
        "End" => (r, n - 1),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_move_on_the_board_and_stop_at_its_edges() {
        assert_eq!(moved((0, 0), "ArrowUp", 4), Some((0, 0)));
        assert_eq!(moved((0, 0), "ArrowDown", 4), Some((1, 0)));
        assert_eq!(moved((3, 3), "ArrowDown", 4), Some((3, 3)));
        assert_eq!(moved((2, 0), "ArrowLeft", 4), Some((2, 0)));
        assert_eq!(moved((2, 3), "ArrowRight", 4), Some((2, 3)));
        assert_eq!(moved((2, 1), "Home", 4), Some((2, 0)));
        assert_eq!(moved((2, 1), "End", 4), Some((2, 3)));
        assert_eq!(moved((2, 1), "Enter", 4), None);
    }

    #[test]
    fn a_queen_attacks_its_row_column_and_both_diagonals() {
        let mut p = Puzzle::new(4);
        p.toggle(1, 1);
        let at = |r, c| p.attacks(r, c);
        assert_eq!(
            at(1, 3),
            Lines {
                row: true,
                ..Lines::default()
            }
        );
        assert_eq!(
            at(3, 1),
            Lines {
                column: true,
                ..Lines::default()
            }
        );
        assert_eq!(
            at(2, 0),
            Lines {
                rising: true,
                ..Lines::default()
            }
        );
        assert_eq!(
            at(3, 3),
            Lines {
                falling: true,
                ..Lines::default()
            }
        );
        assert!(!at(2, 3).any() && !at(3, 0).any() && !at(0, 3).any());
        // A queen does not attack its own square.
        assert_eq!(
            p.cell(1, 1),
            Cell::Queen {
                attacked: Lines::default()
            }
        );
    }

    #[test]
    fn toggling_puts_and_takes_away() {
        let mut p = Puzzle::new(4);
        p.toggle(0, 1);
        p.toggle(2, 0);
        p.toggle(0, 1);
        assert_eq!(p.queens, vec![(2, 0)]);
        p.toggle(4, 0);
        assert_eq!(p.queens, vec![(2, 0)], "off the board: nothing");
    }

    #[test]
    fn solved_when_n_queens_stand_and_none_is_attacked() {
        let mut p = Puzzle::new(4);
        for (r, c) in [(0, 1), (1, 3), (2, 0)] {
            p.toggle(r, c);
        }
        assert!(!p.solved(), "three queens");
        p.toggle(3, 3);
        assert_eq!(p.in_conflict(), 2, "(1, 3) and (3, 3) share a column");
        assert!(!p.solved());
        p.toggle(3, 3);
        p.toggle(3, 2);
        assert!(p.solved());
        assert_eq!(p.in_conflict(), 0);
        // Every solution found this way is one the search finds.
        let mut cols = p.queens.clone();
        cols.sort();
        let cols: Vec<usize> = cols.iter().map(|&(_, c)| c).collect();
        let mut s = solver::Stepper::new(4);
        let mut found = Vec::new();
        while let Some(e) = s.next() {
            if matches!(e, solver::Event::Place { solution: true, .. }) {
                let mut q = s.queens();
                q.truncate(4);
                found.push(q);
            }
        }
        assert!(found.contains(&cols), "{found:?}");
    }
}
