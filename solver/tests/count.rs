//! The fast counter against the published counts and against brute force.
//!
//! Run with `cargo test --release --test count`: `count(15)` and the task
//! checks take well under a second in release but far longer in debug.

use solver::count::{
    count, count_plain, count_slice, count_task, count_traced, distances, pausable_rows,
    task_depth, tasks, tasks_with_depth, Classes, Slice, Task, Tree, MAX_COUNT_N, TASK_MAX_ROWS,
};
use solver::methods::{Method, NodeLimit, Unlimited};
use solver::symmetry::{all_solutions, canonical, classify, SymClass};
use std::collections::{HashMap, HashSet};

mod common;
use common::reference;

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
        for depth in 1..=TASK_MAX_ROWS {
            let c: Classes = tasks_with_depth(n, depth)
                .iter()
                .map(|t| count_task(n, t))
                .sum();
            assert_eq!((c.total(), c.unique()), r[n - 1], "n = {n}, depth {depth}");
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
            assert_eq!(words.len(), 2 + t.depth as usize);
            assert_eq!(Task::from_words(&words), Some(*t));
        }
    }
    assert!(tasks(2).is_empty() && tasks(3).is_empty());
    assert_eq!(Task::from_words(&[]), None);
    assert_eq!(Task::from_words(&[1]), None);
    assert_eq!(Task::from_words(&[1, 2, 5]), None);
    assert_eq!(Task::from_words(&[1, 0]), None);
}

#[test]
fn sixteen_splits_into_ninety_one_tasks() {
    let list = tasks(16);
    assert_eq!(list.len(), 91);
    for t in &list {
        assert_eq!(t.depth as usize, task_depth(16));
        assert!(distances(16).contains(&(t.distance as usize)));
        // The row-0 queen is `distance` squares from the right corner.
        assert_eq!(t.cols[0], 15 - t.distance);
    }
    // Larger distances (larger searches) first, and every one appears.
    assert!(list.windows(2).all(|w| w[0].distance >= w[1].distance));
    let set: HashSet<u32> = list.iter().map(|t| t.distance).collect();
    assert_eq!(set.len(), distances(16).count());
    assert_eq!((task_depth(9), task_depth(10), task_depth(27)), (1, 2, 2));
}

/// Counts a task slice by slice, each slice ending after `per_slice`
/// placements: the sum, the slices, the resume points.
fn sliced(n: usize, task: &Task, per_slice: u64) -> (Classes, usize, Vec<Vec<u32>>) {
    let (mut sum, mut slices, mut points) = (Classes::default(), 0, Vec::new());
    let mut resume = Vec::new();
    loop {
        let mut asked = 0;
        let mut stop = |done: u64| {
            asked += 1;
            assert_eq!(done, asked, "asked before every placement but the first");
            done >= per_slice
        };
        let Slice {
            classes,
            resume: next,
        } = count_slice(n, task, &resume, &mut stop).expect("a resume point of this task");
        sum += classes;
        slices += 1;
        match next {
            Some(next) => {
                assert_eq!(asked, per_slice, "paused when asked to");
                points.push(next.clone());
                resume = next;
            }
            None => return (sum, slices, points),
        }
    }
}

#[test]
fn slices_add_up_to_the_task() {
    for n in 1..=13 {
        for depth in [1, 2] {
            for task in tasks_with_depth(n, depth) {
                let whole = count_task(n, &task);
                assert_eq!(
                    count_slice(n, &task, &[], &mut Unlimited),
                    Some(Slice {
                        classes: whole,
                        resume: None
                    }),
                    "n = {n}, {task:?}"
                );
                for per_slice in [1, 2, 3, 10, 97] {
                    let (sum, _, points) = sliced(n, &task, per_slice);
                    assert_eq!(sum, whole, "n = {n}, {task:?}, {per_slice} a slice");
                    // The resume points are distinct placements of the rows
                    // down to the pausable ones.
                    let set: HashSet<&Vec<u32>> = points.iter().collect();
                    assert_eq!(set.len(), points.len());
                    for p in &points {
                        assert_eq!(p.len(), pausable_rows(n) - depth, "{p:?}");
                        assert!(p.iter().all(|&c| (c as usize) < n));
                    }
                }
            }
        }
    }
}

