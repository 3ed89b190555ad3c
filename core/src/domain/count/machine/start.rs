//! What a start counts: the board the field names (the link follows it),
//! and for a large board the calibrations it needs first and its
//! estimate, which a long count waits on for the go-ahead.

use super::{Command, Confirm, Counter, Status};
use crate::domain::count::math::{
    calibration_n, calibrations_needed, estimate, parse_n, span, CountN, Estimate, NError, LARGE_N,
    LONG_COUNT_MS,
};
use crate::domain::count::texts as t;
use crate::i18n::Lang;

impl Counter {
    /// The estimate of the count waiting for its go-ahead, with the
    /// method that will count it, and its time in whole milliseconds.
    pub fn question(&self) -> Option<(Confirm, Estimate, f64)> {
        let c = self.confirm?;
        let e = c.estimate?;
        Some((c, e, if c.up_to { e.up_to_ms } else { e.ms }))
    }

    /// The text of [`Counter::question`].
    pub fn question_text(&self, lang: Lang) -> Option<String> {
        let (c, e, ms) = self.question()?;
        Some(t::estimate(lang, &e, span(ms), c.up_to, self.cpu_workers))
    }

    /// The board the `n` field's text names, or why it names none.
    pub fn field(&self) -> Result<CountN, NError> {
        parse_n(&self.n_text)
    }

    /// The learner settled on board `n` (the field's change, a start): the
    /// link follows. Whether it moved.
    pub(super) fn settle(&mut self, n: CountN) -> bool {
        std::mem::replace(&mut self.n, n) != n
    }

    /// The `n` field's text is `text` now.
    pub(super) fn set_text(&mut self, text: String) {
        // An estimate is about the n it was made for.
        if self
            .confirm
            .is_some_and(|c| parse_n(&text).map(CountN::get) != Ok(c.n))
        {
            self.confirm = None;
        }
        self.n_text = text;
    }

    /// The long count waiting in [`Counter::confirm`]: the next calibration
    /// it needs, else its estimate; a count estimated under
    /// [`LONG_COUNT_MS`] starts at once, a longer one waits for the
    /// go-ahead.
    pub(super) fn ask(&mut self, now: f64, out: &mut Vec<Command>) {
        let Some(c) = self.confirm else { return };
        let needed = calibrations_needed(&self.measured, c.n, c.up_to);
        if let Some(&m) = needed.first() {
            // The stage of measuring holds every calibration this count needs.
            let of = if self.current.is_some_and(|cur| cur.calibration) {
                self.measuring.1
            } else {
                needed.len()
            };
            self.measuring = (of.saturating_sub(needed.len()), of);
            self.confirm = Some(Confirm {
                estimate: None,
                ..c
            });
            self.launch(calibration_n(m), None, Some(m), now, out);
            return;
        }
        let e = estimate(&self.measured, c.n, self.cpu_workers);
        let ms = e.map(|e| if c.up_to { e.up_to_ms } else { e.ms });
        if ms.is_some_and(|ms| ms < LONG_COUNT_MS) {
            self.confirm = Some(Confirm { estimate: e, ..c });
            self.n_text = c.n.to_string();
            self.start(c.up_to, true, now, out);
        } else {
            self.confirm = Some(Confirm { estimate: e, ..c });
            if self.running() {
                self.current = None;
                self.set_status(Status::Idle, out);
            }
        }
    }

    pub(super) fn start(&mut self, up_to: bool, confirmed: bool, now: f64, out: &mut Vec<Command>) {
        let Ok(board) = self.field() else {
            return;
        };
        // What is counted is what the link names.
        self.settle(board);
        let n = board.get();
        self.replaced = 0;
        if !confirmed {
            self.measuring = (0, 0);
        }
        if n >= LARGE_N && !confirmed {
            if self.running() {
                self.stop(Status::Cancelled, out);
            }
            // The estimate of the count before is not this one's.
            self.estimated = None;
            self.confirm = Some(Confirm {
                n,
                up_to,
                estimate: None,
                calibrated: false,
            });
            self.ask(now, out);
            return;
        }
        // A large board's estimate was asked for; a smaller one has one
        // when a board measured here makes it.
        self.estimated = if confirmed {
            self.confirm.and_then(|c| c.estimate)
        } else {
            estimate(&self.measured, n, self.cpu_workers)
        };
        self.confirm = None;
        if up_to {
            self.launch(1, Some(n), None, now, out);
        } else {
            self.launch(n, None, None, now, out);
        }
    }
}
