//! The binary rows: one value as a row of digits, each under its column,
//! and the stepper's grid of the current row's rows.

use std::borrow::Cow;
use yew::prelude::*;

use crate::components::markup::{attrs, tag_attrs, tag_class, unbroken};
use crate::domain::bits::texts::{bit_button_label, row_name, select_bit_label};
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::rows::{current_rows, ShownRow};
use crate::domain::stepper::speech::{bit_row_text, lost_bit};
use crate::domain::stepper::texts::rows_whose;
use crate::format::piece;
use crate::texts::{self, Lang};
use solver::RowBits;

/// One value as a row of digits: its label, its binary digits (most
/// significant first), what follows them (its decimal value by default).
/// The one row widget of the site: the stepper's, the lesson's and the
/// bits primer's rows. A plain function (`view`) rather than a component:
/// the rows are redrawn with their panel anyway, and each component costs
/// wasm of its own.
pub struct BitRow {
    pub label: AttrValue,
    pub value: u32,
    /// How many digits: the board's `n`, or the primer's width (1 to 32).
    pub width: usize,
    pub testid: Option<AttrValue>,
    /// Classes added to the row's.
    pub class: Classes,
    /// A 1 was pushed past the left (`<< 1`) or right (`>> 1`) edge: it is
    /// drawn falling off beside the row.
    pub lost_left: bool,
    pub lost_right: bool,
    /// In the bits primer: the row is a group of its own, named
    /// `label = value`, whose digits may be buttons (labelled in this
    /// language). Elsewhere the row is named `label = binary = value`.
    pub group: Option<Lang>,
    /// Digits become buttons that flip their bit (the bit index is passed).
    pub on_flip: Option<Callback<u32>>,
    /// Digits become buttons that select their bit (for the origins).
    pub on_select: Option<Callback<u32>>,
    /// The selected bit (outlined and pressed).
    pub selected: Option<u32>,
    /// Bits to outline as the inputs of the selected result bit.
    pub mark: u32,
    /// Bits to emphasise (e.g. the bit that changed).
    pub strong: u32,
    /// What the tail column shows; the unsigned value by default.
    pub tail: Option<AttrValue>,
    /// The language of what a screen reader reads of a plain row ("left:
    /// binary 1 1 0 0 0, decimal 24"); English unless set ([`BitRow::lang`]).
    pub lang: Lang,
    /// The label carries the tail too (`data-tail`), for a layout that puts
    /// the label on a line of its own above the digits and hides the tail
    /// column (the exercises on a phone, as the primer's rows always do).
    pub tail_on_label: bool,
    /// Said at the end of a plain row's sentence: what the eye sees of it
    /// apart from its values (the lesson's rows in focus).
    pub note: Option<&'static str>,
}

impl BitRow {
    /// A plain row: no buttons, nothing marked, nothing lost.
    pub fn new(label: impl Into<AttrValue>, value: u32, width: usize) -> Self {
        BitRow {
            label: label.into(),
            value,
            width,
            testid: None,
            class: Classes::new(),
            lost_left: false,
            lost_right: false,
            group: None,
            on_flip: None,
            on_select: None,
            selected: None,
            mark: 0,
            strong: 0,
            tail: None,
            lang: Lang::En,
            tail_on_label: false,
            note: None,
        }
    }

    /// The row, its tail carried by its label too ([`BitRow::tail_on_label`]).
    pub fn tail_on_label(self) -> Self {
        BitRow {
            tail_on_label: true,
            ..self
        }
    }

    /// The row, read to screen readers in `lang`.
    pub fn lang(self, lang: Lang) -> Self {
        BitRow { lang, ..self }
    }

    /// The row with this test id and these classes.
    pub fn with(self, testid: impl Into<AttrValue>, class: impl Into<Classes>) -> Self {
        BitRow {
            testid: Some(testid.into()),
            class: class.into(),
            ..self
        }
    }

