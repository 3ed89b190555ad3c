//! The `bitqueens` command as a user runs it: the built binary, its output,
//! its exit codes. Run with `cargo test --release -p bitqueens-cli`.

use std::process::{Command, Output};

/// `(total, unique)` of an `n`-board: the published counts.
fn reference(n: usize) -> (u64, u64) {
    solver::published::counts(n).expect("n in the published table")
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
    // Counts are decimal strings (exact in any JSON reader); n and
    // threads are numbers.
    let int = |key: &str| match key {
        "n" | "threads" => v[key].as_u64().unwrap_or_else(|| panic!("{key}: {v}")),
        _ => v[key]
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("{key} is a decimal string: {v}")),
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
        assert_eq!(v["total"], total.to_string(), "n = {n}");
        assert_eq!(v["unique"], unique.to_string(), "n = {n}");
    }
}

#[test]
fn bad_input_exits_with_2_and_the_usage() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["count", "0"],
            "n must be a whole number from 1 to 27, not '0'",
        ),
        (
            &["count", "28"],
            "n must be a whole number from 1 to 27, not '28'",
        ),
        (
            &["count", "99999999999999999999999"],
            "n must be a whole number from 1 to 27",
        ),
        (&["count", "-3"], "n must be a whole number"),
        (&["count", "twelve"], "n must be a whole number"),
        (&["count"], "<N>"),
        (&["count", "12", "13"], "unexpected argument '13'"),
        (
            &["count", "12", "--threads"],
            "a value is required for '--threads",
        ),
        (
            &["count", "12", "--threads", "0"],
            "the number of threads must be a whole number",
        ),
        (&["count", "12", "--frob"], "unexpected argument '--frob'"),
        (&["count", "12", "--shard", "4/4"], "a shard is written I/K"),
        (&["count", "12", "--shard", "1"], "a shard is written I/K"),
        (&["count", "12", "--out", "x.json"], "--shard <I/K>"),
        (&["solve", "12"], "unrecognized subcommand 'solve'"),
        (&["merge"], "<PART>"),
        (&[], "Usage: bitqueens <COMMAND>"),
    ];
    for (args, message) in cases {
        let out = run(args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        // Where to read more: the usage, or the hint to --help.
        assert!(stderr.contains("--help"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(text(&out.stdout), "", "{args:?}: nothing on stdout");
    }
}

#[test]
fn help_exits_with_0() {
    for (args, first) in [
        (&["--help"][..], "The bitmap N-Queens counter"),
        (&["help"], "The bitmap N-Queens counter"),
        (&["count", "-h"], "Count the solutions"),
        (&["help", "merge"], "Merge the part files"),
    ] {
        let out = run(args);
        assert!(out.status.success(), "{args:?}");
        let stdout = text(&out.stdout);
        assert!(stdout.starts_with(first), "{args:?}: {stdout}");
        assert!(stdout.contains("Usage: bitqueens"), "{args:?}: {stdout}");
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
    // About a second on an idle machine (the join's tables of n = 21 are
    // being built: the count ends a second after the signal anyway). Not a
    // timing: a bound far above it, so that a count that ignored the
    // signal (n = 21 takes hours) fails whatever the machine's load.
    assert!(waited < Duration::from_secs(60), "stopped after {waited:?}");
}

#[test]
fn every_form_of_the_sweep_counts_the_published_boards() {
    use solver::join::Simd;
    let count = |simd: Option<&str>, args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_bitqueens"));
        match simd {
            Some(name) => command.env("BITQUEENS_SIMD", name),
            None => command.env_remove("BITQUEENS_SIMD"),
        };
        command.args(args).output().expect("the binary runs")
    };
    let (total, unique) = reference(15);
    // Each form this processor has (NEON's is checked by the solver's
    // tests under an emulator): the published counts, and its name.
    for simd in Simd::available_forms() {
        let out = count(
            Some(simd.name()),
            &["count", "15", "--json", "--threads", "2"],
        );
        assert!(out.status.success(), "{simd:?}: {out:?}");
        let v: serde_json::Value = serde_json::from_str(&text(&out.stdout)).unwrap();
        assert_eq!(v["total"], total.to_string(), "{simd:?}");
        assert_eq!(v["unique"], unique.to_string(), "{simd:?}");
        assert_eq!(v["method"], "join");
        assert_eq!(v["simd"], simd.name(), "{v}");
    }
    // Unset: the best form, named in the method line too.
    let out = count(None, &["count", "15", "--quiet"]);
    assert!(out.status.success(), "{out:?}");
    let stdout = text(&out.stdout);
    let line = format!("tasks; sweep: {})\n", Simd::best().name());
    assert!(stdout.contains(&line), "{stdout}");
    // The search names none.
    let out = count(None, &["count", "10", "--json"]);
    assert!(!text(&out.stdout).contains("simd"), "{out:?}");
    // A name of no form, or of one this processor lacks: refused with the
    // usage errors' code and why, never counted another way.
    let other = if cfg!(target_arch = "aarch64") {
        "avx2"
    } else {
        "neon"
    };
    for (value, why) in [
        ("sse9", "no such form"),
        ("AVX2", "no such form"),
        (other, "cannot use it"),
    ] {
        let out = count(Some(value), &["count", "15"]);
        assert_eq!(out.status.code(), Some(2), "{value}: {out:?}");
        let stderr = text(&out.stderr);
        let prefix = format!("bitqueens: BITQUEENS_SIMD={value}: ");
        assert!(stderr.starts_with(&prefix), "{stderr}");
        assert!(stderr.contains(why), "{stderr}");
        assert!(stderr.contains("portable, avx2, avx512, neon"), "{stderr}");
        assert_eq!(text(&out.stdout), "");
        // A count by the search never reads it: not stopped by it.
        let out = count(Some(value), &["count", "10"]);
        assert!(out.status.success(), "{value}: {out:?}");
        let out = count(Some(value), &["count", "15", "--method", "search"]);
        assert!(out.status.success(), "{value}: {out:?}");
    }
}

/// A sharded count written to --out says what it did on stderr, once;
/// --json with --shard is refused (a part is JSON already).
#[test]
fn a_shard_written_to_a_file_says_so() {
    let dir = std::env::temp_dir().join(format!("bitqueens-said-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("p.json");
    let out = run(&[
        "count",
        "10",
        "--shard",
        "1/3",
        "--out",
        p.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(text(&out.stdout), "");
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("bitqueens: shard 1/3 of n = 10: ")
            && stderr.contains(" counted in ")
            && stderr.contains(&format!("written to {}", p.display())),
        "{stderr}"
    );
    let out = run(&["count", "10", "--shard", "1/3", "--json"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("--json") && stderr.contains("--shard"),
        "{stderr}"
    );
    assert_eq!(text(&out.stdout), "");
}

/// The container image builds with a Rust at least as new as every crate
/// asks (`rust-version`), and with its own toolchain: the repository's
/// rust-toolchain.toml (stable, without the musl target) is kept out.
#[test]
fn the_image_rust_is_new_enough_for_every_crate() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let read =
        |p: &str| std::fs::read_to_string(root.join(p)).unwrap_or_else(|e| panic!("{p}: {e}"));
    let version = |v: &str| -> (u32, u32) {
        let mut it = v
            .split('.')
            .map(|x| x.parse::<u32>().expect("a version number"));
        (it.next().unwrap(), it.next().unwrap_or(0))
    };
    let docker = read("cluster/Dockerfile");
    let image = docker
        .lines()
        .find_map(|l| l.strip_prefix("FROM rust:"))
        .and_then(|rest| rest.split(['-', ' ']).next())
        .expect("a FROM rust:X.Y line");
    let image = version(image);
    let mut crates = 0;
    for manifest in [
        "Cargo.toml",
        "solver/Cargo.toml",
        "core/Cargo.toml",
        "cli/Cargo.toml",
        "gpu/Cargo.toml",
        "gpu-bench/Cargo.toml",
    ] {
        for line in read(manifest).lines() {
            let Some(v) = line.trim().strip_prefix("rust-version = \"") else {
                continue;
            };
            let v = version(v.split('"').next().unwrap());
            crates += 1;
            assert!(
                image >= v,
                "{manifest} asks Rust {v:?}, the image has {image:?}"
            );
        }
    }
    assert!(crates >= 5, "the rust-versions were found ({crates})");
    assert!(
        docker.contains("rm -f rust-toolchain.toml"),
        "the image builds with its own toolchain"
    );
    assert!(read("cluster/Dockerfile.dockerignore")
        .lines()
        .any(|l| l.trim() == "rust-toolchain.toml"));
    let docs = read("docs/cluster.md");
    let (major, minor) = image;
    assert!(
        docs.contains(&format!("rust:{major}.{minor}-bookworm")),
        "docs/cluster.md names the image"
    );
}

/// What a newcomer pastes works: the README says how to get the command
/// the docs call bare, and every Slurm line with `$((K-1))` sets K first.
#[test]
fn the_docs_lines_work_as_pasted() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let read = |p: &str| std::fs::read_to_string(root.join(p)).unwrap();
    let readme = read("README.md");
    let section = &readme[readme.find("## The native command").expect("the section")..];
    assert!(section.contains("cargo install --locked --path cli"));
    assert!(read("cli/Cargo.toml").contains("name = \"bitqueens\""));
    let cluster = read("docs/cluster.md");
    let first_call = cluster.find("\nbitqueens ").expect("a bare call");
    assert!(
        cluster[..first_call].contains("cargo install --locked --path cli"),
        "the docs say how to get `bitqueens` before calling it"
    );
    // The help says ranges in words ("from 1 to 27"), not in Rust's `..=`.
    for args in [&["--help"][..], &["count", "--help"], &["merge", "--help"]] {
        let help = text(&run(args).stdout);
        assert!(!help.contains("..="), "{args:?}: {help}");
    }
    assert!(text(&run(&["count", "--help"]).stdout).contains("from 1 to 27"));
    for file in ["docs/cluster.md", "cluster/slurm/count.sbatch", "README.md"] {
        // A paragraph joined into one line, as it is pasted.
        let text = read(file).replace("\n  ", " ").replace("\n#   ", " ");
        for line in text.lines().filter(|l| l.contains("--array=0-$((K-1))")) {
            let before = &line[..line.find("--array").unwrap()];
            assert!(
                before.contains("K=8; sbatch") && line.contains("K=$K"),
                "{file}: K is set before it is used: {line}"
            );
        }
    }
}
