//! The search tree (`?view=tree&n=5&step=K`): every placement of the search
//! as a node, the node of the app's step highlighted with its path, zoom
//! and pan, the counts, and the trees of the lab's methods at n = 8. What
//! it draws is `domain::tree`; a node opens the stepper at its step.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::markup::{count_item, ran_out, table_head, tag, tag_class};
use crate::components::NSelect;
use crate::domain::lab::model::LabMethod;
use crate::domain::lab::texts::method_name;
use crate::domain::tree::layout::{self, Layout, Move, FIT_WIDTH};
use crate::domain::tree::model::{compare, times, Comparison, Kind, SearchTree, PANEL_N, TREE_N};
use crate::domain::tree::texts as t;
use crate::hooks::use_client_width;
use crate::i18n::Lang;
use solver::methods::Method;

#[derive(Properties, PartialEq)]
pub struct TreeViewProps {
    pub lang: Lang,
    /// The app's board size.
    pub n: usize,
    /// The app's step (the stepper's): its node is highlighted.
    pub step: u64,
    /// The learner picked another board size.
    pub on_set_n: Callback<usize>,
    /// Move the app's step, staying here.
    pub on_seek: Callback<u64>,
    /// Open the stepper on board `n` at step `step`.
    pub on_open: Callback<(usize, u64)>,
}

/// A board's tree and where its nodes are drawn.
#[derive(PartialEq)]
struct Drawn {
    tree: SearchTree,
    layout: Layout,
}

