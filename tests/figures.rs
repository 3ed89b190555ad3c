//! Every figure in README.md and docs/*.md is a row of `record/`: the rules
//! are written out in `record/README.md` ("Figures in README and docs"), and
//! this test is their definition. In short:
//!
//! * A **figure** is a number with a unit of time (`s`, `ms`, `µs`, `ns`,
//!   `min`, `minutes`, `hours`), of size (`bytes`, `KB`, `KiB`, `MB`, `MiB`,
//!   `GB`, `GiB`), a percentage (`%`), or a factor (`×` or `x` right after
//!   the number, `times`), in prose outside code; in a table, also a bare
//!   number in a column whose header names such a unit or a ratio (`ratio`,
//!   `÷`, `×`). A number in code (`` `…` ``) is a command's argument or a
//!   setting, and a number right after `` `NAME` = `` is that setting's value:
//!   neither is a measurement.
//! * Every **block** that holds a figure (a paragraph, a list item, a
//!   table; a table may also cite from the paragraph just above or below it) cites the
//!   rows it comes from, as links to their lines:
//!   `[count.tsv#L112](record/count.tsv#L112)` or `…#L112-L118`.
//! * Every figure of the block is one of the cited rows' numbers, or (a
//!   factor, a percentage or a ratio) the quotient of two of them, rounded to
//!   the decimals it is written with.
//! * A cited row exists, its commit is one the repository has, and (counting
//!   rows) it names its method.
//! * Every row of `record/` names a commit the repository has, or `-`; every
//!   commit named in README and docs is one the repository has, and no text
//!   cites a tag (tags are not kept).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The texts the rules cover.
fn texts() -> Vec<(String, String)> {
    let root = root();
    let mut files = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(&root).unwrap().display().to_string();
            (name, fs::read_to_string(&p).unwrap())
        })
        .collect()
}

// ---------------------------------------------------------------- record/

/// One file of `record/`: its header and its lines (line 1 the header).
struct RecordFile {
    header: Vec<String>,
    lines: Vec<String>,
}

fn record() -> BTreeMap<String, RecordFile> {
    let mut out = BTreeMap::new();
    for entry in fs::read_dir(root().join("record")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "tsv") {
            let text = fs::read_to_string(&path).unwrap();
            let lines: Vec<String> = text.lines().map(str::to_string).collect();
            let header = lines[0].split('\t').map(str::to_string).collect();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            out.insert(name, RecordFile { header, lines });
        }
    }
    out
}

/// The commit a row names, without the marks of a changed checkout
/// (`-dirty`, `+changes`); `None` for `-`.
fn commit_of(field: &str) -> Option<&str> {
    let c = field.split(['-', '+']).next().unwrap_or("");
    (!c.is_empty()).then_some(c)
}

/// Which of `names` are commits of this repository (`git cat-file`).
fn missing_commits(names: &BTreeSet<String>) -> BTreeSet<String> {
    let git = Command::new("git")
        .arg("-C")
        .arg(root())
        .args(["rev-parse", "--git-dir"])
        .output()
        .expect("git runs");
    assert!(
        git.status.success(),
        "the figures' commits are checked with git: run this test in a clone of the repository"
    );
    // A shallow clone lacks the history by construction: its commits
    // cannot be checked there (the rest of the rules still are).
    let shallow = Command::new("git")
        .arg("-C")
        .arg(root())
        .args(["rev-parse", "--is-shallow-repository"])
        .output()
        .expect("git runs");
    if String::from_utf8_lossy(&shallow.stdout).trim() == "true" {
        eprintln!("figures: a shallow clone: the commits of record/ and the docs are not checked");
        return BTreeSet::new();
    }
    names
        .iter()
        .filter(|c| {
            !Command::new("git")
                .arg("-C")
                .arg(root())
                .args(["cat-file", "-e", &format!("{c}^{{commit}}")])
                .stderr(std::process::Stdio::null())
                .status()
                .expect("git runs")
                .success()
        })
        .cloned()
        .collect()
}

/// Every number in a row's fields after `date`, `commit` and `machine`
/// (the note's numbers too: "CPU 1486.70 s", "peak RSS 87 MB").
fn row_numbers(row: &str) -> Vec<f64> {
    row.split('\t')
        .skip(3)
        .flat_map(|field| numbers_in(field).into_iter().map(|(v, _)| v))
        .collect()
}

