//! The lesson's puzzle (stop 1).

use super::*;

fn puzzle_of(n: usize, queens: &[(usize, usize)], lang: Lang) -> Node {
    let mut board = Puzzle::new(n);
    for &(r, c) in queens {
        board.toggle(r, c);
    }
    let p = PuzzleViewProps {
        n,
        lang,
        board: Some(board),
        on_change: Callback::noop(),
        // A board the learner moved on: its status speaks.
        moves: 1,
        next: Html::default(),
    };
    render(puzzle(&p, (0, 0), (&Callback::noop(), Callback::noop())))
}

/// The puzzle: a square a button each, named by its square and what holds
/// or attacks it, pressed where a queen is; one Tab stop; the lines along
/// which a free square is attacked drawn as marks of their own; a board in
/// conflict, and a solution, said by the status.
#[test]
fn the_puzzle_names_every_square_and_says_how_far_the_learner_is() {
    for lang in LANGS {
        let dom = puzzle_of(4, &[(0, 0), (0, 2)], lang);
        let board = dom.of_class("puzzle-board")[0];
        assert_eq!(board.attr("role"), Some("group"));
        assert_eq!(board.attr("aria-describedby"), Some("puzzle-keys"));
        assert!(attr(board, "aria-label").ends_with("4×4"));
        let squares = dom.testids("puzzle-");
        let squares: Vec<&&Node> = squares.iter().filter(|e| e.tag == "button").collect();
        assert_eq!(squares.len(), 16);
        let stops: Vec<&str> = squares
            .iter()
            .filter(|b| b.attr("tabindex") == Some("0"))
            .map(|b| attr(b, "data-testid"))
            .collect();
        assert_eq!(stops, ["puzzle-0-0"], "one Tab stop");
        let q = dom.testid("puzzle-0-0");
        assert_eq!(q.attr("aria-pressed"), Some("true"));
        assert!(q.has_class("queen") && q.has_class("in-conflict"));
        assert_eq!(dom.testid("puzzle-3-3").attr("aria-pressed"), Some("false"));
        // (1, 1): on a ╲ of (0, 0) and a ╱ of (0, 2), two marks.
        let cell = dom.testid("puzzle-1-1");
        assert!(cell.has_class("attacked"));
        let marks = cell.of_class("puzzle-marks")[0];
        assert_eq!(marks.attr("aria-hidden"), Some("true"));
        assert_eq!(
            marks.elements().map(Node::text).collect::<Vec<_>>(),
            ["╱", "╲"]
        );
        let label = attr(cell, "aria-label");
        assert!(label.contains(": "), "{label}");
        assert_eq!(dom.testid("puzzle").attr("data-solved"), Some("false"));
        assert_eq!(dom.testid("puzzle-said").attr("role"), Some("status"));
        assert_eq!(
            dom.testid("puzzle-said").text(),
            dom.testid("puzzle-status").text()
        );
        // Five queens on four rows: two share a row, and the status says so.
        let five = puzzle_of(4, &[(0, 0), (0, 2), (1, 3), (2, 1), (3, 3)], lang);
        if lang == Lang::En {
            let said = five.testid("puzzle-status").text();
            let want = "5 queens on a board of 4 rows: two of them share a row";
            assert!(said.starts_with(want), "{said}");
        }
        // A solution of n = 4: (0, 1), (1, 3), (2, 0), (3, 2).
        let solved = puzzle_of(4, &[(0, 1), (1, 3), (2, 0), (3, 2)], lang);
        assert_eq!(solved.testid("puzzle").attr("data-solved"), Some("true"));
        assert!(solved.testid("puzzle-status").has_class("right"));
        let mut p = Puzzle::new(4);
        for (r, c) in [(0, 1), (1, 3), (2, 0), (3, 2)] {
            p.toggle(r, c);
        }
        assert_eq!(
            solved.testid("puzzle-status").text(),
            texts::puzzle_status(lang, &p)
        );
    }
    // The lesson's first stop is the puzzle, empty.
    let (_, dom) = lesson_at(1, Lang::En, &[]);
    assert_eq!(
        dom.testids("puzzle-")
            .iter()
            .filter(|e| e.attr("aria-pressed") == Some("true"))
            .count(),
        0
    );
}

