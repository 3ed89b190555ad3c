use super::*;

#[test]
fn a_stepper_n_is_a_size_of_its_range_whichever_way_it_is_made() {
    for n in 0..=40usize {
        let inside = STEPPER_N.contains(&n);
        assert_eq!(StepperN::of(n).map(StepperN::get), inside.then_some(n));
        assert_eq!(
            StepperN::new(n).ok().map(StepperN::get),
            inside.then_some(n)
        );
        assert_eq!(StepperN::new(n as u32).is_ok(), inside);
        assert_eq!(StepperN::parse(&format!(" {n} ")).is_ok(), inside);
        assert!(STEPPER_N.contains(&StepperN::clamped(n).get()));
    }
    assert_eq!(StepperN::DEFAULT.get(), DEFAULT_N);
    assert!(STEPPER_N.contains(&DEFAULT_N));
    assert_eq!(StepperN::parse("12").unwrap().to_string(), "12");
}

#[test]
fn a_stepper_n_is_refused_with_the_message_of_every_board_size() {
    assert_eq!(
        StepperN::new(17u32).unwrap_err().to_string(),
        "n must be a whole number from 1 to 16, not 17"
    );
    assert_eq!(
        StepperN::parse("0x10").unwrap_err().to_string(),
        "n must be a whole number from 1 to 16, not '0x10'"
    );
}

fn n(n: usize) -> StepperN {
    StepperN::new(n).unwrap()
}

fn board(size: usize) -> StepperMachine {
    StepperMachine::new(n(size), false, false, CodeLang::default(), false)
}

fn steps(m: &StepperMachine) -> u64 {
    m.current.counters().steps
}

/// Prepares the whole timeline, as the page's slices do, and reports it.
fn prepare(m: &mut StepperMachine) -> Vec<Command> {
    let progress = m.timeline.borrow_mut().prepare(usize::MAX);
    m.handle(Event::Prepared(progress))
}

#[test]
fn play_takes_the_steps_due_at_its_speed_and_drops_a_backlog() {
    let mut clock = PlayClock::new(1000.0);
    // 8 steps a second: one every 125 ms.
    assert_eq!(clock.due(8, 1125.0), 1);
    assert_eq!(clock.due(8, 1130.0), 0, "not due yet");
    // A late tick takes what is due since the run began.
    assert_eq!(clock.due(8, 1375.0), 2);
    // 5 due, more than a quarter second's 2: the backlog is dropped,
    // two steps taken and a new run begun.
    assert_eq!(clock.due(8, 2000.0), 2);
    assert_eq!(clock.due(8, 2125.0), 1);
    let mut clock = PlayClock::new(0.0);
    assert_eq!(clock.due(8, 10_000.0), 2);
    assert_eq!(clock.due(8, 10_125.0), 1);
    // At one step a second a tick takes one step at most.
    let mut clock = PlayClock::new(0.0);
    assert_eq!(clock.due(1, 5_000.0), 1);
    assert_eq!(clock.due(1, 5_000.0), 0, "a new run: nothing due at once");
}

#[test]
fn the_timers_follow_play_and_the_timeline() {
    let mut m = board(12);
    let timeline = m.timeline.clone();
    let prepare = Command::Prepare(Some((timeline.clone(), m.prepared)));
    assert_eq!(m.enter(), vec![prepare.clone()], "a new page prepares");
    assert_eq!(m.handle(Event::TogglePlay), vec![Command::Play(Some(4))]);
    assert_eq!(m.handle(Event::SetSpeed(4)), vec![Command::Play(Some(15))]);
    assert_eq!(m.handle(Event::SetSpeed(4)), vec![], "the same speed");
    assert_eq!(m.handle(Event::Tick(2)), vec![]);
    // Shown again: its timers again.
    assert_eq!(m.enter(), vec![Command::Play(Some(15)), prepare]);
    // A progress that is not the end changes no timer.
    let (_, of) = m.prepared;
    assert_eq!(m.handle(Event::Prepared((1, of))), vec![]);
    assert_eq!(m.handle(Event::TogglePlay), vec![Command::Play(None)]);
    // A new board: a new timeline to prepare; its end stops it.
    let out = m.handle(Event::SetN(n(13)));
    assert!(m.timeline != timeline);
    assert_eq!(
        out,
        vec![Command::Prepare(Some((m.timeline.clone(), m.prepared)))]
    );
    let progress = m.timeline.borrow_mut().prepare(usize::MAX);
    assert_eq!(
        m.handle(Event::Prepared(progress)),
        vec![Command::Prepare(None)]
    );
    assert_eq!(m.enter(), vec![]);
    // Play ends at the end of the search.
    let mut m = board(4);
    m.handle(Event::TogglePlay);
    let out = m.handle(Event::Tick(u64::MAX));
    assert_eq!(out[0], Command::Play(None));
}

