//! The last eight rows of a board side by side, for the counter's forward
//! check (see [`super::count`]).
//!
//! A [`Window`] holds, for each of the last [`ROWS`] rows, the squares still
//! free in that row: allowed by the counter's rules and attacked by no queen
//! placed so far. Row `i` of the window is a *lane* of bits, column `c` at
//! bit `n - 1 - c` as everywhere else. A queen placed in lane `i` empties
//! that lane and clears, in every lane below, the three squares it attacks
//! there ([`Window::place`], one AND-NOT with a precomputed pattern). The
//! search then asks [`Window::open`]: does every row below keep a free
//! square, and does every empty column keep one in some row below? If not,
//! no solution lies under this placement, however the rows below are tried.
//!
//! With a row at a time in `left`, `down` and `right`, the same test would
//! cost a shift and a mask for every row below; with all rows side by side it
//! costs a handful of operations whatever the number of rows, and in the
//! browser those are WebAssembly SIMD instructions on 128 bits at once.
//!
//! Two layouts: [`Narrow`] (16-bit lanes, one 128-bit value, boards up to 16
//! columns) and [`Wide`] (32-bit lanes, two of them, up to 32 columns).

/// The rows a window holds: the last eight of the board.
pub const ROWS: usize = 8;

/// 128 bits: one `v128` when the wasm build has SIMD, else two `u64`.
#[derive(Clone, Copy)]
pub struct Pack(imp::Raw);

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod imp {
    use core::arch::wasm32::*;

    pub type Raw = v128;

    pub const fn new(lo: u64, hi: u64) -> Raw {
        u64x2(lo, hi)
    }
    #[inline(always)]
    pub fn and_not(a: Raw, b: Raw) -> Raw {
        v128_andnot(a, b)
    }
    #[inline(always)]
    pub fn or(a: Raw, b: Raw) -> Raw {
        v128_or(a, b)
    }
    #[inline(always)]
    pub fn all16(a: Raw) -> bool {
        i16x8_all_true(a)
    }
    /// Every 32-bit lane of `a` and of `b` is non-zero.
    #[inline(always)]
    pub fn all32_both(a: Raw, b: Raw) -> bool {
        i32x4_all_true(u32x4_min(a, b))
    }
    #[inline(always)]
    pub fn words(a: Raw) -> (u64, u64) {
        (u64x2_extract_lane::<0>(a), u64x2_extract_lane::<1>(a))
    }
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
mod imp {
    pub type Raw = [u64; 2];

    pub const fn new(lo: u64, hi: u64) -> Raw {
        [lo, hi]
    }
    #[inline(always)]
    pub fn and_not(a: Raw, b: Raw) -> Raw {
        [a[0] & !b[0], a[1] & !b[1]]
    }
    #[inline(always)]
    pub fn or(a: Raw, b: Raw) -> Raw {
        [a[0] | b[0], a[1] | b[1]]
    }
    /// Every lane of `bits` bits is non-zero: adding all ones below a
    /// lane's top bit carries into that bit exactly when a lower bit is set.
    #[inline(always)]
    fn all(a: Raw, top: u64) -> bool {
        let low = !top;
        let set = |x: u64| ((x & low).wrapping_add(low) | x) & top;
        set(a[0]) & set(a[1]) == top
    }
    #[inline(always)]
    pub fn all16(a: Raw) -> bool {
        all(a, 0x8000_8000_8000_8000)
    }
    #[inline(always)]
    pub fn all32_both(a: Raw, b: Raw) -> bool {
        let top = 0x8000_0000_8000_0000;
        all(a, top) & all(b, top)
    }
    #[inline(always)]
    pub fn words(a: Raw) -> (u64, u64) {
        (a[0], a[1])
    }
}

/// The last [`ROWS`] rows of a board, each its free squares.
pub trait Window: Copy {
    /// The window of these rows (bits above the board's columns are 0).
    fn from_rows(rows: [u32; ROWS]) -> Self;
    /// The free squares of lane `i`.
    fn row(self, i: usize) -> u32;
    /// A queen on bit `j` of lane `i` (one of its free squares): lane `i`
    /// emptied, and in each lane below it the squares the queen attacks.
    fn place(self, i: usize, j: u32) -> Self;
    /// With the lanes before `from` emptied by their queens: does each lane
    /// from `from` on keep a free square, and do they keep one together in
    /// every column of `empty` (the columns with no queen yet)?
    fn open(self, from: usize, empty: u32) -> bool;
}

/// Lanes of 16 bits, all in one [`Pack`]: boards up to 16 columns.
#[derive(Clone, Copy)]
pub struct Narrow(Pack);

/// Lanes of 32 bits, four in each [`Pack`]: boards up to 32 columns.
#[derive(Clone, Copy)]
pub struct Wide([Pack; 2]);

/// The bits a queen in lane `i`, bit `j`, takes from a window with lanes of
/// `width` bits, as four words (lane `k` at bit `width * k`): all of lane
/// `i`, and in lane `i + d` the bits `j` and `j ± d` that exist.
const fn attack_words(width: usize, i: usize, j: usize) -> [u64; 4] {
    let mut words = [0u64; 4];
    let mut k = i;
    while k < ROWS {
        let lane: u64 = if k == i {
            (1u64 << width) - 1
        } else {
            let d = k - i;
            let mut lane = 1u64 << j;
            if j + d < width {
                lane |= 1 << (j + d);
            }
            if j >= d {
                lane |= 1 << (j - d);
            }
            lane
        };
        let at = width * k;
        words[at / 64] |= lane << (at % 64);
        k += 1;
    }
    words
}

/// All bits of the lanes before `from` (lanes of `width` bits).
const fn done_words(width: usize, from: usize) -> [u64; 4] {
    let mut words = [0u64; 4];
    let mut k = 0;
    while k < from {
        let at = width * k;
        words[at / 64] |= ((1u64 << width) - 1) << (at % 64);
        k += 1;
    }
    words
}

const fn pack(words: [u64; 4], half: usize) -> Pack {
    Pack(imp::new(words[2 * half], words[2 * half + 1]))
}

static NARROW_ATTACK: [[Pack; 16]; ROWS] = {
    let mut table = [[pack([0; 4], 0); 16]; ROWS];
    let mut i = 0;
    while i < ROWS {
        let mut j = 0;
        while j < 16 {
            table[i][j] = pack(attack_words(16, i, j), 0);
            j += 1;
        }
        i += 1;
    }
    table
};

static NARROW_DONE: [Pack; ROWS + 1] = {
    let mut table = [pack([0; 4], 0); ROWS + 1];
    let mut from = 0;
    while from <= ROWS {
        table[from] = pack(done_words(16, from), 0);
        from += 1;
    }
    table
};

static WIDE_ATTACK: [[[Pack; 2]; 32]; ROWS] = {
    let mut table = [[[pack([0; 4], 0); 2]; 32]; ROWS];
    let mut i = 0;
    while i < ROWS {
        let mut j = 0;
        while j < 32 {
            let words = attack_words(32, i, j);
            table[i][j] = [pack(words, 0), pack(words, 1)];
            j += 1;
        }
        i += 1;
    }
    table
};

static WIDE_DONE: [[Pack; 2]; ROWS + 1] = {
    let mut table = [[pack([0; 4], 0); 2]; ROWS + 1];
    let mut from = 0;
    while from <= ROWS {
        let words = done_words(32, from);
        table[from] = [pack(words, 0), pack(words, 1)];
        from += 1;
    }
    table
};

/// The OR of the lanes of `width` bits in `word`.
#[inline(always)]
fn fold(mut word: u64, width: u32) -> u32 {
    let mut w = 64;
    while w > width {
        w /= 2;
        word |= word >> w;
    }
    (word & ((1u64 << width) - 1)) as u32
}

impl Window for Narrow {
    fn from_rows(rows: [u32; ROWS]) -> Narrow {
        let mut words = [0u64; 4];
        for (k, &row) in rows.iter().enumerate() {
            words[k / 4] |= u64::from(row & 0xFFFF) << (16 * (k % 4));
        }
        Narrow(pack(words, 0))
    }

    #[inline(always)]
    fn row(self, i: usize) -> u32 {
        let (lo, hi) = imp::words(self.0 .0);
        let word = if i < 4 { lo } else { hi };
        (word >> (16 * (i % 4))) as u32 & 0xFFFF
    }

    #[inline(always)]
    fn place(self, i: usize, j: u32) -> Narrow {
        let attack = NARROW_ATTACK[i % ROWS][(j % 16) as usize];
        Narrow(Pack(imp::and_not(self.0 .0, attack.0)))
    }

    #[inline(always)]
    fn open(self, from: usize, empty: u32) -> bool {
        let rows = imp::all16(imp::or(self.0 .0, NARROW_DONE[from % (ROWS + 1)].0));
        let (lo, hi) = imp::words(self.0 .0);
        rows & (fold(lo | hi, 16) == empty)
    }
}

impl Window for Wide {
    fn from_rows(rows: [u32; ROWS]) -> Wide {
        let mut words = [0u64; 4];
        for (k, &row) in rows.iter().enumerate() {
            words[k / 2] |= u64::from(row) << (32 * (k % 2));
        }
        Wide([pack(words, 0), pack(words, 1)])
    }

    #[inline(always)]
    fn row(self, i: usize) -> u32 {
        let (lo, hi) = imp::words(self.0[(i / 4) % 2].0);
        let word = if i % 4 < 2 { lo } else { hi };
        (word >> (32 * (i % 2))) as u32
    }

    #[inline(always)]
    fn place(self, i: usize, j: u32) -> Wide {
        let [a, b] = WIDE_ATTACK[i % ROWS][(j % 32) as usize];
        Wide([
            Pack(imp::and_not(self.0[0].0, a.0)),
            Pack(imp::and_not(self.0[1].0, b.0)),
        ])
    }

    #[inline(always)]
    fn open(self, from: usize, empty: u32) -> bool {
        let [a, b] = WIDE_DONE[from % (ROWS + 1)];
        let [x, y] = self.0;
        let rows = imp::all32_both(imp::or(x.0, a.0), imp::or(y.0, b.0));
        let (lo, hi) = imp::words(imp::or(x.0, y.0));
        rows & (fold(lo | hi, 32) == empty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The window against rows and columns: squares attacked square by
    /// square, for both layouts, every lane and column.
    fn check<W: Window>(width: u32) {
        let n = width as usize;
        let full = [u32::MAX >> (32 - n); ROWS];
        for i in 0..ROWS {
            for j in 0..n as u32 {
                let w = W::from_rows(full).place(i, j);
                for k in 0..ROWS {
                    for b in 0..n as u32 {
                        let d = k.abs_diff(i) as u32;
                        let attacked = k == i || (k > i && (b == j || b.abs_diff(j) == d));
                        assert_eq!(w.row(k) >> b & 1 == 0, attacked, "{i} {j} {k} {b}");
                    }
                }
            }
        }
    }

    #[test]
    fn narrow_and_wide_attack_the_squares_of_the_rules() {
        check::<Narrow>(16);
        check::<Wide>(32);
    }

    fn open_cases<W: Window>(top: u32) {
        let mut rows = [0b11u32; ROWS];
        rows[0] = top;
        let w = W::from_rows(rows);
        assert!(w.open(0, top | 0b11));
        // A column of `empty` that no lane reaches.
        assert!(!w.open(0, top | 0b111));
        // An empty lane below `from`.
        rows[5] = 0;
        assert!(!W::from_rows(rows).open(1, 0b11));
        // Lanes before `from` are not asked.
        rows[5] = 0b11;
        rows[0] = 0;
        assert!(W::from_rows(rows).open(1, 0b11));
        assert!(!W::from_rows(rows).open(0, 0b11));
    }

    #[test]
    fn open_asks_every_lane_and_column() {
        open_cases::<Narrow>(1 << 15);
        open_cases::<Wide>(1 << 31);
    }
}
