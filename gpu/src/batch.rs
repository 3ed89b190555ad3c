//! The batches: a [`Batcher`] hands a count's sub-boards out in batches
//! of at most a given number (one dispatch each) and adds the kernel's
//! counts up per task, exactly, as `u64`; and how large the next batch is
//! ([`next_batch_size`]).

use solver::count::{Classes, Task};

use crate::split::{expand_sized, Expanded, SUB_WORDS};

/// Counts written per sub-board: classes 2, 4 and 8.
pub const COUNTS_PER_SUB: usize = 3;

/// The classes of counts as the kernels write them (three `u32` per
/// sub-board), summed exactly as `u64`.
pub fn sum_counts(counts: &[u32]) -> Classes {
    let mut c = Classes::default();
    for k in counts.chunks_exact(COUNTS_PER_SUB) {
        c.c2 += k[0] as u64;
        c.c4 += k[1] as u64;
        c.c8 += k[2] as u64;
    }
    c
}

/// What a batch holds of one task: `subs` sub-boards, and whether they are
/// its last ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub task: usize,
    pub subs: usize,
    pub last: bool,
}

/// One dispatch's sub-boards ([`SUB_WORDS`] words each) and the tasks they
/// belong to, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Batch {
    pub words: Vec<u32>,
    pub parts: Vec<Part>,
    /// Where the batch's sub-boards are not in the tasks' order
    /// ([`Batcher::longest_first`]): the place in that order of each one,
    /// so that [`Batcher::finish`] gives each task its counts. Empty: in
    /// order.
    pub order: Vec<u32>,
}

impl Batch {
    /// How many sub-boards (the kernel's work items).
    pub fn subs(&self) -> usize {
        self.words.len() / SUB_WORDS
    }
}

/// Hands out the sub-boards of a list of tasks in batches, and adds up the
/// kernel's counts per task: a task is reported only when all its
/// sub-boards are counted, so that a host that loses its device hands the
/// other tasks to the CPU. Tasks are expanded one at a time, so memory
/// stays small whatever the board.
pub struct Batcher {
    n: usize,
    rows: usize,
    tasks: Vec<Task>,
    /// The next task to expand.
    next: usize,
    /// The task being handed out, its sub-boards, and how many are out.
    current: Option<(usize, Expanded, usize)>,
    /// Each batch's sub-boards ordered by size class, largest first.
    longest_first: bool,
    /// Per task: the classes counted so far.
    sums: Vec<Classes>,
}

impl Batcher {
    /// The tasks of an `n`-board, each continued to `rows` placed rows.
    pub fn new(n: usize, tasks: Vec<Task>, rows: usize) -> Batcher {
        let sums = vec![Classes::default(); tasks.len()];
        Batcher {
            n,
            rows,
            tasks,
            next: 0,
            current: None,
            longest_first: false,
            sums,
        }
    }

    /// Hands each batch's sub-boards out largest first by their
    /// [`crate::size_class`] (in the tasks' order within a class), so that
    /// the kernel's lanes start the long ones first and fewer wait at a
    /// dispatch's end for one started late (docs/gpu.md "The tail of a
    /// dispatch"); [`Batcher::finish`] puts the counts back in order.
    pub fn longest_first(mut self, on: bool) -> Batcher {
        self.longest_first = on;
        self
    }

    pub fn tasks(&self) -> &[Task] {
        &self.tasks
    }

    /// The next batch, at most `max_subs` sub-boards (at least 1); `None`
    /// when every task is handed out. A batch may hold tasks with no
    /// sub-board (they complete with it).
    pub fn next_batch(&mut self, max_subs: usize) -> Option<Batch> {
        let max_subs = max_subs.max(1);
        let mut batch = Batch::default();
        let mut sizes = Vec::new();
        while batch.subs() < max_subs {
            if self.current.is_none() {
                if self.next == self.tasks.len() {
                    break;
                }
                let task = &self.tasks[self.next];
                let e = expand_sized(self.n, task, self.rows, self.longest_first);
                self.sums[self.next] += e.single;
                self.current = Some((self.next, e, 0));
                self.next += 1;
            }
            let (task, e, out) = self.current.as_mut().unwrap();
            let take = (e.len() - *out).min(max_subs - batch.subs());
            batch
                .words
                .extend_from_slice(&e.words[*out * SUB_WORDS..(*out + take) * SUB_WORDS]);
            if self.longest_first {
                sizes.extend_from_slice(&e.sizes[*out..*out + take]);
            }
            *out += take;
            let last = *out == e.len();
            batch.parts.push(Part {
                task: *task,
                subs: take,
                last,
            });
            if last {
                self.current = None;
            }
        }
        if self.longest_first {
            largest_first(&mut batch, &sizes);
        }
        (!batch.parts.is_empty()).then_some(batch)
    }

