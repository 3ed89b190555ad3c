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
//! allowed.

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

/// A whole number, 0 or more, as [`ascii`] reads it; a number too long for
/// `u64` is `u64::MAX` (past any range a field allows).
pub fn whole(text: &str) -> Result<u64, WholeError> {
    let read = ascii(text);
    let t = read.trim();
    if t.is_empty() {
        return Err(WholeError::Empty);
    }
    let digits: String = t
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' '))
        .collect();
    let grouped_well = !t.starts_with([',', '_']) && !t.ends_with([',', '_']);
    if digits.is_empty() || !grouped_well || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(WholeError::NotWhole(t.chars().take(24).collect()));
    }
    Ok(digits.parse().unwrap_or(u64::MAX))
}

/// A value in the bits primer's notation (`solver::bitops::parse_value`:
/// decimal, `0b`, `0x`, a sign), as [`ascii`] reads it.
pub fn value(text: &str, width: solver::bitops::Width) -> Result<u32, solver::bitops::ParseError> {
    solver::bitops::parse_value(&ascii(text), width)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        use solver::bitops::Width;
        assert_eq!(value("－０ｘ１６", Width::W8), value("-0x16", Width::W8));
        assert_eq!(value("０ｂ１０１", Width::W8), Ok(5));
        assert_eq!(value("１２", Width::W8), Ok(12));
        assert_eq!(value("－２２", Width::W8), Ok(0b1110_1010));
        assert_eq!(value("０ｘＦＦ", Width::W8), Ok(0xff));
        assert!(value("１２ａ", Width::W8).is_err());
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
