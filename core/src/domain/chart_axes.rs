//! The arithmetic of the site's charts, kept apart from the SVG so that it
//! can be tested: a decade-aligned logarithmic axis, a linear axis for `n`,
//! tick labels, marker shapes and number formatting.

/// A logarithmic axis from `10^lo` to `10^hi` (whole decades, `lo < hi`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LogAxis {
    pub lo: i32,
    pub hi: i32,
}

impl LogAxis {
    /// The smallest decade-aligned axis that holds every positive, finite
    /// value (others are ignored). With no such value: `1..10`.
    pub fn fit(values: impl IntoIterator<Item = f64>) -> LogAxis {
        let mut range: Option<(f64, f64)> = None;
        for v in values.into_iter().filter(|v| v.is_finite() && *v > 0.0) {
            let e = v.log10();
            range = Some(match range {
                None => (e, e),
                Some((lo, hi)) => (lo.min(e), hi.max(e)),
            });
        }
        let Some((lo, hi)) = range else {
            return LogAxis { lo: 0, hi: 1 };
        };
        // A small tolerance so that exact powers of ten (log10 of 1000 may
        // come out as 2.9999999999999996) sit on their own decade.
        let lo = (lo + 1e-9).floor() as i32;
        let hi = (hi - 1e-9).ceil() as i32;
        LogAxis {
            lo,
            hi: hi.max(lo + 1),
        }
    }

    /// Where `v` lies on the axis: 0 at `10^lo`, 1 at `10^hi`, clamped
    /// (non-positive values go to 0).
    pub fn frac(&self, v: f64) -> f64 {
        if v.is_nan() || v <= 0.0 {
            return 0.0;
        }
        ((v.log10() - self.lo as f64) / (self.hi - self.lo) as f64).clamp(0.0, 1.0)
    }

    /// Decade exponents to label, from `lo` to `hi`, every `k`-th decade so
    /// that there are at most `max_ticks` (at least 2: both ends are
    /// always labelled when the step allows).
    pub fn ticks(&self, max_ticks: usize) -> Vec<i32> {
        let span = (self.hi - self.lo) as usize;
        let max_ticks = max_ticks.max(2);
        let step = span.div_ceil(max_ticks - 1).max(1);
        (self.lo..=self.hi).step_by(step).collect()
    }
}

/// A linear axis over whole numbers (board sizes), padded by one on each
/// side when it would be a single point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntAxis {
    pub lo: usize,
    pub hi: usize,
}

impl IntAxis {
    pub fn fit(values: impl IntoIterator<Item = usize>) -> IntAxis {
        let mut range: Option<(usize, usize)> = None;
        for v in values {
            range = Some(match range {
                None => (v, v),
                Some((lo, hi)) => (lo.min(v), hi.max(v)),
            });
        }
        match range {
            None => IntAxis { lo: 1, hi: 8 },
            Some((lo, hi)) if lo == hi => IntAxis {
                lo: lo.saturating_sub(1),
                hi: hi + 1,
            },
            Some((lo, hi)) => IntAxis { lo, hi },
        }
    }

    /// 0 at `lo`, 1 at `hi`.
    pub fn frac(&self, v: usize) -> f64 {
        (v as f64 - self.lo as f64) / (self.hi - self.lo) as f64
    }

    /// Every value, or every `k`-th, so that there are at most `max_ticks`.
    pub fn ticks(&self, max_ticks: usize) -> Vec<usize> {
        let span = self.hi - self.lo;
        let step = span.div_ceil(max_ticks.max(2) - 1).max(1);
        (self.lo..=self.hi).step_by(step).collect()
    }
}

/// `10^exp` as a short label: `1`, `10`, `100`, then `10³`, `10⁻²`, ….
pub fn decade_label(exp: i32) -> String {
    match exp {
        0 => "1".into(),
        1 => "10".into(),
        2 => "100".into(),
        _ => format!("10{}", superscript(exp)),
    }
}

fn superscript(v: i32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let mut out = String::new();
    if v < 0 {
        out.push('⁻');
    }
    for d in v.unsigned_abs().to_string().bytes() {
        out.push(DIGITS[(d - b'0') as usize]);
    }
    out
}

