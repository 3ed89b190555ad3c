//! The counting web worker: counts one slice of a [`Task`] per request with
//! the fast counter ([`count_slice`]) and answers with its classes and,
//! when the task is not done, where the next slice starts. A slice ends
//! after about [`SLICE_MS`], so the worker takes its next message (the
//! page closing it, after a cancel) within that time, however large the
//! board.
//!
//! Built by trunk as its own binary (`src/bin/worker.rs`, a
//! `data-type="worker"` link in `index.html`). Trunk names a worker's files
//! after the binary, without a hash (`worker.js`, `worker_bg.wasm`, both
//! next to `index.html`), and builds it with wasm-bindgen's `no-modules`
//! output, so the page spawns it with [`SCRIPT`], a URL relative to the page
//! (the site may live under any sub-path), and `as_module(false)`.
//!
//! A panic in the worker (a bug, or a request it cannot serve) would
//! otherwise only end it silently: a panic hook first answers the request
//! in progress with [`CountReply::Failed`], so that the page can show the
//! error and stop the other workers.

use std::cell::RefCell;

use gloo_worker::{HandlerId, Registrable, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use solver::count::{count_slice, Classes, Task};

/// The worker script trunk writes next to `index.html`.
pub const SCRIPT: &str = "./worker.js";

/// A slice ends at the first pause after this long (the pauses come every
/// [`CLOCK_EVERY`] placements of the upper rows, a few milliseconds apart
/// at most).
pub const SLICE_MS: f64 = 100.0;

/// How many placements of the upper rows a slice makes between two looks
/// at the clock (a look costs about as much as a small search).
const CLOCK_EVERY: u64 = 64;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()` of the current global, a window or a worker.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;

    /// `DedicatedWorkerGlobalScope`, to tell a worker from a page.
    #[wasm_bindgen(js_name = DedicatedWorkerGlobalScope)]
    type DedicatedScope;
}

/// Count a slice of the task with index `index` (in the page's list) of
/// run `run`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountRequest {
    pub run: u32,
    pub n: u32,
    pub index: u32,
    /// [`Task::to_words`].
    pub task: Vec<u32>,
    /// Where the slice starts: empty for the task's start, else the
    /// `resume` of the task's slice before.
    pub resume: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CountReply {
    /// Sent once, when the worker has started and the page's bridge is
    /// connected.
    Ready,
    /// The classes `[c1, c2, c4, c8]` of one slice of a task, the time the
    /// worker spent on it, and where the task's next slice starts (`None`:
    /// the task is done).
    Counted {
        run: u32,
        index: u32,
        classes: [u64; 4],
        busy_ms: f64,
        resume: Option<Vec<u32>>,
    },
    /// The request could not be served; the worker may be dead.
    Failed { run: u32, message: String },
}

pub fn to_array(c: Classes) -> [u64; 4] {
    [c.c1, c.c2, c.c4, c.c8]
}

pub fn from_array([c1, c2, c4, c8]: [u64; 4]) -> Classes {
    Classes { c1, c2, c4, c8 }
}

pub struct CountWorker;

thread_local! {
    /// The request being counted, so that the panic hook can answer it.
    static CURRENT: RefCell<Option<(WorkerScope<CountWorker>, HandlerId, u32)>> =
        const { RefCell::new(None) };
}

impl Worker for CountWorker {
    type Message = ();
    type Input = CountRequest;
    type Output = CountReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        CountWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn connected(&mut self, scope: &WorkerScope<Self>, id: HandlerId) {
        scope.respond(id, CountReply::Ready);
    }

    fn received(&mut self, scope: &WorkerScope<Self>, req: CountRequest, id: HandlerId) {
        let Some(task) = Task::from_words(&req.task) else {
            let message = format!("malformed task {:?}", req.task);
            scope.respond(
                id,
                CountReply::Failed {
                    run: req.run,
                    message,
                },
            );
            return;
        };
        CURRENT.with(|c| *c.borrow_mut() = Some((scope.clone(), id, req.run)));
        let start = performance_now();
        let mut stop = |done: u64| done % CLOCK_EVERY == 0 && performance_now() - start >= SLICE_MS;
        // Panics (through the hook below) unless 1 <= n <= 27.
        let slice = count_slice(req.n as usize, &task, &req.resume, &mut stop);
        let busy_ms = performance_now() - start;
        CURRENT.with(|c| c.borrow_mut().take());
        let reply = match slice {
            Some(slice) => CountReply::Counted {
                run: req.run,
                index: req.index,
                classes: to_array(slice.classes),
                busy_ms,
                resume: slice.resume,
            },
            None => CountReply::Failed {
                run: req.run,
                message: format!("{:?} is not a place of task {:?}", req.resume, req.task),
            },
        };
        scope.respond(id, reply);
    }
}

/// Answers the request in progress with the panic's message.
fn report_panic(info: &std::panic::PanicHookInfo) {
    let message = info.to_string();
    web_sys::console::error_1(&format!("count worker panicked: {message}").into());
    CURRENT.with(|c| {
        if let Ok(current) = c.try_borrow() {
            if let Some((scope, id, run)) = current.as_ref() {
                scope.respond(*id, CountReply::Failed { run: *run, message });
            }
        }
    });
}

/// Is this code running in a dedicated worker (not in a page)?
pub fn in_worker() -> bool {
    js_sys::global().is_instance_of::<DedicatedScope>()
}

/// Entry point of the `worker` binary. Loaded in a page instead (as the
/// JavaScript API, see `static/api-example.html`) it does nothing.
pub fn register() {
    if !in_worker() {
        return;
    }
    std::panic::set_hook(Box::new(report_panic));
    CountWorker::registrar().register();
}

/// Starts one worker; `on_reply` gets every answer.
pub fn spawn(on_reply: impl Fn(CountReply) + 'static) -> WorkerBridge<CountWorker> {
    CountWorker::spawner()
        .callback(on_reply)
        .as_module(false)
        .spawn(SCRIPT)
}
