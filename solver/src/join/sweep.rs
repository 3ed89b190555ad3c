//! One group's chunk tables against a run of west patterns: the AND of a
//! west pattern's chunk entries holds the east patterns disjoint from it,
//! and a popcount counts them. [`sweep`] is the portable form and the
//! reference; the others are its forms in SIMD (AVX2 and AVX-512 VPOPCNTDQ
//! on x86-64, NEON on aarch64, chosen at run time as [`Simd`]; WebAssembly
//! SIMD in the site's wasm, chosen when it is compiled), and must count
//! exactly as [`sweep`] does (`super::selftest`).

use std::sync::OnceLock;

use super::sliced::{Place, Words, LANES, TABLES};

/// A form of the join's sweep: the portable one, or one in a processor's
/// SIMD instructions. A count uses [`Simd::chosen`]: the best this
/// processor has, unless `BITQUEENS_SIMD` names another ([`Simd::from_env`]),
/// for benchmarks and tests. Every form counts alike (checked against the
/// portable one by the tests, on the forms the machine has).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Simd {
    /// Plain Rust: four 64-bit words ANDed and counted with `count_ones`
    /// (one `popcnt` each on the x86-64-v2 baseline).
    Portable,
    /// x86-64 AVX2: the four words in one 256-bit vector, counted by
    /// nibbles with a lookup (`vpshufb`), the bytes summed by `vpsadbw`.
    Avx2,
    /// x86-64 AVX-512 VPOPCNTDQ (with VL): the four words counted in one
    /// instruction.
    Avx512,
    /// aarch64 NEON: the four words in two 128-bit vectors, counted by
    /// bytes (`cnt`), the bytes summed by pairwise adds.
    Neon,
}

/// The environment variable that forces a form of the sweep.
pub const SIMD_ENV: &str = "BITQUEENS_SIMD";

impl Simd {
    /// Every form, the portable one first.
    pub const ALL: [Simd; 4] = [Simd::Portable, Simd::Avx2, Simd::Avx512, Simd::Neon];

    /// The name `BITQUEENS_SIMD` takes and the command reports.
    pub fn name(self) -> &'static str {
        match self {
            Simd::Portable => "portable",
            Simd::Avx2 => "avx2",
            Simd::Avx512 => "avx512",
            Simd::Neon => "neon",
        }
    }

    /// The form of a name ([`Simd::name`]), `None` for any other text.
    pub fn parse(text: &str) -> Option<Simd> {
        Simd::ALL.into_iter().find(|s| s.name() == text)
    }

    /// Whether this build and this processor can use the form (the
    /// standard library caches what the processor has).
    pub fn available(self) -> bool {
        match self {
            Simd::Portable => true,
            #[cfg(target_arch = "x86_64")]
            Simd::Avx2 => std::arch::is_x86_feature_detected!("avx2"),
            #[cfg(target_arch = "x86_64")]
            Simd::Avx512 => {
                std::arch::is_x86_feature_detected!("avx2")
                    && std::arch::is_x86_feature_detected!("avx512f")
                    && std::arch::is_x86_feature_detected!("avx512vl")
                    && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
            }
            #[cfg(target_arch = "aarch64")]
            Simd::Neon => std::arch::is_aarch64_feature_detected!("neon"),
            #[allow(unreachable_patterns, reason = "the forms of other targets")]
            _ => false,
        }
    }

    /// The forms this build and processor can use, the portable one first.
    pub fn available_forms() -> Vec<Simd> {
        Simd::ALL.into_iter().filter(|s| s.available()).collect()
    }

    /// The fastest form this processor has: AVX-512, then AVX2, then NEON,
    /// else the portable one.
    pub fn best() -> Simd {
        [Simd::Avx512, Simd::Avx2, Simd::Neon]
            .into_iter()
            .find(|s| s.available())
            .unwrap_or(Simd::Portable)
    }

    /// The form `BITQUEENS_SIMD` forces: `Ok(None)` when it is unset or
    /// empty; an error that says why when it names no form, or one that
    /// this build or processor cannot use (never a silent fallback).
    pub fn from_env() -> Result<Option<Simd>, String> {
        match std::env::var(SIMD_ENV) {
            Err(std::env::VarError::NotPresent) => Ok(None),
            Err(std::env::VarError::NotUnicode(_)) => {
                Err(format!("{SIMD_ENV} is not text; {}", Simd::choices()))
            }
            Ok(text) => Simd::parse_available(text.trim()),
        }
    }

    /// [`Simd::from_env`] of the value `text`.
    pub fn parse_available(text: &str) -> Result<Option<Simd>, String> {
        if text.is_empty() {
            return Ok(None);
        }
        let Some(simd) = Simd::parse(text) else {
            return Err(format!(
                "{SIMD_ENV}={text}: no such form of the sweep; {}",
                Simd::choices()
            ));
        };
        if !simd.available() {
            return Err(format!(
                "{SIMD_ENV}={text}: this {} cannot use it; {}",
                if cfg!(any(target_arch = "x86_64", target_arch = "aarch64")) {
                    "processor"
                } else {
                    "build"
                },
                Simd::choices()
            ));
        }
        Ok(Some(simd))
    }

    /// The names `BITQUEENS_SIMD` takes, and those usable here.
    fn choices() -> String {
        let names = |forms: &[Simd]| {
            forms
                .iter()
                .map(|s| s.name())
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "it takes {} (usable here: {})",
            names(&Simd::ALL),
            names(&Simd::available_forms())
        )
    }

    /// The form the join counts with: [`Simd::from_env`]'s where it names
    /// one, else [`Simd::best`]; decided once per process. A program that
    /// takes the variable from its users checks [`Simd::from_env`] first
    /// (the command does, and refuses a bad value with a message); here a
    /// bad value panics with that message, as in a test run.
    pub fn chosen() -> Simd {
        static CHOSEN: OnceLock<Simd> = OnceLock::new();
        *CHOSEN.get_or_init(|| match Simd::from_env() {
            Ok(forced) => forced.unwrap_or_else(Simd::best),
            Err(why) => panic!("{why}"),
        })
    }
}

