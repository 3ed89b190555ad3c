//! One stop of the lesson: its text, the live board, the bit rows it is
//! about (the others dimmed), its small task, and the way on.

use yew::prelude::*;

use crate::components::{board, link, BitRow};
use crate::domain::learn::lesson::{next_column, stops, Stop, Task, Topic};
use crate::domain::learn::texts;
use crate::hooks::use_lesson_keys;
use crate::i18n::Lang;
use crate::state::url::{to_query, Params, View};
use crate::state::{Action, AppState};
use solver::{Stepper, Timeline};

#[derive(Properties, PartialEq)]
pub struct LessonViewProps {
    /// From 1; clamped to the lesson's length here.
    pub stop: usize,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<AppState>,
}

#[function_component(LessonView)]
pub fn lesson_view(p: &LessonViewProps) -> Html {
    let lang = p.lang;
    let all = use_memo((), |_| stops());
    let total = all.len();
    let k = p.stop.clamp(1, total);
    let stop: Stop = all[k - 1];
    // The stop's moment, found once; and what the learner did there: the
    // live state (after "Step once"), the squares clicked. (The page keys
    // this view by the stop, so another stop starts afresh.)
    let moment = use_memo(k, |_| Timeline::new(stop.n).seek(stop.step));
    let live = use_state(|| (*moment).clone());
    let clicked = use_state(Vec::<usize>::new);
    use_lesson_keys(k, total, &p.dispatch);
    let s: &Stepper = &live;
    let n = stop.n;
    let c = s.counters();
    html! {
        <section class="lesson" data-testid="lesson-stop" data-index={k.to_string()} data-total={total.to_string()}
                 data-n={n.to_string()} data-step={c.steps.to_string()} data-topic={stop.topic.id()} aria-labelledby="stop-title">
            <p class="lesson-progress" data-testid="lesson-progress">
                <progress max={total.to_string()} value={k.to_string()} aria-hidden="true"></progress>
                { texts::progress(lang, k, total) }
            </p>
            <h3 id="stop-title">{ texts::stop_title(lang, stop.topic) }</h3>
            <p class="lesson-text" data-testid="lesson-text">{ texts::stop_body(lang, stop.topic, &moment) }</p>
            <div class="lesson-task" role="group" aria-labelledby="task-label">
                <p><strong id="task-label">{ texts::TASK_LABEL.get(lang) }</strong>{ " " }{ texts::task_prompt(lang, stop.task) }</p>
                { task_view(lang, stop, &moment, s, &live, &clicked) }
            </div>
            <div class="lesson-stage">
                { board(n, &s.queens(), s.row(), s.current_bits(), lang) }
                { click_row(lang, stop, &moment, &live, &clicked) }
                <p class="hint">{ texts::ROWS_NOTE.get(lang) }</p>
                { lesson_rows(stop, s, lang) }
            </div>
            { lesson_nav(lang, (k, total), (n, c.steps), &p.dispatch) }
            <p class="hint">{ texts::KEYS_HINT.get(lang) }</p>
            if stop.topic == Topic::End {
                { next_places(lang, &p.dispatch) }
            }
        </section>
    }
}

/// The rows of the moment shown, those the stop is about in focus.
fn lesson_rows(stop: Stop, s: &Stepper, lang: Lang) -> Html {
    let n = stop.n;
    let rows = s.current_bits().rows().into_iter().map(|(row, value)| {
        let shown = if stop.rows.contains(&row) {
            "focus"
        } else {
            "dim"
        };
        let class = classes!(format!("k-{}", row.key()), shown);
        BitRow::new(row.name(), value, n)
            .lang(lang)
            .with(format!("lesson-bits-{}", row.key()), class)
            .view()
    });
    html! {
        <div class="grid-n bit-grid" style={format!("--n:{n}")}>{ for rows }</div>
    }
}

/// The previous and next stops (stop `k` of `total`), and the moment shown
/// (board `n` at `step`) in the full stepper.
fn lesson_nav(
    lang: Lang,
    (k, total): (usize, usize),
    (n, step): (usize, u64),
    dispatch: &UseReducerDispatcher<AppState>,
) -> Html {
    let go = |to: usize| {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(Action::SetStop(to)))
    };
    let stepper_href = to_query(&Params {
        view: View::Stepper,
        n,
        step,
        lang: Some(lang),
        ..Params::default()
    });
    let open_stepper = link::in_page(dispatch.clone(), vec![Action::OpenInStepper { n, step }]);
    html! {
        <nav class="lesson-nav" aria-label={texts::LESSON_TAB.get(lang)}>
            <button data-testid="lesson-prev" disabled={k == 1} onclick={go(k.saturating_sub(1).max(1))}>
                <span aria-hidden="true">{ "← " }</span>{ texts::PREV.get(lang) }
            </button>
            <button data-testid="lesson-next" disabled={k == total} onclick={go((k + 1).min(total))}>
                { texts::NEXT.get(lang) }<span aria-hidden="true">{ " →" }</span>
            </button>
            <a href={stepper_href} onclick={open_stepper} data-testid="lesson-open-stepper">{ texts::OPEN_IN_STEPPER.get(lang) }</a>
        </nav>
    }
}

