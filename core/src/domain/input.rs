//! What a person types, read the same way in every field of the site (the
//! write tab's blanks, the exercises' and the lesson's answers, the step box,
//! the count page's `n`, the bits primer's values).
//!
//! The rule: a Japanese input method types full-width forms by default
//! (`１２`, `ｂｉｔｍａｐ`, `＆｜＾～（）＜＞＋－`, an ideographic space), and
//! some of its symbols have look-alikes of their own (`〜` the wave dash,
//! `−` the minus sign, `‐` the hyphen). Each is read as the ASCII character
//! it stands for, one character for one, so that a position in the text
//! read is a position in the text typed. A whole number is digits, with
//! spaces around and digit-group separators (`1,234`, `1_234`, `1 234`)
//! allowed; in a link (`?n=5`, the site's own addresses) it is read as
//! written, with one sign and an exponent and no separators ([`Source`]).
//! Every number the site reads from a person goes through [`number`].

/// The ASCII character `c` stands for (`c` itself when it stands for none).
pub fn ascii_char(c: char) -> char {
    match c {
        // The full-width forms of ASCII's printable characters.
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        // The ideographic space, and other spaces.
        '\u{3000}' | '\u{00A0}' | '\u{2002}'..='\u{200A}' => ' ',
        // The wave dash (typed for ～ on many systems) and the tilde operator.
        '\u{301C}' | '\u{223C}' => '~',
        // Minus signs and hyphens, and the long-vowel mark a Japanese
        // input method types for the minus key in kana mode.
        '\u{2212}' | '\u{2010}' | '\u{2011}' | '\u{2013}' | '\u{FE63}' | '\u{30FC}' => '-',
        _ => c,
    }
}

/// `text` with every character read as [`ascii_char`] reads it.
pub fn ascii(text: &str) -> String {
    text.chars().map(ascii_char).collect()
}

/// Why a text is not a whole number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WholeError {
    /// Nothing but spaces.
    Empty,
    /// Something other than digits (a sign, a point, letters…): the text,
    /// trimmed, to quote back.
    NotWhole(String),
}

/// Where a number comes from: the one thing that changes how it is read
/// ([`number`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Typed into a field: digits with group separators (`1,234`, `1_234`,
    /// `1 234`), no sign.
    Typed,
    /// Written in a link (`?n=5`, `?step=1e3`): one sign (`+5`, `-3`) and a
    /// decimal exponent (`1e99`, as people paste numbers), but no group
    /// separators: a query string turns `+` into a space, so `5+5` is not 55.
    Link,
}

/// A number read by [`number`]: its size, saturated at `u64::MAX` (past any
/// range a field or a link allows), and whether a minus stood before it
/// (`-0` is 0, not negative).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    pub value: u64,
    pub negative: bool,
}

/// The site's one reader of whole numbers, for every field and link. The
/// rule: spaces around are ignored, then digits as [`Source`] allows; a
/// typed text's characters are first read as [`ascii`] reads them
/// (full-width digits too), while a link is read as written (no input
/// method typed it: `?n=５` is not a number). No floating point is
/// involved: `1e3` is 1000 by multiplication.
pub fn number(text: &str, source: Source) -> Result<Number, WholeError> {
    let read = match source {
        Source::Typed => ascii(text),
        Source::Link => text.to_string(),
    };
    let t = read.trim();
    if t.is_empty() {
        return Err(WholeError::Empty);
    }
    let not_whole = || WholeError::NotWhole(t.chars().take(24).collect());
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let saturating = |s: &str| {
        s.bytes().fold(0u64, |v, b| {
            v.saturating_mul(10).saturating_add(u64::from(b - b'0'))
        })
    };
    match source {
        Source::Typed => {
            let digits: String = t
                .chars()
                .filter(|c| !matches!(c, ',' | '_' | ' '))
                .collect();
            let grouped_well = !t.starts_with([',', '_']) && !t.ends_with([',', '_']);
            if !grouped_well || !all_digits(&digits) {
                return Err(not_whole());
            }
            Ok(Number {
                value: saturating(&digits),
                negative: false,
            })
        }
        Source::Link => {
            let (negative, body) = match t.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, t.strip_prefix('+').unwrap_or(t)),
            };
            let (digits, exponent) = match body.split_once(['e', 'E']) {
                Some((d, e)) => (d, Some(e.strip_prefix('+').unwrap_or(e))),
                None => (body, None),
            };
            if !all_digits(digits) || exponent.is_some_and(|e| !all_digits(e)) {
                return Err(not_whole());
            }
            let mut value = saturating(digits);
            // Past 10^20 every non-zero value is u64::MAX already.
            let times = exponent.map_or(0, |e| saturating(e).min(20));
            for _ in 0..times {
                value = value.saturating_mul(10);
            }
            Ok(Number {
                value,
                negative: negative && value != 0,
            })
        }
    }
}

/// A whole number typed into a field, 0 or more ([`number`] with
/// [`Source::Typed`]).
pub fn whole(text: &str) -> Result<u64, WholeError> {
    number(text, Source::Typed).map(|n| n.value)
}

/// The counter words Japanese says a count with (`４つ`, `４個`, `２通り`,
/// `５回`), that [`count`] reads past.
const COUNTERS: [&str; 4] = ["つ", "個", "通り", "回"];

