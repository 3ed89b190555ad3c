//! `bitqueens merge PART...`: the parts of a sharded count, checked and
//! summed.
//!
//! The parts must all be of the same `n`, version, method, number of
//! shards and task list (hash), each one whole (its residues, see
//! [`crate::part`]); every shard once, and together every task of the plan
//! exactly once. A finished checkpoint (one that holds every task of its
//! shard) is as good as its part; an unfinished one is named as such. Every problem found is reported, each
//! naming its file (a part that lacks tasks is found through the deal,
//! [`solver::plan::shards`]).

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Serialize;
use solver::count::Classes;

use crate::part::{decimal, read, Part, FORMAT_CHECKPOINT};
use crate::{method_name, Method};

/// A checked merge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Merged {
    pub n: usize,
    /// The number of shards (and of parts).
    pub of: usize,
    /// The number of tasks of the plan, all counted.
    pub tasks: usize,
    pub method: Method,
    pub classes: Classes,
    /// The published `(total, unique)` where known (n <= 27).
    pub published: Option<(u64, u64)>,
}

impl Merged {
    /// Whether the total and unique equal the published ones (`None`: none
    /// published).
    pub fn matches(&self) -> Option<bool> {
        self.published
            .map(|p| p == (self.classes.total(), self.classes.unique()))
    }

    pub fn text(&self) -> String {
        format!(
            "n = {}: {}, {} task{}, every task once\n{}\nmethod  {} (plan version {})\ncheck   {}",
            self.n,
            if self.of == 1 {
                "1 part".to_owned()
            } else {
                format!("{} parts", self.of)
            },
            solver::digits::group_digits(self.tasks as u64),
            if self.tasks == 1 { "" } else { "s" },
            crate::classes_text(&self.classes),
            method_name(self.method),
            crate::PLAN_VERSION,
            crate::check_text(self.n, &self.classes),
        )
    }

    /// One line of JSON; counts as decimal strings.
    pub fn json(&self) -> String {
        #[derive(Serialize)]
        struct Out {
            n: usize,
            parts: usize,
            tasks: usize,
            #[serde(with = "decimal")]
            total: u64,
            #[serde(with = "decimal")]
            unique: u64,
            #[serde(with = "decimal")]
            c1: u64,
            #[serde(with = "decimal")]
            c2: u64,
            #[serde(with = "decimal")]
            c4: u64,
            #[serde(with = "decimal")]
            c8: u64,
            method: &'static str,
            plan_version: u32,
            published_total: Option<String>,
            published_unique: Option<String>,
            matches_published: Option<bool>,
        }
        let c = &self.classes;
        serde_json::to_string(&Out {
            n: self.n,
            parts: self.of,
            tasks: self.tasks,
            total: c.total(),
            unique: c.unique(),
            c1: c.c1,
            c2: c.c2,
            c4: c.c4,
            c8: c.c8,
            method: self.method.id(),
            plan_version: crate::PLAN_VERSION,
            published_total: self.published.map(|p| p.0.to_string()),
            published_unique: self.published.map(|p| p.1.to_string()),
            matches_published: self.matches(),
        })
        .expect("the merge serializes")
    }
}

