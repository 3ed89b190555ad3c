//! The stepper's contract: the event stream, the counts, resumability and seek.
//!
//! `Timeline::seek` is checked against plain stepping and, for boards too big
//! to step through, against [`walk_to`], an independent recursive search
//! written below that knows nothing of the solver's subtree counting.

use solver::{BitmapRules, Counters, Event, RowBits, Rules, Stepper, Timeline, Vars};

/// `(n, total, unique)`: the published counts.
fn reference() -> Vec<(usize, u64, u64)> {
    solver::published::TABLE
        .iter()
        .map(|r| (r.n, r.total, r.unique))
        .collect()
}

#[test]
fn the_reference_table_holds_the_published_counts() {
    let r = reference();
    // One row per n = 1..=27, in order.
    assert_eq!(
        r.iter().map(|x| x.0).collect::<Vec<_>>(),
        (1..=27).collect::<Vec<_>>()
    );
    // OEIS A000170 (total) and A002562 (unique), written out independently.
    let totals = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200];
    let uniques = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1_787];
    for (i, (t, u)) in totals.iter().zip(uniques).enumerate() {
        assert_eq!((r[i].1, r[i].2), (*t, u), "n = {}", i + 1);
    }
    assert_eq!(r[26], (27, 234_907_967_154_122_528, 29_363_495_934_315_694));
    // Every family has 1, 2, 4 or 8 boards.
    for &(n, total, unique) in &r[1..] {
        assert!(unique <= total && total <= 8 * unique, "n = {n}");
    }
    // Where the shared reference is beside the clone (CI), it is the same file.
    match std::fs::read_to_string("../../shared/reference/nqueens-counts.tsv") {
        Ok(shared) => assert_eq!(shared, include_str!("../../data/nqueens-counts.tsv")),
        Err(_) => eprintln!("note: ../shared/reference is not here; data/ checked on its own"),
    }
}

// ---------------------------------------------------------------------------
// An independent model of the event stream, for seeks far into big boards.

/// What a search (or a part of it) contains, counted event by event.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
struct Tally {
    events: u64,
    placements: u64,
    solutions: u64,
    backtracks: u64,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.events += o.events;
        self.placements += o.placements;
        self.solutions += o.solutions;
        self.backtracks += o.backtracks;
    }
}

/// The events of the row `row` whose attacks are `left`, `down`, `right`:
/// from just after the Descend into it to its Backtrack, by plain recursion.
fn tally(n: usize, row: usize, left: u32, down: u32, right: u32) -> Tally {
    let mask = if n == 32 { u32::MAX } else { (1 << n) - 1 };
    let mut t = Tally::default();
    let mut free = mask & !(left | down | right);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free &= free - 1;
        t.events += 1; // Place
        t.placements += 1;
        if row == n - 1 {
            t.solutions += 1;
        } else {
            t.events += 1; // Descend
            t += tally(
                n,
                row + 1,
                ((left | bit) << 1) & mask,
                down | bit,
                (right | bit) >> 1,
            );
        }
    }
    t.events += 1; // Backtrack
    t.backtracks += 1;
    t
}

/// What the page shows after `k` events: the stack rows `0..=row` (left,
/// down, right, remaining bitmap, queen), the counters and the last event.
#[derive(Debug, PartialEq, Eq)]
struct Seen {
    row: Option<usize>,
    queens: Vec<usize>,
    stack: Vec<RowBits>,
    counters: Counters,
    last: Option<Event>,
}

fn seen(s: &Stepper) -> Seen {
    let live = s.row().map_or(0, |r| r + 1);
    Seen {
        row: s.row(),
        queens: s.queens(),
        stack: (0..live).map(|r| s.row_bits(r)).collect(),
        counters: s.counters(),
        last: s.last_event(),
    }
}

