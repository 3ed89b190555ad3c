//! The lesson's state as a machine ([`Lesson`], run by
//! `hooks::use_machine`, so that it lasts while the site is open): the
//! stop shown, what the learner did at each stop (a stop come back to is
//! shown as it was left: answered), the moment shown at the stop (after
//! "Step once", or the right square of a next-queen task) and how many
//! times its task was answered (each answer is said again). The stop itself
//! is the page's link's; the page tells the machine which one it shows.

use std::rc::Rc;

use solver::{Stepper, Timeline};

use super::lesson::{next_column, slip, stops, Square, Stop, Task, Work};
use super::puzzle::Puzzle;
use super::quiz::{judge, Judged};
use crate::domain::machine::Machine;

/// The lesson: its stops, the work at each, and the stop shown.
pub struct Lesson {
    stops: Rc<Vec<Stop>>,
    /// Stop k's work at k - 1.
    work: Vec<Work>,
    /// The stop shown (from 1; 0: none yet).
    shown: usize,
    /// The stop shown before it (0: none): the focus goes to the title
    /// of a stop come to from another.
    before: usize,
    /// The stop's own moment, and the one shown now.
    moment: Rc<Stepper>,
    live: Stepper,
    /// Each press of a column button (a column chosen again is said
    /// again) or of a puzzle's square, each Check of a number: since the
    /// stop was shown.
    presses: u32,
    tries: u32,
    /// Each "Back to the stop" that went back (said each time).
    backs: u32,
    /// Each "Step once" pressed once its steps were used up (said each
    /// time: the step stays).
    spent: u32,
    /// ← at the first stop (`false`) or → at the last, and how many times
    /// since the stop was shown (said each time: the stop stays).
    beyond: Option<(bool, u32)>,
    /// What the browser kept (the draft of a number task) was asked for.
    loaded: bool,
}

impl Default for Lesson {
    fn default() -> Self {
        let stops = stops();
        let work = vec![Work::default(); stops.len()];
        let first = stops[0];
        let moment = Timeline::new(first.n).seek(first.step);
        Lesson {
            stops: Rc::new(stops),
            work,
            shown: 0,
            before: 0,
            live: moment.clone(),
            moment: Rc::new(moment),
            presses: 0,
            tries: 0,
            backs: 0,
            spent: 0,
            beyond: None,
            loaded: false,
        }
    }
}

/// What happens at the lesson.
#[derive(Clone, Debug)]
pub enum Event {
    /// The page shows stop `k` (from 1; clamped to the lesson).
    Show(usize),
    /// "Step once": the moment shown one step on, up to the last step the
    /// stop tells ([`Stop::until`]). Past it the step stays (a second
    /// Enter, as users press when unsure, goes no further) and the press
    /// is said ([`Lesson::spent`]).
    Step,
    /// "Back to the stop": the stop's own moment again. At the stop it
    /// does nothing.
    StepBack,
    /// A column button of a click task.
    Click(usize),
    /// A number task's field typed in.
    Type(String),
    /// A number task's Check (or Enter in its field).
    Check,
    /// The puzzle's board changed.
    Puzzle(Puzzle),
    /// What the browser kept (the effects read it for [`Command::Load`]):
    /// a number task's draft, `(stop, text)`.
    Loaded(Option<(usize, String)>),
    /// ← (`false`) or → pressed for a stop past the lesson's ends: the
    /// stop stays, and where it is is said ([`Lesson::beyond`]).
    Beyond(bool),
}

/// What the page does for the lesson: brings what answered into view (the
/// selector of the last element of it), and says when the lesson is
/// finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// The stop's rows, to watch them change (on a phone they lie below
    /// the first screen).
    RevealRows,
    /// A number task's answer, clear of the bar.
    RevealAnswer,
    /// The last stop's task was just done: the lesson is finished (the
    /// learn page's machine keeps it, `page::Event::Finished`).
    Finished,
    /// Read what the browser kept, and send it as [`Event::Loaded`].
    Load,
    /// Keep this draft of a number task, `(stop, text)` ([`draft_text`]),
    /// so that a reload finds it; an empty text (answered) forgets it.
    KeepDraft(usize, String),
}

