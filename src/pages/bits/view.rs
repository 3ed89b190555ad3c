//! The bits primer (`?view=bits`): a playground for the bit operations and
//! guided cards, each linked to the moment of the stepper where the solver
//! uses the same operation. All the arithmetic is `crate::bitops`.

use crate::components::markup::{in_words, table_head, tag, tag_class};
use yew::prelude::*;

use crate::domain::stepper::machine::StepperN;

use super::widgets::{bit_grid, index_line, line, text_line, value_field};
use crate::bitops::{
    as_signed, bit_origins, to_hex, twos_complement_steps, Op, Origin, ParseError, Source, Width,
};
use crate::components::{BitRow, NSelect};
use crate::domain::bits::playground::{self, WidthMode};
use crate::domain::bits::texts as t;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{use_machine, Life};
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct BitsViewProps {
    pub lang: Lang,
    /// The app's board size, which the cards follow.
    pub n: usize,
    /// The learner picked another board size.
    pub on_set_n: Callback<StepperN>,
    /// Opens the stepper on board `n` at step `step`.
    pub on_open: Callback<(usize, u64)>,
}

#[cfg(target_arch = "wasm32")]
#[function_component(BitsView)]
pub fn bits_view(p: &BitsViewProps) -> Html {
    // A link to a card (`#card-lowest`, from the lesson's lowest-bit stop).
    crate::hooks::use_scroll_to_fragment();
    let (lang, n) = (p.lang, p.n);
    bits_page(
        p,
        html! { <Playground lang={lang} n={n} /> },
        super::cards::cards(lang, n, p.on_open.clone()),
    )
}

/// The page around its playground and its cards (each drawn on the state
/// of its machine: [`playground_view`], `cards::card_list_view`).
pub fn bits_page(p: &BitsViewProps, playground: Html, cards: Html) -> Html {
    let (lang, n) = (p.lang, p.n);
    html! {
        <div class="bits-page" data-testid="bits-view">
            { tag_class("h2", "page-title", t::TITLE.get(lang)) }
            { tag_class("p", "bq-intro", t::INTRO.get(lang)) }
            <div class="controls bq-n-control">
                <NSelect lang={lang} n={n} on_change={p.on_set_n.clone()} testid="bits-n" />
            </div>
            { playground }
            <section class="bq-cards" aria-labelledby="bq-cards-title">
                <h2 id="bq-cards-title">{ t::CARDS_TITLE.get(lang) }</h2>
                { tag_class("p", "hint", t::CARDS_N_NOTE.get(lang)) }
                { cards }
            </section>
        </div>
    }
}

#[cfg(target_arch = "wasm32")]
#[derive(Properties, PartialEq)]
struct PlaygroundProps {
    lang: Lang,
    n: usize,
}

/// Two values, one operation, the result with the origin of each bit.
#[cfg(target_arch = "wasm32")]
#[function_component(Playground)]
fn playground(p: &PlaygroundProps) -> Html {
    let lang = p.lang;
    let rt = use_machine(Life::Page, playground::Playground::default, || ());
    // `n` bits follow the page's board.
    rt.take_props(playground::Event::Board(p.n));
    let g = rt.state().clone();
    playground_view(lang, p.n, &g, &rt.sender())
}

/// The playground on the state of its machine (`g`) at the page's board
/// size `n`; `send` takes its events.
pub fn playground_view(
    lang: Lang,
    n: usize,
    g: &playground::Playground,
    send: &Callback<playground::Event>,
) -> Html {
    let (width, op_v) = (g.width(), g.op);
    let (a, b) = (g.a(), g.b());
    let result = g.result().map(|(a, b, r)| {
        let play = Play {
            lang,
            width,
            op: op_v,
            a,
            b,
            r,
        };
        let flips = (
            send.reform(playground::Event::FlipA),
            send.reform(playground::Event::FlipB),
        );
        play_result(
            &play,
            g.selected,
            flips,
            send.reform(playground::Event::Select),
        )
    });
    let select = |event: fn(String) -> playground::Event| {
        send.reform(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            event(select.value())
        })
    };
    html! {
        <section class="bq-playground" aria-labelledby="bq-play-title">
            <h2 id="bq-play-title">{ t::PLAYGROUND_TITLE.get(lang) }</h2>
            <div class="bq-inputs">
                { width_select(lang, n, g.mode, select(playground::Event::Width)) }
                { value_field("bits-a", t::VALUE_A.get(lang), &g.a, a.as_ref().err(), None, send.reform(playground::Event::A), lang) }
                { op_select(lang, op_v, select(playground::Event::Op)) }
                { b_field(lang, op_v, &g.b, b.as_ref().err(), send.reform(playground::Event::B)) }
            </div>
            // Its binary examples spelled for the ear ("0b1 0 1 1 0").
            <p class="hint">
                <span aria-hidden="true">{ t::INPUT_HINT.get(lang) }</span>
                { tag_class("span", "sr-only", crate::domain::spoken::spell_binary(t::INPUT_HINT.get(lang), 5)) }
            </p>
            { match result {
                Some(result) => result,
                None => html! {
                    <p class="bq-no-result" data-testid="bits-result" data-value="">{ t::NO_RESULT.get(lang) }</p>
                },
            } }
        </section>
    }
}