/// The state after `k` events, found by skipping whole subtrees whose size
/// [`tally`] counts, and descending into the one that contains step `k`.
fn walk_to(n: usize, k: u64) -> Seen {
    let mask = if n == 32 { u32::MAX } else { (1 << n) - 1 };
    // One entry per live row: (left, down, right, remaining bitmap, queen).
    let mut stack = vec![(0u32, 0u32, 0u32, mask, 0u32)];
    let mut done = Tally::default();
    let mut last = None;
    let finish = |stack: &[(u32, u32, u32, u32, u32)], done: Tally, last, row: Option<usize>| {
        let live = row.map_or(0, |r| r + 1);
        let stack: Vec<RowBits> = stack[..live]
            .iter()
            .map(|&(left, down, right, bitmap, bit)| RowBits {
                left,
                down,
                right,
                attacks: left | down | right,
                mask,
                bitmap,
                bit,
            })
            .collect();
        let queens = stack
            .iter()
            .take_while(|b| b.bit != 0)
            .map(|b| n - 1 - b.bit.trailing_zeros() as usize)
            .collect();
        Seen {
            row,
            queens,
            stack,
            counters: Counters {
                steps: done.events,
                solutions: done.solutions,
                placements: done.placements,
                backtracks: done.backtracks,
            },
            last,
        }
    };
    loop {
        let row = stack.len() - 1;
        if done.events == k {
            return finish(&stack, done, last, Some(row));
        }
        let (left, down, right, bitmap, _) = stack[row];
        if bitmap == 0 {
            // Only the root's Backtrack is ever reached: a row is entered
            // only when step k lies before its own Backtrack.
            assert_eq!(row, 0);
            done.events += 1;
            done.backtracks += 1;
            assert_eq!(done.events, k, "k is past the end");
            return finish(&stack, done, Some(Event::Backtrack { row: 0 }), None);
        }
        let bit = bitmap & bitmap.wrapping_neg();
        stack[row].3 ^= bit;
        stack[row].4 = bit;
        let solution = row == n - 1;
        done.events += 1;
        done.placements += 1;
        done.solutions += solution as u64;
        last = Some(Event::Place { row, bit, solution });
        if solution || done.events == k {
            continue;
        }
        let child = (((left | bit) << 1) & mask, down | bit, (right | bit) >> 1);
        done.events += 1;
        let free = mask & !(child.0 | child.1 | child.2);
        if done.events == k {
            stack.push((child.0, child.1, child.2, free, 0));
            return finish(
                &stack,
                done,
                Some(Event::Descend { row: row + 1 }),
                Some(row + 1),
            );
        }
        let below = tally(n, row + 1, child.0, child.1, child.2);
        if done.events + below.events <= k {
            // The whole subtree lies before step k: skip it. The Backtrack
            // that comes back here lifts this row's queen.
            done += below;
            stack[row].4 = 0;
            last = Some(Event::Backtrack { row: row + 1 });
        } else {
            stack.push((child.0, child.1, child.2, free, 0));
            last = Some(Event::Descend { row: row + 1 });
        }
    }
}