/// A count typed into an answer's field: a whole number ([`whole`]), with
/// a Japanese counter word after it if the learner wrote one (`４つ` is
/// 4). A counter alone is no number.
pub fn count(text: &str) -> Result<u64, WholeError> {
    let t = text.trim_end();
    match COUNTERS.iter().find_map(|c| t.strip_suffix(c)) {
        Some(bare) if !bare.trim().is_empty() => whole(bare),
        _ => whole(text),
    }
}

/// A value in the bits primer's notation (`crate::bitops::parse_value`:
/// decimal, `0b`, `0x`, a sign), as [`ascii`] reads it.
pub fn value(text: &str, width: crate::bitops::Width) -> Result<u32, crate::bitops::ParseError> {
    crate::bitops::parse_value(&ascii(text), width)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A count said with its counter word is the count; the word alone,
    /// or a counter inside the number, is not one.
    #[test]
    fn a_count_may_end_with_a_japanese_counter() {
        for (typed, want) in [
            ("４つ", 4),
            ("4つ", 4),
            ("４ つ", 4),
            ("3個", 3),
            ("２通り", 2),
            ("1964回", 1964),
            ("１，９６４ 回　", 1964),
            ("7", 7),
        ] {
            assert_eq!(count(typed), Ok(want), "{typed}");
        }
        assert_eq!(count("つ"), Err(WholeError::NotWhole("つ".into())));
        assert!(count("4つ4").is_err() && count("つ4").is_err() && count("4 queens").is_err());
        assert_eq!(count("  "), Err(WholeError::Empty));
        // Elsewhere (the step box, the count page's n) a counter is no part of a number.
        assert!(whole("４つ").is_err());
    }

    /// What a Japanese input method types, read as ASCII.
    #[test]
    fn full_width_forms_are_read_as_ascii() {
        assert_eq!(
            ascii("ｍａｓｋ　＆　～（ｌｅｆｔ｜ｄｏｗｎ｜ｒｉｇｈｔ）"),
            "mask & ~(left|down|right)"
        );
        assert_eq!(ascii("ｂｉｔｍａｐ＆－ｂｉｔｍａｐ"), "bitmap&-bitmap");
        assert_eq!(ascii("（ｌｅｆｔ｜ｂｉｔ）＜＜１"), "(left|bit)<<1");
        assert_eq!(ascii("right〜＞＞１＾２＋３"), "right~>>1^2+3");
        assert_eq!(ascii("−1 ‐ 2 ー 3"), "-1 - 2 - 3");
        assert_eq!(ascii("３１"), "31");
        // One character for one: positions stay where they were typed.
        let typed = "ｍａｓｋ＆〜ｂｉｔ";
        assert_eq!(ascii(typed).chars().count(), typed.chars().count());
        // What stands for nothing in ASCII is kept, to be named as it is.
        assert_eq!(ascii("ビット・、"), "ビット・、");
    }

    #[test]
    fn the_primers_values_in_full_width() {
        use crate::bitops::Width;
        assert_eq!(value("－０ｘ１６", Width::W8), value("-0x16", Width::W8));
        assert_eq!(value("０ｂ１０１", Width::W8), Ok(5));
        assert_eq!(value("１２", Width::W8), Ok(12));
        assert_eq!(value("－２２", Width::W8), Ok(0b1110_1010));
        assert_eq!(value("０ｘＦＦ", Width::W8), Ok(0xff));
        assert!(value("１２ａ", Width::W8).is_err());
    }

    #[test]
    fn a_link_reads_one_sign_and_an_exponent_but_no_groups() {
        let link = |t: &str| number(t, Source::Link);
        let n = |value, negative| Ok(Number { value, negative });
        assert_eq!(link(" +5 "), n(5, false));
        assert_eq!(link("-3"), n(3, true));
        assert_eq!(link("-0"), n(0, false));
        assert_eq!(link("1e3"), n(1000, false));
        assert_eq!(link("2E+2"), n(200, false));
        assert_eq!(link("1e99"), n(u64::MAX, false));
        assert_eq!(link("0e99"), n(0, false));
        assert_eq!(link(""), Err(WholeError::Empty));
        for bad in [
            "5 5", "1,234", "++5", "+ 5", "５", "0x10", "12.5", "e5", "1e", "1e-2", "--1",
        ] {
            assert!(matches!(link(bad), Err(WholeError::NotWhole(_))), "{bad}");
        }
        // What a link refuses, a field may read, and the other way round.
        assert_eq!(number("1,234", Source::Typed), n(1234, false));
        assert_eq!(number("５", Source::Typed), n(5, false));
        assert!(number("+5", Source::Typed).is_err());
        assert!(number("1e3", Source::Typed).is_err());
    }

    #[test]
    fn whole_numbers_with_groups_and_full_width_digits() {
        assert_eq!(whole("１２３"), Ok(123));
        assert_eq!(whole(" 1,234 "), Ok(1234));
        assert_eq!(whole("１，２３４"), Ok(1234));
        assert_eq!(whole("1_000"), Ok(1000));
        assert_eq!(whole("007"), Ok(7));
        assert_eq!(whole("99999999999999999999999"), Ok(u64::MAX));
        assert_eq!(whole("　"), Err(WholeError::Empty));
        for bad in ["-1", "+1", "1.5", "1e3", "12a", ",", "1,", ",1", "0x10"] {
            assert_eq!(whole(bad), Err(WholeError::NotWhole(bad.into())), "{bad}");
        }
    }
}
