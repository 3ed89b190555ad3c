//! The code panel: the search as a short program in the learner's language
//! (C, Python, JavaScript or Rust; `teaching/code/`), with the line that
//! performed the last step's event highlighted.

use yew::prelude::*;

use crate::components::markup::{attrs, minus_unbroken, tag, tag_attrs, tag_class};
use crate::components::{icon, Icon};
use crate::domain::stepper::code::{self, line_in_words, CodeLang, CodeLine};
use crate::domain::stepper::texts;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{copy_text, download_text};
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
///
/// The listing is the program and nothing else, for the eye, the ear and a
/// copy alike: a `<pre><code>` whose text is [`code::program`] byte for
/// byte (the line numbers and the `▸` of the step's lines are CSS generated
/// content, never in a selection; the `▸` is said "this step"). The
/// program in words (operators said, `bitmap[row] AND minus bitmap[row]`)
/// is a list of its own beside it, for a screen reader that skips `&` and
/// `|`; the Copy button and the download give [`code::program`] itself.
#[cfg(target_arch = "wasm32")]
#[function_component(CodeView)]
pub fn code_view(p: &CodeViewProps) -> Html {
    let lines = use_memo((p.code, p.lang), |&(code, lang)| code::listing(code, lang));
    let (lang, code) = (p.lang, p.code);
    let select = use_code_select(p.code);
    let copy = Callback::from(move |_| {
        copy_text(
            code::program(code, lang),
            "code-text",
            "code-status",
            texts::copy_said(lang),
        )
    });
    let save = Callback::from(move |_| {
        download_text(
            &code::program(code, lang),
            "text/plain;charset=utf-8",
            code.file(),
        );
    });
    // "Copied." was said of the program shown before.
    use_effect_with((code, lang), |_| {
        if let Some(status) = crate::hooks::document().get_element_by_id("code-status") {
            status.set_text_content(None);
        }
    });
    code_panel(p, &lines, select, copy, save)
}

/// The panel at the moment of `p`, its program cut into `lines`
/// ([`code::listing`]); `select` is the language select's element, `copy`
/// and `save` the Copy and Download buttons' clicks.
pub fn code_panel(
    p: &CodeViewProps,
    lines: &[CodeLine],
    select: NodeRef,
    copy: Callback<MouseEvent>,
    save: Callback<MouseEvent>,
) -> Html {
    let (lang, code) = (p.lang, p.code);
    let current = p
        .event
        .map(|e| code::event_lines(lines, e))
        .unwrap_or_default();
    let onchange = {
        let on_code = p.on_code.clone();
        Callback::from(move |e: web_sys::Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(code) = CodeLang::from_id(&select.value()) {
                on_code.emit(code);
            }
        })
    };
    let here = texts::CODE_RAN.get(lang);
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
            <div class="code-actions">
                <button type="button" data-testid="code-copy" onclick={copy}>{ texts::CODE_COPY.get(lang) }</button>
                <button type="button" data-testid="code-download" data-file={code.file()} onclick={save}>
                    { icon(Icon::Download) }{ " " }{ texts::code_download(lang, code) }</button>
            </div>
            <p role="status" class="hint code-status" id="code-status" data-testid="code-status"></p>
            // Long lines wrap, so the listing never scrolls sideways.
            <pre class="code-listing" data-testid="code" data-code={p.code.id()}><code id="code-text">
                { for lines.iter().enumerate().map(|(i, line)| code_line(i + 1, line, current.contains(&(i + 1)), here, i + 1 == lines.len())) }
                // The program's last end of line, outside the last line's
                // box: there a selection's copy keeps it (at the end of a
                // box it drops it), so that a copy is the whole file.
                { "\n" }
            </code></pre>
            { words_list(lines, &current, here, lang) }
        </section>
    }
}

/// The program in words beside the listing: one item per line that is not
/// blank, numbered as the listing, the step's line marked as there.
fn words_list(lines: &[CodeLine], current: &[usize], here: &'static str, lang: Lang) -> Html {
    html! {
        <details class="code-words" data-testid="code-words">
            { tag("summary", texts::CODE_WORDS.get(lang)) }
            <ol>
                { for lines.iter().enumerate().filter(|(_, l)| !l.text.trim().is_empty()).map(|(i, line)| {
                    let current = current.contains(&(i + 1));
                    html! {
                        <li value={(i + 1).to_string()} class={current.then_some("active")}
                            data-here={current.then_some(here)}>{ line_in_words(line, lang) }</li>
                    }
                }) }
            </ol>
        </details>
    }
}

/// The language select's element, kept on `code`: `selected` only chooses
/// the option until the learner picks one, and Back and Forward must set
/// the select's value.
#[cfg(target_arch = "wasm32")]
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
/// `.code-src` in style.css), so that every part of it stays readable. Its
/// text is the program's line and its end, nothing more: the number
/// (`data-ln`) and the step's mark (`data-here`, said "this step") are
/// drawn by CSS, which a selection never copies.
fn code_line(
    number: usize,
    line: &CodeLine,
    current: bool,
    here: &'static str,
    last: bool,
) -> Html {
    let text = if last {
        line.text.clone()
    } else {
        format!("{}\n", line.text)
    };
    html! {
        <span class={if current { "code-line active" } else { "code-line" }}
              data-testid={current.then_some("code-line-current")}
              data-line={current.then(|| number.to_string())}
              data-ln={number.to_string()}
              data-here={current.then_some(here)}
              data-mark={line.mark.map(|m| m.tag())}>
            <span class="code-src" style={format!("--indent:{}", line.indent)}>{ minus_unbroken(&text) }</span>
        </span>
    }
}
