//! Elements that hold only text, built by one function each.
//!
//! The `html!` macro writes out the code that builds an element wherever the
//! element appears: for `<th scope="col">{ label }</th>` that is about 200
//! bytes of wasm, each time. The site's views have hundreds of such small
//! text elements, so the most common shapes are built here once and called
//! (a few bytes per use). That keeps the page's wasm small; see
//! docs/benchmarks.md ("Size of the wasm").

use yew::prelude::*;

use crate::i18n::{Lang, Text};

/// `<tag>content</tag>`.
pub fn tag(tag: &'static str, content: impl Into<Html>) -> Html {
    element(tag, "", content.into())
}

/// `<tag class="class">content</tag>`.
pub fn tag_class(tag: &'static str, class: &'static str, content: impl Into<Html>) -> Html {
    element(tag, class, content.into())
}

/// `<thead><tr><th scope="col">label</th>…</tr></thead>`: a table's column
/// headers, in `lang`.
#[inline(never)]
pub fn table_head(lang: Lang, labels: &[Text]) -> Html {
    let header = |label: &Text| html! { <th scope="col">{ label.get(lang) }</th> };
    html! { <thead><tr>{ for labels.iter().map(header) }</tr></thead> }
}

#[inline(never)]
fn element(tag: &'static str, class: &'static str, content: Html) -> Html {
    let class = (!class.is_empty()).then_some(class);
    html! { <@{tag} class={class}>{ content }</@> }
}
