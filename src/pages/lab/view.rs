//! The algorithm lab (`?view=lab`): every method on one board size, run in a
//! web worker one after another with a time limit; a table of exact counts,
//! log-scale charts that accumulate over runs, and the watch mode.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::components::markup::{number_options, ran_out, table_head, tag, tag_class};
use yew::prelude::*;

use super::watch::WatchView;
use crate::components::{chart, cited};
use crate::domain::chart_axes::{format_ms, TIME_FLOOR_MS};
use crate::domain::chart_svg::{LogChart, Series, ValueKind};
use crate::domain::lab::model::{LabMethod, LAB_N};
use crate::domain::lab::texts as t;
use crate::domain::lab::timing::format_run_ms;
use crate::hooks::use_focus_rescue;
use crate::i18n::Lang;
use crate::workers::client::Client;
use crate::workers::lab::{LabReply, LabRequest, LAB_PATIENCE, SCRIPT};

/// The first board of a run over a range of n (smaller boards take no
/// time worth a curve).
const RANGE_FROM: usize = 4;

/// The lab's time chart goes down to 0.1 µs: its short times are medians
/// of repeated runs (`domain::lab::timing`), not single readings of the
/// clock.
const LAB_TIME_FLOOR_MS: f64 = TIME_FLOOR_MS / 100.0;

/// Time limits offered, in seconds.
const LIMITS: [u32; 4] = [1, 5, 15, 60];
const DEFAULT_LIMIT: u32 = 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RowState {
    Idle,
    Queued,
    Running,
    Done,
    Timeout,
    Cancelled,
    /// The worker never answered (it failed to load or crashed).
    Error,
    /// Not run: in a run over a range of n, the method reached its time
    /// limit on a smaller board, and a larger one would only do the same.
    Skipped,
}

