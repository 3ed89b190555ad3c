//! Texts of the learn page's "write the bits" tab (`?view=learn&write=1`):
//! the labels, the hints ([`Hint`]), the parser's errors and the result.

use crate::domain::expr::{EvalError, ParseError, ParseErrorKind};
use crate::domain::learn::write::{Blank, Hint};
use crate::i18n::{texts, Lang};

texts! {
    TAB: "Write the bits", "ビットを書く";
    TITLE: "Write the bits yourself", "自分でビット演算を書く";
    CODE_ROW0: "// Row 0 starts with left = down = right = 0 and bitmap = mask.",
        "// 行 0 は left = down = right = 0、bitmap = mask で始まる。";
    CODE_ENTER: "// On entering each row below it, that row's candidates:",
        "// その下の行に入るたびに、その行の候補を求める：";
    CODE_XOR: "bitmap ^= bit;  // tried: no longer a candidate", "bitmap ^= bit;  // 試したので候補から外す";
    CODE_SOLUTION: "solutions++;  // the last row: one more solution", "solutions++;  // 最後の行まで置けた：解が1つ増える";
    CODE_ELSE: "} else {  // go down a row; the next row's attacks:", "} else {  // 1行下へ進む。次の行の利き：";
    CODE_DESCEND: "// then, in the new row, go on from bitmap = … above", "// 新しい行では、上の bitmap = … から続ける";
    CODE_BACK: "// No candidate left: back up to the row above.", "// 候補がなくなったら、1行上の行へ戻る。";
    GO_WRITE: "Write the bits yourself: fill in the blanks of the loop", "自分でビットを書く：ループの空欄を埋める";
    INTRO: "The loop of the non-recursive bitmap search, with five blanks. Fill each with an expression \
        over left, down, right, mask, bitmap, bit and whole numbers, using & | ^ ~ << >> - + and \
        parentheses (as in C, on 32-bit unsigned numbers), then run it: every step is compared with the real search.",
        "非再帰のビットマップ探索のループに、5つの空欄があります。left、down、right、mask、bitmap、bit と整数を \
        & | ^ ~ << >> - + と括弧で組み合わせた式（C 言語と同じ、32ビット符号なし）で埋めて実行してください。\
        各ステップを本物の探索と比べます。";
    // INTRO for the ear: the characters to type named, which a screen
    // reader at its usual punctuation level would not say.
    INTRO_SPOKEN: "The loop of the non-recursive bitmap search, with five blanks. Fill each with an expression \
        over left, down, right, mask, bitmap, bit and whole numbers, using the characters ampersand (AND), \
        vertical bar (OR), caret (XOR), tilde (NOT), two less-than signs and two greater-than signs (shifts), \
        minus, plus and parentheses (as in C, on 32-bit unsigned numbers), then run it: every step is compared \
        with the real search.",
        "非再帰のビットマップ探索のループに、5つの空欄があります。left、down、right、mask、bitmap、bit と整数を、\
        アンパサンド（AND）、縦棒（OR）、キャレット（XOR）、チルダ（NOT）、小なり記号2つと大なり記号2つ（シフト）、\
        マイナス、プラスと括弧で組み合わせた式（C 言語と同じ、32ビット符号なし）で埋めて実行してください。\
        各ステップを本物の探索と比べます。";
    NAMES_NOTE: "In each blank the names are the current row's values. In the blank for bit, bit is 0. \
        In the blanks for left, down and right, bit is the queen just placed. In the blank for bitmap, \
        left, down and right are the new row's (from your three blanks) and bitmap is 0. \
        A step is one event, as the stepper counts them: placing a queen (the blank for bit), going down a row \
        (the other four blanks) or going back up.",
        "各空欄の名前は、その時点の現在の行の値です。bit の空欄では bit は 0 です。\
        left・down・right の空欄では、bit は置いたばかりのクイーンです。bitmap の空欄では、\
        left・down・right は新しい行の値（あなたの3つの式の結果）で、bitmap は 0 です。\
        1ステップは、ステップ実行と同じく1つのイベントです：クイーンを置く（bit の空欄）、1行下へ進む（残りの4つの空欄）、\
        または上の行へ戻る。";
    CODE_LABEL: "The loop, with its blanks", "空欄のあるループ";
    N_LABEL: "Board size n", "盤の大きさ n";
    RUN: "Run and compare", "実行して比べる";
    STOP: "Stop", "止める";
    MATCH: "Every step matches the real search.", "すべてのステップが本物の探索と一致しました。";
    VALUE: "value", "値";
    ROW_OF_STEP: "The real search at that step", "そのステップでの本物の探索";
    STEP_LIMIT_NOTE: "Your loop ran far longer than the real search and was stopped: a search that never ends, or one that never removes its candidates.",
        "あなたのループは本物の探索よりはるかに長く続いたため止めました。終わらない探索か、候補を消していない可能性があります。";
    STOPPED: "Stopped.", "止めました。";

    HINT_BITMAP_ATTACKED: "Your bitmap still has attacked squares: did you forget ~?",
        "あなたの bitmap には利きのあるマスが残っています。~ を忘れていませんか？";
    HINT_BITMAP_OUTSIDE: "Your bitmap has 1s outside the board: did you forget mask &?",
        "あなたの bitmap には盤の外に 1 があります。mask & を忘れていませんか？";
    HINT_BITMAP_MISSES: "Your bitmap misses free squares: a candidate is every square no queen attacks.",
        "あなたの bitmap には空いているマスが足りません。候補は、どのクイーンにも利かれていないすべてのマスです。";
    HINT_BIT_SEVERAL: "Your bit has several 1s: a queen is one bit, the lowest 1 of bitmap (think of -bitmap).",
        "あなたの bit には 1 が複数あります。クイーンは1ビット、bitmap のいちばん下の 1 です（-bitmap を考えてみましょう）。";
    HINT_BIT_ZERO: "Your bit is 0 while bitmap still has candidates: no queen is placed.",
        "bitmap に候補があるのに、あなたの bit は 0 です。クイーンが置かれません。";
    HINT_BIT_NOT_CANDIDATE: "Your bit is not one of the candidates in bitmap.",
        "あなたの bit は bitmap の候補のどれでもありません。";
    HINT_BIT_NOT_LOWEST: "Your bit is a candidate, but the search tries the lowest 1 of bitmap first.",
        "あなたの bit は候補ですが、探索は bitmap のいちばん下の 1 から試します。";
}

