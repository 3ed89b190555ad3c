//! The join's tests: totals and classes against the published counts and
//! the symmetric counter, each part against a plain search or testing every
//! pair, on whole boards and on slices of their squares.

use super::fixed::symmetric_within;
use super::half::{middle_bits, Quarter};
use super::orbits::{subsets, RowSet};
use super::selftest::{portable, sparse_patterns};
use super::sliced::{
    group_tables, push_entries, sort_by_bits, sort_without_pext, transpose, Sliced, Squeeze, Words,
    LANES, TABLES,
};
use super::sweep::{sweep, sweep_best, Simd};
use super::*;
use crate::published;

/// A piece's work is the row sets it joins: they add up to the row
/// sets that stand for their orbits (n = 16: 3,299; 17: 54,779), and
/// the later runs, whose row sets are mostly another's in their orbit,
/// weigh less.
#[test]
fn the_pieces_weigh_the_row_sets_they_join() {
    for (n, joined) in [(16, 3_299), (17, 54_779)] {
        let list = pieces(n, 256);
        let work = piece_work(n, &list);
        assert_eq!(work.len(), list.len());
        assert_eq!(work[0], 1, "the fixed boards");
        assert_eq!(work[1..].iter().sum::<u64>(), joined, "n = {n}");
        let half = work.len() / 2;
        assert!(work[1..half].iter().sum::<u64>() > work[half..].iter().sum::<u64>());
    }
    assert_eq!(piece_work(3, &pieces(3, 4)), vec![1]);
}

#[test]
fn totals_and_classes_match_the_published_counts() {
    // n = 15 and 16 in a second or two of an optimised build.
    let top = if cfg!(debug_assertions) { 13 } else { 16 };
    for n in 1..=top {
        let c = count(n);
        assert_eq!(
            Some((c.total(), c.unique())),
            published::counts(n),
            "n = {n}"
        );
    }
}

#[test]
fn classes_match_the_symmetric_counter() {
    for n in 1..=12 {
        assert_eq!(count(n), crate::count::count(n), "n = {n}");
    }
}

/// The boards whose queens are east on the rows `east` (the middle
/// column's on row `middle`, odd boards), each weighted by where its
/// longest diagonals' queens stand as the join weights it, and how many
/// of them a half turn leaves unchanged: a plain row-by-row search,
/// told on each row which columns it may use. Independent of the join's
/// tables.
fn search_row_set(n: usize, east: u32, middle: Option<usize>) -> (u64, u64) {
    struct S {
        n: usize,
        allowed: Vec<u64>,
        cols: Vec<usize>,
        boards: u64,
        symmetric: u64,
    }
    fn go(s: &mut S, r: usize, used: u64, d1: u64, d2: u64) {
        let n = s.n;
        if r == n {
            let c = &s.cols;
            // The halves of the longest diagonals' queens (0 none, 1
            // east, 2 west, 3 the middle column): both in one half
            // count for nothing, one in each twice.
            let side = |c: usize| match c {
                c if c >= n - n / 2 => 1,
                c if c < n / 2 => 2,
                _ => 3,
            };
            let on = |f: &dyn Fn(usize) -> usize| {
                (0..n).find(|&i| c[i] == f(i)).map_or(0, |i| side(c[i]))
            };
            let (main, anti) = (on(&|i| i), on(&|i| n - 1 - i));
            s.boards += match (main, anti) {
                (1, 1) | (2, 2) => 0,
                (1, 2) | (2, 1) => 2,
                _ => 1,
            };
            s.symmetric += u64::from((0..n).all(|i| c[n - 1 - i] == n - 1 - c[i]));
            return;
        }
        let mut free = s.allowed[r] & !used;
        while free != 0 {
            let c = free.trailing_zeros() as usize;
            free &= free - 1;
            let (b1, b2) = (1u64 << (r + c), 1u64 << (r + n - 1 - c));
            if d1 & b1 == 0 && d2 & b2 == 0 {
                s.cols[r] = c;
                go(s, r + 1, used | 1 << c, d1 | b1, d2 | b2);
            }
        }
    }
    let w = n / 2;
    let allowed = (0..n)
        .map(|r| {
            if Some(r) == middle {
                1u64 << w
            } else if east >> r & 1 == 1 {
                ((1u64 << w) - 1) << (n - w)
            } else {
                (1u64 << w) - 1
            }
        })
        .collect();
    let mut s = S {
        n,
        allowed,
        cols: vec![0; n],
        boards: 0,
        symmetric: 0,
    };
    go(&mut s, 0, 0, 0, 0);
    (s.boards, s.symmetric)
}

