//! Part files (what `count --shard I/K` writes) and checkpoints (what
//! `count --checkpoint FILE` saves): one JSON format for both.
//!
//! A part names its tasks by their index in the plan ([`crate::plan`]) and
//! carries the plan's hash, so that parts made by another plan are refused.
//! It holds the count of every one of its tasks and the sums of them, and,
//! so that a changed digit, a removed task or a cut file is detected, five
//! residues: for each of `total`, `c2`, `c4`, `c8`, `c8_boards`, the sum over its tasks
//! of `(count + 1) * w(id)` modulo the prime 2^61 - 1, where `w` is a fixed
//! pseudo-random weight of the task's index ([`weight`]). Counts, sums and
//! residues are decimal strings ([`decimal`]).
//!
//! ```json
//! {"format":"bitqueens-part","version":"0.1.0","plan_version":2,"method":"search",
//!  "n":14,"shard":1,"of":4,"plan_tasks":151,"plan_hash":"5e1f0c2d9a7b3e48","task_ids":[3,9,...],
//!  "total":"91399","unique":"11438","c2":"0","c4":"..","c8":"..","c8_boards":"0",
//!  "residues":{"total":"..","c2":"..","c4":"..","c8":"..","c8_boards":".."},
//!  "per_task":[{"id":3,"total":"812","c2":"0","c4":"3","c8":"100","c8_boards":"0"},...],
//!  "seconds":0.021,"threads":2}
//! ```
//!
//! `c8_boards` are boards of orbits of eight counted one by one (the
//! half-board join's, see [`Classes`]): a shard's sum of them need not be
//! a multiple of 8, its `unique` counts the whole orbits among them, and
//! the merge folds them into `c8`.
//!
//! `plan_version` is [`crate::PLAN_VERSION`] and `method` the method the
//! plan is of ([`crate::Method`]): a file of another plan version (or of
//! none: before version 2, the plan depended on the machine's memory) is
//! refused, saying why.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};
use solver::count::{Classes, CountN};
use solver::plan::{plan_hash, Job};

use crate::method_name;

/// `format` of a finished shard's part.
pub const FORMAT_PART: &str = "bitqueens-part";
/// `format` of a checkpoint (the tasks finished so far).
pub const FORMAT_CHECKPOINT: &str = "bitqueens-checkpoint";

/// The prime the residues are taken modulo: 2^61 - 1.
pub const MODULUS: u64 = (1 << 61) - 1;

/// Counts as decimal strings in JSON, for serde's `with`: a JSON number
/// above 2^53 is rounded by JavaScript's `JSON.parse` (the total of n = 24
/// and above), a string never is. Reading accepts only a string of digits.
pub mod decimal {
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(v)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let text = String::deserialize(d)?;
        if text.is_empty() || text.len() > 20 || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(D::Error::custom(format!(
                "a count must be a string of digits, not \"{text}\""
            )));
        }
        text.parse()
            .map_err(|_| D::Error::custom(format!("{text} does not fit 64 bits")))
    }
}

/// The weight of task `id` in the residues: splitmix64 of the index,
/// reduced to `1..MODULUS`.
pub fn weight(id: usize) -> u64 {
    let mut z = (id as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    z % (MODULUS - 1) + 1
}

fn mul_mod(a: u64, b: u64) -> u64 {
    ((a as u128 * b as u128) % MODULUS as u128) as u64
}

/// One task's count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TaskCount {
    pub id: usize,
    #[serde(with = "decimal")]
    pub total: u64,
    #[serde(with = "decimal")]
    pub c2: u64,
    #[serde(with = "decimal")]
    pub c4: u64,
    #[serde(with = "decimal")]
    pub c8: u64,
    #[serde(with = "decimal")]
    pub c8_boards: u64,
}

impl TaskCount {
    pub fn new(id: usize, c: &Classes) -> TaskCount {
        TaskCount {
            id,
            total: c.total(),
            c2: c.c2,
            c4: c.c4,
            c8: c.c8,
            c8_boards: c.c8_boards,
        }
    }

    /// The classes, with `c1` (the single square of n = 1) the rest of the
    /// total; `None` when the numbers do not add up.
    pub fn classes(&self, n: usize) -> Option<Classes> {
        let orbits = 2u64
            .checked_mul(self.c2)?
            .checked_add(4u64.checked_mul(self.c4)?)?
            .checked_add(8u64.checked_mul(self.c8)?)?
            .checked_add(self.c8_boards)?;
        let c1 = self.total.checked_sub(orbits)?;
        (c1 == 0 || (c1 == 1 && n == 1)).then_some(Classes {
            c1,
            c2: self.c2,
            c4: self.c4,
            c8: self.c8,
            c8_boards: self.c8_boards,
        })
    }
}

