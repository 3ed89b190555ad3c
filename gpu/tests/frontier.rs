//! The frontier, the lean and the stack kernel's logic
//! (`frontier_sub_board`, `lean_sub_board`, `stack_sub_board`: the WGSL's
//! turns in Rust) against the first kernel's
//! (`search_sub_board`), the solver and the published counts; their sizes
//! against WebGPU's workgroup memory, and the rule that picks a kernel per
//! board.

use bitqueens_gpu::*;
use solver::count::{count, tasks_with_depth, Classes, Rules};

type Turns = fn(usize, &[u32], usize, &[u32]) -> ([u32; 3], u64);

/// Counts an `n`-board the frontier kernel's way: the same batches as the
/// hosts, each compacted and searched by `frontier_sub_board`.
fn count_frontier(n: usize, rows: usize) -> Classes {
    count_persistent(n, rows, frontier_sub_board)
}

/// The same with another persistent kernel's turns in Rust.
fn count_persistent(n: usize, rows: usize, turns: Turns) -> Classes {
    count_persistent_in(n, rows, turns, false)
}

/// The same with each batch handed out largest first or not.
fn count_persistent_in(n: usize, rows: usize, turns: Turns, longest_first: bool) -> Classes {
    let rows = frontier_rows(n, rows);
    let levels = frontier_constants(n, rows)[1].1 as usize;
    let rules = frontier_rules(n);
    let mut batcher = Batcher::with_layout(n, tasks_with_depth(n, 4), rows, Layout::Compact)
        .longest_first(longest_first);
    let mut total = Classes::default();
    while let Some(batch) = batcher.next_batch(5000) {
        let counts: Vec<u32> = batch
            .words
            .chunks_exact(FRONTIER_STRIDE)
            .flat_map(|sub| turns(n, &rules, levels, sub).0)
            .collect();
        total += batcher
            .finish(&batch, &counts)
            .into_iter()
            .map(|(_, c)| c)
            .sum();
    }
    total
}

#[test]
fn the_compact_walk_writes_what_compact_makes_of_the_wide_one() {
    for n in 1..=14 {
        for depth in 1..=4.min(n) {
            for task in tasks_with_depth(n, depth) {
                for rows in [0, 1, 3, 5, 6, 7, 12, n - 1, n, MAX_SUB_ROWS + 3] {
                    let wide = expand(n, &task, rows);
                    let small = expand_as(n, &task, rows, Layout::Compact);
                    assert_eq!(
                        small.words,
                        compact(&wide.words),
                        "n {n} {task:?} rows {rows}"
                    );
                    assert_eq!(small.single, wide.single);
                    assert_eq!(small.len(), wide.len());
                }
            }
        }
    }
    // A task that is not the board's has no sub-boards in either layout.
    let mut bad = tasks_with_depth(9, 3)[0];
    bad.cols[1] = bad.cols[0];
    assert!(expand_as(9, &bad, 6, Layout::Compact).is_empty());
}

#[test]
fn compact_batches_are_the_wide_ones_compacted() {
    let n = 12;
    for max in [1, 7, 100, 100_000] {
        let mut wide = Batcher::new(n, tasks_with_depth(n, 3), 7);
        let mut small = Batcher::with_layout(n, tasks_with_depth(n, 3), 7, Layout::Compact);
        loop {
            let (w, s) = (wide.next_batch(max), small.next_batch(max));
            let (Some(w), Some(s)) = (&w, &s) else {
                assert_eq!(w.is_none(), s.is_none());
                break;
            };
            assert_eq!(s.words, compact(&w.words));
            assert_eq!((s.parts.clone(), s.subs()), (w.parts.clone(), w.subs()));
            assert!(s.subs() <= max && s.layout == Layout::Compact && w.layout == Layout::Wide);
        }
    }
}

/// The size class of a wide sub-board, from its queens ([`size_class`]
/// of the row after its placed ones).
fn size_of_wide(n: usize, sub: &[u32]) -> u8 {
    let (distance, rows) = ((sub[0] & 255) as usize, (sub[0] >> 8) as usize);
    let (mut l, mut d, mut r) = (0u32, 0u32, 0u32);
    for &bit in &sub[1..=rows] {
        l = (l | bit) << 1;
        d |= bit;
        r = (r | bit) >> 1;
    }
    size_class(n, &Rules::new(n, distance), rows, l, d, r)
}

