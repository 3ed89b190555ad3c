//! One group's chunk tables against a run of west patterns: the AND of a
//! west pattern's chunk entries holds the east patterns disjoint from it,
//! and a popcount counts them. [`sweep`] is the portable form and the
//! reference; [`sweep_best`] is the form each target counts with (AVX-512
//! VPOPCNTDQ where the processor has it, WebAssembly SIMD in the site's
//! wasm), and must count exactly as [`sweep`] does (`super::selftest`).

use super::sliced::{LANES, TABLES};

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
pub(super) fn sweep_best<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
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
pub(super) fn sweep_best<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
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
pub(super) fn sweep_best<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
    sweep::<C>(tables, entries)
}

/// The pairs of a group (its [`group_tables`](super::sliced::group_tables)) and the west patterns whose
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
pub(super) fn sweep<const C: usize>(tables: &[[u64; LANES]; TABLES], entries: &[u16]) -> u64 {
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
