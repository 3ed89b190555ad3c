//! The count page as a state machine, pure: what the page shows and which
//! workers it runs, as a function of what the learner does and of what its
//! workers report. The view (`pages/count`) only draws a [`Counter`] and
//! carries out its [`Command`]s; every policy is here, tested natively:
//!
//! * **Start while running restarts**: the running count is dropped with
//!   its workers and the new one starts from the beginning on fresh
//!   workers.
//! * **Cancel** drops the pool: every worker is told to close and closes
//!   once the slices it was sent are counted; the page is idle at once.
//! * **A worker that fails** (a panic, or workers that never start) stops
//!   the whole pool and shows the error; starting again makes a new pool.
//!   **A worker that goes silent** is replaced by the pool (its slices are
//!   counted again): the count goes on, exact, with a note.
//! * **Large boards** (`n >= LARGE_N`) are first estimated, with the model
//!   of the method that will count them (the search or the join,
//!   [`method`](super::math::method)), from a board measured on this
//!   device by that method (counting the method's calibration board first
//!   when none was; the result shown stays the one before, the calibration
//!   is only a row of the table). A count estimated at
//!   [`LONG_COUNT_MS`](super::math::LONG_COUNT_MS) or more waits for the
//!   go-ahead (the question is announced once); a shorter one starts.
//! * **The link**: the page opens on the board its link names, and a link
//!   with `run=1` counts it at once, as the Start button would: a large
//!   board shows its estimate and waits for the go-ahead instead. Without
//!   `run=1` nothing starts. The link is the machine's ([`Counter::link`]):
//!   it follows the board the learner settles on (the field's change, a
//!   start), not every key typed, and the large display; Back and Forward
//!   put their entry's board back in the field.
//! * After a count the workers are kept for the next one (warm), until a
//!   cancel, an error or leaving the page.
//! * **The engine**: the CPU workers, or the GPU when its worker has an
//!   adapter; the GPU is the default only when its calibration beat the CPU
//!   workers. A GPU that is lost, refused or silent during a count hands the
//!   tasks it has not finished to the CPU workers, with a note; the result
//!   stays exact. Estimates are made from CPU counts only.
//! * **Progress** comes with the workers' reports; the page's ticks refresh
//!   the elapsed time on a [`ReportClock`] of their own, put off by each
//!   report (each refresh is a render, which takes time from the workers),
//!   so they only show the time when reports are slow to come.
//!
//! Here: what the page hears and does ([`Event`], [`Command`]), its state
//! ([`Counter`]) and how each event changes it. Beside it: `start` (what a
//! start counts: the field's board, a large board's calibrations and its
//! estimate, the go-ahead), `run` (a count on the CPU workers or the GPU,
//! its reports, a fallback, its end), `shown` (what the page reads of the
//! count: its stage, progress, time left and status line) and `announce`
//! (what a screen reader hears).

mod announce;
mod run;
mod shown;
mod start;

pub use announce::{Announcement, ANNOUNCE_EVERY_MS, ANNOUNCE_START_AFTER_MS};

use super::math::{
    reference, CountN, Estimate, Measured, Method, Rate, ReportClock, Work, DEFAULT_COUNT,
};
use crate::domain::machine::{Tick, TimedMachine};
use solver::count::{Classes, Task};
use solver::plan::Job;

/// What the count pool reports (the GPU engine reports its counts the same
/// way).
#[derive(Clone, Debug, PartialEq)]
pub enum PoolEvent {
    Progress {
        run: u32,
        done: usize,
        of: usize,
        /// The estimated work of the tasks done, of all.
        work: Work,
        /// The classes of the tasks done so far.
        so_far: Classes,
        elapsed_ms: f64,
        /// Completions of the last-stage jobs, for the time left.
        rate: Rate,
    },
    Finished {
        run: u32,
        classes: Classes,
        elapsed_ms: f64,
        /// Time the workers spent counting, summed.
        busy_ms: f64,
    },
    /// A silent worker was replaced during run `run`; its slices are
    /// counted by the others (the result stays exact).
    Replaced { run: u32 },
    /// A worker failed: the pool is useless and should be dropped.
    Failed { run: u32, reason: Failure },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// A worker panicked, with this message.
    Panicked(String),
    /// A worker stopped with an error that was not a panic (a wasm trap
    /// such as a stack overflow, or its script failing): the error event
    /// of its worker, with its message.
    Crashed(String),
    /// Not every worker had started in time.
    NotStarted,
}

