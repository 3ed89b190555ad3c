//! The bits primer (`?view=bits`): a playground for the bit operations and
//! guided cards, each linked to the moment of the stepper where the solver
//! uses the same operation. All the arithmetic is `solver::bitops`.

use crate::components::markup::{table_head, tag, tag_class};
use yew::prelude::*;

use super::widgets::{bit_grid, index_line, reformat, text_line, BitLine, ValueField};
use crate::components::NSelect;
use crate::domain::bits::texts as t;
use crate::i18n::Lang;
use solver::bitops::{
    as_signed, bit_origins, parse_value, to_hex, twos_complement_steps, Op, Origin, ParseError,
    Source, Width,
};

#[derive(Properties, PartialEq)]
pub struct BitsViewProps {
    pub lang: Lang,
    /// The app's board size, which the cards follow.
    pub n: usize,
    /// The learner picked another board size.
    pub on_set_n: Callback<usize>,
    /// Opens the stepper on board `n` at step `step`.
    pub on_open: Callback<(usize, u64)>,
}

/// The width menu: a preset, or `n` bits following the board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WidthMode {
    Fixed(Width),
    Board,
}

impl WidthMode {
    fn width(self, n: usize) -> Width {
        match self {
            WidthMode::Fixed(w) => w,
            WidthMode::Board => Width::for_board(n),
        }
    }

    fn id(self) -> String {
        match self {
            WidthMode::Fixed(w) => w.bits().to_string(),
            WidthMode::Board => "n".to_string(),
        }
    }
}

