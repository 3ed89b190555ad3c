//! The host's share of a GPU count (docs/gpu.md): the time to expand a
//! board's tasks into sub-boards in batches on one thread, as gpu-bench and
//! the page's worker do, in each layout: wide and then compacted (the
//! hosts' way until 2026-11-27) against compact as the walk goes (theirs
//! since), and compact with each batch handed out largest first
//! (`gpu-bench --longest-first`), alternating `ROUNDS` times (default 3).
//! `cargo run --release -p bitqueens-gpu --example host [N [ROWS]]`.
use std::time::Instant;

use bitqueens_gpu::{compact, sub_rows, Batcher, Layout, FRONTIER_STRIDE, MAX_BATCH};
use solver::count::tasks_with_depth;

mod common;
use common::arg;

/// Expands every task of an `n`-board in batches; the sub-boards, the
/// compact words, a checksum of them, the time.
fn run(n: usize, rows: usize, layout: Layout, longest_first: bool) -> (usize, usize, u64, f64) {
    let start = Instant::now();
    let mut batcher =
        Batcher::with_layout(n, tasks_with_depth(n, 4), rows, layout).longest_first(longest_first);
    let (mut subs, mut words, mut sum) = (0usize, 0usize, 0u64);
    while let Some(batch) = batcher.next_batch(MAX_BATCH) {
        subs += batch.subs();
        let small = match layout {
            Layout::Wide => compact(&batch.words),
            Layout::Compact => batch.words,
        };
        words += small.len();
        // Order-blind, so that a batch handed out largest first sums
        // the same.
        sum = small.chunks_exact(FRONTIER_STRIDE).fold(sum, |s, sub| {
            s.wrapping_add(sub.iter().fold(0, |h, &w| h * 31 + w as u64))
        });
    }
    (subs, words, sum, start.elapsed().as_secs_f64())
}

fn main() {
    let n = arg(1, 18);
    let rows = match arg(2, 0) {
        0 => sub_rows(n),
        rows => rows,
    };
    let rounds: usize = std::env::var("ROUNDS").map_or(3, |r| r.parse().expect("a number"));
    for round in 1..=rounds {
        let wide = run(n, rows, Layout::Wide, false);
        let small = run(n, rows, Layout::Compact, false);
        let sorted = run(n, rows, Layout::Compact, true);
        assert_eq!(
            (wide.0, wide.1, wide.2),
            (small.0, small.1, small.2),
            "the same sub-boards"
        );
        assert_eq!(
            (small.0, small.2),
            (sorted.0, sorted.2),
            "the same sub-boards"
        );
        println!(
            "n = {n}, {rows} rows, round {round}: {} sub-boards ({} compact words): wide, then compacted {:.3} s ({:.1} ns a sub-board); compact {:.3} s ({:.1} ns); ratio {:.2}; compact, largest first {:.3} s ({:.1} ns)",
            wide.0,
            wide.1,
            wide.3,
            wide.3 * 1e9 / wide.0.max(1) as f64,
            small.3,
            small.3 * 1e9 / small.0.max(1) as f64,
            small.3 / wide.3,
            sorted.3,
            sorted.3 * 1e9 / sorted.0.max(1) as f64
        );
    }
}
