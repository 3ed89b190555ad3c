//! When a worker that owes answers has been silent too long: the decision
//! behind every page-side worker client (`workers::client`), pure and
//! tested natively.
//!
//! A worker that stops answering without an error (terminated by the
//! browser, or hung in a loop) would otherwise leave the page waiting for
//! ever. A worker is declared silent when it owes an answer and has said
//! nothing for longer than its [`Patience`] allows: before it has started,
//! [`Patience::start_ms`]; then the longest silence it was *observed* to
//! keep before an answer (or the longest a request may take, when the
//! caller knows it) times [`Patience::margin`], at least
//! [`Patience::floor_ms`], plus [`Patience::slack_ms`]. Basing the limit on
//! observed silences keeps a slow but live worker (a big slice on a loaded
//! machine) from being declared dead.
//!
//! Silence is counted by the page's own checks, every [`CHECK_MS`], and a
//! check adds at most [`MAX_STEP_MS`] however late it comes: when the page
//! itself was stalled (a long render, a background tab whose timers are
//! slowed down), its workers' answers were waiting in its queue, and that
//! time is not held against them.

/// How often a client looks at its watchdog while answers are owed.
pub const CHECK_MS: f64 = 500.0;

/// The most silence one check adds, however late it comes.
pub const MAX_STEP_MS: f64 = 2.0 * CHECK_MS;

/// How long a worker may stay silent while it owes answers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Patience {
    /// Before it has said that it listens (its script and wasm loading).
    pub start_ms: f64,
    /// The limit is never below this once it has started.
    pub floor_ms: f64,
    /// Times the longest silence observed (or expected) before an answer.
    pub margin: f64,
    /// Added to the limit.
    pub slack_ms: f64,
}

/// The silence of one worker (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Watchdog {
    patience: Patience,
    started: bool,
    owed: bool,
    /// Silence counted since the last answer (or since answers are owed).
    silent_ms: f64,
    /// The last reading of the clock that counted.
    last: f64,
    /// The longest silence observed before an answer, or expected.
    longest_ms: f64,
}

impl Watchdog {
    pub fn new(patience: Patience) -> Watchdog {
        Watchdog {
            patience,
            started: false,
            owed: false,
            silent_ms: 0.0,
            last: 0.0,
            longest_ms: 0.0,
        }
    }

    /// Counts the time since the last reading, at most [`MAX_STEP_MS`].
    fn pass(&mut self, now: f64) {
        let step = now - self.last;
        if step.is_finite() && step > 0.0 {
            self.silent_ms += step.min(MAX_STEP_MS);
        }
        self.last = now;
    }

    /// The worker said that it listens: its silence is counted afresh, with
    /// the patience of a started worker.
    pub fn started(&mut self, now: f64) {
        self.started = true;
        self.silent_ms = 0.0;
        self.last = now;
    }

    /// A request went out that may take up to `expected_ms` (0 when
    /// unknown): silence is counted from now if nothing was owed before.
    pub fn sent(&mut self, now: f64, expected_ms: f64) {
        if !self.owed {
            self.owed = true;
            self.silent_ms = 0.0;
            self.last = now;
        }
        self.longest_ms = self.longest_ms.max(expected_ms);
    }

    /// An answer came; `owed`: whether more are owed. The silence before it
    /// is observed (it raises the limit if it was the longest).
    pub fn heard(&mut self, now: f64, owed: bool) {
        self.pass(now);
        if self.started {
            self.longest_ms = self.longest_ms.max(self.silent_ms);
        }
        self.silent_ms = 0.0;
        self.owed = owed;
    }

    /// Nothing is owed any more (the requests were withdrawn).
    pub fn forgive(&mut self) {
        self.owed = false;
        self.silent_ms = 0.0;
    }

    pub fn is_started(&self) -> bool {
        self.started
    }

    /// The longest silence allowed now.
    pub fn limit_ms(&self) -> f64 {
        let p = self.patience;
        if self.started {
            p.floor_ms.max(p.margin * self.longest_ms) + p.slack_ms
        } else {
            p.start_ms
        }
    }

