//! The stepper's controls: play/pause, speed, steps, solutions, reset, the
//! timeline slider and the help button.

use yew::prelude::*;

use crate::components::markup::{attrs, ran_out, renewed, tag, tag_attrs, tag_class};
use crate::components::{icon, Icon, NSelect};
use crate::domain::stepper::machine::{self, StepperMachine, SPEEDS};
use crate::domain::stepper::speech::parse_step;
use crate::domain::stepper::texts;
use crate::i18n::{Lang, Text};
use solver::digits::group_digits;

/// The stepper's machine as the views see it: its state, the language, and
/// where its events go.
#[derive(Clone, Copy)]
pub struct Ui<'a> {
    pub st: &'a StepperMachine,
    pub lang: Lang,
    pub send: &'a Callback<machine::Event>,
}

/// A button's click: sends `event` (the stepper's controls and the
/// embedded widget's).
pub(super) fn send(ui: Ui, event: machine::Event) -> Callback<MouseEvent> {
    let send = ui.send.clone();
    Callback::from(move |_| send.emit(event))
}

/// A callback that sends the event `event` makes of its value, if any.
fn send_some<T: 'static>(
    ui: Ui,
    event: impl Fn(T) -> Option<machine::Event> + 'static,
) -> Callback<T> {
    let send = ui.send.clone();
    Callback::from(move |value| {
        if let Some(event) = event(value) {
            send.emit(event);
        }
    })
}

/// A step control's click: sends `event` unless the control is
/// `off`. The controls that run out (at step 0, at the end) are marked
/// `aria-disabled` rather than disabled, so that the focus stays on them
/// instead of falling to the page (a step past an end is sent all the
/// same, and said: `announce::Edge`).
pub(super) fn send_unless(ui: Ui, off: bool, event: machine::Event) -> Callback<MouseEvent> {
    let send = ui.send.clone();
    Callback::from(move |_| {
        if !off {
            send.emit(event)
        }
    })
}

/// The controls; they change with every step, so plain functions, not
/// components.
pub fn transport(ui: Ui) -> Html {
    let Ui { st, lang, .. } = ui;
    // The select offers the stepper's sizes only.
    let set_n = ui.send.reform(machine::Event::SetN);
    let last = st.total_steps();
    let on_jump = ui.send.reform(machine::Event::Seek);
    html! {
        <div class="transport">
            <NSelect lang={lang} n={st.n.get()} on_change={set_n} testid="n-input" />
            { step_buttons(ui) }
            { speed_field(ui) }
            <button data-testid="help-toggle" class="help-button" onclick={send(ui, machine::Event::ToggleHelp)}
                    aria-expanded={st.help_open.to_string()} aria-keyshortcuts="?">
                { tag_attrs("span", attrs!["aria-hidden" => "true"], "⌨ ") }{ texts::KEYS.get(lang) }</button>
            { timeline_field(ui) }
            <StepJump lang={lang} last={last} current={st.current.counters().steps} on_jump={on_jump} />
        </div>
    }
}

/// A step control's content: an icon (hidden from screen readers) and its
/// name (no `title` besides: Chromium would give the name again as the
/// description); on a phone the icon over a short word of the name (`.btn-short`,
/// for the eye), the full name left to screen readers. The icon of a
/// forward move follows the name.
fn button_text(which: Icon, text: Text, short: Text, lang: Lang, icon_after: bool) -> Html {
    let icon = html! { { tag_attrs("span", attrs!["class" => "icon", "aria-hidden" => "true"], icon(which)) } };
    let text = html! {
        <>
            { tag_class("span", "btn-text", text.get(lang)) }
            { tag_attrs("span", attrs!["class" => "btn-short", "aria-hidden" => "true"], short.get(lang)) }
        </>
    };
    if icon_after {
        html! { <>{ text }{ " " }{ icon }</> }
    } else {
        html! { <>{ icon }{ " " }{ text }</> }
    }
}

