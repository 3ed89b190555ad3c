//! What crosses between the shell's wasm and the extra pages' wasm. Two
//! wasm instances share no Rust values, so what crosses is plain strings
//! and numbers; this module alone writes and reads them, and a value it
//! did not write is an error ([`DecodeError`]), never a default.
//!
//! - The shell shows a [`Part`] in a language ([`Shown`]): `mount` and
//!   `update` take it as `(kind, lang, n, text)` ([`Shown::to_parts`]).
//! - The part asks the shell for a [`Request`], as `(kind, n, text)`
//!   ([`Request::to_parts`]).
//!
//! In both, `n` is a board size for what has one (0 otherwise) and `text`
//! is a step in decimal (a `u64` does not always fit a JavaScript number),
//! a draft or the check page's set as its address, or the learn page's
//! place (empty otherwise).

use crate::domain::learn::homework::Set;
use crate::domain::learn::lesson::STOP_COUNT;
use crate::domain::learn::page::Place;
use crate::domain::learn::write::Draft;
use crate::domain::machine::Orders;
use crate::i18n::Lang;
use crate::state::pages::{Go, StepperN, View};
use crate::state::url::{draft_query, parse_query, to_query, Params};

/// The id of the element the extra pages are mounted in (`index.html`):
/// outside the shell's own root, so that each Yew app only ever sees the
/// events of its own elements.
pub const ROOT_ID: &str = "extra";

/// The id of the element inside a shell page where a part of that page is
/// mounted from the extra wasm (the stepper's search tree panel).
/// The shell renders it empty and never touches its children; an event
/// inside it is the extra app's: what is shown there is a portal of that
/// app, whose root is [`APP_ROOT_ID`] (`crate::extra::page`).
pub const INSIDE_ID: &str = "extra-inside";

/// The id of the element of `index.html`, outside the shell's app, that is
/// the root of the extra wasm's Yew app: that app draws each page or part
/// through a portal into the element the shell gives ([`ROOT_ID`] or
/// [`INSIDE_ID`]).
pub const APP_ROOT_ID: &str = "extra-root";

/// What the shell shows from the extra wasm: a page of its own, or a part
/// of one of the shell's pages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The lab page.
    Lab,
    /// The bits primer, on the app's board `n`.
    Bits { n: usize },
    /// The symmetry page, on the app's board `n`.
    Symmetry { n: usize },
    /// The records page.
    Records,
    /// The search tree page, on the app's board `n` at its step `step`.
    Tree { n: usize, step: u64 },
    /// The stepper's search tree panel (the shell shows the rest of the
    /// stepper), on its board `n` at its step `step`.
    TreePanel { n: usize, step: u64 },
    /// The learn page (the lesson, the exercises, the "write the bits" tab
    /// and the teacher's check page) at its link `place` (the shell holds
    /// it), with the language the address names (`None`: none) and the
    /// shell's moves of the pages' links (`domain::machine::Orders`: the
    /// page's machine takes `place` only when they changed).
    Learn {
        place: Place,
        lang: Option<Lang>,
        orders: Orders,
    },
}

impl Part {
    /// The view whose page shows this part.
    pub fn view(&self) -> View {
        match self {
            Part::Lab => View::Lab,
            Part::Bits { .. } => View::Bits,
            Part::Symmetry { .. } => View::Symmetry,
            Part::Records => View::Records,
            Part::Tree { .. } => View::Tree,
            Part::TreePanel { .. } => View::Stepper,
            Part::Learn { .. } => View::Learn,
        }
    }

    /// Is this a whole page (mounted in [`ROOT_ID`]) rather than a part of
    /// a shell page (mounted in [`INSIDE_ID`])?
    pub fn is_page(&self) -> bool {
        match self {
            Part::Lab
            | Part::Bits { .. }
            | Part::Symmetry { .. }
            | Part::Records
            | Part::Tree { .. }
            | Part::Learn { .. } => true,
            Part::TreePanel { .. } => false,
        }
    }

