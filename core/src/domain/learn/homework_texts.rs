//! Texts of the exercises' homework sets and the teacher's check page
//! (`domain::learn::homework`), and of the exercises' answers that are
//! explained rather than graded.

use crate::domain::learn::homework::{CodeError, Set};
use crate::domain::learn::quiz::LEVELS;
use crate::i18n::{texts, Lang};

texts! {
    HOMEWORK: "For teachers: make a homework link", "先生向け：宿題のリンクを作る";
    HOMEWORK_INTRO: "The same list of questions for every student, whatever they answer, with a score at the end and a check code to hand in. \
        Choose the board and the number of questions, then share the link.",
        "どの生徒にも、答えによらず同じ問題が同じ順に出ます。最後に得点と、提出用の確認コードが表示されます。\
        盤の大きさと問題数を選んで、リンクを配ってください。";
    LEVEL: "Board", "盤の大きさ";
    QUESTIONS: "Questions", "問題数";
    SET_LINK: "Link for the students:", "生徒に配るリンク：";
    CHECK_LINK: "Check the codes of this set", "この宿題の確認コードを採点する";
    HOMEWORK_NOTE: "Homework: the same questions for everyone, in this order. A wrong answer does not change the next question.",
        "宿題：全員に同じ問題がこの順番で出ます。間違えても次の問題は変わりません。";
    FINISH: "See the score", "得点を見る";
    DONE_TITLE: "Homework done", "宿題が終わりました";
    CODE_LABEL: "Your check code (hand it to your teacher):", "確認コード（先生に提出してください）：";
    COPY_CODE: "Copy the code", "コードをコピー";
    CODE_NOTE: "The code holds the set and your answers; the teacher's page grades them again. It is kept only in this browser.",
        "コードには問題セットとあなたの答えが入っています。先生のページで採点し直します。このブラウザーの中にだけ保存されます。";
    AGAIN: "Do this homework again", "この宿題をもう一度やる";
    PRACTICE: "Free practice (questions that adapt to your answers)", "自由練習（答えに合わせて問題が変わります）";
    CHECK_TITLE: "Check a class's codes", "クラスの確認コードを採点する";
    CHECK_INTRO: "Paste the students' check codes, one per line (a name before a colon is kept: “Aoi: 7B2K-…”). \
        Each code is graded here from its answers, by making the set's questions again; nothing is sent anywhere.",
        "生徒の確認コードを1行に1つずつ貼り付けてください（コロンの前に名前を書けます：「あおい：7B2K-…」）。\
        それぞれのコードに入っている答えを、問題セットを作り直してここで採点します。どこにも送信しません。";
    CODES: "Check codes, one per line", "確認コード（1行に1つ）";
    GRADE: "Grade", "採点する";
    NO_CODES: "No codes yet: paste them in the box, then Grade.", "まだコードがありません。欄に貼り付けてから「採点する」を押してください。";
    STUDENT: "Student", "生徒";
    SCORE_HEAD: "Score", "得点";
    MISSED_HEAD: "Missed questions", "間違えた問題";
    NONE_MISSED: "none", "なし";
    REFUSED: "refused", "受け付けません";
    NOTE: "note", "メモ";
    BAD_SET: "This link names no homework set (a board 4, 5, 6 or 8 and 1 to 30 questions): the codes are checked against the set of the first good code.",
        "このリンクの宿題の指定が正しくありません（盤は 4・5・6・8、問題数は 1〜30）。最初の正しいコードの問題セットで採点します。";
}

/// The board of a level: `n = 6`.
pub fn level_name(level: usize) -> String {
    format!("n = {}", LEVELS[level.min(LEVELS.len() - 1)])
}

/// The set in words: `n = 6, 10 questions, set 424242`.
pub fn set_name(lang: Lang, set: Set) -> String {
    let n = set.n();
    match lang {
        Lang::En => format!("n = {n}, {} questions, set {}", set.questions, set.seed),
        Lang::Ja => format!("n = {n}・{} 問・セット {}", set.questions, set.seed),
    }
}

/// The set being checked.
pub fn checking(lang: Lang, set: Set) -> String {
    match lang {
        Lang::En => format!("Checking against: {}.", set_name(lang, set)),
        Lang::Ja => format!("採点する宿題：{}。", set_name(lang, set)),
    }
}

