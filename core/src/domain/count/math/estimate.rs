//! The estimate shown before a large count: the model of its time from
//! the boards measured on this device by the method that will count it,
//! and the calibration counts it needs first.

use super::plan::{counting_workers, method, Method};
use solver::published::counts as reference;

/// From this `n` on, the page estimates the time before counting (after a
/// calibration count when nothing measured here tells it), and asks before
/// a count whose estimate is at least [`LONG_COUNT_MS`].
pub const LARGE_N: usize = 18;

/// A count estimated to take this long or longer waits for the learner's
/// go-ahead; a shorter one starts at once.
pub const LONG_COUNT_MS: f64 = 60_000.0;

/// Counted by the half-board join to calibrate the estimates of the boards
/// the join counts, when none of them was measured on this device: about a
/// second with two workers, long enough to be mostly the join's work, not
/// its start-up.
pub const JOIN_CALIBRATION_N: usize = 17;

/// Counted by the symmetric counter's search (its plan forced, although the
/// page joins this board) to calibrate the estimates of the boards the
/// search counts (n >= 21, and 18..=20 on a pool too large for the join's
/// tables), when none of them was measured on this device.
pub const SEARCH_CALIBRATION_N: usize = 16;

/// Measurements shorter than this are mostly start-up and message costs, not
/// search, so they are not extrapolated from.
pub const MIN_BASE_MS: f64 = 40.0;

/// The measured correction of the growth model (see [`estimate`]) is kept
/// within this range: on a busy device a noisy measurement must not give an
/// absurd estimate.
pub const CORRECTION_RANGE: (f64, f64) = (0.7, 1.4);

/// The correction is averaged over at most this many pairs of consecutive
/// measured boards.
pub const GROWTH_PAIRS: usize = 3;

/// The board counted to calibrate `method`'s estimates.
pub fn calibration_n(method: Method) -> usize {
    match method {
        Method::Search => SEARCH_CALIBRATION_N,
        Method::Join => JOIN_CALIBRATION_N,
    }
}

/// A count whose estimate is at least this long shows it while it runs
/// (a longer one, [`LONG_COUNT_MS`], asks first).
pub const SHOW_ESTIMATE_MS: f64 = 5_000.0;

/// A whole count on this device, for estimates: its board, how it was
/// counted, and the time each worker spent counting (the workers' summed
/// counting time divided by their number).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    pub n: usize,
    pub method: Method,
    pub ms: f64,
}

/// An estimate of the time to count one board, from a measurement on this
/// device by the same method (see [`estimate`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub n: usize,
    /// How the workers will count it.
    pub method: Method,
    pub ms: f64,
    /// Counting every board `1..=n` in turn, each by its own method (the
    /// smaller ones cost next to nothing; a board whose method was never
    /// measured here is left out, see [`calibration_needed`]).
    pub up_to_ms: f64,
    /// The measured board it starts from (counted by `method`), and its time.
    pub base_n: usize,
    pub base_ms: f64,
    /// The search only: the measured factor per row on top of the growth
    /// of the counts; 1 when not measured.
    pub correction: f64,
    pub correction_measured: bool,
    /// The resulting average factor per row from `base_n` to `n`, for
    /// people (1 when `n = base_n`).
    pub growth: f64,
}

/// The join's work per board, relative: seconds of the native join on one
/// thread, n = 15..=20 (docs/counting.md, "The count page's estimate, by
/// the method that counts": 17..20 `bitqueens count N` with one thread in
/// `record/count.tsv`, 15 and 16 from the browser's ratios to 17, where the
/// command's own start and tables outweigh the join). The join does not
/// grow like the number of solutions (its tables grow about fourfold a row,
/// its pair tests are cut by the buckets), so its growth is read from its
/// own recorded times. Indexed by `n - JOIN_FROM`.
const JOIN_WORK: [f64; 6] = [0.0657, 0.298, 1.333, 2.963, 27.42, 120.4];

/// The relative work of an `n`-board counted by `method`: the number of
/// solutions for the search (its nodes grow like them; 1 below n = 4),
/// [`JOIN_WORK`] for the join (`None` where the page does not join).
fn work(method: Method, n: usize) -> Option<f64> {
    match method {
        Method::Search => reference(n).map(|(total, _)| total.max(1) as f64),
        Method::Join => n
            .checked_sub(solver::plan::JOIN_FROM)
            .and_then(|i| JOIN_WORK.get(i))
            .copied(),
    }
}

