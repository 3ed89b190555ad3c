//! How many sub-boards each choice of placed rows gives (docs/gpu.md):
//! `cargo run --release -p bitqueens-gpu --example split`.
use bitqueens_gpu::expand;
use solver::count::tasks_with_depth;

fn main() {
    for n in 14..=22 {
        let tasks = tasks_with_depth(n, 4);
        let line: Vec<String> = (2..=9)
            .map(|rows| {
                let subs: usize = tasks.iter().map(|t| expand(n, t, rows.max(4)).len()).sum();
                format!("{rows}:{subs}")
            })
            .collect();
        println!("n = {n}: {}", line.join(" "));
    }
}
