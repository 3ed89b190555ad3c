//! A stop's heading and explanation, with the numbers of its state, and
//! its place in the lesson (its number, a moment earlier than the stop
//! before, the banner that offers the lesson).

use super::table::STOP_OF;
use crate::domain::learn::lesson::{Row, Since, Topic};
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::texts as stepper;
use crate::i18n::{plural, Lang};
use solver::{column_of, Stepper};

/// `01100 (12)`: binary over `n` digits and decimal.
pub(super) fn bd(v: u32, n: usize) -> String {
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
        Lang::En => format!("The vertical bar | is OR: a digit of the result is 1 where either number has a 1 in that column (a 1 in both still gives 1): {a:0n$b} | {b:0n$b} = {or:0n$b}."),
        Lang::Ja => format!("縦棒 | は OR（または）です。2つの数のどちらかのその桁に 1 があれば、結果のその桁は 1 になります（両方とも 1 でも結果は 1）：{a:0n$b} | {b:0n$b} = {or:0n$b}。"),
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
pub(super) fn worked_shift(lang: Lang, n: usize) -> String {
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
    for _ in 0..crate::domain::learn::lesson::backtracks_ahead(s) {
        t.next();
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
            stepper::Ahead::Told,
        ));
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
                format!("Nクイーン問題：n×n のチェス盤に n 個のクイーンを、どの2つも互いに利きが届かないように置きます。クイーンの利きは、同じ行・同じ列・2本の斜めのすべてのマスに届きます。この {n}×{n} の盤では、置き方が {ways} 通りあります。1つ見つけてみてください。\n\nこのレッスンで学ぶ探索は、上の行から順に1行に1個ずつクイーンを置くので、大事なのは下の行への利きです。下の行へは、真下・左下・右下の3本の向きに届きます。この3本の向きが、探索の3つの利き down・left・right です。次の場面から、それぞれを1つの数で表すしくみを見ていきます。")
            }
        }
        Topic::RowIsANumber => {
            if en {
                format!("On a {n}×{n} board each row is a number of {n} bits, one bit per square. Column c is bit n-1-c (here n = {n}), so the rightmost column is bit 0.\n\nThe binary digits below sit under their squares, in the same order: the first digit, on the left, is column 0's, the last is column {}'s. mask = {} has a 1 for every column of the board, and at the start bitmap = mask: every square of row 0 is a candidate.", n - 1, bd(b.mask, n))
            } else {
                format!("{n}×{n} の盤では、1つの行を {n} ビットの数で表します。1ビットが1マスです。列 c はビット n-1-c（ここでは n = {n}）なので、いちばん右の列がビット 0 です。\n\n下に並ぶ2進数の各桁はそのマスの真下にあり、並ぶ順も同じです：左端の最初の桁が列 0、最後の桁が列 {} です。mask = {} は盤のすべての列に 1 が立った数です。はじめは bitmap = mask なので、行 0 のどのマスも候補です。", n - 1, bd(b.mask, n))
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
                format!("前の場面で見たとおり、行 {} から行 {row} に戻りました。この行のクイーンは取り除かれ（盤では点線の枠の灰色の ♛ で示しています）、次のクイーンを選ぶまで bit のビット行は空です。\n\nこの探索は再帰を使いません。各行の left、down、right、bitmap を配列にしまってある（これがスタックです）ので、行 {row} は残りの候補 bitmap = {} をそのまま取り出して、次の候補へ進めます。", row + 1, bd(b.bitmap, n))
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
                format!("{k} 個目の解（クイーンの列は {queens}）が、この探索で見つかる最後の解です。探索にはそれが最後だとわからないので、このあともクイーンを {more} 回置き、そのすべてが行き止まりになります。行 0 に候補がなくなったところで、探索は止まります。全体では {} ステップで、置いたクイーンは {} 個、戻った回数は {} 回、解は {} 個です。", all.steps, all.placements, all.backtracks, all.solutions)
            }
        }
    }
}

/// The names of `rows`, `left, down and right` / `left・down・right`.
pub(super) fn row_names(lang: Lang, rows: &[Row]) -> String {
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
        Lang::Ja if rows.is_empty() => "この場面の問いは1つの行ではなく探索全体についてです。ビット行は参考として表示しています。".into(),
        Lang::En => format!("This stop is about the rows {names}; the other rows are there for reference."),
        Lang::Ja => format!("この場面で見るのは {names} のビット行です。ほかのビット行は参考として表示しています。"),
    }
}

/// The link from the lowest-bit stop to the bits primer's card on it,
/// named by the card's own title, the primer by the menu's name.
pub fn primer_lowest(lang: Lang) -> String {
    let card = crate::domain::bits::texts::CARD_LOWEST_TITLE.get(lang);
    let primer = crate::state::pages::View::Bits.page().nav.get(lang);
    match lang {
        Lang::En => format!("Try it on numbers of your own in the {primer}: {card}"),
        Lang::Ja => format!("自分で選んだ数で試すには、{primer}のカード「{card}」へ"),
    }
}

