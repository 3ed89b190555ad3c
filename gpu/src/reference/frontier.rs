//! The frontier kernel's turns (`kernels/frontier.wgsl`).

use super::{rows_ahead_open, Pipeline, Start};
use crate::kernel::row_rules;

/// The frontier kernel's work for one sub-board, written in Rust turn for
/// turn like [`crate::FRONTIER`] in pipeline `p`: the row searched in
/// registers, the rows above it that still have squares saved on a stack
/// of `p.levels` entries,
/// the row's index in `down`'s high bits, one queen per turn; a turn
/// searches its child when it keeps a square, `p.ahead` rows keep one and
/// each outer column is taken or keeps one. Its counts of classes 2, 4 and 8 and its turns (a queen placed,
/// plus one to start). A sub-board that needs more than `p.levels` levels, a
/// foreign distance or no row placed counts nothing, as in the kernel.
pub fn frontier_sub_board(p: &Pipeline, sub: &[u32]) -> ([u32; 3], u64) {
    const ROW1: u32 = 1 << 27;
    let Some(start) = Start::of(p, sub) else {
        return ([0; 3], 1);
    };
    if let Some(counts) = start.only_last() {
        return (counts, 1);
    }
    let (last, distance, depth) = (start.last, start.distance, start.depth);
    let top = 1u32 << last;
    let mut board = start.board;
    let mut counts = [0u32; 3];
    let mut turns = 1;
    // The row being searched, in registers: (squares not yet tried, left,
    // down | row << 27, right); the rows saved below it on `stack`.
    let (mut f, mut l, mut d, mut r) = (start.f, start.l, start.d | depth << 27, start.r);
    let (n, levels) = (p.n, p.levels);
    let mut stack: Vec<[u32; 4]> = Vec::with_capacity(levels);
    while f != 0 {
        turns += 1;
        let bit = f & f.wrapping_neg();
        let rest = f ^ bit;
        let y = d >> 27;
        board[y as usize] = bit;
        let cl = (l | bit) << 1;
        let cd = (d | bit) + ROW1;
        let cr = (r | bit) >> 1;
        let below = y + 1;
        let (allow, left_reach, right_reach) =
            row_rules(n, distance as usize, &start.rule, below as usize);
        let free = allow & !(cl | cd | cr);
        let left_open = (cd & top | left_reach & !cl) != 0;
        let right_open = (cd & 1 | right_reach & !cr) != 0;
        let at_last = below == last;
        let push = !at_last
            && free != 0
            && rows_ahead_open(&start, l | bit, cd, r | bit, last - y)
            && left_open
            && right_open;
        // Down to the child, the row saved first when it has squares left;
        // else on along the row, or back to the row saved last (none: the
        // sub-board is done, and the empty row stays).
        [f, l, d, r] = if push {
            if rest != 0 {
                assert!(stack.len() < levels, "the stack holds {levels} entries");
                stack.push([rest, l, d, r]);
            }
            [free, cl, cd, cr]
        } else if rest == 0 {
            stack.pop().unwrap_or([rest, l, d, r])
        } else {
            [rest, l, d, r]
        };
        if at_last && free != 0 {
            board[last as usize] = free;
            start.record(&mut counts, &board);
        }
    }
    (counts, turns)
}
