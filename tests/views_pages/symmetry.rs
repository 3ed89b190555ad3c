use super::*;
use bitqueens::domain::symmetry::explorer::{Event, Explorer};
use bitqueens::pages::symmetry::view::symmetry_page;
use solver::symmetry::unique_solutions;
use std::rc::Rc;

/// The eight transforms of a solution (columns from the top), written
/// apart from the solver: a square (r, c) goes to identity (r, c),
/// quarter turn (c, n-1-r), half turn (n-1-r, n-1-c), three quarters
/// (n-1-c, r), mirror (r, n-1-c), flip (n-1-r, c), diagonal (c, r) and
/// anti-diagonal (n-1-c, n-1-r).
fn transforms(sol: &[usize]) -> Vec<Vec<usize>> {
    let n = sol.len();
    type Map = fn(usize, usize, usize) -> (usize, usize);
    let maps: [Map; 8] = [
        |_, r, c| (r, c),
        |n, r, c| (c, n - 1 - r),
        |n, r, c| (n - 1 - r, n - 1 - c),
        |n, r, c| (n - 1 - c, r),
        |n, r, c| (r, n - 1 - c),
        |n, r, c| (n - 1 - r, c),
        |_, r, c| (c, r),
        |n, r, c| (n - 1 - c, n - 1 - r),
    ];
    maps.iter()
        .map(|map| {
            let mut out = vec![0; n];
            for (r, &c) in sol.iter().enumerate() {
                let (nr, nc) = map(n, r, c);
                out[nr] = nc;
            }
            out
        })
        .collect()
}

