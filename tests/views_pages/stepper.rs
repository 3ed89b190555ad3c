use super::*;
use bitqueens::domain::stepper::code::{listing, program, CodeLang};
use bitqueens::domain::stepper::machine::{StepperMachine, StepperN, SPEEDS};
use bitqueens::domain::stepper::texts;
use bitqueens::pages::stepper::code_view::{code_panel, CodeViewProps};
use bitqueens::pages::stepper::solutions_view::{
    queens_of, solutions_panel, Copied, SolutionsProps,
};
use bitqueens::pages::stepper::transport::{
    counters, embed_event, room_buttons, step_line, transport, Ui,
};
use solver::{Event as Step, Stepper, Timeline};
use std::cell::RefCell;
use std::rc::Rc;

fn code(n: usize, k: u64, code: CodeLang, lang: Lang) -> Node {
    let p = CodeViewProps {
        event: Timeline::new(n).seek(k).last_event(),
        code,
        lang,
        on_code: Callback::noop(),
    };
    render(code_panel(
        &p,
        &listing(code, lang),
        yew::NodeRef::default(),
        Callback::noop(),
        Callback::noop(),
    ))
}

/// The lines marked at a moment: `(mark, first line, count, text)`, one
/// block of lines of one kind.
fn marked(dom: &Node) -> Option<(String, usize, usize, String)> {
    let lines: Vec<&Node> = dom
        .all()
        .into_iter()
        .filter(|e| e.attr("data-testid") == Some("code-line-current"))
        .collect();
    if lines.is_empty() {
        return None;
    }
    let marks: Vec<&str> = lines.iter().map(|l| l.attr("data-mark").unwrap()).collect();
    assert!(marks.iter().all(|m| *m == marks[0]), "one kind: {marks:?}");
    let numbers: Vec<usize> = lines
        .iter()
        .map(|l| l.attr("data-line").unwrap().parse().unwrap())
        .collect();
    assert!(
        numbers.windows(2).all(|w| w[1] == w[0] + 1),
        "in a row: {numbers:?}"
    );
    // data-line is the line's number in the listing.
    let all = dom.of_class("code-line");
    assert_eq!(
        all[numbers[0] - 1].attr("data-testid"),
        Some("code-line-current")
    );
    Some((
        marks[0].to_string(),
        numbers[0],
        lines.len(),
        lines.iter().map(|l| l.text()).collect(),
    ))
}

/// Each language marks the statement that performs each kind of event
/// (a descend's five lines), nothing at step 0; the listing is the
/// program byte for byte.
#[test]
fn the_code_panel_marks_the_line_of_each_event() {
    let lines = |c: CodeLang| -> [&str; 4] {
        match c {
            CodeLang::C => [
                "unsigned bit = bitmap[row] & -bitmap[row];",
                "total++;",
                "row++;",
                "row--;",
            ],
            CodeLang::Python => [
                "bit = bitmap[row] & -bitmap[row]",
                "total += 1",
                "row += 1",
                "row -= 1",
            ],
            CodeLang::Js => [
                "const bit = bitmap[row] & -bitmap[row];",
                "total++;",
                "row++;",
                "row--;",
            ],
            CodeLang::Rust => [
                "let bit = bitmap[row] & bitmap[row].wrapping_neg();",
                "total += 1;",
                "row += 1;",
                "let Some(up) = row.checked_sub(1) else { break };",
            ],
        }
    };
    // n = 5: a place, a descend, the first solution's queen, the backtrack after it.
    for c in CodeLang::ALL {
        for lang in [Lang::En, Lang::Ja] {
            assert!(marked(&code(5, 0, c, lang)).is_none());
            for (k, mark, i) in [
                (1, "place", 0),
                (2, "descend", 2),
                (9, "solution", 1),
                (10, "backtrack", 3),
            ] {
                let dom = code(5, k, c, lang);
                let (m, _, count, text) = marked(&dom).unwrap();
                assert_eq!(m, mark, "{c:?} step {k}");
                assert!(text.contains(lines(c)[i]), "{c:?} step {k}: {text}");
                assert_eq!(
                    count,
                    if mark == "descend" { 5 } else { 1 },
                    "{c:?} step {k}"
                );
                if mark == "descend" {
                    for name in [
                        "left[row + 1]",
                        "down[row + 1]",
                        "right[row + 1]",
                        "bitmap[row] = mask",
                    ] {
                        assert!(text.contains(name), "{c:?}: {name}");
                    }
                }
            }
            let dom = code(5, 1, c, lang);
            assert_eq!(dom.testid("code").attr("data-code"), Some(c.id()));
            let chosen = with_attr(dom.testid("code-lang"), "option", "value", c.id());
            assert!(chosen[0].attr("selected").is_some());
            let listed = dom
                .all()
                .into_iter()
                .find(|e| e.attr("id") == Some("code-text"))
                .unwrap()
                .text();
            assert_eq!(listed.trim_start_matches('\n'), program(c, lang));
            assert_eq!(
                dom.testid("code-download").attr("data-file"),
                Some(c.file())
            );
        }
    }
    // Every step of n = 4 in Python: the kind of line marked is the step's event.
    let mut k = 0;
    for e in Stepper::new(4) {
        k += 1;
        let (m, ..) = marked(&code(4, k, CodeLang::Python, Lang::En)).unwrap();
        let want = match e {
            Step::Place { solution: true, .. } => "solution",
            Step::Place { .. } => "place",
            Step::Descend { .. } => "descend",
            Step::Backtrack { .. } => "backtrack",
        };
        assert_eq!(m, want, "step {k}");
    }
}

