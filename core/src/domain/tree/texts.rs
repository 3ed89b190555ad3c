//! The search tree page's texts (`?view=tree`), both languages side by side.

use super::model::{Change, Kind, Node, SearchTree, TreeCounts};
use crate::format::group_digits;
use crate::i18n::{plural, texts, Lang};

texts! {
    TITLE: "The search tree", "探索木";
    INTRO:
        "Every queen the search places is a node of this tree. The queens of row 0 hang from the empty board at the top; the children of a queen are the queens tried in the next row, left to right in the order the search tries them. A branch ends in a solution (a queen in the last row) or in a dead end (a queen whose next row has no free column).",
        "探索が置いたクイーン1個が、この木のノード1個です。いちばん上の空の盤から行 0 のクイーンが枝分かれし、あるクイーンの子は次の行で試したクイーンで、探索が試した順に左から並びます。枝の先は、解（最後の行のクイーン）か、行き止まり（次の行に空いた列がないクイーン）です。";
    HOW_TO:
        "Choose a node to open the stepper at the step that places that queen. On a touch screen, a tap on a node too small for a finger zooms in there first.",
        "ノードを選ぶと、そのクイーンを置いたステップでステップ実行が開きます。タッチ画面では、指には小さすぎるノードをタップすると、まずそこが拡大されます。";
    PANEL_HOW_TO:
        "Choose a node to go to the step that places that queen; stepping moves the highlight. On a touch screen, a tap on a node too small for a finger zooms in there first.",
        "ノードを選ぶと、そのクイーンを置いたステップへ移ります。ステップを進めると、印も動きます。タッチ画面では、指には小さすぎるノードをタップすると、まずそこが拡大されます。";
    KEYS:
        "With the keyboard: Tab to the tree; ← and → move along the row, ↑ to the parent, ↓ to the first child (at the end of a branch, it says why there is none), Home and End to the row's ends.",
        "キーボードでは、Tab で木に移り、← → で同じ行を、↑ で親へ、↓ で最初の子へ動きます（枝の先では、子がない理由を伝えます）。Home・End で行の端へ移ります。";
    KEY_OPEN: "Enter opens the stepper at the node's step.", "Enter で、そのノードのステップをステップ実行で開きます。";
    KEY_GO: "Enter moves the stepper to the node's step.", "Enter で、そのノードのステップへ移ります。";
    TREE_LABEL: "Search tree", "探索木";
    COUNTERS: "Counts of this tree", "この木の数";
    DEAD_ENDS: "Dead ends", "行き止まり";
    SOLUTIONS: "Solutions", "解";
    LEGEND: "Legend", "凡例";
    LEGEND_ROOT: "the empty board at the top: no queen placed yet", "いちばん上の空の盤：まだクイーンがない";
    LEGEND_INNER: "a queen with queens tried below it", "次の行へ進んだクイーン（下に子がある）";
    LEGEND_SOLUTION: "solution: a queen in the last row", "解：最後の行のクイーン";
    LEGEND_DEAD_END: "dead end: no free column in the next row", "行き止まり：次の行に空いた列がない";
    LEGEND_CURRENT: "the node of this step, and its path from the top", "このステップのノードと、上からの道筋";
    STEPS: "Steps of the search", "探索のステップ";
    ZOOM: "Zoom", "拡大・縮小";
    ZOOM_IN: "Zoom in", "拡大";
    ZOOM_OUT: "Zoom out", "縮小";
    ZOOM_FIT: "Fit the whole tree", "木全体を表示";
    PAN_HINT:
        "Drag the tree or scroll sideways to move along it.",
        "木をドラッグするか横にスクロールすると、左右に動かせます。";
    PATH_TITLE: "The queens on the board", "盤上のクイーン";
    PATH_EMPTY_START:
        "Step 0: the board is empty, no queen is placed yet. Choose a node, or open the stepper and come back.",
        "ステップ 0：盤は空で、まだクイーンはありません。ノードを選ぶか、ステップ実行で進めてから戻ってください。";
    PATH_EMPTY_END:
        "The search has ended and the board is empty again.",
        "探索は終わり、盤はまた空になりました。";
    OPEN_STEPPER: "Open the stepper at this step", "このステップをステップ実行で開く";
    TOO_LARGE_NOTE:
        "The tree is drawn for boards up to n = 8: a larger tree has too many nodes to read. Choose a smaller board.",
        "木は n = 8 までの盤で描きます。それより大きい木はノードが多すぎて読めません。小さい盤を選んでください。";
    COMPARE_TITLE: "Why the bitmap search is fast", "ビットマップの探索が速い理由";
    COMPARE_BODY:
        "The bitmap search never tries an attacked square: bitmap holds only the free columns, so every node of this tree is a queen that fits. Plain backtracking tests every square of a row and throws most of them away; brute force fills every row in every way and checks only complete boards.",
        "ビットマップの探索は、利きのあるマスを一度も試しません。bitmap には空いた列しか残らないので、この木のノードはすべて置けるクイーンです。素朴なバックトラック法は行のマスを1つずつ調べて大半を捨て、総当たりはすべての行をあらゆる並べ方で埋めてから、完成した盤だけを調べます。";
    COMPARE_METHOD: "Method", "手法";
    COMPARE_NODES: "Nodes of its tree", "木のノード数";
    COMPARE_RATIO: "Compared with the bitmap search", "ビットマップの探索との比";
    COMPARE_THIS: "Bitmap search (the tree on this page)", "ビットマップの探索（このページの木）";
    COMPARE_BACKTRACKING_WHAT: "squares tested", "調べたマス";
    COMPARE_BRUTE_WHAT: "queens put on the board, n + n² + … + nⁿ", "盤に置いたクイーン（n + n² + … + nⁿ）";
}

