use super::lesson::worked_shift;
use super::*;
use crate::domain::learn::lesson::{stops, Row, Task, Topic};
use crate::domain::learn::quiz::{Kind, Range};
use crate::domain::stepper::explain::Branch;
use crate::i18n::{check_both, Lang};
use solver::{Event, Stepper, Timeline};

/// What a rejected answer is told is true of it: `-1` is a whole
/// number, so the message asks for one of 0 or more, not for "a whole
/// number".
#[test]
fn a_rejected_answer_is_told_what_is_asked() {
    use crate::domain::learn::quiz::{judge, Judged};
    for typed in ["-1", "－１", " -60 ", "1.5", "x"] {
        assert_eq!(judge(typed, 3, 5), Judged::NotANumber, "{typed}");
    }
    assert!(BAD_ANSWER.get(Lang::En).contains("0 or more"));
    assert!(BAD_ANSWER.get(Lang::Ja).contains("0 以上"));
}

#[test]
fn every_stop_text_says_the_numbers_of_its_state_in_both_languages() {
    for stop in stops() {
        let s = Timeline::new(stop.n).seek(stop.step);
        let n = stop.n;
        let b = s.current_bits();
        let (left, down, right, mask, bitmap) = (b.left, b.down, b.right, b.mask, b.bitmap);
        let bd = |v: u32| format!("{v:0n$b} ({v})");
        // The values each topic quotes, read from the state here, and
        // its equations computed here with the operations they name.
        let values: Vec<String> = match stop.topic {
            // The board's size and its number of solutions.
            Topic::Problem => vec![
                format!("{n}×{n}"),
                s.clone().run_to_end().to_string(),
                "down".into(),
                "left".into(),
                "right".into(),
            ],
            Topic::RowIsANumber => vec![format!("mask = {}", bd(mask))],
            Topic::QueenIsABit
            | Topic::Candidates
            | Topic::Backtrack
            | Topic::Stack
            | Topic::DeadEnd => vec![format!("bitmap = {}", bd(bitmap))],
            Topic::Down => vec![format!("down | bit = {}", bd(down | b.bit))],
            Topic::Left => vec![format!("left | bit = {}", bd(left | b.bit))],
            Topic::Right => vec![format!("right = {}", bd(right))],
            Topic::Or => vec![format!(
                "left | down | right = {} | {} | {} = {}",
                bd(left),
                bd(down),
                bd(right),
                bd(left | down | right)
            )],
            Topic::MaskAndNot => vec![format!(
                "bitmap = mask & ~(left | down | right) = {} & ~{} = {}",
                bd(mask),
                bd(left | down | right),
                bd(mask & !(left | down | right))
            )],
            Topic::LowestBit => vec![format!("bitmap = {}", bd(bitmap))],
            Topic::Remove => vec![format!("bit = {}", bd(b.bit)), bd(bitmap)],
            Topic::NextRow => vec![(s.row().unwrap() + 1).to_string()],
            Topic::Solution | Topic::EightQueens => {
                vec![
                    crate::format::column_list(&s.queens()),
                    s.counters().steps.to_string(),
                ]
            }
            Topic::End => {
                let mut rest = s.clone();
                while rest.next().is_some() {}
                let all = rest.counters();
                vec![
                    crate::format::column_list(&s.queens()),
                    all.steps.to_string(),
                    all.placements.to_string(),
                    all.backtracks.to_string(),
                    "92".into(),
                ]
            }
        };
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        check_both(&values, |l| stop_body(l, stop.topic, &s));
        check_both(&[], |l| stop_title(l, stop.topic).to_string());
        check_both(&[], |l| task_prompt(l, &stop));
    }
}

/// Every text of stop `k` (from 1) as the page shows it: title, body,
/// task, the rows' note and the task's answers.
fn texts_of_stop(lang: Lang, all: &[crate::domain::learn::lesson::Stop], k: usize) -> Vec<String> {
    use crate::domain::learn::lesson::taught;
    let stop = all[k - 1];
    let s = Timeline::new(stop.n).seek(stop.step);
    let mut out = vec![
        stop_title(lang, stop.topic).to_string(),
        stop_body(lang, stop.topic, &s),
        task_prompt(lang, &stop),
        rows_note(lang, stop.rows),
    ];
    match stop.task {
        Task::Click { ask, column } => {
            for right in [true, false] {
                out.push(click_feedback(
                    lang,
                    ask,
                    right,
                    column,
                    taught(all, k, Topic::LowestBit),
                    (s.current_bits().bitmap, stop.n),
                ));
            }
        }
        Task::Number { ask, answer } => {
            for typed in [answer, answer + 1, answer * 3 + 10] {
                out.push(number_feedback(lang, ask, typed, answer));
            }
        }
        // Each step's status (what it did, and what follows).
        Task::Step { watch } => {
            let mut t = Timeline::new(stop.n);
            for step in stop.step + 1..=stop.until {
                out.push({
                    let before = t.seek(step - 1);
                    step_status(lang, (all, k), watch, &before, &t.seek(step))
                });
            }
        }
        Task::Puzzle => {}
    }
    out
}

