//! The two languages of the site and the type every text is written in.
//!
//! A [`Text`] holds both languages, so a missing translation does not compile.
//! Each page keeps its texts next to it (`pages/<page>/texts.rs`); the shell's
//! and the shared components' texts are in [`crate::texts`].

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

/// For the texts' tests: `text` is not empty in either language, and each
/// of `values` (what the caller passed in, as it should be printed) appears
/// in both: a value that one translation drops fails.
#[cfg(test)]
pub fn check_both(values: &[&str], text: impl Fn(Lang) -> String) {
    for lang in [Lang::En, Lang::Ja] {
        let t = text(lang);
        assert!(!t.trim().is_empty(), "empty in {lang:?}");
        for v in values {
            assert!(t.contains(v), "{v:?} missing in {lang:?}: {t}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_language() {
        assert_eq!(Lang::from_browser(&["ja-JP", "en-US"]), Lang::Ja);
        assert_eq!(Lang::from_browser(&["fr-FR", "ja"]), Lang::Ja);
        assert_eq!(Lang::from_browser(&["en-GB"]), Lang::En);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        assert_eq!(Lang::from_browser(&["de"]), Lang::En);
    }

    #[test]
    fn plural_is_singular_for_one_only() {
        assert_eq!(plural(1, "worker", "workers"), "1 worker");
        assert_eq!(plural(2, "worker", "workers"), "2 workers");
        assert_eq!(plural(0, "candidate", "candidates"), "0 candidates");
    }
}