/// The numbers written in a text, with their decimals.
fn numbers_in(text: &str) -> Vec<(f64, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit()
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'.'))
        {
            let (value, decimals, end) = number_at(text, i);
            out.push((value, decimals));
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

/// The number that starts at byte `i` (digits, groups of three after `,`,
/// decimals after `.`): its value, its decimals and where it ends.
fn number_at(text: &str, i: usize) -> (f64, usize, usize) {
    let b = text.as_bytes();
    let mut j = i;
    let mut digits = String::new();
    while j < b.len() && b[j].is_ascii_digit() {
        digits.push(b[j] as char);
        j += 1;
    }
    // Groups: ",ddd" not followed by another digit.
    while j + 3 < b.len() + 1
        && j < b.len()
        && b[j] == b','
        && b.get(j + 1..j + 4)
            .is_some_and(|g| g.iter().all(u8::is_ascii_digit))
        && !b.get(j + 4).is_some_and(u8::is_ascii_digit)
    {
        digits.push_str(&text[j + 1..j + 4]);
        j += 4;
    }
    let mut decimals = 0;
    if j + 1 < b.len() && b[j] == b'.' && b[j + 1].is_ascii_digit() {
        digits.push('.');
        j += 1;
        while j < b.len() && b[j].is_ascii_digit() {
            digits.push(b[j] as char);
            decimals += 1;
            j += 1;
        }
    }
    (digits.parse().unwrap(), decimals, j)
}

// ---------------------------------------------------------------- the texts

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    /// A time, a size: the number itself is in a row.
    Value,
    /// A factor, a percentage, a ratio: a row's number or a quotient of two.
    Ratio,
    Percent,
}

#[derive(Debug)]
struct Figure {
    shown: String,
    values: Vec<(f64, usize)>,
    kind: Kind,
    /// The constant of the code it is the value of, if it is a setting.
    setting: Option<String>,
}

/// A constant's name: `TARGET_MS`, `WORKERS_MEMORY_MB`.
fn is_constant(name: &str) -> bool {
    name.len() > 1
        && name
            .bytes()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == b'_')
        && name.bytes().next().is_some_and(|c| c.is_ascii_uppercase())
}

/// The constants of the code: `const NAME: T = VALUE;` in the crates'
/// sources, each with the first number of its value (`5_000.0` → 5000);
/// a name two modules use has both values.
fn constants() -> BTreeMap<String, Vec<f64>> {
    let mut out = BTreeMap::new();
    let mut stack: Vec<PathBuf> = [
        "src",
        "core/src",
        "solver/src",
        "cli/src",
        "gpu/src",
        "workers/src",
    ]
    .iter()
    .map(|d| root().join(d))
    .collect();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        for line in fs::read_to_string(&path).unwrap().lines() {
            let Some(rest) = line
                .trim_start()
                .trim_start_matches("pub ")
                .trim_start_matches("pub(crate) ")
                .strip_prefix("const ")
            else {
                continue;
            };
            let Some((name, value)) = rest
                .split_once(':')
                .and_then(|(n, r)| r.split_once('=').map(|(_, v)| (n.trim(), v)))
            else {
                continue;
            };
            let value = value.replace('_', "");
            if let Some(&(v, _)) = numbers_in(&value).first() {
                out.entry(name.to_string()).or_insert_with(Vec::new).push(v);
            }
        }
    }
    out
}

/// A block of a text: its first line (1-based) and its lines.
struct Block {
    line: usize,
    text: String,
    table: bool,
}

/// The blocks of a Markdown text, fenced code left out: paragraphs and list
/// items end at a blank line or where a new item, heading or table starts.
fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let mut fenced = false;
    let mut current: Option<Block> = None;
    for (k, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("```") {
            fenced = !fenced;
            out.extend(current.take());
            continue;
        }
        if fenced {
            continue;
        }
        let table = t.starts_with('|');
        let starts = t.is_empty()
            || t.starts_with('#')
            || t.starts_with("* ")
            || t.starts_with("- ")
            || t.split_once(". ")
                .is_some_and(|(d, _)| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
            || current.as_ref().is_some_and(|c| c.table != table);
        if starts {
            out.extend(current.take());
        }
        if t.is_empty() {
            continue;
        }
        match &mut current {
            Some(c) => {
                c.text.push('\n');
                c.text.push_str(line);
            }
            None => {
                current = Some(Block {
                    line: k + 1,
                    text: line.to_string(),
                    table,
                })
            }
        }
        if t.starts_with('#') {
            out.extend(current.take());
        }
    }
    out.extend(current);
    out
}

