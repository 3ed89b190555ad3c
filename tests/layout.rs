//! The site's architecture, checked: every module sits in a layer and may
//! only use modules of its own layer or below, the modules never import each
//! other in a cycle, and the pure layers have no web dependency (so that they
//! compile and are tested natively). See the layers in `src/lib.rs`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The layers, by folder (or top-level file), from the bottom up: a module
/// may use modules of its own layer and of the layers before it. See the
/// layers in `src/lib.rs`.
const LAYERS: [&[&str]; 10] = [
    &["i18n", "format"],
    &["domain"],
    &["state"],
    &["texts"],
    &["workers"],
    // Custom hooks (the stepper's play timer, keys, full screen…).
    &["hooks"],
    &["components"],
    &["pages"],
    &["app", "panic", "extra"],
    // `lib.rs` only declares the modules.
    &["lib"],
];

/// The layers whose code must compile natively: no web crate in them.
const PURE: [&str; 3] = ["i18n", "format", "domain"];
const WEB_CRATES: [&str; 6] = ["yew", "web_sys", "wasm_bindgen", "js_sys", "gloo", "serde"];

/// The folder (or top-level file) a module path such as `domain::count::math`
/// is in.
fn folder(module: &str) -> &str {
    module.split("::").next().unwrap()
}

/// The layer of a module path: the index of its folder in [`LAYERS`].
fn layer(module: &str) -> usize {
    let top = folder(module);
    LAYERS
        .iter()
        .position(|l| l.contains(&top))
        .unwrap_or_else(|| panic!("{module}: the folder {top} has no layer: add it to LAYERS"))
}

/// A module with modules inside it (a `mod.rs`, or `lib.rs`) only declares
/// and re-exports them, and stands for what it re-exports.
fn is_declaration<'a>(module: &str, mut modules: impl Iterator<Item = &'a String>) -> bool {
    let inside = format!("{module}::");
    module == "lib" || modules.any(|m| m.starts_with(&inside))
}

