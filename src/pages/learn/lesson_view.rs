//! One stop of the lesson: its text, the live board, the bit rows it is
//! about (the others dimmed), its small task, and the way on. What the
//! learner did at each stop is the lesson's machine's
//! ([`crate::domain::learn::lesson_machine::Lesson`]).

use yew::prelude::*;

use super::answer::{check_button, next_button, number_field};
use super::puzzle_view::PuzzleView;
use crate::components::markup::{
    attrs, in_words, link_to, ran_out, renewed, shown_and_spoken, tag, tag_attrs, tag_class,
};
use crate::components::{board, dec_head, link, share, BitRow};
use crate::domain::learn::lesson::{
    slip, taught, Count, Since, Square, Stop, Task, Topic, LESSON_N,
};
use crate::domain::learn::lesson_machine::{self, Lesson};
use crate::domain::learn::page;
use crate::domain::learn::puzzle::Puzzle;
use crate::domain::learn::quiz::{parse_answer, Judged, Range};
use crate::domain::learn::write::Draft;
use crate::domain::learn::{texts, write_texts};
use crate::domain::stepper::machine::StepperN;
use crate::domain::stepper::moment::Moment;
use crate::i18n::Lang;
use crate::state::pages::{Go, View};
use crate::state::url::{to_query, Params};
use solver::{Row, Stepper, Timeline};
use std::rc::Rc;

#[derive(Properties, PartialEq)]
pub struct LessonViewProps {
    /// From 1; clamped to the lesson's length here.
    pub stop: usize,
    pub lang: Lang,
    /// The learner's draft of the write tab (its link goes back to it).
    pub draft: Option<Draft>,
    /// Where the learn page's events go.
    pub send: Callback<page::Event>,
    /// Moves to other pages.
    pub go: Callback<Go>,
}

