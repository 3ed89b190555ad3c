//! The stepper's live region: what it says of each moment.

use std::cell::Cell;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::domain::stepper::announce::{Announcer, Heard};
use crate::domain::stepper::machine::StepperMachine;
use crate::i18n::Lang;

thread_local! {
    /// The moment the stepper's live region last heard: `(n, step,
    /// language)`.
    static LAST_SAID: Cell<Option<(usize, u64, Lang)>> = const { Cell::new(None) };
}

/// The stepper's live region for the step `line` describes (`after`: said
/// after it when stepped, the row's attacks):
/// `domain::stepper::announce::Announcer` run with the clock (a stepped
/// moment once, a scrubbed one or one of a held key once settled, play's
/// start, a sentence per solution while playing, the pause). `held`: the
/// moment came from a key held down (its repeats). The region is marked
/// `data-waiting` while a moment waits to settle.
#[hook]
pub fn use_announcement(
    st: &StepperMachine,
    lang: Lang,
    line: String,
    after: String,
    held: bool,
) -> Html {
    let announcer = use_mut_ref(Announcer::default);
    // Presenter mode and the page are drawn by different trees: switching
    // between them makes this region anew. The moment the last region said
    // is not said again by the new one (its text appearing would be read):
    // it stays empty until the moment changes.
    let quiet = use_mut_ref(|| LAST_SAID.with(Cell::get));
    // A scrubbed moment waiting to settle is heard again when it has.
    let wake = use_mut_ref(|| None::<Timeout>);
    let redraw = use_force_update();
    let c = st.current.counters();
    // A moment reached while the timeline has the focus (its arrow keys,
    // a drag) may be one of a quick series.
    let settle = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .is_some_and(|el| el.get_attribute("data-testid").as_deref() == Some("timeline"))
        || held;
    let heard = Heard {
        n: st.n.get(),
        step: c.steps,
        lang,
        playing: st.playing,
        solutions: c.solutions,
        line: &line,
        after: &after,
        settle,
    };
    // Milliseconds since 1970: whole, and never negative.
    let now_ms = js_sys::Date::now().max(0.0) as u64;
    let mut a = announcer.borrow_mut();
    let mut text = a.hear(&heard, now_ms).to_string();
    let at = (st.n.get(), c.steps, lang);
    if *quiet.borrow() == Some(at) && !st.playing {
        text.clear();
    } else {
        *quiet.borrow_mut() = None;
    }
    LAST_SAID.with(|last| last.set(Some(at)));
    let due = a.due_in(now_ms);
    let waiting = due.is_some().then_some("true");
    *wake.borrow_mut() = due.map(|ms| Timeout::new(ms as u32 + 1, move || redraw.force_update()));
    html! {
        <div class="sr-only" aria-live="polite" aria-atomic="true" data-testid="live" data-waiting={waiting}>{ text }</div>
    }
}
