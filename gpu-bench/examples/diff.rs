//! Debug: sub-boards where the GPU and the Rust reference differ.
use bitqueens_gpu::*;
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let gpu = match std::env::var("KERNEL") {
        Ok(p) => gpu_bench::Gpu::with_kernel(&std::fs::read_to_string(p).unwrap(), false).unwrap(),
        Err(_) => gpu_bench::Gpu::new().unwrap(),
    };
    let rules = gpu.rules(n);
    let table = rules_table(n);
    let mut b = Batcher::new(n, solver::count::tasks_with_depth(n, 4), sub_rows(n));
    let mut bad = 0;
    let mut min_bad = u64::MAX;
    let mut hist = std::collections::BTreeMap::new();
    while let Some(batch) = b.next_batch(2000) {
        let got = gpu.dispatch(n, &rules, &batch.words);
        for (i, sub) in batch.words.chunks_exact(STRIDE).enumerate() {
            let (want, steps) = search_sub_board(n, &table, sub);
            if got[3 * i..3 * i + 3] != want {
                bad += 1;
                min_bad = min_bad.min(steps);
                if bad < 3 {
                    let alone = gpu.dispatch(n, &rules, sub);
                    println!(
                        "{:?} steps {steps} gpu {:?} want {:?} alone {:?}",
                        &sub[..6],
                        &got[3 * i..3 * i + 3],
                        want,
                        alone
                    );
                }
                *hist.entry(sub[0] & 255).or_insert(0) += 1;
            }
        }
    }
    println!("bad {bad} by distance {hist:?}, fewest steps of a bad one {min_bad}");
}
