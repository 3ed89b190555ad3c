//! The two languages of the site and the type every text is written in.
//!
//! A [`Text`] holds both languages, so a missing translation does not compile.
//! Each page keeps its texts beside its logic in the domain
//! (`domain/<page>/texts.rs`, both languages side by side); the shell's and
//! the shared components' texts are in [`crate::texts`].

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

/// Declares text constants and an `ALL` list of them (for checks), one
/// `name: "English", "日本語";` per text.
macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident: $en:expr, $ja:expr;)*) => {
        $( $(#[$doc])* pub const $name: $crate::i18n::Text = $crate::i18n::Text { en: $en, ja: $ja }; )*
        /// Every constant above, for checks.
        pub const ALL: &[(&str, $crate::i18n::Text)] = &[$((stringify!($name), $name)),*];
    };
}
pub(crate) use texts;

/// A count and its English noun: `1 candidate`, `4 candidates`, `0 candidates`.
/// The one plural rule of the site (Japanese needs none: its texts write a
/// counter word after the number, `4 個`).
pub fn plural(count: u64, one: &str, many: &str) -> String {
    if count == 1 {
        format!("1 {one}")
    } else {
        format!("{count} {many}")
    }
}

/// Two sentences one after the other: English puts a space between them,
/// Japanese none (its full stop 「。」 is the break).
pub fn sentences(lang: Lang, first: &str, second: &str) -> String {
    match lang {
        Lang::En => format!("{first} {second}"),
        Lang::Ja => format!("{first}{second}"),
    }
}

#[cfg(test)]
/// For the texts' tests, the wording rule of both languages (README,
/// Conventions): the first 0-based ordinal in `text`: a number followed by `行目` / `列目`
/// (or `何行目` / `何列目`, which asks for one) in Japanese, a number with
/// `st` / `nd` / `rd` / `th`, or `zeroth`, in English.
pub fn ordinal(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    let digit = |c: char| c.is_ascii_digit() || ('０'..='９').contains(&c) || c == '何';
    for (i, &c) in chars.iter().enumerate() {
        if !digit(c) || (i > 0 && digit(chars[i - 1])) {
            continue;
        }
        let mut j = i;
        while j < chars.len() && digit(chars[j]) {
            j += 1;
        }
        let number: String = chars[i..j].iter().collect();
        let mut k = j;
        while k < chars.len() && chars[k] == ' ' {
            k += 1;
        }
        let rest: String = chars[k..(k + 2).min(chars.len())].iter().collect();
        if rest == "行目" || rest == "列目" {
            return Some(format!("{number}{rest}"));
        }
        // English: 0th, 1st, 2nd, 3rd, 12th …, not followed by a letter.
        let suffix: String = chars[j..(j + 2).min(chars.len())].iter().collect();
        let after = chars.get(j + 2).is_some_and(|c| c.is_alphanumeric());
        if c != '何' && ["st", "nd", "rd", "th"].contains(&suffix.as_str()) && !after {
            return Some(format!("{number}{suffix}"));
        }
    }
    text.to_lowercase()
        .contains("zeroth")
        .then(|| "zeroth".into())
}

/// For the texts' tests: `text` is not empty in either language, each of
/// `values` (what the caller passed in, as it should be printed) appears in
/// both (a value that one translation drops fails), and neither writes a
/// 0-based index as an ordinal ([`ordinal`]).
#[cfg(test)]
pub fn check_both(values: &[&str], text: impl Fn(Lang) -> String) {
    for lang in [Lang::En, Lang::Ja] {
        let t = text(lang);
        assert!(!t.trim().is_empty(), "empty in {lang:?}");
        for v in values {
            assert!(t.contains(v), "{v:?} missing in {lang:?}: {t}");
        }
        assert_eq!(ordinal(&t), None, "an index as an ordinal in {lang:?}: {t}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_are_joined_as_each_language_writes_them() {
        assert_eq!(sentences(Lang::En, "A.", "B."), "A. B.");
        assert_eq!(sentences(Lang::Ja, "あ。", "い。"), "あ。い。");
    }

    #[test]
    fn browser_language() {
        assert_eq!(Lang::from_browser(&["ja-JP", "en-US"]), Lang::Ja);
        assert_eq!(Lang::from_browser(&["fr-FR", "ja"]), Lang::Ja);
        assert_eq!(Lang::from_browser(&["en-GB"]), Lang::En);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        assert_eq!(Lang::from_browser(&["de"]), Lang::En);
    }

    /// Every text constant of every page, in both languages: no 0-based
    /// index written as an ordinal (the functions' texts are checked by
    /// `check_both` in each module's tests).
    #[test]
    fn no_constant_text_writes_an_index_as_an_ordinal() {
        use crate::domain::*;
        let modules = [
            crate::texts::ALL,
            bits::texts::ALL,
            count::texts::ALL,
            lab::texts::ALL,
            learn::texts::ALL,
            learn::homework_texts::ALL,
            learn::write_texts::ALL,
            records::texts::ALL,
            stepper::texts::ALL,
            symmetry::texts::ALL,
            tree::texts::ALL,
        ];
        for (name, text) in modules.iter().flat_map(|m| m.iter()) {
            for lang in [Lang::En, Lang::Ja] {
                assert_eq!(ordinal(text.get(lang)), None, "{name} in {lang:?}");
            }
        }
    }

    #[test]
    fn plural_is_singular_for_one_only() {
        assert_eq!(plural(1, "worker", "workers"), "1 worker");
        assert_eq!(plural(2, "worker", "workers"), "2 workers");
        assert_eq!(plural(0, "candidate", "candidates"), "0 candidates");
    }
}