impl RowState {
    fn id(self) -> &'static str {
        match self {
            RowState::Idle => "idle",
            RowState::Queued => "queued",
            RowState::Running => "running",
            RowState::Done => "done",
            RowState::Timeout => "timeout",
            RowState::Cancelled => "cancelled",
            RowState::Error => "error",
            RowState::Skipped => "skipped",
        }
    }

    fn text(self, lang: Lang) -> &'static str {
        match self {
            RowState::Idle => t::STATE_IDLE.get(lang),
            RowState::Queued => t::STATE_QUEUED.get(lang),
            RowState::Running => t::STATE_RUNNING.get(lang),
            RowState::Done => t::STATE_DONE.get(lang),
            RowState::Timeout => t::STATE_TIMEOUT.get(lang),
            RowState::Cancelled => t::STATE_CANCELLED.get(lang),
            RowState::Error => t::STATE_ERROR.get(lang),
            RowState::Skipped => t::STATE_SKIPPED.get(lang),
        }
    }

    fn pending(self) -> bool {
        matches!(self, RowState::Queued | RowState::Running)
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Row {
    state: RowState,
    reply: Option<LabReply>,
}

/// A finished run, kept for the charts.
#[derive(Clone, Debug, PartialEq)]
struct Point {
    method: LabMethod,
    n: usize,
    /// `None`: below the clock's resolution (no point on the time chart).
    ms: Option<f64>,
    leaves: Option<u64>,
}

/// The lab's state. Kept across view changes (see [`SAVED`]).
#[derive(Clone, Debug, PartialEq)]
struct Lab {
    /// The board size chosen for the next run.
    n: usize,
    limit_s: u32,
    /// The board size of the rows shown.
    table_n: usize,
    rows: Vec<Row>,
    /// Every finished run (the last one of each method and n), in
    /// increasing n.
    history: Vec<Point>,
    /// The methods of the current run stopped by the time limit, and the
    /// board where they were: a run over a range of n skips them after.
    gave_up: Vec<(LabMethod, usize)>,
}

impl Default for Lab {
    fn default() -> Self {
        Lab {
            n: 8,
            limit_s: DEFAULT_LIMIT,
            table_n: 8,
            rows: vec![
                Row {
                    state: RowState::Idle,
                    reply: None
                };
                LabMethod::ALL.len()
            ],
            history: Vec::new(),
            gave_up: Vec::new(),
        }
    }
}

impl Lab {
    fn running(&self) -> bool {
        self.rows.iter().any(|r| r.state.pending())
    }

    /// Every pending row becomes `to` (cancel, a lost worker, leaving the page).
    fn stop_pending(&mut self, to: RowState) {
        for row in self.rows.iter_mut().filter(|r| r.state.pending()) {
            row.state = to;
        }
    }
}

enum LabAction {
    SetN(usize),
    SetLimit(u32),
    /// A run of every method on `n` was sent to the worker.
    Start {
        n: usize,
    },
    /// A run over a range of n moved on to board `n` (the methods that
    /// gave up on a smaller board are skipped).
    NextBoard {
        n: usize,
    },
    /// The worker started on this row (its request was sent).
    Running(usize),
    Reply(LabReply),
    Cancel,
    WorkerLost,
    ClearHistory,
}

impl Reducible for Lab {
    type Action = LabAction;

    fn reduce(self: Rc<Self>, action: LabAction) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            LabAction::SetN(n) => s.n = n,
            LabAction::SetLimit(l) => s.limit_s = l,
            LabAction::Start { n } => {
                s.table_n = n;
                s.gave_up.clear();
                for (i, row) in s.rows.iter_mut().enumerate() {
                    row.reply = None;
                    row.state = if i == 0 {
                        RowState::Running
                    } else {
                        RowState::Queued
                    };
                }
            }
            LabAction::NextBoard { n } => {
                s.table_n = n;
                for (&m, row) in LabMethod::ALL.iter().zip(s.rows.iter_mut()) {
                    row.reply = None;
                    row.state = if s.gave_up.iter().any(|&(g, _)| g == m) {
                        RowState::Skipped
                    } else {
                        RowState::Queued
                    };
                }
            }
            LabAction::Running(i) => {
                if let Some(row) = s.rows.get_mut(i).filter(|r| r.state == RowState::Queued) {
                    row.state = RowState::Running;
                }
            }
            LabAction::Reply(reply) => {
                let Some(method) = LabMethod::from_id(&reply.method) else {
                    return self;
                };
                let row = &mut s.rows[method.index()];
                if row.state != RowState::Running {
                    return self; // A late answer after a cancel: not shown.
                }
                row.state = if reply.error.is_some() {
                    RowState::Error
                } else if reply.finished {
                    RowState::Done
                } else {
                    s.gave_up.push((method, reply.n as usize));
                    RowState::Timeout
                };
                if reply.finished && reply.error.is_none() {
                    let n = reply.n as usize;
                    s.history.retain(|p| !(p.method == method && p.n == n));
                    // In increasing n, as the charts draw them.
                    let at = s.history.partition_point(|p| p.n <= n);
                    s.history.insert(
                        at,
                        Point {
                            method,
                            n,
                            ms: reply.below_resolution.is_none().then_some(reply.ms),
                            leaves: reply.leaves,
                        },
                    );
                }
                row.reply = Some(reply);
            }
            LabAction::Cancel => s.stop_pending(RowState::Cancelled),
            LabAction::WorkerLost => s.stop_pending(RowState::Error),
            LabAction::ClearHistory => s.history.clear(),
        }
        Rc::new(s)
    }
}

thread_local! {
    /// The lab as it was when the learner left the view.
    static SAVED: RefCell<Option<Lab>> = const { RefCell::new(None) };
}

/// The worker side of the page: every method of a run in turn, one
/// request at a time, through the lab worker's client.
#[derive(Default)]
struct Runner {
    client: Option<Client>,
    limit_ms: f64,
    dispatcher: Option<UseReducerDispatcher<Lab>>,
}