/// A few row sets of an `n`-board's join, each against the plain search
/// of the same boards: a sampled slice of boards too large to count here.
fn row_sets_match_the_search(n: usize, samples: usize) {
    let join = Join::new(n);
    let len = join.row_sets.len();
    let (mut all, mut checked_symmetric) = (0, false);
    for k in 0..samples {
        // Spread over the list; the last sample a row set the half turn
        // maps onto itself.
        let i = if k + 1 == samples {
            (0..len)
                .map(|j| (j * 7919 + len / 3) % len)
                .find(|&j| join.row_sets[j].half_turn)
                .expect("a row set that is its own half-turn image")
        } else {
            (k * 2 + 1) * len / (2 * samples)
        };
        let set = join.row_sets[i];
        let middle = set.middle.map(usize::from);
        let (boards, symmetric) = join.set_boards(i);
        let by_search = search_row_set(n, set.rows, middle);
        assert_eq!(
            (boards, symmetric),
            by_search,
            "n = {n}, row set {i}: {set:?}"
        );
        (all, checked_symmetric) = (all + boards, checked_symmetric | set.half_turn);
    }
    assert!(all > 0 && checked_symmetric, "n = {n}");
}

#[test]
fn row_sets_of_small_boards_match_the_search() {
    for n in 4..=13 {
        let join = Join::new(n);
        for (i, set) in join.row_sets.iter().enumerate() {
            let got = join.set_boards(i);
            assert_eq!(
                got,
                search_row_set(n, set.rows, set.middle.map(usize::from)),
                "n = {n}, {i}"
            );
        }
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "seconds in an optimised build, minutes without"
)]
fn row_sets_of_n20_and_21_match_the_search() {
    row_sets_match_the_search(20, 4);
    row_sets_match_the_search(21, 4);
}

/// Tables of 0.5 and 2.1 GB, built in a minute or so: run with
/// `cargo test --profile release-tests -p solver -- --ignored n22`.
#[test]
#[ignore = "0.5 and 2.1 GB of tables: run with --ignored"]
fn row_sets_of_n22_and_23_match_the_search() {
    row_sets_match_the_search(22, 2);
    row_sets_match_the_search(23, 2);
}

#[test]
fn a_piece_checks_where_it_resumes() {
    let mut never = crate::methods::NodeLimit(u64::MAX);
    let run = Piece::RowSets { from: 10, to: 20 };
    let whole = count_piece(12, &run, &[], &mut never).unwrap();
    assert_eq!(whole.resume, None);
    // Stopped after each orbit: ten slices that add up to the whole.
    let (mut sum, mut resume, mut slices) = (Classes::default(), vec![], 0);
    loop {
        let slice = count_piece(12, &run, &resume, &mut |_: u64| true).unwrap();
        (sum, slices) = (sum + slice.classes, slices + 1);
        match slice.resume {
            Some(next) => resume = next,
            None => break,
        }
    }
    assert_eq!(sum, whole.classes);
    let joined = prepared(12).row_sets[10..20]
        .iter()
        .filter(|s| s.weight > 0)
        .count();
    assert_eq!(slices, joined);
    assert!(joined > 1);
    for bad in [&[10][..], &[20], &[5], &[11, 12]] {
        assert_eq!(count_piece(12, &run, bad, &mut never), None, "{bad:?}");
    }
    let beyond = Piece::RowSets {
        from: 0,
        to: row_sets(12) as u32 + 1,
    };
    assert_eq!(count_piece(12, &beyond, &[], &mut never), None);
    assert_eq!(
        count_piece(MAX_JOIN_N + 1, &Piece::Fixed, &[], &mut never),
        None
    );
    assert_eq!(count_piece(12, &Piece::Fixed, &[1], &mut never), None);
}

#[test]
fn the_work_of_a_join_counts_its_half_boards_and_pair_tests() {
    // The lab's join row at n = 8 (docs/counting.md): 185 half-boards
    // listed, east and west, and 299 pairs tested.
    let run = count_within(8, &mut crate::methods::Unlimited);
    let expected = Work {
        patterns: 185,
        pair_tests: 299,
    };
    assert_eq!(run.work, expected);
}

#[test]
fn the_middle_queen_blocks_its_diagonals_in_each_quarter_frame() {
    // The middle column's queen on row m, seen from a quarter whose
    // rows start at r0: one column left of the east table's column 0,
    // so d1 = (m - r0) - 1 and d2 = (m - r0) + w in the table's frame;
    // a diagonal outside the frame's 32 bits blocks nothing (no
    // placement reaches it: at n = 23, m = 21 and 22 give d2 = 32, 33).
    for n in (5..=MAX_JOIN_N).step_by(2) {
        let w = n / 2;
        for m in 0..n {
            for r0 in [0, n / 2] {
                let bit = |d: i64, base: u32| {
                    if (0..32).contains(&d) {
                        1u64 << (base + d as u32)
                    } else {
                        0
                    }
                };
                let dy = m as i64 - r0 as i64;
                let expected = bit(dy - 1, 0) | bit(dy + w as i64, 32);
                assert_eq!(
                    middle_bits(n, m, r0),
                    expected,
                    "n = {n}, m = {m}, r0 = {r0}"
                );
            }
        }
    }
}

