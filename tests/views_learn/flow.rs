//! The lesson as one walk through the search: what each stop shows follows
//! from what the stop before showed, or the stop says what happened in
//! between; a square that is no candidate is told why; a count is read with
//! its counter word.

use super::*;
use solver::Event;

/// The last step stop `k` shows, found by driving the machine as a learner
/// does: every "Step once" the stop takes, the right square of a next-queen
/// task.
fn last_shown(k: usize) -> u64 {
    let mut l = Lesson::default();
    l.handle(lesson_machine::Event::Show(k));
    let mut last = l.live().counters().steps;
    if let Task::Click { column, .. } = l.stop().task {
        l.handle(lesson_machine::Event::Click(column));
        last = last.max(l.live().counters().steps);
    }
    while !l.handle(lesson_machine::Event::Step).is_empty() {
        last = last.max(l.live().counters().steps);
    }
    last
}

/// Every pair of stops in a row on the same board: the later one shows a
/// moment the earlier one showed (or an earlier one, which it says), or it
/// says what the search did over the steps between, counted here from the
/// solver's events.
#[test]
fn every_stop_says_what_the_search_did_since_the_stop_before() {
    let stops = Lesson::default().stops().clone();
    let mut told = 0;
    for k in 2..=stops.len() {
        let (before, stop) = (stops[k - 2], stops[k - 1]);
        let last = last_shown(k - 1);
        let unseen = before.n == stop.n && stop.step > last;
        for lang in LANGS {
            let at = format!("{lang:?} stop {k} (step {}) after step {last}", stop.step);
            let (_, dom) = lesson_at(k, lang, &[]);
            if !unseen {
                assert!(!has(&dom, "lesson-since"), "{at}: nothing unseen");
                continue;
            }
            let said = dom.testid("lesson-since").text();
            let (mut placed, mut down, mut back, mut found) = (0, 0, 0, Vec::new());
            let mut s = Timeline::new(stop.n).seek(last);
            while s.counters().steps < stop.step {
                match s.next().unwrap() {
                    Event::Place { solution, .. } => {
                        placed += 1;
                        if solution {
                            found.push((s.counters().solutions, s.queens()));
                        }
                    }
                    Event::Descend { .. } => down += 1,
                    Event::Backtrack { .. } => back += 1,
                }
            }
            let en = lang == Lang::En;
            // The first step unseen: `last` was shown at the stop before.
            let first = last + 1;
            // One step unseen is said as that step, not as a range from a
            // step to itself (stop 6 once said "from step 3 to step 3").
            let mut want = vec![match (en, first == stop.step) {
                (true, false) => format!("from step {first} to step {}", stop.step),
                (false, false) => format!("ステップ {first} からステップ {} まで", stop.step),
                (true, true) => format!("one step unseen: at step {first} it "),
                (false, true) => format!("1ステップ進みました。ステップ {first} で"),
            }];
            for empty in [
                format!("from step {first} to step {first}"),
                format!("ステップ {first} からステップ {first} まで"),
            ] {
                assert!(!said.contains(&empty), "{at}: {said}");
            }
            let unit =
                |k: u64, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
            if placed > 0 {
                want.push(if en {
                    format!("placed {}", unit(placed, "queen", "queens"))
                } else {
                    format!("クイーンを {placed} 回置")
                });
            }
            if down > 0 {
                want.push(if en {
                    format!("went down {}", unit(down, "row", "rows"))
                } else {
                    format!("下の行へ {down} 回進")
                });
            }
            if back > 0 {
                want.push(if en {
                    format!("went back {}", unit(back, "time", "times"))
                } else {
                    format!("上の行へ {back} 回戻")
                });
            }
            match found.as_slice() {
                [] => {}
                [(i, q)] => {
                    let q: Vec<String> = q.iter().map(usize::to_string).collect();
                    want.push(if en {
                        format!("solution #{i} (queens in columns {})", q.join(" "))
                    } else {
                        format!("{i} 個目の解（クイーンの列は {}）", q.join(" "))
                    });
                }
                [(i, _), .., (j, _)] => want.push(if en {
                    format!("solutions #{i} to #{j}")
                } else {
                    format!("{i} 個目から {j} 個目までの解")
                }),
            }
            for w in want {
                assert!(said.contains(&w), "{at}: {w:?} in {said}");
            }
            told += 1;
        }
    }
    // The second solution of the lesson's board is found between two stops.
    assert!(told >= 2, "a jump the lesson tells: {told}");
}

