//! The learn page's frame: the lesson, the exercises or the "write the
//! bits" tab, as its machine says (`domain::learn::page::Learn`, run by
//! `hooks::use_learn`, kept across visits; its place is the page's link,
//! which the shell holds), and the stepper's "new here?" banner that leads
//! to the lesson (on the same machine, which says whether it is hidden).
//! The write tab's content and the teacher's check page come from the
//! extra wasm, mounted inside this page (`crate::extra::host`), so that the
//! first load does not carry the write tab's parser and views or the check
//! codes' grading.

use yew::prelude::*;

use crate::components::link;
use crate::components::markup::{link_to, page_link, tag_class};
use crate::domain::learn::page::{self, Learn, Place};
use crate::domain::learn::write::Draft;
use crate::domain::learn::{texts, write_texts};
use crate::domain::machine::Orders;
use crate::i18n::Lang;
use crate::state::pages::{Go, View};
use crate::state::url::{to_query, Params};

#[derive(Properties, PartialEq)]
pub struct LearnPageProps {
    pub lang: Lang,
    /// The page's link, as the shell holds it (written from the page's
    /// machine, and handed to it before drawing only when the shell moved
    /// it).
    pub place: Place,
    /// The shell's moves of the pages' links (`domain::machine::Orders`).
    pub orders: Orders,
    /// The page's address (its links are written from it).
    pub here: Params,
    /// Told where the page's link should point.
    pub on_link: Callback<Place>,
    /// Moves to another page.
    pub go: Callback<Go>,
    /// The write tab's content or the check page while one of them is open
    /// (the shell mounts it from the extra wasm: `crate::app`).
    #[prop_or_default]
    pub panel: Html,
    /// Draws the write tab's content or the check page for the place the
    /// page's machine is at, instead of `panel` (the extra wasm's page: the
    /// write tab reads its draft once, so it must start from the machine's,
    /// the kept draft of a bare link, not the shell's link).
    #[prop_or_default]
    pub panel_at: Option<Callback<Place, Html>>,
}

/// The page's frame, in `lang`, at the address `here`; its events go to
/// `send`. `body` is what the tabs open: the lesson, the exercises, or
/// the write tab's content or the check page (the hooked `LearnPage` gives
/// it); `quiz_seed` is the exercises' seed when none is in progress (the
/// learner's last, else a new one: the exercises tab's link).
pub fn learn_view(
    (learn, lang): (&Learn, Lang),
    here: &Params,
    send: &Callback<page::Event>,
    (quiz_seed, body): (Option<u64>, Html),
) -> Html {
    let (quiz, write) = (learn.quiz, learn.write.clone());
    let check = learn.check;
    // The three tabs are real links (a new tab works), switched in the page.
    let tab = |label: &'static str, to_quiz: bool, testid: &'static str| {
        // Back to the set in progress (homework and all), if there is one.
        let (seed, set) = match learn.exercises {
            _ if !to_quiz => (None, None),
            _ if check => (quiz, None),
            Some((seed, set)) => (Some(seed), set),
            None => (quiz_seed, None),
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
            { body }
        </div>
    }
}

/// "New here? Take the lesson", or past the first stop "Go on with the
/// lesson" ([`texts::banner`]), on the stepper until that kind is closed or
/// the lesson finished (the learn page's machine keeps that:
/// [`page::Banner`]; [`page::Event::HideBanner`], which `hide` sends; the
/// hooked `LearnPage` moves the focus on too). It offers the learner's
/// progress ([`Learn::furthest`]): its link names no stop, so that a new
/// page opens the lesson there (`Learn::open`), and in the page it names
/// that stop.
pub fn lesson_banner(learn: &Learn, p: &LearnPageProps, hide: Callback<MouseEvent>) -> Html {
    if !learn.banner.shows(learn.furthest) {
        return Html::default();
    }
    let lang = p.lang;
    let href = to_query(&Params {
        view: View::Learn,
        stop: None,
        quiz: None,
        homework: None,
        check: false,
        ..p.here.clone()
    });
    let open = link::in_page(
        &p.go,
        Go::Lesson {
            stop: learn.furthest,
        },
    );
    html! {
        <aside class="lesson-banner" data-testid="lesson-banner" aria-label={texts::LESSON_TAB.get(lang)}>
            { link_to(href, "lesson-banner-open", Some(open), texts::banner(lang, learn.furthest)) }
            <button onclick={hide} data-testid="lesson-banner-dismiss">{ crate::texts::CLOSE.get(lang) }</button>
        </aside>
    }
}
