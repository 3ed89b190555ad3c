//! Elements that hold only text, built by one function each.
//!
//! The `html!` macro writes out the code that builds an element wherever the
//! element appears: for `<th scope="col">{ label }</th>` that is about 200
//! bytes of wasm, each time. The site's views have hundreds of such small
//! text elements, so the most common shapes are built here once and called
//! (a few bytes per use). That keeps the page's wasm small; see
//! docs/benchmarks.md ("Size of the wasm").

use yew::prelude::*;

/// `<tag>content</tag>`.
pub fn tag(tag: &'static str, content: impl Into<Html>) -> Html {
    element(tag, "", content.into())
}

/// `<tag class="class">content</tag>`.
pub fn tag_class(tag: &'static str, class: &'static str, content: impl Into<Html>) -> Html {
    element(tag, class, content.into())
}

/// `<th scope="col">content</th>`: a table's column header.
pub fn col_header(content: impl Into<Html>) -> Html {
    column_header(content.into())
}

#[inline(never)]
fn element(tag: &'static str, class: &'static str, content: Html) -> Html {
    let class = (!class.is_empty()).then_some(class);
    html! { <@{tag} class={class}>{ content }</@> }
}

#[inline(never)]
fn column_header(content: Html) -> Html {
    html! { <th scope="col">{ content }</th> }
}
