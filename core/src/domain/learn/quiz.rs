//! The exercises: "what will the bits be after the next event?" Each question
//! is a real moment of the search, chosen by a seeded generator from the
//! seed, its number, its kind and its level. Free practice ([`Progress`])
//! picks the next kind and level from the answers; a homework set
//! (`domain::learn::homework`) fixes them, so that its link gives a whole
//! class the same list.

use crate::domain::stepper::explain::Branch;
use solver::{Event, Stepper, Timeline};

/// What a question asks for, after the next event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `bitmap` of the new row after a Descend.
    Bitmap,
    /// `bit` after a Place.
    Bit,
    /// `left` of the new row after a Descend.
    Left,
    /// `down` of the new row after a Descend.
    Down,
    /// `right` of the new row after a Descend.
    Right,
    /// The row the search is in after a Backtrack.
    Row,
    /// Does this Place complete a solution? (1 = yes, 0 = no)
    Solution,
}

impl Kind {
    /// The order in which a learner who answers right meets the kinds.
    pub const ALL: [Kind; 7] = [
        Kind::Down,
        Kind::Left,
        Kind::Right,
        Kind::Bitmap,
        Kind::Bit,
        Kind::Solution,
        Kind::Row,
    ];

    /// What the answer is, for its range (a yes or no, 1 or 0, is asked
    /// with two buttons: no number is typed).
    pub fn range(self) -> Range {
        match self {
            Kind::Row => Range::Row,
            _ => Range::Bits,
        }
    }

    /// `data-kind` and the name in the texts.
    pub fn id(self) -> &'static str {
        match self {
            Kind::Bitmap => "bitmap",
            Kind::Bit => "bit",
            Kind::Left => "left",
            Kind::Down => "down",
            Kind::Right => "right",
            Kind::Row => "row",
            Kind::Solution => "solution",
        }
    }

    /// The event the question asks about: the next step of its moment.
    pub fn event(self) -> Branch {
        match self {
            Kind::Bitmap | Kind::Left | Kind::Down | Kind::Right => Branch::Descend,
            Kind::Bit | Kind::Solution => Branch::Place,
            Kind::Row => Branch::Backtrack,
        }
    }

    /// Whether the answer is a row of n binary digits (else a small number).
    pub fn is_bits(self) -> bool {
        !matches!(self, Kind::Row | Kind::Solution)
    }

    /// Whether the next event of `s` is the one this kind asks about.
    fn fits(self, s: &Stepper) -> bool {
        let Some(row) = s.row() else {
            return false;
        };
        let candidates = s.current_bits().bitmap;
        match self.event() {
            Branch::Descend => s.descend_pending(),
            Branch::Place => !s.descend_pending() && candidates != 0,
            Branch::Backtrack => !s.descend_pending() && candidates == 0 && row > 0,
        }
    }
}

/// The board sizes of the levels, easiest first.
pub const LEVELS: [usize; 4] = [4, 5, 6, 8];

/// One question: the state it shows (after `step` events of `n`), the state
/// after the next event, and the value asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub kind: Kind,
    pub n: usize,
    pub step: u64,
    pub before: Stepper,
    pub after: Stepper,
    pub expected: u32,
}

/// SplitMix64: a small, well-known generator; good enough to pick moments,
/// and the same on every machine.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The value `kind` asks for in the state `after`.
pub fn answer(kind: Kind, after: &Stepper) -> u32 {
    let b = after.current_bits();
    match kind {
        Kind::Bitmap => b.bitmap,
        Kind::Bit => b.bit,
        Kind::Left => b.left,
        Kind::Down => b.down,
        Kind::Right => b.right,
        Kind::Row => after.row().unwrap_or(0) as u32,
        Kind::Solution => u32::from(matches!(
            after.last_event(),
            Some(Event::Place { solution: true, .. })
        )),
    }
}

/// Question number `index` of the set `seed`, of this kind and level.
pub fn question(seed: u64, index: u64, kind: Kind, level: usize) -> Question {
    question_avoiding(seed, index, kind, level, &|_| false)
}

