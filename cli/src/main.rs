//! `bitqueens count N` and `bitqueens merge PART...`: the site's counters
//! (the half-board join, the symmetric counter) on every core, in shards,
//! with checkpoints. See `bitqueens
//! --help` and the library part of this crate.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bitqueens_cli::part::{self, Origin, Part, FORMAT_CHECKPOINT, FORMAT_PART};
use bitqueens_cli::{
    available_memory_mb, count_each, default_threads, join_fits, json, merge::merge, plan_within,
    text, Cli, Commands, CountArgs, MergeArgs, VERSION,
};
use clap::Parser;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use solver::count::Classes;
use solver::digits::group_digits;
use solver::plan::Job;

/// Exit code of a total that differs from the published one.
const EXIT_MISMATCH: u8 = 1;
/// Exit code of a bad command line (clap's), and of parts or checkpoints
/// that cannot be used.
const EXIT_USAGE: u8 = 2;
/// Exit code of a count stopped by Ctrl-C (128 + SIGINT, the shell's).
const EXIT_STOPPED: u8 = 130;

fn main() -> ExitCode {
    match Cli::parse().command {
        Commands::Count(args) => count(&args),
        Commands::Merge(args) => merge_parts(&args),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("bitqueens: {message}");
    ExitCode::from(EXIT_USAGE)
}

fn merge_parts(args: &MergeArgs) -> ExitCode {
    match merge(&args.parts) {
        Err(problems) => fail(&format!("cannot merge these parts:\n{problems}")),
        Ok(merged) => {
            if args.json {
                println!("{}", merged.json());
            } else {
                println!("{}", merged.text());
            }
            if merged.matches() == Some(false) {
                ExitCode::from(EXIT_MISMATCH)
            } else {
                ExitCode::SUCCESS
            }
        }
    }
}

/// The finished tasks saved in a checkpoint, after checking that it is one
/// of this very count (n, version, task list, shard).
fn load_checkpoint(
    path: &Path,
    plan: &[Job],
    origin: Origin,
    ids: &[usize],
) -> Result<(BTreeMap<usize, Classes>, f64), String> {
    let p = part::read(path)?;
    let name = path.display();
    if p.format != FORMAT_CHECKPOINT {
        return Err(format!("{name}: not a checkpoint (format '{}')", p.format));
    }
    if p.n != origin.n {
        return Err(format!(
            "{name}: a checkpoint of n = {}, not n = {}; use another file",
            p.n, origin.n
        ));
    }
    if p.version != VERSION {
        return Err(format!(
            "{name}: a checkpoint of version {}, this is version {VERSION}; it cannot be resumed",
            p.version
        ));
    }
    p.check_plan(plan).map_err(|e| format!("{name}: {e}"))?;
    if (p.shard, p.of) != (origin.shard, origin.of) {
        return Err(format!(
            "{name}: a checkpoint of shard {}/{}, not {}/{}",
            p.shard, p.of, origin.shard, origin.of
        ));
    }
    if let Some(id) = p.task_ids.iter().find(|id| ids.binary_search(id).is_err()) {
        return Err(format!("{name}: task {id} is not one of this count's"));
    }
    Ok((p.done(), p.seconds))
}

fn count(args: &CountArgs) -> ExitCode {
    let n = args.n;
    let threads = args.threads.unwrap_or_else(default_threads);
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = Arc::clone(&stop);
        if let Err(e) = ctrlc::set_handler(move || stop.store(true, Ordering::Relaxed)) {
            // Counting still works; only Ctrl-C ends it the hard way.
            eprintln!("bitqueens: cannot catch Ctrl-C ({e}); it will end the count abruptly");
        }
    }
    let memory = args.memory.or_else(available_memory_mb).unwrap_or(u64::MAX);
    let plan = plan_within(n, memory);
    if !args.quiet && !join_fits(n, memory) && solver::plan::Split::THREADS.joins(n) {
        eprintln!(
            "bitqueens: the join's tables of n = {n} take about {} MB, more than the {memory} MB allowed (--memory): counting by the search",
            solver::join::memory_mb(n).map_or("?".to_string(), group_digits)
        );
    }
    let (shard, of) = args.shard.map_or((0, 1), |s| (s.index, s.of));
    let ids: Vec<usize> = if args.shard.is_some() {
        solver::plan::shards(n, &plan, of).swap_remove(shard)
    } else {
        (0..plan.len()).collect()
    };
    let checkpoint_origin = Origin {
        format: FORMAT_CHECKPOINT,
        n,
        shard,
        of,
    };
    let (done, seconds_before) = match &args.checkpoint {
        Some(path) if path.exists() => {
            match load_checkpoint(path, &plan, checkpoint_origin, &ids) {
                Ok(loaded) => loaded,
                Err(e) => return fail(&e),
            }
        }
        _ => (BTreeMap::new(), 0.0),
    };
    if args.checkpoint.is_some() && !done.is_empty() && !args.quiet {
        eprintln!(
            "bitqueens: resuming: {} of {} tasks already counted",
            done.len(),
            ids.len()
        );
    }
    let todo: Vec<usize> = ids
        .iter()
        .copied()
        .filter(|id| !done.contains_key(id))
        .collect();
    let bar = progress_bar(args, n, threads, ids.len(), done.len());
    let results = Mutex::new(done);
    let start = Instant::now();
    let seconds = || seconds_before + start.elapsed().as_secs_f64();
    let save = |done: &BTreeMap<usize, Classes>| -> Result<(), String> {
        let Some(path) = &args.checkpoint else {
            return Ok(());
        };
        let part = Part::new(checkpoint_origin, &plan, done, seconds(), threads);
        part::write_atomic(path, &part.to_json())
            .map_err(|e| format!("cannot write the checkpoint {}: {e}", path.display()))
    };
    // What a count stopped by Ctrl-C says, `done` tasks counted.
    let stopped = |done: usize, seconds: f64| {
        match &args.checkpoint {
        Some(path) => eprintln!(
            "bitqueens: stopped after {seconds:.1} s (Ctrl-C); {done} of {} tasks saved in {}: run the same command to resume",
            ids.len(),
            path.display()
        ),
        None => eprintln!("bitqueens: stopped after {seconds:.1} s (Ctrl-C); no result for n = {n}"),
    }
    };
    let finished = AtomicBool::new(false);
    let save_failed = Mutex::new(None);
    std::thread::scope(|s| {
        if args.checkpoint.is_some() {
            s.spawn(|| {
                let every = Duration::from_secs_f64(args.checkpoint_every);
                let mut saved = usize::MAX;
                let mut last = Instant::now();
                while !finished.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(20));
                    if last.elapsed() < every {
                        continue;
                    }
                    last = Instant::now();
                    let snapshot = results.lock().expect("results").clone();
                    if snapshot.len() != saved {
                        saved = snapshot.len();
                        if let Err(e) = save(&snapshot) {
                            *save_failed.lock().expect("save") = Some(e);
                        }
                    }
                }
            });
        }
        // Ctrl-C: the threads stop between two slices, well under a second
        // apart, but not while a join's tables are being built (seconds at
        // n = 21): a second after the signal the count ends anyway, with
        // what is counted saved.
        s.spawn(|| {
            while !finished.load(Ordering::Relaxed) && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(20));
            }
            let asked = Instant::now();
            while !finished.load(Ordering::Relaxed) && asked.elapsed() < Duration::from_secs(1) {
                std::thread::sleep(Duration::from_millis(20));
            }
            if !finished.load(Ordering::Relaxed) {
                bar.finish_and_clear();
                let done = results.lock().expect("results").clone();
                if let Err(e) = save(&done) {
                    eprintln!("bitqueens: {e}");
                }
                stopped(done.len(), seconds());
                std::process::exit(i32::from(EXIT_STOPPED));
            }
        });
        count_each(n, &plan, &todo, threads, &stop, &|id, classes| {
            results.lock().expect("results").insert(id, classes);
            bar.inc(1);
        });
        finished.store(true, Ordering::Relaxed);
    });
    bar.finish_and_clear();
    let done = results.into_inner().expect("the threads have ended");
    if let Some(e) = save_failed.into_inner().expect("the saver has ended") {
        eprintln!("bitqueens: {e}");
    }
    if let Err(e) = save(&done) {
        return fail(&e);
    }
    let seconds = seconds();
    // Every task counted: the result stands, even if Ctrl-C came at the end.
    if done.len() != ids.len() {
        stopped(done.len(), seconds);
        return ExitCode::from(EXIT_STOPPED);
    }
    if args.shard.is_some() {
        let origin = Origin {
            format: FORMAT_PART,
            ..checkpoint_origin
        };
        let part = Part::new(origin, &plan, &done, seconds, threads).to_json();
        match &args.out {
            Some(path) => {
                if let Err(e) = part::write_atomic(path, &part) {
                    return fail(&format!("cannot write {}: {e}", path.display()));
                }
            }
            None => print!("{part}"),
        }
        return ExitCode::SUCCESS;
    }
    let classes = done.values().copied().sum::<Classes>().normalized();
    if args.json {
        println!("{}", json(n, &classes, seconds, threads));
    } else {
        println!("{}", text(n, &classes, seconds, threads));
    }
    ExitCode::SUCCESS
}

fn progress_bar(
    args: &CountArgs,
    n: usize,
    threads: usize,
    len: usize,
    done: usize,
) -> ProgressBar {
    if args.quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template(
            "{prefix} [{elapsed_precise}] [{wide_bar}] {percent:>3}%, about {eta} left",
        )
        .expect("a valid progress template"),
    );
    let what = match args.shard {
        Some(s) => format!("n = {n}, shard {}/{}", s.index, s.of),
        None => format!("n = {n}"),
    };
    bar.set_prefix(format!("{what}, {threads} threads"));
    bar.set_position(done as u64);
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}
