//! Counts written for people: digits grouped by three (`16,777,216`), as
//! published tables print them.
//!
//! The one digit grouping of the project: the site (`format.rs` re-exports
//! these) and the command line write counts with it.

/// `16777216` → `16,777,216`: a count with its digits grouped by three.
///
/// ```
/// assert_eq!(solver::digits::group_digits(14_772_512), "14,772,512");
/// ```
pub fn group_digits(v: u64) -> String {
    group_decimal(&v.to_string())
}

/// [`group_digits`] for a count that arrives as a decimal string (JSON and
/// the site's workers carry counts as strings, since they may pass 2^53):
/// `"14772512"` → `14,772,512`. Anything that is not a plain decimal number
/// (`"—"`, `""`) is returned as it is.
pub fn group_decimal(s: &str) -> String {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_grouped_by_three() {
        assert_eq!(group_digits(0), "0");
        assert_eq!(group_digits(736), "736");
        assert_eq!(group_digits(1_234), "1,234");
        assert_eq!(group_digits(13_756), "13,756");
        assert_eq!(group_digits(16_777_216), "16,777,216");
        assert_eq!(group_digits(u64::MAX), "18,446,744,073,709,551,615");
        assert_eq!(
            group_digits(234_907_967_154_122_528),
            "234,907,967,154,122,528"
        );
        assert_eq!(group_decimal("14772512"), "14,772,512");
        assert_eq!(group_decimal("123"), "123");
        assert_eq!(group_decimal(""), "");
        assert_eq!(group_decimal("—"), "—");
        assert_eq!(group_decimal("12a4"), "12a4");
    }
}
