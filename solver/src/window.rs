//! The last eight rows of a board side by side, for the counter's forward
//! check (see [`crate::count`]).
//!
//! A [`Window`] holds, for each of the last [`ROWS`] rows, the squares still
//! free in that row: allowed by the counter's rules and attacked by no queen
//! placed so far. Row `i` of the window is a *lane* of bits, column `c` at
//! bit `n - 1 - c` as everywhere else. A queen placed in lane `i` empties
//! that lane and clears, in every other lane, the three squares it attacks
//! there ([`Window::place`], one AND-NOT with a precomputed pattern). The
//! search then asks [`Window::open`]: does every row still without a queen
//! keep a free square, and does every empty column keep one? If not, no
//! solution lies under this placement, however the other rows are tried.
//! And it places next the row with the fewest free squares
//! ([`Window::fewest`]): a row with one square left takes its queen at once,
//! and a dead end shows up before the search branches above it.
//!
//! With a row at a time in `left`, `down` and `right`, these tests would
//! cost a shift and a mask for every row; with the rows side by side they
//! cost a handful of operations whatever the number of rows, and in the
//! browser those are WebAssembly SIMD instructions on 128 bits at once.
//!
//! The counter builds a window's rows once, two rows above its first row
//! (as the queens above leave them), and each queen of those two rows
//! takes its attacks from them with one more AND-NOT
//! ([`Window::place_above`]).
//!
//! Two layouts: [`Narrow`] (16-bit lanes, one 128-bit value) and [`Wide`]
//! (32-bit lanes, two of them, up to 32 columns). The counter puts a window
//! in a `Narrow` whenever its empty columns span at most 16, shifted down to
//! bit 0 (the attacks are the same anywhere on the row): every window of
//! boards up to 16 columns, three in four at `n = 17`. On wider boards the
//! window comes down in a `Wide` one, unshifted, and is brought down to
//! 16-bit lanes ([`Wide::narrow`]) under each queen of the row above it
//! whose empty columns allow it.

/// The rows a window holds: the last eight of the board.
pub const ROWS: usize = 8;

/// The widest board a [`Narrow`] window holds (its lanes' bits); wider
/// boards need [`Wide`].
pub const NARROW_COLUMNS: usize = 16;

