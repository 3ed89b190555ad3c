//! The texts of the shell (title, menu, language toggle, URL notices, the
//! error panel) and of the shared components, in both languages. Each page's
//! own texts are in `pages/<page>/texts.rs`.

use crate::i18n::texts;
pub use crate::i18n::{Lang, Text};
use crate::state::url::Notice;

texts! {
    // The site's title in two parts: on a phone the header shows the name
    // alone (the rest stays for screen readers), so that it keeps to two
    // lines in Japanese.
    SITE_NAME: "Bitmap N-Queens", "ビットマップで解くNクイーン";
    SITE_NAME_TAIL: ", step by step", "：1ステップずつ";
    SITE_TAGLINE:
        "Watch every bit of the bitmap search: left, down, right, mask, bitmap, bit.",
        "ビットマップ探索のすべてのビットを見る：left・down・right・mask・bitmap・bit。";
    LANG_TOGGLE: "日本語", "English";
    SKIP_TO_CONTENT: "Skip to the content", "本文へ移動";
    LANG_TOGGLE_LABEL: "Switch the language to Japanese", "言語を英語に切り替える";

    NAV_LABEL: "Views", "ページ";
    MENU: "Menu", "メニュー";

    BOARD_SIZE: "Board size n", "盤の大きさ n";
    CURRENT_ROW: "Current row", "現在の行";
    BOARD_LABEL: "Board", "盤面";
    BITS_TITLE: "The bits of the current row", "現在の行のビット";
    // Above the bit rows' decimal values, for the eye (each row's sentence
    // says "decimal" to the ear).
    DEC_HEAD: "dec", "10進";
    // True in every layout: under the board, its column numbers head the
    // digits too; beside it (a phone lying down), the rows' own do
    // (components::bitrows::bit_rows).
    BITS_NOTE:
        "Each digit sits under its column's number; the most significant bit is on the left.",
        "各桁はその列の番号の真下にあります。最上位ビットが左端です。";
    DECIMAL: "decimal", "10進数";
    QUEEN: "queen", "クイーン";
    // Every close of the site (a dialog, a notice, the lesson banner):
    // one word.
    CLOSE: "Close", "閉じる";
    EXTRA_LOADING: "Loading this page…", "このページを読み込んでいます…";
    EXTRA_FAILED:
        "This page could not be loaded. Check the connection and reload; once the site has been opened online, it also works offline.",
        "このページを読み込めませんでした。接続を確かめて再読み込みしてください。一度オンラインで開いたあとはオフラインでも使えます。";

    ERROR_TITLE: "Something went wrong", "問題が発生しました";
    ERROR_BODY:
        "The page hit a bug and stopped. Reloading usually helps; the message below says what happened.",
        "ページでバグが発生し停止しました。再読み込みで直ることが多いです。詳細は以下のとおりです。";
    ERROR_RELOAD: "Reload", "再読み込み";
}

