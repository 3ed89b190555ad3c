//! The counting worker's messages (`workers::count`): a slice of a task in,
//! its classes (or why it failed) out.

use super::Answer;
use super::{classes, option, tagged, u32, DecodeError, Fields, Message, Protocol, Value};
use solver::count::Classes;

/// The counting worker (`workers/src/bin/worker/`).
pub struct CountWorker;

impl Protocol for CountWorker {
    const SCRIPT: &'static str = "./worker.js";
    type Request = CountRequest;
    type Reply = CountReply;
}

/// Count a slice of the task with index `index` (in the page's list) of
/// run `run`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountRequest {
    pub run: u32,
    pub n: u32,
    pub index: u32,
    /// `solver::plan::Job::to_words`.
    pub task: Vec<u32>,
    /// Where the slice starts: empty for the task's start, else the
    /// `resume` of the task's slice before.
    pub resume: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum CountReply {
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
    /// The request could not be served (a board size out of range, a
    /// malformed task, a panic); the worker may be dead.
    Failed { run: u32, message: String },
}

const SLICE: &str = "slice";
const COUNTED: &str = "counted";
const FAILED: &str = "failed";

/// `["slice", run, n, index, task, resume]`.
impl Message for CountRequest {
    fn encode(&self) -> Value {
        tagged(
            SLICE,
            vec![
                u32(self.run),
                u32(self.n),
                u32(self.index),
                Value::Words(self.task.clone()),
                Value::Words(self.resume.clone()),
            ],
        )
    }

    fn decode(value: Value) -> Result<Self, DecodeError> {
        let mut f = Fields::of(value, &[SLICE])?;
        let request = CountRequest {
            run: f.u32()?,
            n: f.u32()?,
            index: f.u32()?,
            task: f.words()?,
            resume: f.words()?,
        };
        f.end()?;
        Ok(request)
    }
}

/// `["counted", run, index, c1, c2, c4, c8, c8_boards, busy_ms, resume or
/// null]` or `["failed", run, message]`.
impl Message for CountReply {
    fn encode(&self) -> Value {
        match self {
            CountReply::Counted {
                run,
                index,
                classes: c,
                busy_ms,
                resume,
            } => {
                let mut fields = vec![u32(*run), u32(*index)];
                fields.extend(classes(c));
                fields.push(Value::Number(*busy_ms));
                fields.push(option(resume.clone(), Value::Words));
                tagged(COUNTED, fields)
            }
            CountReply::Failed { run, message } => {
                tagged(FAILED, vec![u32(*run), Value::Text(message.clone())])
            }
        }
    }

    fn decode(value: Value) -> Result<Self, DecodeError> {
        let mut f = Fields::of(value, &[COUNTED, FAILED])?;
        let reply = if f.tag() == COUNTED {
            CountReply::Counted {
                run: f.u32()?,
                index: f.u32()?,
                classes: f.classes()?,
                busy_ms: f.number()?,
                resume: f.option(Fields::words)?,
            }
        } else {
            CountReply::Failed {
                run: f.u32()?,
                message: f.text()?,
            }
        };
        f.end()?;
        Ok(reply)
    }
}

impl Answer for CountReply {
    fn run(&self) -> Option<u32> {
        match self {
            CountReply::Counted { run, .. } | CountReply::Failed { run, .. } => Some(*run),
        }
    }
}
