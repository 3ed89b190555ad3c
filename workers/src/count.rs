//! The counting web worker: counts one slice of a [`Job`] per request (a
//! task of the symmetric counter's search or a piece of the half-board
//! join, [`count_slice`]) and answers with its classes and, when the job is
//! not done, where the next slice starts. A slice ends
//! after about [`SLICE_MS`], so the worker takes its next message (the
//! page closing it, after a cancel) within that time, however large the
//! board.
//!
//! Built by trunk as its own binary (`workers/src/bin/worker/main.rs`, a
//! `data-type="worker"` link in `index.html`). Trunk names a worker's files
//! after the binary, without a hash (`worker.js`, `worker_bg.wasm`, both
//! next to `index.html`), and builds it with wasm-bindgen's `no-modules`
//! output, so the page spawns it with [`CountWorker::SCRIPT`](crate::protocol::Protocol::SCRIPT),
//! a URL relative to the page (the site may live under any sub-path),
//! through the site's `Client` (`bitqueens::workers::client`); its messages are
//! [`CountWorker`]'s.
//!
//! A request it cannot serve (a board size out of range, a malformed task)
//! is answered with [`CountReply::Failed`]. A panic in the worker (a bug)
//! would otherwise only end it silently: a panic hook first answers the
//! request in progress with [`CountReply::Failed`] too, so that the page can
//! show the error and stop the other workers.

use std::cell::Cell;

use wasm_bindgen::prelude::*;

use crate::clock::now;
use crate::protocol::count::{CountReply, CountRequest, CountWorker};
use crate::wire;
use solver::count::CountN;
use solver::plan::{count_slice, Job};

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

thread_local! {
    /// The run of the request being counted, so that the panic hook can
    /// answer it.
    static CURRENT: Cell<Option<u32>> = const { Cell::new(None) };
}

/// Counts one slice and answers it.
fn received(req: CountRequest) {
    let fail = |message| {
        wire::post::<CountWorker>(&CountReply::Failed {
            run: req.run,
            message,
        })
    };
    if let Err(e) = CountN::new(req.n) {
        return fail(e.to_string());
    }
    let Some(job) = Job::from_words(&req.task) else {
        return fail(format!("malformed job {:?}", req.task));
    };
    CURRENT.with(|c| c.set(Some(req.run)));
    let start = now();
    let every = job.polls_per_look();
    let mut stop = |done: u64| done.is_multiple_of(every) && now() - start >= SLICE_MS;
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
    wire::post::<CountWorker>(&reply);
}

/// Answers the request in progress with the panic's message.
fn report_panic(info: &std::panic::PanicHookInfo) {
    let message = info.to_string();
    web_sys::console::error_1(&format!("count worker panicked: {message}").into());
    if let Some(run) = CURRENT.with(Cell::get) {
        wire::post::<CountWorker>(&CountReply::Failed { run, message });
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
    wire::serve::<CountWorker>(received);
}
