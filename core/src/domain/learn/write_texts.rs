//! Texts of the learn page's "write the bits" tab (`?view=learn&write=1`):
//! the labels, the hints ([`Hint`]), the parser's errors and the result.

use crate::domain::expr::{EvalError, ParseError, ParseErrorKind};
use crate::domain::learn::write::{Attacks, Blank, End, Hint, Report};
use crate::domain::stepper::speech::columns_phrase;
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

    HINT_BITMAP_NOT_NEGATED: "Your bitmap is the attacked squares instead of the free ones: did you forget ~?",
        "あなたの bitmap は空いているマスではなく、利きのあるマスになっています。~ を忘れていませんか？";
    HINT_BITMAP_OUTSIDE: "Your bitmap has 1s outside the board: did you forget mask &?",
        "あなたの bitmap には盤の外に 1 があります。mask & を忘れていませんか？";
    HINT_BIT_SEVERAL: "Your bit has several 1s: a queen is one bit, the lowest 1 of bitmap (think of -bitmap).",
        "あなたの bit には 1 が複数あります。クイーンは1ビット、bitmap のいちばん下の 1 です（-bitmap を考えてみましょう）。";
    HINT_BIT_ZERO: "Your bit is 0 while bitmap still has candidates: no queen is placed.",
        "bitmap に候補があるのに、あなたの bit は 0 です。クイーンが置かれません。";
    HINT_BIT_NOT_CANDIDATE: "Your bit is not one of the candidates in bitmap.",
        "あなたの bit は bitmap の候補のどれでもありません。";
    HINT_BIT_NOT_LOWEST: "Your bit is a candidate, but the search tries the lowest 1 of bitmap first.",
        "あなたの bit は候補ですが、探索は bitmap のいちばん下の 1 から試します。";
}

/// An attack named with the line it follows: "right (the ↘ diagonal)".
fn attack_name(lang: Lang, b: Blank) -> String {
    let name = b.name();
    match (lang, b) {
        (Lang::En, Blank::Left) => format!("{name} (the ↙ diagonal)"),
        (Lang::En, Blank::Down) => format!("{name} (the ↓ column)"),
        (Lang::En, _) => format!("{name} (the ↘ diagonal)"),
        (Lang::Ja, Blank::Left) => format!("{name}（↙ の斜め）"),
        (Lang::Ja, Blank::Down) => format!("{name}（↓ の縦）"),
        (Lang::Ja, _) => format!("{name}（↘ の斜め）"),
    }
}

/// The attacks of `set`, named: "left (the ↙ diagonal) and right (…)".
fn attacks_named(lang: Lang, set: Attacks) -> String {
    let names: Vec<String> = set
        .blanks()
        .into_iter()
        .map(|b| attack_name(lang, b))
        .collect();
    match lang {
        Lang::En => crate::domain::stepper::speech::and_list(&names),
        Lang::Ja => names.join("と"),
    }
}

