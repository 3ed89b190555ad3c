//! The algorithm lab (`?view=lab`): every method on one board size, run in a
//! web worker one after another with a time limit; a table of exact counts,
//! log-scale charts that accumulate over runs, and the watch mode.

use crate::components::markup::{grid_table_head, number_options, ran_out, tag, tag_class};
use yew::prelude::*;

#[cfg(target_arch = "wasm32")]
use super::watch::WatchView;
use crate::components::{chart, cited};
use crate::domain::chart_axes::{format_ms, TIME_FLOOR_MS};
use crate::domain::chart_svg::{LogChart, Series, ValueKind};
use crate::domain::lab::machine::{self, Lab, Point, Row, RowState, LIMITS, RANGE_FROM};
use crate::domain::lab::model::{LabMethod, LAB_N};
use crate::domain::lab::texts as t;
use crate::domain::lab::timing::format_run_ms;
use crate::domain::lab::work::LabReply;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{use_focus_rescue, use_machine, LabEffects, Life};
use crate::i18n::Lang;

/// The lab's time chart goes down to 0.1 µs: its short times are medians
/// of repeated runs (`domain::lab::timing`), not single readings of the
/// clock.
const LAB_TIME_FLOOR_MS: f64 = TIME_FLOOR_MS / 100.0;

#[derive(Properties, PartialEq)]
pub struct LabViewProps {
    pub lang: Lang,
}

#[cfg(target_arch = "wasm32")]
#[function_component(LabView)]
pub fn lab_view(p: &LabViewProps) -> Html {
    let lang = p.lang;
    // Kept across visits; leaving the page cancels a run.
    let machine = use_machine(Life::kept(), Lab::default, LabEffects::default);
    let lab = machine.state();
    // A run turns its buttons off, and a finished one the cancel button.
    use_focus_rescue(lab.running(), "lab-cancel", "lab-run");
    lab_page(
        lang,
        &lab,
        &machine.sender(),
        html! { <WatchView lang={lang} /> },
    )
}

/// The page on the state of its machine (`lab`); `send` takes its events,
/// and `watch` is the watch mode drawn at its end.
pub fn lab_page(lang: Lang, lab: &Lab, send: &Callback<machine::Event>, watch: Html) -> Html {
    let select = |event: fn(usize) -> machine::Event| {
        send.reform(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            // A value the select offers: always a number.
            event(select.value().parse().unwrap_or_default())
        })
    };
    let on_n = select(machine::Event::SetN);
    let on_limit = select(|l| machine::Event::SetLimit(l as u32));
    let on_run = send.reform(|_| machine::Event::Run);
    // Every board from RANGE_FROM up to n: the whole curve in one run.
    let on_range = send.reform(|_| machine::Event::RunRange);
    let on_cancel = send.reform(|_| machine::Event::Cancel);
    let on_clear = send.reform(|_| machine::Event::ClearHistory);

    html! {
        <div class="lab">
            { tag("h2", t::TITLE.get(lang)) }
            { tag_class("p", "lead", t::INTRO.get(lang)) }
            { controls(lang, lab, (on_n, on_limit), (on_run, on_range, on_cancel)) }
            // Said once when a run is over (empty while it runs).
            <p class="sr-only" role="status" data-testid="lab-said">{ lab.run_over(lang) }</p>
            { results_table(lang, lab) }
            { definitions(lang) }
            { carry_chain(lang) }
            { charts(lang, &lab.history, on_clear) }
            { watch }
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
                <span aria-hidden="true">{ "▶ " }</span>{ t::RUN.get(lang) }
            </button>
            <button data-testid="lab-run-range" onclick={on_range} disabled={running}>
                <span aria-hidden="true">{ "▶ " }</span>{ t::run_range(lang, RANGE_FROM.min(lab.n), lab.n) }
            </button>
            <button data-testid="lab-cancel" onclick={on_cancel} disabled={!running}>
                <span aria-hidden="true">{ "■ " }</span>{ t::CANCEL.get(lang) }
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
                <table class="lab-table" role="table" data-testid="lab-table" data-n={lab.table_n.to_string()}
                       data-running={running.to_string()} aria-busy={running.to_string()}>
                    { tag("caption", t::results_for(lang, lab.table_n)) }
                    { grid_table_head(lang, &[t::COL_METHOD, t::COL_SOLUTIONS, t::COL_LEAVES, t::COL_NODES, t::COL_TIME, t::COL_STATE]) }
                    <tbody role="rowgroup">{ for rows }</tbody>
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
                <dd>{ cited(&t::method_how(lang, m), lang, false) }</dd>
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
        <tr role="row" data-testid={format!("lab-row-{}", m.id())} data-state={state.id()}
            data-n={reply.map(|r| r.n.to_string())}
            data-solutions={attr(reply.map(|r| r.solutions))}
            data-unique={attr(reply.and_then(|r| r.unique))}
            data-leaves={attr(reply.and_then(|r| r.leaves))}
            data-nodes={attr(reply.and_then(|r| r.nodes))}
            data-ms={reply.filter(|r| r.below_resolution.is_none()).map(|r| crate::format::Fixed(r.ms, 6).to_string())}
            data-runs={reply.map(|r| r.runs.to_string())}
            data-below-resolution={reply.map(|r| r.below_resolution.is_some().to_string())}
            class={classes!("state-".to_string() + state.id())}>
            <th scope="row" role="rowheader" data-label={t::COL_METHOD.get(lang)}>
                <svg class="legend-mark" viewBox="0 0 16 16" aria-hidden="true">
                    <path class={format!("s{}", m.index())}
                          d={crate::domain::chart_axes::SHAPES[m.index() % crate::domain::chart_axes::SHAPES.len()].path(8.0, 8.0, 5.0)} />
                </svg>
                { t::method_name(lang, m) }
            </th>
            <td class="num" role="cell" data-label={t::COL_SOLUTIONS.get(lang)}>{ solutions }</td>
            <td class="num" role="cell" data-label={t::COL_LEAVES.get(lang)}>{ count(reply.and_then(|r| r.leaves)) }</td>
            <td class="num" role="cell" data-label={t::COL_NODES.get(lang)}>{ count(reply.and_then(|r| r.nodes)) }</td>
            <td class="num" role="cell" data-label={t::COL_TIME.get(lang)}>{ time }</td>
            <td class="state" role="cell" data-label={t::COL_STATE.get(lang)} data-gave-up={gave_up.map(|n| n.to_string())}>
                { match (state, gave_up) {
                    (RowState::Skipped, Some(n)) => t::skipped(lang, n),
                    _ => state.text(lang).to_string(),
                } }
            </td>
        </tr>
    }
}
