//! Keyboard shortcuts: the stepper's, and the lesson's arrows.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::dom::document;
use super::full_screen::{leave_full_screen, set_presenting};
use crate::state::{Action, AppState};

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

/// A key the page leaves alone: typed in a form field (but Escape), Space
/// on a button (it presses it), ← and → in a focused scrollable panel (the
/// code, the stack: they scroll it).
fn left_alone(e: &web_sys::KeyboardEvent) -> bool {
    let target = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let in_field = target
        .as_ref()
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
    let on_button = target.as_ref().is_some_and(|el| el.tag_name() == "BUTTON");
    let in_scroller = target
        .as_ref()
        .is_some_and(|el| matches!(el.closest("[role=region][tabindex]"), Ok(Some(_))));
    let sideways = matches!(e.key().as_str(), "ArrowLeft" | "ArrowRight");
    let escape = e.key() == "Escape";
    (in_field && !escape) || (on_button && e.key() == " ") || (in_scroller && sideways)
}

/// The stepper's keyboard shortcuts (see `KEY_HELP`), F for presenter mode.
#[hook]
pub fn use_stepper_keys(state: &UseReducerHandle<AppState>) {
    let d = state.dispatcher();
    use_effect_with(state.stepper.presenting, move |&presenting| {
        // Not passive: the handled keys must not also scroll the page.
        let options = EventListenerOptions::enable_prevent_default();
        let listener = EventListener::new_with_options(&document(), "keydown", options, move |e| {
            let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            if e.ctrl_key() || e.meta_key() || e.alt_key() || left_alone(e) {
                return;
            }
            if matches!(e.key().as_str(), "f" | "F") {
                e.prevent_default();
                set_presenting(&d, !presenting);
            } else if let Some(action) = key_action(&e.key()) {
                e.prevent_default();
                if presenting && matches!(action, Action::Escape) {
                    leave_full_screen();
                }
                d.dispatch(action);
            }
        });
        move || drop(listener)
    });
}

/// On the lesson's stop `k` of `total`: ← and → move between the stops (not
/// while typing in a form field).
#[hook]
pub fn use_lesson_keys(k: usize, total: usize, dispatch: &UseReducerDispatcher<AppState>) {
    let d = dispatch.clone();
    use_effect_with(k, move |&k| {
        let options = EventListenerOptions::enable_prevent_default();
        let listener = EventListener::new_with_options(&document(), "keydown", options, move |e| {
            let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            let in_field = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| {
                    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                });
            if in_field || e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            let to = match e.key().as_str() {
                "ArrowLeft" if k > 1 => k - 1,
                "ArrowRight" if k < total => k + 1,
                _ => return,
            };
            e.prevent_default();
            d.dispatch(Action::SetStop(to));
        });
        move || drop(listener)
    });
}
