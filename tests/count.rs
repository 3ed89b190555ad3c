//! The fast counter against the published counts and against brute force.
//!
//! Run with `cargo test --release --test count`: `count(15)` and the task
//! checks take well under a second in release but far longer in debug.

use bitqueens::solver::count::{
    count, count_plain, count_task, count_traced, task_depth, tasks, tasks_with_depths, Classes,
    Task, Tree, MAX_COUNT_N, TASK_MAX_ROWS,
};
use bitqueens::solver::methods::{Method, NodeLimit, Unlimited};
use bitqueens::solver::symmetry::{all_solutions, canonical, classify, SymClass};
use std::collections::{HashMap, HashSet};

/// `(total, unique)` for `n = 1..=27`, from data/nqueens-counts.tsv.
fn reference() -> Vec<(u64, u64)> {
    include_str!("../data/nqueens-counts.tsv")
        .lines()
        .skip(1)
        .enumerate()
        .map(|(i, line)| {
            let f: Vec<u64> = line.split('\t').map(|x| x.parse().unwrap()).collect();
            assert_eq!(f[0], i as u64 + 1);
            (f[1], f[2])
        })
        .collect()
}

#[test]
fn matches_the_published_counts_up_to_15() {
    let r = reference();
    assert_eq!(r.len(), MAX_COUNT_N);
    for n in 1..=15 {
        let c = count(n);
        assert_eq!((c.total(), c.unique()), r[n - 1], "n = {n}");
    }
}

#[test]
fn plain_bitmap_matches_up_to_13() {
    let r = reference();
    for n in 1..=13 {
        assert_eq!(count_plain(n), r[n - 1].0, "n = {n}");
    }
}

#[test]
fn small_boards() {
    assert_eq!(
        count(1),
        Classes {
            c1: 1,
            ..Classes::default()
        }
    );
    assert_eq!(count(1).total(), 1);
    assert_eq!(count(2), Classes::default());
    assert_eq!(count(3), Classes::default());
    assert_eq!(
        count(4),
        Classes {
            c2: 1,
            ..Classes::default()
        }
    );
}

#[test]
fn eight_queens_classes() {
    let c = count(8);
    assert_eq!((c.c1, c.c2, c.c4, c.c8), (0, 0, 1, 11));
    assert_eq!((c.unique(), c.total()), (12, 92));
}

/// Classes by brute force: every solution, grouped by its canonical form;
/// the size of a group is the orbit size.
fn brute_force(n: usize) -> Classes {
    let mut orbits: HashMap<Vec<usize>, u64> = HashMap::new();
    for sol in all_solutions(n) {
        *orbits.entry(canonical(&sol)).or_default() += 1;
    }
    let mut c = Classes::default();
    for (rep, size) in orbits {
        assert_eq!(classify(&rep).multiplicity(), size, "n = {n}, {rep:?}");
        match size {
            1 => c.c1 += 1,
            2 => c.c2 += 1,
            4 => c.c4 += 1,
            8 => c.c8 += 1,
            _ => panic!("orbit of {size} boards"),
        }
    }
    c
}

#[test]
fn classes_match_brute_force_up_to_10() {
    for n in 1..=10 {
        assert_eq!(count(n), brute_force(n), "n = {n}");
    }
}

#[test]
fn tasks_add_up_at_every_depth() {
    let r = reference();
    for n in 1..=13 {
        for side in 1..=TASK_MAX_ROWS {
            for corner in 2..=TASK_MAX_ROWS {
                let c: Classes = tasks_with_depths(n, side, corner)
                    .iter()
                    .map(|t| count_task(n, t))
                    .sum();
                assert_eq!(
                    (c.total(), c.unique()),
                    r[n - 1],
                    "n = {n}, depths {side}/{corner}"
                );
            }
        }
    }
}

#[test]
fn default_tasks_add_up_to_count() {
    for n in 1..=14 {
        let mut sum = Classes::default();
        for t in tasks(n) {
            sum += count_task(n, &t);
        }
        assert_eq!(sum, count(n), "n = {n}");
    }
}