    /// The digit of bit `i`: a button when the row has some, and what fell
    /// off an edge beside it.
    fn digit(&self, i: u32) -> Html {
        let on = self.value >> i & 1 == 1;
        let text = if on { "1" } else { "0" };
        let class = classes!(
            "digit",
            on.then_some("on"),
            (self.mark >> i & 1 == 1).then_some("src"),
            (self.strong >> i & 1 == 1).then_some("strong"),
            (self.selected == Some(i)).then_some("selected"),
            (i % 4 == 0 && i > 0).then_some("nibble-end"),
        );
        let lang = self.group.unwrap_or(Lang::En);
        if let Some(flip) = &self.on_flip {
            let flip = flip.clone();
            return html! {
                <button type="button" class={classes!(class, "bq-bit")} data-bit={i.to_string()}
                        aria-label={bit_button_label(lang, &self.label, i, on)}
                        onclick={Callback::from(move |_| flip.emit(i))}>{ text }</button>
            };
        }
        if let Some(select) = &self.on_select {
            let select = select.clone();
            let pressed = if self.selected == Some(i) {
                "true"
            } else {
                "false"
            };
            return html! {
                <button type="button" class={classes!(class, "bq-bit")} data-bit={i.to_string()}
                        aria-pressed={pressed}
                        aria-label={select_bit_label(lang, &self.label, i, on)}
                        onclick={Callback::from(move |_| select.emit(i))}>{ text }</button>
            };
        }
        let last = self.width as u32 - 1;
        // What fell off, in words beside the edge digit: a struck-out 1
        // read as "ŧ" or "±". The row's sentence says it for the ear.
        let lost = if i == last && self.lost_left {
            let (shown, _) = lost_bit(self.lang, true);
            html! { { tag_attrs("span", attrs!["class" => "lost lost-left", "data-testid" => "lost-left", "aria-hidden" => "true"], shown) } }
        } else if i == 0 && self.lost_right {
            let (shown, _) = lost_bit(self.lang, false);
            html! { { tag_attrs("span", attrs!["class" => "lost lost-right", "data-testid" => "lost-right", "aria-hidden" => "true"], shown) } }
        } else {
            Html::default()
        };
        html! { <span {class} data-bit={i.to_string()}>{ text }{ lost }</span> }
    }

    /// The row: in the bits primer a named group (its digits may be
    /// buttons); elsewhere its label, digits and tail are for the eye, and a
    /// screen reader reads one hidden sentence with the row's boundaries
    /// (`left: binary 1 1 0 0 0, decimal 24`): a plain `div` cannot carry a
    /// name.
    pub fn view(self) -> Html {
        let w = self.width.clamp(1, 32);
        let digits = (0..w as u32).rev().map(|i| self.digit(i));
        let buttons = self.on_flip.is_some() || self.on_select.is_some();
        let plain = !buttons;
        // A row of buttons is a group named by its value, its digits spelled
        // ("x: binary 1 0 1 1 0, decimal 22"); any other row is a paragraph
        // of its own (a screen reader reads it as one line, apart from the
        // next row) with one hidden sentence: the primer's in the same
        // words, the stepper's and the lesson's with the board's columns.
        let (role, name) = match (buttons, self.group) {
            (true, lang) => (
                Some("group"),
                Some(row_name(
                    lang.unwrap_or(self.lang),
                    &self.label,
                    self.value,
                    w as u32,
                    self.tail.as_deref(),
                )),
            ),
            (false, _) => (Some("paragraph"), None),
        };
        let spoken = plain.then(|| {
            let text = match self.group {
                Some(lang) => row_name(
                    lang,
                    &self.label,
                    self.value,
                    w as u32,
                    self.tail.as_deref(),
                ),
                None => bit_row_text(self.lang, &self.label, self.value, w, self.tail.as_deref()),
            };
            let sep = if self.lang == Lang::En { "; " } else { "。" };
            let lost = [(self.lost_left, true), (self.lost_right, false)]
                .into_iter()
                .filter(|&(lost, _)| lost)
                .map(|(_, left)| format!("{sep}{}", lost_bit(self.lang, left).1));
            let mut text: String = std::iter::once(text).chain(lost).collect();
            if let Some(note) = self.note {
                text.push_str(sep);
                text.push_str(note);
            }
            html! { { tag_class("span", "sr-only", text) } }
        });
        // A group is named by its label in words (above); a plain row by
        // its sentence.
        let tail = self
            .tail
            .clone()
            .unwrap_or_else(|| AttrValue::from(self.value.to_string()));
        // The primer's phone layout shows the tail after the label, on the
        // line above the digits (static/bits.css).
        let on_label = (self.group.is_some() || self.tail_on_label).then(|| tail.clone());
        let label = html! {
            <span class="row-label mono" aria-hidden="true" data-tail={on_label}>{ label_with_breaks(&self.label) }</span>
        };
        let digits = if plain {
            html! { <span class="digits" aria-hidden="true">{ for digits }</span> }
        } else {
            html! { <>{ for digits }</> }
        };
        html! {
            <div class={classes!("bit-row", self.class.clone())} data-testid={self.testid.clone()}
                 data-value={self.value.to_string()} {role} aria-label={name}>
                { spoken }
                { label }
                { digits }
                <span class="row-tail mono" aria-hidden="true">{ tail }</span>
            </div>
        }
    }
}

/// The longest formula a row's name keeps on one line: `bitmap & -bitmap`
/// (16 bytes; it broke after `bitmap` in the derivation), not the free
/// squares' `mask & ~(left|down|right)` (25), which breaks after `mask &`.
const LABEL_FORMULA_MAX: usize = 16;