/// The factor by which the number of solutions grows from `k - 1` to `k`
/// (published counts); `None` where it is undefined (`n <= 4`).
fn count_growth(k: usize) -> Option<f64> {
    let (now, _) = reference(k)?;
    let (before, _) = reference(k.checked_sub(1)?)?;
    (before > 0 && now > 0).then(|| now as f64 / before as f64)
}

/// The latest time of board `k` counted by `method`, if measured.
fn time_of(measured: &[Measured], k: usize, method: Method) -> Option<f64> {
    measured
        .iter()
        .rev()
        .find(|m| m.n == k && m.method == method)
        .map(|m| m.ms)
}

/// The measured board an estimate of an `n`-board by `method` starts from:
/// the largest measured one up to `n`, else the smallest above it. A
/// measurement is usable when it is the method's calibration board or a
/// larger one (a smaller board is mostly start-up and messages, and far
/// from the boards estimated) and took at least [`MIN_BASE_MS`] (or is the
/// calibration board, which is all there is to go on).
fn base(measured: &[Measured], n: usize, method: Method) -> Option<(usize, f64)> {
    let usable: Vec<usize> = measured
        .iter()
        .filter(|m| m.method == method && work(method, m.n).is_some())
        .filter(|m| m.n >= calibration_n(method))
        .filter(|m| m.ms >= MIN_BASE_MS || m.n == calibration_n(method))
        .map(|m| m.n)
        .collect();
    let b = usable
        .iter()
        .filter(|&&k| k <= n)
        .max()
        .or_else(|| usable.iter().min())
        .copied()?;
    Some((b, time_of(measured, b, method)?))
}

/// The search's measured correction per row at `base_n` (see [`estimate`]).
fn search_correction(measured: &[Measured], base_n: usize) -> Option<f64> {
    let mut logs = Vec::new();
    let mut k = base_n;
    let at = |k: usize| time_of(measured, k, Method::Search);
    while logs.len() < GROWTH_PAIRS && k >= 2 {
        match (at(k), at(k - 1), count_growth(k)) {
            (Some(t), Some(prev), Some(g)) if prev >= MIN_BASE_MS => logs.push((t / prev / g).ln()),
            _ => break,
        }
        k -= 1;
    }
    (!logs.is_empty()).then(|| {
        let mean = logs.iter().sum::<f64>() / logs.len() as f64;
        mean.exp().clamp(CORRECTION_RANGE.0, CORRECTION_RANGE.1)
    })
}

/// The time of an `n`-board counted by `method`, from its [`base`]:
/// `(ms, base_n, base_ms, correction)`.
fn board_ms(
    measured: &[Measured],
    n: usize,
    method: Method,
    workers: usize,
) -> Option<(f64, usize, f64, Option<f64>)> {
    let (base_n, base_ms) = base(measured, n, method)?;
    // The work per worker: fewer workers join a board whose tables are
    // larger ([`counting_workers`]).
    let share = counting_workers(base_n, method, workers) as f64
        / counting_workers(n, method, workers) as f64;
    let ratio = work(method, n)? / work(method, base_n)? * share;
    let correction = match method {
        Method::Search => search_correction(measured, base_n),
        Method::Join => None,
    };
    let mut ms = base_ms * ratio;
    // correction^(n - base_n), by multiplication (`powi` would add its own
    // code to the wasm).
    let c = correction.unwrap_or(1.0);
    for _ in base_n..n {
        ms *= c;
    }
    for _ in n..base_n {
        ms /= c;
    }
    Some((ms, base_n, base_ms, correction))
}

/// Estimates the time of an `n`-board counted by `workers` workers, from
/// `measured` whole counts of this device, with the model of the method
/// that will count it ([`method`]), calibrated on boards counted by that
/// method only. `None` when no usable board of that method was measured
/// (count its calibration board first, [`calibration_n`]).
///
/// From the base board `b` ([`base`]):
/// - **the search**: the time grows like the number of solutions (the
///   published counts, whose growth per row rises from about 6 at n = 15
///   to 10.5 at n = 27), times a correction per row measured here: the
///   geometric mean of `t(k) / t(k-1)` divided by the growth of the
///   counts, over up to [`GROWTH_PAIRS`] consecutive boards up to `b` both
///   searched and of at least [`MIN_BASE_MS`] (clamped to
///   [`CORRECTION_RANGE`]; 1 without them):
///   `t(n) = t(b) · (total(n) / total(b)) · correction^(n-b)`;
/// - **the join**: the time grows like the join's recorded work
///   ([`JOIN_WORK`]): `t(n) = t(b) · work(n) / work(b)`.
pub fn estimate(measured: &[Measured], n: usize, workers: usize) -> Option<Estimate> {
    let method = method(n);
    let (ms, base_n, base_ms, correction) = board_ms(measured, n, method, workers)?;
    let up_to_ms = (1..=n)
        .filter_map(|k| board_ms(measured, k, self::method(k), workers))
        .map(|(ms, ..)| ms)
        .sum();
    let rows = n.abs_diff(base_n) as f64;
    Some(Estimate {
        n,
        method,
        ms,
        up_to_ms,
        base_n,
        base_ms,
        correction: correction.unwrap_or(1.0),
        correction_measured: correction.is_some(),
        // The mean factor per row, as exp(ln(ratio) / rows): `ln` and `exp`
        // are already in the page's wasm for the correction above, `powf`
        // would add its own 2 KB.
        growth: if rows > 0.0 {
            ((ms / base_ms).ln() / rows).exp()
        } else {
            1.0
        },
    })
}

