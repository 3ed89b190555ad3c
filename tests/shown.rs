//! What the stepper, the search tree, the lesson and the exercises show at
//! the moments their end-to-end tests visit, as the domain computes it:
//! `tests/e2e/shown.json`. The Chromium tests (`teaching.test.mjs`,
//! `truth.test.mjs`, `tree.test.mjs`, `learn.test.mjs`, `homework.test.mjs`,
//! `lesson-phone.test.mjs`, `a11y.test.mjs`) compare the page with this
//! file, so that they check that the page renders the domain's account of a
//! step or a question, while the arithmetic of every step is checked here,
//! natively (`domain::claims`, `domain::stepper`, `domain::learn`, the
//! solver's tests).
//!
//! This test fails when the file is not what the domain computes now; run
//! it with `BLESS=1` to write the file again, and look at the difference.

use bitqueens::domain::learn::homework::{Generator, Set};
use bitqueens::domain::learn::lesson::{self, Task};
use bitqueens::domain::learn::quiz::{Progress, Question, LEVELS};
use bitqueens::domain::stepper::explain::Detail;
use bitqueens::domain::stepper::rows::{current_rows, derivation_rows};
use bitqueens::domain::tree::model::{compare, Kind, SearchTree};
use solver::{Event, Stepper, Timeline};
use std::fmt::Write;

/// The moments the end-to-end tests read, by board: every step of n = 4
/// and 5, the steps of the larger boards that the tests name, and each
/// lesson stop's moment and the one after it.
fn moments() -> Vec<(usize, Vec<u64>)> {
    let mut out = vec![
        (4, (0..=45).collect::<Vec<u64>>()),
        (5, (0..=140).collect()),
        (6, vec![0, 1, 2, 3, 8, 11, 86, 100, 101, 204, 250, 368, 449]),
        (8, vec![0, 1, 2, 3, 25, 330, 995, 3139, 5662, 5985]),
        (16, vec![30139]),
    ];
    for stop in lesson::stops() {
        let (_, steps) = out.iter_mut().find(|(n, _)| *n == stop.n).unwrap();
        steps.extend([stop.step, stop.step + 1]);
        steps.sort_unstable();
        steps.dedup();
    }
    out
}

/// The lesson's stops: topic, board, step, task and the task's answer (the
/// column a click task asks for, the number a number task asks for).
fn stops() -> Vec<String> {
    lesson::stops()
        .iter()
        .map(|stop| {
            let answer = match stop.task {
                Task::Click { column, .. } => column.to_string(),
                Task::Number { answer, .. } => answer.to_string(),
                Task::Step { .. } | Task::Puzzle => "null".into(),
            };
            format!(
                r#"{{"topic":"{}","n":{},"step":{},"task":"{}","answer":{answer}}}"#,
                stop.topic.id(),
                stop.n,
                stop.step,
                stop.task.id()
            )
        })
        .collect()
}

fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn event(e: Option<Event>) -> String {
    match e {
        None => "null".into(),
        Some(Event::Place { row, bit, solution }) => {
            format!(r#"{{"kind":"Place","row":{row},"bit":{bit},"solution":{solution}}}"#)
        }
        Some(Event::Descend { row }) => format!(r#"{{"kind":"Descend","row":{row}}}"#),
        Some(Event::Backtrack { row }) => format!(r#"{{"kind":"Backtrack","row":{row}}}"#),
    }
}

/// One moment as the page's test reads it (`snapshotInPage` in
/// `teaching.test.mjs`): counters, board, the bit rows, the stack, the
/// equations, the derivation rows and the digits pushed off an edge.
fn moment(s: &Stepper) -> String {
    let n = s.n();
    let c = s.counters();
    let b = s.current_bits();
    let detail = Detail::of(s);
    let queens: Vec<String> = s.queens().iter().map(|q| q.to_string()).collect();
    let shown = current_rows(&detail, b, true, "bits");
    let derived = derivation_rows(&detail, b);
    let bits: Vec<String> = shown
        .iter()
        .map(|r| format!("{}:{}", quoted(&r.testid["bits-".len()..]), r.value))
        .collect();
    let derive: Vec<String> = derived
        .iter()
        .map(|r| format!("{}:{}", quoted(&r.testid["derive-".len()..]), r.value))
        .collect();
    let lost = |f: fn(&bitqueens::domain::stepper::rows::ShownRow) -> bool| {
        shown.iter().chain(&derived).any(f)
    };
    let rows = s.row().map_or(0, |r| r + 1);
    let stack: Vec<String> = (0..rows)
        .map(|r| {
            let x = s.row_bits(r);
            format!(
                r#"{{"id":"stack-row-{r}","left":{},"down":{},"right":{},"bitmap":{},"bit":{}}}"#,
                x.left, x.down, x.right, x.bitmap, x.bit
            )
        })
        .collect();
    let equation: Vec<String> = detail.equations(n).iter().map(|e| quoted(e)).collect();
    format!(
        concat!(
            r#"{{"n":{},"step":{},"solutions":{},"placements":{},"backtracks":{},"row":{},"queens":{},"#,
            r#""bits":{{{}}},"stack":[{}],"equation":[{}],"derive":{{{}}},"#,
            r#""lost":{{"left":{},"right":{}}},"event":{}}}"#
        ),
        n,
        c.steps,
        c.solutions,
        c.placements,
        c.backtracks,
        s.row().map_or(-1, |r| r as i64),
        quoted(&queens.join(" ")),
        bits.join(","),
        stack.join(","),
        equation.join(","),
        derive.join(","),
        lost(|r| r.lost_left),
        lost(|r| r.lost_right),
        event(s.last_event()),
    )
}

/// The solutions of `n`, in the order found: the step that completes each
/// and its columns.
fn solutions(n: usize) -> Vec<String> {
    let mut s = Stepper::new(n);
    let mut out = Vec::new();
    while let Some(e) = s.next() {
        if let Event::Place { solution: true, .. } = e {
            let queens: Vec<String> = s.queens().iter().map(|q| q.to_string()).collect();
            out.push(format!(
                "[{},{}]",
                s.counters().steps,
                quoted(&queens.join(" "))
            ));
        }
    }
    out
}

/// The search tree of `n` as the tree page draws it: each node (in the
/// order the search enters them) as `[step, lifted, row, col, kind]`, its
/// counts, and the lab's trees beside it.
fn tree(n: usize) -> String {
    let t = SearchTree::build(n);
    let nodes: Vec<String> = t
        .nodes
        .iter()
        .map(|node| {
            let kind = match node.kind {
                Kind::Solution => "s",
                Kind::DeadEnd => "d",
                Kind::Inner => "i",
            };
            format!(
                r#"[{},{},{},{},"{kind}"]"#,
                node.step, node.lifted, node.row, node.col
            )
        })
        .collect();
    let c = t.counts();
    let lab = compare(&t);
    format!(
        concat!(
            r#"{{"nodes":[{}],"solutions":{},"deadEnds":{},"steps":{},"#,
            r#""compare":{{"bitmap":{},"backtracking":{},"bruteForce":{}}}}}"#
        ),
        nodes.join(","),
        c.solutions,
        c.dead_ends,
        t.last_step,
        lab.bitmap,
        lab.backtracking,
        lab.brute_force,
    )
}

/// The exercises the end-to-end tests answer: free practice by seed, with
/// the pattern of right (`true`) and wrong answers the test gives (the
/// questions drawn depend on it).
const PRACTICE: [(u64, &[bool]); 6] = {
    const T: bool = true;
    const F: bool = false;
    [
        // learn.test.mjs: seven right, then seven times wrong and right;
        // lesson-phone.test.mjs and homework.test.mjs climb the first four.
        (
            2024,
            &[
                T, T, T, T, T, T, T, F, T, F, T, F, T, F, T, F, T, F, T, F, T,
            ],
        ),
        // learn.test.mjs: a set replayed, and another seed's first four.
        (2031, &[T, T, T, F, T, T, T, T, F, T]),
        (2032, &[T, T, T, F]),
        // a11y.test.mjs: a wrong answer; right ones up to the yes / no
        // question; the climb to n = 8 with one wrong answer.
        (101, &[F]),
        (102, &[T, T, T, T, T, T]),
        (103, &[T, T, T, T, F, T, T, T]),
    ]
};

/// The homework sets the end-to-end tests answer: seed, board size and
/// number of questions (`?quiz=SEED&board=N&questions=K`). A set's questions
/// do not depend on the answers, and its first k are those of a shorter set.
const HOMEWORK: [(u64, usize, usize); 5] = [
    (424242, 5, 20),
    (424242, 6, 10),
    (424243, 6, 10),
    (424242, 8, 2),
    (5, 6, 1),
];

/// The questions of [`PRACTICE`] and [`HOMEWORK`], each once, by its key
/// `kind:n:step` (what the page's `quiz-question` names).
fn questions() -> Vec<Question> {
    let mut out: Vec<Question> = Vec::new();
    let mut add = |q: Question| {
        if !out
            .iter()
            .any(|o| (o.kind, o.n, o.step) == (q.kind, q.n, q.step))
        {
            out.push(q);
        }
    };
    for (seed, pattern) in PRACTICE {
        let mut p = Progress::new(seed);
        for &right in pattern {
            add(p.question());
            p.record(right);
            p.advance();
        }
        add(p.question());
    }
    for (seed, n, questions) in HOMEWORK {
        let level = LEVELS.iter().position(|&l| l == n).unwrap();
        let set = Set::new(seed, level, questions).unwrap();
        for q in set.questions(Generator::default(), questions) {
            add(q);
        }
    }
    out
}

/// What the exercises show of a state: the board and the bit rows.
fn state(s: &Stepper) -> String {
    let queens: Vec<String> = s.queens().iter().map(|q| q.to_string()).collect();
    let b = s.current_bits();
    format!(
        r#"{{"queens":{},"row":{},"bits":{{"left":{},"down":{},"right":{},"bitmap":{},"bit":{}}}}}"#,
        quoted(&queens.join(" ")),
        s.row().map_or(-1, |r| r as i64),
        b.left,
        b.down,
        b.right,
        b.bitmap,
        b.bit
    )
}

/// One question: the answer, the board before and after its event, and the
/// equations of that event (the feedback's derivation).
fn question(q: &Question) -> String {
    let equations: Vec<String> = Detail::of(&q.after)
        .equations(q.n)
        .iter()
        .map(|e| quoted(e))
        .collect();
    format!(
        r#""{}:{}:{}": {{"value":{},"before":{},"after":{},"equations":[{}]}}"#,
        q.kind.id(),
        q.n,
        q.step,
        q.expected,
        state(&q.before),
        state(&q.after),
        equations.join(",")
    )
}

fn fixture() -> String {
    let mut out = String::from("{\n\"moments\": {\n");
    let mut first = true;
    for (n, steps) in moments() {
        let mut timeline = Timeline::new(n);
        for k in steps {
            let s = timeline.seek(k);
            assert_eq!(s.counters().steps, k, "n = {n}: step {k} is in the search");
            if !first {
                out += ",\n";
            }
            first = false;
            write!(out, "\"{n}:{k}\": {}", moment(&s)).unwrap();
        }
    }
    out += "\n},\n\"totals\": {";
    let totals: Vec<String> = [4, 5, 6, 7, 8]
        .iter()
        .map(|&n| format!("\"{n}\":{}", Timeline::new(n).total_steps()))
        .collect();
    out += &totals.join(",");
    out += "},\n\"solutions\": {\n";
    out += &[4, 6, 8]
        .iter()
        .map(|&n| format!("\"{n}\": [{}]", solutions(n).join(",")))
        .collect::<Vec<_>>()
        .join(",\n");
    out += "\n},\n\"trees\": {\n";
    out += &[4, 5, 6, 8]
        .iter()
        .map(|&n| format!("\"{n}\": {}", tree(n)))
        .collect::<Vec<_>>()
        .join(",\n");
    out += "\n},\n\"lesson\": [\n";
    out += &stops().join(",\n");
    out += "\n],\n\"questions\": {\n";
    out += &questions()
        .iter()
        .map(question)
        .collect::<Vec<_>>()
        .join(",\n");
    out += "\n}\n}\n";
    out
}

#[test]
fn the_e2e_tests_read_what_the_domain_computes() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/shown.json");
    let want = fixture();
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(path, &want).unwrap();
    }
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        have == want,
        "tests/e2e/shown.json is not what the domain computes: run this test with BLESS=1 and read the difference"
    );
}

