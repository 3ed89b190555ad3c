//! The search tree's drawing as the learner moves in it (`pages::tree`):
//! its one tab stop and arrow keys (a roving tabindex), its zoom (which
//! keeps a point in place), panning by dragging, and a click or a tap on a
//! node. What is computed (where a key goes, the zoom's widths, the point
//! a zoom keeps) is `domain::tree::layout`; here it meets the page's
//! elements and events.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::domain::tree::layout::{self, Drawn, Move, FIT_WIDTH, MILLION};

use super::dom::use_client_width;

/// What a mouse drag on the drawing holds: where it started, and whether
/// it moved (then its click is no choice of a node).
#[derive(Default)]
pub struct Drag {
    from: Option<(f64, f64)>,
    moved: bool,
}

/// One listener for every node of the drawing: the node is the target's
/// closest `[data-step]`; a press that dragged the drawing chooses nothing.
pub fn node_opener(
    n: usize,
    on_open: Callback<(usize, u64)>,
    drag: Rc<RefCell<Drag>>,
    zoom_at: Callback<(f64, web_sys::Element), bool>,
) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        if drag.borrow().moved {
            return;
        }
        let Some(node) = node_of(e.target()) else {
            return;
        };
        let Some(step) = node_step(&node) else {
            return;
        };
        // A tap on a node smaller than a finger (its ring, centred on it:
        // its hit area reaches no further) chooses nothing: it zooms in
        // at once until the nodes are large enough to choose (or the zoom
        // is at its largest), keeping the node where it is.
        if is_touch(&e) {
            if let Some(hit) = node.query_selector(".ring").ok().flatten() {
                let r = hit.get_bounding_client_rect();
                if r.width().min(r.height()) < TOUCH_PX
                    && zoom_at.emit((r.left() + r.width() / 2.0, node.clone()))
                {
                    return;
                }
            }
        }
        on_open.emit((n, step));
    })
}

/// The drawing's one tab stop and its keys.
pub struct TreeKeys {
    pub tab_stop: Option<usize>,
    pub on_key: Callback<KeyboardEvent>,
    /// A node focused otherwise (a click, a script) becomes the tab stop,
    /// where the keys go on from.
    pub on_focus: Callback<FocusEvent>,
    /// The node where ↓ last found nothing below (until a key moves on).
    pub said: Option<usize>,
}

/// The tab stop of board `n`'s drawing in `scroller`: the node the arrow
/// keys moved it to (the focus follows), else the `current` one (again on a
/// new board); Enter or Space opens its step.
#[hook]
pub fn use_tree_keys(
    n: usize,
    drawn: Rc<Drawn>,
    scroller: &NodeRef,
    current: Option<usize>,
    on_open: &Callback<(usize, u64)>,
) -> TreeKeys {
    let focus = use_state_eq(|| None::<usize>);
    let said = use_state_eq(|| None::<usize>);
    // What the arrow keys keep between renders.
    let keys = use_mut_ref(KeyStop::default);
    {
        // A new board: the tab stop back on the current node, nothing said.
        let (focus, said) = (focus.clone(), said.clone());
        use_effect_with(n, move |_| {
            focus.set(None);
            said.set(None);
        });
    }
    let tab_stop = layout::tab_stop(&drawn.tree, *focus, current);
    keys.borrow_mut().at = tab_stop;
    use_focus_follows_keys(scroller, &keys, tab_stop);
    let on_focus = {
        let (keys, focus, said) = (keys.clone(), focus.clone(), said.clone());
        Callback::from(move |e: FocusEvent| {
            let id = node_of(e.target()).and_then(|el| el.get_attribute("data-id")?.parse().ok());
            if id.is_some() && keys.borrow().at != id {
                keys.borrow_mut().at = id;
                focus.set(id);
                said.set(None);
            }
        })
    };
    let on_key = {
        let (on_open, said) = (on_open.clone(), said.clone());
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if key == "Enter" || key == " " {
                said.set(None);
                if let Some(step) = node_of(e.target()).and_then(|node| node_step(&node)) {
                    e.prevent_default();
                    on_open.emit((n, step));
                }
                return;
            }
            let from = keys.borrow().at;
            let (Some(m), Some(from)) = (Move::from_key(&key), from) else {
                return;
            };
            e.prevent_default();
            if let Some(to) = layout::step_to(&drawn.tree, from, m) {
                *keys.borrow_mut() = KeyStop {
                    at: Some(to),
                    follow: true,
                };
                focus.set(Some(to));
                said.set(None);
            } else if layout::nothing_below(&drawn.tree, from, m) {
                // Said once: the same key again leaves the line as it is.
                said.set(Some(from));
            }
        })
    };
    TreeKeys {
        tab_stop,
        on_key,
        on_focus,
        said: *said,
    }
}

