//! The pure side of the algorithm lab: which rows the lab compares and how
//! one row is run under a budget ([`run`]) (the records page measures with it
//! too).
//!
//! No web dependency: the lab's worker (`crate::workers::lab`) only adds a
//! clock around [`run`].

use std::ops::RangeInclusive;

use solver::methods::{self, Method, Stop};
use solver::{carry_chain, count, join};

/// Board sizes the lab offers. Every run has a time limit, so the large ones
/// only cost the learner that limit.
pub const LAB_N: RangeInclusive<usize> = 1..=18;

/// Board sizes of the watch mode (the boards must stay readable).
pub const WATCH_N: RangeInclusive<usize> = 1..=6;

/// One row of the lab: a method of [`solver::methods`], the symmetric
/// counter of [`solver::count`], the carry chain of [`solver::carry_chain`]
/// or the half-board join of [`solver::join`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LabMethod {
    Plain(Method),
    /// The bitmap search that counts one board per group of rotations and
    /// reflections, run with its tree measured ([`count::count_traced`]).
    Symmetry,
    /// The seeds' last method: chains of two queens on the four edges, then
    /// the interior, one layout per group of symmetries
    /// ([`carry_chain::count`]).
    CarryChain,
    /// Not a search of whole boards: the attack-free halves of the board
    /// listed and the pairs that share no diagonal counted
    /// ([`join::count_within`]); its nodes are the half-boards listed, its
    /// leaves the pairs tested one by one.
    Join,
}

impl LabMethod {
    /// The rows of the lab, in the order of the seeds (the mirror is the
    /// first use of a symmetry, the carry chain their last method), then
    /// the join, which the counting page uses for n =
    /// [`JOIN_FROM`](solver::plan::JOIN_FROM)..=[`WORKERS_JOIN_TO`](solver::plan::WORKERS_JOIN_TO).
    pub const ALL: [LabMethod; 10] = [
        LabMethod::Plain(Method::BruteForce),
        LabMethod::Plain(Method::Permutation),
        LabMethod::Plain(Method::Backtracking),
        LabMethod::Plain(Method::Flags),
        LabMethod::Plain(Method::Bitmap),
        LabMethod::Plain(Method::BitmapNr),
        LabMethod::Plain(Method::Mirror),
        LabMethod::Symmetry,
        LabMethod::CarryChain,
        LabMethod::Join,
    ];

    /// "bruteforce", …, "bitmap-nr", "mirror" (as [`Method::id`]),
    /// "bitmap-symmetry", "carrychain", "join".
    pub fn id(self) -> &'static str {
        match self {
            LabMethod::Plain(m) => m.id(),
            LabMethod::Symmetry => "bitmap-symmetry",
            LabMethod::CarryChain => "carrychain",
            LabMethod::Join => "join",
        }
    }

    pub fn from_id(id: &str) -> Option<LabMethod> {
        LabMethod::ALL.into_iter().find(|m| m.id() == id)
    }

    /// The position in [`LabMethod::ALL`] (also the series index of charts).
    pub fn index(self) -> usize {
        LabMethod::ALL
            .iter()
            .position(|&m| m == self)
            .expect("every method is in ALL")
    }
}

/// What one run counted. Exact when `finished`; otherwise the counts reached
/// when the budget stopped it (lower bounds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    pub solutions: u64,
    /// Solutions up to rotation and reflection ([`LabMethod::Symmetry`],
    /// [`LabMethod::CarryChain`] and [`LabMethod::Join`] only).
    pub unique: Option<u64>,
    pub leaves: u64,
    pub nodes: u64,
    pub finished: bool,
}

/// Runs one row of the lab on an `n × n` board until it ends or `stop`
/// stops it (asked every [`methods::POLL_INTERVAL`] nodes by the searches,
/// after every row set by the join). `n` must be in [`LAB_N`].
pub fn run(method: LabMethod, n: usize, stop: &mut dyn Stop) -> Measured {
    assert!(LAB_N.contains(&n), "n must be in {LAB_N:?}");
    match method {
        LabMethod::Plain(m) => {
            let r = methods::run(m, n, stop);
            Measured {
                solutions: r.stats.solutions,
                unique: None,
                leaves: r.stats.leaves,
                nodes: r.stats.nodes,
                finished: r.finished,
            }
        }
        LabMethod::Symmetry => traced(count::count_traced(n, stop)),
        LabMethod::CarryChain => traced(carry_chain::count(n, stop)),
        LabMethod::Join => {
            let r = join::count_within(n, stop);
            Measured {
                solutions: r.classes.total(),
                unique: Some(r.classes.unique()),
                leaves: r.work.pair_tests,
                nodes: r.work.patterns,
                finished: r.finished,
            }
        }
    }
}

fn traced(r: count::Traced) -> Measured {
    Measured {
        solutions: r.classes.total(),
        unique: Some(r.classes.unique()),
        leaves: r.tree.leaves,
        nodes: r.tree.nodes,
        finished: r.finished,
    }
}

/// A line along which a queen attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// The same column.
    Column,
    /// The diagonal with constant `row + col` (↗, towards the top right).
    Up,
    /// The diagonal with constant `col - row` (↘, towards the bottom right).
    Down,
}

