//! What the native view tests share: a view rendered by Yew's server-side
//! renderer (`yew::LocalServerRenderer`) and a small reader of its HTML.
//! Each test file under `tests/` that renders views says `mod support;`.

#![allow(dead_code)]

use bitqueens::domain::stepper::explain::Detail;
use bitqueens::i18n::Lang;
use bitqueens::pages::stepper::explain_view::{explain_view, Explain};
use solver::Stepper;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
struct Frame {
    html: Html,
}

#[function_component]
fn Framed(p: &Frame) -> Html {
    p.html.clone()
}

/// `html` rendered as the server renderer writes it, then parsed.
pub fn render(html: Html) -> html::Node {
    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let text = tokio::task::LocalSet::new().block_on(
        &rt,
        yew::LocalServerRenderer::<Framed>::with_props(Frame { html })
            .hydratable(false)
            .render(),
    );
    html::parse(&text)
}

/// A small reader of the renderer's HTML (well formed: every element is
/// closed but the void ones): elements, their attributes and their text.
pub mod html {
    #[derive(Debug, Default)]
    pub struct Node {
        pub tag: String,
        pub attrs: Vec<(String, String)>,
        pub children: Vec<Child>,
    }

    #[derive(Debug)]
    pub enum Child {
        Element(Node),
        Text(String),
    }

    const VOID: [&str; 8] = ["area", "br", "col", "hr", "img", "input", "meta", "wbr"];

    fn unescape(s: &str) -> String {
        s.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#x27;", "'")
            .replace("&#39;", "'")
            .replace("&amp;", "&")
    }

    /// The document as the children of a root without a tag.
    pub fn parse(text: &str) -> Node {
        let mut stack = vec![Node::default()];
        let mut rest = text;
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix("</") {
                let end = after.find('>').expect("a closing tag ends");
                let done = stack.pop().expect("an open element");
                assert_eq!(done.tag, after[..end], "tags nest");
                stack
                    .last_mut()
                    .unwrap()
                    .children
                    .push(Child::Element(done));
                rest = &after[end + 1..];
            } else if let Some(after) = rest.strip_prefix('<') {
                let (node, void, used) = open_tag(after);
                rest = &after[used..];
                if void {
                    stack
                        .last_mut()
                        .unwrap()
                        .children
                        .push(Child::Element(node));
                } else {
                    stack.push(node);
                }
            } else {
                let end = rest.find('<').unwrap_or(rest.len());
                let t = unescape(&rest[..end]);
                stack.last_mut().unwrap().children.push(Child::Text(t));
                rest = &rest[end..];
            }
        }
        assert_eq!(stack.len(), 1, "every element is closed");
        stack.pop().unwrap()
    }

    /// An opening tag after its `<`: the element, whether it is void, and
    /// how many bytes it took.
    fn open_tag(s: &str) -> (Node, bool, usize) {
        let name_end = s
            .find(|c: char| c.is_whitespace() || c == '>' || c == '/')
            .unwrap();
        let mut node = Node {
            tag: s[..name_end].to_string(),
            ..Node::default()
        };
        let mut i = name_end;
        let b = s.as_bytes();
        // Written `<tag … />` (raw SVG from the domain): closed at once.
        let mut closed = false;
        loop {
            while b[i].is_ascii_whitespace() {
                i += 1;
            }
            match b[i] {
                b'>' => break,
                b'/' => {
                    closed = true;
                    i += 1;
                    continue;
                }
                _ => closed = false,
            }
            let name_end = i + s[i..]
                .find(|c: char| c == '=' || c.is_whitespace() || c == '>' || c == '/')
                .unwrap();
            let name = s[i..name_end].to_string();
            i = name_end;
            let value = if b[i] == b'=' {
                assert_eq!(b[i + 1], b'"', "attribute values are quoted");
                let end = i + 2 + s[i + 2..].find('"').unwrap();
                let v = unescape(&s[i + 2..end]);
                i = end + 1;
                v
            } else {
                String::new()
            };
            node.attrs.push((name, value));
        }
        let void = closed || VOID.contains(&node.tag.as_str());
        (node, void, i + 1)
    }

    impl Node {
        pub fn attr(&self, name: &str) -> Option<&str> {
            self.attrs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        }

        pub fn elements(&self) -> impl Iterator<Item = &Node> {
            self.children.iter().filter_map(|c| match c {
                Child::Element(e) => Some(e),
                Child::Text(_) => None,
            })
        }

        /// Every element under this one, in document order.
        pub fn all(&self) -> Vec<&Node> {
            let mut out = Vec::new();
            for e in self.elements() {
                out.push(e);
                out.extend(e.all());
            }
            out
        }

        pub fn has_class(&self, class: &str) -> bool {
            self.attr("class")
                .is_some_and(|c| c.split_whitespace().any(|k| k == class))
        }

        /// The elements (this one and those under it) whose class list
        /// has `class`, in document order.
        pub fn of_class(&self, class: &str) -> Vec<&Node> {
            self.all()
                .into_iter()
                .filter(|e| e.has_class(class))
                .collect()
        }

        /// The elements whose `data-testid` starts with `prefix`.
        pub fn testids(&self, prefix: &str) -> Vec<&Node> {
            self.all()
                .into_iter()
                .filter(|e| e.attr("data-testid").is_some_and(|t| t.starts_with(prefix)))
                .collect()
        }

        /// The one element of test id `id`.
        pub fn testid(&self, id: &str) -> &Node {
            let found: Vec<_> = self
                .all()
                .into_iter()
                .filter(|e| e.attr("data-testid") == Some(id))
                .collect();
            assert_eq!(found.len(), 1, "one element of test id {id}");
            found[0]
        }

        /// The text content, as `textContent` reads it.
        pub fn text(&self) -> String {
            self.children
                .iter()
                .map(|c| match c {
                    Child::Element(e) => e.text(),
                    Child::Text(t) => t.clone(),
                })
                .collect()
        }
    }
}

