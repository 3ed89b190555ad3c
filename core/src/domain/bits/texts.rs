//! The texts of the bits primer (`?view=bits`).
//!
//! Operator names and the solver's variables (`left`, `down`, `right`,
//! `mask`, `bitmap`, `bit`, `a`, `b`, `x`) stay as they are in both languages:
//! they are the code.

use crate::bitops::{Op, Origin, ParseError, Source, SwarStep};
use crate::i18n::{plural, texts, Lang};

texts! {
    TITLE: "Bits primer", "ビット演算入門";
    INTRO:
        "The bitmap solver keeps a whole row of the board in one integer and works on it with a handful of bit operations. Try them in the playground, then go through the cards in order: each card has an example you can change, and a link to the moment in the stepper where the solver does the same thing.",
        "ビットマップ法のソルバーは、盤の1行分を1つの整数に収め、いくつかのビット演算だけで処理します。まず実験台で演算を試し、次にカードを順番に読んでください。どのカードにも書き換えられる例があり、ソルバーが同じ演算をしている瞬間のステップ実行画面へのリンクが付いています。";

    PLAYGROUND_TITLE: "Playground", "ビット演算の実験台";
    WIDTH: "Width", "ビット幅";
    BITS_UNIT: "bits", "ビット";
    VALUE_A: "Value a", "値 a";
    VALUE_B: "Value b", "値 b";
    SHIFT_B: "Shift amount b", "シフト量 b";
    INPUT_HINT:
        "Decimal (22, -22), binary (0b10110 or 2#10110) or hex (0x16). Click a digit below to flip that bit.",
        "10進数（22、-22）、2進数（0b10110 または 2#10110）、16進数（0x16）で入力できます。下の桁を押すとそのビットが反転します。";
    OPERATION: "Operation", "演算";
    B_UNUSED: "This operation uses only a.", "この演算は a だけを使います。";
    SHIFT_NOTE:
        "b is a number of places here, not a bit pattern. Bits pushed past the width are lost; 0s come in.",
        "ここでの b はビット列ではなく、ずらす桁数です。幅からはみ出したビットは消え、空いた桁には 0 が入ります。";
    RESULT: "result", "結果";
    BIT_NUMBER: "bit no.", "ビット番号";
    CARRY: "carry", "桁上がり";
    VALUES_CAPTION: "The same values in other bases", "同じ値を別の表し方で";
    COL_NAME: "row", "行";
    BINARY: "binary", "2進数";
    COL_UNSIGNED: "unsigned decimal", "符号なし10進";
    COL_SIGNED: "signed decimal", "符号付き10進";
    COL_HEX: "hex", "16進";
    SIGNED_NOTE:
        "Signed: the top bit counts as minus its place value (two's complement).",
        "符号付き：最上位ビットをその桁の重みのマイナスとして数えます（2の補数）。";
    NO_RESULT: "Fix the input to see the result.", "入力を直すと結果が表示されます。";
    ORIGIN_TITLE: "Where each result bit comes from", "結果の各ビットの由来";
    ORIGIN_HINT:
        "Choose a digit of the result: its inputs are outlined, and the line below says how they made it.",
        "結果の桁を選ぶと、その元になった入力の桁が枠で囲まれ、どう計算されたかが下に表示されます。";
    SHIFTED_IN_MARK: "in", "補充";

    CARDS_TITLE: "The solver's operations, one card at a time", "ソルバーのビット演算を1枚ずつ";
    CARDS_N_NOTE:
        "Cards without a board size of their own use the n chosen above, and so do the stepper moments they link to.",
        "独自の n を持たないカードは上で選んだ n を使います。リンク先のステップ実行の瞬間も同じ n です。";
    IN_THE_STEPPER: "In the stepper", "ステップ実行では";
    EXAMPLE: "Example", "例";
    VALUE_X: "Value x", "値 x";

    CARD_ROW_TITLE: "1. A row is a number", "1. 1行は1つの数";
    CARD_ROW_BODY:
        "Each square of a row is one bit, the leftmost square being the highest. A queen turns its bit into 1, so the whole row reads as a binary number: add up the place values of its 1s. Click squares to put or lift queens; several in one row are allowed here, to see the sums.",
        "行の各マスが1ビットで、左端のマスが最上位ビットです。クイーンを置いたマスのビットが1になるので、行全体が1つの2進数として読めます。値は1が立っている桁の重みの合計です。マスを押してクイーンを置いたり外したりしてください（和を見るため、ここでは1行に何個でも置けます）。";
    CARD_ROW_MOMENT:
        "A Place step puts one queen in a row: bit holds a single 1, at the queen's column.",
        "「配置」のステップで行にクイーンが1つ置かれます。bit にはクイーンの列に1が1つだけ立ちます。";
    PLACE_VALUE: "place value", "桁の重み";
    SQUARE_LABEL: "square", "マス";

    CARD_OR_TITLE: "2. left | down | right: every attacked square", "2. left | down | right：利きの届くマスすべて";
    CARD_OR_BODY:
        "Three numbers bring the attacks of the queens above into the current row: left moves one column to the left per row, down goes straight down, right moves one column to the right. The vertical bar | is OR: it gives 1 wherever at least one of them has a 1, so one number marks every attacked square.",
        "3つの数が、上の行のクイーンの利きを現在の行まで運びます。left は1行ごとに1列左へ、down は真下へ、right は1列右へ進みます。縦棒 | は OR で、どれか1つでも1なら1になるので、1つの数で利きの届くマスすべてを表せます。";
    CARD_OR_MOMENT:
        "Each Descend step computes left | down | right for the new row.",
        "「次の行へ」のステップごとに、新しい行の left | down | right が計算されます。";

    CARD_MASK_TITLE: "3. The mask (1 << n) − 1", "3. マスク (1 << n) − 1";
    CARD_MASK_BODY:
        "Shift left is written with two less-than signs <<: 1 << n shifts 1 left by n places and gives a 1 followed by n zeros. Subtracting 1 borrows all the way down and leaves n ones: one 1 for each column of the board. ANDing with the mask keeps a value inside the board.",
        "左シフトは小なり記号2つ << で書きます。1 << n で 1 を n 桁左にシフトすると、1 の後ろに 0 が n 個並びます。そこから 1 を引くと下の桁まで繰り下がりが続き、1 が n 個並んだ数になります。盤の列ごとに1つずつの1です。マスクとの AND で、値を盤の幅に収められます。";
    CARD_MASK_MOMENT:
        "At step 0 nothing is attacked yet, so bitmap equals the mask: every column is a candidate.",
        "ステップ 0 ではまだ利きがないので、bitmap はマスクそのものです。すべての列が候補です。";
    MASK_N: "Board size n for the mask", "マスクを作る盤の大きさ n";

    CARD_NOT_TITLE: "4. Flip, then AND with the mask", "4. 反転してからマスクと AND";
    CARD_NOT_BODY:
        "The tilde ~ is NOT. The free squares are the ones that are not attacked, ~(left | down | right). But ~ flips all 32 bits of the integer, also those beyond the board, so read as a signed number the result is negative; that is why a program that computes ~7 with signed integers gets −8. ANDing with the mask, written with the ampersand &, drops the bits outside the board, and what is left is bitmap, the candidates of the row.",
        "チルダ ~ は NOT です。空いているマスは利きの届かないマス、つまり ~(left | down | right) です。ところが ~ は整数の32ビットすべて、盤の外の桁まで反転するので、符号付きで読むと負の数になります。プログラムで ~7 を計算すると −8 になるのはこのためです（符号付きの整数の場合）。マスクと AND（アンパサンド & で書きます）すると盤の外のビットが消え、残ったものが bitmap、つまりその行の候補です。";
    CARD_NOT_MOMENT:
        "A Descend step computes bitmap = mask & ~(left | down | right) for the new row.",
        "「次の行へ」のステップで、新しい行の bitmap = mask & ~(left | down | right) が計算されます。";
    ATTACKS_INPUT: "Attacked squares left | down | right", "利き left | down | right";
    ALL_32: "all 32 bits", "32ビット全体";

    CARD_TWOS_TITLE: "5. Negative numbers: two's complement", "5. 負の数：2の補数";
    CARD_TWOS_BODY:
        "A computer stores the negative of x, written with the minus sign −x, as ~x + 1: flip every bit, then add one. The added 1 carries up through the 1s at the bottom of ~x (the 0s at the bottom of x) and stops at the first 0. The carry row shows where a 1 is carried into each bit. Read as signed, the top bit counts negative.",
        "コンピュータは x の符号を反転した数（マイナス記号 − をつけて −x と書きます）を ~x + 1 として記憶します。すべてのビットを反転し、1 を足すのです。足した 1 は ~x の下位に並ぶ1（x の下位に並ぶ0）を桁上がりしながら進み、最初の0で止まります。桁上がりの行は、各ビットに1が繰り上がってくるかどうかを示します。符号付きで読むと、最上位ビットはマイナスの重みを持ちます。";
    CARD_TWOS_MOMENT:
        "A Place step computes -bitmap to take its lowest candidate.",
        "「配置」のステップでは、最下位の候補を取り出すために -bitmap を計算します。";
    FLIPPED: "~x (flip)", "~x（反転）";
    PLUS_ONE: "~x + 1 = −x", "~x + 1 = −x";

    CARD_LOWEST_TITLE: "6. x & −x keeps only the lowest 1", "6. x & −x は最下位の1だけを残す";
    CARD_LOWEST_BODY:
        "Below the lowest 1 of x, both x and −x have 0s. At the lowest 1, both have a 1. Above it, −x is exactly the flip of x, so every pair there is one 0 and one 1. AND therefore leaves a single bit: the lowest 1. The solver takes bit = bitmap & −bitmap, its rightmost candidate.",
        "x の最下位の1より下では、x も −x も0です。最下位の1の桁では両方とも1です。それより上では −x はちょうど x の反転なので、どの桁も0と1の組になります。だから AND すると1ビットだけが残ります。それが最下位の1です。ソルバーは bit = bitmap & −bitmap で最も右の候補を取り出します。";
    CARD_LOWEST_MOMENT:
        "Each Place step takes bit = bitmap & -bitmap: the queen goes to the rightmost candidate.",
        "「配置」のステップごとに bit = bitmap & -bitmap を取り出し、最も右の候補にクイーンを置きます。";

    CARD_CLEAR_TITLE: "7. x & (x − 1) clears the lowest 1", "7. x & (x − 1) は最下位の1を消す";
    CARD_CLEAR_BODY:
        "Subtracting 1 borrows through the 0s at the bottom: the lowest 1 becomes 0 and the 0s below it become 1s, while the bits above stay. AND keeps only what x and x − 1 share, which is x without its lowest 1.",
        "1 を引くと下位の0を通って繰り下がり、最下位の1が0に、その下の0はすべて1になります。それより上の桁は変わりません。AND は x と x − 1 の共通部分だけを残すので、結果は x から最下位の1を除いたものです。";
    CARD_CLEAR_MOMENT:
        "After placing, the solver removes the queen's bit from bitmap; since that bit is the lowest 1, bitmap becomes bitmap & (bitmap − 1), the candidates still to try.",
        "クイーンを置いたあと、ソルバーは bitmap からそのビットを取り除きます。それは最下位の1なので、bitmap は bitmap & (bitmap − 1)、つまりまだ試していない候補になります。";

    CARD_SET_TITLE: "8. x | (x + 1) sets the lowest 0", "8. x | (x + 1) は最下位の0を1にする";
    CARD_SET_BODY:
        "Adding 1 carries through the 1s at the bottom: the lowest 0 becomes 1 and the 1s below it become 0s. OR with x brings those 1s back, so the only change is the lowest 0, now 1. The solver does not compute this, but it shows the same place: in left | down | right the lowest 0 inside the board is the rightmost free square.",
        "1 を足すと下位の1を通って桁上がりし、最下位の0が1に、その下の1はすべて0になります。x と OR するとその1が戻るので、変わるのは最下位の0だけで、それが1になります。ソルバーはこの式を計算しませんが、同じ場所を指します。left | down | right の盤内の最下位の0は、最も右の空きマスです。";
    CARD_SET_MOMENT:
        "After a Descend step, the lowest 0 of left | down | right (inside the board) is where the next queen goes.",
        "「次の行へ」のステップのあと、left | down | right の（盤内の）最下位の0が、次にクイーンを置く場所です。";
    NEW_BIT: "changed bit", "変わったビット";

    CARD_POP_TITLE: "9. Counting the 1s, two ways", "9. 1の個数を数える2つの方法";
    CARD_POP_BODY:
        "By clearing: repeat x = x & (x − 1) until x is 0. Each round removes one 1, so the loop runs once per 1. In parallel: add neighbouring bits in pairs, then neighbouring pairs, then groups of four, and so on. Each step works on all groups at once, so the number of steps depends only on the width.",
        "消していく方法：x が0になるまで x = x & (x − 1) を繰り返します。1回ごとに1が1つ消えるので、繰り返しの回数が1の個数です。並列に足す方法：隣り合うビットを2つずつ足し、次に隣り合う2ビットの組、次に4ビットの組、と足していきます。1回の計算で全部の組を同時に処理するので、回数は幅だけで決まります。";
    CARD_POP_MOMENT:
        "The number of 1s in bitmap after a Descend step is the number of candidates: how many queens that row will try.",
        "「次の行へ」のステップ後の bitmap の1の個数は候補の数、つまりその行で試すクイーンの数です。";
    BY_CLEARING: "By clearing the lowest 1", "最下位の1を消していく";
    IN_PARALLEL: "In parallel (fields of 2, 4, 8, … bits)", "並列に足す（2、4、8…ビットの組）";

    CARD_COMB_TITLE: "10. Combinations as bit patterns, and their numbers", "10. ビットで表す組み合わせとその番号";
    CARD_COMB_BODY:
        "Choosing m of n items is an n-bit pattern with m ones. In increasing order the patterns can be numbered 0 to C(n, m) − 1. From the highest bit down, each 1 at bit i with r ones still to place (itself included) adds C(i, r): the number of patterns that leave bit i empty and fit all r ones below it. The solver's down is such a pattern: after r queens it has r ones, one for each column in use.",
        "n 個から m 個を選ぶ組み合わせは、1が m 個ある n ビットのパターンです。小さい順に並べると 0 から C(n, m) − 1 までの番号が付けられます。上位ビットから見ていき、ビット i の1（それを含めて残りの1が r 個）ごとに C(i, r) を足します。これはビット i を空けたまま r 個の1をすべて下に収めるパターンの数です。ソルバーの down もこのようなパターンで、クイーンを r 個置いた後は使用中の列ごとに1が立ち、1の数は r 個です。";
    CARD_COMB_MOMENT:
        "After a Descend step into row r, down holds r ones: the combination of columns used by the queens above.",
        "行 r へ「次の行へ」進んだあと、down には1が r 個あり、上のクイーンが使っている列の組み合わせを表します。";
    COMB_N: "n (items)", "n（全体の数）";
    COMB_M: "m (chosen)", "m（選ぶ数）";
    COMB_PATTERN: "Pattern", "パターン";
    COMB_INDEX: "Number", "番号";
    COMB_ALL: "All patterns in order", "すべてのパターン（小さい順）";
}

