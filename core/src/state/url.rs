//! The page's state in its URL: `?view=…&n=…&step=…&lang=…`, on the learn
//! page `stop=…` (a lesson stop) or `quiz=…` (the exercises' seed; with
//! `board=N&questions=K` a homework set, the same list for everyone) or
//! `check=1` (the teacher's page that grades a class's check codes, of the
//! set the `quiz`, `board` and `questions` name, if they do), and on the
//! stepper two ways of showing it: `embed=1` (the compact widget for an
//! iframe) and `present=1` (presenter mode, for a projector), and the code
//! panel's language, `code=c|python|js|rust` (written when it is not C). On
//! the count page `n=…` is the board it counts, `large=1` its large display
//! (for a projector), and `run=1` counts it on opening (never written back:
//! the count is an act, not a place).
//!
//! This module only converts between a query and [`Params`]: what each page
//! names (which board its `n=` is, in which range, and whether a step goes
//! with it) is the page table's, [`crate::state::pages`].
//!
//! Parsing never fails: a bad value gives the nearest valid one plus a
//! [`Notice`] that the page shows, so a mistyped or hand-edited link still opens
//! something sensible.
//!
//! # Numbers in the URL
//!
//! `n`, `step`, `stop` and `quiz` are whole numbers written in decimal
//! digits, read by the site's one reader of numbers
//! (`domain::input::number`, its rule for links, `Source::Link`):
//! - whitespace around the digits is ignored, and so is a `+` around them,
//!   which a query string reads as a space: `?n= 5`, `?n=5%20` and
//!   `?n=+5` all mean 5, without a notice (people paste numbers with
//!   spaces, and forms write a space as `+`);
//! - one sign may stand before the digits: `%2B5` (a written `+`) is 5,
//!   `-0` is 0, any other negative number is refused with a notice (`n`
//!   then takes the smallest size, `step` 0);
//! - a decimal exponent is allowed (`1e3` is 1000; huge values saturate
//!   and mean "the end");
//! - anything else (`5 5`, `0x10`, `12.5`, `++5` once decoded, full-width
//!   digits) is not a number: the default is used and a notice says so.

use crate::domain::count::math::CountN;
use crate::domain::input::{self, Source};
use crate::domain::learn::homework::{Set, MAX_QUESTIONS};
use crate::domain::learn::quiz::LEVELS;
use crate::domain::learn::write::{Blank, Draft, WRITE_N};
use crate::domain::stepper::code::CodeLang;
use crate::domain::stepper::machine::StepperN;
use crate::i18n::Lang;
use crate::state::pages::{Board, View, DEFAULT_N};

/// What the URL asks for, already made valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub view: View,
    /// The stepper's board (the search tree's and the extra pages' too):
    /// `n=` on every page but the count page.
    pub n: StepperN,
    /// The count page's board: `n=` there; `None` when the URL names none
    /// (the one last shown is kept then).
    pub count_n: Option<CountN>,
    /// `run=1` on the count page: count `count_n` at once on opening (a
    /// large board asks first, as its Start button does). Never written.
    pub run: bool,
    /// `large=1` on the count page: its results large, for a projector.
    pub large: bool,
    /// The requested step; it may still lie past the end of the search,
    /// which only the solver can tell (see [`Notice::StepPastEnd`]).
    pub step: u64,
    /// `None` when the URL names no language (the browser's is used then).
    pub lang: Option<Lang>,
    /// The lesson's stop, from 1 (the lesson clamps it to its length);
    /// `None` when the URL names none (the stop last shown is kept then).
    pub stop: Option<usize>,
    /// The exercises' seed: `Some` shows the exercises instead of the lesson.
    pub quiz: Option<u64>,
    /// `board=N&questions=K` beside `quiz`: a homework set of K questions
    /// on the N-wide board (one of `LEVELS`, 1 to `MAX_QUESTIONS`), the same
    /// list for everyone, instead of practice that adapts to the answers.
    pub homework: Option<Set>,
    /// `check=1` on the learn page: the teacher's check page, for the set
    /// `homework` names (any set when `None`). It wins over `quiz`.
    pub check: bool,
    /// `embed=1`: the stepper as a compact widget (no header, no menu) for
    /// an iframe in a blog post or a slide.
    pub embed: bool,
    /// `present=1`: the stepper in presenter mode (board, bit rows and
    /// equation, large).
    pub present: bool,
    /// `write=1` on the learn page: the "write the bits" tab, with its
    /// board size (`wn=`) and the learner's expressions (`wb=`, `wt=`,
    /// `wl=`, `wd=`, `wr=`; see [`Blank::key`]). It wins over `quiz`.
    pub write: Option<Draft>,
    /// `code=…`: the code panel's language; `None` when the URL names none
    /// (the one kept in local storage is used then, else C).
    pub code: Option<CodeLang>,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            view: View::Stepper,
            n: StepperN::DEFAULT,
            count_n: None,
            run: false,
            large: false,
            step: 0,
            lang: None,
            stop: None,
            quiz: None,
            homework: None,
            check: false,
            embed: false,
            present: false,
            write: None,
            code: None,
        }
    }
}

impl Params {
    /// The size of the board this view's `n=` names (`None`: the count
    /// page's, when the URL names none).
    pub fn board_n(&self) -> Option<usize> {
        match self.view.board() {
            Board::Stepper => Some(self.n.get()),
            Board::Count => self.count_n.map(CountN::get),
        }
    }
}

