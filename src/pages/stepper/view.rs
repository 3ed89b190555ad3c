//! The stepper: the main teaching screen. Thin: it lays out the panels and
//! wires timers and keys to actions of the app state.

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Interval;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::classroom;
use super::code_view::code_view;
use super::explain_view::{equations_view, explain_view, Explain};
use super::solutions_view::SolutionsView;
use super::stack_view::stack_view;
use super::transport::{send, transport};
use crate::components::{bit_grid, bit_rows, board};
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::texts::{self, event_line};
use crate::state::{Action, AppState, SPEEDS};
use solver::Event as StepEvent;

/// One slice of the timeline's preparation: short, so that a tick, a key or
/// a click waits for it at most this long.
const PREPARE_SLICE_MS: f64 = 10.0;
/// Activations of the timeline's frontier counted between two looks at the
/// clock (each is well under a millisecond).
const PREPARE_CHUNK: usize = 4;

/// From this speed on a step lasts less than the shift animations, so they
/// are left out while playing.
const FAST_SPEED: u32 = 8;

#[derive(Properties, PartialEq)]
pub struct StepperViewProps {
    pub state: UseReducerHandle<AppState>,
}

/// The action of a key on the stepper, if it has one.
fn key_action(key: &str) -> Option<Action> {
    Some(match key {
        "ArrowRight" => Action::Forward,
        "ArrowLeft" => Action::Back,
        " " | "Spacebar" => Action::TogglePlay,
        "n" | "N" => Action::NextSolution,
        "p" | "P" => Action::PrevSolution,
        "Home" => Action::Reset,
        "?" => Action::ToggleHelp,
        "Escape" => Action::Escape,
        _ => return None,
    })
}

