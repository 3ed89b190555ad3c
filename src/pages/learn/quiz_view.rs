//! The exercises: a real moment of the search, a question about the next
//! event, the learner's answer (digits under the board's columns, a decimal
//! number, or yes / no), and feedback with the step's real equations. In
//! free practice the next question adapts to the answer; a homework set
//! (`domain::learn::homework`) is a fixed list with an end, a score and a
//! check code. The exercises' state (the set, the progress, the answer being
//! written, the homework maker's choices) is their machine's
//! (`domain::learn::quiz_machine::Quiz`); what the browser keeps is written
//! by its effects (`hooks::QuizEffects`, through `state::storage`).

use yew::prelude::*;

use super::answer::{check_button, next_button, number_field};
use crate::components::markup::{
    attrs, in_words, link_to, renewed, shown_and_spoken, tag, tag_attrs, tag_class,
};
use crate::components::{board, BitRow};
use crate::domain::learn::homework::{self, Set, Work, MAX_QUESTIONS};
use crate::domain::learn::page;
use crate::domain::learn::quiz::{
    asked_line, differing_columns, outside_the_board, Kind, Progress, Question, LEVELS,
};
use crate::domain::learn::quiz_machine::{self, Answer, Quiz};
use crate::domain::learn::{homework_texts as hw, texts};
use crate::domain::spoken::for_ear;
use crate::domain::stepper::explain::Detail;
use crate::domain::stepper::moment::Moment;
use crate::i18n::Lang;
use crate::state::pages::View;
use crate::state::url::{to_query, Params};
use solver::Row;

/// A seed for a new set of exercises: the clock, which is different for every
/// learner who asks (a teacher shares the link to keep one set).
pub fn fresh_seed() -> u64 {
    js_sys::Date::now() as u64 % 1_000_000
}

#[derive(Properties, PartialEq)]
pub struct QuizViewProps {
    pub seed: u64,
    /// A homework set: a fixed list with an end (else free practice).
    pub homework: Option<Set>,
    pub lang: Lang,
    /// Where the learn page's events go (another set, the check page).
    pub send: Callback<page::Event>,
}

/// What the exercises are drawn from besides their props: the machine's
/// state and where its events go (the hooked `QuizView` runs it), the nodes
/// the focus goes to (the question, the feedback, the end of a set), the
/// site's address (a set's link is written in full) and what Copy does.
pub struct Parts<'a> {
    pub quiz: &'a Quiz,
    pub send: Callback<quiz_machine::Event>,
    pub nodes: [NodeRef; 3],
    pub site: String,
    pub copy: Callback<MouseEvent>,
}