/// What a screen reader reaches under `node`: the text outside
/// `aria-hidden` subtrees, an element with an `aria-label` read by its
/// label; a field's value is the learner's, and left out.
pub fn spoken(node: &html::Node) -> String {
    use html::Child;
    if node.attr("aria-hidden") == Some("true") {
        return String::new();
    }
    if let Some(label) = node.attr("aria-label") {
        return format!(" {label} ");
    }
    node.children
        .iter()
        .map(|c| match c {
            Child::Element(e) => format!("{} ", spoken(e)),
            Child::Text(t) => t.clone(),
        })
        .collect()
}

/// The runs of `len` binary digits or more in `text`, outside longer
/// numbers and hexadecimal.
pub fn binary_runs(text: &str, len: usize) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'0' || b[i] == b'1' {
            let start = i;
            while i < b.len() && (b[i] == b'0' || b[i] == b'1') {
                i += 1;
            }
            let before = start.checked_sub(1).map(|k| b[k]);
            let after = b.get(i).copied();
            let hexish =
                |c: Option<u8>| c.is_some_and(|c| c.is_ascii_hexdigit() || c == b'x' || c == b'#');
            if i - start >= len && !hexish(before) && !hexish(after) {
                out.push(text[start..i].to_string());
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The texts under `node` a screen reader reaches that show an operator
/// as a symbol (`& | ~ ^ << >>`), outside code, a select's options and what
/// is hidden from it; a symbol named just before ("the vertical bar |") is
/// said by its name.
pub fn raw_operators(node: &html::Node) -> Vec<String> {
    use html::Child;
    if node.attr("aria-hidden") == Some("true")
        || ["pre", "code", "option", "script"].contains(&node.tag.as_str())
    {
        return Vec::new();
    }
    let named = [
        "ampersands",
        "ampersand",
        "vertical bars",
        "vertical bar",
        "caret",
        "tilde",
        "less-than signs",
        "greater-than signs",
        "アンパサンド2つ",
        "アンパサンド",
        "縦棒2つ",
        "縦棒",
        "キャレット",
        "チルダ",
        "小なり記号2つ",
        "大なり記号2つ",
    ];
    let raw = |t: &str| {
        let mut t = t.to_string();
        for name in named {
            for op in ["||", "&&", "<<", ">>", "&", "|", "~", "^"] {
                t = t.replace(&format!("{name} {op}"), name);
            }
        }
        let url = t.trim().starts_with("http://") || t.trim().starts_with("https://");
        !url && (t.contains(['&', '|', '~', '^']) || t.contains("<<") || t.contains(">>"))
    };
    let mut out = Vec::new();
    if let Some(label) = node.attr("aria-label") {
        if raw(label) {
            out.push(label.to_string());
        }
    }
    for c in &node.children {
        match c {
            Child::Element(e) => out.extend(raw_operators(e)),
            Child::Text(t) if raw(t) => out.push(t.trim().to_string()),
            Child::Text(_) => {}
        }
    }
    out
}

/// The stepper's "this step" panel at a moment, as the page draws it.
pub fn explain(s: &Stepper, lang: Lang) -> html::Node {
    render(explain_view(&Explain {
        detail: Detail::of(s),
        bits: s.current_bits(),
        n: s.n(),
        lang,
        solutions: s.counters().solutions,
        step: s.counters().steps,
        animate: true,
    }))
}

/// The rules of the Japanese texts: no 0-based index as an ordinal, no
/// event by the code's name.
pub fn japanese_rules(text: &str, at: &str) {
    for (i, _) in text.match_indices(['行', '列']) {
        let after = &text[i + 3..];
        if after.starts_with('目') {
            let before: String = text[..i].chars().rev().take(4).collect();
            let before: String = before.chars().rev().collect();
            assert!(
                !before.trim_end().ends_with(|c: char| c.is_ascii_digit()
                    || ('０'..='９').contains(&c)
                    || c == '何'),
                "{at}: an ordinal {before}{}目",
                &text[i..i + 3]
            );
        }
    }
    // One register, polite like the rest of the site: no sentence ends in
    // a plain volitional ("…を入力しよう。", "選ぼう。"); a heading such as
    // 「やってみよう」 has no sentence's end.
    for end in [
        "よう", "こう", "ぼう", "ろう", "ごう", "もう", "そう", "とう", "おう",
    ] {
        for stop in ['。', '！', '？'] {
            let plain = format!("{end}{stop}");
            assert!(
                !text.contains(&plain),
                "{at}: a plain “…{plain}” among polite sentences"
            );
        }
    }
    for word in ["Place", "Descend", "Backtrack"] {
        let found = text.match_indices(word).any(|(i, _)| {
            let b = text[..i].chars().last();
            let a = text[i + word.len()..].chars().next();
            !b.is_some_and(|c| c.is_ascii_alphanumeric())
                && !a.is_some_and(|c| c.is_ascii_alphanumeric())
        });
        assert!(!found, "{at}: the event {word} by its code name");
    }
}