#[test]
fn slices_pause_where_asked() {
    assert_eq!(pausable_rows(12), 2);
    assert_eq!(pausable_rows(16), 6);
    assert_eq!(pausable_rows(27), 17);
    // Pausing at every chance, a slice searches below one placement of the
    // pausable rows: as many slices as placements, counted here square by
    // square from the rules.
    for n in 4..=14 {
        let mut sum = Classes::default();
        for task in tasks_with_depth(n, 1) {
            let (c, slices, points) = sliced(n, &task, 1);
            sum += c;
            let mut queens = vec![(0, task.cols[0] as usize)];
            let placements = placements(n, &mut queens, pausable_rows(n));
            assert_eq!(slices as u64, placements.max(1), "n = {n}, {task:?}");
            assert_eq!(points.len() + 1, slices);
        }
        assert_eq!(sum, count(n), "n = {n}");
    }
}

/// The placements of the rows from `queens.len()` to `rows - 1` that the
/// rules allow, going on only while the next row keeps an allowed square
/// (the look-aheads are the search's, below). `queens` holds the rows above
/// in order.
fn placements(n: usize, queens: &mut Vec<Queen>, rows: usize) -> u64 {
    let y = queens.len();
    let mut found = 0;
    for col in 0..n {
        if !open(n, queens, y, col) {
            continue;
        }
        queens.push((y, col));
        if y + 1 == rows {
            found += 1;
        } else if (0..n).any(|c| open(n, queens, y + 1, c)) {
            found += placements(n, queens, rows);
        }
        queens.pop();
    }
    found
}

#[test]
fn foreign_resume_points_are_refused() {
    let n = 14;
    let task = *tasks(n)
        .iter()
        .find(|t| count_task(n, t).total() > 0)
        .expect("a task with solutions");
    let (_, _, points) = sliced(n, &task, 5);
    let p = points.first().expect("more than 5 placements").clone();
    assert!(count_slice(n, &task, &p, &mut Unlimited).is_some());
    // A column off the board, a square that is taken, a path longer than
    // the board, one that stops short of the pausable rows.
    let mut off = p.clone();
    off[0] = n as u32;
    assert_eq!(count_slice(n, &task, &off, &mut Unlimited), None);
    let taken = vec![task.cols[task.depth as usize - 1]];
    assert_eq!(count_slice(n, &task, &taken, &mut Unlimited), None);
    let long: Vec<u32> = (0..n as u32).collect();
    assert_eq!(count_slice(n, &task, &long, &mut Unlimited), None);
    assert_eq!(
        count_slice(n, &task, &p[..p.len() - 1], &mut Unlimited),
        None
    );
    // n = 1: only the start.
    let single = tasks(1)[0];
    assert_eq!(count_slice(1, &single, &[0], &mut Unlimited), None);
    assert_eq!(
        count_slice(1, &single, &[], &mut Unlimited).map(|s| s.classes.total()),
        Some(1)
    );
}

#[test]
fn foreign_tasks_count_nothing() {
    let t = *tasks(10)
        .iter()
        .find(|t| count_task(10, t) != Classes::default())
        .expect("a task with solutions");
    let mut bad = t;
    bad.cols[1] = bad.cols[0];
    assert_eq!(count_task(10, &bad), Classes::default());
    let mut bad = t;
    bad.distance = 8;
    assert_eq!(count_task(10, &bad), Classes::default());
    let mut bad = t;
    bad.depth = 7;
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
        c8_boards: 0,
    };
    assert_eq!(a.unique(), 6);
    assert_eq!(a.total(), 2 + 8 + 24);
    let mut b = a + a;
    assert_eq!(b.total(), 2 * a.total());
    b += a;
    assert_eq!(b.c8, 9);
    // Boards of orbits of eight counted one by one (the join's).
    let j = Classes { c8_boards: 21, ..a };
    assert_eq!((j.total(), j.unique()), (34 + 21, 6 + 2));
    let sum = j + Classes {
        c8_boards: 3,
        ..Classes::default()
    };
    assert_eq!(sum.c8_boards, 24);
    let whole = sum.normalized();
    assert_eq!((whole.c8, whole.c8_boards), (6, 0));
    assert_eq!((whole.total(), whole.unique()), (sum.total(), sum.unique()));
    let part = j.normalized();
    assert_eq!((part.c8, part.c8_boards), (5, 5));
    assert_eq!(part.total(), j.total());
    assert_eq!(SymClass::Count8.multiplicity(), 8);
}