/// The hint for a divergence.
pub fn hint(lang: Lang, h: Hint) -> String {
    let en = lang == Lang::En;
    let text = |t: crate::i18n::Text| t.get(lang).to_string();
    let rule = match lang {
        Lang::En => "a candidate is a square that none of left, down and right attacks.",
        Lang::Ja => "候補は、left・down・right のどれにも利かれていないマスです。",
    };
    match h {
        Hint::BitmapNotNegated => text(HINT_BITMAP_NOT_NEGATED),
        Hint::BitmapIgnores(set) => {
            let (named, count) = (attacks_named(lang, set), set.blanks().len());
            match (lang, count) {
                (Lang::En, 3) => format!("Your bitmap keeps squares that {named} attack, as if no queen attacked anything: {rule}"),
                (Lang::En, 1) => format!("Your bitmap keeps the squares that {named} attacks: {rule} Is {} inside your ~( … )?", set.blanks()[0].name()),
                (Lang::En, _) => format!("Your bitmap keeps the squares that {named} attack: {rule} Are they inside your ~( … )?"),
                (Lang::Ja, 3) => format!("あなたの bitmap には {named}の利きのあるマスが残っています（どの利きも除かれていません）。{rule}"),
                (Lang::Ja, _) => format!("あなたの bitmap には {named}の利きのあるマスが残っています。{rule}~( … ) の中に入っていますか？"),
            }
        }
        Hint::BitmapKeeps { by, squares, n } => {
            let (named, columns) = (attacks_named(lang, by), columns_phrase(lang, squares, n));
            let verb = if by.blanks().len() == 1 {
                "attacks"
            } else {
                "attack"
            };
            match lang {
                Lang::En => format!("Your bitmap keeps {columns}, which {named} {verb}: {rule}"),
                Lang::Ja => format!("あなたの bitmap には {columns} が残っていますが、{named}の利きがあります。{rule}"),
            }
        }
        Hint::BitmapMisses { squares, n } => {
            let columns = columns_phrase(lang, squares, n);
            match lang {
                Lang::En => format!("Your bitmap lacks {columns}, which no queen attacks: {rule}"),
                Lang::Ja => format!("あなたの bitmap には、どのクイーンにも利かれていない {columns} がありません。{rule}"),
            }
        }
        Hint::BitmapOutside => text(HINT_BITMAP_OUTSIDE),
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
                format!("あなたの {name} は逆向きに動いています。正しくは{way} です。")
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

pub use crate::i18n::sentences;

/// Why a run did not start: the blanks that cannot be read, by name
/// (their messages are under them, and each is its field's description).
pub fn fix_first(lang: Lang, blanks: &[Blank]) -> String {
    // The names alone: "bit =" would be said "bit equals".
    let names: Vec<String> = blanks.iter().map(|b| b.name().to_string()).collect();
    match (lang, names.len()) {
        (Lang::En, 1) => format!(
            "The blank for {} cannot be read yet: its message is under the blank, and is the blank's description.",
            names[0]
        ),
        (Lang::En, _) => format!(
            "The blanks for {} cannot be read yet: each has its message under it, which is also its description.",
            crate::domain::stepper::speech::and_list(&names)
        ),
        (Lang::Ja, _) => format!(
            "{} の空欄がまだ読めません。理由はそれぞれの空欄の下にあり、その欄の説明としても読み上げられます。",
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

/// The two counts, and whether the learner's is only part of the count: a
/// run that did not reach its end says where it stopped.
pub fn counts(lang: Lang, r: &Report) -> String {
    let (n, yours, expected, steps) = (r.n, r.solutions, r.expected, r.steps);
    let found = crate::i18n::plural(yours, "solution", "solutions");
    let cut = match (lang, &r.end) {
        (_, End::Finished) => None,
        // The notice under it names the limit.
        (Lang::En, End::StepLimit(_)) => Some("your search was stopped at its step limit".into()),
        (Lang::En, End::Stopped) => Some(format!("you stopped your search after {steps} steps")),
        (Lang::En, End::Error { step, .. }) => {
            Some(format!("your search stopped with an error at step {step}"))
        }
        (Lang::Ja, End::StepLimit(_)) => {
            Some("あなたの探索はステップ数の上限で止まりました".into())
        }
        (Lang::Ja, End::Stopped) => Some(format!("あなたの探索は {steps} ステップで止めました")),
        (Lang::Ja, End::Error { step, .. }) => Some(format!(
            "あなたの探索はステップ {step} のエラーで止まりました"
        )),
    };
    match (lang, cut) {
        (Lang::En, None) => format!("n = {n}: your search found {found}; the real search finds {expected}."),
        (Lang::En, Some(cut)) => format!("n = {n}: {cut}, so its count is partial: {found} found before it stopped; the real search finds {expected}."),
        (Lang::Ja, None) => format!("n = {n}：あなたの探索は解を {yours} 個見つけました。本物の探索では {expected} 個です。"),
        (Lang::Ja, Some(cut)) => format!("n = {n}：{cut}。解の数は途中までのもので、止まるまでに {yours} 個見つけました。本物の探索では {expected} 個です。"),
    }
}

/// Why a run that matches may keep 1s outside the board in `left` (no
/// `& mask`): the mask in bitmap removes them. `None` when none did.
pub fn outside_note(lang: Lang, outside: Attacks) -> Option<String> {
    let names: Vec<&str> = outside.blanks().into_iter().map(Blank::name).collect();
    let (names, one) = match (lang, names.len()) {
        (_, 0) => return None,
        (Lang::En, k) => (
            crate::domain::stepper::speech::and_list(
                &names.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            ),
            k == 1,
        ),
        (Lang::Ja, k) => (names.join("・"), k == 1),
    };
    Some(match (lang, one) {
        (Lang::En, true) => format!("Your {names} keeps 1s outside the board (it has no & mask), and that is fine: the mask in bitmap = mask & ~(…) removes them, so every candidate is on the board. The stepper shows {names} with & mask; the candidates are the same."),
        (Lang::En, false) => format!("Your {names} keep 1s outside the board (they have no & mask), and that is fine: the mask in bitmap = mask & ~(…) removes them, so every candidate is on the board. The stepper shows them with & mask; the candidates are the same."),
        (Lang::Ja, _) => format!("あなたの {names} には盤の外の 1 が残っています（& mask がありません）が、それで構いません。bitmap = mask & ~(…) の mask が盤の外のビットを取り除くので、候補はすべて盤の中にあります。ステップ実行では {names} を & mask した値で表示していますが、候補は同じです。"),
    })
}

/// The digits where the learner's value and the real one differ, as the
/// board's columns (and the digits left of column 0): `squares` are bits
/// of an `n`-column row.
pub fn differing(lang: Lang, squares: u32, n: usize) -> String {
    let board = columns_phrase(lang, squares, n);
    let outside = n < 32 && squares >> n != 0;
    match (lang, board.is_empty(), outside) {
        (Lang::En, false, false) => format!("They differ in {board}."),
        (Lang::En, false, true) => {
            format!("They differ in {board} and outside the board, left of column 0.")
        }
        (Lang::En, true, _) => "They differ outside the board, left of column 0.".to_string(),
        (Lang::Ja, false, false) => format!("違うのは {board} です。"),
        (Lang::Ja, false, true) => format!("違うのは {board} と、盤の外（列 0 の左）です。"),
        (Lang::Ja, true, _) => "違うのは盤の外（列 0 の左）です。".to_string(),
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

/// The name of a sign of C that compares or divides.
fn sign_name(lang: Lang, op: &str) -> &'static str {
    match (op, lang) {
        ("%", Lang::En) => "percent sign",
        ("%", Lang::Ja) => "パーセント記号",
        _ => crate::domain::spoken::symbol_name(op, lang),
    }
}

/// The hint for an operator of C that has no place here: the one meant.
fn misused(lang: Lang, op: &str) -> String {
    let en = lang == Lang::En;
    match (op, en) {
        ("&&", true) => {
            "Two ampersands && are C's logical AND (true or false); the AND of two rows, bit by bit, is a single ampersand &."
                .into()
        }
        ("&&", false) => {
            "アンパサンド2つ && は C の論理 AND（真か偽か）です。ビットごとの AND は、アンパサンド & を1つだけ書きます。".into()
        }
        ("||", true) => {
            "Two vertical bars || are C's logical OR (true or false); the OR of two rows, bit by bit, is a single vertical bar |."
                .into()
        }
        ("||", false) => {
            "縦棒2つ || は C の論理 OR（真か偽か）です。ビットごとの OR は、縦棒 | を1つだけ書きます。".into()
        }
        ("!", true) => "The exclamation mark ! is C's logical NOT; the NOT of every bit is the tilde ~.".into(),
        ("!", false) => "感嘆符 ! は C の論理 NOT です。すべてのビットを反転する NOT は、チルダ ~ です。".into(),
        ("*", true) => "There is no asterisk * here: to multiply by 2, shift left (<< 1).".into(),
        ("*", false) => "アスタリスク * は使えません。2 倍するには左シフト（<< 1）を使います。".into(),
        ("/", true) => "There is no slash / here: to halve, shift right (>> 1).".into(),
        ("/", false) => "スラッシュ / は使えません。半分にするには右シフト（>> 1）を使います。".into(),
        ("=", true) => {
            "Write only the value, without the equals sign =: the name before the box is what it computes.".into()
        }
        ("=", false) => "イコール記号 = は書かず、右辺の式だけを書きます（欄の前の名前に入ります）。".into(),
        ("<" | ">", true) => "A shift is written with two signs: two less-than signs << or two greater-than signs >>.".into(),
        ("<" | ">", false) => "シフトは記号を2つ重ねて、小なり記号2つ << または大なり記号2つ >> と書きます。".into(),
        // Named before the symbol: "== compares" would be said "equal
        // to compares".
        (_, true) => format!(
            "The {} {op} compares or divides; the search needs only & | ^ ~ << >> - +.",
            sign_name(lang, op)
        ),
        (_, false) => format!(
            "{} {op} は比較や割り算の演算子です。この探索で使うのは & | ^ ~ << >> - + だけです。",
            sign_name(lang, op)
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
            "The blank for bit cannot be read yet: its message is under the blank, and is the blank's description."
        );
        assert_eq!(
            fix_first(Lang::En, &[Blank::Bitmap, Blank::Bit, Blank::Left]),
            "The blanks for bitmap, bit and left cannot be read yet: each has its message under it, which is also its description."
        );
        assert_eq!(
            fix_first(Lang::Ja, &[Blank::Bit, Blank::Right]),
            "bit・right の空欄がまだ読めません。理由はそれぞれの空欄の下にあり、その欄の説明としても読み上げられます。"
        );
    }

    /// A symbol a message names reaches the ear by its name and character
    /// ("a single ampersand &"), not as its own word ("a single AND").
    #[test]
    fn every_symbol_a_message_mentions_is_named_for_the_ear() {
        use crate::domain::spoken::{for_ear, lost_symbols};
        for lang in [Lang::En, Lang::Ja] {
            for typed in [
                "left && down",
                "left || down",
                "!left",
                "left == down",
                "left != down",
                "left % down",
                "left * 2",
                "left / 2",
                "= left",
                "left < down",
                "left $ down",
            ] {
                let e = parse(typed).expect_err(typed);
                let shown = parse_error(lang, &e);
                let said = for_ear(&shown, usize::MAX, lang);
                let lost = lost_symbols(&shown, &said, lang);
                assert!(lost.is_empty(), "{lang:?} {typed}: {lost:?} in {said}");
            }
        }
        let said = for_ear(
            &parse_error(Lang::En, &parse("left && down").unwrap_err()),
            8,
            Lang::En,
        );
        assert!(
            said.contains("Two ampersands && are C's logical AND"),
            "{said}"
        );
        assert!(said.contains("is a single ampersand &."), "{said}");
    }

    #[test]
    fn every_hint_in_both_languages() {
        let right = Attacks {
            right: true,
            ..Attacks::default()
        };
        let two = Attacks {
            left: true,
            ..right
        };
        let mut hints = vec![
            (Hint::BitmapNotNegated, vec![]),
            (Hint::BitmapIgnores(right), vec!["right", "↘"]),
            (Hint::BitmapIgnores(two), vec!["left", "↙", "right", "↘"]),
            (
                Hint::BitmapIgnores(Attacks { down: true, ..two }),
                vec!["left", "down", "right"],
            ),
            (
                Hint::BitmapKeeps {
                    by: right,
                    squares: 0b0010_0100,
                    n: 8,
                },
                vec!["right", "↘", "2", "5"],
            ),
            (Hint::BitmapOutside, vec![]),
            (
                Hint::BitmapMisses {
                    squares: 0b1000_0000,
                    n: 8,
                },
                vec!["0"],
            ),
            (Hint::BitSeveral, vec![]),
            (Hint::BitZero, vec![]),
            (Hint::BitNotCandidate, vec![]),
            (Hint::BitNotLowest, vec![]),
        ];
        for b in [Blank::Left, Blank::Down, Blank::Right] {
            for h in [
                Hint::ForgotBit(b),
                Hint::WrongWay(b),
                Hint::NotShifted(b),
                Hint::Differs(b),
            ] {
                hints.push((h, vec![b.name()]));
            }
        }
        for (h, values) in hints {
            check_both(&values, |lang| hint(lang, h));
        }
        // The typical slip: right left out of ~( … ) names right, the ↘
        // attack, and not a missing ~.
        let en = hint(Lang::En, Hint::BitmapIgnores(right));
        assert!(
            en.contains("the squares that right (the ↘ diagonal) attacks"),
            "{en}"
        );
        assert!(!en.contains("forget ~"), "{en}");
        assert!(hint(Lang::Ja, Hint::BitmapIgnores(right)).contains("right（↘ の斜め）の利き"));
        // A missing ~ still says so.
        assert!(hint(Lang::En, Hint::BitmapNotNegated).contains("did you forget ~?"));
        assert_eq!(
            hint(
                Lang::En,
                Hint::BitmapKeeps {
                    by: two,
                    squares: 0b0010_0100,
                    n: 8
                }
            ),
            "Your bitmap keeps columns 2 and 5, which left (the ↙ diagonal) and right (the ↘ diagonal) attack: a candidate is a square that none of left, down and right attacks."
        );
    }

    /// A run that did not reach its end says that its count is partial,
    /// and why it stopped.
    #[test]
    fn a_cut_off_count_says_it_is_partial() {
        let report = |end| Report {
            n: 10,
            solutions: 21101,
            expected: 724,
            steps: 140_000,
            end,
            divergence: None,
            outside: Attacks::default(),
            unremoved: false,
        };
        let limit = report(End::StepLimit(140_000));
        assert_eq!(
            counts(Lang::En, &limit),
            "n = 10: your search was stopped at its step limit, so its count is partial: 21101 solutions found before it stopped; the real search finds 724."
        );
        assert!(counts(Lang::Ja, &limit).contains("ステップ数の上限で止まりました"));
        assert!(counts(Lang::Ja, &limit).contains("途中まで"));
        for end in [
            End::StepLimit(140_000),
            End::Stopped,
            End::Error {
                step: 37,
                blank: Blank::Left,
                error: EvalError { at: 3, amount: 64 },
            },
        ] {
            let r = report(end);
            assert!(counts(Lang::En, &r).contains("partial"), "{:?}", r.end);
            assert!(counts(Lang::Ja, &r).contains("途中まで"), "{:?}", r.end);
            check_both(&["10", "21101", "724"], |l| counts(l, &r));
        }
        let done = report(End::Finished);
        assert!(!counts(Lang::En, &done).contains("partial"));
        assert!(!counts(Lang::Ja, &done).contains("途中まで"));
        assert_eq!(
            counts(
                Lang::En,
                &Report {
                    solutions: 1,
                    ..done
                }
            ),
            "n = 10: your search found 1 solution; the real search finds 724."
        );
    }

    #[test]
    fn a_left_without_the_mask_is_told_why_it_passes() {
        assert_eq!(outside_note(Lang::En, Attacks::default()), None);
        let left = Attacks {
            left: true,
            ..Attacks::default()
        };
        let en = outside_note(Lang::En, left).unwrap();
        assert!(en.starts_with("Your left keeps 1s outside the board (it has no & mask), and that is fine: the mask in bitmap"), "{en}");
        check_both(&["left", "mask"], |l| outside_note(l, left).unwrap());
    }

    #[test]
    fn the_differing_digits_are_named_as_columns() {
        assert_eq!(
            differing(Lang::En, 0b0010_0100, 8),
            "They differ in columns 2 and 5."
        );
        assert_eq!(
            differing(Lang::Ja, 0b0010_0100, 8),
            "違うのは 列 2・5 です。"
        );
        assert_eq!(
            differing(Lang::En, 0b1_0000_0001, 8),
            "They differ in column 7 and outside the board, left of column 0."
        );
        check_both(&[], |l| differing(l, 0b1_0000_0000, 8));
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
        assert_ne!(
            value_label(Lang::Ja, Blank::Bit, true),
            value_label(Lang::Ja, Blank::Bit, false)
        );
        let report = |solutions, end| Report {
            n: 8,
            solutions,
            expected: 92,
            steps: 4000,
            end,
            divergence: None,
            outside: Attacks::default(),
            unremoved: false,
        };
        check_both(&["8", "91", "92"], |l| {
            counts(l, &report(91, End::Finished))
        });
        check_both(&["37"], |l| open_step(l, 37));
        check_both(&["1234"], |l| running(l, 1234));
        check_both(&["4000"], |l| step_limit(l, 4000));
        let e = EvalError { at: 3, amount: 64 };
        check_both(&["64", "12", "left", "32"], |l| {
            shift_error(l, e, 12, Blank::Left)
        });
    }
}
