//! The board sizes counted, written once: [`COUNT_N`], and [`CountN`], a
//! size in it, made by one parser with one message ([`NotCountN`]), as every
//! board size is ([`crate::board_size!`]). The
//! command line, the GPU crate, the site's workers and its count page take
//! `n` through it.

use std::ops::RangeInclusive;

use super::MAX_COUNT_N;

/// The board sizes counted (the exact counts are checked up to 27).
pub const COUNT_N: RangeInclusive<usize> = 1..=MAX_COUNT_N;

crate::board_size!(
    /// A board size in [`COUNT_N`]: the only kind of `n` a count takes.
    CountN,
    /// Why a value is not a board size to count: it names the value given.
    NotCountN,
    COUNT_N
);

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
