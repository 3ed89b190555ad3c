//! How many turns the stack kernel's search takes with one to four
//! rows looked ahead (docs/gpu.md "Rows looked ahead"; `gpu-bench
//! --ahead`, gpu_bench::looking_ahead): its turns in Rust,
//! `bitqueens_gpu::stack_sub_board_ahead`, counted over every sub-board of
//! an n-board with ROWS rows placed. The same boards complete at every
//! setting (checked here); only the turns differ.
//! `cargo run --release --manifest-path gpu-bench/Cargo.toml --example lookahead N ROWS`
use bitqueens_gpu::{compact, expand, frontier_rules, stack_sub_board_ahead, FRONTIER_STRIDE};
use solver::count::tasks_with_depth;

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|s| s.parse().expect("N ROWS"))
        .collect();
    let n = args.first().copied().unwrap_or(14);
    let rows = args.get(1).copied().unwrap_or(4).clamp(1, n.max(2) - 1);
    let levels = (n - 2).saturating_sub(rows).max(1);
    let rules = frontier_rules(n);
    let mut first = None;
    for ahead in 1..=4 {
        let (mut turns, mut boards) = (0u64, 0u64);
        for task in tasks_with_depth(n, rows.min(4)) {
            let words = compact(&expand(n, &task, rows).words);
            for sub in words.chunks_exact(FRONTIER_STRIDE) {
                let (counts, t) = stack_sub_board_ahead(n, &rules, levels, sub, ahead);
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
