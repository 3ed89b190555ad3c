//! The learn page's effect runners: what carries out the commands of the
//! lesson's machine (`domain::learn::lesson_machine::Lesson`) and of the
//! write tab's (`domain::learn::write_job::Write`).

use gloo_timers::callback::Timeout;
use yew::Callback;

use super::dom::show_last;
use super::focus::focus_testid;
use super::machine::{Effects, Events};
use crate::domain::learn::lesson_machine::{Lesson, LessonCommand, LessonEvent};
use crate::domain::learn::write::Draft;
use crate::domain::learn::write_job::{Write, WriteCommand, WriteEvent};

/// The write tab's effects: the shell told of each draft, the focus, the
/// run's next slice after the browser's turn (dropped with the page, so a
/// page left runs no more slices).
#[derive(Default)]
pub struct WriteRunner {
    /// Told each draft (the tab's props at its last render).
    pub on_draft: Option<Callback<Draft>>,
    slice: Option<Timeout>,
}

impl Effects<Write> for WriteRunner {
    fn run(&mut self, command: WriteCommand, events: &Events<WriteEvent>) {
        match command {
            WriteCommand::Keep(draft) => {
                if let Some(on_draft) = &self.on_draft {
                    on_draft.emit(draft);
                }
            }
            WriteCommand::Focus(blank) => focus_testid(&format!("write-expr-{}", blank.name())),
            WriteCommand::Slice(generation) => {
                let events = events.clone();
                self.slice = Some(Timeout::new(0, move || {
                    events.send(WriteEvent::Slice(generation))
                }));
            }
            WriteCommand::Reveal => show_last("[data-testid=write-outcome]"),
        }
    }
}

/// The lesson's effects: what answered, brought into view.
#[derive(Default)]
pub struct LessonRunner;

impl Effects<Lesson> for LessonRunner {
    fn run(&mut self, command: LessonCommand, _: &Events<LessonEvent>) {
        show_last(match command {
            LessonCommand::RevealRows => ".lesson-stage .bit-row.focus .row-tail",
            LessonCommand::RevealAnswer => ".lesson-answer .task-result",
        });
    }
}
