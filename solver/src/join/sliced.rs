//! The disjoint pairs of an east and a west list of patterns: both lists
//! sorted into buckets by the middle diagonals (a pair of buckets that share
//! one is never looked at), the east patterns of a bucket bit-sliced into
//! groups of `64 × LANES`, with the ANDs of every subset of each chunk of
//! bits precomputed, so that a west pattern meets a group in one lookup per
//! chunk ([`super::sweep`] does the lookups).

use super::sweep::{in_use, sweep_weighed, Simd};
use super::Work;

/// `list` sorted into `out` by the bits that `gather` keeps: bucket `b`
/// holds the patterns whose kept bits, from the lowest up, are `b`, each
/// as `squeeze` leaves it; `ends[b]` is where bucket `b` ends. `keys`:
/// room for the buckets of `list`.
pub(super) fn sort_by_bits(
    list: &[u64],
    gather: &Squeeze,
    squeeze: &Squeeze,
    keys: &mut Vec<u16>,
    out: &mut Vec<u64>,
    ends: &mut Vec<u32>,
) {
    #[cfg(target_arch = "x86_64")]
    if fast_pext() {
        // SAFETY: the processor has BMI2 (`fast_pext`).
        return unsafe { sort_with_pext(list, gather, squeeze, keys, out, ends) };
    }
    sort_without_pext(list, gather, squeeze, keys, out, ends);
}

/// Whether [`sort_by_bits`] gathers and squeezes with BMI2's `pext` (one
/// instruction for each): where the processor has BMI2, unless it is an AMD
/// (or Hygon) one before family 0x19 (Zen 3), which runs `pext` in
/// microcode, a loop over the mask's bits, slower than the shifts and masks
/// of [`sort_without_pext`]. Intel's processors with BMI2 (since Haswell,
/// client and server) and AMD's since Zen 3 run it in one micro-operation:
/// AVX-512 is no sign of it (Alder Lake and Zen 3 have none), so a
/// desktop's AVX2 count uses it too. Decided once per process.
#[cfg(target_arch = "x86_64")]
pub(super) fn fast_pext() -> bool {
    static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FAST.get_or_init(|| {
        if !std::arch::is_x86_feature_detected!("bmi2") {
            return false;
        }
        // CPUID leaf 0: the vendor in EBX, EDX, ECX; leaf 1: the family in
        // EAX, bits 8..12, plus bits 20..28 where those are 0xf.
        use std::arch::x86_64::__cpuid;
        let (vendor, signature) = (__cpuid(0), __cpuid(1).eax);
        let mut name = [0u8; 12];
        for (to, word) in name
            .chunks_exact_mut(4)
            .zip([vendor.ebx, vendor.edx, vendor.ecx])
        {
            to.copy_from_slice(&word.to_le_bytes());
        }
        let base = (signature >> 8) & 0xf;
        let family = if base == 0xf {
            base + ((signature >> 20) & 0xff)
        } else {
            base
        };
        let microcoded = matches!(&name, b"AuthenticAMD" | b"HygonGenuine") && family < 0x19;
        !microcoded
    })
}

/// [`sort_by_bits`] with BMI2's `pext`: called (unsafe) only where the
/// processor has BMI2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
pub(super) fn sort_with_pext(
    list: &[u64],
    gather: &Squeeze,
    squeeze: &Squeeze,
    keys: &mut Vec<u16>,
    out: &mut Vec<u64>,
    ends: &mut Vec<u32>,
) {
    use std::arch::x86_64::_pext_u64;
    let (g, k) = (gather.keep, squeeze.keep);
    sort_with(
        list,
        gather.bits(),
        |p| _pext_u64(p, g),
        |p| _pext_u64(p, k),
        keys,
        out,
        ends,
    );
}

