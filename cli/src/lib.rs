//! The bitqueens counter as a native command: the site's symmetric counter
//! ([`solver::count`]) on every core of a workstation, for the boards that
//! take too long in a browser tab.
//!
//! The binary (`src/main.rs`) is a thin shell around three things here: the
//! command line ([`parse_args`]), the split of a board into tasks
//! ([`plan`]) and the count of those tasks on several threads
//! ([`count_parallel`]). Counts are exact `u64`; no floating point is
//! involved in counting.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use solver::count::{
    count_slice, tasks, tasks_with_depth, Classes, Task, MAX_COUNT_N, TASK_MAX_ROWS,
};

/// The usage text, printed with `--help` and after every bad command line.
pub const USAGE: &str = "\
usage: bitqueens count N [--threads T] [--json] [--quiet]

Counts the solutions of the N-Queens problem on an N x N board (N = 1..=27):
the total and the unique solutions, with the symmetry classes C2, C4, C8
(total = 2*C2 + 4*C4 + 8*C8; unique = C2 + C4 + C8).

  --threads T   count on T threads (default: every core the system reports)
  --json        print one JSON object instead of text
  --quiet       no progress bar (it is also hidden when stderr is not a terminal)
  -h, --help    print this text

Ctrl-C stops a count: nothing is printed as a result and the exit code is 130.
The time grows about tenfold per row: n = 17 takes seconds, n = 20 minutes,
n = 23 hours on a few cores.";

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `-h`, `--help`, `help`.
    Help,
    Count(CountArgs),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountArgs {
    pub n: usize,
    /// `None`: one per core ([`std::thread::available_parallelism`]).
    pub threads: Option<usize>,
    pub json: bool,
    pub quiet: bool,
}

/// Reads the arguments after the program's name. The error is a message for
/// people (the caller adds the usage).
pub fn parse_args<I, S>(args: I) -> Result<Command, String>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let args: Vec<String> = args.into_iter().map(|a| a.as_ref().to_string()).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(Command::Help);
    }
    let mut it = args.iter();
    match it.next().map(String::as_str) {
        None => return Err("no command given".into()),
        Some("help") => return Ok(Command::Help),
        Some("count") => {}
        Some(other) => {
            return Err(format!(
                "unknown command '{other}' (the command is 'count')"
            ))
        }
    }
    let (mut n, mut threads, mut json, mut quiet) = (None, None, false, false);
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        match flag {
            "--json" | "--quiet" | "-q" if inline.is_some() => {
                return Err(format!("{flag} takes no value"));
            }
            "--json" => json = true,
            "--quiet" | "-q" => quiet = true,
            "--threads" | "-t" => {
                let value = match inline {
                    Some(v) => v,
                    None => it
                        .next()
                        .cloned()
                        .ok_or_else(|| format!("{flag} needs a number of threads"))?,
                };
                threads = Some(parse_threads(&value)?);
            }
            f if f.starts_with('-')
                && f.len() > 1
                && !f[1..].starts_with(|c: char| c.is_ascii_digit()) =>
            {
                return Err(format!("unknown option '{arg}'"));
            }
            _ => {
                if n.is_some() {
                    return Err(format!("unexpected argument '{arg}' (one board size only)"));
                }
                n = Some(parse_n(arg)?);
            }
        }
    }
    let n = n.ok_or("count needs a board size N (1..=27)")?;
    Ok(Command::Count(CountArgs {
        n,
        threads,
        json,
        quiet,
    }))
}

/// The board size: a whole number in `1..=27`.
pub fn parse_n(text: &str) -> Result<usize, String> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "N must be a whole number from 1 to {MAX_COUNT_N}, not '{text}'"
        ));
    }
    match t.parse::<usize>() {
        Ok(n) if (1..=MAX_COUNT_N).contains(&n) => Ok(n),
        _ => Err(format!("N must be from 1 to {MAX_COUNT_N}, not {t}")),
    }
}

/// The number of threads: a whole number in `1..=1024`.
pub fn parse_threads(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(t) if (1..=1024).contains(&t) => Ok(t),
        _ => Err(format!(
            "--threads must be a whole number from 1 to 1024, not '{text}'"
        )),
    }
}

/// From this `n` on, every task fixes [`TASK_MAX_ROWS`] rows and the tasks
/// are shuffled ([`plan`]).
pub const DEEP_SPLIT_N: usize = 16;

