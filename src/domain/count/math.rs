//! The arithmetic of the count page, with no web dependency: reading `n`,
//! the task plan, the pool size, times written `hh:mm:ss.mmm`, progress and
//! when it is shown, the time left, the estimate shown before a long count,
//! and the published counts the results are checked against.
//!
//! Times are milliseconds. Clock readings are `f64` (that is what the
//! browser gives); everything that is printed is converted to whole
//! milliseconds first and formatted with integer arithmetic.

use solver::count::{Task, MAX_COUNT_N};
use solver::join::Piece;
use solver::plan::{Job, Split};

/// From this `n` on, the page estimates the time before counting (after a
/// calibration count when nothing measured here tells it), and asks before
/// a count whose estimate is at least [`LONG_COUNT_MS`].
pub const LARGE_N: usize = 18;

/// A count estimated to take this long or longer waits for the learner's
/// go-ahead; a shorter one starts at once.
pub const LONG_COUNT_MS: f64 = 60_000.0;

/// Counted by the half-board join to calibrate the estimates of the boards
/// the join counts, when none of them was measured on this device: about a
/// second with two workers, long enough to be mostly the join's work, not
/// its start-up.
pub const JOIN_CALIBRATION_N: usize = 17;

/// Counted by the symmetric counter's search (its plan forced, although the
/// page joins this board) to calibrate the estimates of the boards the
/// search counts (n >= 21, and 18..=20 on a pool too large for the join's
/// tables), when none of them was measured on this device.
pub const SEARCH_CALIBRATION_N: usize = 16;

/// Measurements shorter than this are mostly start-up and message costs, not
/// search, so they are not extrapolated from.
pub const MIN_BASE_MS: f64 = 40.0;

/// The measured correction of the growth model (see [`estimate`]) is kept
/// within this range: on a busy device a noisy measurement must not give an
/// absurd estimate.
pub const CORRECTION_RANGE: (f64, f64) = (0.7, 1.4);

/// The correction is averaged over at most this many pairs of consecutive
/// measured boards.
pub const GROWTH_PAIRS: usize = 3;

/// More workers than this gain nothing on a page (and cost memory).
pub const MAX_WORKERS: usize = 32;

/// The board sizes the page counts: what its field and its link's `n=`
/// accept.
pub const COUNT_N: std::ops::RangeInclusive<usize> = 1..=MAX_COUNT_N;

/// The board size in the field when the link names none.
pub const DEFAULT_COUNT_N: usize = 16;

/// Why the text of the `n` field is not a board size to count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NError {
    Empty,
    /// Not written as a whole number (letters, a sign, a decimal point…).
    NotWhole,
    /// A whole number outside [`COUNT_N`] (as typed, possibly huge).
    OutOfRange(String),
}

/// A board size the count page counts: in [`COUNT_N`] by construction.
/// Made only by the page's parsers, [`CountN::parse`] (the `n` field) and
/// [`CountN::clamped`] (a link's `n=`, through the page table), and
/// [`CountN::DEFAULT`]: no other code writes the range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CountN(usize);

impl CountN {
    /// The board in the field when the link names none.
    pub const DEFAULT: CountN = CountN(DEFAULT_COUNT_N);

    /// The board size typed in the `n` field: digits only (full-width ones
    /// too; spaces around are fine), in [`COUNT_N`].
    pub fn parse(text: &str) -> Result<CountN, NError> {
        // The site's one reader of numbers (full-width digits too).
        match crate::domain::input::whole(text) {
            Err(crate::domain::input::WholeError::Empty) => Err(NError::Empty),
            Err(crate::domain::input::WholeError::NotWhole(_)) => Err(NError::NotWhole),
            Ok(n) => match usize::try_from(n).ok().and_then(CountN::new) {
                Some(n) => Ok(n),
                None => Err(NError::OutOfRange(
                    crate::domain::input::ascii(text).trim().to_string(),
                )),
            },
        }
    }

    /// `n` brought into [`COUNT_N`] (a link's `n=`, read and clamped by the
    /// page table's parser).
    pub fn clamped(n: usize) -> CountN {
        CountN(n.clamp(*COUNT_N.start(), *COUNT_N.end()))
    }

    /// `n` if it is in [`COUNT_N`].
    fn new(n: usize) -> Option<CountN> {
        COUNT_N.contains(&n).then_some(CountN(n))
    }

    pub fn get(self) -> usize {
        self.0
    }
}

/// The memory all the counting workers of the page may take together, in
/// MB: the join's tables are per worker ([`solver::join::memory_mb`]).
pub const WORKERS_MEMORY_MB: u64 = 512;

/// How the page's workers count a board: the solver's [`Method`], named by
/// its id in the estimate's `data-method` and the benchmark's records.
pub use solver::plan::Method;

/// The board counted to calibrate `method`'s estimates.
pub fn calibration_n(method: Method) -> usize {
    match method {
        Method::Search => SEARCH_CALIBRATION_N,
        Method::Join => JOIN_CALIBRATION_N,
    }
}

/// The boards the page's workers count by the half-board join: those of
/// [`Split::WORKERS`]. Every text that names the range reads it here.
pub fn join_range() -> std::ops::RangeInclusive<usize> {
    match Split::WORKERS.join {
        solver::plan::Joins::Boards { from, to } => from..=to.min(solver::join::MAX_JOIN_N),
        solver::plan::Joins::None => std::ops::RangeInclusive::new(1, 0),
    }
}

/// How the page's workers count an `n`-board: by the join where
/// [`Split::WORKERS`] joins it, else by the search. A function of `n`
/// alone, like the command's plan: the device decides only how many
/// workers take the jobs ([`counting_workers`]), never the method.
pub fn method(n: usize) -> Method {
    Split::WORKERS.method(n)
}

/// How many of the pool's `workers` count an `n`-board by `method`: all
/// of them for the search; for the join, as many as hold a copy of its
/// tables each within [`WORKERS_MEMORY_MB`] (n = 20 on at most six
/// workers, 19 on at most eleven, 18 on at most 32), at least one.
pub fn counting_workers(n: usize, method: Method, workers: usize) -> usize {
    let workers = workers.max(1);
    match (method, solver::join::memory_mb(n)) {
        (Method::Join, Some(per_worker)) => {
            let fit = (WORKERS_MEMORY_MB / per_worker.max(1)).max(1);
            workers.min(usize::try_from(fit).unwrap_or(usize::MAX))
        }
        _ => workers,
    }
}

