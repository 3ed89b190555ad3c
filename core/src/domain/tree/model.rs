//! The whole search as a tree, built from the stepper's own events: one node
//! per [`Event::Place`], children in the order the search tries them.
//!
//! A node's `step` is the stepper's count of events once its Place has
//! happened, so `?n=…&step=<step>` shows that queen just placed. The node
//! stays on the board until `lifted`: the Backtrack that comes back to its
//! row once everything below it has been tried (for a queen of the last
//! row, the Backtrack out of that row).

use solver::{column_of, Event, Stepper};

/// Board sizes the tree page draws (n = 8 has 2,056 nodes; n = 9 would have
/// 8,393, too many to draw and still read).
pub const TREE_N: std::ops::RangeInclusive<usize> = 1..=8;

/// Board sizes whose tree the stepper shows beside its stack (n = 6 has 152
/// nodes, which fit a side panel without zoom).
pub const PANEL_N: std::ops::RangeInclusive<usize> = 1..=6;

/// What became of a placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The queen of the last row: a solution is complete.
    Solution,
    /// A queen above the last row whose next row had no free column.
    DeadEnd,
    /// A queen with at least one child.
    Inner,
}

/// One placement tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The step at which it is entered (its Place is the `step`-th event).
    pub step: u64,
    /// The step at which its queen leaves the board.
    pub lifted: u64,
    pub row: usize,
    /// The column from the left, as the board shows it.
    pub col: usize,
    /// The node of the queen above, `None` in row 0.
    pub parent: Option<usize>,
    /// The placements tried below it, in the order the search tries them.
    pub children: Vec<usize>,
    pub kind: Kind,
    /// The row below this queen that the search entered and found without
    /// a free column (its candidates, computed by the Descend after this
    /// Place, were none): `Some(row + 1)` exactly at a dead end.
    pub blocked_row: Option<usize>,
}

/// Counts of the tree (exact).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeCounts {
    pub nodes: u64,
    pub dead_ends: u64,
    pub solutions: u64,
}

impl TreeCounts {
    /// The queens with queens tried below them.
    pub fn inner(&self) -> u64 {
        self.nodes - self.dead_ends - self.solutions
    }

    /// The stepper's backtracks over the whole search: one lifts each queen
    /// that is not a solution (a dead end's, or an inner queen's once
    /// everything below it is tried), and the last, from row 0, ends it.
    pub fn backtracks(&self) -> u64 {
        self.dead_ends + self.inner() + 1
    }
}

/// A node's place for a screen reader: its depth and its place among the
/// queens tried below the same queen (the tree is drawn whole: a node with
/// children is expanded; one without is an end node, with no expanded state).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreePlace {
    /// The depth from 1: the row + 1.
    pub level: usize,
    /// From 1, in the order tried, among `size` siblings.
    pub pos: usize,
    pub size: usize,
    pub has_children: bool,
}

/// What a step changed on the tree ([`SearchTree::change_at`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    Placed(usize),
    Lifted(Vec<usize>),
    None,
}

/// The search tree of one board size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchTree {
    pub n: usize,
    /// Every node, in the order the search enters them (so by `step`).
    pub nodes: Vec<Node>,
    /// The nodes of row 0 (the children of the empty board).
    pub roots: Vec<usize>,
    /// The stepper's last step (the search's events in all).
    pub last_step: u64,
}

impl SearchTree {
    /// Steps the search of `n` to its end and keeps every placement.
    /// Panics unless `1 <= n <= 32`; meant for the small boards of
    /// [`TREE_N`] (and the tests, up to n = 10).
    pub fn build(n: usize) -> SearchTree {
        let mut stepper = Stepper::new(n);
        let mut nodes: Vec<Node> = Vec::new();
        let mut roots = Vec::new();
        // The node of each row's queen now on the board, top to bottom.
        let mut on_board: Vec<usize> = Vec::new();
        while let Some(event) = stepper.next() {
            let step = stepper.counters().steps;
            // The queens of rows `row..` leave the board.
            let lift = |on_board: &mut Vec<usize>, nodes: &mut Vec<Node>, row: usize| {
                for &id in on_board.iter().skip(row) {
                    nodes[id].lifted = step;
                }
                on_board.truncate(row);
            };
            match event {
                Event::Place { row, bit, solution } => {
                    lift(&mut on_board, &mut nodes, row);
                    let id = nodes.len();
                    let parent = on_board.last().copied();
                    match parent {
                        Some(p) => nodes[p].children.push(id),
                        None => roots.push(id),
                    }
                    nodes.push(Node {
                        step,
                        lifted: u64::MAX,
                        row,
                        col: column_of(bit, n),
                        parent,
                        children: Vec::new(),
                        kind: if solution {
                            Kind::Solution
                        } else {
                            Kind::DeadEnd
                        },
                        blocked_row: None,
                    });
                    if let Some(p) = parent {
                        nodes[p].kind = Kind::Inner;
                    }
                    on_board.push(id);
                }
                // The row's queen (the last of a solution) and the queen
                // of the row above, whose subtree is done, are lifted.
                Event::Backtrack { row } => lift(&mut on_board, &mut nodes, row.saturating_sub(1)),
                // The row's candidates were just computed: none free, and
                // the queen above is a dead end.
                Event::Descend { row } => {
                    if let (0, Some(&id)) = (stepper.row_bits(row).bitmap, on_board.last()) {
                        nodes[id].blocked_row = Some(row);
                    }
                }
            }
        }
        SearchTree {
            n,
            nodes,
            roots,
            last_step: stepper.counters().steps,
        }
    }

