//! The code panel: the search as a short program in the learner's language
//! (C, Python, JavaScript or Rust; `teaching/code/`), with the line that
//! performed the last step's event highlighted.

use yew::prelude::*;

use crate::components::markup::{attrs, tag, tag_attrs, tag_class};
use crate::domain::spoken::operators_in_words;
use crate::domain::stepper::code::{self, CodeLang, CodeLine};
use crate::domain::stepper::texts;
use crate::i18n::Lang;
use solver::Event;

#[derive(Properties, PartialEq)]
pub struct CodeViewProps {
    /// The event of the step shown (`None` at the start).
    pub event: Option<Event>,
    pub code: CodeLang,
    pub lang: Lang,
    /// The learner picked another language.
    pub on_code: Callback<CodeLang>,
}

/// The panel. A component, so that the listing is cut out of its program
/// once per language, not at every step.
#[function_component(CodeView)]
pub fn code_view(p: &CodeViewProps) -> Html {
    let lines = use_memo((p.code, p.lang), |&(code, lang)| code::listing(code, lang));
    let current = p
        .event
        .map(|e| code::event_lines(&lines, e))
        .unwrap_or_default();
    let lang = p.lang;
    let select = use_code_select(p.code);
    let onchange = {
        let on_code = p.on_code.clone();
        Callback::from(move |e: web_sys::Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(code) = CodeLang::from_id(&select.value()) {
                on_code.emit(code);
            }
        })
    };
    html! {
        <section class="code" aria-labelledby="code-title">
            <div class="code-head">
                { tag_attrs("h2", attrs!["id" => "code-title"], texts::CODE_TITLE.get(lang)) }
                <label class="field">
                    { tag("span", texts::CODE_LANG.get(lang)) }
                    <select ref={select} data-testid="code-lang" {onchange}>
                        { for CodeLang::ALL.iter().map(|&c| html! {
                            <option value={c.id()} selected={c == p.code}>{ c.name() }</option>
                        }) }
                    </select>
                </label>
            </div>
            { tag_class("p", "hint", texts::code_note(lang, p.code)) }
            // Long lines wrap, so the listing never scrolls sideways.
            <pre class="code-listing" data-testid="code" data-code={p.code.id()}><code>
                { for lines.iter().enumerate().map(|(i, line)| code_line(i + 1, line, current.contains(&(i + 1)), lang)) }
            </code></pre>
        </section>
    }
}

/// The language select's element, kept on `code`: `selected` only chooses
/// the option until the learner picks one, and Back and Forward must set
/// the select's value.
#[hook]
fn use_code_select(code: CodeLang) -> NodeRef {
    let select = use_node_ref();
    {
        let select = select.clone();
        use_effect_with(code, move |code| {
            if let Some(select) = select.cast::<web_sys::HtmlSelectElement>() {
                select.set_value(code.id());
            }
        });
    }
    select
}

/// One line. A line longer than the panel wraps, its continuation indented
/// past the line's own indentation (`--indent`, in characters; see
/// `.code-src` in style.css), so that every part of it stays readable.
fn code_line(number: usize, line: &CodeLine, current: bool, lang: Lang) -> Html {
    // One text node for the eye: the indentation, the line and its end.
    let text = format!("{:w$}{}\n", "", line.text.trim_start(), w = line.indent);
    html! {
        <span class={if current { "code-line active" } else { "code-line" }}
              data-testid={current.then_some("code-line-current")}
              data-line={current.then(|| number.to_string())}
              data-mark={line.mark.map(|m| m.tag())}>
            { tag_attrs("span", attrs!["class" => "ln", "aria-hidden" => "true"], number) }
            <span class="mark" aria-hidden="true">{ if current { "▸" } else { "" } }</span>
            // The line of this step says so to a screen reader too.
            if current {
                { tag_class("span", "sr-only", texts::CODE_RAN.get(lang)) }
            }
            // For the ear, the operators in words (a screen reader skips
            // `|`, `~` and parentheses): a copy kept out of a selection.
            <span class="code-src" style={format!("--indent:{}", line.indent)} aria-hidden="true">{ text }</span>
            { tag_class("span", "sr-only code-said", operators_in_words(line.text.trim_start(), lang)) }
        </span>
    }
}
