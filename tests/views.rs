//! The site's views rendered natively (Yew's server-side renderer,
//! `yew::LocalServerRenderer`) and read back: what a view shows is the
//! domain's account of the moment. These are the checks of text, markup,
//! attributes and accessible names that need no browser; the end-to-end
//! tests keep what does (workers, layout, focus, timing).

use bitqueens::domain::spoken::for_ear;
use bitqueens::domain::stepper::explain::Detail;
use bitqueens::domain::stepper::rows::{current_rows, derivation_rows};
use bitqueens::i18n::Lang;
use bitqueens::pages::stepper::stack_view::stack_view;
use solver::{Stepper, Timeline};

mod support;

use support::{explain, html::Node, render};

/// The stepper after `k` steps of `n`.
fn at(n: usize, k: u64) -> Stepper {
    Timeline::new(n).seek(k)
}

/// Every step of n = 4 and 5 and the named steps of 6 and 8 (the moments
/// `teaching.test.mjs` read from `shown.json`): the equations are the
/// domain's, a line each (its result kept whole in `.eq-result`), spoken as
/// the domain spells them; the derivation rows carry the domain's values;
/// a digit pushed off an edge is marked on the side it fell.
#[test]
fn the_equations_and_derivation_are_the_domains_at_every_step() {
    let moments: [(usize, Vec<u64>); 4] = [
        (4, (0..=45).collect()),
        (5, (0..=140).collect()),
        (6, vec![0, 1, 2, 3, 8, 11, 86, 100]),
        (8, vec![0, 1, 2, 3, 25, 330, 995]),
    ];
    for (n, steps) in moments {
        for k in steps {
            let s = at(n, k);
            let detail = Detail::of(&s);
            let b = s.current_bits();
            for lang in [Lang::En, Lang::Ja] {
                let dom = explain(&s, lang);
                let want = detail.equations(n);
                let eq = dom.testid("equation");
                let lines: Vec<String> = eq.elements().map(Node::text).collect();
                assert_eq!(lines, want, "equation n={n} step {k}");
                for (line, want) in eq.elements().zip(&want) {
                    let result = line.elements().find(|e| e.has_class("eq-result"));
                    let expected = &want[want.rfind('=').unwrap_or(0)..];
                    assert_eq!(
                        result.map(Node::text).as_deref(),
                        Some(expected),
                        "n={n} step {k}"
                    );
                }
                assert_eq!(eq.attr("aria-hidden"), Some("true"));
                let spoken: Vec<String> = dom
                    .testid("equation-spoken")
                    .elements()
                    .map(Node::text)
                    .collect();
                let said: Vec<String> = want.iter().map(|l| for_ear(l, n, lang)).collect();
                assert_eq!(spoken, said, "equation-spoken n={n} step {k}");

                let rows = derivation_rows(&detail, b);
                let derive: Vec<(String, String)> = dom
                    .testids("derive-")
                    .iter()
                    .map(|e| {
                        (
                            e.attr("data-testid").unwrap().to_string(),
                            e.attr("data-value").unwrap().to_string(),
                        )
                    })
                    .collect();
                let want_rows: Vec<(String, String)> = rows
                    .iter()
                    .map(|r| (r.testid.to_string(), r.value.to_string()))
                    .collect();
                assert_eq!(derive, want_rows, "derivation n={n} step {k}");
                let lost = |side: &str| !dom.testids(side).is_empty();
                assert_eq!(
                    lost("lost-left"),
                    rows.iter().any(|r| r.lost_left),
                    "n={n} step {k}"
                );
                assert_eq!(
                    lost("lost-right"),
                    rows.iter().any(|r| r.lost_right),
                    "n={n} step {k}"
                );
            }
        }
    }
}

/// The numbers a reader checks by hand, written out (n = 5, steps 2 and
/// 3): the masked line shows its mask, each line its decimal result.
#[test]
fn the_equations_show_the_real_numbers_of_a_step() {
    let dom = explain(&at(5, 3), Lang::En);
    let lines: Vec<String> = dom.testid("equation").elements().map(Node::text).collect();
    assert_eq!(
        lines[0],
        "bit = bitmap & -bitmap = 11100 & 00100 = 00100 (4)"
    );
    assert_eq!(
        lines[1],
        "bitmap = bitmap ^ bit = 11100 ^ 00100 = 11000 (24)"
    );
    let value = |id: &str| {
        dom.testid(id)
            .attr("data-value")
            .unwrap()
            .parse::<u32>()
            .unwrap()
    };
    let derive: Vec<u32> = ["attacks", "bitmap", "not", "neg", "bit", "after"]
        .iter()
        .map(|k| value(&format!("derive-{k}")))
        .collect();
    assert_eq!(
        derive,
        [0b00011, 0b11100, 0b00011, 0b00100, 0b00100, 0b11000]
    );
    // Step 2, a descend: the queen's right attack falls off the edge.
    let dom = explain(&at(5, 2), Lang::En);
    let lines: Vec<String> = dom.testid("equation").elements().map(Node::text).collect();
    assert_eq!(
        lines[3],
        "bitmap = mask & ~(left|down|right) = 11111 & ~00011 = 11100 (28)"
    );
    assert!(dom.testids("lost-left").is_empty());
    assert!(!dom.testids("lost-right").is_empty());
}