    pub fn counts(&self) -> TreeCounts {
        let of = |k: Kind| self.nodes.iter().filter(|node| node.kind == k).count() as u64;
        TreeCounts {
            nodes: self.nodes.len() as u64,
            dead_ends: of(Kind::DeadEnd),
            solutions: of(Kind::Solution),
        }
    }

    /// The children of `parent` (`None`: the empty board's).
    pub fn children(&self, parent: Option<usize>) -> &[usize] {
        match parent {
            Some(id) => &self.nodes[id].children,
            None => &self.roots,
        }
    }

    /// The node of the deepest queen on the board at `step` (`None` when
    /// the board is empty): the node the stepper is at.
    pub fn node_at(&self, step: u64) -> Option<usize> {
        // The last node entered by then; if it has left the board, the
        // deepest queen still there is one of its ancestors.
        let entered = self.nodes.partition_point(|node| node.step <= step);
        let mut id = entered.checked_sub(1)?;
        while self.nodes[id].lifted <= step {
            id = self.nodes[id].parent?;
        }
        Some(id)
    }

    /// The nodes from row 0 down to `id`.
    pub fn path_to(&self, id: usize) -> Vec<usize> {
        let mut path = vec![id];
        while let Some(p) = self.nodes[*path.last().unwrap_or(&id)].parent {
            path.push(p);
        }
        path.reverse();
        path
    }

    /// The path of the queens on the board at `step`, row 0 first.
    pub fn path_at(&self, step: u64) -> Vec<usize> {
        self.node_at(step)
            .map(|id| self.path_to(id))
            .unwrap_or_default()
    }

    /// Where node `id` stands in the tree, as the WAI-ARIA tree view says
    /// it (`aria-level`, `aria-posinset`, `aria-setsize`, `aria-expanded`).
    pub fn place_of(&self, id: usize) -> TreePlace {
        let node = &self.nodes[id];
        let siblings = self.children(node.parent);
        TreePlace {
            level: node.row + 1,
            pos: siblings.iter().position(|&s| s == id).map_or(0, |i| i + 1),
            size: siblings.len(),
            has_children: !node.children.is_empty(),
        }
    }

    /// What step `step` changed on the tree: the node it entered (a
    /// Place), the nodes whose queens it lifted (a Backtrack, deepest
    /// first), or nothing (a Descend, or the start).
    pub fn change_at(&self, step: u64) -> Change {
        if let Some(id) = self.node_entered_at(step) {
            return Change::Placed(id);
        }
        let mut lifted: Vec<usize> = (0..self.nodes.len())
            .filter(|&id| self.nodes[id].lifted == step)
            .collect();
        lifted.sort_by_key(|&id| std::cmp::Reverse(self.nodes[id].row));
        if lifted.is_empty() {
            Change::None
        } else {
            Change::Lifted(lifted)
        }
    }

    /// The node whose Place is exactly the event `step`.
    pub fn node_entered_at(&self, step: u64) -> Option<usize> {
        self.nodes
            .binary_search_by_key(&step, |node| node.step)
            .ok()
    }
}

/// The trees of the lab at the same board size, counted as the lab counts
/// them (`solver::methods`), beside the bitmap search's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comparison {
    pub n: usize,
    /// Queens placed by the bitmap search: this tree's nodes.
    pub bitmap: u64,
    /// Squares tested by the backtracking search.
    pub backtracking: u64,
    /// Partial placements generated by brute force: `n + n² + … + nⁿ`.
    pub brute_force: u64,
}

/// The brute-force tree's size, `n + n² + … + nⁿ`, without running it
/// (n = 8 has 19,173,960 nodes). Checked against the lab's
/// [`solver::methods::bruteforce`] by the tests.
pub fn brute_force_nodes(n: usize) -> u64 {
    let mut power = 1u64;
    let mut sum = 0u64;
    for _ in 0..n {
        power = power.saturating_mul(n as u64);
        sum = sum.saturating_add(power);
    }
    sum
}

