//! The GPU path's logic, natively: the sub-board split and the kernel's
//! steps (written in Rust, `count_sub_board`) against the solver's counter
//! and the published counts.

use bitqueens_gpu::*;
use solver::count::{count, count_task, tasks, tasks_with_depth, Classes, Task};

/// `(total, unique)` for `n = 1..=27` (index `n - 1`): the published counts.
fn reference() -> Vec<(u64, u64)> {
    solver::published::TABLE
        .iter()
        .map(|r| (r.total, r.unique))
        .collect()
}

#[test]
fn the_whole_path_gives_the_published_counts_and_the_solvers_classes() {
    let table = reference();
    for n in 1..=13 {
        let c = count_reference(n, tasks(n), 1000, sub_rows(n));
        assert_eq!((c.total(), c.unique()), table[n - 1], "n = {n}");
        assert_eq!(c, count(n), "classes, n = {n}");
    }
}

#[test]
fn every_task_gives_the_solvers_count_whatever_the_rows_placed() {
    for n in 4..=12 {
        let rules = rules_table(n);
        for depth in 1..=4 {
            for task in tasks_with_depth(n, depth) {
                for rows in [1, 2, 3, 5, n - 1] {
                    let e = expand(n, &task, rows);
                    let counts: Vec<u32> = e
                        .words
                        .chunks_exact(STRIDE)
                        .flat_map(|s| count_sub_board(n, &rules, s))
                        .collect();
                    assert_eq!(
                        sum_counts(&counts),
                        count_task(n, &task),
                        "n {n} {task:?} rows {rows}"
                    );
                }
            }
        }
    }
}

#[test]
fn batches_of_any_size_report_each_task_once_and_whole() {
    let n = 11;
    let rules = rules_table(n);
    let all = tasks_with_depth(n, 3);
    for max in [1, 2, 7, 64, 100_000] {
        let mut b = Batcher::new(n, all.clone(), 5);
        let mut seen = vec![None; all.len()];
        while let Some(batch) = b.next_batch(max) {
            assert!(batch.subs() <= max);
            let counts: Vec<u32> = batch
                .words
                .chunks_exact(STRIDE)
                .flat_map(|s| count_sub_board(n, &rules, s))
                .collect();
            for (task, classes) in b.finish(&batch, &counts) {
                assert!(seen[task].is_none(), "task {task} reported twice");
                seen[task] = Some(classes);
            }
        }
        for (i, t) in all.iter().enumerate() {
            assert_eq!(
                seen[i],
                Some(count_task(n, t)),
                "task {i}, batches of {max}"
            );
        }
    }
}

#[test]
fn the_larger_boards_agree_with_the_solver() {
    for n in 14..=15 {
        assert_eq!(
            count_reference(n, tasks_with_depth(n, 4), 50_000, sub_rows(n)),
            count(n),
            "n = {n}"
        );
        let software = sub_rows_for(n, true);
        assert!(software >= sub_rows(n));
        assert_eq!(
            count_reference(n, tasks_with_depth(n, 4), 50_000, software),
            count(n),
            "n = {n}, software"
        );
    }
}

#[test]
fn foreign_tasks_count_nothing() {
    let n = 8;
    let bad = [
        Task {
            distance: 9,
            depth: 1,
            cols: [0; 4],
        },
        Task {
            distance: 1,
            depth: 1,
            cols: [3, 0, 0, 0],
        },
        Task {
            distance: 1,
            depth: 2,
            cols: [6, 6, 0, 0],
        },
        Task {
            distance: 1,
            depth: 0,
            cols: [6, 0, 0, 0],
        },
        Task {
            distance: 1,
            depth: 2,
            cols: [6, 40, 0, 0],
        },
    ];
    for t in bad {
        assert!(expand(n, &t, 4).is_empty(), "{t:?}");
    }
    let one = expand(1, &tasks(1)[0], 3);
    assert_eq!(
        (one.len(), one.single),
        (
            0,
            Classes {
                c1: 1,
                ..Classes::default()
            }
        )
    );
}

#[test]
fn sums_are_u64_past_u32() {
    let counts = vec![u32::MAX, 1, 2, u32::MAX, 3, 4];
    let c = sum_counts(&counts);
    assert_eq!((c.c2, c.c4, c.c8), (2 * u32::MAX as u64, 4, 6));
}

#[test]
fn the_grid_covers_every_sub_board() {
    for subs in [1, 63, 64, 65, 64 * 65_535, 64 * 65_535 + 1, 10_000_000] {
        let (x, y, stride) = grid(subs);
        assert!((1..=MAX_GROUPS_X).contains(&x) && y >= 1);
        assert!(x as u64 * y as u64 * WORKGROUP as u64 >= subs as u64);
        assert_eq!(stride, x * WORKGROUP);
    }
}

