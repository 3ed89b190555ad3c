//! The stepper's board size, [`StepperN`]: a size the stepper can step
//! through, checked once where it is made (the address's parser,
//! `state::url`, by the page table's range [`STEPPER_N`]).

use std::fmt;
use std::ops::RangeInclusive;

/// Board sizes the stepper accepts (its board is the search tree's too, and
/// the one the extra pages draw).
pub const STEPPER_N: RangeInclusive<usize> = 1..=16;
/// The stepper's board size when the URL names none.
pub const DEFAULT_N: usize = 8;

/// A board size in [`STEPPER_N`]: the only kind of `n` the stepper takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct StepperN(u8);

impl StepperN {
    /// [`DEFAULT_N`].
    pub const DEFAULT: StepperN = StepperN(DEFAULT_N as u8);

    /// `n`, if the stepper can step through that board.
    pub const fn new(n: usize) -> Option<StepperN> {
        if n >= *STEPPER_N.start() && n <= *STEPPER_N.end() {
            Some(StepperN(n as u8))
        } else {
            None
        }
    }

    /// The size.
    pub const fn get(self) -> usize {
        self.0 as usize
    }
}

impl Default for StepperN {
    fn default() -> Self {
        StepperN::DEFAULT
    }
}

impl fmt::Display for StepperN {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stepper_n_is_a_size_of_its_range() {
        for n in 0..=40 {
            assert_eq!(
                StepperN::new(n).map(StepperN::get),
                STEPPER_N.contains(&n).then_some(n),
                "{n}"
            );
        }
        assert_eq!(StepperN::DEFAULT.get(), DEFAULT_N);
        assert!(STEPPER_N.contains(&DEFAULT_N));
        assert_eq!(StepperN::new(12).unwrap().to_string(), "12");
    }
}