/// [`sort_by_bits`] without `pext`: each run kept is a shift and a mask,
/// unrolled, with no loop over the runs, where both have at most four (the
/// join's always do: its settled bits are two ranges of diagonals, so
/// gathering keeps two runs and squeezing three). A loop over a handful of
/// runs cost more than the rest of the sort in the site's wasm.
pub(super) fn sort_without_pext(
    list: &[u64],
    gather: &Squeeze,
    squeeze: &Squeeze,
    keys: &mut Vec<u16>,
    out: &mut Vec<u64>,
    ends: &mut Vec<u32>,
) {
    if let (Some(g), Some(s)) = (gather.four(), squeeze.four()) {
        return sort_with(
            list,
            gather.bits(),
            |p| take_runs(&g, p),
            |p| take_runs(&s, p),
            keys,
            out,
            ends,
        );
    }
    sort_with(
        list,
        gather.bits(),
        |p| gather.apply(p),
        |p| squeeze.apply(p),
        keys,
        out,
        ends,
    );
}

/// [`sort_by_bits`] with `gather` and `squeeze` as functions, into
/// `1 << bits` buckets.
#[inline(always)]
fn sort_with(
    list: &[u64],
    bits: u32,
    gather: impl Fn(u64) -> u64,
    squeeze: impl Fn(u64) -> u64,
    keys: &mut Vec<u16>,
    out: &mut Vec<u64>,
    ends: &mut Vec<u32>,
) {
    ends.clear();
    ends.resize(1 << bits, 0);
    keys.clear();
    keys.extend(list.iter().map(|&p| gather(p) as u16));
    for &k in keys.iter() {
        ends[usize::from(k)] += 1;
    }
    // Where each bucket starts, then filled up to where it ends.
    let mut at = 0;
    for e in ends.iter_mut() {
        (*e, at) = (at, at + *e);
    }
    // Every place is written below (the buckets hold the whole list), so
    // only room the list has never had is filled first.
    out.resize(list.len(), 0);
    for (&p, &k) in list.iter().zip(keys.iter()) {
        let end = &mut ends[usize::from(k)];
        out[*end as usize] = squeeze(p);
        *end += 1;
    }
}

/// Disjoint pairs of an east and a west list of patterns, bit-sliced. Both
/// lists are sorted into buckets by the first `k` bits of the join's order
/// (the middle diagonals), and each west bucket meets only the east buckets
/// that share none of those bits (`3^k` pairs of buckets of `4^k`). Every
/// east bucket is cut into groups of `64 × LANES` patterns, each stored
/// transposed: for each bit, the words of the group's patterns *without* it.
/// The AND of the words of a west pattern `q`'s bits holds the patterns
/// disjoint from `q`, and a popcount counts them. Those ANDs are
/// precomputed by chunks of [`CHUNK`] bits (for each chunk, the AND for
/// every subset of its bits), so that `q` meets a whole group in one lookup
/// per chunk (4 at n = 16..19, 4 or 5 at 20..23, once the settled bits are
/// squeezed out), without a branch, however many bits it has.
#[derive(Default)]
pub(super) struct Sliced {
    pub(super) east: Vec<u64>,
    pub(super) west: Vec<u64>,
    east_end: Vec<u32>,
    west_end: Vec<u32>,
    /// Each pattern's bucket, while a list is sorted.
    keys: Vec<u16>,
    /// One group's chunk tables: `1 << CHUNK` entries per chunk, the
    /// first chunk's empty subset holding the words of the group's
    /// patterns (its padding excluded), the others' all ones.
    tables: Vec<Words>,
    /// The sorted west patterns' entries in the tables, a few per pattern.
    entries: Vec<Place>,
    /// The east buckets' patterns in lanes, [`LANES`] to a group
    /// (`Sliced::plan_groups`).
    lanes: Vec<Lane>,
    /// Each east bucket's patterns not yet in a lane, while they are
    /// planned.
    rest: Vec<(u32, u32)>,
}

/// Up to 64 east patterns of one bucket, `east[from..to]`: a lane of a
/// group (a word of each of its table entries).
#[derive(Clone, Copy)]
struct Lane {
    bucket: u32,
    from: u32,
    to: u32,
}