/// Something in the URL that could not be used as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// `n` is not a whole number; `used` is shown instead.
    NotANumber { given: String, used: usize },
    /// `n` is outside the range the view accepts.
    NOutOfRange { given: String, used: usize },
    /// `step` is not a whole number.
    BadStep { given: String },
    /// `step` is negative.
    NegativeStep { given: String },
    /// `step` lies past the end of the search; `last` is the final step.
    StepPastEnd { given: u64, last: u64 },
    /// `lang` is neither `ja` nor `en`.
    UnknownLang { given: String },
    /// `view` names no page.
    UnknownView { given: String },
    /// `stop` or `quiz` (`key`) is not a whole number, or `board` or
    /// `questions` not one a homework set can have.
    BadNumber { key: &'static str, given: String },
    /// `embed`, `present`, `write`, `run`, `check` or `large` (`key`) is
    /// neither `1` nor `0`.
    BadSwitch { key: &'static str, given: String },
    /// `code` names no language of the code panel.
    UnknownCode { given: String },
}

/// Reads a query string (with or without the leading `?`).
pub fn parse_query(query: &str) -> (Params, Vec<Notice>) {
    let mut params = Params::default();
    let mut notices = Vec::new();
    let query = query.strip_prefix('?').unwrap_or(query);
    let pairs = query.split('&').filter(|p| !p.is_empty()).map(|pair| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        (decode(key), decode(value))
    });
    let mut n_text = None;
    let mut write = None;
    let mut draft = Draft::default();
    // A homework set's board size and number of questions.
    let (mut board, mut questions) = (None, None);
    for (key, value) in pairs {
        match key.as_str() {
            "view" => match View::from_id(&value) {
                Some(view) => params.view = view,
                None => notices.push(Notice::UnknownView { given: value }),
            },
            "n" => n_text = Some(value),
            "step" => match parse_step(&value) {
                Ok(step) => params.step = step,
                Err(notice) => notices.push(notice),
            },
            "stop" => match parse_whole(&value) {
                Some(k) if !k.negative => params.stop = Some(k.value.clamp(1, 1_000) as usize),
                _ => notices.push(Notice::BadNumber {
                    key: "stop",
                    given: value,
                }),
            },
            "quiz" => match parse_whole(&value) {
                Some(seed) if !seed.negative => params.quiz = Some(seed.value),
                _ => notices.push(Notice::BadNumber {
                    key: "quiz",
                    given: value,
                }),
            },
            "board" => match parse_whole(&value) {
                Some(v) if !v.negative && LEVELS.contains(&(v.value.min(99) as usize)) => {
                    board = LEVELS.iter().position(|&n| n as u64 == v.value);
                }
                _ => notices.push(Notice::BadNumber {
                    key: "board",
                    given: value,
                }),
            },
            "questions" => match parse_whole(&value) {
                Some(v) if !v.negative && (1..=MAX_QUESTIONS as u64).contains(&v.value) => {
                    questions = Some(v.value as usize);
                }
                _ => notices.push(Notice::BadNumber {
                    key: "questions",
                    given: value,
                }),
            },
            "wn" => {
                let (n, notice) = parse_n(&value, WRITE_N, DEFAULT_N);
                draft.n = n;
                notices.extend(notice);
            }
            "embed" | "present" | "write" | "run" | "check" | "large" => {
                let key = match key.as_str() {
                    "embed" => "embed",
                    "present" => "present",
                    "run" => "run",
                    "check" => "check",
                    "large" => "large",
                    _ => "write",
                };
                let on = match value.trim() {
                    "1" | "true" | "" => true,
                    "0" | "false" => false,
                    _ => {
                        notices.push(Notice::BadSwitch { key, given: value });
                        continue;
                    }
                };
                match key {
                    "embed" => params.embed = on,
                    "present" => params.present = on,
                    "run" => params.run = on,
                    "check" => params.check = on,
                    "large" => params.large = on,
                    _ => write = Some(on),
                }
            }
            "lang" => match Lang::from_code(&value) {
                Some(lang) => params.lang = Some(lang),
                None => notices.push(Notice::UnknownLang { given: value }),
            },
            "code" => match CodeLang::from_id(value.trim()) {
                Some(code) => params.code = Some(code),
                None => notices.push(Notice::UnknownCode { given: value }),
            },
            // Unknown keys are left alone (e.g. tracking parameters).
            _ => {
                if let Some(blank) = Blank::from_key(&key) {
                    draft.blanks.set(blank, value);
                }
            }
        }
    }
    if write == Some(true) {
        params.write = Some(draft);
    }
    // A homework set needs all three of its keys.
    if let (Some(seed), Some(level), Some(questions)) = (params.quiz, board, questions) {
        params.homework = Set::new(seed, level, questions);
    }
    // `n=` is the board of the page the address names, in its range.
    if let Some(text) = n_text {
        let board = params.view.board();
        let (n, notice) = parse_n(&text, board.range(), board.default_n());
        match board {
            // In the range `parse_n` clamps to: always a `StepperN`.
            Board::Stepper => params.n = StepperN::new(n).unwrap_or_default(),
            Board::Count => params.count_n = Some(CountN::clamped(n)),
        }
        notices.extend(notice);
    }
    (params, notices)
}

/// A board size from text, clamped into `range`; not a number, `default`
/// (clamped too).
pub fn parse_n(
    text: &str,
    range: std::ops::RangeInclusive<usize>,
    default: usize,
) -> (usize, Option<Notice>) {
    let given = text.to_string();
    match parse_whole(text) {
        Some(v) if v.negative => (
            *range.start(),
            Some(Notice::NOutOfRange {
                given,
                used: *range.start(),
            }),
        ),
        Some(v) if v.value < *range.start() as u64 => (
            *range.start(),
            Some(Notice::NOutOfRange {
                given,
                used: *range.start(),
            }),
        ),
        Some(v) if v.value > *range.end() as u64 => (
            *range.end(),
            Some(Notice::NOutOfRange {
                given,
                used: *range.end(),
            }),
        ),
        Some(v) => (v.value as usize, None),
        None => {
            let used = default.clamp(*range.start(), *range.end());
            (used, Some(Notice::NotANumber { given, used }))
        }
    }
}

fn parse_step(text: &str) -> Result<u64, Notice> {
    match parse_whole(text) {
        Some(v) if !v.negative => Ok(v.value),
        Some(_) => Err(Notice::NegativeStep {
            given: text.to_string(),
        }),
        None => Err(Notice::BadStep {
            given: text.to_string(),
        }),
    }
}

