//! The published solution counts for n = 1..27 (`data/nqueens-counts.tsv`,
//! OEIS A000170 and A002562), when the largest ones were first announced,
//! and the arithmetic of "how far can this browser count".

/// One line of the table (parsed once, in the solver).
pub use solver::published::Record;

/// n = 1..27, in order.
pub fn records() -> Vec<Record> {
    solver::published::TABLE.to_vec()
}

/// When a count was first announced, as our sources give it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstCount {
    pub n: usize,
    /// `YYYY-MM-DD`, or `YYYY` when only the year is known.
    pub date: &'static str,
    /// The source (`domain::sources`) that names who counted it.
    pub project: Option<&'static str>,
    /// Where the fact comes from (a seed or the reference README).
    pub source: Source,
    /// The figures as printed in seed 003 when they differ from the exact
    /// value (its last digits are rounded): `(total, unique)`.
    pub seed_rounded: (Option<&'static str>, Option<&'static str>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The records table of seed 003 (dates of announcement).
    Seed003,
    /// The first publication of the count (the `project` source), which
    /// gives the same date as seed 003's table.
    Primary,
    /// The first publication gives the year; the day is seed 003's.
    PrimaryYear,
    /// `reference/README.md`.
    Reference,
}

/// The largest boards: n = 24, 25, 26 with the dates of their first
/// publications, each cited (`project`): the ProActive team's announcement
/// and Queens@TUD's own page give the days, Kise et al.'s technical report
/// the year; seed 003's table gives the same dates, the day of n = 24 among
/// them (it prints some of their last digits rounded, and does not say who
/// counted them)
/// and n = 27, finished in 2016 by the q27 project (reference README).
/// Seed 003 was written while n = 27 was still open.
pub const FIRST_COUNTS: [FirstCount; 4] = [
    FirstCount {
        n: 24,
        date: "2004-04-11",
        project: Some("kise2004"),
        source: Source::PrimaryYear,
        seed_rounded: (None, None),
    },
    FirstCount {
        n: 25,
        date: "2005-06-11",
        project: Some("proactive2005"),
        source: Source::Primary,
        seed_rounded: (Some("2,207,893,435,808,350"), None),
    },
    FirstCount {
        n: 26,
        date: "2009-07-11",
        project: Some("queens-tud"),
        source: Source::Primary,
        seed_rounded: (
            Some("22,317,699,616,364,000"),
            Some("2,789,712,466,510,280"),
        ),
    },
    FirstCount {
        n: 27,
        date: "2016",
        project: Some("q27"),
        source: Source::Reference,
        seed_rounded: (None, None),
    },
];

pub fn first_count(n: usize) -> Option<&'static FirstCount> {
    FIRST_COUNTS.iter().find(|f| f.n == n)
}

/// How the time of a count grows with `n`, from measured `(n, ms)` pairs
/// (increasing `n`, consecutive): the geometric mean of the growth of the
/// last `pairs` steps whose earlier time is at least `min_ms` (tiny times are
/// mostly noise). `None` when no step qualifies.
pub fn growth_per_n(times: &[(usize, f64)], pairs: usize, min_ms: f64) -> Option<f64> {
    let ratios: Vec<f64> = times
        .windows(2)
        .filter(|w| w[1].0 == w[0].0 + 1 && w[0].1 >= min_ms && w[1].1 > 0.0)
        .map(|w| w[1].1 / w[0].1)
        .collect();
    let last = &ratios[ratios.len().saturating_sub(pairs)..];
    if last.is_empty() {
        return None;
    }
    let log_mean = last.iter().map(|r| r.ln()).sum::<f64>() / last.len() as f64;
    Some(log_mean.exp())
}

/// The time `target` would take if every further `n` multiplied the time
/// of the last measurement by `growth` (a rough estimate, in ms).
pub fn extrapolate_ms(last: (usize, f64), growth: f64, target: usize) -> f64 {
    let steps = target.saturating_sub(last.0) as i32;
    last.1 * growth.powi(steps)
}

/// A long duration as a rounded amount of the largest fitting unit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rough {
    Seconds(f64),
    Minutes(f64),
    Hours(f64),
    Days(f64),
    Years(f64),
}