/// Lanes a group's sweep adds up together (a *unit*), which must hold one
/// bucket: natively 1, where every form of the sweep counts each lane
/// apart; in the site's wasm 2, whose sweep holds a group's words in two
/// 128-bit vectors and sums them bit by bit, so that lanes `l` and `l + 2`
/// (the same place of both vectors) are added up and lanes `l` only, `l <
/// 2`, stay apart. A group's units may hold different east buckets, so that
/// each unit's pairs get their own weight (none where its bucket shares a
/// settled bit with the west bucket). A bucket then fills units, not whole
/// groups: the join's buckets hold about 128 patterns, so a group of its
/// own would leave a third of its slots empty on average natively (half in
/// the wasm), and every west pattern that meets it sweeps them too.
const UNIT: usize = if cfg!(all(target_arch = "wasm32", target_feature = "simd128")) {
    2
} else {
    1
};

/// Words of 64 east patterns handled side by side (a group holds
/// `64 × LANES` patterns): 4 measured faster than 1 and 2 at n = 18.
pub(super) const LANES: usize = 4;

/// The bits of a west pattern looked up at once in a group's tables (`1 <<
/// CHUNK` entries of `8 × LANES` bytes per chunk: 32 KB for the four
/// chunks of n = 20's 31 or 32 bits): 8 measured faster than 7 at n = 20, in
/// the page's wasm and natively, and as fast at n = 18 and 19 (a lookup
/// fewer per west pattern and group against tables twice as large).
const CHUNK: usize = 8;

impl Sliced {
    /// The bits settled by sorting for lists of `len` east patterns: about
    /// 128 to a bucket, at most 10 bits. Each bit more cuts the pairs
    /// tested by a quarter but leaves more groups part empty; 128
    /// measured faster than 64 and 256 at n = 20 with [`CHUNK`] 8 (and a
    /// model of the lookups and tables it costs puts it within 6 % of the
    /// best number of bits per row set at n = 18..21).
    pub(super) fn bits(len: usize) -> usize {
        (len.max(1).ilog2() as usize).saturating_sub(7).min(10)
    }

    pub(super) fn pairs(
        &mut self,
        east: &[u64],
        west: &[u64],
        order: &[u64],
        long: [u64; 2],
        work: &mut Work,
    ) -> u64 {
        if east.is_empty() || west.is_empty() {
            return 0;
        }
        // The longest diagonals among the settled bits, so that each pair
        // of buckets knows its weight.
        let needed = order
            .iter()
            .rposition(|&b| b & (long[0] | long[1]) != 0)
            .map_or(0, |i| i + 1);
        let k = Sliced::bits(east.len()).max(needed).min(order.len());
        // The first `k` bits of the join's order settle the buckets. They
        // are squeezed out of both lists as they are sorted when that saves
        // a chunk: a west bucket meets only east buckets that share none of
        // them, so the other bits decide (n = 20's 38 bits, five chunks, are
        // four with six or more settled).
        let settled = order[..k].iter().fold(0, |a, &b| a | b);
        let mut width = 64 - order.iter().fold(0u64, |a, &b| a | b).leading_zeros() as usize;
        let kept = width - (settled.count_ones() as usize).min(width);
        let squeeze = if kept.div_ceil(CHUNK) < width.div_ceil(CHUNK) {
            width = kept;
            Squeeze::new(settled)
        } else {
            Squeeze::new(0)
        };
        let (gather, keys) = (Squeeze::new(!settled), &mut self.keys);
        let long = long.map(|bit| gather.apply(bit) as usize);
        sort_by_bits(
            east,
            &gather,
            &squeeze,
            keys,
            &mut self.east,
            &mut self.east_end,
        );
        sort_by_bits(
            west,
            &gather,
            &squeeze,
            keys,
            &mut self.west,
            &mut self.west_end,
        );
        match width.div_ceil(CHUNK) {
            0..=4 => self.pairs_in::<4>(k, width, long, work),
            5 => self.pairs_in::<5>(k, width, long, work),
            6 => self.pairs_in::<6>(k, width, long, work),
            7 => self.pairs_in::<7>(k, width, long, work),
            8 => self.pairs_in::<8>(k, width, long, work),
            _ => panic!("patterns of at most {} bits", 8 * CHUNK),
        }
    }

