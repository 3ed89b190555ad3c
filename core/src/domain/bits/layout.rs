//! How the bits primer lays a binary row out on a phone: in lines of at
//! most a byte, aligned on byte boundaries, so that every digit stays a
//! thumb's width (static/bits.css).

/// The digits of a line on a phone: a byte.
pub const LINE: u32 = 8;

/// The grid of a row of `width` digits on a phone: how many columns, and
/// the column (1-based) of its first, most significant digit. Up to a byte
/// the row is one line of `width` columns; a wider row takes lines of 8,
/// its first line right-aligned holding the bits above the highest whole
/// byte (`width % 8` of them, or 8), so that bit 8k always starts a line.
pub fn phone_grid(width: u32) -> (u32, u32) {
    if width <= LINE {
        (width.max(1), 1)
    } else {
        (LINE, LINE - (width - 1) % LINE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bit at the start of each line of the row, most significant first.
    fn line_starts(width: u32) -> Vec<u32> {
        let (cols, first) = phone_grid(width);
        let mut starts = vec![width - 1];
        // The first line holds the digits from column `first` to `cols`.
        let mut bit = width as i64 - 1 - (cols - first + 1) as i64;
        while bit >= 0 {
            starts.push(bit as u32);
            bit -= cols as i64;
        }
        starts
    }

    #[test]
    fn a_byte_or_less_is_one_line() {
        for width in 1..=8 {
            assert_eq!(phone_grid(width), (width, 1));
            assert_eq!(line_starts(width), vec![width - 1]);
        }
    }

    #[test]
    fn wider_rows_break_at_byte_boundaries() {
        assert_eq!(phone_grid(9), (8, 8));
        assert_eq!(line_starts(9), vec![8, 7]);
        assert_eq!(phone_grid(12), (8, 5));
        assert_eq!(line_starts(12), vec![11, 7]);
        assert_eq!(phone_grid(16), (8, 1));
        assert_eq!(line_starts(16), vec![15, 7]);
        assert_eq!(phone_grid(17), (8, 8));
        assert_eq!(line_starts(32), vec![31, 23, 15, 7]);
        for width in 9..=32 {
            let starts = line_starts(width);
            // Every line after the first starts at the top bit of a byte.
            assert!(
                starts[1..].iter().all(|&b| b % 8 == 7),
                "width {width}: {starts:?}"
            );
            // The first line holds between 1 and 8 digits.
            let (cols, first) = phone_grid(width);
            assert!((1..=cols).contains(&first));
            assert_eq!(starts.len() as u32, width.div_ceil(8));
        }
    }
}
