//! The exercises' state as a machine ([`Quiz`], run by
//! `hooks::use_machine`): the set shown (free practice, or a homework
//! set), the learner's progress in it, the answer being written and the
//! teacher's choices for a new homework set. What the browser keeps (the
//! progress, a homework set's answers) comes and goes by commands, which
//! the page's effects carry out through `state::storage`.

use super::homework::{Set, Work, DEFAULT_QUESTIONS, MAX_QUESTIONS};
use super::quiz::{negative, typed_in_binary, Kind, Progress, Question, LEVELS};
use crate::domain::machine::Machine;

/// Where the learner is, in either mode: the question shown (none once a
/// homework set is done), whether it was answered and how, and the level
/// (for the note after a wrong answer in practice).
#[derive(Clone, Debug, PartialEq)]
pub struct Now {
    pub q: Option<Question>,
    pub checked: Option<bool>,
    /// `None` in a homework set (the next question does not depend on the
    /// answer).
    pub level: Option<usize>,
}

/// The answer being written: its value, and the text of the decimal field
/// (kept apart so that a half-typed or bad number stays as typed).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Answer {
    pub value: u32,
    pub text: String,
    /// Checked with a text that is no whole number (judged on Check, never
    /// while typing).
    pub bad: bool,
    /// Checked with the right value in binary where decimal is asked: not
    /// graded, the field says which base.
    pub binary: bool,
    /// Checked with nothing given: the field says what to do.
    pub empty: bool,
    /// Checked with a value the question cannot have (20 for a row of 4
    /// bits, row 7 on a board of 5): not graded, the field says the range.
    pub out_of_range: bool,
    /// A negative number typed (its size): the signed reading of a 32-bit
    /// value, explained, not graded.
    pub negative: Option<u64>,
    /// How many times Check found nothing to grade (its message is said
    /// again each time).
    pub tries: u32,
}

impl Answer {
    /// The answer `value`, as the decimal field also shows it.
    fn of(value: u32) -> Answer {
        Answer {
            value,
            text: value.to_string(),
            ..Answer::default()
        }
    }
}

/// The exercises.
#[derive(Clone, Debug, PartialEq)]
pub struct Quiz {
    /// The set shown: its seed, and the homework set (none: practice);
    /// `None` before the page named one.
    shown: Option<(u64, Option<Set>)>,
    /// A set was loaded (the first set's focus is the page's own).
    loaded: bool,
    progress: Progress,
    work: Option<Work>,
    now: Now,
    answer: Answer,
    /// The homework maker's board (into [`LEVELS`]) and number of
    /// questions.
    maker: (usize, usize),
    /// What the tools did (New set, Reset progress), said with the
    /// question they lead to (which takes the focus), till the learner
    /// works on it: how many times, and what.
    told: Option<(u32, Told)>,
}

/// What a tool of the exercises did, to be said once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Told {
    /// Another set is shown (New set, a link), at question `k` (from 1).
    NewSet(usize),
    /// The practice's progress was forgotten: question 1, no score.
    Reset,
}

impl Default for Quiz {
    fn default() -> Self {
        let progress = Progress::new(0);
        Quiz {
            shown: None,
            loaded: false,
            now: now(&progress, &None),
            progress,
            work: None,
            answer: Answer::default(),
            maker: (1, DEFAULT_QUESTIONS),
            told: None,
        }
    }
}

/// What happens to the exercises.
#[derive(Clone, Debug)]
pub enum Event {
    /// The page shows the set of `seed` (a homework set, or practice).
    Show(u64, Option<Set>),
    /// What the browser kept (the effects read it for [`Command::Load`]):
    /// the progress and a homework set's answers, of whatever set.
    Loaded(Option<Progress>, Option<Work>),
    /// A digit of a bits answer pressed: its bit.
    Flip(u32),
    /// Yes (1) or no (0).
    Choose(u32),
    /// The decimal field typed in.
    Input(String),
    /// Check (the button, or Enter in the field).
    Check,
    /// "Next question" (or "Finish").
    Next,
    /// Start the practice again.
    Reset,
    /// Start the homework set again.
    Again,
    /// The homework maker's board (into [`LEVELS`]).
    MakerLevel(usize),
    /// The homework maker's number of questions.
    MakerQuestions(usize),
}

/// What the page does for the exercises.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Read what the browser kept, and send it as [`Event::Loaded`].
    Load,
    SaveProgress(Progress),
    SaveWork(Work),
    /// Forget the progress kept.
    ForgetProgress,
    /// Nothing to grade: the focus to the field that is missing the
    /// answer, by its test id.
    FocusField(&'static str),
    /// Another set came (a link, New set), or the practice was reset: the
    /// focus to the question, which says so ([`Quiz::told`]), as after
    /// Next.
    FocusQuestion,
}

