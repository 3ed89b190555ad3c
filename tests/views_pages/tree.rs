use super::*;
use bitqueens::domain::tree::layout::{Drawn, FIT_WIDTH};
use bitqueens::domain::tree::model::{compare, SearchTree};
use bitqueens::pages::tree::view::{tree_of_view, tree_page, TreeOfProps, TreeUi, TreeViewProps};
use solver::{Event as Step, Stepper, Timeline};

fn props(lang: Lang, n: usize, step: u64) -> TreeOfProps {
    TreeOfProps {
        lang,
        n,
        step,
        on_seek: Callback::noop(),
        on_open: Callback::noop(),
        compact: false,
    }
}

/// The tree of `n` at `step` as the page draws it, fitted to a view as
/// wide as the drawing; `stepped`: a step button moved there.
fn tree(lang: Lang, n: usize, step: u64, stepped: bool) -> Node {
    let drawn = Drawn::of(n);
    let ui = TreeUi {
        zoom: (None, Some(FIT_WIDTH)),
        zoom_buttons: yew::Html::default(),
        tab_stop: drawn.tree.node_at(step).or(Some(0)),
        said: None,
        stepped: stepped.then_some(step),
        stepped_to: Callback::noop(),
        scroller: yew::NodeRef::default(),
        open: Callback::noop(),
        keys: (Callback::noop(), Callback::noop()),
        pan: (Callback::noop(), Callback::noop(), Callback::noop()),
    };
    render(tree_of_view(&props(lang, n, step), &drawn, &ui))
}

fn nodes(dom: &Node) -> Vec<&Node> {
    dom.all()
        .into_iter()
        .filter(|e| e.attr("data-testid") == Some("tree-node"))
        .collect()
}

fn num(e: &Node, a: &str) -> u64 {
    e.attr(a).unwrap().parse().unwrap()
}

/// Every placement of the search, from the solver's own events.
fn placements(n: usize) -> (Vec<(u64, usize, usize, bool)>, u64) {
    let mut s = Stepper::new(n);
    let mut out = Vec::new();
    while let Some(e) = s.next() {
        if let Step::Place {
            row, bit, solution, ..
        } = e
        {
            let col = n - 1 - bit.trailing_zeros() as usize;
            out.push((s.counters().steps, row, col, solution));
        }
    }
    (out, s.counters().steps)
}

/// One node per placement of the search, in the order tried, at its
/// row and column; solutions and dead ends marked and counted.
#[test]
fn a_node_per_placement_in_the_order_tried() {
    for n in [4, 5, 6] {
        let (want, _) = placements(n);
        let dom = tree(Lang::En, n, 0, false);
        let got: Vec<(u64, usize, usize, bool)> = nodes(&dom)
            .iter()
            .map(|g| {
                (
                    num(g, "data-step"),
                    num(g, "data-row") as usize,
                    num(g, "data-col") as usize,
                    g.has_class("tn-solution"),
                )
            })
            .collect();
        assert_eq!(got, want, "n = {n}");
        assert_eq!(
            dom.testid("search-tree").attr("data-nodes"),
            Some(want.len().to_string().as_str())
        );
        assert_eq!(value(&dom, "tree-nodes"), want.len().to_string());
        let solutions = want.iter().filter(|p| p.3).count();
        assert_eq!(value(&dom, "tree-solutions"), solutions.to_string());
        let dead = nodes(&dom)
            .iter()
            .filter(|g| g.has_class("tn-dead"))
            .count();
        assert_eq!(value(&dom, "tree-dead-ends"), dead.to_string());
        assert_eq!(
            dead + solutions
                + nodes(&dom)
                    .iter()
                    .filter(|g| g.has_class("tn-inner"))
                    .count(),
            want.len()
        );
    }
    // The stepper run to its end counts as many placements.
    let end = Timeline::new(5).seek(u64::MAX);
    assert_eq!(end.counters().placements as usize, placements(5).0.len());
}