/// The jobs the page hands to its workers for an `n`-board: the solver's
/// one plan rule with the Web Workers' split ([`Split::WORKERS`]), by the
/// [`method`] of the board: the half-board join's pieces, or the search's
/// tasks (coarse up to n = 18, then four rows deep, by decreasing
/// distance).
pub fn plan(n: usize) -> Vec<Job> {
    plan_by(n, method(n))
}

/// The jobs of an `n`-board counted by `method` (the join only where
/// [`Split::WORKERS`] joins `n`).
pub fn plan_by(n: usize, method: Method) -> Vec<Job> {
    let split = match method {
        Method::Join => Split::WORKERS,
        Method::Search => Split::WORKERS.searching(),
    };
    solver::plan::plan(n, split)
}

/// The tasks the GPU counts for an `n`-board: the search's tasks of the
/// same split (the GPU's kernel finishes the search's sub-boards).
pub fn gpu_plan(n: usize) -> Vec<Task> {
    solver::plan::search_plan(n, Split::WORKERS)
}

/// How many workers to start: one per logical core the browser reports
/// (`navigator.hardwareConcurrency`, which may be missing or 0), at least
/// one, at most [`MAX_WORKERS`].
pub fn pool_size(hardware_concurrency: f64) -> usize {
    if hardware_concurrency.is_finite() && hardware_concurrency >= 1.0 {
        (hardware_concurrency as usize).min(MAX_WORKERS)
    } else {
        1
    }
}

/// Whole milliseconds of a clock difference (negative and NaN give 0).
pub fn whole_ms(ms: f64) -> u64 {
    if ms.is_finite() && ms > 0.0 {
        ms.round() as u64
    } else {
        0
    }
}

/// `hh:mm:ss.mmm`, and `Nd hh:mm:ss.mmm` from one day on (the format of the
/// seeds' tables, with milliseconds).
pub fn format_hms(ms: u64) -> String {
    let (s, milli) = (ms / 1000, ms % 1000);
    let (m, sec) = (s / 60, s % 60);
    let (h, min) = (m / 60, m % 60);
    let (d, hour) = (h / 24, h % 24);
    if d > 0 {
        format!("{d}d {hour:02}:{min:02}:{sec:02}.{milli:03}")
    } else {
        format!("{hour:02}:{min:02}:{sec:02}.{milli:03}")
    }
}

/// Progress in tenths of a percent, `0..=1000` (1000 only when all is
/// done), in integers: the same inputs give the same bar on every device.
pub fn permille(done: u64, total: u64) -> u32 {
    if total == 0 {
        return 1000;
    }
    (u128::from(done.min(total)) * 1000 / u128::from(total)) as u32
}

/// The estimated work of each job of an `n`-board's plan, in its order: the
/// plan's own estimate ([`estimated_cost`](solver::plan::estimated_cost):
/// the placements a search's task visits a few rows below its fixed ones,
/// the orbits of row sets a piece of the join joins), at least 1. The
/// progress of a count is the work of its jobs done, not their number: by
/// decreasing distance, the first half of a search's tasks holds most of
/// its work.
pub fn job_work(n: usize, jobs: &[Job]) -> Vec<u64> {
    let pieces: Vec<Piece> = jobs
        .iter()
        .filter_map(|j| match j {
            Job::Join(p) => Some(*p),
            Job::Search(_) => None,
        })
        .collect();
    let tasks: Vec<Task> = jobs
        .iter()
        .filter_map(|j| match j {
            Job::Search(t) => Some(*t),
            Job::Join(_) => None,
        })
        .collect();
    let (mut pieces, mut tasks) = (
        solver::join::piece_work(n, &pieces).into_iter(),
        search_work(n, &tasks).into_iter(),
    );
    jobs.iter()
        .map(|j| match j {
            Job::Join(_) => pieces.next(),
            Job::Search(_) => tasks.next(),
        })
        .map(|w| w.unwrap_or(1).max(1))
        .collect()
}

/// Plans of up to this many search tasks are weighed task by task
/// ([`estimated_cost`](solver::plan::estimated_cost)); a deeper plan by
/// its tasks' coarse ancestors (see [`search_work`]).
const WEIGHED_ONE_BY_ONE: usize = 512;

/// The estimated work of search tasks of an `n`-board. The coarse plan
/// ([`solver::count::tasks`], the page's up to n = 18) is weighed task by
/// task. A deep plan (from n = 19: tens of thousands of tasks, whose
/// weighing one by one would hold the page for seconds) shares each coarse
/// task's estimate among the deep tasks below it: the distance of the
/// edge queens, which the coarse tasks tell apart, is what makes a task
/// large or small (at n = 16, 4 rows deep, the first half of the tasks by
/// decreasing distance is 88 % of the search's nodes).
fn search_work(n: usize, tasks: &[Task]) -> Vec<u64> {
    let cost = |t: &Task| solver::plan::estimated_cost(n, &Job::Search(*t));
    if tasks.len() <= WEIGHED_ONE_BY_ONE {
        return tasks.iter().map(cost).collect();
    }
    let coarse = solver::count::tasks(n);
    let key = |t: &Task, depth: usize| (t.distance, t.cols[..depth.min(t.depth as usize)].to_vec());
    let mut below: std::collections::HashMap<(u32, Vec<u32>), (u64, u64)> = coarse
        .iter()
        .map(|c| (key(c, c.depth as usize), (cost(c), 0)))
        .collect();
    let depth = coarse.first().map_or(1, |c| c.depth as usize);
    for t in tasks {
        if let Some(e) = below.get_mut(&key(t, depth)) {
            e.1 += 1;
        }
    }
    tasks
        .iter()
        .map(|t| {
            below
                .get(&key(t, depth))
                .map_or(1, |&(c, k)| c.saturating_mul(1024) / k.max(1))
        })
        .collect()
}

