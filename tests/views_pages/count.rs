//! The count page drawn on states of its machine (`domain::count::machine`):
//! idle, a refused board, a large board's question, a count under way, a
//! finished table, an error and the large display. Its workers, timing,
//! layout, focus and keys stay end-to-end (`tests/e2e/count.test.mjs`).

use super::*;
use bitqueens::domain::count::machine::{
    Counter, Engine, Event, Failure, GpuEvent, Memory, PoolEvent,
};
use bitqueens::domain::count::math::{Measured, Method, Rate, Work, SEARCH_CALIBRATION_N};
use bitqueens::domain::count::texts as t;
use bitqueens::domain::machine::TimedMachine;
use bitqueens::pages::count::view::count_page;
use solver::count::{count, Classes};

fn page(lang: Lang, c: &Counter, large: bool) -> Node {
    render(count_page(
        lang,
        c,
        large,
        &Callback::noop(),
        &Callback::noop(),
        yew::Html::default(),
    ))
}

/// A fresh page (two workers, no WebGPU) after `events`.
fn counter(events: impl IntoIterator<Item = Event>) -> Counter {
    let mut c = Counter::new(2, false);
    for e in events {
        c.update(e, 0.0);
    }
    c
}

fn start(n: &str) -> [Event; 3] {
    [
        Event::Input(n.into()),
        Event::Commit,
        Event::Start { up_to: false },
    ]
}

fn finished(run: u32, n: usize) -> Event {
    Event::Pool(PoolEvent::Finished {
        run,
        classes: count(n),
        elapsed_ms: 1_234.0,
        busy_ms: 2_000.0,
    })
}

fn disabled(dom: &Node, id: &str) -> bool {
    dom.testid(id).attr("disabled").is_some()
}

/// The texts of a row's cells (`td`), as `allInnerTexts` reads them.
fn cells(row: &Node) -> Vec<String> {
    row.elements()
        .filter(|e| e.tag == "td")
        .map(Node::text)
        .collect()
}

#[test]
fn count_idle_page_shows_no_result_and_only_start_is_on() {
    for lang in [Lang::En, Lang::Ja] {
        let dom = page(lang, &Counter::new(2, false), false);
        assert_eq!(dom.testid("count-status").attr("data-state"), Some("idle"));
        assert_eq!(value(&dom, "count-total"), "");
        assert_eq!(dom.testid("count-total").text(), "—");
        assert!(disabled(&dom, "count-cancel"));
        assert!(!disabled(&dom, "count-start") && !disabled(&dom, "count-start-up-to"));
        assert_eq!(dom.testid("count-start").attr("aria-disabled"), None);
        let input = dom.testid("count-n");
        assert_eq!(input.attr("aria-invalid"), Some("false"));
        assert_eq!(input.attr("aria-describedby"), None);
        assert!(dom.testids("count-n-error").is_empty());
        assert!(dom.testids("count-estimate").is_empty());
        assert!(dom.testids("count-row-").is_empty());
        assert!(dom
            .testid("count-table")
            .text()
            .contains(t::TABLE_EMPTY.get(lang)));
        // The field and the select are named by their labels.
        for id in ["count-n", "count-engine"] {
            assert_eq!(with_attr(&dom, "label", "for", id).len(), 1, "{id}");
        }
    }
}

