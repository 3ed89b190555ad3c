//! Random access into the event stream of one `n`: `seek(k)`, the total number
//! of steps, and the step of the m-th solution.
//!
//! Replaying millions of events per click would be too slow, so the timeline
//! jumps over whole subtrees instead. The size of a subtree (its events,
//! placements and solutions) depends only on the row and its `left`, `down`,
//! `right`, so the sizes of the top rows' subtrees are remembered; deeper
//! subtrees are small and counted on demand. After the first full count, a
//! seek walks down one path of the tree and costs well under a millisecond.
//!
//! The first full count of a large board (n = 16: about 1.1 billion
//! placements) takes seconds, so it can be done in slices with
//! [`Timeline::prepare`], letting a UI stay responsive in between.

use std::collections::HashMap;

use super::stepper::{mask_for, Stepper, Subtree};

/// Subtrees that start at rows `0..=MEMO_ROWS` are remembered.
const MEMO_ROWS: usize = 5;

/// A search for a solution skips a subtree it has not counted yet only if
/// that subtree has at most this many placements.
const SOLUTION_PROBE: u64 = 1 << 16;

/// Where to stop a walk.
#[derive(Clone, Copy, Debug)]
enum Target {
    /// After this many events in total.
    Step(u64),
    /// Right after the Place that completes this solution (1-based).
    Solution(u64),
}

pub struct Timeline {
    n: usize,
    mask: u32,
    memo: HashMap<(u32, u32, u32), Subtree>,
    /// Activations of row `MEMO_ROWS` not yet counted (see `prepare`);
    /// `None` until the first call lists them.
    pending: Option<Vec<(u32, u32, u32)>>,
    frontier_len: usize,
}

