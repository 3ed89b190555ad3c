//! What the stepper's live region says, and when: a stepped moment once
//! (with its row's attacks), a moment reached by scrubbing the timeline, or
//! by a key's repeats, or by a step that comes within [`SETTLE_MS`] of the
//! one before (quick presses), only once it has settled for [`SETTLE_MS`]
//! (ten quick presses, one sentence);
//! when play starts, the step it starts from; while
//! playing, nothing but one short sentence per solution found (at most one
//! every [`SOLUTION_GAP_MS`], a later one naming every solution since); on
//! pause, where play stopped and how many solutions were found (another
//! board picked during play: that play stopped, with the board); the
//! search's last step, with the whole search's steps and solutions. Binary
//! values are spelled digit by digit and operators said in words ([`for_ear`]). Pure: the hook that
//! runs it gives it the clock.

use super::counting::whole_search;
use super::speech::{paused, play_stopped, played_to_end, playing_from};
use crate::domain::spoken::for_ear;
use crate::i18n::Lang;

/// While playing, at most one solution sentence in this many milliseconds
/// (at 60 steps a second a small board finds several a second).
pub const SOLUTION_GAP_MS: u64 = 2_000;

/// A moment reached by scrubbing is said once no other has come for this
/// many milliseconds: a screen reader queues every change of a polite
/// region, so each press of a quick series would be said in turn.
pub const SETTLE_MS: u64 = 400;

/// The stepper's moment as the live region hears it.
pub struct Heard<'a> {
    pub n: usize,
    pub step: u64,
    pub lang: Lang,
    pub playing: bool,
    /// Solutions found up to this step.
    pub solutions: u64,
    /// What the step did (the event line).
    pub line: &'a str,
    /// Said after the line of a stepped moment (the row's attacks); may be
    /// empty.
    pub after: &'a str,
    /// The moment came from scrubbing the timeline or from a key held down
    /// (its repeats), perhaps one of a quick series: said only once
    /// settled.
    pub settle: bool,
    /// The moment came from the timeline's slider, whose value
    /// (`aria-valuetext`) a screen reader says itself: said without its
    /// step's number, so that each press is heard with its step once.
    pub slider: bool,
    /// A step was asked for past an end of the search (→ at its last
    /// step, ← at step 0): the moment did not move, and the region says so
    /// once a press: a held key's repeats say nothing more (the text
    /// stays), a separate press says it again ([`Announcer::again`]).
    pub edge: Option<Edge>,
    /// A key is held down: this moment comes from its repeats.
    pub held: bool,
    /// Another board was picked again, and the moment is the step last
    /// shown on it (not its start): said as a return there.
    pub back: bool,
    /// The moment is the search's last step: play stopped there because
    /// there is nothing left to play, not paused; a step to it says the
    /// whole search's steps and solutions (its counters there).
    pub ended: bool,
    /// The whole search's steps and solutions, once counted: said with a
    /// board picked.
    pub totals: Option<(u64, u64)>,
    /// The count of the whole search just ended: a board said before it
    /// ended has its totals said now.
    pub counted: bool,
    /// Presenter mode was just entered: said instead of the moment, which
    /// did not move. (Leaving it is not said: the focus lands on its
    /// toggle, whose name says it, on the page drawn anew.)
    pub presenting: bool,
}

/// An end of the search, where a step further that way goes nowhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// Step 0: no step back.
    First,
    /// The search's last step: no step forward.
    Last,
    /// Play asked for at the search's last step: nothing left to play.
    End,
    /// A jump to the step shown (the step box, a solution of the list).
    Here,
}

/// The live region's text and what it was last said for.
#[derive(Clone, Default, PartialEq)]
pub struct Announcer {
    /// `(n, step, language)` of the last stepped moment said.
    at: Option<(usize, u64, Lang)>,
    playing: bool,
    /// While playing: the solutions already said, and when the last
    /// sentence was said; the solutions counted at the last moment heard
    /// and the step where the count last grew.
    told: u64,
    told_ms: Option<u64>,
    seen: u64,
    found_at: u64,
    /// A scrubbed moment not yet said, and since when it is the latest.
    pending: Option<((usize, u64, Lang), u64)>,
    /// The last moment heard while not playing, and when it came.
    last: Option<((usize, u64, Lang), u64)>,
    /// The attacks sentence of the moment last said (said or not: when it
    /// was not, it was the one before's); `None` after play, which says
    /// none. A moment whose attacks are these leaves them out.
    attacks: Option<String>,
    /// `at` was set by a step past an end, whose words are not the
    /// moment's line; and, since, another moment was heard. Coming back
    /// to `at` then is not "the moment last said": its line was never said.
    edge_only: bool,
    edge_left: bool,
    /// When a step past an end was last asked for (each repeat of a held
    /// key included).
    edge_ms: Option<u64>,
    /// The last moment heard asks for the text, unchanged, to be said again.
    again: bool,
    /// A board was said before its search was counted: its totals are said
    /// once counted.
    owed: bool,
    /// Play was stopped by another board picked during it, and that board
    /// is not said yet: it says so with the board.
    stopped: bool,
    text: String,
}

