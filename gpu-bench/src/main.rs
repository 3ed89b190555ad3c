//! `gpu-bench`: counts n = 16..=20 (or the range given) with one of the GPU
//! counter's WGSL kernels through wgpu (Vulkan), prints each time,
//! solutions/s and the adapter, and checks every count against the
//! published one (exit status 1 on a difference, 2 when it cannot run: a
//! bad command line or no Vulkan adapter).
//!
//!     cargo run --release --manifest-path gpu-bench/Cargo.toml -- --from 16 --to 21
//!     cargo run --release --manifest-path gpu-bench/Cargo.toml -- --help
//!
//! `--variant stack|frontier` picks the kernel: the stack kernel
//! (`bitqueens_gpu::STACK`, the default and the page's; the frontier kernel
//! for the boards whose stack it cannot hold, `Kernel::for_board`, as on the
//! page) or the frontier kernel (`bitqueens_gpu::FRONTIER`) for every board.
//! `--ahead 1|2|3` sets the rows a turn looks ahead (the pipeline constant
//! `AHEAD`; default `bitqueens_gpu::ROWS_AHEAD`). `--unchecked` builds the
//! module without wgpu's run-time checks. `--sub-rows` sets the rows each
//! sub-board places (4 up to n - 1 and 15; default
//! `bitqueens_gpu::sub_rows_for`).
//!
//! `--stats` counts nothing: it prints what the Vulkan driver reports of
//! the kernel's compiled pipeline for each n (registers, spills, code size:
//! `VK_KHR_pipeline_executable_properties`, gpu_bench::stats).
//!
//! On a software Vulkan (lavapipe) the figures are a correctness run, not a
//! speed: see docs/gpu.md.

use bitqueens_gpu::Kernel;
use clap::Parser;
use gpu_bench::{reference, Batching, Gpu};
use solver::count::CountN;

/// A board size: `solver::count::CountN`'s parser and message.
fn board(text: &str) -> Result<u8, String> {
    CountN::parse(text)
        .map(|n| n.get() as u8)
        .map_err(|e| e.to_string())
}

/// Counts n = FROM..=TO with the GPU counter's WGSL kernel through wgpu
/// (Vulkan), prints a table of times, and checks every count against the
/// published one (exit status 1 on a difference).
#[derive(Parser)]
#[command(name = "gpu-bench")]
struct Args {
    /// The first board size.
    #[arg(long, default_value_t = 16, value_parser = board)]
    from: u8,
    /// The last board size.
    #[arg(long, default_value_t = 20, value_parser = board)]
    to: u8,
    /// One board size (sets --from and --to).
    #[arg(long, value_parser = board, conflicts_with_all = ["from", "to"])]
    n: Option<u8>,
    /// The time a dispatch aims at when batches are sized from the last one.
    /// Default: bitqueens_gpu::TARGET_MS, the page's.
    #[arg(long, default_value_t = bitqueens_gpu::TARGET_MS)]
    target_ms: f64,
    /// Batches of this many sub-boards instead of sized ones.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    batch: Option<u32>,
    /// Rows each sub-board places (4 up to FROM - 1, at most 15; default:
    /// bitqueens_gpu::sub_rows_for).
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=15))]
    sub_rows: Option<u8>,
    /// The kernel: `stack` (the default: each row at its own entry of the
    /// workgroup stack; the frontier kernel for boards whose stack it cannot
    /// hold) or `frontier` (the row searched in registers, for every board).
    #[arg(long, default_value = "stack", value_parser = ["stack", "frontier"])]
    variant: String,
    /// The shader module without wgpu's run-time checks (no bounds checks,
    /// no loop bounding: `create_shader_module_trusted`); natively only, the
    /// browser keeps its checks.
    #[arg(long)]
    unchecked: bool,
    /// Rows a turn looks ahead: 1 (the last row keeps a square), 2 (also
    /// the second-last), 3 (also the third-last): the kernels' pipeline
    /// constant AHEAD. Default: bitqueens_gpu::ROWS_AHEAD, the page's.
    #[arg(long, default_value_t = bitqueens_gpu::ROWS_AHEAD, value_parser = clap::value_parser!(u32).range(1..=3))]
    ahead: u32,
    /// Dispatches submitted before the host waits for the oldest (the
    /// site's worker keeps IN_FLIGHT = 3). More lets the GPU start a batch
    /// while the last sub-boards of the one before finish.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=16))]
    in_flight: u32,
    /// The most invocations of a dispatch on a real GPU (each
    /// takes sub-boards from a counter until none is left; default
    /// bitqueens_gpu::PERSISTENT).
    #[arg(long, value_parser = clap::value_parser!(u32).range(64..))]
    invocations: Option<u32>,
    /// Threads that expand the sub-boards (1: the host's own, as the
    /// site's worker); more take the host's share off the GPU's path on a
    /// machine with cores to spare (natively only).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    host_threads: u32,
    /// Each batch's sub-boards handed out largest first by an estimate of
    /// their size, so that fewer lanes wait at a
    /// dispatch's end for a long sub-board started late (docs/gpu.md "The
    /// tail of a dispatch").
    #[arg(long)]
    longest_first: bool,
    /// Count nothing: print the Vulkan driver's statistics of the kernel's
    /// compiled pipeline for each n (registers, spills, code size: what
    /// VK_KHR_pipeline_executable_properties gives), made from the same
    /// WGSL and constants as the count's pipeline.
    #[arg(long)]
    stats: bool,
}

