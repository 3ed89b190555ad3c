//! Texts of the learn page (`?view=learn`): the lesson's stops and the
//! exercises. Every number in a stop's text is read from the stepper's state
//! at that stop.

use crate::domain::learn::lesson::{Count, Row, Slip, Square, Task, Topic};
use crate::domain::learn::puzzle::{Cell, Puzzle};
use crate::domain::learn::quiz::Kind;
use crate::domain::stepper::explain::{Branch, Detail};
use crate::domain::stepper::speech::and_list;
use crate::domain::stepper::texts as stepper;
use crate::i18n::{plural, texts, Lang};
use solver::{column_of, Event, Stepper};

texts! {
    TITLE: "Learn the bitmap search", "ビットマップ探索を学ぶ";
    LESSON_TAB: "Lesson", "レッスン";
    QUIZ_TAB: "Exercises", "練習問題";
    PREV: "Previous", "前へ";
    NEXT: "Next", "次へ";
    STOP_OF: "Stop", "場面";
    KEYS_HINT: "Keys: ← and → move between stops.", "キー操作：← と → で場面を移動します。";
    OPEN_IN_STEPPER: "Open this moment in the full stepper", "この場面をステップ実行で開く";
    TASK_LABEL: "Try it", "やってみよう";
    STEP_ONCE: "Step once", "1ステップ進める";
    STEP_AGAIN: "Back to the stop", "元の場面に戻す";
    CLICK_HINT: "Column numbers", "列番号";
    CLICK_RIGHT: "Right: bit = bitmap & -bitmap keeps the lowest 1 of bitmap, and the queen is placed in its column.",
        "正解！ bit = bitmap & -bitmap は bitmap のいちばん下の 1 だけを残し、クイーンはその列に置かれます。";
    CLICK_WRONG: "Not this column: bit = bitmap & -bitmap keeps only the lowest 1 of bitmap (the 1 furthest to the right). Try again.",
        "その列ではありません。bit = bitmap & -bitmap は、bitmap のいちばん下の 1（いちばん右にある 1）だけを残します。もう一度どうぞ。";
    CLICK_RIGHT_UNTAUGHT: "Right: the search takes the lowest 1 of bitmap (the 1 furthest to the right), and the queen is placed in its column. A later stop shows how the code finds that 1.",
        "正解！ 探索は bitmap のいちばん下の 1（いちばん右にある 1）を選び、クイーンはその列に置かれます。その 1 をプログラムがどう見つけるかは、あとの場面で見ます。";
    CLICK_WRONG_UNTAUGHT: "Not this column: the search takes only the lowest 1 of bitmap (the 1 furthest to the right). Try again.",
        "その列ではありません。探索は bitmap のいちばん下の 1（いちばん右にある 1）だけを選びます。もう一度どうぞ。";
    SOURCES: "Sources: the articles this lesson follows", "出典：このレッスンが参考にした記事";
    SHIFT_BEFORE: "before", "ずらす前";
    SHIFT_AFTER: "<< 1: a 0 enters on the right", "<< 1：右端に 0 が入る";
    SHIFT_KEPT: "the board's window keeps", "盤の窓に残る";
    COLUMN: "column", "列";
    NEXT_PLACES: "Where to go next", "次に進む";
    GO_QUIZ: "Test yourself: predict the next bits", "練習問題：次のビットを予想する";
    GO_SYMMETRY: "Symmetry: why 92 solutions are 12 families", "対称性：92個の解が12グループになる理由";
    GO_COUNT: "Count every solution, fast", "すべての解を高速に数える";
    GO_TREE: "See the whole search of 5 queens as a tree", "5クイーンの探索全体を木で見る";
    GO_CODE: "Read the search as a program in C, Python, JavaScript or Rust (the stepper's code panel)", "探索を C・Python・JavaScript・Rust のプログラムで読む（ステップ実行のコード欄）";
    BANNER_DISMISS: "Hide", "閉じる";
    SAME_MOMENT: "The board is the same as at the previous stop: this stop looks at another part of the same moment.",
        "盤は前の場面と同じです。同じ瞬間の、別のところを見ていきます。";

    QUIZ_INTRO: "Each question is a real moment of the search: give a value as it will be after the next step. \
        Choose the digits under the board's columns, or type the number in decimal, then check.",
        "どの問題も、探索の途中の本物の場面です。次のステップのあとの値を答えてください。\
        盤の列の下の桁を選ぶか、10進数で入力して「答え合わせ」を押します。";
    ANSWER_BITS: "Your answer, one digit per column", "あなたの答え（列ごとに1桁）";
    ANSWER_DECIMAL: "Your answer in decimal", "10進数での答え";
    ANSWER_NUMBER: "Your answer", "答え";
    ANSWER_BELOW: "Type your answer in the box under the board and its rows.", "答えは、盤とビット行の下の欄に入力します。";
    YES: "Yes", "はい";
    NO: "No", "いいえ";
    CHECK: "Check", "答え合わせ";
    NEXT_QUESTION: "Next question", "次の問題";
    CORRECT: "Correct!", "正解！";
    PUZZLE_KEYS: "On the board, the arrow keys move between squares; Enter or Space puts a queen or takes it away.",
        "盤の上では矢印キーでマスを移動し、Enter か Space でクイーンを置いたり取り除いたりします。";
    WRONG: "Not quite.", "残念。";
    BAD_ANSWER: "Enter a whole number, 0 or more, in digits.", "0 以上の整数を数字で入力してください。";
    NO_ANSWER: "No answer yet: type a whole number, then Check.", "まだ答えがありません。整数を入力してから「答え合わせ」を押してください。";
    NO_CHOICE: "No answer yet: choose Yes or No, then Check.", "まだ答えがありません。「はい」か「いいえ」を選んでから「答え合わせ」を押してください。";
    WHY: "How it is computed", "計算のしかた";
    SCORE: "Score", "得点";
    STREAK: "Streak", "連続正解";
    RESET: "Reset progress", "成績をリセット";
    NEW_SET: "New set", "新しい問題セット";
    YOUR_ANSWER: "Your answer", "あなたの答え";
    RIGHT_ANSWER: "The answer", "正しい答え";
    EASIER_NOTE: "The next question is the same kind on a smaller board.", "次は同じ種類の問題を小さい盤で出します。";
    AGAIN_NOTE: "The next question is the same kind again.", "次も同じ種類の問題を出します。";
    TYPE_FIRST: "Type your answer in the box first.", "先に欄に答えを入力してください。";
    BINARY_NOT_DECIMAL: "Those are the binary digits: the box asks for the value in decimal. Convert them and try again.",
        "それは2進数の桁です。この欄には10進数で答えます。10進数に直して、もう一度どうぞ。";
    OUTSIDE_NOTE: "Your answer has a 1 left of column 0, outside the board: that bit is cut off by mask (& mask).",
        "あなたの答えには、列 0 より左（盤の外）に 1 があります。そのビットは mask で切り落とされます（& mask）。";
}

/// `01100 (12)`: binary over `n` digits and decimal.
fn bd(v: u32, n: usize) -> String {
    format!("{v:0n$b} ({v})")
}

/// `bitmap & -bitmap` worked out on the stop's own `bitmap` (the one on
/// the screen) up to the step the learner takes: its digits flipped (`~`,
/// kept to the board's `n` columns) as an equation; adding 1 and the AND are
/// left to do, so that the task (which column `bit` takes) is the learner's.
/// No minus sign is ever written before a binary value (`-10010` reads as a
/// negative binary number): minus bitmap is said in words.
fn worked_lowest_bit(lang: Lang, n: usize, bitmap: u32) -> String {
    let mask = solver::mask_for(n);
    let flipped = !bitmap & mask;
    match lang {
        Lang::En => format!("Here bitmap = {}. First, flip every digit (~bitmap, kept to the board's {n} columns with & mask): ~{bitmap:0n$b} & {mask:0n$b} = {flipped:0n$b}. Then add 1 to {flipped:0n$b}: those {n} digits are minus bitmap as the computer writes it (two's complement), not a binary number with a minus sign. Last, AND them with {bitmap:0n$b}: which 1 of bitmap is left?", bd(bitmap, n)),
        Lang::Ja => format!("いまは bitmap = {} です。まず、すべての桁を反転します（~bitmap。盤の {n} 列だけ残します）：~{bitmap:0n$b} & {mask:0n$b} = {flipped:0n$b}。次に {flipped:0n$b} に 1 を足すと、その {n} 桁がマイナス bitmap（2の補数。マイナス記号つきの2進数ではありません）になります。最後に {bitmap:0n$b} と AND を取ると、bitmap のどの 1 が残るでしょう？", bd(bitmap, n)),
    }
}

