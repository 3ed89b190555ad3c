//! The eight symmetries of the square board, acting on whole solutions.
//!
//! A solution is a column list: `sol[r]` is the column (from the left,
//! `0..n`) of the queen in row `r` (from the top). Every function here is
//! plain and allocation-happy: it is meant for teaching, tests and the
//! interactive board, not for the fast counter (see [`crate::count`]).
//!
//! # The order of the symmetries
//!
//! A square `(r, c)` (row from the top, column from the left) is moved to:
//!
//! | index | [`Transform`]      | `(r, c)` goes to       |
//! |-------|--------------------|------------------------|
//! | 0     | `Identity`         | `(r, c)`               |
//! | 1     | `Rot90`            | `(c, n-1-r)`           |
//! | 2     | `Rot180`           | `(n-1-r, n-1-c)`       |
//! | 3     | `Rot270`           | `(n-1-c, r)`           |
//! | 4     | `Mirror`           | `(r, n-1-c)`           |
//! | 5     | `Flip`             | `(n-1-r, c)`           |
//! | 6     | `Diagonal`         | `(c, r)`               |
//! | 7     | `AntiDiagonal`     | `(n-1-c, n-1-r)`       |
//!
//! Rotations turn the board **clockwise** as it is drawn (row 0 on top,
//! column 0 on the left): with `Rot90` the top-left corner goes to the
//! top-right corner. `Mirror` swaps left and right, `Flip` swaps top and
//! bottom, `Diagonal` reflects across the main diagonal (top-left to
//! bottom-right, a transpose) and `AntiDiagonal` across the other one
//! (top-right to bottom-left).
//!
//! # Classes
//!
//! No solution with `n > 1` is its own mirror image under a reflection (two of
//! its queens would share a column or a diagonal), so the only symmetries a
//! solution can have are rotations. Hence the number of distinct boards among
//! its eight transforms (its *orbit*) is 2 (it survives a quarter turn), 4
//! (only a half turn) or 8 (none). The single solution of `n = 1` is the
//! only exception: all eight transforms are the same board, an orbit of 1.
//! See [`SymClass`].

/// One of the eight symmetries of the square; see the module docs for the
/// exact mapping of each and their fixed order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transform {
    Identity = 0,
    /// A quarter turn clockwise.
    Rot90 = 1,
    /// A half turn.
    Rot180 = 2,
    /// Three quarter turns clockwise (one counter-clockwise).
    Rot270 = 3,
    /// Left-right reflection.
    Mirror = 4,
    /// Top-bottom reflection.
    Flip = 5,
    /// Reflection across the main diagonal (top-left to bottom-right).
    Diagonal = 6,
    /// Reflection across the anti-diagonal (top-right to bottom-left).
    AntiDiagonal = 7,
}

impl Transform {
    /// All eight, in index order.
    pub const ALL: [Transform; 8] = [
        Transform::Identity,
        Transform::Rot90,
        Transform::Rot180,
        Transform::Rot270,
        Transform::Mirror,
        Transform::Flip,
        Transform::Diagonal,
        Transform::AntiDiagonal,
    ];

    /// The index `0..8` of the module docs.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The transform with that index, or `None` unless `k < 8`.
    pub fn from_index(k: usize) -> Option<Transform> {
        Transform::ALL.get(k).copied()
    }

    /// A short English name for labels ("rotate 90° clockwise", ...).
    pub fn name(self) -> &'static str {
        match self {
            Transform::Identity => "identity",
            Transform::Rot90 => "rotate 90° clockwise",
            Transform::Rot180 => "rotate 180°",
            Transform::Rot270 => "rotate 270° clockwise",
            Transform::Mirror => "mirror left-right",
            Transform::Flip => "flip top-bottom",
            Transform::Diagonal => "reflect on the main diagonal",
            Transform::AntiDiagonal => "reflect on the anti-diagonal",
        }
    }

    /// Where the square `(r, c)` of an `n`-board goes.
    pub fn map(self, n: usize, r: usize, c: usize) -> (usize, usize) {
        let (rr, rc) = (n - 1 - r, n - 1 - c);
        match self {
            Transform::Identity => (r, c),
            Transform::Rot90 => (c, rr),
            Transform::Rot180 => (rr, rc),
            Transform::Rot270 => (rc, r),
            Transform::Mirror => (r, rc),
            Transform::Flip => (rr, c),
            Transform::Diagonal => (c, r),
            Transform::AntiDiagonal => (rc, rr),
        }
    }
}