pub fn rough(ms: f64) -> Rough {
    let s = ms / 1000.0;
    if s < 90.0 {
        Rough::Seconds(s)
    } else if s < 90.0 * 60.0 {
        Rough::Minutes(s / 60.0)
    } else if s < 36.0 * 3600.0 {
        Rough::Hours(s / 3600.0)
    } else if s < 400.0 * 86_400.0 {
        Rough::Days(s / 86_400.0)
    } else {
        Rough::Years(s / (365.25 * 86_400.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_complete_and_exact() {
        let r = records();
        assert_eq!(r.len(), 27);
        for (i, rec) in r.iter().enumerate() {
            assert_eq!(rec.n, i + 1);
            assert!(rec.unique <= rec.total);
        }
        assert_eq!(
            r[7],
            Record {
                n: 8,
                total: 92,
                unique: 12
            }
        );
        assert_eq!(r[25].total, 22_317_699_616_364_044);
        assert_eq!(r[25].unique, 2_789_712_466_510_289);
        assert_eq!(r[26].total, 234_907_967_154_122_528);
    }

    #[test]
    fn small_boards_agree_with_the_site_counter() {
        for rec in records().iter().filter(|r| r.n <= 11) {
            let c = solver::count::count(rec.n);
            assert_eq!(
                (c.total(), c.unique()),
                (rec.total, rec.unique),
                "n = {}",
                rec.n
            );
        }
    }

    #[test]
    fn seed_figures_are_the_exact_ones_with_rounded_last_digits() {
        let r = records();
        for f in FIRST_COUNTS {
            let exact = r[f.n - 1];
            for (printed, exact) in [
                (f.seed_rounded.0, exact.total),
                (f.seed_rounded.1, exact.unique),
            ] {
                let Some(printed) = printed else { continue };
                let printed: u64 = printed.replace(',', "").parse().unwrap();
                assert_ne!(printed, exact, "n = {}", f.n);
                assert!(printed.abs_diff(exact) < 100, "n = {}", f.n);
            }
        }
        assert_eq!(first_count(27).unwrap().project, Some("q27"));
        // Who counted each record is cited.
        for n in 24..=27 {
            let by = first_count(n).unwrap().project.expect("who counted it");
            assert!(
                crate::domain::sources::source(by).is_some(),
                "n = {n}: {by}"
            );
        }
        // n = 24..26: each date cites the count's first publication.
        for n in 24..=26 {
            let f = first_count(n).unwrap();
            assert!(
                matches!(f.source, Source::Primary | Source::PrimaryYear),
                "n = {n}"
            );
        }
        assert!(first_count(23).is_none());
    }

    #[test]
    fn growth_and_extrapolation() {
        let times = [(10, 1.0), (11, 4.0), (12, 20.0), (13, 100.0), (14, 500.0)];
        let g = growth_per_n(&times, 2, 5.0).unwrap();
        assert!((g - 5.0).abs() < 1e-9);
        // Steps from a time under min_ms are ignored.
        assert!((growth_per_n(&times, 10, 5.0).unwrap() - 5.0).abs() < 1e-9);
        assert_eq!(growth_per_n(&times[..2], 3, 5.0), None);
        // A gap in n is not a step.
        assert_eq!(growth_per_n(&[(10, 10.0), (12, 100.0)], 3, 1.0), None);
        assert!((extrapolate_ms((14, 500.0), 5.0, 16) - 12_500.0).abs() < 1e-6);
        assert_eq!(extrapolate_ms((14, 500.0), 5.0, 14), 500.0);
    }

    #[test]
    fn rough_units() {
        assert_eq!(rough(30_000.0), Rough::Seconds(30.0));
        assert_eq!(rough(600_000.0), Rough::Minutes(10.0));
        assert_eq!(rough(7_200_000.0), Rough::Hours(2.0));
        assert!(matches!(rough(86_400_000.0 * 3.0), Rough::Days(d) if (d - 3.0).abs() < 1e-9));
        assert!(matches!(rough(1e13), Rough::Years(y) if y > 300.0));
    }
}
