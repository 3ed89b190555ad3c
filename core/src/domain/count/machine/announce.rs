//! What a screen reader hears of a count: the page's live region.

use super::{Counter, Engine, Status};
use crate::domain::count::math::whole_ms;
use crate::domain::count::texts as t;
use crate::i18n::Lang;

/// The least time between two announcements while a count runs, so that a
/// screen reader is not talked over by the progress.
pub const ANNOUNCE_EVERY_MS: f64 = 5000.0;

/// How long a count runs before its start is said: a count that ends
/// sooner is said once, by its result (its start would be talked over by
/// it a moment later). The page's ticks, which run while it counts, bring
/// the moment.
pub const ANNOUNCE_START_AFTER_MS: f64 = 1000.0;

/// What a screen reader hears of a count: its start once it has run
/// [`ANNOUNCE_START_AFTER_MS`], its progress at most every
/// [`ANNOUNCE_EVERY_MS`], and its end with the totals. Each is a snapshot,
/// so that the live region's text changes only when it is due.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Announcement {
    Nothing,
    Started {
        n: usize,
        up_to: Option<usize>,
        calibration: bool,
        gpu: bool,
        workers: usize,
    },
    Progress {
        n: usize,
        calibration: bool,
        /// The stage's progress, in tenths of a percent.
        permille: u32,
    },
    /// The count ended: the last board's totals, its time (whole ms) and
    /// who counted it (`workers`: `None` on the GPU); `up_to`: it ended a
    /// `1..=n` sequence.
    Done {
        n: usize,
        up_to: bool,
        total: u64,
        unique: u64,
        ms: u64,
        workers: Option<usize>,
    },
    Cancelled,
    Error,
    /// A long count's estimate, waiting for the go-ahead.
    Question {
        n: usize,
        up_to: bool,
    },
    /// The learner declined the long count of `n`.
    NotStarted {
        n: usize,
    },
    /// A start was pressed while the field names no board: why (shown
    /// under the field, said only here; the start buttons stay focusable,
    /// marked `aria-disabled`).
    Invalid,
}

impl Counter {
    /// Updates [`Counter::announcement`] at `now`: a count's start once it
    /// has run [`ANNOUNCE_START_AFTER_MS`] (the region is emptied at the
    /// start meanwhile, so that the same result is said again), its progress
    /// (and the next board of a `1..n` run) no more often than
    /// [`ANNOUNCE_EVERY_MS`], its end at once with the totals. What the
    /// state says is compared with what it said last (`derived`),
    /// not with the region, which may say why a start was refused since.
    /// Whether it changed.
    pub(super) fn announce(&mut self, now: f64) -> bool {
        // Whether a count was announced, and whether it was a calibration:
        // the count that follows a calibration is announced as a start.
        let was_running = match self.derived {
            Announcement::Started { calibration, .. }
            | Announcement::Progress { calibration, .. } => {
                self.current.map(|c| c.calibration) == Some(calibration)
            }
            _ => false,
        };
        let due = now - self.announced_at >= ANNOUNCE_EVERY_MS;
        let question = self
            .confirm
            .filter(|c| c.estimate.is_some() && !self.running());
        let next = match (self.status, self.current) {
            _ if question.is_some() => {
                question.map_or(Announcement::Nothing, |c| Announcement::Question {
                    n: c.n,
                    up_to: c.up_to,
                })
            }
            (Status::Running, Some(_))
                if !was_running && now - self.running_since < ANNOUNCE_START_AFTER_MS =>
            {
                Announcement::Nothing
            }
            (Status::Running, Some(cur)) if !was_running => Announcement::Started {
                n: cur.n,
                up_to: cur.up_to,
                calibration: cur.calibration,
                gpu: self.counting_on == Engine::Gpu,
                workers: self.workers,
            },
            (Status::Running, Some(cur)) if due => Announcement::Progress {
                n: cur.n,
                calibration: cur.calibration,
                permille: self.stage_permille(),
            },
            (Status::Done, _) => Announcement::Done {
                n: self.shown_n.unwrap_or(0),
                up_to: self.done_up_to,
                total: self.so_far.total(),
                unique: self.so_far.unique(),
                ms: whole_ms(self.elapsed_ms),
                workers: (self.counting_on == Engine::Cpu).then_some(self.workers),
            },
            (Status::Cancelled, _) => Announcement::Cancelled,
            (Status::Error, _) => Announcement::Error,
            _ => return false,
        };
        if next == self.derived {
            return false;
        }
        self.say(next, now);
        true
    }

    /// The live region says `a` from `now` on: what the state says, or
    /// what an event says of itself.
    pub(super) fn say(&mut self, a: Announcement, now: f64) {
        if a != Announcement::Invalid {
            self.derived = a;
        }
        self.announcement = a;
        self.announced_at = now;
    }

    /// The text of [`Counter::announcement`].
    pub fn announcement_text(&self, lang: Lang) -> String {
        match self.announcement {
            Announcement::Nothing => String::new(),
            Announcement::Started {
                calibration: true, ..
            } => self
                .stage()
                .map_or_else(String::new, |stage| t::stage(lang, stage)),
            Announcement::Started {
                n,
                up_to,
                gpu: true,
                ..
            } => t::running_gpu(lang, n, up_to),
            Announcement::Started {
                n, up_to, workers, ..
            } => t::running(lang, n, up_to, workers),
            Announcement::Progress {
                n,
                calibration,
                permille,
            } => t::progress_of(lang, n, calibration, permille),
            Announcement::Done {
                n,
                up_to,
                total,
                unique,
                ms,
                workers,
            } => t::done_said(lang, n, up_to, (total, unique), ms, workers),
            Announcement::Cancelled => t::CANCELLED.get(lang).to_string(),
            Announcement::Error => t::ERROR_TITLE.get(lang).to_string(),
            Announcement::Question { .. } => self
                .question_text(lang)
                .map(|q| format!("{q} {}", t::question_choices(lang)))
                .unwrap_or_default(),
            Announcement::NotStarted { n } => t::not_started(lang, n),
            Announcement::Invalid => self
                .field()
                .err()
                .map(|e| t::n_error(lang, &e))
                .unwrap_or_default(),
        }
    }
}
