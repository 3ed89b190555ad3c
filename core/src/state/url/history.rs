//! Whether a change of the page's state is a new entry of the browser's
//! history: decided from the addresses [`to_query`] writes.

use super::query::{to_query, Params};
use crate::state::pages::View;

/// How a change of the page's state enters the browser's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The address already says this: nothing to write.
    Keep,
    /// A new entry, which Back returns from: another view, board size or
    /// language.
    Push,
    /// The current entry, rewritten: a step, play, scrubbing, a seek (so
    /// that Back leaves the board, not the last step).
    Replace,
}

/// Whether going from the address `old` (what the current history entry
/// says; `None` before the page wrote any) to `new` is a new entry.
///
/// Only what the address shows counts: `n` is part of it where the page
/// names its board (the stepper, the search tree, the count page), `step`
/// where it names a step too. A language (or a board) that the old address
/// did not name is filled in, not changed.
pub fn history_entry(old: Option<&Params>, new: &Params) -> Entry {
    let Some(old) = old else {
        // The first write only tidies the address the page was opened with.
        return Entry::Replace;
    };
    if to_query(old) == to_query(new) {
        return Entry::Keep;
    }
    let other_view = old.view != new.view;
    // A board the old address did not name is filled in, like a language.
    let other_n = new.view.names_n()
        && matches!((old.board_n(), new.board_n()), (Some(a), Some(b)) if a != b);
    let other_lang = matches!((old.lang, new.lang), (Some(a), Some(b)) if a != b);
    // A lesson stop is a place (Back goes to the stop before, as a reader
    // expects of a page turned), and so is a set of exercises.
    let lesson =
        |p: &Params| p.view == View::Learn && p.quiz.is_none() && p.write.is_none() && !p.check;
    // A stop the old address did not name (the learn page's machine names
    // it once drawn) is filled in.
    let other_stop = lesson(old) && lesson(new) && old.stop.is_some() && old.stop != new.stop;
    let other_quiz = new.view == View::Learn
        && (old.quiz != new.quiz || old.homework != new.homework || old.check != new.check);
    // So is the "write the bits" tab (its expressions replace each other).
    let other_tab = new.view == View::Learn && old.write.is_some() != new.write.is_some();
    if other_view || other_n || other_lang || other_stop || other_quiz || other_tab {
        Entry::Push
    } else {
        Entry::Replace
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::count::math::CountN;
    use crate::domain::learn::write::{Blank, Draft};
    use crate::domain::stepper::machine::StepperN;
    use crate::i18n::Lang;
    use crate::state::url::tests::{count, stepper};

    #[test]
    fn steps_rewrite_the_entry() {
        let at = stepper(8, 10, Lang::En);
        for step in [11, 9, 0, 1234, u64::MAX] {
            assert_eq!(
                history_entry(Some(&at), &stepper(8, step, Lang::En)),
                Entry::Replace,
                "step {step}"
            );
        }
    }

    #[test]
    fn a_view_a_board_or_a_language_is_a_new_entry() {
        let at = stepper(8, 10, Lang::En);
        assert_eq!(
            history_entry(Some(&at), &stepper(6, 0, Lang::En)),
            Entry::Push
        );
        assert_eq!(
            history_entry(Some(&at), &stepper(6, 10, Lang::En)),
            Entry::Push,
            "the same step on another board"
        );
        assert_eq!(
            history_entry(Some(&at), &stepper(8, 10, Lang::Ja)),
            Entry::Push
        );
        for view in View::ALL.into_iter().filter(|v| *v != View::Stepper) {
            let there = Params { view, ..at.clone() };
            assert_eq!(history_entry(Some(&at), &there), Entry::Push, "{view:?}");
            assert_eq!(history_entry(Some(&there), &at), Entry::Push, "{view:?}");
        }
    }

    #[test]
    fn only_what_the_address_shows_counts() {
        let at = stepper(8, 10, Lang::En);
        assert_eq!(history_entry(Some(&at), &at), Entry::Keep);
        // Away from the stepper, the address names neither n nor step: the
        // state a restored `?view=count` entry keeps is the same address.
        let count = |n, step| Params {
            view: View::Count,
            ..stepper(n, step, Lang::En)
        };
        assert_eq!(
            history_entry(Some(&count(8, 0)), &count(6, 40)),
            Entry::Keep
        );
        // A language the old address did not name is filled in.
        let unnamed = Params {
            lang: None,
            ..at.clone()
        };
        assert_eq!(history_entry(Some(&unnamed), &at), Entry::Replace);
        // The first write tidies the address the page was opened with.
        assert_eq!(history_entry(None, &at), Entry::Replace);
    }

    #[test]
    fn opening_the_write_tab_is_a_new_entry_and_typing_is_not() {
        let lesson = Params {
            view: View::Learn,
            ..Params::default()
        };
        let write = |text: &str| {
            let mut d = Draft::default();
            d.blanks.set(Blank::Bit, text.to_string());
            Params {
                write: Some(d),
                ..lesson.clone()
            }
        };
        assert_eq!(history_entry(Some(&lesson), &write("")), Entry::Push);
        assert_eq!(
            history_entry(Some(&write("b")), &write("bi")),
            Entry::Replace
        );
        assert_eq!(history_entry(Some(&write("b")), &lesson), Entry::Push);
    }

    #[test]
    fn another_count_board_is_a_new_entry() {
        assert_eq!(
            history_entry(Some(&count(Some(12))), &count(Some(14))),
            Entry::Push
        );
        assert_eq!(
            history_entry(Some(&count(Some(12))), &count(Some(12))),
            Entry::Keep
        );
        // A board the old address did not name is filled in.
        assert_eq!(
            history_entry(Some(&count(None)), &count(Some(16))),
            Entry::Replace
        );
        // The stepper's board is not in the count page's address.
        let other_stepper = Params {
            n: StepperN::new(5).unwrap(),
            ..count(Some(12))
        };
        assert_eq!(
            history_entry(Some(&count(Some(12))), &other_stepper),
            Entry::Keep
        );
        // Nor is the count page's board in the stepper's.
        let stepper = stepper(8, 10, Lang::En);
        let counted = Params {
            count_n: Some(CountN::clamped(20)),
            ..stepper.clone()
        };
        assert_eq!(history_entry(Some(&stepper), &counted), Entry::Keep);
    }
}
