//! The progress of a count: the estimated work of each job, the meter of
//! the jobs done, when the progress is reported, the time left, and the
//! stage the page shows.

use solver::count::Task;
use solver::join::Piece;
use solver::plan::Job;

use super::plan::Method;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::count::math::{plan, plan_by};

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