/// The hint for a divergence.
pub fn hint(lang: Lang, h: Hint) -> String {
    let en = lang == Lang::En;
    let text = |t: crate::i18n::Text| t.get(lang).to_string();
    match h {
        Hint::BitmapAttacked => text(HINT_BITMAP_ATTACKED),
        Hint::BitmapOutside => text(HINT_BITMAP_OUTSIDE),
        Hint::BitmapMissesFree => text(HINT_BITMAP_MISSES),
        Hint::BitSeveral => text(HINT_BIT_SEVERAL),
        Hint::BitZero => text(HINT_BIT_ZERO),
        Hint::BitNotCandidate => text(HINT_BIT_NOT_CANDIDATE),
        Hint::BitNotLowest => text(HINT_BIT_NOT_LOWEST),
        Hint::ForgotBit(b) => {
            let name = b.name();
            if en {
                format!("Your {name} lacks the queen just placed: did you forget | bit?")
            } else {
                format!("あなたの {name} には置いたばかりのクイーンが入っていません。| bit を忘れていませんか？")
            }
        }
        Hint::WrongWay(Blank::Down) => {
            if en {
                "Your down moved sideways: a column stays the same column in every row below."
                    .into()
            } else {
                "あなたの down は横にずれています。列の利きは、下の行でも同じ列のままです。".into()
            }
        }
        Hint::WrongWay(b) => {
            let (name, way) = match (b, en) {
                (Blank::Left, true) => ("left", "one column to the left each row: << 1"),
                (Blank::Left, false) => ("left", "1行ごとに1列左、つまり << 1"),
                (_, true) => ("right", "one column to the right each row: >> 1"),
                (_, false) => ("right", "1行ごとに1列右、つまり >> 1"),
            };
            if en {
                format!("Your {name} moves the wrong way: it goes {way}.")
            } else {
                format!("あなたの {name} は逆向きに動いています。正しくは{way}です。")
            }
        }
        Hint::NotShifted(b) => {
            let name = b.name();
            if en {
                format!("Your {name} does not move: a diagonal moves one column for each row down.")
            } else {
                format!(
                    "あなたの {name} は動いていません。斜めの利きは1行下がるごとに1列ずれます。"
                )
            }
        }
        Hint::Differs(b) => {
            let name = b.name();
            if en {
                format!("Your {name} differs from the real one: compare the two values bit by bit.")
            } else {
                format!(
                    "あなたの {name} は正しい値と違います。2つの値を1ビットずつ比べてみましょう。"
                )
            }
        }
    }
}

