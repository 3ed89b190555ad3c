//! The five computations of the bitmap search, as a parameter of its loop.
//!
//! [`Stepper`](crate::Stepper) keeps the explicit stack and decides which
//! event comes next (Place, Descend or Backtrack); what a Place puts and
//! what a Descend computes are [`Rules`]. The real search steps with
//! [`BitmapRules`] (`Stepper`'s [`Iterator`]); the site's "write the bits
//! yourself" tab steps the same loop with the learner's five expressions
//! ([`Stepper::step_with`](crate::Stepper::step_with)), so that its search
//! cannot drift from the real one.

use core::convert::Infallible;

/// The values a rule reads, by the names of the code. Which row they are
/// taken from is said by each method of [`Rules`]; `mask` is always the `n`
/// low bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Vars {
    pub left: u32,
    pub down: u32,
    pub right: u32,
    pub mask: u32,
    pub bitmap: u32,
    pub bit: u32,
}

/// What a Place puts and what a Descend computes. A rule may fail (the
/// learner's expressions: a shift by 32 or more); the step that needed it
/// then fails with that error and changes nothing.
pub trait Rules {
    /// Why a rule could not give a value ([`Infallible`] for the real ones).
    type Error;

    /// Place: the queen to put in the current row, from that row's `left`,
    /// `down`, `right` and `bitmap` (its candidates not tried yet; `bitmap`
    /// is not 0); `bit` is 0.
    fn bit(&self, row: &Vars) -> Result<u32, Self::Error>;

    /// Descend: the new row's `left`, from the values of the row above it
    /// (`bitmap` its candidates left, `bit` the queen just placed there).
    fn left(&self, above: &Vars) -> Result<u32, Self::Error>;

    /// Descend: the new row's `down`, from the row above (as [`Rules::left`]).
    fn down(&self, above: &Vars) -> Result<u32, Self::Error>;

    /// Descend: the new row's `right`, from the row above (as [`Rules::left`]).
    fn right(&self, above: &Vars) -> Result<u32, Self::Error>;

    /// Descend: the new row's candidates, from its `left`, `down`, `right`
    /// just computed; `bitmap` is 0 and `bit` the queen of the row above.
    fn bitmap(&self, new: &Vars) -> Result<u32, Self::Error>;
}

/// The bitmap search's own rules. Rust's `!` is the bitwise NOT that C
/// writes `~`, and `wrapping_neg()` is C's `-bitmap`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BitmapRules;

impl Rules for BitmapRules {
    type Error = Infallible;

    /// `bitmap & -bitmap` isolates the lowest 1 (the rightmost candidate).
    #[inline(always)]
    fn bit(&self, v: &Vars) -> Result<u32, Infallible> {
        Ok(v.bitmap & v.bitmap.wrapping_neg())
    }

    /// `<< 1` pushes the left diagonal one column to the left; a bit pushed
    /// past column 0 is cut off by `mask`.
    #[inline(always)]
    fn left(&self, v: &Vars) -> Result<u32, Infallible> {
        Ok(((v.left | v.bit) << 1) & v.mask)
    }

    #[inline(always)]
    fn down(&self, v: &Vars) -> Result<u32, Infallible> {
        Ok(v.down | v.bit)
    }

    #[inline(always)]
    fn right(&self, v: &Vars) -> Result<u32, Infallible> {
        Ok((v.right | v.bit) >> 1)
    }

    /// The free squares of the new row are its candidates.
    #[inline(always)]
    fn bitmap(&self, v: &Vars) -> Result<u32, Infallible> {
        Ok(v.mask & !(v.left | v.down | v.right))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(r: Result<u32, Infallible>) -> u32 {
        match r {
            Ok(v) => v,
            Err(never) => match never {},
        }
    }

    #[test]
    fn the_bitmap_rules_compute_the_search_s_values() {
        let r = BitmapRules;
        // n = 5, a row whose candidates are columns 1 and 3 (bits 3 and 1).
        let row = Vars {
            left: 0b00100,
            down: 0b10001,
            right: 0b00000,
            mask: 0b11111,
            bitmap: 0b01010,
            bit: 0,
        };
        assert_eq!(ok(r.bit(&row)), 0b00010);
        // The queen on column 3 (bit 1): its attacks move one row down; the
        // left diagonal's bit on column 0 falls off the board.
        let above = Vars {
            left: 0b10100,
            bit: 0b00010,
            ..row
        };
        assert_eq!(ok(r.left(&above)), 0b01100);
        assert_eq!(ok(r.down(&above)), 0b10011);
        assert_eq!(ok(r.right(&above)), 0b00001);
        let new = Vars {
            left: 0b01100,
            down: 0b10011,
            right: 0b00001,
            mask: 0b11111,
            bitmap: 0,
            bit: 0b00010,
        };
        assert_eq!(ok(r.bitmap(&new)), 0b00000);
        let new = Vars {
            down: 0b10001,
            right: 0,
            ..new
        };
        assert_eq!(ok(r.bitmap(&new)), 0b00010);
        // At n = 32 the mask keeps every bit, and the top one shifts out.
        let wide = Vars {
            left: 1 << 31,
            mask: u32::MAX,
            ..Vars::default()
        };
        assert_eq!(ok(r.left(&wide)), 0);
        assert_eq!(ok(r.bitmap(&wide)), 0x7fff_ffff);
    }
}
