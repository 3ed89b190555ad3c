//! A pool of counting workers fed from one task list: the workers'
//! clients ([`Client`]) and the count's [`Schedule`] (which slice goes to
//! which worker, see `domain::count::schedule`).
//!
//! The pool reports progress on the schedule of a
//! [`ReportClock`](crate::domain::count::math::ReportClock) (none in the
//! first half second, then four a second) and once at the end, and never
//! waits for the page to render before handing out the next request.
//!
//! **A silent worker** (one that stops answering without an error:
//! terminated, or hung) is found by its client's watchdog
//! ([`COUNT_PATIENCE`]: at least 5 s, and 20 times the longest silence it
//! was observed to keep before an answer), terminated and replaced by a
//! new worker; the slices it owed are counted again from where they
//! started, by whichever worker is fed next, and its late answers are
//! refused: the count stays exact, and the page says so
//! (`PoolEvent::Replaced`).
//!
//! Stopping is dropping: dropping the [`Pool`] drops every client, and a
//! worker closes once it takes its next message: after the slices it was
//! sent, a fraction of a second whatever the board. The answers of dropped
//! clients are never delivered, nor their workers' errors: a worker that
//! crashes (an error it does not catch) fails its own pool only, never a
//! pool started after its own was dropped.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use yew::Callback;

use crate::domain::count::machine::{Failure, PoolEvent};
use crate::domain::count::schedule::{Schedule, SliceAnswer};
use crate::domain::watchdog::Patience;
use crate::workers::client::Client;
use crate::workers::clock::now;
use crate::workers::protocol::count::{CountReply, CountRequest, CountWorker};
use solver::plan;

/// Workers that have not said that they listen by then are taken as
/// failed (their script or wasm could not be loaded).
pub const START_TIMEOUT_MS: f64 = 10_000.0;

/// How long a counting worker may stay silent while it owes slices: a
/// slice takes about 100 ms, so 5 s at least, and 20 times the longest
/// silence observed before one of its answers (a loaded machine).
pub const COUNT_PATIENCE: Patience = Patience {
    start_ms: START_TIMEOUT_MS,
    floor_ms: 5_000.0,
    margin: 20.0,
    slack_ms: 0.0,
};

pub struct Pool {
    inner: Rc<RefCell<Inner>>,
}

/// One worker of the pool: its client, and its id in the schedule (a new
/// worker in the same place has a new id).
struct Worker {
    client: Client<CountWorker>,
    id: u32,
}

struct Inner {
    workers: Vec<Worker>,
    /// The id of the next worker started.
    next_id: u32,
    job: Option<Job>,
    on_event: Callback<PoolEvent>,
    failed: bool,
}

struct Job {
    run: u32,
    /// The `n` sent to the workers (the count's `n`, unless a test asked
    /// for a fault).
    send_n: u32,
    schedule: Schedule,
}

#[cfg(feature = "e2e")]
thread_local! {
    static FAULT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    static PATIENCE: std::cell::Cell<Option<Patience>> = const { std::cell::Cell::new(None) };
}

/// For the end-to-end tests (the feature `e2e`, exported by the app as
/// `test_count_worker_fault`): the next count sends its workers an invalid
/// board size, which they refuse, so that the page's handling of a failed
/// worker can be checked.
#[cfg(feature = "e2e")]
pub fn fault_next_count() {
    FAULT.with(|f| f.set(true));
}

/// For the end-to-end tests (the feature `e2e`, exported by the app as
/// `test_count_patience`): the workers started from now on wait `start_ms`
/// for a new worker to say that it listens, and at least `floor_ms` for a
/// started one's answer (the margin stays [`COUNT_PATIENCE`]'s), so that a
/// test sees a worker that never starts, or one that hangs, given up on
/// without waiting out the release build's limits.
#[cfg(feature = "e2e")]
pub fn set_patience(start_ms: f64, floor_ms: f64) {
    PATIENCE.with(|p| {
        p.set(Some(Patience {
            start_ms,
            floor_ms,
            ..COUNT_PATIENCE
        }))
    });
}

/// The patience of a counting worker: [`COUNT_PATIENCE`], unless a test
/// set another.
fn patience() -> Patience {
    #[cfg(feature = "e2e")]
    if let Some(p) = PATIENCE.with(std::cell::Cell::get) {
        return p;
    }
    COUNT_PATIENCE
}

/// The `n` the workers are sent for a count of `n`.
fn send_n(n: usize) -> u32 {
    #[cfg(feature = "e2e")]
    if FAULT.with(|f| f.replace(false)) {
        return 0;
    }
    n as u32
}

/// Emits `events` (outside any borrow of the pool).
fn emit(inner: &Rc<RefCell<Inner>>, events: Vec<PoolEvent>) {
    let on_event = inner.borrow().on_event.clone();
    for e in events {
        on_event.emit(e);
    }
}

/// A worker for place `slot` of the pool, started at once.
fn new_worker(weak: &Weak<RefCell<Inner>>, slot: usize, id: u32) -> Worker {
    let (on_reply, on_silent, on_crash) = (weak.clone(), weak.clone(), weak.clone());
    let client = Client::new(
        patience(),
        move |reply| {
            let Some(inner) = on_reply.upgrade() else {
                return;
            };
            match reply {
                Ok(reply) => {
                    let events = inner.borrow_mut().on_reply(slot, id, reply);
                    emit(&inner, events);
                }
                // A message the page and the worker could not read of each
                // other: the count cannot be trusted.
                Err(why) => fail(&inner, Failure::Crashed(why)),
            }
        },
        move || {
            if let Some(inner) = on_silent.upgrade() {
                on_silent_worker(&inner, slot);
            }
        },
    )
    .on_crash(move |message| {
        if let Some(inner) = on_crash.upgrade() {
            fail(&inner, Failure::Crashed(message));
        }
    });
    client.spawn();
    Worker { client, id }
}

