//! The stepper's hook: its machine (`domain::stepper::machine`), the
//! shell's (`use_shell_machine`: its board, moment and settings live while
//! the page is not shown, and the address is written from it), shown with
//! the page, with the effects that carry out its commands: the play timer,
//! the timeline's preparation in slices, the live region (written with
//! what the machine says, when it says it), what the browser keeps,
//! through `state::storage`, a notice for the shell.

use std::rc::Rc;

use gloo_timers::callback::{Interval, Timeout};
use yew::prelude::*;

use super::machine::{use_shown, Effects, Events, Runtime};
use crate::domain::stepper::code::CodeLang;
use crate::domain::stepper::machine::{
    self, Command, PlayClock, SharedTimeline, StepperMachine, StepperN,
};
use crate::i18n::Lang;
use crate::state::storage;
use crate::state::url::Notice;

/// The stepper's machine and its effects.
pub type StepperRuntime = Runtime<StepperMachine, StepperEffects>;

/// One slice of the timeline's preparation: short, so that a tick, a key or
/// a click waits for it at most this long.
const PREPARE_SLICE_MS: f64 = 10.0;
/// Activations of the timeline's frontier counted between two looks at the
/// clock (each is well under a millisecond).
const PREPARE_CHUNK: usize = 4;

/// What carries out the stepper's commands: its timers (dropped with the
/// page), the browser's storage, and the shell told of a notice (the
/// page's callback of its last render).
#[derive(Default)]
pub struct StepperEffects {
    on_notice: Option<Callback<Notice>>,
    play: Option<Interval>,
    prepare: Option<Interval>,
    live: LiveRegion,
}

/// The live region the page draws ([`use_live_region`]), written only by
/// the machine's [`Command::Announce`] and [`Command::Settle`].
#[derive(Default)]
struct LiveRegion {
    /// The region drawn now (the same one on the page and in presenter
    /// mode: what the machine says of the mode's change is heard).
    node: NodeRef,
    /// What the machine announced before the region was drawn (the page's
    /// first render), written once it is.
    unsaid: Option<String>,
    /// The wait of a moment not yet settled (`data-waiting` meanwhile).
    settle: Option<Timeout>,
}

impl LiveRegion {
    fn element(&self) -> Option<web_sys::Element> {
        self.node.cast::<web_sys::Element>()
    }

    /// The region says `text`: its text node is replaced, which a screen
    /// reader reads, the same words too (the machine asks for those again
    /// only for a separate press past an end).
    fn say(&mut self, text: String) {
        match self.element() {
            Some(region) => region.set_text_content(Some(&text)),
            None => self.unsaid = Some(text),
        }
    }

    /// After a render: what waited for the region is written, and the
    /// region is marked while a moment waits to settle.
    fn drawn(&mut self) {
        if self.element().is_some() {
            if let Some(text) = self.unsaid.take() {
                self.say(text);
            }
            self.mark();
        }
    }

    fn mark(&self) {
        if let Some(region) = self.element() {
            let waiting = region.has_attribute("data-waiting");
            if self.settle.is_some() && !waiting {
                let _ = region.set_attribute("data-waiting", "true");
            } else if self.settle.is_none() && waiting {
                let _ = region.remove_attribute("data-waiting");
            }
        }
    }

    /// Hears the moment again in `ms` (`None`: none waits).
    fn settle(&mut self, ms: Option<u32>, events: &Events<machine::Event>) {
        self.settle = ms.map(|ms| {
            let events = events.clone();
            Timeout::new(ms.saturating_add(1), move || {
                events.send(machine::Event::Settled)
            })
        });
        self.mark();
    }
}

/// While playing: each tick takes the steps that are due at `speed` steps
/// a second since the timer began.
fn play_timer(speed: u32, events: &Events<machine::Event>) -> Interval {
    let events = events.clone();
    let mut clock = PlayClock::new(js_sys::Date::now());
    Interval::new(1000 / speed, move || {
        let due = clock.due(speed, js_sys::Date::now());
        if due > 0 {
            events.send(machine::Event::Tick(due));
        }
    })
}

