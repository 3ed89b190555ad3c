//! The extra pages' side: the second Yew app, on the root element the shell
//! provides for it, and the three functions the `extra` binary exports to
//! the shell ([`mount`], [`update`], [`unmount`]), which draw a page in the
//! element the shell gives through a portal of that app. One page is
//! mounted at a time.

use std::cell::RefCell;

use wasm_bindgen::JsValue;
use yew::prelude::*;
use yew::{create_portal, AppHandle};

use super::protocol::{Part, Request, Shown, APP_ROOT_ID};
use crate::domain::learn::page::Place;
use crate::i18n::Lang;
use crate::pages::learn::{CheckView, LearnPage, WriteView};
use crate::pages::symmetry::SymmetryView;
use crate::pages::tree::{TreePanel, TreeView};
use crate::pages::{bits::BitsView, lab::LabView, records::RecordsView};
use crate::state::pages::{StepperN, View};
use crate::state::url::Params;

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
    // The moments the pages open are on boards the stepper takes (the
    // tree's, the bits primer's, the write tab's): read by its parser.
    let open = || {
        let ask = ask.clone();
        Callback::from(move |(n, step): (usize, u64)| {
            if let Ok(n) = StepperN::new(n) {
                ask.emit(Request::Open { n, step });
            }
        })
    };
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
        Part::Learn {
            place,
            lang: url_lang,
            orders,
        } => {
            // The page's address: what the shell's writes of this page.
            let here = Params {
                view: View::Learn,
                lang: *url_lang,
                stop: place.stop,
                quiz: place.quiz,
                homework: place.homework,
                check: place.check,
                write: place.write.clone(),
                ..Params::default()
            };
            // The write tab first, as the page shows it (`learn_view`).
            let (on_draft, on_open) = (ask.reform(Request::Write), open());
            let panel_at = Callback::from(move |at: Place| match at.write {
                Some(draft) => html! {
                    <WriteView {lang} {draft} on_draft={on_draft.clone()} on_open={on_open.clone()} />
                },
                None if at.check => html! { <CheckView set={at.homework} {lang} /> },
                None => Html::default(),
            });
            html! {
                <LearnPage {lang} place={place.clone()} orders={*orders} {here}
                           on_link={ask.reform(Request::LearnLink)} go={ask.reform(Request::Go)} panel_at={Some(panel_at)} />
            }
        }
    }
}

/// The part shown and the element it is shown in (the shell's: `#extra`
/// for a page, an element of a shell page for a part), and how many parts
/// were mounted before it: a new mount is a new page, with no state kept
/// from the one before, as with a new app.
#[derive(Properties, PartialEq, Clone, Default)]
pub struct RootProps {
    pub shown: Option<(web_sys::Element, ExtraProps, u32)>,
}

/// This wasm's one Yew app, on the root element the shell provides for it
/// ([`APP_ROOT_ID`] of `index.html`, outside the shell's app): the part is
/// drawn into its element through a portal. So that a part inside the
/// shell's page has a subtree of its own, never the shell's: the root takes
/// this wasm's first subtree, as the shell's app took the shell's first
/// (the two wasms count them alike, with the same Yew), and each portal has
/// another. Events inside the part are this wasm's; the shell's app, whose
/// root is an ancestor of a part's element, leaves them alone.
#[function_component(ExtraRoot)]
fn extra_root(p: &RootProps) -> Html {
    match &p.shown {
        Some((host, props, mounts)) => create_portal(
            html! { <ExtraPage key={*mounts} ..props.clone() /> },
            host.clone(),
        ),
        None => Html::default(),
    }
}

/// This wasm's app and what it shows.
struct App {
    app: AppHandle<ExtraRoot>,
    /// The element of the part mounted and the shell's function for its
    /// requests; `None` while none is.
    mounted: Option<(web_sys::Element, Callback<Request>)>,
    /// The parts mounted so far.
    mounts: u32,
}

impl App {
    /// Shows `props` in the element mounted (nothing if none is).
    fn show(&mut self, props: Option<ExtraProps>) {
        let shown = self
            .mounted
            .as_ref()
            .zip(props)
            .map(|((host, _), props)| (host.clone(), props, self.mounts));
        self.app.update(RootProps { shown });
    }
}

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// The binary's start: a panic shows in the page, as in the shell; the app
/// starts on the shell's root element for it (a detached one if the page
/// has none: a portal's events are handled on its own element).
pub fn start() {
    crate::panic::install();
    let document = crate::hooks::document();
    let root = document
        .get_element_by_id(APP_ROOT_ID)
        .or_else(|| document.create_element("div").ok());
    if let Some(root) = root {
        let app = yew::Renderer::<ExtraRoot>::with_root(root).render();
        APP.with(|a| {
            *a.borrow_mut() = Some(App {
                app,
                mounted: None,
                mounts: 0,
            })
        });
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
    APP.with(|a| {
        if let Some(a) = a.borrow_mut().as_mut() {
            a.mounts += 1;
            a.mounted = Some((host, on_request));
            a.show(Some(props));
        }
    });
}

/// The mounted page follows the shell: another [`Shown`], as for [`mount`].
pub fn update(kind: &str, lang: &str, n: u32, text: &str) {
    APP.with(|a| {
        if let Some(a) = a.borrow_mut().as_mut() {
            if let Some((_, on_request)) = &a.mounted {
                if let Some(props) = props(kind, lang, n, text, on_request.clone()) {
                    a.show(Some(props));
                }
            }
        }
    });
}

/// Removes the mounted page (its workers stop with it).
pub fn unmount() {
    APP.with(|a| {
        if let Some(a) = a.borrow_mut().as_mut() {
            if a.mounted.is_some() {
                a.show(None);
                a.mounted = None;
            }
        }
    });
}
