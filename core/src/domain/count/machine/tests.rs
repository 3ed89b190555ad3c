use super::*;
use crate::domain::count::math::{
    calibration_n, estimate, gpu_plan, method, parse_n, plan, plan_by, JOIN_CALIBRATION_N, LARGE_N,
    LONG_COUNT_MS, SEARCH_CALIBRATION_N, SHOW_ESTIMATE_MS,
};
use crate::domain::count::texts as t;
use crate::i18n::Lang;
use solver::count::count;

fn finished(run: u32, n: usize) -> Event {
    Event::Pool(PoolEvent::Finished {
        run,
        classes: count(n),
        elapsed_ms: 100.0,
        busy_ms: 200.0,
    })
}

fn started(n: &str, up_to: bool) -> (Counter, Vec<Command>) {
    let mut c = Counter::new(2, false);
    c.update(Event::Input(n.into()), 0.0);
    // The field's change comes first (the focus leaves it): the link
    // follows then, and the start itself moves nothing more.
    c.update(Event::Commit, 0.0);
    let (changed, out) = c.update(Event::Start { up_to }, 0.0);
    assert!(changed);
    (c, out)
}

#[test]
fn a_count_runs_on_the_cpu_and_ends_in_the_table() {
    let (mut c, out) = started("10", false);
    assert_eq!(
        out,
        vec![
            Command::Ticking(true),
            Command::Cpu {
                run: 1,
                n: 10,
                jobs: plan(10),
                workers: 2,
            }
        ]
    );
    assert_eq!(
        (c.status, c.workers, c.progress.1),
        (Status::Running, 2, plan(10).len())
    );
    // An answer of an older run changes nothing.
    assert_eq!(c.update(finished(0, 10), 50.0), (false, vec![]));
    let (_, out) = c.update(finished(1, 10), 100.0);
    assert_eq!(out, vec![Command::Ticking(false)]);
    assert_eq!(c.status, Status::Done);
    assert_eq!(c.rows.len(), 1);
    assert!(c.rows[0].ok() && c.rows[0].engine == "cpu");
    assert_eq!(
        c.measured,
        vec![Measured {
            n: 10,
            method: Method::Search,
            ms: 100.0
        }],
        "busy time per worker"
    );
    assert_eq!(c.shown_counts(), ("724".into(), "92".into(), false));
    assert_eq!(
        c.status_text(Lang::En),
        t::done(Lang::En, 10, false, 100, 2)
    );
}

#[test]
fn leaving_the_page_keeps_its_memory_and_nothing_else() {
    let mut c = Counter::new(2, true);
    c.remember(Memory {
        rows: Vec::new(),
        measured: vec![Measured {
            n: 17,
            method: Method::Join,
            ms: 9_000.0,
        }],
    });
    c.update(Event::Open, 0.0);
    // No adapter: the probe found none this visit.
    c.gpu_state = GpuState::Absent;
    c.update(Event::Input("9".into()), 0.0);
    c.update(Event::Start { up_to: false }, 0.0);
    assert!(c.running());
    let memory = c.memory();
    let n = c.n;
    assert_ne!(n, DEFAULT_COUNT);
    TimedMachine::leave(&mut c);
    // The board is the machine's: the next visit shows it without being
    // handed the page's link again.
    assert_eq!((c.n, c.field()), (n, Ok(n)));
    let mut fresh = Counter::new(2, true);
    fresh.update(Event::Link { n, run: false }, 0.0);
    fresh.remember(memory);
    assert_eq!(c, fresh);
    // The next visit looks for an adapter again.
    assert_eq!(c.update(Event::Open, 0.0), (false, vec![Command::ProbeGpu]));
}

#[test]
fn opening_the_page_probes_the_gpu_where_the_page_has_webgpu() {
    let mut c = Counter::new(2, true);
    assert_eq!(c.update(Event::Open, 0.0), (false, vec![Command::ProbeGpu]));
    assert_eq!(c.gpu_state, GpuState::Checking);
    let mut c = Counter::new(2, false);
    assert_eq!(c.update(Event::Open, 0.0), (false, vec![]));
    assert_eq!(c.gpu_state, GpuState::Absent);
}

fn progress(run: u32, done: usize, of: usize) -> Event {
    Event::Pool(PoolEvent::Progress {
        run,
        done,
        of,
        work: Work {
            done: done as u64,
            of: of as u64,
        },
        so_far: Classes::default(),
        elapsed_ms: 0.0,
        rate: Rate::default(),
    })
}

/// The live region's texts of `c` over `events` at their times, each
/// new text once (an empty region, which says nothing, as "").
fn heard(c: &mut Counter, events: impl IntoIterator<Item = (Event, f64)>) -> Vec<String> {
    let mut texts = vec![c.announcement_text(Lang::En)];
    for (e, now) in events {
        c.update(e, now);
        let said = c.announcement_text(Lang::En);
        if texts.last() != Some(&said) {
            texts.push(said);
        }
    }
    texts
}

