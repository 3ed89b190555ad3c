//! The carry chain against the published counts, the symmetric counter's
//! classes, the symmetries of the square and an independent square-by-square
//! model of its tree.
//!
//! Run with `cargo test --release --test carry_chain`.

use solver::carry_chain::{chains, count, layout, layout_image, Chain};
use solver::count::{self as counter, Classes, Tree};
use solver::methods::{self, NodeLimit, Unlimited, POLL_INTERVAL};
use solver::symmetry::{all_solutions, transform, Transform};

mod common;
use common::reference;

#[test]
fn totals_and_unique_match_the_reference_up_to_13() {
    let r = reference();
    for n in 1..=13 {
        let c = count(n, &mut Unlimited);
        assert!(c.finished);
        assert_eq!((c.classes.total(), c.classes.unique()), r[n - 1], "n = {n}");
    }
}

/// Not only the sums: the same number of boards of each orbit size as the
/// counter (`unique = c2 + c4 + c8`).
#[test]
fn the_classes_are_the_counters() {
    for n in 1..=13 {
        let c = count(n, &mut Unlimited).classes;
        let k = counter::count(n);
        assert_eq!(c, k, "n = {n}");
        assert_eq!(c.unique(), k.c1 + k.c2 + k.c4 + k.c8, "n = {n}");
    }
    // Boards with symmetric layouts exist: n = 10 has 3 boards of class 4,
    // n = 12 has 4 of class 2.
    assert!(counter::count(10).c4 > 0 && counter::count(12).c2 > 0);
}

/// The layout of a transformed solution is the transformed layout.
#[test]
fn layouts_follow_the_eight_symmetries() {
    for n in 4..=10 {
        for sol in all_solutions(n) {
            let l = layout(&sol);
            for t in Transform::ALL {
                assert_eq!(
                    layout(&transform(&sol, t)),
                    layout_image(n, t, l),
                    "n = {n}, {t:?}, {sol:?}"
                );
            }
        }
    }
}

#[test]
fn the_chains_of_a_known_board() {
    // n = 8, rows top to bottom: queens on columns 0 4 7 5 2 6 1 3.
    let sol = [0, 4, 7, 5, 2, 6, 1, 3];
    let l = layout(&sol);
    let c = |a, b| Chain { a, b };
    // Top: (0, 0), (1, 4). Right: column 7 on row 2, column 6 on row 5.
    // Bottom: (7, 3) is 4 from the right corner, (6, 1) is 6. Left:
    // column 0 on row 0 (7 from the bottom), column 1 on row 6 (1).
    assert_eq!(l, [c(0, 4), c(2, 5), c(4, 6), c(7, 1)]);
    for (edge, chain) in l.into_iter().enumerate() {
        for (r, col) in chain.squares(8, edge) {
            assert_eq!(sol[r], col, "edge {edge}");
        }
    }
    assert_eq!(chains(8).len(), 42);
}