/// Where the student is in the set: `Question 3 of 10`.
pub fn position(lang: Lang, shown: usize, total: usize) -> String {
    let k = shown + 1;
    match lang {
        Lang::En => format!("Question {k} of {total}"),
        Lang::Ja => format!("全 {total} 問中 {k} 問目"),
    }
}

/// Beside a score whose code is the same as line `line`'s (from 0): `name`
/// is this line's own name, `first` the earlier line's, if they have one.
/// Under two names, both are graded, and the note says which line counts if
/// the code is one student's.
pub fn same_code(lang: Lang, line: usize, name: Option<&str>, first: Option<&str>) -> String {
    let k = line + 1;
    match (lang, name) {
        (Lang::En, Some(name)) if first.is_some() => format!(
            "The same code as line {k} ({}): two students who answered alike, or one student's code under two names? Both are graded; if it is one student's, only line {k} counts, not {name}'s.",
            first.unwrap_or_default()
        ),
        (Lang::Ja, Some(name)) if first.is_some() => format!(
            "{k} 番目の行（{}さん）と同じコードです。同じ答えの生徒が2人いるのか、1人のコードが2つの名前で出されたのか、確かめてください。どちらも採点していますが、1人のコードなら数えるのは {k} 番目の行だけで、{name}さんの行は数えません。",
            first.unwrap_or_default()
        ),
        (Lang::En, None) => format!(
            "The same code as line {k}: two students who answered alike, or one pasted twice? Put a name before each code to tell them apart."
        ),
        (Lang::Ja, None) => format!(
            "{k} 番目の行と同じコードです。同じ答えの生徒が2人いるのか、同じ生徒を2回貼り付けたのか、名前を付けて（名前: コード）区別してください。"
        ),
        (Lang::En, Some(name)) => format!(
            "The same code as line {k}, which has no name: {name} pasted twice, or another student who answered alike? Put a name before line {k}'s code to tell them apart."
        ),
        (Lang::Ja, Some(name)) => format!(
            "{k} 番目の行と同じコードで、その行には名前がありません。{name}さんを2回貼り付けたのか、同じ答えの別の生徒なのか、{k} 番目の行にも名前を付けて（名前: コード）区別してください。"
        ),
    }
}

/// The questions missed (from 0), by their numbers as the students saw
/// them (from 1).
pub fn missed(lang: Lang, questions: &[usize]) -> String {
    if questions.is_empty() {
        return NONE_MISSED.get(lang).to_string();
    }
    let list: Vec<String> = questions.iter().map(|q| (q + 1).to_string()).collect();
    match lang {
        Lang::En => format!("questions {}", list.join(", ")),
        Lang::Ja => format!("問題 {}", list.join("・")),
    }
}

/// The student's score, named: `Score: 7 / 10`.
pub fn score_line(lang: Lang, score: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("{}: {score} / {total}", SCORE_HEAD.get(lang)),
        Lang::Ja => format!("{}：{total} 問中 {score} 問正解", SCORE_HEAD.get(lang)),
    }
}

/// A line's score.
pub fn score(lang: Lang, score: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("{score} / {total}"),
        Lang::Ja => format!("{total} 問中 {score} 問"),
    }
}

