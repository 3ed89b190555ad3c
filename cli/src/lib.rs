//! The bitqueens counter as a native command: the site's counters (the
//! half-board join, [`solver::join`], for n = 15..=23; the symmetric
//! counter, [`solver::count`], elsewhere, or either one chosen with
//! `--method`, [`Method`]) on every core of a workstation, and across
//! machines (shards, merged and checked; checkpoints), for the boards that
//! take too long in a browser tab.
//!
//! The binary (`src/main.rs`) is a thin shell around what is here: the
//! command line ([`args`], clap), the plan ([`plan_by`]: the solver's one
//! plan rule with the threads' split, a function of n and the method
//! alone), the count of tasks on several threads ([`count_each`],
//! [`count_parallel`]), the part files of shards and checkpoints ([`part`])
//! and their merge ([`merge`]). Counts are exact `u64`; no floating point
//! is involved in counting. Every JSON this command writes gives counts as
//! decimal strings ([`part::decimal`]), so that JavaScript's `JSON.parse`
//! cannot round them.

pub mod args;
pub mod merge;
pub mod part;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use solver::count::Classes;
use solver::digits::group_digits;
use solver::join::{Simd, MAX_JOIN_N};
use solver::plan::{count_slice, Job, Joins, Split};

pub use args::{parse_n, parse_shard, parse_threads, Cli, Commands, CountArgs, MergeArgs, Shard};

/// The program's version, written into every part and checkpoint.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The version of the plan rule, written into every part and checkpoint:
/// parts and checkpoints of another version are refused, saying so.
///
/// - 1 (no `plan_version` in the file): the method, and so the task list,
///   depended on the memory of the machine that counted (`--memory`,
///   which defaulted to what the machine had free): two nodes of one count
///   could make parts that do not merge.
/// - 2: the plan is a function of n and the method ([`Method`], the
///   default one of n or `--method`) alone; memory only decides whether
///   the count may start.
pub const PLAN_VERSION: u32 = 2;

/// How a board is counted: the method is part of the plan (parts of one
/// count must share it), chosen by n ([`default_method`]) or explicitly
/// (`--method`), never by the machine.
pub use solver::plan::Method;

/// The method of an `n`-board when none is asked for: the join where the
/// threads' split joins it (n = 15..=23: faster from 15, and its tables
/// fit a workstation up to 23), else the search.
pub fn default_method(n: usize) -> Method {
    Split::THREADS.method(n)
}

/// For people: "the join", "the search".
pub fn method_name(method: Method) -> &'static str {
    match method {
        Method::Search => "the search",
        Method::Join => "the join",
    }
}

/// The threads' split of `method`: [`Split::THREADS`] joining every board
/// the join can count, or searching every board.
pub fn threads_split(method: Method) -> Split {
    match method {
        Method::Join => Split {
            join: Joins::Boards {
                from: 1,
                to: MAX_JOIN_N,
            },
            ..Split::THREADS
        },
        Method::Search => Split::THREADS.searching(),
    }
}

/// The jobs of an `n`-board counted by `method`, in the order the threads
/// take them: the solver's plan rule with the method's split
/// ([`threads_split`]: the join's pieces in 16,384 runs, or the search's
/// tasks, from n = 16 four rows deep; shuffled in a fixed order; see
/// [`solver::plan`] for why). Shards are dealt from this list. A function
/// of `n` and `method` alone: every machine makes the same. The error says
/// why the method cannot count `n` (the join above n = 23).
pub fn plan_by(n: usize, method: Method) -> Result<Vec<Job>, String> {
    if method == Method::Join && n > MAX_JOIN_N {
        return Err(format!(
            "the join counts boards up to n = {MAX_JOIN_N} (its tables would not fit a machine above); n = {n} is counted by the search (--method search, the default there)"
        ));
    }
    Ok(solver::plan::plan(n, threads_split(method)))
}

