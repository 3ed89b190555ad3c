//! The page's side of a worker, written once for the count pool, the GPU
//! engine, the lab and the records page: a [`Bridge`] started when first
//! needed, the run its answers must belong to (answers of older runs are
//! dropped), stopping by dropping,
//! and a watchdog ([`crate::domain::watchdog`]): a worker that owes answers
//! and stays silent longer than its [`Patience`] allows is terminated (a
//! hung worker would not read a request to close) and reported to the
//! owner, who decides what becomes of its work.

use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Interval;
use wasm_bindgen::JsValue;

use super::clock::now;
use super::protocol::{Answer, FromWorker, Message, Protocol, LOADED};
use super::wire::{self, Bridge};
use crate::domain::watchdog::{Patience, Watchdog, CHECK_MS};

/// The page's end of one worker of protocol `P` (see the module's
/// documentation). Dropping it closes the worker and drops its answers.
///
/// Only its constructor and the thin typed wrappers are generic: requests
/// are sent as the messages they are written to, so that the
/// client's code is in the wasm once, whatever worker it talks to.
pub struct Client<P: Protocol> {
    shared: Rc<RefCell<Shared>>,
    _protocol: PhantomData<fn(P)>,
}

/// What an answer says of itself to the client: its run and whether it ends
/// a request. Its decoding and delivery are the owner's ([`Client::new`]).
type Deliver = Rc<dyn Fn(&JsValue, &mut dyn FnMut(Option<u32>, bool) -> bool)>;

struct Shared {
    bridge: Option<Bridge>,
    /// Starts a new worker whose messages come to this client.
    spawn: Box<dyn Fn() -> Bridge>,
    patience: Patience,
    run: u32,
    /// Requests of the current run sent and not answered.
    owed: usize,
    watchdog: Watchdog,
    ticker: Option<Interval>,
    on_silent: Rc<dyn Fn()>,
    /// Gets the message of an error the worker did not catch (see
    /// [`Client::on_crash`]).
    on_crash: Option<Rc<dyn Fn(String)>>,
}

impl<P: Protocol> Client<P> {
    /// A client of the worker of `P` (started by the first request, or by
    /// [`Client::spawn`]). `on_reply` gets the answers of the current run
    /// and those about no run, and an error (also logged) for every message
    /// of the worker that is not an answer of `P` or that says the worker
    /// could not read a request: nothing is dropped in silence. `on_silent`
    /// is called when the watchdog has terminated a silent worker (the next
    /// request starts a new one).
    pub fn new(
        patience: Patience,
        on_reply: impl Fn(Result<P::Reply, String>) + 'static,
        on_silent: impl Fn() + 'static,
    ) -> Client<P> {
        let deliver: Deliver =
            Rc::new(
                move |message, accept| match wire::read::<FromWorker<P::Reply>>(message) {
                    Ok(FromWorker::Loaded) => {}
                    Ok(FromWorker::Reply(answer)) => {
                        if accept(answer.run(), answer.ends_request()) {
                            on_reply(Ok(answer));
                        }
                    }
                    Ok(FromWorker::Unreadable(why)) => on_reply(Err(broken(
                        P::SCRIPT,
                        "could not read a request of the page",
                        &why,
                    ))),
                    Err(e) => on_reply(Err(broken(
                        P::SCRIPT,
                        "sent a message the page could not read",
                        &e.0,
                    ))),
                },
            );
        Client {
            shared: with(P::SCRIPT, patience, deliver, Rc::new(on_silent)),
            _protocol: PhantomData,
        }
    }

    /// Sends `request` (starting the worker if needed), which may take up to
    /// `expected_ms` (0 when unknown): the watchdog waits for its answer.
    pub fn send(&self, request: &P::Request, expected_ms: f64) {
        send_message(&self.shared, wire::to_js(&request.encode()), expected_ms);
    }
}

/// The message of a worker's broken exchange, logged.
fn broken(script: &str, what: &str, why: &str) -> String {
    let message = format!("{script} {what}: {why}");
    web_sys::console::error_1(&message.as_str().into());
    message
}

