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
    tree_said(lang, n, step, stepped, None)
}

/// The same, ↓ having found nothing below node `said`.
fn tree_said(lang: Lang, n: usize, step: u64, stepped: bool, said: Option<usize>) -> Node {
    render(tree_html(
        lang,
        n,
        step,
        stepped,
        said,
        (None, Some(FIT_WIDTH)),
    ))
}

/// The tree of `n` at `step` zoomed to `zoom` px in a view `view` px wide.
fn zoomed(lang: Lang, n: usize, step: u64, zoom: u64, view: u64) -> Node {
    render(tree_html(
        lang,
        n,
        step,
        false,
        None,
        (Some(zoom), Some(view)),
    ))
}

fn tree_html(
    lang: Lang,
    n: usize,
    step: u64,
    stepped: bool,
    said: Option<usize>,
    zoom: (Option<u64>, Option<u64>),
) -> yew::Html {
    let drawn = Drawn::of(n);
    let ui = TreeUi {
        zoom,
        zoom_buttons: yew::Html::default(),
        tab_stop: drawn.tree.node_at(step).or(Some(0)),
        said,
        stepped: stepped.then_some(step),
        stepped_to: Callback::noop(),
        scroller: yew::NodeRef::default(),
        open: Callback::noop(),
        keys: (Callback::noop(), Callback::noop()),
        pan: (Callback::noop(), Callback::noop(), Callback::noop()),
    };
    tree_of_view(&props(lang, n, step), &drawn, &ui)
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

/// The label of the count shown in test id `id` (its `<dt>`: the count is
/// a `<div><dt>label</dt><dd>…</dd></div>`).
fn count_label(dom: &Node, id: &str) -> String {
    let item = dom
        .all()
        .into_iter()
        .find(|e| {
            e.tag == "div"
                && e.elements().any(|dd| {
                    dd.tag == "dd"
                        && (dd.attr("data-testid") == Some(id) || !dd.testids(id).is_empty())
                })
        })
        .unwrap_or_else(|| panic!("a count of {id}"));
    item.elements().find(|e| e.tag == "dt").unwrap().text()
}

/// One name per concept: the tree's count of its nodes is the stepper's
/// count of queens placed (the same number at the end of the search), with
/// the same label; and the note under the tree's counts derives the
/// stepper's other counter, its backtracks, from them: its number is the
/// stepper's at the end, and it names the counter by its label.
#[test]
fn the_trees_counts_are_named_as_the_steppers() {
    let send = yew::Callback::noop();
    for lang in [Lang::En, Lang::Ja] {
        for n in [4, 6] {
            let tree = tree(lang, n, 0, false);
            let end = super::stepper::machine(n, u64::MAX);
            let stepper = render(bitqueens::pages::stepper::transport::counters(
                bitqueens::pages::stepper::transport::Ui {
                    st: &end,
                    lang,
                    send: &send,
                },
            ));
            assert_eq!(
                count_label(&tree, "tree-nodes"),
                count_label(&stepper, "placements")
            );
            assert_eq!(
                value(&tree, "tree-nodes"),
                stepper.testid("placements").attr("data-value").unwrap()
            );
            let note = tree.testid("tree-backtracks");
            assert_eq!(
                note.attr("data-value"),
                stepper.testid("backtracks").attr("data-value"),
                "n = {n}"
            );
            let said = note.text();
            assert!(
                said.contains(&count_label(&stepper, "backtracks")),
                "{said}"
            );
            for id in ["tree-dead-ends", "tree-backtracks"] {
                let v = if id == "tree-dead-ends" {
                    value(&tree, id)
                } else {
                    note.attr("data-value").unwrap().to_string()
                };
                assert!(said.contains(&v), "{v} in {said}");
            }
        }
    }
    // The Japanese names: the counter of going back is not the name of the
    // lab's algorithm, which the tree's comparison calls by its name.
    let ja = |id| {
        let end = super::stepper::machine(6, u64::MAX);
        count_label(
            &render(bitqueens::pages::stepper::transport::counters(
                bitqueens::pages::stepper::transport::Ui {
                    st: &end,
                    lang: Lang::Ja,
                    send: &send,
                },
            )),
            id,
        )
    };
    assert_eq!(
        (ja("placements"), ja("backtracks")),
        ("置いたクイーン".to_string(), "戻った回数".to_string())
    );
    let algorithm = bitqueens::domain::lab::texts::method_name(
        Lang::Ja,
        bitqueens::domain::lab::model::LabMethod::Plain(solver::methods::Method::Backtracking),
    );
    assert!(
        !algorithm.contains(&ja("backtracks")) && algorithm != "バックトラック",
        "{algorithm}"
    );
}

/// A tree view for a screen reader: named, described by the keys'
/// hint after it; each node an item at its depth, its place among its
/// siblings, expanded where it has children, named in words.
#[test]
fn a_screen_reader_meets_a_tree_view() {
    for (lang, n) in [(Lang::En, 5), (Lang::Ja, 4)] {
        let dom = tree(lang, n, 9, false);
        let svg = dom.testid("search-tree");
        assert_eq!(svg.attr("role"), Some("tree"));
        let tree_name = match lang {
            Lang::En => "Search tree",
            Lang::Ja => "探索木",
        };
        assert_eq!(svg.attr("aria-label"), Some(tree_name));
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
        assert!(hint > at, "the keys' hint follows the tree it describes");
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
            // Named by its place, step and kind, the kind from the tree's
            // shape: a queen in the last row completes a solution, one
            // with children goes on, another is a dead end.
            let kind = match (node.row + 1 == n, node.children.is_empty(), lang) {
                (true, _, Lang::En) => "solution",
                (true, _, Lang::Ja) => "解",
                (false, false, Lang::En) => "continues below",
                (false, false, Lang::Ja) => "下に続く",
                (false, true, Lang::En) => "dead end",
                (false, true, Lang::Ja) => "行き止まり",
            };
            // A dead end's name says why: the row below has no free column.
            let (r, c, k) = (node.row, node.col, node.step);
            let dead = node.row + 1 < n && node.children.is_empty();
            let want = match (lang, dead) {
                (Lang::En, false) => format!("row {r}, column {c}, step {k}, {kind}"),
                (Lang::Ja, false) => format!("行 {r}・列 {c}、ステップ {k}、{kind}"),
                (Lang::En, true) => format!(
                    "row {r}, column {c}, step {k}, {kind}: row {} has no free column",
                    r + 1
                ),
                (Lang::Ja, true) => format!(
                    "行 {r}・列 {c}、ステップ {k}、{kind}：行 {} に空いた列がない",
                    r + 1
                ),
            };
            assert_eq!(g.attr("aria-label"), Some(want.as_str()));
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
            // The nodes of the queens on the board marked as the path.
            let on_path: Vec<u64> = nodes(&dom)
                .iter()
                .filter(|g| g.has_class("on-path"))
                .map(|g| num(g, "data-step"))
                .collect();
            let path_steps: Vec<u64> = path.iter().map(|&id| t.nodes[id].step).collect();
            assert_eq!(on_path, path_steps, "step {k}");
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
        // The steps are a layer hidden from the ear, outside the nodes: a
        // node's own text is its column at most, which its name says
        // (what is seen is in what is read: WCAG 2.5.3).
        let layer = dom.of_class("tn-steps");
        assert_eq!(layer.len(), 1);
        assert_eq!(layer[0].attr("aria-hidden"), Some("true"));
        let shown = layer[0].of_class("tn-step");
        assert_eq!(shown.len(), places.len());
        for g in nodes(&dom) {
            let id = g.attr("data-id").unwrap();
            let step = shown
                .iter()
                .find(|t| t.attr("data-id") == Some(id))
                .expect("each node's step");
            assert_eq!(Some(step.text().as_str()), g.attr("data-step"));
            let (own, name) = (g.text(), g.attr("aria-label").unwrap());
            assert!(name.contains(own.trim()), "{name} holds {own}");
            assert!(g.of_class("tn-step").is_empty());
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

/// ↓ at a node with nothing below: the tree's status line says why, in
/// words of the node's kind and the row below; empty otherwise.
#[test]
fn the_status_line_says_why_nothing_is_below() {
    let t = SearchTree::build(5);
    let dead = t
        .nodes
        .iter()
        .position(|v| v.children.is_empty() && v.row + 1 < 5)
        .unwrap();
    let solution = t.nodes.iter().position(|v| v.row == 4).unwrap();
    let next = t.nodes[dead].row + 1;
    for (lang, dead_said, solution_said) in [
        (
            Lang::En,
            format!("No placement below: row {next} has no free column (dead end)."),
            "No placement below: this queen is in the last row and completes a solution.",
        ),
        (
            Lang::Ja,
            format!("この下には置けません。行 {next} に空いた列がありません（行き止まり）。"),
            "この下には置けません。最後の行のクイーンで、解が完成しています。",
        ),
    ] {
        assert_eq!(tree(lang, 5, 3, false).testid("tree-said").text(), "");
        let line = |id| {
            tree_said(lang, 5, 3, false, Some(id))
                .testid("tree-said")
                .text()
        };
        assert_eq!(line(dead), dead_said);
        assert_eq!(line(solution), solution_said);
    }
}

/// The stepper's ways to the tree: a link to this step's node on the
/// boards the tree draws (none at n = 9 and up), and the panel's button,
/// its words and state following the panel, on the boards the panel draws.
#[test]
fn the_stepper_links_its_step_and_opens_the_panel() {
    use bitqueens::pages::stepper::transport::Ui;
    use bitqueens::pages::stepper::tree_side::{tree_link, tree_panel};
    use bitqueens::state::url::parse_query;
    let machine = |n: usize, k: u64, open: bool| {
        let mut m = super::stepper::machine(n, k);
        m.tree_open = open;
        m
    };
    let send = Callback::noop();
    let link = |n: usize, k: u64, lang: Lang| {
        let st = machine(n, k, false);
        let params = parse_query(&format!("?n={n}&step={k}&lang={}", lang.code())).0;
        render(tree_link(
            Ui {
                st: &st,
                lang,
                send: &send,
            },
            &params,
            &Callback::noop(),
        ))
    };
    let dom = link(6, 40, Lang::En);
    let a = dom.testid("stepper-tree-link");
    assert_eq!(a.attr("href"), Some("?view=tree&n=6&step=40&lang=en"));
    assert_eq!(a.text(), "This step in the search tree");
    assert_eq!(
        link(8, 3, Lang::Ja).testid("stepper-tree-link").text(),
        "このステップを探索木で見る"
    );
    assert!(link(10, 5, Lang::En)
        .testids("stepper-tree-link")
        .is_empty());
    let drawn = Callback::from(|(n, step): (usize, u64)| {
        yew::html! { <div data-testid="tree-panel" data-n={n.to_string()} data-step={step.to_string()} /> }
    });
    for (lang, show, hide) in [
        (Lang::En, "Show the search tree", "Hide the search tree"),
        (Lang::Ja, "探索木を表示", "探索木を隠す"),
    ] {
        let panel = |n: usize, open: bool| {
            let st = machine(n, 14, open);
            render(tree_panel(
                Ui {
                    st: &st,
                    lang,
                    send: &send,
                },
                &drawn,
            ))
        };
        let closed = panel(5, false);
        let toggle = closed.testid("stepper-tree-toggle");
        assert_eq!(
            (toggle.attr("aria-expanded"), toggle.text().trim()),
            (Some("false"), show)
        );
        assert!(closed.testids("tree-panel").is_empty());
        let open = panel(5, true);
        let toggle = open.testid("stepper-tree-toggle");
        assert_eq!(
            (toggle.attr("aria-expanded"), toggle.text().trim()),
            (Some("true"), hide)
        );
        let tree = open.testid("tree-panel");
        assert_eq!(
            (tree.attr("data-n"), tree.attr("data-step")),
            (Some("5"), Some("14"))
        );
        assert!(panel(8, true).all().is_empty(), "no panel at n = 8");
    }
}

/// The tree's keys, as the tree page and panel take them at n = 8: ↓ to
/// the first child, → and ← along the row, ↑ to the parent, Home and End
/// to the row's ends; other keys move nothing.
#[test]
fn the_keys_walk_the_tree_of_eight() {
    use bitqueens::domain::tree::layout::{step_to, Move};
    let t = SearchTree::build(8);
    let go = |id: usize, key: &str| step_to(&t, id, Move::from_key(key).unwrap());
    let root = 0;
    assert_eq!(
        (t.nodes[root].row, t.nodes[root].col, t.nodes[root].step),
        (0, 7, 1)
    );
    let child = go(root, "ArrowDown").unwrap();
    assert_eq!(
        (t.nodes[child].row, t.nodes[child].step),
        (1, t.nodes[1].step)
    );
    let second = go(child, "ArrowRight").unwrap();
    let row1: Vec<usize> = (0..t.nodes.len())
        .filter(|&i| t.nodes[i].row == 1)
        .collect();
    assert_eq!(second, row1[1]);
    assert_eq!(go(second, "ArrowLeft"), Some(child));
    assert_eq!(go(child, "ArrowUp"), Some(root));
    let last_root = go(root, "End").unwrap();
    assert_eq!((t.nodes[last_root].row, t.nodes[last_root].col), (0, 0));
    assert_eq!(go(last_root, "Home"), Some(root));
    for key in ["Enter", " ", "a", "PageDown"] {
        assert_eq!(Move::from_key(key), None, "{key}");
    }
}

/// Every dead end of the search, from the solver's own events: the step
/// of its Place and the row below it whose Descend found no candidate (the
/// Backtrack out of that row comes right after it).
fn dead_ends(n: usize) -> Vec<(u64, usize)> {
    let mut s = Stepper::new(n);
    let (mut out, mut placed, mut entered) = (Vec::new(), 0, None);
    while let Some(e) = s.next() {
        match e {
            Step::Place { .. } => (placed, entered) = (s.counters().steps, None),
            Step::Descend { row } => entered = Some(row),
            Step::Backtrack { row } => {
                if entered.take() == Some(row) {
                    out.push((placed, row));
                }
            }
        }
    }
    out
}

/// A dead end shows its column, as every placement does, and under it the
/// row the search found without a free column; its name says the same.
#[test]
fn a_dead_end_shows_its_column_and_the_row_without_a_free_column() {
    let n = 5;
    let ends = dead_ends(n);
    assert_eq!(ends.len(), 4);
    for (lang, words) in [(Lang::En, ["row", "0 free"]), (Lang::Ja, ["行", "空き 0"])] {
        // Fitted in a view as wide as the drawing: readable, columns shown.
        let dom = tree(lang, n, 9, false);
        let layer = dom.of_class("tn-notes");
        assert_eq!(layer.len(), 1);
        assert_eq!(layer[0].attr("aria-hidden"), Some("true"));
        let notes = layer[0].testids("tree-blocked");
        let by_id = |id: &str| {
            nodes(&dom)
                .into_iter()
                .find(|g| g.attr("data-id") == Some(id))
                .unwrap()
        };
        let shown: Vec<(u64, usize)> = notes
            .iter()
            .map(|t| {
                (
                    num(by_id(t.attr("data-id").unwrap()), "data-step"),
                    num(t, "data-row") as usize,
                )
            })
            .collect();
        assert_eq!(shown, ends);
        for (note, &(_, row)) in notes.iter().zip(&ends) {
            let lines: Vec<String> = note
                .all()
                .into_iter()
                .filter(|e| e.tag == "tspan")
                .map(|e| e.text())
                .collect();
            assert_eq!(lines, [format!("{} {row}", words[0]), words[1].to_string()]);
            let g = by_id(note.attr("data-id").unwrap());
            assert!(g.has_class("tn-dead"));
            assert_eq!(num(g, "data-row") as usize + 1, row);
            // Its column, seen and said; and why it is a dead end, said.
            assert_eq!(g.text().trim(), g.attr("data-col").unwrap());
            let name = g.attr("aria-label").unwrap();
            let why = match lang {
                Lang::En => format!("row {row} has no free column"),
                Lang::Ja => format!("行 {row} に空いた列がない"),
            };
            assert!(name.ends_with(&why), "{name}");
        }
        // Every placement shows its column once the nodes are far enough apart.
        for g in nodes(&dom) {
            assert_eq!(g.text().trim(), g.attr("data-col").unwrap());
        }
    }
}

/// Zoomed in, the drawing spreads its nodes, then magnifies them with
/// their labels: at the largest zoom every mark, label and row six times as
/// large, the columns and the steps shown; never smaller than fitted.
#[test]
fn the_zoom_magnifies_the_marks_and_labels() {
    use bitqueens::domain::tree::layout::{Layout, MAX_SCALE};
    let view = 1246;
    for n in [5, 8] {
        let lay = Layout::of(&SearchTree::build(n));
        let height = Layout::height(n);
        let mut last = view as f64 / FIT_WIDTH as f64;
        let widest = lay.widest();
        for zoom in [2 * view, 4 * view, widest]
            .into_iter()
            .filter(|&w| w <= widest)
        {
            let dom = zoomed(Lang::En, n, 9, zoom, view);
            let svg = dom.testid("search-tree");
            let units = lay.units(zoom, view);
            assert_eq!(
                svg.attr("viewBox"),
                Some(format!("0 0 {units} {height}").as_str())
            );
            assert_eq!(num(svg, "width"), zoom);
            assert_eq!(num(svg, "height"), height * zoom / units);
            let scale = zoom as f64 / units as f64;
            assert!(scale >= last, "n = {n}: {zoom} px shrinks the labels");
            last = scale;
        }
        let dom = zoomed(Lang::Ja, n, 9, lay.widest(), view);
        let svg = dom.testid("search-tree");
        assert_eq!(num(svg, "width"), lay.max_width() * MAX_SCALE);
        assert_eq!(num(svg, "height"), height * MAX_SCALE);
        let all = nodes(&dom).len();
        assert_eq!(dom.of_class("tn-step").len(), all);
        assert!(nodes(&dom).iter().all(|g| !g.text().trim().is_empty()));
    }
}

/// On a phone (a view of 370 px) the small trees are fitted larger than a
/// 1,000-unit drawing would be (and held to the screen's height by the
/// style: the class `magnified`), n = 4 readable, its columns and steps
/// written; n = 8 as before.
#[test]
fn a_small_tree_is_fitted_large_on_a_phone() {
    use bitqueens::domain::tree::layout::Layout;
    for (n, labelled) in [(4, true), (5, false), (8, false)] {
        let lay = Layout::of(&SearchTree::build(n));
        let dom = render(tree_html(Lang::Ja, n, 1, false, None, (None, Some(370))));
        let svg = dom.testid("search-tree");
        let height = Layout::height(n);
        let fit = lay.fit_units(370);
        assert_eq!(
            svg.attr("viewBox"),
            Some(format!("0 0 {fit} {height}").as_str())
        );
        assert_eq!(svg.attr("data-zoom"), Some("fit"));
        assert_eq!(svg.has_class("magnified"), n < 8, "n = {n}");
        // Drawn in the view's 370 px: n = 4 at least 3/4 as tall as that
        // (it was 96 px), n = 5 half again as tall as it was.
        let tall = 370 * height / fit;
        match n {
            4 => assert!(tall * 4 >= 370 * 3, "{tall}"),
            5 => assert!(tall * 2 >= 3 * 370 * height / FIT_WIDTH, "{tall}"),
            _ => assert_eq!(fit, FIT_WIDTH),
        }
        let written = nodes(&dom)
            .iter()
            .all(|g| g.text().trim() == g.attr("data-col").unwrap());
        assert_eq!(written, labelled, "n = {n}");
        let steps = dom.of_class("tn-step").len() == nodes(&dom).len();
        assert_eq!(steps, labelled, "n = {n}");
    }
    // A desktop's view: as it was, not held to the screen.
    let dom = render(tree_html(Lang::Ja, 4, 1, false, None, (None, Some(1246))));
    let svg = dom.testid("search-tree");
    assert_eq!(svg.attr("viewBox"), Some("0 0 1000 260"));
    assert!(!svg.has_class("magnified"));
}

/// The tree page of n = 5 at step 9, drawn to fit its width, rendered.
fn tree_page_dom(lang: Lang) -> Node {
    let p = TreeViewProps {
        lang,
        n: 5,
        step: 9,
        on_set_n: Callback::noop(),
        on_seek: Callback::noop(),
        on_open: Callback::noop(),
    };
    let tree = tree_html(lang, 5, 9, false, None, (None, Some(FIT_WIDTH)));
    render(tree_page(&p, &compare(&SearchTree::build(8)), tree))
}

/// On the page the legend comes beside the intro, before the board size,
/// the counts and the zoom; the tree before how to choose a node and the
/// keys (so that it starts high on a projector's screen).
#[test]
fn the_tree_comes_before_its_hints() {
    for lang in [Lang::En, Lang::Ja] {
        let dom = tree_page_dom(lang);
        let all = dom.all();
        let at = |f: &dyn Fn(&Node) -> bool| all.iter().position(|e| f(e)).unwrap();
        let intro = at(&|e| e.has_class("bq-intro"));
        let legend = at(&|e| e.has_class("tree-legend"));
        let select = at(&|e| e.attr("data-testid") == Some("tree-n"));
        let counts = at(&|e| e.attr("data-testid") == Some("tree-nodes"));
        let drawing = at(&|e| e.attr("data-testid") == Some("search-tree"));
        let keys = at(&|e| e.attr("id") == Some("tree-keys"));
        assert!(
            intro < legend
                && legend < select
                && select < counts
                && counts < drawing
                && drawing < keys
        );
        assert_eq!(dom.of_class("tree-legend").len(), 1);
        // The step buttons in the bar over the tree, after the counts (on a
        // projector the bar is in their row and stays on the screen while
        // the tree scrolls: tests/e2e/tree.test.mjs); the way to the
        // stepper after the tree, with the path.
        let bar = at(&|e| e.attr("data-testid") == Some("tree-bar"));
        let back = at(&|e| e.attr("data-testid") == Some("tree-step-back"));
        let forward = at(&|e| e.attr("data-testid") == Some("tree-step-forward"));
        let open = at(&|e| e.attr("data-testid") == Some("tree-open-step"));
        assert!(counts < bar && bar < back && back < forward && forward < drawing);
        let in_bar = dom.testid("tree-bar");
        assert_eq!(
            (
                in_bar.testids("tree-step-back").len(),
                in_bar.testids("tree-step-forward").len()
            ),
            (1, 1)
        );
        assert!(keys < open);
        // The bar and the tree in one stage, which the bar does not leave.
        let stage = dom.of_class("tree-stage");
        assert_eq!(stage.len(), 1);
        assert_eq!(stage[0].testids("tree-bar").len(), 1);
        assert_eq!(stage[0].testids("search-tree").len(), 1);
    }
}

/// The legend explains every mark the tree draws: the empty board at the
/// top too (a black square, which a solution's square could be taken
/// for), drawn as in the tree, in both languages.
#[test]
fn the_legend_names_the_empty_board_at_the_top() {
    for (lang, words) in [
        (Lang::En, "the empty board at the top: no queen placed yet"),
        (Lang::Ja, "いちばん上の空の盤：まだクイーンがない"),
    ] {
        let dom = tree_page_dom(lang);
        let legend = dom.of_class("tree-legend")[0];
        let items: Vec<&Node> = legend.all().into_iter().filter(|e| e.tag == "li").collect();
        assert_eq!(
            items.len(),
            5,
            "{lang:?}: the top, three kinds of node, the step's"
        );
        let root = items
            .iter()
            .find(|li| !li.of_class("tn-top").is_empty())
            .expect("the top's mark in the legend");
        assert_eq!(root.text().trim(), words);
        // The same mark as the drawing's top.
        let attrs = |e: &Node| -> Vec<(String, String)> {
            ["x", "y", "width", "height"]
                .iter()
                .map(|a| (a.to_string(), e.attr(a).unwrap_or_default().to_string()))
                .collect()
        };
        let drawn = dom.testid("search-tree").of_class("tn-top");
        assert_eq!(drawn.len(), 1);
        assert_eq!(attrs(root.of_class("tn-top")[0]), attrs(drawn[0]));
        assert_eq!(drawn[0].tag, "rect");
        // No other mark of the legend is the top's.
        assert_eq!(legend.of_class("tn-top").len(), 1);
    }
}

/// The segments of an SVG path of `M x y L x y` pairs.
fn segments(d: &str) -> Vec<((f64, f64), (f64, f64))> {
    let point = |s: &str| {
        let (x, y) = s.trim().split_once(' ').unwrap();
        (x.parse::<f64>().unwrap(), y.parse::<f64>().unwrap())
    };
    d.split('M')
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            let (a, b) = s.split_once('L').unwrap();
            (point(a), point(b))
        })
        .collect()
}

/// Where a dead end shows its column, its cross leaves the digit clear:
/// no arm (3 wide, round-capped: 1.5 out from its line) comes into the
/// digit's box (11 px monospace on the baseline 4 below the middle: about
/// 7 wide, 8 high), so that both are read; where no column is shown the
/// cross is whole.
#[test]
fn a_dead_end_s_cross_leaves_its_column_clear() {
    // The digit's half width and half height, from the node's middle.
    let (w, h) = (3.5, 4.0);
    let clear = |d: &str| {
        segments(d).iter().all(|&((x0, y0), (x1, y1))| {
            (0..=100).all(|i| {
                let t = f64::from(i) / 100.0;
                let (x, y) = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
                let (dx, dy) = ((x.abs() - w).max(0.0), (y.abs() - h).max(0.0));
                dx.hypot(dy) > 1.5
            })
        })
    };
    for lang in [Lang::En, Lang::Ja] {
        let dom = tree(lang, 5, 9, false);
        let dead: Vec<&Node> = nodes(&dom)
            .into_iter()
            .filter(|g| g.has_class("tn-dead"))
            .collect();
        assert_eq!(dead.len(), 4);
        for g in dead {
            assert_eq!(
                g.text().trim(),
                g.attr("data-col").unwrap(),
                "its column shown"
            );
            let mark = g.of_class("mark")[0];
            let d = mark.attr("d").unwrap();
            assert!(clear(d), "{lang:?}: {d} crosses the column's digit");
            // Still a cross: four arms out along the diagonals.
            let arms = segments(d);
            assert_eq!(arms.len(), 4, "{d}");
            assert!(arms
                .iter()
                .all(|&((x0, y0), (x1, y1))| x0.abs() == y0.abs() && x1.abs() == y1.abs()));
        }
    }
    // n = 8 fitted: nodes too close for their columns, the cross whole.
    let dom = tree(Lang::En, 8, 9, false);
    let g = nodes(&dom)
        .into_iter()
        .find(|g| g.has_class("tn-dead"))
        .unwrap();
    assert_eq!(g.text().trim(), "");
    assert!(!clear(g.of_class("mark")[0].attr("d").unwrap()));
}
