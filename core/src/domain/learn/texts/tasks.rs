//! A stop's task and the answers to it: its prompt, the feedback on a
//! square or a number, what a step did, the puzzle's squares.

use super::lesson::{bd, row_names};
use super::table::{
    CLICK_RIGHT, CLICK_RIGHT_UNTAUGHT, CLICK_WRONG, CLICK_WRONG_UNTAUGHT, NEXT, NEXT_STOP,
};
use crate::domain::learn::lesson::{
    taught, watched, Count, Row, Slip, Square, Stop, Task, Topic, Watched,
};
use crate::domain::learn::puzzle::{Cell, Puzzle};
use crate::domain::learn::quiz::Range;
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::speech::and_list;
use crate::domain::stepper::texts::{self as stepper, after_backtrack, Ahead};
use crate::i18n::{plural, Lang};

/// The prompt of a stop's task (it names the row to read, if any; a step
/// task says how many steps the stop lets the learner take,
/// [`Stop::until`] less its step).
pub fn task_prompt(lang: Lang, stop: &Stop) -> String {
    let en = lang == Lang::En;
    let steps = stop.until.saturating_sub(stop.step);
    // The click task's buttons, by the names the ear hears (their own
    // text, shown under each column, is the column's number alone).
    let (first, last) = (
        column_button(lang, 0, None),
        column_button(lang, stop.n.saturating_sub(1), None),
    );
    match stop.task {
        Task::Puzzle if en => "Choose a square to put a queen there (choose it again to take the queen away), until every row holds a queen and no queen attacks another.".into(),
        Task::Puzzle => "マスを選んでクイーンを置いてください（もう一度選ぶと取り除けます）。どの行にもクイーンがあり、どのクイーンも利き合わない置き方を探してください。".into(),
        Task::Step { watch } if en && steps > 1 => format!("Step {steps} times, one step at a time, and watch {} change.", watch.name()),
        Task::Step { watch } if en => format!("Step once and watch {} change.", watch.name()),
        Task::Step { watch } if steps > 1 => format!("1ステップずつ {steps} 回進めて、{} の変化を見てください。", watch.name()),
        Task::Step { watch } => format!("1ステップ進めて、{} の変化を見てください。", watch.name()),
        Task::Click { ask, .. } => match (ask, en) {
            (Square::NextQueen, true) => {
                format!("Which square will bit take? Choose its column with the buttons “{first}” to “{last}”, one under each column of the board.")
            }
            (Square::NextQueen, false) => format!("bit が選ぶマスはどれでしょう？ボタン「{first}」〜「{last}」（盤の各列の下）で列を選んでください。"),
            (Square::OfBit(k), true) => {
                format!("Which column is bit {k}? Choose it with the buttons “{first}” to “{last}”, one under each column of the board.")
            }
            (Square::OfBit(k), false) => {
                format!("ビット {k} はどの列でしょう？ボタン「{first}」〜「{last}」（盤の各列の下）で選んでください。")
            }
            (Square::RightAttack, true) => {
                format!("Which square of this row does right attack? Choose its column with the buttons “{first}” to “{last}”, one under each column of the board.")
            }
            (Square::RightAttack, false) => {
                format!("right の利きが届くのは、この行のどのマスでしょう？ボタン「{first}」〜「{last}」（盤の各列の下）で列を選んでください。")
            }
        },
        Task::Number { ask, .. } => match (ask, en) {
            (Count::Candidates, true) => "How many squares of this row are still to try? Count them in the row bitmap, then type the number.".into(),
            (Count::Candidates, false) => "この行でまだ試していないマスはいくつでしょう？bitmap のビット行で数えて、数を入力してください。".into(),
            (Count::Attacked, true) => "How many squares of this row does some queen attack? Count them in the row left|down|right, then type the number.".into(),
            (Count::Attacked, false) => "この行で、どれかのクイーンの利きが届くマスはいくつでしょう？left|down|right のビット行で数えて、数を入力してください。".into(),
            (Count::Taken, true) => "Every row now holds a queen. What is down | bit, in decimal?".into(),
            (Count::Taken, false) => "どの行にもクイーンが置かれました。down | bit を10進数で答えてください。".into(),
            (Count::BackTo, true) => "Which row will the search go back to? Type its number.".into(),
            (Count::BackTo, false) => "探索はどの行に戻るでしょう？行の番号を入力してください。".into(),
            (Count::Descends, true) => "In the whole search, how many times did it go down a row? (Each queen placed either completes a solution, or the very next step goes down one row from it.)".into(),
            (Count::Descends, false) => "探索全体で、下の行へ進んだのは何回でしょう？（クイーンを1個置くと、それで解が完成するか、そうでなければ次のステップで1つ下の行へ進みます。）".into(),
        },
    }
}

