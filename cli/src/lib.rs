//! The bitqueens counter as a native command: the site's counters (the
//! half-board join, [`solver::join`], for n = 15..=23 where its tables
//! fit the memory ([`plan_within`]); the symmetric
//! counter, [`solver::count`], elsewhere) on every core of a workstation, and across machines
//! (shards, merged and checked; checkpoints), for the boards that take too
//! long in a browser tab.
//!
//! The binary (`src/main.rs`) is a thin shell around what is here: the
//! command line ([`args`], clap), the plan ([`plan`]: the solver's one plan
//! rule with the threads' split), the count of tasks on several threads
//! ([`count_each`], [`count_parallel`]), the part files of shards and
//! checkpoints ([`part`]) and their merge ([`merge`]). Counts are exact
//! `u64`; no floating point is involved in counting. Every JSON this
//! command writes gives counts as decimal strings ([`part::decimal`]), so
//! that JavaScript's `JSON.parse` cannot round them.

pub mod args;
pub mod merge;
pub mod part;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

use solver::count::Classes;
use solver::digits::group_digits;
use solver::plan::{count_slice, Job, Split};

pub use args::{parse_n, parse_shard, parse_threads, Cli, Commands, CountArgs, MergeArgs, Shard};

/// The program's version, written into every part and checkpoint.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The jobs of an `n`-board in the order the threads take them: the
/// solver's plan rule with the threads' split ([`Split::THREADS`]: the
/// join's pieces for n = 15..=23 in 16,384 runs, elsewhere the search's
/// tasks, from n = 16 four rows deep; shuffled in a fixed order; see
/// [`solver::plan`] for why). Shards are dealt from this list. The plan
/// of a count whose memory holds the join's tables ([`plan_within`]).
pub fn plan(n: usize) -> Vec<Job> {
    solver::plan::plan(n, Split::THREADS)
}

/// Whether the join's tables of an `n`-board fit `memory_mb` MB
/// ([`solver::join::memory_mb`]: the peak of a whole count, all threads
/// sharing one copy).
pub fn join_fits(n: usize, memory_mb: u64) -> bool {
    solver::join::memory_mb(n).is_some_and(|need| need <= memory_mb)
}

/// The plan of a count allowed `memory_mb` MB: [`plan`] where the join's
/// tables fit, else the search's tasks (the same split, no join).
pub fn plan_within(n: usize, memory_mb: u64) -> Vec<Job> {
    if join_fits(n, memory_mb) {
        plan(n)
    } else {
        search_plan(n)
    }
}

/// The plan of a count that does not join: the search's tasks of
/// [`Split::THREADS`].
pub fn search_plan(n: usize) -> Vec<Job> {
    solver::plan::plan(n, Split::THREADS.searching())
}

/// The plans a part of an `n`-board can come from: [`plan`] and, where it
/// joins, [`search_plan`] (a count whose memory did not hold the tables).
/// `merge` takes the one its parts were made from.
pub fn plans(n: usize) -> Vec<Vec<Job>> {
    let joined = plan(n);
    let searched = search_plan(n);
    if joined == searched {
        vec![joined]
    } else {
        vec![joined, searched]
    }
}

/// The memory this machine has available, in MB (`MemAvailable` of
/// `/proc/meminfo`); `None` where it cannot be read (not Linux). Where
/// `--memory` is not given, the command plans within this.
pub fn available_memory_mb() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    memory_from_meminfo(&text)
}

/// `MemAvailable` of a `/proc/meminfo` text, in MB.
pub fn memory_from_meminfo(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}

/// Counts one job in slices ([`count_slice`]), asking `stop` between two
/// placements of the upper rows or two orbits of the join's row sets (well
/// under a millisecond apart, a few at n = 19). `None` when stopped: the
/// part counted is dropped.
pub fn count_task_stoppable(n: usize, task: &Job, stop: &AtomicBool) -> Option<Classes> {
    let mut sum = Classes::default();
    let mut resume = Vec::new();
    loop {
        let mut ask = |_done: u64| stop.load(Ordering::Relaxed);
        let slice = count_slice(n, task, &resume, &mut ask)
            .expect("a job of the plan, resumed where its slice stopped");
        sum += slice.classes;
        match slice.resume {
            None => return Some(sum),
            // A slice only ends early when asked to stop.
            Some(next) => {
                if stop.load(Ordering::Relaxed) {
                    return None;
                }
                resume = next;
            }
        }
    }
}