/// The carry chain's tree, described square by square with none of the
/// module's code: queens kept as a list of squares, every test a scan of
/// the queens on the board, the layout of an image read back from the
/// transformed squares. Returns (nodes, leaves, complete boards reached).
fn model(n: usize) -> (u64, u64, u64) {
    type Board = Vec<(usize, usize)>;
    fn fits(board: &Board, r: usize, c: usize) -> bool {
        board.iter().all(|&(qr, qc)| {
            (qr, qc) == (r, c) || (qr != r && qc != c && qr.abs_diff(r) != qc.abs_diff(c))
        })
    }
    fn put(board: &mut Board, r: usize, c: usize) -> bool {
        if !fits(board, r, c) {
            return false;
        }
        if !board.contains(&(r, c)) {
            board.push((r, c));
        }
        true
    }
    let m = n - 1;
    // The squares of a chain (a, b) on each edge, written out again.
    let squares = |edge: usize, (a, b): (usize, usize)| match edge {
        0 => [(0, a), (1, b)],
        1 => [(a, m), (b, m - 1)],
        2 => [(m, m - a), (m - 1, m - b)],
        _ => [(m - a, 0), (m - b, 1)],
    };
    let all: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (0..n).map(move |b| (a, b)))
        .filter(|&(a, b)| a.abs_diff(b) >= 2)
        .collect();
    let mirror = |(a, b): (usize, usize)| (m - a, m - b);
    // The layout of a board made of chain squares: read each band back.
    let read = |sq: &Board| -> Vec<(usize, usize)> {
        let at_row = |r: usize| sq.iter().find(|q| q.0 == r).unwrap().1;
        let at_col = |c: usize| sq.iter().find(|q| q.1 == c).unwrap().0;
        vec![
            (at_row(0), at_row(1)),
            (at_col(m), at_col(m - 1)),
            (m - at_row(m), m - at_row(m - 1)),
            (m - at_col(0), m - at_col(1)),
        ]
    };
    let smallest = |board: &Board| {
        let l = read(board);
        Transform::ALL.iter().all(|t| {
            let img: Board = board.iter().map(|&(r, c)| t.map(n, r, c)).collect();
            read(&img) >= l
        })
    };
    struct Tally {
        nodes: u64,
        leaves: u64,
        complete: u64,
    }
    fn interior(n: usize, board: &Board, t: &mut Tally) {
        let row = (2..n - 2).find(|&r| board.iter().all(|q| q.0 != r));
        let Some(row) = row else {
            t.leaves += 1;
            t.complete += 1;
            return;
        };
        let mut children = 0;
        for c in 0..n {
            if fits(board, row, c) {
                children += 1;
                t.nodes += 1;
                let mut next = board.clone();
                next.push((row, c));
                interior(n, &next, t);
            }
        }
        if children == 0 {
            t.leaves += 1;
        }
    }
    let mut t = Tally {
        nodes: 0,
        leaves: 0,
        complete: 0,
    };
    // The four edges as four nested loops.
    for &c0 in all.iter().filter(|&&c| c <= mirror(c)) {
        let mut b0 = Board::new();
        let [p, q] = squares(0, c0);
        assert!(put(&mut b0, p.0, p.1) && put(&mut b0, q.0, q.1));
        t.nodes += 1;
        let in_range = |c: (usize, usize)| c0 <= c && c <= mirror(c0);
        let place = |board: &Board, edge: usize, c: (usize, usize)| {
            let mut next = board.clone();
            let [p, q] = squares(edge, c);
            (put(&mut next, p.0, p.1) && put(&mut next, q.0, q.1)).then_some(next)
        };
        let mut kids0 = 0;
        for &c1 in all.iter().filter(|&&c| in_range(c)) {
            let Some(b1) = place(&b0, 1, c1) else {
                continue;
            };
            kids0 += 1;
            t.nodes += 1;
            let mut kids1 = 0;
            for &c2 in all.iter().filter(|&&c| in_range(c)) {
                let Some(b2) = place(&b1, 2, c2) else {
                    continue;
                };
                kids1 += 1;
                t.nodes += 1;
                let mut kids2 = 0;
                for &c3 in all.iter().filter(|&&c| in_range(c)) {
                    let Some(b3) = place(&b2, 3, c3) else {
                        continue;
                    };
                    if !smallest(&b3) {
                        continue;
                    }
                    kids2 += 1;
                    t.nodes += 1;
                    interior(n, &b3, &mut t);
                }
                if kids2 == 0 {
                    t.leaves += 1;
                }
            }
            if kids1 == 0 {
                t.leaves += 1;
            }
        }
        if kids0 == 0 {
            t.leaves += 1;
        }
    }
    (t.nodes, t.leaves, t.complete)
}

#[test]
fn nodes_and_leaves_match_the_square_by_square_model() {
    for n in 4..=9 {
        let c = count(n, &mut Unlimited);
        let (nodes, leaves, _) = model(n);
        assert_eq!(c.tree, Tree { nodes, leaves }, "n = {n}");
    }
}