/// The lesson never uses an operator before the stop that explains it
/// (`|`, `<<` and `bitmap & -bitmap` are the easy ones to use early),
/// and that stop's text does explain it, in both languages.
#[test]
fn every_operator_is_explained_where_the_lesson_first_uses_it() {
    let all = stops();
    // The operator, the stop that explains it, and how its text does.
    let explained = [
        ("|", Topic::Down, "vertical bar | is OR", "縦棒 | は OR"),
        (
            "<<",
            Topic::Left,
            "<< 1 moves every digit one place to the left",
            "<< 1 は、すべての桁を1つ左へずらします",
        ),
        (
            ">>",
            Topic::Right,
            ">> 1 moves them one column to the right",
            ">> 1 で、1行ごとに1列右へずれます",
        ),
        (
            "~",
            Topic::MaskAndNot,
            "tilde ~ is NOT, which turns attacked into free",
            "チルダ ~ は NOT で",
        ),
        (
            "&",
            Topic::MaskAndNot,
            "ampersand & is AND: AND with mask keeps",
            "アンパサンド & は AND で、mask との AND",
        ),
        (
            "-bitmap",
            Topic::LowestBit,
            "-bitmap = ~bitmap + 1",
            "-bitmap = ~bitmap + 1",
        ),
        ("^", Topic::Remove, "^ is XOR", "^ は XOR"),
    ];
    for lang in [Lang::En, Lang::Ja] {
        for (op, topic, en, ja) in explained {
            let first = (1..=all.len())
                .find(|&k| texts_of_stop(lang, &all, k).iter().any(|t| t.contains(op)))
                .unwrap_or_else(|| panic!("{op} is never used"));
            assert_eq!(
                all[first - 1].topic,
                topic,
                "{lang:?}: {op} first used at stop {first}"
            );
            let stop = all[first - 1];
            let body = stop_body(lang, topic, &Timeline::new(stop.n).seek(stop.step));
            let how = if lang == Lang::En { en } else { ja };
            assert!(
                body.contains(how),
                "{lang:?}: {op} is not explained at its first use: {body}"
            );
        }
    }
}

/// A symbol the lesson introduces reaches the ear by its name and its
/// character ("the vertical bar | is OR"), never as its own word ("OR
/// is OR"), in every text of every stop, in both languages.
#[test]
fn every_symbol_a_stop_introduces_is_named_for_the_ear() {
    use crate::domain::spoken::{for_ear, lost_symbols, symbol_name};
    let all = stops();
    let introduced = [
        (Topic::Down, "|"),
        (Topic::Left, "<<"),
        (Topic::Right, ">>"),
        (Topic::MaskAndNot, "~"),
        (Topic::MaskAndNot, "&"),
        (Topic::LowestBit, "-"),
        (Topic::Remove, "^"),
    ];
    for lang in [Lang::En, Lang::Ja] {
        for k in 1..=all.len() {
            for text in texts_of_stop(lang, &all, k) {
                let said = for_ear(&text, all[k - 1].n, lang);
                let lost = lost_symbols(&text, &said, lang);
                assert!(lost.is_empty(), "{lang:?} stop {k}: {lost:?} in {said}");
            }
        }
        for (topic, symbol) in introduced {
            let stop = all.iter().find(|s| s.topic == topic).unwrap();
            let body = stop_body(lang, topic, &Timeline::new(stop.n).seek(stop.step));
            let said = for_ear(&body, stop.n, lang).to_lowercase();
            let named = format!("{} {symbol}", symbol_name(symbol, lang));
            assert!(
                said.contains(&named),
                "{lang:?} {topic:?}: no {named:?} in {said}"
            );
        }
    }
}

