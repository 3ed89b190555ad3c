use super::*;
use bitqueens::domain::lab::machine::{Event as LabEvent, Lab};
use bitqueens::domain::lab::model::LabMethod;
use bitqueens::domain::lab::watch::{ArrayMethod, Event, Watch};
use bitqueens::domain::lab::work::{Heard, LabReply};
use bitqueens::pages::lab::view::lab_page;
use bitqueens::pages::lab::watch::watch_page;

fn page(lang: Lang) -> Node {
    render(lab_page(
        lang,
        &Lab::default(),
        &Callback::noop(),
        yew::Html::default(),
    ))
}

/// On a phone the lab's table is laid out as cards (static/lab.css), which
/// makes WebKit drop a table's semantics: each part states its role, as the
/// count table's do.
#[test]
fn lab_table_states_its_roles_for_the_phones_cards() {
    for lang in [Lang::En, Lang::Ja] {
        let dom = page(lang);
        let seen = super::count::table_roles(dom.testid("lab-table"));
        let n = |role| seen.iter().filter(|&&r| r == role).count();
        let methods = n("rowheader");
        assert!(methods >= 4, "{methods}");
        assert_eq!(
            [
                n("table"),
                n("rowgroup"),
                n("row"),
                n("columnheader"),
                n("cell")
            ],
            [1, 2, methods + 1, 6, 5 * methods]
        );
    }
}

/// Every count of the lab is defined on the page (a term per method),
/// the join's own nodes and leaves too; the carry chain's picture is a
/// static file described in the page's language.
#[test]
fn every_count_is_defined_in_both_languages() {
    for (lang, words, join, alt, card) in [
        (
            Lang::En,
            ["Leaf nodes", "dead end"],
            "Node: a half listed. Leaf: a pair of halves tested one by one.",
            "chains on the edges of an 8 by 8 board",
            "(a, b)",
        ),
        (
            Lang::Ja,
            ["末端ノード", "行き止まり"],
            "ノード：並べた半分1つ。末端ノード：1組ずつ調べた左右の組。",
            "8×8の盤",
            "キャリーチェーン",
        ),
    ] {
        let dom = page(lang);
        let terms = dom
            .testid("lab-definitions")
            .all()
            .into_iter()
            .filter(|e| e.tag == "dt")
            .count();
        assert_eq!(terms, 10);
        let text = dom.text();
        for w in words {
            assert!(text.contains(w), "{w}");
        }
        assert!(text.contains(join), "{join}");
        let figure = dom.testid("lab-carrychain-figure");
        assert_eq!(figure.attr("src"), Some("carry-chain.svg"));
        assert!(
            figure.attr("alt").unwrap().contains(alt),
            "{:?}",
            figure.attr("alt")
        );
        let chain = dom.testid("lab-carrychain-card");
        assert!(chain.text().contains(card));
        if lang == Lang::En {
            let caption = chain
                .all()
                .into_iter()
                .find(|e| e.tag == "figcaption")
                .unwrap();
            assert!(caption.text().contains("(0, 4) top"), "{}", caption.text());
        }
        // Before a run: run on, cancel off, nothing said.
        assert!(dom.testid("lab-run").attr("disabled").is_none());
        assert!(dom.testid("lab-cancel").attr("disabled").is_some());
        assert_eq!(dom.testid("lab-said").text(), "");
        assert_eq!(dom.testid("lab-said").attr("role"), Some("status"));
    }
}

