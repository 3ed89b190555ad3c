//! The exercises, homework sets and the teacher's check page.

use super::*;

const SITE: &str = "https://example.org/bitqueens/";

/// The feedback of four answers (seed 2024, each wrong or half wrong: `1`
/// typed, No chosen) in both languages spells its binary values apart, and
/// the exercises say no operator as a bare symbol.
#[test]
fn the_feedback_spells_binary_values_and_says_operators_in_words() {
    for lang in LANGS {
        let mut q = quiz_of(2024, None);
        for i in 0..4 {
            let question = asked(&q);
            if question.kind == Kind::Solution {
                q.handle(quiz_machine::Event::Choose(0));
            } else {
                q.handle(quiz_machine::Event::Input("1".into()));
            }
            q.handle(quiz_machine::Event::Check);
            let dom = draw_quiz(&q, 2024, None, lang);
            let at = format!("{lang:?} question {i} ({})", question.kind.id());
            let runs = binary_runs(&spoken(dom.testid("quiz-feedback")), question.n.max(2));
            assert!(runs.is_empty(), "{at}: said as numbers: {runs:?}");
            let ops = raw_operators(&dom);
            assert!(ops.is_empty(), "{at}: {ops:?}");
            q.handle(quiz_machine::Event::Next);
        }
    }
}

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
        if value == 0 {
            // The answer 0 by the digits: one set and set back (digits
            // never touched are no answer).
            q.handle(quiz_machine::Event::Flip(1));
            q.handle(quiz_machine::Event::Flip(1));
        }
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
    // The question is read once, when the focus comes to it, not again
    // after each Check: it is no live region.
    assert_eq!(
        dom.testid("quiz-question").attr("aria-live"),
        None,
        "{at}: the question is not a live region"
    );
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
    assert_eq!(
        (
            dom.testid("quiz-check").attr("aria-disabled"),
            dom.testid("quiz-check").attr("tabindex")
        ),
        (None, None)
    );
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
    // Out of the Tab order once checked: one Tab from the read-only field
    // (as from Check) reaches Next, which follows in the page.
    assert_eq!(
        dom.testid("quiz-check").attr("tabindex"),
        Some("-1"),
        "{at}: Check out of the Tab order"
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
            assert_eq!(p.attr("role"), Some("status"), "polite, as the lesson's");
            let field = dom.testid("quiz-input");
            assert_eq!(field.attr("aria-describedby"), Some("quiz-input-error"));
            (
                p.attr("data-testid").is_some(),
                p.text(),
                field.attr("aria-invalid").unwrap().to_string(),
                p.attr("data-negative").map(str::to_string),
            )
        };
        // Typing says nothing (each key would interrupt): Check judges.
        for typed in ["-", "-1", "", "abc"] {
            q.handle(quiz_machine::Event::Input(typed.into()));
            assert_eq!(
                error(&q),
                (false, String::new(), "false".into(), None),
                "{typed:?} typed, not yet checked"
            );
        }
        q.handle(quiz_machine::Event::Check);
        let (shown, text, invalid, _) = error(&q);
        assert_eq!(
            (shown, text.as_str(), invalid.as_str()),
            (true, texts::BAD_ANSWER.get(lang), "true")
        );
        q.handle(quiz_machine::Event::Input("1".into()));
        assert_eq!(
            error(&q),
            (false, String::new(), "false".into(), None),
            "a number clears it"
        );
        // Nothing typed, then Check: the field is in error, as it says.
        q.handle(quiz_machine::Event::Input(String::new()));
        q.handle(quiz_machine::Event::Check);
        let (shown, text, invalid, _) = error(&q);
        assert_eq!(
            (shown, text.as_str(), invalid.as_str()),
            (true, texts::NO_ANSWER.get(lang), "true"),
            "no answer"
        );
        q.handle(quiz_machine::Event::Input("-60".into()));
        q.handle(quiz_machine::Event::Check);
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
        assert!(error(&q).0, "-60 is not graded, said again");
        // Out of the row's range (six bits: at most 63).
        q.handle(quiz_machine::Event::Input("99999".into()));
        q.handle(quiz_machine::Event::Check);
        let (shown, text, invalid, _) = error(&q);
        assert!(shown && invalid == "true");
        let bits = bitqueens::domain::learn::quiz::Range::Bits;
        assert_eq!(text, texts::out_of_range(lang, bits, 6, 99999));
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