/// The width menu: a preset or `n` bits (a new width selects no bit).
fn width_select(lang: Lang, n: usize, mode: WidthMode, on_width: Callback<Event>) -> Html {
    html! {
        <label class="field">
            { tag("span", t::WIDTH.get(lang)) }
            <select data-testid="bits-width" onchange={on_width}>{ width_options(lang, n, mode) }</select>
        </label>
    }
}

/// The operation menu (a new operation selects no bit).
fn op_select(lang: Lang, op: Op, on_op: Callback<Event>) -> Html {
    html! {
        <label class="field">
            { tag("span", t::OPERATION.get(lang)) }
            <select data-testid="bits-op" onchange={on_op}>{ op_options(lang, op) }</select>
        </label>
    }
}

/// The width menu's options: the presets and `n` bits.
fn width_options(lang: Lang, n: usize, mode: WidthMode) -> Html {
    let modes = Width::PRESETS.iter().map(|&w| WidthMode::Fixed(w));
    let options = modes.chain([WidthMode::Board]).map(|m| {
        let label = match m {
            WidthMode::Fixed(w) => format!("{} {}", w.bits(), t::BITS_UNIT.get(lang)),
            WidthMode::Board => t::width_n_option(lang, n),
        };
        html! { <option value={m.id()} selected={m == mode}>{ label }</option> }
    });
    options.collect()
}

/// The operation menu's options.
fn op_options(lang: Lang, op: Op) -> Html {
    let options = Op::ALL.iter().map(|&o| {
        html! {
            // Its text names the operation in words after the symbols (an
            // aria-label in words would hide the visible text from the
            // name: WCAG's label in name).
            <option value={o.name()} selected={o == op}>
                { format!("{}  — {}", o.expression(), t::op_name(lang, o)) }
            </option>
        }
    });
    options.collect()
}

/// The field of `b`: a shift's amount, or unused by a one-value operation.
fn b_field(
    lang: Lang,
    op: Op,
    text: &str,
    error: Option<&ParseError>,
    on_input: Callback<String>,
) -> Html {
    let (label, hint) = if op.is_shift() {
        (t::SHIFT_B.get(lang), Some(t::SHIFT_NOTE.get(lang)))
    } else if op.is_unary() {
        (t::VALUE_B.get(lang), Some(t::B_UNUSED.get(lang)))
    } else {
        (t::VALUE_B.get(lang), None)
    };
    let error = error.filter(|_| !op.is_unary());
    value_field("bits-b", label, text, error, hint, on_input, lang)
}

/// One result of the playground: `r = a op b` at `width`.
struct Play {
    lang: Lang,
    width: Width,
    op: Op,
    a: u32,
    b: u32,
    r: u32,
}

/// The bits to outline for the selected result bit `sel` that comes from
/// `origin`: in `a`, in the row beside it (`b` or the derived row), in the
/// carries.
fn origin_marks(origin: &Origin, sel: u32) -> (u32, u32, u32) {
    let bit = 1u32 << sel;
    match origin.source {
        Source::Pair { .. } => (bit, bit, 0),
        Source::Inverted { .. } => (bit, 0, 0),
        Source::Moved { from, .. } => (1 << from, 0, 0),
        Source::ShiftedIn => (0, 0, 0),
        Source::AddOne { .. } => (0, bit, bit),
    }
}

