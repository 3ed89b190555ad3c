//! How the page and its workers talk: a [`Bridge`] on the page's side,
//! [`serve`] and [`post`] on the worker's side, and messages that are plain
//! JavaScript arrays.
//!
//! A message is an array of numbers, strings, `null`s and `Uint32Array`s,
//! written and read field by field with [`Writer`] and [`Reader`] (each
//! message type has a `to_message` and a `from_message`). `postMessage`
//! copies such an array as it is, so no serialization library is needed,
//! and the page's wasm stays small. Counts (`u64`) travel as decimal
//! strings: a JavaScript number is exact only up to 2^53, and the counts of
//! the largest boards are above it.
//!
//! Two strings are the protocol itself: a worker says [`LOADED`] once it
//! has started (the bridge holds back what the page sends until then), and
//! the page says [`CLOSE`] when it drops the bridge: the worker first
//! answers what it was sent before, then closes.

use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;

use js_sys::{Array, Uint32Array};
use solver::count::Classes;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, ErrorEvent, MessageEvent, Worker};

/// Sent by a worker once it listens.
pub const LOADED: &str = "loaded";
/// Sent by the page when it no longer needs the worker.
pub const CLOSE: &str = "close";

/// A message type that goes between the page and a worker.
pub trait Message: Sized {
    fn to_message(&self) -> JsValue;
    /// `None` for anything that is not a message of this type.
    fn from_message(message: &JsValue) -> Option<Self>;
}

/// Writes the fields of a message in order.
#[derive(Default)]
pub struct Writer(Array);

impl Writer {
    pub fn new() -> Writer {
        Writer(Array::new())
    }

    fn push(self, value: JsValue) -> Writer {
        self.0.push(&value);
        self
    }

    pub fn number(self, value: f64) -> Writer {
        self.push(JsValue::from_f64(value))
    }

    pub fn u32(self, value: u32) -> Writer {
        self.number(f64::from(value))
    }

    pub fn bool(self, value: bool) -> Writer {
        self.push(JsValue::from_bool(value))
    }

    pub fn str(self, value: &str) -> Writer {
        self.push(JsValue::from_str(value))
    }

    /// As a decimal string (exact beyond 2^53).
    pub fn u64(self, value: u64) -> Writer {
        self.str(&value.to_string())
    }

    pub fn words(self, value: &[u32]) -> Writer {
        self.push(Uint32Array::from(value).into())
    }

    /// A count's classes: `c1, c2, c4, c8, c8_boards`, each as [`Writer::u64`].
    pub fn classes(self, c: &Classes) -> Writer {
        self.u64(c.c1)
            .u64(c.c2)
            .u64(c.c4)
            .u64(c.c8)
            .u64(c.c8_boards)
    }

    /// `null` for `None`, else what `write` writes.
    pub fn option<T>(self, value: Option<T>, write: impl FnOnce(Writer, T) -> Writer) -> Writer {
        match value {
            Some(v) => write(self, v),
            None => self.push(JsValue::NULL),
        }
    }

    pub fn finish(self) -> JsValue {
        self.0.into()
    }
}

/// Reads the fields of a message in the order they were written; every
/// read is `None` when the field is missing or of another type.
pub struct Reader {
    fields: Array,
    next: u32,
}

impl Reader {
    /// `None` unless `message` is an array.
    pub fn new(message: &JsValue) -> Option<Reader> {
        let fields = message.dyn_ref::<Array>()?.clone();
        Some(Reader { fields, next: 0 })
    }

    fn next(&mut self) -> JsValue {
        let value = self.fields.get(self.next);
        self.next += 1;
        value
    }

    pub fn number(&mut self) -> Option<f64> {
        self.next().as_f64()
    }

    pub fn u32(&mut self) -> Option<u32> {
        self.number().map(|v| v as u32)
    }

    pub fn bool(&mut self) -> Option<bool> {
        self.next().as_bool()
    }

    pub fn string(&mut self) -> Option<String> {
        self.next().as_string()
    }

    pub fn u64(&mut self) -> Option<u64> {
        self.string()?.parse().ok()
    }

    pub fn words(&mut self) -> Option<Vec<u32>> {
        Some(self.next().dyn_into::<Uint32Array>().ok()?.to_vec())
    }

