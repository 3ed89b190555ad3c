//! The WGSL kernel itself on a Vulkan device (lavapipe, the software Vulkan
//! of `mesa-vulkan-drivers`, in CI; scripts/ensure-tools.sh installs it):
//! exact totals and uniques for n = 1..=14, in batches of every size the
//! hosts use, against the published counts and the solver's classes.

use bitqueens_gpu::Kernel;
use gpu_bench::{looking_ahead, reference, Batching, Gpu};

#[test]
fn the_kernel_counts_exactly_on_vulkan() {
    let gpu = Gpu::new().expect("a Vulkan adapter (install mesa-vulkan-drivers for lavapipe)");
    eprintln!("adapter: {}", gpu.adapter);
    for n in 1..=14 {
        let run = gpu.count(n, &Batching::default());
        assert_eq!(
            (run.classes.total(), run.classes.unique()),
            reference(n),
            "n = {n}"
        );
        assert_eq!(run.classes, solver::count::count(n), "classes, n = {n}");
    }
    // Rows placed from 4 up to n - 1: the kernel undoes rows from every
    // depth, down to sub-boards that leave only the last row.
    for rows in [4, 6, 9, 10] {
        let run = gpu.count(
            11,
            &Batching {
                rows: Some(rows),
                ..Batching::default()
            },
        );
        assert_eq!(
            run.classes,
            solver::count::count(11),
            "n = 11, {rows} rows placed"
        );
    }
    // Small fixed batches: tasks split across dispatches, and one
    // invocation beyond a workgroup's end. One sub-board per dispatch on
    // n = 8 (66 dispatches): on lavapipe each dispatch costs about 0.2 s
    // whatever it holds, so n = 10's 401 made this test take two minutes
    // (docs/ci.md).
    for (n, batch) in [(8, 1), (10, 65), (10, 1000)] {
        let run = gpu.count(
            n,
            &Batching {
                fixed: Some(batch),
                in_flight: 3,
                ..Batching::default()
            },
        );
        assert_eq!(
            run.batches,
            run.subs.div_ceil(batch as u64),
            "n = {n}, batches of {batch}"
        );
        assert_eq!(
            run.classes,
            solver::count::count(n),
            "n = {n}, batches of {batch}"
        );
    }
}

#[test]
fn the_grabbing_kernel_counts_every_sub_board_once() {
    // The site's kernel rewritten by grabbing_kernel: one entry point, the
    // old one a function of the sub-board's index.
    let source = gpu_bench::grabbing_kernel().expect("the site's entry point is found");
    assert_eq!(source.matches("@compute").count(), 1);
    assert!(source.contains("fn count_one(i: u32) {"));
    // Up to 4 sub-boards per invocation (llvmpipe's loop limit allows that
    // many of the software sub-boards up to n = 11), in sized batches and in
    // batches of 65 (tasks split across dispatches, a partial workgroup).
    let gpu = Gpu::grabbing(4, false).expect("a Vulkan adapter");
    for n in [1, 6, 8, 11] {
        let run = gpu.count(n, &Batching::default());
        assert_eq!(run.classes, solver::count::count(n), "n = {n}");
    }
    let run = gpu.count(
        10,
        &Batching {
            fixed: Some(65),
            in_flight: 2,
            ..Batching::default()
        },
    );
    assert_eq!(
        run.classes,
        solver::count::count(10),
        "n = 10, batches of 65"
    );
}

#[test]
fn the_stack_kernel_counts_exactly_on_vulkan() {
    // gpu/src/stack.wgsl, the default of gpu-bench and the page (docs/gpu.md
    // "The stack kernel"): each row at its own level, its queens read back
    // from the rows' `down`, each entry's level to go back to.
    frontier_counts_exactly(Gpu::stack().expect("a Vulkan adapter"), "stack.wgsl");
}

#[test]
fn the_stack_kernel_falls_back_to_the_frontier_kernel_where_it_cannot_hold_a_board() {
    let mut gpu = Gpu::stack().expect("a Vulkan adapter");
    assert_eq!(gpu.kernel, Kernel::Stack);
    for n in 1..=27 {
        assert_eq!(gpu.kernel_for(n, None), Kernel::Stack, "n = {n}, software");
    }
    // A real GPU's rows: the stack kernel up to n = 24, then the frontier
    // kernel (the lean kernel needs more workgroup memory still).
    gpu.software = false;
    assert_eq!(gpu.kernel_for(24, None), Kernel::Stack);
    assert_eq!(gpu.kernel_for(25, None), Kernel::Frontier);
    // Fewer rows placed, more levels: 14 fit (n = 21, 5 rows), 15 do not.
    assert_eq!(gpu.kernel_for(21, Some(5)), Kernel::Stack);
    assert_eq!(gpu.kernel_for(21, Some(4)), Kernel::Frontier);
    // Its own pipelines at the most levels it holds (14: n = 24 with 8
    // rows), and the fallback's from the frontier kernel's source, run over
    // no sub-board.
    for (n, rows) in [(24, 8), (25, 8), (27, 9)] {
        gpu.pipeline(n, rows);
    }
}

