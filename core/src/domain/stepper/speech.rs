//! What the stepper says to a screen reader, in both languages: what each
//! square of the board holds, the board in one sentence, a binary row with
//! its boundaries, the sentence said when play pauses; and the step box's
//! input, parsed. Pure, so that it is tested natively.

use crate::i18n::Lang;
use solver::RowBits;

/// What one square of the board holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Square {
    /// A queen; `placed` when it was placed in the current row.
    Queen {
        placed: bool,
    },
    /// In the current row: attacked along these lines.
    Attacked {
        left: bool,
        down: bool,
        right: bool,
    },
    /// In the current row: still in `bitmap`.
    Candidate,
    /// In the current row: free, but no longer in `bitmap`.
    Tried,
    /// In the current row: its queen stood here until the last step (a
    /// Backtrack) lifted it, every way on below it tried.
    Lifted,
    Empty,
}

impl Square {
    /// The square of row `r`, column `c` (0 is the leftmost, bit `n-1`) on a
    /// board whose rows `0..queens.len()` hold `queens` (their columns) and
    /// whose current row is `row` with the values `bits`.
    pub fn at(
        n: usize,
        queens: &[usize],
        row: Option<usize>,
        bits: RowBits,
        r: usize,
        c: usize,
    ) -> Square {
        let current = row == Some(r);
        if queens.get(r) == Some(&c) {
            return Square::Queen { placed: current };
        }
        if !current {
            return Square::Empty;
        }
        let bit = 1u32 << (n - 1 - c);
        if bits.bitmap & bit != 0 {
            Square::Candidate
        } else if bits.attacks & bit == 0 {
            Square::Tried
        } else {
            Square::Attacked {
                left: bits.left & bit != 0,
                down: bits.down & bit != 0,
                right: bits.right & bit != 0,
            }
        }
    }

    /// What the square holds, in words ("attacked by left and down").
    pub fn describe(self, lang: Lang) -> String {
        match (lang, self) {
            (Lang::En, Square::Queen { placed: false }) => "queen".into(),
            (Lang::En, Square::Queen { placed: true }) => "queen, just placed".into(),
            (Lang::En, Square::Candidate) => "candidate".into(),
            (Lang::En, Square::Tried) => "tried already".into(),
            (Lang::En, Square::Lifted) => "queen lifted: every way on below it was tried".into(),
            (Lang::En, Square::Empty) => "empty".into(),
            (Lang::Ja, Square::Queen { placed: false }) => "クイーン".into(),
            (Lang::Ja, Square::Queen { placed: true }) => "クイーン（今置いた）".into(),
            (Lang::Ja, Square::Candidate) => "候補".into(),
            (Lang::Ja, Square::Tried) => "試し済み".into(),
            (Lang::Ja, Square::Lifted) => {
                "クイーンを取り除いたマス（この下はすべて試し済み）".into()
            }
            (Lang::Ja, Square::Empty) => "空き".into(),
            (_, Square::Attacked { left, down, right }) => {
                let lines: Vec<String> = [(left, "left"), (down, "down"), (right, "right")]
                    .into_iter()
                    .filter(|&(on, _)| on)
                    .map(|(_, name)| name.to_string())
                    .collect();
                match lang {
                    Lang::En => format!("attacked by {}", and_list(&lines)),
                    Lang::Ja => format!("{} の利き筋", lines.join("・")),
                }
            }
        }
    }
}

/// `a`, `a and b`, `a, b and c`.
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The columns of `value`'s 1s on an `n`-wide board, as words: "column 2",
/// "columns 1, 3 and 4" (列 1・3・4); empty when there is none (each
/// caller says "none" in its own words).
pub fn columns_phrase(lang: Lang, value: u32, n: usize) -> String {
    let columns: Vec<String> = solver::columns_of(value, n)
        .iter()
        .map(|c| c.to_string())
        .collect();
    match (lang, columns.len()) {
        (_, 0) => String::new(),
        (Lang::En, 1) => format!("column {}", columns[0]),
        (Lang::En, _) => format!("columns {}", and_list(&columns)),
        (Lang::Ja, _) => format!("列 {}", columns.join("・")),
    }
}