/// Why a code was refused, with the line it is on (from 0).
pub fn refused(lang: Lang, line: usize, why: &CodeError) -> String {
    let k = line + 1;
    let reason = match (why, lang) {
        (CodeError::Empty, Lang::En) => "no code on this line.".to_string(),
        (CodeError::Empty, Lang::Ja) => "この行にコードがありません。".to_string(),
        (CodeError::NoCode, Lang::En) => {
            "no check code on this line: kept as a note, not graded.".to_string()
        }
        (CodeError::NoCode, Lang::Ja) => {
            "この行には確認コードがありません。メモとして残し、採点しません。".to_string()
        }
        (CodeError::Character(c), Lang::En) => {
            format!("“{c}” is not a character of a check code (digits and letters only). Copy the code again.")
        }
        (CodeError::Character(c), Lang::Ja) => {
            format!("「{c}」は確認コードに使われない文字です（数字と英字だけです）。コードをもう一度コピーしてください。")
        }
        (CodeError::Damaged, Lang::En) => {
            "the code is damaged (a character mistyped, missing or extra: its checksum does not match). Ask for it again.".to_string()
        }
        (CodeError::Damaged, Lang::Ja) => {
            "コードが壊れています（文字の打ち間違い・抜け・余分があり、チェックサムが合いません）。もう一度提出してもらってください。".to_string()
        }
        (CodeError::OtherSet(s), Lang::En) => format!(
            "this code is of another homework set ({}), not of the one being checked.",
            set_name(lang, *s)
        ),
        (CodeError::OtherSet(s), Lang::Ja) => format!(
            "別の宿題（{}）のコードです。採点している宿題のものではありません。",
            set_name(lang, *s)
        ),
        (CodeError::Duplicate { line, name }, Lang::En) => format!(
            "{} as line {}: a student counted twice? It is graded once, on line {}.",
            if *name { "the same name" } else { "the same code" },
            line + 1,
            line + 1
        ),
        (CodeError::Duplicate { line, name }, Lang::Ja) => format!(
            "{} 番目の行と{}です（同じ生徒を2回貼り付けていませんか？）。採点は {} 番目の行の1回だけです。",
            line + 1,
            if *name { "同じ名前" } else { "同じコード" },
            line + 1
        ),
    };
    match lang {
        Lang::En => format!("Line {k}: {reason}"),
        Lang::Ja => format!("{k} 番目の行：{reason}"),
    }
}

/// After Grade: how many codes were graded and how many refused, and the
/// lines with no code (notes), if any.
pub fn summary(lang: Lang, graded: usize, refused: usize, notes: usize) -> String {
    match (lang, notes) {
        (Lang::En, 0) => format!("{graded} codes graded, {refused} refused."),
        (Lang::Ja, 0) => format!("{graded} 件を採点し、{refused} 件を受け付けませんでした。"),
        (Lang::En, _) => format!(
            "{graded} codes graded, {refused} refused; {} without a code, kept as notes.",
            crate::i18n::plural(notes as u64, "line", "lines")
        ),
        (Lang::Ja, _) => format!("{graded} 件を採点し、{refused} 件を受け付けませんでした。コードのない {notes} 行はメモとして残しました。"),
    }
}

/// A negative answer (`-k`) explained: the signed reading of a 32-bit
/// value, where the box wants the board's `n` digits, unsigned. `~(k-1)`
/// is `-k` in two's complement, which is how Python and JavaScript print it.
pub fn negative_answer(lang: Lang, k: u64, n: usize) -> String {
    let mask = solver::mask_for(n);
    let flipped = k - 1;
    match lang {
        Lang::En => format!(
            "-{k} is the signed reading of a 32-bit value: Python and JavaScript print ~{flipped} as -{k}. \
             These boxes want the value of the board's {n} digits, unsigned (0 to {mask}): keep only those digits with & mask \
             (in Python, ~{flipped} & {mask}), then answer again."
        ),
        Lang::Ja => format!(
            "-{k} は、32ビットの値を符号付きで読んだものです（Python や JavaScript では ~{flipped} が -{k} と表示されます）。\
             この欄には、盤の {n} 桁の値を符号なしで答えます（0〜{mask}）。& mask でその桁だけを残してから\
             （Python なら ~{flipped} & {mask}）、もう一度答えてください。"
        ),
    }
}

