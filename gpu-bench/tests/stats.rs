//! `gpu-bench --stats` (gpu_bench::stats): the kernels' SPIR-V as wgpu
//! writes it, their pipelines made on a Vulkan device without wgpu, and the
//! driver's statistics where it reports them (not lavapipe 22: there the
//! pipelines are made and report nothing, and `--stats` says why it cannot
//! run).

use bitqueens_gpu::{pipeline_constants, Kernel, ROWS_AHEAD};
use gpu_bench::stats::{spirv, Driver};

const MAGIC: u32 = 0x0723_0203;

/// A kernel's constants for an `n`-board with sub-boards of 8 rows.
fn constants(n: usize) -> [(&'static str, f64); 3] {
    pipeline_constants(n, 8, ROWS_AHEAD)
}

#[test]
fn every_kernel_becomes_spirv_with_its_constants_with_and_without_checks() {
    for kernel in Kernel::ALL {
        let (name, source) = (kernel.name(), kernel.source());
        let checked = spirv(source, &constants(20), true, (1, 3)).expect(name);
        let unchecked = spirv(source, &constants(20), false, (1, 3)).expect(name);
        assert_eq!(checked[0], MAGIC, "{name}");
        assert_eq!(unchecked[0], MAGIC, "{name}");
        // The version word: 1.3.
        assert_eq!(checked[1], 0x0001_0300, "{name}");
        // The checks are code: the unchecked module is smaller.
        assert!(
            unchecked.len() < checked.len(),
            "{name}: {} against {}",
            unchecked.len(),
            checked.len()
        );
        // The constants are in the code: another n, another module; and
        // another look-ahead.
        assert_ne!(
            unchecked,
            spirv(source, &constants(19), false, (1, 3)).unwrap()
        );
        assert_ne!(
            unchecked,
            spirv(source, &pipeline_constants(20, 8, 1), false, (1, 3)).unwrap()
        );
    }
}

#[test]
fn a_kernel_that_does_not_compile_is_a_message() {
    let e = spirv("fn main( {", &[], false, (1, 3)).unwrap_err();
    assert!(e.contains("expected"), "{e}");
    let e = spirv(
        "@compute @workgroup_size(1) fn main() { let x: u32 = 1.5; }",
        &[],
        false,
        (1, 3),
    )
    .unwrap_err();
    assert!(!e.is_empty());
    // A kernel whose constants are out of range: LEVELS = 0 makes the
    // frontier kernel's workgroup array zero-length.
    let e = spirv(
        Kernel::Frontier.source(),
        &[("N", 20.0), ("LEVELS", 0.0), ("AHEAD", 3.0)],
        false,
        (1, 3),
    )
    .unwrap_err();
    assert!(e.contains("must be positive"), "{e}");
}

#[test]
fn the_pipelines_are_made_on_a_vulkan_device_and_report_what_the_driver_gives() {
    let driver = Driver::open(false).expect("a Vulkan device (lavapipe in CI)");
    eprintln!("driver: {} (statistics: {})", driver.name, driver.captures);
    for checked in [true, false] {
        for kernel in Kernel::ALL {
            for n in [12, 16, 20, 23] {
                let stats = driver
                    .statistics(kernel.source(), &constants(n), checked)
                    .unwrap_or_else(|e| panic!("{kernel:?}, n = {n}: {e}"));
                assert_eq!(!stats.is_empty(), driver.captures, "n = {n}");
            }
        }
    }
    if driver.captures {
        // Every driver that reports statistics names them.
        let stats = driver
            .statistics(Kernel::Stack.source(), &constants(20), false)
            .unwrap();
        assert!(stats
            .iter()
            .all(|s| !s.name.is_empty() && !s.executable.is_empty()));
    } else {
        // Without them, `--stats` refuses with the reason.
        let e = Driver::open(true)
            .err()
            .expect("no statistics on this adapter");
        assert!(e.contains("VK_KHR_pipeline_executable_properties"), "{e}");
        assert!(
            e.contains(&driver.name[..driver.name.find(" (").unwrap()]),
            "names the adapter it saw: {e}"
        );
    }
}

#[test]
fn gpu_bench_stats_prints_a_table_or_says_why_it_cannot() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gpu-bench"))
        .args(["--stats", "--from", "19", "--to", "20"])
        .output()
        .expect("gpu-bench runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let captures = Driver::open(false).expect("a Vulkan device").captures;
    if captures {
        assert_eq!(out.status.code(), Some(0), "{stderr}");
        assert!(stdout.contains("| 20 | 8 |"), "{stdout}");
    } else {
        assert_eq!(out.status.code(), Some(2), "{stdout}");
        assert!(
            stderr.contains("gpu-bench --stats: no Vulkan device reports pipeline statistics"),
            "{stderr}"
        );
        assert!(stdout.is_empty(), "{stdout}");
    }
}
