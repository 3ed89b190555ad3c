//! The shell: header, menu, language toggle, URL notices, and the page the
//! state names. Every page is in [`crate::pages`], the state in
//! [`crate::state`].

use std::cell::Cell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::markup::{attrs, page_link, tag, tag_attrs, tag_class};
use crate::components::{lang_toggle, link};
use crate::domain::count::machine::Counter;
use crate::domain::stepper::machine::StepperMachine;
use crate::domain::tree::model::PANEL_N;
use crate::extra::host::{requests, ExtraHost};
use crate::extra::protocol::Part;
use crate::hooks::{
    by_testid, document, focus_testid, new_counter, new_stepper, use_focus_held, use_present_focus,
    use_shell_machine, CountEffects, CountRuntime, StepperEffects, StepperRuntime,
};
use crate::i18n::Lang;
use crate::pages::learn::LessonBanner;
use crate::pages::{count::CountView, stepper::StepperView};
use crate::state::pages::{Go, Page, View, PAGES};
use crate::state::url::{parse_query, to_query, Params};
use crate::state::{moves, use_history, use_kept, Action, AppState, Links, Move, Stored};
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
    crate::hooks::watch_scroll_stops();
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

/// The state the address opens, and the moves that open the shell's
/// machines on it.
fn initial_state() -> (AppState, Vec<Move>) {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let (params, notices) = parse_query(&search);
    AppState::from_params(params, notices, browser_lang(), Stored::read())
}

/// Mirrors the language into `<html lang>`, and the view into the title
/// (with the name of the place shown, where it has one: a lesson's stop,
/// the exercises).
fn sync_title(view: View, lang: Lang, place: Option<&str>) {
    let document = document();
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    document.set_title(&view.title_at(lang, place));
}

/// The heading of the view shown: the first of the visible `<main>` (an
/// extra page's is in `#extra`).
const VIEW_HEADING: &str = "main:not([hidden]) :is(h1, h2)";

/// The heading of the lesson's stop: the stepper's banner ("Go on with the
/// lesson: stop k") opens the lesson on it, as the lesson's Next does.
const STOP_HEADING: &str = "main:not([hidden]) [data-testid=lesson-title]";

thread_local! {
    /// The heading the next view's focus goes to, where an action named one
    /// (`Go::Lesson`); else [`VIEW_HEADING`].
    static NEXT_HEADING: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// Focuses the view's heading, so that a screen reader reads the new view
/// and Tab goes on from its top. An extra page's heading comes once its
/// wasm has loaded (and replaces the last extra page's), so this looks
/// again every 100 ms: until a heading is found (`tries` times at most),
/// then `guard` more times, in which a heading that replaced the one
/// focused takes the focus fallen to the body. The focus found anywhere
/// else, the learner moved it (a tab pressed, a link followed): the guard
/// ends. The body focused under the same heading is left alone: a tab's
/// panel gives its own focus a moment after the press.
fn focus_heading(selector: &'static str, tries: u32, guard: u32) {
    look_for_heading(selector, tries, guard, None);
}

/// A step of [`focus_heading`]; `focused`: the heading it focused last.
fn look_for_heading(
    selector: &'static str,
    tries: u32,
    guard: u32,
    focused: Option<web_sys::HtmlElement>,
) {
    let document = document();
    if let (Some(last), Some(active)) = (&focused, document.active_element()) {
        if active.tag_name() != "BODY" && active != **last {
            return;
        }
    }
    let heading = document
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok());
    let next = match heading {
        Some(h) => {
            if focused.as_ref() != Some(&h) {
                if !h.has_attribute("tabindex") {
                    let _ = h.set_attribute("tabindex", "-1");
                }
                let _ = h.focus();
            }
            (0, guard.saturating_sub(1), Some(h))
        }
        None if tries > 1 => (tries - 1, guard, focused),
        None => return,
    };
    if (next.0, next.1) != (0, 0) {
        gloo_timers::callback::Timeout::new(100, move || {
            look_for_heading(selector, next.0, next.1, next.2)
        })
        .forget();
    }
}

/// The title follows the view, the language and the place shown (`place`:
/// its name, where it has one); after a change of view (not on the first
/// load) the focus goes to the new view's heading (or the one the action
/// named: [`NEXT_HEADING`]).
#[hook]
fn use_view_title(view: View, lang: Lang, place: Option<String>) {
    let named = place.clone();
    use_effect_with((lang, named), move |(lang, place)| {
        sync_title(view, *lang, place.as_deref())
    });
    let shown = use_mut_ref(move || view);
    use_effect_with(view, move |&view| {
        sync_title(view, lang, place.as_deref());
        let named = NEXT_HEADING.take();
        if shown.replace(view) != view {
            focus_heading(named.unwrap_or(VIEW_HEADING), 100, 10);
        }
    });
}

