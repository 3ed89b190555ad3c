//! The "write the bits" tab (`?view=learn&write=1`), shown from the extra
//! wasm inside the learn page: the loop of the search with five blanks,
//! the board size, Run, and the comparison with the real search
//! ([`crate::domain::learn::write`]). The tab's state is its machine
//! ([`crate::domain::learn::write_job::Write`], drawn by [`write`] and run by
//! the hooked `WriteView` with `hooks::WriteEffects`): the run goes in slices between frames, so the
//! page keeps responding and Stop works; each draft goes to the shell
//! (`on_draft`), which keeps it in the address and in local storage.

use yew::prelude::*;

use crate::components::markup::{in_words, number_options};
use crate::components::{board, link, BitRow};
use crate::domain::expr::{self, ParseError, ParseErrorKind};
use crate::domain::learn::write::{binary, Blank, Divergence, Draft, End, Report, WRITE_N};
use crate::domain::learn::write_job::{self, Outcome, Write};
use crate::domain::learn::write_texts as t;
use crate::domain::stepper::machine::StepperN;
use crate::domain::stepper::moment::Moment;
use crate::i18n::Lang;
use crate::state::url::{to_query, Params};

#[derive(Properties, PartialEq)]
pub struct WriteViewProps {
    pub lang: Lang,
    /// The draft it starts from (later drafts are its own: it reads this
    /// once).
    pub draft: Draft,
    /// The draft changed (the shell keeps it in the address and local storage).
    pub on_draft: Callback<Draft>,
    /// Open the stepper on board `n` at step `step`.
    pub on_open: Callback<(usize, u64)>,
}

/// The tab at the machine's state `w`; its events go to `send`.
pub fn write(p: &WriteViewProps, w: &Write, send: &Callback<write_job::Event>) -> Html {
    let lang = p.lang;
    let on_run = send.reform(|()| write_job::Event::Run);
    let on_n = {
        let set_n = send.reform(write_job::Event::SetN);
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse::<usize>() {
                set_n.emit(n);
            }
        })
    };
    let blank_line = |b: Blank, indent: u8| {
        let oninput = send.reform(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            write_job::Event::SetBlank(b, input.value())
        });
        // Enter in a blank runs, as in a form.
        let on_run = on_run.clone();
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" && !e.is_composing() {
                e.prevent_default();
                on_run.emit(());
            }
        });
        let text = w.draft().blanks.get(b).to_string();
        let error = w.checked().then(|| expr::parse(&text).err()).flatten();
        blank(lang, b, indent, text, error, (oninput, onkeydown))
    };
    html! {
        <section class="write" data-testid="write-panel" aria-labelledby="write-title">
            <h3 id="write-title" data-testid="write-title" tabindex="-1">{ t::TITLE.get(lang) }</h3>
            <p>
                <span aria-hidden="true">{ t::INTRO.get(lang) }</span>
                <span class="sr-only">{ t::INTRO_SPOKEN.get(lang) }</span>
            </p>
            <p class="hint">{ t::NAMES_NOTE.get(lang) }</p>
            { listing(lang, blank_line) }
            <div class="write-controls">
                <label class="field">
                    <span>{ t::N_LABEL.get(lang) }</span>
                    <select data-testid="write-n" onchange={on_n}>{ number_options(WRITE_N, w.draft().n) }</select>
                </label>
                <button type="button" class="primary" data-testid="write-run"
                        onclick={on_run.reform(|_: MouseEvent| ())}>{ t::RUN.get(lang) }</button>
                // Always there (a button that went away would drop the focus).
                <button type="button" data-testid="write-stop" aria-disabled={(!w.is_running()).to_string()}
                        onclick={send.reform(|_: MouseEvent| write_job::Event::Stop)}>{ t::STOP.get(lang) }</button>
            </div>
            // The status line and the result, brought into view together.
            <div class="write-outcome" data-testid="write-outcome">
                { status(lang, w.outcome()) }
                { match w.outcome() {
                    Outcome::Done(report) => result(lang, report, &p.on_open),
                    _ => Html::default(),
                } }
            </div>
        </section>
    }
}

/// The loop of the search, its five blanks drawn by `blank_line(blank,
/// indent)`.
fn listing(lang: Lang, blank_line: impl Fn(Blank, u8) -> Html) -> Html {
    html! {
        <div class="write-code mono" role="group" aria-label={t::CODE_LABEL.get(lang)}>
            { code_line(lang, t::CODE_ROW0.get(lang), 0, true) }
            { code_line(lang, t::CODE_ENTER.get(lang), 0, true) }
            { blank_line(Blank::Bitmap, 0) }
            { code_line(lang, "while (bitmap != 0) {", 0, false) }
            { blank_line(Blank::Bit, 1) }
            { code_line(lang, t::CODE_XOR.get(lang), 1, false) }
            { code_line(lang, "if (row == n - 1) {", 1, false) }
            { code_line(lang, t::CODE_SOLUTION.get(lang), 2, false) }
            { code_line(lang, t::CODE_ELSE.get(lang), 1, false) }
            { blank_line(Blank::Left, 2) }
            { blank_line(Blank::Down, 2) }
            { blank_line(Blank::Right, 2) }
            { code_line(lang, t::CODE_DESCEND.get(lang), 2, true) }
            { code_line(lang, "}", 1, false) }
            { code_line(lang, "}", 0, false) }
            { code_line(lang, t::CODE_BACK.get(lang), 0, true) }
        </div>
    }
}