/// [`question`], walked on past the moments `used` (by their step) that a
/// list already asks this kind about: the first moment from the same
/// starting point that fits and is fresh; failing that (a list longer than
/// the board has such moments), a fresh one of the same event; failing
/// that, [`question`]'s own. With nothing used it is [`question`].
pub fn question_avoiding(
    seed: u64,
    index: u64,
    kind: Kind,
    level: usize,
    used: &dyn Fn(u64) -> bool,
) -> Question {
    let n = LEVELS[level.min(LEVELS.len() - 1)];
    let r = mix(seed ^ mix(index ^ (kind as u64) << 56));
    let total = Timeline::new(n).total_steps();
    let start = Timeline::new(n).seek(r % total);
    // Half of the "solution?" questions are about the last row, where the
    // answer is yes; the others mostly are not.
    let last_row = kind == Kind::Solution && (r >> 63) == 1;
    let wanted = |s: &Stepper, last: bool, fresh: bool| {
        kind.fits(s) && (!last || s.row() == Some(n - 1)) && !(fresh && used(s.counters().steps))
    };
    // Walk on to the next moment that fits, around the end if needed: every
    // moment of the search once at most.
    let walk = |last: bool, fresh: bool| {
        let mut s = start.clone();
        for _ in 0..=total + 1 {
            if wanted(&s, last, fresh) {
                return Some(s);
            }
            if s.next().is_none() {
                s = Stepper::new(n);
            }
        }
        None
    };
    let s = walk(last_row, true)
        .or_else(|| walk(false, true))
        .or_else(|| walk(last_row, false))
        .expect("every kind has a moment on every board");
    let mut after = s.clone();
    after.next();
    Question {
        kind,
        n,
        step: s.counters().steps,
        expected: answer(kind, &after),
        before: s,
        after,
    }
}

/// Where a learner is in a set of exercises, kept in `localStorage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub seed: u64,
    /// Questions asked so far (the current one is number `index`).
    pub index: u64,
    /// Into [`LEVELS`].
    pub level: usize,
    /// Into [`Kind::ALL`].
    pub kind: usize,
    pub score: u64,
    pub answered: u64,
    pub streak: u64,
    pub best_streak: u64,
    /// The current question was answered (right or wrong) and waits for
    /// "next": kept, so that a reload cannot count it twice.
    pub checked: Option<bool>,
}

impl Progress {
    pub fn new(seed: u64) -> Self {
        Progress {
            seed,
            index: 0,
            level: 0,
            kind: 0,
            score: 0,
            answered: 0,
            streak: 0,
            best_streak: 0,
            checked: None,
        }
    }

    pub fn question(&self) -> Question {
        question(self.seed, self.index, Kind::ALL[self.kind], self.level)
    }

    /// Counts an answer. A right one moves on to the next kind and a larger
    /// board; a wrong one asks the same kind again on a smaller board.
    pub fn record(&mut self, correct: bool) {
        if self.checked.is_some() {
            return;
        }
        self.checked = Some(correct);
        self.answered += 1;
        if correct {
            self.score += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
    }

    /// The next question, after the answer was recorded (`checked`); a
    /// question not answered counts as wrong.
    pub fn advance(&mut self) {
        let correct = self.checked.take().unwrap_or(false);
        self.index += 1;
        if correct {
            self.kind = (self.kind + 1) % Kind::ALL.len();
            self.level = (self.level + 1).min(LEVELS.len() - 1);
        } else {
            self.level = self.level.saturating_sub(1);
        }
    }

    /// The text kept in `localStorage`: `v2` and the fields, space-separated
    /// (`checked`: 0 not yet, 1 wrong, 2 right).
    pub fn encode(&self) -> String {
        format!(
            "v2 {} {} {} {} {} {} {} {} {}",
            self.seed,
            self.index,
            self.level,
            self.kind,
            self.score,
            self.answered,
            self.streak,
            self.best_streak,
            self.checked.map_or(0, |right| 1 + u8::from(right))
        )
    }

    /// Reads [`Progress::encode`]'s text; `None` for anything else.
    pub fn decode(text: &str) -> Option<Progress> {
        let mut f = text.split(' ');
        if f.next()? != "v2" {
            return None;
        }
        let mut num = || f.next()?.parse::<u64>().ok();
        let p = Progress {
            seed: num()?,
            index: num()?,
            level: num()? as usize,
            kind: num()? as usize,
            score: num()?,
            answered: num()?,
            streak: num()?,
            best_streak: num()?,
            checked: match num()? {
                0 => None,
                1 => Some(false),
                2 => Some(true),
                _ => return None,
            },
        };
        let valid = p.level < LEVELS.len() && p.kind < Kind::ALL.len() && p.score <= p.answered;
        (valid && f.next().is_none()).then_some(p)
    }
}

/// Reads a decimal answer as the site reads every count
/// ([`crate::domain::input::count`]); `None` past `u32`.
pub fn parse_answer(text: &str) -> Option<u32> {
    crate::domain::input::count(text)
        .ok()
        .and_then(|v| u32::try_from(v).ok())
}

/// A typed answer, judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Nothing typed: not graded.
    Empty,
    /// Not a whole number: not graded, a message says what to type.
    NotANumber,
    /// The right value, in binary where decimal is asked: not graded, a
    /// message says which base.
    Binary,
    /// A number the question cannot have (40 for `down | bit` on a board of
    /// 5, row 7 on a board of 5): not graded, a message gives the range.
    OutOfRange,
    Right,
    Wrong,
}

