//! The lab's table and charts as a state machine, pure: every method on one
//! board (or on each board of a range) in the lab's worker, one request at
//! a time, with a time limit; the table shows the last run, the charts every
//! finished one. Kept across visits (a run in progress is cancelled by
//! leaving). The policies, tested natively:
//!
//! * **A run** queues every method on each board and sends them one at a
//!   time; each answer sends the next request.
//! * **A run over a range of n**: a method stopped by the time limit on a
//!   board is skipped on the larger ones (it would only be stopped again,
//!   and cost the limit again); the table moves on to each board.
//! * **Cancel**, a **silent worker** or **leaving the page** stop the run:
//!   the rows not answered are cancelled (or in error for a lost worker);
//!   a late answer is not shown.
//! * **The charts** keep the last finished run of each method and n, in
//!   increasing n, until cleared.

use std::collections::VecDeque;

use super::model::LabMethod;
use super::texts as t;
use super::work::{Ask, Heard, LabReply, LabWork};
use crate::domain::machine::Machine;
use crate::i18n::Lang;

/// The first board of a run over a range of n (smaller boards take no
/// time worth a curve).
pub const RANGE_FROM: usize = 4;

/// Time limits offered, in seconds.
pub const LIMITS: [u32; 4] = [1, 5, 15, 60];
pub const DEFAULT_LIMIT: u32 = 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowState {
    Idle,
    Queued,
    Running,
    Done,
    Timeout,
    Cancelled,
    /// The worker never answered (it failed to load or crashed).
    Error,
    /// Not run: in a run over a range of n, the method reached its time
    /// limit on a smaller board, and a larger one would only do the same.
    Skipped,
}

impl RowState {
    pub fn id(self) -> &'static str {
        match self {
            RowState::Idle => "idle",
            RowState::Queued => "queued",
            RowState::Running => "running",
            RowState::Done => "done",
            RowState::Timeout => "timeout",
            RowState::Cancelled => "cancelled",
            RowState::Error => "error",
            RowState::Skipped => "skipped",
        }
    }

    pub fn text(self, lang: Lang) -> &'static str {
        match self {
            RowState::Idle => t::STATE_IDLE.get(lang),
            RowState::Queued => t::STATE_QUEUED.get(lang),
            RowState::Running => t::STATE_RUNNING.get(lang),
            RowState::Done => t::STATE_DONE.get(lang),
            RowState::Timeout => t::STATE_TIMEOUT.get(lang),
            RowState::Cancelled => t::STATE_CANCELLED.get(lang),
            RowState::Error => t::STATE_ERROR.get(lang),
            RowState::Skipped => t::STATE_SKIPPED.get(lang),
        }
    }

    fn pending(self) -> bool {
        matches!(self, RowState::Queued | RowState::Running)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub state: RowState,
    pub reply: Option<LabReply>,
}

/// A finished run, kept for the charts.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub method: LabMethod,
    pub n: usize,
    /// `None`: below the clock's resolution (no point on the time chart).
    pub ms: Option<f64>,
    pub leaves: Option<u64>,
}

/// The lab's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Lab {
    /// The board size chosen for the next run.
    pub n: usize,
    pub limit_s: u32,
    /// The board size of the rows shown.
    pub table_n: usize,
    /// One per method, in [`LabMethod::ALL`]'s order.
    pub rows: Vec<Row>,
    /// Every finished run (the last one of each method and n), in
    /// increasing n.
    pub history: Vec<Point>,
    /// The methods of the current run stopped by the time limit, and the
    /// board where they were: a run over a range of n skips them after.
    pub gave_up: Vec<(LabMethod, usize)>,
    /// The requests of the current run not sent yet.
    queue: VecDeque<Ask>,
}

impl Default for Lab {
    fn default() -> Self {
        Lab {
            n: 8,
            limit_s: DEFAULT_LIMIT,
            table_n: 8,
            rows: vec![
                Row {
                    state: RowState::Idle,
                    reply: None
                };
                LabMethod::ALL.len()
            ],
            history: Vec::new(),
            gave_up: Vec::new(),
            queue: VecDeque::new(),
        }
    }
}