/// The label of a value beside the other: `your bitmap`, `expected bitmap`
/// (short: it sits beside the digits, on a phone too).
pub fn value_label(lang: Lang, blank: Blank, yours: bool) -> String {
    let name = blank.name();
    match (lang, yours) {
        (Lang::En, true) => format!("your {name}"),
        (Lang::En, false) => format!("expected {name}"),
        (Lang::Ja, true) => format!("あなたの {name}"),
        (Lang::Ja, false) => format!("正しい {name}"),
    }
}

/// Two sentences one after the other (English puts a space between them).
pub fn sentences(lang: Lang, first: &str, second: &str) -> String {
    match lang {
        Lang::En => format!("{first} {second}"),
        Lang::Ja => format!("{first}{second}"),
    }
}

/// Why a run did not start: the blanks that cannot be read, by name
/// (their messages are under them, and each is its field's description).
pub fn fix_first(lang: Lang, blanks: &[Blank]) -> String {
    let names: Vec<String> = blanks.iter().map(|b| format!("{} =", b.name())).collect();
    match (lang, names.len()) {
        (Lang::En, 1) => format!(
            "The blank {} cannot be read yet: its message is under the blank, and is the blank's description.",
            names[0]
        ),
        (Lang::En, _) => format!(
            "The blanks {} cannot be read yet: each has its message under it, which is also its description.",
            crate::domain::stepper::speech::and_list(&names)
        ),
        (Lang::Ja, _) => format!(
            "空欄 {} がまだ読めません。理由はそれぞれの空欄の下にあり、その欄の説明としても読み上げられます。",
            names.join("・")
        ),
    }
}

/// "Your search first differs at step K, in the blank for NAME."
pub fn diverged(lang: Lang, step: u64, blank: Blank) -> String {
    let name = blank.name();
    match lang {
        Lang::En => format!(
            "Your search first differs from the real one at step {step}, in the blank for {name}."
        ),
        Lang::Ja => {
            format!("あなたの探索はステップ {step} で初めて本物と食い違いました（{name} の空欄）。")
        }
    }
}

/// The two counts.
pub fn counts(lang: Lang, n: usize, yours: u64, expected: u64) -> String {
    match lang {
        Lang::En => format!("n = {n}: your search found {yours} solutions; the real search finds {expected}."),
        Lang::Ja => format!("n = {n}：あなたの探索は解を {yours} 個見つけました。本物の探索では {expected} 個です。"),
    }
}

/// The link to the real search at the divergence.
pub fn open_step(lang: Lang, step: u64) -> String {
    match lang {
        Lang::En => format!("Open step {step} in the stepper"),
        Lang::Ja => format!("ステップ {step} をステップ実行で開く"),
    }
}

/// While running.
pub fn running(lang: Lang, steps: u64) -> String {
    match lang {
        Lang::En => format!("Running… {steps} steps so far."),
        Lang::Ja => format!("実行中… ここまで {steps} ステップ。"),
    }
}

/// A shift by 32 or more, at its step.
pub fn shift_error(lang: Lang, e: EvalError, step: u64, blank: Blank) -> String {
    let (amount, name) = (e.amount, blank.name());
    match lang {
        Lang::En => format!("Step {step}, the blank for {name}: a shift by {amount}. A shift must be by less than 32 (the numbers have 32 bits)."),
        Lang::Ja => format!("ステップ {step}、{name} の空欄：{amount} ビットのシフトです。シフトは 32 未満でなければなりません（数は32ビットです）。"),
    }
}

/// The limit a runaway hit.
pub fn step_limit(lang: Lang, limit: u64) -> String {
    match lang {
        Lang::En => format!("Stopped after {limit} steps."),
        Lang::Ja => format!("{limit} ステップで止めました。"),
    }
}