/// A number in a link, read by the site's one reader
/// ([`input::number`] with [`Source::Link`]); `None` when it is none.
fn parse_whole(text: &str) -> Option<input::Number> {
    input::number(text, Source::Link).ok()
}

/// The query string for these params (defaults left out, keys in a fixed order).
pub fn to_query(p: &Params) -> String {
    let mut parts = Vec::new();
    if p.view != View::Stepper {
        parts.push(format!("view={}", p.view.id()));
    }
    if let Some(n) = p.board_n().filter(|_| p.view.names_n()) {
        parts.push(format!("n={n}"));
    }
    if p.view.names_step() {
        parts.push(format!("step={}", p.step));
    }
    match (p.view, p.quiz) {
        (View::Learn, _) if p.write.is_some() => {
            let draft = p.write.as_ref().expect("checked");
            parts.push(format!("write=1&wn={}", draft.n));
            for blank in Blank::ALL {
                let text = draft.blanks.get(blank);
                if !text.is_empty() {
                    parts.push(format!("{}={}", blank.key(), encode(text)));
                }
            }
        }
        (View::Learn, _) if p.check => {
            parts.push("check=1".into());
            if let Some(set) = p.homework {
                parts.push(set_query(set));
            }
        }
        (View::Learn, Some(_)) if p.homework.is_some() => {
            parts.push(set_query(p.homework.expect("checked")));
        }
        (View::Learn, Some(seed)) => parts.push(format!("quiz={seed}")),
        (View::Learn, None) => parts.push(format!("stop={}", p.stop.unwrap_or(1))),
        _ => {}
    }
    if let Some(lang) = p.lang {
        parts.push(format!("lang={}", lang.code()));
    }
    if p.view == View::Count && p.large {
        parts.push("large=1".into());
    }
    if p.view == View::Stepper {
        for (on, key) in [(p.embed, "embed=1"), (p.present, "present=1")] {
            if on {
                parts.push(key.to_string());
            }
        }
        if let Some(code) = p.code.filter(|&c| c != CodeLang::default()) {
            parts.push(format!("code={}", code.id()));
        }
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("?{}", parts.join("&"))
    }
}

/// The query of a link that opens the count page on board `n` and counts
/// it at once (`run=1`, which [`to_query`] never writes: the page's own
/// address does not count again on a reload), in `lang` when named, in the
/// large display when `large`.
pub fn count_link_query(n: CountN, lang: Option<Lang>, large: bool) -> String {
    let query = to_query(&Params {
        view: View::Count,
        count_n: Some(n),
        lang,
        large,
        ..Params::default()
    });
    format!("{query}&run=1")
}

/// A homework set's keys: `quiz=SEED&board=N&questions=K`.
fn set_query(set: Set) -> String {
    format!(
        "quiz={}&board={}&questions={}",
        set.seed,
        set.n(),
        set.questions
    )
}

/// The frame sizes the share dialog offers for the embedded widget (width,
/// height in px), the first the default: a post or a slide, a narrow
/// column or a phone, a large slide. The widget fits each (its board, bit
/// rows and equation without scrolling).
pub const EMBED_SIZES: [(u32, u32); 3] = [(640, 480), (360, 480), (800, 600)];

/// The largest board a narrow frame (under 640 px wide: 360 × 480) shows
/// with its current row and that row's bits in sight; from the next board
/// on its rows scroll and the current row can be out of view, so the share
/// dialog does not offer that frame (and says why).
pub const NARROW_FRAME_MAX_N: usize = 12;

/// Whether the share dialog offers the frame `size` for a board of `n`.
pub fn embed_size_fits(size: (u32, u32), n: usize) -> bool {
    size.0 >= 640 || n <= NARROW_FRAME_MAX_N
}

/// The HTML of an iframe that shows `url` (an `embed=1` address), titled
/// `title`, `size` (width, height) px large.
pub fn iframe_code(url: &str, title: &str, size: (u32, u32)) -> String {
    let attr = |s: &str| s.replace('&', "&amp;").replace('"', "&quot;");
    let (width, height) = size;
    format!(
        "<iframe src=\"{}\" width=\"{width}\" height=\"{height}\" style=\"border:0;max-width:100%\" title=\"{}\" loading=\"lazy\"></iframe>",
        attr(url),
        attr(title)
    )
}

/// How a change of the page's state enters the browser's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The address already says this: nothing to write.
    Keep,
    /// A new entry, which Back returns from: another view, board size or
    /// language.
    Push,
    /// The current entry, rewritten: a step, play, scrubbing, a seek (so
    /// that Back leaves the board, not the last step).
    Replace,
}

/// Whether going from the address `old` (what the current history entry
/// says; `None` before the page wrote any) to `new` is a new entry.
///
/// Only what the address shows counts: `n` is part of it where the page
/// names its board (the stepper, the search tree, the count page), `step`
/// where it names a step too. A language (or a board) that the old address
/// did not name is filled in, not changed.
pub fn history_entry(old: Option<&Params>, new: &Params) -> Entry {
    let Some(old) = old else {
        // The first write only tidies the address the page was opened with.
        return Entry::Replace;
    };
    if to_query(old) == to_query(new) {
        return Entry::Keep;
    }
    let other_view = old.view != new.view;
    // A board the old address did not name is filled in, like a language.
    let other_n = new.view.names_n()
        && matches!((old.board_n(), new.board_n()), (Some(a), Some(b)) if a != b);
    let other_lang = matches!((old.lang, new.lang), (Some(a), Some(b)) if a != b);
    // A lesson stop is a place (Back goes to the stop before, as a reader
    // expects of a page turned), and so is a set of exercises.
    let lesson =
        |p: &Params| p.view == View::Learn && p.quiz.is_none() && p.write.is_none() && !p.check;
    // A stop the old address did not name (the learn page's machine names
    // it once drawn) is filled in.
    let other_stop = lesson(old) && lesson(new) && old.stop.is_some() && old.stop != new.stop;
    let other_quiz = new.view == View::Learn
        && (old.quiz != new.quiz || old.homework != new.homework || old.check != new.check);
    // So is the "write the bits" tab (its expressions replace each other).
    let other_tab = new.view == View::Learn && old.write.is_some() != new.write.is_some();
    if other_view || other_n || other_lang || other_stop || other_quiz || other_tab {
        Entry::Push
    } else {
        Entry::Replace
    }
}

