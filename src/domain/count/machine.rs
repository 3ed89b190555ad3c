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
//!   [`method`]), from a board measured on this device by that method
//!   (counting the method's calibration board first when none was; the
//!   result shown stays the one before, the calibration is only a row of
//!   the table). A count estimated at [`LONG_COUNT_MS`] or more waits for
//!   the go-ahead (the question is announced once); a shorter one starts.
//! * **The link**: the page opens on the board its link names, and a link
//!   with `run=1` counts it at once, as the Start button would: a large
//!   board shows its estimate and waits for the go-ahead instead. Without
//!   `run=1` nothing starts. The link follows the board the learner settles
//!   on (the field's change, a start), not every key typed; Back and
//!   Forward put their entry's board back in the field.
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

use super::math::{
    calibration_n, calibrations_needed, counting_workers, estimate, eta_ms, gpu_plan, job_work,
    method, permille, plan_by, reference, span, whole_ms, CountN, Estimate, Measured, Method,
    NError, Rate, ReportClock, Span, Work, LARGE_N, LONG_COUNT_MS, SHOW_ESTIMATE_MS,
};
use super::texts as t;
use crate::domain::machine::{Tick, TimedMachine};
use crate::i18n::Lang;
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
    /// The page's link names board `n`: the page hands it over when it
    /// moved (on opening, Back and Forward), never its own board coming
    /// back late (`hooks::use_counter`). `run`: the link asks to count it
    /// now (`run=1`, on opening only); without it nothing starts or stops
    /// (no command).
    Link {
        n: CountN,
        run: bool,
    },
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
    /// ([`counting_workers`]).
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
    /// The learner settled on board `n`: the page's link names it now
    /// (never sent for the board a link itself named).
    Link(CountN),
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
    /// The page's board, the one owner of it: what its link names (derived
    /// by [`Command::Link`]). The board the page was opened (or Back and
    /// Forward came back) with, then the last one the learner settled on
    /// or started.
    pub n: CountN,
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
}

/// The least time between two announcements while a count runs, so that a
/// screen reader is not talked over by the progress.
pub const ANNOUNCE_EVERY_MS: f64 = 5000.0;

/// What a screen reader hears of a count: its start, its progress at most
/// every [`ANNOUNCE_EVERY_MS`], and its end with the totals. Each is a
/// snapshot, so that the live region's text changes only when it is due.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Announcement {
    Nothing,
    Started {
        n: usize,
        up_to: Option<usize>,
        calibration: bool,
        gpu: bool,
        workers: usize,
    },
    Progress {
        n: usize,
        calibration: bool,
        /// The stage's progress, in tenths of a percent.
        permille: u32,
    },
    /// The count ended: the status line and the last board's totals.
    Done {
        n: usize,
        total: u64,
        unique: u64,
    },
    Cancelled,
    Error,
    /// A long count's estimate, waiting for the go-ahead.
    Question {
        n: usize,
        up_to: bool,
    },
    /// The learner declined the long count of `n`.
    NotStarted {
        n: usize,
    },
}

impl Counter {
    /// The page with `cpu_workers` in a pool; `webgpu`: whether the page has
    /// WebGPU (its worker then looks for an adapter).
    pub fn new(cpu_workers: usize, webgpu: bool) -> Counter {
        Counter {
            n_text: CountN::DEFAULT.get().to_string(),
            n: CountN::DEFAULT,
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
            counting_on: Engine::Cpu,
            fallback: None,
            replaced: 0,
            share_open: false,
            announcement: Announcement::Nothing,
            announced_at: f64::NEG_INFINITY,
        }
    }

    pub fn running(&self) -> bool {
        self.status == Status::Running
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
                Ok(n) => self.settle(n, &mut out),
                Err(_) => false,
            },
            Event::Input(text) => {
                self.set_text(text);
                true
            }
            Event::Start { up_to } => {
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
                    self.announcement = Announcement::NotStarted { n: c.n };
                    self.announced_at = now;
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
        };
        let announced = self.announce(now);
        (changed || announced, out)
    }
}

impl Counter {
    /// Updates [`Counter::announcement`] at `now`: a count's start at once,
    /// its progress (and the next board of a `1..n` run) no more often than
    /// [`ANNOUNCE_EVERY_MS`], its end at once with the totals. Whether it
    /// changed.
    fn announce(&mut self, now: f64) -> bool {
        // Whether a count was announced, and whether it was a calibration:
        // the count that follows a calibration is announced as a start.
        let was_running = match self.announcement {
            Announcement::Started { calibration, .. }
            | Announcement::Progress { calibration, .. } => {
                self.current.map(|c| c.calibration) == Some(calibration)
            }
            _ => false,
        };
        let due = now - self.announced_at >= ANNOUNCE_EVERY_MS;
        let question = self
            .confirm
            .filter(|c| c.estimate.is_some() && !self.running());
        let next = match (self.status, self.current) {
            _ if question.is_some() => {
                question.map_or(Announcement::Nothing, |c| Announcement::Question {
                    n: c.n,
                    up_to: c.up_to,
                })
            }
            (Status::Running, Some(cur)) if !was_running => Announcement::Started {
                n: cur.n,
                up_to: cur.up_to,
                calibration: cur.calibration,
                gpu: self.counting_on == Engine::Gpu,
                workers: self.workers,
            },
            (Status::Running, Some(cur)) if due => Announcement::Progress {
                n: cur.n,
                calibration: cur.calibration,
                permille: self.stage_permille(),
            },
            (Status::Done, _) => Announcement::Done {
                n: self.shown_n.unwrap_or(0),
                total: self.so_far.total(),
                unique: self.so_far.unique(),
            },
            (Status::Cancelled, _) => Announcement::Cancelled,
            (Status::Error, _) => Announcement::Error,
            _ => return false,
        };
        if next == self.announcement {
            return false;
        }
        self.announcement = next;
        self.announced_at = now;
        true
    }

    /// The text of [`Counter::announcement`].
    pub fn announcement_text(&self, lang: Lang) -> String {
        match self.announcement {
            Announcement::Nothing => String::new(),
            Announcement::Started {
                calibration: true, ..
            } => self
                .stage()
                .map_or_else(String::new, |stage| t::stage(lang, stage)),
            Announcement::Started {
                n,
                up_to,
                gpu: true,
                ..
            } => t::running_gpu(lang, n, up_to),
            Announcement::Started {
                n, up_to, workers, ..
            } => t::running(lang, n, up_to, workers),
            Announcement::Progress {
                n,
                calibration,
                permille,
            } => t::progress_of(lang, n, calibration, permille),
            Announcement::Done { total, unique, .. } => {
                format!(
                    "{} {}",
                    self.status_text(lang),
                    t::totals(lang, total, unique)
                )
            }
            Announcement::Cancelled => t::CANCELLED.get(lang).to_string(),
            Announcement::Error => t::ERROR_TITLE.get(lang).to_string(),
            Announcement::Question { .. } => self
                .question_text(lang)
                .map(|q| format!("{q} {}", t::question_choices(lang)))
                .unwrap_or_default(),
            Announcement::NotStarted { n } => t::not_started(lang, n),
        }
    }

