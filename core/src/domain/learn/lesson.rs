//! The guided lesson: stops in the order the seeds teach the algorithm, each
//! a real moment of the search. No step number is typed by hand: every stop
//! is found by stepping the solver until the moment it talks about (the first
//! Place, the first Descend whose `right` is not 0, the step that completes
//! `4 2 0 3 1`, …), so the texts' numbers always come from the state.

use crate::domain::learn::quiz::Range;
use crate::domain::stepper::machine::StepperN;
use solver::{Event, Stepper, Timeline};

/// A binary row of the stepper (the solver's list of them).
pub use solver::Row;

/// What a stop teaches, in the seeds' order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// The puzzle itself: n queens, none attacking another; what a queen
    /// attacks, and why the search needs three attack rows.
    Problem,
    /// A row of the board is a number of n bits; `mask` has all n set.
    RowIsANumber,
    /// The first queen: which square does `bit` take?
    QueenIsABit,
    /// `bitmap` holds the squares of the row still to try.
    Candidates,
    /// `down`: the columns taken above, unchanged from row to row.
    Down,
    /// `left`: diagonals moving one column to the left per row (`<< 1`).
    Left,
    /// `right`: diagonals moving one column to the right per row (`>> 1`).
    Right,
    /// `left | down | right`: every attacked square at once.
    Or,
    /// `mask & ~(left | down | right)`: the free squares.
    MaskAndNot,
    /// `bitmap & -bitmap`: the lowest candidate, by two's complement.
    LowestBit,
    /// `bitmap ^= bit`: the candidate is used up.
    Remove,
    /// The shifts that carry the attacks to the next row.
    NextRow,
    /// The seeds' worked example: `4 2 0 3 1` completes at the last row.
    Solution,
    /// A row with no candidate left: back up.
    Backtrack,
    /// The explicit stack gives the row above its remaining candidates back.
    Stack,
    /// A new row with no free square at all.
    DeadEnd,
    /// The same loop on the classic 8×8 board.
    EightQueens,
    /// The end of the search: what was counted, and where to go next.
    End,
}

impl Topic {
    /// The stop's `data-topic` (what an end-to-end test checks its text
    /// against).
    pub fn id(self) -> &'static str {
        match self {
            Topic::Problem => "problem",
            Topic::RowIsANumber => "row-is-a-number",
            Topic::QueenIsABit => "queen-is-a-bit",
            Topic::Candidates => "candidates",
            Topic::Down => "down",
            Topic::Left => "left",
            Topic::Right => "right",
            Topic::Or => "or",
            Topic::MaskAndNot => "mask-and-not",
            Topic::LowestBit => "lowest-bit",
            Topic::Remove => "remove",
            Topic::NextRow => "next-row",
            Topic::Solution => "solution",
            Topic::Backtrack => "backtrack",
            Topic::Stack => "stack",
            Topic::DeadEnd => "dead-end",
            Topic::EightQueens => "eight-queens",
            Topic::End => "end",
        }
    }
}

/// What the learner is asked to do at a stop: every task is something the
/// learner does and the page answers, never answered by the stop's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Take one step and watch `row` change.
    Step { watch: Row },
    /// Tap the column that `ask` names: `column`.
    Click { ask: Square, column: usize },
    /// Type the whole number that `ask` asks for: `answer`.
    Number { ask: Count, answer: u64 },
    /// Put `n` queens on the board by hand, none attacking another
    /// ([`super::puzzle`]).
    Puzzle,
}

/// Which square a click task asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Square {
    /// The square the next Place takes (`bitmap & -bitmap`).
    NextQueen,
    /// The column of bit `k` (column c is bit n-1-c).
    OfBit(usize),
    /// The one square of the row that `right` attacks.
    RightAttack,
}

/// What a number task asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// How many squares of the row are still to try (the 1s of `bitmap`).
    Candidates,
    /// How many squares of the row are attacked (the 1s of
    /// `left | down | right`).
    Attacked,
    /// `down | bit` in decimal, once every column holds a queen.
    Taken,
    /// The row a backtrack goes back to.
    BackTo,
    /// How many times the search went down a row: each queen placed either
    /// completes a solution or is followed by a Descend.
    Descends,
}

impl Count {
    /// What the answer is, for the range of the answers the task can have
    /// (`None`: a count of the whole search, with no bound to say).
    pub fn range(self) -> Option<Range> {
        match self {
            Count::Candidates | Count::Attacked => Some(Range::Squares),
            Count::Taken => Some(Range::Bits),
            Count::BackTo => Some(Range::Row),
            Count::Descends => None,
        }
    }
}

impl Task {
    /// The task's `data-task` (what an end-to-end test reads to check it).
    pub fn id(self) -> &'static str {
        match self {
            Task::Puzzle => "puzzle",
            Task::Step { .. } => "step",
            Task::Click { ask, .. } => match ask {
                Square::NextQueen => "next-queen",
                Square::OfBit(_) => "of-bit",
                Square::RightAttack => "right-attack",
            },
            Task::Number { ask, .. } => match ask {
                Count::Candidates => "candidates",
                Count::Attacked => "attacked",
                Count::Taken => "taken",
                Count::BackTo => "back-to",
                Count::Descends => "descends",
            },
        }
    }
}

