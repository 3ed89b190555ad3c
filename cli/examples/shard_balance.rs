//! How well the shards' deal balances real work: every task of `n`'s plan
//! is counted alone on one thread and timed, then the tasks are dealt into
//! `K` shards in several ways, and each deal's slowest shard is compared
//! with the mean (1.000 is perfect). A task's time is the CPU time of its
//! thread (Linux's `/proc/thread-self/schedstat`; the wall clock elsewhere),
//! so that other programs on a shared machine do not count, and the tasks
//! are timed in the plan's (shuffled) order, so that a drifting speed slows
//! every shard alike: steadier than timing whole shards one after another.
//!
//!   cargo run --release -p bitqueens-cli --example shard_balance -- 17 4 64 1024
//!   (n, then the numbers of shards)

use std::time::Instant;

use bitqueens_cli::plan;
use solver::count::count_task;
use solver::plan::{placements_below, shards, ESTIMATE_ROWS};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(17);
    let ks: Vec<usize> = args.filter_map(|a| a.parse().ok()).collect();
    let ks = if ks.is_empty() { vec![4] } else { ks };
    let list = plan(n);
    let timed = || -> Vec<f64> {
        list.iter()
            .map(|t| {
                let (cpu, wall) = (cpu_seconds(), Instant::now());
                std::hint::black_box(count_task(n, t));
                match (cpu, cpu_seconds()) {
                    (Some(a), Some(b)) => b - a,
                    _ => wall.elapsed().as_secs_f64(),
                }
            })
            .collect()
    };
    // Twice: how far two timings of the same task agree says how much of
    // a deal's imbalance below is noise.
    let (first, second) = (timed(), timed());
    let time: Vec<f64> = first
        .iter()
        .zip(&second)
        .map(|(a, b)| (a + b) / 2.0)
        .collect();
    println!(
        "correlation of the two timings of each task: {:.3}",
        correlation(&first, &second)
    );
    for rows in 1..=5 {
        let est: Vec<f64> = list
            .iter()
            .map(|t| placements_below(n, t, rows) as f64)
            .collect();
        println!(
            "correlation of the estimate {rows} rows deep with the time: {:.3}",
            correlation(&est, &time)
        );
    }
    let total: f64 = time.iter().sum();
    println!(
        "n = {n}: {} tasks, {total:.2} s of CPU on one thread; the largest task {:.4} s",
        list.len(),
        time.iter().cloned().fold(0.0, f64::max)
    );
    for k in ks {
        println!("{k} shards:");
        let report = |name: &str, deal: &[Vec<usize>]| {
            let sums: Vec<f64> = deal
                .iter()
                .map(|s| s.iter().map(|&i| time[i]).sum())
                .collect();
            let max = sums.iter().cloned().fold(0.0, f64::max);
            println!("{name:<44} slowest/mean {:.3}", max / (total / k as f64));
        };
        // By index alone: task i to shard i mod K.
        let by_index: Vec<Vec<usize>> = (0..k)
            .map(|s| (s..list.len()).step_by(k).collect())
            .collect();
        report("by index (i mod K, the plan shuffled)", &by_index);
        // Longest processing time first with estimates of several depths.
        for rows in 1..=5 {
            let cost: Vec<u64> = list.iter().map(|t| placements_below(n, t, rows)).collect();
            let start = Instant::now();
            let deal = lpt(&cost, k);
            let took = start.elapsed().as_secs_f64() * 1000.0;
            let mark = if rows == ESTIMATE_ROWS {
                " (the one used)"
            } else {
                ""
            };
            report(
                &format!("estimate {rows} rows deep{mark}, {took:.0} ms"),
                &deal,
            );
        }
        report(
            "the command's deal (solver::plan::shards)",
            &shards(n, &list, k),
        );
        // The best possible with exact costs known in advance.
        let exact: Vec<u64> = time.iter().map(|t| (t * 1e9) as u64).collect();
        report("exact times known in advance (a bound)", &lpt(&exact, k));
    }
}

/// Pearson's correlation of two series.
fn correlation(a: &[f64], b: &[f64]) -> f64 {
    let len = a.len() as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / len, b.iter().sum::<f64>() / len);
    let cov: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = a.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = b.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

/// The CPU time of this thread so far (Linux), in seconds.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

/// The same rule as `solver::plan::shards`, for any costs.
fn lpt(cost: &[u64], k: usize) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..cost.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(cost[i]), i));
    let mut load = vec![0u64; k];
    let mut out = vec![Vec::new(); k];
    for i in order {
        let s = (0..k).min_by_key(|&s| (load[s], s)).unwrap();
        out[s].push(i);
        load[s] += cost[i];
    }
    out
}
