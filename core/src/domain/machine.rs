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

    /// The page is shown, its effects new (a machine made for it, or one
    /// kept from the last visit): the commands that start what its state
    /// says is running (a timer). By default none.
    fn enter(&mut self) -> Vec<Self::Command> {
        Vec::new()
    }

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

    /// See [`Machine::enter`].
    fn enter(&mut self) -> Vec<Self::Command> {
        Vec::new()
    }

    /// See [`Machine::leave`].
    fn leave(&mut self) {}
}

impl<M: Machine> TimedMachine for M {
    type Event = M::Event;
    type Command = M::Command;

    fn update(&mut self, event: M::Event, _now: f64) -> (bool, Vec<M::Command>) {
        (true, self.handle(event))
    }

    fn enter(&mut self) -> Vec<M::Command> {
        Machine::enter(self)
    }

    fn leave(&mut self) {
        Machine::leave(self)
    }
}

/// How a page's machine takes a move of its link (the part of the address
/// that names the page's place) made by the shell itself: the app opened,
/// Back or Forward, another page's move. The machine's own moves never
/// come back to it. The shell keeps the stepper's and the count page's
/// machines and writes the address from them, so it sends them such a
/// move as an event; the learn page's machine lives in the extra wasm, so
/// the shell holds its link and hands it over only after a move of its own
/// ([`Orders`], `hooks::Runtime::take_link`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// The machine is new (the app opened, or the page's first visit): the
    /// link opens it, what the browser kept filling what the link does not
    /// name.
    Open,
    /// The address was restored (Back, Forward) or another page opened this
    /// one on a place since the machine last took its link: the link is
    /// one moment, taken as it is.
    Restore,
    /// Another page moved the link: the machine goes where it differs.
    Follow,
}

/// The shell's count of its own moves of the learn page's link (whose
/// machine lives in the extra wasm, out of the shell's reach): the machine
/// takes its link when these changed since it last took it, and only then.
/// A link the machine moved itself, which the shell only writes into the
/// address, changes neither: it is never handed back (no echo of the
/// machine's own moves, however late the page is drawn after them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Orders {
    /// Restores: Back, Forward, a page opened on a moment from another.
    pub restored: u32,
    /// Other moves: another page moved the link (the write tab's draft, the
    /// banner's link to the lesson).
    pub moved: u32,
}

impl Orders {
    /// How a machine that last took its link at `last` (`None`: never)
    /// takes it now; `None`: not at all, the shell moved no link since.
    pub fn taken(self, last: Option<Orders>) -> Option<Taken> {
        match last {
            None => Some(Taken::Open),
            Some(last) if last.restored != self.restored => Some(Taken::Restore),
            Some(last) if last.moved != self.moved => Some(Taken::Follow),
            Some(_) => None,
        }
    }

    /// After a restore.
    pub fn restore(&mut self) {
        self.restored = self.restored.wrapping_add(1);
    }

    /// After another move.
    pub fn move_link(&mut self) {
        self.moved = self.moved.wrapping_add(1);
    }
}

/// The commands of a shell's machine that come while its page is not shown,
/// carried out when it is. Each command of such a machine replaces the last
/// of its kind, its variant (a timer, a worker's run, a notice, what the
/// live region says, a stored choice), so only the last of each kind waits,
/// in the order of those last ones: the page carries out what is true when
/// it is shown, each once (a screen reader hears the moment shown, not each
/// move made meanwhile), and however long the page stays hidden at most one
/// command of each kind waits.
#[derive(Debug)]
pub struct Waiting<C>(Vec<C>);

impl<C> Default for Waiting<C> {
    fn default() -> Self {
        Waiting(Vec::new())
    }
}

impl<C> Waiting<C> {
    /// `command` waits, in place of the one of its kind that did.
    pub fn push(&mut self, command: C) {
        let kind = std::mem::discriminant(&command);
        self.0
            .retain(|waiting| std::mem::discriminant(waiting) != kind);
        self.0.push(command);
    }

    /// The commands that waited, in their order; none waits after.
    pub fn take(&mut self) -> Vec<C> {
        std::mem::take(&mut self.0)
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_machine_takes_its_link_when_the_shell_moved_it_and_only_then() {
        let mut orders = Orders::default();
        assert_eq!(orders.taken(None), Some(Taken::Open));
        let taken = orders;
        // The page drawn again after its machine's own moves (the address
        // written from them): nothing comes back to it.
        assert_eq!(orders.taken(Some(taken)), None);
        orders.move_link();
        assert_eq!(orders.taken(Some(taken)), Some(Taken::Follow));
        orders.restore();
        assert_eq!(
            orders.taken(Some(taken)),
            Some(Taken::Restore),
            "a restore wins over a move"
        );
        assert_eq!(orders.taken(Some(orders)), None);
    }

    #[test]
    fn only_the_last_command_of_each_kind_waits_in_the_order_of_the_last_ones() {
        #[derive(Debug, PartialEq)]
        enum C {
            Run(u32),
            Stop,
            Say(&'static str),
        }
        let mut waiting = Waiting::default();
        for c in [C::Run(1), C::Say("a"), C::Stop, C::Run(2), C::Say("b")] {
            waiting.push(c);
        }
        // A run started after the stop: the stop, then the run.
        assert_eq!(waiting.take(), vec![C::Stop, C::Run(2), C::Say("b")]);
        assert_eq!(waiting.take(), vec![]);
        for c in [C::Stop, C::Run(3), C::Stop] {
            waiting.push(c);
        }
        // Stopped after the run: the run, then the stop.
        assert_eq!(waiting.take(), vec![C::Run(3), C::Stop]);
    }
}