/// A row's header: "row 3" ("行 3"), and whether it is the current row.
pub fn row_header(lang: Lang, r: usize, current: bool) -> String {
    match (lang, current) {
        (Lang::En, false) => format!("row {r}"),
        (Lang::En, true) => format!("row {r}, current"),
        (Lang::Ja, false) => format!("行 {r}"),
        (Lang::Ja, true) => format!("行 {r}（現在の行）"),
    }
}

/// A column's header: "column 4" ("列 4").
pub fn column_header(lang: Lang, c: usize) -> String {
    match lang {
        Lang::En => format!("column {c}"),
        Lang::Ja => format!("列 {c}"),
    }
}

/// The word before a column's number ("column", "列"), which the board's
/// header shows to screen readers only.
pub fn column_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "column",
        Lang::Ja => "列",
    }
}

/// The word before a row's number ("row", "行").
pub fn row_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "row",
        Lang::Ja => "行",
    }
}

/// A square by its indices: "row 2 column 4" / 「行 2 列 4」.
pub fn square_name(lang: Lang, r: usize, c: usize) -> String {
    match lang {
        Lang::En => format!("row {r} column {c}"),
        Lang::Ja => format!("行 {r} 列 {c}"),
    }
}

/// A square for the ear: its name, then what it holds ("row 2 column 4:
/// queen"), as each square of a board says it (the stepper's and the
/// lesson's, the puzzle's), so that a screen reader moving over a board
/// hears where it is.
pub fn square_said(lang: Lang, r: usize, c: usize, what: &str) -> String {
    format!("{}: {what}", square_name(lang, r, c))
}

/// The board in one sentence: its size, the current row, where the queens
/// stand and which columns of the current row are candidates.
pub fn board_summary(
    lang: Lang,
    n: usize,
    queens: &[usize],
    row: Option<usize>,
    bits: RowBits,
) -> String {
    let placed: Vec<String> = queens
        .iter()
        .enumerate()
        .map(|(r, &c)| square_name(lang, r, c))
        .collect();
    let (candidates, many) = (
        columns_phrase(lang, bits.bitmap, n),
        bits.bitmap.count_ones() > 1,
    );
    match lang {
        Lang::En => {
            let mut s = format!("Board {n}×{n}");
            match row {
                Some(r) => s += &format!(", current row {r}"),
                None => s += ", the search has ended",
            }
            s += &match placed.len() {
                0 => ": no queen yet".to_string(),
                _ => format!(": queens at {}", and_list(&placed)),
            };
            if row.is_some() {
                s += &match (candidates.is_empty(), many) {
                    (true, _) => "; no candidate".to_string(),
                    (false, false) => format!("; candidate: {candidates}"),
                    (false, true) => format!("; candidates: {candidates}"),
                };
            }
            s + "."
        }
        Lang::Ja => {
            let mut s = format!("盤面 {n}×{n}、");
            match row {
                Some(r) => s += &format!("現在の行は 行 {r}、"),
                None => s += "探索は終了、",
            }
            s += &match placed.len() {
                0 => "クイーンはまだありません".to_string(),
                _ => format!("クイーンは {}", placed.join("・")),
            };
            if row.is_some() {
                s += &match candidates.is_empty() {
                    true => "、候補はありません".to_string(),
                    false => format!("、候補は {candidates}"),
                };
            }
            s + "。"
        }
    }
}

/// The 1 a shift pushed past an edge of the board, drawn beside its row:
/// what it is, in a few words (the eye's mark) and for the ear (said after
/// the row). `left`: past the left edge (`<< 1`), else the right (`>> 1`).
pub fn lost_bit(lang: Lang, left: bool) -> (&'static str, &'static str) {
    match (lang, left) {
        (Lang::En, true) => (
            "← 1 off",
            "a 1 was pushed off the left edge by the shift and is gone",
        ),
        (Lang::En, false) => (
            "1 off →",
            "a 1 was pushed off the right edge by the shift and is gone",
        ),
        (Lang::Ja, true) => (
            "← 1 はみ出し",
            "シフトで 1 が左端から押し出され、消えました",
        ),
        (Lang::Ja, false) => (
            "1 はみ出し →",
            "シフトで 1 が右端から押し出され、消えました",
        ),
    }
}