fn key(cols: &[usize]) -> String {
    cols.iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn canonical(sol: &[usize]) -> Vec<usize> {
    transforms(sol).into_iter().min().unwrap()
}

fn orbit(sol: &[usize]) -> usize {
    let mut t: Vec<String> = transforms(sol).iter().map(|t| key(t)).collect();
    t.sort();
    t.dedup();
    t.len()
}

/// Every solution of `n`, by a plain search.
fn all_solutions(n: usize) -> Vec<Vec<usize>> {
    fn place(n: usize, cols: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        let r = cols.len();
        if r == n {
            out.push(cols.clone());
            return;
        }
        for c in 0..n {
            if cols
                .iter()
                .enumerate()
                .all(|(i, &q)| q != c && q.abs_diff(c) != r - i)
            {
                cols.push(c);
                place(n, cols, out);
                cols.pop();
            }
        }
    }
    let mut out = Vec::new();
    place(n, &mut Vec::new(), &mut out);
    out
}

fn page(lang: Lang, events: Vec<Event>) -> Node {
    let e: Explorer = after(events);
    let unique = Rc::new(unique_solutions(e.n));
    render(symmetry_page(
        lang,
        &e,
        unique,
        &Callback::noop(),
        Callback::noop(),
    ))
}

fn size(n: usize) -> Event {
    Event::Size(Some(n))
}

fn board(cols: &[Option<usize>]) -> Event {
    Event::Board(cols.to_vec())
}

/// The eight boards, the class, the canonical form, and the letters
/// that mark boards that coincide, against the reference.
fn check_solution(dom: &Node, sol: &[usize]) {
    let expected = transforms(sol);
    for (k, t) in expected.iter().enumerate() {
        assert_eq!(
            dom.testid(&format!("sym-transform-{k}"))
                .attr("data-queens"),
            Some(key(t).as_str()),
            "{sol:?} #{k}"
        );
    }
    assert_eq!(value(dom, "sym-class"), orbit(sol).to_string());
    assert_eq!(
        dom.testid("sym-canonical").attr("data-queens"),
        Some(key(&canonical(sol)).as_str())
    );
    assert_eq!(
        dom.testid("sym-transforms").attr("data-distinct"),
        Some(orbit(sol).to_string().as_str())
    );
    let letters: Vec<String> = dom
        .of_class("sym-letter")
        .iter()
        .map(|l| l.text())
        .collect();
    assert_eq!(letters.len(), 8);
    for i in 0..8 {
        for j in 0..8 {
            assert_eq!(
                letters[i] == letters[j],
                expected[i] == expected[j],
                "letters {i} {j}"
            );
        }
    }
}

/// Known solutions, clicked or typed onto the board: the right eight
/// boards and class (the seed's n = 8 example, half- and quarter-turn
/// symmetric ones), in both languages.
#[test]
fn a_solution_shows_its_eight_boards_and_class() {
    for lang in [Lang::En, Lang::Ja] {
        let sol = [0, 4, 7, 5, 2, 6, 1, 3];
        let dom = page(lang, vec![size(8), board(&sol.map(Some))]);
        assert_eq!(
            dom.testid("sym-board").attr("data-queens"),
            Some(key(&sol).as_str())
        );
        assert_eq!(value(&dom, "sym-conflicts"), "0");
        check_solution(&dom, &sol);
        assert_eq!(value(&dom, "sym-class"), "8");
        if lang == Lang::En {
            assert!(dom
                .testid("sym-why")
                .text()
                .contains("all eight transforms are different boards"));
        }
        // The same family entered turned: the same canonical form.
        let turned = &transforms(&sol)[1];
        let dom = page(lang, vec![size(8), Event::Typed(key(turned))]);
        assert_eq!(
            dom.testid("sym-board").attr("data-queens"),
            Some(key(turned).as_str())
        );
        check_solution(&dom, turned);
        assert_eq!(
            dom.testid("sym-canonical").attr("data-queens"),
            Some(key(&sol).as_str())
        );
        for (sol, class) in [
            (&[2, 4, 1, 7, 0, 6, 3, 5][..], 4),
            (&[1, 3, 5, 0, 2, 4], 4),
            (&[4, 2, 0, 3, 1], 8),
            (&[1, 3, 0, 2], 2),
            (&[1, 4, 2, 0, 3], 2),
        ] {
            let dom = page(lang, vec![size(sol.len()), Event::Typed(key(sol))]);
            check_solution(&dom, sol);
            assert_eq!(value(&dom, "sym-class"), class.to_string());
            if class == 2 && lang == Lang::En {
                assert_eq!(dom.testid("sym-same-0").text(), "same as #1, #2, #3");
                assert!(dom
                    .testid("sym-why")
                    .text()
                    .contains("quarter turn leaves this solution unchanged"));
            }
        }
    }
}

/// The verdict on the queens placed: each pair that attacks, in words,
/// the queens marked; a typed list that is no board says why.
#[test]
fn conflicts_are_shown_as_queens_are_placed() {
    let (q, e) = (Some, None);
    let dom = page(Lang::En, vec![size(6), board(&[e; 6])]);
    assert_eq!(dom.testids("sym-incomplete").len(), 1);
    assert!(dom.testids("sym-conflicts").is_empty());
    let dom = page(Lang::En, vec![size(6), board(&[q(0), e, e, e, e, e])]);
    assert_eq!(value(&dom, "sym-conflicts"), "0");
    let dom = page(Lang::En, vec![size(6), board(&[q(0), q(1), e, e, e, e])]);
    assert_eq!(value(&dom, "sym-conflicts"), "1");
    assert!(dom
        .testid("sym-conflicts")
        .text()
        .contains("rows 0 and 1 share a diagonal"));
    let dom = page(Lang::En, vec![size(6), board(&[q(0), q(1), q(0), e, e, e])]);
    assert_eq!(value(&dom, "sym-conflicts"), "3");
    let lines: Vec<String> = dom
        .testid("sym-conflicts")
        .elements()
        .map(Node::text)
        .collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[1].contains("rows 0 and 2 share a column"));
    assert!(lines[2].contains("rows 1 and 2 share a diagonal"));
    let cell = |dom: &Node, r: usize, c: usize| -> String {
        let b = dom.testid("sym-board");
        let found = b
            .all()
            .into_iter()
            .find(|x| {
                x.attr("data-r") == Some(&r.to_string()) && x.attr("data-c") == Some(&c.to_string())
            })
            .unwrap();
        format!(
            "{}|{}|{}",
            found.attr("class").unwrap(),
            found.attr("aria-pressed").unwrap(),
            found
                .of_class("sym-bad")
                .first()
                .map(|x| x.text())
                .unwrap_or_default()
        )
    };
    assert_eq!(cell(&dom, 0, 0).split('|').collect::<Vec<_>>()[2], "!");
    assert!(cell(&dom, 0, 0).contains("conflict"));
    assert!(dom.testids("sym-class").is_empty());
    assert!(cell(&dom, 1, 1).split('|').nth(1) == Some("true"));
    let dom = page(Lang::En, vec![size(6), board(&[q(0), e, e, e, e, e])]);
    assert!(cell(&dom, 1, 1).split('|').nth(1) == Some("false"));
    // A list that is not a board, in each language; the text stays.
    for (lang, message) in [
        (Lang::En, "“9” is not a column"),
        (Lang::Ja, "「9」は列番号ではありません"),
    ] {
        let dom = page(lang, vec![size(6), Event::Typed("0 4 9".into())]);
        assert!(
            dom.testid("sym-queens-error").text().contains(message),
            "{}",
            dom.testid("sym-queens-error").text()
        );
        let field = dom.testid("sym-queens");
        assert_eq!(field.attr("aria-invalid"), Some("true"));
        assert_eq!(field.attr("value"), Some("0 4 9"));
        assert!(field
            .attr("aria-describedby")
            .unwrap()
            .contains("sym-queens-error"));
    }
}

