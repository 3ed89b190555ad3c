//! The learn page's frame: the lesson or the exercises, as the address says,
//! and the stepper's "new here?" banner that leads to the lesson.

use gloo_storage::{LocalStorage, Storage};
use yew::prelude::*;

use super::lesson_view::LessonView;
use super::quiz_view::{fresh_seed, QuizView};
use super::texts;
use crate::components::link;
use crate::state::url::{to_query, Params, View};
use crate::state::{Action, AppState};

#[derive(Properties, PartialEq)]
pub struct LearnViewProps {
    pub state: UseReducerHandle<AppState>,
}

#[function_component(LearnView)]
pub fn learn_view(p: &LearnViewProps) -> Html {
    let state = &p.state;
    let lang = state.lang;
    let quiz = state.quiz;
    // The two halves are real links (a new tab works), switched in the page.
    let tab = |label: &'static str, to_quiz: bool, testid: &'static str| {
        let seed = if to_quiz {
            Some(quiz.unwrap_or_else(fresh_seed))
        } else {
            None
        };
        let href = to_query(&Params {
            view: View::Learn,
            quiz: seed,
            ..state.params()
        });
        let onclick = link::in_page(state.dispatcher(), vec![Action::SetQuiz(seed)]);
        let current = (quiz.is_some() == to_quiz).then_some("page");
        html! { <a href={href} data-testid={testid} aria-current={current} {onclick}>{ label }</a> }
    };
    html! {
        <div class="learn">
            <h2 class="page-title">{ texts::TITLE.get(lang) }</h2>
            <nav class="tabs" aria-label={texts::TITLE.get(lang)}>
                { tab(texts::LESSON_TAB.get(lang), false, "learn-lesson-tab") }
                { tab(texts::QUIZ_TAB.get(lang), true, "learn-quiz-tab") }
            </nav>
            { match quiz {
                Some(seed) => html! { <QuizView seed={seed} lang={lang} dispatch={state.dispatcher()} /> },
                None => html! { <LessonView stop={state.stop} lang={lang} dispatch={state.dispatcher()} /> },
            } }
        </div>
    }
}

/// Where the banner remembers that it was hidden.
const BANNER_KEY: &str = "bitqueens.lesson-banner";

#[derive(Properties, PartialEq)]
pub struct LessonBannerProps {
    pub state: UseReducerHandle<AppState>,
}

/// "New here? Take the 5-minute lesson", on the stepper until hidden.
#[function_component(LessonBanner)]
pub fn lesson_banner(p: &LessonBannerProps) -> Html {
    let lang = p.state.lang;
    let hidden = use_state(|| {
        LocalStorage::raw()
            .get_item(BANNER_KEY)
            .ok()
            .flatten()
            .is_some()
    });
    if *hidden {
        return Html::default();
    }
    let hide = {
        let hidden = hidden.clone();
        Callback::from(move |_| {
            let _ = LocalStorage::raw().set_item(BANNER_KEY, "hidden");
            hidden.set(true);
        })
    };
    let href = to_query(&Params {
        view: View::Learn,
        stop: 1,
        quiz: None,
        ..p.state.params()
    });
    let open = link::in_page(
        p.state.dispatcher(),
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