/// ` (U+3001)` after a character that is not ASCII, so that a look-alike
/// (a full-width or other form) is told apart; nothing for ASCII.
fn code_point(c: char) -> String {
    if c.is_ascii() {
        String::new()
    } else {
        format!(" (U+{:04X})", c as u32)
    }
}

/// The hint for an operator of C that has no place here: the one meant.
fn misused(lang: Lang, op: &str) -> String {
    let en = lang == Lang::En;
    match (op, en) {
        ("&&", true) => {
            "&& is C's logical AND (true or false); the AND of two rows, bit by bit, is a single &."
                .into()
        }
        ("&&", false) => {
            "&& は C の論理 AND（真か偽か）です。ビットごとの AND は & を1つだけ書きます。".into()
        }
        ("||", true) => {
            "|| is C's logical OR (true or false); the OR of two rows, bit by bit, is a single |."
                .into()
        }
        ("||", false) => {
            "|| は C の論理 OR（真か偽か）です。ビットごとの OR は | を1つだけ書きます。".into()
        }
        ("!", true) => "! is C's logical NOT; the NOT of every bit is ~.".into(),
        ("!", false) => "! は C の論理 NOT です。すべてのビットを反転する NOT は ~ です。".into(),
        ("*", true) => "There is no * here: to multiply by 2, shift left (<< 1).".into(),
        ("*", false) => "* は使えません。2 倍するには左シフト（<< 1）を使います。".into(),
        ("/", true) => "There is no / here: to halve, shift right (>> 1).".into(),
        ("/", false) => "/ は使えません。半分にするには右シフト（>> 1）を使います。".into(),
        ("=", true) => {
            "Write only the value, without =: the name before the box is what it computes.".into()
        }
        ("=", false) => "= は書かず、右辺の式だけを書きます（欄の前の名前に入ります）。".into(),
        ("<" | ">", true) => "A shift is written with two signs: << or >>.".into(),
        ("<" | ">", false) => "シフトは記号を2つ重ねて << または >> と書きます。".into(),
        (_, true) => format!("{op} compares or divides; the search needs only & | ^ ~ << >> - +."),
        (_, false) => format!(
            "{op} は比較や割り算の演算子です。この探索で使うのは & | ^ ~ << >> - + だけです。"
        ),
    }
}

