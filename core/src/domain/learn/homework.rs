//! Homework: a fixed set of exercises a teacher shares
//! (`?view=learn&quiz=SEED&level=L&questions=K`), the same list of questions
//! for every student whatever they answer, with an end, a score, and a
//! check code that carries the set and the student's answers. The teacher
//! pastes a class's codes on the check page, which regenerates the questions
//! from the set and grades the answers itself: a code carries answers, never
//! a score, and a checksum refuses a damaged one. Nothing goes to a server.
//!
//! The code: the bytes `[generator (1 bit) | level (2 bits) | questions
//! (5 bits)]`,
//! the seed as a LEB128 varint, one byte per answer (an answer of 255 or more
//! is kept as 255, which no question of these levels expects), and a 16-bit
//! checksum of all of that; written in Crockford's base 32 (digits and
//! capitals without I, L, O, U; read case-blind, O as 0, I and L as 1), in
//! groups of four joined by `-`. The top bit names the generator of the
//! set's list ([`Generator`]): 0 for the first, which could ask a question
//! twice in one set (the codes handed in before the second came still grade
//! against the questions their students saw), 1 for the second, which
//! never does.

use crate::domain::input::ascii;
use crate::domain::learn::quiz::{question, question_avoiding, Kind, Question, LEVELS};

/// The most questions a set may have (the code's 5 bits).
pub const MAX_QUESTIONS: usize = 30;
/// The number of questions a teacher is offered first.
pub const DEFAULT_QUESTIONS: usize = 10;

/// How a set's list of questions is made from the set. A student's work
/// and check code keep theirs, so that a list never changes under a student
/// and a code is graded against the questions its student saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Generator {
    /// Question `i` is the quiz's question `i` of its kind: two questions
    /// of a set could be the same moment (board 6, set 663691: questions 1
    /// and 8).
    First,
    /// As the first, each question walked on past the moments the set has
    /// already asked its kind about: no question twice in a set.
    #[default]
    NoRepeat,
}

/// A homework set: the seed, the level (into [`LEVELS`]) and the number of
/// questions. Two students with the same set get the same questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Set {
    pub seed: u64,
    pub level: usize,
    pub questions: usize,
}

impl Set {
    /// A set, if the level is one of [`LEVELS`] and the number of questions
    /// is 1 to [`MAX_QUESTIONS`].
    pub fn new(seed: u64, level: usize, questions: usize) -> Option<Set> {
        (level < LEVELS.len() && (1..=MAX_QUESTIONS).contains(&questions)).then_some(Set {
            seed,
            level,
            questions,
        })
    }

    /// The board size of the set's level.
    pub fn n(&self) -> usize {
        LEVELS[self.level]
    }

    /// The kind of question `i`: the kinds in turn, so that a set of 7 or
    /// more asks every kind.
    pub fn kind(i: usize) -> Kind {
        Kind::ALL[i % Kind::ALL.len()]
    }

    /// The set's first `count` questions, made by `generator`: a function
    /// of the set alone, never of the answers given.
    pub fn questions(&self, generator: Generator, count: usize) -> Vec<Question> {
        let mut list: Vec<Question> = Vec::with_capacity(count);
        for i in 0..count.min(self.questions) {
            let kind = Set::kind(i);
            let q = match generator {
                Generator::First => question(self.seed, i as u64, kind, self.level),
                Generator::NoRepeat => {
                    let used = |step: u64| list.iter().any(|q| q.kind == kind && q.step == step);
                    question_avoiding(self.seed, i as u64, kind, self.level, &used)
                }
            };
            list.push(q);
        }
        list
    }

    /// Question `i` (from 0) of the set, made by `generator`.
    pub fn question(&self, generator: Generator, i: usize) -> Question {
        self.questions(generator, i + 1)
            .pop()
            .expect("a question of the set")
    }
}

/// A student's work on a set, kept in the browser: the answers given so far
/// (question `i`'s at `i`) and the question shown. The question shown was
/// answered when `answers.len() > shown`; the set is done when `shown` is
/// the number of questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Work {
    pub set: Set,
    /// How its list is made: a work begun before [`Generator::NoRepeat`]
    /// keeps the list it began with.
    pub generator: Generator,
    pub answers: Vec<u32>,
    pub shown: usize,
}

impl Work {
    pub fn new(set: Set) -> Work {
        Work {
            set,
            generator: Generator::default(),
            answers: Vec::new(),
            shown: 0,
        }
    }

    /// The question shown, while the set is not done.
    pub fn question(&self) -> Option<Question> {
        (self.shown < self.set.questions).then(|| self.set.question(self.generator, self.shown))
    }