/// A translated name of an operation, for the menu.
pub fn op_name(lang: Lang, op: Op) -> &'static str {
    let (en, ja) = match op {
        Op::And => ("AND", "論理積 AND"),
        Op::Or => ("OR", "論理和 OR"),
        Op::Xor => ("XOR", "排他的論理和 XOR"),
        Op::AndNot => ("remove the bits of b", "b のビットを消す"),
        Op::Not => ("NOT (flip every bit)", "否定 NOT（全ビット反転）"),
        Op::Shl => ("shift left", "左シフト"),
        Op::Shr => ("shift right", "右シフト"),
        Op::Neg => ("negate (two's complement)", "符号反転（2の補数）"),
        Op::LowestOne => ("keep the lowest 1", "最下位の1を取り出す"),
        Op::ClearLowest => ("clear the lowest 1", "最下位の1を消す"),
        Op::SetLowestZero => ("set the lowest 0", "最下位の0を1にする"),
    };
    match lang {
        Lang::En => en,
        Lang::Ja => ja,
    }
}

/// Why what was typed is not a value at the chosen width.
pub fn parse_error(lang: Lang, e: &ParseError) -> String {
    let base = |radix: u32| match (lang, radix) {
        (Lang::En, 2) => "binary",
        (Lang::En, 16) => "hexadecimal",
        (Lang::En, _) => "decimal",
        (Lang::Ja, 2) => "2進数",
        (Lang::Ja, 16) => "16進数",
        (Lang::Ja, _) => "10進数",
    };
    match (lang, *e) {
        (Lang::En, ParseError::Empty) => "Enter a number.".into(),
        (Lang::Ja, ParseError::Empty) => "数を入力してください。".into(),
        (Lang::En, ParseError::NoDigits) => "Digits are missing after the sign or prefix.".into(),
        (Lang::Ja, ParseError::NoDigits) => "符号や接頭辞の後に数字がありません。".into(),
        (Lang::En, ParseError::InvalidDigit { found, radix }) => {
            format!("“{found}” is not a {} digit.", base(radix))
        }
        (Lang::Ja, ParseError::InvalidDigit { found, radix }) => {
            format!("「{found}」は{}の数字ではありません。", base(radix))
        }
        (Lang::En, ParseError::TooLarge { max }) => {
            format!("Too large for this width: the largest value is {max}.")
        }
        (Lang::Ja, ParseError::TooLarge { max }) => {
            format!("この幅には大きすぎます。最大値は {max} です。")
        }
        (Lang::En, ParseError::TooNegative { min }) => {
            format!("Too small for this width: the smallest value is {min}.")
        }
        (Lang::Ja, ParseError::TooNegative { min }) => {
            format!("この幅には小さすぎます。最小値は {min} です。")
        }
    }
}