/// A number task's draft as the browser keeps it: `stop text`.
pub fn draft_text(stop: usize, text: &str) -> String {
    format!("{stop} {text}")
}

/// What [`draft_text`] wrote (`None` for anything else).
pub fn draft_of(kept: &str) -> Option<(usize, String)> {
    let (stop, text) = kept.split_once(' ')?;
    Some((stop.parse().ok()?, text.to_string()))
}

impl Lesson {
    /// Every stop.
    pub fn stops(&self) -> &Rc<Vec<Stop>> {
        &self.stops
    }

    /// The stop shown (from 1), and the one shown before it (0: none).
    pub fn shown(&self) -> (usize, usize) {
        (self.shown.max(1), self.before)
    }

    pub fn stop(&self) -> Stop {
        self.stops[self.shown.max(1) - 1]
    }

    /// What was done at the stop shown.
    pub fn work(&self) -> &Work {
        &self.work[self.shown.max(1) - 1]
    }

    /// The stop's own moment.
    pub fn moment(&self) -> &Rc<Stepper> {
        &self.moment
    }

    /// The moment shown now.
    pub fn live(&self) -> &Stepper {
        &self.live
    }

    pub fn presses(&self) -> u32 {
        self.presses
    }

    pub fn tries(&self) -> u32 {
        self.tries
    }

    /// How many times "Back to the stop" went back since the stop was
    /// shown: the status says where it went, each time.
    pub fn backs(&self) -> u32 {
        self.backs
    }

    /// How many times "Step once" was pressed since the stop was shown
    /// with its steps used up: each press says so.
    pub fn spent(&self) -> u32 {
        self.spent
    }

    /// ← at the first stop (`false`) or → at the last, and how many times
    /// since the stop was shown: each press says where it is.
    pub fn beyond(&self) -> Option<(bool, u32)> {
        self.beyond
    }

    fn work_mut(&mut self) -> &mut Work {
        let k = self.shown.max(1);
        &mut self.work[k - 1]
    }

    fn show(&mut self, k: usize) {
        let k = k.clamp(1, self.stops.len());
        if k == self.shown {
            return;
        }
        self.before = self.shown;
        self.shown = k;
        let stop = self.stop();
        let mut timeline = Timeline::new(stop.n);
        self.moment = Rc::new(timeline.seek(stop.step));
        self.live = match self.work().step {
            Some(step) if step != stop.step => timeline.seek(step),
            _ => (*self.moment).clone(),
        };
        self.presses = 0;
        self.tries = 0;
        self.backs = 0;
        self.spent = 0;
        self.beyond = None;
    }

    /// Restores a number task's draft the browser kept: into its stop's
    /// field, where nothing was typed or judged there since.
    fn restore(&mut self, draft: Option<(usize, String)>) {
        let Some((k, text)) = draft else {
            return;
        };
        let number = (1..=self.stops.len()).contains(&k)
            && matches!(self.stops[k - 1].task, Task::Number { .. });
        let work = match number {
            true => &mut self.work[k - 1],
            false => return,
        };
        if work.typed.is_empty() && work.judged.is_none() {
            work.typed = text;
        }
    }

    /// The moment shown becomes `live`.
    fn set_live(&mut self, live: Stepper) {
        self.work_mut().step = Some(live.counters().steps);
        self.live = live;
    }

    /// Is the last stop shown, its task done (the lesson finished)?
    pub fn finished(&self) -> bool {
        self.shown == self.stops.len() && self.work().done(self.stop().task)
    }

    /// Is the moment shown the stop's own (a step task not yet stepped)?
    pub fn at_stop(&self) -> bool {
        self.live.counters().steps == self.stop().step
    }

    /// "Step once" up to the last step the stop tells ([`Stop::until`]),
    /// "Back to the stop" after it: each button has one effect, and a press
    /// where it has none changes nothing. Whether the moment changed.
    fn step(&mut self, forward: bool) -> bool {
        let now = self.live.counters().steps;
        let next = match forward {
            true if matches!(self.stop().task, Task::Step { .. }) && now < self.stop().until => {
                let mut next = self.live.clone();
                next.next();
                next
            }
            false if !self.at_stop() => (*self.moment).clone(),
            _ => return false,
        };
        self.set_live(next);
        true
    }