/// The comments follow the page's language: Japanese on a Japanese
/// page, plain ASCII on an English one.
#[test]
fn the_code_comments_follow_the_page_language() {
    let comments = |lang| -> Vec<String> {
        program(CodeLang::Js, lang)
            .lines()
            .filter(|l| l.trim_start().starts_with("//") && !l.contains("$ "))
            .map(str::to_string)
            .collect()
    };
    let ja = comments(Lang::Ja);
    assert!(
        ja.len() > 3
            && ja
                .iter()
                .all(|l| l.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c))),
        "{ja:?}"
    );
    let en = comments(Lang::En);
    assert!(en.len() > 3 && en.iter().all(|l| l.is_ascii()), "{en:?}");
    let dom = code(5, 1, CodeLang::Js, Lang::Ja);
    assert!(dom.testid("code").text().contains(&ja[0]));
}

/// The solutions of `n` in the order found: the step that completes
/// each and its columns, from the solver's events.
fn solutions(n: usize) -> Vec<(u64, String)> {
    let mut s = Stepper::new(n);
    let mut out = Vec::new();
    while let Some(e) = s.next() {
        if let Step::Place { solution: true, .. } = e {
            let cols: Vec<String> = s.queens().iter().map(usize::to_string).collect();
            out.push((s.counters().steps, cols.join(" ")));
        }
    }
    out
}

fn list(n: usize, found: u64, at: Option<u64>, lang: Lang, copied: Option<Copied>) -> Node {
    let timeline = Rc::new(RefCell::new(Timeline::new(n)));
    let first = found.saturating_sub(60) + 1;
    let items = (first..=found)
        .rev()
        .map(|m| (m, Rc::new(queens_of(&timeline, m))))
        .collect();
    let p = SolutionsProps {
        n,
        found,
        at,
        prepared: true,
        timeline,
        lang,
        send: Callback::noop(),
    };
    render(solutions_panel(&p, items, copied, Callback::noop()))
}

/// Each solution found is a button named by its queens, the latest
/// sixty listed; the one just completed is the current one.
#[test]
fn the_solutions_are_listed_by_their_queens() {
    let six = solutions(6);
    let dom = list(6, 0, None, Lang::En, None);
    assert!(dom
        .testids("solution-")
        .iter()
        .all(|b| b.attr("data-queens").is_none()));
    assert!(dom.testids("copy-solutions").is_empty());
    for lang in [Lang::En, Lang::Ja] {
        let dom = list(6, 4, Some(2), lang, None);
        for (m, (_, queens)) in six.iter().enumerate() {
            let b = dom.testid(&format!("solution-{}", m + 1));
            assert_eq!(b.attr("data-queens"), Some(queens.as_str()));
            let name = b.of_class("sr-only")[0].text();
            let cols: Vec<usize> = queens.split(' ').map(|c| c.parse().unwrap()).collect();
            assert_eq!(name, texts::solution_name(lang, (m + 1) as u64, &cols));
        }
        assert_eq!(dom.testid("solution-2").attr("aria-current"), Some("step"));
        assert!(dom.testid("solution-1").attr("aria-current").is_none());
        let title = dom
            .all()
            .into_iter()
            .find(|e| e.attr("id") == Some("solutions-title"))
            .unwrap()
            .text();
        assert_eq!(title, texts::solutions_title(lang, 4));
    }
    // n = 8 at the end: the latest sixty, 92 down to 33.
    let eight = solutions(8);
    let dom = list(8, 92, None, Lang::En, Some(Copied::Held(92)));
    let listed: Vec<&str> = dom
        .testids("solution-")
        .iter()
        .filter_map(|b| b.attr("data-testid"))
        .filter(|t| t != &"solution-list")
        .collect();
    assert_eq!(listed.len(), 60);
    assert_eq!(listed[0], "solution-92");
    assert_eq!(listed[59], "solution-33");
    for m in [92, 50] {
        assert_eq!(
            dom.testid(&format!("solution-{m}")).attr("data-queens"),
            Some(eight[m - 1].1.as_str())
        );
    }
    assert_eq!(value(&dom, "copied"), "92");
    assert_eq!(
        dom.testid("copied").text(),
        bitqueens::texts::copied(Lang::En, 92, 92)
    );
    // Refused: never "copied"; how to copy by hand instead.
    for lang in [Lang::En, Lang::Ja] {
        let dom = list(
            8,
            92,
            None,
            lang,
            Some(Copied::Refused("1 0 4 7 5 2 6 1 3\n".into())),
        );
        let said = dom.testid("copied");
        assert_eq!(said.text(), texts::copy_said(lang).1);
        assert_eq!(said.attr("data-value"), None);
        assert_eq!(said.attr("data-refused"), Some("true"));
        // The text the clipboard refused, in a field to copy by hand.
        let field = dom.testid("solutions-text");
        assert_eq!(field.attr("readonly"), Some("readonly"));
        assert_eq!(
            field.attr("aria-label"),
            Some(texts::SOLUTIONS_TEXT.get(lang))
        );
        assert_eq!(field.text(), "1 0 4 7 5 2 6 1 3\n");
        // Nothing said before a copy, the status there to say it.
        let dom = list(8, 92, None, lang, None);
        assert_eq!(dom.testid("copied").text(), "");
        assert_eq!(dom.testid("copied").attr("role"), Some("status"));
    }
    assert!(dom
        .text()
        .contains(&texts::solutions_shown(Lang::En, 60, 92)));
}