/// Ticks every 250 ms, as the page's, from `from` to `to` (ms).
fn ticks(from: u32, to: u32) -> impl Iterator<Item = (Event, f64)> {
    (from / 250..=to / 250).map(|k| (Event::Tick, f64::from(k * 250)))
}

#[test]
fn the_end_is_announced_with_the_totals() {
    let (mut c, _) = started("10", false);
    c.update(finished(1, 10), 205.0);
    assert_eq!(
        c.announcement_text(Lang::En),
        "n = 10: 724 solutions, 92 unique (0.1 seconds, 2 workers)."
    );
    assert_eq!(
        c.announcement_text(Lang::Ja),
        "n = 10：全解 724、ユニーク解 92（0.1 秒、ワーカー 2 個）"
    );
    // A 1..=n sequence says so, with its last board's time.
    let (mut c, _) = started("3", true);
    for n in 1..=3 {
        c.update(finished(n as u32, n), 0.0);
    }
    assert_eq!(
        c.announcement_text(Lang::En),
        "n = 1 to 3 counted. n = 3: 0 solutions, 0 unique (0.1 seconds, 2 workers)."
    );
}

#[test]
fn a_short_count_is_said_once_by_its_result() {
    // Done in 0.2 s: no start said before the result.
    let (mut c, _) = started("10", false);
    let said = heard(&mut c, ticks(0, 200).chain([(finished(1, 10), 205.0)]));
    assert_eq!(
        said,
        [
            "",
            "n = 10: 724 solutions, 92 unique (0.1 seconds, 2 workers)."
        ]
    );
    // Counted again: the region is emptied at the start, so that the same
    // result is said again.
    c.update(Event::Start { up_to: false }, 1_000.0);
    assert_eq!(c.announcement_text(Lang::En), "");
    c.update(finished(2, 10), 1_205.0);
    assert!(c.announcement_text(Lang::En).starts_with("n = 10: 724"));
    // A 1..=n sequence of quick boards, over a second in all: its start
    // is said (from the sequence's start, not each board's).
    let (mut c, _) = started("8", true);
    let mut events = Vec::new();
    for n in 1..=8 {
        let at = n as f64 * 200.0;
        events.push((Event::Tick, at - 100.0));
        events.push((finished(n as u32, n), at));
    }
    let said = heard(&mut c, events);
    assert_eq!(said.len(), 3, "{said:?}");
    assert_eq!(said[1], t::running(Lang::En, 6, Some(8), 2));
    assert!(said[2].starts_with("n = 1 to 8 counted. n = 8: 92 solutions"));
}

#[test]
fn progress_is_announced_at_most_every_few_seconds() {
    let (mut c, _) = started("16", false);
    let of = c.progress.1;
    // A progress report every 100 ms for 20 s.
    let texts = heard(
        &mut c,
        (1..=200).flat_map(|k| {
            let now = k as f64 * 100.0;
            [(progress(1, k * of / 201, of), now), (Event::Tick, now)]
        }),
    );
    // Nothing, the start after a second, then one every 5 s at most: at
    // 6, 11 and 16 s.
    assert_eq!(texts.len(), 5, "{texts:?}");
    assert_eq!(texts[1], t::running(Lang::En, 16, None, 2));
    assert!(texts[2].starts_with("n = 16: "), "{texts:?}");
    c.update(finished(1, 16), 20_050.0);
    assert!(c
        .announcement_text(Lang::En)
        .contains("14,772,512 solutions"));
}

#[test]
fn a_start_refused_says_why_again_and_only_that() {
    let (mut c, _) = started("10", false);
    c.update(finished(1, 10), 205.0);
    for (lang, text) in [(Lang::En, "30"), (Lang::Ja, "abc")] {
        c.update(Event::Input(text.into()), 1_000.0);
        let why = t::n_error(lang, &c.field().unwrap_err());
        // Shown under the field, not said while typing.
        assert_ne!(c.announcement_text(lang), why);
        let (changed, out) = c.update(Event::Start { up_to: true }, 1_100.0);
        assert!(changed && out.is_empty(), "{out:?}");
        assert_eq!(c.announcement_text(lang), why);
        // Said once: the next event does not put the result back.
        c.update(Event::Tick, 1_200.0);
        c.update(Event::Commit, 1_300.0);
        assert_eq!(c.announcement_text(lang), why);
        // A new text: the field's alert says it; the region is emptied.
        c.update(Event::Input("10".into()), 1_400.0);
        assert_eq!(c.announcement_text(lang), "");
    }
    // And counting again says the result.
    c.update(Event::Start { up_to: false }, 2_000.0);
    c.update(finished(2, 10), 2_205.0);
    assert!(c.announcement_text(Lang::En).starts_with("n = 10: 724"));
}