/// One stop of the lesson: a moment of the search and what to look at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stop {
    pub topic: Topic,
    pub n: usize,
    pub step: u64,
    /// The bit rows this stop is about (the others are dimmed).
    pub rows: &'static [Row],
    pub task: Task,
    /// The last step the learner is shown at this stop: the stop's own,
    /// one past it once a next-queen square is found, and for a step task
    /// every step its text tells (the backtrack stop's text follows the
    /// search back up to a row with a candidate left: so do its steps).
    pub until: u64,
}

impl Stop {
    /// The steps of the same search that lie between stop `before`'s last
    /// moment shown ([`Stop::until`]) and this stop's, `(from, to)`: the
    /// learner was not shown them, so the stop says what they did
    /// ([`Since`]). `None` where this stop's moment was shown there (or is
    /// earlier: that stop says so), or where the board changes.
    pub fn unseen_since(&self, before: &Stop) -> Option<(u64, u64)> {
        (before.n == self.n && self.step > before.until).then_some((before.until, self.step))
    }

    /// The stop's board, for the links to the stepper (every stop's board
    /// is one the stepper takes: checked by the tests).
    pub fn board(&self) -> StepperN {
        StepperN::clamped(self.n)
    }
}

/// The board of most stops, and of the lesson's link to the search tree.
pub const LESSON_N: StepperN = match StepperN::of(5) {
    Some(n) => n,
    None => panic!("the lesson's board is one the stepper takes"),
};

/// What the learner did at a stop, kept while the page is open so that a
/// stop come back to (Previous, Back) is shown as it was left: answered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Work {
    /// The step shown (the stop's, or one past it after "Step once" or
    /// the right square of a next-queen task).
    pub step: Option<u64>,
    /// The squares clicked, in order.
    pub clicked: Vec<usize>,
    /// A number task's field, and its answer once judged.
    pub typed: String,
    pub judged: Option<crate::domain::learn::quiz::Judged>,
    /// The puzzle's board.
    pub puzzle: Option<crate::domain::learn::puzzle::Puzzle>,
}

impl Work {
    /// Is the stop's task done (its controls turned off)?
    pub fn done(&self, task: Task) -> bool {
        match task {
            Task::Click { column, .. } => self.clicked.contains(&column),
            Task::Number { .. } => self.judged == Some(crate::domain::learn::quiz::Judged::Right),
            Task::Step { .. } | Task::Puzzle => false,
        }
    }
}

/// What the search did over a range of steps the learner was not shown,
/// counted from the solver's events ([`Since::of`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Since {
    /// The first step and the last (`from` excluded, `to` included).
    pub from: u64,
    pub to: u64,
    /// Queens placed, rows gone down, backtracks.
    pub placed: u64,
    pub descents: u64,
    pub backtracks: u64,
    /// Each solution completed: its number and its columns, row by row.
    pub solutions: Vec<(u64, Vec<usize>)>,
}

impl Since {
    /// The events of the search on `n` from step `from` to step `to`.
    pub fn of(n: usize, (from, to): (u64, u64)) -> Since {
        let mut s = Timeline::new(n).seek(from);
        let mut since = Since {
            from,
            to,
            placed: 0,
            descents: 0,
            backtracks: 0,
            solutions: Vec::new(),
        };
        while s.counters().steps < to {
            match s.next() {
                Some(Event::Place { solution, .. }) => {
                    since.placed += 1;
                    if solution {
                        since.solutions.push((s.counters().solutions, s.queens()));
                    }
                }
                Some(Event::Descend { .. }) => since.descents += 1,
                Some(Event::Backtrack { .. }) => since.backtracks += 1,
                None => break,
            }
        }
        since
    }
}

/// What a step task's status reports of one step ([`watched`]): the
/// watched row's value before the step and after it, read in one row of
/// the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Watched {
    /// The board's row it is read in where the step went back up to it (a
    /// Backtrack), `None` where it is the row the search is in.
    pub row: Option<usize>,
    pub before: u32,
    pub after: u32,
}

/// What the step from `before` to `after` did to the row `watch`: the
/// current row's value before and after (a Place changes the row's own; a
/// Descend carries the rows down to the new row). A Backtrack is read in
/// the row it goes back to, whose stack entry it takes up again less its
/// queen (lifted): the row's own `bit` before and after, the queen's bit
/// then 0 at every step back, where the current rows would read 0 → 0 from
/// the second (the row left had no queen either).
pub fn watched(watch: Row, before: &Stepper, after: &Stepper) -> Watched {
    match (after.last_event(), after.row()) {
        (Some(Event::Backtrack { .. }), Some(up)) => Watched {
            row: Some(up),
            before: before.row_bits(up).get(watch),
            after: after.row_bits(up).get(watch),
        },
        _ => Watched {
            row: None,
            before: watch.value(before),
            after: watch.value(after),
        },
    }
}