/// Done and total of a count's estimated work ([`job_work`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    pub done: u64,
    pub of: u64,
}

impl Work {
    pub fn permille(self) -> u32 {
        permille(self.done, self.of)
    }

    pub fn left(self) -> u64 {
        self.of.saturating_sub(self.done)
    }
}

/// The progress of one count: which of its jobs are done, their estimated
/// work, and the [`Rate`] of the jobs of its last stage. The pool of
/// workers (through its schedule) and the GPU engine keep one each.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Meter {
    work: Vec<u64>,
    /// Whether each job is of the plan's last stage ([`Job::stage`]).
    last_stage: Vec<bool>,
    done: Vec<bool>,
    jobs_done: usize,
    progress: Work,
    rate: Rate,
}

impl Meter {
    /// The meter of `jobs`, a plan of an `n`-board (or what is left of one).
    pub fn new(n: usize, jobs: &[Job]) -> Meter {
        let work = job_work(n, jobs);
        let last = jobs.iter().map(Job::stage).max().unwrap_or(0);
        Meter {
            progress: Work {
                done: 0,
                of: work.iter().sum(),
            },
            work,
            last_stage: jobs.iter().map(|j| j.stage() == last).collect(),
            done: vec![false; jobs.len()],
            jobs_done: 0,
            rate: Rate::default(),
        }
    }

    /// Job `index` was completed at `at_ms` (from the count's start). A job
    /// completed twice, or not in the plan, changes nothing.
    pub fn complete(&mut self, index: usize, at_ms: f64) {
        if index >= self.done.len() || std::mem::replace(&mut self.done[index], true) {
            return;
        }
        self.jobs_done += 1;
        self.progress.done += self.work[index];
        if self.last_stage[index] {
            self.rate.record(at_ms, self.work[index]);
        }
    }

    /// Jobs done, of all.
    pub fn jobs(&self) -> (usize, usize) {
        (self.jobs_done, self.done.len())
    }

    pub fn work(&self) -> Work {
        self.progress
    }

    pub fn rate(&self) -> Rate {
        self.rate
    }

    pub fn is_done(&self) -> bool {
        self.jobs_done == self.done.len()
    }
}

/// No time left is shown before this much time has passed: the first tasks
/// say little about the rest.
pub const ETA_AFTER_MS: f64 = 1000.0;

/// Progress is reported at most this often while counting: each report
/// is a render of the page, which takes time from the workers on a device
/// with few cores; four a second move the bar and the time left smoothly.
pub const REPORT_MS: f64 = 250.0;

/// The first progress report comes this long after the start: a count that
/// ends before shows no progress (it would only flash by) and leaves the
/// cores to its workers.
pub const FIRST_REPORT_MS: f64 = 500.0;

/// When a running count's progress is shown: not before
/// [`FIRST_REPORT_MS`] after its start, then at most every [`REPORT_MS`].
/// Readings are the browser's clock (milliseconds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReportClock {
    next: f64,
}

impl ReportClock {
    /// For a count started at `started`.
    pub fn new(started: f64) -> ReportClock {
        ReportClock {
            next: started + FIRST_REPORT_MS,
        }
    }

    /// Is a report due at `now`? If so, the next one is [`REPORT_MS`] later.
    pub fn due(&mut self, now: f64) -> bool {
        let due = now >= self.next;
        if due {
            self.shown(now);
        }
        due
    }

    /// Progress was shown at `at` by other means: the next report is not
    /// due before [`REPORT_MS`] later (nor before the first half second).
    pub fn shown(&mut self, at: f64) {
        self.next = self.next.max(at + REPORT_MS);
    }
}

/// When the jobs of the last stage of the plan were completed, and their
/// estimated work.
///
/// The plan hands out the shallow tasks first: few, large and of very
/// different sizes. The jobs of the last stage follow (most of the work, in
/// jobs whose estimated work ([`job_work`]) says how they differ), so the
/// rate at which their work completes predicts the rest well.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rate {
    pub done: usize,
    /// Completion times (ms from the start) of the first and the last.
    pub first_ms: f64,
    pub last_ms: f64,
    /// The estimated work of those completed after the first (done in the
    /// time from the first to the last).
    pub work: u64,
}

impl Rate {
    pub fn record(&mut self, at_ms: f64, work: u64) {
        if self.done == 0 {
            self.first_ms = at_ms;
        } else {
            self.work += work;
        }
        self.last_ms = at_ms;
        self.done += 1;
    }
}

/// The time left when `left` estimated work is not done yet: `left` at the
/// rate the last stage's work completes ([`Rate`]), once enough of its
/// jobs (two per worker, at least four) have completed. Before that, what
/// the estimate made before the count (`model_ms`, the whole count)
/// leaves, if anything. `None` before [`ETA_AFTER_MS`] and when nothing is
/// known.
pub fn eta_ms(
    elapsed_ms: f64,
    left: u64,
    rate: Rate,
    workers: usize,
    model_ms: Option<f64>,
) -> Option<f64> {
    if elapsed_ms < ETA_AFTER_MS {
        return None;
    }
    if left == 0 {
        return Some(0.0);
    }
    if rate.done >= (2 * workers).max(4) && rate.last_ms > rate.first_ms && rate.work > 0 {
        return Some(left as f64 * (rate.last_ms - rate.first_ms) / rate.work as f64);
    }
    model_ms.map(|m| m - elapsed_ms).filter(|&r| r > 0.0)
}

/// A count whose estimate is at least this long shows it while it runs
/// (a longer one, [`LONG_COUNT_MS`], asks first).
pub const SHOW_ESTIMATE_MS: f64 = 5_000.0;

/// A whole count on this device, for estimates: its board, how it was
/// counted, and the time each worker spent counting (the workers' summed
/// counting time divided by their number).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    pub n: usize,
    pub method: Method,
    pub ms: f64,
}