/// The tasks of an `n`-board, in the order the threads take them.
///
/// Up to `n = 15` (a fraction of a second) the split of [`tasks`], largest
/// first. From [`DEEP_SPLIT_N`] on, every task fixes [`TASK_MAX_ROWS`] rows
/// (7,780 tasks at `n = 16`, 10,912 at 17, 118,902 at 27; the largest is
/// 0.3 % of the work at 16 and 0.09 % at 17), in a fixed pseudo-random
/// order. In the order of [`tasks`] (by decreasing row-0 distance) the
/// first half of the tasks is 90 % of the work, so a progress bar counting
/// tasks would crawl, then race, and its time left would be several times
/// too long at first; shuffled, the share of the tasks done is close to the
/// share of the work, and the tasks are small enough for the threads to end
/// together. (A task costs microseconds to set up here, not a message to a
/// web worker as on the site, so many small tasks are cheap.)
pub fn plan(n: usize) -> Vec<Task> {
    plan_with(n, n >= DEEP_SPLIT_N)
}

/// [`plan`] with the choice of split made by the caller (for the tests):
/// `deep` fixes [`TASK_MAX_ROWS`] rows and shuffles.
pub fn plan_with(n: usize, deep: bool) -> Vec<Task> {
    if !deep {
        return tasks(n);
    }
    let mut list = tasks_with_depth(n, TASK_MAX_ROWS);
    // Fisher-Yates with xorshift64*: the same order on every run.
    let mut state = 0x9E37_79B9_7F4A_7C15_u64 ^ n as u64;
    for i in (1..list.len()).rev() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        let r = state.wrapping_mul(0x2545_F491_4F6C_DD1D);
        list.swap(i, (r % (i as u64 + 1)) as usize);
    }
    list
}

/// Counts one task in slices ([`count_slice`]), asking `stop` between two
/// placements of the upper rows (a few thousand nodes apart: well under a
/// millisecond). `None` when stopped: the part counted is dropped.
pub fn count_task_stoppable(n: usize, task: &Task, stop: &AtomicBool) -> Option<Classes> {
    let mut sum = Classes::default();
    let mut resume = Vec::new();
    loop {
        let mut ask = |_done: u64| stop.load(Ordering::Relaxed);
        let slice = count_slice(n, task, &resume, &mut ask)
            .expect("a task of the plan, resumed where its slice stopped");
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

/// Counts `tasks` of an `n`-board on `threads` threads, which take the
/// tasks in order from a shared index; `done()` is called after each task.
/// `None` when `stop` was set before the end (no partial sum is returned).
pub fn count_parallel(
    n: usize,
    tasks: &[Task],
    threads: usize,
    stop: &AtomicBool,
    done: &(dyn Fn() + Sync),
) -> Option<Classes> {
    let next = AtomicUsize::new(0);
    let worker = || -> Option<Classes> {
        let mut sum = Classes::default();
        loop {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(task) = tasks.get(i) else {
                return Some(sum);
            };
            sum += count_task_stoppable(n, task, stop)?;
            done();
        }
    };
    let threads = threads.clamp(1, tasks.len().max(1));
    let sums: Vec<Option<Classes>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(worker)).collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a counting thread panicked"))
            .collect()
    });
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    sums.into_iter().sum()
}

/// The default number of threads: one per core the system reports.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |p| p.get())
}

/// The result as one line of JSON: `n`, `total`, `unique`, `c2`, `c4`,
/// `c8` (exact integers), `seconds`, `threads`.
pub fn json(n: usize, classes: &Classes, seconds: f64, threads: usize) -> String {
    format!(
        "{{\"n\":{n},\"total\":{},\"unique\":{},\"c2\":{},\"c4\":{},\"c8\":{},\"seconds\":{seconds:.3},\"threads\":{threads}}}",
        classes.total(),
        classes.unique(),
        classes.c2,
        classes.c4,
        classes.c8
    )
}

/// The result as text for people.
pub fn text(n: usize, classes: &Classes, seconds: f64, threads: usize) -> String {
    let plural = if threads == 1 { "" } else { "s" };
    format!(
        "n = {n}\ntotal   {}\nunique  {}\nC2      {}\nC4      {}\nC8      {}\ntime    {seconds:.3} s on {threads} thread{plural}",
        group(classes.total()),
        group(classes.unique()),
        group(classes.c2),
        group(classes.c4),
        group(classes.c8),
    )
}

/// `1234567` as `1,234,567`.
pub fn group(v: u64) -> String {
    let digits = v.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}