/// The exercises, as their machine shows them.
pub fn quiz(p: &QuizViewProps, parts: &Parts) -> Html {
    let (lang, seed, homework) = (p.lang, p.seed, p.homework);
    let (quiz, machine) = (parts.quiz, &parts.send);
    let [question, feedback_ref, done_ref] = &parts.nodes;
    let now = quiz.now();
    let draft = quiz.answer();
    let body = match (&now.q, quiz.work()) {
        (Some(q), _) => {
            let locked = now.checked.is_some();
            let last = quiz.work().is_some_and(|w| w.shown + 1 == w.set.questions);
            let next = machine.reform(|_: MouseEvent| quiz_machine::Event::Next);
            let recorded = quiz.work().and_then(|w| w.answers.get(w.shown).copied());
            html! {
                <>
                    <p id="quiz-question" class="quiz-question" data-testid="quiz-question" data-kind={q.kind.id()}
                       data-n={q.n.to_string()} data-step={q.step.to_string()} tabindex="-1" ref={question.clone()}>
                        // What a tool just did (New set, Reset progress),
                        // said first where the focus lands: one utterance.
                        if let Some((_, told)) = quiz.told() {
                            { tag_attrs("span", attrs!["class" => "sr-only", "data-testid" => "quiz-told"], format!("{} ", texts::quiz_told(lang, told))) }
                        }
                        { texts::question_text(lang, q.kind, q.n, q.step) }
                    </p>
                    { quiz_stage(lang, q, draft, locked, machine) }
                    { answer(lang, q, draft, locked, machine) }
                    // One node, there or empty (a `for` would change the
                    // list's length and re-create the siblings before it,
                    // the focused field among them).
                    { now.checked.map_or_else(Html::default, |correct| feedback(lang, (q, now.level), correct, (draft, recorded), (next, last), feedback_ref)) }
                    // What a screen reader hears after Check, once: the
                    // verdict and the answer, short and spelled (the working
                    // is in the feedback, after the Check button). Always
                    // there, so that it is announced.
                    { tag_attrs("p", attrs!["class" => "sr-only", "role" => "status", "id" => "quiz-said", "data-testid" => "quiz-said"], now.checked.map(|correct| verdict(lang, (q, now.level), correct, draft)).unwrap_or_default()) }
                </>
            }
        }
        (None, Some(w)) => homework_done(lang, w, (machine, &parts.copy), done_ref),
        (None, None) => Html::default(),
    };
    html! {
        // Named by the tab's name, not by the question: the question is
        // read once, where the focus lands on it. The heading is for a
        // screen reader's list of headings, as the lesson's and the write
        // tab's (the eye has the tab, marked current, just above).
        <section class="quiz" aria-labelledby="quiz-title">
            { tag_attrs("h3", attrs!["id" => "quiz-title", "class" => "sr-only", "data-testid" => "quiz-title"], texts::QUIZ_TAB.get(lang)) }
            { tag_class("p", "hint", texts::QUIZ_INTRO.get(lang)) }
            if homework.is_some() {
                { tag_attrs("p", attrs!["class" => "hint", "data-testid" => "homework-note"], hw::HOMEWORK_NOTE.get(lang)) }
            }
            { score(lang, quiz.progress(), quiz.work()) }
            { body }
            { quiz_tools(lang, (seed, homework), quiz, machine, (&p.send, &parts.site)) }
        </section>
    }
}

/// The score so far: in a homework set, where the student is in it too.
fn score(lang: Lang, progress: &Progress, work: Option<&Work>) -> Html {
    match work {
        Some(w) => html! {
            <p class="quiz-score" data-testid="quiz-score" data-value={w.score().to_string()}>
                { tag_attrs("span", attrs!["data-testid" => "homework-position"], hw::position(lang, w.shown.min(w.set.questions - 1), w.set.questions)) }
                { " · " }{ hw::score_line(lang, w.score(), w.answers.len()) }
            </p>
        },
        None => html! {
            <p class="quiz-score" data-testid="quiz-score" data-value={progress.score.to_string()}>
                { texts::score_line(lang, progress.score, progress.answered, progress.streak, progress.best_streak) }
            </p>
        },
    }
}

