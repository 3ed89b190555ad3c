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
        let run = gpu.count(n, 80.0, None);
        assert_eq!(
            (run.classes.total(), run.classes.unique()),
            reference(n),
            "n = {n}"
        );
        assert_eq!(run.classes, solver::count::count(n), "classes, n = {n}");
    }
    // Small fixed batches: tasks split across dispatches, and one
    // invocation beyond a workgroup's end.
    for batch in [1, 65, 1000] {
        let run = gpu.count(10, 80.0, Some(batch));
        assert_eq!(run.classes, solver::count::count(10), "batches of {batch}");
    }
}