impl Timeline {
    /// Panics unless `1 <= n <= 32`.
    pub fn new(n: usize) -> Self {
        Timeline {
            n,
            mask: mask_for(n),
            memo: HashMap::new(),
            pending: None,
            frontier_len: 0,
        }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// Counts part of the search ahead of time: at most `budget` subtrees of
    /// row `MEMO_ROWS` (each a small fraction of the whole). Returns
    /// `(done, of)`; when `done == of` every later call here is instant.
    pub fn prepare(&mut self, budget: usize) -> (usize, usize) {
        if self.pending.is_none() {
            let mut frontier = Vec::new();
            if self.n > MEMO_ROWS {
                self.list_frontier(0, 0, 0, 0, &mut frontier);
            }
            // Counted from the end of the list, so reverse to go left to right.
            frontier.reverse();
            self.frontier_len = frontier.len();
            self.pending = Some(frontier);
        }
        let pending = self.pending.as_mut().expect("listed above");
        for _ in 0..budget {
            let Some((left, down, right)) = pending.pop() else {
                break;
            };
            if !self.memo.contains_key(&(left, down, right)) {
                let counted = count_subtree(self.n, self.mask, MEMO_ROWS, left, down, right);
                self.memo.insert((left, down, right), counted);
            }
        }
        let left = self.pending.as_ref().map_or(0, Vec::len);
        (self.frontier_len - left, self.frontier_len)
    }

    /// Is the whole search counted (so that any seek is instant)?
    pub fn is_prepared(&self) -> bool {
        self.n <= MEMO_ROWS || self.pending.as_ref().is_some_and(Vec::is_empty)
    }

    /// Every activation of row `MEMO_ROWS`, in search order.
    fn list_frontier(
        &self,
        row: usize,
        left: u32,
        down: u32,
        right: u32,
        out: &mut Vec<(u32, u32, u32)>,
    ) {
        if row == MEMO_ROWS {
            out.push((left, down, right));
            return;
        }
        let mut bitmap = self.mask & !(left | down | right);
        while bitmap != 0 {
            let bit = bitmap & bitmap.wrapping_neg();
            bitmap ^= bit;
            self.list_frontier(
                row + 1,
                ((left | bit) << 1) & self.mask,
                down | bit,
                (right | bit) >> 1,
                out,
            );
        }
    }

    /// The whole search: its total steps, placements and solutions.
    /// The first call counts every node (for n = 16 that takes seconds).
    pub fn whole(&mut self) -> Subtree {
        self.subtree(0, 0, 0, 0)
    }

    /// The number of events of the whole search: the last valid step index.
    pub fn total_steps(&mut self) -> u64 {
        self.whole().events()
    }

    /// The state after `k` events (or the final state, if the search has fewer).
    pub fn seek(&mut self, k: u64) -> Stepper {
        let mut s = Stepper::new(self.n);
        self.walk(&mut s, Target::Step(k));
        s
    }

    /// Moves `s` forward to step `k` (no-op when `k` is not ahead of it).
    pub fn advance_to(&mut self, s: &mut Stepper, k: u64) {
        self.walk(s, Target::Step(k));
    }

    /// The state right after solution `m` (1-based) was completed, or `None`
    /// when there are fewer than `m` solutions.
    pub fn solution(&mut self, m: u64) -> Option<Stepper> {
        if m == 0 {
            return None;
        }
        let mut s = Stepper::new(self.n);
        self.walk(&mut s, Target::Solution(m));
        (s.counters().solutions == m).then_some(s)
    }

    /// The first solution completed after `s`, if any.
    pub fn next_solution(&mut self, s: &Stepper) -> Option<Stepper> {
        let mut next = s.clone();
        self.walk(&mut next, Target::Solution(s.counters().solutions + 1));
        (next.counters().solutions > s.counters().solutions).then_some(next)
    }

    /// The last solution completed strictly before step `s`, if any.
    pub fn prev_solution(&mut self, s: &Stepper) -> Option<Stepper> {
        let found = s.counters().solutions;
        let at_solution = matches!(
            s.last_event(),
            Some(super::Event::Place { solution: true, .. })
        );
        let m = if at_solution { found - 1 } else { found };
        self.solution(m)
    }

    fn walk(&mut self, s: &mut Stepper, target: Target) {
        loop {
            let c = s.counters();
            let reached = match target {
                Target::Step(k) => c.steps >= k,
                Target::Solution(m) => c.solutions >= m,
            };
            if reached {
                return;
            }
            if let Some((row, bit, left, down, right)) = s.next_child() {
                // Only a subtree whose size is known (or cheap to learn) can be
                // skipped; otherwise the walk steps into it.
                let limit = match target {
                    Target::Step(k) => k - c.steps,
                    Target::Solution(_) => SOLUTION_PROBE,
                };
                if let Some(below) = self.subtree_within(row, left, down, right, limit) {
                    let fits = match target {
                        Target::Step(k) => c.steps + 2 + below.events() <= k,
                        Target::Solution(m) => c.solutions + below.solutions < m,
                    };
                    if fits {
                        s.skip_child(bit, below);
                        continue;
                    }
                }
            }
            if s.next().is_none() {
                return;
            }
        }
    }

    /// The size of an activation if it is remembered or has at most `limit`
    /// placements (then it is counted now); `None` if it is larger.
    fn subtree_within(
        &mut self,
        row: usize,
        left: u32,
        down: u32,
        right: u32,
        limit: u64,
    ) -> Option<Subtree> {
        if let Some(&known) = self.memo.get(&(left, down, right)) {
            return Some(known);
        }
        let mut total = Subtree::default();
        let mut budget = limit;
        count_capped(
            &mut total,
            &mut budget,
            self.n - 1 - row,
            self.mask,
            left,
            down,
            right,
        )?;
        if row <= MEMO_ROWS {
            self.memo.insert((left, down, right), total);
        }
        Some(total)
    }

    /// The activation of `row` with these attacks, remembered for top rows.
    fn subtree(&mut self, row: usize, left: u32, down: u32, right: u32) -> Subtree {
        if row > MEMO_ROWS {
            return count_subtree(self.n, self.mask, row, left, down, right);
        }
        if let Some(&known) = self.memo.get(&(left, down, right)) {
            return known;
        }
        let mut total = Subtree::default();
        let mut bitmap = self.mask & !(left | down | right);
        while bitmap != 0 {
            let bit = bitmap & bitmap.wrapping_neg();
            bitmap ^= bit;
            total.placements += 1;
            if row + 1 == self.n {
                total.solutions += 1;
            } else {
                let below = self.subtree(
                    row + 1,
                    ((left | bit) << 1) & self.mask,
                    down | bit,
                    (right | bit) >> 1,
                );
                add(&mut total, below);
            }
        }
        self.memo.insert((left, down, right), total);
        total
    }
}

fn add(total: &mut Subtree, below: Subtree) {
    total.placements += below.placements;
    total.solutions += below.solutions;
}

/// Plain recursive count of one activation without memo: the hot path of the
/// first full count.
fn count_subtree(n: usize, mask: u32, row: usize, left: u32, down: u32, right: u32) -> Subtree {
    let mut total = Subtree::default();
    count_into(&mut total, n - 1 - row, mask, left, down, right);
    total
}

/// `rows_below` is how many rows lie under this one.
fn count_into(total: &mut Subtree, rows_below: usize, mask: u32, left: u32, down: u32, right: u32) {
    let mut bitmap = mask & !(left | down | right);
    let placed = bitmap.count_ones() as u64;
    total.placements += placed;
    if rows_below == 0 {
        total.solutions += placed;
        return;
    }
    while bitmap != 0 {
        let bit = bitmap & bitmap.wrapping_neg();
        bitmap ^= bit;
        count_into(
            total,
            rows_below - 1,
            mask,
            ((left | bit) << 1) & mask,
            down | bit,
            (right | bit) >> 1,
        );
    }
}

/// Like `count_into`, but gives up (`None`) once more than `budget`
/// placements have been counted.
fn count_capped(
    total: &mut Subtree,
    budget: &mut u64,
    rows_below: usize,
    mask: u32,
    left: u32,
    down: u32,
    right: u32,
) -> Option<()> {
    let mut bitmap = mask & !(left | down | right);
    let placed = bitmap.count_ones() as u64;
    *budget = budget.checked_sub(placed)?;
    total.placements += placed;
    if rows_below == 0 {
        total.solutions += placed;
        return Some(());
    }
    while bitmap != 0 {
        let bit = bitmap & bitmap.wrapping_neg();
        bitmap ^= bit;
        let (l, d, r) = (((left | bit) << 1) & mask, down | bit, (right | bit) >> 1);
        count_capped(total, budget, rows_below - 1, mask, l, d, r)?;
    }
    Some(())
}