/// What happens to the lab.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The board size select.
    SetN(usize),
    /// The time limit select, in seconds.
    SetLimit(u32),
    /// Run every method on the chosen board.
    Run,
    /// Run every method on each board from [`RANGE_FROM`] up to the chosen
    /// one.
    RunRange,
    Cancel,
    ClearHistory,
    Worker(Heard),
}

impl From<Heard> for Event {
    fn from(heard: Heard) -> Event {
        Event::Worker(heard)
    }
}

impl Lab {
    pub fn running(&self) -> bool {
        self.rows.iter().any(|r| r.state.pending())
    }

    /// What the lab says once a run is over (its status region changes
    /// once: empty while running, this sentence when done); `None` before
    /// any run and while one runs.
    pub fn run_over(&self, lang: Lang) -> Option<String> {
        if self.running() || self.rows.iter().all(|r| r.state == RowState::Idle) {
            return None;
        }
        let count = |s: RowState| self.rows.iter().filter(|r| r.state == s).count();
        Some(t::run_over(
            lang,
            self.table_n,
            [
                count(RowState::Done),
                count(RowState::Timeout),
                count(RowState::Cancelled),
                count(RowState::Error),
                count(RowState::Skipped),
            ],
        ))
    }

    /// Every pending row becomes `to` and nothing more is sent (cancel, a
    /// lost worker, leaving the page).
    fn stop_pending(&mut self, to: RowState) {
        self.queue.clear();
        for row in self.rows.iter_mut().filter(|r| r.state.pending()) {
            row.state = to;
        }
    }

    /// Queues every method on each board from `from` to `self.n` and
    /// sends the first.
    fn start(&mut self, from: usize) -> Vec<LabWork> {
        let limit_ms = f64::from(self.limit_s) * 1000.0;
        self.table_n = from;
        self.gave_up.clear();
        self.queue = (from..=self.n)
            .flat_map(|n| {
                LabMethod::ALL.iter().map(move |&method| Ask {
                    method,
                    n,
                    limit_ms,
                })
            })
            .collect();
        for (i, row) in self.rows.iter_mut().enumerate() {
            row.reply = None;
            row.state = if i == 0 {
                RowState::Running
            } else {
                RowState::Queued
            };
        }
        self.queue
            .pop_front()
            .map(LabWork::Start)
            .into_iter()
            .collect()
    }

    /// Shows `reply` in its row and on the charts; false when it is not
    /// awaited (a late answer after a cancel).
    fn take_reply(&mut self, reply: LabReply) -> bool {
        let Some(method) = LabMethod::from_id(&reply.method) else {
            return false;
        };
        let row = &mut self.rows[method.index()];
        if row.state != RowState::Running {
            return false;
        }
        row.state = if reply.error.is_some() {
            RowState::Error
        } else if reply.finished {
            RowState::Done
        } else {
            self.gave_up.push((method, reply.n as usize));
            RowState::Timeout
        };
        if reply.finished && reply.error.is_none() {
            let n = reply.n as usize;
            self.history.retain(|p| !(p.method == method && p.n == n));
            // In increasing n, as the charts draw them.
            let at = self.history.partition_point(|p| p.n <= n);
            let ms = reply.below_resolution.is_none().then_some(reply.ms);
            let leaves = reply.leaves;
            self.history.insert(
                at,
                Point {
                    method,
                    n,
                    ms,
                    leaves,
                },
            );
        }
        row.reply = Some(reply);
        true
    }

    /// The next request of the run, skipping the methods that gave up; the
    /// table moves on to its board.
    fn next(&mut self) -> Vec<LabWork> {
        let gave_up = &self.gave_up;
        self.queue
            .retain(|ask| !gave_up.iter().any(|&(m, _)| m == ask.method));
        let Some(ask) = self.queue.pop_front() else {
            return Vec::new();
        };
        if ask.n != self.table_n {
            self.table_n = ask.n;
            for (&m, row) in LabMethod::ALL.iter().zip(self.rows.iter_mut()) {
                row.reply = None;
                row.state = if gave_up.iter().any(|&(g, _)| g == m) {
                    RowState::Skipped
                } else {
                    RowState::Queued
                };
            }
        }
        if let Some(row) = self
            .rows
            .get_mut(ask.method.index())
            .filter(|r| r.state == RowState::Queued)
        {
            row.state = RowState::Running;
        }
        vec![LabWork::Next(ask)]
    }
}

impl Machine for Lab {
    type Event = Event;
    type Command = LabWork;

