//! The exercises: a real moment of the search, a question about the next
//! event, the learner's answer (digits under the board's columns, or a
//! decimal number), and feedback with the step's real equations.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::link::site_address;
use crate::components::markup::{in_words, renewed, shown_and_spoken};
use crate::components::{board, BitRow};
use crate::domain::learn::quiz::{
    asked_line, differing_columns, outside_the_board, parse_answer, typed_in_binary, Kind,
    Progress, Question,
};
use crate::domain::learn::texts;
use crate::domain::spoken::for_ear;
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::moment::Moment;
use crate::hooks::focus_testid;
use crate::i18n::Lang;
use crate::state::pages::View;
use crate::state::storage::QUIZ;
use crate::state::url::{to_query, Params};
use crate::state::{local_storage, Action, AppState};
use solver::Row;

/// A seed for a new set of exercises: the clock, which is different for every
/// learner who asks (a teacher shares the link to keep one set).
pub fn fresh_seed() -> u64 {
    js_sys::Date::now() as u64 % 1_000_000
}

/// The progress kept in this browser, of whatever set.
fn stored() -> Option<Progress> {
    local_storage()
        .and_then(|s| s.get_item(QUIZ).ok().flatten())
        .and_then(|text| Progress::decode(&text))
}

/// The set the learner was working on, to come back to it.
pub fn stored_seed() -> Option<u64> {
    stored().map(|p| p.seed)
}

fn load(seed: u64) -> Progress {
    stored()
        .filter(|p| p.seed == seed)
        .unwrap_or_else(|| Progress::new(seed))
}

fn save(p: &Progress) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(QUIZ, &p.encode());
    }
}

#[derive(Properties, PartialEq)]
pub struct QuizViewProps {
    pub seed: u64,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<AppState>,
}

/// The answer being written: its value, and the text of the decimal field
/// (kept apart so that a half-typed or bad number stays as typed).
#[derive(Clone, PartialEq, Default)]
struct Draft {
    value: u32,
    text: String,
    bad: bool,
    /// Checked with the right value in binary where decimal is asked: not
    /// graded, the field says which base.
    binary: bool,
    /// Checked with nothing given: the field says what to do.
    empty: bool,
    /// How many times Check found nothing to grade (its message is said
    /// again each time).
    tries: u32,
}

#[function_component(QuizView)]
pub fn quiz_view(p: &QuizViewProps) -> Html {
    let (lang, seed) = (p.lang, p.seed);
    let progress = use_state(|| load(seed));
    let draft = use_state(Draft::default);
    {
        let (progress, draft) = (progress.clone(), draft.clone());
        use_effect_with(seed, move |&seed| {
            progress.set(load(seed));
            draft.set(Draft::default());
        });
    }
    // `Some(correct)` once the current question was checked.
    let checked = progress.checked;
    let q = use_memo(*progress, |p| p.question());
    let locked = checked.is_some();
    let (question, feedback_ref) = (use_node_ref(), use_node_ref());
    use_quiz_focus(checked.is_some(), &question, &feedback_ref);
    let check = check_answer(&progress, &draft, &q);
    let next = {
        let (progress, draft) = (progress.clone(), draft.clone());
        Callback::from(move |_: MouseEvent| {
            let mut p = *progress;
            p.advance();
            save(&p);
            progress.set(p);
            draft.set(Draft::default());
        })
    };
    html! {
        <section class="quiz" aria-labelledby="quiz-question">
            <p class="hint">{ texts::QUIZ_INTRO.get(lang) }</p>
            <p class="quiz-score" data-testid="quiz-score" data-value={progress.score.to_string()}>
                { texts::score_line(lang, progress.score, progress.answered, progress.streak, progress.best_streak) }
            </p>
            <p id="quiz-question" class="quiz-question" data-testid="quiz-question" data-kind={q.kind.id()}
               data-n={q.n.to_string()} data-step={q.step.to_string()} tabindex="-1" ref={question}>
                { texts::question_text(lang, q.kind, q.n, q.step) }
            </p>
            { quiz_stage(lang, &q, &draft, locked) }
            { answer(lang, q.kind, &draft, locked, check) }
            { for checked.map(|correct| feedback(lang, (&q, progress.level), correct, &draft, next, &feedback_ref)) }
            // What a screen reader hears after Check: the verdict and the
            // answer, short and spelled (the working is in the feedback,
            // read by moving back from "Next question"). Always there, so
            // that it is announced.
            <p class="sr-only" role="status" id="quiz-said" data-testid="quiz-said">
                { checked.map(|correct| verdict(lang, &q, correct, &draft)).unwrap_or_default() }
            </p>
            { quiz_tools(lang, seed, &progress, &draft, &p.dispatch) }
        </section>
    }
}