    /// The part as `(kind, n, text)`.
    fn to_parts(&self) -> (&'static str, u32, String) {
        match self {
            Part::Lab => ("lab", 0, String::new()),
            Part::Bits { n } => ("bits", *n as u32, String::new()),
            Part::Symmetry { n } => ("symmetry", *n as u32, String::new()),
            Part::Records => ("records", 0, String::new()),
            Part::Tree { n, step } => ("tree", *n as u32, step.to_string()),
            Part::TreePanel { n, step } => ("tree-panel", *n as u32, step.to_string()),
            Part::Learn {
                place,
                lang,
                orders,
            } => {
                let lang = lang.map_or("-", |l| l.code());
                let Orders { restored, moved } = orders;
                (
                    "learn",
                    0,
                    format!("{restored}.{moved} {lang} {}", place_text(place)),
                )
            }
        }
    }

    /// The part of [`Part::to_parts`].
    fn from_parts(kind: &str, n: u32, text: &str) -> Result<Part, DecodeError> {
        let fields = Fields { n, text };
        Ok(match kind {
            "lab" => fields.none().map(|()| Part::Lab)?,
            "bits" => Part::Bits { n: fields.n()? },
            "symmetry" => Part::Symmetry { n: fields.n()? },
            "records" => fields.none().map(|()| Part::Records)?,
            "tree" => {
                let (n, step) = fields.n_step()?;
                Part::Tree { n, step }
            }
            "tree-panel" => {
                let (n, step) = fields.n_step()?;
                Part::TreePanel { n, step }
            }
            "learn" => fields.learn()?,
            _ => return Err(DecodeError::Kind),
        })
    }
}

/// A [`Part`] in a language: what `mount` and `update` carry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub part: Part,
    pub lang: Lang,
}

impl Shown {
    /// As `(kind, lang, n, text)`: the part's kind, the language's code,
    /// the board size and the text (see the module's documentation).
    pub fn to_parts(&self) -> (&'static str, &'static str, u32, String) {
        let (kind, n, text) = self.part.to_parts();
        (kind, self.lang.code(), n, text)
    }

    /// What [`Shown::to_parts`] wrote, or what is wrong with the values.
    pub fn from_parts(kind: &str, lang: &str, n: u32, text: &str) -> Result<Shown, DecodeError> {
        // Exactly the codes `to_parts` writes (`Lang::from_code` is kinder).
        let lang = [Lang::Ja, Lang::En]
            .into_iter()
            .find(|l| l.code() == lang)
            .ok_or(DecodeError::Lang)?;
        Ok(Shown {
            part: Part::from_parts(kind, n, text)?,
            lang,
        })
    }
}

/// What an extra page asks of the shell, which owns the app's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The learner picked another board size (the app's `n`).
    SetN(StepperN),
    /// Open the stepper on board `n` at step `step`.
    Open { n: StepperN, step: u64 },
    /// The learner's draft in the "write the bits" tab changed (for the
    /// address and local storage, which the shell keeps).
    Write(Draft),
    /// Move the app's step (the stepper's) to `step`, staying on the page.
    Seek(u64),
    /// The learn page's machine moved its place: where its link points.
    LearnLink(Place),
    /// A move to another page (the learn page's links to other pages).
    Go(Go),
}

impl Request {
    /// The request as `(kind, n, text)` (see the module's documentation).
    pub fn to_parts(&self) -> (&'static str, u32, String) {
        match self {
            Request::SetN(n) => ("n", n.get() as u32, String::new()),
            Request::Open { n, step } => ("open", n.get() as u32, step.to_string()),
            Request::Write(draft) => ("write", 0, draft_query(draft)),
            Request::Seek(step) => ("seek", 0, step.to_string()),
            Request::LearnLink(place) => ("learn-link", 0, place_text(place)),
            Request::Go(Go::View(view)) => ("go-view", 0, view.id().into()),
            Request::Go(Go::Stepper { n, step }) => {
                ("go-stepper", n.get() as u32, step.to_string())
            }
            Request::Go(Go::Tree(n)) => ("go-tree", n.get() as u32, String::new()),
            Request::Go(Go::Lesson { stop }) => ("go-lesson", 0, stop.to_string()),
        }
    }

