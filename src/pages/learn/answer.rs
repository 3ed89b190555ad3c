//! What the exercises' and the lesson's questions share: one key press,
//! one action. Once an answer is checked, Check stays where it was (it
//! keeps the focus, and a press checks nothing: each machine ignores it),
//! marked off and out of the Tab order; the way on (Next) is the next
//! control after it in the page, so that one Tab from Check, or from the
//! read-only field before it, reaches it; Next takes a press of its own.

use yew::prelude::*;

use crate::components::markup::ran_out;
use crate::domain::learn::texts;
use crate::i18n::Lang;

/// A question's Check, its form's submit (Enter in the field presses it);
/// `spent` once the answer is checked.
pub fn check_button(lang: Lang, testid: &'static str, spent: bool) -> Html {
    html! {
        <button type="submit" data-testid={testid} aria-disabled={ran_out(spent)}
                tabindex={spent.then_some("-1")}>{ texts::CHECK.get(lang) }</button>
    }
}

/// A question's decimal field (`testid`), showing `text`: once the answer
/// is checked (`spent`) read-only and marked off, the focus kept; in error
/// (`invalid`) while the message under it says that Check found nothing to
/// grade (nothing typed, no whole number, one out of range), and described
/// by that message (`said`: the id of its status, always there). Each
/// change of the text goes to `typed`.
/// (Its id is its test id: a `<label for>` names it.)
pub fn number_field(
    testid: &'static str,
    text: &str,
    (spent, invalid): (bool, bool),
    said: &'static str,
    typed: &Callback<String>,
) -> Html {
    let oninput = typed.reform(|e: InputEvent| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .value()
    });
    html! {
        <input id={testid} data-testid={testid} inputmode="numeric" value={text.to_string()} readonly={spent}
               aria-disabled={ran_out(spent)} aria-describedby={said}
               aria-invalid={if invalid { "true" } else { "false" }} {oninput} />
    }
}

/// The way on after a checked answer: to be drawn right after Check (and
/// what is said of the answer), before any other control.
pub fn next_button(testid: &'static str, label: Html, onclick: Callback<MouseEvent>) -> Html {
    html! {
        <button type="button" class="answer-next" data-testid={testid} {onclick}>{ label }</button>
    }
}