/// The shift is shown once in binary on the board's window: every digit
/// one place, a 0 entering, the top digit leaving (`11100 → 11000`).
#[test]
fn the_shift_is_shown_in_binary_in_the_board_s_window() {
    for lang in [Lang::En, Lang::Ja] {
        let text = worked_shift(lang, 5);
        assert!(text.contains("11100 << 1 = 111000"), "{text}");
        let keeps = if lang == Lang::En {
            "the window keeps 11000"
        } else {
            "窓の中に残るのは 11000"
        };
        assert!(text.contains(keeps), "{text}");
        let text = worked_shift(lang, 8);
        assert!(text.contains("11100000 << 1 = 111000000"), "{text}");
    }
}

/// Stop 10's worked example is the stop's own bitmap, the one on the
/// screen (not a value of its own), worked as far as the learner's
/// task: the flip as an equation, the sum and the AND left to do (the
/// right square's feedback works them out). It cannot be read as a
/// negative binary number: no minus sign before a binary value.
#[test]
fn the_lowest_bit_example_is_the_stop_s_own_bitmap() {
    let all = stops();
    let stop = all.iter().find(|s| s.topic == Topic::LowestBit).unwrap();
    let s = Timeline::new(stop.n).seek(stop.step);
    let (n, bitmap) = (stop.n, s.current_bits().bitmap);
    let mask = solver::mask_for(n);
    let Task::Click { ask, column } = stop.task else {
        panic!()
    };
    for lang in [Lang::En, Lang::Ja] {
        let body = stop_body(lang, Topic::LowestBit, &s);
        for bad in ["-0", "-1", "− 0", "−1", "−0"] {
            assert!(!body.contains(bad), "{lang:?}: {bad} in {body}");
        }
        let flip = format!("~{bitmap:0n$b} & {mask:0n$b} = {:0n$b}", !bitmap & mask);
        assert!(body.contains(&flip), "{lang:?}: {flip} in {body}");
        assert!(
            body.contains(&format!("bitmap = {bitmap:0n$b} ({bitmap})")),
            "{body}"
        );
        let said = click_feedback(lang, ask, true, column, true, (bitmap, n));
        let neg = bitmap.wrapping_neg() & mask;
        let and = format!("{bitmap:0n$b} & {neg:0n$b} = {:0n$b}", bitmap & neg);
        assert!(said.contains(&and), "{lang:?}: {and} in {said}");
        assert!(
            said.contains(&format!("{:0n$b} + 1 = {neg:0n$b}", !bitmap & mask)),
            "{said}"
        );
    }
    assert_eq!(bitmap, 0b11100, "the row with three candidates");
}

/// `^` is explained where it is first used, on the stop's own values:
/// the digits that differ give 1, and the one removed is bit's.
#[test]
fn xor_is_explained_on_the_stop_s_values() {
    let all = stops();
    let stop = all.iter().find(|s| s.topic == Topic::Remove).unwrap();
    let s = Timeline::new(stop.n).seek(stop.step);
    let (n, b) = (stop.n, s.current_bits());
    let before = b.bitmap | b.bit;
    let eq = format!("{before:0n$b} ^ {:0n$b} = {:0n$b}", b.bit, before ^ b.bit);
    assert_eq!(before ^ b.bit, b.bitmap);
    for (lang, means) in [
        (Lang::En, "where the two numbers' digits differ"),
        (Lang::Ja, "違えば結果の桁は 1"),
    ] {
        let body = stop_body(lang, Topic::Remove, &s);
        assert!(
            body.contains(&eq) && body.contains(means),
            "{lang:?}: {body}"
        );
    }
}

/// No paragraph of a stop is a wall of text on a phone: at most about
/// eight lines at 390 px (stop 10 was one paragraph of fourteen).
#[test]
fn no_stop_paragraph_is_a_wall_of_text() {
    for stop in stops() {
        let s = Timeline::new(stop.n).seek(stop.step);
        for (lang, most) in [(Lang::En, 400), (Lang::Ja, 200)] {
            for p in stop_paragraphs(lang, stop.topic, &s) {
                let len = p.chars().count();
                assert!(
                    len <= most,
                    "{lang:?} {:?}: {len} characters: {p}",
                    stop.topic
                );
            }
        }
    }
}

