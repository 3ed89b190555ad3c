//! The site's log chart as markup: values against `n` on a logarithmic
//! vertical axis, one line and one marker shape per series. Used by the lab
//! (time, leaf nodes) and the records page (solutions).
//!
//! Written as text rather than with Yew's `html!`: the chart has no event
//! handler, and building its hundreds of elements one by one cost about
//! 9 KB of the page's wasm (docs/benchmarks.md, "Size of the wasm"). Pure,
//! so it is tested natively; `components::chart` hands the text to Yew.

use std::fmt::Write;

use crate::domain::chart_axes::{decade_label, format_ms, IntAxis, LogAxis, SHAPES};
use crate::format::{escape, group_digits, Fixed};

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
    pub key: String,
    pub label: String,
    /// Picks the shape and the colour.
    pub index: usize,
    /// `(n, value)` in increasing `n`; values that are not positive are not
    /// drawn.
    pub points: Vec<(usize, f64)>,
}

/// A chart to draw.
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

/// A coordinate, to one decimal (without the float formatting of `core::fmt`).
fn num(v: f64) -> Fixed {
    Fixed(v, 1)
}

impl LogChart {
    /// The `<figure>`: caption, the SVG plot (or the empty line) and the legend.
    pub fn markup(&self) -> String {
        let p = self;
        let floor = |v: f64| p.floor.map_or(v, |f| v.max(f));
        let series: Vec<Drawn> = p
            .series
            .iter()
            .map(|s| {
                let pts = s
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
        let id = p.testid;
        let mut out = String::with_capacity(4096);
        let o = &mut out;
        let _ = write!(
            o,
            r#"<figure class="log-chart" data-testid="{id}" data-points="{count}"><figcaption id="{id}-title">{}</figcaption>"#,
            escape(p.title)
        );
        if count == 0 {
            let _ = write!(
                o,
                r#"<p class="chart-empty">{}</p></figure>"#,
                escape(p.empty)
            );
            return out;
        }

        let y = LogAxis::fit(all().map(|&(_, _, v)| v));
        let x = IntAxis::fit(all().map(|&(n, _, _)| n));
        let px = |n: usize| LEFT + x.frac(n) * (W - LEFT - RIGHT);
        let py = |v: f64| TOP + (1.0 - y.frac(v)) * (H - TOP - BOTTOM);
        let _ = write!(
            o,
            r#"<svg viewBox="0 0 {} {}" role="img" aria-labelledby="{id}-title" data-y-lo="{}" data-y-hi="{}">"#,
            W as u32, H as u32, y.lo, y.hi
        );
        let line = |o: &mut String, class: &str, [x1, x2]: [f64; 2], [y1, y2]: [f64; 2]| {
            let _ = write!(
                o,
                r#"<line class="{class}" x1="{}" x2="{}" y1="{}" y2="{}"/>"#,
                num(x1),
                num(x2),
                num(y1),
                num(y2)
            );
        };
        let text = |o: &mut String, class: &str, x: f64, y: f64, anchor: &str, content: &str| {
            let _ = write!(
                o,
                r#"<text class="{class}" x="{}" y="{}" text-anchor="{anchor}">{}</text>"#,
                num(x),
                num(y),
                escape(content)
            );
        };
        for e in y.lo..=y.hi {
            let yy = py(10f64.powi(e));
            line(o, "grid", [LEFT, W - RIGHT], [yy, yy]);
        }
        line(o, "axis", [LEFT, LEFT], [TOP, H - BOTTOM]);
        line(o, "axis", [LEFT, W - RIGHT], [H - BOTTOM, H - BOTTOM]);
        for e in y.ticks(7) {
            let yy = py(10f64.powi(e));
            text(o, "tick", LEFT - 5.0, yy + 4.0, "end", &decade_label(e));
        }
        for n in x.ticks(14) {
            let xx = px(n);
            line(o, "axis", [xx, xx], [H - BOTTOM, H - BOTTOM + 4.0]);
            text(o, "tick", xx, H - BOTTOM + 16.0, "middle", &n.to_string());
        }
        text(o, "axis-label", W - RIGHT, H - 4.0, "end", "n");

        for (s, pts) in &series {
            let shape = SHAPES[s.index % SHAPES.len()];
            let key = escape(&s.key);
            let _ = write!(
                o,
                r#"<g class="series s{}" data-series="{key}">"#,
                s.index % SHAPES.len()
            );
            if pts.len() > 1 {
                o.push_str(r#"<polyline class="line" points=""#);
                for (k, &(n, _, v)) in pts.iter().enumerate() {
                    let sep = if k == 0 { "" } else { " " };
                    let _ = write!(o, "{sep}{},{}", num(px(n)), num(py(v)));
                }
                o.push_str(r#""/>"#);
            }
            let stroke = if shape.is_stroke_only() {
                " stroke-only"
            } else {
                ""
            };
            for &(n, raw, v) in pts {
                // The value as measured, and as a reader would say it.
                let (exact, said) = match p.kind {
                    ValueKind::Count => ((raw as u64).to_string(), group_digits(raw as u64)),
                    ValueKind::Millis => (Fixed(raw, 3).to_string(), format_ms(raw)),
                };
                let _ = write!(
                    o,
                    r#"<path class="pt{stroke}" d="{}" data-series="{key}" data-n="{n}" data-value="{exact}"><title>{} · n = {n} · {said}</title></path>"#,
                    shape.path(px(n), py(v), 4.5),
                    escape(&s.label)
                );
            }
            o.push_str("</g>");
        }
        o.push_str(r#"</svg><ul class="chart-legend">"#);
        for s in &p.series {
            let k = s.index % SHAPES.len();
            let _ = write!(
                o,
                r#"<li class="s{k}"><svg class="legend-mark" viewBox="0 0 16 16" aria-hidden="true"><path d="{}"/></svg>{}</li>"#,
                SHAPES[k].path(8.0, 8.0, 5.0),
                escape(&s.label)
            );
        }
        o.push_str("</ul></figure>");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chart(series: Vec<Series>, kind: ValueKind, floor: Option<f64>) -> LogChart {
        LogChart {
            title: "Time <ms>",
            testid: "lab-chart",
            series,
            kind,
            empty: "No point & yet",
            floor,
        }
    }

    fn series(key: &str, index: usize, points: &[(usize, f64)]) -> Series {
        Series {
            key: key.into(),
            label: format!("{key} & co"),
            index,
            points: points.to_vec(),
        }
    }

    /// The value of `attr="…"` in each element of `tag` (in order).
    fn attrs(markup: &str, tag: &str, attr: &str) -> Vec<String> {
        markup
            .split(&format!("<{tag} "))
            .skip(1)
            .filter_map(|el| {
                let el = &el[..el.find('>').unwrap()];
                let at = el.find(&format!(" {attr}=\""))? + attr.len() + 3;
                Some(el[at..at + el[at..].find('"').unwrap()].to_string())
            })
            .collect()
    }

    #[test]
    fn no_point_gives_the_empty_line_escaped() {
        let m = chart(
            vec![series("plain", 0, &[(4, 0.0)])],
            ValueKind::Count,
            None,
        )
        .markup();
        assert!(m.contains(r#"data-points="0""#));
        assert!(m.contains("<p class=\"chart-empty\">No point &amp; yet</p>"));
        assert!(m.contains("Time &lt;ms&gt;"));
        assert!(!m.contains("<svg"));
    }

    #[test]
    fn every_point_is_a_marker_with_its_exact_value() {
        let m = chart(
            vec![
                series("total", 4, &[(8, 92.0), (9, 352.0), (10, 724.0)]),
                series("unique", 1, &[(8, 12.0), (9, 46.0), (10, -1.0)]),
            ],
            ValueKind::Count,
            None,
        )
        .markup();
        assert!(m.contains(r#"data-points="5""#));
        assert_eq!(
            attrs(&m, "path", "data-value"),
            ["92", "352", "724", "12", "46"]
        );
        assert_eq!(attrs(&m, "path", "data-n"), ["8", "9", "10", "8", "9"]);
        assert_eq!(attrs(&m, "g", "data-series"), ["total", "unique"]);
        // One decade below the smallest value to one above the largest.
        assert_eq!(attrs(&m, "svg", "data-y-lo"), ["1"]);
        assert_eq!(attrs(&m, "svg", "data-y-hi"), ["3"]);
        // A line through each series, its points left to right.
        let lines = attrs(&m, "polyline", "points");
        assert_eq!(lines.len(), 2);
        let xs: Vec<f64> = lines[0]
            .split(' ')
            .map(|p| p.split(',').next().unwrap().parse().unwrap())
            .collect();
        assert!(xs.windows(2).all(|w| w[0] < w[1]), "{xs:?}");
        // Tooltips say the value as a reader would; labels are escaped.
        assert!(m.contains("<title>total &amp; co · n = 10 · 724</title>"));
        // The legend lists every series, with its shape.
        assert_eq!(m.matches("<li class=").count(), 2);
        assert!(m.ends_with("</ul></figure>"));
    }

    #[test]
    fn times_under_the_floor_are_drawn_on_it_but_keep_their_value() {
        let m = chart(
            vec![series("plain", 2, &[(4, 0.0), (5, 1.25)])],
            ValueKind::Millis,
            Some(0.01),
        )
        .markup();
        assert_eq!(attrs(&m, "path", "data-value"), ["0.000", "1.250"]);
        assert_eq!(attrs(&m, "svg", "data-y-lo"), ["-2"]);
    }
}