/// The label of the `n`-bit choice of the width menu.
pub fn width_n_option(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("n bits (board size, now {n})"),
        Lang::Ja => format!("n ビット（盤の大きさ、現在 {n}）"),
    }
}

/// What a clickable digit does, for screen readers.
pub fn bit_button_label(lang: Lang, name: &str, index: u32, on: bool) -> String {
    let v = u8::from(on);
    let name = crate::domain::spoken::operators_in_words(name, lang);
    match lang {
        Lang::En => format!("{name}, bit {index} = {v}; press to flip"),
        Lang::Ja => format!("{name} のビット {index} = {v}（押すと反転）"),
    }
}

/// `x`'s `width` binary digits, most significant first, for the ear: each
/// digit apart ("1 0 1 1 0", never "10110", said as a number), in groups
/// of `group` digits counted from bit 0 (a comma between them, 「、」 in
/// Japanese), none when `group` is 0.
pub fn spelled_bits(lang: Lang, x: u32, width: u32, group: u32) -> String {
    let mut out = String::new();
    for i in (0..width.clamp(1, 32)).rev() {
        if !out.is_empty() {
            let apart = group > 0 && (i + 1) % group == 0;
            out += match (apart, lang) {
                (true, Lang::En) => ", ",
                (true, Lang::Ja) => "、",
                (false, _) => " ",
            };
        }
        out.push(if x >> i & 1 == 1 { '1' } else { '0' });
    }
    out
}

