//! The carry chain: the edges of the board first, two lines at a time, then
//! the interior; one chain layout per group of rotations and reflections.
//!
//! # The chains
//!
//! Every solution has one queen in each row and in each column, so each of
//! the four bands of two lines along an edge of the board (rows 0 and 1,
//! columns `n - 1` and `n - 2`, rows `n - 1` and `n - 2`, columns 0 and 1)
//! holds exactly two queens. Those two queens, on neighbouring lines, are
//! at least two squares apart along the band (otherwise they would attack
//! each other), so a band's queens are one [`Chain`]: a pair of positions
//! `(a, b)` with `|a - b| >= 2`, one of `(n - 1)(n - 2)` pairs. The four
//! bands use the same pair list, each turned a quarter turn clockwise from
//! the one before:
//!
//! | edge        | the queens of chain `(a, b)`               |
//! |-------------|--------------------------------------------|
//! | 0: top      | `(0, a)`, `(1, b)`                         |
//! | 1: right    | `(a, n-1)`, `(b, n-2)`                     |
//! | 2: bottom   | `(n-1, n-1-a)`, `(n-2, n-1-b)`             |
//! | 3: left     | `(n-1-a, 0)`, `(n-1-b, 1)`                 |
//!
//! (squares are `(row, column)`, both from 0 at the top left). The bands
//! overlap in the four 2×2 corners: a queen there belongs to two chains,
//! and the second chain must then put its queen on exactly that square.
//!
//! So a solution is its four chains (its *layout*) plus the queens of the
//! interior, rows and columns `2..n-2` that the chains left empty. The
//! search places the chains edge by edge, each one checked against the
//! queens already placed, and then fills the interior with the bitmap
//! search, row by row from the top, skipping the rows a side chain already
//! holds. A queen below the current row (a side or bottom chain) also
//! attacks it, so the interior keeps the diagonals of every queen on the
//! board in two 64-bit words and shifts them to each row: a queen on row
//! `r`, bit `b` (column `n - 1 - b`) sets bit `b + n - r` of `left` and bit
//! `b + r` of `right`; the row's own `left` is `left >> (n - row)` and its
//! `right` is `right >> row`, as in the plain bitmap.
//!
//! # Symmetry
//!
//! A rotation or reflection of a solution moves its chains around the
//! edges: a quarter turn moves every chain one edge on, a reflection
//! reverses the order of the edges and mirrors every chain
//! (`(a, b) -> (n-1-a, n-1-b)`, see [`Chain::mirrored`]). The pairs are
//! listed in increasing `(a, b)`, so a mirrored chain is the one at the
//! mirrored position of the list. Of the eight images of a layout only the
//! smallest (compared edge by edge, top first) is searched: every other
//! layout of the group has the same number of completions. A layout that
//! no symmetry maps onto itself stands for 8 of them, and each of its
//! completions is a solution of class 8. A layout that some symmetries map
//! onto itself (rare: its edges repeat) has those symmetries act on its
//! completions too: each completion is compared with its images under
//! them, only the smallest is kept, and the ones it equals give its class
//! (2, 4 or 8). The result is [`Classes`], exactly as the counter of
//! [`crate::count`] finds them.
//!
//! While placing, the first chain is taken from the first half of the list
//! (its mirror image is not smaller) and every other chain between the
//! first one and its mirror image: a layout outside those bounds is never
//! the smallest of its group. The full comparison with the eight images is
//! made once the fourth chain is placed.
//!
//! # Nodes and leaves
//!
//! With the definitions of the lab's other rows ([`crate::methods::Method`]):
//!
//! - `nodes`: every placement the search makes and keeps: a chain that fits
//!   the chains before it (the fourth one also being the smallest layout of
//!   its group), and every interior queen placed (a bit taken, as in the
//!   bitmap).
//! - `leaves`: the nodes that have no child: a chain that no next chain
//!   fits, a layout or interior queen whose next interior row has no free
//!   square (a dead end), and every complete board reached (the last
//!   interior queen, or a layout that already fills the board).
//!
//! The root (the empty board) is not a node. Boards smaller than 4 have no
//! room for four bands: they are searched with the plain bitmap
//! ([`crate::methods::bitmap`], the same counts).
//!
//! The search asks its [`Stop`] every
//! [`POLL_INTERVAL`](crate::methods::POLL_INTERVAL) nodes, like every method of the
//! lab, and allocates nothing.
//!
//! ```
//! use solver::carry_chain::count;
//! use solver::methods::Unlimited;
//!
//! let r = count(8, &mut Unlimited);
//! assert!(r.finished);
//! assert_eq!((r.classes.total(), r.classes.unique()), (92, 12));
//! ```