#[function_component(StepperView)]
pub fn stepper_view(p: &StepperViewProps) -> Html {
    let state = &p.state;
    let lang = state.lang;
    let s = &state.current;
    let n = state.n;
    let c = s.counters();
    let bits = s.current_bits();
    let detail = Detail::of(s);

    // Count the timeline in short slices until it is prepared. The view
    // re-renders only when the percentage shown changes, and in a tick of
    // its own (a slice and a render in one task could add up to a long one).
    {
        let d = state.dispatcher();
        let timeline = state.timeline.clone();
        let prepared = state.is_prepared();
        let mut shown = state.prepared;
        let mut to_show = None;
        use_effect_with((n, prepared), move |_| {
            let timer = (!prepared).then(|| {
                Interval::new(0, move || {
                    if let Some(progress) = to_show.take() {
                        d.dispatch(Action::Prepared(progress));
                        return;
                    }
                    let start = js_sys::Date::now();
                    let progress = loop {
                        let progress = timeline.borrow_mut().prepare(PREPARE_CHUNK);
                        if progress.0 == progress.1
                            || js_sys::Date::now() - start > PREPARE_SLICE_MS
                        {
                            break progress;
                        }
                    };
                    let percent = |(done, of): (usize, usize)| done * 100 / of.max(1);
                    if progress != shown
                        && (percent(progress) != percent(shown) || progress.0 == progress.1)
                    {
                        shown = progress;
                        to_show = Some(progress);
                    }
                })
            });
            move || drop(timer)
        });
    }
    // Play: each tick takes the steps that are due at the play speed.
    {
        let d = state.dispatcher();
        use_effect_with((state.playing, state.speed), move |&(playing, speed)| {
            let timer = playing
                .then(|| Interval::new(1000 / SPEEDS[speed], move || d.dispatch(Action::Tick)));
            move || drop(timer)
        });
    }
    // Keyboard shortcuts, except while typing in a form field; in a focused
    // scrollable panel (the code, the stack) ← and → scroll it instead.
    {
        let d = state.dispatcher();
        use_effect_with(state.presenting, move |&presenting| {
            let document = document();
            // Not passive: the handled keys must not also scroll the page.
            let options = EventListenerOptions::enable_prevent_default();
            let listener =
                EventListener::new_with_options(&document, "keydown", options, move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if e.ctrl_key() || e.meta_key() || e.alt_key() {
                        return;
                    }
                    let target = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                    let in_field = target.as_ref().is_some_and(|el| {
                        matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                    });
                    let on_button = target.as_ref().is_some_and(|el| el.tag_name() == "BUTTON");
                    let in_scroller = target.as_ref().is_some_and(|el| {
                        matches!(el.closest("[role=region][tabindex]"), Ok(Some(_)))
                    });
                    let sideways = matches!(e.key().as_str(), "ArrowLeft" | "ArrowRight");
                    let escape = e.key() == "Escape";
                    if (in_field && !escape)
                        || (on_button && e.key() == " ")
                        || (in_scroller && sideways)
                    {
                        return;
                    }
                    if matches!(e.key().as_str(), "f" | "F") {
                        e.prevent_default();
                        classroom::set_presenting(&d, !presenting);
                    } else if let Some(action) = key_action(&e.key()) {
                        e.prevent_default();
                        if presenting && matches!(action, Action::Escape) {
                            classroom::leave_full_screen();
                        }
                        d.dispatch(action);
                    }
                });
            move || drop(listener)
        });
    }

    // Leaving the full screen (the browser's own Esc) leaves presenter mode.
    {
        let d = state.dispatcher();
        use_effect_with(state.presenting, move |&presenting| {
            let listener = presenting.then(|| {
                EventListener::new(&document(), "fullscreenchange", move |_| {
                    if document().fullscreen_element().is_none() {
                        d.dispatch(Action::SetPresenting(false));
                    }
                })
            });
            move || drop(listener)
        });
    }

    // The help dialog takes the focus when it opens.
    let help_close = use_node_ref();
    {
        let help_close = help_close.clone();
        use_effect_with(state.help_open, move |&open| {
            if open {
                if let Some(button) = help_close.cast::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
        });
    }
    // So does the share dialog (its link, ready to copy); once it closes,
    // the focus goes back to the button that opened it.
    let share_was_open = use_mut_ref(|| false);
    use_effect_with(state.share_open, move |&open| {
        let was_open = share_was_open.replace(open);
        let id = match (was_open, open) {
            (false, true) => "share-link",
            (true, false) => "share-open",
            _ => return,
        };
        if let Some(el) = document()
            .query_selector(&format!("[data-testid={id}]"))
            .ok()
            .flatten()
            .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
        }
    });

    // Shift animations only when a step lasts long enough to watch them.
    let animate = !(state.playing && SPEEDS[state.speed] >= FAST_SPEED);
    let line = event_line(lang, s.last_event(), n, &bits, c.solutions);
    let at_solution = matches!(
        s.last_event(),
        Some(StepEvent::Place { solution: true, .. })
    )
    .then_some(c.solutions);
    let total = state.total_steps();
    let (done, of) = state.prepared;
    // One callback for the whole life of the view, so that the solutions
    // list's items keep equal props (and are skipped) from step to step.
    let dispatch = {
        let d = state.dispatcher();
        (*use_memo((), move |_| Callback::from(move |a| d.dispatch(a)))).clone()
    };
    let close_help = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::CloseHelp))
    };

    let help = if state.help_open {
        html! {
            <>
                <div class="help-backdrop" onclick={close_help.clone()}></div>
                <div class="help" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="help">
                    <h2 id="help-title">{ texts::KEYS_TITLE.get(lang) }</h2>
                    <dl>
                        { for texts::KEY_HELP.iter().map(|(key, what)| html! {
                            <><dt><kbd>{ *key }</kbd></dt><dd>{ what.get(lang) }</dd></>
                        }) }
                    </dl>
                    <button data-testid="help-close" ref={help_close} onclick={close_help}>{ texts::CLOSE.get(lang) }</button>
                </div>
            </>
        }
    } else {
        Html::default()
    };
    let stage = html! {
        <div class="present-stage">
            { board(n, &s.queens(), s.row(), bits, lang) }
            { bit_grid(n, bits, false) }
        </div>
    };
    if state.embed {
        return embed_view(state, stage, equations_view(&detail, n, lang), help);
    }
    if state.presenting {
        let leave = {
            let d = state.dispatcher();
            Callback::from(move |_| classroom::set_presenting(&d, false))
        };
        return html! {
            <div class="stepper present" data-testid="present" style={format!("--n:{n}")}>
                <div class="present-head">
                    <h1 class="present-caption" data-testid="present-caption">{ texts::caption(lang, n, c.steps) }</h1>
                    <p class="present-event">{ line }</p>
                    <button data-testid="present-exit" onclick={leave} aria-keyshortcuts="Escape F">
                        { texts::PRESENT_LEAVE.get(lang) }{ " (Esc)" }</button>
                </div>
                { stage }
                { equations_view(&detail, n, lang) }
                { help }
            </div>
        };
    }

    html! {
        <div class={classes!("stepper", (!animate).then_some("fast"))}>
            { transport(state) }
            <dl class="counters">
                { counter(texts::STEP.get(lang), "step-index", c.steps, match total {
                    Some(t) => html! { <span class="of" data-testid="step-total" data-value={t.to_string()}>{ format!(" / {t}") }</span> },
                    None => html! { <span class="of preparing">{ format!(" / … {}%", done * 100 / of.max(1)) }</span> },
                }) }
                { counter(texts::SOLUTIONS_FOUND.get(lang), "solutions-found", c.solutions, Html::default()) }
                { counter(texts::PLACEMENTS.get(lang), "placements", c.placements, Html::default()) }
                { counter(texts::BACKTRACKS.get(lang), "backtracks", c.backtracks, Html::default()) }
            </dl>
            <p class="event-line" data-testid="event-line">
                { line.clone() }
                { if s.is_finished() { format!(" {}", texts::FINISHED.get(lang)) } else { String::new() } }
            </p>
            <div class="sr-only" aria-live="polite" aria-atomic="true" data-testid="live">{ line }</div>
            <div class="columns">
                <div class="stage">
                    { board(n, &s.queens(), s.row(), bits, lang) }
                    <p class="legend">{ texts::LEGEND.get(lang) }</p>
                    { bit_rows(n, bits, lang) }
                    { explain_view(&Explain { detail: detail.clone(), bits, n, lang, solutions: c.solutions, step: c.steps, animate }) }
                </div>
                <div class="side">
                    { teach_tools(state) }
                    { code_view(detail.branch(), lang) }
                    { stack_view(s, lang) }
                    <SolutionsView n={n} found={c.solutions} at={at_solution} prepared={state.is_prepared()}
                                   timeline={state.timeline.clone()} lang={lang} dispatch={dispatch} />
                </div>
            </div>
            { help }
            if state.share_open {
                { classroom::share_dialog(state) }
            }
        </div>
    }
}