#[test]
fn the_lean_kernel_counts_exactly_on_vulkan() {
    // gpu/src/lean.wgsl, the kernel before the stack kernel.
    frontier_counts_exactly(Gpu::lean().expect("a Vulkan adapter"), "lean.wgsl");
}

#[test]
fn the_lean_kernel_falls_back_to_the_frontier_kernel_where_it_cannot_hold_a_board() {
    let mut gpu = Gpu::lean().expect("a Vulkan adapter");
    assert_eq!(gpu.kernel, Kernel::Lean);
    // A software adapter places n - 10 rows: the lean kernel for every board.
    for n in 1..=27 {
        assert_eq!(gpu.kernel_for(n, None), Kernel::Lean, "n = {n}, software");
    }
    // A real GPU's rows: the lean kernel up to n = 22, then the frontier
    // kernel (the rule of bitqueens_gpu::Kernel::for_board); fewer rows
    // placed, earlier.
    gpu.software = false;
    assert_eq!(gpu.kernel_for(22, None), Kernel::Lean);
    assert_eq!(gpu.kernel_for(23, None), Kernel::Frontier);
    assert_eq!(gpu.kernel_for(20, Some(5)), Kernel::Frontier);
    assert_eq!(gpu.rows(23, None), 8);
    // The fallback's pipelines are made from the frontier kernel's own
    // source, within the device's workgroup memory (n = 26 and 27: 16
    // levels, 16 KiB, WebGPU's default), and run (over no sub-board).
    for (n, rows) in [(23, 8), (26, 8), (27, 9)] {
        gpu.pipeline(n, rows);
    }
}

#[test]
fn the_frontier_kernel_counts_exactly_on_vulkan() {
    frontier_counts_exactly(Gpu::frontier().expect("a Vulkan adapter"), "frontier.wgsl");
}

/// A kernel with the frontier kernel's bindings (`gpu/src/frontier.wgsl`,
/// `gpu/src/lean.wgsl` or a variant in `gpu-bench/kernels/`) against the solver's classes:
/// n = 1..=14, every depth of stack, small batches, and a real GPU's
/// persistent invocations.
fn frontier_counts_exactly(mut gpu: Gpu, kernel: &str) {
    for n in 1..=14 {
        let run = gpu.count(n, &Batching::default());
        assert_eq!(run.classes, solver::count::count(n), "{kernel}, n = {n}");
    }
    // Rows placed from 4 up to n - 1: stacks of every depth, down to
    // sub-boards that leave only the last row.
    for rows in [4, 6, 9, 10] {
        let how = Batching {
            rows: Some(rows),
            ..Batching::default()
        };
        let run = gpu.count(11, &how);
        assert_eq!(
            run.classes,
            solver::count::count(11),
            "{kernel}, n = 11, {rows} rows"
        );
    }
    // Small fixed batches, tasks split across dispatches, a partial
    // workgroup.
    for (n, batch) in [(8, 1), (10, 65), (12, 1000)] {
        let how = Batching {
            fixed: Some(batch),
            in_flight: 3,
            ..Batching::default()
        };
        let run = gpu.count(n, &how);
        assert_eq!(
            run.classes,
            solver::count::count(n),
            "{kernel}, n = {n}, batches of {batch}"
        );
    }
    // A real GPU's dispatches: fewer invocations than sub-boards, each
    // taking sub-boards until none is left (the boards small enough for
    // llvmpipe's limit of 65,535 loop turns per invocation).
    gpu.software = false;
    gpu.persistent = 64;
    for n in [6, 9, 10] {
        let run = gpu.count(n, &Batching::default());
        assert_eq!(
            run.classes,
            solver::count::count(n),
            "{kernel}, n = {n}, persistent"
        );
    }
}

/// A variant of the frontier kernel in gpu-bench/kernels/ (docs/gpu.md
/// "Variants"), which gpu-bench/variants.sh times beside it.
fn frontier_variant(source: &str) -> Gpu {
    Gpu::open_kernel(Kernel::Frontier, source, false, false).expect("a Vulkan adapter")
}

#[test]
fn the_frontier_variant_with_queens_in_workgroup_memory_counts_exactly() {
    let source = include_str!("../kernels/frontier-wg-queens.wgsl");
    frontier_counts_exactly(frontier_variant(source), "frontier-wg-queens.wgsl");
}

#[test]
fn the_lean_frontier_variant_counts_exactly() {
    let source = include_str!("../kernels/frontier-lean.wgsl");
    frontier_counts_exactly(frontier_variant(source), "frontier-lean.wgsl");
}