/// The name of a row of the primer for the ear: its label in words, its
/// digits spelled (bytes apart), and its tail, the decimal value by default:
/// "x: binary 1 0 1 1 0, decimal 22".
pub fn row_name(lang: Lang, label: &str, value: u32, width: u32, tail: Option<&str>) -> String {
    let label = crate::domain::spoken::operators_in_words(label, lang);
    let digits = spelled_bits(lang, value, width, 8);
    let tail = tail.map(|t| crate::domain::spoken::operators_in_words(t, lang));
    match (lang, tail) {
        (Lang::En, None) => format!("{label}: binary {digits}, decimal {value}"),
        (Lang::En, Some(t)) => format!("{label}: binary {digits}, {t}"),
        (Lang::Ja, None) => format!("{label}：2進数 {digits}、10進数 {value}"),
        (Lang::Ja, Some(t)) => format!("{label}：2進数 {digits}、{t}"),
    }
}

/// A result digit that selects its bit, for the ear: "a AND b, bit 3 = 1".
pub fn select_bit_label(lang: Lang, label: &str, index: u32, on: bool) -> String {
    let v = u8::from(on);
    let label = crate::domain::spoken::operators_in_words(label, lang);
    match lang {
        Lang::En => format!("{label}, bit {index} = {v}"),
        Lang::Ja => format!("{label} のビット {index} = {v}"),
    }
}

