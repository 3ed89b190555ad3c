//! The one place for the app's state: a reducer that every view dispatches to.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::domain::learn::lesson::STOP_COUNT;
use crate::i18n::Lang;
use crate::state::url::{Notice, Params, View};
use solver::{Stepper, Timeline};

/// Seeks farther than this wait until the timeline is prepared, so that a
/// link to a late step of a large board never blocks the page.
const EAGER_SEEK_LIMIT: u64 = 200_000;

pub struct AppState {
    pub lang: Lang,
    pub view: View,
    pub notices: Vec<Notice>,
    pub n: usize,
    pub current: Stepper,
    /// Shared cache of subtree sizes for `n` (cloning the state keeps it).
    pub timeline: Rc<RefCell<Timeline>>,
    /// `(done, of)` of the timeline's preparation.
    pub prepared: (usize, usize),
    /// A step asked for before the timeline could reach it cheaply.
    pub pending_step: Option<u64>,
    pub playing: bool,
    /// Index into [`SPEEDS`].
    pub speed: usize,
    /// While playing: when the current run of ticks started.
    pub clock: Option<PlayClock>,
    pub help_open: bool,
    /// The learn page: the lesson's stop (from 1) and, while the exercises
    /// are open, their seed.
    pub stop: usize,
    pub quiz: Option<u64>,
    /// The stepper's "new here?" banner was hidden (kept in localStorage).
    pub lesson_banner_hidden: bool,
    /// The stepper as a compact widget for an iframe (`embed=1`).
    pub embed: bool,
    /// The stepper in presenter mode (`present=1`, the key F).
    pub presenting: bool,
    /// The share dialog (link and embed code) is open.
    pub share_open: bool,
}

/// Where the lesson banner's "hidden" is kept between visits.
const LESSON_BANNER_KEY: &str = "bitqueens.lesson-banner";

/// The page's `localStorage`, where the browser allows it. (Not through
/// `gloo-storage`: its typed API brings `serde_json` into the page's wasm,
/// and its `raw()` throws where storage is blocked, e.g. in a sandboxed
/// iframe, which would stop the page.)
pub fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// Keeps playing at its speed in steps per second even when the page cannot
/// render every step: a tick takes as many steps as are due since `start`
/// (usually one; several when the previous render made the timer late), and
/// the page shows the last of them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayClock {
    /// `Date.now()` when this run of ticks began.
    start_ms: f64,
    /// Steps taken by ticks since then.
    ticked: u64,
}

impl PlayClock {
    fn now() -> Self {
        PlayClock {
            start_ms: js_sys::Date::now(),
            ticked: 0,
        }
    }

    /// How many steps to take now at `speed` steps per second. A backlog of
    /// more than a quarter of a second (a hidden tab, a long seek) is
    /// dropped rather than played in one jump.
    fn due(&mut self, speed: u32) -> u64 {
        let elapsed = js_sys::Date::now() - self.start_ms;
        let target = (elapsed * f64::from(speed) / 1000.0).round().max(0.0) as u64;
        let due = target.saturating_sub(self.ticked);
        let most = u64::from(speed / 4).max(1);
        if due > most {
            *self = PlayClock::now();
            return most;
        }
        self.ticked += due;
        due
    }
}

/// Play speeds in steps per second: from one a second up to one per frame
/// of a 60 Hz screen.
pub const SPEEDS: [u32; 7] = [1, 2, 4, 8, 15, 30, 60];
const DEFAULT_SPEED: usize = 2;

/// Views re-render when anything they show changed.
impl PartialEq for AppState {
    fn eq(&self, other: &Self) -> bool {
        self.lang == other.lang
            && self.view == other.view
            && self.notices == other.notices
            && self.n == other.n
            && self.current == other.current
            && Rc::ptr_eq(&self.timeline, &other.timeline)
            && self.prepared == other.prepared
            && self.pending_step == other.pending_step
            && self.playing == other.playing
            && self.speed == other.speed
            && self.help_open == other.help_open
            && self.stop == other.stop
            && self.quiz == other.quiz
            && self.lesson_banner_hidden == other.lesson_banner_hidden
            && self.embed == other.embed
            && self.presenting == other.presenting
            && self.share_open == other.share_open
    }
}