/// A binary row as a screen reader reads it, its digits apart, then the
/// columns of its 1s (so that a row is compared with the board column by
/// column without counting digits): "left: binary 0 1 1 0 0, decimal 12;
/// 1s in columns 1 and 2". `tail`, when given, replaces the decimal value
/// (what the row shows after its digits).
pub fn bit_row_text(
    lang: Lang,
    label: &str,
    value: u32,
    width: usize,
    tail: Option<&str>,
) -> String {
    // "left|down|right" said as "left OR down OR right".
    let label = crate::domain::spoken::operators_in_words(label, lang);
    let value = bit_value_text(lang, value, width, tail);
    match lang {
        Lang::En => format!("{label}: {value}"),
        Lang::Ja => format!("{label}：{value}"),
    }
}

/// [`bit_row_text`] without its label, for a value whose name is said
/// apart (a table's cell, under its column's header): "binary 0 1 1 0 0,
/// decimal 12; 1s in columns 1 and 2".
pub fn bit_value_text(lang: Lang, value: u32, width: usize, tail: Option<&str>) -> String {
    let w = width.clamp(1, 32);
    let digits: Vec<String> = (0..w).rev().map(|i| (value >> i & 1).to_string()).collect();
    let digits = digits.join(" ");
    let columns = columns_phrase(lang, value, w);
    // The 1s on the board's columns (a bit above them is not one).
    let ones = match (lang, solver::columns_of(value, w).len()) {
        (Lang::En, 0) => "no 1s".to_string(),
        (Lang::En, 1) => format!("a 1 in {columns}"),
        (Lang::En, _) => format!("1s in {columns}"),
        (Lang::Ja, 0) => "1 はありません".to_string(),
        (Lang::Ja, _) => format!("1 は {columns}"),
    };
    match (lang, tail) {
        (Lang::En, None) => format!("binary {digits}, decimal {value}; {ones}"),
        (Lang::En, Some(t)) => format!("binary {digits}, {t}; {ones}"),
        (Lang::Ja, None) => format!("2進数 {digits}、10進数 {value}、{ones}"),
        (Lang::Ja, Some(t)) => format!("2進数 {digits}、{t}、{ones}"),
    }
}

/// The current row's attacks in one short sentence, from its `left`,
/// `down` and `right` (each as the columns it attacks): "Attacks on row 2:
/// left column 1, down columns 0 and 4, right none." Empty when the search
/// has ended (no current row).
pub fn attacks_sentence(lang: Lang, n: usize, row: Option<usize>, bits: RowBits) -> String {
    let Some(r) = row else {
        return String::new();
    };
    let said = |value: u32| match columns_phrase(lang, value, n) {
        c if !c.is_empty() => c,
        _ => match lang {
            Lang::En => "none".to_string(),
            Lang::Ja => "なし".to_string(),
        },
    };
    let (l, d, rt) = (said(bits.left), said(bits.down), said(bits.right));
    match lang {
        Lang::En => format!("Attacks on row {r}: left {l}, down {d}, right {rt}."),
        Lang::Ja => format!("行 {r} への利き：left は {l}、down は {d}、right は {rt}。"),
    }
}

/// Said once when play starts: the step it starts from.
pub fn playing_from(lang: Lang, step: u64) -> String {
    match lang {
        Lang::En => format!("Playing from step {step}."),
        Lang::Ja => format!("ステップ {step} から再生します。"),
    }
}