    /// The answer to the question shown, if it was given: right or wrong.
    pub fn checked(&self) -> Option<bool> {
        let q = self.question()?;
        self.answers.get(self.shown).map(|&a| a == q.expected)
    }

    /// Records the answer to the question shown (once: a second answer to
    /// the same question is ignored).
    pub fn record(&mut self, answer: u32) {
        if self.answers.len() == self.shown && self.shown < self.set.questions {
            self.answers.push(answer);
        }
    }

    /// On to the next question (or the end), once the shown one is
    /// answered.
    pub fn advance(&mut self) {
        if self.answers.len() > self.shown {
            self.shown += 1;
        }
    }

    pub fn done(&self) -> bool {
        self.shown >= self.set.questions
    }

    /// The score so far: answers that were right.
    pub fn score(&self) -> usize {
        grade(self.set, self.generator, &self.answers)
            .iter()
            .filter(|&&r| r)
            .count()
    }

    /// The text kept in `localStorage`: `h1` ([`Generator::First`]) or
    /// `h2`, the set, the question shown and the answers (comma-separated).
    pub fn encode(&self) -> String {
        let answers: Vec<String> = self.answers.iter().map(u32::to_string).collect();
        let version = match self.generator {
            Generator::First => "h1",
            Generator::NoRepeat => "h2",
        };
        format!(
            "{version} {} {} {} {} {}",
            self.set.seed,
            self.set.level,
            self.set.questions,
            self.shown,
            answers.join(",")
        )
    }

    /// Reads [`Work::encode`]'s text; `None` for anything else.
    pub fn decode(text: &str) -> Option<Work> {
        let mut f = text.split(' ');
        let generator = match f.next()? {
            "h1" => Generator::First,
            "h2" => Generator::NoRepeat,
            _ => return None,
        };
        let mut num = || f.next()?.parse::<u64>().ok();
        let set = Set::new(num()?, num()? as usize, num()? as usize)?;
        let shown = num()? as usize;
        let list = f.next()?;
        let answers = if list.is_empty() {
            Vec::new()
        } else {
            list.split(',')
                .map(|a| a.parse::<u32>().ok())
                .collect::<Option<Vec<u32>>>()?
        };
        let valid = answers.len() <= set.questions
            && shown <= answers.len()
            && answers.len() <= shown + 1
            && f.next().is_none();
        valid.then_some(Work {
            set,
            generator,
            answers,
            shown,
        })
    }
}

/// Each answer right or wrong, against the questions regenerated from the
/// set by `generator` (answers past the set's end are not graded).
pub fn grade(set: Set, generator: Generator, answers: &[u32]) -> Vec<bool> {
    let list = set.questions(generator, answers.len());
    answers
        .iter()
        .zip(&list)
        .map(|(&a, q)| a == q.expected)
        .collect()
}

/// A code read and graded: the set, the answers and, for each, whether it
/// was right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graded {
    pub set: Set,
    pub generator: Generator,
    pub answers: Vec<u32>,
    pub right: Vec<bool>,
}

impl Graded {
    pub fn score(&self) -> usize {
        self.right.iter().filter(|&&r| r).count()
    }

    /// The questions missed, from 0.
    pub fn missed(&self) -> Vec<usize> {
        (0..self.right.len()).filter(|&i| !self.right[i]).collect()
    }
}

/// Why a code is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing but spaces and dashes.
    Empty,
    /// A character that is not in the code's alphabet (quoted back).
    Character(char),
    /// Too short, too long, or its checksum does not match: mistyped or cut.
    Damaged,
    /// A good code, of another set than the one being checked.
    OtherSet(Set),
    /// The student of line `line` (from 0) again: the same name, or the
    /// same code where the names do not tell two students apart (a code
    /// pasted twice). It is graded once, on that line.
    Duplicate { line: usize, name: bool },
    /// A line of the class's list with no code on it (a note such as
    /// "Aoi was absent"): neither graded nor refused.
    NoCode,
}

/// Crockford's base 32 alphabet.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The value of a code character, read as Crockford reads it.
fn digit(c: char) -> Option<u8> {
    let c = c.to_ascii_uppercase();
    let c = match c {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| a as char == c)
        .map(|p| p as u8)
}

/// A 16-bit checksum of `bytes`: the site's SplitMix64 step over them.
fn checksum(bytes: &[u8]) -> u16 {
    let mut h: u64 = 0x6869_6d6f_6b75; // any constant; fixed forever
    for &b in bytes {
        h = crate::domain::learn::quiz::mix(h ^ u64::from(b));
    }
    (h >> 48) as u16
}

