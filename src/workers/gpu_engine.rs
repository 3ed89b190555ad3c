//! The count page's GPU engine: the GPU worker (`workers::gpu`) behind the
//! same events as the pool of CPU workers (`PoolEvent`), plus the probe
//! of the adapter and the loss of the device (`GpuEvent`, both in
//! `domain::count::machine`).
//!
//! The worker is started only when the page has `navigator.gpu`
//! ([`has_webgpu`]); it opens an adapter and measures it, and the GPU is
//! offered only when it has one.
//!
//! Stopping is dropping, as for the pool: the worker closes at its next
//! message, which it takes while it awaits a dispatch.

use std::cell::RefCell;
use std::rc::Rc;

use yew::Callback;

use super::client::Client;
use super::pool::START_TIMEOUT_MS;
use crate::domain::count::machine::{Failure, GpuEvent, PoolEvent};
use crate::domain::count::math::{Meter, ReportClock};
use crate::domain::watchdog::Patience;
use crate::workers::clock::now;
use crate::workers::protocol::gpu::{End, GpuReply, GpuRequest, GpuWorker};
use bitqueens_gpu::Kernel;
use solver::count::{Classes, Task};
use solver::plan::Job;

/// How long the GPU worker may stay silent while it owes an answer: it
/// reports every tenth of a second while counting, but opening a device
/// and compiling the kernel may take seconds on a software renderer: 30 s
/// at least, and 20 times the longest silence observed.
const GPU_PATIENCE: Patience = Patience {
    start_ms: START_TIMEOUT_MS,
    floor_ms: 30_000.0,
    margin: 20.0,
    slack_ms: 0.0,
};

/// Why a GPU count that went silent is handed to the CPU workers.
const SILENT: &str = "the GPU worker stopped answering";

struct State {
    /// A count is in progress (not only the probe).
    counting: bool,
    run: u32,
    started: f64,
    /// The tasks done, their estimated work, and the rate of the last depth.
    meter: Meter,
    /// Tasks reported done so far (they complete in order), and their
    /// classes.
    counted: usize,
    so_far: Classes,
    /// When progress is shown: on the CPU pool's schedule.
    report: ReportClock,
    /// The worker sent a message the page could not read, or could not read
    /// one of the page's: nothing more is taken from it, and the next count
    /// starts a new worker.
    broken: bool,
}

pub struct GpuEngine {
    client: Client<GpuWorker>,
    state: Rc<RefCell<State>>,
}

/// The test hooks of the feature `e2e` (exported by the app, `src/bin/app.rs`).
#[cfg(feature = "e2e")]
pub mod e2e {
    use std::cell::Cell;

    use bitqueens_gpu::Kernel;

    thread_local! {
        static LOSE: Cell<u32> = const { Cell::new(0) };
        /// The kernel the GPU counts with (docs/gpu.md): the stack kernel
        /// ([`Kernel::default`]) unless [`use_kernel`] says otherwise; per
        /// board the worker falls back to the frontier kernel where the
        /// stack kernel cannot hold it ([`Kernel::for_board`]).
        static KERNEL: Cell<Kernel> = const { Cell::new(Kernel::DEFAULT) };
    }

    /// The kernel the next GPU counts use, by its name: `stack` (the
    /// default) or `frontier` (for every board, not only those the stack
    /// kernel cannot hold); false, and nothing changed, for any other name.
    pub fn use_kernel(name: &str) -> bool {
        let kernel = Kernel::from_name(name);
        if let Some(k) = kernel {
            KERNEL.with(|c| c.set(k));
        }
        kernel.is_some()
    }

    pub fn kernel() -> Kernel {
        KERNEL.with(Cell::get)
    }

    /// The next GPU count destroys its device after `dispatches`
    /// dispatches, so that the fallback to the CPU workers runs for real.
    pub fn lose_device_after(dispatches: u32) {
        LOSE.with(|l| l.set(dispatches));
    }

    /// What the next count's request carries, once.
    pub fn take_lose_after() -> u32 {
        LOSE.with(|l| l.replace(0))
    }
}

/// The kernel the GPU counts with: the default, unless a test chose
/// another (the feature `e2e`).
fn kernel() -> Kernel {
    #[cfg(feature = "e2e")]
    return e2e::kernel();
    #[cfg(not(feature = "e2e"))]
    Kernel::DEFAULT
}