/// After an arrow key moved the tab stop, the focus goes to its node.
#[hook]
fn use_focus_follows_keys(
    scroller: &NodeRef,
    keys: &Rc<RefCell<KeyStop>>,
    tab_stop: Option<usize>,
) {
    let (scroller, keys) = (scroller.clone(), keys.clone());
    use_effect_with(tab_stop, move |id| {
        if std::mem::take(&mut keys.borrow_mut().follow) {
            let el = id.and_then(|id| {
                scroller
                    .cast::<web_sys::Element>()?
                    .query_selector(&format!("[data-id=\"{id}\"]"))
                    .ok()
                    .flatten()
            });
            if let Some(el) = el {
                focus_element(&el);
            }
        }
    });
}

/// The drawing's zoom: its width in px (`None`: fitted to the page) and
/// what its three buttons do.
pub struct Zoom {
    pub width: Option<u64>,
    /// The view's width in px (`None` before the first render is done).
    pub view: Option<u64>,
    pub can_zoom_in: bool,
    pub zoom_in: Callback<MouseEvent>,
    /// A tap on a node too small for a finger (its centre's x, the
    /// viewport's, and the node): zooms in at once until it is large
    /// enough, keeping it in place; false when the drawing is as wide as
    /// it gets.
    pub zoom_at: Callback<(f64, web_sys::Element), bool>,
    pub zoom_out: Callback<MouseEvent>,
    pub fit: Callback<MouseEvent>,
}

/// What a zoom keeps in place: a point of the drawing (in millionths of its
/// width), where in the view (px from its left edge), and the node there
/// (the current one, a tapped one), if any.
type Keep = (u64, f64, Option<web_sys::Element>);