/// n = 4 by hand. Its 6 chains are (0,2) (0,3) (1,3) | (2,0) (3,0) (3,1),
/// each the mirror of the one as far from the other end; the top edge takes
/// the first three (3 nodes). Squares are (row, column).
///
/// - Top (0,2): queens (0,0), (1,2). A right chain puts (b, 2), so b = 1
///   (column 2 is taken, only that very queen may be reused), then a = 3:
///   (3,3) is on the diagonal of (0,0). No right chain: a leaf.
/// - Top (0,3): queens (0,0), (1,3). Right: column 3 forces a = 1, so the
///   chain (1,3): (1,3) again and (3,2), clear (a node). Bottom: row 3
///   forces (3,2) again, a = 1, b = 3 puts (2,0) on column 0, taken. No
///   bottom chain: that right chain is a leaf.
/// - Top (1,3): queens (0,1), (1,3). Right (1,3): (3,2) (node); bottom
///   (1,3): (2,0) (node); left: column 0 forces a = 1, column 1 forces
///   b = 3, the chain (1,3) (node). All four chains are (1,3); the
///   reflections make them (2,0), larger: the layout is the smallest of
///   its group. There is no interior row (rows 2..n-2 are none): the
///   board 1 3 0 2 is complete (a leaf), and the quarter turn maps it onto
///   itself, so it is class 2.
///
/// Nodes: 3 + 1 + 3 = 7; leaves: 3.
#[test]
fn four_by_hand() {
    let c = count(4, &mut Unlimited);
    assert_eq!(
        c.tree,
        Tree {
            nodes: 7,
            leaves: 3
        }
    );
    assert_eq!(
        c.classes,
        Classes {
            c2: 1,
            ..Classes::default()
        }
    );
}

#[test]
fn a_budget_stops_it_on_time() {
    let limit = 3 * POLL_INTERVAL;
    let r = count(16, &mut NodeLimit(limit));
    assert!(!r.finished);
    assert_eq!(r.tree.nodes, limit);
    assert!(r.classes.total() < 14_772_512);
    let mut asked = 0;
    let r = count(12, &mut |_: u64| {
        asked += 1;
        false
    });
    assert!(r.finished);
    assert_eq!(asked, r.tree.nodes / POLL_INTERVAL);
}

/// The mirror method against a square-by-square search of the same tree:
/// row 0 limited to the left half and the middle column.
#[test]
fn mirror_searches_half_the_bitmap_tree() {
    fn search(n: usize, queens: &mut Vec<usize>, t: &mut (u64, u64, u64)) {
        let row = queens.len();
        if row == n {
            t.1 += 1;
            t.2 += 1;
            return;
        }
        let mut children = 0;
        for c in 0..n {
            let ok = queens
                .iter()
                .enumerate()
                .all(|(r, &q)| q != c && q.abs_diff(c) != row - r);
            if ok {
                children += 1;
                t.0 += 1;
                queens.push(c);
                search(n, queens, t);
                queens.pop();
            }
        }
        if children == 0 {
            t.1 += 1;
        }
    }
    let r = reference();
    for n in 1..=10usize {
        let mut t = (0, 0, 0);
        let mut solutions = 0;
        for c0 in 0..n.div_ceil(2) {
            let mut sub = (1, 0, 0);
            search(n, &mut vec![c0], &mut sub);
            t = (t.0 + sub.0, t.1 + sub.1, t.2 + sub.2);
            let middle = n % 2 == 1 && c0 == n / 2;
            solutions += sub.2 * if middle { 1 } else { 2 };
        }
        let m = methods::run(methods::Method::Mirror, n, &mut Unlimited);
        assert!(m.finished);
        assert_eq!(
            (m.stats.nodes, m.stats.leaves, m.stats.solutions),
            (t.0, t.1, solutions),
            "n = {n}"
        );
        assert_eq!(solutions, r[n - 1].0, "n = {n}");
        if n % 2 == 0 {
            let full = methods::run(methods::Method::Bitmap, n, &mut Unlimited).stats;
            assert_eq!(
                (2 * m.stats.nodes, 2 * m.stats.leaves),
                (full.nodes, full.leaves)
            );
        }
    }
}
