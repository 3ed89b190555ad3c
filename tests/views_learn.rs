//! The learn page's views rendered natively (Yew's server-side renderer)
//! from the machines of `domain::learn`, driven by their events as the page
//! drives them: the lesson's stops and tasks, the exercises and homework
//! sets, the teacher's check page, the "write the bits" tab and the page's
//! frame, in both languages. What they show is the domain's account: texts,
//! markup, attributes, test ids, accessible names, equations, what right,
//! wrong and out-of-range answers get. The end-to-end tests keep what needs
//! a browser (focus, keys, layout, live-region timing, the clipboard).

use bitqueens::components::board;
use bitqueens::domain::learn::homework::{self, ClassCheck, Set, Work};
use bitqueens::domain::learn::lesson::{Count, Square, Stop, Task, Topic};
use bitqueens::domain::learn::lesson_machine::{self, Lesson};
use bitqueens::domain::learn::page::{self, Kept, Learn, Place};
use bitqueens::domain::learn::puzzle::Puzzle;
use bitqueens::domain::learn::quiz::{Kind, Question};
use bitqueens::domain::learn::quiz_machine::{self, Quiz};
use bitqueens::domain::learn::write::{Blank, Blanks, Draft};
use bitqueens::domain::learn::write_job::{self, Write};
use bitqueens::domain::learn::{homework_texts as hw, texts, write_texts};
use bitqueens::domain::machine::{Machine, TimedMachine};
use bitqueens::domain::stepper::explain::Detail;
use bitqueens::domain::stepper::moment::Moment;
use bitqueens::i18n::Lang;
use bitqueens::pages::learn::check_view::{check, CheckViewProps};
use bitqueens::pages::learn::lesson_view::{lesson, LessonViewProps};
use bitqueens::pages::learn::puzzle_view::{puzzle, PuzzleViewProps};
use bitqueens::pages::learn::quiz_view::{quiz, Parts, QuizViewProps};
use bitqueens::pages::learn::view::{learn_view, lesson_banner, LearnPageProps};
use bitqueens::pages::learn::write_view::{write, WriteViewProps};
use bitqueens::state::url::Params;
use solver::{Stepper, Timeline};
use yew::prelude::*;

mod support;

use support::{html::Node, render};

const LANGS: [Lang; 2] = [Lang::En, Lang::Ja];

/// `v` in `n` binary digits.
fn bin(v: u32, n: usize) -> String {
    format!("{v:0n$b}")
}

/// The query of a link (`?a=1&b=2`, after its `?`) as pairs.
fn query(href: &str) -> Vec<(String, String)> {
    let q = href.split_once('?').map_or("", |(_, q)| q);
    let q = q.split('#').next().unwrap();
    q.split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (k.to_string(), v.to_string())
        })
        .collect()
}

/// The value of `key` in a link's query.
fn arg(href: &str, key: &str) -> Option<String> {
    query(href)
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v)
}

/// The element's `key` attribute, which it must have.
fn attr<'a>(e: &'a Node, key: &str) -> &'a str {
    e.attr(key)
        .unwrap_or_else(|| panic!("{} has no {key}", e.tag))
}

fn has(dom: &Node, id: &str) -> bool {
    !dom.all()
        .into_iter()
        .filter(|e| e.attr("data-testid") == Some(id))
        .collect::<Vec<_>>()
        .is_empty()
}

/// The rules of the Japanese texts: no 0-based index as an ordinal, no
/// event by the code's name.
fn japanese_rules(text: &str, at: &str) {
    for (i, _) in text.match_indices(['行', '列']) {
        let after = &text[i + 3..];
        if after.starts_with('目') {
            let before: String = text[..i].chars().rev().take(4).collect();
            let before: String = before.chars().rev().collect();
            assert!(
                !before.trim_end().ends_with(|c: char| c.is_ascii_digit()
                    || ('０'..='９').contains(&c)
                    || c == '何'),
                "{at}: an ordinal {before}{}目",
                &text[i..i + 3]
            );
        }
    }
    for word in ["Place", "Descend", "Backtrack"] {
        let found = text.match_indices(word).any(|(i, _)| {
            let b = text[..i].chars().last();
            let a = text[i + word.len()..].chars().next();
            !b.is_some_and(|c| c.is_ascii_alphanumeric())
                && !a.is_some_and(|c| c.is_ascii_alphanumeric())
        });
        assert!(!found, "{at}: the event {word} by its code name");
    }
}

// ---------------------------------------------------------------------------
// The lesson.

fn lesson_props(k: usize, lang: Lang) -> LessonViewProps {
    LessonViewProps {
        stop: k,
        lang,
        draft: None,
        send: Callback::noop(),
        go: Callback::noop(),
    }
}

const SEED: u64 = 2024;

/// The lesson at stop `k`, after `events`, drawn.
fn lesson_at(k: usize, lang: Lang, events: &[lesson_machine::Event]) -> (Lesson, Node) {
    let mut l = Lesson::default();
    l.handle(lesson_machine::Event::Show(k));
    for e in events {
        l.handle(e.clone());
    }
    let dom = draw_lesson(&l, k, lang);
    (l, dom)
}

fn draw_lesson(l: &Lesson, k: usize, lang: Lang) -> Node {
    render(lesson(
        &lesson_props(k, lang),
        l,
        &Callback::noop(),
        (&NodeRef::default(), SEED),
    ))
}

/// The board and the lesson's bit rows show the search `s`; the rows the
/// stop is about are in focus, the others dimmed.
fn shows_moment(dom: &Node, s: &Stepper, stop: Stop, lang: Lang, at: &str) {
    let want = render(board(&Moment::of(s), lang));
    let (got, want) = (dom.testid("board"), want.testid("board"));
    for a in ["data-queens", "data-row"] {
        assert_eq!(got.attr(a), want.attr(a), "{at}: board {a}");
    }
    let rows = s.current_bits().rows();
    let shown = dom.testids("lesson-bits-");
    assert_eq!(shown.len(), rows.len(), "{at}: a row each");
    for (row, value) in rows {
        let e = dom.testid(&format!("lesson-bits-{}", row.key()));
        assert_eq!(at_value(e), value, "{at}: lesson-bits-{}", row.key());
        let focus = stop.rows.contains(&row);
        assert_eq!(e.has_class("focus"), focus, "{at}: {} in focus", row.key());
        assert_eq!(e.has_class("dim"), !focus, "{at}: {} dimmed", row.key());
    }
}

fn at_value(e: &Node) -> u32 {
    attr(e, "data-value").parse().unwrap()
}

