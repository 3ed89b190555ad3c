//! The code panel's programs: the non-recursive bitmap search as a short,
//! complete program in C, Python, JavaScript and Rust (`teaching/code/`),
//! included when the site compiles, and what the panel shows of them.
//!
//! The files are real programs: the tests (`tests/code_traces.rs`) compile
//! and run each with `--trace` and compare its events with the solver's, so
//! a version that drifts from the stepper fails them. Two conventions in the
//! files, which the panel reads and hides:
//!
//! - A comment line is written twice, `// en: …` and `// ja: …` (`#` in
//!   Python); the panel shows the one of the page's language, without its
//!   tag (the code shown to learners is UI).
//! - A line may end with a tag comment, `// @place` (`# @place`): the line
//!   that performs that kind of event ([`Mark`]), highlighted when the step
//!   was one; lines tagged `@trace` only write the trace and are left out.

use crate::format::piece;
use crate::i18n::Lang;
use solver::Event;

/// The file at `path` as the wasm keeps it, packed when the crate compiles
/// by [`pack`] against `c` (the C program, packed, or nothing) into an array
/// of its own (a slice of the included file would keep the whole file).
macro_rules! packed {
    ($path:literal, $prefix:literal, $c:expr) => {{
        const FILE: &[u8] = include_bytes!($path);
        const LEN: usize = pack(FILE, $prefix, $c, None);
        const PACKED: [u8; LEN] = {
            let mut out = [0u8; LEN];
            pack(FILE, $prefix, $c, Some(&mut out));
            out
        };
        PACKED
    }};
}

/// The C program, packed (the others refer to its lines).
const C_PACKED: [u8; pack(C_FILE, b"//", &[], None)] =
    packed!("../../../../teaching/code/bitmap_nr.c", b"//", &[]);
const C_FILE: &[u8] = include_bytes!("../../../../teaching/code/bitmap_nr.c");
static C_TEXT: [u8; C_PACKED.len()] = C_PACKED;
static PYTHON_TEXT: [u8; packed!("../../../../teaching/code/bitmap_nr.py", b"#", &C_PACKED).len()] =
    packed!("../../../../teaching/code/bitmap_nr.py", b"#", &C_PACKED);
static JS_TEXT: [u8; packed!("../../../../teaching/code/bitmap_nr.js", b"//", &C_PACKED).len()] =
    packed!("../../../../teaching/code/bitmap_nr.js", b"//", &C_PACKED);
static RUST_TEXT: [u8; packed!("../../../../teaching/code/bitmap_nr.rs", b"//", &C_PACKED).len()] =
    packed!("../../../../teaching/code/bitmap_nr.rs", b"//", &C_PACKED);

/// Marks a line of a packed program whose text is that of a line of the C
/// program; the next byte is that line's index plus [`REF_BASE`].
const REF: u8 = 1;
const REF_BASE: u8 = 0x20;

/// Where the line that starts at `start` ends (before its `\n`).
const fn line_end(text: &[u8], start: usize) -> usize {
    let mut end = start;
    while end < text.len() && text[end] != b'\n' {
        end += 1;
    }
    end
}

/// Where the text of the line `start..end` begins: after its indentation
/// and, for a comment, after `prefix` and a space. Also: is it a comment?
const fn content(text: &[u8], start: usize, end: usize, prefix: &[u8]) -> (usize, bool) {
    let mut i = start;
    while i < end && text[i] == b' ' {
        i += 1;
    }
    let mut k = 0;
    while k < prefix.len() && i + k < end && text[i + k] == prefix[k] {
        k += 1;
    }
    if k == prefix.len() && i + k < end && text[i + k] == b' ' {
        (i + k + 1, true)
    } else {
        (i, false)
    }
}

const fn same(a: &[u8], a0: usize, a1: usize, b: &[u8], b0: usize, b1: usize) -> bool {
    if a1 - a0 != b1 - b0 {
        return false;
    }
    let mut k = 0;
    while k < a1 - a0 {
        if a[a0 + k] != b[b0 + k] {
            return false;
        }
        k += 1;
    }
    true
}

