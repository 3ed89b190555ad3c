//! `bitqueens count N` and `bitqueens merge PART...`: the site's counters
//! (the half-board join, the symmetric counter) on every core, in shards,
//! with checkpoints. See `bitqueens
//! --help` and the library part of this crate.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bitqueens_cli::part::{self, Origin, Part, FORMAT_CHECKPOINT, FORMAT_PART};
use bitqueens_cli::{
    available_memory_mb, count_each, default_method, default_threads, memory_refusal, merge::merge,
    method_name, plan_by, time_left, Cli, Commands, CountArgs, MergeArgs, Method, Report, VERSION,
};
use clap::Parser;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use solver::count::Classes;
use solver::join::Simd;
use solver::plan::Job;

/// Exit code of a total that differs from the published one.
const EXIT_MISMATCH: u8 = 1;
/// Exit code of a bad command line (clap's), of parts or checkpoints that
/// cannot be used, and of a method whose memory the machine does not have.
const EXIT_USAGE: u8 = 2;
/// Exit code of a count that finished, its result printed to stdout, whose
/// checkpoint or part file (`--out`) could not be written at the end (a
/// sharded count then prints its part to stdout instead): a finished count
/// is never thrown away.
const EXIT_UNSAVED: u8 = 3;
/// Exit code when stdout was closed before the result was written (a pipe
/// whose reader ended: `| head`): 128 + SIGPIPE, as a shell reports a
/// program that SIGPIPE ended.
const EXIT_PIPE: u8 = 141;

/// The signals that stop a count, saving its checkpoint first: Ctrl-C,
/// what schedulers send before they kill (scancel, a time limit, a
/// preemption, an eviction), and a closed terminal. The exit code is 128 +
/// the signal's number (130, 143, 129).
const STOP_SIGNALS: [i32; 3] = [SIGINT, SIGTERM, SIGHUP];

fn signal_name(signal: i32) -> &'static str {
    match signal {
        SIGINT => "SIGINT (Ctrl-C)",
        SIGTERM => "SIGTERM",
        SIGHUP => "SIGHUP",
        _ => "a signal",
    }
}

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

/// Writes `text` and a newline to stdout. A closed pipe ends the command
/// quietly ([`EXIT_PIPE`]); another failure is said.
fn emit(text: &str) -> Result<(), ExitCode> {
    let mut out = std::io::stdout().lock();
    let written = out
        .write_all(text.as_bytes())
        .and_then(|()| {
            if text.ends_with('\n') {
                Ok(())
            } else {
                out.write_all(b"\n")
            }
        })
        .and_then(|()| out.flush());
    match written {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(ExitCode::from(EXIT_PIPE)),
        Err(e) => Err(fail(&format!("cannot write the result to stdout: {e}"))),
    }
}

