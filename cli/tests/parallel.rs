//! The count across threads against the single-threaded counter.

use bitqueens_cli::{
    count_parallel, count_task_stoppable, parse_args, plan, plan_with, Command, CountArgs,
};
use solver::count::{count, count_task, tasks, tasks_with_depth, TASK_MAX_ROWS};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

#[test]
fn threads_sum_to_the_single_threaded_count() {
    let stop = AtomicBool::new(false);
    for n in 1..=13 {
        let single = count(n);
        for deep in [false, true] {
            let list = plan_with(n, deep);
            for threads in [1, 2, 3, 8] {
                let done = AtomicUsize::new(0);
                let tick = || {
                    done.fetch_add(1, Ordering::Relaxed);
                };
                let got = count_parallel(n, &list, threads, &stop, &tick);
                assert_eq!(
                    got,
                    Some(single),
                    "n = {n}, deep = {deep}, {threads} threads"
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
fn the_deep_plan_is_a_permutation_of_the_tasks() {
    for n in [10, 16, 17] {
        let mut shuffled = plan_with(n, true);
        let mut ordered = tasks_with_depth(n, TASK_MAX_ROWS);
        assert_ne!(shuffled, ordered, "n = {n}: shuffled");
        shuffled.sort_by_key(|t| t.to_words());
        ordered.sort_by_key(|t| t.to_words());
        assert_eq!(shuffled, ordered, "n = {n}");
    }
    assert_eq!(plan(15), tasks(15));
    assert_eq!(plan(16), plan_with(16, true));
    assert_eq!(plan(16), plan(16), "the same order every time");
}

#[test]
fn a_task_in_slices_counts_like_count_task() {
    let stop = AtomicBool::new(false);
    for n in [12, 14] {
        for task in plan_with(n, true).iter().take(40) {
            assert_eq!(
                count_task_stoppable(n, task, &stop),
                Some(count_task(n, task)),
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
    // About a millisecond on an idle machine; generous for a loaded one.
    assert!(stopped_at < Duration::from_millis(1500), "{stopped_at:?}");
}

#[test]
fn arguments() {
    let count = |n, threads, json, quiet| {
        Ok(Command::Count(CountArgs {
            n,
            threads,
            json,
            quiet,
        }))
    };
    assert_eq!(parse_args(["count", "19"]), count(19, None, false, false));
    assert_eq!(
        parse_args(["count", "--json", "19", "--threads", "4"]),
        count(19, Some(4), true, false)
    );
    assert_eq!(
        parse_args(["count", "19", "--threads=8", "-q"]),
        count(19, Some(8), false, true)
    );
    assert_eq!(parse_args(["count", " 7 "]), count(7, None, false, false));
    assert_eq!(parse_args(["help"]), Ok(Command::Help));
    assert!(parse_args(["count", "19", "--json=yes"]).is_err());
    assert!(parse_args(["count", "1.5"]).is_err());
}