impl Announcer {
    /// The text of the live region for the moment `h`, at `now_ms`
    /// milliseconds (any clock that does not go back).
    pub fn hear(&mut self, h: &Heard, now_ms: u64) -> &str {
        let at = (h.n, h.step, h.lang);
        self.again = false;
        // Another board picked during play: said as the board, not as a
        // pause of the search left.
        if self.playing && !h.playing && self.at.is_some_and(|(n, _, _)| n != h.n) {
            self.playing = false;
            self.stopped = true;
        }
        if h.playing {
            if !self.playing {
                self.stopped = false;
                self.playing = true;
                (self.told, self.seen) = (h.solutions, h.solutions);
                self.told_ms = None;
                self.pending = None;
                self.attacks = None;
                self.text = playing_from(h.lang, h.step);
            }
            // A reset while playing starts the count again.
            self.told = self.told.min(h.solutions);
            if h.solutions > self.seen {
                self.found_at = h.step;
            }
            self.seen = h.solutions;
            let due = self
                .told_ms
                .is_none_or(|t| now_ms >= t.saturating_add(SOLUTION_GAP_MS));
            if h.presenting {
                // Presenter mode entered during play: said as when paused
                // (play goes on; a solution not said yet waits its turn).
                self.text = presenter_on(h.lang).to_string();
            } else if h.solutions > self.told && due {
                self.text = self.unsaid(h);
                self.told_ms = Some(now_ms);
            }
        } else if self.playing {
            self.playing = false;
            self.at = Some(at);
            let line = for_ear(h.line, h.n, h.lang);
            let stop = match h.ended {
                true => played_to_end(h.lang, h.step, h.solutions, &line),
                false => paused(h.lang, h.step, h.solutions, &line),
            };
            // The solutions found since the last sentence come first.
            self.text = if h.solutions > self.told && self.seen == h.solutions {
                crate::i18n::sentences(h.lang, &self.unsaid(h), &stop)
            } else {
                stop
            };
        } else if h.presenting && self.at == Some(at) {
            self.pending = None;
            self.text = presenter_on(h.lang).to_string();
        } else if let Some((steps, solutions)) = h
            .totals
            .filter(|_| self.owed && h.counted && self.at == Some(at))
        {
            // The board picked was said before its search was counted.
            self.owed = false;
            self.text = sentence(h.lang, &whole_search(h.lang, steps, solutions));
        } else if (self.at == Some(at) && !self.edge_left) || h.edge.is_some() {
            // Scrubbed back to the moment last said: nothing new. A step
            // past an end says at once that there is none, for a moment
            // that waited to settle too (it says where that is).
            self.pending = None;
            if let Some(edge) = h.edge {
                if self.at != Some(at) {
                    self.at = Some(at);
                    self.attacks = Some(h.after.to_string());
                    (self.edge_only, self.edge_left) = (true, false);
                }
                let text = at_edge(h.lang, edge, h.step, h.solutions);
                // A separate press is heard again: not a held key's repeat,
                // nor one hard on the heels of the last (a button held
                // down clicks again and again, and says no key is held).
                let apart = self
                    .edge_ms
                    .is_none_or(|t| now_ms >= t.saturating_add(SETTLE_MS));
                self.again = text == self.text && !h.held && apart;
                self.edge_ms = Some(now_ms);
                self.text = text;
            }
        } else {
            // A step that comes hard on the heels of another on the same
            // board, in the same language (a held key repeats every 30 ms
            // or so) waits to settle, as a scrubbed one; another board or
            // language is said at once.
            if self.edge_only && self.at != Some(at) {
                self.edge_left = true;
            }
            let changed = self.last.is_none_or(|(a, _)| a != at);
            let quick = changed
                && self.last.is_some_and(|((n, _, lang), t)| {
                    n == h.n && lang == h.lang && now_ms < t.saturating_add(SETTLE_MS)
                });
            if changed {
                self.last = Some((at, now_ms));
            }
            let waiting = matches!(self.pending, Some((p, _)) if p == at);
            // Said once settled: after a series, so it names its step.
            let settled = h.settle || quick || waiting;
            if settled {
                let since = match self.pending {
                    Some((p, since)) if p == at => since,
                    _ => now_ms,
                };
                self.pending = Some((at, since));
                if now_ms < since.saturating_add(SETTLE_MS) {
                    return &self.text;
                }
            }
            self.pending = None;
            // A step back names the step it went back to: the line says
            // what that step did, which alone sounds like a step forward.
            let back = matches!(self.at, Some((n, step, _)) if n == h.n && step > h.step);
            // A jump forward (the next solution, a typed step) names the
            // step it landed on: the line alone would sound like one step.
            let jump = matches!(self.at, Some((n, step, _)) if n == h.n && h.step > step + 1);
            // One step forward names its step briefly: the step counter is
            // not live, and the line alone does not say where it is.
            let next = matches!(self.at, Some((n, step, _)) if n == h.n && h.step == step + 1);
            // Another board: a new search, said as such (the n select).
            let board = matches!(self.at, Some((n, _, _)) if n != h.n);
            self.at = Some(at);
            (self.edge_only, self.edge_left) = (false, false);
            let mut line = for_ear(h.line, h.n, h.lang);
            // The attacks only when they changed (or their row did: it is
            // in the sentence), or on another board.
            if !h.after.is_empty() && (board || self.attacks.as_deref() != Some(h.after)) {
                line = crate::i18n::sentences(h.lang, &line, h.after);
            }
            self.attacks = Some(h.after.to_string());
            // A new search, with its totals (said once counted when it is
            // not yet); a board come back to had them said.
            if board && !h.back {
                self.owed = h.totals.is_none();
                if let Some((steps, solutions)) = h.totals {
                    let all = whole_search(h.lang, steps, solutions);
                    line = crate::i18n::sentences(h.lang, &sentence(h.lang, &all), &line);
                }
            }
            // The search's last step: its totals, which are the moment's
            // counters there (a new board said them already).
            if h.ended && (!board || h.back) {
                let all = whole_search(h.lang, h.step, h.solutions);
                line = crate::i18n::sentences(h.lang, &line, &sentence(h.lang, &all));
            }
            // (Said with the board it stopped for, else no longer true.)
            let stopped = std::mem::take(&mut self.stopped);
            let text = if board {
                let said = match h.back {
                    true => back_on_board(h.lang, h.n, h.step, &line),
                    false => new_search(h.lang, h.n, h.step, &line),
                };
                // Play stopped by the board picked: said first, with it.
                match stopped {
                    true => crate::i18n::sentences(h.lang, play_stopped(h.lang), &said),
                    false => said,
                }
            } else if h.slider && line != self.text {
                // The slider says its step; a line that is the one said
                // last would be no change of the region, so it names it.
                line
            } else if back {
                back_to(h.lang, h.step, &line)
            } else if settled || jump {
                forward_to(h.lang, h.step, &line)
            } else if next || line == self.text {
                step_said(h.lang, h.step, &line)
            } else {
                line
            };
            self.text = text;
        }
        &self.text
    }

