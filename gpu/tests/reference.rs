//! The GPU path's logic, natively: the sub-board split, the batches and
//! the kernels' turns in Rust (`bitqueens_gpu::reference`) against the
//! solver's counter and the published counts.

use bitqueens_gpu::reference::{count_reference, sub_board, turns_per_sub_board, Pipeline};
use bitqueens_gpu::*;
use solver::count::{count, count_task, tasks, tasks_with_depth, Classes, Rules, Task};

/// `(total, unique)` for `n = 1..=27` (index `n - 1`): the published counts.
fn published() -> Vec<(u64, u64)> {
    solver::published::TABLE
        .iter()
        .map(|r| (r.total, r.unique))
        .collect()
}

#[test]
fn the_whole_path_gives_the_published_counts_and_the_solvers_classes() {
    let table = published();
    for kernel in Kernel::ALL {
        for n in 1..=13 {
            let c = count_reference(kernel, n, tasks(n), 1000, sub_rows(n));
            assert_eq!((c.total(), c.unique()), table[n - 1], "{kernel:?} n = {n}");
            assert_eq!(c, count(n), "classes, {kernel:?} n = {n}");
        }
    }
}

#[test]
fn every_task_gives_the_solvers_count_whatever_the_rows_placed() {
    for n in 4..=12 {
        let rules = kernel_rules(n);
        for depth in 1..=4 {
            for task in tasks_with_depth(n, depth) {
                for rows in [1, 2, 3, 5, n - 1] {
                    let p = Pipeline::of(n, &rules, rows.max(depth));
                    let e = expand(n, &task, rows);
                    for kernel in Kernel::ALL {
                        let counts: Vec<u32> = e
                            .words
                            .chunks_exact(SUB_WORDS)
                            .flat_map(|s| sub_board(kernel, &p, s).0)
                            .collect();
                        assert_eq!(
                            sum_counts(&counts),
                            count_task(n, &task),
                            "{kernel:?} n {n} {task:?} rows {rows}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn batches_of_any_size_report_each_task_once_and_whole() {
    let n = 11;
    let rules = kernel_rules(n);
    let all = tasks_with_depth(n, 3);
    for max in [1, 2, 7, 64, 100_000] {
        let mut b = Batcher::new(n, all.clone(), 5);
        let mut seen = vec![None; all.len()];
        while let Some(batch) = b.next_batch(max) {
            assert!(batch.subs() <= max);
            let counts: Vec<u32> = batch
                .words
                .chunks_exact(SUB_WORDS)
                .flat_map(|s| sub_board(Kernel::Stack, &Pipeline::of(n, &rules, 5), s).0)
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
        for software in [false, true] {
            let rows = sub_rows_for(n, software);
            assert!(rows >= sub_rows(n));
            assert_eq!(
                count_reference(Kernel::Stack, n, tasks_with_depth(n, 4), 50_000, rows),
                count(n),
                "n = {n}, software {software}"
            );
        }
    }
}

#[test]
fn foreign_tasks_count_nothing() {
    let n = 8;
    let task = |distance, depth, cols| Task {
        distance,
        depth,
        cols,
    };
    let bad = [
        task(9, 1, [0; 4]),
        task(1, 1, [3, 0, 0, 0]),
        task(1, 2, [6, 6, 0, 0]),
        task(1, 0, [6, 0, 0, 0]),
        task(1, 2, [6, 40, 0, 0]),
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
fn a_sub_board_keeps_every_placed_queen() {
    // Up to MAX_SUB_ROWS rows, 5 bits each, six to a word.
    let n = 20;
    let task = &tasks_with_depth(n, 4)[3];
    let e = expand(n, task, MAX_SUB_ROWS);
    assert!(!e.is_empty());
    for sub in e.words.chunks_exact(SUB_WORDS).take(100) {
        assert_eq!(sub[0] >> 8, MAX_SUB_ROWS as u32);
        for (y, &col) in task.cols.iter().enumerate() {
            assert_eq!(placed(sub, y), 1 << (n - 1 - col as usize), "row {y}");
        }
        for y in 0..MAX_SUB_ROWS {
            let (l, d, r) = attacks(sub, y);
            assert_eq!(placed(sub, y) & (l | d | r), 0, "row {y} is not attacked");
        }
    }
}

#[test]
fn sums_are_u64_past_u32() {
    let counts = vec![u32::MAX, 1, 2, u32::MAX, 3, 4];
    let c = sum_counts(&counts);
    assert_eq!((c.c2, c.c4, c.c8), (2 * u32::MAX as u64, 4, 6));
}

#[test]
fn the_grid_covers_every_invocation() {
    for subs in [
        1,
        63,
        64,
        65,
        PERSISTENT,
        64 * 65_535,
        64 * 65_535 + 1,
        10_000_000,
    ] {
        let (x, y) = grid(subs);
        assert!((1..=MAX_GROUPS_X).contains(&x) && y >= 1);
        assert!(x as u64 * y as u64 * WORKGROUP as u64 >= subs as u64);
    }
    assert_eq!(invocations(1 << 20, false), (PERSISTENT, u32::MAX));
    assert_eq!(invocations(300, true), (300, 1));
    assert_eq!(params(20, 300, 1), [20, 300, 1, 0]);
}

#[test]
fn batch_sizes_follow_the_time_within_bounds() {
    assert_eq!(next_batch_size(1000, 40.0, 80.0, MIN_BATCH), 2000);
    assert_eq!(next_batch_size(1000, 1.0, 80.0, MIN_BATCH), 4000);
    assert_eq!(next_batch_size(1000, 0.0, 80.0, MIN_BATCH), 4000);
    assert_eq!(next_batch_size(4000, 1000.0, 80.0, MIN_BATCH), 1000);
    assert_eq!(next_batch_size(300, 1000.0, 80.0, MIN_BATCH), MIN_BATCH);
    assert_eq!(next_batch_size(MAX_BATCH, 1.0, 80.0, MIN_BATCH), MAX_BATCH);
    // The hosts' target: a large GPU's batches of 2^20 sub-boards (at most
    // some 150 ms at n = 20, docs/gpu.md) stay that size.
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
    let wide = |subs, ms| next_batch_size(subs, ms, 80.0, WIDE_BATCH);
    assert_eq!(wide(WIDE_BATCH, 1000.0), WIDE_BATCH);
    assert_eq!(wide(4 * WIDE_BATCH, 640.0), WIDE_BATCH);
    assert_eq!(wide(8 * WIDE_BATCH, 160.0), 4 * WIDE_BATCH);
    // Growth is the same on both.
    assert_eq!(wide(WIDE_BATCH, 20.0), 4 * WIDE_BATCH);
    // A floor above the largest batch is the largest batch.
    assert_eq!(next_batch_size(10, 1000.0, 80.0, 2 * MAX_BATCH), MAX_BATCH);
}

#[test]
fn the_stack_kernels_turns_at_n_13_are_pinned() {
    // The kernel's work (`--example steps 13 13`): one turn per queen
    // placed and one to start, what llvmpipe's loop limiter counts. The
    // bound for software adapters below rests on this count.
    let turns = turns_per_sub_board(13, &tasks_with_depth(13, 4), sub_rows(13));
    let (most, all) = (turns.iter().max().copied(), turns.iter().sum::<u64>());
    assert_eq!((turns.len(), most, all), (2296, Some(1246), 555_474));
}

#[test]
fn software_adapters_get_sub_boards_of_few_turns() {
    for n in 4..=15 {
        let rows = sub_rows_for(n, true);
        assert!(rows >= sub_rows(n) && rows < n, "n = {n}");
        let turns = turns_per_sub_board(n, &tasks_with_depth(n, 4), rows);
        let most = turns.iter().max().copied().unwrap_or(0);
        assert!(!turns.is_empty() && most < 12_000, "n = {n}: {most} turns");
    }
    assert!(is_software("llvmpipe (LLVM 15.0.6, 256 bits)"));
    assert!(is_software("Google SwiftShader"));
    assert!(!is_software("NVIDIA H100 80GB HBM3"));
}

#[test]
fn real_gpus_get_the_rows_measured_best() {
    // docs/gpu.md: 5 rows at n = 16, 17, 7 at n = 19, 8 from n = 20. Never
    // all the rows.
    let rows: Vec<usize> = (14..=24).map(sub_rows).collect();
    assert_eq!(rows, [4, 4, 5, 5, 6, 7, 8, 8, 8, 8, 8]);
    assert_eq!((sub_rows(3), sub_rows(2), sub_rows(1)), (2, 1, 1));
    for n in 16..=24 {
        assert_eq!(sub_rows_for(n, false), sub_rows(n), "n = {n}");
    }
}

/// A sub-board's size class from its words.
fn size_of(n: usize, sub: &[u32]) -> u8 {
    let (distance, rows) = ((sub[0] & 255) as usize, (sub[0] >> 8) as usize);
    let (l, d, r) = attacks(sub, rows);
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
            for (sub, &was) in s.words.chunks_exact(SUB_WORDS).zip(&s.order) {
                let was = was as usize;
                assert!(!std::mem::replace(&mut seen[was], true), "each once");
                assert_eq!(sub, &p.words[was * SUB_WORDS..(was + 1) * SUB_WORDS]);
                let size = size_of(n, sub);
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
        let mut b = Batcher::new(n, tasks_with_depth(n, 3), rows).longest_first(longest);
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
}
