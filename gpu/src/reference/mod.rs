//! The kernels' work written again in Rust, turn for turn
//! ([`stack_sub_board`], [`frontier_sub_board`]), with the classification
//! they share ([`classify`]): the reference the WGSL is read against, so
//! that the split and the kernels' searches are tested natively against
//! the solver and the published counts (`gpu/tests/`); `gpu-bench` runs
//! the WGSL itself (on lavapipe in its tests).
//!
//! - `stack.rs`: the stack kernel's turns;
//! - `frontier.rs`: the frontier kernel's turns.

mod frontier;
mod stack;

pub use frontier::frontier_sub_board;
pub use stack::stack_sub_board;

use solver::count::{Classes, Task};

use crate::batch::Batcher;
use crate::kernel::{kernel_rows, kernel_rules, levels, Kernel, ROWS_AHEAD};
use crate::split::{attacks, expand, placed, SUB_WORDS};

/// The kernels' `classify` (`class_of` in prelude.wgsl): 0 when a rotation
/// of the complete board is smaller (that rotation is counted for the
/// orbit), else its class.
pub(crate) fn classify(n: u32, distance: u32, board: &[u32; 32]) -> u32 {
    let last = n - 1;
    let top = 1u32 << last;
    let quarter = board[(last - distance) as usize] == 1;
    let half = board[last as usize] == top >> distance;
    let three = board[distance as usize] == top;
    if !quarter && !half && !three {
        return 8;
    }
    let mut row_of = [0u32; 32];
    for y in 0..n {
        row_of[board[y as usize].trailing_zeros() as usize] = y;
    }
    let image = |turn: u32, y: u32| -> u32 {
        match turn {
            0 => 1 << (n - 1 - row_of[y as usize]),
            1 => 1 << (n - 1 - board[(n - 1 - y) as usize].trailing_zeros()),
            _ => 1 << row_of[(n - 1 - y) as usize],
        }
    };
    let compare = |turn: u32| -> i32 {
        for y in 1..n {
            let (own, other) = (board[y as usize], image(turn, y));
            if own != other {
                return if own > other { 1 } else { -1 };
            }
        }
        0
    };
    if quarter {
        match compare(0) {
            c if c > 0 => return 0,
            0 => return 2,
            _ => {}
        }
    }
    if half {
        match compare(1) {
            c if c > 0 => return 0,
            0 => return 4,
            _ => {}
        }
    }
    if three && compare(2) > 0 {
        return 0;
    }
    8
}

/// Whether the squares `squares` keep one under the attacks of a row (with
/// its queen: `lb`, `cd`, `rb`) `k` rows below it.
fn keeps(squares: u32, lb: u32, cd: u32, rb: u32, k: u32) -> bool {
    squares & !((lb << k) | cd | (rb >> k)) != 0
}

/// The kernels' `rows_ahead_open`: for a turn on the row `ahead` rows
/// above the last, the last row keeps a square, and so does each k-th-last
/// row (k up to the pipeline's `ahead`) below the child (at ahead < k it would be
/// this row or above; at ahead 1 the turn pushes no child anyway).
fn rows_ahead_open(s: &Start, lb: u32, cd: u32, rb: u32, ahead: u32) -> bool {
    keeps(s.last_row, lb, cd, rb, ahead)
        && (2..=s.rows_ahead).all(|k| ahead < k || keeps(s.every, lb, cd, rb, ahead - (k - 1)))
}

/// What the turns of one board's sub-boards share, as a kernel's pipeline
/// has it: the board (`N`), the `rules` buffer ([`kernel_rules`]), the
/// stack's `levels` (`LEVELS`) and the rows looked ahead (`AHEAD`, 1..=3).
#[derive(Clone, Copy, Debug)]
pub struct Pipeline<'a> {
    pub n: usize,
    pub rules: &'a [u32],
    pub levels: usize,
    pub ahead: u32,
}

