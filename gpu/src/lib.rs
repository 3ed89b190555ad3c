//! The GPU counter of bitqueens: its WGSL kernels (the rows kernel
//! [`KERNEL`], the frontier kernel [`FRONTIER`] and the lean kernel
//! [`LEAN`], the hosts' default; [`Kernel`] picks one per board), the
//! sub-boards it finishes, their packing into buffers, and the exact sum of
//! its per-invocation counts. No GPU API and no web code: the site's GPU
//! worker (WebGPU, `src/workers/gpu.rs`) and `gpu-bench` (the `wgpu` crate,
//! natively) both drive it the same way:
//!
//! 1. [`rules_table`] once per board (a storage buffer);
//! 2. a [`Batcher`] over the solver's tasks ([`solver::count::tasks_with_depth`])
//!    cuts them into sub-boards ([`sub_rows`] rows placed) and hands them out
//!    in [`Batch`]es of at most a given number, packed in the [`Layout`] of
//!    the kernel that reads them ([`STRIDE`] or [`FRONTIER_STRIDE`] words
//!    each);
//! 3. one dispatch per batch, one invocation per sub-board, three `u32`
//!    counts each (classes 2, 4, 8);
//! 4. [`Batcher::finish`] adds them up as `u64` per task and returns the
//!    tasks a batch completed: a task is only ever reported whole, so that a
//!    host that loses its device hands the other tasks to the CPU.
//!
//! Each kernel's logic is also written here in Rust ([`count_sub_board`],
//! [`frontier_sub_board`], [`lean_sub_board`]), step for step, so that the
//! split and the kernels are tested natively against the solver and the
//! published counts; `gpu-bench` runs the WGSL itself (on lavapipe in the
//! tests).

use solver::count::{distances, Classes, Task, MAX_COUNT_N};

/// The kernel: one invocation per sub-board (docs/gpu.md).
pub const KERNEL: &str = include_str!("count.wgsl");

/// The kernel's workgroup size (`@workgroup_size` in [`KERNEL`]).
pub const WORKGROUP: u32 = 64;

/// The most workgroups a dispatch may have along one dimension (WebGPU's
/// default limit); larger dispatches use rows of this many.
pub const MAX_GROUPS_X: u32 = 65_535;

/// Words per sub-board: the head (`distance | rows << 8`) and the queen
/// (one bit) of each placed row, the rest zero.
pub const STRIDE: usize = 16;

/// The most rows a sub-board places.
pub const MAX_SUB_ROWS: usize = STRIDE - 1;

/// Words of [`rules_table`] per distance: `allow`, `left_reach`,
/// `right_reach`, 32 rows each.
pub const RULES_WORDS: usize = 96;

/// Counts written per invocation: classes 2, 4 and 8.
pub const COUNTS_PER_SUB: usize = 3;

/// The rules of one row-0 distance of the symmetric counter, as bits per
/// row: the solver's own, so that the kernel searches the same boards.
pub use solver::count::Rules;

/// The kernel's `rules` buffer for an `n`-board: [`RULES_WORDS`] per
/// distance `0..=max`, zero for the distances that have no rules.
pub fn rules_table(n: usize) -> Vec<u32> {
    let max = *distances(n).end().max(&0);
    let mut out = vec![0; (max + 1) * RULES_WORDS];
    for d in distances(n) {
        let r = Rules::new(n, d);
        let at = d * RULES_WORDS;
        out[at..at + 32].copy_from_slice(&r.allow);
        out[at + 32..at + 64].copy_from_slice(&r.left_reach);
        out[at + 64..at + 96].copy_from_slice(&r.right_reach);
    }
    out
}

/// How many rows a sub-board places: the kernel searches the rest. Chosen
/// so that a board has some 10^4 to 10^6 sub-boards (enough invocations to
/// fill a large GPU, each a few thousand to a million nodes):
/// `cargo run --release -p bitqueens-gpu --example split` prints the
/// counts (n = 16: 49,494 sub-boards of 5 rows; n = 20: 2,162,893 of 6).
/// n = 19, 7 rows: on an H200, n = 19 counted in 3.9 s against 5.0 s
/// with 6 rows (longest dispatch 121 ms against 290). From n = 20 on, 8
/// rows: on an H100, n = 20 in 17.9 s against 30.1 s with 7 (a dispatch
/// lasts at least as long as its longest sub-board, so with 7 rows the
/// batches stayed near their floor and the GPU was never full), while at
/// n = 19 8 rows were slower (the host's expansion). Short sub-boards also
/// keep a dispatch far from a GPU watchdog (docs/gpu.md). Never fewer
/// than the tasks' own rows, never the whole board.
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
/// about 10,000 steps (`--example steps`). llvmpipe stops the loops of an
/// invocation after 65,535 turns in all (Mesa's gallivm loop limiter:
/// about 21,000 steps, measured with the kernel that had a stack), which
/// would drop boards silently. Software adapters are for correctness only,
/// and at the sizes they can count, the many small sub-boards cost nothing
/// that matters.
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

/// How a batch packs its sub-boards: [`Layout::Wide`], [`STRIDE`] words
/// each (the head, then one bit per placed row: the rows kernel's), or
/// [`Layout::Compact`], [`FRONTIER_STRIDE`] words each (the head, then the
/// placed rows' bit indices, 5 bits each, six to a word: the persistent
/// kernels', [`compact`]'s form).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    #[default]
    Wide,
    Compact,
}

impl Layout {
    /// Words per sub-board.
    pub fn stride(self) -> usize {
        match self {
            Layout::Wide => STRIDE,
            Layout::Compact => FRONTIER_STRIDE,
        }
    }

    /// The layout a kernel reads: compact for the persistent ones.
    pub fn of(kernel: Kernel) -> Layout {
        if kernel.persistent() {
            Layout::Compact
        } else {
            Layout::Wide
        }
    }
}

/// The sub-boards of one task: each task of the solver's split is
/// continued to [`sub_rows`] rows (at least its own), with the rules and
/// the look-aheads of the search, as packed words (`layout`); plus the
/// classes counted without a search (the single square of `n = 1`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expanded {
    pub words: Vec<u32>,
    pub single: Classes,
    pub layout: Layout,
    /// Per sub-board, its size class ([`size_class`]), where asked for
    /// ([`Batcher::longest_first`]); else empty.
    pub sizes: Vec<u8>,
}

