//! The stepper's ways to the search tree: the link to this step's node
//! on the tree's page, and the panel beside the stack (its button, and the
//! tree from the extra wasm once opened). Native too, for the view tests.

use yew::prelude::*;

use super::transport::{send, Ui};
use crate::components::link::in_page;
use crate::components::markup::{attrs, tag_attrs};
use crate::domain::stepper::machine;
use crate::domain::stepper::texts;
use crate::domain::tree::model::{PANEL_N, TREE_N};
use crate::state::pages::{Go, View};
use crate::state::url::{to_query, Params};

/// A link to this step's node in the search tree (`?view=tree`, in the
/// extra wasm), on the boards the tree draws.
pub fn tree_link(ui: Ui, params: &Params, go: &Callback<Go>) -> Html {
    if !TREE_N.contains(&ui.st.n.get()) {
        return Html::default();
    }
    let href = to_query(&Params {
        view: View::Tree,
        ..params.clone()
    });
    let onclick = in_page(go, Go::View(View::Tree));
    html! {
        <a class="tree-link" href={href} data-testid="stepper-tree-link" {onclick}>
            { texts::TREE_LINK.get(ui.lang) }</a>
    }
}

/// The search tree beside the stack (on the boards of `PANEL_N`): its
/// button, and `tree` (the tree from the extra wasm) once the learner opens
/// it, so that the stepper's first load stays without that wasm.
pub fn tree_panel(ui: Ui, tree: &Callback<(usize, u64), Html>) -> Html {
    let Ui { st, lang, .. } = ui;
    if !PANEL_N.contains(&st.n.get()) {
        return Html::default();
    }
    let open = st.tree_open;
    let toggle = send(ui, machine::Event::SetTreeOpen(!open));
    html! {
        <section class="tree-side" aria-labelledby="tree-side-title">
            { tag_attrs("h2", attrs!["id" => "tree-side-title"], texts::TREE_PANEL_TITLE.get(lang)) }
            <button type="button" data-testid="stepper-tree-toggle" aria-expanded={open.to_string()} onclick={toggle}>
                { if open { texts::TREE_HIDE.get(lang) } else { texts::TREE_SHOW.get(lang) } }
            </button>
            if open { { tree.emit((st.n.get(), st.current.counters().steps)) } }
        </section>
    }
}