    /// The estimate of the count waiting for its go-ahead, with the
    /// method that will count it, and its time in whole milliseconds.
    pub fn question(&self) -> Option<(Confirm, Estimate, f64)> {
        let c = self.confirm?;
        let e = c.estimate?;
        Some((c, e, if c.up_to { e.up_to_ms } else { e.ms }))
    }

    /// The text of [`Counter::question`].
    pub fn question_text(&self, lang: Lang) -> Option<String> {
        let (c, e, ms) = self.question()?;
        Some(t::estimate(lang, &e, span(ms), c.up_to, self.cpu_workers))
    }

    /// The board the `n` field's text names, or why it names none.
    pub fn field(&self) -> Result<CountN, NError> {
        CountN::parse(&self.n_text)
    }

    /// The learner settled on board `n` (the field's change, a start): the
    /// link follows. Whether it moved.
    fn settle(&mut self, n: CountN, out: &mut Vec<Command>) -> bool {
        let moved = self.n != n;
        if moved {
            self.n = n;
            out.push(Command::Link(n));
        }
        moved
    }

    /// The `n` field's text is `text` now.
    fn set_text(&mut self, text: String) {
        // An estimate is about the n it was made for.
        if self
            .confirm
            .is_some_and(|c| CountN::parse(&text).map(CountN::get) != Ok(c.n))
        {
            self.confirm = None;
        }
        self.n_text = text;
    }

    fn set_status(&mut self, status: Status, out: &mut Vec<Command>) {
        if (status == Status::Running) != self.running() {
            out.push(Command::Ticking(status == Status::Running));
        }
        self.status = status;
    }

    /// Counts `jobs` of `n` on the CPU workers.
    fn start_cpu(&mut self, n: usize, method: Method, jobs: Vec<Job>, out: &mut Vec<Command>) {
        if self.counting_on == Engine::Gpu {
            out.push(Command::StopGpu); // a GPU count in progress stops
        }
        self.counting_on = Engine::Cpu;
        self.workers = counting_workers(n, method, self.cpu_workers);
        out.push(Command::Cpu {
            run: self.run,
            n,
            jobs,
            workers: self.workers,
        });
    }

    /// Starts counting `n` (an idle pool is kept, a busy one replaced).
    /// `calibration`: the method to calibrate (its plan is forced), on the
    /// CPU workers; the result shown before is kept.
    fn launch(
        &mut self,
        n: usize,
        up_to: Option<usize>,
        calibration: Option<Method>,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        self.run = self.run.wrapping_add(1);
        self.fallback = None;
        let on_gpu = self.engine == Engine::Gpu
            && calibration.is_none()
            && matches!(self.gpu_state, GpuState::Ready { .. });
        let method = calibration.unwrap_or_else(|| method(n));
        if calibration.is_some() {
            if self.kept.is_none() {
                self.kept = Some((self.shown_n, self.so_far, self.elapsed_ms));
            }
        } else {
            self.kept = None;
        }
        self.current = Some(Current {
            n,
            up_to,
            calibration: calibration.is_some(),
            method,
            started: now,
        });
        self.rate = Rate::default();
        // Its total comes with the first report (the pool weighs the jobs).
        self.work = Work::default();
        self.so_far = Classes::default();
        self.elapsed_ms = 0.0;
        self.tick_clock = ReportClock::new(now);
        self.shown_n = Some(n);
        self.failure = None;
        self.set_status(Status::Running, out);
        if on_gpu {
            let tasks = gpu_plan(n);
            self.progress = (0, tasks.len());
            self.counting_on = Engine::Gpu;
            self.workers = 1;
            out.push(Command::Gpu {
                run: self.run,
                n,
                tasks,
            });
        } else {
            let jobs = plan_by(n, method);
            self.progress = (0, jobs.len());
            self.start_cpu(n, method, jobs, out);
        }
    }

    /// The GPU gave up after `done` tasks: the CPU workers count the others.
    fn fall_back(&mut self, done: usize, so_far: Classes, reason: String, out: &mut Vec<Command>) {
        let Some(cur) = self.current else { return };
        let jobs: Vec<Job> = gpu_plan(cur.n).into_iter().map(Job::Search).collect();
        let done = done.min(jobs.len());
        let weights = job_work(cur.n, &jobs);
        let work = Work {
            done: weights[..done].iter().sum(),
            of: weights.iter().sum(),
        };
        self.fallback = Some(Fallback {
            done,
            of: jobs.len(),
            work,
            so_far,
            reason,
        });
        self.work = work;
        self.start_cpu(cur.n, Method::Search, jobs[done..].to_vec(), out);
    }

    fn on_gpu(&mut self, event: GpuEvent, now: f64, out: &mut Vec<Command>) -> bool {
        match event {
            GpuEvent::Adapter { name, faster } => {
                if faster && !self.engine_chosen && !self.running() {
                    self.engine = Engine::Gpu;
                }
                self.gpu_state = GpuState::Ready { name, faster };
                true
            }
            GpuEvent::Unavailable => {
                out.push(Command::StopGpu);
                self.engine = Engine::Cpu;
                self.gpu_state = GpuState::Absent;
                true
            }
            GpuEvent::Pool(e) if self.counting_on == Engine::Gpu => self.on_pool(e, now, out),
            GpuEvent::Lost {
                run,
                done,
                so_far,
                reason,
            } if run == self.run && self.counting_on == Engine::Gpu => {
                self.fall_back(done, so_far, reason, out);
                true
            }
            _ => false,
        }
    }

    fn stop(&mut self, status: Status, out: &mut Vec<Command>) {
        out.push(Command::StopCpu);
        if self.running() && self.counting_on == Engine::Gpu {
            out.push(Command::StopGpu); // its worker closes within a dispatch
        }
        self.current = None;
        self.confirm = None;
        self.restore_kept();
        self.set_status(status, out);
    }

    /// A calibration ended: the result shown before it is shown again.
    fn restore_kept(&mut self) {
        if let Some((n, classes, ms)) = self.kept.take() {
            self.shown_n = n;
            self.so_far = classes;
            self.elapsed_ms = ms;
        }
    }

    /// The long count waiting in [`Counter::confirm`]: the next calibration
    /// it needs, else its estimate; a count estimated under
    /// [`LONG_COUNT_MS`] starts at once, a longer one waits for the
    /// go-ahead.
    fn ask(&mut self, now: f64, out: &mut Vec<Command>) {
        let Some(c) = self.confirm else { return };
        let needed = calibrations_needed(&self.measured, c.n, c.up_to);
        if let Some(&m) = needed.first() {
            // The stage of measuring holds every calibration this count needs.
            let of = if self.current.is_some_and(|cur| cur.calibration) {
                self.measuring.1
            } else {
                needed.len()
            };
            self.measuring = (of.saturating_sub(needed.len()), of);
            self.confirm = Some(Confirm {
                estimate: None,
                ..c
            });
            self.launch(calibration_n(m), None, Some(m), now, out);
            return;
        }
        let e = estimate(&self.measured, c.n, self.cpu_workers);
        let ms = e.map(|e| if c.up_to { e.up_to_ms } else { e.ms });
        if ms.is_some_and(|ms| ms < LONG_COUNT_MS) {
            self.confirm = Some(Confirm { estimate: e, ..c });
            self.n_text = c.n.to_string();
            self.start(c.up_to, true, now, out);
        } else {
            self.confirm = Some(Confirm { estimate: e, ..c });
            if self.running() {
                self.current = None;
                self.set_status(Status::Idle, out);
            }
        }
    }