/// One stop, as the lesson's machine `lesson` shows it (its content is
/// keyed by the stop, so that another stop's is drawn anew; its head, the
/// title, and its bar stay the same elements; what was done
/// there is the machine's, kept while the site is open, run by the hooked
/// `LessonView`): its events go to `send`, `title` is the heading that
/// takes the focus on a new stop, `quiz_seed` the seed of the exercises the
/// last stop leads to, `site` the site's address (the stop's link is
/// written in full, to copy) and `copy` what its copy button does.
pub fn lesson(
    p: &LessonViewProps,
    lesson: &Lesson,
    send: &Callback<lesson_machine::Event>,
    (title, quiz_seed, (site, copy)): (&NodeRef, u64, (&str, Callback<MouseEvent>)),
) -> Html {
    let lang = p.lang;
    let all = lesson.stops().clone();
    let total = all.len();
    let (k, _) = lesson.shown();
    let stop: Stop = lesson.stop();
    let moment = lesson.moment().clone();
    let s: &Stepper = lesson.live();
    let work = lesson.work();
    let n = stop.n;
    let c = s.counters();
    let shown = Moment::of(s);
    // The task's box, where the task is not a number (asked under the
    // rows it is read from, below).
    let task = (!matches!(stop.task, Task::Number { .. })).then(|| html! {
        <div class="lesson-task" id="lesson-task" tabindex="-1" role="group" aria-labelledby="task-label" data-testid="lesson-task">
            <p>{ task_label(lang) }{ " " }{ in_words(&texts::task_prompt(lang, &stop), lang) }</p>
            { task_view(lang, (&all, k), (&moment, s), (&work.clicked, lesson.presses(), (lesson.backs(), lesson.spent())), send) }
        </div>
    });
    html! {
        <section class="lesson" data-testid="lesson-stop" data-index={k.to_string()} data-total={total.to_string()}
                 data-n={n.to_string()} data-step={c.steps.to_string()} data-topic={stop.topic.id()} data-task={stop.task.id()}
                 aria-labelledby="stop-title">
            // Its children are keyed, all of them: the head and the bar are
            // the same elements at every stop (the title keeps the focus
            // given to it before another stop's content replaces this one's,
            // `hooks::use_focus_held`), the stop's content is drawn anew.
            <key={"head"}>
            // The stop's number is said with its heading (which takes the
            // focus on a new stop), not as a line of its own before it.
            <p class="lesson-progress" data-testid="lesson-progress" aria-hidden="true">
                <progress max={total.to_string()} value={k.to_string()}></progress>
                { texts::progress(lang, k, total) }
            </p>
            <h3 id="stop-title" data-testid="lesson-title" tabindex="-1" ref={title.clone()}>
                { tag_class("span", "sr-only", texts::heading_number(lang, k, total)) }
                { in_words(texts::stop_title(lang, stop.topic), lang) }
            </h3>
            // ← at the first stop, → at the last: said each press.
            <p class="sr-only" role="status" data-testid="lesson-end">
                { lesson.beyond().map(|(last, times)| renewed(times, html! { texts::end_of_lesson(lang, last, total) })).unwrap_or_default() }
            </p>
            </>
            <key={k}>
            // The way to the task, right under the title: on a phone it may
            // lie a screen or more below (a number task under the rows it
            // is read from). The puzzle's board is its task, right there.
            if stop.task != Task::Puzzle {
                { task_link(lang) }
            }
            { moment_notes(lang, &all, k) }
            <div class="lesson-text" data-testid="lesson-text">
                { for texts::stop_paragraphs(lang, stop.topic, &moment).iter().map(|p| tag("p", shown_and_spoken(p, n, lang))) }
                if stop.topic == Topic::LowestBit {
                    { tag_class("p", "lesson-open", primer_lowest_link(lang)) }
                }
            </div>
            { shift_figure(lang, stop) }
            if stop.task == Task::Puzzle {
                { task.unwrap_or_default() }
                { puzzle_stage((n, lang), (&work.puzzle, lesson.presses()), send, next_stop(lang, (k, total), &p.send)) }
            } else {
            <div class="lesson-stage">
                // A step or a click task right over the board it is done
                // on, and the click task's buttons under the board's
                // columns: on a phone upright the question, the board and
                // the buttons come onto the screen together, and lying down
                // the task stands beside the board and the rows (style.css).
                // A number task is asked where it is answered, under the
                // rows it is read from (below).
                { task.unwrap_or_default() }
                { board(&shown, lang) }
                { lifted_legend(lang, &shown) }
                { click_row(lang, stop, &work.clicked, send) }
                // The way on right after the column found: one Tab from it
                // (the spent column buttons leave the Tab order).
                if matches!(stop.task, Task::Click { column, .. } if work.clicked.contains(&column)) {
                    { next_stop(lang, (k, total), &p.send).unwrap_or_default() }
                }
                { tag_attrs("p", attrs!["class" => "hint", "data-testid" => "lesson-rows-note"], in_words(&texts::rows_note(lang, stop.rows), lang)) }
                { lesson_rows(stop, s, lang) }
                // A number task, its question and its field together under
                // the rows it is read from: on a phone the stop's top and
                // its rows are a screen apart, and a question asked up there
                // was answered a screen below (or counted a screen below and
                // typed up there).
                if let Task::Number { ask, answer } = stop.task {
                    { tag_attrs("div", attrs!["class" => "lesson-task lesson-answer", "id" => "lesson-task", "tabindex" => "-1", "role" => "group", "aria-labelledby" => "task-label", "data-testid" => "lesson-task"], number_task(lang, (ask, answer, &moment, texts::task_prompt(lang, &stop)), (&work.typed, work.judged, lesson.tries(), lesson.finished()), (send, next_stop(lang, (k, total), &p.send)))) }
                }
                if lesson.finished() {
                    { complete(lang, p, quiz_seed) }
                }
            </div>
            }
            { lesson_links(lang, (stop.board(), c.steps), &p.go) }
            { stop_link(lang, k, (site, copy)) }
            if stop.topic == Topic::End {
                { next_places(lang, p, quiz_seed) }
            }
            </>
            <key={"nav"}>{ lesson_nav(lang, (k, total), &p.send) }</>
        </section>
    }
}