/// The result: the rows (the inputs' digits flip their bits, the result's
/// select one), where the selected bit comes from, and the values' table.
fn play_result(
    p: &Play,
    selected: Option<u32>,
    (flip_a, flip_b): (Callback<u32>, Callback<u32>),
    on_select: Callback<u32>,
) -> Html {
    let (lang, w, op, (a, b, r)) = (p.lang, p.width.bits(), p.op, (p.a, p.b, p.r));
    let origins = bit_origins(op, a, b, p.width);
    // The selected result bit: the learner's choice, else the lowest 1 of
    // the result (or bit 0).
    let sel = selected
        .filter(|&i| i < w)
        .unwrap_or(if r == 0 { 0 } else { r.trailing_zeros() });
    let origin: Origin = origins[(w - 1 - sel) as usize];
    let (a_mark, y_mark, carry_mark) = origin_marks(&origin, sel);
    let mut lines = vec![index_line(lang, w)];
    lines.push(
        BitRow {
            testid: Some("bits-a-row".into()),
            mark: a_mark,
            on_flip: Some(flip_a),
            ..line("a", a, w, lang)
        }
        .view(),
    );
    if matches!(op, Op::And | Op::Or | Op::Xor | Op::AndNot) {
        let b_mark = if op == Op::AndNot { 0 } else { y_mark };
        let b_row = line("b", b & p.width.mask(), w, lang);
        lines.push(
            BitRow {
                testid: Some("bits-b-row".into()),
                mark: b_mark,
                on_flip: Some(flip_b),
                ..b_row
            }
            .view(),
        );
    }
    lines.extend(derived_rows(p, y_mark, carry_mark, &origins));
    lines.push(
        BitRow {
            testid: Some("bits-result".into()),
            class: "result".into(),
            on_select: Some(on_select),
            selected: Some(sel),
            ..line(op.expression(), r, w, lang)
        }
        .view(),
    );
    html! {
        <>
            { bit_grid(w, "bq-play-grid", lines.into_iter().collect::<Html>()) }
            <p class="bq-origin" aria-live="polite" data-testid="bits-origin">
                <strong>{ t::ORIGIN_TITLE.get(lang) }{ if lang == Lang::Ja { "：" } else { ": " } }</strong>
                { in_words(&t::origin_line(lang, op, &origin, b), lang) }
            </p>
            { tag_class("p", "hint", t::ORIGIN_HINT.get(lang)) }
            { values_table(p) }
            { tag_class("p", "hint", t::SIGNED_NOTE.get(lang)) }
        </>
    }
}

/// The rows between the inputs and the result: a row computed from `a`
/// (and `b`) on the way, the carries of `-a`, where a shift's bits come from.
fn derived_rows(p: &Play, y_mark: u32, carry_mark: u32, origins: &[Origin]) -> Vec<Html> {
    let (lang, w, op, a, b) = (p.lang, p.width.bits(), p.op, p.a, p.b);
    let derived = |label: &'static str, value: u32| {
        let row = line(label, value, w, lang);
        BitRow {
            testid: Some("bits-y-row".into()),
            mark: y_mark,
            class: "derived".into(),
            ..row
        }
        .view()
    };
    let mut lines = Vec::new();
    if let (Some(label), Some(y)) = (op.second_row_label(), op.second_row(a, b, p.width)) {
        if label != "b" {
            lines.push(derived(label, y));
        }
    }
    if op == Op::Neg {
        let (flipped, _, carries) = twos_complement_steps(a, p.width);
        lines.push(derived("~a", flipped));
        let cells = carries.iter().enumerate().map(|(k, &c)| {
            let i = w - 1 - k as u32;
            let text = if c { "1".to_string() } else { String::new() };
            (
                text,
                classes!("bq-carry", (carry_mark >> i & 1 == 1).then_some("src")),
            )
        });
        lines.push(text_line(
            &format!("+ {}", t::CARRY.get(lang)),
            cells.collect(),
            "bq-carry-row",
        ));
    }
    if op.is_shift() {
        let cells = origins.iter().map(|o| match o.source {
            Source::Moved { from, .. } => (format!("↑{from}"), classes!("bq-from")),
            _ => (t::SHIFTED_IN_MARK.get(lang).to_string(), classes!("bq-in")),
        });
        lines.push(text_line(
            &format!("{} {}", op.symbol(), b),
            cells.collect(),
            "bq-from-row",
        ));
    }
    lines
}

/// The values as numbers: unsigned, signed and hexadecimal.
fn values_table(p: &Play) -> Html {
    let (lang, width, op) = (p.lang, p.width, p.op);
    let mut values = vec![("a", p.a)];
    if !op.is_unary() && !op.is_shift() {
        values.push(("b", p.b & width.mask()));
    }
    values.push((op.expression(), p.r));
    let rows = values.into_iter().map(|(name, v)| {
        html! {
            <tr>
                <th scope="row" class="mono">{ in_words(name, lang) }</th>
                { tag_class("td", "mono", v) }
                { tag_class("td", "mono", as_signed(v, width)) }
                { tag_class("td", "mono", to_hex(v, width)) }
            </tr>
        }
    });
    html! {
        <div class="bq-table-wrap" data-scroll-stop="" role="region" aria-label={t::VALUES_CAPTION.get(lang)}>
            <table class="bq-values" data-testid="bits-values">
                { tag("caption", t::VALUES_CAPTION.get(lang)) }
                { table_head(lang, &[t::COL_NAME, t::COL_UNSIGNED, t::COL_SIGNED, t::COL_HEX]) }
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}
