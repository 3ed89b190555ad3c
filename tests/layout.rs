//! What the crate graph cannot say about the site's shape. The layers are
//! crates (`solver`, `core/` with no web dependency, the site on top: see
//! `src/lib.rs`); inside the site, text is scanned for the rest: no page
//! imports another, none keeps state of its own or reaches the shell's
//! store, and the README's layout table names every folder.

use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The `.rs` files under `src/<dir>` (or that file), by their path under
/// `src/`, each without its `#[cfg(test)]` module (tests may reach anywhere).
fn sources(dir: &str) -> Vec<(String, String)> {
    let src = root().join("src");
    let (mut files, mut out) = (vec![src.join(dir)], Vec::new());
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap().to_string();
            out.push((path.strip_prefix(&src).unwrap().display().to_string(), code));
        }
    }
    out
}

/// The name that `text` starts with.
fn ident(text: &str) -> String {
    let name = text
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_');
    name.collect()
}

/// What `text` (a file of the page folder `page`, or of none) does against
/// the rules: uses another page, the shell's store, or keeps its own state.
fn page_wrongs(page: &str, text: &str) -> Vec<String> {
    let code = text.lines().filter(|l| !l.trim_start().starts_with("//"));
    let code: String = code.flat_map(|l| [l, "\n"]).collect();
    let used = code.split("crate::pages::").skip(1).map(ident);
    let used = used.filter(|p| p != page);
    let mut wrong: Vec<String> = used.map(|p| format!("uses pages::{p}")).collect();
    for pattern in ["AppState", "state::store", "Reducible for", "thread_local!"] {
        if code.contains(pattern) {
            wrong.push(format!("has {pattern}"));
        }
    }
    wrong
}

/// A page is given its link and callbacks, and its state is a machine in
/// `domain` run by a hook; a component is a page's part.
#[test]
fn pages_use_no_other_page_nor_the_store_and_keep_no_state() {
    let mut wrong = Vec::new();
    for (path, code) in sources("pages").into_iter().chain(sources("components")) {
        let page = path.strip_prefix("pages/").map(ident);
        let found = page_wrongs(&page.unwrap_or_default(), &code);
        wrong.extend(found.into_iter().map(|w| format!("{path}: {w}")));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The check sees each where it is.
    let bad = "use crate::pages::lab::view;\nuse crate::state::AppState;\nthread_local! {}";
    let found = page_wrongs("records", bad);
    assert_eq!(
        found,
        ["uses pages::lab", "has AppState", "has thread_local!"]
    );
    assert!(page_wrongs("lab", "use crate::pages::lab::view;\n    // AppState").is_empty());
}

/// The folders of `dir` the README's layout table names: not `src/` (named
/// by its own folders) nor the build outputs that `.gitignore` names; what
/// is in them is their module docs' to say.
fn folders(dir: &str) -> impl Iterator<Item = String> + '_ {
    let outputs = [
        "src",
        "target",
        "dist",
        "dist-e2e",
        "mutants.out",
        "mutants.out.old",
    ];
    let paths = fs::read_dir(root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path());
    let paths = paths.filter(|p| p.is_dir());
    let names = paths.map(|p| p.file_name().unwrap().to_string_lossy().into_owned());
    let names = names.filter(move |n| !n.starts_with('.') && !outputs.contains(&n.as_str()));
    names.map(move |n| format!("{dir}{n}/"))
}

/// What is wrong with a layout table: the folders of `wanted` no row's
/// first cell names, and the paths a row names (a quoted word with a `/` or
/// a file's extension) that are not in the repository.
fn layout_errors(table: &str, wanted: &[String]) -> Vec<String> {
    let rows: Vec<&str> = table.lines().filter(|l| l.starts_with("| `")).collect();
    let firsts: String = rows
        .iter()
        .map(|r| r.split(" | ").next().unwrap())
        .collect();
    let missing = wanted
        .iter()
        .filter(|f| !firsts.contains(&format!("`{f}`")));
    let mut errors: Vec<String> = missing.map(|f| format!("{f} has no row")).collect();
    let quoted = rows
        .iter()
        .flat_map(|row| row.split('`').skip(1).step_by(2));
    for quoted in quoted.filter(|q| !q.contains([' ', '<', '?', '=', '*', '@'])) {
        let ext = [".rs", ".md", ".toml", ".html", ".json", ".sh"];
        let path_like = quoted.contains('/') || ext.iter().any(|e| quoted.ends_with(e));
        if path_like && !root().join(quoted).exists() {
            errors.push(format!("{quoted} is named but not there"));
        }
    }
    errors
}

#[test]
fn the_readme_s_layout_table_names_every_folder() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let table = readme
        .split("\n## Layout")
        .nth(1)
        .expect("a Layout section");
    let table = table.split("\n## ").next().unwrap();
    let wanted: Vec<String> = folders("").chain(folders("src/")).collect();
    assert!(wanted.contains(&"core/".into()) && wanted.contains(&"src/pages/".into()));
    let errors = layout_errors(table, &wanted);
    assert!(errors.is_empty(), "README's layout:\n{}", errors.join("\n"));
    // The check sees a folder without a row and a path that is not there.
    let short = "| `src/` | the site |\n| `src/gone.rs` | gone |\n";
    let errors = layout_errors(short, &["src/pages/".into()]);
    assert_eq!(errors[0], "src/pages/ has no row");
    assert_eq!(errors[1..], ["src/gone.rs is named but not there"]);
}