impl<'a> Pipeline<'a> {
    /// The hosts' pipeline for an `n`-board with its `rules` whose
    /// sub-boards place `rows` rows: [`levels`] and [`ROWS_AHEAD`].
    pub fn of(n: usize, rules: &'a [u32], rows: usize) -> Pipeline<'a> {
        Pipeline {
            n,
            rules,
            levels: levels(n, rows),
            ahead: ROWS_AHEAD,
        }
    }
}

/// What the kernels work out once per sub-board: the distance's rules
/// (the last row's squares, the band of rows whose outer columns are
/// closed: row y + 1 when y - distance < band), the host's rows (their
/// queens, their attacks) and the first row's squares.
struct Start {
    last: u32,
    distance: u32,
    depth: u32,
    /// The distance's four words of [`kernel_rules`].
    rule: [u32; 4],
    last_row: u32,
    /// The pipeline's rows looked ahead.
    rows_ahead: u32,
    band: u32,
    every: u32,
    inner: u32,
    /// The host's queens (rows `..depth`).
    board: [u32; 32],
    l: u32,
    d: u32,
    r: u32,
    /// The squares of row `depth`, the first searched.
    f: u32,
}

impl Start {
    /// None for a sub-board the kernels count as nothing (their `holds`):
    /// one that needs more than `levels` levels, a foreign distance, or no
    /// row placed.
    fn of(p: &Pipeline, sub: &[u32]) -> Option<Start> {
        let (n, rules, levels) = (p.n as u32, p.rules, p.levels);
        let last = n - 1;
        let top = 1u32 << last;
        let distance = sub[0] & 255;
        let depth = (sub[0] >> 8) & 255;
        if depth == 0
            || distance == 0
            || 2 * distance > last
            || depth > last
            || depth as usize + levels + 1 < last as usize
        {
            return None;
        }
        let at = distance as usize * 4;
        let rule: [u32; 4] = rules[at..at + 4].try_into().unwrap();
        let last_row = rule[3];
        let band = if 2 * distance < last {
            last - 2 * distance - 1
        } else {
            0
        };
        let every = (1u32 << n) - 1;
        let inner = every & !(top | 1);
        let mut board = [0u32; 32];
        for (k, square) in board.iter_mut().enumerate().take(depth as usize) {
            *square = placed(sub, k);
        }
        let (l, d, r) = attacks(sub, depth as usize);
        // The kernels' `allowed` for the first row searched.
        let allowed = if depth == 1 {
            rule[2]
        } else if depth == last {
            last_row
        } else if depth > distance && depth < last - distance {
            inner
        } else {
            every
        };
        Some(Start {
            last,
            distance,
            depth,
            rule,
            last_row,
            rows_ahead: p.ahead,
            band,
            every,
            inner,
            board,
            l,
            d,
            r,
            f: allowed & !(l | d | r),
        })
    }

    /// Adds a complete board to `counts` (classes 2, 4, 8), by its class.
    fn record(&self, counts: &mut [u32; 3], board: &[u32; 32]) {
        match classify(self.last + 1, self.distance, board) {
            2 => counts[0] += 1,
            4 => counts[1] += 1,
            8 => counts[2] += 1,
            _ => {}
        }
    }

    /// With every row but the last placed by the host: its counts (the
    /// last row's square, if it has one), else None.
    fn only_last(&self) -> Option<[u32; 3]> {
        let mut counts = [0u32; 3];
        if self.depth != self.last {
            return None;
        }
        if self.f != 0 {
            let mut board = self.board;
            board[self.last as usize] = self.f;
            self.record(&mut counts, &board);
        }
        Some(counts)
    }
}

/// A kernel's turns in Rust for one sub-board: [`stack_sub_board`] or
/// [`frontier_sub_board`].
pub fn sub_board(kernel: Kernel, p: &Pipeline, sub: &[u32]) -> ([u32; 3], u64) {
    match kernel {
        Kernel::Stack => stack_sub_board(p, sub),
        Kernel::Frontier => frontier_sub_board(p, sub),
    }
}

/// Counts an `n`-board's `tasks` with `kernel`'s turns in Rust on the CPU,
/// batch by batch like a GPU host (sub-boards of `rows` rows, raised to
/// [`kernel_rows`], in batches of `max_subs`): the native reference of the
/// whole GPU path.
pub fn count_reference(
    kernel: Kernel,
    n: usize,
    tasks: Vec<Task>,
    max_subs: usize,
    rows: usize,
) -> Classes {
    let rows = kernel_rows(n, rows);
    let rules = kernel_rules(n);
    let p = Pipeline::of(n, &rules, rows);
    let mut batcher = Batcher::new(n, tasks, rows);
    let mut total = Classes::default();
    while let Some(batch) = batcher.next_batch(max_subs) {
        let counts: Vec<u32> = batch
            .words
            .chunks_exact(SUB_WORDS)
            .flat_map(|sub| sub_board(kernel, &p, sub).0)
            .collect();
        total += batcher
            .finish(&batch, &counts)
            .into_iter()
            .map(|(_, c)| c)
            .sum();
    }
    total
}

/// The stack kernel's turns for each sub-board of `tasks` continued to
/// `rows` rows, in the order a [`Batcher`] hands them out: the kernel's
/// work, and what llvmpipe's loop limiter counts (for the examples and the
/// bound of [`crate::sub_rows_for`]).
pub fn turns_per_sub_board(n: usize, tasks: &[Task], rows: usize) -> Vec<u64> {
    let rows = kernel_rows(n, rows);
    let rules = kernel_rules(n);
    let p = Pipeline::of(n, &rules, rows);
    tasks
        .iter()
        .flat_map(|task| {
            let e = expand(n, task, rows);
            e.words
                .chunks_exact(SUB_WORDS)
                .map(|sub| stack_sub_board(&p, sub).1)
                .collect::<Vec<_>>()
        })
        .collect()
}