/// Check: grades the answer typed, or says what is missing (and focuses
/// the field), or that a decimal is asked where binary digits were typed.
fn check_answer(
    progress: &UseStateHandle<Progress>,
    draft: &UseStateHandle<Draft>,
    q: &Question,
) -> Callback<()> {
    let (progress, draft) = (progress.clone(), draft.clone());
    let (expected, n) = (q.expected, q.n);
    Callback::from(move |()| {
        // Something must be entered: a tap on Check with nothing given
        // is no answer (it cost the question before). Check stays
        // enabled (a disabled button is skipped by Tab, and a screen
        // reader's user would not learn why); the field says what is
        // missing and takes the focus.
        if draft.bad || draft.text.trim().is_empty() {
            draft.set(Draft {
                empty: !draft.bad,
                tries: draft.tries + 1,
                ..(*draft).clone()
            });
            focus_testid("quiz-input");
            return;
        }
        if typed_in_binary(&draft.text, expected.into(), n) {
            draft.set(Draft {
                binary: true,
                tries: draft.tries + 1,
                ..(*draft).clone()
            });
            return;
        }
        let mut p = *progress;
        p.record(draft.value == expected);
        save(&p);
        progress.set(p);
    })
}

/// The answer becomes `value`, as the decimal field also shows it.
fn set_answer(draft: &UseStateHandle<Draft>, value: u32) {
    draft.set(Draft {
        value,
        text: value.to_string(),
        ..Draft::default()
    })
}

/// The moment asked about (after checking, the moment after the event): the
/// board, the rows the exercises ask about and, for a bits answer, a row of
/// digits to set.
fn quiz_stage(lang: Lang, q: &Question, draft: &UseStateHandle<Draft>, locked: bool) -> Html {
    let n = q.n;
    let shown = if locked { &q.after } else { &q.before };
    let b = shown.current_bits();
    let rows = b
        .rows()
        .into_iter()
        .filter(|(r, _)| !matches!(r, Row::Attacks | Row::Mask));
    let rows = rows.map(|(r, value)| {
        let testid = format!("quiz-bits-{}", r.key());
        BitRow::new(r.name(), value, n)
            .lang(lang)
            .with(testid, "")
            .view()
    });
    html! {
        <div class="lesson-stage">
            { board(&Moment::of(shown), lang) }
            <div class="grid-n bit-grid" style={format!("--n:{n}")}>
                { for rows }
                if q.kind.is_bits() {
                    { answer_bits(lang, q, draft, locked) }
                }
            </div>
        </div>
    }
}