use crate::count::{Classes, Traced, Tree};
use crate::methods::{self, Stop};
use crate::stepper::{mask_for, MAX_N};
use crate::symmetry::Transform;

/// The most chains a band can hold (`(n - 1)(n - 2)` for `n = 32`).
pub const MAX_CHAINS: usize = (MAX_N - 1) * (MAX_N - 2);

/// The two queens of a band of two lines along an edge: `a` on the outer
/// line, `b` on the inner one, both counted along the band (see the module
/// docs for the squares of each edge). `|a - b| >= 2`. Ordered by `a`,
/// then `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Chain {
    pub a: u8,
    pub b: u8,
}

impl Chain {
    /// The chain a reflection makes of this one on an `n`-board.
    pub fn mirrored(self, n: usize) -> Chain {
        Chain {
            a: (n - 1) as u8 - self.a,
            b: (n - 1) as u8 - self.b,
        }
    }

    /// The squares `(row, column)` of the chain's two queens on `edge`
    /// (0 top, 1 right, 2 bottom, 3 left).
    pub fn squares(self, n: usize, edge: usize) -> [(usize, usize); 2] {
        let (a, b, m) = (self.a as usize, self.b as usize, n - 1);
        match edge {
            0 => [(0, a), (1, b)],
            1 => [(a, m), (b, m - 1)],
            2 => [(m, m - a), (m - 1, m - b)],
            3 => [(m - a, 0), (m - b, 1)],
            _ => panic!("edge must be 0..4"),
        }
    }
}

/// Every chain of an `n`-board, in increasing order (`n >= 4`): the pairs
/// `(a, b)` of `0..n` with `|a - b| >= 2`. The list is symmetric: the chain
/// at position `i` mirrored is the one at `len - 1 - i`.
pub fn chains(n: usize) -> Vec<Chain> {
    let mut list = [Chain { a: 0, b: 0 }; MAX_CHAINS];
    let len = fill_chains(n, &mut list);
    list[..len].to_vec()
}

fn fill_chains(n: usize, list: &mut [Chain; MAX_CHAINS]) -> usize {
    let mut len = 0;
    for a in 0..n as u8 {
        for b in 0..n as u8 {
            if a.abs_diff(b) >= 2 {
                list[len] = Chain { a, b };
                len += 1;
            }
        }
    }
    len
}

/// The four chains of a solution (`sol[r]` is the column of the queen of
/// row `r`), top, right, bottom, left. `n >= 4`.
pub fn layout(sol: &[usize]) -> [Chain; 4] {
    let n = sol.len();
    assert!(n >= 4, "a layout needs n >= 4");
    let row_of = |col: usize| sol.iter().position(|&c| c == col).expect("a solution");
    let m = n - 1;
    let pair = |a: usize, b: usize| Chain {
        a: a as u8,
        b: b as u8,
    };
    [
        pair(sol[0], sol[1]),
        pair(row_of(m), row_of(m - 1)),
        pair(m - sol[m], m - sol[m - 1]),
        pair(m - row_of(0), m - row_of(1)),
    ]
}

/// The layout of the image under `t` of a board whose layout is `l`
/// (`mirror` mirrors one chain). Rotations are clockwise quarter turns (see
/// [`crate::symmetry`]).
fn image<C: Copy>(t: Transform, l: [C; 4], mirror: impl Fn(C) -> C) -> [C; 4] {
    let m = |i: usize| mirror(l[i]);
    match t {
        Transform::Identity => l,
        Transform::Rot90 => [l[3], l[0], l[1], l[2]],
        Transform::Rot180 => [l[2], l[3], l[0], l[1]],
        Transform::Rot270 => [l[1], l[2], l[3], l[0]],
        Transform::Mirror => [m(0), m(3), m(2), m(1)],
        Transform::Flip => [m(2), m(1), m(0), m(3)],
        Transform::Diagonal => [m(3), m(2), m(1), m(0)],
        Transform::AntiDiagonal => [m(1), m(0), m(3), m(2)],
    }
}

/// The layout of the image of a board under `t`, from the board's layout.
pub fn layout_image(n: usize, t: Transform, l: [Chain; 4]) -> [Chain; 4] {
    image(t, l, |c: Chain| c.mirrored(n))
}