/// 128 bits: one `v128` when the wasm build has SIMD, one `__m128i` on
/// x86-64 with SSE4.1, else two `u64`.
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
    pub fn words(a: Raw) -> (u64, u64) {
        (u64x2_extract_lane::<0>(a), u64x2_extract_lane::<1>(a))
    }

    /// Every 16-bit lane of `a` is non-zero.
    #[inline(always)]
    pub fn all16(a: Raw) -> bool {
        i16x8_all_true(a)
    }
    /// Every 32-bit lane of `a` and of `b` is non-zero.
    #[inline(always)]
    pub fn all32_both(a: Raw, b: Raw) -> bool {
        i32x4_all_true(u32x4_min(a, b))
    }

    /// The 32-bit lanes of `a` (lanes 0–3) and `b` (4–7) shifted right by
    /// `shift`, as 16-bit lanes (each below `1 << 16` once shifted).
    #[inline(always)]
    pub fn narrow(a: Raw, b: Raw, shift: u32) -> Raw {
        u16x8_narrow_i32x4(u32x4_shr(a, shift), u32x4_shr(b, shift))
    }
    /// 16-bit lanes all ones where `bits` (one per lane) has a one.
    #[inline(always)]
    pub fn spread16(bits: u32) -> Raw {
        let each = u16x8(1, 2, 4, 8, 16, 32, 64, 128);
        i16x8_ne(v128_and(u16x8_splat(bits as u16), each), u16x8_splat(0))
    }
    /// The same for 32-bit lanes: bits 0–3 into `a`, 4–7 into `b`.
    #[inline(always)]
    pub fn spread32(bits: u32) -> (Raw, Raw) {
        let (low, high) = (u32x4(1, 2, 4, 8), u32x4(16, 32, 64, 128));
        let all = u32x4_splat(bits);
        let zero = u32x4_splat(0);
        (
            i32x4_ne(v128_and(all, low), zero),
            i32x4_ne(v128_and(all, high), zero),
        )
    }

    /// The smallest 16-bit lane of `a`, in every lane.
    #[inline(always)]
    fn min16(a: Raw) -> Raw {
        let a = u16x8_min(a, i64x2_shuffle::<1, 0>(a, a));
        let a = u16x8_min(a, i32x4_shuffle::<1, 0, 3, 2>(a, a));
        u16x8_min(a, i16x8_shuffle::<1, 0, 3, 2, 5, 4, 7, 6>(a, a))
    }
    /// The lane of `a` with the fewest ones, the first on ties, among the
    /// lanes where `done` is 0 (where it is all ones, the lane is skipped).
    #[inline(always)]
    pub fn fewest16(a: Raw, done: Raw) -> usize {
        let ones = i16x8_extadd_pairwise_u8x16(i8x16_popcnt(a));
        let key = v128_or(i16x8_shl(ones, 3), u16x8(0, 1, 2, 3, 4, 5, 6, 7));
        (u16x8_extract_lane::<0>(min16(v128_or(key, done))) & 7) as usize
    }
    /// [`fewest16`] and that lane's bits, from one reduction: each key
    /// travels with its lane's bits in a 32-bit lane (key above, bits
    /// below), so the minimum carries both.
    #[inline(always)]
    pub fn fewest_row16(a: Raw, done: Raw) -> (usize, u32) {
        let ones = i16x8_extadd_pairwise_u8x16(i8x16_popcnt(a));
        let key = v128_or(i16x8_shl(ones, 3), u16x8(0, 1, 2, 3, 4, 5, 6, 7));
        let key = v128_or(key, done);
        let low = i8x16_shuffle::<0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23>(a, key);
        let high =
            i8x16_shuffle::<8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31>(a, key);
        let m = u32x4_min(low, high);
        let m = u32x4_min(m, i64x2_shuffle::<1, 0>(m, m));
        let m = u32x4_min(m, i32x4_shuffle::<1, 0, 3, 2>(m, m));
        let x = u32x4_extract_lane::<0>(m);
        ((x >> 16 & 7) as usize, x & 0xFFFF)
    }
    /// The same for 32-bit lanes, lanes 0–3 in `a` and 4–7 in `b`.
    #[inline(always)]
    pub fn fewest32(a: Raw, b: Raw, done: (Raw, Raw)) -> usize {
        let ones = |x| i32x4_extadd_pairwise_u16x8(i16x8_extadd_pairwise_u8x16(i8x16_popcnt(x)));
        let key_a = v128_or(i32x4_shl(ones(a), 3), u32x4(0, 1, 2, 3));
        let key_b = v128_or(i32x4_shl(ones(b), 3), u32x4(4, 5, 6, 7));
        let m = u32x4_min(v128_or(key_a, done.0), v128_or(key_b, done.1));
        let m = u32x4_min(m, i64x2_shuffle::<1, 0>(m, m));
        let m = u32x4_min(m, i32x4_shuffle::<1, 0, 3, 2>(m, m));
        (u32x4_extract_lane::<0>(m) & 7) as usize
    }
}

/// The same operations with SSE4.1 (x86-64-v2, every x86-64 processor
/// since about 2009; `.cargo/config.toml` builds for it): the native
/// command's counter.
#[cfg(all(target_arch = "x86_64", target_feature = "sse4.1"))]
mod imp {
    use core::arch::x86_64::*;

    pub type Raw = __m128i;

    pub const fn new(lo: u64, hi: u64) -> Raw {
        // SAFETY: two u64 and an __m128i are the same 16 bytes (little
        // endian: `lo` is the low half, as `_mm_set_epi64x(hi, lo)`).
        unsafe { core::mem::transmute::<[u64; 2], __m128i>([lo, hi]) }
    }
    #[inline(always)]
    pub fn and_not(a: Raw, b: Raw) -> Raw {
        // SAFETY (every block of this module): the intrinsics need SSE4.1
        // and below, which the module's cfg guarantees.
        unsafe { _mm_andnot_si128(b, a) }
    }
    #[inline(always)]
    pub fn or(a: Raw, b: Raw) -> Raw {
        unsafe { _mm_or_si128(a, b) }
    }
    #[inline(always)]
    pub fn words(a: Raw) -> (u64, u64) {
        unsafe {
            (
                _mm_cvtsi128_si64(a) as u64,
                _mm_extract_epi64::<1>(a) as u64,
            )
        }
    }

