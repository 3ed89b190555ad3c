//! What the command's integration tests share: the built binary, its
//! output as text, and a fresh folder per test.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bitqueens"))
}

pub fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("the binary runs")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fresh folder for one test (`name` is unique within its test file;
/// the process id keeps two test binaries apart).
pub fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bitqueens-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}
