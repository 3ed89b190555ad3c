//! The one runtime of every page's state machine (`domain::machine`):
//! [`use_machine`] runs the machine, the effects that carry out its
//! commands (named `…Effects`; `()` for a machine that commands nothing),
//! the time of each event and the page's redraw, for the page's life or
//! kept across visits ([`Life`]). Events go through a queue, so that an event
//! emitted while a command runs (a worker that answers at once) is handled
//! after it, never inside it.
//!
//! The machines whose link the address names are the shell's
//! ([`use_shell_machine`]: the stepper's, the count page's): they live for
//! the app's life, the shell writes the address from their state and sends
//! them its own moves of their links (opening, Back, Forward, another
//! page's move) as events, so that each `n` has one owner. Their effects
//! live while their page is shown ([`use_shown`]); the commands that come
//! while it is not wait for it. The learn page's machine lives in the
//! extra wasm: it says where its link should point, by a command the
//! page's effects pass on to the shell, and takes the link from the shell
//! before drawing only when the shell moved it ([`Runtime::take_link`],
//! [`Orders`]), never its own moves back.

use std::any::{Any, TypeId};
use std::cell::{Cell, OnceCell, Ref, RefCell};
use std::convert::Infallible;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Interval;
use yew::prelude::*;

use crate::domain::machine::{Orders, Taken, Tick, TimedMachine, Timer, Waiting};
use crate::workers::clock::now;

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
pub trait Effects<M: TimedMachine> {
    /// The effects of a machine of the shell's ([`use_shell_machine`]):
    /// known when compiled, so that a page's runtime (every one of the
    /// extra wasm's) carries none of the code that only the shell's
    /// machines run (commands waiting for their page, the shell's watch).
    const SHELL: bool = false;
    fn run(&mut self, command: M::Command, events: &Events<M::Event>);
}

/// A timer for a machine whose commands are [`Timer`]s: its ticks come as
/// [`Tick`] events.
#[derive(Default)]
pub struct TimerEffects(Option<Interval>);

impl TimerEffects {
    /// Ticks to `events` as `timer` says.
    pub fn set<E: From<Tick> + 'static>(&mut self, timer: Timer, events: &Events<E>) {
        let events = events.clone();
        self.0 = match timer {
            Timer::Every(ms) => Some(Interval::new(ms, move || events.send(Tick))),
            Timer::Off => None,
        };
    }
}

impl<M: TimedMachine<Command = Timer>> Effects<M> for TimerEffects
where
    M::Event: From<Tick> + 'static,
{
    fn run(&mut self, command: Timer, events: &Events<M::Event>) {
        self.set(command, events);
    }
}

/// The effects of a machine that asks for none (its commands are
/// [`Infallible`]: its state is all its page draws, the page's controls and
/// what they chose).
impl<M: TimedMachine<Command = Infallible>> Effects<M> for () {
    fn run(&mut self, command: Infallible, _: &Events<M::Event>) {
        match command {}
    }
}

/// A page's machine and its effects, for the page's life.
pub struct Runtime<M: TimedMachine, X> {
    machine: RefCell<M>,
    /// The events that came while one was handled, in their order.
    pending: RefCell<Vec<M::Event>>,
    /// `None` once the page is left (a shell's machine: while its page is
    /// not shown).
    effects: RefCell<Option<X>>,
    /// Makes the effects (a shell's machine: each time its page is shown).
    make_effects: fn() -> X,
    /// The commands of a shell's machine that came while its page was not
    /// shown, the last of each kind ([`Waiting`]): carried out when it is,
    /// before what the machine's state starts ([`TimedMachine::enter`]).
    waiting: RefCell<Waiting<M::Command>>,
    /// Told the machine after each event that changed it (the shell
    /// follows its machines' links, [`Runtime::redraw_when`]).
    watch: RefCell<Option<Watch<M>>>,
    events: Events<M::Event>,
    redraw: RefCell<Option<UseForceUpdateHandle>>,
    /// The shell's orders when the machine last took its link (`None`: it
    /// never took one). Kept with a kept machine.
    taken: Cell<Option<Orders>>,
    /// One callback for the machine's events, made when first asked for.
    sender: OnceCell<Callback<M::Event>>,
    /// Makes the machine.
    init: fn() -> M,
    /// Keeps the machine for the page's next visit when it is left (a
    /// machine kept across visits).
    keep: Option<Keep<M>>,
}

/// What the shell is told of a machine after each event that changed it.
type Watch<M> = Box<dyn Fn(&M)>;