/// The stepper's machine at board `n`, step `k` (the tree's tests too).
pub(super) fn machine(n: usize, k: u64) -> StepperMachine {
    let mut m = StepperMachine::new(
        StepperN::new(n).unwrap(),
        false,
        false,
        CodeLang::default(),
        false,
    );
    m.current = Timeline::new(n).seek(k);
    m
}

/// The transport bar of `st` in `lang`, rendered.
fn transport_of(st: &StepperMachine, lang: Lang) -> Node {
    let send = Callback::noop();
    render(transport(Ui {
        st,
        lang,
        send: &send,
    }))
}

/// The controls, playing or not, are named by words a screen reader says:
/// no symbol (▶, ⏸, ↺ …) and no arrow in a button's name (moved from the
/// end-to-end ear test's "stepper playing").
#[test]
fn the_controls_are_named_by_words_playing_or_not() {
    for lang in [Lang::En, Lang::Ja] {
        for playing in [false, true] {
            let mut st = machine(5, 3);
            st.playing = playing;
            let dom = transport_of(&st, lang);
            let buttons: Vec<_> = dom
                .all()
                .into_iter()
                .filter(|e| e.tag == "button")
                .collect();
            assert!(buttons.len() >= 6);
            for b in buttons {
                let name = spoken(b);
                let name = name.trim();
                assert!(!name.is_empty(), "{lang:?}: a button without a name");
                let symbol = name.contains(|c: char| "▶■↺⏸⇤⇥♛○↙↘❚▼←→↑↓".contains(c));
                assert!(
                    !symbol,
                    "{lang:?}, playing {playing}: “{name}” says a symbol"
                );
            }
        }
    }
}

/// The controls that ran out say so (aria-disabled, so the focus stays
/// on them): at the start reset, back and the previous solution; at the
/// end play, forward and the next solution; so do the widget's and
/// presenter mode's step buttons (moved from the end-to-end "a step
/// button that runs out keeps the focus"; the focus kept on such a button
/// in a browser: stepper-access.test.mjs). The speed's label and its
/// spoken value say the speed.
#[test]
fn the_controls_that_ran_out_say_so() {
    let end = Timeline::new(5).seek(u64::MAX).counters().steps;
    for lang in [Lang::En, Lang::Ja] {
        for (k, off) in [
            (0, ["reset", "step-back", "prev-solution"]),
            (end, ["play", "step-forward", "next-solution"]),
        ] {
            let st = machine(5, k);
            let dom = transport_of(&st, lang);
            for id in [
                "reset",
                "prev-solution",
                "step-back",
                "play",
                "step-forward",
                "next-solution",
            ] {
                let disabled = dom.testid(id).attr("aria-disabled") == Some("true");
                assert_eq!(disabled, off.contains(&id), "step {k}: {id}");
                assert!(
                    dom.testid(id).attr("disabled").is_none(),
                    "{id} keeps the focus"
                );
            }
            assert_eq!(value(&dom, "jump-status"), "");
            let send = Callback::noop();
            let room = render(room_buttons(Ui {
                st: &st,
                lang,
                send: &send,
            }));
            for id in ["step-back", "play", "step-forward"] {
                let disabled = room.testid(id).attr("aria-disabled") == Some("true");
                assert_eq!(disabled, off.contains(&id), "the widget, step {k}: {id}");
                assert!(
                    room.testid(id).attr("disabled").is_none(),
                    "the widget's {id} keeps the focus"
                );
            }
        }
        for speed in [0, SPEEDS.len() - 1] {
            let mut st = machine(5, 3);
            st.speed = speed;
            let dom = transport_of(&st, lang);
            let field = dom.testid("speed");
            assert_eq!(field.attr("value"), Some(speed.to_string().as_str()));
            assert_eq!(
                field.attr("aria-valuetext"),
                Some(texts::steps_per_second(lang, SPEEDS[speed]).as_str())
            );
            // The label shows the speed; the slider is named by its name
            // alone (its value is said from aria-valuetext).
            let label = dom.of_class("speed")[0];
            let (name, value) = texts::speed_label(lang, SPEEDS[speed]);
            assert!(
                label.text().contains(&format!("{name}{value}")),
                "{}",
                label.text()
            );
            let hidden: Vec<String> = label
                .all()
                .into_iter()
                .filter(|e| e.attr("aria-hidden") == Some("true"))
                .map(|e| e.text())
                .collect();
            assert_eq!(hidden, [value], "{lang:?}");
        }
    }
}

