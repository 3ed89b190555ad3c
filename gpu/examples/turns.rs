//! The rows kernel's steps against the frontier kernel's turns, per board
//! (docs/gpu.md, "The frontier kernel"): a step of count.wgsl places a
//! queen or goes back a row, a turn of frontier.wgsl places a queen (going
//! back costs no turn of its own).
//! `cargo run --release -p bitqueens-gpu --example turns [FROM [TO [ROWS]]]`.
use bitqueens_gpu::{
    compact, expand, frontier_constants, frontier_rules, frontier_sub_board, rules_table,
    search_sub_board, sub_rows, FRONTIER_STRIDE, STRIDE,
};
use solver::count::tasks_with_depth;

mod common;
use common::arg;

fn main() {
    let (from, to, fixed) = (arg(1, 8), arg(2, 15), arg(3, 0));
    for n in from..=to {
        let rows = if fixed == 0 { sub_rows(n) } else { fixed };
        let (rules, rules4) = (rules_table(n), frontier_rules(n));
        let levels = frontier_constants(n, rows)[1].1 as usize;
        let (mut steps, mut turns, mut subs) = (0u64, 0u64, 0u64);
        for task in tasks_with_depth(n, 4) {
            let e = expand(n, &task, rows);
            for (sub, small) in e
                .words
                .chunks_exact(STRIDE)
                .zip(compact(&e.words).chunks_exact(FRONTIER_STRIDE))
            {
                steps += search_sub_board(n, &rules, sub).1;
                turns += frontier_sub_board(n, &rules4, levels, small).1;
                subs += 1;
            }
        }
        println!(
            "n = {n}, {rows} rows: {subs} sub-boards, {steps} steps, {turns} turns ({:.3} a step)",
            turns as f64 / steps as f64
        );
    }
}