/// Every stop in both languages: what it is (`data-*`), its number and
/// title, its text, its moment (board and rows, the same board as the stop
/// before said so), the task's controls before any answer, the way on
/// (previous / next disabled only at the ends, the stepper's link at the
/// stop's moment), the pointers onwards only at the end, and the Japanese
/// texts' rules.
#[test]
fn every_stop_shows_its_moment_text_and_task() {
    let stops = Lesson::default().stops().clone();
    let total = stops.len();
    assert!((12..=20).contains(&total), "{total} stops");
    for lang in LANGS {
        let mut texts_seen = std::collections::HashSet::new();
        let mut tasks = [0; 4];
        for k in 1..=total {
            let at = format!("{lang:?} stop {k}");
            let stop = stops[k - 1];
            let (_, dom) = lesson_at(k, lang, &[]);
            let section = dom.testid("lesson-stop");
            let data: Vec<&str> = [
                "data-index",
                "data-total",
                "data-n",
                "data-step",
                "data-topic",
                "data-task",
            ]
            .iter()
            .map(|a| attr(section, a))
            .collect();
            let step = stop.step.to_string();
            let want = [
                k.to_string(),
                total.to_string(),
                stop.n.to_string(),
                step.clone(),
            ];
            assert_eq!(
                &data[..4],
                want.iter().map(String::as_str).collect::<Vec<_>>(),
                "{at}"
            );
            assert_eq!(data[4], stop.topic.id(), "{at}");
            assert_eq!(data[5], stop.task.id(), "{at}");
            assert_eq!(attr(section, "aria-labelledby"), "stop-title");
            let title = dom.testid("lesson-title");
            assert_eq!(title.attr("id"), Some("stop-title"));
            assert_eq!(title.attr("tabindex"), Some("-1"));
            assert!(
                title
                    .text()
                    .starts_with(&texts::heading_number(lang, k, total)),
                "{at}"
            );
            assert_eq!(
                dom.testid("lesson-progress").attr("aria-hidden"),
                Some("true")
            );
            assert!(dom
                .testid("lesson-progress")
                .text()
                .contains(&texts::progress(lang, k, total)));
            let text = dom.testid("lesson-text").text();
            assert!(text.len() > 40, "{at}: a text");
            assert!(texts_seen.insert(text), "{at}: a text of its own");
            // The same board as the stop before, said so.
            let same = k > 1 && (stops[k - 2].n, stops[k - 2].step) == (stop.n, stop.step);
            assert_eq!(
                has(&dom, "lesson-same-moment"),
                same,
                "{at}: lesson-same-moment"
            );
            let s = Timeline::new(stop.n).seek(stop.step);
            match stop.task {
                Task::Puzzle => {
                    tasks[0] += 1;
                    assert!(!has(&dom, "board"), "{at}: the puzzle's board only");
                    assert!(dom.testids("lesson-bits-").is_empty());
                    assert_eq!(dom.testid("puzzle").attr("data-solved"), Some("false"));
                    assert_eq!(
                        dom.testids("puzzle-").len(),
                        stop.n * stop.n + 1,
                        "{at}: the squares, the status"
                    );
                }
                Task::Step { .. } => {
                    tasks[1] += 1;
                    shows_moment(&dom, &s, stop, lang, &at);
                    assert!(has(&dom, "lesson-step") && has(&dom, "lesson-step-back"));
                    assert_eq!(
                        dom.testid("lesson-step").attr("aria-disabled"),
                        None,
                        "{at}: Step once usable"
                    );
                    assert_eq!(
                        dom.testid("lesson-step-back").attr("aria-disabled"),
                        Some("true"),
                        "{at}: at the stop"
                    );
                    assert!(
                        dom.testids("lesson-step-result").is_empty()
                            && !has(&dom, "lesson-back-result")
                    );
                }
                Task::Click { .. } => {
                    tasks[2] += 1;
                    shows_moment(&dom, &s, stop, lang, &at);
                    let cols: Vec<&str> = dom
                        .testids("lesson-col-")
                        .iter()
                        .map(|b| attr(b, "data-testid"))
                        .collect();
                    let want: Vec<String> =
                        (0..stop.n).map(|c| format!("lesson-col-{c}")).collect();
                    assert_eq!(cols, want, "{at}: a button over each column");
                    for c in 0..stop.n {
                        let b = dom.testid(&format!("lesson-col-{c}"));
                        assert_eq!(
                            b.attr("aria-label"),
                            Some(texts::column_button(lang, c, None).as_str())
                        );
                        assert_eq!(b.attr("aria-disabled"), None);
                    }
                    let result = dom.testid("lesson-click-result");
                    assert_eq!(
                        (result.attr("data-correct"), result.attr("role")),
                        (None, Some("status")),
                        "{at}"
                    );
                    assert_eq!(result.text(), "", "{at}: no feedback before a click");
                }
                Task::Number { .. } => {
                    tasks[3] += 1;
                    shows_moment(&dom, &s, stop, lang, &at);
                    let field = dom.testid("lesson-number");
                    assert_eq!(field.attr("inputmode"), Some("numeric"));
                    assert_eq!(field.attr("aria-disabled"), None);
                    // The question again, as the field's label.
                    let question = dom.testid("lesson-number-question").text();
                    assert!(!question.is_empty(), "{at}");
                    let result = dom.testid("lesson-number-result");
                    assert_eq!(result.attr("data-correct"), None, "{at}");
                    assert_eq!(result.text(), "");
                }
            }
            let prev = dom.testid("lesson-prev");
            let next = dom.testid("lesson-next");
            assert_eq!(
                (
                    prev.attr("disabled").is_some(),
                    next.attr("disabled").is_some()
                ),
                (k == 1, k == total),
                "{at}"
            );
            let open = attr(dom.testid("lesson-open-stepper"), "href");
            let lang_id = if lang == Lang::En { "en" } else { "ja" };
            assert_eq!(
                (
                    arg(open, "view"),
                    arg(open, "n"),
                    arg(open, "step"),
                    arg(open, "lang")
                ),
                (
                    None,
                    Some(stop.n.to_string()),
                    Some(step),
                    Some(lang_id.to_string())
                ),
                "{at}: lesson-open-stepper {open}"
            );
            // The sources, a plain link named by their title.
            let sources = dom.testid("lesson-sources");
            assert_eq!(sources.text(), texts::SOURCES.get(lang));
            assert!(sources.text().starts_with(if lang == Lang::En {
                "Sources"
            } else {
                "出典"
            }));
            let href = attr(sources, "href");
            assert!(
                href.ends_with("#sources") && arg(href, "view").as_deref() == Some("records"),
                "{href}"
            );
            let last = k == total;
            for id in [
                "lesson-go-quiz",
                "lesson-go-write",
                "lesson-go-symmetry",
                "lesson-go-count",
                "lesson-go-code",
                "lesson-go-tree",
            ] {
                assert_eq!(has(&dom, id), last, "{at}: {id} only at the end");
            }
            if lang == Lang::Ja {
                japanese_rules(&dom.text(), &at);
            }
        }
        assert!(
            tasks[0] == 1 && tasks[1..].iter().all(|&t| t >= 1),
            "{tasks:?}"
        );
    }
}

/// The last stop's pointers: the exercises (the seed given), the write
/// tab, the symmetry and count pages, the stepper's code, the tree of n = 5.
#[test]
fn the_last_stop_points_onwards() {
    let total = Lesson::default().stops().len();
    let (_, dom) = lesson_at(total, Lang::En, &[]);
    let href = |id: &str| attr(dom.testid(id), "href").to_string();
    let q = href("lesson-go-quiz");
    assert_eq!(
        (arg(&q, "view"), arg(&q, "quiz")),
        (Some("learn".into()), Some(SEED.to_string()))
    );
    let w = href("lesson-go-write");
    assert_eq!(
        (arg(&w, "view"), arg(&w, "write")),
        (Some("learn".into()), Some("1".into()))
    );
    assert_eq!(
        arg(&href("lesson-go-symmetry"), "view").as_deref(),
        Some("symmetry")
    );
    assert_eq!(
        arg(&href("lesson-go-count"), "view").as_deref(),
        Some("count")
    );
    assert_eq!(
        arg(&href("lesson-go-code"), "view"),
        None,
        "the stepper, where the code panel is"
    );
    let t = href("lesson-go-tree");
    assert_eq!(
        (arg(&t, "view"), arg(&t, "n")),
        (Some("tree".into()), Some("5".into()))
    );
}

/// A step task: "Step once" shows the next moment (a focused row changes),
/// says what it did and is marked off; the stepper's link follows; "Back
/// to the stop" goes back and says where.
#[test]
fn a_step_task_steps_once_and_back() {
    let stops = Lesson::default().stops().clone();
    for lang in LANGS {
        for (i, stop) in stops
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s.task, Task::Step { .. }))
        {
            let k = i + 1;
            let at = format!("{lang:?} stop {k}");
            let (_, before) = lesson_at(k, lang, &[]);
            let (_, dom) = lesson_at(k, lang, &[lesson_machine::Event::Step]);
            let after = Timeline::new(stop.n).seek(stop.step + 1);
            assert_eq!(
                dom.testid("lesson-stop").attr("data-step"),
                Some((stop.step + 1).to_string().as_str())
            );
            shows_moment(&dom, &after, *stop, lang, &at);
            let changed = stop.rows.iter().any(|r| {
                let id = format!("lesson-bits-{}", r.key());
                at_value(before.testid(&id)) != at_value(dom.testid(&id))
            });
            assert!(changed, "{at}: the step changes a row in focus");
            let Task::Step { watch } = stop.task else {
                unreachable!()
            };
            let said = dom.testid("lesson-step-result");
            assert_eq!(said.attr("role"), Some("status"));
            let want = texts::step_result(
                lang,
                watch,
                watch.value(&Timeline::new(stop.n).seek(stop.step)),
                watch.value(&after),
                stop.n,
            );
            assert!(said.text().starts_with(&want), "{at}: {}", said.text());
            assert_eq!(
                dom.testid("lesson-step").attr("aria-disabled"),
                Some("true"),
                "{at}: Step once marked off"
            );
            assert_eq!(dom.testid("lesson-step-back").attr("aria-disabled"), None);
            let open = attr(dom.testid("lesson-open-stepper"), "href");
            assert_eq!(arg(open, "step"), Some((stop.step + 1).to_string()), "{at}");
            let (_, back) = lesson_at(
                k,
                lang,
                &[lesson_machine::Event::Step, lesson_machine::Event::StepBack],
            );
            shows_moment(
                &back,
                &Timeline::new(stop.n).seek(stop.step),
                *stop,
                lang,
                &at,
            );
            assert!(
                back.testids("lesson-step-result").is_empty(),
                "{at}: no step result back at the stop"
            );
            assert!(
                !back.testid("lesson-back-result").text().is_empty(),
                "{at}: where going back landed"
            );
            assert_eq!(
                back.testid("lesson-step-back").attr("aria-disabled"),
                Some("true")
            );
        }
    }
}