/// The lab's charts after two runs of every method (n = 8, then 6): a
/// point per method and board on each chart, each with its exact value
/// (moved from lab.test.mjs, which keeps a run's points in the browser).
#[test]
fn lab_charts_draw_a_point_per_method_and_board() {
    let mut lab = Lab::default();
    for n in [8, 6] {
        lab.handle(LabEvent::SetN(n));
        lab.handle(LabEvent::Run);
        for m in LabMethod::ALL {
            let reply = LabReply {
                run: 1,
                method: m.id().to_string(),
                n: n as u32,
                finished: true,
                solutions: 92,
                unique: None,
                leaves: Some(700 + n as u64 * 10 + m.index() as u64),
                nodes: None,
                ms: 3.0,
                runs: 1,
                below_resolution: None,
                error: None,
            };
            lab.handle(Heard::Reply(reply).into());
        }
    }
    let dom = render(lab_page(
        Lang::En,
        &lab,
        &Callback::noop(),
        yew::Html::default(),
    ));
    let all = LabMethod::ALL.len();
    for id in ["lab-chart-time", "lab-chart-leaves"] {
        let chart = dom.testid(id);
        let points: Vec<&Node> = chart
            .all()
            .into_iter()
            .filter(|e| e.tag == "path" && e.has_class("pt"))
            .collect();
        assert_eq!(points.len(), 2 * all, "{id}");
        assert_eq!(chart.attr("data-points"), Some(&*(2 * all).to_string()));
    }
    let bitmap = LabMethod::from_id("bitmap").unwrap().index();
    let leaf: Vec<&Node> = dom
        .testid("lab-chart-leaves")
        .all()
        .into_iter()
        .filter(|e| e.attr("data-series") == Some("bitmap") && e.attr("data-n") == Some("8"))
        .filter(|e| e.tag == "path")
        .collect();
    assert_eq!(leaf.len(), 1);
    assert_eq!(
        leaf[0].attr("data-value"),
        Some(&*(780 + bitmap).to_string())
    );
}

fn watch(lang: Lang, w: &Watch) -> Node {
    render(watch_page(lang, w, &Callback::noop()))
}

fn queens(dom: &Node, id: &str) -> String {
    dom.testid(id).attr("data-queens").unwrap().to_string()
}

/// Watch mode on n = 4: the arrays and the bitmap place the same queens
/// at every step; at the end the counts of seed 003 (46 leaves for the
/// arrays, 6 for the bitmap, 2 solutions each).
#[test]
fn watch_mode_places_the_same_queens_on_both_sides() {
    let mut w = Watch::new(4, ArrayMethod::Flags);
    let mut steps = 0;
    while !w.finished() {
        w.handle(Event::Step);
        steps += 1;
        assert!(steps < 100);
        let dom = watch(Lang::En, &w);
        assert_eq!(
            queens(&dom, "watch-arrays-board"),
            queens(&dom, "watch-bitmap-board"),
            "step {steps}"
        );
        assert_eq!(value(&dom, "watch-aligned"), "true");
    }
    let dom = watch(Lang::En, &w);
    let v = |id: &str| value(&dom, id).parse::<u64>().unwrap();
    assert_eq!(dom.testid("watch").attr("data-finished"), Some("true"));
    assert_eq!(
        [v("watch-arrays-leaves"), v("watch-bitmap-leaves")],
        [46, 6]
    );
    assert_eq!(
        [v("watch-arrays-solutions"), v("watch-bitmap-solutions")],
        [2, 2]
    );
    assert_eq!(v("watch-placements"), v("watch-bitmap-tried"));
    assert!(v("watch-arrays-tests") > v("watch-bitmap-tried"));
    assert!(dom.testid("watch-step").attr("disabled").is_some());
}

/// Backtracking explains a rejected square by the queen that attacks
/// it, flags by the flag; the boards are named mark by mark.
#[test]
fn watch_mode_says_why_a_square_is_rejected() {
    let mut w = Watch::new(4, ArrayMethod::Backtracking);
    for _ in 0..3 {
        w.handle(Event::Step);
    }
    let dom = watch(Lang::En, &w);
    let tests = dom.testid("watch-tests").text();
    assert!(
        tests.contains("the queen at row ") && tests.contains(" shares"),
        "{tests}"
    );
    let label = |id: &str| dom.testid(id).attr("aria-label").unwrap().to_string();
    assert!(
        label("watch-arrays-board").starts_with("Board 4×4: queens at row 0 column "),
        "{}",
        label("watch-arrays-board")
    );
    assert!(label("watch-arrays-board").contains("; rejected in this step: row "));
    assert!(label("watch-bitmap-board").starts_with("Board 4×4: queens at row 0 column "));
    w.handle(Event::SetMethod(ArrayMethod::Flags));
    let dom = watch(Lang::En, &w);
    let tests = dom.testid("watch-tests").text();
    assert!(
        ["col[", "up[", "dn["].iter().any(|f| tests.contains(f)) && tests.contains("] is true"),
        "{tests}"
    );
    assert_eq!(
        dom.testid("watch-flag-arrays").of_class("flag-row").len(),
        3
    );
    // Playing: the button is pressed, and says pause.
    w.handle(Event::TogglePlay);
    let dom = watch(Lang::Ja, &w);
    assert_eq!(dom.testid("watch-play").attr("aria-pressed"), Some("true"));
}