/// The banner that offers the lesson, whose link opens it at `stop` (the
/// stop this browser's learner reached, 1 for a new one): how long it is,
/// in stops (the lesson's own count), never a time it cannot know; past
/// the first stop, where it goes on.
pub fn banner(lang: Lang, stop: usize) -> String {
    let count = crate::domain::learn::lesson::STOP_COUNT;
    match (lang, stop) {
        (Lang::En, ..=1) => {
            format!("New here? Take the lesson: {count} stops through one real search.")
        }
        (Lang::Ja, ..=1) => {
            format!("はじめての方へ：本物の探索を {count} の場面でたどるレッスンをどうぞ。")
        }
        (Lang::En, k) => format!("Go on with the lesson: stop {k} of {count}."),
        // The lesson's own words for a stop ([`heading_number`]).
        (Lang::Ja, k) => format!("レッスンの続きへ：場面 {k}（全 {count} 場面）から。"),
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

/// `Stop 3 / 17`.
pub fn progress(lang: Lang, k: usize, total: usize) -> String {
    format!("{} {k} / {total}", STOP_OF.get(lang))
}

/// The stop's number, said with its heading (the visible "Stop 5 / 18"
/// above it is for the eye): "Stop 5 of 18: ".
pub fn heading_number(lang: Lang, k: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Stop {k} of {total}: "),
        Lang::Ja => format!("場面 {k}（全 {total} 場面）："),
    }
}

/// Said when ← is pressed at the first stop (`last` false) or → at the
/// last, of `total`: the stop stays.
pub fn end_of_lesson(lang: Lang, last: bool, total: usize) -> String {
    match (lang, last) {
        (Lang::En, false) => format!("This is the first stop (1 of {total})."),
        (Lang::En, true) => format!("This is the last stop ({total} of {total})."),
        (Lang::Ja, false) => format!("最初の場面です（全 {total} 場面）。"),
        (Lang::Ja, true) => format!("最後の場面です（全 {total} 場面）。"),
    }
}

/// What the search did between the stop before and this one, over steps
/// the learner was not shown ([`crate::domain::learn::lesson::Stop::unseen_since`]):
/// every number counted from the solver's events ([`Since`]).
pub fn since_last(lang: Lang, since: &Since) -> String {
    // The steps unseen: `from` itself was shown at the stop before.
    let (a, b) = (since.from + 1, since.to);
    let (p, d, k) = (since.placed, since.descents, since.backtracks);
    let found = match since.solutions.as_slice() {
        [] => None,
        [(i, q)] => Some((i, None, crate::format::column_list(q))),
        [(i, _), .., (j, _)] => Some((i, Some(j), String::new())),
    };
    match lang {
        Lang::En => {
            let mut done = Vec::new();
            if p > 0 {
                done.push(format!("placed {}", plural(p, "queen", "queens")));
            }
            if d > 0 {
                done.push(format!("went down {}", plural(d, "row", "rows")));
            }
            if k > 0 {
                done.push(format!("went back {}", plural(k, "time", "times")));
            }
            match found {
                Some((i, None, q)) => {
                    done.push(format!("found solution #{i} (queens in columns {q})"))
                }
                Some((i, Some(j), _)) => done.push(format!("found solutions #{i} to #{j}")),
                None => {}
            }
            let did = crate::domain::stepper::speech::and_list(&done);
            // One step unseen is said as that step, not as a range.
            match a == b {
                true => format!("Between the last stop and this one the search went on one step unseen: at step {a} it {did}."),
                false => format!("Between the last stop and this one the search went on unseen, from step {a} to step {b}: it {did}."),
            }
        }
        Lang::Ja => {
            // Each clause in its joining form, the last one ends the sentence.
            let mut done: Vec<(String, &str)> = Vec::new();
            if p > 0 {
                done.push((format!("クイーンを {p} 回置"), "き"));
            }
            if d > 0 {
                done.push((format!("下の行へ {d} 回進"), "み"));
            }
            if k > 0 {
                done.push((format!("上の行へ {k} 回戻"), "り"));
            }
            match found {
                Some((i, None, q)) => {
                    done.push((format!("{i} 個目の解（クイーンの列は {q}）を見つけ"), ""))
                }
                Some((i, Some(j), _)) => {
                    done.push((format!("{i} 個目から {j} 個目までの解を見つけ"), ""))
                }
                None => {}
            }
            let last = done.len().saturating_sub(1);
            let said: String = done
                .iter()
                .enumerate()
                .map(|(x, (stem, join))| match x == last {
                    true => format!("{stem}{join}ました"),
                    false => format!("{stem}{join}、"),
                })
                .collect();
            match a == b {
                true => format!("前の場面とこの場面のあいだにも、表示しないまま探索が1ステップ進みました。ステップ {a} で{said}。"),
                false => format!("前の場面とこの場面のあいだ（ステップ {a} からステップ {b} まで）にも、表示しないまま探索が進みました。{said}。"),
            }
        }
    }
}