/// See the module's text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Residues {
    #[serde(with = "decimal")]
    pub total: u64,
    #[serde(with = "decimal")]
    pub c2: u64,
    #[serde(with = "decimal")]
    pub c4: u64,
    #[serde(with = "decimal")]
    pub c8: u64,
    #[serde(with = "decimal")]
    pub c8_boards: u64,
}

impl Residues {
    pub fn of(tasks: &[TaskCount]) -> Residues {
        let mut r = Residues::default();
        for t in tasks {
            let w = weight(t.id);
            for (acc, v) in [
                (&mut r.total, t.total),
                (&mut r.c2, t.c2),
                (&mut r.c4, t.c4),
                (&mut r.c8, t.c8),
                (&mut r.c8_boards, t.c8_boards),
            ] {
                let term = mul_mod((v % MODULUS + 1) % MODULUS, w);
                *acc = (*acc + term) % MODULUS;
            }
        }
        r
    }
}

/// A part file or a checkpoint (see the module's text).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Part {
    /// [`FORMAT_PART`] or [`FORMAT_CHECKPOINT`].
    pub format: String,
    /// The version of the program that wrote it.
    pub version: String,
    /// The version of the plan rule ([`crate::PLAN_VERSION`]).
    pub plan_version: u32,
    /// The method counted: `"join"` or `"search"` ([`crate::Method`]).
    pub method: String,
    pub n: usize,
    /// The shard `shard` of `of` (0 of 1 for a checkpoint of a whole count).
    pub shard: usize,
    pub of: usize,
    /// The number of tasks of the plan and its hash, 16 hex digits.
    pub plan_tasks: usize,
    pub plan_hash: String,
    /// The indices in the plan of the tasks counted, increasing.
    pub task_ids: Vec<usize>,
    #[serde(with = "decimal")]
    pub total: u64,
    #[serde(with = "decimal")]
    pub unique: u64,
    #[serde(with = "decimal")]
    pub c2: u64,
    #[serde(with = "decimal")]
    pub c4: u64,
    #[serde(with = "decimal")]
    pub c8: u64,
    #[serde(with = "decimal")]
    pub c8_boards: u64,
    pub residues: Residues,
    pub per_task: Vec<TaskCount>,
    /// Time spent counting (over all runs of a resumed count), and on how
    /// many threads (this run's): for people.
    pub seconds: f64,
    pub threads: usize,
}

/// The plan's hash as written in parts.
pub fn hash_text(n: usize, plan: &[Job]) -> String {
    format!("{:016x}", plan_hash(n, plan))
}

/// Where a part or checkpoint stands in its plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin<'a> {
    pub format: &'a str,
    pub n: usize,
    pub shard: usize,
    pub of: usize,
}

impl Part {
    /// The part of `done` (task index to its classes) of the plan `plan`.
    pub fn new(
        origin: Origin,
        method: crate::Method,
        plan: &[Job],
        done: &BTreeMap<usize, Classes>,
        seconds: f64,
        threads: usize,
    ) -> Part {
        let per_task: Vec<TaskCount> = done.iter().map(|(&id, c)| TaskCount::new(id, c)).collect();
        let sum: Classes = done.values().copied().sum();
        Part {
            format: origin.format.to_string(),
            version: crate::VERSION.to_string(),
            plan_version: crate::PLAN_VERSION,
            method: method.id().to_string(),
            n: origin.n,
            shard: origin.shard,
            of: origin.of,
            plan_tasks: plan.len(),
            plan_hash: hash_text(origin.n, plan),
            task_ids: done.keys().copied().collect(),
            total: sum.total(),
            unique: sum.unique(),
            c2: sum.c2,
            c4: sum.c4,
            c8: sum.c8,
            c8_boards: sum.c8_boards,
            residues: Residues::of(&per_task),
            per_task,
            seconds,
            threads,
        }
    }