#[test]
fn count_refused_board_says_why_and_starts_nothing() {
    for (text, said) in [
        ("abc", "whole number"),
        ("28", "n = 28 cannot be counted"),
        ("100000000000000000000", "cannot be counted"),
        ("0", "n = 0 cannot be counted"),
        ("-3", "whole number"),
        ("12.5", "whole number"),
        ("", "Enter a board size from 1 to 27"),
    ] {
        let c = counter([Event::Input(text.into())]);
        let dom = page(Lang::En, &c, false);
        let error = dom.testid("count-n-error");
        assert!(error.text().contains(said), "{text:?}: {}", error.text());
        if text == "28" {
            assert!(error.text().contains("1 to 27"), "{}", error.text());
        }
        // Not live: a press says it, once (the status, below).
        assert_eq!(error.attr("role"), None);
        let input = dom.testid("count-n");
        assert_eq!(input.attr("aria-invalid"), Some("true"), "{text:?}");
        assert_eq!(input.attr("aria-describedby"), Some("count-n-error"));
        // The starts are marked off, not disabled: they stay in the Tab
        // order, described by the error, which a press says (the
        // live region), once.
        for id in ["count-start", "count-start-up-to"] {
            let button = dom.testid(id);
            assert!(!disabled(&dom, id), "{id}");
            assert_eq!(button.attr("aria-disabled"), Some("true"), "{id}");
            assert_eq!(button.attr("aria-describedby"), Some("count-n-error"));
        }
        assert_eq!(dom.testid("count-announce").text(), "");
        let mut pressed = c.clone();
        pressed.update(Event::Start { up_to: false }, 0.0);
        let dom = page(Lang::En, &pressed, false);
        assert_eq!(dom.testid("count-announce").text(), error.text());
        // Japanese too, never the English message.
        let ja = page(Lang::Ja, &c, false);
        let error = ja.testid("count-n-error").text();
        assert!(
            !error.is_empty() && !error.contains(said),
            "{text:?}: {error}"
        );
    }
    // A board again: the message goes; so it does for full-width digits,
    // as a Japanese input method types them (moved from truth.test.mjs).
    for board in ["9", "１２"] {
        let dom = page(
            Lang::En,
            &counter([Event::Input("abc".into()), Event::Input(board.into())]),
            false,
        );
        assert!(dom.testids("count-n-error").is_empty(), "{board}");
        assert_eq!(dom.testid("count-n").attr("aria-invalid"), Some("false"));
    }
}

/// n = 21 after its calibration board (16, by the symmetric search) was
/// measured here: the question before a count of more than a minute.
#[test]
fn count_large_board_asks_with_the_estimate_and_how_it_was_made() {
    let mut c = Counter::new(2, false);
    c.remember(Memory {
        rows: Vec::new(),
        measured: vec![Measured {
            n: SEARCH_CALIBRATION_N,
            method: Method::Search,
            ms: 2_000.0,
        }],
    });
    for e in start("21") {
        c.update(e, 0.0);
    }
    let dom = page(Lang::En, &c, false);
    let question = dom.testid("count-estimate");
    assert_eq!(question.attr("data-n"), Some("21"));
    assert_eq!(question.attr("role"), Some("group"));
    assert_eq!(
        question.attr("aria-labelledby"),
        Some("count-estimate-title")
    );
    assert_eq!(with_attr(&dom, "h3", "id", "count-estimate-title").len(), 1);
    let text = dom.testid("count-estimate-text");
    assert_eq!(text.attr("data-method"), Some("search"));
    let ms: u64 = text.attr("data-ms").unwrap().parse().unwrap();
    assert!(ms > 60_000, "{ms}");
    let said = text.text();
    assert!(
        said.contains("Counting n = 21 by the symmetric search will take about"),
        "{said}"
    );
    assert!(
        said.contains(
            "Measured here: n = 16, counted by the symmetric search, kept each worker busy 00:00:"
        ),
        "{said}"
    );
    assert!(
        dom.testids("count-estimate-go").len() == 1
            && dom.testids("count-estimate-back").len() == 1
    );
    // Nothing runs while it asks.
    assert_eq!(dom.testid("count-status").attr("data-state"), Some("idle"));
    assert!(disabled(&dom, "count-cancel"));
}