/// Under the title: the same board as the stop before (and why), an
/// earlier moment of the same search, or what the search did since the
/// last moment the stop before showed.
fn moment_notes(lang: Lang, all: &[Stop], k: usize) -> Html {
    let (stop, before) = (all[k - 1], (k > 1).then(|| all[k - 2]));
    let same = before.is_some_and(|b| (b.n, b.step) == (stop.n, stop.step));
    let unseen = before.and_then(|b| stop.unseen_since(&b));
    let earlier = before.is_some_and(|b| b.n == stop.n && stop.step < b.step);
    html! {
        <>
            if same {
                { tag_attrs("p", attrs!["class" => "hint", "data-testid" => "lesson-same-moment"], texts::SAME_MOMENT.get(lang)) }
            }
            if let (true, Some(b)) = (earlier, before) {
                { tag_attrs("p", attrs!["class" => "hint", "data-testid" => "lesson-earlier-moment"],
                    shown_and_spoken(&texts::earlier_moment(lang, stop.topic, &Timeline::new(b.n).seek(b.step), &Timeline::new(stop.n).seek(stop.step)), stop.n, lang)) }
            }
            if let Some(range) = unseen {
                { tag_attrs("p", attrs!["class" => "hint", "data-testid" => "lesson-since"],
                    shown_and_spoken(&texts::since_last(lang, &Since::of(stop.n, range)), stop.n, lang)) }
            }
        </>
    }
}

/// The puzzle stop's board, which the learner fills (`moves`: her moves
/// since the stop was shown); once solved, the way on `next` right after
/// its status (one Tab from the board's square, as after the other tasks'
/// right answers).
fn puzzle_stage(
    (n, lang): (usize, Lang),
    (puzzle, moves): (&Option<Puzzle>, u32),
    send: &Callback<lesson_machine::Event>,
    next: Option<Html>,
) -> Html {
    // A square pressed brings what the board now is into view, clear of
    // the bar (a phone's learner who tapped a square sees the status, and
    // once solved the way on, which follows it), each by its nearest edge.
    let set_puzzle = send.reform(|board: Puzzle| {
        // (The page exists only in the browser; the views' native tests
        // render it without one.)
        #[cfg(target_arch = "wasm32")]
        {
            crate::hooks::show_last("[data-testid=puzzle-status]");
            if board.solved() {
                crate::hooks::show_last("[data-testid=lesson-answer-next]");
            }
        }
        lesson_machine::Event::Puzzle(board)
    });
    let solved = puzzle.as_ref().is_some_and(Puzzle::solved);
    let next = next.filter(|_| solved).unwrap_or_default();
    html! {
        <div class="lesson-stage">
            <PuzzleView n={n} lang={lang} board={puzzle.clone()} on_change={set_puzzle} {moves} {next} />
        </div>
    }
}

/// Under the board, while it shows a queen a backtrack just lifted: what
/// its grey queen in a dashed frame means, drawn as on the board (the mark
/// for the eye alone) and said in words. The paragraph is always there,
/// hidden without a lifted queen: one that came and went would move the
/// stage's other children, and the task's box, drawn anew, would drop the
/// focus from its step button.
fn lifted_legend(lang: Lang, shown: &Moment) -> Html {
    let lifted = shown.lifted.is_some();
    html! {
        <p class="hint lifted-legend" hidden={!lifted} data-testid={lifted.then_some("lesson-lifted-legend")}>
            if lifted {
                { tag_attrs("span", attrs!["class" => "lifted-key", "aria-hidden" => "true"], "♛") }
                { texts::LIFTED_LEGEND.get(lang) }
            }
        </p>
    }
}

/// The rows of the moment shown, those the stop is about in focus (a bar
/// for the eye, a note at the end of the row's sentence for the ear).
fn lesson_rows(stop: Stop, s: &Stepper, lang: Lang) -> Html {
    let n = stop.n;
    let rows = s.current_bits().rows().into_iter().map(|(row, value)| {
        let focus = stop.rows.contains(&row);
        let class = classes!(
            format!("k-{}", row.key()),
            if focus { "focus" } else { "dim" }
        );
        BitRow {
            note: focus.then(|| texts::ROW_IN_FOCUS.get(lang)),
            ..BitRow::new(row.name(), value, n)
                .lang(lang)
                .with(format!("lesson-bits-{}", row.key()), class)
        }
        .view()
    });
    html! {
        <div class="grid-n bit-grid" style={format!("--n:{n}")}>{ dec_head(lang) }{ for rows }</div>
    }
}