impl GpuEngine {
    /// Starts the worker, and probes its adapter if `probe`; `workers` is
    /// the size of the CPU pool the GPU is compared with.
    pub fn new(workers: usize, probe: bool, on_event: Callback<GpuEvent>) -> GpuEngine {
        let state = Rc::new(RefCell::new(State {
            counting: false,
            run: 0,
            started: 0.0,
            meter: Meter::default(),
            counted: 0,
            so_far: Classes::default(),
            report: ReportClock::new(0.0),
            broken: false,
        }));
        let client = {
            let (on_reply, on_silent) = (Rc::downgrade(&state), Rc::downgrade(&state));
            let on_event_silent = on_event.clone();
            Client::new(
                GPU_PATIENCE,
                move |reply| {
                    let Some(state) = on_reply.upgrade() else {
                        return;
                    };
                    let event = match reply {
                        Ok(reply) => on_reply_of(&mut state.borrow_mut(), reply),
                        Err(why) => on_broken(&mut state.borrow_mut(), why),
                    };
                    if let Some(e) = event {
                        on_event.emit(e);
                    }
                },
                move || {
                    let Some(state) = on_silent.upgrade() else {
                        return;
                    };
                    let event = {
                        let s = state.borrow();
                        if s.counting {
                            GpuEvent::Lost {
                                run: s.run,
                                done: s.counted,
                                so_far: s.so_far,
                                reason: SILENT.into(),
                            }
                        } else {
                            GpuEvent::Unavailable
                        }
                    };
                    on_event_silent.emit(event);
                },
            )
        };
        client.spawn();
        if probe {
            client.send(
                &GpuRequest::Probe {
                    workers: workers as u32,
                    kernel: kernel(),
                },
                0.0,
            );
        }
        GpuEngine { client, state }
    }

    /// Counts `tasks` (the page's [`gpu_plan`](crate::domain::count::math::gpu_plan) of `n`, which
    /// the worker makes too) of an `n`-board as run `run`.
    pub fn start(&self, run: u32, n: usize, tasks: &[Task]) {
        {
            let mut s = self.state.borrow_mut();
            s.counting = true;
            s.run = run;
            s.started = now();
            let jobs: Vec<Job> = tasks.iter().map(|&t| Job::Search(t)).collect();
            s.meter = Meter::new(n, &jobs);
            s.counted = 0;
            s.so_far = Classes::default();
            s.report = ReportClock::new(s.started);
            if std::mem::take(&mut s.broken) {
                self.client.stop();
            }
        }
        self.client.begin(run);
        self.client.send(
            &GpuRequest::Count {
                run,
                n: n as u32,
                #[cfg(feature = "e2e")]
                lose_after: e2e::take_lose_after(),
                kernel: kernel(),
            },
            0.0,
        );
    }
}

/// A message of the worker that the page could not read, or its word that
/// it could not read the page's: the count in progress is lost (the CPU
/// workers take it over), or the probe found no GPU.
fn on_broken(s: &mut State, why: String) -> Option<GpuEvent> {
    if s.broken {
        return None;
    }
    s.broken = true;
    let event = if s.counting {
        GpuEvent::Lost {
            run: s.run,
            done: s.counted,
            so_far: s.so_far,
            reason: why,
        }
    } else {
        GpuEvent::Unavailable
    };
    s.counting = false;
    Some(event)
}

fn on_reply_of(s: &mut State, reply: GpuReply) -> Option<GpuEvent> {
    if s.broken {
        return None;
    }
    match reply {
        GpuReply::Adapter { name, faster } => Some(GpuEvent::Adapter { name, faster }),
        GpuReply::NoAdapter => Some(GpuEvent::Unavailable),
        GpuReply::Counted {
            run,
            done,
            classes,
            end,
        } if run == s.run => {
            let (t, so_far) = (now() - s.started, classes);
            let done = (done as usize).min(s.meter.jobs().1);
            s.so_far = so_far;
            s.counting = end.is_none();
            match end {
                None => {
                    // Tasks complete in order: those since the last report.
                    for i in s.counted.min(done)..done {
                        s.meter.complete(i, t);
                    }
                    s.counted = done;
                    // Shown on the schedule of the CPU pool's progress.
                    s.report
                        .due(s.started + t)
                        .then_some(GpuEvent::Pool(PoolEvent::Progress {
                            run,
                            done,
                            of: s.meter.jobs().1,
                            work: s.meter.work(),
                            so_far,
                            elapsed_ms: t,
                            rate: s.meter.rate(),
                        }))
                }
                Some(End::Done) => Some(GpuEvent::Pool(PoolEvent::Finished {
                    run,
                    classes: so_far,
                    elapsed_ms: t,
                    busy_ms: t,
                })),
                Some(End::Lost(reason)) => Some(GpuEvent::Lost {
                    run,
                    done,
                    so_far,
                    reason,
                }),
            }
        }
        // A request the worker does not count: the count fails, as with a
        // CPU worker's failure.
        GpuReply::Failed { run, message } if run == s.run => {
            s.counting = false;
            Some(GpuEvent::Pool(PoolEvent::Failed {
                run,
                reason: Failure::Panicked(message),
            }))
        }
        _ => None,
    }
}

/// Whether the page has WebGPU (`navigator.gpu`): only then is the GPU
/// worker started, which asks for an adapter.
pub fn has_webgpu() -> bool {
    web_sys::window().is_some_and(|w| {
        js_sys::Reflect::get(&w.navigator(), &"gpu".into())
            .is_ok_and(|g| !g.is_undefined() && !g.is_null())
    })
}
