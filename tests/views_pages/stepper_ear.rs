//! What the ear gets from the stepper (moved from the end-to-end
//! `ear.test.mjs`): every binary value in the "this step" panel, the bit
//! rows and the board spelled digit by digit and its operators said in
//! words, at the steps around n = 5's first solution; and what the live
//! region says at every step of n = 5, in both languages: digits apart,
//! operators in words, a descend's candidates as columns, the row's
//! attacks in one sentence from its values; the program beside the
//! listing in words, in every language of it.

use super::*;
use bitqueens::components::{bit_rows, board};
use bitqueens::domain::machine::{Taken, TimedMachine};
use bitqueens::domain::stepper::code::{listing, CodeLang};
use bitqueens::domain::stepper::explain::Detail;
use bitqueens::domain::stepper::machine::{Command, Event, StepperLink, StepperMachine, StepperN};
use bitqueens::domain::stepper::moment::Moment;
use bitqueens::pages::stepper::code_view::{code_panel, CodeViewProps};
use solver::Timeline;

/// Whether `text` holds `n` binary digits spelled apart ("0 1 1 0 1").
fn spelled(text: &str, n: usize) -> bool {
    // A digit may touch punctuation ("1 0 1 0 0," or "0、10進数").
    let text = text.replace(|c: char| !c.is_ascii(), " ");
    let words: Vec<&str> = text
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_ascii_digit()))
        .collect();
    words
        .windows(n)
        .any(|w| w.iter().all(|d| *d == "0" || *d == "1"))
}

#[test]
fn the_stepped_moments_spell_their_binary_values_and_say_operators_in_words() {
    for lang in [Lang::En, Lang::Ja] {
        for k in 8..=13 {
            let s = Timeline::new(5).seek(k);
            let panel = explain(&s, lang);
            let rows = render(bit_rows(5, &Detail::of(&s), s.current_bits(), lang));
            let grid = render(board(&Moment::of(&s), lang));
            for (what, dom) in [("explain", &panel), ("bit rows", &rows), ("board", &grid)] {
                let said = spoken(dom);
                let runs = binary_runs(&said, 5);
                assert!(runs.is_empty(), "{lang:?} step {k}, {what}: {runs:?}");
                let ops = raw_operators(dom);
                assert!(ops.is_empty(), "{lang:?} step {k}, {what}: {ops:?}");
            }
            assert!(
                spelled(&spoken(&panel), 5),
                "{lang:?} step {k}: the equations spell their values"
            );
        }
    }
}

/// The stack's binary cells are read as the bit rows read their values
/// (the column's header names them): digits apart, the decimal value, the
/// board's columns of the 1s; the eye's digits unchanged, hidden from the
/// ear (n = 5 around its first solution, n = 8 at step 100).
#[test]
fn the_stack_cells_are_read_as_the_bit_rows_values() {
    use bitqueens::domain::stepper::speech::bit_value_text;
    use bitqueens::pages::stepper::stack_view::stack_view;
    for lang in [Lang::En, Lang::Ja] {
        for (n, k) in [(5, 8), (5, 13), (8, 100)] {
            let s = Timeline::new(n).seek(k);
            let dom = render(stack_view(&s, lang));
            let rows = dom.testids("stack-row-");
            assert!(!rows.is_empty());
            for (r, tr) in rows.iter().enumerate() {
                let b = s.row_bits(r);
                let cells: Vec<&Node> = tr.elements().filter(|e| e.tag == "td").collect();
                let values = [b.left, b.down, b.right, b.bitmap, b.bit];
                assert_eq!(cells.len(), values.len());
                for (td, v) in cells.iter().zip(values) {
                    let at = format!("{lang:?} n = {n} step {k} row {r} value {v}");
                    let said = spoken(td);
                    assert_eq!(said.trim(), bit_value_text(lang, v, n, None), "{at}");
                    let decimal = match lang {
                        Lang::En => format!("decimal {v}"),
                        Lang::Ja => format!("10進数 {v}"),
                    };
                    assert!(said.contains(&decimal), "{at}: {said}");
                    assert!(binary_runs(&said, n).is_empty(), "{at}: {said}");
                    let eye = td
                        .elements()
                        .find(|e| e.attr("aria-hidden") == Some("true"));
                    assert_eq!(eye.map(Node::text), Some(format!("{v:0n$b}")), "{at}");
                }
            }
        }
    }
}