/// The draft as the address writes it (`?view=learn&write=1&wn=…&wb=…`):
/// also its form in local storage and between the two wasm.
pub fn draft_query(d: &Draft) -> String {
    to_query(&Params {
        view: View::Learn,
        write: Some(d.clone()),
        ..Params::default()
    })
}

/// The draft of [`draft_query`] (the default for anything else).
pub fn draft_from_query(query: &str) -> Draft {
    parse_query(query).0.write.unwrap_or_default()
}

/// Percent-encoding of one query component (the learner's expressions):
/// letters, digits and `( ) | ^ ~ - _ .` stay as they are (the browser
/// leaves them alone too, so that the address reads back the same), a
/// space is `+`, anything else `%XX` for each of its UTF-8 bytes.
fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' => out.push(b as char),
            b'(' | b')' | b'|' | b'^' | b'~' | b'-' | b'_' | b'.' => out.push(b as char),
            b' ' => out.push('+'),
            _ => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.push('%');
                out.push(HEX[usize::from(b >> 4)] as char);
                out.push(HEX[usize::from(b & 15)] as char);
            }
        }
    }
    out
}

/// Percent-decoding of one query component (`+` is a space).
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(hi), Some(lo)) => {
                    out.push(hi << 4 | lo);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(q: &str) -> (Params, Vec<Notice>) {
        parse_query(q)
    }

    #[test]
    fn a_full_permalink() {
        let (p, notices) = parse("?n=8&step=123&lang=ja");
        assert_eq!(
            p,
            Params {
                view: View::Stepper,
                n: StepperN::new(8).unwrap(),
                step: 123,
                lang: Some(Lang::Ja),
                ..Params::default()
            }
        );
        assert!(notices.is_empty());
        assert_eq!(to_query(&p), "?n=8&step=123&lang=ja");
    }

    #[test]
    fn defaults_without_query() {
        assert_eq!(parse(""), (Params::default(), vec![]));
        assert_eq!(parse("?"), (Params::default(), vec![]));
    }

    #[test]
    fn bad_n_gives_the_nearest_valid_board_and_a_notice() {
        let (p, n) = parse("?n=abc");
        assert_eq!(p.n.get(), DEFAULT_N);
        assert_eq!(
            n,
            vec![Notice::NotANumber {
                given: "abc".into(),
                used: 8
            }]
        );
        let (p, n) = parse("?n=0");
        assert_eq!(
            (p.n.get(), n),
            (
                1,
                vec![Notice::NOutOfRange {
                    given: "0".into(),
                    used: 1
                }]
            )
        );
        let (p, n) = parse("?n=40");
        assert_eq!(
            (p.n.get(), n),
            (
                16,
                vec![Notice::NOutOfRange {
                    given: "40".into(),
                    used: 16
                }]
            )
        );
        let (p, n) = parse("?n=-5");
        assert_eq!((p.n.get(), n.len()), (1, 1));
        let (p, n) = parse("?n=99999999999999999999999");
        assert_eq!((p.n.get(), n.len()), (16, 1));
        let (p, n) = parse("?n=");
        assert_eq!((p.n.get(), n.len()), (8, 1));
    }

    /// The rule of the module's documentation: whitespace around a number
    /// (a `+` in a query is a space) is ignored; one written sign is read;
    /// anything else inside the number is not a number.
    #[test]
    fn numbers_may_have_whitespace_around_them_and_one_sign() {
        for q in [
            "?n=5",
            "?n= 5",
            "?n=5+",
            "?n=+5",
            "?n=++5",
            "?n=%205%20",
            "?n=%2B5",
            "?n=%09+5",
            "?n=%E3%80%805",
        ] {
            let (p, notices) = parse(q);
            assert_eq!((p.n.get(), notices), (5, vec![]), "{q}");
        }
        for q in ["?step=+12", "?step=%2B12", "?step=12+", "?step=%2012"] {
            let (p, notices) = parse(q);
            assert_eq!((p.step, notices), (12, vec![]), "{q}");
        }
        let (p, notices) = parse("?step=+1.2e1+");
        let given = " 1.2e1 ".into();
        assert_eq!((p.step, notices), (0, vec![Notice::BadStep { given }]));
        let (p, notices) = parse("?view=learn&stop=+3&quiz=%2B7+");
        assert_eq!((p.stop, p.quiz, notices), (Some(3), Some(7), vec![]));
        // A sign counts once, and a number has no space inside.
        for (q, given) in [
            ("?n=%2B%2B5", "++5"),
            ("?n=5+5", "5 5"),
            ("?n=%2B+5", "+ 5"),
            ("?n=%EF%BC%95", "５"),
        ] {
            let (p, notices) = parse(q);
            assert_eq!(
                (p.n.get(), notices),
                (
                    DEFAULT_N,
                    vec![Notice::NotANumber {
                        given: given.into(),
                        used: DEFAULT_N
                    }]
                ),
                "{q}"
            );
        }
        // The notice quotes the value as given, spaces and all.
        let (p, notices) = parse("?n=+-3");
        assert_eq!(
            (p.n.get(), notices),
            (
                1,
                vec![Notice::NOutOfRange {
                    given: " -3".into(),
                    used: 1
                }]
            )
        );
    }

    #[test]
    fn bad_steps() {
        let (p, n) = parse("?step=-3");
        assert_eq!(
            (p.step, n),
            (0, vec![Notice::NegativeStep { given: "-3".into() }])
        );
        let (p, n) = parse("?step=1e99");
        assert_eq!(
            (p.step, n),
            (u64::MAX, vec![]),
            "huge means the end; the page notices it is past the end"
        );
        let (p, n) = parse("?step=12.5");
        assert_eq!(
            (p.step, n),
            (
                0,
                vec![Notice::BadStep {
                    given: "12.5".into()
                }]
            )
        );
        let (p, n) = parse("?step=1e3");
        assert_eq!((p.step, n), (1000, vec![]));
        let (p, n) = parse("?step=-0");
        assert_eq!((p.step, n), (0, vec![]));
        for bad in ["abc", "", "e5", "1e", "--1", "0x10", "1e-2"] {
            let (p, n) = parse(&format!("?step={bad}"));
            assert_eq!(p.step, 0, "{bad}");
            assert_eq!(n.len(), 1, "{bad}");
        }
    }

    #[test]
    fn views_and_languages() {
        let (p, n) = parse("?view=count&lang=en");
        assert_eq!((p.view, p.lang, n), (View::Count, Some(Lang::En), vec![]));
        assert_eq!(to_query(&p), "?view=count&lang=en");
        let (p, n) = parse("?view=nope&lang=fr");
        assert_eq!((p.view, p.lang), (View::Stepper, None));
        assert_eq!(n.len(), 2);
        for v in View::ALL {
            assert_eq!(View::from_id(v.id()), Some(v));
        }
    }

    #[test]
    fn percent_decoding_and_odd_input_never_panic() {
        assert_eq!(decode("a%20b+c"), "a b c");
        assert_eq!(decode("%"), "%");
        assert_eq!(decode("%4"), "%4");
        assert_eq!(decode("%zz"), "%zz");
        assert_eq!(decode("%E3%81%82"), "あ");
        assert_eq!(decode("%あ"), "%あ");
        assert_eq!(decode("%C3"), "\u{FFFD}");
        let (p, _) = parse("?n=%31%32&&=&step");
        assert_eq!(p.n.get(), 12);
    }

    fn stepper(n: usize, step: u64, lang: Lang) -> Params {
        Params {
            view: View::Stepper,
            n: StepperN::new(n).unwrap(),
            step,
            lang: Some(lang),
            ..Params::default()
        }
    }

    #[test]
    fn steps_rewrite_the_entry() {
        let at = stepper(8, 10, Lang::En);
        for step in [11, 9, 0, 1234, u64::MAX] {
            assert_eq!(
                history_entry(Some(&at), &stepper(8, step, Lang::En)),
                Entry::Replace,
                "step {step}"
            );
        }
    }

    #[test]
    fn a_view_a_board_or_a_language_is_a_new_entry() {
        let at = stepper(8, 10, Lang::En);
        assert_eq!(
            history_entry(Some(&at), &stepper(6, 0, Lang::En)),
            Entry::Push
        );
        assert_eq!(
            history_entry(Some(&at), &stepper(6, 10, Lang::En)),
            Entry::Push,
            "the same step on another board"
        );
        assert_eq!(
            history_entry(Some(&at), &stepper(8, 10, Lang::Ja)),
            Entry::Push
        );
        for view in View::ALL.into_iter().filter(|v| *v != View::Stepper) {
            let there = Params { view, ..at.clone() };
            assert_eq!(history_entry(Some(&at), &there), Entry::Push, "{view:?}");
            assert_eq!(history_entry(Some(&there), &at), Entry::Push, "{view:?}");
        }
    }

    #[test]
    fn only_what_the_address_shows_counts() {
        let at = stepper(8, 10, Lang::En);
        assert_eq!(history_entry(Some(&at), &at), Entry::Keep);
        // Away from the stepper, the address names neither n nor step: the
        // state a restored `?view=count` entry keeps is the same address.
        let count = |n, step| Params {
            view: View::Count,
            ..stepper(n, step, Lang::En)
        };
        assert_eq!(
            history_entry(Some(&count(8, 0)), &count(6, 40)),
            Entry::Keep
        );
        // A language the old address did not name is filled in.
        let unnamed = Params {
            lang: None,
            ..at.clone()
        };
        assert_eq!(history_entry(Some(&unnamed), &at), Entry::Replace);
        // The first write tidies the address the page was opened with.
        assert_eq!(history_entry(None, &at), Entry::Replace);
    }

    #[test]
    fn written_addresses_read_back_the_same() {
        // The history compares the address it finds with the one it wrote.
        for p in [
            stepper(8, 10, Lang::En),
            stepper(1, 0, Lang::Ja),
            stepper(16, u64::MAX, Lang::Ja),
        ]
        .into_iter()
        .chain(View::ALL.map(|view| Params {
            view,
            ..stepper(5, 3, Lang::En)
        })) {
            let q = to_query(&p);
            let (back, notices) = parse_query(&q);
            assert_eq!((to_query(&back), notices), (q.clone(), vec![]), "{q}");
        }
    }

    #[test]
    fn lesson_stops_and_exercise_seeds() {
        let (p, notices) = parse("?view=learn&stop=4&lang=ja");
        assert_eq!((p.view, p.stop, p.quiz), (View::Learn, Some(4), None));
        assert!(notices.is_empty());
        assert_eq!(to_query(&p), "?view=learn&stop=4&lang=ja");
        let (p, _) = parse("?view=learn&quiz=2024");
        assert_eq!(p.quiz, Some(2024));
        assert_eq!(to_query(&p), "?view=learn&quiz=2024");
        let (p, notices) = parse("?view=learn&stop=x&quiz=-1");
        assert_eq!((p.stop, p.quiz), (None, None));
        // A lesson link without a stop names none (the one last shown is kept).
        assert_eq!(parse("?view=learn").0.stop, None);
        assert_eq!(
            notices,
            vec![
                Notice::BadNumber {
                    key: "stop",
                    given: "x".into()
                },
                Notice::BadNumber {
                    key: "quiz",
                    given: "-1".into()
                },
            ]
        );
        assert_eq!(parse("?view=learn&stop=0").0.stop, Some(1));
        let stop = |k| Params {
            view: View::Learn,
            stop: Some(k),
            ..Params::default()
        };
        // Each stop is an entry: Back on stop 3 goes to stop 2.
        assert_eq!(history_entry(Some(&stop(2)), &stop(3)), Entry::Push);
        assert_eq!(history_entry(Some(&stop(3)), &stop(3)), Entry::Keep);
        let quiz = Params {
            quiz: Some(7),
            ..stop(3)
        };
        assert_eq!(history_entry(Some(&stop(3)), &quiz), Entry::Push);
    }

    #[test]
    fn homework_sets_and_the_check_page_in_the_address() {
        let (p, notices) = parse("?view=learn&quiz=424242&board=6&questions=10&lang=ja");
        let set = Set::new(424_242, 2, 10).unwrap();
        assert_eq!(
            (p.quiz, p.homework, p.check),
            (Some(424_242), Some(set), false)
        );
        assert!(notices.is_empty());
        assert_eq!(
            to_query(&p),
            "?view=learn&quiz=424242&board=6&questions=10&lang=ja"
        );
        // The teacher's check page, of a set or of any.
        let (p, notices) = parse("?view=learn&check=1&quiz=424242&board=6&questions=10");
        assert_eq!((p.check, p.homework), (true, Some(set)));
        assert!(notices.is_empty());
        assert_eq!(
            to_query(&p),
            "?view=learn&check=1&quiz=424242&board=6&questions=10"
        );
        let (p, _) = parse("?view=learn&check=1");
        assert_eq!((p.check, p.homework), (true, None));
        assert_eq!(to_query(&p), "?view=learn&check=1");
        // A set needs its three keys, each valid; a bad one is said.
        assert_eq!(parse("?view=learn&quiz=5&board=6").0.homework, None);
        assert_eq!(parse("?view=learn&board=6&questions=3").0.homework, None);
        let (p, notices) = parse("?view=learn&quiz=5&board=7&questions=31");
        assert_eq!((p.quiz, p.homework), (Some(5), None));
        assert_eq!(
            notices,
            vec![
                Notice::BadNumber {
                    key: "board",
                    given: "7".into()
                },
                Notice::BadNumber {
                    key: "questions",
                    given: "31".into()
                },
            ]
        );
        assert_eq!(
            parse("?view=learn&quiz=5&board=+8&questions=1e1")
                .0
                .homework,
            Set::new(5, 3, 10)
        );
        // Practice, a set and the check page are places of their own.
        let practice = parse("?view=learn&quiz=424242").0;
        let homework = parse("?view=learn&quiz=424242&board=6&questions=10").0;
        let check = parse("?view=learn&check=1&quiz=424242&board=6&questions=10").0;
        assert_eq!(history_entry(Some(&practice), &homework), Entry::Push);
        assert_eq!(history_entry(Some(&homework), &check), Entry::Push);
    }

    #[test]
    fn the_write_tab_keeps_its_size_and_expressions_in_the_address() {
        let (p, notices) =
            parse("?view=learn&write=1&wn=6&wb=mask+%26+~(left|down|right)&wt=bitmap+%26+-bitmap");
        assert!(notices.is_empty(), "{notices:?}");
        let d = p.write.clone().expect("the tab");
        assert_eq!(d.n, 6);
        assert_eq!(d.blanks.get(Blank::Bitmap), "mask & ~(left|down|right)");
        assert_eq!(d.blanks.get(Blank::Bit), "bitmap & -bitmap");
        assert_eq!(d.blanks.get(Blank::Left), "");
        // Written back the same way, empty blanks left out.
        assert_eq!(
            to_query(&p),
            "?view=learn&write=1&wn=6&wb=mask+%26+~(left|down|right)&wt=bitmap+%26+-bitmap"
        );
        // Every character survives the round trip (+, %, &, =, #, non-ASCII).
        let mut d = Draft::default();
        for (b, text) in Blank::ALL.into_iter().zip([
            "(left|bit) << 1",
            "a+b % 2 & c",
            "x = 1 # y",
            "ビット　| 1",
            "  ",
        ]) {
            d.blanks.set(b, text.to_string());
        }
        let p = Params {
            view: View::Learn,
            lang: Some(Lang::Ja),
            write: Some(d.clone()),
            ..Params::default()
        };
        let (back, notices) = parse(&to_query(&p));
        assert!(notices.is_empty());
        assert_eq!(back.write, Some(d.clone()));
        assert_eq!(to_query(&back), to_query(&p));
        // The same form in local storage and between the two wasm.
        assert_eq!(draft_from_query(&draft_query(&d)), d);
        assert_eq!(draft_from_query("junk"), Draft::default());
        // Without write=1 the keys mean nothing; write wins over quiz.
        assert_eq!(parse("?view=learn&wb=1").0.write, None);
        assert_eq!(parse("?view=learn&write=0&wb=1").0.write, None);
        let (p, _) = parse("?view=learn&quiz=5&write=1");
        assert_eq!(to_query(&p), "?view=learn&write=1&wn=8");
        // A bad size: the nearest, with a notice; a bad switch: a notice.
        let (p, notices) = parse("?view=learn&write=1&wn=40");
        assert_eq!(p.write.map(|d| d.n), Some(10));
        assert_eq!(
            notices,
            vec![Notice::NOutOfRange {
                given: "40".into(),
                used: 10
            }]
        );
        let (p, notices) = parse("?view=learn&write=yes");
        assert_eq!(p.write, None);
        assert_eq!(
            notices,
            vec![Notice::BadSwitch {
                key: "write",
                given: "yes".into()
            }]
        );
    }

    #[test]
    fn opening_the_write_tab_is_a_new_entry_and_typing_is_not() {
        let lesson = Params {
            view: View::Learn,
            ..Params::default()
        };
        let write = |text: &str| {
            let mut d = Draft::default();
            d.blanks.set(Blank::Bit, text.to_string());
            Params {
                write: Some(d),
                ..lesson.clone()
            }
        };
        assert_eq!(history_entry(Some(&lesson), &write("")), Entry::Push);
        assert_eq!(
            history_entry(Some(&write("b")), &write("bi")),
            Entry::Replace
        );
        assert_eq!(history_entry(Some(&write("b")), &lesson), Entry::Push);
    }

    #[test]
    fn embed_and_present_switches() {
        let (p, notices) = parse("?n=5&step=9&lang=en&embed=1");
        assert!(p.embed && !p.present && notices.is_empty());
        assert_eq!(to_query(&p), "?n=5&step=9&lang=en&embed=1");
        let (p, _) = parse("?present=1&n=6");
        assert!(p.present && !p.embed);
        assert_eq!(to_query(&p), "?n=6&step=0&present=1");
        let (p, _) = parse("?embed=0&present=0");
        assert!(!p.embed && !p.present);
        let (p, notices) = parse("?embed=yes");
        assert!(!p.embed);
        assert_eq!(
            notices,
            vec![Notice::BadSwitch {
                key: "embed",
                given: "yes".into()
            }]
        );
        // Only the stepper has these modes: elsewhere the address drops them.
        let elsewhere = Params {
            view: View::Count,
            embed: true,
            present: true,
            ..Params::default()
        };
        assert_eq!(to_query(&elsewhere), "?view=count");
        // Entering or leaving presenter mode rewrites the entry.
        let shown = stepper(8, 10, Lang::En);
        let presenting = Params {
            present: true,
            ..shown.clone()
        };
        assert_eq!(history_entry(Some(&shown), &presenting), Entry::Replace);
    }

    #[test]
    fn the_code_panel_s_language() {
        for code in CodeLang::ALL {
            let (p, notices) = parse(&format!("?n=5&code={}", code.id()));
            assert_eq!((p.code, notices), (Some(code), vec![]));
            // C is the default, so an address need not say it.
            let written = if code == CodeLang::C {
                "?n=5&step=0".to_string()
            } else {
                format!("?n=5&step=0&code={}", code.id())
            };
            assert_eq!(to_query(&p), written);
        }
        let (p, notices) = parse("?code=go&n=6");
        assert_eq!(p.code, None);
        assert_eq!(notices, vec![Notice::UnknownCode { given: "go".into() }]);
        // The stepper's panel only: elsewhere the address leaves it out.
        let elsewhere = Params {
            view: View::Learn,
            code: Some(CodeLang::Python),
            ..Params::default()
        };
        assert_eq!(to_query(&elsewhere), "?view=learn&stop=1");
        // Another language is the same place: the entry is rewritten.
        let shown = stepper(8, 10, Lang::En);
        let python = Params {
            code: Some(CodeLang::Python),
            ..shown.clone()
        };
        assert_eq!(history_entry(Some(&shown), &python), Entry::Replace);
    }

    #[test]
    fn the_search_tree_names_its_board_and_step() {
        let (p, notices) = parse("?view=tree&n=5&step=9&lang=ja");
        assert_eq!(
            (p.view, p.n.get(), p.step, notices),
            (View::Tree, 5, 9, vec![])
        );
        assert_eq!(to_query(&p), "?view=tree&n=5&step=9&lang=ja");
        assert_eq!(View::Tree.title(Lang::En), "Search tree — bitqueens");
        assert_eq!(View::Tree.title(Lang::Ja), "探索木 — bitqueens");
        assert!(View::Tree.is_extra() && View::Tree.names_step());
        let tree = |n, step| Params {
            view: View::Tree,
            ..stepper(n, step, Lang::En)
        };
        // Another step rewrites the entry; another board is a new one.
        assert_eq!(
            history_entry(Some(&tree(5, 9)), &tree(5, 12)),
            Entry::Replace
        );
        assert_eq!(history_entry(Some(&tree(5, 9)), &tree(6, 0)), Entry::Push);
        assert_eq!(history_entry(Some(&tree(5, 9)), &tree(5, 9)), Entry::Keep);
        assert_eq!(
            history_entry(Some(&tree(5, 9)), &stepper(5, 9, Lang::En)),
            Entry::Push
        );
    }

    fn count(n: Option<usize>) -> Params {
        Params {
            view: View::Count,
            count_n: n.map(CountN::clamped),
            lang: Some(Lang::En),
            ..Params::default()
        }
    }

    #[test]
    fn the_count_page_names_its_own_board_in_its_own_range() {
        // Its own range (what its field accepts), not the stepper's.
        let (p, notices) = parse("?view=count&n=20&lang=en");
        assert_eq!(
            (p.view, p.count_n.map(CountN::get), p.n.get(), notices),
            (View::Count, Some(20), DEFAULT_N, vec![])
        );
        assert_eq!(to_query(&p), "?view=count&n=20&lang=en");
        // The keys in any order.
        let (p, notices) = parse("?n=12&view=count");
        assert_eq!(
            (p.count_n.map(CountN::get), p.n.get(), notices),
            (Some(12), DEFAULT_N, vec![])
        );
        for (q, used) in [("?view=count&n=40", 27), ("?view=count&n=0", 1)] {
            let (p, notices) = parse(q);
            let given = q.rsplit('=').next().expect("a value").to_string();
            assert_eq!(
                (p.count_n.map(CountN::get), notices),
                (Some(used), vec![Notice::NOutOfRange { given, used }]),
                "{q}"
            );
        }
        let (p, notices) = parse("?view=count&n=many");
        assert_eq!(
            (p.count_n.map(CountN::get), notices),
            (
                Some(16),
                vec![Notice::NotANumber {
                    given: "many".into(),
                    used: 16
                }]
            )
        );
        // Elsewhere `n=` is the stepper's board, in the stepper's range.
        let (p, notices) = parse("?view=lab&n=20");
        assert_eq!(
            (p.n.get(), p.count_n.map(CountN::get), notices.len()),
            (16, None, 1)
        );
        // Each page writes its own board.
        let both = Params {
            n: StepperN::new(5).unwrap(),
            count_n: Some(CountN::clamped(20)),
            ..Params::default()
        };
        assert_eq!(to_query(&both), "?n=5&step=0");
        let on_count = Params {
            view: View::Count,
            ..both.clone()
        };
        assert_eq!(to_query(&on_count), "?view=count&n=20");
        let on_tree = Params {
            view: View::Tree,
            ..both
        };
        assert_eq!(to_query(&on_tree), "?view=tree&n=5&step=0");
        // Every size reads back as written.
        for n in 1..=27 {
            let q = to_query(&count(Some(n)));
            let (back, notices) = parse_query(&q);
            assert_eq!(
                (back.count_n.map(CountN::get), notices),
                (Some(n), vec![]),
                "{q}"
            );
            assert_eq!(to_query(&back), q);
        }
    }

    #[test]
    fn run_counts_on_opening_and_is_never_written() {
        let (p, notices) = parse("?view=count&n=10&run=1");
        assert_eq!(
            (p.count_n.map(CountN::get), p.run, notices),
            (Some(10), true, vec![])
        );
        assert_eq!(to_query(&p), "?view=count&n=10");
        assert!(!parse("?view=count&n=10").0.run);
        assert!(!parse("?view=count&run=0").0.run);
        let (p, notices) = parse("?view=count&run=yes");
        assert_eq!(
            (p.run, notices),
            (
                false,
                vec![Notice::BadSwitch {
                    key: "run",
                    given: "yes".into()
                }]
            )
        );
    }

    /// The count page's link that counts: it opens on its board, counts it
    /// (`run=1`), in its language and display, and is read back as written.
    #[test]
    fn a_count_link_counts_its_board_on_opening() {
        let n = CountN::clamped(14);
        let q = count_link_query(n, Some(Lang::Ja), false);
        assert_eq!(q, "?view=count&n=14&lang=ja&run=1");
        let (p, notices) = parse(&q);
        assert_eq!(
            (p.view, p.count_n, p.run, p.large, p.lang, notices),
            (View::Count, Some(n), true, false, Some(Lang::Ja), vec![])
        );
        let q = count_link_query(n, None, true);
        assert_eq!(q, "?view=count&n=14&large=1&run=1");
        let (p, _) = parse(&q);
        assert!(p.run && p.large);
        // The page's own address never counts again.
        assert!(!to_query(&p).contains("run"));
    }

    /// The count page's large display is in its link, so that a teacher's
    /// link opens that way; switching it rewrites the entry.
    #[test]
    fn the_count_page_keeps_its_large_display_in_the_link() {
        let (p, notices) = parse("?view=count&n=16&large=1&lang=ja");
        assert_eq!(
            (p.count_n.map(CountN::get), p.large, notices),
            (Some(16), true, vec![])
        );
        assert_eq!(to_query(&p), "?view=count&n=16&lang=ja&large=1");
        let small = Params {
            large: false,
            ..p.clone()
        };
        assert_eq!(to_query(&small), "?view=count&n=16&lang=ja");
        assert_eq!(history_entry(Some(&small), &p), Entry::Replace);
        assert!(!parse("?view=count&large=0").0.large);
        // Only the count page has it.
        let stepper = Params {
            view: View::Stepper,
            ..p
        };
        assert!(!to_query(&stepper).contains("large"));
        let (p, notices) = parse("?view=count&large=big");
        assert_eq!(
            (p.large, notices),
            (
                false,
                vec![Notice::BadSwitch {
                    key: "large",
                    given: "big".into()
                }]
            )
        );
    }

    #[test]
    fn another_count_board_is_a_new_entry() {
        assert_eq!(
            history_entry(Some(&count(Some(12))), &count(Some(14))),
            Entry::Push
        );
        assert_eq!(
            history_entry(Some(&count(Some(12))), &count(Some(12))),
            Entry::Keep
        );
        // A board the old address did not name is filled in.
        assert_eq!(
            history_entry(Some(&count(None)), &count(Some(16))),
            Entry::Replace
        );
        // The stepper's board is not in the count page's address.
        let other_stepper = Params {
            n: StepperN::new(5).unwrap(),
            ..count(Some(12))
        };
        assert_eq!(
            history_entry(Some(&count(Some(12))), &other_stepper),
            Entry::Keep
        );
        // Nor is the count page's board in the stepper's.
        let stepper = stepper(8, 10, Lang::En);
        let counted = Params {
            count_n: Some(CountN::clamped(20)),
            ..stepper.clone()
        };
        assert_eq!(history_entry(Some(&stepper), &counted), Entry::Keep);
    }

    #[test]
    fn the_embed_code_is_an_iframe_of_that_address() {
        let code = iframe_code(
            "https://x.test/q/?n=5&step=9&embed=1",
            "A \"title\"",
            EMBED_SIZES[0],
        );
        assert_eq!(
            code,
            "<iframe src=\"https://x.test/q/?n=5&amp;step=9&amp;embed=1\" width=\"640\" height=\"480\" \
             style=\"border:0;max-width:100%\" title=\"A &quot;title&quot;\" loading=\"lazy\"></iframe>"
        );
        let narrow = iframe_code("https://x.test/?embed=1", "t", (360, 480));
        assert!(narrow.contains("width=\"360\" height=\"480\""), "{narrow}");
    }

    /// 360 × 480 up to n = 12 only (at n = 16 it hid the current row); the
    /// wide frames for every board; the default frame always fits.
    #[test]
    fn the_narrow_frame_is_offered_up_to_n_12() {
        assert!(embed_size_fits((360, 480), 12));
        assert!(!embed_size_fits((360, 480), 13));
        assert!(!embed_size_fits((360, 480), 16));
        for n in 1..=16 {
            assert!(embed_size_fits(EMBED_SIZES[0], n));
            assert!(embed_size_fits((800, 600), n));
        }
    }
}
