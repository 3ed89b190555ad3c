//! The bookkeeping of a pool of counting workers, pure: which slice of which
//! task goes to which worker, what each worker owes, the sums, the progress,
//! and what becomes of the slices of a worker that went silent.
//!
//! A worker counts a task in slices (see
//! [`count_slice`](solver::count::count_slice)): it answers each slice with
//! its classes and, if the task is not done, where the next slice starts;
//! that continuation goes out before any new task. Larger tasks come first
//! (the plan's order), so the pool ends on small ones and the workers finish
//! together. Each worker owes [`IN_FLIGHT`] slices at a time, so that it
//! never sits idle while an answer travels to the page and the next request
//! comes back.
//!
//! A worker is known by an id that is never reused: when the page replaces
//! a silent worker ([`Schedule::replace`], after its watchdog, see
//! [`crate::domain::watchdog`]), the slices it owed go first to the next
//! worker fed, from where they started, and an answer of the old worker
//! that still comes is refused ([`Schedule::counted`] is `false`): nothing
//! is counted twice or lost, the count stays exact.

use std::collections::VecDeque;

use super::math::{Meter, Rate, ReportClock, Work};
use solver::count::Classes;
use solver::plan::Job;

/// Slices each worker owes at a time: the one it counts and the next.
pub const IN_FLIGHT: usize = 2;

/// One slice to count: the task's index in the plan and where the slice
/// starts (empty: at the task's start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SliceRequest {
    pub index: u32,
    pub resume: Vec<u32>,
}

/// What a worker answered for the oldest slice it owes.
#[derive(Clone, Debug, PartialEq)]
pub struct SliceAnswer {
    pub index: u32,
    pub classes: Classes,
    /// The time the worker spent counting.
    pub busy_ms: f64,
    /// Where the task's next slice starts; `None`: the task is done.
    pub resume: Option<Vec<u32>>,
}

/// One worker's place in the pool.
#[derive(Clone, Debug)]
struct Slot {
    id: u32,
    owed: VecDeque<SliceRequest>,
}

/// One count on a pool of workers.
#[derive(Clone, Debug)]
pub struct Schedule {
    tasks: Vec<Job>,
    /// The jobs done, their estimated work, and the rate of the last stage.
    meter: Meter,
    /// The first task not sent yet.
    next: usize,
    /// Slices to send before any new task, in order.
    continued: VecDeque<SliceRequest>,
    slots: Vec<Slot>,
    sum: Classes,
    busy_ms: f64,
    started: f64,
    report: ReportClock,
    /// Workers replaced during this count.
    replaced: usize,
    /// The slots that take tasks: the first `active` ([`Schedule::on_first`]).
    active: usize,
}

impl Schedule {
    /// Counts `tasks` (of an `n`-board) on the workers `ids` (one per
    /// slot), from `started`.
    pub fn new(n: usize, tasks: Vec<Job>, ids: &[u32], started: f64) -> Schedule {
        Schedule {
            meter: Meter::new(n, &tasks),
            tasks,
            next: 0,
            continued: VecDeque::new(),
            slots: ids
                .iter()
                .map(|&id| Slot {
                    id,
                    owed: VecDeque::new(),
                })
                .collect(),
            sum: Classes::default(),
            busy_ms: 0.0,
            started,
            report: ReportClock::new(started),
            replaced: 0,
            active: ids.len(),
        }
    }

    /// Only the workers of the first `k` slots (at least one) take tasks:
    /// the join's tables are one copy per worker that counts, and the page's
    /// memory holds `k` of them ([`super::math::counting_workers`]).
    pub fn on_first(mut self, k: usize) -> Schedule {
        self.active = k.max(1);
        self
    }

    pub fn task(&self, index: u32) -> &Job {
        &self.tasks[index as usize]
    }

