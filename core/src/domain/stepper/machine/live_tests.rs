use super::*;
use crate::domain::machine::Waiting;

/// A stepper on board 4 opened at step 0 in `lang`.
fn opened(lang: Lang) -> (StepperMachine, Vec<Command>) {
    let mut m = StepperMachine::new(StepperN::DEFAULT, false, false, CodeLang::default(), false);
    let (changed, out) = m.update(Event::Lang(lang), 0.0);
    assert!(
        !changed && out.is_empty(),
        "the language alone says nothing"
    );
    let link = StepperLink {
        n: StepperN::new(4).unwrap(),
        ..StepperLink::default()
    };
    let out = m.update(Event::Link(Taken::Open, link), 0.0).1;
    (m, out)
}

fn n(size: usize) -> StepperN {
    StepperN::new(size).unwrap()
}

/// The texts announced by `out`.
fn said(out: &[Command]) -> Vec<&str> {
    out.iter()
        .filter_map(|c| match c {
            Command::Announce(text) => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// The texts announced for `event` at `ms`.
fn on(m: &mut StepperMachine, event: Event, ms: u64) -> Vec<String> {
    let out = m.update(event, ms as f64).1;
    said(&out).into_iter().map(str::to_string).collect()
}

/// The step where the `k`th solution of board 4 is found.
fn solution_step(k: u64) -> u64 {
    let mut s = Stepper::new(4);
    while s.counters().solutions < k {
        s.next();
    }
    s.counters().steps
}

#[test]
fn each_step_is_said_once_and_a_step_back_names_its_step() {
    let (mut m, out) = opened(Lang::En);
    let start = said(&out);
    assert!(
        start.len() == 1 && start[0].starts_with("Start: row 0, every column is a candidate."),
        "{start:?}"
    );
    let first = on(&mut m, Event::Forward, 1_000);
    assert_eq!(first.len(), 1);
    assert!(
        first[0].starts_with(
            "Step 1: Place: row 0 takes bit = bitmap AND minus bitmap = 0 0 0 1 (column 3) out of bitmap."
        ),
        "{first:?}"
    );
    // What does not move the moment says nothing new.
    assert_eq!(on(&mut m, Event::ToggleHelp, 1_100), Vec::<String>::new());
    for k in 2..=5 {
        assert_eq!(on(&mut m, Event::Forward, 1_000 * k).len(), 1, "step {k}");
    }
    // Step 5 backtracks: the solver's event, said as one.
    assert!(
        m.live
            .said
            .as_deref()
            .unwrap()
            .starts_with("Step 5: Backtrack: row 2 has no candidate left"),
        "{:?}",
        m.live.said
    );
    let back = on(&mut m, Event::Back, 9_000);
    assert_eq!(back.len(), 1);
    assert!(
        back[0].starts_with("Back to step 4. Descend to row 2"),
        "{back:?}"
    );
}

#[test]
fn japanese_steps_backtracks_and_steps_back() {
    let (mut m, out) = opened(Lang::Ja);
    assert_eq!(said(&out), ["開始：行 0。すべての列が候補です。行 0 への利き：left は なし、down は なし、right は なし。"]);
    for k in 1..=5 {
        on(&mut m, Event::Forward, 1_000 * k);
    }
    assert_eq!(
        m.live.said.as_deref(),
        Some("ステップ 5：バックトラック：行 2 に候補が残っていない（bitmap[2] = 0）ので、行 1 に戻り、列 1 のクイーンを取り除きます。行 1 への利き：left は 列 2、down は 列 3、right は なし。")
    );
    assert_eq!(
        on(&mut m, Event::Back, 9_000),
        ["ステップ 4 に戻りました。行 2 へ進みます：bitmap = mask AND NOT かっこ left OR down OR right かっことじ = 0 0 0 0。候補はありません。行 2 への利き：left は 列 0・1、down は 列 1・3、right は 列 2。"]
    );
    // The language switched: the moment said again, in it, at once.
    let en = on(&mut m, Event::Lang(Lang::En), 9_100);
    assert!(
        en.len() == 1 && en[0].starts_with("Descend to row 2"),
        "{en:?}"
    );
}

/// The slider's value (`aria-valuetext`, "Step 6 of 45") is said by the
/// screen reader itself: the settled moment is its line alone, the step
/// said once a press.
#[test]
fn a_scrubbed_series_waits_to_settle_then_says_its_moment_once_without_its_step() {
    for (lang, forward) in [(Lang::En, "Step 6"), (Lang::Ja, "ステップ 6")] {
        let (mut m, _) = opened(lang);
        let mut out = m.update(Event::Scrub(5), 1_000.0).1;
        out.extend(m.update(Event::Scrub(6), 1_080.0).1);
        assert_eq!(said(&out), Vec::<&str>::new(), "nothing while scrubbing");
        assert_eq!(out.last(), Some(&Command::Settle(Some(SETTLE_MS as u32))));
        // The wait is over: step 6, once, and nothing waits.
        let out = m.update(Event::Settled, 1_480.0).1;
        let text = said(&out);
        let line = crate::domain::spoken::for_ear(&shown_line(lang, &m.current), 4, lang);
        assert!(
            text.len() == 1 && text[0].starts_with(&line) && !text[0].contains(forward),
            "{text:?}"
        );
        assert_eq!(out.last(), Some(&Command::Settle(None)));
        // Back by the slider (Home, PageUp): no "back to step" either.
        m.update(Event::Scrub(3), 2_000.0);
        let text = on(&mut m, Event::Settled, 2_000 + SETTLE_MS);
        let line = crate::domain::spoken::for_ear(&shown_line(lang, &m.current), 4, lang);
        assert!(text.len() == 1 && text[0].starts_with(&line), "{text:?}");
        // A seek typed in the jump field is said at once; back, it names
        // the step it went back to.
        let out = m.update(Event::Seek(2), 5_000.0).1;
        assert_eq!(said(&out).len(), 1);
        assert!(!said(&out)[0].starts_with(forward));
    }
}

#[test]
fn a_jump_forward_names_the_step_it_landed_on() {
    for (lang, to) in [(Lang::En, "Forward to step"), (Lang::Ja, "に進みました。")] {
        let (mut m, _) = opened(lang);
        // The next solution: at once, with its step.
        let first = solution_step(1);
        let out = on(&mut m, Event::NextSolution, 1_000);
        assert!(
            out.len() == 1 && out[0].contains(to) && out[0].contains(&format!("{first}")),
            "{out:?}"
        );
        // A typed step forward, the same.
        let out = on(&mut m, Event::Seek(first + 10), 5_000);
        assert!(
            out.len() == 1 && out[0].contains(to) && out[0].contains(&format!("{}", first + 10)),
            "{out:?}"
        );
        // One step forward names its step briefly, not as a jump.
        let out = on(&mut m, Event::Forward, 9_000);
        assert!(out.len() == 1 && !out[0].contains(to), "{out:?}");
    }
}

#[test]
fn a_held_key_says_its_first_step_then_the_one_it_stops_at() {
    let (mut m, _) = opened(Lang::En);
    assert_eq!(on(&mut m, Event::Forward, 1_000).len(), 1);
    assert_eq!(m.update(Event::KeyHeld(true), 1_500.0), (false, vec![]));
    for k in 0..5 {
        assert_eq!(
            on(&mut m, Event::Forward, 1_500 + 33 * k),
            Vec::<String>::new()
        );
    }
    m.update(Event::KeyHeld(false), 1_700.0);
    let out = on(&mut m, Event::Settled, 1_700 + SETTLE_MS);
    assert!(
        out.len() == 1 && out[0].starts_with("Forward to step 6. "),
        "{out:?}"
    );
}

#[test]
fn play_says_its_start_each_solution_and_the_pause() {
    let first = solution_step(1);
    for (lang, start, found, paused) in [
        (
            Lang::En,
            "Playing from step 0.".to_string(),
            format!("Solution #1 found at step {first}."),
            format!("Paused at step {}, 1 solution found: ", first + 1),
        ),
        (
            Lang::Ja,
            "ステップ 0 から再生します。".to_string(),
            format!("1 個目の解を見つけました（ステップ {first}）。"),
            format!("ステップ {} で一時停止（見つけた解 1 個）：", first + 1),
        ),
    ] {
        let (mut m, _) = opened(lang);
        assert_eq!(on(&mut m, Event::TogglePlay, 0), [start]);
        let mut heard = vec![];
        for k in 1..=first + 1 {
            heard.extend(on(&mut m, Event::Tick(1), 500 * k));
        }
        assert_eq!(
            heard,
            [found],
            "one sentence for the solution, none for the steps"
        );
        let pause = on(&mut m, Event::TogglePlay, 500 * (first + 2));
        assert!(
            pause.len() == 1 && pause[0].starts_with(&paused),
            "{pause:?}"
        );
    }
}

/// A step by hand during play (→ or ← on any control, the step buttons,
/// the timeline's keys) pauses play where that step lands and says so,
/// once: the press is neither lost among play's steps nor silent.
#[test]
fn a_step_by_hand_during_play_pauses_there_and_says_so() {
    for (event, back) in [
        (Event::Forward, false),
        (Event::Back, true),
        // The timeline's ← during play: its input is a scrub one back.
        (Event::Scrub(2), true),
    ] {
        let (mut m, _) = opened(Lang::En);
        on(&mut m, Event::TogglePlay, 0);
        on(&mut m, Event::Tick(3), 500);
        assert!(m.playing);
        let out = m.update(event, 1_000.0).1;
        let at = if back { 2 } else { 4 };
        assert!(!m.playing, "{event:?}: play paused");
        assert!(out.contains(&Command::Play(None)), "{out:?}");
        assert_eq!(m.current.counters().steps, at);
        let heard = said(&out);
        assert!(
            heard.len() == 1 && heard[0].starts_with(&format!("Paused at step {at},")),
            "{event:?}: {heard:?}"
        );
        // The next press is a plain step again.
        assert_eq!(on(&mut m, Event::Forward, 3_000).len(), 1);
        assert!(!m.playing);
    }
}

#[test]
fn moves_made_while_the_page_is_hidden_leave_one_moment_to_say() {
    // Back and Forward on other pages restore the stepper's link while its
    // page is not shown: each restore says its moment, and the shell's
    // runtime keeps what waits for the page (`Waiting`).
    let (mut m, _) = opened(Lang::En);
    let mut waiting = Waiting::default();
    for (k, step) in [3u64, 9, 2, 12, 7, 1].into_iter().enumerate() {
        let link = StepperLink {
            n: StepperN::new(4 + k % 2).unwrap(),
            step,
            ..StepperLink::default()
        };
        for event in [Event::Link(Taken::Restore, link), Event::Settled] {
            for command in m.update(event, 1000.0 * k as f64).1 {
                waiting.push(command);
            }
        }
    }
    let shown = waiting.take();
    let last = m.live.said.clone().unwrap();
    assert!(last.contains("5×5") && last.contains("row 0"), "{last}");
    assert_eq!(said(&shown), vec![last.as_str()], "{shown:?}");
    assert!(waiting.take().is_empty());
}

/// A link to a far step of a large board waits for the timeline's count:
/// the live region says, once, that the page goes there once the search is
/// counted (not step 0's moment, shown meanwhile; not at each report of the
/// count's progress), in the page's language with the step grouped as the
/// counters group it; then the moment reached, once.
#[test]
fn a_step_that_waits_for_the_count_is_said_once_then_the_moment_reached() {
    for (lang, wait) in [
        (
            Lang::En,
            "Going to step 3,000,000 once the whole search is counted.",
        ),
        (
            Lang::Ja,
            "探索全体を数え終えたら、ステップ 3,000,000 へ移動します。",
        ),
    ] {
        let mut m =
            StepperMachine::new(StepperN::DEFAULT, false, false, CodeLang::default(), false);
        m.update(Event::Lang(lang), 0.0);
        let link = StepperLink {
            n: StepperN::new(13).unwrap(),
            step: 3_000_000,
            ..StepperLink::default()
        };
        let out = m.update(Event::Link(Taken::Open, link), 0.0).1;
        assert_eq!(said(&out), [wait], "{lang:?}");
        // The page's line says it too, with how far the count is.
        let (_, of) = m.prepared;
        let mut heard = vec![];
        for (k, done) in [of / 4, of / 2].into_iter().enumerate() {
            heard.extend(on(&mut m, Event::Prepared((done, of)), 100 * k as u64));
            let line = m.line_or_wait(lang, shown_line, true);
            assert!(
                line.contains("3,000,000") && line.ends_with(&format!("{}%", done * 100 / of)),
                "{line}"
            );
        }
        assert_eq!(
            heard,
            Vec::<String>::new(),
            "{lang:?}: the count's progress"
        );
        let progress = m.timeline.borrow_mut().prepare(usize::MAX);
        let out = on(&mut m, Event::Prepared(progress), 10_000);
        assert_eq!(m.current.counters().steps, 3_000_000);
        let line = crate::domain::spoken::for_ear(&shown_line(lang, &m.current), 13, lang);
        assert!(
            out.len() == 1 && out[0].starts_with(&line),
            "{lang:?}: {out:?}"
        );
    }
}

#[test]
fn a_step_past_either_end_says_so_once_a_press_never_a_flood() {
    for (lang, last, first) in [
        (
            Lang::En,
            "This is the last step (2 solutions).",
            "This is the first step.",
        ),
        (
            Lang::Ja,
            "最後のステップです（解 2 個）。",
            "最初のステップです。",
        ),
    ] {
        let (mut m, _) = opened(lang);
        // ← at step 0 (by key or by the button: the same event).
        assert_eq!(on(&mut m, Event::Back, 1_000), [first]);
        // A separate press there (Home) is said again, the same words.
        assert_eq!(on(&mut m, Event::Reset, 2_000), [first]);
        on(&mut m, Event::Seek(u64::MAX), 3_000);
        assert!(m.current.is_finished());
        assert_eq!(on(&mut m, Event::Forward, 4_000), [last]);
        // Held: its repeats say nothing more; nor does what does not move.
        m.update(Event::KeyHeld(true), 4_500.0);
        for k in 0..20 {
            assert_eq!(
                on(&mut m, Event::Forward, 4_500 + 33 * k),
                Vec::<String>::new()
            );
        }
        m.update(Event::KeyHeld(false), 5_500.0);
        assert_eq!(on(&mut m, Event::Settled, 6_000), Vec::<String>::new());
        assert_eq!(on(&mut m, Event::ToggleHelp, 6_500), Vec::<String>::new());
        // The key pressed again, apart: said again, once.
        assert_eq!(on(&mut m, Event::Forward, 7_000), [last]);
        // Another hard on its heels with no key held (a button held down
        // clicks again and again): nothing more.
        assert_eq!(
            on(&mut m, Event::Forward, 7_000 + SETTLE_MS - 1),
            Vec::<String>::new()
        );
        // A step back from there is said as ever.
        let back = on(&mut m, Event::Back, 8_000);
        assert!(back.len() == 1 && back[0] != last, "{back:?}");
    }
}

/// A board picked again (the select's arrow keys pass through boards):
/// one sentence a change, a new board's naming its step 0, one come back
/// to the step it was left at.
#[test]
fn a_board_picked_again_says_it_is_back_at_its_step_once() {
    for (lang, new7, back4, new8) in [
        (
            Lang::En,
            "New search on the 7×7 board, at step 0. Start: row 0, every column is a candidate.",
            "n = 4: back at step 5. Backtrack",
            "New search on the 8×8 board, at step 0. ",
        ),
        (
            Lang::Ja,
            "7×7 の盤で新しい探索を始めました（ステップ 0）。開始：行 0。すべての列が候補です。",
            "n = 4：ステップ 5 に戻りました。バックトラック",
            "8×8 の盤で新しい探索を始めました（ステップ 0）。",
        ),
    ] {
        let (mut m, _) = opened(lang);
        for k in 1..=5 {
            on(&mut m, Event::Forward, 1_000 * k);
        }
        // A board picked is said once it has settled (the select's own
        // option is said by the screen reader meanwhile).
        assert_eq!(on(&mut m, Event::SetN(n(7)), 6_000), Vec::<String>::new());
        let seven = on(&mut m, Event::Settled, 6_000 + SETTLE_MS);
        assert!(seven.len() == 1 && seven[0].starts_with(new7), "{seven:?}");
        // Through 5 and back on 4 in a quick series (arrow keys): one
        // sentence, for the board it stops on, at step 5.
        assert_eq!(on(&mut m, Event::SetN(n(5)), 7_000), Vec::<String>::new());
        assert_eq!(on(&mut m, Event::SetN(n(4)), 7_050), Vec::<String>::new());
        assert_eq!(
            on(&mut m, Event::Settled, 7_000 + SETTLE_MS),
            Vec::<String>::new()
        );
        let four = on(&mut m, Event::Settled, 7_050 + SETTLE_MS);
        assert!(four.len() == 1 && four[0].starts_with(back4), "{four:?}");
        assert_eq!(m.step(), 5);
        // 8 was never shown: its start. 7 was left at its start: the same.
        assert_eq!(on(&mut m, Event::SetN(n(8)), 9_000), Vec::<String>::new());
        let eight = on(&mut m, Event::Settled, 9_000 + SETTLE_MS);
        assert!(eight.len() == 1 && eight[0].starts_with(new8), "{eight:?}");
        assert_eq!(on(&mut m, Event::SetN(n(7)), 10_000), Vec::<String>::new());
        let seven = on(&mut m, Event::Settled, 10_000 + SETTLE_MS);
        assert!(seven.len() == 1 && seven[0].starts_with(new7), "{seven:?}");
        // What does not move the moment says nothing more.
        assert_eq!(on(&mut m, Event::SetN(n(7)), 11_000), Vec::<String>::new());
        assert_eq!(on(&mut m, Event::Settled, 11_500), Vec::<String>::new());
    }
}

/// Each step's attacks are said only when they changed since the moment
/// last said (or their row did): a Place keeps its row's attacks.
#[test]
fn the_attacks_are_said_when_they_change_not_at_every_step() {
    for (lang, attacks) in [(Lang::En, "Attacks on row "), (Lang::Ja, "への利き：")] {
        let (mut m, out) = opened(lang);
        assert!(said(&out)[0].contains(attacks), "{out:?}");
        // Step 1 places row 0's queen: row 0's attacks, already said.
        let place = on(&mut m, Event::Forward, 1_000);
        assert!(place.len() == 1 && !place[0].contains(attacks), "{place:?}");
        // Step 2 descends to row 1: its attacks.
        let descend = on(&mut m, Event::Forward, 2_000);
        assert!(
            descend.len() == 1 && descend[0].contains(attacks),
            "{descend:?}"
        );
        // What they are comes from the solver's bits.
        let after = attacks_sentence(lang, 4, m.current.row(), m.current.current_bits());
        assert!(descend[0].ends_with(&after), "{descend:?}");
    }
}

/// Play at the search's last step: it says it is there (the step and the
/// solutions, as "played to the end" does), once a press.
#[test]
fn play_at_the_end_says_it_is_there() {
    for (lang, end) in [
        (Lang::En, "Already at the end (step 45, 2 solutions)."),
        (Lang::Ja, "もう最後です（ステップ 45、解 2 個）。"),
    ] {
        let (mut m, _) = opened(lang);
        on(&mut m, Event::Seek(u64::MAX), 1_000);
        assert!(m.current.is_finished());
        assert_eq!(on(&mut m, Event::TogglePlay, 2_000), [end]);
        assert!(!m.playing);
        // A separate press: said again.
        assert_eq!(on(&mut m, Event::TogglePlay, 3_000), [end]);
    }
}

/// A jump to the step shown (the step box, the slider, a solution of the
/// list that completes at it) says that the page is already there.
#[test]
fn a_jump_to_the_step_shown_says_it_is_already_there() {
    for (lang, here) in [
        (Lang::En, "Already at step 3."),
        (Lang::Ja, "すでにステップ 3 です。"),
    ] {
        let (mut m, _) = opened(lang);
        on(&mut m, Event::Seek(3), 1_000);
        assert_eq!(on(&mut m, Event::Seek(3), 2_000), [here]);
        assert_eq!(on(&mut m, Event::Scrub(3), 3_000), [here]);
        let first = solution_step(1);
        on(&mut m, Event::GoToSolution(1), 4_000);
        assert_eq!(m.step(), first);
        let again = on(&mut m, Event::GoToSolution(1), 5_000);
        assert_eq!(again, [here.replace('3', &first.to_string())]);
    }
}

/// A new board is said with its whole search's steps and solutions: at
/// once where they are known, else once counted (a sentence of its own).
#[test]
fn a_new_board_says_its_totals_once_known() {
    for (lang, five, seven) in [
        (
            Lang::En,
            "New search on the 5×5 board, at step 0. The whole search: 140 steps, 10 solutions. Start",
            "The whole search: 1,574 steps, 40 solutions.",
        ),
        (
            Lang::Ja,
            "5×5 の盤で新しい探索を始めました（ステップ 0）。探索全体：140 ステップ、解 10 個。開始",
            "探索全体：1,574 ステップ、解 40 個。",
        ),
    ] {
        let (mut m, _) = opened(lang);
        let steps = m.update(Event::SetN(n(5)), 1_000.0).1;
        assert_eq!(said(&steps), Vec::<&str>::new());
        let out = on(&mut m, Event::Settled, 1_000 + SETTLE_MS);
        assert!(out.len() == 1 && out[0].starts_with(five), "{out:?}");
        // Board 7 is counted in slices: said without them, then them.
        on(&mut m, Event::SetN(n(7)), 2_000);
        let out = on(&mut m, Event::Settled, 2_000 + SETTLE_MS);
        assert!(
            out.len() == 1 && !out[0].contains("1,574"),
            "{out:?}"
        );
        let progress = m.timeline.borrow_mut().prepare(usize::MAX);
        assert_eq!(on(&mut m, Event::Prepared(progress), 3_000), [seven]);
        assert_eq!(m.total_steps(), Some(1_574));
        // Once.
        assert_eq!(on(&mut m, Event::ToggleHelp, 3_500), Vec::<String>::new());
        assert_eq!(on(&mut m, Event::Prepared(progress), 4_000), Vec::<String>::new());
    }
}

/// A board picked during play is said as the new board, not as a pause
/// on it, and that play stopped, in the same one sentence; a board picked
/// while not playing, and the next step, say nothing of play.
#[test]
fn a_board_picked_during_play_says_play_stopped_with_the_board() {
    for (lang, new, board, stopped) in [
        (
            Lang::En,
            "Play stopped. New search on the 5×5 board, at step 0. The whole search: 140 steps, 10 solutions. Start",
            "New search on the 6×6 board",
            "Play stopped",
        ),
        (
            Lang::Ja,
            "再生を止めました。5×5 の盤で新しい探索を始めました（ステップ 0）。探索全体：140 ステップ、解 10 個。開始",
            "6×6 の盤で新しい探索を始めました",
            "再生を止めました",
        ),
    ] {
        let (mut m, _) = opened(lang);
        on(&mut m, Event::TogglePlay, 1_000);
        on(&mut m, Event::Tick(1), 1_500);
        assert_eq!(on(&mut m, Event::SetN(n(5)), 2_000), Vec::<String>::new());
        assert!(!m.playing);
        let out = on(&mut m, Event::Settled, 2_000 + SETTLE_MS);
        assert!(out.len() == 1 && out[0].starts_with(new), "{out:?}");
        let step = on(&mut m, Event::Forward, 3_000);
        assert!(step.len() == 1 && !step[0].contains(stopped), "{step:?}");
        on(&mut m, Event::SetN(n(6)), 4_000);
        let out = on(&mut m, Event::Settled, 4_000 + SETTLE_MS);
        assert!(out.len() == 1 && out[0].starts_with(board), "{out:?}");
    }
}

/// The search's last step, reached by a step, a jump or the slider, is
/// said with the whole search's steps and solutions; the step before it
/// without them.
#[test]
fn the_last_step_says_the_search_s_totals() {
    for (lang, totals, whole) in [
        (
            Lang::En,
            "The search has ended. The whole search: 45 steps, 2 solutions.",
            "The whole search",
        ),
        (
            Lang::Ja,
            "探索は終了しました。探索全体：45 ステップ、解 2 個。",
            "探索全体",
        ),
    ] {
        let (mut m, _) = opened(lang);
        let last = m.total_steps().unwrap();
        let before = on(&mut m, Event::Seek(last - 1), 1_000);
        assert!(
            before.len() == 1 && !before[0].contains(whole),
            "{before:?}"
        );
        let forward = on(&mut m, Event::Forward, 2_000);
        assert!(
            forward.len() == 1 && forward[0].ends_with(totals),
            "{forward:?}"
        );
        on(&mut m, Event::Seek(3), 3_000);
        let jump = on(&mut m, Event::Seek(last), 4_000);
        assert!(jump.len() == 1 && jump[0].ends_with(totals), "{jump:?}");
        on(&mut m, Event::Seek(3), 5_000);
        assert_eq!(on(&mut m, Event::Scrub(last), 6_000), Vec::<String>::new());
        let slid = on(&mut m, Event::Settled, 6_000 + SETTLE_MS);
        assert!(slid.len() == 1 && slid[0].ends_with(totals), "{slid:?}");
    }
}

/// A key on the timeline's slider toward the end it is at moves nothing
/// (no input comes): said as the step box says the step shown, once a
/// press; a held key's repeats say nothing more. Toward the other end the
/// key moves the slider, whose input is what is said.
#[test]
fn the_slider_at_an_end_says_it_is_already_there_once_a_press() {
    for key in ["ArrowLeft", "ArrowDown", "PageDown", "Home"] {
        assert_eq!(slider_key(key), Some(Toward::Start), "{key}");
    }
    for key in ["ArrowRight", "ArrowUp", "PageUp", "End"] {
        assert_eq!(slider_key(key), Some(Toward::End), "{key}");
    }
    assert_eq!(slider_key("Tab"), None);
    for (lang, first, last) in [
        (Lang::En, "Already at step 0.", "Already at step 45."),
        (
            Lang::Ja,
            "すでにステップ 0 です。",
            "すでにステップ 45 です。",
        ),
    ] {
        let (mut m, _) = opened(lang);
        let key = |toward, repeat| Event::SliderKey(toward, repeat);
        assert_eq!(on(&mut m, key(Toward::Start, false), 1_000), [first]);
        // A separate press: said again.
        assert_eq!(on(&mut m, key(Toward::Start, false), 2_000), [first]);
        // Held: the first repeat after the keyboard's delay, then one
        // every 33 ms, say nothing more.
        for k in 0..20 {
            let said = on(&mut m, key(Toward::Start, true), 2_500 + 33 * k);
            assert_eq!(said, Vec::<String>::new(), "repeat {k}");
        }
        assert_eq!(m.step(), 0);
        // Toward the other end: the key moves the slider (said by its input).
        assert_eq!(
            on(&mut m, key(Toward::End, false), 4_000),
            Vec::<String>::new()
        );
        on(&mut m, Event::Seek(u64::MAX), 5_000);
        assert_eq!(on(&mut m, key(Toward::End, false), 6_000), [last]);
        assert_eq!(on(&mut m, key(Toward::End, false), 7_000), [last]);
        assert_eq!(
            on(&mut m, key(Toward::Start, false), 8_000),
            Vec::<String>::new()
        );
        assert_eq!(m.step(), 45);
    }
}

/// Presenter mode entered during play is said as when paused, and play
/// goes on, its solutions said as before (the page drawn anew said the
/// last sentence of play again instead).
#[test]
fn presenter_mode_entered_during_play_is_said_and_play_goes_on() {
    let first = solution_step(1);
    for (lang, on_, found) in [
        (
            Lang::En,
            "Presenter mode on.",
            format!("Solution #1 found at step {first}."),
        ),
        (
            Lang::Ja,
            "発表モードにしました。",
            format!("1 個目の解を見つけました（ステップ {first}）。"),
        ),
    ] {
        let (mut m, _) = opened(lang);
        on(&mut m, Event::TogglePlay, 0);
        for k in 1..first {
            on(&mut m, Event::Tick(1), 500 * k);
        }
        assert_eq!(
            on(&mut m, Event::SetPresenting(true), 500 * first - 1),
            Vec::<String>::new()
        );
        assert_eq!(said(&m.enter()), [on_]);
        assert!(m.play_speed().is_some(), "still playing");
        let heard = on(&mut m, Event::Tick(1), 500 * first);
        assert_eq!(heard, [found], "the next solution, at its turn");
    }
}

/// Presenter mode entered (F, its button) is said once, by the page drawn
/// anew; left (F, Escape) it is not (the focus lands on its toggle); the
/// app opening in it says its moment only.
#[test]
fn presenter_mode_entered_is_said() {
    for (lang, on_) in [
        (Lang::En, "Presenter mode on."),
        (Lang::Ja, "発表モードにしました。"),
    ] {
        let (mut m, _) = opened(lang);
        assert_eq!(
            on(&mut m, Event::SetPresenting(true), 1_000),
            Vec::<String>::new()
        );
        // The shell draws the page anew: its new region says it.
        assert_eq!(said(&m.enter()), [on_]);
        assert_eq!(on(&mut m, Event::ToggleHelp, 1_500), Vec::<String>::new());
        assert_eq!(
            said(&m.enter()),
            Vec::<&str>::new(),
            "only as it was entered"
        );
        assert_eq!(on(&mut m, Event::Escape, 2_000), Vec::<String>::new());
        assert_eq!(on(&mut m, Event::Escape, 2_500), Vec::<String>::new());
        assert_eq!(said(&m.enter()), Vec::<&str>::new(), "left: not said");
        assert_eq!(
            on(&mut m, Event::SetPresenting(true), 3_000),
            Vec::<String>::new()
        );
        // The full screen's own change, after the key's: said once.
        assert_eq!(
            on(&mut m, Event::SetPresenting(true), 3_050),
            Vec::<String>::new()
        );
        assert_eq!(said(&m.enter()), [on_]);
        assert_eq!(
            on(&mut m, Event::SetPresenting(false), 4_000),
            Vec::<String>::new()
        );
        // The full screen's exit, after: nothing more.
        assert_eq!(
            on(&mut m, Event::SetPresenting(false), 4_100),
            Vec::<String>::new()
        );
        assert_eq!(said(&m.enter()), Vec::<&str>::new());
        // A step after it is said as ever.
        assert_eq!(on(&mut m, Event::Forward, 5_000).len(), 1);
    }
    let mut m = StepperMachine::new(StepperN::DEFAULT, false, false, CodeLang::default(), false);
    let link = StepperLink {
        present: true,
        ..StepperLink::default()
    };
    let out = on(&mut m, Event::Link(Taken::Open, link), 0);
    assert!(out.len() == 1 && out[0].starts_with("Start"), "{out:?}");
}
