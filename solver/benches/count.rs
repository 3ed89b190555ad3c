//! Plain bitmap against the symmetric counter and the half-board join
//! (`join`), single thread, one run.
//!
//! `cargo bench --bench count` measures n = 12..=16; `BENCH_FULL=1` adds 17;
//! numbers on the command line (`cargo bench --bench count -- 10 14`) choose
//! the boards instead. Each board is timed `BENCH_REPS` times (default 3),
//! plain and symmetric in turn, and the best time of each is shown: on a
//! shared machine the minimum is the least disturbed figure. `BENCH_TASKS=1`
//! also prints how `tasks` splits each board: the number of tasks and the
//! spread of their times.

use solver::count::{count, count_plain, count_task, tasks};
use solver::join;
use std::time::{Duration, Instant};

fn reference(n: usize) -> (u64, u64) {
    solver::published::counts(n).expect("n in the published table")
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed())
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let full = std::env::var("BENCH_FULL").is_ok_and(|v| v == "1");
    let show_tasks = std::env::var("BENCH_TASKS").is_ok_and(|v| v == "1");
    let reps: usize = std::env::var("BENCH_REPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3)
        .max(1);
    let ns: Vec<usize> = if args.is_empty() {
        (12..=if full { 17 } else { 16 }).collect()
    } else {
        args
    };

    println!("best of {reps} runs, one thread");
    println!(
        "| n  | plain bitmap (s) | symmetric (s) | join (s) | plain/symmetric | join/symmetric |"
    );
    println!(
        "|----|------------------|---------------|----------|-----------------|----------------|"
    );
    for n in ns {
        let (total, unique) = reference(n);
        let (mut t_plain, mut t_sym, mut t_join) = (Duration::MAX, Duration::MAX, Duration::MAX);
        for _ in 0..reps {
            let (plain, t) = timed(|| count_plain(n));
            assert_eq!(plain, total, "plain n = {n}");
            t_plain = t_plain.min(t);
            let (sym, t) = timed(|| count(n));
            assert_eq!(
                (sym.total(), sym.unique()),
                (total, unique),
                "symmetric n = {n}"
            );
            t_sym = t_sym.min(t);
            let (joined, t) = timed(|| join::count(n));
            assert_eq!(joined, sym, "join n = {n}");
            t_join = t_join.min(t);
        }
        println!(
            "| {n:<2} | {:>16.3} | {:>13.3} | {:>8.3} | {:>15.2} | {:>14.2} |",
            t_plain.as_secs_f64(),
            t_sym.as_secs_f64(),
            t_join.as_secs_f64(),
            t_plain.as_secs_f64() / t_sym.as_secs_f64(),
            t_join.as_secs_f64() / t_sym.as_secs_f64()
        );
        if show_tasks {
            let list = tasks(n);
            let mut times: Vec<f64> = list
                .iter()
                .map(|t| timed(|| count_task(n, t)).1.as_secs_f64() * 1e3)
                .collect();
            times.sort_by(f64::total_cmp);
            let sum: f64 = times.iter().sum();
            println!(
                "     {} tasks: min {:.3} ms, median {:.3} ms, max {:.3} ms, largest = {:.1}% of the work",
                list.len(),
                times[0],
                times[times.len() / 2],
                times[times.len() - 1],
                100.0 * times[times.len() - 1] / sum
            );
        }
    }
}
