//! Elements that hold only text, built by one function each.
//!
//! The `html!` macro writes out the code that builds an element wherever the
//! element appears: for `<th scope="col">{ label }</th>` that is about 200
//! bytes of wasm, each time. The site's views have hundreds of such small
//! text elements, so the most common shapes are built here once and called
//! (a few bytes per use). That keeps the page's wasm small; see
//! docs/benchmarks.md ("Size of the wasm").

use yew::prelude::*;
use yew::virtual_dom::{AttributeOrProperty, Attributes, VTag};

use crate::i18n::{Lang, Text};

/// `<tag>content</tag>`.
pub fn tag(tag: &'static str, content: impl Into<Html>) -> Html {
    element(tag, "", content.into())
}

/// `<tag class="class">content</tag>`.
pub fn tag_class(tag: &'static str, class: &'static str, content: impl Into<Html>) -> Html {
    element(tag, class, content.into())
}

/// `<tag name="value"…>content</tag>`, its attributes all fixed
/// (`attrs!`).
pub fn tag_attrs(tag: &'static str, attrs: Attrs, content: impl Into<Html>) -> Html {
    element_attrs(tag, attrs, content.into())
}

/// An element's fixed attributes, as the `html!` macro keeps them (one
/// static list, compared by its address).
pub type Attrs = &'static [(&'static str, AttributeOrProperty)];

/// [`Attrs`]: `attrs!["class" => "hint", "id" => "note"]`.
macro_rules! attrs {
    ($($name:literal => $value:literal),+ $(,)?) => {
        &[$(($name, yew::virtual_dom::AttributeOrProperty::Static($value))),+]
    };
}
pub(crate) use attrs;

/// `<a href="href" data-testid="testid">content</a>`: a link, which the
/// page follows itself where `onclick` is given (`link::in_page`).
pub fn link_to(
    href: impl Into<AttrValue>,
    testid: &'static str,
    onclick: Option<Callback<MouseEvent>>,
    content: impl Into<Html>,
) -> Html {
    link_element(href.into(), testid, onclick, content.into())
}

/// A link to a page or a tab, which the page follows itself (`onclick`),
/// marked `aria-current="page"` where it is the one shown (`current`).
pub fn page_link(
    href: impl Into<AttrValue>,
    testid: &'static str,
    current: bool,
    onclick: Callback<MouseEvent>,
    content: impl Into<Html>,
) -> Html {
    page_link_element(href.into(), testid, current, onclick, content.into())
}

#[inline(never)]
fn page_link_element(
    href: AttrValue,
    testid: &'static str,
    current: bool,
    onclick: Callback<MouseEvent>,
    content: Html,
) -> Html {
    let current = current.then_some("page");
    html! { <a {href} data-testid={testid} aria-current={current} {onclick}>{ content }</a> }
}

#[inline(never)]
fn link_element(
    href: AttrValue,
    testid: &'static str,
    onclick: Option<Callback<MouseEvent>>,
    content: Html,
) -> Html {
    html! { <a {href} data-testid={testid} {onclick}>{ content }</a> }
}

/// `<thead><tr><th scope="col">label</th>…</tr></thead>`: a table's column
/// headers, in `lang`.
#[inline(never)]
pub fn table_head(lang: Lang, labels: &[Text]) -> Html {
    let header = |label: &Text| html! { <th scope="col">{ label.get(lang) }</th> };
    html! { <thead><tr>{ for labels.iter().map(header) }</tr></thead> }
}

/// The ARIA roles of a table that a narrow screen lays out as a grid
/// (`display: grid` on the table, `display: contents` on its row groups and
/// rows): WebKit drops such a table's semantics, and a screen reader then
/// reads its cells as a flat list; the explicit roles restate them. Only
/// such tables carry them ([`grid_table_head`], the count page's table).
pub const GRID_CELL: Attrs = attrs!["role" => "cell"];