/// A click task: each wrong column is said wrong (marked, explained, the
/// board as it was); the right one is said right and marks the task done;
/// the next queen's column places it.
#[test]
fn a_click_task_judges_each_column() {
    let stops = Lesson::default().stops().clone();
    for lang in LANGS {
        for (i, stop) in stops
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s.task, Task::Click { .. }))
        {
            let k = i + 1;
            let Task::Click { ask, column } = stop.task else {
                unreachable!()
            };
            let s = Timeline::new(stop.n).seek(stop.step);
            let mut events = Vec::new();
            for c in (0..stop.n).filter(|&c| c != column) {
                let at = format!("{lang:?} stop {k}, column {c}");
                events.push(lesson_machine::Event::Click(c));
                let (_, dom) = lesson_at(k, lang, &events);
                let result = dom.testid("lesson-click-result");
                assert_eq!(result.attr("data-correct"), Some("false"), "{at}");
                assert!(result.text().len() > 10, "{at}: explained");
                assert!(
                    dom.testid(&format!("lesson-col-{c}")).has_class("wrong"),
                    "{at}"
                );
                assert_eq!(
                    dom.testid(&format!("lesson-col-{c}")).attr("aria-disabled"),
                    None,
                    "{at}"
                );
                shows_moment(&dom, &s, *stop, lang, &at);
            }
            let at = format!("{lang:?} stop {k}, the right column {column}");
            events.push(lesson_machine::Event::Click(column));
            let (_, dom) = lesson_at(k, lang, &events);
            assert_eq!(
                dom.testid("lesson-click-result").attr("data-correct"),
                Some("true"),
                "{at}"
            );
            assert!(dom
                .testid(&format!("lesson-col-{column}"))
                .has_class("right"));
            for c in 0..stop.n {
                assert_eq!(
                    dom.testid(&format!("lesson-col-{c}")).attr("aria-disabled"),
                    Some("true"),
                    "{at}: done"
                );
            }
            if ask == Square::NextQueen {
                let placed = Timeline::new(stop.n).seek(stop.step + 1);
                shows_moment(&dom, &placed, *stop, lang, &at);
                let queens = dom.testid("board").attr("data-queens").unwrap().to_string();
                let row = s.row().unwrap_or(0);
                assert_eq!(
                    queens.split(' ').nth(row),
                    Some(column.to_string().as_str()),
                    "{at}: {queens}"
                );
            } else {
                shows_moment(&dom, &s, *stop, lang, &at);
            }
        }
    }
}

/// A number task: nothing typed, a bad number, one out of range, a wrong
/// one and the right one each get their line; the right one locks the
/// field (read-only, marked off) and says the answer.
#[test]
fn a_number_task_says_what_each_answer_gets() {
    use lesson_machine::Event::{Check, Type};
    let stops = Lesson::default().stops().clone();
    let mut asked = 0;
    for lang in LANGS {
        for (i, stop) in stops.iter().enumerate() {
            let Task::Number { ask, answer } = stop.task else {
                continue;
            };
            asked += 1;
            let k = i + 1;
            let at = format!("{lang:?} stop {k}");
            let said = |events: &[lesson_machine::Event]| {
                let (_, dom) = lesson_at(k, lang, events);
                let r = dom.testid("lesson-number-result");
                (r.attr("data-correct").map(str::to_string), r.text())
            };
            assert_eq!(
                said(&[Check]),
                (None, texts::TYPE_FIRST.get(lang).to_string()),
                "{at}: nothing typed"
            );
            assert_eq!(
                said(&[Type("abc".into()), Check]),
                (None, texts::BAD_ANSWER.get(lang).to_string()),
                "{at}"
            );
            let wrong = if answer > 0 { answer - 1 } else { answer + 1 };
            let (correct, text) = said(&[Type(wrong.to_string()), Check]);
            assert_eq!(correct.as_deref(), Some("false"), "{at}: {wrong}");
            assert!(!text.is_empty());
            if matches!(ask, Count::Taken | Count::BackTo) {
                let (correct, text) = said(&[Type("99999".into()), Check]);
                assert_eq!(correct, None, "{at}: out of range is not graded");
                let want = texts::out_of_range(lang, ask == Count::BackTo, stop.n, 99999);
                assert_eq!(text, want, "{at}");
            }
            let (_, dom) = lesson_at(
                k,
                lang,
                &[
                    Type(wrong.to_string()),
                    Check,
                    Type(answer.to_string()),
                    Check,
                ],
            );
            let r = dom.testid("lesson-number-result");
            assert_eq!(r.attr("data-correct"), Some("true"), "{at}");
            assert!(
                r.text()
                    .starts_with(&texts::number_feedback(lang, ask, true, answer)),
                "{at}"
            );
            assert!(r.text().contains(&answer.to_string()), "{at}");
            let field = dom.testid("lesson-number");
            assert_eq!(
                (
                    field.attr("readonly").is_some(),
                    field.attr("aria-disabled")
                ),
                (true, Some("true")),
                "{at}"
            );
            assert_eq!(
                dom.testid("lesson-number-check").attr("aria-disabled"),
                Some("true")
            );
        }
    }
    assert!(asked >= 10, "{asked} number tasks in two languages");
}

/// The stop after the board went back (the lowest bit): the note names
/// both steps and the one candidate; the worked example is the bitmap on
/// the screen; the primer's `x & -x` card is a link away.
#[test]
fn the_lowest_bit_stop_says_why_the_board_went_back() {
    let stops = Lesson::default().stops().clone();
    let k = 1 + stops
        .iter()
        .position(|s| s.topic == Topic::LowestBit)
        .unwrap();
    let (stop, before) = (stops[k - 1], stops[k - 2]);
    assert!(
        before.n == stop.n && stop.step < before.step,
        "an earlier moment"
    );
    for lang in LANGS {
        let (_, dom) = lesson_at(k, lang, &[]);
        let note = dom.testid("lesson-earlier-moment").text();
        for step in [before.step, stop.step] {
            let want = if lang == Lang::En {
                format!("step {step}")
            } else {
                format!("ステップ {step}")
            };
            assert!(note.contains(&want), "{note}");
        }
        assert!(
            note.contains(if lang == Lang::En {
                "has 1 candidate"
            } else {
                "候補は 1 個"
            }),
            "{note}"
        );
        let bitmap = at_value(dom.testid("lesson-bits-bitmap"));
        let text = dom.testid("lesson-text").text();
        assert!(
            text.contains(&format!("~{} &", bin(bitmap, stop.n))),
            "{text}"
        );
        let link = attr(dom.testid("lesson-primer-lowest"), "href");
        assert!(
            link.ends_with("#card-lowest") && arg(link, "view").as_deref() == Some("bits"),
            "{link}"
        );
    }
    // Elsewhere no such note.
    let (_, dom) = lesson_at(1, Lang::En, &[]);
    assert!(!has(&dom, "lesson-earlier-moment") && !has(&dom, "lesson-primer-lowest"));
}

// ---------------------------------------------------------------------------
// The puzzle.

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
        let board = dom
            .all()
            .into_iter()
            .find(|e| e.has_class("puzzle-board"))
            .unwrap();
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
        let marks = cell
            .all()
            .into_iter()
            .find(|e| e.has_class("puzzle-marks"))
            .unwrap();
        assert_eq!(marks.attr("aria-hidden"), Some("true"));
        assert_eq!(
            marks.elements().map(Node::text).collect::<Vec<_>>(),
            ["╱", "╲"]
        );
        let label = attr(cell, "aria-label");
        assert!(label.contains(": "), "{label}");
        assert_eq!(dom.testid("puzzle").attr("data-solved"), Some("false"));
        assert_eq!(dom.testid("puzzle-status").attr("role"), Some("status"));
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

// ---------------------------------------------------------------------------
// The exercises.

const SITE: &str = "https://example.org/bitqueens/";

/// The exercises of `seed` (a homework set: `set`), nothing kept.
fn quiz_of(seed: u64, set: Option<Set>) -> Quiz {
    let mut q = Quiz::default();
    q.handle(quiz_machine::Event::Show(seed, set));
    q.handle(quiz_machine::Event::Loaded(None, None));
    q
}

fn draw_quiz(q: &Quiz, seed: u64, set: Option<Set>, lang: Lang) -> Node {
    let p = QuizViewProps {
        seed,
        homework: set,
        lang,
        send: Callback::noop(),
    };
    let parts = Parts {
        quiz: q,
        send: Callback::noop(),
        nodes: Default::default(),
        site: SITE.to_string(),
        copy: Callback::noop(),
    };
    render(quiz(&p, &parts))
}

/// The question asked.
fn asked(q: &Quiz) -> Question {
    q.now().q.clone().expect("a question")
}

/// A wrong answer of the same form.
fn wrong(kind: Kind, value: u32) -> u32 {
    match kind {
        Kind::Solution => 1 - value,
        Kind::Row => value + 1,
        _ => value ^ 1,
    }
}

/// Enters `value` as the learner does: yes / no, the digits (`click`) or
/// the decimal field.
fn enter(q: &mut Quiz, value: u32, click: bool) {
    let question = asked(q);
    if question.kind == Kind::Solution {
        q.handle(quiz_machine::Event::Choose(value));
    } else if click && question.kind.is_bits() {
        for b in 0..question.n {
            if value >> b & 1 == 1 {
                q.handle(quiz_machine::Event::Flip(1 << b));
            }
        }
    } else {
        q.handle(quiz_machine::Event::Input(value.to_string()));
    }
}

/// The moment a question shows: its board and its rows.
fn quiz_shows(dom: &Node, s: &Stepper, lang: Lang, at: &str) {
    let want = render(board(&Moment::of(s), lang));
    for a in ["data-queens", "data-row"] {
        assert_eq!(
            dom.testid("board").attr(a),
            want.testid("board").attr(a),
            "{at}: board {a}"
        );
    }
    for (row, value) in s.current_bits().rows() {
        let id = format!("quiz-bits-{}", row.key());
        let shown = dom.testids(&id);
        if matches!(row.key(), "attacks" | "mask") {
            assert!(shown.is_empty(), "{at}: no {id}");
        } else {
            assert_eq!(at_value(dom.testid(&id)), value, "{at}: {id}");
        }
    }
}

