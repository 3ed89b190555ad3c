//! The lab's web worker: runs one method of the lab per request, with a
//! time limit, and answers with exact counts and the time it took.
//!
//! Built by trunk as its own binary (`workers/src/bin/lab_worker.rs`, a
//! `data-type="worker"` link in `index.html`, wasm-bindgen's `no-modules`
//! output) and spawned from the page with a URL relative to the page, so the
//! site works from any static host and sub-path.
//!
//! One request at a time keeps cancelling cheap: the page drops its bridge
//! and spawns a fresh worker; the old one ends its current method at the
//! latest at the time limit (a search cannot be interrupted from outside,
//! messages are only read between requests), then closes.

use crate::clock::now;
use crate::protocol::lab::{LabRequest, LabWorker};
use crate::wire;
use bitqueens_core::domain::lab::model::{self as lab, LabMethod};
use bitqueens_core::domain::lab::timing::{self, Timing};
use bitqueens_core::domain::lab::work::LabReply;
use bitqueens_core::domain::watchdog::Patience;

/// How long a lab worker may leave a request unanswered: its time limit
/// (the method stops there), plus 20 s; 20 s to start (loading its wasm).
pub const LAB_PATIENCE: Patience = Patience {
    start_ms: 20_000.0,
    floor_ms: 0.0,
    margin: 1.0,
    slack_ms: 20_000.0,
};

/// The resolution of this worker's clock (`performance.now()`), measured
/// once: the smallest step between readings taken one after another.
fn clock_resolution() -> f64 {
    thread_local! {
        static RESOLUTION: f64 = {
            let readings: Vec<f64> = (0..2000).map(|_| now()).collect();
            timing::resolution(&readings).unwrap_or(1.0)
        };
    }
    RESOLUTION.with(|r| *r)
}

fn answer(req: LabRequest) -> LabReply {
    let mut reply = LabReply {
        run: req.run,
        method: req.method.clone(),
        n: req.n,
        finished: false,
        solutions: 0,
        unique: None,
        leaves: None,
        nodes: None,
        ms: 0.0,
        runs: 1,
        below_resolution: None,
        error: None,
    };
    let n = req.n as usize;
    let Some(method) = LabMethod::from_id(&req.method) else {
        reply.error = Some(format!("unknown method {:?}", req.method));
        return reply;
    };
    if !lab::LAB_N.contains(&n) {
        reply.error = Some(format!("n = {n} is outside {:?}", lab::LAB_N));
        return reply;
    }
    let limit = req.limit_ms;
    let start = now();
    let m = lab::run(method, n, &mut |_: u64| now() - start > limit);
    reply.ms = now() - start;
    if m.finished {
        // Repeated until it spans a measurable time, within what is left
        // of the time limit.
        let budget = limit - reply.ms;
        let t = timing::time(reply.ms, clock_resolution(), budget, |k| {
            let start = now();
            for _ in 0..k {
                lab::run(method, n, &mut |_: u64| false);
            }
            now() - start
        });
        match t {
            Timing::Once { ms } => reply.ms = ms,
            Timing::Median { ms, runs } => (reply.ms, reply.runs) = (ms, runs),
            Timing::BelowResolution {
                resolution_ms,
                runs,
            } => (reply.below_resolution, reply.runs) = (Some(resolution_ms), runs),
        }
    }
    reply.finished = m.finished;
    reply.solutions = m.solutions;
    reply.unique = m.unique;
    reply.leaves = Some(m.leaves);
    reply.nodes = Some(m.nodes);
    reply
}

/// Entry point of the `lab_worker` binary.
pub fn register() {
    wire::serve::<LabWorker>(|req| wire::post::<LabWorker>(&answer(req)));
}
