//! Timing a lab row so that its number means something. One run of a fast
//! method on a small board lasts less than a few ticks of the browser's
//! clock, so its time is noise. A run that finished quickly is therefore
//! repeated, in batches whose size doubles until a batch spans
//! [`MIN_BATCH_MS`]; then [`BATCHES`] batches of that size are timed and
//! the median of their time per run is reported. When even the largest
//! batch does not reach a tick of the clock, the time is reported as below
//! the clock's resolution, not as a number.
//!
//! Pure: the clock and the method come in as a closure (the lab's worker
//! passes a batch of real runs; the tests a model of a clock).

/// The least time a timed batch lasts: many ticks of the coarsest clock a
/// browser gives (`performance.now()` is rounded to 0.1 ms or 1 ms).
pub const MIN_BATCH_MS: f64 = 20.0;

/// The batches timed once their size is known; the median of them is
/// reported.
pub const BATCHES: usize = 5;

/// A first run shorter than this (but past [`MIN_BATCH_MS`]) is run once
/// more before it is believed: a method's first run also pays for its code
/// (a browser compiles wasm on a function's first call) and for anything
/// else done once, which can lift a run of microseconds past
/// [`MIN_BATCH_MS`] on a busy machine.
pub const RECHECK_MS: f64 = 100.0;

/// The most runs in one batch.
pub const MAX_BATCH: u64 = 1 << 20;

/// What the timing of a row says.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Timing {
    /// One run, as it came (a run that took long enough, or one stopped by
    /// its time limit).
    Once { ms: f64 },
    /// The median time of one run, over [`BATCHES`] batches of `runs` runs
    /// each.
    Median { ms: f64, runs: u64 },
    /// Even `runs` runs took less than a tick of a clock of resolution
    /// `resolution_ms`.
    BelowResolution { resolution_ms: f64, runs: u64 },
}

impl Timing {
    /// The time of one run, when it could be measured.
    pub fn ms(self) -> Option<f64> {
        match self {
            Timing::Once { ms } | Timing::Median { ms, .. } => Some(ms),
            Timing::BelowResolution { .. } => None,
        }
    }
}

/// The median of `values` (the mean of the middle two for an even count);
/// `None` when empty.
pub fn median(values: &[f64]) -> Option<f64> {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let mid = v.len() / 2;
    match v.len() {
        0 => None,
        len if len % 2 == 1 => Some(v[mid]),
        _ => Some((v[mid - 1] + v[mid]) / 2.0),
    }
}

/// The clock's resolution: the smallest positive step between readings of
/// it taken one after another (`None`: the clock never moved).
pub fn resolution(readings: &[f64]) -> Option<f64> {
    readings
        .windows(2)
        .map(|w| w[1] - w[0])
        .filter(|&d| d > 0.0)
        .min_by(f64::total_cmp)
}

/// Times a row whose single run took `first_ms` (and finished): `batch(k)`
/// runs it `k` times and returns the time that took by a clock of
/// `resolution_ms`; `budget_ms` bounds the time spent on repetitions (the
/// row's time limit). Asks for batches of 1, 2, 4, … runs until one spans
/// [`MIN_BATCH_MS`], then times [`BATCHES`] of that size. A first run
/// between [`MIN_BATCH_MS`] and [`RECHECK_MS`] is run again, and the second
/// run decides.
pub fn time(
    first_ms: f64,
    resolution_ms: f64,
    budget_ms: f64,
    mut batch: impl FnMut(u64) -> f64,
) -> Timing {
    let mut spent = first_ms;
    let mut last = first_ms;
    if first_ms >= MIN_BATCH_MS {
        if first_ms >= RECHECK_MS || first_ms > budget_ms {
            return Timing::Once { ms: first_ms };
        }
        // The second run decides.
        last = batch(1);
        spent += last;
        if last >= MIN_BATCH_MS {
            return Timing::Once { ms: last };
        }
    }
    let mut runs = 1u64;
    // Grow the batch until it spans MIN_BATCH_MS (or the budget is spent:
    // the batches to come would cost about BATCHES times the last one).
    while last < MIN_BATCH_MS && runs < MAX_BATCH {
        if spent + last * 2.0 * (1 + BATCHES) as f64 > budget_ms {
            break;
        }
        runs *= 2;
        last = batch(runs);
        spent += last;
    }
    if last < resolution_ms {
        return Timing::BelowResolution {
            resolution_ms,
            runs,
        };
    }
    let mut per_run = vec![last / runs as f64];
    while per_run.len() < BATCHES && spent + last <= budget_ms {
        let ms = batch(runs);
        spent += ms;
        per_run.push(ms / runs as f64);
    }
    let ms = median(&per_run).unwrap_or(last / runs as f64);
    if runs == 1 && per_run.len() == 1 {
        Timing::Once { ms }
    } else {
        Timing::Median { ms, runs }
    }
}

