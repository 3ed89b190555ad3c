//! The files the site ships beside its wasm, as `static/` holds them and
//! `index.html`'s trunk links copy them: the web app manifest that makes
//! the site installable (docs/offline.md) and its icons. (The built
//! service worker: tests/e2e/offline.test.mjs.) And the embed example
//! page, its words held to the domain; the stylesheet's colours, held to
//! the figure's.

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

/// static/style.css's light theme: what precedes its dark one.
fn light_theme(css: &str) -> &str {
    &css[..css
        .find("@media screen and (prefers-color-scheme: dark)")
        .expect("the dark theme")]
}

/// static/style.css's dark theme: its `prefers-color-scheme: dark` block.
fn dark_theme(css: &str) -> &str {
    let at = css
        .find("@media screen and (prefers-color-scheme: dark)")
        .expect("the dark theme");
    &css[at..at + css[at..].find("\n}").expect("the dark theme's end")]
}

/// The value of the custom property `--name` in `theme` (`#rrggbb`).
fn theme_colour<'a>(theme: &'a str, name: &str) -> &'a str {
    let decl = format!("--{name}: ");
    let v = &theme[theme.find(&decl).unwrap_or_else(|| panic!("{decl}")) + decl.len()..];
    &v[..v.find(';').unwrap()]
}

/// The current row's amber lines (`.board-row.current .cell`'s inset
/// shadows, 2 px above and below the band) read as graphics, 3:1 (WCAG 2.1
/// 1.4.11), against all they touch: the band inside them and the light and
/// dark squares of the rows above and below, in the light theme and the
/// dark. (The figure draws the light theme's: core's figure.rs tests.)
#[test]
fn the_current_row_s_lines_read_against_the_squares_in_both_themes() {
    use bitqueens::domain::stepper::rows::contrast;
    let css = text("static/style.css");
    assert!(css.contains(
        ".board-row.current .cell { background: var(--current); box-shadow: \
         inset 0 2px 0 var(--current-line), inset 0 -2px 0 var(--current-line); }"
    ));
    for (scheme, theme) in [("light", light_theme(&css)), ("dark", dark_theme(&css))] {
        let line = theme_colour(theme, "current-line");
        for square in ["sq-light", "sq-dark", "current"] {
            let on = theme_colour(theme, square);
            let ratio = contrast(line, on);
            assert!(
                ratio >= 3.0,
                "{scheme}: --current-line {line} on --{square} {on}: {ratio:.2}"
            );
        }
    }
}

/// The figure (core's `domain/stepper/figure.rs`), standalone SVG on white,
/// writes the page's colours as literals (`PAGE_COLOURS`): they are the
/// page's light theme's custom properties, held here to one source.
#[test]
fn the_figure_s_colours_are_the_page_s() {
    use bitqueens::domain::stepper::rows::{ATTACK_COLOURS, PAGE_COLOURS};
    let css = text("static/style.css");
    let light = light_theme(&css);
    for (name, colour) in PAGE_COLOURS {
        let property = format!("--{name}: {colour};");
        assert_eq!(light.matches(&property).count(), 1, "{property}");
    }
    for (row, colour) in ATTACK_COLOURS {
        let property = format!("--{}: {colour};", row.key());
        assert_eq!(light.matches(&property).count(), 1, "{property}");
    }
}

/// The light theme's colour that the stylesheet's top-level rules for
/// `selector` give `property` (`var(--cand)`: `--cand`'s); `None` where
/// no such rule sets it. Every such rule gives the same.
fn page_colour_of(css: &str, selector: &str, property: &str) -> Option<String> {
    let light = light_theme(css);
    let mut found: Option<String> = None;
    for rule in css.split(&format!("\n{selector} {{")).skip(1) {
        let body = &rule[..rule.find('}').expect("the rule's end")];
        let Some(at) = body.find(&format!(" {property}:")) else {
            continue;
        };
        let value = &body[at..];
        let value = &value[..value.find(';').unwrap_or(value.len())];
        let var = value
            .split("var(--")
            .nth(1)
            .unwrap_or_else(|| panic!("{selector}: {value} names no colour of the theme"));
        let var = &var[..var.find(')').unwrap()];
        let decl = format!("--{var}: ");
        let v = &light[light.find(&decl).unwrap_or_else(|| panic!("{decl}")) + decl.len()..];
        let colour = v[..v.find(';').unwrap()].to_string();
        if let Some(before) = &found {
            assert_eq!(before, &colour, "{selector}'s {property}");
        }
        found = Some(colour);
    }
    found
}

/// The value of the attribute `name` of the SVG element `element`.
fn attribute<'a>(element: &'a str, name: &str) -> Option<&'a str> {
    let at = element.find(&format!(" {name}=\""))? + name.len() + 3;
    Some(&element[at..at + element[at..].find('"')?])
}

