//! The learn page's frame: the lesson, the exercises or the "write the
//! bits" tab, as the address says, and the stepper's "new here?" banner
//! that leads to the lesson. Both are plain functions of the learn page's
//! part of the app state, the address and the store's dispatcher (no
//! component of their own). The write tab's content and the teacher's check
//! page come from the extra wasm, mounted inside this page
//! (`crate::extra::host`), so that the first load does not carry the write
//! tab's parser and views or the check codes' grading.

use yew::prelude::*;

use super::lesson_view::LessonView;
use super::quiz_view::{fresh_seed, stored_seed, QuizView};
use crate::components::link;
use crate::domain::learn::write::Draft;
use crate::domain::learn::{texts, write_texts};
use crate::hooks::focus_testid;
use crate::i18n::Lang;
use crate::state::pages::View;
use crate::state::url::{to_query, Params};
use crate::state::{stored_draft, Action, AppState, LearnState};

/// The page (a plain function: it has no state of its own), in `lang`,
/// at the address `here`. `extra_panel` is the write tab's content or the
/// check page while one of them is open (the shell mounts it from the extra
/// wasm: `crate::app`).
pub fn learn_view(
    (learn, lang): (&LearnState, Lang),
    here: &Params,
    dispatch: &UseReducerDispatcher<AppState>,
    extra_panel: Html,
) -> Html {
    let (quiz, write) = (learn.quiz, learn.write.clone());
    let (homework, check) = (learn.homework, learn.check);
    // The three tabs are real links (a new tab works), switched in the page.
    let tab = |label: &'static str, to_quiz: bool, testid: &'static str| {
        // Back to the set in progress, if there is one.
        let seed = to_quiz.then(|| quiz.or_else(stored_seed).unwrap_or_else(fresh_seed));
        let href = to_query(&Params {
            view: View::Learn,
            quiz: seed,
            homework: None,
            check: false,
            write: None,
            ..here.clone()
        });
        let onclick = link::in_page(dispatch.clone(), vec![Action::SetQuiz(seed)]);
        // The check page belongs to the exercises.
        let current = (write.is_none() && (quiz.is_some() || check) == to_quiz).then_some("page");
        html! { <a href={href} data-testid={testid} aria-current={current} {onclick}>{ label }</a> }
    };
    // Back to the learner's draft, if there is one.
    let draft = write
        .clone()
        .or_else(stored_draft)
        .unwrap_or_else(Draft::default);
    let write_tab = {
        let href = to_query(&Params {
            view: View::Learn,
            write: Some(draft.clone()),
            ..here.clone()
        });
        let onclick = link::in_page(dispatch.clone(), vec![Action::SetWrite(Some(draft))]);
        let current = write.is_some().then_some("page");
        html! {
            <a href={href} data-testid="write-tab" aria-current={current} {onclick}>
                { write_texts::TAB.get(lang) }
            </a>
        }
    };
    html! {
        <div class="learn">
            <h2 class="page-title">{ texts::TITLE.get(lang) }</h2>
            <nav class="tabs" aria-label={texts::TITLE.get(lang)}>
                { tab(texts::LESSON_TAB.get(lang), false, "learn-lesson-tab") }
                { tab(texts::QUIZ_TAB.get(lang), true, "learn-quiz-tab") }
                { write_tab }
            </nav>
            { match (write, quiz) {
                (Some(_), _) => extra_panel,
                (None, _) if check => extra_panel,
                (None, Some(seed)) => html! { <QuizView seed={seed} homework={homework} lang={lang} dispatch={dispatch.clone()} /> },
                (None, None) => html! { <LessonView stop={learn.stop} lang={lang} dispatch={dispatch.clone()} /> },
            } }
        </div>
    }
}

/// "New here? Take the 5-minute lesson", on the stepper until hidden (the
/// app state keeps that, see [`Action::HideLessonBanner`]), in `lang`, at
/// the address `here`.
pub fn lesson_banner(
    (learn, lang): (&LearnState, Lang),
    here: &Params,
    dispatch: &UseReducerDispatcher<AppState>,
) -> Html {
    if learn.banner_hidden {
        return Html::default();
    }
    let hide = {
        let d = dispatch.clone();
        Callback::from(move |_| {
            // The button goes with the banner: the focus goes on to the
            // step forward button (else it fell to the page).
            focus_testid("step-forward");
            d.dispatch(Action::HideLessonBanner);
        })
    };
    let href = to_query(&Params {
        view: View::Learn,
        stop: Some(1),
        quiz: None,
        homework: None,
        check: false,
        ..here.clone()
    });
    let open = link::in_page(
        dispatch.clone(),
        vec![
            Action::SetStop(1),
            Action::SetQuiz(None),
            Action::SetView(View::Learn),
        ],
    );
    html! {
        <aside class="lesson-banner" data-testid="lesson-banner" aria-label={texts::LESSON_TAB.get(lang)}>
            <a href={href} onclick={open} data-testid="lesson-banner-open">{ texts::BANNER.get(lang) }</a>
            <button onclick={hide} data-testid="lesson-banner-dismiss">{ texts::BANNER_DISMISS.get(lang) }</button>
        </aside>
    }
}
