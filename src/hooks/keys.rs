//! Keyboard shortcuts: the stepper's, and the lesson's arrows.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::dom::document;
use super::full_screen::{leave_full_screen, set_presenting};
use crate::domain::learn::{lesson_machine, page};
use crate::domain::stepper::machine;
use crate::state::storage as key;

/// Whether the single-key shortcuts (N, P, F, ?, Space) are on: unless the
/// learner turned them off in the keys' help (WCAG 2.1.4).
pub fn shortcuts_on() -> bool {
    key::read(key::SHORTCUTS).is_none_or(|v| v != "off")
}

/// Turns the single-key shortcuts on or off, for good (in this browser).
pub fn set_shortcuts_on(on: bool) {
    if on {
        key::remove(key::SHORTCUTS)
    } else {
        key::write(key::SHORTCUTS, "off")
    }
}

/// A shortcut that is one character key (or Space): the kind WCAG 2.1.4
/// asks to let the learner turn off.
fn single_key(key: &str) -> bool {
    key.chars().count() == 1
}

/// The action of a key on the stepper, if it has one. In presenter mode a
/// presentation clicker's PageDown and PageUp step too (on the page they
/// scroll it).
fn key_action(key: &str, presenting: bool) -> Option<machine::Event> {
    Some(match key {
        "ArrowRight" => machine::Event::Forward,
        "ArrowLeft" => machine::Event::Back,
        "PageDown" if presenting => machine::Event::Forward,
        "PageUp" if presenting => machine::Event::Back,
        " " | "Spacebar" => machine::Event::TogglePlay,
        "n" | "N" => machine::Event::NextSolution,
        "p" | "P" => machine::Event::PrevSolution,
        // Share is far down the page's Tab order (after the transport, the
        // board and the rows): a key of its own opens it.
        "s" | "S" if !presenting => machine::Event::SetShareOpen(true),
        "Home" => machine::Event::Reset,
        "?" => machine::Event::ToggleHelp,
        "Escape" => machine::Event::Escape,
        _ => return None,
    })
}

/// A key the page leaves alone: one a part of the page already took (the
/// search tree's arrows and Enter, in the extra wasm's app), typed in a
/// form field (but Escape), Space on a button (it presses it), ← and → in a
/// focused scrollable panel (the code, the stack: they scroll it), the
/// arrows, Home and End on the board (they move between its squares). A
/// single-key shortcut (N, P, F, S, ?, Space) works only where the focus is on
/// the page itself, the board or a control that has shortcuts of its own
/// (`aria-keyshortcuts`: the step controls, Present, Keys), never on another
/// button or a link (focus on Share, N does nothing), and not at all once
/// the learner turned them off.
fn left_alone(e: &web_sys::KeyboardEvent) -> bool {
    let key = e.key();
    let target = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let inside = |selector: &str| {
        target
            .as_ref()
            .is_some_and(|el| matches!(el.closest(selector), Ok(Some(_))))
    };
    let tag = target.as_ref().map(|el| el.tag_name()).unwrap_or_default();
    // A select takes letters to pick an option by its text: the n select's
    // options are numbers, so F there is the shortcut, as on the page.
    let presenter_key = matches!(key.as_str(), "f" | "F");
    let in_field = match tag.as_str() {
        "SELECT" => !(presenter_key && inside("[data-testid=n-input]")),
        "INPUT" | "TEXTAREA" => true,
        _ => false,
    };
    let on_button = tag == "BUTTON";
    let in_scroller = inside("[role=region][tabindex]");
    let on_board = inside("[role=grid]");
    let sideways = matches!(key.as_str(), "ArrowLeft" | "ArrowRight");
    let board_key = matches!(
        key.as_str(),
        "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End"
    );
    let escape = key == "Escape";
    let interactive = matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY")
        && !target
            .as_ref()
            .is_some_and(|el| el.has_attribute("aria-keyshortcuts"));
    let single = single_key(&key);
    e.default_prevented()
        || (in_field && !escape)
        || (on_button && key == " ")
        || (in_scroller && sideways)
        || (on_board && board_key)
        || (single && (interactive || !shortcuts_on()))
}

/// The stepper's keyboard shortcuts (see `KEY_HELP`), F for presenter mode.
/// The machine is told when the last of them comes from a key held down (a
/// repeat of its keydown, until a key is released,
/// `machine::Event::KeyHeld`): the steps of a held key are said once it
/// stops, whatever the keyboard's delay before it repeats.
#[hook]
pub fn use_stepper_keys(presenting: bool, send: &Callback<machine::Event>) {
    let send = send.clone();
    let held = use_mut_ref(|| false);
    let flag = held.clone();
    use_effect_with(presenting, move |&presenting| {
        let up = flag.clone();
        let on_up = send.clone();
        let released = EventListener::new(&document(), "keyup", move |_| {
            if up.replace(false) {
                on_up.emit(machine::Event::KeyHeld(false));
            }
        });
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
                set_presenting(&send, !presenting);
            } else if let Some(event) = key_action(&e.key(), presenting) {
                e.prevent_default();
                if presenting && matches!(event, machine::Event::Escape) {
                    leave_full_screen();
                }
                if flag.replace(e.repeat()) != e.repeat() {
                    send.emit(machine::Event::KeyHeld(e.repeat()));
                }
                send.emit(event);
            }
        });
        move || drop((listener, released))
    });
}

/// On the lesson's stop `k` of `total`: ← and → move between the stops
/// (from the page, the stop's heading or its text; never from a control);
/// past the lesson's ends they go to the lesson's machine (`lesson`), which
/// says where the learner is.
#[hook]
pub fn use_lesson_keys(
    k: usize,
    total: usize,
    send: &Callback<page::Event>,
    lesson: &Callback<lesson_machine::Event>,
) {
    let d = send.clone();
    let lesson = lesson.clone();
    use_effect_with(k, move |&k| {
        let options = EventListenerOptions::enable_prevent_default();
        let listener = EventListener::new_with_options(&document(), "keydown", options, move |e| {
            let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            // Only from the page, the heading or the stop's text: never on
            // a control (a button, a link, a field: a press there is the
            // control's, and an arrow must not skip a task left
            // unanswered), on the board (its arrows move between its
            // squares), nor anywhere in the stop's task.
            let in_field = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| {
                    matches!(
                        el.closest(
                            "button, a[href], input, select, textarea, summary, [contenteditable], \
                             [role=grid], .lesson-task, .lesson-stage, .lesson-answer"
                        ),
                        Ok(Some(_))
                    )
                });
            if in_field || e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            let forward = match e.key().as_str() {
                "ArrowLeft" => false,
                "ArrowRight" => true,
                _ => return,
            };
            e.prevent_default();
            match (forward, k) {
                (false, 2..) => d.emit(page::Event::Stop(k - 1)),
                (true, _) if k < total => d.emit(page::Event::Stop(k + 1)),
                _ => lesson.emit(lesson_machine::Event::Beyond(forward)),
            }
        });
        move || drop(listener)
    });
}
