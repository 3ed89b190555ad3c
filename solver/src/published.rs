//! The published solution counts, n = 1..=27 (`data/nqueens-counts.tsv`:
//! OEIS A000170 for the total, A002562 for the unique solutions).
//!
//! The table is read once, when this crate is compiled: [`TABLE`] is a
//! constant parsed by a `const fn`, so a malformed file is a compile error,
//! not a panic at run time. Every place that checks a count against the
//! published one (the site's count and records pages, the native command's
//! `merge`, the tests) reads it here.
//!
//! ```
//! use solver::published;
//!
//! assert_eq!(published::counts(8), Some((92, 12)));
//! assert_eq!(published::TABLE.len(), 27);
//! assert_eq!(published::counts(28), None);
//! ```

/// One line of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub n: usize,
    /// All solutions.
    pub total: u64,
    /// Solutions up to rotation and reflection.
    pub unique: u64,
}

/// How many boards the table holds: n = 1..=27.
pub const LEN: usize = 27;

/// n = 1..=27, in order (`TABLE[n - 1].n == n`).
pub const TABLE: [Record; LEN] = parse(include_str!("../../data/nqueens-counts.tsv"));

/// The published `(total, unique)` of an `n`-board; `None` outside `1..=27`.
pub fn counts(n: usize) -> Option<(u64, u64)> {
    let r = TABLE.get(n.checked_sub(1)?)?;
    Some((r.total, r.unique))
}

/// Parses the table at compile time: a header line, then `n total unique`
/// separated by tabs, `n` = 1, 2, ... in order. Anything else stops the
/// build with a message.
const fn parse(tsv: &str) -> [Record; LEN] {
    let b = tsv.as_bytes();
    let mut out = [Record {
        n: 0,
        total: 0,
        unique: 0,
    }; LEN];
    // Skip the header.
    let mut i = 0;
    while i < b.len() && b[i] != b'\n' {
        i += 1;
    }
    let mut row = 0;
    while row < LEN {
        let mut fields = [0u64; 3];
        let mut f = 0;
        while f < 3 {
            i += 1; // the '\n' or '\t' before the field
            let start = i;
            let mut v: u64 = 0;
            while i < b.len() && b[i].is_ascii_digit() {
                v = match v.checked_mul(10) {
                    Some(x) => match x.checked_add((b[i] - b'0') as u64) {
                        Some(y) => y,
                        None => panic!("nqueens-counts.tsv: a count overflows u64"),
                    },
                    None => panic!("nqueens-counts.tsv: a count overflows u64"),
                };
                i += 1;
            }
            if i == start {
                panic!("nqueens-counts.tsv: a field is not a whole number");
            }
            let sep = if f < 2 { b'\t' } else { b'\n' };
            if i < b.len() && b[i] != sep {
                panic!("nqueens-counts.tsv: expected a tab between fields and a line per n");
            }
            fields[f] = v;
            f += 1;
        }
        if fields[0] != row as u64 + 1 {
            panic!("nqueens-counts.tsv: the lines must be n = 1, 2, ... in order");
        }
        out[row] = Record {
            n: fields[0] as usize,
            total: fields[1],
            unique: fields[2],
        };
        row += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table() {
        assert_eq!(counts(1), Some((1, 1)));
        assert_eq!(counts(2), Some((0, 0)));
        assert_eq!(counts(8), Some((92, 12)));
        assert_eq!(counts(16), Some((14_772_512, 1_846_955)));
        assert_eq!(
            counts(27),
            Some((234_907_967_154_122_528, 29_363_495_934_315_694))
        );
        assert_eq!(counts(0), None);
        assert_eq!(counts(28), None);
        for (i, r) in TABLE.iter().enumerate() {
            assert_eq!(r.n, i + 1);
        }
    }

    #[test]
    fn the_parser_reads_every_line_of_a_small_table() {
        let mut tsv = String::from("n\ttotal\tunique\n");
        for n in 1..=LEN {
            tsv.push_str(&format!("{n}\t{}\t{}\n", 10 * n, n));
        }
        let t = parse(&tsv);
        assert_eq!(
            t[26],
            Record {
                n: 27,
                total: 270,
                unique: 27
            }
        );
    }
}
