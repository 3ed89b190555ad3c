//! The command line, declared with clap's derive: `bitqueens count N ...`
//! and `bitqueens merge PART...`. The value checks are plain functions
//! (tested on their own) that clap calls; their messages are for people.

use std::path::PathBuf;

use bitqueens_core::domain::input::{ascii, whole};
use clap::{Args, Parser, Subcommand};
use solver::count::{CountN, NotCountN};

/// What `bitqueens --help` prints after the list of commands.
const AFTER_HELP: &str = "\
Counting a board on one machine:
  bitqueens count 17
Across machines: count the K shards anywhere (each is independent), then merge:
  bitqueens count 20 --shard 0/4 --out part-0.json    (... up to --shard 3/4)
  bitqueens merge part-*.json
A long count can be stopped (Ctrl-C, or a scheduler's SIGTERM) and resumed:
  bitqueens count 21 --checkpoint n21.ckpt

The plan (which tasks, in which order, dealt to which shard) is a function of
N, the method and the plan's version alone: every machine makes the same one,
whatever its memory or cores.

Environment: BITQUEENS_SIMD=portable|avx2|avx512|neon forces the join's sweep
into one form (for benchmarks and tests; the default is the fastest this
processor has, and the count names the one it used). Every form counts alike.

Exit codes: 0 done; 1 a total that differs from the published count;
2 a bad command line, a method that does not fit the memory, a BITQUEENS_SIMD
that names no form or one this processor lacks (where the join counts: the
search does not read it), or parts or checkpoints that
are missing, duplicated, inconsistent, corrupt or of another plan version; 128 + the signal's number when SIGINT (130, Ctrl-C), SIGTERM
(143) or SIGHUP (129) stopped a count (with --checkpoint, what was counted is
saved first); 141 when stdout was closed (a pipe whose reader ended);
3 when a count finished and printed its result but could not write its
checkpoint or --out file at the end (a shard's part is then printed to stdout
instead). A checkpoint or --out file whose folder cannot be written is refused
before counting (2).";

/// The bitmap N-Queens counter of bitqueens: total and unique solutions of
/// an N x N board, exactly, on every core; in shards across machines.
#[derive(Debug, Parser)]
#[command(name = "bitqueens", version, after_help = AFTER_HELP)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Commands,
}

#[derive(Debug, Subcommand)]
pub enum Commands {
    /// Count the solutions of an N x N board (N from 1 to 27)
    #[command(after_help = COUNT_AFTER_HELP)]
    Count(CountArgs),
    /// Merge the part files of `count --shard`, check them, print the total
    #[command(after_help = MERGE_AFTER_HELP)]
    Merge(MergeArgs),
}

const COUNT_AFTER_HELP: &str = "\
Prints the total and the unique solutions with the symmetry classes C2, C4,
C8 (total = 2*C2 + 4*C4 + 8*C8; unique = C2 + C4 + C8; for n = 1 the single
queen is a class of its own, C1: a board every turn and mirror image leaves as
it is), the method and plan, and whether the count equals the published one
(exit code 1 if not).

The plan: n = 15 to 23 are counted by the half-board join, the others by the
site's symmetric search, unless --method says otherwise; the method is part of
the plan, so every shard of one count must use the same. Memory never changes
it: where the join's tables (n = 20: about 84 MB, 23: about 2,300 MB) do not fit
--memory, the count refuses at once, naming what it needs.

How long: the search's time grows about like the number of solutions, 6 to 10
times per row (n = 15 to 27); the join's is measured in record/count.tsv.

Signals: SIGINT (Ctrl-C), SIGTERM (what scancel, a Slurm time limit, a
preemption and a Kubernetes eviction send first) and SIGHUP stop a count within
about a second; with --checkpoint the finished tasks are saved first. Exit code
128 + the signal's number (130, 143, 129); run the same command to resume.";

const MERGE_AFTER_HELP: &str = "\
Checks that the parts have the same n, version, plan version, method and task
list, that together they cover every task exactly once, and each part's
residues (a corrupted or truncated file is named); a finished checkpoint counts
as its shard's part. Then prints the total and, for n <= 27, whether it equals
the published count. Exit code 2 when a part is missing, duplicated,
unfinished, inconsistent or corrupt; 1 when the total differs from the
published one.";

