//! The counting plan: how a board's count is cut into [`Task`]s, in which
//! order they are handed out, and how they are dealt into shards.
//!
//! There is one rule, [`plan`], with parameters ([`Split`]: how deep the
//! search's tasks go and whether they are shuffled, and which boards the
//! join counts in how many runs) because its two kinds of callers pay
//! different prices per task:
//!
//! - **Web Workers** (the site, [`Split::WORKERS`]): every task is a message
//!   to a worker and its answer, a fraction of a millisecond, so the plan
//!   stays coarse (the split of [`tasks`], 2 rows, by decreasing distance)
//!   up to `n = 18` (seconds to a minute), and only cuts every board
//!   [`TASK_MAX_ROWS`] rows deep from `n = 19`, where the progress bar needs
//!   many tasks to move. The order stays by decreasing distance: the page's
//!   time left is measured on the tasks of the last depth, which come last.
//! - **Threads of one process** (the native command and its shards,
//!   [`Split::THREADS`]): a task costs microseconds to set up, so from
//!   `n = 16` every board the search counts is cut [`TASK_MAX_ROWS`] rows
//!   deep (the search's tasks: 7,780 at 16, 10,912 at 17, 118,902 at 27; the
//!   largest is 0.3 % of the work at 16 and 0.09 % at 17) and the tasks are
//!   shuffled in a fixed pseudo-random order. Where the join counts (by
//!   default n = 15..=23), the plan is its pieces instead: the fixed boards
//!   and the row sets in at most 16,384 runs (n = 16: its 12,870 row sets,
//!   C(16, 8), one a run, and the fixed boards: 12,871 jobs; from n = 17 on,
//!   16,385). The test `the_plan_sizes_quoted_are_the_plans` keeps these
//!   numbers true. By decreasing distance, the first half of the tasks is 90 % of
//!   the work, so a progress bar counting tasks would crawl, then race;
//!   shuffled, the share of tasks done is close to the share of the work.
//!
//! Where it is faster, a plan is not the search's tasks but the pieces of
//! the half-board join ([`crate::join`]): from `n = 15` (0.73 of the
//! symmetric counter's time on one thread at 15, 0.46 at 17) up to the
//! largest board whose tables the caller can hold ([`Split::join`]). A
//! [`Job`] is either kind, and [`count_slice`] counts either.
//!
//! The shards of the native command ([`shards`]) are dealt from the
//! [`Split::THREADS`] plan, by estimated cost ([`estimated_cost`]); a part
//! names its jobs by their index in that plan and carries its hash
//! ([`plan_hash`]), so parts of different plans are never merged.

use crate::count::{self, tasks, tasks_with_depth, Rules, Slice, Task, TASK_MAX_ROWS};
use crate::join::{self, Piece};
use crate::methods::Stop;

/// The smallest board counted by the join in a plan: below it the symmetric
/// counter is as fast (n = 14: the join takes 1.07 of its time).
pub const JOIN_FROM: usize = 15;

/// The smallest board the site's Web Workers count by the join: each worker
/// builds the join's tables for itself, and at n = 15 the pool joins in 2.1
/// to 3.0 times the search's CPU time on 1 to 16 workers, at 16 in 0.21 to
/// 0.40 (`record/workers-split.tsv`, measured by
/// `scripts/bench-workers-split.sh` at e743f8c). A function of `n` only, as
/// every plan is.
pub const WORKERS_JOIN_FROM: usize = 16;

/// The largest board the site's Web Workers count by the join
/// ([`Split::WORKERS`]): the largest whose tables each worker can hold in
/// its 512 MB (they grow about fourfold from one board to the next).
pub const WORKERS_JOIN_TO: usize = 20;

/// One job of a plan: a task of the symmetric counter's search, or a piece
/// of the half-board join.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Job {
    Search(Task),
    Join(Piece),
}

impl Job {
    /// The job as a few `u32`, to post to a worker or hash: `[0, ..task
    /// words]` ([`Task::to_words`]), `[1]` for [`Piece::Fixed`], `[2, from,
    /// to]` for [`Piece::RowSets`].
    pub fn to_words(&self) -> Vec<u32> {
        match self {
            Job::Search(task) => [vec![0], task.to_words()].concat(),
            Job::Join(Piece::Fixed) => vec![1],
            Job::Join(Piece::RowSets { from, to }) => vec![2, *from, *to],
        }
    }