/// The shared state of a new client (see [`Client::new`]).
fn with(
    script: &'static str,
    patience: Patience,
    deliver: Deliver,
    on_silent: Rc<dyn Fn()>,
) -> Rc<RefCell<Shared>> {
    Rc::new_cyclic(|weak: &Weak<RefCell<Shared>>| {
        let weak = weak.clone();
        let spawn = move || {
            let (weak, deliver, crashed) = (weak.clone(), deliver.clone(), weak.clone());
            let on_message = move |message: JsValue| {
                let Some(shared) = weak.upgrade() else { return };
                if message.as_string().as_deref() == Some(LOADED) {
                    shared.borrow_mut().watchdog.started(now());
                }
                deliver(&message, &mut |run, ends_request| {
                    shared.borrow_mut().accept(run, ends_request)
                });
            };
            let on_error = move |message| {
                let on_crash = crashed.upgrade().and_then(|s| s.borrow().on_crash.clone());
                if let Some(on_crash) = on_crash {
                    on_crash(message);
                }
            };
            Bridge::spawn(script, Box::new(on_message), Box::new(on_error))
        };
        RefCell::new(Shared {
            bridge: None,
            spawn: Box::new(spawn),
            patience,
            run: 0,
            owed: 0,
            watchdog: Watchdog::new(patience),
            ticker: None,
            on_silent,
            on_crash: None,
        })
    })
}

impl<P: Protocol> Client<P> {
    /// Passes `on_crash` the message of every error that the client's worker
    /// does not catch (a trap of its wasm), and only its own: an error of a
    /// worker the client no longer holds (stopped, or terminated by the
    /// watchdog) is not passed on. Without it such errors are left to the
    /// watchdog (a crashed worker is silent).
    pub fn on_crash(self, on_crash: impl Fn(String) + 'static) -> Client<P> {
        self.shared.borrow_mut().on_crash = Some(Rc::new(on_crash));
        self
    }

    /// Starts the worker now if it is not running (to have it warm).
    pub fn spawn(&self) {
        self.shared.borrow_mut().ensure_bridge();
    }

    /// The current run.
    pub fn run(&self) -> u32 {
        self.shared.borrow().run
    }

    /// From now on only answers of run `run` (and about no run) are passed
    /// on; what was owed for earlier runs is forgotten.
    pub fn begin(&self, run: u32) {
        let mut s = self.shared.borrow_mut();
        s.run = run;
        s.owed = 0;
        s.watchdog.forgive();
        s.ticker = None;
    }

    /// [`Client::begin`] with the run after the current one, returned.
    pub fn next_run(&self) -> u32 {
        let run = self.run().wrapping_add(1);
        self.begin(run);
        run
    }

    /// Stops the worker: it closes after what it was sent (its answers are
    /// dropped). The next request starts a new
    /// worker.
    pub fn stop(&self) {
        let run = self.run();
        self.begin(run.wrapping_add(1));
        let bridge = self.shared.borrow_mut().bridge.take();
        drop(bridge);
    }

    /// Has the worker said that it listens?
    pub fn is_started(&self) -> bool {
        self.shared.borrow().watchdog.is_started()
    }
}

fn send_message(shared: &Rc<RefCell<Shared>>, message: JsValue, expected_ms: f64) {
    let weak = Rc::downgrade(shared);
    let mut s = shared.borrow_mut();
    s.ensure_bridge();
    if let Some(bridge) = &s.bridge {
        bridge.send(message);
    }
    s.owed += 1;
    s.watchdog.sent(now(), expected_ms);
    if s.ticker.is_none() {
        s.ticker = Some(Interval::new(CHECK_MS as u32, move || check(&weak)));
    }
}

impl Shared {
    fn ensure_bridge(&mut self) {
        if self.bridge.is_none() {
            self.bridge = Some((self.spawn)());
            self.watchdog = Watchdog::new(self.patience);
        }
    }

    /// Is an answer of run `run` to be passed on? Counts it.
    fn accept(&mut self, run: Option<u32>, ends_request: bool) -> bool {
        if run.is_some_and(|r| r != self.run) {
            return false;
        }
        if ends_request {
            self.owed = self.owed.saturating_sub(1);
        }
        self.watchdog.heard(now(), self.owed > 0);
        if self.owed == 0 {
            self.ticker = None;
        }
        true
    }
}

/// The watchdog's check: a silent worker is terminated and reported.
fn check(weak: &Weak<RefCell<Shared>>) {
    let Some(shared) = weak.upgrade() else { return };
    let on_silent = {
        let mut s = shared.borrow_mut();
        if !s.watchdog.silent(now()) {
            return;
        }
        if let Some(bridge) = s.bridge.take() {
            bridge.terminate();
        }
        s.owed = 0;
        s.ticker = None;
        s.on_silent.clone()
    };
    on_silent();
}
