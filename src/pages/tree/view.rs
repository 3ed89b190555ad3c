//! The search tree (`?view=tree&n=5&step=K`): every placement of the search
//! as a node, the node of the app's step highlighted with its path, zoom
//! and pan, the counts, and the trees of the lab's methods at n = 8. What
//! it draws is `domain::tree`; a node opens the stepper at its step.

use yew::prelude::*;

use crate::domain::stepper::machine::StepperN;

use crate::components::markup::{count_item, ran_out, table_head, tag, tag_class};
use crate::components::NSelect;
use crate::domain::lab::model::LabMethod;
use crate::domain::lab::texts::method_name;
use crate::domain::stepper::texts as steps;
use crate::domain::tree::layout::{self, Drawn, Layout, FIT_WIDTH, HIT_HEIGHT, HIT_TOP};
#[cfg(target_arch = "wasm32")]
use crate::domain::tree::model::{compare, PANEL_N};
use crate::domain::tree::model::{times, Comparison, Kind, SearchTree, TREE_N};
use crate::domain::tree::texts as t;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{
    focus_element, node_opener, show_last, use_drag_pan, use_tree_keys, use_zoom, Zoom,
};
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
    pub on_set_n: Callback<StepperN>,
    /// Move the app's step, staying here.
    pub on_seek: Callback<u64>,
    /// Open the stepper on board `n` at step `step`.
    pub on_open: Callback<(usize, u64)>,
}

#[cfg(target_arch = "wasm32")]
#[function_component(TreeView)]
pub fn tree_view(p: &TreeViewProps) -> Html {
    let comparison = use_memo((), |_| compare(&SearchTree::build(8)));
    let (lang, n) = (p.lang, p.n);
    let tree = html! { <TreeOf lang={lang} n={n} step={p.step} on_seek={p.on_seek.clone()} on_open={p.on_open.clone()} compact=false /> };
    tree_page(p, &comparison, tree)
}