#[derive(Clone)]
pub enum Action {
    SetLang(Lang),
    SetView(View),
    SetN(usize),
    Forward,
    Back,
    Seek(u64),
    TogglePlay,
    /// One tick of the play timer: the steps due at the play speed (see
    /// [`PlayClock`]), but only while playing (a tick already queued when the
    /// learner pauses must not step).
    Tick,
    SetSpeed(usize),
    NextSolution,
    PrevSolution,
    /// Jump to just after solution `m` (1-based) was completed.
    GoToSolution(u64),
    Reset,
    ToggleHelp,
    CloseHelp,
    /// The timeline's preparation reached `(done, of)` (the stepper view
    /// counts it in slices and reports here).
    Prepared((usize, usize)),
    DismissNotices,
    /// Back or Forward reached an entry of this page: show exactly what its
    /// address says (view and language; on the stepper also `n` and the
    /// step), with the notices its parsing gave. Away from the stepper the
    /// address names no board, so the board is kept. Playing stops: the
    /// entry is one moment.
    Restore(Params, Vec<Notice>),
    /// The learn page moves to stop `k` of the lesson.
    SetStop(usize),
    /// The learn page shows the exercises of this seed, or the lesson.
    SetQuiz(Option<u64>),
    /// "Open this moment in the full stepper": board `n` at `step`.
    OpenInStepper {
        n: usize,
        step: u64,
    },
    /// The learner hid the stepper's lesson banner, for good.
    HideLessonBanner,
    /// Enter or leave presenter mode.
    SetPresenting(bool),
    /// Open or close the share dialog.
    SetShareOpen(bool),
    /// Escape: closes what is open (the help, the share dialog) or leaves
    /// presenter mode.
    Escape,
}

impl AppState {
    pub fn from_params(params: Params, notices: Vec<Notice>, browser_lang: Lang) -> Self {
        let mut state = AppState {
            lang: params.lang.unwrap_or(browser_lang),
            view: params.view,
            notices,
            n: params.n,
            current: Stepper::new(params.n),
            timeline: Rc::new(RefCell::new(Timeline::new(params.n))),
            prepared: (0, 0),
            pending_step: None,
            playing: false,
            speed: DEFAULT_SPEED,
            clock: None,
            help_open: false,
            stop: params.stop.clamp(1, STOP_COUNT),
            quiz: params.quiz,
            lesson_banner_hidden: local_storage()
                .is_some_and(|s| matches!(s.get_item(LESSON_BANNER_KEY), Ok(Some(_)))),
            embed: params.embed,
            presenting: params.present,
            share_open: false,
        };
        state.prepared = state.timeline.borrow_mut().prepare(0);
        state.seek(params.step);
        state
    }

    pub fn total_steps(&self) -> Option<u64> {
        let mut timeline = self.timeline.borrow_mut();
        timeline.is_prepared().then(|| timeline.total_steps())
    }

    /// All solutions of `n`, once the timeline is counted.
    pub fn total_solutions(&self) -> Option<u64> {
        let mut timeline = self.timeline.borrow_mut();
        timeline.is_prepared().then(|| timeline.whole().solutions)
    }

    pub fn is_prepared(&self) -> bool {
        self.timeline.borrow().is_prepared()
    }

    /// The URL state of this moment.
    pub fn params(&self) -> Params {
        Params {
            view: self.view,
            n: self.n,
            step: self.current.counters().steps,
            lang: Some(self.lang),
            stop: self.stop,
            quiz: self.quiz,
            embed: self.embed,
            present: self.presenting,
        }
    }

    /// A fresh timeline for board size `n`, at its start.
    fn start_board(&mut self, n: usize) {
        self.n = n;
        self.current = Stepper::new(n);
        self.timeline = Rc::new(RefCell::new(Timeline::new(n)));
        self.prepared = self.timeline.borrow_mut().prepare(0);
        self.pending_step = None;
        self.playing = false;
    }