/// The page's heading with the board size.
pub fn title(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("The search tree of {n} queens"),
        Lang::Ja => format!("{n} クイーンの探索木"),
    }
}

/// The kind of a node, in words.
pub fn kind_name(lang: Lang, kind: Kind) -> &'static str {
    match (kind, lang) {
        (Kind::Solution, Lang::En) => "solution",
        (Kind::Solution, Lang::Ja) => "解",
        (Kind::DeadEnd, Lang::En) => "dead end",
        (Kind::DeadEnd, Lang::Ja) => "行き止まり",
        (Kind::Inner, Lang::En) => "continues below",
        (Kind::Inner, Lang::Ja) => "下に続く",
    }
}

/// A queen's place: `row 2, column 4` (0-based, as the stepper numbers them).
pub fn place(lang: Lang, row: usize, col: usize) -> String {
    match lang {
        Lang::En => format!("row {row}, column {col}"),
        Lang::Ja => format!("行 {row}・列 {col}"),
    }
}

/// The name of a node for a screen reader (what choosing it does is the
/// tree's description); a dead end's says which row had no free column,
/// as its note under it shows ([`blocked_note`]).
pub fn node_label(lang: Lang, node: &Node) -> String {
    let place = place(lang, node.row, node.col);
    let kind = kind_name(lang, node.kind);
    let why = node.blocked_row.map(|row| no_free_column(lang, row));
    match (lang, why) {
        (Lang::En, None) => format!("{place}, step {}, {kind}", node.step),
        (Lang::En, Some(why)) => format!("{place}, step {}, {kind}: {why}", node.step),
        (Lang::Ja, None) => format!("{place}、ステップ {}、{kind}", node.step),
        (Lang::Ja, Some(why)) => format!("{place}、ステップ {}、{kind}：{why}", node.step),
    }
}

/// Why a dead end is one: `row 3 has no free column`.
pub fn no_free_column(lang: Lang, row: usize) -> String {
    match lang {
        Lang::En => format!("row {row} has no free column"),
        Lang::Ja => format!("行 {row} に空いた列がない"),
    }
}

/// What the drawing shows under a dead end, where the next row would hang
/// (two short lines: a leaf's width is all the room there is): the row the
/// search found without a free column, and that none was free.
pub fn blocked_note(lang: Lang, row: usize) -> [String; 2] {
    match lang {
        Lang::En => [format!("row {row}"), "0 free".into()],
        Lang::Ja => [format!("行 {row}"), "空き 0".into()],
    }
}

/// What ↓ says at a node with no child: why nothing is placed below it.
pub fn nothing_below(lang: Lang, node: &Node) -> String {
    let next = node.blocked_row.unwrap_or(node.row + 1);
    match (node.kind, lang) {
        (Kind::Solution, Lang::En) => {
            "No placement below: this queen is in the last row and completes a solution.".into()
        }
        (Kind::Solution, Lang::Ja) => {
            "この下には置けません。最後の行のクイーンで、解が完成しています。".into()
        }
        (_, Lang::En) => format!("No placement below: row {next} has no free column (dead end)."),
        (_, Lang::Ja) => {
            format!("この下には置けません。行 {next} に空いた列がありません（行き止まり）。")
        }
    }
}