/// Reset, the solution jumps, the steps and play.
fn step_buttons(ui: Ui) -> Html {
    let Ui { st, lang, .. } = ui;
    let c = st.current.counters();
    let finished = st.current.is_finished();
    // The solution jumps are disabled where there is nothing to jump to.
    let at_solution = matches!(
        st.current.last_event(),
        Some(solver::Event::Place { solution: true, .. })
    );
    let no_prev = c.solutions == 0 || (c.solutions == 1 && at_solution);
    let no_next = finished || st.total_solutions().is_some_and(|all| c.solutions >= all);
    // Play's name says what a press does (Play, Pause): one name that
    // changes, no pressed state besides. `data-playing` is for the tests.
    let play_label = if st.playing {
        texts::PAUSE
    } else {
        texts::PLAY
    };
    let at_start = c.steps == 0;
    html! {
        // On a phone this group is a bar at the bottom of the screen,
        // under the thumb (see `.controls` in style.css).
        <div class="controls" role="group" aria-label={texts::CONTROLS.get(lang)}>
            <button data-testid="reset" onclick={send_unless(ui, at_start, machine::Event::Reset)}
                    aria-disabled={ran_out(at_start)} aria-keyshortcuts="Home">
                { button_text(Icon::Reset, texts::RESET, texts::SHORT_RESET, lang, false) }</button>
            // A solution jump with none to go to says so (below), by key
            // or by click.
            <button data-testid="prev-solution" onclick={send(ui, machine::Event::PrevSolution)}
                    aria-disabled={ran_out(no_prev)} aria-keyshortcuts="P">
                { button_text(Icon::PrevSolution, texts::PREV_SOLUTION, texts::SHORT_PREV_SOLUTION, lang, false) }</button>
            // A step past an end is sent all the same: the machine says
            // there is none (`announce::Edge`).
            <button data-testid="step-back" onclick={send(ui, machine::Event::Back)}
                    aria-disabled={ran_out(at_start)} aria-keyshortcuts="ArrowLeft">
                { button_text(Icon::Back, texts::STEP_BACK, texts::SHORT_BACK, lang, false) }</button>
            // Play at the end is sent too: the machine says it is there.
            <button data-testid="play" class="primary" onclick={send(ui, machine::Event::TogglePlay)}
                    aria-disabled={ran_out(finished)} data-playing={st.playing.to_string()} aria-keyshortcuts="Space">
                { button_text(if st.playing { Icon::Pause } else { Icon::Play }, play_label, play_label, lang, false) }</button>
            <button data-testid="step-forward" onclick={send(ui, machine::Event::Forward)}
                    aria-disabled={ran_out(finished)} aria-keyshortcuts="ArrowRight">
                { button_text(Icon::Forward, texts::STEP_FORWARD, texts::SHORT_STEP, lang, true) }</button>
            <button data-testid="next-solution" onclick={send(ui, machine::Event::NextSolution)}
                    aria-disabled={ran_out(no_next)} aria-keyshortcuts="N">
                { button_text(Icon::NextSolution, texts::NEXT_SOLUTION, texts::SHORT_NEXT_SOLUTION, lang, true) }</button>
            <p class="sr-only" role="status" data-testid="jump-status">
                { st.no_jump.map(|(k, next)| renewed(k, html! { { texts::no_solution_to_jump(lang, next, st.total_solutions()) } })).unwrap_or_default() }
            </p>
        </div>
    }
}

/// The widget's line under its bar: what the step did, in one line (a
/// status, read once a step); while a step asked for waits for the
/// timeline's count, that the widget goes there (without the count's
/// progress: a status says each change).
pub fn embed_event(ui: Ui) -> Html {
    let Ui { st, lang, .. } = ui;
    tag_attrs(
        "p",
        attrs!["class" => "embed-event", "data-testid" => "embed-event", "role" => "status"],
        st.line_or_wait(lang, texts::event_brief, false),
    )
}

/// The line under the counters, for the eye (the live region says it for
/// the ear): what the step shown did, or, while a step asked for (a link's
/// `step=`, a typed one) waits for the timeline's count, that the page goes
/// there once the search is counted, and how far the count is.
pub fn step_line(ui: Ui) -> Html {
    let Ui { st, lang, .. } = ui;
    tag_attrs(
        "p",
        attrs!["class" => "event-line", "data-testid" => "event-line", "aria-hidden" => "true"],
        st.line_or_wait(lang, texts::shown_line, true),
    )
}