    /// [`Sliced::pairs`] of the lists sorted into buckets by `k` bits,
    /// patterns of `width` bits, in at most `C` chunks; `long`: the bits
    /// of the longest diagonals in a bucket's number.
    fn pairs_in<const C: usize>(
        &mut self,
        k: usize,
        width: usize,
        long: [usize; 2],
        work: &mut Work,
    ) -> u64 {
        let simd = in_use();
        // With a vector sweep the whole loop is compiled for its
        // instructions too: a group's tables are built 32 bytes at a time.
        #[cfg(target_arch = "x86_64")]
        if matches!(simd, Simd::Avx2 | Simd::Avx512) && Simd::Avx2.available() {
            #[target_feature(enable = "avx2")]
            fn with_avx2<const C: usize>(
                sliced: &mut Sliced,
                simd: Simd,
                k: usize,
                width: usize,
                long: [usize; 2],
                work: &mut Work,
            ) -> u64 {
                // The processor has AVX2 (checked by the caller).
                let ops = super::sweep::Avx2Words::new().expect("AVX2");
                sliced.pairs_with::<C>(simd, ops, k, width, long, work)
            }
            // SAFETY: the processor has AVX2 (checked above).
            return unsafe { with_avx2::<C>(self, simd, k, width, long, work) };
        }
        // In the site's wasm the tables are built in its 128-bit vectors.
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let ops = super::sweep::WasmWords;
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        let ops = Plain;
        self.pairs_with::<C>(simd, ops, k, width, long, work)
    }

    /// The groups of the east buckets (sorted by `k` bits) as lanes,
    /// [`LANES`] to a group (empty lanes `from == to`), into `self.lanes`.
    /// Each bucket fills whole groups of its own, `64 × UNIT` patterns to
    /// a unit ([`UNIT`]), as far as it can. The rests' units are put
    /// together, each group headed by a bucket of the fewest settled bits
    /// left, its other units taken from the buckets that hold the head's
    /// bits and the fewest others: such a bucket's west buckets are some
    /// of the head's, so it rides along on sweeps that the group makes
    /// anyway (a unit of a bucket of one bit more is counted on half of
    /// them), where a group of its own would sweep them again. Empty
    /// units are padding.
    fn plan_groups(&mut self, k: usize) {
        let all = (1usize << k) - 1;
        // Planned in units of `UNIT` lanes, `units` to a group; expanded
        // into lanes below.
        let (unit, units) = (64 * UNIT as u32, LANES / UNIT);
        let group = unit * units as u32;
        self.lanes.clear();
        // Where each bucket's rest starts, and its end.
        self.rest.clear();
        let mut from = 0;
        for a in 0..=all {
            let to = self.east_end[a];
            let whole = from + (to - from) / group * group;
            for at in (from..whole).step_by(unit as usize) {
                let (bucket, to) = (a as u32, at + unit);
                self.lanes.push(Lane {
                    bucket,
                    from: at,
                    to,
                });
            }
            self.rest.push((whole, to));
            from = to;
        }
        // Up to `room` units of bucket `a`'s rest.
        let take = |lanes: &mut Vec<Lane>, rest: &mut (u32, u32), a: usize, room: usize| {
            let mut taken = 0;
            while rest.0 < rest.1 && taken < room {
                let to = rest.1.min(rest.0 + unit);
                lanes.push(Lane {
                    bucket: a as u32,
                    from: rest.0,
                    to,
                });
                rest.0 = to;
                taken += 1;
            }
            taken
        };
        for bits in 0..=k {
            for a in (0..=all).filter(|a| a.count_ones() as usize == bits) {
                while self.rest[a].0 < self.rest[a].1 {
                    let mut room = units - take(&mut self.lanes, &mut self.rest[a], a, units);
                    // The buckets that hold `a`'s bits, by the fewest
                    // others: `a` with each subset of the other bits.
                    let free = all & !a;
                    for more in 1..=free.count_ones() {
                        if room == 0 {
                            break;
                        }
                        let mut x = free;
                        while x != 0 && room > 0 {
                            if x.count_ones() == more {
                                let c = a | x;
                                room -= take(&mut self.lanes, &mut self.rest[c], c, room);
                            }
                            x = (x - 1) & free;
                        }
                    }
                    for _ in 0..room {
                        let at = self.rest[a].1;
                        self.lanes.push(Lane {
                            bucket: a as u32,
                            from: at,
                            to: at,
                        });
                    }
                }
            }
        }
        if UNIT == 2 {
            // Unit `u` of a group into lanes `u` and `u + 2`: its first 64
            // patterns, then the rest (in place, from the last group down).
            let groups = self.lanes.len() / units;
            let pad = Lane {
                bucket: 0,
                from: 0,
                to: 0,
            };
            self.lanes.resize(groups * LANES, pad);
            for g in (0..groups).rev() {
                let split = |lane: Lane| {
                    let mid = lane.to.min(lane.from + 64);
                    (Lane { to: mid, ..lane }, Lane { from: mid, ..lane })
                };
                let ((a, c), (b, d)) = (split(self.lanes[2 * g]), split(self.lanes[2 * g + 1]));
                self.lanes[LANES * g..LANES * (g + 1)].copy_from_slice(&[a, b, c, d]);
            }
        }
    }