/// A next-queen square that is 0 in bitmap is no candidate: the answer
/// names what attacks it (the rows with a 1 in its column), or that the row
/// tried it already; a candidate that is not the lowest 1 gets the lowest-1
/// hint.
#[test]
fn a_wrong_square_is_told_why_from_its_bits() {
    let stops = Lesson::default().stops().clone();
    let mut named = 0;
    for (i, stop) in stops.iter().enumerate() {
        let Task::Click {
            ask: Square::NextQueen,
            column,
        } = stop.task
        else {
            continue;
        };
        let k = i + 1;
        let n = stop.n;
        let b = Timeline::new(n).seek(stop.step).current_bits();
        let digit = |v: u32, c: usize| bin(v, n).as_bytes()[c] == b'1';
        for c in (0..n).filter(|&c| c != column) {
            for lang in LANGS {
                let at = format!("{lang:?} stop {k}, column {c}");
                let (_, dom) = lesson_at(k, lang, &[lesson_machine::Event::Click(c)]);
                let said = dom.testid("lesson-click-result").text();
                let lowest = [
                    texts::CLICK_WRONG.get(lang),
                    texts::CLICK_WRONG_UNTAUGHT.get(lang),
                ];
                if digit(b.bitmap, c) {
                    assert!(lowest.iter().any(|t| said.contains(t)), "{at}: {said}");
                    continue;
                }
                assert!(!lowest.iter().any(|t| said.contains(t)), "{at}: {said}");
                let zero = match lang {
                    Lang::En => format!("Column {c} is 0 in bitmap"),
                    Lang::Ja => format!("列 {c} は bitmap では 0"),
                };
                assert!(said.contains(&zero), "{at}: {said}");
                let by: Vec<&str> = [("left", b.left), ("down", b.down), ("right", b.right)]
                    .into_iter()
                    .filter(|(_, v)| digit(*v, c))
                    .map(|(name, _)| name)
                    .collect();
                for name in ["left", "down", "right"] {
                    assert_eq!(
                        said.contains(name),
                        by.contains(&name),
                        "{at}: {name} in {said}"
                    );
                }
                if by.is_empty() {
                    assert!(
                        said.contains("bitmap ^= bit"),
                        "{at}: tried already: {said}"
                    );
                }
                named += 1;
            }
        }
    }
    assert!(named > 0);
    // The walk's case: at the stop after mask & ~(…), column 4 is attacked
    // by down alone.
    let k = 1 + stops
        .iter()
        .position(|s| s.topic == Topic::MaskAndNot)
        .unwrap();
    let (_, dom) = lesson_at(k, Lang::Ja, &[lesson_machine::Event::Click(4)]);
    let said = dom.testid("lesson-click-result").text();
    assert!(
        said.contains("列 4 は bitmap では 0") && said.contains("down の利き"),
        "{said}"
    );
}

/// A count typed with a Japanese counter word is the count (`４つ`).
#[test]
fn a_count_with_its_counter_word_is_right() {
    use lesson_machine::Event::{Check, Type};
    let stops = Lesson::default().stops().clone();
    let k = 1 + stops.iter().position(|s| s.topic == Topic::Or).unwrap();
    let Task::Number { answer, .. } = stops[k - 1].task else {
        panic!()
    };
    let full: String = answer
        .to_string()
        .chars()
        .map(|d| char::from_u32(d as u32 + 0xFEE0).unwrap())
        .collect();
    for typed in [format!("{full}つ"), format!("{answer}個")] {
        let (_, dom) = lesson_at(k, Lang::Ja, &[Type(typed.clone()), Check]);
        let result = dom.testid("lesson-number-result");
        assert_eq!(
            result.attr("data-correct"),
            Some("true"),
            "{typed}: {}",
            result.text()
        );
    }
}
