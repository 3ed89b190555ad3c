//! "Write the bits yourself" (`?view=learn&write=1`): the loop of the
//! non-recursive bitmap search with five blanks that the learner fills in
//! with expressions ([`crate::domain::expr`]), run side by side with the real
//! [`Stepper`] and compared event by event.
//!
//! The learner's run is the stepper's own explicit-stack loop
//! ([`Stepper::step_with`], written once in the solver), with only the
//! blanks replaced: [`Program`] is the [`Rules`] it steps with.
//!
//! ```text
//! Place   (row has candidates):  bit = [bit];  bitmap ^= bit;  queen[row] = bit
//! Descend (after a Place above the last row):
//!         left[row+1] = [left]; down[row+1] = [down]; right[row+1] = [right];
//!         row += 1;  bitmap[row] = [bitmap]
//! Backtrack (no candidate left): row -= 1 (the end at row 0)
//! ```
//!
//! In every blank the names are the current row's values: in `bit`, that
//! row's `left`, `down`, `right`, `bitmap` (`bit` is 0 there); in `left`,
//! `down`, `right`, the values of the row above the new one and `bit` the
//! queen just placed; in `bitmap`, the new row's `left`, `down`, `right`
//! (`bitmap` is 0 there, `bit` still the queen above). `mask` is always the
//! `n` low bits.
//!
//! A step is one event, numbered from 1 as the stepper counts them, so that
//! the state after step `K` is what `?n=…&step=K` shows. After every step
//! the event and the current row's values are compared with the real
//! search's: `left`, `down`, `right` masked to `n` bits (as the stepper shows
//! them, so `(left | bit) << 1` without `& mask` is right), `bitmap` and
//! `bit` as they are. The first difference is the divergence; the blank
//! most likely wrong is the one that produced the first differing value.

use crate::domain::expr::{self, Env, EvalError, Expr, ParseError};
use crate::domain::stepper::machine::{StepperN, STEPPER_N};
use solver::{Event, RowBits, Rules, Stepper, Vars};

/// One of the five blanks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blank {
    Bitmap,
    Bit,
    Left,
    Down,
    Right,
}

impl Blank {
    /// In the order the page shows them.
    pub const ALL: [Blank; 5] = [
        Blank::Bitmap,
        Blank::Bit,
        Blank::Left,
        Blank::Down,
        Blank::Right,
    ];

    /// The name it assigns to (`bitmap`, `bit`, …).
    pub fn name(self) -> &'static str {
        match self {
            Blank::Bitmap => "bitmap",
            Blank::Bit => "bit",
            Blank::Left => "left",
            Blank::Down => "down",
            Blank::Right => "right",
        }
    }

    /// Its key in the address (`wb=…`).
    pub fn key(self) -> &'static str {
        match self {
            Blank::Bitmap => "wb",
            Blank::Bit => "wt",
            Blank::Left => "wl",
            Blank::Down => "wd",
            Blank::Right => "wr",
        }
    }

    pub fn from_key(key: &str) -> Option<Blank> {
        Blank::ALL.into_iter().find(|b| b.key() == key)
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The learner's five texts, as typed.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Blanks(pub [String; 5]);

impl Blanks {
    pub fn get(&self, b: Blank) -> &str {
        &self.0[b.index()]
    }

    pub fn set(&mut self, b: Blank, text: String) {
        self.0[b.index()] = text;
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|t| t.trim().is_empty())
    }

    /// One line per blank (`key=text`), for local storage; texts never hold
    /// a line break (the fields are single lines; any is dropped).
    pub fn to_lines(&self) -> String {
        Blank::ALL
            .iter()
            .map(|&b| format!("{}={}", b.key(), self.get(b).replace(['\n', '\r'], " ")))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The reverse of [`Blanks::to_lines`]; unknown lines are ignored.
    pub fn from_lines(text: &str) -> Blanks {
        let mut blanks = Blanks::default();
        for line in text.lines() {
            if let Some((key, value)) = line.split_once('=') {
                if let Some(b) = Blank::from_key(key) {
                    blanks.set(b, value.to_string());
                }
            }
        }
        blanks
    }
}

/// The board sizes the tab runs (`write-n`, `wn=` in the address).
pub const WRITE_N: std::ops::RangeInclusive<usize> = 4..=10;
/// The tab's board size when nothing names one.
pub const WRITE_DEFAULT_N: usize = 8;

/// What the tab keeps of the learner's work: the board size and the five
/// texts. It travels as the address writes it (`write=1&wn=…&wb=…`, see
/// `crate::state::url::draft_query`): in the address, in local storage,
/// and between the shell and the extra wasm, which shows the tab.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub n: usize,
    pub blanks: Blanks,
}