#[test]
fn a_size_class_is_the_bit_length_of_the_next_rows_free_squares_multiplied() {
    // n = 8, every square allowed; on row 3: left on bit 1, down on bit 4,
    // right on bit 6. Free squares: row 3 5 (bits 1, 4, 6 taken), row 4 5
    // (2, 4, 5), row 5 6 (3, 4), row 6 6 (4, 3): 5 * 5 * 6 * 6 = 900, ten
    // bits.
    let rules = Rules {
        allow: [0xff; 32],
        left_reach: [0; 32],
        right_reach: [0; 32],
    };
    let (l, d, r) = (1 << 1, 1 << 4, 1 << 6);
    assert_eq!(size_class(8, &rules, 3, l, d, r), 10);
    // Rows 6 and 7 only (the board ends): row 6 6 (bits 3, 4 taken), row
    // 7 5 (2, 4, 5): 30, five bits.
    assert_eq!(size_class(8, &rules, 6, l << 3, d, r >> 3), 5);
    // A row with no free square: nothing to search.
    assert_eq!(size_class(8, &rules, 3, 0x0f, 0xf0, 0), 0);
    // No attacks: 8^4.
    assert_eq!(size_class(8, &rules, 0, 0, 0, 0), 13);
}

#[test]
fn longest_first_batches_are_the_same_sub_boards_largest_class_first() {
    for (n, rows, max) in [(10, 5, 7), (12, 6, 100), (12, 7, 100_000), (13, 6, 1000)] {
        let mut plain = Batcher::new(n, tasks_with_depth(n, 3), rows);
        let mut sorted = Batcher::new(n, tasks_with_depth(n, 3), rows).longest_first(true);
        let mut reordered = false;
        while let Some(p) = plain.next_batch(max) {
            let s = sorted.next_batch(max).expect("as many batches");
            assert_eq!((&s.parts, s.subs()), (&p.parts, p.subs()));
            assert!(p.order.is_empty());
            let mut seen = vec![false; p.subs()];
            let mut last_size = u8::MAX;
            for (sub, &was) in s.words.chunks_exact(STRIDE).zip(&s.order) {
                let was = was as usize;
                assert!(!std::mem::replace(&mut seen[was], true), "each once");
                assert_eq!(sub, &p.words[was * STRIDE..(was + 1) * STRIDE]);
                let size = size_of_wide(n, sub);
                assert!(size <= last_size, "largest class first");
                last_size = size;
            }
            reordered |= s
                .order
                .iter()
                .enumerate()
                .any(|(at, &was)| at != was as usize);
        }
        assert!(sorted.next_batch(max).is_none());
        assert!(reordered, "n = {n}: some batch is not in the tasks' order");
    }
}

#[test]
fn longest_first_counts_reach_their_tasks() {
    // Counts that name their sub-board's place in the tasks' order: each
    // task's sums are the same whichever order the batch went out in.
    let (n, rows) = (12, 6);
    let sums = |longest: bool| {
        let mut b = Batcher::with_layout(n, tasks_with_depth(n, 3), rows, Layout::Compact)
            .longest_first(longest);
        let mut all = Vec::new();
        let mut at = 0u32;
        while let Some(batch) = b.next_batch(333) {
            let place = |i: usize| match batch.order.get(i) {
                Some(&was) => was,
                None => i as u32,
            };
            let counts: Vec<u32> = (0..batch.subs())
                .flat_map(|i| [at + place(i), 1, 2 * (at + place(i))])
                .collect();
            at += batch.subs() as u32;
            all.extend(b.finish(&batch, &counts));
        }
        all
    };
    assert_eq!(sums(true), sums(false));
    for n in 1..=12 {
        let classes = count_persistent_in(n, sub_rows(n), lean_sub_board, true);
        assert_eq!(
            classes,
            count(n),
            "n = {n}, the lean kernel's turns, largest first"
        );
    }
}