/// The image of a full solution (one queen per row and per column) under
/// `t`. Panics if `sol` is not a permutation of `0..sol.len()`.
pub fn transform(sol: &[usize], t: Transform) -> Vec<usize> {
    let n = sol.len();
    let mut out = vec![usize::MAX; n];
    for (r, &c) in sol.iter().enumerate() {
        assert!(c < n, "column {c} out of range for n = {n}");
        let (nr, nc) = t.map(n, r, c);
        assert!(out[nr] == usize::MAX, "not a permutation: {sol:?}");
        out[nr] = nc;
    }
    out
}

/// The eight images of `sol`, indexed like [`Transform::ALL`].
pub fn all_transforms(sol: &[usize]) -> [Vec<usize>; 8] {
    Transform::ALL.map(|t| transform(sol, t))
}

/// The representative of the orbit of `sol`: the lexicographically smallest
/// of its eight images (comparing column lists from the top row).
pub fn canonical(sol: &[usize]) -> Vec<usize> {
    let [first, rest @ ..] = all_transforms(sol);
    rest.into_iter().fold(first, |best, v| best.min(v))
}

/// How many distinct boards the eight symmetries make of one solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SymClass {
    /// Every transform gives the same board: only the 1×1 board.
    Count1,
    /// Unchanged by a quarter turn: 2 distinct boards.
    Count2,
    /// Unchanged by a half turn but not by a quarter turn: 4 boards.
    Count4,
    /// No symmetry: 8 boards.
    Count8,
}

impl SymClass {
    /// The orbit size: 1, 2, 4 or 8.
    pub fn multiplicity(self) -> u64 {
        match self {
            SymClass::Count1 => 1,
            SymClass::Count2 => 2,
            SymClass::Count4 => 4,
            SymClass::Count8 => 8,
        }
    }

    /// The class whose orbit has `size` boards, if any.
    pub fn from_multiplicity(size: u64) -> Option<SymClass> {
        match size {
            1 => Some(SymClass::Count1),
            2 => Some(SymClass::Count2),
            4 => Some(SymClass::Count4),
            8 => Some(SymClass::Count8),
            _ => None,
        }
    }
}

/// The class of `sol`: the number of distinct boards among its eight
/// transforms, counted honestly (so it is right for any permutation, not
/// only for solutions; an orbit size always divides 8).
pub fn classify(sol: &[usize]) -> SymClass {
    let mut forms = all_transforms(sol).to_vec();
    forms.sort_unstable();
    forms.dedup();
    SymClass::from_multiplicity(forms.len() as u64).expect("an orbit size divides 8")
}

/// Every solution of the `n`-queens problem, in lexicographic order of the
/// column lists. A plain bitmap search, meant for small boards: `n <= 12`
/// (14 200 solutions) is quick; larger `n` works but grows fast. `n = 0`
/// gives no solution.
pub fn all_solutions(n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if n == 0 {
        return out;
    }
    let mask = crate::mask_for(n);
    let mut cols = Vec::with_capacity(n);
    collect(n, mask, 0, 0, 0, &mut cols, &mut out);
    out
}

fn collect(
    n: usize,
    mask: u32,
    left: u32,
    down: u32,
    right: u32,
    cols: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
) {
    if down == mask {
        out.push(cols.clone());
        return;
    }
    let mut free = mask & !(left | down | right);
    while free != 0 {
        // Highest bit first: that is the leftmost column, so the output
        // comes out in lexicographic order.
        let bit = 1u32 << (31 - free.leading_zeros());
        free ^= bit;
        cols.push(crate::column_of(bit, n));
        collect(
            n,
            mask,
            (left | bit) << 1,
            down | bit,
            (right | bit) >> 1,
            cols,
            out,
        );
        cols.pop();
    }
}