#[test]
fn count_under_way_shows_its_stage_progress_and_cancel() {
    let mut c = counter(start("10"));
    c.update(
        Event::Pool(PoolEvent::Progress {
            run: 1,
            done: 3,
            of: 10,
            work: Work { done: 3, of: 10 },
            so_far: Classes::default(),
            elapsed_ms: 600.0,
            rate: Rate::default(),
        }),
        600.0,
    );
    for lang in [Lang::En, Lang::Ja] {
        let dom = page(lang, &c, false);
        assert_eq!(
            dom.testid("count-status").attr("data-state"),
            Some("running")
        );
        assert!(!disabled(&dom, "count-cancel"));
        assert!(
            disabled(&dom, "count-engine"),
            "no engine change while counting"
        );
        let stage = dom.testid("count-stage");
        assert_eq!(stage.attr("data-stage"), Some("counting"));
        let bar = dom.testid("count-progress");
        assert_eq!(bar.tag, "progress");
        assert_eq!(bar.attr("max"), Some("1000"));
        assert_eq!(bar.attr("aria-label"), Some(t::PROGRESS_LABEL.get(lang)));
        let permille = bar.attr("value").unwrap();
        assert_ne!(permille, "0");
        let shown = dom.testid("count-progress-text");
        assert_eq!(
            (
                shown.attr("data-done"),
                shown.attr("data-of"),
                shown.attr("data-permille")
            ),
            (Some("3"), Some("10"), Some(permille))
        );
        // The board counting, and its counts so far marked unfinished.
        assert_eq!(dom.testid("count-result-n").text(), "10");
        assert!(dom.testid("count-total").text().ends_with('…'));
        assert!(
            dom.testids("count-measure-stage").is_empty(),
            "one stage at a time"
        );
    }
    // Cancelled: said in the page's language, no bar left.
    c.update(Event::Cancel, 700.0);
    let dom = page(Lang::Ja, &c, false);
    assert_eq!(
        dom.testid("count-status").attr("data-state"),
        Some("cancelled")
    );
    assert!(dom.testid("count-status").text().contains("中止しました"));
    assert!(dom.testids("count-progress").is_empty());
    assert!(disabled(&dom, "count-cancel"));
}

#[test]
fn count_finished_shows_its_result_and_a_checked_row_per_board() {
    let mut c = counter(start("8"));
    c.update(finished(1, 8), 100.0);
    for e in start("1") {
        c.update(e, 100.0);
    }
    c.update(finished(2, 1), 200.0);
    for e in start("12") {
        c.update(e, 200.0);
    }
    c.update(finished(3, 12), 300.0);
    for lang in [Lang::En, Lang::Ja] {
        let dom = page(lang, &c, false);
        assert_eq!(dom.testid("count-status").attr("data-state"), Some("done"));
        assert_eq!(dom.testid("count-result-title").attr("data-n"), Some("12"));
        assert_eq!(dom.testid("count-result-n").text(), "12");
        assert_eq!(value(&dom, "count-total"), "14200");
        assert_eq!(value(&dom, "count-unique"), "1787");
        assert_eq!(dom.testid("count-total").text(), "14,200");
        assert_eq!(value(&dom, "count-elapsed-ms"), "1234");
        assert_eq!(dom.testid("count-elapsed-ms").text(), "00:00:01.234");
        let table = dom.testid("count-table");
        assert!(table.text().contains(t::TABLE_CAPTION.get(lang)));
        assert_eq!(dom.testids("count-row-").len(), 3);
        // The seed's example: n = 8 has C2 = 0, C4 = 1, C8 = 11.
        let eight = dom.testid("count-row-8");
        assert_eq!(
            (
                eight.attr("data-total"),
                eight.attr("data-unique"),
                eight.attr("data-ok")
            ),
            (Some("92"), Some("12"), Some("true"))
        );
        assert_eq!(
            cells(eight),
            ["92", "12", "✓", "0", "1", "11", "00:00:01.234"]
        );
        let check = eight.of_class("check")[0];
        assert_eq!(check.attr("aria-label"), Some(t::MATCH.get(lang)));
        assert_eq!(check.attr("title"), Some(t::MATCH.get(lang)));
        // n = 1: total 1 beside C2 = C4 = C8 = 0, and a note that says why.
        let one = dom.testid("count-row-1");
        assert_eq!(&cells(one)[..6], ["1", "1", "✓", "0", "0", "0"]);
        let th = one.elements().find(|e| e.tag == "th").unwrap();
        assert_eq!(th.attr("aria-describedby"), Some("count-n1-note"));
        let note = dom.testid("count-n1-note");
        assert_eq!(note.attr("id"), Some("count-n1-note"));
        assert!(note.text().contains(t::N1_NOTE.get(lang)));
        if lang == Lang::En {
            assert!(note.text().contains("eight rotations and reflections"));
        }
        // The table's box, named by its caption, a region marked as a
        // scroll panel: a Tab stop (to scroll it by keyboard) only once the
        // browser has measured it wider than its box (`hooks::watch_scroll_stops`:
        // tests/e2e/height.test.mjs), none before.
        let wrap = dom.of_class("count-table-wrap")[0];
        assert_eq!(
            (
                wrap.attr("tabindex"),
                wrap.attr("data-scroll-stop"),
                wrap.attr("role"),
                wrap.attr("aria-label")
            ),
            (
                None,
                Some(""),
                Some("region"),
                Some(t::TABLE_CAPTION.get(lang))
            )
        );
    }
}