/// Lets a long label such as `left|down|right` wrap after each `|`, and
/// never after the minus of `-bitmap`, nor inside parentheses: `mask &
/// ~(left|down|right)` breaks only at its spaces. A short formula
/// (`bitmap & -bitmap`, up to [`LABEL_FORMULA_MAX`] bytes) is one line.
fn label_with_breaks(name: &str) -> Html {
    let mut out = Vec::new();
    let (mut depth, mut from) = (0usize, 0);
    for (i, c) in name.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            '|' if depth == 0 && i + 1 < name.len() => {
                out.push(unbroken(piece(name, from..=i), LABEL_FORMULA_MAX));
                out.push(html! { <wbr /> });
                from = i + 1;
            }
            _ => {}
        }
    }
    out.push(unbroken(piece(name, from..), LABEL_FORMULA_MAX));
    out.into_iter().collect()
}

/// The stack entry of the current row as binary rows after the step
/// `detail`, under a heading; the decimal values' column is headed (for
/// the eye: each row's sentence says "decimal"), in a line of its own
/// above the rows, so that their digits stay under the board's columns.
/// Where the rows stand beside the board (a phone lying down), the
/// board's column numbers head their digits on that line, each over its
/// digit: every digit is under its column's number in every layout
/// (`texts::BITS_NOTE`). Under the board its own numbers do, and these
/// are not shown (static/style.css). For the eye: each row's sentence
/// names the columns of its 1s.
pub fn bit_rows(n: usize, detail: &Detail, b: RowBits, lang: Lang) -> Html {
    // The caption beside the decimal values' heading, on its line (lying
    // down, on the line above: the column numbers share the heading's).
    let whose = tag_attrs(
        "p",
        attrs!["class" => "rows-whose beside-dec", "data-testid" => "bits-whose"],
        rows_whose(lang, detail),
    );
    let cols = (0..n).map(|c| {
        tag_attrs(
            "span",
            attrs!["class" => "col-num mono", "data-testid" => "bits-col", "aria-hidden" => "true"],
            c.to_string(),
        )
    });
    let head = [whose, cols.collect(), dec_head(lang)]
        .into_iter()
        .collect::<Html>();
    html! {
        <section class="bits" aria-labelledby="bits-title">
            { tag_attrs("h2", attrs!["id" => "bits-title"], texts::BITS_TITLE.get(lang)) }
            { tag_class("p", "hint", texts::BITS_NOTE.get(lang)) }
            { grid(n, (detail, b, true), lang, head) }
        </section>
    }
}

/// The heading of a grid of rows' decimal values ("dec", 10進), first in
/// the grid: a line of its own in the tail column (for the eye: each row's
/// sentence says "decimal"). The stepper's rows and the lesson's.
pub fn dec_head(lang: Lang) -> Html {
    tag_attrs(
        "span",
        attrs!["class" => "row-tail tail-head", "data-testid" => "bits-dec-head", "aria-hidden" => "true"],
        texts::DEC_HEAD.get(lang),
    )
}

/// One row of the domain's account ([`ShownRow`]): its label in `lang`,
/// its digits, its test id and colour, and what fell off an edge.
pub fn shown_row(n: usize, r: &ShownRow, lang: Lang) -> Html {
    BitRow {
        lost_left: r.lost_left,
        lost_right: r.lost_right,
        ..BitRow::new(label_value(r.label.text(lang)), r.value, n)
            .lang(lang)
            .with(r.testid.clone(), r.class)
    }
    .view()
}

/// A label as an attribute value (a static one is not copied).
fn label_value(text: Cow<'static, str>) -> AttrValue {
    match text {
        Cow::Borrowed(s) => AttrValue::Static(s),
        Cow::Owned(s) => AttrValue::from(s),
    }
}

/// The grid of the current row's binary rows after the step `detail` (see
/// [`current_rows`]); with `free`, the free squares after their OR. Over
/// them, a line of its own: the board row whose values they are
/// (`texts::rows_whose`).
pub fn bit_grid(n: usize, detail: &Detail, b: RowBits, free: bool, lang: Lang) -> Html {
    let head = tag_attrs(
        "p",
        attrs!["class" => "rows-whose", "data-testid" => "bits-whose"],
        rows_whose(lang, detail),
    );
    grid(n, (detail, b, free), lang, head)
}

/// The grid of rows, with `head` before them: the caption over the rows
/// (the board row whose values they are), and the page's decimal values'
/// heading.
fn grid(n: usize, (detail, b, free): (&Detail, RowBits, bool), lang: Lang, head: Html) -> Html {
    let rows = current_rows(detail, b, free, "bits");
    html! {
        <div class="grid-n bit-grid" style={format!("--n:{n}")}>
            { head }
            { for rows.iter().map(|r| shown_row(n, r, lang)) }
        </div>
    }
}