/// A parse error, with the (1-based, as people count) character it points at
/// (an empty blank has none).
pub fn parse_error(lang: Lang, e: &ParseError) -> String {
    let col = e.at + 1;
    let en = lang == Lang::En;
    let what = match (&e.kind, en) {
        (ParseErrorKind::Empty, true) => "Write an expression here.".to_string(),
        (ParseErrorKind::Empty, false) => "ここに式を書いてください。".to_string(),
        (ParseErrorKind::UnexpectedChar(c), true) => {
            format!(
                "'{c}'{} is not part of the language (use & | ^ ~ << >> - + and parentheses).",
                code_point(*c)
            )
        }
        (ParseErrorKind::UnexpectedChar(c), false) => {
            format!(
                "「{c}」{}は使えません（& | ^ ~ << >> - + と括弧が使えます）。",
                code_point(*c)
            )
        }
        (ParseErrorKind::Misused(op), _) => misused(lang, op),
        (ParseErrorKind::UnknownName(w), true) => {
            format!("Unknown name '{w}': use left, down, right, mask, bitmap or bit.")
        }
        (ParseErrorKind::UnknownName(w), false) => format!(
            "「{w}」という名前はありません。left、down、right、mask、bitmap、bit が使えます。"
        ),
        (ParseErrorKind::BadNumber(w), true) => {
            format!("'{w}' is not a number from 0 to 4294967295.")
        }
        (ParseErrorKind::BadNumber(w), false) => {
            format!("「{w}」は 0 から 4294967295 までの数ではありません。")
        }
        (ParseErrorKind::ExpectedValue, true) => {
            "A value (a name, a number or a parenthesis) is missing here.".to_string()
        }
        (ParseErrorKind::ExpectedValue, false) => {
            "ここに値（名前、数、括弧）がありません。".to_string()
        }
        (ParseErrorKind::ExpectedOperator, true) => {
            "An operator is missing here, between two values.".to_string()
        }
        (ParseErrorKind::ExpectedOperator, false) => {
            "ここに演算子がありません（2つの値が並んでいます）。".to_string()
        }
        (ParseErrorKind::Unclosed, true) => "This parenthesis is never closed.".to_string(),
        (ParseErrorKind::Unclosed, false) => "この括弧が閉じられていません。".to_string(),
        (ParseErrorKind::UnmatchedClose, true) => "This ) has no ( before it.".to_string(),
        (ParseErrorKind::UnmatchedClose, false) => "この ) に対応する ( がありません。".to_string(),
    };
    if e.kind == ParseErrorKind::Empty {
        what
    } else if en {
        format!("Character {col}: {what}")
    } else {
        format!("{col}文字目：{what}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::expr::parse;
    use crate::i18n::check_both;

    #[test]
    fn a_run_that_cannot_start_names_the_blanks_to_fix() {
        assert_eq!(
            fix_first(Lang::En, &[Blank::Bit]),
            "The blank bit = cannot be read yet: its message is under the blank, and is the blank's description."
        );
        assert_eq!(
            fix_first(Lang::En, &[Blank::Bitmap, Blank::Bit, Blank::Left]),
            "The blanks bitmap =, bit = and left = cannot be read yet: each has its message under it, which is also its description."
        );
        assert_eq!(
            fix_first(Lang::Ja, &[Blank::Bit, Blank::Right]),
            "空欄 bit =・right = がまだ読めません。理由はそれぞれの空欄の下にあり、その欄の説明としても読み上げられます。"
        );
    }

    #[test]
    fn every_hint_in_both_languages() {
        let mut hints = vec![
            Hint::BitmapAttacked,
            Hint::BitmapOutside,
            Hint::BitmapMissesFree,
            Hint::BitSeveral,
            Hint::BitZero,
            Hint::BitNotCandidate,
            Hint::BitNotLowest,
        ];
        for b in [Blank::Left, Blank::Down, Blank::Right] {
            hints.extend([
                Hint::ForgotBit(b),
                Hint::WrongWay(b),
                Hint::NotShifted(b),
                Hint::Differs(b),
            ]);
        }
        for h in hints {
            let values: &[&str] = match h {
                Hint::ForgotBit(b) | Hint::WrongWay(b) | Hint::NotShifted(b) | Hint::Differs(b) => {
                    &[b.name()]
                }
                _ => &[],
            };
            check_both(values, |lang| hint(lang, h));
        }
        // The wording the issue asks for, from the values of a wrong bitmap.
        assert!(hint(Lang::En, Hint::BitmapAttacked).contains("did you forget ~?"));
    }

    #[test]
    fn every_parse_error_in_both_languages_with_its_character() {
        for text in [
            "left * 2",
            "left | queen",
            "0x",
            "left |",
            "left down",
            "(left",
            "left)",
        ] {
            let e = parse(text).unwrap_err();
            let col = (e.at + 1).to_string();
            check_both(&[&col], |lang| parse_error(lang, &e));
        }
        let e = parse("left | queen").unwrap_err();
        check_both(&["queen"], |lang| parse_error(lang, &e));
        // An empty blank: no character to point at.
        let e = parse("").unwrap_err();
        check_both(&[], |lang| parse_error(lang, &e));
        assert!(!parse_error(Lang::En, &e).contains("Character"));
        assert!(!parse_error(Lang::Ja, &e).contains("文字目"));
    }

    #[test]
    fn results_say_their_numbers() {
        check_both(&["37", "left"], |l| diverged(l, 37, Blank::Left));
        check_both(&["bit"], |l| value_label(l, Blank::Bit, true));
        check_both(&["bit"], |l| value_label(l, Blank::Bit, false));
        assert_eq!(sentences(Lang::En, "A.", "B."), "A. B.");
        assert_eq!(sentences(Lang::Ja, "あ。", "い。"), "あ。い。");
        assert_ne!(
            value_label(Lang::Ja, Blank::Bit, true),
            value_label(Lang::Ja, Blank::Bit, false)
        );
        check_both(&["8", "91", "92"], |l| counts(l, 8, 91, 92));
        check_both(&["37"], |l| open_step(l, 37));
        check_both(&["1234"], |l| running(l, 1234));
        check_both(&["4000"], |l| step_limit(l, 4000));
        let e = EvalError { at: 3, amount: 64 };
        check_both(&["64", "12", "left", "32"], |l| {
            shift_error(l, e, 12, Blank::Left)
        });
    }
}