/// The puzzle stop's status: solved, the queens attacked, or how far.
pub fn puzzle_status(lang: Lang, p: &Puzzle) -> String {
    let (n, placed, attacked) = (p.n, p.queens.len(), p.in_conflict());
    match (lang, p.solved(), attacked) {
        // The puzzle is the lesson's first stop: once solved, its way on
        // (NEXT_STOP) comes after the status (under the board, or beside
        // it on a phone lying down), and the status says so.
        (Lang::En, true, _) => format!("Solved: {n} queens, and none attacks another. The search finds this solution too, with the others. Go on with the “{}” button that has appeared.", NEXT_STOP.get(lang)),
        (Lang::Ja, true, _) => format!("解けました！ {n} 個のクイーンが、どれも利き合っていません。探索でも、この解はほかの解といっしょに見つかります。出てきた「{}」ボタンで先へ進んでください。", NEXT_STOP.get(lang)),
        // More queens than rows: some must share a row.
        (Lang::En, false, _) if placed > n => format!("{placed} queens on a board of {n} rows: two of them share a row, so they attack each other. Take one away."),
        (Lang::Ja, false, _) if placed > n => format!("{n} 行の盤に {placed} 個のクイーン：同じ行に2個あるので利き合います。1個取り除いてください。"),
        (Lang::En, false, 0) => format!("{placed} of {n} queens placed, none attacked."),
        (Lang::Ja, false, 0) => format!("{n} 個のうち {placed} 個を置きました。利き合っているクイーンはありません。"),
        // The squares' names already say which queen is attacked and along
        // which line ([`puzzle_cell`]): the status says what both readers
        // find, with no note on how a screen reader says it.
        (Lang::En, false, k) => format!("{placed} of {n} queens placed; {} attacked by another (outlined, their squares marked “attacked”). Each empty square shows along which lines it is attacked.", plural(k as u64, "queen is", "queens are")),
        (Lang::Ja, false, k) => format!("{n} 個のうち {placed} 個を置きました。ほかのクイーンの利きが届いているクイーンが {k} 個あります（枠で囲み、「利きが届いている」と示したマス）。空いているマスには、どの向きの利きが届いているかが表示されます。"),
    }
}

/// What a square of the puzzle holds, for a screen reader.
pub fn puzzle_cell(lang: Lang, cell: Cell) -> String {
    let (queen, attacked) = cell.parts();
    let lines: Vec<String> = [
        (attacked.row, "row", "行"),
        (attacked.column, "column", "列"),
        (attacked.rising || attacked.falling, "diagonal", "斜め"),
    ]
    .into_iter()
    .filter(|l| l.0)
    .map(|(_, en, ja)| if lang == Lang::En { en } else { ja }.to_string())
    .collect();
    match (lang, queen, lines.is_empty()) {
        (Lang::En, true, true) => "queen".into(),
        (Lang::En, true, false) => format!("queen, attacked along its {}", and_list(&lines)),
        (Lang::En, false, true) => "free".into(),
        (Lang::En, false, false) => format!("attacked along its {}", and_list(&lines)),
        (Lang::Ja, true, true) => "クイーン".into(),
        (Lang::Ja, true, false) => format!("クイーン（{}の利きが届いている）", lines.join("・")),
        (Lang::Ja, false, true) => "空き".into(),
        (Lang::Ja, false, false) => format!("{}の利きが届いている", lines.join("・")),
    }
}

