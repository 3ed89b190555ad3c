//! The extra pages' side: the root component of the second Yew app and the
//! three functions the `extra` binary exports to the shell
//! ([`mount`], [`update`], [`unmount`]). One page is mounted at a time.

use std::cell::RefCell;

use wasm_bindgen::JsValue;
use yew::prelude::*;
use yew::AppHandle;

use super::protocol::{Part, Request, Shown};
use crate::i18n::Lang;
use crate::pages::learn::{CheckView, WriteView};
use crate::pages::symmetry::SymmetryView;
use crate::pages::tree::{TreePanel, TreeView};
use crate::pages::{bits::BitsView, lab::LabView, records::RecordsView};

#[derive(Properties, PartialEq, Clone)]
pub struct ExtraProps {
    /// What to show (with what it starts from).
    pub part: Part,
    pub lang: Lang,
    /// What the page asks of the shell.
    pub on_request: Callback<Request>,
}

/// The page, or the part of a shell page, of `part`.
#[function_component(ExtraPage)]
fn extra_page(p: &ExtraProps) -> Html {
    let lang = p.lang;
    let ask = &p.on_request;
    let set_n = || ask.reform(Request::SetN);
    let seek = || ask.reform(Request::Seek);
    let open = || ask.reform(|(n, step)| Request::Open { n, step });
    match &p.part {
        Part::Lab => html! { <LabView lang={lang} /> },
        Part::Records => html! { <RecordsView lang={lang} /> },
        &Part::Symmetry { n } => html! { <SymmetryView lang={lang} n={n} /> },
        &Part::Bits { n } => html! {
            <BitsView lang={lang} n={n} on_set_n={set_n()} on_open={open()} />
        },
        &Part::Tree { n, step } => html! {
            <TreeView lang={lang} n={n} step={step}
                      on_set_n={set_n()} on_seek={seek()} on_open={open()} />
        },
        &Part::TreePanel { n, step } => html! {
            <TreePanel lang={lang} n={n} step={step} on_seek={seek()} />
        },
        Part::WriteTab(draft) => html! {
            <WriteView lang={lang} draft={draft.clone()}
                       on_draft={ask.reform(Request::Write)} on_open={open()} />
        },
        &Part::CheckPage(set) => html! { <CheckView set={set} lang={lang} /> },
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
    if let Ok(el) = crate::hooks::document().create_element("div") {
        yew::Renderer::<Nothing>::with_root(el).render().destroy();
    }
}

/// The props of what the shell sent (see [`Shown::from_parts`]); `None`,
/// said in the console, if it is not what the shell sends.
fn props(
    kind: &str,
    lang: &str,
    n: u32,
    text: &str,
    on_request: Callback<Request>,
) -> Option<ExtraProps> {
    match Shown::from_parts(kind, lang, n, text) {
        Ok(Shown { part, lang }) => Some(ExtraProps {
            part,
            lang,
            on_request,
        }),
        Err(e) => {
            web_sys::console::error_4(
                &"the extra pages: not what the shell sends:".into(),
                &e.reason().into(),
                &kind.into(),
                &text.into(),
            );
            None
        }
    }
}

/// Shows the [`Shown`] of `(kind, lang, n, text)` in `host`, replacing any
/// page mounted before. `on_request(kind, n, text)` gets the page's
/// [`Request`]s in the form of [`Request::to_parts`].
pub fn mount(
    host: web_sys::Element,
    kind: &str,
    lang: &str,
    n: u32,
    text: &str,
    on_request: js_sys::Function,
) {
    unmount();
    let on_request = Callback::from(move |r: Request| {
        let (kind, n, text) = r.to_parts();
        let args = [JsValue::from_str(kind), n.into(), text.into()];
        let _ = on_request.apply(&JsValue::NULL, &args.into_iter().collect());
    });
    let Some(props) = props(kind, lang, n, text, on_request.clone()) else {
        return;
    };
    let app = yew::Renderer::<ExtraPage>::with_root_and_props(host, props).render();
    MOUNTED.with(|m| *m.borrow_mut() = Some((app, on_request)));
}

/// The mounted page follows the shell: another [`Shown`], as for [`mount`].
pub fn update(kind: &str, lang: &str, n: u32, text: &str) {
    MOUNTED.with(|m| {
        if let Some((app, on_request)) = m.borrow_mut().as_mut() {
            if let Some(props) = props(kind, lang, n, text, on_request.clone()) {
                app.update(props);
            }
        }
    });
}

/// Removes the mounted page (its workers stop with it).
pub fn unmount() {
    if let Some((app, _)) = MOUNTED.with(|m| m.borrow_mut().take()) {
        app.destroy();
    }
}
