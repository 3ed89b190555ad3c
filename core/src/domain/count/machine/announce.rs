//! What a screen reader hears of a count: the page's live region.

use super::{Counter, Engine, Status};
use crate::domain::count::texts as t;
use crate::i18n::Lang;

/// The least time between two announcements while a count runs, so that a
/// screen reader is not talked over by the progress.
pub const ANNOUNCE_EVERY_MS: f64 = 5000.0;

/// What a screen reader hears of a count: its start, its progress at most
/// every [`ANNOUNCE_EVERY_MS`], and its end with the totals. Each is a
/// snapshot, so that the live region's text changes only when it is due.
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
    /// The count ended: the status line and the last board's totals.
    Done {
        n: usize,
        total: u64,
        unique: u64,
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
}

impl Counter {
    /// Updates [`Counter::announcement`] at `now`: a count's start at once,
    /// its progress (and the next board of a `1..n` run) no more often than
    /// [`ANNOUNCE_EVERY_MS`], its end at once with the totals. Whether it
    /// changed.
    pub(super) fn announce(&mut self, now: f64) -> bool {
        // Whether a count was announced, and whether it was a calibration:
        // the count that follows a calibration is announced as a start.
        let was_running = match self.announcement {
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
                total: self.so_far.total(),
                unique: self.so_far.unique(),
            },
            (Status::Cancelled, _) => Announcement::Cancelled,
            (Status::Error, _) => Announcement::Error,
            _ => return false,
        };
        if next == self.announcement {
            return false;
        }
        self.announcement = next;
        self.announced_at = now;
        true
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
            Announcement::Done { total, unique, .. } => {
                format!(
                    "{} {}",
                    self.status_text(lang),
                    t::totals(lang, total, unique)
                )
            }
            Announcement::Cancelled => t::CANCELLED.get(lang).to_string(),
            Announcement::Error => t::ERROR_TITLE.get(lang).to_string(),
            Announcement::Question { .. } => self
                .question_text(lang)
                .map(|q| format!("{q} {}", t::question_choices(lang)))
                .unwrap_or_default(),
            Announcement::NotStarted { n } => t::not_started(lang, n),
        }
    }
}
