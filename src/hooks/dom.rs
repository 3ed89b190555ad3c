//! The page's document, which every hook here listens to, bringing an
//! element of it into view, an element's width as state, the scroll
//! panels' Tab stops, and the clipboard.

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
    gloo_timers::callback::Timeout::new(0, move || {
        bring_last(selector);
    })
    .forget();
}

/// The last element that matches `selector`, brought into view by its
/// nearest edge ([`show_last`], at once).
fn bring_last(selector: &str) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    let all = document().query_selector_all(selector).ok()?;
    let el = all
        .item(all.length().checked_sub(1)?)?
        .dyn_into::<web_sys::Element>()
        .ok()?;
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&options);
    Some(el)
}

/// [`show_last`], then, where that took the element `keep` above the
/// screen's top (the control that made the change: a step button over
/// its own status, the board and the rows), back down as far as the last
/// `selector` stays above `floor`'s top (a bar fixed at the screen's foot):
/// on a phone the button stays on the screen with what it changed.
pub fn show_last_keeping(selector: &'static str, keep: &'static str, floor: &'static str) {
    let show = move || {
        let doc = document();
        let Some(el) = bring_last(selector) else {
            return;
        };
        let (Some(window), Ok(Some(keep))) = (web_sys::window(), doc.query_selector(keep)) else {
            return;
        };
        let above = -keep.get_bounding_client_rect().top();
        if above <= 0.0 {
            return;
        }
        let floor = match doc.query_selector(floor) {
            Ok(Some(bar)) => bar.get_bounding_client_rect().top(),
            _ => window
                .inner_height()
                .ok()
                .and_then(|h| h.as_f64())
                .unwrap_or(0.0),
        };
        let room = floor - el.get_bounding_client_rect().bottom() - 4.0;
        // A small gap over the control, as a scroll margin would keep.
        let back = (above + 8.0).min(room.max(0.0));
        window.scroll_by_with_x_and_y(0.0, -back);
    };
    gloo_timers::callback::Timeout::new(0, show).forget();
}

/// Focuses the element of id `id` where the page is (the focus alone would
/// scroll it to the browser's liking: on a phone, to the middle of the
/// screen, the rows above a number task half off it), then brings the last
/// element that matches `shown` into view by its nearest edge
/// ([`show_last`]: clear of the bar at the screen's foot).
pub fn focus_and_show(id: &str, shown: &'static str) {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    let (x, y) = (
        window.scroll_x().unwrap_or(0.0),
        window.scroll_y().unwrap_or(0.0),
    );
    if let Some(el) = document()
        .get_element_by_id(id)
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
        window.scroll_to_with_x_and_y(x, y);
        show_last(shown);
    }
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

/// The scroll panels' Tab stops: a panel marked `data-scroll-stop` (the
/// stack, the equations, a table's box, the widget's stage) is a Tab stop,
/// to scroll it by the arrow keys, while its content overflows it, and only
/// then (an empty stop is one more Tab for nothing); the panel that has the
/// focus keeps its stop, so that the focus never falls to the body. One
/// observer of the whole document, started once with the app, for every
/// view's panels (the extra pages' too), measuring them whenever its
/// content or an attribute changes (its own `tabindex` changes nothing
/// more: no loop) and when the window's size does. No component nor hook
/// (each component type costs the app's wasm some 5 KB; the page's life
/// is the app's).
pub fn watch_scroll_stops() {
    use wasm_bindgen::{closure::Closure, JsCast};
    mark_scroll_stops();
    // (FnMut: the closure type gloo's timers already bring.)
    let mark = Closure::<dyn FnMut()>::new(mark_scroll_stops);
    if let (Ok(observer), Some(body)) = (
        web_sys::MutationObserver::new(mark.as_ref().unchecked_ref()),
        document().body(),
    ) {
        let what = web_sys::MutationObserverInit::new();
        what.set_child_list(true);
        what.set_subtree(true);
        what.set_character_data(true);
        what.set_attributes(true);
        let _ = observer.observe_with_options(&body, &what);
    }
    mark.forget();
    let window = web_sys::window().expect("a window");
    gloo_events::EventListener::new(&window, "resize", |_| mark_scroll_stops()).forget();
}

/// Gives each panel marked `data-scroll-stop` its Tab stop while its
/// content overflows it or it has the focus, and takes it away otherwise
/// ([`watch_scroll_stops`]).
fn mark_scroll_stops() {
    use wasm_bindgen::JsCast;
    let doc = document();
    let Ok(all) = doc.query_selector_all("[data-scroll-stop]") else {
        return;
    };
    let focused = doc.active_element();
    for el in (0..all.length()).filter_map(|i| all.item(i)) {
        // (Elements only: the selector matches no other node.)
        let el = el.unchecked_into::<web_sys::HtmlElement>();
        let stop = el.scroll_width() > el.client_width()
            || el.scroll_height() > el.client_height()
            || focused.as_deref() == Some(&el);
        if stop != el.has_attribute("tabindex") {
            if stop {
                el.set_tab_index(0);
            } else {
                let _ = el.remove_attribute("tabindex");
            }
        }
    }
}