#[test]
fn each_kernel_reads_its_own_layout() {
    // The persistent kernels read compact sub-boards, the rows kernel
    // wide ones: the layout the hosts' batchers pack for each.
    assert_eq!(Layout::of(Kernel::Lean), Layout::Compact);
    assert_eq!(Layout::of(Kernel::Stack), Layout::Compact);
    assert_eq!(Layout::of(Kernel::Frontier), Layout::Compact);
    assert_eq!(Layout::of(Kernel::Rows), Layout::Wide);
    assert_eq!(Layout::Compact.stride(), FRONTIER_STRIDE);
    assert_eq!(Layout::Wide.stride(), STRIDE);
}

#[test]
fn the_frontier_path_gives_the_solvers_classes() {
    for n in 1..=14 {
        assert_eq!(count_frontier(n, sub_rows(n)), count(n), "n = {n}");
        assert_eq!(
            count_frontier(n, sub_rows_for(n, true)),
            count(n),
            "n = {n}, software"
        );
    }
    // Rows placed from 4 to n - 1 (only the last row left).
    for rows in 4..=10 {
        assert_eq!(count_frontier(11, rows), count(11), "n = 11, {rows} rows");
    }
}

#[test]
fn the_lean_and_the_stack_path_give_the_solvers_classes() {
    for (name, turns) in [
        ("lean", lean_sub_board as Turns),
        ("stack", stack_sub_board),
    ] {
        for n in 1..=14 {
            for rows in [sub_rows(n), sub_rows_for(n, true)] {
                assert_eq!(
                    count_persistent(n, rows, turns),
                    count(n),
                    "{name}, n = {n}, {rows} rows"
                );
            }
        }
        for rows in 4..=10 {
            assert_eq!(
                count_persistent(11, rows, turns),
                count(11),
                "{name}, n = 11, {rows} rows"
            );
        }
    }
}

#[test]
fn each_sub_board_counts_in_the_stack_kernel_as_in_the_lean_kernel_in_the_same_turns() {
    // The same search: one queen a turn, the rows with no square left
    // never returned to; only where the rows are kept differs.
    for n in [5, 8, 11, 13, 15] {
        let rules = frontier_rules(n);
        for rows in [1, 2, 4, 6, n - 3, n - 2, n - 1] {
            let levels = (n - 2).saturating_sub(rows).max(1);
            for task in tasks_with_depth(n, 4.min(rows)) {
                let words = compact(&expand(n, &task, rows).words);
                for sub in words.chunks_exact(FRONTIER_STRIDE) {
                    assert_eq!(
                        stack_sub_board(n, &rules, levels, sub),
                        lean_sub_board(n, &rules, levels, sub),
                        "n {n}, {rows} rows, {sub:?}"
                    );
                }
            }
        }
    }
}

/// The turns of a sub-board's search with `ahead` rows looked ahead,
/// written apart from `stack_sub_board_ahead` (a recursion over rows, each
/// row looked at by its index): one turn to start and one per queen
/// placed; a queen's child row is searched when it has a square and each
/// of the last `ahead` rows at or below it keeps one (the last row of its
/// rule, the others of any square).
fn turns_looking_ahead(n: usize, rules: &[u32], sub: &[u32], ahead: usize) -> u64 {
    let last = n - 1;
    let distance = (sub[0] & 255) as usize;
    let depth = ((sub[0] >> 8) & 255) as usize;
    let words = &rules[distance * 4..distance * 4 + 4];
    let allow = |y: usize| frontier_rule(n, distance, words, y).0;
    let every = u32::MAX >> (32 - n);
    let (mut l, mut d, mut r) = (0u32, 0u32, 0u32);
    for k in 0..depth {
        let bit = placed(sub, k);
        (l, d, r) = ((l | bit) << 1, d | bit, (r | bit) >> 1);
    }
    fn row(
        at: &dyn Fn(usize) -> u32,
        (n, ahead, every): (usize, usize, u32),
        (l, d, r, y): (u32, u32, u32, usize),
    ) -> u64 {
        let last = n - 1;
        let mut turns = 0;
        let mut squares = at(y) & !(l | d | r);
        while squares != 0 {
            let bit = squares & squares.wrapping_neg();
            squares ^= bit;
            turns += 1;
            if y + 1 == last {
                continue;
            }
            let (lb, db, rb) = (l | bit, d | bit, r | bit);
            let keeps =
                |row: usize, of: u32| of & !((lb << (row - y)) | db | (rb >> (row - y))) != 0;
            let open = (0..ahead)
                .map(|j| last - j)
                .filter(|&row| row > y)
                .all(|row| keeps(row, if row == last { at(last) } else { every }));
            if keeps(y + 1, at(y + 1)) && open {
                turns += row(at, (n, ahead, every), (lb << 1, db, rb >> 1, y + 1));
            }
        }
        turns
    }
    if depth >= last {
        return 1;
    }
    1 + row(&allow, (n, ahead, every), (l, d, r, depth))
}