impl Pool {
    /// Starts `size` workers (at least one). `on_event` gets the events of
    /// every job.
    pub fn new(size: usize, on_event: Callback<PoolEvent>) -> Pool {
        let size = size.max(1);
        let inner = Rc::new_cyclic(|weak: &Weak<RefCell<Inner>>| {
            RefCell::new(Inner {
                workers: (0..size)
                    .map(|slot| new_worker(weak, slot, slot as u32))
                    .collect(),
                next_id: size as u32,
                job: None,
                on_event,
                failed: false,
            })
        });
        Pool { inner }
    }

    /// Is a job running (not finished)?
    pub fn is_busy(&self) -> bool {
        self.inner.borrow().job.is_some()
    }

    /// Counts `jobs` of an `n`-board (the plan's) as job `run`. The pool
    /// must be idle (a finished job); to replace a running job, drop the
    /// pool and make a new one, so that no worker is still on an old task.
    /// Only the first `workers` of the pool take jobs (the others stay idle).
    pub fn start(&self, run: u32, n: usize, jobs: Vec<plan::Job>, workers: usize) {
        let events = {
            let mut inner = self.inner.borrow_mut();
            debug_assert!(inner.job.is_none(), "start on a busy pool");
            let ids: Vec<u32> = inner.workers.iter().map(|w| w.id).collect();
            for w in &inner.workers {
                w.client.begin(run);
            }
            inner.job = Some(Job {
                run,
                send_n: send_n(n),
                schedule: Schedule::new(n, jobs, &ids, now()).on_first(workers),
            });
            for slot in 0..inner.workers.len() {
                inner.feed(slot);
            }
            inner.finish_if_done()
        };
        emit(&self.inner, events);
    }
}

/// Marks the pool failed and reports it (once).
fn fail(inner: &Rc<RefCell<Inner>>, reason: Failure) {
    let event = {
        let mut i = inner.borrow_mut();
        if i.failed {
            return;
        }
        i.failed = true;
        let run = i.job.take().map_or(0, |j| j.run);
        PoolEvent::Failed { run, reason }
    };
    emit(inner, vec![event]);
}

/// The watchdog of the worker in `slot` found it silent (and terminated
/// it): one that never started fails the pool; otherwise a new worker
/// takes its place and its slices go to the next workers fed.
fn on_silent_worker(inner: &Rc<RefCell<Inner>>, slot: usize) {
    if !inner.borrow().workers[slot].client.is_started() {
        return fail(inner, Failure::NotStarted);
    }
    let events = {
        let mut i = inner.borrow_mut();
        let id = i.next_id;
        i.next_id += 1;
        i.workers[slot] = new_worker(&Rc::downgrade(inner), slot, id);
        let Some(job) = i.job.as_mut() else {
            return;
        };
        let run = job.run;
        job.schedule.replace(slot, id);
        i.workers[slot].client.begin(run);
        i.feed(slot);
        vec![PoolEvent::Replaced { run }]
    };
    emit(inner, events);
}

impl Inner {
    /// Sends the worker of `slot` the slices the schedule gives it.
    fn feed(&mut self, slot: usize) {
        let Some(job) = self.job.as_mut() else { return };
        for slice in job.schedule.feed(slot) {
            self.workers[slot].client.send(
                &CountRequest {
                    run: job.run,
                    n: job.send_n,
                    index: slice.index,
                    task: job.schedule.task(slice.index).to_words(),
                    resume: slice.resume,
                },
                0.0,
            );
        }
    }

    fn finish_if_done(&mut self) -> Vec<PoolEvent> {
        match self.job.as_ref() {
            Some(job) if job.schedule.is_done() => {
                let job = self.job.take().expect("checked above");
                let s = &job.schedule;
                vec![PoolEvent::Finished {
                    run: job.run,
                    classes: s.sum(),
                    elapsed_ms: now() - s.started(),
                    busy_ms: s.busy_ms(),
                }]
            }
            _ => Vec::new(),
        }
    }

    fn on_reply(&mut self, slot: usize, id: u32, reply: CountReply) -> Vec<PoolEvent> {
        if self.failed {
            return Vec::new();
        }
        match reply {
            CountReply::Counted {
                run,
                index,
                classes,
                busy_ms,
                resume,
            } => {
                let Some(job) = self.job.as_mut().filter(|j| j.run == run) else {
                    return Vec::new();
                };
                let t = now();
                let answer = SliceAnswer {
                    index,
                    classes,
                    busy_ms,
                    resume,
                };
                if !job.schedule.counted(slot, id, answer, t) {
                    return Vec::new();
                }
                let s = &mut job.schedule;
                let progress = s.report_due(t).then(|| {
                    let (done, of) = s.progress();
                    PoolEvent::Progress {
                        run,
                        done,
                        of,
                        work: s.work(),
                        so_far: s.sum(),
                        elapsed_ms: t - s.started(),
                        rate: s.rate(),
                    }
                });
                // The next slices go out before anything is rendered.
                self.feed(slot);
                let mut events = self.finish_if_done();
                if events.is_empty() {
                    events.extend(progress);
                }
                events
            }
            CountReply::Failed { run, message } => {
                self.failed = true;
                self.job = None;
                vec![PoolEvent::Failed {
                    run,
                    reason: Failure::Panicked(message),
                }]
            }
        }
    }
}
