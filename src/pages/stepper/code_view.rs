//! The code panel: the stepper's own `step` function, with the lines that
//! the last step ran highlighted.

use yew::prelude::*;

use crate::domain::stepper::explain::{Branch, CodeLine};
use crate::domain::stepper::texts;
use crate::domain::stepper::texts::code_lines_in;
use crate::i18n::Lang;

/// The panel, the lines of `branch` highlighted (a plain function: cutting
/// the lines at each step costs microseconds, a component costs wasm).
pub fn code_view(branch: Option<Branch>, lang: Lang) -> Html {
    html! {
        <section class="code" aria-labelledby="code-title">
            <h2 id="code-title">{ texts::CODE_TITLE.get(lang) }</h2>
            <p class="hint">{ texts::CODE_NOTE.get(lang) }</p>
            // Long lines wrap, so the listing never scrolls sideways.
            <pre class="code-listing" data-testid="code"><code>
                { for code_lines_in(lang).iter().enumerate().map(|(i, line)| {
                    code_line(i + 1, line, branch.is_some() && line.branch == branch, lang)
                }) }
            </code></pre>
        </section>
    }
}

/// One line. A line longer than the panel wraps, its continuation indented
/// past the line's own indentation (`--indent`, in characters; see
/// `.code-src` in style.css), so that every part of it stays readable.
fn code_line(number: usize, line: &CodeLine, active: bool, lang: Lang) -> Html {
    // One text node: the indentation, the line and its end.
    let text = format!("{:w$}{}\n", "", line.text.trim_start(), w = line.indent);
    html! {
        <span class={if active { "code-line active" } else { "code-line" }}
              data-testid={active.then_some("code-line-active")}>
            <span class="ln" aria-hidden="true">{ number }</span>
            <span class="mark" aria-hidden="true">{ if active { "▸" } else { "" } }</span>
            // The lines that ran say so to a screen reader too.
            if active {
                <span class="sr-only">{ texts::CODE_RAN.get(lang) }</span>
            }
            <span class="code-src" style={format!("--indent:{}", line.indent)}>{ text }</span>
        </span>
    }
}