/// One representative per orbit with its class: the solutions that are their
/// own [`canonical`] form, in lexicographic order. Their multiplicities add
/// up to the total number of solutions.
pub fn unique_solutions(n: usize) -> Vec<(Vec<usize>, SymClass)> {
    all_solutions(n)
        .into_iter()
        .filter(|sol| canonical(sol) == *sol)
        .map(|sol| {
            let class = classify(&sol);
            (sol, class)
        })
        .collect()
}

/// The pairs of rows `(i, j)`, `i < j`, whose queens attack each other (same
/// column or same diagonal) on a partly filled board: `partial[r]` is the
/// column of the queen in row `r`, or `None`. Ordered by `i`, then `j`.
pub fn conflicts(partial: &[Option<usize>]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (i, ci) in partial.iter().enumerate() {
        let Some(ci) = *ci else { continue };
        for (j, cj) in partial.iter().enumerate().skip(i + 1) {
            let Some(cj) = *cj else { continue };
            if ci == cj || ci.abs_diff(cj) == j - i {
                out.push((i, j));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_solution(sol: &[usize]) -> bool {
        let partial: Vec<Option<usize>> = sol.iter().map(|&c| Some(c)).collect();
        let mut seen = vec![false; sol.len()];
        sol.iter().all(|&c| !std::mem::replace(&mut seen[c], true))
            && conflicts(&partial).is_empty()
    }

    #[test]
    fn quarter_turn_is_clockwise() {
        // Queen in the top-left corner of a 3-wide strip moves to the top-right.
        assert_eq!(Transform::Rot90.map(3, 0, 0), (0, 2));
        // A permutation (not a solution) to see the rotation plainly:
        // Q . .        . . Q
        // . . Q   ->   Q . .   ... row 0 of the image is column 0 read upwards.
        // . Q .        . Q .
        assert_eq!(transform(&[0, 2, 1], Transform::Rot90), vec![2, 0, 1]);
        assert_eq!(transform(&[0, 2, 1], Transform::Rot270), vec![1, 2, 0]);
    }

    #[test]
    fn four_by_four() {
        // . Q . .
        // . . . Q
        // Q . . .
        // . . Q .
        let s = [1, 3, 0, 2];
        assert_eq!(transform(&s, Transform::Rot90), s.to_vec());
        assert_eq!(transform(&s, Transform::Mirror), vec![2, 0, 3, 1]);
        assert_eq!(canonical(&s), s.to_vec());
        assert_eq!(canonical(&[2, 0, 3, 1]), s.to_vec());
        assert_eq!(classify(&s), SymClass::Count2);
        assert_eq!(unique_solutions(4), vec![(s.to_vec(), SymClass::Count2)]);
    }

    #[test]
    fn five_by_five() {
        // . . . . Q
        // . . Q . .
        // Q . . . .
        // . . . Q .
        // . Q . . .
        let s = [4, 2, 0, 3, 1];
        assert!(is_solution(&s));
        // Row i of the quarter turn is column i read from the bottom up.
        assert_eq!(transform(&s, Transform::Rot90), vec![2, 0, 3, 1, 4]);
        assert_eq!(transform(&s, Transform::Rot180), vec![3, 1, 4, 2, 0]);
        assert_eq!(transform(&s, Transform::Rot270), vec![0, 3, 1, 4, 2]);
        assert_eq!(transform(&s, Transform::Mirror), vec![0, 2, 4, 1, 3]);
        assert_eq!(transform(&s, Transform::Flip), vec![1, 3, 0, 2, 4]);
        assert_eq!(transform(&s, Transform::Diagonal), vec![2, 4, 1, 3, 0]);
        assert_eq!(transform(&s, Transform::AntiDiagonal), vec![4, 1, 3, 0, 2]);
        assert_eq!(classify(&s), SymClass::Count8);
        assert_eq!(canonical(&s), vec![0, 2, 4, 1, 3]);
        // The other n = 5 orbit: a pinwheel around the centre queen, its own
        // quarter turn. 8 + 2 = 10 solutions.
        let p = [1, 4, 2, 0, 3];
        assert!(is_solution(&p));
        assert_eq!(transform(&p, Transform::Rot90), p.to_vec());
        assert_eq!(transform(&p, Transform::Mirror), vec![3, 0, 2, 4, 1]);
        assert_eq!(classify(&p), SymClass::Count2);
        assert_eq!(
            unique_solutions(5),
            vec![
                (vec![0, 2, 4, 1, 3], SymClass::Count8),
                (p.to_vec(), SymClass::Count2)
            ]
        );
    }

    #[test]
    fn eight_by_eight_classes() {
        // The one n = 8 orbit with a half-turn symmetry.
        let c4 = [2, 4, 1, 7, 0, 6, 3, 5];
        assert!(is_solution(&c4));
        assert_eq!(transform(&c4, Transform::Rot180), c4.to_vec());
        assert_ne!(transform(&c4, Transform::Rot90), c4.to_vec());
        assert_eq!(classify(&c4), SymClass::Count4);
        let c8 = [0, 4, 7, 5, 2, 6, 1, 3];
        assert!(is_solution(&c8));
        assert_eq!(classify(&c8), SymClass::Count8);
        assert_eq!(canonical(&c8), c8.to_vec());
        // n = 8 has no quarter-turn solution (n = 4, 5, 12, ... have some).
        let classes: Vec<_> = unique_solutions(8).into_iter().map(|(_, c)| c).collect();
        assert_eq!(classes.len(), 12);
        assert_eq!(
            classes.iter().filter(|&&c| c == SymClass::Count4).count(),
            1
        );
        assert!(!classes.contains(&SymClass::Count2));
    }

    #[test]
    fn eight_transforms_are_a_group() {
        let s = [0, 4, 7, 5, 2, 6, 1, 3];
        let r = |v: &[usize], t| transform(v, t);
        // Four quarter turns come back; mirror twice comes back.
        let mut v = s.to_vec();
        for _ in 0..4 {
            v = r(&v, Transform::Rot90);
        }
        assert_eq!(v, s.to_vec());
        assert_eq!(r(&r(&s, Transform::Rot90), Transform::Rot270), s.to_vec());
        assert_eq!(
            r(&r(&s, Transform::Rot90), Transform::Rot90),
            r(&s, Transform::Rot180)
        );
        // Mirror after a quarter turn is the diagonal reflection.
        assert_eq!(
            r(&r(&s, Transform::Rot90), Transform::Mirror),
            r(&s, Transform::Diagonal)
        );
        assert_eq!(
            r(&r(&s, Transform::Mirror), Transform::Rot180),
            r(&s, Transform::Flip)
        );
        for t in Transform::ALL {
            assert_eq!(Transform::from_index(t.index()), Some(t));
        }
        assert_eq!(Transform::from_index(8), None);
    }

    #[test]
    fn one_two_three() {
        assert_eq!(all_solutions(1), vec![vec![0]]);
        assert_eq!(classify(&[0]), SymClass::Count1);
        assert_eq!(unique_solutions(1), vec![(vec![0], SymClass::Count1)]);
        assert!(all_solutions(2).is_empty());
        assert!(all_solutions(3).is_empty());
        assert!(all_solutions(0).is_empty());
    }

    #[test]
    fn conflicts_on_partial_boards() {
        assert!(conflicts(&[]).is_empty());
        assert!(conflicts(&[Some(1), None, Some(0), None]).is_empty());
        // Same column (rows 0, 2) and two diagonals (rows 1, 3 and 2, 3).
        assert_eq!(
            conflicts(&[Some(3), Some(0), Some(3), Some(2)]),
            vec![(0, 2), (1, 3), (2, 3)]
        );
        // Anti-diagonal across an empty row.
        assert_eq!(conflicts(&[Some(0), None, Some(2), None]), vec![(0, 2)]);
        assert_eq!(conflicts(&[None, Some(3), None, Some(1)]), vec![(1, 3)]);
    }
}
