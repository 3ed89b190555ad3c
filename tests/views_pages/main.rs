//! The pages' views rendered natively (Yew's server-side renderer) on the
//! state of their machines, and read back against the domain: the bits
//! primer, the lab and its watch mode, the search tree, the symmetry
//! explorer and the records. What a page says, its markup, attributes and
//! accessible names need no browser; the end-to-end tests keep its workers,
//! layout, focus and timing.

use bitqueens::domain::machine::Machine;
use bitqueens::i18n::Lang;
use yew::Callback;

#[path = "../support/mod.rs"]
mod support;

use support::{binary_runs, explain, html::Node, japanese_rules, raw_operators, render, spoken};

/// The `data-value` of the one element of test id `id`.
fn value(dom: &Node, id: &str) -> String {
    dom.testid(id)
        .attr("data-value")
        .unwrap_or_default()
        .to_string()
}

/// The elements under `node` of tag `tag` whose attribute `name` is `v`.
fn with_attr<'a>(node: &'a Node, tag: &str, name: &str, v: &str) -> Vec<&'a Node> {
    node.all()
        .into_iter()
        .filter(|e| e.tag == tag && e.attr(name) == Some(v))
        .collect()
}

/// A machine after `events`, from its default.
fn after<M: Machine + Default>(events: impl IntoIterator<Item = M::Event>) -> M {
    let mut m = M::default();
    for e in events {
        m.handle(e);
    }
    m
}

mod bits;
mod count;
mod lab;
mod records;
mod shell;
mod stepper;
mod symmetry;
mod tree;

mod ear;
mod sources;
mod stepper_access;
mod truth;

/// The bits primer at n = 8, as the page draws it first.
fn ear_bits(lang: Lang) -> Node {
    use bitqueens::domain::bits::cards::{self, Cards};
    use bitqueens::domain::bits::playground::{self, Playground};
    use bitqueens::pages::bits::cards::card_list_view;
    use bitqueens::pages::bits::view::{bits_page, playground_view, BitsViewProps};
    let mut g = Playground::default();
    g.handle(playground::Event::Board(8));
    let mut c = Cards::default();
    c.handle(cards::Event::Board(8));
    let p = BitsViewProps {
        lang,
        n: 8,
        on_set_n: Callback::noop(),
        on_open: Callback::noop(),
    };
    render(bits_page(
        &p,
        playground_view(lang, 8, &g, &Callback::noop()),
        card_list_view(lang, 8, &c, &Callback::noop(), &Callback::noop()),
    ))
}

mod lost;
mod stepper_ear;
