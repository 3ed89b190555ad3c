//! The sub-boards: each task of the solver's split continued to
//! [`sub_rows`] rows placed, with the rules and the look-aheads of the
//! search, packed compact ([`SUB_WORDS`] words each: the head
//! `distance | rows << 8`, then each placed row's column in 5 bits, six to
//! a word).

use solver::count::{distances, Classes, CountN, Rules, Task};

/// Words per sub-board: one `vec4<u32>` of the kernels.
pub const SUB_WORDS: usize = 4;

/// The most rows a sub-board places.
pub const MAX_SUB_ROWS: usize = 15;

/// How many rows a sub-board places: the kernel searches the rest. Chosen
/// so that a board has some 10^4 to 10^8 sub-boards, enough invocations to
/// fill a large GPU, and a dispatch (which lasts at least as long as its
/// longest sub-board) stays short; fewer sub-boards leave the host less
/// to expand (docs/gpu.md "The split and the batches", where the measured
/// choices are; `cargo run --release -p bitqueens-gpu --example split`
/// prints the counts). Never fewer than the tasks' own rows, never the
/// whole board.
pub fn sub_rows(n: usize) -> usize {
    let rows = match n {
        ..=15 => 4,
        16 | 17 => 5,
        18 => 6,
        19 => 7,
        _ => 8,
    };
    rows.min(n.saturating_sub(1)).max(1)
}

/// [`sub_rows`] for a software adapter (`software`: llvmpipe, SwiftShader):
/// at least `n - 10` rows placed, so that no sub-board takes more than
/// about 10,000 turns (`--example steps`). llvmpipe stops the loops of an
/// invocation after 65,535 turns in all (Mesa's gallivm loop limiter),
/// which would drop boards silently. Software adapters are for
/// correctness only, and at the sizes they can count, the many small
/// sub-boards cost nothing that matters.
pub fn sub_rows_for(n: usize, software: bool) -> usize {
    let rows = sub_rows(n);
    if software {
        rows.max(n.saturating_sub(10))
            .min(n.saturating_sub(1).max(1))
            .min(MAX_SUB_ROWS)
    } else {
        rows
    }
}

/// Does an adapter's name say it is a software one (for [`sub_rows_for`])?
pub fn is_software(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    [
        "llvmpipe",
        "lavapipe",
        "swiftshader",
        "softpipe",
        "warp",
        "software",
    ]
    .iter()
    .any(|s| name.contains(s))
}

/// The sub-boards of one task ([`SUB_WORDS`] words each), plus the classes
/// counted without a search (the single square of `n = 1`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expanded {
    pub words: Vec<u32>,
    pub single: Classes,
    /// Per sub-board, its size class ([`size_class`]), where asked for
    /// ([`crate::Batcher::longest_first`]); else empty.
    pub sizes: Vec<u8>,
}