/// The answer as digits under the board's columns, each a button.
fn answer_bits(lang: Lang, q: &Question, draft: &UseStateHandle<Draft>, locked: bool) -> Html {
    let n = q.n;
    let digits = (0..n).map(|c| {
        let bit = 1u32 << (n - 1 - c);
        let on = draft.value & bit != 0;
        let onclick = {
            let (draft, value) = (draft.clone(), draft.value);
            Callback::from(move |_| set_answer(&draft, value ^ bit))
        };
        html! {
            <button class={classes!("digit-button", on.then_some("on"))} data-testid={format!("quiz-bit-{c}")}
                    aria-pressed={on.to_string()} aria-label={texts::column_button(lang, c, Some(on))}
                    disabled={locked} onclick={onclick}>{ if on { "1" } else { "0" } }</button>
        }
    });
    html! {
        // Up to n = 5 the buttons fit a phone's width at 44 px each, under
        // the board's columns; a larger board gets a row of its own there.
        <div class={classes!("answer-row", (n > 5).then_some("many"))} role="group" aria-label={texts::ANSWER_BITS.get(lang)}>
            <span class="row-label mono">{ q.kind.id() }{ " ?" }</span>
            { for digits }
            <span class="row-tail mono">{ draft.value }</span>
        </div>
    }
}

/// Where the focus goes: once an answer is checked, to "Next question" at
/// the end of the feedback, the feedback scrolled into view (and read out:
/// it is a status); on the next question, to the question. Not on the first
/// render (a reload keeps the page's focus).
#[hook]
fn use_quiz_focus(checked: bool, question: &NodeRef, feedback: &NodeRef) {
    let before = use_mut_ref(|| checked);
    let (question, feedback) = (question.clone(), feedback.clone());
    use_effect_with(checked, move |&checked| {
        if before.replace(checked) == checked {
            return;
        }
        let at = if checked { &feedback } else { &question }.cast::<web_sys::Element>();
        let target = match (&at, checked) {
            (Some(f), true) => f.query_selector("button").ok().flatten(),
            (at, _) => at.clone(),
        };
        if let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
        if let Some(at) = at {
            at.scroll_into_view();
        }
    });
}

/// Yes and no (for "is this a solution?"), the decimal field, and check: a
/// form, so that Enter in the field checks too.
fn answer(
    lang: Lang,
    kind: Kind,
    draft: &UseStateHandle<Draft>,
    locked: bool,
    check: Callback<()>,
) -> Html {
    let choice = |label: &'static str, v: u32, testid: &'static str| {
        let pressed = !draft.text.is_empty() && draft.value == v;
        let draft = draft.clone();
        html! {
            <button type="button" data-testid={testid} aria-pressed={pressed.to_string()} disabled={locked}
                    onclick={Callback::from(move |_| set_answer(&draft, v))}>{ label }</button>
        }
    };
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let text = input.value();
            let parsed = parse_answer(&text);
            draft.set(Draft {
                value: parsed.unwrap_or(draft.value),
                bad: parsed.is_none() && !text.trim().is_empty(),
                binary: false,
                empty: false,
                text,
                tries: draft.tries,
            });
        })
    };
    let onsubmit = Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        if !locked {
            check.emit(());
        }
    });
    html! {
        <form class="quiz-answer" {onsubmit}>
            if kind == Kind::Solution {
                { choice(texts::YES.get(lang), 1, "quiz-yes") }{ choice(texts::NO.get(lang), 0, "quiz-no") }
            }
            <label>
                { texts::ANSWER_DECIMAL.get(lang) }
                <input data-testid="quiz-input" inputmode="numeric" value={draft.text.clone()} disabled={locked}
                       aria-describedby="quiz-input-error"
                       aria-invalid={draft.bad.to_string()} {oninput} />
            </label>
            // One container, always there: the message comes and goes
            // without re-creating the field before it.
            <p class="error" role="alert" id="quiz-input-error"
               data-testid={(draft.bad || draft.binary || draft.empty).then_some("quiz-input-error")}>
                { renewed(draft.tries, html! { { input_message(lang, kind, draft) } }) }
            </p>
            if !locked {
                <button type="submit" data-testid="quiz-check">
                    { texts::CHECK.get(lang) }
                </button>
            }
        </form>
    }
}