impl Default for Draft {
    fn default() -> Self {
        Draft {
            n: WRITE_DEFAULT_N,
            blanks: Blanks::default(),
        }
    }
}

/// The five parsed expressions.
#[derive(Clone, Debug)]
pub struct Program([Expr; 5]);

/// Parses every blank; the errors of all that fail, in the page's order.
pub fn compile(blanks: &Blanks) -> Result<Program, Vec<(Blank, ParseError)>> {
    let mut errors = Vec::new();
    let parsed: Vec<Option<Expr>> = Blank::ALL
        .iter()
        .map(|&b| match expr::parse(blanks.get(b)) {
            Ok(e) => Some(e),
            Err(e) => {
                errors.push((b, e));
                None
            }
        })
        .collect();
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut it = parsed.into_iter().flatten();
    let mut next = || it.next().expect("five parsed blanks");
    Ok(Program([next(), next(), next(), next(), next()]))
}

impl Program {
    fn eval(&self, b: Blank, env: &Env) -> Result<u32, (Blank, EvalError)> {
        self.0[b.index()].eval(env).map_err(|e| (b, e))
    }
}

/// The learner's rules: the stepper's loop ([`Stepper::step_with`]) runs
/// them in place of the real ones; an error names the blank that failed.
impl Rules for Program {
    type Error = (Blank, EvalError);

    fn bit(&self, row: &Vars) -> Result<u32, Self::Error> {
        self.eval(Blank::Bit, row)
    }

    fn left(&self, above: &Vars) -> Result<u32, Self::Error> {
        self.eval(Blank::Left, above)
    }

    fn down(&self, above: &Vars) -> Result<u32, Self::Error> {
        self.eval(Blank::Down, above)
    }

    fn right(&self, above: &Vars) -> Result<u32, Self::Error> {
        self.eval(Blank::Right, above)
    }

    fn bitmap(&self, new: &Vars) -> Result<u32, Self::Error> {
        self.eval(Blank::Bitmap, new)
    }
}

/// The raw (unmasked) value `b` last wrote in the current row of `s`.
fn raw(s: &Stepper, b: Blank) -> u32 {
    let bits = s.raw_bits(s.row().unwrap_or(0));
    match b {
        Blank::Bitmap => bits.bitmap,
        Blank::Bit => bits.bit,
        Blank::Left => bits.left,
        Blank::Down => bits.down,
        Blank::Right => bits.right,
    }
}

/// A set of the three attacks, `left`, `down` and `right` (the blanks of
/// those names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Attacks {
    pub left: bool,
    pub down: bool,
    pub right: bool,
}

impl Attacks {
    /// The attacks, as blanks, in the order of the code.
    pub fn blanks(self) -> Vec<Blank> {
        [
            (Blank::Left, self.left),
            (Blank::Down, self.down),
            (Blank::Right, self.right),
        ]
        .into_iter()
        .filter(|&(_, on)| on)
        .map(|(b, _)| b)
        .collect()
    }

    /// Those of `left`, `down`, `right` (values of one row) with a 1 in
    /// `squares`.
    fn holding(squares: u32, left: u32, down: u32, right: u32) -> Attacks {
        Attacks {
            left: left & squares != 0,
            down: down & squares != 0,
            right: right & squares != 0,
        }
    }

    /// The OR of these attacks of `e`.
    fn or(self, e: &Env) -> u32 {
        let pick = |on: bool, v: u32| if on { v } else { 0 };
        pick(self.left, e.left) | pick(self.down, e.down) | pick(self.right, e.right)
    }

    /// The seven sets that lack at least one attack (the empty set too).
    fn partial() -> impl Iterator<Item = Attacks> {
        (0..7u8).map(|k| Attacks {
            left: k & 1 != 0,
            down: k & 2 != 0,
            right: k & 4 != 0,
        })
    }

    const ALL: Attacks = Attacks {
        left: true,
        down: true,
        right: true,
    };

    /// The attacks not in `self`.
    fn others(self) -> Attacks {
        Attacks {
            left: !self.left,
            down: !self.down,
            right: !self.right,
        }
    }
}