#[function_component(BitsView)]
pub fn bits_view(p: &BitsViewProps) -> Html {
    let (lang, n) = (p.lang, p.n);

    html! {
        <div class="bits-page" data-testid="bits-view">
            { tag_class("h2", "page-title", t::TITLE.get(lang)) }
            { tag_class("p", "bq-intro", t::INTRO.get(lang)) }
            <div class="controls bq-n-control">
                <NSelect lang={lang} n={n} on_change={p.on_set_n.clone()} testid="bits-n" />
            </div>
            <Playground lang={lang} n={n} />
            <section class="bq-cards" aria-labelledby="bq-cards-title">
                <h2 id="bq-cards-title">{ t::CARDS_TITLE.get(lang) }</h2>
                { tag_class("p", "hint", t::CARDS_N_NOTE.get(lang)) }
                { super::cards::cards(lang, n, p.on_open.clone()) }
            </section>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct PlaygroundProps {
    lang: Lang,
    n: usize,
}

/// Two values, one operation, the result with the origin of each bit.
#[function_component(Playground)]
fn playground(p: &PlaygroundProps) -> Html {
    let lang = p.lang;
    let mode = use_state(|| WidthMode::Fixed(Width::W8));
    let a_text = use_state(|| "22".to_string());
    let b_text = use_state(|| "-22".to_string());
    let op = use_state(|| Op::And);
    let selected = use_state(|| None::<u32>);

    let width = mode.width(p.n);
    let w = width.bits();
    let op_v = *op;
    let uses_b = !op_v.is_unary();
    let a = parse_value(&a_text, width);
    // A shift amount is a count, not a pattern: any 32-bit value is accepted
    // (amounts at or past the width shift everything out).
    let b = if op_v.is_shift() {
        parse_value(&b_text, Width::W32)
    } else {
        parse_value(&b_text, width)
    };
    let a_ok = a.as_ref().ok().copied();
    let b_ok = b.as_ref().ok().copied();
    let result = match (a_ok, b_ok) {
        (Some(a), Some(b)) => Some((a, b, solver::bitops::apply(op_v, a, b, width))),
        (Some(a), None) if !uses_b => Some((a, 0, solver::bitops::apply(op_v, a, 0, width))),
        _ => None,
    };

    let on_width = {
        let mode = mode.clone();
        let selected = selected.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let v = select.value();
            let m = if v == "n" {
                Some(WidthMode::Board)
            } else {
                v.parse().ok().and_then(Width::new).map(WidthMode::Fixed)
            };
            if let Some(m) = m {
                mode.set(m);
                selected.set(None);
            }
        })
    };
    let on_op = {
        let op = op.clone();
        let selected = selected.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(o) = Op::from_name(&select.value()) {
                op.set(o);
                selected.set(None);
            }
        })
    };
    let set_text = |h: &UseStateHandle<String>| {
        let h = h.clone();
        Callback::from(move |v: String| h.set(v))
    };
    let flip = |h: &UseStateHandle<String>, current: Option<u32>, width: Width| {
        let h = h.clone();
        Callback::from(move |i: u32| {
            let v = (current.unwrap_or(0) ^ (1 << i)) & width.mask();
            h.set(reformat(v, width, &h));
        })
    };
    let on_select = {
        let selected = selected.clone();
        Callback::from(move |i: u32| selected.set(Some(i)))
    };

    let error = |r: &Result<u32, ParseError>| r.as_ref().err().map(|e| t::parse_error(lang, e));
    let b_label = if op_v.is_shift() {
        t::SHIFT_B.get(lang)
    } else {
        t::VALUE_B.get(lang)
    };
    let b_hint = if op_v.is_shift() {
        Some(t::SHIFT_NOTE.get(lang))
    } else if !uses_b {
        Some(t::B_UNUSED.get(lang))
    } else {
        None
    };

    let rows = result.map(|(a, b, r)| {
        let origins = bit_origins(op_v, a, b, width);
        // The selected result bit: the learner's choice, else the lowest 1
        // of the result (or bit 0).
        let sel = selected.filter(|&i| i < w).unwrap_or(if r == 0 { 0 } else { r.trailing_zeros() });
        let origin: Origin = origins[(w - 1 - sel) as usize];
        let bit = |i: u32| 1u32 << i;
        let (mut a_mark, mut y_mark, mut carry_mark) = (0, 0, 0);
        match origin.source {
            Source::Pair { .. } => {
                a_mark = bit(sel);
                y_mark = bit(sel);
            }
            Source::Inverted { .. } => a_mark = bit(sel),
            Source::Moved { from, .. } => a_mark = bit(from),
            Source::ShiftedIn => {}
            Source::AddOne { .. } => {
                y_mark = bit(sel);
                carry_mark = bit(sel);
            }
        }
        // A row computed from a (and b) on the way to the result.
        let derived = |label: &'static str, value: u32| {
            BitLine {
                testid: Some("bits-y-row".into()),
                mark: y_mark,
                class: "derived",
                ..BitLine::new(label, value, w, lang)
            }
            .view()
        };
        let mut lines = vec![index_line(lang, w)];
        lines.push(
            BitLine {
                testid: Some("bits-a-row".into()),
                mark: a_mark,
                on_flip: Some(flip(&a_text, Some(a), width)),
                ..BitLine::new("a", a, w, lang)
            }
            .view(),
        );
        if matches!(op_v, Op::And | Op::Or | Op::Xor | Op::AndNot) {
            let b_mark = if op_v == Op::AndNot { 0 } else { y_mark };
            lines.push(
                BitLine {
                    testid: Some("bits-b-row".into()),
                    mark: b_mark,
                    on_flip: Some(flip(&b_text, Some(b), width)),
                    ..BitLine::new("b", b & width.mask(), w, lang)
                }
                .view(),
            );
        }
        if let (Some(label), Some(y)) = (op_v.second_row_label(), op_v.second_row(a, b, width)) {
            if label != "b" {
                lines.push(derived(label, y));
            }
        }
        if op_v == Op::Neg {
            let (flipped, _, carries) = twos_complement_steps(a, width);
            lines.push(derived("~a", flipped));
            let cells = carries
                .iter()
                .enumerate()
                .map(|(k, &c)| {
                    let i = w - 1 - k as u32;
                    (
                        if c { "1".to_string() } else { String::new() },
                        classes!("bq-carry", (carry_mark >> i & 1 == 1).then_some("src")),
                    )
                })
                .collect();
            lines.push(text_line(&format!("+ {}", t::CARRY.get(lang)), cells, "bq-carry-row"));
        }
        if op_v.is_shift() {
            let cells = origins
                .iter()
                .map(|o| match o.source {
                    Source::Moved { from, .. } => (format!("↑{from}"), classes!("bq-from")),
                    _ => (t::SHIFTED_IN_MARK.get(lang).to_string(), classes!("bq-in")),
                })
                .collect();
            lines.push(text_line(&format!("{} {}", op_v.symbol(), b), cells, "bq-from-row"));
        }
        lines.push(
            BitLine {
                testid: Some("bits-result".into()),
                class: "result",
                on_select: Some(on_select.clone()),
                selected: Some(sel),
                ..BitLine::new(op_v.expression(), r, w, lang)
            }
            .view(),
        );
        let table_rows = {
            let mut v = vec![("a", a)];
            if uses_b && !op_v.is_shift() {
                v.push(("b", b & width.mask()));
            }
            v.push((op_v.expression(), r));
            v
        };
        html! {
            <>
                { bit_grid(w, "bq-play-grid", lines.into_iter().collect::<Html>()) }
                <p class="bq-origin" aria-live="polite" data-testid="bits-origin">
                    <strong>{ t::ORIGIN_TITLE.get(lang) }{ if lang == Lang::Ja { "：" } else { ": " } }</strong>
                    { t::origin_line(lang, op_v, &origin, b) }
                </p>
                { tag_class("p", "hint", t::ORIGIN_HINT.get(lang)) }
                <div class="bq-table-wrap" tabindex="0" role="region" aria-label={t::VALUES_CAPTION.get(lang)}>
                    <table class="bq-values" data-testid="bits-values">
                        { tag("caption", t::VALUES_CAPTION.get(lang)) }
                        { table_head(lang, &[t::COL_NAME, t::COL_UNSIGNED, t::COL_SIGNED, t::COL_HEX]) }
                        <tbody>
                            { for table_rows.into_iter().map(|(name, v)| html! {
                                <tr>
                                    <th scope="row" class="mono">{ name }</th>
                                    { tag_class("td", "mono", v) }
                                    { tag_class("td", "mono", as_signed(v, width)) }
                                    { tag_class("td", "mono", to_hex(v, width)) }
                                </tr>
                            }) }
                        </tbody>
                    </table>
                </div>
                { tag_class("p", "hint", t::SIGNED_NOTE.get(lang)) }
            </>
        }
    });

    let width_options = Width::PRESETS
        .iter()
        .map(|&w| WidthMode::Fixed(w))
        .chain([WidthMode::Board])
        .map(|m| {
            let label = match m {
                WidthMode::Fixed(w) => format!("{} {}", w.bits(), t::BITS_UNIT.get(lang)),
                WidthMode::Board => t::width_n_option(lang, p.n),
            };
            html! { <option value={m.id()} selected={m == *mode}>{ label }</option> }
        });

    html! {
        <section class="bq-playground" aria-labelledby="bq-play-title">
            <h2 id="bq-play-title">{ t::PLAYGROUND_TITLE.get(lang) }</h2>
            <div class="bq-inputs">
                <label class="field">
                    { tag("span", t::WIDTH.get(lang)) }
                    <select data-testid="bits-width" onchange={on_width}>{ for width_options }</select>
                </label>
                { ValueField {
                    id: "bits-a".into(),
                    testid: "bits-a".into(),
                    label: t::VALUE_A.get(lang),
                    text: (*a_text).clone(),
                    on_input: set_text(&a_text),
                    error: error(&a),
                    hint: None,
                }.view() }
                <label class="field">
                    { tag("span", t::OPERATION.get(lang)) }
                    <select data-testid="bits-op" onchange={on_op}>
                        { for Op::ALL.iter().map(|&o| html! {
                            <option value={o.name()} selected={o == op_v}>
                                { format!("{}  — {}", o.expression(), t::op_name(lang, o)) }
                            </option>
                        }) }
                    </select>
                </label>
                { ValueField {
                    id: "bits-b".into(),
                    testid: "bits-b".into(),
                    label: b_label,
                    text: (*b_text).clone(),
                    on_input: set_text(&b_text),
                    error: if uses_b { error(&b) } else { None },
                    hint: b_hint,
                }.view() }
            </div>
            { tag_class("p", "hint", t::INPUT_HINT.get(lang)) }
            { match rows {
                Some(rows) => rows,
                None => html! {
                    <p class="bq-no-result" data-testid="bits-result" data-value="">{ t::NO_RESULT.get(lang) }</p>
                },
            } }
        </section>
    }
}