/// The form of the sweep a join uses: [`Simd::chosen`] natively; in the
/// site's wasm the sweep is chosen when it is compiled, so nothing is read.
#[inline]
pub(super) fn in_use() -> Simd {
    if cfg!(target_arch = "wasm32") {
        Simd::Portable
    } else {
        Simd::chosen()
    }
}

/// The pairs of [`sweep_best`], lane `l`'s counted `weights[l]` times.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
pub(super) fn sweep_weighed<const C: usize>(
    simd: Simd,
    tables: &[Words; TABLES],
    entries: &[Place],
    weights: &[u64; LANES],
) -> u64 {
    let lanes = sweep_best::<C>(simd, tables, entries);
    lanes.iter().zip(weights).map(|(&n, &w)| n * w).sum()
}

/// The pairs of the wasm's sweep, which adds lanes `l` and `l + 2` up:
/// those hold one unit of a bucket (`UNIT` in `super::sliced`), so lane
/// `l`'s weight is theirs (lane `l + 2` is empty where lane `l` is).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline(always)]
pub(super) fn sweep_weighed<const C: usize>(
    simd: Simd,
    tables: &[Words; TABLES],
    entries: &[Place],
    weights: &[u64; LANES],
) -> u64 {
    let [a, b] = sweep_best::<C>(simd, tables, entries);
    a * weights[0] + b * weights[1]
}

/// [`sweep`] in the form `simd`, which must be [`Simd::available`] (a
/// form that is not panics: the join passes [`in_use`], the tests check):
/// each lane's pairs apart.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
pub(super) fn sweep_best<const C: usize>(
    simd: Simd,
    tables: &[Words; TABLES],
    entries: &[Place],
) -> [u64; LANES] {
    let usable = |simd: Simd| {
        assert!(
            simd.available(),
            "the {} sweep on a processor without it",
            simd.name()
        );
    };
    match simd {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse4.1"))]
        Simd::Portable => x86::baseline::<C>(tables, entries),
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse4.1")))]
        Simd::Portable => sweep::<C>(tables, entries),
        #[cfg(target_arch = "x86_64")]
        Simd::Avx2 => {
            usable(simd);
            // SAFETY: the processor has AVX2 (checked above).
            unsafe { x86::avx2::<C>(tables, entries) }
        }
        #[cfg(target_arch = "x86_64")]
        Simd::Avx512 => {
            usable(simd);
            // SAFETY: the processor has every feature `avx512` is compiled
            // for (checked above).
            unsafe { x86::avx512::<C>(tables, entries) }
        }
        #[cfg(target_arch = "aarch64")]
        Simd::Neon => {
            usable(simd);
            // SAFETY: the processor has NEON (checked above).
            unsafe { arm::neon::<C>(tables, entries) }
        }
        #[allow(unreachable_patterns, reason = "the forms of other targets")]
        _ => {
            usable(simd);
            unreachable!("an available form has a sweep")
        }
    }
}