/// The previous and next stops (stop `k` of `total`): a bar that stays on
/// the screen (at its foot while the stop is longer than the screen).
fn lesson_nav(lang: Lang, (k, total): (usize, usize), send: &Callback<page::Event>) -> Html {
    let go = |to: usize| send.reform(move |_: MouseEvent| page::Event::Stop(to));
    html! {
        <nav class="lesson-nav" aria-label={texts::LESSON_TAB.get(lang)}>
            <button data-testid="lesson-prev" disabled={k == 1} onclick={go(k.saturating_sub(1).max(1))}>
                { tag_attrs("span", attrs!["aria-hidden" => "true"], "← ") }{ texts::PREV.get(lang) }
            </button>
            <button data-testid="lesson-next" disabled={k == total} onclick={go((k + 1).min(total))}>
                { texts::NEXT.get(lang) }{ tag_attrs("span", attrs!["aria-hidden" => "true"], " →") }
            </button>
        </nav>
    }
}

/// After a right answer at stop `k` of `total`: the way on, right after
/// Check (`answer`: one Tab from it), as the bar's Next does; none at the
/// last stop (the lesson's way on follows the answer there).
fn next_stop(lang: Lang, (k, total): (usize, usize), send: &Callback<page::Event>) -> Option<Html> {
    (k < total).then(|| {
        let label = html! { <>{ texts::NEXT_STOP.get(lang) }{ tag_attrs("span", attrs!["aria-hidden" => "true"], " →") }</> };
        next_button("lesson-answer-next", label, send.reform(move |_: MouseEvent| page::Event::Stop(k + 1)))
    })
}

/// The moment shown (board `n` at `step`) in the full stepper.
fn open_in_stepper(lang: Lang, (n, step): (StepperN, u64), go: &Callback<Go>) -> Html {
    let href = to_query(&Params {
        view: View::Stepper,
        n,
        step,
        lang: Some(lang),
        ..Params::default()
    });
    let onclick = link::in_page(go, Go::Stepper { n, step });
    link_to(
        href,
        "lesson-open-stepper",
        Some(onclick),
        texts::OPEN_IN_STEPPER.get(lang),
    )
}

/// The shift the text works out, drawn: each digit under its column, the
/// board's window framed, the digit pushed out of it left of the frame.
/// The text says all of it, so a screen reader skips the drawing.
fn shift_figure(lang: Lang, stop: Stop) -> Html {
    if stop.topic != Topic::Left {
        return Html::default();
    }
    let n = stop.n;
    let (v, shifted, kept) = texts::shift_example(n);
    let line = |label: &'static str, value: u32, outside: Option<bool>| {
        let cells = (0..n)
            .rev()
            .map(|k| html! { { tag_class("td", "win", value >> k & 1) } });
        html! {
            <tr>
                { tag_attrs("th", attrs!["scope" => "row"], label) }
                <td class="out">{ outside.map(|b| if b { "1" } else { "0" }).unwrap_or("") }</td>
                { for cells }
            </tr>
        }
    };
    html! {
        <table class="shift-figure" aria-hidden="true" data-testid="lesson-shift-figure">
            <tbody>
                { line(texts::SHIFT_BEFORE.get(lang), v, None) }
                { line(texts::SHIFT_AFTER.get(lang), shifted, Some(shifted >> n & 1 == 1)) }
                { line(texts::SHIFT_KEPT.get(lang), kept, None) }
            </tbody>
        </table>
    }
}

/// Under a stop: the moment in the full stepper, the sources, the keys.
fn lesson_links(lang: Lang, moment: (StepperN, u64), go: &Callback<Go>) -> Html {
    html! {
        <>
            { tag_class("p", "lesson-open", open_in_stepper(lang, moment, go)) }
            { tag_class("p", "lesson-open", sources_link(lang)) }
            { tag_class("p", "hint keys-hint", texts::KEYS_HINT.get(lang)) }
        </>
    }
}