#[test]
fn boards_without_halves_have_only_the_fixed_piece() {
    // n = 1..3 have no row sets: the fixed boards (n = 1's single
    // square) and no empty run of row sets.
    for n in 1..=3 {
        assert_eq!(pieces(n, 8), vec![Piece::Fixed], "n = {n}");
    }
    // More runs asked than there are row sets: one row set a run.
    let list = pieces(4, 100);
    assert_eq!(list.len(), 1 + row_sets(4));
    assert!(list[1..]
        .iter()
        .all(|p| matches!(p, Piece::RowSets { from, to } if to - from == 1)));
}

#[test]
fn the_memory_estimate_holds_the_tables() {
    // Every board the join counts has an estimate, growing with n; none
    // past the largest.
    for n in 1..=MAX_JOIN_N {
        let (mb, before) = (memory_mb(n), memory_mb(n - 1).unwrap_or(0));
        assert!(mb.is_some_and(|mb| mb >= before), "n = {n}: {mb:?}");
    }
    assert_eq!(memory_mb(MAX_JOIN_N + 1), None);
    // At least the quarter tables (8 bytes a placement, a `u32` per key)
    // and the row sets, where they are quick to build; n = 21..23 are
    // measured in docs/counting.md.
    let top = if cfg!(debug_assertions) { 18 } else { 20 };
    for n in 4..=top {
        let join = Join::new(n);
        let tables: usize = join
            .tables
            .iter()
            .map(|q| 8 * q.diagonals.len() + 4 * q.offsets.len())
            .sum();
        let bytes = tables + std::mem::size_of::<RowSet>() * join.row_sets.len();
        let mb = memory_mb(n).unwrap();
        assert!(bytes as u64 <= mb << 20, "n = {n}: {bytes} bytes, {mb} MB");
    }
}

#[test]
fn patterns_are_sorted_by_the_middle_diagonals_first() {
    for n in [4, 5, 12, 16, 23] {
        let join = Join::with_tables(n, vec![Quarter::new(1, 1)]);
        let shared = 2 * (n / 2) - 1;
        let mid = shared / 2;
        let order = &join.split_order;
        // The middle diagonal of each direction, then those next to
        // it, outwards.
        assert_eq!(order[..2], [1 << mid, 1 << (mid + shared)], "n = {n}");
        if shared > 1 {
            assert_eq!(order[2..4], [1 << (mid - 1), 1 << (mid - 1 + shared)]);
        }
        // Every shared diagonal once, as one bit.
        assert_eq!(order.len(), 2 * shared, "n = {n}");
        assert_eq!(order.iter().fold(0, |a, b| a | b), (1 << (2 * shared)) - 1);
        assert!(order.iter().all(|b| b.count_ones() == 1));
    }
}

#[test]
fn row_sets_are_counted_without_tables() {
    for n in [1, 3, 4, 5, 8, 9, 12, 13] {
        assert_eq!(row_sets(n), prepared(n).row_sets.len(), "n = {n}");
    }
    assert_eq!((row_sets(16), row_sets(17)), (12_870, 218_790));
    // n = 16: 3,299 orbits (docs/counting.md).
    let joined = prepared(16)
        .row_sets
        .iter()
        .filter(|s| s.weight > 0)
        .count();
    assert_eq!(joined, 3_299);
    let weights: u64 = prepared(16)
        .row_sets
        .iter()
        .map(|s| u64::from(s.weight))
        .sum();
    assert_eq!(weights, 12_870, "the orbits' sizes add up to every row set");
}

#[test]
fn a_count_within_a_budget_ends_or_says_how_far_it_got() {
    use crate::methods::Unlimited;
    for n in 1..=12 {
        let whole = count_within(n, &mut Unlimited);
        assert!(whole.finished, "n = {n}");
        assert_eq!(whole.classes, crate::count::count(n), "n = {n}");
        assert_eq!(whole.work, total_with_work(n).1, "n = {n}");
    }
    // Stopped after 100 of n = 12's 252 orbits of row sets: the fixed
    // boards' classes, some boards of orbits of eight, fewer than all,
    // and less work.
    let n = 12;
    let whole = count_within(n, &mut Unlimited);
    let mut asked = Vec::new();
    let part = count_within(n, &mut |joined: u64| {
        asked.push(joined);
        joined >= 100
    });
    assert!(!part.finished);
    assert_eq!(asked, (1..=100).collect::<Vec<u64>>());
    let fixed = fixed_classes(n);
    assert_eq!(
        (part.classes.c2, part.classes.c4, part.classes.c8),
        (fixed.c2, fixed.c4, 0)
    );
    assert!(0 < part.classes.c8_boards && part.classes.total() < whole.classes.total());
    assert!(part.work.patterns < whole.work.patterns);
    assert!(part.work.pair_tests <= whole.work.pair_tests);
}

