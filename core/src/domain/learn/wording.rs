//! The wording rules of the lesson's, the stepper's and the exercises'
//! texts, checked over every text they can show, in both languages:
//!
//! - a 0-based index is never written as an ordinal: `行 0`, `列 4`,
//!   `row 0`, `column 4`, never `0行目`, `4列目`, `何行目`, `0th row`
//!   (README, Conventions);
//! - Japanese never names an event by the code's name (`Place`, `Descend`,
//!   `Backtrack`): it says what happens, in Japanese.

use crate::domain::learn::lesson::{slip, stops, Row, Task};
use crate::domain::learn::quiz::{question, Kind, LEVELS};
use crate::domain::learn::{texts, write_texts};
use crate::domain::stepper::explain::{Branch, Detail};
use crate::domain::stepper::texts as stepper;
use crate::i18n::{ordinal, Lang};
use solver::{Stepper, Timeline};

/// The first code name of an event in `text`, as a word of its own.
pub fn event_code_name(text: &str) -> Option<&'static str> {
    ["Place", "Descend", "Backtrack"].into_iter().find(|name| {
        text.match_indices(name).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + name.len()..].chars().next();
            !before.is_some_and(|c| c.is_ascii_alphanumeric())
                && !after.is_some_and(|c| c.is_ascii_alphanumeric())
        })
    })
}

/// Every text of the lesson, the stepper and the exercises in `lang`: the
/// constants, and the functions' texts over every stop, every step of
/// n = 4..=6 and the exercises of every kind and level.
fn every_text(lang: Lang) -> Vec<String> {
    let mut all: Vec<String> = [texts::ALL, stepper::ALL, write_texts::ALL]
        .iter()
        .flat_map(|list| list.iter().map(|(_, t)| t.get(lang).to_string()))
        .collect();
    all.extend(
        stepper::KEY_HELP
            .iter()
            .map(|(_, t)| t.get(lang).to_string()),
    );
    let lesson = stops();
    for (k, &stop) in (1..).zip(&lesson) {
        let s = Timeline::new(stop.n).seek(stop.step);
        all.push(texts::stop_title(lang, stop.topic).into());
        all.push(texts::stop_body(lang, stop.topic, &s));
        all.push(texts::task_prompt(lang, &stop));
        all.push(texts::rows_note(lang, stop.rows));
        match stop.task {
            Task::Click { ask, column } => {
                for (right, taught) in [(true, true), (false, true), (true, false), (false, false)]
                {
                    all.push(texts::click_feedback(
                        lang,
                        ask,
                        right,
                        column,
                        taught,
                        (s.current_bits().bitmap, stop.n),
                    ));
                }
            }
            Task::Number { ask, answer } => {
                // Right, wrong and close, wrong and far.
                for typed in [answer, answer + 1, answer * 3 + 10] {
                    all.push(texts::number_feedback(lang, ask, typed, answer));
                }
                for typed in 0..40 {
                    if let Some(found) = slip((ask, answer), &s, typed) {
                        all.push(texts::slip_feedback(lang, found, typed));
                    }
                }
            }
            Task::Step { watch } => {
                let mut t = Timeline::new(stop.n);
                for step in stop.step + 1..=stop.until {
                    let before = t.seek(step - 1);
                    let after = t.seek(step);
                    all.push(texts::step_status(
                        lang,
                        (&lesson, k),
                        watch,
                        &before,
                        &after,
                    ));
                }
            }
            Task::Puzzle => {
                let mut p = super::puzzle::Puzzle::new(stop.n);
                all.push(texts::puzzle_status(lang, &p));
                for (r, c) in [(0, 0), (0, 1), (1, 3), (2, 0), (3, 2)] {
                    p.toggle(r, c);
                    all.push(texts::puzzle_status(lang, &p));
                    for r in 0..stop.n {
                        for c in 0..stop.n {
                            all.push(texts::puzzle_cell(lang, p.cell(r, c)));
                        }
                    }
                }
            }
        }
    }
    for n in 4..=6 {
        let mut s = Stepper::new(n);
        loop {
            let found = s.counters().solutions;
            all.push(stepper::step_meaning(lang, &Detail::of(&s), n, found));
            all.push(stepper::event_line(lang, &s));
            if s.next().is_none() {
                break;
            }
        }
    }
    for (level, &n) in LEVELS.iter().enumerate() {
        for kind in Kind::ALL {
            let q = question(7, level as u64, kind, level);
            all.push(texts::question_text(lang, kind, n, q.step));
            all.push(texts::expected_line(lang, kind, q.expected, n));
        }
        for c in 0..n {
            all.push(texts::column_button(lang, c, Some(c % 2 == 0)));
            all.push(texts::chosen_column(lang, c, c % 2 == 0));
        }
    }
    for ahead in [
        stepper::Ahead::Told,
        stepper::Ahead::Retold,
        stepper::Ahead::Left,
    ] {
        for left_over in [0, 0b00101] {
            all.push(stepper::after_backtrack(
                lang,
                5,
                2,
                left_over,
                "bitmap[2]",
                ahead,
            ));
        }
    }
    for e in [Branch::Place, Branch::Descend, Branch::Backtrack] {
        all.push(texts::next_event(lang, e).into());
    }
    for b in [
        crate::domain::learn::write::Blank::Left,
        crate::domain::learn::write::Blank::Down,
        crate::domain::learn::write::Blank::Right,
    ] {
        all.push(write_texts::hint(
            lang,
            crate::domain::learn::write::Hint::WrongWay(b),
        ));
    }
    let seen = crate::domain::learn::lesson::Watched {
        row: None,
        before: 2,
        after: 12,
    };
    all.push(texts::step_result(lang, Row::Left, seen, 5));
    all.push(texts::progress(lang, 3, 17));
    all.push(texts::differing(lang, &[0, 4]));
    all.push(texts::score_line(lang, 7, 9, 2, 4));
    all.push(stepper::caption(lang, 5, 9));
    all.push(stepper::solutions_title(lang, 92));
    all.push(stepper::solutions_shown(lang, 10, 92));
    all
}

