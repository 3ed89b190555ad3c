//! The binary rows of the current row, one digit under each board column.

use yew::prelude::*;

use crate::texts::{self, Lang};
use solver::RowBits;

#[derive(Properties, PartialEq)]
pub struct BitRowProps {
    pub name: AttrValue,
    pub value: u32,
    pub n: usize,
    pub testid: AttrValue,
    #[prop_or_default]
    pub class: Classes,
    /// A 1 was pushed past the left (`<< 1`) or right (`>> 1`) edge: it is
    /// drawn falling off beside the row.
    #[prop_or_default]
    pub lost_left: bool,
    #[prop_or_default]
    pub lost_right: bool,
}

/// One value: its name, its n binary digits (most significant first), its
/// decimal value.
#[function_component(BitRow)]
pub fn bit_row(p: &BitRowProps) -> Html {
    let n = p.n;
    let digits = (0..n).map(|c| {
        let on = p.value >> (n - 1 - c) & 1 == 1;
        let lost = if c == 0 && p.lost_left {
            html! { <span class="lost lost-left" data-testid="lost-left" aria-hidden="true">{ "1" }</span> }
        } else if c == n - 1 && p.lost_right {
            html! { <span class="lost lost-right" data-testid="lost-right" aria-hidden="true">{ "1" }</span> }
        } else {
            Html::default()
        };
        html! { <span class={classes!("digit", on.then_some("on"))}>{ if on { "1" } else { "0" } }{ lost }</span> }
    });
    html! {
        <div class={classes!("bit-row", p.class.clone())} data-testid={p.testid.clone()}
             data-value={p.value.to_string()}
             aria-label={format!("{} = {:0n$b} = {}", p.name, p.value, p.value)}>
            <span class="row-label mono">{ label_with_breaks(&p.name) }</span>
            { for digits }
            <span class="row-tail mono">{ p.value }</span>
        </div>
    }
}

/// Lets a long label such as `left|down|right` wrap after each `|`.
fn label_with_breaks(name: &str) -> Html {
    let mut parts = name.split_inclusive('|').peekable();
    let mut out = Vec::new();
    while let Some(part) = parts.next() {
        out.push(html! { { part.to_string() } });
        if parts.peek().is_some() {
            out.push(html! { <wbr /> });
        }
    }
    out.into_iter().collect()
}

#[derive(Properties, PartialEq)]
pub struct BitRowsProps {
    pub n: usize,
    pub bits: RowBits,
    pub lang: Lang,
}

/// The stack entry of the current row as binary rows.
#[function_component(BitRows)]
pub fn bit_rows(p: &BitRowsProps) -> Html {
    let b = p.bits;
    let n = p.n;
    let row = |name: &'static str, value: u32, testid: &'static str, class: &'static str| {
        html! { <BitRow name={name} value={value} n={n} testid={testid} class={classes!(class)} /> }
    };
    html! {
        <section class="bits" aria-labelledby="bits-title">
            <h2 id="bits-title">{ texts::BITS_TITLE.get(p.lang) }</h2>
            <p class="hint">{ texts::BITS_NOTE.get(p.lang) }</p>
            <div class="grid-n bit-grid" style={format!("--n:{n}")}>
                { row("left", b.left, "bits-left", "k-left") }
                { row("down", b.down, "bits-down", "k-down") }
                { row("right", b.right, "bits-right", "k-right") }
                { row("left|down|right", b.attacks, "bits-attacks", "k-attacks") }
                { row("~(left|down|right)", b.mask & !b.attacks, "bits-free", "k-attacks") }
                { row("mask", b.mask, "bits-mask", "k-mask") }
                { row("bitmap", b.bitmap, "bits-bitmap", "k-bitmap") }
                { row("bit", b.bit, "bits-bit", "k-bit") }
            </div>
        </section>
    }
}