/// The method whose calibration board must be counted before the
/// estimate of an `n`-board (of every board from [`LARGE_N`] to `n` when
/// `up_to`): one of theirs that nothing measured here
/// calibrates. `None`: the estimate can be made.
pub fn calibration_needed(measured: &[Measured], n: usize, up_to: bool) -> Option<Method> {
    calibrations_needed(measured, n, up_to).first().copied()
}

/// Every method whose calibration board must be counted before the estimate
/// (see [`calibration_needed`], which is the first of them), in the order
/// they are counted: the page's stage of measuring holds them all.
pub fn calibrations_needed(measured: &[Measured], n: usize, up_to: bool) -> Vec<Method> {
    let from = if up_to { LARGE_N.min(n) } else { n };
    let mut out = Vec::new();
    for m in (from..=n).map(method) {
        if !out.contains(&m) && base(measured, n, m).is_none() {
            out.push(m);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn searched(n: usize, ms: f64) -> Measured {
        Measured {
            n,
            method: Method::Search,
            ms,
        }
    }

    fn joined(n: usize, ms: f64) -> Measured {
        Measured {
            n,
            method: Method::Join,
            ms,
        }
    }

    #[test]
    fn estimates() {
        let total = |k: usize| reference(k).unwrap().0 as f64;
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
        assert_eq!(estimate(&[], 20, 2), None);
        // Too short to extrapolate from.
        assert_eq!(
            estimate(&[searched(12, 5.0), searched(13, 20.0)], 22, 2),
            None
        );
        // One usable measurement: the search's time grows like the counts.
        let e = estimate(&[searched(12, 5.0), searched(16, 400.0)], 21, 2).unwrap();
        assert_eq!(
            (e.method, e.base_n, e.correction, e.correction_measured),
            (Method::Search, 16, 1.0, false)
        );
        assert!(close(e.ms, 400.0 * total(21) / total(16)));
        assert!(close(e.growth, (total(21) / total(16)).powf(0.2)));
        // A join board is not a base for the search, and the other way round.
        let m = [joined(17, 1000.0)];
        assert_eq!(estimate(&m, 22, 2), None);
        assert_eq!(calibration_needed(&m, 22, false), Some(Method::Search));
        assert_eq!(calibration_needed(&m, 19, false), None);
        let m = [searched(16, 400.0)];
        assert_eq!(estimate(&m, 19, 2), None);
        assert_eq!(calibration_needed(&m, 19, false), Some(Method::Join));
        // On seven workers n = 20 is still joined, by six of them (their
        // tables fill the memory): each has 7/6 of the work it had at 17.
        let e = estimate(&[joined(17, 1000.0)], 20, 7).unwrap();
        assert_eq!(e.method, Method::Join);
        assert!(close(
            e.ms,
            1000.0 * JOIN_WORK[5] / JOIN_WORK[2] * 7.0 / 6.0
        ));
        // The join's time grows like its recorded work, not like the counts.
        let e = estimate(&[joined(17, 1000.0)], 20, 2).unwrap();
        assert_eq!((e.method, e.base_n), (Method::Join, 17));
        assert!(close(e.ms, 1000.0 * JOIN_WORK[5] / JOIN_WORK[2]));
        assert!(e.ms < 1000.0 * total(20) / total(17) / 2.0);
        // Boards below the calibration board are no base (their start-up is
        // most of their time, and they are far from the boards estimated).
        let e = estimate(&[joined(16, 300.0), joined(17, 1000.0)], 18, 2).unwrap();
        assert_eq!(e.base_n, 17);
        assert_eq!(estimate(&[joined(16, 300.0)], 18, 2), None);
        assert_eq!(estimate(&[searched(14, 300.0)], 21, 2), None);
        // The calibration board is a base however short it took.
        let e = estimate(&[joined(17, 10.0)], 18, 2).unwrap();
        assert_eq!(e.base_n, 17);
        // 1..n: every board by its own method; those of an uncalibrated
        // method are left out.
        let m = [joined(17, 1000.0), searched(16, 400.0)];
        let e = estimate(&m, 22, 2).unwrap();
        let part = |k: usize| estimate(&m, k, 2).unwrap().ms;
        let sum: f64 = (1..=22).map(part).sum();
        assert!(close(e.up_to_ms, sum));
        assert!(e.up_to_ms > e.ms + part(20));
        assert_eq!(calibration_needed(&m, 22, true), None);
        assert_eq!(calibration_needed(&m[..1], 22, true), Some(Method::Search));
        assert_eq!(calibration_needed(&m[1..], 22, true), Some(Method::Join));
        // Consecutive searched boards that grew 10 % faster than the counts:
        // 1.1 per row.
        let t15 = 100.0;
        let t16 = t15 * total(16) / total(15) * 1.1;
        let e = estimate(&[searched(15, t15), searched(16, t16)], 21, 2).unwrap();
        assert!(e.correction_measured && close(e.correction, 1.1));
        assert!(close(e.ms, t16 * total(21) / total(16) * 1.1f64.powi(5)));
        // A wild ratio is clamped.
        let e = estimate(&[searched(15, 100.0), searched(16, 100.0 * 50.0)], 21, 2).unwrap();
        assert_eq!(e.correction, CORRECTION_RANGE.1);
        // The latest measurement of a board counts.
        let e = estimate(&[searched(21, 7e5), searched(21, 9e5)], 21, 2).unwrap();
        assert_eq!((e.ms, e.growth), (9e5, 1.0));
        // n = 27 from n = 16: the growth of the counts rises, about 8 a row.
        let e = estimate(&[searched(16, 1000.0)], 27, 2).unwrap();
        assert!(e.growth > 7.5 && e.growth < 8.5, "{}", e.growth);
    }

    /// The benchmark's records (`scripts/bench-count.sh --estimate`, one
    /// row per count in Chromium): the model, made from the board the page
    /// measured before the count (its calibration board, by the same
    /// method), predicts the count's time within a factor of 2. A change
    /// of the model (or of [`JOIN_WORK`]) is checked against every
    /// recorded count, on every machine recorded, but those measured while
    /// the machine ran more than four times as much work as the count has
    /// workers (a load above `4 × workers`): what else ran, and when it
    /// stopped, set their times, and no model of the count can. They stay
    /// in the record.
    #[test]
    fn the_model_is_within_a_factor_of_two_of_the_recorded_times() {
        let data = include_str!("../../../../../record/count-estimate.tsv");
        let mut lines = data.lines();
        assert_eq!(
            lines.next(),
            Some("date\tcommit\tmachine\tload\tn\tmethod\tworkers\tbase_n\tbase_worker_s\testimate_s\tactual_s")
        );
        let mut boards = Vec::new();
        for line in lines.filter(|l| !l.trim().is_empty()) {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 11, "{line}");
            let num = |i: usize| {
                f[i].parse::<f64>()
                    .unwrap_or_else(|_| panic!("column {i} is no number: {line}"))
            };
            let (n, workers, base_n) = (num(4) as usize, num(6) as usize, num(7) as usize);
            // The load average at the start and at the end of the count.
            let load = f[3].split('-').map(|l| {
                l.parse::<f64>()
                    .unwrap_or_else(|_| panic!("column 3 is no load range: {line}"))
            });
            if load.fold(0.0, f64::max) > 4.0 * workers as f64 {
                continue;
            }
            let recorded = Method::from_id(f[5]).unwrap_or_else(|| panic!("{line}"));
            assert_eq!(recorded, method(n), "{line}");
            let measured = [Measured {
                n: base_n,
                method: recorded,
                ms: num(8) * 1000.0,
            }];
            assert_eq!(calibration_needed(&measured, n, false), None);
            let e = estimate(&measured, n, workers).expect("an estimate");
            let ratio = e.ms / 1000.0 / num(10);
            assert!(
                (0.5..=2.0).contains(&ratio),
                "n = {n}: the model says {:.1} s, the count took {} s: {line}",
                e.ms / 1000.0,
                f[10]
            );
            boards.push(n);
        }
        // The boards the page joins from LARGE_N on that this machine counts
        // in minutes are recorded.
        for n in [18, 19] {
            assert!(boards.contains(&n), "no record of n = {n}");
        }
    }
}
