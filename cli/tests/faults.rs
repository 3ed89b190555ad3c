//! What a cluster does to a count, for real, with the built command: nodes
//! with unlike memory, the signals a scheduler sends (SIGTERM first), a
//! process killed while writing, a closed pipe, a re-run over a finished
//! part, a finished checkpoint given to the merge, files of an older plan.
//! Every kill waits for what it needs (a checkpoint on disk, the process
//! stopped with SIGSTOP) rather than for a time.
//! Run with `cargo test --profile release-tests -p bitqueens-cli --test faults`.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use bitqueens_cli::part::{self, Origin, Part, FORMAT_CHECKPOINT};
use bitqueens_cli::{plan_by, Method, PLAN_VERSION};
use solver::count::Classes;
use solver::plan::count_job;

mod common;
use common::{bin, folder, run, s, text};

/// `merge --json` of `parts`: its JSON, after checking that it succeeded.
fn merged(parts: &[&Path]) -> serde_json::Value {
    let mut args = vec!["merge", "--json"];
    args.extend(parts.iter().map(|p| s(p)));
    let out = run(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    serde_json::from_str(&text(&out.stdout)).unwrap()
}

fn assert_published(v: &serde_json::Value, n: usize) {
    let (total, unique) = solver::published::counts(n).unwrap();
    assert_eq!(v["total"], total.to_string(), "{v}");
    assert_eq!(v["unique"], unique.to_string(), "{v}");
    assert_eq!(v["matches_published"], true, "{v}");
}

/// Parts counted on nodes of unlike memory are of one plan and merge
/// exactly; a node without the memory of the method refuses at once,
/// naming it, and writes nothing; a checkpoint made with one memory resumes
/// with another.
#[test]
fn unlike_memory_makes_one_plan() {
    let dir = folder("memory");
    let (a, b) = (dir.join("part-0.json"), dir.join("part-1.json"));
    // n = 15 is joined: its tables take about 6 MB.
    for (part, shard, memory) in [(&a, "0/2", "6"), (&b, "1/2", "100000")] {
        let out = run(&[
            "count",
            "15",
            "--shard",
            shard,
            "--memory",
            memory,
            "--out",
            s(part),
        ]);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    // The default memory: what this machine has.
    let c = dir.join("part-1-default.json");
    let out = run(&["count", "15", "--shard", "1/2", "--out", s(&c)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_published(&merged(&[&a, &b]), 15);
    assert_published(&merged(&[&a, &c]), 15);

    // Too little memory for the join: refused at once, nothing counted.
    let small = dir.join("small.json");
    let started = Instant::now();
    let out = run(&[
        "count",
        "15",
        "--shard",
        "0/2",
        "--memory",
        "1",
        "--out",
        s(&small),
    ]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    for words in [
        "the join needs about 6 MB",
        "1 MB allowed (--memory)",
        "--method search",
    ] {
        assert!(stderr.contains(words), "wants {words:?}: {stderr}");
    }
    assert!(!small.exists());
    assert!(started.elapsed() < Duration::from_secs(30));

    // The search, asked for, on a node of 1 MB and on one of plenty: one
    // plan, merged exactly; it does not merge with the join's parts.
    let (sa, sb) = (dir.join("search-0.json"), dir.join("search-1.json"));
    for (part, shard, memory) in [(&sa, "0/2", "1"), (&sb, "1/2", "100000")] {
        let out = run(&[
            "count",
            "15",
            "--method",
            "search",
            "--shard",
            shard,
            "--memory",
            memory,
            "--out",
            s(part),
        ]);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let v = merged(&[&sa, &sb]);
    assert_published(&v, 15);
    assert_eq!(v["method"], "search");
    let out = run(&["merge", s(&a), s(&sb)]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("method join") && stderr.contains("method search"),
        "{stderr}"
    );

    // A checkpoint saved with one memory resumes with another.
    let ckpt = dir.join("c.ckpt");
    let out = run(&[
        "count",
        "15",
        "--memory",
        "6",
        "--checkpoint",
        s(&ckpt),
        "--json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(&[
        "count",
        "15",
        "--memory",
        "100000",
        "--checkpoint",
        s(&ckpt),
        "--json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("resuming"),
        "{}",
        text(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_published(&v, 15);
}

fn signal(child: &Child, name: &str) {
    let ok = Command::new("kill")
        .args([&format!("-{name}"), &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(ok.success(), "kill -{name}");
}

/// The tasks saved in `ckpt`, once it holds at least one.
fn saved_tasks(ckpt: &Path) -> Option<usize> {
    let p = part::read(ckpt).ok()?;
    (!p.task_ids.is_empty()).then_some(p.task_ids.len())
}

/// Starts `args` (a count with a checkpoint saved every 0.05 s), waits for
/// its checkpoint to hold a task, stops it (SIGSTOP), sends `name`, lets it
/// go on (SIGCONT) and waits for its end. Returns the tasks saved before
/// the signal and the output. The count must have seconds of work left
/// after its first task, so that it is mid-run when stopped.
fn stop_mid_run(args: &[&str], ckpt: &Path, name: &str) -> (usize, Output) {
    let mut child = bin()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let before = loop {
        if let Some(k) = saved_tasks(ckpt) {
            signal(&child, "STOP");
            break k;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the count ended before saving a task"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    assert!(
        child.try_wait().unwrap().is_none(),
        "the count ended before the signal (its work is too small for this test)"
    );
    signal(&child, name);
    signal(&child, "CONT");
    (before, child.wait_with_output().unwrap())
}

/// SIGTERM (scancel, a Slurm time limit, a preemption, a Kubernetes
/// eviction) mid-run: the finished tasks are saved, exit code 143; the next
/// run resumes and ends with the exact count. SIGHUP likewise (129).
#[cfg(unix)]
#[test]
fn sigterm_mid_run_saves_and_the_count_resumes_exactly() {
    let dir = folder("sigterm");
    let ckpt = dir.join("n16.ckpt");
    // n = 16 by the search on one thread: about a second of work, in 7,780
    // tasks, the first of them done in well under a millisecond.
    let args = [
        "count",
        "16",
        "--method",
        "search",
        "--threads",
        "1",
        "--json",
        "--checkpoint",
        s(&ckpt),
        "--checkpoint-every",
        "0.05",
    ];
    let tasks = plan_by(16, Method::Search).unwrap().len();
    let (before, out) = stop_mid_run(&args, &ckpt, "TERM");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(143), "{stderr}");
    assert!(stderr.contains("stopped by SIGTERM"), "{stderr}");
    assert!(stderr.contains("saved in"), "{stderr}");
    assert_eq!(text(&out.stdout), "", "no partial result");
    let saved = saved_tasks(&ckpt).unwrap();
    assert!(
        (before..tasks).contains(&saved),
        "{before} <= {saved} < {tasks}"
    );

    let out = run(&args);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains(&format!("resuming: {saved} of {tasks}")),
        "{stderr}"
    );
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_published(&v, 16);

    // SIGHUP (a closed terminal): saved, 129. Not resumed here.
    let hup = dir.join("hup.ckpt");
    let mut args = args;
    args[8] = s(&hup);
    let (_, out) = stop_mid_run(&args, &hup, "HUP");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(129), "{stderr}");
    assert!(stderr.contains("stopped by SIGHUP"), "{stderr}");
    assert!(saved_tasks(&hup).is_some_and(|k| k < tasks));
}

/// A temporary file left by a process killed while writing (`kill -9`) is
/// removed by the next start; one of a process still running is not.
#[cfg(target_os = "linux")]
#[test]
fn a_stale_temporary_file_is_removed_on_start() {
    let dir = folder("stale");
    let ckpt = dir.join("c.ckpt");
    let out_file = dir.join("p.json");
    // Above any process id Linux hands out (pid_max is at most 2^22).
    let stale = [
        dir.join(".c.ckpt.tmp-4194305"),
        dir.join(".p.json.tmp-4194306"),
    ];
    let live = dir.join(format!(".c.ckpt.tmp-{}", std::process::id()));
    for f in stale.iter().chain([&live]) {
        std::fs::write(f, "{\"format\":\"bitqu").unwrap();
    }
    let out = run(&[
        "count",
        "12",
        "--shard",
        "0/2",
        "--checkpoint",
        s(&ckpt),
        "--out",
        s(&out_file),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    for f in &stale {
        assert!(!f.exists(), "{} left", f.display());
    }
    assert!(live.exists(), "the file of a running process is kept");
    assert!(
        text(&out.stderr).contains(".c.ckpt.tmp-4194305"),
        "{}",
        text(&out.stderr)
    );
}

/// stdout closed before the result is written (`| head`, a reader that
/// ended): no panic, nothing said, exit code 141.
#[test]
fn a_closed_pipe_ends_quietly() {
    for args in [
        &["count", "12", "--json"][..],
        &["count", "9"],
        &["count", "10", "--shard", "0/2"],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = bin()
            .args(args)
            .stdout(Stdio::from(writer))
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(141), "{args:?}: {stderr}");
        assert_eq!(stderr, "", "{args:?}");
    }
}

/// `--out` over a finished part of the same shard: kept, nothing counted;
/// over anything else: refused; `--force` counts again and replaces it.
#[test]
fn out_keeps_a_finished_part_unless_forced() {
    let dir = folder("out");
    let (p0, p1) = (dir.join("part-0.json"), dir.join("part-1.json"));
    for (p, shard) in [(&p0, "0/2"), (&p1, "1/2")] {
        let out = run(&["count", "13", "--shard", shard, "--out", s(p)]);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let first = std::fs::read(&p0).unwrap();
    let out = run(&["count", "13", "--shard", "0/2", "--out", s(&p0)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("already holds shard 0/2"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read(&p0).unwrap(), first, "not rewritten");

    // Shard 1's part where shard 0's goes: refused, left as it was.
    let other = std::fs::read(&p1).unwrap();
    std::fs::write(&p0, &other).unwrap();
    let out = run(&["count", "13", "--shard", "0/2", "--out", s(&p0)]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("shard 1/2") && stderr.contains("--force"),
        "{stderr}"
    );
    assert_eq!(std::fs::read(&p0).unwrap(), other);
    std::fs::write(&p0, "not a part").unwrap();
    let out = run(&["count", "13", "--shard", "0/2", "--out", s(&p0)]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));

    let out = run(&["count", "13", "--shard", "0/2", "--out", s(&p0), "--force"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_published(&merged(&[&p0, &p1]), 13);
}

/// A finished checkpoint is as good as its part; an unfinished one is named.
#[test]
fn merge_takes_a_finished_checkpoint() {
    let dir = folder("ckpt-merge");
    let (c0, p1) = (dir.join("shard-0.ckpt"), dir.join("part-1.json"));
    let out = run(&["count", "14", "--shard", "0/2", "--checkpoint", s(&c0)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(&["count", "14", "--shard", "1/2", "--out", s(&p1)]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_published(&merged(&[&c0, &p1]), 14);

    // Shard 0's checkpoint with one task fewer: unfinished.
    let n = 14;
    let list = plan_by(n, Method::Search).unwrap();
    let ids = solver::plan::shards(n, &list, 2).swap_remove(0);
    let done: BTreeMap<usize, Classes> = ids[1..]
        .iter()
        .map(|&id| (id, count_job(n, &list[id])))
        .collect();
    let origin = Origin {
        format: FORMAT_CHECKPOINT,
        n,
        shard: 0,
        of: 2,
    };
    let half = dir.join("half.ckpt");
    std::fs::write(
        &half,
        Part::new(origin, Method::Search, &list, &done, 0.1, 1).to_json(),
    )
    .unwrap();
    let out = run(&["merge", s(&half), s(&p1)]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("half.ckpt (shard 0/2): lacks 1 of its tasks"),
        "{stderr}"
    );
    assert!(stderr.contains("unfinished checkpoint"), "{stderr}");
}

/// Parts and checkpoints of the plan before version 2 (no `plan_version`:
/// their plan depended on the memory) or of another version are refused,
/// saying why.
#[test]
fn files_of_another_plan_version_are_refused_saying_why() {
    let dir = folder("old");
    let (p0, p1) = (dir.join("part-0.json"), dir.join("part-1.json"));
    for (p, shard) in [(&p0, "0/2"), (&p1, "1/2")] {
        let out = run(&["count", "12", "--shard", shard, "--out", s(p)]);
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let body = std::fs::read_to_string(&p0).unwrap();
    let field = format!("\"plan_version\":{PLAN_VERSION},\"method\":\"search\",");
    assert!(body.contains(&field), "{body}");
    let old = dir.join("old.json");
    std::fs::write(&old, body.replace(&field, "")).unwrap();
    let out = run(&["merge", s(&old), s(&p1)]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("old.json: written by bitqueens"),
        "{stderr}"
    );
    assert!(stderr.contains("before plan version 2"), "{stderr}");
    assert!(stderr.contains("memory"), "{stderr}");
    let future = dir.join("future.json");
    std::fs::write(
        &future,
        body.replace(&field, "\"plan_version\":9,\"method\":\"search\","),
    )
    .unwrap();
    let out = run(&["merge", s(&future), s(&p1)]);
    assert!(
        text(&out.stderr).contains("of plan version 9"),
        "{}",
        text(&out.stderr)
    );

    // A checkpoint of the old plan: not resumed.
    let ckpt = dir.join("old.ckpt");
    let out = run(&["count", "12", "--checkpoint", s(&ckpt)]);
    assert!(out.status.success());
    let body = std::fs::read_to_string(&ckpt).unwrap();
    std::fs::write(&ckpt, body.replace(&field, "")).unwrap();
    let out = run(&["count", "12", "--checkpoint", s(&ckpt)]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("before plan version 2"), "{stderr}");
}

/// `count` says which method counted, by which plan, and whether the count
/// equals the published one, as `merge` does.
#[test]
fn count_names_its_method_and_checks_the_published_count() {
    let out = run(&["count", "12"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.contains("method  the search (plan version 2"),
        "{stdout}"
    );
    assert!(
        stdout.contains("check   matches the published count"),
        "{stdout}"
    );
    let out = run(&["count", "16", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(v["method"], "join");
    assert_eq!(v["plan_version"], PLAN_VERSION);
    assert_eq!(v["published_total"], "14772512");
    assert_published(&v, 16);
    // Either method on request, for every small board; the join only up
    // to n = 23.
    for n in 1..=12 {
        for method in ["join", "search"] {
            let out = run(&["count", &n.to_string(), "--method", method, "--json"]);
            assert!(out.status.success(), "n = {n}: {}", text(&out.stderr));
            let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
            assert_eq!(v["method"], method);
            assert_published(&v, n);
        }
    }
    let out = run(&["count", "24", "--method", "join"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("up to n = 23"), "{stderr}");
    let out = run(&["count", "12", "--method", "fast"]);
    assert!(text(&out.stderr).contains("the method is search or join"));
}

/// n = 1: its single queen is a class of its own, C1, and said so; the
/// help's sums name it.
#[test]
fn n_1_reports_its_class_as_what_it_is() {
    let out = run(&["count", "1"]);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("total   1\nunique  1\nC1      1"),
        "{stdout}"
    );
    let out = run(&["count", "1", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_eq!(
        (&v["c1"], &v["c2"], &v["c4"], &v["c8"]),
        (&"1".into(), &"0".into(), &"0".into(), &"0".into())
    );
    let help = text(&run(&["count", "--help"]).stdout);
    assert!(help.contains("for n = 1 the single"), "{help}");
    assert!(help.contains("C1"), "{help}");
}

/// `--help` says the plan's rule, the signals and their exit codes, and
/// only what is true of the methods it names.
#[test]
fn help_says_the_plan_rule_and_the_signals() {
    let top = text(&run(&["--help"]).stdout);
    let count = text(&run(&["count", "--help"]).stdout);
    for words in [
        "N, the method and the plan's version alone",
        "143",
        "129",
        "141",
    ] {
        assert!(top.contains(words), "--help wants {words:?}");
    }
    for words in ["Memory never changes", "SIGTERM", "SIGHUP", "--method"] {
        assert!(count.contains(words), "count --help wants {words:?}");
    }
    assert!(!count.contains("tenfold"), "{count}");
    // The memories named are the join's own estimates.
    for n in [20, 23] {
        let mb = solver::digits::group_digits(solver::join::memory_mb(n).unwrap());
        assert!(
            count.contains(&format!("{n}: about {mb} MB")),
            "n = {n}: {count}"
        );
    }
    // "6 to 10 times per row (n = 15 to 27)": the published counts' growth.
    let growth: Vec<f64> = (15..=27)
        .map(|n| {
            let t = |n| solver::published::counts(n).unwrap().0 as f64;
            t(n) / t(n - 1)
        })
        .collect();
    assert!(growth.iter().all(|g| (6.0..11.0).contains(g)), "{growth:?}");
    assert!(
        count.contains("6 to 10\ntimes per row (n = 15 to 27)")
            || count.contains("6 to 10 times per row"),
        "{count}"
    );
}

/// A checkpoint or part file whose folder does not exist is refused at
/// once, before anything is counted, naming the file.
#[test]
fn a_place_that_cannot_be_written_is_refused_at_once() {
    let dir = folder("unwritable");
    let gone = dir.join("no-such-folder");
    let ckpt = gone.join("x.ckpt");
    let out = run(&["count", "12", "--checkpoint", s(&ckpt)]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("cannot write the checkpoint") && stderr.contains("nothing was counted"),
        "{stderr}"
    );
    assert_eq!(text(&out.stdout), "");
    let p = gone.join("p.json");
    let out = run(&["count", "12", "--shard", "0/2", "--out", s(&p)]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("cannot write the part file") && stderr.contains("nothing was counted"),
        "{stderr}"
    );
    // A folder given as the file is no file either.
    let out = run(&["count", "12", "--checkpoint", s(&dir)]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(!gone.exists());
}

/// Starts `args` (a count with a checkpoint `ckpt` saved every 0.05 s),
/// waits for its checkpoint to hold a task, stops it (SIGSTOP), removes
/// `folder`, lets it go on and waits for its end.
#[cfg(unix)]
fn remove_mid_run(args: &[&str], ckpt: &Path, folder: &Path) -> Output {
    let mut child = bin()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    while saved_tasks(ckpt).is_none() {
        assert!(
            child.try_wait().unwrap().is_none(),
            "the count ended before saving a task"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    signal(&child, "STOP");
    assert!(
        child.try_wait().unwrap().is_none(),
        "the count ended before the folder was removed"
    );
    std::fs::remove_dir_all(folder).unwrap();
    signal(&child, "CONT");
    child.wait_with_output().unwrap()
}

/// The folder of the checkpoint removed mid-count: the failed save is
/// said once, the count goes on, and its result is printed; the exit code
/// (3) says that it was not saved. The same for the part file of --out:
/// the part goes to stdout instead, and merges.
#[cfg(unix)]
#[test]
fn a_finished_count_is_printed_when_its_files_cannot_be_written() {
    let dir = folder("unsaved");
    let sub = dir.join("sub");
    std::fs::create_dir_all(&sub).unwrap();
    let ckpt = sub.join("n16.ckpt");
    // n = 16 by the search on one thread: about a second of work.
    let mut args = vec![
        "count",
        "16",
        "--method",
        "search",
        "--threads",
        "1",
        "--json",
        "--checkpoint",
        s(&ckpt),
        "--checkpoint-every",
        "0.05",
    ];
    let out = remove_mid_run(&args, &ckpt, &sub);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert_eq!(stderr.matches("the count goes on").count(), 1, "{stderr}");
    assert!(stderr.contains("the result above is whole"), "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    assert_published(&v, 16);

    // A shard's part whose folder is gone at the end: printed instead.
    std::fs::create_dir_all(&sub).unwrap();
    let ckpt = dir.join("shard.ckpt");
    let p = sub.join("part-0.json");
    args.remove(6); // --json
    args[7] = s(&ckpt);
    args.extend(["--shard", "0/1", "--out", s(&p)]);
    let out = remove_mid_run(&args, &ckpt, &sub);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains("the part is printed to stdout instead"),
        "{stderr}"
    );
    let saved = dir.join("saved.json");
    std::fs::write(&saved, &out.stdout).unwrap();
    assert_published(&merged(&[&saved]), 16);
}

/// A signal while the count plans (n = 27's plan and deal take seconds)
/// ends it at once, saying so, with the time since the run started; the
/// checkpoint is not touched.
#[cfg(target_os = "linux")]
#[test]
fn a_signal_while_planning_ends_the_count_at_once() {
    let dir = folder("planning");
    let ckpt = dir.join("z.ckpt");
    let start = Instant::now();
    let child = bin()
        .args(["count", "27", "--shard", "0/2", "--checkpoint", s(&ckpt)])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The signal thread runs (it is spawned first of all): signals are
    // caught from here on.
    let tasks = Path::new("/proc").join(child.id().to_string()).join("task");
    while std::fs::read_dir(&tasks).map_or(0, Iterator::count) < 2 {
        std::thread::sleep(Duration::from_millis(2));
    }
    let asked = Instant::now();
    signal(&child, "TERM");
    let out = child.wait_with_output().unwrap();
    let took = asked.elapsed();
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(143), "{stderr}");
    assert!(took < Duration::from_secs(3), "{took:?}: {stderr}");
    assert!(
        stderr.contains("stopped by SIGTERM after") && stderr.contains("while planning"),
        "{stderr}"
    );
    // The seconds said: those of this run.
    let said: f64 = stderr
        .split("after ")
        .nth(1)
        .and_then(|r| r.split(" s").next())
        .and_then(|x| x.parse().ok())
        .expect("the seconds");
    assert!(
        said <= start.elapsed().as_secs_f64() + 0.1,
        "{said}: {stderr}"
    );
    assert!(!ckpt.exists(), "nothing saved: nothing counted");
}

/// A resumed count prints this run's time, and the time over all runs,
/// labelled: a finished checkpoint run again takes next to nothing.
#[test]
fn a_resumed_count_says_this_runs_time_and_all_runs() {
    let dir = folder("times");
    let ckpt = dir.join("n16.ckpt");
    let args = [
        "count",
        "16",
        "--method",
        "search",
        "--threads",
        "1",
        "--json",
        "--checkpoint",
        s(&ckpt),
    ];
    let first = run(&args);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let v: serde_json::Value = serde_json::from_str(&text(&first.stdout)).unwrap();
    assert!(v.get("seconds_all_runs").is_none(), "not resumed: {v}");
    let counted = v["seconds"].as_f64().unwrap();
    let again = run(&args);
    assert!(again.status.success(), "{}", text(&again.stderr));
    let v: serde_json::Value = serde_json::from_str(&text(&again.stdout)).unwrap();
    let (this, all) = (
        v["seconds"].as_f64().unwrap(),
        v["seconds_all_runs"].as_f64().unwrap(),
    );
    assert!(
        this < all && all <= counted + this + 0.001,
        "{v}, first {counted}"
    );
    let mut plain = args.to_vec();
    plain.retain(|a| *a != "--json");
    let out = run(&plain);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("(this run, resumed; ") && stdout.contains(" s over all runs)"),
        "{stdout}"
    );
}
