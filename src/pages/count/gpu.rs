//! The count page's GPU engine: the GPU worker (`workers::gpu`) behind the
//! same events as the pool of CPU workers ([`PoolEvent`]), plus the probe
//! of the adapter and the loss of the device ([`GpuEvent`]).
//!
//! Whether to offer the GPU at all is decided on the page first: only when
//! `navigator.gpu.requestAdapter()` gives an adapter ([`has_adapter`]) is
//! the worker started, which opens its own and measures it.
//!
//! Stopping is dropping, as for the pool: the worker closes at its next
//! message, which it takes between two dispatches.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use yew::Callback;

use super::math::Rate;
use super::pool::{PoolEvent, START_TIMEOUT_MS};
use crate::workers::gpu::{classes, spawn, tasks_to_words, GpuReply, GpuRequest};
use crate::workers::wire::Bridge;
use solver::count::{Classes, Task};

#[derive(Clone, Debug, PartialEq)]
pub enum GpuEvent {
    /// The worker's adapter, and whether it beat the CPU workers in the
    /// calibration count.
    Adapter { name: String, faster: bool },
    /// No adapter in the worker after all (or the worker did not start).
    Unavailable(String),
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
    workers: usize,
}

pub struct GpuEngine {
    bridge: Bridge<GpuRequest>,
    state: Rc<RefCell<State>>,
    _start_timeout: Timeout,
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
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
            workers: workers.max(1),
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
            bridge.send(&GpuRequest::Probe);
        }
        let weak = Rc::downgrade(&state);
        let start_timeout = Timeout::new(START_TIMEOUT_MS, move || {
            if weak.upgrade().is_some_and(|s| !s.borrow().ready) {
                on_event.emit(GpuEvent::Unavailable("the GPU worker did not start".into()));
            }
        });
        GpuEngine {
            bridge,
            state,
            _start_timeout: start_timeout,
        }
    }

    /// Counts `tasks` of an `n`-board as run `run`.
    pub fn start(&self, run: u32, n: usize, tasks: &[Task]) {
        {
            let mut s = self.state.borrow_mut();
            s.run = run;
            s.started = now();
            s.depths = tasks.iter().map(|t| t.depth).collect();
            s.last_depth = s.depths.iter().copied().max().unwrap_or(0);
            s.rate = Rate::default();
            s.counted = 0;
        }
        self.bridge.send(&GpuRequest::Count {
            run,
            n: n as u32,
            tasks: tasks_to_words(tasks),
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
        GpuReply::Adapter {
            name,
            cpu_ms,
            gpu_ms,
        } => Some(GpuEvent::Adapter {
            name,
            faster: gpu_ms.is_some_and(|g| g < cpu_ms / s.workers as f64),
        }),
        GpuReply::NoAdapter { reason } => Some(GpuEvent::Unavailable(reason)),
        GpuReply::Progress { run, done, classes: c } if run == s.run => {
            let t = now() - s.started;
            // Tasks complete in order: those of the last depth since the
            // last report are the rate's.
            let done = (done as usize).min(s.depths.len());
            for i in s.counted.min(done)..done {
                if s.depths[i] == s.last_depth {
                    s.rate.record(t);
                }
            }
            s.counted = done;
            Some(GpuEvent::Pool(PoolEvent::Progress {
                run,
                done,
                of: s.depths.len(),
                so_far: classes(c),
                elapsed_ms: t,
                rate: s.rate,
            }))
        }
        GpuReply::Finished {
            run,
            classes: c,
            busy_ms,
        } if run == s.run => Some(GpuEvent::Pool(PoolEvent::Finished {
            run,
            classes: classes(c),
            elapsed_ms: now() - s.started,
            busy_ms,
        })),
        GpuReply::Lost {
            run,
            done,
            classes: c,
            reason,
        } if run == s.run => Some(GpuEvent::Lost {
            run,
            done: done as usize,
            so_far: classes(c),
            reason,
        }),
        _ => None,
    }
}

/// Whether `navigator.gpu.requestAdapter()` gives an adapter on this page
/// (false when there is no WebGPU, or it throws, or answers null).
pub async fn has_adapter() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let gpu = js_sys::Reflect::get(&window.navigator(), &"gpu".into()).unwrap_or(JsValue::UNDEFINED);
    if gpu.is_undefined() || gpu.is_null() {
        return false;
    }
    let Ok(request) = js_sys::Reflect::get(&gpu, &"requestAdapter".into())
        .and_then(|f| f.dyn_into::<js_sys::Function>().map_err(JsValue::from))
        .and_then(|f| f.call0(&gpu))
    else {
        return false;
    };
    let Ok(promise) = request.dyn_into::<js_sys::Promise>() else {
        return false;
    };
    matches!(wasm_bindgen_futures::JsFuture::from(promise).await, Ok(a) if !a.is_null() && !a.is_undefined())
}
