//! Where each node of a [`SearchTree`] is drawn: leaves evenly spaced from
//! left to right in the order the search reaches them, each parent centred
//! over its first and last child, the row as the depth. Whole numbers only.

use super::model::SearchTree;

/// The distance between two neighbouring leaves, in layout units.
pub const LEAF_GAP: u64 = 16;

/// The positions of a tree's nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The x of each node (same index as [`SearchTree::nodes`]).
    pub x: Vec<u64>,
    /// From the first leaf's x (0) to the last leaf's.
    pub width: u64,
    /// The empty board's x: centred over row 0.
    pub root_x: u64,
}

impl Layout {
    pub fn of(tree: &SearchTree) -> Layout {
        let mut x = vec![0u64; tree.nodes.len()];
        let mut leaves = 0u64;
        // The nodes are in the order the search enters them, a pre-order:
        // walking them backwards sees every child before its parent. The
        // leaves get their x in a forward pass first.
        for (id, node) in tree.nodes.iter().enumerate() {
            if node.children.is_empty() {
                x[id] = leaves * LEAF_GAP;
                leaves += 1;
            }
        }
        for id in (0..tree.nodes.len()).rev() {
            let children = &tree.nodes[id].children;
            if let (Some(&first), Some(&last)) = (children.first(), children.last()) {
                x[id] = (x[first] + x[last]) / 2;
            }
        }
        let mid = |ids: &[usize]| match (ids.first(), ids.last()) {
            (Some(&a), Some(&b)) => (x[a] + x[b]) / 2,
            _ => 0,
        };
        Layout {
            root_x: mid(&tree.roots),
            width: leaves.saturating_sub(1) * LEAF_GAP,
            x,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nodes_of_a_row_do_not_overlap_and_keep_the_search_order() {
        for n in 1..=8 {
            let tree = SearchTree::build(n);
            let layout = Layout::of(&tree);
            for row in 0..n {
                // Entered in this order, drawn left to right, a leaf's gap apart.
                let xs: Vec<u64> = tree
                    .nodes
                    .iter()
                    .enumerate()
                    .filter(|(_, v)| v.row == row)
                    .map(|(id, _)| layout.x[id])
                    .collect();
                assert!(
                    xs.windows(2).all(|w| w[1] >= w[0] + LEAF_GAP),
                    "n = {n}, row {row}"
                );
                assert!(xs.iter().all(|&x| x <= layout.width));
            }
        }
    }

    #[test]
    fn a_parent_is_centred_over_its_children_and_leaves_are_evenly_spaced() {
        let tree = SearchTree::build(6);
        let layout = Layout::of(&tree);
        let leaves: Vec<u64> = (0..tree.nodes.len())
            .filter(|&id| tree.nodes[id].children.is_empty())
            .map(|id| layout.x[id])
            .collect();
        assert_eq!(
            leaves,
            (0..leaves.len() as u64)
                .map(|i| i * LEAF_GAP)
                .collect::<Vec<_>>()
        );
        for (id, node) in tree.nodes.iter().enumerate() {
            if let (Some(&a), Some(&b)) = (node.children.first(), node.children.last()) {
                assert_eq!(layout.x[id], (layout.x[a] + layout.x[b]) / 2);
                // Children left to right in the order they are tried.
                assert!(node
                    .children
                    .windows(2)
                    .all(|w| layout.x[w[0]] < layout.x[w[1]]));
            }
        }
        assert_eq!(layout.width, (leaves.len() as u64 - 1) * LEAF_GAP);
        assert!(layout.root_x <= layout.width);
    }
}
