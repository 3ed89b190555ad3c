//! The lesson's tasks: a step to take, a column to click, a number to
//! type, and what each answer gets.

use super::*;
use bitqueens::domain::learn::lesson::taught;
use bitqueens::domain::stepper::texts as stepper_texts;

/// A step task: "Step once" shows the next moment (a focused row changes),
/// says what it did (the watched row, and the step's event as the stepper
/// says it, at a stop of one step too) and is marked off; the stepper's
/// link follows; "Back to the stop" goes back and says where.
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
            let seen = watched(watch, &Timeline::new(stop.n).seek(stop.step), &after);
            let want = texts::step_result(lang, watch, seen, stop.n);
            assert!(said.text().starts_with(&want), "{at}: {}", said.text());
            // What the step did, read from its event: the stepper's line
            // once the lesson has explained its operators, else its short
            // line.
            let did = match taught(&stops, k, Topic::LowestBit) {
                true => stepper_texts::event_line(lang, &after),
                false => stepper_texts::event_brief(lang, &after),
            };
            assert!(
                said.text().contains(&did),
                "{at}: what the step did: {} / {did}",
                said.text()
            );
            let status = texts::step_status(
                lang,
                (&stops, k),
                watch,
                &Timeline::new(stop.n).seek(stop.step),
                &after,
            );
            assert!(said.text().contains(&status), "{at}: {}", said.text());
            // Marked off once the stop's last step is shown: one step, or
            // each the stop's text tells, each said as the stepper says it.
            let mut dom = dom;
            let mut events = vec![lesson_machine::Event::Step];
            for step in stop.step + 2..=stop.until {
                assert_eq!(
                    dom.testid("lesson-step").attr("aria-disabled"),
                    None,
                    "{at}: more to step"
                );
                events.push(lesson_machine::Event::Step);
                dom = lesson_at(k, lang, &events).1;
                let s = Timeline::new(stop.n).seek(step);
                // What the step did (the stepper's line for its event),
                // then the next step while the stop has one, else Next.
                let did = stepper_texts::event_line(lang, &s);
                let then = texts::step_then(lang, &s, step < stop.until);
                let said = dom.testid("lesson-step-result").text();
                assert!(said.contains(&did), "{at}: step {step}: {said} / {did}");
                assert!(said.contains(&then), "{at}: step {step}: {said} / {then}");
                let next = texts::NEXT.get(lang);
                assert_eq!(
                    said.contains(&format!("“{next}”")) || said.contains(&format!("「{next}」")),
                    step == stop.until,
                    "{at}: step {step}: Next named once the steps are used up: {said}"
                );
                let said = said.as_str();
                // Each step says what it changed (never 00000 → 00000).
                let seen = watched(watch, &Timeline::new(stop.n).seek(step - 1), &s);
                assert_ne!(seen.before, seen.after, "{at}: step {step}");
                let want = texts::step_result(lang, watch, seen, stop.n);
                assert!(
                    said.starts_with(&want),
                    "{at}: step {step}: {said} / {want}"
                );
                shows_moment(&dom, &s, *stop, lang, &at);
            }
            assert_eq!(
                dom.testid("lesson-step").attr("aria-disabled"),
                Some("true"),
                "{at}: Step once marked off"
            );
            assert_eq!(dom.testid("lesson-step-back").attr("aria-disabled"), None);
            let (_, dom) = lesson_at(k, lang, &[lesson_machine::Event::Step]);
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
            let mut before = String::new();
            for c in (0..stop.n).filter(|&c| c != column) {
                let at = format!("{lang:?} stop {k}, column {c}");
                events.push(lesson_machine::Event::Click(c));
                let (_, dom) = lesson_at(k, lang, &events);
                let result = dom.testid("lesson-click-result");
                assert_eq!(result.attr("data-correct"), Some("false"), "{at}");
                assert!(result.text().len() > 10, "{at}: explained");
                // Each wrong column its own sentence, naming the column.
                if lang == Lang::En {
                    let chose = format!("You chose column {c}. ");
                    assert!(result.text().starts_with(&chose), "{at}: {}", result.text());
                }
                assert_ne!(result.text(), before, "{at}: the same sentence again");
                before = result.text();
                assert!(
                    dom.testid(&format!("lesson-col-{c}")).has_class("wrong"),
                    "{at}"
                );
                // Each column chosen so far (the wrong ones in turn, from
                // 0) says so, wrong, in its name and by a mark; one not
                // chosen says neither.
                for (d, chosen) in (0..stop.n).map(|d| (d, d != column && d <= c)) {
                    let button = dom.testid(&format!("lesson-col-{d}"));
                    let (label, mark) = match chosen {
                        true => (texts::chosen_column(lang, d, false), format!("{d}✗")),
                        false => (texts::column_button(lang, d, None), d.to_string()),
                    };
                    assert_eq!(
                        (button.attr("aria-label"), button.text()),
                        (Some(label.as_str()), mark),
                        "{at}: column {d}"
                    );
                }
                assert_eq!(
                    dom.testid(&format!("lesson-col-{c}")).attr("aria-disabled"),
                    None,
                    "{at}"
                );
                assert!(!has(&dom, "lesson-answer-next"), "{at}: wrong, no way on");
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
                let button = dom.testid(&format!("lesson-col-{c}"));
                // The column found says it is chosen and right (it kept
                // the focus: its name is read with its state), the wrong
                // ones chosen before still say so.
                let (label, mark) = match c == column {
                    true => (texts::chosen_column(lang, c, true), format!("{c}✓")),
                    false => (texts::chosen_column(lang, c, false), format!("{c}✗")),
                };
                assert_eq!(
                    (button.attr("aria-label"), button.text()),
                    (Some(label.as_str()), mark),
                    "{at}: column {c}"
                );
                assert_eq!(
                    (button.attr("aria-disabled"), button.attr("tabindex")),
                    (Some("true"), Some("-1")),
                    "{at}: done, out of the Tab order"
                );
            }
            // One Tab from the column found (it keeps the focus) reaches
            // the way on, as after a number task's Check.
            if k < STOP_COUNT {
                assert_eq!(
                    tab_after(&dom, &format!("lesson-col-{column}")).as_deref(),
                    Some("lesson-answer-next"),
                    "{at}: Tab from the column found"
                );
                let want = format!("{} →", texts::NEXT_STOP.get(lang));
                assert_eq!(dom.testid("lesson-answer-next").text(), want, "{at}");
                // Its name, the words alone: the arrow is not said (moved
                // from learn.test.mjs's one-press test).
                let heard = spoken(dom.testid("lesson-answer-next"));
                assert_eq!(heard.trim(), texts::NEXT_STOP.get(lang), "{at}");
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

/// Every stop with a task below its text (not the puzzle, whose board is
/// its task) links to it right under its title, one Tab from the title
/// (which has the focus on a new stop): on a phone the task may lie a
/// screen or more below, under the rows it is read from. The link's target
/// is the stop's one task group, which takes the focus (tabindex -1) and
/// holds the task's word and its question.
#[test]
fn every_stop_links_to_its_task_under_its_title() {
    let stops = Lesson::default().stops().clone();
    for lang in LANGS {
        for (i, stop) in stops.iter().enumerate() {
            let k = i + 1;
            let at = format!("{lang:?} stop {k}");
            let (_, dom) = lesson_at(k, lang, &[]);
            let targets: Vec<&Node> = dom
                .all()
                .into_iter()
                .filter(|e| e.attr("id") == Some("lesson-task"))
                .collect();
            if stop.task == Task::Puzzle {
                assert!(!has(&dom, "lesson-jump"), "{at}: the board is the task");
                continue;
            }
            let link = dom.testid("lesson-jump");
            assert_eq!(link.tag, "a", "{at}");
            assert_eq!(link.attr("href"), Some("#lesson-task"), "{at}");
            assert_eq!(
                link.text(),
                format!("↓ {}", texts::TASK_JUMP.get(lang)),
                "{at}"
            );
            assert_eq!(
                tab_after(&dom, "lesson-title").as_deref(),
                Some("lesson-jump"),
                "{at}: one Tab from the title"
            );
            let all = dom.all();
            let place = |id: &str| all.iter().position(|e| e.attr("data-testid") == Some(id));
            assert!(
                place("lesson-jump") < place("lesson-text"),
                "{at}: before the text"
            );
            assert_eq!(targets.len(), 1, "{at}: one target");
            let task = targets[0];
            assert_eq!(
                [
                    task.attr("data-testid"),
                    task.attr("tabindex"),
                    task.attr("role")
                ],
                [Some("lesson-task"), Some("-1"), Some("group")],
                "{at}"
            );
            assert!(
                task.text().starts_with(texts::TASK_LABEL.get(lang)),
                "{at}: {}",
                task.text()
            );
        }
    }
}

/// The lesson's last right answer finishes it: said and shown once, with
/// the answer (its one status), the way on under it (the exercises, the
/// stepper). A wrong answer, or another stop's right one, finishes nothing.
#[test]
fn the_last_right_answer_says_the_lesson_is_complete() {
    use lesson_machine::Event::{Check, Type};
    for lang in LANGS {
        let complete = texts::LESSON_COMPLETE.get(lang);
        let (l, _) = lesson_at(STOP_COUNT, lang, &[]);
        let Task::Number { answer, .. } = l.stop().task else {
            panic!("the last stop asks a number")
        };
        let (l, dom) = lesson_at(STOP_COUNT, lang, &[Type((answer + 1).to_string()), Check]);
        assert!(!l.finished());
        assert!(!has(&dom, "lesson-complete"));
        assert!(!dom.testid("lesson-number-result").text().contains(complete));
        let (l, dom) = lesson_at(STOP_COUNT, lang, &[Type(answer.to_string()), Check]);
        assert!(l.finished());
        let said = dom.testid("lesson-number-result");
        assert_eq!(said.attr("role"), Some("status"));
        assert!(said.text().ends_with(complete), "{}", said.text());
        // Said (and shown) once: the box under it holds the way on only.
        let shown = dom.testid("lesson-complete");
        assert!(!shown.text().contains(complete), "{}", shown.text());
        assert_eq!(
            dom.text().matches(complete).count(),
            said.text().matches(complete).count(),
            "said in the status only (its words for the eye and for the ear)"
        );
        assert!(
            shown.attr("role").is_none(),
            "said by the answer's status only"
        );
        let quiz = attr(dom.testid("lesson-complete-quiz"), "href");
        assert_eq!(arg(quiz, "view"), Some("learn".into()));
        assert_eq!(arg(quiz, "quiz"), Some(SEED.to_string()));
        assert!(has(&dom, "lesson-complete-stepper"));
        // Another stop's right answer.
        let stops = l.stops().clone();
        let k = 1 + stops
            .iter()
            .position(|s| matches!(s.task, Task::Number { .. }))
            .unwrap();
        assert!(k < STOP_COUNT);
        let Task::Number { answer, .. } = stops[k - 1].task else {
            unreachable!()
        };
        let (_, dom) = lesson_at(k, lang, &[Type(answer.to_string()), Check]);
        assert!(!has(&dom, "lesson-complete"));
        assert!(!dom.testid("lesson-number-result").text().contains(complete));
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
                (None, texts::NO_ANSWER.get(lang).to_string()),
                "{at}: nothing typed, as the exercises say"
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
            // A wrong number far from the answer (and no typical slip) is
            // told no, not "so close" (999 against 1964 once was).
            let moment = Timeline::new(stop.n).seek(stop.step);
            let top = ask.range().map_or(answer * 3 + 10, |r| r.max(stop.n));
            let far = (0..=top)
                .find(|&t| {
                    !texts::near(t, answer)
                        && bitqueens::domain::learn::lesson::slip((ask, answer), &moment, t)
                            .is_none()
                })
                .expect("a far number");
            let (correct, text) = said(&[Type(far.to_string()), Check]);
            assert_eq!(correct.as_deref(), Some("false"), "{at}: {far}");
            let want = texts::number_feedback(lang, ask, far, answer);
            assert!(text.starts_with(&want), "{at}: {text}");
            let no = match lang {
                Lang::En => "No: ",
                Lang::Ja => "違います。",
            };
            assert!(text.starts_with(no), "{at}: {far}: {text}");
            // Wrong: Check is still the way; nothing goes on.
            let (_, dom) = lesson_at(k, lang, &[Type(wrong.to_string()), Check]);
            assert!(!has(&dom, "lesson-answer-next"), "{at}: wrong, no way on");
            // A number the task cannot have: its range said, not graded
            // (999 squares of a row of 5 once read as a plain wrong answer).
            if let Some(range) = ask.range() {
                for typed in [99999, 999] {
                    let (correct, text) = said(&[Type(typed.to_string()), Check]);
                    assert_eq!(correct, None, "{at}: {typed} out of range is not graded");
                    let want = texts::out_of_range(lang, range, stop.n, typed);
                    assert_eq!(text, want, "{at}");
                }
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
                    .starts_with(&texts::number_feedback(lang, ask, answer, answer)),
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
            let check = dom.testid("lesson-number-check");
            assert_eq!(
                (check.attr("aria-disabled"), check.attr("tabindex")),
                (Some("true"), Some("-1")),
                "{at}: answered, out of the Tab order"
            );
            // One Tab from Check, or from the field, reaches the way on,
            // as at the exercises: the next stop, or at the last one the
            // lesson's way on.
            let next = match k < STOP_COUNT {
                true => "lesson-answer-next",
                false => "lesson-complete-quiz",
            };
            for from in ["lesson-number-check", "lesson-number"] {
                assert_eq!(
                    tab_after(&dom, from).as_deref(),
                    Some(next),
                    "{at}: Tab from {from}"
                );
            }
            if k < STOP_COUNT {
                let want = format!("{} →", texts::NEXT_STOP.get(lang));
                assert_eq!(dom.testid(next).text(), want, "{at}");
            }
        }
    }
    assert!(asked >= 10, "{asked} number tasks in two languages");
}

/// A number task's field is in error (`aria-invalid`) while its status says
/// that Check found nothing to grade (nothing typed, no whole number, one
/// out of range), as the exercises' field is; it is described by that status
/// at every moment; a number graded (wrong or right) is no error.
#[test]
fn a_number_task_s_field_is_in_error_as_its_status_says() {
    use lesson_machine::Event::{Check, Type};
    let stops = Lesson::default().stops().clone();
    for lang in LANGS {
        for (i, stop) in stops.iter().enumerate() {
            let Task::Number { ask, answer } = stop.task else {
                continue;
            };
            let k = i + 1;
            let field = |events: &[lesson_machine::Event]| {
                let (_, dom) = lesson_at(k, lang, events);
                let status = dom
                    .all()
                    .into_iter()
                    .find(|e| e.attr("id") == Some("lesson-result"))
                    .expect("the status");
                assert_eq!(status.attr("data-testid"), Some("lesson-number-result"));
                assert_eq!(status.attr("role"), Some("status"));
                let field = dom.testid("lesson-number");
                assert_eq!(
                    field.attr("aria-describedby"),
                    Some("lesson-result"),
                    "{lang:?} stop {k}: {events:?}"
                );
                field.attr("aria-invalid").map(str::to_string)
            };
            let wrong = if answer > 0 { answer - 1 } else { answer + 1 };
            let mut cases = vec![
                (vec![], "false"),
                (vec![Check], "true"),
                (vec![Type("abc".into()), Check], "true"),
                (vec![Type(wrong.to_string()), Check], "false"),
                (vec![Check, Type(wrong.to_string()), Check], "false"),
                (vec![Type(answer.to_string()), Check], "false"),
            ];
            if matches!(ask, Count::Taken | Count::BackTo) {
                cases.push((vec![Type("99999".into()), Check], "true"));
            }
            for (events, want) in cases {
                assert_eq!(
                    field(&events).as_deref(),
                    Some(want),
                    "{lang:?} stop {k}: {events:?}"
                );
            }
        }
    }
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