/// The queens above `row` that attack the square (`row`, `col`), top first,
/// with the line they share. `queens[r]` is the column of the queen of row
/// `r`; only `queens[..row]` is looked at. Empty: the square is free.
pub fn attackers(queens: &[usize], row: usize, col: usize) -> Vec<(usize, Line)> {
    queens
        .iter()
        .take(row)
        .enumerate()
        .filter_map(|(r, &c)| {
            if c == col {
                Some((r, Line::Column))
            } else if r + c == row + col {
                Some((r, Line::Up))
            } else if c + row == col + r {
                Some((r, Line::Down))
            } else {
                None
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::methods::Unlimited;

    #[test]
    fn ids_round_trip_and_are_the_contract() {
        let ids: Vec<_> = LabMethod::ALL.iter().map(|m| m.id()).collect();
        assert_eq!(
            ids,
            [
                "bruteforce",
                "permutation",
                "backtracking",
                "flags",
                "bitmap",
                "bitmap-nr",
                "mirror",
                "bitmap-symmetry",
                "carrychain",
                "join"
            ]
        );
        for (i, m) in LabMethod::ALL.into_iter().enumerate() {
            assert_eq!(LabMethod::from_id(m.id()), Some(m));
            assert_eq!(m.index(), i);
        }
        assert_eq!(LabMethod::from_id("nope"), None);
    }

    #[test]
    fn eight_queens_rows() {
        let get = |m| run(m, 8, &mut Unlimited);
        let bf = get(LabMethod::Plain(Method::BruteForce));
        assert_eq!(
            (bf.solutions, bf.leaves, bf.finished),
            (92, 16_777_216, true)
        );
        for m in [Method::Backtracking, Method::Flags] {
            assert_eq!(get(LabMethod::Plain(m)).leaves, 13_756);
        }
        for m in [Method::Bitmap, Method::BitmapNr] {
            assert_eq!(get(LabMethod::Plain(m)).leaves, 736);
        }
        // The mirror walks half of the bitmap's tree and counts it twice.
        let mirror = get(LabMethod::Plain(Method::Mirror));
        assert_eq!(
            (mirror.solutions, mirror.leaves, mirror.nodes, mirror.unique),
            (92, 368, 1_028, None)
        );
        assert_eq!(
            get(LabMethod::CarryChain),
            Measured {
                solutions: 92,
                unique: Some(12),
                leaves: 274,
                nodes: 596,
                finished: true
            }
        );
        // The join lists half-boards and tests pairs: its own work.
        let j = get(LabMethod::Join);
        assert_eq!((j.solutions, j.unique, j.finished), (92, Some(12), true));
        assert_eq!((j.nodes, j.leaves), (185, 299));
        let s = get(LabMethod::Symmetry);
        assert_eq!(
            s,
            Measured {
                solutions: 92,
                unique: Some(12),
                leaves: 136,
                nodes: 354,
                finished: true
            }
        );
    }

    #[test]
    fn symmetric_rows_match_the_reference_and_stop() {
        for method in [
            LabMethod::Symmetry,
            LabMethod::CarryChain,
            LabMethod::Join,
            LabMethod::Plain(Method::Mirror),
        ] {
            for r in crate::domain::records::data::records()
                .iter()
                .filter(|r| r.n <= 12)
            {
                let m = run(method, r.n, &mut Unlimited);
                assert_eq!(m.solutions, r.total, "{method:?} n = {}", r.n);
                if method != LabMethod::Plain(Method::Mirror) {
                    assert_eq!(m.unique, Some(r.unique), "{method:?} n = {}", r.n);
                }
            }
            // The searches are asked every POLL_INTERVAL nodes, the join
            // after every row set it has joined.
            let every = if method == LabMethod::Join {
                1
            } else {
                methods::POLL_INTERVAL
            };
            let mut asked = 0;
            let stopped = run(method, 14, &mut |done: u64| {
                asked += 1;
                done >= 3 * every
            });
            assert!(!stopped.finished, "{method:?}");
            assert_eq!(asked, 3, "{method:?}");
            if method != LabMethod::Join {
                assert_eq!(stopped.nodes, 3 * methods::POLL_INTERVAL, "{method:?}");
            }
            assert!(stopped.solutions < 365_596, "{method:?}");
        }
    }

    /// The largest board of the lab stops at the first poll too (the join
    /// after its first row set).
    #[test]
    fn the_largest_board_stops_at_once() {
        let n = *LAB_N.end();
        let (published, _) =
            solver::published::counts(n).expect("the lab's largest board has a published count");
        for method in LabMethod::ALL {
            let r = run(method, n, &mut |_: u64| true);
            assert!(!r.finished, "{method:?}");
            assert!(r.solutions < published, "{method:?}");
            if method != LabMethod::Join {
                assert_eq!(r.nodes, methods::POLL_INTERVAL, "{method:?}");
            }
        }
    }

    #[test]
    fn attackers_name_the_queen_and_the_line() {
        // Queens of rows 0 and 1 on columns 4 and 2 (n = 5).
        let q = [4, 2];
        assert_eq!(attackers(&q, 2, 4), vec![(0, Line::Column)]);
        assert_eq!(attackers(&q, 2, 3), vec![(1, Line::Down)]);
        assert_eq!(attackers(&q, 2, 1), vec![(1, Line::Up)]);
        assert_eq!(attackers(&q, 2, 0), vec![]);
        assert_eq!(attackers(&q, 2, 2), vec![(0, Line::Up), (1, Line::Column)]);
        // Rows at or below `row` are ignored.
        assert_eq!(attackers(&q, 1, 4), vec![(0, Line::Column)]);
        assert_eq!(attackers(&q, 0, 4), vec![]);
    }

    #[test]
    fn a_stopped_plain_run_is_not_finished() {
        let r = run(LabMethod::Plain(Method::BruteForce), 10, &mut |_: u64| true);
        assert!(!r.finished);
        assert_eq!(r.nodes, methods::POLL_INTERVAL);
    }
}