    /// The inverse of [`Job::to_words`]; `None` if the words are malformed.
    pub fn from_words(w: &[u32]) -> Option<Job> {
        match w {
            [0, task @ ..] => Task::from_words(task).map(Job::Search),
            [1] => Some(Job::Join(Piece::Fixed)),
            &[2, from, to] => Some(Job::Join(Piece::RowSets { from, to })),
            _ => None,
        }
    }

    /// The job's stage in its plan: a task's depth (the rows it fixes), 0
    /// for [`Piece::Fixed`] and 1 for [`Piece::RowSets`]. The jobs of a
    /// plan's last stage are alike in size, so the time left is measured on
    /// them.
    pub fn stage(&self) -> u32 {
        match self {
            Job::Search(task) => task.depth,
            Job::Join(Piece::Fixed) => 0,
            Job::Join(Piece::RowSets { .. }) => 1,
        }
    }

    /// Every how many calls of its `stop` a clock is worth a look: a
    /// search pauses every few microseconds (every 64th), the join after
    /// each orbit of row sets, tens of microseconds to milliseconds apart
    /// (every one).
    pub fn polls_per_look(&self) -> u64 {
        match self {
            Job::Search(_) => 64,
            Job::Join(_) => 1,
        }
    }
}

/// Counts a job in slices ([`count::count_slice`] or
/// [`join::count_piece`]): the slices of a job, each started at the
/// `resume` of the one before, add up to its count. `None` when `resume` is
/// not a place of the job.
pub fn count_slice(n: usize, job: &Job, resume: &[u32], stop: &mut dyn Stop) -> Option<Slice> {
    match job {
        Job::Search(task) => count::count_slice(n, task, resume, stop),
        Job::Join(piece) => join::count_piece(n, piece, resume, stop),
    }
}

/// Counts an `n`-board on this thread with the plan of `split` (the join
/// where it [joins](Split::joins) `n`, else the symmetric counter): its
/// classes, normalized.
pub fn count(n: usize, split: Split) -> count::Classes {
    plan(n, split)
        .iter()
        .map(|job| count_job(n, job))
        .sum::<count::Classes>()
        .normalized()
}

/// Counts a job at once.
pub fn count_job(n: usize, job: &Job) -> count::Classes {
    match job {
        Job::Search(task) => count::count_task(n, task),
        Job::Join(piece) => {
            let mut never = crate::methods::NodeLimit(u64::MAX);
            join::count_piece(n, piece, &[], &mut never)
                .map_or_else(Default::default, |s| s.classes)
        }
    }
}

/// The parameters of the plan rule (see the module's text for why each
/// caller has its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// From this `n` on, every task fixes [`TASK_MAX_ROWS`] rows; below,
    /// the split of [`tasks`].
    pub deep_from: usize,
    /// Whether the deep tasks (from `deep_from` on) and the join's pieces
    /// are shuffled, in a fixed order, rather than kept in order.
    pub shuffled: bool,
    /// The boards counted by the join.
    pub join: Joins,
    /// Into how many runs of row sets the join is cut.
    pub join_runs: usize,
}

/// Which boards a [`Split`] counts by the join, the others by the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joins {
    /// None: every board is searched (where the join's tables would not
    /// fit the memory, or to compare).
    None,
    /// The boards `from..=to` (`to` at most [`join::MAX_JOIN_N`]): from
    /// [`JOIN_FROM`] in both splits (1 in tests of small boards) up to the
    /// largest board whose tables the caller can hold (they grow about
    /// fourfold from one board to the next, and each Web Worker holds its
    /// own, where the threads of a process share one).
    Boards { from: usize, to: usize },
}

impl Split {
    /// The site's Web Workers: coarse up to 18, in order; the join from
    /// [`WORKERS_JOIN_FROM`].
    pub const WORKERS: Split = Split {
        deep_from: 19,
        shuffled: false,
        join: Joins::Boards {
            from: WORKERS_JOIN_FROM,
            to: WORKERS_JOIN_TO,
        },
        join_runs: 256,
    };
    /// The native command's threads and shards: deep from 16, shuffled;
    /// the join in 16,384 runs, so that a shard of a joined board holds
    /// many of them (n = 20 in 64 shards: the slowest 1.15 times the mean
    /// shard's CPU time, 1.33 with 4,096 runs; the same total:
    /// docs/cluster.md).
    pub const THREADS: Split = Split {
        deep_from: 16,
        shuffled: true,
        join: Joins::Boards {
            from: JOIN_FROM,
            to: crate::join::MAX_JOIN_N,
        },
        join_runs: 16384,
    };