/// What probably went wrong, read from the values (never from the text):
/// the learner's value at the step, and the learner's expression on a
/// probe ([`PROBE`], [`BITMAP_PROBE`]) where each slip gives its own value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// `bitmap` is the attacked squares, not the free ones (a missing `~`).
    BitmapNotNegated,
    /// `bitmap` keeps the squares these attacks attack, as if they were
    /// left out of `~(…)`: on the probe and at the step, it is `mask &
    /// ~(…)` of the other attacks.
    BitmapIgnores(Attacks),
    /// `bitmap` keeps attacked squares (`squares`, bits of an `n`-column
    /// row), attacked by `by`.
    BitmapKeeps { by: Attacks, squares: u32, n: usize },
    /// `bitmap` has 1s outside the board (a missing `mask &`).
    BitmapOutside,
    /// `bitmap` lacks free squares (`squares`, bits of an `n`-column row).
    BitmapMisses { squares: u32, n: usize },
    /// `bit` has several 1s.
    BitSeveral,
    /// `bit` is 0.
    BitZero,
    /// `bit` is not one of the candidates.
    BitNotCandidate,
    /// `bit` is a candidate, but not the lowest one.
    BitNotLowest,
    /// `left`/`down`/`right` lacks the queen just placed (a missing `| bit`).
    ForgotBit(Blank),
    /// `left`/`right` shifted the wrong way, or `down` shifted at all.
    WrongWay(Blank),
    /// `left`/`right` not shifted.
    NotShifted(Blank),
    /// Something else differs in this blank.
    Differs(Blank),
}

/// The first step where the learner's search differs from the real one.
#[derive(Clone, Debug)]
pub struct Divergence {
    /// The step (1-based event number): `?n=…&step=K` shows the real state.
    pub step: u64,
    pub blank: Blank,
    pub hint: Hint,
    /// The blamed value: the learner's (as computed, unmasked) and the real one.
    pub yours: u32,
    pub expected: u32,
    pub yours_event: Option<Event>,
    pub real_event: Option<Event>,
    /// The real search after this step (its board and values).
    pub real: Stepper,
}

/// How the learner's run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// The search ran to its end.
    Finished,
    /// More steps than the limit (a loop that never ends, or a tree far
    /// larger than the real one).
    StepLimit(u64),
    /// A shift by 32 or more, in `blank`, at `step`.
    Error {
        step: u64,
        blank: Blank,
        error: EvalError,
    },
    /// The learner pressed Stop.
    Stopped,
}

/// The outcome of a run.
#[derive(Clone, Debug)]
pub struct Report {
    pub n: usize,
    /// The learner's solutions, and the real count.
    pub solutions: u64,
    pub expected: u64,
    /// The learner's steps run.
    pub steps: u64,
    pub end: End,
    pub divergence: Option<Divergence>,
    /// The learner's `left`, `down` or `right` that held a 1 outside the
    /// board at some step (`(left | bit) << 1` without `& mask`): the
    /// comparison masks them, as the stepper shows them, so a run may match
    /// with them; the page says why that is fine.
    pub outside: Attacks,
    /// A Place of the learner's removed no candidate (`bit` was 0, or a
    /// square not in `bitmap`, which `bitmap ^= bit` put in): a row whose
    /// candidates never run out, a search that need not end.
    pub unremoved: bool,
}

// The write tab's boards are boards the stepper takes (its links open them).
const _: () = assert!(*WRITE_N.start() >= *STEPPER_N.start() && *WRITE_N.end() <= *STEPPER_N.end());

impl Report {
    /// The board run, for the link to the stepper ([`WRITE_N`] lies in
    /// [`STEPPER_N`], checked when compiling).
    pub fn board(&self) -> StepperN {
        StepperN::clamped(self.n)
    }

    /// Same events and values all the way to the end.
    pub fn matches(&self) -> bool {
        self.end == End::Finished && self.divergence.is_none() && self.solutions == self.expected
    }

    /// Stopped at the step limit by a loop that did not remove its
    /// candidates (or with no difference to explain it): what the page's
    /// runaway notice says. A search whose `bitmap` keeps attacked squares
    /// (or whose attacks are wrong) also hits the limit, but it would end:
    /// its tree is larger, and the first difference says why.
    pub fn runaway(&self) -> bool {
        matches!(self.end, End::StepLimit(_)) && (self.unremoved || self.divergence.is_none())
    }
}

/// The learner's run may take this many times the real search's steps
/// (plus [`LIMIT_SLACK`]) before it is stopped as a runaway.
pub const LIMIT_FACTOR: u64 = 4;
pub const LIMIT_SLACK: u64 = 1_000;

/// A run of the learner's program against the real search, advanced in
/// slices ([`Run::advance`]) so that a page can keep responding.
#[derive(Clone, Debug)]
pub struct Run {
    program: Program,
    /// The learner's search: a [`Stepper`] stepped with [`Program`]'s rules.
    yours: Stepper,
    real: Stepper,
    divergence: Option<Divergence>,
    /// The learner's run has ended (how).
    end: Option<End>,
    outside: Attacks,
    unremoved: bool,
}

impl Run {
    pub fn new(n: usize, program: Program) -> Self {
        Run {
            program,
            yours: Stepper::new(n),
            real: Stepper::new(n),
            divergence: None,
            end: None,
            outside: Attacks::default(),
            unremoved: false,
        }
    }

    /// The learner's steps so far.
    pub fn steps(&self) -> u64 {
        self.yours.counters().steps
    }

