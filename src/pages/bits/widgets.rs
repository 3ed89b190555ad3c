//! Small pieces shared by the bits primer: aligned binary rows (with
//! clickable digits), a value field with its error message, and the link to a
//! moment of the stepper.

use yew::prelude::*;

use crate::bitops::ParseError;
use crate::components::BitRow;
use crate::domain::bits::cards::Moment;
use crate::domain::bits::layout::phone_grid;
use crate::domain::bits::texts as t;
use crate::i18n::Lang;

/// Rows of binary digits, one column per bit, most significant bit first.
/// `--n` is the number of bits; the CSS grid is the site's `.grid-n`. On a
/// phone a row wider than a byte takes lines of 8 (`--cols` columns, its
/// first digit in column `--first`: [`phone_grid`]).
pub fn bit_grid(width: u32, class: &'static str, rows: Html) -> Html {
    let (cols, first) = phone_grid(width);
    html! {
        <div class="bq-grid-wrap">
            <div class={classes!("grid-n", "bq-grid", class)} style={format!("--n:{width};--cols:{cols};--first:{first}")}>
                { rows }
            </div>
        </div>
    }
}

/// One value as a row of the primer: a group of its own, its digits
/// possibly buttons (see [`BitRow`]); `width` bits.
pub fn line(label: impl Into<AttrValue>, value: u32, width: u32, lang: Lang) -> BitRow {
    BitRow {
        group: Some(lang),
        ..BitRow::new(label, value, width as usize)
    }
}

/// A row of short texts under the digits (bit numbers, carries, origins).
/// `cells` are most significant first.
pub fn text_line(label: &str, cells: Vec<(String, Classes)>, class: &'static str) -> Html {
    html! {
        <div class={classes!("bit-row", class)} aria-hidden="true">
            <span class="row-label mono">{ label.to_string() }</span>
            { for cells.into_iter().map(|(text, c)| html! { <span class={classes!("digit", "bq-note", c)}>{ text }</span> }) }
            <span class="row-tail"></span>
        </div>
    }
}

/// The bit numbers `w-1 .. 0` as a header row.
pub fn index_line(lang: Lang, width: u32) -> Html {
    let cells = (0..width)
        .rev()
        .map(|i| (i.to_string(), classes!("bq-index")))
        .collect();
    text_line(t::BIT_NUMBER.get(lang), cells, "bq-index-row")
}

/// A labelled text field; the error, if any, is shown right under it and
/// tied to it with `aria-describedby`.
pub struct ValueField {
    /// Unique in the page: the input's id and the base of its error's id.
    pub id: AttrValue,
    pub label: &'static str,
    pub text: String,
    pub on_input: Callback<String>,
    pub error: Option<String>,
    pub hint: Option<&'static str>,
    /// The input's test id; its error's is this and `-error`.
    pub testid: AttrValue,
}

impl ValueField {
    pub fn view(self) -> Html {
        let p = self;
        let oninput = {
            let cb = p.on_input.clone();
            Callback::from(move |e: InputEvent| {
                let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                cb.emit(input.value());
            })
        };
        let error_id = format!("{}-error", p.id);
        let hint_id = format!("{}-hint", p.id);
        let mut described = Vec::new();
        if p.hint.is_some() {
            described.push(hint_id.clone());
        }
        if p.error.is_some() {
            described.push(error_id.clone());
        }
        html! {
            <div class={if p.error.is_some() { "bq-field invalid" } else { "bq-field" }}>
                <label for={p.id.clone()}>{ p.label }</label>
                <input id={p.id} type="text" class="mono" value={p.text} {oninput}
                       autocomplete="off" spellcheck="false" autocapitalize="off"
                       data-testid={p.testid.clone()}
                       aria-invalid={if p.error.is_some() { "true" } else { "false" }}
                       aria-describedby={(!described.is_empty()).then(|| described.join(" "))} />
                if let Some(hint) = p.hint {
                    <span class="hint" id={hint_id}>{ hint }</span>
                }
                if let Some(error) = p.error {
                    <span class="bq-error" id={error_id} role="alert" data-testid={format!("{}-error", p.testid)}>
                        <span aria-hidden="true">{ "⚠ " }</span>{ error }
                    </span>
                }
            </div>
        }
    }
}

/// The text field of a value, under its id (also its test id), with its
/// parse error; what is typed goes to `on_input`.
pub fn value_field(
    id: impl Into<AttrValue>,
    label: &'static str,
    text: &str,
    error: Option<&ParseError>,
    hint: Option<&'static str>,
    on_input: Callback<String>,
    lang: Lang,
) -> Html {
    let id = id.into();
    ValueField {
        id: id.clone(),
        testid: id,
        label,
        text: text.to_string(),
        on_input,
        error: error.map(|e| t::parse_error(lang, e)),
        hint,
    }
    .view()
}

/// "In the stepper: `what` [link]". A plain click opens the stepper in the
/// page (`on_open` with its board size and step); the link itself is a
/// permalink (`?n=…&step=…&lang=…`) for new tabs.
pub fn moment_link(
    moment: Option<Moment>,
    what: &'static str,
    lang: Lang,
    testid: &'static str,
    on_open: &Callback<(usize, u64)>,
) -> Html {
    let link = moment.map(|m| {
        let href = format!("?n={}&step={}&lang={}", m.n, m.step, lang.code());
        let onclick = {
            let open = on_open.clone();
            Callback::from(move |e: MouseEvent| {
                if !crate::components::link::plain_click(&e) {
                    return;
                }
                e.prevent_default();
                open.emit((m.n, m.step));
            })
        };
        html! {
            <>
                <a href={href} data-testid={format!("{testid}-link")} data-n={m.n.to_string()}
                   data-step={m.step.to_string()} data-exact={m.exact.to_string()} {onclick}>
                    { t::moment_link(lang, m.n, m.step) }{ " →" }
                </a>
                <span class="bq-moment-note">{ " " }{ t::moment_note(lang, m.exact) }</span>
            </>
        }
    });
    html! {
        <p class="bq-moment">
            <strong>{ t::IN_THE_STEPPER.get(lang) }{ if lang == Lang::Ja { "：" } else { ": " } }</strong>
            { crate::components::markup::in_words(what, lang) }{ " " }
            { for link }
        </p>
    }
}