/// Reads, checks and sums the part files. The error lists every problem
/// found, one per line, each naming its file (or the missing shards).
pub fn merge(paths: &[PathBuf]) -> Result<Merged, String> {
    let mut problems = Vec::new();
    // A file given more than once is said once, and read once.
    let mut given: Vec<(PathBuf, &PathBuf, usize)> = Vec::new();
    for path in paths {
        let same = std::fs::canonicalize(path).unwrap_or_else(|_| path.clone());
        match given.iter_mut().find(|(p, _, _)| *p == same) {
            Some((_, _, times)) => *times += 1,
            None => given.push((same, path, 1)),
        }
    }
    let mut parts: Vec<(String, Part)> = Vec::new();
    // The shards (and numbers of shards) that unreadable files say they
    // hold, where their JSON says it: not "missing" as well.
    let mut claimed: Vec<(u64, u64)> = Vec::new();
    let mut unreadable = 0;
    for &(_, path, times) in &given {
        if times > 1 {
            problems.push(format!(
                "{}: given {times} times; give each part once",
                path.display()
            ));
        }
        match read(path) {
            Ok(part) => parts.push((path.display().to_string(), part)),
            Err(e) => {
                problems.push(e);
                unreadable += 1;
                claimed.extend(claimed_shard(path));
            }
        }
    }
    let Some((_, first)) = parts.first() else {
        return Err(problems.join("\n"));
    };
    // The same n, version, method, task list and number of shards
    // everywhere.
    type Key = (usize, String, String, String, usize);
    let key = |p: &Part| -> Key {
        (
            p.n,
            p.version.clone(),
            p.method.clone(),
            p.plan_hash.clone(),
            p.of,
        )
    };
    let mut groups: BTreeMap<Key, Vec<&str>> = BTreeMap::new();
    for (name, p) in &parts {
        groups.entry(key(p)).or_default().push(name);
    }
    if groups.len() > 1 {
        let list: Vec<String> = groups
            .iter()
            .map(|((n, v, m, h, of), names)| {
                format!(
                    "  n = {n}, version {v}, method {m}, task list {h}, {of} shards: {}",
                    names.join(", ")
                )
            })
            .collect();
        problems.push(format!(
            "the parts are not of one count:\n{}",
            list.join("\n")
        ));
        return Err(problems.join("\n"));
    }
    let (n, of, method) = (first.n, first.of, first.method());
    // The plan of n by the parts' method, as every count makes it.
    let plan = match crate::plan_by(n, method) {
        Ok(plan) => plan,
        Err(e) => {
            problems.push(format!("{}: {e}", parts[0].0));
            return Err(problems.join("\n"));
        }
    };
    // Which part holds each task: every task exactly once.
    let mut holder: Vec<Option<usize>> = vec![None; plan.len()];
    let mut twice: BTreeMap<(usize, usize), Vec<usize>> = BTreeMap::new();
    let mut by_shard: BTreeMap<usize, Vec<&str>> = BTreeMap::new();
    let mut sum = Classes::default();
    for (i, (name, p)) in parts.iter().enumerate() {
        if let Err(e) = p.check_plan(method, &plan) {
            problems.push(format!("{name}: {e}"));
            continue;
        }
        by_shard.entry(p.shard).or_default().push(name);
        for &id in &p.task_ids {
            match holder[id] {
                Some(other) => twice.entry((other, i)).or_default().push(id),
                None => holder[id] = Some(i),
            }
        }
        sum += p
            .per_task
            .iter()
            .filter_map(|t| t.classes(n))
            .sum::<Classes>();
    }
    for (shard, names) in &by_shard {
        if names.len() > 1 {
            problems.push(format!(
                "shard {shard}/{of} given {} times: {}",
                names.len(),
                names.join(", ")
            ));
        }
    }
    for ((a, b), ids) in &twice {
        problems.push(format!(
            "{} and {} both hold {} tasks ({})",
            parts[*a].0,
            parts[*b].0,
            ids.len(),
            ids_text(ids)
        ));
    }
    let absent: Vec<usize> = (0..of).filter(|s| !by_shard.contains_key(s)).collect();
    let missing_shards: Vec<usize> = absent
        .iter()
        .copied()
        .filter(|&s| !claimed.contains(&(s as u64, of as u64)))
        .collect();
    if !missing_shards.is_empty() {
        let or_unreadable = if unreadable > 0 {
            ", unless an unreadable file above holds them"
        } else {
            ""
        };
        problems.push(format!(
            "missing shards of {of}: {} (their tasks are not counted{or_unreadable})",
            ranges_text(&missing_shards)
        ));
    }
    let unheld: Vec<usize> = (0..plan.len()).filter(|&id| holder[id].is_none()).collect();
    if !unheld.is_empty() {
        // Whose tasks are they? The deal says (worked out only now: at
        // n = 27 it takes seconds).
        let dealt = solver::plan::shards(n, &plan, of);
        let mut placed = 0;
        for (name, p) in &parts {
            let lacks: Vec<usize> = dealt[p.shard]
                .iter()
                .copied()
                .filter(|id| unheld.binary_search(id).is_ok())
                .collect();
            if !lacks.is_empty() && by_shard[&p.shard].len() == 1 {
                placed += lacks.len();
                let unfinished = if p.format == FORMAT_CHECKPOINT {
                    ": an unfinished checkpoint; run its count again to finish it"
                } else {
                    ""
                };
                problems.push(format!(
                    "{name} (shard {}/{of}): lacks {} of its tasks ({}){unfinished}",
                    p.shard,
                    lacks.len(),
                    ids_text(&lacks)
                ));
            }
        }
        let in_missing: usize = absent.iter().map(|&s| dealt[s].len()).sum();
        if placed + in_missing < unheld.len() {
            problems.push(format!(
                "{} tasks are in no part ({})",
                unheld.len(),
                ids_text(&unheld)
            ));
        }
    }
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    Ok(Merged {
        n,
        of,
        tasks: plan.len(),
        method,
        // Every task is in: the join's boards of orbits of eight add up to
        // whole orbits.
        classes: sum.normalized(),
        published: solver::published::counts(n),
    })
}

/// The `(shard, of)` an unreadable part says it is, if its JSON is whole
/// enough to say.
fn claimed_shard(path: &std::path::Path) -> Option<(u64, u64)> {
    let text = std::fs::read_to_string(path).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    Some((v.get("shard")?.as_u64()?, v.get("of")?.as_u64()?))
}

/// Whole numbers, ascending, as runs: `0-41, 43, 45-99`.
pub fn ranges_text(sorted: &[usize]) -> String {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &x in sorted {
        match runs.last_mut() {
            Some((_, end)) if *end + 1 == x => *end = x,
            _ => runs.push((x, x)),
        }
    }
    runs.iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}-{b}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// At most ten ids, then how many more.
fn ids_text(ids: &[usize]) -> String {
    let shown: Vec<String> = ids.iter().take(10).map(usize::to_string).collect();
    if ids.len() > 10 {
        format!("{} and {} more", shown.join(", "), ids.len() - 10)
    } else {
        shown.join(", ")
    }
}
