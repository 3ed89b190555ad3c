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
use bitqueens::domain::learn::lesson::{watched, Count, Square, Stop, Task, Topic, STOP_COUNT};
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
use yew::virtual_dom::{Key, VNode};

#[path = "../support/mod.rs"]
mod support;

mod exercises;
mod flow;
mod puzzle;
mod tasks;
mod write;

use support::{binary_runs, html::Node, japanese_rules, raw_operators, render, spoken};

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

/// The first Tab stop after the element of test id `id` in document order
/// (a control neither disabled nor out of the Tab order, or an element of
/// tabindex 0), by its test id or its tag: where one Tab goes from there.
fn tab_after(dom: &Node, id: &str) -> Option<String> {
    let all = dom.all();
    let at = all.iter().position(|e| e.attr("data-testid") == Some(id))?;
    all[at + 1..]
        .iter()
        .find(|e| {
            let control = matches!(
                e.tag.as_str(),
                "button" | "input" | "select" | "textarea" | "summary"
            ) || (e.tag == "a" && e.attr("href").is_some());
            let tabindex = e.attr("tabindex");
            (control && e.attr("disabled").is_none() && tabindex != Some("-1"))
                || tabindex == Some("0")
        })
        .map(|e| e.attr("data-testid").unwrap_or(e.tag.as_str()).to_string())
}