/// Counts the `n`-board (`1..=32`) with the carry chain: totals and unique
/// solutions ([`Traced::classes`]), the search tree ([`Traced::tree`], see
/// the module docs), asking `stop` every
/// [`POLL_INTERVAL`](crate::methods::POLL_INTERVAL) nodes. A stopped run has
/// `finished: false` and the counts reached so far.
pub fn count(n: usize, stop: &mut dyn Stop) -> Traced {
    assert!((1..=MAX_N).contains(&n), "n must be 1..={MAX_N}");
    if n < 4 {
        let r = methods::bitmap(n, stop);
        return Traced {
            classes: Classes {
                c1: r.stats.solutions,
                ..Classes::default()
            },
            tree: Tree {
                nodes: r.stats.nodes,
                leaves: r.stats.leaves,
            },
            finished: r.finished,
        };
    }
    let mut walk = Walk {
        n,
        mask: mask_for(n),
        list: [Chain { a: 0, b: 0 }; MAX_CHAINS],
        len: 0,
        layout: [0; 4],
        symmetric: 0,
        rows: [EMPTY; MAX_N],
        todo: [0; MAX_N],
        todo_len: 0,
        tree: Tree::default(),
        classes: Classes::default(),
        stop,
        stopped: false,
    };
    walk.len = fill_chains(n, &mut walk.list);
    walk.edge(0, &Board::new());
    Traced {
        classes: walk.classes,
        tree: walk.tree,
        finished: !walk.stopped,
    }
}

/// No queen on this row.
const EMPTY: u8 = u8::MAX;

/// The queens placed so far.
#[derive(Clone, Copy)]
struct Board {
    /// The column of each row's queen, or [`EMPTY`].
    rows: [u8; MAX_N],
    /// The columns used, as bits (column `c` is bit `n - 1 - c`).
    down: u32,
    /// The `/` diagonals of every queen (see the module docs).
    left: u64,
    /// The `\` diagonals of every queen.
    right: u64,
}

impl Board {
    fn new() -> Board {
        Board {
            rows: [EMPTY; MAX_N],
            down: 0,
            left: 0,
            right: 0,
        }
    }

    /// Puts a queen on (`row`, `col`) unless it is attacked; a queen already
    /// on that very square (a corner shared by two chains) is fine.
    #[inline(always)]
    fn put(&mut self, n: usize, row: usize, col: usize) -> bool {
        let held = self.rows[row];
        if held != EMPTY {
            return held as usize == col;
        }
        let b = n - 1 - col;
        let (down, left, right) = (1u32 << b, 1u64 << (b + n - row), 1u64 << (b + row));
        if self.down & down != 0 || self.left & left != 0 || self.right & right != 0 {
            return false;
        }
        self.rows[row] = col as u8;
        self.down |= down;
        self.left |= left;
        self.right |= right;
        true
    }

    fn put_chain(&mut self, n: usize, edge: usize, chain: Chain) -> bool {
        let [(r0, c0), (r1, c1)] = chain.squares(n, edge);
        self.put(n, r0, c0) && self.put(n, r1, c1)
    }
}

/// One search: the chain list, the current layout and the interior.
struct Walk<'a> {
    n: usize,
    mask: u32,
    list: [Chain; MAX_CHAINS],
    len: usize,
    /// The positions in `list` of the chains placed, top, right, bottom, left.
    layout: [u16; 4],
    /// The symmetries (bit `t.index()`) other than the identity that map
    /// the current layout onto itself.
    symmetric: u8,
    /// The queens of the current board (the interior ones as placed).
    rows: [u8; MAX_N],
    /// The interior rows still empty once the chains are placed.
    todo: [u8; MAX_N],
    todo_len: usize,
    tree: Tree,
    classes: Classes,
    stop: &'a mut dyn Stop,
    stopped: bool,
}