/// The plan of an `n`-board by its default method ([`default_method`]).
pub fn plan(n: usize) -> Vec<Job> {
    plan_by(n, default_method(n)).expect("the default method counts every n")
}

/// The memory a count of an `n`-board by `method` needs, in MB: the join's
/// tables ([`solver::join::memory_mb`]: the peak of a whole count, all
/// threads sharing one copy); `None` for the search, which needs next to
/// nothing.
pub fn memory_needed_mb(n: usize, method: Method) -> Option<u64> {
    match method {
        Method::Join => solver::join::memory_mb(n),
        Method::Search => None,
    }
}

/// Why a count of an `n`-board by `method` cannot start with `memory_mb` MB
/// (`None`: it can). The memory never changes the plan: a count that does
/// not fit refuses, naming what it needs and the ways out.
pub fn memory_refusal(n: usize, method: Method, memory_mb: u64, given: bool) -> Option<String> {
    let need = memory_needed_mb(n, method)?;
    if need <= memory_mb {
        return None;
    }
    let whence = if given {
        "allowed (--memory)"
    } else {
        "this machine has available (--memory to say otherwise)"
    };
    Some(format!(
        "n = {n} by {} needs about {} MB for its tables, more than the {} MB {whence}. \
Memory never changes the plan (every shard of a count must use one method): \
run it where {} MB are free, or count every shard of it by the search \
(--method search: little memory, slower; its parts do not merge with the join's)",
        method_name(method),
        group_digits(need),
        group_digits(memory_mb),
        group_digits(need),
    ))
}

/// The memory this machine lets the count take, in MB: `MemAvailable` of
/// `/proc/meminfo`, or less where a control group (cgroup v2: a Slurm job's,
/// a Kubernetes pod's) or one above it limits the process to less; `None`
/// where `/proc/meminfo` cannot be read (not Linux). Where `--memory` is not
/// given, the count checks its method's need against this.
pub fn available_memory_mb() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let free = memory_from_meminfo(&text)?;
    let own = std::fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    let rooms = cgroup_paths(&own).into_iter().filter_map(|dir| {
        let read = |name: &str| std::fs::read_to_string(format!("{dir}/{name}")).ok();
        cgroup_room_mb(&read("memory.max")?, &read("memory.current")?)
    });
    Some(rooms.fold(free, u64::min))
}

/// The folders of the process's cgroup v2 (`0::/path` in `/proc/self/cgroup`)
/// and of every cgroup above it, under `/sys/fs/cgroup`.
pub fn cgroup_paths(proc_self_cgroup: &str) -> Vec<String> {
    let Some(path) = proc_self_cgroup.lines().find_map(|l| l.strip_prefix("0::")) else {
        return Vec::new();
    };
    let mut out = vec!["/sys/fs/cgroup".to_string()];
    let mut at = String::from("/sys/fs/cgroup");
    for part in path
        .trim()
        .split('/')
        .filter(|p| !p.is_empty() && *p != "..")
    {
        at = format!("{at}/{part}");
        out.push(at.clone());
    }
    out
}

/// `MemAvailable` of a `/proc/meminfo` text, in MB.
pub fn memory_from_meminfo(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}

/// The room left under a cgroup v2 limit, in MB: `memory.max` (bytes, or
/// `max`: no limit, `None`) less `memory.current`.
pub fn cgroup_room_mb(max: &str, current: &str) -> Option<u64> {
    let max: u64 = max.trim().parse().ok()?;
    let current: u64 = current.trim().parse().unwrap_or(0);
    Some(max.saturating_sub(current) / (1024 * 1024))
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

/// What a finished count reports: its classes and how it was counted.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub n: usize,
    pub classes: Classes,
    pub method: Method,
    /// The form of the join's sweep that counted (the machine's best, or
    /// `BITQUEENS_SIMD`'s); `None` for the search. How fast, never what.
    pub simd: Option<Simd>,
    /// The tasks of the plan.
    pub tasks: usize,
    /// This run's time counting (from its first task: the plan not
    /// included, as benchmarks time it).
    pub seconds: f64,
    /// A resumed count's time over all its runs (`None`: not resumed).
    pub seconds_all_runs: Option<f64>,
    pub threads: usize,
}

