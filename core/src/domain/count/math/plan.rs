//! Which method counts a board, on how many of the pool's workers, with
//! which jobs: the solver's one plan rule with the Web Workers' split.

use solver::count::Task;
use solver::plan::{Job, Split};

/// More workers than this gain nothing on a page (and cost memory).
pub const MAX_WORKERS: usize = 32;

/// The memory all the counting workers of the page may take together, in
/// MB: the join's tables are per worker ([`solver::join::memory_mb`]).
pub const WORKERS_MEMORY_MB: u64 = 512;

/// How the page's workers count a board: the solver's [`Method`], named by
/// its id in the estimate's `data-method` and the benchmark's records.
pub use solver::plan::Method;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::count::math::{calibration_n, reference, JOIN_CALIBRATION_N, LARGE_N};
    use solver::count::{count, count_task, Classes};
    use solver::plan::count_job;

    #[test]
    fn pool() {
        assert_eq!(pool_size(8.0), 8);
        assert_eq!(pool_size(1.0), 1);
        assert_eq!(pool_size(0.0), 1);
        assert_eq!(pool_size(f64::NAN), 1);
        assert_eq!(pool_size(1000.0), MAX_WORKERS);
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
}
