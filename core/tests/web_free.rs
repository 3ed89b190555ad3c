//! The core stays pure: nothing web in what it depends on, directly or not
//! (read from the workspace's `Cargo.lock`, which lists every package with
//! its dependencies for every target), and no code of its own that only
//! some targets compile. So it builds and is tested natively, and the site
//! crate, the only one with a browser, sits on top of it.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// The crates of the browser: what the site alone may use.
const WEB: [&str; 6] = ["yew", "web-sys", "wasm-bindgen", "js-sys", "gloo", "serde"];

/// Every package of a `Cargo.lock`, with the names of its dependencies.
fn packages(lock: &str) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    for block in lock.split("[[package]]").skip(1) {
        let field = |key: &str| block.lines().find_map(|l| l.strip_prefix(key));
        let name = field("name = ").unwrap().trim_matches('"').to_string();
        let deps = block.split("dependencies = [").nth(1).unwrap_or("]");
        let deps = deps.split(']').next().unwrap().split(',');
        // `"name"`, or `"name version"` where two versions are locked.
        let deps = deps.filter_map(|d| d.trim().trim_matches('"').split(' ').next());
        out.insert(
            name,
            deps.filter(|d| !d.is_empty()).map(String::from).collect(),
        );
    }
    out
}

/// The packages `root` depends on, directly or not (itself included).
fn closure(lock: &BTreeMap<String, Vec<String>>, root: &str) -> Vec<String> {
    let (mut seen, mut todo) = (Vec::new(), vec![root.to_string()]);
    while let Some(name) = todo.pop() {
        if !seen.contains(&name) {
            todo.extend(lock.get(&name).into_iter().flatten().cloned());
            seen.push(name);
        }
    }
    seen
}

fn web_in(names: &[String]) -> Vec<&String> {
    let web = |n: &&String| WEB.iter().any(|w| n.starts_with(w));
    names.iter().filter(web).collect()
}

#[test]
fn nothing_web_in_the_core_s_dependencies() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lock = packages(&fs::read_to_string(root.join("../Cargo.lock")).unwrap());
    let core = closure(&lock, "bitqueens-core");
    assert!(core.contains(&"solver".to_string()), "{core:?}");
    assert!(
        web_in(&core).is_empty(),
        "web crates under the core: {core:?}"
    );
    // The check sees the site's web crates, which sit on top of the core.
    let site = closure(&lock, "bitqueens");
    assert!(site.contains(&"bitqueens-core".to_string()));
    for web in ["yew", "web-sys", "wasm-bindgen", "js-sys", "gloo-timers"] {
        assert!(web_in(&site).contains(&&web.to_string()), "{web}");
    }
}

#[test]
fn no_code_of_the_core_is_for_some_targets_only() {
    let (mut dirs, mut wrong) = (
        vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")],
        vec![],
    );
    while let Some(path) = dirs.pop() {
        if path.is_dir() {
            dirs.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if fs::read_to_string(&path)
            .unwrap()
            .contains("cfg(target_arch")
        {
            wrong.push(path);
        }
    }
    assert!(wrong.is_empty(), "{wrong:?}");
}