impl Runner {
    fn dispatcher(weak: &Weak<RefCell<Runner>>) -> Option<UseReducerDispatcher<Lab>> {
        weak.upgrade()?.borrow().dispatcher.clone()
    }

    fn on_reply(weak: &Weak<RefCell<Runner>>, reply: LabReply) {
        let Some(dispatcher) = Runner::dispatcher(weak) else {
            return;
        };
        let n = reply.n;
        // Stopped by the limit: the same method on a larger board of the
        // range would only be stopped again (and cost the limit again).
        let gave_up = (!reply.finished && reply.error.is_none()).then(|| reply.method.clone());
        dispatcher.dispatch(LabAction::Reply(reply));
        let next = weak.upgrade().and_then(|this| {
            let r = this.borrow();
            let client = r.client.as_ref()?;
            if let Some(method) = &gave_up {
                client.drop_held::<LabRequest>(|q| &q.method == method);
            }
            client.send_next::<LabRequest>(r.limit_ms)
        });
        let Some(next) = next else {
            return;
        };
        // A run over a range of n: the table moves on to the next board.
        if next.n != n {
            dispatcher.dispatch(LabAction::NextBoard { n: next.n as usize });
        }
        if let Some(m) = LabMethod::from_id(&next.method) {
            dispatcher.dispatch(LabAction::Running(m.index()));
        }
    }

    /// Drops the worker (it closes after its current request) and the
    /// requests not sent.
    fn stop(&mut self) {
        if let Some(client) = &self.client {
            client.stop();
        }
    }

    /// Queues every method on each board of `ns` in turn and sends the
    /// first.
    fn start(this: &Rc<RefCell<Runner>>, ns: std::ops::RangeInclusive<usize>, limit_ms: f64) {
        let mut r = this.borrow_mut();
        r.limit_ms = limit_ms;
        let client = r.client.get_or_insert_with(|| {
            let (on_reply, on_silent) = (Rc::downgrade(this), Rc::downgrade(this));
            Client::new(
                SCRIPT,
                LAB_PATIENCE,
                move |reply| Runner::on_reply(&on_reply, reply),
                move || {
                    if let Some(d) = Runner::dispatcher(&on_silent) {
                        d.dispatch(LabAction::WorkerLost);
                    }
                },
            )
        });
        let run = client.next_run();
        client.hold(ns.flat_map(|n| {
            LabMethod::ALL.iter().map(move |m| LabRequest {
                run,
                method: m.id().to_string(),
                n: n as u32,
                limit_ms,
            })
        }));
        client.send_next::<LabRequest>(limit_ms);
    }
}

#[derive(Properties, PartialEq)]
pub struct LabViewProps {
    pub lang: Lang,
}

