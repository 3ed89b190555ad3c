//! The texts of the symmetry explorer (`?view=symmetry`).

use crate::i18n::{plural, texts, Lang};
use solver::symmetry::{SymClass, Transform};

texts! {
    TITLE: "Symmetry: one solution, eight boards", "対称性：1つの解から8つの盤面";
    INTRO:
        "Turn a solution a quarter, half or three quarters around, or reflect it in a mirror, and you get a solution again. The eight symmetries of the square usually make eight different boards from one solution, but some solutions look the same after a turn. Counting one board per family (the unique solutions) and multiplying back gives every solution.",
        "解を90°・180°・270°回転したり、鏡に映したりしても、やはり解になります。正方形の8つの対称変換で、1つの解からふつうは8通りの盤面ができますが、回転しても同じ形になる解もあります。形の仲間ごとに1つだけ数え（ユニーク解）、掛け戻すと全部の解の数になります。";
    BOARD_SIZE: "Board size n", "盤の大きさ n";
    PICK_TITLE: "Your solution", "調べる解";
    BOARD_KEYS:
        "The board is one Tab stop: the arrow keys move between its squares, Home and End to the row's ends, Ctrl+Home and Ctrl+End to the first and last square; Enter or Space puts or lifts a queen.",
        "盤は Tab 1回で入れます。矢印キーでマスを移動、Home・End で行の端、Ctrl+Home・Ctrl+End で最初と最後のマスへ。Enter か Space でクイーンを置く・外す。";
    PICK_HINT:
        "Click a square to put the queen of that row there (click it again to lift it), type the columns below, or pick a unique solution from the list further down.",
        "マスを押すとその行のクイーンがそこに置かれます（もう一度押すと外れます）。下の欄に列番号を入力するか、さらに下の一覧からユニーク解を選ぶこともできます。";
    COLUMNS_INPUT: "Columns of the queens, top row first", "クイーンの列番号（上の行から順に）";
    COLUMNS_HINT: "Numbers 0 to n − 1 from the left, separated by spaces; - for an empty row.", "左から 0〜n − 1 の番号を空白で区切って入力します。空の行は - です。";
    CLEAR: "Clear the board", "盤を空にする";
    NO_CONFLICT: "No two queens attack each other.", "互いの利きが届くクイーンはありません。";
    NOT_COMPLETE:
        "Place a queen in every row, with no conflicts, to see the symmetries of the solution.",
        "すべての行に衝突なくクイーンを置くと、その解の対称性が表示されます。";
    CONFLICT_MARK: "attacked", "衝突";
    TRANSFORMS_TITLE: "The eight transforms", "8つの変換";
    TRANSFORMS_HINT:
        "Boards that show the same letter are the same board.",
        "同じ文字が付いた盤面は同じ盤面です。";
    CANONICAL_TITLE: "Canonical form", "代表形";
    CANONICAL_BODY:
        "Of the eight boards, the one whose column list is smallest (compared from the top row) stands for the whole family.",
        "8つの盤面のうち、列番号の並びを上の行から比べて最も小さいものを、その仲間全体の代表とします。";
    CLASS_TITLE: "Class", "分類";
    WHY_2:
        "A quarter turn leaves this solution unchanged, so two quarter turns (180°) and three (270°) do too. The four rotations are all the same board, and the four reflections are all its mirror image: only 2 distinct boards.",
        "この解は90°回転しても変わりません。すると2回（180°）、3回（270°）回しても変わりません。4つの回転はすべて同じ盤面で、4つの鏡映はすべてその鏡像です。異なる盤面は2通りだけです。";
    WHY_4:
        "A half turn (180°) leaves this solution unchanged, but a quarter turn does not. So the eight transforms pair up: each board appears twice, and there are 4 distinct boards.",
        "この解は180°回転では変わりませんが、90°回転では変わります。そのため8つの変換は2つずつ組になり、各盤面が2回ずつ現れて、異なる盤面は4通りです。";
    WHY_8:
        "No rotation leaves this solution unchanged, and no reflection can (a queen would meet another one on a column or a diagonal). So all eight transforms are different boards.",
        "どの回転（90°・180°・270°）でも元の解とは異なる盤面になります。鏡映で変わらない解はありえません（クイーン同士が列か斜めで重なってしまうため）。そのため8つの変換はすべて異なる盤面です。";
    WHY_1: "On the 1×1 board every transform gives the same board.", "1×1 の盤ではどの変換でも同じ盤面になります。";
    ALL_TITLE: "All unique solutions of this n, by class", "この n のすべてのユニーク解（分類別）";
    ALL_HINT:
        "Each unique solution is the canonical form of one family. Choose one to look at it above.",
        "ユニーク解はそれぞれ1つの仲間の代表形です。選ぶと上で詳しく見られます。";
    NONE_IN_CLASS: "none", "なし";
    TOTAL_TITLE: "Counting every solution from the unique ones", "ユニーク解からすべての解を数える";
    CLASS_COL: "class", "分類";
    UNIQUE_COL: "unique solutions", "ユニーク解";
    BOARDS_COL: "boards each", "1つあたりの盤面";
    PRODUCT_COL: "solutions", "解の数";
    TOTAL_ROW: "total", "合計";
    TOTALS_TABLE: "Solutions by class", "分類ごとの解の数";
    COMPUTING: "Computing…", "計算中…";
}