    /// Whether an `n`-board is counted by the join.
    pub fn joins(&self, n: usize) -> bool {
        match self.join {
            Joins::None => false,
            Joins::Boards { from, to } => (from..=to.min(join::MAX_JOIN_N)).contains(&n),
        }
    }

    /// The same split with every board searched, none joined.
    pub const fn searching(self) -> Split {
        Split {
            join: Joins::None,
            ..self
        }
    }

    /// The method this split counts an `n`-board by: the join where it
    /// [joins](Split::joins) `n`, else the search.
    pub fn method(&self, n: usize) -> Method {
        if self.joins(n) {
            Method::Join
        } else {
            Method::Search
        }
    }
}

/// How a board is counted: by the symmetric counter's search or by the
/// half-board join. The method is part of a count's plan (the parts of one
/// count must share it); the native command and the site's workers each
/// choose it by `n` ([`Split::method`] of their split), or the command
/// explicitly (`--method`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// The symmetric counter's search: little memory, any n.
    Search,
    /// The half-board join: its tables in memory ([`join::memory_mb`]),
    /// n = 1..=[`join::MAX_JOIN_N`].
    Join,
}

impl Method {
    /// The method's name in the command's parts, `--method` and `--json`,
    /// and in the site's estimates (`data-method`) and the benchmark's
    /// records.
    pub fn id(self) -> &'static str {
        match self {
            Method::Search => "search",
            Method::Join => "join",
        }
    }

    /// The inverse of [`Method::id`].
    pub fn from_id(id: &str) -> Option<Method> {
        match id {
            "search" => Some(Method::Search),
            "join" => Some(Method::Join),
            _ => None,
        }
    }
}

/// The jobs of an `n`-board (`n` in `1..=27`) in the order they are handed
/// out: the join's pieces ([`join::pieces`], `split.join_runs` runs) where
/// the split [joins](Split::joins) `n`, else the search's [`search_plan`];
/// shuffled like the search's deep tasks when `split.shuffled`.
pub fn plan(n: usize, split: Split) -> Vec<Job> {
    if !split.joins(n) {
        return search_plan(n, split).into_iter().map(Job::Search).collect();
    }
    let mut list: Vec<Job> = join::pieces(n, split.join_runs)
        .into_iter()
        .map(Job::Join)
        .collect();
    if split.shuffled {
        shuffle(n, &mut list);
    }
    list
}

/// The tasks of the symmetric counter's search of an `n`-board (`n` in
/// `1..=27`) in the order they are handed out (the GPU counts these, at any
/// `n`). Below `split.deep_from`: [`tasks`], by decreasing distance (few,
/// coarse tasks, the largest first, so that the threads or workers end
/// together); from it on, every task fixes [`TASK_MAX_ROWS`] rows
/// ([`tasks_with_depth`]), shuffled if `split.shuffled` (Fisher-Yates with
/// a fixed seed: the same order on every run and machine).
pub fn search_plan(n: usize, split: Split) -> Vec<Task> {
    if n < split.deep_from {
        return tasks(n);
    }
    let mut list = tasks_with_depth(n, TASK_MAX_ROWS);
    if split.shuffled {
        shuffle(n, &mut list);
    }
    list
}

/// Fisher-Yates with xorshift64*, seeded by `n`.
fn shuffle<T>(n: usize, list: &mut [T]) {
    let mut state = 0x9E37_79B9_7F4A_7C15_u64 ^ n as u64;
    for i in (1..list.len()).rev() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        let r = state.wrapping_mul(0x2545_F491_4F6C_DD1D);
        list.swap(i, (r % (i as u64 + 1)) as usize);
    }
}

/// A fingerprint of a plan: 64-bit FNV-1a over `n` and every task's words
/// ([`Task::to_words`]), in order, and for a plan of the join what its
/// pieces count ([`join::PIECE_COUNTS`]). Two plans with the same hash list the
/// same tasks in the same order (short of a deliberate collision), so a
/// task's index means the same task in both.
pub fn plan_hash(n: usize, list: &[Job]) -> u64 {
    let mut h = 0xCBF2_9CE4_8422_2325_u64;
    let mut eat = |word: u32| {
        for byte in word.to_le_bytes() {
            h ^= byte as u64;
            h = h.wrapping_mul(0x0100_0000_01B3);
        }
    };
    eat(n as u32);
    eat(list.len() as u32);
    for task in list {
        for w in task.to_words() {
            eat(w);
        }
    }
    if list.iter().any(|job| matches!(job, Job::Join(_))) {
        eat(join::PIECE_COUNTS);
    }
    h
}