/// Checks a question before and after an answer (`right`, by `click`ing
/// or typing), against the domain's question: its moment, its controls,
/// the verdict, the answer in words, the equations of the event (the asked
/// one marked), the moment after, the score; then goes on.
fn answer_and_check(q: &mut Quiz, seed: u64, lang: Lang, right: bool, click: bool) -> Question {
    let question = asked(q);
    let (kind, n) = (question.kind, question.n);
    let at = format!("{lang:?} {} n={n} step {}", kind.id(), question.step);
    let score = q.progress().score;
    let dom = draw_quiz(q, seed, None, lang);
    let p = dom.testid("quiz-question");
    assert_eq!(
        (p.attr("data-kind"), p.attr("data-n"), p.attr("data-step")),
        (
            Some(kind.id()),
            Some(n.to_string().as_str()),
            Some(question.step.to_string().as_str())
        )
    );
    assert_eq!(p.text(), texts::question_text(lang, kind, n, question.step));
    // Said once: the exercises' region is named by its tab, not by it.
    assert_eq!(
        dom.text().matches(&p.text()).count(),
        1,
        "{at}: the question once"
    );
    quiz_shows(&dom, &question.before, lang, &at);
    let digits = dom.testids("quiz-bit-");
    assert_eq!(
        digits.len(),
        if kind.is_bits() { n } else { 0 },
        "{at}: digits"
    );
    for (c, d) in digits.iter().enumerate() {
        assert_eq!(
            d.attr("data-testid"),
            Some(format!("quiz-bit-{c}").as_str())
        );
        assert_eq!(d.attr("aria-pressed"), Some("false"));
        assert_eq!(
            d.attr("aria-label"),
            Some(texts::column_button(lang, c, Some(false)).as_str())
        );
    }
    let solution = kind == Kind::Solution;
    assert_eq!(
        (has(&dom, "quiz-yes"), has(&dom, "quiz-no")),
        (solution, solution),
        "{at}"
    );
    assert_eq!(has(&dom, "quiz-input"), !solution, "{at}: a number box");
    assert_eq!(dom.testid("quiz-check").attr("aria-disabled"), None);
    assert!(!has(&dom, "quiz-next") && !has(&dom, "quiz-feedback"));
    assert_eq!(dom.testid("quiz-said").text(), "");

    let given = if right {
        question.expected
    } else {
        wrong(kind, question.expected)
    };
    enter(q, given, click);
    if kind.is_bits() {
        let dom = draw_quiz(q, seed, None, lang);
        let pressed: Vec<&str> = dom
            .testids("quiz-bit-")
            .iter()
            .map(|d| attr(d, "aria-pressed"))
            .collect();
        let want: Vec<&str> = (0..n)
            .map(|c| {
                if given >> (n - 1 - c) & 1 == 1 {
                    "true"
                } else {
                    "false"
                }
            })
            .collect();
        assert_eq!(pressed, want, "{at}: the digits of {given}");
        let text = if given == 0 && click {
            ""
        } else {
            &given.to_string()
        };
        assert_eq!(
            dom.testid("quiz-input").attr("value"),
            Some(text),
            "{at}: the field follows the digits"
        );
    }
    q.handle(quiz_machine::Event::Check);
    let dom = draw_quiz(q, seed, None, lang);
    let f = dom.testid("quiz-feedback");
    assert_eq!(
        f.attr("data-correct"),
        Some(right.to_string().as_str()),
        "{at}: {given}"
    );
    assert_eq!(
        f.attr("data-expected"),
        Some(question.expected.to_string().as_str())
    );
    let v = question.expected;
    let words = match (kind, lang) {
        (Kind::Solution, Lang::En) => (if v == 1 { "Yes" } else { "No" }).to_string(),
        (Kind::Solution, Lang::Ja) => (if v == 1 {
            "答え：はい。"
        } else {
            "答え：いいえ。"
        })
        .to_string(),
        (Kind::Row, Lang::En) => format!("row {v}"),
        (Kind::Row, Lang::Ja) => format!("行 {v}"),
        _ => format!("{} = {} ({v})", kind.id(), bin(v, n)),
    };
    assert!(
        f.text().contains(&words),
        "{at}: the feedback says {words}: {}",
        f.text()
    );
    if lang == Lang::Ja {
        japanese_rules(&dom.text(), &at);
    }
    if lang == Lang::Ja && solution {
        assert!(
            !f.text().contains("solution =") && !f.text().contains("row ="),
            "{at}: {}",
            f.text()
        );
    }
    let eq = dom.testid("quiz-equations");
    assert_eq!(eq.attr("aria-hidden"), Some("true"));
    let lines: Vec<String> = eq.text().split('\n').map(str::to_string).collect();
    let want = Detail::of(&question.after).equations(n);
    assert_eq!(lines, want, "{at}: the event's equations");
    if let Some(marked) = dom.testids("quiz-equation-asked").first().map(|e| e.text()) {
        assert!(want.contains(&marked), "{at}");
        if kind.is_bits() {
            assert!(
                marked.starts_with(&format!("{} ", kind.id()))
                    && marked.ends_with(&format!("= {} ({v})", bin(v, n))),
                "{at}: {marked}"
            );
        }
    } else {
        assert!(!kind.is_bits(), "{at}: the asked line marked");
    }
    assert_eq!(
        dom.testid("quiz-check").attr("aria-disabled"),
        Some("true"),
        "{at}: locked"
    );
    assert!(
        dom.testids("quiz-bit-")
            .iter()
            .all(|d| d.attr("disabled").is_some()),
        "{at}"
    );
    if !solution {
        assert!(dom.testid("quiz-input").attr("readonly").is_some(), "{at}");
    }
    assert_eq!(dom.testid("quiz-next").attr("aria-describedby"), None);
    let said = dom.testid("quiz-said").text();
    let word = if right { texts::CORRECT } else { texts::WRONG }.get(lang);
    assert!(said.starts_with(word), "{at}: {said}");
    quiz_shows(&dom, &question.after, lang, &at);
    assert_eq!(
        dom.testid("quiz-score").attr("data-value"),
        Some((score + u64::from(right)).to_string().as_str()),
        "{at}"
    );
    if solution {
        let chosen = dom.testid("quiz-chosen");
        assert_eq!(chosen.attr("data-value"), Some(given.to_string().as_str()));
        assert_eq!(chosen.text(), texts::chosen_line(lang, given));
        let reason = dom.testid("quiz-reason").text();
        let row = question.before.row().unwrap_or(0);
        assert!(
            reason.contains(&if lang == Lang::En {
                format!("row {row}")
            } else {
                format!("行 {row}")
            }),
            "{reason}"
        );
        let yes = if lang == Lang::En {
            ["No", "Yes"]
        } else {
            ["いいえ", "はい"]
        };
        assert!(reason.starts_with(yes[v as usize]), "{reason}");
    } else if !right {
        let bits = kind.is_bits();
        let shown = |x: u32| {
            if bits {
                format!("{} ({x})", bin(x, n))
            } else {
                x.to_string()
            }
        };
        assert_eq!(dom.testid("quiz-given").text(), shown(given), "{at}");
        assert_eq!(dom.testid("quiz-right").text(), shown(v), "{at}");
        assert_eq!(dom.testid("quiz-given").attr("aria-hidden"), Some("true"));
        if bits {
            let columns: Vec<String> = (0..n)
                .filter(|c| (given ^ v) >> (n - 1 - c) & 1 == 1)
                .map(|c| c.to_string())
                .collect();
            assert_eq!(
                dom.testid("quiz-diff").attr("data-columns"),
                Some(columns.join(" ").as_str()),
                "{at}"
            );
            let marks = dom
                .testid("quiz-given")
                .all()
                .into_iter()
                .filter(|e| e.tag == "mark")
                .count();
            assert_eq!(marks, columns.len(), "{at}: the differing digits marked");
        }
    }
    q.handle(quiz_machine::Event::Next);
    question
}

/// Practice: every kind answered right up the levels (by digits, yes / no
/// and typing), then each wrong and right again on a smaller board: the
/// page shows each question's moment, controls, verdict, answer, equations
/// and score as the domain has them; the next question's board follows
/// the answer.
#[test]
fn the_exercises_show_every_kind_right_and_wrong() {
    const LEVELS: [usize; 4] = [4, 5, 6, 8];
    for lang in LANGS {
        let mut q = quiz_of(SEED, None);
        let mut kinds = Vec::new();
        for i in 0..7 {
            let a = answer_and_check(&mut q, SEED, lang, true, i % 2 == 0);
            let next = asked(&q);
            let level = LEVELS.iter().position(|&n| n == a.n).unwrap();
            assert_eq!(next.n, LEVELS[(level + 1).min(3)], "after a right answer");
            assert_ne!(next.kind, a.kind);
            kinds.push(a.kind.id());
        }
        kinds.sort();
        assert_eq!(
            kinds,
            ["bit", "bitmap", "down", "left", "right", "row", "solution"]
        );
        for i in 0..7 {
            let w = answer_and_check(&mut q, SEED, lang, false, i % 2 == 1);
            let r = answer_and_check(&mut q, SEED, lang, true, i % 2 == 0);
            assert_eq!(r.kind, w.kind, "a wrong answer asks the kind again");
            assert!(
                r.n < w.n || w.n == 4,
                "on a smaller board ({} → {})",
                w.n,
                r.n
            );
        }
        assert_eq!(q.progress().score, 14);
    }
}