#[function_component(LabView)]
pub fn lab_view(p: &LabViewProps) -> Html {
    let lang = p.lang;
    let lab = use_reducer(|| {
        let mut lab = SAVED.with(|s| s.borrow_mut().take()).unwrap_or_default();
        lab.stop_pending(RowState::Cancelled);
        lab
    });
    let runner = use_mut_ref(Runner::default);
    runner.borrow_mut().dispatcher = Some(lab.dispatcher());
    // A run turns its buttons off, and a finished one the cancel button.
    use_focus_rescue(lab.running(), "lab-cancel", "lab-run");

    // Remember the lab for the next visit; leaving the view drops the worker.
    {
        let snapshot = (*lab).clone();
        use_effect_with(snapshot, |snapshot| {
            SAVED.with(|s| *s.borrow_mut() = Some(snapshot.clone()));
        });
        let runner = runner.clone();
        use_effect_with((), move |_| {
            move || {
                runner.borrow_mut().stop();
                SAVED.with(|s| {
                    if let Some(lab) = s.borrow_mut().as_mut() {
                        lab.stop_pending(RowState::Cancelled);
                    }
                });
            }
        });
    }

    let on_n = {
        let d = lab.dispatcher();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse() {
                d.dispatch(LabAction::SetN(n));
            }
        })
    };
    let on_limit = {
        let d = lab.dispatcher();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(l) = select.value().parse() {
                d.dispatch(LabAction::SetLimit(l));
            }
        })
    };
    let on_run = {
        let d = lab.dispatcher();
        let runner = runner.clone();
        let (n, limit_s) = (lab.n, lab.limit_s);
        Callback::from(move |_| {
            d.dispatch(LabAction::Start { n });
            Runner::start(&runner, n..=n, f64::from(limit_s) * 1000.0);
        })
    };
    // Every board from RANGE_FROM up to n: the whole curve in one run.
    let on_range = {
        let d = lab.dispatcher();
        let runner = runner.clone();
        let (n, limit_s) = (lab.n, lab.limit_s);
        let from = RANGE_FROM.min(n);
        Callback::from(move |_| {
            d.dispatch(LabAction::Start { n: from });
            Runner::start(&runner, from..=n, f64::from(limit_s) * 1000.0);
        })
    };
    let on_cancel = {
        let d = lab.dispatcher();
        let runner = runner.clone();
        Callback::from(move |_| {
            runner.borrow_mut().stop();
            d.dispatch(LabAction::Cancel);
        })
    };
    let on_clear = {
        let d = lab.dispatcher();
        Callback::from(move |_| d.dispatch(LabAction::ClearHistory))
    };

    html! {
        <div class="lab">
            { tag("h2", t::TITLE.get(lang)) }
            { tag_class("p", "lead", t::INTRO.get(lang)) }
            { controls(lang, &lab, (on_n, on_limit), (on_run, on_range, on_cancel)) }
            { results_table(lang, &lab) }
            { definitions(lang) }
            { carry_chain(lang) }
            { charts(lang, &lab.history, on_clear) }
            <WatchView lang={lang} />
        </div>
    }
}

/// The board size, the time limit, run and cancel.
fn controls(
    lang: Lang,
    lab: &Lab,
    (on_n, on_limit): (Callback<Event>, Callback<Event>),
    (on_run, on_range, on_cancel): (
        Callback<MouseEvent>,
        Callback<MouseEvent>,
        Callback<MouseEvent>,
    ),
) -> Html {
    let running = lab.running();
    let limits = LIMITS.iter().map(|&s| {
        html! { <option value={s.to_string()} selected={s == lab.limit_s}>{ t::seconds(lang, s) }</option> }
    });
    html! {
        <div class="controls lab-controls" role="group" aria-label={t::TABLE_CAPTION.get(lang)}>
            <label class="field">
                { tag("span", t::N_LABEL.get(lang)) }
                <select data-testid="lab-n" onchange={on_n}>
                    { number_options(LAB_N, lab.n) }
                </select>
            </label>
            <label class="field">
                { tag("span", t::LIMIT_LABEL.get(lang)) }
                <select data-testid="lab-limit" onchange={on_limit}>{ for limits }</select>
            </label>
            <button class="primary" data-testid="lab-run" onclick={on_run} disabled={running}>
                { "▶ " }{ t::RUN.get(lang) }
            </button>
            <button data-testid="lab-run-range" onclick={on_range} disabled={running}>
                { "▶ " }{ t::run_range(lang, RANGE_FROM.min(lab.n), lab.n) }
            </button>
            <button data-testid="lab-cancel" onclick={on_cancel} disabled={!running}>
                { "■ " }{ t::CANCEL.get(lang) }
            </button>
        </div>
    }
}