/// A line of the code without a blank; `comment` lines are dimmed.
fn code_line(lang: Lang, text: &'static str, indent: u8, comment: bool) -> Html {
    html! {
        <div class={classes!("wl", comment.then_some("comment"))} style={format!("--indent:{indent}")}>{ in_words(text, lang) }</div>
    }
}

/// A line with a blank: `name = [input]`, and under it the parse error with
/// the text and a caret at its character.
fn blank(
    lang: Lang,
    b: Blank,
    indent: u8,
    text: String,
    error: Option<ParseError>,
    (oninput, onkeydown): (Callback<InputEvent>, Callback<KeyboardEvent>),
) -> Html {
    let name = b.name();
    let id = format!("write-expr-{name}");
    let error_id = format!("write-error-{name}");
    let described = error.as_ref().map(|_| error_id.clone());
    let invalid = error.is_some().then_some("true");
    let shown = error.map(|e| {
        let empty = e.kind == ParseErrorKind::Empty;
        let chars: Vec<char> = text.chars().collect();
        let at = e.at.min(chars.len());
        let before: String = chars[..at].iter().collect();
        let here: String = chars.get(at).map_or(" ".to_string(), |c| c.to_string());
        let after: String = chars
            .get(at + 1..)
            .map_or(String::new(), |s| s.iter().collect());
        html! {
            <div class="write-error" data-testid={format!("write-error-{name}")}
                 data-at={e.at.to_string()}>
                if !empty {
                    <div class="caret-lines" aria-hidden="true">
                        <div>{ before.clone() }<mark>{ here }</mark>{ after }</div>
                        <div><span class="caret-pad">{ before }</span>{ "^" }</div>
                    </div>
                }
                // The field's description: the message alone (the caret
                // lines repeat the text typed, for the eye).
                <p id={error_id}>{ in_words(&t::parse_error(lang, &e), lang) }</p>
            </div>
        }
    });
    html! {
        <div class="wl blank" style={format!("--indent:{indent}")}>
            <label for={id.clone()}>{ format!("{name} =") }</label>
            <input id={id.clone()} data-testid={id} type="text" value={text}
                   spellcheck="false" autocomplete="off" autocapitalize="off"
                   aria-invalid={invalid} aria-describedby={described} {oninput} {onkeydown} />
            // The error comes and goes inside a box that is always there: in
            // the line's own list it re-created the label and the field
            // before it, which lost the focus and the keystrokes.
            <div class="write-error-slot">{ for shown }</div>
        </div>
    }
}

/// The line that says where the run is. Its live region changes once per
/// thing to say: the blanks to fix, the verdict, and a run's progress only
/// as often as the job says it (a short run: nothing before its verdict);
/// the steps counting up are for the eye, beside it.
fn status(lang: Lang, outcome: &Outcome) -> Html {
    let (said, progress) = match outcome {
        Outcome::Idle => (String::new(), None),
        Outcome::Unreadable(blanks) => (t::fix_first(lang, blanks), None),
        Outcome::Running { steps, said } => (
            said.map(|s| t::running(lang, s)).unwrap_or_default(),
            Some(t::running(lang, *steps)),
        ),
        Outcome::Done(r) if r.matches() => (t::MATCH.get(lang).to_string(), None),
        Outcome::Done(r) => (
            match &r.divergence {
                Some(d) => t::diverged(lang, d.step, d.blank),
                None => t::counts(lang, r),
            },
            None,
        ),
    };
    // While running, the region's words are for the ear only: the eye
    // reads the steps counting up.
    let running = progress.is_some();
    html! {
        <div class="write-status-line">
            <p class={classes!("write-status", running.then_some("sr-only"))} role="status"
               data-testid="write-status">{ said }</p>
            if let Some(progress) = progress {
                <p class="write-status" aria-hidden="true" data-testid="write-progress">{ progress }</p>
            }
        </div>
    }
}

