//! `bitqueens merge PART...`: the parts of a sharded count, checked and
//! summed.
//!
//! The parts must all be finished parts ([`FORMAT_PART`]) of the same `n`,
//! version, number of shards and task list (hash), each one whole (its
//! residues, see [`crate::part`]); every shard once, and together every
//! task of the plan exactly once. Every problem found is reported, each
//! naming its file (a part that lacks tasks is found through the deal,
//! [`solver::plan::shards`]).

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Serialize;
use solver::count::Classes;

use crate::part::{decimal, read, Part, FORMAT_PART};

/// A checked merge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Merged {
    pub n: usize,
    /// The number of shards (and of parts).
    pub of: usize,
    /// The number of tasks of the plan, all counted.
    pub tasks: usize,
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
        use solver::digits::group_digits;
        let c = &self.classes;
        let check = match (self.published, self.matches()) {
            (Some(_), Some(true)) => {
                "matches the published count (OEIS A000170, A002562)".to_string()
            }
            (Some((t, u)), _) => format!(
                "DIFFERS from the published count: total {}, unique {}",
                group_digits(t),
                group_digits(u)
            ),
            _ => "no published count to compare with".to_string(),
        };
        format!(
            "n = {}: {} parts, {} tasks, every task once\ntotal   {}\nunique  {}\nC2      {}\nC4      {}\nC8      {}\ncheck   {check}",
            self.n,
            self.of,
            self.tasks,
            group_digits(c.total()),
            group_digits(c.unique()),
            group_digits(c.c2),
            group_digits(c.c4),
            group_digits(c.c8),
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
            c2: u64,
            #[serde(with = "decimal")]
            c4: u64,
            #[serde(with = "decimal")]
            c8: u64,
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
            c2: c.c2,
            c4: c.c4,
            c8: c.c8,
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
    let mut parts: Vec<(String, Part)> = Vec::new();
    for path in paths {
        match read(path) {
            Ok(part) if part.format != FORMAT_PART => problems.push(format!(
                "{}: a checkpoint, not a finished part (finish the count first)",
                path.display()
            )),
            Ok(part) => parts.push((path.display().to_string(), part)),
            Err(e) => problems.push(e),
        }
    }
    let Some((_, first)) = parts.first() else {
        return Err(problems.join("\n"));
    };
    // The same n, version, task list and number of shards everywhere.
    type Key = (usize, String, String, usize);
    let key = |p: &Part| -> Key { (p.n, p.version.clone(), p.plan_hash.clone(), p.of) };
    let mut groups: BTreeMap<Key, Vec<&str>> = BTreeMap::new();
    for (name, p) in &parts {
        groups.entry(key(p)).or_default().push(name);
    }
    if groups.len() > 1 {
        let list: Vec<String> = groups
            .iter()
            .map(|((n, v, h, of), names)| {
                format!(
                    "  n = {n}, version {v}, task list {h}, {of} shards: {}",
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
    let (n, of) = (first.n, first.of);
    // The join's plan, or the search's where the parts were counted with
    // too little memory for the join's tables: the one of the first part.
    let plan = crate::plans(n)
        .into_iter()
        .find(|plan| first.check_plan(plan).is_ok())
        .unwrap_or_else(|| crate::plan(n));
    // Which part holds each task: every task exactly once.
    let mut holder: Vec<Option<usize>> = vec![None; plan.len()];
    let mut twice: BTreeMap<(usize, usize), Vec<usize>> = BTreeMap::new();
    let mut by_shard: BTreeMap<usize, Vec<&str>> = BTreeMap::new();
    let mut sum = Classes::default();
    for (i, (name, p)) in parts.iter().enumerate() {
        if let Err(e) = p.check_plan(&plan) {
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
    let missing_shards: Vec<usize> = (0..of).filter(|s| !by_shard.contains_key(s)).collect();
    if !missing_shards.is_empty() {
        let list: Vec<String> = missing_shards.iter().map(|s| format!("{s}/{of}")).collect();
        problems.push(format!(
            "missing shards: {} (their tasks are not counted)",
            list.join(", ")
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
                problems.push(format!(
                    "{name} (shard {}/{of}): lacks {} of its tasks ({})",
                    p.shard,
                    lacks.len(),
                    ids_text(&lacks)
                ));
            }
        }
        let in_missing: usize = missing_shards.iter().map(|&s| dealt[s].len()).sum();
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
        // Every task is in: the join's boards of orbits of eight add up to
        // whole orbits.
        classes: sum.normalized(),
        published: solver::published::counts(n),
    })
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
