//! The page's document, which every hook here listens to, bringing an
//! element of it into view, and an element's width as state.

use yew::prelude::*;

/// The page's document.
pub fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a document")
}

/// Brings the last element that matches `selector` into view, by its
/// nearest edge: the page moves no more than it must, and not at all when
/// the element is on the screen. It looks once the page has rendered what a
/// callback just changed (a task later). (A CSS `scroll-margin` on the
/// element keeps it clear of a bar fixed at the screen's foot.)
pub fn show_last(selector: &'static str) {
    use wasm_bindgen::JsCast;
    let show = move || {
        let found = document().query_selector_all(selector).ok();
        let last = found.and_then(|all| all.item(all.length().checked_sub(1)?));
        if let Some(el) = last.and_then(|node| node.dyn_into::<web_sys::Element>().ok()) {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&options);
        }
    };
    gloo_timers::callback::Timeout::new(0, show).forget();
}

/// A link to a part of a page (`#id`: a source of the records page, a card
/// of the bits primer): the part exists only once the page has drawn, so the
/// browser could not scroll to it; this does, once, after the first render.
#[hook]
pub fn use_scroll_to_fragment() {
    use_effect_with((), |_| {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        if let Some(part) = hash
            .strip_prefix('#')
            .and_then(|id| document().get_element_by_id(id))
        {
            part.scroll_into_view();
        }
    });
}

/// The inner width (px) of the element in `node`, as state: measured after
/// each render (the first render has no element yet: `None`), so that what
/// a view derives from it is current from the second render on.
#[hook]
pub fn use_client_width(node: &NodeRef) -> Option<u64> {
    let width = use_state_eq(|| None::<u64>);
    {
        let (node, width) = (node.clone(), width.clone());
        use_effect(move || {
            if let Some(el) = node.cast::<web_sys::Element>() {
                width.set(Some(el.client_width().max(0) as u64));
            }
        });
    }
    *width
}

/// Selects the text of the field `id` (an input or a text area) and copies
/// it where the browser lets the page (the clipboard API needs a secure
/// context), and says so, once, in the status `status`: `said.0` when
/// copied, else `said.1` (selected, to copy by hand).
pub fn copy_field(id: &str, status: &str, said: (&str, &str)) {
    use wasm_bindgen::{JsCast, JsValue};
    let document = document();
    let Some(element) = document.get_element_by_id(id) else {
        return;
    };
    let text = if let Some(input) = element.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
        input.value()
    } else if let Some(area) = element.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.select();
        area.value()
    } else {
        return;
    };
    let navigator = web_sys::window().map(|w| w.navigator());
    let has_clipboard = navigator.as_ref().is_some_and(|n| {
        js_sys::Reflect::get(n, &JsValue::from_str("clipboard")).is_ok_and(|c| !c.is_undefined())
    });
    let said = match navigator {
        Some(navigator) if has_clipboard => {
            let _ = navigator.clipboard().write_text(&text);
            said.0
        }
        _ => said.1,
    };
    if let Some(status) = document.get_element_by_id(status) {
        status.set_text_content(Some(said));
    }
}
