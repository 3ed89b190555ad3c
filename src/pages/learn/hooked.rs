//! The learn page's components: each view's hooks (its machine, where the
//! focus goes, its keys, what the browser keeps) around its pure function,
//! which draws it from props and state alone (`tests/views_learn/`
//! renders those natively).

use yew::prelude::*;

use super::check_view::{check, CheckViewProps};
use super::lesson_view::{lesson, LessonViewProps};
use super::quiz_view::{fresh_seed, quiz, Parts, QuizViewProps};
use super::view::{learn_view, lesson_banner, LearnPageProps};
use super::write_view::{write, WriteViewProps};
use crate::components::link::site_address;
use crate::domain::learn::homework::{self, ClassCheck};
use crate::domain::learn::lesson_machine::{self, Lesson};
use crate::domain::learn::page;
use crate::domain::learn::quiz_machine::{self, Quiz};
use crate::domain::learn::write_job::{self, Write};
use crate::domain::stepper::texts::copy_said;
use crate::hooks::{
    copy_field, focus_on_body, focus_testid, stored_quiz_seed, use_focus_held,
    use_focus_on_new_stop, use_focus_on_tab, use_learn, use_learn_banner, use_lesson_keys,
    use_machine, use_quiz_focus, LessonEffects, Life, QuizEffects, WriteEffects,
};

/// The stepper's "new here?" banner on a machine of its own, made anew at
/// each visit from what the browser keeps (`hooks::use_learn_banner`): the
/// learn page runs in the extra wasm and keeps its own.
#[function_component(LessonBanner)]
pub fn lesson_banner_page(p: &LearnPageProps) -> Html {
    let (machine, send) = use_learn_banner();
    let hide = Callback::from(move |_| {
        // The button goes with the banner: the focus goes on to the
        // step forward button (else it fell to the page).
        focus_testid("step-forward");
        send.emit(page::Event::HideBanner);
    });
    let learn = machine.state();
    lesson_banner(&learn, p, hide)
}

/// The learn page: its machine, shown.
#[function_component(LearnPage)]
pub fn learn_page(p: &LearnPageProps) -> Html {
    let (machine, send) = use_learn(&p.place, p.orders, &p.on_link);
    let learn = machine.state();
    // Another tab: its heading takes the focus (the tab links say nothing).
    let (tab, heading) = match (&learn.write, learn.check, learn.quiz) {
        (Some(_), _, _) => ("write", "[data-testid=write-title]"),
        (None, true, _) => ("check", "[data-testid=check-title]"),
        (None, false, Some(_)) => (
            "quiz",
            "[data-testid=quiz-question], [data-testid=homework-done-title]",
        ),
        (None, false, None) => ("lesson", "[data-testid=lesson-title]"),
    };
    use_focus_on_tab(tab, heading);
    let lang = p.lang;
    let panel = || match &p.panel_at {
        Some(at) => at.emit(learn.place()),
        None => p.panel.clone(),
    };
    let body = match (&learn.write, learn.quiz) {
        (Some(_), _) => panel(),
        (None, _) if learn.check => panel(),
        (None, Some(seed)) => {
            html! { <QuizView seed={seed} homework={learn.homework} lang={lang} send={send.clone()} /> }
        }
        (None, None) => html! {
            <LessonView stop={learn.stop} lang={lang} draft={learn.draft.clone()} send={send.clone()} go={p.go.clone()} />
        },
    };
    // The exercises tab's seed when no set is in progress.
    let quiz_seed = (!learn.check && learn.exercises.is_none())
        .then(|| stored_quiz_seed().unwrap_or_else(fresh_seed));
    learn_view((&learn, lang), &p.here, &send, (quiz_seed, body))
}

/// One stop of the lesson, its machine kept while the site is open.
#[function_component(LessonView)]
pub fn lesson_view(p: &LessonViewProps) -> Html {
    let machine = use_machine(Life::kept(), Lesson::default, LessonEffects::default);
    machine.with_effects(|x| x.on_page = Some(p.send.clone()));
    machine.take_props(lesson_machine::Event::Show(p.stop));
    let state = machine.state();
    let total = state.stops().len();
    let (k, before) = state.shown();
    let title = use_node_ref();
    // Another stop: a focus in this one (Next, the way on, a task's
    // button) goes to the title, which stays, before the stop's content
    // is replaced; then to the top of the screen with it.
    use_focus_held(k, "[data-testid=lesson-stop]", || title.cast());
    use_lesson_keys(k, total, &p.send, &machine.sender());
    use_focus_on_new_stop(before, k, &title);
    let lang = p.lang;
    let copy = Callback::from(move |_| {
        copy_field("lesson-link", "lesson-link-status", copy_said(lang));
    });
    lesson(
        p,
        &state,
        &machine.sender(),
        (&title, fresh_seed(), (&site_address(), copy)),
    )
}

/// The exercises, their machine for the page's life.
#[function_component(QuizView)]
pub fn quiz_view(p: &QuizViewProps) -> Html {
    let lang = p.lang;
    let machine = use_machine(Life::Page, Quiz::default, QuizEffects::default);
    // Another set (a link, New set): its progress, kept in this browser,
    // or a fresh start.
    machine.take_props(quiz_machine::Event::Show(p.seed, p.homework));
    let nodes = [use_node_ref(), use_node_ref(), use_node_ref()];
    let state = machine.state();
    use_quiz_focus(state.position(), &nodes[0], &nodes[1], &nodes[2]);
    let copy = Callback::from(move |_| {
        copy_field("homework-code", "homework-copy-status", copy_said(lang));
    });
    let parts = Parts {
        quiz: &state,
        send: machine.sender(),
        nodes,
        site: site_address(),
        copy,
    };
    quiz(p, &parts)
}

/// The teacher's check page, its machine for the page's life.
#[function_component(CheckView)]
pub fn check_view(p: &CheckViewProps) -> Html {
    let title = use_node_ref();
    // Opened from a link of the exercises, which went with them: the focus
    // comes to the title, never left on the page's body.
    {
        let title = title.clone();
        use_effect_with((), move |()| {
            if focus_on_body() {
                if let Some(el) = title.cast::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        });
    }
    let machine = use_machine(Life::Page, ClassCheck::default, || ());
    machine.take_props(homework::Event::Named(p.set));
    let state = machine.state();
    check(p, &state, &machine.sender(), &title)
}

/// The "write the bits" tab, its machine for the page's life.
#[function_component(WriteView)]
pub fn write_view(p: &WriteViewProps) -> Html {
    let machine = use_machine(Life::Page, Write::default, WriteEffects::default);
    machine.with_effects(|x| x.on_draft = Some(p.on_draft.clone()));
    machine.take_props(write_job::Event::Open(p.draft.clone()));
    let state = machine.state();
    write(p, &state, &machine.sender())
}
