//! A model of the tail of a persistent kernel's dispatch (docs/gpu.md "The
//! tail of a dispatch"): the stack kernel's turns of each sub-board (its
//! turns in Rust, `stack_sub_board`), then each batch of `B` sub-boards
//! played on `LANES` lanes that take the next sub-board of the batch when
//! their own is done (the kernel's atomic counter), a lane taking one turn
//! per unit of time. A dispatch ends with its last lane, so the lanes that
//! run out of sub-boards wait for the longest ones: the lanes' utilisation
//! is the batch's turns over lanes × the dispatch's length; in the hosts'
//! order, and with each batch handed out largest first
//! (`Batcher::longest_first`, by `size_class`). Not a
//! measurement: it leaves out that a GPU runs its last busy warps faster
//! than a full one, and the warps' lockstep.
//!
//! `cargo run --release -p bitqueens-gpu --example tail [N [EVERY [LANES [ROWS]]]]`
//!
//! EVERY > 1 takes one task in EVERY (each with all its sub-boards): a
//! sample of the sub-boards, played in batches of the real sizes up to a
//! quarter of the sample (n = 20's every turn would take an hour here).
//! LANES: the lanes a GPU keeps at once (default 135,168: 16 workgroups of
//! 64 on each of 132 cores). ROWS: the rows a sub-board places (default the
//! hosts', `sub_rows`).
use std::cmp::Reverse;
use std::collections::BinaryHeap;

use bitqueens_gpu::reference::{stack_sub_board, Pipeline};
use bitqueens_gpu::{attacks, kernel_rows, kernel_rules, size_class, sub_rows, Batcher, SUB_WORDS};
use solver::count::{tasks_with_depth, Rules};

mod common;
use common::arg;

/// The length of a dispatch of `turns` (sub-boards in the order the lanes
/// take them) on `lanes` lanes.
fn dispatch(turns: &[u64], lanes: usize) -> u64 {
    let mut free: BinaryHeap<Reverse<u64>> =
        (0..lanes.min(turns.len())).map(|_| Reverse(0)).collect();
    for &t in turns {
        let Reverse(at) = free.pop().expect("a lane");
        free.push(Reverse(at + t));
    }
    free.into_iter().map(|Reverse(at)| at).max().unwrap_or(0)
}

/// A compact sub-board's [`size_class`] (the hosts' estimate).
fn size(n: usize, rules: &[Rules], sub: &[u32]) -> u8 {
    let (distance, rows) = ((sub[0] & 255) as usize, (sub[0] >> 8) as usize);
    let (l, d, r) = attacks(sub, rows);
    size_class(n, &rules[distance], rows, l, d, r)
}

/// The length of a batch's dispatch with its sub-boards handed out
/// largest class first (stable: `Batcher::longest_first`).
fn dispatch_largest_first(turns: &[u64], sizes: &[u8], lanes: usize) -> u64 {
    let mut order: Vec<usize> = (0..turns.len()).collect();
    order.sort_by_key(|&i| Reverse(sizes[i]));
    let sorted: Vec<u64> = order.iter().map(|&i| turns[i]).collect();
    dispatch(&sorted, lanes)
}

fn main() {
    let n = arg(1, 18);
    let every = arg(2, 1).max(1);
    let lanes = arg(3, 135_168).max(1);
    let rows = kernel_rows(n, arg(4, sub_rows(n)));
    let rules = kernel_rules(n);
    let pipeline = Pipeline::of(n, &rules, rows);
    let tasks: Vec<_> = tasks_with_depth(n, 4).into_iter().step_by(every).collect();
    // The sub-boards in the hosts' order, then their turns on every core.
    let mut batcher = Batcher::new(n, tasks, rows);
    let mut words = Vec::new();
    while let Some(batch) = batcher.next_batch(1 << 20) {
        words.extend(batch.words);
    }
    let subs: Vec<&[u32]> = words.chunks_exact(SUB_WORDS).collect();
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
    let turns: Vec<u64> = std::thread::scope(|scope| {
        let parts: Vec<_> = subs
            .chunks(subs.len().div_ceil(cores).max(1))
            .map(|part| {
                scope.spawn(|| {
                    part.iter()
                        .map(|s| stack_sub_board(&pipeline, s).1)
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|p| p.join().expect("a thread"))
            .collect()
    });
    let by_distance: Vec<Rules> = (0..=n / 2).map(|d| Rules::new(n, d)).collect();
    let sizes: Vec<u8> = subs.iter().map(|s| size(n, &by_distance, s)).collect();
    let total: u64 = turns.iter().sum();
    let longest = turns.iter().copied().max().unwrap_or(0);
    println!(
        "n = {n}, {rows} rows, one task in {every}: {} sub-boards, {total} turns ({:.0} a sub-board, the longest {longest}), {lanes} lanes",
        turns.len(),
        total as f64 / turns.len().max(1) as f64
    );
    println!("| sub-boards a dispatch | dispatches | the lanes' utilisation | largest first |");
    println!("|---|---|---|---|");
    let floor = total as f64 / lanes as f64;
    for log in 18..=23 {
        // A sample played in batches larger than a quarter of it would be
        // its own one dispatch: not a batch of the real run.
        if every > 1 && turns.len() < 4 << log {
            break;
        }
        let batches = turns.chunks(1 << log);
        let count = batches.len();
        let length: u64 = batches.map(|b| dispatch(b, lanes)).sum();
        let sorted: u64 = turns
            .chunks(1 << log)
            .zip(sizes.chunks(1 << log))
            .map(|(b, s)| dispatch_largest_first(b, s, lanes))
            .sum();
        println!(
            "| 2^{log} | {count} | {:.3} | {:.3} |",
            floor / length.max(1) as f64,
            floor / sorted.max(1) as f64
        );
    }
    if every == 1 {
        println!(
            "| all in one | 1 | {:.3} | {:.3} |",
            floor / dispatch(&turns, lanes).max(1) as f64,
            floor / dispatch_largest_first(&turns, &sizes, lanes).max(1) as f64
        );
    }
}