/// An estimate of the time to count one board, from a measurement on this
/// device by the same method (see [`estimate`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub n: usize,
    /// How the workers will count it.
    pub method: Method,
    pub ms: f64,
    /// Counting every board `1..=n` in turn, each by its own method (the
    /// smaller ones cost next to nothing; a board whose method was never
    /// measured here is left out, see [`calibration_needed`]).
    pub up_to_ms: f64,
    /// The measured board it starts from (counted by `method`), and its time.
    pub base_n: usize,
    pub base_ms: f64,
    /// The search only: the measured factor per row on top of the growth
    /// of the counts; 1 when not measured.
    pub correction: f64,
    pub correction_measured: bool,
    /// The resulting average factor per row from `base_n` to `n`, for
    /// people (1 when `n = base_n`).
    pub growth: f64,
}

/// The join's work per board, relative: seconds of the native join on one
/// thread, n = 15..=20 (docs/counting.md, "The count page's estimate, by
/// the method that counts": 17..20 `bitqueens count N` with one thread in
/// `record/count.tsv`, 15 and 16 from the browser's ratios to 17, where the
/// command's own start and tables outweigh the join). The join does not
/// grow like the number of solutions (its tables grow about fourfold a row,
/// its pair tests are cut by the buckets), so its growth is read from its
/// own recorded times. Indexed by `n - JOIN_FROM`.
const JOIN_WORK: [f64; 6] = [0.0657, 0.298, 1.333, 2.963, 27.42, 120.4];

/// The relative work of an `n`-board counted by `method`: the number of
/// solutions for the search (its nodes grow like them; 1 below n = 4),
/// [`JOIN_WORK`] for the join (`None` where the page does not join).
fn work(method: Method, n: usize) -> Option<f64> {
    match method {
        Method::Search => reference(n).map(|(total, _)| total.max(1) as f64),
        Method::Join => n
            .checked_sub(solver::plan::JOIN_FROM)
            .and_then(|i| JOIN_WORK.get(i))
            .copied(),
    }
}

/// The factor by which the number of solutions grows from `k - 1` to `k`
/// (published counts); `None` where it is undefined (`n <= 4`).
fn count_growth(k: usize) -> Option<f64> {
    let (now, _) = reference(k)?;
    let (before, _) = reference(k.checked_sub(1)?)?;
    (before > 0 && now > 0).then(|| now as f64 / before as f64)
}

/// The latest time of board `k` counted by `method`, if measured.
fn time_of(measured: &[Measured], k: usize, method: Method) -> Option<f64> {
    measured
        .iter()
        .rev()
        .find(|m| m.n == k && m.method == method)
        .map(|m| m.ms)
}

/// The measured board an estimate of an `n`-board by `method` starts from:
/// the largest measured one up to `n`, else the smallest above it. A
/// measurement is usable when it is the method's calibration board or a
/// larger one (a smaller board is mostly start-up and messages, and far
/// from the boards estimated) and took at least [`MIN_BASE_MS`] (or is the
/// calibration board, which is all there is to go on).
fn base(measured: &[Measured], n: usize, method: Method) -> Option<(usize, f64)> {
    let usable: Vec<usize> = measured
        .iter()
        .filter(|m| m.method == method && work(method, m.n).is_some())
        .filter(|m| m.n >= calibration_n(method))
        .filter(|m| m.ms >= MIN_BASE_MS || m.n == calibration_n(method))
        .map(|m| m.n)
        .collect();
    let b = usable
        .iter()
        .filter(|&&k| k <= n)
        .max()
        .or_else(|| usable.iter().min())
        .copied()?;
    Some((b, time_of(measured, b, method)?))
}

/// The search's measured correction per row at `base_n` (see [`estimate`]).
fn search_correction(measured: &[Measured], base_n: usize) -> Option<f64> {
    let mut logs = Vec::new();
    let mut k = base_n;
    let at = |k: usize| time_of(measured, k, Method::Search);
    while logs.len() < GROWTH_PAIRS && k >= 2 {
        match (at(k), at(k - 1), count_growth(k)) {
            (Some(t), Some(prev), Some(g)) if prev >= MIN_BASE_MS => logs.push((t / prev / g).ln()),
            _ => break,
        }
        k -= 1;
    }
    (!logs.is_empty()).then(|| {
        let mean = logs.iter().sum::<f64>() / logs.len() as f64;
        mean.exp().clamp(CORRECTION_RANGE.0, CORRECTION_RANGE.1)
    })
}

/// The time of an `n`-board counted by `method`, from its [`base`]:
/// `(ms, base_n, base_ms, correction)`.
fn board_ms(
    measured: &[Measured],
    n: usize,
    method: Method,
    workers: usize,
) -> Option<(f64, usize, f64, Option<f64>)> {
    let (base_n, base_ms) = base(measured, n, method)?;
    // The work per worker: fewer workers join a board whose tables are
    // larger ([`counting_workers`]).
    let share = counting_workers(base_n, method, workers) as f64
        / counting_workers(n, method, workers) as f64;
    let ratio = work(method, n)? / work(method, base_n)? * share;
    let correction = match method {
        Method::Search => search_correction(measured, base_n),
        Method::Join => None,
    };
    let mut ms = base_ms * ratio;
    // correction^(n - base_n), by multiplication (`powi` would add its own
    // code to the wasm).
    let c = correction.unwrap_or(1.0);
    for _ in base_n..n {
        ms *= c;
    }
    for _ in n..base_n {
        ms /= c;
    }
    Some((ms, base_n, base_ms, correction))
}