/// The answer to a click task: right (with why) or not. `taught`: whether
/// the lesson has explained `bitmap & -bitmap` by this stop (before it, the
/// rule is said in words, never by an operator not yet explained).
///
/// `(bitmap, n)` is the stop's row: once `bitmap & -bitmap` is taught, the
/// right square is worked out on it, the sum and the AND that the lowest
/// bit's stop leaves to the learner.
pub fn click_feedback(
    lang: Lang,
    ask: Square,
    right: bool,
    column: usize,
    taught: bool,
    (bitmap, n): (u32, usize),
) -> String {
    let en = lang == Lang::En;
    match (ask, right, en) {
        (Square::NextQueen, true, _) if taught && bitmap != 0 => {
            let mask = solver::mask_for(n);
            let flipped = !bitmap & mask;
            let neg = bitmap.wrapping_neg() & mask;
            let low = bitmap & neg;
            match lang {
                Lang::En => format!("Right: ~bitmap + 1 = {flipped:0n$b} + 1 = {neg:0n$b} is minus bitmap, and bitmap & -bitmap = {bitmap:0n$b} & {neg:0n$b} = {low:0n$b} keeps the lowest 1 of bitmap alone: the queen is placed in its column, column {column}."),
                Lang::Ja => format!("正解！ ~bitmap + 1 = {flipped:0n$b} + 1 = {neg:0n$b} がマイナス bitmap で、bitmap & -bitmap = {bitmap:0n$b} & {neg:0n$b} = {low:0n$b} は bitmap のいちばん下の 1 だけを残します。クイーンはその列、列 {column} に置かれます。"),
            }
        }
        (Square::NextQueen, true, _) if taught => CLICK_RIGHT.get(lang).into(),
        (Square::NextQueen, false, _) if taught => CLICK_WRONG.get(lang).into(),
        (Square::NextQueen, true, _) => CLICK_RIGHT_UNTAUGHT.get(lang).into(),
        (Square::NextQueen, false, _) => CLICK_WRONG_UNTAUGHT.get(lang).into(),
        (Square::OfBit(k), true, true) => format!("Right: column c is bit n-1-c, so bit {k} is column {column}."),
        (Square::OfBit(k), true, false) => format!("正解！ 列 c はビット n-1-c なので、ビット {k} は列 {column} です。"),
        (Square::OfBit(_), false, true) => "Not this column: column c is bit n-1-c (the rightmost column is bit 0). Try again.".into(),
        (Square::OfBit(_), false, false) => "その列ではありません。列 c はビット n-1-c です（いちばん右の列がビット 0）。もう一度どうぞ。".into(),
        (Square::RightAttack, true, true) => format!("Right: the 1 of right stands under column {column}. A queen above attacks that square along its diagonal."),
        (Square::RightAttack, true, false) => format!("正解！ right の 1 は列 {column} の真下にあります。上のクイーンの斜めの利きが、このマスに届いています。"),
        (Square::RightAttack, false, true) => "Not this column: find the 1 of right, under its square. Try again.".into(),
        (Square::RightAttack, false, false) => "その列ではありません。right の 1 を探して、その真上のマスを選んでください。もう一度どうぞ。".into(),
    }
}

/// A next-queen square that is no candidate at all, its bit of `bitmap`
/// 0 (the row `b` of `n` columns): which of left, down and right attack it
/// (a 1 in its column), or, attacked by none, that this row tried it
/// already. `None` for a candidate: the hint on the lowest 1 fits that one.
pub fn not_a_candidate(lang: Lang, chosen: usize, b: solver::RowBits, n: usize) -> Option<String> {
    let bit = 1u32 << (n - 1 - chosen);
    if b.bitmap & bit != 0 {
        return None;
    }
    let by: Vec<Row> = [
        (Row::Left, b.left),
        (Row::Down, b.down),
        (Row::Right, b.right),
    ]
    .into_iter()
    .filter(|(_, v)| v & bit != 0)
    .map(|(r, _)| r)
    .collect();
    let names = row_names(lang, &by);
    let verb = if by.len() == 1 { "attacks" } else { "attack" };
    Some(match (lang, by.is_empty()) {
        (Lang::En, false) => format!("Column {chosen} is 0 in bitmap, so it is no candidate at all: {names} {verb} it (a 1 under column {chosen}). Only the 1s of bitmap are candidates. Try again."),
        (Lang::Ja, false) => format!("列 {chosen} は bitmap では 0 なので、そもそも候補ではありません。{names} の利きが届いているからです（{names} のビット行で、列 {chosen} の下が 1）。候補は bitmap の 1 のマスだけです。もう一度どうぞ。"),
        (Lang::En, true) => format!("Column {chosen} is 0 in bitmap: no queen attacks it, but this row has tried it already (bitmap ^= bit took it out). Only the 1s of bitmap are still to try. Try again."),
        (Lang::Ja, true) => format!("列 {chosen} は bitmap では 0 です。利きは届いていませんが、この行ではもう試しました（bitmap ^= bit で消えています）。まだ試すのは bitmap の 1 のマスだけです。もう一度どうぞ。"),
    })
}

