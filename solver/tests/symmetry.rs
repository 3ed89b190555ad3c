//! The eight symmetries and the orbit classes, checked by brute force.

use solver::symmetry::{
    all_solutions, all_transforms, canonical, classify, conflicts, transform, unique_solutions,
    SymClass, Transform,
};
use std::collections::HashSet;

mod common;
use common::reference;

/// A quarter turn clockwise, written out by hand (independently of the
/// library): the queen in row `r`, column `c` moves to row `c`, column
/// `n - 1 - r`.
fn quarter_turn(sol: &[usize]) -> Vec<usize> {
    let n = sol.len();
    let mut out = vec![usize::MAX; n];
    for (r, &c) in sol.iter().enumerate() {
        out[c] = n - 1 - r;
    }
    out
}

/// Left and right swapped: column `c` becomes `n - 1 - c`.
fn mirror(sol: &[usize]) -> Vec<usize> {
    sol.iter().map(|&c| sol.len() - 1 - c).collect()
}

/// The orbit of a board: its four turns and their mirror images.
fn orbit(sol: &[usize]) -> HashSet<Vec<usize>> {
    let mut turns = vec![sol.to_vec()];
    for _ in 0..3 {
        turns.push(quarter_turn(turns.last().unwrap()));
    }
    let mirrored: Vec<Vec<usize>> = turns.iter().map(|t| mirror(t)).collect();
    turns.into_iter().chain(mirrored).collect()
}

fn distinct_forms(sol: &[usize]) -> u64 {
    orbit(sol).len() as u64
}

#[test]
fn the_library_transforms_are_the_hand_written_orbit() {
    for n in 4..=8 {
        for sol in all_solutions(n) {
            let library: HashSet<Vec<usize>> = all_transforms(&sol).into_iter().collect();
            assert_eq!(library, orbit(&sol), "n = {n}, {sol:?}");
        }
    }
}

#[test]
fn hand_made_transforms() {
    // . Q . . . .
    // . . . Q . .
    // . . . . . Q
    // Q . . . . .
    // . . Q . . .
    // . . . . Q .
    let s = [1, 3, 5, 0, 2, 4];
    assert_eq!(transform(&s, Transform::Identity), s.to_vec());
    // Clockwise: column 0 read from the bottom becomes row 0.
    assert_eq!(transform(&s, Transform::Rot90), vec![2, 5, 1, 4, 0, 3]);
    assert_eq!(transform(&s, Transform::Rot180), vec![1, 3, 5, 0, 2, 4]);
    assert_eq!(transform(&s, Transform::Rot270), vec![2, 5, 1, 4, 0, 3]);
    assert_eq!(transform(&s, Transform::Mirror), vec![4, 2, 0, 5, 3, 1]);
    assert_eq!(transform(&s, Transform::Flip), vec![4, 2, 0, 5, 3, 1]);
    assert_eq!(transform(&s, Transform::Diagonal), vec![3, 0, 4, 1, 5, 2]);
    assert_eq!(
        transform(&s, Transform::AntiDiagonal),
        vec![3, 0, 4, 1, 5, 2]
    );
    // The only n = 6 orbit: half-turn symmetric, 4 boards.
    assert_eq!(classify(&s), SymClass::Count4);
    assert_eq!(unique_solutions(6), vec![(s.to_vec(), SymClass::Count4)]);

    // n = 4, a quarter-turn pinwheel.
    assert_eq!(transform(&[1, 3, 0, 2], Transform::Rot90), vec![1, 3, 0, 2]);
    assert_eq!(classify(&[1, 3, 0, 2]), SymClass::Count2);
}

#[test]
fn map_agrees_with_transform() {
    let s = [0, 4, 7, 5, 2, 6, 1, 3];
    for t in Transform::ALL {
        let img = transform(&s, t);
        for (r, &c) in s.iter().enumerate() {
            let (nr, nc) = t.map(8, r, c);
            assert_eq!(img[nr], nc, "{t:?}");
        }
    }
}