    /// The slices to send to the worker of `slot` now, so that it owes up
    /// to [`IN_FLIGHT`]: the next slices of tasks begun, then new tasks.
    pub fn feed(&mut self, slot: usize) -> Vec<SliceRequest> {
        let mut out = Vec::new();
        if slot >= self.active {
            return out;
        }
        while self.slots[slot].owed.len() < IN_FLIGHT {
            let request = match self.continued.pop_front() {
                Some(next) => next,
                None if self.next < self.tasks.len() => {
                    self.next += 1;
                    SliceRequest {
                        index: (self.next - 1) as u32,
                        resume: Vec::new(),
                    }
                }
                None => break,
            };
            self.slots[slot].owed.push_back(request.clone());
            out.push(request);
        }
        out
    }

    /// Does the worker of `slot` owe answers?
    pub fn owes(&self, slot: usize) -> bool {
        !self.slots[slot].owed.is_empty()
    }

    /// Worker `id` of `slot` answered at `now` (ms on the clock of
    /// `started`). `false`, and nothing changes, unless it is that slot's
    /// worker answering the oldest slice it owes (a worker answers in order).
    pub fn counted(&mut self, slot: usize, id: u32, answer: SliceAnswer, now: f64) -> bool {
        let s = &mut self.slots[slot];
        if s.id != id || s.owed.front().map(|r| r.index) != Some(answer.index) {
            return false;
        }
        s.owed.pop_front();
        self.sum += answer.classes;
        self.busy_ms += answer.busy_ms;
        match answer.resume {
            Some(resume) => self.continued.push_back(SliceRequest {
                index: answer.index,
                resume,
            }),
            None => self
                .meter
                .complete(answer.index as usize, now - self.started),
        }
        true
    }

    /// The worker of `slot` is replaced by worker `id`: what the old one
    /// owed is handed out first, in order, to the next workers fed.
    pub fn replace(&mut self, slot: usize, id: u32) {
        let s = &mut self.slots[slot];
        s.id = id;
        for request in s.owed.drain(..).rev() {
            self.continued.push_front(request);
        }
        self.replaced += 1;
    }

    /// Is progress to be shown at `now`? (See [`ReportClock`].)
    pub fn report_due(&mut self, now: f64) -> bool {
        self.report.due(now)
    }

    pub fn is_done(&self) -> bool {
        self.meter.is_done()
    }

    /// Tasks done, of all.
    pub fn progress(&self) -> (usize, usize) {
        self.meter.jobs()
    }

    /// The estimated work of the tasks done, of all.
    pub fn work(&self) -> Work {
        self.meter.work()
    }

    /// The classes of the slices counted so far.
    pub fn sum(&self) -> Classes {
        self.sum
    }

    /// The time the workers spent counting, summed.
    pub fn busy_ms(&self) -> f64 {
        self.busy_ms
    }

    pub fn rate(&self) -> Rate {
        self.meter.rate()
    }

    pub fn started(&self) -> f64 {
        self.started
    }