/// A wrong square answered: which column was chosen, then why not (so
/// that a second wrong choice is a new sentence, read out again).
pub fn wrong_column(lang: Lang, chosen: usize, why: &str) -> String {
    match lang {
        Lang::En => format!("You chose column {chosen}. {why}"),
        Lang::Ja => format!("列 {chosen} を選びました。{why}"),
    }
}

/// Is a wrong number near the answer: off by one, or for a large answer
/// within 1% of it (a miscount, not a guess)? Only such a number is told
/// it was close ([`number_feedback`]).
pub fn near(typed: u64, answer: u64) -> bool {
    typed.abs_diff(answer) <= (answer / 100).max(1)
}

/// The answer to a number task: right (with why) if `typed` is `answer`,
/// else a hint, said to be close only where the number is ([`near`]).
pub fn number_feedback(lang: Lang, ask: Count, typed: u64, answer: u64) -> String {
    let en = lang == Lang::En;
    if typed != answer {
        let hint = match (ask, en) {
            (Count::Candidates, true) => "count the 1s of bitmap.",
            (Count::Candidates, false) => "bitmap の 1 を数えてみてください。",
            (Count::Attacked, true) => "count the 1s of left | down | right.",
            (Count::Attacked, false) => "left | down | right の 1 を数えてみてください。",
            (Count::Taken, true) => "which columns hold a queen? Each is a 1 of down | bit.",
            (Count::Taken, false) => {
                "クイーンのある列はどれでしょう？その1つ1つが down | bit の 1 です。"
            }
            (Count::BackTo, true) => "a backtrack goes up one row.",
            (Count::BackTo, false) => "バックトラックでは1つ上の行に戻ります。",
            (Count::Descends, true) => {
                "take the queens placed, less those that completed a solution."
            }
            (Count::Descends, false) => {
                "置いたクイーンの数から、解を完成させたぶんを引いてみてください。"
            }
        };
        return match (en, near(typed, answer)) {
            (true, true) => format!("Not quite: {hint} Try again."),
            (true, false) => format!("No: {hint} Try again."),
            (false, true) => format!("惜しいです。{hint}もう一度どうぞ。"),
            (false, false) => format!("違います。{hint}もう一度どうぞ。"),
        };
    }
    match (ask, en) {
        (Count::Candidates, true) => {
            format!("Right: bitmap has {answer} ones, one for each square still to try.")
        }
        (Count::Candidates, false) => {
            format!("正解！ bitmap の 1 は {answer} 個。まだ試していないマス1つにつき1つです。")
        }
        (Count::Attacked, true) => {
            format!("Right: left | down | right has {answer} ones, one for each attacked square.")
        }
        (Count::Attacked, false) => format!(
            "正解！ left | down | right の 1 は {answer} 個。利きが届くマス1つにつき1つです。"
        ),
        (Count::Taken, true) => {
            format!("Right: every column holds a queen, so every bit of down | bit is 1: {answer}.")
        }
        (Count::Taken, false) => format!(
            "正解！ どの列にもクイーンがあるので、down | bit はすべての桁が 1 で {answer} です。"
        ),
        (Count::BackTo, true) => format!("Right: a backtrack goes up one row, to row {answer}."),
        (Count::BackTo, false) => {
            format!("正解！ バックトラックでは1つ上の行、行 {answer} に戻ります。")
        }
        (Count::Descends, true) => {
            format!("Right: queens placed − solutions = {answer} steps down.")
        }
        (Count::Descends, false) => {
            format!("正解！ 置いたクイーンの数 − 解の数 = {answer} 回です。")
        }
    }
}

