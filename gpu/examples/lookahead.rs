//! How many turns the stack kernel's search takes with one to three rows
//! looked ahead (docs/gpu.md "Rows looked ahead"; the kernels' `AHEAD`,
//! `gpu-bench --ahead`): its turns in Rust,
//! `bitqueens_gpu::reference::stack_sub_board`, counted over every
//! sub-board of an n-board with ROWS rows placed. The same boards complete
//! at every setting (checked here); only the turns differ.
//! `cargo run --release -p bitqueens-gpu --example lookahead [N [ROWS]]`
use bitqueens_gpu::reference::{stack_sub_board, Pipeline};
use bitqueens_gpu::{expand, kernel_rules, levels, SUB_WORDS};
use solver::count::tasks_with_depth;

mod common;
use common::arg;

fn main() {
    let n = arg(1, 14);
    let rows = arg(2, 4).clamp(1, n.max(2) - 1);
    let rules = kernel_rules(n);
    let levels = levels(n, rows);
    let mut first = None;
    for ahead in 1..=3 {
        let (mut turns, mut boards) = (0u64, 0u64);
        for task in tasks_with_depth(n, rows.min(4)) {
            let words = expand(n, &task, rows).words;
            for sub in words.chunks_exact(SUB_WORDS) {
                let p = Pipeline {
                    n,
                    rules: &rules,
                    levels,
                    ahead,
                };
                let (counts, t) = stack_sub_board(&p, sub);
                turns += t;
                boards += counts.iter().map(|&c| u64::from(c)).sum::<u64>();
            }
        }
        let base = *first.get_or_insert((turns, boards));
        assert_eq!(boards, base.1, "the same boards counted");
        println!(
            "n = {n}, {rows} rows placed, {ahead} row(s) looked ahead: {turns} turns ({:.3} of one), {boards} boards counted",
            turns as f64 / base.0 as f64
        );
    }
}