/// The zoom of board `n`'s drawing in `scroller` (fitted again on a new
/// board). A zoom keeps a point in place: the `current` node where it is if
/// it is in view (from the fitted tree: in the middle), else the view's
/// middle.
#[hook]
pub fn use_zoom(n: usize, scroller: &NodeRef, drawn: Rc<Drawn>, current: Option<usize>) -> Zoom {
    let max = drawn.layout.widest();
    let zoom = use_state_eq(|| None::<u64>);
    // After a zoom: what to keep in place.
    let centre = use_mut_ref(|| None::<Keep>);
    use_zoom_scroll(n, &zoom, &centre, scroller);
    // The view's width for the zoom-in button's state (at the first
    // render there is no element yet, and a phone at n = 5, whose widest
    // drawing is narrower than the fitted 1,000 px, must still zoom in).
    let view = use_client_width(scroller);
    let view_width = width_of(scroller.clone());
    // What a zoom keeps in place: the current node where it is, if it is in
    // view (from the fitted tree: in the middle), else the view's middle.
    let anchor = {
        let (scroller, zoom, drawn, view_width) = (
            scroller.clone(),
            zoom.clone(),
            drawn.clone(),
            view_width.clone(),
        );
        move || {
            let current_at = current.map(|id| drawn.layout.point_of(id, *zoom, view_width()));
            anchor_of(&scroller, zoom.is_some(), current_at)
        }
    };
    // Zooms in, keeping `keep` (a point of the drawing and its place in
    // the view) where it is, but far enough from the view's edges that a
    // node there stays whole in view, magnified as it then is: one level,
    // or for a `tap` at once to where the nodes are a finger wide; false
    // when the drawing cannot grow.
    let zoom_keeping = {
        let (zoom, centre, view_width) = (zoom.clone(), centre.clone(), view_width.clone());
        Rc::new(move |tap: bool, keep: Option<Keep>| {
            let seen = view_width();
            let to = if tap {
                drawn.layout.tap_zoom(*zoom, seen, TOUCH_PX as u64)
            } else {
                layout::zoom_in(*zoom, seen, max)
            };
            let Some(w) = to else { return false };
            // (A few px more for the current node's ring's stroke.)
            let node = (drawn.layout.target_px(w, seen) + 4) as f64;
            *centre.borrow_mut() =
                keep.map(|(at, x, on)| (at, layout::keep_inside(x, seen as f64, node), on));
            zoom.set(Some(w));
            true
        })
    };
    let zoom_in = {
        let (zoom_keeping, anchor) = (zoom_keeping.clone(), anchor.clone());
        Callback::from(move |_| {
            zoom_keeping(false, anchor());
        })
    };
    // A tap's node, its centre at `client_x` (the viewport's), kept where
    // it is (under the finger; `zoom_keeping` keeps it whole in view).
    let zoom_at = {
        let scroller = scroller.clone();
        Callback::from(move |(client_x, node): (f64, web_sys::Element)| {
            let Some(el) = scroller.cast::<web_sys::Element>() else {
                return false;
            };
            let (at, x) = point_at(&el, client_x);
            zoom_keeping(true, Some((at, x, Some(node))))
        })
    };
    let can_zoom_in = layout::zoom_in(*zoom, view.unwrap_or(FIT_WIDTH).max(1), max).is_some();
    let zoom_out = {
        let (zoom, centre) = (zoom.clone(), centre.clone());
        Callback::from(move |_| {
            if zoom.is_some() {
                *centre.borrow_mut() = anchor();
                zoom.set(layout::zoom_out(*zoom, view_width(), max));
            }
        })
    };
    let fit = {
        let zoom = zoom.clone();
        Callback::from(move |_| zoom.set(None))
    };

    Zoom {
        width: *zoom,
        view,
        can_zoom_in,
        zoom_in,
        zoom_at,
        zoom_out,
        fit,
    }
}

/// The view's width in px, read when asked (the fitted width before the
/// element exists).
fn width_of(scroller: NodeRef) -> impl Fn() -> u64 + Clone {
    move || {
        scroller
            .cast::<web_sys::Element>()
            .map_or(FIT_WIDTH, |el| el.client_width().max(1) as u64)
    }
}

/// The point of the drawing under `client_x` (the viewport's): in
/// millionths of the drawing's width, and its place in the view (px).
fn point_at(el: &web_sys::Element, client_x: f64) -> (u64, f64) {
    let offset = client_x - el.get_bounding_client_rect().left();
    let at = layout::point(el.scroll_left() + offset, f64::from(el.scroll_width()));
    (at, offset)
}

/// A new board shows the whole tree; after a zoom the view scrolls so that
/// `centre` (a point of the drawing in millionths of its width, its place
/// in the view, and the node there) is where it was.
#[hook]
fn use_zoom_scroll(
    n: usize,
    zoom: &UseStateHandle<Option<u64>>,
    centre: &Rc<RefCell<Option<Keep>>>,
    scroller: &NodeRef,
) {
    {
        let zoom = zoom.clone();
        use_effect_with(n, move |_| zoom.set(None));
    }
    let (scroller, centre) = (scroller.clone(), centre.clone());
    use_effect_with(**zoom, move |_| {
        if let (Some(el), Some((at, offset, on_node))) =
            (scroller.cast::<web_sys::Element>(), centre.take())
        {
            let x = el.scroll_width() as u64 * at / MILLION;
            el.set_scroll_left(x as f64 - offset);
            // The node exactly there: the drawing's margins do not grow
            // while its nodes spread, so a node's share of the width moves
            // a little with each zoom.
            if let Some(node) = on_node {
                let r = node.get_bounding_client_rect();
                let left = el.get_bounding_client_rect().left();
                let drift = r.left() + r.width() / 2.0 - (left + offset);
                el.set_scroll_left(el.scroll_left() + drift);
                // And on the screen: a magnified drawing grows taller, its
                // lower rows past the screen's foot.
                scroll_nearest(&node);
            }
        }
    });
}