    /// Every 16-bit lane of `a` is non-zero.
    #[inline(always)]
    pub fn all16(a: Raw) -> bool {
        unsafe { _mm_movemask_epi8(_mm_cmpeq_epi16(a, _mm_setzero_si128())) == 0 }
    }
    /// Every 32-bit lane of `a` and of `b` is non-zero.
    #[inline(always)]
    pub fn all32_both(a: Raw, b: Raw) -> bool {
        unsafe {
            let zero = _mm_setzero_si128();
            _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_min_epu32(a, b), zero)) == 0
        }
    }

    /// 16-bit lanes all ones where `bits` (one per lane) has a one.
    #[inline(always)]
    pub fn spread16(bits: u32) -> Raw {
        unsafe {
            let each = _mm_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128);
            _mm_cmpeq_epi16(_mm_and_si128(_mm_set1_epi16(bits as i16), each), each)
        }
    }
    /// The same for 32-bit lanes: bits 0–3 into `a`, 4–7 into `b`.
    #[inline(always)]
    pub fn spread32(bits: u32) -> (Raw, Raw) {
        unsafe {
            let (low, high) = (_mm_setr_epi32(1, 2, 4, 8), _mm_setr_epi32(16, 32, 64, 128));
            let all = _mm_set1_epi32(bits as i32);
            (
                _mm_cmpeq_epi32(_mm_and_si128(all, low), low),
                _mm_cmpeq_epi32(_mm_and_si128(all, high), high),
            )
        }
    }

    /// The ones of each 16-bit lane: a nibble's count from a table
    /// (`pshufb`), the two nibbles of each byte and the two bytes of each
    /// lane added.
    #[inline(always)]
    fn ones16(x: Raw) -> Raw {
        unsafe {
            let table = _mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
            let nibble = _mm_set1_epi8(0x0F);
            let low = _mm_shuffle_epi8(table, _mm_and_si128(x, nibble));
            let high = _mm_shuffle_epi8(table, _mm_and_si128(_mm_srli_epi16::<4>(x), nibble));
            _mm_maddubs_epi16(_mm_add_epi8(low, high), _mm_set1_epi8(1))
        }
    }
    /// The lane of `a` with the fewest ones, the first on ties, among the
    /// lanes where `done` is 0 (all ones there: the largest key). One
    /// instruction finds the smallest 16-bit lane and its index
    /// (`phminposuw`), the first on ties.
    #[inline(always)]
    pub fn fewest16(a: Raw, done: Raw) -> usize {
        unsafe {
            (_mm_cvtsi128_si32(_mm_minpos_epu16(_mm_or_si128(ones16(a), done))) >> 16 & 7) as usize
        }
    }
    /// The same for 32-bit lanes, lanes 0–3 in `a` and 4–7 in `b`.
    #[inline(always)]
    pub fn fewest32(a: Raw, b: Raw, done: (Raw, Raw)) -> usize {
        unsafe {
            let ones = |x| _mm_madd_epi16(ones16(x), _mm_set1_epi16(1));
            let key_a = _mm_or_si128(_mm_slli_epi32::<3>(ones(a)), _mm_setr_epi32(0, 1, 2, 3));
            let key_b = _mm_or_si128(_mm_slli_epi32::<3>(ones(b)), _mm_setr_epi32(4, 5, 6, 7));
            let m = _mm_min_epu32(_mm_or_si128(key_a, done.0), _mm_or_si128(key_b, done.1));
            let m = _mm_min_epu32(m, _mm_shuffle_epi32::<0b01_00_11_10>(m));
            let m = _mm_min_epu32(m, _mm_shuffle_epi32::<0b10_11_00_01>(m));
            (_mm_cvtsi128_si32(m) & 7) as usize
        }
    }

    /// The 32-bit lanes of `a` (lanes 0–3) and `b` (4–7) shifted right by
    /// `shift`, as 16-bit lanes (each below `1 << 16` once shifted).
    #[inline(always)]
    pub fn narrow(a: Raw, b: Raw, shift: u32) -> Raw {
        unsafe {
            let count = _mm_cvtsi32_si128(shift as i32);
            _mm_packus_epi32(_mm_srl_epi32(a, count), _mm_srl_epi32(b, count))
        }
    }
}

