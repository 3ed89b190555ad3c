//! The Yew site. Thin components over [`state::AppState`], the one place for
//! the app's state; every text comes from [`crate::texts`].

mod bitrows;
mod bits_view;
mod board;
mod code_view;
mod count_pool;
mod count_view;
pub mod count_worker;
mod explain_view;
mod lab_chart;
mod lab_view;
mod lab_watch;
pub mod lab_worker;
mod n_select;
mod panic;
mod records_view;
mod solutions_view;
mod stack_view;
mod state;
mod stepper_view;
mod symmetry_view;
mod transport;

use yew::prelude::*;

use crate::params::{parse_query, to_query, View};
use crate::texts::{self, Lang};
use state::{Action, AppState};
use stepper_view::StepperView;

/// Entry point of the `app` binary.
pub fn start() {
    panic::install();
    yew::Renderer::<App>::new().render();
}

fn browser_lang() -> Lang {
    let languages: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default();
    Lang::from_browser(&languages)
}

fn initial_state() -> AppState {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let (params, notices) = parse_query(&search);
    AppState::from_params(params, notices, browser_lang())
}

/// Mirrors the state into the address bar, without a history entry.
fn sync_url(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let (Ok(history), Ok(path)) = (window.history(), window.location().pathname()) {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        );
    }
}

/// Mirrors the language into `<html lang>` and the title.
fn sync_lang(lang: Lang) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    document.set_title(texts::SITE_TITLE.get(lang));
}

/// The views in the menu, in reading order.
const NAV: &[(View, texts::Text, &str)] = &[
    (View::Stepper, texts::NAV_STEPPER, "nav-stepper"),
    (View::Count, texts::NAV_COUNT, "nav-count"),
    (View::Lab, texts::NAV_LAB, "nav-lab"),
    (View::Bits, texts::NAV_BITS, "nav-bits"),
    (View::Symmetry, texts::NAV_SYMMETRY, "nav-symmetry"),
    (View::Records, texts::NAV_RECORDS, "nav-records"),
];

#[function_component(App)]
fn app() -> Html {
    let state = use_reducer(initial_state);
    let lang = state.lang;
    let query = to_query(&state.params());
    use_effect_with(query, |query| sync_url(query));
    // Apart from the address, so that a step does not touch the document's
    // language and title.
    use_effect_with(lang, |lang| sync_lang(*lang));

    let toggle_lang = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::SetLang(lang.other())))
    };
    let nav = NAV.iter().map(|&(view, label, testid)| {
        let d = state.dispatcher();
        let onclick = Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            d.dispatch(Action::SetView(view));
        });
        let current = (state.view == view).then_some("page");
        html! {
            <a href={format!("?view={}", view.id())} data-testid={testid} aria-current={current} {onclick}>
                { label.get(lang) }
            </a>
        }
    });
    let dismiss = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::DismissNotices))
    };

    html! {
        <>
            <header class="site-header">
                <div class="brand">
                    <h1>{ texts::SITE_TITLE.get(lang) }</h1>
                    <p class="tagline">{ texts::SITE_TAGLINE.get(lang) }</p>
                </div>
                <nav aria-label="views">{ for nav }</nav>
                <button class="lang-toggle" data-testid="lang-toggle" onclick={toggle_lang}
                        lang={lang.other().code()} aria-label={texts::LANG_TOGGLE_LABEL.get(lang)}>
                    { texts::LANG_TOGGLE.get(lang) }
                </button>
            </header>
            if !state.notices.is_empty() {
                <div class="notice" role="status" data-testid="notice">
                    <ul>{ for state.notices.iter().map(|n| html! { <li>{ texts::notice(lang, n) }</li> }) }</ul>
                    <button onclick={dismiss} data-testid="notice-dismiss">{ texts::NOTICE_DISMISS.get(lang) }</button>
                </div>
            }
            <main>
                { match state.view {
                    View::Count => html! { <count_view::CountView lang={lang} /> },
                    View::Bits => html! { <bits_view::BitsView state={state.clone()} /> },
                    View::Symmetry => html! { <symmetry_view::SymmetryView state={state.clone()} /> },
                    View::Lab => html! { <lab_view::LabView lang={lang} /> },
                    View::Records => html! { <records_view::RecordsView lang={lang} /> },
                    _ => html! { <StepperView state={state.clone()} /> },
                } }
            </main>
        </>
    }
}