/// What a zoom keeps in place: the current node (at `current_at`, in
/// millionths of the drawing's width) where it is, if it is in view (from
/// the fitted tree, not `zoomed`: in the middle), else the view's middle.
fn anchor_of(scroller: &NodeRef, zoomed: bool, current_at: Option<u64>) -> Option<Keep> {
    let el = scroller.cast::<web_sys::Element>()?;
    let view = layout::View {
        left: el.scroll_left(),
        seen: f64::from(el.client_width()),
        all: f64::from(el.scroll_width()),
    };
    let (at, x) = view.anchor(zoomed, current_at);
    let node = (current_at == Some(at))
        .then(|| el.query_selector("[data-current=\"true\"]").ok().flatten())
        .flatten();
    Some((at, x, node))
}

/// Panning by dragging the drawing with the mouse.
pub struct DragPan {
    /// Whether the last press moved (then its click chose no node).
    pub drag: Rc<RefCell<Drag>>,
    pub on_down: Callback<MouseEvent>,
    pub on_move: Callback<MouseEvent>,
    pub on_up: Callback<MouseEvent>,
}

#[hook]
pub fn use_drag_pan(scroller: &NodeRef) -> DragPan {
    let drag = use_mut_ref(Drag::default);
    let on_down = {
        let (drag, scroller) = (drag.clone(), scroller.clone());
        Callback::from(move |e: MouseEvent| {
            let left = scroller
                .cast::<web_sys::Element>()
                .map_or(0.0, |el| el.scroll_left());
            *drag.borrow_mut() = Drag {
                from: (e.button() == 0).then(|| (e.client_x(), left)),
                moved: false,
            };
        })
    };
    let on_move = {
        let (drag, scroller) = (drag.clone(), scroller.clone());
        Callback::from(move |e: MouseEvent| {
            let mut d = drag.borrow_mut();
            let Some((x0, left)) = d.from else { return };
            if e.buttons() & 1 == 0 {
                d.from = None;
                return;
            }
            let dx = e.client_x() - x0;
            if dx.abs() > 3.0 {
                d.moved = true;
            }
            if let Some(el) = scroller.cast::<web_sys::Element>() {
                el.set_scroll_left(left - dx);
            }
        })
    };
    let on_up = {
        let drag = drag.clone();
        Callback::from(move |_: MouseEvent| drag.borrow_mut().from = None)
    };

    DragPan {
        drag,
        on_down,
        on_move,
        on_up,
    }
}

/// What the tree's arrow keys keep between renders: where the tab stop is
/// (a second key before the first one's render moves on from there) and
/// whether the focus follows it once the render is done.
#[derive(Default)]
struct KeyStop {
    at: Option<usize>,
    follow: bool,
}

/// Focuses an element (an SVG one too: `web_sys` has `focus` on HTML
/// elements only, without its SVG feature).
pub fn focus_element(el: &web_sys::Element) {
    if let Ok(f) = js_sys::Reflect::get(el, &"focus".into()) {
        if let Ok(f) = f.dyn_into::<js_sys::Function>() {
            let _ = f.call0(el);
        }
    }
}

/// The smallest target a tap chooses (px): a finger's, as the site's
/// controls on a phone.
const TOUCH_PX: f64 = 44.0;

/// Whether a click came from a touch (not a mouse, a pen or a key).
fn is_touch(e: &MouseEvent) -> bool {
    e.dyn_ref::<web_sys::PointerEvent>()
        .is_some_and(|p| p.pointer_type() == "touch")
}

/// Scrolls `el` whole into view, as little as it takes, both ways.
fn scroll_nearest(el: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    options.set_inline(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

/// The node an event came from (its target's closest `[data-step]`).
fn node_of(target: Option<web_sys::EventTarget>) -> Option<web_sys::Element> {
    target?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest("[data-step]")
        .ok()?
}

/// A node's step.
fn node_step(node: &web_sys::Element) -> Option<u64> {
    node.get_attribute("data-step")?.parse().ok()
}
