//! The shell: header, menu, language toggle, URL notices, and the page the
//! state names. Every page is in [`crate::pages`], the state in
//! [`crate::state`].

use std::cell::Cell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::link;
use crate::components::markup::{attrs, page_link, tag, tag_attrs, tag_class};
use crate::domain::tree::model::PANEL_N;
use crate::extra::host::{requests, ExtraHost};
use crate::extra::protocol::Part;
use crate::hooks::{document, focus_testid};
use crate::i18n::Lang;
use crate::pages::learn::LessonBanner;
use crate::pages::{count::CountView, stepper::StepperView};
use crate::state::pages::{Go, Page, View, PAGES};
use crate::state::url::{parse_query, to_query, Params};
use crate::state::{use_history, use_kept, Action, AppState, Stored};
use crate::texts;

/// Entry point of the `app` binary.
pub fn start() {
    crate::panic::install();
    // The first render in a task of its own, after the one in which the
    // browser finished compiling the wasm and ran this start (a long task
    // of its own on a slow phone): the first screen, docs/benchmarks.md.
    gloo_timers::callback::Timeout::new(0, mount).forget();
}

/// Replaces the static shell with the app.
fn mount() {
    // The static shell of index.html has done its job.
    if let Some(boot) = document().get_element_by_id("boot") {
        boot.remove();
    }
    // The shell's own root; the extra pages have theirs beside it (see
    // `crate::extra`).
    let root = document().get_element_by_id("app");
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
    AppState::from_params(params, notices, browser_lang(), Stored::read())
}

/// Mirrors the language into `<html lang>`, and the view into the title.
fn sync_title(view: View, lang: Lang) {
    let document = document();
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    document.set_title(&view.title(lang));
}

/// The heading of the view shown: the first of the visible `<main>` (an
/// extra page's is in `#extra`).
const VIEW_HEADING: &str = "main:not([hidden]) :is(h1, h2)";

/// Focuses the view's heading, so that a screen reader reads the new view
/// and Tab goes on from its top. An extra page's heading comes once its
/// wasm has loaded (and replaces the last extra page's), so this looks
/// again every 100 ms: until a heading is found (`tries` times at most),
/// then `guard` more times, in which a focus fallen to the body goes back
/// to the heading.
fn focus_heading(tries: u32, guard: u32) {
    let document = document();
    let heading = document
        .query_selector(VIEW_HEADING)
        .ok()
        .flatten()
        .and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok());
    let on_body = document
        .active_element()
        .is_none_or(|el| el.tag_name() == "BODY");
    let next = match heading {
        // Found: focused the first time, then only if the focus fell.
        Some(h) => {
            if tries > 0 || on_body {
                if !h.has_attribute("tabindex") {
                    let _ = h.set_attribute("tabindex", "-1");
                }
                let _ = h.focus();
            }
            (0, guard.saturating_sub(1))
        }
        None if tries > 1 => (tries - 1, guard),
        None => return,
    };
    if next != (0, 0) {
        gloo_timers::callback::Timeout::new(100, move || focus_heading(next.0, next.1)).forget();
    }
}
/// The title follows the view and the language; after a change of view
/// (not on the first load) the focus goes to the new view's heading.
#[hook]
fn use_view_title(view: View, lang: Lang) {
    use_effect_with(lang, move |&lang| sync_title(view, lang));
    let shown = use_mut_ref(move || view);
    use_effect_with(view, move |&view| {
        sync_title(view, lang);
        if shown.replace(view) != view {
            focus_heading(100, 10);
        }
    });
}

#[function_component(App)]
fn app() -> Html {
    // The document's language is set before the first render, not by an
    // effect after it: Japanese headings break between phrases only under
    // `lang="ja"` (`word-break: auto-phrase`), so a title first laid out
    // under the page's default `en` would break anew a frame later.
    let state = use_reducer(|| {
        let state = initial_state();
        sync_title(state.shell.view, state.shell.lang);
        state
    });
    let lang = state.shell.lang;
    use_history(&state);
    use_kept(&state.kept);
    // Apart from the address, so that a step does not touch the document's
    // language and title.
    use_view_title(state.shell.view, lang);
    // On a phone the menu is behind a button (see `.menu-toggle` in
    // style.css), so that the first screen shows the algorithm.
    let menu_open = use_state(|| false);
    let pressed = use_menu_closes_at_click(&menu_open);

    // The embedded widget and presenter mode show the stepper alone.
    let link = &state.stepper;
    if state.shell.view == View::Stepper && (link.embed || link.present) {
        let class = if link.embed {
            "embed-main"
        } else {
            "present-main"
        };
        return html! {
            <main class={class}>{ stepper_view(&state) }</main>
        };
    }
    html! {
        <>
            { site_header(&state, &menu_open, &pressed) }
            { notices(&state) }
            { view_page(&state) }
        </>
    }
}

