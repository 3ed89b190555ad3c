//! A random session of the stepper's events (the learner's buttons, keys,
//! the timeline, play's ticks, the board, the language, the dialogs), each
//! checked against a model written apart from the machine: the step each
//! event reaches, whether it plays, and the moment shown equal to the one
//! reached by stepping the solver from the start. (The end-to-end test
//! `teaching.test.mjs` plays a short session in the browser, where the page
//! is held to the same moments.)

use super::*;

/// A small xorshift generator: the session is the same at every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, k: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % k
    }
}

/// Every moment of a board's search (index: the step) and the steps where a
/// solution is completed.
type Moments = (Vec<Stepper>, Vec<u64>);

/// Every moment of the search of `n`, stepped from the start, and the steps
/// where a solution is completed.
fn moments(n: usize) -> Moments {
    let mut s = Stepper::new(n);
    let mut all = vec![s.clone()];
    let mut solutions = vec![];
    while s.next().is_some() {
        if s.counters().solutions > all.last().unwrap().counters().solutions {
            solutions.push(s.counters().steps);
        }
        all.push(s.clone());
    }
    (all, solutions)
}

/// What the learner sees of a moment: its counters, row, queens, event and
/// the bits of every row of its stack (rows 0 to the current one).
fn seen(s: &Stepper) -> impl PartialEq + fmt::Debug {
    let rows: Vec<_> = (0..s.row().map_or(0, |r| r + 1))
        .map(|r| s.row_bits(r))
        .collect();
    (
        s.counters(),
        s.row(),
        s.queens(),
        s.last_event(),
        s.current_bits(),
        rows,
        s.is_finished(),
    )
}

#[test]
fn a_random_session_reaches_the_moments_the_model_computes() {
    let boards: Vec<(usize, Moments)> = (4..=7).map(|n| (n, moments(n))).collect();
    let of = |n: usize| &boards.iter().find(|(k, _)| *k == n).unwrap().1;
    for seed in [20261121_u64, 7, 1_000_003] {
        let mut rng = Rng(seed);
        let mut m = StepperMachine::new(
            StepperN::new(5).unwrap(),
            false,
            false,
            CodeLang::default(),
            false,
        );
        let mut now = 0.0;
        let _ = m.update(
            Event::Link(
                Taken::Open,
                StepperLink {
                    n: StepperN::new(5).unwrap(),
                    ..StepperLink::default()
                },
            ),
            now,
        );
        let prepare = |m: &mut StepperMachine| {
            let progress = m.timeline.borrow_mut().prepare(usize::MAX);
            m.handle(Event::Prepared(progress));
        };
        prepare(&mut m);
        let (mut n, mut step, mut playing) = (5_usize, 0_u64, false);
        // The step each board was left at (a board picked again opens there).
        let mut left = [0_u64; 8];
        let mut kinds = [0_u32; 15];
        for i in 0..3_000 {
            let (all, solutions) = of(n);
            let last = all.len() as u64 - 1;
            let kind = rng.below(15) as usize;
            kinds[kind] += 1;
            let event = match kind {
                0 => {
                    // A step by hand pauses play.
                    (step, playing) = ((step + 1).min(last), false);
                    Event::Forward
                }
                1 => {
                    (step, playing) = (step.saturating_sub(1), false);
                    Event::Back
                }
                2 => {
                    let k = rng.below(last + 20);
                    step = k.min(last);
                    if rng.below(2) == 0 {
                        Event::Seek(k)
                    } else {
                        // The timeline moved by hand pauses play.
                        playing = false;
                        Event::Scrub(k)
                    }
                }
                3 => {
                    playing = !playing && step < last;
                    Event::TogglePlay
                }
                4 => {
                    let due = rng.below(70);
                    if playing {
                        step = (step + due).min(last);
                        playing = step < last;
                    }
                    Event::Tick(due)
                }
                5 => Event::SetSpeed(rng.below(9) as usize),
                6 => {
                    step = solutions
                        .iter()
                        .copied()
                        .find(|&s| s > step)
                        .unwrap_or(step);
                    Event::NextSolution
                }
                7 => {
                    step = solutions
                        .iter()
                        .copied()
                        .rev()
                        .find(|&s| s < step)
                        .unwrap_or(step);
                    Event::PrevSolution
                }
                8 => {
                    let k = rng.below(solutions.len() as u64 + 2);
                    if let Some(&s) = (k as usize).checked_sub(1).and_then(|j| solutions.get(j)) {
                        step = s;
                        playing = false;
                    }
                    Event::GoToSolution(k)
                }
                9 => {
                    step = 0;
                    playing = false;
                    Event::Reset
                }
                10 => {
                    if rng.below(2) == 0 {
                        Event::ToggleHelp
                    } else {
                        Event::Escape
                    }
                }
                11 => {
                    let to = 4 + rng.below(4) as usize;
                    if to != n {
                        left[n] = step;
                        (n, step, playing) = (to, left[to], false);
                    }
                    Event::SetN(StepperN::new(to).unwrap())
                }
                12 => Event::Lang(if rng.below(2) == 0 {
                    Lang::En
                } else {
                    Lang::Ja
                }),
                13 => Event::Settled,
                _ => Event::KeyHeld(rng.below(2) == 0),
            };
            now += rng.below(700) as f64;
            let (_, out) = m.update(event, now);
            if matches!(event, Event::SetN(_)) {
                prepare(&mut m);
            }
            let at = format!("seed {seed}, event {i}: {event:?}");
            let (all, _) = of(n);
            assert_eq!((m.n.get(), m.step(), m.playing), (n, step, playing), "{at}");
            assert_eq!(seen(&m.current), seen(&all[step as usize]), "{at}");
            // The link follows the moment.
            assert_eq!((m.link().n.get(), m.link().step), (n, step), "{at}");
            // A play timer exactly while playing.
            if let Some(Command::Play(speed)) =
                out.iter().rev().find(|c| matches!(c, Command::Play(_)))
            {
                assert_eq!(speed.is_some(), m.playing, "{at}");
            }
            // The live region has said the moment shown, or waits for it to settle.
            assert!(m.live.said.is_some(), "{at}");
        }
        assert!(
            kinds.iter().all(|&k| k > 100),
            "every kind of event ran: {kinds:?}"
        );
    }
}