/// The report: both counts, how the run ended, and the first difference.
fn result(lang: Lang, r: &Report, on_open: &Callback<(usize, u64)>) -> Html {
    let end = match &r.end {
        // Only where it is true of this run: a search whose bitmap keeps
        // attacked squares hits the limit too, and the first difference
        // below says why.
        End::StepLimit(limit) if r.runaway() => html! {
            <p class="notice" data-testid="write-runaway">
                { t::sentences(lang, &t::step_limit(lang, *limit), t::STEP_LIMIT_NOTE.get(lang)) }
            </p>
        },
        End::Error { step, blank, error } => html! {
            <p class="notice" data-testid="write-shift-error">{ t::shift_error(lang, *error, *step, *blank) }</p>
        },
        End::Stopped => html! { <p class="notice">{ t::STOPPED.get(lang) }</p> },
        End::Finished | End::StepLimit(_) => Html::default(),
    };
    let end_id = match r.end {
        End::Finished => "finished",
        End::StepLimit(_) => "limit",
        End::Error { .. } => "error",
        End::Stopped => "stopped",
    };
    let d = r.divergence.as_ref();
    html! {
        <div class="write-result" data-testid="write-result" data-solutions={r.solutions.to_string()}
             data-expected={r.expected.to_string()} data-match={r.matches().to_string()}
             data-steps={r.steps.to_string()} data-end={end_id}
             data-diverge-step={d.map(|d| d.step.to_string())}
             data-diverge-blank={d.map(|d| d.blank.name())}>
            <p data-testid="write-counts">{ t::counts(lang, r) }</p>
            { end }
            if r.matches() {
                if let Some(note) = t::outside_note(lang, r.outside) {
                    <p class="hint" data-testid="write-outside-note">{ in_words(&note, lang) }</p>
                }
            }
            { for d.map(|d| divergence(lang, (r.n, r.board()), d, on_open)) }
        </div>
    }
}

/// Above this many digits the two values are written as text in groups of
/// four, which wrap (32 digits under a phone's columns would be 5 px each).
const WIDE: usize = 16;

/// The two values of a difference wider than [`WIDE`] digits: binary in
/// groups of four, right-aligned on each other, and the decimal.
fn wide_values(lang: Lang, d: &Divergence, width: usize) -> Html {
    let w = crate::bitops::Width::for_board(width);
    let differ = d.yours ^ d.expected;
    let line = |yours: bool, value: u32, testid: &'static str| {
        // The digits, most significant first, the differing ones marked.
        let mut bit = w.bits();
        let digits = crate::bitops::to_binary_grouped(value, w, 4)
            .chars()
            .map(|c| {
                if c == ' ' {
                    return html! { { " " } };
                }
                bit -= 1;
                if differ >> bit & 1 == 1 {
                    html! { <mark class="diff">{ c.to_string() }</mark> }
                } else {
                    html! { { c.to_string() } }
                }
            })
            .collect::<Html>();
        html! {
            <>
                <dt>{ t::value_label(lang, d.blank, yours) }</dt>
                <dd data-testid={testid} data-value={value.to_string()}>
                    { digits }{ format!(" ({value})") }
                </dd>
            </>
        }
    };
    html! {
        <dl class="write-wide mono">
            { line(true, d.yours, "write-yours") }
            { line(false, d.expected, "write-expected") }
        </dl>
    }
}

/// The first difference: where, the hint, both values in binary, and the
/// real search's board at that step.
fn divergence(
    lang: Lang,
    (n, stepper_n): (usize, StepperN),
    d: &Divergence,
    on_open: &Callback<(usize, u64)>,
) -> Html {
    let width = binary(d.yours, n).len().max(binary(d.expected, n).len());
    // Only the digits that differ are marked, in both values.
    let differ = d.yours ^ d.expected;
    let row = |yours: bool, value: u32, testid: &'static str, class: &'static str| {
        BitRow {
            strong: differ,
            ..BitRow::new(t::value_label(lang, d.blank, yours), value, width)
                .lang(lang)
                .with(testid, class)
        }
        .view()
    };
    let real = &d.real;
    let step = d.step;
    let href = to_query(&Params {
        n: stepper_n,
        step,
        lang: Some(lang),
        ..Params::default()
    });
    let open = {
        let on_open = on_open.clone();
        Callback::from(move |e: MouseEvent| {
            if link::plain_click(&e) {
                e.prevent_default();
                on_open.emit((n, step));
            }
        })
    };
    html! {
        // The status line above says where it differs.
        <div class="write-diverge" data-testid="write-diverge">
            <p class="write-hint" data-testid="write-hint">{ in_words(&t::hint(lang, d.hint), lang) }</p>
            if width <= WIDE {
                <div class="grid-n bit-grid write-values" style={format!("--n:{width}")}>
                    { row(true, d.yours, "write-yours", "k-yours") }
                    { row(false, d.expected, "write-expected", "k-expected") }
                </div>
            } else {
                { wide_values(lang, d, width) }
            }
            <p data-testid="write-differ">{ t::differing(lang, differ, n) }</p>
            <h4>{ t::ROW_OF_STEP.get(lang) }</h4>
            { board(&Moment::of(real), lang) }
            <p><a href={href} data-testid="write-open-step" onclick={open}>{ t::open_step(lang, step) }</a></p>
        </div>
    }
}