/// What the answer field says: a bad number, binary where decimal is asked,
/// or what is missing after Check; nothing otherwise.
fn input_message(lang: Lang, kind: Kind, draft: &Draft) -> &'static str {
    if draft.bad {
        texts::BAD_ANSWER.get(lang)
    } else if draft.binary {
        texts::BINARY_NOT_DECIMAL.get(lang)
    } else if draft.empty && kind == Kind::Solution {
        texts::NO_CHOICE.get(lang)
    } else if draft.empty && kind.is_bits() {
        texts::NO_DIGITS.get(lang)
    } else if draft.empty {
        texts::NO_ANSWER.get(lang)
    } else {
        ""
    }
}

/// After checking: right or wrong, the learner's answer beside the right
/// one (its differing digits marked), how it was computed (the line of the
/// asked value marked), and the way on (`next`).
fn feedback(
    lang: Lang,
    (q, level): (&Question, usize),
    correct: bool,
    draft: &Draft,
    next: Callback<MouseEvent>,
    node: &NodeRef,
) -> Html {
    let equations = Detail::of(&q.after).equations(q.n);
    let asked = asked_line(q.kind, &equations);
    let lines = equations.iter().enumerate().map(|(i, line)| {
        let end = if i + 1 < equations.len() { "\n" } else { "" };
        if Some(i) == asked {
            html! { <><mark class="asked" data-testid="quiz-equation-asked">{ line }</mark>{ end }</> }
        } else {
            html! { <>{ line }{ end }</> }
        }
    });
    // The learner's answer, when this page saw it (not after a reload).
    let given = (!correct && !draft.text.is_empty()).then_some(draft.value);
    html! {
        <div class={classes!("quiz-feedback", if correct { "right" } else { "wrong" })} data-testid="quiz-feedback"
             data-correct={correct.to_string()} data-expected={q.expected.to_string()} ref={node.clone()}>
            <p><strong>{ if correct { texts::CORRECT.get(lang) } else { texts::WRONG.get(lang) } }</strong>
               { " " }{ shown_and_spoken(&texts::expected_line(lang, q.kind, q.expected, q.n), q.n, lang) }</p>
            { for given.map(|given| compare(lang, q, given)) }
            <p class="hint">{ texts::WHY.get(lang) }</p>
            // For the eye; screen readers read the copy with the binary
            // values spelled digit by digit.
            <pre class="equations mono" data-testid="quiz-equations" aria-hidden="true">{ for lines }</pre>
            <ul class="sr-only">{ for equations.iter().map(|line| html! { <li>{ for_ear(line, q.n, lang) }</li> }) }</ul>
            if !correct {
                // A smaller board, unless this one is the smallest.
                <p class="hint">{ if level > 0 { texts::EASIER_NOTE.get(lang) } else { texts::AGAIN_NOTE.get(lang) } }</p>
            }
            // Check sends the focus here at once, which may cut the verdict's
            // announcement short: the verdict (and a note on a 1 outside the
            // board) describe the button.
            <button data-testid="quiz-next" onclick={next} aria-describedby="quiz-said quiz-outside">{ texts::NEXT_QUESTION.get(lang) }</button>
        </div>
    }
}

/// The sentence said after Check: right or wrong, the answer (its binary
/// digits spelled) and, for a wrong row of bits, the columns that differ.
fn verdict(lang: Lang, q: &Question, correct: bool, draft: &Draft) -> String {
    let word = if correct {
        texts::CORRECT
    } else {
        texts::WRONG
    }
    .get(lang);
    let answer = for_ear(
        &texts::expected_line(lang, q.kind, q.expected, q.n),
        q.n,
        lang,
    );
    let mut said = format!("{word} {answer}");
    if !correct && q.kind.is_bits() && !draft.text.is_empty() {
        let diff = differing_columns(draft.value, q.expected, q.n);
        if !diff.is_empty() {
            said = format!("{said} {}", texts::differing(lang, &diff));
        }
    }
    said
}