/// The translated name of a symmetry.
pub fn transform_name(lang: Lang, t: Transform) -> &'static str {
    let (en, ja) = match t {
        Transform::Identity => ("identity (unchanged)", "恒等変換（そのまま）"),
        Transform::Rot90 => ("rotate 90° clockwise", "右に90°回転"),
        Transform::Rot180 => ("rotate 180°", "180°回転"),
        Transform::Rot270 => ("rotate 270° clockwise", "右に270°回転"),
        Transform::Mirror => ("mirror left–right", "左右の鏡映"),
        Transform::Flip => ("flip top–bottom", "上下の鏡映"),
        Transform::Diagonal => ("reflect on the main diagonal", "主対角線で鏡映"),
        Transform::AntiDiagonal => ("reflect on the anti-diagonal", "反対角線で鏡映"),
    };
    match lang {
        Lang::En => en,
        Lang::Ja => ja,
    }
}

/// The class name as the seeds' counters call it, with its orbit size.
pub fn class_name(lang: Lang, c: SymClass) -> String {
    let m = c.multiplicity();
    match lang {
        Lang::En => format!("COUNT{m}: {m} distinct boards"),
        Lang::Ja => format!("COUNT{m}：異なる盤面は {m} 通り"),
    }
}

/// Why the class is what it is.
pub fn class_why(lang: Lang, c: SymClass) -> &'static str {
    match c {
        SymClass::Count1 => WHY_1.get(lang),
        SymClass::Count2 => WHY_2.get(lang),
        SymClass::Count4 => WHY_4.get(lang),
        SymClass::Count8 => WHY_8.get(lang),
    }
}

/// Which transforms give the same board as this one.
pub fn same_as(lang: Lang, others: &[usize]) -> String {
    if others.is_empty() {
        return match lang {
            Lang::En => "unlike the others".into(),
            Lang::Ja => "ほかと異なる".into(),
        };
    }
    let list = others
        .iter()
        .map(|k| format!("#{k}"))
        .collect::<Vec<_>>()
        .join(", ");
    match lang {
        Lang::En => format!("same as {list}"),
        Lang::Ja => format!("{list} と同じ"),
    }
}

/// A conflict between the queens of two rows.
pub fn conflict_line(lang: Lang, i: usize, j: usize, same_column: bool) -> String {
    match (lang, same_column) {
        (Lang::En, true) => format!("The queens of rows {i} and {j} share a column."),
        (Lang::En, false) => format!("The queens of rows {i} and {j} share a diagonal."),
        (Lang::Ja, true) => format!("行 {i} と行 {j} のクイーンが同じ列にあります。"),
        (Lang::Ja, false) => format!("行 {i} と行 {j} のクイーンが同じ斜めの線上にあります。"),
    }
}

/// A problem with the typed column list.
pub fn columns_error(lang: Lang, token: &str, n: usize) -> String {
    match lang {
        Lang::En => format!("“{token}” is not a column: use 0 to {} or -.", n - 1),
        Lang::Ja => format!(
            "「{token}」は列番号ではありません。0〜{} か - を使ってください。",
            n - 1
        ),
    }
}

/// Too many columns typed.
pub fn columns_too_many(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("The board has only {n} rows."),
        Lang::Ja => format!("盤には {n} 行しかありません。"),
    }
}

/// Which transforms give the canonical form.
pub fn canonical_from(lang: Lang, ks: &[usize]) -> String {
    let list = ks
        .iter()
        .map(|k| format!("#{k}"))
        .collect::<Vec<_>>()
        .join(", ");
    match lang {
        Lang::En => format!("given by {list}"),
        Lang::Ja => format!("{list} から得られます"),
    }
}

/// A short line for the class heading of the grouped list.
pub fn group_heading(lang: Lang, m: u64, count: usize) -> String {
    match lang {
        Lang::En => format!("COUNT{m} ({m} boards each): {count}"),
        Lang::Ja => format!("COUNT{m}（1つあたり {m} 盤面）：{count} 個"),
    }
}

/// The sum in words and numbers.
pub fn total_line(lang: Lang, n: usize, c2: usize, c4: usize, c8: usize, total: u64) -> String {
    let unique = c2 + c4 + c8;
    match lang {
        Lang::En => format!(
            "n = {n}: {}, and 2·{c2} + 4·{c4} + 8·{c8} = {} in all.",
            plural(unique as u64, "unique solution", "unique solutions"),
            plural(total, "solution", "solutions")
        ),
        Lang::Ja => format!(
            "n = {n}：ユニーク解は {unique} 個、すべての解は 2·{c2} + 4·{c4} + 8·{c8} = {total} 個です。"
        ),
    }
}

