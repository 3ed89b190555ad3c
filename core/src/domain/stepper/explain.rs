//! What the last step did, with its real numbers: the data behind the
//! equations, the derivation rows and the highlighted code. Pure; the words
//! around it come from [`crate::texts`].

use solver::{column_of, Event, RowBits, Stepper};

/// Everything needed to show one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    /// Before the first step: row 0, `bitmap = mask`.
    Start { mask: u32 },
    /// `bit = bitmap & -bitmap`, then `bitmap ^= bit`.
    Place {
        row: usize,
        /// `bitmap` before the step.
        before: u32,
        /// `-bitmap` in two's complement over n bits.
        neg: u32,
        bit: u32,
        column: usize,
        /// `bitmap` after the step.
        after: u32,
        solution: bool,
    },
    /// The attacks of the queen above move down one row.
    Descend {
        row: usize,
        /// The row above (with its queen `bit`).
        parent: RowBits,
        /// `left | bit`, `right | bit` of the row above, before the shifts.
        left_or: u32,
        right_or: u32,
        /// A bit pushed past the left (`<< 1`) or right (`>> 1`) edge, or 0.
        lost_left: u32,
        lost_right: u32,
        /// The new row's values.
        bits: RowBits,
    },
    /// No candidate left in `row`: go back to `row - 1` (or end at row 0).
    Backtrack {
        row: usize,
        to: Option<usize>,
        /// The column of the queen lifted from row `to`.
        lifted: Option<usize>,
        /// `row` was the last row and held the last queen of a solution,
        /// lifted too.
        after_solution: bool,
        /// The candidates row `to` has not tried (its `bitmap`).
        left_over: u32,
    },
}

/// The kinds of step, as the lesson and the exercises name the event to come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    Place,
    Descend,
    Backtrack,
}

impl Detail {
    pub fn of(s: &Stepper) -> Detail {
        let n = s.n();
        let mask = s.mask();
        match s.last_event() {
            None => Detail::Start { mask },
            Some(Event::Place { row, bit, solution }) => {
                let after = s.row_bits(row).bitmap;
                let before = after | bit;
                Detail::Place {
                    row,
                    before,
                    neg: before.wrapping_neg() & mask,
                    bit,
                    column: column_of(bit, n),
                    after,
                    solution,
                }
            }
            Some(Event::Descend { row }) => {
                let parent = s.row_bits(row - 1);
                let left_or = parent.left | parent.bit;
                let right_or = parent.right | parent.bit;
                Detail::Descend {
                    row,
                    parent,
                    left_or,
                    right_or,
                    lost_left: left_or & (1 << (n - 1)),
                    lost_right: right_or & 1,
                    bits: s.row_bits(row),
                }
            }
            Some(Event::Backtrack { row }) => Detail::Backtrack {
                row,
                to: s.row(),
                lifted: s.lifted(),
                after_solution: s.lifted_solution(),
                left_over: s.row().map_or(0, |_| s.current_bits().bitmap),
            },
        }
    }

    /// The step as equations with its real numbers (binary over `n` bits,
    /// decimal in brackets). The same in every language.
    pub fn equations(&self, n: usize) -> Vec<String> {
        let b = |v: u32| format!("{v:0n$b}");
        let bd = |v: u32| format!("{v:0n$b} ({v})");
        match *self {
            Detail::Start { mask } => vec![
                format!("mask = (1 << {n}) - 1 = {}", bd(mask)),
                format!("bitmap = mask = {}", bd(mask)),
            ],
            Detail::Place {
                before,
                neg,
                bit,
                after,
                ..
            } => vec![
                format!(
                    "bit = bitmap & -bitmap = {} & {} = {}",
                    b(before),
                    b(neg),
                    bd(bit)
                ),
                format!(
                    "bitmap = bitmap ^ bit = {} ^ {} = {}",
                    b(before),
                    b(bit),
                    bd(after)
                ),
            ],
            Detail::Descend {
                parent,
                left_or,
                right_or,
                lost_left,
                bits,
                ..
            } => vec![
                // The shifted value has n + 1 digits, so that a 1 pushed
                // past column 0 is seen before mask cuts it off.
                format!(
                    "left = ((left|bit) << 1) & mask = (({}|{}) << 1) & {} = {}{} & {} = {}",
                    b(parent.left),
                    b(parent.bit),
                    b(bits.mask),
                    // The digit past column 0, then the n digits shifted
                    // (exact for n = 32 too, in u32).
                    u8::from(lost_left != 0),
                    b((left_or << 1) & bits.mask),
                    b(bits.mask),
                    bd(bits.left),
                ),
                format!(
                    "down = down|bit = {}|{} = {}",
                    b(parent.down),
                    b(parent.bit),
                    bd(bits.down)
                ),
                format!(
                    "right = (right|bit) >> 1 = ({}|{}) >> 1 = {} >> 1 = {}",
                    b(parent.right),
                    b(parent.bit),
                    b(right_or),
                    bd(bits.right)
                ),
                format!(
                    "bitmap = mask & ~(left|down|right) = {} & ~{} = {}",
                    b(bits.mask),
                    b(bits.attacks),
                    bd(bits.bitmap)
                ),
            ],
            Detail::Backtrack { row, to, .. } => vec![match to {
                Some(up) => format!("bitmap[{row}] = {} → row = {row} - 1 = {up}", b(0)),
                None => format!("bitmap[0] = {} → row = 0 - 1 = -1 → end", b(0)),
            }],
        }
    }
}

