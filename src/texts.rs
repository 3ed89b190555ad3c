//! Every text of the site, in English and Japanese, in one place.
//!
//! A [`Text`] holds both languages, so a missing translation does not compile.
//! The domain's names (`left`, `down`, `right`, `mask`, `bitmap`, `bit`) are
//! the same in both languages on purpose: they are the variables of the code.

use crate::params::Notice;
use crate::solver::{column_of, Event, RowBits};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    Ja,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ja => "ja",
            Lang::En => "en",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        match code.trim().to_ascii_lowercase().as_str() {
            "ja" => Some(Lang::Ja),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The first of the browser's preferred languages that we have
    /// (`ja-JP` counts as `ja`); English otherwise.
    pub fn from_browser<S: AsRef<str>>(preferred: &[S]) -> Lang {
        preferred
            .iter()
            .find_map(|tag| {
                let primary = tag.as_ref().split(['-', '_']).next().unwrap_or("");
                Lang::from_code(primary)
            })
            .unwrap_or(Lang::En)
    }

    pub fn other(self) -> Lang {
        match self {
            Lang::Ja => Lang::En,
            Lang::En => Lang::Ja,
        }
    }
}

/// One text in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub ja: &'static str,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Ja => self.ja,
        }
    }
}

/// Declares text constants and an `ALL` list of them (for checks). Each
/// page's texts live in a submodule below, declared with this macro.
macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident: $en:expr, $ja:expr;)*) => {
        $( $(#[$doc])* pub const $name: Text = Text { en: $en, ja: $ja }; )*
        /// Every constant above, for checks.
        pub const ALL: &[(&str, Text)] = &[$((stringify!($name), $name)),*];
    };
}

// One submodule per page; the common texts are below.

texts! {
    SITE_TITLE: "Bitmap N-Queens, step by step", "ビットマップで解くNクイーン：1ステップずつ";
    SITE_TAGLINE:
        "Watch every bit of the bitmap search: left, down, right, mask, bitmap, bit.",
        "ビットマップ探索のすべてのビットを見る：left・down・right・mask・bitmap・bit。";
    LANG_TOGGLE: "日本語", "English";
    LANG_TOGGLE_LABEL: "Switch the language to Japanese", "言語を英語に切り替える";

    NAV_STEPPER: "Step through", "ステップ実行";
    NAV_COUNT: "Count", "解の数を数える";
    NAV_LAB: "Algorithm lab", "アルゴリズム比較";
    NAV_BITS: "Bits primer", "ビット演算入門";
    NAV_SYMMETRY: "Symmetry", "対称性";
    NAV_RECORDS: "Records", "記録";

    BOARD_SIZE: "Board size n", "盤の大きさ n";
    STEP: "Step", "ステップ";
    SOLUTIONS_FOUND: "Solutions found", "見つかった解";
    STEP_FORWARD: "Step forward", "1ステップ進む";
    STEP_BACK: "Step back", "1ステップ戻る";
    CURRENT_ROW: "Current row", "現在の行";
    FINISHED: "The search has ended.", "探索は終了しました。";
    BOARD_LABEL: "Board", "盤面";
    BITS_TITLE: "The bits of the current row", "現在の行のビット";
    BITS_NOTE:
        "Each digit sits under its column; the most significant bit is on the left.",
        "各桁はその列の真下にあります。最上位ビットが左端です。";
    DECIMAL: "decimal", "10進数";
    QUEEN: "queen", "クイーン";
    NOTICE_DISMISS: "Dismiss", "閉じる";

    EV_START: "Start: row 0, every column is a candidate.", "開始：0行目。すべての列が候補です。";
    EV_PLACE: "Place", "配置";
    EV_DESCEND: "Descend", "次の行へ";
    EV_BACKTRACK: "Backtrack", "バックトラック";

    ERROR_TITLE: "Something went wrong", "問題が発生しました";
    ERROR_BODY:
        "The page hit a bug and stopped. Reloading usually helps; the message below says what happened.",
        "ページでバグが発生し停止しました。再読み込みで直ることが多いです。詳細は以下のとおりです。";
    ERROR_RELOAD: "Reload", "再読み込み";
}

/// The visible message of a URL notice.
pub fn notice(lang: Lang, n: &Notice) -> String {
    match (lang, n) {
        (Lang::En, Notice::NotANumber { given, used }) => {
            format!("“{given}” is not a board size; showing n = {used}.")
        }
        (Lang::Ja, Notice::NotANumber { given, used }) => {
            format!("「{given}」は盤の大きさではありません。n = {used} を表示しています。")
        }
        (Lang::En, Notice::NOutOfRange { given, used }) => {
            format!("n = {given} is out of range; showing the nearest, n = {used}.")
        }
        (Lang::Ja, Notice::NOutOfRange { given, used }) => {
            format!("n = {given} は範囲外です。最も近い n = {used} を表示しています。")
        }
        (Lang::En, Notice::BadStep { given }) => {
            format!("“{given}” is not a step number; showing step 0.")
        }
        (Lang::Ja, Notice::BadStep { given }) => {
            format!("「{given}」はステップ番号ではありません。ステップ 0 を表示しています。")
        }
        (Lang::En, Notice::NegativeStep { given }) => {
            format!("Step {given} is before the start; showing step 0.")
        }
        (Lang::Ja, Notice::NegativeStep { given }) => {
            format!("ステップ {given} は開始より前です。ステップ 0 を表示しています。")
        }
        (Lang::En, Notice::StepPastEnd { given, last }) => {
            format!("Step {given} is past the end; showing the last step, {last}.")
        }
        (Lang::Ja, Notice::StepPastEnd { given, last }) => {
            format!("ステップ {given} は終了後です。最後のステップ {last} を表示しています。")
        }
        (Lang::En, Notice::UnknownLang { given }) => {
            format!("Unknown language “{given}”; use ja or en.")
        }
        (Lang::Ja, Notice::UnknownLang { given }) => {
            format!("「{given}」という言語はありません。ja か en を指定してください。")
        }
        (Lang::En, Notice::UnknownView { given }) => {
            format!("There is no page “{given}”; showing the stepper.")
        }
        (Lang::Ja, Notice::UnknownView { given }) => {
            format!("「{given}」というページはありません。ステップ実行を表示しています。")
        }
    }
}

/// One line that says what the last event did, with its real numbers.
/// `bits` are the values of the current row after the event.
pub fn event_line(
    lang: Lang,
    event: Option<Event>,
    n: usize,
    bits: &RowBits,
    solutions: u64,
) -> String {
    let bin = |v: u32| format!("{v:0n$b}");
    match (lang, event) {
        (_, None) => EV_START.get(lang).to_string(),
        (Lang::En, Some(Event::Place { row, bit, solution })) => {
            let mut line = format!(
                "Place: row {row} takes its lowest candidate, bit = bitmap & -bitmap = {} (column {}).",
                bin(bit),
                column_of(bit, n)
            );
            if solution {
                line += &format!(" Solution #{solutions} is complete!");
            }
            line
        }
        (Lang::Ja, Some(Event::Place { row, bit, solution })) => {
            let mut line = format!(
                "配置：{row}行目の候補のうち最下位のビット bit = bitmap & -bitmap = {}（{}列目）にクイーンを置きます。",
                bin(bit),
                column_of(bit, n)
            );
            if solution {
                line += &format!("解 #{solutions} が完成しました！");
            }
            line
        }
        (Lang::En, Some(Event::Descend { row })) => format!(
            "Descend to row {row}: its candidates are bitmap = mask & ~(left|down|right) = {}.",
            bin(bits.bitmap)
        ),
        (Lang::Ja, Some(Event::Descend { row })) => format!(
            "{row}行目へ進みます：候補は bitmap = mask & ~(left|down|right) = {} です。",
            bin(bits.bitmap)
        ),
        (Lang::En, Some(Event::Backtrack { row: 0 })) => {
            "Backtrack: row 0 has no candidate left, so the search is over.".to_string()
        }
        (Lang::Ja, Some(Event::Backtrack { row: 0 })) => {
            "バックトラック：0行目に候補が残っていないので、探索は終わりです。".to_string()
        }
        (Lang::En, Some(Event::Backtrack { row })) => format!(
            "Backtrack: row {row} has no candidate left (bitmap = 0), so the search returns to row {}.",
            row - 1
        ),
        (Lang::Ja, Some(Event::Backtrack { row })) => format!(
            "バックトラック：{row}行目に候補が残っていない（bitmap = 0）ので、{}行目に戻ります。",
            row - 1
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_both_languages() {
        for (name, t) in ALL {
            assert!(!t.en.trim().is_empty(), "{name} has no English");
            assert!(!t.ja.trim().is_empty(), "{name} has no Japanese");
        }
    }

    #[test]
    fn browser_language() {
        assert_eq!(Lang::from_browser(&["ja-JP", "en-US"]), Lang::Ja);
        assert_eq!(Lang::from_browser(&["fr-FR", "ja"]), Lang::Ja);
        assert_eq!(Lang::from_browser(&["en-GB"]), Lang::En);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        assert_eq!(Lang::from_browser(&["de"]), Lang::En);
    }

    #[test]
    fn notices_name_what_was_given_in_both_languages() {
        let n = Notice::NOutOfRange {
            given: "40".into(),
            used: 16,
        };
        for lang in [Lang::En, Lang::Ja] {
            let text = notice(lang, &n);
            assert!(text.contains("40") && text.contains("16"), "{text}");
        }
    }
}
