//! What the stepper's live region says, and when: a stepped moment once; while
//! playing, nothing but one short sentence per solution found (at most one
//! every [`SOLUTION_GAP_MS`], a later one naming every solution since); on
//! pause, where play stopped and how many solutions were found. Binary
//! values are spelled digit by digit and operators said in words ([`for_ear`]). Pure: the hook that
//! runs it gives it the clock.

use super::speech::paused;
use crate::domain::spoken::for_ear;
use crate::i18n::Lang;

/// While playing, at most one solution sentence in this many milliseconds
/// (at 60 steps a second a small board finds several a second).
pub const SOLUTION_GAP_MS: u64 = 2_000;

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
}

/// The live region's text and what it was last said for.
#[derive(Default)]
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
    text: String,
}

impl Announcer {
    /// The text of the live region for the moment `h`, at `now_ms`
    /// milliseconds (any clock that does not go back).
    pub fn hear(&mut self, h: &Heard, now_ms: u64) -> &str {
        let at = (h.n, h.step, h.lang);
        if h.playing {
            if !self.playing {
                self.playing = true;
                (self.told, self.seen) = (h.solutions, h.solutions);
                self.told_ms = None;
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
            if h.solutions > self.told && due {
                self.text = self.unsaid(h);
                self.told_ms = Some(now_ms);
            }
        } else if self.playing {
            self.playing = false;
            self.at = Some(at);
            // The solutions found since the last sentence come first.
            let unsaid = if h.solutions > self.told && self.seen == h.solutions {
                self.unsaid(h) + " "
            } else {
                String::new()
            };
            let line = for_ear(h.line, h.n, h.lang);
            self.text = unsaid + &paused(h.lang, h.step, h.solutions, &line);
        } else if self.at != Some(at) {
            // A step back names the step it went back to: the line says
            // what that step did, which alone sounds like a step forward.
            let back = matches!(self.at, Some((n, step, _)) if n == h.n && step > h.step);
            self.at = Some(at);
            let line = for_ear(h.line, h.n, h.lang);
            self.text = if back {
                back_to(h.lang, h.step, &line)
            } else {
                line
            };
        }
        &self.text
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
        Lang::En => format!("Back to step {step}: {line}"),
        Lang::Ja => format!("ステップ {step} に戻りました：{line}"),
    }
}

/// Said while playing: the solutions `first..=last` were found by `step`.
pub fn found(lang: Lang, first: u64, last: u64, step: u64) -> String {
    match (lang, first == last) {
        (Lang::En, true) => format!("Solution #{last} found at step {step}."),
        (Lang::En, false) => format!("Solutions #{first} to #{last} found, by step {step}."),
        (Lang::Ja, true) => format!("解 #{last} を見つけました（ステップ {step}）。"),
        (Lang::Ja, false) => {
            format!("解 #{first}〜#{last} を見つけました（ステップ {step} まで）。")
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
            a.hear(&heard(2, false, 0), 10),
            "Back to step 2: Descend: bitmap = 0 1 1 0."
        );
        // Forward again: the line alone.
        assert_eq!(
            a.hear(&heard(3, false, 0), 20),
            "Descend: bitmap = 0 1 1 0."
        );
        // Another board's step is no step back (a 4-digit value on a board
        // of 5 is no row, so it is not spelled).
        let other = Heard {
            n: 5,
            ..heard(1, false, 0)
        };
        assert_eq!(a.hear(&other, 30), "Descend: bitmap = 0110.");
        let ja = Heard {
            lang: Lang::Ja,
            n: 5,
            ..heard(0, false, 0)
        };
        assert_eq!(
            a.hear(&ja, 40),
            "ステップ 0 に戻りました：Descend: bitmap = 0110."
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
    fn a_solution_found_just_before_the_pause_is_said_with_it() {
        // 60 steps a second: the second solution 19 steps after the first,
        // inside the gap; play ends 5 steps later.
        let mut a = Announcer::default();
        let said = play(&mut a, 3..=45, 16, |s| (s >= 21) as u64 + (s >= 40) as u64);
        assert_eq!(said, ["Solution #1 found at step 21."]);
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
        assert!(said.len() <= 6, "{said:?}");
        assert_eq!(said[0], "Solution #1 found at step 4.");
        assert!(said[1].starts_with("Solutions #2 to #"), "{said:?}");
        // Nothing is lost: the last sentence and the pause reach the count.
        assert!(a
            .hear(&heard(600, false, 150), 9_700)
            .contains("150 solutions found"));
    }

    #[test]
    fn a_play_that_finds_nothing_is_silent_until_the_pause() {
        let mut a = Announcer::default();
        a.hear(&heard(0, false, 1), 0);
        assert!(play(&mut a, 1..=30, 100, |_| 1).is_empty());
        assert_eq!(
            a.hear(&heard(30, false, 1), 3_000),
            "Paused at step 30, 1 solution found: Descend: bitmap = 0 1 1 0."
        );
    }

    #[test]
    fn japanese_sentences() {
        assert_eq!(
            found(Lang::Ja, 3, 3, 120),
            "解 #3 を見つけました（ステップ 120）。"
        );
        assert_eq!(
            found(Lang::Ja, 3, 5, 120),
            "解 #3〜#5 を見つけました（ステップ 120 まで）。"
        );
    }
}
