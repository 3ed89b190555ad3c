//! How many turns the stack kernel's search takes with one, two or three
//! rows looked ahead (docs/gpu.md "Rows looked ahead";
//! `gpu-bench --ahead`, gpu_bench::looking_ahead): a turn pushes its child only if
//! the child's row has a square and the last row (1), also the
//! second-last (2), also the third-last (3) keeps one under the attacks
//! so far. The same boards complete at every setting (checked here); only
//! the turns differ. The rows' rules are the kernels' (`frontier_rule`).
//! `cargo run --release --manifest-path gpu-bench/Cargo.toml --example lookahead N ROWS`
use bitqueens_gpu::{compact, expand, frontier_rule, frontier_rules, placed, FRONTIER_STRIDE};
use solver::count::tasks_with_depth;

/// One sub-board's turns and complete boards with `rows` rows looked ahead.
fn search(n: usize, rules: &[u32], sub: &[u32], rows: u32) -> (u64, u64) {
    let last = n as u32 - 1;
    let distance = (sub[0] & 255) as usize;
    let depth = (sub[0] >> 8) & 255;
    let words = &rules[distance * 4..distance * 4 + 4];
    let allow = |y: u32| frontier_rule(n, distance, words, y as usize).0;
    let every = u32::MAX >> (32 - n);
    let (mut l, mut d, mut r) = (0u32, 0u32, 0u32);
    for k in 0..depth as usize {
        let bit = placed(sub, k);
        (l, d, r) = ((l | bit) << 1, d | bit, (r | bit) >> 1);
    }
    let (mut turns, mut boards) = (0, 0);
    // (untried, left, down, right, row) of each row being searched.
    let mut stack = vec![(allow(depth) & !(l | d | r), l, d, r, depth)];
    while let Some((untried, l, d, r, y)) = stack.pop() {
        if untried == 0 || y == last {
            continue;
        }
        let bit = untried & untried.wrapping_neg();
        stack.push((untried ^ bit, l, d, r, y));
        turns += 1;
        let (lb, cd, rb) = (l | bit, d | bit, r | bit);
        let free = allow(y + 1) & !(lb << 1 | cd | rb >> 1);
        if y + 1 == last {
            boards += (free != 0) as u64;
            continue;
        }
        // Row last - k keeps a square: the last row of its rule, the
        // others of any square (as gpu_bench::looking_ahead writes it).
        let keeps = |k: u32, squares: u32| {
            let a = last - k - y;
            a < 2 || squares & !(lb << a | cd | rb >> a) != 0
        };
        let open =
            keeps(0, allow(last)) && (rows < 2 || keeps(1, every)) && (rows < 3 || keeps(2, every));
        if free != 0 && open {
            stack.push((free, lb << 1, cd, rb >> 1, y + 1));
        }
    }
    (turns, boards)
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|s| s.parse().expect("N ROWS"))
        .collect();
    let (n, rows) = (
        args.first().copied().unwrap_or(14),
        args.get(1).copied().unwrap_or(4),
    );
    let rules = frontier_rules(n);
    let mut first = None;
    for ahead in 1..=3 {
        let (mut turns, mut boards) = (0, 0);
        for task in tasks_with_depth(n, rows.min(4)) {
            let words = compact(&expand(n, &task, rows).words);
            for sub in words.chunks_exact(FRONTIER_STRIDE) {
                let (t, b) = search(n, &rules, sub, ahead);
                turns += t;
                boards += b;
            }
        }
        let base = *first.get_or_insert((turns, boards));
        assert_eq!(boards, base.1, "the same boards complete");
        println!(
            "n = {n}, {rows} rows placed, {ahead} row(s) looked ahead: {turns} turns ({:.3} of one), {boards} complete boards",
            turns as f64 / base.0 as f64
        );
    }
}