/// The wrong answer `given` above the right one; for a row of bits, the
/// digits that differ marked, and named.
fn compare(lang: Lang, q: &Question, given: u32) -> Html {
    let n = q.n;
    let bits = q.kind.is_bits();
    let diff = if bits {
        differing_columns(given, q.expected, n)
    } else {
        Vec::new()
    };
    // A 1 left of column 0 is shown too, in digits of its own to the left
    // of the board's, both values aligned on the board's columns.
    let outside = if bits { outside_the_board(given, n) } else { 0 };
    let extra = (u32::BITS - outside.leading_zeros()) as usize;
    let digits = |v: u32, is_given: bool| -> Html {
        if !bits {
            return html! { { v } };
        }
        let beyond = (0..extra).rev().map(|k| {
            if is_given {
                let one = if outside >> k & 1 == 1 { "1" } else { "0" };
                html! { <mark class="diff outside">{ one }</mark> }
            } else {
                html! { { " " } }
            }
        });
        let d = (0..n).map(|c| {
            let one = if v >> (n - 1 - c) & 1 == 1 { "1" } else { "0" };
            if diff.contains(&c) {
                html! { <mark class="diff">{ one }</mark> }
            } else {
                html! { { one } }
            }
        });
        html! { <>{ for beyond }{ for d }{ format!(" ({v})") }</> }
    };
    let columns: Vec<String> = diff.iter().map(|c| c.to_string()).collect();
    // The given value with its digits left of the board, if any.
    let spoken = |v: u32, width: usize| {
        if bits {
            for_ear(&format!("{v:0width$b} ({v})"), n, lang)
        } else {
            v.to_string()
        }
    };
    html! {
        <>
            // The digits for the eye (their marks split them for a
            // screen reader), a spelled copy for the ear.
            <dl class="answer-compare mono">
                <dt>{ texts::YOUR_ANSWER.get(lang) }</dt>
                <dd><span data-testid="quiz-given" aria-hidden="true">{ digits(given, true) }</span>
                    <span class="sr-only">{ spoken(given, n + extra) }</span></dd>
                <dt>{ texts::RIGHT_ANSWER.get(lang) }</dt>
                <dd><span data-testid="quiz-right" aria-hidden="true">{ digits(q.expected, false) }</span>
                    <span class="sr-only">{ spoken(q.expected, n) }</span></dd>
            </dl>
            if !diff.is_empty() {
                <p data-testid="quiz-diff" data-columns={columns.join(" ")}>{ texts::differing(lang, &diff) }</p>
            }
            if outside != 0 {
                <p data-testid="quiz-outside" id="quiz-outside">{ in_words(texts::OUTSIDE_NOTE.get(lang), lang) }</p>
            }
        </>
    }
}

/// Start the set again, a new set, and the link that shares this one.
fn quiz_tools(
    lang: Lang,
    seed: u64,
    progress: &UseStateHandle<Progress>,
    draft: &UseStateHandle<Draft>,
    dispatch: &UseReducerDispatcher<AppState>,
) -> Html {
    let reset = {
        let (progress, draft) = (progress.clone(), draft.clone());
        Callback::from(move |_| {
            if let Some(storage) = local_storage() {
                let _ = storage.remove_item(QUIZ);
            }
            progress.set(Progress::new(seed));
            draft.set(Draft::default());
        })
    };
    let new_set = {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(Action::SetQuiz(Some(fresh_seed()))))
    };
    let share = to_query(&Params {
        view: View::Learn,
        quiz: Some(seed),
        lang: Some(lang),
        ..Params::default()
    });
    html! {
        <div class="quiz-tools">
            <button data-testid="quiz-reset" onclick={reset}>{ texts::RESET.get(lang) }</button>
            <button data-testid="quiz-new-set" onclick={new_set}>{ texts::NEW_SET.get(lang) }</button>
            <p class="hint">{ texts::SHARE_SET.get(lang) }{ " " }<a href={share.clone()} data-testid="quiz-share">{ format!("{}{share}", site_address()) }</a></p>
        </div>
    }
}
