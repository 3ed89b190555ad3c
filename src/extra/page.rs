//! The extra pages' side: the root component of the second Yew app and the
//! three functions the `extra` binary exports to the shell
//! ([`mount`], [`update`], [`unmount`]). One page is mounted at a time.

use std::cell::RefCell;

use wasm_bindgen::JsValue;
use yew::prelude::*;
use yew::AppHandle;

use super::protocol::Request;
use crate::i18n::Lang;
use crate::pages::learn::WriteView;
use crate::pages::symmetry::SymmetryView;
use crate::pages::tree::{TreePanel, TreeView};
use crate::pages::{bits::BitsView, lab::LabView, records::RecordsView};
use crate::state::pages::View;

#[derive(Properties, PartialEq, Clone)]
pub struct ExtraProps {
    pub view: View,
    pub lang: Lang,
    /// The app's board size.
    pub n: usize,
    /// What the page asks of the shell.
    pub on_request: Callback<Request>,
    /// What the page starts from (the write tab's draft, as its address;
    /// the search tree's step, in decimal).
    pub state: AttrValue,
}

/// The page of `view`.
#[function_component(ExtraPage)]
fn extra_page(p: &ExtraProps) -> Html {
    let lang = p.lang;
    match p.view {
        View::Lab => html! { <LabView lang={lang} /> },
        View::Records => html! { <RecordsView lang={lang} /> },
        View::Symmetry => html! { <SymmetryView lang={lang} n={p.n} /> },
        View::Bits => {
            let (set_n, open) = (p.on_request.clone(), p.on_request.clone());
            html! {
                <BitsView lang={lang} n={p.n}
                          on_set_n={Callback::from(move |n| set_n.emit(Request::SetN(n)))}
                          on_open={Callback::from(move |(n, step)| open.emit(Request::Open { n, step }))} />
            }
        }
        // The learn page's "write the bits" tab (the shell shows the rest).
        View::Learn => {
            let (write, open) = (p.on_request.clone(), p.on_request.clone());
            html! {
                <WriteView lang={lang} state={p.state.clone()}
                           on_draft={Callback::from(move |d| write.emit(Request::Write(d)))}
                           on_open={Callback::from(move |(n, step)| open.emit(Request::Open { n, step }))} />
            }
        }
        // The search tree: its state is the app's step, in decimal.
        View::Tree => {
            let r = p.on_request.clone();
            let (set_n, seek, open) = (r.clone(), r.clone(), r);
            html! {
                <TreeView lang={lang} n={p.n} step={p.state.parse::<u64>().unwrap_or(0)}
                          on_set_n={Callback::from(move |n| set_n.emit(Request::SetN(n)))}
                          on_seek={Callback::from(move |step| seek.emit(Request::Seek(step)))}
                          on_open={Callback::from(move |(n, step)| open.emit(Request::Open { n, step }))} />
            }
        }
        // The stepper's search tree panel (the shell shows the rest); its
        // state is the stepper's step, in decimal.
        View::Stepper => {
            let seek = p.on_request.clone();
            html! {
                <TreePanel lang={lang} n={p.n} step={p.state.parse::<u64>().unwrap_or(0)}
                           on_seek={Callback::from(move |step| seek.emit(Request::Seek(step)))} />
            }
        }
        // Not an extra page: the shell shows it.
        View::Count => Html::default(),
    }
}

thread_local! {
    /// The mounted page and the shell's function for its requests.
    static MOUNTED: RefCell<Option<(AppHandle<ExtraPage>, Callback<Request>)>> =
        const { RefCell::new(None) };
}

/// The binary's start: a panic shows in the page, as in the shell.
pub fn start() {
    crate::panic::install();
    skip_first_root();
}

#[function_component(Nothing)]
fn nothing() -> Html {
    Html::default()
}

/// Yew tells which app an event belongs to by a number it writes on the
/// elements (`__yew_subtree_id`), counted from 1 in each wasm: the shell's
/// app is 1 of its wasm, and so would this wasm's first page be. A page
/// mounted inside the shell's page (the learn page's write tab) must have
/// another number, or the shell's app takes its clicks for its own (and
/// runs the handler of its own element that has the same listener number).
/// So this wasm's root 1 is made here, on an element of no page, and
/// dropped.
fn skip_first_root() {
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("div").ok())
    {
        yew::Renderer::<Nothing>::with_root(el).render().destroy();
    }
}

fn props(view: &str, lang: &str, n: u32, state: &str, on_request: Callback<Request>) -> ExtraProps {
    ExtraProps {
        view: View::from_id(view).unwrap_or(View::Count),
        lang: Lang::from_code(lang).unwrap_or(Lang::En),
        n: n as usize,
        on_request,
        state: AttrValue::from(state.to_string()),
    }
}

/// Shows the page of `view` (an id of `?view=`) in `host`, replacing any
/// page mounted before; `state` is what it starts from (see
/// [`ExtraProps::state`]). `on_request(kind, n, step)` gets the page's
/// [`Request`]s in the form of [`Request::to_parts`].
pub fn mount(
    host: web_sys::Element,
    view: &str,
    lang: &str,
    n: u32,
    state: &str,
    on_request: js_sys::Function,
) {
    unmount();
    let on_request = Callback::from(move |r: Request| {
        let (kind, n, step) = r.to_parts();
        let args = [JsValue::from_str(kind), n.into(), step.into()];
        let _ = on_request.apply(&JsValue::NULL, &args.into_iter().collect());
    });
    let app = yew::Renderer::<ExtraPage>::with_root_and_props(
        host,
        props(view, lang, n, state, on_request.clone()),
    )
    .render();
    MOUNTED.with(|m| *m.borrow_mut() = Some((app, on_request)));
}

/// The mounted page follows the shell's view, language and board size.
pub fn update(view: &str, lang: &str, n: u32, state: &str) {
    MOUNTED.with(|m| {
        if let Some((app, on_request)) = m.borrow_mut().as_mut() {
            app.update(props(view, lang, n, state, on_request.clone()));
        }
    });
}

/// Removes the mounted page (its workers stop with it).
pub fn unmount() {
    if let Some((app, _)) = MOUNTED.with(|m| m.borrow_mut().take()) {
        app.destroy();
    }
}