/// A machine kept while its page is not shown, and the shell's orders
/// when it last took its link.
type Kept<M> = (M, Option<Orders>);

impl<M: TimedMachine + 'static, X: Effects<M> + 'static> Runtime<M, X> {
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

    /// Handles `event` while the page is drawn (what its props say, such
    /// as the board of the count page's link after Back): as [`Self::send`],
    /// without drawing the page again for it.
    pub fn take_props(&self, event: M::Event) {
        self.dispatch(event, false);
    }

    /// One callback for the machine's events, the same for the page's life
    /// (so that the parts that take it keep equal props).
    pub fn sender(&self) -> Callback<M::Event> {
        let events = &self.events;
        self.sender
            .get_or_init(|| {
                let events = events.clone();
                Callback::from(move |event| events.send(event))
            })
            .clone()
    }

    /// Hands the machine its link before drawing, as `event(how, link)`
    /// says it, when the shell moved it since the machine last took it
    /// (`orders`, see [`Orders::taken`]): the page's first render on a new
    /// machine, Back, Forward, another page's move. Called at each render;
    /// a link that only follows the machine's own moves (the address the
    /// shell wrote from them) is never handed back.
    pub fn take_link<L>(&self, orders: Orders, link: &L, event: impl FnOnce(Taken, L) -> M::Event)
    where
        L: Clone,
    {
        if let Some(how) = orders.taken(self.taken.get()) {
            self.taken.set(Some(orders));
            self.take_props(event(how, link.clone()));
        }
    }

    /// Runs `f` on the effects while the page is shown (and they are not
    /// busy carrying out a command).
    pub fn with_effects(&self, f: impl FnOnce(&mut X)) {
        if let Ok(mut effects) = self.effects.try_borrow_mut() {
            if let Some(effects) = effects.as_mut() {
                f(effects);
            }
        }
    }

    /// The page is shown, with new effects: they carry out what the machine
    /// asks to start ([`TimedMachine::enter`]), before the page's first
    /// render reads its state.
    fn enter(&self) {
        let mut commands = match X::SHELL {
            true => self.waiting.borrow_mut().take(),
            false => Vec::new(),
        };
        commands.extend(self.machine.borrow_mut().enter());
        if let Some(effects) = self.effects.borrow_mut().as_mut() {
            for command in commands {
                effects.run(command, &self.events);
            }
        }
        for event in std::mem::take(&mut *self.pending.borrow_mut()) {
            self.dispatch(event, false);
        }
    }

    /// Handles `event`, and every event that comes while it is handled;
    /// with `redraw`, redraws the page once after them if one changed it.
    fn dispatch(&self, event: M::Event, redraw: bool) {
        let mut changed = false;
        {
            let Ok(mut effects) = self.effects.try_borrow_mut() else {
                // Busy: the loop below, further up the stack, takes it.
                self.pending.borrow_mut().push(event);
                return;
            };
            // The page is gone (a shell's machine: not shown, its commands
            // wait for it).
            let mut effects = effects.as_mut();
            if effects.is_none() && !X::SHELL {
                return;
            }
            let mut events = vec![event];
            while !events.is_empty() {
                for event in events {
                    let (c, commands) = self.machine.borrow_mut().update(event, now());
                    changed |= c;
                    match effects.as_mut() {
                        Some(effects) => {
                            for command in commands {
                                effects.run(command, &self.events);
                            }
                        }
                        None if X::SHELL => {
                            let mut waiting = self.waiting.borrow_mut();
                            for command in commands {
                                waiting.push(command);
                            }
                        }
                        None => {}
                    }
                }
                // The events that came meanwhile, in their order.
                events = std::mem::take(&mut *self.pending.borrow_mut());
            }
        }
        if !changed {
            return;
        }
        if X::SHELL {
            if let Some(watch) = self.watch.borrow().as_ref() {
                watch(&self.machine.borrow());
            }
        }
        if let Some(redraw) = self.redraw.borrow().as_ref().filter(|_| redraw) {
            redraw.force_update();
        }
    }

    /// A shell's machine: its page is shown, with new effects (`set` as the
    /// page sets them), which carry out the commands that waited for it and what the machine's state
    /// starts.
    fn show(&self, set: impl FnOnce(&mut X)) {
        let mut effects = (self.make_effects)();
        set(&mut effects);
        *self.effects.borrow_mut() = Some(effects);
        self.enter();
    }

