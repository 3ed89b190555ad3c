//! The kernel family: the stack and the frontier kernel's turns in Rust
//! (`bitqueens_gpu::reference`) against each other and a search written
//! apart; their sources, their workgroup memory against WebGPU's, and the
//! rule that picks a kernel per board.

use bitqueens_gpu::reference::{frontier_sub_board, stack_sub_board, Pipeline};
use bitqueens_gpu::*;
use solver::count::{count, tasks_with_depth, Rules};

/// Each sub-board of the tasks of an `n`-board (4 rows, or fewer) continued
/// to `rows` rows, with the kernels' levels for them.
fn sub_boards(n: usize, rows: usize) -> (usize, Vec<Vec<u32>>) {
    let levels = levels(n, rows);
    let subs = tasks_with_depth(n, 4.min(rows))
        .iter()
        .flat_map(|task| expand(n, task, rows).words)
        .collect::<Vec<_>>()
        .chunks_exact(SUB_WORDS)
        .map(<[u32]>::to_vec)
        .collect();
    (levels, subs)
}

/// The turns of a sub-board's search with `ahead` rows looked ahead,
/// written apart from the kernels' turns in Rust (a recursion over rows,
/// each row looked at by its index): one turn to start and one per queen
/// placed; a queen's child row is searched when it has a square and each
/// of the last `ahead` rows below it keeps one (the last row of its rule,
/// the others of any square).
fn turns_looking_ahead(n: usize, rules: &[u32], sub: &[u32], ahead: usize) -> u64 {
    let last = n - 1;
    let distance = (sub[0] & 255) as usize;
    let depth = ((sub[0] >> 8) & 255) as usize;
    let words = &rules[distance * 4..distance * 4 + 4];
    let allow = |y: usize| row_rules(n, distance, words, y).0;
    let every = u32::MAX >> (32 - n);
    let (l, d, r) = attacks(sub, depth);
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

/// The pipeline of an `n`-board with `levels` levels and `ahead` rows
/// looked ahead.
fn pipeline(n: usize, rules: &[u32], levels: usize, ahead: u32) -> Pipeline<'_> {
    Pipeline {
        n,
        rules,
        levels,
        ahead,
    }
}

#[test]
fn more_rows_looked_ahead_count_each_sub_board_the_same_in_fewer_turns() {
    // A look-ahead cuts only searches that complete no board; the stack
    // kernel's turns are the search written apart, row by row.
    for n in [5, 8, 11, 13] {
        let rules = kernel_rules(n);
        let mut turns = [0u64; 3];
        for rows in [1, 2, 4, 6, n - 3, n - 2, n - 1] {
            let (levels, subs) = sub_boards(n, rows);
            for sub in &subs {
                let one = stack_sub_board(&pipeline(n, &rules, levels, 1), sub);
                let mut before = one.1;
                for ahead in 1..=3u32 {
                    let (counts, t) = stack_sub_board(&pipeline(n, &rules, levels, ahead), sub);
                    assert_eq!(counts, one.0, "n {n}, {rows} rows, {ahead} ahead, {sub:?}");
                    assert_eq!(
                        t,
                        turns_looking_ahead(n, &rules, sub, ahead as usize),
                        "the rows looked at: n {n}, {rows} rows, {ahead} ahead, {sub:?}"
                    );
                    assert!(t <= before, "n {n}, {rows} rows, {ahead} ahead, {sub:?}");
                    turns[ahead as usize - 1] += t;
                    before = t;
                }
            }
        }
        if n >= 11 {
            // Some turns fewer with each row more.
            assert!(turns.windows(2).all(|w| w[1] < w[0]), "n = {n}: {turns:?}");
        }
    }
}

