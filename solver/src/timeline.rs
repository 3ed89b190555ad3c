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
//! placements) takes seconds, so it is done in slices with
//! [`Timeline::prepare`], letting a UI stay responsive in between. Every
//! slice is small: the top rows are walked with an explicit stack, each
//! activation's total is added up as soon as its last child is known, and
//! the largest single piece of work is one activation of row `MEMO_ROWS`
//! (at n = 16 at most about 26,000 placements). A board and its mirror image
//! have subtrees of the same size, so half of the count is looked up.

use std::collections::HashMap;

use crate::stepper::{mask_for, Stepper, Subtree};

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

/// One activation of a top row on the preparation's stack.
#[derive(Clone, Copy, Debug)]
struct Frame {
    left: u32,
    down: u32,
    right: u32,
    /// Candidates not visited yet.
    bitmap: u32,
    /// What the visited candidates contain so far.
    total: Subtree,
}

/// The preparation under way: where it is, and its progress.
struct Preparation {
    stack: Vec<Frame>,
    /// Activations of row `MEMO_ROWS` resolved so far.
    done: usize,
    /// Activations of row `MEMO_ROWS` it has to resolve (the others are
    /// mirror images of these).
    of: usize,
}

pub struct Timeline {
    n: usize,
    mask: u32,
    memo: HashMap<(u32, u32, u32), Subtree>,
    /// `None` until the first call to `prepare`.
    preparation: Option<Preparation>,
}

impl Timeline {
    /// Panics unless `1 <= n <= 32`.
    pub fn new(n: usize) -> Self {
        Timeline {
            n,
            mask: mask_for(n),
            memo: HashMap::new(),
            preparation: None,
        }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// Counts part of the search ahead of time: at most `budget` activations
    /// of row `MEMO_ROWS` (each a small fraction of the whole), plus the
    /// bookkeeping of the rows above them. Returns `(done, of)`; when
    /// `done == of` every later call here is instant.
    pub fn prepare(&mut self, budget: usize) -> (usize, usize) {
        if self.n <= MEMO_ROWS {
            return (0, 0);
        }
        if self.preparation.is_none() {
            let of = self.canonical_frontier(0, 0, 0, 0, true);
            let root = Frame {
                left: 0,
                down: 0,
                right: 0,
                bitmap: self.mask,
                total: Subtree::default(),
            };
            self.preparation = Some(Preparation {
                stack: vec![root],
                done: 0,
                of,
            });
        }
        let mut p = self.preparation.take().expect("set above");
        let mut budget = budget;
        loop {
            let row = p.stack.len().wrapping_sub(1);
            let Some(top) = p.stack.last_mut() else {
                break;
            };
            if top.bitmap == 0 {
                // Every child is known: this activation is complete.
                let frame = p.stack.pop().expect("not empty");
                self.memo
                    .insert((frame.left, frame.down, frame.right), frame.total);
                if let Some(parent) = p.stack.last_mut() {
                    add(&mut parent.total, frame.total);
                } else {
                    // The root: everything is counted.
                    p.done = p.of;
                }
                continue;
            }
            if budget == 0 {
                break;
            }
            let bit = top.bitmap & top.bitmap.wrapping_neg();
            top.bitmap ^= bit;
            top.total.placements += 1;
            // `row < MEMO_ROWS < n - 1`, so the child is never past the last row.
            let (left, down, right) = (
                ((top.left | bit) << 1) & self.mask,
                top.down | bit,
                (top.right | bit) >> 1,
            );
            let frontier = row + 1 == MEMO_ROWS;
            if let Some(known) = self.known(left, down, right) {
                add(&mut top.total, known);
                if frontier {
                    p.done += 1;
                }
            } else if frontier {
                let counted = count_subtree(self.n, self.mask, MEMO_ROWS, left, down, right);
                self.memo.insert((left, down, right), counted);
                add(&mut top.total, counted);
                p.done += 1;
                budget -= 1;
            } else {
                p.stack.push(Frame {
                    left,
                    down,
                    right,
                    bitmap: self.mask & !(left | down | right),
                    total: Subtree::default(),
                });
            }
        }
        // A subtree found in the memo before the preparation reached it (a
        // seek counted it) may skip some of the announced work.
        let progress = (p.done.min(p.of), p.of);
        self.preparation = Some(p);
        progress
    }

    /// Is the whole search counted (so that any seek is instant)?
    pub fn is_prepared(&self) -> bool {
        self.n <= MEMO_ROWS
            || self
                .preparation
                .as_ref()
                .is_some_and(|p| p.stack.is_empty())
    }

    /// How many activations of row `MEMO_ROWS` under this one the
    /// preparation counts: a child of a symmetric activation whose mirror
    /// image is a sibling already visited (a queen left of the middle) is
    /// looked up, not counted.
    fn canonical_frontier(
        &self,
        row: usize,
        left: u32,
        down: u32,
        right: u32,
        symmetric: bool,
    ) -> usize {
        if row == MEMO_ROWS {
            return 1;
        }
        let mut sum = 0;
        let mut bitmap = self.mask & !(left | down | right);
        while bitmap != 0 {
            let bit = bitmap & bitmap.wrapping_neg();
            bitmap ^= bit;
            let mirrored = self.mirror_bits(bit);
            if symmetric && mirrored < bit {
                continue;
            }
            sum += self.canonical_frontier(
                row + 1,
                ((left | bit) << 1) & self.mask,
                down | bit,
                (right | bit) >> 1,
                symmetric && mirrored == bit,
            );
        }
        sum
    }

    /// `x` with its `n` bits in reverse order: the columns seen in a mirror.
    fn mirror_bits(&self, x: u32) -> u32 {
        x.reverse_bits() >> (32 - self.n)
    }

    /// The remembered size of an activation, or of its mirror image (whose
    /// search is the mirror image of this one, so it has the same size):
    /// a queen's `left` attack is its mirror's `right` attack.
    fn known(&self, left: u32, down: u32, right: u32) -> Option<Subtree> {
        self.memo.get(&(left, down, right)).copied().or_else(|| {
            let mirror = (
                self.mirror_bits(right),
                self.mirror_bits(down),
                self.mirror_bits(left),
            );
            self.memo.get(&mirror).copied()
        })
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
            Some(crate::Event::Place { solution: true, .. })
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
        if row <= MEMO_ROWS {
            if let Some(known) = self.known(left, down, right) {
                return Some(known);
            }
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
        if let Some(known) = self.known(left, down, right) {
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