#[test]
fn the_kernel_source_matches_the_constants_here() {
    assert!(KERNEL.contains(&format!("const STRIDE: u32 = {STRIDE}u;")));
    assert!(KERNEL.contains(&format!("const RULES: u32 = {RULES_WORDS}u;")));
    assert!(KERNEL.contains(&format!("@workgroup_size({WORKGROUP})")));
}

#[test]
fn batch_sizes_follow_the_time_within_bounds() {
    assert_eq!(next_batch_size(1000, 40.0, 80.0, MIN_BATCH), 2000);
    assert_eq!(next_batch_size(1000, 1.0, 80.0, MIN_BATCH), 4000);
    assert_eq!(next_batch_size(1000, 0.0, 80.0, MIN_BATCH), 4000);
    assert_eq!(next_batch_size(4000, 1000.0, 80.0, MIN_BATCH), 1000);
    assert_eq!(next_batch_size(300, 1000.0, 80.0, MIN_BATCH), MIN_BATCH);
    assert_eq!(next_batch_size(MAX_BATCH, 1.0, 80.0, MIN_BATCH), MAX_BATCH);
    // The hosts' target: an H100's batches of 2^20 sub-boards (at most some
    // 150 ms with the stack kernel at n = 20, docs/gpu.md) stay that size.
    assert_eq!(
        next_batch_size(MAX_BATCH, 150.0, TARGET_MS, MIN_BATCH),
        MAX_BATCH
    );
    assert!(next_batch_size(MAX_BATCH, 150.0, 80.0, MIN_BATCH) < MAX_BATCH);
}

#[test]
fn a_real_gpu_keeps_its_batches_wide() {
    // Software adapters start small and may shrink to MIN_BATCH; a real GPU
    // never goes below WIDE_BATCH, however long a batch took (a wide batch
    // takes about as long as its longest sub-board: narrower is not faster).
    assert_eq!(min_batch(true), MIN_BATCH);
    assert_eq!(min_batch(false), WIDE_BATCH);
    const { assert!(MIN_BATCH < WIDE_BATCH && WIDE_BATCH < MAX_BATCH) };
    assert_eq!(
        next_batch_size(WIDE_BATCH, 1000.0, 80.0, WIDE_BATCH),
        WIDE_BATCH
    );
    assert_eq!(
        next_batch_size(4 * WIDE_BATCH, 640.0, 80.0, WIDE_BATCH),
        WIDE_BATCH
    );
    assert_eq!(
        next_batch_size(8 * WIDE_BATCH, 160.0, 80.0, WIDE_BATCH),
        4 * WIDE_BATCH
    );
    // Growth is the same on both.
    assert_eq!(
        next_batch_size(WIDE_BATCH, 20.0, 80.0, WIDE_BATCH),
        4 * WIDE_BATCH
    );
    // A floor above the largest batch is the largest batch.
    assert_eq!(next_batch_size(10, 1000.0, 80.0, 2 * MAX_BATCH), MAX_BATCH);
}

#[test]
fn the_kernels_steps_at_n_13_are_pinned() {
    // The kernel's work (`--example steps 13 13`): a step places a queen
    // or goes back a row, the turns llvmpipe's loop limiter counts. The
    // same since the kernel had a stack, whatever its loops' shape. The
    // bound for software adapters below rests on this count.
    let steps = steps_per_sub_board(13, &tasks_with_depth(13, 4), sub_rows(13));
    let (most, all) = (steps.iter().max().copied(), steps.iter().sum::<u64>());
    assert_eq!((steps.len(), most, all), (2296, Some(2453), 983_727));
}

#[test]
fn software_adapters_get_sub_boards_of_few_steps() {
    for n in 4..=15 {
        let rows = sub_rows_for(n, true);
        assert!(rows >= sub_rows(n) && rows < n, "n = {n}");
        let steps = steps_per_sub_board(n, &tasks_with_depth(n, 4), rows);
        let most = steps.iter().max().copied().unwrap_or(0);
        assert!(!steps.is_empty() && most < 12_000, "n = {n}: {most} steps");
    }
    assert!(is_software("llvmpipe (LLVM 15.0.6, 256 bits)"));
    assert!(is_software("Google SwiftShader"));
    assert!(!is_software("NVIDIA H100 80GB HBM3"));
}

#[test]
fn real_gpus_get_the_rows_measured_best() {
    // docs/gpu.md: 5 rows at n = 16, 17 (6 were slower at 16), 7 at n = 19
    // (8 slower: the host's expansion), 8 from n = 20 (an H100 counted
    // n = 20 in 17.9 s against 30.1 s with 7). Never all the rows.
    let rows: Vec<usize> = (14..=24).map(sub_rows).collect();
    assert_eq!(rows, [4, 4, 5, 5, 6, 7, 8, 8, 8, 8, 8]);
    assert_eq!((sub_rows(3), sub_rows(2), sub_rows(1)), (2, 1, 1));
    for n in 16..=24 {
        assert_eq!(sub_rows_for(n, false), sub_rows(n), "n = {n}");
    }
}