    /// Workers replaced during this count.
    pub fn replaced(&self) -> usize {
        self.replaced
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::count::math::plan;
    use solver::count::count;
    use solver::plan::count_slice;

    /// A worker: counts a request in slices of `placements` placements.
    fn answer(n: usize, s: &Schedule, r: &SliceRequest, placements: u64) -> SliceAnswer {
        let mut stop = |done: u64| done >= placements;
        let slice = count_slice(n, s.task(r.index), &r.resume, &mut stop).expect("a slice");
        SliceAnswer {
            index: r.index,
            classes: slice.classes,
            busy_ms: 1.0,
            resume: slice.resume,
        }
    }

    /// Runs a whole count on `workers` simulated workers, answering in
    /// turn; `on_step` may replace workers. Returns the schedule at the end.
    fn run(
        n: usize,
        workers: usize,
        mut on_step: impl FnMut(usize, &mut Schedule, &mut Vec<VecDeque<(u32, SliceRequest)>>),
    ) -> Schedule {
        let ids: Vec<u32> = (0..workers as u32).collect();
        let mut s = Schedule::new(n, plan(n), &ids, 0.0);
        // What each slot's worker was sent and has not answered: (id, slice).
        let mut sent: Vec<VecDeque<(u32, SliceRequest)>> = vec![VecDeque::new(); workers];
        for (w, q) in sent.iter_mut().enumerate() {
            q.extend(s.feed(w).into_iter().map(|r| (ids[w], r)));
        }
        let mut step = 0;
        while !s.is_done() {
            step += 1;
            assert!(step < 1_000_000, "the count never ends");
            on_step(step, &mut s, &mut sent);
            let w = step % workers;
            let Some((id, r)) = sent[w].pop_front() else {
                continue;
            };
            let a = answer(n, &s, &r, 1);
            if s.counted(w, id, a, step as f64) {
                let id = s.slots[w].id;
                sent[w].extend(s.feed(w).into_iter().map(|r| (id, r)));
            }
        }
        s
    }

    #[test]
    fn every_slice_is_counted_once() {
        for n in [1, 4, 8, 11] {
            let s = run(n, 3, |_, _, _| {});
            assert_eq!(s.sum(), count(n), "n = {n}");
            assert_eq!(s.progress(), (plan(n).len(), plan(n).len()));
            // The work done is the plan's estimate, whole.
            let of: u64 = crate::domain::count::math::job_work(n, &plan(n))
                .iter()
                .sum();
            assert_eq!(s.work(), Work { done: of, of });
            assert_eq!(s.replaced(), 0);
        }
        // The join's pieces, an orbit of row sets per slice.
        let n = solver::plan::JOIN_FROM;
        let s = run(n, 3, |_, _, _| {});
        let sum = s.sum().normalized();
        assert_eq!(
            Some((sum.total(), sum.unique())),
            solver::published::counts(n)
        );
        assert_eq!(sum.c8_boards, 0);
        assert_eq!(s.progress(), (plan(n).len(), plan(n).len()));
    }

    #[test]
    fn a_replaced_worker_s_slices_are_counted_by_others_and_its_late_answers_refused() {
        let n = 11;
        let mut late = Vec::new();
        let s = run(n, 2, |step, s, sent| {
            if step == 10 {
                // Worker 1 goes silent: what it was sent never comes back
                // through its bridge, except that we keep it to answer late.
                late.extend(sent[1].drain(..));
                assert!(!late.is_empty());
                s.replace(1, 100);
                sent[1].extend(s.feed(1).into_iter().map(|r| (100, r)));
            }
            if step == 20 {
                // The old worker's answers come in after all: refused.
                for (id, r) in late.drain(..) {
                    let a = answer(n, s, &r, 3);
                    let sum = s.sum();
                    assert!(
                        !s.counted(1, id, a, 20.0),
                        "a late answer of a replaced worker"
                    );
                    assert_eq!(s.sum(), sum);
                }
            }
        });
        assert_eq!(s.sum(), count(n));
        assert_eq!(s.replaced(), 1);
    }

    #[test]
    fn a_silent_worker_s_slices_go_first_in_order() {
        let mut s = Schedule::new(10, plan(10), &[7, 8], 0.0);
        let a = s.feed(0);
        let b = s.feed(1);
        assert_eq!(a.len(), IN_FLIGHT);
        assert_eq!((a[0].index, a[1].index, b[0].index), (0, 1, 2));
        s.replace(0, 9);
        assert!(!s.owes(0));
        // An answer of the old worker 7 is refused; worker 9 gets 0 and 1.
        let old = SliceAnswer {
            index: 0,
            classes: Classes::default(),
            busy_ms: 0.0,
            resume: None,
        };
        assert!(!s.counted(0, 7, old.clone(), 1.0));
        let again = s.feed(0);
        assert_eq!(again, a);
        assert!(s.counted(0, 9, old, 1.0));
        assert_eq!(s.progress().0, 1);
        // Out of order: refused.
        let skip = SliceAnswer {
            index: 3,
            classes: Classes::default(),
            busy_ms: 0.0,
            resume: None,
        };
        assert!(!s.counted(1, 8, skip, 1.0));
    }
}