/// The roles a table's parts state, in document order, each checked to be
/// the one its element has natively (the table's own first): a phone lays
/// the count table out as a grid (static/count.css), the lab's and the
/// records' as cards (static/lab.css), which makes WebKit drop the native
/// ones.
pub(super) fn table_roles(table: &Node) -> Vec<&'static str> {
    let role = |part: &Node, in_head: bool| -> Option<&'static str> {
        Some(match part.tag.as_str() {
            "table" => "table",
            "thead" | "tbody" => "rowgroup",
            "tr" => "row",
            "th" if in_head => "columnheader",
            "th" => "rowheader",
            "td" => "cell",
            _ => return None,
        })
    };
    assert_eq!(table.attr("role"), role(table, false));
    let mut seen = vec!["table"];
    for group in table.elements().filter(|e| e.tag != "caption") {
        let in_head = group.tag == "thead";
        for part in std::iter::once(group).chain(group.all()) {
            if let Some(role) = role(part, in_head) {
                assert_eq!(
                    part.attr("role"),
                    Some(role),
                    "{} in {}",
                    part.tag,
                    group.tag
                );
                seen.push(role);
            }
        }
    }
    seen
}

#[test]
fn count_table_states_its_roles_for_the_phones_grid() {
    let mut c = counter(start("8"));
    c.update(finished(1, 8), 100.0);
    for e in start("1") {
        c.update(e, 100.0);
    }
    c.update(finished(2, 1), 200.0);
    for (c, rows) in [(Counter::new(2, false), 1), (c, 2)] {
        for lang in [Lang::En, Lang::Ja] {
            let dom = page(lang, &c, false);
            let seen = table_roles(dom.testid("count-table"));
            let n = |role| seen.iter().filter(|&&r| r == role).count();
            assert_eq!(
                [n("rowgroup"), n("row"), n("columnheader"), n("rowheader")],
                [2, 1 + rows, 8, if c.rows.is_empty() { 0 } else { rows }]
            );
            assert_eq!(n("cell"), if c.rows.is_empty() { 1 } else { 7 * rows });
        }
    }
}

#[test]
fn count_failure_and_replaced_worker_are_said_in_both_languages() {
    let mut c = counter(start("10"));
    c.update(
        Event::Pool(PoolEvent::Failed {
            run: 1,
            reason: Failure::Panicked("n must be a whole number".into()),
        }),
        10.0,
    );
    let dom = page(Lang::En, &c, false);
    let error = dom.testid("count-error");
    assert_eq!(error.attr("role"), Some("alert"));
    assert!(error.text().contains("n must be a whole number"));
    assert!(error.text().contains("All workers were stopped"));
    assert!(disabled(&dom, "count-cancel"));
    let mut c = counter(start("10"));
    c.update(
        Event::Pool(PoolEvent::Failed {
            run: 1,
            reason: Failure::NotStarted,
        }),
        10.0,
    );
    let said = page(Lang::En, &c, false).testid("count-error").text();
    assert!(said.contains("the workers did not start"), "{said}");

    let mut c = counter(start("10"));
    c.update(Event::Pool(PoolEvent::Replaced { run: 1 }), 10.0);
    c.update(finished(1, 10), 20.0);
    for (lang, said) in [
        (Lang::En, "A worker stopped answering"),
        (Lang::Ja, "応答しなくなったワーカーが 1 個ありました。"),
    ] {
        let dom = page(lang, &c, false);
        let note = dom.testid("count-worker-note");
        assert_eq!(note.attr("data-replaced"), Some("1"));
        let text = note.text();
        let exact = if lang == Lang::En {
            "The result is exact."
        } else {
            "結果は正確です。"
        };
        assert!(text.contains(said) && text.ends_with(exact), "{text}");
    }
}