/// The check code of a student's answers to `set`, its list made by
/// `generator` (all of them, or the ones given so far).
pub fn encode(set: Set, generator: Generator, answers: &[u32]) -> String {
    let top = u8::from(generator == Generator::NoRepeat) << 7;
    let mut bytes = vec![top | (set.level as u8) << 5 | set.questions as u8];
    let mut seed = set.seed;
    loop {
        let low = (seed & 0x7f) as u8;
        seed >>= 7;
        if seed == 0 {
            bytes.push(low);
            break;
        }
        bytes.push(low | 0x80);
    }
    bytes.extend(answers.iter().map(|&a| a.min(255) as u8));
    let sum = checksum(&bytes);
    bytes.extend(sum.to_be_bytes());
    // Base 32, five bits at a time, the last group padded with 0s.
    let mut text = String::new();
    let (mut acc, mut bits) = (0u32, 0);
    for b in bytes {
        acc = acc << 8 | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            text.push(ALPHABET[(acc >> bits & 31) as usize] as char);
        }
    }
    if bits > 0 {
        text.push(ALPHABET[(acc << (5 - bits) & 31) as usize] as char);
    }
    let groups: Vec<String> = text
        .as_bytes()
        .chunks(4)
        .map(|g| String::from_utf8_lossy(g).into_owned())
        .collect();
    groups.join("-")
}

/// Reads a check code, as typed or pasted (full-width characters from a
/// Japanese input method, spaces and dashes anywhere, any case), and grades
/// it; `expected`, when the teacher names the set, refuses a code of another.
pub fn decode(text: &str, expected: Option<Set>) -> Result<Graded, CodeError> {
    let read = ascii(text);
    let mut values = Vec::new();
    for c in read.chars().filter(|c| !c.is_whitespace() && *c != '-') {
        values.push(digit(c).ok_or(CodeError::Character(c))?);
    }
    if values.is_empty() {
        return Err(CodeError::Empty);
    }
    let mut bytes = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for v in values {
        acc = (acc << 5 | u32::from(v)) & 0xffff;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            bytes.push((acc >> bits) as u8);
        }
    }
    // The padding is fewer than 5 bits (no character of padding alone),
    // all 0.
    if bits >= 5 || acc & ((1 << bits) - 1) != 0 || bytes.len() < 4 {
        return Err(CodeError::Damaged);
    }
    let (body, sum) = bytes.split_at(bytes.len() - 2);
    if checksum(body) != u16::from_be_bytes([sum[0], sum[1]]) {
        return Err(CodeError::Damaged);
    }
    let head = body[0];
    let (level, questions) = (usize::from(head >> 5 & 3), usize::from(head & 31));
    let mut seed = 0u64;
    let mut at = 1;
    loop {
        let b = *body.get(at).ok_or(CodeError::Damaged)?;
        if at > 10 {
            return Err(CodeError::Damaged);
        }
        seed |= u64::from(b & 0x7f) << (7 * (at - 1));
        at += 1;
        if b & 0x80 == 0 {
            break;
        }
    }
    let set = Set::new(seed, level, questions).ok_or(CodeError::Damaged)?;
    let answers: Vec<u32> = body[at..].iter().map(|&b| u32::from(b)).collect();
    if answers.len() != questions {
        return Err(CodeError::Damaged);
    }
    let generator = if head & 0x80 == 0 {
        Generator::First
    } else {
        Generator::NoRepeat
    };
    if expected.is_some_and(|e| e != set) {
        return Err(CodeError::OtherSet(set));
    }
    Ok(Graded {
        set,
        generator,
        right: grade(set, generator, &answers),
        answers,
    })
}

/// One line of the codes a teacher pasted: the student's name, if the line
/// gives one, and the code graded or refused, or a note ([`CodeError::NoCode`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// From 0, as pasted: blank lines are counted, so that line 3 is the
    /// third line of the box.
    pub number: usize,
    /// The line as pasted, trimmed (a note's words).
    pub text: String,
    pub name: Option<String>,
    pub result: Result<Graded, CodeError>,
    /// Graded, but an earlier line (this number) has the same code: two
    /// students who answered alike, or one student's code pasted twice or
    /// under two names. Said beside the score, with the line that counts if
    /// it is one student's; never refused (a real student must not go
    /// ungraded).
    pub same_as: Option<usize>,
}

impl Line {
    /// A note: a line with no code.
    pub fn is_note(&self) -> bool {
        self.result == Err(CodeError::NoCode)
    }
}

