//! The files the site ships beside its wasm, as `static/` holds them and
//! `index.html`'s trunk links copy them: the web app manifest that makes
//! the site installable (docs/offline.md) and its icons. (The built
//! service worker: tests/e2e/offline.test.mjs.) And the embed example
//! page, its words held to the domain; the attacks' colours of the
//! stylesheet, held to the figure's.

use std::fs;
use std::path::Path;

fn bytes(path: &str) -> Vec<u8> {
    fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

fn text(path: &str) -> String {
    String::from_utf8(bytes(path)).unwrap()
}

/// The value of `"key": "…"` in `json` (the manifest's strings hold no
/// quote).
fn field<'a>(json: &'a str, key: &str) -> &'a str {
    let at = json
        .find(&format!("\"{key}\""))
        .unwrap_or_else(|| panic!("no {key}"));
    let rest = &json[at + key.len() + 2..];
    let start = rest.find('"').unwrap() + 1;
    &rest[start..start + rest[start..].find('"').unwrap()]
}

/// A neutral name in both languages, a relative start, standalone, the
/// light theme's colours, icons at 192 and 512 px and the SVG, each a
/// relative file the build copies.
#[test]
fn the_manifest_names_the_site_and_its_icons() {
    let html = text("index.html");
    assert!(html.contains(r#"<link rel="manifest" href="manifest.webmanifest""#));
    let m = text("static/manifest.webmanifest");
    let name = field(&m, "name");
    assert!(
        name.contains("N-Queens") && name.contains("Nクイーン"),
        "{name}"
    );
    assert_eq!(
        [
            field(&m, "start_url"),
            field(&m, "scope"),
            field(&m, "display")
        ],
        ["./", "./", "standalone"]
    );
    // static/style.css's light theme: the page's background and the header.
    let css = text("static/style.css");
    assert!(css.contains(&format!("--bg: {};", field(&m, "background_color"))));
    assert!(css.contains(&format!("--panel: {};", field(&m, "theme_color"))));
    let icons = &m[m.find("\"icons\"").unwrap()..];
    let mut sizes = Vec::new();
    for entry in icons.split('{').skip(1) {
        let src = field(entry, "src");
        assert!(!src.starts_with('/'), "{src}");
        assert!(
            html.contains(&format!(r#"href="static/{src}""#)),
            "index.html copies {src}"
        );
        if field(entry, "type") == "image/png" {
            let png = bytes(&format!("static/{src}"));
            assert_eq!(&png[1..4], b"PNG", "{src}");
            let px = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
            assert_eq!(
                field(entry, "sizes"),
                format!("{}x{}", px(16), px(20)),
                "{src}"
            );
            sizes.push(px(16));
        }
    }
    assert_eq!(sizes, [192, 512]);
    assert!(icons.contains(r#""src": "favicon.svg""#));
}

/// The number after `"key": ` in a claim.
fn number(claim: &str, key: &str) -> u64 {
    let at = claim.find(&format!("\"{key}\": ")).unwrap() + key.len() + 4;
    let rest = &claim[at..];
    rest[..rest.find(|c: char| !c.is_ascii_digit()).unwrap()]
        .parse()
        .unwrap()
}

/// The embed example's words say what its widgets show: each paragraph's
/// claim (`data-claim`) against the moment of the frame after it (its
/// address's n and step), as the domain computes it: the row, the queens,
/// the solutions so far, the equation, and the words of the paragraph.
/// (The frames themselves, their size and their links: classroom.test.mjs.)
#[test]
fn the_embed_example_says_what_its_widgets_show() {
    use bitqueens::domain::stepper::explain::Detail;
    let html = text("static/embed-example.html");
    let parts: Vec<&str> = html.split("data-claim='").skip(1).collect();
    assert_eq!(parts.len(), 2);
    for part in parts {
        let claim = &part[..part.find('\'').unwrap()];
        let words = &part[claim.len()..part.find("</p>").unwrap()];
        let words = words[words.find('>').unwrap() + 1..]
            .replace("<code>", "")
            .replace("</code>", "")
            .replace("&amp;", "&");
        let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
        let src = &part[part.find("<iframe src=\"").unwrap() + 13..];
        let src = src[..src.find('"').unwrap()].replace("&amp;", "&");
        let param = |key: &str| -> u64 {
            let v = src
                .split(['?', '&'])
                .find_map(|kv| kv.strip_prefix(key))
                .unwrap();
            v.parse().unwrap()
        };
        let (n, step) = (param("n=") as usize, param("step="));
        assert_eq!(number(claim, "step"), step, "{src}");
        let s = solver::Timeline::new(n).seek(step);
        assert_eq!(s.row(), Some(number(claim, "row") as usize), "{src}");
        let queens: Vec<String> = s.queens().iter().map(|q| q.to_string()).collect();
        assert_eq!(queens.len() as u64, number(claim, "queens"), "{src}");
        assert!(words.contains(&queens.join(" ")), "{src}: {words}");
        assert_eq!(s.counters().solutions, number(claim, "solutions"), "{src}");
        let equation = field(claim, "equation");
        let lines = Detail::of(&s).equations(n);
        assert!(
            lines.iter().any(|l| l.contains(equation)),
            "{src}: {lines:?}"
        );
        let list = &claim[claim.find("\"words\": [").unwrap() + 10..];
        for word in list[..list.find(']').unwrap()].split(", ") {
            let word = word.trim_matches('"');
            assert!(words.contains(word), "{src}: {word} in {words}");
        }
    }
}

/// What a visitor reads before the app's wasm has loaded (index.html's
/// shell, `#boot`): the site's title in both languages, the Japanese one
/// marked as such, and a loading line in both, said as a status. (That it
/// shows until the app starts, and goes then: tests/e2e/shell.test.mjs.)
#[test]
fn the_shell_names_the_site_and_says_it_is_loading_in_both_languages() {
    let html = text("index.html");
    let boot = &html[html
        .find(r#"<div id="boot" data-testid="boot">"#)
        .expect("the shell")..];
    let boot = &boot[..boot.find("<!--").unwrap()];
    for part in [
        r#"<h1 class="boot-title">Bitmap N-Queens, step by step</h1>"#,
        r#"<p class="boot-title" lang="ja">ビットマップで解くNクイーン：1ステップずつ</p>"#,
        r#"<p class="boot-line" role="status" data-testid="boot-line">Loading… · <span lang="ja">読み込み中…</span></p>"#,
    ] {
        assert!(boot.contains(part), "the shell holds {part}");
    }
}

/// The figure (core's `domain/stepper/figure.rs`), standalone SVG on white,
/// writes the attacks' colours as literals: they are the page's light
/// theme's `--left`, `--down` and `--right`, held here to one source.
#[test]
fn the_figure_s_attack_colours_are_the_page_s() {
    use bitqueens::domain::stepper::rows::ATTACK_COLOURS;
    let css = text("static/style.css");
    let light = &css[..css
        .find("@media (prefers-color-scheme: dark)")
        .expect("the dark theme")];
    for (row, colour) in ATTACK_COLOURS {
        let property = format!("--{}: {colour};", row.key());
        assert_eq!(light.matches(&property).count(), 1, "{property}");
    }
}