impl Report {
    /// The published `(total, unique)` where known (n <= 27).
    pub fn published(&self) -> Option<(u64, u64)> {
        solver::published::counts(self.n)
    }

    /// Whether the count equals the published one (`None`: none published).
    pub fn matches(&self) -> Option<bool> {
        matches_published(self.n, &self.classes)
    }

    /// The result as one line of JSON: `n`, `total`, `unique`, `c1`, `c2`,
    /// `c4`, `c8` (decimal strings: exact in any JSON reader), `method`,
    /// `plan_version`, `tasks`, the published counts and whether they
    /// match (as `merge --json` gives them), `seconds`, `threads`.
    pub fn json(&self) -> String {
        let c = &self.classes;
        let published = self.published();
        serde_json::to_string(&part::CountJson {
            n: self.n,
            total: c.total(),
            unique: c.unique(),
            c1: c.c1,
            c2: c.c2,
            c4: c.c4,
            c8: c.c8,
            method: self.method.id().to_string(),
            simd: self.simd.map(|s| s.name().to_string()),
            plan_version: PLAN_VERSION,
            tasks: self.tasks,
            published_total: published.map(|p| p.0.to_string()),
            published_unique: published.map(|p| p.1.to_string()),
            matches_published: self.matches(),
            seconds: (self.seconds * 1000.0).round() / 1000.0,
            seconds_all_runs: self.seconds_all_runs.map(|s| (s * 1000.0).round() / 1000.0),
            threads: self.threads,
        })
        .expect("a count serializes")
    }

    /// The result as text for people.
    pub fn text(&self) -> String {
        let plural = if self.threads == 1 { "" } else { "s" };
        format!(
            "n = {}\n{}\nmethod  {} (plan version {PLAN_VERSION}, {} task{}{})\ncheck   {}\ntime    {:.3} s on {} thread{plural}{}",
            self.n,
            classes_text(&self.classes),
            method_name(self.method),
            group_digits(self.tasks as u64),
            if self.tasks == 1 { "" } else { "s" },
            self.simd
                .map_or(String::new(), |s| format!("; sweep: {}", s.name())),
            check_text(self.n, &self.classes),
            self.seconds,
            self.threads,
            self.seconds_all_runs.map_or(String::new(), |all| format!(
                " (this run, resumed; {all:.3} s over all runs)"
            )),
        )
    }
}

/// Whether `classes` of an `n`-board equal the published total and unique
/// (`None`: none published).
pub fn matches_published(n: usize, classes: &Classes) -> Option<bool> {
    solver::published::counts(n).map(|p| p == (classes.total(), classes.unique()))
}

/// The check against the published count, for people (`count` and `merge`).
pub fn check_text(n: usize, classes: &Classes) -> String {
    match (solver::published::counts(n), matches_published(n, classes)) {
        (Some(_), Some(true)) => "matches the published count (OEIS A000170, A002562)".into(),
        (Some((t, u)), _) => format!(
            "DIFFERS from the published count: total {}, unique {}",
            group_digits(t),
            group_digits(u)
        ),
        _ => "no published count to compare with".into(),
    }
}

/// The total, unique and classes, one a line (`count` and `merge`). `C1`
/// (a board every turn and mirror leaves as it is: n = 1's single queen,
/// the only one) is written where there is one.
pub fn classes_text(c: &Classes) -> String {
    let c1 = if c.c1 > 0 {
        format!(
            "C1      {}   (a board every turn and mirror image leaves as it is)\n",
            group_digits(c.c1)
        )
    } else {
        String::new()
    };
    format!(
        "total   {}\nunique  {}\n{c1}C2      {}\nC4      {}\nC8      {}",
        group_digits(c.total()),
        group_digits(c.unique()),
        group_digits(c.c2),
        group_digits(c.c4),
        group_digits(c.c8),
    )
}

