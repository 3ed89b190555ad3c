//! The rules of the farthest edge queen on top: for each distance of the
//! row-0 queen, the squares each row may use (the band closed to the outer
//! columns, the last row's corners) and the ranges the look-aheads on the
//! outer columns test. A function of `n` and the distance only, so that
//! every search of the same boards (the GPU kernel's host too) uses the
//! very same rules.

/// The distances a row-0 queen can have on the right half of row 0 (the
/// middle square included on odd boards). Empty for `n < 4` (`n = 1` is
/// counted apart; 2 and 3 have no solution).
pub fn distances(n: usize) -> std::ops::RangeInclusive<usize> {
    if n < 4 {
        #[allow(clippy::reversed_empty_ranges)]
        return 1..=0;
    }
    1..=(n - 1) / 2
}

/// The rules of one row-0 distance, as bits per row (rows indexed from 0 to
/// `n - 1`): which squares each row may use, and the look-aheads on the
/// outer columns. Public so that other searches of the same boards (the GPU
/// kernel's host, `bitqueens-gpu`) use these very rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The squares each row may use (row 0: the row-0 queen's square).
    pub allow: [u32; 32],
    /// For row `y`: the bits of `left` (the attacks on row `y`) that would
    /// attack column 0 in each row `z >= y` where column 0 may still take its
    /// queen. All of them set means column 0 can no longer be filled.
    pub left_reach: [u32; 32],
    /// The same for the last column and `right`.
    pub right_reach: [u32; 32],
}

impl Rules {
    /// The rules for boards whose row-0 queen is `distance` squares from
    /// the nearer corner (`distance` in [`distances`]`(n)`).
    pub fn new(n: usize, distance: usize) -> Rules {
        let last = n - 1;
        let mask = crate::mask_for(n);
        let outer = 1 << last | 1;
        let middle = 2 * distance == last;
        let mut allow = [0; 32];
        allow[0] = 1 << distance;
        for (y, row) in allow.iter_mut().enumerate().take(n).skip(1) {
            *row = mask;
            if middle {
                if y == 1 {
                    // One board of each mirror pair: the row-1 queen on the
                    // right half.
                    *row &= (1 << distance) - 1;
                }
                continue;
            }
            if distance < y && y < last - distance {
                *row &= !outer;
            }
            if y == last {
                // Only the squares at most `distance` from a corner.
                for b in distance + 1..last - distance {
                    *row &= !(1 << b);
                }
            }
        }
        Rules::from_allow(n, allow)
    }

    /// The rules whose rows may use the squares `allow`, with the
    /// look-aheads' ranges worked out from them.
    pub(super) fn from_allow(n: usize, allow: [u32; 32]) -> Rules {
        let last = n - 1;
        let (mut left_reach, mut right_reach) = ([0; 32], [0; 32]);
        for y in 1..n {
            for (z, row) in allow.iter().enumerate().take(n).skip(y) {
                if row & 1 << last != 0 {
                    left_reach[y] |= 1 << (last - (z - y));
                }
                if row & 1 != 0 {
                    right_reach[y] |= 1 << (z - y);
                }
            }
        }
        Rules {
            allow,
            left_reach,
            right_reach,
        }
    }
}