/// How many rows below a task's fixed ones [`estimated_cost`] walks on an
/// `n`-board: deeper predicts the work better (at n = 16 the estimate's
/// correlation with the nodes of each task's search grows from 0.62 at 3
/// rows to 0.79 at 5), but costs more, and every shard works it out for
/// the whole plan: 5 rows up to n = 19, 4 up to 22, 3 above, a second or
/// two of one core at any n (`cli/examples/shard_balance.rs` measures
/// both).
pub fn estimate_rows(n: usize) -> usize {
    match n {
        0..=19 => 5,
        20..=22 => 4,
        _ => 3,
    }
}

/// An estimate of the work of a job. A search's task: the number of
/// placements the search visits in the [`estimate_rows`] rows below the
/// task's fixed ones, with its rules and look-aheads ([`placements_below`]):
/// microseconds to milliseconds per task; 0 for a task that is not one of
/// `n`'s. A join's piece: its orbits of row sets (the search for the fixed
/// boards is about one).
pub fn estimated_cost(n: usize, job: &Job) -> u64 {
    match job {
        Job::Search(task) => placements_below(n, task, estimate_rows(n)),
        Job::Join(Piece::Fixed) => 1,
        Job::Join(Piece::RowSets { from, to }) => u64::from(to.saturating_sub(*from)),
    }
}

/// The placements the search visits in the `rows` rows below a task's
/// fixed ones, plus one ([`estimated_cost`] with a chosen depth, to measure
/// how well an estimate predicts the time: `cli/examples/shard_balance.rs`).
pub fn placements_below(n: usize, task: &Task, rows: usize) -> u64 {
    let (distance, depth) = (task.distance as usize, task.depth as usize);
    if n < 4 || depth == 0 || depth > TASK_MAX_ROWS || depth >= n {
        return 1;
    }
    let rules = Rules::new(n, distance);
    let (mut left, mut down, mut right) = (0u32, 0u32, 0u32);
    for y in 0..depth {
        let col = task.cols[y] as usize;
        if col >= n {
            return 0;
        }
        let bit = 1u32 << (n - 1 - col);
        if (left | down | right) & bit != 0 || rules.allow[y] & bit == 0 {
            return 0;
        }
        left = (left | bit) << 1;
        down |= bit;
        right = (right | bit) >> 1;
    }
    let last = (depth + rows).min(n);
    1 + placements(&rules, n, depth, last, (left, down, right))
}

/// Placements in rows `y..last` below the attacks `left`, `down`, `right`,
/// with the counter's look-aheads: a placement after which the next row
/// has no free square, the last row none left, or an outer column can no
/// longer take its queen is counted but not searched below (as
/// `count::Look::ahead` does).
fn placements(rules: &Rules, n: usize, y: usize, last: usize, lines: (u32, u32, u32)) -> u64 {
    if y == last {
        return 0;
    }
    let (left, down, right) = lines;
    let bottom = n - 1;
    let top = 1u32 << bottom;
    let mut free = rules.allow[y] & !(left | down | right);
    let mut sum = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        sum += 1;
        let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
        let next_row = y + 1;
        if next_row >= bottom {
            continue;
        }
        let ahead = bottom - next_row;
        let next = rules.allow[next_row] & !(l | d | r);
        let last_open = rules.allow[bottom] & !(l << ahead | d | r >> ahead) != 0;
        let outer_open = (d & top | rules.left_reach[next_row] & !l) != 0
            && (d & 1 | rules.right_reach[next_row] & !r) != 0;
        if next != 0 && last_open && outer_open {
            sum += placements(rules, n, next_row, last, (l, d, r));
        }
    }
    sum
}

