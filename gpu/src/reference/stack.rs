//! The stack kernel's turns (`kernels/stack.wgsl`).

use super::{rows_ahead_open, Pipeline, Start};

/// The stack kernel's work for one sub-board, written in Rust turn for
/// turn like [`crate::STACK`] in pipeline `p`: each row searched in turns
/// at its own level of a stack of `p.levels + 1` entries (its untried squares, `left`,
/// `down`, and `right` with the level to go back to, plus one, in its high
/// bits); a turn takes its row's lowest untried square, writes the rest
/// back and pushes the child one level down when it keeps a square and
/// `p.ahead` rows keep one, or goes back;
/// a complete board's queens are read back from the rows' `down`. Its
/// counts of classes 2, 4 and 8 and its turns (a queen placed, plus one to
/// start). A sub-board that needs more than `p.levels` levels, a foreign
/// distance or no row placed counts nothing, as in the kernel.
pub fn stack_sub_board(p: &Pipeline, sub: &[u32]) -> ([u32; 3], u64) {
    const BACK: u32 = 27;
    let Some(start) = Start::of(p, sub) else {
        return ([0; 3], 1);
    };
    if let Some(counts) = start.only_last() {
        return (counts, 1);
    }
    let Start {
        last,
        distance,
        depth,
        last_row,
        band,
        every,
        inner,
        mut board,
        l,
        d,
        r,
        f,
        ..
    } = start;
    let mut counts = [0u32; 3];
    let mut turns = 1;
    // Row depth + v's entry at level v; `level` the row being searched
    // (none: the sub-board is done).
    let mut stack = vec![[0u32; 4]; p.levels + 1];
    stack[0] = [f, l, d, r];
    let mut level = (f != 0).then_some(0usize);
    while let Some(v) = level {
        turns += 1;
        let [untried, l, d, r] = stack[v];
        let bit = untried & untried.wrapping_neg();
        let rest = untried ^ bit;
        let y = depth + v as u32;
        let back = r >> BACK;
        let (lb, rb) = (l | bit, (r & every) | bit);
        let (cl, cd, cr) = (lb << 1, d | bit, rb >> 1);
        let at_last = y == last - 1;
        let allow = if at_last {
            last_row
        } else if y.wrapping_sub(distance) < band {
            inner
        } else {
            every
        };
        let free = allow & !(cl | cd | cr);
        let push = !at_last && free != 0 && rows_ahead_open(&start, lb, cd, rb, last - y);
        // The row stays with squares left; with none, its child (or this
        // turn) goes back where the row would.
        let keep = rest != 0;
        if keep {
            stack[v][0] = rest;
        }
        if push {
            let child_back = if keep { v as u32 + 1 } else { back };
            stack[v + 1] = [free, cl, cd, cr | child_back << BACK];
        }
        level = if push {
            Some(v + 1)
        } else if keep {
            Some(v)
        } else {
            back.checked_sub(1).map(|b| b as usize)
        };
        if at_last && free != 0 {
            // The queens of the rows searched: what each adds to the next
            // row's `down`; this turn's; the last row's.
            for k in depth..last - 1 {
                let v = (k - depth) as usize;
                board[k as usize] = stack[v + 1][2] & !stack[v][2];
            }
            board[(last - 1) as usize] = bit;
            board[last as usize] = free;
            start.record(&mut counts, &board);
        }
    }
    (counts, turns)
}