/// The timeline, once its search is counted, spans the whole search and
/// says the step it is at out of all of them (moved from the end-to-end
/// "timeline scrub" test); before, it is a disabled field.
#[test]
fn the_timeline_spans_the_whole_search_and_says_its_step() {
    let total = Timeline::new(8).seek(u64::MAX).counters().steps;
    let mut st = machine(8, 330);
    let dom = transport_of(&st, Lang::En);
    assert!(dom.testid("timeline").attr("disabled").is_some());
    let progress = st.timeline.borrow_mut().prepare(usize::MAX);
    st.handle(bitqueens::domain::stepper::machine::Event::Prepared(
        progress,
    ));
    let labels = [
        "Timeline (move to any step)",
        "タイムライン（好きなステップへ移動）",
    ];
    // Said in words, the number grouped like the counters (a slash was
    // read as "slash").
    let values = [
        format!("Step 330 of {}", solver::digits::group_digits(total)),
        format!(
            "ステップ 330（全 {} ステップ）",
            solver::digits::group_digits(total)
        ),
    ];
    for ((lang, value), label) in [Lang::En, Lang::Ja].into_iter().zip(values).zip(labels) {
        let dom = transport_of(&st, lang);
        // The slider's label, a line of its own above it (moved from the
        // end-to-end phone test of the stepper's settings, which measures
        // where it shows).
        let field_label = dom.of_class("timeline")[0];
        assert_eq!(field_label.tag, "label");
        let first = field_label.elements().next().expect("the label's words");
        assert_eq!(
            (first.tag.as_str(), first.text()),
            ("span", label.to_string())
        );
        let field = dom.testid("timeline");
        assert!(field.attr("disabled").is_none());
        assert_eq!(field.attr("max"), Some(total.to_string().as_str()));
        assert_eq!(field.attr("value"), Some("330"));
        assert_eq!(field.attr("aria-valuetext"), Some(value.as_str()));
    }
}

/// Each step control shows its icon drawn (an SVG named by `data-icon`),
/// never a glyph a font may lack (▶ ⏸ ← →): the page's bar, playing or
/// not, presenter mode's and the widget's buttons, the code's download
/// (moved from the end-to-end "F from the n select" test).
#[test]
fn the_controls_icons_are_drawn_not_glyphs() {
    let icons = |dom: &Node, id: &str| -> Vec<String> {
        dom.testid(id)
            .all()
            .into_iter()
            .filter(|e| e.tag == "svg")
            .map(|e| e.attr("data-icon").unwrap_or_default().to_string())
            .collect()
    };
    let glyph = |dom: &Node| {
        dom.all()
            .into_iter()
            .filter(|e| e.tag == "button")
            .map(Node::text)
            .find(|t| t.contains(|c: char| "▶⏸←→↺⇤⇥⤓".contains(c)))
    };
    for lang in [Lang::En, Lang::Ja] {
        for playing in [false, true] {
            let mut st = machine(6, 3);
            st.playing = playing;
            let send = Callback::noop();
            let room = render(room_buttons(Ui {
                st: &st,
                lang,
                send: &send,
            }));
            let bar = transport_of(&st, lang);
            let play = if playing { "pause" } else { "play" };
            let steps = [
                ("play", play),
                ("step-back", "back"),
                ("step-forward", "forward"),
            ];
            let jumps = [
                ("reset", "reset"),
                ("prev-solution", "prev-solution"),
                ("next-solution", "next-solution"),
            ];
            for (dom, want) in [
                (&bar, [&steps[..], &jumps[..]].concat()),
                (&room, steps.to_vec()),
            ] {
                for (id, icon) in want {
                    assert_eq!(icons(dom, id), [icon], "{lang:?}, playing {playing}: {id}");
                }
                assert_eq!(glyph(dom), None, "{lang:?}, playing {playing}");
            }
        }
        let dom = code(8, 7, CodeLang::C, lang);
        assert_eq!(icons(&dom, "code-download"), ["download"]);
    }
}

/// Each step control of the bar shows an icon and, on a phone, a short
/// word (`.btn-short`, for the eye, hidden from the ear) taken from its
/// name; its name is its full text alone (moved from phone.test.mjs, which
/// keeps that the word shows).
#[test]
fn each_step_control_has_a_short_word_from_its_name() {
    for lang in [Lang::En, Lang::Ja] {
        for playing in [false, true] {
            let mut st = machine(5, 3);
            st.playing = playing;
            let dom = transport_of(&st, lang);
            let bar = dom.of_class("controls");
            let buttons: Vec<_> = bar[0]
                .all()
                .into_iter()
                .filter(|e| e.tag == "button")
                .collect();
            assert_eq!(buttons.len(), 6);
            for b in buttons {
                let id = b.attr("data-testid").unwrap();
                let word = b.of_class("btn-short")[0];
                assert_eq!(word.attr("aria-hidden"), Some("true"), "{id}");
                let (word, name) = (word.text(), b.of_class("btn-text")[0].text());
                assert!(!word.is_empty(), "{lang:?}: {id} shows a word");
                assert!(
                    name.to_lowercase().contains(&word.to_lowercase()),
                    "{lang:?}: {id}'s word “{word}” is in its name “{name}”"
                );
                let said = spoken(b).split_whitespace().collect::<Vec<_>>().join(" ");
                assert_eq!(said, name, "{lang:?}: {id} is named by its text");
            }
        }
    }
}

