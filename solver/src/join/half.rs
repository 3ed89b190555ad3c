//! Half-boards from quarter tables. A quarter table lists every
//! attack-free placement in a block of rows and columns by the rows and the
//! columns it uses; a half-board is a north and a south placement on the
//! half's other columns that share no diagonal, written as a pattern of the
//! diagonals that both halves of the board reach (the only ones the join
//! compares).

use super::orbits::{subsets, Join};

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
pub(super) struct Half {
    n: usize,
    /// Diagonals per direction in the frame.
    frame: usize,
}

impl Half {
    pub(super) fn new(n: usize) -> Half {
        let w = n / 2;
        Half {
            n,
            frame: n + w - 1 - n / 2,
        }
    }

    /// The east (`west` false) or west half's patterns on `rows` (bit `r` =
    /// row `r`), whose queens all avoid the diagonals of the middle column's
    /// queen on row `middle` (odd boards).
    pub(super) fn patterns(
        &self,
        join: &Join,
        west: bool,
        rows: u32,
        middle: Option<usize>,
        souths: &mut Souths,
        out: &mut Vec<u64>,
    ) {
        out.clear();
        let (n, w, t) = (self.n, self.n / 2, self.n / 2);
        // The frame's bits of the two longest diagonals (see below).
        let both = self.frame_bits(long_diagonals(n)[0] | long_diagonals(n)[1]);
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
        let north_block = block(0);
        // The south placements of `rs`, in the frame and as their shared
        // diagonals: consecutive row sets mostly share their south rows
        // (their order changes the high rows last), so they are converted
        // once for the row sets that share them.
        souths.fill(self, south, rs, west, block(t), both);
        for cols in subsets(full, rn.count_ones() as usize) {
            let north_list = north.get(rn, key(cols));
            let south_list = souths.get(key(full ^ cols));
            if north_list.is_empty() || south_list.is_empty() {
                continue;
            }
            // Every pair written (a half-board's pattern is the OR of its
            // quarters': `pattern` only picks bits), kept when its
            // quarters share no diagonal and it does not hold both longest
            // diagonals: no branch to mispredict, and nothing written
            // twice. The south placements that hold both are not in the
            // list (`Souths::fill`), the north ones are skipped here, and a
            // north one that holds one of them meets only the south ones
            // without the other: one test of `b` per pair.
            out.reserve(north_list.len() * south_list.len());
            for &a in north_list {
                if a & north_block != 0 {
                    continue;
                }
                let a = self.to_frame(a, 0, west);
                if a & both == both {
                    continue;
                }
                let avoid = if a & both != 0 { a | both } else { a };
                let pa = self.pattern(a);
                let len = out.len();
                let room = &mut out.spare_capacity_mut()[..south_list.len()];
                let mut kept = 0;
                for &(b, pb) in south_list {
                    // SAFETY: `kept` is at most the number of south
                    // placements before this one (one more each at most),
                    // below `room`'s length, `south_list.len()`.
                    unsafe { room.get_unchecked_mut(kept) }.write(pa | pb);
                    kept += usize::from(b & avoid == 0);
                }
                // SAFETY: the first `kept` values of the spare capacity
                // were written (each kept one at its place before the next
                // was written), and `reserve` made room for them.
                unsafe { out.set_len(len + kept) };
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

    /// The bits of the frame that [`Half::pattern`] moves to `bits`.
    fn frame_bits(&self, bits: u64) -> u64 {
        let w = self.n / 2;
        let shared = (2 * w).saturating_sub(1);
        let from = self.n - w - self.n / 2;
        let mask = (1u64 << shared) - 1;
        let frame = (bits & mask) << from | ((bits >> shared) & mask) << (from + self.frame);
        debug_assert_eq!(self.pattern(frame), bits);
        frame
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
pub(super) fn long_diagonals(n: usize) -> [u64; 2] {
    let w = n / 2;
    let shared = (2 * w).saturating_sub(1);
    let middle = w.saturating_sub(1);
    [1 << (shared + middle), 1 << middle]
}

/// Whether an east half-board of pattern `p` and its image under the
/// half turn (a west half-board) share no diagonal: together they are a
/// half-turn symmetric board. The turn maps diagonal `d` to `2n - 2 - d`
/// in both directions, which reverses the shared ones of each.
pub(super) fn half_turn_pair(n: usize, bits: u64) -> bool {
    let s = (2 * (n / 2)).saturating_sub(1);
    let reverse = |v: u64| v.reverse_bits() >> (64 - s);
    let image = reverse(bits & ((1 << s) - 1)) | reverse(bits >> s) << s;
    bits & image == 0
}

/// The diagonals of the middle column's queen on row `m` (an odd board) in
/// a table's own frame, for the quarter whose rows start at `r0`: the same
/// bits for the east and the west half (the middle column is its own mirror
/// image).
pub(super) fn middle_bits(n: usize, m: usize, r0: usize) -> u64 {
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

/// A quarter table's placements on one set of south rows, in a half's
/// frame, with their shared diagonals (see [`Half`]), by their columns:
/// kept while the next row sets have the same south rows.
#[derive(Default)]
pub(super) struct Souths {
    /// The rows, the half (west or not) and the middle queen's diagonals
    /// the list is for.
    filled: Option<(u32, bool, u64)>,
    /// Where each set of the table's columns starts in `list`, and the end.
    starts: Vec<u32>,
    list: Vec<(u64, u64)>,
}

impl Souths {
    /// The south table's placements on rows `rows` that avoid `block` (the
    /// middle queen's diagonals), for the `west` half or the east one,
    /// less those that hold all of `long` (the frame's bits of the two
    /// longest diagonals: no half-board of the join holds both).
    fn fill(&mut self, half: &Half, table: &Quarter, rows: u32, west: bool, block: u64, long: u64) {
        if self.filled == Some((rows, west, block)) {
            return;
        }
        self.filled = Some((rows, west, block));
        let (n, t) = (half.n, half.n / 2);
        self.list.clear();
        self.starts.clear();
        self.starts.push(0);
        for cols in 0..1u32 << (n / 2) {
            self.list.extend(
                table
                    .get(rows, cols)
                    .iter()
                    .filter(|&&b| b & block == 0)
                    .map(|&b| half.to_frame(b, t, west))
                    .filter(|&b| b & long != long)
                    .map(|b| (b, half.pattern(b))),
            );
            self.starts.push(self.list.len() as u32);
        }
    }

    fn get(&self, cols: u32) -> &[(u64, u64)] {
        let c = cols as usize;
        &self.list[self.starts[c] as usize..self.starts[c + 1] as usize]
    }
}

/// Every attack-free placement in a block of `rows` rows and `width`
/// columns (any of its rows, distinct columns), by the rows and the
/// columns it uses (as bit sets of the block), as diagonal bits in the
/// table's own frame (see [`Half`]).
pub(super) struct Quarter {
    width: usize,
    pub(super) offsets: Vec<u32>,
    pub(super) diagonals: Vec<u64>,
}

impl Quarter {
    pub(super) fn new(rows: usize, width: usize) -> Quarter {
        Quarter::within(rows, width, &|_, _| true)
    }

    /// The placements whose queens all stand on squares `(r, j)` of the
    /// block that `open` allows (the join's tests count the boards of a
    /// slice of the board's squares).
    pub(super) fn within(
        rows: usize,
        width: usize,
        open: &impl Fn(usize, usize) -> bool,
    ) -> Quarter {
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
