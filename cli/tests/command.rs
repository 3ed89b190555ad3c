//! The `bitqueens` command as a user runs it: the built binary, its output,
//! its exit codes. Run with `cargo test --release -p bitqueens-cli`.

use std::process::{Command, Output};

/// `(total, unique)` of an `n`-board from data/nqueens-counts.tsv (the
/// published counts, a copy of the project's shared reference table).
fn reference(n: usize) -> (u64, u64) {
    let line = include_str!("../../data/nqueens-counts.tsv")
        .lines()
        .find(|l| l.split('\t').next() == Some(&n.to_string()))
        .expect("n in the reference table");
    let f: Vec<u64> = line.split('\t').map(|x| x.parse().unwrap()).collect();
    (f[1], f[2])
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bitqueens"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

#[test]
fn counts_12_as_json() {
    let out = run(&["count", "12", "--json", "--threads", "2"]);
    assert!(out.status.success(), "{out:?}");
    // stderr is not a terminal here: no progress bar, nothing else either.
    assert_eq!(text(&out.stderr), "");
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "one JSON object: {stdout}");
    let v: serde_json::Value = serde_json::from_str(&stdout).expect("valid JSON");
    let int = |key: &str| {
        v[key]
            .as_u64()
            .unwrap_or_else(|| panic!("{key} is an integer: {v}"))
    };
    let (total, unique) = reference(12);
    assert_eq!((total, unique), (14_200, 1_787));
    assert_eq!(int("n"), 12);
    assert_eq!(int("total"), total);
    assert_eq!(int("unique"), unique);
    // The classes: those of the single-threaded counter, which add up to
    // the published counts.
    let classes = solver::count::count(12);
    assert_eq!(
        (int("c2"), int("c4"), int("c8")),
        (classes.c2, classes.c4, classes.c8)
    );
    assert_eq!((int("c2"), int("c4"), int("c8")), (4, 18, 1_765));
    assert_eq!(int("c2") + int("c4") + int("c8"), unique);
    assert_eq!(2 * int("c2") + 4 * int("c4") + 8 * int("c8"), total);
    assert_eq!(int("threads"), 2);
    assert!(v["seconds"].as_f64().is_some_and(|s| s >= 0.0), "{v}");
}

#[test]
fn counts_as_text() {
    let out = run(&["count", "8", "--quiet"]);
    assert!(out.status.success(), "{out:?}");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("total   92\n"), "{stdout}");
    assert!(stdout.contains("unique  12\n"), "{stdout}");
    assert!(
        stdout.contains("C4      1\n") && stdout.contains("C8      11\n"),
        "{stdout}"
    );
}

#[test]
fn json_of_the_smallest_boards() {
    for n in 1..=4 {
        let out = run(&["count", &n.to_string(), "--json"]);
        assert!(out.status.success(), "{out:?}");
        let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
        let (total, unique) = reference(n);
        assert_eq!(v["total"].as_u64(), Some(total), "n = {n}");
        assert_eq!(v["unique"].as_u64(), Some(unique), "n = {n}");
    }
}

#[test]
fn bad_input_exits_with_2_and_the_usage() {
    let cases: &[(&[&str], &str)] = &[
        (&["count", "0"], "N must be from 1 to 27, not 0"),
        (&["count", "28"], "N must be from 1 to 27, not 28"),
        (
            &["count", "99999999999999999999999"],
            "N must be from 1 to 27",
        ),
        (&["count", "-3"], "N must be a whole number"),
        (&["count", "twelve"], "N must be a whole number"),
        (&["count"], "count needs a board size N"),
        (&["count", "12", "13"], "one board size only"),
        (&["count", "12", "--threads"], "--threads needs a number"),
        (
            &["count", "12", "--threads", "0"],
            "--threads must be a whole number",
        ),
        (&["count", "12", "--frob"], "unknown option '--frob'"),
        (&["solve", "12"], "unknown command 'solve'"),
        (&[], "no command given"),
    ];
    for (args, message) in cases {
        let out = run(args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(
            stderr.contains("usage: bitqueens count N"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(text(&out.stdout), "", "{args:?}: nothing on stdout");
    }
}

#[test]
fn help_exits_with_0() {
    for args in [&["--help"][..], &["help"], &["count", "-h"]] {
        let out = run(args);
        assert!(out.status.success(), "{args:?}");
        assert!(text(&out.stdout).starts_with("usage: bitqueens count N"));
    }
}

/// Ctrl-C (SIGINT) during a long count: a "stopped" message, no result, exit
/// code 130, soon after the signal.
#[cfg(unix)]
#[test]
fn ctrl_c_stops_without_a_result() {
    use std::time::{Duration, Instant};
    let child = Command::new(env!("CARGO_BIN_EXE_bitqueens"))
        .args(["count", "21", "--json", "--threads", "2"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // Let it install its handler and start counting (n = 21 takes hours);
    // generous, as a signal before the handler would end it the hard way.
    std::thread::sleep(Duration::from_millis(1500));
    let signalled = Instant::now();
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(kill.success());
    let out = child.wait_with_output().expect("the command ends");
    let waited = signalled.elapsed();
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("stopped"), "{stderr}");
    assert_eq!(text(&out.stdout), "", "no partial result");
    // Well under a second on an idle machine; generous for a loaded one.
    assert!(waited < Duration::from_secs(3), "stopped after {waited:?}");
}
