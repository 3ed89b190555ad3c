//! How well the shards' deal balances the real work of the symmetric
//! counter's search (the threads' split of it, which the command uses
//! outside the join's boards). Each task of `n`'s plan is measured by the nodes of its search tree
//! (`solver::count::task_tree`: independent of the machine and its load)
//! and, if asked (`--time`), by the CPU time of counting it alone. Then the
//! tasks are dealt into K shards in several ways, and each deal's largest
//! shard is compared with the mean (1.000 is perfect).
//!
//!   cargo run --release -p bitqueens-cli --example shard_balance -- 16 4 64 1024
//!   (n, then the numbers of shards; `--time` adds the CPU times)

use std::time::Instant;

use solver::count::{count_task, task_tree, Task};
use solver::plan::{estimate_rows, placements_below, search_plan, shards, Job, Split};

/// The search's tasks of the threads' split.
fn plan(n: usize) -> Vec<Task> {
    search_plan(n, Split::THREADS)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("cost") {
        return estimate_times();
    }
    let timed = args.iter().any(|a| a == "--time");
    let mut numbers = args.iter().filter_map(|a| a.parse::<usize>().ok());
    let n = numbers.next().unwrap_or(16);
    let ks: Vec<usize> = numbers.collect();
    let ks = if ks.is_empty() { vec![4] } else { ks };
    let list = plan(n);
    let nodes: Vec<f64> = list.iter().map(|t| task_tree(n, t).nodes as f64).collect();
    let mut works = vec![("nodes", nodes)];
    if timed {
        // CPU time of the thread (Linux), so that other programs on a
        // shared machine count less; twice, to see how noisy it is.
        let time = || -> Vec<f64> {
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
        let (a, b) = (time(), time());
        println!(
            "two CPU timings of each task agree to r = {:.3}",
            correlation(&a, &b)
        );
        let mean = a.iter().zip(&b).map(|(x, y)| (x + y) / 2.0).collect();
        works.push(("CPU time", mean));
    }
    let total_nodes: f64 = works[0].1.iter().sum();
    println!(
        "n = {n}: {} tasks, {total_nodes:.0} nodes; the largest task {:.2} % of them",
        list.len(),
        100.0 * works[0].1.iter().cloned().fold(0.0, f64::max) / total_nodes
    );
    for rows in 1..=5 {
        let est: Vec<f64> = list
            .iter()
            .map(|t| placements_below(n, t, rows) as f64)
            .collect();
        let r: Vec<String> = works
            .iter()
            .map(|(name, w)| format!("{name} r = {:.3}", correlation(&est, w)))
            .collect();
        println!("estimate {rows} rows deep against {}", r.join(", "));
    }
    for k in ks {
        println!("{k} shards, largest / mean:");
        let report = |name: &str, deal: &[Vec<usize>]| {
            let r: Vec<String> = works
                .iter()
                .map(|(what, w)| {
                    let sums: Vec<f64> =
                        deal.iter().map(|s| s.iter().map(|&i| w[i]).sum()).collect();
                    let max = sums.iter().cloned().fold(0.0, f64::max);
                    let mean = w.iter().sum::<f64>() / k as f64;
                    format!("{what} {:.3}", max / mean)
                })
                .collect();
            println!("  {name:<42} {}", r.join(", "));
        };
        let by_index: Vec<Vec<usize>> = (0..k)
            .map(|s| (s..list.len()).step_by(k).collect())
            .collect();
        report("by index (i mod K, the plan shuffled)", &by_index);
        for rows in 1..=5 {
            let cost: Vec<u64> = list.iter().map(|t| placements_below(n, t, rows)).collect();
            let mark = if rows == estimate_rows(n) {
                " (used)"
            } else {
                ""
            };
            report(&format!("estimate {rows} rows deep{mark}"), &lpt(&cost, k));
        }
        report(
            "the command's deal (solver::plan::shards)",
            &shards(
                n,
                &list.iter().map(|&t| Job::Search(t)).collect::<Vec<_>>(),
                k,
            ),
        );
        let exact: Vec<u64> = works[0].1.iter().map(|&x| x as u64).collect();
        report("nodes known in advance (a bound)", &lpt(&exact, k));
    }
}

/// `shard_balance cost`: how long the estimates take for a whole plan,
/// n = 16..=27, by depth (from the first 2,000 tasks).
fn estimate_times() {
    for n in 16..=27 {
        let list = plan(n);
        let sample = &list[..list.len().min(2000)];
        let times: Vec<String> = (3..=5)
            .map(|rows| {
                let start = Instant::now();
                let sum: u64 = sample.iter().map(|t| placements_below(n, t, rows)).sum();
                std::hint::black_box(sum);
                let whole = start.elapsed().as_secs_f64() * list.len() as f64 / sample.len() as f64;
                format!("{rows} rows {whole:.2} s")
            })
            .collect();
        println!("n = {n}, {} tasks: {}", list.len(), times.join(", "));
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

/// The rule of `solver::plan::shards`, for any costs.
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
