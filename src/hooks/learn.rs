//! The learn page's machines' hooks and effect runners: the page's own
//! (`domain::learn::page::Learn`, run by [`use_learn`]: its place and what
//! the browser keeps of it), and what carries out the commands of the
//! lesson's machine (`domain::learn::lesson_machine::Lesson`), of the
//! exercises' (`domain::learn::quiz_machine::Quiz`) and of the write tab's
//! (`domain::learn::write_job::Write`).

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::dom::{show_last, show_last_keeping};
use super::focus::focus_testid;
use super::machine::{use_machine, Effects, Events, Life, Runtime};
use crate::domain::learn::homework::Work;
use crate::domain::learn::lesson_machine::{self, Lesson};
use crate::domain::learn::page::{self, Learn, Place};
use crate::domain::learn::quiz::Progress;
use crate::domain::learn::quiz_machine::{self, Quiz};
use crate::domain::learn::write::Draft;
use crate::domain::learn::write_job::{self, Write};
use crate::domain::machine::Orders;
use crate::state::storage;
use crate::state::url::{draft_from_query, draft_query};

/// The learn page's machine and its effects.
pub type LearnRuntime = Runtime<Learn, LearnEffects>;

/// What carries out the learn page's commands: the browser's storage, and
/// the shell told where the page's link points (the page's callback of its
/// last render).
#[derive(Default)]
pub struct LearnEffects {
    on_link: Option<Callback<Place>>,
}

impl Effects<Learn> for LearnEffects {
    fn run(&mut self, keep: page::Command, _: &Events<page::Event>) {
        match keep {
            page::Command::Stop(k) => storage::write(storage::LESSON_STOP, &k.to_string()),
            page::Command::Banner(banner) => match banner.key() {
                Some(key) => storage::write(storage::LESSON_BANNER, key),
                None => storage::remove(storage::LESSON_BANNER),
            },
            page::Command::Draft(draft) => storage::write(storage::WRITE, &draft_query(&draft)),
            page::Command::Link(place) => {
                if let Some(on_link) = &self.on_link {
                    on_link.emit(place);
                }
            }
        }
    }
}

/// The learn page as this browser kept it, before it takes its link.
fn new_learn() -> Learn {
    let kept = page::Kept {
        stop: storage::read(storage::LESSON_STOP).and_then(|stop| stop.parse().ok()),
        banner: page::Banner::from_key(storage::read(storage::LESSON_BANNER).as_deref()),
        draft: storage::read(storage::WRITE).map(|query| draft_from_query(&query)),
    };
    Learn::open(Place::default(), kept)
}

/// The learn page's machine, kept across visits (the learn page's, and the
/// stepper's banner's, which says whether it is hidden); it takes its link
/// `place` before drawing when the shell moved it (`orders`: opening, Back,
/// Forward, the write tab's draft, another page's move;
/// `Runtime::take_link`), never its own moves back; `on_link` is told
/// where the link should point. With it, one callback for the machine's events, the same for the
/// page's life.
#[hook]
pub fn use_learn(
    place: &Place,
    orders: Orders,
    on_link: &Callback<Place>,
) -> (Rc<LearnRuntime>, Callback<page::Event>) {
    let machine = use_machine(Life::kept(), new_learn, LearnEffects::default);
    machine.with_effects(|effects| effects.on_link = Some(on_link.clone()));
    machine.take_link(orders, place, page::Event::Link);
    let send = machine.sender();
    (machine, send)
}

/// The stepper's lesson banner's machine: the learn page's, as this
/// browser kept it, made anew at each visit (the learn page runs its own in
/// the extra wasm, which keeps what the banner reads in the same storage:
/// a lesson finished there hides the banner here). With it, one callback
/// for the machine's events.
#[hook]
pub fn use_learn_banner() -> (Rc<LearnRuntime>, Callback<page::Event>) {
    let machine = use_machine(Life::Page, new_learn, LearnEffects::default);
    let send = machine.sender();
    (machine, send)
}

/// The write tab's effects: the shell told of each draft, the focus, the
/// run's next slice after the browser's turn (dropped with the page, so a
/// page left runs no more slices).
#[derive(Default)]
pub struct WriteEffects {
    /// Told each draft (the tab's props at its last render).
    pub on_draft: Option<Callback<Draft>>,
    slice: Option<Timeout>,
}

impl Effects<Write> for WriteEffects {
    fn run(&mut self, command: write_job::Command, events: &Events<write_job::Event>) {
        match command {
            write_job::Command::Keep(draft) => {
                if let Some(on_draft) = &self.on_draft {
                    on_draft.emit(draft);
                }
            }
            write_job::Command::Focus(blank) => {
                focus_testid(&format!("write-expr-{}", blank.name()))
            }
            write_job::Command::Slice(generation) => {
                let events = events.clone();
                self.slice = Some(Timeout::new(0, move || {
                    events.send(write_job::Event::Slice(generation))
                }));
            }
            write_job::Command::Reveal => show_last("[data-testid=write-outcome]"),
        }
    }
}