/// The codes of a class, one per line (`name: code`, `name<tab>code`, or
/// `name code`, or the code alone), graded; a line with no code is a note
/// ([`CodeError::NoCode`]). The set checked is `expected` when the teacher
/// names it, else the set of the first good code; a code of another set is
/// refused ([`CodeError::OtherSet`]), and so is a name already graded
/// ([`CodeError::Duplicate`]). The same code again, under another name or
/// none, is graded and flagged ([`Line::same_as`]): a code holds the set and
/// the answers only, so two students who answer alike hand in the same
/// code.
pub fn check_class(text: &str, expected: Option<Set>) -> (Option<Set>, Vec<Line>) {
    let mut set = expected;
    let mut lines: Vec<Line> = Vec::new();
    for (number, raw) in text.lines().enumerate() {
        if raw.trim().is_empty() {
            continue;
        }
        let (name, mut result) = read_line(raw, set);
        if set.is_none() {
            if let Ok(g) = &result {
                set = Some(g.set);
            }
        }
        let mut same_as = None;
        if let Ok(g) = &result {
            // Case-blind in ASCII (Unicode's case tables would weigh more
            // than the rest of the page).
            let named_twice = lines.iter().find_map(|l| {
                let same =
                    matches!((&l.name, &name), (Some(a), Some(b)) if a.eq_ignore_ascii_case(b));
                (l.result.is_ok() && same).then_some(l.number)
            });
            if let Some(line) = named_twice {
                result = Err(CodeError::Duplicate { line, name: true });
            } else {
                same_as = lines.iter().find_map(|l| {
                    let same = l.result.as_ref().is_ok_and(|h| h == g);
                    same.then_some(l.same_as.unwrap_or(l.number))
                });
            }
        }
        lines.push(Line {
            number,
            text: raw.trim().to_string(),
            name,
            result,
            same_as,
        });
    }
    (set, lines)
}

/// The teacher's check page's state: the codes pasted, and what Grade
/// found (the set checked, the lines graded) and how many times it was
/// pressed (its summary is said again each time). A machine with no
/// command (the codes are kept nowhere).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassCheck {
    /// The set the page's link names, if any.
    pub named: Option<Set>,
    pub text: String,
    /// The set checked: the one named, else the first good code's.
    pub set: Option<Set>,
    pub lines: Vec<Line>,
    pub tries: u32,
}

/// What the teacher does on the check page.
#[derive(Clone, Debug)]
pub enum CheckEvent {
    /// The page checks the set its link names (none: any).
    Named(Option<Set>),
    /// The codes typed or pasted.
    Input(String),
    Grade,
}

impl ClassCheck {
    /// The lines graded, refused, and the notes.
    pub fn counts(&self) -> (usize, usize, usize) {
        let graded = self.lines.iter().filter(|l| l.result.is_ok()).count();
        let notes = self.lines.iter().filter(|l| l.is_note()).count();
        (graded, self.lines.len() - graded - notes, notes)
    }

    /// The line numbered `number` (from 0, as pasted).
    pub fn line(&self, number: usize) -> Option<&Line> {
        self.lines.iter().find(|l| l.number == number)
    }
}

impl crate::domain::machine::Machine for ClassCheck {
    type Event = CheckEvent;
    type Command = std::convert::Infallible;

    fn handle(&mut self, event: CheckEvent) -> Vec<Self::Command> {
        match event {
            CheckEvent::Named(set) => self.named = set,
            CheckEvent::Input(text) => self.text = text,
            CheckEvent::Grade => {
                (self.set, self.lines) = check_class(&self.text, self.named);
                self.tries += 1;
            }
        }
        Vec::new()
    }
}

/// Whether `text` could be a check code, typed right or not (then it is
/// graded or refused, never taken for a note). One word: 4 characters or
/// more besides dashes, with a digit or a dash among them or no small
/// letter (`7B2K-…`, `1234`, `AB?D`; not `absent`). Several words (a code
/// typed in groups): each of 5 characters at most, letters, digits and
/// dashes, 8 in all, with a digit or no small letter. A sentence of prose
/// ("Aoi was absent today") is none of these; a code typed in small
/// letters with no digit at all (a few codes in a hundred) reads as a note,
/// which the page shows with its words.
fn looks_like_code(text: &str) -> bool {
    let read = ascii(text);
    let words: Vec<&str> = read.split_whitespace().collect();
    let all: String = words.concat();
    let chars = all.chars().filter(|&c| c != '-').count();
    let digit = all.chars().any(|c| c.is_ascii_digit());
    let small = all.chars().any(char::is_lowercase);
    match words.as_slice() {
        [] => false,
        [_] => chars >= 4 && (digit || all.contains('-') || !small),
        _ => {
            chars >= 8
                && (digit || !small)
                && words.iter().all(|w| {
                    w.chars().count() <= 5
                        && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                })
        }
    }
}

