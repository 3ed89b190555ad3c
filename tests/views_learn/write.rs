//! The "write the bits" tab.

use super::*;

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
        let code = dom.of_class("write-code")[0];
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

/// The tab after a run that parts from the real search (down without
/// `| bit`: a hint) says its operators in words, in both languages.
#[test]
fn the_tab_says_its_operators_in_words() {
    let blanks = with(&[(Blank::Down, "down")]);
    for lang in LANGS {
        let dom = draw_write(&ran(5, blanks.clone()), lang);
        assert!(!dom.testid("write-hint").text().is_empty());
        let ops = raw_operators(dom.testid("write-panel"));
        assert!(ops.is_empty(), "{lang:?}: {ops:?}");
    }
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
            !message.text().contains('^') && !message.text().contains("left * 2"),
            "the description is the message alone, not the text typed again"
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