    fn click(&mut self, c: usize) {
        let Task::Click { ask, column } = self.stop().task else {
            return;
        };
        // Answered: a second press does nothing.
        if self.work().clicked.contains(&column) {
            return;
        }
        self.presses += 1;
        let clicked = &mut self.work_mut().clicked;
        if !clicked.contains(&c) {
            clicked.push(c);
        }
        if c == column && ask == Square::NextQueen {
            // Shows the Place that puts the queen there.
            let mut next = (*self.moment).clone();
            if next_column(&next) == Some(c) {
                next.next();
            }
            self.set_live(next);
        }
    }

    /// Judges the number typed: whether there was one to judge.
    fn check(&mut self) -> bool {
        let Task::Number { answer, ask } = self.stop().task else {
            return false;
        };
        // Answered: a second Enter or Check does nothing.
        if self.work().judged == Some(Judged::Right) {
            return false;
        }
        self.tries += 1;
        let n = self.stop().n;
        let moment = Rc::clone(&self.moment);
        let work = self.work_mut();
        // Nothing typed is not an answer: nothing is graded, a line says
        // what to do.
        let judged = judge(&work.typed, answer, n);
        // A number the task cannot have (past a row of n bits, a row number
        // past the board, more squares than a row has): flagged, not
        // graded, as at the exercises. A slip that explains it (a row's
        // value typed for its count of 1s) is said instead.
        let typed = crate::domain::input::count(&work.typed).ok();
        work.judged = Some(match (judged, typed, ask.range()) {
            (Judged::Wrong, Some(v), Some(range))
                if v > range.max(n) && slip((ask, answer), &moment, v).is_none() =>
            {
                Judged::OutOfRange
            }
            _ => judged,
        });
        true
    }
}

impl Machine for Lesson {
    type Event = Event;
    type Command = Command;

    fn handle(&mut self, event: Event) -> Vec<Command> {
        // An answer (not a stop shown again) finishes the lesson.
        let answer = matches!(event, Event::Check | Event::Click(_));
        let check = matches!(event, Event::Check);
        let finished = self.finished();
        let first = matches!(event, Event::Show(_)) && !self.loaded;
        let mut out = self.take(event);
        if first {
            self.loaded = true;
            out.push(Command::Load);
        }
        // A right answer is no draft any more.
        if check && self.work().judged == Some(Judged::Right) && !out.is_empty() {
            out.push(Command::KeepDraft(self.shown.max(1), String::new()));
        }
        if answer && !finished && self.finished() {
            out.push(Command::Finished);
        }
        out
    }

    /// The next visit starts at the stop left: a title is focused only on
    /// coming to another stop.
    fn leave(&mut self) {
        self.before = self.shown;
        // The puzzle's status speaks only after a move of this visit, and
        // so do the presses that went nowhere.
        self.presses = 0;
        self.spent = 0;
        self.beyond = None;
    }
}