/// The rows a block cites: `(file, line)` for every line of every link
/// `record/FILE.tsv#La` or `#La-Lb`.
fn citations(text: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("record/") {
        rest = &rest[i + "record/".len()..];
        let Some(hash) = rest.find(".tsv#L") else {
            continue;
        };
        let file = &rest[..hash];
        if !file.bytes().all(|c| c.is_ascii_lowercase() || c == b'-') {
            continue;
        }
        let after = &rest[hash + ".tsv#L".len()..];
        let a: String = after.chars().take_while(char::is_ascii_digit).collect();
        let Ok(from) = a.parse::<usize>() else {
            continue;
        };
        let tail = &after[a.len()..];
        let to = tail
            .strip_prefix("-L")
            .map(|t| {
                t.chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
            })
            .and_then(|t| t.parse().ok())
            .unwrap_or(from);
        for line in from..=to.max(from) {
            out.push((format!("{file}.tsv"), line));
        }
    }
    out
}

/// A block's text as the rules read it: inline code replaced by `\u{1}`, a
/// link by its text (its target dropped), citations dropped whole.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut code = false;
    for ch in text.chars() {
        if ch == '`' {
            code = !code;
            out.push(if code { '\u{1}' } else { '\u{2}' });
        } else {
            out.push(ch);
        }
    }
    // `[text](target)` → `text`; a citation `[…](…record/…)` → nothing.
    let mut s = String::new();
    let mut rest = out.as_str();
    while let Some(open) = rest.find('[') {
        let Some(mid) = rest[open..].find("](").map(|m| open + m) else {
            break;
        };
        let Some(close) = rest[mid..].find(')').map(|c| mid + c) else {
            break;
        };
        s.push_str(&rest[..open]);
        if !rest[mid..close].contains("record/") {
            s.push_str(&rest[open + 1..mid]);
        }
        rest = &rest[close + 1..];
    }
    s.push_str(rest);
    s
}

const TIME: [&str; 11] = [
    "ms", "µs", "ns", "minutes", "minute", "min", "hours", "hour", "seconds", "second", "s",
];
const SIZE: [&str; 7] = ["bytes", "KiB", "KB", "MiB", "MB", "GiB", "GB"];