#[test]
#[should_panic(expected = "n must be a whole number from 1 to 27")]
fn zero_is_not_a_board() {
    count(0);
}

#[test]
#[should_panic(expected = "n must be a whole number from 1 to 27")]
fn beyond_the_limit() {
    tasks(MAX_COUNT_N + 1);
}

/// A queen of the model below: (row, column), columns from the left.
type Queen = (usize, usize);

/// The counter's search described square by square, with rows and columns
/// instead of bits: which queens the rules let the search place, given the
/// queens placed (the row-0 queen first).
fn allowed_by_rules(n: usize, queens: &[Queen], y: usize, col: usize) -> bool {
    let last = n - 1;
    // How far a square of an edge is from the nearer corner of that edge.
    let distance = |c: usize| c.min(last - c);
    if y == 0 {
        // The right half of row 0, not the corner.
        return n >= 4 && col != last && 2 * col >= last;
    }
    let d = last - queens[0].1;
    if 2 * d == last {
        // The middle square of an odd board: one of each mirror pair.
        return y != 1 || 2 * col > last;
    }
    let outer = col == 0 || col == last;
    if outer && d < y && y < last - d {
        // An outer column's queen would be farther from a corner than d.
        return false;
    }
    y != last || distance(col) <= d
}

/// Whether a queen on (y, col) is attacked by one of `queens`.
fn attacked(queens: &[Queen], y: usize, col: usize) -> bool {
    queens
        .iter()
        .any(|&(r, c)| c == col || y.abs_diff(r) == col.abs_diff(c))
}

/// A square the rules allow and no queen attacks.
fn open(n: usize, queens: &[Queen], y: usize, col: usize) -> bool {
    allowed_by_rules(n, queens, y, col) && !attacked(queens, y, col)
}

/// The look-aheads, after the queens of rows `0..=y` in order
/// (`1 <= y <= n - 3`): the last row must keep an open square, and so must
/// every outer column still empty, in one of the rows below.
fn ahead_open(n: usize, queens: &[Queen]) -> bool {
    let (last, y) = (n - 1, queens.len() - 1);
    let last_open = (0..n).any(|c| open(n, queens, last, c));
    let outer_open = [0, last]
        .iter()
        .all(|&c| column_taken(queens, c) || (y + 1..=last).any(|z| open(n, queens, z, c)));
    last_open && outer_open
}

/// Whether column `c` has a queen.
fn column_taken(queens: &[Queen], c: usize) -> bool {
    queens.iter().any(|q| q.1 == c)
}

/// The rows still without a queen.
fn rows_left(n: usize, queens: &[Queen]) -> impl Iterator<Item = usize> + '_ {
    (0..n).filter(move |&z| queens.iter().all(|q| q.0 != z))
}

/// The forward check: every row without a queen must keep an open square,
/// and every column without a queen an open square in such a row.
fn forward_open(n: usize, queens: &[Queen]) -> bool {
    let rows = rows_left(n, queens).all(|z| (0..n).any(|c| open(n, queens, z, c)));
    let columns = (0..n)
        .filter(|&c| !column_taken(queens, c))
        .all(|c| rows_left(n, queens).any(|z| open(n, queens, z, c)));
    rows && columns
}

/// The first of the last eight rows, where the search switches to the
/// forward check and the fewest-squares order (`None`: no rows above them).
fn window(n: usize) -> Option<usize> {
    n.checked_sub(8).filter(|&w| w > 0)
}