/// A duration in milliseconds for a table: `< 0.1 ms`, `0.4 ms`, `12 ms`,
/// `1.25 s`, `75.0 s`.
pub fn format_ms(ms: f64) -> String {
    if ms.is_nan() || ms < 0.1 {
        "< 0.1 ms".into()
    } else if ms < 10.0 {
        format!("{} ms", crate::format::Fixed(ms, 1))
    } else if ms < 1000.0 {
        format!("{} ms", crate::format::Fixed(ms, 0))
    } else if ms < 10_000.0 {
        format!("{} s", crate::format::Fixed(ms / 1000.0, 2))
    } else {
        format!("{} s", crate::format::Fixed(ms / 1000.0, 1))
    }
}

/// The smallest time a chart draws: measured times below it (the clock of a
/// browser may round to 0.1 ms or coarser) are drawn on this floor.
pub const TIME_FLOOR_MS: f64 = 0.01;

/// Marker shapes; series `i` uses `SHAPES[i % SHAPES.len()]`, so that a
/// series is told apart by its shape as well as by its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
    Plus,
    Cross,
    TriangleRight,
    TriangleLeft,
    Hexagon,
}

pub const SHAPES: [Shape; 10] = [
    Shape::Circle,
    Shape::Square,
    Shape::TriangleUp,
    Shape::Diamond,
    Shape::TriangleDown,
    Shape::Plus,
    Shape::Cross,
    Shape::TriangleRight,
    Shape::TriangleLeft,
    Shape::Hexagon,
];

impl Shape {
    /// An SVG path of the marker centred on (`x`, `y`) with radius `r`.
    /// `Plus` and `Cross` are strokes only (no area).
    pub fn path(self, x: f64, y: f64, r: f64) -> String {
        let p = |dx: f64, dy: f64| {
            format!(
                "{},{}",
                crate::format::Fixed(x + dx, 1),
                crate::format::Fixed(y + dy, 1)
            )
        };
        let r1 = crate::format::Fixed(r, 1);
        match self {
            Shape::Circle => format!(
                "M{} A{r1},{r1} 0 1,0 {} A{r1},{r1} 0 1,0 {} Z",
                p(-r, 0.0),
                p(r, 0.0),
                p(-r, 0.0)
            ),
            Shape::Square => {
                let s = r * 0.85;
                format!("M{} L{} L{} L{} Z", p(-s, -s), p(s, -s), p(s, s), p(-s, s))
            }
            Shape::TriangleUp => format!(
                "M{} L{} L{} Z",
                p(0.0, -r * 1.1),
                p(r, r * 0.8),
                p(-r, r * 0.8)
            ),
            Shape::TriangleDown => format!(
                "M{} L{} L{} Z",
                p(0.0, r * 1.1),
                p(r, -r * 0.8),
                p(-r, -r * 0.8)
            ),
            Shape::TriangleRight => format!(
                "M{} L{} L{} Z",
                p(r * 1.1, 0.0),
                p(-r * 0.8, r),
                p(-r * 0.8, -r)
            ),
            Shape::TriangleLeft => format!(
                "M{} L{} L{} Z",
                p(-r * 1.1, 0.0),
                p(r * 0.8, -r),
                p(r * 0.8, r)
            ),
            Shape::Diamond => format!(
                "M{} L{} L{} L{} Z",
                p(0.0, -r * 1.2),
                p(r, 0.0),
                p(0.0, r * 1.2),
                p(-r, 0.0)
            ),
            Shape::Plus => format!(
                "M{} L{} M{} L{}",
                p(-r, 0.0),
                p(r, 0.0),
                p(0.0, -r),
                p(0.0, r)
            ),
            Shape::Hexagon => {
                let (h, v) = (r * 0.87, r * 0.5);
                format!(
                    "M{} L{} L{} L{} L{} L{} Z",
                    p(0.0, -r),
                    p(h, -v),
                    p(h, v),
                    p(0.0, r),
                    p(-h, v),
                    p(-h, -v)
                )
            }
            Shape::Cross => {
                let s = r * 0.85;
                format!("M{} L{} M{} L{}", p(-s, -s), p(s, s), p(-s, s), p(s, -s))
            }
        }
    }