#[test]
fn count_large_display_is_a_pressed_switch_and_a_class() {
    let c = Counter::new(2, false);
    for (large, pressed) in [(false, "false"), (true, "true")] {
        let dom = page(Lang::En, &c, large);
        assert_eq!(
            dom.testid("count-large").attr("aria-pressed"),
            Some(pressed)
        );
        assert_eq!(dom.testid("count-view").has_class("count-large"), large);
    }
}

/// n = 18 on a fresh page: first a stage that measures this device (n = 17,
/// by the join that counts 18), then the count's own; each its own bar,
/// label and step, and the status line says which.
#[test]
fn count_measuring_and_counting_are_two_stages() {
    let mut c = counter(start("18"));
    let dom = page(Lang::En, &c, false);
    let stage = dom.testid("count-measure-stage");
    assert_eq!(
        (
            stage.attr("data-stage"),
            stage.attr("data-step"),
            stage.attr("data-steps")
        ),
        (Some("measuring"), Some("1"), Some("2"))
    );
    assert_eq!(
        dom.testid("count-measure-progress").attr("aria-label"),
        Some(t::MEASURE_LABEL.get(Lang::En))
    );
    assert!(dom.testids("count-stage").is_empty(), "one stage at a time");
    let said = dom.of_class("count-status-text")[0].text();
    assert!(
        said.starts_with(
            "Step 1 of 2: measuring this device to estimate the time: counting n = 17 by the half-board join"
        ),
        "{said}"
    );
    // Measured quickly: the count starts without a question.
    // (Its counts do not matter here: n = 17's would take seconds.)
    let run = c.run;
    c.update(
        Event::Pool(PoolEvent::Finished {
            run,
            classes: Classes::default(),
            elapsed_ms: 1_000.0,
            busy_ms: 2_000.0,
        }),
        1_000.0,
    );
    let dom = page(Lang::En, &c, false);
    assert!(dom.testids("count-estimate").is_empty());
    let stage = dom.testid("count-stage");
    assert_eq!(
        (stage.attr("data-stage"), stage.attr("data-step")),
        (Some("counting"), Some("2"))
    );
    assert_eq!(
        dom.testid("count-progress").attr("aria-label"),
        Some(t::PROGRESS_LABEL.get(Lang::En))
    );
    assert!(dom.testids("count-measure-stage").is_empty());
    let said = dom.of_class("count-status-text")[0].text();
    assert!(said.starts_with("Step 2 of 2: Counting n = 18"), "{said}");
}

/// The page names the sources' words, never the articles' "seed" (the
/// stepper's whole page, which the SSR tests draw only in parts: the
/// end-to-end test of the sources, teacher.test.mjs).
#[test]
fn count_page_never_says_seed() {
    let mut done = counter(start("8"));
    done.update(finished(1, 8), 100.0);
    for lang in [Lang::En, Lang::Ja] {
        for c in [&counter([]), &done] {
            let text = page(lang, c, false).text().to_lowercase();
            assert!(
                !text.contains("seed") && !text.contains("シード"),
                "{lang:?}: {text}"
            );
        }
    }
}