/// A descend shows two `bit`s, each labelled with its row (a no-break
/// space before its number): the bit rows' the new row's, the
/// derivation's the row above's, and the note under the equations says
/// which is which; the next step (a place) has one bit, its plain name,
/// and no note (moved from phone.test.mjs, which keeps that the labels
/// are whole on a phone, in presenter mode and in the widget).
#[test]
fn a_descend_labels_each_bit_with_its_row() {
    use bitqueens::components::bit_rows;
    use bitqueens::domain::stepper::explain::Detail;
    let label = |dom: &Node, id: &str| dom.testid(id).of_class("row-label")[0].text();
    for lang in [Lang::En, Lang::Ja] {
        let of_row = |row: usize| match lang {
            Lang::En => format!("bit (row\u{a0}{row})"),
            Lang::Ja => format!("bit（行\u{a0}{row}）"),
        };
        let rows = |s: &Stepper| render(bit_rows(8, &Detail::of(s), s.current_bits(), lang));
        let s = Timeline::new(8).seek(2);
        let explained = explain(&s, lang);
        assert_eq!(label(&rows(&s), "bits-bit"), of_row(1));
        assert_eq!(label(&explained, "derive-parent-bit"), of_row(0));
        let note = explained.testid("bit-note").text();
        let above = match lang {
            Lang::En => "row 0's, before descending",
            Lang::Ja => "行 0 のもの（次の行へ進む前）",
        };
        assert!(note.contains(&of_row(1)) && note.contains(above), "{note}");
        let s = Timeline::new(8).seek(3);
        assert_eq!(label(&rows(&s), "bits-bit"), "bit");
        assert!(explain(&s, lang).testids("bit-note").is_empty());
    }
}

/// A backtrack's sentence speaks of the row that had no candidate left
/// ("row 5 has no candidate left (bitmap[5] = 0), so the search returns to
/// row 4"); the bit rows under the board are the row it went back to. Over
/// them, on every surface that shows them (the page, presenter mode, the
/// widget), a caption says whose values they are, in both languages: the
/// row the search went back to; at every other kind of step, the row it is
/// at (the rows named no row: a learner read `bitmap = 0110` under
/// "bitmap[5] = 0").
#[test]
fn the_bit_rows_say_whose_values_they_are() {
    use bitqueens::components::{bit_grid, bit_rows};
    use bitqueens::domain::stepper::explain::Detail;
    use bitqueens::pages::stepper::explain_view::present_bits;
    let mut s = Stepper::new(8);
    let mut kinds = std::collections::BTreeSet::new();
    let mut backtracks = 0;
    while s.counters().steps < 400 {
        let (detail, b) = (Detail::of(&s), s.current_bits());
        let row = s.row().unwrap_or(0);
        assert_eq!(b, s.row_bits(row));
        for lang in [Lang::En, Lang::Ja] {
            let says = match lang {
                Lang::En => format!("Row {row}: "),
                Lang::Ja => format!("行 {row}："),
            };
            let surfaces = [
                render(bit_rows(8, &detail, b, lang)),
                render(present_bits(8, &detail, b, lang)),
                render(bit_grid(8, &detail, b, false, lang)),
            ];
            for dom in &surfaces {
                let caption = dom.testid("bits-whose").text();
                assert!(
                    caption.starts_with(&says),
                    "step {}: {caption}",
                    s.counters().steps
                );
            }
            if let Detail::Backtrack {
                row: from,
                to: Some(to),
                ..
            } = detail
            {
                let caption = surfaces[0].testid("bits-whose").text();
                let line = texts::shown_line(lang, &s);
                let back = match lang {
                    Lang::En => "the search went back up to it",
                    Lang::Ja => "探索が戻ってきた行",
                };
                assert!(line.contains(&format!("bitmap[{from}] = 0")), "{line}");
                assert_eq!(to, row);
                assert!(caption.ends_with(back), "{caption}");
                backtracks += 1;
            }
        }
        kinds.insert(format!("{:?}", std::mem::discriminant(&detail)));
        s.next();
    }
    assert!(
        backtracks > 10 && kinds.len() == 4,
        "{backtracks} {kinds:?}"
    );
}

/// The step box is named by its label (moved from the end-to-end test of
/// the typed step).
#[test]
fn the_step_box_is_named_go_to_step() {
    for (lang, name) in [(Lang::En, "Go to step"), (Lang::Ja, "ステップへ移動")] {
        let dom = transport_of(&machine(8, 0), lang);
        let label = dom
            .all()
            .into_iter()
            .find(|e| e.tag == "label" && !e.testids("step-input").is_empty())
            .expect("the step box in a label");
        let said = spoken(label)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(said, name);
    }
}