/// The program `file` (whose comments start with `prefix`) as the wasm
/// keeps it: without its lines that contain `@trace`, and each line whose
/// text (after its indentation, and for a comment after its `prefix`) is
/// that of a line of `c` written as a reference to it ([`REF`]), since the
/// four programs share their comments and much of their code. Writes into
/// `out` when given; returns the length.
const fn pack(file: &[u8], prefix: &[u8], c: &[u8], mut out: Option<&mut [u8]>) -> usize {
    const TAG: &[u8] = b"@trace";
    let (mut start, mut len) = (0, 0);
    while start < file.len() {
        let end = line_end(file, start);
        let next = if end < file.len() { end + 1 } else { end };
        let mut traced = false;
        let mut i = start;
        while !traced && i + TAG.len() <= end {
            traced = same(file, i, i + TAG.len(), TAG, 0, TAG.len());
            i += 1;
        }
        if traced {
            start = next;
            continue;
        }
        let (text, comment) = content(file, start, end, prefix);
        // The line of `c` with the same text, if any (and worth a reference).
        let mut found = None;
        let (mut cs, mut index) = (0, 0);
        while found.is_none() && end - text > 2 && cs < c.len() {
            let ce = line_end(c, cs);
            let (ct, c_comment) = content(c, cs, ce, b"//");
            if comment == c_comment && same(file, text, end, c, ct, ce) {
                found = Some(index);
            }
            cs = ce + 1;
            index += 1;
        }
        let mut piece = [0u8; 3];
        let piece_len = match found {
            Some(index) => {
                assert!(index < 95, "the C program is too long to refer to");
                piece = [REF, REF_BASE + index as u8, b'\n'];
                if next > end {
                    3
                } else {
                    2
                }
            }
            None => 0,
        };
        if let Some(out) = &mut out {
            let copy_end = if piece_len > 0 { text } else { next };
            let mut k = start;
            while k < copy_end {
                out[len + k - start] = file[k];
                k += 1;
            }
            let mut k = 0;
            while k < piece_len {
                out[len + copy_end - start + k] = piece[k];
                k += 1;
            }
        }
        len += if piece_len > 0 {
            text - start + piece_len
        } else {
            next - start
        };
        start = next;
    }
    len
}

/// The packed program's lines, each as it is in its file (what [`pack`]
/// referred to written out again).
fn unpacked_lines(code: CodeLang) -> Vec<std::borrow::Cow<'static, str>> {
    let text = |bytes: &'static [u8]| std::str::from_utf8(bytes).unwrap_or_default();
    let c: Vec<&str> = text(&C_TEXT).lines().collect();
    text(code.packed())
        .lines()
        .map(|line| match line.as_bytes().split_last() {
            Some((&index, [.., REF])) => {
                let head = piece(line, ..line.len() - 2);
                let target = c.get((index - REF_BASE) as usize).copied().unwrap_or("");
                let (text, _) = content(target.as_bytes(), 0, target.len(), b"//");
                format!("{head}{}", piece(target, text..)).into()
            }
            _ => line.into(),
        })
        .collect()
}

/// A language of the code panel (`?code=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum CodeLang {
    /// The language of the explanation the site follows.
    #[default]
    C,
    Python,
    Js,
    Rust,
}

impl CodeLang {
    /// Every language, in the select's order.
    pub const ALL: [CodeLang; 4] = [CodeLang::C, CodeLang::Python, CodeLang::Js, CodeLang::Rust];

