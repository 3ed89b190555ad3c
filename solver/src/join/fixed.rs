//! The boards that a quarter turn or a half turn leaves unchanged, counted
//! by a search apart from the join: such a board is fixed by a quarter or a
//! half of its queens, so the search places each queen with its images.
//! They give the classes `c2` and `c4` (by Burnside's lemma: see the join's
//! module docs).

/// Boards fixed by a quarter turn and by a half turn, counted by search.
pub fn symmetric(n: usize) -> (u64, u64) {
    symmetric_within(n, [u32::MAX; 32])
}

/// [`symmetric`] on the squares of `open` only (row `r` may use the columns
/// `c` of `open[r] >> c & 1`).
pub(super) fn symmetric_within(n: usize, open: [u32; 32]) -> (u64, u64) {
    let mut s = Fixed::new(n, open);
    s.search(0, Turn::Half);
    let half = s.count;
    s.count = 0;
    s.search(0, Turn::Quarter);
    (s.count, half)
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
