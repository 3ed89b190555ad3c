//! The teacher's check page (`?view=learn&check=1`, with the set's
//! `quiz`, `board` and `questions` when a set is named): the class's check
//! codes pasted, one per line, each graded here from its answers by
//! regenerating the set's questions (`domain::learn::homework`). The codes
//! are kept nowhere: they live in the text box while the page is open.
//! Shown from the extra wasm, mounted inside the learn page
//! (`crate::extra`), so that the first load does not carry the grading.
//! Its state is a machine (`domain::learn::homework::ClassCheck`), drawn
//! by [`check`] (the hooked `CheckView` runs it).

use yew::prelude::*;

use crate::components::markup::renewed;
use crate::domain::learn::homework::{self, ClassCheck, Line, Set};
use crate::domain::learn::homework_texts as hw;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct CheckViewProps {
    /// The set the teacher checks, when the link names it; else the set of
    /// the first good code.
    pub set: Option<Set>,
    pub lang: Lang,
}

/// The page at the machine's state `result`; its events go to `send`, and
/// `title` is the heading that takes the focus when the page opens (the
/// hooked `CheckView` gives it).
pub fn check(
    p: &CheckViewProps,
    result: &ClassCheck,
    send: &Callback<homework::Event>,
    title: &NodeRef,
) -> Html {
    let lang = p.lang;
    let oninput = send.reform(|e: InputEvent| {
        let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
        homework::Event::Input(area.value())
    });
    let onsubmit = send.reform(|e: SubmitEvent| {
        e.prevent_default();
        homework::Event::Grade
    });
    let (graded, refused, notes) = result.counts();
    let summary = if result.tries == 0 {
        String::new()
    } else if result.lines.is_empty() {
        hw::NO_CODES.get(lang).to_string()
    } else {
        hw::summary(lang, graded, refused, notes)
    };
    let rows = result.lines.iter().map(|line| row(lang, line, result));
    html! {
        <section class="check-page" data-testid="check-page" aria-labelledby="check-title">
            <h3 id="check-title" tabindex="-1" ref={title.clone()} data-testid="check-title">{ hw::CHECK_TITLE.get(lang) }</h3>
            <p class="hint">{ hw::CHECK_INTRO.get(lang) }</p>
            if let Some(set) = result.set.or(p.set) {
                <p data-testid="check-set" data-seed={set.seed.to_string()}>{ hw::checking(lang, set) }</p>
            }
            <form class="check-form" {onsubmit}>
                <label for="check-codes">{ hw::CODES.get(lang) }</label>
                <textarea id="check-codes" data-testid="check-codes" rows="8" spellcheck="false"
                          autocomplete="off" value={result.text.clone()} {oninput} />
                <button type="submit" data-testid="check-grade">{ hw::GRADE.get(lang) }</button>
            </form>
            // Said once per Grade: how many codes were graded and refused.
            <p role="status" data-testid="check-summary">{ renewed(result.tries, html! { { summary } }) }</p>
            if !result.lines.is_empty() {
                <table class="check-results" data-testid="check-results">
                    <thead><tr>
                        <th scope="col">{ "#" }</th>
                        <th scope="col">{ hw::STUDENT.get(lang) }</th>
                        <th scope="col">{ hw::SCORE_HEAD.get(lang) }</th>
                        <th scope="col">{ hw::MISSED_HEAD.get(lang) }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }
        </section>
    }
}

/// A line of the results: the score and the questions missed, or why the
/// code was refused, or a note's words; numbered as pasted.
fn row(lang: Lang, line: &Line, all: &ClassCheck) -> Html {
    let k = line.number + 1;
    let name = line.name.clone().unwrap_or_default();
    let testid = format!("check-row-{}", line.number);
    match &line.result {
        Ok(g) => {
            let missed = g.missed();
            let list: Vec<String> = missed.iter().map(|q| (q + 1).to_string()).collect();
            html! {
                <tr key={k.to_string()} data-testid={testid} data-score={g.score().to_string()} data-missed={list.join(" ")}>
                    <td>{ k }</td>
                    <td>{ name }</td>
                    <td>{ hw::score(lang, g.score(), g.set.questions) }</td>
                    <td>
                        { hw::missed(lang, &missed) }
                        if let Some(first) = line.same_as {
                            <p class="note" data-testid={format!("check-same-{}", line.number)}>
                                { hw::same_code(lang, first, line.name.as_deref(), all.line(first).and_then(|l| l.name.as_deref())) }
                            </p>
                        }
                    </td>
                </tr>
            }
        }
        Err(_) if line.is_note() => html! {
            <tr key={k.to_string()} class="note-line" data-testid={testid} data-note="true">
                <td>{ k }</td>
                <td>{ line.text.clone() }</td>
                <td>{ hw::NOTE.get(lang) }</td>
                <td>{ hw::refused(lang, line.number, &crate::domain::learn::homework::CodeError::NoCode) }</td>
            </tr>
        },
        Err(why) => html! {
            <tr key={k.to_string()} class="refused" data-testid={testid} data-refused="true">
                <td>{ k }</td>
                <td>{ name }</td>
                <td>{ hw::REFUSED.get(lang) }</td>
                <td class="error">{ hw::refused(lang, line.number, why) }</td>
            </tr>
        },
    }
}
