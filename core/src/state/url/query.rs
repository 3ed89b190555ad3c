//! The query codec: what a link asks for ([`Params`], read by
//! [`parse_query`] without ever failing) and the query that describes a
//! state ([`to_query`]).

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
            Board::Stepper => params.n = StepperN::clamped(n),
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
        // No stop named (the banner's link, the menu's before the page was
        // seen): the lesson opens where this browser's learner left it.
        (View::Learn, None) => parts.extend(p.stop.map(|k| format!("stop={k}"))),
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
pub(super) fn decode(s: &str) -> String {
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
