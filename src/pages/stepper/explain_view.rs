//! The operation of the last step: its equations with real numbers, what it
//! means on the board, and the binary rows that show how it was computed.

use yew::prelude::*;

use crate::components::markup::shown_and_spoken;
use crate::components::{named_row, BitRow};
use crate::domain::spoken::for_ear;
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::texts;
use crate::i18n::Lang;
use solver::{mask_for, RowBits};

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
            <h2 id="explain-title">{ texts::THIS_STEP.get(p.lang) }</h2>
            { equations_view(&p.detail, n, p.lang, &[]) }
            <p class="meaning" data-testid="meaning">{ shown_and_spoken(&texts::step_meaning(p.lang, &p.detail, n, p.solutions), n, p.lang) }</p>
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
/// row's values `b`.
fn derivation(detail: &Detail, b: RowBits, n: usize, lang: Lang) -> Html {
    let row = |name, value, testid, class: &'static str| {
        BitRow::new(name, value, n)
            .lang(lang)
            .with(testid, class)
            .view()
    };
    let mask = mask_for(n);
    // The current row's left, down, right and their OR, under the test ids
    // `{prefix}-left` and so on.
    let attack_rows = |prefix: &str| {
        let rows = b.rows().into_iter().take(4);
        html! { <>{ for rows.map(|(r, value)| named_row(n, r, value, prefix, lang)) }</> }
    };
    // Every step shows six rows (the very last one, the end, a single row),
    // so the panel keeps its height from step to step with nothing empty.
    match *detail {
        Detail::Start { .. } => html! {
            <>
                { attack_rows("derive") }
                { row("mask", b.mask, "derive-mask", "") }
                { row("mask & ~(left|down|right)", b.bitmap, "derive-bitmap", "k-bitmap rule") }
            </>
        },
        Detail::Place {
            before,
            neg,
            bit,
            after,
            ..
        } => html! {
            <>
                { row("left|down|right", b.attacks, "derive-attacks", "k-attacks") }
                { row("bitmap", before, "derive-bitmap", "k-bitmap") }
                { row("~bitmap", !before & mask, "derive-not", "k-neg") }
                { row("~bitmap+1 = -bitmap", neg, "derive-neg", "k-neg") }
                { row("bitmap & -bitmap", bit, "derive-bit", "k-bit rule") }
                { row("bitmap ^ bit", after, "derive-after", "k-bitmap") }
            </>
        },
        Detail::Descend {
            parent,
            left_or,
            right_or,
            lost_left,
            lost_right,
            bits,
            ..
        } => html! {
            <>
                { row("left|bit", left_or, "derive-left-or", "k-left") }
                { BitRow {
                    lost_left: lost_left != 0,
                    ..BitRow::new("(left|bit)<<1&mask", bits.left, n).lang(lang).with("derive-left", "k-left shift-left")
                }.view() }
                { row("down|bit", bits.down, "derive-down", "k-down") }
                { row("right|bit", right_or, "derive-right-or", "k-right") }
                { BitRow {
                    lost_right: lost_right != 0,
                    ..BitRow::new("(right|bit)>>1", bits.right, n).lang(lang).with("derive-right", "k-right shift-right")
                }.view() }
                { row(texts::BIT_ABOVE.get(lang), parent.bit, "derive-parent-bit", "k-bit") }
            </>
        },
        Detail::Backtrack { row: r, to, .. } => html! {
            <>
                { row(if r == 0 { "bitmap" } else { texts::BITMAP_BELOW.get(lang) }, 0, "derive-empty", "k-bitmap") }
                if to.is_some() {
                    // The row above kept its values in the arrays (the
                    // explicit stack): only its bitmap has shrunk.
                    { attack_rows("derive-up") }
                    { row("bitmap", b.bitmap, "derive-up-bitmap", "k-bitmap rule") }
                }
            </>
        },
    }
}

/// The step's equations, a line each (also shown by the embedded widget and
/// presenter mode). Focusable: long lines scroll sideways on a phone. The
/// lines for the eye are hidden from screen readers, which read a copy with
/// the binary values spelled digit by digit and the operators in words.
/// One equation, its result (`= value (decimal)`) kept on one line, so that
/// a wrapped equation never leaves a decimal alone on the next line.
fn equation_line(line: &str) -> Html {
    let (work, result) = line.split_at(line.rfind('=').unwrap_or(0));
    html! { <div>{ work }<span class="eq-result">{ result }</span></div> }
}

///
/// `notes`: lines of prose under the equations (presenter mode and the
/// widget, which have no meaning paragraph: why a bit disappeared,
/// `texts::lost_attacks`).
pub fn equations_view(detail: &Detail, n: usize, lang: Lang, notes: &[String]) -> Html {
    let lines = detail.equations(n);
    html! {
        <div class="equations" tabindex="0" role="region" aria-label={texts::EQUATIONS_REGION.get(lang)}>
            <div class="eq-lines mono" data-testid="equation" aria-hidden="true">
                { for lines.iter().map(|line| equation_line(line)) }
            </div>
            <ul class="sr-only" data-testid="equation-spoken">
                { for lines.iter().map(|line| html! { <li>{ for_ear(line, n, lang) }</li> }) }
            </ul>
            { for notes.iter().map(|note| html! { <p class="eq-note" data-testid="lost-note">{ note }</p> }) }
        </div>
    }
}