/// What the GPU engine reports.
#[derive(Clone, Debug, PartialEq)]
pub enum GpuEvent {
    /// The worker's adapter, and whether it beat the CPU workers in the
    /// calibration count.
    Adapter { name: String, faster: bool },
    /// No adapter in the worker (or the worker did not start, or went
    /// silent while probing).
    Unavailable,
    /// Progress or the end of a count, as the pool reports them.
    Pool(PoolEvent),
    /// The device was lost during run `run` (or the worker went silent):
    /// the first `done` tasks are counted (`so_far`), the others are for
    /// the CPU workers.
    Lost {
        run: u32,
        done: usize,
        so_far: Classes,
        reason: String,
    },
}

/// What happens to the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The page is shown: the GPU's worker looks for an adapter, where the
    /// page has WebGPU.
    Open,
    /// The shell moved the page's link to board `n` (the app opened on it,
    /// Back and Forward). `run`: the link asks to count it now (`run=1`,
    /// on opening only); without it nothing starts or stops (no command).
    Link {
        n: CountN,
        run: bool,
    },
    /// The results large, for a projector (`large=1`), or not.
    Large(bool),
    /// The `n` field's text.
    Input(String),
    /// The learner settled on the field's text (its `change`: Enter, or
    /// the focus leaving it).
    Commit,
    Start {
        up_to: bool,
    },
    /// The estimate is confirmed.
    Go,
    /// The estimate is declined.
    Back,
    Cancel,
    /// The page's clock ticked.
    Tick,
    /// The engine's select: `cpu` or `gpu`.
    Engine(String),
    Pool(PoolEvent),
    Gpu(GpuEvent),
    /// The dialog with the links that count this board opens or closes.
    Share(bool),
}

/// What the page must do for the machine.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Count `jobs` of `n` on the CPU workers as run `run` (an idle pool
    /// is kept, a busy one replaced).
    /// `workers`: how many of the pool's workers take its jobs
    /// ([`counting_workers`](super::math::counting_workers)).
    Cpu {
        run: u32,
        n: usize,
        jobs: Vec<Job>,
        workers: usize,
    },
    /// Count `tasks` (the GPU's plan of `n`) on the GPU as run `run` (a
    /// busy CPU pool is dropped).
    Gpu {
        run: u32,
        n: usize,
        tasks: Vec<Task>,
    },
    /// Drop the CPU pool (its workers close).
    StopCpu,
    /// Drop the GPU engine (its worker closes).
    StopGpu,
    /// Tick while counting (or stop ticking).
    Ticking(bool),
    /// Start the GPU's worker to look for an adapter (it reports
    /// [`GpuEvent::Adapter`] or [`GpuEvent::Unavailable`]).
    ProbeGpu,
}

/// What the count page's link names (`n=` on the count page, `large=1`):
/// derived from its machine ([`Counter::link`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountLink {
    pub n: CountN,
    pub large: bool,
}

impl From<Tick> for Event {
    fn from(_: Tick) -> Event {
        Event::Tick
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Idle,
    Running,
    Done,
    Cancelled,
    Error,
}

impl Status {
    /// The `data-state` of `count-status`.
    pub fn id(self) -> &'static str {
        match self {
            Status::Idle => "idle",
            Status::Running => "running",
            Status::Done => "done",
            Status::Cancelled => "cancelled",
            Status::Error => "error",
        }
    }
}

/// What counts: the CPU workers or the GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    Cpu,
    Gpu,
}

/// What the page knows of the GPU.
#[derive(Clone, Debug, PartialEq)]
pub enum GpuState {
    Checking,
    /// No WebGPU, or no adapter.
    Absent,
    Ready {
        name: String,
        faster: bool,
    },
}

/// A GPU count that the CPU workers finish: the GPU's part.
#[derive(Clone, Debug, PartialEq)]
pub struct Fallback {
    pub done: usize,
    pub of: usize,
    /// The estimated work of the GPU's tasks done, and of all its tasks.
    pub work: Work,
    pub so_far: Classes,
    pub reason: String,
}

/// The count in progress.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Current {
    pub n: usize,
    /// Counting `1..=last`, `n` being the current one.
    pub up_to: Option<usize>,
    /// Counting a smaller board to measure this device before a large one.
    pub calibration: bool,
    /// How the CPU workers count it.
    pub method: Method,
    pub started: f64,
}

pub use super::math::Stage;

/// One row of the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Row {
    pub n: usize,
    pub classes: Classes,
    pub ms: u64,
    /// `cpu`, `gpu`, or `gpu+cpu` (a fallback).
    pub engine: &'static str,
}

impl Row {
    /// Equal to the published counts?
    pub fn ok(&self) -> bool {
        reference(self.n) == Some((self.classes.total(), self.classes.unique()))
    }
}

/// What the page keeps while the session lives, when it is left and shown
/// again: the table's rows (the last result of each board) and the
/// measurements of this device.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Memory {
    pub rows: Vec<Row>,
    pub measured: Vec<Measured>,
}