    /// [`Sliced::pairs_in`] with the sweep `simd` (one this processor has)
    /// and the tables built with `ops`.
    #[inline(always)]
    fn pairs_with<const C: usize>(
        &mut self,
        simd: Simd,
        ops: impl WordOps,
        k: usize,
        width: usize,
        long: [usize; 2],
        work: &mut Work,
    ) -> u64 {
        // Each west pattern as the entries of its chunks in a group's
        // tables, worked out once for all the groups it meets.
        // (Every entry is written: only room never had is filled first.)
        self.entries.resize(self.west.len() * C, Place(0));
        for (e, &q) in self.entries.chunks_exact_mut(C).zip(&self.west) {
            e.copy_from_slice(&places::<C>(q));
        }
        let start = |ends: &[u32], b: usize| if b == 0 { 0 } else { ends[b - 1] as usize };
        let all = (1usize << k) - 1;
        self.plan_groups(k);
        let [main, anti] = long;
        let Sliced {
            east,
            west_end,
            tables,
            entries,
            lanes,
            ..
        } = self;
        with_tables(tables, |tables| {
            let mut total = 0;
            for group in lanes.chunks(LANES) {
                let patterns: [&[u64]; LANES] =
                    std::array::from_fn(|l| &east[group[l].from as usize..group[l].to as usize]);
                group_tables_with::<C>(ops, patterns, width, tables);
                let tables: &[Words; TABLES] = tables;
                // The group's buckets, each once, its first lane's first
                // (`plan_groups`: the others are supersets of it, so they meet
                // no west bucket that it does not).
                let mut buckets = [0usize; LANES];
                let mut distinct = 0;
                for lane in group.iter().filter(|lane| lane.from < lane.to) {
                    let a = lane.bucket as usize;
                    if !buckets[..distinct].contains(&a) {
                        buckets[distinct] = a;
                        distinct += 1;
                    }
                }
                let buckets = &buckets[..distinct];
                for (i, &a) in buckets.iter().enumerate() {
                    // Every west bucket `b` with `a & b == 0`: the subsets of
                    // `!a`, less those that an earlier bucket of the group met.
                    let free = all & !a;
                    let mut b = free;
                    loop {
                        if buckets[..i].iter().all(|&d| d & b != 0) {
                            // Each lane's weight: none where its bucket shares
                            // a settled bit with `b`; else its pairs once, or
                            // twice where one longest diagonal's queen is east
                            // and the other's west (the boards of both halves'
                            // types).
                            let mut tested = 0;
                            let weights: [u64; LANES] = std::array::from_fn(|l| {
                                let lane = group[l];
                                let a = lane.bucket as usize;
                                if a & b != 0 || lane.from == lane.to {
                                    return 0;
                                }
                                tested += (lane.to - lane.from) as usize;
                                let crossed = (a & main != 0 && b & anti != 0)
                                    || (a & anti != 0 && b & main != 0);
                                1 << u32::from(crossed)
                            });
                            let (w0, w1) = (start(west_end, b), west_end[b] as usize);
                            let entries = &entries[w0 * C..w1 * C];
                            total += sweep_weighed::<C>(simd, tables, entries, &weights);
                            work.pair_tests += ((w1 - w0) * tested) as u64;
                        }
                        if b == 0 {
                            break;
                        }
                        b = (b - 1) & free;
                    }
                }
            }
            total
        })
    }
}