#[test]
fn looking_more_rows_ahead_counts_each_sub_board_the_same_in_fewer_turns() {
    // The stack kernel with the second-last, third-last and fourth-last
    // rows looked ahead (gpu-bench --ahead): a look-ahead cuts only
    // searches that complete no board.
    for n in [5, 8, 11, 13, 15] {
        let rules = frontier_rules(n);
        let mut turns = [0u64; 4];
        for rows in [1, 2, 4, 6, n - 3, n - 2, n - 1] {
            let levels = (n - 2).saturating_sub(rows).max(1);
            for task in tasks_with_depth(n, 4.min(rows)) {
                let words = compact(&expand(n, &task, rows).words);
                for sub in words.chunks_exact(FRONTIER_STRIDE) {
                    let one = stack_sub_board(n, &rules, levels, sub);
                    assert_eq!(stack_sub_board_ahead(n, &rules, levels, sub, 1), one);
                    turns[0] += one.1;
                    let mut before = one.1;
                    for ahead in [2, 3, 4] {
                        let (counts, t) = stack_sub_board_ahead(n, &rules, levels, sub, ahead);
                        assert_eq!(counts, one.0, "n {n}, {rows} rows, {ahead} ahead, {sub:?}");
                        if n <= 13 {
                            assert_eq!(
                                t,
                                turns_looking_ahead(n, &rules, sub, ahead as usize),
                                "the rows looked at: n {n}, {rows} rows, {ahead} ahead, {sub:?}"
                            );
                        }
                        assert!(t <= before, "n {n}, {rows} rows, {ahead} ahead, {sub:?}");
                        turns[ahead as usize - 1] += t;
                        before = t;
                    }
                }
            }
        }
        if n >= 11 {
            // Some turns fewer with each row more.
            assert!(turns.windows(2).all(|w| w[1] < w[0]), "n = {n}: {turns:?}");
        }
    }
    // And every class as the solver's.
    let four: Turns = |n, rules, levels, sub| stack_sub_board_ahead(n, rules, levels, sub, 4);
    for n in 1..=12 {
        assert_eq!(count_persistent(n, sub_rows(n), four), count(n), "n = {n}");
    }
}

#[test]
fn each_sub_board_counts_in_the_lean_kernel_as_in_the_frontier_kernel_in_more_turns() {
    // The same counts sub-board by sub-board; without the outer columns'
    // look-aheads, never fewer turns, and some more in all.
    for n in [8, 11, 13, 15] {
        let rules = frontier_rules(n);
        for rows in [4, 6, n - 2] {
            let levels = (n - 2 - rows).max(1);
            let (mut frontier, mut lean) = (0, 0);
            for task in tasks_with_depth(n, 4) {
                let words = compact(&expand(n, &task, rows).words);
                for sub in words.chunks_exact(FRONTIER_STRIDE) {
                    let (want, turns) = frontier_sub_board(n, &rules, levels, sub);
                    let (got, more) = lean_sub_board(n, &rules, levels, sub);
                    assert_eq!(got, want, "n {n} {sub:?}");
                    assert!(more >= turns, "n {n} {sub:?}: {more} < {turns} turns");
                    (frontier, lean) = (frontier + turns, lean + more);
                }
            }
            if rows < n - 2 {
                assert!(lean > frontier, "n {n}, {rows} rows: {lean} turns");
            }
        }
    }
}