#[test]
fn a_cancel_is_announced() {
    let (mut c, _) = started("12", false);
    c.update(Event::Cancel, 10.0);
    assert_eq!(c.announcement, Announcement::Cancelled);
}

#[test]
fn up_to_counts_every_board_in_turn() {
    let (mut c, _) = started("3", true);
    for n in 1..=3 {
        let (_, out) = c.update(finished(n as u32, n), 0.0);
        if n < 3 {
            assert!(
                matches!(out[..], [Command::Cpu { n: m, .. }] if m == n + 1),
                "{out:?}"
            );
        }
    }
    assert_eq!(
        (c.status, c.done_up_to, c.rows.len()),
        (Status::Done, true, 3)
    );
}

/// The end of run `run` (a count of board `_n`, named for the reader;
/// its classes do not matter here) that kept each of the two workers
/// busy `ms`.
fn measured_in(run: u32, _n: usize, ms: f64) -> Event {
    Event::Pool(PoolEvent::Finished {
        run,
        classes: Classes::default(),
        elapsed_ms: ms,
        busy_ms: 2.0 * ms,
    })
}

fn is_join(jobs: &[Job]) -> bool {
    jobs.iter().all(|j| matches!(j, Job::Join(_)))
}

#[test]
fn a_large_board_is_calibrated_by_the_method_that_counts_it_then_confirmed() {
    // n = 22 is searched: its calibration board is searched too, although
    // the page joins that board.
    let (mut c, out) = started("22", false);
    assert!(
        matches!(&out[..], [Command::Ticking(true), Command::Cpu { n, jobs, .. }]
            if *n == SEARCH_CALIBRATION_N && *jobs == plan_by(*n, Method::Search)),
        "{out:?}"
    );
    assert!(c.confirm.is_some_and(|c| c.estimate.is_none()));
    c.update(measured_in(1, SEARCH_CALIBRATION_N, 500.0), 0.0);
    let (confirm, e, ms) = c.question().expect("the question");
    assert!(confirm.calibrated);
    assert_eq!(
        (e.method, e.base_n, e.base_ms),
        (Method::Search, SEARCH_CALIBRATION_N, 500.0)
    );
    assert!(ms >= LONG_COUNT_MS, "{ms}");
    assert_eq!(c.status, Status::Idle);
    let (_, out) = c.update(Event::Go, 0.0);
    assert!(matches!(
        out[..],
        [Command::Ticking(true), Command::Cpu { run: 2, n: 22, .. }]
    ));
    assert_eq!(c.confirm, None);
    assert_eq!(c.estimated.map(|e| e.n), Some(22));
    // And the join's boards by the join's board.
    let (_, out) = started("19", false);
    assert!(
        matches!(&out[..], [Command::Ticking(true), Command::Cpu { n, jobs, .. }]
            if *n == JOIN_CALIBRATION_N && is_join(jobs)),
        "{out:?}"
    );
}

#[test]
fn a_large_board_whose_estimate_is_short_starts_without_asking() {
    // n = 18 by the join: about 3.4 times its calibration board here.
    let (mut c, _) = started("18", false);
    let (_, out) = c.update(measured_in(1, JOIN_CALIBRATION_N, 1000.0), 1000.0);
    assert!(
        matches!(&out[..], [Command::Cpu { run: 2, n: 18, jobs, .. }] if is_join(jobs)),
        "{out:?}"
    );
    assert_eq!((c.status, c.confirm), (Status::Running, None));
    let e = c.estimated.expect("counted on an estimate");
    assert_eq!(
        (e.n, e.method, e.base_n),
        (18, Method::Join, JOIN_CALIBRATION_N)
    );
    // Its start is said: the page has been counting (measuring) a second.
    assert_eq!(
        c.announcement_text(Lang::En),
        t::running(Lang::En, 18, None, 2)
    );
    // A slow device: the same board asks.
    let (mut c, _) = started("18", false);
    c.update(measured_in(1, JOIN_CALIBRATION_N, 30_000.0), 0.0);
    assert!(c.question().is_some_and(|(_, _, ms)| ms >= LONG_COUNT_MS));
    assert_eq!(c.status, Status::Idle);
}

#[test]
fn counting_1_to_n_calibrates_every_method_it_will_use() {
    let (mut c, out) = started("22", true);
    assert!(
        matches!(out[..], [Command::Ticking(true), Command::Cpu { n, .. }] if n == JOIN_CALIBRATION_N),
        "{out:?}"
    );
    let (_, out) = c.update(measured_in(1, JOIN_CALIBRATION_N, 1000.0), 0.0);
    assert!(
        matches!(out[..], [Command::Cpu { run: 2, n, .. }] if n == SEARCH_CALIBRATION_N),
        "{out:?}"
    );
    c.update(measured_in(2, SEARCH_CALIBRATION_N, 500.0), 0.0);
    let (_, e, ms) = c.question().expect("the question");
    let join20 = estimate(&c.measured, 20, 2).unwrap();
    assert_eq!(join20.method, Method::Join);
    assert!(ms >= e.ms + join20.ms, "1..22 holds 20 by the join");
}