/// `^` worked out on the stop's own values: `bitmap` before the queen was
/// taken (`before`), its `bit`, and what is left.
fn worked_xor(lang: Lang, n: usize, before: u32, bit: u32) -> String {
    let after = before ^ bit;
    match lang {
        Lang::En => format!("^ is XOR (exclusive or): a digit of the result is 1 where the two numbers' digits differ, and 0 where they are the same. So bitmap ^= bit, short for bitmap = bitmap ^ bit, turns the 1 of bit to 0 in bitmap and keeps every other digit: {before:0n$b} ^ {bit:0n$b} = {after:0n$b}."),
        Lang::Ja => format!("^ は XOR（排他的論理和）です。2つの数のその桁が違えば結果の桁は 1、同じなら 0 になります。だから bitmap ^= bit（bitmap = bitmap ^ bit の短い書き方）は、bitmap の中の bit の 1 を 0 にして、ほかの桁はそのまま残します：{before:0n$b} ^ {bit:0n$b} = {after:0n$b}。"),
    }
}

/// `|` worked out on two values of `n` digits with a 1 in common: a 1 in
/// either gives a 1, a 1 in both still one.
fn worked_or(lang: Lang, n: usize) -> String {
    let mask = solver::mask_for(n);
    let (a, b) = ((1 << (n - 1) | 1 << 2) & mask, 0b110 & mask);
    let or = a | b;
    match lang {
        Lang::En => format!("The vertical bar | is OR: a digit of the result is 1 where either number has a 1 in that column (a 1 in both still gives one 1): {a:0n$b} | {b:0n$b} = {or:0n$b}."),
        Lang::Ja => format!("縦棒 | は OR（または）です。2つの数のどちらかのその桁に 1 があれば、結果のその桁は 1 になります（両方が 1 でも 1 つの 1）：{a:0n$b} | {b:0n$b} = {or:0n$b}。"),
    }
}

/// The value the lesson shifts by hand (the top three of `n` bits), the
/// value shifted (`n + 1` digits), and what the board's window keeps.
pub fn shift_example(n: usize) -> (u32, u32, u32) {
    let mask = solver::mask_for(n);
    let v = mask & !(mask >> 3);
    (v, v << 1, (v << 1) & mask)
}

/// `<< 1` worked out once in binary, in the board's `n`-column window:
/// every digit one place to the left, a 0 entering on the right, the top
/// digit leaving the window (`11100 << 1 = 111000`, kept `11000`).
fn worked_shift(lang: Lang, n: usize) -> String {
    let (v, shifted, kept) = shift_example(n);
    let wide = n + 1;
    match lang {
        Lang::En => format!("Shift left is written with two less-than signs <<. << 1 moves every digit one place to the left: a 0 comes in on the right, and the top digit leaves the board's {n}-column window, where mask cuts it off. In binary: {v:0n$b} << 1 = {shifted:0wide$b}, and the window keeps {kept:0n$b}: the top 1 is gone."),
        Lang::Ja => format!("左シフトは小なり記号2つ << で書きます。<< 1 は、すべての桁を1つ左へずらします。右端には 0 が入り、いちばん上の桁は盤の {n} 列の窓の外へ出て、mask で切り落とされます。2進数では {v:0n$b} << 1 = {shifted:0wide$b} で、窓の中に残るのは {kept:0n$b} です。いちばん上の 1 が消えました。"),
    }
}

/// What the search does next from `s`, a row with no candidate left: each
/// backtrack the solver takes from here, one sentence each, the later ones
/// told as the stepper tells them ([`stepper::after_backtrack`]), up to the
/// row that has a candidate left.
fn backtracks_ahead(lang: Lang, s: &Stepper) -> String {
    let (n, mut t) = (s.n(), s.clone());
    let mut out = Vec::new();
    while let Some(Event::Backtrack { .. }) = t.next() {
        let Detail::Backtrack {
            row,
            to: Some(up),
            lifted,
            left_over,
            ..
        } = Detail::of(&t)
        else {
            out.push(match lang {
                Lang::En => "Row 0 has no candidate left either: the search is over.".to_string(),
                Lang::Ja => "行 0 にも候補が残っていないので、探索は終わります。".to_string(),
            });
            break;
        };
        let c = lifted.unwrap_or(0);
        if out.is_empty() {
            out.push(match lang {
                Lang::En => format!("So the next step is a backtrack: the queen of row {row} is lifted, and the search goes back to row {up} and lifts its queen from column {c} too, since everything below it has been tried."),
                Lang::Ja => format!("そこで次のステップでバックトラックします。行 {row} のクイーンを取り除き、行 {up} に戻って、列 {c} のクイーンも取り除きます。その下はすべて試し終えたからです。"),
            });
        }
        out.push(stepper::after_backtrack(
            lang,
            n,
            up,
            left_over,
            &format!("bitmap[{up}]"),
        ));
        if left_over != 0 {
            break;
        }
    }
    // One paragraph for each row the search goes back to.
    out.join("\n\n")
}

/// A stop's heading.
pub fn stop_title(lang: Lang, topic: Topic) -> &'static str {
    let (en, ja) = match topic {
        Topic::Problem => (
            "The puzzle: queens that do not attack each other",
            "問題：互いに利き合わないクイーン",
        ),
        Topic::RowIsANumber => ("A row is a number", "1つの行は1つの数"),
        Topic::QueenIsABit => ("A queen is one bit", "クイーンは1ビット"),
        Topic::Candidates => (
            "Several bits, several squares: bitmap",
            "複数のビットは複数のマス：bitmap",
        ),
        Topic::Down => ("down: the columns taken", "down：使われた列"),
        Topic::Left => ("left: diagonals moving left", "left：左下へ進む斜めの利き"),
        Topic::Right => (
            "right: diagonals moving right",
            "right：右下へ進む斜めの利き",
        ),
        Topic::Or => (
            "All attacks at once: left | down | right",
            "利きをまとめる：left | down | right",
        ),
        Topic::MaskAndNot => (
            "The free squares: mask & ~(…)",
            "空いているマス：mask & ~(…)",
        ),
        Topic::LowestBit => (
            "The lowest candidate: bitmap & -bitmap",
            "いちばん下の候補：bitmap & -bitmap",
        ),
        Topic::Remove => ("Used up: bitmap ^= bit", "使った候補を消す：bitmap ^= bit"),
        Topic::NextRow => ("To the next row: << 1 and >> 1", "次の行へ：<< 1 と >> 1"),
        Topic::Solution => ("A solution: 4 2 0 3 1", "解が1つ完成：4 2 0 3 1"),
        Topic::Backtrack => ("Nothing left: backtrack", "候補がない：バックトラック"),
        Topic::Stack => ("The explicit stack remembers", "配列のスタックが覚えている"),
        Topic::DeadEnd => ("A dead end", "行き止まり"),
        Topic::EightQueens => ("The same loop on 8×8", "8×8 でも同じループ"),
        Topic::End => ("The last solution, and the end", "最後の解と、探索の終わり"),
    };
    match lang {
        Lang::En => en,
        Lang::Ja => ja,
    }
}

/// A stop's explanation in paragraphs ([`stop_body`]'s, split where it
/// has a blank line): the page shows each as a paragraph of its own.
pub fn stop_paragraphs(lang: Lang, topic: Topic, s: &Stepper) -> Vec<String> {
    stop_body(lang, topic, s)
        .split("\n\n")
        .map(str::to_string)
        .collect()
}

