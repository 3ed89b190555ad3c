//! The lab worker's messages (`workers::lab`): a method to run in, its
//! counts and time out ([`LabReply`], the lab's and the records page's
//! domain type).

use super::{
    option, tagged, text, u32, u64, Answer, DecodeError, Fields, Message, Protocol, Value,
};
use crate::domain::lab::work::LabReply;

/// The lab's worker (`workers/src/bin/lab_worker.rs`).
pub struct LabWorker;

impl Protocol for LabWorker {
    const SCRIPT: &'static str = "./lab_worker.js";
    type Request = LabRequest;
    type Reply = LabReply;
}

/// Run `method` (a `LabMethod::id`) on an `n × n` board for at most
/// `limit_ms`. `run` is echoed back so the page can tell runs apart.
#[derive(Clone, Debug, PartialEq)]
pub struct LabRequest {
    pub run: u32,
    pub method: String,
    pub n: u32,
    pub limit_ms: f64,
}

const RUN: &str = "run";
const RAN: &str = "ran";

/// `["run", run, method, n, limit_ms]`.
impl Message for LabRequest {
    fn encode(&self) -> Value {
        tagged(
            RUN,
            vec![
                u32(self.run),
                text(&self.method),
                u32(self.n),
                Value::Number(self.limit_ms),
            ],
        )
    }

    fn decode(value: Value) -> Result<Self, DecodeError> {
        let mut f = Fields::of(value, &[RUN])?;
        let request = LabRequest {
            run: f.u32()?,
            method: f.text()?,
            n: f.u32()?,
            limit_ms: f.number()?,
        };
        f.end()?;
        Ok(request)
    }
}

/// `["ran", run, method, n, finished, solutions, unique, leaves, nodes, ms,
/// runs, below_resolution, error]`, `null` for each `None`.
impl Message for LabReply {
    fn encode(&self) -> Value {
        tagged(
            RAN,
            vec![
                u32(self.run),
                text(&self.method),
                u32(self.n),
                Value::Bool(self.finished),
                u64(self.solutions),
                option(self.unique, u64),
                option(self.leaves, u64),
                option(self.nodes, u64),
                Value::Number(self.ms),
                u64(self.runs),
                option(self.below_resolution, Value::Number),
                option(self.error.as_deref(), text),
            ],
        )
    }

    fn decode(value: Value) -> Result<Self, DecodeError> {
        let mut f = Fields::of(value, &[RAN])?;
        let reply = LabReply {
            run: f.u32()?,
            method: f.text()?,
            n: f.u32()?,
            finished: f.bool()?,
            solutions: f.u64()?,
            unique: f.option(Fields::u64)?,
            leaves: f.option(Fields::u64)?,
            nodes: f.option(Fields::u64)?,
            ms: f.number()?,
            runs: f.u64()?,
            below_resolution: f.option(Fields::number)?,
            error: f.option(Fields::text)?,
        };
        f.end()?;
        Ok(reply)
    }
}

impl Answer for LabReply {
    fn run(&self) -> Option<u32> {
        Some(self.run)
    }
}