/// One counter above the board: its name, its value (also in `data-value`)
/// and what follows the value.
fn counter(label: &'static str, testid: &'static str, value: u64, after: Html) -> Html {
    html! {
        <div>
            <dt>{ label }</dt>
            <dd><output data-testid={testid} data-value={value.to_string()}>{ value }</output>{ after }</dd>
        </div>
    }
}

/// The share, presenter and figure buttons under the controls.
fn teach_tools(state: &UseReducerHandle<AppState>) -> Html {
    let lang = state.lang;
    let share = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::SetShareOpen(true)))
    };
    let present = {
        let d = state.dispatcher();
        Callback::from(move |_| classroom::set_presenting(&d, true))
    };
    let svg = {
        let state = state.clone();
        Callback::from(move |_| classroom::export_svg(&state))
    };
    let png = {
        let state = state.clone();
        Callback::from(move |_| classroom::export_png(&state))
    };
    html! {
        <div class="teach-tools" role="group" aria-label={texts::TEACH_TOOLS.get(lang)}>
            <button data-testid="share-open" onclick={share} aria-haspopup="dialog">
                { texts::SHARE.get(lang) }</button>
            <button data-testid="present-toggle" onclick={present} aria-keyshortcuts="F">
                { texts::PRESENT.get(lang) }<kbd aria-hidden="true">{ "F" }</kbd></button>
            <button data-testid="export-svg" onclick={svg} title={texts::EXPORT_NOTE.get(lang)}>
                <span aria-hidden="true">{ "⤓ " }</span>{ texts::EXPORT_SVG.get(lang) }</button>
            <button data-testid="export-png" onclick={png} title={texts::EXPORT_NOTE.get(lang)}>
                <span aria-hidden="true">{ "⤓ " }</span>{ texts::EXPORT_PNG.get(lang) }</button>
        </div>
    }
}

/// The compact widget of `?embed=1`: step back, play and forward, the step,
/// the board with its bit rows, the equation, and a link to this moment on
/// the full site.
fn embed_view(
    state: &UseReducerHandle<AppState>,
    stage: Html,
    equations: Html,
    help: Html,
) -> Html {
    let lang = state.lang;
    let c = state.current.counters();
    let finished = state.current.is_finished();
    let play = if state.playing {
        texts::PAUSE
    } else {
        texts::PLAY
    };
    html! {
        <div class="stepper embed" data-testid="embed" style={format!("--n:{}", state.n)}>
            <div class="embed-bar" role="group" aria-label={texts::CONTROLS.get(lang)}>
                <button data-testid="step-back" onclick={send(state, || Action::Back)} disabled={c.steps == 0}
                        aria-label={texts::STEP_BACK.get(lang)} title={texts::STEP_BACK.get(lang)}>{ "◀" }</button>
                <button data-testid="play" class="primary" onclick={send(state, || Action::TogglePlay)} disabled={finished}
                        aria-pressed={state.playing.to_string()} aria-label={play.get(lang)} title={play.get(lang)}>
                    { if state.playing { "⏸" } else { "▶" } }</button>
                <button data-testid="step-forward" onclick={send(state, || Action::Forward)} disabled={finished}
                        aria-label={texts::STEP_FORWARD.get(lang)} title={texts::STEP_FORWARD.get(lang)}>{ "▶" }</button>
                <h1 class="embed-step">{ texts::caption(lang, state.n, c.steps) }
                    <output data-testid="step-index" data-value={c.steps.to_string()} hidden=true>{ c.steps }</output></h1>
                <a class="embed-open" data-testid="embed-open" href={classroom::moment_query(state, false)}
                   target="_blank" rel="noopener">{ texts::OPEN_FULL_SITE.get(lang) }<span aria-hidden="true">{ " ↗" }</span></a>
            </div>
            { stage }
            { equations }
            { help }
        </div>
    }
}

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a document")
}