/// The same operations on two `u64` (any other target), also compiled for
/// the tests and the `selftest` feature, which check the SIMD forms against
/// it ([`simd_differs`]).
#[cfg(any(
    test,
    feature = "selftest",
    not(any(
        all(target_arch = "wasm32", target_feature = "simd128"),
        all(target_arch = "x86_64", target_feature = "sse4.1")
    ))
))]
mod portable {
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
    #[inline(always)]
    pub fn words(a: Raw) -> (u64, u64) {
        (a[0], a[1])
    }

    /// Every lane is non-zero (`top`: the top bit of each lane): adding all
    /// ones below a lane's top bit carries into it exactly when a lower bit
    /// is set.
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

    pub fn narrow(a: Raw, b: Raw, shift: u32) -> Raw {
        let lanes =
            [a[0], a[1], b[0], b[1]].map(|w| (w & 0xFFFF_FFFF) >> shift | (w >> 32 >> shift) << 16);
        [lanes[0] | lanes[1] << 32, lanes[2] | lanes[3] << 32]
    }

    /// Lanes of `width` bits, all ones where `bits` has a one, as words.
    #[inline(always)]
    fn spread(bits: u32, width: usize) -> [u64; 4] {
        let mut words = [0; 4];
        for k in 0..super::ROWS {
            let lane = u64::from(bits >> k & 1).wrapping_neg() >> (64 - width);
            words[width * k / 64] |= lane << (width * k % 64);
        }
        words
    }
    #[inline(always)]
    pub fn spread16(bits: u32) -> Raw {
        let w = spread(bits, 16);
        [w[0], w[1]]
    }
    #[inline(always)]
    pub fn spread32(bits: u32) -> (Raw, Raw) {
        let w = spread(bits, 32);
        ([w[0], w[1]], [w[2], w[3]])
    }

    /// The number of ones of each lane of `width` bits (16 or 32), in
    /// that lane: the classic bit count, stopped at the lane width.
    #[inline(always)]
    fn ones(x: u64, width: usize) -> u64 {
        let x = x - (x >> 1 & 0x5555_5555_5555_5555);
        let x = (x & 0x3333_3333_3333_3333) + (x >> 2 & 0x3333_3333_3333_3333);
        let x = (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        let x = (x + (x >> 8)) & 0x00FF_00FF_00FF_00FF;
        if width == 16 {
            x
        } else {
            (x + (x >> 16)) & 0x0000_FFFF_0000_FFFF
        }
    }

    /// The lane (of `width` bits, in `words`) with the fewest ones, the
    /// first on ties, among the lanes where `done` is 0: the smallest key
    /// `ones << 3 | lane`, with the lanes of `done` all ones.
    #[inline(always)]
    fn fewest(words: [u64; 4], done: [u64; 4], width: usize) -> usize {
        let per_word = 64 / width;
        let mut best = u64::MAX;
        for (w, (&word, &skip)) in words.iter().zip(&done).enumerate().take(8 / per_word) {
            let keys = ones(word, width) << 3 | skip;
            for k in 0..per_word {
                let key = keys >> (width * k) & (u64::MAX >> (64 - width));
                best = best.min(key | (w * per_word + k) as u64);
            }
        }
        (best & 7) as usize
    }
    #[inline(always)]
    pub fn fewest16(a: Raw, done: Raw) -> usize {
        fewest([a[0], a[1], 0, 0], [done[0], done[1], 0, 0], 16)
    }
    #[inline(always)]
    pub fn fewest32(a: Raw, b: Raw, done: (Raw, Raw)) -> usize {
        let (d, e) = done;
        fewest([a[0], a[1], b[0], b[1]], [d[0], d[1], e[0], e[1]], 32)
    }
}

#[cfg(not(any(
    all(target_arch = "wasm32", target_feature = "simd128"),
    all(target_arch = "x86_64", target_feature = "sse4.1")
)))]
use portable as imp;

