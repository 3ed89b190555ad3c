//! The stepper's contract: the event stream, the counts, resumability and seek.

use bitqueens_solver::{Event, Stepper, Timeline};

/// `(n, total, unique)` from the published table kept in `data/`.
fn reference() -> Vec<(usize, u64, u64)> {
    include_str!("../../data/nqueens-counts.tsv")
        .lines()
        .skip(1)
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            (
                f[0].parse().unwrap(),
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn reference_table_is_the_shared_one() {
    // CI has ../shared beside the clone; elsewhere there is nothing to compare.
    if let Ok(shared) = std::fs::read_to_string("../../shared/reference/nqueens-counts.tsv") {
        assert_eq!(shared, include_str!("../../data/nqueens-counts.tsv"));
    }
    assert_eq!(reference().len(), 27);
}

#[test]
fn stepping_to_the_end_counts_every_solution_for_n_1_to_12() {
    for (n, total, _) in reference().into_iter().filter(|r| r.0 <= 12) {
        let mut s = Stepper::new(n);
        assert_eq!(s.run_to_end(), total, "n = {n}");
        assert!(s.is_finished());
        assert_eq!(s.next(), None, "a finished search stays finished");
    }
}

#[test]
fn the_whole_event_stream_of_n4() {
    use Event::*;
    let p = |row, bit| Place {
        row,
        bit,
        solution: false,
    };
    let d = |row| Descend { row };
    let b = |row| Backtrack { row };
    let expected = vec![
        p(0, 0b0001),
        d(1),
        p(1, 0b0100),
        d(2),
        b(2),
        p(1, 0b1000),
        d(2),
        p(2, 0b0010),
        d(3),
        b(3),
        b(2),
        b(1),
        p(0, 0b0010),
        d(1),
        p(1, 0b1000),
        d(2),
        p(2, 0b0001),
        d(3),
        Place {
            row: 3,
            bit: 0b0100,
            solution: true,
        },
        b(3),
        b(2),
        b(1),
        p(0, 0b0100),
        d(1),
        p(1, 0b0001),
        d(2),
        p(2, 0b1000),
        d(3),
        Place {
            row: 3,
            bit: 0b0010,
            solution: true,
        },
        b(3),
        b(2),
        b(1),
        p(0, 0b1000),
        d(1),
        p(1, 0b0001),
        d(2),
        p(2, 0b0100),
        d(3),
        b(3),
        b(2),
        p(1, 0b0010),
        d(2),
        b(2),
        b(1),
        b(0),
    ];
    let events: Vec<Event> = Stepper::new(4).collect();
    assert_eq!(events, expected);
    assert_eq!(events.len(), 45);
    let mut s = Stepper::new(4);
    s.run_to_end();
    let c = s.counters();
    assert_eq!(
        (c.steps, c.solutions, c.placements, c.backtracks),
        (45, 2, 16, 15)
    );
}

#[test]
fn queens_and_row_values_follow_the_events() {
    let mut s = Stepper::new(5);
    // Place in row 0: the lowest bit, i.e. the rightmost column.
    assert_eq!(
        s.next(),
        Some(Event::Place {
            row: 0,
            bit: 1,
            solution: false
        })
    );
    assert_eq!(s.queens(), vec![4]);
    assert_eq!(s.current_bits().bitmap, 0b11110);
    assert_eq!(s.current_bits().bit, 1);
    // Descend: row 1 gets the attacks of that queen, and has no queen yet.
    assert_eq!(s.next(), Some(Event::Descend { row: 1 }));
    let b = s.current_bits();
    assert_eq!(s.row(), Some(1));
    assert_eq!((b.left, b.down, b.right), (0b00010, 0b00001, 0b00000));
    assert_eq!(b.attacks, 0b00011);
    assert_eq!(b.bitmap, 0b11100);
    assert_eq!(b.bit, 0);
    assert_eq!(s.queens(), vec![4]);
}

#[test]
fn seed_example_n5_first_solution_at_step_9() {
    let mut s = Stepper::new(5);
    for _ in 0..8 {
        s.next();
    }
    assert_eq!(s.counters().solutions, 0);
    assert_eq!(
        s.next(),
        Some(Event::Place {
            row: 4,
            bit: 0b01000,
            solution: true
        })
    );
    assert_eq!(s.counters().steps, 9);
    assert_eq!(s.counters().solutions, 1);
    assert_eq!(s.queens(), vec![4, 2, 0, 3, 1]);
    // The binary rows of the seed's board: 00001 00100 10000 00010 01000.
}

#[test]
fn n5_solutions_come_in_the_seeds_order() {
    // The seeds print bit positions (from the right); mirrored to columns from the left.
    let seed_order = [
        [0, 2, 4, 1, 3],
        [0, 3, 1, 4, 2],
        [1, 3, 0, 2, 4],
        [1, 4, 2, 0, 3],
        [2, 0, 3, 1, 4],
        [2, 4, 1, 3, 0],
        [3, 0, 2, 4, 1],
        [3, 1, 4, 2, 0],
        [4, 1, 3, 0, 2],
        [4, 2, 0, 3, 1],
    ];
    let mut found = Vec::new();
    let mut s = Stepper::new(5);
    while let Some(e) = s.next() {
        if let Event::Place { solution: true, .. } = e {
            found.push(s.queens());
        }
    }
    let expected: Vec<Vec<usize>> = seed_order
        .iter()
        .map(|sol| sol.iter().map(|c| 4 - c).collect())
        .collect();
    assert_eq!(found, expected);
}

#[test]
fn a_search_resumes_exactly_where_it_stopped() {
    let full: Vec<Event> = Stepper::new(7).collect();
    for k in [0, 1, 2, 3, 17, 100, 555, full.len() - 1, full.len()] {
        let mut s = Stepper::new(7);
        let mut stream: Vec<Event> = s.by_ref().take(k).collect();
        let paused = s.clone();
        stream.extend(paused);
        assert_eq!(stream, full, "paused at {k}");
    }
}

#[test]
fn seek_equals_stepping_for_every_step_of_n6() {
    let mut t = Timeline::new(6);
    let total = t.total_steps();
    let mut s = Stepper::new(6);
    for k in 0..=total {
        assert_eq!(t.seek(k), s, "step {k}");
        s.next();
    }
    assert!(s.is_finished());
    assert_eq!(
        t.seek(total + 1000),
        t.seek(total),
        "past the end stays at the end"
    );
}

#[test]
fn seek_equals_stepping_on_samples_of_n10() {
    let mut t = Timeline::new(10);
    let total = t.total_steps();
    let mut s = Stepper::new(10);
    let mut k = 0u64;
    while let Some(_) = s.next() {
        k += 1;
        if k % 997 == 0 || k + 3 >= total {
            assert_eq!(t.seek(k), s, "step {k}");
        }
    }
    assert_eq!(k, total);
}

#[test]
fn advance_to_moves_a_state_forward() {
    let mut t = Timeline::new(8);
    let mut s = t.seek(1234);
    t.advance_to(&mut s, 50_000);
    assert_eq!(s, t.seek(50_000));
}

#[test]
fn timeline_totals_match_a_full_run() {
    for n in 1..=10 {
        let mut t = Timeline::new(n);
        let whole = t.whole();
        let mut s = Stepper::new(n);
        s.run_to_end();
        let c = s.counters();
        assert_eq!(whole.events(), c.steps, "n = {n}");
        assert_eq!(whole.solutions, c.solutions);
        assert_eq!(whole.placements, c.placements);
        assert_eq!(whole.backtracks(), c.backtracks);
    }
}

#[test]
fn jumping_between_solutions() {
    let mut t = Timeline::new(6);
    let mut steps = Vec::new();
    let mut s = Stepper::new(6);
    while let Some(e) = s.next() {
        if let Event::Place { solution: true, .. } = e {
            steps.push(s.clone());
        }
    }
    assert_eq!(steps.len(), 4);
    for (i, at) in steps.iter().enumerate() {
        assert_eq!(t.solution(i as u64 + 1).as_ref(), Some(at));
    }
    assert_eq!(t.solution(5), None);
    assert_eq!(t.solution(0), None);
    // From the start: next is the first; there is no previous.
    let start = Stepper::new(6);
    assert_eq!(t.next_solution(&start).as_ref(), Some(&steps[0]));
    assert_eq!(t.prev_solution(&start), None);
    // From a solution: neighbours; from just after one: that one is previous.
    assert_eq!(t.next_solution(&steps[1]).as_ref(), Some(&steps[2]));
    assert_eq!(t.prev_solution(&steps[1]).as_ref(), Some(&steps[0]));
    let mut after = steps[1].clone();
    after.next();
    assert_eq!(t.prev_solution(&after).as_ref(), Some(&steps[1]));
    assert_eq!(t.next_solution(&steps[3]), None);
}

#[test]
fn preparing_in_slices_gives_the_same_timeline() {
    let mut sliced = Timeline::new(11);
    assert!(!sliced.is_prepared());
    let mut calls = 0;
    loop {
        let (done, of) = sliced.prepare(100);
        calls += 1;
        assert!(done <= of && of > 100);
        if done == of {
            break;
        }
    }
    assert!(calls > 2, "the work was really split");
    assert!(sliced.is_prepared());
    let mut fresh = Timeline::new(11);
    assert_eq!(sliced.whole(), fresh.whole());
    for k in [0, 1, 999_999, 1_234_567, sliced.total_steps()] {
        assert_eq!(sliced.seek(k), fresh.seek(k));
    }
    // Small boards need no preparation.
    assert!(Timeline::new(5).is_prepared());
}

#[test]
fn unprepared_large_boards_seek_and_find_solutions_by_stepping_where_needed() {
    // n = 16 is never counted in full here: a seek near the start and the
    // first solution must only touch the part of the tree before them.
    let mut t = Timeline::new(16);
    let mut s = Stepper::new(16);
    for _ in 0..5_000 {
        s.next();
    }
    assert_eq!(t.seek(5_000), s);
    let mut first = Stepper::new(16);
    while first.counters().solutions == 0 {
        first.next();
    }
    assert_eq!(t.next_solution(&Stepper::new(16)).as_ref(), Some(&first));
    assert!(!t.is_prepared());
}

#[test]
fn preparing_with_any_slice_budget_gives_the_totals_of_a_full_run() {
    for n in 6..=11 {
        let mut run = Stepper::new(n);
        run.run_to_end();
        let end = run.counters();
        for budget in [1, 2, 7, 64, usize::MAX] {
            let mut t = Timeline::new(n);
            let mut last = (0, 0);
            while !t.is_prepared() {
                let (done, of) = t.prepare(budget);
                assert!(done <= of, "n = {n}, budget {budget}");
                assert!(done >= last.0, "progress never goes back");
                last = (done, of);
            }
            assert_eq!(last.0, last.1, "n = {n}: finished at 100%");
            assert_eq!(t.prepare(budget), last, "a prepared timeline stays so");
            let whole = t.whole();
            assert_eq!(t.total_steps(), end.steps, "n = {n}, budget {budget}");
            assert_eq!(whole.placements, end.placements, "n = {n}, budget {budget}");
            assert_eq!(whole.solutions, end.solutions, "n = {n}, budget {budget}");
        }
    }
}

#[test]
fn seeks_in_the_middle_of_a_preparation_agree_with_stepping() {
    // A seek remembers the subtrees it counts; the preparation then finds
    // them in its memo (or their mirror images) and must still add up.
    let n = 10;
    let mut t = Timeline::new(n);
    let mut fresh = Timeline::new(n);
    let total = fresh.total_steps();
    let mut k = 0;
    while !t.is_prepared() {
        t.prepare(3);
        k = (k + 7_919 * 13) % total;
        assert_eq!(t.seek(k), fresh.seek(k), "step {k}");
    }
    assert_eq!(t.whole(), fresh.whole());
    let mut run = Stepper::new(n);
    run.run_to_end();
    assert_eq!(t.total_steps(), run.counters().steps);
}
