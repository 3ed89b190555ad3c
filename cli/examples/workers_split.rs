//! Which method the site's Web Workers should count a board with, from the
//! CPU time of each job of both plans of the workers' split
//! (`Split::WORKERS`): the symmetric counter's search (its coarse tasks)
//! and the half-board join (its pieces). Each worker of the page builds the
//! join's tables for itself before its first piece, so the join pays that
//! build once per worker; the search pays nothing before its tasks.
//!
//! Every job is timed alone on this thread (CPU time, so that other
//! programs on a shared machine count less), then the page's pool is
//! replayed for `W` workers: the jobs in the plan's order, each to the
//! first worker free (as `domain::count::schedule` hands them out), a
//! join worker paying the build before its first piece. The printed ratio
//! is the join's time over the search's, per board and pool size: below 1
//! the join is faster.
//!
//! It also prints how the join's pieces differ in time (the page's
//! progress counts each piece as its orbits of row sets).
//!
//!   cargo run --release -p bitqueens-cli --example workers_split -- 14 15 16 17
//!   (boards; `--rounds K` times every job K times and keeps the least)

use solver::count::count_task;
use solver::join::{count_piece, pieces, Piece};
use solver::methods::NodeLimit;
use solver::plan::{estimated_cost, search_plan, Job, Split};

const POOLS: [usize; 5] = [1, 2, 4, 8, 16];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rounds = args
        .iter()
        .position(|a| a == "--rounds")
        .and_then(|i| args.get(i + 1))
        .and_then(|k| k.parse().ok())
        .unwrap_or(3usize);
    let skip = args
        .iter()
        .position(|a| a == "--rounds")
        .map_or(usize::MAX, |i| i + 1);
    let boards: Vec<usize> = args
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != skip)
        .filter_map(|(_, a)| a.parse().ok())
        .collect();
    let boards = if boards.is_empty() {
        vec![14, 15, 16, 17]
    } else {
        boards
    };
    println!("rounds: {rounds} (the least CPU time of each job)");
    for n in boards {
        measure(n, rounds);
    }
}

fn measure(n: usize, rounds: usize) {
    // The search's tasks of the workers' split.
    let tasks = search_plan(n, Split::WORKERS.searching());
    let search: Vec<f64> = tasks
        .iter()
        .map(|t| least(rounds, || std::hint::black_box(count_task(n, t))))
        .collect();
    // The join's pieces of the workers' split (whatever board it joins from).
    let list = pieces(n, Split::WORKERS.join_runs);
    let first_sets = list.iter().position(|p| matches!(p, Piece::RowSets { .. }));
    let count = |p: &Piece| {
        let mut never = NodeLimit(u64::MAX);
        std::hint::black_box(count_piece(n, p, &[], &mut never))
    };
    // The first piece of row sets counted cold builds the tables; counted
    // again, it only joins.
    let build = first_sets.map_or(0.0, |i| {
        let cold = cpu(|| count(&list[i]));
        cold - least(rounds, || count(&list[i]))
    });
    let join: Vec<f64> = list.iter().map(|p| least(rounds, || count(p))).collect();
    let (s, j): (f64, f64) = (search.iter().sum(), join.iter().sum());
    println!(
        "n = {n}: search {} tasks {s:.3} s; join {} pieces {j:.3} s, tables {build:.3} s per worker",
        tasks.len(),
        list.len()
    );
    let mut rows = Vec::new();
    let ratios: Vec<String> = POOLS
        .iter()
        .map(|&w| {
            let s_w = replay(&search, w, None);
            let j_w = replay(&join, w, first_sets.map(|i| (i, build)));
            // One line a row of record/workers-split.tsv (the script adds
            // the date, the commit, the machine and the load).
            rows.push(format!(
                "row\t{n}\t{w}\t{j_w:.4}\t{s_w:.4}\t{:.2}\t{}",
                j_w / s_w,
                if j_w < s_w { "join" } else { "search" }
            ));
            format!("{w} workers {:.3}/{:.3} s = {:.2}", j_w, s_w, j_w / s_w)
        })
        .collect();
    println!("  join/search: {}", ratios.join("; "));
    for row in rows {
        println!("{row}");
    }
    if let Some(i) = first_sets {
        // The pieces of row sets in tenths of the plan: mean time of a
        // piece relative to the mean of all, and their estimated cost.
        let sets = &join[i..];
        let mean = sets.iter().sum::<f64>() / sets.len() as f64;
        let tenths: Vec<String> = (0..10)
            .map(|k| {
                let part = &sets[k * sets.len() / 10..(k + 1) * sets.len() / 10];
                format!(
                    "{:.2}",
                    part.iter().sum::<f64>() / part.len().max(1) as f64 / mean
                )
            })
            .collect();
        let costs: Vec<u64> = list[i..]
            .iter()
            .map(|&p| estimated_cost(n, &Job::Join(p)))
            .collect();
        println!(
            "  join pieces' time by tenths of the plan (1 = the mean): {}; estimated cost {}..{}",
            tenths.join(" "),
            costs.iter().min().unwrap_or(&0),
            costs.iter().max().unwrap_or(&0)
        );
    }
}

/// The pool of `w` workers: jobs in order, each to the first worker free;
/// `build`: (index of the first job that needs the tables, their build
/// time), paid by each worker before its first such job.
fn replay(times: &[f64], w: usize, build: Option<(usize, f64)>) -> f64 {
    let mut free = vec![0.0f64; w];
    let mut built = vec![false; w];
    for (i, &t) in times.iter().enumerate() {
        let k = (0..w)
            .min_by(|&a, &b| free[a].total_cmp(&free[b]))
            .unwrap_or(0);
        if let Some((from, b)) = build {
            if i >= from && !built[k] {
                built[k] = true;
                free[k] += b;
            }
        }
        free[k] += t;
    }
    free.into_iter().fold(0.0, f64::max)
}

/// The least CPU time of `rounds` runs of `f`.
fn least<T>(rounds: usize, mut f: impl FnMut() -> T) -> f64 {
    (0..rounds.max(1))
        .map(|_| cpu(&mut f))
        .fold(f64::INFINITY, f64::min)
}

/// The CPU time of this thread running `f` (Linux: the scheduler's
/// nanoseconds), in seconds.
fn cpu<T>(mut f: impl FnMut() -> T) -> f64 {
    let before = cpu_seconds();
    std::hint::black_box(f());
    cpu_seconds() - before
}

fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e9)
}
