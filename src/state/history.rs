//! The browser's Back and Forward (wasm only), through the browser's own
//! `history` and its `popstate` event. (Not through `gloo-history`: each
//! of its entries carries a state object written by `serde-wasm-bindgen`,
//! which nothing here reads; it cost 6.8 KB of the app's wasm.)
//!
//! The address follows the state: another view, board size or language is
//! a new history entry, a step only rewrites the current one (see
//! [`history_entry`]). Back and Forward (`popstate`) parse the entry's
//! address and restore it with [`Action::Restore`], which writes nothing new.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use yew::prelude::*;

use crate::state::store::Action;
use crate::state::url::{history_entry, parse_query, to_query, Entry, Params};

/// What the current history entry's address says, as this page last wrote
/// or restored it (`None` before the first write).
type Shown = Rc<RefCell<Option<Params>>>;

/// Keeps the address and the browser's history in step with `params` (the
/// shell's state and its machines' links), and restores them from the
/// history on Back and Forward (`dispatch` takes the restore).
#[hook]
pub fn use_history(params: Params, dispatch: &Callback<Action>) {
    let shown: Shown = use_mut_ref(|| None);
    {
        let shown = shown.clone();
        use_effect_with(params, move |params| write(&shown, params));
    }
    let dispatcher = dispatch.clone();
    use_effect_with((), move |_| {
        // Back, Forward, or a move to a `#fragment` of the same entry
        // (which `restore` recognises and leaves alone).
        let listener = web_sys::window().map(|window| {
            EventListener::new(&window, "popstate", move |_| restore(&shown, &dispatcher))
        });
        move || drop(listener)
    });
}

fn write(shown: &RefCell<Option<Params>>, new: &Params) {
    let entry = history_entry(shown.borrow().as_ref(), new);
    // Kept too: the same address may name what the old one left to the
    // page, such as the lesson's stop the learn page names once drawn
    // (from the extra wasm, after the entry was written), so that the next
    // stop is a new entry, not a rewrite of this one.
    *shown.borrow_mut() = Some(new.clone());
    if entry == Entry::Keep {
        return;
    }
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    // The page's own path (the site may live in a folder, or at index.html).
    // A rewritten entry keeps its fragment (a link to a section of the
    // page, such as a source on the records page); a new one has none.
    let fragment = match entry {
        Entry::Replace => web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default(),
        _ => String::new(),
    };
    let url = format!("{}{}{fragment}", address().0, to_query(new));
    let state = wasm_bindgen::JsValue::NULL;
    let _ = match entry {
        Entry::Push => history.push_state_with_url(&state, "", Some(&url)),
        _ => history.replace_state_with_url(&state, "", Some(&url)),
    };
}

/// The page's path and query, from `window.location`.
fn address() -> (String, String) {
    let location = web_sys::window().map(|w| w.location());
    let get = |f: fn(&web_sys::Location) -> Result<String, wasm_bindgen::JsValue>| {
        location
            .as_ref()
            .and_then(|l| f(l).ok())
            .unwrap_or_default()
    };
    (
        get(web_sys::Location::pathname),
        get(web_sys::Location::search),
    )
}

fn restore(shown: &RefCell<Option<Params>>, dispatcher: &Callback<Action>) {
    let query = address().1;
    if shown
        .borrow()
        .as_ref()
        .is_some_and(|p| to_query(p) == query)
    {
        // The entry this page shows: a move to a `#fragment` of it.
        return;
    }
    let (params, notices) = parse_query(&query);
    *shown.borrow_mut() = Some(params.clone());
    dispatcher.emit(Action::Restore(params, notices));
}