/// The stops go forward through the search; the one stop that goes back
/// (the lowest bit, which needs a row with a choice) says why, from the
/// two moments: the row before had one candidate, this one several.
#[test]
fn the_stops_go_forward_or_say_why_the_board_went_back() {
    let all = stops();
    let mut back = 0;
    for k in 1..all.len() {
        let (a, b) = (all[k - 1], all[k]);
        if a.n != b.n || b.step >= a.step {
            continue;
        }
        back += 1;
        assert_eq!(b.topic, Topic::LowestBit, "stop {} goes back", k + 1);
        let (from, to) = (
            Timeline::new(a.n).seek(a.step),
            Timeline::new(b.n).seek(b.step),
        );
        let (fb, tb) = (from.current_bits().bitmap, to.current_bits().bitmap);
        assert_eq!(fb.count_ones(), 1);
        assert!(tb.count_ones() > 1);
        // The rows the search reaches from there to the seeds' solution
        // have one candidate each: no later moment would do.
        let solution = all
            .iter()
            .find(|s| s.topic == Topic::Solution)
            .unwrap()
            .step;
        for step in a.step..solution {
            let t = Timeline::new(a.n).seek(step);
            if matches!(t.last_event(), Some(Event::Descend { .. })) {
                assert!(t.current_bits().bitmap.count_ones() <= 1, "step {step}");
            }
        }
        let n = b.n;
        let bd = |v: u32| format!("{v:0n$b} ({v})");
        check_both(
            &[&a.step.to_string(), &b.step.to_string(), &bd(fb), &bd(tb)],
            |l| earlier_moment(l, b.topic, &from, &to),
        );
        assert!(earlier_moment(Lang::En, b.topic, &from, &to).contains("has 1 candidate"));
        // One candidate is still picked by bitmap & -bitmap (the stop
        // before asked which square it picks): never "nothing to choose".
        for lang in [Lang::En, Lang::Ja] {
            let said = earlier_moment(lang, b.topic, &from, &to);
            assert!(
                !said.contains("nothing") && !said.contains("ありません。"),
                "{said}"
            );
            assert!(
                said.contains("only pick that one") || said.contains("その 1 つしか"),
                "{said}"
            );
        }
    }
    assert_eq!(back, 1);
}

/// The banner claims no time it cannot know: it gives the lesson's
/// length in stops, the lesson's own count; past the first stop it says
/// the stop its link opens, a new learner's text otherwise.
#[test]
fn the_banner_counts_the_stops_and_claims_no_duration() {
    let count = stops().len().to_string();
    for stop in [1, 2, stops().len() - 1] {
        let at = stop.to_string();
        let values: &[&str] = if stop == 1 { &[&count] } else { &[&count, &at] };
        check_both(values, |lang| banner(lang, stop));
        assert!(!banner(Lang::En, stop).contains("minute"));
        assert!(!banner(Lang::Ja, stop).contains("分"));
    }
    assert_ne!(banner(Lang::En, 1), banner(Lang::En, 2));
    assert_ne!(banner(Lang::Ja, 1), banner(Lang::Ja, 2));
}

/// The last stop's question says what follows a queen placed: either a
/// solution, or the very next step goes down one row (checked on the
/// whole search of that stop).
#[test]
fn the_descends_question_says_what_the_search_does() {
    let all = stops();
    let end = all.iter().find(|s| s.topic == Topic::End).unwrap();
    let mut last = None;
    for e in Stepper::new(end.n) {
        if let Some(Event::Place {
            row,
            solution: false,
            ..
        }) = last
        {
            assert_eq!(e, Event::Descend { row: row + 1 });
        }
        last = Some(e);
    }
    let ja = task_prompt(Lang::Ja, end);
    assert!(ja.contains("次のステップで1つ下の行へ進みます"), "{ja}");
    assert!(!ja.contains("そのあと1回"), "{ja}");
    let en = task_prompt(Lang::En, end);
    assert!(en.contains("the very next step goes down one row"), "{en}");
}

/// A typical wrong number gets a feedback that says what the number is
/// (stop 8: 5 = a square counted twice, 15 = the row's decimal value),
/// worked out from the stop's moment; the right answer never does.
#[test]
fn typical_slips_get_their_own_feedback_in_both_languages() {
    use crate::domain::learn::lesson::{slip, Slip};
    let all = stops();
    let or = all.iter().find(|s| s.topic == Topic::Or).unwrap();
    let s = Timeline::new(or.n).seek(or.step);
    let Task::Number { ask, answer } = or.task else {
        panic!()
    };
    assert_eq!(answer, 4);
    assert_eq!(slip((ask, answer), &s, 5), Some(Slip::CountedTwice));
    assert_eq!(
        slip((ask, answer), &s, 15),
        Some(Slip::Decimal(Row::Attacks))
    );
    assert_eq!(slip((ask, answer), &s, 3), None);
    check_both(&["5", "left | down | right"], |l| {
        slip_feedback(l, Slip::CountedTwice, 5)
    });
    check_both(&["15", "left|down|right"], |l| {
        slip_feedback(l, Slip::Decimal(Row::Attacks), 15)
    });
    let mut seen = std::collections::HashSet::new();
    for stop in &all {
        let Task::Number { ask, answer } = stop.task else {
            continue;
        };
        let s = Timeline::new(stop.n).seek(stop.step);
        assert_eq!(slip((ask, answer), &s, answer), None, "{:?}", stop.topic);
        let mut rest = s.clone();
        while rest.next().is_some() {}
        for typed in (0..300).chain([rest.counters().placements]) {
            if let Some(found) = slip((ask, answer), &s, typed) {
                seen.insert(std::mem::discriminant(&found));
                check_both(&[&typed.to_string()], |l| slip_feedback(l, found, typed));
            }
        }
    }
    assert_eq!(seen.len(), 5, "every slip happens at some stop");
}