/// The stack: one `stack-row-K` per row 0..=current with the solver's
/// values, none at the end, all sixteen at the first solution of n = 16.
#[test]
fn the_stack_has_a_row_per_row_with_its_values() {
    let total = {
        let mut s = Stepper::new(8);
        while s.next().is_some() {}
        s.counters().steps
    };
    let moments = [
        (8, 0),
        (8, 1),
        (8, 2),
        (8, 330),
        (8, 995),
        (8, 3139),
        (8, total),
        (16, 30139),
    ];
    for (n, k) in moments {
        let s = at(n, k);
        for lang in [Lang::En, Lang::Ja] {
            let dom = render(stack_view(&s, lang));
            let rows = dom.testids("stack-row-");
            let want = s.row().map_or(0, |r| r + 1);
            assert_eq!(rows.len(), want, "n={n} step {k}");
            for (r, tr) in rows.iter().enumerate() {
                let x = s.row_bits(r);
                let got: Vec<&str> = [
                    "data-testid",
                    "data-left",
                    "data-down",
                    "data-right",
                    "data-bitmap",
                    "data-bit",
                ]
                .iter()
                .map(|a| tr.attr(a).unwrap())
                .collect();
                let values = [x.left, x.down, x.right, x.bitmap, x.bit].map(|v| v.to_string());
                let mut expected = vec![format!("stack-row-{r}")];
                expected.extend(values);
                assert_eq!(got, expected, "n={n} step {k} row {r}");
            }
        }
    }
    assert_eq!(at(16, 30139).row(), Some(15));
}

/// Each stack row's header says what it is in the page's language, the
/// board's row name ("row 0" / "行 0"; the current one "row 2, current"),
/// never a bare 0-based index (nor 0行目), for the ear; the eye sees the
/// number under the column's "row" heading.
#[test]
fn the_stack_rows_are_named_as_the_boards_rows() {
    use bitqueens::domain::stepper::speech::row_header;
    for lang in [Lang::En, Lang::Ja] {
        let s = at(8, 3);
        let current = s.row().unwrap();
        let dom = render(stack_view(&s, lang));
        for (r, tr) in dom.testids("stack-row-").iter().enumerate() {
            let th = tr.elements().find(|e| e.tag == "th").unwrap();
            let heard = support::spoken(th);
            assert_eq!(
                heard.split_whitespace().collect::<Vec<_>>().join(" "),
                row_header(lang, r, r == current),
                "{lang:?} row {r}"
            );
            support::japanese_rules(&heard, "stack row header");
        }
    }
}

/// The free squares' row is labelled with the mask (`mask &
/// ~(left|down|right)`), and what a screen reader reads of it starts with
/// the same label (n = 8 step 0, n = 6 step 8).
#[test]
fn the_free_row_is_labelled_with_the_mask() {
    for lang in [Lang::En, Lang::Ja] {
        for (n, k, free) in [(8, 0, 255), (6, 8, 8)] {
            let s = at(n, k);
            let detail = Detail::of(&s);
            let dom = render(bitqueens::components::bit_grid(
                n,
                &detail,
                s.current_bits(),
                true,
                lang,
            ));
            let row = dom.testid("bits-free");
            assert_eq!(row.attr("data-value"), Some(free.to_string().as_str()));
            let label = row.of_class("row-label")[0];
            assert_eq!(label.text(), "mask & ~(left|down|right)");
            // Its one break at the space, never inside the parentheses
            // (presenter mode wraps it); `left|down|right` after each `|`.
            assert_eq!(with_breaks(label), "mask & ~(left|down|right)");
            let ldr = dom.testid("bits-attacks").of_class("row-label")[0];
            assert_eq!(with_breaks(ldr), "left|¦down|¦right");
            let spoken = row.of_class("sr-only")[0].text();
            let start = if lang == Lang::En {
                "mask AND NOT"
            } else {
                "mask"
            };
            assert!(spoken.starts_with(start), "{spoken}");
            let rows = current_rows(&detail, s.current_bits(), true, "bits");
            assert!(rows.iter().any(|r| &*r.testid == "bits-free"));
        }
    }
}

