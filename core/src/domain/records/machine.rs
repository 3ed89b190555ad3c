//! How far this browser gets, as a state machine, pure: the records page
//! counts one board after another in the lab's worker (the symmetry
//! method), from [`FIRST_N`] while a board takes less than [`BUDGET_MS`].
//! Kept across visits (a measurement in progress is stopped by leaving).
//! The policies, tested natively:
//!
//! * **Measure** starts afresh; each answer within the budget asks for the
//!   next board, the last one ends the measurement.
//! * **Stop**, a **silent worker** or **leaving the page** end it, and the
//!   page says it was stopped; a late answer is not shown.

use crate::domain::lab::model::{LabMethod, LAB_N};
use crate::domain::lab::work::{Ask, Heard, LabReply, LabWork};
use crate::domain::machine::Machine;

/// The measurement starts here and goes on while a board takes less than
/// [`BUDGET_MS`].
pub const FIRST_N: usize = 8;
pub const BUDGET_MS: f64 = 2000.0;
/// No single board may take longer than this (the growth per n is below
/// ten, so the board after one under the budget stays well below it).
pub const LIMIT_MS: f64 = 60_000.0;

/// One board counted in this browser.
#[derive(Clone, Debug, PartialEq)]
pub struct Measure {
    pub n: usize,
    pub ms: f64,
    pub total: u64,
    pub unique: u64,
    pub finished: bool,
}

/// The measurement's state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reach {
    pub running: bool,
    /// Stopped before its end (the page says so).
    pub stopped: bool,
    pub measures: Vec<Measure>,
}

/// What happens to the measurement.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Measure,
    Stop,
    Worker(Heard),
}

impl From<Heard> for Event {
    fn from(heard: Heard) -> Event {
        Event::Worker(heard)
    }
}

impl Reach {
    fn stop(&mut self) {
        self.stopped = self.running;
        self.running = false;
    }
}

/// The method the measurement runs: the lab's symmetric search, on one
/// thread (the count page joins half-boards where it can; the page's text
/// says which this is, `REACH_INTRO`).
pub const METHOD: LabMethod = LabMethod::Symmetry;

/// The request for board `n`.
fn ask(n: usize) -> Ask {
    Ask {
        method: METHOD,
        n,
        limit_ms: LIMIT_MS,
    }
}

/// The board to count after this answer, if the measurement goes on.
fn next_n(r: &LabReply) -> Option<usize> {
    let n = r.n as usize + 1;
    (r.finished && r.error.is_none() && r.ms < BUDGET_MS && LAB_N.contains(&n)).then_some(n)
}

impl Machine for Reach {
    type Event = Event;
    type Command = LabWork;

    fn handle(&mut self, event: Event) -> Vec<LabWork> {
        match event {
            Event::Measure => {
                *self = Reach {
                    running: true,
                    ..Reach::default()
                };
                vec![LabWork::Start(ask(FIRST_N))]
            }
            Event::Worker(Heard::Reply(r)) if self.running => {
                self.measures.push(Measure {
                    n: r.n as usize,
                    ms: r.ms,
                    total: r.solutions,
                    unique: r.unique.unwrap_or(0),
                    finished: r.finished && r.error.is_none(),
                });
                let next = next_n(&r);
                self.running = next.is_some();
                next.map(|n| LabWork::Next(ask(n))).into_iter().collect()
            }
            Event::Worker(Heard::Reply(_)) => Vec::new(),
            Event::Worker(Heard::Silent) => {
                self.stop();
                Vec::new()
            }
            Event::Worker(Heard::Failed(_)) => {
                self.stop();
                vec![LabWork::Stop]
            }
            Event::Stop => {
                self.stop();
                vec![LabWork::Stop]
            }
        }
    }

    fn leave(&mut self) {
        if self.running {
            self.stop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(n: usize, ms: f64) -> Heard {
        Heard::Reply(LabReply {
            run: 1,
            method: LabMethod::Symmetry.id().to_string(),
            n: n as u32,
            finished: true,
            solutions: 92,
            unique: Some(12),
            leaves: None,
            nodes: None,
            ms,
            runs: 1,
            below_resolution: None,
            error: None,
        })
    }

    #[test]
    fn boards_follow_while_under_the_budget() {
        let mut r = Reach::default();
        assert_eq!(r.handle(Event::Measure), vec![LabWork::Start(ask(FIRST_N))]);
        assert!(r.running);
        assert_eq!(r.handle(reply(8, 10.0).into()), vec![LabWork::Next(ask(9))]);
        assert!(r.running);
        // Over the budget: the last board.
        assert!(r.handle(reply(9, BUDGET_MS).into()).is_empty());
        assert!(!r.running && !r.stopped);
        assert_eq!(r.measures.len(), 2);
        assert_eq!(
            r.measures[0],
            Measure {
                n: 8,
                ms: 10.0,
                total: 92,
                unique: 12,
                finished: true
            }
        );
        // Measuring again starts afresh.
        r.handle(Event::Measure);
        assert!(r.measures.is_empty());
    }

    #[test]
    fn stop_ends_it_and_drops_late_answers() {
        let mut r = Reach::default();
        r.handle(Event::Measure);
        assert_eq!(r.handle(Event::Stop), vec![LabWork::Stop]);
        assert!(!r.running && r.stopped);
        assert!(r.handle(reply(8, 10.0).into()).is_empty());
        assert!(r.measures.is_empty());
    }

    #[test]
    fn a_silent_worker_or_leaving_stops_it() {
        let mut r = Reach::default();
        r.handle(Event::Measure);
        assert!(r.handle(Heard::Silent.into()).is_empty());
        assert!(!r.running && r.stopped);
        let mut r = Reach::default();
        r.handle(Event::Measure);
        let failed = Heard::Failed("unreadable".into());
        assert_eq!(r.handle(failed.into()), vec![LabWork::Stop]);
        assert!(!r.running && r.stopped);
        let mut r = Reach::default();
        r.handle(Event::Measure);
        r.handle(reply(8, 10.0).into());
        r.leave();
        assert!(!r.running && r.stopped);
        assert_eq!(r.measures.len(), 1);
        // Leaving an idle measurement says nothing.
        let mut idle = Reach::default();
        idle.leave();
        assert!(!idle.stopped);
    }
}