fn main() {
    let args = Args::parse();
    let (from, to) = match args.n {
        Some(n) => (n as usize, n as usize),
        None => (args.from as usize, args.to as usize),
    };
    if from > to {
        usage("--from must not be above --to");
    }
    if args.sub_rows.is_some_and(|r| usize::from(r) >= from) {
        usage("--sub-rows must be below the first board size (a sub-board leaves a row to search)");
    }
    let how = Batching {
        target_ms: args.target_ms,
        fixed: args.batch.map(|b| b as usize),
        rows: args.sub_rows.map(usize::from),
        in_flight: args.in_flight as usize,
        host_threads: args.host_threads as usize,
        longest_first: args.longest_first,
    };
    let variant = Kernel::from_name(&args.variant).expect("clap checks the name");
    if args.stats {
        std::process::exit(print_stats(
            variant,
            args.ahead,
            from..=to,
            &how,
            !args.unchecked,
        ));
    }
    let mut gpu = Gpu::open(variant, args.ahead, args.unchecked).unwrap_or_else(|e| {
        eprintln!("gpu-bench: {e}");
        std::process::exit(2)
    });
    if let Some(invocations) = args.invocations {
        gpu.persistent = invocations;
    }
    println!("adapter: {}", gpu.adapter);
    if gpu.software {
        println!("a software adapter: smaller sub-boards (llvmpipe's loop limit); a correctness run, not a speed");
    }
    // The first dispatch compiles the pipeline on some drivers: not timed.
    gpu.count(
        8,
        &Batching {
            rows: None,
            ..how.clone()
        },
    );
    let batches = match how.fixed {
        Some(subs) => format!("batches of {subs} sub-boards"),
        None => format!("dispatches of about {} ms", how.target_ms),
    };
    println!(
        "kernel: {}, {} looked ahead, {batches}, {} in flight, {} host threads{}{}",
        variant.name(),
        rows_ahead(args.ahead),
        how.in_flight,
        how.host_threads,
        if how.longest_first {
            ", largest sub-boards first"
        } else {
            ""
        },
        if args.unchecked {
            ", no run-time checks"
        } else {
            ""
        }
    );
    println!("| n | sub-boards | batches | longest dispatch | in dispatches | time | solutions/s | total | unique | check |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let mut wrong = false;
    for n in from..=to {
        let kernel = gpu.kernel_for(n, how.rows);
        if kernel != gpu.kernel {
            // On stderr: the table stays one table.
            eprintln!(
                "gpu-bench: n = {n}: the {} kernel cannot hold this board in workgroup memory; counted with the {} kernel",
                gpu.kernel.name(),
                kernel.name()
            );
        }
        let run = gpu.count(n, &how);
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

/// `--stats`: the driver's statistics of `kernel`'s pipeline for each n
/// (with the constants of the rows a count on a real GPU places), as a
/// table; the exit status (2: no driver that reports them, or a pipeline
/// it could not make).
fn print_stats(
    kernel: Kernel,
    ahead: u32,
    ns: std::ops::RangeInclusive<usize>,
    how: &Batching,
    checked: bool,
) -> i32 {
    let driver = match gpu_bench::stats::Driver::open(true) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("gpu-bench --stats: {e}");
            return 2;
        }
    };
    println!("driver: {}", driver.name);
    println!(
        "kernel: {}, {} looked ahead, SPIR-V {}.{}, {}",
        kernel.name(),
        rows_ahead(ahead),
        driver.lang.0,
        driver.lang.1,
        if checked {
            "wgpu's run-time checks"
        } else {
            "no run-time checks"
        }
    );
    println!("| n | rows placed | executable | statistic | value |");
    println!("|---|---|---|---|---|");
    let mut described = Vec::new();
    for n in ns {
        // A real GPU's rows (a software adapter counts with more).
        let rows = gpu_bench::rows_for(n, how.rows, false);
        let constants = bitqueens_gpu::pipeline_constants(n, rows, ahead);
        match driver.statistics(kernel.source(), &constants, checked) {
            Ok(stats) => {
                for s in stats {
                    println!(
                        "| {n} | {rows} | {} | {} | {} |",
                        s.executable, s.name, s.value
                    );
                    if !described.iter().any(|(name, _)| name == &s.name) {
                        described.push((s.name, s.description));
                    }
                }
            }
            Err(e) => {
                eprintln!("gpu-bench --stats: n = {n}: {e}");
                return 2;
            }
        }
    }
    for (name, description) in described {
        println!("- {name}: {description}");
    }
    0
}

/// `ahead` rows, as the head lines say it ("1 row", "3 rows").
fn rows_ahead(ahead: u32) -> String {
    match ahead {
        1 => "1 row".into(),
        rows => format!("{rows} rows"),
    }
}

/// A bad command line that clap's own checks let through: clap's message
/// and exit status (2).
fn usage(problem: &str) -> ! {
    use clap::CommandFactory;
    Args::command()
        .error(clap::error::ErrorKind::ValueValidation, problem)
        .exit()
}