impl Expanded {
    /// How many sub-boards.
    pub fn len(&self) -> usize {
        self.words.len() / self.layout.stride()
    }

    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

/// Continues a task of an `n`-board to `rows` rows placed, packed wide
/// ([`STRIDE`] words a sub-board). A task that is not one of the board's
/// (a distance without rules, a prefix the rules do not allow) has no
/// sub-boards: it is checked, not trusted.
pub fn expand(n: usize, task: &Task, rows: usize) -> Expanded {
    expand_as(n, task, rows, Layout::Wide)
}

/// [`expand`] in either [`Layout`]: the compact one written as the walk
/// goes (the same sub-boards, in the same order, as [`compact`] of the
/// wide words), so that a persistent kernel's host neither writes 64
/// bytes a sub-board nor reads them again.
pub fn expand_as(n: usize, task: &Task, rows: usize, layout: Layout) -> Expanded {
    expand_into(n, task, rows, layout, false)
}

/// [`expand_as`], with each sub-board's [`size_class`] in `sizes` when
/// `sized`.
fn expand_into(n: usize, task: &Task, rows: usize, layout: Layout, sized: bool) -> Expanded {
    let mut out = Expanded {
        layout,
        ..Expanded::default()
    };
    if !(1..=MAX_COUNT_N).contains(&n) {
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
    let mut board = [0u32; 32];
    let mut packed = [0u32; FRONTIER_STRIDE - 1];
    let (mut left, mut down, mut right) = (0u32, 0u32, 0u32);
    for (y, (&col, square)) in task.cols[..depth].iter().zip(&mut board).enumerate() {
        let col = col as usize;
        if col >= n {
            return out;
        }
        let bit = 1u32 << (n - 1 - col);
        if rules.allow[y] & !(left | down | right) & bit == 0 {
            return out;
        }
        *square = bit;
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
        board,
        packed,
        layout,
        out: &mut out.words,
        sizes: sized.then_some(&mut out.sizes),
    };
    walk.go(depth, left, down, right, free);
    out
}

/// Writes row `y`'s queen (one bit) into compact words (the head not
/// included): its bit index, 5 bits, at row `y`'s place, whatever was
/// there before.
fn pack(packed: &mut [u32; FRONTIER_STRIDE - 1], y: usize, bit: u32) {
    let shift = 5 * (y % 6);
    let word = &mut packed[y / 6];
    *word = *word & !(31 << shift) | bit.trailing_zeros() << shift;
}

/// The queen (one bit) of placed row `k` of a compact sub-board
/// ([`FRONTIER_STRIDE`] words, the head first): what [`pack`] wrote, and
/// what the persistent kernels' `placed` reads.
pub fn placed(sub: &[u32], k: usize) -> u32 {
    1 << ((sub[1 + k / 6] >> (5 * (k % 6))) & 31)
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
    /// The queen of each row above the one being placed: one bit each
    /// (the wide layout) or as bit indices (the compact one); each layout
    /// keeps only its own.
    board: [u32; 32],
    packed: [u32; FRONTIER_STRIDE - 1],
    layout: Layout,
    out: &'a mut Vec<u32>,
    sizes: Option<&'a mut Vec<u8>>,
}

impl Walk<'_> {
    /// Row `y` with its attacks and free allowed squares (maybe none).
    fn go(&mut self, y: usize, left: u32, down: u32, right: u32, mut free: u32) {
        if y == self.rows {
            if free != 0 {
                let head = self.distance as u32 | (y as u32) << 8;
                match self.layout {
                    Layout::Wide => {
                        self.out.push(head);
                        self.out.extend_from_slice(&self.board[..y]);
                        self.out.extend(std::iter::repeat_n(0, STRIDE - 1 - y));
                    }
                    Layout::Compact => {
                        let [a, b, c] = self.packed;
                        self.out.extend_from_slice(&[head, a, b, c]);
                    }
                }
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
            match self.layout {
                Layout::Wide => self.board[y] = bit,
                Layout::Compact => pack(&mut self.packed, y, bit),
            }
            let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            let next = self.rules.allow[next_row] & !(l | d | r);
            if next_row < last {
                // The same look-aheads as the kernel (and the solver).
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

/// The kernel's work for one sub-board (`STRIDE` words), written in Rust
/// step for step like [`KERNEL`] (the same registers and the one array of
/// queens, `u32` only): its counts of classes 2, 4 and 8. The reference the
/// WGSL is read against, and tested against the solver.
pub fn count_sub_board(n: usize, rules: &[u32], sub: &[u32]) -> [u32; 3] {
    search_sub_board(n, rules, sub).0
}

/// [`count_sub_board`] and the number of steps its loops take (a step
/// places a queen or goes back a row; the end is one more): the kernel's
/// work for a sub-board, and the turns llvmpipe's loop limiter counts.
///
/// Like the kernel, it keeps no stack of attacks: going back a row undoes
/// the row's queen (`bit`) from `left`, `down` and `right`, and the row's
/// free squares are the allowed ones above `bit` (the search tries the
/// lowest first). Only `right` loses a bit on the way down (its attack on
/// the rightmost column is shifted out), so one bit per row is kept in
/// `edge`.
pub fn search_sub_board(n: usize, rules: &[u32], sub: &[u32]) -> ([u32; 3], u64) {
    let n = n as u32;
    let last = n - 1;
    let top = 1u32 << last;
    let head = sub[0];
    let distance = head & 255;
    let depth = head >> 8;
    let r = (distance as usize) * RULES_WORDS;
    let rule = |k: usize, y: u32| rules[r + 32 * k + y as usize];
    let mut board = [0u32; 32];
    let (mut left, mut down, mut right) = (0u32, 0u32, 0u32);
    for y in 0..depth {
        let bit = sub[1 + y as usize];
        board[y as usize] = bit;
        left = (left | bit) << 1;
        down |= bit;
        right = (right | bit) >> 1;
    }
    let mut counts = [0u32; 3];
    let mut record = |board: &[u32; 32]| match classify(n, distance, board) {
        2 => counts[0] += 1,
        4 => counts[1] += 1,
        8 => counts[2] += 1,
        _ => {}
    };
    let allow_last = rule(0, last);
    let mut free = rule(0, depth) & !(left | down | right);
    if depth == last {
        if free != 0 {
            board[last as usize] = free;
            record(&board);
        }
        return (counts, 1);
    }
    let mut steps = 0u64;
    let mut y = depth;
    let mut edge = 0u32;
    loop {
        // Back up, a row at a time undoing its queen, to a row with a
        // square left, or to the first row.
        while free == 0 && y > depth {
            steps += 1;
            y -= 1;
            let bit = board[y as usize];
            left = (left >> 1) & !bit;
            down &= !bit;
            right = ((right << 1) & !bit) | ((edge >> y) & 1);
            free = rule(0, y) & !(left | down | right) & !(bit | (bit - 1));
        }
        steps += 1;
        if free == 0 {
            break;
        }
        let bit = free & free.wrapping_neg();
        free ^= bit;
        board[y as usize] = bit;
        let l = (left | bit) << 1;
        let d = down | bit;
        let rr = (right | bit) >> 1;
        let next_row = y + 1;
        if next_row == last {
            let square = allow_last & !(l | d | rr);
            if square != 0 {
                board[last as usize] = square;
                record(&board);
            }
            continue;
        }
        let next = rule(0, next_row) & !(l | d | rr);
        let ahead = last - next_row;
        let last_open = allow_last & !((l << ahead) | d | (rr >> ahead)) != 0;
        let outer_open = ((d & top) | (rule(1, next_row) & !l)) != 0
            && ((d & 1) | (rule(2, next_row) & !rr)) != 0;
        if next != 0 && last_open && outer_open {
            edge = (edge & !(1 << y)) | ((right & 1) << y);
            y = next_row;
            free = next;
            left = l;
            down = d;
            right = rr;
        }
    }
    (counts, steps)
}

/// The steps of each sub-board of `tasks`, continued to `rows` rows, in
/// the order a [`Batcher`] hands them out: the kernel's work, for the
/// examples that weigh it (`steps`, `lanes`).
pub fn steps_per_sub_board(n: usize, tasks: &[Task], rows: usize) -> Vec<u64> {
    let rules = rules_table(n);
    tasks
        .iter()
        .flat_map(|task| {
            let e = expand(n, task, rows);
            e.words
                .chunks_exact(STRIDE)
                .map(|sub| search_sub_board(n, &rules, sub).1)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The kernel's `classify`: 0 when a rotation of the complete board is
/// smaller (that rotation is counted for the orbit), else its class.
fn classify(n: u32, distance: u32, board: &[u32; 32]) -> u32 {
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

/// The classes of counts as the kernel writes them (three `u32` per
/// sub-board), summed exactly as `u64`.
pub fn sum_counts(counts: &[u32]) -> Classes {
    let mut c = Classes::default();
    for k in counts.chunks_exact(COUNTS_PER_SUB) {
        c.c2 += k[0] as u64;
        c.c4 += k[1] as u64;
        c.c8 += k[2] as u64;
    }
    c
}

/// The dispatch grid for `subs` invocations: `(x, y)` workgroups and the
/// invocations per row of the grid (the kernel's `row_stride`).
pub fn grid(subs: u32) -> (u32, u32, u32) {
    let groups = subs.div_ceil(WORKGROUP).max(1);
    let x = groups.min(MAX_GROUPS_X);
    (x, groups.div_ceil(x), x * WORKGROUP)
}

/// The kernel's `params` uniform: `n`, the sub-boards of the dispatch,
/// the row stride of [`grid`], padding.
pub fn params(n: usize, subs: u32) -> [u32; 4] {
    [n as u32, subs, grid(subs).2, 0]
}

/// What a batch holds of one task: `subs` sub-boards, and whether they are
/// its last ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub task: usize,
    pub subs: usize,
    pub last: bool,
}

/// One dispatch's sub-boards (packed in `layout`) and the tasks they
/// belong to, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Batch {
    pub words: Vec<u32>,
    pub parts: Vec<Part>,
    pub layout: Layout,
    /// Where the batch's sub-boards are not in the tasks' order
    /// ([`Batcher::longest_first`]): the place in that order of each one,
    /// so that [`Batcher::finish`] gives each task its counts. Empty: in
    /// order.
    pub order: Vec<u32>,
}

impl Batch {
    /// How many sub-boards (invocations).
    pub fn subs(&self) -> usize {
        self.words.len() / self.layout.stride()
    }
}

/// Hands out the sub-boards of a list of tasks in batches, and adds up the
/// kernel's counts per task: a task is reported only when all its
/// sub-boards are counted. Tasks are expanded one at a time, so memory
/// stays small whatever the board.
pub struct Batcher {
    n: usize,
    rows: usize,
    layout: Layout,
    tasks: Vec<Task>,
    /// The next task to expand.
    next: usize,
    /// The task being handed out, its sub-boards, and how many are out.
    current: Option<(usize, Expanded, usize)>,
    /// Each batch's sub-boards ordered by size class, largest first.
    longest_first: bool,
    /// Per task: the classes counted so far.
    sums: Vec<Classes>,
}

impl Batcher {
    /// The tasks of an `n`-board, each continued to `rows` placed rows,
    /// packed wide ([`STRIDE`] words a sub-board).
    pub fn new(n: usize, tasks: Vec<Task>, rows: usize) -> Batcher {
        Batcher::with_layout(n, tasks, rows, Layout::Wide)
    }

    /// [`Batcher::new`] with the batches packed in `layout` ([`Layout::of`]
    /// the kernel that reads them).
    pub fn with_layout(n: usize, tasks: Vec<Task>, rows: usize, layout: Layout) -> Batcher {
        let sums = vec![Classes::default(); tasks.len()];
        Batcher {
            n,
            rows,
            layout,
            tasks,
            next: 0,
            current: None,
            longest_first: false,
            sums,
        }
    }

    /// Hands each batch's sub-boards out largest first by their
    /// [`size_class`] (in the tasks' order within a class), so that a
    /// persistent kernel's lanes start the long ones first and fewer wait
    /// at a dispatch's end for one started late (docs/gpu.md "The tail of
    /// a dispatch"); [`Batcher::finish`] puts the counts back in order.
    pub fn longest_first(mut self, on: bool) -> Batcher {
        self.longest_first = on;
        self
    }

    pub fn tasks(&self) -> &[Task] {
        &self.tasks
    }

    /// The next batch, at most `max_subs` sub-boards (at least 1); `None`
    /// when every task is handed out. A batch may hold tasks with no
    /// sub-board (they complete with it).
    pub fn next_batch(&mut self, max_subs: usize) -> Option<Batch> {
        let max_subs = max_subs.max(1);
        let stride = self.layout.stride();
        let mut batch = Batch {
            layout: self.layout,
            ..Batch::default()
        };
        let mut sizes = Vec::new();
        while batch.subs() < max_subs {
            if self.current.is_none() {
                if self.next == self.tasks.len() {
                    break;
                }
                let task = &self.tasks[self.next];
                let e = expand_into(self.n, task, self.rows, self.layout, self.longest_first);
                self.sums[self.next] += e.single;
                self.current = Some((self.next, e, 0));
                self.next += 1;
            }
            let (task, e, out) = self.current.as_mut().unwrap();
            let take = (e.len() - *out).min(max_subs - batch.subs());
            batch
                .words
                .extend_from_slice(&e.words[*out * stride..(*out + take) * stride]);
            if self.longest_first {
                sizes.extend_from_slice(&e.sizes[*out..*out + take]);
            }
            *out += take;
            let last = *out == e.len();
            batch.parts.push(Part {
                task: *task,
                subs: take,
                last,
            });
            if last {
                self.current = None;
            }
        }
        if self.longest_first {
            largest_first(&mut batch, &sizes);
        }
        (!batch.parts.is_empty()).then_some(batch)
    }

    /// Adds the kernel's counts for a batch (three per sub-board, in the
    /// batch's order) and returns the tasks it completed, with their
    /// classes.
    pub fn finish(&mut self, batch: &Batch, counts: &[u32]) -> Vec<(usize, Classes)> {
        assert_eq!(
            counts.len(),
            batch.subs() * COUNTS_PER_SUB,
            "one count triple per sub-board"
        );
        let in_order;
        let counts = if batch.order.is_empty() {
            counts
        } else {
            let mut back = vec![0; counts.len()];
            for (triple, &was) in counts.chunks_exact(COUNTS_PER_SUB).zip(&batch.order) {
                let was = was as usize * COUNTS_PER_SUB;
                back[was..was + COUNTS_PER_SUB].copy_from_slice(triple);
            }
            in_order = back;
            &in_order
        };
        let mut done = Vec::new();
        let mut at = 0;
        for part in &batch.parts {
            let end = at + part.subs * COUNTS_PER_SUB;
            self.sums[part.task] += sum_counts(&counts[at..end]);
            at = end;
            if part.last {
                done.push((part.task, self.sums[part.task]));
            }
        }
        done
    }
}

/// Reorders a batch's sub-boards by `sizes` (one size class each),
/// largest first and stable within a class (a counting sort), and records
/// where each came from in `batch.order`.
fn largest_first(batch: &mut Batch, sizes: &[u8]) {
    let stride = batch.layout.stride();
    // Where each class starts, the largest (32) first.
    const LARGEST: usize = u32::BITS as usize;
    let mut start = [0usize; LARGEST + 2];
    for &size in sizes {
        start[LARGEST - size as usize + 1] += 1;
    }
    for class in 1..start.len() {
        start[class] += start[class - 1];
    }
    let mut words = vec![0; batch.words.len()];
    let mut order = vec![0; sizes.len()];
    for (was, (&size, sub)) in sizes
        .iter()
        .zip(batch.words.chunks_exact(stride))
        .enumerate()
    {
        let at = &mut start[LARGEST - size as usize];
        words[*at * stride..(*at + 1) * stride].copy_from_slice(sub);
        order[*at] = was as u32;
        *at += 1;
    }
    batch.words = words;
    batch.order = order;
}

/// Counts an `n`-board with [`count_sub_board`] on the CPU, batch by batch
/// like a GPU host: the native reference of the whole GPU path.
pub fn count_reference(n: usize, tasks: Vec<Task>, max_subs: usize, rows: usize) -> Classes {
    let rules = rules_table(n);
    let mut batcher = Batcher::new(n, tasks, rows);
    let mut total = Classes::default();
    while let Some(batch) = batcher.next_batch(max_subs) {
        let counts: Vec<u32> = batch
            .words
            .chunks_exact(STRIDE)
            .flat_map(|sub| count_sub_board(n, &rules, sub))
            .collect();
        total += batcher
            .finish(&batch, &counts)
            .into_iter()
            .map(|(_, c)| c)
            .sum();
    }
    total
}

/// The time one dispatch of the hosts' sized batches should take (the
/// page's GPU worker, and gpu-bench without `--batch`): long enough that
/// the round trips and each dispatch's last sub-boards cost little, short
/// enough for progress several times a second, a cancel within a fraction
/// of a second and no GPU watchdog (docs/gpu.md, "The split and the
/// batches"). 160 ms since the stack kernel: on an H100 the page's 80 ms
/// before took n = 20 in 4.24 s where batches of 2^20 sub-boards (about
/// 150 ms at the longest) took 3.87 s; with 160 ms an H100 counts in
/// batches of [`MAX_BATCH`].
pub const TARGET_MS: f64 = 160.0;

/// The size of the next batch so that a dispatch takes about `target_ms`:
/// from the last one (`subs` sub-boards in `ms`), growing at most fourfold
/// and shrinking at most to a quarter per batch (the sub-boards' work
/// varies), within `min..=MAX_BATCH` (`min`: [`min_batch`]). Timing only:
/// no count depends on it.
pub fn next_batch_size(subs: usize, ms: f64, target_ms: f64, min: usize) -> usize {
    let subs = subs.max(1) as f64;
    let scale = if ms > 0.0 {
        (target_ms / ms).clamp(0.25, 4.0)
    } else {
        4.0
    };
    ((subs * scale) as usize).clamp(min.min(MAX_BATCH), MAX_BATCH)
}

/// The first batch of a count on a software adapter, and its smallest.
pub const MIN_BATCH: usize = 256;

/// The first batch of a count on a real GPU, and its smallest: enough
/// invocations to fill a large GPU (an H100 runs about 270,000 at once).
/// A real GPU runs a batch's sub-boards side by side, so a dispatch takes
/// about as long as its longest sub-board until the batch is this wide: a
/// smaller batch is not shorter, only emptier. With 256 as the floor an
/// H200 counted n = 18 in 0.8 s and had not finished n = 19 after 48 s:
/// the first sub-boards of n = 19 took longer than the target, and the
/// batches shrank to 256 invocations each (docs/gpu.md).
pub const WIDE_BATCH: usize = 1 << 15;

/// The first and smallest batch for an adapter: [`MIN_BATCH`] on a
/// software one (it runs a few invocations at a time, and its sub-boards
/// are small), [`WIDE_BATCH`] on a real GPU.
pub fn min_batch(software: bool) -> usize {
    if software {
        MIN_BATCH
    } else {
        WIDE_BATCH
    }
}

/// The largest batch: 64 MiB of sub-boards (WebGPU's guaranteed storage
/// binding is 128 MiB).
pub const MAX_BATCH: usize = 1 << 20;

// ---- the frontier kernel (docs/gpu.md, "The frontier kernel") ----

/// The second kernel: persistent invocations that take sub-boards from an
/// atomic counter, a search stack in workgroup memory, one queen per turn
/// (docs/gpu.md). The same boards and classes as [`KERNEL`]. Its bindings:
/// 0 the params ([`frontier_params`]), 1 the rules ([`frontier_rules`]),
/// 2 the sub-boards ([`compact`]), 3 the counts (three `u32` per
/// sub-board, as [`KERNEL`]'s), 4 one `u32` counter, zero at the start.
pub const FRONTIER: &str = include_str!("frontier.wgsl");

/// The third kernel: the frontier kernel with the queens in workgroup
/// memory, its per-sub-board values computed once per sub-board, and
/// without the look-aheads on the outer columns (docs/gpu.md, "The lean
/// kernel"). The same bindings, compact sub-boards and pipeline constants
/// as [`FRONTIER`], the same boards completed and classes; more workgroup
/// memory ([`lean_workgroup_bytes`]). Its turns in Rust:
/// [`lean_sub_board`].
pub const LEAN: &str = include_str!("lean.wgsl");

/// The fourth kernel and the hosts' default: the lean kernel's search with
/// each row searched in turns at its own entry of the workgroup stack and
/// nothing else in workgroup memory (a queen is what its row adds to the
/// next row's `down`), so more workgroups fit on a GPU's core (docs/gpu.md,
/// "The stack kernel"; the fastest on an H100). The same bindings, compact
/// sub-boards, pipeline constants, boards completed and classes as
/// [`LEAN`], in the same turns; [`stack_workgroup_bytes`] of workgroup
/// memory, so the hosts count the boards it cannot hold with the frontier
/// kernel ([`Kernel::for_board`]). Its turns in Rust: [`stack_sub_board`].
pub const STACK: &str = include_str!("stack.wgsl");

/// Which kernel a host runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Kernel {
    /// [`KERNEL`]: one sub-board per invocation, rows in registers.
    Rows,
    /// [`FRONTIER`].
    Frontier,
    /// [`LEAN`].
    Lean,
    /// [`STACK`], the default.
    #[default]
    Stack,
}

impl Kernel {
    /// The hosts' default ([`Kernel::default`]), for constant contexts
    /// (the page's worker keeps its kernel in a `const`-initialised cell).
    pub const DEFAULT: Kernel = Kernel::Stack;

    /// Every kernel, in the order of their codes (`Kernel as u32`).
    pub const ALL: [Kernel; 4] = [Kernel::Rows, Kernel::Frontier, Kernel::Lean, Kernel::Stack];

    /// The kernel a host runs for an `n`-board whose sub-boards place
    /// `rows` rows (the host's: [`sub_rows_for`], or a bench's own; before
    /// [`frontier_rows`]): `self` when it can hold the board, else the
    /// next one that can: the stack kernel falls back to the lean kernel
    /// where its stack does not fit in workgroup memory ([`stack_fits`]:
    /// from n = 25 with the page's rows on a real GPU; the lean kernel,
    /// which needs more, does not fit either there, so in practice the
    /// frontier kernel), the lean kernel to the frontier kernel where its
    /// stack and queens do not ([`lean_fits`]: from n = 23), the frontier
    /// kernel to the rows kernel where its stack does not
    /// ([`frontier_fits`]: never up to n = 27). The one rule of both hosts.
    pub fn for_board(self, n: usize, rows: usize) -> Kernel {
        match self {
            Kernel::Stack if stack_fits(n, rows) => Kernel::Stack,
            Kernel::Stack | Kernel::Lean if lean_fits(n, rows) => Kernel::Lean,
            Kernel::Stack | Kernel::Lean | Kernel::Frontier if frontier_fits(n) => Kernel::Frontier,
            _ => Kernel::Rows,
        }
    }

    /// Whether it is one of the persistent kernels ([`FRONTIER`], [`LEAN`]):
    /// their bindings (a counter at 4), compact sub-boards
    /// ([`compact`]), [`frontier_rules`], [`frontier_rows`] and pipeline
    /// constants ([`frontier_constants`]).
    pub fn persistent(self) -> bool {
        self != Kernel::Rows
    }

    /// Its WGSL source.
    pub fn source(self) -> &'static str {
        match self {
            Kernel::Rows => KERNEL,
            Kernel::Frontier => FRONTIER,
            Kernel::Lean => LEAN,
            Kernel::Stack => STACK,
        }
    }

    /// Its name, as the hosts' switches spell it.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Rows => "rows",
            Kernel::Frontier => "frontier",
            Kernel::Lean => "lean",
            Kernel::Stack => "stack",
        }
    }

    /// The kernel of a name ([`Kernel::name`]).
    pub fn from_name(name: &str) -> Option<Kernel> {
        Kernel::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The kernel of a code (`Kernel as u32`, as the page's messages carry
    /// it).
    pub fn from_code(code: u32) -> Option<Kernel> {
        Kernel::ALL.into_iter().find(|&k| k as u32 == code)
    }
}

/// Words per sub-board in the frontier kernel's list: the head
/// (`distance | rows << 8`), then the column (the bit's index) of each
/// placed queen in 5 bits, six to a word.
pub const FRONTIER_STRIDE: usize = 4;

/// The workgroup memory the frontier kernel may use: WebGPU's default
/// `maxComputeWorkgroupStorageSize`.
pub const WORKGROUP_BYTES: usize = 16 * 1024;

/// The frontier kernel's rules, in vec4s: one per distance
/// `0..=(n - 1) / 2` (the kernel's `rules` binding).
pub fn frontier_rule_entries(n: usize) -> usize {
    (n.max(1) - 1) / 2 + 1
}

/// The frontier kernel's `rules` buffer for an `n`-board: per distance the
/// rows (bit `z`: row `z >= 1`) where the left column (bit `n - 1`) may
/// take a queen, the same for the right column (bit 0), row 1's allowed
/// squares and the last row's; zero for the distances without rules. The
/// kernel computes the rest of the solver's [`Rules`] from them
/// ([`frontier_rule`]).
pub fn frontier_rules(n: usize) -> Vec<u32> {
    let n = n.max(1);
    let mut out = vec![0; frontier_rule_entries(n) * 4];
    for d in distances(n) {
        let r = Rules::new(n, d);
        let (top, mut left, mut right) = (1u32 << (n - 1), 0u32, 0u32);
        for z in 1..n {
            left |= ((r.allow[z] & top != 0) as u32) << z;
            right |= (r.allow[z] & 1) << z;
        }
        out[d * 4..d * 4 + 4].copy_from_slice(&[left, right, r.allow[1], r.allow[n - 1]]);
    }
    out
}

/// Row `y`'s rules (`1 <= y < n`) as the frontier kernel computes them
/// from its distance's four words of [`frontier_rules`]: `(allow,
/// left_reach, right_reach)`, the solver's [`Rules`].
pub fn frontier_rule(n: usize, distance: usize, rule: &[u32], y: usize) -> (u32, u32, u32) {
    let (n, distance, y) = (n as u32, distance as u32, y as u32);
    let last = n - 1;
    let every = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    let band = y > distance && y < last - distance;
    let inner = if band {
        every & !(1 << last | 1)
    } else {
        every
    };
    let allow = match y {
        1 => rule[2],
        y if y == last => rule[3],
        _ => inner,
    };
    let left_reach = (rule[0] >> y).reverse_bits() >> (31 - last);
    (allow, left_reach, rule[1] >> y)
}

/// The most stack entries per invocation that fit in [`WORKGROUP_BYTES`]
/// (16 bytes per entry and invocation). The stack holds the rows above the
/// one searched (which is in registers) down to the second-last:
/// `n - 2 - rows` for sub-boards of `rows` placed rows.
pub fn frontier_max_levels(_n: usize) -> usize {
    WORKGROUP_BYTES / (WORKGROUP as usize * 16)
}

/// Whether the frontier kernel can count an `n`-board: its sub-boards
/// place at most [`MAX_SUB_ROWS`] rows, so the rows its stack saves must
/// fit in [`frontier_max_levels`]. True up to n = 27.
pub fn frontier_fits(n: usize) -> bool {
    n.saturating_sub(2 + MAX_SUB_ROWS) <= frontier_max_levels(n)
}

/// The rows a sub-board of the frontier kernel places: `rows` (the
/// hosts': [`sub_rows_for`]), or more where the stack would not fit in
/// workgroup memory (from n = 22 on).
pub fn frontier_rows(n: usize, rows: usize) -> usize {
    rows.max(n.saturating_sub(2 + frontier_max_levels(n)))
        .min(n.saturating_sub(1).max(1))
        .min(MAX_SUB_ROWS)
}

/// The frontier kernel's pipeline constants for an `n`-board whose
/// sub-boards place at least `rows` rows: `N`, and `LEVELS`, the stack's
/// entries per invocation (the rows left to search but the last and the
/// one in registers; at least 1).
pub fn frontier_constants(n: usize, rows: usize) -> [(&'static str, f64); 2] {
    [("N", n.max(1) as f64), ("LEVELS", levels(n, rows) as f64)]
}

/// The persistent kernels' `LEVELS` for an `n`-board whose sub-boards
/// place `rows` rows: the rows left to search but the last and one, at
/// least 1.
fn levels(n: usize, rows: usize) -> usize {
    n.saturating_sub(2 + rows).max(1)
}

/// The workgroup memory of the frontier kernel's pipeline for
/// [`frontier_constants`]`(n, rows)`, in bytes.
pub fn frontier_workgroup_bytes(n: usize, rows: usize) -> usize {
    levels(n, rows) * WORKGROUP as usize * 16
}

/// The workgroup memory the lean and the stack kernel ([`LEAN`],
/// [`STACK`]) may use: wgpu's
/// downlevel default of `max_compute_workgroup_storage_size` (gpu-bench's
/// device), below WebGPU's default of 16 KiB (the page's). The lean
/// kernel's sizes are `1280 * levels + 256` bytes, so either limit allows
/// it 12 levels; the stack kernel's `1024 * (levels + 1)`, 14 levels.
pub const DOWNLEVEL_WORKGROUP_BYTES: usize = 16_352;

/// The workgroup memory of the lean kernel's pipeline for
/// [`frontier_constants`]`(n, rows)`, in bytes: the stack (16 bytes per
/// level and invocation) and the queens of the rows searched in turns (4
/// bytes per row, `LEVELS + 1` rows, and invocation).
pub fn lean_workgroup_bytes(n: usize, rows: usize) -> usize {
    let levels = levels(n, rows);
    (levels * 16 + (levels + 1) * 4) * WORKGROUP as usize
}

/// The workgroup memory of the stack kernel's pipeline ([`STACK`]) for
/// [`frontier_constants`]`(n, rows)`, in bytes: one entry (16 bytes) per
/// row searched in turns (`LEVELS + 1` rows) and invocation.
pub fn stack_workgroup_bytes(n: usize, rows: usize) -> usize {
    (levels(n, rows) + 1) * 16 * WORKGROUP as usize
}

/// Whether the stack kernel can count an `n`-board whose sub-boards place
/// `rows` rows (raised to [`frontier_rows`], as the hosts do): its stack
/// fits in [`DOWNLEVEL_WORKGROUP_BYTES`], at most 14 levels. With the hosts'
/// rows ([`sub_rows_for`]): every board up to n = 24 on a real GPU, every
/// board on a software adapter.
pub fn stack_fits(n: usize, rows: usize) -> bool {
    stack_workgroup_bytes(n, frontier_rows(n, rows)) <= DOWNLEVEL_WORKGROUP_BYTES
}

/// Whether the lean kernel can count an `n`-board whose sub-boards place
/// `rows` rows (raised to [`frontier_rows`], as the hosts do): its stack
/// and queens fit in [`DOWNLEVEL_WORKGROUP_BYTES`], at most 12 levels
/// (`n - 2 - rows`). With the hosts' rows ([`sub_rows_for`]): every board
/// up to n = 22 on a real GPU (8 rows placed from n = 20), every board on a
/// software adapter (at least `n - 10` rows placed).
pub fn lean_fits(n: usize, rows: usize) -> bool {
    lean_workgroup_bytes(n, frontier_rows(n, rows)) <= DOWNLEVEL_WORKGROUP_BYTES
}

/// Packed sub-boards ([`STRIDE`] words each) in the frontier kernel's
/// compact form ([`FRONTIER_STRIDE`] words each).
pub fn compact(words: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(words.len() / STRIDE * FRONTIER_STRIDE);
    for sub in words.chunks_exact(STRIDE) {
        let mut packed = [sub[0], 0, 0, 0];
        let rows = (sub[0] >> 8) as usize;
        for (k, &bit) in sub[1..=rows.min(MAX_SUB_ROWS)].iter().enumerate() {
            packed[1 + k / 6] |= bit.trailing_zeros() << (5 * (k % 6));
        }
        out.extend_from_slice(&packed);
    }
    out
}

/// Invocations of a real GPU's frontier dispatch at most: each takes
/// sub-boards until none is left, so a few more than a large GPU holds at
/// once (an H100: some 110,000 with this kernel's workgroup memory) are
/// enough; workgroups that start after the list is empty end at once.
pub const PERSISTENT: u32 = 1 << 18;

/// The invocations of a frontier dispatch over `subs` sub-boards, and the
/// most sub-boards each takes (the kernel's `grab`): on a software adapter
/// one each (llvmpipe stops an invocation's loops after 65,535 turns, and
/// [`sub_rows_for`] keeps one sub-board under that), on a real GPU up to
/// [`PERSISTENT`] invocations taking as many as they get.
pub fn frontier_invocations(subs: u32, software: bool) -> (u32, u32) {
    if software {
        (subs, 1)
    } else {
        (subs.min(PERSISTENT), u32::MAX)
    }
}

/// The frontier kernel's `params` uniform: `n`, the sub-boards of the
/// dispatch, the most each invocation takes, padding.
pub fn frontier_params(n: usize, subs: u32, grab: u32) -> [u32; 4] {
    [n as u32, subs, grab, 0]
}

/// The end of a turn of the frontier and lean kernels (their turns in
/// Rust): down to the `child` row if `push`, saving the `row` first when it
/// has squares left (`row[0] != 0`); else on along the row, or back to the
/// row saved last when it has none (none saved: the sub-board is done, and
/// the empty row stays).
fn next_entry(
    stack: &mut Vec<[u32; 4]>,
    levels: usize,
    push: bool,
    row: [u32; 4],
    child: [u32; 4],
) -> [u32; 4] {
    if push {
        if row[0] != 0 {
            assert!(stack.len() < levels, "the stack holds {levels} entries");
            stack.push(row);
        }
        child
    } else if row[0] == 0 {
        stack.pop().unwrap_or(row)
    } else {
        row
    }
}

/// The frontier kernel's work for one compact sub-board
/// ([`FRONTIER_STRIDE`] words), written in Rust turn for turn like
/// [`FRONTIER`] (the row searched in registers, the rows above it saved
/// on a stack, the row in `down`'s high bits, one queen per turn): its counts of classes 2, 4 and 8, and its turns (a queen
/// placed, plus one to start). `levels`: the kernel's `LEVELS`; a
/// sub-board that needs more, or a foreign distance, counts nothing, as
/// in the kernel. The reference the WGSL is read against.
pub fn frontier_sub_board(n: usize, rules: &[u32], levels: usize, sub: &[u32]) -> ([u32; 3], u64) {
    const ROW1: u32 = 1 << 27;
    let n = n as u32;
    let last = n - 1;
    let top = 1u32 << last;
    let distance = sub[0] & 255;
    let depth = (sub[0] >> 8) & 255;
    let mut counts = [0u32; 3];
    let mut turns = 1;
    if distance == 0
        || 2 * distance > last
        || depth > last
        || depth as usize + levels + 1 < last as usize
    {
        return (counts, turns);
    }
    let words = &rules[distance as usize * 4..distance as usize * 4 + 4];
    let rule = |y: u32| frontier_rule(n as usize, distance as usize, words, y as usize);
    let allow_last = words[3];
    let mut board = [0u32; 32];
    let (mut l, mut d, mut r) = (0u32, 0u32, 0u32);
    for (k, square) in board.iter_mut().enumerate().take(depth as usize) {
        let bit = placed(sub, k);
        *square = bit;
        l = (l | bit) << 1;
        d |= bit;
        r = (r | bit) >> 1;
    }
    let mut record = |board: &[u32; 32]| match classify(n, distance, board) {
        2 => counts[0] += 1,
        4 => counts[1] += 1,
        8 => counts[2] += 1,
        _ => {}
    };
    // The row being searched, in registers: (squares not yet tried, left,
    // down | row << 27, right); the rows saved below it on `stack`.
    let (mut f, mut d) = (rule(depth).0 & !(l | d | r), d | depth << 27);
    if depth == last {
        if f != 0 {
            board[last as usize] = f;
            record(&board);
        }
        return (counts, turns);
    }
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
        let (allow, left_reach, right_reach) = rule(below);
        let free = allow & !(cl | cd | cr);
        let ahead = last - below;
        let last_open = allow_last & !((cl << ahead) | cd | (cr >> ahead)) != 0;
        let left_open = (cd & top | left_reach & !cl) != 0;
        let right_open = (cd & 1 | right_reach & !cr) != 0;
        let at_last = below == last;
        let push = !at_last && free != 0 && last_open && left_open && right_open;
        [f, l, d, r] = next_entry(
            &mut stack,
            levels,
            push,
            [rest, l, d, r],
            [free, cl, cd, cr],
        );
        if at_last && free != 0 {
            board[last as usize] = free;
            record(&board);
        }
    }
    (counts, turns)
}

/// What the lean and the stack kernel work out once per sub-board (their
/// turns in Rust, [`lean_sub_board`] and [`stack_sub_board`]), as their
/// WGSL does: the distance's rules (the last row's squares, the band of rows
/// whose outer columns are closed: row y + 1 when y - distance < band), the
/// host's rows (their queens, their attacks) and the first row's squares.
struct LeanStart {
    last: u32,
    distance: u32,
    depth: u32,
    last_row: u32,
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

impl LeanStart {
    /// None for a sub-board the kernels count as nothing: one that needs
    /// more than `levels` levels, a foreign distance, or no row placed.
    fn of(n: usize, rules: &[u32], levels: usize, sub: &[u32]) -> Option<LeanStart> {
        let n = n as u32;
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
        let rule = &rules[distance as usize * 4..distance as usize * 4 + 4];
        let last_row = rule[3];
        let band = if 2 * distance < last {
            last - 2 * distance - 1
        } else {
            0
        };
        let every = (1u32 << n) - 1;
        let inner = every & !(top | 1);
        let mut board = [0u32; 32];
        let (mut l, mut d, mut r) = (0u32, 0u32, 0u32);
        for (k, square) in board.iter_mut().enumerate().take(depth as usize) {
            let bit = placed(sub, k);
            *square = bit;
            l = (l | bit) << 1;
            d |= bit;
            r = (r | bit) >> 1;
        }
        // The kernel's `allowed` for the first row searched.
        let allowed = if depth == 1 {
            rule[2]
        } else if depth == last {
            last_row
        } else if depth > distance && depth < last - distance {
            inner
        } else {
            every
        };
        Some(LeanStart {
            last,
            distance,
            depth,
            last_row,
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

/// The lean kernel's work for one compact sub-board, written in Rust turn
/// for turn like [`LEAN`]: [`frontier_sub_board`]'s turns with the lean
/// kernel's arithmetic (the band of closed outer columns as one unsigned
/// comparison, the last row's look-ahead shifted from the row's own
/// attacks) and without the look-aheads on the outer columns, so more
/// turns for the same counts. A sub-board that needs more than `levels`
/// entries of stack, a foreign distance or no row placed counts nothing,
/// as in the kernel. The reference the WGSL is read against.
pub fn lean_sub_board(n: usize, rules: &[u32], levels: usize, sub: &[u32]) -> ([u32; 3], u64) {
    const ROW1: u32 = 1 << 27;
    let Some(start) = LeanStart::of(n, rules, levels, sub) else {
        return ([0; 3], 1);
    };
    if let Some(counts) = start.only_last() {
        return (counts, 1);
    }
    let LeanStart {
        last,
        distance,
        depth,
        last_row,
        band,
        every,
        inner,
        mut board,
        mut l,
        d,
        mut r,
        f,
    } = start;
    let mut counts = [0u32; 3];
    let (mut f, mut d) = (f, d | depth << 27);
    let mut turns = 1;
    let mut stack: Vec<[u32; 4]> = Vec::with_capacity(levels);
    while f != 0 {
        turns += 1;
        let bit = f & f.wrapping_neg();
        let rest = f ^ bit;
        let y = d >> 27;
        board[y as usize] = bit;
        let (lb, rb) = (l | bit, r | bit);
        let (cl, cd, cr) = (lb << 1, (d | bit) + ROW1, rb >> 1);
        let at_last = y == last - 1;
        let allow = if at_last {
            last_row
        } else if y.wrapping_sub(distance) < band {
            inner
        } else {
            every
        };
        let free = allow & !(cl | cd | cr);
        // The one look-ahead: the last row keeps a square.
        let ahead = last - y;
        let last_open = last_row & !((lb << ahead) | cd | (rb >> ahead)) != 0;
        let push = !at_last && free != 0 && last_open;
        [f, l, d, r] = next_entry(
            &mut stack,
            levels,
            push,
            [rest, l, d, r],
            [free, cl, cd, cr],
        );
        if at_last && free != 0 {
            board[last as usize] = free;
            start.record(&mut counts, &board);
        }
    }
    (counts, turns)
}

/// The stack kernel's work for one compact sub-board, written in Rust turn
/// for turn like [`STACK`]: each row searched in turns at its own level of
/// a stack of `levels + 1` entries (its untried squares, `left`, `down`,
/// and `right` with the level to go back to, plus one, in its high bits);
/// a turn takes its row's lowest untried square, writes the rest back and
/// pushes the child one level down, or goes back; a complete board's
/// queens are read back from the rows' `down`. [`lean_sub_board`]'s counts
/// in the same turns. A sub-board that needs more than `levels` levels, a
/// foreign distance or no row placed counts nothing, as in the kernel. The
/// reference the WGSL is read against.
pub fn stack_sub_board(n: usize, rules: &[u32], levels: usize, sub: &[u32]) -> ([u32; 3], u64) {
    stack_sub_board_ahead(n, rules, levels, sub, 1)
}

/// [`stack_sub_board`] with `rows_ahead` rows looked ahead (1..=4) instead
/// of the last row alone: from 2 a turn also needs the second-last row to
/// keep a square (any square: no rule closes its outer columns), from 3 the
/// third-last too, with 4 the fourth-last (any square: looser than their
/// rules, still sound) where that row is not above the child. gpu-bench's
/// `--ahead` experiments (`gpu_bench::looking_ahead`, docs/gpu.md "Rows
/// looked ahead"), turn for turn: the same counts, fewer turns.
pub fn stack_sub_board_ahead(
    n: usize,
    rules: &[u32],
    levels: usize,
    sub: &[u32],
    rows_ahead: u32,
) -> ([u32; 3], u64) {
    const BACK: u32 = 27;
    let Some(start) = LeanStart::of(n, rules, levels, sub) else {
        return ([0; 3], 1);
    };
    if let Some(counts) = start.only_last() {
        return (counts, 1);
    }
    let LeanStart {
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
    } = start;
    let mut counts = [0u32; 3];
    let mut turns = 1;
    // Row depth + v's entry at level v; `level` the row being searched
    // (none: the sub-board is done).
    let mut stack = vec![[0u32; 4]; levels + 1];
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
        // The look-aheads: the last row keeps a square, and so does each
        // k-th-last row (k up to `rows_ahead`) not above the child (at
        // ahead < k it would be this row or above; at ahead 1 this turn
        // pushes nothing anyway).
        let ahead = last - y;
        let keeps = |squares: u32, k: u32| squares & !((lb << k) | cd | (rb >> k)) != 0;
        let last_open = keeps(last_row, ahead);
        let rows_open = (2..=rows_ahead).all(|k| ahead < k || keeps(every, ahead - (k - 1)));
        let push = !at_last && free != 0 && last_open && rows_open;
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