/// Each question says its next event in words, in both languages, and
/// never by the code's name of the event ("The next event is a
/// Descend.").
#[test]
fn questions_say_the_next_event_in_words() {
    let events = [Branch::Place, Branch::Descend, Branch::Backtrack];
    for lang in [Lang::En, Lang::Ja] {
        let words: Vec<&str> = events.iter().map(|&e| next_event(lang, e)).collect();
        let distinct: std::collections::HashSet<_> = words.iter().collect();
        assert_eq!(
            distinct.len(),
            events.len(),
            "{lang:?}: one sentence per event"
        );
        for kind in Kind::ALL {
            let text = question_text(lang, kind, 6, 123);
            assert!(text.contains(next_event(lang, kind.event())), "{text}");
            for e in events.iter().filter(|&&e| e != kind.event()) {
                assert!(!text.contains(next_event(lang, *e)), "{text}");
            }
            for name in ["Place", "Descend", "Backtrack", "event"] {
                assert!(
                    !text.contains(name),
                    "{lang:?} {kind:?}: the code's name {name}: {text}"
                );
            }
        }
    }
    check_both(&[], |l| next_event(l, Branch::Descend).to_string());
    check_both(&[], |l| next_event(l, Branch::Place).to_string());
    check_both(&[], |l| next_event(l, Branch::Backtrack).to_string());
}

#[test]
fn function_texts_say_their_values_in_both_languages() {
    check_both(&["3 / 17"], |l| progress(l, 3, 17));
    check_both(&["4", "1"], |l| column_button(l, 4, Some(true)));
    check_both(&["4"], |l| chosen_column(l, 4, true));
    check_both(&["4"], |l| chosen_column(l, 4, false));
    let seen = |row| crate::domain::learn::lesson::Watched {
        row,
        before: 2,
        after: 12,
    };
    check_both(&["left", "00010", "01100"], |l| {
        step_result(l, Row::Left, seen(None), 5)
    });
    check_both(&["bit[3]", "00010", "01100"], |l| {
        step_result(l, Row::Bit, seen(Some(3)), 5)
    });
    for kind in Kind::ALL {
        check_both(&["n = 6", "123"], |l| question_text(l, kind, 6, 123));
    }
    check_both(&["bitmap", "01100 (12)"], |l| {
        expected_line(l, Kind::Bitmap, 12, 5)
    });
    check_both(&["3"], |l| expected_line(l, Kind::Row, 3, 5));
    // Japanese feedback in Japanese words (no `row = 4` or
    // `solution = 0`).
    assert_eq!(expected_line(Lang::Ja, Kind::Row, 4, 5), "答え：行 4。");
    assert_eq!(
        expected_line(Lang::Ja, Kind::Solution, 0, 5),
        "答え：いいえ。"
    );
    assert_eq!(
        expected_line(Lang::En, Kind::Solution, 1, 5),
        "The answer: Yes."
    );
    for kind in Kind::ALL {
        let q = question_text(Lang::Ja, kind, 5, 9);
        assert!(
            !q.contains("1 = "),
            "a yes / no question asks no number: {q}"
        );
    }
    check_both(&["7", "9", "2", "4"], |l| score_line(l, 7, 9, 2, 4));
    assert_eq!(chosen_line(Lang::En, 0), "Your answer: No.");
    // The answer row reads as words, not as an operator (`down ?= 0`).
    for lang in [Lang::En, Lang::Ja] {
        let row = format!(
            "{}{}",
            answer_label(lang, Kind::Down),
            answer_value(lang, 0)
        );
        assert!(!row.contains('?') && !row.contains('='), "{row}");
        check_both(&["down", "0"], |l| {
            format!("{}{}", answer_label(l, Kind::Down), answer_value(l, 0))
        });
    }
    assert_eq!(chosen_line(Lang::Ja, 1), "あなたの答え：はい。");
    check_both(&["1", "4"], |l| differing(l, &[1, 4]));
    check_both(&["3"], |l| differing(l, &[3]));
}

