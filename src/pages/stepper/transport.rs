//! The stepper's controls: play/pause, speed, steps, solutions, reset, the
//! timeline slider and the help button.

use yew::prelude::*;

use crate::components::NSelect;
use crate::domain::stepper::texts;
use crate::state::{Action, AppState, SPEEDS};

/// A button's click: dispatches the action `action` makes (the stepper's
/// controls and the embedded widget's).
pub(super) fn send(
    state: &UseReducerHandle<AppState>,
    action: fn() -> Action,
) -> Callback<MouseEvent> {
    let d = state.dispatcher();
    Callback::from(move |_| d.dispatch(action()))
}

/// The controls; they change with every step, so plain functions, not
/// components.
pub fn transport(state: &UseReducerHandle<AppState>) -> Html {
    let lang = state.shell.lang;
    let set_n = {
        let d = state.dispatcher();
        Callback::from(move |n| d.dispatch(Action::SetN(n)))
    };
    html! {
        <div class="transport">
            <NSelect lang={lang} n={state.stepper.n} on_change={set_n} testid="n-input" />
            { step_buttons(state) }
            { speed_field(state) }
            <button data-testid="help-toggle" class="help-button" onclick={send(state, || Action::ToggleHelp)}
                    aria-expanded={state.stepper.help_open.to_string()} aria-keyshortcuts="?">
                { "⌨ " }{ texts::KEYS.get(lang) }</button>
            { timeline_field(state) }
        </div>
    }
}

/// A button's content: an icon (hidden from screen readers) and its name,
/// which a phone hides visually (`.btn-text`), leaving the icon. The icon of
/// a forward move follows the name.
fn button_text(icon: &'static str, text: &'static str, icon_after: bool) -> Html {
    let icon = html! { <span class="icon" aria-hidden="true">{ icon }</span> };
    let text = html! { <span class="btn-text">{ text }</span> };
    if icon_after {
        html! { <>{ text }{ " " }{ icon }</> }
    } else {
        html! { <>{ icon }{ " " }{ text }</> }
    }
}

/// Reset, the solution jumps, the steps and play.
fn step_buttons(state: &UseReducerHandle<AppState>) -> Html {
    let (lang, st) = (state.shell.lang, &state.stepper);
    let c = st.current.counters();
    let finished = st.current.is_finished();
    // The solution jumps are disabled where there is nothing to jump to.
    let at_solution = matches!(
        st.current.last_event(),
        Some(solver::Event::Place { solution: true, .. })
    );
    let no_prev = c.solutions == 0 || (c.solutions == 1 && at_solution);
    let no_next = finished || st.total_solutions().is_some_and(|all| c.solutions >= all);
    let play_label = if st.playing {
        texts::PAUSE
    } else {
        texts::PLAY
    };
    html! {
        // On a phone this group is a bar at the bottom of the screen,
        // under the thumb (see `.controls` in style.css).
        <div class="controls" role="group" aria-label={texts::CONTROLS.get(lang)}>
            <button data-testid="reset" onclick={send(state, || Action::Reset)} disabled={c.steps == 0}
                    title={texts::RESET.get(lang)} aria-keyshortcuts="Home">
                { button_text("↺", texts::RESET.get(lang), false) }</button>
            <button data-testid="prev-solution" onclick={send(state, || Action::PrevSolution)}
                    disabled={no_prev} aria-keyshortcuts="P" title={texts::PREV_SOLUTION.get(lang)}>
                { button_text("⇤", texts::PREV_SOLUTION.get(lang), false) }</button>
            <button data-testid="step-back" onclick={send(state, || Action::Back)} disabled={c.steps == 0}
                    aria-keyshortcuts="ArrowLeft" title={texts::STEP_BACK.get(lang)}>
                { button_text("◀", texts::STEP_BACK.get(lang), false) }</button>
            <button data-testid="play" class="primary" onclick={send(state, || Action::TogglePlay)}
                    disabled={finished} aria-pressed={st.playing.to_string()} aria-keyshortcuts="Space"
                    title={play_label.get(lang)}>
                { button_text(if st.playing { "⏸" } else { "▶" }, play_label.get(lang), false) }</button>
            <button data-testid="step-forward" onclick={send(state, || Action::Forward)} disabled={finished}
                    aria-keyshortcuts="ArrowRight" title={texts::STEP_FORWARD.get(lang)}>
                { button_text("▶", texts::STEP_FORWARD.get(lang), true) }</button>
            <button data-testid="next-solution" onclick={send(state, || Action::NextSolution)} disabled={no_next}
                    aria-keyshortcuts="N" title={texts::NEXT_SOLUTION.get(lang)}>
                { button_text("⇥", texts::NEXT_SOLUTION.get(lang), true) }</button>
        </div>
    }
}

/// The value of a range input, parsed (a decimal integer string here).
fn range_value<T: std::str::FromStr>(e: &InputEvent) -> Option<T> {
    let input: web_sys::HtmlInputElement = e.target_unchecked_into();
    input.value().parse().ok()
}

/// The play speed's slider.
fn speed_field(state: &UseReducerHandle<AppState>) -> Html {
    let (lang, speed) = (state.shell.lang, state.stepper.speed);
    let on_speed = {
        let d = state.dispatcher();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = range_value(&e) {
                d.dispatch(Action::SetSpeed(i));
            }
        })
    };
    html! {
        <label class="field speed">
            <span>{ texts::SPEED.get(lang) }{ format!(": {}/s", SPEEDS[speed]) }</span>
            <input type="range" data-testid="speed" min="0" max={(SPEEDS.len() - 1).to_string()}
                   step="1" value={speed.to_string()} oninput={on_speed}
                   aria-valuetext={texts::steps_per_second(lang, SPEEDS[speed])} />
        </label>
    }
}

/// The timeline's slider, or how far its count is.
fn timeline_field(state: &UseReducerHandle<AppState>) -> Html {
    let (lang, st) = (state.shell.lang, &state.stepper);
    let steps = st.current.counters().steps;
    let on_scrub = {
        let d = state.dispatcher();
        Callback::from(move |e: InputEvent| {
            if let Some(k) = range_value::<u64>(&e) {
                d.dispatch(Action::Seek(k));
            }
        })
    };
    let (done, of) = st.prepared;
    html! {
        <label class="timeline field">
            <span>{ texts::TIMELINE.get(lang) }</span>
            { match st.total_steps() {
                Some(t) => html! {
                    <input type="range" data-testid="timeline" min="0" max={t.to_string()} step="1"
                           value={steps.to_string()} oninput={on_scrub}
                           aria-valuetext={format!("{} {} / {t}", texts::STEP.get(lang), steps)} />
                },
                None => html! {
                    <>
                        <input type="range" data-testid="timeline" disabled=true min="0" max="1" value="0" />
                        <span class="preparing">{ texts::preparing(lang, done, of) }</span>
                    </>
                },
            } }
        </label>
    }
}