/// Practice's tools: the teacher's homework maker, closed behind a line
/// that says it is for teachers (a student practising sees no more), its
/// choices selected, the set's link written in full and the check page's
/// link, as chosen.
#[test]
fn the_homework_maker_writes_the_sets_links() {
    let mut q = quiz_of(424_242, None);
    q.handle(quiz_machine::Event::MakerLevel(1));
    q.handle(quiz_machine::Event::MakerQuestions(4));
    for lang in LANGS {
        let dom = draw_quiz(&q, 424_242, None, lang);
        let maker = dom.testid("homework-maker");
        assert_eq!((maker.tag.as_str(), maker.attr("open")), ("details", None));
        let summary = maker.elements().next().unwrap();
        assert_eq!(summary.tag, "summary");
        assert_eq!(summary.text(), hw::HOMEWORK.get(lang));
        let teachers = if lang == Lang::En {
            "For teachers"
        } else {
            "先生向け"
        };
        assert!(summary.text().starts_with(teachers), "{}", summary.text());
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

/// The exercises are a section headed by the tab's name (a heading a
/// screen reader lists, as the lesson's and the write tab's), which names
/// the section, in both languages and in a homework set too.
#[test]
fn the_exercises_have_a_heading_that_names_them() {
    let set = Set::new(424_242, 1, 3).unwrap();
    for lang in LANGS {
        for (seed, set) in [(2024, None), (set.seed, Some(set))] {
            let dom = draw_quiz(&quiz_of(seed, set), seed, set, lang);
            let title = dom.testid("quiz-title");
            assert_eq!(
                (title.tag.as_str(), title.text(), title.attr("id")),
                (
                    "h3",
                    texts::QUIZ_TAB.get(lang).to_string(),
                    Some("quiz-title")
                )
            );
            let section = dom
                .all()
                .into_iter()
                .find(|e| e.tag == "section")
                .expect("a section");
            assert_eq!(section.attr("aria-labelledby"), Some("quiz-title"));
        }
    }
}

/// After Check the verdict is said by a status of its own, short and
/// without binary digits to spell; the feedback with the working is no
/// live region (moved from the end-to-end ear test "after Check a short
/// verdict is said").
#[test]
fn after_check_a_short_verdict_is_said_by_a_status() {
    for lang in LANGS {
        let mut q = quiz_of(7, None);
        for i in 0..3 {
            let question = asked(&q);
            if question.kind == Kind::Solution {
                q.handle(quiz_machine::Event::Choose(0));
            } else {
                q.handle(quiz_machine::Event::Input("10".into()));
            }
            q.handle(quiz_machine::Event::Check);
            let dom = draw_quiz(&q, 7, None, lang);
            let at = format!("{lang:?} question {i} ({})", question.kind.id());
            let said = dom.testid("quiz-said");
            assert_eq!(said.attr("role"), Some("status"), "{at}");
            let text = said.text();
            assert!(
                text.starts_with(texts::CORRECT.get(lang))
                    || text.starts_with(texts::WRONG.get(lang)),
                "{at}: {text}"
            );
            assert!(text.chars().count() < 200, "{at}: {text}");
            assert!(
                !text
                    .as_bytes()
                    .windows(4)
                    .any(|w| w.iter().all(|b| *b == b'0' || *b == b'1')),
                "{at}: digits to spell: {text}"
            );
            assert_eq!(dom.testid("quiz-feedback").attr("role"), None, "{at}");
            q.handle(quiz_machine::Event::Next);
        }
    }
}

/// New set and Reset each take the focus to the question (as Next does:
/// the hooks' `FocusQuestion`, the machine's) and say what they did first
/// in it, in words: one utterance where the focus lands, no status of
/// their own beside it (it was said twice); nothing before either, nor
/// once the learner works on the question.
#[test]
fn new_set_and_reset_say_what_they_did_with_the_question() {
    for lang in LANGS {
        let mut q = quiz_of(7, None);
        let told = |q: &Quiz| {
            let dom = draw_quiz(q, 9, None, lang);
            // No live region says it besides the question.
            let question = dom.testid("quiz-question").text();
            let told = has(&dom, "quiz-told").then(|| dom.testid("quiz-told").text());
            (told, question)
        };
        assert_eq!(told(&q).0, None, "{lang:?}: nothing said yet");
        q.handle(quiz_machine::Event::Show(9, None));
        q.handle(quiz_machine::Event::Loaded(None, None));
        let want = match lang {
            Lang::En => "A new set of exercises is shown, at question 1.",
            Lang::Ja => "新しい問題セットを表示しました。問 1 からです。",
        };
        let (said, question) = told(&q);
        assert_eq!(
            said.as_deref().map(str::trim),
            Some(want),
            "{lang:?}: New set"
        );
        assert!(question.starts_with(want), "{lang:?}: {question}");
        let dom = draw_quiz(&q, 9, None, lang);
        assert_eq!(dom.testid("quiz-told").attr("class"), Some("sr-only"));
        assert!(
            dom.all()
                .iter()
                .filter(|e| e.attr("role") == Some("status"))
                .all(|e| !e.text().contains(want)),
            "{lang:?}: said once, with the question"
        );
        assert_eq!(
            q.handle(quiz_machine::Event::Reset),
            vec![
                quiz_machine::Command::ForgetProgress,
                quiz_machine::Command::FocusQuestion
            ]
        );
        let want = match lang {
            Lang::En => "Progress reset: no score yet, back to question 1.",
            Lang::Ja => "成績をリセットしました。得点はなく、問 1 からです。",
        };
        let (said, question) = told(&q);
        assert_eq!(
            said.as_deref().map(str::trim),
            Some(want),
            "{lang:?}: Reset"
        );
        assert!(question.starts_with(want), "{lang:?}: {question}");
        q.handle(quiz_machine::Event::Input("1".into()));
        assert_eq!(told(&q).0, None, "{lang:?}: worked on, said no more");
    }
}