/// A pattern of the combinations' list, for the ear: "number 6: 1 0 1 1
/// 0" (shown `6:10110`).
pub fn comb_item(lang: Lang, k: usize, pattern: u32, n: u32) -> String {
    let digits = spelled_bits(lang, pattern, n, 0);
    match lang {
        Lang::En => format!("number {k}: {digits}"),
        Lang::Ja => format!("番号 {k}：{digits}"),
    }
}

/// The NOT card's line on all 32 bits, for the ear: "all 32 bits: NOT 7 =
/// 1 1 1 1 1 1 1 1, … 1 1 1 1 1 0 0 0 = minus 8 (signed decimal)".
pub fn all_bits_spoken(lang: Lang, x: u32) -> String {
    let flipped = !x;
    let digits = spelled_bits(lang, flipped, 32, 8);
    let signed = flipped as i32;
    let signed = if signed < 0 {
        format!(
            "{} {}",
            if lang == Lang::En {
                "minus"
            } else {
                "マイナス"
            },
            signed.unsigned_abs()
        )
    } else {
        signed.to_string()
    };
    match lang {
        Lang::En => format!(
            "{}: NOT {x} = {digits} = {signed}, as a {}",
            ALL_32.en, COL_SIGNED.en
        ),
        Lang::Ja => format!(
            "{}：NOT {x} = {digits} = {signed}（{}）",
            ALL_32.ja, COL_SIGNED.ja
        ),
    }
}

/// A step of the parallel count, for the ear: the value's digits in its
/// fields of `field` bits, then each field's sum.
pub fn swar_value_spoken(lang: Lang, v: u32, width: u32, field: u32, sums: &[String]) -> String {
    let digits = spelled_bits(lang, v, width, field);
    match lang {
        Lang::En => format!("binary {digits}; the fields hold {}", sums.join(", ")),
        Lang::Ja => format!("2進数 {digits}。各組の値は {}", sums.join("、")),
    }
}

fn sub(i: u32) -> String {
    const DIGITS: [char; 10] = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];
    i.to_string()
        .chars()
        .map(|c| DIGITS[c.to_digit(10).unwrap_or(0) as usize])
        .collect()
}

/// One sentence on how result bit `o.index` of `op` was made.
pub fn origin_line(lang: Lang, op: Op, o: &Origin, shift: u32) -> String {
    let i = o.index;
    let r = u8::from(o.value);
    let b = |v: bool| u8::from(v);
    match o.source {
        Source::Pair { a, y } => {
            let y_name = op.second_row_label().unwrap_or("b");
            let sym = match op.pair_kind() {
                Some(crate::bitops::PairKind::Or) => "|",
                Some(crate::bitops::PairKind::Xor) => "^",
                _ => "&",
            };
            let y_bit = if y_name.len() == 1 {
                format!("{y_name}{}", sub(i))
            } else {
                format!("({y_name}){}", sub(i))
            };
            let formula = format!("a{} {sym} {y_bit} = {} {sym} {} = {r}", sub(i), b(a), b(y));
            match lang {
                Lang::En => {
                    format!("Bit {i}: {formula}, the two digits above it in the same column.")
                }
                Lang::Ja => format!("ビット {i}：{formula}。同じ列の上の2つの桁から決まります。"),
            }
        }
        Source::Inverted { a } => match lang {
            Lang::En => format!(
                "Bit {i}: ~a{} = ~{} = {r}, the digit of a above it, flipped.",
                sub(i),
                b(a)
            ),
            Lang::Ja => format!(
                "ビット {i}：~a{} = ~{} = {r}。真上の a の桁を反転したものです。",
                sub(i),
                b(a)
            ),
        },
        Source::Moved { from, a } => {
            let dir = if from < i { "<<" } else { ">>" };
            match lang {
                Lang::En => format!(
                    "Bit {i}: a copy of bit {from} of a ({}), moved {} by {dir} {shift}.",
                    b(a),
                    if from < i { "up" } else { "down" }
                ),
                Lang::Ja => format!(
                    "ビット {i}：a のビット {from}（{}）を {dir} {shift} で{}へ移したものです。",
                    b(a),
                    if from < i { "上位" } else { "下位" }
                ),
            }
        }
        Source::ShiftedIn => match lang {
            Lang::En => format!("Bit {i}: a 0 that the shift brought in; no bit of a lands here."),
            Lang::Ja => {
                format!("ビット {i}：シフトで入ってきた 0 です。a のどのビットもここには来ません。")
            }
        },
        Source::AddOne { flipped, carry_in } => {
            let carry_out = u8::from(flipped && carry_in);
            match lang {
                Lang::En => format!(
                    "Bit {i}: flipped digit {} + carry {} = {r}, carrying {carry_out} into the next bit.",
                    b(flipped),
                    b(carry_in)
                ),
                Lang::Ja => format!(
                    "ビット {i}：反転した桁 {} + 桁上がり {} = {r}。次の桁への桁上がりは {carry_out} です。",
                    b(flipped),
                    b(carry_in)
                ),
            }
        }
    }
}

/// The link from a card to a moment of the stepper.
pub fn moment_link(lang: Lang, n: usize, step: u64) -> String {
    match lang {
        Lang::En => format!("Open the stepper at n = {n}, step {step}"),
        Lang::Ja => format!("ステップ実行の n = {n}、ステップ {step} を開く"),
    }
}