/// A spoken description of a small board.
pub fn board_label(lang: Lang, name: &str, cols: &str) -> String {
    match lang {
        Lang::En => format!("{name}: queens in columns {cols}"),
        Lang::Ja => format!("{name}：クイーンの列 {cols}"),
    }
}

/// The label of one square of the clickable board.
pub fn square_label(lang: Lang, r: usize, c: usize, queen: bool) -> String {
    match (lang, queen) {
        (Lang::En, false) => format!("row {r}, column {c}: empty"),
        (Lang::En, true) => format!("row {r}, column {c}: queen"),
        (Lang::Ja, false) => format!("行 {r}・列 {c}：空き"),
        (Lang::Ja, true) => format!("行 {r}・列 {c}：クイーン"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::check_both;

    #[test]
    fn every_function_text_says_its_values_in_both_languages() {
        let classes = [
            SymClass::Count1,
            SymClass::Count2,
            SymClass::Count4,
            SymClass::Count8,
        ];
        for t in Transform::ALL {
            check_both(&[], |l| transform_name(l, t).to_string());
        }
        for c in classes {
            check_both(&[&c.multiplicity().to_string()], |l| class_name(l, c));
            check_both(&[], |l| class_why(l, c).to_string());
        }
        check_both(&[], |l| same_as(l, &[]));
        check_both(&["#2", "#5"], |l| same_as(l, &[2, 5]));
        for same_column in [true, false] {
            check_both(&["1", "3"], |l| conflict_line(l, 1, 3, same_column));
        }
        check_both(&["x", "7"], |l| columns_error(l, "x", 8));
        check_both(&["8"], |l| columns_too_many(l, 8));
        check_both(&["#0", "#4"], |l| canonical_from(l, &[0, 4]));
        check_both(&["8", "11"], |l| group_heading(l, 8, 11));
        check_both(&["n = 8", "11", "92"], |l| total_line(l, 8, 0, 1, 11, 92));
        // One is one: never "n = 6: 1 unique solutions".
        let six = total_line(Lang::En, 6, 0, 1, 0, 4);
        assert!(
            six.contains("1 unique solution,") && six.contains("= 4 solutions"),
            "{six}"
        );
        check_both(&["x", "0 4 7"], |l| board_label(l, "x", "0 4 7"));
        for queen in [true, false] {
            check_both(&["1", "2"], |l| square_label(l, 1, 2, queen));
        }
    }

    /// The two languages say the same thing about each class: the key phrase of every
    /// claim is in both, and neither says a rotation keeps a COUNT8 solution.
    #[test]
    fn each_class_is_explained_alike_in_both_languages() {
        /// A class, the phrases said in both languages, and a phrase the
        /// Japanese must not say.
        type Row<'a> = (SymClass, &'a [(&'a str, &'a str)], &'a str);
        let table: [Row; 4] = [
            (
                SymClass::Count1,
                &[(
                    "every transform gives the same board",
                    "どの変換でも同じ盤面",
                )],
                "",
            ),
            (
                SymClass::Count2,
                &[
                    (
                        "A quarter turn leaves this solution unchanged",
                        "90°回転しても変わりません",
                    ),
                    ("only 2 distinct boards", "異なる盤面は2通りだけ"),
                ],
                "",
            ),
            (
                SymClass::Count4,
                &[
                    (
                        "A half turn (180°) leaves this solution unchanged",
                        "180°回転では変わりません",
                    ),
                    ("but a quarter turn does not", "90°回転では変わります"),
                    ("4 distinct boards", "異なる盤面は4通り"),
                ],
                "",
            ),
            (
                SymClass::Count8,
                &[
                    (
                        "No rotation leaves this solution unchanged",
                        "元の解とは異なる盤面になります",
                    ),
                    ("no reflection can", "鏡映で変わらない解はありえません"),
                    (
                        "all eight transforms are different boards",
                        "8つの変換はすべて異なる盤面",
                    ),
                ],
                "この解は変わりません",
            ),
        ];
        for (class, pairs, ja_never) in table {
            let (en, ja) = (class_why(Lang::En, class), class_why(Lang::Ja, class));
            for (en_key, ja_key) in pairs {
                assert!(en.contains(en_key), "{class:?} en lacks {en_key:?}: {en}");
                assert!(ja.contains(ja_key), "{class:?} ja lacks {ja_key:?}: {ja}");
            }
            if !ja_never.is_empty() {
                assert!(
                    !ja.contains(ja_never),
                    "{class:?} ja says {ja_never:?}: {ja}"
                );
            }
        }
    }
}
