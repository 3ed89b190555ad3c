//! The code panel: the stepper's own `step` function, with the lines that
//! the last step ran highlighted.

use yew::prelude::*;

use super::explain::{code_lines, Branch};
use super::texts;
use crate::i18n::Lang;

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
            // Focusable, so that a keyboard can scroll it on a narrow screen.
            <pre class="code-listing" data-testid="code" tabindex="0" role="region"
                 aria-label={texts::CODE_REGION.get(p.lang)}><code>
                { for lines.iter().enumerate().map(|(i, line)| html! {
                    <CodeLineView key={i} number={i + 1} text={line.text}
                                  active={p.branch.is_some() && line.branch == p.branch} />
                }) }
            </code></pre>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct CodeLineProps {
    number: usize,
    text: &'static str,
    active: bool,
}

/// One line; only the lines whose highlight changes are re-rendered.
#[function_component(CodeLineView)]
fn code_line_view(p: &CodeLineProps) -> Html {
    html! {
        <span class={classes!("code-line", p.active.then_some("active"))}
              data-testid={p.active.then_some("code-line-active")}>
            <span class="ln" aria-hidden="true">{ p.number }</span>
            { if p.active { "▸ " } else { "  " } }
            { p.text }{ "\n" }
        </span>
    }
}
