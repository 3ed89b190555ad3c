//! What the page reads of a count: its stage and the stage's progress,
//! the time left, the estimate it started on, the status line and the
//! totals shown.

use super::{Counter, Engine, Stage, Status};
use crate::domain::count::math::{
    estimate, eta_ms, method, permille, reference, span, whole_ms, Estimate, Rate, Span, Work,
    SHOW_ESTIMATE_MS,
};
use crate::domain::count::texts as t;
use crate::i18n::Lang;

impl Counter {
    /// The time left of the count in progress, if it can be told.
    /// For a `1..=n` sequence only once it counts its last board (the time
    /// left of one board is not the sequence's).
    pub fn time_left(&self) -> Option<Span> {
        let cur = self.current.filter(|_| self.running())?;
        if cur.up_to.is_some_and(|last| cur.n < last) {
            return None;
        }
        let model = Some(cur)
            .filter(|cur| cur.method == method(cur.n))
            .and_then(|cur| estimate(&self.measured, cur.n, self.cpu_workers))
            .map(|e| e.ms);
        // Before the first report the total is not known: the model only.
        let (left, rate) = match self.work {
            Work { of: 0, .. } => (1, Rate::default()),
            w => (w.left(), self.rate),
        };
        eta_ms(self.elapsed_ms, left, rate, self.workers, model).map(span)
    }

    /// The stage of the running count (`None` when nothing runs).
    pub fn stage(&self) -> Option<Stage> {
        let cur = self.current.filter(|_| self.running())?;
        let (done, of) = self.measuring;
        Some(if cur.calibration {
            Stage::Measuring {
                n: cur.n,
                method: cur.method,
                step: done + 1,
                steps: of + 1,
            }
        } else {
            Stage::Counting {
                n: cur.n,
                up_to: cur.up_to,
                step: (of > 0).then_some((of + 1, of + 1)),
            }
        })
    }

    /// The progress of the running stage in tenths of a percent, by the
    /// estimated work of the jobs done: the stage of measuring over its
    /// boards, a `1..=n` sequence over its boards (each weighed by its
    /// number of solutions), otherwise the board's. It never goes back
    /// while the stage runs, and starts at 0 with the stage.
    pub fn stage_permille(&self) -> u32 {
        // The current board's share done, 0 before its first report.
        let share = |w: Work| {
            if w.of == 0 {
                (0, 1)
            } else {
                (w.done.min(w.of), w.of)
            }
        };
        match self.stage() {
            None => 0,
            Some(Stage::Measuring { step, steps, .. }) => {
                let boards = (steps - 1).max(1) as u64;
                let (d, o) = share(self.work);
                permille((step as u64 - 1) * o + d, boards * o)
            }
            Some(Stage::Counting {
                n,
                up_to: Some(last),
                ..
            }) => {
                // Whole boards before n, then n's share (in u128: the
                // weights reach 2.2e17 at n = 27).
                let weight = |k: usize| u128::from(reference(k).map_or(1, |(t, _)| t.max(1)));
                let before: u128 = (1..n).map(weight).sum();
                let all: u128 = (1..=last).map(weight).sum();
                let (d, o) = share(self.work);
                let done = before + weight(n) * u128::from(d) / u128::from(o);
                (done * 1000 / all.max(1)) as u32
            }
            Some(Stage::Counting { .. }) => {
                let (d, o) = share(self.work);
                permille(d, o)
            }
        }
    }

    /// The estimate the running count started on, when it is long enough
    /// to be worth showing ([`SHOW_ESTIMATE_MS`]): the estimate and its
    /// time (of the whole `1..=n` sequence when counting one).
    pub fn running_estimate(&self) -> Option<(Estimate, f64)> {
        let cur = self
            .current
            .filter(|cur| self.running() && !cur.calibration)?;
        let e = self.estimated?;
        let ms = match cur.up_to {
            Some(last) if e.n == last => e.up_to_ms,
            None if e.n == cur.n => e.ms,
            _ => return None,
        };
        (ms >= SHOW_ESTIMATE_MS).then_some((e, ms))
    }

    /// The status line.
    pub fn status_text(&self, lang: Lang) -> String {
        let gpu = self.counting_on == Engine::Gpu;
        let (n, ms) = (self.shown_n.unwrap_or(0), whole_ms(self.elapsed_ms));
        match (self.status, self.current) {
            (Status::Running, Some(cur)) if cur.calibration => self
                .stage()
                .map_or_else(String::new, |stage| t::stage(lang, stage)),
            (Status::Running, Some(cur)) => {
                // "Step 2 of 2: " when it was measured for first.
                let head = self.stage().map(|s| t::stage(lang, s)).unwrap_or_default();
                let label = if gpu {
                    t::running_gpu(lang, cur.n, cur.up_to)
                } else {
                    t::running(lang, cur.n, cur.up_to, self.workers)
                };
                format!("{head}{label}")
            }
            (Status::Done, _) if gpu => t::done_gpu(lang, n, self.done_up_to, ms),
            (Status::Done, _) => t::done(lang, n, self.done_up_to, ms, self.workers),
            (Status::Cancelled, _) => t::CANCELLED.get(lang).to_string(),
            (Status::Error, _) => t::ERROR_TITLE.get(lang).to_string(),
            _ => match self.question() {
                Some((q, ..)) => t::waiting(lang, q.n),
                None => t::IDLE.get(lang).to_string(),
            },
        }
    }

    /// The total and unique counts shown (empty: none), and whether they
    /// are partial: the sums so far while counting, the result once done;
    /// nothing after a cancel or an error (the sums would be partial).
    pub fn shown_counts(&self) -> (String, String, bool) {
        // While a calibration runs, what was shown before it.
        let (shown_n, so_far, running) = match self.kept {
            Some((n, classes, _)) => (n, classes, false),
            None => (self.shown_n, self.so_far, self.running()),
        };
        let has_values = matches!(self.status, Status::Done | Status::Running | Status::Idle)
            && shown_n.is_some();
        if has_values {
            (
                so_far.total().to_string(),
                so_far.unique().to_string(),
                running,
            )
        } else {
            (String::new(), String::new(), false)
        }
    }
}
