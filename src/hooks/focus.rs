//! Where the focus goes when the stepper's dialogs open and close.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::dom::document;

/// Focuses the element of `node` each time `open` becomes true (the help
/// dialog's close button).
#[hook]
pub fn use_focus_on_open(open: bool, node: &NodeRef) {
    let node = node.clone();
    use_effect_with(open, move |&open| {
        if open {
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    });
}

/// The share dialog takes the focus when it opens (its link, ready to
/// copy); once it closes, the [`crate::components::Modal`] gives it back to
/// where it was: the Share button, or the square where S was pressed.
#[hook]
pub fn use_share_focus(open: bool) {
    use_focus_follows(open, "share-link", "");
}

/// Presenter mode replaces the page (the shell's hook: the stepper is
/// drawn anew): entering it, the focus goes to its caption; leaving it,
/// back to the Present button (never to the page's body: meanwhile it
/// waits on the view's heading, [`use_focus_held`]). (The keys' help is a
/// [`crate::components::Modal`]: closed, it gives the focus back to where
/// it was when `?` was pressed, a square of the board included, or to its
/// button.)
#[hook]
pub fn use_present_focus(presenting: bool) {
    // The caption, not a button: Space then plays and pauses (on the way
    // out button it pressed it, and left presenter mode).
    use_focus_follows(presenting, "present-caption", "present-toggle");
}

/// When `open` becomes true, focuses the element of test id `on_open` (none
/// if empty); when it becomes false again, the one of `on_close`.
#[hook]
fn use_focus_follows(open: bool, on_open: &'static str, on_close: &'static str) {
    use_focus_moves(open, on_open, on_close, false);
}

/// What [`use_focus_follows`] and [`use_focus_rescue`] share: on each change
/// of `open` (not at the first render), the element of `on_open` or
/// `on_close` takes the focus: always, or (`only_if_lost`) where the render
/// left the focus on no element or on a control turned off.
#[hook]
fn use_focus_moves(open: bool, on_open: &'static str, on_close: &'static str, only_if_lost: bool) {
    let was_open = use_mut_ref(|| false);
    use_effect_with(open, move |&open| {
        let was_open = was_open.replace(open);
        let id = match (was_open, open) {
            (false, true) => on_open,
            (true, false) => on_close,
            _ => return,
        };
        if !id.is_empty() && (!only_if_lost || focus_lost()) {
            focus_testid(id);
        }
    });
}

/// Whether the focus is on the page's body (on no element of it).
pub fn focus_on_body() -> bool {
    let document = document();
    match (document.active_element(), document.body()) {
        (None, _) => true,
        (Some(a), Some(b)) => a == *b,
        _ => false,
    }
}

/// Focuses the element of test id `id`, if there is one.
pub fn focus_testid(id: &str) {
    if let Some(el) = by_testid(id) {
        let _ = el.focus();
    }
}

/// When a run starts (`running` becomes true) or ends, and the render left
/// the focus on no element or on a control turned off (as a run's button
/// is while it runs; the browser then moves the focus to the page at its
/// next frame), the element of test id `while_running` or `after` takes it.
/// A focus elsewhere is left where it is, and so is the focus at the first
/// render (a new view's heading takes it).
#[hook]
pub fn use_focus_rescue(running: bool, while_running: &'static str, after: &'static str) {
    use_focus_moves(running, while_running, after, true);
}

/// Is the focus on no element, or on a control turned off?
fn focus_lost() -> bool {
    let document = document();
    document.active_element().is_none_or(|a| {
        a.matches(":disabled").unwrap_or(false)
            || document
                .body()
                .is_some_and(|b| a == *b.unchecked_ref::<web_sys::Element>())
    })
}

/// Where the focus waits while a render replaces the part of the page that
/// holds it: called in the render, before the page is patched. When
/// `value` differs from the last render's (another lesson stop, presenter
/// mode on or off) and the focus is on an element inside the first one
/// `within` matches (empty: anywhere), the element `holder` gives (one that
/// this render keeps) takes it while the old one is still there. An effect
/// comes too late for it: it runs after the patch, and yew may hand the
/// browser a frame in between (a long render yields before its effects),
/// in which the removed element has left the focus on the page's body and
/// a screen reader reads the document's name. The focus on the body, or
/// outside `within`, stays where it is; the effects move it on from
/// `holder` (to the new stop's title, to the Present button).
#[hook]
pub fn use_focus_held<T, F>(value: T, within: &'static str, holder: F)
where
    T: PartialEq + 'static,
    F: FnOnce() -> Option<web_sys::HtmlElement>,
{
    let last = use_mut_ref(|| None::<T>);
    let changed = last.borrow().as_ref().is_some_and(|v| *v != value);
    *last.borrow_mut() = Some(value);
    if changed {
        hold_focus(within, holder);
    }
}

/// [`use_focus_held`]'s move, once `value` changed.
fn hold_focus(within: &str, holder: impl FnOnce() -> Option<web_sys::HtmlElement>) {
    if focus_on_body() {
        return;
    }
    let Some(active) = document().active_element() else {
        return;
    };
    if !within.is_empty() && !matches!(active.closest(within), Ok(Some(_))) {
        return;
    }
    if let Some(el) = holder() {
        if *el.unchecked_ref::<web_sys::Element>() != active {
            let _ = el.focus();
        }
    }
}

/// The element of test id `id`, if there is one (for [`use_focus_held`]).
pub fn by_testid(id: &str) -> Option<web_sys::HtmlElement> {
    document()
        .query_selector(&format!("[data-testid={id}]"))
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
}

/// The lesson: each time a stop is shown after another one (by next,
/// previous, the arrow keys or Back), its heading (`node`) comes to the top
/// of the screen and takes the focus, so that a screen reader reads the new
/// stop from its title. Not for the first stop the page shows: the page's
/// own focus stays. `before` is the stop shown before this one (0: none).
#[hook]
pub fn use_focus_on_new_stop(before: usize, stop: usize, node: &NodeRef) {
    let node = node.clone();
    use_effect_with(stop, move |&stop| {
        if before != 0 && before != stop {
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                el.scroll_into_view();
                let _ = el.focus();
            }
        }
    });
}

/// The learn page's tabs (the lesson, the exercises, the write tab, the
/// check page): when another one is shown (`tab`), its heading (the first
/// element `heading` matches) takes the focus, so that a screen reader says
/// where the link went; the link itself stays where it was and says
/// nothing. The write tab and the check page come from the extra wasm: the
/// heading is looked for until it is there (up to 3 s). Only while the
/// focus is still on a tab or on the page's body (a learner who moved on
/// keeps their place), and not at the first render.
#[hook]
pub fn use_focus_on_tab(tab: &'static str, heading: &'static str) {
    let first = use_mut_ref(|| true);
    let timer: Rc<RefCell<Option<Timeout>>> = use_mut_ref(|| None);
    use_effect_with(tab, move |_| {
        if first.replace(false) {
            return;
        }
        fn attempt(heading: &'static str, left: u32, timer: Rc<RefCell<Option<Timeout>>>) {
            let document = document();
            let on_tab = document
                .active_element()
                .is_some_and(|a| matches!(a.closest("nav.tabs"), Ok(Some(_))));
            if !on_tab && !focus_on_body() {
                return;
            }
            let found = document
                .query_selector(heading)
                .ok()
                .flatten()
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
            match found {
                Some(el) => {
                    let _ = el.focus();
                }
                None if left > 0 => {
                    let again = timer.clone();
                    *timer.borrow_mut() =
                        Some(Timeout::new(50, move || attempt(heading, left - 1, again)));
                }
                None => {}
            }
        }
        attempt(heading, 60, timer);
    });
}
