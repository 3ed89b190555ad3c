//! A box whose content may not fit it (a wide table on a phone, a large
//! board's rows in the widget): the style sheet lets it scroll, and while
//! its content overflows it the keyboard must reach it, so that the arrows
//! scroll it: it is then a Tab stop, a region named `label` (axe's
//! scrollable-region-focusable). While its content fits, it is a plain box:
//! a Tab stop there would do nothing.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScrollerProps {
    /// The box's classes (the style sheet's overflow among them).
    pub class: Classes,
    /// Its name while it scrolls.
    pub label: AttrValue,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    #[prop_or_default]
    pub children: Html,
}

/// The box; whether its content overflows it is measured after each
/// render and when the window changes size (`hooks::use_overflows`).
/// Natively (the views' tests) nothing is laid out: it fits.
#[function_component(Scroller)]
pub fn scroller(p: &ScrollerProps) -> Html {
    let node = use_node_ref();
    #[cfg(target_arch = "wasm32")]
    let overflows = crate::hooks::use_overflows(&node);
    #[cfg(not(target_arch = "wasm32"))]
    let overflows = false;
    html! {
        <div ref={node} class={p.class.clone()} data-testid={p.testid.clone()}
             tabindex={overflows.then_some("0")} role={overflows.then_some("region")}
             aria-label={overflows.then(|| p.label.clone())}>
            { p.children.clone() }
        </div>
    }
}