/// A large count waiting for the user's go-ahead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Confirm {
    pub n: usize,
    pub up_to: bool,
    /// `None` while calibrating.
    pub estimate: Option<Estimate>,
    pub calibrated: bool,
}

/// The count page's state (see the module's documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct Counter {
    /// The `n` field's text (not necessarily a board: see [`Counter::field`]).
    pub n_text: String,
    /// The page's board, the one owner of it: what its link names
    /// ([`Counter::link`]). The board the page was opened (or Back and
    /// Forward came back) with, then the last one the learner settled on
    /// or started.
    pub n: CountN,
    /// The results large, for a projector (kept in the link, so that a
    /// teacher's link opens that way).
    pub large: bool,
    pub status: Status,
    pub run: u32,
    pub current: Option<Current>,
    pub progress: (usize, usize),
    /// The estimated work of the current run's jobs done, of all (see
    /// [`Counter::stage_permille`]).
    pub work: Work,
    /// The calibrations counted before the count asked for, and how many
    /// of them there are: the stage of measuring (see [`Counter::stage`]).
    measuring: (usize, usize),
    pub rate: Rate,
    pub so_far: Classes,
    pub elapsed_ms: f64,
    /// When a tick refreshes the elapsed time.
    tick_clock: ReportClock,
    /// The board whose numbers are shown (the last one counted or counting).
    pub shown_n: Option<usize>,
    /// The last count that ended was a `1..=n` sequence.
    pub done_up_to: bool,
    pub rows: Vec<Row>,
    /// Whole counts on this device by the CPU workers, for estimates.
    pub measured: Vec<Measured>,
    /// While a calibration runs: the board and the counts shown before it
    /// (a calibration is not the result the learner asked for).
    kept: Option<(Option<usize>, Classes, f64)>,
    pub confirm: Option<Confirm>,
    /// The estimate the count started last was started on (a large board's),
    /// kept after it ends: what the benchmark compares with the time taken.
    pub estimated: Option<Estimate>,
    pub failure: Option<Failure>,
    /// The CPU workers of a pool.
    pub cpu_workers: usize,
    /// The workers of the count in progress (1 on the GPU).
    pub workers: usize,
    /// The engine chosen (by the user, or by the calibration).
    pub engine: Engine,
    engine_chosen: bool,
    pub gpu_state: GpuState,
    /// Whether the page has WebGPU (a new visit looks for an adapter again).
    webgpu: bool,
    /// The engine of the count in progress.
    pub counting_on: Engine,
    pub fallback: Option<Fallback>,
    /// Workers replaced since the count was started.
    pub replaced: usize,
    /// The dialog with the links that count the page's board is open.
    pub share_open: bool,
    /// What the page's live region says (see [`Counter::announce`]).
    pub announcement: Announcement,
    /// When `announcement` last changed (the page's clock, ms).
    announced_at: f64,
    /// What the state said last (see `Counter::announce`): the
    /// announcement, unless the region says why a start was refused since.
    derived: Announcement,
    /// When the page started counting (the page's clock, ms): a `1..=n`
    /// sequence and a count after its calibration run on from it.
    running_since: f64,
}

impl Counter {
    /// The page with `cpu_workers` in a pool; `webgpu`: whether the page has
    /// WebGPU (its worker then looks for an adapter).
    pub fn new(cpu_workers: usize, webgpu: bool) -> Counter {
        Counter {
            n_text: DEFAULT_COUNT.get().to_string(),
            n: DEFAULT_COUNT,
            large: false,
            status: Status::Idle,
            run: 0,
            current: None,
            progress: (0, 0),
            work: Work::default(),
            measuring: (0, 0),
            rate: Rate::default(),
            so_far: Classes::default(),
            elapsed_ms: 0.0,
            tick_clock: ReportClock::new(0.0),
            shown_n: None,
            done_up_to: false,
            rows: Vec::new(),
            measured: Vec::new(),
            kept: None,
            confirm: None,
            estimated: None,
            failure: None,
            cpu_workers,
            workers: 0,
            engine: Engine::Cpu,
            engine_chosen: false,
            gpu_state: if webgpu {
                GpuState::Checking
            } else {
                GpuState::Absent
            },
            webgpu,
            counting_on: Engine::Cpu,
            fallback: None,
            replaced: 0,
            share_open: false,
            announcement: Announcement::Nothing,
            announced_at: f64::NEG_INFINITY,
            derived: Announcement::Nothing,
            running_since: 0.0,
        }
    }

    pub fn running(&self) -> bool {
        self.status == Status::Running
    }

    /// What the page's link names.
    pub fn link(&self) -> CountLink {
        CountLink {
            n: self.n,
            large: self.large,
        }
    }