/// The row the search places next: in order above the window; in it, the
/// row with the fewest open squares, the upper one on ties.
fn next_row(n: usize, queens: &[Queen]) -> usize {
    match window(n) {
        Some(w) if queens.len() >= w => rows_left(n, queens)
            .min_by_key(|&z| (0..n).filter(|&c| open(n, queens, z, c)).count())
            .expect("a row left"),
        _ => queens.len(),
    }
}

/// (nodes, leaves, complete boards) of the tree `allowed_by_rules`,
/// `ahead_open` and `forward_open` allow: the look-aheads for the rows above
/// the last eight, the forward check for every placement from the one just
/// above them on (on boards that have rows above them).
fn rule_tree(n: usize, queens: &mut Vec<Queen>) -> (u64, u64, u64) {
    let y = next_row(n, queens);
    let (mut nodes, mut leaves, mut boards) = (0, 0, 0);
    let mut children = 0;
    for col in 0..n {
        if !open(n, queens, y, col) {
            continue;
        }
        children += 1;
        nodes += 1;
        queens.push((y, col));
        let forward = window(n).is_some_and(|w| queens.len() >= w);
        if queens.len() == n {
            leaves += 1;
            boards += 1;
        } else if forward && !forward_open(n, queens) {
            leaves += 1; // cut by the forward check
        } else if !forward && (1..=n.saturating_sub(3)).contains(&y) && !ahead_open(n, queens) {
            leaves += 1; // cut by a look-ahead
        } else {
            let (a, b, c) = rule_tree(n, queens);
            nodes += a;
            leaves += b;
            boards += c;
        }
        queens.pop();
    }
    if children == 0 && !queens.is_empty() {
        leaves += 1; // a dead end
    }
    (nodes, leaves, boards)
}

#[test]
fn traced_tree_is_the_tree_the_rules_describe() {
    for n in 4..=11 {
        let t = count_traced(n, &mut Unlimited);
        let (nodes, leaves, _) = rule_tree(n, &mut Vec::new());
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
    // one board per orbit would be an eighth, and the pruned tree has less
    // than a sixth of each.
    let plain = solver::methods::run(Method::Bitmap, 12, &mut Unlimited).stats;
    assert_eq!((plain.nodes, plain.leaves), (856_188, 314_730));
    let t = count_traced(12, &mut Unlimited).tree;
    assert!(
        t.leaves * 6 < plain.leaves && t.nodes * 6 < plain.nodes,
        "{t:?} vs {plain:?}"
    );
    // Seed 003's pruned search (Takaken's rules: the row-0 queen nearest a
    // corner) reports these leaves for n = 4..10; this search has fewer at
    // every size.
    let seed = [2, 5, 15, 59, 212, 807, 3_479];
    for (n, &theirs) in (4..=10).zip(&seed) {
        let ours = count_traced(n, &mut Unlimited).tree.leaves;
        assert!(ours < theirs, "n = {n}: {ours} vs {theirs}");
    }
    assert_eq!(
        count_traced(8, &mut Unlimited).tree,
        Tree {
            nodes: 354,
            leaves: 136
        }
    );
}

#[test]
fn traced_count_stops_when_asked() {
    let t = count_traced(14, &mut NodeLimit(100_000));
    assert!(!t.finished);
    // Asked every 65,536 nodes: stopped at the second ask.
    assert_eq!(t.tree.nodes, 131_072);
    assert!(t.classes.total() < 365_596);
}

/// The trees of the tasks that fix only the row-0 queen make up the traced
/// count's tree (which also counts those row-0 queens).
#[test]
fn task_trees_add_up_to_the_traced_tree() {
    use solver::count::task_tree;
    for n in 4..=11 {
        let nodes: u64 = tasks_with_depth(n, 1)
            .iter()
            .map(|t| task_tree(n, t).nodes)
            .sum();
        let mut never = |_: u64| false;
        let traced = count_traced(n, &mut never);
        assert_eq!(
            nodes + distances(n).count() as u64,
            traced.tree.nodes,
            "n = {n}"
        );
    }
}