    fn seek(&mut self, k: u64) {
        let current = self.current.counters().steps;
        if !self.is_prepared() && k > current.max(EAGER_SEEK_LIMIT) {
            self.pending_step = Some(k);
            return;
        }
        self.pending_step = None;
        let mut timeline = self.timeline.borrow_mut();
        self.current = timeline.seek(k);
        let reached = self.current.counters().steps;
        if reached < k {
            self.notices.push(Notice::StepPastEnd {
                given: k,
                last: reached,
            });
        }
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = AppState {
            lang: self.lang,
            view: self.view,
            notices: self.notices.clone(),
            n: self.n,
            current: self.current.clone(),
            timeline: Rc::clone(&self.timeline),
            prepared: self.prepared,
            pending_step: self.pending_step,
            playing: self.playing,
            speed: self.speed,
            clock: self.clock,
            help_open: self.help_open,
            stop: self.stop,
            quiz: self.quiz,
            lesson_banner_hidden: self.lesson_banner_hidden,
            embed: self.embed,
            presenting: self.presenting,
            share_open: self.share_open,
        };
        match action {
            Action::SetLang(lang) => s.lang = lang,
            Action::SetView(view) => s.view = view,
            Action::SetN(n) => {
                if n == s.n {
                    return self;
                }
                s.start_board(n);
            }
            Action::Tick if !s.playing => return self,
            Action::Forward | Action::Tick => {
                let steps = if matches!(action, Action::Tick) {
                    let speed = SPEEDS[s.speed];
                    let due = s.clock.get_or_insert_with(PlayClock::now).due(speed);
                    if due == 0 {
                        return self;
                    }
                    due
                } else {
                    1
                };
                for _ in 0..steps {
                    if s.current.next().is_none() {
                        break;
                    }
                }
                s.pending_step = None;
                if s.current.is_finished() {
                    s.playing = false;
                }
            }
            Action::Back => {
                let k = s.current.counters().steps;
                if k == 0 {
                    return self;
                }
                s.seek(k - 1);
            }
            Action::Seek(k) => s.seek(k),
            Action::TogglePlay => {
                s.playing = !s.playing && !s.current.is_finished();
                s.clock = s.playing.then(PlayClock::now);
            }
            Action::SetSpeed(i) => {
                s.speed = i.min(SPEEDS.len() - 1);
                s.clock = s.playing.then(PlayClock::now);
            }
            Action::NextSolution => {
                let found = s.timeline.borrow_mut().next_solution(&s.current);
                match found {
                    Some(next) => s.current = next,
                    None => return self,
                }
                s.pending_step = None;
            }
            Action::PrevSolution => {
                let found = s.timeline.borrow_mut().prev_solution(&s.current);
                match found {
                    Some(prev) => s.current = prev,
                    None => return self,
                }
                s.pending_step = None;
            }
            Action::GoToSolution(m) => {
                let found = s.timeline.borrow_mut().solution(m);
                match found {
                    Some(at) => s.current = at,
                    None => return self,
                }
                s.pending_step = None;
                s.playing = false;
            }
            Action::Reset => {
                s.current = Stepper::new(s.n);
                s.pending_step = None;
                s.playing = false;
            }
            Action::ToggleHelp => s.help_open = !s.help_open,
            Action::CloseHelp => s.help_open = false,
            Action::SetPresenting(on) => {
                s.presenting = on;
                s.help_open = false;
                s.share_open = false;
            }
            Action::SetShareOpen(open) => s.share_open = open,
            Action::Escape => {
                if s.help_open || s.share_open {
                    s.help_open = false;
                    s.share_open = false;
                } else if s.presenting {
                    s.presenting = false;
                } else {
                    return self;
                }
            }
            Action::Prepared(progress) => {
                s.prepared = progress;
                if let Some(k) = s.pending_step.filter(|_| s.is_prepared()) {
                    s.seek(k);
                }
            }
            Action::DismissNotices => s.notices.clear(),
            Action::SetStop(k) => s.stop = k.clamp(1, STOP_COUNT),
            Action::SetQuiz(seed) => s.quiz = seed,
            Action::HideLessonBanner => {
                if let Some(storage) = local_storage() {
                    let _ = storage.set_item(LESSON_BANNER_KEY, "hidden");
                }
                s.lesson_banner_hidden = true;
            }
            Action::OpenInStepper { n, step } => {
                s.view = View::Stepper;
                if n != s.n {
                    s.start_board(n);
                }
                s.seek(step);
                s.playing = false;
            }
            Action::Restore(params, notices) => {
                let lang = params.lang.unwrap_or(s.lang);
                let stepper = params.view == View::Stepper;
                let same_moment = s.n == params.n
                    && s.pending_step.unwrap_or(s.current.counters().steps) == params.step;
                let learn = params.view == View::Learn;
                let same_place = s.stop == params.stop && s.quiz == params.quiz;
                if lang == s.lang
                    && params.view == s.view
                    && (!stepper || same_moment)
                    && (!learn || same_place)
                {
                    return self;
                }
                if learn {
                    s.stop = params.stop.clamp(1, STOP_COUNT);
                    s.quiz = params.quiz;
                }
                s.lang = lang;
                s.view = params.view;
                s.presenting = params.present;
                s.notices = notices;
                s.playing = false;
                s.clock = None;
                if stepper {
                    if params.n != s.n {
                        s.start_board(params.n);
                    }
                    s.seek(params.step);
                }
            }
        }
        Rc::new(s)
    }
}