/// The unit that starts `rest` (after at most one space), if it is one.
fn unit(rest: &str) -> Option<(Kind, usize)> {
    let (space, r) = match rest.strip_prefix([' ', '\u{a0}', '\u{202f}']) {
        Some(r) => (rest.len() - r.len(), r),
        None => (0, rest),
    };
    let ends = |u: &str| {
        !r[u.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    // A unit in letters follows a space: `1.51 s`, never `1s` (the 1s of a row).
    for u in TIME.iter().chain(SIZE.iter()) {
        if space > 0 && r.starts_with(u) && ends(u) {
            return Some((Kind::Value, space + u.len()));
        }
    }
    if r.starts_with('%') {
        return Some((Kind::Percent, space + 1));
    }
    // `1.6×`, `8.9x`: a factor; `44 × 44`, `1024×768`: a size in two numbers.
    if r.starts_with('×') {
        let after = r['×'.len_utf8()..].trim_start_matches(' ');
        if !after.starts_with(|c: char| c.is_ascii_digit()) {
            return Some((Kind::Ratio, space + '×'.len_utf8()));
        }
    }
    if space == 0 && r.starts_with('x') && ends("x") {
        return Some((Kind::Ratio, 1));
    }
    if space > 0 && r.starts_with("times") && ends("times") {
        return Some((Kind::Ratio, space + 5));
    }
    None
}

/// The figures of a piece of prose (see the module's doc).
fn figures_in(prose: &str, header_kind: Option<Kind>) -> Vec<Figure> {
    let b = prose.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        // Code: a command's arguments, a setting's name.
        if b[i] == 1 {
            i += prose[i..].find('\u{2}').map_or(prose.len() - i, |e| e + 1);
            continue;
        }
        let starts = b[i].is_ascii_digit()
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || matches!(b[i - 1], b'.' | b'^' | b'_' | b'-' | b'/' | b'=' | b'#')))
            // `n = 16`, `--shard 3/4`…: a number right after `=` is not a figure unless it has a unit.
            ;
        if !starts {
            i += 1;
            continue;
        }
        let (v, d, mut end) = number_at(prose, i);
        let mut values = vec![(v, d)];
        // A range: `1.2–1.35×`, `13.98–14.02 s`.
        if let Some(r) = prose[end..].strip_prefix('–') {
            if r.starts_with(|c: char| c.is_ascii_digit()) {
                let at = prose.len() - r.len();
                let (v2, d2, e2) = number_at(prose, at);
                values.push((v2, d2));
                end = e2;
            }
        }
        let found = unit(&prose[end..]).map(|(k, len)| (k, end + len));
        // `29455b7`: a word that starts with digits (a commit) is no figure.
        if found.is_none() && prose[end..].starts_with(|c: char| c.is_ascii_alphanumeric()) {
            i = end
                + prose[end..]
                    .find(|c: char| !c.is_ascii_alphanumeric())
                    .unwrap_or(prose.len() - end);
            continue;
        }
        let stop = found.map_or(end, |(_, stop)| stop);
        // A setting: `NAME` = 160 ms, or 160 ms (`NAME`).
        let before = prose[..i].trim_end().strip_suffix('=').map(str::trim_end);
        let named_before = before
            .and_then(|b| b.strip_suffix('\u{2}'))
            .and_then(|b| b.rfind('\u{1}').map(|o| &b[o + 1..]));
        let after = prose[stop..].trim_start_matches(' ');
        let named_after = after
            .strip_prefix("(\u{1}")
            .and_then(|a| a.find('\u{2}').map(|e| &a[..e]));
        let setting = named_before
            .or(named_after)
            .filter(|n| is_constant(n))
            .map(str::to_string);
        let kind = found.map(|(k, _)| k).or(header_kind);
        if let Some(kind) = kind {
            out.push(Figure {
                shown: prose[i..stop].to_string(),
                values,
                kind,
                setting,
            });
        }
        i = stop.max(i + 1);
    }
    out
}

/// The figures of a block: prose figures, and in a table the bare numbers of
/// the columns whose header names a unit or a ratio.
fn block_figures(block: &Block) -> Vec<Figure> {
    let text = prose(&block.text);
    if !block.table {
        return figures_in(&text, None);
    }
    let rows: Vec<Vec<String>> = text
        .lines()
        .map(|l| {
            let l = l.trim().trim_start_matches('|').trim_end_matches('|');
            l.split('|').map(|c| c.trim().to_string()).collect()
        })
        .collect();
    let header = &rows[0];
    let kinds: Vec<Option<Kind>> = header
        .iter()
        .map(|h| {
            // The header's last word: `ours s`, `seconds (s)`, `memory_mb`'s `MB`…
            let last = h
                .rsplit(|c: char| !c.is_alphanumeric() && c != '%' && c != '÷' && c != '×')
                .find(|w| !w.is_empty())
                .unwrap_or("");
            if h.contains('÷') || h.contains('×') || h.split_whitespace().any(|w| w == "ratio") {
                Some(Kind::Ratio)
            } else if last == "%" {
                Some(Kind::Percent)
            } else if TIME.contains(&last) || SIZE.contains(&last) {
                Some(Kind::Value)
            } else {
                None
            }
        })
        .collect();
    let mut out = figures_in(&header.join(" | "), None);
    for row in rows.iter().skip(2) {
        for (c, cell) in row.iter().enumerate() {
            out.extend(figures_in(cell, kinds.get(c).copied().flatten()));
        }
    }
    out
}

/// Whether `x` written with `decimals` decimals is `v`.
fn rounds_to(x: f64, v: f64, decimals: usize) -> bool {
    let scale = 10f64.powi(decimals as i32);
    ((x * scale).round() - v * scale).abs() < 0.5
}