/// The differing columns are a sentence of their own, ended as one, so
/// that the next sentence does not run into them.
#[test]
fn the_differing_columns_end_as_a_sentence() {
    for columns in [&[2][..], &[0, 1, 2, 3]] {
        assert!(differing(Lang::En, columns).ends_with('.'));
        assert!(differing(Lang::Ja, columns).ends_with('。'));
    }
    assert_eq!(
        differing(Lang::En, &[0, 3]),
        "The digits of columns 0 and 3 differ."
    );
    assert_eq!(
        differing(Lang::En, &[0, 1, 3]),
        "The digits of columns 0, 1 and 3 differ."
    );
}

/// The lesson names the bits primer as the menu does ("ビット演算入門",
/// not "ビット入門"), and the out-of-range answer says why it was not
/// graded and the range to type.
#[test]
fn the_lesson_names_the_primer_and_the_range_as_they_are() {
    use crate::state::pages::View;
    for lang in [Lang::En, Lang::Ja] {
        let menu = View::Bits.page().nav.get(lang);
        assert!(
            primer_lowest(lang).contains(menu),
            "{}",
            primer_lowest(lang)
        );
        for (range, max) in [
            (Range::Bits, "255"),
            (Range::Row, "7"),
            (Range::Squares, "8"),
        ] {
            let t = out_of_range(lang, range, 8, 256);
            assert!(
                t.contains("256")
                    && (t.contains(&format!("0 から {max}")) || t.contains(&format!("0 to {max}"))),
                "{t}"
            );
            assert!(
                t.starts_with("範囲外の数なので採点できません") || t.starts_with("Not graded"),
                "{t}"
            );
        }
    }
}

/// The steps a stop did not show are said from the solver's events, and
/// one step unseen as that step ("at step 3"), never as a range from a
/// step to the same step (stop 6 once said "from step 3 to step 3").
#[test]
fn an_unseen_step_is_said_as_one_step() {
    use crate::domain::learn::lesson::Since;
    let all = stops();
    let mut single = 0;
    for lang in [Lang::En, Lang::Ja] {
        for w in all.windows(2) {
            let Some((from, to)) = w[1].unseen_since(&w[0]) else {
                continue;
            };
            let said = since_last(lang, &Since::of(w[1].n, (from, to)));
            let range = match lang {
                Lang::En => format!("from step {} to step {to}", from + 1),
                Lang::Ja => format!("ステップ {} からステップ {to} まで", from + 1),
            };
            let one = match lang {
                Lang::En => format!("at step {to} it "),
                Lang::Ja => format!("ステップ {to} で"),
            };
            if to == from + 1 {
                single += 1;
                assert!(said.contains(&one) && !said.contains(&range), "{said}");
            } else {
                assert!(said.contains(&range) && !said.contains(&one), "{said}");
            }
        }
    }
    assert!(single > 0, "the lesson has a single unseen step");
    let one = since_last(Lang::Ja, &Since::of(5, (2, 3)));
    assert!(
        one.contains("ステップ 3 でクイーンを 1 回置きました。"),
        "{one}"
    );
}

/// A wrong number is said to be close only where it is (off by one, or
/// within 1% of a large answer); any other gets a plain "no", with the
/// same hint in both.
#[test]
fn a_wrong_number_is_close_only_when_it_is() {
    use crate::domain::learn::lesson::Count;
    for ask in [
        Count::Candidates,
        Count::Attacked,
        Count::Taken,
        Count::BackTo,
        Count::Descends,
    ] {
        for (typed, answer, close) in [
            (2, 3, true),
            (4, 3, true),
            (5, 3, false),
            (1963, 1964, true),
            (1950, 1964, true),
            (999, 1964, false),
            (0, 1964, false),
        ] {
            let (en, ja) = (
                number_feedback(Lang::En, ask, typed, answer),
                number_feedback(Lang::Ja, ask, typed, answer),
            );
            assert_eq!(en.starts_with("Not quite"), close, "{en}");
            assert_eq!(en.starts_with("No:"), !close, "{en}");
            assert_eq!(ja.starts_with("惜しいです。"), close, "{ja}");
            assert_eq!(ja.starts_with("違います。"), !close, "{ja}");
            let far = number_feedback(Lang::Ja, ask, answer * 3 + 10, answer);
            assert_eq!(
                ja.split_once('。').unwrap().1,
                far.split_once('。').unwrap().1,
                "the same hint"
            );
        }
    }
}

