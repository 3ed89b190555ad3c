//! The count across threads against the single-threaded counter.

use bitqueens_cli::{
    count_each, count_parallel, count_task_stoppable, parse_shard, plan, Cli, Commands, Shard,
};
use clap::Parser;
use solver::count::{count, Classes};
use solver::plan::{count_job, Joins, Split};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[test]
fn threads_sum_to_the_single_threaded_count() {
    let stop = AtomicBool::new(false);
    for n in 1..=13 {
        let single = count(n);
        // Deep tasks, coarse tasks, the join's pieces.
        let joins = Joins::Boards { from: 1, to: 99 };
        for (deep_from, join) in [(1, Joins::None), (99, Joins::None), (99, joins)] {
            let split = Split {
                deep_from,
                shuffled: true,
                join,
                join_runs: 5,
            };
            let list = solver::plan::plan(n, split);
            let deep = (deep_from, join);
            for threads in [1, 2, 3, 8] {
                let done = AtomicUsize::new(0);
                let tick = || {
                    done.fetch_add(1, Ordering::Relaxed);
                };
                let got = count_parallel(n, &list, threads, &stop, &tick);
                assert_eq!(
                    got,
                    Some(single),
                    "n = {n}, (deep from, join to) = {deep:?}, {threads} threads"
                );
                assert_eq!(
                    done.load(Ordering::Relaxed),
                    list.len(),
                    "every task reported"
                );
            }
        }
    }
}

#[test]
fn the_command_counts_with_the_threads_plan() {
    assert_eq!(plan(16), solver::plan::plan(16, Split::THREADS));
    assert_eq!(plan(15), solver::plan::plan(15, Split::THREADS));
}

#[test]
fn count_each_reports_each_task_once() {
    let stop = AtomicBool::new(false);
    let n = 13;
    let list = plan(n);
    // Every third task only, as a shard would.
    let ids: Vec<usize> = (0..list.len()).step_by(3).collect();
    let seen = Mutex::new(Vec::new());
    assert!(count_each(n, &list, &ids, 2, &stop, &|id, c| {
        seen.lock().unwrap().push((id, c));
    }));
    let mut seen = seen.into_inner().unwrap();
    seen.sort_by_key(|s| s.0);
    assert_eq!(seen.iter().map(|s| s.0).collect::<Vec<_>>(), ids);
    for (id, c) in seen {
        assert_eq!(c, count_job(n, &list[id]), "task {id}");
    }
    let all: Vec<usize> = (0..list.len()).collect();
    let sum = Mutex::new(Classes::default());
    assert!(count_each(n, &list, &all, 3, &stop, &|_, c| *sum
        .lock()
        .unwrap() +=
        c));
    assert_eq!(sum.into_inner().unwrap(), count(n));
}

#[test]
fn a_task_in_slices_counts_like_count_task() {
    let stop = AtomicBool::new(false);
    for n in [12, 14] {
        for task in plan(n + 4).iter().take(40) {
            assert_eq!(
                count_task_stoppable(n + 4, task, &stop),
                Some(count_job(n + 4, task)),
                "n = {n}"
            );
        }
    }
}

#[test]
fn stopped_before_the_start_counts_nothing() {
    let stop = AtomicBool::new(true);
    assert_eq!(count_parallel(12, &plan(12), 2, &stop, &|| ()), None);
}

/// A stop during a long count ends every thread quickly, with no result.
#[test]
fn a_stop_ends_a_large_count_quickly() {
    let stop = AtomicBool::new(false);
    let list = plan(20);
    let stopped_at = std::thread::scope(|s| {
        let setter = s.spawn(|| {
            std::thread::sleep(Duration::from_millis(300));
            stop.store(true, Ordering::Relaxed);
            Instant::now()
        });
        let result = count_parallel(20, &list, 2, &stop, &|| ());
        assert_eq!(result, None);
        let end = Instant::now();
        end - setter.join().unwrap()
    });
    // A millisecond or so on an idle machine, plus the join's tables when
    // they are being built (they cannot be stopped); a stop not heeded runs
    // the whole count, minutes: the bound tells the two apart on a loaded
    // machine too.
    assert!(stopped_at < Duration::from_secs(30), "{stopped_at:?}");
}

#[test]
fn arguments() {
    let parse = |args: &[&str]| {
        let mut all = vec!["bitqueens"];
        all.extend_from_slice(args);
        match Cli::try_parse_from(all).map(|c| c.command) {
            Ok(Commands::Count(a)) => Ok((a.n, a.threads, a.json, a.quiet, a.shard)),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e.to_string()),
        }
    };
    assert_eq!(parse(&["count", "19"]), Ok((19, None, false, false, None)));
    assert_eq!(
        parse(&["count", "--json", "19", "--threads", "4"]),
        Ok((19, Some(4), true, false, None))
    );
    assert_eq!(
        parse(&["count", "19", "--threads=8", "-q"]),
        Ok((19, Some(8), false, true, None))
    );
    assert_eq!(parse(&["count", " 7 "]), Ok((7, None, false, false, None)));
    assert_eq!(
        parse(&["count", "20", "--shard", "3/8"]),
        Ok((20, None, false, false, Some(Shard { index: 3, of: 8 })))
    );
    assert!(parse(&["count", "19", "--json=yes"]).is_err());
    assert!(parse(&["count", "1.5"]).is_err());
    assert!(
        parse(&["count", "19", "--checkpoint-every", "1"]).is_err(),
        "needs --checkpoint"
    );
    assert_eq!(parse_shard("0/1"), Ok(Shard { index: 0, of: 1 }));
    assert_eq!(parse_shard(" 2 / 3 "), Ok(Shard { index: 2, of: 3 }));
    for bad in [
        "3/3", "0/0", "-1/4", "1", "a/b", "1/2/3", "/4", "1/", "0/100001",
    ] {
        assert!(parse_shard(bad).is_err(), "{bad}");
    }
}

/// Every number of the command line is read as the site reads a typed
/// field: full-width digits and '／' (a Japanese input method) as ASCII,
/// spaces around and leading zeros allowed, no sign.
#[test]
fn numbers_are_read_as_the_site_reads_them() {
    use bitqueens_cli::args::{parse_memory, parse_threads};
    assert_eq!(bitqueens_cli::parse_n("１４"), Ok(14));
    assert_eq!(bitqueens_cli::parse_n("\u{3000}２７"), Ok(27));
    for same in [" 14", "014", "14 "] {
        assert_eq!(bitqueens_cli::parse_n(same), Ok(14), "{same}");
    }
    for bad in ["+14", "-14", "1.4", "１４ａ", ""] {
        let e = bitqueens_cli::parse_n(bad).unwrap_err();
        assert!(e.contains("from 1 to 27") && e.contains(bad), "{bad}: {e}");
    }
    assert!(bitqueens_cli::parse_n("28")
        .unwrap_err()
        .contains("not '28'"));
    assert_eq!(parse_shard("０/４"), Ok(Shard { index: 0, of: 4 }));
    assert_eq!(parse_shard("１／４"), Ok(Shard { index: 1, of: 4 }));
    assert!(parse_shard("+1/4").is_err());
    assert_eq!(parse_threads("４"), Ok(4));
    assert!(parse_threads("+4").is_err(), "no sign, as n");
    assert_eq!(parse_memory("２０４８"), Ok(2048));
    assert!(parse_memory("+2048").is_err());
    // The built command takes them too.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bitqueens"))
        .args(["count", "１０", "--shard", "０／１"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
}