/// A screen reader reaches the listing as code, its symbols whole (no
/// operator said in words there, no comment translated into it), and the
/// program in words beside it, one item a line, the step's line marked by
/// the words said before it (moved from listing.test.mjs, which keeps that
/// the mark is said).
#[test]
fn the_listing_is_code_and_the_program_in_words_is_beside_it() {
    for lang in [Lang::En, Lang::Ja] {
        let dom = code(8, 7, CodeLang::C, lang);
        let listing = dom.testid("code");
        let codes: Vec<_> = listing
            .all()
            .into_iter()
            .filter(|e| e.tag == "code")
            .collect();
        assert_eq!(codes.len(), 1);
        let text = codes[0].text();
        for symbol in [
            "#include <stdio.h>",
            "bitmap[row] & -bitmap[row];",
            "((left[row] | bit) << 1) & mask;",
            "mask & ~(left[row] | down[row] | right[row]);",
            "row--;",
        ] {
            assert!(text.contains(symbol), "{lang:?}: {symbol}");
        }
        for words in [" AND ", " OR ", "include the header", "ヘッダー"] {
            assert!(!text.contains(words), "{lang:?}: {words}");
        }
        let here = texts::CODE_RAN.get(lang);
        let current: Vec<_> = listing
            .all()
            .into_iter()
            .filter(|e| e.attr("data-here").is_some())
            .collect();
        assert_eq!(current.len(), 1, "{lang:?}: one line marked");
        assert_eq!(current[0].attr("data-here"), Some(here));
        assert_eq!(
            current[0].text().trim(),
            "unsigned bit = bitmap[row] & -bitmap[row];"
        );
        let line = match lang {
            Lang::En => "unsigned bit = bitmap[row] AND minus bitmap[row];",
            Lang::Ja => "unsigned bit = bitmap[row] AND マイナス bitmap[row];",
        };
        let words = dom.testid("code-words");
        let marked: Vec<_> = words
            .all()
            .into_iter()
            .filter(|e| e.tag == "li" && e.attr("data-here") == Some(here))
            .collect();
        assert_eq!(marked.len(), 1, "{lang:?}");
        assert!(marked[0].text().contains(line), "{}", marked[0].text());
        // Chromium joins the mark's words (the ::before's alternative
        // text) to the line's with nothing between them: the words end in
        // a space, or in Japanese a full-width colon.
        let heard = format!("{here}{}", marked[0].text().trim());
        let want = match lang {
            Lang::En => "this step: unsigned bit",
            Lang::Ja => "このステップ：unsigned bit",
        };
        assert!(heard.starts_with(want), "{lang:?}: {heard}");
    }
}

/// The controls speak the page's language with the same icons in both,
/// and the bit rows keep the code's variable names (moved from the
/// end-to-end language test).
#[test]
fn the_controls_speak_the_page_language_with_the_same_icons() {
    use bitqueens::components::bit_rows;
    use bitqueens::domain::stepper::explain::Detail;
    for (lang, play, forward) in [
        (Lang::En, "Play", "Step forward"),
        (Lang::Ja, "再生", "1ステップ進む"),
    ] {
        let dom = transport_of(&machine(5, 7), lang);
        let text = |id: &str| dom.testid(id).of_class("btn-text")[0].text();
        assert_eq!(
            (text("play"), text("step-forward")),
            (play.to_string(), forward.to_string())
        );
        let icon = |id: &str| {
            let svgs: Vec<String> = dom
                .testid(id)
                .all()
                .into_iter()
                .filter(|e| e.tag == "svg")
                .filter_map(|e| e.attr("data-icon").map(str::to_string))
                .collect();
            svgs
        };
        assert_eq!(icon("play"), ["play"]);
        assert_eq!(icon("step-forward"), ["forward"]);
        let s = Timeline::new(5).seek(7);
        let rows = render(bit_rows(5, &Detail::of(&s), s.current_bits(), lang));
        for name in ["left", "down", "right"] {
            let label = rows.testid(&format!("bits-{name}")).of_class("row-label")[0].text();
            assert_eq!(label.trim(), name, "{lang:?}");
        }
    }
}

/// The widget's line says what the step did, in one line, in each
/// language: the domain's brief of the moment at every step of n = 6, two
/// back-tracks in a row among them (moved from the end-to-end widget test).
#[test]
fn the_widgets_line_says_what_the_step_did() {
    let send = Callback::noop();
    let line = |st: &StepperMachine, lang| {
        let dom = render(embed_event(Ui {
            st,
            lang,
            send: &send,
        }));
        let p = dom.testid("embed-event");
        assert_eq!(p.attr("role"), Some("status"));
        p.text()
    };
    for (k, en, ja) in [
        (
            11,
            "Backtrack: row 5 has no candidate; back to row 4.",
            "バックトラック：行 5 に候補なし。行 4 へ戻ります。",
        ),
        (
            12,
            "Backtrack: row 4 has no candidate; back to row 3.",
            "バックトラック：行 4 に候補なし。行 3 へ戻ります。",
        ),
    ] {
        let st = machine(6, k);
        assert_eq!(
            (line(&st, Lang::En), line(&st, Lang::Ja)),
            (en.to_string(), ja.to_string()),
            "step {k}"
        );
    }
    for k in 0..=Timeline::new(6).seek(u64::MAX).counters().steps {
        let st = machine(6, k);
        for lang in [Lang::En, Lang::Ja] {
            assert_eq!(
                line(&st, lang),
                texts::event_brief(lang, &st.current),
                "step {k}"
            );
        }
    }
}