/// Presenter mode's bit rows are the page's, the free squares' row
/// (`mask & ~(left|down|right)`) among them, from the same account of the
/// step: the same rows in the same order, labels, values and sentences, at
/// a start, a placement, a descend and a backtrack.
#[test]
fn presenter_mode_shows_the_pages_bit_rows_the_free_squares_too() {
    use bitqueens::components::bit_rows;
    use bitqueens::pages::stepper::explain_view::present_bits;
    for lang in [Lang::En, Lang::Ja] {
        for (n, k) in [(8, 0), (8, 100), (6, 8), (6, 11)] {
            let s = at(n, k);
            let (detail, b) = (Detail::of(&s), s.current_bits());
            let rows = |dom: &Node| -> Vec<(String, String, String, String)> {
                dom.testids("bits-")
                    .iter()
                    .filter(|r| r.has_class("bit-row"))
                    .map(|r| {
                        (
                            r.attr("data-testid").unwrap().to_string(),
                            r.of_class("row-label")[0].text(),
                            r.attr("data-value").unwrap().to_string(),
                            r.of_class("sr-only")[0].text(),
                        )
                    })
                    .collect()
            };
            let shown = rows(&render(present_bits(n, &detail, b, lang)));
            assert_eq!(
                shown,
                rows(&render(bit_rows(n, &detail, b, lang))),
                "{lang:?} n = {n} step {k}"
            );
            let free = shown.iter().find(|r| r.0 == "bits-free");
            let free = free.unwrap_or_else(|| panic!("{lang:?} n = {n} step {k}: no free row"));
            assert_eq!(free.1, "mask & ~(left|down|right)");
            assert_eq!(free.2, (b.mask & !b.attacks).to_string());
        }
    }
}

/// n = 6, step 11 is a backtrack out of row 5: row 4's queen (column 2) is
/// lifted, rows 0 to 3 keep theirs. The board shows it lifted, never "just
/// placed", and says so; the bit rows hold no bit.
#[test]
fn after_a_backtrack_the_lifted_queen_is_shown_lifted() {
    use bitqueens::components::{bit_grid, board};
    use bitqueens::domain::stepper::moment::Moment;
    let s = at(6, 11);
    for (lang, placed, lifted, summary) in [
        (
            Lang::En,
            "just placed",
            "queen lifted",
            "lifted from column 2",
        ),
        (
            Lang::Ja,
            "今置いた",
            "クイーンを取り除いた",
            "列 2 から取り除かれました",
        ),
    ] {
        let dom = render(board(&Moment::of(&s), lang));
        let grid = dom.testid("board");
        assert_eq!(grid.attr("data-lifted"), Some("2"));
        assert_eq!(grid.attr("data-queens"), Some("5 3 1 4"));
        let cells: Vec<&Node> = grid
            .all()
            .into_iter()
            .filter(|e| e.attr("role") == Some("gridcell"))
            .collect();
        assert_eq!(cells.len(), 36);
        assert!(
            cells.iter().all(|c| !c.text().contains(placed)),
            "no queen just placed"
        );
        let cell = cells
            .iter()
            .find(|c| c.attr("data-r") == Some("4") && c.attr("data-col") == Some("2"))
            .unwrap();
        assert!(cell.has_class("lifted"));
        assert!(cell.text().contains(lifted), "{}", cell.text());
        assert!(dom.testid("board-summary").text().contains(summary));
        let rows = render(bit_grid(6, &Detail::of(&s), s.current_bits(), true, lang));
        assert_eq!(rows.testid("bits-bit").attr("data-value"), Some("0"));
    }
}

/// On a Place (n = 5, step 3) the "this step" panel reads bitmap as the
/// code does, before `bitmap ^= bit` (11100), while the bit rows show it
/// after (11000): the panel's row is named as before the step, seen and
/// heard, so that neither contradicts the other.
#[test]
fn a_places_bitmap_before_the_step_is_named_so() {
    use bitqueens::components::bit_rows;
    let s = at(5, 3);
    let (detail, b) = (Detail::of(&s), s.current_bits());
    assert!(matches!(
        detail,
        Detail::Place {
            before: 0b11100,
            ..
        }
    ));
    assert_eq!(b.bitmap, 0b11000);
    for (lang, name) in [
        (Lang::En, "bitmap (before this step)"),
        (Lang::Ja, "bitmap（ステップの前）"),
    ] {
        let dom = explain(&s, lang);
        let row = dom.testid("derive-bitmap");
        assert_eq!(row.attr("data-value"), Some("28"));
        assert_eq!(row.of_class("row-label")[0].text(), name);
        let said = row.of_class("sr-only")[0].text();
        assert!(said.starts_with(name), "{said}");
        // The bit rows' bitmap, after the step, keeps the plain name.
        let grid = render(bit_rows(5, &detail, b, lang));
        let after = grid.testid("bits-bitmap");
        assert_eq!(after.attr("data-value"), Some("24"));
        assert_eq!(after.of_class("row-label")[0].text(), "bitmap");
    }
}

/// A label's text with `¦` where it may break (its `<wbr>`s).
fn with_breaks(node: &support::html::Node) -> String {
    node.children
        .iter()
        .map(|c| match c {
            support::html::Child::Element(e) if e.tag == "wbr" => "¦".to_string(),
            support::html::Child::Element(e) => with_breaks(e),
            support::html::Child::Text(t) => t.clone(),
        })
        .collect()
}