/// Plain stepping from the start, stopping at each of `ks` (sorted).
fn stepped(n: usize, ks: &[u64]) -> Vec<Stepper> {
    assert!(ks.windows(2).all(|w| w[0] <= w[1]));
    let mut s = Stepper::new(n);
    ks.iter()
        .map(|&k| {
            while s.counters().steps < k && s.next().is_some() {}
            s.clone()
        })
        .collect()
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
fn stepping_with_the_bitmap_rules_is_iterating() {
    for n in 1..=8 {
        let (mut with, mut it) = (Stepper::new(n), Stepper::new(n));
        loop {
            let e = with
                .step_with(&BitmapRules)
                .unwrap_or_else(|never| match never {});
            assert_eq!(e, it.next());
            assert_eq!(with, it);
            if e.is_none() {
                break;
            }
        }
        assert_eq!(with.step_with(&BitmapRules), Ok(None));
    }
}

/// The leftmost candidate first: the mirror image of the real search.
struct LeftmostFirst;

impl Rules for LeftmostFirst {
    type Error = std::convert::Infallible;
    fn bit(&self, v: &Vars) -> Result<u32, Self::Error> {
        Ok(1 << (31 - v.bitmap.leading_zeros()))
    }
    fn left(&self, v: &Vars) -> Result<u32, Self::Error> {
        BitmapRules.left(v)
    }
    fn down(&self, v: &Vars) -> Result<u32, Self::Error> {
        BitmapRules.down(v)
    }
    fn right(&self, v: &Vars) -> Result<u32, Self::Error> {
        BitmapRules.right(v)
    }
    fn bitmap(&self, v: &Vars) -> Result<u32, Self::Error> {
        BitmapRules.bitmap(v)
    }
}

#[test]
fn other_rules_run_the_same_loop() {
    for n in 1..=8 {
        let mirror = |v: u32| v.reverse_bits() >> (32 - n);
        let (mut yours, mut real) = (Stepper::new(n), Stepper::new(n));
        loop {
            let e = yours.step_with(&LeftmostFirst).unwrap();
            let mirrored = real.next().map(|e| match e {
                Event::Place { row, bit, solution } => Event::Place {
                    row,
                    bit: mirror(bit),
                    solution,
                },
                e => e,
            });
            assert_eq!(e, mirrored, "n = {n}");
            assert_eq!(yours.counters(), real.counters());
            let lifted = real.lifted().map(|c| n - 1 - c);
            assert_eq!(
                (yours.lifted(), yours.lifted_solution()),
                (lifted, real.lifted_solution())
            );
            for r in 0..real.row().map_or(1, |r| r + 1) {
                let (y, b) = (yours.row_bits(r), real.row_bits(r));
                assert_eq!(
                    [y.left, y.down, y.right, y.bitmap, y.bit],
                    [b.right, b.down, b.left, b.bitmap, b.bit].map(mirror),
                    "n = {n}, step {}, row {r}",
                    real.counters().steps
                );
            }
            if e.is_none() {
                break;
            }
        }
    }
}

/// The real rules, except that the one named fails: `bit` where it would
/// place a queen on the second column from the right (bit 1, often right
/// after a Backtrack lifted the queen of bit 0), the others below a queen
/// on the last column (bit 0).
struct FailOn(&'static str);

impl FailOn {
    fn at(&self, name: &'static str, v: &Vars, ok: u32) -> Result<u32, &'static str> {
        let queen = if name == "bit" { ok } else { v.bit << 1 };
        if self.0 == name && queen == 2 {
            Err(name)
        } else {
            Ok(ok)
        }
    }
}

impl Rules for FailOn {
    type Error = &'static str;
    fn bit(&self, v: &Vars) -> Result<u32, &'static str> {
        self.at("bit", v, v.bitmap & v.bitmap.wrapping_neg())
    }
    fn left(&self, v: &Vars) -> Result<u32, &'static str> {
        self.at("left", v, ((v.left | v.bit) << 1) & v.mask)
    }
    fn down(&self, v: &Vars) -> Result<u32, &'static str> {
        self.at("down", v, v.down | v.bit)
    }
    fn right(&self, v: &Vars) -> Result<u32, &'static str> {
        self.at("right", v, (v.right | v.bit) >> 1)
    }
    fn bitmap(&self, v: &Vars) -> Result<u32, &'static str> {
        self.at("bitmap", v, v.mask & !(v.left | v.down | v.right))
    }
}