/// Estimates the time of an `n`-board counted by `workers` workers, from
/// `measured` whole counts of this device, with the model of the method
/// that will count it ([`method`]), calibrated on boards counted by that
/// method only. `None` when no usable board of that method was measured
/// (count its calibration board first, [`calibration_n`]).
///
/// From the base board `b` ([`base`]):
/// - **the search**: the time grows like the number of solutions (the
///   published counts, whose growth per row rises from about 6 at n = 15
///   to 10.5 at n = 27), times a correction per row measured here: the
///   geometric mean of `t(k) / t(k-1)` divided by the growth of the
///   counts, over up to [`GROWTH_PAIRS`] consecutive boards up to `b` both
///   searched and of at least [`MIN_BASE_MS`] (clamped to
///   [`CORRECTION_RANGE`]; 1 without them):
///   `t(n) = t(b) · (total(n) / total(b)) · correction^(n-b)`;
/// - **the join**: the time grows like the join's recorded work
///   ([`JOIN_WORK`]): `t(n) = t(b) · work(n) / work(b)`.
pub fn estimate(measured: &[Measured], n: usize, workers: usize) -> Option<Estimate> {
    let method = method(n);
    let (ms, base_n, base_ms, correction) = board_ms(measured, n, method, workers)?;
    let up_to_ms = (1..=n)
        .filter_map(|k| board_ms(measured, k, self::method(k), workers))
        .map(|(ms, ..)| ms)
        .sum();
    let rows = n.abs_diff(base_n) as f64;
    Some(Estimate {
        n,
        method,
        ms,
        up_to_ms,
        base_n,
        base_ms,
        correction: correction.unwrap_or(1.0),
        correction_measured: correction.is_some(),
        // The mean factor per row, as exp(ln(ratio) / rows): `ln` and `exp`
        // are already in the page's wasm for the correction above, `powf`
        // would add its own 2 KB.
        growth: if rows > 0.0 {
            ((ms / base_ms).ln() / rows).exp()
        } else {
            1.0
        },
    })
}

/// The method whose calibration board must be counted before the
/// estimate of an `n`-board (of every board from [`LARGE_N`] to `n` when
/// `up_to`): one of theirs that nothing measured here
/// calibrates. `None`: the estimate can be made.
pub fn calibration_needed(measured: &[Measured], n: usize, up_to: bool) -> Option<Method> {
    calibrations_needed(measured, n, up_to).first().copied()
}

/// Every method whose calibration board must be counted before the estimate
/// (see [`calibration_needed`], which is the first of them), in the order
/// they are counted: the page's stage of measuring holds them all.
pub fn calibrations_needed(measured: &[Measured], n: usize, up_to: bool) -> Vec<Method> {
    let from = if up_to { LARGE_N.min(n) } else { n };
    let mut out = Vec::new();
    for m in (from..=n).map(method) {
        if !out.contains(&m) && base(measured, n, m).is_none() {
            out.push(m);
        }
    }
    out
}

/// A duration rounded to one unit that a person reads at a glance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span {
    /// Under a second.
    UnderASecond,
    Seconds(u64),
    Minutes(u64),
    Hours(u64),
    Days(u64),
    Years(u64),
}

/// Rounds `ms` to the unit that fits: seconds below 90 s, minutes below
/// 90 min, hours below 48 h, days below two years, then years.
pub fn span(ms: f64) -> Span {
    let s = if ms.is_finite() {
        ms / 1000.0
    } else {
        f64::MAX
    };
    let round = |x: f64| x.round().max(1.0) as u64;
    if s < 1.0 {
        Span::UnderASecond
    } else if s < 90.0 {
        Span::Seconds(round(s))
    } else if s < 90.0 * 60.0 {
        Span::Minutes(round(s / 60.0))
    } else if s < 48.0 * 3600.0 {
        Span::Hours(round(s / 3600.0))
    } else if s < 2.0 * 365.25 * 86400.0 {
        Span::Days(round(s / 86400.0))
    } else {
        Span::Years(round(s / (365.25 * 86400.0)))
    }
}

/// The published `(total, unique)` counts for `n`, `None` outside `1..=27`
/// (read once, in the solver).
/// What a running count is doing, as the page shows it: each stage has its
/// own label and its own progress, which never goes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Counting board `n` by `method` to measure this device before the
    /// estimate of a large board: stage `step` of `steps` (the count itself
    /// is the last).
    Measuring {
        n: usize,
        method: Method,
        step: usize,
        steps: usize,
    },
    /// Counting board `n` (of `1..=last` when `up_to`); `step` of `steps`
    /// when it was measured for first (`None`: it was not).
    Counting {
        n: usize,
        up_to: Option<usize>,
        step: Option<(usize, usize)>,
    },
}

impl Stage {
    /// The `data-stage` of the page's stage.
    pub fn id(self) -> &'static str {
        match self {
            Stage::Measuring { .. } => "measuring",
            Stage::Counting { .. } => "counting",
        }
    }
}

pub use solver::published::counts as reference;

#[cfg(test)]
mod tests {
    use super::*;
    use solver::count::{count, count_task, Classes};
    use solver::plan::count_job;

    #[test]
    fn reading_n() {
        assert_eq!(CountN::parse("12").map(CountN::get), Ok(12));
        assert_eq!(CountN::parse(" 7 ").map(CountN::get), Ok(7));
        assert_eq!(CountN::parse("027").map(CountN::get), Ok(27));
        assert_eq!(CountN::parse("1").map(CountN::get), Ok(1));
        assert_eq!(CountN::parse(""), Err(NError::Empty));
        assert_eq!(CountN::parse("   "), Err(NError::Empty));
        assert_eq!(CountN::parse("１２").map(CountN::get), Ok(12));
        assert_eq!(CountN::parse("\u{3000}２７").map(CountN::get), Ok(27));
        for bad in ["abc", "12a", "-3", "+5", "1.5", "1e2", "１２ａ", "0x10"] {
            assert_eq!(CountN::parse(bad), Err(NError::NotWhole), "{bad}");
        }
        for (bad, shown) in [("0", "0"), ("28", "28"), (" 000 ", "000")] {
            assert_eq!(CountN::parse(bad), Err(NError::OutOfRange(shown.into())));
        }
        let huge = "99999999999999999999999999";
        assert_eq!(CountN::parse(huge), Err(NError::OutOfRange(huge.into())));
    }

    /// A `CountN` is in the page's range whichever way it is made.
    #[test]
    fn count_n_is_in_range() {
        assert_eq!(CountN::DEFAULT.get(), DEFAULT_COUNT_N);
        assert!(COUNT_N.contains(&DEFAULT_COUNT_N));
        assert_eq!(CountN::clamped(0).get(), 1);
        assert_eq!(CountN::clamped(40).get(), 27);
        assert_eq!(CountN::clamped(usize::MAX).get(), 27);
        for n in 0..=40 {
            let parsed = CountN::parse(&n.to_string()).ok();
            assert_eq!(parsed.is_some(), COUNT_N.contains(&n), "{n}");
            if let Some(p) = parsed {
                assert_eq!(p, CountN::clamped(n));
            }
        }
    }

