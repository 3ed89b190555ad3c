//! The lab's watch mode as a state machine, pure: the flags (or
//! backtracking) search and the bitmap search side by side on small boards,
//! advanced together one placement at a time, by a step or by a timer.
//!
//! [`FlagsStepper`] tries the columns of a row from the right, as the bitmap
//! [`Stepper`] takes the lowest bit first, so the k-th successful test on
//! the left is the k-th `Place` on the right (see the stepper's docs). One
//! step here runs each side up to its next placement: the left side shows
//! every square it had to test on the way, the right side shows that the
//! bitmap went straight to the same square. Playing steps on a timer until
//! both searches end; playing a finished search starts it again.

use super::model::{attackers, Line};
use crate::domain::machine::{Machine, Tick, Timer};
use solver::methods::{FlagsEvent, FlagsStepper};
use solver::{Event as StepEvent, Stepper};

/// The time between two steps while playing.
pub const PLAY_MS: u32 = 700;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayMethod {
    Flags,
    Backtracking,
}

impl ArrayMethod {
    pub fn id(self) -> &'static str {
        match self {
            ArrayMethod::Flags => "flags",
            ArrayMethod::Backtracking => "backtracking",
        }
    }
}

/// A square tested by the array side in the last step, with the queens
/// above that attacked it (`(row, col, line)`; empty when it was free).
#[derive(Clone, Debug)]
pub struct Test {
    pub row: usize,
    pub col: usize,
    pub attackers: Vec<(usize, usize, Line)>,
}

#[derive(Clone)]
pub struct Watch {
    pub n: usize,
    pub method: ArrayMethod,
    pub arrays: FlagsStepper,
    pub bitmap: Stepper,
    pub placements: u64,
    /// Rows the bitmap reached with no free square.
    pub dead_ends: u64,
    /// What the last step did.
    pub tests: Vec<Test>,
    pub arrays_backtracks: u64,
    pub bitmap_backtracks: u64,
    /// `(row, bit, candidates before the bit was taken)`.
    pub placed: Option<(usize, u32, u32)>,
    pub started: bool,
    pub playing: bool,
}

impl Watch {
    pub fn new(n: usize, method: ArrayMethod) -> Watch {
        Watch {
            n,
            method,
            arrays: FlagsStepper::new(n),
            bitmap: Stepper::new(n),
            placements: 0,
            dead_ends: 0,
            tests: Vec::new(),
            arrays_backtracks: 0,
            bitmap_backtracks: 0,
            placed: None,
            started: false,
            playing: false,
        }
    }

    pub fn finished(&self) -> bool {
        self.arrays.is_finished() && self.bitmap.is_finished()
    }

    /// Both sides up to their next placement (or to the end).
    fn step(&mut self) {
        self.started = true;
        self.tests.clear();
        self.arrays_backtracks = 0;
        self.bitmap_backtracks = 0;
        self.placed = None;
        loop {
            let above = self.arrays.queens();
            match self.arrays.next() {
                Some(FlagsEvent::Try { row, col, ok, .. }) => {
                    let attackers = attackers(&above, row, col)
                        .into_iter()
                        .map(|(r, line)| (r, above[r], line))
                        .collect();
                    self.tests.push(Test {
                        row,
                        col,
                        attackers,
                    });
                    if ok {
                        break;
                    }
                }
                Some(FlagsEvent::Backtrack { .. }) => self.arrays_backtracks += 1,
                None => break,
            }
        }
        loop {
            match self.bitmap.next() {
                Some(StepEvent::Place { row, bit, .. }) => {
                    let candidates = self.bitmap.row_bits(row).bitmap | bit;
                    self.placed = Some((row, bit, candidates));
                    self.placements += 1;
                    break;
                }
                Some(StepEvent::Descend { row }) => {
                    if self.bitmap.row_bits(row).bitmap == 0 {
                        self.dead_ends += 1;
                    }
                }
                Some(StepEvent::Backtrack { .. }) => self.bitmap_backtracks += 1,
                None => break,
            }
        }
        if self.finished() {
            self.playing = false;
        }
    }
}

/// What happens to the watch mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    SetN(usize),
    SetMethod(ArrayMethod),
    Step,
    TogglePlay,
    Reset,
}

impl From<Tick> for Event {
    fn from(_: Tick) -> Event {
        Event::Step
    }
}

impl Machine for Watch {
    type Event = Event;
    type Command = Timer;

    fn handle(&mut self, event: Event) -> Vec<Timer> {
        let playing = self.playing;
        match event {
            Event::SetN(n) => *self = Watch::new(n, self.method),
            Event::SetMethod(m) => self.method = m,
            Event::Step => {
                if self.finished() {
                    self.playing = false;
                } else {
                    self.step();
                }
            }
            Event::TogglePlay => {
                if self.finished() {
                    *self = Watch::new(self.n, self.method);
                }
                self.playing = !playing;
            }
            Event::Reset => *self = Watch::new(self.n, self.method),
        }
        if self.playing == playing {
            return Vec::new();
        }
        vec![if self.playing {
            Timer::Every(PLAY_MS)
        } else {
            Timer::Off
        }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_places_one_queen_on_each_side() {
        let mut w = Watch::new(4, ArrayMethod::Flags);
        assert!(w.handle(Event::Step).is_empty());
        assert!(w.started);
        assert_eq!(w.placements, 1);
        assert_eq!(w.arrays.queens(), w.bitmap.queens());
        // The first square tried is free: one test, no attacker.
        assert_eq!(w.tests.len(), 1);
        assert!(w.tests[0].attackers.is_empty());
        assert_eq!(w.placed.map(|(row, _, _)| row), Some(0));
    }

    #[test]
    fn play_runs_a_timer_until_both_searches_end() {
        let mut w = Watch::new(4, ArrayMethod::Backtracking);
        assert_eq!(w.handle(Event::TogglePlay), vec![Timer::Every(PLAY_MS)]);
        let mut ticks = 0;
        let last = loop {
            ticks += 1;
            let commands = w.handle(Tick.into());
            if !commands.is_empty() || ticks > 1000 {
                break commands;
            }
        };
        assert_eq!(last, vec![Timer::Off]);
        assert!(w.finished() && !w.playing);
        assert_eq!(w.bitmap.counters().solutions, 2);
        // Playing a finished search starts it again.
        assert_eq!(w.handle(Event::TogglePlay), vec![Timer::Every(PLAY_MS)]);
        assert!(!w.started && w.placements == 0);
        assert_eq!(w.handle(Event::TogglePlay), vec![Timer::Off]);
    }

    #[test]
    fn a_new_board_stops_playing_and_keeps_the_method() {
        let mut w = Watch::new(5, ArrayMethod::Flags);
        w.handle(Event::SetMethod(ArrayMethod::Backtracking));
        w.handle(Event::TogglePlay);
        w.handle(Event::Step);
        assert_eq!(w.handle(Event::SetN(6)), vec![Timer::Off]);
        assert_eq!(
            (w.n, w.method, w.placements),
            (6, ArrayMethod::Backtracking, 0)
        );
        w.handle(Event::Step);
        assert!(w.handle(Event::Reset).is_empty());
        assert!(!w.started);
    }
}
