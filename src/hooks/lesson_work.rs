//! What the learner did at each stop of the lesson, kept while the site is
//! open (the lesson keys its view by the stop, so a stop come back to is
//! shown answered), and the stop shown last (for the focus after a move).

use std::cell::{Cell, RefCell};

use crate::domain::learn::lesson::Work;

thread_local! {
    /// The stop shown last (0: none yet).
    static SHOWN: Cell<usize> = const { Cell::new(0) };
    /// Stop k's work at k - 1.
    static WORK: RefCell<Vec<Work>> = const { RefCell::new(Vec::new()) };
}

/// What was done at stop `k` (from 1); nothing yet by default.
pub fn lesson_work(k: usize) -> Work {
    WORK.with(|w| w.borrow().get(k - 1).cloned().unwrap_or_default())
}

/// Keeps `work` as what was done at stop `k` of `total`.
pub fn keep_lesson_work(k: usize, total: usize, work: Work) {
    WORK.with(|w| {
        let mut w = w.borrow_mut();
        if w.len() < total {
            w.resize(total, Work::default());
        }
        w[k - 1] = work;
    });
}

/// Stop `k` is shown: the stop shown before it (0: none).
pub fn lesson_stop_shown(k: usize) -> usize {
    SHOWN.with(|shown| shown.replace(k))
}