/// What the stepper's Copy writes (and shows to copy by hand when the
/// clipboard is refused): solutions `1..=count`, each in the seeds' text
/// format followed by a blank line, the latest first, the order of the
/// list on the page; `queens(m)` gives solution `m`'s columns.
pub fn solutions_text(count: u64, mut queens: impl FnMut(u64) -> Vec<usize>) -> String {
    (1..=count)
        .rev()
        .map(|m| solution_text(m, &queens(m)) + "\n")
        .collect()
}

/// A solution in the seeds' text format: its number, its columns, and an
/// ASCII board with `O` for each queen.
pub fn solution_text(number: u64, queens: &[usize]) -> String {
    let n = queens.len();
    let rule = format!("{}+\n", "+-".repeat(n));
    let mut out = format!("{number}\n");
    out += &queens.iter().map(|c| format!(" {c}")).collect::<String>();
    out.push('\n');
    for &c in queens {
        out += &rule;
        out += &(0..n)
            .map(|k| if k == c { "|O" } else { "| " })
            .collect::<String>();
        out += "|\n";
    }
    out += &rule;
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(n: usize, k: usize) -> Stepper {
        let mut s = Stepper::new(n);
        for _ in 0..k {
            s.next();
        }
        s
    }

    #[test]
    fn start() {
        let d = Detail::of(&Stepper::new(5));
        assert_eq!(d, Detail::Start { mask: 31 });
        assert_eq!(d.equations(5)[1], "bitmap = mask = 11111 (31)");
    }

    #[test]
    fn place_shows_the_twos_complement_and() {
        // n = 5, step 3: row 1 (bitmap 11100) takes 00100.
        let d = Detail::of(&after(5, 3));
        assert_eq!(
            d,
            Detail::Place {
                row: 1,
                before: 0b11100,
                neg: 0b00100,
                bit: 0b00100,
                column: 2,
                after: 0b11000,
                solution: false
            }
        );
        assert_eq!(
            d.equations(5)[0],
            "bit = bitmap & -bitmap = 11100 & 00100 = 00100 (4)"
        );
        assert_eq!(
            d.equations(5)[1],
            "bitmap = bitmap ^ bit = 11100 ^ 00100 = 11000 (24)"
        );
    }

    #[test]
    fn descend_shows_the_shifts_and_what_falls_off() {
        // n = 5: row 0 takes 00001 (column 4), so right|bit >> 1 loses it.
        let d = Detail::of(&after(5, 2));
        let Detail::Descend {
            row,
            lost_left,
            lost_right,
            bits,
            ..
        } = &d
        else {
            panic!("{d:?}")
        };
        assert_eq!((*row, *lost_left, *lost_right), (1, 0, 1));
        assert_eq!(bits.bitmap, 0b11100);
        let eq = d.equations(5);
        assert_eq!(
            eq[0],
            "left = ((left|bit) << 1) & mask = ((00000|00001) << 1) & 11111 = 000010 & 11111 = 00010 (2)"
        );
        assert_eq!(
            eq[2],
            "right = (right|bit) >> 1 = (00000|00001) >> 1 = 00001 >> 1 = 00000 (0)"
        );
        assert_eq!(
            eq[3],
            "bitmap = mask & ~(left|down|right) = 11111 & ~00011 = 11100 (28)"
        );
        // A queen in column 0 pushes its left attack off the left edge.
        let mut s = Stepper::new(4);
        while !matches!(
            s.last_event(),
            Some(Event::Place {
                row: 0,
                bit: 0b1000,
                ..
            })
        ) {
            s.next();
        }
        s.next();
        let Detail::Descend { lost_left, .. } = Detail::of(&s) else {
            panic!()
        };
        assert_eq!(lost_left, 0b1000);
    }

    #[test]
    fn backtrack() {
        // n = 4, step 5: row 2 has no candidate; row 1's queen (column 1)
        // is lifted, and row 1 still has column 0 to try.
        let d = Detail::of(&after(4, 5));
        assert_eq!(
            d,
            Detail::Backtrack {
                row: 2,
                to: Some(1),
                lifted: Some(1),
                after_solution: false,
                left_over: 0b1000,
            }
        );
        assert_eq!(d.equations(4), vec!["bitmap[2] = 0000 → row = 2 - 1 = 1"]);
        let mut s = Stepper::new(4);
        s.run_to_end();
        let d = Detail::of(&s);
        assert_eq!(
            d,
            Detail::Backtrack {
                row: 0,
                to: None,
                lifted: None,
                after_solution: false,
                left_over: 0
            }
        );
        assert_eq!(
            d.equations(4),
            vec!["bitmap[0] = 0000 → row = 0 - 1 = -1 → end"]
        );
    }

    /// After a solution the last row's queen is lifted with the one above.
    #[test]
    fn backtrack_after_a_solution() {
        let mut s = Stepper::new(4);
        while !matches!(s.last_event(), Some(Event::Place { solution: true, .. })) {
            s.next();
        }
        s.next();
        let Detail::Backtrack {
            row,
            after_solution,
            lifted,
            ..
        } = Detail::of(&s)
        else {
            panic!()
        };
        // The first solution is 2 0 3 1: row 2's queen stood in column 3.
        assert_eq!((row, after_solution, lifted), (3, true, Some(3)));
        // A dead end on the last row (reached with no candidate) is not one,
        // and every Backtrack from the last row is one or the other.
        let (mut s, mut before) = (Stepper::new(6), None);
        let (mut dead_ends, mut solutions) = (0, 0);
        while let Some(e) = s.next() {
            if e == (Event::Backtrack { row: 5 }) {
                let Detail::Backtrack { after_solution, .. } = Detail::of(&s) else {
                    panic!()
                };
                let solved = matches!(before, Some(Event::Place { solution: true, .. }));
                assert_eq!(after_solution, solved, "step {}", s.counters().steps);
                dead_ends += usize::from(!solved);
                solutions += usize::from(solved);
            }
            before = Some(e);
        }
        assert_eq!(solutions, 4);
        assert!(dead_ends > 0);
        // The same when the step is reached by a seek, which jumps over
        // whole subtrees: n = 6, step 11 is a dead end on the last row, step
        // 10 of n = 5 the backtrack after its first solution.
        let at = |n, k| Detail::of(&solver::Timeline::new(n).seek(k));
        assert!(matches!(
            at(6, 11),
            Detail::Backtrack {
                row: 5,
                after_solution: false,
                ..
            }
        ));
        assert!(matches!(
            at(5, 10),
            Detail::Backtrack {
                row: 4,
                after_solution: true,
                ..
            }
        ));
        for n in 4..=7 {
            let mut s = Stepper::new(n);
            loop {
                let k = s.counters().steps;
                assert_eq!(
                    Detail::of(&solver::Timeline::new(n).seek(k)),
                    Detail::of(&s),
                    "n = {n}, step {k}"
                );
                if s.next().is_none() {
                    break;
                }
            }
        }
    }

    /// The copy runs as the list on the page: the latest first.
    #[test]
    fn the_copy_lists_the_latest_solution_first() {
        let mut t = solver::Timeline::new(6);
        let text = solutions_text(4, |m| t.solution(m).unwrap().queens());
        let heads: Vec<&str> = text
            .trim_end()
            .split("\n\n")
            .map(|b| b.lines().next().unwrap())
            .collect();
        assert_eq!(heads, ["4", "3", "2", "1"]);
        assert!(text.contains("\n\n1\n 4 2 0 5 3 1\n+-+"), "{text}");
        assert!(text.ends_with("+\n\n"));
    }

    #[test]
    fn solutions_in_the_seeds_text_format() {
        assert_eq!(
            solution_text(1, &[1, 3, 0, 2]),
            "1\n 1 3 0 2\n+-+-+-+-+\n| |O| | |\n+-+-+-+-+\n| | | |O|\n+-+-+-+-+\n|O| | | |\n+-+-+-+-+\n| | |O| |\n+-+-+-+-+\n"
        );
    }
}