impl Expanded {
    /// How many sub-boards.
    pub fn len(&self) -> usize {
        self.words.len() / SUB_WORDS
    }

    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

/// Continues a task of an `n`-board to `rows` rows placed. A task that is
/// not one of the board's (a distance without rules, a prefix the rules
/// do not allow) has no sub-boards: it is checked, not trusted.
pub fn expand(n: usize, task: &Task, rows: usize) -> Expanded {
    expand_sized(n, task, rows, false)
}

/// [`expand`], with each sub-board's [`size_class`] in `sizes` when
/// `sized`.
pub(crate) fn expand_sized(n: usize, task: &Task, rows: usize, sized: bool) -> Expanded {
    let mut out = Expanded::default();
    if CountN::new(n).is_err() {
        return out;
    }
    let (distance, depth) = (task.distance as usize, task.depth as usize);
    if n == 1 {
        out.single.c1 = (distance == 0 && depth == 1 && task.cols[0] == 0) as u64;
        return out;
    }
    if !distances(n).contains(&distance) || depth == 0 || depth >= n || depth > task.cols.len() {
        return out;
    }
    let rules = Rules::new(n, distance);
    let mut packed = [0u32; SUB_WORDS - 1];
    let (mut left, mut down, mut right) = (0u32, 0u32, 0u32);
    for (y, &col) in task.cols[..depth].iter().enumerate() {
        let col = col as usize;
        if col >= n {
            return out;
        }
        let bit = 1u32 << (n - 1 - col);
        if rules.allow[y] & !(left | down | right) & bit == 0 {
            return out;
        }
        pack(&mut packed, y, bit);
        left = (left | bit) << 1;
        down |= bit;
        right = (right | bit) >> 1;
    }
    let rows = rows.clamp(depth, (n - 1).min(MAX_SUB_ROWS));
    let free = rules.allow[depth] & !(left | down | right);
    let mut walk = Walk {
        n,
        distance,
        rows,
        rules: &rules,
        packed,
        out: &mut out.words,
        sizes: sized.then_some(&mut out.sizes),
    };
    walk.go(depth, left, down, right, free);
    out
}

/// Writes row `y`'s queen (one bit) into compact words (the head not
/// included): its bit index, 5 bits, at row `y`'s place, whatever was
/// there before.
fn pack(packed: &mut [u32; SUB_WORDS - 1], y: usize, bit: u32) {
    let shift = 5 * (y % 6);
    let word = &mut packed[y / 6];
    *word = *word & !(31 << shift) | bit.trailing_zeros() << shift;
}

/// The queen (one bit) of placed row `k` of a sub-board ([`SUB_WORDS`]
/// words, the head first): what [`pack`] wrote, and what the kernels'
/// `placed` reads.
pub fn placed(sub: &[u32], k: usize) -> u32 {
    1 << ((sub[1 + k / 6] >> (5 * (k % 6))) & 31)
}

/// The attacks `(left, down, right)` of a sub-board's first `rows` placed
/// rows on the row below them.
pub fn attacks(sub: &[u32], rows: usize) -> (u32, u32, u32) {
    (0..rows).fold((0, 0, 0), |(l, d, r), k| {
        let bit = placed(sub, k);
        ((l | bit) << 1, d | bit, (r | bit) >> 1)
    })
}

/// Rows [`size_class`] looks ahead.
pub const SIZE_ROWS: usize = 4;

/// How much search a sub-board whose next row is `y` (with the attacks
/// `left`, `down`, `right` on it) leaves, roughly: the product of the free
/// squares of its next [`SIZE_ROWS`] rows (each row's own attacks, the
/// queens between them left out), as the bit length of that product (0:
/// none; at most 32). In a model of a dispatch's lanes (docs/gpu.md "The
/// tail of a dispatch") a batch ordered by it keeps the lanes about as
/// busy as one ordered by the sub-boards' real sizes.
pub fn size_class(n: usize, rules: &Rules, y: usize, left: u32, down: u32, right: u32) -> u8 {
    let mut product = 1u32;
    let rows = rules.allow.iter().take(n).skip(y).take(SIZE_ROWS);
    for (j, &allow) in rows.enumerate() {
        product *= (allow & !(left << j | down | right >> j)).count_ones();
    }
    (u32::BITS - product.leading_zeros()) as u8
}

struct Walk<'a> {
    n: usize,
    distance: usize,
    rows: usize,
    rules: &'a Rules,
    /// The queens of the rows above the one being placed, as bit indices.
    packed: [u32; SUB_WORDS - 1],
    out: &'a mut Vec<u32>,
    sizes: Option<&'a mut Vec<u8>>,
}

impl Walk<'_> {
    /// Row `y` with its attacks and free allowed squares (maybe none).
    fn go(&mut self, y: usize, left: u32, down: u32, right: u32, mut free: u32) {
        if y == self.rows {
            if free != 0 {
                let head = self.distance as u32 | (y as u32) << 8;
                let [a, b, c] = self.packed;
                self.out.extend_from_slice(&[head, a, b, c]);
                if let Some(sizes) = self.sizes.as_mut() {
                    sizes.push(size_class(self.n, self.rules, y, left, down, right));
                }
            }
            return;
        }
        let last = self.n - 1;
        let top = 1u32 << last;
        let next_row = y + 1;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            pack(&mut self.packed, y, bit);
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let next = self.rules.allow[next_row] & !(l | d | r);
            if next_row < last {
                // The look-aheads of the solver's search.
                let ahead = last - next_row;
                let last_open = self.rules.allow[last] & !(l << ahead | d | r >> ahead) != 0;
                let outer_open = (d & top | self.rules.left_reach[next_row] & !l) != 0
                    && (d & 1 | self.rules.right_reach[next_row] & !r) != 0;
                if !(last_open && outer_open) {
                    continue;
                }
            }
            self.go(next_row, l, d, r, next);
        }
    }
}
