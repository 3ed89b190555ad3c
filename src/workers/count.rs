//! The counting web worker: counts one slice of a [`Job`] per request (a
//! task of the symmetric counter's search or a piece of the half-board
//! join, [`count_slice`]) and answers with its classes and, when the job is
//! not done, where the next slice starts. A slice ends
//! after about [`SLICE_MS`], so the worker takes its next message (the
//! page closing it, after a cancel) within that time, however large the
//! board.
//!
//! Built by trunk as its own binary (`src/bin/worker/main.rs`, a
//! `data-type="worker"` link in `index.html`). Trunk names a worker's files
//! after the binary, without a hash (`worker.js`, `worker_bg.wasm`, both
//! next to `index.html`), and builds it with wasm-bindgen's `no-modules`
//! output, so the page spawns it with [`SCRIPT`], a URL relative to the page
//! (the site may live under any sub-path), through a [`Client`](super::client::Client); the
//! messages are in [`super::wire`]'s format.
//!
//! A panic in the worker (a bug, or a request it cannot serve) would
//! otherwise only end it silently: a panic hook first answers the request
//! in progress with [`CountReply::Failed`], so that the page can show the
//! error and stop the other workers.

use std::cell::Cell;

use wasm_bindgen::prelude::*;

use super::client::Answer;
use super::clock::now;
use super::wire::{self, Message, Reader, Writer, LOADED};
use solver::count::Classes;
use solver::plan::{count_slice, Job};

/// The worker script trunk writes next to `index.html`.
pub const SCRIPT: &str = "./worker.js";

/// A slice ends at the first pause after this long (the clock is looked at
/// every [`Job::polls_per_look`] pauses: every 64 placements of a search's
/// upper rows, every orbit of the join's row sets; a few milliseconds apart
/// at most).
pub const SLICE_MS: f64 = 100.0;

#[wasm_bindgen]
extern "C" {
    /// `DedicatedWorkerGlobalScope`, to tell a worker from a page.
    #[wasm_bindgen(js_name = DedicatedWorkerGlobalScope)]
    type DedicatedScope;
}

/// Count a slice of the task with index `index` (in the page's list) of
/// run `run`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountRequest {
    pub run: u32,
    pub n: u32,
    pub index: u32,
    /// [`Job::to_words`].
    pub task: Vec<u32>,
    /// Where the slice starts: empty for the task's start, else the
    /// `resume` of the task's slice before.
    pub resume: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum CountReply {
    /// Sent once, when the worker has started ([`LOADED`]).
    Ready,
    /// The classes of one slice of a job, the time the
    /// worker spent on it, and where the task's next slice starts (`None`:
    /// the task is done).
    Counted {
        run: u32,
        index: u32,
        classes: Classes,
        busy_ms: f64,
        resume: Option<Vec<u32>>,
    },
    /// The request could not be served; the worker may be dead.
    Failed { run: u32, message: String },
}

/// `[run, n, index, task, resume]`.
impl Message for CountRequest {
    fn to_message(&self) -> JsValue {
        Writer::new()
            .u32(self.run)
            .u32(self.n)
            .u32(self.index)
            .words(&self.task)
            .words(&self.resume)
            .finish()
    }

    fn from_message(message: &JsValue) -> Option<Self> {
        let mut r = Reader::new(message)?;
        Some(CountRequest {
            run: r.u32()?,
            n: r.u32()?,
            index: r.u32()?,
            task: r.words()?,
            resume: r.words()?,
        })
    }
}

/// `"loaded"`, `["counted", run, index, c1, c2, c4, c8, c8_boards, busy_ms,
/// resume or null]` or `["failed", run, message]`.
impl Message for CountReply {
    fn to_message(&self) -> JsValue {
        match self {
            CountReply::Ready => JsValue::from_str(LOADED),
            CountReply::Counted {
                run,
                index,
                classes,
                busy_ms,
                resume,
            } => Writer::new()
                .str("counted")
                .u32(*run)
                .u32(*index)
                .classes(classes)
                .number(*busy_ms)
                .option(resume.as_deref(), Writer::words)
                .finish(),
            CountReply::Failed { run, message } => {
                Writer::new().str("failed").u32(*run).str(message).finish()
            }
        }
    }

    fn from_message(message: &JsValue) -> Option<Self> {
        if message.as_string().as_deref() == Some(LOADED) {
            return Some(CountReply::Ready);
        }
        let mut r = Reader::new(message)?;
        match r.string()?.as_str() {
            "counted" => Some(CountReply::Counted {
                run: r.u32()?,
                index: r.u32()?,
                classes: r.classes()?,
                busy_ms: r.number()?,
                resume: r.option(Reader::words)?,
            }),
            "failed" => Some(CountReply::Failed {
                run: r.u32()?,
                message: r.string()?,
            }),
            _ => None,
        }
    }
}

thread_local! {
    /// The run of the request being counted, so that the panic hook can
    /// answer it.
    static CURRENT: Cell<Option<u32>> = const { Cell::new(None) };
}

/// Counts one slice and answers it.
fn received(req: CountRequest) {
    let Some(job) = Job::from_words(&req.task) else {
        let message = format!("malformed job {:?}", req.task);
        wire::post(&CountReply::Failed {
            run: req.run,
            message,
        });
        return;
    };
    CURRENT.with(|c| c.set(Some(req.run)));
    let start = now();
    let every = job.polls_per_look();
    let mut stop = |done: u64| done % every == 0 && now() - start >= SLICE_MS;
    // Panics (through the hook below) unless 1 <= n <= 27.
    let slice = count_slice(req.n as usize, &job, &req.resume, &mut stop);
    let busy_ms = now() - start;
    CURRENT.with(|c| c.set(None));
    let reply = match slice {
        Some(slice) => CountReply::Counted {
            run: req.run,
            index: req.index,
            classes: slice.classes,
            busy_ms,
            resume: slice.resume,
        },
        None => CountReply::Failed {
            run: req.run,
            message: format!("{:?} is not a place of job {:?}", req.resume, req.task),
        },
    };
    wire::post(&reply);
}

/// Answers the request in progress with the panic's message.
fn report_panic(info: &std::panic::PanicHookInfo) {
    let message = info.to_string();
    web_sys::console::error_1(&format!("count worker panicked: {message}").into());
    if let Some(run) = CURRENT.with(Cell::get) {
        wire::post(&CountReply::Failed { run, message });
    }
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
    wire::serve(received);
}

impl Answer for CountReply {
    fn run(&self) -> Option<u32> {
        match self {
            CountReply::Ready => None,
            CountReply::Counted { run, .. } | CountReply::Failed { run, .. } => Some(*run),
        }
    }

    fn ends_request(&self) -> bool {
        *self != CountReply::Ready
    }
}
