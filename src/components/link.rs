//! Links that work both ways: a plain click changes the page in place, and
//! any other click (with a modifier key, or the middle button) is left to
//! the browser, which opens the link's real address in a new tab or window.

use yew::prelude::*;

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

/// An `onclick` for a link: on a plain click, `to` is told `what` (a move
/// in the page, or to another page of the shell) instead of a navigation.
pub fn in_page<T: Clone + 'static>(to: &Callback<T>, what: T) -> Callback<MouseEvent> {
    on_plain_click(to.reform(move |()| what.clone()))
}

/// An `onclick` that calls `then` on a plain click instead of a navigation.
#[inline(never)]
fn on_plain_click(then: Callback<()>) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        if plain_click(&e) {
            e.prevent_default();
            then.emit(());
        }
    })
}
