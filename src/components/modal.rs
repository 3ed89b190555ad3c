//! A modal dialog: a `<dialog>` opened with `showModal()`, so that the page
//! behind it is inert (Tab, a screen reader's virtual cursor and clicks stay
//! in the dialog). Escape, a click on the backdrop and the dialog's own
//! buttons close it through `on_close`; once it is gone the focus goes back
//! to the control that opened it (or, when it was opened by a key, to the
//! first element `return_to` matches).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::hooks::document;

#[derive(Properties, PartialEq)]
pub struct ModalProps {
    #[prop_or_default]
    pub class: Classes,
    /// The id of the dialog's heading.
    pub labelledby: AttrValue,
    pub testid: AttrValue,
    pub on_close: Callback<()>,
    /// A CSS selector: where the focus goes when the opener is gone.
    pub return_to: AttrValue,
    #[prop_or_default]
    pub children: Html,
}

/// Focuses `el` if it is still in the page and can take the focus.
fn focus(el: &web_sys::Element) -> bool {
    if !el.is_connected() || el.tag_name() == "BODY" {
        return false;
    }
    let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() else {
        return false;
    };
    let _ = el.focus();
    document()
        .active_element()
        .is_some_and(|active| &active == el.unchecked_ref::<web_sys::Element>())
}

/// The dialog's focusable elements, in order.
fn focusables(dialog: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = dialog.query_selector_all(
        "button:not([disabled]), input:not([disabled]), textarea:not([disabled]), \
         select:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])",
    ) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| node.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// Opens the dialog in `node` as a modal once it is drawn; once it is gone,
/// gives the focus back to the control that opened it (or to the first
/// element `return_to` matches).
#[hook]
fn use_show_modal(node: &NodeRef, return_to: &AttrValue) {
    let node = node.clone();
    let return_to = return_to.clone();
    use_effect_with((), move |_| {
        let opener = document().active_element();
        let dialog = node.cast::<web_sys::HtmlDialogElement>();
        if let Some(dialog) = &dialog {
            let _ = dialog.show_modal();
        }
        move || {
            // Out of the top layer first: the page is inert until then.
            if let Some(dialog) = dialog {
                dialog.close();
            }
            let back = opener.is_some_and(|el| focus(&el));
            if !back {
                if let Some(el) = document().query_selector(&return_to).ok().flatten() {
                    focus(&el);
                }
            }
        }
    });
}

/// A click on the backdrop lands on the dialog itself, outside its box:
/// it closes the dialog.
fn on_backdrop(on_close: &Callback<()>) -> Callback<MouseEvent> {
    let on_close = on_close.clone();
    Callback::from(move |e: MouseEvent| {
        let Some(el) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if e.target() != e.current_target() {
            return;
        }
        let r = el.get_bounding_client_rect();
        let (x, y) = (e.client_x(), e.client_y());
        if x < r.left() || x > r.right() || y < r.top() || y > r.bottom() {
            on_close.emit(());
        }
    })
}

/// Tab from the last control goes to the first, Shift+Tab from the first
/// to the last (rather than out to the browser's own controls).
fn tab_in_turn(node: &NodeRef) -> Callback<KeyboardEvent> {
    let node = node.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() != "Tab" {
            return;
        }
        let Some(dialog) = node.cast::<web_sys::Element>() else {
            return;
        };
        let all = focusables(&dialog);
        let (Some(first), Some(last)) = (all.first(), all.last()) else {
            return;
        };
        let active = document().active_element();
        let is = |el: &web_sys::HtmlElement| {
            active.as_ref() == Some(el.unchecked_ref::<web_sys::Element>())
        };
        let to = if e.shift_key() && is(first) {
            last
        } else if !e.shift_key() && is(last) {
            first
        } else {
            return;
        };
        e.prevent_default();
        let _ = to.focus();
    })
}

#[function_component(Modal)]
pub fn modal(p: &ModalProps) -> Html {
    let node = use_node_ref();
    use_show_modal(&node, &p.return_to);
    // Escape: the dialog stays until the state closes it.
    let oncancel = {
        let on_close = p.on_close.clone();
        Callback::from(move |e: Event| {
            e.prevent_default();
            on_close.emit(());
        })
    };
    // Closed by the browser all the same (a second Escape).
    let onclose = {
        let on_close = p.on_close.clone();
        Callback::from(move |_: Event| on_close.emit(()))
    };
    let onclick = on_backdrop(&p.on_close);
    let onkeydown = tab_in_turn(&node);
    html! {
        <dialog ref={node} class={p.class.clone()} aria-labelledby={p.labelledby.clone()}
                data-testid={p.testid.clone()} {oncancel} {onclose} {onclick} {onkeydown}>
            { p.children.clone() }
        </dialog>
    }
}
