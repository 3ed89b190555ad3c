//! The explicit stack: one line per row 0..=current. The recursive version
//! keeps these values in its call frames; without recursion they need arrays.

use yew::prelude::*;

use crate::components::markup::{attrs, tag, tag_attrs, tag_class};
use crate::domain::stepper::{speech, texts};
use crate::i18n::Lang;
use solver::{RowBits, Stepper};

/// The panel (its rows are components, so that a step redraws only the
/// rows it changed).
pub fn stack_view(s: &Stepper, lang: Lang) -> Html {
    let n = s.n();
    let rows = s.row().map_or(0, |r| r + 1);
    html! {
        <section class="stack" aria-labelledby="stack-title" style={format!("--n:{n}")}>
            { tag_attrs("h2", attrs!["id" => "stack-title"], texts::STACK_TITLE.get(lang)) }
            { tag_class("p", "hint", texts::STACK_NOTE.get(lang)) }
            <div class="table-scroll" data-testid="stack" data-scroll-stop="" role="region" aria-label={texts::STACK_REGION.get(lang)}>
                <table class="mono">
                    <thead><tr>
                        { tag_attrs("th", attrs!["scope" => "col"], texts::STACK_ROW.get(lang)) }{ tag_attrs("th", attrs!["scope" => "col"], "left") }{ tag_attrs("th", attrs!["scope" => "col"], "down") }
                        { tag_attrs("th", attrs!["scope" => "col"], "right") }{ tag_attrs("th", attrs!["scope" => "col"], "bitmap") }{ tag_attrs("th", attrs!["scope" => "col"], "bit") }
                    </tr></thead>
                    <tbody>
                        { for (0..rows).map(|r| html! {
                            <StackRow key={r} r={r} n={n} bits={s.row_bits(r)} current={s.row() == Some(r)} lang={lang} />
                        }) }
                        if rows == 0 {
                            <tr>{ tag_attrs("td", attrs!["colspan" => "6"], texts::STACK_EMPTY.get(lang)) }</tr>
                        }
                    </tbody>
                </table>
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct StackRowProps {
    r: usize,
    n: usize,
    bits: RowBits,
    current: bool,
    lang: Lang,
}

/// One stack entry; a step changes one or two of them, the rest are skipped.
#[function_component(StackRow)]
fn stack_row(p: &StackRowProps) -> Html {
    let (r, n, b) = (p.r, p.n, p.bits);
    // The digits for the eye; for the ear, under its column's name, what a
    // bit row says of its value: its digits apart, its decimal value, the
    // board's columns of its 1s.
    let cell = |v: u32| {
        html! { <>{ tag_attrs("span", attrs!["aria-hidden" => "true"], format!("{v:0n$b}")) }
        { tag_class("span", "sr-only", speech::bit_value_text(p.lang, v, n, None)) }</> }
    };
    html! {
        <tr data-testid={format!("stack-row-{r}")} class={classes!(p.current.then_some("current"))}
            data-left={b.left.to_string()} data-down={b.down.to_string()}
            data-right={b.right.to_string()} data-bitmap={b.bitmap.to_string()}
            data-bit={b.bit.to_string()}>
            // The number (and the current row's mark) for the eye, under
            // the column's "row"; the board's row name for the ear.
            <th scope="row">
                <span aria-hidden="true">{ if p.current { format!("▶ {r}") } else { r.to_string() } }</span>
                { tag_class("span", "sr-only", speech::row_header(p.lang, r, p.current)) }
            </th>
            { tag("td", cell(b.left)) }{ tag("td", cell(b.down)) }{ tag("td", cell(b.right)) }
            { tag("td", cell(b.bitmap)) }{ tag("td", cell(b.bit)) }
        </tr>
    }
}
