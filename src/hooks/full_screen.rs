//! The full screen of presenter mode.

use gloo_events::EventListener;
use yew::prelude::*;

use super::dom::document;
use crate::domain::stepper::machine;

/// Asks for the full screen (presenter mode), where the browser allows it.
fn enter_full_screen() {
    let document = document();
    if document.fullscreen_enabled() && document.fullscreen_element().is_none() {
        if let Some(root) = document.document_element() {
            let _ = root.request_fullscreen();
        }
    }
}

/// Leaves the full screen if the page is in it.
pub fn leave_full_screen() {
    let document = document();
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    }
}

/// Enters or leaves presenter mode from a click or a key.
pub fn set_presenting(send: &Callback<machine::Event>, on: bool) {
    if on {
        enter_full_screen();
    } else {
        leave_full_screen();
    }
    send.emit(machine::Event::SetPresenting(on));
}

/// Leaving the full screen (the browser's own Esc) leaves presenter mode.
#[hook]
pub fn use_full_screen_exit(presenting: bool, send: &Callback<machine::Event>) {
    let send = send.clone();
    use_effect_with(presenting, move |&presenting| {
        let listener = presenting.then(|| {
            EventListener::new(&document(), "fullscreenchange", move |_| {
                if document().fullscreen_element().is_none() {
                    send.emit(machine::Event::SetPresenting(false));
                }
            })
        });
        move || drop(listener)
    });
}