    /// One line of JSON (and a newline).
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string(self).expect("a part serializes");
        s.push('\n');
        s
    }

    /// Reads a part; the error says what is wrong, for people (a part of
    /// another plan version: which, and why it cannot be used).
    pub fn from_json(text: &str) -> Result<Part, String> {
        const NOT_OURS: &str = "not a part or checkpoint of bitqueens";
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
            if e.is_eof() {
                format!("cut short (truncated?): {e}")
            } else {
                format!("{NOT_OURS} (not JSON: {e})")
            }
        })?;
        let serde_json::Value::Object(fields) = &value else {
            return Err(format!("{NOT_OURS} (JSON, but not an object)"));
        };
        match fields.get("format").and_then(serde_json::Value::as_str) {
            Some(FORMAT_PART | FORMAT_CHECKPOINT) => {}
            Some(other) => return Err(format!("{NOT_OURS} (its format is '{other}')")),
            None => return Err(format!("{NOT_OURS} (JSON without a \"format\" field)")),
        }
        let kind = fields_kind(fields);
        let written_by = match fields.get("version").and_then(serde_json::Value::as_str) {
            Some(version) => format!("bitqueens {version}"),
            None => "an early bitqueens".to_owned(),
        };
        match fields.get("plan_version").map(serde_json::Value::as_u64) {
            None => {
                return Err(format!(
                    "written by {written_by}, before plan version {}: its task list could depend on the memory of the machine that counted it (--memory), so it is not used; count it again with this version",
                    crate::PLAN_VERSION
                ))
            }
            Some(Some(v)) if v != u64::from(crate::PLAN_VERSION) => {
                return Err(format!(
                    "of plan version {v} ({written_by}); this bitqueens plans by version {}: count it again with this version",
                    crate::PLAN_VERSION
                ))
            }
            _ => {}
        }
        serde_json::from_value(value).map_err(|e| format!("a damaged {kind} file: {e}"))
    }

    /// Checks the part against itself: its tasks, per-task counts, sums and
    /// residues agree. Returns the sum of its tasks.
    pub fn check(&self) -> Result<Classes, String> {
        if self.format != FORMAT_PART && self.format != FORMAT_CHECKPOINT {
            return Err(format!("unknown format '{}'", self.format));
        }
        if crate::Method::from_id(&self.method).is_none() {
            return Err(format!("unknown method '{}' (join or search)", self.method));
        }
        if let Err(e) = CountN::new(self.n) {
            return Err(e.to_string());
        }
        if self.of == 0 || self.shard >= self.of {
            return Err(format!("shard {}/{} is not a shard", self.shard, self.of));
        }
        let ids: Vec<usize> = self.per_task.iter().map(|t| t.id).collect();
        if ids != self.task_ids {
            return Err("its task ids and its per-task counts list different tasks".into());
        }
        if let Some(w) = ids.windows(2).find(|w| w[0] >= w[1]) {
            return Err(format!("task ids not increasing ({} then {})", w[0], w[1]));
        }
        if let Some(&id) = ids.iter().find(|&&id| id >= self.plan_tasks) {
            return Err(format!(
                "task {id} is not in a plan of {} tasks",
                self.plan_tasks
            ));
        }
        let mut sum = Classes::default();
        for t in &self.per_task {
            sum += t
                .classes(self.n)
                .ok_or_else(|| format!("the counts of task {} do not add up", t.id))?;
        }
        let sums = (
            sum.total(),
            sum.unique(),
            sum.c2,
            sum.c4,
            sum.c8,
            sum.c8_boards,
        );
        let own = (
            self.total,
            self.unique,
            self.c2,
            self.c4,
            self.c8,
            self.c8_boards,
        );
        if sums != own {
            return Err("its total, unique or classes are not the sums of its tasks".into());
        }
        if Residues::of(&self.per_task) != self.residues {
            return Err("its residues do not match its per-task counts (corrupted)".into());
        }
        Ok(sum)
    }

    /// The method of the part (checked by [`Part::check`]).
    pub fn method(&self) -> crate::Method {
        crate::Method::from_id(&self.method).unwrap_or(crate::Method::Search)
    }

    /// Checks that the part was made from `plan` (this program's plan of
    /// its `n` by `method`): same method, number of tasks and hash.
    pub fn check_plan(&self, method: crate::Method, plan: &[Job]) -> Result<(), String> {
        if self.method() != method {
            return Err(format!(
                "counted by {} (--method {}), not by {}: every part of a count uses one method",
                method_name(self.method()),
                self.method,
                method_name(method)
            ));
        }
        if self.plan_tasks != plan.len() || self.plan_hash != hash_text(self.n, plan) {
            return Err(format!(
                "made from another task list (version {}, {} tasks, hash {}; this is version {}, {} tasks, hash {})",
                self.version,
                self.plan_tasks,
                self.plan_hash,
                crate::VERSION,
                plan.len(),
                hash_text(self.n, plan)
            ));
        }
        Ok(())
    }

    /// The finished tasks as a map (index to classes), for a resumed count.
    pub fn done(&self) -> BTreeMap<usize, Classes> {
        self.per_task
            .iter()
            .filter_map(|t| Some((t.id, t.classes(self.n)?)))
            .collect()
    }
}