/// Gives the element `id` the focus, where it can take it, and selects its
/// whole text, for a copy by hand (Ctrl+C): a field's (an input's, a text
/// area's) value, any other element's contents. The one way the site
/// selects what the clipboard refused, or what a copy gave it.
pub fn select_field(id: &str) {
    use wasm_bindgen::JsCast;
    let document = document();
    let Some(element) = document.get_element_by_id(id) else {
        return;
    };
    if let Some(el) = element.dyn_ref::<web_sys::HtmlElement>() {
        let _ = el.focus();
    }
    // A field scrolls to the selection's end: back to its start, where
    // the text begins (the first of many solutions, a link's address).
    if let Some(input) = element.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
        element.set_scroll_left(0.0);
    } else if let Some(area) = element.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.select();
        element.set_scroll_top(0.0);
    } else if let (Some(selection), Ok(range)) = (
        web_sys::window().and_then(|w| w.get_selection().ok().flatten()),
        document.create_range(),
    ) {
        let _ = range.select_node_contents(&element);
        let _ = selection.remove_all_ranges();
        let _ = selection.add_range(&range);
    }
}

/// Copies the text of the field `id` (an input or a text area) as
/// [`copy_text`] does: where the clipboard takes it, the focus stays on
/// the button pressed and `status` says `said.0` alone; else (no
/// clipboard, or the write refused) the field takes the focus, selected
/// to copy by hand, and `status` says `said.1`.
pub fn copy_field(id: &'static str, status: &'static str, said: (&'static str, &'static str)) {
    use wasm_bindgen::JsCast;
    let Some(element) = document().get_element_by_id(id) else {
        return;
    };
    let text = if let Some(input) = element.dyn_ref::<web_sys::HtmlInputElement>() {
        input.value()
    } else if let Some(area) = element.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.value()
    } else {
        return;
    };
    copy_text(text, id, status, said);
}

/// Writes `text` to the clipboard, then calls `done(true)` once it holds
/// it, or `done(false)` where the browser lends no clipboard or refuses the
/// write (the refusal is handled here, never left uncaught).
pub fn write_then(text: String, done: impl FnOnce(bool) + 'static) {
    let Some(clipboard) = clipboard() else {
        return done(false);
    };
    let written = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&text));
    wasm_bindgen_futures::spawn_local(async move { done(written.await.is_ok()) });
}

/// The clipboard, where the browser lends it to the page (a secure context).
fn clipboard() -> Option<web_sys::Clipboard> {
    use wasm_bindgen::JsValue;
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .is_ok_and(|c| !c.is_undefined())
        .then(|| navigator.clipboard())
}

/// Says `said` in the status line `status` (a `role=status` element the
/// view leaves empty): its text is replaced, a new text node, so that the
/// same words are said again at the next press.
pub fn say(status: &str, said: &str) {
    if let Some(status) = document().get_element_by_id(status) {
        status.set_text_content(Some(said));
    }
}

/// Copies `text` (the element `shown` shows it) and says so, once, in the
/// status `status`: `said.0` once the clipboard holds it; where the browser
/// lends no clipboard or refuses to write, `shown`'s text is selected
/// instead and `said.1` asks for Ctrl+C (the selection is the same text).
pub fn copy_text(
    text: String,
    shown: &'static str,
    status: &'static str,
    said: (&'static str, &'static str),
) {
    write_then(text, move |written| {
        if !written {
            select_field(shown);
        }
        say(status, if written { said.0 } else { said.1 })
    });
}

/// Saves `text` as the file `name` (of the MIME type `kind`), from the page
/// itself: a Blob's address, followed by a temporary link (any static host
/// serves the page; nothing is fetched). False where the browser made no
/// file.
pub fn download_text(text: &str, kind: &str, name: &str) -> bool {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(kind);
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .is_ok_and(|blob| download(&blob, name))
}

/// Saves `blob` under `name` through a temporary link. False where the
/// browser gave it no address or no link.
pub fn download(blob: &web_sys::Blob, name: &str) -> bool {
    use wasm_bindgen::JsCast;
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return false;
    };
    let link = document()
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    if let Some(link) = &link {
        link.set_href(&url);
        link.set_download(name);
        link.click();
    }
    // The download has its own copy once started.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    link.is_some()
}