/// Step back, play and step forward, as the transport bar's icons (← ▶ →,
/// play distinct from a step): the widget's bar and presenter mode's head,
/// where a touch screen has no keys. Each named by its `title` alone (the
/// icon hidden): a name from `aria-label` would make Chromium read the title
/// again as the description. aria-disabled, as on the transport
/// bar, so that the focus stays on a control that ran out.
pub fn room_buttons(ui: Ui) -> Html {
    let Ui { st, lang, .. } = ui;
    let at_start = st.current.counters().steps == 0;
    let finished = st.current.is_finished();
    let playing = st.playing;
    let play = if playing { texts::PAUSE } else { texts::PLAY };
    html! {
        <>
            // Their keys, so that the single-key shortcuts (F, N…) work on
            // them as on the transport bar's (`hooks::keys`).
            <button data-testid="step-back" onclick={send(ui, machine::Event::Back)}
                    aria-disabled={ran_out(at_start)} aria-keyshortcuts="ArrowLeft"
                    title={texts::STEP_BACK.get(lang)}>{ icon(Icon::Back) }</button>
            <button data-testid="play" class="primary" onclick={send(ui, machine::Event::TogglePlay)}
                    aria-disabled={ran_out(finished)} aria-keyshortcuts="Space"
                    data-playing={playing.to_string()} title={play.get(lang)}>
                { icon(if playing { Icon::Pause } else { Icon::Play }) }</button>
            <button data-testid="step-forward" onclick={send(ui, machine::Event::Forward)}
                    aria-disabled={ran_out(finished)} aria-keyshortcuts="ArrowRight"
                    title={texts::STEP_FORWARD.get(lang)}>{ icon(Icon::Forward) }</button>
        </>
    }
}

/// The value of a range input, parsed (a decimal integer string here).
fn range_value<T: std::str::FromStr>(e: &InputEvent) -> Option<T> {
    let input: web_sys::HtmlInputElement = e.target_unchecked_into();
    input.value().parse().ok()
}

/// The play speed's slider.
fn speed_field(ui: Ui) -> Html {
    let (lang, speed) = (ui.lang, ui.st.speed);
    let (name, value) = texts::speed_label(lang, SPEEDS[speed]);
    let on_speed = send_some(ui, |e: InputEvent| {
        range_value(&e).map(machine::Event::SetSpeed)
    });
    html! {
        <label class="field speed">
            <span>{ name }<span aria-hidden="true">{ value }</span></span>
            <input type="range" data-testid="speed" min="0" max={(SPEEDS.len() - 1).to_string()}
                   step="1" value={speed.to_string()} oninput={on_speed}
                   aria-valuetext={texts::steps_per_second(lang, SPEEDS[speed])} />
        </label>
    }
}

/// The timeline's slider, and a line under it: how far its count is, then
/// what it found (one line either way, so that nothing under it moves when
/// the count ends).
fn timeline_field(ui: Ui) -> Html {
    let Ui { st, lang, .. } = ui;
    let steps = st.current.counters().steps;
    let on_scrub = send_some(ui, |e: InputEvent| {
        range_value::<u64>(&e).map(machine::Event::Scrub)
    });
    let (done, of) = st.prepared;
    let (slider, status) = match (st.total_steps(), st.total_solutions()) {
        (Some(t), Some(solutions)) => (
            html! {
                <input type="range" data-testid="timeline" min="0" max={t.to_string()} step="1"
                       value={steps.to_string()} oninput={on_scrub}
                       onkeydown={on_slider_key(ui, steps == 0, steps == t)}
                       aria-valuetext={texts::timeline_value(lang, steps, t)} />
            },
            html! {
                { tag_attrs("span", attrs!["class" => "timeline-status", "data-testid" => "timeline-status"], texts::whole_search(lang, t, solutions)) }
            },
        ),
        _ => (
            html! { <input type="range" data-testid="timeline" disabled=true min="0" max="1" value="0" /> },
            html! {
                { tag_attrs("span", attrs!["class" => "timeline-status preparing", "data-testid" => "timeline-status"], texts::preparing(lang, done, of)) }
            },
        ),
    };
    html! {
        <label class="timeline field">
            { tag("span", texts::TIMELINE.get(lang)) }
            { slider }
            { status }
        </label>
    }
}

/// A key on the timeline's slider at the end it moves toward (`at_start`,
/// `at_end`): the slider does not move, so no input says anything; the
/// machine is told, and says where the page is. Elsewhere the key moves
/// the slider, and its input is the event.
fn on_slider_key(ui: Ui, at_start: bool, at_end: bool) -> Callback<KeyboardEvent> {
    send_some(ui, move |e: KeyboardEvent| {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return None;
        }
        let toward = machine::slider_key(&e.key())?;
        let stays = match toward {
            machine::Toward::Start => at_start,
            machine::Toward::End => at_end,
        };
        stays.then_some(machine::Event::SliderKey(toward, e.repeat()))
    })
}

