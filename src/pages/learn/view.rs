//! The learn page's frame: the lesson, the exercises or the "write the
//! bits" tab, as its machine says (`domain::learn::page::Learn`, run by
//! `hooks::use_learn`, kept across visits; its place is the page's link,
//! which the shell holds), and the stepper's "new here?" banner that leads
//! to the lesson (on a machine of the same kind, which says whether it is
//! hidden: `hooks::use_learn_banner`). The page is shown from the extra
//! wasm (`crate::extra`), so that the first load carries only the banner;
//! the page's write tab and check page are its `panel`.

use yew::prelude::*;

use super::lesson_view::LessonView;
use super::quiz_view::{fresh_seed, QuizView};
use crate::components::link;
use crate::components::markup::{link_to, page_link, tag_class};
use crate::domain::learn::page::{self, Learn, Place};
use crate::domain::learn::write::Draft;
use crate::domain::learn::{texts, write_texts};
use crate::hooks::stored_quiz_seed;
use crate::hooks::{focus_testid, use_focus_on_tab, use_learn, use_learn_banner};
use crate::i18n::Lang;
use crate::state::pages::{Go, View};
use crate::state::url::{to_query, Params};

#[derive(Properties, PartialEq)]
pub struct LearnPageProps {
    pub lang: Lang,
    /// The page's link, as the shell holds it (derived from the page's
    /// machine, and handed to it before drawing when it moved).
    pub place: Place,
    /// The shell's count of restores (`domain::machine::Taken`).
    pub restored: u32,
    /// The page's address (its links are written from it).
    pub here: Params,
    /// Told where the page's link should point.
    pub on_link: Callback<Place>,
    /// Moves to another page.
    pub go: Callback<Go>,
    /// The write tab's content or the check page while one of them is open,
    /// drawn for the place the page's machine is at (`crate::extra::page`):
    /// the write tab reads its draft once, so it must start from the
    /// machine's (the kept draft of a bare link), not the shell's link.
    pub panel: Callback<Place, Html>,
}

/// The learn page: its machine, shown.
#[function_component(LearnPage)]
pub fn learn_page(p: &LearnPageProps) -> Html {
    let (machine, send) = use_learn(&p.place, p.restored, &p.on_link);
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
    let panel = match learn.write.is_some() || learn.check {
        true => p.panel.emit(learn.place()),
        false => Html::default(),
    };
    learn_view((&learn, p.lang), &p.here, (&send, &p.go), panel)
}

/// The page, in `lang`, at the address `here`; its events go to `send`,
/// its moves to other pages to `go`. `extra_panel` is the write tab's
/// content or the check page while one of them is open.
fn learn_view(
    (learn, lang): (&Learn, Lang),
    here: &Params,
    (send, go): (&Callback<page::Event>, &Callback<Go>),
    extra_panel: Html,
) -> Html {
    let (quiz, write) = (learn.quiz, learn.write.clone());
    let (homework, check) = (learn.homework, learn.check);
    // The three tabs are real links (a new tab works), switched in the page.
    let tab = |label: &'static str, to_quiz: bool, testid: &'static str| {
        // Back to the set in progress (homework and all), if there is one.
        let (seed, set) = match learn.exercises {
            _ if !to_quiz => (None, None),
            _ if check => (quiz, None),
            Some((seed, set)) => (Some(seed), set),
            None => (Some(stored_quiz_seed().unwrap_or_else(fresh_seed)), None),
        };
        let href = to_query(&Params {
            view: View::Learn,
            quiz: seed,
            homework: set,
            check: false,
            write: None,
            ..here.clone()
        });
        let event = match set {
            Some(set) => page::Event::Homework(Some(set), false),
            None => page::Event::Quiz(seed),
        };
        let onclick = link::in_page(send, event);
        // The check page belongs to the exercises.
        let current = write.is_none() && (quiz.is_some() || check) == to_quiz;
        page_link(href, testid, current, onclick, label)
    };
    // Back to the learner's draft, if there is one.
    let draft = write
        .clone()
        .or_else(|| learn.draft.clone())
        .unwrap_or_else(Draft::default);
    let write_tab = {
        let href = to_query(&Params {
            view: View::Learn,
            write: Some(draft.clone()),
            ..here.clone()
        });
        let onclick = link::in_page(send, page::Event::Write(Some(draft)));
        page_link(
            href,
            "write-tab",
            write.is_some(),
            onclick,
            write_texts::TAB.get(lang),
        )
    };
    html! {
        <div class="learn">
            { tag_class("h2", "page-title", texts::TITLE.get(lang)) }
            <nav class="tabs" aria-label={texts::TITLE.get(lang)}>
                { tab(texts::LESSON_TAB.get(lang), false, "learn-lesson-tab") }
                { tab(texts::QUIZ_TAB.get(lang), true, "learn-quiz-tab") }
                { write_tab }
            </nav>
            { match (write, quiz) {
                (Some(_), _) => extra_panel,
                (None, _) if check => extra_panel,
                (None, Some(seed)) => html! { <QuizView seed={seed} homework={homework} lang={lang} send={send.clone()} /> },
                (None, None) => html! {
                    <LessonView stop={learn.stop} lang={lang} draft={learn.draft.clone()} send={send.clone()} go={go.clone()} />
                },
            } }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct LessonBannerProps {
    pub lang: Lang,
    /// The stepper's address (the lesson's link is written from it).
    pub here: Params,
    /// Moves to the lesson.
    pub go: Callback<Go>,
}

/// "New here? Take the lesson" ([`texts::banner`]), on the stepper until hidden (the
/// learn page's machine keeps that: [`page::Event::HideBanner`]).
#[function_component(LessonBanner)]
pub fn lesson_banner(p: &LessonBannerProps) -> Html {
    let (machine, send) = use_learn_banner();
    if machine.state().banner_hidden {
        return Html::default();
    }
    let lang = p.lang;
    let hide = Callback::from(move |_| {
        // The button goes with the banner: the focus goes on to the
        // step forward button (else it fell to the page).
        focus_testid("step-forward");
        send.emit(page::Event::HideBanner);
    });
    let href = to_query(&Params {
        view: View::Learn,
        stop: Some(1),
        quiz: None,
        homework: None,
        check: false,
        ..p.here.clone()
    });
    let open = link::in_page(&p.go, Go::Lesson);
    html! {
        <aside class="lesson-banner" data-testid="lesson-banner" aria-label={texts::LESSON_TAB.get(lang)}>
            { link_to(href, "lesson-banner-open", Some(open), texts::banner(lang)) }
            <button onclick={hide} data-testid="lesson-banner-dismiss">{ texts::BANNER_DISMISS.get(lang) }</button>
        </aside>
    }
}