/// The lesson's puzzle, once solved, has the way on one Tab after the
/// board (its one Tab stop, the square last moved to), as the other tasks
/// after a right answer, and its status says so; none before.
#[test]
fn the_puzzle_solved_has_the_way_on_one_tab_after_the_board() {
    let stops = Lesson::default().stops().clone();
    let n = stops[0].n;
    assert_eq!(stops[0].task, Task::Puzzle);
    let queens = Timeline::new(n).solution(1).unwrap().queens();
    for lang in LANGS {
        let mut board = Puzzle::new(n);
        let (_, dom) = lesson_at(1, lang, &[lesson_machine::Event::Puzzle(board.clone())]);
        assert!(!has(&dom, "lesson-answer-next"), "{lang:?}: not yet");
        for (r, &c) in queens.iter().enumerate() {
            board.toggle(r, c);
        }
        let (_, dom) = lesson_at(1, lang, &[lesson_machine::Event::Puzzle(board)]);
        assert_eq!(dom.testid("puzzle").attr("data-solved"), Some("true"));
        assert_eq!(
            tab_after(&dom, "puzzle-0-0").as_deref(),
            Some("lesson-answer-next"),
            "{lang:?}: one Tab from the board"
        );
        let want = format!("{} →", texts::NEXT_STOP.get(lang));
        assert_eq!(dom.testid("lesson-answer-next").text(), want);
        // The status, a live region, says the way on has come, by its
        // name, once: what to do next.
        let said = dom.testid("puzzle-status").text();
        let name = texts::NEXT_STOP.get(lang);
        assert_eq!(said.matches(name).count(), 1, "{lang:?}: {said}");
        let (_, before) = lesson_at(1, lang, &[]);
        let unsolved = before.testid("puzzle-status").text();
        assert!(!unsolved.contains(name), "{lang:?}: {unsolved}");
    }
}

/// A board in conflict: the status says what the eye and the ear both
/// find, the queens attacked (outlined, and named so by their squares'
/// names) and the lines marked on the empty squares (said by their names),
/// with no note, shown to everyone, on what a screen reader says.
#[test]
fn the_puzzles_status_says_what_every_reader_finds() {
    for lang in LANGS {
        let dom = puzzle_of(4, &[(0, 0), (0, 2)], lang);
        let status = dom.testid("puzzle-status").text();
        for word in ["name", "screen reader", "名前", "読み上げ", "伝えます"] {
            assert!(!status.contains(word), "{lang:?}: {status}");
        }
        let (queens, empty) = match lang {
            Lang::En => (
                "2 queens are attacked by another (outlined, their squares marked “attacked”)",
                "Each empty square shows along which lines it is attacked.",
            ),
            Lang::Ja => (
                "クイーンが 2 個あります（枠で囲み、「利きが届いている」と示したマス）",
                "空いているマスには、どの向きの利きが届いているかが表示されます。",
            ),
        };
        assert!(
            status.contains(queens) && status.ends_with(empty),
            "{status}"
        );
        // What the status leaves to the squares, their names say: both
        // queens attacked, along their row.
        for id in ["puzzle-0-0", "puzzle-0-2"] {
            let q = dom.testid(id);
            assert!(q.has_class("in-conflict"));
            let label = attr(q, "aria-label");
            let says = if lang == Lang::En {
                "queen, attacked along its row"
            } else {
                "クイーン（行の利きが届いている）"
            };
            assert!(label.ends_with(says), "{label}");
        }
        // An empty square attacked: its lines drawn, and said.
        let cell = dom.testid("puzzle-1-1");
        assert!(!cell.of_class("puzzle-marks").is_empty());
        assert!(attr(cell, "aria-label").contains(if lang == Lang::En {
            "diagonal"
        } else {
            "斜め"
        }));
    }
}

/// The puzzle's board come back to (by Previous, from stop 2) is as the
/// learner left it, and on arrival only the heading is said: the status
/// shows how far the board is, as plain text, and its live region speaks
/// only after a move of this visit (so does the first load: no move yet).
#[test]
fn the_puzzle_come_back_to_keeps_the_board_and_says_nothing_till_a_move() {
    let stops = Lesson::default().stops().clone();
    let n = stops[0].n;
    let queens = Timeline::new(n).solution(1).unwrap().queens();
    let mut board = Puzzle::new(n);
    for (r, &c) in queens.iter().enumerate() {
        board.toggle(r, c);
    }
    for lang in LANGS {
        // The first load: the status shown, not said.
        let (_, first) = lesson_at(1, lang, &[]);
        let empty = texts::puzzle_status(lang, &Puzzle::new(n));
        assert_eq!(first.testid("puzzle-status").text(), empty, "{lang:?}");
        assert_eq!(first.testid("puzzle-said").text(), "", "{lang:?}: said");
        let events = [
            lesson_machine::Event::Puzzle(board.clone()),
            lesson_machine::Event::Show(2),
            lesson_machine::Event::Show(1),
        ];
        let (mut l, dom) = lesson_at(1, lang, &events);
        assert_eq!(dom.testid("puzzle").attr("data-solved"), Some("true"));
        let solved = texts::puzzle_status(lang, &board);
        assert_eq!(dom.testid("puzzle-status").text(), solved, "{lang:?}");
        assert_eq!(dom.testid("puzzle-said").text(), "", "{lang:?}: said");
        assert!(has(&dom, "lesson-answer-next"), "{lang:?}: the way on");
        // A move of hers: said, the plain copy gone (said once).
        let mut one_off = board.clone();
        one_off.toggle(0, queens[0]);
        l.handle(lesson_machine::Event::Puzzle(one_off.clone()));
        let dom = draw_lesson(&l, 1, lang);
        let said = texts::puzzle_status(lang, &one_off);
        assert_eq!(dom.testid("puzzle-said").text(), said, "{lang:?}");
        assert_eq!(dom.testid("puzzle-status").text(), said, "{lang:?}");
    }
}
