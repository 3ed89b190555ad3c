//! Durations as people read them: whole milliseconds, `hh:mm:ss.mmm`, a
//! span rounded to one unit, and a duration as it is said ([`Said`]).

/// Whole milliseconds of a clock difference (negative and NaN give 0).
pub fn whole_ms(ms: f64) -> u64 {
    if ms.is_finite() && ms > 0.0 {
        ms.round() as u64
    } else {
        0
    }
}

/// `hh:mm:ss.mmm`, and `Nd hh:mm:ss.mmm` from one day on (the format of the
/// seeds' tables, with milliseconds).
pub fn format_hms(ms: u64) -> String {
    let (s, milli) = (ms / 1000, ms % 1000);
    let (m, sec) = (s / 60, s % 60);
    let (h, min) = (m / 60, m % 60);
    let (d, hour) = (h / 24, h % 24);
    if d > 0 {
        format!("{d}d {hour:02}:{min:02}:{sec:02}.{milli:03}")
    } else {
        format!("{hour:02}:{min:02}:{sec:02}.{milli:03}")
    }
}

/// A duration rounded to one unit that a person reads at a glance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span {
    /// Under a second.
    UnderASecond,
    Seconds(u64),
    Minutes(u64),
    Hours(u64),
    Days(u64),
    Years(u64),
}

/// Rounds `ms` to the unit that fits: seconds below 90 s, minutes below
/// 90 min, hours below 48 h, days below two years, then years.
pub fn span(ms: f64) -> Span {
    let s = if ms.is_finite() {
        ms / 1000.0
    } else {
        f64::MAX
    };
    let round = |x: f64| x.round().max(1.0) as u64;
    if s < 1.0 {
        Span::UnderASecond
    } else if s < 90.0 {
        Span::Seconds(round(s))
    } else if s < 90.0 * 60.0 {
        Span::Minutes(round(s / 60.0))
    } else if s < 48.0 * 3600.0 {
        Span::Hours(round(s / 3600.0))
    } else if s < 2.0 * 365.25 * 86400.0 {
        Span::Days(round(s / 86400.0))
    } else {
        Span::Years(round(s / (365.25 * 86400.0)))
    }
}

/// A duration as it is said (a screen reader reads `00:00:00.205` as a
/// string of digits and colons): at most two units, the larger first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// Under a twentieth of a second (it would round to 0.0 s).
    UnderATenth,
    /// Under ten seconds, in tenths of a second.
    Tenths(u64),
    /// Ten seconds to a minute, whole.
    Seconds(u64),
    MinutesSeconds(u64, u64),
    HoursMinutes(u64, u64),
    DaysHours(u64, u64),
}

/// `ms` as it is said, rounded to its smaller unit (a tenth of a second
/// below 10 s), and carried: 59.6 s is said as a minute, not 60 s.
pub fn said(ms: u64) -> Said {
    let round = |unit: u64| ms.saturating_add(unit / 2) / unit;
    let (tenths, s, m, h) = (round(100), round(1000), round(60_000), round(3_600_000));
    if tenths == 0 {
        Said::UnderATenth
    } else if tenths < 100 {
        Said::Tenths(tenths)
    } else if s < 60 {
        Said::Seconds(s)
    } else if s < 3600 {
        Said::MinutesSeconds(s / 60, s % 60)
    } else if m < 24 * 60 {
        Said::HoursMinutes(m / 60, m % 60)
    } else {
        Said::DaysHours(h / 24, h % 24)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hms() {
        assert_eq!(format_hms(0), "00:00:00.000");
        assert_eq!(format_hms(7), "00:00:00.007");
        assert_eq!(format_hms(2_440), "00:00:02.440");
        assert_eq!(format_hms(61_001), "00:01:01.001");
        assert_eq!(format_hms(3_600_000), "01:00:00.000");
        assert_eq!(format_hms(86_399_999), "23:59:59.999");
        assert_eq!(format_hms(86_400_000), "1d 00:00:00.000");
        assert_eq!(
            format_hms(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_789),
            "3d 04:05:06.789"
        );
        assert!(format_hms(u64::MAX).starts_with("213503982334d "));
        assert_eq!(whole_ms(2.5), 3);
        assert_eq!(whole_ms(-1.0), 0);
        assert_eq!(whole_ms(f64::NAN), 0);
    }

    #[test]
    fn durations_as_said() {
        assert_eq!(said(0), Said::UnderATenth);
        assert_eq!(said(49), Said::UnderATenth);
        assert_eq!(said(50), Said::Tenths(1));
        assert_eq!(said(205), Said::Tenths(2));
        assert_eq!(said(9_949), Said::Tenths(99));
        assert_eq!(said(9_950), Said::Seconds(10));
        assert_eq!(said(59_499), Said::Seconds(59));
        assert_eq!(said(59_500), Said::MinutesSeconds(1, 0));
        assert_eq!(said(65_000), Said::MinutesSeconds(1, 5));
        assert_eq!(said(3_599_499), Said::MinutesSeconds(59, 59));
        assert_eq!(said(3_599_500), Said::HoursMinutes(1, 0));
        assert_eq!(said(7_380_000), Said::HoursMinutes(2, 3));
        assert_eq!(said(86_400_000 + 2 * 3_600_000), Said::DaysHours(1, 2));
        assert!(matches!(said(u64::MAX), Said::DaysHours(..)));
    }

    #[test]
    fn spans() {
        assert_eq!(span(0.0), Span::UnderASecond);
        assert_eq!(span(999.0), Span::UnderASecond);
        assert_eq!(span(1000.0), Span::Seconds(1));
        assert_eq!(span(89_000.0), Span::Seconds(89));
        assert_eq!(span(90_000.0), Span::Minutes(2));
        assert_eq!(span(3_600_000.0), Span::Minutes(60));
        assert_eq!(span(6_000_000.0), Span::Hours(2));
        assert_eq!(span(3.0 * 86_400_000.0), Span::Days(3));
        assert_eq!(span(1e15), Span::Years(31_688));
        assert_eq!(span(f64::INFINITY), Span::Years(u64::MAX));
    }
}