    #[test]
    fn hms() {
        assert_eq!(format_hms(0), "00:00:00.000");
        assert_eq!(format_hms(7), "00:00:00.007");
        assert_eq!(format_hms(2_440), "00:00:02.440");
        assert_eq!(format_hms(61_001), "00:01:01.001");
        assert_eq!(format_hms(3_600_000), "01:00:00.000");
        assert_eq!(format_hms(86_399_999), "23:59:59.999");
        assert_eq!(format_hms(86_400_000), "1d 00:00:00.000");
        assert_eq!(
            format_hms(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_789),
            "3d 04:05:06.789"
        );
        assert!(format_hms(u64::MAX).starts_with("213503982334d "));
        assert_eq!(whole_ms(2.5), 3);
        assert_eq!(whole_ms(-1.0), 0);
        assert_eq!(whole_ms(f64::NAN), 0);
    }

    #[test]
    fn progress_and_time_left() {
        assert_eq!(permille(0, 456), 0);
        assert_eq!(permille(228, 456), 500);
        assert_eq!(permille(455, 456), 997);
        assert_eq!(permille(456, 456), 1000);
        assert_eq!(permille(0, 0), 1000);
        assert_eq!(permille(9, 3), 1000);
        assert_eq!(permille(u64::MAX - 1, u64::MAX), 999);
        let mut rate = Rate::default();
        for at in [1000.0, 1100.0, 1200.0] {
            rate.record(at, 10);
        }
        assert_eq!(
            rate,
            Rate {
                done: 3,
                first_ms: 1000.0,
                last_ms: 1200.0,
                work: 20,
            }
        );
        // Too few last-stage jobs: the model, or nothing.
        assert_eq!(eta_ms(2000.0, 500, rate, 2, None), None);
        assert_eq!(eta_ms(2000.0, 500, rate, 2, Some(5000.0)), Some(3000.0));
        assert_eq!(
            eta_ms(6000.0, 500, rate, 2, Some(5000.0)),
            None,
            "the model is already wrong"
        );
        rate.record(1300.0, 10);
        assert_eq!(
            eta_ms(2000.0, 500, rate, 2, None),
            Some(5000.0),
            "10 work in 100 ms"
        );
        assert_eq!(eta_ms(2000.0, 500, rate, 3, None), None, "two per worker");
        assert_eq!(eta_ms(500.0, 500, rate, 2, None), None, "too early");
        assert_eq!(eta_ms(2000.0, 0, Rate::default(), 2, None), Some(0.0));
    }

    /// The time left counts work, not jobs: jobs of very different sizes
    /// completing at a steady pace of work give the right time left, where
    /// counting them would be several times off.
    #[test]
    fn the_time_left_counts_work_not_jobs() {
        // Ten large jobs first (100 each), then 90 small ones (10 each),
        // one unit of work a millisecond.
        let sizes: Vec<u64> = (0..100).map(|i| if i < 10 { 100 } else { 10 }).collect();
        let total: u64 = sizes.iter().sum();
        let mut rate = Rate::default();
        let (mut at, mut done) = (0.0, 0);
        for &w in &sizes[..20] {
            at += w as f64;
            done += w;
            rate.record(at, w);
        }
        let left = eta_ms(at, total - done, rate, 2, None).expect("known");
        assert!((left - (total - done) as f64).abs() < 1e-6, "{left}");
        // By jobs: 80 left at the mean interval of the first 20, 4 times too long.
        let by_jobs = 80.0 * (at - 100.0) / 19.0;
        assert!(by_jobs > 4.0 * left, "{by_jobs} vs {left}");
    }

    /// A meter's progress never goes back, whatever the order the jobs
    /// complete in, and ends at 1000 exactly when every job is done.
    #[test]
    fn a_meter_is_monotone_over_any_order_of_completions() {
        let mut seed = 0x2545_F491_4F6C_DD1D_u64;
        let mut next = |k: usize| {
            seed ^= seed >> 12;
            seed ^= seed << 25;
            seed ^= seed >> 27;
            (seed.wrapping_mul(0x2545_F491_4F6C_DD1D) % k as u64) as usize
        };
        for n in [8, 12, 15, 16, 17, 19, 21] {
            let jobs = plan(n);
            let work = job_work(n, &jobs);
            assert!(work.iter().all(|&w| w >= 1));
            for _ in 0..4 {
                let mut order: Vec<usize> = (0..jobs.len()).collect();
                for i in (1..order.len()).rev() {
                    order.swap(i, next(i + 1));
                }
                let mut m = Meter::new(n, &jobs);
                let of = m.work().of;
                assert_eq!(of, work.iter().sum::<u64>());
                let mut last = m.work().permille();
                assert_eq!(last, 0);
                for (k, &i) in order.iter().enumerate() {
                    m.complete(i, k as f64);
                    // Again: nothing changes.
                    m.complete(i, k as f64);
                    let now = m.work().permille();
                    assert!(now >= last, "n = {n}: {now} after {last}");
                    assert_eq!(now == 1000, k + 1 == order.len(), "n = {n}");
                    last = now;
                }
                assert!(m.is_done());
                assert_eq!(m.jobs(), (jobs.len(), jobs.len()));
            }
        }
    }

    /// The search's tasks by decreasing distance: the first half of them
    /// weighs more than the second, coarse (n = 16) or deep (n = 21, each
    /// sharing its coarse ancestor's estimate); the join's pieces weigh the
    /// row sets they join, which gather in the first runs.
    #[test]
    fn the_first_jobs_weigh_more() {
        for (n, method) in [
            (16, Method::Search),
            (21, Method::Search),
            (17, Method::Join),
        ] {
            let jobs = plan_by(n, method);
            let mut m = Meter::new(n, &jobs);
            for i in 0..jobs.len() / 2 {
                m.complete(i, 0.0);
            }
            assert!(
                m.work().permille() > 500,
                "n = {n}: {}",
                m.work().permille()
            );
        }
    }

    #[test]
    fn pool() {
        assert_eq!(pool_size(8.0), 8);
        assert_eq!(pool_size(1.0), 1);
        assert_eq!(pool_size(0.0), 1);
        assert_eq!(pool_size(f64::NAN), 1);
        assert_eq!(pool_size(1000.0), MAX_WORKERS);
    }