#[test]
fn each_sub_board_counts_as_in_the_first_kernel_in_no_more_turns() {
    for n in [8, 11, 13] {
        let (rules, rules4) = (rules_table(n), frontier_rules(n));
        for rows in [4, 6, n - 2] {
            let levels = (n - 2 - rows).max(1);
            for task in tasks_with_depth(n, 4) {
                let e = expand(n, &task, rows);
                let small = compact(&e.words);
                for (sub, packed) in e
                    .words
                    .chunks_exact(STRIDE)
                    .zip(small.chunks_exact(FRONTIER_STRIDE))
                {
                    let (want, steps) = search_sub_board(n, &rules, sub);
                    let (got, turns) = frontier_sub_board(n, &rules4, levels, packed);
                    assert_eq!(got, want, "n {n} {sub:?}");
                    // One queen per turn: the rows back take none.
                    assert!(turns <= steps + 1, "n {n}: {turns} turns, {steps} steps");
                }
            }
        }
    }
}

#[test]
fn compact_keeps_every_queen() {
    let n = 20;
    let task = &tasks_with_depth(n, 4)[3];
    let e = expand(n, task, MAX_SUB_ROWS);
    assert!(!e.is_empty());
    for (sub, packed) in e
        .words
        .chunks_exact(STRIDE)
        .zip(compact(&e.words).chunks_exact(FRONTIER_STRIDE))
        .take(100)
    {
        assert_eq!(packed[0], sub[0]);
        for k in 0..MAX_SUB_ROWS {
            let col = (packed[1 + k / 6] >> (5 * (k % 6))) & 31;
            assert_eq!(1 << col, sub[1 + k], "row {k}");
        }
    }
}

#[test]
fn foreign_sub_boards_count_nothing() {
    let n = 10;
    let rules = frontier_rules(n);
    // A distance past the middle, and more rows left than the stack holds.
    assert_eq!(
        frontier_sub_board(n, &rules, 5, &[5 | 4 << 8, 0, 0, 0]).0,
        [0; 3]
    );
    assert_eq!(
        frontier_sub_board(n, &rules, 3, &[1 | 4 << 8, 0, 0, 0]).0,
        [0; 3]
    );
    // The same in the lean kernel, and no row placed (its turns' children
    // are row 2 or below).
    for (levels, sub) in [(5, [5 | 4 << 8, 0, 0, 0]), (3, [1 | 4 << 8, 0, 0, 0])] {
        assert_eq!(lean_sub_board(n, &rules, levels, &sub).0, [0; 3]);
    }
    assert_eq!(lean_sub_board(n, &rules, 8, &[1, 0, 0, 0]), ([0; 3], 1));
    // And in the stack kernel.
    for (levels, sub) in [(5, [5 | 4 << 8, 0, 0, 0]), (3, [1 | 4 << 8, 0, 0, 0])] {
        assert_eq!(stack_sub_board(n, &rules, levels, &sub).0, [0; 3]);
    }
    assert_eq!(stack_sub_board(n, &rules, 8, &[1, 0, 0, 0]), ([0; 3], 1));
    // 6 rows placed leave n - 2 - 6 = 2 levels: a stack of 2 counts them
    // all, one of 1 none.
    let sum = |levels| {
        let mut total = 0;
        for task in tasks_with_depth(n, 4) {
            let words = compact(&expand(n, &task, 6).words);
            for sub in words.chunks_exact(FRONTIER_STRIDE) {
                total += lean_sub_board(n, &rules, levels, sub).0.iter().sum::<u32>();
                total += stack_sub_board(n, &rules, levels, sub)
                    .0
                    .iter()
                    .sum::<u32>();
            }
        }
        total
    };
    assert_eq!(sum(2), 2 * count(n).unique() as u32);
    assert_eq!(sum(1), 0);
}