/// A line's name and its code, graded against `set`; a line with no code
/// is a note.
fn read_line(raw: &str, set: Option<Set>) -> (Option<String>, Result<Graded, CodeError>) {
    let raw = raw.trim();
    let name = |s: &str| {
        let s = s.trim();
        (!s.is_empty()).then(|| s.to_string())
    };
    // A colon (also full-width) or a tab ends the name.
    if let Some(at) = raw.rfind([':', '：', '\t']) {
        let sep = raw[at..].chars().next().map_or(1, char::len_utf8);
        let code = &raw[at + sep..];
        if !code.trim().is_empty() && !looks_like_code(code) {
            return (None, Err(CodeError::NoCode));
        }
        return (name(&raw[..at]), decode(code, set));
    }
    let whole = decode(raw, set);
    if whole.is_ok() {
        return (None, whole);
    }
    // `name code`: the last word is the code, if it reads as one.
    if let Some(at) = raw.rfind(char::is_whitespace) {
        let last = &raw[at..];
        if looks_like_code(last) {
            let read = decode(last, set);
            if !matches!(read, Err(CodeError::Character(_) | CodeError::Empty)) {
                return (name(&raw[..at]), read);
            }
        }
    }
    if !looks_like_code(raw) {
        return (None, Err(CodeError::NoCode));
    }
    (None, whole)
}

#[cfg(test)]
mod tests {
    use super::*;
    const NEW: Generator = Generator::NoRepeat;

    fn set() -> Set {
        Set::new(424_242, 2, 10).unwrap()
    }

    fn right_answers(set: Set) -> Vec<u32> {
        (0..set.questions)
            .map(|i| set.question(NEW, i).expected)
            .collect()
    }

    #[test]
    fn a_set_is_the_same_list_whatever_the_answers() {
        let s = set();
        let list = |answers: &[u32]| {
            let mut w = Work::new(s);
            let mut seen = Vec::new();
            for &a in answers {
                let q = w.question().unwrap();
                seen.push((q.kind, q.n, q.step));
                w.record(a);
                w.advance();
            }
            assert!(w.done());
            seen
        };
        let right = right_answers(s);
        let wrong: Vec<u32> = right.iter().map(|a| a ^ 1).collect();
        assert_eq!(list(&right), list(&wrong));
        assert_eq!(list(&right).len(), 10);
        // Every kind, at the set's level.
        let kinds: std::collections::HashSet<&str> =
            list(&right).iter().map(|q| q.0.id()).collect();
        assert_eq!(kinds.len(), Kind::ALL.len());
        assert!(list(&right).iter().all(|q| q.1 == LEVELS[2]));
        // Another seed, another list.
        let other = Set::new(424_243, 2, 10).unwrap();
        let steps = |s: Set| (0..10).map(|i| s.question(NEW, i).step).collect::<Vec<_>>();
        assert_ne!(steps(s), steps(other));
    }

    /// No set asks the same question twice (board 6, set 663691 asked
    /// question 1 again as question 8), at any board and length; the list
    /// is still the set's alone, and its first question is the quiz's.
    #[test]
    fn no_set_asks_a_question_twice() {
        let twice = |set: Set, g: Generator| {
            let list = set.questions(g, set.questions);
            (0..list.len()).find_map(|j| {
                (0..j)
                    .find(|&i| (list[i].kind, list[i].step) == (list[j].kind, list[j].step))
                    .map(|i| (i + 1, j + 1))
            })
        };
        let reported = Set::new(663_691, 2, 10).unwrap();
        assert_eq!(twice(reported, NEW), None);
        assert_eq!(
            twice(reported, Generator::First),
            Some((1, 8)),
            "the first generator's list, which old codes are graded against"
        );
        for level in 0..LEVELS.len() {
            for seed in (0..40).chain([663_691, 424_242, 999_999]) {
                let set = Set::new(seed, level, MAX_QUESTIONS).unwrap();
                assert_eq!(twice(set, NEW), None, "{set:?}");
                let first = set.questions(NEW, 1).remove(0);
                assert_eq!(first, question(seed, 0, Set::kind(0), level));
            }
        }
    }