/// What the answer field says: a bad number, a negative one explained (not
/// "not a number"), one past the question's range, binary where decimal is
/// asked, nothing given; a cleared box clears the digits; none of them is
/// graded.
#[test]
fn the_answer_field_says_what_is_wrong_with_a_number() {
    let set = Set::new(424_242, 2, 10).unwrap();
    for lang in LANGS {
        let mut q = quiz_of(set.seed, Some(set));
        let question = asked(&q);
        assert_eq!(
            (question.kind, question.n),
            (Kind::Down, 6),
            "question 1 of the set"
        );
        let error = |q: &Quiz| {
            let dom = draw_quiz(q, set.seed, Some(set), lang);
            assert!(!has(&dom, "quiz-feedback"), "not graded");
            let p = dom
                .all()
                .into_iter()
                .find(|e| e.attr("id") == Some("quiz-input-error"))
                .unwrap();
            assert_eq!(p.attr("role"), Some("alert"));
            let field = dom.testid("quiz-input");
            assert_eq!(field.attr("aria-describedby"), Some("quiz-input-error"));
            (
                p.attr("data-testid").is_some(),
                p.text(),
                field.attr("aria-invalid").unwrap().to_string(),
                p.attr("data-negative").map(str::to_string),
            )
        };
        q.handle(quiz_machine::Event::Input("abc".into()));
        let (shown, text, invalid, _) = error(&q);
        assert_eq!(
            (shown, text.as_str(), invalid.as_str()),
            (true, texts::BAD_ANSWER.get(lang), "true")
        );
        q.handle(quiz_machine::Event::Check);
        assert!(error(&q).0);
        q.handle(quiz_machine::Event::Input("1".into()));
        assert_eq!(
            error(&q),
            (false, String::new(), "false".into(), None),
            "a number clears it"
        );
        q.handle(quiz_machine::Event::Input("-60".into()));
        let (shown, text, _, negative) = error(&q);
        assert!(shown && text.contains("~59"), "{text}");
        assert_eq!(negative.as_deref(), Some("60"));
        if lang == Lang::Ja {
            assert!(
                text.contains("符号付き") && !text.contains("整数を数字で"),
                "{text}"
            );
        }
        q.handle(quiz_machine::Event::Check);
        assert!(error(&q).0, "-60 is not graded");
        // Out of the row's range (six bits: at most 63).
        q.handle(quiz_machine::Event::Input("99999".into()));
        q.handle(quiz_machine::Event::Check);
        let (shown, text, invalid, _) = error(&q);
        assert!(shown && invalid == "true");
        assert_eq!(text, texts::out_of_range(lang, false, 6, 99999));
        // The right answer in binary where decimal is asked.
        q.handle(quiz_machine::Event::Input(bin(question.expected, 6)));
        q.handle(quiz_machine::Event::Check);
        let (shown, text, _, _) = error(&q);
        if bin(question.expected, 6).parse::<u64>().unwrap() != u64::from(question.expected) {
            assert!(shown);
            assert_eq!(text, texts::BINARY_NOT_DECIMAL.get(lang));
        }
        // A binary row typed, then cleared: no digit stays on.
        q.handle(quiz_machine::Event::Input("101101".into()));
        q.handle(quiz_machine::Event::Input(String::new()));
        let dom = draw_quiz(&q, set.seed, Some(set), lang);
        assert!(dom
            .testids("quiz-bit-")
            .iter()
            .all(|d| d.attr("aria-pressed") == Some("false")));
        assert!(!has(&dom, "quiz-feedback"));
    }
    // A yes / no question with nothing chosen: what is missing.
    let set = Set::new(424_242, 1, 20).unwrap();
    let mut q = quiz_of(set.seed, Some(set));
    while asked(&q).kind != Kind::Solution {
        let v = asked(&q).expected;
        enter(&mut q, v, false);
        q.handle(quiz_machine::Event::Check);
        q.handle(quiz_machine::Event::Next);
    }
    q.handle(quiz_machine::Event::Check);
    let dom = draw_quiz(&q, set.seed, Some(set), Lang::En);
    assert_eq!(
        dom.testid("quiz-input-error").text(),
        texts::NO_CHOICE.get(Lang::En)
    );
    assert!(
        !dom.text().contains("1 ="),
        "no code name in the yes / no question"
    );
}

/// Plays a homework set with `pattern` (true = right): the questions.
fn play(q: &mut Quiz, pattern: &[bool]) -> Vec<(Kind, usize, u64)> {
    pattern
        .iter()
        .map(|&right| {
            let a = asked(q);
            enter(
                q,
                if right {
                    a.expected
                } else {
                    wrong(a.kind, a.expected)
                },
                false,
            );
            q.handle(quiz_machine::Event::Check);
            q.handle(quiz_machine::Event::Next);
            (a.kind, a.n, a.step)
        })
        .collect()
}