#[test]
fn steps_forward_and_back() {
    let mut m = board(4);
    assert_eq!(
        m.handle(Event::Back),
        vec![],
        "at the start Back does nothing"
    );
    assert_eq!(steps(&m), 0);
    m.handle(Event::Forward);
    m.handle(Event::Forward);
    assert_eq!(steps(&m), 2);
    m.handle(Event::Back);
    assert_eq!(steps(&m), 1);
    m.handle(Event::Reset);
    assert_eq!(steps(&m), 0);
}

#[test]
fn a_seek_past_the_end_shows_the_last_step_and_says_so() {
    let mut m = board(4);
    prepare(&mut m);
    let last = m.total_steps().unwrap();
    assert_eq!(m.handle(Event::Seek(last)), vec![]);
    assert!(m.current.is_finished());
    assert_eq!(
        m.handle(Event::Seek(last + 10)),
        vec![Command::PastEnd {
            given: last + 10,
            last
        }]
    );
    assert_eq!(steps(&m), last);
}

#[test]
fn a_far_seek_waits_for_the_timeline() {
    let mut m = board(12);
    let far = EAGER_SEEK_LIMIT + 5;
    assert_eq!(m.handle(Event::Seek(far)), vec![]);
    assert_eq!((steps(&m), m.pending_step, m.step()), (0, Some(far), far));
    assert!(
        m.is_at(n(12), far, None),
        "the address names the step asked for"
    );
    assert_eq!(prepare(&mut m), vec![Command::Prepare(None)]);
    assert_eq!((steps(&m), m.pending_step), (far, None));
}

#[test]
fn play_takes_the_ticks_due_and_stops_at_the_end() {
    let mut m = board(4);
    m.handle(Event::Tick(3));
    assert_eq!(steps(&m), 0, "a tick while paused does not step");
    m.handle(Event::TogglePlay);
    assert!(m.playing);
    m.handle(Event::Tick(3));
    assert_eq!(steps(&m), 3);
    m.handle(Event::Tick(u64::MAX));
    assert!(m.current.is_finished() && !m.playing);
    m.handle(Event::TogglePlay);
    assert!(!m.playing, "at the end play does not start");
    m.handle(Event::SetSpeed(99));
    assert_eq!(m.speed, SPEEDS.len() - 1);
}

#[test]
fn a_new_board_starts_over_and_keeps_the_settings() {
    let mut m = board(5);
    m.handle(Event::SetSpeed(4));
    m.handle(Event::ToggleHelp);
    m.handle(Event::SetCode(CodeLang::Rust));
    m.handle(Event::Forward);
    let timeline = m.timeline.clone();
    m.handle(Event::SetN(n(5)));
    assert!(
        steps(&m) == 1 && m.timeline == timeline,
        "the same board: nothing"
    );
    m.handle(Event::SetN(n(6)));
    assert_eq!((m.n, steps(&m), m.speed), (n(6), 0, 4));
    assert!(m.help_open && m.code == CodeLang::Rust);
    assert!(m.timeline != timeline);
}

/// The board select's arrow keys (Chromium changes a closed select at
/// each) pass through the boards between: each keeps the step it was left
/// at, and a board picked again opens there. The link names only the board
/// shown and its step.
#[test]
fn a_board_picked_again_opens_at_the_step_it_was_left_at() {
    let mut m = board(4);
    m.handle(Event::SetN(n(6)));
    m.handle(Event::Seek(12));
    // ↓ from 6 to 8, through 7; 7 is stepped there.
    m.handle(Event::SetN(n(7)));
    assert_eq!(
        (m.n, steps(&m)),
        (n(7), 0),
        "a board not seen yet: its start"
    );
    m.handle(Event::Forward);
    m.handle(Event::SetN(n(8)));
    assert_eq!(steps(&m), 0);
    // ↑ back: each board where it was left.
    m.handle(Event::SetN(n(7)));
    assert_eq!((m.n, steps(&m)), (n(7), 1));
    let out = m.handle(Event::SetN(n(6)));
    assert_eq!((m.n, steps(&m)), (n(6), 12));
    assert_eq!(out, vec![m.prepare()], "a new timeline, no notice");
    assert_eq!(
        m.link(),
        StepperLink {
            code: Some(CodeLang::default()),
            ..link(6, 12)
        }
    );
    // Not playing there, whatever the board left did.
    m.handle(Event::SetN(n(4)));
    m.handle(Event::TogglePlay);
    m.handle(Event::SetN(n(6)));
    assert_eq!((steps(&m), m.playing), (12, false));
    // A link names its own step, and the board it leaves keeps its step.
    m.handle(Event::Link(Taken::Restore, link(7, 3)));
    assert_eq!(steps(&m), 3);
    m.handle(Event::SetN(n(4)));
    m.handle(Event::SetN(n(6)));
    assert_eq!(steps(&m), 12);
    m.handle(Event::SetN(n(7)));
    assert_eq!(steps(&m), 3);
    // A step waited for (far on a large board) is kept as such.
    let far = EAGER_SEEK_LIMIT + 5;
    m.handle(Event::SetN(n(12)));
    m.handle(Event::Seek(far));
    m.handle(Event::SetN(n(7)));
    m.handle(Event::SetN(n(12)));
    assert_eq!((steps(&m), m.step()), (0, far));
}

