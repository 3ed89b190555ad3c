//! The operation of the last step: its equations with real numbers, what it
//! means on the board, and the binary rows that show how it was computed.

use yew::prelude::*;

use crate::components::markup::{attrs, shown_and_spoken, tag, tag_attrs, tag_class};
use crate::components::{bit_grid, shown_row};
use crate::domain::spoken::for_ear;
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::rows::derivation_rows;
use crate::domain::stepper::texts;
use crate::format::equation_pieces;
use crate::i18n::Lang;
use solver::RowBits;

pub struct Explain {
    pub detail: Detail,
    /// The current row's values after the step (for a Backtrack, the row
    /// the search went back to).
    pub bits: RowBits,
    pub n: usize,
    pub lang: Lang,
    pub solutions: u64,
    /// Changes every step, so that the shift animation replays.
    pub step: u64,
    /// Replay the shift animations at each step (off while playing fast:
    /// then the derivation is updated in place instead of rebuilt).
    pub animate: bool,
}

/// The panel; redrawn at every step, so a plain function, not a component.
pub fn explain_view(p: &Explain) -> Html {
    let n = p.n;
    html! {
        <section class="explain" aria-labelledby="explain-title">
            { tag_attrs("h2", attrs!["id" => "explain-title"], texts::THIS_STEP.get(p.lang)) }
            { equations_view(&p.detail, n, p.lang, &[], true) }
            { tag_attrs("p", attrs!["class" => "meaning", "data-testid" => "meaning"], shown_and_spoken(&texts::step_meaning(p.lang, &p.detail, n, p.solutions), n, p.lang)) }
            <div class="derive-box">
                <div class="grid-n bit-grid derivation" style={format!("--n:{n}")}
                     key={if p.animate { p.step.to_string() } else { "fast".to_string() }}
                     data-testid="derivation">
                    { derivation(&p.detail, p.bits, n, p.lang) }
                </div>
            </div>
        </section>
    }
}

/// How this step's values were worked out, a row each, from the current
/// row's values `b` (the rows and their labels: [`derivation_rows`]).
fn derivation(detail: &Detail, b: RowBits, n: usize, lang: Lang) -> Html {
    let rows = derivation_rows(detail, b);
    html! { <>{ for rows.iter().map(|r| shown_row(n, r, lang)) }</> }
}

/// One equation, its result (`= value (decimal)`) kept on one line, so that
/// a wrapped equation never leaves a decimal alone on the next line; the
/// rest breaks only before an operator, never after one nor inside a
/// number (`crate::format::equation_pieces`, each piece a `.nobr` span).
fn equation_line(line: &str) -> Html {
    let (work, result) = line.split_at(line.rfind('=').unwrap_or(0));
    // (A `<wbr>` before each piece: two pieces side by side break between
    // them; after a space it adds nothing.)
    let pieces: Html = equation_pieces(work.trim_end())
        .into_iter()
        .map(|p| match p {
            " " => html! { " " },
            p => html! { <><wbr />{ tag_class("span", "nobr", p) }</> },
        })
        .collect();
    let gap = if work.is_empty() { "" } else { " " };
    html! { <div>{ pieces }{ gap }{ tag_class("span", "eq-result", result) }</div> }
}

/// The step's equations, a line each (also shown by the embedded widget and
/// presenter mode). Focusable: long lines scroll sideways on a phone. The
/// lines for the eye are hidden from screen readers, which read a copy with
/// the binary values spelled digit by digit and the operators in words.
///
/// `notes`: lines of prose under the equations (presenter mode and the
/// widget, which have no meaning paragraph: why a bit disappeared,
/// `texts::lost_attacks`). With `with_bit_note`, on a descend, it says
/// first which `bit` the equations read ([`bit_note`]; presenter mode shows
/// that note under its bit rows instead, where a projector has room).
pub fn equations_view(
    detail: &Detail,
    n: usize,
    lang: Lang,
    notes: &[String],
    with_bit_note: bool,
) -> Html {
    let lines = detail.equations(n);
    let bit_note = with_bit_note.then(|| bit_note(detail, lang));
    html! {
        <div class="equations" data-scroll-stop="" role="region" aria-label={texts::EQUATIONS_REGION.get(lang)}>
            <div class="eq-lines mono" data-testid="equation" aria-hidden="true">
                { for lines.iter().map(|line| equation_line(line)) }
            </div>
            <ul class="sr-only" data-testid="equation-spoken">
                { for lines.iter().map(|line| html! { { tag("li", for_ear(line, n, lang)) } }) }
            </ul>
            { bit_note.unwrap_or_default() }
            { for notes.iter().map(|note| html! { { tag_attrs("p", attrs!["class" => "eq-note", "data-testid" => "lost-note"], note) } }) }
        </div>
    }
}

/// Presenter mode's bit rows: the page's, the free squares' row too (the
/// room reads bitmap's candidates from it); under them, in the room beside
/// the board's lower rows, the note on a descend's `bit`s (under the
/// equations it would take the board's height).
pub fn present_bits(n: usize, detail: &Detail, b: RowBits, lang: Lang) -> Html {
    html! {
        <div class="present-bits">
            { bit_grid(n, detail, b, true, lang) }
            { bit_note(detail, lang) }
        </div>
    }
}

/// On a descend, which `bit` the equations read and which the bit rows
/// show (`texts::bit_note`), a line of prose; nothing for other steps.
pub fn bit_note(detail: &Detail, lang: Lang) -> Html {
    texts::bit_note(lang, detail).map_or_else(Html::default, |note| {
        tag_attrs(
            "p",
            attrs!["class" => "eq-note bit-note", "data-testid" => "bit-note"],
            note,
        )
    })
}