#[test]
fn fixed_boards_by_search() {
    // n = 8: no quarter-turn board, one orbit of four half-turn boards.
    assert_eq!(symmetric(8), (0, 4));
    // n = 4: both solutions are quarter-turn symmetric.
    assert_eq!(symmetric(4), (2, 2));
    assert_eq!(symmetric(5), (2, 2));
    // As the first version of this search (two small vectors per
    // square tried) counted them.
    assert_eq!(symmetric(16), (64, 3000));
    assert_eq!(symmetric(17), (128, 8152));
    assert_eq!(symmetric(18), (0, 18104));
}

#[test]
fn subsets_of_a_set() {
    let all: Vec<u32> = subsets(0b1011, 2).collect();
    assert_eq!(all, vec![0b0011, 0b1001, 0b1010]);
    assert_eq!(subsets(0b1011, 0).collect::<Vec<_>>(), vec![0]);
    assert_eq!(subsets(0b1011, 4).count(), 0);
    assert_eq!(subsets(0b1111, 4).collect::<Vec<_>>(), vec![0b1111]);
}

/// Pseudo-random east and west lists of `sizes` patterns within `mask`
/// (about a quarter of its bits set), and their disjoint pairs counted
/// one by one.
fn random_lists(seed: u64, mask: u64, sizes: (usize, usize)) -> (Vec<u64>, Vec<u64>, u64) {
    // Odd seeds only, as `xorshift` takes them: every seed here is.
    assert_eq!(seed % 2, 1, "an odd seed");
    let mut random = crate::xorshift(seed);
    let east = sparse_patterns(&mut random, mask, sizes.0);
    let west = sparse_patterns(&mut random, mask, sizes.1);
    let expect = west
        .iter()
        .map(|&q| east.iter().filter(|&&p| p & q == 0).count() as u64)
        .sum::<u64>();
    (east, west, expect)
}

#[test]
fn sliced_pairs_agree_with_testing_every_pair() {
    // Patterns of 6 to 44 bits (n = 4..23): from fewer bits than one
    // chunk to six chunks, lists from one pattern to several groups;
    // and of 64 bits, the eight chunks a group's tables hold.
    for (seed, width, sizes) in [
        (0x9e37_79b9_7f4a_7c15, 42, (5000, 3000)),
        (0x5851_f42d_4c95_7f2d, 34, (900, 700)),
        (7, 38, (70, 900)),
        (11, 44, (1, 1)),
        (13, 30, (257, 40)),
        (17, 6, (40, 30)),
        (19, 13, (600, 50)),
        (23, 64, (700, 300)),
        // Six chunks, five once the buckets settle two bits.
        (29, 41, (1000, 500)),
    ] {
        let (east, west, expect) = random_lists(seed, u64::MAX >> (64 - width), sizes);
        // Every bit once, the middle ones first, as the board's order.
        let step = [5, 7, 11].into_iter().find(|s| width % s != 0).unwrap();
        let order: Vec<u64> = (0..width)
            .map(|i| 1u64 << ((i * step + width / 2) % width))
            .collect();
        assert_eq!(order.iter().fold(0, |a, b| a | b), u64::MAX >> (64 - width));
        let mut work = Work::default();
        let got = Sliced::default().pairs(&east, &west, &order, [0, 0], &mut work);
        assert_eq!(got, expect, "{width} bits, {sizes:?}");
        // Every pair of a compatible bucket is tested, the padding of
        // a group is not; fewer than all pairs once the lists are sorted.
        assert!(work.pair_tests <= (sizes.0 * sizes.1) as u64, "{work:?}");
        if Sliced::bits(sizes.0) > 0 {
            assert!(work.pair_tests < (sizes.0 * sizes.1) as u64, "{work:?}");
        } else {
            assert_eq!(work.pair_tests, (sizes.0 * sizes.1) as u64);
        }
    }
    assert_eq!(
        (Sliced::bits(1), Sliced::bits(255), Sliced::bits(256)),
        (0, 0, 1)
    );
    assert_eq!((Sliced::bits(512), Sliced::bits(1 << 30)), (2, 10));
}

#[test]
fn lists_are_squeezed_only_when_that_saves_a_chunk() {
    // 34 bits are five chunks, 32 four once two are settled (600 east
    // patterns: two bits); 34 bits stay five chunks with one settled
    // (300 patterns), so those lists keep their bits.
    let order = |width: usize| (0..width).map(|i| 1u64 << i).collect::<Vec<_>>();
    for (width, east_len, squeezed) in [(34, 600, true), (34, 300, false)] {
        let (east, west, expect) = random_lists(29, (1 << width) - 1, (east_len, 500));
        let mut sliced = Sliced::default();
        let got = sliced.pairs(&east, &west, &order(width), [0, 0], &mut Work::default());
        assert_eq!(got, expect, "{width} bits");
        let top = sliced
            .east
            .iter()
            .chain(&sliced.west)
            .fold(0, |a, &p| a | p);
        let settled = Sliced::bits(east_len);
        let bits = if squeezed { width - settled } else { width };
        assert_eq!(64 - top.leading_zeros() as usize, bits, "{width} bits");
    }
}