    fn start(&mut self, up_to: bool, confirmed: bool, now: f64, out: &mut Vec<Command>) {
        let Ok(board) = self.field() else {
            return;
        };
        // What is counted is what the link names.
        self.settle(board, out);
        let n = board.get();
        self.replaced = 0;
        if !confirmed {
            self.measuring = (0, 0);
        }
        if n >= LARGE_N && !confirmed {
            if self.running() {
                self.stop(Status::Cancelled, out);
            }
            // The estimate of the count before is not this one's.
            self.estimated = None;
            self.confirm = Some(Confirm {
                n,
                up_to,
                estimate: None,
                calibrated: false,
            });
            self.ask(now, out);
            return;
        }
        // A large board's estimate was asked for; a smaller one has one
        // when a board measured here makes it.
        self.estimated = if confirmed {
            self.confirm.and_then(|c| c.estimate)
        } else {
            estimate(&self.measured, n, self.cpu_workers)
        };
        self.confirm = None;
        if up_to {
            self.launch(1, Some(n), None, now, out);
        } else {
            self.launch(n, None, None, now, out);
        }
    }

    fn record(&mut self, n: usize, method: Method, classes: Classes, ms: u64, per_worker_ms: f64) {
        let engine = match (self.counting_on, &self.fallback) {
            (Engine::Gpu, _) => "gpu",
            (Engine::Cpu, Some(_)) => "gpu+cpu",
            (Engine::Cpu, None) => "cpu",
        };
        let row = Row {
            n,
            classes,
            ms,
            engine,
        };
        match self.rows.binary_search_by_key(&n, |r| r.n) {
            Ok(i) => self.rows[i] = row,
            Err(i) => self.rows.insert(i, row),
        }
        // The estimates are for the CPU workers.
        if engine == "cpu" {
            self.measured.push(Measured {
                n,
                method,
                ms: per_worker_ms,
            });
        }
    }

    fn on_pool(&mut self, event: PoolEvent, now: f64, out: &mut Vec<Command>) -> bool {
        match event {
            PoolEvent::Progress {
                run,
                done,
                of,
                work,
                so_far,
                elapsed_ms,
                rate,
            } if run == self.run => {
                let (done, of, work, so_far) = match &self.fallback {
                    Some(f) => (
                        f.done + done,
                        f.of,
                        Work {
                            done: f.work.done + work.done,
                            of: f.work.of,
                        },
                        f.so_far + so_far,
                    ),
                    None => (done, of, work, so_far),
                };
                self.progress = (done, of);
                self.work = work;
                self.rate = rate;
                self.so_far = so_far;
                self.elapsed_ms = elapsed_ms;
                self.tick_clock.shown(now);
                true
            }
            PoolEvent::Finished {
                run,
                classes,
                elapsed_ms,
                busy_ms,
            } if run == self.run => self.finished(classes, elapsed_ms, busy_ms, now, out),
            PoolEvent::Replaced { run } if run == self.run => {
                self.replaced += 1;
                true
            }
            // Only the current pool's callbacks are alive: its failure is ours.
            PoolEvent::Failed { reason, .. } => {
                self.stop(Status::Error, out);
                self.failure = Some(reason);
                true
            }
            _ => false,
        }
    }

    fn finished(
        &mut self,
        classes: Classes,
        elapsed_ms: f64,
        busy_ms: f64,
        now: f64,
        out: &mut Vec<Command>,
    ) -> bool {
        let Some(cur) = self.current else {
            return false;
        };
        let fallen_back = self
            .fallback
            .as_ref()
            .map_or_else(Classes::default, |f| f.so_far);
        let classes = (classes + fallen_back).normalized();
        self.progress.0 = self.progress.1;
        self.work.done = self.work.of;
        self.so_far = classes;
        self.elapsed_ms = elapsed_ms;
        let per_worker_ms = busy_ms / self.workers.max(1) as f64;
        self.record(
            cur.n,
            cur.method,
            classes,
            whole_ms(elapsed_ms),
            per_worker_ms,
        );
        match cur.up_to {
            Some(last) if cur.n < last => {
                self.launch(cur.n + 1, cur.up_to, None, now, out);
            }
            _ if cur.calibration => {
                self.restore_kept();
                if let Some(c) = self.confirm.as_mut() {
                    c.calibrated = true;
                    self.ask(now, out);
                } else {
                    self.current = None;
                    self.set_status(Status::Idle, out);
                }
            }
            _ => {
                self.current = None;
                self.done_up_to = cur.up_to.is_some();
                self.set_status(Status::Done, out);
            }
        }
        true
    }

    /// The time left of the count in progress, if it can be told.
    /// For a `1..=n` sequence only once it counts its last board (the time
    /// left of one board is not the sequence's).
    pub fn time_left(&self) -> Option<Span> {
        let cur = self.current.filter(|_| self.running())?;
        if cur.up_to.is_some_and(|last| cur.n < last) {
            return None;
        }
        let model = Some(cur)
            .filter(|cur| cur.method == method(cur.n))
            .and_then(|cur| estimate(&self.measured, cur.n, self.cpu_workers))
            .map(|e| e.ms);
        // Before the first report the total is not known: the model only.
        let (left, rate) = match self.work {
            Work { of: 0, .. } => (1, Rate::default()),
            w => (w.left(), self.rate),
        };
        eta_ms(self.elapsed_ms, left, rate, self.workers, model).map(span)
    }

    /// The stage of the running count (`None` when nothing runs).
    pub fn stage(&self) -> Option<Stage> {
        let cur = self.current.filter(|_| self.running())?;
        let (done, of) = self.measuring;
        Some(if cur.calibration {
            Stage::Measuring {
                n: cur.n,
                method: cur.method,
                step: done + 1,
                steps: of + 1,
            }
        } else {
            Stage::Counting {
                n: cur.n,
                up_to: cur.up_to,
                step: (of > 0).then_some((of + 1, of + 1)),
            }
        })
    }

    /// The progress of the running stage in tenths of a percent, by the
    /// estimated work of the jobs done: the stage of measuring over its
    /// boards, a `1..=n` sequence over its boards (each weighed by its
    /// number of solutions), otherwise the board's. It never goes back
    /// while the stage runs, and starts at 0 with the stage.
    pub fn stage_permille(&self) -> u32 {
        // The current board's share done, 0 before its first report.
        let share = |w: Work| {
            if w.of == 0 {
                (0, 1)
            } else {
                (w.done.min(w.of), w.of)
            }
        };
        match self.stage() {
            None => 0,
            Some(Stage::Measuring { step, steps, .. }) => {
                let boards = (steps - 1).max(1) as u64;
                let (d, o) = share(self.work);
                permille((step as u64 - 1) * o + d, boards * o)
            }
            Some(Stage::Counting {
                n,
                up_to: Some(last),
                ..
            }) => {
                // Whole boards before n, then n's share (in u128: the
                // weights reach 2.2e17 at n = 27).
                let weight = |k: usize| u128::from(reference(k).map_or(1, |(t, _)| t.max(1)));
                let before: u128 = (1..n).map(weight).sum();
                let all: u128 = (1..=last).map(weight).sum();
                let (d, o) = share(self.work);
                let done = before + weight(n) * u128::from(d) / u128::from(o);
                (done * 1000 / all.max(1)) as u32
            }
            Some(Stage::Counting { .. }) => {
                let (d, o) = share(self.work);
                permille(d, o)
            }
        }
    }

