//! The symmetric counter's tree, natively: what the browser's test of the
//! wasm window (`tests/e2e/wasm-window.test.mjs`) compares with, as JSON
//! (numbers as strings: they are `u64`).
//!
//! `cargo run --release -p solver --example traced -- 17`

use solver::{count, methods::Unlimited};

fn main() {
    let n: usize = match std::env::args().nth(1).map(|a| a.parse()) {
        Some(Ok(n)) if (1..=count::MAX_COUNT_N).contains(&n) => n,
        _ => {
            eprintln!("usage: traced N (1 <= N <= {})", count::MAX_COUNT_N);
            std::process::exit(2);
        }
    };
    let t = count::count_traced(n, &mut Unlimited);
    println!(
        "{{\"n\":{n},\"nodes\":\"{}\",\"leaves\":\"{}\",\"total\":\"{}\",\"unique\":\"{}\"}}",
        t.tree.nodes,
        t.tree.leaves,
        t.classes.total(),
        t.classes.unique()
    );
}