    /// Runs up to `budget` steps; the report once both searches have ended.
    pub fn advance(&mut self, budget: u64) -> Option<Report> {
        for _ in 0..budget {
            if self.end.is_some() && self.real.is_finished() {
                return Some(self.report());
            }
            let real_event = if self.real.is_finished() {
                None
            } else {
                self.real.next()
            };
            if self.end.is_none() {
                self.step_yours(real_event);
            }
        }
        (self.end.is_some() && self.real.is_finished()).then(|| self.report())
    }

    /// Ends the learner's run now (the real one is finished, for its count).
    pub fn stop(mut self) -> Report {
        self.real.run_to_end();
        self.end.get_or_insert(End::Stopped);
        self.report()
    }

    fn step_yours(&mut self, real_event: Option<Event>) {
        let step = self.yours.counters().steps + 1;
        let yours_event = match self.yours.step_with(&self.program) {
            Ok(Some(e)) => {
                if let Event::Descend { row } = e {
                    let (raw, m) = (self.yours.raw_bits(row), self.yours.mask());
                    self.outside.left |= raw.left & !m != 0;
                    self.outside.down |= raw.down & !m != 0;
                    self.outside.right |= raw.right & !m != 0;
                }
                if let Event::Place { row, bit, .. } = e {
                    // `bitmap ^= bit` has run: the square is out of bitmap
                    // if it was in.
                    self.unremoved |= bit == 0 || self.yours.raw_bits(row).bitmap & bit != 0;
                }
                Some(e)
            }
            Ok(None) => {
                self.end = Some(End::Finished);
                None
            }
            Err((blank, error)) => {
                self.end = Some(End::Error { step, blank, error });
                return;
            }
        };
        if self.divergence.is_none() && (yours_event.is_some() || real_event.is_some()) {
            self.divergence = self.compare(step, yours_event, real_event);
        }
        if self.real.is_finished() && self.end.is_none() {
            let limit = LIMIT_FACTOR * self.real.counters().steps + LIMIT_SLACK;
            if self.yours.counters().steps >= limit {
                self.end = Some(End::StepLimit(limit));
            }
        }
    }

    fn report(&self) -> Report {
        let yours = self.yours.counters();
        Report {
            n: self.yours.n(),
            solutions: yours.solutions,
            expected: self.real.counters().solutions,
            steps: yours.steps,
            end: self.end.clone().unwrap_or(End::Stopped),
            divergence: self.divergence.clone(),
            outside: self.outside,
            unremoved: self.unremoved,
        }
    }

    /// The divergence at `step`, if the learner's event or values differ.
    fn compare(
        &self,
        step: u64,
        yours_event: Option<Event>,
        real_event: Option<Event>,
    ) -> Option<Divergence> {
        let (y, r) = (self.yours.current_bits(), self.real.current_bits());
        let blank = match (yours_event, real_event) {
            (Some(Event::Descend { .. }), Some(Event::Descend { .. })) => [
                (Blank::Left, y.left == r.left),
                (Blank::Down, y.down == r.down),
                (Blank::Right, y.right == r.right),
                (Blank::Bitmap, y.bitmap == r.bitmap),
            ]
            .into_iter()
            .find(|&(_, same)| !same)
            .map(|(b, _)| b),
            (a, b) if a == b && y.bitmap == r.bitmap && y.bit == r.bit => None,
            (Some(Event::Place { .. }), Some(Event::Place { .. })) => Some(Blank::Bit),
            // A different kind of event: only after a difference the
            // comparison has already caught; blame the candidates.
            _ => Some(Blank::Bitmap),
        }?;
        let expected = match blank {
            Blank::Bitmap => r.bitmap,
            Blank::Bit => r.bit,
            Blank::Left => r.left,
            Blank::Down => r.down,
            Blank::Right => r.right,
        };
        let yours = raw(&self.yours, blank);
        Some(Divergence {
            step,
            blank,
            hint: self.hint(blank, yours, r),
            yours,
            expected,
            yours_event,
            real_event,
            real: self.real.clone(),
        })
    }

