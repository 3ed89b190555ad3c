//! The comparison methods: solutions, the published leaf counts, stopping,
//! and the flags stepper lined up with the bitmap stepper.

use solver::methods::{
    run, FlagsEvent, FlagsStepper, Method, NodeLimit, Run, Stats, Unlimited, POLL_INTERVAL,
};
use solver::{column_of, Event, Stepper};

/// `n -> total`: the published counts.
fn total(n: usize) -> u64 {
    solver::published::counts(n).unwrap().0
}

fn full(method: Method, n: usize) -> Stats {
    let r = run(method, n, &mut Unlimited);
    assert!(r.finished, "{method:?} n = {n}");
    r.stats
}

/// The largest n each method finishes quickly.
fn quick_max(method: Method) -> usize {
    match method {
        Method::BruteForce => 7,
        Method::Permutation => 9,
        _ => 11,
    }
}

#[test]
fn ids_are_the_published_ones() {
    let ids: Vec<_> = Method::ALL.iter().map(|m| m.id()).collect();
    assert_eq!(
        ids,
        [
            "bruteforce",
            "permutation",
            "backtracking",
            "flags",
            "bitmap",
            "bitmap-nr",
            "mirror"
        ]
    );
}

#[test]
fn every_method_counts_the_published_solutions() {
    for method in Method::ALL {
        for n in 1..=quick_max(method) {
            assert_eq!(full(method, n).solutions, total(n), "{method:?} n = {n}");
        }
    }
}

/// Seed 003's "末端ノード数" columns, n = 4..=11.
const BACKTRACKING_LEAVES: [u64; 8] = [46, 177, 746, 3_073, 13_756, 64_337, 313_336, 1_642_461];
const BITMAP_LEAVES: [u64; 8] = [6, 14, 50, 194, 736, 2_936, 12_774, 61_076];

#[test]
fn bruteforce_leaves_and_nodes_are_powers_of_n() {
    for n in 4..=7u64 {
        let s = full(Method::BruteForce, n as usize);
        assert_eq!(s.leaves, n.pow(n as u32), "n = {n}");
        assert_eq!(
            s.nodes,
            (1..=n as u32).map(|k| n.pow(k)).sum::<u64>(),
            "n = {n}"
        );
    }
    assert_eq!(full(Method::BruteForce, 4).leaves, 256);
}

#[test]
fn permutation_leaves_are_n_factorial() {
    for n in 1..=9u64 {
        let s = full(Method::Permutation, n as usize);
        let fact: u64 = (1..=n).product();
        assert_eq!(s.leaves, fact, "n = {n}");
        // n + n(n-1) + ... + n!
        let nodes: u64 = (1..=n).map(|k| (n - k + 1..=n).product::<u64>()).sum();
        assert_eq!(s.nodes, nodes, "n = {n}");
    }
}

#[test]
fn backtracking_and_flags_leaves_match_the_seed() {
    for (i, &leaves) in BACKTRACKING_LEAVES.iter().enumerate() {
        let n = i + 4;
        let bt = full(Method::Backtracking, n);
        assert_eq!(bt.leaves, leaves, "backtracking n = {n}");
        assert_eq!(full(Method::Flags, n), bt, "flags n = {n}");
    }
}

#[test]
fn bitmap_leaves_match_the_seed() {
    for (i, &leaves) in BITMAP_LEAVES.iter().enumerate() {
        let n = i + 4;
        assert_eq!(full(Method::Bitmap, n).leaves, leaves, "bitmap n = {n}");
        assert_eq!(
            full(Method::BitmapNr, n).leaves,
            leaves,
            "bitmap-nr n = {n}"
        );
    }
}

#[test]
fn recursive_and_non_recursive_bitmap_agree_for_n_1_to_12() {
    for n in 1..=12 {
        let rec = full(Method::Bitmap, n);
        assert_eq!(full(Method::BitmapNr, n), rec, "n = {n}");
        assert_eq!(rec.solutions, total(n), "n = {n}");
        // The bitmap's nodes are exactly the stepper's Place events.
        let mut s = Stepper::new(n);
        s.run_to_end();
        assert_eq!(rec.nodes, s.counters().placements, "n = {n}");
    }
}

/// Backtracking tests every column of every consistent placement of fewer
/// than n queens, and the successful tests are the bitmap's nodes.
#[test]
fn backtracking_and_bitmap_count_the_same_tree() {
    for n in 1..=10u64 {
        let bm = full(Method::Bitmap, n as usize);
        let bt = full(Method::Backtracking, n as usize);
        let inner = 1 + bm.nodes - bm.solutions;
        assert_eq!(bt.nodes, n * inner, "n = {n}");
        assert_eq!(bt.leaves, bt.nodes - bm.nodes + bm.solutions, "n = {n}");
    }
}