#[test]
fn a_failing_rule_leaves_the_state_as_it_was() {
    const N: usize = 6;
    for name in ["bit", "left", "down", "right", "bitmap"] {
        let rules = FailOn(name);
        let mut s = Stepper::new(N);
        let mut real = Stepper::new(N);
        let (mut failures, mut after_a_lift) = (0, 0);
        while !s.is_finished() {
            let before = s.clone();
            let below = (0..N).map(|r| s.raw_bits(r)).collect::<Vec<_>>();
            match s.step_with(&rules) {
                Ok(e) => assert_eq!(e, real.next(), "{name}"),
                Err(e) => {
                    assert_eq!(e, name);
                    failures += 1;
                    after_a_lift += u32::from(before.lifted().is_some());
                    // Nothing changed, not even the rows below or the queen
                    // a Backtrack lifted; the real rules go on from here.
                    assert_eq!(s, before, "{name}");
                    assert_eq!((0..N).map(|r| s.raw_bits(r)).collect::<Vec<_>>(), below);
                    assert_eq!(s.lifted(), before.lifted());
                    assert_eq!(s.step_with(&BitmapRules).unwrap(), real.next());
                }
            }
            assert_eq!(s, real, "{name}");
        }
        // One failure per such queen above the last row; `bit` also fails
        // just after a Backtrack that lifted a queen.
        assert!(failures > 1, "{name}");
        assert_eq!(after_a_lift > 0, name == "bit", "{name}");
    }
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
        if k.is_multiple_of(997) || k + 3 >= total {
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
    assert_eq!(s, stepped(8, &[50_000])[0]);
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
    let mut run = Stepper::new(11);
    run.run_to_end();
    let end = run.counters();
    let whole = sliced.whole();
    assert_eq!(
        (sliced.total_steps(), whole.placements, whole.solutions),
        (end.steps, end.placements, end.solutions)
    );
    let mut ks = [0, 1, 999_999, 1_234_567, end.steps];
    ks.sort();
    for (k, s) in ks.iter().zip(stepped(11, &ks)) {
        assert_eq!(sliced.seek(*k), s, "step {k}");
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
    let mut run = Stepper::new(n);
    run.run_to_end();
    let total = run.counters().steps;
    let mut t = Timeline::new(n);
    let mut k = 0;
    let mut seeks = Vec::new();
    while !t.is_prepared() {
        t.prepare(3);
        k = (k + 7_919 * 13) % total;
        seeks.push((k, t.seek(k)));
    }
    assert!(
        seeks.len() > 10,
        "{} seeks during the preparation",
        seeks.len()
    );
    eprintln!("{} seeks", seeks.len());
    seeks.sort_by_key(|(k, _)| *k);
    let ks: Vec<u64> = seeks.iter().map(|(k, _)| *k).collect();
    for ((k, sought), s) in seeks.iter().zip(stepped(n, &ks)) {
        assert_eq!(*sought, s, "step {k}");
    }
    let whole = t.whole();
    assert_eq!(t.total_steps(), total);
    assert_eq!(
        (whole.placements, whole.solutions),
        (run.counters().placements, run.counters().solutions)
    );
}

#[test]
fn the_walk_model_agrees_with_stepping_for_every_step_of_n7() {
    let mut s = Stepper::new(7);
    loop {
        let k = s.counters().steps;
        assert_eq!(walk_to(7, k), seen(&s), "step {k}");
        if s.next().is_none() {
            break;
        }
    }
    assert_eq!(tally(7, 0, 0, 0, 0).events, s.counters().steps);
}

#[test]
fn far_seeks_into_big_boards_agree_with_an_independent_walk() {
    // n = 12..14: three points spread over the whole search, and the end.
    // n = 15, 16: the whole search is too long to walk here; points up to
    // a few hundred million steps (the e2e test opens n = 15 at 300,000,000).
    let samples: Vec<(usize, Vec<u64>)> = (12..=14)
        .map(|n| {
            let total = tally(n, 0, 0, 0, 0).events;
            let mut ks: Vec<u64> = (1..=3).map(|j| total / 4 * j + j).collect();
            ks.extend([total - 1, total]);
            (n, ks)
        })
        .chain([
            (15, vec![123_456_789, 300_000_000]),
            (16, vec![250_000_003]),
        ])
        .collect();
    for (n, ks) in samples {
        // Both ways the page seeks: in a timeline still being prepared
        // (subtrees counted on demand), and in a fully prepared one (sizes
        // from the memo, half of them from mirror images) where that is
        // quick enough to build here.
        let mut fresh = Timeline::new(n);
        let mut prepared = Timeline::new(n);
        if n <= 14 {
            while !prepared.is_prepared() {
                prepared.prepare(usize::MAX);
            }
        }
        for k in ks {
            let expected = walk_to(n, k);
            assert_eq!(
                seen(&fresh.seek(k)),
                expected,
                "n = {n}, step {k}, unprepared"
            );
            let t = if n <= 14 { &mut prepared } else { &mut fresh };
            let sought = t.seek(k);
            assert_eq!(seen(&sought), expected, "n = {n}, step {k}");
            // And the next events from there are plain steps.
            let mut s = sought;
            for j in 1..=40 {
                if s.next().is_none() {
                    break;
                }
                assert_eq!(t.seek(k + j), s, "n = {n}, step {}", k + j);
            }
        }
    }
}