#[test]
fn the_workgroup_memory_fits_webgpus_default() {
    for n in 1..=27 {
        assert!(frontier_fits(n), "n = {n}");
        for software in [false, true] {
            let rows = frontier_rows(n, sub_rows_for(n, software));
            assert!(rows >= sub_rows_for(n, software).min(MAX_SUB_ROWS));
            assert!(
                frontier_workgroup_bytes(n, rows) <= WORKGROUP_BYTES,
                "n = {n}, {rows} rows"
            );
        }
    }
    assert_eq!(Kernel::Frontier.for_board(27, 8), Kernel::Frontier);
    assert_eq!(Kernel::Rows.for_board(21, 8), Kernel::Rows);
    // The page's rows: the stack fits them all (16 levels).
    let rows: Vec<usize> = (18..=23)
        .map(|n| frontier_rows(n, sub_rows_for(n, false)))
        .collect();
    assert_eq!(rows, [6, 7, 8, 8, 8, 8]);
    // n = 21: 11 KiB of stack, nothing else in workgroup memory.
    assert_eq!(frontier_workgroup_bytes(21, 8), 11 * 1024);
    assert_eq!(frontier_rows(27, 8), 9);
}

#[test]
fn the_stack_kernel_is_the_default_where_it_fits_else_the_frontier_kernel() {
    assert_eq!(Kernel::default(), Kernel::Stack);
    assert_eq!(Kernel::DEFAULT, Kernel::default());
    // Its workgroup memory: 1 KiB a level and one more; at most 14 levels
    // in wgpu's 16,352 bytes.
    assert_eq!(stack_workgroup_bytes(20, 8), 11 * 1024);
    assert_eq!(stack_workgroup_bytes(24, 8), 15 * 1024);
    assert_eq!(stack_workgroup_bytes(25, 8), 16 * 1024);
    for n in 1..=27 {
        for software in [false, true] {
            let rows = sub_rows_for(n, software);
            let fits =
                stack_workgroup_bytes(n, frontier_rows(n, rows)) <= DOWNLEVEL_WORKGROUP_BYTES;
            assert_eq!(stack_fits(n, rows), fits, "n = {n}");
            // A real GPU: the stack kernel up to n = 24, then the frontier
            // kernel (the lean kernel needs more); a software adapter: always
            // the stack kernel.
            let want = if software || n <= 24 {
                Kernel::Stack
            } else {
                Kernel::Frontier
            };
            assert_eq!(
                Kernel::Stack.for_board(n, rows),
                want,
                "n = {n}, software {software}"
            );
        }
    }
    // Where the stack kernel does not fit but the lean kernel would (never
    // with 3 or more levels: the lean kernel needs more), it is the lean one.
    for n in 1..=27 {
        for rows in 1..=MAX_SUB_ROWS {
            let got = Kernel::Stack.for_board(n, rows);
            let levels = n.saturating_sub(2 + frontier_rows(n, rows)).max(1);
            if got == Kernel::Stack {
                assert!(levels <= 14, "n = {n}, {rows} rows");
            } else {
                assert_eq!(got, Kernel::Lean.for_board(n, rows), "n = {n}, {rows} rows");
                assert_eq!(got, Kernel::Frontier, "n = {n}, {rows} rows");
            }
        }
    }
    assert_eq!(Kernel::Stack.for_board(24, 8), Kernel::Stack);
    assert_eq!(Kernel::Stack.for_board(25, 8), Kernel::Frontier);
    assert_eq!(Kernel::Stack.for_board(25, 9), Kernel::Stack);
}