    /// The value of `?code=` (and of the select's options).
    pub fn id(self) -> &'static str {
        match self {
            CodeLang::C => "c",
            CodeLang::Python => "python",
            CodeLang::Js => "js",
            CodeLang::Rust => "rust",
        }
    }

    pub fn from_id(id: &str) -> Option<CodeLang> {
        CodeLang::ALL.into_iter().find(|c| c.id() == id)
    }

    /// The language's name (the same in Japanese and English).
    pub fn name(self) -> &'static str {
        match self {
            CodeLang::C => "C",
            CodeLang::Python => "Python",
            CodeLang::Js => "JavaScript",
            CodeLang::Rust => "Rust",
        }
    }

    /// The program's file name in `teaching/code/`, also the name of the
    /// file the panel's download saves.
    pub fn file(self) -> &'static str {
        match self {
            CodeLang::C => "bitmap_nr.c",
            CodeLang::Python => "bitmap_nr.py",
            CodeLang::Js => "bitmap_nr.js",
            CodeLang::Rust => "bitmap_nr.rs",
        }
    }

    /// The program as the wasm keeps it (see [`pack`]).
    fn packed(self) -> &'static [u8] {
        match self {
            CodeLang::C => &C_TEXT,
            CodeLang::Python => &PYTHON_TEXT,
            CodeLang::Js => &JS_TEXT,
            CodeLang::Rust => &RUST_TEXT,
        }
    }

    /// The program as it is in the repository, less the lines tagged
    /// `@trace` (left out when the crate compiles: the wasm carries only
    /// what the panel can show).
    pub fn source(self) -> String {
        unpacked_lines(self)
            .into_iter()
            .map(|l| l.into_owned() + "\n")
            .collect()
    }

    /// What starts a line comment.
    fn comment(self) -> &'static str {
        match self {
            CodeLang::Python => "#",
            _ => "//",
        }
    }
}

/// The kinds of event the panel points at, each performed on one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A queen taken from `bitmap` (`bitmap & -bitmap`), not on the last row.
    Place,
    /// A queen on the last row: a solution is counted.
    Solution,
    /// The move down to the next row.
    Descend,
    /// The move back up a row.
    Backtrack,
}

impl Mark {
    pub const ALL: [Mark; 4] = [Mark::Place, Mark::Solution, Mark::Descend, Mark::Backtrack];

    /// The tag of its line in the programs (and the `data-mark` of the view).
    pub fn tag(self) -> &'static str {
        match self {
            Mark::Place => "place",
            Mark::Solution => "solution",
            Mark::Descend => "descend",
            Mark::Backtrack => "backtrack",
        }
    }

    pub fn of(event: Event) -> Mark {
        match event {
            Event::Place {
                solution: false, ..
            } => Mark::Place,
            Event::Place { solution: true, .. } => Mark::Solution,
            Event::Descend { .. } => Mark::Descend,
            Event::Backtrack { .. } => Mark::Backtrack,
        }
    }
}

/// The tag that marks a line as the trace's own (hidden from the panel).
const TRACE: &str = "trace";

/// One line of the panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeLine {
    pub text: String,
    /// Leading spaces of `text`: a line too long for the panel wraps with
    /// its continuation indented past them (a hanging indent).
    pub indent: usize,
    /// The kind of event this line performs, if any.
    pub mark: Option<Mark>,
}

/// A line of a program file, read.
enum Source<'a> {
    /// A comment in one language: its indentation and its text.
    Comment(&'a str, Lang, &'a str),
    /// Code (or a blank line), with its tag if it has one.
    Code(&'a str, Option<&'a str>),
}

fn read_line(code: CodeLang, line: &str) -> Source<'_> {
    let prefix = code.comment();
    let trimmed = line.trim_start();
    let indent = piece(line, ..line.len() - trimmed.len());
    if let Some(rest) = trimmed.strip_prefix(prefix) {
        for (lang, tag) in [(Lang::En, " en: "), (Lang::Ja, " ja: ")] {
            if let Some(text) = rest.strip_prefix(tag) {
                return Source::Comment(indent, lang, text);
            }
        }
    }
    // A tag: ` // @name` at the end of the line.
    if let Some(at) = line.rfind('@') {
        if let Some(body) = piece(line, ..at).trim_end().strip_suffix(prefix) {
            if body.ends_with(' ') {
                return Source::Code(body.trim_end(), Some(piece(line, at + 1..).trim()));
            }
        }
    }
    Source::Code(line.trim_end(), None)
}