    fn handle(&mut self, event: Event) -> Vec<LabWork> {
        match event {
            Event::SetN(n) => self.n = n,
            Event::SetLimit(l) => self.limit_s = l,
            Event::Run => return self.start(self.n),
            Event::RunRange => return self.start(RANGE_FROM.min(self.n)),
            Event::Cancel => {
                self.stop_pending(RowState::Cancelled);
                return vec![LabWork::Stop];
            }
            Event::ClearHistory => self.history.clear(),
            Event::Worker(Heard::Reply(reply)) => {
                if self.take_reply(reply) {
                    return self.next();
                }
            }
            Event::Worker(Heard::Silent) => self.stop_pending(RowState::Error),
            Event::Worker(Heard::Failed(_)) => {
                self.stop_pending(RowState::Error);
                return vec![LabWork::Stop];
            }
        }
        Vec::new()
    }

    fn leave(&mut self) {
        self.stop_pending(RowState::Cancelled);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(method: LabMethod, n: usize, finished: bool) -> Heard {
        Heard::Reply(LabReply {
            run: 1,
            method: method.id().to_string(),
            n: n as u32,
            finished,
            solutions: 2,
            unique: Some(1),
            leaves: Some(10),
            nodes: Some(20),
            ms: 3.0,
            runs: 1,
            below_resolution: None,
            error: None,
        })
    }

    fn ask(method: LabMethod, n: usize, limit_s: u32) -> Ask {
        Ask {
            method,
            n,
            limit_ms: f64::from(limit_s) * 1000.0,
        }
    }

    fn states(lab: &Lab) -> Vec<RowState> {
        lab.rows.iter().map(|r| r.state).collect()
    }

    #[test]
    fn a_run_sends_every_method_one_at_a_time() {
        let mut lab = Lab::default();
        lab.handle(Event::SetN(6));
        lab.handle(Event::SetLimit(1));
        let first = LabMethod::ALL[0];
        assert_eq!(
            lab.handle(Event::Run),
            vec![LabWork::Start(ask(first, 6, 1))]
        );
        assert!(lab.running());
        assert_eq!(lab.table_n, 6);
        assert_eq!(lab.rows[0].state, RowState::Running);
        assert!(lab.rows[1..].iter().all(|r| r.state == RowState::Queued));
        for (i, &m) in LabMethod::ALL.iter().enumerate() {
            let sent = lab.handle(reply(m, 6, true).into());
            assert_eq!(lab.rows[i].state, RowState::Done);
            match LabMethod::ALL.get(i + 1) {
                Some(&next) => {
                    assert_eq!(sent, vec![LabWork::Next(ask(next, 6, 1))]);
                    assert_eq!(lab.rows[i + 1].state, RowState::Running);
                }
                None => assert!(sent.is_empty()),
            }
        }
        assert!(!lab.running());
        assert_eq!(lab.history.len(), LabMethod::ALL.len());
    }

    #[test]
    fn a_run_says_once_that_it_is_over() {
        let mut lab = Lab::default();
        assert_eq!(lab.run_over(Lang::En), None);
        lab.handle(Event::SetN(6));
        lab.handle(Event::Run);
        let all = LabMethod::ALL.len();
        for &m in &LabMethod::ALL[..all - 1] {
            lab.handle(reply(m, 6, true).into());
            assert_eq!(lab.run_over(Lang::En), None, "still running");
        }
        lab.handle(reply(LabMethod::ALL[all - 1], 6, false).into());
        assert_eq!(
            lab.run_over(Lang::En).unwrap(),
            format!(
                "Run over, n = 6: {} methods done, 1 stopped by the time limit.",
                all - 1
            )
        );
        assert_eq!(
            lab.run_over(Lang::Ja).unwrap(),
            format!(
                "実行が終わりました（n = 6）：完了 {}、時間切れ 1。",
                all - 1
            )
        );
        lab.handle(Event::Run);
        assert_eq!(lab.run_over(Lang::En), None);
        lab.handle(Event::Cancel);
        assert_eq!(
            lab.run_over(Lang::En).unwrap(),
            format!("Run over, n = 6: 0 methods done, {all} cancelled.")
        );
    }

    #[test]
    fn a_range_skips_a_method_after_its_time_limit() {
        let mut lab = Lab::default();
        lab.handle(Event::SetN(5));
        let [first, second] = [LabMethod::ALL[0], LabMethod::ALL[1]];
        assert_eq!(
            lab.handle(Event::RunRange),
            vec![LabWork::Start(ask(first, RANGE_FROM, DEFAULT_LIMIT))]
        );
        assert_eq!(lab.table_n, RANGE_FROM);
        // The first method reaches the limit on the first board.
        lab.handle(reply(first, 4, false).into());
        assert_eq!(lab.rows[0].state, RowState::Timeout);
        assert_eq!(lab.gave_up, vec![(first, 4)]);
        for &m in &LabMethod::ALL[1..LabMethod::ALL.len() - 1] {
            lab.handle(reply(m, 4, true).into());
        }
        // The last answer of board 4: the table moves on to board 5, whose
        // first request is the second method's.
        let last = *LabMethod::ALL.last().unwrap();
        assert_eq!(
            lab.handle(reply(last, 4, true).into()),
            vec![LabWork::Next(ask(second, 5, DEFAULT_LIMIT))]
        );
        assert_eq!(lab.table_n, 5);
        assert_eq!(lab.rows[0].state, RowState::Skipped);
        assert_eq!(lab.rows[1].state, RowState::Running);
        assert!(lab.rows[2..].iter().all(|r| r.state == RowState::Queued));
        assert!(lab.rows.iter().all(|r| r.reply.is_none()));
    }

    #[test]
    fn cancel_stops_the_worker_and_drops_late_answers() {
        let mut lab = Lab::default();
        lab.handle(Event::Run);
        assert_eq!(lab.handle(Event::Cancel), vec![LabWork::Stop]);
        assert!(states(&lab).iter().all(|&s| s == RowState::Cancelled));
        // The answer of the request sent before the cancel.
        assert!(lab
            .handle(reply(LabMethod::ALL[0], 8, true).into())
            .is_empty());
        assert_eq!(lab.rows[0].state, RowState::Cancelled);
        assert!(lab.history.is_empty());
    }

    #[test]
    fn a_silent_worker_puts_the_rows_in_error() {
        let mut lab = Lab::default();
        lab.handle(Event::Run);
        lab.handle(reply(LabMethod::ALL[0], 8, true).into());
        assert!(lab.handle(Heard::Silent.into()).is_empty());
        assert_eq!(lab.rows[0].state, RowState::Done);
        assert!(lab.rows[1..].iter().all(|r| r.state == RowState::Error));
        assert!(!lab.running());
    }

    #[test]
    fn a_message_that_cannot_be_read_puts_the_rows_in_error_and_stops_the_worker() {
        let mut lab = Lab::default();
        lab.handle(Event::Run);
        lab.handle(reply(LabMethod::ALL[0], 8, true).into());
        let failed = Heard::Failed("./lab_worker.js sent a message the page could not read".into());
        assert_eq!(lab.handle(failed.into()), vec![LabWork::Stop]);
        assert_eq!(lab.rows[0].state, RowState::Done);
        assert!(lab.rows[1..].iter().all(|r| r.state == RowState::Error));
        assert!(!lab.running());
    }

    #[test]
    fn leaving_cancels_the_run_and_keeps_the_charts() {
        let mut lab = Lab::default();
        lab.handle(Event::Run);
        lab.handle(reply(LabMethod::ALL[0], 8, true).into());
        lab.leave();
        assert!(!lab.running());
        assert_eq!(lab.rows[1].state, RowState::Cancelled);
        assert_eq!(lab.history.len(), 1);
        // Nothing left to send: the next visit starts a run afresh.
        assert!(lab.queue.is_empty());
    }

    #[test]
    fn the_charts_keep_the_last_run_of_each_method_and_n_in_increasing_n() {
        let mut lab = Lab::default();
        let m = LabMethod::ALL[0];
        for n in [7, 5, 7] {
            lab.handle(Event::SetN(n));
            lab.handle(Event::Run);
            lab.handle(reply(m, n, true).into());
            lab.handle(Event::Cancel);
        }
        let ns: Vec<usize> = lab.history.iter().map(|p| p.n).collect();
        assert_eq!(ns, vec![5, 7]);
        lab.handle(Event::ClearHistory);
        assert!(lab.history.is_empty());
    }
}