/// A step task says how many steps the stop takes (its `until` less its
/// step): the backtrack stop takes several, not "one".
#[test]
fn a_step_task_says_how_many_steps() {
    let mut several = 0;
    for stop in stops() {
        let Task::Step { .. } = stop.task else {
            continue;
        };
        let k = stop.until - stop.step;
        let (en, ja) = (task_prompt(Lang::En, &stop), task_prompt(Lang::Ja, &stop));
        if k > 1 {
            several += 1;
            assert!(
                ja.starts_with(&format!("1ステップずつ {k} 回進めて")),
                "{ja}"
            );
            assert!(en.starts_with(&format!("Step {k} times")), "{en}");
        } else {
            assert!(ja.starts_with("1ステップ進めて"), "{ja}");
            assert!(en.starts_with("Step once"), "{en}");
        }
    }
    assert!(several > 0, "the backtrack stop takes several steps");
}

/// In Japanese a bit row is a ビット行, never "bitmap の行": 行 is the
/// board's row, and the number tasks ask about both.
#[test]
fn a_bit_row_is_never_a_board_row_in_japanese() {
    let all = stops();
    for k in 1..=all.len() {
        let stop = all[k - 1];
        let mut texts = texts_of_stop(Lang::Ja, &all, k);
        let s = Timeline::new(stop.n).seek(stop.step);
        for c in 0..stop.n {
            texts.extend(not_a_candidate(Lang::Ja, c, s.current_bits(), stop.n));
        }
        for text in texts {
            for name in ["bitmap", "left", "down", "right", "bit", "mask", "|"] {
                assert!(!text.contains(&format!("{name} の行")), "stop {k}: {text}");
            }
        }
    }
}

/// Back at the stop's moment: said as this stop's own step, the same
/// meaning in both languages (this stop, at the search's step 9), never
/// "the stop's step 9", a step numbered within the stop.
#[test]
fn back_at_the_stop_says_this_stop_s_step() {
    let ja = back_at_stop(Lang::Ja, Row::Bitmap, 9, 0b10, 5);
    assert!(
        ja.starts_with("この場面（ステップ 9）に戻りました："),
        "{ja}"
    );
    let en = back_at_stop(Lang::En, Row::Bitmap, 9, 0b10, 5);
    assert!(en.starts_with("Back at this stop (step 9): "), "{en}");
}

/// The status after stepping at the stop `k` (from 1) to `step`.
fn status_at(
    lang: Lang,
    all: &[crate::domain::learn::lesson::Stop],
    k: usize,
    step: u64,
) -> String {
    let stop = all[k - 1];
    let Task::Step { watch } = stop.task else {
        panic!("stop {k} has no step task")
    };
    let mut t = Timeline::new(stop.n);
    {
        let before = t.seek(step - 1);
        step_status(lang, (all, k), watch, &before, &t.seek(step))
    }
}

/// At every stop with a step task, each step's status says what the step
/// did, read from the solver's event: the stepper's line once the lesson
/// has explained its operators, its short line before; at a stop of a
/// single step too, not only the watched row.
#[test]
fn every_step_says_what_it_did() {
    use crate::domain::learn::lesson::taught;
    use crate::domain::stepper::texts::{event_brief, event_line};
    let all = stops();
    let mut single = 0;
    for (k, stop) in (1..).zip(&all) {
        if !matches!(stop.task, Task::Step { .. }) {
            continue;
        }
        single += usize::from(stop.until == stop.step + 1);
        for lang in [Lang::En, Lang::Ja] {
            for step in stop.step + 1..=stop.until {
                let s = Timeline::new(stop.n).seek(step);
                let said = status_at(lang, &all, k, step);
                let did = match taught(&all, k, Topic::LowestBit) {
                    true => event_line(lang, &s),
                    false => event_brief(lang, &s),
                };
                assert!(said.contains(&did), "stop {k} step {step}: {said} / {did}");
                // A Japanese sentence follows a 。 with no space.
                assert!(!said.contains("。 "), "stop {k} step {step}: {said}");
                // A stop of one step says the row, the event, and that its
                // one step is taken, with the way on (its button is then
                // off: without it, the button only looked broken).
                if stop.until == stop.step + 1 {
                    let Task::Step { watch } = stop.task else {
                        unreachable!()
                    };
                    let before = Timeline::new(stop.n).seek(step - 1);
                    let seen = crate::domain::learn::lesson::watched(watch, &before, &s);
                    let row = step_result(lang, watch, seen, stop.n);
                    let want = match lang {
                        Lang::En => format!(
                            "{row}. {did} That is the one step this stop takes: go on with “Next”."
                        ),
                        Lang::Ja => format!(
                            "{row}。{did}この場面で進めるステップは 1 つだけです。「次へ」で先へ進んでください。"
                        ),
                    };
                    assert_eq!(said, want, "stop {k}");
                }
            }
        }
    }
    assert!(single > 0, "a stop of a single step is checked");
}

