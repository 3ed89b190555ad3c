//! A pool of counting workers fed from one task list.
//!
//! A worker counts a task in slices of about
//! [`SLICE_MS`](count_worker::SLICE_MS) (see
//! [`count_slice`](solver::count::count_slice)): it answers each
//! slice with its classes and, if the task is not done, where the next
//! slice starts; that continuation goes out before any new task. Larger
//! tasks come first, so the pool ends on small ones and the workers finish
//! together. Each worker has [`IN_FLIGHT`] requests at a time, so that it
//! never sits idle while an answer travels to the page and the next request
//! comes back. The pool reports progress on the schedule of a
//! [`ReportClock`] (none in the first half second, then four a second) and
//! once at the end, and never waits for the page to render before handing
//! out the next request.
//!
//! Stopping is dropping: dropping the [`Pool`] drops every bridge, and a
//! worker whose last bridge is gone closes itself once it takes its next
//! message: after the slices it was sent, a fraction of a second whatever
//! the board. The answers of dropped bridges are never delivered.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsValue;
use yew::Callback;

use crate::domain::count::math::{Rate, ReportClock};
use crate::workers::count::{from_array, CountReply, CountRequest};
use crate::workers::wire::Bridge;
use solver::count::{Classes, Task};

/// Requests each worker has at a time: the one it counts and the next.
pub const IN_FLIGHT: usize = 2;

/// Workers that have not answered [`CountReply::Ready`] by then are taken
/// as failed (their script or wasm could not be loaded).
pub const START_TIMEOUT_MS: u32 = 10_000;

#[derive(Clone, Debug, PartialEq)]
pub enum PoolEvent {
    Progress {
        run: u32,
        done: usize,
        of: usize,
        /// The classes of the tasks done so far.
        so_far: Classes,
        elapsed_ms: f64,
        /// Completions of the last-depth tasks, for the time left.
        rate: Rate,
    },
    Finished {
        run: u32,
        classes: Classes,
        elapsed_ms: f64,
        /// Time the workers spent counting, summed.
        busy_ms: f64,
    },
    /// A worker failed: the pool is useless and should be dropped.
    Failed { run: u32, reason: Failure },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// A worker panicked, with this message.
    Panicked(String),
    /// A worker stopped with an error that was not a panic (a wasm trap
    /// such as a stack overflow, or its script failing): the error event
    /// the browser passes on to the page, with its message.
    Crashed(String),
    /// Not every worker had started after [`START_TIMEOUT_MS`].
    NotStarted,
}

/// Is an error event of the page about our worker's files? A worker's
/// uncaught errors that nobody handles are passed on to the page as error
/// events, with the file name where they happened.
fn from_our_worker(filename: &str) -> bool {
    filename.ends_with("/worker.js") || filename.ends_with("/worker_bg.wasm")
}

pub struct Pool {
    inner: Rc<RefCell<Inner>>,
    _start_timeout: Timeout,
    _errors: Option<EventListener>,
}

struct Inner {
    bridges: Vec<Bridge<CountRequest>>,
    ready: Vec<bool>,
    /// The task indices sent to each worker and not answered yet, oldest
    /// first (a worker answers in order).
    in_flight: Vec<VecDeque<u32>>,
    job: Option<Job>,
    on_event: Callback<PoolEvent>,
    failed: bool,
}

struct Job {
    run: u32,
    /// The `n` sent to the workers (the count's `n`, unless a test asked
    /// for a fault).
    send_n: u32,
    tasks: Vec<Task>,
    /// The depth of the last tasks of the plan (see [`Rate`]).
    last_depth: u32,
    rate: Rate,
    /// The first task not sent yet.
    next: usize,
    /// Tasks whose next slice is to be sent: index and where it starts.
    continued: VecDeque<(u32, Vec<u32>)>,
    /// Tasks done (all their slices).
    done: usize,
    sum: Classes,
    busy_ms: f64,
    started: f64,
    report: ReportClock,
}

pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

thread_local! {
    static FAULT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// For the end-to-end tests: the next count sends its workers an invalid
/// board size, so that a worker really panics and the page's handling of a
/// failed worker can be checked (`window.wasmBindings.test_count_worker_fault()`).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_count_worker_fault() {
    FAULT.with(|f| f.set(true));
}