// Zeros, so that the buffer takes no room in the wasm (its data would):
// a group's tables are built before they are read.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
thread_local! {
    static BUFFER: std::cell::RefCell<[Words; TABLES]> =
        const { std::cell::RefCell::new([Words([0; LANES]); TABLES]) };
}

/// Runs `f` with a group's tables: natively `own`, grown to [`TABLES`]
/// entries; in the site's wasm a buffer of its own at a fixed address
/// (a thread-local static, a plain static in a wasm without threads), so
/// that a sweep's loads add each place to a constant (the load's offset)
/// rather than to the tables' address.
#[inline(always)]
pub(super) fn with_tables<R>(own: &mut Vec<Words>, f: impl FnOnce(&mut [Words; TABLES]) -> R) -> R {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        let _ = own;
        BUFFER.with_borrow_mut(f)
    }
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    {
        own.resize(TABLES, Words([u64::MAX; LANES]));
        f((&mut own[..]).try_into().expect("the tables of 8 chunks"))
    }
}

/// Patterns without the bits of a mask, the bits above each one moved
/// down: the runs of kept bits, each a shift and a mask.
pub(super) struct Squeeze {
    pub(super) runs: Vec<(u32, u64)>,
    /// The bits kept (`!mask`): what BMI2's `pext` takes.
    #[cfg_attr(
        not(any(target_arch = "x86_64", test)),
        expect(dead_code, reason = "read by the BMI2 sort only")
    )]
    pub(super) keep: u64,
}

impl Squeeze {
    pub(super) fn new(mask: u64) -> Squeeze {
        let (mut runs, mut at, mut rest) = (Vec::new(), 0, !mask);
        while rest != 0 {
            let low = rest.trailing_zeros();
            let len = (rest >> low).trailing_ones();
            let bits = if len == 64 { u64::MAX } else { (1 << len) - 1 };
            runs.push((low - at, bits << at));
            at += len;
            rest &= !(bits << low);
        }
        Squeeze { runs, keep: !mask }
    }

    pub(super) fn apply(&self, p: u64) -> u64 {
        take_runs(&self.runs, p)
    }

    /// The runs, when there are at most four, padded with runs that keep
    /// nothing: [`Squeeze::apply`] with no loop.
    fn four(&self) -> Option<[(u32, u64); 4]> {
        let mut four = [(0, 0); 4];
        four.get_mut(..self.runs.len())?.copy_from_slice(&self.runs);
        Some(four)
    }

    /// How many bits it keeps.
    pub(super) fn bits(&self) -> u32 {
        self.runs.iter().map(|&(_, bits)| bits.count_ones()).sum()
    }
}

/// `p`'s bits kept by `runs` (each a shift down and a mask), side by side:
/// [`Squeeze::apply`]; over a fixed array of runs ([`Squeeze::four`]) the
/// compiler unrolls it.
#[inline(always)]
fn take_runs<'a>(runs: impl IntoIterator<Item = &'a (u32, u64)>, p: u64) -> u64 {
    runs.into_iter()
        .fold(0, |out, &(by, bits)| out | (p >> by) & bits)
}

/// A table entry: the words of a group's `64 × LANES` patterns, aligned to
/// 32 bytes, so that a vector sweep loads them in one instruction (for an
/// unaligned 256-bit load the x86-64-v2 build's tuning emits two halves,
/// the upper one through a shuffle port that the AVX2 sweep's lookups need).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, align(32))]
pub(super) struct Words(pub(super) [u64; LANES]);

impl std::ops::Deref for Words {
    type Target = [u64; LANES];
    fn deref(&self) -> &[u64; LANES] {
        &self.0
    }
}