/// An item of the path: `row 2, column 4 (step 5, dead end)`.
pub fn path_item(lang: Lang, node: &Node) -> String {
    let (place, kind, step) = (
        place(lang, node.row, node.col),
        kind_name(lang, node.kind),
        node.step,
    );
    match lang {
        Lang::En => format!("{place} (step {step}, {kind})"),
        Lang::Ja => format!("{place}（ステップ {step}、{kind}）"),
    }
}

/// Said after a step button on the tree page: the step and which queen it
/// changed ("Step 12: queen placed at row 2, column 3, dead end.").
pub fn step_change(lang: Lang, tree: &SearchTree, step: u64) -> String {
    let at = |id: usize| {
        let node = &tree.nodes[id];
        place(lang, node.row, node.col)
    };
    match (tree.change_at(step), lang) {
        (Change::Placed(id), Lang::En) => format!(
            "Step {step}: queen placed at {}, {}.",
            at(id),
            kind_name(lang, tree.nodes[id].kind)
        ),
        (Change::Placed(id), Lang::Ja) => format!(
            "ステップ {step}：{} にクイーンを置きました（{}）。",
            at(id),
            kind_name(lang, tree.nodes[id].kind)
        ),
        (Change::Lifted(ids), Lang::En) => {
            let places: Vec<String> = ids.iter().map(|&id| at(id)).collect();
            format!(
                "Step {step}: {} lifted from {}.",
                if ids.len() == 1 { "queen" } else { "queens" },
                crate::domain::stepper::speech::and_list(&places).replace(", row", "; row")
            )
        }
        (Change::Lifted(ids), Lang::Ja) => {
            let places: Vec<String> = ids.iter().map(|&id| at(id)).collect();
            format!(
                "ステップ {step}：{} のクイーンを取り除きました。",
                places.join("、")
            )
        }
        (Change::None, Lang::En) => {
            format!("Step {step}: no queen placed or lifted; the search moves on to the next row.")
        }
        (Change::None, Lang::Ja) => {
            format!("ステップ {step}：クイーンの増減はなし。探索は次の行へ進みます。")
        }
    }
}

/// The line above the path: where the stepper is.
pub fn path_intro(lang: Lang, step: u64, queens: usize) -> String {
    match lang {
        Lang::En => format!(
            "At step {step}, {} on the board, listed below from the top of the tree down.",
            plural(queens as u64, "queen is", "queens are")
        ),
        Lang::Ja => format!(
            "ステップ {step} では、盤上にクイーンが {queens} 個あります。木の上から順に下に並べます。"
        ),
    }
}

/// The comparison's heading: the board size it is for.
pub fn compare_heading(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("The trees at n = {n}, counted as the algorithm lab counts them"),
        Lang::Ja => format!("n = {n} での木の大きさ（アルゴリズム比較ページと同じ数え方）"),
    }
}

/// How many times this tree's size another method's tree is.
pub fn times_text(lang: Lang, times: u64) -> String {
    let t = group_digits(times);
    match lang {
        Lang::En => format!("about {t} times as many"),
        Lang::Ja => format!("約 {t} 倍"),
    }
}

/// How the tree's counts give the stepper's backtracks over the whole
/// search (`backtracks`: its counter's label).
pub fn backtracks_note(lang: Lang, backtracks: &str, c: &TreeCounts) -> String {
    let [b, d, i] = [c.backtracks(), c.dead_ends, c.inner()].map(count);
    match lang {
        Lang::En => format!("{backtracks} in the stepper, over the whole search: {b} = {d} dead ends + {i} queens with queens below + 1. Every backtrack but the last lifts a queen that is not a solution; the last, from row 0, ends the search."),
        Lang::Ja => format!("ステップ実行の「{backtracks}」は、探索全体で {b} 回です：{b} ＝ 行き止まり {d} ＋ 下に子があるクイーン {i} ＋ 1。最後の1回（行 0 から戻って探索を終える）のほかは、どれも解でないクイーンを1個取り除きます。"),
    }
}

