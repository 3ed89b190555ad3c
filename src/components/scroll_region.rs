//! A panel that scrolls when its content is wider (or taller) than it: a
//! named region, and a tab stop only while its content overflows it, so
//! that a keyboard can scroll it then and meets no empty stop when it fits
//! (`hooks::use_overflows`; tests/e2e/a11y.test.mjs).

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScrollRegionProps {
    /// Its class (where the style sheets make it scroll).
    pub class: &'static str,
    /// Its name for a screen reader.
    pub label: &'static str,
    #[prop_or_default]
    pub testid: Option<&'static str>,
    pub children: Html,
}

#[function_component(ScrollRegion)]
pub fn scroll_region(p: &ScrollRegionProps) -> Html {
    let node = use_node_ref();
    #[cfg(target_arch = "wasm32")]
    let scrolls = crate::hooks::use_overflows(&node);
    // (Natively, as the browser's first render: nothing measured yet.)
    #[cfg(not(target_arch = "wasm32"))]
    let scrolls = false;
    html! {
        <div ref={node} class={p.class} role="region" aria-label={p.label} data-testid={p.testid}
             tabindex={scrolls.then_some("0")}>
            { p.children.clone() }
        </div>
    }
}