#[test]
fn each_sub_board_counts_in_the_frontier_kernel_as_in_the_stack_kernel_in_no_more_turns() {
    // The same boards and classes sub-board by sub-board; the frontier
    // kernel's look-aheads on the outer columns cut some turns more.
    for n in [5, 8, 11, 13] {
        let rules = kernel_rules(n);
        for rows in [1, 2, 4, 6, n - 2, n - 1] {
            let (levels, subs) = sub_boards(n, rows);
            for sub in &subs {
                for ahead in 1..=3 {
                    let (want, turns) = stack_sub_board(&pipeline(n, &rules, levels, ahead), sub);
                    let (got, fewer) = frontier_sub_board(&pipeline(n, &rules, levels, ahead), sub);
                    assert_eq!(got, want, "n {n}, {rows} rows, {ahead} ahead, {sub:?}");
                    assert!(fewer <= turns, "n {n} {sub:?}: {fewer} > {turns} turns");
                }
            }
        }
    }
}

#[test]
fn foreign_sub_boards_count_nothing() {
    let n = 10;
    let rules = kernel_rules(n);
    type Turns = fn(&Pipeline, &[u32]) -> ([u32; 3], u64);
    for turns in [stack_sub_board as Turns, frontier_sub_board] {
        // A distance past the middle, more rows left than the stack holds,
        // no row placed (a turn's child is row 2 or below).
        for (levels, sub) in [
            (5, [5 | 4 << 8, 0, 0, 0]),
            (3, [1 | 4 << 8, 0, 0, 0]),
            (8, [1, 0, 0, 0]),
        ] {
            let p = pipeline(n, &rules, levels, ROWS_AHEAD);
            assert_eq!(turns(&p, &sub), ([0; 3], 1));
        }
        // 6 rows placed leave n - 2 - 6 = 2 levels: a stack of 2 counts
        // them all, one of 1 none.
        let (_, subs) = sub_boards(n, 6);
        let sum = |levels| {
            subs.iter()
                .map(|sub| turns(&pipeline(n, &rules, levels, ROWS_AHEAD), sub).0)
                .map(|counts| counts.iter().sum::<u32>())
                .sum::<u32>()
        };
        assert_eq!(sum(2), count(n).unique() as u32);
        assert_eq!(sum(1), 0);
    }
}

#[test]
fn the_workgroup_memory_fits_webgpus_default() {
    const { assert!(DOWNLEVEL_WORKGROUP_BYTES <= WORKGROUP_BYTES) };
    for n in 1..=27 {
        for software in [false, true] {
            let asked = sub_rows_for(n, software);
            let rows = kernel_rows(n, asked);
            assert!(rows >= asked.min(MAX_SUB_ROWS));
            let kernel = Kernel::Stack.for_board(n, asked);
            assert!(
                kernel.workgroup_bytes(n, rows) <= WORKGROUP_BYTES,
                "n = {n}, {rows} rows"
            );
            if kernel == Kernel::Stack {
                assert!(kernel.workgroup_bytes(n, rows) <= DOWNLEVEL_WORKGROUP_BYTES);
            }
        }
    }
    // The page's rows on a real GPU.
    let rows: Vec<usize> = (18..=27)
        .map(|n| kernel_rows(n, sub_rows_for(n, false)))
        .collect();
    assert_eq!(rows, [6, 7, 8, 8, 8, 8, 8, 8, 8, 9]);
    // 1 KiB a level (and one more for the stack kernel): at most 14 levels
    // of the stack kernel in wgpu's 16,352 bytes.
    assert_eq!(Kernel::Frontier.workgroup_bytes(21, 8), 11 * 1024);
    assert_eq!(Kernel::Stack.workgroup_bytes(20, 8), 11 * 1024);
    assert_eq!(Kernel::Stack.workgroup_bytes(24, 8), 15 * 1024);
    assert_eq!(Kernel::Stack.workgroup_bytes(25, 8), 16 * 1024);
    assert_eq!(max_levels(), 16);
}

