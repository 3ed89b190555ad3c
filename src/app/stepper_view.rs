//! The stepper: board, binary rows, controls.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::bitrows::BitRows;
use super::board::Board;
use super::state::{Action, AppState};
use crate::params::STEPPER_N;
use crate::texts::{self, event_line};

#[derive(Properties, PartialEq)]
pub struct StepperViewProps {
    pub state: UseReducerHandle<AppState>,
}

#[function_component(StepperView)]
pub fn stepper_view(p: &StepperViewProps) -> Html {
    let state = &p.state;
    let lang = state.lang;
    let s = &state.current;
    let n = state.n;
    let c = s.counters();
    let bits = s.current_bits();

    // Count the timeline in slices between frames until it is prepared.
    {
        let dispatcher = state.dispatcher();
        let prepared = state.is_prepared();
        use_effect_with((n, state.prepared), move |_| {
            let timer = (!prepared).then(|| {
                Timeout::new(0, move || {
                    dispatcher.dispatch(Action::PrepareSlice { budget_ms: 12.0 })
                })
            });
            move || drop(timer)
        });
    }

    let on_n = {
        let dispatcher = state.dispatcher();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse() {
                dispatcher.dispatch(Action::SetN(n));
            }
        })
    };
    let forward = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Forward))
    };
    let back = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Back))
    };
    let total = state.total_steps();
    let (done, of) = state.prepared;

    html! {
        <div class="stepper">
            <div class="controls" role="group">
                <label class="field">
                    <span>{ texts::BOARD_SIZE.get(lang) }</span>
                    <select data-testid="n-input" onchange={on_n}>
                        { for STEPPER_N.map(|k| html! {
                            <option value={k.to_string()} selected={k == n}>{ k }</option>
                        }) }
                    </select>
                </label>
                <button data-testid="step-back" onclick={back} disabled={c.steps == 0}
                        aria-label={texts::STEP_BACK.get(lang)}>{ "◀ " }{ texts::STEP_BACK.get(lang) }</button>
                <button data-testid="step-forward" onclick={forward} disabled={s.is_finished()}
                        aria-label={texts::STEP_FORWARD.get(lang)}>{ texts::STEP_FORWARD.get(lang) }{ " ▶" }</button>
            </div>
            <dl class="counters">
                <div>
                    <dt>{ texts::STEP.get(lang) }</dt>
                    <dd>
                        <output data-testid="step-index" data-value={c.steps.to_string()}>{ c.steps }</output>
                        { match total {
                            Some(t) => html! { <span class="of" data-testid="step-total" data-value={t.to_string()}>{ format!(" / {t}") }</span> },
                            None => html! { <span class="of preparing">{ format!(" / … {}%", done * 100 / of.max(1)) }</span> },
                        } }
                    </dd>
                </div>
                <div>
                    <dt>{ texts::SOLUTIONS_FOUND.get(lang) }</dt>
                    <dd><output data-testid="solutions-found" data-value={c.solutions.to_string()}>{ c.solutions }</output></dd>
                </div>
            </dl>
            <p class="event-line" data-testid="event-line">
                { event_line(lang, s.last_event(), n, &bits, c.solutions) }
                { if s.is_finished() { format!(" {}", texts::FINISHED.get(lang)) } else { String::new() } }
            </p>
            <div class="stage">
                <Board n={n} queens={s.queens()} row={s.row()} bits={bits} lang={lang} />
                <BitRows n={n} bits={bits} lang={lang} />
            </div>
        </div>
    }
}