    /// A check code handed in before the list changed (its top bit 0) is
    /// graded against the questions its student saw; a new code names the
    /// new list, and a work kept in the browser keeps its own.
    #[test]
    fn old_codes_and_old_work_keep_their_questions() {
        let set = Set::new(663_691, 2, 10).unwrap();
        let answers: Vec<u32> = (0..10).collect();
        // Made by the site before the second generator.
        let old = "9A5W-2A00-0410-6105-0R3G-G2FH-K0";
        assert_eq!(encode(set, Generator::First, &answers), old);
        let g = decode(old, Some(set)).unwrap();
        assert_eq!((g.generator, &g.answers), (Generator::First, &answers));
        let first: Vec<u32> = set
            .questions(Generator::First, 10)
            .iter()
            .map(|q| q.expected)
            .collect();
        let g = decode(&encode(set, Generator::First, &first), Some(set)).unwrap();
        assert_eq!(g.score(), 10, "all right against the list its student saw");
        let new: Vec<u32> = set.questions(NEW, 10).iter().map(|q| q.expected).collect();
        assert_ne!(first, new);
        let g = decode(&encode(set, NEW, &new), Some(set)).unwrap();
        assert_eq!((g.generator, g.score()), (NEW, 10));
        // Work begun before keeps its list; new work has the new one.
        let kept = Work::decode("h1 663691 2 10 7 1,2,3,4,5,6,7").unwrap();
        assert_eq!(kept.generator, Generator::First);
        assert_eq!(kept.question(), Some(set.question(Generator::First, 7)));
        assert_eq!(Work::decode(&kept.encode()), Some(kept));
        let fresh = Work::new(set);
        assert_eq!(fresh.generator, NEW);
        assert!(fresh.encode().starts_with("h2 "));
    }