fn has(dom: &Node, id: &str) -> bool {
    !dom.all()
        .into_iter()
        .filter(|e| e.attr("data-testid") == Some(id))
        .collect::<Vec<_>>()
        .is_empty()
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
/// The site's address (where a stop's link is written from).
const SITE: &str = "https://example.test/bitqueens/";

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
        (&NodeRef::default(), SEED, (SITE, Callback::noop())),
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
    // The decimal values headed as the stepper's rows (the same heading,
    // first in the grid, in the tail column, for the eye).
    let head = dom.testid("bits-dec-head");
    let stepper = render(bitqueens::components::dec_head(lang));
    assert_eq!(
        format!("{head:?}"),
        format!("{:?}", stepper.testid("bits-dec-head")),
        "{at}: the heading"
    );
    let grid = dom.of_class("bit-grid")[0];
    assert!(
        std::ptr::eq(grid.elements().next().unwrap(), head),
        "{at}: first in the grid"
    );
    assert!(head.has_class("tail-head") && head.attr("aria-hidden") == Some("true"));
    assert_eq!(
        head.text(),
        if lang == Lang::En { "dec" } else { "10進" },
        "{at}"
    );
    let rows = s.current_bits().rows();
    let shown = dom.testids("lesson-bits-");
    assert_eq!(shown.len(), rows.len(), "{at}: a row each");
    for (row, value) in rows {
        let e = dom.testid(&format!("lesson-bits-{}", row.key()));
        assert_eq!(at_value(e), value, "{at}: lesson-bits-{}", row.key());
        let focus = stop.rows.contains(&row);
        assert_eq!(e.has_class("focus"), focus, "{at}: {} in focus", row.key());
        assert_eq!(e.has_class("dim"), !focus, "{at}: {} dimmed", row.key());
        // In focus for the ear too, at the end of the row's sentence.
        let heard = support::spoken(e);
        let sep = if lang == Lang::En { "; " } else { "。" };
        let note = format!("{sep}{}", texts::ROW_IN_FOCUS.get(lang));
        assert_eq!(
            heard.trim_end().ends_with(&note),
            focus,
            "{at}: {} said in focus: {heard}",
            row.key()
        );
    }
    // A queen just lifted, drawn grey in a dashed frame, has its legend
    // under the board, said in words (its mark for the eye alone); a board
    // without one has none.
    let legends = dom.testids("lesson-lifted-legend");
    let lifted = Moment::of(s).lifted.is_some();
    assert_eq!(
        legends.len(),
        usize::from(lifted),
        "{at}: the lifted queen's legend"
    );
    if let Some(legend) = legends.first() {
        let said = support::spoken(legend);
        assert_eq!(said.trim(), texts::LIFTED_LEGEND.get(lang), "{at}");
        let stage: Vec<Option<&str>> = dom.of_class("lesson-stage")[0]
            .elements()
            .map(|e| e.attr("data-testid"))
            .collect();
        let board = stage.iter().position(|&t| t == Some("board"));
        assert_eq!(
            stage.get(board.unwrap_or(0) + 1),
            Some(&Some("lesson-lifted-legend")),
            "{at}: right under the board"
        );
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
                        stop.n * stop.n + 2,
                        "{at}: the squares, the status and its live region"
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
                    // Asked where it is answered: the one task box is the
                    // field's, under the rows, its question the field's
                    // label (once asked at the stop's top, its field a
                    // phone's screen below).
                    let boxes = dom.testids("lesson-task");
                    assert_eq!(boxes.len(), 1, "{at}: one task box");
                    assert_eq!(
                        boxes[0].testid("lesson-number").attr("id"),
                        Some("lesson-number")
                    );
                    let question = boxes[0].testid("lesson-number-question");
                    assert_eq!(question.attr("for"), Some("lesson-number"), "{at}");
                    let prompt = texts::task_prompt(lang, &stop);
                    assert!(question.text().contains(&prompt), "{at}");
                    let stage = dom.of_class("lesson-stage");
                    assert!(
                        stage.len() == 1 && !stage[0].testids("lesson-task").is_empty(),
                        "{at}: under the rows"
                    );
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

/// What the ear gets at every stop in both languages, its step task taken:
/// no binary value of the board's width said as a number (digits apart),
/// and on the stops of the bit operations (8 to 13) no operator as a bare
/// symbol.
#[test]
fn every_stop_spells_binary_values_and_says_operators_in_words() {
    let stops = Lesson::default().stops().clone();
    for lang in LANGS {
        for (i, stop) in stops.iter().enumerate() {
            let k = i + 1;
            let step = [lesson_machine::Event::Step];
            let taken: &[_] = if matches!(stop.task, Task::Step { .. }) {
                &step
            } else {
                &[]
            };
            let (_, dom) = lesson_at(k, lang, taken);
            let shown = dom.testid("lesson-stop");
            let runs = binary_runs(&spoken(shown), stop.n.max(2));
            assert!(
                runs.is_empty(),
                "{lang:?} stop {k}: said as numbers: {runs:?}"
            );
            if (8..=13).contains(&k) {
                let ops = raw_operators(shown);
                assert!(ops.is_empty(), "{lang:?} stop {k}: {ops:?}");
            }
        }
    }
}

/// The stop's heading says which stop of how many it is; the text names a
/// symbol before saying its operator ("縦棒 | は OR", never "OR は OR").
#[test]
fn the_heading_says_its_stop() {
    let total = Lesson::default().stops().len();
    let (_, dom) = lesson_at(5, Lang::Ja, &[]);
    let title = dom.testid("lesson-title");
    assert_eq!(title.tag, "h3");
    let want = format!("場面 5（全 {total} 場面）：");
    assert!(spoken(title).trim().starts_with(&want), "{}", spoken(title));
    let text = dom.testid("lesson-text").text();
    assert!(
        text.contains("縦棒 | は OR") && !text.contains("OR は OR"),
        "{text}"
    );
}

/// No stop of the lesson says "seed" (the articles it comes from are the
/// sources, by that word).
#[test]
fn no_stop_of_the_lesson_says_seed() {
    let total = Lesson::default().stops().len();
    for lang in LANGS {
        for k in 1..=total {
            let (_, dom) = lesson_at(k, lang, &[]);
            let text = dom.text().to_lowercase();
            assert!(
                !text.contains("seed") && !text.contains("シード"),
                "{lang:?} stop {k}: {text}"
            );
        }
    }
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

/// The stepper's banner: a named region with the lesson's link and its
/// dismiss button; none once hidden. The link names no stop (the lesson
/// opens where the learner left it), and past the first stop the banner
/// says which one.
#[test]
fn the_lesson_banner_leads_to_the_learner_s_stop_until_hidden() {
    for lang in LANGS {
        let p = LearnPageProps {
            lang,
            place: Place::default(),
            orders: Default::default(),
            here: Params::default(),
            on_link: Callback::noop(),
            go: Callback::noop(),
            panel: Html::default(),
            panel_at: None,
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
            (Some("learn".into()), None)
        );
        let new = dom.testid("lesson-banner-open").text();
        assert!(new.contains(&STOP_COUNT.to_string()), "{new}");
        // A learner who left at stop 4: the same link, the stop said.
        let kept = Kept {
            stop: Some(4),
            ..Kept::default()
        };
        let dom = render(lesson_banner(
            &learn_at(Place::default(), kept),
            &p,
            Callback::noop(),
        ));
        let going_on = dom.testid("lesson-banner-open");
        assert_eq!(arg(attr(going_on, "href"), "stop"), None);
        assert_ne!(going_on.text(), new);
        let said = match lang {
            Lang::En => format!("stop 4 of {STOP_COUNT}"),
            Lang::Ja => format!("場面 4（全 {STOP_COUNT} 場面）"),
        };
        assert!(going_on.text().contains(&said), "{}", going_on.text());
        // A teacher's link to an earlier stop shows it; the banner still
        // offers the learner's progress.
        let mut linked = learn_at(
            Place::default(),
            Kept {
                stop: Some(12),
                ..Kept::default()
            },
        );
        linked.handle(page::Event::Link(
            bitqueens::domain::machine::Taken::Open,
            Place {
                stop: Some(5),
                ..Place::default()
            },
        ));
        assert_eq!(linked.stop, 5);
        let offered = render(lesson_banner(&linked, &p, Callback::noop()))
            .testid("lesson-banner-open")
            .text();
        let twelve = match lang {
            Lang::En => format!("stop 12 of {STOP_COUNT}"),
            Lang::Ja => format!("場面 12（全 {STOP_COUNT} 場面）"),
        };
        assert!(offered.contains(&twelve), "{offered}");
        // The banner's close says what every close of the site says.
        assert_eq!(
            dom.testid("lesson-banner-dismiss").text(),
            bitqueens::texts::CLOSE.get(lang)
        );
        if lang == Lang::En {
            assert_eq!(dom.testid("lesson-banner-dismiss").text(), "Close");
        }
        // Closing the welcome closes that kind: past the first stop the
        // banner offers to go on; closing that hides it for good.
        learn.handle(page::Event::HideBanner);
        let dom = render(lesson_banner(&learn, &p, Callback::noop()));
        assert!(dom.all().is_empty(), "the welcome closed");
        learn.handle(page::Event::Stop(4));
        let dom = render(lesson_banner(&learn, &p, Callback::noop()));
        assert!(
            dom.testid("lesson-banner-open").text().contains(&said),
            "the welcome closed, the lesson left at stop 4: go on"
        );
        learn.handle(page::Event::HideBanner);
        learn.handle(page::Event::Stop(5));
        let dom = render(lesson_banner(&learn, &p, Callback::noop()));
        assert!(dom.all().is_empty(), "closed for good");
        // The last stop shown is not the lesson finished; its question
        // answered is.
        let mut learn = learn_at(Place::default(), Kept::default());
        learn.handle(page::Event::Stop(STOP_COUNT));
        let dom = render(lesson_banner(&learn, &p, Callback::noop()));
        assert!(has(&dom, "lesson-banner"), "the last stop shown");
        learn.handle(page::Event::Finished);
        let dom = render(lesson_banner(&learn, &p, Callback::noop()));
        assert!(dom.all().is_empty(), "finished");
    }
}

/// Each stop has its link in full, to copy (a teacher links to a stop):
/// the share dialogs' field and copy button (`components::share`), and a
/// status that says the copy.
#[test]
fn each_stop_has_its_link_to_copy() {
    for lang in LANGS {
        for k in [1, 4, STOP_COUNT] {
            let (_, dom) = lesson_at(k, lang, &[]);
            let field = dom.testid("lesson-link");
            let link = attr(field, "value");
            assert!(link.starts_with(SITE), "{link}");
            let href = &link[SITE.len()..];
            assert_eq!(
                (arg(href, "view"), arg(href, "stop"), arg(href, "lang")),
                (
                    Some("learn".into()),
                    Some(k.to_string()),
                    Some(lang.code().into())
                ),
                "{link}"
            );
            assert!(field.attr("readonly").is_some());
            let copy = dom.testid("lesson-link-copy");
            assert_eq!(
                copy.text(),
                bitqueens::domain::stepper::texts::COPY.get(lang)
            );
            assert!(
                attr(copy, "aria-label").contains(texts::STOP_LINK.get(lang)),
                "the button says what it copies"
            );
            let status = dom.testid("lesson-link-status");
            assert_eq!(
                (status.attr("role"), status.text()),
                (Some("status"), String::new())
            );
        }
    }
}

/// From one stop to another the stop's head (its title) and its bar stay
/// the same elements, and only its content is drawn anew: the section is
/// not keyed, its children are, the head and the bar by names of their
/// own, the content by the stop. (A title drawn anew took the focus with
/// it, to the page's body, until an effect gave it to the new title: the
/// focus given to the title before the change, `hooks::use_focus_held`,
/// stays there.)
#[test]
fn a_new_stop_keeps_its_title_and_bar_and_draws_its_content_anew() {
    let lang = Lang::En;
    for k in 1..=STOP_COUNT {
        let mut l = Lesson::default();
        l.handle(lesson_machine::Event::Show(k));
        let html = lesson(
            &lesson_props(k, lang),
            &l,
            &Callback::noop(),
            (&NodeRef::default(), SEED, (SITE, Callback::noop())),
        );
        let VNode::VTag(section) = &html else {
            panic!("stop {k}: the stop is its section");
        };
        assert_eq!(section.tag(), "section", "stop {k}");
        assert_eq!(section.key, None, "stop {k}: the section stays");
        let Some(VNode::VList(children)) = section.children() else {
            panic!("stop {k}: the section's children");
        };
        let keys: Vec<_> = children.iter().map(|c| c.key().cloned()).collect();
        assert_eq!(
            keys,
            [
                Some(Key::from("head")),
                Some(Key::from(k)),
                Some(Key::from("nav"))
            ],
            "stop {k}: every child keyed"
        );
        let holds = |at: usize, id: &str| has(&render(children[at].clone()), id);
        assert!(holds(0, "lesson-title"), "stop {k}: the title in the head");
        assert!(holds(0, "lesson-progress"), "stop {k}");
        assert!(!holds(1, "lesson-title"), "stop {k}");
        assert!(holds(1, "lesson-text"), "stop {k}: the content");
        assert!(
            holds(2, "lesson-next") && holds(2, "lesson-prev"),
            "stop {k}: the bar"
        );
    }
}