fn now(progress: &Progress, work: &Option<Work>) -> Now {
    match work {
        Some(w) => Now {
            q: w.question(),
            checked: w.checked(),
            level: None,
        },
        None => Now {
            q: Some(progress.question()),
            checked: progress.checked,
            level: Some(progress.level),
        },
    }
}

impl Quiz {
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// A homework set's work (none in practice).
    pub fn work(&self) -> Option<&Work> {
        self.work.as_ref()
    }

    pub fn now(&self) -> &Now {
        &self.now
    }

    pub fn answer(&self) -> &Answer {
        &self.answer
    }

    /// The homework set the maker's choices make, of the practice's seed.
    pub fn made(&self, seed: u64) -> Set {
        let (level, questions) = self.maker;
        Set::new(seed, level, questions).expect("chosen from the allowed values")
    }

    /// The place in the set: the question's number (from 0), and whether
    /// it was answered.
    pub fn position(&self) -> (usize, bool) {
        let at = self
            .work
            .as_ref()
            .map_or(self.progress.index as usize, |w| w.shown);
        (at, self.now.checked.is_some())
    }

    /// What the tools last did, and how many times they said something.
    pub fn told(&self) -> Option<(u32, Told)> {
        self.told
    }

    fn tell(&mut self, what: Told) {
        let k = self.told.map_or(0, |(k, _)| k);
        self.told = Some((k + 1, what));
    }

    /// The question and its state, anew after the progress or the work
    /// changed.
    fn refresh(&mut self) {
        self.now = now(&self.progress, &self.work);
    }

    /// The answer checked: what the page does then.
    fn check(&mut self) -> Vec<Command> {
        let Some(q) = self.now.q.clone() else {
            return Vec::new();
        };
        // Answered: a second Enter or Check checks nothing.
        if self.now.checked.is_some() {
            return Vec::new();
        }
        let a = &mut self.answer;
        // What was typed is judged here, on Check, never while typing (as
        // the lesson's number tasks: a message at each key would speak
        // over the typing).
        let blank = a.text.trim().is_empty();
        a.bad = crate::domain::input::whole(&a.text).is_err() && !blank;
        a.negative = negative(&a.text);
        // Something must be entered: a tap on Check with nothing given is
        // no answer (the lesson's rule too). Check stays enabled; the
        // field says what is missing and takes the focus. A row of bits
        // untouched is no answer either: a digit set (even set back) writes
        // its value in the field, so a blank field means nothing given.
        if a.bad || blank {
            a.empty = !a.bad;
            a.tries += 1;
            let field = if q.kind == Kind::Solution {
                "quiz-yes"
            } else {
                "quiz-input"
            };
            return vec![Command::FocusField(field)];
        }
        if typed_in_binary(&a.text, q.expected.into(), q.n) {
            a.binary = true;
            a.tries += 1;
            return Vec::new();
        }
        let value = a.value;
        // The number as typed: one past u32 never reached the digits.
        let typed = crate::domain::input::whole(&a.text).unwrap_or(value.into());
        if typed > answer_max(q.kind, q.n).into() {
            a.out_of_range = true;
            a.tries += 1;
            return vec![Command::FocusField("quiz-input")];
        }
        match &mut self.work {
            Some(w) => {
                w.record(value);
                vec![Command::SaveWork(w.clone())]
            }
            None => {
                self.progress.record(value == q.expected);
                vec![Command::SaveProgress(self.progress)]
            }
        }
    }

    fn input(&mut self, text: String) {
        // A whole number past u32 (15 digits) is a number all the same:
        // out of the question's range, said so on Check, never "not a
        // whole number"; the digits, which cannot show it, keep what they
        // showed (never a value nobody typed, as u32::MAX would be).
        // Nothing is judged while typing (Check judges): a change clears
        // what the last Check said.
        let parsed = crate::domain::input::whole(&text)
            .ok()
            .and_then(|v| u32::try_from(v).ok());
        let blank = text.trim().is_empty();
        let a = &self.answer;
        self.answer = Answer {
            // A cleared box clears the digits too (they showed what was
            // typed, a binary row read as decimal included).
            value: if blank { 0 } else { parsed.unwrap_or(a.value) },
            bad: false,
            negative: None,
            binary: false,
            empty: false,
            out_of_range: false,
            text,
            tries: a.tries,
        };
    }
}

impl Machine for Quiz {
    type Event = Event;
    type Command = Command;

