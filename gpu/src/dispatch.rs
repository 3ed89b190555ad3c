//! The hosts' dispatch loop, written once for the page's GPU worker
//! (WebGPU, awaited) and gpu-bench (wgpu, blocking): a [`Device`] submits a
//! batch and reads its counts back; [`run`] keeps up to `in_flight`
//! dispatches submitted, reads their counts in order (so tasks complete in
//! order) and sizes each next batch from the time the last one added
//! ([`next_batch_size`]).

use std::future::Future;

use crate::batch::{next_batch_size, Batch};

/// A GPU as the dispatch loop sees it.
pub trait Device {
    /// A dispatch submitted, its counts not yet read.
    type Pending;
    /// Why a count stopped (a lost device, a stop asked for).
    type Error;

    /// Before each submission, with the dispatches read back so far: an
    /// error stops the count there (the page: a cancel, a deadline, the
    /// tests' loss of the device).
    fn ready(&mut self, _read: usize) -> Result<(), Self::Error> {
        Ok(())
    }

    /// Submits one dispatch over a batch's sub-boards.
    fn submit(&mut self, batch: &Batch) -> Result<Self::Pending, Self::Error>;

    /// A submitted dispatch's counts (three per sub-board, in the batch's
    /// order), once the GPU has done it.
    fn read(
        &mut self,
        pending: Self::Pending,
    ) -> impl Future<Output = Result<Vec<u32>, Self::Error>>;

    /// A clock, in milliseconds.
    fn now_ms(&self) -> f64;
}

/// How a count is cut into dispatches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sizing {
    /// The time a dispatch aims at ([`crate::TARGET_MS`] on the hosts).
    pub target_ms: f64,
    /// The first and smallest batch ([`crate::min_batch`]).
    pub min: usize,
    /// Batches of this many sub-boards instead of sized ones.
    pub fixed: Option<usize>,
    /// Dispatches submitted before the host waits for the oldest.
    pub in_flight: usize,
}

/// A dispatch read back: its batch, its counts, and the milliseconds it
/// added (from its submission, or from the completion before it when it
/// waited behind that one).
pub struct Done<'a> {
    pub batch: &'a Batch,
    pub counts: &'a [u32],
    pub took_ms: f64,
}

/// Counts the batches `next` hands out (`next(size)`: the next batch of at
/// most `size` sub-boards, `None` when there are no more) on `device`,
/// calling `done` with each dispatch read back, in the order submitted.
/// `Err` at the first error of the device (the batches read back before it
/// were all given to `done`).
pub async fn run<D: Device>(
    device: &mut D,
    sizing: Sizing,
    mut next: impl FnMut(usize) -> Option<Batch>,
    mut done: impl FnMut(Done),
) -> Result<(), D::Error> {
    let mut size = sizing.fixed.unwrap_or(sizing.min);
    let mut flight = std::collections::VecDeque::new();
    let mut last_done = device.now_ms();
    let mut read = 0;
    loop {
        while flight.len() < sizing.in_flight.max(1) {
            device.ready(read)?;
            let Some(batch) = next(size) else {
                break;
            };
            let submitted = device.now_ms();
            let pending = device.submit(&batch)?;
            flight.push_back((batch, pending, submitted));
        }
        let Some((batch, pending, submitted)) = flight.pop_front() else {
            return Ok(());
        };
        let counts = device.read(pending).await?;
        read += 1;
        let now = device.now_ms();
        let took_ms = now - submitted.max(last_done);
        last_done = now;
        if sizing.fixed.is_none() {
            size = next_batch_size(batch.subs(), took_ms, sizing.target_ms, sizing.min);
        }
        done(Done {
            batch: &batch,
            counts: &counts,
            took_ms,
        });
    }
}
