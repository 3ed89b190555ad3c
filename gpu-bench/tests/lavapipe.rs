//! The WGSL kernels themselves on a Vulkan device (lavapipe, the software
//! Vulkan of `mesa-vulkan-drivers`, in CI; scripts/ensure-tools.sh installs
//! it): exact classes for n = 1..=14 against the solver's, with every depth
//! of stack, in batches of every size the hosts use, with a real GPU's
//! persistent invocations, host threads and largest first.

use bitqueens_gpu::Kernel;
use gpu_bench::{reference, Batching, Gpu};

/// `gpu`'s kernel against the solver's classes: n = 1..=14, every depth of
/// stack, small batches, and a real GPU's persistent invocations.
fn counts_exactly(mut gpu: Gpu) {
    let kernel = gpu.kernel;
    eprintln!(
        "adapter: {}, {kernel:?}, {} rows ahead",
        gpu.adapter, gpu.ahead
    );
    for n in 1..=14 {
        let run = gpu.count(n, &Batching::default());
        assert_eq!(
            (run.classes.total(), run.classes.unique()),
            reference(n),
            "{kernel:?}, n = {n}"
        );
        assert_eq!(run.classes, solver::count::count(n), "{kernel:?}, n = {n}");
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
            "{kernel:?}, n = 11, {rows} rows"
        );
    }
    // Small fixed batches, tasks split across dispatches, a partial
    // workgroup. One sub-board per dispatch only on n = 8: on lavapipe
    // each dispatch has a fixed cost, whatever it holds.
    for (n, batch) in [(8, 1), (10, 65), (12, 1000)] {
        let how = Batching {
            fixed: Some(batch),
            in_flight: 3,
            ..Batching::default()
        };
        let run = gpu.count(n, &how);
        assert_eq!(run.batches, run.subs.div_ceil(batch as u64));
        assert_eq!(
            run.classes,
            solver::count::count(n),
            "{kernel:?}, n = {n}, batches of {batch}"
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
            "{kernel:?}, n = {n}, persistent"
        );
    }
}

#[test]
fn the_stack_kernel_counts_exactly_on_vulkan() {
    counts_exactly(
        Gpu::new(Kernel::Stack)
            .expect("a Vulkan adapter (install mesa-vulkan-drivers for lavapipe)"),
    );
}

#[test]
fn the_frontier_kernel_counts_exactly_on_vulkan() {
    counts_exactly(Gpu::new(Kernel::Frontier).expect("a Vulkan adapter"));
}

#[test]
fn every_look_ahead_counts_exactly_on_vulkan() {
    // AHEAD 1 and 2 (the hosts' 3 above), both kernels.
    for kernel in Kernel::ALL {
        for ahead in [1, 2] {
            let gpu = Gpu::open(kernel, ahead, false).expect("a Vulkan adapter");
            for n in [1, 8, 11, 12] {
                let run = gpu.count(n, &Batching::default());
                assert_eq!(
                    run.classes,
                    solver::count::count(n),
                    "{kernel:?}, {ahead} ahead, n = {n}"
                );
            }
        }
    }
}

#[test]
fn the_stack_kernel_falls_back_to_the_frontier_kernel_where_it_cannot_hold_a_board() {
    let mut gpu = Gpu::new(Kernel::Stack).expect("a Vulkan adapter");
    for n in 1..=27 {
        assert_eq!(gpu.kernel_for(n, None), Kernel::Stack, "n = {n}, software");
    }
    // A real GPU's rows: the stack kernel up to n = 24, then the frontier
    // kernel.
    gpu.software = false;
    assert_eq!(gpu.kernel_for(24, None), Kernel::Stack);
    assert_eq!(gpu.kernel_for(25, None), Kernel::Frontier);
    // Fewer rows placed, more levels: 14 fit (n = 21, 5 rows), 15 do not.
    assert_eq!(gpu.kernel_for(21, Some(5)), Kernel::Stack);
    assert_eq!(gpu.kernel_for(21, Some(4)), Kernel::Frontier);
    assert_eq!(gpu.rows(27, None), 9);
    // Its own pipelines at the most levels it holds (14: n = 24 with 8
    // rows), and the fallback's within the device's workgroup memory
    // (n = 26 and 27: 16 levels, 16 KiB, WebGPU's default), each run over
    // no sub-board.
    for (n, rows) in [(24, 8), (25, 8), (26, 8), (27, 9)] {
        gpu.pipeline(n, rows);
    }
}

#[test]
fn host_threads_and_largest_first_give_the_same_counts() {
    // gpu-bench --host-threads: batches from several expanding threads,
    // taken in whatever order they come, small ones so that they mix.
    // --longest-first: each batch reordered on the host, its counts put
    // back in the tasks' order (one host thread) or summed as they come
    // (several).
    let ways = [
        (50, 3, false, [1, 9, 12].as_slice()),
        (700, 1, true, &[9, 12, 13]),
        (700, 3, true, &[12]),
    ];
    for kernel in Kernel::ALL {
        let gpu = Gpu::new(kernel).expect("a Vulkan adapter");
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
                    "{kernel:?}, n = {n}, batches of {batch}, {host_threads} threads, largest first {longest_first}"
                );
            }
        }
    }
}