impl Pool {
    /// Starts `size` workers (at least one). `on_event` gets the events of
    /// every job.
    pub fn new(size: usize, on_event: Callback<PoolEvent>) -> Pool {
        let size = size.max(1);
        let inner = Rc::new_cyclic(|weak: &Weak<RefCell<Inner>>| {
            let bridges = (0..size)
                .map(|i| {
                    let weak = weak.clone();
                    crate::workers::count::spawn(move |reply| {
                        if let Some(inner) = weak.upgrade() {
                            let events = inner.borrow_mut().on_reply(i, reply);
                            let on_event = inner.borrow().on_event.clone();
                            for e in events {
                                on_event.emit(e);
                            }
                        }
                    })
                })
                .collect();
            RefCell::new(Inner {
                bridges,
                ready: vec![false; size],
                in_flight: vec![VecDeque::new(); size],
                job: None,
                on_event,
                failed: false,
            })
        });
        let weak = Rc::downgrade(&inner);
        let start_timeout = Timeout::new(START_TIMEOUT_MS, move || {
            if let Some(inner) = weak.upgrade() {
                if !inner.borrow().ready.iter().all(|&r| r) {
                    fail(&inner, Failure::NotStarted);
                }
            }
        });
        let weak = Rc::downgrade(&inner);
        let errors = web_sys::window().map(|window| {
            EventListener::new(&window, "error", move |event| {
                let field = |k: &str| {
                    js_sys::Reflect::get(event, &JsValue::from_str(k))
                        .ok()
                        .and_then(|v| v.as_string())
                        .unwrap_or_default()
                };
                if let Some(inner) = weak
                    .upgrade()
                    .filter(|_| from_our_worker(&field("filename")))
                {
                    fail(&inner, Failure::Crashed(field("message")));
                }
            })
        });
        Pool {
            inner,
            _start_timeout: start_timeout,
            _errors: errors,
        }
    }

    pub fn size(&self) -> usize {
        self.inner.borrow().bridges.len()
    }

    /// Is a job running (not finished)?
    pub fn is_busy(&self) -> bool {
        self.inner.borrow().job.is_some()
    }

    /// Counts `tasks` of an `n`-board as job `run`. The pool must be idle
    /// (a finished job); to replace a running job, drop the pool and make a
    /// new one, so that no worker is still on an old task.
    pub fn start(&self, run: u32, n: usize, tasks: Vec<Task>) {
        let fault = FAULT.with(|f| f.replace(false));
        let events = {
            let mut inner = self.inner.borrow_mut();
            debug_assert!(inner.job.is_none(), "start on a busy pool");
            let t = now();
            inner.job = Some(Job {
                run,
                send_n: if fault { 0 } else { n as u32 },
                last_depth: tasks.iter().map(|t| t.depth).max().unwrap_or(0),
                rate: Rate::default(),
                tasks,
                next: 0,
                continued: VecDeque::new(),
                done: 0,
                sum: Classes::default(),
                busy_ms: 0.0,
                started: t,
                report: ReportClock::new(t),
            });
            for w in 0..inner.bridges.len() {
                inner.feed(w);
            }
            inner.finish_if_done()
        };
        let on_event = self.inner.borrow().on_event.clone();
        for e in events {
            on_event.emit(e);
        }
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
    let on_event = inner.borrow().on_event.clone();
    on_event.emit(event);
}

impl Inner {
    /// Hands worker `w` requests up to [`IN_FLIGHT`] while any are left:
    /// the next slices of tasks begun, then new tasks.
    fn feed(&mut self, w: usize) {
        let Some(job) = self.job.as_mut() else { return };
        while self.in_flight[w].len() < IN_FLIGHT {
            let (index, resume) = match job.continued.pop_front() {
                Some(next) => next,
                None if job.next < job.tasks.len() => {
                    let index = job.next as u32;
                    job.next += 1;
                    (index, Vec::new())
                }
                None => return,
            };
            self.in_flight[w].push_back(index);
            self.bridges[w].send(&CountRequest {
                run: job.run,
                n: job.send_n,
                index,
                task: job.tasks[index as usize].to_words(),
                resume,
            });
        }
    }

    fn finish_if_done(&mut self) -> Vec<PoolEvent> {
        match self.job.as_ref() {
            Some(job) if job.done == job.tasks.len() => {
                let job = self.job.take().expect("checked above");
                vec![PoolEvent::Finished {
                    run: job.run,
                    classes: job.sum,
                    elapsed_ms: now() - job.started,
                    busy_ms: job.busy_ms,
                }]
            }
            _ => Vec::new(),
        }
    }

    fn on_reply(&mut self, w: usize, reply: CountReply) -> Vec<PoolEvent> {
        if self.failed {
            return Vec::new();
        }
        match reply {
            CountReply::Ready => {
                self.ready[w] = true;
                Vec::new()
            }
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
                if self.in_flight[w].front() != Some(&index) {
                    return Vec::new();
                }
                self.in_flight[w].pop_front();
                job.sum += from_array(classes);
                job.busy_ms += busy_ms;
                let t = now();
                match resume {
                    Some(resume) => job.continued.push_back((index, resume)),
                    None => {
                        job.done += 1;
                        if job.tasks[index as usize].depth == job.last_depth {
                            job.rate.record(t - job.started);
                        }
                    }
                }
                let progress = job.report.due(t).then_some(PoolEvent::Progress {
                    run,
                    done: job.done,
                    of: job.tasks.len(),
                    so_far: job.sum,
                    elapsed_ms: t - job.started,
                    rate: job.rate,
                });
                // The next task goes out before anything is rendered.
                self.feed(w);
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
