//! The code panel's programs (`teaching/code/`) are real and follow the
//! solver: each is compiled (`cc`, `rustc`) or run (`python3`, `node`) with
//! `--trace`, and its events for n = 4..=8 must equal `solver::Stepper`'s,
//! event for event; the line the panel highlights for each kind of event
//! holds the statement that performs it; and the program as the panel shows
//! it (without its trace lines) runs on its own and prints the right total.
//!
//! A missing compiler or interpreter fails the test with a message: a
//! version that is not run could drift unseen.

use std::path::{Path, PathBuf};
use std::process::Command;

use bitqueens::domain::stepper::code::{event_lines, listing, program as shown, CodeLang, Mark};
use bitqueens::i18n::Lang;
use solver::{Event, Stepper};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn scratch() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("code-traces");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `cmd`, failing the test with what it said when it does not succeed.
fn run(mut cmd: Command, what: &str) -> String {
    let out = cmd.output().unwrap_or_else(|e| {
        panic!(
            "{what}: cannot run {:?} ({e}); the code panel's programs are checked with cc, \
             rustc, python3 and node, which must be installed",
            cmd.get_program()
        )
    });
    assert!(
        out.status.success(),
        "{what}: {:?} failed ({}):\n{}",
        cmd,
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// How to run a program: its command and the arguments before `n`.
struct Program(PathBuf, Vec<PathBuf>);

impl Program {
    fn cmd(&self) -> Command {
        let mut cmd = Command::new(&self.0);
        cmd.args(&self.1);
        cmd
    }
}

/// The program in `file`, compiled first where the language needs it;
/// `name` keeps the builds of different files apart.
fn program(code: CodeLang, file: &Path, name: &str) -> Program {
    let exe = scratch().join(format!("{name}-{}", code.id()));
    let compile = |mut cmd: Command| {
        cmd.arg("-o").arg(&exe).arg(file);
        run(cmd, name);
        Program(exe.clone(), vec![])
    };
    match code {
        CodeLang::C => {
            let mut cc = Command::new("cc");
            cc.args(["-O2", "-std=c99", "-Wall", "-Wextra", "-Werror"]);
            compile(cc)
        }
        CodeLang::Rust => {
            let rustc = std::env::var("RUSTC").unwrap_or("rustc".into());
            let mut rustc = Command::new(rustc);
            rustc.args(["-O", "--edition", "2021", "-D", "warnings"]);
            compile(rustc)
        }
        CodeLang::Python => Program("python3".into(), vec![file.into()]),
        CodeLang::Js => Program("node".into(), vec![file.into()]),
    }
}

/// One line of a trace as an event.
fn parse_event(line: &str) -> Option<Event> {
    let f: Vec<&str> = line.split_whitespace().collect();
    let num = |i: usize| f.get(i)?.parse::<u32>().ok();
    Some(match (f.first()?, f.len()) {
        (&"place", 4) => Event::Place {
            row: num(1)? as usize,
            bit: num(2)?,
            solution: match num(3)? {
                0 => false,
                1 => true,
                _ => return None,
            },
        },
        (&"descend", 2) => Event::Descend {
            row: num(1)? as usize,
        },
        (&"backtrack", 2) => Event::Backtrack {
            row: num(1)? as usize,
        },
        _ => return None,
    })
}

fn source_path(code: CodeLang) -> PathBuf {
    root().join("teaching/code").join(code.file())
}

#[test]
fn each_program_traces_the_solvers_events_for_n_4_to_8() {
    for code in CodeLang::ALL {
        let file = source_path(code);
        let traced = program(code, &file, "traced");
        for n in 4..=8 {
            let want: Vec<Event> = Stepper::new(n).collect();
            let mut cmd = traced.cmd();
            cmd.arg(n.to_string()).arg("--trace");
            let out = run(cmd, code.file());
            let mut lines: Vec<&str> = out.lines().collect();
            let total = lines.pop().expect("a total at the end");
            let got: Vec<Event> = lines
                .iter()
                .map(|l| {
                    parse_event(l)
                        .unwrap_or_else(|| panic!("{} n={n}: not an event: {l:?}", code.file()))
                })
                .collect();
            assert_eq!(
                got.len(),
                want.len(),
                "{} n={n}: number of events",
                code.file()
            );
            for (k, (g, w)) in got.iter().zip(&want).enumerate() {
                assert_eq!(g, w, "{} n={n}: event {k}", code.file());
            }
            let solutions = Stepper::new(n).run_to_end();
            assert_eq!(total, solutions.to_string(), "{} n={n}: total", code.file());
        }
        let out = traced.cmd().arg("0").output().expect("ran above");
        assert!(!out.status.success(), "{}: n = 0 is refused", code.file());
    }
}

/// The program as the panel shows it, in each language of the page (its
/// comments differ): what its Copy button copies and its download saves.
#[test]
fn the_shown_program_runs_on_its_own() {
    for code in CodeLang::ALL {
        for lang in [Lang::En, Lang::Ja] {
            let name = format!("shown-{}", lang.code());
            let dir = scratch().join(&name);
            std::fs::create_dir_all(&dir).unwrap();
            let file = dir.join(code.file());
            std::fs::write(&file, shown(code, lang)).unwrap();
            let shown = program(code, &file, &name);
            for (n, total) in [(4, "2"), (8, "92")] {
                let mut cmd = shown.cmd();
                cmd.arg(n.to_string());
                assert_eq!(
                    run(cmd, code.file()),
                    format!("{total}\n"),
                    "{code:?} {lang:?} n={n}"
                );
            }
        }
    }
}

/// What the line of each kind of event must do, in each language.
fn performs(code: CodeLang, mark: Mark, line: &str) -> bool {
    let line = line.trim();
    match (mark, code) {
        (Mark::Place, CodeLang::Rust) => {
            line == "let bit = bitmap[row] & bitmap[row].wrapping_neg();"
        }
        (Mark::Place, CodeLang::C) => line == "unsigned bit = bitmap[row] & -bitmap[row];",
        (Mark::Place, CodeLang::Js) => line == "const bit = bitmap[row] & -bitmap[row];",
        (Mark::Place, CodeLang::Python) => line == "bit = bitmap[row] & -bitmap[row]",
        (Mark::Solution, CodeLang::C | CodeLang::Js) => line == "total++;",
        (Mark::Solution, CodeLang::Rust) => line == "total += 1;",
        (Mark::Solution, CodeLang::Python) => line == "total += 1",
        (Mark::Descend, CodeLang::C | CodeLang::Js) => line == "row++;",
        (Mark::Descend, CodeLang::Rust) => line == "row += 1;",
        (Mark::Descend, CodeLang::Python) => line == "row += 1",
        (Mark::Backtrack, CodeLang::C | CodeLang::Js) => line == "row--;",
        (Mark::Backtrack, CodeLang::Python) => line == "row -= 1",
        (Mark::Backtrack, CodeLang::Rust) => {
            line == "let Some(up) = row.checked_sub(1) else { break };"
        }
    }
}

#[test]
fn each_event_highlights_the_line_that_performs_it() {
    for code in CodeLang::ALL {
        for lang in [Lang::En, Lang::Ja] {
            let lines = listing(code, lang);
            let mut seen = std::collections::HashSet::new();
            for n in 4..=8 {
                for event in Stepper::new(n) {
                    let mark = Mark::of(event);
                    let at = event_lines(&lines, event);
                    assert!(!at.is_empty(), "{code:?}: no line for {event:?}");
                    assert!(
                        at.iter().any(|&k| performs(code, mark, &lines[k - 1].text)),
                        "{code:?} {lang:?}: {event:?} highlights lines {at:?}"
                    );
                    seen.insert(mark);
                }
            }
            assert_eq!(seen.len(), Mark::ALL.len(), "every kind of event happens");
        }
    }
}