    /// The hint for a wrong `yours` in `blank`; `r` is the real current row.
    fn hint(&self, blank: Blank, yours: u32, r: RowBits) -> Hint {
        let m = r.mask;
        match blank {
            Blank::Bitmap => self.bitmap_hint(yours, r),
            Blank::Bit => {
                // The candidates before this Place (`^=` removed the real bit).
                let candidates = r.bitmap ^ r.bit;
                match yours {
                    0 => Hint::BitZero,
                    _ if yours.count_ones() > 1 => Hint::BitSeveral,
                    _ if yours & candidates == 0 => Hint::BitNotCandidate,
                    _ => Hint::BitNotLowest,
                }
            }
            Blank::Left | Blank::Down | Blank::Right => {
                // The typical slips of this blank, as values of `env`.
                let slips = |e: &Env| -> [(u32, Hint); 3] {
                    let (m, b) = (e.mask, e.bit);
                    let (forgot, wrong, still) = match blank {
                        Blank::Left => {
                            ((e.left << 1) & m, ((e.left | b) >> 1) & m, (e.left | b) & m)
                        }
                        Blank::Right => (e.right >> 1, ((e.right | b) << 1) & m, (e.right | b) & m),
                        _ => (e.down, ((e.down | b) << 1) & m, (e.down | b) >> 1),
                    };
                    let still_hint = if blank == Blank::Down {
                        Hint::WrongWay(blank)
                    } else {
                        Hint::NotShifted(blank)
                    };
                    [
                        (forgot, Hint::ForgotBit(blank)),
                        (wrong, Hint::WrongWay(blank)),
                        (still, still_hint),
                    ]
                };
                let find = |value: u32, e: &Env| {
                    slips(e)
                        .into_iter()
                        .find(|&(v, _)| v == value)
                        .map(|(_, h)| h)
                };
                // First the learner's expression on a probe where every
                // slip gives another value; then the values at the step.
                let probe = self.program.eval(blank, &PROBE).ok();
                let row = self.real.row().unwrap_or(0);
                let above = self.real.row_bits(row.saturating_sub(1));
                let at_step = Env {
                    left: above.left,
                    down: above.down,
                    right: above.right,
                    mask: m,
                    bitmap: above.bitmap,
                    bit: above.bit,
                };
                probe
                    .and_then(|v| find(v & PROBE.mask, &PROBE))
                    .or_else(|| find(yours & m, &at_step))
                    .unwrap_or(Hint::Differs(blank))
            }
        }
    }
}

impl Run {
    /// The hint for a wrong `yours` in the blank for bitmap; `r` is the
    /// real current row (its `left`, `down`, `right` those the learner's
    /// blank read: they were compared first).
    fn bitmap_hint(&self, yours: u32, r: RowBits) -> Hint {
        let n = self.real.n();
        let m = r.mask;
        let at_step = Env {
            left: r.left,
            down: r.down,
            right: r.right,
            mask: m,
            bitmap: 0,
            // The queen just placed in the row above.
            bit: self
                .real
                .row()
                .filter(|&row| row > 0)
                .map_or(0, |row| self.real.row_bits(row - 1).bit),
        };
        // The learner's expression on the probe, where every set of the
        // attacks has an OR of its own; a slip counts only if it gives the
        // learner's value at the step too.
        let probe = self.program.eval(Blank::Bitmap, &BITMAP_PROBE).ok();
        let fits =
            |f: &dyn Fn(&Env) -> u32| probe == Some(f(&BITMAP_PROBE)) && yours == f(&at_step);
        if fits(&|e: &Env| e.mask & Attacks::ALL.or(e)) {
            return Hint::BitmapNotNegated;
        }
        if let Some(kept) = Attacks::partial().find(|&s| fits(&|e: &Env| e.mask & !s.or(e))) {
            return Hint::BitmapIgnores(kept.others());
        }
        // From the values at the step alone.
        let kept = yours & r.attacks & m;
        let missed = r.bitmap & !yours;
        if yours & !m != 0 {
            Hint::BitmapOutside
        } else if kept != 0 {
            Hint::BitmapKeeps {
                by: Attacks::holding(kept, r.left, r.down, r.right),
                squares: kept,
                n,
            }
        } else if missed != 0 {
            Hint::BitmapMisses { squares: missed, n }
        } else {
            Hint::Differs(Blank::Bitmap)
        }
    }
}

/// Values on which each set of the attacks has its own OR (`bit`, the
/// queen above, is in `down`, as it is in the search).
const BITMAP_PROBE: Env = Env {
    left: 0x11,
    down: 0x22,
    right: 0x44,
    mask: 0xff,
    bitmap: 0,
    bit: 0x02,
};

/// Values on which each slip of `left`, `down`, `right` gives its own value.
const PROBE: Env = Env {
    left: 0x0410,
    down: 0x0410,
    right: 0x0410,
    mask: 0xffff,
    bitmap: 0x2000,
    bit: 0x0100,
};

/// Runs to the end at once (tests, and small boards).
pub fn run_all(n: usize, program: Program) -> Report {
    let mut run = Run::new(n, program);
    loop {
        if let Some(report) = run.advance(1 << 16) {
            return report;
        }
    }
}

