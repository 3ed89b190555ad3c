//! `gpu-bench`: counts n = 16..20 (or the range given) with the GPU
//! counter's WGSL kernel through wgpu (Vulkan), prints each time,
//! solutions/s and the adapter, and checks every count against the
//! published one (exit status 1 on a difference).
//!
//!     cargo run --release --manifest-path gpu-bench/Cargo.toml -- [--from N] [--to N]
//!         [--target-ms MS] [--batch SUBS] [--sub-rows R] [--kernel FILE.wgsl]
//!
//! `--kernel` runs another WGSL source with the same bindings and workgroup
//! size instead of the site's (`bitqueens_gpu::KERNEL`): for experiments (a
//! changed copy of gpu/src/count.wgsl), checked against the published
//! counts the same way. `--sub-rows` sets the rows each sub-board places
//! (4 up to n - 1 and 15; default `bitqueens_gpu::sub_rows_for`).
//!
//! On a software Vulkan (lavapipe) the figures are a correctness run, not a
//! speed: see docs/gpu.md.

use gpu_bench::{reference, Gpu};

fn main() {
    let (mut from, mut to, mut target_ms, mut fixed) = (16usize, 20usize, 80.0f64, None);
    let mut kernel: Option<String> = None;
    let mut rows: Option<usize> = None;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| usage(&format!("{flag} needs a value")))
        };
        match flag.as_str() {
            "--from" => {
                from = value()
                    .parse()
                    .unwrap_or_else(|_| usage("--from: a number"))
            }
            "--to" => to = value().parse().unwrap_or_else(|_| usage("--to: a number")),
            "--n" => {
                from = value().parse().unwrap_or_else(|_| usage("--n: a number"));
                to = from;
            }
            "--target-ms" => {
                target_ms = value()
                    .parse()
                    .unwrap_or_else(|_| usage("--target-ms: a number"))
            }
            "--batch" => {
                fixed = Some(
                    value()
                        .parse()
                        .unwrap_or_else(|_| usage("--batch: a number")),
                )
            }
            "--kernel" => kernel = Some(value()),
            "--sub-rows" => {
                rows = Some(
                    value()
                        .parse()
                        .unwrap_or_else(|_| usage("--sub-rows: a number")),
                )
            }
            "-h" | "--help" => usage(""),
            other => usage(&format!("unknown flag {other}")),
        }
    }
    if !(1..=27).contains(&from) || !(from..=27).contains(&to) {
        usage("n must be 1..=27, --from <= --to");
    }
    if rows.is_some_and(|r| !(4..from).contains(&r) || r > bitqueens_gpu::MAX_SUB_ROWS) {
        usage("--sub-rows: 4 up to --from - 1, and at most 15");
    }
    let source = match &kernel {
        Some(path) => std::fs::read_to_string(path)
            .unwrap_or_else(|e| usage(&format!("--kernel {path}: {e}"))),
        None => bitqueens_gpu::KERNEL.to_string(),
    };
    let gpu = Gpu::with_kernel(&source).unwrap_or_else(|e| {
        eprintln!("gpu-bench: {e}");
        std::process::exit(2)
    });
    println!("adapter: {}", gpu.adapter);
    if gpu.software {
        println!("a software adapter: smaller sub-boards (llvmpipe's loop limit); a correctness run, not a speed");
    }
    // The first dispatch compiles the pipeline on some drivers: not timed.
    gpu.count(8, target_ms, fixed, None);
    println!(
        "kernel: {}, dispatches of about {target_ms} ms",
        kernel.as_deref().unwrap_or("bitqueens-gpu count.wgsl")
    );
    println!("| n | sub-boards | batches | longest dispatch | in dispatches | time | solutions/s | total | unique | check |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let mut wrong = false;
    for n in from..=to {
        let run = gpu.count(n, target_ms, fixed, rows);
        let (total, unique) = (run.classes.total(), run.classes.unique());
        let ok = (total, unique) == reference(n);
        wrong |= !ok;
        let secs = run.time.as_secs_f64();
        println!(
            "| {n} | {} | {} | {:.1} ms | {:.0} % | {:.3} s | {:.3e} | {total} | {unique} | {} |",
            run.subs,
            run.batches,
            run.longest.as_secs_f64() * 1e3,
            100.0 * run.busy.as_secs_f64() / secs,
            secs,
            total as f64 / secs,
            if ok { "ok" } else { "WRONG" }
        );
    }
    if wrong {
        eprintln!("gpu-bench: a count differs from the published one");
        std::process::exit(1);
    }
}

fn usage(problem: &str) -> ! {
    if !problem.is_empty() {
        eprintln!("gpu-bench: {problem}");
    }
    eprintln!(
        "usage: gpu-bench [--from N] [--to N] [--n N] [--target-ms MS] [--batch SUBS] [--sub-rows R] [--kernel FILE.wgsl]"
    );
    std::process::exit(if problem.is_empty() { 0 } else { 64 })
}
