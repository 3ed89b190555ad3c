//! The explicit stack: one line per row 0..=current. The recursive version
//! keeps these values in its call frames; without recursion they need arrays.

use yew::prelude::*;

use crate::solver::Stepper;
use crate::texts::{self, Lang};

#[derive(Properties, PartialEq)]
pub struct StackProps {
    pub stepper: Stepper,
    pub lang: Lang,
}

#[function_component(StackView)]
pub fn stack_view(p: &StackProps) -> Html {
    let s = &p.stepper;
    let n = s.n();
    let rows = s.row().map_or(0, |r| r + 1);
    let bin = |v: u32| format!("{v:0n$b}");
    html! {
        <section class="stack" aria-labelledby="stack-title">
            <h2 id="stack-title">{ texts::STACK_TITLE.get(p.lang) }</h2>
            <p class="hint">{ texts::STACK_NOTE.get(p.lang) }</p>
            <div class="table-scroll">
                <table class="mono">
                    <thead><tr>
                        <th scope="col">{ "row" }</th><th scope="col">{ "left" }</th><th scope="col">{ "down" }</th>
                        <th scope="col">{ "right" }</th><th scope="col">{ "bitmap" }</th><th scope="col">{ "bit" }</th>
                    </tr></thead>
                    <tbody>
                        { for (0..rows).map(|r| {
                            let b = s.row_bits(r);
                            let current = s.row() == Some(r);
                            html! {
                                <tr data-testid={format!("stack-row-{r}")} class={classes!(current.then_some("current"))}
                                    data-left={b.left.to_string()} data-down={b.down.to_string()}
                                    data-right={b.right.to_string()} data-bitmap={b.bitmap.to_string()}
                                    data-bit={b.bit.to_string()}>
                                    <th scope="row">{ if current { format!("▶ {r}") } else { r.to_string() } }</th>
                                    <td>{ bin(b.left) }</td><td>{ bin(b.down) }</td><td>{ bin(b.right) }</td>
                                    <td>{ bin(b.bitmap) }</td><td>{ bin(b.bit) }</td>
                                </tr>
                            }
                        }) }
                        if rows == 0 {
                            <tr><td colspan="6">{ texts::STACK_EMPTY.get(p.lang) }</td></tr>
                        }
                    </tbody>
                </table>
            </div>
        </section>
    }
}