impl Lesson {
    /// Handles `event` (the end of the lesson aside).
    fn take(&mut self, event: Event) -> Vec<Command> {
        match event {
            Event::Show(k) => self.show(k),
            Event::Step => {
                if self.step(true) {
                    return vec![Command::RevealRows];
                }
                let stop = self.stop();
                if matches!(stop.task, Task::Step { .. })
                    && self.live.counters().steps >= stop.until
                {
                    self.spent += 1;
                }
            }
            Event::Beyond(forward) => {
                let k = self.shown.max(1);
                if k == if forward { self.stops.len() } else { 1 } {
                    let times = self.beyond.filter(|b| b.0 == forward).map_or(0, |b| b.1);
                    self.beyond = Some((forward, times + 1));
                }
            }
            Event::StepBack => {
                if self.step(false) {
                    self.backs += 1;
                }
            }
            Event::Click(c) => self.click(c),
            Event::Type(text) => {
                let work = self.work_mut();
                // Answered: the field is read-only, its text stays.
                if work.judged == Some(Judged::Right) {
                    return Vec::new();
                }
                // Nothing is judged while typing (Check judges, as at the
                // exercises): an edit clears what the last Check said,
                // silently, so that the status never grades a half-typed
                // number.
                work.judged = None;
                work.typed = text.clone();
                return vec![Command::KeepDraft(self.shown.max(1), text)];
            }
            Event::Loaded(draft) => self.restore(draft),
            Event::Check => {
                if self.check() {
                    return vec![Command::RevealAnswer];
                }
            }
            Event::Puzzle(board) => {
                self.presses += 1;
                self.work_mut().puzzle = Some(board);
            }
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::learn::lesson::{Count, Topic};

    fn at(lesson: &Lesson, task: impl Fn(Task) -> bool) -> usize {
        1 + lesson.stops().iter().position(|s| task(s.task)).unwrap()
    }

    #[test]
    fn a_stop_come_back_to_is_shown_as_it_was_left() {
        let mut l = Lesson::default();
        let k = at(&l, |t| matches!(t, Task::Step { .. }));
        l.handle(Event::Show(k));
        let stop = l.stop();
        assert_eq!(l.live().counters().steps, stop.step);
        assert_eq!(l.handle(Event::Step), vec![Command::RevealRows]);
        assert_eq!(l.live().counters().steps, stop.step + 1);
        l.handle(Event::Show(k + 1));
        assert_eq!(l.shown(), (k + 1, k));
        l.handle(Event::Show(k));
        assert_eq!(l.shown(), (k, k + 1));
        assert_eq!(l.live().counters().steps, stop.step + 1, "answered");
        // "Back to the stop" goes back to the stop's moment.
        assert_eq!(l.handle(Event::StepBack), Vec::new());
        assert_eq!(l.live().counters().steps, stop.step);
        assert!(l.at_stop());
        // Said (the status counts it); at the stop a press changes nothing.
        assert_eq!(l.backs(), 1);
        l.handle(Event::StepBack);
        assert_eq!(l.backs(), 1);
    }

    /// One key press never both answers and undoes: a second "Step once"
    /// (Enter pressed again) keeps the step and asks for nothing; "Back to
    /// the stop" at the stop does nothing either.
    #[test]
    fn a_second_step_keeps_the_step() {
        let mut l = Lesson::default();
        let k = at(&l, |t| matches!(t, Task::Step { .. }));
        l.handle(Event::Show(k));
        let stop = l.stop();
        assert_eq!(l.handle(Event::StepBack), Vec::new());
        assert_eq!(l.work().step, None, "at the stop: nothing to go back from");
        assert_eq!(l.handle(Event::Step), vec![Command::RevealRows]);
        assert!(!l.at_stop());
        for _ in 0..2 {
            assert_eq!(l.handle(Event::Step), Vec::new());
            assert_eq!(l.live().counters().steps, stop.step + 1);
            assert_eq!(l.work().step, Some(stop.step + 1));
        }
        l.handle(Event::StepBack);
        l.handle(Event::StepBack);
        assert_eq!(l.live().counters().steps, stop.step);
        assert_eq!(l.handle(Event::Step), vec![Command::RevealRows]);
        assert_eq!(l.live().counters().steps, stop.step + 1);
    }

    /// Each press of "Step once" with its steps used up is counted (the
    /// page says each: the steps are used up), none before; another stop
    /// starts again.
    #[test]
    fn a_step_press_past_the_stops_steps_is_said_each_time() {
        let mut l = Lesson::default();
        let k = at(&l, |t| matches!(t, Task::Step { .. }));
        l.handle(Event::Show(k));
        let until = l.stop().until;
        while l.live().counters().steps < until {
            l.handle(Event::Step);
            assert_eq!(l.spent(), 0, "a step taken");
        }
        for times in 1..=2 {
            assert_eq!(l.handle(Event::Step), Vec::new());
            assert_eq!(l.spent(), times);
            assert_eq!(l.live().counters().steps, until);
        }
        l.handle(Event::Show(k + 1));
        l.handle(Event::Show(k));
        assert_eq!(l.spent(), 0);
    }

    /// ← at the first stop and → at the last are counted, each press (the
    /// page says where the learner is); anywhere else, or the other way,
    /// not.
    #[test]
    fn a_key_past_the_lessons_ends_is_counted_each_press() {
        let mut l = Lesson::default();
        let last = l.stops().len();
        l.handle(Event::Show(1));
        l.handle(Event::Beyond(true));
        assert_eq!(l.beyond(), None, "→ at stop 1 moves on");
        l.handle(Event::Beyond(false));
        l.handle(Event::Beyond(false));
        assert_eq!(l.beyond(), Some((false, 2)));
        l.handle(Event::Show(last));
        assert_eq!(l.beyond(), None);
        l.handle(Event::Beyond(false));
        assert_eq!(l.beyond(), None, "← at the last stop moves back");
        l.handle(Event::Beyond(true));
        assert_eq!(l.beyond(), Some((true, 1)));
        assert_eq!(
            crate::domain::learn::texts::end_of_lesson(crate::i18n::Lang::En, true, last),
            format!("This is the last stop ({last} of {last}).")
        );
        assert_eq!(
            crate::domain::learn::texts::end_of_lesson(crate::i18n::Lang::Ja, false, last),
            format!("最初の場面です（全 {last} 場面）。")
        );
    }

    /// The backtrack stop's text follows the search back up to a row with
    /// a candidate left: its steps go as far, one backtrack each, and the
    /// next stop starts where they end.
    #[test]
    fn the_backtrack_stop_steps_through_every_backtrack_it_tells() {
        let mut l = Lesson::default();
        let k = 1 + l
            .stops()
            .iter()
            .position(|s| s.topic == Topic::Backtrack)
            .unwrap();
        l.handle(Event::Show(k));
        let stop = l.stop();
        let mut rows = Vec::new();
        while l.handle(Event::Step) == vec![Command::RevealRows] {
            match l.live().last_event() {
                Some(solver::Event::Backtrack { row }) => rows.push(row),
                e => panic!("{e:?}"),
            }
        }
        assert_eq!(rows, [4, 3, 2]);
        assert_eq!(l.live().counters().steps, stop.until);
        assert_ne!(
            l.live().current_bits().bitmap,
            0,
            "a row with a candidate left"
        );
        assert_eq!(l.stops()[k].step, stop.until, "the next stop starts there");
    }

    #[test]
    fn a_click_task_counts_each_press_and_ends_at_the_right_column() {
        let mut l = Lesson::default();
        let k = at(&l, |t| {
            matches!(
                t,
                Task::Click {
                    ask: Square::NextQueen,
                    ..
                }
            )
        });
        l.handle(Event::Show(k));
        let Task::Click { column, .. } = l.stop().task else {
            unreachable!()
        };
        let wrong = (column + 1) % l.stop().n;
        l.handle(Event::Click(wrong));
        l.handle(Event::Click(wrong));
        assert_eq!((l.presses(), &l.work().clicked), (2, &vec![wrong]));
        let step = l.live().counters().steps;
        l.handle(Event::Click(column));
        assert_eq!(l.work().clicked, vec![wrong, column]);
        assert!(l.work().done(l.stop().task));
        assert_eq!(l.live().counters().steps, step + 1, "the queen placed");
        // Answered: a second press does nothing.
        l.handle(Event::Click(wrong));
        assert_eq!(l.presses(), 3);
        // Come back to: the presses start again, the work stays.
        l.handle(Event::Show(1));
        l.handle(Event::Show(k));
        assert_eq!(l.presses(), 0);
        assert!(l.work().done(l.stop().task));
    }

    #[test]
    fn a_number_is_judged_once_right() {
        let mut l = Lesson::default();
        let k = at(&l, |t| matches!(t, Task::Number { .. }));
        l.handle(Event::Show(k));
        let Task::Number { answer, .. } = l.stop().task else {
            unreachable!()
        };
        // Nothing typed: said, not graded.
        assert_eq!(l.handle(Event::Check), vec![Command::RevealAnswer]);
        assert_eq!(l.work().judged, Some(Judged::Empty));
        l.handle(Event::Type(answer.to_string()));
        l.handle(Event::Check);
        assert_eq!((l.work().judged, l.tries()), (Some(Judged::Right), 2));
        // A second Enter does nothing.
        assert_eq!(l.handle(Event::Check), Vec::new());
        assert_eq!(l.tries(), 2);
    }

    /// The lesson ends when its last question is answered right, once:
    /// not when its last stop is shown, nor at a wrong answer.
    #[test]
    fn an_edit_after_a_verdict_clears_it_and_grades_nothing() {
        let mut l = Lesson::default();
        let k = at(&l, |t| matches!(t, Task::Number { .. }));
        l.handle(Event::Show(k));
        let Task::Number { answer, .. } = l.stop().task else {
            unreachable!()
        };
        l.handle(Event::Type((answer + 1).to_string()));
        assert_eq!(l.work().judged, None, "nothing judged while typing");
        l.handle(Event::Check);
        assert_eq!(l.work().judged, Some(Judged::Wrong));
        // Emptied, then the right number typed: no verdict until Check.
        l.handle(Event::Type(String::new()));
        assert_eq!(l.work().judged, None);
        l.handle(Event::Type(answer.to_string()));
        assert_eq!((l.work().judged, l.tries()), (None, 1));
        l.handle(Event::Check);
        assert_eq!((l.work().judged, l.tries()), (Some(Judged::Right), 2));
        // Answered: the field is read-only; a stray input changes nothing.
        l.handle(Event::Type(String::new()));
        assert_eq!(l.work().judged, Some(Judged::Right));
        assert_eq!(l.work().typed, answer.to_string());
    }

    #[test]
    fn the_last_right_answer_finishes_the_lesson_once() {
        let mut l = Lesson::default();
        let last = l.stops().len();
        assert_eq!(
            l.handle(Event::Show(last)),
            vec![Command::Load],
            "shown only (what the browser kept asked for, once)"
        );
        let Task::Number { answer, .. } = l.stop().task else {
            unreachable!("the last stop asks a number")
        };
        l.handle(Event::Type((answer + 1).to_string()));
        assert_eq!(l.handle(Event::Check), vec![Command::RevealAnswer]);
        l.handle(Event::Type(answer.to_string()));
        assert_eq!(
            l.handle(Event::Check),
            vec![
                Command::RevealAnswer,
                Command::KeepDraft(last, String::new()),
                Command::Finished
            ]
        );
        assert_eq!(l.handle(Event::Check), Vec::new());
        l.handle(Event::Show(1));
        assert_eq!(l.handle(Event::Show(last)), Vec::new(), "once");
    }

    /// A number task's draft is kept in the browser as it is typed, and a
    /// reload (a new machine) finds it in its field; answered right, it is
    /// forgotten. What the browser kept never overwrites a field typed in.
    #[test]
    fn a_number_task_s_draft_outlives_a_reload() {
        let mut l = Lesson::default();
        let k = at(&l, |t| matches!(t, Task::Number { .. }));
        assert_eq!(l.handle(Event::Show(k)), vec![Command::Load]);
        assert_eq!(l.handle(Event::Loaded(None)), Vec::new());
        let out = l.handle(Event::Type("1".into()));
        assert_eq!(out, vec![Command::KeepDraft(k, "1".into())]);
        let kept = draft_text(k, "1");
        assert_eq!(draft_of(&kept), Some((k, "1".to_string())));
        assert_eq!(draft_of("x"), None);
        // The reload: a new machine, the page's stop, what was kept.
        let mut again = Lesson::default();
        assert_eq!(again.handle(Event::Show(k)), vec![Command::Load]);
        again.handle(Event::Loaded(draft_of(&kept)));
        assert_eq!(again.work().typed, "1");
        assert_eq!(again.handle(Event::Show(1)), Vec::new(), "asked once");
        // A draft of a stop that asks no number, or past the lesson: nothing.
        let mut other = Lesson::default();
        other.handle(Event::Show(1));
        other.handle(Event::Loaded(Some((1, "5".into()))));
        other.handle(Event::Loaded(Some((99, "5".into()))));
        assert_eq!(other.work().typed, "");
        // Typed since: kept as typed.
        let mut typed = Lesson::default();
        typed.handle(Event::Show(k));
        typed.handle(Event::Type("7".into()));
        typed.handle(Event::Loaded(draft_of(&kept)));
        assert_eq!(typed.work().typed, "7");
        // Right: forgotten.
        let Task::Number { answer, .. } = l.stop().task else {
            unreachable!()
        };
        l.handle(Event::Type(answer.to_string()));
        let out = l.handle(Event::Check);
        assert!(
            out.contains(&Command::KeepDraft(k, String::new())),
            "{out:?}"
        );
    }

    #[test]
    fn a_number_the_question_cannot_have_is_flagged_not_graded() {
        let mut l = Lesson::default();
        let k = at(&l, |t| {
            matches!(
                t,
                Task::Number {
                    ask: Count::Taken,
                    ..
                }
            )
        });
        l.handle(Event::Show(k));
        let n = l.stop().n;
        let too_big = solver::mask_for(n) + 1;
        l.handle(Event::Type(too_big.to_string()));
        l.handle(Event::Check);
        assert_eq!(l.work().judged, Some(Judged::OutOfRange));
        // The largest value is graded (wrong, here).
        l.handle(Event::Type(solver::mask_for(n).to_string()));
        l.handle(Event::Check);
        assert_ne!(l.work().judged, Some(Judged::OutOfRange));
        let k = at(&l, |t| {
            matches!(
                t,
                Task::Number {
                    ask: Count::BackTo,
                    ..
                }
            )
        });
        l.handle(Event::Show(k));
        l.handle(Event::Type(l.stop().n.to_string()));
        l.handle(Event::Check);
        assert_eq!(l.work().judged, Some(Judged::OutOfRange));
        // How many squares of a row of n: 0 to n. 999 is none of them; a
        // row's value typed for its count of 1s is a slip, said as one.
        for ask in [Count::Candidates, Count::Attacked] {
            let k = at(&l, |t| matches!(t, Task::Number { ask: a, .. } if a == ask));
            l.handle(Event::Show(k));
            let n = l.stop().n as u64;
            let judged = |l: &mut Lesson, typed: u64| {
                l.handle(Event::Type(typed.to_string()));
                l.handle(Event::Check);
                l.work().judged
            };
            assert_eq!(judged(&mut l, 999), Some(Judged::OutOfRange), "{ask:?}");
            assert_eq!(judged(&mut l, n + 1), Some(Judged::OutOfRange), "{ask:?}");
            assert_ne!(judged(&mut l, n), Some(Judged::OutOfRange), "{ask:?}");
            let value = u64::from(l.moment().current_bits().get(match ask {
                Count::Candidates => solver::Row::Bitmap,
                _ => solver::Row::Attacks,
            }));
            assert!(value > n, "{ask:?}: a value past the count");
            assert_eq!(
                judged(&mut l, value),
                Some(Judged::Wrong),
                "{ask:?}: a slip"
            );
        }
    }

    #[test]
    fn the_puzzle_and_the_stop_are_kept_across_visits() {
        let mut l = Lesson::default();
        l.handle(Event::Show(1));
        assert_eq!(l.stop().topic, Topic::Problem);
        assert_eq!(l.shown(), (1, 0), "the first stop shown: no focus moved");
        let mut board = Puzzle::new(l.stop().n);
        board.toggle(0, 1);
        l.handle(Event::Puzzle(board.clone()));
        assert_eq!(l.presses(), 1, "a square pressed is a move");
        l.leave();
        // Back on the same stop: no focus moved; the board as left.
        l.handle(Event::Show(1));
        assert_eq!(l.shown(), (1, 1));
        assert_eq!(l.work().puzzle, Some(board.clone()));
        // On to the next stop and back: the board as left, no move of
        // this visit yet (its status speaks only after one).
        assert_eq!(l.presses(), 0, "a new visit: nothing said yet");
        l.handle(Event::Show(2));
        l.handle(Event::Show(1));
        assert_eq!(l.work().puzzle, Some(board.clone()));
        assert_eq!(l.presses(), 0, "come back to: nothing said yet");
        l.handle(Event::Puzzle(board));
        assert_eq!(l.presses(), 1);
        // Past the end: the last stop.
        l.handle(Event::Show(99));
        assert_eq!(l.shown().0, l.stops().len());
    }
}