/// The end of a homework set: the score, the questions missed, and the
/// check code to hand in.
fn homework_done(
    lang: Lang,
    w: &Work,
    (machine, copy): (&Callback<quiz_machine::Event>, &Callback<MouseEvent>),
    node: &NodeRef,
) -> Html {
    let right = homework::grade(w.set, w.generator, &w.answers);
    let missed: Vec<usize> = (0..right.len()).filter(|&i| !right[i]).collect();
    let score = w.score();
    let code = homework::encode(w.set, w.generator, &w.answers);
    let rows = code.len().div_ceil(28).to_string();
    let copy = copy.clone();
    let again = machine.reform(|_: MouseEvent| quiz_machine::Event::Again);
    html! {
        <div class="homework-done" data-testid="homework-done">
            <h3 tabindex="-1" ref={node.clone()} data-testid="homework-done-title">{ hw::DONE_TITLE.get(lang) }</h3>
            <p data-testid="homework-score" data-value={score.to_string()} data-total={w.set.questions.to_string()}>
                { tag("strong", hw::score_line(lang, score, w.set.questions)) }
            </p>
            <p data-testid="homework-missed" data-missed={missed.iter().map(|q| (q + 1).to_string()).collect::<Vec<_>>().join(" ")}>
                { hw::MISSED_HEAD.get(lang) }{ if lang == Lang::Ja { "：" } else { ": " } }{ hw::missed(lang, &missed) }
            </p>
            { tag_attrs("label", attrs!["class" => "field", "for" => "homework-code"], hw::CODE_LABEL.get(lang)) }
            <div class="copy-row">
                // A text area, so that a long code (30 questions) wraps
                // rather than hides its end.
                <textarea id="homework-code" class="check-code mono" data-testid="homework-code" readonly=true
                          {rows} value={code} />
                <button data-testid="homework-copy" onclick={copy}>{ hw::COPY_CODE.get(lang) }</button>
            </div>
            // Said once per press: copied, or selected to copy by hand.
            <p role="status" class="hint" id="homework-copy-status" data-testid="homework-copy-status"></p>
            { tag_class("p", "hint", hw::CODE_NOTE.get(lang)) }
            <button data-testid="homework-again" onclick={again}>{ hw::AGAIN.get(lang) }</button>
        </div>
    }
}

/// The moment asked about (after checking, the moment after the event): the
/// board, the rows the exercises ask about and, for a bits answer, a row of
/// digits to set.
fn quiz_stage(
    lang: Lang,
    q: &Question,
    draft: &Answer,
    locked: bool,
    machine: &Callback<quiz_machine::Event>,
) -> Html {
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
            .tail_on_label()
            .view()
    });
    html! {
        <div class={classes!("lesson-stage", "quiz-stage", (n > 5).then_some("many"))}>
            { board(&Moment::of(shown), lang) }
            <div class="grid-n bit-grid" style={format!("--n:{n}")}>
                { for rows }
                if q.kind.is_bits() {
                    { answer_bits(lang, q, draft, locked, machine) }
                }
            </div>
        </div>
    }
}

/// The answer as digits under the board's columns, each a button.
fn answer_bits(
    lang: Lang,
    q: &Question,
    draft: &Answer,
    locked: bool,
    machine: &Callback<quiz_machine::Event>,
) -> Html {
    let n = q.n;
    let digits = (0..n).map(|c| {
        let bit = 1u32 << (n - 1 - c);
        let on = draft.value & bit != 0;
        let onclick = machine.reform(move |_: MouseEvent| quiz_machine::Event::Flip(bit));
        html! {
            <button class={classes!("digit-button", on.then_some("on"))} data-testid={format!("quiz-bit-{c}")}
                    aria-pressed={on.to_string()} aria-label={texts::column_button(lang, c, Some(on))}
                    disabled={locked} onclick={onclick}>{ if on { "1" } else { "0" } }</button>
        }
    });
    html! {
        // Under the board's columns, 44 px each, at every n (on a phone,
        // n > 5 puts the name and the value on a line above: the stage's
        // `many`).
        <div class="answer-row" role="group" aria-label={texts::ANSWER_BITS.get(lang)}>
            <span class="row-label mono">{ texts::answer_label(lang, q.kind) }<span class="answer-value" aria-hidden="true">{ texts::answer_value(lang, draft.value) }</span></span>
            { for digits }
            { tag_class("span", "row-tail mono", draft.value) }
        </div>
    }
}