/// What the page says of the GPU, in both languages (moved from
/// gpu.test.mjs, which keeps WebGPU itself: the adapter found, exact
/// counts, cancel, a device lost): none offered, the CPU alone; an adapter
/// that was not faster here, offered but the CPU the default; a count on
/// it; its device lost mid-count, the CPU workers counting the rest, exact.
#[test]
fn count_says_what_the_gpu_does_in_both_languages() {
    let options = |dom: &Node| -> Vec<(String, bool)> {
        dom.testid("count-engine")
            .elements()
            .filter(|e| e.tag == "option")
            .map(|o| {
                (
                    o.attr("value").unwrap().to_string(),
                    o.attr("selected").is_some(),
                )
            })
            .collect()
    };
    let info = |dom: &Node| {
        let info = dom.testid("count-engine-info");
        (info.attr("data-state").unwrap().to_string(), info.text())
    };
    let mut c = Counter::new(2, true);
    c.update(Event::Gpu(GpuEvent::Unavailable), 0.0);
    // Said as a fact of this device, not as an error (no adapter named).
    for (lang, said) in [
        (
            Lang::En,
            "The GPU is not available here, so the CPU counts.",
        ),
        (
            Lang::Ja,
            "この端末では GPU を使えないため、CPU で数えます。",
        ),
    ] {
        let dom = page(lang, &c, false);
        let (state, text) = info(&dom);
        assert_eq!(state, "absent");
        assert_eq!(text, said);
        assert_eq!(options(&dom), [("cpu".to_string(), true)]);
    }
    let mut c = Counter::new(2, true);
    let name = "Google SwiftShader".to_string();
    c.update(
        Event::Gpu(GpuEvent::Adapter {
            name: name.clone(),
            faster: false,
        }),
        0.0,
    );
    assert_eq!(c.engine, Engine::Cpu);
    for (lang, said) in [(Lang::En, "Not faster"), (Lang::Ja, "既定は CPU")] {
        let dom = page(lang, &c, false);
        let (state, text) = info(&dom);
        assert_eq!(state, "ready");
        assert!(text.contains(&name) && text.contains(said), "{text}");
        assert_eq!(
            options(&dom),
            [("cpu".to_string(), true), ("gpu".to_string(), false)]
        );
    }
    c.update(Event::Engine("gpu".into()), 0.0);
    for e in start("12") {
        c.update(e, 0.0);
    }
    for (lang, said) in [(Lang::En, "on the GPU"), (Lang::Ja, "GPU で数えています")] {
        let dom = page(lang, &c, false);
        let status = dom.testid("count-status").text();
        assert!(status.contains(said), "{status}");
    }
    let lost = GpuEvent::Lost {
        run: 1,
        done: 3,
        so_far: Classes::default(),
        reason: "destroyed".into(),
    };
    c.update(Event::Gpu(lost), 0.0);
    for (lang, said, exact) in [
        (Lang::En, "The GPU stopped", "exact"),
        (Lang::Ja, "GPU が止まりました", "正確"),
    ] {
        let dom = page(lang, &c, false);
        let note = dom.testid("count-engine-note");
        assert_eq!(note.attr("data-done"), Some("3"));
        let of: usize = note.attr("data-of").unwrap().parse().unwrap();
        assert!(of > 3, "the GPU did not finish: 3 of {of}");
        assert!(
            note.text().contains(said) && note.text().contains(exact),
            "{}",
            note.text()
        );
    }
}

/// On a phone the start's outcome is on the screen with its buttons: the
/// question, the status and the result follow the controls at once, the
/// engine and the notes after them;
/// how the counter works (the families, workers, the half-board join) is
/// behind a closed disclosure after the table, whole. (Where they fall on
/// a phone: tests/e2e/count.test.mjs.)
#[test]
fn count_outcome_follows_its_buttons_and_the_method_is_behind_a_disclosure() {
    let c = counter(start("10").into_iter().chain([finished(1, 10)]));
    for lang in [Lang::En, Lang::Ja] {
        let dom = page(lang, &c, false);
        let ids: Vec<&str> = dom
            .all()
            .into_iter()
            .filter_map(|e| e.attr("data-testid"))
            .filter(|id| {
                [
                    "count-cancel",
                    "count-status",
                    "count-result",
                    "count-engine",
                    "count-table",
                    "count-about",
                ]
                .contains(id)
            })
            .collect();
        assert_eq!(
            ids,
            [
                "count-cancel",
                "count-status",
                "count-result",
                "count-engine",
                "count-table",
                "count-about"
            ]
        );
        let about = dom.testid("count-about");
        assert_eq!((about.tag.as_str(), about.attr("open")), ("details", None));
        let summary = about.elements().next().unwrap();
        assert_eq!(summary.tag, "summary");
        assert_eq!(summary.text(), t::ABOUT.get(lang));
        assert_eq!(about.of_class("count-intro")[0].text(), t::intro(lang));
    }
}