/// The stop's task: a step to take, or a square to click. `moment` is the
/// stop's state, `s` the state shown now.
fn task_view(
    lang: Lang,
    stop: Stop,
    moment: &std::rc::Rc<Stepper>,
    s: &Stepper,
    live: &UseStateHandle<Stepper>,
    clicked: &UseStateHandle<Vec<usize>>,
) -> Html {
    let n = stop.n;
    match stop.task {
        Task::Look => Html::default(),
        Task::Step { watch } => {
            let at_stop = s.counters().steps == stop.step;
            let onclick = {
                let (live, moment) = (live.clone(), moment.clone());
                Callback::from(move |_| {
                    let mut next = (*moment).clone();
                    if at_stop {
                        next.next();
                    }
                    live.set(next);
                })
            };
            let result = (!at_stop).then(|| {
                let before = watch.value(moment);
                html! { <p class="task-result" data-testid="lesson-step-result" role="status">{ texts::step_result(lang, watch, before, watch.value(s), n) }</p> }
            });
            html! {
                <>
                    <button data-testid="lesson-step" onclick={onclick}>
                        { if at_stop { texts::STEP_ONCE.get(lang) } else { texts::STEP_AGAIN.get(lang) } }
                    </button>
                    { for result }
                </>
            }
        }
        Task::Click { column } => {
            let feedback = match clicked.last() {
                Some(&c) if c == column => Some((true, texts::CLICK_RIGHT.get(lang))),
                Some(_) => Some((false, texts::CLICK_WRONG.get(lang))),
                None => None,
            };
            html! {
                <>
                    <p class="hint">{ texts::CLICK_HINT.get(lang) }</p>
                    <p class="task-result" role="status" data-testid="lesson-click-result"
                       data-correct={feedback.map(|(ok, _)| ok.to_string())}>
                        { feedback.map(|(_, t)| t).unwrap_or_default() }
                    </p>
                </>
            }
        }
    }
}

/// The click task's buttons, one under each column of the board.
fn click_row(
    lang: Lang,
    stop: Stop,
    moment: &std::rc::Rc<Stepper>,
    live: &UseStateHandle<Stepper>,
    clicked: &UseStateHandle<Vec<usize>>,
) -> Html {
    let Task::Click { column } = stop.task else {
        return Html::default();
    };
    let n = stop.n;
    let done = clicked.contains(&column);
    let buttons = (0..n).map(|c| {
        let onclick = {
            let (clicked, live, moment) = (clicked.clone(), live.clone(), moment.clone());
            Callback::from(move |_| {
                let mut tried = (*clicked).clone();
                if !tried.contains(&c) {
                    tried.push(c);
                }
                if c == column {
                    // Show the Place that puts the queen there.
                    let mut next = (*moment).clone();
                    if next_column(&next) == Some(c) {
                        next.next();
                    }
                    live.set(next);
                }
                clicked.set(tried);
            })
        };
        let class = classes!(
            "col-button",
            clicked.contains(&c).then_some(if c == column { "right" } else { "wrong" })
        );
        html! {
            <button class={class} data-testid={format!("lesson-col-{c}")} onclick={onclick} disabled={done}
                    aria-label={texts::column_button(lang, c, None)}>{ c }</button>
        }
    });
    html! {
        <div class="grid-n col-buttons" style={format!("--n:{n}")} role="group" aria-label={texts::CLICK_HINT.get(lang)}>
            <span class="row-label">{ texts::COLUMN.get(lang) }</span>
            { for buttons }
            <span class="row-tail"></span>
        </div>
    }
}

/// The pointers at the end of the lesson.
fn next_places(lang: Lang, d: &UseReducerDispatcher<AppState>) -> Html {
    let link = |label: &'static str, testid: &'static str, view: View, quiz: Option<u64>| {
        let href = to_query(&Params {
            view,
            quiz,
            lang: Some(lang),
            ..Params::default()
        });
        let onclick = link::in_page(
            d.clone(),
            vec![Action::SetQuiz(quiz), Action::SetView(view)],
        );
        html! { <li><a href={href} data-testid={testid} onclick={onclick}>{ label }</a></li> }
    };
    html! {
        <section class="next-places" aria-labelledby="next-places">
            <h3 id="next-places">{ texts::NEXT_PLACES.get(lang) }</h3>
            <ul>
                { link(texts::GO_QUIZ.get(lang), "lesson-go-quiz", View::Learn, Some(super::quiz_view::fresh_seed())) }
                { link(texts::GO_SYMMETRY.get(lang), "lesson-go-symmetry", View::Symmetry, None) }
                { link(texts::GO_COUNT.get(lang), "lesson-go-count", View::Count, None) }
            </ul>
        </section>
    }
}