#[test]
fn the_question_is_announced_once_and_declining_says_nothing_was_started() {
    let (mut c, _) = started("22", false);
    // The measuring, once it has run a second (a shorter one is said by
    // the question that follows).
    assert_eq!(c.announcement_text(Lang::En), "");
    c.update(Event::Tick, 1_000.0);
    assert_eq!(
        c.announcement_text(Lang::En),
        t::stage(
            Lang::En,
            Stage::Measuring {
                n: SEARCH_CALIBRATION_N,
                method: Method::Search,
                step: 1,
                steps: 2
            }
        )
    );
    c.update(measured_in(1, SEARCH_CALIBRATION_N, 500.0), 1_010.0);
    let said = c.announcement_text(Lang::En);
    assert!(
        said.starts_with("Counting n = 22 by the symmetric search will take about"),
        "{said}"
    );
    assert!(said.ends_with(t::question_choices(Lang::En)), "{said}");
    // The status no longer says it is measuring.
    assert_eq!(c.status_text(Lang::En), t::waiting(Lang::En, 22));
    let ja = c.announcement_text(Lang::Ja);
    assert!(ja.contains("対称性を使う探索") && ja.ends_with(t::question_choices(Lang::Ja)));
    // Said once: nothing later repeats or changes it.
    assert_eq!(c.update(Event::Tick, 6_000.0), (false, vec![]));
    assert_eq!(c.update(Event::Commit, 12_000.0), (false, vec![]));
    assert_eq!(c.announcement_text(Lang::En), said);
    let (changed, out) = c.update(Event::Back, 13_000.0);
    assert!(changed && out.is_empty());
    assert_eq!(c.announcement, Announcement::NotStarted { n: 22 });
    assert_eq!(
        c.announcement_text(Lang::En),
        "Nothing was started: n = 22 is not being counted."
    );
    assert!(c.announcement_text(Lang::Ja).contains("n = 22"));
    assert_eq!((c.status, c.confirm), (Status::Idle, None));
}

#[test]
fn a_calibration_is_not_shown_as_the_result() {
    let (mut c, _) = started("10", false);
    c.update(finished(1, 10), 100.0);
    let before = ("724".to_string(), "92".to_string(), false);
    c.update(Event::Input("22".into()), 200.0);
    c.update(Event::Start { up_to: false }, 200.0);
    assert!(c.current.is_some_and(|k| k.calibration));
    c.update(progress(2, 1, 5), 800.0);
    c.update(Event::Tick, 1_500.0);
    assert_eq!(
        (c.result_n(), c.shown_counts(), c.result_ms()),
        (Some(10), before.clone(), 100.0)
    );
    c.update(measured_in(2, SEARCH_CALIBRATION_N, 500.0), 2_000.0);
    assert_eq!(
        (c.result_n(), c.shown_counts(), c.result_ms()),
        (Some(10), before, 100.0)
    );
    // The calibration is a row of the table, no more.
    assert!(c.rows.iter().any(|r| r.n == SEARCH_CALIBRATION_N));
    // Declined: still the last result.
    c.update(Event::Back, 2_100.0);
    assert_eq!(c.result_n(), Some(10));
}

#[test]
fn a_lost_gpu_hands_its_other_tasks_to_the_cpu_and_the_sum_stays_exact() {
    let mut c = Counter::new(2, true);
    c.update(
        Event::Gpu(GpuEvent::Adapter {
            name: "X".into(),
            faster: true,
        }),
        0.0,
    );
    assert_eq!(c.engine, Engine::Gpu);
    c.update(Event::Input("12".into()), 0.0);
    c.update(Event::Commit, 0.0);
    let (_, out) = c.update(Event::Start { up_to: false }, 0.0);
    let tasks = gpu_plan(12);
    assert_eq!(
        out,
        vec![
            Command::Ticking(true),
            Command::Gpu {
                run: 1,
                n: 12,
                tasks: tasks.clone()
            }
        ]
    );
    let gpu_part: Classes = tasks[..3]
        .iter()
        .map(|t| solver::count::count_task(12, t))
        .sum();
    let lost = GpuEvent::Lost {
        run: 1,
        done: 3,
        so_far: gpu_part,
        reason: "destroyed".into(),
    };
    let (_, out) = c.update(Event::Gpu(lost), 0.0);
    assert_eq!(
        out,
        vec![
            Command::StopGpu,
            Command::Cpu {
                run: 1,
                n: 12,
                jobs: tasks[3..].iter().map(|&t| Job::Search(t)).collect(),
                workers: 2,
            }
        ]
    );
    // The CPU reports its part only.
    let cpu_part: Classes = tasks[3..]
        .iter()
        .map(|t| solver::count::count_task(12, t))
        .sum();
    c.update(
        Event::Pool(PoolEvent::Finished {
            run: 1,
            classes: cpu_part,
            elapsed_ms: 10.0,
            busy_ms: 10.0,
        }),
        0.0,
    );
    assert_eq!(c.rows[0].classes, count(12));
    assert_eq!(c.rows[0].engine, "gpu+cpu");
    assert!(c.measured.is_empty(), "estimates are from CPU counts only");
}

