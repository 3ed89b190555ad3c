//! A small SVG chart drawn by the app: values against `n` on a logarithmic
//! vertical axis, one line and one marker shape per series. Used by the lab
//! (time, leaf nodes) and the records page (solutions).

use yew::prelude::*;

use crate::components::chart_axes::{
    decade_label, format_ms, group_digits, IntAxis, LogAxis, SHAPES,
};

/// How values are written in tooltips.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    Count,
    Millis,
}

/// One line of the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// Stable key (`data-series`), e.g. a method id.
    pub key: AttrValue,
    pub label: AttrValue,
    /// Picks the shape and the colour.
    pub index: usize,
    /// `(n, value)` in increasing `n`; values that are not positive are not
    /// drawn.
    pub points: Vec<(usize, f64)>,
}

/// The chart, drawn by [`LogChart::view`] (a plain function: the pages
/// redraw it with their tables anyway).
pub struct LogChart {
    pub title: &'static str,
    pub testid: &'static str,
    pub series: Vec<Series>,
    pub kind: ValueKind,
    /// Shown instead of the plot when there is no point.
    pub empty: &'static str,
    /// Values under this are drawn on it (e.g. times the clock rounds to 0).
    pub floor: Option<f64>,
}

/// A series with its drawable points: `(n, measured value, value drawn)`.
type Drawn<'a> = (&'a Series, Vec<(usize, f64, f64)>);

const W: f64 = 420.0;
const H: f64 = 270.0;
const LEFT: f64 = 46.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 34.0;

impl LogChart {
    pub fn view(&self) -> Html {
        let p = self;
        let floor = |v: f64| p.floor.map_or(v, |f| v.max(f));
        let series: Vec<Drawn> = p
            .series
            .iter()
            .map(|s| {
                let pts: Vec<_> = s
                    .points
                    .iter()
                    .filter(|(_, v)| v.is_finite() && (*v > 0.0 || p.floor.is_some()))
                    .map(|&(n, v)| (n, v, floor(v)))
                    .collect();
                (s, pts)
            })
            .collect();
        let all = || series.iter().flat_map(|(_, pts)| pts.iter());
        let count = all().count();
        let title_id = format!("{}-title", p.testid);
        let legend = html! {
            <ul class="chart-legend">
                { for p.series.iter().map(|s| html! {
                    <li class={format!("s{}", s.index % SHAPES.len())}>
                        <svg class="legend-mark" viewBox="0 0 16 16" aria-hidden="true">
                            <path d={SHAPES[s.index % SHAPES.len()].path(8.0, 8.0, 5.0)} />
                        </svg>
                        { s.label.clone() }
                    </li>
                }) }
            </ul>
        };
        if count == 0 {
            return html! {
                <figure class="log-chart" data-testid={p.testid} data-points="0">
                    <figcaption id={title_id}>{ p.title }</figcaption>
                    <p class="chart-empty">{ p.empty }</p>
                </figure>
            };
        }

        let y = LogAxis::fit(all().map(|&(_, _, v)| v));
        let x = IntAxis::fit(all().map(|&(n, _, _)| n));
        let px = |n: usize| LEFT + x.frac(n) * (W - LEFT - RIGHT);
        let py = |v: f64| TOP + (1.0 - y.frac(v)) * (H - TOP - BOTTOM);
        let fmt = |v: f64| match p.kind {
            ValueKind::Count => group_digits(v as u64),
            ValueKind::Millis => format_ms(v),
        };

        // Values as they were measured, written without the float formatting
        // of `core::fmt` (see `Fixed`).
        let exact = |v: f64| match p.kind {
            ValueKind::Count => (v as u64).to_string(),
            ValueKind::Millis => crate::format::Fixed(v, 3).to_string(),
        };
        let y_grid = (y.lo..=y.hi).map(|e| {
            let yy = py(10f64.powi(e));
            line("grid", [LEFT, W - RIGHT], [yy, yy])
        });
        let y_labels = y.ticks(7).into_iter().map(|e| {
            let yy = py(10f64.powi(e));
            text("tick", LEFT - 5.0, yy + 4.0, "end", &decade_label(e))
        });
        let x_labels = x.ticks(14).into_iter().map(|n| {
            let xx = px(n);
            html! {
                <>
                    { line("axis", [xx, xx], [H - BOTTOM, H - BOTTOM + 4.0]) }
                    { text("tick", xx, H - BOTTOM + 16.0, "middle", &n.to_string()) }
                </>
            }
        });
        let lines = series.iter().map(|(s, pts)| {
            let shape = SHAPES[s.index % SHAPES.len()];
            let class = format!("series s{}", s.index % SHAPES.len());
            let path = (pts.len() > 1).then(|| {
                pts.iter()
                    .map(|&(n, _, v)| {
                        format!(
                            "{},{}",
                            crate::format::Fixed(px(n), 1),
                            crate::format::Fixed(py(v), 1)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            });
            let marks = pts.iter().map(|&(n, raw, v)| {
                html! {
                    <path class={classes!("pt", shape.is_stroke_only().then_some("stroke-only"))}
                          d={shape.path(px(n), py(v), 4.5)}
                          data-series={s.key.clone()} data-n={n.to_string()} data-value={exact(raw)}>
                        <title>{ format!("{} · n = {n} · {}", s.label, fmt(raw)) }</title>
                    </path>
                }
            });
            html! {
                <g class={class} data-series={s.key.clone()}>
                    if let Some(points) = path { <polyline class="line" points={points} /> }
                    { for marks }
                </g>
            }
        });

        html! {
            <figure class="log-chart" data-testid={p.testid} data-points={count.to_string()}>
                <figcaption id={title_id.clone()}>{ p.title }</figcaption>
                <svg viewBox={format!("0 0 {} {}", W as u32, H as u32)} role="img" aria-labelledby={title_id}
                     data-y-lo={y.lo.to_string()} data-y-hi={y.hi.to_string()}>
                    { for y_grid }
                    { line("axis", [LEFT, LEFT], [TOP, H - BOTTOM]) }
                    { line("axis", [LEFT, W - RIGHT], [H - BOTTOM, H - BOTTOM]) }
                    { for y_labels }
                    { for x_labels }
                    { text("axis-label", W - RIGHT, H - 4.0, "end", "n") }
                    { for lines }
                </svg>
                { legend }
            </figure>
        }
    }
}

/// A coordinate, to one decimal (written without the float formatting of
/// `core::fmt`, see `Fixed`).
fn num(v: f64) -> AttrValue {
    AttrValue::from(crate::format::Fixed(v, 1).to_string())
}

/// `<line>` from `(x1, y1)` to `(x2, y2)`, given as `[x1, x2]`, `[y1, y2]`.
fn line(class: &'static str, [x1, x2]: [f64; 2], [y1, y2]: [f64; 2]) -> Html {
    html! { <line class={class} x1={num(x1)} x2={num(x2)} y1={num(y1)} y2={num(y2)} /> }
}

/// `<text>` at `(x, y)`, `anchor` its `text-anchor`.
fn text(class: &'static str, x: f64, y: f64, anchor: &'static str, content: &str) -> Html {
    html! { <text class={class} x={num(x)} y={num(y)} text-anchor={anchor}>{ content.to_string() }</text> }
}
