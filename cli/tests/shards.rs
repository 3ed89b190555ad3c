//! Shards, parts, merge and checkpoints: the format on its own (round
//! trip, residues), then the command as a user runs it, with faults: parts
//! missing, duplicated, inconsistent or corrupted; a shard killed mid-run;
//! a checkpointed count killed twice and resumed.
//! Run with `cargo test --release -p bitqueens-cli --test shards`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime};

use bitqueens_cli::merge::merge;
use bitqueens_cli::part::{self, Origin, Part, TaskCount, FORMAT_CHECKPOINT, FORMAT_PART};
use bitqueens_cli::{default_method, plan, Method};
use solver::count::Classes;
use solver::plan::count_job;

mod common;
use common::{bin, folder, run, s, text};

/// Counts the `k` shards of `n` with the command, into `dir/part-I.json`.
fn shard_files(dir: &Path, n: usize, k: usize) -> Vec<PathBuf> {
    (0..k)
        .map(|i| {
            let out = dir.join(format!("part-{i}.json"));
            let r = run(&[
                "count",
                &n.to_string(),
                "--shard",
                &format!("{i}/{k}"),
                "--out",
                s(&out),
                "--threads",
                "2",
            ]);
            assert!(r.status.success(), "shard {i}: {}", text(&r.stderr));
            out
        })
        .collect()
}

/// A pseudo-random number from the clock (the moments of the kills); the
/// assertion messages print it, so a failure can be replayed.
fn clock_random() -> u64 {
    let t = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64;
    let mut z = t ^ 0x9E37_79B9_7F4A_7C15;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^ (z >> 31)
}

/// The part of the tasks `ids` of `n`, counted here.
fn part_of(n: usize, shard: usize, of: usize, ids: &[usize]) -> Part {
    let list = plan(n);
    let done: BTreeMap<usize, Classes> = ids
        .iter()
        .map(|&id| (id, count_job(n, &list[id])))
        .collect();
    let origin = Origin {
        format: FORMAT_PART,
        n,
        shard,
        of,
    };
    Part::new(origin, default_method(n), &list, &done, 0.5, 2)
}

#[test]
fn a_part_round_trips_through_json() {
    let n = 13;
    let ids = solver::plan::shards(n, &plan(n), 3).swap_remove(1);
    let part = part_of(n, 1, 3, &ids);
    let json = part.to_json();
    let back = Part::from_json(&json).unwrap();
    assert_eq!(back, part);
    let sum = back.check().unwrap();
    let want: Classes = ids.iter().map(|&i| count_job(n, &plan(n)[i])).sum();
    assert_eq!(sum, want);
    // Counts are strings in the file.
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["total"], want.total().to_string());
    assert!(v["per_task"][0]["c8"].is_string(), "{json}");
    assert_eq!(v["task_ids"].as_array().unwrap().len(), ids.len());
}