/// Yes and no (for "is this a solution?"), or the decimal field, and
/// Check: a form, so that Enter in the field checks too. Once checked, the
/// field is read-only and Check checks nothing (both keep the focus), and
/// Check leaves the Tab order: the next Tab reaches Next.
fn answer(
    lang: Lang,
    q: &Question,
    draft: &Answer,
    locked: bool,
    machine: &Callback<quiz_machine::Event>,
) -> Html {
    let kind = q.kind;
    let choice = |label: &'static str, v: u32, testid: &'static str| {
        let pressed = !draft.text.is_empty() && draft.value == v;
        let onclick = machine.reform(move |_: MouseEvent| quiz_machine::Event::Choose(v));
        html! {
            <button type="button" data-testid={testid} aria-pressed={pressed.to_string()} disabled={locked}
                    {onclick}>{ label }</button>
        }
    };
    // Checked: Enter and Check check nothing (the machine's rule too).
    let onsubmit = machine.reform(|e: SubmitEvent| {
        e.prevent_default();
        quiz_machine::Event::Check
    });
    let shown = draft.bad || draft.binary || draft.empty || draft.out_of_range;
    html! {
        <form class="quiz-answer" {onsubmit}>
            if kind == Kind::Solution {
                <div role="group" class="quiz-choice" aria-label={texts::ANSWER_NUMBER.get(lang)}>
                    { choice(texts::YES.get(lang), 1, "quiz-yes") }{ choice(texts::NO.get(lang), 0, "quiz-no") }
                </div>
            } else {
                <label>
                    { texts::ANSWER_DECIMAL.get(lang) }
                    { number_field("quiz-input", &draft.text, (locked, draft.bad || draft.out_of_range || draft.empty),
                                   "quiz-input-error", &machine.reform(quiz_machine::Event::Input)) }
                </label>
            }
            // One container, always there: the message comes and goes
            // without re-creating the field before it. A status, as the
            // lesson's result: it speaks after Check (the machine judges
            // nothing while typing), politely, never over the typing.
            <p class="error" role="status" id="quiz-input-error"
               data-testid={shown.then_some("quiz-input-error")}
               data-negative={draft.negative.filter(|_| draft.bad).map(|k| k.to_string())}>
                { renewed(draft.tries, in_words(&input_message(lang, q, draft), lang)) }
            </p>
            // Always there: after checking it keeps the focus and checks
            // nothing; one Tab from it reaches Next (`answer`).
            { check_button(lang, "quiz-check", locked) }
        </form>
    }
}

/// What the answer field says: a bad number (a negative one explained),
/// binary where decimal is asked, or what is missing after Check; nothing
/// otherwise.
fn input_message(lang: Lang, q: &Question, draft: &Answer) -> String {
    let kind = q.kind;
    let text = match draft.negative {
        Some(k) if draft.bad => return hw::negative_answer(lang, k, q.n),
        _ if draft.bad => texts::BAD_ANSWER,
        _ if draft.binary => texts::BINARY_NOT_DECIMAL,
        _ if draft.out_of_range => {
            let typed = crate::domain::input::whole(&draft.text).unwrap_or(draft.value.into());
            return texts::out_of_range(lang, kind.range(), q.n, typed);
        }
        _ if draft.empty && kind == Kind::Solution => texts::NO_CHOICE,
        _ if draft.empty => texts::NO_ANSWER,
        _ => return String::new(),
    };
    text.get(lang).to_string()
}