    /// A check at `now`: has the worker been silent too long?
    pub fn silent(&mut self, now: f64) -> bool {
        if !self.owed {
            return false;
        }
        self.pass(now);
        self.silent_ms > self.limit_ms()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COUNTING: Patience = Patience {
        start_ms: 10_000.0,
        floor_ms: 5_000.0,
        margin: 20.0,
        slack_ms: 0.0,
    };

    /// Checks every CHECK_MS from `from` to `to`; the first time it is silent.
    fn first_silent(w: &mut Watchdog, from: f64, to: f64) -> Option<f64> {
        let mut t = from;
        while t <= to {
            if w.silent(t) {
                return Some(t);
            }
            t += CHECK_MS;
        }
        None
    }

    #[test]
    fn nothing_owed_is_never_silent() {
        let mut w = Watchdog::new(COUNTING);
        w.started(0.0);
        assert_eq!(first_silent(&mut w, 0.0, 1e6), None);
        w.sent(1e6, 0.0);
        w.heard(1e6 + 100.0, false);
        assert_eq!(first_silent(&mut w, 1e6, 2e6), None);
    }

    #[test]
    fn a_worker_that_never_starts_is_silent_after_start_ms() {
        let mut w = Watchdog::new(COUNTING);
        w.sent(0.0, 0.0);
        assert_eq!(first_silent(&mut w, 0.0, 60_000.0), Some(10_500.0));
    }

    #[test]
    fn a_worker_that_stops_answering_is_silent_after_the_floor() {
        let mut w = Watchdog::new(COUNTING);
        w.started(0.0);
        w.sent(0.0, 0.0);
        // Answers every 100 ms for a second, then nothing.
        for k in 1..=10 {
            w.heard(f64::from(k) * 100.0, true);
        }
        assert_eq!(w.limit_ms(), 5_000.0, "20 × 100 ms is below the floor");
        let t = first_silent(&mut w, 1_000.0, 60_000.0).unwrap();
        assert!((6_000.0..=6_500.0).contains(&t), "{t}");
    }

    #[test]
    fn slow_answers_raise_the_limit() {
        let mut w = Watchdog::new(COUNTING);
        w.started(0.0);
        w.sent(0.0, 0.0);
        // A loaded machine: an answer took 1.5 s (checked all along).
        assert_eq!(first_silent(&mut w, 0.0, 1_500.0), None);
        w.heard(1_500.0, true);
        assert_eq!(w.limit_ms(), 30_000.0);
        // So a silence of 20 s is still patience, not death.
        assert_eq!(first_silent(&mut w, 1_500.0, 21_500.0), None);
        w.heard(21_600.0, true);
        assert_eq!(w.limit_ms(), 20.0 * 20_100.0);
    }

    #[test]
    fn a_stalled_page_does_not_hold_its_stall_against_the_worker() {
        let mut w = Watchdog::new(COUNTING);
        w.started(0.0);
        w.sent(0.0, 0.0);
        w.heard(100.0, true);
        // The page's checks came a minute late: one step counts.
        assert!(!w.silent(60_000.0));
        // The answer waiting in the page's queue comes in: a silence of
        // MAX_STEP_MS was observed.
        w.heard(60_001.0, true);
        assert_eq!(w.limit_ms(), COUNTING.margin * (MAX_STEP_MS + 1.0));
    }

    #[test]
    fn an_expected_time_with_slack() {
        // The lab: a request runs up to its time limit, plus 20 s.
        let lab = Patience {
            start_ms: 20_000.0,
            floor_ms: 0.0,
            margin: 1.0,
            slack_ms: 20_000.0,
        };
        let mut w = Watchdog::new(lab);
        w.sent(0.0, 5_000.0);
        w.started(300.0);
        assert_eq!(w.limit_ms(), 25_000.0);
        let t = first_silent(&mut w, 300.0, 60_000.0).unwrap();
        assert!((25_300.0..=25_800.0).contains(&t), "{t}");
        // Withdrawn requests are owed no more.
        w.forgive();
        assert!(!w.silent(100_000.0));
    }
}