/// At a stop that takes several steps, each step says what it did (the
/// stepper's line for its event), then what the search does next, as the
/// stepper says it after a backtrack ([`after_backtrack`]: the row gone
/// back to, its `bitmap[r]`, and what the next step does while the stop
/// has one), or else what that row has left and that the stop's steps are
/// used up and the way on is Next, never a "next step" the disabled button
/// cannot take; and never the stop's own paragraph again.
#[test]
fn each_of_several_steps_says_what_it_did_and_what_follows() {
    use crate::domain::stepper::explain::Detail;
    use crate::domain::stepper::texts::{after_backtrack, event_line, Ahead};
    let all = stops();
    let mut several = 0;
    for (k, stop) in (1..).zip(&all) {
        if stop.until <= stop.step + 1 {
            continue;
        }
        several += 1;
        for lang in [Lang::En, Lang::Ja] {
            let body = stop_body(lang, stop.topic, &Timeline::new(stop.n).seek(stop.step));
            for step in stop.step + 1..=stop.until {
                let s = Timeline::new(stop.n).seek(step);
                let more = step < stop.until;
                let said = status_at(lang, &all, k, step);
                assert!(said.contains(&event_line(lang, &s)), "{said}");
                assert!(said.ends_with(&step_then(lang, &s, more)), "{said}");
                let Detail::Backtrack {
                    to: Some(up),
                    left_over,
                    ..
                } = Detail::of(&s)
                else {
                    panic!("step {step}: a backtrack")
                };
                // The stepper's account of what follows, in the form for
                // a status under the stop's text.
                let name = format!("bitmap[{up}]");
                let ahead = if more { Ahead::Retold } else { Ahead::Left };
                let then = after_backtrack(lang, stop.n, up, left_over, &name, ahead);
                assert!(said.contains(&then), "step {step}: {said} / {then}");
                let bin = format!("{left_over:0w$b}", w = stop.n);
                assert!(
                    said.contains(&format!("{name} = {bin}")),
                    "step {step}: {said}"
                );
                let next_step = match lang {
                    Lang::En => "The next step",
                    Lang::Ja => "次のステップ",
                };
                assert_eq!(said.contains(next_step), more, "step {step}: {said}");
                let next = format!("“{}”", NEXT.get(lang));
                let next_ja = format!("「{}」", NEXT.get(lang));
                assert_eq!(
                    said.contains(&next) || said.contains(&next_ja),
                    !more,
                    "step {step}: {said}"
                );
                for p in body.split("\n\n") {
                    assert!(
                        !said.contains(p),
                        "step {step}: {p} is the stop's text again"
                    );
                }
                // Nor any of its sentences word for word.
                for sentence in body.split_inclusive(['.', '。']) {
                    let sentence = sentence.trim();
                    assert!(
                        sentence.len() < 12 || !said.contains(sentence),
                        "step {step}: {sentence:?} is the stop's text again: {said}"
                    );
                }
            }
        }
    }
    assert!(several > 0);
}

/// Stop 14 takes several steps; its last step's status ends with the
/// sentence its spent button says again at each press: plain in English,
/// polite in Japanese as the stops' other sentences are (no 「進もう」).
#[test]
fn the_used_up_steps_say_the_way_on_plainly_and_politely() {
    let all = stops();
    let stop = all[13];
    assert!(stop.until > stop.step + 1, "stop 14 takes several steps");
    for (lang, want) in [
        (Lang::En, "This stop has no more steps: go on with “Next”."),
        (
            Lang::Ja,
            "この場面で進めるステップはここまでです。「次へ」で先へ進んでください。",
        ),
    ] {
        assert_eq!(steps_used_up(lang, false), want);
        let said = status_at(lang, &all, 14, stop.until);
        assert!(said.ends_with(want), "{said}");
    }
    for single in [true, false] {
        let ja = steps_used_up(Lang::Ja, single);
        assert!(ja.ends_with("ください。") && !ja.contains("進もう"), "{ja}");
    }
}