#[test]
fn tasks_are_distinct_and_travel_as_words() {
    for n in 1..=16 {
        let list = tasks(n);
        let set: HashSet<Task> = list.iter().copied().collect();
        assert_eq!(set.len(), list.len(), "n = {n}");
        for t in &list {
            let words = t.to_words();
            assert_eq!(words.len(), 3 + t.depth as usize);
            assert_eq!(Task::from_words(&words), Some(*t));
        }
    }
    assert!(tasks(2).is_empty() && tasks(3).is_empty());
    assert_eq!(Task::from_words(&[]), None);
    assert_eq!(Task::from_words(&[Task::SIDE, 1]), None);
    assert_eq!(Task::from_words(&[Task::SIDE, 1, 2, 5]), None);
    assert_eq!(Task::from_words(&[9, 1, 0]), None);
}

#[test]
fn sixteen_splits_into_a_few_hundred_tasks() {
    let list = tasks(16);
    assert!((50..=500).contains(&list.len()), "{} tasks", list.len());
    for t in &list {
        assert_eq!(t.depth as usize, task_depth(16, t.kind, t.bound1 as usize));
    }
    // Shallow (larger) tasks first; side (1) before corner (0) within a depth.
    assert!(list.windows(2).all(|w| w[0].depth <= w[1].depth));
    assert!(list
        .windows(2)
        .all(|w| w[0].depth < w[1].depth || w[0].kind >= w[1].kind));
    // Every task of one bound1 and kind fixes the same rows.
    let kinds: HashSet<(u32, u32, u32)> =
        list.iter().map(|t| (t.kind, t.bound1, t.depth)).collect();
    let pairs: HashSet<(u32, u32)> = list.iter().map(|t| (t.kind, t.bound1)).collect();
    assert_eq!(kinds.len(), pairs.len());
}

#[test]
fn foreign_tasks_count_nothing() {
    let t = tasks(10)[3];
    let mut bad = t;
    bad.cols[1] = bad.cols[0];
    assert_eq!(count_task(10, &bad), Classes::default());
    let mut bad = t;
    bad.bound1 = 8;
    assert_eq!(count_task(10, &bad), Classes::default());
    let mut bad = t;
    bad.kind = 7;
    assert_eq!(count_task(10, &bad), Classes::default());
    // A task of another board size.
    assert_eq!(count_task(2, &t), Classes::default());
}

#[test]
fn classes_arithmetic() {
    let a = Classes {
        c1: 0,
        c2: 1,
        c4: 2,
        c8: 3,
    };
    assert_eq!(a.unique(), 6);
    assert_eq!(a.total(), 2 + 8 + 24);
    let mut b = a + a;
    assert_eq!(b.total(), 2 * a.total());
    b += a;
    assert_eq!(b.c8, 9);
    assert_eq!(SymClass::Count8.multiplicity(), 8);
}

#[test]
#[should_panic]
fn zero_is_not_a_board() {
    count(0);
}

#[test]
#[should_panic]
fn beyond_the_limit() {
    tasks(MAX_COUNT_N + 1);
}

/// The pruned tree of the symmetric counter, described square by square
/// instead of row band by row band: which queens the rules let the search
/// place, given the queens above. Bits as in the crate (bit `b` is column
/// `n - 1 - b`).
fn allowed_by_rules(n: usize, board: &[u32], y: usize, bit: u32) -> bool {
    let (top, last) = (1u32 << (n - 1), n - 1);
    let outer = top | 1;
    if y == 0 {
        // Corner (bit 0) or a side square bound1 from it, 2·bound1 < n - 1.
        let b1 = bit.trailing_zeros() as usize;
        return b1 == 0 || 2 * b1 < n - 1;
    }
    let b1 = board[0].trailing_zeros() as usize;
    if b1 == 0 {
        // Corner board: the row-1 queen is bound1 = 2..n-2; rows 2..bound1
        // may not use bit 1.
        let bound1 = if y == 1 {
            bit.trailing_zeros() as usize
        } else {
            board[1].trailing_zeros() as usize
        };
        return if y == 1 {
            (2..n - 1).contains(&bound1)
        } else {
            y >= bound1 || bit != 2
        };
    }
    let bound2 = n - 1 - b1;
    let down = board[..y].iter().fold(0, |a, &b| a | b) | bit;
    if y < b1 {
        bit & outer == 0
    } else if y == bound2 {
        down & outer == outer
    } else if y == last {
        // No queen within bound1 - 1 squares of a corner in the last row.
        let near = (0..b1).fold(0u32, |a, k| a | 1 << k | top >> k);
        bit & near == 0
    } else {
        true
    }
}

