//! The count page's GPU engine: the GPU worker (`workers::gpu`) behind the
//! same events as the pool of CPU workers ([`PoolEvent`]), plus the probe
//! of the adapter and the loss of the device ([`GpuEvent`]).
//!
//! The worker is started only when the page has `navigator.gpu`
//! ([`has_webgpu`]); it opens an adapter and measures it, and the GPU is
//! offered only when it has one.
//!
//! Stopping is dropping, as for the pool: the worker closes at its next
//! message, which it takes between two dispatches.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::Callback;

use super::pool::now;
use super::pool::{PoolEvent, START_TIMEOUT_MS};
use crate::domain::count::math::{Rate, ReportClock};
use crate::workers::count::from_array;
use crate::workers::gpu::{spawn, GpuReply, GpuRequest};
use crate::workers::wire::Bridge;
use solver::count::{Classes, Task};

#[derive(Clone, Debug, PartialEq)]
pub enum GpuEvent {
    /// The worker's adapter, and whether it beat the CPU workers in the
    /// calibration count.
    Adapter { name: String, faster: bool },
    /// No adapter in the worker (or the worker did not start).
    Unavailable,
    /// Progress or the end of a count, as the pool reports them.
    Pool(PoolEvent),
    /// The device was lost during run `run`: the first `done` tasks are
    /// counted (`so_far`), the others are for the CPU workers.
    Lost {
        run: u32,
        done: usize,
        so_far: Classes,
        reason: String,
    },
}

struct State {
    ready: bool,
    run: u32,
    started: f64,
    depths: Vec<u32>,
    last_depth: u32,
    rate: Rate,
    /// Tasks reported done so far.
    counted: usize,
    /// When progress is shown: on the CPU pool's schedule.
    report: ReportClock,
}

pub struct GpuEngine {
    bridge: Bridge<GpuRequest>,
    state: Rc<RefCell<State>>,
    _start_timeout: Timeout,
}

thread_local! {
    static LOSE: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// For the end-to-end tests: the next GPU count destroys its device after
/// `dispatches` dispatches, so that the fallback to the CPU workers runs
/// for real (`window.wasmBindings.test_gpu_lose_device(1)`).
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn test_gpu_lose_device(dispatches: u32) {
    LOSE.with(|l| l.set(dispatches));
}

impl GpuEngine {
    /// Starts the worker, and probes its adapter if `probe`; `workers` is
    /// the size of the CPU pool the GPU is compared with.
    pub fn new(workers: usize, probe: bool, on_event: Callback<GpuEvent>) -> GpuEngine {
        let state = Rc::new(RefCell::new(State {
            ready: false,
            run: 0,
            started: 0.0,
            depths: Vec::new(),
            last_depth: 0,
            rate: Rate::default(),
            counted: 0,
            report: ReportClock::new(0.0),
        }));
        let bridge = {
            let state = Rc::downgrade(&state);
            let on_event = on_event.clone();
            spawn(move |reply| {
                let Some(state) = state.upgrade() else { return };
                let event = on_reply(&mut state.borrow_mut(), reply);
                if let Some(e) = event {
                    on_event.emit(e);
                }
            })
        };
        if probe {
            bridge.send(&GpuRequest::Probe {
                workers: workers as u32,
            });
        }
        let weak = Rc::downgrade(&state);
        let start_timeout = Timeout::new(START_TIMEOUT_MS, move || {
            if weak.upgrade().is_some_and(|s| !s.borrow().ready) {
                on_event.emit(GpuEvent::Unavailable);
            }
        });
        GpuEngine {
            bridge,
            state,
            _start_timeout: start_timeout,
        }
    }

    /// Counts `tasks` (the page's [`plan`](crate::domain::count::math::plan) of `n`, which
    /// the worker makes too) of an `n`-board as run `run`.
    pub fn start(&self, run: u32, n: usize, tasks: &[Task]) {
        {
            let mut s = self.state.borrow_mut();
            s.run = run;
            s.started = now();
            s.depths = tasks.iter().map(|t| t.depth).collect();
            s.last_depth = s.depths.iter().copied().max().unwrap_or(0);
            s.rate = Rate::default();
            s.counted = 0;
            s.report = ReportClock::new(s.started);
        }
        self.bridge.send(&GpuRequest::Count {
            run,
            n: n as u32,
            lose_after: LOSE.with(|l| l.replace(0)),
        });
    }
}

fn on_reply(s: &mut State, reply: GpuReply) -> Option<GpuEvent> {
    match reply {
        GpuReply::Ready => {
            s.ready = true;
            None
        }
        GpuReply::Adapter { name, faster } => Some(GpuEvent::Adapter { name, faster }),
        GpuReply::NoAdapter => Some(GpuEvent::Unavailable),
        GpuReply::Counted {
            run,
            done,
            classes,
            end,
        } if run == s.run => {
            let (t, so_far) = (now() - s.started, from_array(classes));
            let done = (done as usize).min(s.depths.len());
            match end {
                None => {
                    // Tasks complete in order: those of the last depth
                    // since the last report are the rate's.
                    for i in s.counted.min(done)..done {
                        if s.depths[i] == s.last_depth {
                            s.rate.record(t);
                        }
                    }
                    s.counted = done;
                    // Shown on the schedule of the CPU pool's progress.
                    s.report
                        .due(s.started + t)
                        .then_some(GpuEvent::Pool(PoolEvent::Progress {
                            run,
                            done,
                            of: s.depths.len(),
                            so_far,
                            elapsed_ms: t,
                            rate: s.rate,
                        }))
                }
                Some(None) => Some(GpuEvent::Pool(PoolEvent::Finished {
                    run,
                    classes: so_far,
                    elapsed_ms: t,
                    busy_ms: t,
                })),
                Some(Some(reason)) => Some(GpuEvent::Lost {
                    run,
                    done,
                    so_far,
                    reason,
                }),
            }
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