/// The page of the view: the shell's own (in its `<main>`), or a page of
/// the extra wasm.
fn view_page(state: &UseReducerHandle<AppState>) -> Html {
    let lang = state.shell.lang;
    let n = state.stepper.n.get();
    let main = |page: Html| html! { <main>{ page }</main> };
    let part = match state.shell.view {
        View::Stepper => {
            return main(html! {
                <>
                    // The view's heading (the stepper shows no title of its
                    // own): where the focus goes when the reader comes to
                    // this view.
                    { tag_attrs("h2", attrs!["class" => "sr-only", "data-testid" => "view-heading"], View::Stepper.page().nav.get(lang)) }
                    <LessonBanner {lang} place={state.learn.clone()} orders={state.shell.orders}
                                  here={state.params()} on_link={Callback::noop()} go={go(state)} />
                    { stepper_view(state) }
                </>
            });
        }
        View::Learn => Part::Learn {
            place: state.learn.clone(),
            lang: state.params().lang,
            orders: state.shell.orders,
        },
        View::Count => return main(count_page(state)),
        View::Lab => Part::Lab,
        View::Bits => Part::Bits { n },
        View::Symmetry => Part::Symmetry { n },
        View::Records => Part::Records,
        View::Tree => Part::Tree {
            n,
            step: state.stepper.step,
        },
    };
    extra_page(state, part)
}

/// Where a page's moves to another page go.
fn go(state: &UseReducerHandle<AppState>) -> Callback<Go> {
    state.dispatcher().to_callback().reform(Action::Go)
}

/// The stepper, on its link: where its link, its notices and its moves go,
/// and its tree panel's content (from the extra wasm, on the boards the
/// panel draws).
fn stepper_view(state: &UseReducerHandle<AppState>) -> Html {
    let d = state.dispatcher();
    let tree = {
        let (lang, d) = (state.shell.lang, d.clone());
        Callback::from(move |(n, step): (usize, u64)| {
            if !PANEL_N.contains(&n) {
                return Html::default();
            }
            let part = Part::TreePanel { n, step };
            html! { <ExtraHost {part} {lang} on_request={requests(d.clone())} /> }
        })
    };
    html! {
        <StepperView lang={state.shell.lang} link={state.stepper} orders={state.shell.orders}
                     params={state.params()} on_link={d.to_callback().reform(Action::StepperLink)}
                     on_notice={d.to_callback().reform(Action::Notice)} go={go(state)} {tree} />
    }
}

/// Whether a press lies inside the menu or its button.
fn in_menu(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.closest("#site-nav, .menu-toggle"), Ok(Some(_))))
}

/// While the menu is open, a press outside it closes it at the press's
/// click, not when the press moves the focus: the open menu pushes the page
/// down, and closing it between the press and its release moved what lay
/// under the finger, so the tap landed elsewhere (the lesson banner's link
/// did nothing). The cell says whether a press is under way (the focus
/// leaving the menu then leaves the closing to the click).
#[hook]
fn use_menu_closes_at_click(menu_open: &UseStateHandle<bool>) -> Rc<Cell<bool>> {
    let pressed = (*use_memo((), |_| Rc::new(Cell::new(false)))).clone();
    {
        let (menu_open, pressed) = (menu_open.clone(), pressed.clone());
        use_effect_with(*menu_open, move |&open| {
            pressed.set(false);
            let listeners = open.then(|| {
                let doc = document();
                let capture = EventListenerOptions::run_in_capture_phase();
                let on = |name: &'static str, f: Box<dyn Fn(&Event)>| {
                    EventListener::new_with_options(&doc, name, capture, move |e| f(e))
                };
                let down = {
                    let pressed = pressed.clone();
                    on("pointerdown", Box::new(move |_| pressed.set(true)))
                };
                let cancel = {
                    let pressed = pressed.clone();
                    on("pointercancel", Box::new(move |_| pressed.set(false)))
                };
                let click = {
                    let pressed = pressed.clone();
                    on(
                        "click",
                        Box::new(move |e| {
                            pressed.set(false);
                            if !in_menu(e.target()) {
                                menu_open.set(false);
                            }
                        }),
                    )
                };
                [down, cancel, click]
            });
            move || drop(listeners)
        });
    }
    pressed
}

