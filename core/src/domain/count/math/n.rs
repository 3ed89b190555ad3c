//! The board sizes the page counts (the solver's one family,
//! [`CountN`] in [`COUNT_N`]: what its field and its link's `n=` accept),
//! and reading the `n` field.

pub use solver::count::{CountN, COUNT_N};

/// The board in the field when the link names none.
pub const DEFAULT_COUNT: CountN = match CountN::of(16) {
    Some(n) => n,
    None => panic!("the default board is one the page counts"),
};

/// [`DEFAULT_COUNT`]'s size.
pub const DEFAULT_COUNT_N: usize = DEFAULT_COUNT.get();

/// Why the text of the `n` field is not a board size to count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NError {
    Empty,
    /// Not written as a whole number (letters, a sign, a decimal point…).
    NotWhole,
    /// A whole number outside [`COUNT_N`] (as typed, possibly huge).
    OutOfRange(String),
}

/// The board size typed in the `n` field: digits only (full-width ones
/// too; spaces around are fine), in [`COUNT_N`].
pub fn parse_n(text: &str) -> Result<CountN, NError> {
    // The site's one reader of numbers (full-width digits too).
    match crate::domain::input::whole(text) {
        Err(crate::domain::input::WholeError::Empty) => Err(NError::Empty),
        Err(crate::domain::input::WholeError::NotWhole(_)) => Err(NError::NotWhole),
        Ok(n) => CountN::new(n)
            .map_err(|_| NError::OutOfRange(crate::domain::input::ascii(text).trim().to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_n() {
        assert_eq!(parse_n("12").map(CountN::get), Ok(12));
        assert_eq!(parse_n(" 7 ").map(CountN::get), Ok(7));
        assert_eq!(parse_n("027").map(CountN::get), Ok(27));
        assert_eq!(parse_n("1").map(CountN::get), Ok(1));
        assert_eq!(parse_n(""), Err(NError::Empty));
        assert_eq!(parse_n("   "), Err(NError::Empty));
        assert_eq!(parse_n("１２").map(CountN::get), Ok(12));
        assert_eq!(parse_n("\u{3000}２７").map(CountN::get), Ok(27));
        for bad in ["abc", "12a", "-3", "+5", "1.5", "1e2", "１２ａ", "0x10"] {
            assert_eq!(parse_n(bad), Err(NError::NotWhole), "{bad}");
        }
        for (bad, shown) in [("0", "0"), ("28", "28"), (" 000 ", "000")] {
            assert_eq!(parse_n(bad), Err(NError::OutOfRange(shown.into())));
        }
        let huge = "99999999999999999999999999";
        assert_eq!(parse_n(huge), Err(NError::OutOfRange(huge.into())));
    }

    /// A `CountN` is in the page's range whichever way it is made.
    #[test]
    fn count_n_is_in_range() {
        assert_eq!(DEFAULT_COUNT.get(), DEFAULT_COUNT_N);
        assert!(COUNT_N.contains(&DEFAULT_COUNT_N));
        assert_eq!(CountN::clamped(0).get(), 1);
        assert_eq!(CountN::clamped(40).get(), 27);
        assert_eq!(CountN::clamped(usize::MAX).get(), 27);
        for n in 0..=40 {
            let parsed = parse_n(&n.to_string()).ok();
            assert_eq!(parsed.is_some(), COUNT_N.contains(&n), "{n}");
            if let Some(p) = parsed {
                assert_eq!(p, CountN::clamped(n));
            }
        }
    }
}