/// The results of the last run, one row per method, and their notes.
fn results_table(lang: Lang, lab: &Lab) -> Html {
    let running = lab.running();
    let rows = LabMethod::ALL.iter().zip(&lab.rows).map(|(&m, row)| {
        let gave_up = lab.gave_up.iter().find(|g| g.0 == m).map(|g| g.1);
        table_row(lang, m, row, (lab.limit_s, gave_up))
    });
    html! {
        <>
            <div class="lab-table-wrap">
                <table class="lab-table" data-testid="lab-table" data-n={lab.table_n.to_string()}
                       data-running={running.to_string()} aria-busy={running.to_string()}>
                    { tag("caption", t::results_for(lang, lab.table_n)) }
                    { table_head(lang, &[t::COL_METHOD, t::COL_SOLUTIONS, t::COL_LEAVES, t::COL_NODES, t::COL_TIME, t::COL_STATE]) }
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <ul class="notes">
                { tag("li", t::NOTE_LOWER_BOUND.get(lang)) }
                <li>{ cited(t::NOTE_SYMMETRY.get(lang), lang, false) }</li>
                { tag("li", t::NOTE_TIMING.get(lang)) }
                { tag("li", t::NOTE_CANCEL.get(lang)) }
            </ul>
        </>
    }
}

/// What the columns count, and how each method searches.
fn definitions(lang: Lang) -> Html {
    let methods = LabMethod::ALL.iter().map(|&m| {
        html! {
            <div>
                { tag("dt", t::method_name(lang, m)) }
                <dd>{ cited(t::method_how(lang, m), lang, false) }</dd>
            </div>
        }
    });
    html! {
        <section class="lab-defs" aria-labelledby="lab-defs-title">
            <h3 id="lab-defs-title">{ t::DEFS_TITLE.get(lang) }</h3>
            <ul class="def-general">
                { tag("li", t::DEF_SOLUTIONS.get(lang)) }
                { tag("li", t::DEF_NODES.get(lang)) }
                { tag("li", t::DEF_LEAVES.get(lang)) }
                { tag("li", t::DEF_TIME.get(lang)) }
            </ul>
            <dl class="def-methods" data-testid="lab-definitions">{ for methods }</dl>
        </section>
    }
}

/// The carry chain's card, with its figure.
fn carry_chain(lang: Lang) -> Html {
    html! {
        <section class="lab-chain" data-testid="lab-carrychain-card" aria-labelledby="lab-chain-title">
            <h3 id="lab-chain-title">{ t::CHAIN_TITLE.get(lang) }</h3>
            <figure>
                // A static file copied by trunk (index.html): no cost to the wasm.
                <img src="carry-chain.svg" width="260" height="260" alt={t::CHAIN_ALT.get(lang)}
                     data-testid="lab-carrychain-figure" />
                { tag("figcaption", t::CHAIN_FIGURE.get(lang)) }
            </figure>
            { tag("p", t::CHAIN_TEXT.get(lang)) }
        </section>
    }
}

/// The time and the leaves of every finished run, on log charts.
fn charts(lang: Lang, history: &[Point], on_clear: Callback<MouseEvent>) -> Html {
    let series = |value: &dyn Fn(&Point) -> Option<f64>| -> Vec<Series> {
        LabMethod::ALL
            .iter()
            .map(|&m| Series {
                key: m.id().into(),
                label: t::method_name(lang, m).into(),
                index: m.index(),
                points: history
                    .iter()
                    .filter(|p| p.method == m)
                    .filter_map(|p| value(p).map(|v| (p.n, v)))
                    .collect(),
            })
            .collect()
    };
    html! {
        <section class="lab-charts" aria-labelledby="lab-charts-title">
            <h3 id="lab-charts-title">{ t::CHARTS_TITLE.get(lang) }</h3>
            <div class="chart-pair">
                { chart(&LogChart {
                    title: t::CHART_TIME.get(lang),
                    testid: "lab-chart-time",
                    series: series(&|p| p.ms),
                    kind: ValueKind::Millis,
                    empty: t::CHART_EMPTY.get(lang),
                    floor: Some(LAB_TIME_FLOOR_MS),
                }) }
                { chart(&LogChart {
                    title: t::CHART_LEAVES.get(lang),
                    testid: "lab-chart-leaves",
                    series: series(&|p| p.leaves.map(|l| l as f64)),
                    kind: ValueKind::Count,
                    empty: t::CHART_EMPTY.get(lang),
                    floor: None,
                }) }
            </div>
            { tag_class("p", "hint", t::CHART_NOTE.get(lang)) }
            // Marked, not disabled, when there is nothing to clear: turned
            // off by its own press, it dropped the focus to the page.
            <button data-testid="lab-clear" onclick={on_clear} aria-disabled={ran_out(history.is_empty())}>
                { t::CLEAR.get(lang) }
            </button>
        </section>
    }
}

