//! The binary rows of the current row, one digit under each board column.

use yew::prelude::*;

use crate::texts::{self, Lang};
use solver::RowBits;

/// One value: its name, its n binary digits (most significant first), its
/// decimal value. A plain function rather than a component: it is redrawn
/// at every step anyway, and a component costs wasm of its own.
pub struct BitRow {
    pub name: &'static str,
    pub value: u32,
    pub n: usize,
    pub testid: &'static str,
    /// Classes added to the row's (space-separated; may be empty).
    pub class: &'static str,
    /// A 1 was pushed past the left (`<< 1`) or right (`>> 1`) edge: it is
    /// drawn falling off beside the row.
    pub lost_left: bool,
    pub lost_right: bool,
}

impl BitRow {
    /// The row with nothing lost at its edges.
    pub fn new(
        name: &'static str,
        value: u32,
        n: usize,
        testid: &'static str,
        class: &'static str,
    ) -> Self {
        BitRow {
            name,
            value,
            n,
            testid,
            class,
            lost_left: false,
            lost_right: false,
        }
    }

    pub fn view(&self) -> Html {
        let n = self.n;
        let digits = (0..n).map(|c| {
            let on = self.value >> (n - 1 - c) & 1 == 1;
            let lost = if c == 0 && self.lost_left {
                html! { <span class="lost lost-left" data-testid="lost-left" aria-hidden="true">{ "1" }</span> }
            } else if c == n - 1 && self.lost_right {
                html! { <span class="lost lost-right" data-testid="lost-right" aria-hidden="true">{ "1" }</span> }
            } else {
                Html::default()
            };
            html! { <span class={if on { "digit on" } else { "digit" }}>{ if on { "1" } else { "0" } }{ lost }</span> }
        });
        let class = if self.class.is_empty() {
            "bit-row".to_string()
        } else {
            format!("bit-row {}", self.class)
        };
        html! {
            <div class={class} data-testid={self.testid}
                 data-value={self.value.to_string()}
                 aria-label={format!("{} = {:0n$b} = {}", self.name, self.value, self.value)}>
                <span class="row-label mono">{ label_with_breaks(self.name) }</span>
                { for digits }
                <span class="row-tail mono">{ self.value }</span>
            </div>
        }
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

/// The stack entry of the current row as binary rows, under a heading.
pub fn bit_rows(n: usize, b: RowBits, lang: Lang) -> Html {
    html! {
        <section class="bits" aria-labelledby="bits-title">
            <h2 id="bits-title">{ texts::BITS_TITLE.get(lang) }</h2>
            <p class="hint">{ texts::BITS_NOTE.get(lang) }</p>
            { bit_grid(n, b, true) }
        </section>
    }
}

/// The grid of the current row's binary rows: `left`, `down`, `right`,
/// their OR, (with `free`) its complement, `mask`, `bitmap` and `bit`.
pub fn bit_grid(n: usize, b: RowBits, free: bool) -> Html {
    let row = |name, value, testid, class| BitRow::new(name, value, n, testid, class).view();
    html! {
        <div class="grid-n bit-grid" style={format!("--n:{n}")}>
            { row("left", b.left, "bits-left", "k-left") }
            { row("down", b.down, "bits-down", "k-down") }
            { row("right", b.right, "bits-right", "k-right") }
            { row("left|down|right", b.attacks, "bits-attacks", "k-attacks") }
            if free {
                { row("~(left|down|right)", b.mask & !b.attacks, "bits-free", "k-attacks") }
            }
            { row("mask", b.mask, "bits-mask", "k-mask") }
            { row("bitmap", b.bitmap, "bits-bitmap", "k-bitmap") }
            { row("bit", b.bit, "bits-bit", "k-bit") }
        </div>
    }
}
