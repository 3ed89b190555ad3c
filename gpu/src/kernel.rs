//! The kernels and their pipelines: the WGSL of the stack kernel
//! ([`STACK`], the hosts' kernel) and of the frontier kernel ([`FRONTIER`],
//! for the boards whose stack the stack kernel cannot hold), each composed
//! of the shared prelude (`kernels/prelude.wgsl`: bindings, rules, the
//! look-ahead, the classes) and its own search; which one counts a board
//! ([`Kernel::for_board`]); their pipeline constants, `rules` buffer,
//! `params` uniform and dispatch grid.

use solver::count::{distances, Rules};

use crate::split::MAX_SUB_ROWS;

/// The stack kernel's WGSL (docs/gpu.md "The stack kernel").
pub const STACK: &str = concat!(
    include_str!("kernels/prelude.wgsl"),
    include_str!("kernels/stack.wgsl")
);

/// The frontier kernel's WGSL (docs/gpu.md "The frontier kernel").
pub const FRONTIER: &str = concat!(
    include_str!("kernels/prelude.wgsl"),
    include_str!("kernels/frontier.wgsl")
);

/// The number of both kernels' bindings: 0 the params ([`params`]), 1 the
/// rules ([`kernel_rules`]), 2 the sub-boards ([`crate::SUB_WORDS`] words
/// each), 3 the counts (three `u32` per sub-board), 4 one `u32` counter of
/// the sub-boards taken, zero at the start.
pub const BINDINGS: u32 = 5;

/// The kernels' workgroup size (`@workgroup_size`).
pub const WORKGROUP: u32 = 64;

/// The most workgroups a dispatch may have along one dimension (WebGPU's
/// default limit); larger dispatches use rows of this many.
pub const MAX_GROUPS_X: u32 = 65_535;

/// Rows a turn looks ahead (the kernels' `AHEAD`): the last row, the
/// second-last and the third-last must each keep a square for a turn to
/// search its child. The family's measured best on a GPU (docs/gpu.md
/// "Rows looked ahead"); gpu-bench's `--ahead` sets 1 to 3.
pub const ROWS_AHEAD: u32 = 3;

/// Which kernel a host runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Kernel {
    /// [`STACK`], the default.
    #[default]
    Stack,
    /// [`FRONTIER`].
    Frontier,
}

impl Kernel {
    /// The hosts' default ([`Kernel::default`]), for constant contexts.
    pub const DEFAULT: Kernel = Kernel::Stack;

    /// Every kernel, in the order of their codes (`Kernel as u32`).
    pub const ALL: [Kernel; 2] = [Kernel::Stack, Kernel::Frontier];

    /// The kernel a host runs for an `n`-board whose sub-boards place
    /// `rows` rows (the host's: [`crate::sub_rows_for`], or a bench's own;
    /// before [`kernel_rows`]): `self` when it can hold the board, else the
    /// frontier kernel: the stack kernel needs one entry more per lane
    /// ([`stack_fits`]: up to n = 24 with the hosts' rows on a real GPU,
    /// every board on a software adapter). The one rule of both hosts.
    pub fn for_board(self, n: usize, rows: usize) -> Kernel {
        match self {
            Kernel::Stack if stack_fits(n, rows) => Kernel::Stack,
            _ => Kernel::Frontier,
        }
    }

    /// Its WGSL source.
    pub fn source(self) -> &'static str {
        match self {
            Kernel::Stack => STACK,
            Kernel::Frontier => FRONTIER,
        }
    }

    /// Its name, as the hosts' switches spell it.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Stack => "stack",
            Kernel::Frontier => "frontier",
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

    /// Its workgroup memory for an `n`-board whose sub-boards place `rows`
    /// rows (with [`pipeline_constants`]), in bytes: one 16-byte entry per
    /// level and lane, one level more for the stack kernel (each row it
    /// searches in turns has its own).
    pub fn workgroup_bytes(self, n: usize, rows: usize) -> usize {
        let entries = match self {
            Kernel::Stack => levels(n, rows) + 1,
            Kernel::Frontier => levels(n, rows),
        };
        entries * 16 * WORKGROUP as usize
    }
}