/// The program `code` as the panel shows it on a page in `lang`: the
/// comments in that language, the tags and the trace's lines left out.
pub fn listing(code: CodeLang, lang: Lang) -> Vec<CodeLine> {
    let prefix = code.comment();
    unpacked_lines(code)
        .iter()
        .filter_map(|line| {
            let (text, mark) = match read_line(code, line) {
                Source::Comment(indent, l, text) if l == lang => {
                    (format!("{indent}{prefix} {text}"), None)
                }
                Source::Comment(..) => return None,
                Source::Code(_, Some(TRACE)) => return None,
                Source::Code(body, tag) => (
                    body.to_string(),
                    tag.and_then(|t| Mark::ALL.into_iter().find(|m| m.tag() == t)),
                ),
            };
            let indent = text.len() - text.trim_start().len();
            Some(CodeLine { text, indent, mark })
        })
        .collect()
}

/// The numbers (from 1) of the lines of `lines` that performed `event`: one
/// line, or for a Descend the lines that compute the new row's `left`,
/// `down`, `right` and `bitmap` around `row++`.
pub fn event_lines(lines: &[CodeLine], event: Event) -> Vec<usize> {
    let mark = Mark::of(event);
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.mark == Some(mark))
        .map(|(i, _)| i + 1)
        .collect()
}

