//! The board sizes the page counts, and reading the `n` field.

use solver::count::MAX_COUNT_N;

/// The board sizes the page counts: what its field and its link's `n=`
/// accept.
pub const COUNT_N: std::ops::RangeInclusive<usize> = 1..=MAX_COUNT_N;

/// The board size in the field when the link names none.
pub const DEFAULT_COUNT_N: usize = 16;

/// Why the text of the `n` field is not a board size to count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NError {
    Empty,
    /// Not written as a whole number (letters, a sign, a decimal point…).
    NotWhole,
    /// A whole number outside [`COUNT_N`] (as typed, possibly huge).
    OutOfRange(String),
}

/// A board size the count page counts: in [`COUNT_N`] by construction.
/// Made only by the page's parsers, [`CountN::parse`] (the `n` field) and
/// [`CountN::clamped`] (a link's `n=`, through the page table), and
/// [`CountN::DEFAULT`]: no other code writes the range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CountN(usize);

impl CountN {
    /// The board in the field when the link names none.
    pub const DEFAULT: CountN = CountN(DEFAULT_COUNT_N);

    /// The board size typed in the `n` field: digits only (full-width ones
    /// too; spaces around are fine), in [`COUNT_N`].
    pub fn parse(text: &str) -> Result<CountN, NError> {
        // The site's one reader of numbers (full-width digits too).
        match crate::domain::input::whole(text) {
            Err(crate::domain::input::WholeError::Empty) => Err(NError::Empty),
            Err(crate::domain::input::WholeError::NotWhole(_)) => Err(NError::NotWhole),
            Ok(n) => match usize::try_from(n).ok().and_then(CountN::new) {
                Some(n) => Ok(n),
                None => Err(NError::OutOfRange(
                    crate::domain::input::ascii(text).trim().to_string(),
                )),
            },
        }
    }

    /// `n` brought into [`COUNT_N`] (a link's `n=`, read and clamped by the
    /// page table's parser).
    pub fn clamped(n: usize) -> CountN {
        CountN(n.clamp(*COUNT_N.start(), *COUNT_N.end()))
    }

    /// `n` if it is in [`COUNT_N`].
    fn new(n: usize) -> Option<CountN> {
        COUNT_N.contains(&n).then_some(CountN(n))
    }

    pub fn get(self) -> usize {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_n() {
        assert_eq!(CountN::parse("12").map(CountN::get), Ok(12));
        assert_eq!(CountN::parse(" 7 ").map(CountN::get), Ok(7));
        assert_eq!(CountN::parse("027").map(CountN::get), Ok(27));
        assert_eq!(CountN::parse("1").map(CountN::get), Ok(1));
        assert_eq!(CountN::parse(""), Err(NError::Empty));
        assert_eq!(CountN::parse("   "), Err(NError::Empty));
        assert_eq!(CountN::parse("１２").map(CountN::get), Ok(12));
        assert_eq!(CountN::parse("\u{3000}２７").map(CountN::get), Ok(27));
        for bad in ["abc", "12a", "-3", "+5", "1.5", "1e2", "１２ａ", "0x10"] {
            assert_eq!(CountN::parse(bad), Err(NError::NotWhole), "{bad}");
        }
        for (bad, shown) in [("0", "0"), ("28", "28"), (" 000 ", "000")] {
            assert_eq!(CountN::parse(bad), Err(NError::OutOfRange(shown.into())));
        }
        let huge = "99999999999999999999999999";
        assert_eq!(CountN::parse(huge), Err(NError::OutOfRange(huge.into())));
    }

    /// A `CountN` is in the page's range whichever way it is made.
    #[test]
    fn count_n_is_in_range() {
        assert_eq!(CountN::DEFAULT.get(), DEFAULT_COUNT_N);
        assert!(COUNT_N.contains(&DEFAULT_COUNT_N));
        assert_eq!(CountN::clamped(0).get(), 1);
        assert_eq!(CountN::clamped(40).get(), 27);
        assert_eq!(CountN::clamped(usize::MAX).get(), 27);
        for n in 0..=40 {
            let parsed = CountN::parse(&n.to_string()).ok();
            assert_eq!(parsed.is_some(), COUNT_N.contains(&n), "{n}");
            if let Some(p) = parsed {
                assert_eq!(p, CountN::clamped(n));
            }
        }
    }
}