/// Why a Place completes a solution or not: the row the queen goes in
/// (`row`, from 0) against the last row of an `n`-wide board.
pub fn solution_reason(lang: Lang, row: usize, n: usize) -> String {
    let last = n - 1;
    match lang {
        Lang::En if row == last => format!(
            "Yes: this queen goes in row {row}, the last row (rows 0 to {last}), so all {n} queens are on the board."
        ),
        Lang::Ja if row == last => format!(
            "はい：このクイーンは最後の行（行 {row}）に置かれるので、{n} 個のクイーンがすべて盤に並びます。"
        ),
        Lang::En if row + 1 == last => format!(
            "No: this queen goes in row {row}, not the last row; row {last} still needs a queen."
        ),
        Lang::Ja if row + 1 == last => format!(
            "いいえ：このクイーンは行 {row} に置かれます。最後の行ではないので、行 {last} にまだクイーンが必要です。"
        ),
        Lang::En => format!(
            "No: this queen goes in row {row}, not the last row; rows {} to {last} still need a queen each.",
            row + 1
        ),
        Lang::Ja => format!(
            "いいえ：このクイーンは行 {row} に置かれます。最後の行ではないので、行 {}〜{last} にまだクイーンが必要です。",
            row + 1
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::check_both;

    #[test]
    fn texts_say_their_values_in_both_languages() {
        let set = Set::new(424_242, 2, 10).unwrap();
        check_both(&["n = 6", "10", "424242"], |l| set_name(l, set));
        check_both(&["3", "10"], |l| position(l, 2, 10));
        check_both(&["3", "8"], |l| missed(l, &[2, 7]));
        check_both(&["4"], |l| refused(l, 3, &CodeError::Damaged));
        check_both(&["n = 6", "9", "424242"], |l| {
            refused(l, 0, &CodeError::OtherSet(Set::new(424_242, 2, 9).unwrap()))
        });
        check_both(&["?"], |l| refused(l, 0, &CodeError::Character('?')));
        check_both(&["4", "1"], |l| summary(l, 4, 1, 0));
        check_both(&["4", "1", "2"], |l| summary(l, 4, 1, 2));
        check_both(&["3"], |l| refused(l, 2, &CodeError::NoCode));
        check_both(&["7", "10"], |l| score_line(l, 7, 10));
        assert_eq!(score_line(Lang::En, 7, 10), "Score: 7 / 10");
        assert_eq!(score_line(Lang::Ja, 7, 10), "得点：10 問中 7 問正解");
        for name in [true, false] {
            let why = CodeError::Duplicate { line: 2, name };
            check_both(&["5", "3"], |l| refused(l, 4, &why));
        }
    }

    /// A line with a name beside an earlier twin without one is not asked
    /// to "put a name before each code": the other line is.
    #[test]
    fn the_same_code_note_asks_the_line_without_a_name() {
        check_both(&["3"], |l| same_code(l, 2, None, None));
        check_both(&["3", "Mei"], |l| same_code(l, 2, Some("Mei"), None));
        assert!(same_code(Lang::En, 2, None, None).contains("before each code"));
        let named = same_code(Lang::En, 2, Some("Mei"), None);
        assert!(
            named.contains("line 3's code") && !named.contains("each code"),
            "{named}"
        );
        assert!(same_code(Lang::Ja, 2, Some("Mei"), None).contains("3 番目の行にも名前"));
        // Under two names: both graded, and which line counts if it is one
        // student's.
        check_both(&["3", "Mei", "Aoi"], |l| {
            same_code(l, 2, Some("Mei"), Some("Aoi"))
        });
        assert!(same_code(Lang::En, 2, Some("Mei"), Some("Aoi")).contains("only line 3 counts"));
        assert!(
            same_code(Lang::Ja, 2, Some("Mei"), Some("Aoi")).contains("数えるのは 3 番目の行だけ")
        );
    }

    /// `-60` at n = 6: the arithmetic the message names is true, ~59 is -60
    /// as a signed 32-bit value, and the mask is the board's.
    #[test]
    fn a_negative_answer_is_explained_with_true_arithmetic() {
        check_both(&["-60", "~59", "63", "6"], |l| negative_answer(l, 60, 6));
        assert_eq!(!59u32 as i32, -60);
        check_both(&["-1", "~0", "255"], |l| negative_answer(l, 1, 8));
    }

    /// The reason names the row from the state, and Japanese prose has no
    /// English name in it (`solution = 0`, `row = 4`).
    #[test]
    fn the_solution_reason_is_derived_and_in_the_reader_s_words() {
        check_both(&["4", "5"], |l| solution_reason(l, 4, 5));
        check_both(&["2", "4"], |l| solution_reason(l, 2, 5));
        check_both(&["1", "2", "4"], |l| solution_reason(l, 1, 5));
        for row in 0..5 {
            let ja = solution_reason(Lang::Ja, row, 5);
            assert!(!ja.contains("row") && !ja.contains("solution"), "{ja}");
            assert_eq!(ja.starts_with("はい"), row == 4, "{ja}");
            let en = solution_reason(Lang::En, row, 5);
            assert_eq!(en.starts_with("Yes"), row == 4, "{en}");
        }
    }
}