#[cfg(target_arch = "x86_64")]
pub(super) use x86::Avx2Words;

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::super::sliced::WordOps;
    use super::{Place, Words, LANES, TABLES};
    use std::arch::x86_64::*;

    /// [`WordOps`] in AVX2's 256-bit registers, with aligned loads and
    /// stores. Made only where the processor has AVX2 ([`Avx2Words::new`]),
    /// and fast where the caller is compiled for it (the join's loop is,
    /// `Sliced::pairs_in`): each operation is then one instruction.
    #[derive(Clone, Copy)]
    pub(in super::super) struct Avx2Words(());

    impl Avx2Words {
        pub(in super::super) fn new() -> Option<Avx2Words> {
            std::arch::is_x86_feature_detected!("avx2").then_some(Avx2Words(()))
        }
    }

    #[inline(always)]
    fn get(w: &Words) -> __m256i {
        // SAFETY: `w` is 32 readable bytes aligned to 32 (`Words`); the
        // processor has AVX (an `Avx2Words` exists).
        unsafe { _mm256_load_si256(std::ptr::from_ref(w).cast()) }
    }

    #[inline(always)]
    fn put(w: &mut Words, v: __m256i) {
        // SAFETY: as in `get`, and `w` is writable.
        unsafe { _mm256_store_si256(std::ptr::from_mut(w).cast(), v) }
    }

    impl WordOps for Avx2Words {
        #[inline(always)]
        fn and_into(self, to: &mut Words, a: &Words, b: &Words) {
            // SAFETY: the processor has AVX2 (an `Avx2Words` exists).
            put(to, unsafe { _mm256_and_si256(get(a), get(b)) });
        }
        #[inline(always)]
        fn and_not_into(self, word: &mut Words, live: &Words) {
            // SAFETY: as above.
            put(word, unsafe { _mm256_andnot_si256(get(word), get(live)) });
        }
        #[inline(always)]
        fn swap(self, a: &mut Words, b: &mut Words, j: u32, m: u64) {
            // SAFETY: as above.
            unsafe {
                let (va, vb) = (get(a), get(b));
                let by = _mm_cvtsi32_si128(j as i32);
                let t = _mm256_and_si256(
                    _mm256_xor_si256(_mm256_srl_epi64(va, by), vb),
                    _mm256_set1_epi64x(m as i64),
                );
                put(b, _mm256_xor_si256(vb, t));
                put(a, _mm256_xor_si256(va, _mm256_sll_epi64(t, by)));
            }
        }
    }

    /// A group's `LANES` words of the chunk entry `entry`, in one vector.
    #[inline(always)]
    fn load(tables: &[Words; TABLES], at: Place) -> __m256i {
        let words: &Words = at.words(tables);
        // SAFETY: `words` is 32 readable bytes (`LANES` = 4 words),
        // aligned to 32 (`Words`), as `load` needs; AVX is part of both
        // callers' features.
        unsafe { _mm256_load_si256(std::ptr::from_ref(words).cast()) }
    }

    /// A west pattern's chunk entries ANDed: the group's patterns disjoint
    /// from it.
    #[inline(always)]
    fn pattern(tables: &[Words; TABLES], e: &[Place]) -> __m256i {
        // Each place read on its own (`movzwl`) and added to the tables'
        // address: read as plain values, the compiler gathers a pattern's
        // places into a vector and takes each out again (`vpextrw`, two
        // micro-operations, one on the port that the lookups' `vpshufb`
        // needs).
        // SAFETY: `at` is a reference to a readable, aligned `Place`.
        let place = |at: &Place| unsafe { std::ptr::read_volatile(at) };
        let mut acc = load(tables, place(&e[0]));
        for at in &e[1..] {
            // SAFETY: AVX2 is part of both callers' features.
            acc = unsafe { _mm256_and_si256(acc, load(tables, place(at))) };
        }
        acc
    }

    /// The portable sweep in the x86-64-v2 baseline's registers: a
    /// group's words in two 128-bit vectors, a west pattern's chunk entries
    /// ANDed there (six loads instead of twelve). Eight patterns' words are
    /// summed bit by bit by carry-save adders into `ones`, `twos`, `fours`
    /// and a carry of weight eight, and only that carry is counted with
    /// `popcnt` (four words per eight patterns, not per pattern; the others
    /// once, at the end).
    #[cfg(target_feature = "sse4.1")]
    #[inline(always)]
    pub(super) fn baseline<const C: usize>(
        tables: &[Words; TABLES],
        entries: &[Place],
    ) -> [u64; LANES] {
        type V = (__m128i, __m128i);
        let load = |at: Place| {
            let words: &Words = at.words(tables);
            let at: *const __m128i = std::ptr::from_ref(words).cast();
            // SAFETY: `words` is 32 readable bytes aligned to 32
            // (`Words`), two aligned vectors; SSE2 is part of the build.
            unsafe { (_mm_load_si128(at), _mm_load_si128(at.add(1))) }
        };
        // SAFETY: `at` is a reference to a readable, aligned `Place`.
        let place = |at: &Place| unsafe { std::ptr::read_volatile(at) };
        let pattern = |e: &[Place]| -> V {
            let (mut lo, mut hi) = load(place(&e[0]));
            for at in &e[1..] {
                let (l, h) = load(place(at));
                // SAFETY: SSE2 is part of the build.
                (lo, hi) = unsafe { (_mm_and_si128(lo, l), _mm_and_si128(hi, h)) };
            }
            (lo, hi)
        };
        // SAFETY (the closures below): SSE2 and SSE4.1 are part of the build.
        let and = |a: V, b: V| unsafe { (_mm_and_si128(a.0, b.0), _mm_and_si128(a.1, b.1)) };
        let or = |a: V, b: V| unsafe { (_mm_or_si128(a.0, b.0), _mm_or_si128(a.1, b.1)) };
        let xor = |a: V, b: V| unsafe { (_mm_xor_si128(a.0, b.0), _mm_xor_si128(a.1, b.1)) };
        // The carry and the sum of three words, bit by bit.
        let csa = |a: V, b: V, c: V| {
            let u = xor(a, b);
            (or(and(a, b), and(u, c)), xor(u, c))
        };
        let count = |v: V| {
            // SAFETY: SSE4.1 is part of the build.
            let words = unsafe {
                [
                    _mm_cvtsi128_si64(v.0),
                    _mm_extract_epi64::<1>(v.0),
                    _mm_cvtsi128_si64(v.1),
                    _mm_extract_epi64::<1>(v.1),
                ]
            };
            words.map(|w| u64::from(w.count_ones()))
        };
        let add = |to: &mut [u64; LANES], from: [u64; LANES], times: u64| {
            for (t, f) in to.iter_mut().zip(from) {
                *t += times * f;
            }
        };
        // SAFETY: SSE2 is part of the build.
        let zero = unsafe { (_mm_setzero_si128(), _mm_setzero_si128()) };
        let (mut ones, mut twos, mut fours) = (zero, zero, zero);
        let mut eights = [0; LANES];
        let blocks = entries.chunks_exact(8 * C);
        let rest = blocks.remainder();
        for block in blocks {
            let p = |i: usize| pattern(&block[i * C..(i + 1) * C]);
            let (twos_a, o) = csa(ones, p(0), p(1));
            let (twos_b, o) = csa(o, p(2), p(3));
            let (fours_a, t) = csa(twos, twos_a, twos_b);
            let (twos_a, o) = csa(o, p(4), p(5));
            let (twos_b, o) = csa(o, p(6), p(7));
            let (fours_b, t) = csa(t, twos_a, twos_b);
            let (e, f) = csa(fours, fours_a, fours_b);
            (ones, twos, fours) = (o, t, f);
            add(&mut eights, count(e), 1);
        }
        let mut total = [0; LANES];
        add(&mut total, eights, 8);
        add(&mut total, count(fours), 4);
        add(&mut total, count(twos), 2);
        add(&mut total, count(ones), 1);
        for e in rest.chunks_exact(C) {
            add(&mut total, count(pattern(e)), 1);
        }
        total
    }

    /// The four 64-bit lanes of `v`.
    #[inline(always)]
    fn lanes(v: __m256i) -> [u64; LANES] {
        // SAFETY: a 256-bit vector is four `u64`, any bits valid.
        unsafe { std::mem::transmute::<__m256i, [u64; LANES]>(v) }
    }

    /// AVX-512 VPOPCNTDQ: the lanes' bits counted and summed in the
    /// vector.
    #[target_feature(enable = "avx2,avx512f,avx512vl,avx512vpopcntdq")]
    pub(super) fn avx512<const C: usize>(
        tables: &[Words; TABLES],
        entries: &[Place],
    ) -> [u64; LANES] {
        let mut sum = _mm256_setzero_si256();
        for e in entries.chunks_exact(C) {
            sum = _mm256_add_epi64(sum, _mm256_popcnt_epi64(pattern(tables, e)));
        }
        lanes(sum)
    }

    /// West patterns counted per run before their byte counts widen: at
    /// most 8 a byte per pattern, and `31 × 8` fits a byte.
    const RUN: usize = 31;

    /// AVX2, which has no popcount of vectors: each byte's bits counted by
    /// its two nibbles, each looked up in a 16-entry table (`vpshufb`), the
    /// bytes summed over a run of [`RUN`] patterns, then each lane's eight
    /// added up (`vpsadbw` against zero).
    #[target_feature(enable = "avx2")]
    pub(super) fn avx2<const C: usize>(
        tables: &[Words; TABLES],
        entries: &[Place],
    ) -> [u64; LANES] {
        #[rustfmt::skip]
        let ones = _mm256_setr_epi8(
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
        );
        let nibble = _mm256_set1_epi8(0x0f);
        let zero = _mm256_setzero_si256();
        let mut sum = zero;
        for run in entries.chunks(RUN * C) {
            let mut bytes = zero;
            for e in run.chunks_exact(C) {
                let acc = pattern(tables, e);
                let low = _mm256_shuffle_epi8(ones, _mm256_and_si256(acc, nibble));
                let high = _mm256_and_si256(_mm256_srli_epi16::<4>(acc), nibble);
                let high = _mm256_shuffle_epi8(ones, high);
                bytes = _mm256_add_epi8(bytes, _mm256_add_epi8(low, high));
            }
            sum = _mm256_add_epi64(sum, _mm256_sad_epu8(bytes, zero));
        }
        lanes(sum)
    }
}