/// For n = 4 … 12, the unique solutions by class add up to every
/// solution (a plain search's), and each listed one is its family's
/// canonical form; picking one puts it on the board, marked pressed.
#[test]
fn the_classes_add_up_to_every_solution() {
    for n in 4..=12 {
        let all = all_solutions(n);
        let mut families: Vec<(Vec<usize>, usize)> =
            all.iter().map(|s| (canonical(s), orbit(s))).collect();
        families.sort();
        families.dedup();
        let count = |m: usize| families.iter().filter(|(_, o)| *o == m).count();
        let (c2, c4, c8) = (count(2), count(4), count(8));
        assert_eq!(2 * c2 + 4 * c4 + 8 * c8, all.len());
        let dom = page(Lang::En, vec![size(n)]);
        for (id, v) in [
            ("sym-total", all.len()),
            ("sym-unique", families.len()),
            ("sym-c2", c2),
            ("sym-c4", c4),
            ("sym-c8", c8),
            ("sym-group-8", c8),
        ] {
            assert_eq!(value(&dom, id), v.to_string(), "n = {n} {id}");
        }
        let line = dom.testid("sym-total-line").text();
        assert!(
            line.contains(&format!("2·{c2} + 4·{c4} + 8·{c8} = {}", all.len())),
            "{line}"
        );
        if n <= 8 {
            let mut listed: Vec<String> = dom
                .of_class("sym-pick-btn")
                .iter()
                .map(|b| b.text().trim_start_matches('▶').trim().to_string())
                .collect();
            listed.sort();
            let mut want: Vec<String> = families.iter().map(|(s, _)| key(s)).collect();
            want.sort();
            assert_eq!(listed, want, "n = {n}");
        }
    }
    let first = |dom: &Node| -> String {
        let group = dom.testid("sym-group-4");
        group
            .all()
            .into_iter()
            .find(|e| e.tag == "button")
            .unwrap()
            .text()
    };
    let dom = page(Lang::En, vec![size(8)]);
    let pick: Vec<Option<usize>> = first(&dom)
        .split_whitespace()
        .map(|c| c.parse().ok())
        .collect();
    let dom = page(Lang::En, vec![size(8), board(&pick)]);
    assert_eq!(
        dom.testid("sym-board").attr("data-queens"),
        Some("2 4 1 7 0 6 3 5")
    );
    assert_eq!(value(&dom, "sym-class"), "4");
    let button = dom
        .testid("sym-group-4")
        .all()
        .into_iter()
        .find(|e| e.tag == "button")
        .unwrap();
    assert_eq!(button.attr("aria-pressed"), Some("true"));
}

/// In Japanese at n = 12 (moved from the end-to-end phone test): the
/// total said in a Japanese sentence, the board's eight transforms and its
/// class named, the columns' field labelled.
#[test]
fn the_japanese_page_says_the_total_and_labels_its_field() {
    let dom = page(Lang::Ja, vec![size(12)]);
    let [c2, c4, c8] = ["sym-c2", "sym-c4", "sym-c8"].map(|id| value(&dom, id));
    let line = dom.testid("sym-total-line").text();
    assert!(
        line.contains(&format!(
            "すべての解は 2·{c2} + 4·{c4} + 8·{c8} = 14200 個です"
        )),
        "{line}"
    );
    dom.testid("sym-transform-0");
    assert!(dom.testid("sym-class").text().contains("COUNT"));
    assert_eq!(with_attr(&dom, "label", "for", "sym-queens").len(), 1);
    assert_eq!(dom.testid("sym-queens").attr("id"), Some("sym-queens"));
}
