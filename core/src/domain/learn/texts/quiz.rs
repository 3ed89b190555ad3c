//! The exercises' texts: the question, the expected value, the learner's
//! answer, the score, and what the exercises' tools say.

use super::lesson::bd;
use super::table::{NO, YES, YOUR_ANSWER};
use crate::domain::learn::quiz::Kind;
use crate::domain::stepper::explain::Branch;
use crate::domain::stepper::speech::and_list;
use crate::i18n::Lang;

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
        Lang::En => format!("The digits of columns {} differ.", and_list(&list)),
        Lang::Ja => format!("違う桁：列 {}。", list.join("・列 ")),
    }
}

/// Score and streak.
pub fn score_line(lang: Lang, score: u64, answered: u64, streak: u64, best: u64) -> String {
    match lang {
        Lang::En => format!("{score} / {answered} right · streak {streak} (best {best})"),
        Lang::Ja => format!("{answered} 問中 {score} 問正解・連続 {streak}（最高 {best}）"),
    }
}