/// Whether a figure is one of the numbers, or a quotient of two of them.
fn matches(figure: &Figure, numbers: &[f64]) -> bool {
    figure.values.iter().all(|&(v, d)| {
        let direct = match figure.kind {
            Kind::Value => [1.0, 1000.0, 0.001, 60.0, 1.0 / 60.0, 1024.0, 1.0 / 1024.0]
                .iter()
                .any(|s| numbers.iter().any(|&x| rounds_to(x * s, v, d))),
            Kind::Ratio | Kind::Percent => numbers.iter().any(|&x| rounds_to(x, v, d)),
        };
        direct
            || (figure.kind != Kind::Value
                && numbers.iter().any(|&a| {
                    numbers.iter().any(|&b| {
                        if b == 0.0 {
                            return false;
                        }
                        let q = a / b;
                        match figure.kind {
                            Kind::Ratio => rounds_to(q, v, d),
                            _ => [100.0 * q, 100.0 * (q - 1.0), 100.0 * (1.0 - q)]
                                .iter()
                                .any(|&p| rounds_to(p, v, d)),
                        }
                    })
                }))
    })
}

/// Words of seven to forty hexadecimal digits with a digit and a letter in
/// them: the commits a text names.
fn commits_named(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| {
            (7..=40).contains(&w.len())
                && w.bytes()
                    .all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(&c))
                && w.bytes().any(|c| c.is_ascii_digit())
                && w.bytes().any(|c| c.is_ascii_alphabetic())
        })
        .map(str::to_string)
        .collect()
}

/// The methods a counting row must name (its `method` column).
const METHOD_FILES: [&str; 2] = ["count.tsv", "peers.tsv"];

/// Every problem of the texts and the rows, one line each.
fn problems() -> Vec<String> {
    let record = record();
    let constants = constants();
    let mut problems = Vec::new();
    let mut commits: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, file) in &record {
        let at = file.header.iter().position(|h| h == "commit").unwrap();
        for (k, line) in file.lines.iter().enumerate().skip(1) {
            let field = line.split('\t').nth(at).unwrap_or("");
            if let Some(c) = commit_of(field) {
                commits
                    .entry(c.to_string())
                    .or_default()
                    .push(format!("record/{name}:{}", k + 1));
            }
        }
    }
    for (name, text) in texts() {
        for c in commits_named(&text) {
            commits.entry(c).or_default().push(name.clone());
        }
        for (k, line) in text.lines().enumerate() {
            let l = line.to_lowercase();
            if l.contains("git tag") || l.contains("tag `") || l.contains("tags `") {
                problems.push(format!(
                    "{name}:{}: cites a tag (tags are not kept: cite a commit): {line}",
                    k + 1
                ));
            }
        }
        let all = blocks(&text);
        for (b, block) in all.iter().enumerate() {
            let (settings, figures): (Vec<Figure>, Vec<Figure>) = block_figures(block)
                .into_iter()
                .partition(|f| f.setting.is_some());
            for f in &settings {
                let constant = f.setting.as_deref().unwrap();
                match constants.get(constant) {
                    None => problems.push(format!(
                        "{name}:{}: \"{}\" names `{constant}`, not a constant of the code",
                        block.line, f.shown
                    )),
                    Some(v) if !matches(f, v) => problems.push(format!(
                        "{name}:{}: \"{}\" is not `{constant}` ({v:?})",
                        block.line, f.shown
                    )),
                    Some(_) => {}
                }
            }
            if figures.is_empty() {
                continue;
            }
            let mut cited = citations(&block.text);
            // A table cites from its caption (the paragraph above) or its
            // note (the paragraph below) too.
            if block.table {
                for near in [b.checked_sub(1), Some(b + 1)].into_iter().flatten() {
                    if let Some(p) = all
                        .get(near)
                        .filter(|p| !p.table && !p.text.starts_with('#'))
                    {
                        cited.extend(citations(&p.text));
                    }
                }
            }
            let here = format!("{name}:{}", block.line);
            if cited.is_empty() {
                let shown: Vec<&str> = figures.iter().map(|f| f.shown.as_str()).collect();
                problems.push(format!(
                    "{here}: figures with no row cited: {}",
                    shown.join(", ")
                ));
                continue;
            }
            let mut numbers = Vec::new();
            for (file, line) in &cited {
                let Some(rf) = record.get(file) else {
                    problems.push(format!("{here}: cites record/{file}, which does not exist"));
                    continue;
                };
                let Some(row) = rf.lines.get(line - 1).filter(|_| *line >= 2) else {
                    problems.push(format!("{here}: cites record/{file}#L{line}, not a row"));
                    continue;
                };
                let fields: Vec<&str> = row.split('\t').collect();
                let at = rf.header.iter().position(|h| h == "commit").unwrap();
                if commit_of(fields[at]).is_none() {
                    problems.push(format!(
                        "{here}: cites record/{file}#L{line}, a row with no commit"
                    ));
                }
                if METHOD_FILES.contains(&file.as_str()) {
                    let m = rf.header.iter().position(|h| h == "method");
                    if m.and_then(|m| fields.get(m))
                        .is_none_or(|v| *v == "-" || v.is_empty())
                    {
                        problems.push(format!(
                            "{here}: cites record/{file}#L{line}, a row with no method"
                        ));
                    }
                }
                numbers.extend(row_numbers(row));
            }
            for f in &figures {
                if !matches(f, &numbers) {
                    problems.push(format!(
                        "{here}: \"{}\" is not in the rows it cites",
                        f.shown
                    ));
                }
            }
        }
    }
    let names: BTreeSet<String> = commits.keys().cloned().collect();
    for c in missing_commits(&names) {
        problems.push(format!(
            "commit {c}, named in {}, is not in the repository",
            commits[&c].join(", ")
        ));
    }
    problems
}