    fn searched(n: usize, ms: f64) -> Measured {
        Measured {
            n,
            method: Method::Search,
            ms,
        }
    }

    fn joined(n: usize, ms: f64) -> Measured {
        Measured {
            n,
            method: Method::Join,
            ms,
        }
    }

    #[test]
    fn the_method_of_a_board_is_the_plan_s() {
        for workers in [1, 2, 6, 7, 12, 32] {
            for n in 1..=27 {
                let m = method(n);
                let joins = matches!(plan(n).first(), Some(Job::Join(_)));
                assert_eq!(m == Method::Join, joins, "n = {n}, {workers} workers");
            }
        }
        assert_eq!(join_range(), 16..=20);
        assert_eq!(method(15), Method::Search);
        assert_eq!(method(20), Method::Join);
        assert_eq!(method(21), Method::Search);
        // The device decides how many workers join, never the method.
        assert_eq!(counting_workers(20, Method::Join, 8), 6);
        assert_eq!(counting_workers(20, Method::Join, 2), 2);
        assert_eq!(counting_workers(20, Method::Search, 8), 8);
        assert_eq!(counting_workers(20, Method::Join, 0), 1);
        for m in [Method::Search, Method::Join] {
            // Each method is calibrated on a board it counts, below LARGE_N.
            assert!(calibration_n(m) < LARGE_N);
        }
        assert_eq!(method(JOIN_CALIBRATION_N), Method::Join);
    }

    #[test]
    fn estimates() {
        let total = |k: usize| reference(k).unwrap().0 as f64;
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
        assert_eq!(estimate(&[], 20, 2), None);
        // Too short to extrapolate from.
        assert_eq!(
            estimate(&[searched(12, 5.0), searched(13, 20.0)], 22, 2),
            None
        );
        // One usable measurement: the search's time grows like the counts.
        let e = estimate(&[searched(12, 5.0), searched(16, 400.0)], 21, 2).unwrap();
        assert_eq!(
            (e.method, e.base_n, e.correction, e.correction_measured),
            (Method::Search, 16, 1.0, false)
        );
        assert!(close(e.ms, 400.0 * total(21) / total(16)));
        assert!(close(e.growth, (total(21) / total(16)).powf(0.2)));
        // A join board is not a base for the search, and the other way round.
        let m = [joined(17, 1000.0)];
        assert_eq!(estimate(&m, 22, 2), None);
        assert_eq!(calibration_needed(&m, 22, false), Some(Method::Search));
        assert_eq!(calibration_needed(&m, 19, false), None);
        let m = [searched(16, 400.0)];
        assert_eq!(estimate(&m, 19, 2), None);
        assert_eq!(calibration_needed(&m, 19, false), Some(Method::Join));
        // On seven workers n = 20 is still joined, by six of them (their
        // tables fill the memory): each has 7/6 of the work it had at 17.
        let e = estimate(&[joined(17, 1000.0)], 20, 7).unwrap();
        assert_eq!(e.method, Method::Join);
        assert!(close(
            e.ms,
            1000.0 * JOIN_WORK[5] / JOIN_WORK[2] * 7.0 / 6.0
        ));
        // The join's time grows like its recorded work, not like the counts.
        let e = estimate(&[joined(17, 1000.0)], 20, 2).unwrap();
        assert_eq!((e.method, e.base_n), (Method::Join, 17));
        assert!(close(e.ms, 1000.0 * JOIN_WORK[5] / JOIN_WORK[2]));
        assert!(e.ms < 1000.0 * total(20) / total(17) / 2.0);
        // Boards below the calibration board are no base (their start-up is
        // most of their time, and they are far from the boards estimated).
        let e = estimate(&[joined(16, 300.0), joined(17, 1000.0)], 18, 2).unwrap();
        assert_eq!(e.base_n, 17);
        assert_eq!(estimate(&[joined(16, 300.0)], 18, 2), None);
        assert_eq!(estimate(&[searched(14, 300.0)], 21, 2), None);
        // The calibration board is a base however short it took.
        let e = estimate(&[joined(17, 10.0)], 18, 2).unwrap();
        assert_eq!(e.base_n, 17);
        // 1..n: every board by its own method; those of an uncalibrated
        // method are left out.
        let m = [joined(17, 1000.0), searched(16, 400.0)];
        let e = estimate(&m, 22, 2).unwrap();
        let part = |k: usize| estimate(&m, k, 2).unwrap().ms;
        let sum: f64 = (1..=22).map(part).sum();
        assert!(close(e.up_to_ms, sum));
        assert!(e.up_to_ms > e.ms + part(20));
        assert_eq!(calibration_needed(&m, 22, true), None);
        assert_eq!(calibration_needed(&m[..1], 22, true), Some(Method::Search));
        assert_eq!(calibration_needed(&m[1..], 22, true), Some(Method::Join));
        // Consecutive searched boards that grew 10 % faster than the counts:
        // 1.1 per row.
        let t15 = 100.0;
        let t16 = t15 * total(16) / total(15) * 1.1;
        let e = estimate(&[searched(15, t15), searched(16, t16)], 21, 2).unwrap();
        assert!(e.correction_measured && close(e.correction, 1.1));
        assert!(close(e.ms, t16 * total(21) / total(16) * 1.1f64.powi(5)));
        // A wild ratio is clamped.
        let e = estimate(&[searched(15, 100.0), searched(16, 100.0 * 50.0)], 21, 2).unwrap();
        assert_eq!(e.correction, CORRECTION_RANGE.1);
        // The latest measurement of a board counts.
        let e = estimate(&[searched(21, 7e5), searched(21, 9e5)], 21, 2).unwrap();
        assert_eq!((e.ms, e.growth), (9e5, 1.0));
        // n = 27 from n = 16: the growth of the counts rises, about 8 a row.
        let e = estimate(&[searched(16, 1000.0)], 27, 2).unwrap();
        assert!(e.growth > 7.5 && e.growth < 8.5, "{}", e.growth);
    }

