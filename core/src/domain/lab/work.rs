//! The lab's worker as the lab and the records page see it: what their
//! machines ask of it ([`LabWork`]: one request at a time) and what they hear
//! from it ([`Heard`]). One runner carries it out for both
//! (`hooks::LabRunner`, through the worker's client).

use super::model::LabMethod;

/// Run `method` on an `n × n` board for at most `limit_ms`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ask {
    pub method: LabMethod,
    pub n: usize,
    pub limit_ms: f64,
}

/// What a machine asks of the lab's worker.
#[derive(Clone, Debug, PartialEq)]
pub enum LabWork {
    /// A new run, with this first request: answers of earlier runs are
    /// dropped from now on.
    Start(Ask),
    /// The next request of the current run.
    Next(Ask),
    /// Drop the worker (it closes after its current request) and the
    /// answers it still owes.
    Stop,
}

/// What a machine hears from the lab's worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    /// The answer to the current run's last request.
    Reply(LabReply),
    /// The worker stayed silent and was terminated: no answer will come.
    Silent,
    /// The worker and the page could not read each other (a message that is
    /// not of the lab's protocol), with what went wrong: no answer will
    /// come, the worker is to be stopped.
    Failed(String),
}

/// The lab worker's answer to a request (`workers::protocol::lab::LabRequest`).
#[derive(Clone, Debug, PartialEq)]
pub struct LabReply {
    pub run: u32,
    pub method: String,
    pub n: u32,
    /// False: stopped by the time limit, the counts are those reached.
    pub finished: bool,
    pub solutions: u64,
    pub unique: Option<u64>,
    /// `None` until the request has run.
    pub leaves: Option<u64>,
    pub nodes: Option<u64>,
    /// The time of one run: as it came, or the median of repeated runs
    /// (`runs` > 1; see [`crate::domain::lab::timing`]).
    pub ms: f64,
    /// The runs in each timed batch (1: the run was timed alone).
    pub runs: u64,
    /// `Some(resolution)`: even the largest batch lasted less than a tick
    /// of the clock, and `ms` means nothing.
    pub below_resolution: Option<f64>,
    /// Set when the request could not be run (unknown method, bad n).
    pub error: Option<String>,
}