#[test]
fn every_figure_in_readme_and_docs_is_a_row_of_record() {
    let problems = problems();
    assert!(
        problems.is_empty(),
        "{} problems (the rules: record/README.md, \"Figures in README and docs\"):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_rules_read_what_they_should() {
    let f = |s: &str| {
        figures_in(&prose(s), None)
            .into_iter()
            .filter(|f| f.setting.is_none())
            .map(|f| f.shown)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        f("n = 18 in 1.51 s, 1.2–1.35× faster, 40 %"),
        ["1.51 s", "1.2–1.35×", "40 %"]
    );
    assert_eq!(
        f("8.9x the C; 20 times slower; 83.8 MiB"),
        ["8.9x", "20 times", "83.8 MiB"]
    );
    // Not figures: code, a setting, sizes in two numbers, words that begin like units.
    assert!(f("`--threads 2` `TARGET_MS` = 160 ms, 44 × 44 px, 1024×768, 5 sub-boards, 2^20 s, every 2 s (`SOLUTION_GAP_MS`)").is_empty());
    let settings: Vec<Option<String>> = figures_in(
        &prose("`TARGET_MS` = 160 ms, every 2 s (`SOLUTION_GAP_MS`)"),
        None,
    )
    .into_iter()
    .map(|f| f.setting)
    .collect();
    assert_eq!(
        settings,
        [
            Some("TARGET_MS".to_string()),
            Some("SOLUTION_GAP_MS".to_string())
        ]
    );
    let c = constants();
    assert_eq!(c.get("TARGET_MS"), Some(&vec![160.0]));
    assert_eq!(c.get("SOLUTION_GAP_MS"), Some(&vec![2000.0]));
    assert_eq!(
        citations("[count.tsv#L12](../record/count.tsv#L12-L14), [x](record/gpu.tsv#L3)"),
        [
            ("count.tsv".to_string(), 12),
            ("count.tsv".to_string(), 13),
            ("count.tsv".to_string(), 14),
            ("gpu.tsv".to_string(), 3)
        ]
    );
    let fig = |s: &str| figures_in(&prose(s), None).remove(0);
    assert!(matches(&fig("1.51 s"), &[1.514]));
    assert!(!matches(&fig("1.52 s"), &[1.514]));
    assert!(matches(&fig("0.42×"), &[1.514, 3.61494]));
    assert!(matches(&fig("35 %"), &[4.05, 3.0]));
    assert!(!matches(&fig("1.51 s"), &[151.0 / 99.0]));
    assert_eq!(
        commits_named("at eedb3d5, not decade 1234567"),
        BTreeSet::from(["eedb3d5".to_string()])
    );
    let table = Block {
        line: 1,
        text: "| n | ours s | ratio | nodes | leaves, seed 003's search |\n| --- | --- | --- | --- | --- |\n| 18 | 1.51 | 0.42 | 354 | 212 |".into(),
        table: true,
    };
    let shown: Vec<String> = block_figures(&table).into_iter().map(|f| f.shown).collect();
    assert_eq!(shown, ["1.51", "0.42"]);
    let _ = Path::new("");
}