/// Counts `timeline` in short slices, one per turn of the browser, from
/// `shown` (the progress the machine knows). Its progress is reported only
/// when the percentage shown changes, and in a turn of its own (a slice and
/// a render in one task could add up to a long one).
fn prepare_timer(
    (timeline, mut shown): (SharedTimeline, (usize, usize)),
    events: &Events<machine::Event>,
) -> Interval {
    let events = events.clone();
    let mut to_show = None;
    Interval::new(0, move || {
        if let Some(progress) = to_show.take() {
            events.send(machine::Event::Prepared(progress));
            return;
        }
        let start = js_sys::Date::now();
        let progress = loop {
            let progress = timeline.borrow_mut().prepare(PREPARE_CHUNK);
            if progress.0 == progress.1 || js_sys::Date::now() - start > PREPARE_SLICE_MS {
                break progress;
            }
        };
        let percent = |(done, of): (usize, usize)| done * 100 / of.max(1);
        if progress != shown && (percent(progress) != percent(shown) || progress.0 == progress.1) {
            shown = progress;
            to_show = Some(progress);
        }
    })
}

impl Effects<StepperMachine> for StepperEffects {
    const SHELL: bool = true;

    fn run(&mut self, command: Command, events: &Events<machine::Event>) {
        match command {
            Command::Play(speed) => self.play = speed.map(|speed| play_timer(speed, events)),
            Command::Prepare(timeline) => {
                self.prepare = timeline.map(|timeline| prepare_timer(timeline, events))
            }
            Command::PastEnd { given, last } => {
                if let Some(on_notice) = &self.on_notice {
                    on_notice.emit(Notice::StepPastEnd { given, last });
                }
            }
            Command::KeepCode(code) => storage::write(storage::CODE_LANG, code.id()),
            Command::KeepTreeOpen(true) => storage::write(storage::TREE_PANEL, "open"),
            Command::KeepTreeOpen(false) => storage::remove(storage::TREE_PANEL),
            Command::Announce(text) => self.live.say(text),
            Command::Settle(ms) => self.live.settle(ms, events),
        }
    }
}

/// The stepper as this browser kept it (the code panel's language, the
/// tree panel), before it takes the link the app opened on.
pub fn new_stepper() -> StepperMachine {
    let code = storage::read(storage::CODE_LANG).and_then(|id| CodeLang::from_id(&id));
    StepperMachine::new(
        StepperN::DEFAULT,
        false,
        false,
        code.unwrap_or_default(),
        storage::read(storage::TREE_PANEL).is_some(),
    )
}

/// The stepper's page shows the shell's machine `machine` (`use_shown`), in
/// the page's language `lang`; `on_notice` is told a notice for the shell.
/// With it, one callback for the machine's events, the same for the
/// machine's life (the solutions list's items keep equal props).
#[hook]
pub fn use_stepper(
    lang: Lang,
    machine: &Rc<StepperRuntime>,
    on_notice: &Callback<Notice>,
) -> Callback<machine::Event> {
    use_shown(machine, |effects| {
        effects.on_notice = Some(on_notice.clone())
    });
    // The language first: the first moment heard is said in it.
    if machine.state().live.lang != lang {
        machine.take_props(machine::Event::Lang(lang));
    }
    machine.sender()
}

/// The stepper's live region (`aria-live`), drawn empty: the machine's
/// effects write what it says ([`Command::Announce`]) and mark it
/// `data-waiting` while a moment waits to settle ([`Command::Settle`]).
#[hook]
pub fn use_live_region(machine: &Rc<StepperRuntime>) -> Html {
    let node = use_node_ref();
    machine.with_effects(|effects| effects.live.node = node.clone());
    {
        let machine = machine.clone();
        use_effect(move || machine.with_effects(|effects| effects.live.drawn()));
    }
    html! {
        <div class="sr-only" aria-live="polite" aria-atomic="true" data-testid="live" ref={node}></div>
    }
}