/// [`table_head`] of a table laid out as a grid ([`GRID_CELL`]): its row
/// group, row and column headers with their roles.
#[inline(never)]
pub fn grid_table_head(lang: Lang, labels: &[Text]) -> Html {
    let header =
        |label: &Text| html! { <th scope="col" role="columnheader">{ label.get(lang) }</th> };
    html! { <thead role="rowgroup"><tr role="row">{ for labels.iter().map(header) }</tr></thead> }
}

/// `<option value="k">k</option>` for each number `k` of `range`, `selected`
/// chosen: the board sizes of a select.
#[inline(never)]
pub fn number_options(range: std::ops::RangeInclusive<usize>, selected: usize) -> Html {
    range
        .map(|k| html! { <option value={k.to_string()} selected={k == selected}>{ k }</option> })
        .collect()
}

/// `<div><dt>label</dt><dd>value</dd></div>`: one count of a description
/// list, the number also in the `dd`'s `data-value` (for the tests).
#[inline(never)]
pub fn count_item(label: &'static str, testid: &'static str, value: u64) -> Html {
    html! { <div><dt>{ label }</dt><dd data-testid={testid} data-value={value.to_string()}>{ value }</dd></div> }
}

/// `text`, each minus sign kept on one line with its operand
/// (`crate::format::kept`: `-bitmap` in a `.nobr` span), so that a narrow
/// screen never breaks `& -bitmap` after its `-`; a copy of it is the same
/// ASCII.
pub fn minus_unbroken(text: &str) -> Html {
    unbroken(text, 0)
}

/// `text` with each `.nobr` span of `crate::format::kept`: its minus signs,
/// and its formulas up to `max` bytes, each on one line.
#[inline(never)]
pub fn unbroken(text: &str, max: usize) -> Html {
    crate::format::kept(text, max)
        .into_iter()
        .map(|(piece, keep)| {
            if keep {
                html! { <span class="nobr">{ piece.to_string() }</span> }
            } else {
                html! { { piece.to_string() } }
            }
        })
        .collect()
}

/// Text for the eye and its copy for the ear: `shown` hidden from screen
/// readers, `spoken` (the same with its binary values spelled digit by
/// digit and operators in words, `domain::spoken::for_ear` over `width`)
/// only for them, its formulas kept on one line each
/// (`crate::format::kept`). Plain text when the two are the same.
#[inline(never)]
pub fn shown_and_spoken(shown: &str, width: usize, lang: crate::i18n::Lang) -> Html {
    let spoken = crate::domain::spoken::for_ear(shown, width, lang);
    if spoken == shown {
        return html! { { shown.to_string() } };
    }
    html! {
        <><span aria-hidden="true">{ unbroken(shown, crate::format::FORMULA_MAX) }</span><span class="sr-only">{ spoken }</span></>
    }
}

/// A live region's message, said again at each try (`tries`) even when its
/// words are the same as the last time: its node is made anew, which a
/// screen reader announces (an unchanged text is not).
pub fn renewed(tries: u32, message: Html) -> Html {
    html! { <span key={tries.to_string()}>{ message }</span> }
}

/// Prose or a formula for the eye and the ear: where `shown` has bit
/// operators (`mask & ~(left|down|right)`), the eye's copy is hidden from
/// screen readers and they read the operators in words
/// (`domain::spoken::operators_in_words`), which they otherwise skip.
#[inline(never)]
pub fn in_words(shown: &str, lang: crate::i18n::Lang) -> Html {
    shown_and_spoken(shown, usize::MAX, lang)
}

#[inline(never)]
fn element_attrs(tag: &'static str, attrs: Attrs, content: Html) -> Html {
    let mut element = VTag::new(tag);
    element.attributes = Attributes::Static(attrs);
    element.add_child(content);
    element.into()
}

#[inline(never)]
fn element(tag: &'static str, class: &'static str, content: Html) -> Html {
    let class = (!class.is_empty()).then_some(class);
    html! { <@{tag} class={class}>{ content }</@> }
}

/// `aria-disabled` of a control that ran out (a step button at the start,
/// a zoom at its limit): the site marks such a control rather than
/// disabling it, so that it keeps the focus (which would otherwise fall to
/// the page); its action then changes nothing.
pub fn ran_out(off: bool) -> Option<&'static str> {
    off.then_some("true")
}