#[test]
fn the_checks_find_what_they_forbid() {
    for bad in [
        "0行目",
        "開始：0行目。",
        "（4列目）",
        "探索は何行目に",
        "12 行目",
        "row 0th",
        "the 3rd column",
        "zeroth row",
    ] {
        assert!(ordinal(bad).is_some(), "{bad}");
    }
    for good in [
        "行 0",
        "列 4",
        "左から5番目",
        "row 0",
        "column 4",
        "4 2 0 3 1",
        "1行下がるごとに1列左へ",
        "3rd",
    ] {
        // "3rd" alone is an English ordinal too: the check is on words.
        if good == "3rd" {
            assert!(ordinal(good).is_some());
            continue;
        }
        assert_eq!(ordinal(good), None, "{good}");
    }
    assert_eq!(
        event_code_name("次のイベントは Descend です"),
        Some("Descend")
    );
    assert_eq!(event_code_name("Backtrack: row 2"), Some("Backtrack"));
    assert_eq!(event_code_name("バックトラック（Placement）"), None);
}

#[test]
fn no_text_writes_a_zero_based_index_as_an_ordinal() {
    for lang in [Lang::Ja, Lang::En] {
        let all = every_text(lang);
        assert!(all.len() > 500, "{}", all.len());
        for t in &all {
            assert_eq!(ordinal(t), None, "{lang:?}: {t}");
        }
    }
}

/// Where Japanese prose goes on right after a shift written as code, the
/// first character after it that is glued to it (`>> 1です`); the code is
/// set apart by a space (`>> 1 です`).
fn glued_after_shift(text: &str) -> Option<char> {
    ["<< 1", ">> 1"].iter().find_map(|op| {
        text.match_indices(op).find_map(|(i, _)| {
            let next = text[i + op.len()..].chars().next()?;
            (!next.is_ascii() && !"、。）」：・".contains(next)).then_some(next)
        })
    })
}

#[test]
fn japanese_prose_is_set_apart_from_a_shift_written_as_code() {
    assert_eq!(glued_after_shift("つまり >> 1です"), Some('で'));
    assert_eq!(glued_after_shift("つまり >> 1 です"), None);
    assert_eq!(glued_after_shift("（<< 1）"), None);
    for t in every_text(Lang::Ja) {
        assert_eq!(glued_after_shift(&t), None, "{t}");
    }
}

#[test]
fn japanese_texts_never_name_an_event_by_the_code_s_name() {
    for t in every_text(Lang::Ja) {
        assert_eq!(event_code_name(&t), None, "{t}");
    }
}

/// What a task asks for is said for every way of doing it: no "tap",
/// "drag" or "dimmed" that a keyboard or a screen reader cannot follow.
/// The puzzle's own prompt says tap (it is a board of
/// squares to press), and says what a press does.
#[test]
fn tasks_are_not_worded_for_a_pointer_only() {
    for lang in [Lang::Ja, Lang::En] {
        for stop in stops().iter().filter(|s| s.task != Task::Puzzle) {
            let prompt = texts::task_prompt(lang, stop);
            for word in [
                "Tap",
                "tap",
                "drag",
                "dimmed",
                "タップ",
                "ドラッグ",
                "薄く",
                "buttons above the board",
                "盤の上の列番号ボタン",
            ] {
                assert!(!prompt.contains(word), "{lang:?}: {word} in {prompt}");
            }
            let note = texts::rows_note(lang, stop.rows);
            // Nor "in quieter type": what the eye sees, not what the rows are.
            for word in [
                "dimmed",
                "薄く",
                "quieter",
                "控えめ",
                "above the board",
                "盤の上の",
            ] {
                assert!(!note.contains(word), "{lang:?}: {word} in {note}");
            }
        }
        let timeline = stepper::TIMELINE.get(lang);
        assert!(
            !timeline.contains("drag") && !timeline.contains("ドラッグ"),
            "{timeline}"
        );
    }
}