/// The page, with its board's tree (`tree`, drawn by [`tree_of_view`] where
/// the board has one) and the lab's trees compared at n = 8 (`comparison`).
pub fn tree_page(p: &TreeViewProps, comparison: &Comparison, tree: Html) -> Html {
    let (lang, n) = (p.lang, p.n);
    let head = html! {
        <div class="controls tree-n">
            <NSelect lang={lang} n={n} on_change={p.on_set_n.clone()} testid="tree-n" />
        </div>
    };
    let drawn = TREE_N.contains(&n);
    let body = if drawn {
        tree
    } else {
        html! { <p class="notice" role="status" data-testid="tree-too-large">{ t::TOO_LARGE_NOTE.get(lang) }</p> }
    };
    // The legend beside the intro (on a wide screen), the controls in one
    // row under them, so that the tree starts high on a projector's screen.
    // The board's tree and what goes with it in a stage of their own: the
    // bar of its step and zoom buttons stays on the screen over the tree,
    // and leaves with it (`static/tree.css`).
    html! {
        <div class="tree-page" data-testid="tree-view">
            { tag_class("h2", "page-title", t::title(lang, n)) }
            { tag_class("p", "bq-intro", t::INTRO.get(lang)) }
            if drawn { { legend(lang) } }
            <div class="tree-stage">
                { head }
                { body }
            </div>
            { comparison_section(lang, comparison) }
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
#[cfg(target_arch = "wasm32")]
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
pub struct TreeOfProps {
    pub lang: Lang,
    pub n: usize,
    pub step: u64,
    pub on_seek: Callback<u64>,
    /// A node chosen (`(n, step)`).
    pub on_open: Callback<(usize, u64)>,
    /// In the stepper's panel: no zoom buttons (the tree fits; a tap on a
    /// touch screen still zooms, and a button then fits it again), no step
    /// buttons and no list of the queens (the stepper has its own).
    pub compact: bool,
}

/// The tree of one board, with its controls, its counts and the path.
#[cfg(target_arch = "wasm32")]
#[function_component(TreeOf)]
fn tree_of(p: &TreeOfProps) -> Html {
    let (n, step) = (p.n, p.step);
    let drawn = use_memo(n, |&n| Drawn::of(n));
    let scroller = use_node_ref();
    let tree = &drawn.tree;
    let current = tree.node_at(step);
    let keys = use_tree_keys(n, drawn.clone(), &scroller, current, &p.on_open);
    let zoom = use_zoom(n, &scroller, drawn.clone(), current);
    let pan = use_drag_pan(&scroller);

    let open = node_opener(n, p.on_open.clone(), pan.drag.clone(), zoom.zoom_at.clone());
    // The step a step button moved to (what the status line then says).
    let stepped = use_state_eq(|| None::<u64>);
    let widths = (zoom.width, zoom.view);
    let zoom_buttons = if p.compact {
        fit_button(p.lang, &zoom, &scroller)
    } else {
        zoom_controls(p.lang, zoom)
    };
    let stepped_to = {
        let stepped = stepped.clone();
        Callback::from(move |to| stepped.set(Some(to)))
    };
    // The step a step button moved to, once drawn (the shell moves the
    // app's step): its node brought into view by its nearest edge (below
    // the bar on a wide screen: `static/tree.css`), so that a room
    // watching the tree sees each step's node.
    {
        let stepped = *stepped;
        use_effect_with(step, move |&step| {
            if stepped == Some(step) {
                show_last("[data-testid=tree-node][data-current=true]");
            }
        });
    }
    tree_of_view(
        p,
        &drawn,
        &TreeUi {
            zoom: widths,
            zoom_buttons,
            tab_stop: keys.tab_stop,
            said: keys.said,
            stepped: *stepped,
            stepped_to,
            scroller,
            open,
            keys: (keys.on_key, keys.on_focus),
            pan: (pan.on_down, pan.on_move, pan.on_up),
        },
    )
}

/// What the hooks of a tree keep and answer (`hooks::use_zoom`,
/// `use_tree_keys`, `use_drag_pan`), for [`tree_of_view`].
pub struct TreeUi {
    /// The drawing's zoomed width (`None`: fitted) and the view's width.
    pub zoom: (Option<u64>, Option<u64>),
    /// The zoom's buttons (the panel's: the way back to the whole tree).
    pub zoom_buttons: Html,
    /// The node that is the tree's one tab stop.
    pub tab_stop: Option<usize>,
    /// The node where ↓ last found nothing below.
    pub said: Option<usize>,
    /// The step a step button moved to.
    pub stepped: Option<u64>,
    pub stepped_to: Callback<u64>,
    pub scroller: NodeRef,
    pub open: Callback<MouseEvent>,
    pub keys: (Callback<KeyboardEvent>, Callback<FocusEvent>),
    /// Press, move and release of a drag that pans the drawing.
    pub pan: (
        Callback<MouseEvent>,
        Callback<MouseEvent>,
        Callback<MouseEvent>,
    ),
}

/// The tree of one board drawn (`drawn`) at the moment of `p`, with what
/// its hooks keep (`ui`).
pub fn tree_of_view(p: &TreeOfProps, drawn: &Drawn, ui: &TreeUi) -> Html {
    let (lang, step) = (p.lang, p.step);
    let tree = &drawn.tree;
    let current = tree.node_at(step);
    let path = tree.path_at(step);
    // (The note on the backtracks follows the tree: over it, it pushed
    // the drawing below a projector's screen.)
    let (counters, backtracks) = tree_counters(lang, tree);
    // What a key that found nothing below a node says (its status line
    // changes once per such key, and empties when the focus moves on).
    let said = html! {
        <p class="hint tree-said" role="status" data-testid="tree-said">
            { ui.said.map(|id| t::nothing_below(lang, &tree.nodes[id])) }
        </p>
    };
    // The fitted drawing is scaled to the view: its text is readable only
    // where the view is about as wide as the drawing.
    let (width, view) = ui.zoom;
    // Fitted on a phone, a small tree magnified (`Layout::fit_units`).
    let fit = view.map_or(FIT_WIDTH, |v| drawn.layout.fit_units(v));
    let readable = width.is_some() || view.is_some_and(|v| v * 5 >= fit * 4);
    let drawing = drawing(
        lang,
        drawn,
        (width, view, fit, readable),
        current,
        &path,
        ui.tab_stop,
        ui.open.clone(),
        ui.keys.clone(),
    );
    if p.compact {
        // Zoomed by a tap: the way back to the whole tree. The button goes
        // with the zoom, so the focus goes to the tree's tab stop. (One
        // node either way: an `Option` would be spread into the list, and
        // the drawing before it made again, losing the focus.)
        return html! {
            <>
                { counters }
                { tag_class("p", "hint", t::PANEL_HOW_TO.get(lang)) }
                { keys_hint(lang, t::KEY_GO) }
                <div class="tree-scroll" ref={ui.scroller.clone()} data-testid="tree-scroll">{ drawing }</div>
                { said }
                { backtracks }
                { ui.zoom_buttons.clone() }
                { legend(lang) }
            </>
        };
    }
    let (on_down, on_move, on_up) = ui.pan.clone();
    // The page's legend is beside its intro (`tree_page`). The step buttons
    // and the zoom's in a bar over the tree, in the row of the counts on a
    // wide screen, where it stays while the tree is scrolled (a teacher
    // steps and the room watches the tree); how to choose a node and pan,
    // the keys (the tree's description) and the way to the stepper follow
    // the tree, which then starts high on the screen.
    let open = {
        let (on_open, n) = (p.on_open.clone(), p.n);
        Callback::from(move |_| on_open.emit((n, step)))
    };
    html! {
        <>
            { counters }
            <div class="tree-bar" data-testid="tree-bar">
                { step_controls(p, tree.last_step, &ui.stepped_to) }
                { ui.zoom_buttons.clone() }
            </div>
            <div class="tree-scroll" ref={ui.scroller.clone()} data-testid="tree-scroll"
                 onmousedown={on_down} onmousemove={on_move} onmouseup={on_up.clone()} onmouseleave={on_up}>
                { drawing }
            </div>
            { said }
            { backtracks }
            <p class="hint">{ t::HOW_TO.get(lang) }{ " " }{ t::PAN_HINT.get(lang) }</p>
            { keys_hint(lang, t::KEY_OPEN) }
            <div class="controls tree-open">
                <button type="button" class="primary" data-testid="tree-open-step" onclick={open}>
                    { t::OPEN_STEPPER.get(lang) }
                </button>
            </div>
            { path_list(lang, tree, (step, ui.stepped == Some(step)), &path, &p.on_open) }
        </>
    }
}

/// The tree's counts: its nodes (the stepper's placements, named as its
/// counter is), dead ends and solutions; and a note on how they give the
/// stepper's other counter, its backtracks.
fn tree_counters(lang: Lang, tree: &SearchTree) -> (Html, Html) {
    let counts = tree.counts();
    let note = t::backtracks_note(lang, steps::BACKTRACKS.get(lang), &counts);
    (
        html! {
            <dl class="counters tree-counters" aria-label={t::COUNTERS.get(lang)}>
                { count_item(steps::PLACEMENTS.get(lang), "tree-nodes", counts.nodes) }
                { count_item(t::DEAD_ENDS.get(lang), "tree-dead-ends", counts.dead_ends) }
                { count_item(t::SOLUTIONS.get(lang), "tree-solutions", counts.solutions) }
            </dl>
        },
        html! {
            <p class="hint" data-testid="tree-backtracks" data-value={counts.backtracks().to_string()}>{ note }</p>
        },
    )
}

#[cfg(target_arch = "wasm32")]
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

/// The zoom's three buttons (how to move along the drawing is said under
/// it, with how to choose a node: the bar they share stays narrow). The icon
/// buttons are named by their `title` alone (a name from `aria-label` would
/// make Chromium read the title again as the description).
#[cfg(target_arch = "wasm32")]
fn zoom_controls(lang: Lang, zoom: Zoom) -> Html {
    html! {
        <div class="controls tree-zoom" role="group" aria-label={t::ZOOM.get(lang)}>
            <button type="button" data-testid="tree-zoom-out" onclick={zoom.zoom_out} aria-disabled={ran_out(zoom.width.is_none())}
                    title={t::ZOOM_OUT.get(lang)}><span aria-hidden="true">{ "−" }</span></button>
            <button type="button" data-testid="tree-zoom-in" onclick={zoom.zoom_in} aria-disabled={ran_out(!zoom.can_zoom_in)}
                    title={t::ZOOM_IN.get(lang)}><span aria-hidden="true">{ "+" }</span></button>
            <button type="button" data-testid="tree-zoom-fit" onclick={zoom.fit} aria-disabled={ran_out(zoom.width.is_none())}>{ t::ZOOM_FIT.get(lang) }</button>
        </div>
    }
}

/// A step back or forward (up to the search's `last` step).
fn step_controls(p: &TreeOfProps, last: u64, stepped: &Callback<u64>) -> Html {
    let (lang, step) = (p.lang, p.step);
    let seek = |to: u64| {
        let (on_seek, stepped) = (p.on_seek.clone(), stepped.clone());
        Callback::from(move |_| {
            stepped.emit(to);
            on_seek.emit(to)
        })
    };
    html! {
        <div class="controls tree-steps" role="group" aria-label={t::STEPS.get(lang)}>
            <button type="button" data-testid="tree-step-back" onclick={seek(step.saturating_sub(1))} aria-disabled={ran_out(step == 0)}>
                <span aria-hidden="true">{ "← " }</span>{ crate::domain::stepper::texts::STEP_BACK.get(lang) }
            </button>
            <button type="button" data-testid="tree-step-forward" onclick={seek((step + 1).min(last))} aria-disabled={ran_out(step >= last)}>
                { crate::domain::stepper::texts::STEP_FORWARD.get(lang) }<span aria-hidden="true">{ " →" }</span>
            </button>
        </div>
    }
}

/// The SVG: edges, the path from the top to the current node, the nodes.
#[allow(clippy::too_many_arguments)]
fn drawing(
    lang: Lang,
    drawn: &Drawn,
    (zoom, view, fit, readable): (Option<u64>, Option<u64>, u64, bool),
    current: Option<usize>,
    path: &[usize],
    tab_stop: Option<usize>,
    open: Callback<MouseEvent>,
    (on_key, on_focus): (Callback<KeyboardEvent>, Callback<FocusEvent>),
) -> Html {
    let (tree, lay) = (&drawn.tree, &drawn.layout);
    // The drawing's own units (its viewBox): zoomed, it spreads the nodes
    // up to the widest spread, then magnifies everything (`Layout::units`).
    // Fitted: `fit` (`Layout::fit_units`).
    let width = zoom.map_or(fit, |w| lay.units(w, view.unwrap_or(FIT_WIDTH)));
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
    // Room for the column inside a node once the leaves are far enough
    // apart, where the drawing is drawn large enough to read.
    let labelled = lay.leaf_px(width) >= 26 && readable;
    // Each node's step under it where it fits (its name says it always).
    let stepped = readable && layout::step_labels_fit(lay.leaf_px(width), tree.last_step);
    // Smaller marks where the leaves are closer than the marks are wide.
    let dense = lay.leaf_px(width) < 12;
    // Each node's ring (the current node's, the hovered or focused one's)
    // reaches halfway to its nearest neighbour. It answers a click or a
    // tap in its hit area: a rectangle from halfway to the row above to
    // halfway to the row below, as wide as its ring but no further than
    // halfway to the next node of its row (`Layout::hit_reach`: half px,
    // halved by its `scale`). No two overlap, and only they take the
    // pointer (`static/tree.css`).
    let hit = lay.hit_radius(width).to_string();
    let reach = lay.hit_reach(tree, width);
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
                <circle class="ring" r={hit.clone()} />
                <rect class="hit" transform="scale(.5 1)" x={format!("-{}", reach[id].0)} y={HIT_TOP}
                      width={(reach[id].0 + reach[id].1).to_string()} height={HIT_HEIGHT} />
                { shape(node.kind, dense, labelled) }
                if labelled { <text y="4">{ node.col }</text> }
            </g>
        }
    });
    // The steps under the nodes, outside them: a node's visible text is
    // then its column alone, which its name holds ("column 2"), so what
    // is read and what is seen agree (WCAG 2.5.3, axe's
    // label-content-name-mismatch); the name says the step already.
    let steps = stepped.then(|| {
        tree.nodes.iter().enumerate().map(|(id, node)| {
            let (x, y) = at(id);
            html! {
                <text class="tn-step" data-id={id.to_string()} x={x.to_string()} y={(y + 27).to_string()}>{ node.step }</text>
            }
        })
    });
    // Under each dead end, where the next row would hang, what made it
    // one: that row, which the search entered and found without a free
    // column (`Node::blocked_row`, from the solver's events). Hidden from
    // the ear like the steps: the node's name says it.
    let notes = labelled.then(|| {
        tree.nodes.iter().enumerate().filter_map(|(id, node)| {
            let row = node.blocked_row?;
            let x = at(id).0.to_string();
            let y = Layout::y(Some(row));
            let [first, second] = t::blocked_note(lang, row);
            Some(html! {
                <text class="tn-blocked" data-testid="tree-blocked" data-id={id.to_string()} data-row={row.to_string()}
                      x={x.clone()} y={(y - 4).to_string()}>
                    <tspan x={x.clone()}>{ first }</tspan>
                    <tspan {x} dy="12">{ second }</tspan>
                </text>
            })
        })
    });
    let fitted = zoom.is_none();
    // Fitted and magnified on a phone (`Layout::fit_units`): held to the
    // screen's height (`static/tree.css`).
    let magnified = fitted && width < FIT_WIDTH;
    // Zoomed, the element is `zoom` px wide and as much taller as the
    // magnification makes it.
    let shown_height = zoom.map(|w| (height * w / width.max(1)).to_string());
    html! {
        <svg class={classes!("search-tree", fitted.then_some("fitted"), magnified.then_some("magnified"), dense.then_some("dense"))} data-testid="search-tree"
             data-nodes={tree.nodes.len().to_string()} data-zoom={zoom.map_or("fit".to_string(), |w| w.to_string())}
             viewBox={format!("0 0 {width} {height}")}
             width={zoom.map(|w| w.to_string())} height={shown_height}
             role="tree" aria-label={t::TREE_LABEL.get(lang)} aria-describedby={KEYS_ID} onclick={open} onkeydown={on_key} onfocusin={on_focus}>
            <path class="edges" d={edges} />
            <path class="trail" data-testid="tree-trail" d={trail} />
            <g transform={format!("translate({} {})", top.0, top.1)}>{ root_mark() }</g>
            { for nodes }
            if let Some(steps) = steps {
                <g class="tn-steps" aria-hidden="true">{ for steps }</g>
            }
            if let Some(notes) = notes {
                <g class="tn-notes" aria-hidden="true">{ for notes }</g>
            }
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
/// dead end (`dense`: smaller, where the nodes stand close). Where the
/// node's column is written in it (`labelled`), the cross's arms stop short
/// of its middle, which the digit takes: neither covers the other.
fn shape(kind: Kind, dense: bool, labelled: bool) -> Html {
    // The circle's radius; the square's corner and side; the cross, its
    // arms 3/4 of the square's half side out.
    let (r, at, side, cross) = if dense {
        ("2.5", "-3", "6", "M-2 -2L2 2M-2 2L2 -2")
    } else {
        ("7", "-8", "16", "M-6 -6L6 6M-6 6L6 -6")
    };
    match kind {
        Kind::Inner => html! { <circle class="mark" {r} /> },
        Kind::Solution => html! {
            <rect class="mark" x={at} y={at} width={side} height={side} />
        },
        // The digit (11 px, about 7 × 8) fits within 4 of the middle; the
        // arms, from 5 to 9 out along the diagonals, clear it by their
        // round caps' 1.5.
        Kind::DeadEnd if labelled => {
            html! { <path class="mark" d="M-9 -9L-5 -5M9 9L5 5M-9 9L-5 5M9 -9L5 -5" /> }
        }
        Kind::DeadEnd => html! { <path class="mark" d={cross} /> },
    }
}

/// The empty board's mark, at the top of the tree (centred on its point).
fn root_mark() -> Html {
    html! { <rect class="tn-top" x="-7" y="-7" width="14" height="14" /> }
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
            { item("tn-root", root_mark(), t::LEGEND_ROOT.get(lang)) }
            { item("tn-inner", shape(Kind::Inner, false, false), t::LEGEND_INNER.get(lang)) }
            { item("tn-solution", shape(Kind::Solution, false, false), t::LEGEND_SOLUTION.get(lang)) }
            { item("tn-dead", shape(Kind::DeadEnd, false, false), t::LEGEND_DEAD_END.get(lang)) }
            { item("current", current, t::LEGEND_CURRENT.get(lang)) }
        </ul>
    }
}

/// The queens on the board at `step`, from the top: each opens the stepper
/// at the step that placed it.
/// The path to the current step, introduced by a status line; after a
/// step button (`stepped`) the line starts with the step and which queen
/// it changed, so that one step is said once, in one region.
fn path_list(
    lang: Lang,
    tree: &SearchTree,
    (step, stepped): (u64, bool),
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
            <p role="status" data-testid="tree-path-intro" data-step={step.to_string()}>
                <span class="sr-only" data-testid="tree-step-said">
                    { stepped.then(|| t::step_change(lang, tree, step)) }
                </span>
                { stepped.then_some(" ") }
                { intro }
            </p>
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
                    { row(t::COMPARE_THIS.get(lang), steps::PLACEMENTS.get(lang), "tree-compare-bitmap", c.bitmap) }
                    { row(method_name(lang, LabMethod::Plain(Method::Backtracking)), t::COMPARE_BACKTRACKING_WHAT.get(lang), "tree-compare-backtracking", c.backtracking) }
                    { row(method_name(lang, LabMethod::Plain(Method::BruteForce)), t::COMPARE_BRUTE_WHAT.get(lang), "tree-compare-brute", c.brute_force) }
                </tbody>
            </table>
        </section>
    }
}