/// How many backtracks the search takes in a row from `s`: up to a row
/// with a candidate left, or to its end. What the backtrack stop's text
/// tells and its steps show.
pub fn backtracks_ahead(s: &Stepper) -> u64 {
    let mut t = s.clone();
    let mut k = 0;
    while let Some(Event::Backtrack { .. }) = t.next() {
        k += 1;
        let row = t.row().unwrap_or(0);
        if t.is_finished() || t.row_bits(row).bitmap != 0 {
            break;
        }
    }
    k
}

/// A wrong number that a typical slip explains (the feedback says what the
/// number typed is: [`super::texts::slip_feedback`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slip {
    /// The row's value read as a decimal number, where its 1s are counted.
    Decimal(Row),
    /// The 1s of `left`, `down` and `right` added up: a square two of them
    /// attack counted twice.
    CountedTwice,
    /// The number of queens, where the value of `down | bit` is asked.
    QueensNotValue,
    /// The row the search is in, not the one a backtrack goes back to.
    RowNow,
    /// Every queen placed, the solutions not taken away.
    Placements,
}

/// The slip that explains `typed`, a wrong answer to the number task `ask`
/// (whose answer is `answer`) at the stop's moment `s`, if one does (worked
/// out from the moment, as the answer is).
pub fn slip((ask, answer): (Count, u64), s: &Stepper, typed: u64) -> Option<Slip> {
    let b = s.current_bits();
    let ones = |v: u32| u64::from(v.count_ones());
    let slip = match ask {
        Count::Candidates => (typed == u64::from(b.bitmap)).then_some(Slip::Decimal(Bitmap)),
        Count::Attacked if typed == u64::from(b.attacks) => Some(Slip::Decimal(Attacks)),
        Count::Attacked => {
            (typed == ones(b.left) + ones(b.down) + ones(b.right)).then_some(Slip::CountedTwice)
        }
        Count::Taken => (typed == s.queens().len() as u64).then_some(Slip::QueensNotValue),
        Count::BackTo => (Some(typed) == s.row().map(|r| r as u64)).then_some(Slip::RowNow),
        Count::Descends => {
            let mut rest = s.clone();
            while rest.next().is_some() {}
            (typed == rest.counters().placements).then_some(Slip::Placements)
        }
    };
    // A slip that gives the right answer is no slip.
    slip.filter(|_| typed != answer)
}

/// Whether the lesson, shown up to stop `k` (from 1) of `all`, has
/// explained `topic` (at that stop or before).
pub fn taught(all: &[Stop], k: usize, topic: Topic) -> bool {
    all[..k.min(all.len())].iter().any(|s| s.topic == topic)
}

/// The number task `ask` at the moment `s`, with its answer.
fn count_task(ask: Count, s: &Stepper) -> Task {
    let b = s.current_bits();
    let c = s.counters();
    let answer = match ask {
        Count::Candidates => b.bitmap.count_ones().into(),
        Count::Attacked => (b.left | b.down | b.right).count_ones().into(),
        Count::Taken => (b.down | b.bit).into(),
        Count::BackTo => s.row().expect("live").saturating_sub(1) as u64,
        Count::Descends => c.placements - c.solutions,
    };
    Task::Number { ask, answer }
}

use Row::*;

/// The first step of `n`, at or after step `from`, whose state satisfies
/// `at`. Panics if there is none (a lesson stop that does not exist).
fn first(n: usize, from: u64, at: impl Fn(&Stepper) -> bool) -> u64 {
    let mut s = Stepper::new(n);
    while s.counters().steps < from {
        s.next();
    }
    loop {
        if at(&s) {
            return s.counters().steps;
        }
        assert!(s.next().is_some(), "no such moment for n = {n}");
    }
}

fn last_is_place(s: &Stepper) -> bool {
    matches!(s.last_event(), Some(Event::Place { .. }))
}

fn last_is_descend(s: &Stepper) -> bool {
    matches!(s.last_event(), Some(Event::Descend { .. }))
}

/// The column the next Place of `s` takes (the lowest bit of `bitmap`).
pub fn next_column(s: &Stepper) -> Option<usize> {
    let bitmap = s.current_bits().bitmap;
    (bitmap != 0 && !s.descend_pending() && !s.is_finished())
        .then(|| solver::column_of(bitmap & bitmap.wrapping_neg(), s.n()))
}

/// How many stops [`stops`] gives (for the app state, which clamps a
/// `?stop=` to it without finding them).
pub const STOP_COUNT: usize = 18;

/// What each stop teaches, stop k at k - 1 (what [`stops`] finds, without
/// the search: the document's title names a stop, in the shell's wasm).
pub const TOPICS: [Topic; STOP_COUNT] = [
    Topic::Problem,
    Topic::RowIsANumber,
    Topic::QueenIsABit,
    Topic::Candidates,
    Topic::Down,
    Topic::Left,
    Topic::Right,
    Topic::Or,
    Topic::MaskAndNot,
    Topic::LowestBit,
    Topic::Remove,
    Topic::NextRow,
    Topic::Solution,
    Topic::Backtrack,
    Topic::Stack,
    Topic::DeadEnd,
    Topic::EightQueens,
    Topic::End,
];