/// A tree view for a screen reader: named, described by the keys'
/// hint before it; each node an item at its depth, its place among its
/// siblings, expanded where it has children, named in words.
#[test]
fn a_screen_reader_meets_a_tree_view() {
    for (lang, n) in [(Lang::En, 5), (Lang::Ja, 4)] {
        let dom = tree(lang, n, 9, false);
        let svg = dom.testid("search-tree");
        assert_eq!(svg.attr("role"), Some("tree"));
        assert_eq!(svg.attr("aria-describedby"), Some("tree-keys"));
        assert!(!svg.attr("aria-label").unwrap().is_empty());
        let all = dom.all();
        let hint = all
            .iter()
            .position(|e| e.attr("id") == Some("tree-keys"))
            .unwrap();
        let at = all
            .iter()
            .position(|e| e.attr("data-testid") == Some("search-tree"))
            .unwrap();
        assert!(hint < at, "the keys' hint comes first");
        let keys = all[hint].text();
        assert!(keys.contains("Home") && keys.contains("Enter"), "{keys}");
        let t = SearchTree::build(n);
        for (id, g) in nodes(&dom).iter().enumerate() {
            let node = &t.nodes[id];
            assert_eq!(g.attr("role"), Some("treeitem"));
            assert_eq!(num(g, "aria-level") as usize, node.row + 1);
            let siblings = match node.parent {
                Some(p) => t.nodes[p].children.clone(),
                None => (0..t.nodes.len())
                    .filter(|&i| t.nodes[i].parent.is_none())
                    .collect(),
            };
            assert_eq!(num(g, "aria-setsize") as usize, siblings.len());
            assert_eq!(
                num(g, "aria-posinset") as usize,
                siblings.iter().position(|&s| s == id).unwrap() + 1
            );
            assert_eq!(
                g.attr("aria-expanded"),
                (!node.children.is_empty()).then_some("true")
            );
            let name = g.attr("aria-label").unwrap();
            let (row, col, step) = match lang {
                Lang::En => (
                    format!("row {}", node.row),
                    format!("column {}", node.col),
                    format!("step {}", node.step),
                ),
                Lang::Ja => (
                    format!("行 {}", node.row),
                    format!("列 {}", node.col),
                    format!("ステップ {}", node.step),
                ),
            };
            assert!(
                name.contains(&row) && name.contains(&col) && name.contains(&step),
                "{name}"
            );
        }
        assert_eq!(with_attr(&dom, "g", "tabindex", "0").len(), 1);
        for id in ["tree-path-intro", "tree-said"] {
            assert_eq!(dom.testid(id).attr("role"), Some("status"));
        }
    }
    let dom = tree(Lang::En, 5, 9, false);
    let first = nodes(&dom)[0];
    let got: Vec<&str> = [
        "aria-level",
        "aria-posinset",
        "aria-setsize",
        "aria-expanded",
    ]
    .iter()
    .map(|a| first.attr(a).unwrap())
    .collect();
    assert_eq!(got, ["1", "1", "5", "true"]);
}

/// aria-current marks the node of the step (the last queen on the
/// board), none at the start and the end; the status line over the
/// queens is a whole sentence.
#[test]
fn the_step_is_marked_and_its_queens_said_in_a_sentence() {
    let (_, end) = placements(5);
    let t = SearchTree::build(5);
    for lang in [Lang::En, Lang::Ja] {
        for k in [0, 1, 2, 3, 14, 15, 16, end] {
            let dom = tree(lang, 5, k, false);
            let path = t.path_at(k);
            let current: Vec<(String, u64)> = nodes(&dom)
                .iter()
                .filter(|g| g.attr("aria-current").is_some())
                .map(|g| {
                    (
                        g.attr("aria-current").unwrap().to_string(),
                        num(g, "data-step"),
                    )
                })
                .collect();
            let want: Vec<(String, u64)> = path
                .last()
                .map(|&id| ("step".to_string(), t.nodes[id].step))
                .into_iter()
                .collect();
            assert_eq!(current, want, "step {k}");
            // The path: the queens on the board, each a button at its step.
            let listed: Vec<u64> = dom
                .testids("tree-path-node")
                .iter()
                .map(|b| num(b, "data-step"))
                .collect();
            assert_eq!(
                listed,
                path.iter().map(|&id| t.nodes[id].step).collect::<Vec<_>>()
            );
            let intro = dom.testid("tree-path-intro");
            assert_eq!(intro.attr("data-step"), Some(k.to_string().as_str()));
            let own = intro.text().trim().to_string();
            let q = path.len();
            let sentence = match (lang, q) {
                (_, 0) => None,
                (Lang::En, 1) => Some(format!("At step {k}, 1 queen is on the board, listed below from the top of the tree down.")),
                (Lang::En, q) => Some(format!("At step {k}, {q} queens are on the board, listed below from the top of the tree down.")),
                (Lang::Ja, q) => Some(format!("ステップ {k} では、盤上にクイーンが {q} 個あります。木の上から順に下に並べます。")),
            };
            match sentence {
                Some(s) => assert_eq!(own, s),
                None => assert!(own.ends_with('.') || own.ends_with('。'), "{own}"),
            }
        }
    }
}