/// Where the arrow keys, Home and End (with Ctrl: the grid's first and
/// last square, as the ARIA grid pattern has it) move the focus on an
/// `n`×`n` board from row `r`, column `c`; `None` for another key or a move
/// off the board.
pub fn grid_move(key: &str, ctrl: bool, n: usize, r: usize, c: usize) -> Option<(usize, usize)> {
    let last = n.checked_sub(1)?;
    let to = match (key, ctrl) {
        ("Home", true) => (0, 0),
        ("End", true) => (last, last),
        ("Home", false) => (r, 0),
        ("End", false) => (r, last),
        ("ArrowUp", _) => (r.checked_sub(1)?, c),
        ("ArrowDown", _) if r < last => (r + 1, c),
        ("ArrowLeft", _) => (r, c.checked_sub(1)?),
        ("ArrowRight", _) if c < last => (r, c + 1),
        _ => return None,
    };
    Some(to)
}

/// Said once when play pauses: the step, the solutions found so far and
/// what the step did.
pub fn paused(lang: Lang, step: u64, solutions: u64, line: &str) -> String {
    match (lang, solutions) {
        (Lang::En, 1) => format!("Paused at step {step}, 1 solution found: {line}"),
        (Lang::En, _) => format!("Paused at step {step}, {solutions} solutions found: {line}"),
        (Lang::Ja, _) => format!("ステップ {step} で一時停止（見つけた解 {solutions} 個）：{line}"),
    }
}

/// Said first when another board is picked during play, which stops it
/// (the new board's sentence follows: the search left is not paused).
pub fn play_stopped(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Play stopped.",
        Lang::Ja => "再生を止めました。",
    }
}

/// Said once when play stops because the search ended: its last step, the
/// solutions found and what the step did (no pause: there is nothing left
/// to play).
pub fn played_to_end(lang: Lang, step: u64, solutions: u64, line: &str) -> String {
    match lang {
        Lang::En => format!(
            "Played to the end (step {step}, {}). {line}",
            crate::i18n::plural(solutions, "solution", "solutions")
        ),
        Lang::Ja => format!("最後まで再生しました（ステップ {step}、解 {solutions} 個）。{line}"),
    }
}

/// Why a typed step cannot be jumped to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepInputError {
    Empty,
    NotANumber(String),
    /// Past the last step (`last`).
    TooFar {
        step: u64,
        last: u64,
    },
}

/// The step typed in the step box: a whole number from 0 to `last` (any
/// whole number while the timeline, and so `last`, is not known yet).
/// Spaces around it and digit-group separators (`1,234`, `1_234`) are
/// allowed.
pub fn parse_step(text: &str, last: Option<u64>) -> Result<u64, StepInputError> {
    // The site's one reader of numbers: too long for u64 is past any last
    // step.
    let step = match crate::domain::input::whole(text) {
        Ok(step) => step,
        Err(crate::domain::input::WholeError::Empty) => return Err(StepInputError::Empty),
        Err(crate::domain::input::WholeError::NotWhole(t)) => {
            return Err(StepInputError::NotANumber(t))
        }
    };
    match last {
        Some(last) if step > last => Err(StepInputError::TooFar { step, last }),
        _ => Ok(step),
    }
}

