//! The most steps one sub-board takes, per board (docs/gpu.md):
//! `cargo run --release -p bitqueens-gpu --example steps [FROM [TO [ROWS LEFT]]]`.
use bitqueens_gpu::{steps_per_sub_board, sub_rows};
use solver::count::tasks_with_depth;

mod common;
use common::arg;

fn main() {
    let (from, to) = (arg(1, 8), arg(2, 16));
    // Rows placed: sub_rows(n), or n minus the third argument.
    let left = arg(3, 0);
    let rows_of = |n: usize| match left {
        0 => sub_rows(n),
        left => n.saturating_sub(left).max(sub_rows(n)),
    };
    for n in from..=to {
        let steps = steps_per_sub_board(n, &tasks_with_depth(n, 4), rows_of(n));
        let total: u64 = steps.iter().sum();
        println!(
            "n = {n}: {} sub-boards of {} rows, steps: most {}, mean {}",
            steps.len(),
            rows_of(n),
            steps.iter().max().copied().unwrap_or(0),
            total / (steps.len() as u64).max(1)
        );
    }
}