#[test]
fn the_lean_frontier_variant_with_a_branch_free_search_counts_exactly() {
    let source = include_str!("../kernels/frontier-lean-check.wgsl");
    frontier_counts_exactly(frontier_variant(source), "frontier-lean-check.wgsl");
}

#[test]
fn the_frontier_variant_with_every_change_counts_exactly() {
    let source = include_str!("../kernels/frontier-lean-all.wgsl");
    frontier_counts_exactly(frontier_variant(source), "frontier-lean-all.wgsl");
}

#[test]
fn the_frontier_experiment_counts_exactly_on_vulkan() {
    // gpu-bench/kernels/frontier-each-turn.wgsl: the frontier kernel with
    // the row searched on the workgroup stack (docs/gpu.md), which the
    // device script times beside it.
    let source = include_str!("../kernels/frontier-each-turn.wgsl");
    let gpu = Gpu::open_kernel(Kernel::Frontier, source, false, false).expect("a Vulkan adapter");
    for n in [1, 6, 8, 11, 12] {
        let run = gpu.count(n, &Batching::default());
        assert_eq!(run.classes, solver::count::count(n), "n = {n}");
    }
    let how = Batching {
        rows: Some(10),
        ..Batching::default()
    };
    assert_eq!(
        gpu.count(11, &how).classes,
        solver::count::count(11),
        "n = 11, 10 rows"
    );
}

#[test]
fn host_threads_and_largest_first_give_the_same_counts() {
    // gpu-bench --host-threads: batches from several expanding threads,
    // taken in whatever order they come, small ones so that they mix.
    // --longest-first: each batch reordered on the host, its counts put
    // back in the tasks' order (one host thread) or summed as they come
    // (several); the rows kernel's batches stay in order.
    let ways = [
        (50, 3, false, [1, 9, 12].as_slice()),
        (700, 1, true, &[9, 12, 13]),
        (700, 3, true, &[12]),
    ];
    for gpu in [Gpu::stack(), Gpu::lean(), Gpu::frontier(), Gpu::new()] {
        let gpu = gpu.expect("a Vulkan adapter");
        for (batch, host_threads, longest_first, ns) in ways {
            for &n in ns {
                let how = Batching {
                    fixed: Some(batch),
                    in_flight: 3,
                    host_threads,
                    longest_first,
                    ..Batching::default()
                };
                let run = gpu.count(n, &how);
                assert_eq!(
                    run.classes,
                    solver::count::count(n),
                    "n = {n}, {how:?}, {:?}",
                    gpu.kernel
                );
            }
        }
    }
}

#[test]
fn the_lean_variant_that_checks_ties_in_rounds_counts_exactly() {
    // gpu-bench/kernels/lean-rounds.wgsl (docs/gpu.md "Rounds"): the
    // rotation check out of the turns, at the end of rounds of turns, the
    // waiting boards checked by any lane; its counters set to zero by the
    // kernel itself (the hosts do not zero this pipeline's workgroup
    // memory: without that, lanes waited on a count that never came).
    let source = include_str!("../kernels/lean-rounds.wgsl");
    frontier_counts_exactly(frontier_variant(source), "lean-rounds.wgsl");
}

#[test]
fn the_lean_variant_whose_rotation_check_does_not_search_counts_exactly() {
    // gpu-bench/kernels/lean-downs.wgsl (docs/gpu.md "The rotation check
    // without a search"): per row the columns taken down to it, every
    // class from a few loads.
    let source = include_str!("../kernels/lean-downs.wgsl");
    frontier_counts_exactly(frontier_variant(source), "lean-downs.wgsl");
}

#[test]
fn the_lean_variant_with_the_stack_alone_counts_exactly() {
    // gpu-bench/kernels/lean-stack.wgsl (docs/gpu.md "The stack alone"):
    // no row in registers, each turn loads the top entry, writes its rest
    // back or gives its place to the child, and pushes the child.
    let source = include_str!("../kernels/lean-stack.wgsl");
    frontier_counts_exactly(frontier_variant(source), "lean-stack.wgsl");
}

#[test]
fn the_stack_kernel_with_twelve_bytes_a_row_counts_exactly() {
    // gpu-bench/kernels/stack-packed.wgsl (docs/gpu.md "Twelve bytes a
    // row"): no untried squares kept, a turn works its row's out again from
    // the row's rule, its attacks and the count of squares tried.
    let source = include_str!("../kernels/stack-packed.wgsl");
    frontier_counts_exactly(frontier_variant(source), "stack-packed.wgsl");
}