/// After checking: right or wrong, the learner's answer beside the right
/// one (its differing digits marked), how it was computed (the line of the
/// asked value marked), and the way on (`next`).
fn feedback(
    lang: Lang,
    (q, level): (&Question, Option<usize>),
    correct: bool,
    (draft, recorded): (&Answer, Option<u32>),
    (next, last): (Callback<MouseEvent>, bool),
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
    // The learner's answer, when this page saw it or the homework set
    // kept it.
    let given = (!draft.text.is_empty()).then_some(draft.value).or(recorded);
    html! {
        <div class={classes!("quiz-feedback", if correct { "right" } else { "wrong" })} data-testid="quiz-feedback"
             data-correct={correct.to_string()} data-expected={q.expected.to_string()} ref={node.clone()}>
            <p><strong>{ if correct { texts::CORRECT.get(lang) } else { texts::WRONG.get(lang) } }</strong>
               { " " }{ shown_and_spoken(&texts::expected_line(lang, q.kind, q.expected, q.n), q.n, lang) }</p>
            if q.kind == Kind::Solution {
                // The choice made, beside the answer (the buttons are
                // disabled once checked).
                if let Some(given) = given {
                    <p data-testid="quiz-chosen" data-value={given.to_string()}>{ texts::chosen_line(lang, given) }</p>
                }
                // Why, from the state: the row the queen goes in.
                { tag_attrs("p", attrs!["data-testid" => "quiz-reason"], hw::solution_reason(lang, q.before.row().unwrap_or(0), q.n)) }
            } else {
                { for given.filter(|_| !correct).map(|given| compare(lang, q, given)) }
            }
            { tag_class("p", "hint", texts::WHY.get(lang)) }
            // For the eye; screen readers read the copy with the binary
            // values spelled digit by digit.
            <pre class="equations mono" data-testid="quiz-equations" aria-hidden="true">{ for lines }</pre>
            <ul class="sr-only">{ for equations.iter().map(|line| html! { { tag("li", for_ear(line, q.n, lang)) } }) }</ul>
            // In practice, a smaller board, unless this one is the smallest;
            // a homework set goes on with its list.
            if let (false, Some(level)) = (correct, level) {
                <p class="hint">{ if level > 0 { texts::EASIER_NOTE.get(lang) } else { texts::AGAIN_NOTE.get(lang) } }</p>
            }
            // Its own press: the focus stays in the task after Check, and
            // the verdict is said once, by the status.
            { next_button("quiz-next", html! { { if last { hw::FINISH.get(lang) } else { texts::NEXT_QUESTION.get(lang) } } }, next) }
        </div>
    }
}

/// The sentence said after Check: right or wrong, the answer (its binary
/// digits spelled) and, for a wrong row of bits, the columns that differ;
/// then the notes the feedback shows beside it (a 1 left of the board, the
/// board that comes next in practice), which the status would leave out.
fn verdict(
    lang: Lang,
    (q, level): (&Question, Option<usize>),
    correct: bool,
    draft: &Answer,
) -> String {
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
        if outside_the_board(draft.value, q.n) != 0 {
            said = format!(
                "{said} {}",
                for_ear(texts::OUTSIDE_NOTE.get(lang), q.n, lang)
            );
        }
    }
    if let (false, Some(level)) = (correct, level) {
        let note = if level > 0 {
            texts::EASIER_NOTE
        } else {
            texts::AGAIN_NOTE
        };
        said = format!("{said} {}", note.get(lang));
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
                { tag("dt", texts::YOUR_ANSWER.get(lang)) }
                <dd>{ tag_attrs("span", attrs!["data-testid" => "quiz-given", "aria-hidden" => "true"], digits(given, true)) }
                    { tag_class("span", "sr-only", spoken(given, n + extra)) }</dd>
                { tag("dt", texts::RIGHT_ANSWER.get(lang)) }
                <dd>{ tag_attrs("span", attrs!["data-testid" => "quiz-right", "aria-hidden" => "true"], digits(q.expected, false)) }
                    { tag_class("span", "sr-only", spoken(q.expected, n)) }</dd>
            </dl>
            if !diff.is_empty() {
                <p data-testid="quiz-diff" data-columns={columns.join(" ")}>{ texts::differing(lang, &diff) }</p>
            }
            if outside != 0 {
                { tag_attrs("p", attrs!["data-testid" => "quiz-outside", "id" => "quiz-outside"], in_words(texts::OUTSIDE_NOTE.get(lang), lang)) }
            }
        </>
    }
}