/// A homework set: the same list for every student whatever they answer,
/// where the student is in it, and its end: the score named, the questions
/// missed, the check code to hand in (the domain's), the way back to
/// practice, and none of the teacher's links.
#[test]
fn a_homework_set_ends_with_a_score_and_a_check_code() {
    let set = Set::new(424_242, 2, 10).unwrap();
    let mut a = quiz_of(set.seed, Some(set));
    let mut b = quiz_of(set.seed, Some(set));
    let all = play(&mut a, &[true; 10]);
    let mixed = [
        false, true, false, false, true, true, false, true, true, false,
    ];
    assert_eq!(play(&mut b, &mixed), all, "the same list for both students");
    assert!(all.iter().all(|&(_, n, _)| n == 6));
    let kinds: std::collections::HashSet<_> = all.iter().map(|k| k.0.id()).collect();
    assert_eq!(kinds.len(), 7);
    for lang in LANGS {
        let dom = draw_quiz(&b, set.seed, Some(set), lang);
        for id in [
            "homework-maker",
            "quiz-share",
            "homework-check-link",
            "quiz-reset",
            "quiz-new-set",
        ] {
            assert!(!has(&dom, id), "{id} on the student's page");
        }
        assert_eq!(
            dom.testid("homework-note").text(),
            hw::HOMEWORK_NOTE.get(lang)
        );
        let title = dom.testid("homework-done-title");
        assert_eq!(
            (title.tag.as_str(), title.attr("tabindex")),
            ("h3", Some("-1"))
        );
        let score = dom.testid("homework-score");
        assert_eq!(
            (score.attr("data-value"), score.attr("data-total")),
            (Some("5"), Some("10"))
        );
        assert_eq!(score.text(), hw::score_line(lang, 5, 10));
        assert!(dom
            .testid("quiz-score")
            .text()
            .contains(&hw::score_line(lang, 5, 10)));
        assert_eq!(
            dom.testid("homework-missed").attr("data-missed"),
            Some("1 3 4 7 10")
        );
        let w = b.work().unwrap();
        let code = homework::encode(w.set, w.generator, &w.answers);
        let field = dom.testid("homework-code");
        assert_eq!(field.text(), code);
        assert!(field.attr("readonly").is_some());
        let label = dom
            .all()
            .into_iter()
            .find(|e| e.tag == "label" && e.attr("for") == Some("homework-code"));
        assert_eq!(
            label.map(Node::text).as_deref(),
            Some(hw::CODE_LABEL.get(lang))
        );
        assert_eq!(dom.testid("homework-copy").text(), hw::COPY_CODE.get(lang));
        assert_eq!(
            dom.testid("homework-copy-status").attr("role"),
            Some("status")
        );
        let practice = attr(dom.testid("homework-practice"), "href");
        assert_eq!(
            (arg(practice, "quiz"), arg(practice, "board")),
            (Some(set.seed.to_string()), None)
        );
    }
    let code = |q: &Quiz| {
        let w = q.work().unwrap();
        homework::encode(w.set, w.generator, &w.answers)
    };
    let shape = |c: &str| {
        let parts: Vec<&str> = c.split('-').collect();
        parts.len() > 1
            && parts[0].len() == 4
            && parts.iter().all(|p| {
                (1..=4).contains(&p.len())
                    && p.chars()
                        .all(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
            })
    };
    assert!(shape(&code(&a)), "{}", code(&a));
    assert_ne!(code(&a), code(&b));
    // Under way: where the student is, in words.
    let s3 = Set::new(424_242, 1, 3).unwrap();
    let mut c = quiz_of(s3.seed, Some(s3));
    play(&mut c, &[true]);
    let dom = draw_quiz(&c, s3.seed, Some(s3), Lang::En);
    assert_eq!(dom.testid("homework-position").text(), "Question 2 of 3");
    assert_eq!(
        dom.testid("homework-position").text(),
        hw::position(Lang::En, 1, 3)
    );
}

/// Practice's tools: the teacher's homework maker (its choices selected),
/// the set's link written in full and the check page's link, as chosen.
#[test]
fn the_homework_maker_writes_the_sets_links() {
    let mut q = quiz_of(424_242, None);
    q.handle(quiz_machine::Event::MakerLevel(1));
    q.handle(quiz_machine::Event::MakerQuestions(4));
    for lang in LANGS {
        let dom = draw_quiz(&q, 424_242, None, lang);
        let maker = dom.testid("homework-maker");
        assert_eq!(maker.attr("aria-labelledby"), Some("homework-title"));
        let selected = |id: &str| {
            let s = dom.testid(id);
            let on: Vec<String> = s
                .elements()
                .filter(|o| o.attr("selected").is_some())
                .map(|o| attr(o, "value").to_string())
                .collect();
            on
        };
        assert_eq!(selected("homework-board"), ["1"]);
        assert_eq!(selected("homework-questions"), ["4"]);
        let share = dom.testid("quiz-share");
        let href = attr(share, "href");
        let l = if lang == Lang::En { "en" } else { "ja" };
        assert_eq!(
            href,
            format!("?view=learn&quiz=424242&board=5&questions=4&lang={l}")
        );
        assert_eq!(share.text(), format!("{SITE}{href}"), "the link in full");
        let check = attr(dom.testid("homework-check-link"), "href");
        assert_eq!(arg(check, "check").as_deref(), Some("1"));
        assert_eq!(
            (arg(check, "board"), arg(check, "questions")),
            (Some("5".into()), Some("4".into()))
        );
        assert_eq!(dom.testid("quiz-reset").text(), texts::RESET.get(lang));
        assert_eq!(dom.testid("quiz-new-set").text(), texts::NEW_SET.get(lang));
        assert_eq!(dom.testid("quiz-tools-status").attr("role"), Some("status"));
    }
}

// ---------------------------------------------------------------------------
// The teacher's check page.

/// The check code of `set` answered by `pattern` (true = right).
fn code_of(set: Set, pattern: &[bool]) -> String {
    let mut q = quiz_of(set.seed, Some(set));
    play(&mut q, pattern);
    let w: &Work = q.work().unwrap();
    homework::encode(w.set, w.generator, &w.answers)
}

fn checked(named: Option<Set>, codes: &str, lang: Lang) -> Node {
    let mut c = ClassCheck::default();
    c.handle(homework::Event::Named(named));
    c.handle(homework::Event::Input(codes.to_string()));
    c.handle(homework::Event::Grade);
    let p = CheckViewProps { set: named, lang };
    render(check(&p, &c, &Callback::noop(), &NodeRef::default()))
}

/// The rows of the results: score, missed, refused, text.
fn result_rows(dom: &Node) -> Vec<(Option<String>, Option<String>, bool, String)> {
    dom.testids("check-row-")
        .iter()
        .map(|tr| {
            (
                tr.attr("data-score").map(str::to_string),
                tr.attr("data-missed").map(str::to_string),
                tr.attr("data-refused") == Some("true"),
                tr.text(),
            )
        })
        .collect()
}

/// The check page grades a class's codes: names before a colon or a
/// space, full-width input read as ASCII, a damaged code, another set's, a
/// typed score and an empty line each get their line; the summary counts
/// them.
#[test]
fn the_check_page_grades_a_class() {
    let set = Set::new(424_242, 1, 4).unwrap();
    let right = code_of(set, &[true; 4]);
    let some = code_of(set, &[true, false, true, false]);
    let other = code_of(Set::new(424_242, 1, 3).unwrap(), &[true; 3]);
    // As a Japanese input method types it: full-width, ー for the dashes.
    let wide: String = some
        .chars()
        .map(|c| match c {
            '-' => 'ー',
            c => char::from_u32(c as u32 + 0xfee0).unwrap(),
        })
        .collect();
    let mut damaged: Vec<char> = right.chars().collect();
    damaged[3] = if damaged[3] == 'A' { 'B' } else { 'A' };
    let damaged: String = damaged.into_iter().collect();
    let codes = [
        format!("あおい：{right}"),
        format!("けん　{wide}"),
        damaged,
        format!("Mio: {other}"),
        String::new(),
        "Sora: 42/42".into(),
    ]
    .join("\n");
    let dom = checked(Some(set), &codes, Lang::Ja);
    let rows = result_rows(&dom);
    let got: Vec<_> = rows
        .iter()
        .map(|r| (r.0.as_deref(), r.1.as_deref(), r.2))
        .collect();
    assert_eq!(
        got,
        [
            (Some("4"), Some(""), false),
            (Some("2"), Some("2 4"), false),
            (None, None, true),
            (None, None, true),
            (None, None, true)
        ]
    );
    assert!(rows[0].3.contains("あおい") && rows[1].3.contains("けん"));
    assert!(
        rows[2].3.contains("チェックサム"),
        "a damaged code: why: {}",
        rows[2].3
    );
    assert!(
        rows[3].3.contains("n = 5・3 問"),
        "another set: which: {}",
        rows[3].3
    );
    assert!(
        rows[4].3.contains("「/」"),
        "a typed score is no code: {}",
        rows[4].3
    );
    assert!(dom
        .testid("check-summary")
        .text()
        .contains("2 件を採点し、3 件"));
    assert_eq!(dom.testid("check-summary").attr("role"), Some("status"));
    assert_eq!(dom.testid("check-set").attr("data-seed"), Some("424242"));
    assert_eq!(
        dom.testid("check-title").text(),
        hw::CHECK_TITLE.get(Lang::Ja)
    );
    let label = dom
        .all()
        .into_iter()
        .find(|e| e.tag == "label" && e.attr("for") == Some("check-codes"))
        .unwrap();
    assert_eq!(label.text(), hw::CODES.get(Lang::Ja));
    assert_eq!(dom.testid("check-codes").attr("id"), Some("check-codes"));
    let heads: Vec<String> = dom
        .testid("check-results")
        .all()
        .into_iter()
        .filter(|e| e.tag == "th")
        .map(|th| {
            assert_eq!(th.attr("scope"), Some("col"));
            th.text()
        })
        .collect();
    assert_eq!(
        heads,
        [
            "#",
            hw::STUDENT.get(Lang::Ja),
            hw::SCORE_HEAD.get(Lang::Ja),
            hw::MISSED_HEAD.get(Lang::Ja)
        ]
    );
    // Without a named set the first good code names it; another set's is flagged.
    let dom = checked(None, &format!("{other}\n{right}"), Lang::En);
    assert_eq!(dom.testid("check-row-1").attr("data-refused"), Some("true"));
    assert!(dom
        .testid("check-row-1")
        .text()
        .contains("another homework set"));
    assert!(dom.testid("check-set").text().contains("3 questions"));
    // Nothing graded yet: no summary, no table.
    let mut c = ClassCheck::default();
    c.handle(homework::Event::Named(None));
    let dom = render(check(
        &CheckViewProps {
            set: None,
            lang: Lang::En,
        },
        &c,
        &Callback::noop(),
        &NodeRef::default(),
    ));
    assert_eq!(dom.testid("check-summary").text(), "");
    assert!(!has(&dom, "check-results") && !has(&dom, "check-set"));
}

/// Two students with the same answers are both graded, the later flagged;
/// a name again is refused; the same code with no name to tell the lines
/// apart is graded and flagged, and a named twin of an unnamed line names
/// the line to fix.
#[test]
fn the_check_page_flags_a_code_pasted_twice() {
    let set = Set::new(424_242, 1, 3).unwrap();
    let right = code_of(set, &[true; 3]);
    let some = code_of(set, &[true, false, true]);
    let codes = [
        format!("Aoi: {right}"),
        format!("Ken: {right}"),
        some.clone(),
        some.clone(),
        format!("aoi: {some}"),
        format!("Mei: {some}"),
    ]
    .join("\n");
    for lang in LANGS {
        let en = lang == Lang::En;
        let dom = checked(None, &codes, lang);
        let rows = result_rows(&dom);
        let got: Vec<_> = rows.iter().map(|r| (r.0.as_deref(), r.2)).collect();
        assert_eq!(
            got,
            [
                (Some("3"), false),
                (Some("3"), false),
                (Some("2"), false),
                (Some("2"), false),
                (None, true),
                (Some("2"), false)
            ]
        );
        let same = |k: usize| dom.testid(&format!("check-same-{k}")).text();
        assert!(
            same(3).contains(if en {
                "The same code as line 3"
            } else {
                "3 番目の行と同じコード"
            }),
            "{}",
            same(3)
        );
        assert!(
            same(5).contains(if en {
                "which has no name: Mei pasted twice"
            } else {
                "その行には名前がありません。Mei"
            }),
            "{}",
            same(5)
        );
        assert!(!same(5).contains(if en {
            "each code"
        } else {
            "名前を付けて（名前: コード）区別してください。同じ"
        }));
        assert!(
            same(1).contains(if en {
                "The same code as line 1 (Aoi)"
            } else {
                "1 番目の行（Aoiさん）と同じコード"
            }),
            "{}",
            same(1)
        );
        assert!(same(1).contains(if en {
            "only line 1 counts"
        } else {
            "数えるのは 1 番目の行だけ"
        }));
        assert_eq!(
            dom.testids("check-same-").len(),
            3,
            "only the repeated codes"
        );
        assert!(
            rows[4].3.contains(if en {
                "the same name as line 1"
            } else {
                "1 番目の行と同じ名前"
            }),
            "{}",
            rows[4].3
        );
        assert!(dom.testid("check-summary").text().contains(if en {
            "5 codes graded, 1 refused"
        } else {
            "5 件を採点し、1 件"
        }));
    }
}

// ---------------------------------------------------------------------------
// The "write the bits" tab.

/// The right answers, as typed.
const RIGHT: [&str; 5] = [
    "mask & ~(left | down | right)",
    "bitmap & -bitmap",
    "(left | bit) << 1",
    "down | bit",
    "(right | bit) >> 1",
];

fn blank_index(b: Blank) -> usize {
    Blank::ALL.iter().position(|&x| x == b).unwrap()
}

/// The right answers with `blank` replaced by `text`.
fn with(changes: &[(Blank, &str)]) -> [String; 5] {
    let mut t = RIGHT.map(str::to_string);
    for &(b, text) in changes {
        t[blank_index(b)] = text.to_string();
    }
    t
}

/// The tab after running `blanks` on board `n` to the end.
fn ran(n: usize, blanks: [String; 5]) -> Write {
    let mut w = Write::default();
    w.update(
        write_job::Event::Open(Draft {
            n,
            blanks: Blanks(blanks),
        }),
        0.0,
    );
    let (_, mut commands) = w.update(write_job::Event::Run, 0.0);
    let mut now = 0.0;
    while let Some(write_job::Command::Slice(g)) = commands
        .iter()
        .find(|c| matches!(c, write_job::Command::Slice(_)))
        .cloned()
    {
        now += 16.0;
        commands = w.update(write_job::Event::Slice(g), now).1;
    }
    w
}

fn draw_write(w: &Write, lang: Lang) -> Node {
    let p = WriteViewProps {
        lang,
        draft: w.draft().clone(),
        on_draft: Callback::noop(),
        on_open: Callback::noop(),
    };
    render(write(&p, w, &Callback::noop()))
}

/// The result's attributes.
fn result_of(dom: &Node) -> [Option<String>; 7] {
    let r = dom.testid("write-result");
    [
        "data-solutions",
        "data-expected",
        "data-match",
        "data-diverge-step",
        "data-diverge-blank",
        "data-end",
        "data-steps",
    ]
    .map(|a| r.attr(a).map(str::to_string))
}

/// The tab: its title, the loop with five blanks (each labelled `name =`),
/// the board size and Run / Stop; nothing run yet.
#[test]
fn the_write_tab_shows_the_loop_with_five_blanks() {
    for (lang, title) in [
        (Lang::En, "Write the bits yourself"),
        (Lang::Ja, "自分でビット演算を書く"),
    ] {
        let dom = draw_write(&Write::default(), lang);
        assert_eq!(dom.testid("write-title").text(), title);
        assert_eq!(
            dom.testid("write-panel").attr("aria-labelledby"),
            Some("write-title")
        );
        for b in Blank::ALL {
            let id = format!("write-expr-{}", b.name());
            let field = dom.testid(&id);
            assert_eq!(field.attr("id"), Some(id.as_str()));
            assert_eq!(field.attr("aria-invalid"), None);
            let label = dom
                .all()
                .into_iter()
                .find(|e| e.tag == "label" && e.attr("for") == Some(id.as_str()))
                .unwrap();
            assert_eq!(label.text(), format!("{} =", b.name()));
        }
        let code = dom
            .all()
            .into_iter()
            .find(|e| e.has_class("write-code"))
            .unwrap();
        assert_eq!(
            (code.attr("role"), code.attr("aria-label")),
            (Some("group"), Some(write_texts::CODE_LABEL.get(lang)))
        );
        assert_eq!(
            dom.testid("write-stop").attr("aria-disabled"),
            Some("true"),
            "nothing running"
        );
        assert!(!has(&dom, "write-result") && dom.testid("write-status").text().is_empty());
        let options: Vec<&str> = dom
            .testid("write-n")
            .elements()
            .filter(|o| o.attr("selected").is_some())
            .map(|o| attr(o, "value"))
            .collect();
        assert_eq!(options, ["8"]);
    }
}

/// The right expressions match the real search step for step on every
/// board of the select (n = 8: 92 solutions in 5985 steps).
#[test]
fn the_right_expressions_match_the_real_search() {
    for (n, solutions, steps) in [
        (4, "2", "45"),
        (5, "10", "140"),
        (6, "4", "449"),
        (8, "92", "5985"),
    ] {
        let dom = draw_write(&ran(n, with(&[])), Lang::En);
        let [sol, exp, matched, step, blank, end, st] = result_of(&dom);
        assert_eq!(
            (sol.as_deref(), exp.as_deref(), matched.as_deref()),
            (Some(solutions), Some(solutions), Some("true")),
            "n = {n}"
        );
        assert_eq!(
            (step, blank, end.as_deref()),
            (None, None, Some("finished"))
        );
        assert_eq!(st.as_deref(), Some(steps));
        assert_eq!(
            dom.testid("write-status").text(),
            "Every step matches the real search."
        );
        assert_eq!(dom.testid("write-status").attr("role"), Some("status"));
        assert!(!has(&dom, "write-diverge") && !has(&dom, "write-progress"));
    }
    let dom = draw_write(&ran(8, with(&[])), Lang::Ja);
    assert_eq!(
        dom.testid("write-status").text(),
        "すべてのステップが本物の探索と一致しました。"
    );
}

/// Five typical wrong answers diverge at their first differing step: both
/// values (different) and a hint, the real search's board at that step and
/// a link to it in the stepper.
#[test]
fn wrong_answers_diverge_with_both_values_and_a_hint() {
    let wrong = [
        (Blank::Bitmap, "mask & (left|down|right)", 2),
        (Blank::Bit, "bitmap & bitmap", 1),
        (Blank::Left, "left << 1", 2),
        (Blank::Right, "(right|bit) << 1", 2),
        (Blank::Down, "down", 2),
    ];
    for (b, text, step) in wrong {
        let dom = draw_write(&ran(8, with(&[(b, text)])), Lang::En);
        let [_, exp, matched, at_step, blank, _, _] = result_of(&dom);
        assert_eq!(
            (matched.as_deref(), exp.as_deref()),
            (Some("false"), Some("92"))
        );
        assert_eq!(at_step, Some(step.to_string()), "{text}");
        assert_eq!(blank.as_deref(), Some(b.name()));
        let yours = at_value(dom.testid("write-yours"));
        assert_ne!(yours, at_value(dom.testid("write-expected")));
        assert!(!dom.testid("write-hint").text().is_empty());
        assert_eq!(
            dom.testid("board").attr("data-queens"),
            Some("7"),
            "row 0's queen in column 7"
        );
        let href = attr(dom.testid("write-open-step"), "href");
        assert_eq!(
            (arg(href, "n"), arg(href, "step")),
            (Some("8".into()), Some(step.to_string()))
        );
    }
    let dom = draw_write(
        &ran(8, with(&[(Blank::Bitmap, "mask & (left|down|right)")])),
        Lang::En,
    );
    assert!(dom
        .testid("write-hint")
        .text()
        .contains("did you forget ~?"));
    let dom = draw_write(&ran(8, with(&[(Blank::Bit, "bitmap & bitmap")])), Lang::En);
    assert_eq!(
        (
            at_value(dom.testid("write-yours")),
            at_value(dom.testid("write-expected"))
        ),
        (255, 1)
    );
    assert!(dom.testid("write-yours").text().contains("11111111"));
}

/// Junk: a parse error at its character (the text and a caret, the
/// character marked), the field invalid and described by the message, in
/// both languages; no run.
#[test]
fn junk_gives_a_parse_error_at_its_character() {
    let w = ran(
        5,
        with(&[
            (Blank::Bitmap, "mask & ~(left | queen)"),
            (Blank::Left, "left * 2"),
        ]),
    );
    for lang in LANGS {
        let en = lang == Lang::En;
        let dom = draw_write(&w, lang);
        let e = dom.testid("write-error-bitmap");
        assert_eq!(e.attr("data-at"), Some("16"));
        assert!(
            e.text()
                .contains(if en { "Character 17" } else { "17文字目" }),
            "{}",
            e.text()
        );
        assert!(e.text().contains("queen"));
        let marked: Vec<String> = e
            .all()
            .into_iter()
            .filter(|x| x.tag == "mark")
            .map(Node::text)
            .collect();
        assert_eq!(marked, ["q"]);
        let left = dom.testid("write-error-left");
        assert_eq!(left.attr("data-at"), Some("5"));
        let star = if en {
            "There is no asterisk * here: to multiply by 2, shift left (<< 1)"
        } else {
            "* は使えません。2 倍するには左シフト（<< 1）"
        };
        assert!(left.text().contains(star), "{}", left.text());
        let field = dom.testid("write-expr-left");
        assert_eq!(
            (field.attr("aria-invalid"), field.attr("aria-describedby")),
            (Some("true"), Some("write-error-left"))
        );
        let message = dom
            .all()
            .into_iter()
            .find(|x| x.attr("id") == Some("write-error-left"))
            .unwrap();
        assert!(
            !message.text().contains('^'),
            "the description is the message alone"
        );
        assert!(!has(&dom, "write-result"));
        if en {
            assert!(dom.testid("write-status").text().contains("cannot be read"));
        }
        assert!(!has(&dom, "write-error-down"));
    }
    // Fixed: its error goes as it is typed.
    let mut w = w;
    w.update(
        write_job::Event::SetBlank(Blank::Left, RIGHT[2].into()),
        1.0,
    );
    let dom = draw_write(&w, Lang::En);
    assert!(!has(&dom, "write-error-left") && has(&dom, "write-error-bitmap"));
}

/// How a run ends: a runaway at the step limit (its notice, its count
/// partial), a shift by 32 or more (an error), a wrong bitmap that hits the
/// limit (its hint, no runaway notice), a left without `& mask` (why that
/// passes); only the digits that differ are marked.
#[test]
fn what_a_run_says_about_how_it_ended() {
    let limit = 4 * 5985 + 1000;
    let runaway = ran(8, with(&[(Blank::Bit, "1")]));
    for lang in LANGS {
        let dom = draw_write(&runaway, lang);
        let [_, _, matched, _, _, end, steps] = result_of(&dom);
        assert_eq!(
            (end.as_deref(), matched.as_deref()),
            (Some("limit"), Some("false"))
        );
        assert_eq!(steps, Some(limit.to_string()));
        assert!(dom
            .testid("write-runaway")
            .text()
            .contains(&limit.to_string()));
        if lang == Lang::Ja {
            let counts = dom.testid("write-counts").text();
            assert!(
                counts.contains("上限で止まりました") && counts.contains("途中まで"),
                "{counts}"
            );
        }
    }
    let stuck = draw_write(&ran(8, with(&[(Blank::Bit, "0")])), Lang::En);
    assert_eq!(result_of(&stuck)[5].as_deref(), Some("limit"));
    assert!(has(&stuck, "write-runaway"));
    let shift = draw_write(
        &ran(8, with(&[(Blank::Left, "(left | bit) << bit")])),
        Lang::En,
    );
    assert_eq!(result_of(&shift)[5].as_deref(), Some("error"));
    assert!(shift
        .testid("write-shift-error")
        .text()
        .contains("less than 32"));
    // right forgotten: the limit, its hint, no runaway notice.
    let no_right = ran(8, with(&[(Blank::Bitmap, "mask & ~(left|down)")]));
    for (lang, hint) in [
        (Lang::En, "right (the ↘ diagonal)"),
        (Lang::Ja, "right（↘ の斜め）の利き"),
    ] {
        let dom = draw_write(&no_right, lang);
        assert_eq!(result_of(&dom)[5].as_deref(), Some("limit"));
        assert!(
            dom.testid("write-hint").text().contains(hint),
            "{}",
            dom.testid("write-hint").text()
        );
        assert!(!dom.testid("write-hint").text().contains("~ を忘れて"));
        assert!(
            !has(&dom, "write-runaway"),
            "no runaway notice beside the hint"
        );
        if lang == Lang::En {
            assert!(dom.testid("write-counts").text().contains("step limit"));
        } else {
            assert!(dom.testid("write-differ").text().contains("違うのは"));
        }
        let (yours, expected) = (
            at_value(dom.testid("write-yours")),
            at_value(dom.testid("write-expected")),
        );
        let differ = yours ^ expected;
        let want: Vec<u32> = (0..32).rev().filter(|b| differ >> b & 1 == 1).collect();
        assert!(!want.is_empty());
        for id in ["write-yours", "write-expected"] {
            let marked: Vec<u32> = dom
                .testid(id)
                .all()
                .into_iter()
                .filter(|d| d.has_class("digit") && d.has_class("strong"))
                .map(|d| attr(d, "data-bit").parse().unwrap())
                .collect();
            assert_eq!(marked, want, "{id}");
        }
    }
    // A left without & mask passes, and says why that is fine.
    let dom = draw_write(&ran(6, with(&[])), Lang::Ja);
    assert!(dom
        .testid("write-outside-note")
        .text()
        .contains("mask が盤の外のビットを取り除く"));
    let dom = draw_write(
        &ran(6, with(&[(Blank::Left, "((left | bit) << 1) & mask")])),
        Lang::Ja,
    );
    assert!(!has(&dom, "write-outside-note"));
}

// ---------------------------------------------------------------------------
// The page's frame and the stepper's banner.

fn learn_at(place: Place, kept: Kept) -> Learn {
    Learn::open(place, kept)
}

fn frame(learn: &Learn, lang: Lang, quiz_seed: Option<u64>) -> Node {
    render(learn_view(
        (learn, lang),
        &Params::default(),
        &Callback::noop(),
        (quiz_seed, Html::default()),
    ))
}

fn tab_current(dom: &Node) -> [Option<String>; 3] {
    ["learn-lesson-tab", "learn-quiz-tab", "write-tab"]
        .map(|id| dom.testid(id).attr("aria-current").map(str::to_string))
}

/// The tabs are links named in the page's language, the current one
/// marked: the exercises tab leads back to the set in progress (a homework
/// set with its board and size), else to the seed given; the write tab to
/// the learner's draft.
#[test]
fn the_tabs_are_links_to_what_they_open() {
    let page = Some("page".to_string());
    for (lang, write) in [(Lang::En, "Write the bits"), (Lang::Ja, "ビットを書く")] {
        let lesson = learn_at(Place::default(), Kept::default());
        let dom = frame(&lesson, lang, Some(77));
        assert_eq!(tab_current(&dom), [page.clone(), None, None]);
        assert_eq!(dom.testid("write-tab").text(), write);
        assert_eq!(
            dom.testid("learn-lesson-tab").text(),
            texts::LESSON_TAB.get(lang)
        );
        assert_eq!(
            dom.testid("learn-quiz-tab").text(),
            texts::QUIZ_TAB.get(lang)
        );
        let nav = dom.all().into_iter().find(|e| e.tag == "nav").unwrap();
        assert_eq!(nav.attr("aria-label"), Some(texts::TITLE.get(lang)));
        let quiz = attr(dom.testid("learn-quiz-tab"), "href");
        assert_eq!(
            (arg(quiz, "view"), arg(quiz, "quiz")),
            (Some("learn".into()), Some("77".into()))
        );
        assert_eq!(
            arg(attr(dom.testid("write-tab"), "href"), "write").as_deref(),
            Some("1")
        );
    }
    // In a homework set: the set, back from the lesson.
    let set = Set::new(424_242, 1, 3).unwrap();
    let mut learn = learn_at(
        Place {
            quiz: Some(set.seed),
            homework: Some(set),
            ..Place::default()
        },
        Kept::default(),
    );
    let dom = frame(&learn, Lang::En, None);
    assert_eq!(tab_current(&dom), [None, Some("page".into()), None]);
    learn.handle(page::Event::Quiz(None));
    let dom = frame(&learn, Lang::En, None);
    assert_eq!(tab_current(&dom), [Some("page".into()), None, None]);
    let href = attr(dom.testid("learn-quiz-tab"), "href");
    assert_eq!(
        (
            arg(href, "quiz"),
            arg(href, "board"),
            arg(href, "questions")
        ),
        (Some("424242".into()), Some("5".into()), Some("3".into())),
        "{href}"
    );
    // The write tab open.
    let learn = learn_at(
        Place {
            write: Some(Draft::default()),
            ..Place::default()
        },
        Kept::default(),
    );
    let dom = frame(&learn, Lang::En, Some(1));
    assert_eq!(tab_current(&dom), [None, None, Some("page".into())]);
}

/// The stepper's banner: a named region with the lesson's link (stop 1)
/// and its dismiss button; none once hidden.
#[test]
fn the_lesson_banner_leads_to_stop_one_until_hidden() {
    for lang in LANGS {
        let p = LearnPageProps {
            lang,
            place: Place::default(),
            restored: 0,
            here: Params::default(),
            on_link: Callback::noop(),
            go: Callback::noop(),
            panel: Html::default(),
            banner: true,
        };
        let mut learn = learn_at(Place::default(), Kept::default());
        let dom = render(lesson_banner(&learn, &p, Callback::noop()));
        let aside = dom.testid("lesson-banner");
        assert_eq!(
            (aside.tag.as_str(), aside.attr("aria-label")),
            ("aside", Some(texts::LESSON_TAB.get(lang)))
        );
        let open = attr(dom.testid("lesson-banner-open"), "href");
        assert_eq!(
            (arg(open, "view"), arg(open, "stop")),
            (Some("learn".into()), Some("1".into()))
        );
        assert_eq!(
            dom.testid("lesson-banner-dismiss").text(),
            texts::BANNER_DISMISS.get(lang)
        );
        learn.handle(page::Event::HideBanner);
        let dom = render(lesson_banner(&learn, &p, Callback::noop()));
        assert!(dom.all().is_empty(), "hidden");
    }
}