/// A count, grouped as the site writes counts.
pub fn count(value: u64) -> String {
    group_digits(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::check_both;

    #[test]
    fn a_step_says_which_queen_it_changed() {
        // n = 4: step 1 places row 0's queen in column 3 (the bitmap takes
        // the lowest bit first); step 2 descends.
        let tree = SearchTree::build(4);
        let first = &tree.nodes[0];
        assert_eq!(first.step, 1);
        assert_eq!(
            step_change(Lang::En, &tree, 1),
            format!(
                "Step 1: queen placed at row 0, column {}, continues below.",
                first.col
            )
        );
        assert_eq!(
            step_change(Lang::Ja, &tree, 1),
            format!(
                "ステップ 1：行 0・列 {} にクイーンを置きました（下に続く）。",
                first.col
            )
        );
        assert!(step_change(Lang::En, &tree, 2).starts_with("Step 2: no queen placed or lifted"));
        // Every step says something true: a place is a node's step, a
        // lift its lifted step.
        for step in 1..=tree.last_step {
            let said = step_change(Lang::En, &tree, step);
            match tree.change_at(step) {
                Change::Placed(id) => assert_eq!(tree.nodes[id].step, step),
                Change::Lifted(ids) => {
                    assert!(said.contains("lifted from"), "{said}");
                    for id in ids {
                        assert_eq!(tree.nodes[id].lifted, step);
                        let n = &tree.nodes[id];
                        assert!(said.contains(&place(Lang::En, n.row, n.col)), "{said}");
                    }
                }
                Change::None => assert!(said.contains("no queen"), "{said}"),
            }
        }
    }

    #[test]
    fn every_text_is_in_both_languages() {
        for (name, t) in ALL {
            assert!(!t.en.is_empty() && !t.ja.is_empty(), "{name}");
            assert_ne!(t.en, t.ja, "{name}");
        }
    }

    #[test]
    fn values_appear_in_both_languages() {
        check_both(&["5"], |l| title(l, 5));
        check_both(&["2", "4"], |l| place(l, 2, 4));
        check_both(&["17", "3"], |l| path_intro(l, 17, 3));
        check_both(&["9,326"], |l| times_text(l, 9326));
        check_both(&["8"], |l| compare_heading(l, 8));
        let node = Node {
            step: 17,
            lifted: 20,
            row: 2,
            col: 4,
            parent: None,
            children: vec![],
            kind: Kind::DeadEnd,
            blocked_row: Some(3),
        };
        check_both(&["17", "2", "4", "3"], |l| node_label(l, &node));
        assert_eq!(
            node_label(Lang::En, &node),
            "row 2, column 4, step 17, dead end: row 3 has no free column"
        );
        assert_eq!(
            node_label(Lang::Ja, &node),
            "行 2・列 4、ステップ 17、行き止まり：行 3 に空いた列がない"
        );
        check_both(&["3"], |l| blocked_note(l, 3).join(" "));
        check_both(&["17", "2", "4"], |l| path_item(l, &node));
        assert_eq!(
            path_item(Lang::Ja, &node),
            "行 2・列 4（ステップ 17、行き止まり）"
        );
        assert_eq!(
            path_intro(Lang::En, 3, 1),
            "At step 3, 1 queen is on the board, listed below from the top of the tree down."
        );
        assert_eq!(
            path_intro(Lang::En, 9, 2),
            "At step 9, 2 queens are on the board, listed below from the top of the tree down."
        );
        check_both(&["3"], |l| nothing_below(l, &node));
        assert_eq!(
            nothing_below(Lang::En, &node),
            "No placement below: row 3 has no free column (dead end)."
        );
        assert_eq!(
            nothing_below(Lang::Ja, &node),
            "この下には置けません。行 3 に空いた列がありません（行き止まり）。"
        );
        let solution = Node {
            row: 4,
            kind: Kind::Solution,
            blocked_row: None,
            ..node.clone()
        };
        assert!(nothing_below(Lang::En, &solution).contains("completes a solution"));
        assert!(nothing_below(Lang::Ja, &solution).contains("解が完成"));
        // Every line the tree speaks is a whole sentence (none ends at a colon).
        for lang in [Lang::En, Lang::Ja] {
            for line in [
                path_intro(lang, 3, 1),
                path_intro(lang, 9, 2),
                nothing_below(lang, &node),
                nothing_below(lang, &solution),
                PATH_EMPTY_START.get(lang).to_string(),
                PATH_EMPTY_END.get(lang).to_string(),
            ] {
                assert!(line.ends_with('.') || line.ends_with('。'), "{line}");
            }
        }
    }
}