/// `src/pages/count/math.rs` → `pages::count::math`; `mod.rs` names its folder.
fn module_of(path: &Path, src: &Path) -> String {
    let rel = path.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().map(String::as_str) == Some("mod") {
        parts.pop();
    }
    parts.join("::")
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if path.file_name().unwrap() != "bin" {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's text before its `#[cfg(test)]` module.
fn without_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod tests")
        .map_or(text, |i| &text[..i])
}

/// The code of a file without its comments and its `#[cfg(test)]` module
/// (tests may reach anywhere).
fn code_of(text: &str) -> String {
    without_tests(text)
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every module a file refers to through `crate::…` or `super::…` paths
/// (including grouped `use` lists), resolved to the files that exist.
fn references(
    module: &str,
    is_mod_rs: bool,
    code: &str,
    modules: &BTreeSet<String>,
) -> BTreeSet<String> {
    let here: Vec<&str> = module.split("::").collect();
    let parent: Vec<&str> = if is_mod_rs {
        here.clone()
    } else {
        here[..here.len() - 1].to_vec()
    };
    let mut out = BTreeSet::new();
    let words: Vec<char> = code.chars().collect();
    let text: String = words.iter().collect();
    // A `mod.rs` re-exports its children with `pub use child::…`.
    let own: Vec<&str> = if is_mod_rs && module != "lib" {
        here.clone()
    } else {
        Vec::new()
    };
    let mut starts = vec![
        ("crate::".to_string(), Vec::new()),
        ("super::".to_string(), parent.clone()),
    ];
    if is_mod_rs {
        starts.push(("pub use ".to_string(), own));
    }
    for (start, prefix) in starts {
        let mut from = 0;
        while let Some(i) = text[from..].find(start.as_str()) {
            let at = from + i + start.len();
            from = at;
            // Take the path up to the first character that cannot continue it;
            // a `{` group adds each of its first names.
            let rest = &text[at..];
            let path: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let mut bases = vec![path.trim_end_matches(':').to_string()];
            if rest[path.len()..].starts_with('{') {
                let group: String = rest[path.len() + 1..]
                    .chars()
                    .take_while(|c| *c != '}')
                    .collect();
                for item in group.split(',') {
                    let item = item.trim().split(" as ").next().unwrap().trim();
                    if !item.is_empty() && item != "self" {
                        bases.push(format!("{}{item}", path));
                    }
                }
            }
            for base in bases {
                let mut full: Vec<&str> = prefix.clone();
                full.extend(base.split("::").filter(|s| !s.is_empty()));
                // The longest prefix of the path that is a module of its own.
                for len in (1..=full.len()).rev() {
                    let candidate = full[..len].join("::");
                    if modules.contains(&candidate) {
                        if candidate != module {
                            out.insert(candidate);
                        }
                        break;
                    }
                }
            }
        }
    }
    out
}

/// A module that only declares and re-exports others ([`is_declaration`])
/// stands for what it re-exports: `use crate::state::AppState` is a use of
/// `state::store`.
fn through_reexports(
    edges: &BTreeMap<String, BTreeSet<String>>,
) -> BTreeMap<String, BTreeSet<String>> {
    fn expand(to: &str, edges: &BTreeMap<String, BTreeSet<String>>, out: &mut BTreeSet<String>) {
        if is_declaration(to, edges.keys()) {
            for next in edges.get(to).into_iter().flatten() {
                expand(next, edges, out);
            }
        } else {
            out.insert(to.to_string());
        }
    }
    edges
        .iter()
        .map(|(from, tos)| {
            let mut out = BTreeSet::new();
            for to in tos {
                expand(to, edges, &mut out);
            }
            out.remove(from);
            (from.clone(), out)
        })
        .collect()
}

fn graph() -> (BTreeMap<String, BTreeSet<String>>, BTreeMap<String, String>) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let modules: BTreeSet<String> = files.iter().map(|f| module_of(f, &src)).collect();
    let mut edges = BTreeMap::new();
    let mut code = BTreeMap::new();
    for f in &files {
        let module = module_of(f, &src);
        let text = code_of(&fs::read_to_string(f).unwrap());
        let is_mod_rs = f.file_name().unwrap() == "mod.rs" || module == "lib";
        edges.insert(
            module.clone(),
            references(&module, is_mod_rs, &text, &modules),
        );
        code.insert(module, text);
    }
    (through_reexports(&edges), code)
}

#[test]
fn the_checker_sees_the_imports() {
    let (edges, _) = graph();
    // A few imports known to exist, so that a broken parser cannot pass the
    // tests below by seeing nothing.
    assert!(
        edges["app"].contains("pages::stepper::view"),
        "{:?}",
        edges["app"]
    );
    assert!(edges["app"].contains("state::store"));
    assert!(edges["hooks::counter"].contains("workers::pool"));
    assert!(edges["domain::stepper::texts"].contains("domain::stepper::explain"));
    assert!(edges["texts"].contains("state::url::query"));
    assert!(edges["workers::lab"].contains("domain::lab::model"));
    assert!(edges["pages::stepper::code_view"].contains("domain::stepper::code"));
    assert!(edges.len() > 40, "{} modules", edges.len());
}

#[test]
fn modules_only_use_their_layer_or_below() {
    let (edges, _) = graph();
    let mut wrong = Vec::new();
    for (from, tos) in &edges {
        for to in tos {
            if !is_declaration(from, edges.keys()) && layer(to) > layer(from) {
                wrong.push(format!(
                    "{from} (layer {}) uses {to} (layer {})",
                    layer(from),
                    layer(to)
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_layers_are_checked() {
    // An import from a pure layer into a web one, and one from the state
    // into a page, are against the layers.
    assert!(layer("pages::count::view") > layer("domain::count::math"));
    assert!(layer("state::store") < layer("pages::learn::view"));
    assert!(layer("workers::gpu") < layer("pages::count::view"));
    assert!(!is_declaration(
        "domain::count::math",
        ["domain::count::math".to_string()].iter()
    ));
    assert!(is_declaration(
        "domain::count",
        ["domain::count::math".to_string()].iter()
    ));
}

/// The imports from one page's folder into another's.
fn cross_page_uses(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let page = |m: &str| -> Option<String> {
        let parts: Vec<&str> = m.split("::").collect();
        (parts.len() >= 3 && parts[0] == "pages").then(|| parts[1].to_string())
    };
    let mut wrong = Vec::new();
    for (from, tos) in edges {
        for to in tos {
            if let (Some(a), Some(b)) = (page(from), page(to)) {
                if a != b {
                    wrong.push(format!("{from} uses {to}"));
                }
            }
        }
    }
    wrong
}

#[test]
fn no_page_imports_another() {
    let (edges, _) = graph();
    let wrong = cross_page_uses(&edges);
    assert!(
        wrong.is_empty(),
        "pages using other pages:\n{}",
        wrong.join("\n")
    );
    // The check sees such an import where there is one.
    let mut crossed = edges.clone();
    crossed
        .get_mut("pages::records::view")
        .unwrap()
        .insert("pages::lab::view".into());
    assert_eq!(
        cross_page_uses(&crossed),
        ["pages::records::view uses pages::lab::view"]
    );
}

/// The pages and components that use the shell's store (its state, its
/// actions): a page is given its link and callbacks instead.
fn store_uses(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    edges
        .iter()
        .filter(|(from, _)| matches!(folder(from), "pages" | "components"))
        .filter(|(_, tos)| tos.contains("state::store"))
        .map(|(from, _)| format!("{from} uses state::store"))
        .collect()
}

#[test]
fn no_page_or_component_uses_the_shell_s_store() {
    let (edges, _) = graph();
    let wrong = store_uses(&edges);
    assert!(
        wrong.is_empty(),
        "pages or components using the shell's store (give them a callback):\n{}",
        wrong.join("\n")
    );
    // The check sees such an import where there is one.
    let mut used = edges.clone();
    used.get_mut("components::link")
        .unwrap()
        .insert("state::store".into());
    assert_eq!(store_uses(&used), ["components::link uses state::store"]);
}

/// A cycle of imports, if there is one (depth-first search: a module met
/// again while it is still being visited closes a cycle).
fn find_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit<'a>(
        m: &'a str,
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<&'a str, bool>,
        path: &mut Vec<&'a str>,
    ) -> Option<Vec<String>> {
        match state.get(m) {
            Some(true) => {
                let start = path.iter().position(|p| *p == m).unwrap();
                let mut cycle: Vec<String> = path[start..].iter().map(|s| s.to_string()).collect();
                cycle.push(m.to_string());
                return Some(cycle);
            }
            Some(false) => return None,
            None => {}
        }
        state.insert(m, true);
        path.push(m);
        for to in edges.get(m).into_iter().flatten() {
            if let Some(c) = visit(to, edges, state, path) {
                return Some(c);
            }
        }
        path.pop();
        state.insert(m, false);
        None
    }
    let mut state = BTreeMap::new();
    edges
        .keys()
        .find_map(|m| visit(m, edges, &mut state, &mut Vec::new()))
}

#[test]
fn no_import_cycles() {
    let (edges, _) = graph();
    if let Some(cycle) = find_cycle(&edges) {
        panic!("import cycle: {}", cycle.join(" → "));
    }
    // The search finds a cycle where there is one.
    let mut looped = edges.clone();
    looped.get_mut("i18n").unwrap().insert("texts".into());
    let cycle = find_cycle(&looped).expect("texts → i18n → texts");
    assert!(
        cycle.contains(&"i18n".to_string()) && cycle.contains(&"texts".to_string()),
        "{cycle:?}"
    );
}

#[test]
fn pure_layers_have_no_web_dependency() {
    let (_, code) = graph();
    let mut wrong = Vec::new();
    for (module, text) in &code {
        if PURE.contains(&folder(module)) {
            for web in WEB_CRATES {
                if text.contains(&format!("{web}::")) || text.contains(&format!("use {web}")) {
                    wrong.push(format!("{module} uses {web}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// What a module keeps of its own state outside the one pattern (a machine
/// in `domain`, run by `hooks::use_machine`): a `Reducible` or a
/// `thread_local!`.
fn own_state(code: &str) -> Vec<&'static str> {
    ["Reducible for", "thread_local!"]
        .into_iter()
        .filter(|pattern| code.contains(pattern))
        .collect()
}

#[test]
fn pages_keep_no_state_of_their_own() {
    let (_, code) = graph();
    let wrong: Vec<String> = code
        .iter()
        .filter(|(module, _)| folder(module) == "pages")
        .flat_map(|(module, text)| {
            own_state(text)
                .into_iter()
                .map(move |p| format!("{module}: {p}"))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "pages keeping state of their own (a machine in domain/, run by hooks::use_machine, or a hook, keeps it):\n{}",
        wrong.join("\n")
    );
    // The check sees them where they are.
    assert_eq!(own_state("impl Reducible for Lab {"), ["Reducible for"]);
    assert_eq!(
        own_state("thread_local! {\n    static SAVED: RefCell<u8>"),
        ["thread_local!"]
    );
}

/// The README's "Layout" table: the text of its rows.
fn readme_layout() -> String {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let start = readme.find("\n## Layout").expect("a Layout section");
    let end = readme[start + 1..]
        .find("\n## ")
        .map_or(readme.len(), |e| start + 1 + e);
    readme[start..end].to_string()
}

/// The folders the layout table must name: every folder of `dir` (relative
/// to the repository's root), hidden ones and the ones git ignores (build
/// outputs) left out, each as `dir/name/`.
fn folders(dir: &str, ignored: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out: Vec<String> = std::fs::read_dir(root.join(dir))
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with('.') && !ignored.contains(&name.as_str()))
        .map(|name| format!("{dir}{name}/"))
        .collect();
    out.sort();
    out
}

/// What is wrong with a layout table: the folders of `wanted` its first
/// column does not name, and the paths it names (any cell; a path is a
/// quoted word with a `/` or a file's extension) that are not in the
/// repository.
fn layout_errors(table: &str, wanted: &[String], exists: impl Fn(&str) -> bool) -> Vec<String> {
    let rows: Vec<&str> = table.lines().filter(|l| l.starts_with("| `")).collect();
    let first_cells: Vec<&str> = rows
        .iter()
        .map(|row| row.split(" | ").next().unwrap())
        .collect();
    let mut errors: Vec<String> = wanted
        .iter()
        .filter(|folder| {
            !first_cells
                .iter()
                .any(|c| c.contains(&format!("`{folder}`")))
        })
        .map(|folder| format!("{folder} has no row"))
        .collect();
    for row in rows {
        for quoted in row.split('`').skip(1).step_by(2) {
            let path_like = !quoted.contains([' ', '<', '?', '=', '*', '@'])
                && (quoted.contains('/')
                    || [".rs", ".md", ".toml", ".html", ".json", ".sh"]
                        .iter()
                        .any(|e| quoted.ends_with(e)));
            if path_like && !exists(quoted) {
                errors.push(format!("{quoted} is named but not there"));
            }
        }
    }
    errors
}

#[test]
fn the_readme_s_layout_table_names_every_folder() {
    let table = readme_layout();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The top folders of the repository (without the build outputs that
    // `.gitignore` names) and of `src/`; what is in them is their module
    // docs' to say (`src/domain/mod.rs`, `solver/src/lib.rs`…).
    // `src/` itself is named by its folders' and files' rows.
    let outputs = [
        "target",
        "dist",
        "dist-e2e",
        "mutants.out",
        "mutants.out.old",
    ];
    let mut wanted = folders("", &[&outputs[..], &["src"]].concat());
    wanted.extend(folders("src/", &[]));
    assert!(wanted.contains(&"src/domain/".to_string()), "{wanted:?}");
    assert!(wanted.contains(&"solver/".to_string()), "{wanted:?}");
    let errors = layout_errors(&table, &wanted, |p| root.join(p).exists());
    assert!(
        errors.is_empty(),
        "the README's layout table:\n{}",
        errors.join("\n")
    );
    // The check sees a folder without a row and a path that is not there.
    let short = "| `src/` | the site |\n| `src/gone.rs` | gone |\n";
    assert_eq!(
        layout_errors(short, &["src/domain/".into()], |p| root.join(p).exists()),
        [
            "src/domain/ has no row",
            "src/gone.rs is named but not there"
        ]
    );
}

/// The functions of `text` over `most` lines, with their length: from the
/// `fn` line to the `}` at its indentation (the file's tests left out).
fn long_functions(text: &str, most: usize) -> Vec<(String, usize)> {
    let lines: Vec<&str> = without_tests(text).lines().collect();
    let mut long = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let indent = &line[..line.len() - code.len()];
        let code = ["pub(crate) ", "pub(super) ", "pub "]
            .iter()
            .find_map(|p| code.strip_prefix(p))
            .unwrap_or(code);
        let Some(name) = code.strip_prefix("fn ") else {
            continue;
        };
        let name: String = name
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let close = format!("{indent}}}");
        if let Some(end) = lines[i + 1..].iter().position(|l| *l == close) {
            if end + 2 > most {
                long.push((name, end + 2));
            }
        }
    }
    long
}

/// The views, hooks and components read in one screen: no function of the
/// shell (`app.rs`), `pages/`, `components/` or `hooks/` over 80 lines.
#[test]
fn view_functions_fit_a_screen() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let wrong: Vec<String> = files
        .iter()
        .filter(|path| {
            let rel = path.strip_prefix(&src).unwrap();
            rel == Path::new("app.rs")
                || ["pages", "components", "hooks"]
                    .iter()
                    .any(|top| rel.starts_with(top))
        })
        .flat_map(|path| {
            long_functions(&fs::read_to_string(path).unwrap(), 80)
                .into_iter()
                .map(move |(name, lines)| format!("{}: {name} ({lines} lines)", path.display()))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "functions over 80 lines (split them into named parts):\n{}",
        wrong.join("\n")
    );
    // The check sees a long one, and where it ends.
    let body = "    let x = 1;\n".repeat(80);
    let code = format!("pub fn long() {{\n{body}}}\n\nfn short() {{\n}}\n");
    assert_eq!(long_functions(&code, 80), [("long".to_string(), 82)]);
    assert_eq!(long_functions(&code, 82), []);
}