    /// What [`Writer::classes`] wrote.
    pub fn classes(&mut self) -> Option<Classes> {
        Some(Classes {
            c1: self.u64()?,
            c2: self.u64()?,
            c4: self.u64()?,
            c8: self.u64()?,
            c8_boards: self.u64()?,
        })
    }

    /// `Some(None)` for a `null`, else what `read` reads.
    pub fn option<T>(&mut self, read: impl FnOnce(&mut Reader) -> Option<T>) -> Option<Option<T>> {
        if self.fields.get(self.next).is_null() {
            self.next += 1;
            return Some(None);
        }
        read(self).map(Some)
    }
}

/// The page's end of one worker: sends it `In` messages; its answers go to
/// the callback given to [`Bridge::spawn`], and so do its uncaught errors.
/// Dropping the bridge closes the worker (after it has answered what it was
/// sent) and drops its answers and its errors.
pub struct Bridge<In> {
    channel: Channel,
    _in: PhantomData<fn(In)>,
}

impl<In: Message> Bridge<In> {
    /// Starts the worker whose script (wasm-bindgen's `no-modules` output,
    /// as trunk builds a worker) is `script`, a URL relative to the page;
    /// `on_reply` gets every message of the worker that reads as an `Out`
    /// (its [`LOADED`] message included, where `Out` has a reading of it);
    /// `on_error` gets the message of every error the worker did not catch
    /// (a trap of its wasm), from this worker only: an error of a worker
    /// already dropped never reaches the owner of a new one.
    pub fn spawn<Out: Message + 'static>(
        script: &str,
        on_reply: impl Fn(Out) + 'static,
        on_error: impl Fn(String) + 'static,
    ) -> Bridge<In> {
        let on_message = move |message: JsValue| {
            if let Some(reply) = Out::from_message(&message) {
                on_reply(reply);
            }
        };
        Bridge {
            channel: Channel::spawn(script, Box::new(on_message), Box::new(on_error)),
            _in: PhantomData,
        }
    }

    pub fn send(&self, input: &In) {
        self.channel.post(input.to_message());
    }

    /// Ends the worker at once, whatever it is doing (a worker that no
    /// longer answers would never read [`CLOSE`]).
    pub fn terminate(self) {
        self.channel.worker.terminate();
    }
}

/// What a [`Bridge`] holds, whatever its message type (so that its code is
/// in the wasm once).
struct Channel {
    worker: Worker,
    /// What the page sent before the worker said [`LOADED`]; `None` since.
    queue: Rc<RefCell<Option<Vec<JsValue>>>>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(ErrorEvent)>,
}

impl Channel {
    fn spawn(
        script: &str,
        on_message: Box<dyn Fn(JsValue)>,
        on_error: Box<dyn Fn(String)>,
    ) -> Channel {
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
        Channel {
            worker,
            queue,
            _on_message: on_message,
            _on_error: on_error,
        }
    }

    fn post(&self, message: JsValue) {
        match self.queue.borrow_mut().as_mut() {
            Some(held) => held.push(message),
            None => {
                let _ = self.worker.post_message(&message);
            }
        }
    }
}

impl Drop for Channel {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        if self.queue.borrow().is_some() {
            // Not started yet: it has nothing to finish.
            self.worker.terminate();
        } else {
            self.post(JsValue::from_str(CLOSE));
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

/// In a worker: calls `on_request` with every message of the page until the
/// page says [`CLOSE`]; first tells the page that the worker has started.
pub fn serve<In: Message>(on_request: impl Fn(In) + 'static) {
    let handler = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let message = event.data();
        if message.as_string().as_deref() == Some(CLOSE) {
            scope().close();
        } else if let Some(request) = In::from_message(&message) {
            on_request(request);
        }
    });
    scope().set_onmessage(Some(handler.as_ref().unchecked_ref()));
    // Listens for the worker's whole life.
    handler.forget();
    post_str(LOADED);
}

/// In a worker: sends `message` to the page.
pub fn post(message: &impl Message) {
    let _ = scope().post_message(&message.to_message());
}

fn post_str(message: &str) {
    let _ = scope().post_message(&JsValue::from_str(message));
}