/// The progress bar's time left: from this run's pace (`start` of `len`
/// tasks were done before it began, `pos` are now), "not known yet" until
/// one task of this run has ended, never "0 s" at the start.
pub fn time_left(elapsed: Duration, start: u64, pos: u64, len: u64) -> String {
    if pos >= len {
        return "done".into();
    }
    if pos <= start || elapsed.is_zero() {
        return "time left not known yet".into();
    }
    let per_task = elapsed.as_secs_f64() / (pos - start) as f64;
    let left = Duration::from_secs_f64(per_task * (len - pos) as f64);
    format!("about {} left", indicatif::HumanDuration(left))
}

#[cfg(test)]
mod memory_tests {
    use super::*;

    #[test]
    fn memory_decides_whether_a_count_starts_never_its_plan() {
        let info = "MemTotal:       24000000 kB\nMemAvailable:    2097152 kB\n";
        assert_eq!(memory_from_meminfo(info), Some(2048));
        assert_eq!(memory_from_meminfo("MemTotal: 1 kB\n"), None);
        assert_eq!(cgroup_room_mb("max\n", "123"), None);
        assert_eq!(cgroup_room_mb("268435456\n", "67108864\n"), Some(192));
        assert_eq!(
            cgroup_paths("0::/system.slice/slurmstepd.scope/job_7\n"),
            [
                "/sys/fs/cgroup",
                "/sys/fs/cgroup/system.slice",
                "/sys/fs/cgroup/system.slice/slurmstepd.scope",
                "/sys/fs/cgroup/system.slice/slurmstepd.scope/job_7"
            ]
        );
        assert_eq!(cgroup_paths("0::/\n"), ["/sys/fs/cgroup"]);
        assert!(cgroup_paths("12:memory:/x\n").is_empty(), "cgroup v1: none");
        // n = 23's tables take about 2,300 MB: below that the join refuses,
        // naming what it needs and the ways out; the search needs nothing.
        assert_eq!(memory_refusal(23, Method::Join, 2_300, true), None);
        let no = memory_refusal(23, Method::Join, 2_299, true).unwrap();
        assert!(
            no.contains("2,300 MB") && no.contains("2,299 MB allowed (--memory)"),
            "{no}"
        );
        assert!(no.contains("--method search"), "{no}");
        assert_eq!(memory_refusal(23, Method::Search, 1, true), None);
        // The default method: the join for n = 15..=23 only.
        let joined: Vec<usize> = (1..=27)
            .filter(|&n| default_method(n) == Method::Join)
            .collect();
        assert_eq!(joined, (15..=23).collect::<Vec<_>>());
        // The plan by the default join is the threads' split's, unchanged.
        assert_eq!(plan(20), solver::plan::plan(20, Split::THREADS));
        assert!(plan_by(20, Method::Search)
            .unwrap()
            .iter()
            .all(|j| matches!(j, Job::Search(_))));
        assert!(plan_by(12, Method::Join)
            .unwrap()
            .iter()
            .all(|j| matches!(j, Job::Join(_))));
        assert!(plan_by(24, Method::Join)
            .unwrap_err()
            .contains("up to n = 23"));
    }

    #[test]
    fn the_time_left_waits_for_a_task_of_this_run() {
        let s = Duration::from_secs;
        assert_eq!(time_left(s(0), 0, 0, 100), "time left not known yet");
        assert_eq!(time_left(s(3), 40, 40, 100), "time left not known yet");
        assert_eq!(time_left(s(10), 40, 50, 100), "about 50 seconds left");
        assert_eq!(time_left(s(10), 0, 100, 100), "done");
    }
}