    /// A shell's machine: its page is left. Its effects go (workers close,
    /// timers stop), the machine stays with the shell as
    /// [`TimedMachine::leave`] makes it for the next visit.
    fn hide(&self) {
        self.redraw.borrow_mut().take();
        if let Ok(mut effects) = self.effects.try_borrow_mut() {
            effects.take();
        }
        self.machine.borrow_mut().leave();
    }

    /// Redraws the shell (`redraw`) whenever `of` the machine changed:
    /// the shell follows the machine's link (the address is written from
    /// it).
    pub fn redraw_when<L: PartialEq + 'static>(
        &self,
        of: fn(&M) -> L,
        redraw: UseForceUpdateHandle,
    ) {
        let last = RefCell::new(of(&self.machine.borrow()));
        *self.watch.borrow_mut() = Some(Box::new(move |machine| {
            let now = of(machine);
            if *last.borrow() != now {
                *last.borrow_mut() = now;
                redraw.force_update();
            }
        }));
    }
}

/// A runtime is equal to itself alone (a page's props name the shell's
/// machine it draws).
impl<M: TimedMachine, X> PartialEq for Runtime<M, X> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

/// Runs a machine of the shell's (the stepper's, the count page's) for the
/// app's life: `init` makes it, `effects` makes what carries out its
/// commands each time its page is shown ([`use_shown`]). While its page is
/// not shown it takes the shell's events; its commands wait for the page.
#[hook]
pub fn use_shell_machine<M, X>(init: fn() -> M, effects: fn() -> X) -> Rc<Runtime<M, X>>
where
    M: TimedMachine + 'static,
    X: Effects<M> + 'static,
{
    const {
        assert!(
            X::SHELL,
            "a shell's machine has the shell's effects (Effects::SHELL)"
        )
    };
    (*use_memo((), move |_| {
        Runtime::new((init, init()), effects, (None, None))
    }))
    .clone()
}

/// The page of a machine of the shell's ([`use_shell_machine`]) is shown
/// while the component that calls this is: the machine's effects are made
/// (and `set`, as at each render, before they carry out anything) before
/// its first render reads the machine's state, and go when it is left;
/// the machine's changes redraw it.
#[hook]
pub fn use_shown<M, X>(runtime: &Rc<Runtime<M, X>>, set: impl FnOnce(&mut X))
where
    M: TimedMachine + 'static,
    X: Effects<M> + 'static,
{
    let redraw = use_force_update();
    *runtime.redraw.borrow_mut() = Some(redraw);
    let shown = use_mut_ref(|| false);
    if shown.replace(true) {
        runtime.with_effects(set);
    } else {
        runtime.show(set);
    }
    let runtime = runtime.clone();
    use_effect_with((), move |_| move || runtime.hide());
}

impl<M: TimedMachine + 'static, X: Effects<M> + 'static> Runtime<M, X> {
    /// A runtime of `machine`, which `init` makes anew (`taken`: the
    /// shell's orders when it last took its link; `keep`: how it is kept
    /// across visits); a shell's machine has no effects until its page is
    /// shown.
    fn new(
        (init, machine): (fn() -> M, M),
        effects: fn() -> X,
        (taken, keep): (Option<Orders>, Option<Keep<M>>),
    ) -> Rc<Self> {
        Rc::new_cyclic(|weak: &Weak<Runtime<M, X>>| {
            let weak = weak.clone();
            Runtime {
                machine: RefCell::new(machine),
                taken: Cell::new(taken),
                sender: OnceCell::new(),
                pending: RefCell::default(),
                effects: RefCell::new((!X::SHELL).then(effects)),
                make_effects: effects,
                waiting: RefCell::default(),
                watch: RefCell::default(),
                events: Events(Rc::new(move |event| {
                    if let Some(m) = weak.upgrade() {
                        m.dispatch(event, true);
                    }
                })),
                redraw: RefCell::default(),
                init,
                keep,
            }
        })
    }
}

thread_local! {
    /// The machines kept while their page is not shown, one of each type.
    static KEPT: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

/// The machine of type `M` kept at the last visit, taken out.
fn take_kept<M: 'static>() -> Option<M> {
    take_kept_of(TypeId::of::<M>())
        .and_then(|m| m.downcast().ok())
        .map(|m| *m)
}

/// The machine kept of the type `id` (not generic: compiled once).
fn take_kept_of(id: TypeId) -> Option<Box<dyn Any>> {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        let at = kept.iter().position(|m| (**m).type_id() == id)?;
        Some(kept.swap_remove(at))
    })
}