    /// The benchmark's records (`scripts/bench-count.sh --estimate`, one
    /// row per count in Chromium): the model, made from the board the page
    /// measured before the count (its calibration board, by the same
    /// method), predicts the count's time within a factor of 2. A change
    /// of the model (or of [`JOIN_WORK`]) is checked against every
    /// recorded count, on every machine recorded, but those measured while
    /// the machine ran more than four times as much work as the count has
    /// workers (a load above `4 × workers`): what else ran, and when it
    /// stopped, set their times, and no model of the count can. They stay
    /// in the record.
    #[test]
    fn the_model_is_within_a_factor_of_two_of_the_recorded_times() {
        let data = include_str!("../../../record/count-estimate.tsv");
        let mut lines = data.lines();
        assert_eq!(
            lines.next(),
            Some("date\tcommit\tmachine\tload\tn\tmethod\tworkers\tbase_n\tbase_worker_s\testimate_s\tactual_s")
        );
        let mut boards = Vec::new();
        for line in lines.filter(|l| !l.trim().is_empty()) {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 11, "{line}");
            let num = |i: usize| {
                f[i].parse::<f64>()
                    .unwrap_or_else(|_| panic!("column {i} is no number: {line}"))
            };
            let (n, workers, base_n) = (num(4) as usize, num(6) as usize, num(7) as usize);
            // The load average at the start and at the end of the count.
            let load = f[3].split('-').map(|l| {
                l.parse::<f64>()
                    .unwrap_or_else(|_| panic!("column 3 is no load range: {line}"))
            });
            if load.fold(0.0, f64::max) > 4.0 * workers as f64 {
                continue;
            }
            let recorded = Method::from_id(f[5]).unwrap_or_else(|| panic!("{line}"));
            assert_eq!(recorded, method(n), "{line}");
            let measured = [Measured {
                n: base_n,
                method: recorded,
                ms: num(8) * 1000.0,
            }];
            assert_eq!(calibration_needed(&measured, n, false), None);
            let e = estimate(&measured, n, workers).expect("an estimate");
            let ratio = e.ms / 1000.0 / num(10);
            assert!(
                (0.5..=2.0).contains(&ratio),
                "n = {n}: the model says {:.1} s, the count took {} s: {line}",
                e.ms / 1000.0,
                f[10]
            );
            boards.push(n);
        }
        // The boards the page joins from LARGE_N on that this machine counts
        // in minutes are recorded.
        for n in [18, 19] {
            assert!(boards.contains(&n), "no record of n = {n}");
        }
    }

    #[test]
    fn spans() {
        assert_eq!(span(0.0), Span::UnderASecond);
        assert_eq!(span(999.0), Span::UnderASecond);
        assert_eq!(span(1000.0), Span::Seconds(1));
        assert_eq!(span(89_000.0), Span::Seconds(89));
        assert_eq!(span(90_000.0), Span::Minutes(2));
        assert_eq!(span(3_600_000.0), Span::Minutes(60));
        assert_eq!(span(6_000_000.0), Span::Hours(2));
        assert_eq!(span(3.0 * 86_400_000.0), Span::Days(3));
        assert_eq!(span(1e15), Span::Years(31_688));
        assert_eq!(span(f64::INFINITY), Span::Years(u64::MAX));
    }

    #[test]
    fn the_page_counts_with_the_workers_plan() {
        for n in (1..=12).chain([15, 16]) {
            let c: Classes = plan(n).iter().map(|j| count_job(n, j)).sum();
            assert_eq!(
                Some((c.total(), c.unique())),
                reference(n),
                "n = {n}: the published counts"
            );
            if n <= 12 {
                assert_eq!(c, count(n), "n = {n}");
                let gpu: Classes = gpu_plan(n).iter().map(|t| count_task(n, t)).sum();
                assert_eq!(gpu, c, "n = {n}: the GPU's plan");
            }
        }
        assert!(matches!(plan(14)[0], Job::Search(_)));
        assert!(
            matches!(plan(15)[0], Job::Search(_)),
            "the search is faster at 15"
        );
        assert!(plan(16).iter().all(|j| matches!(j, Job::Join(_))));
        // The join's tables, one copy per worker, within 512 MB (11, 16,
        // 44 and 84 MB a worker with the chunk tables' entries).
        for (n, most) in [(17, 46), (18, 32), (19, 11), (20, 6)] {
            assert!(matches!(plan(n)[0], Job::Join(_)), "n = {n}");
            assert_eq!(counting_workers(n, Method::Join, most), most, "n = {n}");
            assert_eq!(counting_workers(n, Method::Join, most + 1), most, "n = {n}");
            assert_eq!(counting_workers(n, Method::Search, most + 1), most + 1);
        }
        assert_eq!(plan_by(19, Method::Search).len(), gpu_plan(19).len());
        assert!(matches!(plan(21)[0], Job::Search(_)));
        assert_eq!(gpu_plan(16), solver::count::tasks(16));
        assert!(gpu_plan(19)
            .iter()
            .all(|t| t.depth as usize == solver::count::TASK_MAX_ROWS));
    }

    #[test]
    fn reports_start_after_the_first_half_second_then_every_quarter() {
        let mut clock = ReportClock::new(1000.0);
        // Nothing in the first half second, however often answers come.
        for t in [1000.0, 1100.0, 1250.0, 1499.0] {
            assert!(!clock.due(t), "no report at {t}");
        }
        assert!(clock.due(1500.0));
        // Then at most every REPORT_MS, counted from the last report.
        assert!(!clock.due(1600.0));
        assert!(!clock.due(1749.0));
        assert!(clock.due(1790.0));
        assert!(!clock.due(2039.0));
        assert!(clock.due(2040.0));
        // A long gap gives one report, not a backlog.
        assert!(clock.due(9000.0));
        assert!(!clock.due(9001.0));
        // Progress shown by other means puts the next report off...
        clock.shown(9200.0);
        assert!(!clock.due(9300.0));
        assert!(clock.due(9450.0));
        // ...but never before the first half second.
        let mut clock = ReportClock::new(0.0);
        clock.shown(10.0);
        assert!(!clock.due(300.0));
        assert!(clock.due(500.0));
    }
}
