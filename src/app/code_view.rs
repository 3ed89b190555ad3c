//! The code panel: the stepper's own `step` function, with the lines that
//! the last step ran highlighted.

use yew::prelude::*;

use crate::explain::{code_lines, Branch};
use crate::texts::{self, Lang};

#[derive(Properties, PartialEq)]
pub struct CodeProps {
    pub branch: Option<Branch>,
    pub lang: Lang,
}

#[function_component(CodeView)]
pub fn code_view(p: &CodeProps) -> Html {
    let lines = use_memo((), |_| code_lines());
    html! {
        <section class="code" aria-labelledby="code-title">
            <h2 id="code-title">{ texts::CODE_TITLE.get(p.lang) }</h2>
            <p class="hint">{ texts::CODE_NOTE.get(p.lang) }</p>
            <pre class="code-listing" data-testid="code"><code>
                { for lines.iter().enumerate().map(|(i, line)| {
                    let active = p.branch.is_some() && line.branch == p.branch;
                    html! {
                        <span class={classes!("code-line", active.then_some("active"))}
                              data-testid={active.then_some("code-line-active")}>
                            <span class="ln" aria-hidden="true">{ i + 1 }</span>
                            { if active { "▸ " } else { "  " } }
                            { line.text }{ "\n" }
                        </span>
                    }
                }) }
            </code></pre>
        </section>
    }
}