/// The share dialog as drawn for a moment: the link to this moment in
/// full, the embed code an iframe of its widget at the size chosen, named;
/// every frame size listed, the narrow one not offered from n = 13 on,
/// the list described by the note that says why; each copy button named
/// by what it copies; a status line, empty until a copy (moved from the
/// end-to-end share test).
#[test]
fn the_share_dialog_offers_this_moment_and_its_widget() {
    use bitqueens::pages::stepper::share_view::{moment_query, share_body, Share, SharePresses};
    use bitqueens::state::url::{iframe_code, parse_query, EMBED_SIZES};
    const SITE: &str = "https://example.test/q/";
    for (lang, n, code) in [(Lang::Ja, 6, "ja"), (Lang::En, 16, "en")] {
        let params = parse_query(&format!("?n={n}&step=58&lang={code}&present=1")).0;
        let link = format!("{SITE}{}", moment_query(&params, false));
        assert_eq!(link, format!("{SITE}?n={n}&step=58&lang={code}"));
        let embed = format!("{SITE}{}", moment_query(&params, true));
        for (size, (w, h)) in EMBED_SIZES.iter().enumerate() {
            let frame = iframe_code(&embed, &texts::embed_title(lang, n, 58), (*w, *h));
            let shown = Share {
                lang,
                n,
                link: &link,
                code: &frame,
                size,
            };
            let presses = SharePresses {
                copy_link: Callback::noop(),
                copy_embed: Callback::noop(),
                on_size: Callback::noop(),
                close: Callback::noop(),
            };
            let dom = render(share_body(&shown, yew::Html::default(), presses));
            assert_eq!(dom.testid("share-link").attr("value"), Some(link.as_str()));
            // The embed code (the field's text, as the renderer writes a
            // textarea's value): one iframe of the widget at this moment.
            let field = dom.testid("share-embed-code");
            assert_eq!(field.text(), frame);
            let code_dom = support::html::parse(&frame);
            let frames = code_dom.all();
            assert_eq!(frames.len(), 1);
            let iframe = frames[0];
            assert_eq!(iframe.tag, "iframe");
            assert_eq!(
                (iframe.attr("width"), iframe.attr("height")),
                (Some(w.to_string().as_str()), Some(h.to_string().as_str()))
            );
            // Named by the board and the step: two widgets on one page
            // are told apart.
            let title = match lang {
                Lang::Ja => "ビットマップで解くNクイーン：n = 6、ステップ 58",
                Lang::En => "Bitmap N-Queens, step by step: n = 16, step 58",
            };
            assert_eq!(iframe.attr("title"), Some(title));
            let src = iframe.attr("src").unwrap();
            assert!(src.starts_with(SITE), "{src}");
            let q = parse_query(&src[SITE.len()..]).0;
            assert!(q.embed && !q.present, "{src}");
            assert_eq!((q.n.get(), q.step, q.lang), (n, 58, Some(lang)));
            // The sizes: each listed, the one chosen selected; the narrow
            // frame not offered at n = 16, the note saying why.
            let select = dom.testid("share-size");
            assert_eq!(select.attr("aria-describedby"), Some("share-size-note"));
            let options: Vec<(String, bool, bool)> = select
                .elements()
                .map(|o| {
                    (
                        o.text(),
                        o.attr("disabled").is_some(),
                        o.attr("selected").is_some(),
                    )
                })
                .collect();
            let want: Vec<(String, bool, bool)> = EMBED_SIZES
                .iter()
                .enumerate()
                .map(|(i, (w, h))| (format!("{w} × {h}"), n > 12 && *w == 360, i == size))
                .collect();
            assert_eq!(options, want);
            let note = dom.testid("share-size-note");
            assert_eq!(note.attr("id"), Some("share-size-note"));
            assert!(
                note.text().contains(match lang {
                    Lang::En => "cannot show the current row",
                    Lang::Ja => "今の行とそのビットが収まらない",
                }),
                "{}",
                note.text()
            );
            // Each copy button names what it copies, in its own words.
            let names: Vec<&str> = ["share-link-copy", "share-embed-copy"]
                .iter()
                .map(|id| dom.testid(id).attr("aria-label").unwrap())
                .collect();
            assert_ne!(names[0], names[1]);
            for name in &names {
                assert!(
                    name.starts_with(match lang {
                        Lang::En => "Copy: ",
                        Lang::Ja => "コピー：",
                    }),
                    "{name}"
                );
            }
            let status = dom.testid("share-status");
            assert_eq!(
                (status.attr("role"), status.text()),
                (Some("status"), String::new())
            );
        }
    }
}

/// The teacher's tools: the figure buttons in their group, and right under
/// it the line that says what a download saved: a polite status, on
/// screen (not for screen readers only), empty until a press, made anew in
/// each language. Its words (`texts::figure_said`, written in by the page
/// once per download) name the file saved, or say that none was.
#[test]
fn the_figure_buttons_say_under_them_what_they_saved() {
    use bitqueens::domain::stepper::figure::file_name;
    use bitqueens::pages::stepper::tools_view::{teach_tools, ToolPresses, FIGURE_STATUS};
    use bitqueens::state::url::parse_query;
    let st = machine(5, 9);
    let send = Callback::noop();
    for lang in [Lang::En, Lang::Ja] {
        let params = parse_query(&format!("?n=5&step=9&lang={}", lang.code())).0;
        let presses = ToolPresses {
            present: Callback::noop(),
            svg: Callback::noop(),
            png: Callback::noop(),
        };
        let ui = Ui {
            st: &st,
            lang,
            send: &send,
        };
        let dom = render(teach_tools(ui, &params, &Callback::noop(), presses));
        let top: Vec<&Node> = dom.elements().collect();
        assert_eq!(top.len(), 2, "the group, then its status line");
        let (group, status) = (top[0], top[1]);
        assert_eq!(group.attr("role"), Some("group"));
        let figures: Vec<String> = ["export-svg", "export-png"]
            .iter()
            .map(|id| group.testid(id).text())
            .collect();
        assert_eq!(
            figures,
            match lang {
                Lang::En => [" Figure (SVG)", " Figure (PNG)"],
                Lang::Ja => [" 図（SVG）", " 図（PNG）"],
            }
        );
        assert_eq!(
            [
                status.tag.as_str(),
                status.attr("role").unwrap_or_default(),
                status.attr("id").unwrap_or_default(),
                status.attr("data-testid").unwrap_or_default(),
                &status.text(),
            ],
            ["p", "status", FIGURE_STATUS, FIGURE_STATUS, ""]
        );
        // Polite, and seen: neither assertive, nor hidden from the eye or the ear.
        for (name, off) in [("aria-live", "assertive"), ("aria-hidden", "true")] {
            assert_ne!(status.attr(name), Some(off), "{name}");
        }
        assert!(!status.has_class("sr-only"));

        for ext in ["svg", "png"] {
            let name = file_name(5, 9, lang, ext);
            let (saved, failed) = (
                texts::figure_said(lang, &name, true),
                texts::figure_said(lang, &name, false),
            );
            match lang {
                Lang::En => {
                    assert_eq!(saved, format!("Downloaded the figure as {name}."));
                    assert_eq!(
                        failed,
                        format!("Not downloaded: this browser could not make the figure {name}.")
                    );
                }
                Lang::Ja => {
                    assert_eq!(saved, format!("図を {name} としてダウンロードしました。"));
                    assert!(failed.contains(&name), "{failed}");
                    assert!(
                        failed.ends_with("ダウンロードできませんでした。"),
                        "{failed}"
                    );
                    // Japanese words, but for the file's name.
                    for said in [&saved, &failed] {
                        let words = said.replace(&name, "");
                        assert!(!words.contains(|c: char| c.is_ascii_alphabetic()), "{said}");
                        japanese_rules(said, "the figure's status");
                    }
                }
            }
        }
    }
}