#[test]
fn squeezing_drops_the_masked_bits_and_closes_the_gaps() {
    let squeeze = |p, mask| Squeeze::new(mask).apply(p);
    assert_eq!(squeeze(0b1011_0110, 0), 0b1011_0110);
    assert_eq!(squeeze(0b1011_0110, 0b0000_0100), 0b101_1010);
    assert_eq!(squeeze(0b1011_0110, 0b0011_0000), 0b10_0110);
    assert_eq!(squeeze(0b1011_0110, 0b1000_0001), 0b11_011);
    // The top bit masked, or all but it, or every bit.
    assert_eq!(squeeze(u64::MAX, 1 << 63), u64::MAX >> 1);
    assert_eq!(squeeze(1 << 63, !(1 << 63)), 1);
    assert_eq!(squeeze(0b1_0101, !0), 0);
    // Three runs kept: below, between and above the masked ones.
    assert_eq!(Squeeze::new(0b0110_0110).runs.len(), 3);
    assert_eq!(Squeeze::new(0b0110_0110).bits(), 60);
    assert_eq!(Squeeze::new(0b0110_0110).keep, !0b0110_0110);
}

#[test]
fn patterns_are_sorted_into_buckets_by_their_bits() {
    // Bucket `b` holds the patterns whose bits among 0b001 (bit 0 of
    // `b`) and 0b100 (bit 1) are those of `b`, in the order of the list.
    let (mut out, mut ends) = (Vec::new(), Vec::new());
    let sort = |list: &[u64], mask: u64, squeeze: u64, out: &mut Vec<u64>, ends: &mut Vec<u32>| {
        let (gather, squeeze) = (Squeeze::new(!mask), Squeeze::new(squeeze));
        sort_by_bits(list, &gather, &squeeze, &mut Vec::new(), out, ends)
    };
    sort(
        &[0b101, 0b001, 0b100, 0b000, 0b111, 0b010],
        0b101,
        0,
        &mut out,
        &mut ends,
    );
    assert_eq!(ends, vec![2, 3, 4, 6]);
    assert_eq!(out, vec![0b000, 0b010, 0b001, 0b100, 0b101, 0b111]);
    // The top bit: bucket 1.
    sort(&[1 << 63, 1, 0], 1 << 63, 0, &mut out, &mut ends);
    assert_eq!((&out[..], &ends[..]), (&[1, 0, 1 << 63][..], &[2, 3][..]));
    sort(&[3, 1], 0, 0, &mut out, &mut ends);
    assert_eq!((out, ends), (vec![3, 1], vec![2]));
    // Sorted by bit 1 and squeezed without it.
    let (mut out, mut ends) = (Vec::new(), Vec::new());
    sort(&[0b110, 0b001, 0b011], 0b010, 0b010, &mut out, &mut ends);
    assert_eq!((out, ends), (vec![0b01, 0b10, 0b01], vec![1, 3]));
}

#[test]
fn the_sort_without_pext_sorts_as_with_it() {
    // The join's masks (two ranges settled: two runs gathered, three
    // squeezed), none, and masks of more than four runs (the loop over
    // them): the buckets of `pext` where this processor has it, else of
    // the runs applied one by one.
    let mut next = crate::xorshift(0x9e37_79b9_7f4a_7c15);
    let list: Vec<u64> = (0..1000).map(|_| next() & ((1 << 40) - 1)).collect();
    let join = 0b111 << 8 | 0b111 << 28;
    for (settled, squeezed) in [
        (join, true),
        (join, false),
        (0b11 << 18, true),
        (0b1010_1010_0001, true),
        (0b1_0101, false),
    ] {
        let gather = Squeeze::new(!settled);
        let squeeze = Squeeze::new(if squeezed { settled } else { 0 });
        let (mut out, mut ends) = (Vec::new(), Vec::new());
        sort_without_pext(
            &list,
            &gather,
            &squeeze,
            &mut Vec::new(),
            &mut out,
            &mut ends,
        );
        let mut want: Vec<(u64, u64)> = list
            .iter()
            .map(|&p| (gather.apply(p), squeeze.apply(p)))
            .collect();
        want.sort_by_key(|&(b, _)| b); // stable: the list's order in a bucket
        assert_eq!(out, want.iter().map(|&(_, p)| p).collect::<Vec<_>>());
        let mut ends_want = vec![0u32; 1 << gather.bits()];
        for &(b, _) in &want {
            ends_want[b as usize] += 1;
        }
        let mut at = 0;
        for e in &mut ends_want {
            at += *e;
            *e = at;
        }
        assert_eq!(ends, ends_want, "{settled:#b}");
        let (mut out2, mut ends2) = (Vec::new(), Vec::new());
        sort_by_bits(
            &list,
            &gather,
            &squeeze,
            &mut Vec::new(),
            &mut out2,
            &mut ends2,
        );
        assert_eq!((&out2, &ends2), (&out, &ends));
        // And `pext` itself wherever the processor has BMI2, whether or
        // not `sort_by_bits` chooses it here (`fast_pext`).
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("bmi2") {
            let (mut out3, mut ends3) = (Vec::new(), Vec::new());
            // SAFETY: the processor has BMI2 (checked above).
            unsafe {
                super::sliced::sort_with_pext(
                    &list,
                    &gather,
                    &squeeze,
                    &mut Vec::new(),
                    &mut out3,
                    &mut ends3,
                )
            };
            assert_eq!((out3, ends3), (out, ends), "pext, {settled:#b}");
        }
    }
}

