//! The one way a page keeps its state: a [`Machine`], pure, takes the
//! events of the page (what the learner does, what its workers and timers
//! report) and answers with commands (start a worker, stop it, run a
//! timer…), which the page's hook (`hooks::use_machine`) carries out with
//! small effect runners. Every policy of a page is in its machine, tested
//! natively: events in, state and commands out.
//!
//! The runtime runs a [`TimedMachine`]: each event comes with its time, and
//! the machine says whether it changed what the page shows. Every
//! [`Machine`] is one (its events at any time, each a change); the count
//! page's machine ([`super::count::machine::Counter`]) is one of its own,
//! whose policies depend on the time (progress, estimates) and whose clock's
//! ticks must not redraw the page for nothing (a render takes time from its
//! workers).

/// A page's state and its policy.
pub trait Machine {
    /// What happens to the page.
    type Event;
    /// What the page must do for the machine, in order.
    type Command;

    /// Takes `event`: the commands to carry out, in order.
    fn handle(&mut self, event: Self::Event) -> Vec<Self::Command>;

    /// The page is left (its effects are dropped: workers closed, timers
    /// stopped): the state as the page's next visit shows it, for a machine
    /// kept across visits. By default as it is.
    fn leave(&mut self) {}
}

/// A page's state and its policy in time: what `hooks::use_machine` runs.
pub trait TimedMachine {
    /// What happens to the page.
    type Event;
    /// What the page must do for the machine, in order.
    type Command;

    /// Takes `event`, come at `now` (the page's clock, in ms): whether what
    /// the page shows changed (it is drawn again only then), and the
    /// commands to carry out, in order.
    fn update(&mut self, event: Self::Event, now: f64) -> (bool, Vec<Self::Command>);

    /// See [`Machine::leave`].
    fn leave(&mut self) {}
}

impl<M: Machine> TimedMachine for M {
    type Event = M::Event;
    type Command = M::Command;

    fn update(&mut self, event: M::Event, _now: f64) -> (bool, Vec<M::Command>) {
        (true, self.handle(event))
    }

    fn leave(&mut self) {
        Machine::leave(self)
    }
}

/// How a page's machine takes its link: the part of the address that
/// names the page's place, which the shell holds (derived from the machine,
/// which says where its place moved) and hands back to it before the page
/// is drawn (`hooks::Machinery::take_link`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// The machine is new (the app's first render on the page, or its
    /// first visit): the link opens it, what the browser kept filling what
    /// the link does not name.
    Open,
    /// The address was restored (Back, Forward) or another page opened this
    /// one on a place since the machine last took its link: the link is
    /// one moment, taken as it is.
    Restore,
    /// The link moved otherwise (another page moved it, or it comes back
    /// with the machine's own place): the machine goes where it differs.
    Follow,
}

/// A timer's command: an event [`Tick`] every `ms`, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timer {
    Every(u32),
    Off,
}

/// A timer's event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tick;