/// The tags a program uses that are neither a [`Mark`] nor `trace` (for
/// the tests: a misspelt tag would silently highlight nothing).
pub fn unknown_tags(code: CodeLang) -> Vec<String> {
    unpacked_lines(code)
        .iter()
        .filter_map(|line| match read_line(code, line) {
            Source::Code(_, Some(tag))
                if tag != TRACE && !Mark::ALL.iter().any(|m| m.tag() == tag) =>
            {
                Some(tag.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The program as the panel shows it on a page in `lang`, as one text: each
/// line of [`listing`] and its end. What the panel's Copy button copies, its
/// download holds and a selection of the whole listing copies, byte for
/// byte; the tests (`tests/code_traces.rs`) compile and run it in both
/// languages, so what a learner takes away is a whole program.
pub fn program(code: CodeLang, lang: Lang) -> String {
    listing(code, lang)
        .into_iter()
        .map(|l| l.text + "\n")
        .collect()
}

/// A line of the listing in words, for the ear: its operators said
/// (`bitmap[row] AND minus bitmap[row]`), beside the code, never instead of
/// it (the listing itself reaches a screen reader as code).
pub fn line_in_words(line: &CodeLine, lang: Lang) -> String {
    crate::domain::spoken::operators_in_words(line.text.trim_start(), lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_programs_are_packed_and_unpacked_without_a_change() {
        for code in CodeLang::ALL {
            let file = std::fs::read_to_string(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("../teaching/code")
                    .join(code.file()),
            )
            .unwrap();
            let want: String = file
                .split_inclusive('\n')
                .filter(|l| !l.contains("@trace"))
                .collect();
            assert!(want.len() < file.len(), "{code:?} has trace lines");
            assert_eq!(code.source(), want, "{code:?}");
            // The other programs refer to the C program's lines.
            if code != CodeLang::C {
                let refs = code.packed().iter().filter(|&&b| b == REF).count();
                assert!(refs > 15, "{code:?}: {refs} lines shared with C");
            }
        }
    }

    /// What a learner takes away (copy, download) is the listing, line for
    /// line: its code lines ASCII (no look-alike minus or space that a
    /// compiler refuses), every line ended, nothing else in it.
    #[test]
    fn the_program_taken_away_is_the_listing() {
        for code in CodeLang::ALL {
            for lang in [Lang::En, Lang::Ja] {
                let lines = listing(code, lang);
                let text = program(code, lang);
                assert!(text.ends_with('\n') && !text.ends_with("\n\n"), "{code:?}");
                assert_eq!(
                    text.lines().collect::<Vec<_>>(),
                    lines.iter().map(|l| l.text.as_str()).collect::<Vec<_>>()
                );
                for line in &lines {
                    if !line.text.trim_start().starts_with(code.comment()) {
                        assert!(line.text.is_ascii(), "{code:?}: {:?}", line.text);
                    }
                }
                assert!(!text.contains("this step") && !text.contains("このステップ"));
            }
        }
    }

    #[test]
    fn a_line_in_words_says_its_operators() {
        let lines = listing(CodeLang::C, Lang::En);
        let place = &lines[event_lines(
            &lines,
            Event::Place {
                row: 0,
                bit: 1,
                solution: false,
            },
        )[0] - 1];
        assert_eq!(
            line_in_words(place, Lang::En),
            "unsigned bit = bitmap[row] AND minus bitmap[row];"
        );
    }

    #[test]
    fn ids_read_back() {
        for code in CodeLang::ALL {
            assert_eq!(CodeLang::from_id(code.id()), Some(code));
        }
        assert_eq!(CodeLang::from_id("cobol"), None);
        assert_eq!(CodeLang::default(), CodeLang::C);
    }

    /// Each mark is one block of lines in a row: one line, five for a
    /// Descend (`left`, `down`, `right`, `row++`, `bitmap`).
    #[test]
    fn each_mark_is_on_one_block_of_each_program() {
        for code in CodeLang::ALL {
            assert_eq!(unknown_tags(code), Vec::<String>::new(), "{code:?}");
            for lang in [Lang::En, Lang::Ja] {
                let lines = listing(code, lang);
                for mark in Mark::ALL {
                    let at: Vec<usize> = lines
                        .iter()
                        .enumerate()
                        .filter(|(_, l)| l.mark == Some(mark))
                        .map(|(i, _)| i)
                        .collect();
                    let want = if mark == Mark::Descend { 5 } else { 1 };
                    assert_eq!(at.len(), want, "{code:?} {lang:?} {mark:?}");
                    assert!(
                        at.windows(2).all(|w| w[1] == w[0] + 1),
                        "{code:?}: in a row"
                    );
                }
            }
        }
    }

    #[test]
    fn comments_follow_the_page_language_and_tags_are_hidden() {
        for code in CodeLang::ALL {
            let en = listing(code, Lang::En);
            let ja = listing(code, Lang::Ja);
            let text = |ls: &[CodeLine]| ls.iter().map(|l| l.text.clone()).collect::<Vec<_>>();
            let (en_text, ja_text) = (text(&en).join("\n"), text(&ja).join("\n"));
            for t in [&en_text, &ja_text] {
                assert!(!t.contains(" en: ") && !t.contains(" ja: "), "{t}");
                assert!(!t.contains('@') && !t.contains("trace"), "{t}");
            }
            assert!(en_text.contains("Backtrack"), "{en_text}");
            assert!(!en_text
                .chars()
                .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)));
            assert!(ja_text.contains("戻る"), "{ja_text}");
            // Every English comment line has a Japanese one: the code lines
            // are the same and in the same places in both.
            assert_eq!(en.len(), ja.len(), "{code:?}");
            for (e, j) in en.iter().zip(&ja) {
                let comment = e.text.trim_start().starts_with(code.comment());
                assert_eq!(comment, j.text.trim_start().starts_with(code.comment()));
                if !comment {
                    assert_eq!(e, j);
                }
                assert_eq!(e.indent, e.text.len() - e.text.trim_start().len());
            }
        }
    }

    #[test]
    fn events_point_at_their_line() {
        let lines = listing(CodeLang::C, Lang::En);
        let at = |e| {
            event_lines(&lines, e)
                .iter()
                .map(|&k| lines[k - 1].text.trim().to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let place = |solution| Event::Place {
            row: 0,
            bit: 1,
            solution,
        };
        assert_eq!(
            at(place(false)),
            "unsigned bit = bitmap[row] & -bitmap[row];"
        );
        assert_eq!(at(place(true)), "total++;");
        assert_eq!(
            at(Event::Descend { row: 1 }),
            "left[row + 1] = ((left[row] | bit) << 1) & mask; down[row + 1] = down[row] | bit; \
             right[row + 1] = (right[row] | bit) >> 1; row++; \
             bitmap[row] = mask & ~(left[row] | down[row] | right[row]);"
        );
        assert_eq!(at(Event::Backtrack { row: 1 }), "row--;");
    }
}