/// Whether the linked moment uses the learner's own value.
pub fn moment_note(lang: Lang, exact: bool) -> &'static str {
    match (lang, exact) {
        (Lang::En, true) => "This is where the search meets exactly your example.",
        (Lang::Ja, true) => "探索がちょうどこの例の値に出会う瞬間です。",
        (Lang::En, false) => {
            "Your example does not occur early in this search; the link shows the first moment of the same kind."
        }
        (Lang::Ja, false) => "この例の値は探索の序盤には現れないので、同じ種類の最初の瞬間へリンクしています。",
    }
}

/// One line of the parallel count: the step and what it adds.
pub fn swar_line(lang: Lang, step: SwarStep) -> String {
    let (f, s, m) = (step.field_bits(), step.shift(), step.mask());
    match lang {
        Lang::En => format!("fields of {f} bits: (v & 0x{m:08x}) + ((v >> {s}) & 0x{m:08x})"),
        Lang::Ja => format!("{f}ビットの組：(v & 0x{m:08x}) + ((v >> {s}) & 0x{m:08x})"),
    }
}

/// The tail of the `k`-th row of the count by clearing.
pub fn round_label(lang: Lang, k: usize) -> String {
    match lang {
        Lang::En => format!("round {k}"),
        Lang::Ja => format!("{k}回目"),
    }
}

/// A row's value read both ways on the two's complement card: "unsigned
/// 22, signed 22", "unsigned 234, signed -22" (one number twice, each
/// reading named, never "22 = 22").
pub fn both_readings(lang: Lang, unsigned: u32, signed: i64) -> String {
    match lang {
        Lang::En => format!("unsigned {unsigned}, signed {signed}"),
        Lang::Ja => format!("符号なし {unsigned}、符号付き {signed}"),
    }
}

/// The result of a count of ones, with how much work it took.
pub fn ones_line(lang: Lang, ones: u32, rounds: usize, parallel: bool) -> String {
    match (lang, parallel) {
        (Lang::En, false) => {
            format!(
                "Number of 1s: {ones}, after {} of x & (x − 1).",
                plural(rounds as u64, "round", "rounds")
            )
        }
        (Lang::En, true) => {
            format!(
                "Number of 1s: {ones}, after {}, whatever the value.",
                plural(rounds as u64, "step", "steps")
            )
        }
        (Lang::Ja, false) => format!("1の個数：{ones}（x & (x − 1) を {rounds} 回）"),
        (Lang::Ja, true) => format!("1の個数：{ones}（値によらず {rounds} 回の計算）"),
    }
}

/// The total of a number given by its place values: a sum only where
/// there is one (a single 1 is its place value; "2 = 2" says nothing).
pub fn place_sum(lang: Lang, parts: &[u32], total: u32) -> String {
    let sum = parts
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" + ");
    match (lang, parts.len()) {
        (Lang::En, 0) => "Value: 0 (no 1 in the row)".into(),
        (Lang::Ja, 0) => "値：0（1 が1つもない）".into(),
        (Lang::En, 1) => format!("Value: {total}, the place value of its only 1"),
        (Lang::Ja, 1) => format!("値：{total}（1 は1つだけで、その桁の重み）"),
        (Lang::En, _) => format!("Value: {sum} = {total}"),
        (Lang::Ja, _) => format!("値：{sum} = {total}"),
    }
}

/// The formula of a combination's number, term by term.
pub fn comb_rank_line(lang: Lang, terms: &[(u32, u32, u64)], rank: u64) -> String {
    let sum = if terms.is_empty() {
        "0".to_string()
    } else {
        terms
            .iter()
            .map(|(i, r, c)| format!("C({i},{r})={c}"))
            .collect::<Vec<_>>()
            .join(" + ")
    };
    match lang {
        Lang::En => format!("Number: {sum} → {rank}"),
        Lang::Ja => format!("番号：{sum} → {rank}"),
    }
}

/// How many patterns there are.
pub fn comb_count(lang: Lang, n: u32, m: u32, count: u64) -> String {
    match lang {
        Lang::En => format!("C({n}, {m}) = {count} patterns"),
        Lang::Ja => format!("C({n}, {m}) = {count} 通り"),
    }
}