/// `n` binary digits, MSB first, widened to show any 1 outside the board.
pub fn binary(v: u32, n: usize) -> String {
    let width = n.max(32 - v.leading_zeros() as usize).max(1);
    format!("{v:0width$b}")
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The right answer (kept in the tests only: the page does not show it).
    pub(crate) fn right() -> Blanks {
        Blanks([
            "mask & ~(left | down | right)".into(),
            "bitmap & -bitmap".into(),
            "(left | bit) << 1".into(),
            "down | bit".into(),
            "(right | bit) >> 1".into(),
        ])
    }

    pub(crate) fn with(b: Blank, text: &str) -> Blanks {
        let mut blanks = right();
        blanks.set(b, text.into());
        blanks
    }

    pub(crate) fn run(n: usize, blanks: &Blanks) -> Report {
        run_all(n, compile(blanks).expect("parses"))
    }

    #[test]
    fn the_right_answers_match_the_stepper_on_every_board() {
        for n in 1..=10 {
            let r = run(n, &right());
            let mut real = Stepper::new(n);
            real.run_to_end();
            assert!(r.matches(), "n = {n}: {r:?}");
            assert_eq!(r.solutions, r.expected);
            assert_eq!(r.steps, real.counters().steps, "n = {n}");
        }
        assert_eq!(run(8, &right()).solutions, 92);
        // `& mask` on left is the stepper's; without it the same values show.
        let masked = with(Blank::Left, "((left|bit)<<1) & mask");
        assert!(run(8, &masked).matches());
    }

    /// The tab's search is the solver's loop with the learner's rules: with
    /// the right answers typed in, each step of the tab's run has the real
    /// search's event, counters, lifted queens and values on every row of
    /// the stack, n = 1..=8.
    #[test]
    fn the_right_answers_step_for_step_as_the_solver() {
        for n in 1..=8 {
            // `left` without `& mask` keeps a 1 left of column 0 on the
            // stack (masked where shown); with it, the states are equal.
            for (blanks, masked) in [
                (right(), false),
                (with(Blank::Left, "((left | bit) << 1) & mask"), true),
            ] {
                let mut run = Run::new(n, compile(&blanks).unwrap());
                let mut real = Stepper::new(n);
                let mut outside = false;
                loop {
                    let report = run.advance(1);
                    let event = real.next();
                    let (y, at) = (&run.yours, real.counters().steps);
                    assert_eq!(y.last_event(), real.last_event(), "n = {n}, step {at}");
                    assert_eq!(run.real.last_event(), real.last_event());
                    assert_eq!(y.counters(), real.counters(), "n = {n}, step {at}");
                    assert_eq!(y.row(), real.row(), "n = {n}, step {at}");
                    assert_eq!(y.lifted(), real.lifted(), "n = {n}, step {at}");
                    assert_eq!(y.lifted_solution(), real.lifted_solution());
                    assert_eq!(y.descend_pending(), real.descend_pending());
                    assert_eq!(y.queens(), real.queens(), "n = {n}, step {at}");
                    let mut outside_now = false;
                    for r in 0..real.row().map_or(1, |r| r + 1) {
                        assert_eq!(y.row_bits(r), real.row_bits(r), "n = {n}, step {at}");
                        outside_now |= y.raw_bits(r).left & !real.mask() != 0;
                    }
                    assert_eq!(*y == real, !outside_now, "n = {n}, step {at}");
                    outside |= outside_now;
                    if event.is_none() {
                        let report = report.expect("both ended");
                        assert!(report.matches(), "n = {n}: {report:?}");
                        break;
                    }
                }
                assert_eq!(outside, !masked && n > 1, "n = {n}");
            }
        }
    }

    /// The five typical wrong answers: step, blank, hint, and the real
    /// stepper's state at that step is the one compared.
    #[test]
    fn five_wrong_answers_diverge_at_their_first_differing_step() {
        let cases = [
            (
                with(Blank::Bitmap, "mask & (left|down|right)"),
                2,
                Blank::Bitmap,
                Hint::BitmapNotNegated,
            ),
            (
                with(Blank::Bit, "bitmap & bitmap"),
                1,
                Blank::Bit,
                Hint::BitSeveral,
            ),
            (
                with(Blank::Left, "left << 1"),
                2,
                Blank::Left,
                Hint::ForgotBit(Blank::Left),
            ),
            (
                with(Blank::Right, "(right|bit) << 1"),
                2,
                Blank::Right,
                Hint::WrongWay(Blank::Right),
            ),
            (
                with(Blank::Down, "down"),
                2,
                Blank::Down,
                Hint::ForgotBit(Blank::Down),
            ),
        ];
        for (blanks, step, blank, hint) in cases {
            let r = run(8, &blanks);
            assert!(!r.matches(), "{blanks:?}");
            let d = r.divergence.expect("a divergence");
            assert_eq!((d.step, d.blank, d.hint), (step, blank, hint), "{blanks:?}");
            assert_ne!(d.yours, d.expected);
            // The real state is the stepper's after `step` events.
            let mut real = Stepper::new(8);
            for _ in 0..step {
                real.next();
            }
            assert_eq!(d.real.current_bits(), real.current_bits());
            assert_eq!(d.real_event, real.last_event());
        }
        // bitmap & bitmap: the whole bitmap (0b11111111) for one queen.
        let d = run(8, &with(Blank::Bit, "bitmap & bitmap"))
            .divergence
            .unwrap();
        assert_eq!((d.yours, d.expected), (255, 1));
    }

    #[test]
    fn later_divergences_are_found_at_their_step() {
        // `right >> 1`: right is 0 until a queen's right diagonal matters.
        let blanks = with(Blank::Right, "right >> 1");
        let d = run(8, &blanks).divergence.unwrap();
        // Independently: the first Descend whose real right is not 0.
        let mut real = Stepper::new(8);
        let step = loop {
            let e = real.next().unwrap();
            if matches!(e, Event::Descend { .. }) && real.current_bits().right != 0 {
                break real.counters().steps;
            }
        };
        assert_eq!((d.step, d.blank), (step, Blank::Right));
        assert_eq!(d.hint, Hint::ForgotBit(Blank::Right));
        // Other hints from values.
        let hint = |b, t: &str| run(8, &with(b, t)).divergence.unwrap().hint;
        assert_eq!(
            hint(Blank::Bitmap, "~(left|down|right)"),
            Hint::BitmapOutside
        );
        let right = Attacks {
            right: true,
            ..Attacks::default()
        };
        assert_eq!(
            hint(Blank::Bitmap, "mask & ~(left|down)"),
            Hint::BitmapIgnores(right)
        );
        assert!(matches!(
            hint(Blank::Bitmap, "0"),
            Hint::BitmapMisses { n: 8, .. }
        ));
        assert_eq!(hint(Blank::Bit, "256"), Hint::BitNotCandidate);
        assert_eq!(hint(Blank::Bit, "bitmap & 128"), Hint::BitNotLowest);
        assert_eq!(hint(Blank::Bit, "0"), Hint::BitZero);
        assert_eq!(
            hint(Blank::Left, "(left|bit) >> 1"),
            Hint::WrongWay(Blank::Left)
        );
        assert_eq!(hint(Blank::Left, "left|bit"), Hint::NotShifted(Blank::Left));
        assert_eq!(
            hint(Blank::Down, "(down|bit) << 1"),
            Hint::WrongWay(Blank::Down)
        );
        assert_eq!(
            hint(Blank::Right, "right|bit"),
            Hint::NotShifted(Blank::Right)
        );
        assert_eq!(hint(Blank::Down, "down|bit|1"), Hint::Differs(Blank::Down));
    }

    /// The typical slip: `mask & ~(left|down)` (right forgotten) is told
    /// it keeps the squares `right` attacks, not that `~` is missing; each
    /// attack left out is named, from the values, on every board.
    #[test]
    fn a_bitmap_that_leaves_out_an_attack_is_told_which() {
        let set = |left, down, right| Attacks { left, down, right };
        let cases = [
            ("mask & ~(left|down)", set(false, false, true)),
            ("mask & ~(down|right)", set(true, false, false)),
            ("mask & ~(left|right)", set(false, true, false)),
            ("mask & ~(right | left)", set(false, true, false)),
            ("~down & mask & ~left", set(false, false, true)),
            ("mask & ~left", set(false, true, true)),
            ("mask", set(true, true, true)),
        ];
        for n in 4..=10 {
            for (text, left_out) in cases {
                let d = run(n, &with(Blank::Bitmap, text)).divergence.unwrap();
                assert_eq!(d.blank, Blank::Bitmap, "n = {n}, {text}");
                assert_eq!(d.hint, Hint::BitmapIgnores(left_out), "n = {n}, {text}");
                // What the hint names is in the values shown: the kept
                // squares are attacked by what was left out, and by
                // nothing else.
                let r = d.real.current_bits();
                let kept = d.yours & !d.expected;
                assert_ne!(kept, 0);
                assert_eq!(kept & !left_out.or(&names(r)), 0, "n = {n}, {text}");
            }
        }
        // From the values at the step alone, where no slip fits: the
        // squares kept and the attacks that hold them.
        let d = run(8, &with(Blank::Bitmap, "mask & ~(left|bit|right)"))
            .divergence
            .unwrap();
        let Hint::BitmapKeeps { by, squares, n: 8 } = d.hint else {
            panic!("{:?}", d.hint)
        };
        assert_eq!(by.blanks(), [Blank::Down]);
        assert_eq!(squares, d.yours & !d.expected);
        // A free square lost.
        let d = run(8, &with(Blank::Bitmap, "mask & ~(left|down|right) & ~1"))
            .divergence
            .unwrap();
        assert_eq!(d.hint, Hint::BitmapMisses { squares: 1, n: 8 });
    }

    fn names(b: RowBits) -> Env {
        crate::domain::stepper::rows::names_of(b)
    }

    /// `left` without `& mask` keeps 1s outside the board and matches; the
    /// report says so, so that the page can say why that is fine.
    #[test]
    fn a_left_without_the_mask_is_reported() {
        let r = run(8, &right());
        assert!(r.matches());
        assert_eq!(r.outside.blanks(), [Blank::Left]);
        let r = run(8, &with(Blank::Left, "((left | bit) << 1) & mask"));
        assert!(r.matches());
        assert_eq!(r.outside, Attacks::default());
    }

    /// The runaway notice ("a search that never ends, or one that never
    /// removes its candidates") only where it is true: a `bit` that removes
    /// nothing from `bitmap` (0, or a square not in it); a `bitmap` that
    /// keeps attacked squares, or a wrong attack, also hits the limit from
    /// n = 8 on, but its search would end, and the first difference says
    /// why.
    #[test]
    fn the_runaway_notice_is_only_for_a_loop_that_removes_nothing() {
        for n in [6, 8, 10] {
            for (blank, text) in [
                (Blank::Bit, "1"),
                (Blank::Bit, "0"),
                (Blank::Bit, "bitmap & ~bitmap"),
            ] {
                let r = run(n, &with(blank, text));
                assert!(matches!(r.end, End::StepLimit(_)), "n = {n}, {text}");
                assert!(r.unremoved && r.runaway(), "n = {n}, {text}");
            }
            for (blank, text) in [
                (Blank::Bitmap, "mask & ~(left|down)"),
                (Blank::Bitmap, "mask & (left|down|right)"),
                (Blank::Bitmap, "~(left|down|right)"),
                (Blank::Left, "left << 1"),
                (Blank::Down, "down"),
                (Blank::Right, "(right|bit) << 1"),
                (Blank::Bit, "bitmap"),
            ] {
                let r = run(n, &with(blank, text));
                assert!(!r.unremoved && !r.runaway(), "n = {n}, {text}: {:?}", r.end);
                if n >= 8 && blank != Blank::Bit {
                    assert!(matches!(r.end, End::StepLimit(_)), "n = {n}, {text}");
                    assert!(r.divergence.is_some(), "n = {n}, {text}");
                }
            }
            // The right answers: nothing to say.
            assert!(!run(n, &right()).runaway());
        }
    }

    #[test]
    fn runaways_stop_at_the_limit_and_shifts_past_31_at_their_step() {
        // `bit = 1`: bitmap ^= 1 never empties bitmap: a loop without end.
        let r = run(6, &with(Blank::Bit, "1"));
        let mut real = Stepper::new(6);
        real.run_to_end();
        let limit = LIMIT_FACTOR * real.counters().steps + LIMIT_SLACK;
        assert_eq!(r.end, End::StepLimit(limit));
        assert_eq!(r.steps, limit);
        assert!(!r.matches());
        // `left << bit` shifts by up to 2^7 at n = 8.
        let r = run(8, &with(Blank::Left, "(left|bit) << bit"));
        let End::Error { step, blank, error } = r.end else {
            panic!("{:?}", r.end)
        };
        assert_eq!((blank, error.at), (Blank::Left, 11));
        assert!(error.amount >= 32);
        assert!(step > 2);
        // Stopping by hand still gives the real count.
        let mut run = Run::new(8, compile(&with(Blank::Bit, "1")).unwrap());
        assert!(run.advance(100).is_none());
        let r = run.stop();
        assert_eq!((r.end, r.expected, r.steps), (End::Stopped, 92, 100));
    }

    #[test]
    fn parse_errors_name_every_bad_blank() {
        let mut blanks = with(Blank::Left, "left <<");
        blanks.set(Blank::Down, "down | queen".into());
        let errors = compile(&blanks).unwrap_err();
        let at: Vec<(Blank, usize)> = errors.iter().map(|(b, e)| (*b, e.at)).collect();
        assert_eq!(at, [(Blank::Left, 7), (Blank::Down, 7)]);
    }

    #[test]
    fn blanks_survive_local_storage() {
        let b = with(Blank::Down, "down | bit  ");
        assert_eq!(Blanks::from_lines(&b.to_lines()), b);
        assert_eq!(Blanks::from_lines("junk\nwd=x=1"), {
            let mut e = Blanks::default();
            e.set(Blank::Down, "x=1".into());
            e
        });
    }

    #[test]
    fn binary_shows_ones_outside_the_board() {
        assert_eq!(binary(5, 4), "0101");
        assert_eq!(binary(0x1_00, 4), "100000000");
        assert_eq!(binary(0, 0), "0");
    }
}