#[test]
fn a_node_limit_stops_bruteforce_at_n10() {
    let limit = 1_000_000;
    let r: Run = run(Method::BruteForce, 10, &mut NodeLimit(limit));
    assert!(!r.finished);
    // Stopped at the first poll at or after the limit.
    assert_eq!(r.stats.nodes, limit.div_ceil(POLL_INTERVAL) * POLL_INTERVAL);
    assert!(r.stats.leaves > 0 && r.stats.leaves < r.stats.nodes);
    assert!(r.stats.solutions <= r.stats.leaves);
}

#[test]
fn every_method_stops_on_a_big_board() {
    for method in Method::ALL {
        let r = run(method, 32, &mut NodeLimit(3 * POLL_INTERVAL));
        assert!(!r.finished, "{method:?}");
        assert_eq!(r.stats.nodes, 3 * POLL_INTERVAL, "{method:?}");
    }
}

#[test]
fn a_closure_is_a_budget_and_sees_every_poll() {
    let mut polls = Vec::new();
    let r = run(Method::Flags, 9, &mut |nodes: u64| {
        polls.push(nodes);
        false
    });
    assert!(r.finished);
    let expected: Vec<u64> = (1..=r.stats.nodes / POLL_INTERVAL)
        .map(|k| k * POLL_INTERVAL)
        .collect();
    assert_eq!(polls, expected);
}

/// A common form for both streams: `(row, col, solution)` for a queen put,
/// `(row, usize::MAX, false)` for a backtrack.
type Step = (usize, usize, bool);
const BACK: usize = usize::MAX;

fn flags_steps(n: usize) -> Vec<Step> {
    FlagsStepper::new(n)
        .filter_map(|e| match e {
            FlagsEvent::Try {
                row,
                col,
                ok: true,
                solution,
            } => Some((row, col, solution)),
            FlagsEvent::Try { ok: false, .. } => None,
            FlagsEvent::Backtrack { row } => Some((row, BACK, false)),
        })
        .collect()
}

fn bitmap_steps(n: usize) -> Vec<Step> {
    Stepper::new(n)
        .filter_map(|e| match e {
            Event::Place { row, bit, solution } => Some((row, column_of(bit, n), solution)),
            Event::Descend { .. } => None,
            Event::Backtrack { row } => Some((row, BACK, false)),
        })
        .collect()
}

#[test]
fn flags_stepper_places_the_bitmap_queens_in_the_same_order() {
    for n in 1..=8 {
        let flags = flags_steps(n);
        let bitmap = bitmap_steps(n);
        // Placements alone, as the brief states it...
        let places = |v: &[Step]| {
            v.iter()
                .filter(|s| s.1 != BACK)
                .copied()
                .collect::<Vec<_>>()
        };
        assert_eq!(places(&flags), places(&bitmap), "n = {n}");
        // ...and with the backtracks interleaved.
        assert_eq!(flags, bitmap, "n = {n}");
    }
}

#[test]
fn flags_stepper_counts_like_the_flags_method() {
    for n in 1..=9 {
        let mut s = FlagsStepper::new(n);
        let tries = s
            .by_ref()
            .filter(|e| matches!(e, FlagsEvent::Try { .. }))
            .count();
        assert!(s.is_finished());
        assert_eq!(s.next(), None);
        assert_eq!(s.stats(), full(Method::Flags, n), "n = {n}");
        assert_eq!(tries as u64, s.stats().nodes);
        assert!(s.queens().is_empty());
    }
}

#[test]
fn flags_stepper_queens_follow_the_events() {
    let n = 6;
    let mut s = FlagsStepper::new(n);
    let mut board: Vec<usize> = Vec::new();
    while let Some(e) = s.next() {
        match e {
            FlagsEvent::Try { row, col, ok, .. } => {
                board.truncate(row);
                if ok {
                    board.push(col);
                    for (r, &c) in board.iter().enumerate() {
                        assert!(s.column_used(c) && s.diagonal_used(r, c));
                    }
                }
            }
            FlagsEvent::Backtrack { row } => board.truncate(row),
        }
        assert_eq!(s.queens(), board, "after {e:?}");
    }
}

#[test]
fn the_first_solution_of_n6() {
    // Rightmost column first, like the bitmap.
    let mut s = FlagsStepper::new(6);
    s.find(|e| matches!(e, FlagsEvent::Try { solution: true, .. }))
        .unwrap();
    let queens = s.queens();
    let mut b = Stepper::new(6);
    b.find(|e| matches!(e, Event::Place { solution: true, .. }))
        .unwrap();
    assert_eq!(queens, b.queens());
    assert_eq!(queens.len(), 6);
}