/// The comparison for board `n`: the backtracking search is run (n = 8:
/// 15,720 squares), brute force is counted by its formula.
pub fn compare(tree: &SearchTree) -> Comparison {
    use solver::methods::{backtracking, Unlimited};
    let n = tree.n;
    Comparison {
        n,
        bitmap: tree.nodes.len() as u64,
        backtracking: backtracking(n, &mut Unlimited).stats.nodes,
        brute_force: brute_force_nodes(n),
    }
}

/// `big / small` rounded to the nearest whole number (at least 1): how
/// many times larger a tree is.
pub fn times(big: u64, small: u64) -> u64 {
    if small == 0 {
        return 0;
    }
    ((big + small / 2) / small).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::methods::{self, Method, Unlimited};

    #[test]
    fn one_node_per_placement_of_the_stepper() {
        for n in 4..=10 {
            let tree = SearchTree::build(n);
            let mut stepper = Stepper::new(n);
            stepper.run_to_end();
            let c = stepper.counters();
            assert_eq!(tree.nodes.len() as u64, c.placements, "n = {n}");
            assert_eq!(tree.last_step, c.steps, "n = {n}");
            assert_eq!(tree.counts().solutions, c.solutions, "n = {n}");
        }
        assert_eq!(SearchTree::build(8).nodes.len(), 2056);
        assert_eq!(SearchTree::build(*PANEL_N.end()).nodes.len(), 152);
    }

    #[test]
    fn every_node_is_a_place_of_its_row_and_column_at_its_step() {
        for n in 4..=10 {
            let tree = SearchTree::build(n);
            let mut stepper = Stepper::new(n);
            let mut places = Vec::new();
            while let Some(event) = stepper.next() {
                if let Event::Place { row, bit, .. } = event {
                    places.push((stepper.counters().steps, row, column_of(bit, n)));
                }
            }
            let nodes: Vec<_> = tree.nodes.iter().map(|v| (v.step, v.row, v.col)).collect();
            assert_eq!(nodes, places, "n = {n}");
            for (id, node) in tree.nodes.iter().enumerate() {
                assert_eq!(tree.node_entered_at(node.step), Some(id));
                assert!(node.lifted > node.step && node.lifted <= tree.last_step);
            }
        }
    }

    #[test]
    fn the_path_at_each_step_is_the_queens_on_the_board() {
        for n in 4..=8 {
            let tree = SearchTree::build(n);
            let mut stepper = Stepper::new(n);
            loop {
                let step = stepper.counters().steps;
                let path = tree.path_at(step);
                let cols: Vec<usize> = path.iter().map(|&id| tree.nodes[id].col).collect();
                assert_eq!(cols, stepper.queens(), "n = {n}, step {step}");
                for (row, &id) in path.iter().enumerate() {
                    assert_eq!(tree.nodes[id].row, row);
                }
                assert_eq!(tree.node_at(step), path.last().copied());
                if stepper.next().is_none() {
                    break;
                }
            }
        }
    }

    #[test]
    fn children_are_in_the_order_tried_and_one_row_down() {
        for n in 4..=8 {
            let tree = SearchTree::build(n);
            let mut all = tree.roots.clone();
            for (id, node) in tree.nodes.iter().enumerate() {
                for &c in &node.children {
                    assert_eq!(tree.nodes[c].parent, Some(id));
                    assert_eq!(tree.nodes[c].row, node.row + 1);
                }
                assert!(node
                    .children
                    .windows(2)
                    .all(|w| tree.nodes[w[0]].step < tree.nodes[w[1]].step));
                all.extend(&node.children);
            }
            all.sort_unstable();
            assert_eq!(
                all,
                (0..tree.nodes.len()).collect::<Vec<_>>(),
                "each node has one parent"
            );
            // The bitmap search tries the lowest bit first: the rightmost column.
            assert!(tree
                .roots
                .iter()
                .map(|&r| tree.nodes[r].col)
                .eq((0..n).rev()));
        }
    }

    #[test]
    fn counters_match_the_labs_bitmap_tree() {
        for n in 1..=10 {
            let tree = SearchTree::build(n);
            let c = tree.counts();
            let lab = methods::run(Method::Bitmap, n, &mut Unlimited).stats;
            assert_eq!(c.nodes, lab.nodes, "n = {n}");
            assert_eq!(c.dead_ends + c.solutions, lab.leaves, "n = {n}");
            assert_eq!(c.solutions, lab.solutions, "n = {n}");
            let inner = tree.nodes.iter().filter(|v| v.kind == Kind::Inner).count() as u64;
            assert_eq!(inner + c.dead_ends + c.solutions, c.nodes);
            for node in &tree.nodes {
                assert_eq!(node.kind == Kind::Inner, !node.children.is_empty());
                assert_eq!(node.kind == Kind::Solution, node.row == n - 1);
            }
        }
        let c = SearchTree::build(4).counts();
        assert_eq!((c.nodes, c.dead_ends, c.solutions), (16, 4, 2));
    }

    /// The tree's note derives the stepper's backtrack count from its own
    /// counts: it must be the count the stepper ends the search with.
    #[test]
    fn the_backtracks_are_the_steppers() {
        for n in 1..=8 {
            let c = SearchTree::build(n).counts();
            let mut s = solver::Stepper::new(n);
            while s.next().is_some() {}
            assert_eq!(c.backtracks(), s.counters().backtracks, "n = {n}");
            assert_eq!(c.nodes, s.counters().placements, "n = {n}");
        }
        let c = SearchTree::build(8).counts();
        assert_eq!((c.dead_ends, c.inner(), c.backtracks()), (644, 1320, 1965));
    }

    #[test]
    fn a_dead_end_is_a_queen_whose_next_row_the_search_found_without_a_free_column() {
        for n in 1..=8 {
            let tree = SearchTree::build(n);
            for node in &tree.nodes {
                let dead = node.kind == Kind::DeadEnd;
                assert_eq!(node.blocked_row, dead.then_some(node.row + 1), "n = {n}");
            }
        }
        // n = 4: the first queen's first child (row 1, column 1) leaves
        // row 2 no free column.
        let tree = SearchTree::build(4);
        let dead = &tree.nodes[tree.nodes[tree.roots[0]].children[0]];
        assert_eq!((dead.row, dead.col, dead.blocked_row), (1, 1, Some(2)));
    }

    #[test]
    fn the_lab_trees_at_n_8() {
        for n in 1..=8 {
            let lab = methods::bruteforce(n, &mut Unlimited).stats.nodes;
            assert_eq!(brute_force_nodes(n), lab, "n = {n}");
        }
        let cmp = compare(&SearchTree::build(8));
        assert_eq!(
            cmp.backtracking,
            methods::run(Method::Backtracking, 8, &mut Unlimited)
                .stats
                .nodes
        );
        assert_eq!(
            (cmp.bitmap, cmp.backtracking, cmp.brute_force),
            (2056, 15_720, 19_173_960)
        );
        assert_eq!(times(cmp.backtracking, cmp.bitmap), 8);
        assert_eq!(times(cmp.brute_force, cmp.bitmap), 9_326);
        assert_eq!(times(5, 0), 0);
        assert_eq!(times(1, 3), 1);
    }

    #[test]
    fn each_node_knows_its_level_and_its_place_among_its_siblings() {
        for n in 1..=8 {
            let tree = SearchTree::build(n);
            // Walking the tree as a screen reader does (depth first, in the
            // order tried), each set of siblings is numbered 1..=size.
            fn walk(tree: &SearchTree, parent: Option<usize>, level: usize) {
                let kids = tree.children(parent);
                for (i, &id) in kids.iter().enumerate() {
                    let place = tree.place_of(id);
                    assert_eq!(
                        place,
                        TreePlace {
                            level,
                            pos: i + 1,
                            size: kids.len(),
                            has_children: tree.nodes[id].kind == Kind::Inner,
                        }
                    );
                    walk(tree, Some(id), level + 1);
                }
            }
            walk(&tree, None, 1);
        }
        // n = 4: row 0 has 4 queens; the first (column 3) has two children,
        // column 1 (a dead end) and column 0 (a queen below it).
        let tree = SearchTree::build(4);
        let first = tree.roots[0];
        assert_eq!(
            tree.place_of(first),
            TreePlace {
                level: 1,
                pos: 1,
                size: 4,
                has_children: true
            }
        );
        let kids = &tree.nodes[first].children;
        assert_eq!(
            kids.iter().map(|&c| tree.nodes[c].col).collect::<Vec<_>>(),
            [1, 0]
        );
        assert_eq!(
            tree.place_of(kids[0]),
            TreePlace {
                level: 2,
                pos: 1,
                size: 2,
                has_children: false
            }
        );
        assert_eq!(
            tree.place_of(kids[1]),
            TreePlace {
                level: 2,
                pos: 2,
                size: 2,
                has_children: true
            }
        );
        let last = tree.nodes.len() - 1;
        assert_eq!(tree.place_of(last).level, tree.nodes[last].row + 1);
        assert!(!tree.place_of(last).has_children);
    }

    #[test]
    fn before_the_first_step_and_at_the_end_the_board_is_empty() {
        let tree = SearchTree::build(5);
        assert_eq!(tree.node_at(0), None);
        assert_eq!(tree.node_at(1), Some(0));
        assert_eq!(tree.node_at(tree.last_step), None);
        assert_eq!(tree.node_at(u64::MAX), None);
        assert_eq!(
            SearchTree::build(1).counts(),
            TreeCounts {
                nodes: 1,
                dead_ends: 0,
                solutions: 1
            }
        );
    }
}