#[test]
#[cfg(target_arch = "x86_64")]
fn pext_is_chosen_wherever_it_is_fast() {
    // Never without BMI2; on this processor whenever it has BMI2 and is
    // not an AMD one before Zen 3 (family 0x19).
    let bmi2 = std::arch::is_x86_feature_detected!("bmi2");
    assert!(!super::sliced::fast_pext() || bmi2);
    let vendor = std::arch::x86_64::__cpuid(0);
    if bmi2 && vendor.ebx.to_le_bytes() == *b"Genu" {
        assert!(super::sliced::fast_pext(), "Intel's pext is fast");
    }
}

#[test]
fn the_vector_sweep_counts_as_the_portable_one() {
    // Random groups of 1 to 256 patterns and west patterns of 5 and 6
    // chunks: the same pairs in every form of the sweep this processor
    // has.
    for (seed, width, sizes) in [(3, 34, (256, 300)), (5, 40, (77, 90)), (9, 40, (1, 1))] {
        let (east, west, expect) = random_lists(seed, (1 << width) - 1, sizes);
        let mut tables = Vec::new();
        group_tables::<6>(&east, width, &mut tables);
        let tables: &[Words; TABLES] = tables[..].try_into().unwrap();
        let mut entries = Vec::new();
        for &q in &west {
            push_entries::<6>(q, &mut entries);
        }
        let lanes = sweep::<6>(tables, &entries);
        assert_eq!(lanes.iter().sum::<u64>(), expect, "{width} bits");
        // Each lane's pairs: its 64 east patterns' (the group's in order).
        for (l, &pairs) in lanes.iter().enumerate() {
            let lane = &east[(64 * l).min(east.len())..east.len().min(64 * l + 64)];
            let want = west
                .iter()
                .map(|&q| lane.iter().filter(|&&p| p & q == 0).count());
            assert_eq!(pairs, want.sum::<usize>() as u64, "{width} bits, lane {l}");
        }
        for simd in Simd::available_forms() {
            let pairs = sweep_best::<6>(simd, tables, &entries);
            assert_eq!(pairs, portable(lanes), "{width} bits, {simd:?}");
        }
    }
}

#[test]
fn the_vector_sweep_agrees_on_random_groups_of_every_length() {
    assert_eq!(sweep_differs(0x2545_f491_4f6c_dd1d, 300), None);
    // Every form this processor has, on several seeds (the others are
    // checked where they run: NEON under an emulator in the test command).
    for simd in Simd::available_forms() {
        for seed in [1, 0x9e37_79b9_7f4a_7c15, 0x2545_f491_4f6c_dd1d] {
            assert_eq!(
                sweep_differs_with(simd, seed, 200),
                None,
                "{simd:?}, seed {seed:x}"
            );
        }
    }
}

#[test]
fn the_forms_of_the_sweep_are_named_and_checked() {
    for simd in Simd::ALL {
        assert_eq!(Simd::parse(simd.name()), Some(simd));
    }
    assert_eq!(Simd::parse("AVX2"), None);
    assert!(Simd::Portable.available());
    assert!(Simd::best().available());
    assert_eq!(Simd::available_forms()[0], Simd::Portable);
    assert!(Simd::available_forms().contains(&Simd::best()));
    assert_eq!(Simd::parse_available(""), Ok(None));
    assert_eq!(Simd::parse_available("portable"), Ok(Some(Simd::Portable)));
    let unknown = Simd::parse_available("sse").unwrap_err();
    assert!(
        unknown.contains("BITQUEENS_SIMD=sse: no such form"),
        "{unknown}"
    );
    assert!(
        unknown.contains("portable, avx2, avx512, neon"),
        "{unknown}"
    );
    // A form of another processor is refused, never replaced.
    let other = if cfg!(target_arch = "aarch64") {
        "avx2"
    } else {
        "neon"
    };
    let refused = Simd::parse_available(other).unwrap_err();
    assert!(refused.contains("cannot use it"), "{refused}");
    assert!(Simd::chosen().available());
    // NEON is part of every aarch64 processor that Linux runs on.
    if cfg!(target_arch = "aarch64") {
        assert_eq!(Simd::best(), Simd::Neon);
    }
}