/// The kernels' `rules` buffer for an `n`-board: per distance
/// `0..=(n - 1) / 2` the rows (bit `z`: row `z >= 1`) where the left
/// column (bit `n - 1`) may take a queen, the same for the right column
/// (bit 0), row 1's allowed squares and the last row's; zero for the
/// distances without rules. The kernels compute the rest of the solver's
/// [`Rules`] from them ([`row_rules`]).
pub fn kernel_rules(n: usize) -> Vec<u32> {
    let n = n.max(1);
    let entries = (n - 1) / 2 + 1;
    let mut out = vec![0; entries * 4];
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

/// Row `y`'s rules (`1 <= y < n`) as the kernels compute them from their
/// distance's four words of [`kernel_rules`]: `(allow, left_reach,
/// right_reach)`, the solver's [`Rules`].
pub fn row_rules(n: usize, distance: usize, rule: &[u32], y: usize) -> (u32, u32, u32) {
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

/// The workgroup memory the kernels may use: WebGPU's default
/// `maxComputeWorkgroupStorageSize` (the page's, and what gpu-bench asks
/// for where the adapter allows).
pub const WORKGROUP_BYTES: usize = 16 * 1024;

/// wgpu's downlevel default of `max_compute_workgroup_storage_size`, below
/// [`WORKGROUP_BYTES`]: the limit [`stack_fits`] keeps to, so that the
/// stack kernel runs on every device either host may get (14 levels).
pub const DOWNLEVEL_WORKGROUP_BYTES: usize = 16_352;

/// The most levels the frontier kernel's stack holds in
/// [`WORKGROUP_BYTES`] (16 bytes per level and lane).
pub fn max_levels() -> usize {
    WORKGROUP_BYTES / (WORKGROUP as usize * 16)
}

/// The rows a sub-board places for the kernels: `rows` (the hosts':
/// [`crate::sub_rows_for`]), or more where even the frontier kernel's
/// stack would not fit in workgroup memory (from n = 26 on with the hosts'
/// rows).
pub fn kernel_rows(n: usize, rows: usize) -> usize {
    rows.max(n.saturating_sub(2 + max_levels()))
        .min(n.saturating_sub(1).max(1))
        .min(MAX_SUB_ROWS)
}

/// The kernels' `LEVELS` for an `n`-board whose sub-boards place `rows`
/// rows: the rows left to search but the last and one, at least 1.
pub fn levels(n: usize, rows: usize) -> usize {
    n.saturating_sub(2 + rows).max(1)
}

/// The pipeline constants for an `n`-board whose sub-boards place at least
/// `rows` rows: `N`, `LEVELS` ([`levels`]) and `AHEAD` (`ahead` rows
/// looked ahead, 1..=3; the hosts' [`ROWS_AHEAD`]).
pub fn pipeline_constants(n: usize, rows: usize, ahead: u32) -> [(&'static str, f64); 3] {
    [
        ("N", n.max(1) as f64),
        ("LEVELS", levels(n, rows) as f64),
        ("AHEAD", ahead.clamp(1, 3) as f64),
    ]
}

/// Whether the stack kernel can count an `n`-board whose sub-boards place
/// `rows` rows (raised to [`kernel_rows`], as the hosts do): its stack
/// fits in [`DOWNLEVEL_WORKGROUP_BYTES`], at most 14 levels. With the
/// hosts' rows ([`crate::sub_rows_for`]): every board up to n = 24 on a
/// real GPU, every board on a software adapter.
pub fn stack_fits(n: usize, rows: usize) -> bool {
    Kernel::Stack.workgroup_bytes(n, kernel_rows(n, rows)) <= DOWNLEVEL_WORKGROUP_BYTES
}

/// Invocations of a real GPU's dispatch at most: each takes sub-boards
/// until none is left, so a few more than the largest GPUs hold at once
/// (some 150,000 lanes of these kernels); those that start after the list
/// is empty end at once.
pub const PERSISTENT: u32 = 1 << 18;

/// The invocations of a dispatch over `subs` sub-boards, and the most
/// sub-boards each takes (the kernels' `grab`): on a software adapter one
/// each (llvmpipe stops an invocation's loops after 65,535 turns, and
/// [`crate::sub_rows_for`] keeps one sub-board under that), on a real GPU
/// up to [`PERSISTENT`] invocations taking as many as they get.
pub fn invocations(subs: u32, software: bool) -> (u32, u32) {
    if software {
        (subs, 1)
    } else {
        (subs.min(PERSISTENT), u32::MAX)
    }
}

/// The kernels' `params` uniform: `n`, the sub-boards of the dispatch,
/// the most each invocation takes, padding.
pub fn params(n: usize, subs: u32, grab: u32) -> [u32; 4] {
    [n as u32, subs, grab, 0]
}

/// The dispatch grid for `invocations`: `(x, y)` workgroups.
pub fn grid(invocations: u32) -> (u32, u32) {
    let groups = invocations.div_ceil(WORKGROUP).max(1);
    let x = groups.min(MAX_GROUPS_X);
    (x, groups.div_ceil(x))
}
