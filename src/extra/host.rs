//! The shell's side: [`ExtraHost`] loads the `extra` wasm (once per visit),
//! mounts the page of the current view in the `#extra` element (or, for a
//! part of a shell page, in an element of that page: `inside`), keeps it on
//! the shell's language and board size, and passes its requests on.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::protocol::{Request, INSIDE_ID, ROOT_ID};
use crate::hooks::extra_module;
use crate::i18n::Lang;
use crate::state::pages::View;
use crate::state::{Action, AppState};
use crate::texts;

/// Calls the module's export `name` with `args`.
fn call(module: &JsValue, name: &str, args: &[JsValue]) {
    let f = js_sys::Reflect::get(module, &name.into()).ok();
    if let Some(f) = f.and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        let _ = f.apply(&JsValue::NULL, &args.iter().collect());
    }
}

/// The element the pages are mounted in (the id `id`), shown or hidden.
fn root(id: &str, shown: bool) -> Option<web_sys::Element> {
    let root = web_sys::window()?.document()?.get_element_by_id(id)?;
    if shown {
        let _ = root.remove_attribute("hidden");
    } else {
        let _ = root.set_attribute("hidden", "");
    }
    Some(root)
}

#[derive(Properties, PartialEq)]
pub struct ExtraHostProps {
    pub view: View,
    pub lang: Lang,
    pub n: usize,
    pub on_request: Callback<Request>,
    /// Mounted in an element of the shell's page (rendered here, with
    /// the loading line beside it) instead of `#extra`.
    #[prop_or_default]
    pub inside: bool,
    /// What the page starts from (the write tab's draft, as its address;
    /// the search tree's step, in decimal).
    #[prop_or_default]
    pub state: AttrValue,
}

#[derive(Clone, PartialEq)]
enum Status {
    Loading,
    Ready,
    Failed,
}

/// The page's requests as [`Request::to_parts`] gives them.
type Listener = Closure<dyn Fn(String, u32, String)>;

/// What the host keeps between renders.
#[derive(Default)]
struct Mount {
    module: Option<JsValue>,
    /// The page's requests go to the latest `on_request` of the props.
    on_request: Rc<RefCell<Callback<Request>>>,
    /// Given to the page while it is mounted.
    listener: Option<Listener>,
    /// The id of the element it is mounted in.
    root: &'static str,
    /// The latest `state` of the props: what the page starts from when it
    /// is mounted (later changes are the page's own, so they are not sent
    /// back to it).
    state: String,
}

impl Mount {
    /// Mounts the page, or brings the mounted one up to date.
    fn show(&mut self, view: View, lang: Lang, n: usize) {
        let Some(module) = self.module.clone() else {
            return;
        };
        let (view, lang, n, state) = (
            JsValue::from_str(view.id()),
            JsValue::from_str(lang.code()),
            JsValue::from(n as u32),
            JsValue::from_str(&self.state),
        );
        match &self.listener {
            Some(_) => call(&module, "update", &[view, lang, n, state]),
            None => {
                let Some(root) = root(self.root, true) else {
                    return;
                };
                let on_request = self.on_request.clone();
                let listener = Listener::new(move |kind: String, n, step: String| {
                    if let Some(r) = Request::from_parts(&kind, n, &step) {
                        let on_request = on_request.borrow().clone();
                        on_request.emit(r);
                    }
                });
                call(
                    &module,
                    "mount",
                    &[root.into(), view, lang, n, state, listener.as_ref().clone()],
                );
                self.listener = Some(listener);
            }
        }
    }

    fn unmount(&mut self) {
        if let (Some(module), Some(_)) = (&self.module, self.listener.take()) {
            call(module, "unmount", &[]);
        }
        root(self.root, false);
    }
}

/// The page of an extra view: while the `extra` wasm loads, a line in the
/// shell's `<main>`; then the page itself, in `#extra`. With `inside`, the
/// element it is mounted in is here, in the shell's page, after the line.
#[function_component(ExtraHost)]
pub fn extra_host(p: &ExtraHostProps) -> Html {
    let status = use_state(|| Status::Loading);
    let inside = p.inside;
    let mount = use_mut_ref(move || Mount {
        root: if inside { INSIDE_ID } else { ROOT_ID },
        ..Mount::default()
    });
    *mount.borrow().on_request.borrow_mut() = p.on_request.clone();
    if *mount.borrow().state != *p.state {
        mount.borrow_mut().state = p.state.to_string();
    }
    {
        let (status, mount) = (status.clone(), mount.clone());
        use_effect_with((), move |_| {
            let m = mount.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match extra_module().await {
                    Ok(module) => {
                        m.borrow_mut().module = Some(module);
                        status.set(Status::Ready);
                    }
                    Err(e) => {
                        web_sys::console::error_2(
                            &"the extra pages could not be loaded:".into(),
                            &e,
                        );
                        status.set(Status::Failed);
                    }
                }
            });
            move || mount.borrow_mut().unmount()
        });
    }
    {
        let mount = mount.clone();
        let ready = *status == Status::Ready;
        use_effect_with(
            // A new state too (the search tree's step): the write tab reads
            // its state once, so an update leaves its draft alone.
            (ready, p.view, p.lang, p.n, p.state.clone()),
            move |&(ready, view, lang, n, _)| {
                if ready {
                    mount.borrow_mut().show(view, lang, n);
                }
            },
        );
    }
    let lang = p.lang;
    let line = match *status {
        Status::Ready => Html::default(),
        Status::Loading => html! {
            <p class="extra-loading" role="status" data-testid="extra-loading">{ texts::EXTRA_LOADING.get(lang) }</p>
        },
        Status::Failed => html! {
            <div class="notice" role="alert" data-testid="extra-failed">
                <p>{ texts::EXTRA_FAILED.get(lang) }</p>
                <button onclick={Callback::from(|_| { let _ = web_sys::window().map(|w| w.location().reload()); })}>
                    { texts::ERROR_RELOAD.get(lang) }
                </button>
            </div>
        },
    };
    match (inside, &*status) {
        // The shell never renders into it: the extra app owns its children.
        (true, _) => html! { <>{ line }<div id={INSIDE_ID} class="extra-inside"></div></> },
        (false, Status::Ready) => Html::default(),
        (false, _) => html! { <main>{ line }</main> },
    }
}

/// What the extra pages ask, done in the shell.
pub fn requests(d: UseReducerDispatcher<AppState>) -> Callback<Request> {
    Callback::from(move |r: Request| match r {
        Request::SetN(n) => d.dispatch(Action::SetN(n)),
        Request::Write(draft) => d.dispatch(Action::SetWrite(Some(draft))),
        Request::Seek(step) => d.dispatch(Action::Seek(step)),
        Request::Open { n, step } => {
            d.dispatch(Action::OpenInStepper { n, step });
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        }
    })
}
