//! The WGSL kernel itself on a Vulkan device (lavapipe, the software Vulkan
//! of `mesa-vulkan-drivers`, in CI; scripts/ensure-tools.sh installs it):
//! exact totals and uniques for n = 1..=14, in batches of every size the
//! hosts use, against the published counts and the solver's classes.

use gpu_bench::{reference, Gpu};

#[test]
fn the_kernel_counts_exactly_on_vulkan() {
    let gpu = Gpu::new().expect("a Vulkan adapter (install mesa-vulkan-drivers for lavapipe)");
    eprintln!("adapter: {}", gpu.adapter);
    for n in 1..=14 {
        let run = gpu.count(n, 80.0, None, None);
        assert_eq!(
            (run.classes.total(), run.classes.unique()),
            reference(n),
            "n = {n}"
        );
        assert_eq!(run.classes, solver::count::count(n), "classes, n = {n}");
    }
    // Small fixed batches: tasks split across dispatches, and one
    // invocation beyond a workgroup's end. One sub-board per dispatch on
    // n = 8 (66 dispatches): on lavapipe each dispatch costs about 0.2 s
    // whatever it holds, so n = 10's 401 made this test take two minutes
    // (docs/ci.md).
    for (n, batch) in [(8, 1), (10, 65), (10, 1000)] {
        let run = gpu.count(n, 80.0, Some(batch), None);
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