/// A time of one run as the lab shows it: below 0.1 ms (a median of
/// repeated runs) in microseconds, otherwise as the charts write times.
pub fn format_run_ms(ms: f64) -> String {
    if ms > 0.0 && ms < 0.1 {
        let us = ms * 1000.0;
        let digits = if us < 10.0 { 2 } else { 1 };
        format!("{} µs", crate::format::Fixed(us, digits))
    } else {
        crate::domain::chart_axes::format_ms(ms)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock of resolution `tick` around a run of `run_ms`: a batch of
    /// `k` runs reads as `k * run_ms` rounded down to a tick.
    fn clock(run_ms: f64, tick: f64) -> impl FnMut(u64) -> f64 {
        move |k| (k as f64 * run_ms / tick).floor() * tick
    }

    #[test]
    fn medians() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
        let r = resolution(&[1.0, 1.0, 1.1, 1.1, 1.3]).unwrap();
        assert!((r - 0.1).abs() < 1e-9, "{r}");
        assert_eq!(resolution(&[5.0, 5.0]), None);
    }

    #[test]
    fn short_times_are_written_in_microseconds() {
        assert_eq!(format_run_ms(0.0042), "4.20 µs");
        assert_eq!(format_run_ms(0.042), "42.0 µs");
        assert_eq!(format_run_ms(1.5), "1.5 ms");
    }

    #[test]
    fn a_long_run_is_taken_as_it_is() {
        let t = time(150.0, 0.1, 5000.0, |_| unreachable!("no repetition"));
        assert_eq!(t, Timing::Once { ms: 150.0 });
    }

    #[test]
    fn a_first_run_lifted_by_a_one_time_cost_is_run_again() {
        // 5 µs a run, but the first one took 43 ms (its code compiled on
        // the way): timed as the fast method it is.
        let t = time(43.0, 0.1, 5000.0, clock(0.005, 0.1));
        let Timing::Median { ms, runs } = t else {
            panic!("{t:?}");
        };
        assert!(runs > 1);
        assert!((ms - 0.005).abs() < 0.0001, "{ms}");
        // A second run as slow as the first: it is the method's time, and
        // the warm one is shown.
        let mut asked = Vec::new();
        let t = time(43.0, 0.1, 5000.0, |k| {
            asked.push(k);
            40.0
        });
        assert_eq!(t, Timing::Once { ms: 40.0 });
        assert_eq!(asked, vec![1]);
        // The first run counts in what the repetitions may spend: 30 + 5 ms
        // leave too little of 90 ms for batches of 2, so five single runs.
        let t = time(30.0, 0.1, 90.0, |k| k as f64 * 5.0);
        assert_eq!(t, Timing::Median { ms: 5.0, runs: 1 });
        // A second run fits when it may take as long as the first.
        assert_eq!(time(43.0, 0.1, 43.0, |_| 40.0), Timing::Once { ms: 40.0 });
        // No second run past RECHECK_MS, nor beyond what is left of the
        // time limit.
        assert_eq!(
            time(RECHECK_MS, 0.1, 5000.0, |_| unreachable!()),
            Timing::Once { ms: RECHECK_MS }
        );
        assert_eq!(
            time(43.0, 0.1, 42.0, |_| unreachable!()),
            Timing::Once { ms: 43.0 }
        );
    }

    #[test]
    fn a_short_run_is_repeated_until_a_batch_spans_the_minimum() {
        // 3 µs a run, a clock of 0.1 ms: one run reads 0.
        let mut asked = Vec::new();
        let mut c = clock(0.003, 0.1);
        let t = time(0.0, 0.1, 5000.0, |k| {
            asked.push(k);
            c(k)
        });
        let Timing::Median { ms, runs } = t else {
            panic!("{t:?}");
        };
        // The smallest power of two whose batch spans 20 ms: 8192 runs.
        assert_eq!(runs, 8192);
        assert!((ms - 0.003).abs() < 0.0001, "{ms}");
        // Doubling, then the batches of the median.
        assert_eq!(asked.iter().filter(|&&k| k == 8192).count(), BATCHES);
        assert!(asked.windows(2).all(|w| w[1] >= w[0]));
    }

    #[test]
    fn the_median_ignores_one_slow_batch() {
        let mut calls = 0;
        let t = time(1.0, 0.1, 5000.0, |k| {
            calls += 1;
            // Every batch 1 ms a run but one, disturbed (a pause of the
            // browser).
            k as f64 * if calls == 7 { 9.0 } else { 1.0 }
        });
        assert_eq!(t, Timing::Median { ms: 1.0, runs: 32 });
    }

    #[test]
    fn what_no_batch_can_measure_is_said_to_be_below_the_resolution() {
        // The clock never moves.
        let t = time(0.0, 1.0, 5000.0, |_| 0.0);
        assert_eq!(
            t,
            Timing::BelowResolution {
                resolution_ms: 1.0,
                runs: MAX_BATCH
            }
        );
        assert_eq!(t.ms(), None);
    }

    #[test]
    fn repetitions_stay_within_the_budget() {
        let mut spent = 0.0;
        let t = time(2.0, 0.1, 30.0, |k| {
            let ms = k as f64 * 2.0;
            spent += ms;
            ms
        });
        assert!(spent <= 30.0, "{spent}");
        assert!(t.ms().is_some());
    }
}