#[test]
fn a_group_counts_the_patterns_disjoint_from_a_west_pattern() {
    fn sweep_of<const C: usize>(tables: &[Words], west: &[u64]) -> u64 {
        let mut entries = Vec::new();
        for &q in west {
            push_entries::<C>(q, &mut entries);
        }
        assert_eq!(entries.len(), C * west.len());
        sweep::<C>(tables.try_into().unwrap(), &entries)
            .iter()
            .sum()
    }
    // Three east patterns of 9 bits (two chunks): each west pattern
    // meets those that share none of its bits, whichever chunk they
    // are in; a group's padding counts for nothing.
    let east = [0b0_0000_0011, 0b1_0000_0000, 0b0_1000_0001];
    let mut tables = Vec::new();
    group_tables::<8>(&east, 9, &mut tables);
    assert_eq!(tables.len(), TABLES);
    for (q, disjoint) in [
        (0, 3),
        (0b1, 1),
        (0b10, 2),
        (0b1_0000_0000, 2),
        (0b0_1000_0000, 2),
        (0b1_1000_0010, 0),
        (0b0_0111_1100, 3),
    ] {
        assert_eq!(sweep_of::<2>(&tables, &[q]), disjoint, "{q:b}");
        // More chunks than the patterns' bits need: all ones.
        assert_eq!(sweep_of::<8>(&tables, &[q]), disjoint, "{q:b}");
    }
    assert_eq!(sweep_of::<4>(&tables, &[0, 0b1, 0b10]), 6);
    // A full group of 64 × LANES patterns, all empty: every pair counts.
    let full = vec![0u64; 64 * LANES];
    group_tables::<6>(&full, 40, &mut tables);
    assert_eq!(sweep_of::<6>(&tables, &[0, 1 << 39]), 2 * 64 * LANES as u64);
    // One pattern with every bit of 40: it meets only the empty one.
    group_tables::<6>(&[(1 << 40) - 1], 40, &mut tables);
    assert_eq!(sweep_of::<6>(&tables, &[0, 1, 1 << 39]), 1);
    // The same tables again for 9 bits: the chunks past them all ones,
    // whatever the wider group left there.
    group_tables::<8>(&east, 9, &mut tables);
    assert_eq!(sweep_of::<8>(&tables, &[0b1, 1 << 39, 1 << 55]), 1 + 3 + 3);
}

/// A slice of an `n`-board's squares that the eight symmetries of the
/// square map onto itself: each orbit of squares is open or closed by a
/// hash of `seed` and its smallest square, about `percent` % of them
/// open; on odd boards the middle row and column are closed but for the
/// centre (so that the join goes through one middle row's row sets, not
/// `n`). Rows as bits of the crate's convention (column `c` is bit
/// `n - 1 - c`).
struct Squares {
    n: usize,
    rows: [u32; 32],
}

impl Squares {
    fn new(n: usize, seed: u64, percent: u64) -> Squares {
        let mut rows = [0; 32];
        for (r, row) in rows.iter_mut().enumerate().take(n) {
            for c in 0..n {
                if Squares::drawn(n, seed, percent, r, c) {
                    *row |= 1 << (n - 1 - c);
                }
            }
        }
        Squares { n, rows }
    }

    fn drawn(n: usize, seed: u64, percent: u64, r: usize, c: usize) -> bool {
        let m = n / 2;
        if n % 2 == 1 && (r == m) != (c == m) {
            return false;
        }
        let (x, y) = (n - 1 - r, n - 1 - c);
        let orbit = [
            (r, c),
            (c, x),
            (x, y),
            (y, r),
            (r, y),
            (y, x),
            (x, c),
            (c, r),
        ];
        let first = orbit.iter().map(|&(a, b)| a * n + b).min().unwrap() as u64;
        // splitmix64 of the seed and the orbit's first square.
        let mut z = seed ^ first.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % 100 < percent
    }

    fn open(&self, r: usize, c: usize) -> bool {
        self.rows[r] >> (self.n - 1 - c) & 1 == 1
    }

    /// The classes of the slice's boards by the join: its row sets
    /// with filtered quarter tables, and the boards a quarter and a
    /// half turn leave unchanged searched within the slice.
    fn by_join(&self) -> Classes {
        let n = self.n;
        let join = Join::within(n, &|r, c| self.open(r, c));
        let all = 0..join.row_sets.len() as u32;
        let mut never = crate::methods::NodeLimit(u64::MAX);
        let mut scratch = orbits::Scratch::default();
        let (boards, _) = join.count_run(&mut scratch, all, &mut never, &mut Work::default());
        let columns = self.rows.map(|row| row.reverse_bits() >> (32 - n));
        let (quarter, half) = symmetric_within(n, columns);
        let classes = Classes {
            c2: quarter / 2,
            c4: (half - quarter) / 4,
            c8_boards: boards,
            ..Classes::default()
        };
        classes.normalized()
    }

    /// The classes of the slice's boards by the symmetric counter's
    /// search: every task, its rules cut down to the slice.
    fn by_search(&self) -> Classes {
        let n = self.n;
        crate::count::tasks(n)
            .iter()
            .map(|task| crate::count::count_task_within(n, task, &self.rows))
            .sum()
    }