/// The entries of a group's tables: `1 << CHUNK` for each of 8 chunks
/// (65,536 bytes: a place in them fits a `u16`, see [`push_entries`]).
pub(super) const TABLES: usize = 8 << CHUNK;
const _: () = assert!(TABLES * size_of::<Words>() == 1 << 16);

/// The first `C` chunk tables of a group of at most `64 × LANES` east
/// patterns of `width` bits, into `tables` ([`TABLES`] entries; the chunks
/// past `width` all ones, the others as they were), the patterns 64 to a
/// lane in their order.
#[cfg(test)]
pub(super) fn group_tables<const C: usize>(group: &[u64], width: usize, tables: &mut Vec<Words>) {
    tables.resize(TABLES, Words([u64::MAX; LANES]));
    let tables = (&mut tables[..])
        .try_into()
        .expect("the tables of 8 chunks");
    group_tables_in::<C>(group, width, tables);
}

/// [`group_tables`] into an array of [`TABLES`] entries.
#[cfg(any(test, feature = "selftest"))]
pub(super) fn group_tables_in<const C: usize>(
    group: &[u64],
    width: usize,
    tables: &mut [Words; TABLES],
) {
    let lanes = std::array::from_fn(|l| {
        let from = (64 * l).min(group.len());
        &group[from..group.len().min(from + 64)]
    });
    group_tables_with::<C>(Plain, lanes, width, tables);
}

/// [`group_tables`] of the lanes `lanes` (at most 64 patterns each; word
/// `l` of an entry is lane `l`'s), with the word operations `ops`.
/// Inlined, so that a caller compiled for vector instructions builds the
/// tables with them.
#[inline(always)]
pub(super) fn group_tables_with<const C: usize>(
    ops: impl WordOps,
    lanes: [&[u64]; LANES],
    width: usize,
    tables: &mut [Words; TABLES],
) {
    // Transposed: per bit, the patterns without it (every pattern of the
    // group, less those that have the bit).
    let live = Words(std::array::from_fn(|l| match lanes[l].len() {
        0 => 0,
        len => u64::MAX >> (64 - len),
    }));
    let mut words = [Words([0u64; LANES]); 64];
    for (l, lane) in lanes.iter().enumerate() {
        for (word, &p) in words.iter_mut().zip(lane.iter()) {
            word.0[l] = p;
        }
    }
    transpose_with(ops, &mut words);
    for word in &mut words {
        ops.and_not_into(word, &live);
    }
    let entries = 1 << CHUNK;
    let all = Words([u64::MAX; LANES]);
    for (c, table) in tables.chunks_exact_mut(entries).take(C).enumerate() {
        if c * CHUNK >= width {
            table.fill(all);
            continue;
        }
        // Entry `s` is the AND of the words of `s`'s bits: the entries
        // with top bit `j` are those below `1 << j`, each ANDed with bit
        // `j`'s word (a run of independent ANDs, which vectorise).
        table[0] = if c == 0 { live } else { all };
        for j in 0..CHUNK {
            let bit = c * CHUNK + j;
            let word = if bit < width { words[bit] } else { all };
            let (below, above) = table.split_at_mut(1 << j);
            for (to, from) in above.iter_mut().zip(below.iter()) {
                ops.and_into(to, from, &word);
            }
        }
    }
}

/// The operations on [`Words`] that build a group's tables: [`Plain`] Rust,
/// AVX2's 256-bit registers (`super::sweep::Avx2Words`, which the
/// x86-64-v2 build's tuning would otherwise split into 128-bit halves), or
/// WebAssembly SIMD's 128-bit ones (`super::sweep::WasmWords`).
pub(super) trait WordOps: Copy {
    /// `to = a & b`.
    fn and_into(self, to: &mut Words, a: &Words, b: &Words);
    /// `word = live & !word`.
    fn and_not_into(self, word: &mut Words, live: &Words);
    /// The bits `b + j` of `a` (those of `m << j`) and the bits `b` of
    /// `b` (those of `m`) swapped, in each lane.
    fn swap(self, a: &mut Words, b: &mut Words, j: u32, m: u64);
}