/// Where the shell's actions go: the shell's reducer (`state::AppState`)
/// and the machines it keeps (the stepper's, the count page's), whose
/// links the address names. An action's moves of those links
/// (`state::moves`, pure) are sent to the machines as events once the
/// reducer took the action.
#[derive(Clone)]
pub struct Dispatch {
    reducer: UseReducerDispatcher<AppState>,
    pub stepper: Rc<StepperRuntime>,
    pub count: Rc<CountRuntime>,
}

impl Dispatch {
    fn new(
        reducer: UseReducerDispatcher<AppState>,
        stepper: Rc<StepperRuntime>,
        count: Rc<CountRuntime>,
    ) -> Self {
        Dispatch {
            reducer,
            stepper,
            count,
        }
    }

    /// The machines' links now.
    pub fn links(&self) -> Links {
        Links {
            stepper: self.stepper.state().link(),
            count: self.count.state().link(),
        }
    }

    /// Sends the shell's move `m` to its machine.
    pub fn send(&self, m: Move) {
        send_move(&self.stepper, &self.count, m);
    }

    /// Takes `action`: the shell's state, then its moves of the machines'
    /// links (after it: what a machine says of a move, such as a step past
    /// the end, comes after the notices a restore replaces).
    pub fn dispatch(&self, action: Action) {
        if let Action::Go(Go::Lesson { .. }) = action {
            NEXT_HEADING.set(Some(STOP_HEADING));
        }
        let moves = moves(&action, &self.links());
        self.reducer.dispatch(action);
        for m in moves {
            self.send(m);
        }
    }

    /// A callback that dispatches `action(value)`.
    pub fn callback<T: 'static>(&self, action: impl Fn(T) -> Action + 'static) -> Callback<T> {
        let d = self.clone();
        Callback::from(move |value| d.dispatch(action(value)))
    }
}

/// Sends the shell's move `m` to the machine it moves.
fn send_move(stepper: &StepperRuntime, count: &CountRuntime, m: Move) {
    match m {
        Move::Stepper(event) => stepper.send(event),
        Move::Count(event) => count.send(event),
    }
}

/// What the shell draws from: its state, where its actions go, its
/// machines' links and the address of this moment (written from both).
struct Frame<'a> {
    state: &'a AppState,
    d: &'a Dispatch,
    links: Links,
    params: Params,
}

#[function_component(App)]
fn app() -> Html {
    // The machines whose links the address names are the shell's: they
    // live while their page is not shown, and each `n` is one of theirs.
    let stepper = use_shell_machine(new_stepper, StepperEffects::default);
    let count = use_shell_machine(new_counter, CountEffects::default);
    // The document's language is set before the first render, not by an
    // effect after it: Japanese headings break between phrases only under
    // `lang="ja"` (`word-break: auto-phrase`), so a title first laid out
    // under the page's default `en` would break anew a frame later.
    let state = {
        let (stepper, count) = (stepper.clone(), count.clone());
        use_reducer(move || {
            let (state, moves) = initial_state();
            for m in moves {
                send_move(&stepper, &count, m);
            }
            sync_title(state.shell.view, state.shell.lang, None);
            state
        })
    };
    // The address follows the machines' links: the shell is drawn again
    // when one moves.
    let redraw = use_force_update();
    {
        let (stepper, count) = (stepper.clone(), count.clone());
        use_memo((), move |_| {
            stepper.redraw_when(StepperMachine::link, redraw.clone());
            count.redraw_when(Counter::link, redraw);
        });
    }
    let d = Dispatch::new(state.dispatcher(), stepper, count);
    let links = d.links();
    let params = state.params(&links);
    let lang = state.shell.lang;
    use_history(params.clone(), &d.callback(|a| a));
    use_kept(&state.kept);
    // Apart from the address, so that a step does not touch the document's
    // language and title.
    let place = (state.shell.view == View::Learn)
        .then(|| state.learn.title(lang))
        .flatten();
    use_view_title(state.shell.view, lang, place);
    // On a phone the menu is behind a button (see `.menu-toggle` in
    // style.css), so that the first screen shows the algorithm.
    let menu_open = use_state(|| false);
    let pressed = use_menu_closes_at_click(&menu_open);

    let f = Frame {
        state: &state,
        d: &d,
        links,
        params,
    };
    // Presenter mode shows the stepper alone, in the page's `<main>`: the
    // view's heading stays the same element when it starts or ends, and
    // holds the focus while the stepper is drawn anew (in the render,
    // before the old one goes); then the focus goes on to the caption or
    // the Present button.
    let link = &f.links.stepper;
    let presenting = state.shell.view == View::Stepper && link.present && !link.embed;
    use_focus_held(presenting, "", || by_testid("view-heading"));
    use_present_focus(presenting);
    // So does the embedded widget.
    if state.shell.view == View::Stepper && link.embed {
        return html! {
            <main class="embed-main">{ stepper_view(&f) }</main>
        };
    }
    html! {
        <>
            if !presenting {
                { site_header(&f, &menu_open, &pressed) }
                { notices(&f) }
            }
            { view_page(&f, presenting) }
        </>
    }
}