    /// Milliseconds from `now_ms` until a scrubbed moment not yet said
    /// settles (the caller hears the moment again then); `None` when none
    /// waits.
    pub fn due_in(&self, now_ms: u64) -> Option<u64> {
        self.pending
            .map(|(_, since)| since.saturating_add(SETTLE_MS).saturating_sub(now_ms))
    }

    /// The last moment heard asks for its text to be said again though it
    /// did not change (a region rewritten with the same words is said
    /// again): a step past an end asked for by a separate press, at
    /// least [`SETTLE_MS`] after the last such step.
    pub fn again(&self) -> bool {
        self.again
    }
}

impl Announcer {
    /// The solutions found and not yet said, now said.
    fn unsaid(&mut self, h: &Heard) -> String {
        let text = found(h.lang, self.told + 1, h.solutions, self.found_at);
        self.told = h.solutions;
        text
    }
}

/// Said after a step back: the step gone back to and what it did.
pub fn back_to(lang: Lang, step: u64, line: &str) -> String {
    match lang {
        Lang::En => format!("Back to step {step}. {line}"),
        Lang::Ja => format!("ステップ {step} に戻りました。{line}"),
    }
}

/// Said when the board size changes: a new search, at `step` (0, but for
/// a link to another board's step).
pub fn new_search(lang: Lang, n: usize, step: u64, line: &str) -> String {
    match lang {
        Lang::En => format!("New search on the {n}×{n} board, at step {step}. {line}"),
        Lang::Ja => format!("{n}×{n} の盤で新しい探索を始めました（ステップ {step}）。{line}"),
    }
}