/// The title, the menu (behind a button on a phone) and the language.
fn site_header(
    state: &UseReducerHandle<AppState>,
    menu_open: &UseStateHandle<bool>,
    pressed: &Rc<Cell<bool>>,
) -> Html {
    let lang = state.shell.lang;
    let toggle_menu = {
        let menu_open = menu_open.clone();
        Callback::from(move |_| menu_open.set(!*menu_open))
    };
    let toggle_lang = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::SetLang(lang.other())))
    };
    // Escape closes the menu (the focus back on its button); so does the
    // focus leaving the menu and its button by the keyboard (a press
    // elsewhere closes it at its click: `use_menu_closes_at_click`).
    let on_key = {
        let menu_open = menu_open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" && *menu_open {
                e.prevent_default();
                menu_open.set(false);
                focus_testid("menu-toggle");
            }
        })
    };
    let on_focus_out = {
        let (menu_open, pressed) = (menu_open.clone(), pressed.clone());
        Callback::from(move |e: FocusEvent| {
            let to = e
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let inside =
                to.is_some_and(|el| matches!(el.closest("#site-nav, .menu-toggle"), Ok(Some(_))));
            if *menu_open && !inside && !pressed.get() {
                menu_open.set(false);
            }
        })
    };
    // The first Tab stop: past the menu to the view's heading.
    let skip = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        focus_heading(10, 0);
    });
    html! {
        <header class="site-header" onkeydown={on_key} onfocusout={on_focus_out}>
            <a class="skip-link" href="#" data-testid="skip-link" onclick={skip}>{ texts::SKIP_TO_CONTENT.get(lang) }</a>
            <div class="brand">
                <h1>
                    { texts::SITE_NAME.get(lang) }
                    { tag_class("span", "title-tail", texts::SITE_NAME_TAIL.get(lang)) }
                </h1>
                { tag_class("p", "tagline", texts::SITE_TAGLINE.get(lang)) }
            </div>
            <button class="menu-toggle" data-testid="menu-toggle" onclick={toggle_menu}
                    aria-expanded={menu_open.to_string()} aria-controls="site-nav">
                { tag_attrs("span", attrs!["aria-hidden" => "true"], "☰ ") }{ texts::MENU.get(lang) }
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
    let current = state.shell.view == view;
    page_link(
        href,
        page.testid,
        current,
        onclick,
        page.nav.get(state.shell.lang),
    )
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
            <ul>{ for state.shell.notices.iter().map(|n| html! { { tag("li", texts::notice(lang, n)) } }) }</ul>
            <button onclick={dismiss} data-testid="notice-dismiss">{ texts::NOTICE_DISMISS.get(lang) }</button>
        </div>
    }
}

/// The count page, on the board its link names; the link follows the board
/// its machine settles on.
fn count_page(state: &UseReducerHandle<AppState>) -> Html {
    let d = state.dispatcher();
    let (on_n, on_large) = (
        d.to_callback().reform(Action::CountN),
        d.to_callback().reform(Action::SetCountLarge),
    );
    let link = &state.count;
    html! { <CountView lang={state.shell.lang} n={link.n} orders={state.shell.orders} run={link.run} large={link.large} {on_n} {on_large} /> }
}

/// A page, or a part of a shell page, from the extra wasm, and what it
/// asks of the shell.
fn extra_page(state: &UseReducerHandle<AppState>, part: Part) -> Html {
    html! {
        <ExtraHost {part} lang={state.shell.lang} on_request={requests(state.dispatcher())} />
    }
}