#[test]
fn solutions_are_jumped_to() {
    let mut m = board(4);
    prepare(&mut m);
    m.handle(Event::NextSolution);
    assert_eq!(m.current.counters().solutions, 1);
    m.handle(Event::NextSolution);
    assert_eq!(m.current.counters().solutions, 2);
    m.handle(Event::PrevSolution);
    assert_eq!(m.current.counters().solutions, 1);
    m.handle(Event::TogglePlay);
    m.handle(Event::GoToSolution(2));
    assert_eq!((m.current.counters().solutions, m.playing), (2, false));
    // N at the last solution stays and is to be said, once per press.
    assert_eq!(m.no_jump, None);
    m.handle(Event::NextSolution);
    assert_eq!(
        (m.current.counters().solutions, m.no_jump),
        (2, Some((1, true)))
    );
    m.handle(Event::NextSolution);
    assert_eq!(m.no_jump, Some((2, true)));
    m.handle(Event::Reset);
    m.handle(Event::PrevSolution);
    assert_eq!(m.no_jump, Some((3, false)));
}

#[test]
fn escape_closes_what_is_open_then_leaves_presenter_mode() {
    let mut m = board(4);
    m.handle(Event::SetPresenting(true));
    m.handle(Event::ToggleHelp);
    m.handle(Event::Escape);
    assert!(!m.help_open && m.presenting);
    m.handle(Event::Escape);
    assert!(!m.presenting);
    m.handle(Event::SetShareOpen(true));
    m.handle(Event::SetPresenting(true));
    assert!(!m.share_open, "presenter mode closes the dialogs");
}

#[test]
fn what_the_browser_keeps_is_a_command() {
    let mut m = board(4);
    assert_eq!(
        m.handle(Event::SetCode(CodeLang::Python)),
        vec![Command::KeepCode(CodeLang::Python)]
    );
    assert_eq!(
        m.handle(Event::SetTreeOpen(true)),
        vec![Command::KeepTreeOpen(true)]
    );
    assert!(m.tree_open);
    assert_eq!(m.handle(Event::Forward), vec![]);
}

fn link(size: usize, step: u64) -> StepperLink {
    StepperLink {
        n: n(size),
        step,
        ..StepperLink::default()
    }
}

#[test]
fn a_link_opens_the_machine_and_what_it_does_not_name_is_kept() {
    // The machine as the page makes it: the code panel's language kept
    // in the browser.
    let mut m = StepperMachine::new(StepperN::DEFAULT, false, false, CodeLang::Python, true);
    let opened = StepperLink {
        embed: true,
        ..link(5, 3)
    };
    let out = m.handle(Event::Link(Taken::Open, opened));
    assert!(m.embed && m.tree_open && !m.presenting);
    assert_eq!((m.n, steps(&m), m.code), (n(5), 3, CodeLang::Python));
    // The link names the language now: the address writes it. (Board 5
    // needs no preparation: the default board's stops.)
    assert_eq!(out, vec![Command::Prepare(None)]);
    assert_eq!(m.link().code, Some(CodeLang::Python));
    // A link's own language wins.
    let mut m = board(4);
    let out = m.handle(Event::Link(
        Taken::Open,
        StepperLink {
            code: Some(CodeLang::Rust),
            present: true,
            ..link(4, 0)
        },
    ));
    assert_eq!(out, vec![], "the link names what the machine shows");
    assert!(m.presenting && m.code == CodeLang::Rust);
}