/// A stop's explanation, with the numbers of its state `s`; its paragraphs
/// are set apart by a blank line (`\n\n`).
pub fn stop_body(lang: Lang, topic: Topic, s: &Stepper) -> String {
    let n = s.n();
    let b = s.current_bits();
    let row = s.row().unwrap_or(0);
    let queens = crate::format::column_list(&s.queens());
    let c = s.counters();
    let en = lang == Lang::En;
    match topic {
        Topic::Problem => {
            let ways = s.clone().run_to_end();
            if en {
                format!("The N-Queens puzzle: put n queens on an n×n chessboard so that no two attack each other. A queen attacks every square of its row, of its column and of both its diagonals. On this {n}×{n} board there are {ways} ways to do it: find one.\n\nThe search this lesson follows puts one queen in each row, from the top down, so what matters is how a queen attacks the rows below it: along three lines, straight down, down to the left and down to the right. Those three lines are the search's three attack rows, down, left and right; the next stops show how each of them is one number.")
            } else {
                format!("Nクイーン問題：n×n のチェス盤に n 個のクイーンを、どの2つも互いに利きが届かないように置きます。クイーンの利きは、同じ行・同じ列・2本の斜めのすべてのマスに届きます。この {n}×{n} の盤では、置き方が {ways} 通りあります。1つ見つけてみよう。\n\nこのレッスンで学ぶ探索は、上の行から順に1行に1個ずつクイーンを置くので、大事なのは下の行への利きです。下の行へは、真下・左下・右下の3本の向きに届きます。この3本の向きが、探索の3つの利き down・left・right です。次の場面から、それぞれを1つの数で表すしくみを見ていきます。")
            }
        }
        Topic::RowIsANumber => {
            if en {
                format!("On a {n}×{n} board each row is a number of {n} bits, one bit per square. Column c is bit n-1-c (here n = {n}), so the rightmost column is bit 0 and the binary digits below sit under their squares. mask = {} has a 1 for every column of the board, and at the start bitmap = mask: every square of row 0 is a candidate.", bd(b.mask, n))
            } else {
                format!("{n}×{n} の盤では、1つの行を {n} ビットの数で表します。1ビットが1マスです。列 c はビット n-1-c（ここでは n = {n}）なので、いちばん右の列がビット 0 です。下に並ぶ2進数の各桁は、そのマスの真下にあります。mask = {} は盤のすべての列に 1 が立った数です。はじめは bitmap = mask なので、行 0 のどのマスも候補です。", bd(b.mask, n))
            }
        }
        Topic::QueenIsABit => {
            if en {
                format!("A queen is a number with a single 1: the bit of its square. The search always tries the lowest 1 of bitmap first. bitmap = {}.", bd(b.bitmap, n))
            } else {
                format!("クイーンは、1 が1つだけの数（そのマスのビット）で表します。探索はいつも bitmap のいちばん下の 1（最下位のビット、いちばん右の 1）から試します。いまは bitmap = {} です。", bd(b.bitmap, n))
            }
        }
        Topic::Candidates => {
            if en {
                format!("The queen of row {row} is bit = {}, column {}. bitmap = {} now holds the other squares of this row that are still to be tried: a number with several 1s stands for several squares at once.", bd(b.bit, n), column_of(b.bit.max(1), n), bd(b.bitmap, n))
            } else {
                format!("行 {row} のクイーンは bit = {}（列 {}）です。bitmap = {} には、この行でまだ試していないマスが残っています。1 がいくつもある数は、いくつものマスを一度に表します。", bd(b.bit, n), column_of(b.bit.max(1), n), bd(b.bitmap, n))
            }
        }
        Topic::Down => {
            if en {
                format!("Before the search goes down, the queen's attacks are carried to the next row. down is the columns already taken: down | bit = {}, unchanged from row to row. {}", bd(b.down | b.bit, n), worked_or(lang, n))
            } else {
                format!("下の行へ進む前に、クイーンの利きを次の行へ運びます。down は使われた列です。down | bit = {} は、行が変わっても同じ列のまま下へ伝わります。{}", bd(b.down | b.bit, n), worked_or(lang, n))
            }
        }
        Topic::Left => {
            if en {
                format!("left holds the diagonals that go down to the left. Going one row down moves each of them one column to the left: (left | bit) << 1. Here left | bit = {}.\n\n{}", bd(b.left | b.bit, n), worked_shift(lang, n))
            } else {
                format!("left は左下へ向かう斜めの利きです。1行下がるごとに1列左へずれるので、(left | bit) << 1 と書きます。ここでは left | bit = {} です。\n\n{}", bd(b.left | b.bit, n), worked_shift(lang, n))
            }
        }
        Topic::Right => {
            if en {
                format!("right holds the diagonals that go down to the right. Shift right is written with two greater-than signs >>: (right | bit) >> 1 moves them one column to the right per row. In row {row}, right = {}. A 1 shifted past column {} falls off the board.", bd(b.right, n), n - 1)
            } else {
                format!("right は右下へ向かう斜めの利きです。右シフトは大なり記号2つ >> で書きます。(right | bit) >> 1 で、1行ごとに1列右へずれます。行 {row} では right = {} です。列 {} より右へ押し出された 1 は、盤の外へ落ちます。", bd(b.right, n), n - 1)
            }
        }
        Topic::Or => {
            if en {
                format!("OR puts the three attacks together: left | down | right = {} | {} | {} = {}. A 1 is a square of row {row} that some queen attacks.", bd(b.left, n), bd(b.down, n), bd(b.right, n), bd(b.attacks, n))
            } else {
                format!("OR で3つの利きを1つにまとめます：left | down | right = {} | {} | {} = {}。1 のマスは、行 {row} でどれかのクイーンの利きが届いているマスです。", bd(b.left, n), bd(b.down, n), bd(b.right, n), bd(b.attacks, n))
            }
        }
        Topic::MaskAndNot => {
            if en {
                format!("The tilde ~ is NOT, which turns attacked into free, and the ampersand & is AND: AND with mask keeps only the {n} columns of the board: bitmap = mask & ~(left | down | right) = {} & ~{} = {}.", bd(b.mask, n), bd(b.attacks, n), bd(b.bitmap, n))
            } else {
                format!("チルダ ~ は NOT で、「利きが届く」と「空いている」を入れ替えます。アンパサンド & は AND で、mask との AND で盤の {n} 列だけを残します：bitmap = mask & ~(left | down | right) = {} & ~{} = {}。", bd(b.mask, n), bd(b.attacks, n), bd(b.bitmap, n))
            }
        }
        Topic::LowestBit => {
            if en {
                format!("The search takes the lowest 1 of bitmap first, and bitmap & -bitmap finds it. The minus sign - before bitmap makes its negative; in two's complement, -bitmap = ~bitmap + 1: flip every digit, then add 1.\n\nAdding 1 carries up to the lowest 1 of bitmap; every digit above it stays flipped, so bitmap & -bitmap keeps that 1 alone.\n\n{}", worked_lowest_bit(lang, n, b.bitmap))
            } else {
                format!("探索は bitmap のいちばん下の 1 から試します。その 1 を見つけるのが bitmap & -bitmap です。bitmap の前のマイナス記号 - は、符号を反転した数を表します。2の補数では -bitmap = ~bitmap + 1 です。すべての桁を反転してから 1 を足します。\n\n1 を足すと、繰り上がりが bitmap のいちばん下の 1 の桁まで進み、それより上の桁は反転したまま残ります。だから bitmap & -bitmap では、その 1 だけが残ります。\n\n{}", worked_lowest_bit(lang, n, b.bitmap))
            }
        }
        Topic::Remove => {
            if en {
                format!("The queen goes to bit = {}, and bitmap ^= bit removes that candidate so that it is tried only once: it leaves {}.\n\n{}", bd(b.bit, n), bd(b.bitmap, n), worked_xor(lang, n, b.bitmap | b.bit, b.bit))
            } else {
                format!("クイーンは bit = {} に置かれます。bitmap ^= bit でその候補を消すので、同じマスを二度試すことはありません。残るのは {} です。\n\n{}", bd(b.bit, n), bd(b.bitmap, n), worked_xor(lang, n, b.bitmap | b.bit, b.bit))
            }
        }
        Topic::NextRow => {
            if en {
                format!("All three attacks move together to row {}: left shifts left, right shifts right, down stays. This row's queen stands in column {}: its left diagonal, (left | bit) << 1, is pushed past the left edge, and mask cuts it off.", row + 1, column_of(b.bit.max(1), n))
            } else {
                format!("3つの利きが、いっしょに行 {} へ移ります。left は左へ、right は右へずれ、down は同じ列のままです。この行のクイーンは列 {} にあるので、その左下への利き (left | bit) << 1 は盤の左端の外へ押し出され、mask で切り落とされます。", row + 1, column_of(b.bit.max(1), n))
            }
        }
        Topic::Solution => {
            if en {
                format!("Step {}: the queen of the last row is placed and the board holds {n} queens in columns {queens}: the classic worked example of this algorithm. Solutions found: {}.", c.steps, c.solutions)
            } else {
                format!("ステップ {}：最後の行にクイーンが置かれ、{n} 個のクイーンがそろいました。各行のクイーンの列は、上から {queens} です。このアルゴリズムの解説でよく使われる例です。見つかった解：{}。", c.steps, c.solutions)
            }
        }
        Topic::Backtrack => {
            if en {
                format!("A solution is complete, but the search is not over: it goes on to find the others. Row {row} has bitmap = {}: no candidate is left.\n\n{}", bd(b.bitmap, n), backtracks_ahead(lang, s))
            } else {
                format!("解が1つできましたが、探索は終わりではありません。ほかの解も見つけるために続けます。行 {row} は bitmap = {} で、候補が残っていません。\n\n{}", bd(b.bitmap, n), backtracks_ahead(lang, s))
            }
        }
        Topic::Stack => {
            if en {
                format!("Back in row {row}, come up from row {} as the stop before told: its queen was lifted (a grey queen in a dashed square on the board), and the bit row is empty until the next queen is chosen.\n\nThere is no recursion: every row keeps its own left, down, right and bitmap in arrays, an explicit stack. So row {row} finds its remaining candidates bitmap = {} exactly as it left them, and goes on with the next one.", row + 1, bd(b.bitmap, n))
            } else {
                format!("前の場面で見たとおり、行 {} から行 {row} に戻りました。この行のクイーンは取り除かれ（盤では点線の枠の灰色の ♛ で示しています）、次のクイーンを選ぶまで bit の行は空です。\n\nこの探索は再帰を使いません。各行の left、down、right、bitmap を配列にしまってある（これがスタックです）ので、行 {row} は残りの候補 bitmap = {} をそのまま取り出して、次の候補へ進めます。", row + 1, bd(b.bitmap, n))
            }
        }
        Topic::DeadEnd => {
            if en {
                format!("Row {row} was just reached, and left | down | right = {} attacks every square: bitmap = {}. Nothing can be placed, so the next step backtracks at once.", bd(b.attacks, n), bd(b.bitmap, n))
            } else {
                format!("行 {row} に来たところですが、left | down | right = {} で、どのマスにも利きが届いています。bitmap = {} です。何も置けないので、次のステップですぐにバックトラックします。", bd(b.attacks, n), bd(b.bitmap, n))
            }
        }
        Topic::EightQueens => {
            if en {
                format!("On the classic 8×8 board the same few lines find the first solution, {queens}, at step {}.", c.steps)
            } else {
                format!("チェス盤と同じ 8×8 の盤でも、ここまでと同じ探索がステップ {} で最初の解 {queens} を見つけます。", c.steps)
            }
        }
        Topic::End => {
            // The end itself shows an empty board: it is told here, at the
            // last full one, with the counters of the whole search.
            let mut rest = s.clone();
            while rest.next().is_some() {}
            let (k, all) = (c.solutions, rest.counters());
            let more = all.placements - c.placements;
            if en {
                format!("Solution {k}, with queens in columns {queens}, is the last one. The search cannot know that: it still places {more} more queens, all dead ends, and stops only when row 0 has no candidate left. In all: {} steps, {} queens placed, {} backtracks, {} solutions.", all.steps, all.placements, all.backtracks, all.solutions)
            } else {
                format!("{k} 個目の解（クイーンの列は {queens}）が、この探索で見つかる最後の解です。探索にはそれが最後だとわからないので、このあともクイーンを {more} 回置き、そのすべてが行き止まりになります。行 0 に候補がなくなったところで、探索は止まります。全体では {} ステップ、置いたクイーン {} 回、バックトラック {} 回、解は {} 個です。", all.steps, all.placements, all.backtracks, all.solutions)
            }
        }
    }
}

