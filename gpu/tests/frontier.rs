//! The frontier kernel's logic (`frontier_sub_board`, the WGSL's turns in
//! Rust) against the first kernel's (`search_sub_board`), the solver and
//! the published counts; its sizes against WebGPU's workgroup memory.

use bitqueens_gpu::*;
use solver::count::{count, tasks_with_depth, Classes};

/// Counts an `n`-board the frontier kernel's way: the same batches as the
/// hosts, each compacted and searched by `frontier_sub_board`.
fn count_frontier(n: usize, rows: usize) -> Classes {
    let rows = frontier_rows(n, rows);
    let levels = frontier_constants(n, rows)[1].1 as usize;
    let rules = frontier_rules(n);
    let mut batcher = Batcher::new(n, tasks_with_depth(n, 4), rows);
    let mut total = Classes::default();
    while let Some(batch) = batcher.next_batch(5000) {
        let counts: Vec<u32> = compact(&batch.words)
            .chunks_exact(FRONTIER_STRIDE)
            .flat_map(|sub| frontier_sub_board(n, &rules, levels, sub).0)
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
    assert_eq!(Kernel::Frontier.for_board(27), Kernel::Frontier);
    assert_eq!(Kernel::Rows.for_board(21), Kernel::Rows);
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
fn the_frontier_source_names_its_constants_and_bindings() {
    for s in [
        "override N: u32",
        "override LEVELS: u32",
        "@workgroup_size(64)",
        "var<storage, read> subs: array<vec4<u32>>",
        "@binding(4) var<storage, read_write> next: atomic<u32>",
    ] {
        assert!(FRONTIER.contains(s), "{s}");
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