    fn handle(&mut self, event: Event) -> Vec<Command> {
        // What a tool did is said with the question it leads to, till the
        // learner works on it.
        if matches!(
            event,
            Event::Flip(_)
                | Event::Choose(_)
                | Event::Input(_)
                | Event::Check
                | Event::Next
                | Event::Again
        ) {
            self.told = None;
        }
        match event {
            Event::Show(seed, homework) => {
                if self.shown == Some((seed, homework)) {
                    return Vec::new();
                }
                self.shown = Some((seed, homework));
                vec![Command::Load]
            }
            Event::Loaded(progress, work) => {
                let Some((seed, homework)) = self.shown else {
                    return Vec::new();
                };
                self.progress = progress
                    .filter(|p| p.seed == seed)
                    .unwrap_or_else(|| Progress::new(seed));
                self.work = homework.map(|set| {
                    work.filter(|w| w.set == set)
                        .unwrap_or_else(|| Work::new(set))
                });
                self.answer = Answer::default();
                self.refresh();
                if std::mem::replace(&mut self.loaded, true) {
                    self.tell(Told::NewSet(self.position().0 + 1));
                    vec![Command::FocusQuestion]
                } else {
                    Vec::new()
                }
            }
            Event::Flip(bit) => {
                self.answer = Answer::of(self.answer.value ^ bit);
                Vec::new()
            }
            Event::Choose(value) => {
                self.answer = Answer::of(value);
                Vec::new()
            }
            Event::Input(text) => {
                self.input(text);
                Vec::new()
            }
            Event::Check => {
                let commands = self.check();
                self.refresh();
                commands
            }
            Event::Next => {
                self.answer = Answer::default();
                let commands = match &mut self.work {
                    Some(w) => {
                        w.advance();
                        vec![Command::SaveWork(w.clone())]
                    }
                    None => {
                        self.progress.advance();
                        vec![Command::SaveProgress(self.progress)]
                    }
                };
                self.refresh();
                commands
            }
            Event::Reset => {
                self.progress = Progress::new(self.progress.seed);
                self.answer = Answer::default();
                self.refresh();
                self.tell(Told::Reset);
                vec![Command::ForgetProgress, Command::FocusQuestion]
            }
            Event::Again => {
                let Some(w) = &mut self.work else {
                    return Vec::new();
                };
                *w = Work::new(w.set);
                let commands = vec![Command::SaveWork(w.clone())];
                self.refresh();
                commands
            }
            Event::MakerLevel(level) => {
                self.maker.0 = level.min(LEVELS.len() - 1);
                Vec::new()
            }
            Event::MakerQuestions(questions) => {
                self.maker.1 = questions.clamp(1, MAX_QUESTIONS);
                Vec::new()
            }
        }
    }
}