/// The last [`ROWS`] rows of a board, each its free squares.
pub trait Window: Copy {
    /// The window of these rows (bits above the board's columns are 0).
    fn from_rows(rows: [u32; ROWS]) -> Self;
    /// All the bits of the lanes where `placed` (a bit per lane) has a one:
    /// the lanes whose queen is placed, for [`Window::fewest`] and
    /// [`Window::open`].
    fn lanes(placed: u32) -> Self;
    /// The free squares of lane `i`.
    fn row(self, i: usize) -> u32;
    /// The free squares of all lanes together.
    fn squares(self) -> u32;
    /// The lane with the fewest free squares of those not in `done` (from
    /// [`Window::lanes`]; at least one is not), the first on ties.
    fn fewest(self, done: Self) -> usize;
    /// [`Window::fewest`] and the free squares of that lane.
    #[inline(always)]
    fn fewest_row(self, done: Self) -> (usize, u32) {
        let i = self.fewest(done);
        (i, self.row(i))
    }
    /// A queen on bit `j` of lane `i` (one of its free squares): lane `i`
    /// emptied, and in every other lane the squares the queen attacks.
    fn place(self, i: usize, j: u32) -> Self;
    /// A queen on bit `j` of the row `d` rows above lane 0 (`1 <= d <=`
    /// [`ABOVE`]): the squares it attacks taken from every lane. So the
    /// rows of a window can be built once, above it, for all the queens of
    /// the rows between.
    fn place_above(self, d: usize, j: u32) -> Self;
    /// With the lanes of `done` emptied by their queens: does every other
    /// lane keep a free square, and do they keep one together in every
    /// column of `empty` (the columns with no queen yet)?
    fn open(self, done: Self, empty: u32) -> bool;
}

/// Lanes of 16 bits, all in one [`Pack`]: 16 columns (of a board up to 16
/// columns, or the empty columns of a wider one shifted down).
#[derive(Clone, Copy)]
pub struct Narrow(Pack);

/// Lanes of 32 bits, four in each [`Pack`]: boards up to 32 columns.
#[derive(Clone, Copy)]
pub struct Wide([Pack; 2]);