/// The stepper's panels in Japanese at the first steps of n = 5 (a
/// placement, descends, backtracks, a dead end): no 0-based index as an
/// ordinal ("0行目"), no event by the code's name (moved from the
/// end-to-end lesson-phone.test.mjs).
#[test]
fn the_japanese_panels_write_no_ordinal_index_nor_event_code_names() {
    use bitqueens::pages::stepper::stack_view::stack_view;
    for k in 0..=14 {
        let s = Timeline::new(5).seek(k);
        let lang = Lang::Ja;
        let text = [
            explain(&s, lang),
            render(bit_rows(5, &Detail::of(&s), s.current_bits(), lang)),
            render(board(&Moment::of(&s), lang)),
            render(stack_view(&s, lang)),
        ]
        .iter()
        .map(|d| format!("{} {}", d.text(), spoken(d)))
        .collect::<String>();
        japanese_rules(&text, &format!("step {k}"));
    }
}

#[test]
fn the_live_region_spells_digits_and_says_operators_candidates_and_attacks_in_words() {
    for lang in [Lang::En, Lang::Ja] {
        let n5 = StepperN::new(5).unwrap();
        let mut m = StepperMachine::new(n5, false, false, CodeLang::default(), false);
        m.update(Event::Lang(lang), 0.0);
        m.update(
            Event::Link(
                Taken::Open,
                StepperLink {
                    n: n5,
                    ..StepperLink::default()
                },
            ),
            0.0,
        );
        let total = Timeline::new(5).seek(u64::MAX).counters().steps;
        let mut said = vec![String::new()];
        for k in 1..=total {
            let out = m.update(Event::Forward, 1_000.0 * k as f64).1;
            let text = out
                .iter()
                .find_map(|c| match c {
                    Command::Announce(t) => Some(t.clone()),
                    _ => None,
                })
                .unwrap_or_else(|| panic!("{lang:?} step {k}: said once"));
            let runs = binary_runs(&text, 5);
            assert!(runs.is_empty(), "{lang:?} step {k}: {runs:?} in {text}");
            assert!(
                !text.contains(['&', '|', '~', '^'])
                    && !text.contains("<<")
                    && !text.contains(">>"),
                "{lang:?} step {k}: an operator as a symbol in {text}"
            );
            said.push(text);
        }
        // Step 2 descends: its bitmap's operators, its candidates as columns.
        let (ops, columns) = match lang {
            Lang::En => (
                "mask AND NOT open paren left OR down OR right close paren",
                "(candidates: columns ",
            ),
            Lang::Ja => (
                "mask AND NOT かっこ left OR down OR right かっことじ",
                "候補は 列 ",
            ),
        };
        assert!(
            said[2].contains(ops) && said[2].contains(columns),
            "{}",
            said[2]
        );
        assert!(spelled(&said[2], 5), "{}", said[2]);
        // Step 8 descends to row 4 under the queens 4 2 0 3: left = 10100,
        // down = 10111, right = 00101; step 9 places its queen, the
        // attacks unchanged, so not said again.
        let attacks = match lang {
            Lang::En => "Attacks on row 4: left columns 0 and 2, down columns 0, 2, 3 and 4, right columns 2 and 4.",
            Lang::Ja => "行 4 への利き：left は 列 0・2、down は 列 0・2・3・4、right は 列 2・4。",
        };
        assert!(said[8].contains(attacks), "{}", said[8]);
        assert!(!said[9].contains(attacks), "{}", said[9]);
    }
}

#[test]
fn the_program_in_words_says_operators_and_comparisons_in_words() {
    for lang in [Lang::En, Lang::Ja] {
        for code in [CodeLang::C, CodeLang::Python, CodeLang::Js, CodeLang::Rust] {
            let p = CodeViewProps {
                event: Timeline::new(5).seek(1).last_event(),
                code,
                lang,
                on_code: Callback::noop(),
            };
            let dom = render(code_panel(
                &p,
                &listing(code, lang),
                yew::NodeRef::default(),
                Callback::noop(),
                Callback::noop(),
            ));
            let at = format!("{lang:?} {code:?}");
            // The listing reaches the ear as code.
            assert!(dom.testid("code").text().contains("bitmap[row] & "), "{at}");
            let words = spoken(dom.testid("code-words"))
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            assert!(words.contains("bitmap"), "{at}: {words}");
            assert!(
                !words.contains(['&', '|', '~', '^'])
                    && !words.contains("<<")
                    && !words.contains(">>"),
                "{at}: {words}"
            );
            // Comparisons in words too (`==` and JavaScript's `===` alike).
            for op in ["==", "!=", "<=", ">=", " < ", " > "] {
                assert!(!words.contains(op), "{at}: {op} in {words}");
            }
            let (from_zero, last) = match lang {
                Lang::En => ("row greater than or equal to 0", "row equal to n minus 1"),
                Lang::Ja => ("row 大なりイコール 0", "row イコール n マイナス 1"),
            };
            // (The Rust program loops until row 0 has no candidate left.)
            assert!(
                code == CodeLang::Rust || words.contains(from_zero),
                "{at}: {words}"
            );
            assert!(words.contains(last), "{at}: {words}");
        }
    }
}