#[cfg(target_arch = "aarch64")]
mod arm {
    use super::{Place, Words, LANES, TABLES};
    use std::arch::aarch64::*;

    /// West patterns counted per run before their byte counts widen: at
    /// most 8 a byte per pattern, and `31 × 8` fits a byte.
    const RUN: usize = 31;

    /// NEON: a group's `LANES` words in two 128-bit vectors, a west
    /// pattern's chunk entries ANDed, each byte's bits counted (`cnt`), the
    /// bytes summed over a run of [`RUN`] patterns, then widened by
    /// pairwise adds into each vector's two 64-bit lanes.
    #[target_feature(enable = "neon")]
    pub(super) fn neon<const C: usize>(
        tables: &[Words; TABLES],
        entries: &[Place],
    ) -> [u64; LANES] {
        let load = |at: Place| {
            let words: &[u64; LANES] = at.words(tables);
            // SAFETY: `words` is 32 readable bytes (`LANES` = 4 words),
            // two vectors; `ld1` needs no alignment.
            unsafe { (vld1q_u64(words.as_ptr()), vld1q_u64(words.as_ptr().add(2))) }
        };
        let widen = |bytes: uint8x16_t| vpaddlq_u32(vpaddlq_u16(vpaddlq_u8(bytes)));
        let (mut sum_lo, mut sum_hi) = (vdupq_n_u64(0), vdupq_n_u64(0));
        for run in entries.chunks(RUN * C) {
            let (mut bytes_lo, mut bytes_hi) = (vdupq_n_u8(0), vdupq_n_u8(0));
            for e in run.chunks_exact(C) {
                let (mut lo, mut hi) = load(e[0]);
                for &at in &e[1..] {
                    let (l, h) = load(at);
                    (lo, hi) = (vandq_u64(lo, l), vandq_u64(hi, h));
                }
                bytes_lo = vaddq_u8(bytes_lo, vcntq_u8(vreinterpretq_u8_u64(lo)));
                bytes_hi = vaddq_u8(bytes_hi, vcntq_u8(vreinterpretq_u8_u64(hi)));
            }
            sum_lo = vaddq_u64(sum_lo, widen(bytes_lo));
            sum_hi = vaddq_u64(sum_hi, widen(bytes_hi));
        }
        [
            vgetq_lane_u64::<0>(sum_lo),
            vgetq_lane_u64::<1>(sum_lo),
            vgetq_lane_u64::<0>(sum_hi),
            vgetq_lane_u64::<1>(sum_hi),
        ]
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(super) use wasm::{sweep_best, WasmWords};

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm {
    use super::super::sliced::WordOps;
    use super::{Place, Simd, Words, TABLES};
    use std::arch::wasm32::*;

    /// A [`Words`] as two 128-bit vectors.
    #[inline(always)]
    fn get(w: &Words) -> (v128, v128) {
        let at: *const v128 = std::ptr::from_ref(w).cast();
        // SAFETY: `w` is 32 readable bytes, two vectors; wasm's loads need
        // no alignment.
        unsafe { (v128_load(at), v128_load(at.add(1))) }
    }

    #[inline(always)]
    fn put(w: &mut Words, (lo, hi): (v128, v128)) {
        let at: *mut v128 = std::ptr::from_mut(w).cast();
        // SAFETY: as in `get`, and `w` is writable.
        unsafe {
            v128_store(at, lo);
            v128_store(at.add(1), hi);
        }
    }

    /// [`WordOps`] in WebAssembly SIMD: a [`Words`] in two 128-bit
    /// vectors, each operation two instructions (left to itself, the
    /// compiler keeps the transposition's shifts in 64-bit words).
    #[derive(Clone, Copy)]
    pub(in super::super) struct WasmWords;

    impl WordOps for WasmWords {
        #[inline(always)]
        fn and_into(self, to: &mut Words, a: &Words, b: &Words) {
            let ((a0, a1), (b0, b1)) = (get(a), get(b));
            put(to, (v128_and(a0, b0), v128_and(a1, b1)));
        }
        #[inline(always)]
        fn and_not_into(self, word: &mut Words, live: &Words) {
            let ((w0, w1), (l0, l1)) = (get(word), get(live));
            put(word, (v128_andnot(l0, w0), v128_andnot(l1, w1)));
        }
        #[inline(always)]
        fn swap(self, a: &mut Words, b: &mut Words, j: u32, m: u64) {
            let m = u64x2_splat(m);
            let half = |a: v128, b: v128| {
                let t = v128_and(v128_xor(u64x2_shr(a, j), b), m);
                (v128_xor(a, u64x2_shl(t, j)), v128_xor(b, t))
            };
            let ((a0, a1), (b0, b1)) = (get(a), get(b));
            let ((a0, b0), (a1, b1)) = (half(a0, b0), half(a1, b1));
            put(a, (a0, a1));
            put(b, (b0, b1));
        }
    }

    /// Pairs of west patterns counted per run before their byte counts
    /// widen: at most 8 a byte per pair (the carries of weight eight), and
    /// `31 × 8` fits a byte.
    const RUN: usize = 31;

    /// [`sweep`](super::sweep) in WebAssembly SIMD (the site's wasm is
    /// built with `simd128`): a group's `LANES` words in two 128-bit
    /// vectors, a west pattern's chunk entries ANDed. A popcount
    /// (`i8x16.popcnt`) costs several instructions there, so two patterns'
    /// four vectors go through carry-save adders and only the carries of
    /// weight eight are counted as bytes, summed over a run of [`RUN`]
    /// pairs, then widened into four 32-bit sums (a loop per run: no test
    /// per pair of whether the run ends). The vectors' halves stay apart:
    /// the pairs of lanes 0 and 2, then of lanes 1 and 3.
    pub(in super::super) fn sweep_best<const C: usize>(
        _simd: Simd,
        tables: &[Words; TABLES],
        entries: &[Place],
    ) -> [u64; 2] {
        let load = |at: Place| get(at.words(tables));
        let widen = |bytes: v128| u32x4_extadd_pairwise_u16x8(u16x8_extadd_pairwise_u8x16(bytes));
        // A pattern's places read through a pointer, each at a constant
        // offset from it (as indices, each place's address is computed
        // apart).
        let pattern = |e: &[Place]| {
            let e = &e[..C];
            // SAFETY: `e` holds `C` places, `k < C`.
            let at = |k: usize| unsafe { *e.as_ptr().add(k) };
            let (mut lo, mut hi) = load(at(0));
            for k in 1..C {
                let (l, h) = load(at(k));
                (lo, hi) = (v128_and(lo, l), v128_and(hi, h));
            }
            (lo, hi)
        };
        // Carry-save adders: `ones`, `twos`, `fours` hold the low bits of
        // a count per bit position; the eights are counted by popcount.
        // The carry is the majority of three: `b` where `x` and `a`
        // differ, else `x`.
        let csa = |x: v128, a: v128, b: v128| {
            let u = v128_xor(x, a);
            (v128_bitselect(b, x, u), v128_xor(u, b))
        };
        let zero = u32x4_splat(0);
        let (mut ones, mut twos, mut fours, mut sum) = (zero, zero, zero, zero);
        let pairs = entries.len() / (2 * C) * (2 * C);
        let (whole, rest) = entries.split_at(pairs);
        for run in whole.chunks(RUN * 2 * C) {
            let mut eights = zero;
            for two in run.chunks_exact(2 * C) {
                let (a, b) = pattern(&two[..C]);
                let (c, d) = pattern(&two[C..]);
                let (t1, o) = csa(ones, a, b);
                let (t2, o) = csa(o, c, d);
                let (f, t) = csa(twos, t1, t2);
                (ones, twos) = (o, t);
                eights = u8x16_add(eights, u8x16_popcnt(v128_and(fours, f)));
                fours = v128_xor(fours, f);
            }
            // The eights, eight each, widened first.
            sum = u32x4_add(sum, u32x4_shl(widen(eights), 3));
        }
        let mut bytes = u8x16_popcnt(ones);
        bytes = u8x16_add(bytes, u8x16_shl(u8x16_popcnt(twos), 1));
        bytes = u8x16_add(bytes, u8x16_shl(u8x16_popcnt(fours), 2));
        if let Some(e) = rest.get(..C) {
            let (a, b) = pattern(e);
            bytes = u8x16_add(bytes, u8x16_add(u8x16_popcnt(a), u8x16_popcnt(b)));
        }
        sum = u32x4_add(sum, widen(bytes));
        [
            u64::from(u32x4_extract_lane::<0>(sum)) + u64::from(u32x4_extract_lane::<1>(sum)),
            u64::from(u32x4_extract_lane::<2>(sum)) + u64::from(u32x4_extract_lane::<3>(sum)),
        ]
    }
}

/// The pairs of a group (its [`group_tables`](super::sliced::group_tables)) and the west patterns whose
/// entries, `C` each, are `entries`, that share no bit, lane by lane: the
/// portable form of [`sweep_best`], and its reference in the tests.
#[cfg_attr(
    all(
        any(
            all(target_arch = "wasm32", target_feature = "simd128"),
            all(target_arch = "x86_64", target_feature = "sse4.1")
        ),
        not(any(test, feature = "selftest"))
    ),
    expect(dead_code, reason = "sweep_best replaces it there")
)]
#[inline(always)]
pub(super) fn sweep<const C: usize>(tables: &[Words; TABLES], entries: &[Place]) -> [u64; LANES] {
    let mut total = [0; LANES];
    for e in entries.chunks_exact(C) {
        let mut acc = e[0].words(tables).0;
        for &at in &e[1..] {
            let words = at.words(tables);
            for l in 0..LANES {
                acc[l] &= words[l];
            }
        }
        for (t, w) in total.iter_mut().zip(acc) {
            *t += u64::from(w.count_ones());
        }
    }
    total
}