    /// Adds the kernel's counts for a batch (three per sub-board, in the
    /// batch's order) and returns the tasks it completed, with their
    /// classes.
    pub fn finish(&mut self, batch: &Batch, counts: &[u32]) -> Vec<(usize, Classes)> {
        assert_eq!(
            counts.len(),
            batch.subs() * COUNTS_PER_SUB,
            "one count triple per sub-board"
        );
        let in_order;
        let counts = if batch.order.is_empty() {
            counts
        } else {
            let mut back = vec![0; counts.len()];
            for (triple, &was) in counts.chunks_exact(COUNTS_PER_SUB).zip(&batch.order) {
                let was = was as usize * COUNTS_PER_SUB;
                back[was..was + COUNTS_PER_SUB].copy_from_slice(triple);
            }
            in_order = back;
            &in_order
        };
        let mut done = Vec::new();
        let mut at = 0;
        for part in &batch.parts {
            let end = at + part.subs * COUNTS_PER_SUB;
            self.sums[part.task] += sum_counts(&counts[at..end]);
            at = end;
            if part.last {
                done.push((part.task, self.sums[part.task]));
            }
        }
        done
    }
}

/// Reorders a batch's sub-boards by `sizes` (one size class each),
/// largest first and stable within a class (a counting sort), and records
/// where each came from in `batch.order`.
fn largest_first(batch: &mut Batch, sizes: &[u8]) {
    // Where each class starts, the largest (32) first.
    const LARGEST: usize = u32::BITS as usize;
    let mut start = [0usize; LARGEST + 2];
    for &size in sizes {
        start[LARGEST - size as usize + 1] += 1;
    }
    for class in 1..start.len() {
        start[class] += start[class - 1];
    }
    let mut words = vec![0; batch.words.len()];
    let mut order = vec![0; sizes.len()];
    for (was, (&size, sub)) in sizes
        .iter()
        .zip(batch.words.chunks_exact(SUB_WORDS))
        .enumerate()
    {
        let at = &mut start[LARGEST - size as usize];
        words[*at * SUB_WORDS..(*at + 1) * SUB_WORDS].copy_from_slice(sub);
        order[*at] = was as u32;
        *at += 1;
    }
    batch.words = words;
    batch.order = order;
}

/// The time one dispatch of the hosts' sized batches should take (the
/// page's GPU worker, and gpu-bench without `--batch`): long enough that
/// the round trips and each dispatch's last sub-boards cost little and a
/// large GPU counts in batches of [`MAX_BATCH`], short enough for progress
/// several times a second, a cancel within a fraction of a second and no
/// GPU watchdog (docs/gpu.md, "The split and the batches").
pub const TARGET_MS: f64 = 160.0;

/// The size of the next batch so that a dispatch takes about `target_ms`:
/// from the last one (`subs` sub-boards in `ms`), growing at most fourfold
/// and shrinking at most to a quarter per batch (the sub-boards' work
/// varies), within `min..=MAX_BATCH` (`min`: [`min_batch`]). Timing only:
/// no count depends on it.
pub fn next_batch_size(subs: usize, ms: f64, target_ms: f64, min: usize) -> usize {
    let subs = subs.max(1) as f64;
    let scale = if ms > 0.0 {
        (target_ms / ms).clamp(0.25, 4.0)
    } else {
        4.0
    };
    ((subs * scale) as usize).clamp(min.min(MAX_BATCH), MAX_BATCH)
}

/// The first batch of a count on a software adapter, and its smallest.
pub const MIN_BATCH: usize = 256;

/// The first batch of a count on a real GPU, and its smallest: enough
/// work items to fill a large GPU. A real GPU runs a batch's sub-boards
/// side by side, so a dispatch takes about as long as its longest
/// sub-board until the batch is this wide: a smaller batch is not shorter,
/// only emptier, and a floor much lower let the sizing shrink the batches
/// of n = 19 until the count crawled (docs/gpu.md).
pub const WIDE_BATCH: usize = 1 << 15;

/// The first and smallest batch for an adapter: [`MIN_BATCH`] on a
/// software one (it runs a few invocations at a time, and its sub-boards
/// are small), [`WIDE_BATCH`] on a real GPU.
pub fn min_batch(software: bool) -> usize {
    if software {
        MIN_BATCH
    } else {
        WIDE_BATCH
    }
}

/// The largest batch: 16 MiB of sub-boards (WebGPU's guaranteed storage
/// binding is 128 MiB).
pub const MAX_BATCH: usize = 1 << 20;