/// The link to stop `k` in full (`site`: the site's address), to copy (a
/// teacher's link to a stop: `copy` copies it and says so in the status),
/// as the share dialogs write theirs (`components::share`).
fn stop_link(lang: Lang, k: usize, (site, copy): (&str, Callback<MouseEvent>)) -> Html {
    let query = to_query(&Params {
        view: View::Learn,
        stop: Some(k),
        lang: Some(lang),
        ..Params::default()
    });
    let link = format!("{site}{query}");
    html! {
        <div class="lesson-link">
            { share::copy_row_with(lang, ("lesson-link", texts::STOP_LINK.get(lang), &link), copy) }
            // Said once per press: copied, or selected to copy by hand.
            <p role="status" class="hint" id="lesson-link-status" data-testid="lesson-link-status"></p>
        </div>
    }
}

/// The bits primer's card on `x & -x`, to try the lowest-bit trick on
/// numbers of one's own (a plain link: the primer scrolls to the card once
/// drawn).
fn primer_lowest_link(lang: Lang) -> Html {
    let href = format!(
        "{}#card-lowest",
        to_query(&Params {
            view: View::Bits,
            lang: Some(lang),
            ..Params::default()
        })
    );
    link_to(
        href,
        "lesson-primer-lowest",
        None,
        // The card's title has `x & −x`: said in words (no binary value in
        // it, so no width of the board's).
        shown_and_spoken(&texts::primer_lowest(lang), 32, lang),
    )
}

/// The sources the lesson follows: the records page's sources section,
/// named by its title (a plain link, as a citation is: the page scrolls to
/// the section once drawn).
fn sources_link(lang: Lang) -> Html {
    let href = format!(
        "{}#sources",
        to_query(&Params {
            view: View::Records,
            lang: Some(lang),
            ..Params::default()
        })
    );
    link_to(href, "lesson-sources", None, texts::SOURCES.get(lang))
}

/// Once a task is done its controls are marked off (`aria-disabled`), not
/// disabled, so that the focus stays where the answer was given and a second
/// press there does nothing: the verdict is said once, by the status, and
/// Next takes a press of its own.
///
/// The stop's task: a step to take, a square to click, or where a number
/// goes (its field is under the rows, [`number_task`]). The stop is stop
/// `k` (from 1) of `all`; `moment` is its state, `s` the state shown now.
fn task_view(
    lang: Lang,
    (all, k): (&[Stop], usize),
    (moment, s): (&Rc<Stepper>, &Stepper),
    (clicked, presses, (backs, spent)): (&[usize], u32, (u32, u32)),
    send: &Callback<lesson_machine::Event>,
) -> Html {
    let stop = all[k - 1];
    let n = stop.n;
    match stop.task {
        Task::Puzzle => Html::default(),
        // Asked and answered under the rows (`number_task`).
        Task::Number { .. } => Html::default(),
        Task::Step { watch } => step_task(lang, (all, k), watch, s, (backs, spent), send),
        Task::Click { ask, column } => {
            let feedback = clicked.last().map(|&c| {
                let ok = c == column;
                let said = texts::click_feedback(
                    lang,
                    ask,
                    ok,
                    column,
                    taught(all, k, Topic::LowestBit),
                    (moment.current_bits().bitmap, n),
                );
                // A square that is no candidate is told why, from its bits;
                // a candidate, that only the lowest 1 is taken.
                let why = match ask {
                    Square::NextQueen if !ok => {
                        texts::not_a_candidate(lang, c, moment.current_bits(), n).unwrap_or(said)
                    }
                    _ => said,
                };
                (
                    ok,
                    if ok {
                        why
                    } else {
                        texts::wrong_column(lang, c, &why)
                    },
                )
            });
            html! {
                <>
                    <p class="task-result" id="lesson-result" role="status" data-testid="lesson-click-result"
                       data-correct={feedback.as_ref().map(|(ok, _)| ok.to_string())}>
                        // Renewed at each press: a column chosen again is
                        // said again.
                        { feedback.map(|(_, t)| renewed(presses, shown_and_spoken(&t, n, lang))).unwrap_or_default() }
                    </p>
                </>
            }
        }
    }
}