/// The figure draws every row label and mark that the page colours in the
/// page's colour for it, read from static/style.css's rules as the page
/// applies them: the rows' labels (`.k-bitmap .row-label`: the candidates'
/// green, `.k-bit`'s: the queens' red, the attacks'), the arrows, the
/// candidates' circles, the double frame of the queen just placed, the
/// queens, a queen just lifted and its frame, a column tried; its squares
/// (`.cell`, `.cell.dark`) and its current row (`.board-row.current`: the
/// band, its lines, its label `▶ r`), every rect on the board one of these.
/// A label the page does not colour has none of the theme's colours. Boards
/// 6 and 8, each mark seen.
#[test]
fn the_figure_draws_its_labels_and_marks_in_the_page_s_colours() {
    use bitqueens::domain::stepper::figure::of_step;
    use bitqueens::i18n::Lang;
    use solver::{Row, Timeline};
    let css = text("static/style.css");
    let colour = |selector: &str, property: &str| {
        page_colour_of(&css, selector, property)
            .unwrap_or_else(|| panic!("no {property} for {selector}"))
    };
    let theme: Vec<&str> = light_theme(&css)
        .split("\n  --")
        .skip(1)
        .filter_map(|d| d.split_once(": ").map(|(_, v)| &v[..v.find(';').unwrap()]))
        .collect();
    let mut seen = std::collections::BTreeSet::new();
    for (n, steps) in [(6, 0..40), (8, 0..60)] {
        let mut timeline = Timeline::new(n);
        for k in steps {
            let (svg, _) = of_step(&timeline.seek(k), Lang::En, "bitqueens");
            let mut on_board = false;
            for element in svg.split('<').skip(1) {
                if element.starts_with("g ") || element.starts_with("/g") {
                    on_board = element.starts_with("g id=\"board\"");
                }
                let (what, want) = if element.starts_with("g class=\"bit-row\"") {
                    let name = attribute(element, "data-name")
                        .unwrap()
                        .replace("&amp;", "&");
                    let key = Row::ALL.iter().find(|r| r.name() == name).map(|r| r.key());
                    let fill = attribute(element, "fill").unwrap();
                    match key
                        .and_then(|k| page_colour_of(&css, &format!(".k-{k} .row-label"), "color"))
                    {
                        Some(want) => (format!("the {name} row's label"), want),
                        None => {
                            assert!(
                                !theme.contains(&fill),
                                "{name}: {fill}, a colour of the page's"
                            );
                            continue;
                        }
                    }
                } else if let Some(arrow) = element
                    .strip_prefix("tspan ")
                    .and_then(|e| e.split('>').nth(1))
                {
                    let attack = match arrow {
                        "↙" => "left",
                        "↓" => "down",
                        "↘" => "right",
                        _ => panic!("{element}"),
                    };
                    (
                        format!("the arrow {arrow}"),
                        colour(&format!(".g.att-{attack}"), "color"),
                    )
                } else if element.starts_with("circle ") {
                    ("a candidate".into(), colour(".cand-dot", "border"))
                } else if element.contains("data-placed=\"true\"") {
                    (
                        "the frame of the queen just placed".into(),
                        colour(".cell.just-placed", "outline"),
                    )
                } else if element.starts_with("rect ") && element.contains("data-lifted=\"true\"") {
                    (
                        "the frame of a queen just lifted".into(),
                        colour(".cell.lifted", "outline"),
                    )
                } else if element.ends_with(">♛") && element.contains("data-lifted=\"true\"") {
                    (
                        "a queen just lifted".into(),
                        colour(".cell.lifted .queen-mark", "color"),
                    )
                } else if element.ends_with(">♛") {
                    ("a queen".into(), colour(".queen-mark", "color"))
                } else if element.ends_with(">×") {
                    ("a column tried".into(), colour(".tried .g", "color"))
                } else if let Some(square) = attribute(element, "data-square") {
                    let rule = match square {
                        "light" => ".cell",
                        "dark" => ".cell.dark",
                        "current" => ".board-row.current .cell",
                        _ => panic!("{element}"),
                    };
                    (format!("a {square} square"), colour(rule, "background"))
                } else if attribute(element, "data-current") == Some("line") {
                    (
                        "the current row's lines".into(),
                        colour(".board-row.current .cell", "box-shadow"),
                    )
                } else if attribute(element, "data-current") == Some("label") {
                    (
                        "the current row's label".into(),
                        colour(".board-row.current .row-label", "color"),
                    )
                } else {
                    assert!(
                        !(on_board && element.starts_with("rect ")),
                        "n = {n}, step {k}: a rect on the board that the page does not draw: <{element}"
                    );
                    continue;
                };
                let drawn = attribute(element, "stroke")
                    .filter(|_| element.contains("fill=\"none\""))
                    .or_else(|| attribute(element, "fill"))
                    .unwrap_or_else(|| panic!("{element}"));
                assert_eq!(drawn, want, "n = {n}, step {k}: {what}");
                seen.insert(what);
            }
        }
    }
    for what in [
        "the bitmap row's label",
        "the bit row's label",
        "the left row's label",
        "the arrow ↘",
        "a candidate",
        "the frame of the queen just placed",
        "the frame of a queen just lifted",
        "a queen just lifted",
        "a queen",
        "a column tried",
        "a light square",
        "a dark square",
        "a current square",
        "the current row's lines",
        "the current row's label",
    ] {
        assert!(seen.contains(what), "{what} unseen: {seen:?}");
    }
}
