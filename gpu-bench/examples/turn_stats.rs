//! How the frontier kernel's turns split (docs/gpu.md "Variants"): per
//! board, the turns, the complete boards, how many of those need the
//! rotation check (a queen where a rotation could map the board onto a
//! smaller one), the saves and the pops of the stack, and the turns at the
//! second-last row. The frontier kernel's turns in Rust, counted.
//! `cargo run --release --manifest-path gpu-bench/Cargo.toml --example turn_stats [FROM [TO]]`
use bitqueens_gpu::{
    compact, expand, frontier_rule, frontier_rules, placed, sub_rows, FRONTIER_STRIDE,
};
use solver::count::tasks_with_depth;

#[derive(Default, Debug)]
struct Stats {
    subs: u64,
    turns: u64,
    complete: u64,
    checks: u64,
    saves: u64,
    pops: u64,
    second_last: u64,
}

fn sub_board(n: u32, rules: &[u32], sub: &[u32], s: &mut Stats, drop: u32) {
    const ROW1: u32 = 1 << 27;
    let last = n - 1;
    let top = 1u32 << last;
    let distance = sub[0] & 255;
    let depth = (sub[0] >> 8) & 255;
    let words = &rules[distance as usize * 4..distance as usize * 4 + 4];
    let rule = |y: u32| frontier_rule(n as usize, distance as usize, words, y as usize);
    let mut board = [0u32; 32];
    let (mut l, mut d, mut r) = (0u32, 0u32, 0u32);
    for (k, square) in board.iter_mut().enumerate().take(depth as usize) {
        let bit = placed(sub, k);
        *square = bit;
        l = (l | bit) << 1;
        d |= bit;
        r = (r | bit) >> 1;
    }
    s.subs += 1;
    let (mut f, mut d) = (rule(depth).0 & !(l | d | r), d | depth << 27);
    if depth == last {
        return;
    }
    let mut stack: Vec<[u32; 4]> = Vec::new();
    while f != 0 {
        s.turns += 1;
        let bit = f & f.wrapping_neg();
        let rest = f ^ bit;
        let y = d >> 27;
        board[y as usize] = bit;
        if y + 2 == n {
            s.second_last += 1;
        }
        let cl = (l | bit) << 1;
        let cd = (d | bit) + ROW1;
        let cr = (r | bit) >> 1;
        let below = y + 1;
        let (allow, left_reach, right_reach) = rule(below);
        let free = allow & !(cl | cd | cr);
        let ahead = last - below;
        let last_open = words[3] & !((cl << ahead) | cd | (cr >> ahead)) != 0;
        let left_open = (cd & top | left_reach & !cl) != 0;
        let right_open = (cd & 1 | right_reach & !cr) != 0;
        let at_last = below == last;
        let push = !at_last
            && free != 0
            && (last_open || drop & 1 != 0)
            && ((left_open && right_open) || drop & 2 != 0);
        let mut e = [rest, l, d, r];
        if push {
            if rest != 0 {
                s.saves += 1;
                stack.push(e);
            }
            e = [free, cl, cd, cr];
        } else if rest == 0 {
            if let Some(saved) = stack.pop() {
                s.pops += 1;
                e = saved;
            }
        }
        [f, l, d, r] = e;
        if at_last && free != 0 {
            board[last as usize] = free;
            s.complete += 1;
            let quarter = board[(last - distance) as usize] == 1;
            let half = board[last as usize] == top >> distance;
            let three = board[distance as usize] == top;
            if quarter || half || three {
                s.checks += 1;
            }
        }
    }
}

fn main() {
    let arg = |i: usize, default: usize| {
        std::env::args()
            .nth(i)
            .map_or(default, |a| a.parse().expect("a number"))
    };
    // DROP=1: without the last row's look-ahead, 2: without the outer
    // columns', 3: without both (the same counts, more turns).
    let drop: u32 = std::env::var("DROP").map_or(0, |v| v.parse().expect("a number"));
    for n in arg(1, 12)..=arg(2, 16) {
        let rows = sub_rows(n);
        let rules = frontier_rules(n);
        let mut s = Stats::default();
        for task in tasks_with_depth(n, 4) {
            let e = expand(n, &task, rows);
            for small in compact(&e.words).chunks_exact(FRONTIER_STRIDE) {
                sub_board(n as u32, &rules, small, &mut s, drop);
            }
        }
        let t = s.turns as f64;
        println!(
            "n = {n}, {rows} rows: {} sub-boards, {} turns ({:.1} a sub-board); complete {:.3}, checks {:.4}, saves {:.3}, pops {:.3}, second-last row {:.3} of the turns",
            s.subs,
            s.turns,
            t / s.subs as f64,
            s.complete as f64 / t,
            s.checks as f64 / t,
            s.saves as f64 / t,
            s.pops as f64 / t,
            s.second_last as f64 / t
        );
    }
}
