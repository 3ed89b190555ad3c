//! The host's share of a GPU count (docs/gpu.md): the time to expand a
//! board's tasks into sub-boards in batches (as gpu-bench and the page's
//! worker do, on one thread) and to compact them for the frontier kernel.
//! `cargo run --release -p bitqueens-gpu --example host [N [ROWS]]`.
use std::time::Instant;

use bitqueens_gpu::{compact, sub_rows, Batcher, MAX_BATCH};
use solver::count::tasks_with_depth;

mod common;
use common::arg;

fn main() {
    let n = arg(1, 18);
    let rows = match arg(2, 0) {
        0 => sub_rows(n),
        rows => rows,
    };
    let start = Instant::now();
    let mut batcher = Batcher::new(n, tasks_with_depth(n, 4), rows);
    let (mut subs, mut words) = (0usize, 0usize);
    let mut compacting = 0.0;
    while let Some(batch) = batcher.next_batch(MAX_BATCH) {
        subs += batch.subs();
        let t = Instant::now();
        words += compact(&batch.words).len();
        compacting += t.elapsed().as_secs_f64();
    }
    let all = start.elapsed().as_secs_f64();
    println!(
        "n = {n}, {rows} rows: {subs} sub-boards ({words} compact words) in {all:.2} s, of which compacting {compacting:.2} s ({:.0} ns a sub-board)",
        all * 1e9 / subs.max(1) as f64
    );
}