    /// What [`Request::to_parts`] wrote, or what is wrong with the values.
    pub fn from_parts(kind: &str, n: u32, text: &str) -> Result<Request, DecodeError> {
        let fields = Fields { n, text };
        Ok(match kind {
            "n" => Request::SetN(fields.stepper_n()?),
            "open" => {
                let (n, step) = fields.stepper_n_step()?;
                Request::Open { n, step }
            }
            "write" => Request::Write(fields.draft()?),
            "seek" => Request::Seek(fields.step()?),
            "learn-link" => {
                fields.no_n()?;
                let words: Vec<&str> = text.split(' ').collect();
                Request::LearnLink(parse_place(&words)?)
            }
            "go-view" => {
                fields.no_n()?;
                Request::Go(Go::View(View::from_id(text).ok_or(DecodeError::View)?))
            }
            "go-stepper" => {
                let (n, step) = fields.stepper_n_step()?;
                Request::Go(Go::Stepper { n, step })
            }
            "go-tree" => Request::Go(Go::Tree(fields.stepper_n()?)),
            "go-lesson" => Request::Go(Go::Lesson {
                stop: fields.stop()?,
            }),
            _ => return Err(DecodeError::Kind),
        })
    }
}

/// Why values that crossed are not a [`Shown`] or a [`Request`] (the
/// values themselves are the caller's to show).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// No part or request of this kind.
    Kind,
    /// Not a language's code.
    Lang,
    /// A kind without a board size, with one (not 0).
    UnexpectedN,
    /// A kind without a text, with one.
    UnexpectedText,
    /// Not a step: digits only, within a `u64`.
    Step,
    /// Not a draft as [`draft_query`] writes it.
    Draft,
    /// Not the check page's address as [`check_query`] writes it.
    Check,
    /// Not the learn page's place as [`place_text`] writes it.
    Place,
    /// Not a page's `?view=` value.
    View,
    /// Not a board the stepper takes (`StepperN`).
    StepperN,
}

impl DecodeError {
    /// What is wrong, in a few words (for the console).
    pub fn reason(self) -> &'static str {
        match self {
            DecodeError::Kind => "unknown kind",
            DecodeError::Lang => "unknown language",
            DecodeError::UnexpectedN => "a board size where the kind has none",
            DecodeError::UnexpectedText => "a text where the kind has none",
            DecodeError::Step => "not a step",
            DecodeError::Draft => "not a draft",
            DecodeError::Check => "not the check page's address",
            DecodeError::Place => "not the learn page's place",
            DecodeError::View => "not a page",
            DecodeError::StepperN => "not a board the stepper takes",
        }
    }
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.reason())
    }
}

/// The values of one kind, read as that kind has them.
struct Fields<'a> {
    n: u32,
    text: &'a str,
}

