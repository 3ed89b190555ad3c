//! The most steps one sub-board takes, per board (docs/gpu.md):
//! `cargo run --release -p bitqueens-gpu --example steps [FROM [TO [ROWS LEFT]]]`.
use bitqueens_gpu::{expand, rules_table, search_sub_board, sub_rows, STRIDE};
use solver::count::tasks_with_depth;

fn main() {
    let arg = |i: usize, d: usize| {
        std::env::args()
            .nth(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or(d)
    };
    let (from, to) = (arg(1, 8), arg(2, 16));
    // Rows placed: sub_rows(n), or n minus the third argument.
    let rows_of = |n: usize| match std::env::args()
        .nth(3)
        .and_then(|a| a.parse::<usize>().ok())
    {
        Some(left) => n.saturating_sub(left).max(sub_rows(n)),
        None => sub_rows(n),
    };
    for n in from..=to {
        let rules = rules_table(n);
        let (mut max, mut total, mut subs) = (0u64, 0u64, 0u64);
        for task in tasks_with_depth(n, 4) {
            let e = expand(n, &task, rows_of(n));
            for sub in e.words.chunks_exact(STRIDE) {
                let steps = search_sub_board(n, &rules, sub).1;
                max = max.max(steps);
                total += steps;
                subs += 1;
            }
        }
        println!(
            "n = {n}: {subs} sub-boards of {} rows, steps: most {max}, mean {}",
            rows_of(n),
            total / subs.max(1)
        );
    }
}