impl Walk<'_> {
    /// Counts one node; true when the search must stop now.
    #[inline(always)]
    fn node(&mut self) -> bool {
        methods::count_node(&mut self.tree.nodes, self.stop, &mut self.stopped)
    }

    /// Places the chain of `edge` in every way that fits `board`; true when
    /// stopped.
    fn edge(&mut self, edge: usize, board: &Board) -> bool {
        let last = self.len - 1;
        let (from, to) = if edge == 0 {
            (0, last / 2)
        } else {
            let first = self.layout[0] as usize;
            (first, last - first)
        };
        let mut children = false;
        for i in from..=to {
            let mut next = *board;
            if !next.put_chain(self.n, edge, self.list[i]) {
                continue;
            }
            self.layout[edge] = i as u16;
            if edge == 3 && !self.smallest() {
                continue;
            }
            children = true;
            if self.node() {
                return true;
            }
            let stopped = if edge == 3 {
                self.interior(&next)
            } else {
                self.edge(edge + 1, &next)
            };
            if stopped {
                return true;
            }
        }
        // A chain (never the empty board) with no way on.
        if !children && edge > 0 {
            self.tree.leaves += 1;
        }
        false
    }

    /// True when the layout is the smallest of its eight images; then
    /// `symmetric` holds the symmetries that keep it.
    fn smallest(&mut self) -> bool {
        let last = (self.len - 1) as u16;
        let mut symmetric = 0u8;
        for t in &Transform::ALL[1..] {
            let img = image(*t, self.layout, |i: u16| last - i);
            match img.cmp(&self.layout) {
                std::cmp::Ordering::Less => return false,
                std::cmp::Ordering::Equal => symmetric |= 1 << t.index(),
                std::cmp::Ordering::Greater => {}
            }
        }
        self.symmetric = symmetric;
        true
    }

    /// Fills the interior of a complete layout; true when stopped.
    fn interior(&mut self, board: &Board) -> bool {
        self.rows = board.rows;
        self.todo_len = 0;
        for row in 2..self.n - 2 {
            if board.rows[row] == EMPTY {
                self.todo[self.todo_len] = row as u8;
                self.todo_len += 1;
            }
        }
        if self.todo_len == 0 {
            // The chains alone fill the board.
            self.tree.leaves += 1;
            self.complete();
            return false;
        }
        self.fill(0, board.left, board.down, board.right)
    }

    /// The bitmap search on the `k`-th empty interior row; true when stopped.
    fn fill(&mut self, k: usize, left: u64, down: u32, right: u64) -> bool {
        let n = self.n;
        let row = self.todo[k] as usize;
        let mut bitmap = self.mask & !(down | (left >> (n - row)) as u32 | (right >> row) as u32);
        if bitmap == 0 {
            self.tree.leaves += 1; // a dead end
            return false;
        }
        let last = k + 1 == self.todo_len;
        while bitmap != 0 {
            let bit = bitmap & bitmap.wrapping_neg();
            bitmap ^= bit;
            if self.node() {
                return true;
            }
            let b = bit.trailing_zeros() as usize;
            self.rows[row] = (n - 1 - b) as u8;
            if last {
                self.tree.leaves += 1;
                self.complete();
            } else if self.fill(
                k + 1,
                left | 1 << (b + n - row),
                down | bit,
                right | 1 << (b + row),
            ) {
                return true;
            }
        }
        false
    }

    /// Counts the complete board in `rows`.
    fn complete(&mut self) {
        if self.symmetric == 0 {
            self.classes.c8 += 1;
            return;
        }
        // The symmetries of the layout act on its completions: keep the
        // smallest board of each group and count the images equal to it.
        let n = self.n;
        let mut same = 1;
        for t in Transform::ALL {
            if self.symmetric & (1 << t.index()) == 0 {
                continue;
            }
            let mut img = [0u8; MAX_N];
            for (r, &c) in self.rows[..n].iter().enumerate() {
                let (ir, ic) = t.map(n, r, c as usize);
                img[ir] = ic as u8;
            }
            match img[..n].cmp(&self.rows[..n]) {
                std::cmp::Ordering::Less => return,
                std::cmp::Ordering::Equal => same += 1,
                std::cmp::Ordering::Greater => {}
            }
        }
        match same {
            1 => self.classes.c8 += 1,
            2 => self.classes.c4 += 1,
            _ => self.classes.c2 += 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::methods::Unlimited;

    #[test]
    fn the_chain_list_is_symmetric() {
        for n in 4..=12 {
            let list = chains(n);
            assert_eq!(list.len(), (n - 1) * (n - 2), "n = {n}");
            assert!(list.windows(2).all(|w| w[0] < w[1]));
            for (i, c) in list.iter().enumerate() {
                assert_eq!(list[list.len() - 1 - i], c.mirrored(n), "n = {n}");
            }
        }
    }

    #[test]
    fn tiny_boards_fall_back_to_the_bitmap() {
        let one = count(1, &mut Unlimited);
        assert_eq!((one.classes.total(), one.classes.unique()), (1, 1));
        assert_eq!(
            one.tree,
            Tree {
                nodes: 1,
                leaves: 1
            }
        );
        for n in [2, 3] {
            assert_eq!(count(n, &mut Unlimited).classes, Classes::default());
        }
    }
}
