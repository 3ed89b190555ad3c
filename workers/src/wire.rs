//! The messages' [`Value`] to and from JavaScript (the only place that
//! converts them), the page's end of a worker ([`Bridge`]) and the worker's
//! ([`serve`], [`post`]). What the messages are is
//! [`crate::protocol`]'s.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Uint32Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, ErrorEvent, MessageEvent, Worker};

use crate::protocol::{DecodeError, FromWorker, Message, Protocol, ToWorker, Value, CLOSE, LOADED};

/// `value` as `postMessage` sends it.
pub fn to_js(value: &Value) -> JsValue {
    match value {
        Value::Null => JsValue::NULL,
        Value::Bool(b) => JsValue::from_bool(*b),
        Value::Number(v) => JsValue::from_f64(*v),
        Value::Text(t) => JsValue::from_str(t),
        Value::Words(w) => Uint32Array::from(w.as_slice()).into(),
        Value::List(items) => items.iter().map(to_js).collect::<Array>().into(),
    }
}

/// What `postMessage` delivered, as a [`Value`]; an error for anything a
/// message is never made of (`undefined`, an object…).
pub fn from_js(js: &JsValue) -> Result<Value, DecodeError> {
    if js.is_null() {
        Ok(Value::Null)
    } else if let Some(b) = js.as_bool() {
        Ok(Value::Bool(b))
    } else if let Some(v) = js.as_f64() {
        Ok(Value::Number(v))
    } else if let Some(t) = js.as_string() {
        Ok(Value::Text(t))
    } else if let Some(w) = js.dyn_ref::<Uint32Array>() {
        Ok(Value::Words(w.to_vec()))
    } else if let Some(a) = js.dyn_ref::<Array>() {
        a.iter()
            .map(|v| from_js(&v))
            .collect::<Result<_, _>>()
            .map(Value::List)
    } else {
        Err(DecodeError(format!("not a message: {js:?}")))
    }
}

/// A message of `M` from what `postMessage` delivered.
pub fn read<M: Message>(js: &JsValue) -> Result<M, DecodeError> {
    M::decode(from_js(js)?)
}

/// The page's end of one worker: sends it messages; its messages go to the
/// callback given to [`Bridge::spawn`], and so do its uncaught errors.
/// Dropping the bridge closes the worker (after it has answered what it was
/// sent) and drops its messages and its errors. Untyped, so that its code is
/// in the wasm once: the client of a worker (the site's `workers::client`) reads and
/// writes its messages by its [`Protocol`].
pub struct Bridge {
    worker: Worker,
    /// What the page sent before the worker said [`LOADED`]; `None` since.
    queue: Rc<RefCell<Option<Vec<JsValue>>>>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(ErrorEvent)>,
}

impl Bridge {
    /// Starts the worker whose script (wasm-bindgen's `no-modules` output,
    /// as trunk builds a worker) is `script`, a URL relative to the page;
    /// `on_message` gets every message of the worker (its [`LOADED`]
    /// included); `on_error` gets the message of every error the worker did
    /// not catch (a trap of its wasm), from this worker only: an error of a
    /// worker already dropped never reaches the owner of a new one.
    pub fn spawn(
        script: &str,
        on_message: Box<dyn Fn(JsValue)>,
        on_error: Box<dyn Fn(String)>,
    ) -> Bridge {
        let worker = Worker::new(&loader_url(script)).expect("a web worker");
        let queue = Rc::new(RefCell::new(Some(Vec::new())));
        let on_message = {
            let worker = worker.clone();
            let queue = queue.clone();
            Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
                let message = event.data();
                if message.as_string().as_deref() == Some(LOADED) {
                    for held in queue.borrow_mut().take().unwrap_or_default() {
                        let _ = worker.post_message(&held);
                    }
                }
                on_message(message);
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let on_error = Closure::<dyn Fn(ErrorEvent)>::new(move |event: ErrorEvent| {
            on_error(event.message());
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Bridge {
            worker,
            queue,
            _on_message: on_message,
            _on_error: on_error,
        }
    }

    /// Sends `message` (held until the worker listens).
    pub fn send(&self, message: JsValue) {
        match self.queue.borrow_mut().as_mut() {
            Some(held) => held.push(message),
            None => {
                let _ = self.worker.post_message(&message);
            }
        }
    }

    /// Ends the worker at once, whatever it is doing (a worker that no
    /// longer answers would never read [`CLOSE`](crate::protocol::CLOSE)).
    pub fn terminate(self) {
        self.worker.terminate();
    }
}

impl Drop for Bridge {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        if self.queue.borrow().is_some() {
            // Not started yet: it has nothing to finish.
            self.worker.terminate();
        } else {
            self.send(JsValue::from_str(CLOSE));
        }
    }
}

/// A script that loads the worker's wasm: trunk's worker script only
/// defines `wasm_bindgen`, which must be called with the wasm's URL (in an
/// object: the bare URL is wasm-bindgen's deprecated form, which warns in
/// the console).
fn loader_url(script: &str) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let js = web_sys::Url::new_with_base(script, &href)
        .map(|u| u.href())
        .unwrap_or_else(|_| script.to_string());
    let wasm = format!("{}_bg.wasm", js.strip_suffix(".js").unwrap_or(&js));
    // `href` is percent-encoded: no quote can end the strings early.
    let loader = format!(r#"importScripts("{js}");wasm_bindgen({{module_or_path:"{wasm}"}});"#);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/javascript");
    web_sys::Blob::new_with_str_sequence_and_options(&Array::of1(&loader.into()), &options)
        .and_then(|blob| web_sys::Url::create_object_url_with_blob(&blob))
        .expect("a script for the worker")
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// In a worker: calls `on_request` with every request of the page until the
/// page says [`CLOSE`]; first tells the page that the worker has started. A
/// message that is not a request of `P` is answered with
/// [`FromWorker::Unreadable`] (and logged), never dropped in silence.
pub fn serve<P: Protocol>(on_request: impl Fn(P::Request) + 'static) {
    let handler = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        match read::<ToWorker<P::Request>>(&event.data()) {
            Ok(ToWorker::Close) => scope().close(),
            Ok(ToWorker::Request(request)) => on_request(request),
            Err(e) => {
                web_sys::console::error_1(
                    &format!("{}: unreadable request: {e}", P::SCRIPT).into(),
                );
                send(FromWorker::<P::Reply>::Unreadable(e.0).encode());
            }
        }
    });
    scope().set_onmessage(Some(handler.as_ref().unchecked_ref()));
    // Listens for the worker's whole life.
    handler.forget();
    send(FromWorker::<P::Reply>::Loaded.encode());
}

/// In a worker: sends `reply` to the page.
pub fn post<P: Protocol>(reply: &P::Reply) {
    send(reply.encode());
}

fn send(message: Value) {
    let _ = scope().post_message(&to_js(&message));
}