/// Said when a board is picked again: back at `step`, the step last shown
/// on it.
pub fn back_on_board(lang: Lang, n: usize, step: u64, line: &str) -> String {
    match lang {
        Lang::En => format!("n = {n}: back at step {step}. {line}"),
        Lang::Ja => format!("n = {n}：ステップ {step} に戻りました。{line}"),
    }
}

/// Said once a quick series forward settles (a held key, quick presses, the
/// timeline), or after a jump forward (the next solution, a typed step): the
/// step it stopped at and what that step did.
pub fn forward_to(lang: Lang, step: u64, line: &str) -> String {
    match lang {
        Lang::En => format!("Forward to step {step}. {line}"),
        Lang::Ja => format!("ステップ {step} に進みました。{line}"),
    }
}

/// Said after one step forward: the step, briefly, and what it did.
pub fn step_said(lang: Lang, step: u64, line: &str) -> String {
    match lang {
        Lang::En => format!("Step {step}: {line}"),
        Lang::Ja => format!("ステップ {step}：{line}"),
    }
}

/// Said when a step is asked for past an end of the search: there is
/// none that way (at the last step, with the solutions it found).
pub fn at_edge(lang: Lang, edge: Edge, step: u64, solutions: u64) -> String {
    match (lang, edge) {
        (Lang::En, Edge::End) => format!(
            "Already at the end (step {step}, {}).",
            crate::i18n::plural(solutions, "solution", "solutions")
        ),
        (Lang::Ja, Edge::End) => format!("もう最後です（ステップ {step}、解 {solutions} 個）。"),
        (Lang::En, Edge::Here) => format!("Already at step {step}."),
        (Lang::Ja, Edge::Here) => format!("すでにステップ {step} です。"),
        (Lang::En, Edge::First) => "This is the first step.".to_string(),
        (Lang::En, Edge::Last) if solutions == 1 => {
            "This is the last step (1 solution).".to_string()
        }
        (Lang::En, Edge::Last) => format!("This is the last step ({solutions} solutions)."),
        (Lang::Ja, Edge::First) => "最初のステップです。".to_string(),
        (Lang::Ja, Edge::Last) => format!("最後のステップです（解 {solutions} 個）。"),
    }
}

/// Said when presenter mode is entered.
pub fn presenter_on(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Presenter mode on.",
        Lang::Ja => "発表モードにしました。",
    }
}

/// `text` ended as a sentence.
fn sentence(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => format!("{text}."),
        Lang::Ja => format!("{text}。"),
    }
}