/// The literals of the moments the tests name, so that a change of the
/// search that keeps the file consistent with itself is still seen here.
#[test]
fn the_named_moments_are_what_the_tests_say() {
    // n = 6, step 8: the left shift with its mask, a bit falling off.
    let s = Timeline::new(6).seek(8);
    assert_eq!(
        Detail::of(&s).equations(6),
        [
            "left = ((left|bit) << 1) & mask = ((111000|000010) << 1) & 111111 = 1110100 & 111111 = 110100 (52)",
            "down = down|bit = 010101|000010 = 010111 (23)",
            "right = (right|bit) >> 1 = (001001|000010) >> 1 = 001011 >> 1 = 000101 (5)",
            "bitmap = mask & ~(left|down|right) = 111111 & ~110111 = 001000 (8)",
        ]
    );
    // n = 6, step 11: a Backtrack out of row 5 lifts row 4's queen, column 2.
    let s = Timeline::new(6).seek(11);
    assert_eq!(s.last_event(), Some(Event::Backtrack { row: 5 }));
    assert_eq!((s.queens(), s.lifted()), (vec![5, 3, 1, 4], Some(2)));
    // The first solutions of n = 4, 8 and 16.
    for (n, step) in [(4, 19), (8, 330), (16, 30139)] {
        let s = Timeline::new(n).seek(step);
        assert_eq!(s.counters().solutions, 1, "n = {n}");
        assert!(matches!(
            s.last_event(),
            Some(Event::Place { solution: true, .. })
        ));
    }
    // The free squares' row at n = 8, step 0 and at n = 6, step 8.
    for (s, free) in [(Stepper::new(8), 255), (Timeline::new(6).seek(8), 8)] {
        let row = current_rows(&Detail::of(&s), s.current_bits(), true, "bits")
            .into_iter()
            .find(|r| r.testid == "bits-free")
            .unwrap();
        assert_eq!(
            (
                row.label.text(bitqueens::i18n::Lang::En).as_ref(),
                row.value
            ),
            ("mask & ~(left|down|right)", free)
        );
    }
}
