//! The records page (`?view=records`): the exact counts for n = 1..27, who
//! counted the largest ones and when, their growth on a log chart, and a
//! live measurement of how far this site's counter gets in the browser.

use crate::components::markup::{tag, tag_class};
use yew::prelude::*;

use crate::components::{chart, cited, sources_section};
use crate::domain::chart_axes::format_ms;
use crate::domain::chart_svg::{LogChart, Series, ValueKind};
use crate::domain::records::data::{extrapolate_ms, growth_per_n, rough, Record};
use crate::domain::records::machine::{self, Measure, Reach};
use crate::domain::records::table::{records_table, Counted};
use crate::domain::records::texts as t;
use crate::format::group_digits;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{use_focus_rescue, use_machine, LabEffects, Life};
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct RecordsViewProps {
    pub lang: Lang,
}

#[cfg(target_arch = "wasm32")]
#[function_component(RecordsView)]
pub fn records_view(p: &RecordsViewProps) -> Html {
    let lang = p.lang;
    let table = use_memo((), |_| crate::domain::records::data::records());
    // Kept across visits; leaving the page stops a measurement.
    let machine = use_machine(Life::kept(), Reach::default, LabEffects::default);
    let reach = machine.state();
    // Measuring turns its button off, and the end of it the stop button.
    use_focus_rescue(reach.running, "records-stop", "records-measure");
    // A link to a source (`#src-…`, from the lab's citations).
    crate::hooks::use_scroll_to_fragment();
    records_page(lang, &table, &reach, &machine.sender())
}

/// The page on the state of its machine (`reach`); `send` takes its events.
pub fn records_page(
    lang: Lang,
    table: &[Record],
    reach: &Reach,
    send: &Callback<machine::Event>,
) -> Html {
    let on_measure = send.reform(|_| machine::Event::Measure);
    let on_stop = send.reform(|_| machine::Event::Stop);

    let counted = |n: usize| {
        reach
            .measures
            .iter()
            .find(|m| m.n == n && m.finished)
            .map(|m| Counted {
                total: m.total,
                unique: m.unique,
                ms: m.ms,
            })
    };
    let records_table = Html::from_html_unchecked(records_table(lang, table, counted).into());
    html! {
        <div class="records">
            { tag("h2", t::TITLE.get(lang)) }
            <p class="lead">{ cited(t::INTRO.get(lang), lang, true) }</p>
            <div class="records-table-wrap">
                { records_table }
            </div>
            <ul class="notes">
                <li data-testid="records-rounded-note">{ cited(t::ROUNDED_NOTE.get(lang), lang, true) }</li>
                <li>{ cited(t::N27_NOTE.get(lang), lang, true) }</li>
                { tag("li", t::OLDER_NOTE.get(lang)) }
            </ul>
            { records_chart(lang, table) }
            { reach_view(lang, reach, table, on_measure, on_stop) }
            { sources_section(lang, t::SOURCES_TITLE, t::SOURCES_INTRO) }
        </div>
    }
}

/// The total and unique counts on a log chart.
fn records_chart(lang: Lang, table: &[Record]) -> Html {
    let series = vec![
        Series {
            key: "total".into(),
            label: t::SERIES_TOTAL.get(lang).into(),
            index: 4,
            points: table.iter().map(|r| (r.n, r.total as f64)).collect(),
        },
        Series {
            key: "unique".into(),
            label: t::SERIES_UNIQUE.get(lang).into(),
            index: 1,
            points: table.iter().map(|r| (r.n, r.unique as f64)).collect(),
        },
    ];
    html! {
        <section class="records-chart" aria-labelledby="records-chart-title">
            <h3 id="records-chart-title">{ t::CHART_TITLE.get(lang) }</h3>
            <div class="chart-single">
                { chart(&LogChart {
                    title: t::CHART_CAPTION.get(lang),
                    testid: "records-chart",
                    series,
                    kind: ValueKind::Count,
                    empty: "—",
                    floor: None,
                }) }
            </div>
            { tag_class("p", "hint", t::CHART_NOTE.get(lang)) }
        </section>
    }
}

/// How far this browser gets: measure and stop, each board counted (and
/// whether it matches the record), and the summary.
fn reach_view(
    lang: Lang,
    reach: &Reach,
    table: &[Record],
    on_measure: Callback<MouseEvent>,
    on_stop: Callback<MouseEvent>,
) -> Html {
    let done: Vec<&Measure> = reach.measures.iter().filter(|m| m.finished).collect();
    let summary = done.last().map(|last| {
        let times: Vec<(usize, f64)> = done.iter().map(|m| (m.n, m.ms)).collect();
        let growth = growth_per_n(&times, 3, 5.0);
        let estimate = growth.map(|g| rough(extrapolate_ms((last.n, last.ms), g, 27)));
        t::reach_summary(lang, last.n, &format_ms(last.ms), growth, estimate)
    });
    let reached = done.last().map_or(0, |m| m.n);
    html! {
        <section class="reach" aria-labelledby="reach-title" data-testid="records-reach"
                 data-reached={reached.to_string()} data-running={reach.running.to_string()}>
            <h3 id="reach-title">{ t::REACH_TITLE.get(lang) }</h3>
            { tag("p", t::REACH_INTRO.get(lang)) }
            <div class="controls">
                <button class="primary" data-testid="records-measure" onclick={on_measure} disabled={reach.running}>
                    <span aria-hidden="true">{ "▶ " }</span>{ t::REACH_MEASURE.get(lang) }
                </button>
                <button data-testid="records-stop" onclick={on_stop} disabled={!reach.running}>
                    <span aria-hidden="true">{ "■ " }</span>{ t::REACH_STOP.get(lang) }
                </button>
                if reach.running { <span class="busy" role="status">{ t::REACH_RUNNING.get(lang) }</span> }
                if reach.stopped { <span role="status">{ t::REACH_STOPPED.get(lang) }</span> }
            </div>
            <ul class="measures" data-testid="records-measures">
                { for reach.measures.iter().map(|m| measure_item(lang, m, table)) }
            </ul>
            if let Some(summary) = summary {
                <p class="reach-summary" data-testid="records-summary">{ summary }</p>
                { tag_class("p", "hint", t::REACH_ESTIMATE_NOTE.get(lang)) }
            }
        </section>
    }
}

/// One board counted here, and whether it matches the record.
fn measure_item(lang: Lang, m: &Measure, table: &[Record]) -> Html {
    let rec = table.get(m.n - 1);
    let matches = rec.is_some_and(|r| r.total == m.total && r.unique == m.unique);
    html! {
        <li data-n={m.n.to_string()} data-ms={crate::format::Fixed(m.ms, 1).to_string()} data-match={matches.to_string()}>
            { format!("n = {}: {} ({} {}) — {} ", m.n, group_digits(m.total), group_digits(m.unique),
                      t::SERIES_UNIQUE.get(lang), format_ms(m.ms)) }
            { if !m.finished { "◷".to_string() } else if matches { format!("✓ {}", t::REACH_MATCH.get(lang)) }
              else { format!("✕ {}", t::REACH_MISMATCH.get(lang)) } }
        </li>
    }
}