/// (nodes, leaves, complete boards) of the tree `allowed_by_rules` allows.
fn rule_tree(n: usize, board: &mut Vec<u32>, left: u32, down: u32, right: u32) -> (u64, u64, u64) {
    let y = board.len();
    let mask = u32::MAX >> (32 - n);
    let mut free = mask & !(left | down | right);
    let (mut nodes, mut leaves, mut boards) = (0, 0, 0);
    let mut children = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        if !allowed_by_rules(n, board, y, bit) {
            continue;
        }
        children += 1;
        nodes += 1;
        if y + 1 == n {
            leaves += 1;
            boards += 1;
            continue;
        }
        board.push(bit);
        let (a, b, c) = rule_tree(n, board, (left | bit) << 1, down | bit, (right | bit) >> 1);
        board.pop();
        nodes += a;
        leaves += b;
        boards += c;
    }
    if children == 0 && y > 0 {
        leaves += 1; // a dead end
    }
    (nodes, leaves, boards)
}

#[test]
fn traced_tree_is_the_tree_the_rules_describe() {
    for n in 4..=11 {
        let t = count_traced(n, &mut Unlimited);
        let (nodes, leaves, _) = rule_tree(n, &mut Vec::new(), 0, 0, 0);
        assert!(t.finished);
        assert_eq!((t.tree.nodes, t.tree.leaves), (nodes, leaves), "n = {n}");
    }
}

#[test]
fn traced_counts_equal_the_counter() {
    for n in 1..=12 {
        let t = count_traced(n, &mut Unlimited);
        assert_eq!(t.classes, count(n), "n = {n}");
    }
    // The 1×1 board is one queen, one leaf; 2×2 and 3×3 leave nothing to
    // search (every first queen is ruled out by the symmetry rules or has
    // no solution).
    assert_eq!(
        count_traced(1, &mut Unlimited).tree,
        Tree {
            nodes: 1,
            leaves: 1
        }
    );
    assert_eq!(count_traced(3, &mut Unlimited).tree, Tree::default());
}

#[test]
fn traced_tree_against_the_plain_bitmap_and_seed_003() {
    // n = 12: the plain bitmap tree has 856,188 nodes and 314,730 leaves;
    // the pruned one has less than a quarter of each.
    let plain = bitqueens::solver::methods::run(Method::Bitmap, 12, &mut Unlimited).stats;
    assert_eq!(plain.leaves, 314_730);
    let t = count_traced(12, &mut Unlimited).tree;
    assert!(
        t.leaves * 4 < plain.leaves && t.nodes * 4 < plain.nodes,
        "{t:?} vs {plain:?}"
    );
    // Seed 003's pruned search (corner rule, no outer columns above
    // bound1 or near the corners of the last row) reports these leaves for
    // n = 4..10. This search adds one rule (both outer columns taken by row
    // bound2), so it has the same leaves while that rule cannot bite
    // (n <= 6) and fewer after.
    let seed = [2, 5, 15, 59, 212, 807, 3_479];
    for (n, &theirs) in (4..=10).zip(&seed) {
        let ours = count_traced(n, &mut Unlimited).tree.leaves;
        if n <= 6 {
            assert_eq!(ours, theirs, "n = {n}");
        } else {
            assert!(ours < theirs, "n = {n}: {ours} vs {theirs}");
        }
    }
}

#[test]
fn traced_count_stops_when_asked() {
    let t = count_traced(14, &mut NodeLimit(100_000));
    assert!(!t.finished);
    // Asked every 65,536 nodes: stopped at the second ask.
    assert_eq!(t.tree.nodes, 131_072);
    assert!(t.classes.total() < 365_596);
}