#[test]
fn the_packed_stack_kernel_finding_rows_by_halving_counts_exactly() {
    // gpu-bench/kernels/stack-packed-bisect.wgsl (docs/gpu.md "Twelve
    // bytes a row"): the rotation check's row of a column by halving over
    // the rows' `down`s.
    let source = include_str!("../kernels/stack-packed-bisect.wgsl");
    frontier_counts_exactly(frontier_variant(source), "stack-packed-bisect.wgsl");
}

#[test]
fn the_stack_kernel_checking_ties_after_the_search_counts_exactly() {
    // gpu-bench/kernels/stack-deferred.wgsl (docs/gpu.md "Ties checked
    // after the search"): the tying boards written to a buffer (binding 5)
    // and checked by the workgroup when its search is done; with room for
    // them all, and with room for one a workgroup (the others checked
    // where they are found, as in the other kernels).
    ties_after_the_search_count_exactly(
        include_str!("../kernels/stack-deferred.wgsl"),
        "stack-deferred.wgsl",
    );
}

/// A kernel that writes its tying boards to binding 5 and checks them after
/// its search, with room for them all and with room for one a workgroup
/// (the others checked where they are found).
fn ties_after_the_search_count_exactly(source: &str, name: &str) {
    frontier_counts_exactly(frontier_variant(source), name);
    let mut gpu = frontier_variant(source);
    gpu.ties_cap = 1;
    frontier_counts_exactly(gpu, &format!("{name}, one tie a workgroup"));
}

#[test]
fn the_sixteen_byte_stack_kernel_checking_ties_after_the_search_counts_exactly() {
    // gpu-bench/kernels/stack-deferred16.wgsl (docs/gpu.md "Ties after the
    // search, 16 bytes a row"): stack-deferred.wgsl's ties on the stack
    // kernel's own rows; with room for them all, and with room for one a
    // workgroup.
    ties_after_the_search_count_exactly(
        include_str!("../kernels/stack-deferred16.wgsl"),
        "stack-deferred16.wgsl",
    );
}

#[test]
fn the_kernels_looking_two_and_three_rows_ahead_count_exactly() {
    // gpu_bench::looking_ahead (docs/gpu.md "Rows looked ahead"): the
    // second-last row, with 3 the third-last, with 4 the fourth-last, must
    // keep a square for a turn to push its child; on the stack kernel, on
    // its 12-byte variant and (three rows only) on the lean kernel.
    let packed = include_str!("../kernels/stack-packed.wgsl");
    for (name, kernel, source, rows) in [
        (
            "stack.wgsl",
            Kernel::Stack,
            bitqueens_gpu::STACK,
            &[2, 3][..],
        ),
        ("stack-packed.wgsl", Kernel::Frontier, packed, &[2, 3]),
        ("lean.wgsl", Kernel::Lean, bitqueens_gpu::LEAN, &[3]),
    ] {
        for &rows in rows {
            let ahead = looking_ahead(source, rows).expect("a look-ahead to add to");
            let gpu = Gpu::open_kernel(kernel, &ahead, false, false).expect("a Vulkan adapter");
            frontier_counts_exactly(gpu, &format!("{name}, {rows} rows looked ahead"));
        }
    }
}

#[test]
fn looking_ahead_adds_rows_to_the_last_row_look_ahead_only() {
    let stack = bitqueens_gpu::STACK;
    assert_eq!(looking_ahead(stack, 1).as_deref(), Ok(stack));
    let two = looking_ahead(stack, 2).unwrap();
    let three = looking_ahead(stack, 3).unwrap();
    let four = looking_ahead(stack, 4).unwrap();
    let second = "(rb >> (ahead - 1u)))) != 0u);";
    assert!(two.contains(second) && !two.contains("(ahead < 3u)"));
    assert!(three.contains("(ahead < 3u)") && !three.contains("(ahead < 4u)"));
    assert!(four.contains("(ahead < 3u)") && four.contains("(ahead < 4u)"));
    assert!(looking_ahead(stack, 5).unwrap_err().contains("1 to 4"));
    assert!(looking_ahead(stack, 0).is_err());
    // The frontier and rows kernels have no such look-ahead: more rows are
    // an error, one row (gpu-bench's default) is the kernel as it is.
    for source in [bitqueens_gpu::FRONTIER, bitqueens_gpu::KERNEL] {
        assert!(looking_ahead(source, 2)
            .unwrap_err()
            .contains("no last-row look-ahead"));
        assert_eq!(looking_ahead(source, 1).as_deref(), Ok(source));
    }
}

#[test]
fn the_sixteen_byte_stack_kernel_finding_rows_by_halving_counts_exactly() {
    // gpu-bench/kernels/stack-bisect16.wgsl (docs/gpu.md "Rows looked
    // ahead"): stack-packed-bisect.wgsl's rotation check on the stack
    // kernel's own rows.
    let source = include_str!("../kernels/stack-bisect16.wgsl");
    frontier_counts_exactly(frontier_variant(source), "stack-bisect16.wgsl");
}