/// The names of `rows`, `left, down and right` / `left・down・right`.
fn row_names(lang: Lang, rows: &[Row]) -> String {
    let names: Vec<&str> = rows.iter().map(|r| r.name()).collect();
    match (lang, names.split_last()) {
        (_, None) => String::new(),
        (Lang::Ja, _) => names.join("・"),
        (Lang::En, Some((last, []))) => (*last).to_string(),
        (Lang::En, Some((last, rest))) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Which rows a stop is about (they stand out; the others are dimmed).
pub fn rows_note(lang: Lang, rows: &[Row]) -> String {
    let names = row_names(lang, rows);
    match lang {
        // A question about the whole search, not one row.
        Lang::En if rows.is_empty() => "This stop asks about the whole search, not one row; the bit rows are there for reference.".into(),
        Lang::Ja if rows.is_empty() => "この場面の問いは1つの行ではなく探索全体についてです。ビットの行は参考として表示しています。".into(),
        Lang::En => format!("This stop is about the rows {names}; the other rows are there for reference."),
        Lang::Ja => format!("この場面で見るのは {names} の行です。ほかの行は参考として表示しています。"),
    }
}

/// The prompt of a stop's task (it names the row to read, if any).
pub fn task_prompt(lang: Lang, task: Task) -> String {
    let en = lang == Lang::En;
    match task {
        Task::Puzzle if en => "Choose a square to put a queen there (choose it again to take the queen away), until every row holds a queen and no queen attacks another.".into(),
        Task::Puzzle => "マスを選んでクイーンを置こう（もう一度選ぶと取り除けます）。どの行にもクイーンがあり、どのクイーンも利き合わない置き方を探そう。".into(),
        Task::Step { watch } if en => format!("Step once and watch {} change.", watch.name()),
        Task::Step { watch } => format!("1ステップ進めて、{} の変化を見よう。", watch.name()),
        Task::Click { ask, .. } => match (ask, en) {
            (Square::NextQueen, true) => {
                "Which square will bit take? Choose its column with the buttons column 0, column 1 and so on, one above each column of the board.".into()
            }
            (Square::NextQueen, false) => "bit が選ぶマスはどれ？盤の各列の上にあるボタン（列 0、列 1、…）で列を選ぼう。".into(),
            (Square::OfBit(k), true) => {
                format!("Which column is bit {k}? Choose it with the buttons column 0, column 1 and so on, one above each column of the board.")
            }
            (Square::OfBit(k), false) => {
                format!("ビット {k} はどの列？盤の各列の上にあるボタン（列 0、列 1、…）で選ぼう。")
            }
            (Square::RightAttack, true) => {
                "Which square of this row does right attack? Choose its column with the buttons column 0, column 1 and so on, one above each column of the board.".into()
            }
            (Square::RightAttack, false) => {
                "right の利きが届くのは、この行のどのマス？盤の各列の上にあるボタン（列 0、列 1、…）で列を選ぼう。".into()
            }
        },
        Task::Number { ask, .. } => match (ask, en) {
            (Count::Candidates, true) => "How many squares of this row are still to try? Count them in the row bitmap, then type the number.".into(),
            (Count::Candidates, false) => "この行でまだ試していないマスはいくつ？bitmap の行で数えて、数を入力しよう。".into(),
            (Count::Attacked, true) => "How many squares of this row does some queen attack? Count them in the row left|down|right, then type the number.".into(),
            (Count::Attacked, false) => "この行で、どれかのクイーンの利きが届くマスはいくつ？left|down|right の行で数えて、数を入力しよう。".into(),
            (Count::Taken, true) => "Every row now holds a queen. What is down | bit, in decimal?".into(),
            (Count::Taken, false) => "どの行にもクイーンが置かれました。down | bit を10進数で答えよう。".into(),
            (Count::BackTo, true) => "Which row will the search go back to? Type its number.".into(),
            (Count::BackTo, false) => "探索はどの行に戻る？行の番号を入力しよう。".into(),
            (Count::Descends, true) => "In the whole search, how many times did it go down a row? (Each queen placed either completes a solution, or the very next step goes down one row from it.)".into(),
            (Count::Descends, false) => "探索全体で、下の行へ進んだのは何回でしょう？（クイーンを1個置くと、それで解が完成するか、そうでなければ次のステップで1つ下の行へ進みます。）".into(),
        },
    }
}

/// The link from the lowest-bit stop to the bits primer's card on it,
/// named by the card's own title.
pub fn primer_lowest(lang: Lang) -> String {
    let card = crate::domain::bits::texts::CARD_LOWEST_TITLE.get(lang);
    match lang {
        Lang::En => format!("Try it on numbers of your own in the bits primer: {card}"),
        Lang::Ja => format!("自分で選んだ数で試すには、ビット入門のカード「{card}」へ"),
    }
}

/// The banner that offers the lesson: how long it is, in stops (the
/// lesson's own count), never a time it cannot know.
pub fn banner(lang: Lang) -> String {
    let k = crate::domain::learn::lesson::STOP_COUNT;
    match lang {
        Lang::En => format!("New here? Take the lesson: {k} stops through one real search."),
        Lang::Ja => format!("はじめての方へ：本物の探索を {k} の場面でたどるレッスンをどうぞ。"),
    }
}

/// A stop that shows an earlier moment of the same search than the stop
/// before it (`from`, that stop's state; `to`, this one's), and why: the
/// moment this stop's topic needs comes earlier in the search. Only the
/// lowest-bit stop goes back (the lesson's tests hold it to that): its
/// question needs a row with several candidates, and the search's rows
/// after `from` until the seeds' solution have one each.
pub fn earlier_moment(lang: Lang, topic: Topic, from: &Stepper, to: &Stepper) -> String {
    let n = to.n();
    let (a, b) = (from.counters().steps, to.counters().steps);
    let (fb, tb) = (from.current_bits().bitmap, to.current_bits().bitmap);
    let (fr, tr) = (from.row().unwrap_or(0), to.row().unwrap_or(0));
    let (fk, tk) = (u64::from(fb.count_ones()), u64::from(tb.count_ones()));
    // With one candidate, bitmap & -bitmap still picks it: what that row
    // lacks is a choice among several, which this stop's question needs.
    let (why_en, why_ja) = if fk == 1 {
        (
            "bitmap & -bitmap can only pick that one, so there is no choice to watch",
            "bitmap & -bitmap が選ぶのはその 1 つしかなく、どれを選ぶかを見ることができません",
        )
    } else {
        (
            "not the choice this stop asks about",
            "この場面で考えたい選び方ではありません",
        )
    };
    match (lang, topic) {
        (Lang::En, Topic::LowestBit) => format!(
            "The board goes back in time: the stop before showed step {a}, where row {fr} has {} (bitmap = {}): {why_en}. This stop goes back to step {b} of the same search, where row {tr} has {} (bitmap = {}); the next stops go on from there.",
            plural(fk, "candidate", "candidates"),
            bd(fb, n),
            plural(tk, "candidate", "candidates"),
            bd(tb, n)
        ),
        (Lang::Ja, Topic::LowestBit) => format!(
            "盤が少し前に戻ります。前の場面はステップ {a} で、行 {fr} の候補は {fk} 個（bitmap = {}）なので、{why_ja}。この場面は同じ探索のステップ {b} に戻ります。ここでは行 {tr} に候補が {tk} 個あります（bitmap = {}）。次の場面からは、ここから先へ進みます。",
            bd(fb, n),
            bd(tb, n)
        ),
        (Lang::En, _) => {
            format!("This stop goes back to an earlier moment of the same search, step {b}.")
        }
        (Lang::Ja, _) => format!("この場面は、同じ探索の少し前の瞬間（ステップ {b}）に戻ります。"),
    }
}

/// The puzzle stop's status: solved, the queens attacked, or how far.
pub fn puzzle_status(lang: Lang, p: &Puzzle) -> String {
    let (n, placed, attacked) = (p.n, p.queens.len(), p.in_conflict());
    match (lang, p.solved(), attacked) {
        (Lang::En, true, _) => format!("Solved: {n} queens, and none attacks another. The search finds this solution too, with the others."),
        (Lang::Ja, true, _) => format!("できた！ {n} 個のクイーンが、どれも利き合っていません。探索も、この解をほかの解といっしょに見つけます。"),
        // More queens than rows: some must share a row.
        (Lang::En, false, _) if placed > n => format!("{placed} queens on a board of {n} rows: two of them share a row, so they attack each other. Take one away."),
        (Lang::Ja, false, _) if placed > n => format!("{n} 行の盤に {placed} 個のクイーン：同じ行に2個あるので利き合います。1個取り除こう。"),
        (Lang::En, false, 0) => format!("{placed} of {n} queens placed, none attacked."),
        (Lang::Ja, false, 0) => format!("{n} 個のうち {placed} 個を置きました。利き合っているクイーンはありません。"),
        (Lang::En, false, k) => format!("{placed} of {n} queens placed; {} attacked by another (outlined, and named so on its square): each square says along which line.", plural(k as u64, "queen is", "queens are")),
        (Lang::Ja, false, k) => format!("{n} 個のうち {placed} 個を置きました。ほかのクイーンの利きが届いているクイーンが {k} 個あります（枠で囲んだマス。マスの名前でもそう伝えます）。各マスに、どの向きの利きかが表示されます。"),
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
        (Square::RightAttack, false, false) => "その列ではありません。right の 1 を探して、その真上のマスを選ぼう。もう一度どうぞ。".into(),
    }
}

/// A wrong square answered: which column was chosen, then why not (so
/// that a second wrong choice is a new sentence, read out again).
pub fn wrong_column(lang: Lang, chosen: usize, why: &str) -> String {
    match lang {
        Lang::En => format!("You chose column {chosen}. {why}"),
        Lang::Ja => format!("列 {chosen} を選びました。{why}"),
    }
}

/// The answer to a number task: right (with why) or a hint.
pub fn number_feedback(lang: Lang, ask: Count, right: bool, answer: u64) -> String {
    let en = lang == Lang::En;
    match (ask, right, en) {
        (Count::Candidates, true, true) => {
            format!("Right: bitmap has {answer} ones, one for each square still to try.")
        }
        (Count::Candidates, true, false) => {
            format!("正解！ bitmap の 1 は {answer} 個。まだ試していないマス1つにつき1つです。")
        }
        (Count::Candidates, false, true) => "Not quite: count the 1s of bitmap. Try again.".into(),
        (Count::Candidates, false, false) => {
            "惜しい。bitmap の 1 を数えてみよう。もう一度どうぞ。".into()
        }
        (Count::Attacked, true, true) => {
            format!("Right: left | down | right has {answer} ones, one for each attacked square.")
        }
        (Count::Attacked, true, false) => format!(
            "正解！ left | down | right の 1 は {answer} 個。利きが届くマス1つにつき1つです。"
        ),
        (Count::Attacked, false, true) => {
            "Not quite: count the 1s of left | down | right. Try again.".into()
        }
        (Count::Attacked, false, false) => {
            "惜しい。left | down | right の 1 を数えてみよう。もう一度どうぞ。".into()
        }
        (Count::Taken, true, true) => {
            format!("Right: every column holds a queen, so every bit of down | bit is 1: {answer}.")
        }
        (Count::Taken, true, false) => format!(
            "正解！ どの列にもクイーンがあるので、down | bit はすべての桁が 1 で {answer} です。"
        ),
        (Count::Taken, false, true) => {
            "Not quite: which columns hold a queen? Each is a 1 of down | bit. Try again.".into()
        }
        (Count::Taken, false, false) => {
            "惜しい。クイーンのある列はどれ？その1つ1つが down | bit の 1 です。もう一度どうぞ。"
                .into()
        }
        (Count::BackTo, true, true) => {
            format!("Right: a backtrack goes up one row, to row {answer}.")
        }
        (Count::BackTo, true, false) => {
            format!("正解！ バックトラックでは1つ上の行、行 {answer} に戻ります。")
        }
        (Count::BackTo, false, true) => "Not quite: a backtrack goes up one row. Try again.".into(),
        (Count::BackTo, false, false) => {
            "惜しい。バックトラックでは1つ上の行に戻ります。もう一度どうぞ。".into()
        }
        (Count::Descends, true, true) => {
            format!("Right: queens placed − solutions = {answer} steps down.")
        }
        (Count::Descends, true, false) => {
            format!("正解！ 置いたクイーンの数 − 解の数 = {answer} 回です。")
        }
        (Count::Descends, false, true) => {
            "Not quite: take the queens placed, less those that completed a solution. Try again."
                .into()
        }
        (Count::Descends, false, false) => {
            "惜しい。置いたクイーンの数から、解を完成させたぶんを引いてみよう。もう一度どうぞ。"
                .into()
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
        (Slip::CountedTwice, false) => format!("{typed} は left・down・right の 1 の数を足した値です。2つの利きが届くマスを二度数えています。left | down | right では、利きが届くマス1つにつき 1 は1つです。その 1 を数えよう。もう一度どうぞ。"),
        (Slip::QueensNotValue, true) => format!("{typed} is the number of queens. The task asks for the value of down | bit, the number whose digits are all 1, in decimal. Try again."),
        (Slip::QueensNotValue, false) => format!("{typed} はクイーンの個数です。ここで答えるのは down | bit の値（すべての桁が 1 の数）を10進数にしたものです。もう一度どうぞ。"),
        (Slip::RowNow, true) => format!("{typed} is the row the search is in now. A backtrack goes up one row from here. Try again."),
        (Slip::RowNow, false) => format!("{typed} は、探索がいまいる行です。バックトラックでは、ここから1つ上の行に戻ります。もう一度どうぞ。"),
        (Slip::Placements, true) => format!("{typed} is every queen placed. A queen that completed a solution was not followed by a step down: take those away. Try again."),
        (Slip::Placements, false) => format!("{typed} は置いたクイーンの数すべてです。解を完成させたクイーンのあとは、下の行へ進みません。そのぶんを引いてみよう。もう一度どうぞ。"),
    }
}

/// What happened to the watched row after the learner's step.
pub fn step_result(lang: Lang, watch: Row, before: u32, after: u32, n: usize) -> String {
    let name = watch.name();
    match lang {
        Lang::En => format!("{name}: {} → {}", bd(before, n), bd(after, n)),
        Lang::Ja => format!("{name}：{} → {}", bd(before, n), bd(after, n)),
    }
}

/// Said by the exercises' tools once they acted: New set, Reset progress.
pub fn quiz_told(lang: Lang, told: crate::domain::learn::quiz_machine::Told) -> String {
    use crate::domain::learn::quiz_machine::Told;
    match (lang, told) {
        (Lang::En, Told::NewSet(k)) => format!("A new set of exercises is shown, at question {k}."),
        (Lang::Ja, Told::NewSet(k)) => format!("新しい問題セットを表示しました。問 {k} からです。"),
        (Lang::En, Told::Reset) => "Progress reset: no score yet, back to question 1.".to_string(),
        (Lang::Ja, Told::Reset) => {
            "成績をリセットしました。得点はなく、問 1 からです。".to_string()
        }
    }
}

/// Said after "Back to the stop": the moment shown again, and the row
/// watched.
pub fn back_at_stop(lang: Lang, watch: Row, step: u64, value: u32, n: usize) -> String {
    let name = watch.name();
    match lang {
        Lang::En => format!("Back at the stop's step {step}: {name} = {}.", bd(value, n)),
        Lang::Ja => format!(
            "場面のステップ {step} に戻りました：{name} = {}。",
            bd(value, n)
        ),
    }
}

/// `Stop 3 / 17`.
pub fn progress(lang: Lang, k: usize, total: usize) -> String {
    format!("{} {k} / {total}", STOP_OF.get(lang))
}

/// An answer the question cannot have (20 for a row of 4 bits): not graded,
/// the range said. `row`: the answer is a row number, else a row of `n`
/// bits.
pub fn out_of_range(lang: Lang, row: bool, n: usize, typed: u64) -> String {
    let max = if row {
        n.saturating_sub(1) as u32
    } else {
        solver::mask_for(n)
    };
    match (lang, row) {
        (Lang::En, false) => format!("Not graded: {typed} does not fit in {n} bits. A row of this board is a value from 0 to {max}; check your answer and try again."),
        (Lang::En, true) => format!("Not graded: there is no row {typed}. The rows of this board are 0 to {max}; check your answer and try again."),
        (Lang::Ja, false) => format!("採点していません：{typed} は {n} ビットに収まりません。この盤の行の値は 0 から {max} までです。答えを見直してもう一度どうぞ。"),
        (Lang::Ja, true) => format!("採点していません：行 {typed} はありません。この盤の行は 0 から {max} までです。答えを見直してもう一度どうぞ。"),
    }
}

/// The stop's number, said with its heading (the visible "Stop 5 / 18"
/// above it is for the eye): "Stop 5 of 18: ".
pub fn heading_number(lang: Lang, k: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Stop {k} of {total}: "),
        Lang::Ja => format!("場面 {k}（全 {total} 場面）："),
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

/// The next event of an exercise's moment, in words (never the code's
/// name of the event).
pub fn next_event(lang: Lang, event: Branch) -> &'static str {
    match (event, lang) {
        (Branch::Place, Lang::En) => "Next, a queen is placed in this row.",
        (Branch::Place, Lang::Ja) => "次は、この行にクイーンを置きます。",
        (Branch::Descend, Lang::En) => {
            "Next, the queen's attacks are carried down and the search moves to the next row."
        }
        (Branch::Descend, Lang::Ja) => "次は、クイーンの利きを下へ運び、探索が次の行へ進みます。",
        (Branch::Backtrack, Lang::En) => {
            "Next, the search backtracks: no candidate is left in this row."
        }
        (Branch::Backtrack, Lang::Ja) => {
            "次は、この行に候補が残っていないので、探索は後戻り（バックトラック）します。"
        }
    }
}

/// The question of the exercises.
pub fn question_text(lang: Lang, kind: Kind, n: usize, step: u64) -> String {
    let ask = match (kind, lang) {
        (Kind::Bitmap, Lang::En) => "What is bitmap of the new row?",
        (Kind::Bitmap, Lang::Ja) => "新しい行の bitmap は？",
        (Kind::Left, Lang::En) => "What is left of the new row?",
        (Kind::Left, Lang::Ja) => "新しい行の left は？",
        (Kind::Down, Lang::En) => "What is down of the new row?",
        (Kind::Down, Lang::Ja) => "新しい行の down は？",
        (Kind::Right, Lang::En) => "What is right of the new row?",
        (Kind::Right, Lang::Ja) => "新しい行の right は？",
        (Kind::Bit, Lang::En) => "What is its bit?",
        (Kind::Bit, Lang::Ja) => "その bit は？",
        (Kind::Row, Lang::En) => "Which row (its number) is the search in after it?",
        (Kind::Row, Lang::Ja) => "そのあと、探索がいる行の番号は？",
        (Kind::Solution, Lang::En) => "Does it complete a solution?",
        (Kind::Solution, Lang::Ja) => "これで解が完成しますか？",
    };
    let next = next_event(lang, kind.event());
    match lang {
        Lang::En => format!("n = {n}, step {step}. {next} {ask}"),
        Lang::Ja => format!("n = {n}、ステップ {step}。{next}{ask}"),
    }
}

/// The expected value in the feedback.
pub fn expected_line(lang: Lang, kind: Kind, expected: u32, n: usize) -> String {
    // The yes / no question and the row in words: never the code's names
    // (`solution = 0`, `row = 4`) in prose.
    let yes = expected == 1;
    match (kind, lang) {
        (Kind::Solution, _) => {
            let word = if yes { YES } else { NO }.get(lang);
            return match lang {
                Lang::En => format!("The answer: {word}."),
                Lang::Ja => format!("答え：{word}。"),
            };
        }
        (Kind::Row, Lang::En) => return format!("The answer: row {expected}."),
        (Kind::Row, Lang::Ja) => return format!("答え：行 {expected}。"),
        _ => {}
    }
    let value = if kind.is_bits() {
        bd(expected, n)
    } else {
        expected.to_string()
    };
    match lang {
        Lang::En => format!("The answer: {} = {value}.", kind.id()),
        Lang::Ja => format!("答え：{} = {value}。", kind.id()),
    }
}

/// The label of the answer's row of digits, in words: `your down`, never
/// `down ?` (which, with its value, read as `down ?= 0`, a C operator).
pub fn answer_label(lang: Lang, kind: Kind) -> String {
    match lang {
        Lang::En => format!("your {}", kind.id()),
        Lang::Ja => format!("あなたの {}", kind.id()),
    }
}

/// The answer's value after its label, where the label has a line of its
/// own (a phone, n > 5): `your down: 12`.
pub fn answer_value(lang: Lang, value: u32) -> String {
    match lang {
        Lang::En => format!(": {value}"),
        Lang::Ja => format!("：{value}"),
    }
}

/// The answer the learner chose to a yes / no question (1 = yes).
pub fn chosen_line(lang: Lang, given: u32) -> String {
    let word = if given == 1 { YES } else { NO }.get(lang);
    match lang {
        Lang::En => format!("{}: {word}.", YOUR_ANSWER.get(lang)),
        Lang::Ja => format!("{}：{word}。", YOUR_ANSWER.get(lang)),
    }
}

/// The columns where a wrong answer's digits differ from the right ones.
pub fn differing(lang: Lang, columns: &[usize]) -> String {
    let list: Vec<String> = columns.iter().map(|c| c.to_string()).collect();
    match lang {
        Lang::En if columns.len() == 1 => format!("The digit of column {} differs.", list[0]),
        Lang::En => format!("The digits of columns {} differ.", list.join(", ")),
        Lang::Ja => format!("違う桁：列 {}", list.join("・列 ")),
    }
}

/// Score and streak.
pub fn score_line(lang: Lang, score: u64, answered: u64, streak: u64, best: u64) -> String {
    match lang {
        Lang::En => format!("{score} / {answered} right · streak {streak} (best {best})"),
        Lang::Ja => format!("{answered} 問中 {score} 問正解・連続 {streak}（最高 {best}）"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::learn::lesson::stops;
    use crate::i18n::check_both;
    use solver::Timeline;

    /// What a rejected answer is told is true of it: `-1` is a whole
    /// number, so the message asks for one of 0 or more, not for "a whole
    /// number".
    #[test]
    fn a_rejected_answer_is_told_what_is_asked() {
        use crate::domain::learn::quiz::{judge, Judged};
        for typed in ["-1", "－１", " -60 ", "1.5", "x"] {
            assert_eq!(judge(typed, 3, 5), Judged::NotANumber, "{typed}");
        }
        assert!(BAD_ANSWER.get(Lang::En).contains("0 or more"));
        assert!(BAD_ANSWER.get(Lang::Ja).contains("0 以上"));
    }

    #[test]
    fn every_stop_text_says_the_numbers_of_its_state_in_both_languages() {
        for stop in stops() {
            let s = Timeline::new(stop.n).seek(stop.step);
            let n = stop.n;
            let b = s.current_bits();
            let (left, down, right, mask, bitmap) = (b.left, b.down, b.right, b.mask, b.bitmap);
            let bd = |v: u32| format!("{v:0n$b} ({v})");
            // The values each topic quotes, read from the state here, and
            // its equations computed here with the operations they name.
            let values: Vec<String> = match stop.topic {
                // The board's size and its number of solutions.
                Topic::Problem => vec![
                    format!("{n}×{n}"),
                    s.clone().run_to_end().to_string(),
                    "down".into(),
                    "left".into(),
                    "right".into(),
                ],
                Topic::RowIsANumber => vec![format!("mask = {}", bd(mask))],
                Topic::QueenIsABit
                | Topic::Candidates
                | Topic::Backtrack
                | Topic::Stack
                | Topic::DeadEnd => vec![format!("bitmap = {}", bd(bitmap))],
                Topic::Down => vec![format!("down | bit = {}", bd(down | b.bit))],
                Topic::Left => vec![format!("left | bit = {}", bd(left | b.bit))],
                Topic::Right => vec![format!("right = {}", bd(right))],
                Topic::Or => vec![format!(
                    "left | down | right = {} | {} | {} = {}",
                    bd(left),
                    bd(down),
                    bd(right),
                    bd(left | down | right)
                )],
                Topic::MaskAndNot => vec![format!(
                    "bitmap = mask & ~(left | down | right) = {} & ~{} = {}",
                    bd(mask),
                    bd(left | down | right),
                    bd(mask & !(left | down | right))
                )],
                Topic::LowestBit => vec![format!("bitmap = {}", bd(bitmap))],
                Topic::Remove => vec![format!("bit = {}", bd(b.bit)), bd(bitmap)],
                Topic::NextRow => vec![(s.row().unwrap() + 1).to_string()],
                Topic::Solution | Topic::EightQueens => {
                    vec![
                        crate::format::column_list(&s.queens()),
                        s.counters().steps.to_string(),
                    ]
                }
                Topic::End => {
                    let mut rest = s.clone();
                    while rest.next().is_some() {}
                    let all = rest.counters();
                    vec![
                        crate::format::column_list(&s.queens()),
                        all.steps.to_string(),
                        all.placements.to_string(),
                        all.backtracks.to_string(),
                        "92".into(),
                    ]
                }
            };
            let values: Vec<&str> = values.iter().map(String::as_str).collect();
            check_both(&values, |l| stop_body(l, stop.topic, &s));
            check_both(&[], |l| stop_title(l, stop.topic).to_string());
            check_both(&[], |l| task_prompt(l, stop.task));
        }
    }

    /// Every text of stop `k` (from 1) as the page shows it: title, body,
    /// task, the rows' note and the task's answers.
    fn texts_of_stop(
        lang: Lang,
        all: &[crate::domain::learn::lesson::Stop],
        k: usize,
    ) -> Vec<String> {
        use crate::domain::learn::lesson::taught;
        let stop = all[k - 1];
        let s = Timeline::new(stop.n).seek(stop.step);
        let mut out = vec![
            stop_title(lang, stop.topic).to_string(),
            stop_body(lang, stop.topic, &s),
            task_prompt(lang, stop.task),
            rows_note(lang, stop.rows),
        ];
        match stop.task {
            Task::Click { ask, column } => {
                for right in [true, false] {
                    out.push(click_feedback(
                        lang,
                        ask,
                        right,
                        column,
                        taught(all, k, Topic::LowestBit),
                        (s.current_bits().bitmap, stop.n),
                    ));
                }
            }
            Task::Number { ask, answer } => {
                out.push(number_feedback(lang, ask, true, answer));
                out.push(number_feedback(lang, ask, false, answer));
            }
            Task::Step { .. } | Task::Puzzle => {}
        }
        out
    }

    /// The lesson never uses an operator before the stop that explains it
    /// (`|`, `<<` and `bitmap & -bitmap` are the easy ones to use early),
    /// and that stop's text does explain it, in both languages.
    #[test]
    fn every_operator_is_explained_where_the_lesson_first_uses_it() {
        let all = stops();
        // The operator, the stop that explains it, and how its text does.
        let explained = [
            ("|", Topic::Down, "vertical bar | is OR", "縦棒 | は OR"),
            (
                "<<",
                Topic::Left,
                "<< 1 moves every digit one place to the left",
                "<< 1 は、すべての桁を1つ左へずらします",
            ),
            (
                ">>",
                Topic::Right,
                ">> 1 moves them one column to the right",
                ">> 1 で、1行ごとに1列右へずれます",
            ),
            (
                "~",
                Topic::MaskAndNot,
                "tilde ~ is NOT, which turns attacked into free",
                "チルダ ~ は NOT で",
            ),
            (
                "&",
                Topic::MaskAndNot,
                "ampersand & is AND: AND with mask keeps",
                "アンパサンド & は AND で、mask との AND",
            ),
            (
                "-bitmap",
                Topic::LowestBit,
                "-bitmap = ~bitmap + 1",
                "-bitmap = ~bitmap + 1",
            ),
            ("^", Topic::Remove, "^ is XOR", "^ は XOR"),
        ];
        for lang in [Lang::En, Lang::Ja] {
            for (op, topic, en, ja) in explained {
                let first = (1..=all.len())
                    .find(|&k| texts_of_stop(lang, &all, k).iter().any(|t| t.contains(op)))
                    .unwrap_or_else(|| panic!("{op} is never used"));
                assert_eq!(
                    all[first - 1].topic,
                    topic,
                    "{lang:?}: {op} first used at stop {first}"
                );
                let stop = all[first - 1];
                let body = stop_body(lang, topic, &Timeline::new(stop.n).seek(stop.step));
                let how = if lang == Lang::En { en } else { ja };
                assert!(
                    body.contains(how),
                    "{lang:?}: {op} is not explained at its first use: {body}"
                );
            }
        }
    }

    /// A symbol the lesson introduces reaches the ear by its name and its
    /// character ("the vertical bar | is OR"), never as its own word ("OR
    /// is OR"), in every text of every stop, in both languages.
    #[test]
    fn every_symbol_a_stop_introduces_is_named_for_the_ear() {
        use crate::domain::spoken::{for_ear, lost_symbols, symbol_name};
        let all = stops();
        let introduced = [
            (Topic::Down, "|"),
            (Topic::Left, "<<"),
            (Topic::Right, ">>"),
            (Topic::MaskAndNot, "~"),
            (Topic::MaskAndNot, "&"),
            (Topic::LowestBit, "-"),
            (Topic::Remove, "^"),
        ];
        for lang in [Lang::En, Lang::Ja] {
            for k in 1..=all.len() {
                for text in texts_of_stop(lang, &all, k) {
                    let said = for_ear(&text, all[k - 1].n, lang);
                    let lost = lost_symbols(&text, &said, lang);
                    assert!(lost.is_empty(), "{lang:?} stop {k}: {lost:?} in {said}");
                }
            }
            for (topic, symbol) in introduced {
                let stop = all.iter().find(|s| s.topic == topic).unwrap();
                let body = stop_body(lang, topic, &Timeline::new(stop.n).seek(stop.step));
                let said = for_ear(&body, stop.n, lang).to_lowercase();
                let named = format!("{} {symbol}", symbol_name(symbol, lang));
                assert!(
                    said.contains(&named),
                    "{lang:?} {topic:?}: no {named:?} in {said}"
                );
            }
        }
    }

    /// The shift is shown once in binary on the board's window: every digit
    /// one place, a 0 entering, the top digit leaving (`11100 → 11000`).
    #[test]
    fn the_shift_is_shown_in_binary_in_the_board_s_window() {
        for lang in [Lang::En, Lang::Ja] {
            let text = worked_shift(lang, 5);
            assert!(text.contains("11100 << 1 = 111000"), "{text}");
            let keeps = if lang == Lang::En {
                "the window keeps 11000"
            } else {
                "窓の中に残るのは 11000"
            };
            assert!(text.contains(keeps), "{text}");
            let text = worked_shift(lang, 8);
            assert!(text.contains("11100000 << 1 = 111000000"), "{text}");
        }
    }

    /// Stop 10's worked example is the stop's own bitmap, the one on the
    /// screen (not a value of its own), worked as far as the learner's
    /// task: the flip as an equation, the sum and the AND left to do (the
    /// right square's feedback works them out). It cannot be read as a
    /// negative binary number: no minus sign before a binary value.
    #[test]
    fn the_lowest_bit_example_is_the_stop_s_own_bitmap() {
        let all = stops();
        let stop = all.iter().find(|s| s.topic == Topic::LowestBit).unwrap();
        let s = Timeline::new(stop.n).seek(stop.step);
        let (n, bitmap) = (stop.n, s.current_bits().bitmap);
        let mask = solver::mask_for(n);
        let Task::Click { ask, column } = stop.task else {
            panic!()
        };
        for lang in [Lang::En, Lang::Ja] {
            let body = stop_body(lang, Topic::LowestBit, &s);
            for bad in ["-0", "-1", "− 0", "−1", "−0"] {
                assert!(!body.contains(bad), "{lang:?}: {bad} in {body}");
            }
            let flip = format!("~{bitmap:0n$b} & {mask:0n$b} = {:0n$b}", !bitmap & mask);
            assert!(body.contains(&flip), "{lang:?}: {flip} in {body}");
            assert!(
                body.contains(&format!("bitmap = {bitmap:0n$b} ({bitmap})")),
                "{body}"
            );
            let said = click_feedback(lang, ask, true, column, true, (bitmap, n));
            let neg = bitmap.wrapping_neg() & mask;
            let and = format!("{bitmap:0n$b} & {neg:0n$b} = {:0n$b}", bitmap & neg);
            assert!(said.contains(&and), "{lang:?}: {and} in {said}");
            assert!(
                said.contains(&format!("{:0n$b} + 1 = {neg:0n$b}", !bitmap & mask)),
                "{said}"
            );
        }
        assert_eq!(bitmap, 0b11100, "the row with three candidates");
    }

    /// `^` is explained where it is first used, on the stop's own values:
    /// the digits that differ give 1, and the one removed is bit's.
    #[test]
    fn xor_is_explained_on_the_stop_s_values() {
        let all = stops();
        let stop = all.iter().find(|s| s.topic == Topic::Remove).unwrap();
        let s = Timeline::new(stop.n).seek(stop.step);
        let (n, b) = (stop.n, s.current_bits());
        let before = b.bitmap | b.bit;
        let eq = format!("{before:0n$b} ^ {:0n$b} = {:0n$b}", b.bit, before ^ b.bit);
        assert_eq!(before ^ b.bit, b.bitmap);
        for (lang, means) in [
            (Lang::En, "where the two numbers' digits differ"),
            (Lang::Ja, "違えば結果の桁は 1"),
        ] {
            let body = stop_body(lang, Topic::Remove, &s);
            assert!(
                body.contains(&eq) && body.contains(means),
                "{lang:?}: {body}"
            );
        }
    }

    /// No paragraph of a stop is a wall of text on a phone: at most about
    /// eight lines at 390 px (stop 10 was one paragraph of fourteen).
    #[test]
    fn no_stop_paragraph_is_a_wall_of_text() {
        for stop in stops() {
            let s = Timeline::new(stop.n).seek(stop.step);
            for (lang, most) in [(Lang::En, 400), (Lang::Ja, 200)] {
                for p in stop_paragraphs(lang, stop.topic, &s) {
                    let len = p.chars().count();
                    assert!(
                        len <= most,
                        "{lang:?} {:?}: {len} characters: {p}",
                        stop.topic
                    );
                }
            }
        }
    }

    /// The stops go forward through the search; the one stop that goes back
    /// (the lowest bit, which needs a row with a choice) says why, from the
    /// two moments: the row before had one candidate, this one several.
    #[test]
    fn the_stops_go_forward_or_say_why_the_board_went_back() {
        let all = stops();
        let mut back = 0;
        for k in 1..all.len() {
            let (a, b) = (all[k - 1], all[k]);
            if a.n != b.n || b.step >= a.step {
                continue;
            }
            back += 1;
            assert_eq!(b.topic, Topic::LowestBit, "stop {} goes back", k + 1);
            let (from, to) = (
                Timeline::new(a.n).seek(a.step),
                Timeline::new(b.n).seek(b.step),
            );
            let (fb, tb) = (from.current_bits().bitmap, to.current_bits().bitmap);
            assert_eq!(fb.count_ones(), 1);
            assert!(tb.count_ones() > 1);
            // The rows the search reaches from there to the seeds' solution
            // have one candidate each: no later moment would do.
            let solution = all
                .iter()
                .find(|s| s.topic == Topic::Solution)
                .unwrap()
                .step;
            for step in a.step..solution {
                let t = Timeline::new(a.n).seek(step);
                if matches!(t.last_event(), Some(Event::Descend { .. })) {
                    assert!(t.current_bits().bitmap.count_ones() <= 1, "step {step}");
                }
            }
            let n = b.n;
            let bd = |v: u32| format!("{v:0n$b} ({v})");
            check_both(
                &[&a.step.to_string(), &b.step.to_string(), &bd(fb), &bd(tb)],
                |l| earlier_moment(l, b.topic, &from, &to),
            );
            assert!(earlier_moment(Lang::En, b.topic, &from, &to).contains("has 1 candidate"));
            // One candidate is still picked by bitmap & -bitmap (the stop
            // before asked which square it picks): never "nothing to choose".
            for lang in [Lang::En, Lang::Ja] {
                let said = earlier_moment(lang, b.topic, &from, &to);
                assert!(
                    !said.contains("nothing") && !said.contains("ありません。"),
                    "{said}"
                );
                assert!(
                    said.contains("only pick that one") || said.contains("その 1 つしか"),
                    "{said}"
                );
            }
        }
        assert_eq!(back, 1);
    }

    /// The banner claims no time it cannot know: it gives the lesson's
    /// length in stops, the lesson's own count.
    #[test]
    fn the_banner_counts_the_stops_and_claims_no_duration() {
        let k = stops().len().to_string();
        check_both(&[&k], banner);
        assert!(!banner(Lang::En).contains("minute"));
        assert!(!banner(Lang::Ja).contains("分"));
    }

    /// The last stop's question says what follows a queen placed: either a
    /// solution, or the very next step goes down one row (checked on the
    /// whole search of that stop).
    #[test]
    fn the_descends_question_says_what_the_search_does() {
        let all = stops();
        let end = all.iter().find(|s| s.topic == Topic::End).unwrap();
        let mut last = None;
        for e in Stepper::new(end.n) {
            if let Some(Event::Place {
                row,
                solution: false,
                ..
            }) = last
            {
                assert_eq!(e, Event::Descend { row: row + 1 });
            }
            last = Some(e);
        }
        let ja = task_prompt(Lang::Ja, end.task);
        assert!(ja.contains("次のステップで1つ下の行へ進みます"), "{ja}");
        assert!(!ja.contains("そのあと1回"), "{ja}");
        let en = task_prompt(Lang::En, end.task);
        assert!(en.contains("the very next step goes down one row"), "{en}");
    }

    /// A typical wrong number gets a feedback that says what the number is
    /// (stop 8: 5 = a square counted twice, 15 = the row's decimal value),
    /// worked out from the stop's moment; the right answer never does.
    #[test]
    fn typical_slips_get_their_own_feedback_in_both_languages() {
        use crate::domain::learn::lesson::{slip, Slip};
        let all = stops();
        let or = all.iter().find(|s| s.topic == Topic::Or).unwrap();
        let s = Timeline::new(or.n).seek(or.step);
        let Task::Number { ask, answer } = or.task else {
            panic!()
        };
        assert_eq!(answer, 4);
        assert_eq!(slip((ask, answer), &s, 5), Some(Slip::CountedTwice));
        assert_eq!(
            slip((ask, answer), &s, 15),
            Some(Slip::Decimal(Row::Attacks))
        );
        assert_eq!(slip((ask, answer), &s, 3), None);
        check_both(&["5", "left | down | right"], |l| {
            slip_feedback(l, Slip::CountedTwice, 5)
        });
        check_both(&["15", "left|down|right"], |l| {
            slip_feedback(l, Slip::Decimal(Row::Attacks), 15)
        });
        let mut seen = std::collections::HashSet::new();
        for stop in &all {
            let Task::Number { ask, answer } = stop.task else {
                continue;
            };
            let s = Timeline::new(stop.n).seek(stop.step);
            assert_eq!(slip((ask, answer), &s, answer), None, "{:?}", stop.topic);
            let mut rest = s.clone();
            while rest.next().is_some() {}
            for typed in (0..300).chain([rest.counters().placements]) {
                if let Some(found) = slip((ask, answer), &s, typed) {
                    seen.insert(std::mem::discriminant(&found));
                    check_both(&[&typed.to_string()], |l| slip_feedback(l, found, typed));
                }
            }
        }
        assert_eq!(seen.len(), 5, "every slip happens at some stop");
    }

    /// Each question says its next event in words, in both languages, and
    /// never by the code's name of the event ("The next event is a
    /// Descend.").
    #[test]
    fn questions_say_the_next_event_in_words() {
        let events = [Branch::Place, Branch::Descend, Branch::Backtrack];
        for lang in [Lang::En, Lang::Ja] {
            let words: Vec<&str> = events.iter().map(|&e| next_event(lang, e)).collect();
            let distinct: std::collections::HashSet<_> = words.iter().collect();
            assert_eq!(
                distinct.len(),
                events.len(),
                "{lang:?}: one sentence per event"
            );
            for kind in Kind::ALL {
                let text = question_text(lang, kind, 6, 123);
                assert!(text.contains(next_event(lang, kind.event())), "{text}");
                for e in events.iter().filter(|&&e| e != kind.event()) {
                    assert!(!text.contains(next_event(lang, *e)), "{text}");
                }
                for name in ["Place", "Descend", "Backtrack", "event"] {
                    assert!(
                        !text.contains(name),
                        "{lang:?} {kind:?}: the code's name {name}: {text}"
                    );
                }
            }
        }
        check_both(&[], |l| next_event(l, Branch::Descend).to_string());
        check_both(&[], |l| next_event(l, Branch::Place).to_string());
        check_both(&[], |l| next_event(l, Branch::Backtrack).to_string());
    }

    #[test]
    fn function_texts_say_their_values_in_both_languages() {
        check_both(&["3 / 17"], |l| progress(l, 3, 17));
        check_both(&["4", "1"], |l| column_button(l, 4, Some(true)));
        check_both(&["left", "00010", "01100"], |l| {
            step_result(l, Row::Left, 2, 12, 5)
        });
        for kind in Kind::ALL {
            check_both(&["n = 6", "123"], |l| question_text(l, kind, 6, 123));
        }
        check_both(&["bitmap", "01100 (12)"], |l| {
            expected_line(l, Kind::Bitmap, 12, 5)
        });
        check_both(&["3"], |l| expected_line(l, Kind::Row, 3, 5));
        // Japanese feedback in Japanese words (no `row = 4` or
        // `solution = 0`).
        assert_eq!(expected_line(Lang::Ja, Kind::Row, 4, 5), "答え：行 4。");
        assert_eq!(
            expected_line(Lang::Ja, Kind::Solution, 0, 5),
            "答え：いいえ。"
        );
        assert_eq!(
            expected_line(Lang::En, Kind::Solution, 1, 5),
            "The answer: Yes."
        );
        for kind in Kind::ALL {
            let q = question_text(Lang::Ja, kind, 5, 9);
            assert!(
                !q.contains("1 = "),
                "a yes / no question asks no number: {q}"
            );
        }
        check_both(&["7", "9", "2", "4"], |l| score_line(l, 7, 9, 2, 4));
        assert_eq!(chosen_line(Lang::En, 0), "Your answer: No.");
        // The answer row reads as words, not as an operator (`down ?= 0`).
        for lang in [Lang::En, Lang::Ja] {
            let row = format!(
                "{}{}",
                answer_label(lang, Kind::Down),
                answer_value(lang, 0)
            );
            assert!(!row.contains('?') && !row.contains('='), "{row}");
            check_both(&["down", "0"], |l| {
                format!("{}{}", answer_label(l, Kind::Down), answer_value(l, 0))
            });
        }
        assert_eq!(chosen_line(Lang::Ja, 1), "あなたの答え：はい。");
        check_both(&["1", "4"], |l| differing(l, &[1, 4]));
        check_both(&["3"], |l| differing(l, &[3]));
    }
}
