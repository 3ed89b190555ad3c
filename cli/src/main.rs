//! `bitqueens count N`: the site's symmetric counter on every core.
//! See `bitqueens --help` and the library part of this crate.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bitqueens_cli::{
    count_parallel, default_threads, json, parse_args, plan, text, Command, CountArgs, USAGE,
};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Exit code of a bad command line (as most tools use).
const EXIT_USAGE: u8 = 2;
/// Exit code of a count stopped by Ctrl-C (128 + SIGINT, the shell's).
const EXIT_STOPPED: u8 = 130;

fn main() -> ExitCode {
    let command = match parse_args(std::env::args().skip(1)) {
        Ok(c) => c,
        Err(message) => {
            eprintln!("bitqueens: {message}\n\n{USAGE}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    match command {
        Command::Help => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Command::Count(args) => count(&args),
    }
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
    let tasks = plan(n);
    let bar = if args.quiet || !std::io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        let bar =
            ProgressBar::with_draw_target(Some(tasks.len() as u64), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template(
                "{prefix} [{elapsed_precise}] [{wide_bar}] {percent:>3}%, about {eta} left",
            )
            .expect("a valid progress template"),
        );
        bar.set_prefix(format!("n = {n}, {threads} threads"));
        bar.enable_steady_tick(Duration::from_millis(200));
        bar
    };
    let start = Instant::now();
    let result = count_parallel(n, &tasks, threads, &stop, &|| bar.inc(1));
    let seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    match result {
        Some(classes) if !stop.load(Ordering::Relaxed) => {
            if args.json {
                println!("{}", json(n, &classes, seconds, threads));
            } else {
                println!("{}", text(n, &classes, seconds, threads));
            }
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("bitqueens: stopped after {seconds:.1} s (Ctrl-C); no result for n = {n}");
            ExitCode::from(EXIT_STOPPED)
        }
    }
}