#[derive(Properties, PartialEq)]
struct StepJumpProps {
    lang: Lang,
    /// The last step, once the timeline is counted.
    last: Option<u64>,
    /// The step shown: the box says it whenever it changes (a step
    /// button, a key, the timeline, a jump), never an old number.
    current: u64,
    on_jump: Callback<u64>,
}

/// A box to type a step number in: Enter (or Go) jumps there; what cannot
/// be jumped to gets a message under the box.
#[function_component(StepJump)]
fn step_jump(p: &StepJumpProps) -> Html {
    let error = use_state(|| None::<String>);
    let input = use_node_ref();
    {
        // A message about an earlier entry no longer applies either.
        let (input, error) = (input.clone(), error.clone());
        use_effect_with(p.current, move |&current| {
            if let Some(el) = input.cast::<web_sys::HtmlInputElement>() {
                el.set_value(&current.to_string());
            }
            error.set(None);
        });
    }
    let jump = {
        let (error, input, on_jump, last, lang) = (
            error.clone(),
            input.clone(),
            p.on_jump.clone(),
            p.last,
            p.lang,
        );
        move || {
            let Some(el) = input.cast::<web_sys::HtmlInputElement>() else {
                return;
            };
            match parse_step(&el.value(), last) {
                Ok(k) => {
                    error.set(None);
                    on_jump.emit(k);
                }
                Err(e) => error.set(Some(e.message(lang, last))),
            }
        }
    };
    let on_key = {
        let jump = jump.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" {
                e.prevent_default();
                jump();
            }
        })
    };
    let on_go = Callback::from(move |_: MouseEvent| jump());
    let placeholder = p.last.map(|l| format!("0–{l}"));
    html! {
        <div class="step-jump">
            <label class="field">
                { tag("span", texts::GO_TO_STEP.get(p.lang)) }
                <input ref={input} type="text" inputmode="numeric" autocomplete="off" data-testid="step-input"
                       placeholder={placeholder} onkeydown={on_key}
                       aria-invalid={error.is_some().then_some("true")}
                       aria-describedby={error.is_some().then_some("step-input-error")} />
            </label>
            <button type="button" data-testid="step-go" onclick={on_go}>{ texts::GO.get(p.lang) }</button>
            if let Some(message) = (*error).clone() {
                { tag_attrs("p", attrs!["class" => "error step-error", "id" => "step-input-error", "role" => "alert", "data-testid" => "step-input-error"], message) }
            }
        </div>
    }
}

/// The counters above the board: the step (of how many, or how far the
/// timeline's count is), solutions, placements, backtracks; each number
/// grouped by threes as the timeline's line writes and says it
/// (`texts::whole_search`).
pub fn counters(ui: Ui) -> Html {
    let Ui { st, lang, .. } = ui;
    let c = st.current.counters();
    let total = st.total_steps();
    let of_total = texts::step_total(lang, total, st.prepared);
    let of_total = match total {
        Some(t) => {
            html! { <span class="of" data-testid="step-total" data-value={t.to_string()}>{ of_total }</span> }
        }
        None => html! { <span class="of preparing">{ of_total }</span> },
    };
    html! {
        <dl class="counters">
            { counter(texts::STEP.get(lang), "step-index", c.steps, of_total) }
            { counter(texts::SOLUTIONS_FOUND.get(lang), "solutions-found", c.solutions, Html::default()) }
            { counter(texts::PLACEMENTS.get(lang), "placements", c.placements, Html::default()) }
            { counter(texts::BACKTRACKS.get(lang), "backtracks", c.backtracks, Html::default()) }
        </dl>
    }
}

/// One counter above the board: its name, its value (grouped; the number
/// itself in `data-value`) and what follows the value.
fn counter(label: &'static str, testid: &'static str, value: u64, after: Html) -> Html {
    html! {
        <div>
            { tag("dt", label) }
            // Plain text, not <output> (a live region): the step's one
            // announcement is the live region's.
            <dd><span data-testid={testid} data-value={value.to_string()}>{ group_digits(value) }</span>{ after }</dd>
        </div>
    }
}
