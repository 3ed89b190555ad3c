//! Small pieces shared by the bits primer: aligned binary rows (with
//! clickable digits), a value field with its error message, and the link to a
//! moment of the stepper.

use yew::prelude::*;

use super::texts as t;
use crate::i18n::Lang;
use solver::bitops::{as_signed, to_binary, to_hex, Width};
use solver::{Event, Stepper};

/// Rows of binary digits, one column per bit, most significant bit first.
/// `--n` is the number of bits; the CSS grid is the site's `.grid-n`.
pub fn bit_grid(width: u32, class: &'static str, rows: Html) -> Html {
    html! {
        <div class="bq-grid-wrap">
            <div class={classes!("grid-n", "bq-grid", class)} style={format!("--n:{width}")}>
                { rows }
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct BitLineProps {
    pub label: AttrValue,
    pub value: u32,
    pub width: u32,
    pub lang: Lang,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    /// Digits become buttons that flip their bit (the bit index is passed).
    #[prop_or_default]
    pub on_flip: Option<Callback<u32>>,
    /// Digits become buttons that select their bit (for the origins).
    #[prop_or_default]
    pub on_select: Option<Callback<u32>>,
    /// The selected bit (outlined and pressed).
    #[prop_or_default]
    pub selected: Option<u32>,
    /// Bits to outline as the inputs of the selected result bit.
    #[prop_or_default]
    pub mark: u32,
    /// Bits to emphasise (e.g. the bit that changed).
    #[prop_or_default]
    pub strong: u32,
    /// What the tail column shows; the unsigned value by default.
    #[prop_or_default]
    pub tail: Option<AttrValue>,
    #[prop_or_default]
    pub class: Classes,
}

/// One value as a row of digits; see [`BitLineProps`].
#[function_component(BitLine)]
pub fn bit_line(p: &BitLineProps) -> Html {
    let w = p.width.clamp(1, 32);
    let digits = (0..w).rev().map(|i| {
        let on = p.value >> i & 1 == 1;
        let text = if on { "1" } else { "0" };
        let class = classes!(
            "digit",
            on.then_some("on"),
            (p.mark >> i & 1 == 1).then_some("src"),
            (p.strong >> i & 1 == 1).then_some("strong"),
            (p.selected == Some(i)).then_some("selected"),
            (i % 4 == 0 && i > 0).then_some("nibble-end"),
        );
        if let Some(flip) = &p.on_flip {
            let flip = flip.clone();
            html! {
                <button type="button" class={classes!(class, "bq-bit")} data-bit={i.to_string()}
                        aria-label={t::bit_button_label(p.lang, &p.label, i, on)}
                        onclick={Callback::from(move |_| flip.emit(i))}>{ text }</button>
            }
        } else if let Some(select) = &p.on_select {
            let select = select.clone();
            let pressed = if p.selected == Some(i) {
                "true"
            } else {
                "false"
            };
            html! {
                <button type="button" class={classes!(class, "bq-bit")} data-bit={i.to_string()}
                        aria-pressed={pressed}
                        aria-label={format!("{} {i} = {}", p.label, u8::from(on))}
                        onclick={Callback::from(move |_| select.emit(i))}>{ text }</button>
            }
        } else {
            html! { <span class={class} data-bit={i.to_string()}>{ text }</span> }
        }
    });
    let tail = p
        .tail
        .clone()
        .unwrap_or_else(|| AttrValue::from(p.value.to_string()));
    html! {
        <div class={classes!("bit-row", p.class.clone())} data-testid={p.testid.clone()}
             data-value={p.value.to_string()} role="group"
             aria-label={format!("{} = {}", p.label, p.value)}>
            <span class="row-label mono">{ p.label.clone() }</span>
            { for digits }
            <span class="row-tail mono">{ tail }</span>
        </div>
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

/// `value` rewritten in the same notation as `like` (what the learner
/// typed), so flipping a bit keeps their way of writing.
pub fn reformat(value: u32, width: Width, like: &str) -> String {
    let s = like.trim();
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    let lower = body.to_ascii_lowercase();
    if lower.starts_with("0x") || lower.starts_with("16#") {
        to_hex(value, width)
    } else if lower.starts_with("0b") || lower.starts_with("2#") {
        format!("0b{}", to_binary(value, width))
    } else if s.starts_with('-') {
        as_signed(value, width).to_string()
    } else {
        value.to_string()
    }
}

#[derive(Properties, PartialEq)]
pub struct ValueFieldProps {
    /// Unique in the page: the input's id and the base of its error's id.
    pub id: AttrValue,
    pub label: AttrValue,
    pub text: AttrValue,
    pub on_input: Callback<String>,
    #[prop_or_default]
    pub error: Option<String>,
    #[prop_or_default]
    pub hint: Option<AttrValue>,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// A labelled text field; the error, if any, is shown right under it and
/// tied to it with `aria-describedby`.
#[function_component(ValueField)]
pub fn value_field(p: &ValueFieldProps) -> Html {
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
    let error_testid = p.testid.as_ref().map(|t| format!("{t}-error"));
    html! {
        <div class={classes!("bq-field", p.error.is_some().then_some("invalid"))}>
            <label for={p.id.clone()}>{ p.label.clone() }</label>
            <input id={p.id.clone()} type="text" class="mono" value={p.text.clone()} {oninput}
                   autocomplete="off" spellcheck="false" autocapitalize="off"
                   data-testid={p.testid.clone()}
                   aria-invalid={if p.error.is_some() { "true" } else { "false" }}
                   aria-describedby={(!described.is_empty()).then(|| described.join(" "))} />
            if let Some(hint) = &p.hint {
                <span class="hint" id={hint_id}>{ hint.clone() }</span>
            }
            if let Some(error) = &p.error {
                <span class="bq-error" id={error_id} role="alert" data-testid={error_testid}>
                    <span aria-hidden="true">{ "⚠ " }</span>{ error.clone() }
                </span>
            }
        </div>
    }
}

/// A moment of the stepper: board size and step index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    pub n: usize,
    pub step: u64,
    /// True when the moment shows the learner's own value.
    pub exact: bool,
}

/// How far the search is followed when looking for the learner's value.
const SEARCH_LIMIT: u64 = 80_000;

/// The first moment of the search of `n` where `exact` holds; if none comes
/// early enough, the first one where `kind` holds. Both are asked after each
/// event, with the stepper as it is just after that event.
pub fn find_moment(
    n: usize,
    exact: impl Fn(&Stepper, Event) -> bool,
    kind: impl Fn(&Stepper, Event) -> bool,
) -> Option<Moment> {
    if !(1..=solver::MAX_N).contains(&n) {
        return None;
    }
    let mut s = Stepper::new(n);
    let mut first_kind = None;
    while let Some(event) = s.next() {
        let step = s.counters().steps;
        if exact(&s, event) {
            return Some(Moment {
                n,
                step,
                exact: true,
            });
        }
        if first_kind.is_none() && kind(&s, event) {
            first_kind = Some(step);
        }
        if step >= SEARCH_LIMIT && first_kind.is_some() {
            break;
        }
    }
    first_kind.map(|step| Moment {
        n,
        step,
        exact: false,
    })
}

/// The candidates of the current row just before the last Place took one.
pub fn bitmap_before_place(s: &Stepper) -> u32 {
    let b = s.current_bits();
    b.bitmap | b.bit
}

#[derive(Properties, PartialEq)]
pub struct MomentLinkProps {
    pub moment: Option<Moment>,
    /// What the solver does at that kind of moment.
    pub what: AttrValue,
    pub lang: Lang,
    pub testid: AttrValue,
    /// Opens the stepper at `(n, step)` inside the page.
    pub on_open: Callback<(usize, u64)>,
}

/// "In the stepper: … [link]". A plain click opens the stepper in the page;
/// the link itself is a permalink (`?n=…&step=…&lang=…`) for new tabs.
#[function_component(MomentLink)]
pub fn moment_link(p: &MomentLinkProps) -> Html {
    let lang = p.lang;
    let link = p.moment.map(|m| {
        let href = format!("?n={}&step={}&lang={}", m.n, m.step, lang.code());
        let onclick = {
            let open = p.on_open.clone();
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
                <a href={href} data-testid={format!("{}-link", p.testid)} data-n={m.n.to_string()}
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
            { p.what.clone() }{ " " }
            { for link }
        </p>
    }
}