/// One row of the results table, with its exact counts as data attributes.
/// `gave_up`: the board where the method reached the limit in this run.
fn table_row(
    lang: Lang,
    m: LabMethod,
    row: &Row,
    (limit_s, gave_up): (u32, Option<usize>),
) -> Html {
    let reply = row.reply.as_ref().filter(|r| r.error.is_none());
    let finished = reply.is_some_and(|r| r.finished);
    let attr = |v: Option<u64>| v.map(|v| AttrValue::from(v.to_string()));
    let count = |v: Option<u64>| -> Html {
        match v {
            None => html! { { tag_class("span", "muted", "—") } },
            Some(v) => html! { t::count_cell(v, finished) },
        }
    };
    let solutions = match reply {
        None => html! { { tag_class("span", "muted", "—") } },
        Some(r) => html! {
            <>
                { t::count_cell(r.solutions, finished) }
                if let Some(u) = r.unique {
                    <span class="unique">{ format!(" ({} {})", t::count_cell(u, finished), t::UNIQUE.get(lang)) }</span>
                }
            </>
        },
    };
    let time = match reply {
        None => "—".to_string(),
        Some(r) if !r.finished => format!("≥ {}", t::seconds(lang, limit_s)),
        Some(LabReply {
            below_resolution: Some(res),
            ..
        }) => t::below_resolution(lang, &format_ms(*res)),
        Some(r) if r.runs > 1 => format!("{} {}", format_run_ms(r.ms), t::median_of(lang, r.runs)),
        Some(r) => format_ms(r.ms),
    };
    let state = row.state;
    html! {
        <tr data-testid={format!("lab-row-{}", m.id())} data-state={state.id()}
            data-n={reply.map(|r| r.n.to_string())}
            data-solutions={attr(reply.map(|r| r.solutions))}
            data-unique={attr(reply.and_then(|r| r.unique))}
            data-leaves={attr(reply.and_then(|r| r.leaves))}
            data-nodes={attr(reply.and_then(|r| r.nodes))}
            data-ms={reply.filter(|r| r.below_resolution.is_none()).map(|r| crate::format::Fixed(r.ms, 3).to_string())}
            data-runs={reply.map(|r| r.runs.to_string())}
            data-below-resolution={reply.map(|r| r.below_resolution.is_some().to_string())}
            class={classes!("state-".to_string() + state.id())}>
            <th scope="row" data-label={t::COL_METHOD.get(lang)}>
                <svg class="legend-mark" viewBox="0 0 16 16" aria-hidden="true">
                    <path class={format!("s{}", m.index())}
                          d={crate::domain::chart_axes::SHAPES[m.index() % crate::domain::chart_axes::SHAPES.len()].path(8.0, 8.0, 5.0)} />
                </svg>
                { t::method_name(lang, m) }
            </th>
            <td class="num" data-label={t::COL_SOLUTIONS.get(lang)}>{ solutions }</td>
            <td class="num" data-label={t::COL_LEAVES.get(lang)}>{ count(reply.and_then(|r| r.leaves)) }</td>
            <td class="num" data-label={t::COL_NODES.get(lang)}>{ count(reply.and_then(|r| r.nodes)) }</td>
            <td class="num" data-label={t::COL_TIME.get(lang)}>{ time }</td>
            <td class="state" data-label={t::COL_STATE.get(lang)} data-gave-up={gave_up.map(|n| n.to_string())}>
                { match (state, gave_up) {
                    (RowState::Skipped, Some(n)) => t::skipped(lang, n),
                    _ => state.text(lang).to_string(),
                } }
            </td>
        </tr>
    }
}