impl StepInputError {
    /// The message shown under the step box.
    pub fn message(&self, lang: Lang, last: Option<u64>) -> String {
        let range = match (lang, last) {
            (Lang::En, Some(l)) => format!("Type a whole number from 0 to {l}."),
            (Lang::En, None) => "Type a whole number, 0 or more.".to_string(),
            (Lang::Ja, Some(l)) => format!("0 から {l} までの整数を入力してください。"),
            (Lang::Ja, None) => "0 以上の整数を入力してください。".to_string(),
        };
        let what = match (lang, self) {
            (Lang::En, StepInputError::Empty) => "No step number.".to_string(),
            (Lang::Ja, StepInputError::Empty) => "ステップ番号が空です。".to_string(),
            (Lang::En, StepInputError::NotANumber(t)) => format!("“{t}” is not a step number."),
            (Lang::Ja, StepInputError::NotANumber(t)) => {
                format!("「{t}」はステップ番号ではありません。")
            }
            (Lang::En, StepInputError::TooFar { last, .. }) => {
                format!("The search ends at step {last}.")
            }
            (Lang::Ja, StepInputError::TooFar { last, .. }) => {
                format!("この探索はステップ {last} で終わります。")
            }
        };
        crate::i18n::sentences(lang, &what, &range)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::Stepper;

    /// n = 5 at step `k` (step 9: the first solution, 4 2 0 3 1, its last
    /// queen just placed in row 4).
    fn at_step(k: usize) -> (Vec<usize>, Option<usize>, RowBits) {
        let mut s = Stepper::new(5);
        for _ in 0..k {
            s.next();
        }
        (s.queens(), s.row(), s.current_bits())
    }

    #[test]
    fn every_square_of_the_seed_example_says_what_it_holds() {
        let (queens, row, bits) = at_step(9);
        assert_eq!(row, Some(4));
        assert_eq!(queens, [4, 2, 0, 3, 1]);
        let at = |r, c| Square::at(5, &queens, row, bits, r, c);
        assert_eq!(at(0, 4), Square::Queen { placed: false });
        assert_eq!(at(3, 3), Square::Queen { placed: false });
        assert_eq!(at(4, 1), Square::Queen { placed: true });
        assert_eq!(at(0, 0), Square::Empty);
        assert_eq!(at(3, 1), Square::Empty);
        // Row 4: left = 10100, down = 10111, right = 00101.
        let said: Vec<String> = (0..5).map(|c| at(4, c).describe(Lang::En)).collect();
        assert_eq!(
            said,
            [
                "attacked by left and down",
                "queen, just placed",
                "attacked by left, down and right",
                "attacked by down",
                "attacked by down and right"
            ]
        );
        // One step earlier column 1 was the candidate.
        let (queens, row, bits) = at_step(8);
        assert_eq!(Square::at(5, &queens, row, bits, 4, 1), Square::Candidate);
    }

    #[test]
    fn candidates_and_tried_squares_follow_bitmap() {
        // n = 5, step 1: row 0 took column 4; columns 0..=3 are still
        // candidates.
        let mut s = Stepper::new(5);
        s.next();
        let (q, row, b) = (s.queens(), s.row(), s.current_bits());
        assert_eq!(Square::at(5, &q, row, b, 0, 0), Square::Candidate);
        assert_eq!(
            Square::at(5, &q, row, b, 0, 4),
            Square::Queen { placed: true }
        );
        // A free bit out of bitmap is tried.
        let b = RowBits {
            bitmap: 0b00100,
            attacks: 0b10000,
            ..RowBits::default()
        };
        assert_eq!(Square::at(5, &[], Some(0), b, 0, 3), Square::Tried);
        assert_eq!(Square::at(5, &[], Some(0), b, 0, 2), Square::Candidate);
    }

    #[test]
    fn attacks_are_named_in_both_languages() {
        let all = Square::Attacked {
            left: true,
            down: true,
            right: true,
        };
        assert_eq!(all.describe(Lang::En), "attacked by left, down and right");
        assert_eq!(all.describe(Lang::Ja), "left・down・right の利き筋");
        let two = Square::Attacked {
            left: true,
            down: false,
            right: true,
        };
        assert_eq!(two.describe(Lang::En), "attacked by left and right");
        assert_eq!(Square::Candidate.describe(Lang::Ja), "候補");
    }

    #[test]
    fn headers_never_write_an_index_as_an_ordinal() {
        assert_eq!(row_header(Lang::Ja, 0, false), "行 0");
        assert_eq!(row_header(Lang::Ja, 3, true), "行 3（現在の行）");
        assert_eq!(column_header(Lang::Ja, 4), "列 4");
        assert_eq!(row_header(Lang::En, 3, true), "row 3, current");
        assert_eq!(column_header(Lang::En, 0), "column 0");
        // A square says where it is before what it holds.
        assert_eq!(
            square_said(Lang::En, 0, 2, "queen"),
            "row 0 column 2: queen"
        );
        assert_eq!(square_said(Lang::Ja, 0, 2, "空き"), "行 0 列 2: 空き");
        let (q, row, b) = at_step(9);
        for lang in [Lang::Ja, Lang::En] {
            let s = board_summary(lang, 5, &q, row, b);
            assert!(!s.contains("行目") && !s.contains("列目"), "{s}");
        }
    }

    #[test]
    fn the_summary_is_one_sentence_that_says_which_number_is_which() {
        let (q, row, b) = at_step(8);
        assert_eq!(
            board_summary(Lang::En, 5, &q, row, b),
            "Board 5×5, current row 4: queens at row 0 column 4, row 1 column 2, row 2 column 0 and row 3 column 3; candidate: column 1."
        );
        assert_eq!(
            board_summary(Lang::Ja, 5, &q, row, b),
            "盤面 5×5、現在の行は 行 4、クイーンは 行 0 列 4・行 1 列 2・行 2 列 0・行 3 列 3、候補は 列 1。"
        );
        let s = Stepper::new(5);
        assert_eq!(
            board_summary(Lang::En, 5, &s.queens(), s.row(), s.current_bits()),
            "Board 5×5, current row 0: no queen yet; candidates: columns 0, 1, 2, 3 and 4."
        );
        assert_eq!(
            board_summary(Lang::Ja, 5, &[], None, RowBits::default()),
            "盤面 5×5、探索は終了、クイーンはまだありません。"
        );
    }

    #[test]
    fn a_bit_row_reads_with_its_boundaries() {
        assert_eq!(
            bit_row_text(Lang::En, "left", 12, 5, None),
            "left: binary 0 1 1 0 0, decimal 12; 1s in columns 1 and 2"
        );
        assert_eq!(
            bit_row_text(Lang::Ja, "left", 24, 5, None),
            "left：2進数 1 1 0 0 0、10進数 24、1 は 列 0・1"
        );
        assert_eq!(
            bit_row_text(Lang::En, "-x", 1, 3, Some("-1")),
            "minus x: binary 0 0 1, -1; a 1 in column 2"
        );
        assert_eq!(
            bit_row_text(Lang::En, "left|down|right", 6, 4, None),
            "left OR down OR right: binary 0 1 1 0, decimal 6; 1s in columns 1 and 2"
        );
        assert_eq!(
            bit_row_text(Lang::En, "bit", 0, 0, None),
            "bit: binary 0, decimal 0; no 1s"
        );
        assert_eq!(
            bit_row_text(Lang::Ja, "bit", 0, 4, None),
            "bit：2進数 0 0 0 0、10進数 0、1 はありません"
        );
        assert_eq!(
            bit_value_text(Lang::En, 12, 5, None),
            "binary 0 1 1 0 0, decimal 12; 1s in columns 1 and 2"
        );
        assert_eq!(
            bit_value_text(Lang::Ja, 24, 5, None),
            "2進数 1 1 0 0 0、10進数 24、1 は 列 0・1"
        );
    }

    #[test]
    fn the_attacks_are_one_short_sentence_from_the_values() {
        // n = 5, step 8: row 4 under the queens 4 2 0 3; left = 10100,
        // down = 10111, right = 00101.
        let (_, row, bits) = at_step(8);
        assert_eq!(
            (bits.left, bits.down, bits.right),
            (0b10100, 0b10111, 0b00101)
        );
        assert_eq!(
            attacks_sentence(Lang::En, 5, row, bits),
            "Attacks on row 4: left columns 0 and 2, down columns 0, 2, 3 and 4, right columns 2 and 4."
        );
        assert_eq!(
            attacks_sentence(Lang::Ja, 5, row, bits),
            "行 4 への利き：left は 列 0・2、down は 列 0・2・3・4、right は 列 2・4。"
        );
        let s = Stepper::new(5);
        assert_eq!(
            attacks_sentence(Lang::En, 5, s.row(), s.current_bits()),
            "Attacks on row 0: left none, down none, right none."
        );
        assert_eq!(
            attacks_sentence(Lang::Ja, 5, s.row(), s.current_bits()),
            "行 0 への利き：left は なし、down は なし、right は なし。"
        );
        assert_eq!(attacks_sentence(Lang::En, 5, None, bits), "");
        assert_eq!(playing_from(Lang::En, 12), "Playing from step 12.");
        assert_eq!(playing_from(Lang::Ja, 0), "ステップ 0 から再生します。");
    }

    #[test]
    fn ctrl_home_and_end_reach_the_grids_first_and_last_square() {
        assert_eq!(grid_move("Home", true, 8, 3, 5), Some((0, 0)));
        assert_eq!(grid_move("End", true, 8, 3, 5), Some((7, 7)));
        assert_eq!(grid_move("Home", false, 8, 3, 5), Some((3, 0)));
        assert_eq!(grid_move("End", false, 8, 3, 5), Some((3, 7)));
        assert_eq!(grid_move("ArrowUp", false, 8, 0, 5), None);
        assert_eq!(grid_move("ArrowDown", false, 8, 7, 5), None);
        assert_eq!(grid_move("ArrowRight", false, 8, 2, 7), None);
        assert_eq!(grid_move("ArrowLeft", false, 8, 2, 7), Some((2, 6)));
        assert_eq!(grid_move("a", false, 8, 2, 7), None);
    }

    #[test]
    fn the_pause_and_the_speed_say_their_numbers() {
        assert_eq!(
            paused(Lang::En, 40, 0, "Place."),
            "Paused at step 40, 0 solutions found: Place."
        );
        assert_eq!(
            paused(Lang::Ja, 40, 2, "配置。"),
            "ステップ 40 で一時停止（見つけた解 2 個）：配置。"
        );
        assert_eq!(
            played_to_end(Lang::En, 5985, 92, "The search is over."),
            "Played to the end (step 5985, 92 solutions). The search is over."
        );
        assert_eq!(
            played_to_end(Lang::Ja, 5985, 92, "探索は終了しました。"),
            "最後まで再生しました（ステップ 5985、解 92 個）。探索は終了しました。"
        );
    }

    #[test]
    fn the_step_box_takes_whole_numbers_in_range() {
        assert_eq!(parse_step(" 40 ", Some(100)), Ok(40));
        assert_eq!(parse_step("1,234", Some(5985)), Ok(1234));
        assert_eq!(parse_step("0", Some(0)), Ok(0));
        assert_eq!(parse_step("100", Some(100)), Ok(100));
        assert_eq!(parse_step("9000", None), Ok(9000));
        assert_eq!(
            parse_step("101", Some(100)),
            Err(StepInputError::TooFar {
                step: 101,
                last: 100
            })
        );
        assert_eq!(
            parse_step("99999999999999999999999", Some(100)),
            Err(StepInputError::TooFar {
                step: u64::MAX,
                last: 100
            })
        );
        // Full-width digits, as a Japanese input method types them.
        assert_eq!(parse_step("４０", Some(100)), Ok(40));
        assert_eq!(parse_step("1 234", None), Ok(1234));
        for bad in ["abc", "-1", "1.5", "1e3", "+3", "４.５"] {
            assert!(
                matches!(
                    parse_step(bad, Some(100)),
                    Err(StepInputError::NotANumber(_))
                ),
                "{bad}"
            );
        }
        assert_eq!(parse_step("  ", Some(100)), Err(StepInputError::Empty));
    }

    #[test]
    fn every_error_says_what_to_type_in_both_languages() {
        let errors = [
            StepInputError::Empty,
            StepInputError::NotANumber("abc".into()),
            StepInputError::TooFar {
                step: 200,
                last: 100,
            },
        ];
        for e in &errors {
            for lang in [Lang::En, Lang::Ja] {
                let m = e.message(lang, Some(100));
                assert!(m.contains("100"), "{m}");
            }
            assert!(e.message(Lang::En, None).contains("whole number"));
            assert!(e.message(Lang::Ja, None).contains("整数"));
        }
        assert!(errors[1].message(Lang::Ja, Some(5)).contains("「abc」"));
        // Japanese sentences follow one another with no space between.
        assert_eq!(
            errors[1].message(Lang::Ja, Some(5985)),
            "「abc」はステップ番号ではありません。0 から 5985 までの整数を入力してください。"
        );
        assert_eq!(
            errors[1].message(Lang::En, Some(5985)),
            "“abc” is not a step number. Type a whole number from 0 to 5985."
        );
    }
}