/// Deals the tasks of `list` (a plan of an `n`-board) into `k` shards
/// (`k >= 1`) of about equal estimated cost: the tasks by decreasing
/// [`estimated_cost`] (ties: by index), each to the shard with the least
/// estimated cost so far (ties: the lowest shard), the rule known as
/// "longest processing time first". Returns, for each shard, the indices
/// of its tasks in increasing order (the plan's order, so a shard's
/// progress bar moves as evenly as the whole plan's). Deterministic: the
/// same plan and `k` give the same shards on every machine.
pub fn shards(n: usize, list: &[Job], k: usize) -> Vec<Vec<usize>> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let k = k.max(1);
    let cost: Vec<u64> = list.iter().map(|t| estimated_cost(n, t)).collect();
    let mut order: Vec<usize> = (0..list.len()).collect();
    order.sort_by_key(|&i| (Reverse(cost[i]), i));
    let mut load: BinaryHeap<Reverse<(u64, usize)>> = (0..k).map(|s| Reverse((0, s))).collect();
    let mut out = vec![Vec::new(); k];
    for i in order {
        let Reverse((sum, s)) = load.pop().expect("k >= 1 shards");
        out[s].push(i);
        load.push(Reverse((sum + cost[i], s)));
    }
    for shard in &mut out {
        shard.sort_unstable();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `placements_below` square by square: every placement the rules
    /// allow and no queen attacks is counted, and searched below unless a
    /// look-ahead closes it: the next row has no free square, the last
    /// row none, or column 0 (n - 1) is empty and every square the rules
    /// leave it below is on a queen's diagonal toward it (the `left`
    /// (`right`) attacks, as `count::Look::ahead` reads them). Written
    /// again from the squares, not the bitmaps: at n = 7..11 a look-ahead
    /// that forgot a taken outer column changes the estimates.
    #[test]
    fn placements_below_follows_the_squares() {
        fn attacked(queens: &[(usize, usize)], z: usize, c: usize) -> bool {
            queens
                .iter()
                .any(|&(r, q)| q == c || r + q == z + c || r + c == z + q)
        }
        fn walk(
            rules: &Rules,
            n: usize,
            y: usize,
            last: usize,
            queens: &mut Vec<(usize, usize)>,
        ) -> u64 {
            if y == last {
                return 0;
            }
            let allows = |z: usize, c: usize| rules.allow[z] >> (n - 1 - c) & 1 == 1;
            let mut sum = 0;
            for c in 0..n {
                if !allows(y, c) || attacked(queens, y, c) {
                    continue;
                }
                sum += 1;
                queens.push((y, c));
                let next = y + 1;
                if next < n - 1 {
                    let open = |z: usize| (0..n).any(|c| allows(z, c) && !attacked(queens, z, c));
                    let taken = |c: usize| queens.iter().any(|&(_, q)| q == c);
                    // Toward column 0 is the `left` diagonal: the queen
                    // (r, q) attacks (z, 0) on it where q = z - r; toward
                    // column n - 1 the `right` one, where n - 1 - q = z - r.
                    let left_open = taken(0)
                        || (next..n)
                            .any(|z| allows(z, 0) && !queens.iter().any(|&(r, q)| r + q == z));
                    let right_open = taken(n - 1)
                        || (next..n).any(|z| {
                            allows(z, n - 1) && !queens.iter().any(|&(r, q)| z - r == n - 1 - q)
                        });
                    if open(next) && open(n - 1) && left_open && right_open {
                        sum += walk(rules, n, next, last, queens);
                    }
                }
                queens.pop();
            }
            sum
        }
        for n in 5..=12 {
            for job in plan(n, Split::THREADS) {
                let Job::Search(task) = job else { continue };
                let depth = task.depth as usize;
                let rules = Rules::new(n, task.distance as usize);
                let mut queens: Vec<(usize, usize)> =
                    (0..depth).map(|y| (y, task.cols[y] as usize)).collect();
                for rows in 1..=n - depth {
                    let last = (depth + rows).min(n);
                    assert_eq!(
                        placements_below(n, &task, rows),
                        1 + walk(&rules, n, depth, last, &mut queens),
                        "n = {n}, {task:?}, {rows} rows"
                    );
                }
            }
        }
    }
    use crate::count::{count, Classes};

    /// A split that joins from n = 1 to `to` in `join_runs` runs.
    fn joining(to: usize, join_runs: usize, shuffled: bool) -> Split {
        Split {
            deep_from: 1,
            shuffled,
            join: Joins::Boards { from: 1, to },
            join_runs,
        }
    }

    #[test]
    fn every_split_counts_every_board() {
        for n in 1..=12 {
            for split in [
                Split::WORKERS,
                Split::THREADS,
                joining(1, 1, false).searching(),
            ] {
                let c: Classes = plan(n, split).iter().map(|j| count_job(n, j)).sum();
                assert_eq!(c, count(n), "n = {n}, {split:?}");
            }
            let joined = joining(99, 3, true);
            assert_eq!(super::count(n, joined), count(n), "n = {n}, joined");
            let c: Classes = plan(n, joined).iter().map(|j| count_job(n, j)).sum();
            assert_eq!(c.total(), count(n).total(), "n = {n}, joined, as summed");
        }
    }

    #[test]
    fn a_joined_plan_counts_every_board_in_slices() {
        let n = JOIN_FROM;
        let (total, unique) = crate::published::counts(n).unwrap();
        for split in [joining(n, 1, false), joining(n, 7, true), Split::THREADS] {
            let list = plan(n, split);
            assert!(list.iter().all(|j| matches!(j, Job::Join(_))));
            let mut sum = Classes::default();
            for job in &list {
                // Stop after every third orbit: slices resumed add up.
                let mut stop = |done: u64| done.is_multiple_of(3);
                let mut resume = Vec::new();
                loop {
                    let slice = count_slice(n, job, &resume, &mut stop).expect("a place");
                    sum += slice.classes;
                    match slice.resume {
                        Some(next) => resume = next,
                        None => break,
                    }
                }
            }
            let sum = sum.normalized();
            assert_eq!((sum.total(), sum.unique()), (total, unique), "{split:?}");
            assert_eq!(sum.c8_boards, 0);
        }
    }

    #[test]
    fn which_boards_are_joined() {
        for (split, from) in [
            (Split::WORKERS, WORKERS_JOIN_FROM),
            (Split::THREADS, JOIN_FROM),
        ] {
            assert!(!split.joins(from - 1) && split.joins(from), "{split:?}");
            assert!(split.joins(19), "{split:?}");
        }
        // The workers build the join's tables once each: they search 15.
        assert!(!Split::WORKERS.joins(15) && Split::THREADS.joins(15));
        // The workers' tables are one copy each; the threads share one, up
        // to the largest board the join counts.
        assert!(Split::WORKERS.joins(20) && !Split::WORKERS.joins(21));
        assert!(Split::THREADS.joins(23) && !Split::THREADS.joins(24));
        assert!(!joining(30, 1, false).joins(crate::join::MAX_JOIN_N + 1));
        // A searching split joins nothing, whatever it joined before.
        for split in [Split::WORKERS, Split::THREADS, joining(30, 1, false)] {
            let searching = split.searching();
            assert_eq!(searching.join, Joins::None);
            assert!((1..=30).all(|n| !searching.joins(n)), "{split:?}");
            assert!(plan(16, searching)
                .iter()
                .all(|j| matches!(j, Job::Search(_))));
        }
        assert!(joining(30, 1, false).joins(1));
        assert!(matches!(plan(14, Split::WORKERS)[0], Job::Search(_)));
        assert_eq!(plan(16, Split::WORKERS)[0], Job::Join(Piece::Fixed));
        // Runs of about equal length, every orbit once, in order.
        let list = plan(16, Split::WORKERS);
        assert_eq!(list.len(), 1 + 256);
        let mut next = 0;
        for job in &list[1..] {
            let Job::Join(Piece::RowSets { from, to }) = *job else {
                panic!("{job:?}");
            };
            assert_eq!(from, next);
            assert!((50..=51).contains(&(to - from)), "{job:?}");
            next = to;
        }
        assert_eq!(next as usize, crate::join::row_sets(16));
    }

    #[test]
    fn jobs_travel_as_words() {
        let task = tasks(10)[3];
        for job in [
            Job::Search(task),
            Job::Join(Piece::Fixed),
            Job::Join(Piece::RowSets { from: 5, to: 9 }),
        ] {
            assert_eq!(Job::from_words(&job.to_words()), Some(job));
        }
        assert_eq!(Job::Search(task).to_words()[1..], task.to_words()[..]);
        for bad in [&[][..], &[1, 0], &[2, 1], &[3], &[0, 1]] {
            assert_eq!(Job::from_words(bad), None, "{bad:?}");
        }
        // A search pauses every few microseconds: a clock every 64th call
        // of its stop; the join after each orbit, a look each time.
        assert_eq!(Job::Search(task).polls_per_look(), 64);
        assert_eq!(Job::Join(Piece::Fixed).polls_per_look(), 1);
        assert_eq!(
            Job::Join(Piece::RowSets { from: 5, to: 9 }).polls_per_look(),
            1
        );
        assert_eq!(Job::Search(task).stage(), task.depth);
        assert_eq!(Job::Join(Piece::Fixed).stage(), 0);
        assert_eq!(Job::Join(Piece::RowSets { from: 0, to: 1 }).stage(), 1);
    }

    #[test]
    fn the_workers_plan_is_in_order_and_the_threads_plan_shuffled() {
        assert_eq!(search_plan(16, Split::WORKERS), tasks(16));
        assert_eq!(search_plan(18, Split::WORKERS), tasks(18));
        assert_eq!(
            search_plan(19, Split::WORKERS),
            tasks_with_depth(19, TASK_MAX_ROWS)
        );
        assert_eq!(search_plan(15, Split::THREADS), tasks(15));
        assert_eq!(
            plan(22, Split::WORKERS),
            search_plan(22, Split::WORKERS)
                .into_iter()
                .map(Job::Search)
                .collect::<Vec<_>>()
        );
        let mut shuffled = search_plan(16, Split::THREADS);
        let mut ordered = tasks_with_depth(16, TASK_MAX_ROWS);
        assert_ne!(shuffled, ordered);
        assert_eq!(
            shuffled,
            search_plan(16, Split::THREADS),
            "the same order each time"
        );
        shuffled.sort_by_key(|t| t.to_words());
        ordered.sort_by_key(|t| t.to_words());
        assert_eq!(shuffled, ordered, "a permutation");
        let joined = plan(16, Split::THREADS);
        assert_ne!(joined[0], Job::Join(Piece::Fixed), "shuffled");
        assert!(joined.contains(&Job::Join(Piece::Fixed)));
    }

    #[test]
    fn a_method_is_named_by_its_id_and_chosen_by_the_split() {
        for m in [Method::Search, Method::Join] {
            assert_eq!(Method::from_id(m.id()), Some(m));
        }
        assert_eq!(Method::from_id("Join"), None);
        assert_eq!(Split::THREADS.method(14), Method::Search);
        assert_eq!(Split::THREADS.method(15), Method::Join);
        assert_eq!(Split::THREADS.searching().method(15), Method::Search);
        assert_eq!(Split::WORKERS.method(15), Method::Search);
        assert_eq!(Split::WORKERS.method(16), Method::Join);
    }

    #[test]
    fn the_plan_sizes_quoted_are_the_plans() {
        // The module's text and docs/cluster.md quote these.
        let search = |n| plan(n, Split::THREADS.searching()).len();
        assert_eq!(
            [search(16), search(17), search(27)],
            [7_780, 10_912, 118_902]
        );
        assert_eq!(crate::join::row_sets(16), 12_870);
        assert_eq!(plan(16, Split::THREADS).len(), 12_871);
        assert_eq!(plan(17, Split::THREADS).len(), 16_385);
    }

    #[test]
    fn the_hash_tells_plans_apart() {
        let a = plan_hash(16, &plan(16, Split::THREADS));
        assert_eq!(a, plan_hash(16, &plan(16, Split::THREADS)));
        assert_ne!(a, plan_hash(16, &plan(16, Split::WORKERS)));
        assert_ne!(a, plan_hash(17, &plan(16, Split::THREADS)));
        let mut swapped = plan(16, Split::THREADS);
        swapped.swap(0, 1);
        assert_ne!(a, plan_hash(16, &swapped));
    }

    #[test]
    fn shards_cover_every_task_once() {
        for (n, k) in [(1, 3), (8, 1), (12, 4), (14, 4), (16, 7), (16, 20_000)] {
            let list = plan(n, Split::THREADS);
            let parts = shards(n, &list, k);
            assert_eq!(parts.len(), k);
            let mut all: Vec<usize> = parts.concat();
            all.sort_unstable();
            assert_eq!(all, (0..list.len()).collect::<Vec<_>>(), "n = {n}, k = {k}");
            assert_eq!(parts, shards(n, &list, k), "deterministic");
        }
    }

    #[test]
    fn shards_are_balanced_by_estimate() {
        let n = 16;
        let list = plan(n, Split::THREADS);
        for k in [2, 4, 16] {
            let parts = shards(n, &list, k);
            let sums: Vec<u64> = parts
                .iter()
                .map(|p| p.iter().map(|&i| estimated_cost(n, &list[i])).sum())
                .collect();
            let (max, min) = (*sums.iter().max().unwrap(), *sums.iter().min().unwrap());
            // LPT: the spread is at most the largest single task.
            let largest = list.iter().map(|t| estimated_cost(n, t)).max().unwrap();
            assert!(max - min <= largest, "k = {k}: {sums:?}");
        }
    }

    #[test]
    fn the_estimate_follows_the_work() {
        // Summed by distance, the estimates rank the distances as their
        // counted work does (larger distances search more).
        let n = 14;
        let list = tasks_with_depth(n, TASK_MAX_ROWS);
        let by = |d: u32| -> u64 {
            list.iter()
                .filter(|t| t.distance == d)
                .map(|&t| estimated_cost(n, &Job::Search(t)))
                .sum()
        };
        assert!(
            by(1) < by(3) && by(3) < by(6),
            "{} {} {}",
            by(1),
            by(3),
            by(6)
        );
        let bad = Task {
            distance: 3,
            depth: 2,
            cols: [10, 10, 0, 0],
        };
        assert_eq!(estimated_cost(n, &Job::Search(bad)), 0, "not a task of n");
        // n = 8: row 2's queen under row 1's, on a square that row 0's
        // attacks too (from the left, distance 1; from the right, distance
        // 3); and on column 0, closed to row 2 by the rules.
        for (distance, cols) in [(1, [6, 4, 4, 0]), (3, [4, 6, 6, 0]), (1, [6, 4, 0, 0])] {
            let bad = Task {
                distance,
                depth: 3,
                cols,
            };
            assert_eq!(estimated_cost(8, &Job::Search(bad)), 0, "{cols:?}");
        }
        let run = Job::Join(Piece::RowSets { from: 4, to: 10 });
        assert_eq!(estimated_cost(16, &run), 6);
    }

    #[test]
    fn the_shuffled_orders_are_the_same_on_every_build() {
        // Parts and checkpoints name their jobs by index in this order and
        // carry its hash (`merge` refuses parts of another plan): a change
        // of the shuffle, the pieces or the tasks must be deliberate.
        assert_eq!(
            plan_hash(16, &plan(16, Split::THREADS)),
            0x65f3_ba84_5db4_b0e3
        );
        let searching = plan(16, Split::THREADS.searching());
        assert_eq!(plan_hash(16, &searching), 0x79cc_e77d_340a_1f04);
        let first = Task {
            distance: 7,
            depth: 4,
            cols: [8, 13, 0, 3],
        };
        assert_eq!(searching[0], Job::Search(first));
    }

    #[test]
    fn the_estimate_ranks_tasks_like_their_trees() {
        // Over the deep tasks of n = 12, the estimate and the nodes each
        // task's search walks (`count::task_tree`) are closely correlated
        // (0.94 when written; at n = 16, 0.62 with 3 rows estimated to 0.79
        // with 5: `estimate_rows`).
        let n = 12;
        let list = tasks_with_depth(n, TASK_MAX_ROWS);
        let estimates: Vec<f64> = list
            .iter()
            .map(|&t| estimated_cost(n, &Job::Search(t)) as f64)
            .collect();
        let nodes: Vec<f64> = list
            .iter()
            .map(|t| count::task_tree(n, t).nodes as f64)
            .collect();
        let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
        let (me, mn) = (mean(&estimates), mean(&nodes));
        let products = |a: &[f64], ma: f64, b: &[f64], mb: f64| -> f64 {
            a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum()
        };
        let correlation = products(&estimates, me, &nodes, mn)
            / (products(&estimates, me, &estimates, me) * products(&nodes, mn, &nodes, mn)).sqrt();
        assert!(correlation >= 0.8, "{correlation}");
    }

    #[test]
    fn the_deal_into_shards_is_the_same_on_every_build() {
        // `--shard I/K` counts the jobs that `shards` deals it, on whatever
        // machine and build runs it, and `merge` wants every job once: the
        // estimates and the deal must not change by accident.
        let list = plan(16, Split::THREADS.searching());
        let total: u64 = list.iter().map(|job| estimated_cost(16, job)).sum();
        assert_eq!(total, 13_184_990);
        let parts = shards(16, &list, 7);
        assert_eq!(parts[0][..5], [9, 25, 39, 51, 55]);
        assert_eq!(
            [16, 19, 20, 22, 23, 27].map(estimate_rows),
            [5, 5, 4, 4, 3, 3]
        );
    }

    #[test]
    fn tasks_without_rows_to_estimate_cost_one() {
        // No board to search below (n < 4), no row fixed, more rows than a
        // task holds or than the board has: 1, without looking (a task
        // whose fixed queens the rules do not allow: 0, as tested above).
        let task = |depth: u32| Task {
            distance: 1,
            depth,
            cols: [2, 0, 3, 1],
        };
        for (n, depth) in [(3, 1), (8, 0), (8, 5), (4, 4)] {
            assert_eq!(
                placements_below(n, &task(depth), 5),
                1,
                "n = {n}, {depth} rows"
            );
        }
        // A board of 4 is searched: its tasks cost more than one.
        let four = tasks_with_depth(4, 1);
        assert!(
            four.iter().all(|t| estimated_cost(4, &Job::Search(*t)) > 1),
            "{four:?}"
        );
    }
}
