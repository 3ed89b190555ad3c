//! The board sizes counted, written once: [`COUNT_N`], and [`CountN`], a
//! size in it, made by one parser with one message ([`NotCountN`]). The
//! command line, the GPU crate, the site's workers and its count page take
//! `n` through it.

use std::fmt;
use std::ops::RangeInclusive;

use super::MAX_COUNT_N;

/// The board sizes counted (the exact counts are checked up to 27).
pub const COUNT_N: RangeInclusive<usize> = 1..=MAX_COUNT_N;

/// A board size in [`COUNT_N`]: the only kind of `n` a count takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CountN(u8);

/// Why a value is not a board size to count: it names the value given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotCountN(pub String);

impl fmt::Display for NotCountN {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "n must be a whole number from {} to {}, not {}",
            COUNT_N.start(),
            COUNT_N.end(),
            self.0
        )
    }
}

impl std::error::Error for NotCountN {}

impl CountN {
    /// `n`, if it is in [`COUNT_N`] (for constants).
    pub const fn of(n: usize) -> Option<CountN> {
        if n >= *COUNT_N.start() && n <= *COUNT_N.end() {
            Some(CountN(n as u8))
        } else {
            None
        }
    }

    /// `n`, a number of any width (a request's field), if it is in
    /// [`COUNT_N`]; else why not.
    pub fn new<T: Copy + TryInto<usize> + fmt::Display>(n: T) -> Result<CountN, NotCountN> {
        n.try_into()
            .ok()
            .and_then(CountN::of)
            .ok_or_else(|| NotCountN(n.to_string()))
    }

    /// `text` as a board size: ASCII digits (spaces around are fine).
    pub fn parse(text: &str) -> Result<CountN, NotCountN> {
        let t = text.trim();
        let n = t
            .bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| t.parse::<usize>().ok())
            .flatten()
            .and_then(CountN::of);
        n.ok_or_else(|| NotCountN(format!("'{text}'")))
    }

    /// `n` brought into [`COUNT_N`].
    pub fn clamped(n: usize) -> CountN {
        CountN(n.clamp(*COUNT_N.start(), *COUNT_N.end()) as u8)
    }

    /// The size.
    pub const fn get(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for CountN {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_n_is_a_size_of_its_range_whichever_way_it_is_made() {
        for n in 0..=40usize {
            let inside = COUNT_N.contains(&n);
            assert_eq!(CountN::of(n).map(CountN::get), inside.then_some(n));
            assert_eq!(CountN::new(n).is_ok(), inside);
            assert_eq!(CountN::new(n as u32).is_ok(), inside);
            assert_eq!(CountN::parse(&format!(" {n} ")).is_ok(), inside);
            assert!(COUNT_N.contains(&CountN::clamped(n).get()));
        }
        assert_eq!(CountN::clamped(usize::MAX).get(), MAX_COUNT_N);
        assert!(CountN::new(u64::MAX).is_err());
    }

    #[test]
    fn one_message_names_the_range_and_the_value() {
        assert_eq!(
            CountN::new(28u32).unwrap_err().to_string(),
            "n must be a whole number from 1 to 27, not 28"
        );
        for bad in ["abc", "-3", "1.5", "", "0x10"] {
            assert_eq!(
                CountN::parse(bad).unwrap_err().to_string(),
                format!("n must be a whole number from 1 to 27, not '{bad}'")
            );
        }
        assert_eq!(CountN::parse("027").map(CountN::get), Ok(27));
    }
}