/// The link under a stop's title to its task (the group `#lesson-task`),
/// which takes the focus and comes into view with its controls, clear of
/// the bar (a click task's buttons under the board that follows its group).
fn task_link(lang: Lang) -> Html {
    let onclick = Callback::from(|e: MouseEvent| {
        if link::plain_click(&e) {
            e.prevent_default();
            // (The page exists only in the browser; the views' native
            // tests render it without one.)
            #[cfg(target_arch = "wasm32")]
            crate::hooks::focus_and_show("lesson-task", "#lesson-task, .lesson-stage .col-buttons");
        }
    });
    html! {
        <p class="lesson-open lesson-jump">
            <a href="#lesson-task" data-testid="lesson-jump" {onclick}>
                { tag_attrs("span", attrs!["aria-hidden" => "true"], "↓ ") }{ texts::TASK_JUMP.get(lang) }
            </a>
        </p>
    }
}

/// The word that heads a stop's task and names its group.
fn task_label(lang: Lang) -> Html {
    tag_attrs(
        "strong",
        attrs!["id" => "task-label"],
        texts::TASK_LABEL.get(lang),
    )
}

/// A step task: step once and back, and what the step did (or where
/// going back landed) in the status.
fn step_task(
    lang: Lang,
    (all, k): (&[Stop], usize),
    watch: Row,
    s: &Stepper,
    (backs, spent): (u32, u32),
    send: &Callback<lesson_machine::Event>,
) -> Html {
    let stop = all[k - 1];
    let n = stop.n;
    let (now, at_stop) = (s.counters().steps, s.counters().steps == stop.step);
    let stepped_out = now >= stop.until;
    // Two buttons, each with one effect (the machine ignores a press
    // where it has none): once stepped to the last step the stop tells,
    // "Step once" is marked off, and a second press (Enter again, as users
    // do when unsure) keeps the step and says that the steps are used up,
    // each press; going back to the stop takes a press of its own.
    let step = send.reform(|_: MouseEvent| lesson_machine::Event::Step);
    let back = send.reform(|_: MouseEvent| lesson_machine::Event::StepBack);
    // What the last step did: the watched row (after a backtrack, in the
    // row gone back to, which changes at each step: `lesson::watched`),
    // what the step did, and where the stop tells several steps
    // (backtracks, up to a row with a candidate left), what follows
    // (`texts::step_status`).
    let result = (!at_stop).then(|| {
        let before = Timeline::new(n).seek(now - 1);
        texts::step_status(lang, (all, k), watch, &before, s)
    });
    // Back at the stop: said where (a press that went back).
    let back_said = (at_stop && backs > 0)
        .then(|| texts::back_at_stop(lang, watch, stop.step, watch.value(s), n));
    let testid = match (&result, &back_said) {
        (Some(_), _) => Some("lesson-step-result"),
        (None, Some(_)) => Some("lesson-back-result"),
        _ => None,
    };
    // The status is always there (so that the button is not
    // replaced, which would drop the focus); its test id only
    // with a result.
    html! {
        <>
            <button data-testid="lesson-step" onclick={step} aria-disabled={ran_out(stepped_out)}>
                { texts::STEP_ONCE.get(lang) }
            </button>
            { " " }
            <button data-testid="lesson-step-back" onclick={back} aria-disabled={ran_out(at_stop)}>
                { texts::STEP_AGAIN.get(lang) }
            </button>
            <p class="task-result" id="lesson-result" role="status" data-testid={testid}>
                { shown_and_spoken(&result.or(back_said).unwrap_or_default(), n, lang) }
            </p>
            <p class="sr-only" role="status" data-testid="lesson-spent">
                if spent > 0 {
                    { renewed(spent, html! { texts::steps_used_up(lang, stop.until == stop.step + 1) }) }
                }
            </p>
        </>
    }
}