/// The bits a queen in lane `i`, bit `j`, takes from a window with lanes of
/// `width` bits, as four words (lane `k` at bit `width * k`): all of lane
/// `i`, and in lane `i ± d` the bits `j` and `j ± d` that exist.
const fn attack_words(width: usize, i: usize, j: usize) -> [u64; 4] {
    let mut words = [0u64; 4];
    let mut k = 0;
    while k < ROWS {
        let lane: u64 = if k == i {
            u64::MAX >> (64 - width)
        } else {
            let d = k.abs_diff(i);
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

const fn pack(words: [u64; 4], half: usize) -> Pack {
    Pack(imp::new(words[2 * half], words[2 * half + 1]))
}

static NARROW_ATTACK: [[Pack; NARROW_COLUMNS]; ROWS] = {
    let mut table = [[pack([0; 4], 0); NARROW_COLUMNS]; ROWS];
    let mut i = 0;
    while i < ROWS {
        let mut j = 0;
        while j < NARROW_COLUMNS {
            table[i][j] = pack(attack_words(NARROW_COLUMNS, i, j), 0);
            j += 1;
        }
        i += 1;
    }
    table
};

/// How far above the window a queen may be for [`Window::place_above`]:
/// the window can be built two rows above its first row and carried down.
pub const ABOVE: usize = 2;

/// The bits a queen `d` rows above lane 0, on bit `j`, takes from a window
/// with lanes of `width` bits (as [`attack_words`]): in lane `k`, `k + d`
/// rows below the queen, bits `j` and `j ± (k + d)`.
const fn above_words(width: usize, d: usize, j: usize) -> [u64; 4] {
    let mut words = [0u64; 4];
    let mut k = 0;
    while k < ROWS {
        let d = k + d;
        let mut lane = 1u64 << j;
        if j + d < width {
            lane |= 1 << (j + d);
        }
        if j >= d {
            lane |= 1 << (j - d);
        }
        let at = width * k;
        words[at / 64] |= lane << (at % 64);
        k += 1;
    }
    words
}

static NARROW_ABOVE: [[Pack; NARROW_COLUMNS]; ABOVE] = {
    let mut table = [[pack([0; 4], 0); NARROW_COLUMNS]; ABOVE];
    let mut d = 0;
    while d < ABOVE {
        let mut j = 0;
        while j < NARROW_COLUMNS {
            table[d][j] = pack(above_words(NARROW_COLUMNS, d + 1, j), 0);
            j += 1;
        }
        d += 1;
    }
    table
};

static WIDE_ABOVE: [[[Pack; 2]; 32]; ABOVE] = {
    let mut table = [[[pack([0; 4], 0); 2]; 32]; ABOVE];
    let mut d = 0;
    while d < ABOVE {
        let mut j = 0;
        while j < 32 {
            let words = above_words(32, d + 1, j);
            table[d][j] = [pack(words, 0), pack(words, 1)];
            j += 1;
        }
        d += 1;
    }
    table
};

impl Wide {
    /// The same rows in 16-bit lanes, each shifted right by `shift`: for a
    /// window whose free squares all lie in bits `shift..shift + 16`.
    #[inline(always)]
    pub fn narrow(self, shift: u32) -> Narrow {
        Narrow(Pack(imp::narrow(self.0[0].0, self.0[1].0, shift)))
    }
}

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

/// The OR of the lanes of `width` bits in `word`.
#[inline(always)]
fn fold(mut word: u64, width: u32) -> u32 {
    let mut w = 64;
    while w > width {
        w /= 2;
        word |= word >> w;
    }
    (word & (u64::MAX >> (64 - width))) as u32
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
    fn lanes(placed: u32) -> Narrow {
        Narrow(Pack(imp::spread16(placed)))
    }

    #[inline(always)]
    fn row(self, i: usize) -> u32 {
        let (lo, hi) = imp::words(self.0 .0);
        let word = if i < 4 { lo } else { hi };
        (word >> (16 * (i % 4))) as u32 & 0xFFFF
    }

    #[inline(always)]
    fn squares(self) -> u32 {
        let (lo, hi) = imp::words(self.0 .0);
        fold(lo | hi, 16)
    }

    #[inline(always)]
    fn fewest(self, done: Narrow) -> usize {
        imp::fewest16(self.0 .0, done.0 .0)
    }

    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline(always)]
    fn fewest_row(self, done: Narrow) -> (usize, u32) {
        imp::fewest_row16(self.0 .0, done.0 .0)
    }

    #[inline(always)]
    fn place(self, i: usize, j: u32) -> Narrow {
        let attack = NARROW_ATTACK[i % ROWS][j as usize % NARROW_COLUMNS];
        Narrow(Pack(imp::and_not(self.0 .0, attack.0)))
    }

    #[inline(always)]
    fn place_above(self, d: usize, j: u32) -> Narrow {
        debug_assert!((1..=ABOVE).contains(&d));
        let attack = NARROW_ABOVE[(d - 1) % ABOVE][j as usize % NARROW_COLUMNS];
        Narrow(Pack(imp::and_not(self.0 .0, attack.0)))
    }

    #[inline(always)]
    fn open(self, done: Narrow, empty: u32) -> bool {
        imp::all16(imp::or(self.0 .0, done.0 .0)) & (self.squares() == empty)
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
    fn lanes(placed: u32) -> Wide {
        let (a, b) = imp::spread32(placed);
        Wide([Pack(a), Pack(b)])
    }

    #[inline(always)]
    fn row(self, i: usize) -> u32 {
        let (lo, hi) = imp::words(self.0[(i / 4) % 2].0);
        let word = if i % 4 < 2 { lo } else { hi };
        (word >> (32 * (i % 2))) as u32
    }

    #[inline(always)]
    fn squares(self) -> u32 {
        let (lo, hi) = imp::words(imp::or(self.0[0].0, self.0[1].0));
        fold(lo | hi, 32)
    }

    #[inline(always)]
    fn fewest(self, done: Wide) -> usize {
        imp::fewest32(self.0[0].0, self.0[1].0, (done.0[0].0, done.0[1].0))
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
    fn place_above(self, d: usize, j: u32) -> Wide {
        debug_assert!((1..=ABOVE).contains(&d));
        let [a, b] = WIDE_ABOVE[(d - 1) % ABOVE][(j % 32) as usize];
        Wide([
            Pack(imp::and_not(self.0[0].0, a.0)),
            Pack(imp::and_not(self.0[1].0, b.0)),
        ])
    }

    #[inline(always)]
    fn open(self, done: Wide, empty: u32) -> bool {
        let ([x, y], [a, b]) = (self.0, done.0);
        imp::all32_both(imp::or(x.0, a.0), imp::or(y.0, b.0)) & (self.squares() == empty)
    }
}

/// An operation of the window's 128-bit values ([`simd_differs`]).
#[cfg(any(test, feature = "selftest"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    New,
    AndNot,
    Or,
    All16,
    All32Both,
    Spread16,
    Spread32,
    Fewest16,
    /// [`Window::fewest_row`] of a [`Narrow`] window (one reduction in
    /// wasm: `fewest_row16`).
    FewestRow16,
    Fewest32,
    Narrow,
}

#[cfg(any(test, feature = "selftest"))]
impl Op {
    pub const ALL: [Op; 11] = [
        Op::New,
        Op::AndNot,
        Op::Or,
        Op::All16,
        Op::All32Both,
        Op::Spread16,
        Op::Spread32,
        Op::Fewest16,
        Op::FewestRow16,
        Op::Fewest32,
        Op::Narrow,
    ];

    /// Its name in the code (`imp::all32_both`, …).
    pub fn name(self) -> &'static str {
        match self {
            Op::New => "new",
            Op::AndNot => "and_not",
            Op::Or => "or",
            Op::All16 => "all16",
            Op::All32Both => "all32_both",
            Op::Spread16 => "spread16",
            Op::Spread32 => "spread32",
            Op::Fewest16 => "fewest16",
            Op::FewestRow16 => "fewest_row16",
            Op::Fewest32 => "fewest32",
            Op::Narrow => "narrow",
        }
    }
}

/// The first operation, and its round, where this build's SIMD form (x86's
/// SSE4.1, wasm's simd128) and the portable one give different results on
/// `rounds` rounds of random lanes (each 16-bit lane zero one time in four)
/// from `seed`; `None` when they always agree. Test-only (the `selftest`
/// feature): the native tests call it, and so does a wasm built for the
/// browser's test (`solver/examples/wasm_check.rs`).
#[cfg(any(test, feature = "selftest"))]
pub fn simd_differs(seed: u64, rounds: u32) -> Option<(u32, Op)> {
    let mut next = crate::xorshift(seed);
    // A word whose 16-bit lanes are each zero one time in four.
    let word = |next: &mut dyn FnMut() -> u64| {
        let (x, zeros) = (next(), next());
        (0..4).fold(x, |x, k| {
            if zeros >> (2 * k) & 3 == 0 {
                x & !(0xFFFF << (16 * k))
            } else {
                x
            }
        })
    };
    let same = |v: imp::Raw, p: portable::Raw| imp::words(v) == portable::words(p);
    for round in 0..rounds {
        let [a, b, c, d] = [(); 4].map(|()| word(&mut next));
        let (x, y) = (imp::new(a, b), imp::new(c, d));
        let (px, py) = (portable::new(a, b), portable::new(c, d));
        // At least one lane not done.
        let bits = (next() % 255) as u32;
        let ((s, t), (ps, pt)) = (imp::spread32(bits), portable::spread32(bits));
        // Lanes that fit 16 bits once shifted.
        let shift = (next() % 17) as u32;
        let fit = |w: u64| w & (0x0000_FFFF_0000_FFFF << shift);
        let checks = [
            (Op::New, same(x, px) && same(y, py)),
            (
                Op::AndNot,
                same(imp::and_not(x, y), portable::and_not(px, py)),
            ),
            (Op::Or, same(imp::or(x, y), portable::or(px, py))),
            (Op::All16, imp::all16(x) == portable::all16(px)),
            (
                Op::All32Both,
                imp::all32_both(x, y) == portable::all32_both(px, py),
            ),
            (
                Op::Spread16,
                same(imp::spread16(bits), portable::spread16(bits)),
            ),
            (Op::Spread32, same(s, ps) && same(t, pt)),
            (
                Op::Fewest16,
                imp::fewest16(x, imp::spread16(bits))
                    == portable::fewest16(px, portable::spread16(bits)),
            ),
            (Op::FewestRow16, {
                let lane = portable::fewest16(px, portable::spread16(bits));
                let word = if lane < 4 { a } else { b };
                let row = (word >> (16 * (lane % 4))) as u32 & 0xFFFF;
                let narrow = |raw| Narrow(Pack(raw));
                narrow(x).fewest_row(narrow(imp::spread16(bits))) == (lane, row)
            }),
            (
                Op::Fewest32,
                imp::fewest32(x, y, (s, t)) == portable::fewest32(px, py, (ps, pt)),
            ),
            (
                Op::Narrow,
                same(
                    imp::narrow(imp::new(fit(a), fit(b)), imp::new(fit(c), fit(d)), shift),
                    portable::narrow(
                        portable::new(fit(a), fit(b)),
                        portable::new(fit(c), fit(d)),
                        shift,
                    ),
                ),
            ),
        ];
        if let Some(&(op, _)) = checks.iter().find(|(_, ok)| !ok) {
            return Some((round, op));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The window against rows and columns: squares attacked square by
    /// square, for both layouts, every lane and column.
    fn attacks<W: Window>(n: u32) {
        let full = [u32::MAX >> (32 - n); ROWS];
        for i in 0..ROWS {
            for j in 0..n {
                let w = W::from_rows(full).place(i, j);
                for k in 0..ROWS {
                    for b in 0..n {
                        let d = k.abs_diff(i) as u32;
                        let attacked = k == i || b == j || b.abs_diff(j) == d;
                        assert_eq!(w.row(k) >> b & 1 == 0, attacked, "{i} {j} {k} {b}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_queen_takes_its_lane_and_its_attacks() {
        attacks::<Narrow>(16);
        attacks::<Wide>(32);
    }

    /// A queen one or two rows above the window, against rows and columns,
    /// in both layouts; and a wide window brought down to 16-bit lanes.
    #[test]
    fn a_queen_above_the_window_takes_its_attacks() {
        for (d, j) in (1..=ABOVE).flat_map(|d| (0..32u32).map(move |j| (d, j))) {
            let wide = Wide::from_rows([u32::MAX; ROWS]).place_above(d, j);
            let narrow = (j < 16).then(|| Narrow::from_rows([0xFFFF; ROWS]).place_above(d, j));
            for k in 0..ROWS {
                for b in 0..32 {
                    let attacked = b == j || b.abs_diff(j) == (k + d) as u32;
                    assert_eq!(wide.row(k) >> b & 1 == 0, attacked, "{d} {j} {k} {b}");
                    if let (Some(narrow), true) = (narrow, b < 16) {
                        assert_eq!(narrow.row(k) >> b & 1 == 0, attacked, "{d} {j} {k} {b}");
                    }
                }
            }
        }
        let rows: [u32; ROWS] = std::array::from_fn(|k| 0x1_2345 << k);
        for shift in 0..8 {
            let narrow = Wide::from_rows(rows.map(|r| r & 0xFFFF << shift)).narrow(shift);
            for (k, &row) in rows.iter().enumerate() {
                assert_eq!(narrow.row(k), (row >> shift) & 0xFFFF, "{shift} {k}");
            }
        }
    }

    /// The SIMD form of this build (x86's SSE4.1 natively; wasm's simd128
    /// in the browser: `tests/e2e/wasm-window.test.mjs`) against the
    /// portable one, operation by operation on random lanes: the same
    /// results. (Where there is no SIMD form, the portable one is compared
    /// with itself.)
    #[test]
    fn simd_agrees_with_portable() {
        for seed in [0x9E37_79B9_7F4A_7C15, 1, 0xFFFF_0000_FFFF_0000] {
            assert_eq!(simd_differs(seed, 20_000), None, "seed {seed:x}");
        }
    }

    fn open_and_fewest<W: Window>(top: u32) {
        let mut rows = [0b111u32; ROWS];
        rows[0] = top | 0b11;
        rows[6] = 0b100;
        let w = W::from_rows(rows);
        assert_eq!(w.squares(), top | 0b111);
        let none = W::lanes(0);
        assert!(w.open(none, top | 0b111));
        // A column of `empty` that no lane reaches.
        assert!(!w.open(none, top | 0b1111));
        // Lane 6 has one square, the fewest; then lane 0 (ties: the first).
        assert_eq!(w.fewest(none), 6);
        assert_eq!(w.fewest(W::lanes(1 << 6)), 0);
        assert_eq!(w.fewest(W::lanes(0b0111_1111)), 7);
        // An empty lane fails unless it is done.
        rows[5] = 0;
        let w = W::from_rows(rows);
        assert!(!w.open(none, top | 0b111));
        assert!(w.open(W::lanes(1 << 5), top | 0b111));
        assert_eq!(w.fewest(W::lanes(1 << 5)), 6);
        for placed in 0..=255u32 {
            let lanes = W::lanes(placed);
            for k in 0..ROWS {
                let ones = if placed >> k & 1 != 0 { u32::MAX } else { 0 };
                assert_eq!(lanes.row(k) & 0xFFFF, ones & 0xFFFF, "{placed} {k}");
            }
        }
    }

    #[test]
    fn open_and_fewest_read_every_lane() {
        open_and_fewest::<Narrow>(1 << 15);
        open_and_fewest::<Wide>(1 << 31);
    }
}
