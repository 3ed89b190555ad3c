//! The lab's web worker: runs one method of the lab per request, with a
//! time limit, and answers with exact counts and the time it took.
//!
//! Built by trunk as its own binary (`src/bin/lab_worker.rs`, a
//! `data-type="worker"` link in `index.html`, wasm-bindgen's `no-modules`
//! output) and spawned from the page with a URL relative to the page, so the
//! site works from any static host and sub-path.
//!
//! One request at a time keeps cancelling cheap: the page drops its bridge
//! and spawns a fresh worker; the old one ends its current method at the
//! latest at the time limit (a search cannot be interrupted from outside,
//! messages are only read between requests), then closes.

use wasm_bindgen::prelude::*;

use super::client::Answer;
use super::clock::now;
use super::wire::{self, Message, Reader, Writer};
use crate::domain::lab::work::LabReply;

use crate::domain::lab::model::{self as lab, LabMethod};
use crate::domain::lab::timing::{self, Timing};
use crate::domain::watchdog::Patience;

/// The worker script trunk writes next to `index.html`.
pub const SCRIPT: &str = "./lab_worker.js";

/// How long a lab worker may leave a request unanswered: its time limit
/// (the method stops there), plus 20 s; 20 s to start (loading its wasm).
pub const LAB_PATIENCE: Patience = Patience {
    start_ms: 20_000.0,
    floor_ms: 0.0,
    margin: 1.0,
    slack_ms: 20_000.0,
};

/// Run `method` (a [`LabMethod::id`]) on an `n × n` board for at most
/// `limit_ms`. `run` is echoed back so the page can tell runs apart.
#[derive(Clone, Debug, PartialEq)]
pub struct LabRequest {
    pub run: u32,
    pub method: String,
    pub n: u32,
    pub limit_ms: f64,
}

/// `[run, method, n, limit_ms]`.
impl Message for LabRequest {
    fn to_message(&self) -> JsValue {
        Writer::new()
            .u32(self.run)
            .str(&self.method)
            .u32(self.n)
            .number(self.limit_ms)
            .finish()
    }

    fn from_message(message: &JsValue) -> Option<Self> {
        let mut r = Reader::new(message)?;
        Some(LabRequest {
            run: r.u32()?,
            method: r.string()?,
            n: r.u32()?,
            limit_ms: r.number()?,
        })
    }
}

/// `[run, method, n, finished, solutions, unique, leaves, nodes, ms, runs,
/// below_resolution, error]`, `null` for each `None`.
impl Message for LabReply {
    fn to_message(&self) -> JsValue {
        Writer::new()
            .u32(self.run)
            .str(&self.method)
            .u32(self.n)
            .bool(self.finished)
            .u64(self.solutions)
            .option(self.unique, Writer::u64)
            .option(self.leaves, Writer::u64)
            .option(self.nodes, Writer::u64)
            .number(self.ms)
            .u64(self.runs)
            .option(self.below_resolution, Writer::number)
            .option(self.error.as_deref(), Writer::str)
            .finish()
    }

    fn from_message(message: &JsValue) -> Option<Self> {
        let mut r = Reader::new(message)?;
        Some(LabReply {
            run: r.u32()?,
            method: r.string()?,
            n: r.u32()?,
            finished: r.bool()?,
            solutions: r.u64()?,
            unique: r.option(Reader::u64)?,
            leaves: r.option(Reader::u64)?,
            nodes: r.option(Reader::u64)?,
            ms: r.number()?,
            runs: r.u64()?,
            below_resolution: r.option(Reader::number)?,
            error: r.option(Reader::string)?,
        })
    }
}

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
    wire::serve(|req| wire::post(&answer(req)));
}

impl Answer for LabReply {
    fn run(&self) -> Option<u32> {
        Some(self.run)
    }
}