fn merge_parts(args: &MergeArgs) -> ExitCode {
    match merge(&args.parts) {
        Err(problems) => fail(&format!("cannot merge these parts:\n{problems}")),
        Ok(merged) => {
            let text = if args.json {
                merged.json()
            } else {
                merged.text()
            };
            if let Err(code) = emit(&text) {
                return code;
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
    method: Method,
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
    p.check_plan(method, plan)
        .map_err(|e| format!("{name}: {e}; use the same --method, or another file"))?;
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

/// Whether `path` already holds the finished part of this very shard
/// (`Ok(true)`), nothing (`Ok(false)`), or something else (the reason).
fn finished_part_at(
    path: &Path,
    method: Method,
    plan: &[Job],
    origin: Origin,
    ids: &[usize],
) -> Result<bool, String> {
    if !path.exists() {
        return Ok(false);
    }
    let p = part::read(path)?;
    let name = path.display();
    p.check_plan(method, plan)
        .map_err(|e| format!("{name}: {e}"))?;
    if p.version != VERSION {
        return Err(format!(
            "{name}: a part of version {}, this is version {VERSION}",
            p.version
        ));
    }
    if (p.format.as_str(), p.n, p.shard, p.of) != (FORMAT_PART, origin.n, origin.shard, origin.of) {
        return Err(format!(
            "{name}: a {} of n = {}, shard {}/{}, not the part of n = {}, shard {}/{}",
            if p.format == FORMAT_PART {
                "part"
            } else {
                "checkpoint"
            },
            p.n,
            p.shard,
            p.of,
            origin.n,
            origin.shard,
            origin.of
        ));
    }
    if p.task_ids != ids {
        return Err(format!("{name}: does not hold this shard's tasks"));
    }
    Ok(true)
}

/// The phases of a count, as its signal thread sees them: before the
/// first task (planning, dealing, reading the checkpoint: nothing counted
/// in this run, so a signal ends the command at once), counting (a signal
/// stops the threads, the watchdog saves), and ended by a signal while
/// planning.
const PLANNING: u8 = 0;
const COUNTING: u8 = 1;
const STOPPED_PLANNING: u8 = 2;

fn count(args: &CountArgs) -> ExitCode {
    // The run's own clock: what "stopped after … s" measures.
    let run_start = Instant::now();
    // First of all, so that a signal at any moment from here on is acted on.
    let stop = Arc::new(AtomicBool::new(false));
    let caught = Arc::new(AtomicI32::new(0));
    let phase = Arc::new(AtomicU8::new(PLANNING));
    match signal_hook::iterator::Signals::new(STOP_SIGNALS) {
        Ok(mut signals) => {
            let (stop, caught, phase) =
                (Arc::clone(&stop), Arc::clone(&caught), Arc::clone(&phase));
            let checkpoint = args.checkpoint.clone();
            std::thread::spawn(move || {
                for signal in signals.forever() {
                    let _ = caught.compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst);
                    stop.store(true, Ordering::SeqCst);
                    // Before the first task nothing of this run is lost:
                    // the checkpoint on disk is as it was.
                    if phase
                        .compare_exchange(
                            PLANNING,
                            STOPPED_PLANNING,
                            Ordering::SeqCst,
                            Ordering::SeqCst,
                        )
                        .is_ok()
                    {
                        let kept = checkpoint.as_ref().map_or(String::new(), |p| {
                            format!(
                                " ({} is as it was: run the same command to resume)",
                                p.display()
                            )
                        });
                        eprintln!(
                            "bitqueens: stopped by {} after {:.1} s, while planning: nothing counted in this run{kept}",
                            signal_name(signal),
                            run_start.elapsed().as_secs_f64()
                        );
                        std::process::exit(128 + signal);
                    }
                }
            });
        }
        // Counting still works; only a signal ends it the hard way.
        Err(e) => eprintln!(
            "bitqueens: cannot catch signals ({e}); a signal will end the count without saving"
        ),
    }
    let n = args.n;
    let threads = args.threads.unwrap_or_else(default_threads);
    let method = args.method.unwrap_or(default_method(n));
    let plan = match plan_by(n, method) {
        Ok(plan) => plan,
        Err(e) => return fail(&e),
    };
    // The form of the join's sweep that `BITQUEENS_SIMD` forces, refused
    // with its reason before anything starts (the solver reads it too, and
    // would panic on a value checked nowhere); only where the join counts:
    // the search never reads it.
    if method == Method::Join {
        if let Err(why) = Simd::from_env() {
            return fail(&why);
        }
    }
    // Memory decides whether the count starts, never its plan.
    let memory = args.memory.or_else(available_memory_mb).unwrap_or(u64::MAX);
    if let Some(why) = memory_refusal(n, method, memory, args.memory.is_some()) {
        return fail(&why);
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
    let part_origin = Origin {
        format: FORMAT_PART,
        ..checkpoint_origin
    };
    // Temporary files of a process killed while writing (kill -9).
    for path in args.checkpoint.iter().chain(&args.out) {
        for gone in part::remove_stale_temps(path) {
            eprintln!(
                "bitqueens: removed {}, left by a process that was killed while writing",
                gone.display()
            );
        }
    }
    // A finished part is not counted again, nor replaced, unless asked.
    if let (Some(out), false) = (&args.out, args.force) {
        match finished_part_at(out, method, &plan, part_origin, &ids) {
            Ok(false) => {}
            Ok(true) => {
                eprintln!(
                    "bitqueens: {} already holds shard {shard}/{of} of n = {n}, finished: nothing to count (--force counts it again)",
                    out.display()
                );
                return ExitCode::SUCCESS;
            }
            Err(e) => {
                return fail(&format!(
                    "{e}\nit is not replaced: --force counts this shard and replaces it, or give another --out"
                ))
            }
        }
    }
    // A place that cannot be written is refused before anything is counted
    // (a folder that does not exist, or does not take files).
    for (path, what) in [
        (&args.checkpoint, "the checkpoint"),
        (&args.out, "the part file"),
    ] {
        if let Some(path) = path {
            if let Err(e) = part::check_writable(path) {
                return fail(&format!(
                    "cannot write {what} {} ({e}); nothing was counted: give a file in a folder that exists and can be written",
                    path.display()
                ));
            }
        }
    }
    let (done, seconds_before) = match &args.checkpoint {
        Some(path) if path.exists() => {
            match load_checkpoint(path, method, &plan, checkpoint_origin, &ids) {
                Ok(loaded) => loaded,
                Err(e) => return fail(&e),
            }
        }
        _ => (BTreeMap::new(), 0.0),
    };
    if args.checkpoint.is_some() && !done.is_empty() {
        eprintln!(
            "bitqueens: resuming: {} of {} tasks already counted",
            done.len(),
            ids.len()
        );
    }
    // The time of a resumed count is this run's, and over all runs.
    let resumed = args.checkpoint.is_some() && (!done.is_empty() || seconds_before > 0.0);
    let todo: Vec<usize> = ids
        .iter()
        .copied()
        .filter(|id| !done.contains_key(id))
        .collect();
    let bar = progress_bar(args, n, threads, ids.len(), done.len());
    let results = Mutex::new(done);
    let start = Instant::now();
    let seconds = || seconds_before + start.elapsed().as_secs_f64();
    // One save at a time: the periodic one and the one after a signal
    // write the same temporary file.
    let save_lock = Mutex::new(());
    let save = |done: &BTreeMap<usize, Classes>| -> Result<(), String> {
        let Some(path) = &args.checkpoint else {
            return Ok(());
        };
        let _one = save_lock.lock().unwrap_or_else(|e| e.into_inner());
        let part = Part::new(checkpoint_origin, method, &plan, done, seconds(), threads);
        part::write_atomic(path, &part.to_json())
            .map_err(|e| format!("cannot write the checkpoint {}: {e}", path.display()))
    };
    // What a count stopped by a signal says, `done` tasks counted; its
    // exit code.
    let stopped = |done: usize, seconds: f64| -> u8 {
        let signal = caught.load(Ordering::SeqCst);
        let by = signal_name(signal);
        match &args.checkpoint {
            Some(path) => eprintln!(
                "bitqueens: stopped by {by} after {seconds:.1} s; {done} of {} tasks saved in {}: run the same command to resume",
                ids.len(),
                path.display()
            ),
            None => eprintln!(
                "bitqueens: stopped by {by} after {seconds:.1} s; no result for n = {n} (--checkpoint saves the work)"
            ),
        }
        u8::try_from(128 + signal).unwrap_or(EXIT_USAGE)
    };
    let finished = AtomicBool::new(false);
    // From here a signal stops the threads and the watchdog saves; if one
    // came while planning, its thread is ending the command.
    if phase
        .compare_exchange(PLANNING, COUNTING, Ordering::SeqCst, Ordering::SeqCst)
        .is_err()
    {
        loop {
            std::thread::park();
        }
    }
    std::thread::scope(|s| {
        if args.checkpoint.is_some() {
            s.spawn(|| {
                let every = Duration::from_secs_f64(args.checkpoint_every);
                let mut saved = usize::MAX;
                let mut warned = false;
                let mut last = Instant::now();
                while !finished.load(Ordering::Relaxed) && !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(20));
                    if last.elapsed() < every {
                        continue;
                    }
                    last = Instant::now();
                    let snapshot = results.lock().expect("results").clone();
                    if snapshot.len() != saved {
                        saved = snapshot.len();
                        // Said once, at the first failure: the count goes on.
                        if let Err(e) = save(&snapshot) {
                            if !warned {
                                warned = true;
                                eprintln!(
                                    "bitqueens: {e}; the count goes on and prints its result, but a stop loses what was counted since the last save"
                                );
                            }
                        }
                    }
                }
            });
        }
        // A signal: the threads stop between two slices, well under a
        // second apart, but not while a join's tables are being built
        // (seconds at n = 21): a second after the signal the count ends
        // anyway, with what is counted saved.
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
                let code = stopped(done.len(), run_start.elapsed().as_secs_f64());
                std::process::exit(i32::from(code));
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
    // A finished count is printed even if its checkpoint cannot be
    // written; the failure is said after it ([`EXIT_UNSAVED`]).
    let unsaved = save(&done).err();
    let seconds = seconds();
    // Every task counted: the result stands, even if a signal came at the
    // end.
    if done.len() != ids.len() {
        if let Some(e) = &unsaved {
            eprintln!("bitqueens: {e}");
        }
        return ExitCode::from(stopped(done.len(), run_start.elapsed().as_secs_f64()));
    }
    // After the result: what could not be saved, and the exit code.
    let unsaved_end = |unsaved: Option<String>| match unsaved {
        Some(e) => {
            eprintln!("bitqueens: {e}; the result above is whole");
            ExitCode::from(EXIT_UNSAVED)
        }
        None => ExitCode::SUCCESS,
    };
    if args.shard.is_some() {
        let part = Part::new(part_origin, method, &plan, &done, seconds, threads).to_json();
        let unsaved = match &args.out {
            Some(path) => match part::write_atomic(path, &part) {
                Ok(()) => {
                    // Said once: stdout stays empty, but the run says what
                    // it did.
                    eprintln!(
                        "bitqueens: shard {shard}/{of} of n = {n}: {} task{} counted in {seconds:.1} s, written to {}",
                        ids.len(),
                        if ids.len() == 1 { "" } else { "s" },
                        path.display()
                    );
                    unsaved
                }
                // The part goes to stdout instead: saved as a file, it
                // merges like any other.
                Err(e) => {
                    if let Err(code) = emit(&part) {
                        return code;
                    }
                    let also = unsaved.map_or(String::new(), |u| format!("\nbitqueens: {u}"));
                    Some(format!(
                        "cannot write {} ({e}); the part is printed to stdout instead: save it as a file for the merge{also}",
                        path.display()
                    ))
                }
            },
            None => match emit(&part) {
                Ok(()) => unsaved,
                Err(code) => return code,
            },
        };
        return unsaved_end(unsaved);
    }
    let report = Report {
        n,
        classes: done.values().copied().sum::<Classes>().normalized(),
        method,
        simd: (method == Method::Join).then(Simd::chosen),
        tasks: plan.len(),
        seconds: start.elapsed().as_secs_f64(),
        seconds_all_runs: resumed.then_some(seconds),
        threads,
    };
    let text = if args.json {
        report.json()
    } else {
        report.text()
    };
    if let Err(code) = emit(&text) {
        return code;
    }
    if report.matches() == Some(false) {
        if let Some(e) = unsaved {
            eprintln!("bitqueens: {e}");
        }
        ExitCode::from(EXIT_MISMATCH)
    } else {
        unsaved_end(unsaved)
    }
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
    // The time left from this run's pace: not known before a task of this
    // run has ended (never "0 s" at the start, nor the resumed tasks'
    // jump taken for speed).
    let start = done as u64;
    bar.set_style(
        ProgressStyle::with_template(
            "{prefix} [{elapsed_precise}] [{wide_bar}] {percent:>3}%, {left}",
        )
        .expect("a valid progress template")
        .with_key(
            "left",
            move |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                let len = state.len().unwrap_or(0);
                let _ = w.write_str(&time_left(state.elapsed(), start, state.pos(), len));
            },
        ),
    );
    let method = args.method.unwrap_or(default_method(n));
    let what = match args.shard {
        Some(s) => format!("n = {n}, shard {}/{}", s.index, s.of),
        None => format!("n = {n}"),
    };
    let plural = if threads == 1 { "" } else { "s" };
    bar.set_prefix(format!(
        "{what} by {}, {threads} thread{plural}",
        method_name(method)
    ));
    bar.set_position(done as u64);
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}
