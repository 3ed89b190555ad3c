//! A text that cites sources (`[[id]]` markers, `crate::domain::sources`):
//! each citation a link to its entry in the records page's sources section;
//! and that section.

use yew::prelude::*;

use crate::components::markup::{attrs, tag, tag_attrs, tag_class};
use crate::domain::sources::{anchor, entry, href, link_name, parts, Part, SOURCES};
use crate::i18n::{Lang, Text};

/// `text` with its citations as links (`here`: on the records page, where
/// the sources section is).
pub fn cited(text: &str, lang: Lang, here: bool) -> Html {
    parts(text)
        .into_iter()
        .map(|p| match p {
            Part::Text(t) => crate::components::markup::in_words(t, lang),
            Part::Cite(s) => html! {
                <a class="cite" href={href(s, lang, here)} data-testid="cite" data-source={s.id}>
                    { s.short.get(lang) }</a>
            },
        })
        .collect()
}

/// The sources section: each source's author, title, site, link and what
/// the site takes from it, anchored for the citations.
pub fn sources_section(lang: Lang, title: Text, intro: Text) -> Html {
    let items = SOURCES.iter().map(|s| {
        html! {
            // tabindex -1: a citation's link on this page takes the focus here
            // (else it fell to the page), and a screen reader reads the entry.
            <li id={anchor(s)} data-testid={format!("source-{}", s.id)} tabindex="-1">
                { entry(s, lang) }
                if let Some(url) = s.url {
                    // Named in words; the address shown for the eye (and
                    // for print), not read out as the link's name.
                    { " " }<a href={url} rel="noopener" data-testid="source-link">{ link_name(s, lang) }</a>
                    { " " }{ tag_attrs("span", attrs!["class" => "source-url", "aria-hidden" => "true"], url) }
                }
                <br />
                { tag_class("span", "hint", s.used_for.get(lang)) }
            </li>
        }
    });
    html! {
        <section id="sources" class="sources" aria-labelledby="sources-title" data-testid="sources">
            { tag_attrs("h3", attrs!["id" => "sources-title"], title.get(lang)) }
            { tag("p", intro.get(lang)) }
            <ol>{ for items }</ol>
        </section>
    }
}