    /// The estimate the running count started on, when it is long enough
    /// to be worth showing ([`SHOW_ESTIMATE_MS`]): the estimate and its
    /// time (of the whole `1..=n` sequence when counting one).
    pub fn running_estimate(&self) -> Option<(Estimate, f64)> {
        let cur = self
            .current
            .filter(|cur| self.running() && !cur.calibration)?;
        let e = self.estimated?;
        let ms = match cur.up_to {
            Some(last) if e.n == last => e.up_to_ms,
            None if e.n == cur.n => e.ms,
            _ => return None,
        };
        (ms >= SHOW_ESTIMATE_MS).then_some((e, ms))
    }

    /// The status line.
    pub fn status_text(&self, lang: Lang) -> String {
        let gpu = self.counting_on == Engine::Gpu;
        let (n, ms) = (self.shown_n.unwrap_or(0), whole_ms(self.elapsed_ms));
        match (self.status, self.current) {
            (Status::Running, Some(cur)) if cur.calibration => self
                .stage()
                .map_or_else(String::new, |stage| t::stage(lang, stage)),
            (Status::Running, Some(cur)) => {
                // "Step 2 of 2: " when it was measured for first.
                let head = self.stage().map(|s| t::stage(lang, s)).unwrap_or_default();
                let label = if gpu {
                    t::running_gpu(lang, cur.n, cur.up_to)
                } else {
                    t::running(lang, cur.n, cur.up_to, self.workers)
                };
                format!("{head}{label}")
            }
            (Status::Done, _) if gpu => t::done_gpu(lang, n, self.done_up_to, ms),
            (Status::Done, _) => t::done(lang, n, self.done_up_to, ms, self.workers),
            (Status::Cancelled, _) => t::CANCELLED.get(lang).to_string(),
            (Status::Error, _) => t::ERROR_TITLE.get(lang).to_string(),
            _ => match self.question() {
                Some((q, ..)) => t::waiting(lang, q.n),
                None => t::IDLE.get(lang).to_string(),
            },
        }
    }