fn put_kept<M: 'static>(machine: M) {
    KEPT.with(|kept| kept.borrow_mut().push(Box::new(machine)));
}

/// How long a page's machine lives.
pub enum Life<M> {
    /// The page's life: leaving the page drops the effects (workers close,
    /// timers stop) and the machine.
    Page,
    /// Kept across visits ([`Life::kept`]): the machine of its type kept at
    /// the last visit comes back, and leaving the page keeps it as
    /// [`TimedMachine::leave`] makes it for the next visit (the effects go
    /// as with [`Life::Page`]).
    Kept(Keeping<M>),
}

impl<M: TimedMachine + 'static> Life<M> {
    /// [`Life::Kept`]. (Its functions are made only for the machines kept,
    /// which keeps the others' code small.)
    pub fn kept() -> Life<M> {
        Life::Kept(Keeping {
            take: take_kept::<Kept<M>>,
            keep: keep::<M>,
        })
    }
}

/// How a machine kept across visits is taken back, and kept.
pub struct Keeping<M> {
    take: fn() -> Option<Kept<M>>,
    keep: Keep<M>,
}

impl<M> Clone for Keeping<M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M> Copy for Keeping<M> {}

/// Keeps the machine of `cell` for the next visit (leaving a new one made
/// by `init` in its place), with the shell's orders when it last took its
/// link.
type Keep<M> = fn(&RefCell<M>, fn() -> M, Option<Orders>);

fn keep<M: TimedMachine + 'static>(cell: &RefCell<M>, init: fn() -> M, taken: Option<Orders>) {
    let mut machine = cell.replace(init());
    machine.leave();
    put_kept((machine, taken));
}

/// Runs a page's machine, for `life`: `init` makes it (unless a kept one
/// comes back), `effects` carries out its commands (`|| ()` for a machine
/// that commands none).
#[hook]
pub fn use_machine<M, X>(life: Life<M>, init: fn() -> M, effects: fn() -> X) -> Rc<Runtime<M, X>>
where
    M: TimedMachine + 'static,
    X: Effects<M> + 'static,
{
    const {
        assert!(
            !X::SHELL,
            "a page's machine has a page's effects (Effects::SHELL)"
        )
    };
    let keeping = match life {
        Life::Page => None,
        Life::Kept(keeping) => Some(keeping),
    };
    let redraw = use_force_update();
    let made = use_any_runtime(Box::new(move || {
        let (machine, taken) = keeping
            .and_then(|k| (k.take)())
            .unwrap_or_else(|| (init(), None));
        let kept = keeping.map(|k| k.keep);
        let runtime = Runtime::new((init, machine), effects, (taken, kept));
        runtime.enter();
        runtime as Rc<dyn AnyRuntime>
    }));
    let runtime = made
        .any()
        .downcast::<Runtime<M, X>>()
        .unwrap_or_else(|_| unreachable!("a page's hook runs one kind of machine"));
    *runtime.redraw.borrow_mut() = Some(redraw);
    runtime
}

/// What the page's hook keeps of a runtime, whatever its machine: one
/// hook's code for every kind of machine ([`use_any_runtime`]).
trait AnyRuntime {
    /// The runtime itself.
    fn any(self: Rc<Self>) -> Rc<dyn Any>;
    /// The page is left.
    fn leave(&self);
}

impl<M: TimedMachine + 'static, X: Effects<M> + 'static> AnyRuntime for Runtime<M, X> {
    fn any(self: Rc<Self>) -> Rc<dyn Any> {
        self
    }

    fn leave(&self) {
        leave(self)
    }
}

/// The page's runtime, made by `make` on the page's first render and left
/// with the page. Not generic, so that its hooks are compiled once, not
/// once for each kind of machine.
#[hook]
fn use_any_runtime(make: Box<dyn FnOnce() -> Rc<dyn AnyRuntime>>) -> Rc<dyn AnyRuntime> {
    let made = (*use_memo((), move |_| make())).clone();
    {
        let made = made.clone();
        use_effect_with((), move |_| move || made.leave());
    }
    made
}

/// The page is left: its effects go, its machine is kept if it is to be.
fn leave<M: TimedMachine + 'static, X: Effects<M> + 'static>(m: &Runtime<M, X>) {
    m.redraw.borrow_mut().take();
    // Dropping the runners closes their workers and stops their timers.
    if let Ok(mut effects) = m.effects.try_borrow_mut() {
        effects.take();
    }
    if let Some(keep) = m.keep {
        keep(&m.machine, m.init, m.taken.get());
    }
}
