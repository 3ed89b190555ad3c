//! The runtime of a page's state machine (`domain::machine`): the machine,
//! the effect runners that carry out its commands, and the page's redraw.
//! Events go through a queue, so that an event emitted while a command runs
//! (a worker that answers at once) is handled after it, never inside it.

use std::any::Any;
use std::cell::{Ref, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Interval;
use yew::prelude::*;

use crate::domain::machine::{Machine, Tick, Timer};

/// Sends events to a machine (the effect runners report with it); does
/// nothing once the page is gone.
pub struct Events<E>(Rc<dyn Fn(E)>);

impl<E> Clone for Events<E> {
    fn clone(&self) -> Self {
        Events(self.0.clone())
    }
}

impl<E: 'static> Events<E> {
    pub fn send(&self, event: impl Into<E>) {
        (self.0)(event.into())
    }
}

/// What carries out a machine's commands: workers, timers, storage.
pub trait Effects<M: Machine> {
    fn run(&mut self, command: M::Command, events: &Events<M::Event>);
}

/// A timer for a machine whose commands are [`Timer`]s: its ticks come as
/// [`Tick`] events.
#[derive(Default)]
pub struct Ticker(Option<Interval>);

impl<M: Machine<Command = Timer>> Effects<M> for Ticker
where
    M::Event: From<Tick> + 'static,
{
    fn run(&mut self, command: Timer, events: &Events<M::Event>) {
        let events = events.clone();
        self.0 = match command {
            Timer::Every(ms) => Some(Interval::new(ms, move || events.send(Tick))),
            Timer::Off => None,
        };
    }
}

/// A page's machine and its effects, for the page's life.
pub struct Machinery<M: Machine, X> {
    machine: RefCell<M>,
    pending: RefCell<VecDeque<M::Event>>,
    /// `None` once the page is left.
    effects: RefCell<Option<X>>,
    events: Events<M::Event>,
    redraw: RefCell<Option<UseForceUpdateHandle>>,
    /// Makes the machine; with `keep`, the machine is kept for the page's
    /// next visit when it is left.
    init: fn() -> M,
    keep: bool,
}

impl<M: Machine + 'static, X: Effects<M> + 'static> Machinery<M, X> {
    /// The state to draw.
    pub fn state(&self) -> Ref<'_, M> {
        self.machine.borrow()
    }

    /// Sends `event` to the machine.
    pub fn send(&self, event: M::Event) {
        self.events.send(event)
    }

    /// A callback that sends `event(value)` to the machine.
    pub fn callback<T: 'static>(&self, event: impl Fn(T) -> M::Event + 'static) -> Callback<T> {
        let events = self.events.clone();
        Callback::from(move |value| events.send(event(value)))
    }

    /// Handles `event`, and every event that comes while it is handled;
    /// redraws the page once after them.
    fn dispatch(&self, event: M::Event) {
        self.pending.borrow_mut().push_back(event);
        {
            // Busy: the loop below, further up the stack, takes the event.
            let Ok(mut effects) = self.effects.try_borrow_mut() else {
                return;
            };
            let Some(effects) = effects.as_mut() else {
                self.pending.borrow_mut().clear();
                return;
            };
            loop {
                let Some(event) = self.pending.borrow_mut().pop_front() else {
                    break;
                };
                let commands = self.machine.borrow_mut().handle(event);
                for command in commands {
                    effects.run(command, &self.events);
                }
            }
        }
        if let Some(redraw) = self.redraw.borrow().as_ref() {
            redraw.force_update();
        }
    }
}

thread_local! {
    /// The machines kept while their page is not shown, one of each type.
    static KEPT: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

/// The machine of type `M` kept at the last visit, taken out.
fn take_kept<M: 'static>() -> Option<M> {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        let at = kept.iter().position(|m| m.is::<M>())?;
        kept.swap_remove(at).downcast().ok().map(|m| *m)
    })
}

fn put_kept<M: 'static>(machine: M) {
    KEPT.with(|kept| kept.borrow_mut().push(Box::new(machine)));
}

/// Runs a page's machine for the page's life: `init` makes it (unless
/// `keep` and a machine of its type was kept at the last visit), `effects`
/// carries out its commands. Leaving the page drops the effects (workers
/// close, timers stop) and, with `keep`, keeps the machine as
/// [`Machine::leave`] makes it for the next visit.
#[hook]
pub fn use_machine<M, X>(keep: bool, init: fn() -> M, effects: fn() -> X) -> Rc<Machinery<M, X>>
where
    M: Machine + 'static,
    X: Effects<M> + 'static,
{
    let redraw = use_force_update();
    let machinery = use_memo((), move |_| {
        let machine = keep.then(take_kept::<M>).flatten().unwrap_or_else(init);
        Rc::new_cyclic(|weak: &Weak<Machinery<M, X>>| {
            let weak = weak.clone();
            Machinery {
                machine: RefCell::new(machine),
                pending: RefCell::default(),
                effects: RefCell::new(Some(effects())),
                events: Events(Rc::new(move |event| {
                    if let Some(m) = weak.upgrade() {
                        m.dispatch(event);
                    }
                })),
                redraw: RefCell::default(),
                init,
                keep,
            }
        })
    });
    *machinery.redraw.borrow_mut() = Some(redraw);
    let machinery: Rc<Machinery<M, X>> = (*machinery).clone();
    {
        let machinery = machinery.clone();
        use_effect_with((), move |_| move || leave(&machinery));
    }
    machinery
}

/// The page is left: its effects go, its machine is kept if it is to be.
fn leave<M: Machine + 'static, X: Effects<M> + 'static>(m: &Machinery<M, X>) {
    m.redraw.borrow_mut().take();
    m.pending.borrow_mut().clear();
    // Dropping the runners closes their workers and stops their timers.
    if let Ok(mut effects) = m.effects.try_borrow_mut() {
        effects.take();
    }
    if m.keep {
        let mut machine = m.machine.replace((m.init)());
        machine.leave();
        put_kept(machine);
    }
}