/// A wrong number that a typical slip explains: what the number typed is,
/// and what the task asks instead.
pub fn slip_feedback(lang: Lang, slip: Slip, typed: u64) -> String {
    let en = lang == Lang::En;
    match (slip, en) {
        (Slip::Decimal(row), true) => format!("{typed} is the value of {} read as a decimal number. The task counts its 1s instead, one for each square. Try again.", row.name()),
        (Slip::Decimal(row), false) => format!("{typed} は {} を10進数として読んだ値です。ここで数えるのは 1 の個数（マス1つにつき1つ）です。もう一度どうぞ。", row.name()),
        (Slip::CountedTwice, true) => format!("{typed} is the 1s of left, down and right added up: a square that two of them attack is counted twice. left | down | right has one 1 for each attacked square: count its 1s. Try again."),
        (Slip::CountedTwice, false) => format!("{typed} は left・down・right の 1 の数を足した値です。2つの利きが届くマスを二度数えています。left | down | right では、利きが届くマス1つにつき 1 は1つです。その 1 を数えてください。もう一度どうぞ。"),
        (Slip::QueensNotValue, true) => format!("{typed} is the number of queens. The task asks for the value of down | bit, the number whose digits are all 1, in decimal. Try again."),
        (Slip::QueensNotValue, false) => format!("{typed} はクイーンの個数です。ここで答えるのは down | bit の値（すべての桁が 1 の数）を10進数にしたものです。もう一度どうぞ。"),
        (Slip::RowNow, true) => format!("{typed} is the row the search is in now. A backtrack goes up one row from here. Try again."),
        (Slip::RowNow, false) => format!("{typed} は、探索がいまいる行です。バックトラックでは、ここから1つ上の行に戻ります。もう一度どうぞ。"),
        (Slip::Placements, true) => format!("{typed} is every queen placed. A queen that completed a solution was not followed by a step down: take those away. Try again."),
        (Slip::Placements, false) => format!("{typed} は置いたクイーンの数すべてです。解を完成させたクイーンのあとは、下の行へ進みません。そのぶんを引いてみてください。もう一度どうぞ。"),
    }
}

/// What happened to the watched row after the learner's step
/// ([`crate::domain::learn::lesson::watched`]): `bit[3]` where it is read
/// in the row gone back to, as the stop's text names it.
pub fn step_result(lang: Lang, watch: Row, seen: Watched, n: usize) -> String {
    let name = match seen.row {
        Some(r) => format!("{}[{r}]", watch.name()),
        None => watch.name().to_string(),
    };
    let (before, after) = (bd(seen.before, n), bd(seen.after, n));
    match lang {
        Lang::En => format!("{name}: {before} → {after}"),
        Lang::Ja => format!("{name}：{before} → {after}"),
    }
}

/// The status after the learner's step at stop `k` (from 1) of `all`,
/// whose task is a step (`watch` its watched row), from `before` to `s`:
/// the watched row ([`step_result`]), what the step did as the stepper
/// says it, and at a stop that takes several steps, what follows
/// ([`step_then`]). All read from the solver's events. What the step did
/// is the stepper's line ([`stepper::event_line`]) once the lesson has
/// explained every operator that line writes (`mask & ~(…)`, `bitmap &
/// -bitmap`: by the stop on the lowest bit), and its short line
/// ([`stepper::event_brief`]) before.
pub fn step_status(
    lang: Lang,
    (all, k): (&[Stop], usize),
    watch: Row,
    before: &solver::Stepper,
    s: &solver::Stepper,
) -> String {
    let stop = all[k - 1];
    let row = step_result(lang, watch, watched(watch, before, s), stop.n);
    let did = match taught(all, k, Topic::LowestBit) {
        true => stepper::event_line(lang, s),
        false => stepper::event_brief(lang, s),
    };
    let then = match stop.until > stop.step + 1 {
        true => step_then(lang, s, s.counters().steps < stop.until),
        // A stop of one step: its button is used up at once, so the status
        // says so and the way on, as the last of several steps does.
        false => steps_used_up(lang, true),
    };
    // The row's change is a sentence of its own; a Japanese sentence
    // follows a 。 with no space.
    match lang {
        Lang::En => format!("{row}. {did} {then}"),
        Lang::Ja => format!("{row}。{did}{then}"),
    }
}

/// That the stop's step button has taken every step it takes (the one
/// step of a stop of one, `single`), and the way on: the nav's Next.
pub fn steps_used_up(lang: Lang, single: bool) -> String {
    let next = NEXT.get(lang);
    match (lang, single) {
        (Lang::En, true) => format!("That is the one step this stop takes: go on with “{next}”."),
        (Lang::En, false) => format!("This stop has no more steps: go on with “{next}”."),
        (Lang::Ja, true) => {
            format!("この場面で進めるステップは 1 つだけです。「{next}」で先へ進んでください。")
        }
        (Lang::Ja, false) => {
            format!("この場面で進めるステップはここまでです。「{next}」で先へ進んでください。")
        }
    }
}