#[test]
fn the_lean_kernel_fits_up_to_12_levels_else_the_frontier_kernel() {
    // Its workgroup memory: the stack and the queens, 1280 bytes a level and
    // 256 more; at most 12 levels in wgpu's 16,352 bytes (and WebGPU's
    // 16,384).
    assert_eq!(lean_workgroup_bytes(20, 8), 10 * 1024 + 11 * 256);
    assert_eq!(lean_workgroup_bytes(22, 8), 15_616);
    assert_eq!(lean_workgroup_bytes(23, 8), 16_896);
    const { assert!(DOWNLEVEL_WORKGROUP_BYTES <= WORKGROUP_BYTES) };
    for n in 1..=27 {
        for software in [false, true] {
            let rows = sub_rows_for(n, software);
            let kernel = Kernel::Lean.for_board(n, rows);
            let fits = lean_workgroup_bytes(n, frontier_rows(n, rows)) <= DOWNLEVEL_WORKGROUP_BYTES;
            assert_eq!(lean_fits(n, rows), fits, "n = {n}");
            // A real GPU: the lean kernel up to n = 22, then the frontier
            // kernel; a software adapter places n - 10 rows: always lean.
            let want = if software || n <= 22 {
                Kernel::Lean
            } else {
                Kernel::Frontier
            };
            assert_eq!(kernel, want, "n = {n}, software {software}");
            assert_eq!(Kernel::Frontier.for_board(n, rows), Kernel::Frontier);
            assert_eq!(Kernel::Rows.for_board(n, rows), Kernel::Rows);
        }
    }
    // Fewer rows placed (gpu-bench --sub-rows): more levels, the fallback
    // earlier; more rows: later.
    assert_eq!(Kernel::Lean.for_board(20, 5), Kernel::Frontier);
    assert_eq!(Kernel::Lean.for_board(20, 6), Kernel::Lean);
    assert_eq!(Kernel::Lean.for_board(24, 10), Kernel::Lean);
    assert_eq!(Kernel::Lean.for_board(27, 12), Kernel::Frontier);
    assert_eq!(Kernel::Lean.for_board(27, 13), Kernel::Lean);
    for n in 1..=27 {
        for rows in 1..=MAX_SUB_ROWS {
            if Kernel::Lean.for_board(n, rows) == Kernel::Lean {
                let levels = n.saturating_sub(2 + frontier_rows(n, rows)).max(1);
                assert!(levels <= 12, "n = {n}, {rows} rows");
            }
        }
    }
}

#[test]
fn the_kernels_have_names_and_codes() {
    for k in Kernel::ALL {
        assert_eq!(Kernel::from_name(k.name()), Some(k));
        assert_eq!(Kernel::from_code(k as u32), Some(k));
        assert_eq!(k.persistent(), k != Kernel::Rows);
    }
    assert_eq!(
        Kernel::ALL.map(Kernel::name),
        ["rows", "frontier", "lean", "stack"]
    );
    assert_eq!(Kernel::from_name("no-sides"), None);
    assert_eq!(Kernel::from_code(4), None);
    assert_eq!(Kernel::Stack.source(), STACK);
    assert_eq!(Kernel::Lean.source(), LEAN);
    assert_eq!(Kernel::Frontier.source(), FRONTIER);
    assert_eq!(Kernel::Rows.source(), KERNEL);
}

#[test]
fn the_frontier_source_names_its_constants_and_bindings() {
    for s in [
        "override N: u32",
        "override LEVELS: u32",
        "@workgroup_size(64)",
        "var<storage, read> subs: array<vec4<u32>>",
        "@binding(4) var<storage, read_write> next: atomic<u32>",
    ] {
        assert!(FRONTIER.contains(s), "{s}");
        assert!(LEAN.contains(s), "lean: {s}");
        assert!(STACK.contains(s), "stack: {s}");
    }
    assert_eq!(FRONTIER_STRIDE, 4);
    assert_eq!(Kernel::from_name("rows"), Some(Kernel::Rows));
    assert_eq!(
        Kernel::from_name(Kernel::Frontier.name()),
        Some(Kernel::Frontier)
    );
    assert_eq!(frontier_invocations(1 << 20, false), (PERSISTENT, u32::MAX));
    assert_eq!(frontier_invocations(300, true), (300, 1));
}

#[test]
fn the_computed_rules_are_the_solvers() {
    for n in 4..=27 {
        let table = frontier_rules(n);
        assert_eq!(table.len(), 4 * frontier_rule_entries(n));
        for d in solver::count::distances(n) {
            let r = Rules::new(n, d);
            for y in 1..n {
                assert_eq!(
                    frontier_rule(n, d, &table[4 * d..4 * d + 4], y),
                    (r.allow[y], r.left_reach[y], r.right_reach[y]),
                    "n {n} distance {d} row {y}"
                );
            }
        }
    }
}
