//! The counter on small boards against the published counts, the wide
//! window against the narrow one, tasks and their words checked.

use super::*;

const REF: [(u64, u64); 12] = [
    (1, 1),
    (0, 0),
    (0, 0),
    (2, 1),
    (10, 2),
    (4, 1),
    (40, 6),
    (92, 12),
    (352, 46),
    (724, 92),
    (2680, 341),
    (14200, 1787),
];

#[test]
fn small_boards() {
    for (i, &(total, unique)) in REF.iter().enumerate() {
        let n = i + 1;
        let c = count(n);
        assert_eq!((c.total(), c.unique()), (total, unique), "n = {n}");
        assert_eq!(count_plain(n), total, "plain n = {n}");
    }
}

/// Boards from 17 columns on search their last rows in a [`Wide`]
/// window when their empty columns span more than 16, else in a
/// shifted [`Narrow`] one. Here smaller boards are searched with every
/// window wide, and with a mix (the narrow ones only for empty columns
/// within 8 or 11 bits), and must count the same.
#[test]
fn wide_window_searches_like_the_narrow_one() {
    for n in 9..=14 {
        let narrow: Classes = tasks(n)
            .iter()
            .map(|task| Search::new(n, task.distance as usize, Silent).run(task))
            .sum();
        assert_eq!(narrow, count(n), "n = {n}");
        for span in [0, 1 << 8, 1 << 11] {
            let wide: Classes = tasks(n)
                .iter()
                .map(|task| {
                    let mut search = Search::new(n, task.distance as usize, Silent);
                    (search.wide, search.narrow_span) = (true, span);
                    search.run(task)
                })
                .sum();
            assert_eq!(wide, narrow, "n = {n}, narrow below {span}");
        }
    }
}

/// The layout of the window changes no node of the tree: the wasm test
/// (tests/e2e/wasm-window.test.mjs) compares the browser's tree of a small
/// board searched with wide windows with the native counter's plain one.
#[test]
fn wide_window_walks_the_same_tree() {
    use crate::methods::Unlimited;
    for n in 9..=13 {
        let plain = count_traced(n, &mut Unlimited);
        for span in [0, 1 << 8, 1 << 11] {
            let wide = count_traced_windows(n, span, &mut Unlimited);
            assert_eq!(wide, plain, "n = {n}, narrow below {span}");
        }
    }
}

#[test]
fn eight() {
    let c = count(8);
    assert_eq!((c.c1, c.c2, c.c4, c.c8), (0, 0, 1, 11));
}

#[test]
fn words_round_trip() {
    for n in 1..=12 {
        for t in tasks(n) {
            assert_eq!(Task::from_words(&t.to_words()), Some(t));
        }
    }
    assert_eq!(Task::from_words(&[1]), None);
    assert_eq!(Task::from_words(&[1, 2, 3]), None);
    assert_eq!(Task::from_words(&[1, 0]), None);
    assert_eq!(Task::from_words(&[1, 5, 0, 0, 0, 0, 0]), None);
}

#[test]
fn foreign_tasks_count_nothing() {
    let t = tasks(10)[0];
    let mut bad = t;
    bad.cols[1] = bad.cols[0]; // same column twice
    assert_eq!(count_task(10, &bad), Classes::default());
    let mut bad = t;
    bad.distance = 9;
    assert_eq!(count_task(10, &bad), Classes::default());
    let mut bad = t;
    bad.cols[0] = 0; // a corner, not at the task's distance
    assert_eq!(count_task(10, &bad), Classes::default());
    assert_eq!(count_task(2, &t), Classes::default());
}