/// Said while playing: the solutions `first..=last` were found by `step`.
pub fn found(lang: Lang, first: u64, last: u64, step: u64) -> String {
    match (lang, first == last) {
        (Lang::En, true) => format!("Solution #{last} found at step {step}."),
        (Lang::En, false) => format!("Solutions #{first} to #{last} found, by step {step}."),
        (Lang::Ja, true) => format!("{last} 個目の解を見つけました（ステップ {step}）。"),
        (Lang::Ja, false) => {
            format!("{first}〜{last} 個目の解を見つけました（ステップ {step} まで）。")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heard(step: u64, playing: bool, solutions: u64) -> Heard<'static> {
        Heard {
            n: 4,
            step,
            lang: Lang::En,
            playing,
            solutions,
            line: "Descend: bitmap = 0110.",
            after: "",
            settle: false,
            slider: false,
            edge: None,
            held: false,
            back: false,
            ended: false,
            totals: None,
            counted: false,
            presenting: false,
        }
    }

    /// Plays steps `from..=to` at one step per `ms`, the solutions counted
    /// at each step by `solutions`, and returns every change of the text.
    fn play(
        a: &mut Announcer,
        steps: std::ops::RangeInclusive<u64>,
        ms: u64,
        solutions: impl Fn(u64) -> u64,
    ) -> Vec<String> {
        let mut said = vec![];
        let mut last = a.text.clone();
        for step in steps {
            let text = a
                .hear(&heard(step, true, solutions(step)), step * ms)
                .to_string();
            if text != last {
                said.push(text.clone());
                last = text;
            }
        }
        said
    }

    #[test]
    fn a_stepped_moment_is_said_once_with_its_digits_apart() {
        let mut a = Announcer::default();
        assert_eq!(a.hear(&heard(3, false, 0), 0), "Descend: bitmap = 0 1 1 0.");
        // A re-render of the same moment says nothing new.
        assert_eq!(
            a.hear(&heard(3, false, 0), 10),
            "Descend: bitmap = 0 1 1 0."
        );
    }

    #[test]
    fn a_step_back_names_the_step_gone_back_to() {
        let mut a = Announcer::default();
        a.hear(&heard(3, false, 0), 0);
        assert_eq!(
            a.hear(&heard(2, false, 0), 1_000),
            "Back to step 2. Descend: bitmap = 0 1 1 0."
        );
        // Forward again: the step, briefly, and the line.
        assert_eq!(
            a.hear(&heard(3, false, 0), 2_000),
            "Step 3: Descend: bitmap = 0 1 1 0."
        );
        // Another board's step is no step back (a 4-digit value on a board
        // of 5 is no row, so it is not spelled).
        let other = Heard {
            n: 5,
            ..heard(1, false, 0)
        };
        assert_eq!(
            a.hear(&other, 3_000),
            "New search on the 5×5 board, at step 1. Descend: bitmap = 0110."
        );
        let ja = Heard {
            lang: Lang::Ja,
            n: 5,
            ..heard(0, false, 0)
        };
        assert_eq!(
            a.hear(&ja, 4_000),
            "ステップ 0 に戻りました。Descend: bitmap = 0110."
        );
    }

    #[test]
    fn playing_says_each_solution_once_and_the_pause_gives_the_count() {
        // n = 4: solutions at steps 20 and 40 (say), a step every 500 ms.
        let mut a = Announcer::default();
        a.hear(&heard(2, false, 0), 0);
        let said = play(&mut a, 3..=45, 500, |s| (s >= 20) as u64 + (s >= 40) as u64);
        assert_eq!(
            said,
            [
                "Playing from step 3.",
                "Solution #1 found at step 20.",
                "Solution #2 found at step 40."
            ]
        );
        assert_eq!(
            a.hear(&heard(45, false, 2), 23_000),
            "Paused at step 45, 2 solutions found: Descend: bitmap = 0 1 1 0."
        );
    }

    #[test]
    fn play_that_reaches_the_last_step_says_it_played_to_the_end() {
        for (lang, said) in [
            (
                Lang::En,
                "Played to the end (step 45, 2 solutions). Descend: bitmap = 0 1 1 0.",
            ),
            (
                Lang::Ja,
                "最後まで再生しました（ステップ 45、解 2 個）。Descend: bitmap = 0 1 1 0.",
            ),
        ] {
            let mut a = Announcer::default();
            let at = |step, playing, solutions| Heard {
                lang,
                ..heard(step, playing, solutions)
            };
            a.hear(&at(40, true, 2), 0);
            let end = Heard {
                ended: true,
                ..at(45, false, 2)
            };
            assert_eq!(a.hear(&end, 1_000), said);
        }
    }

    #[test]
    fn a_solution_found_just_before_the_pause_is_said_with_it() {
        // 60 steps a second: the second solution 19 steps after the first,
        // inside the gap; play ends 5 steps later.
        let mut a = Announcer::default();
        let said = play(&mut a, 3..=45, 16, |s| (s >= 21) as u64 + (s >= 40) as u64);
        assert_eq!(
            said,
            ["Playing from step 3.", "Solution #1 found at step 21."]
        );
        assert_eq!(
            a.hear(&heard(45, false, 2), 800),
            "Solution #2 found at step 40. Paused at step 45, 2 solutions found: Descend: bitmap = 0 1 1 0."
        );
    }

    #[test]
    fn fast_solutions_are_gathered_never_a_flood() {
        // A solution every 4 steps at 60 steps a second for 10 s: at most
        // one sentence every two seconds, each naming all since the last.
        let mut a = Announcer::default();
        let said = play(&mut a, 1..=600, 16, |s| s / 4);
        assert!(said.len() <= 7, "{said:?}");
        assert_eq!(said[0], "Playing from step 1.");
        assert_eq!(said[1], "Solution #1 found at step 4.");
        assert!(said[2].starts_with("Solutions #2 to #"), "{said:?}");
        // Nothing is lost: the last sentence and the pause reach the count.
        assert!(a
            .hear(&heard(600, false, 150), 9_700)
            .contains("150 solutions found"));
    }

    #[test]
    fn a_play_that_finds_nothing_says_its_start_then_nothing_until_the_pause() {
        let mut a = Announcer::default();
        a.hear(&heard(0, false, 1), 0);
        // Where it starts, then nothing.
        assert_eq!(play(&mut a, 1..=30, 100, |_| 1), ["Playing from step 1."]);
        assert_eq!(
            a.hear(&heard(30, false, 1), 3_000),
            "Paused at step 30, 1 solution found: Descend: bitmap = 0 1 1 0."
        );
    }

    #[test]
    fn play_says_once_where_it_starts() {
        let mut a = Announcer::default();
        a.hear(&heard(5, false, 0), 0);
        assert_eq!(a.hear(&heard(5, true, 0), 100), "Playing from step 5.");
        // Then silent while playing (no solution).
        assert_eq!(a.hear(&heard(6, true, 0), 350), "Playing from step 5.");
        let ja = Heard {
            lang: Lang::Ja,
            ..heard(6, true, 0)
        };
        let mut b = Announcer::default();
        assert_eq!(b.hear(&ja, 0), "ステップ 6 から再生します。");
    }

    #[test]
    fn a_stepped_moment_says_its_attacks_after_the_line() {
        let mut a = Announcer::default();
        let h = Heard {
            after: "Attacks on row 1: left none, down column 2, right none.",
            ..heard(3, false, 0)
        };
        assert_eq!(
            a.hear(&h, 0),
            "Descend: bitmap = 0 1 1 0. Attacks on row 1: left none, down column 2, right none."
        );
    }

    #[test]
    fn ten_quick_presses_on_the_timeline_say_the_settled_step_once() {
        let mut a = Announcer::default();
        a.hear(&heard(20, false, 0), 0);
        let first = a.text.clone();
        let mut said = vec![];
        let scrub = |step| Heard {
            settle: true,
            ..heard(step, false, 0)
        };
        // Ten presses 80 ms apart: the text does not change.
        for (k, step) in (21..=30).enumerate() {
            let now = 1_000 + 80 * k as u64;
            let text = a.hear(&scrub(step), now).to_string();
            if text != first {
                said.push(text);
            }
            assert_eq!(a.due_in(now), Some(SETTLE_MS));
        }
        assert!(said.is_empty(), "{said:?}");
        // Heard again once settled: step 30, once.
        let end = 1_000 + 80 * 9;
        assert_eq!(a.due_in(end + 100), Some(SETTLE_MS - 100));
        assert_eq!(a.hear(&scrub(30), end + 100), first);
        assert_eq!(
            a.hear(&scrub(30), end + SETTLE_MS),
            "Forward to step 30. Descend: bitmap = 0 1 1 0."
        );
        assert_eq!(a.due_in(end + SETTLE_MS), None);
        // Scrubbed back to step 20 and settled: a step back, said as one.
        a.hear(&scrub(20), 5_000);
        assert_eq!(
            a.hear(&scrub(20), 5_000 + SETTLE_MS),
            "Back to step 20. Descend: bitmap = 0 1 1 0."
        );
        // A press of a step button is said at once.
        assert_eq!(
            a.hear(&heard(21, false, 0), 6_000),
            "Step 21: Descend: bitmap = 0 1 1 0."
        );
        // Scrubbed away and back before settling: nothing to say.
        a.hear(&scrub(22), 7_000);
        a.hear(&scrub(21), 7_100);
        assert_eq!(a.due_in(7_100), None);
    }

    #[test]
    fn a_held_step_key_says_the_step_it_stops_at_once() {
        let lines: Vec<String> = (0..64).map(|k| format!("Step line {k}.")).collect();
        let at = |step: u64| Heard {
            line: &lines[step as usize],
            ..heard(step, false, 0)
        };
        let mut a = Announcer::default();
        // Presses far apart: each said at once.
        assert_eq!(a.hear(&at(20), 0), "Step line 20.");
        assert_eq!(a.hear(&at(21), 1_000), "Step 21: Step line 21.");
        assert_eq!(a.due_in(1_000), None);
        // The key held: thirty steps 33 ms apart. The first is a press of
        // its own, said at once; the others wait, and a redraw at the same
        // moment says nothing new.
        let mut said = vec![];
        let mut last = a.text.clone();
        for k in 0..30u64 {
            let now = 2_000 + 33 * k;
            for t in [now, now + 1] {
                let text = a.hear(&at(22 + k), t).to_string();
                if text != last {
                    said.push(text.clone());
                    last = text;
                }
            }
        }
        assert_eq!(said, ["Step 22: Step line 22."]);
        let end = 2_000 + 33 * 29;
        assert_eq!(a.due_in(end), Some(SETTLE_MS));
        // Settled: the step it stopped at, once, by its number.
        assert_eq!(
            a.hear(&at(51), end + SETTLE_MS),
            "Forward to step 51. Step line 51."
        );
        assert_eq!(a.due_in(end + SETTLE_MS), None);
        // A press long after: said at once.
        assert_eq!(a.hear(&at(52), end + 5_000), "Step 52: Step line 52.");
        // The language switched at once after a step: said at once.
        let ja = Heard {
            lang: Lang::Ja,
            ..at(52)
        };
        assert_eq!(a.hear(&ja, end + 5_010), "Step line 52.");
        assert_eq!(a.due_in(end + 5_010), None);
    }

    /// The lines of steps `0..64` in `lang`, each its own.
    fn lines(lang: Lang) -> Vec<String> {
        (0..64)
            .map(|k| match lang {
                Lang::En => format!("Place: row {k}."),
                Lang::Ja => format!("配置：行 {k}。"),
            })
            .collect()
    }

    #[test]
    fn the_slider_says_the_moment_without_its_step_which_it_says_itself() {
        for lang in [Lang::En, Lang::Ja] {
            let lines = lines(lang);
            let at = |step: u64, slider: bool| Heard {
                lang,
                line: &lines[step as usize],
                settle: slider,
                slider,
                ..heard(step, false, 0)
            };
            let mut a = Announcer::default();
            a.hear(&at(20, false), 0);
            // Forward by its arrow, back by Home / PageUp: each settled
            // move is its line alone (the slider's value names the step).
            for (k, step) in [21u64, 30, 2, 3].into_iter().enumerate() {
                let now = 1_000 * (k as u64 + 1);
                a.hear(&at(step, true), now);
                assert_eq!(
                    a.hear(&at(step, true), now + SETTLE_MS),
                    lines[step as usize],
                    "{lang:?} step {step}"
                );
            }
            // A step button after it still names its step.
            let next = a.hear(&at(4, false), 9_000).to_string();
            assert!(next.contains('4') && next.ends_with(&lines[4]), "{next}");
        }
    }

    #[test]
    fn one_step_forward_names_its_step_briefly() {
        for (lang, want) in [
            (Lang::En, "Step 3: Place: row 3."),
            (Lang::Ja, "ステップ 3：配置：行 3。"),
        ] {
            let lines = lines(lang);
            let at = |step: u64| Heard {
                lang,
                line: &lines[step as usize],
                ..heard(step, false, 0)
            };
            let mut a = Announcer::default();
            a.hear(&at(2), 0);
            assert_eq!(a.hear(&at(3), 1_000), want);
        }
    }

    #[test]
    fn a_step_past_an_end_says_so_once() {
        for (lang, last, first) in [
            (
                Lang::En,
                "This is the last step (4 solutions).",
                "This is the first step.",
            ),
            (
                Lang::Ja,
                "最後のステップです（解 4 個）。",
                "最初のステップです。",
            ),
        ] {
            let past = |step: u64, edge: Option<Edge>| Heard {
                lang,
                edge,
                ..heard(step, false, 4)
            };
            let mut a = Announcer::default();
            a.hear(&past(45, None), 0);
            assert_eq!(a.hear(&past(45, Some(Edge::Last)), 1_000), last);
            // Held: its repeats leave the text as it is (no new word).
            for k in 1..20 {
                assert_eq!(a.hear(&past(45, Some(Edge::Last)), 1_000 + 33 * k), last);
            }
            // What does not move the moment leaves it too.
            assert_eq!(a.hear(&past(45, None), 3_000), last);
            // Back to step 0, then ← there.
            a.hear(&past(0, None), 4_000);
            assert_eq!(a.hear(&past(0, Some(Edge::First)), 5_000), first);
            // A step from there is said as ever.
            assert!(a.hear(&past(1, None), 6_000).ends_with("= 0 1 1 0."));
            // A held key that reaches the end: its last steps wait to
            // settle; the first step past the end says so at once, once.
            for k in 40..=45 {
                a.hear(
                    &Heard {
                        settle: true,
                        ..past(k, None)
                    },
                    7_000 + 33 * (k - 40),
                );
            }
            assert_eq!(a.hear(&past(45, Some(Edge::Last)), 7_300), last);
            assert_eq!(a.due_in(7_300), None);
            assert_eq!(a.hear(&past(45, Some(Edge::Last)), 7_333), last);
            // Then a quick step back and forward again (presenter mode's
            // PageUp, PageDown): the moment's own line was never said, so
            // it is, once settled, not taken for the moment last said.
            a.hear(&past(44, None), 7_400);
            a.hear(&past(45, None), 7_450);
            assert_eq!(a.due_in(7_450), Some(SETTLE_MS));
            let said = a.hear(&past(45, None), 7_450 + SETTLE_MS).to_string();
            assert!(
                said.contains("45") && said.ends_with("= 0 1 1 0."),
                "{said}"
            );
            // Said once: heard again, it stays.
            assert_eq!(a.hear(&past(45, None), 9_000), said);
        }
        assert_eq!(
            at_edge(Lang::En, Edge::Last, 9, 1),
            "This is the last step (1 solution)."
        );
    }

    #[test]
    fn a_separate_press_past_an_end_is_said_again_a_held_key_once() {
        let past = |edge: Option<Edge>, held: bool| Heard {
            edge,
            held,
            ..heard(0, false, 0)
        };
        let first = "This is the first step.";
        let mut a = Announcer::default();
        a.hear(&past(None, false), 0);
        // The first press: a new text, said as any change.
        assert_eq!(a.hear(&past(Some(Edge::First), false), 1_000), first);
        assert!(!a.again());
        // A second press, apart: the same words, said again.
        assert_eq!(a.hear(&past(Some(Edge::First), false), 2_000), first);
        assert!(a.again());
        // What does not ask past the end does not say it again.
        a.hear(&past(None, false), 3_000);
        assert!(!a.again());
        // The key held: its repeats are not said again, however long.
        a.hear(&past(Some(Edge::First), false), 5_000);
        assert!(a.again());
        for k in 1..40 {
            a.hear(&past(Some(Edge::First), true), 5_500 + 33 * k);
            assert!(!a.again(), "repeat {k}");
        }
        // Nor are presses hard on one another's heels (a button held down
        // clicks again and again; no key is held).
        a.hear(&past(Some(Edge::First), false), 8_000);
        assert!(a.again(), "the button's first click");
        for k in 1..40 {
            a.hear(&past(Some(Edge::First), false), 8_000 + 33 * k);
            assert!(!a.again(), "click {k}");
        }
        // Released, then pressed again: said again.
        a.hear(&past(Some(Edge::First), false), 8_000 + 33 * 39 + SETTLE_MS);
        assert!(a.again());
    }

    #[test]
    fn the_attacks_are_said_only_when_they_change() {
        for (lang, row2, row3) in [
            (
                Lang::En,
                "Attacks on row 2: left column 1, down none, right none.",
                "Attacks on row 3: left column 0, down none, right none.",
            ),
            (
                Lang::Ja,
                "行 2 への利き：left は 列 1、down は なし、right は なし。",
                "行 3 への利き：left は 列 0、down は なし、right は なし。",
            ),
        ] {
            let lines = lines(lang);
            let at = |step: u64, after: &'static str| Heard {
                lang,
                line: &lines[step as usize],
                after,
                ..heard(step, false, 0)
            };
            let mut a = Announcer::default();
            assert!(a.hear(&at(1, row2), 0).ends_with(row2));
            // The same attacks on the next step: left out.
            assert!(!a.hear(&at(2, row2), 1_000).contains(row2));
            // Another row: said.
            assert!(a.hear(&at(3, row3), 2_000).ends_with(row3));
            // Back to row 2: said again (they changed since).
            assert!(a.hear(&at(2, row2), 3_000).ends_with(row2));
            // After play (which says none), said again.
            a.hear(
                &Heard {
                    playing: true,
                    ..at(3, row2)
                },
                4_000,
            );
            a.hear(&at(3, row2), 5_000);
            assert!(a.hear(&at(4, row2), 6_000).ends_with(row2));
        }
    }

    #[test]
    fn japanese_sentences() {
        assert_eq!(
            found(Lang::Ja, 3, 3, 120),
            "3 個目の解を見つけました（ステップ 120）。"
        );
        assert_eq!(
            found(Lang::Ja, 3, 5, 120),
            "3〜5 個目の解を見つけました（ステップ 120 まで）。"
        );
    }
}