    /// What the page keeps when it is left (see [`Memory`]).
    pub fn memory(&self) -> Memory {
        Memory {
            rows: self.rows.clone(),
            measured: self.measured.clone(),
        }
    }

    /// The page shown again: what it kept, and the last result of its
    /// board, if it has one.
    pub fn remember(&mut self, memory: Memory) {
        self.rows = memory.rows;
        self.measured = memory.measured;
        self.show_row();
    }

    /// While nothing runs: the last result of the page's board, if the
    /// table has one (a link opened, Back and Forward, the page shown
    /// again).
    fn show_row(&mut self) {
        if self.running() || self.kept.is_some() {
            return;
        }
        let n = self.n.get();
        if let Some(row) = self.rows.iter().find(|r| r.n == n) {
            self.shown_n = Some(n);
            self.so_far = row.classes;
            self.elapsed_ms = row.ms as f64;
            self.done_up_to = false;
            if self.status != Status::Idle {
                self.status = Status::Idle;
            }
        }
    }

    /// The board whose result is shown (not a calibration's).
    pub fn result_n(&self) -> Option<usize> {
        self.kept.map_or(self.shown_n, |(n, ..)| n)
    }

    /// The time shown beside the result (not a calibration's).
    pub fn result_ms(&self) -> f64 {
        self.kept.map_or(self.elapsed_ms, |(_, _, ms)| ms)
    }
}

impl TimedMachine for Counter {
    type Event = Event;
    type Command = Command;

    /// The page is left (its workers are gone): the next visit opens a new
    /// page that keeps only its link (the machine owns it: the shell keeps
    /// the machine while the page is not shown and writes the address from
    /// it) and its [`Memory`] (its table and measurements).
    fn leave(&mut self) {
        let (memory, link) = (self.memory(), self.link());
        *self = Counter::new(self.cpu_workers, self.webgpu);
        let CountLink { n, large } = link;
        (self.n, self.large) = (n, large);
        self.set_text(n.get().to_string());
        self.remember(memory);
    }

    /// Handles `event` at `now` (the page's clock, ms): whether the page
    /// changed, and what the page must do, in order.
    fn update(&mut self, event: Event, now: f64) -> (bool, Vec<Command>) {
        let mut out = Vec::new();
        let changed = match event {
            Event::Open => {
                if self.gpu_state == GpuState::Checking {
                    out.push(Command::ProbeGpu);
                }
                false
            }
            Event::Link { n, run } => {
                let shown = self.field() == Ok(n);
                if !shown {
                    self.set_text(n.get().to_string());
                }
                let moved = self.n != n;
                self.n = n;
                if run {
                    self.start(false, false, now, &mut out);
                } else if moved {
                    self.show_row();
                }
                !shown || moved || run
            }
            Event::Commit => match self.field() {
                Ok(n) => self.settle(n),
                Err(_) => false,
            },
            Event::Input(text) => {
                self.set_text(text);
                // Nothing is said while typing: the message under the field
                // shows what is wrong, a start pressed says it (the region
                // emptied says nothing).
                if self.announcement == Announcement::Invalid {
                    self.announcement = Announcement::Nothing;
                }
                true
            }
            Event::Start { up_to } => {
                if self.field().is_err() {
                    // The buttons are only marked off: why, said again.
                    self.say(Announcement::Invalid, now);
                }
                self.start(up_to, false, now, &mut out);
                true
            }
            Event::Go => {
                if let Some(c) = self.confirm.filter(|c| c.estimate.is_some()) {
                    self.n_text = c.n.to_string();
                    self.start(c.up_to, true, now, &mut out);
                }
                true
            }
            Event::Back => {
                if let Some(c) = self.confirm.take() {
                    self.say(Announcement::NotStarted { n: c.n }, now);
                }
                true
            }
            Event::Cancel => {
                if self.running() {
                    self.stop(Status::Cancelled, &mut out);
                } else {
                    self.confirm = None;
                }
                true
            }
            Event::Tick => match self.current {
                Some(cur) if self.running() && self.tick_clock.due(now) => {
                    self.elapsed_ms = now - cur.started;
                    true
                }
                _ => false,
            },
            Event::Engine(value) => {
                let ready = matches!(self.gpu_state, GpuState::Ready { .. });
                self.engine = if value == "gpu" && ready {
                    Engine::Gpu
                } else {
                    Engine::Cpu
                };
                self.engine_chosen = true;
                true
            }
            Event::Pool(e) => self.on_pool(e, now, &mut out),
            Event::Gpu(e) => self.on_gpu(e, now, &mut out),
            Event::Share(open) => std::mem::replace(&mut self.share_open, open) != open,
            Event::Large(on) => std::mem::replace(&mut self.large, on) != on,
        };
        let announced = self.announce(now);
        (changed || announced, out)
    }
}

#[cfg(test)]
mod tests;