/// Said once the solutions are copied: how many, one or many (Japanese has
/// no plural).
pub fn copied(lang: Lang, count: u64, found: u64) -> String {
    match (lang, count < found) {
        (Lang::En, false) if count == 1 => "Copied 1 solution.".to_string(),
        (Lang::En, false) => format!("Copied {count} solutions."),
        (Lang::En, true) if count == 1 => format!("Copied the first of {found} solutions."),
        (Lang::En, true) => format!("Copied the first {count} of {found} solutions."),
        (Lang::Ja, false) => format!("{count} 個の解をコピーしました。"),
        (Lang::Ja, true) => format!("{found} 個のうち最初の {count} 個の解をコピーしました。"),
    }
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
        (Lang::En, Notice::BadNumber { key, given }) => {
            format!("{key} = “{given}” is not a whole number; showing the start.")
        }
        (Lang::Ja, Notice::BadNumber { key, given }) => {
            format!("{key} =「{given}」は整数ではありません。最初から表示しています。")
        }
        (Lang::En, Notice::BadSwitch { key, given }) => {
            format!("{key} = “{given}” is neither 1 nor 0; it is left off.")
        }
        (Lang::Ja, Notice::BadSwitch { key, given }) => {
            format!("{key} = 「{given}」は 1 でも 0 でもないため、使いません。")
        }
        (Lang::En, Notice::UnknownView { given }) => {
            format!("There is no page “{given}”; showing the stepper.")
        }
        (Lang::Ja, Notice::UnknownView { given }) => {
            format!("「{given}」というページはありません。ステップ実行を表示しています。")
        }
        (Lang::En, Notice::UnknownCode { given }) => {
            format!("The code panel has no language “{given}”; use c, python, js or rust.")
        }
        (Lang::Ja, Notice::UnknownCode { given }) => {
            format!("コード欄に「{given}」という言語はありません。c・python・js・rust のどれかを指定してください。")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table of texts (a `texts!` block) of the site, by its file.
    const TABLES: [(&str, &[(&str, Text)]); 11] = [
        ("src/texts.rs", ALL),
        ("src/domain/bits/texts.rs", crate::domain::bits::texts::ALL),
        (
            "src/domain/count/texts.rs",
            crate::domain::count::texts::ALL,
        ),
        ("src/domain/lab/texts.rs", crate::domain::lab::texts::ALL),
        (
            "src/domain/learn/texts/table.rs",
            crate::domain::learn::texts::ALL,
        ),
        (
            "src/domain/learn/write_texts.rs",
            crate::domain::learn::write_texts::ALL,
        ),
        (
            "src/domain/learn/homework_texts.rs",
            crate::domain::learn::homework_texts::ALL,
        ),
        (
            "src/domain/records/texts.rs",
            crate::domain::records::texts::ALL,
        ),
        (
            "src/domain/stepper/texts.rs",
            crate::domain::stepper::texts::ALL,
        ),
        (
            "src/domain/symmetry/texts.rs",
            crate::domain::symmetry::texts::ALL,
        ),
        ("src/domain/tree/texts.rs", crate::domain::tree::texts::ALL),
    ];

    /// The files under `dir` that declare a table of texts.
    fn files_with_texts(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                files_with_texts(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs")
                && std::fs::read_to_string(&path)
                    .unwrap()
                    .lines()
                    .any(|l| l.trim_start().starts_with("texts! {"))
            {
                let rel = path.strip_prefix(root).unwrap();
                out.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }

    #[test]
    fn every_table_of_texts_is_checked() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut found = Vec::new();
        files_with_texts(&root.join("src"), root, &mut found);
        found.sort();
        let mut listed: Vec<String> = TABLES.iter().map(|(f, _)| f.to_string()).collect();
        listed.sort();
        assert_eq!(
            found, listed,
            "add each file with a `texts!` table to TABLES"
        );
    }

    /// The project calls its source articles "the seeds"; readers see
    /// them named and cited (`crate::domain::sources`), never by that word.
    #[test]
    fn no_text_says_seed() {
        let sources = crate::domain::sources::SOURCES.iter().flat_map(|s| {
            [s.short, s.author, s.title, s.site, s.used_for]
                .into_iter()
                .map(move |t| (s.id, t))
        });
        let tables = TABLES
            .iter()
            .flat_map(|(_, table)| table.iter().map(|(name, t)| (*name, *t)));
        for (name, t) in tables.chain(sources) {
            for text in [t.en, t.ja] {
                let lower = text.to_lowercase();
                assert!(
                    !lower.contains("seed") && !text.contains("シード"),
                    "{name}: {text}"
                );
            }
        }
    }

    /// Every citation marker names a source.
    #[test]
    fn every_citation_names_a_source() {
        use crate::domain::sources::{parts, Part};
        for (file, table) in TABLES {
            for (name, t) in table.iter() {
                for text in [t.en, t.ja] {
                    for p in parts(text) {
                        if let Part::Text(piece) = p {
                            assert!(!piece.contains("[["), "{file}: {name}: {piece}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_text_exists_in_both_languages() {
        for (file, table) in TABLES {
            assert!(!table.is_empty(), "{file}");
            for (name, t) in table.iter() {
                assert!(!t.en.trim().is_empty(), "{file}: {name} has no English");
                assert!(!t.ja.trim().is_empty(), "{file}: {name} has no Japanese");
            }
        }
    }

    #[test]
    fn function_texts_say_their_values_in_both_languages() {
        use crate::i18n::check_both;
        check_both(&["92"], |l| copied(l, 92, 92));
        check_both(&["50", "92"], |l| copied(l, 50, 92));
        check_both(&["1"], |l| copied(l, 1, 1));
        assert_eq!(copied(Lang::En, 1, 1), "Copied 1 solution.");
        assert_eq!(copied(Lang::En, 2, 2), "Copied 2 solutions.");
        assert_eq!(copied(Lang::En, 1, 4), "Copied the first of 4 solutions.");
        assert_eq!(copied(Lang::Ja, 1, 1), "1 個の解をコピーしました。");
        let cases = [
            (
                Notice::NotANumber {
                    given: "abc".into(),
                    used: 8,
                },
                vec!["abc", "8"],
            ),
            (
                Notice::NOutOfRange {
                    given: "40".into(),
                    used: 16,
                },
                vec!["40", "16"],
            ),
            (Notice::BadStep { given: "x1".into() }, vec!["x1"]),
            (Notice::NegativeStep { given: "-3".into() }, vec!["-3"]),
            (
                Notice::StepPastEnd {
                    given: 999,
                    last: 45,
                },
                vec!["999", "45"],
            ),
            (Notice::UnknownLang { given: "xx".into() }, vec!["xx"]),
            (Notice::UnknownCode { given: "go".into() }, vec!["go"]),
            (
                Notice::BadSwitch {
                    key: "embed",
                    given: "yes".into(),
                },
                vec!["embed", "yes"],
            ),
            (
                Notice::UnknownView {
                    given: "nope".into(),
                },
                vec!["nope"],
            ),
        ];
        for (n, values) in &cases {
            check_both(values, |l| notice(l, n));
        }
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