/// What a number asked for is, for the range of the answers it can have
/// (an answer past it is [`Judged::OutOfRange`], said with
/// `texts::out_of_range`): the exercises' and the lesson's questions alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Range {
    /// A row of the board's `n` bits: 0 to 2^n - 1.
    Bits,
    /// A row number: 0 to n - 1.
    Row,
    /// How many squares of one row: 0 to n.
    Squares,
}

impl Range {
    /// The largest answer on a board of `n` columns.
    pub fn max(self, n: usize) -> u64 {
        match self {
            Range::Bits => solver::mask_for(n).into(),
            Range::Row => n.saturating_sub(1) as u64,
            Range::Squares => n as u64,
        }
    }
}

/// Judges a decimal answer typed for `expected` on an `n`-wide board.
pub fn judge(text: &str, expected: u64, n: usize) -> Judged {
    use crate::domain::input::{count, WholeError};
    match count(text) {
        Err(WholeError::Empty) => Judged::Empty,
        _ if typed_in_binary(text, expected, n) => Judged::Binary,
        Err(WholeError::NotWhole(_)) => Judged::NotANumber,
        Ok(v) if v == expected => Judged::Right,
        Ok(_) => Judged::Wrong,
    }
}

/// The size of a negative whole number typed (`-60` and `－６０` give
/// 60); `None` for anything else, `-0` included. The exercises explain such
/// an answer (what Python prints for `~59`) instead of calling it not a
/// number: it is the signed reading of a 32-bit value.
pub fn negative(text: &str) -> Option<u64> {
    let read = crate::domain::input::ascii(text);
    let rest = read.trim().strip_prefix('-')?;
    crate::domain::input::whole(rest)
        .ok()
        .filter(|&v| v > 0 && !rest.starts_with(' '))
}

/// Whether `text` is the expected value written as a row of the board's
/// `n` binary digits, typed where a decimal number is asked for (`11111`
/// for 31 at n = 5): the learner is told the base, not that the value is
/// wrong. A shorter run of 0s and 1s (`100`) is read as the decimal it is.
pub fn typed_in_binary(text: &str, expected: u64, n: usize) -> bool {
    let read = crate::domain::input::ascii(text);
    let t = read.trim();
    t.len() == n
        && n >= 2
        && t.bytes().all(|b| b == b'0' || b == b'1')
        && u64::from_str_radix(t, 2).ok() == Some(expected)
        && crate::domain::input::whole(t).ok() != Some(expected)
}

/// The 1s of an answer left of column 0, outside an `n`-wide board (a
/// value shifted left and not masked): `given >> n`.
pub fn outside_the_board(given: u32, n: usize) -> u32 {
    given.checked_shr(n as u32).unwrap_or(0)
}

/// The columns (from the left) where the answer `given` and the `expected`
/// one differ, over `n` binary digits.
pub fn differing_columns(given: u32, expected: u32, n: usize) -> Vec<usize> {
    solver::columns_of(given ^ expected, n)
}