#[test]
fn a_step_past_the_end_opens_the_last_one_and_says_so() {
    let mut m = board(4);
    let out = m.handle(Event::Link(Taken::Open, link(4, 999)));
    let last = steps(&m);
    assert!(m.current.is_finished());
    assert_eq!(out, vec![Command::PastEnd { given: 999, last }]);
    assert_eq!(
        m.link(),
        StepperLink {
            code: Some(CodeLang::default()),
            ..link(4, last)
        },
        "the link names the step shown"
    );
}

#[test]
fn a_moment_restored_is_not_played_on() {
    let mut m = board(4);
    m.handle(Event::TogglePlay);
    m.handle(Event::Link(Taken::Restore, link(6, 7)));
    assert_eq!((m.n, steps(&m), m.playing), (n(6), 7, false));
    // Back to the moment shown (from another page) stops play too.
    m.handle(Event::TogglePlay);
    let here = StepperLink {
        code: Some(CodeLang::default()),
        present: true,
        ..link(6, 7)
    };
    m.handle(Event::Link(Taken::Restore, here));
    assert!(m.presenting && !m.playing);
    assert_eq!(m.link(), here);
    // A link without a language keeps the one shown.
    m.handle(Event::SetCode(CodeLang::Rust));
    m.handle(Event::Link(Taken::Restore, link(6, 7)));
    assert_eq!(m.code, CodeLang::Rust);
}

#[test]
fn a_link_moved_elsewhere_is_followed_and_its_own_changes_nothing() {
    let mut m = board(4);
    m.handle(Event::TogglePlay);
    m.handle(Event::Tick(1));
    // The link coming back with the machine's own place.
    let own = m.link();
    assert_eq!(m.handle(Event::Link(Taken::Follow, own)), vec![]);
    assert_eq!((steps(&m), m.playing), (1, true));
    // The tree panel picked a step: play goes on from there.
    let there = StepperLink { step: 5, ..own };
    assert_eq!(m.handle(Event::Link(Taken::Follow, there)), vec![]);
    assert_eq!((steps(&m), m.playing), (5, true));
    // Another page picked a board: a fresh search, at the link's step.
    let other = StepperLink {
        n: n(6),
        step: 0,
        ..own
    };
    m.handle(Event::Link(Taken::Follow, other));
    assert_eq!((m.n, steps(&m), m.playing), (n(6), 0, false));
}

/// A link to a far step of a large board (`?n=16&step=3000000`) waits for
/// the timeline, and meanwhile the link keeps naming that step: the
/// address, a reload, the share dialog and history keep it (they named
/// step 0, the step shown, until the count ended). The link coming back
/// (the shell's echo of the address) leaves the wait alone; a move to
/// another step (Back to an entry, the tree) ends it there.
#[test]
fn a_far_step_the_link_names_waits_and_the_link_keeps_it() {
    let mut m = board(12);
    let far = EAGER_SEEK_LIMIT + 5;
    let out = m.handle(Event::Link(Taken::Open, link(12, far)));
    assert_eq!((steps(&m), m.step()), (0, far));
    assert_eq!(out, vec![]);
    assert_eq!(m.link().step, far, "the link names the step waited for");
    assert!(m.is_at(n(12), far, None));
    // That link, coming back, leaves the step waited for alone, however
    // the shell moves it.
    for how in [Taken::Follow, Taken::Restore] {
        assert_eq!(m.handle(Event::Link(how, m.link())), vec![], "{how:?}");
        assert_eq!((steps(&m), m.pending_step), (0, Some(far)), "{how:?}");
    }
    // The count ends: the step, which the link named all along.
    assert_eq!(prepare(&mut m), vec![Command::Prepare(None)]);
    assert_eq!((steps(&m), m.pending_step, m.link().step), (far, None, far));
    // Back to an entry of step 0 while waiting: step 0, no more wait.
    for how in [Taken::Follow, Taken::Restore] {
        let mut m = board(12);
        m.handle(Event::Seek(far));
        m.handle(Event::Link(how, link(12, 0)));
        assert_eq!((steps(&m), m.pending_step, m.link().step), (0, None, 0));
        prepare(&mut m);
        assert_eq!(steps(&m), 0, "{how:?}: the wait was given up");
    }
    // A step taken while waiting gives the wait up: the link follows.
    let mut m = board(12);
    m.handle(Event::Seek(far));
    m.handle(Event::Forward);
    assert_eq!((steps(&m), m.pending_step, m.link().step), (1, None, 1));
}