    /// The classes of the slice's boards by brute force: every board
    /// of the slice by a plain search, each counted as `1 / k` of an
    /// orbit of `k` distinct images.
    fn by_brute_force(&self) -> Classes {
        fn go(s: &Squares, r: usize, cols: &mut Vec<usize>, by_size: &mut [u64; 9]) {
            let n = s.n;
            if r == n {
                let mut distinct = crate::symmetry::all_transforms(cols).to_vec();
                distinct.sort();
                distinct.dedup();
                by_size[distinct.len()] += 1;
                return;
            }
            for c in 0..n {
                let free = cols
                    .iter()
                    .enumerate()
                    .all(|(y, &x)| x != c && x + r != c + y && x + y != c + r);
                if free && s.open(r, c) {
                    cols.push(c);
                    go(s, r + 1, cols, by_size);
                    cols.pop();
                }
            }
        }
        let mut by_size = [0; 9];
        go(self, 0, &mut Vec::new(), &mut by_size);
        Classes {
            c1: by_size[1],
            c2: by_size[2] / 2,
            c4: by_size[4] / 4,
            c8: by_size[8] / 8,
            ..Classes::default()
        }
    }
}

#[test]
fn slices_of_small_boards_count_alike_three_ways() {
    for n in 4..=12 {
        for seed in 0..4 {
            let slice = Squares::new(n, seed, 70);
            let brute = slice.by_brute_force();
            assert_eq!(slice.by_search(), brute, "n = {n}, seed {seed}");
            assert_eq!(slice.by_join(), brute, "n = {n}, seed {seed}");
        }
    }
}

/// A sampled slice of an `n`-board (the squares of [`Squares::new`]
/// with `seed` and `percent`) counted by the join and by the symmetric
/// counter's search: the same total and the same classes, and boards
/// of every class the board has (`c2` only where `n % 4` is 0 or 1).
///
/// Why the two counts are independent: the slice is closed under the
/// eight symmetries (each orbit of squares is open or closed as a
/// whole), so it is a union of whole orbits of boards, with classes of
/// its own. The search (`count::count_task_within`) keeps one board
/// per orbit by its own rules (the farthest edge queen on top, ties
/// settled by comparing the rotations) and classes each by comparing
/// it with its rotations; the slice only cuts down the squares its rows
/// may use, so the orbit's board it keeps is still in the slice. The
/// join builds half-boards from quarter tables filtered to the slice,
/// joins one row set per orbit of the upside-down turn and the mirror
/// image (the slice is closed under both), and gets the classes by
/// Burnside's lemma from its own search of the boards a quarter and a
/// half turn leave unchanged. They share only the slice's squares and
/// [`Classes`]; `slices_of_small_boards_count_alike_three_ways` checks
/// both against brute force on small boards. A whole board of n = 20
/// to 23 is hours; a slice of one is seconds, and a slice is a sample
/// of every row set at once (where the existing row-set tests take a
/// few whole row sets), including the orbit weights and the half-turn
/// symmetric pairs.
fn slice_matches_the_search(n: usize, seed: u64, percent: u64) {
    let slice = Squares::new(n, seed, percent);
    let joined = slice.by_join();
    assert_eq!(
        joined,
        slice.by_search(),
        "n = {n}, seed {seed}, {percent} %"
    );
    let quarter_turns = n % 4 <= 1;
    assert!(joined.c8 > 0 && joined.c4 > 0, "n = {n}: {joined:?}");
    assert_eq!(joined.c2 > 0, quarter_turns, "n = {n}: {joined:?}");
}

// The seeds and shares below give slices with boards of every class;
// n = 20's and n = 22's slices hold row sets with enough east
// half-boards to be sorted into buckets (3,114 and 18 of them; the
// others' lists stay under 512). Seconds each in an optimised build.

#[test]
#[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
fn a_slice_of_n20_matches_the_search() {
    // c2 48, c4 475, c8 136,792.
    slice_matches_the_search(20, 1, 60);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
fn a_slice_of_n21_matches_the_search() {
    // c2 48, c4 1,182, c8 59,665.
    slice_matches_the_search(21, 1, 60);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
fn a_slice_of_n22_matches_the_search() {
    // c4 136, c8 5,809.
    slice_matches_the_search(22, 1, 45);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "seconds in an optimised build")]
fn a_slice_of_n23_matches_the_search() {
    // c4 92, c8 101.
    slice_matches_the_search(23, 30, 45);
}

/// The transposition of a group's patterns moves bit `b` of row `i` to
/// bit `i` of row `b`, in every lane apart.
#[test]
fn transpose_swaps_rows_and_bits() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut rows = [Words([0u64; LANES]); 64];
    for row in &mut rows {
        for word in row.0.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *word = x;
        }
    }
    let mut out = rows;
    transpose(&mut out);
    for (i, row) in rows.iter().enumerate() {
        for (b, column) in out.iter().enumerate() {
            for l in 0..LANES {
                assert_eq!(
                    column[l] >> i & 1,
                    row[l] >> b & 1,
                    "row {i}, bit {b}, lane {l}"
                );
            }
        }
    }
}