#[test]
fn a_replaced_worker_is_noted_until_the_next_start() {
    let (mut c, _) = started("10", false);
    // A stale run's replacement changes nothing.
    assert!(!c.update(Event::Pool(PoolEvent::Replaced { run: 0 }), 0.0).0);
    c.update(Event::Pool(PoolEvent::Replaced { run: 1 }), 0.0);
    c.update(finished(1, 10), 0.0);
    assert_eq!((c.status, c.replaced), (Status::Done, 1));
    c.update(Event::Start { up_to: false }, 0.0);
    assert_eq!(c.replaced, 0);
}

#[test]
fn cancel_and_failure_drop_the_pool() {
    let (mut c, _) = started("10", false);
    let (_, out) = c.update(Event::Cancel, 0.0);
    assert_eq!(out, vec![Command::StopCpu, Command::Ticking(false)]);
    assert_eq!(c.status, Status::Cancelled);
    assert_eq!(c.shown_counts(), (String::new(), String::new(), false));
    c.update(Event::Start { up_to: false }, 0.0);
    let failed = PoolEvent::Failed {
        run: 2,
        reason: Failure::NotStarted,
    };
    let (_, out) = c.update(Event::Pool(failed), 0.0);
    assert_eq!(out, vec![Command::StopCpu, Command::Ticking(false)]);
    assert_eq!(
        (c.status, c.failure.clone()),
        (Status::Error, Some(Failure::NotStarted))
    );
}

fn link(n: usize, run: bool) -> Event {
    let n = parse_n(&n.to_string()).expect("a board");
    Event::Link { n, run }
}

/// The page's link is its machine's: the board and the large display,
/// kept when the page is left (the shell keeps the machine and writes the
/// address from it).
#[test]
fn the_link_is_the_machine_s_and_leaving_the_page_keeps_it() {
    let mut c = Counter::new(2, false);
    c.update(link(12, false), 0.0);
    assert_eq!(c.update(Event::Large(true), 0.0), (true, vec![]));
    assert_eq!(c.update(Event::Large(true), 0.0), (false, vec![]));
    c.leave();
    assert_eq!(
        c.link(),
        CountLink {
            n: CountN::clamped(12),
            large: true
        }
    );
    assert_eq!(c.n_text, "12");
}

#[test]
fn a_link_opens_its_board_and_without_run_starts_nothing() {
    let mut c = Counter::new(2, false);
    assert_eq!((c.n_text.as_str(), c.n.get()), ("16", 16));
    assert_eq!(c.update(link(12, false), 0.0), (true, vec![]));
    assert_eq!(
        (c.n_text.as_str(), c.n.get(), c.status, c.confirm),
        ("12", 12, Status::Idle, None)
    );
    // The board shown again: nothing, and the text stays as typed.
    c.update(Event::Input(" 12".into()), 0.0);
    assert_eq!(c.update(link(12, false), 0.0), (false, vec![]));
    assert_eq!(c.n_text, " 12");
    // A large board too: no estimate, no calibration.
    assert_eq!(c.update(link(27, false), 0.0), (true, vec![]));
    assert_eq!((c.status, c.confirm), (Status::Idle, None));
}

#[test]
fn run_counts_the_link_s_board_at_once() {
    let mut c = Counter::new(2, false);
    let (_, out) = c.update(link(10, true), 0.0);
    assert_eq!(
        out,
        vec![
            Command::Ticking(true),
            Command::Cpu {
                run: 1,
                n: 10,
                jobs: plan(10),
                workers: 2,
            }
        ]
    );
    c.update(finished(1, 10), 100.0);
    assert_eq!(c.status, Status::Done);
    assert_eq!(c.shown_counts(), ("724".into(), "92".into(), false));
    // Just under the large boards, still at once.
    let mut c = Counter::new(2, false);
    let (_, out) = c.update(link(LARGE_N - 1, true), 0.0);
    assert!(
        matches!(out[..], [Command::Ticking(true), Command::Cpu { n, .. }] if n == LARGE_N - 1),
        "{out:?}"
    );
}