/// The lesson's stops, found in the search itself.
pub fn stops() -> Vec<Stop> {
    const N: usize = LESSON_N.get();
    let stop = |topic, n, step: u64, rows, task| Stop {
        topic,
        n,
        step,
        rows,
        task,
        until: match task {
            Task::Click {
                ask: Square::NextQueen,
                ..
            } => step + 1,
            Task::Step { .. } => step + backtracks_ahead(&Timeline::new(n).seek(step)).max(1),
            _ => step,
        },
    };
    let at = |step| Timeline::new(N).seek(step);
    let click = |step| Task::Click {
        ask: Square::NextQueen,
        column: next_column(&at(step)).expect("a Place comes next"),
    };
    let count = |n: usize, step, ask| count_task(ask, &Timeline::new(n).seek(step));
    // Bit 3 of a 5-bit row: column 1 (not the text's own example, bit 0).
    let of_bit = Task::Click {
        ask: Square::OfBit(3),
        column: N - 1 - 3,
    };
    // The first queen, and the Descend below it.
    let placed = first(N, 0, last_is_place);
    // The first Place whose row has more than one candidate left to choose
    // from (so that "the lowest bit" is a real choice), and the Descend
    // before it.
    let choice = first(N, 1, |s| {
        last_is_descend(s) && s.current_bits().bitmap.count_ones() > 1
    });
    // The first new row that a `right` attack reaches.
    let right = first(N, 0, |s| last_is_descend(s) && s.current_bits().right != 0);
    // A Descend whose `left` loses a bit past the left edge.
    let shift = first(N, 0, |s| {
        last_is_descend(s) && {
            let row = s.row().expect("live");
            let above = s.row_bits(row - 1);
            (above.left | above.bit) & (1 << (N - 1)) != 0
        }
    });
    let solution = first(N, 0, |s| s.counters().solutions == 1);
    let backtrack = first(N, solution, |s| {
        matches!(s.last_event(), Some(Event::Backtrack { .. }))
    });
    // Back in a row that still has a candidate: the stack kept it.
    let stack = first(N, 0, |s| {
        matches!(s.last_event(), Some(Event::Backtrack { row }) if row > 0)
            && s.current_bits().bitmap != 0
    });
    let dead_end = first(N, 0, |s| last_is_descend(s) && s.current_bits().bitmap == 0);
    let eight = Timeline::new(8)
        .solution(1)
        .expect("8 queens has solutions")
        .counters()
        .steps;
    // The last solution of 8 queens: the board the search ends on is
    // empty, so the end is told at the last full board.
    let end = Timeline::new(8).total_steps();
    let all = Timeline::new(8).seek(end).counters().solutions;
    let last = Timeline::new(8)
        .solution(all)
        .expect("8 queens has solutions")
        .counters()
        .steps;
    vec![
        // The puzzle on the smallest board with a solution.
        stop(Topic::Problem, 4, 0, &[], Task::Puzzle),
        stop(Topic::RowIsANumber, N, 0, &[Mask, Bitmap], of_bit),
        stop(Topic::QueenIsABit, N, 0, &[Bitmap, Bit], click(0)),
        stop(
            Topic::Candidates,
            N,
            placed,
            &[Bitmap, Bit],
            count(N, placed, Count::Candidates),
        ),
        stop(Topic::Down, N, placed, &[Down], Task::Step { watch: Down }),
        stop(
            Topic::Left,
            N,
            choice + 1,
            &[Left],
            Task::Step { watch: Left },
        ),
        stop(
            Topic::Right,
            N,
            right,
            &[Right],
            Task::Click {
                ask: Square::RightAttack,
                column: solver::column_of(at(right).current_bits().right, N),
            },
        ),
        stop(
            Topic::Or,
            N,
            right,
            &[Left, Down, Right, Attacks],
            count(N, right, Count::Attacked),
        ),
        stop(
            Topic::MaskAndNot,
            N,
            right,
            &[Attacks, Mask, Bitmap],
            click(right),
        ),
        stop(Topic::LowestBit, N, choice, &[Bitmap, Bit], click(choice)),
        stop(
            Topic::Remove,
            N,
            choice + 1,
            &[Bitmap, Bit],
            count(N, choice + 1, Count::Candidates),
        ),
        stop(
            Topic::NextRow,
            N,
            shift - 1,
            &[Left, Down, Right],
            Task::Step { watch: Left },
        ),
        stop(
            Topic::Solution,
            N,
            solution,
            &[Down, Bit],
            count(N, solution, Count::Taken),
        ),
        stop(
            Topic::Backtrack,
            N,
            backtrack - 1,
            &[Bitmap, Bit],
            Task::Step { watch: Bit },
        ),
        stop(Topic::Stack, N, stack, &[Bitmap, Bit], click(stack)),
        stop(
            Topic::DeadEnd,
            N,
            dead_end,
            &[Left, Down, Right, Attacks, Bitmap],
            count(N, dead_end, Count::BackTo),
        ),
        stop(
            Topic::EightQueens,
            8,
            eight,
            &[Down, Bit],
            count(8, eight, Count::Taken),
        ),
        stop(
            Topic::End,
            8,
            last,
            // The question counts over the whole search: no one row holds
            // its answer.
            &[],
            count(8, end, Count::Descends),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stop_s_board_is_one_the_stepper_takes() {
        for stop in stops() {
            assert_eq!(stop.board().get(), stop.n, "{:?}", stop.topic);
        }
    }
    use solver::RowBits;

    fn state(stop: &Stop) -> Stepper {
        Timeline::new(stop.n).seek(stop.step)
    }

    fn of(topic: Topic) -> (Stop, Stepper) {
        let stop = *stops().iter().find(|s| s.topic == topic).unwrap();
        (stop, state(&stop))
    }

    /// The rows a stop points at hold what its question asks about; a
    /// question about the whole search points at no row (not "look at down
    /// and bit" for a count of the whole search).
    #[test]
    fn a_stop_points_at_the_rows_its_question_reads() {
        use crate::domain::learn::texts::rows_note;
        use crate::i18n::Lang;
        for stop in stops() {
            let Task::Number { ask, .. } = stop.task else {
                continue;
            };
            let read: &[Row] = match ask {
                Count::Candidates => &[Bitmap],
                Count::Attacked => &[Attacks],
                Count::Taken => &[Down, Bit],
                Count::BackTo => &[Bitmap],
                Count::Descends => &[],
            };
            assert!(
                read.iter().all(|r| stop.rows.contains(r)),
                "{:?}",
                stop.topic
            );
            if read.is_empty() {
                assert!(stop.rows.is_empty(), "{:?}", stop.topic);
                let en = rows_note(Lang::En, stop.rows);
                let ja = rows_note(Lang::Ja, stop.rows);
                assert!(
                    en.contains("whole search") && !en.contains("about the rows"),
                    "{en}"
                );
                assert!(ja.contains("探索全体") && !ja.contains("の行です"), "{ja}");
            }
        }
    }

    #[test]
    fn the_lesson_has_12_to_20_stops_in_the_seeds_order() {
        let all = stops();
        assert!((12..=20).contains(&all.len()));
        assert_eq!(all.len(), STOP_COUNT);
        assert_eq!(all.iter().map(|s| s.topic).collect::<Vec<_>>(), TOPICS);
        // The puzzle first, then the bits.
        assert_eq!(all[0].topic, Topic::Problem);
        assert_eq!(all[1].topic, Topic::RowIsANumber);
        assert_eq!(all.last().unwrap().topic, Topic::End);
        // The 5×5 stops go forward through one search, as the seeds do.
        let five: Vec<u64> = all.iter().filter(|s| s.n == 5).map(|s| s.step).collect();
        assert!(
            five.first() == Some(&0) && five.iter().all(|&k| k < 60),
            "{five:?}"
        );
    }

    #[test]
    fn each_stop_shows_the_moment_its_text_talks_about() {
        // Row 0 at the start: every square of the row is a candidate.
        let (_, s) = of(Topic::RowIsANumber);
        assert_eq!((s.counters().steps, s.current_bits().bitmap), (0, 0b11111));
        // The first queen takes the rightmost square: bit 00001, column 4.
        let (stop, s) = of(Topic::QueenIsABit);
        assert_eq!(
            stop.task,
            Task::Click {
                ask: Square::NextQueen,
                column: 4
            }
        );
        assert_eq!(next_column(&s), Some(4));
        let (_, s) = of(Topic::Candidates);
        assert_eq!(s.queens(), vec![4]);
        assert_eq!(s.current_bits().bitmap, 0b11110);
        // One step later, down of row 1 is the queen's bit.
        let (_, mut s) = of(Topic::Down);
        s.next();
        assert_eq!((s.row(), s.current_bits().down), (Some(1), 0b00001));
        // left moves each queen's diagonal one column to the left.
        let (_, mut s) = of(Topic::Left);
        let above = s.current_bits();
        s.next();
        assert_eq!(s.last_event(), Some(Event::Descend { row: 2 }));
        assert_eq!(
            s.current_bits().left,
            ((above.left | above.bit) << 1) & 0b11111
        );
        assert_eq!(s.current_bits().left, 0b01100);
        // right: the first row that a right attack reaches.
        let (_, s) = of(Topic::Right);
        assert_eq!(s.current_bits().right, 0b00010);
        let b = s.current_bits();
        assert_eq!(b.attacks, 0b01111);
        assert_eq!(b.bitmap, 0b10000);
        // The lowest of several candidates: 11100 gives 00100, column 2.
        let (stop, s) = of(Topic::LowestBit);
        assert_eq!(s.current_bits().bitmap, 0b11100);
        assert_eq!(
            stop.task,
            Task::Click {
                ask: Square::NextQueen,
                column: 2
            }
        );
        let (_, s) = of(Topic::Remove);
        assert_eq!(
            (s.current_bits().bitmap, s.current_bits().bit),
            (0b11000, 0b00100)
        );
        // The next row: a bit of left falls off the left edge.
        let (_, mut s) = of(Topic::NextRow);
        s.next();
        assert!(last_is_descend(&s));
        assert_eq!(s.current_bits().left, 0b11000);
        // The seeds' example completes at step 9.
        let (stop, s) = of(Topic::Solution);
        assert_eq!(stop.step, 9);
        assert_eq!(s.queens(), vec![4, 2, 0, 3, 1]);
        assert!(matches!(
            s.last_event(),
            Some(Event::Place { solution: true, .. })
        ));
        // The next step backtracks from the last row.
        let (_, mut s) = of(Topic::Backtrack);
        assert_eq!(s.current_bits().bitmap, 0);
        s.next();
        assert_eq!(s.last_event(), Some(Event::Backtrack { row: 4 }));
        let (stop, s) = of(Topic::Stack);
        assert!(matches!(s.last_event(), Some(Event::Backtrack { .. })));
        let Task::Click { column, .. } = stop.task else {
            panic!()
        };
        let mut next = s.clone();
        next.next();
        assert_eq!(next.queens().last(), Some(&column));
        let (_, s) = of(Topic::DeadEnd);
        assert!(last_is_descend(&s) && s.current_bits().bitmap == 0);
        assert_eq!(s.current_bits().attacks, 0b11111);
        // 8 queens: the first solution, then the end of the search.
        let (_, s) = of(Topic::EightQueens);
        assert_eq!(s.counters().solutions, 1);
        assert_eq!(s.queens(), vec![7, 3, 0, 2, 5, 1, 6, 4]);
        // The last solution: no other follows, but the search goes on.
        let (_, s) = of(Topic::End);
        assert_eq!(s.counters().solutions, 92);
        assert_eq!(s.queens(), vec![0, 4, 7, 5, 2, 6, 1, 3]);
        let mut rest = s.clone();
        while rest.next().is_some() {}
        assert_eq!(rest.counters().solutions, 92);
        assert!(rest.counters().placements > s.counters().placements);
    }

    /// The claim each stop's text makes about its state, checked with the
    /// operation the text names (not with the stepper's own fields that the
    /// text prints): a stop found one step off says something false here.
    /// Exhaustive over [`Topic`], so a new stop needs its claim.
    #[test]
    fn every_stop_state_is_the_one_its_topic_describes() {
        let all = stops();
        let ids: std::collections::HashSet<_> = all.iter().map(|s| s.topic.id()).collect();
        assert_eq!(ids.len(), all.len(), "one id per topic");
        for stop in all {
            let s = state(&stop);
            let (n, b, mask) = (stop.n, s.current_bits(), s.mask());
            let at = format!("{:?} at n = {n}, step {}", stop.topic, stop.step);
            assert_eq!(s.counters().steps, stop.step, "{at}");
            let row = s.row();
            let mut next = s.clone();
            let event = next.next();
            let after = next.current_bits();
            // The row was just entered: its attacks are those of the row
            // above moved down one row, and its candidates every square
            // they leave free.
            let entered = || {
                let Some(Event::Descend { row: r }) = s.last_event() else {
                    panic!(
                        "{at}: the row was just entered (last event {:?})",
                        s.last_event()
                    );
                };
                assert_eq!(Some(r), row, "{at}");
                let up = s.row_bits(r - 1);
                assert_eq!(b.left, ((up.left | up.bit) << 1) & mask, "{at}: left");
                assert_eq!(b.down, up.down | up.bit, "{at}: down");
                assert_eq!(b.right, (up.right | up.bit) >> 1, "{at}: right");
                assert_eq!(
                    b.attacks,
                    b.left | b.down | b.right,
                    "{at}: left | down | right"
                );
                assert_eq!(
                    b.bitmap,
                    mask & !(b.left | b.down | b.right),
                    "{at}: mask & ~(…)"
                );
            };
            // A queen was just placed: `bit` is the lowest candidate the row
            // had, and `bitmap ^= bit` removed it.
            let placed = || {
                let Some(Event::Place { row: r, bit, .. }) = s.last_event() else {
                    panic!(
                        "{at}: a queen was just placed (last event {:?})",
                        s.last_event()
                    );
                };
                let before = b.bitmap | bit;
                assert_eq!((Some(r), b.bit), (row, bit), "{at}");
                assert_eq!(
                    bit,
                    before & before.wrapping_neg(),
                    "{at}: bitmap & -bitmap"
                );
                assert_eq!(b.bitmap, before ^ bit, "{at}: bitmap ^= bit");
                assert!(s.descend_pending() || s.counters().solutions > 0, "{at}");
            };
            // The next step places the lowest candidate of `bitmap`.
            let place_next = || {
                let lowest = b.bitmap & b.bitmap.wrapping_neg();
                assert!(lowest != 0, "{at}: candidates left");
                assert!(
                    matches!(event, Some(Event::Place { bit, .. }) if bit == lowest),
                    "{at}: {event:?}"
                );
                if let Task::Click {
                    ask: Square::NextQueen,
                    column,
                } = stop.task
                {
                    assert_eq!(
                        column,
                        solver::column_of(lowest, n),
                        "{at}: the column to click"
                    );
                }
            };
            // The next step goes down and carries the attacks with it.
            let descend_next = || {
                assert_eq!(
                    event,
                    Some(Event::Descend {
                        row: row.unwrap() + 1
                    }),
                    "{at}"
                );
                assert_eq!(after.left, ((b.left | b.bit) << 1) & mask, "{at}");
                assert_eq!(after.down, b.down | b.bit, "{at}");
                assert_eq!(after.right, (b.right | b.bit) >> 1, "{at}");
            };
            match stop.topic {
                Topic::Problem => {
                    // The puzzle comes before any step: the empty board.
                    assert_eq!((s.last_event(), row), (None, Some(0)), "{at}");
                    assert_eq!(stop.task, Task::Puzzle, "{at}");
                }
                Topic::RowIsANumber | Topic::QueenIsABit => {
                    // The start: row 0, every column a candidate.
                    assert_eq!((s.last_event(), row), (None, Some(0)), "{at}");
                    assert_eq!((mask, b.bitmap), (u32::MAX >> (32 - n), mask), "{at}");
                    place_next();
                }
                Topic::Candidates => {
                    placed();
                    assert!(b.bitmap.count_ones() >= 1, "{at}: other squares left");
                }
                Topic::Down | Topic::Left => {
                    placed();
                    descend_next();
                }
                Topic::Right => {
                    entered();
                    assert_ne!(b.right, 0, "{at}: a right attack reaches the row");
                }
                Topic::Or | Topic::MaskAndNot | Topic::DeadEnd => {
                    entered();
                    if stop.topic == Topic::DeadEnd {
                        assert_eq!(
                            (b.attacks, b.bitmap),
                            (mask, 0),
                            "{at}: every square attacked"
                        );
                        assert!(matches!(event, Some(Event::Backtrack { .. })), "{at}");
                    }
                }
                Topic::LowestBit => {
                    assert!(b.bitmap.count_ones() > 1, "{at}: a real choice");
                    place_next();
                }
                Topic::Remove => placed(),
                Topic::NextRow => {
                    placed();
                    descend_next();
                    // `left | bit` reaches the left edge: one bit falls off.
                    assert_ne!((b.left | b.bit) & 1 << (n - 1), 0, "{at}");
                }
                Topic::Solution | Topic::EightQueens => {
                    placed();
                    assert!(matches!(
                        s.last_event(),
                        Some(Event::Place { solution: true, .. })
                    ));
                    assert_eq!((row, s.counters().solutions), (Some(n - 1), 1), "{at}");
                }
                Topic::Backtrack => {
                    assert_eq!(b.bitmap, 0, "{at}: no candidate left");
                    assert!(!s.descend_pending(), "{at}");
                    assert_eq!(event, Some(Event::Backtrack { row: row.unwrap() }), "{at}");
                    assert_eq!(next.row(), row.unwrap().checked_sub(1), "{at}");
                }
                Topic::Stack => {
                    // Back from the row below, with the candidates this row
                    // had when its queen went down.
                    let r = row.unwrap();
                    assert_eq!(
                        s.last_event(),
                        Some(Event::Backtrack { row: r + 1 }),
                        "{at}"
                    );
                    assert_ne!(b.bitmap, 0, "{at}");
                    let left_at = (0..stop.step)
                        .rev()
                        .map(|k| Timeline::new(n).seek(k))
                        .find(|t| matches!(t.last_event(), Some(Event::Place { row, .. }) if row == r))
                        .expect("the row's queen was placed before");
                    // Its queen was lifted on the way back up.
                    let left = RowBits {
                        bit: 0,
                        ..left_at.row_bits(r)
                    };
                    assert_eq!(left, b, "{at}: the row as it was left, less its queen");
                    place_next();
                }
                Topic::End => {
                    // A full board, the search's last: what follows never
                    // completes another row n - 1.
                    assert!(
                        matches!(s.last_event(), Some(Event::Place { solution: true, .. })),
                        "{at}"
                    );
                    assert!(event.is_some(), "{at}: the search goes on");
                    let mut rest = next.clone();
                    let later = std::iter::from_fn(|| rest.next())
                        .filter(|e| matches!(e, Event::Place { solution: true, .. }))
                        .count();
                    assert_eq!(later, 0, "{at}: the last solution");
                }
            }
        }
    }

    /// Each task's answer, worked out from the stop's state by the rule
    /// the task teaches (not by the code that set it), and never written in
    /// the stop's own text.
    #[test]
    fn every_task_has_the_answer_its_rule_gives_and_the_text_keeps_it() {
        use crate::domain::learn::texts::stop_body;
        use crate::i18n::Lang;
        let mut kinds = std::collections::HashSet::new();
        for stop in stops() {
            let s = state(&stop);
            let (n, b) = (stop.n, s.current_bits());
            let at = format!("{:?}", stop.topic);
            kinds.insert(stop.task.id());
            let said = |answer: String, square: bool| {
                for lang in [Lang::En, Lang::Ja] {
                    let text = stop_body(lang, stop.topic, &s);
                    let forms = if square {
                        [format!("column {answer}"), format!("列 {answer}")].to_vec()
                    } else {
                        [
                            format!("= {answer}"),
                            format!("({answer})"),
                            format!(": {answer}"),
                            format!("：{answer}"),
                        ]
                        .to_vec()
                    };
                    for form in forms {
                        // The form as a whole number (`= 1` is not in `= 11111`).
                        let whole = text.match_indices(&form).any(|(i, _)| {
                            !text[i + form.len()..].starts_with(|c: char| c.is_ascii_digit())
                        });
                        assert!(
                            !whole,
                            "{at}: the text gives the answer away ({form}): {text}"
                        );
                    }
                }
            };
            match stop.task {
                Task::Step { .. } | Task::Puzzle => {}
                Task::Click { ask, column } => {
                    // The square's own bit, read digit by digit from the left.
                    let digit = |v: u32, c: usize| v >> (n - 1 - c) & 1 == 1;
                    let want: Vec<usize> = (0..n)
                        .filter(|&c| match ask {
                            Square::NextQueen => {
                                digit(b.bitmap, c) && (c + 1..n).all(|d| !digit(b.bitmap, d))
                            }
                            Square::OfBit(k) => c + k == n - 1,
                            Square::RightAttack => digit(b.right, c),
                        })
                        .collect();
                    assert_eq!(want, vec![column], "{at}: one square, the one asked");
                    if ask != Square::NextQueen {
                        said(column.to_string(), true);
                    } else if b.bitmap.count_ones() > 1 {
                        // A real choice: the text does not compute it.
                        let lowest = b.bitmap & b.bitmap.wrapping_neg();
                        said(format!("{lowest:0n$b}"), false);
                    }
                }
                Task::Number { ask, answer } => {
                    let ones = |v: u32| (0..n).filter(|&c| v >> c & 1 == 1).count() as u64;
                    let want = match ask {
                        Count::Candidates => ones(b.bitmap),
                        Count::Attacked => ones(b.attacks),
                        Count::Taken => {
                            // Every column holds a queen: n ones.
                            assert_eq!(s.queens().len(), n, "{at}");
                            (1 << n) - 1
                        }
                        Count::BackTo => {
                            let mut next = s.clone();
                            next.next();
                            assert!(
                                matches!(next.last_event(), Some(Event::Backtrack { .. })),
                                "{at}"
                            );
                            next.row().unwrap() as u64
                        }
                        Count::Descends => Stepper::new(n)
                            .filter(|e| matches!(e, Event::Descend { .. }))
                            .count() as u64,
                    };
                    assert_eq!(answer, want, "{at}");
                    said(answer.to_string(), false);
                }
            }
        }
        assert!(kinds.len() >= 8, "a variety of tasks: {kinds:?}");
    }

    /// A step stop's steps reach every event its text tells, and no more:
    /// the backtrack stop's text follows the search up to the row with a
    /// candidate left, a paragraph for each row gone back to, and its steps
    /// end there, where the next stop starts.
    #[test]
    fn a_step_stop_steps_through_what_its_text_tells() {
        use crate::domain::learn::texts::stop_body;
        use crate::i18n::Lang;
        let all = stops();
        for (k, stop) in all.iter().enumerate() {
            if !matches!(stop.task, Task::Step { .. }) {
                continue;
            }
            let mut s = state(stop);
            let mut ups = Vec::new();
            while s.counters().steps < stop.until {
                if let Some(Event::Backtrack { row }) = s.next() {
                    ups.push(row - 1);
                }
            }
            if stop.topic != Topic::Backtrack {
                assert_eq!(
                    (stop.until, ups.len()),
                    (stop.step + 1, 0),
                    "{:?}",
                    stop.topic
                );
                continue;
            }
            let text = stop_body(Lang::En, stop.topic, &state(stop));
            let paragraphs: Vec<&str> = text.split("\n\n").collect();
            assert_eq!(paragraphs.len(), 2 + ups.len(), "{text}");
            for (said, up) in paragraphs[2..].iter().zip(&ups) {
                assert!(said.starts_with(&format!("Row {up} ")), "{said}");
            }
            assert!(paragraphs.last().unwrap().contains("still has"), "{text}");
            assert_ne!(s.current_bits().bitmap, 0);
            assert_eq!(all[k + 1].step, stop.until, "the next stop starts there");
        }
    }

    /// Every step a step stop takes ([`Stop::until`]) changes what its
    /// status reports: the backtrack stop's second and third steps once
    /// read `bit` 00000 → 00000 (the current row's, true but saying
    /// nothing).
    #[test]
    fn every_step_task_changes_the_row_it_asks_to_watch() {
        let mut steps = 0;
        for stop in stops() {
            if let Task::Step { watch } = stop.task {
                let mut s = state(&stop);
                while s.counters().steps < stop.until {
                    let before = s.clone();
                    s.next();
                    let seen = watched(watch, &before, &s);
                    let at = format!("{:?} step {}", stop.topic, s.counters().steps);
                    assert_ne!(seen.before, seen.after, "{at}: {seen:?}");
                    // Read in the row gone back to, or the row the search is in.
                    match s.last_event() {
                        Some(Event::Backtrack { row }) => {
                            assert_eq!(seen.row, Some(row - 1), "{at}");
                            assert_eq!(seen.before, before.row_bits(row - 1).get(watch), "{at}");
                        }
                        _ => assert_eq!(seen.row, None, "{at}"),
                    }
                    assert_eq!(seen.after, watch.value(&s), "{at}");
                    steps += 1;
                }
            }
        }
        assert!(steps > 4, "the backtrack stop's steps among them: {steps}");
    }
}