/// A number task: the field, check (Enter in the field too), and the
/// answer, read out; once right, the field is read-only (it keeps the
/// focus), Check is spent and `next` (the way on) follows the answer.
fn number_task(
    lang: Lang,
    (ask, answer, moment, prompt): (Count, u64, &Rc<Stepper>, String),
    (text, checked, tries, finished): (&String, Option<Judged>, u32, bool),
    (send, next): (&Callback<lesson_machine::Event>, Option<Html>),
) -> Html {
    let n = moment.n();
    let done = checked == Some(Judged::Right);
    let onsubmit = send.reform(|e: SubmitEvent| {
        e.prevent_default();
        lesson_machine::Event::Check
    });
    let said = match checked {
        None => String::new(),
        Some(Judged::Empty) => texts::NO_ANSWER.get(lang).into(),
        Some(Judged::NotANumber) => texts::BAD_ANSWER.get(lang).into(),
        Some(Judged::Binary) => texts::BINARY_NOT_DECIMAL.get(lang).into(),
        // Only a task with a range is flagged (the machine's rule).
        Some(Judged::OutOfRange) => texts::out_of_range(
            lang,
            ask.range().unwrap_or(Range::Bits),
            n,
            crate::domain::input::count(text).unwrap_or(u64::MAX),
        ),
        // The lesson's last answer: said with it, in the same status.
        Some(Judged::Right) if finished => format!(
            "{} {}",
            texts::number_feedback(lang, ask, answer, answer),
            texts::LESSON_COMPLETE.get(lang)
        ),
        Some(Judged::Right) => texts::number_feedback(lang, ask, answer, answer),
        // A typical slip is named; any other wrong number gets the hint
        // (said close only where it is).
        Some(Judged::Wrong) => {
            let typed: u64 = parse_answer(text).unwrap_or(0).into();
            slip((ask, answer), moment, typed).map_or_else(
                || texts::number_feedback(lang, ask, typed, answer),
                |found| texts::slip_feedback(lang, found, typed),
            )
        }
    };
    // Not graded: the field is in error, as its status says (a binary row
    // is the right value, only in the other base: as at the exercises).
    let invalid = matches!(
        checked,
        Some(Judged::Empty | Judged::NotANumber | Judged::OutOfRange)
    );
    let correct = match checked {
        Some(Judged::Right) => Some("true"),
        Some(Judged::Wrong) => Some("false"),
        _ => None,
    };
    html! {
        <>
            // The task's question, the field's label (the group is named
            // by the "Task" word before it).
            <p>
                { task_label(lang) }{ " " }
                <label for="lesson-number" data-testid="lesson-number-question">{ in_words(&prompt, lang) }</label>
            </p>
            <form class="lesson-number" {onsubmit}>
                { number_field("lesson-number", text, (done, invalid), "lesson-result", &send.reform(lesson_machine::Event::Type)) }
                { check_button(lang, "lesson-number-check", done) }
            </form>
            <p class="task-result" id="lesson-result" role="status" data-testid="lesson-number-result" data-correct={correct}>{ renewed(tries, shown_and_spoken(&said, n, lang)) }</p>
            if done {
                { next.unwrap_or_default() }
            }
        </>
    }
}

/// The click task's buttons, one under each column of the board; once the
/// column is found they are spent (they keep the focus, a press does
/// nothing) and out of the Tab order, as a checked answer's Check is
/// (`answer`).
fn click_row(
    lang: Lang,
    stop: Stop,
    clicked: &[usize],
    send: &Callback<lesson_machine::Event>,
) -> Html {
    let Task::Click { column, .. } = stop.task else {
        return Html::default();
    };
    let n = stop.n;
    let done = clicked.contains(&column);
    let buttons = (0..n).map(|c| {
        let onclick = send.reform(move |_: MouseEvent| lesson_machine::Event::Click(c));
        // A column chosen says so, and whether it is the one asked for:
        // in its name, and to the eye by a mark (✓, ✗) and its frame, not
        // by colour alone; it stays at full strength once the task is
        // done, when the others fade as spent.
        let chosen = clicked.contains(&c).then_some(c == column);
        let class = classes!(
            "col-button",
            chosen.map(|right| if right { "right" } else { "wrong" })
        );
        let label = match chosen {
            Some(right) => texts::chosen_column(lang, c, right),
            None => texts::column_button(lang, c, None),
        };
        let mark = chosen.map(|right| {
            tag_attrs(
                "span",
                attrs!["class" => "mark", "aria-hidden" => "true"],
                if right { "✓" } else { "✗" },
            )
        });
        html! {
            <button class={class} data-testid={format!("lesson-col-{c}")} onclick={onclick} aria-disabled={ran_out(done)}
                    tabindex={done.then_some("-1")}
                    aria-label={label}>{ c }{ mark.unwrap_or_default() }</button>
        }
    });
    html! {
        <div class="grid-n col-buttons" style={format!("--n:{n}")} role="group" aria-label={texts::CLICK_HINT.get(lang)}>
            { tag_class("span", "row-label", texts::COLUMN.get(lang)) }
            { for buttons }
            <span class="row-tail"></span>
        </div>
    }
}

