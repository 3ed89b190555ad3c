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

use support::{explain, html::Node, render};

/// The `data-value` of the one element of test id `id`.
fn value(dom: &Node, id: &str) -> String {
    dom.testid(id)
        .attr("data-value")
        .unwrap_or_default()
        .to_string()
}

/// The elements under `node` whose class list has `class`.
fn of_class<'a>(node: &'a Node, class: &str) -> Vec<&'a Node> {
    node.all()
        .into_iter()
        .filter(|e| e.has_class(class))
        .collect()
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
mod stepper;
mod symmetry;
mod tree;

/// What a screen reader reaches under `node`: the text outside
/// `aria-hidden` subtrees, an element with an `aria-label` read by its
/// label; a field's value is the learner's, and left out.
fn spoken(node: &Node) -> String {
    use support::html::Child;
    if node.attr("aria-hidden") == Some("true") {
        return String::new();
    }
    if let Some(label) = node.attr("aria-label") {
        return format!(" {label} ");
    }
    node.children
        .iter()
        .map(|c| match c {
            Child::Element(e) => format!("{} ", spoken(e)),
            Child::Text(t) => t.clone(),
        })
        .collect()
}

/// The runs of `len` binary digits or more in `text`, outside longer
/// numbers and hexadecimal.
fn binary_runs(text: &str, len: usize) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'0' || b[i] == b'1' {
            let start = i;
            while i < b.len() && (b[i] == b'0' || b[i] == b'1') {
                i += 1;
            }
            let before = start.checked_sub(1).map(|k| b[k]);
            let after = b.get(i).copied();
            let hexish =
                |c: Option<u8>| c.is_some_and(|c| c.is_ascii_hexdigit() || c == b'x' || c == b'#');
            if i - start >= len && !hexish(before) && !hexish(after) {
                out.push(text[start..i].to_string());
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The texts under `node` a screen reader reaches that show an operator
/// as a symbol (`& | ~ ^ << >>`), outside code, a select's options and what
/// is hidden from it; a symbol named just before ("the vertical bar |") is
/// said by its name.
fn raw_operators(node: &Node) -> Vec<String> {
    use support::html::Child;
    if node.attr("aria-hidden") == Some("true")
        || ["pre", "code", "option", "script"].contains(&node.tag.as_str())
    {
        return Vec::new();
    }
    let named = [
        "ampersands",
        "ampersand",
        "vertical bars",
        "vertical bar",
        "caret",
        "tilde",
        "less-than signs",
        "greater-than signs",
        "アンパサンド2つ",
        "アンパサンド",
        "縦棒2つ",
        "縦棒",
        "キャレット",
        "チルダ",
        "小なり記号2つ",
        "大なり記号2つ",
    ];
    let raw = |t: &str| {
        let mut t = t.to_string();
        for name in named {
            for op in ["||", "&&", "<<", ">>", "&", "|", "~", "^"] {
                t = t.replace(&format!("{name} {op}"), name);
            }
        }
        let url = t.trim().starts_with("http://") || t.trim().starts_with("https://");
        !url && (t.contains(['&', '|', '~', '^']) || t.contains("<<") || t.contains(">>"))
    };
    let mut out = Vec::new();
    if let Some(label) = node.attr("aria-label") {
        if raw(label) {
            out.push(label.to_string());
        }
    }
    for c in &node.children {
        match c {
            Child::Element(e) => out.extend(raw_operators(e)),
            Child::Text(t) if raw(t) => out.push(t.trim().to_string()),
            Child::Text(_) => {}
        }
    }
    out
}

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
