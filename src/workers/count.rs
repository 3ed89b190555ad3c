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
//! (the site may live under any sub-path), through a [`Bridge`]; the
//! messages are in [`super::wire`]'s format.
//!
//! A panic in the worker (a bug, or a request it cannot serve) would
//! otherwise only end it silently: a panic hook first answers the request
//! in progress with [`CountReply::Failed`], so that the page can show the
//! error and stop the other workers.

use std::cell::Cell;

use wasm_bindgen::prelude::*;

use js_sys::Uint32Array;

use super::wire::{self, Bridge, Message, Reader, Writer, LOADED};
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
#[derive(Clone, Debug, PartialEq, Eq)]
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

#[derive(Clone, Debug, PartialEq)]
pub enum CountReply {
    /// Sent once, when the worker has started ([`LOADED`]).
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

/// One `Uint32Array`: `[run, n, index, task length, task…, resume…]`. A
/// request and its answer are the only messages of a count, dozens a
/// second at the end of one, and both threads pay for each; one typed
/// array is one copy each way, where an array of fields is a call per
/// field (and a string per count).
impl Message for CountRequest {
    fn to_message(&self) -> JsValue {
        let mut words = vec![self.run, self.n, self.index, self.task.len() as u32];
        words.extend_from_slice(&self.task);
        words.extend_from_slice(&self.resume);
        Uint32Array::from(words.as_slice()).into()
    }

    fn from_message(message: &JsValue) -> Option<Self> {
        let words = message.dyn_ref::<Uint32Array>()?.to_vec();
        let (&[run, n, index, len], rest) = words.split_first_chunk::<4>()?;
        let (task, resume) = (rest.get(..len as usize)?, &rest[len as usize..]);
        Some(CountRequest {
            run,
            n,
            index,
            task: task.to_vec(),
            resume: resume.to_vec(),
        })
    }
}

/// Words of a [`CountReply::Counted`] before its `resume`: run, index, the
/// four classes and `busy_ms` (each 64 bits, low word first), and whether a
/// `resume` follows.
const COUNTED_WORDS: usize = 13;

/// A 64-bit value as two words, low first.
fn split(value: u64) -> [u32; 2] {
    [value as u32, (value >> 32) as u32]
}

fn join(low: u32, high: u32) -> u64 {
    u64::from(high) << 32 | u64::from(low)
}

/// `"loaded"`; a `Uint32Array` for a slice counted (run, index, the classes
/// `c1, c2, c4, c8` and `busy_ms` as 64-bit values in two words each, low
/// first, then 1 and the resume words, or 0: see [`COUNTED_WORDS`]); or
/// `["failed", run, message]`.
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
            } => {
                let mut words =
                    Vec::with_capacity(COUNTED_WORDS + resume.as_ref().map_or(0, Vec::len));
                words.extend_from_slice(&[*run, *index]);
                for c in classes {
                    words.extend_from_slice(&split(*c));
                }
                words.extend_from_slice(&split(busy_ms.to_bits()));
                words.push(resume.is_some() as u32);
                words.extend_from_slice(resume.as_deref().unwrap_or_default());
                Uint32Array::from(words.as_slice()).into()
            }
            CountReply::Failed { run, message } => {
                Writer::new().str("failed").u32(*run).str(message).finish()
            }
        }
    }

    fn from_message(message: &JsValue) -> Option<Self> {
        if let Some(words) = message.dyn_ref::<Uint32Array>() {
            let words = words.to_vec();
            let (head, rest) = words.split_first_chunk::<COUNTED_WORDS>()?;
            let word64 = |k: usize| join(head[k], head[k + 1]);
            return Some(CountReply::Counted {
                run: head[0],
                index: head[1],
                classes: [word64(2), word64(4), word64(6), word64(8)],
                busy_ms: f64::from_bits(word64(10)),
                resume: match head[12] {
                    0 if rest.is_empty() => None,
                    1 => Some(rest.to_vec()),
                    _ => return None,
                },
            });
        }
        if message.as_string().as_deref() == Some(LOADED) {
            return Some(CountReply::Ready);
        }
        let mut r = Reader::new(message)?;
        match r.string()?.as_str() {
            "failed" => Some(CountReply::Failed {
                run: r.u32()?,
                message: r.string()?,
            }),
            _ => None,
        }
    }
}

pub fn to_array(c: Classes) -> [u64; 4] {
    [c.c1, c.c2, c.c4, c.c8]
}

pub fn from_array([c1, c2, c4, c8]: [u64; 4]) -> Classes {
    Classes { c1, c2, c4, c8 }
}

thread_local! {
    /// The run of the request being counted, so that the panic hook can
    /// answer it.
    static CURRENT: Cell<Option<u32>> = const { Cell::new(None) };
}

/// Counts one slice and answers it.
fn received(req: CountRequest) {
    let Some(task) = Task::from_words(&req.task) else {
        let message = format!("malformed task {:?}", req.task);
        wire::post(&CountReply::Failed {
            run: req.run,
            message,
        });
        return;
    };
    CURRENT.with(|c| c.set(Some(req.run)));
    let start = performance_now();
    let mut stop = |done: u64| done % CLOCK_EVERY == 0 && performance_now() - start >= SLICE_MS;
    // Panics (through the hook below) unless 1 <= n <= 27.
    let slice = count_slice(req.n as usize, &task, &req.resume, &mut stop);
    let busy_ms = performance_now() - start;
    CURRENT.with(|c| c.set(None));
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

/// Starts one worker; `on_reply` gets every answer.
pub fn spawn(on_reply: impl Fn(CountReply) + 'static) -> Bridge<CountRequest> {
    Bridge::spawn(SCRIPT, on_reply)
}