#[test]
fn files_not_of_bitqueens_are_named_for_what_they_are() {
    let refused = |text: &str| Part::from_json(text).unwrap_err();
    // Not JSON: a garbage checkpoint or a text file.
    let e = refused("garbage\n");
    assert!(
        e.starts_with("not a part or checkpoint of bitqueens (not JSON"),
        "{e}"
    );
    // JSON of something else: neither "not a part file" nor "written by bitqueens ?".
    let e = refused(r#"{"name": "package", "version": "1.0.0"}"#);
    assert_eq!(
        e,
        r#"not a part or checkpoint of bitqueens (JSON without a "format" field)"#
    );
    let e = refused(r#"{"format": "geojson"}"#);
    assert_eq!(
        e,
        "not a part or checkpoint of bitqueens (its format is 'geojson')"
    );
    let e = refused("[1, 2]");
    assert_eq!(
        e,
        "not a part or checkpoint of bitqueens (JSON, but not an object)"
    );
    // Ours, from before plan versions, with and without its version.
    let e = refused(r#"{"format": "bitqueens-part", "version": "0.3.0"}"#);
    assert!(
        e.starts_with("written by bitqueens 0.3.0, before plan version"),
        "{e}"
    );
    let e = refused(r#"{"format": "bitqueens-checkpoint"}"#);
    assert!(
        e.starts_with("written by an early bitqueens, before plan version"),
        "{e}"
    );
    // Ours, of this plan version, with a field missing: damaged, named by kind.
    let mut v: serde_json::Value =
        serde_json::from_str(&part_of(12, 0, 1, &[0]).to_json()).unwrap();
    v["format"] = FORMAT_CHECKPOINT.into();
    v.as_object_mut().unwrap().remove("total");
    let e = refused(&v.to_string());
    assert!(
        e.starts_with("a damaged checkpoint file: missing field `total`"),
        "{e}"
    );
    // Cut short.
    let json = part_of(12, 0, 1, &[0]).to_json();
    let e = refused(&json[..json.len() / 2]);
    assert!(e.starts_with("cut short (truncated?)"), "{e}");
}

/// `p` without its task at `at` (returned), its sums made to agree (its
/// residues left as they were).
fn remove_task(p: &mut Part, n: usize, at: usize) -> TaskCount {
    let gone = p.per_task.remove(at);
    p.task_ids.remove(at);
    let c = gone.classes(n).unwrap();
    p.total -= c.total();
    p.unique -= c.unique();
    p.c2 -= c.c2;
    p.c4 -= c.c4;
    p.c8 -= c.c8;
    gone
}

#[test]
fn residues_catch_changed_and_removed_tasks() {
    let n = 12;
    let ids: Vec<usize> = (0..plan(n).len()).collect();
    let good = part_of(n, 0, 1, &ids);
    good.check().unwrap();

    // One per-task count changed, the sums changed to match: the residues
    // no longer do.
    let mut p = good.clone();
    p.per_task[3].c8 += 1;
    p.per_task[3].total += 8;
    p.c8 += 1;
    p.total += 8;
    p.unique += 1;
    assert!(
        p.check().unwrap_err().contains("residues"),
        "{:?}",
        p.check()
    );

    // A task removed everywhere and the sums made consistent: the residues
    // catch it.
    let mut p = good.clone();
    remove_task(&mut p, n, 5);
    assert!(p.check().unwrap_err().contains("residues"));

    // ... and even a task of zero solutions, removed with its residue
    // recomputed, leaves its shard short: the merge names it.
    let mut p = good.clone();
    let zero = p.per_task.iter().position(|t| t.total == 0);
    let at = zero.unwrap_or(0);
    let gone = remove_task(&mut p, n, at);
    p.residues = part::Residues::of(&p.per_task);
    p.check().unwrap();
    let dir = folder("zero-task");
    let file = dir.join("part-0.json");
    std::fs::write(&file, p.to_json()).unwrap();
    let err = merge(std::slice::from_ref(&file)).unwrap_err();
    assert!(
        err.contains("part-0.json") && err.contains(&format!("lacks 1 of its tasks ({})", gone.id)),
        "{err}"
    );

    // Counts that do not add up (total against the classes).
    let mut p = good;
    p.per_task[0] = TaskCount {
        total: p.per_task[0].total + 1,
        ..p.per_task[0]
    };
    assert!(p.check().unwrap_err().contains("do not add up"));
}

#[test]
fn four_shards_merge_to_the_published_count() {
    let dir = folder("merge-14");
    let parts = shard_files(&dir, 14, 4);
    let mut args = vec!["merge", "--json"];
    args.extend(parts.iter().rev().map(|p| s(p)));
    let out = run(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(v["total"], "365596");
    assert_eq!(v["unique"], "45752");
    assert_eq!(v["parts"], 4);
    assert_eq!(v["matches_published"], true);
    let out = run(&[
        "merge",
        s(&parts[0]),
        s(&parts[1]),
        s(&parts[2]),
        s(&parts[3]),
    ]);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("total   365,596"), "{stdout}");
    assert!(stdout.contains("matches the published count"), "{stdout}");
    assert!(stdout.starts_with("n = 14: 4 parts,"), "{stdout}");
    // One shard of one: "1 part", not "1 parts".
    let one = shard_files(&folder("merge-one"), 10, 1);
    let out = run(&["merge", s(&one[0])]);
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("n = 10: 1 part, "), "{stdout}");
}

/// n = 15 is counted by the half-board join: a shard's boards of orbits of
/// eight are not whole orbits, the merge makes them so.
#[test]
fn the_join_s_shards_merge_to_the_published_count() {
    let dir = folder("merge-15");
    let parts = shard_files(&dir, 15, 3);
    let first: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&parts[0]).unwrap()).unwrap();
    assert_ne!(first["c8_boards"], "0", "the join's boards in a part");
    let mut args = vec!["merge", "--json"];
    args.extend(parts.iter().map(|p| s(p)));
    let out = run(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(
        (&v["total"], &v["unique"]),
        (&"2279184".into(), &"285053".into())
    );
    assert_eq!((&v["c2"], &v["c4"]), (&"0".into(), &"310".into()));
    assert_eq!(v["c8"], "284743");
    assert_eq!(v["matches_published"], true);
    // The whole count says the same.
    let out = run(&["count", "15", "--json", "--threads", "2"]);
    let w: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!((&w["unique"], &w["c8"]), (&v["unique"], &v["c8"]));
}

/// Each way a set of parts can be wrong: exit code 2, a message naming the
/// file (or the shard), nothing on stdout.
#[test]
fn merge_refuses_bad_parts_naming_them() {
    let dir = folder("merge-bad");
    let parts = shard_files(&dir, 13, 3);
    let other_n = shard_files(&folder("merge-bad-12"), 12, 3);
    let other_k = shard_files(&folder("merge-bad-k2"), 13, 2);
    let read = |p: &Path| std::fs::read_to_string(p).unwrap();
    let write = |name: &str, body: &str| {
        let p = dir.join(name);
        std::fs::write(&p, body).unwrap();
        p
    };
    let p0 = read(&parts[0]);
    // A digit of a per-task count changed.
    let at = p0.find("\"per_task\"").unwrap();
    let digit = at + p0[at..].find("\"total\":\"").unwrap() + 9;
    let mut bytes = p0.clone().into_bytes();
    bytes[digit] = if bytes[digit] == b'7' { b'3' } else { b'7' };
    let digit_changed = write("digit.json", &String::from_utf8(bytes).unwrap());
    // The total's first digit changed.
    let at = p0.find("\"total\":\"").unwrap() + 9;
    let mut bytes = p0.clone().into_bytes();
    bytes[at] = if bytes[at] == b'9' { b'1' } else { b'9' };
    let total_changed = write("total.json", &String::from_utf8(bytes).unwrap());
    // A task removed from the per-task counts.
    let at = p0.find("\"per_task\":[").unwrap() + 12;
    let end = at + p0[at..].find("},").unwrap() + 2;
    let removed = write("removed.json", &format!("{}{}", &p0[..at], &p0[end..]));
    // Cut in the middle.
    let truncated = write("truncated.json", &p0[..p0.len() / 2]);
    let not_json = write("empty.json", "");
    let nowhere = dir.join("nowhere.json");

    let cases: Vec<(Vec<&Path>, Vec<&str>)> = vec![
        (vec![&parts[0], &parts[1]], vec!["missing shards of 3: 2 ("]),
        (
            vec![&parts[0], &parts[1], &parts[2], &parts[1]],
            vec!["part-1.json: given 2 times"],
        ),
        (
            vec![&parts[0], &parts[1], &other_n[2]],
            vec!["not of one count", "n = 12", "n = 13"],
        ),
        (
            vec![&parts[0], &parts[1], &other_k[1]],
            vec!["not of one count", "2 shards", "3 shards"],
        ),
        (
            vec![&digit_changed, &parts[1], &parts[2]],
            vec!["digit.json:"],
        ),
        (
            vec![&total_changed, &parts[1], &parts[2]],
            vec!["total.json: its total, unique or classes are not the sums"],
        ),
        (
            vec![&removed, &parts[1], &parts[2]],
            vec!["removed.json: its task ids and its per-task counts list different tasks"],
        ),
        (
            vec![&truncated, &parts[1], &parts[2]],
            vec!["truncated.json: cut short"],
        ),
        (vec![&not_json, &parts[1], &parts[2]], vec!["empty.json:"]),
        (
            vec![&nowhere, &parts[1], &parts[2]],
            vec!["nowhere.json: cannot read it"],
        ),
    ];
    for (files, messages) in cases {
        let mut args = vec!["merge"];
        args.extend(files.iter().map(|p| s(p)));
        let out = run(&args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{files:?}: {stderr}");
        for m in messages {
            assert!(stderr.contains(m), "{files:?}: wants {m:?}: {stderr}");
        }
        assert_eq!(text(&out.stdout), "", "{files:?}");
        assert!(!stderr.contains("panicked"), "{stderr}");
        // One line per problem: a file given twice is not also a shard
        // given twice; a corrupt part whose JSON names its shard is not
        // also a missing shard.
        assert!(!stderr.contains("shard 1/3 given"), "{stderr}");
        if files.len() == 3 && stderr.contains("digit.json") {
            assert!(!stderr.contains("missing shards"), "{stderr}");
        }
    }
    // Many missing shards: as ranges.
    let one = folder("merge-bad-many").join("part-42.json");
    let out = run(&["count", "10", "--shard", "42/100", "--out", s(&one)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(&["merge", s(&one)]);
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("missing shards of 100: 0-41, 43-99 ("),
        "{stderr}"
    );
    assert_eq!(
        bitqueens_cli::merge::ranges_text(&[1, 3, 4, 5, 9]),
        "1, 3-5, 9"
    );
    // One task: "1 task", not "1 tasks" (n = 4's plan is one task).
    let four = folder("merge-one-task").join("part-0.json");
    let out = run(&["count", "4", "--shard", "0/1", "--out", s(&four)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(&["merge", s(&four)]);
    assert!(
        text(&out.stdout).starts_with("n = 4: 1 part, 1 task, every task once\n"),
        "{}",
        text(&out.stdout)
    );
}

/// A shard killed (SIGKILL) mid-run leaves no part (it is written at the
/// end, atomically); run again, the merge is exact.
#[cfg(unix)]
#[test]
fn a_killed_shard_rerun_merges_exactly() {
    let dir = folder("killed-shard");
    let (n, k) = (17, 4);
    let out = dir.join("part-2.json");
    // A random moment of the shard's run; where the shard ends before it
    // (a fast machine), again at half the delay, so that the kill always
    // falls mid-run.
    let mut delay = 150 + clock_random() % 400;
    loop {
        let mut child = bin()
            .args([
                "count",
                "17",
                "--shard",
                "2/4",
                "--threads",
                "1",
                "--out",
                s(&out),
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(delay));
        child.kill().ok(); // SIGKILL (an error: it had ended)
        if child.wait().unwrap().success() {
            assert!(delay > 10, "the shard never ran long enough to kill");
            std::fs::remove_file(&out).unwrap();
            delay /= 2;
            continue;
        }
        break;
    }
    assert!(
        !out.exists(),
        "no part from a killed shard (killed after {delay} ms)"
    );
    let parts = shard_files(&dir, n, k);
    let mut args = vec!["merge", "--json"];
    args.extend(parts.iter().map(|p| s(p)));
    let merged = run(&args);
    assert!(merged.status.success(), "{}", text(&merged.stderr));
    let v: serde_json::Value = serde_json::from_str(&text(&merged.stdout)).unwrap();
    let (total, unique) = solver::published::counts(n).unwrap();
    assert_eq!(v["total"], total.to_string());
    assert_eq!(v["unique"], unique.to_string());
    assert_eq!(v["matches_published"], true);
}

/// A checkpointed count killed (SIGKILL) twice at random moments, then run
/// to its end: the same result as an uninterrupted count.
#[cfg(unix)]
#[test]
fn a_checkpointed_count_killed_twice_resumes_exactly() {
    let dir = folder("checkpoint");
    let ckpt = dir.join("n17.ckpt");
    let n = 17;
    let args = [
        "count",
        "17",
        "--json",
        "--threads",
        "2",
        "--checkpoint",
        s(&ckpt),
        "--checkpoint-every",
        "0.1",
    ];
    let mut saved = Vec::new();
    for round in 0..2 {
        let delay = 300 + clock_random() % 900;
        let mut child = bin()
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(delay));
        child.kill().unwrap();
        child.wait().unwrap();
        // What was saved is a whole, valid checkpoint (the writes are
        // atomic), of no fewer tasks than before.
        let p = part::read(&ckpt).unwrap_or_else(|e| panic!("round {round}, {delay} ms: {e}"));
        assert_eq!(p.format, FORMAT_CHECKPOINT);
        assert!(p.task_ids.len() <= plan(n).len());
        saved.push((delay, p.task_ids.len()));
    }
    assert!(saved[1].1 >= saved[0].1, "{saved:?}");
    assert!(
        saved[1].1 > 0,
        "something was saved before the second kill: {saved:?}"
    );
    let out = run(&args);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{saved:?}: {stderr}");
    if saved[1].1 < plan(n).len() {
        assert!(
            stderr.contains(&format!("resuming: {} of", saved[1].1)),
            "{stderr}"
        );
    }
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    let (total, unique) = solver::published::counts(n).unwrap();
    assert_eq!(v["total"], total.to_string(), "kills at {saved:?}");
    assert_eq!(v["unique"], unique.to_string(), "kills at {saved:?}");
    // The classes add up to the published counts too.
    let class = |k: &str| -> u64 { v[k].as_str().unwrap().parse().unwrap() };
    assert_eq!(class("c2") + class("c4") + class("c8"), unique);
    assert_eq!(2 * class("c2") + 4 * class("c4") + 8 * class("c8"), total);
    // Run again: the finished checkpoint gives the result at once.
    let again = run(&args);
    let w: serde_json::Value = serde_json::from_str(&text(&again.stdout)).unwrap();
    assert_eq!(w["total"], v["total"]);
}

/// Ctrl-C with a checkpoint: the finished tasks are saved, exit code 130;
/// the next run resumes and ends with the exact count.
#[cfg(unix)]
#[test]
fn ctrl_c_saves_the_checkpoint_and_the_next_run_finishes() {
    let dir = folder("ctrl-c");
    let ckpt = dir.join("c.ckpt");
    let args = [
        "count",
        "16",
        "--threads",
        "1",
        "--checkpoint",
        s(&ckpt),
        "--json",
    ];
    let child = bin()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(400));
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    let stderr = text(&out.stderr);
    if out.status.code() == Some(130) {
        assert!(stderr.contains("saved in"), "{stderr}");
        assert_eq!(text(&out.stdout), "");
        let p = part::read(&ckpt).unwrap();
        assert!(p.task_ids.len() < plan(16).len());
    } else {
        // A very fast machine finished first; the rest still holds.
        assert!(out.status.success(), "{stderr}");
    }
    let out = run(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(v["total"], "14772512");
    assert_eq!(v["unique"], "1846955");
}

#[test]
fn a_checkpoint_of_another_count_is_refused() {
    let dir = folder("refused");
    let ckpt = dir.join("c.ckpt");
    let first = run(&["count", "12", "--checkpoint", s(&ckpt)]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let refused = |args: &[&str], message: &str| {
        let out = run(args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(stderr.contains("c.ckpt"), "{stderr}");
        assert_eq!(text(&out.stdout), "");
    };
    refused(
        &["count", "13", "--checkpoint", s(&ckpt)],
        "a checkpoint of n = 12, not n = 13",
    );
    refused(
        &["count", "12", "--shard", "0/2", "--checkpoint", s(&ckpt)],
        "a checkpoint of shard 0/1, not 0/2",
    );
    refused(
        &["count", "12", "--method", "join", "--checkpoint", s(&ckpt)],
        "counted by the search (--method search), not by the join",
    );
    let body = std::fs::read_to_string(&ckpt).unwrap();
    let old = body.replace(
        &format!("\"version\":\"{}\"", bitqueens_cli::VERSION),
        "\"version\":\"0.0.1\"",
    );
    assert_ne!(old, body);
    std::fs::write(&ckpt, old).unwrap();
    refused(
        &["count", "12", "--checkpoint", s(&ckpt)],
        "a checkpoint of version 0.0.1",
    );
    std::fs::write(&ckpt, &body[..body.len() - 20]).unwrap();
    refused(&["count", "12", "--checkpoint", s(&ckpt)], "cut short");
}

/// n = 27's published total passes 2^53: every JSON the command writes
/// gives it as a string, exact (a JSON number would be rounded by
/// JavaScript's `JSON.parse`).
#[test]
fn counts_above_2_to_the_53_stay_exact_in_json() {
    let (total, unique) = solver::published::counts(27).unwrap();
    assert!(total > 1 << 53);
    // Classes adding up to both published counts (C4 = (8U - T) / 4).
    let c4 = (8 * unique - total) / 4;
    let classes = Classes {
        c1: 0,
        c2: 0,
        c4,
        c8: unique - c4,
        c8_boards: 0,
    };
    assert_eq!((classes.total(), classes.unique()), (total, unique));
    let report = bitqueens_cli::Report {
        n: 27,
        classes,
        method: Method::Search,
        simd: None,
        tasks: 1,
        seconds: 1.0,
        seconds_all_runs: None,
        threads: 64,
    };
    let json = report.json();
    assert!(json.contains("\"matches_published\":true"), "{json}");
    assert!(json.contains("\"total\":\"234907967154122528\""), "{json}");
    assert!(json.contains("\"unique\":\"29363495934315694\""), "{json}");
    // A part and its merge: one shard holding every task of n = 27, all
    // counts 0 but one task's.
    let list = plan(27);
    let mut done: BTreeMap<usize, Classes> =
        (0..list.len()).map(|i| (i, Classes::default())).collect();
    done.insert(7, classes);
    let origin = Origin {
        format: FORMAT_PART,
        n: 27,
        shard: 0,
        of: 1,
    };
    let p = Part::new(origin, Method::Search, &list, &done, 1.0, 1);
    let body = p.to_json();
    assert!(body.contains("\"total\":\"234907967154122528\""));
    assert_eq!(Part::from_json(&body).unwrap().check().unwrap(), classes);
    let dir = folder("n27");
    let file = dir.join("part-0.json");
    std::fs::write(&file, &body).unwrap();
    let out = run(&["merge", "--json", s(&file)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(v["total"], "234907967154122528");
    assert_eq!(v["unique"], "29363495934315694");
    assert_eq!(v["published_total"], "234907967154122528");
    assert_eq!(v["matches_published"], true);
    // A JSON number would not survive: 2^53 + 1 is not a double.
    assert_ne!(((1u64 << 53) + 1) as f64 as u64, (1u64 << 53) + 1);
}

/// docs/cluster.md's table of the part file names every field a part
/// has, and its rule of a task's counts is the one the parts keep.
#[test]
fn the_docs_name_every_field_of_a_part() {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/cluster.md"))
        .unwrap();
    let table = &docs[docs.find("### Part files").unwrap()..docs.find("### Merge").unwrap()];
    let p = folder("docs-fields").join("p.json");
    let out = run(&["count", "15", "--shard", "0/1", "--out", s(&p)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
    let mut keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
    keys.extend(v["residues"].as_object().unwrap().keys().cloned());
    for key in keys {
        assert!(table.contains(&format!("`{key}`")), "docs lack `{key}`");
    }
    let row = table
        .lines()
        .find(|l| l.starts_with("| `per_task`"))
        .unwrap();
    for key in v["per_task"][0].as_object().unwrap().keys() {
        assert!(row.contains(key.as_str()), "per_task lacks {key}: {row}");
    }
    assert!(
        table.contains("`total = 2·C2 + 4·C4 + 8·C8 + c8_boards`"),
        "the rule a join task keeps"
    );
    // A join task holding boards of orbits of eight only: the rule holds.
    let task = v["per_task"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["c8_boards"] != "0")
        .expect("n = 15 by the join has tasks with c8_boards");
    let num = |k: &str| task[k].as_str().unwrap().parse::<u64>().unwrap();
    assert_eq!(
        num("total"),
        2 * num("c2") + 4 * num("c4") + 8 * num("c8") + num("c8_boards")
    );
}
