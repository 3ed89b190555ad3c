//! The shell's side: [`ExtraHost`] loads the `extra` wasm (once per visit),
//! mounts a [`Part`] in the `#extra` element (or, for a part of a shell
//! page, in an element of that page), keeps it on the shell's language and
//! state, and passes its requests on.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::line::{status_line, Status};
use super::protocol::{Part, Request, Shown, INSIDE_ID, ROOT_ID};
use crate::hooks::extra_module;
use crate::i18n::Lang;
use crate::state::pages::Go;
use crate::state::Action;

/// Calls the module's export `name` with `args`.
fn call(module: &JsValue, name: &str, args: &[JsValue]) {
    let f = js_sys::Reflect::get(module, &name.into()).ok();
    if let Some(f) = f.and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        let _ = f.apply(&JsValue::NULL, &args.iter().collect());
    }
}

/// The element the pages are mounted in (the id `id`), shown or hidden.
fn root(id: &str, shown: bool) -> Option<web_sys::Element> {
    let root = crate::hooks::document().get_element_by_id(id)?;
    if shown {
        let _ = root.remove_attribute("hidden");
    } else {
        let _ = root.set_attribute("hidden", "");
    }
    Some(root)
}

#[derive(Properties, PartialEq)]
pub struct ExtraHostProps {
    /// What to show: a page is mounted in `#extra`, a part of a shell page
    /// in an element rendered here (with the loading line beside it).
    pub part: Part,
    pub lang: Lang,
    pub on_request: Callback<Request>,
}

/// The page's requests as [`Request::to_parts`] writes them.
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
}

impl Mount {
    /// Mounts the page, or brings the mounted one up to date.
    fn show(&mut self, shown: &Shown) {
        let Some(module) = self.module.clone() else {
            return;
        };
        let (kind, lang, n, text) = shown.to_parts();
        let (kind, lang, n, text) = (
            JsValue::from_str(kind),
            JsValue::from_str(lang),
            JsValue::from(n),
            JsValue::from_str(&text),
        );
        match &self.listener {
            Some(_) => call(&module, "update", &[kind, lang, n, text]),
            None => {
                let Some(root) = root(self.root, true) else {
                    return;
                };
                let on_request = self.on_request.clone();
                let listener = Listener::new(move |kind: String, n, text: String| {
                    match Request::from_parts(&kind, n, &text) {
                        Ok(r) => {
                            let on_request = on_request.borrow().clone();
                            on_request.emit(r);
                        }
                        Err(e) => web_sys::console::error_4(
                            &"a request of the extra pages not understood:".into(),
                            &e.reason().into(),
                            &kind.into(),
                            &text.into(),
                        ),
                    }
                });
                call(
                    &module,
                    "mount",
                    &[root.into(), kind, lang, n, text, listener.as_ref().clone()],
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

/// A page of the extra wasm: while it loads, a line in the shell's
/// `<main>`; then the page itself, in `#extra`. For a part of a shell page
/// the element it is mounted in is here, in the shell's page, after the
/// line.
#[function_component(ExtraHost)]
pub fn extra_host(p: &ExtraHostProps) -> Html {
    let status = use_state(|| Status::Loading);
    let inside = !p.part.is_page();
    let mount = use_mut_ref(move || Mount {
        root: if inside { INSIDE_ID } else { ROOT_ID },
        ..Mount::default()
    });
    *mount.borrow().on_request.borrow_mut() = p.on_request.clone();
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
        let shown = Shown {
            part: p.part.clone(),
            lang: p.lang,
        };
        // Any change, the write tab's draft too: the tab reads its draft
        // once, so an update leaves the learner's alone.
        use_effect_with((ready, shown), move |(ready, shown)| {
            if *ready {
                mount.borrow_mut().show(shown);
            }
        });
    }
    let line = status_line(p.lang, *status, &p.part);
    match (inside, &*status) {
        // The shell never renders into it: the extra app owns its children.
        (true, _) => html! { <>{ line }<div id={INSIDE_ID} class="extra-inside"></div></> },
        (false, Status::Ready) => Html::default(),
        (false, _) => html! { <main>{ line }</main> },
    }
}

/// What the extra pages ask, done in the shell (a board or a step is the
/// stepper's machine's: the shell sends it there).
pub fn requests(d: Callback<Action>) -> Callback<Request> {
    Callback::from(move |r: Request| match r {
        Request::SetN(n) => d.emit(Action::SetN(n)),
        Request::Write(draft) => d.emit(Action::SetWrite(draft)),
        Request::Seek(step) => d.emit(Action::Seek(step)),
        Request::LearnLink(place) => d.emit(Action::LearnLink(place)),
        Request::Go(to) => d.emit(Action::Go(to)),
        Request::Open { n, step } => {
            d.emit(Action::Go(Go::Stepper { n, step }));
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        }
    })
}