#[function_component(TreeView)]
pub fn tree_view(p: &TreeViewProps) -> Html {
    let (lang, n) = (p.lang, p.n);
    let comparison = use_memo((), |_| compare(&SearchTree::build(8)));
    let head = html! {
        <>
            { tag_class("h2", "page-title", t::title(lang, n)) }
            { tag_class("p", "bq-intro", t::INTRO.get(lang)) }
            <div class="controls">
                <NSelect lang={lang} n={n} on_change={p.on_set_n.clone()} testid="tree-n" />
            </div>
        </>
    };
    let body = if TREE_N.contains(&n) {
        html! { <TreeOf lang={lang} n={n} step={p.step} on_seek={p.on_seek.clone()} on_open={p.on_open.clone()} compact=false /> }
    } else {
        html! { <p class="notice" role="status" data-testid="tree-too-large">{ t::TOO_LARGE_NOTE.get(lang) }</p> }
    };
    html! {
        <div class="tree-page" data-testid="tree-view">
            { head }
            { body }
            { comparison_section(lang, &comparison) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct TreePanelProps {
    pub lang: Lang,
    /// The stepper's board size (at most [`PANEL_N`]'s end).
    pub n: usize,
    /// The stepper's step: its node is highlighted.
    pub step: u64,
    /// Move the stepper to this step.
    pub on_seek: Callback<u64>,
}

/// The search tree as a panel of the stepper (for the boards of
/// [`PANEL_N`], whose whole tree fits the panel): the tree, its counts and
/// legend; a node moves the stepper to its step, and the stepper's stack
/// is the path.
#[function_component(TreePanel)]
pub fn tree_panel(p: &TreePanelProps) -> Html {
    let lang = p.lang;
    if !PANEL_N.contains(&p.n) {
        return Html::default();
    }
    let on_seek = p.on_seek.clone();
    let on_open = Callback::from(move |(_, step)| on_seek.emit(step));
    html! {
        <div class="tree-panel" data-testid="tree-panel">
            <TreeOf lang={lang} n={p.n} step={p.step} on_seek={p.on_seek.clone()} {on_open} compact=true />
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TreeOfProps {
    lang: Lang,
    n: usize,
    step: u64,
    on_seek: Callback<u64>,
    /// A node chosen (`(n, step)`).
    on_open: Callback<(usize, u64)>,
    /// In the stepper's panel: no zoom buttons (the tree fits; a tap on a
    /// touch screen still zooms, and a button then fits it again), no step
    /// buttons and no list of the queens (the stepper has its own).
    compact: bool,
}

/// What a mouse drag on the drawing holds: where it started, and whether
/// it moved (then its click is no choice of a node).
#[derive(Default)]
struct Drag {
    from: Option<(f64, f64)>,
    moved: bool,
}

/// The tree of one board, with its controls, its counts and the path.
#[function_component(TreeOf)]
fn tree_of(p: &TreeOfProps) -> Html {
    let (lang, n, step) = (p.lang, p.n, p.step);
    let drawn = use_memo(n, |&n| {
        let tree = SearchTree::build(n);
        let layout = Layout::of(&tree);
        Drawn { tree, layout }
    });
    let scroller = use_node_ref();
    let (tree, lay) = (&drawn.tree, &drawn.layout);
    let current = tree.node_at(step);
    let path = tree.path_at(step);
    let keys = use_tree_keys(n, drawn.clone(), &scroller, current, &p.on_open);
    let current_at = current.map(|id| lay.x[id] * MILLION / lay.width.max(1));
    let zoom = use_zoom(n, &scroller, lay.max_width(), current_at);
    let pan = use_drag_pan(&scroller);

    let open = node_opener(n, p.on_open.clone(), pan.drag.clone(), zoom.zoom_at.clone());
    // The step a step button moved to (what the status line then says).
    let stepped = use_state_eq(|| None::<u64>);
    let counters = tree_counters(lang, tree);
    // What a key that found nothing below a node says (its status line
    // changes once per such key, and empties when the focus moves on).
    let said = html! {
        <p class="hint tree-said" role="status" data-testid="tree-said">
            { keys.said.map(|id| t::nothing_below(lang, &tree.nodes[id])) }
        </p>
    };
    // The fitted drawing is scaled to the view: its text is readable only
    // where the view is about as wide as the drawing.
    let readable = zoom.width.is_some() || zoom.view.is_some_and(|v| v * 5 >= FIT_WIDTH * 4);
    let drawing = drawing(
        lang,
        &drawn,
        (zoom.width, readable),
        current,
        &path,
        keys.tab_stop,
        open,
        (keys.on_key, keys.on_focus),
    );
    if p.compact {
        // Zoomed by a tap: the way back to the whole tree. The button goes
        // with the zoom, so the focus goes to the tree's tab stop. (One
        // node either way: an `Option` would be spread into the list, and
        // the drawing before it made again, losing the focus.)
        let fit = fit_button(lang, &zoom, &scroller);
        return html! {
            <>
                { counters }
                { tag_class("p", "hint", t::PANEL_HOW_TO.get(lang)) }
                { keys_hint(lang, t::KEY_GO) }
                <div class="tree-scroll" ref={scroller} data-testid="tree-scroll">{ drawing }</div>
                { said }
                { fit }
                { legend(lang) }
            </>
        };
    }
    html! {
        <>
            { counters }
            { legend(lang) }
            { zoom_controls(lang, zoom) }
            { tag_class("p", "hint", t::HOW_TO.get(lang)) }
            { keys_hint(lang, t::KEY_OPEN) }
            <div class="tree-scroll" ref={scroller} data-testid="tree-scroll"
                 onmousedown={pan.on_down} onmousemove={pan.on_move} onmouseup={pan.on_up.clone()} onmouseleave={pan.on_up}>
                { drawing }
            </div>
            { said }
            { step_controls(p, tree.last_step, stepped.clone()) }
            // After a step button: the step and which queen it changed, once.
            <p class="sr-only" role="status" data-testid="tree-step-said">
                { (*stepped == Some(step)).then(|| t::step_change(lang, tree, step)) }
            </p>
            { path_list(lang, tree, step, &path, &p.on_open) }
        </>
    }
}

/// One listener for every node of the drawing: the node is the target's
/// closest `[data-step]`; a press that dragged the drawing chooses nothing.
fn node_opener(
    n: usize,
    on_open: Callback<(usize, u64)>,
    drag: Rc<RefCell<Drag>>,
    zoom_at: Callback<f64, bool>,
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
        // A tap on a node smaller than a finger chooses nothing: it
        // zooms in there, until the nodes are large enough to choose
        // (or the zoom is at its largest).
        if is_touch(&e) && node_px(&node) < TOUCH_PX && zoom_at.emit(e.client_x()) {
            // The zoomed drawing is taller: the node is brought back on
            // the screen (it could fall below the screen's foot).
            if let Some(id) = node.get_attribute("data-id") {
                show_node(id);
            }
            return;
        }
        on_open.emit((n, step));
    })
}

/// The tree's counts: its nodes, dead ends and solutions.
fn tree_counters(lang: Lang, tree: &SearchTree) -> Html {
    let counts = tree.counts();
    html! {
        <dl class="counters tree-counters" aria-label={t::COUNTERS.get(lang)}>
            { count_item(t::NODES.get(lang), "tree-nodes", counts.nodes) }
            { count_item(t::DEAD_ENDS.get(lang), "tree-dead-ends", counts.dead_ends) }
            { count_item(t::SOLUTIONS.get(lang), "tree-solutions", counts.solutions) }
        </dl>
    }
}

/// The stepper's panel, zoomed by a tap: the way back to the whole tree
/// (nothing when not zoomed). The button goes with the zoom, so the focus
/// goes to the tree's tab stop.
fn fit_button(lang: Lang, zoom: &Zoom, scroller: &NodeRef) -> Html {
    zoom.width.map_or_else(Html::default, |_| {
        let (fit, scroller) = (zoom.fit.clone(), scroller.clone());
        let onclick = Callback::from(move |e| {
            fit.emit(e);
            let stop = scroller
                .cast::<web_sys::Element>()
                .and_then(|s| s.query_selector("[tabindex=\"0\"]").ok().flatten());
            if let Some(el) = stop {
                focus_element(&el);
            }
        });
        html! {
            <div class="controls tree-zoom">
                <button type="button" data-testid="tree-zoom-fit" {onclick}>{ t::ZOOM_FIT.get(lang) }</button>
            </div>
        }
    })
}

/// The keys of the tree (its description for a screen reader) and what
/// Enter does (`enter`).
fn keys_hint(lang: Lang, enter: crate::i18n::Text) -> Html {
    html! {
        <p class="hint" id={KEYS_ID}>{ t::KEYS.get(lang) }{ " " }{ enter.get(lang) }</p>
    }
}

/// The id of the keys' hint, the tree's `aria-describedby` (one tree on a
/// page: the tree page's, or the stepper's panel).
const KEYS_ID: &str = "tree-keys";

/// The zoom's three buttons and how to move along the drawing. The icon
/// buttons are named by their `title` alone (a name from `aria-label` would
/// make Chromium read the title again as the description).
fn zoom_controls(lang: Lang, zoom: Zoom) -> Html {
    html! {
        <div class="controls tree-zoom" role="group" aria-label={t::ZOOM.get(lang)}>
            <button type="button" data-testid="tree-zoom-out" onclick={zoom.zoom_out} aria-disabled={ran_out(zoom.width.is_none())}
                    title={t::ZOOM_OUT.get(lang)}><span aria-hidden="true">{ "−" }</span></button>
            <button type="button" data-testid="tree-zoom-in" onclick={zoom.zoom_in} aria-disabled={ran_out(!zoom.can_zoom_in)}
                    title={t::ZOOM_IN.get(lang)}><span aria-hidden="true">{ "+" }</span></button>
            <button type="button" data-testid="tree-zoom-fit" onclick={zoom.fit} aria-disabled={ran_out(zoom.width.is_none())}>{ t::ZOOM_FIT.get(lang) }</button>
            { tag_class("span", "hint", t::PAN_HINT.get(lang)) }
        </div>
    }
}

/// A step back or forward (up to the search's `last` step), and the
/// stepper opened at this step.
fn step_controls(p: &TreeOfProps, last: u64, stepped: UseStateHandle<Option<u64>>) -> Html {
    let (lang, n, step) = (p.lang, p.n, p.step);
    let seek = |to: u64| {
        let (on_seek, stepped) = (p.on_seek.clone(), stepped.clone());
        Callback::from(move |_| {
            stepped.set(Some(to));
            on_seek.emit(to)
        })
    };
    let open = {
        let on_open = p.on_open.clone();
        Callback::from(move |_| on_open.emit((n, step)))
    };
    html! {
        <div class="controls tree-steps">
            <button type="button" data-testid="tree-step-back" onclick={seek(step.saturating_sub(1))} aria-disabled={ran_out(step == 0)}>
                <span aria-hidden="true">{ "← " }</span>{ crate::domain::stepper::texts::STEP_BACK.get(lang) }
            </button>
            <button type="button" data-testid="tree-step-forward" onclick={seek((step + 1).min(last))} aria-disabled={ran_out(step >= last)}>
                { crate::domain::stepper::texts::STEP_FORWARD.get(lang) }<span aria-hidden="true">{ " →" }</span>
            </button>
            <button type="button" class="primary" data-testid="tree-open-step" onclick={open}>
                { t::OPEN_STEPPER.get(lang) }
            </button>
        </div>
    }
}

/// The drawing's one tab stop and its keys.
struct TreeKeys {
    tab_stop: Option<usize>,
    on_key: Callback<KeyboardEvent>,
    /// A node focused otherwise (a click, a script) becomes the tab stop,
    /// where the keys go on from.
    on_focus: Callback<FocusEvent>,
    /// The node where ↓ last found nothing below (until a key moves on).
    said: Option<usize>,
}

/// The tab stop of board `n`'s drawing in `scroller`: the node the arrow
/// keys moved it to (the focus follows), else the `current` one (again on a
/// new board); Enter or Space opens its step.
#[hook]
fn use_tree_keys(
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
    let tree = &drawn.tree;
    let tab_stop = focus
        .filter(|&id| id < tree.nodes.len())
        .or(current)
        .or(tree.roots.first().copied());
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
struct Zoom {
    width: Option<u64>,
    /// The view's width in px (`None` before the first render is done).
    view: Option<u64>,
    can_zoom_in: bool,
    zoom_in: Callback<MouseEvent>,
    /// Zooms in keeping the point at this x (the viewport's) in place;
    /// false when the drawing is as wide as it gets.
    zoom_at: Callback<f64, bool>,
    zoom_out: Callback<MouseEvent>,
    fit: Callback<MouseEvent>,
}

/// The zoom of board `n`'s drawing in `scroller` (fitted again on a new
/// board). A zoom keeps a point in place: the current node (at
/// `current_at`, in millionths of the drawing's width) where it is if it
/// is in view (from the fitted tree: in the middle), else the view's middle.
#[hook]
fn use_zoom(n: usize, scroller: &NodeRef, max: u64, current_at: Option<u64>) -> Zoom {
    let zoom = use_state_eq(|| None::<u64>);
    // After a zoom: the point of the drawing (in millionths of its width)
    // to show, and where in the view (px from its left edge).
    let centre = use_mut_ref(|| None::<(u64, f64)>);
    use_zoom_scroll(n, &zoom, &centre, scroller);
    // The view's width for the zoom-in button's state (at the first
    // render there is no element yet, and a phone at n = 5, whose widest
    // drawing is narrower than the fitted 1,000 px, must still zoom in).
    let view = use_client_width(scroller);
    let view_width = width_of(scroller.clone());
    // What a zoom keeps in place: the current node where it is, if it is in
    // view (from the fitted tree: in the middle), else the view's middle.
    let anchor = {
        let (scroller, zoom) = (scroller.clone(), zoom.clone());
        move || anchor_of(&scroller, zoom.is_some(), current_at)
    };
    // Zooms in one level, keeping `keep` (a point of the drawing and its
    // place in the view) where it is; false when the drawing cannot grow.
    let zoom_keeping = {
        let (zoom, centre, view_width) = (zoom.clone(), centre.clone(), view_width.clone());
        Rc::new(
            move |keep: Option<(u64, f64)>| match layout::zoom_in(*zoom, view_width(), max) {
                Some(w) => {
                    *centre.borrow_mut() = keep;
                    zoom.set(Some(w));
                    true
                }
                None => false,
            },
        )
    };
    let zoom_in = {
        let (zoom_keeping, anchor) = (zoom_keeping.clone(), anchor.clone());
        Callback::from(move |_| {
            zoom_keeping(anchor());
        })
    };
    // A tap's node, at `client_x` (the viewport's), kept under the finger,
    // but never nearer the view's edge than a finger's width: the node the
    // learner zooms to stays whole in view.
    let zoom_at = {
        let scroller = scroller.clone();
        Callback::from(move |client_x: f64| {
            let Some(el) = scroller.cast::<web_sys::Element>() else {
                return false;
            };
            let (at, x) = point_at(&el, client_x);
            let seen = f64::from(el.client_width());
            zoom_keeping(Some((at, layout::keep_inside(x, seen, TOUCH_PX))))
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
    let all = f64::from(el.scroll_width().max(1));
    let at = ((el.scroll_left() + offset) * MILLION as f64 / all) as u64;
    (at.min(MILLION), offset)
}

/// A new board shows the whole tree; after a zoom the view scrolls so that
/// `centre` (a point of the drawing in millionths of its width, and its
/// place in the view) is where it was.
#[hook]
fn use_zoom_scroll(
    n: usize,
    zoom: &UseStateHandle<Option<u64>>,
    centre: &Rc<RefCell<Option<(u64, f64)>>>,
    scroller: &NodeRef,
) {
    {
        let zoom = zoom.clone();
        use_effect_with(n, move |_| zoom.set(None));
    }
    let (scroller, centre) = (scroller.clone(), centre.clone());
    use_effect_with(**zoom, move |_| {
        if let (Some(el), Some((at, offset))) = (scroller.cast::<web_sys::Element>(), centre.take())
        {
            let x = el.scroll_width() as u64 * at / MILLION;
            el.set_scroll_left(x as f64 - offset);
        }
    });
}

/// What a zoom keeps in place: the current node (at `current_at`, in
/// millionths of the drawing's width) where it is, if it is in view (from
/// the fitted tree, not `zoomed`: in the middle), else the view's middle.
fn anchor_of(scroller: &NodeRef, zoomed: bool, current_at: Option<u64>) -> Option<(u64, f64)> {
    let el = scroller.cast::<web_sys::Element>()?;
    let (left, seen) = (el.scroll_left(), f64::from(el.client_width()));
    let all = f64::from(el.scroll_width().max(1));
    if let Some(at) = current_at {
        let x = all * at as f64 / MILLION as f64 - left;
        if !zoomed {
            return Some((at, seen / 2.0));
        }
        if (0.0..=seen).contains(&x) {
            return Some((at, x));
        }
    }
    Some((
        ((left + seen / 2.0) * MILLION as f64 / all) as u64,
        seen / 2.0,
    ))
}

/// Panning by dragging the drawing with the mouse.
struct DragPan {
    /// Whether the last press moved (then its click chose no node).
    drag: std::rc::Rc<std::cell::RefCell<Drag>>,
    on_down: Callback<MouseEvent>,
    on_move: Callback<MouseEvent>,
    on_up: Callback<MouseEvent>,
}

#[hook]
fn use_drag_pan(scroller: &NodeRef) -> DragPan {
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
fn focus_element(el: &web_sys::Element) {
    if let Ok(f) = js_sys::Reflect::get(el, &"focus".into()) {
        if let Ok(f) = f.dyn_into::<js_sys::Function>() {
            let _ = f.call0(el);
        }
    }
}

/// The unit of the zoom's anchor: a millionth of the drawing's width.
const MILLION: u64 = 1_000_000;

/// The smallest target a tap chooses (px): a finger's, as the site's
/// controls on a phone.
const TOUCH_PX: f64 = 44.0;

/// Whether a click came from a touch (not a mouse, a pen or a key).
fn is_touch(e: &MouseEvent) -> bool {
    e.dyn_ref::<web_sys::PointerEvent>()
        .is_some_and(|p| p.pointer_type() == "touch")
}

/// The size on screen of a node's target (the smaller side of its `.hit`
/// circle's box).
fn node_px(node: &web_sys::Element) -> f64 {
    node.query_selector(".hit").ok().flatten().map_or(0.0, |h| {
        let r = h.get_bounding_client_rect();
        r.width().min(r.height())
    })
}

/// Scrolls node `id` of the drawing whole onto the screen once the page has
/// rendered the zoom (a task later), as near as it was.
fn show_node(id: String) {
    let show = move || {
        let selector = format!("[data-testid=tree-node][data-id=\"{id}\"]");
        if let Some(el) = crate::hooks::document()
            .query_selector(&selector)
            .ok()
            .flatten()
        {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            options.set_inline(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&options);
        }
    };
    gloo_timers::callback::Timeout::new(0, show).forget();
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

/// The SVG: edges, the path from the top to the current node, the nodes.
#[allow(clippy::too_many_arguments)]
fn drawing(
    lang: Lang,
    drawn: &Drawn,
    (zoom, readable): (Option<u64>, bool),
    current: Option<usize>,
    path: &[usize],
    tab_stop: Option<usize>,
    open: Callback<MouseEvent>,
    (on_key, on_focus): (Callback<KeyboardEvent>, Callback<FocusEvent>),
) -> Html {
    let (tree, lay) = (&drawn.tree, &drawn.layout);
    let width = zoom.unwrap_or(FIT_WIDTH);
    let height = Layout::height(tree.n);
    let at = |id: usize| {
        (
            lay.px(lay.x[id], width),
            Layout::y(Some(tree.nodes[id].row)),
        )
    };
    let top = (lay.px(lay.root_x, width), Layout::y(None));
    let edge = |d: &mut String, id: usize| {
        let ((x0, y0), (x1, y1)) = (tree.nodes[id].parent.map_or(top, at), at(id));
        d.push_str(&format!("M{x0} {y0}L{x1} {y1}"));
    };
    let (mut edges, mut trail) = (String::new(), String::new());
    (0..tree.nodes.len()).for_each(|id| edge(&mut edges, id));
    path.iter().for_each(|&id| edge(&mut trail, id));
    // Room for the column inside a node once the leaves are far enough apart.
    let labelled = lay.leaf_px(width) >= 26 && zoom.is_some();
    // Each node's step under it where it fits (its name says it always).
    let stepped = readable && layout::step_labels_fit(lay.leaf_px(width), tree.last_step);
    // Smaller marks where the leaves are closer than the marks are wide.
    let dense = lay.leaf_px(width) < 12;
    // Each node answers a click or a tap as far out as its neighbours
    // allow: half the gap to the next node of its row or the next row.
    let hit = lay.hit_radius(width).to_string();
    let nodes = tree.nodes.iter().enumerate().map(|(id, node)| {
        let (x, y) = at(id);
        let is_current = Some(id) == current;
        let class = classes!(
            "tn",
            kind_class(node.kind),
            path.contains(&id).then_some("on-path"),
            is_current.then_some("current")
        );
        // A tree view's item: its depth, its place among its siblings, and
        // (with children) expanded, as the whole tree is drawn.
        let place = tree.place_of(id);
        html! {
            <g class={class} data-testid="tree-node" data-id={id.to_string()} data-step={node.step.to_string()}
               data-row={node.row.to_string()} data-col={node.col.to_string()}
               data-current={is_current.then_some("true")}
               transform={format!("translate({x} {y})")} role="treeitem"
               aria-level={place.level.to_string()} aria-posinset={place.pos.to_string()}
               aria-setsize={place.size.to_string()} aria-expanded={place.has_children.then_some("true")}
               aria-current={is_current.then_some("step")}
               tabindex={if Some(id) == tab_stop { "0" } else { "-1" }}
               aria-label={t::node_label(lang, node)}>
                <circle class="hit" r={hit.clone()} />
                { shape(node.kind, dense) }
                if labelled { <text y="4">{ node.col }</text> }
                if stepped { <text class="tn-step" y="27" aria-hidden="true">{ node.step }</text> }
            </g>
        }
    });
    let (tx, ty) = top;
    let fitted = zoom.is_none();
    html! {
        <svg class={classes!("search-tree", fitted.then_some("fitted"), dense.then_some("dense"))} data-testid="search-tree"
             data-nodes={tree.nodes.len().to_string()} data-zoom={zoom.map_or("fit".to_string(), |w| w.to_string())}
             viewBox={format!("0 0 {width} {height}")}
             width={(!fitted).then(|| width.to_string())} height={(!fitted).then(|| height.to_string())}
             role="tree" aria-label={t::TREE_LABEL.get(lang)} aria-describedby={KEYS_ID} onclick={open} onkeydown={on_key} onfocusin={on_focus}>
            <path class="edges" d={edges} />
            <path class="trail" data-testid="tree-trail" d={trail} />
            <rect class="tn-top" x={(tx - 7).to_string()} y={(ty - 7).to_string()} width="14" height="14" />
            { for nodes }
        </svg>
    }
}

/// A node's class for its kind.
fn kind_class(kind: Kind) -> &'static str {
    match kind {
        Kind::Solution => "tn-solution",
        Kind::DeadEnd => "tn-dead",
        Kind::Inner => "tn-inner",
    }
}

/// A node's mark: a circle continues, a square is a solution, a cross a
/// dead end (`dense`: smaller, where the nodes stand close).
fn shape(kind: Kind, dense: bool) -> Html {
    let (r, s) = if dense { ("2.5", 3) } else { ("7", 8) };
    let d = s * 3 / 4;
    match kind {
        Kind::Inner => html! { <circle class="mark" {r} /> },
        Kind::Solution => html! {
            <rect class="mark" x={format!("-{s}")} y={format!("-{s}")} width={(2 * s).to_string()} height={(2 * s).to_string()} />
        },
        Kind::DeadEnd => {
            html! { <path class="mark" d={format!("M-{d} -{d}L{d} {d}M-{d} {d}L{d} -{d}")} /> }
        }
    }
}

/// The legend: each mark drawn as in the tree, with its meaning.
fn legend(lang: Lang) -> Html {
    let item = |kind: &'static str, mark: Html, text: &'static str| {
        html! {
            <li>
                <svg class="search-tree legend-mark" viewBox="-12 -12 24 24" width="24" height="24" aria-hidden="true">
                    <g class={classes!("tn", kind)}>{ mark }</g>
                </svg>
                { text }
            </li>
        }
    };
    let current = html! { <><path class="trail" d="M0 -12L0 0" /><circle class="ring" r="10" /><circle class="mark" r="6" /></> };
    html! {
        <ul class="tree-legend" aria-label={t::LEGEND.get(lang)}>
            { item("tn-inner", shape(Kind::Inner, false), t::LEGEND_INNER.get(lang)) }
            { item("tn-solution", shape(Kind::Solution, false), t::LEGEND_SOLUTION.get(lang)) }
            { item("tn-dead", shape(Kind::DeadEnd, false), t::LEGEND_DEAD_END.get(lang)) }
            { item("current", current, t::LEGEND_CURRENT.get(lang)) }
        </ul>
    }
}

/// The queens on the board at `step`, from the top: each opens the stepper
/// at the step that placed it.
fn path_list(
    lang: Lang,
    tree: &SearchTree,
    step: u64,
    path: &[usize],
    on_open: &Callback<(usize, u64)>,
) -> Html {
    let n = tree.n;
    let intro = if !path.is_empty() {
        t::path_intro(lang, step, path.len())
    } else if step == 0 {
        t::PATH_EMPTY_START.get(lang).to_string()
    } else {
        t::PATH_EMPTY_END.get(lang).to_string()
    };
    let items = path.iter().map(|&id| {
        let node = &tree.nodes[id];
        let on_open = on_open.clone();
        let at = node.step;
        html! {
            <li>
                <button type="button" data-testid="tree-path-node" data-step={at.to_string()}
                        onclick={Callback::from(move |_| on_open.emit((n, at)))}>
                    { t::path_item(lang, node) }
                </button>
            </li>
        }
    });
    html! {
        <section class="tree-path" aria-labelledby="tree-path-title">
            <h3 id="tree-path-title">{ t::PATH_TITLE.get(lang) }</h3>
            <p role="status" data-testid="tree-path-intro" data-step={step.to_string()}>{ intro }</p>
            <ol data-testid="tree-path">{ for items }</ol>
        </section>
    }
}

/// The bitmap search's tree beside the lab's at n = 8.
fn comparison_section(lang: Lang, c: &Comparison) -> Html {
    let row = |name: &str, what: &'static str, testid: &'static str, value: u64| {
        let ratio = if value == c.bitmap {
            "—".to_string()
        } else {
            t::times_text(lang, times(value, c.bitmap))
        };
        html! {
            <tr>
                <th scope="row">{ name }<br />{ tag_class("span", "hint", what) }</th>
                <td class="num" data-testid={testid} data-value={value.to_string()}>{ t::count(value) }</td>
                <td>{ ratio }</td>
            </tr>
        }
    };
    html! {
        <section class="tree-compare" aria-labelledby="tree-compare-title" data-testid="tree-compare">
            <h3 id="tree-compare-title">{ t::COMPARE_TITLE.get(lang) }</h3>
            { tag("p", t::COMPARE_BODY.get(lang)) }
            <table>
                <caption>{ t::compare_heading(lang, c.n) }</caption>
                { table_head(lang, &[t::COMPARE_METHOD, t::COMPARE_NODES, t::COMPARE_RATIO]) }
                <tbody>
                    { row(t::COMPARE_THIS.get(lang), t::COMPARE_BITMAP_WHAT.get(lang), "tree-compare-bitmap", c.bitmap) }
                    { row(method_name(lang, LabMethod::Plain(Method::Backtracking)), t::COMPARE_BACKTRACKING_WHAT.get(lang), "tree-compare-backtracking", c.backtracking) }
                    { row(method_name(lang, LabMethod::Plain(Method::BruteForce)), t::COMPARE_BRUTE_WHAT.get(lang), "tree-compare-brute", c.brute_force) }
                </tbody>
            </table>
        </section>
    }
}