    /// The total and unique counts shown (empty: none), and whether they
    /// are partial: the sums so far while counting, the result once done;
    /// nothing after a cancel or an error (the sums would be partial).
    pub fn shown_counts(&self) -> (String, String, bool) {
        // While a calibration runs, what was shown before it.
        let (shown_n, so_far, running) = match self.kept {
            Some((n, classes, _)) => (n, classes, false),
            None => (self.shown_n, self.so_far, self.running()),
        };
        let has_values = matches!(self.status, Status::Done | Status::Running | Status::Idle)
            && shown_n.is_some();
        if has_values {
            (
                so_far.total().to_string(),
                so_far.unique().to_string(),
                running,
            )
        } else {
            (String::new(), String::new(), false)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::count::math::{plan, JOIN_CALIBRATION_N, SEARCH_CALIBRATION_N};
    use solver::count::count;

    fn finished(run: u32, n: usize) -> Event {
        Event::Pool(PoolEvent::Finished {
            run,
            classes: count(n),
            elapsed_ms: 100.0,
            busy_ms: 200.0,
        })
    }

    fn started(n: &str, up_to: bool) -> (Counter, Vec<Command>) {
        let mut c = Counter::new(2, false);
        c.update(Event::Input(n.into()), 0.0);
        // The field's change comes first (the focus leaves it): the link
        // follows then, and the start itself moves nothing more.
        c.update(Event::Commit, 0.0);
        let (changed, out) = c.update(Event::Start { up_to }, 0.0);
        assert!(changed);
        (c, out)
    }

    #[test]
    fn a_count_runs_on_the_cpu_and_ends_in_the_table() {
        let (mut c, out) = started("10", false);
        assert_eq!(
            out,
            vec![
                Command::Ticking(true),
                Command::Cpu {
                    run: 1,
                    n: 10,
                    jobs: plan(10),
                    workers: 2,
                }
            ]
        );
        assert_eq!(
            (c.status, c.workers, c.progress.1),
            (Status::Running, 2, plan(10).len())
        );
        // An answer of an older run changes nothing.
        assert_eq!(c.update(finished(0, 10), 50.0), (false, vec![]));
        let (_, out) = c.update(finished(1, 10), 100.0);
        assert_eq!(out, vec![Command::Ticking(false)]);
        assert_eq!(c.status, Status::Done);
        assert_eq!(c.rows.len(), 1);
        assert!(c.rows[0].ok() && c.rows[0].engine == "cpu");
        assert_eq!(
            c.measured,
            vec![Measured {
                n: 10,
                method: Method::Search,
                ms: 100.0
            }],
            "busy time per worker"
        );
        assert_eq!(c.shown_counts(), ("724".into(), "92".into(), false));
        assert_eq!(
            c.status_text(Lang::En),
            t::done(Lang::En, 10, false, 100, 2)
        );
    }

    #[test]
    fn opening_the_page_probes_the_gpu_where_the_page_has_webgpu() {
        let mut c = Counter::new(2, true);
        assert_eq!(c.update(Event::Open, 0.0), (false, vec![Command::ProbeGpu]));
        assert_eq!(c.gpu_state, GpuState::Checking);
        let mut c = Counter::new(2, false);
        assert_eq!(c.update(Event::Open, 0.0), (false, vec![]));
        assert_eq!(c.gpu_state, GpuState::Absent);
    }

    fn progress(run: u32, done: usize, of: usize) -> Event {
        Event::Pool(PoolEvent::Progress {
            run,
            done,
            of,
            work: Work {
                done: done as u64,
                of: of as u64,
            },
            so_far: Classes::default(),
            elapsed_ms: 0.0,
            rate: Rate::default(),
        })
    }

    #[test]
    fn the_end_is_announced_with_the_totals() {
        let (mut c, _) = started("10", false);
        assert_eq!(
            c.announcement_text(Lang::En),
            t::running(Lang::En, 10, None, 2)
        );
        c.update(finished(1, 10), 100.0);
        let said = c.announcement_text(Lang::En);
        assert!(said.contains("Total 724, unique 92."), "{said}");
        assert!(said.starts_with(&t::done(Lang::En, 10, false, 100, 2)));
        let said = c.announcement_text(Lang::Ja);
        assert!(said.contains("全解 724、ユニーク解 92。"), "{said}");
        // Large counts are exact, with their digits grouped.
        assert_eq!(
            t::totals(Lang::En, 2_207_893_435_808_352, 275_986_683_743_434),
            "Total 2,207,893,435,808,352, unique 275,986,683,743,434."
        );
    }

    #[test]
    fn progress_is_announced_at_most_every_few_seconds() {
        let (mut c, _) = started("16", false);
        let of = c.progress.1;
        let mut texts = vec![c.announcement_text(Lang::En)];
        // A progress report every 100 ms for 20 s.
        for k in 1..=200 {
            let now = k as f64 * 100.0;
            c.update(progress(1, k * of / 201, of), now);
            c.update(Event::Tick, now);
            let said = c.announcement_text(Lang::En);
            if texts.last() != Some(&said) {
                texts.push(said);
            }
        }
        // The start, then one every 5 s: at 5, 10, 15 and 20 s.
        assert_eq!(texts.len(), 5, "{texts:?}");
        assert!(texts[1].starts_with("n = 16: "), "{texts:?}");
        c.update(finished(1, 16), 20_050.0);
        assert!(c.announcement_text(Lang::En).contains("Total 14,772,512"));
    }

    #[test]
    fn a_cancel_is_announced() {
        let (mut c, _) = started("12", false);
        c.update(Event::Cancel, 10.0);
        assert_eq!(c.announcement, Announcement::Cancelled);
    }

    #[test]
    fn up_to_counts_every_board_in_turn() {
        let (mut c, _) = started("3", true);
        for n in 1..=3 {
            let (_, out) = c.update(finished(n as u32, n), 0.0);
            if n < 3 {
                assert!(
                    matches!(out[..], [Command::Cpu { n: m, .. }] if m == n + 1),
                    "{out:?}"
                );
            }
        }
        assert_eq!(
            (c.status, c.done_up_to, c.rows.len()),
            (Status::Done, true, 3)
        );
    }

    /// The end of run `run` (a count of board `_n`, named for the reader;
    /// its classes do not matter here) that kept each of the two workers
    /// busy `ms`.
    fn measured_in(run: u32, _n: usize, ms: f64) -> Event {
        Event::Pool(PoolEvent::Finished {
            run,
            classes: Classes::default(),
            elapsed_ms: ms,
            busy_ms: 2.0 * ms,
        })
    }

    fn is_join(jobs: &[Job]) -> bool {
        jobs.iter().all(|j| matches!(j, Job::Join(_)))
    }

    #[test]
    fn a_large_board_is_calibrated_by_the_method_that_counts_it_then_confirmed() {
        // n = 22 is searched: its calibration board is searched too, although
        // the page joins that board.
        let (mut c, out) = started("22", false);
        assert!(
            matches!(&out[..], [Command::Ticking(true), Command::Cpu { n, jobs, .. }]
                if *n == SEARCH_CALIBRATION_N && *jobs == plan_by(*n, Method::Search)),
            "{out:?}"
        );
        assert!(c.confirm.is_some_and(|c| c.estimate.is_none()));
        c.update(measured_in(1, SEARCH_CALIBRATION_N, 500.0), 0.0);
        let (confirm, e, ms) = c.question().expect("the question");
        assert!(confirm.calibrated);
        assert_eq!(
            (e.method, e.base_n, e.base_ms),
            (Method::Search, SEARCH_CALIBRATION_N, 500.0)
        );
        assert!(ms >= LONG_COUNT_MS, "{ms}");
        assert_eq!(c.status, Status::Idle);
        let (_, out) = c.update(Event::Go, 0.0);
        assert!(matches!(
            out[..],
            [Command::Ticking(true), Command::Cpu { run: 2, n: 22, .. }]
        ));
        assert_eq!(c.confirm, None);
        assert_eq!(c.estimated.map(|e| e.n), Some(22));
        // And the join's boards by the join's board.
        let (_, out) = started("19", false);
        assert!(
            matches!(&out[..], [Command::Ticking(true), Command::Cpu { n, jobs, .. }]
                if *n == JOIN_CALIBRATION_N && is_join(jobs)),
            "{out:?}"
        );
    }

    #[test]
    fn a_large_board_whose_estimate_is_short_starts_without_asking() {
        // n = 18 by the join: about 3.4 times its calibration board here.
        let (mut c, _) = started("18", false);
        let (_, out) = c.update(measured_in(1, JOIN_CALIBRATION_N, 1000.0), 0.0);
        assert!(
            matches!(&out[..], [Command::Cpu { run: 2, n: 18, jobs, .. }] if is_join(jobs)),
            "{out:?}"
        );
        assert_eq!((c.status, c.confirm), (Status::Running, None));
        let e = c.estimated.expect("counted on an estimate");
        assert_eq!(
            (e.n, e.method, e.base_n),
            (18, Method::Join, JOIN_CALIBRATION_N)
        );
        assert_eq!(
            c.announcement_text(Lang::En),
            t::running(Lang::En, 18, None, 2)
        );
        // A slow device: the same board asks.
        let (mut c, _) = started("18", false);
        c.update(measured_in(1, JOIN_CALIBRATION_N, 30_000.0), 0.0);
        assert!(c.question().is_some_and(|(_, _, ms)| ms >= LONG_COUNT_MS));
        assert_eq!(c.status, Status::Idle);
    }

    #[test]
    fn counting_1_to_n_calibrates_every_method_it_will_use() {
        let (mut c, out) = started("22", true);
        assert!(
            matches!(out[..], [Command::Ticking(true), Command::Cpu { n, .. }] if n == JOIN_CALIBRATION_N),
            "{out:?}"
        );
        let (_, out) = c.update(measured_in(1, JOIN_CALIBRATION_N, 1000.0), 0.0);
        assert!(
            matches!(out[..], [Command::Cpu { run: 2, n, .. }] if n == SEARCH_CALIBRATION_N),
            "{out:?}"
        );
        c.update(measured_in(2, SEARCH_CALIBRATION_N, 500.0), 0.0);
        let (_, e, ms) = c.question().expect("the question");
        let join20 = estimate(&c.measured, 20, 2).unwrap();
        assert_eq!(join20.method, Method::Join);
        assert!(ms >= e.ms + join20.ms, "1..22 holds 20 by the join");
    }

    #[test]
    fn the_question_is_announced_once_and_declining_says_nothing_was_started() {
        let (mut c, _) = started("22", false);
        assert_eq!(
            c.announcement_text(Lang::En),
            t::stage(
                Lang::En,
                Stage::Measuring {
                    n: SEARCH_CALIBRATION_N,
                    method: Method::Search,
                    step: 1,
                    steps: 2
                }
            )
        );
        c.update(measured_in(1, SEARCH_CALIBRATION_N, 500.0), 10.0);
        let said = c.announcement_text(Lang::En);
        assert!(
            said.starts_with("Counting n = 22 by the symmetric search will take about"),
            "{said}"
        );
        assert!(said.ends_with(t::question_choices(Lang::En)), "{said}");
        // The status no longer says it is measuring.
        assert_eq!(c.status_text(Lang::En), t::waiting(Lang::En, 22));
        let ja = c.announcement_text(Lang::Ja);
        assert!(ja.contains("対称性を使う探索") && ja.ends_with(t::question_choices(Lang::Ja)));
        // Said once: nothing later repeats or changes it.
        assert_eq!(c.update(Event::Tick, 6_000.0), (false, vec![]));
        assert_eq!(c.update(Event::Commit, 12_000.0), (false, vec![]));
        assert_eq!(c.announcement_text(Lang::En), said);
        let (changed, out) = c.update(Event::Back, 13_000.0);
        assert!(changed && out.is_empty());
        assert_eq!(c.announcement, Announcement::NotStarted { n: 22 });
        assert_eq!(
            c.announcement_text(Lang::En),
            "Nothing was started: n = 22 is not being counted."
        );
        assert!(c.announcement_text(Lang::Ja).contains("n = 22"));
        assert_eq!((c.status, c.confirm), (Status::Idle, None));
    }

    #[test]
    fn a_calibration_is_not_shown_as_the_result() {
        let (mut c, _) = started("10", false);
        c.update(finished(1, 10), 100.0);
        let before = ("724".to_string(), "92".to_string(), false);
        c.update(Event::Input("22".into()), 200.0);
        c.update(Event::Start { up_to: false }, 200.0);
        assert!(c.current.is_some_and(|k| k.calibration));
        c.update(progress(2, 1, 5), 800.0);
        c.update(Event::Tick, 1_500.0);
        assert_eq!(
            (c.result_n(), c.shown_counts(), c.result_ms()),
            (Some(10), before.clone(), 100.0)
        );
        c.update(measured_in(2, SEARCH_CALIBRATION_N, 500.0), 2_000.0);
        assert_eq!(
            (c.result_n(), c.shown_counts(), c.result_ms()),
            (Some(10), before, 100.0)
        );
        // The calibration is a row of the table, no more.
        assert!(c.rows.iter().any(|r| r.n == SEARCH_CALIBRATION_N));
        // Declined: still the last result.
        c.update(Event::Back, 2_100.0);
        assert_eq!(c.result_n(), Some(10));
    }

    #[test]
    fn a_lost_gpu_hands_its_other_tasks_to_the_cpu_and_the_sum_stays_exact() {
        let mut c = Counter::new(2, true);
        c.update(
            Event::Gpu(GpuEvent::Adapter {
                name: "X".into(),
                faster: true,
            }),
            0.0,
        );
        assert_eq!(c.engine, Engine::Gpu);
        c.update(Event::Input("12".into()), 0.0);
        c.update(Event::Commit, 0.0);
        let (_, out) = c.update(Event::Start { up_to: false }, 0.0);
        let tasks = gpu_plan(12);
        assert_eq!(
            out,
            vec![
                Command::Ticking(true),
                Command::Gpu {
                    run: 1,
                    n: 12,
                    tasks: tasks.clone()
                }
            ]
        );
        let gpu_part: Classes = tasks[..3]
            .iter()
            .map(|t| solver::count::count_task(12, t))
            .sum();
        let lost = GpuEvent::Lost {
            run: 1,
            done: 3,
            so_far: gpu_part,
            reason: "destroyed".into(),
        };
        let (_, out) = c.update(Event::Gpu(lost), 0.0);
        assert_eq!(
            out,
            vec![
                Command::StopGpu,
                Command::Cpu {
                    run: 1,
                    n: 12,
                    jobs: tasks[3..].iter().map(|&t| Job::Search(t)).collect(),
                    workers: 2,
                }
            ]
        );
        // The CPU reports its part only.
        let cpu_part: Classes = tasks[3..]
            .iter()
            .map(|t| solver::count::count_task(12, t))
            .sum();
        c.update(
            Event::Pool(PoolEvent::Finished {
                run: 1,
                classes: cpu_part,
                elapsed_ms: 10.0,
                busy_ms: 10.0,
            }),
            0.0,
        );
        assert_eq!(c.rows[0].classes, count(12));
        assert_eq!(c.rows[0].engine, "gpu+cpu");
        assert!(c.measured.is_empty(), "estimates are from CPU counts only");
    }

    #[test]
    fn a_replaced_worker_is_noted_until_the_next_start() {
        let (mut c, _) = started("10", false);
        // A stale run's replacement changes nothing.
        assert!(!c.update(Event::Pool(PoolEvent::Replaced { run: 0 }), 0.0).0);
        c.update(Event::Pool(PoolEvent::Replaced { run: 1 }), 0.0);
        c.update(finished(1, 10), 0.0);
        assert_eq!((c.status, c.replaced), (Status::Done, 1));
        c.update(Event::Start { up_to: false }, 0.0);
        assert_eq!(c.replaced, 0);
    }

    #[test]
    fn cancel_and_failure_drop_the_pool() {
        let (mut c, _) = started("10", false);
        let (_, out) = c.update(Event::Cancel, 0.0);
        assert_eq!(out, vec![Command::StopCpu, Command::Ticking(false)]);
        assert_eq!(c.status, Status::Cancelled);
        assert_eq!(c.shown_counts(), (String::new(), String::new(), false));
        c.update(Event::Start { up_to: false }, 0.0);
        let failed = PoolEvent::Failed {
            run: 2,
            reason: Failure::NotStarted,
        };
        let (_, out) = c.update(Event::Pool(failed), 0.0);
        assert_eq!(out, vec![Command::StopCpu, Command::Ticking(false)]);
        assert_eq!(
            (c.status, c.failure.clone()),
            (Status::Error, Some(Failure::NotStarted))
        );
    }

    fn link(n: usize, run: bool) -> Event {
        let n = CountN::parse(&n.to_string()).expect("a board");
        Event::Link { n, run }
    }

    #[test]
    fn a_link_opens_its_board_and_without_run_starts_nothing() {
        let mut c = Counter::new(2, false);
        assert_eq!((c.n_text.as_str(), c.n.get()), ("16", 16));
        assert_eq!(c.update(link(12, false), 0.0), (true, vec![]));
        assert_eq!(
            (c.n_text.as_str(), c.n.get(), c.status, c.confirm),
            ("12", 12, Status::Idle, None)
        );
        // The board shown again: nothing, and the text stays as typed.
        c.update(Event::Input(" 12".into()), 0.0);
        assert_eq!(c.update(link(12, false), 0.0), (false, vec![]));
        assert_eq!(c.n_text, " 12");
        // A large board too: no estimate, no calibration.
        assert_eq!(c.update(link(27, false), 0.0), (true, vec![]));
        assert_eq!((c.status, c.confirm), (Status::Idle, None));
    }

    #[test]
    fn run_counts_the_link_s_board_at_once() {
        let mut c = Counter::new(2, false);
        let (_, out) = c.update(link(10, true), 0.0);
        assert_eq!(
            out,
            vec![
                Command::Ticking(true),
                Command::Cpu {
                    run: 1,
                    n: 10,
                    jobs: plan(10),
                    workers: 2,
                }
            ]
        );
        c.update(finished(1, 10), 100.0);
        assert_eq!(c.status, Status::Done);
        assert_eq!(c.shown_counts(), ("724".into(), "92".into(), false));
        // Just under the large boards, still at once.
        let mut c = Counter::new(2, false);
        let (_, out) = c.update(link(LARGE_N - 1, true), 0.0);
        assert!(
            matches!(out[..], [Command::Ticking(true), Command::Cpu { n, .. }] if n == LARGE_N - 1),
            "{out:?}"
        );
    }

    #[test]
    fn run_on_a_large_board_shows_the_estimate_and_waits() {
        for n in [LARGE_N, 20, 27] {
            let mut c = Counter::new(2, false);
            let (_, out) = c.update(link(n, true), 0.0);
            // The confirmation, measured by a smaller board: never n itself.
            assert!(c.confirm.is_some_and(|k| k.n == n && !k.up_to), "{n}");
            let m = method(n);
            assert!(
                matches!(out[..], [Command::Ticking(true), Command::Cpu { n: k, .. }] if k == calibration_n(m)),
                "{n}: {out:?}"
            );
            // A slow device: every one of them is long.
            c.update(measured_in(1, calibration_n(m), 30_000.0), 0.0);
            assert_eq!(c.status, Status::Idle, "{n}");
            assert!(c.question().is_some(), "{n}");
            assert!(c.rows.iter().all(|r| r.n != n), "{n}");
            // With a measurement at hand: the estimate at once, nothing runs.
            let mut again = Counter {
                measured: c.measured.clone(),
                ..Counter::new(2, false)
            };
            let (_, out) = again.update(link(n, true), 0.0);
            assert_eq!(out, vec![], "{n}");
            assert!(again.question().is_some(), "{n}");
            assert_eq!(again.status, Status::Idle, "{n}");
        }
    }

    #[test]
    fn the_link_follows_the_board_settled_on_not_every_key() {
        let mut c = Counter::new(2, false);
        c.update(link(12, false), 0.0);
        for text in ["1", "14"] {
            c.update(Event::Input(text.into()), 0.0);
            assert_eq!(c.n.get(), 12, "typing {text}");
        }
        let fourteen = CountN::parse("14").expect("a board");
        assert_eq!(
            c.update(Event::Commit, 0.0),
            (true, vec![Command::Link(fourteen)])
        );
        assert_eq!(c.n.get(), 14);
        // The link following: nothing moves.
        assert_eq!(c.update(link(14, false), 0.0), (false, vec![]));
        assert_eq!((c.n.get(), c.n_text.as_str()), (14, "14"));
        assert_eq!(c.update(Event::Commit, 0.0), (false, vec![]));
        c.update(Event::Input("abc".into()), 0.0);
        assert_eq!(c.update(Event::Commit, 0.0), (false, vec![]));
        assert_eq!(c.n.get(), 14, "not a board: the link keeps its own");
        // A start is settled on too.
        c.update(Event::Input("9".into()), 0.0);
        let (_, out) = c.update(Event::Start { up_to: false }, 0.0);
        assert_eq!((c.n.get(), c.status), (9, Status::Running));
        assert_eq!(out[0], Command::Link(CountN::parse("9").expect("a board")));
        // The page follows it; then Back to the entry of 14: the field
        // shows it, the count goes on,
        // and the link is not told what it named itself.
        assert_eq!(c.update(link(9, false), 0.0), (false, vec![]));
        assert_eq!(c.update(link(14, false), 0.0), (true, vec![]));
        assert_eq!(
            (c.n_text.as_str(), c.n.get(), c.status),
            ("14", 14, Status::Running)
        );
    }

    #[test]
    fn ticks_show_the_time_only_after_the_first_half_second() {
        let (mut c, _) = started("10", false);
        assert!(!c.update(Event::Tick, 250.0).0);
        assert!(c.update(Event::Tick, 600.0).0);
        assert_eq!(c.elapsed_ms, 600.0);
        assert!(!c.update(Event::Tick, 700.0).0, "at most every REPORT_MS");
    }

    /// Reports of run `run` as a pool would send them, the jobs of `jobs`
    /// (of an `n`-board) completing in the order `order`, then its end.
    fn reports(run: u32, n: usize, jobs: &[Job], order: &[usize]) -> Vec<Event> {
        let mut meter = crate::domain::count::math::Meter::new(n, jobs);
        let mut out = Vec::new();
        for (k, &i) in order.iter().enumerate() {
            meter.complete(i, k as f64);
            let (done, of) = meter.jobs();
            out.push(Event::Pool(PoolEvent::Progress {
                run,
                done,
                of,
                work: meter.work(),
                so_far: Classes::default(),
                elapsed_ms: 10.0 * k as f64,
                rate: meter.rate(),
            }));
        }
        out.push(measured_in(run, n, 1000.0));
        out
    }

    /// A random order of `len` jobs (xorshift, seeded).
    fn shuffled(len: usize, seed: &mut u64) -> Vec<usize> {
        let mut order: Vec<usize> = (0..len).collect();
        for i in (1..len).rev() {
            *seed ^= *seed >> 12;
            *seed ^= *seed << 25;
            *seed ^= *seed >> 27;
            let r = seed.wrapping_mul(0x2545_F491_4F6C_DD1D);
            order.swap(i, (r % (i as u64 + 1)) as usize);
        }
        order
    }

    /// n = 18 on a fresh page: the device is measured (n = 17 by the join)
    /// in a stage of its own, then n = 18 is counted in another; within each
    /// the progress never goes back, whatever the order the jobs complete
    /// in, and the stages come in that order, each once.
    #[test]
    fn measuring_and_counting_are_separate_stages_that_never_go_back() {
        let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
        for _ in 0..8 {
            let (mut c, _) = started("18", false);
            let mut seen: Vec<(Stage, u32)> =
                vec![(c.stage().expect("a stage"), c.stage_permille())];
            let mut note = |c: &Counter| {
                if let Some(stage) = c.stage() {
                    seen.push((stage, c.stage_permille()));
                }
            };
            let calibration = plan_by(JOIN_CALIBRATION_N, Method::Join);
            let order = shuffled(calibration.len(), &mut seed);
            for e in reports(1, JOIN_CALIBRATION_N, &calibration, &order) {
                c.update(e, 0.0);
                note(&c);
            }
            // Short here: n = 18 starts at once, as run 2.
            assert_eq!(c.status, Status::Running);
            let jobs = plan_by(18, Method::Join);
            let order = shuffled(jobs.len(), &mut seed);
            let mut events = reports(2, 18, &jobs, &order);
            events.pop();
            for e in events {
                c.update(e, 0.0);
                note(&c);
            }
            c.update(measured_in(2, 18, 3_000.0), 0.0);
            assert_eq!((c.status, c.stage()), (Status::Done, None));
            let measuring = Stage::Measuring {
                n: JOIN_CALIBRATION_N,
                method: Method::Join,
                step: 1,
                steps: 2,
            };
            let counting = Stage::Counting {
                n: 18,
                up_to: None,
                step: Some((2, 2)),
            };
            // The stages in order, each once; each starts at 0.
            let mut stages: Vec<Stage> = seen.iter().map(|&(s, _)| s).collect();
            stages.dedup();
            assert_eq!(stages, vec![measuring, counting]);
            for stage in stages {
                let p: Vec<u32> = seen.iter().filter(|s| s.0 == stage).map(|s| s.1).collect();
                assert_eq!(p[0], 0, "{stage:?} starts at 0");
                assert!(p.windows(2).all(|w| w[0] <= w[1]), "{stage:?}: {p:?}");
                assert!(
                    *p.last().unwrap() >= 990,
                    "{stage:?} ends near 100 %: {p:?}"
                );
            }
            // Their labels differ, and say which is which.
            assert!(t::stage(Lang::En, measuring).starts_with("Step 1 of 2: measuring this device"));
            assert!(t::stage(Lang::En, counting).starts_with("Step 2 of 2"));
        }
    }

    /// Counting 1..n: one stage over every board, each weighed by its
    /// number of solutions; it never goes back from one board to the next.
    #[test]
    fn a_sequence_is_one_stage_that_never_goes_back() {
        let (mut c, _) = started("12", true);
        let mut last = 0;
        for n in 1..=12 {
            let jobs = plan(n);
            let order: Vec<usize> = (0..jobs.len()).collect();
            let mut events = reports(n as u32, n, &jobs, &order);
            events.pop();
            for e in events {
                c.update(e, 0.0);
                let p = c.stage_permille();
                assert!(p >= last, "n = {n}: {p} after {last}");
                last = p;
            }
            assert!(
                matches!(c.stage(), Some(Stage::Counting { n: k, up_to: Some(12), step: None }) if k == n)
            );
            c.update(finished(n as u32, n), 0.0);
        }
        assert_eq!(c.status, Status::Done);
        // n = 12 holds most of the solutions of 1..=12: most of the bar.
        assert!(last > 700, "{last}");
    }

    /// A count that takes more than a few seconds shows its estimate while
    /// it runs; a shorter one does not.
    #[test]
    fn the_estimate_is_shown_while_a_count_of_a_few_seconds_runs() {
        // n = 18 from n = 17 counted in 1 s: about 2 s, not shown.
        let (mut c, _) = started("18", false);
        c.update(measured_in(1, JOIN_CALIBRATION_N, 1_000.0), 0.0);
        assert_eq!(c.status, Status::Running);
        assert_eq!(c.running_estimate(), None);
        // From 5 s: about 11 s, shown, with the time left from the model.
        let (mut c, _) = started("18", false);
        c.update(measured_in(1, JOIN_CALIBRATION_N, 5_000.0), 0.0);
        let (e, ms) = c.running_estimate().expect("shown");
        assert!((SHOW_ESTIMATE_MS..LONG_COUNT_MS).contains(&ms), "{ms}");
        assert_eq!((e.n, e.base_n), (18, JOIN_CALIBRATION_N));
        c.update(Event::Tick, 2_000.0);
        assert!(
            c.time_left().is_some(),
            "the model's time left before any report"
        );
        // A board below the large ones has an estimate too once a board
        // measured here makes one: n = 17, measured, counted again.
        let mut again = Counter {
            measured: vec![Measured {
                n: 17,
                method: Method::Join,
                ms: 9_000.0,
            }],
            ..Counter::new(2, false)
        };
        again.update(Event::Input("17".into()), 0.0);
        again.update(Event::Start { up_to: false }, 0.0);
        assert_eq!(again.running_estimate().map(|(e, _)| e.n), Some(17));
    }

    /// A GPU lost mid-count: the CPU workers' progress continues from the
    /// GPU's, never back.
    #[test]
    fn a_fallback_continues_the_progress() {
        let mut c = Counter::new(2, true);
        c.update(
            Event::Gpu(GpuEvent::Adapter {
                name: "X".into(),
                faster: true,
            }),
            0.0,
        );
        c.update(Event::Input("12".into()), 0.0);
        c.update(Event::Start { up_to: false }, 0.0);
        let jobs: Vec<Job> = gpu_plan(12).into_iter().map(Job::Search).collect();
        let order: Vec<usize> = (0..jobs.len()).collect();
        let mut events = reports(1, 12, &jobs, &order[..jobs.len() / 2]);
        events.pop();
        for e in events {
            let Event::Pool(p) = e else { unreachable!() };
            c.update(Event::Gpu(GpuEvent::Pool(p)), 0.0);
        }
        let before = c.stage_permille();
        assert!(before > 0);
        let lost = GpuEvent::Lost {
            run: 1,
            done: jobs.len() / 2,
            so_far: Classes::default(),
            reason: "destroyed".into(),
        };
        c.update(Event::Gpu(lost), 0.0);
        assert_eq!(c.stage_permille(), before);
        let rest = &jobs[jobs.len() / 2..];
        let order: Vec<usize> = (0..rest.len()).collect();
        let mut last = before;
        let mut events = reports(1, 12, rest, &order);
        events.pop();
        for e in events {
            c.update(e, 0.0);
            assert!(c.stage_permille() >= last);
            last = c.stage_permille();
        }
        assert!(last >= 990, "{last}");
    }

    /// The page left and shown again: its table, its measurements and the
    /// last result of its board come back; another board's link shows
    /// that board's last result.
    #[test]
    fn results_are_kept_per_board_when_the_page_is_left() {
        let (mut c, _) = started("10", false);
        c.update(finished(1, 10), 100.0);
        c.update(Event::Input("12".into()), 0.0);
        c.update(Event::Start { up_to: false }, 0.0);
        c.update(finished(2, 12), 100.0);
        let memory = c.memory();
        assert_eq!(memory.rows.len(), 2);
        // Shown again, on its board 12 (the link's): the result of 12.
        let mut back = Counter::new(2, false);
        back.remember(memory.clone());
        back.update(link(12, false), 0.0);
        assert_eq!(back.status, Status::Idle);
        assert_eq!(back.result_n(), Some(12));
        assert_eq!(back.shown_counts(), ("14200".into(), "1787".into(), false));
        assert_eq!(back.measured, c.measured);
        // Back to the entry of 10: its own result.
        back.update(link(10, false), 0.0);
        assert_eq!(
            (back.result_n(), back.shown_counts()),
            (Some(10), ("724".into(), "92".into(), false))
        );
        // A board never counted: the last result stays, under its own n.
        back.update(link(11, false), 0.0);
        assert_eq!(back.result_n(), Some(10));
        // On the default board, shown at once.
        let (mut d, _) = started("16", false);
        d.update(measured_in(1, 16, 300.0), 0.0);
        let mut again = Counter::new(2, false);
        again.remember(d.memory());
        assert_eq!(again.result_n(), Some(16));
    }

    /// A new board settled on while a count runs: the address follows the
    /// field (what a reload or a start would count), the count goes on
    /// and ends under its own board, which the page names.
    #[test]
    fn a_board_typed_mid_count_does_not_take_the_count_s_result() {
        let (mut c, _) = started("14", false);
        c.update(Event::Input("12".into()), 10.0);
        let (_, out) = c.update(Event::Commit, 10.0);
        assert_eq!(out, vec![Command::Link(CountN::clamped(12))]);
        assert_eq!(c.status, Status::Running);
        assert!(c.status_text(Lang::En).starts_with("Counting n = 14"));
        assert_eq!(c.result_n(), Some(14));
        c.update(finished(1, 14), 100.0);
        assert_eq!(c.status, Status::Done);
        assert_eq!(c.result_n(), Some(14));
        assert!(c.status_text(Lang::En).starts_with("n = 14 counted"));
        assert_eq!(c.shown_counts().0, "365596");
        assert!(c.rows.iter().any(|r| r.n == 14 && r.ok()));
        assert_eq!((c.n.get(), c.field()), (12, Ok(CountN::clamped(12))));
    }
}
