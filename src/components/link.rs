//! Links that work both ways: a plain click changes the page in place, and
//! any other click (with a modifier key, or the middle button) is left to
//! the browser, which opens the link's real address in a new tab or window.

use yew::prelude::*;

use crate::state::{Action, AppState};

/// The page's address without its query: where the site lives (any host,
/// any folder), to write a link in full (`site_address() + query`).
pub fn site_address() -> String {
    web_sys::window()
        .map(|w| w.location())
        .map(|l| {
            format!(
                "{}{}",
                l.origin().unwrap_or_default(),
                l.pathname().unwrap_or_default()
            )
        })
        .unwrap_or_default()
}

/// A click with the main button and no modifier key.
pub fn plain_click(e: &MouseEvent) -> bool {
    e.button() == 0 && !(e.ctrl_key() || e.meta_key() || e.shift_key() || e.alt_key())
}

/// An `onclick` for a link: on a plain click, `actions` run in the page
/// instead of a navigation.
#[inline(never)]
pub fn in_page(d: UseReducerDispatcher<AppState>, actions: Vec<Action>) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        if plain_click(&e) {
            e.prevent_default();
            for action in &actions {
                d.dispatch(action.clone());
            }
        }
    })
}