#[test]
fn transforms_compose_like_the_square() {
    let s = [0, 4, 7, 5, 2, 6, 1, 3];
    let f = all_transforms(&s);
    let r90 = |v: &[usize]| transform(v, Transform::Rot90);
    assert_eq!(r90(&f[1]), f[2]);
    assert_eq!(r90(&f[2]), f[3]);
    assert_eq!(r90(&f[3]), f[0]);
    // Every reflection is its own inverse.
    for t in [
        Transform::Mirror,
        Transform::Flip,
        Transform::Diagonal,
        Transform::AntiDiagonal,
    ] {
        assert_eq!(transform(&transform(&s, t), t), s.to_vec(), "{t:?}");
    }
    // The eight images of an asymmetric board are all different.
    assert_eq!(distinct_forms(&s), 8);
}

#[test]
fn every_solution_up_to_10_has_the_class_of_its_orbit() {
    for n in 1..=10 {
        for sol in all_solutions(n) {
            let forms = distinct_forms(&sol);
            let class = classify(&sol);
            assert_eq!(class.multiplicity(), forms, "n = {n}, {sol:?}");
            // The rotation test of the fast counter says the same thing.
            let by_rotation = if n == 1 {
                SymClass::Count1
            } else if transform(&sol, Transform::Rot90) == sol {
                SymClass::Count2
            } else if transform(&sol, Transform::Rot180) == sol {
                SymClass::Count4
            } else {
                SymClass::Count8
            };
            assert_eq!(class, by_rotation, "n = {n}, {sol:?}");
        }
    }
}

#[test]
fn orbit_sizes_add_up_to_the_published_totals() {
    let r = reference();
    for n in 1..=11 {
        let uniques = unique_solutions(n);
        let total: u64 = uniques.iter().map(|(_, c)| c.multiplicity()).sum();
        assert_eq!((total, uniques.len() as u64), r[n - 1], "n = {n}");
        assert_eq!(all_solutions(n).len() as u64, r[n - 1].0, "n = {n}");
    }
}

#[test]
fn canonical_forms_are_shared_by_the_orbit() {
    for n in [5, 6, 7, 8] {
        let reps: HashSet<Vec<usize>> = unique_solutions(n).into_iter().map(|(s, _)| s).collect();
        for sol in all_solutions(n) {
            let c = canonical(&sol);
            assert!(reps.contains(&c));
            assert!(c <= sol);
            // The smallest board of the orbit, found by hand.
            assert_eq!(Some(&c), orbit(&sol).iter().min(), "{sol:?}");
            for img in orbit(&sol) {
                assert_eq!(canonical(&img), c);
            }
        }
    }
}

#[test]
fn solutions_are_sorted_and_valid() {
    for n in 1..=9 {
        let all = all_solutions(n);
        assert!(all.windows(2).all(|w| w[0] < w[1]), "n = {n}");
        for sol in &all {
            let partial: Vec<Option<usize>> = sol.iter().map(|&c| Some(c)).collect();
            assert!(conflicts(&partial).is_empty(), "{sol:?}");
        }
    }
    assert_eq!(all_solutions(8)[0], vec![0, 4, 7, 5, 2, 6, 1, 3]);
}

#[test]
fn conflicts_find_every_attacking_pair() {
    // Two queens on one diagonal, far apart, and one column twice.
    let p = [Some(0), None, Some(5), None, None, Some(5)];
    assert_eq!(conflicts(&p), vec![(0, 5), (2, 5)]);
    // A full board of one column: every pair.
    let p = [Some(2); 4];
    assert_eq!(conflicts(&p).len(), 6);
    // A solution has none; moving one queen onto another's column does.
    let mut p: Vec<Option<usize>> = [1, 3, 0, 2].iter().map(|&c| Some(c)).collect();
    assert!(conflicts(&p).is_empty());
    p[3] = Some(3);
    assert_eq!(conflicts(&p), vec![(1, 3)]);
}
