//! The GPU worker's messages (`workers::gpu`): probe the adapter or count
//! a board in, the adapter or the progress and end of a count out.

use super::{classes, tagged, text, u32, Answer, DecodeError, Fields, Message, Protocol, Value};
use bitqueens_gpu::Kernel;
use solver::count::Classes;

/// The GPU worker (`workers/src/bin/gpu_worker.rs`).
pub struct GpuWorker;

impl Protocol for GpuWorker {
    const SCRIPT: &'static str = "./gpu_worker.js";
    type Request = GpuRequest;
    type Reply = GpuReply;
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GpuRequest {
    /// Open the adapter and compare it with `workers` CPU workers, counting
    /// with `kernel`.
    Probe { workers: u32, kernel: Kernel },
    /// Count the tasks of an `n`-board (`domain::count::math::gpu_plan`, the
    /// page's list) as run `run` with `kernel` (or the one it falls back to
    /// for the board, [`Kernel::for_board`]).
    Count {
        run: u32,
        n: u32,
        /// For the end-to-end tests (the feature `e2e`): destroy the device
        /// after that many dispatches (0: never).
        #[cfg(feature = "e2e")]
        lose_after: u32,
        kernel: Kernel,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum GpuReply {
    /// An adapter and a device: its name, and whether the GPU counted the
    /// calibration board faster than the page's CPU workers would (its
    /// time on this worker's thread divided by their number).
    Adapter { name: String, faster: bool },
    /// No WebGPU, or no adapter or device.
    NoAdapter,
    /// Run `run`: the first `done` tasks are counted (tasks complete in
    /// order), with these classes; `end` is `None` while counting.
    Counted {
        run: u32,
        done: u32,
        classes: Classes,
        end: Option<End>,
    },
    /// Run `run` was not counted: the request asked what the worker does
    /// not count (a board outside `1..=MAX_COUNT_N`), with this message.
    Failed { run: u32, message: String },
}

/// How a GPU count ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// Every task is counted.
    Done,
    /// The device was lost or refused, for this reason: the tasks after
    /// `done` are not counted.
    Lost(String),
}

const PROBE: &str = "probe";
const COUNT: &str = "count";
const ADAPTER: &str = "adapter";
const NONE: &str = "none";
const COUNTED: &str = "counted";
const FAILED: &str = "failed";
const DONE: &str = "done";
const LOST: &str = "lost";

/// A kernel as the messages carry it: its name.
fn kernel(f: &mut Fields) -> Result<Kernel, DecodeError> {
    let name = f.text()?;
    Kernel::from_name(&name).ok_or_else(|| DecodeError(format!("no kernel is named \"{name}\"")))
}

/// `["probe", workers, kernel]` or `["count", run, n, kernel]` (with the
/// feature `e2e`: `["count", run, n, lose_after, kernel]`), a kernel by its
/// name.
impl Message for GpuRequest {
    fn encode(&self) -> Value {
        match self {
            GpuRequest::Probe { workers, kernel } => {
                tagged(PROBE, vec![u32(*workers), text(kernel.name())])
            }
            GpuRequest::Count {
                run,
                n,
                #[cfg(feature = "e2e")]
                lose_after,
                kernel,
            } => {
                let mut fields = vec![u32(*run), u32(*n)];
                #[cfg(feature = "e2e")]
                fields.push(u32(*lose_after));
                fields.push(text(kernel.name()));
                tagged(COUNT, fields)
            }
        }
    }

    fn decode(value: Value) -> Result<Self, DecodeError> {
        let mut f = Fields::of(value, &[PROBE, COUNT])?;
        let request = if f.tag() == PROBE {
            GpuRequest::Probe {
                workers: f.u32()?,
                kernel: kernel(&mut f)?,
            }
        } else {
            GpuRequest::Count {
                run: f.u32()?,
                n: f.u32()?,
                #[cfg(feature = "e2e")]
                lose_after: f.u32()?,
                kernel: kernel(&mut f)?,
            }
        };
        f.end()?;
        Ok(request)
    }
}

/// `["adapter", name, faster]`, `["none"]`, `["counted", run, done, c1,
/// c2, c4, c8, c8_boards, end]` with `end` `null` (counting), `"done"` or
/// `["lost", reason]`, or `["failed", run, message]`.
impl Message for GpuReply {
    fn encode(&self) -> Value {
        match self {
            GpuReply::Adapter { name, faster } => {
                tagged(ADAPTER, vec![text(name), Value::Bool(*faster)])
            }
            GpuReply::NoAdapter => tagged(NONE, Vec::new()),
            GpuReply::Counted {
                run,
                done,
                classes: c,
                end,
            } => {
                let mut fields = vec![u32(*run), u32(*done)];
                fields.extend(classes(c));
                fields.push(match end {
                    None => Value::Null,
                    Some(End::Done) => text(DONE),
                    Some(End::Lost(why)) => tagged(LOST, vec![text(why)]),
                });
                tagged(COUNTED, fields)
            }
            GpuReply::Failed { run, message } => tagged(FAILED, vec![u32(*run), text(message)]),
        }
    }

    fn decode(value: Value) -> Result<Self, DecodeError> {
        #[derive(Clone, Copy)]
        enum Kind {
            Adapter,
            NoAdapter,
            Counted,
            Failed,
        }
        let (mut f, kind) = Fields::of_kind(
            value,
            &[
                (ADAPTER, Kind::Adapter),
                (NONE, Kind::NoAdapter),
                (COUNTED, Kind::Counted),
                (FAILED, Kind::Failed),
            ],
        )?;
        let reply = match kind {
            Kind::Adapter => GpuReply::Adapter {
                name: f.text()?,
                faster: f.bool()?,
            },
            Kind::NoAdapter => GpuReply::NoAdapter,
            Kind::Counted => GpuReply::Counted {
                run: f.u32()?,
                done: f.u32()?,
                classes: f.classes()?,
                end: f.option(end)?,
            },
            Kind::Failed => GpuReply::Failed {
                run: f.u32()?,
                message: f.text()?,
            },
        };
        f.end()?;
        Ok(reply)
    }
}

/// What [`GpuReply::encode`] writes for an end.
fn end(f: &mut Fields) -> Result<End, DecodeError> {
    match f.value()? {
        Value::Text(t) if t == DONE => Ok(End::Done),
        v @ Value::List(_) => {
            let mut lost = Fields::of(v, &[LOST])?;
            let why = lost.text()?;
            lost.end()?;
            Ok(End::Lost(why))
        }
        v => Err(DecodeError(format!(
            "expected the end of a count (\"done\" or [\"lost\", why]), got {}",
            v.kind()
        ))),
    }
}

impl Answer for GpuReply {
    fn run(&self) -> Option<u32> {
        match self {
            GpuReply::Counted { run, .. } | GpuReply::Failed { run, .. } => Some(*run),
            GpuReply::Adapter { .. } | GpuReply::NoAdapter => None,
        }
    }

    /// Progress (`end` `None`) ends no request.
    fn ends_request(&self) -> bool {
        !matches!(self, GpuReply::Counted { end: None, .. })
    }
}