impl Fields<'_> {
    /// Neither a board size nor a text.
    fn none(&self) -> Result<(), DecodeError> {
        self.no_n()?;
        self.no_text()
    }

    /// A board size, no text.
    fn n(&self) -> Result<usize, DecodeError> {
        self.no_text()?;
        Ok(self.n as usize)
    }

    /// A board of the stepper, no text.
    fn stepper_n(&self) -> Result<StepperN, DecodeError> {
        self.no_text()?;
        StepperN::new(self.n).map_err(|_| DecodeError::StepperN)
    }

    /// A board of the stepper and a step.
    fn stepper_n_step(&self) -> Result<(StepperN, u64), DecodeError> {
        let n = StepperN::new(self.n).map_err(|_| DecodeError::StepperN)?;
        Ok((n, parse_step(self.text)?))
    }

    /// A step, no board size.
    fn step(&self) -> Result<u64, DecodeError> {
        self.no_n()?;
        parse_step(self.text)
    }

    /// A board size and a step.
    fn n_step(&self) -> Result<(usize, u64), DecodeError> {
        Ok((self.n as usize, parse_step(self.text)?))
    }

    /// A draft, no board size (the draft has its own).
    fn draft(&self) -> Result<Draft, DecodeError> {
        self.no_n()?;
        let (params, notices) = parse_query(self.text);
        match params.write {
            Some(draft) if notices.is_empty() && params.view == View::Learn => Ok(draft),
            _ => Err(DecodeError::Draft),
        }
    }

    /// The check page's set, if any, no board size (the set has its own).
    fn check(&self) -> Result<Option<Set>, DecodeError> {
        self.no_n()?;
        let (params, notices) = parse_query(self.text);
        match params {
            Params {
                view: View::Learn,
                check: true,
                homework,
                ..
            } if notices.is_empty() => Ok(homework),
            _ => Err(DecodeError::Check),
        }
    }

    /// The learn page's part: the shell's orders (`restored.moved`), the
    /// address's language and the place, no board size.
    fn learn(&self) -> Result<Part, DecodeError> {
        self.no_n()?;
        let words: Vec<&str> = self.text.split(' ').collect();
        let [orders, lang, place @ ..] = &words[..] else {
            return Err(DecodeError::Place);
        };
        let lang = match *lang {
            "-" => None,
            code => Some(
                [Lang::Ja, Lang::En]
                    .into_iter()
                    .find(|l| l.code() == code)
                    .ok_or(DecodeError::Lang)?,
            ),
        };
        Ok(Part::Learn {
            place: parse_place(place)?,
            lang,
            orders: parse_orders(orders).ok_or(DecodeError::Place)?,
        })
    }

    fn no_n(&self) -> Result<(), DecodeError> {
        match self.n {
            0 => Ok(()),
            _ => Err(DecodeError::UnexpectedN),
        }
    }

    /// A stop of the lesson, no board size.
    fn stop(&self) -> Result<usize, DecodeError> {
        self.no_n()?;
        let stop = self.text.parse().map_err(|_| DecodeError::Place)?;
        match (1..=STOP_COUNT).contains(&stop) {
            true => Ok(stop),
            false => Err(DecodeError::Place),
        }
    }

    fn no_text(&self) -> Result<(), DecodeError> {
        match self.text {
            "" => Ok(()),
            _ => Err(DecodeError::UnexpectedText),
        }
    }
}

/// The shell's orders as [`Part::to_parts`] writes them: `restored.moved`.
fn parse_orders(text: &str) -> Option<Orders> {
    let (restored, moved) = text.split_once('.')?;
    Some(Orders {
        restored: parse_number(restored)?,
        moved: parse_number(moved)?,
    })
}

/// The check page of `set` (of any set: `None`) as its address.
fn check_query(set: Option<Set>) -> String {
    to_query(&Params {
        view: View::Learn,
        check: true,
        homework: set,
        ..Params::default()
    })
}

/// A step as [`u64`]'s `to_string` writes it (no sign, no spaces).
fn parse_step(text: &str) -> Result<u64, DecodeError> {
    parse_number(text).ok_or(DecodeError::Step)
}

/// A number as its `to_string` writes it (digits only).
fn parse_number<T: std::str::FromStr>(text: &str) -> Option<T> {
    match text.bytes().all(|b| b.is_ascii_digit()) {
        true => text.parse().ok(),
        false => None,
    }
}