/// The link to the "write the bits" tab (back to the learner's draft).
fn go_write(lang: Lang, draft: Option<Draft>, send: &Callback<page::Event>) -> Html {
    let draft = draft.unwrap_or_default();
    let href = to_query(&Params {
        view: View::Learn,
        write: Some(draft.clone()),
        lang: Some(lang),
        ..Params::default()
    });
    let onclick = link::in_page(send, page::Event::Write(Some(draft)));
    html! {
        { tag("li", link_to(href, "lesson-go-write", Some(onclick), write_texts::GO_WRITE.get(lang))) }
    }
}

/// The link to the search tree of the lesson's board (n = 5).
fn go_tree(lang: Lang, go: &Callback<Go>) -> Html {
    let href = to_query(&Params {
        view: View::Tree,
        n: LESSON_N,
        lang: Some(lang),
        ..Params::default()
    });
    let onclick = link::in_page(go, Go::Tree(LESSON_N));
    html! {
        { tag("li", link_to(href, "lesson-go-tree", Some(onclick), texts::GO_TREE.get(lang))) }
    }
}

/// The pointers at the end of the lesson.
/// A link of the way on from the lesson, to `view` (the exercises of seed
/// `quiz` on this page).
fn place_link(
    (lang, p): (Lang, &LessonViewProps),
    (label, testid): (&'static str, &'static str),
    (view, quiz): (View, Option<u64>),
) -> Html {
    let href = to_query(&Params {
        view,
        quiz,
        lang: Some(lang),
        ..Params::default()
    });
    // The exercises are on this page; the others are pages of their own.
    let onclick = match view {
        View::Learn => link::in_page(&p.send, page::Event::Quiz(quiz)),
        _ => link::in_page(&p.go, Go::View(view)),
    };
    link_to(href, testid, Some(onclick), label)
}

/// The lesson finished (its last question answered): said and shown once,
/// with the answer (its status, just above); here the way on: the
/// exercises, the stepper.
fn complete(lang: Lang, p: &LessonViewProps, quiz_seed: u64) -> Html {
    html! {
        <div class="lesson-complete" data-testid="lesson-complete">
            <ul>
                { tag("li", place_link((lang, p), (texts::GO_QUIZ.get(lang), "lesson-complete-quiz"), (View::Learn, Some(quiz_seed)))) }
                { tag("li", place_link((lang, p), (texts::GO_STEPPER.get(lang), "lesson-complete-stepper"), (View::Stepper, None))) }
            </ul>
        </div>
    }
}

fn next_places(lang: Lang, p: &LessonViewProps, quiz_seed: u64) -> Html {
    let link = |label: &'static str, testid: &'static str, view: View, quiz: Option<u64>| {
        tag("li", place_link((lang, p), (label, testid), (view, quiz)))
    };
    html! {
        <section class="next-places" aria-labelledby="next-places">
            { tag_attrs("h3", attrs!["id" => "next-places"], texts::NEXT_PLACES.get(lang)) }
            <ul>
                { link(texts::GO_QUIZ.get(lang), "lesson-go-quiz", View::Learn, Some(quiz_seed)) }
                { go_write(lang, p.draft.clone(), &p.send) }
                { link(texts::GO_SYMMETRY.get(lang), "lesson-go-symmetry", View::Symmetry, None) }
                { link(texts::GO_COUNT.get(lang), "lesson-go-count", View::Count, None) }
                { link(texts::GO_CODE.get(lang), "lesson-go-code", View::Stepper, None) }
                { go_tree(lang, &p.go) }
            </ul>
        </section>
    }
}