/// "part" or "checkpoint", by a file's format field (already checked to be
/// one of the two).
fn fields_kind(fields: &serde_json::Map<String, serde_json::Value>) -> &'static str {
    match fields.get("format").and_then(serde_json::Value::as_str) {
        Some(FORMAT_CHECKPOINT) => "checkpoint",
        _ => "part",
    }
}

/// Reads and checks a part or checkpoint file; errors name the file.
pub fn read(path: &Path) -> Result<Part, String> {
    let name = path.display();
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot read it ({e})"))?;
    let part = Part::from_json(&text).map_err(|e| format!("{name}: {e}"))?;
    part.check().map_err(|e| format!("{name}: {e}"))?;
    Ok(part)
}

/// The temporary file of [`write_atomic`] for `path`, written by process `pid`.
fn temp_path(path: &Path, pid: u32) -> std::path::PathBuf {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let file_name = path
        .file_name()
        .map_or_else(|| "part".into(), |f| f.to_string_lossy().into_owned());
    dir.join(format!(".{file_name}.tmp-{pid}"))
}

/// Removes the temporary files that [`write_atomic`] left beside `path`
/// when a process was killed while writing (`kill -9`, a node lost): those
/// of a process that no longer runs on this machine. Returns the files
/// removed.
pub fn remove_stale_temps(path: &Path) -> Vec<std::path::PathBuf> {
    let own = temp_path(path, std::process::id());
    let (Some(dir), Some(prefix)) = (own.parent(), own.file_name()) else {
        return Vec::new();
    };
    let prefix = prefix.to_string_lossy();
    let prefix = &prefix[..prefix.rfind('-').map_or(prefix.len(), |i| i + 1)];
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let running =
        |pid: &str| Path::new("/proc/self").exists() && Path::new("/proc").join(pid).exists();
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = name.strip_prefix(prefix) else {
            continue;
        };
        if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) || running(pid) {
            continue;
        }
        if std::fs::remove_file(entry.path()).is_ok() {
            removed.push(entry.path());
        }
    }
    removed
}

/// Whether `path` can be written the way [`write_atomic`] writes it: a
/// temporary file is created beside it and removed again (the folder
/// exists and takes files), and `path` is not a folder. Asked before a
/// count starts, so that a place that cannot be written is refused at once
/// rather than after the count.
pub fn check_writable(path: &Path) -> std::io::Result<()> {
    if path.is_dir() {
        return Err(std::io::Error::other("it is a folder"));
    }
    let tmp = temp_path(path, std::process::id());
    std::fs::File::create(&tmp)?;
    std::fs::remove_file(&tmp)
}

/// Writes `text` to `path` atomically: into a temporary file beside it,
/// flushed to disk, then renamed over `path`. A reader (or a later run)
/// sees the old file or the new one, never half of one, even if the
/// process is killed while writing.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    let tmp = temp_path(path, std::process::id());
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// The result of `count --json`: the counts as decimal strings, like every
/// JSON this command writes (and the site's JavaScript API); how it was
/// counted, and the check against the published count as `merge --json`
/// gives it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CountJson {
    pub n: usize,
    #[serde(with = "decimal")]
    pub total: u64,
    #[serde(with = "decimal")]
    pub unique: u64,
    #[serde(with = "decimal")]
    pub c1: u64,
    #[serde(with = "decimal")]
    pub c2: u64,
    #[serde(with = "decimal")]
    pub c4: u64,
    #[serde(with = "decimal")]
    pub c8: u64,
    pub method: String,
    /// The join's form of the sweep (`solver::join::Simd::name`: `portable`,
    /// `avx2`, `avx512`, `neon`); absent for the search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simd: Option<String>,
    pub plan_version: u32,
    pub tasks: usize,
    pub published_total: Option<String>,
    pub published_unique: Option<String>,
    pub matches_published: Option<bool>,
    /// This run's time counting.
    pub seconds: f64,
    /// A resumed count's time over all its runs; absent if not resumed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds_all_runs: Option<f64>,
    pub threads: usize,
}
