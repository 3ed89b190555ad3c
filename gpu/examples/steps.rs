//! The most turns one sub-board takes in the stack kernel, per board
//! (docs/gpu.md):
//! `cargo run --release -p bitqueens-gpu --example steps [FROM [TO [ROWS LEFT]]]`.
use bitqueens_gpu::reference::turns_per_sub_board;
use bitqueens_gpu::sub_rows;
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
        let turns = turns_per_sub_board(n, &tasks_with_depth(n, 4), rows_of(n));
        let total: u64 = turns.iter().sum();
        println!(
            "n = {n}: {} sub-boards of {} rows, turns: most {}, mean {}",
            turns.len(),
            rows_of(n),
            turns.iter().max().copied().unwrap_or(0),
            total / (turns.len() as u64).max(1)
        );
    }
}