/// Counts the tasks `ids` of `list` (a plan of an `n`-board) on `threads`
/// threads, which take them in order from a shared index; `done(id,
/// classes)` is called as each task ends. Returns whether every task was
/// counted (`false`: `stop` was set; the task each thread was in is
/// dropped, the finished ones were reported).
pub fn count_each(
    n: usize,
    list: &[Job],
    ids: &[usize],
    threads: usize,
    stop: &AtomicBool,
    done: &(dyn Fn(usize, Classes) + Sync),
) -> bool {
    let next = AtomicUsize::new(0);
    let worker = || loop {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(&id) = ids.get(i) else {
            return;
        };
        match count_task_stoppable(n, &list[id], stop) {
            Some(classes) => done(id, classes),
            None => return,
        }
    };
    let threads = threads.clamp(1, ids.len().max(1));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(worker);
        }
    });
    !stop.load(Ordering::Relaxed)
}

/// Counts all of `tasks` (an `n`-board's) on `threads` threads; `done()` is
/// called after each task. `None` when `stop` was set before the end (no
/// partial sum is returned).
pub fn count_parallel(
    n: usize,
    tasks: &[Job],
    threads: usize,
    stop: &AtomicBool,
    done: &(dyn Fn() + Sync),
) -> Option<Classes> {
    let sum = Mutex::new(Classes::default());
    let ids: Vec<usize> = (0..tasks.len()).collect();
    let finished = count_each(n, tasks, &ids, threads, stop, &|_, c| {
        *sum.lock().expect("no thread panics holding the sum") += c;
        done();
    });
    finished.then(|| {
        let sum = sum.into_inner().expect("the threads have ended");
        sum.normalized()
    })
}

/// The default number of threads: one per core the system reports.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |p| p.get())
}

/// The result as one line of JSON: `n`, `total`, `unique`, `c2`, `c4`,
/// `c8` (decimal strings: exact in any JSON reader), `seconds`, `threads`.
pub fn json(n: usize, classes: &Classes, seconds: f64, threads: usize) -> String {
    serde_json::to_string(&part::CountJson {
        n,
        total: classes.total(),
        unique: classes.unique(),
        c2: classes.c2,
        c4: classes.c4,
        c8: classes.c8,
        seconds: (seconds * 1000.0).round() / 1000.0,
        threads,
    })
    .expect("a count serializes")
}

/// The result as text for people.
pub fn text(n: usize, classes: &Classes, seconds: f64, threads: usize) -> String {
    let plural = if threads == 1 { "" } else { "s" };
    format!(
        "n = {n}\ntotal   {}\nunique  {}\nC2      {}\nC4      {}\nC8      {}\ntime    {seconds:.3} s on {threads} thread{plural}",
        group_digits(classes.total()),
        group_digits(classes.unique()),
        group_digits(classes.c2),
        group_digits(classes.c4),
        group_digits(classes.c8),
    )
}

#[cfg(test)]
mod memory_tests {
    use super::*;

    #[test]
    fn the_plan_joins_where_the_tables_fit() {
        let info = "MemTotal:       24000000 kB\nMemAvailable:    2097152 kB\n";
        assert_eq!(memory_from_meminfo(info), Some(2048));
        assert_eq!(memory_from_meminfo("MemTotal: 1 kB\n"), None);
        // n = 23's tables take about 2,300 MB: the search below that.
        assert!(join_fits(23, 2_300) && !join_fits(23, 2_299));
        assert_eq!(plan_within(23, 2_299), search_plan(23));
        assert_eq!(plan_within(20, 2_299), plan(20));
        assert!(matches!(plan(20)[0], Job::Join(_)) || matches!(plan(20)[1], Job::Join(_)));
        assert!(search_plan(20).iter().all(|j| matches!(j, Job::Search(_))));
        // Below the join and above it, one plan.
        assert_eq!(plans(14).len(), 1);
        assert_eq!(plans(24).len(), 1);
        assert_eq!(plans(21).len(), 2);
    }
}
