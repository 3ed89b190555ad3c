//! The shell: header, menu, language toggle, URL notices, and the page the
//! state names. Every page is in [`crate::pages`], the state in
//! [`crate::state`].

use yew::prelude::*;

use crate::components::link;
use crate::extra::host::ExtraHost;
use crate::extra::protocol::Request;
use crate::i18n::Lang;
use crate::pages::learn::{learn_view, lesson_banner};
use crate::pages::{count::CountView, stepper::StepperView};
use crate::state::url::{parse_query, to_query, Page, Params, View, PAGES};
use crate::state::{use_history, Action, AppState};
use crate::texts;

/// Entry point of the `app` binary.
pub fn start() {
    crate::panic::install();
    // The static shell of index.html has done its job.
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
    // The shell's own root; the extra pages have theirs beside it (see
    // `crate::extra`).
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    match root {
        Some(root) => yew::Renderer::<App>::with_root(root).render(),
        None => yew::Renderer::<App>::new().render(),
    };
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

#[function_component(App)]
fn app() -> Html {
    let state = use_reducer(initial_state);
    let lang = state.shell.lang;
    use_history(&state);
    // Apart from the address, so that a step does not touch the document's
    // language and title.
    use_effect_with(lang, |lang| sync_lang(*lang));
    // On a phone the menu is behind a button (see `.menu-toggle` in
    // style.css), so that the first screen shows the algorithm.
    let menu_open = use_state(|| false);

    // The embedded widget and presenter mode show the stepper alone.
    let stepper = &state.stepper;
    if state.shell.view == View::Stepper && (stepper.embed || stepper.presenting) {
        let class = if stepper.embed {
            "embed-main"
        } else {
            "present-main"
        };
        return html! {
            <main class={class}><StepperView state={state.clone()} /></main>
        };
    }
    html! {
        <>
            { site_header(&state, &menu_open) }
            { notices(&state) }
            if state.shell.view.is_extra() {
                { extra_page(&state) }
            } else {
                <main>
                    { match state.shell.view {
                        View::Learn => learn_view(&state),
                        View::Count => html! { <CountView lang={lang} /> },
                        _ => html! {
                            <>
                                { lesson_banner(&state) }
                                <StepperView state={state.clone()} />
                            </>
                        },
                    } }
                </main>
            }
        </>
    }
}

/// The title, the menu (behind a button on a phone) and the language.
fn site_header(state: &UseReducerHandle<AppState>, menu_open: &UseStateHandle<bool>) -> Html {
    let lang = state.shell.lang;
    let toggle_menu = {
        let menu_open = menu_open.clone();
        Callback::from(move |_| menu_open.set(!*menu_open))
    };
    let toggle_lang = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::SetLang(lang.other())))
    };
    html! {
        <header class="site-header">
            <div class="brand">
                <h1>{ texts::SITE_TITLE.get(lang) }</h1>
                <p class="tagline">{ texts::SITE_TAGLINE.get(lang) }</p>
            </div>
            <button class="menu-toggle" data-testid="menu-toggle" onclick={toggle_menu}
                    aria-expanded={menu_open.to_string()} aria-controls="site-nav">
                <span aria-hidden="true">{ "☰ " }</span>{ texts::MENU.get(lang) }
            </button>
            <nav id="site-nav" class={if **menu_open { "open" } else { "" }}
                 aria-label={texts::NAV_LABEL.get(lang)}>{ for PAGES.iter().map(|page| nav_link(state, menu_open, page)) }</nav>
            // The name is the visible text (in the other language, so
            // marked as such); what it does is in the title.
            <button class="lang-toggle" data-testid="lang-toggle" onclick={toggle_lang}
                    title={texts::LANG_TOGGLE_LABEL.get(lang)}>
                <span lang={lang.other().code()}>{ texts::LANG_TOGGLE.get(lang) }</span>
            </button>
        </header>
    }
}

/// A link of the menu: a plain click switches in the page; with a modifier
/// key or another button the browser opens the link (a new tab, a new
/// window) at the same language (and board).
fn nav_link(
    state: &UseReducerHandle<AppState>,
    menu_open: &UseStateHandle<bool>,
    page: &'static Page,
) -> Html {
    let view = page.view;
    let d = state.dispatcher();
    let menu_open = menu_open.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        if link::plain_click(&e) {
            e.prevent_default();
            menu_open.set(false);
            d.dispatch(Action::SetView(view));
        }
    });
    let href = to_query(&Params {
        view,
        ..state.params()
    });
    let current = (state.shell.view == view).then_some("page");
    html! {
        <a href={href} data-testid={page.testid} aria-current={current} {onclick}>
            { page.nav.get(state.shell.lang) }
        </a>
    }
}

/// What the address asked for and could not have, until dismissed.
fn notices(state: &UseReducerHandle<AppState>) -> Html {
    let lang = state.shell.lang;
    if state.shell.notices.is_empty() {
        return Html::default();
    }
    let dismiss = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::DismissNotices))
    };
    html! {
        <div class="notice" role="status" data-testid="notice">
            <ul>{ for state.shell.notices.iter().map(|n| html! { <li>{ texts::notice(lang, n) }</li> }) }</ul>
            <button onclick={dismiss} data-testid="notice-dismiss">{ texts::NOTICE_DISMISS.get(lang) }</button>
        </div>
    }
}

/// An extra page (in the extra wasm), and what it asks of the shell.
fn extra_page(state: &UseReducerHandle<AppState>) -> Html {
    let on_request = {
        let d = state.dispatcher();
        Callback::from(move |r: Request| match r {
            Request::SetN(n) => d.dispatch(Action::SetN(n)),
            Request::Open { n, step } => {
                d.dispatch(Action::OpenInStepper { n, step });
                if let Some(w) = web_sys::window() {
                    w.scroll_to_with_x_and_y(0.0, 0.0);
                }
            }
        })
    };
    html! {
        <ExtraHost view={state.shell.view} lang={state.shell.lang} n={state.stepper.n} {on_request} />
    }
}