#[test]
fn run_on_a_large_board_shows_the_estimate_and_waits() {
    for n in [LARGE_N, 20, 27] {
        let mut c = Counter::new(2, false);
        let (_, out) = c.update(link(n, true), 0.0);
        // The confirmation, measured by a smaller board: never n itself.
        assert!(c.confirm.is_some_and(|k| k.n == n && !k.up_to), "{n}");
        let m = method(n);
        assert!(
            matches!(out[..], [Command::Ticking(true), Command::Cpu { n: k, .. }] if k == calibration_n(m)),
            "{n}: {out:?}"
        );
        // A slow device: every one of them is long.
        c.update(measured_in(1, calibration_n(m), 30_000.0), 0.0);
        assert_eq!(c.status, Status::Idle, "{n}");
        assert!(c.question().is_some(), "{n}");
        assert!(c.rows.iter().all(|r| r.n != n), "{n}");
        // With a measurement at hand: the estimate at once, nothing runs.
        let mut again = Counter {
            measured: c.measured.clone(),
            ..Counter::new(2, false)
        };
        let (_, out) = again.update(link(n, true), 0.0);
        assert_eq!(out, vec![], "{n}");
        assert!(again.question().is_some(), "{n}");
        assert_eq!(again.status, Status::Idle, "{n}");
    }
}

#[test]
fn the_link_follows_the_board_settled_on_not_every_key() {
    let mut c = Counter::new(2, false);
    c.update(link(12, false), 0.0);
    for text in ["1", "14"] {
        c.update(Event::Input(text.into()), 0.0);
        assert_eq!(c.n.get(), 12, "typing {text}");
    }
    let fourteen = parse_n("14").expect("a board");
    assert_eq!(c.update(Event::Commit, 0.0), (true, vec![]));
    assert_eq!(c.link().n, fourteen, "the link names the board settled on");
    // The link following: nothing moves.
    assert_eq!(c.update(link(14, false), 0.0), (false, vec![]));
    assert_eq!((c.n.get(), c.n_text.as_str()), (14, "14"));
    assert_eq!(c.update(Event::Commit, 0.0), (false, vec![]));
    c.update(Event::Input("abc".into()), 0.0);
    assert_eq!(c.update(Event::Commit, 0.0), (false, vec![]));
    assert_eq!(c.n.get(), 14, "not a board: the link keeps its own");
    // A start is settled on too.
    c.update(Event::Input("9".into()), 0.0);
    let (_, out) = c.update(Event::Start { up_to: false }, 0.0);
    assert_eq!((c.n.get(), c.status), (9, Status::Running));
    assert!(
        out.iter().any(|c| matches!(c, Command::Cpu { n: 9, .. })),
        "{out:?}"
    );
    assert_eq!(c.link().n, parse_n("9").expect("a board"));
    // The page follows it; then Back to the entry of 14: the field
    // shows it, the count goes on,
    // and the link is not told what it named itself.
    assert_eq!(c.update(link(9, false), 0.0), (false, vec![]));
    assert_eq!(c.update(link(14, false), 0.0), (true, vec![]));
    assert_eq!(
        (c.n_text.as_str(), c.n.get(), c.status),
        ("14", 14, Status::Running)
    );
}

#[test]
fn ticks_show_the_time_only_after_the_first_half_second() {
    let (mut c, _) = started("10", false);
    assert!(!c.update(Event::Tick, 250.0).0);
    assert!(c.update(Event::Tick, 600.0).0);
    assert_eq!(c.elapsed_ms, 600.0);
    assert!(!c.update(Event::Tick, 700.0).0, "at most every REPORT_MS");
}

/// Reports of run `run` as a pool would send them, the jobs of `jobs`
/// (of an `n`-board) completing in the order `order`, then its end.
fn reports(run: u32, n: usize, jobs: &[Job], order: &[usize]) -> Vec<Event> {
    let mut meter = crate::domain::count::math::Meter::new(n, jobs);
    let mut out = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        meter.complete(i, k as f64);
        let (done, of) = meter.jobs();
        out.push(Event::Pool(PoolEvent::Progress {
            run,
            done,
            of,
            work: meter.work(),
            so_far: Classes::default(),
            elapsed_ms: 10.0 * k as f64,
            rate: meter.rate(),
        }));
    }
    out.push(measured_in(run, n, 1000.0));
    out
}

/// A random order of `len` jobs (xorshift, seeded).
fn shuffled(len: usize, seed: &mut u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    for i in (1..len).rev() {
        *seed ^= *seed >> 12;
        *seed ^= *seed << 25;
        *seed ^= *seed >> 27;
        let r = seed.wrapping_mul(0x2545_F491_4F6C_DD1D);
        order.swap(i, (r % (i as u64 + 1)) as usize);
    }
    order
}

