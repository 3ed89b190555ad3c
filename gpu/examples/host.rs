//! The host's share of a GPU count (docs/gpu.md): the time to expand a
//! board's tasks into sub-boards in batches on one thread, as gpu-bench and
//! the page's worker do, in the tasks' order and with each batch handed out
//! largest first (`gpu-bench --longest-first`), alternating `ROUNDS` times
//! (default 3).
//! `cargo run --release -p bitqueens-gpu --example host [N [ROWS]]`.
use std::time::Instant;

use bitqueens_gpu::{sub_rows, Batcher, MAX_BATCH, SUB_WORDS};
use solver::count::tasks_with_depth;

mod common;
use common::arg;

/// Expands every task of an `n`-board in batches; the sub-boards, a
/// checksum of them, the time.
fn run(n: usize, rows: usize, longest_first: bool) -> (usize, u64, f64) {
    let start = Instant::now();
    let mut batcher = Batcher::new(n, tasks_with_depth(n, 4), rows).longest_first(longest_first);
    let (mut subs, mut sum) = (0usize, 0u64);
    while let Some(batch) = batcher.next_batch(MAX_BATCH) {
        subs += batch.subs();
        // Order-blind, so that a batch handed out largest first sums
        // the same.
        sum = batch.words.chunks_exact(SUB_WORDS).fold(sum, |s, sub| {
            s.wrapping_add(sub.iter().fold(0, |h, &w| h * 31 + w as u64))
        });
    }
    (subs, sum, start.elapsed().as_secs_f64())
}

fn main() {
    let n = arg(1, 18);
    let rows = match arg(2, 0) {
        0 => sub_rows(n),
        rows => rows,
    };
    let rounds: usize = std::env::var("ROUNDS").map_or(3, |r| r.parse().expect("a number"));
    for round in 1..=rounds {
        let plain = run(n, rows, false);
        let sorted = run(n, rows, true);
        assert_eq!(
            (plain.0, plain.1),
            (sorted.0, sorted.1),
            "the same sub-boards"
        );
        println!(
            "n = {n}, {rows} rows, round {round}: {} sub-boards: {:.3} s ({:.1} ns a sub-board); largest first {:.3} s ({:.1} ns)",
            plain.0,
            plain.2,
            plain.2 * 1e9 / plain.0.max(1) as f64,
            sorted.2,
            sorted.2 * 1e9 / sorted.0.max(1) as f64
        );
    }
}