/// A pattern that does not have `m` ones in `n` bits.
pub fn comb_bad_pattern(lang: Lang, n: u32, m: u32) -> String {
    match lang {
        Lang::En => format!("Enter a pattern of {n} bits with exactly {m} ones."),
        Lang::Ja => format!("1 がちょうど {m} 個ある {n} ビットのパターンを入力してください。"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitops::{bit_origins, Width};
    use crate::i18n::check_both;

    const LANGS: [Lang; 2] = [Lang::En, Lang::Ja];

    #[test]
    fn every_function_text_is_non_empty_in_both_languages() {
        let errors = [
            ParseError::Empty,
            ParseError::NoDigits,
            ParseError::InvalidDigit {
                found: 'z',
                radix: 16,
            },
            ParseError::InvalidDigit {
                found: '2',
                radix: 2,
            },
            ParseError::InvalidDigit {
                found: 'x',
                radix: 10,
            },
            ParseError::TooLarge { max: 255 },
            ParseError::TooNegative { min: -128 },
        ];
        for op in Op::ALL {
            check_both(&[], |l| op_name(l, op).to_string());
            for o in bit_origins(op, 22, 2, Width::W8) {
                check_both(&[&o.index.to_string()], |l| origin_line(l, op, &o, 2));
            }
        }
        for e in &errors {
            check_both(&[], |l| parse_error(l, e));
        }
        check_both(&["255"], |l| {
            parse_error(l, &ParseError::TooLarge { max: 255 })
        });
        check_both(&["-128"], |l| {
            parse_error(l, &ParseError::TooNegative { min: -128 })
        });
        for exact in [true, false] {
            check_both(&[], |l| moment_note(l, exact).to_string());
        }
        for step in SwarStep::ALL {
            check_both(&[], |l| swar_line(l, step));
        }
        check_both(&["8"], |l| width_n_option(l, 8));
        check_both(&["a", "3"], |l| bit_button_label(l, "a", 3, true));
        check_both(&["5", "9"], |l| moment_link(l, 5, 9));
        check_both(&["32", "8", "2", "42"], |l| place_sum(l, &[32, 8, 2], 42));
        // Never a tautology: one 1 or none is not written as a sum.
        for (parts, total) in [(&[][..], 0), (&[2][..], 2), (&[8, 2][..], 10)] {
            check_both(&[&total.to_string()], |l| {
                let t = place_sum(l, parts, total);
                let sides: Vec<&str> = t.split(" = ").collect();
                assert!(sides.len() < 2 || !sides[0].ends_with(sides[1]), "{t}");
                t
            });
        }
        check_both(&["2"], |l| round_label(l, 2));
        for parallel in [false, true] {
            check_both(&["3", "5"], |l| ones_line(l, 3, 5, parallel));
        }
        check_both(&["5", "3", "10"], |l| comb_rank_line(l, &[(5, 3, 10)], 10));
        check_both(&["5", "3", "10"], |l| comb_count(l, 5, 3, 10));
        check_both(&["5", "3"], |l| comb_bad_pattern(l, 5, 3));
    }

    /// The two's complement card reads a row both ways and names each
    /// reading: a positive value is not shown as "22 = 22".
    #[test]
    fn both_readings_are_named() {
        use crate::bitops::as_signed;
        let w = Width::W8;
        assert_eq!(
            both_readings(Lang::En, 22, as_signed(22, w)),
            "unsigned 22, signed 22"
        );
        assert_eq!(
            both_readings(Lang::En, 234, as_signed(234, w)),
            "unsigned 234, signed -22"
        );
        assert_eq!(
            both_readings(Lang::Ja, 234, as_signed(234, w)),
            "符号なし 234、符号付き -22"
        );
    }

    /// Every card text reaches the ear with the symbols it introduces named
    /// ("the vertical bar | is OR"), and none is lost to its own word.
    #[test]
    fn every_symbol_a_card_introduces_is_named_for_the_ear() {
        use crate::domain::spoken::{for_ear, lost_symbols, symbol_name};
        use crate::i18n::Text;
        let cards: [(Text, Text, Text, &[&str]); 10] = [
            (CARD_ROW_TITLE, CARD_ROW_BODY, CARD_ROW_MOMENT, &[]),
            (CARD_OR_TITLE, CARD_OR_BODY, CARD_OR_MOMENT, &["|"]),
            (CARD_MASK_TITLE, CARD_MASK_BODY, CARD_MASK_MOMENT, &["<<"]),
            (CARD_NOT_TITLE, CARD_NOT_BODY, CARD_NOT_MOMENT, &["~", "&"]),
            (
                CARD_TWOS_TITLE,
                CARD_TWOS_BODY,
                CARD_TWOS_MOMENT,
                &["\u{2212}"],
            ),
            (CARD_LOWEST_TITLE, CARD_LOWEST_BODY, CARD_LOWEST_MOMENT, &[]),
            (CARD_CLEAR_TITLE, CARD_CLEAR_BODY, CARD_CLEAR_MOMENT, &[]),
            (CARD_SET_TITLE, CARD_SET_BODY, CARD_SET_MOMENT, &[]),
            (CARD_POP_TITLE, CARD_POP_BODY, CARD_POP_MOMENT, &[]),
            (CARD_COMB_TITLE, CARD_COMB_BODY, CARD_COMB_MOMENT, &[]),
        ];
        for lang in LANGS {
            for (title, body, moment, introduced) in cards {
                for text in [title, body, moment, INTRO, INPUT_HINT, SHIFT_NOTE] {
                    let shown = text.get(lang);
                    let said = for_ear(shown, usize::MAX, lang);
                    let lost = lost_symbols(shown, &said, lang);
                    assert!(lost.is_empty(), "{lang:?}: {lost:?} in {said}");
                }
                let said = for_ear(body.get(lang), usize::MAX, lang).to_lowercase();
                for symbol in introduced {
                    let named = format!("{} {symbol}", symbol_name(symbol, lang));
                    assert!(said.contains(&named), "{lang:?}: no {named:?} in {said}");
                }
            }
        }
    }

    /// Every binary value the primer gives the ear is spelled digit by
    /// digit: the rows' names, the result digits' labels, the list of
    /// combinations, the NOT card's 32 bits, the parallel count's steps.
    /// Unspaced, "10110" is said "ten thousand one hundred ten".
    #[test]
    fn the_primer_spells_every_binary_value_for_the_ear() {
        use crate::bitops::{combinations, to_binary};
        // No run of two or more binary digits outside a decimal of the text
        // (`decimals`, each said as the number it is).
        fn unspaced(said: &str, decimals: &[String]) -> Option<String> {
            // The names of the bases are words ("10進数").
            let mut rest = said.replace("10進", "#").replace("2進", "#");
            for d in decimals {
                rest = rest.replace(d.as_str(), "#");
            }
            let chars: Vec<char> = rest.chars().collect();
            (0..chars.len().saturating_sub(1))
                .find(|&i| matches!(chars[i], '0' | '1') && matches!(chars[i + 1], '0' | '1'))
                .map(|i| chars[i..].iter().take(12).collect())
        }
        for lang in LANGS {
            for width in 1..=32u32 {
                let mask = if width == 32 {
                    u32::MAX
                } else {
                    (1 << width) - 1
                };
                for x in [0x16u32, 0x5a5a_5a5a, u32::MAX, 1, 0x8000_0001] {
                    let x = x & mask;
                    let name = row_name(lang, "x & (x − 1)", x, width, None);
                    let digits = spelled_bits(lang, x, width, 8);
                    assert!(name.contains(&digits), "{name}");
                    let bad = unspaced(&name, &[x.to_string()]);
                    assert_eq!(bad, None, "{lang:?} {width}: {name}");
                    let tail = format!("{x} = {}", x as i32);
                    let name = row_name(lang, "~x + 1 = −x", x, width, Some(&tail));
                    let decimals = [x.to_string(), (x as i32).unsigned_abs().to_string()];
                    assert_eq!(unspaced(&name, &decimals), None, "{name}");
                    for i in 0..width {
                        let label = select_bit_label(lang, "a & b", i, x >> i & 1 == 1);
                        assert_eq!(unspaced(&label, &[i.to_string()]), None, "{label}");
                    }
                }
            }
            for n in 1..=crate::domain::bits::cards::COMB_MAX_N {
                for m in 0..=n {
                    for (k, c) in combinations(m, n).enumerate() {
                        let said = comb_item(lang, k, c, n);
                        let shown = to_binary(c, Width::for_board(n as usize));
                        assert!(n < 2 || !said.contains(&shown), "{said}");
                        assert_eq!(unspaced(&said, &[k.to_string()]), None, "{said}");
                    }
                }
            }
            for x in [7u32, 0, 22, 255] {
                let said = all_bits_spoken(lang, x);
                let decimals = [
                    x.to_string(),
                    (!x as i32).unsigned_abs().to_string(),
                    "32".into(),
                ];
                assert_eq!(unspaced(&said, &decimals), None, "{said}");
            }
            for width in [Width::W8, Width::W16, Width::W32] {
                let mut v = 0xb6d5_u32 & width.mask();
                for step in SwarStep::for_width(width) {
                    v = step.apply(v);
                    let f = step.field_bits();
                    let sums: Vec<String> = (0..width.bits().div_ceil(f))
                        .rev()
                        .map(|k| ((v as u64 >> (k * f)) & ((1u64 << f) - 1)).to_string())
                        .collect();
                    let said = swar_value_spoken(lang, v, width.bits(), f, &sums);
                    assert_eq!(unspaced(&said, &sums), None, "{said}");
                }
            }
            // The input's hint: its binary examples.
            let hint = crate::domain::spoken::spell_binary(INPUT_HINT.get(lang), 5);
            assert!(
                !hint.contains("10110") && hint.contains("1 0 1 1 0"),
                "{hint}"
            );
        }
        // The three: a button of the list, the NOT card, a row.
        assert_eq!(comb_item(Lang::En, 6, 0b10110, 5), "number 6: 1 0 1 1 0");
        assert_eq!(
            all_bits_spoken(Lang::En, 7),
            "all 32 bits: NOT 7 = 1 1 1 1 1 1 1 1, 1 1 1 1 1 1 1 1, 1 1 1 1 1 1 1 1, \
             1 1 1 1 1 0 0 0 = minus 8, as a signed decimal"
        );
        assert_eq!(
            row_name(Lang::Ja, "x", 3, 8, None),
            "x：2進数 0 0 0 0 0 0 1 1、10進数 3"
        );
    }

    #[test]
    fn parse_errors_name_the_limit() {
        for lang in LANGS {
            assert!(parse_error(lang, &ParseError::TooLarge { max: 255 }).contains("255"));
            assert!(parse_error(lang, &ParseError::TooNegative { min: -128 }).contains("-128"));
            assert!(parse_error(
                lang,
                &ParseError::InvalidDigit {
                    found: 'q',
                    radix: 10
                }
            )
            .contains('q'));
        }
    }

    #[test]
    fn origin_lines_carry_the_real_bits() {
        // 22 & -22 at 8 bits: bit 1 is 1 & 1.
        let o = bit_origins(Op::LowestOne, 22, 0, Width::W8);
        let line = origin_line(Lang::En, Op::LowestOne, &o[6], 0);
        assert!(line.contains("a₁ & (-a)₁ = 1 & 1 = 1"), "{line}");
        let o = bit_origins(Op::Shl, 0b0101, 2, Width::W8);
        let line = origin_line(Lang::En, Op::Shl, &o[5], 2);
        assert!(line.contains("bit 0 of a"), "{line}");
    }
}