/// The page of the view: the shell's own (in its `<main>`), or a page of
/// the extra wasm (the pages that draw the stepper's board read it from its
/// machine's link). `presenting`: the stepper in presenter mode, alone.
fn view_page(f: &Frame, presenting: bool) -> Html {
    let (state, lang) = (f.state, f.state.shell.lang);
    let n = f.links.stepper.n.get();
    let main = |page: Html| html! { <main>{ page }</main> };
    let part = match state.shell.view {
        View::Stepper => {
            return html! {
                <main class={presenting.then_some("present-main")}>
                    // The view's heading (the stepper shows no title of its
                    // own): where the focus goes when the reader comes to
                    // this view, and where it waits while presenter mode
                    // starts or ends.
                    { tag_attrs("h2", attrs!["class" => "sr-only", "data-testid" => "view-heading", "tabindex" => "-1"], View::Stepper.page().nav.get(lang)) }
                    if !presenting {
                        <LessonBanner {lang} place={state.learn.clone()} orders={state.shell.orders}
                                      here={f.params.clone()} on_link={Callback::noop()} go={f.d.callback(Action::Go)} />
                    }
                    { stepper_view(f) }
                </main>
            };
        }
        View::Learn => Part::Learn {
            place: state.learn.clone(),
            lang: f.params.lang,
            orders: state.shell.orders,
        },
        View::Count => return main(count_page(f)),
        View::Lab => Part::Lab,
        View::Bits => Part::Bits { n },
        View::Symmetry => Part::Symmetry { n },
        View::Records => Part::Records,
        View::Tree => Part::Tree {
            n,
            step: f.links.stepper.step,
        },
    };
    extra_page(f, part)
}

/// The stepper, on its machine: where its notices and its moves go, and
/// its tree panel's content (from the extra wasm, on the boards the panel
/// draws).
fn stepper_view(f: &Frame) -> Html {
    let tree = {
        let (lang, d) = (f.state.shell.lang, f.d.clone());
        Callback::from(move |(n, step): (usize, u64)| {
            if !PANEL_N.contains(&n) {
                return Html::default();
            }
            let part = Part::TreePanel { n, step };
            html! { <ExtraHost {part} {lang} on_request={requests(d.callback(|a| a))} /> }
        })
    };
    // Drawn anew when presenter mode starts or ends (its key): its
    // effects too, and the new live region says the mode's change (the
    // stepper's machine, `enter`).
    let key = if f.links.stepper.present {
        "present"
    } else {
        "page"
    };
    html! {
        <StepperView {key} lang={f.state.shell.lang} machine={f.d.stepper.clone()}
                     params={f.params.clone()} on_notice={f.d.callback(Action::Notice)}
                     go={f.d.callback(Action::Go)} {tree} />
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
fn site_header(f: &Frame, menu_open: &UseStateHandle<bool>, pressed: &Rc<Cell<bool>>) -> Html {
    let lang = f.state.shell.lang;
    let toggle_menu = {
        let menu_open = menu_open.clone();
        Callback::from(move |_| menu_open.set(!*menu_open))
    };
    let toggle_lang =
        f.d.callback(move |_: MouseEvent| Action::SetLang(lang.other()));
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
        focus_heading(VIEW_HEADING, 10, 0);
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
                 aria-label={texts::NAV_LABEL.get(lang)}>{ for PAGES.iter().map(|page| nav_link(f, menu_open, page)) }</nav>
            { lang_toggle(lang, toggle_lang) }
        </header>
    }
}

/// A link of the menu: a plain click switches in the page; with a modifier
/// key or another button the browser opens the link (a new tab, a new
/// window) at the same language (and board).
fn nav_link(f: &Frame, menu_open: &UseStateHandle<bool>, page: &'static Page) -> Html {
    let view = page.view;
    let d = f.d.clone();
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
        ..f.params.clone()
    });
    let current = f.state.shell.view == view;
    page_link(
        href,
        page.testid,
        current,
        onclick,
        page.nav.get(f.state.shell.lang),
    )
}

/// What the address asked for and could not have, until dismissed.
fn notices(f: &Frame) -> Html {
    let shell = &f.state.shell;
    let lang = shell.lang;
    if shell.notices.is_empty() {
        return Html::default();
    }
    let dismiss = f.d.callback(|_: MouseEvent| Action::DismissNotices);
    html! {
        <div class="notice" role="status" data-testid="notice">
            <ul>{ for shell.notices.iter().map(|n| html! { { tag("li", texts::notice(lang, n)) } }) }</ul>
            <button onclick={dismiss} data-testid="notice-dismiss">{ texts::CLOSE.get(lang) }</button>
        </div>
    }
}

/// The count page, on its machine (the shell's: its board and large
/// display are the link's).
fn count_page(f: &Frame) -> Html {
    html! { <CountView lang={f.state.shell.lang} machine={f.d.count.clone()} run={f.state.count_run} /> }
}

/// A page, or a part of a shell page, from the extra wasm, and what it
/// asks of the shell.
fn extra_page(f: &Frame, part: Part) -> Html {
    html! {
        <ExtraHost {part} lang={f.state.shell.lang} on_request={requests(f.d.callback(|a| a))} />
    }
}