/// A place of the learn page as five words, `-` for none: its stop, its
/// exercises' seed, whether the check page is open (`1` or `0`), its
/// homework set as the check page's address ([`check_query`]) and its
/// draft ([`draft_query`]). The addresses escape their spaces.
fn place_text(p: &Place) -> String {
    let word = |v: Option<String>| v.unwrap_or_else(|| "-".into());
    [
        word(p.stop.map(|k| k.to_string())),
        word(p.quiz.map(|seed| seed.to_string())),
        u8::from(p.check).to_string(),
        check_query(p.homework),
        word(p.write.as_ref().map(draft_query)),
    ]
    .join(" ")
}

/// The place of [`place_text`]'s words.
fn parse_place(words: &[&str]) -> Result<Place, DecodeError> {
    let &[stop, quiz, check, homework, write] = words else {
        return Err(DecodeError::Place);
    };
    fn maybe<T>(
        word: &str,
        read: impl FnOnce(&str) -> Option<T>,
    ) -> Result<Option<T>, DecodeError> {
        match word {
            "-" => Ok(None),
            word => read(word).map(Some).ok_or(DecodeError::Place),
        }
    }
    fn address(text: &str) -> Fields<'_> {
        Fields { n: 0, text }
    }
    Ok(Place {
        stop: maybe(stop, parse_number)?,
        quiz: maybe(quiz, parse_number)?,
        check: match check {
            "1" => true,
            "0" => false,
            _ => return Err(DecodeError::Place),
        },
        homework: address(homework).check()?,
        write: maybe(write, |text| address(text).draft().ok())?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::learn::homework::MAX_QUESTIONS;
    use crate::domain::learn::write::Blank;

    /// The extra app's root and the pages' element are in `index.html`,
    /// outside the shell's app (whose root, `#app`, is empty there): the
    /// shell's app never sees the events of the extra app's root.
    #[test]
    fn the_extra_app_has_a_root_outside_the_shell_s() {
        let html = include_str!("../../../index.html");
        let body = &html[html
            .find("<div id=\"app\"></div>")
            .expect("the shell's root")..];
        for id in [ROOT_ID, APP_ROOT_ID] {
            assert!(body.contains(&format!(" id=\"{id}\"")), "{id}");
        }
        assert_ne!(APP_ROOT_ID, ROOT_ID);
    }

    fn draft() -> Draft {
        let mut d = Draft {
            n: 5,
            ..Draft::default()
        };
        d.blanks.set(Blank::Left, "(left | bit) << 1".into());
        // What the address must escape, and more than ASCII.
        d.blanks.set(Blank::Bit, " a&b=c+d%e#f?g\u{3042} ".into());
        d
    }

    /// Every kind of part, at the ends of its values.
    fn every_part() -> Vec<Part> {
        vec![
            Part::Lab,
            Part::Bits { n: 1 },
            Part::Bits { n: 16 },
            Part::Symmetry { n: 8 },
            Part::Records,
            Part::Tree { n: 4, step: 0 },
            Part::Tree {
                n: 16,
                step: u64::MAX,
            },
            Part::TreePanel { n: 6, step: 0 },
            Part::TreePanel {
                n: 8,
                step: u64::MAX,
            },
        ]
        .into_iter()
        .chain(places().into_iter().zip(0..).map(|(place, i)| Part::Learn {
            place,
            lang: [None, Some(Lang::Ja), Some(Lang::En)][i % 3],
            orders: Orders {
                restored: [0, 1, u32::MAX][i % 3],
                moved: [u32::MAX, 0, 7][i % 3],
            },
        }))
        .collect()
    }

    /// Places of the learn page, at the ends of their values, with every
    /// field at once too (the shell's link holds them all).
    fn places() -> Vec<Place> {
        vec![
            Place::default(),
            Place {
                stop: Some(1),
                ..Place::default()
            },
            Place {
                stop: Some(usize::MAX),
                quiz: Some(u64::MAX),
                ..Place::default()
            },
            Place {
                quiz: Some(0),
                homework: Set::new(424_242, 0, 1),
                ..Place::default()
            },
            Place {
                check: true,
                ..Place::default()
            },
            Place {
                check: true,
                homework: Set::new(u64::MAX, 3, MAX_QUESTIONS),
                ..Place::default()
            },
            Place {
                write: Some(Draft::default()),
                ..Place::default()
            },
            Place {
                stop: Some(7),
                quiz: Some(3),
                homework: Set::new(5, 1, 2),
                check: true,
                write: Some(draft()),
            },
        ]
    }

    #[test]
    fn every_part_round_trips_in_both_languages() {
        for part in every_part() {
            for lang in [Lang::Ja, Lang::En] {
                let shown = Shown {
                    part: part.clone(),
                    lang,
                };
                let (kind, lang, n, text) = shown.to_parts();
                assert_eq!(Shown::from_parts(kind, lang, n, &text), Ok(shown));
            }
        }
    }

    fn sn(n: usize) -> StepperN {
        StepperN::of(n).expect("a stepper board")
    }

    #[test]
    fn every_request_round_trips() {
        for r in [
            Request::SetN(sn(1)),
            Request::SetN(sn(16)),
            Request::Open { n: sn(8), step: 0 },
            Request::Open {
                n: sn(16),
                step: u64::MAX,
            },
            Request::Write(Draft::default()),
            Request::Write(draft()),
            Request::Seek(0),
            Request::Seek(u64::MAX),
            Request::Go(Go::Stepper { n: sn(5), step: 0 }),
            Request::Go(Go::Stepper {
                n: sn(16),
                step: u64::MAX,
            }),
            Request::Go(Go::Tree(sn(5))),
            Request::Go(Go::Lesson { stop: 1 }),
            Request::Go(Go::Lesson { stop: 12 }),
        ]
        .into_iter()
        .chain(View::ALL.map(|view| Request::Go(Go::View(view))))
        .chain(places().into_iter().map(Request::LearnLink))
        {
            let (kind, n, text) = r.to_parts();
            assert_eq!(Request::from_parts(kind, n, &text), Ok(r));
        }
    }

    #[test]
    fn each_kind_of_part_has_a_name_of_its_own() {
        let kinds: std::collections::BTreeSet<&str> =
            every_part().iter().map(|p| p.to_parts().0).collect();
        assert_eq!(kinds.len(), 7, "{kinds:?}");
    }

    #[test]
    fn the_pages_are_the_extra_views_and_the_other_parts_are_in_shell_pages() {
        for part in every_part() {
            assert_eq!(part.is_page(), part.view().is_extra(), "{part:?}");
        }
        for view in View::ALL {
            let shown = every_part().iter().any(|p| p.is_page() && p.view() == view);
            assert_eq!(shown, view.is_extra(), "{view:?}");
        }
    }

    #[test]
    fn a_bad_part_is_an_error_not_a_default() {
        use DecodeError as E;
        let err = |kind, lang, n, text| Shown::from_parts(kind, lang, n, text).unwrap_err();
        assert_eq!(err("count", "en", 8, ""), E::Kind);
        assert_eq!(err("", "en", 0, ""), E::Kind);
        assert_eq!(err("lab", "fr", 0, ""), E::Lang);
        assert_eq!(err("lab", "", 0, ""), E::Lang);
        assert_eq!(err("lab", " EN", 0, ""), E::Lang);
        assert_eq!(err("lab", "en", 8, ""), E::UnexpectedN);
        assert_eq!(err("records", "en", 0, "1"), E::UnexpectedText);
        assert_eq!(err("bits", "ja", 8, "3"), E::UnexpectedText);
        assert_eq!(err("symmetry", "ja", 8, "3"), E::UnexpectedText);
        // The step was read with `unwrap_or(0)`: none of these is step 0.
        for step in [
            "",
            "x",
            "-1",
            "+1",
            " 1",
            "1 ",
            "1.0",
            "18446744073709551616",
        ] {
            assert_eq!(err("tree", "en", 8, step), E::Step, "{step:?}");
            assert_eq!(err("tree-panel", "en", 8, step), E::Step, "{step:?}");
        }
        // A draft or a check page's set that is not one, and every other
        // word of the learn page's part.
        for text in [
            "",
            "0.0 en",
            "0.0 en - - 0 ?view=learn&check=1",
            "0.0 en - - 0 ?view=learn&check=1 - -",
            "x.0 en - - 0 ?view=learn&check=1 -",
            "-1.0 en - - 0 ?view=learn&check=1 -",
            "0.0 en x - 0 ?view=learn&check=1 -",
            "0.0 en - +1 0 ?view=learn&check=1 -",
            "0.0 en - - 2 ?view=learn&check=1 -",
            "0.0 en - - 0 ?view=learn -",
            "0.0 en - - 0 ?view=learn&check=1&quiz=1&board=40&questions=10 -",
            "0.0 en - - 0 ?view=learn&check=1 ?view=learn&write=0&wn=5",
            "0.0 en - - 0 ?view=learn&check=1 ?view=learn&write=1&wn=40",
            "0.0 en - - 0 ?view=learn&check=1 ?view=count&write=1&wn=5",
            "0 en - - 0 ?view=learn&check=1 -",
            "0.x en - - 0 ?view=learn&check=1 -",
        ] {
            let e = err("learn", "en", 0, text);
            assert!(matches!(e, E::Place | E::Check), "{text:?}: {e:?}");
        }
        assert_eq!(
            err("learn", "en", 0, "0.0 fr - - 0 ?view=learn&check=1 -"),
            E::Lang
        );
        assert_eq!(
            err("learn", "en", 5, "0.0 en - - 0 ?view=learn&check=1 -"),
            E::UnexpectedN
        );
    }

    #[test]
    fn a_bad_request_is_an_error_not_a_default() {
        use DecodeError as E;
        let err = |kind, n, text| Request::from_parts(kind, n, text).unwrap_err();
        assert_eq!(err("play", 8, ""), E::Kind);
        assert_eq!(err("open", 8, "-1"), E::Step);
        assert_eq!(err("open", 8, ""), E::Step);
        assert_eq!(err("seek", 0, "x"), E::Step);
        assert_eq!(err("seek", 8, "3"), E::UnexpectedN);
        assert_eq!(err("n", 8, "3"), E::UnexpectedText);
        // A board the stepper does not take is refused where it crosses,
        // not left for the shell to ignore.
        for n in [0, 17, u32::MAX] {
            assert_eq!(err("n", n, ""), E::StepperN, "{n}");
            assert_eq!(err("open", n, "0"), E::StepperN, "{n}");
            assert_eq!(err("go-stepper", n, "0"), E::StepperN, "{n}");
            assert_eq!(err("go-tree", n, ""), E::StepperN, "{n}");
        }
        assert_eq!(err("write", 0, "?view=learn"), E::Draft);
        assert_eq!(err("write", 8, "?view=learn&write=1&wn=8"), E::UnexpectedN);
        assert_eq!(err("go-view", 0, "nowhere"), E::View);
        assert_eq!(err("go-view", 3, "lab"), E::UnexpectedN);
        assert_eq!(err("go-tree", 5, "1"), E::UnexpectedText);
        assert_eq!(err("go-lesson", 1, "3"), E::UnexpectedN);
        for text in ["", "0", "x", "99"] {
            assert_eq!(err("go-lesson", 0, text), E::Place, "{text:?}");
        }
        assert_eq!(err("learn-link", 0, "- - 0"), E::Place);
        assert_eq!(
            err("learn-link", 1, "- - 0 ?view=learn&check=1 -"),
            E::UnexpectedN
        );
    }
}