/// In practice: start again, a new set, and the teacher's homework maker.
/// In a homework set: free practice (the teacher's links are the maker's).
fn quiz_tools(
    lang: Lang,
    (seed, homework): (u64, Option<Set>),
    quiz: &Quiz,
    machine: &Callback<quiz_machine::Event>,
    (send, site): (&Callback<page::Event>, &str),
) -> Html {
    if homework.is_some() {
        let practice = {
            let href = to_query(&Params {
                view: View::Learn,
                quiz: Some(seed),
                lang: Some(lang),
                ..Params::default()
            });
            let onclick = crate::components::link::in_page(send, page::Event::Quiz(Some(seed)));
            link_to(
                href,
                "homework-practice",
                Some(onclick),
                hw::PRACTICE.get(lang),
            )
        };
        // The student's page: the teacher's links (the set's link to share,
        // the check page) are the maker's, in practice mode.
        return html! {
            { tag_class("div", "quiz-tools", tag("p", practice)) }
        };
    }
    let reset = machine.reform(|_: MouseEvent| quiz_machine::Event::Reset);
    let new_set = send.reform(|_: MouseEvent| page::Event::Quiz(Some(fresh_seed())));
    html! {
        <div class="quiz-tools">
            <button data-testid="quiz-reset" onclick={reset}>{ texts::RESET.get(lang) }</button>
            <button data-testid="quiz-new-set" onclick={new_set}>{ texts::NEW_SET.get(lang) }</button>
            { homework_maker(lang, quiz.made(seed), machine, (send, site)) }
        </div>
    }
}

/// A set's link for the students, written in full to copy, and the link to
/// the check page of the set.
fn set_links(lang: Lang, set: Set, (send, site): (&Callback<page::Event>, &str)) -> Html {
    let link = |check: bool| {
        to_query(&Params {
            view: View::Learn,
            quiz: Some(set.seed),
            homework: Some(set),
            check,
            lang: Some(lang),
            ..Params::default()
        })
    };
    let (share, check) = (link(false), link(true));
    let open_check = crate::components::link::in_page(send, page::Event::Homework(Some(set), true));
    html! {
        <>
            <p class="hint">{ hw::SET_LINK.get(lang) }{ " " }
                { link_to(share.clone(), "quiz-share", None, format!("{site}{share}")) }</p>
            { tag("p", link_to(check, "homework-check-link", Some(open_check), hw::CHECK_LINK.get(lang))) }
        </>
    }
}

/// The teacher's homework maker: the board and the number of questions of
/// a set of this seed (`set`, as chosen), and its links.
fn homework_maker(
    lang: Lang,
    set: Set,
    machine: &Callback<quiz_machine::Event>,
    (send, site): (&Callback<page::Event>, &str),
) -> Html {
    let chosen = |event: fn(usize) -> quiz_machine::Event| {
        let send = machine.reform(event);
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(v) = select.value().parse::<usize>() {
                send.emit(v);
            }
        })
    };
    let levels = (0..LEVELS.len()).map(|l| {
        html! { <option value={l.to_string()} selected={l == set.level}>{ hw::level_name(l) }</option> }
    });
    let counts = (1..=MAX_QUESTIONS).map(|k| {
        html! { <option value={k.to_string()} selected={k == set.questions}>{ k }</option> }
    });
    html! {
        // The teacher's, behind its name: a student who practises sees one
        // closed line.
        <details class="homework-maker" data-testid="homework-maker">
            { tag("summary", hw::HOMEWORK.get(lang)) }
            { tag_class("p", "hint", hw::HOMEWORK_INTRO.get(lang)) }
            <p class="homework-choice">
                <label>{ hw::LEVEL.get(lang) }{ " " }
                    <select data-testid="homework-board" onchange={chosen(quiz_machine::Event::MakerLevel)}>{ for levels }</select></label>
                <label>{ hw::QUESTIONS.get(lang) }{ " " }
                    <select data-testid="homework-questions" onchange={chosen(quiz_machine::Event::MakerQuestions)}>{ for counts }</select></label>
            </p>
            { set_links(lang, set, (send, site)) }
        </details>
    }
}