/// n = 18 on a fresh page: the device is measured (n = 17 by the join)
/// in a stage of its own, then n = 18 is counted in another; within each
/// the progress never goes back, whatever the order the jobs complete
/// in, and the stages come in that order, each once.
#[test]
fn measuring_and_counting_are_separate_stages_that_never_go_back() {
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    for _ in 0..8 {
        let (mut c, _) = started("18", false);
        let mut seen: Vec<(Stage, u32)> = vec![(c.stage().expect("a stage"), c.stage_permille())];
        let mut note = |c: &Counter| {
            if let Some(stage) = c.stage() {
                seen.push((stage, c.stage_permille()));
            }
        };
        let calibration = plan_by(JOIN_CALIBRATION_N, Method::Join);
        let order = shuffled(calibration.len(), &mut seed);
        for e in reports(1, JOIN_CALIBRATION_N, &calibration, &order) {
            c.update(e, 0.0);
            note(&c);
        }
        // Short here: n = 18 starts at once, as run 2.
        assert_eq!(c.status, Status::Running);
        let jobs = plan_by(18, Method::Join);
        let order = shuffled(jobs.len(), &mut seed);
        let mut events = reports(2, 18, &jobs, &order);
        events.pop();
        for e in events {
            c.update(e, 0.0);
            note(&c);
        }
        c.update(measured_in(2, 18, 3_000.0), 0.0);
        assert_eq!((c.status, c.stage()), (Status::Done, None));
        let measuring = Stage::Measuring {
            n: JOIN_CALIBRATION_N,
            method: Method::Join,
            step: 1,
            steps: 2,
        };
        let counting = Stage::Counting {
            n: 18,
            up_to: None,
            step: Some((2, 2)),
        };
        // The stages in order, each once; each starts at 0.
        let mut stages: Vec<Stage> = seen.iter().map(|&(s, _)| s).collect();
        stages.dedup();
        assert_eq!(stages, vec![measuring, counting]);
        for stage in stages {
            let p: Vec<u32> = seen.iter().filter(|s| s.0 == stage).map(|s| s.1).collect();
            assert_eq!(p[0], 0, "{stage:?} starts at 0");
            assert!(p.windows(2).all(|w| w[0] <= w[1]), "{stage:?}: {p:?}");
            assert!(
                *p.last().unwrap() >= 990,
                "{stage:?} ends near 100 %: {p:?}"
            );
        }
        // Their labels differ, and say which is which.
        assert!(t::stage(Lang::En, measuring).starts_with("Step 1 of 2: measuring this device"));
        assert!(t::stage(Lang::En, counting).starts_with("Step 2 of 2"));
    }
}

/// Counting 1..n: one stage over every board, each weighed by its
/// number of solutions; it never goes back from one board to the next.
#[test]
fn a_sequence_is_one_stage_that_never_goes_back() {
    let (mut c, _) = started("12", true);
    let mut last = 0;
    for n in 1..=12 {
        let jobs = plan(n);
        let order: Vec<usize> = (0..jobs.len()).collect();
        let mut events = reports(n as u32, n, &jobs, &order);
        events.pop();
        for e in events {
            c.update(e, 0.0);
            let p = c.stage_permille();
            assert!(p >= last, "n = {n}: {p} after {last}");
            last = p;
        }
        assert!(
            matches!(c.stage(), Some(Stage::Counting { n: k, up_to: Some(12), step: None }) if k == n)
        );
        c.update(finished(n as u32, n), 0.0);
    }
    assert_eq!(c.status, Status::Done);
    // n = 12 holds most of the solutions of 1..=12: most of the bar.
    assert!(last > 700, "{last}");
}

/// A count that takes more than a few seconds shows its estimate while
/// it runs; a shorter one does not.
#[test]
fn the_estimate_is_shown_while_a_count_of_a_few_seconds_runs() {
    // n = 18 from n = 17 counted in 1 s: about 2 s, not shown.
    let (mut c, _) = started("18", false);
    c.update(measured_in(1, JOIN_CALIBRATION_N, 1_000.0), 0.0);
    assert_eq!(c.status, Status::Running);
    assert_eq!(c.running_estimate(), None);
    // From 5 s: about 11 s, shown, with the time left from the model.
    let (mut c, _) = started("18", false);
    c.update(measured_in(1, JOIN_CALIBRATION_N, 5_000.0), 0.0);
    let (e, ms) = c.running_estimate().expect("shown");
    assert!((SHOW_ESTIMATE_MS..LONG_COUNT_MS).contains(&ms), "{ms}");
    assert_eq!((e.n, e.base_n), (18, JOIN_CALIBRATION_N));
    c.update(Event::Tick, 2_000.0);
    assert!(
        c.time_left().is_some(),
        "the model's time left before any report"
    );
    // A board below the large ones has an estimate too once a board
    // measured here makes one: n = 17, measured, counted again.
    let mut again = Counter {
        measured: vec![Measured {
            n: 17,
            method: Method::Join,
            ms: 9_000.0,
        }],
        ..Counter::new(2, false)
    };
    again.update(Event::Input("17".into()), 0.0);
    again.update(Event::Start { up_to: false }, 0.0);
    assert_eq!(again.running_estimate().map(|(e, _)| e.n), Some(17));
}