/// The largest answer a question of `kind` on board `n` can have: a row of
/// `n` bits, a row number, yes (1) or no (0).
pub fn answer_max(kind: Kind, n: usize) -> u32 {
    match kind {
        Kind::Solution => 1,
        _ => kind.range().max(n) as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(seed: u64, homework: Option<Set>, kept: (Option<Progress>, Option<Work>)) -> Quiz {
        let mut q = Quiz::default();
        assert_eq!(q.handle(Event::Show(seed, homework)), vec![Command::Load]);
        assert_eq!(q.handle(Event::Loaded(kept.0, kept.1)), Vec::new());
        q
    }

    /// Types the right answer to the question shown.
    fn answer_right(q: &mut Quiz) {
        let now = q.now().q.clone().unwrap();
        q.handle(Event::Input(now.expected.to_string()));
    }

    #[test]
    fn a_set_opens_where_the_browser_left_it_and_only_that_set() {
        let mut kept = Progress::new(7);
        kept.record(true);
        kept.advance();
        let q = shown(7, None, (Some(kept), None));
        assert_eq!(q.progress(), &kept);
        assert_eq!(q.position(), (1, false));
        let q = shown(8, None, (Some(kept), None));
        assert_eq!(
            q.progress(),
            &Progress::new(8),
            "another set's progress is not this one's"
        );
    }

    #[test]
    fn the_same_set_again_loads_nothing_and_another_takes_the_focus() {
        let mut q = shown(7, None, (None, None));
        assert_eq!(q.handle(Event::Show(7, None)), Vec::new());
        assert_eq!(q.handle(Event::Show(9, None)), vec![Command::Load]);
        assert_eq!(
            q.handle(Event::Loaded(None, None)),
            vec![Command::FocusQuestion]
        );
        assert_eq!(q.progress().seed, 9);
        // The question says it (not for the first set).
        assert_eq!(q.told(), Some((1, Told::NewSet(1))));
        // Reset: the question takes the focus too, and says it.
        assert_eq!(
            q.handle(Event::Reset),
            vec![Command::ForgetProgress, Command::FocusQuestion]
        );
        assert_eq!(q.told(), Some((2, Told::Reset)));
        // Said till the learner works on the question.
        q.handle(Event::Choose(1));
        assert_eq!(q.told(), None);
    }

    /// A row of bits untouched (every digit 0, the field blank) is no
    /// answer yet, as a blank field in the lesson: said, not graded; a
    /// digit set and set back is the answer 0, graded.
    #[test]
    fn an_untouched_row_of_bits_is_no_answer_and_digits_set_back_are_0() {
        let mut q = shown(7, None, (None, None));
        let now = q.now().q.clone().unwrap();
        assert!(now.kind.is_bits(), "practice starts with a row of bits");
        assert_eq!(
            q.handle(Event::Check),
            vec![Command::FocusField("quiz-input")]
        );
        assert!(q.answer().empty);
        assert_eq!((q.answer().tries, q.now().checked), (1, None));
        assert_eq!((q.progress().answered, q.progress().score), (0, 0));
        // A digit set and set back: 0, an answer.
        q.handle(Event::Flip(1));
        q.handle(Event::Flip(1));
        assert_eq!(
            q.handle(Event::Check),
            vec![Command::SaveProgress(*q.progress())]
        );
        assert!(!q.answer().empty);
        assert_eq!(q.now().checked, Some(now.expected == 0));
        // In a homework set: nothing kept until a digit is set; then the 0
        // is the answer kept.
        let set = Set::new(5, 0, 2).unwrap();
        let mut q = shown(5, Some(set), (None, None));
        assert_eq!(
            q.handle(Event::Check),
            vec![Command::FocusField("quiz-input")]
        );
        assert!(q.work().unwrap().answers.is_empty());
        q.handle(Event::Flip(1));
        q.handle(Event::Flip(1));
        q.handle(Event::Check);
        assert_eq!(q.work().unwrap().answers, vec![0]);
    }

    #[test]
    fn check_grades_once_and_only_an_answer() {
        // A question whose answer is chosen (yes / no, question 6 of a
        // set) or typed (the row after a backtrack, question 7): nothing
        // given is no answer.
        let set = Set::new(1, 1, 7).unwrap();
        let mut h = shown(1, Some(set), (None, None));
        for _ in 0..5 {
            answer_right(&mut h);
            h.handle(Event::Check);
            h.handle(Event::Next);
        }
        for field in ["quiz-yes", "quiz-input"] {
            assert!(!h.now().q.as_ref().unwrap().kind.is_bits());
            assert_eq!(h.handle(Event::Check), vec![Command::FocusField(field)]);
            assert!(h.answer().empty);
            assert_eq!((h.answer().tries, h.now().checked), (1, None));
            answer_right(&mut h);
            h.handle(Event::Check);
            h.handle(Event::Next);
        }
        assert!(h.work().unwrap().done());
        let mut q = shown(7, None, (None, None));
        // A bad number: said, not graded.
        q.handle(Event::Input("x".into()));
        assert!(!q.answer().bad, "judged on Check, not while typing");
        q.handle(Event::Check);
        assert!(q.answer().bad);
        assert_eq!((q.answer().tries, q.now().checked), (1, None));
        // Typing again clears what Check said, and says nothing itself.
        q.handle(Event::Input("-".into()));
        q.handle(Event::Input("-1".into()));
        assert_eq!(
            (q.answer().bad, q.answer().negative, q.answer().tries),
            (false, None, 1)
        );
        q.handle(Event::Check);
        assert_eq!((q.answer().bad, q.answer().negative), (true, Some(1)));
        answer_right(&mut q);
        let commands = q.handle(Event::Check);
        assert_eq!(q.now().checked, Some(true));
        assert_eq!(commands, vec![Command::SaveProgress(*q.progress())]);
        assert_eq!(q.progress().score, 1);
        // A second Check checks nothing.
        assert_eq!(q.handle(Event::Check), Vec::new());
        assert_eq!(q.progress().answered, 1);
        // Next: the next question, saved, the answer cleared.
        let commands = q.handle(Event::Next);
        assert_eq!(commands, vec![Command::SaveProgress(*q.progress())]);
        assert_eq!((q.position(), q.answer()), ((1, false), &Answer::default()));
        // Reset: forgotten.
        assert_eq!(
            q.handle(Event::Reset),
            vec![Command::ForgetProgress, Command::FocusQuestion]
        );
        assert_eq!(q.progress(), &Progress::new(7));
    }

    #[test]
    fn an_answer_out_of_the_question_s_range_is_flagged_not_graded() {
        for seed in 0..50 {
            let mut q = shown(seed, None, (None, None));
            let Some(now) = q.now().q.clone() else {
                continue;
            };
            if !now.kind.is_bits() {
                continue;
            }
            // 20 for a value of 4 bits: one more than the largest.
            let max = answer_max(now.kind, now.n);
            assert_eq!(max, (1 << now.n) - 1);
            q.handle(Event::Input((max + 1).to_string()));
            assert_eq!(
                q.handle(Event::Check),
                vec![Command::FocusField("quiz-input")]
            );
            assert!(q.answer().out_of_range);
            assert_eq!((q.now().checked, q.progress().answered), (None, 0));
            // Fifteen digits are a number too: out of range, not bad.
            let before = q.answer().value;
            q.handle(Event::Input("123456789012345".into()));
            assert!(!q.answer().bad);
            // The digits keep what they showed: never u32::MAX.
            assert_eq!(q.answer().value, before);
            q.handle(Event::Check);
            assert!(q.answer().out_of_range && !q.answer().bad);
            assert_eq!(q.now().checked, None);
            // Typing again clears it; the largest value is graded.
            q.handle(Event::Input(max.to_string()));
            assert!(!q.answer().out_of_range);
            q.handle(Event::Check);
            assert!(q.now().checked.is_some());
            return;
        }
        panic!("no bits question");
    }

    #[test]
    fn a_binary_row_where_a_decimal_is_asked_is_not_graded() {
        // Practice's first question is a bits one on the smallest board:
        // look for a question whose answer written in binary reads as
        // another number.
        for seed in 0..50 {
            let mut q = shown(seed, None, (None, None));
            let Some(now) = q.now().q.clone() else {
                continue;
            };
            let binary = format!("{:b}", now.expected);
            if now.expected < 2 || !typed_in_binary(&binary, now.expected.into(), now.n) {
                continue;
            }
            q.handle(Event::Input(binary));
            assert_eq!(q.handle(Event::Check), Vec::new());
            assert!(q.answer().binary);
            assert_eq!(q.now().checked, None);
            return;
        }
        panic!("no question with a binary slip");
    }

    #[test]
    fn a_homework_set_is_kept_answer_by_answer_and_starts_again() {
        let set = Set::new(5, 0, 2).unwrap();
        let mut other = Work::new(Set::new(6, 0, 2).unwrap());
        other.record(1);
        let mut q = shown(5, Some(set), (None, Some(other)));
        assert_eq!(
            q.work(),
            Some(&Work::new(set)),
            "another set's work is not this one's"
        );
        answer_right(&mut q);
        let commands = q.handle(Event::Check);
        let w = q.work().unwrap().clone();
        assert_eq!(commands, vec![Command::SaveWork(w.clone())]);
        assert_eq!((w.answers.len(), q.now().checked), (1, Some(true)));
        assert_eq!(q.now().level, None);
        q.handle(Event::Next);
        // Shown again with what was kept.
        let kept = q.work().cloned();
        let q2 = shown(5, Some(set), (None, kept.clone()));
        assert_eq!(q2.work(), kept.as_ref());
        q.handle(Event::Choose(1));
        assert_eq!(q.answer().text, "1");
        q.handle(Event::Check);
        q.handle(Event::Next);
        assert!(q.work().unwrap().done());
        assert_eq!(q.now().q, None);
        let commands = q.handle(Event::Again);
        assert_eq!(commands, vec![Command::SaveWork(Work::new(set))]);
        assert_eq!(q.position(), (0, false));
    }

    #[test]
    fn the_digits_flip_and_the_maker_keeps_to_its_choices() {
        let mut q = shown(7, None, (None, None));
        q.handle(Event::Flip(0b100));
        q.handle(Event::Flip(0b001));
        assert_eq!((q.answer().value, q.answer().text.as_str()), (5, "5"));
        q.handle(Event::Flip(0b100));
        assert_eq!(q.answer().value, 1);
        // A cleared field clears the digits.
        q.handle(Event::Input(" ".into()));
        assert_eq!((q.answer().value, q.answer().bad), (0, false));
        assert_eq!(q.made(7), Set::new(7, 1, DEFAULT_QUESTIONS).unwrap());
        q.handle(Event::MakerLevel(99));
        q.handle(Event::MakerQuestions(0));
        assert_eq!(q.made(7), Set::new(7, LEVELS.len() - 1, 1).unwrap());
        q.handle(Event::MakerQuestions(99));
        assert_eq!(q.made(7).questions, MAX_QUESTIONS);
    }
}