/// What follows a step at a stop whose step button takes several steps
/// (said after what the step did, [`step_status`]). A stop takes several
/// steps only where its text tells them, one backtrack after another
/// ([`crate::domain::learn::lesson::backtracks_ahead`]), so every such
/// step is a backtrack: what the row gone back to has left is said as the
/// stepper and that text say it ([`after_backtrack`]), in the form that
/// does not repeat the text ([`Ahead::Retold`]) while the learner can take
/// the next step here (`more`), else with no next step ([`Ahead::Left`])
/// and that the stop's steps are used up, with the way on (the nav's
/// Next). All read from the solver at `s`.
pub fn step_then(lang: Lang, s: &solver::Stepper, more: bool) -> String {
    let ahead = if more { Ahead::Retold } else { Ahead::Left };
    let then = match Detail::of(s) {
        Detail::Backtrack {
            to: Some(up),
            left_over,
            ..
        } => after_backtrack(lang, s.n(), up, left_over, &format!("bitmap[{up}]"), ahead),
        _ => String::new(),
    };
    let end = match more {
        true => String::new(),
        false => steps_used_up(lang, false),
    };
    match (then.is_empty() || end.is_empty(), lang) {
        (true, _) => then + &end,
        (false, Lang::En) => format!("{then} {end}"),
        (false, Lang::Ja) => format!("{then}{end}"),
    }
}

/// Said after "Back to the stop": the moment shown again, and the row
/// watched.
pub fn back_at_stop(lang: Lang, watch: Row, step: u64, value: u32, n: usize) -> String {
    let name = watch.name();
    match lang {
        Lang::En => format!(
            "Back at this stop (step {step}): {name} = {}.",
            bd(value, n)
        ),
        Lang::Ja => format!(
            "この場面（ステップ {step}）に戻りました：{name} = {}。",
            bd(value, n)
        ),
    }
}

/// An answer the question cannot have (20 for a row of 4 bits, 9 squares
/// of a row of 5): not graded, the range said. `range`: what the answer is,
/// on a board of `n` columns (the exercises' questions and the lesson's
/// number tasks alike).
pub fn out_of_range(lang: Lang, range: Range, n: usize, typed: u64) -> String {
    let max = range.max(n);
    match (lang, range) {
        (Lang::En, Range::Bits) => format!("Not graded, as it is out of range: {typed} does not fit in {n} bits, which hold 0 to {max}. Type a number from 0 to {max}."),
        (Lang::En, Range::Row) => format!("Not graded: there is no row {typed}. The rows of this board are 0 to {max}; type one of those."),
        (Lang::En, Range::Squares) => format!("Not graded, as it is out of range: a row of this board has {n} squares, so it cannot have {typed} of them. Type a number from 0 to {max}."),
        (Lang::Ja, Range::Bits) => format!("範囲外の数なので採点できません：{typed} は {n} ビットに収まりません。{n} ビットで書けるのは 0 から {max} までです。その範囲の数を入力してください。"),
        (Lang::Ja, Range::Row) => format!("範囲外の数なので採点できません：行 {typed} はありません。この盤の行は 0 から {max} までです。その範囲の行番号を入力してください。"),
        (Lang::Ja, Range::Squares) => format!("範囲外の数なので採点できません：この盤の1つの行にはマスが {n} 個しかないので、{typed} 個にはなりません。0 から {max} までの数を入力してください。"),
    }
}

/// The label of a click task's column button once chosen: its number, and
/// whether it is the column asked for (the button shows a mark for it).
pub fn chosen_column(lang: Lang, c: usize, right: bool) -> String {
    match (lang, right) {
        (Lang::En, true) => format!("column {c}: chosen, right"),
        (Lang::En, false) => format!("column {c}: chosen, not this one"),
        (Lang::Ja, true) => format!("列 {c}：選んだ列（正解）"),
        (Lang::Ja, false) => format!("列 {c}：選んだ列（不正解）"),
    }
}

/// The label of a column button of a click task or an answer digit.
pub fn column_button(lang: Lang, c: usize, on: Option<bool>) -> String {
    let state = match (lang, on) {
        (_, None) => String::new(),
        (Lang::En, Some(true)) => ": 1".into(),
        (Lang::En, Some(false)) => ": 0".into(),
        (Lang::Ja, Some(true)) => "：1".into(),
        (Lang::Ja, Some(false)) => "：0".into(),
    };
    match lang {
        Lang::En => format!("column {c}{state}"),
        Lang::Ja => format!("列 {c}{state}"),
    }
}