    #[test]
    fn work_counts_an_answer_once_and_survives_its_text() {
        let s = set();
        let mut w = Work::new(s);
        assert_eq!(Work::decode(&w.encode()), Some(w.clone()));
        let q = w.question().unwrap();
        w.record(q.expected);
        w.record(q.expected + 1);
        assert_eq!((w.answers.len(), w.checked()), (1, Some(true)));
        assert_eq!(Work::decode(&w.encode()), Some(w.clone()));
        w.advance();
        w.advance(); // not answered: stays
        assert_eq!((w.shown, w.checked()), (1, None));
        assert_eq!(w.score(), 1);
        for bad in [
            "",
            "h1 1 2 10 0",
            "h1 1 4 10 0 ",
            "h1 1 2 31 0 ",
            "h1 1 2 10 2 1",
            "h1 1 2 10 0 1,2",
            "h1 1 2 10 0 x",
            "v2 1 0 0 0 0 0 0 0 0",
        ] {
            assert_eq!(Work::decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_code_round_trips_and_is_graded_from_the_answers() {
        let s = set();
        let mut answers = right_answers(s);
        answers[2] ^= 1;
        answers[7] = 300; // past a byte: kept as 255, still wrong
        let code = encode(s, NEW, &answers);
        assert!(code.len() <= 32, "short: {code}");
        assert!(code
            .chars()
            .all(|c| c == '-' || ALPHABET.contains(&(c as u8))));
        let g = decode(&code, None).unwrap();
        assert_eq!(g.set, s);
        assert_eq!((g.score(), g.missed()), (8, vec![2, 7]));
        assert_eq!(g.answers[7], 255);
        assert_eq!(decode(&code, Some(s)).unwrap(), g);
        // Any seed, level and number of questions.
        for (seed, level, k) in [(0, 0, 1), (u64::MAX, 3, MAX_QUESTIONS), (999_999, 1, 7)] {
            let s = Set::new(seed, level, k).unwrap();
            let a = right_answers(s);
            let g = decode(&encode(s, NEW, &a), None).unwrap();
            assert_eq!((g.score(), g.set, g.answers), (k, s, a));
        }
    }

    #[test]
    fn no_question_of_a_level_expects_255() {
        for level in 0..LEVELS.len() {
            let s = Set::new(7, level, MAX_QUESTIONS).unwrap();
            assert!(right_answers(s).iter().all(|&a| a < 255));
        }
    }

    #[test]
    fn a_damaged_code_is_refused() {
        let s = set();
        let code = encode(s, NEW, &right_answers(s));
        // Every single character changed, dropped or doubled.
        let chars: Vec<char> = code.chars().collect();
        for i in (0..chars.len()).filter(|&i| chars[i] != '-') {
            for &c in ALPHABET.iter().filter(|&&c| c as char != chars[i]) {
                let mut t = chars.clone();
                t[i] = c as char;
                let t: String = t.into_iter().collect();
                assert!(decode(&t, None).is_err(), "{t}");
            }
            let mut t = chars.clone();
            t.remove(i);
            let t: String = t.into_iter().collect();
            assert!(decode(&t, None).is_err(), "{t}");
        }
        let cut = &code[..code.len() - 5];
        assert_eq!(decode(cut, None), Err(CodeError::Damaged));
        assert_eq!(decode("  - ", None), Err(CodeError::Empty));
        assert_eq!(decode("AB?D", None), Err(CodeError::Character('?')));
        assert_eq!(decode("0", None), Err(CodeError::Damaged));
        // A score cannot be typed in: the code of all-right answers to one
        // set does not grade another's.
        assert_eq!(decode("10", None), Err(CodeError::Damaged));
    }

    #[test]
    fn a_code_of_another_set_is_refused_when_the_set_is_named() {
        let s = set();
        let other = Set::new(s.seed, s.level, 9).unwrap();
        let code = encode(other, NEW, &right_answers(other));
        assert_eq!(decode(&code, Some(s)), Err(CodeError::OtherSet(other)));
        // Unnamed, the first good code names it.
        let text = format!("{}\n{code}", encode(s, NEW, &right_answers(s)));
        let (checked, lines) = check_class(&text, None);
        assert_eq!(checked, Some(s));
        assert_eq!(lines[1].result, Err(CodeError::OtherSet(other)));
    }

    /// A student named on two lines is graded once and the later line says
    /// why; the same code again, under another name or none, is graded and
    /// flagged (two students who answered alike hand in the same code, and
    /// one student's code under two names must not pass unseen).
    #[test]
    fn a_name_twice_is_refused_and_an_unnamed_code_twice_is_flagged() {
        let s = set();
        let all = encode(s, NEW, &right_answers(s));
        let mut some = right_answers(s);
        some[3] ^= 1;
        let other = encode(s, NEW, &some);
        let text = format!(
            "Aoi: {all}\nKen: {all}\n{other}\n{}\naoi: {other}\nMio: {other}\nbroken: {}\nbroken2: {}",
            other.to_lowercase(),
            &all[..10],
            &all[..10]
        );
        let (_, lines) = check_class(&text, None);
        let results: Vec<(Result<usize, CodeError>, Option<usize>)> = lines
            .iter()
            .map(|l| {
                let r = l.result.as_ref().map(Graded::score).map_err(Clone::clone);
                (r, l.same_as)
            })
            .collect();
        assert_eq!(
            results,
            vec![
                (Ok(10), None),
                // Another name, the same code: graded, and flagged.
                (Ok(10), Some(0)),
                (Ok(9), None),
                // The same code again, no name to tell them apart.
                (Ok(9), Some(2)),
                // Aoi again, whatever the code.
                (
                    Err(CodeError::Duplicate {
                        line: 0,
                        name: true
                    }),
                    None
                ),
                // A name beside a code given without one: the same code.
                (Ok(9), Some(2)),
                (Err(CodeError::Damaged), None),
                (Err(CodeError::Damaged), None),
            ]
        );
        let graded = lines.iter().filter(|l| l.result.is_ok()).count();
        assert_eq!(graded, 5);
    }

    #[test]
    fn full_width_and_lower_case_input_reads_the_same() {
        let s = set();
        let code = encode(s, NEW, &right_answers(s));
        // As a Japanese input method types it: full-width letters and
        // digits, the long-vowel mark or a full-width hyphen for `-`.
        let wide: String = code
            .chars()
            .map(|c| match c {
                '-' => 'ー',
                c => char::from_u32(c as u32 + 0xFEE0).unwrap(),
            })
            .collect();
        assert_eq!(decode(&wide, Some(s)), decode(&code, Some(s)));
        assert!(decode(&wide, Some(s)).is_ok());
        let lower = code.to_lowercase().replace('-', " ");
        assert_eq!(decode(&lower, None), decode(&code, None));
        // O for 0 and I / L for 1, as Crockford reads them.
        let confused = code.replace('0', "o").replace('1', "l");
        assert_eq!(decode(&confused, None), decode(&code, None));
    }

    #[test]
    fn a_class_s_lines_carry_names_and_each_is_graded_or_refused() {
        let s = set();
        let all = encode(s, NEW, &right_answers(s));
        let mut some = right_answers(s);
        some[0] ^= 1;
        let one_wrong = encode(s, NEW, &some);
        let text = format!(
            "Aoi: {all}\n\n山田\u{3000}{one_wrong}\t\nKen\t{}\nbroken: {}\n{all}",
            all.replace('-', ""),
            &all[..10]
        );
        let (checked, lines) = check_class(&text, None);
        assert_eq!(checked, Some(s));
        assert_eq!(lines.len(), 5);
        // Numbered as pasted: the blank line is line 2 of the box.
        let numbers: Vec<usize> = lines.iter().map(|l| l.number).collect();
        assert_eq!(numbers, vec![0, 2, 3, 4, 5]);
        let names: Vec<Option<&str>> = lines.iter().map(|l| l.name.as_deref()).collect();
        assert_eq!(
            names,
            vec![Some("Aoi"), Some("山田"), Some("Ken"), Some("broken"), None]
        );
        let scores: Vec<Option<usize>> = lines
            .iter()
            .map(|l| l.result.as_ref().ok().map(Graded::score))
            .collect();
        assert_eq!(scores, vec![Some(10), Some(9), Some(10), None, Some(10)]);
        assert_eq!(lines[1].result.as_ref().unwrap().missed(), vec![0]);
        assert_eq!(lines[3].result, Err(CodeError::Damaged));
        // Aoi's code again, with no name to tell a student apart: graded,
        // and flagged.
        assert_eq!(lines[4].result.as_ref().map(Graded::score), Ok(10));
        assert_eq!(lines[4].same_as, Some(0));
    }

    /// A line with no code on it is a note, kept with its words, neither
    /// graded nor refused (not a name and a damaged code: "Aoi was absent"
    /// read as the student "Aoi was" with the code "absent"); a code cut
    /// short or mistyped is still refused.
    #[test]
    fn a_line_with_no_code_is_a_note() {
        let s = set();
        let all = encode(s, NEW, &right_answers(s));
        let text = format!(
            "Class 3B, homework of Tuesday\n\nAoi: {all}\nKen was absent today\nNote: Mio hands it in tomorrow\nMio absent\nRen: 1234\nSora {}\nYui: AB?D-1234",
            &all[..12]
        );
        let (_, lines) = check_class(&text, None);
        let read: Vec<(usize, Option<&str>, Result<usize, CodeError>)> = lines
            .iter()
            .map(|l| {
                let r = l.result.as_ref().map(Graded::score).map_err(Clone::clone);
                (l.number, l.name.as_deref(), r)
            })
            .collect();
        assert_eq!(
            read,
            vec![
                (0, None, Err(CodeError::NoCode)),
                (2, Some("Aoi"), Ok(10)),
                (3, None, Err(CodeError::NoCode)),
                (4, None, Err(CodeError::NoCode)),
                (5, None, Err(CodeError::NoCode)),
                (6, Some("Ren"), Err(CodeError::Damaged)),
                (7, Some("Sora"), Err(CodeError::Damaged)),
                (8, Some("Yui"), Err(CodeError::Character('?'))),
            ]
        );
        assert_eq!(lines[2].text, "Ken was absent today");
        let page = ClassCheck {
            lines,
            ..ClassCheck::default()
        };
        assert_eq!(page.counts(), (1, 3, 4));
    }

    #[test]
    fn the_check_page_grades_what_was_pasted_at_each_press() {
        use crate::domain::machine::Machine;
        let set = Set::new(3, 0, 2).unwrap();
        let code = encode(set, NEW, &[0, 0]);
        let mut page = ClassCheck::default();
        page.handle(CheckEvent::Named(Some(set)));
        page.handle(CheckEvent::Grade);
        assert_eq!((page.tries, page.lines.len()), (1, 0), "nothing pasted");
        page.handle(CheckEvent::Input(format!("Ann: {code}\nBob: 1234")));
        assert_eq!(page.tries, 1, "typing grades nothing");
        page.handle(CheckEvent::Grade);
        assert_eq!(
            (page.tries, page.counts(), page.set),
            (2, (1, 1, 0), Some(set))
        );
        assert_eq!(page.lines[0].name.as_deref(), Some("Ann"));
        // A set of another seed named: Ann's code is refused.
        page.handle(CheckEvent::Named(Set::new(4, 0, 2)));
        page.handle(CheckEvent::Grade);
        assert_eq!(page.counts(), (0, 2, 0));
    }

    /// The page's Grade refuses a name counted twice (case-blind) and
    /// flags the same code again; two named students who answered alike are
    /// both graded, the later flagged.
    #[test]
    fn the_check_page_counts_a_student_once() {
        use crate::domain::machine::Machine;
        let set = Set::new(3, 0, 2).unwrap();
        let (a, b) = (encode(set, NEW, &[0, 0]), encode(set, NEW, &[1, 0]));
        let mut page = ClassCheck::default();
        page.handle(CheckEvent::Input(format!(
            "Ann: {a}\nBob: {a}\nANN: {b}\n{b}\n{b}"
        )));
        page.handle(CheckEvent::Grade);
        let refused: Vec<Option<CodeError>> =
            page.lines.iter().map(|l| l.result.clone().err()).collect();
        assert_eq!(
            refused,
            vec![
                None,
                None,
                Some(CodeError::Duplicate {
                    line: 0,
                    name: true
                }),
                None,
                None,
            ]
        );
        assert_eq!(page.lines[4].same_as, Some(3));
        assert_eq!(page.lines[1].same_as, Some(0), "Bob's code is Ann's");
        assert_eq!((page.counts(), page.tries), ((4, 1, 0), 1));
    }
}
