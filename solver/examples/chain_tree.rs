//! The carry chain's tree against the symmetric counter's, n = 12..=16:
//! nodes, leaves, nodes per solution, time (one thread).
//!
//! `cargo run --release -p solver --example chain_tree [max_n]`

use std::time::Instant;

use solver::{carry_chain, count, methods::Unlimited};

fn main() {
    let max: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(16);
    println!("| n | carry chain nodes | leaves | nodes per solution | time | counter nodes | leaves | nodes per solution | time |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for n in 12..=max {
        let t = Instant::now();
        let c = carry_chain::count(n, &mut Unlimited);
        let tc = t.elapsed();
        let t = Instant::now();
        let k = count::count_traced(n, &mut Unlimited);
        let tk = t.elapsed();
        assert_eq!(c.classes, k.classes, "n = {n}");
        let per = |nodes: u64| nodes as f64 / c.classes.total() as f64;
        println!(
            "| {n} | {} | {} | {:.2} | {:.2} s | {} | {} | {:.2} | {:.2} s |",
            c.tree.nodes,
            c.tree.leaves,
            per(c.tree.nodes),
            tc.as_secs_f64(),
            k.tree.nodes,
            k.tree.leaves,
            per(k.tree.nodes),
            tk.as_secs_f64()
        );
    }
}