/// The lesson's effects: what answered, brought into view; the learn
/// page's machine told when the lesson is finished.
#[derive(Default)]
pub struct LessonEffects {
    /// The learn page's events (the lesson's props at its last render).
    pub on_page: Option<Callback<page::Event>>,
}

impl Effects<Lesson> for LessonEffects {
    fn run(&mut self, command: lesson_machine::Command, events: &Events<lesson_machine::Event>) {
        show_last(match command {
            lesson_machine::Command::Load => {
                let kept = storage::read(storage::LESSON_DRAFT);
                let draft = kept.and_then(|text| lesson_machine::draft_of(&text));
                events.send(lesson_machine::Event::Loaded(draft));
                return;
            }
            lesson_machine::Command::KeepDraft(k, text) => {
                match text.is_empty() {
                    true => storage::remove(storage::LESSON_DRAFT),
                    false => {
                        storage::write(storage::LESSON_DRAFT, &lesson_machine::draft_text(k, &text))
                    }
                }
                return;
            }
            // The rows the stop watches, and the step button over them.
            lesson_machine::Command::RevealRows => {
                show_last_keeping(
                    ".lesson-stage .bit-row.focus .row-tail",
                    "[data-testid=lesson-step]",
                    ".lesson-nav",
                );
                return;
            }
            // The answer, and the way on that follows a right one.
            lesson_machine::Command::RevealAnswer => {
                ".lesson-answer .task-result, .lesson-answer .answer-next"
            }
            lesson_machine::Command::Finished => {
                if let Some(on_page) = &self.on_page {
                    on_page.emit(page::Event::Finished);
                }
                return;
            }
        });
    }
}

/// The exercises' effects: what the browser keeps, through
/// `state::storage`, and the focus.
#[derive(Default)]
pub struct QuizEffects;

impl Effects<Quiz> for QuizEffects {
    fn run(&mut self, command: quiz_machine::Command, events: &Events<quiz_machine::Event>) {
        match command {
            quiz_machine::Command::Load => events.send(quiz_machine::Event::Loaded(
                storage::read(storage::QUIZ).and_then(|text| Progress::decode(&text)),
                storage::read(storage::HOMEWORK).and_then(|text| Work::decode(&text)),
            )),
            quiz_machine::Command::SaveProgress(p) => storage::write(storage::QUIZ, &p.encode()),
            quiz_machine::Command::SaveWork(w) => storage::write(storage::HOMEWORK, &w.encode()),
            quiz_machine::Command::ForgetProgress => storage::remove(storage::QUIZ),
            // Check found nothing to grade: the field (or the choice) takes
            // the focus, and its message and Check, under it, come into view
            // with it (on a phone lying down they were below the screen).
            quiz_machine::Command::FocusField(testid) => {
                focus_testid(testid);
                show_last(".quiz-answer");
            }
            // Once the page is drawn (a link that went with the set before
            // is gone then), from wherever the focus was (New set, Reset
            // progress, or the page's body), as Next does.
            quiz_machine::Command::FocusQuestion => {
                Timeout::new(0, || focus_testid("quiz-question")).forget();
            }
        }
    }
}

/// The set of exercises the learner was working on (what the exercises'
/// effects keep), to come back to it.
pub fn stored_quiz_seed() -> Option<u64> {
    storage::read(storage::QUIZ)
        .and_then(|text| Progress::decode(&text))
        .map(|p| p.seed)
}

/// Where the exercises' focus goes, at `at` (the question's place in the
/// set, and whether it was answered). Once an answer is checked it stays
/// where it was, in the task (the field, now read-only, or Check, which
/// then checks nothing), so that a second Enter cannot skip the question:
/// the verdict is said once, by the status, and the feedback is scrolled
/// into view; "Next question" takes its own press. On the next question the
/// focus goes to the question, and at the end of a homework set to its
/// title. Not on the first render (a reload keeps the page's focus).
#[hook]
pub fn use_quiz_focus(at: (usize, bool), question: &NodeRef, feedback: &NodeRef, done: &NodeRef) {
    let before = use_mut_ref(|| at);
    let (question, feedback, done) = (question.clone(), feedback.clone(), done.clone());
    use_effect_with(at, move |&at| {
        if before.replace(at) == at {
            return;
        }
        let (_, checked) = at;
        if checked {
            if feedback.get().is_some() {
                show_last("[data-testid=quiz-feedback]");
            }
            return;
        }
        let target = question
            .cast::<web_sys::HtmlElement>()
            .or_else(|| done.cast::<web_sys::HtmlElement>());
        if let Some(el) = target {
            let _ = el.focus();
            el.scroll_into_view();
        }
    });
}