#[derive(Clone, Debug, PartialEq, Args)]
pub struct CountArgs {
    /// The board size, from 1 to 27
    #[arg(value_parser = parse_n, allow_negative_numbers = true)]
    pub n: usize,
    /// Count on T threads (default: every core the system reports)
    #[arg(short, long, value_name = "T", value_parser = parse_threads)]
    pub threads: Option<usize>,
    /// Print one JSON object (counts as decimal strings) instead of text.
    /// Not with --shard: a shard's part is JSON already
    #[arg(long, conflicts_with = "shard")]
    pub json: bool,
    /// No progress bar (it is also hidden when stderr is not a terminal);
    /// what is said once (resuming, stopped, refused) is still said
    #[arg(short, long)]
    pub quiet: bool,
    /// Count only part I of K (0 <= I < K), balanced by estimated cost, and
    /// write it as a JSON part file for `bitqueens merge`
    #[arg(long, value_name = "I/K", value_parser = parse_shard)]
    pub shard: Option<Shard>,
    /// Write the part file here (atomically) instead of to stdout. A
    /// finished part of this very shard already there is kept (nothing is
    /// counted); any other file there is refused
    #[arg(long, value_name = "FILE", requires = "shard")]
    pub out: Option<PathBuf>,
    /// Replace the file of --out, whatever it holds (the shard is counted,
    /// or resumed from --checkpoint)
    #[arg(long, requires = "out")]
    pub force: bool,
    /// How to count: the half-board join (n = 1 to 23; its tables in memory)
    /// or the symmetric search (any n, little memory). Default: the join
    /// for n = 15 to 23, the search elsewhere. Part of the plan: every shard
    /// of a count must use the same
    #[arg(long, value_name = "METHOD", value_parser = parse_method)]
    pub method: Option<crate::Method>,
    /// Save the finished tasks to FILE every few seconds and on SIGINT
    /// (Ctrl-C), SIGTERM or SIGHUP; run again with the same FILE to resume
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,
    /// Seconds between two saves of the checkpoint
    #[arg(long, value_name = "SECONDS", default_value_t = 5.0,
          value_parser = parse_seconds, requires = "checkpoint")]
    pub checkpoint_every: f64,
    /// The memory the count may take, in MB (default: what the machine, or
    /// its control group, has available). The join needs its tables in
    /// memory (n = 20: about 84 MB, 23: about 2,300 MB); with less, the
    /// count refuses at once. It never changes the method or the plan
    #[arg(long, value_name = "MB", value_parser = parse_memory)]
    pub memory: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Args)]
pub struct MergeArgs {
    /// The part files, one per shard, in any order
    #[arg(value_name = "PART", required = true)]
    pub parts: Vec<PathBuf>,
    /// Print one JSON object (counts as decimal strings) instead of text
    #[arg(long)]
    pub json: bool,
}

/// `--shard I/K`: part `index` of `of`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: usize,
    pub of: usize,
}

/// The most shards a count is cut into.
pub const MAX_SHARDS: usize = 100_000;

// Every number of the command line is read as the site reads a typed
// field ([`whole`]): digits, spaces around and leading zeros allowed, digit
// groups (`1,024`) too, full-width digits as ASCII ones (what a Japanese
// input method types); no sign (`+14` is refused, as on the site).

/// A whole number of the command line ([`whole`]), if it is one that fits.
fn whole_usize(text: &str) -> Option<usize> {
    whole(text).ok().and_then(|v| usize::try_from(v).ok())
}

/// The board size: `solver::count::CountN`'s range and message.
pub fn parse_n(text: &str) -> Result<usize, String> {
    whole_usize(text)
        .and_then(CountN::of)
        .map(CountN::get)
        .ok_or_else(|| NotCountN(format!("'{text}'")).to_string())
}

/// The number of threads: a whole number from 1 to 1024.
pub fn parse_threads(text: &str) -> Result<usize, String> {
    match whole_usize(text) {
        Some(t) if (1..=1024).contains(&t) => Ok(t),
        _ => Err(format!(
            "the number of threads must be a whole number from 1 to 1024, not '{text}'"
        )),
    }
}

/// `--memory MB`: a whole number of MB, at least 1.
pub fn parse_memory(text: &str) -> Result<u64, String> {
    match whole(text) {
        Ok(mb) if mb >= 1 => Ok(mb),
        _ => Err(format!(
            "the memory is a whole number of MB, at least 1, not '{text}'"
        )),
    }
}

/// `--method`: `search` or `join`.
pub fn parse_method(text: &str) -> Result<crate::Method, String> {
    crate::Method::from_id(text.trim())
        .ok_or_else(|| format!("the method is search or join, not '{text}'"))
}

/// `I/K` with `0 <= I < K <= MAX_SHARDS`.
pub fn parse_shard(text: &str) -> Result<Shard, String> {
    let bad = || format!("a shard is written I/K with 0 <= I < K (e.g. 0/4), not '{text}'");
    let read = ascii(text);
    let (i, k) = read.split_once('/').ok_or_else(bad)?;
    let (index, of) = (
        whole_usize(i).ok_or_else(bad)?,
        whole_usize(k).ok_or_else(bad)?,
    );
    if of == 0 || index >= of {
        return Err(bad());
    }
    if of > MAX_SHARDS {
        return Err(format!("at most {MAX_SHARDS} shards, not {of}"));
    }
    Ok(Shard { index, of })
}

/// Seconds between checkpoints: a number from 0.05 to 86,400.
pub fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if (0.05..=86_400.0).contains(&s) => Ok(s),
        _ => Err(format!(
            "the seconds between checkpoints must be from 0.05 to 86400, not '{text}'"
        )),
    }
}