    pub fn is_stroke_only(self) -> bool {
        matches!(self, Shape::Plus | Shape::Cross)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_axis_fits_whole_decades() {
        assert_eq!(
            LogAxis::fit([736.0, 16_777_216.0]),
            LogAxis { lo: 2, hi: 8 }
        );
        assert_eq!(LogAxis::fit([1000.0]), LogAxis { lo: 3, hi: 4 });
        assert_eq!(LogAxis::fit([1.0, 100.0]), LogAxis { lo: 0, hi: 2 });
        assert_eq!(LogAxis::fit([0.05, 3.0]), LogAxis { lo: -2, hi: 1 });
        assert_eq!(
            LogAxis::fit([0.0, -1.0, f64::NAN, f64::INFINITY]),
            LogAxis { lo: 0, hi: 1 }
        );
        assert_eq!(
            LogAxis::fit([234_907_967_154_122_528.0, 1.0]),
            LogAxis { lo: 0, hi: 18 }
        );
    }

    #[test]
    fn log_axis_maps_decades_evenly() {
        let a = LogAxis { lo: 0, hi: 4 };
        assert_eq!(a.frac(1.0), 0.0);
        assert_eq!(a.frac(10_000.0), 1.0);
        assert!((a.frac(100.0) - 0.5).abs() < 1e-12);
        assert!((a.frac(10.0) - 0.25).abs() < 1e-12);
        assert_eq!(a.frac(0.0), 0.0);
        assert_eq!(a.frac(-5.0), 0.0);
        assert_eq!(a.frac(1e9), 1.0);
    }

    #[test]
    fn log_ticks_are_thinned() {
        assert_eq!(LogAxis { lo: 0, hi: 4 }.ticks(6), vec![0, 1, 2, 3, 4]);
        assert_eq!(
            LogAxis { lo: 0, hi: 18 }.ticks(7),
            vec![0, 3, 6, 9, 12, 15, 18]
        );
        assert!(LogAxis { lo: -2, hi: 17 }.ticks(6).len() <= 6);
        assert_eq!(LogAxis { lo: 2, hi: 3 }.ticks(1), vec![2, 3]);
    }

    #[test]
    fn int_axis() {
        assert_eq!(IntAxis::fit([8]), IntAxis { lo: 7, hi: 9 });
        assert_eq!(IntAxis::fit([0]), IntAxis { lo: 0, hi: 1 });
        assert_eq!(IntAxis::fit([4, 12, 9]), IntAxis { lo: 4, hi: 12 });
        assert_eq!(IntAxis::fit([]), IntAxis { lo: 1, hi: 8 });
        let a = IntAxis { lo: 1, hi: 27 };
        assert_eq!(a.frac(1), 0.0);
        assert_eq!(a.frac(27), 1.0);
        assert_eq!(a.ticks(14), (1..=27).step_by(2).collect::<Vec<_>>());
        assert_eq!(IntAxis { lo: 7, hi: 9 }.ticks(10), vec![7, 8, 9]);
    }

    #[test]
    fn labels() {
        assert_eq!(decade_label(0), "1");
        assert_eq!(decade_label(2), "100");
        assert_eq!(decade_label(3), "10³");
        assert_eq!(decade_label(17), "10¹⁷");
        assert_eq!(decade_label(-2), "10⁻²");
        assert_eq!(format_ms(0.0), "< 0.1 ms");
        assert_eq!(format_ms(f64::NAN), "< 0.1 ms");
        assert_eq!(format_ms(0.44), "0.4 ms");
        assert_eq!(format_ms(12.4), "12 ms");
        assert_eq!(format_ms(1250.0), "1.25 s");
        assert_eq!(format_ms(75_000.0), "75.0 s");
    }

    #[test]
    fn every_shape_draws_a_path() {
        for s in SHAPES {
            let d = s.path(10.0, 20.0, 4.0);
            assert!(d.starts_with('M'), "{s:?}: {d}");
            assert!(!d.contains("NaN"));
        }
    }
}