/// A GPU lost mid-count: the CPU workers' progress continues from the
/// GPU's, never back.
#[test]
fn a_fallback_continues_the_progress() {
    let mut c = Counter::new(2, true);
    c.update(
        Event::Gpu(GpuEvent::Adapter {
            name: "X".into(),
            faster: true,
        }),
        0.0,
    );
    c.update(Event::Input("12".into()), 0.0);
    c.update(Event::Start { up_to: false }, 0.0);
    let jobs: Vec<Job> = gpu_plan(12).into_iter().map(Job::Search).collect();
    let order: Vec<usize> = (0..jobs.len()).collect();
    let mut events = reports(1, 12, &jobs, &order[..jobs.len() / 2]);
    events.pop();
    for e in events {
        let Event::Pool(p) = e else { unreachable!() };
        c.update(Event::Gpu(GpuEvent::Pool(p)), 0.0);
    }
    let before = c.stage_permille();
    assert!(before > 0);
    let lost = GpuEvent::Lost {
        run: 1,
        done: jobs.len() / 2,
        so_far: Classes::default(),
        reason: "destroyed".into(),
    };
    c.update(Event::Gpu(lost), 0.0);
    assert_eq!(c.stage_permille(), before);
    let rest = &jobs[jobs.len() / 2..];
    let order: Vec<usize> = (0..rest.len()).collect();
    let mut last = before;
    let mut events = reports(1, 12, rest, &order);
    events.pop();
    for e in events {
        c.update(e, 0.0);
        assert!(c.stage_permille() >= last);
        last = c.stage_permille();
    }
    assert!(last >= 990, "{last}");
}

/// The page left and shown again: its table, its measurements and the
/// last result of its board come back; another board's link shows
/// that board's last result.
#[test]
fn results_are_kept_per_board_when_the_page_is_left() {
    let (mut c, _) = started("10", false);
    c.update(finished(1, 10), 100.0);
    c.update(Event::Input("12".into()), 0.0);
    c.update(Event::Start { up_to: false }, 0.0);
    c.update(finished(2, 12), 100.0);
    let memory = c.memory();
    assert_eq!(memory.rows.len(), 2);
    // Shown again, on its board 12 (the link's): the result of 12.
    let mut back = Counter::new(2, false);
    back.remember(memory.clone());
    back.update(link(12, false), 0.0);
    assert_eq!(back.status, Status::Idle);
    assert_eq!(back.result_n(), Some(12));
    assert_eq!(back.shown_counts(), ("14200".into(), "1787".into(), false));
    assert_eq!(back.measured, c.measured);
    // Back to the entry of 10: its own result.
    back.update(link(10, false), 0.0);
    assert_eq!(
        (back.result_n(), back.shown_counts()),
        (Some(10), ("724".into(), "92".into(), false))
    );
    // A board never counted: the last result stays, under its own n.
    back.update(link(11, false), 0.0);
    assert_eq!(back.result_n(), Some(10));
    // On the default board, shown at once.
    let (mut d, _) = started("16", false);
    d.update(measured_in(1, 16, 300.0), 0.0);
    let mut again = Counter::new(2, false);
    again.remember(d.memory());
    assert_eq!(again.result_n(), Some(16));
}

/// A new board settled on while a count runs: the address follows the
/// field (what a reload or a start would count), the count goes on
/// and ends under its own board, which the page names.
#[test]
fn a_board_typed_mid_count_does_not_take_the_count_s_result() {
    let (mut c, _) = started("14", false);
    c.update(Event::Input("12".into()), 10.0);
    let (_, out) = c.update(Event::Commit, 10.0);
    assert_eq!(out, vec![]);
    assert_eq!(c.link().n, CountN::clamped(12));
    assert_eq!(c.status, Status::Running);
    assert!(c.status_text(Lang::En).starts_with("Counting n = 14"));
    assert_eq!(c.result_n(), Some(14));
    c.update(finished(1, 14), 100.0);
    assert_eq!(c.status, Status::Done);
    assert_eq!(c.result_n(), Some(14));
    assert!(c.status_text(Lang::En).starts_with("n = 14 counted"));
    assert_eq!(c.shown_counts().0, "365596");
    assert!(c.rows.iter().any(|r| r.n == 14 && r.ok()));
    assert_eq!((c.n.get(), c.field()), (12, Ok(CountN::clamped(12))));
}