/// The counters above the board group their digits by threes, as the
/// timeline's line writes and says them (`5,985`, never `5985` beside a
/// spoken `5,985`), the number itself in `data-value`; while the whole
/// search is being counted the total says so in words, with how far.
#[test]
fn the_counters_group_their_digits_as_the_timeline_says_them() {
    let send = Callback::noop();
    let mut st = machine(8, 5985);
    let progress = st.timeline.borrow_mut().prepare(usize::MAX);
    st.prepared = progress;
    for lang in [Lang::En, Lang::Ja] {
        let dom = render(counters(Ui {
            st: &st,
            lang,
            send: &send,
        }));
        assert_eq!(dom.testid("step-index").text(), "5,985");
        assert_eq!(dom.testid("step-index").attr("data-value"), Some("5985"));
        let total = dom.testid("step-total");
        assert_eq!(
            (total.text(), total.attr("data-value")),
            (" / 5,985".to_string(), Some("5985"))
        );
        assert!(texts::whole_search(lang, 5985, 92).contains("5,985"));
        for id in ["solutions-found", "placements", "backtracks"] {
            let e = dom.testid(id);
            let v: u64 = e.attr("data-value").unwrap().parse().unwrap();
            assert_eq!(e.text(), solver::digits::group_digits(v), "{id}");
        }
        assert_eq!(dom.testid("placements").text(), "2,056");
    }
    // n = 16, before its count: the total is being counted, in words.
    let st = machine(16, 12);
    for (lang, says) in [(Lang::En, " / counting… 0%"), (Lang::Ja, " / 集計中… 0%")] {
        let dom = render(counters(Ui {
            st: &st,
            lang,
            send: &send,
        }));
        let of = dom.of_class("preparing");
        assert_eq!(of.len(), 1);
        assert_eq!(of[0].text(), says);
        assert!(dom.testids("step-total").is_empty());
    }
}

/// A link to a late step of a large board (`?n=16&step=3000000`) waits for
/// the timeline's count: where the step's sentence is, the page says that
/// it goes to that step once the search is counted, with how far the count
/// is, in both languages, the step grouped as the counters group it (it
/// showed step 0's sentence, with nothing said of the step asked for); the
/// widget's status says it without the progress (a status says each
/// change). Once there, the step's own sentence.
#[test]
fn a_step_waiting_for_the_count_is_named_where_the_sentence_is() {
    use bitqueens::domain::stepper::machine::Event;
    let send = Callback::noop();
    let mut st = machine(16, 0);
    st.handle(Event::Seek(3_000_000));
    assert_eq!(st.pending_step, Some(3_000_000));
    let (_, of) = st.prepared;
    let done = of * 37 / 100 + 1;
    st.handle(Event::Prepared((done, of)));
    let pct = done * 100 / of;
    for (lang, says) in [
        (
            Lang::En,
            format!("Going to step 3,000,000 once the whole search is counted… {pct}%"),
        ),
        (
            Lang::Ja,
            format!("探索全体を数え終えたら、ステップ 3,000,000 へ移動します… {pct}%"),
        ),
    ] {
        let ui = Ui {
            st: &st,
            lang,
            send: &send,
        };
        let line = render(step_line(ui));
        let line = line.testid("event-line");
        assert_eq!(line.text(), says);
        // For the eye: the live region says it once (the machine's tests).
        assert_eq!(line.attr("aria-hidden"), Some("true"));
        let status = render(embed_event(ui)).testid("embed-event").text();
        assert!(
            status.contains("3,000,000") && !status.contains('%'),
            "{status}"
        );
        if lang == Lang::Ja {
            japanese_rules(&line.text(), "the step waited for");
        }
    }
    // Not waiting: the step's sentence, as before.
    let st = machine(8, 3);
    let ui = Ui {
        st: &st,
        lang: Lang::En,
        send: &send,
    };
    let line = render(step_line(ui));
    let line = line.testid("event-line");
    assert_eq!(line.text(), texts::shown_line(Lang::En, &st.current));
}