/// Which of the feedback's equations (`Detail::equations` of the moment
/// after the event) computes the value `kind` asks for; none for "is it a
/// solution?", which no single line says.
pub fn asked_line(kind: Kind, lines: &[String]) -> Option<usize> {
    let start = match kind {
        Kind::Solution => return None,
        Kind::Row => "bitmap[",
        _ => kind.id(),
    };
    lines.iter().position(|l| {
        l.starts_with(start)
            && l[start.len()..]
                .starts_with([' ', '[', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_answers_are_judged_and_only_numbers_are_graded() {
        assert_eq!(judge("", 3, 5), Judged::Empty);
        assert_eq!(judge("  ", 0, 5), Judged::Empty, "nothing typed is not 0");
        assert_eq!(judge("x", 3, 5), Judged::NotANumber);
        assert_eq!(judge("11111", 31, 5), Judged::Binary);
        assert_eq!(judge("３１", 31, 5), Judged::Right);
        // A count said with a Japanese counter word.
        assert_eq!(judge("４つ", 4, 5), Judged::Right);
        assert_eq!(judge("3個", 4, 5), Judged::Wrong);
        assert_eq!(judge("つ", 4, 5), Judged::NotANumber);
        assert_eq!(judge("30", 31, 5), Judged::Wrong);
        assert_eq!(judge("11", 11, 5), Judged::Right);
        // 100 for 4 candidates is a decimal guess, not a row of 5 digits.
        assert_eq!(judge("100", 4, 5), Judged::Wrong);
        // What Python prints for ~59 is explained, not called "not a number".
        assert_eq!(negative("－６０"), Some(60));
        assert_eq!(negative("-0"), None);
        assert_eq!(negative("-x"), None);
        assert_eq!(negative(" -60 "), Some(60));
        assert_eq!(negative("- 60"), None);
        assert_eq!(negative("60"), None);
    }

    #[test]
    fn a_binary_answer_to_a_decimal_question_is_told_apart() {
        assert!(typed_in_binary("11111", 31, 5));
        assert!(typed_in_binary("１１１１１", 31, 5));
        assert!(typed_in_binary(" 01100 ", 12, 5));
        assert!(!typed_in_binary("31", 31, 5));
        assert!(!typed_in_binary("11111", 30, 5));
        assert!(!typed_in_binary("1100", 12, 5), "not a row of the board");
        assert!(
            !typed_in_binary("1", 1, 1),
            "one digit is the same in both bases"
        );
        assert!(
            !typed_in_binary("10", 10, 2),
            "the decimal reading is right"
        );
        assert_eq!(outside_the_board(56, 5), 1);
        assert_eq!(outside_the_board(24, 5), 0);
        assert_eq!(outside_the_board(u32::MAX, 32), 0);
    }

    #[test]
    fn the_differing_columns_are_counted_from_the_left() {
        assert_eq!(differing_columns(0b01100, 0b01100, 5), Vec::<usize>::new());
        assert_eq!(differing_columns(0b01100, 0b00101, 5), vec![1, 4]);
        assert_eq!(differing_columns(0b10000000, 0, 8), vec![0]);
    }

    /// The line marked in the feedback is the one that computes the asked
    /// value: it ends with the expected value (binary and decimal for a row
    /// of bits, `row = R` for the row).
    #[test]
    fn the_asked_line_computes_the_expected_value() {
        for (level, &n) in LEVELS.iter().enumerate() {
            for kind in Kind::ALL {
                for index in 0..5 {
                    let q = question(11, index, kind, level);
                    let lines = crate::domain::stepper::explain::Detail::of(&q.after).equations(n);
                    let Some(i) = asked_line(kind, &lines) else {
                        assert_eq!(kind, Kind::Solution);
                        continue;
                    };
                    let line = &lines[i];
                    let value = q.expected;
                    let end = match kind {
                        Kind::Row => format!(" - 1 = {value}"),
                        _ => format!("= {value:0n$b} ({value})"),
                    };
                    assert!(
                        line.starts_with(kind.id()) || kind == Kind::Row,
                        "{kind:?}: {line}"
                    );
                    assert!(
                        line.ends_with(&end),
                        "{kind:?} n = {n}: {line} should end with {end}"
                    );
                }
            }
        }
    }

    /// The next event, from an independent reading of the state: what the
    /// stepper's code does, written out for each kind.
    fn by_hand(q: &Question) -> u32 {
        let s = &q.before;
        let n = q.n;
        let mask = (1u32 << n) - 1;
        let row = s.row().unwrap();
        let b = s.row_bits(row);
        let (left, down, right) = (
            ((b.left | b.bit) << 1) & mask,
            b.down | b.bit,
            (b.right | b.bit) >> 1,
        );
        match q.kind {
            Kind::Left => left,
            Kind::Down => down,
            Kind::Right => right,
            Kind::Bitmap => mask & !(left | down | right),
            Kind::Bit => 1 << b.bitmap.trailing_zeros(),
            Kind::Solution => u32::from(row == n - 1),
            Kind::Row => row as u32 - 1,
        }
    }

    #[test]
    fn every_kind_and_level_gives_a_fitting_question_with_the_right_answer() {
        for seed in [0, 1, 42, 2024, u64::MAX] {
            for index in 0..6 {
                for kind in Kind::ALL {
                    for (level, &n) in LEVELS.iter().enumerate() {
                        let q = question(seed, index, kind, level);
                        assert_eq!(q.n, n);
                        assert_eq!(q.before.counters().steps, q.step);
                        assert_eq!(q.after.counters().steps, q.step + 1);
                        assert_eq!(
                            q.expected,
                            by_hand(&q),
                            "{kind:?} n = {} step {}",
                            q.n,
                            q.step
                        );
                        // The question is about the event the kind names.
                        let event = q.after.last_event().unwrap();
                        let ok = match kind {
                            Kind::Bitmap | Kind::Left | Kind::Down | Kind::Right => {
                                matches!(event, Event::Descend { .. })
                            }
                            Kind::Bit | Kind::Solution => matches!(event, Event::Place { .. }),
                            Kind::Row => matches!(event, Event::Backtrack { .. }),
                        };
                        assert!(ok, "{kind:?}: {event:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_seed_gives_the_same_set_and_another_seed_another() {
        let set = |seed| {
            (0..10)
                .map(|i| question(seed, i, Kind::Bitmap, 3).step)
                .collect::<Vec<_>>()
        };
        assert_eq!(set(7), set(7));
        assert_ne!(set(7), set(8));
        // Both answers of the solution question occur.
        let answers: Vec<u32> = (0..40)
            .map(|i| question(3, i, Kind::Solution, 1).expected)
            .collect();
        assert!(answers.contains(&0) && answers.contains(&1));
    }

    #[test]
    fn a_wrong_answer_asks_the_same_kind_on_a_smaller_board() {
        let mut p = Progress::new(5);
        p.record(true);
        p.advance();
        p.record(true);
        p.record(false); // a second answer to the same question is ignored
        p.advance();
        assert_eq!((p.level, p.kind, p.score, p.streak), (2, 2, 2, 2));
        let kind = p.question().kind;
        p.record(false);
        assert_eq!(p.checked, Some(false));
        p.advance();
        assert_eq!(p.checked, None);
        assert_eq!(p.question().kind, kind);
        assert_eq!(p.question().n, LEVELS[1]);
        assert_eq!((p.score, p.answered, p.streak, p.best_streak), (2, 3, 0, 2));
        p.level = 0;
        p.advance();
        assert_eq!(p.level, 0, "the easiest level stays");
    }

    #[test]
    fn progress_survives_its_text_and_refuses_others() {
        let mut p = Progress::new(u64::MAX);
        p.record(true);
        p.advance();
        assert_eq!(Progress::decode(&p.encode()), Some(p));
        p.record(false);
        assert_eq!(
            Progress::decode(&p.encode()),
            Some(p),
            "a checked question stays checked"
        );
        for bad in [
            "",
            "v2",
            "v1 1 0 0 0 0 0 0 0",
            "v2 1 0 9 0 0 0 0 0 0",
            "v2 1 0 0 0 5 1 0 0 0",
            "v2 1 0 0 0 0 0 0 0 3",
            "v2 1 0 0 0 0 0 0 0 0 0",
            "v2 x 0 0 0 0 0 0 0 0",
        ] {
            assert_eq!(Progress::decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn typed_answers() {
        assert_eq!(parse_answer(" 12 "), Some(12));
        assert_eq!(parse_answer("１２"), Some(12));
        assert_eq!(parse_answer("１２個"), Some(12));
        for bad in ["", "-1", "1.5", "0b11", "99999999999"] {
            assert_eq!(parse_answer(bad), None, "{bad}");
        }
    }
}