/// After a step button the status line says what the step changed,
/// one live region; each node shows its step where it fits.
#[test]
fn a_step_button_says_which_queen_changed() {
    let (places, _) = placements(5);
    let &(_, row, col, _) = places.iter().find(|p| p.0 == 9).unwrap();
    for lang in [Lang::En, Lang::Ja] {
        let dom = tree(lang, 5, 8, false);
        assert_eq!(dom.testid("tree-step-said").text(), "");
        let dom = tree(lang, 5, 9, true);
        let statuses: Vec<&Node> = dom
            .all()
            .into_iter()
            .filter(|e| e.attr("role") == Some("status"))
            .collect();
        assert_eq!(
            statuses
                .iter()
                .filter(|s| !s.testids("tree-step-said").is_empty())
                .count(),
            1
        );
        let said = dom.testid("tree-step-said").text();
        let want = match lang {
            Lang::En => format!("Step 9: queen placed at row {row}, column {col}, solution."),
            Lang::Ja => {
                format!("ステップ 9：行 {row}・列 {col} にクイーンを置きました（解）。")
            }
        };
        assert_eq!(said, want);
        let said = tree(lang, 5, 10, true).testid("tree-step-said").text();
        match lang {
            Lang::En => assert!(
                [
                    format!("Step 10: queen lifted from row {row}, column {col}"),
                    format!("Step 10: queens lifted from row {row}, column {col}")
                ]
                .iter()
                .any(|w| said.starts_with(w.as_str())),
                "{said}"
            ),
            Lang::Ja => assert!(
                said.starts_with(&format!("ステップ 10：行 {row}・列 {col}"))
                    && said.ends_with("取り除きました。"),
                "{said}"
            ),
        }
        let steps: Vec<(String, String)> = nodes(&dom)
            .iter()
            .map(|g| {
                (
                    g.attr("data-step").unwrap().to_string(),
                    of_class(g, "tn-step")
                        .first()
                        .map(|t| t.text())
                        .unwrap_or_default(),
                )
            })
            .collect();
        assert_eq!(steps.len(), places.len());
        for (step, shown) in steps {
            assert_eq!(step, shown);
        }
    }
}

/// Larger boards get a message instead of a tree; the lab's trees at
/// n = 8 beside the bitmap's.
#[test]
fn larger_boards_get_a_message_and_the_trees_are_compared() {
    let c = compare(&SearchTree::build(8));
    for (lang, n) in [(Lang::Ja, 12), (Lang::En, 16)] {
        let p = TreeViewProps {
            lang,
            n,
            step: 0,
            on_set_n: Callback::noop(),
            on_seek: Callback::noop(),
            on_open: Callback::noop(),
        };
        let dom = render(tree_page(
            &p,
            &c,
            yew::html! { <svg data-testid="search-tree" /> },
        ));
        assert_eq!(dom.testids("tree-too-large").len(), 1);
        assert!(dom.testids("search-tree").is_empty());
        assert_eq!(
            value(&dom, "tree-compare-bitmap"),
            placements(8).0.len().to_string()
        );
        assert_eq!(
            value(&dom, "tree-compare-backtracking"),
            c.backtracking.to_string()
        );
        assert_eq!(value(&dom, "tree-compare-brute"), c.brute_force.to_string());
    }
    assert!(c.brute_force > c.backtracking);
}