#[test]
fn the_stack_kernel_counts_every_board_it_holds_else_the_frontier_kernel() {
    assert_eq!(Kernel::default(), Kernel::Stack);
    assert_eq!(Kernel::DEFAULT, Kernel::default());
    for n in 1..=27 {
        for software in [false, true] {
            let rows = sub_rows_for(n, software);
            // A real GPU: the stack kernel up to n = 24, then the frontier
            // kernel; a software adapter: always the stack kernel.
            let want = if software || n <= 24 {
                Kernel::Stack
            } else {
                Kernel::Frontier
            };
            assert_eq!(Kernel::Stack.for_board(n, rows), want, "n = {n}");
            assert_eq!(stack_fits(n, rows), want == Kernel::Stack, "n = {n}");
            assert_eq!(Kernel::Frontier.for_board(n, rows), Kernel::Frontier);
        }
        for rows in 1..=MAX_SUB_ROWS {
            if Kernel::Stack.for_board(n, rows) == Kernel::Stack {
                assert!(
                    levels(n, kernel_rows(n, rows)) <= 14,
                    "n = {n}, {rows} rows"
                );
            }
        }
    }
    // Fewer rows placed (gpu-bench --sub-rows): more levels, the fallback
    // earlier; more rows: later.
    assert_eq!(Kernel::Stack.for_board(21, 5), Kernel::Stack);
    assert_eq!(Kernel::Stack.for_board(21, 4), Kernel::Frontier);
    assert_eq!(Kernel::Stack.for_board(25, 9), Kernel::Stack);
}

#[test]
fn the_kernels_have_names_and_codes() {
    for k in Kernel::ALL {
        assert_eq!(Kernel::from_name(k.name()), Some(k));
        assert_eq!(Kernel::from_code(k as u32), Some(k));
    }
    assert_eq!(Kernel::ALL.map(Kernel::name), ["stack", "frontier"]);
    assert_eq!(Kernel::from_name("rows"), None);
    assert_eq!(Kernel::from_name("lean"), None);
    assert_eq!(Kernel::from_code(2), None);
    assert_eq!(Kernel::Stack.source(), STACK);
    assert_eq!(Kernel::Frontier.source(), FRONTIER);
}

#[test]
fn both_kernels_are_the_one_prelude_and_their_own_search() {
    // One source for what they share: the prelude is the same text at the
    // start of both, and neither defines its parts again.
    let prelude = STACK
        .find("// The stack kernel")
        .map(|end| &STACK[..end])
        .expect("the stack kernel after the prelude");
    assert!(FRONTIER.starts_with(prelude));
    for s in [
        "override N: u32",
        "override LEVELS: u32",
        "override AHEAD: u32",
        "var<storage, read> subs: array<vec4<u32>>",
        "@binding(4) var<storage, read_write> next: atomic<u32>",
        "fn class_of(",
        "fn rows_ahead_open(",
        "fn finish_and_take(",
    ] {
        assert_eq!(prelude.matches(s).count(), 1, "{s}");
        assert_eq!(STACK.matches(s).count(), 1, "stack: {s}");
        assert_eq!(FRONTIER.matches(s).count(), 1, "frontier: {s}");
    }
    for source in [STACK, FRONTIER] {
        assert!(source.contains(&format!("@workgroup_size({WORKGROUP})")));
        assert_eq!(source.matches("fn searched(").count(), 1);
        assert_eq!(source.matches("@compute").count(), 1);
        assert_eq!(source.matches("@binding(").count(), BINDINGS as usize);
    }
    assert_eq!(
        pipeline_constants(20, 8, ROWS_AHEAD),
        [("N", 20.0), ("LEVELS", 10.0), ("AHEAD", 3.0)]
    );
    assert_eq!(pipeline_constants(20, 8, 9)[2], ("AHEAD", 3.0));
    assert_eq!(
        pipeline_constants(1, 8, 0),
        [("N", 1.0), ("LEVELS", 1.0), ("AHEAD", 1.0)]
    );
}

#[test]
fn the_computed_rules_are_the_solvers() {
    for n in 4..=27 {
        let table = kernel_rules(n);
        assert_eq!(table.len(), 4 * ((n - 1) / 2 + 1));
        for d in solver::count::distances(n) {
            let r = Rules::new(n, d);
            for y in 1..n {
                assert_eq!(
                    row_rules(n, d, &table[4 * d..4 * d + 4], y),
                    (r.allow[y], r.left_reach[y], r.right_reach[y]),
                    "n {n} distance {d} row {y}"
                );
            }
        }
    }
}
