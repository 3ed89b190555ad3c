//! The one way a page keeps its state: a [`Machine`], pure, takes the
//! events of the page (what the learner does, what its workers and timers
//! report) and answers with commands (start a worker, stop it, run a
//! timer…), which the page's hook (`hooks::use_machine`) carries out with
//! small effect runners. Every policy of a page is in its machine, tested
//! natively: events in, state and commands out.
//!
//! The count page's machine ([`super::count::machine::Counter`]) has the
//! same shape with the time of each event added (its own hook,
//! `hooks::use_counter`, also probes the GPU and follows the page's link).

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

/// A timer's command: an event [`Tick`] every `ms`, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timer {
    Every(u32),
    Off,
}

/// A timer's event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tick;