/// [`WordOps`] in plain Rust.
#[derive(Clone, Copy)]
#[cfg_attr(
    all(
        target_arch = "wasm32",
        target_feature = "simd128",
        not(any(test, feature = "selftest"))
    ),
    expect(dead_code, reason = "the site's wasm builds its tables with WasmWords")
)]
pub(super) struct Plain;

impl WordOps for Plain {
    #[inline(always)]
    fn and_into(self, to: &mut Words, a: &Words, b: &Words) {
        *to = Words(std::array::from_fn(|l| a[l] & b[l]));
    }
    #[inline(always)]
    fn and_not_into(self, word: &mut Words, live: &Words) {
        *word = Words(std::array::from_fn(|l| live[l] & !word[l]));
    }
    #[inline(always)]
    fn swap(self, a: &mut Words, b: &mut Words, j: u32, m: u64) {
        for l in 0..LANES {
            let t = ((a.0[l] >> j) ^ b.0[l]) & m;
            b.0[l] ^= t;
            a.0[l] ^= t << j;
        }
    }
}

/// Each lane's 64 × 64 bits transposed in place: bit `b` of `rows[i]`
/// becomes bit `i` of `rows[b]`. Six rounds, each swapping the blocks of
/// rows and bits that differ in one bit of their number (rows `i` and `i +
/// j`, the bits `b + j` of the first with the bits `b` of the second, `j =
/// 32, 16, .. 1`): no branch, and the lanes side by side, so that it
/// vectorises.
#[cfg(test)]
#[inline(always)]
pub(super) fn transpose(rows: &mut [Words; 64]) {
    transpose_with(Plain, rows);
}

/// [`transpose`] with the word operations `ops`.
#[inline(always)]
fn transpose_with(ops: impl WordOps, rows: &mut [Words; 64]) {
    const MASKS: [u64; 6] = [
        0x0000_0000_ffff_ffff,
        0x0000_ffff_0000_ffff,
        0x00ff_00ff_00ff_00ff,
        0x0f0f_0f0f_0f0f_0f0f,
        0x3333_3333_3333_3333,
        0x5555_5555_5555_5555,
    ];
    for (round, &m) in MASKS.iter().enumerate() {
        let j = 32 >> round;
        for block in rows.chunks_exact_mut(2 * j) {
            let (low, high) = block.split_at_mut(j);
            for (a, b) in low.iter_mut().zip(high.iter_mut()) {
                ops.swap(a, b, j as u32, m);
            }
        }
    }
}

/// The entries of a west pattern's `C` chunks in a group's tables, onto
/// `out`, as [`Place`]s.
#[cfg(any(test, feature = "selftest"))]
pub(super) fn push_entries<const C: usize>(q: u64, out: &mut Vec<Place>) {
    out.extend(places::<C>(q));
}

/// The entries of a west pattern's `C` chunks in a group's tables.
#[inline(always)]
fn places<const C: usize>(q: u64) -> [Place; C] {
    let low = (1 << CHUNK) - 1;
    std::array::from_fn(|c| {
        let i = c << CHUNK | (q >> (c * CHUNK)) as usize & low;
        Place((i * size_of::<Words>()) as u16)
    })
}

/// An entry's place in a group's tables, in bytes: entry `i` at `i × 32`,
/// below `TABLES × 32` = 65,536, so a `u16`. Only [`push_entries`] makes
/// one, so a place is always a whole entry inside the tables: a sweep adds
/// it to the tables' address as it is, with no shift, no mask and no bound
/// checked ([`Place::words`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub(super) struct Place(u16);

impl Place {
    /// The words at this place of `tables`.
    #[inline(always)]
    pub(super) fn words(self, tables: &[Words; TABLES]) -> &Words {
        // SAFETY: `self.0` is `i × 32` for an entry `i < TABLES`
        // (`push_entries` makes every place), so the 32 bytes from it are
        // one whole, aligned `Words` of `tables`.
        unsafe { &*tables.as_ptr().byte_add(usize::from(self.0)) }
    }
}
