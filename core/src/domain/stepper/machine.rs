//! The stepper page as a machine (`TimedMachine`): its board ([`StepperN`], a size the
//! stepper can step through, made only by the one parser of board sizes,
//! `solver::board_size!`: the address's `n=`, the board select, a
//! request from the extra pages), the
//! moment shown, its timeline, play and what is open around it. Events in
//! (a step, a seek, play, the play timer's tick, the timeline's progress, a
//! dialog opened…), commands out (the play timer, the timeline's
//! preparation, what the shell shows or the browser keeps), tested
//! natively. The machine owns the board, the one owner of the stepper's
//! `n`: the shell keeps the machine while its page is not shown and builds
//! the address from its link ([`StepperMachine::link`], the part of the
//! address that is the stepper's); the shell's own moves of it (opening,
//! Back, Forward, another page's) are events ([`Event::Link`]).

use std::cell::RefCell;
use std::fmt;
use std::ops::{Deref, RangeInclusive};
use std::rc::Rc;

use super::announce::{Announcer, Edge, Heard, SETTLE_MS};
use super::code::CodeLang;
use super::speech::attacks_sentence;
use super::texts::{going_to_step, shown_line};
use crate::domain::machine::{Taken, TimedMachine};
use crate::i18n::Lang;
use solver::{Stepper, Timeline};

/// Board sizes the stepper accepts (its board is the search tree's too, and
/// the one the extra pages draw).
pub const STEPPER_N: RangeInclusive<usize> = 1..=16;
/// The stepper's board size when the URL names none.
pub const DEFAULT_N: usize = 8;

solver::board_size!(
    /// A board size in [`STEPPER_N`]: the only kind of `n` the stepper
    /// takes, made by the one parser of board sizes (the counts' `CountN`
    /// is made the same way): a link's `n=` clamped into the range, the
    /// board select's value parsed, a request's number checked.
    StepperN,
    /// Why a value is not a board the stepper takes: it names the value
    /// given.
    NotStepperN,
    STEPPER_N
);

impl StepperN {
    /// [`DEFAULT_N`].
    pub const DEFAULT: StepperN = StepperN(DEFAULT_N as u8);
}

impl Default for StepperN {
    fn default() -> Self {
        StepperN::DEFAULT
    }
}

/// Seeks farther than this wait until the timeline is prepared, so that a
/// link to a late step of a large board never blocks the page.
const EAGER_SEEK_LIMIT: u64 = 200_000;

/// Play speeds in steps per second: from one a second up to one per frame
/// of a 60 Hz screen.
pub const SPEEDS: [u32; 7] = [1, 2, 4, 8, 15, 30, 60];
const DEFAULT_SPEED: usize = 2;

/// Keeps playing at its speed in steps per second even when the page cannot
/// render every step: a tick takes as many steps as are due since the run
/// of ticks began (usually one; several when the previous render made the
/// timer late), and the page shows the last of them ([`Event::Tick`]).
#[derive(Clone, Copy, Debug)]
pub struct PlayClock {
    /// The time (ms) when this run of ticks began.
    start_ms: f64,
    /// Steps taken by ticks since then.
    ticked: u64,
}

impl PlayClock {
    /// A run of ticks that begins at `now_ms`.
    pub fn new(now_ms: f64) -> Self {
        PlayClock {
            start_ms: now_ms,
            ticked: 0,
        }
    }

    /// How many steps to take at `now_ms` at `speed` steps per second. A
    /// backlog of more than a quarter of a second (a hidden tab, a long
    /// seek) is dropped rather than played in one jump: the run begins
    /// again.
    pub fn due(&mut self, speed: u32, now_ms: f64) -> u64 {
        let elapsed = now_ms - self.start_ms;
        let target = (elapsed * f64::from(speed) / 1000.0).round().max(0.0) as u64;
        let due = target.saturating_sub(self.ticked);
        let most = u64::from(speed / 4).max(1);
        if due > most {
            *self = PlayClock::new(now_ms);
            return most;
        }
        self.ticked += due;
        due
    }
}

/// The timeline of the board, shared by the machine's clones (and by the
/// views, and the preparation's slices): two are equal when they are the
/// same one.
#[derive(Clone)]
pub struct SharedTimeline(Rc<RefCell<Timeline>>);

impl SharedTimeline {
    fn new(n: StepperN) -> Self {
        SharedTimeline(Rc::new(RefCell::new(Timeline::new(n.get()))))
    }

    /// The shared cell itself.
    pub fn rc(&self) -> Rc<RefCell<Timeline>> {
        Rc::clone(&self.0)
    }
}

impl Deref for SharedTimeline {
    type Target = RefCell<Timeline>;

    fn deref(&self) -> &RefCell<Timeline> {
        &self.0
    }
}

impl PartialEq for SharedTimeline {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for SharedTimeline {}

impl fmt::Debug for SharedTimeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SharedTimeline(n = {})", self.0.borrow().n())
    }
}

/// The stepper's state: the board, the moment shown, playing, and what is
/// open around it. Its fields are read by the views; only its events
/// change them.
#[derive(Clone, PartialEq)]
pub struct StepperMachine {
    pub n: StepperN,
    pub current: Stepper,
    /// Shared cache of subtree sizes for `n` (cloning the state keeps it).
    pub timeline: SharedTimeline,
    /// `(done, of)` of the timeline's preparation.
    pub prepared: (usize, usize),
    /// A step asked for before the timeline could reach it cheaply.
    pub pending_step: Option<u64>,
    pub playing: bool,
    /// Index into [`SPEEDS`].
    pub speed: usize,
    pub help_open: bool,
    /// The stepper as a compact widget for an iframe (`embed=1`).
    pub embed: bool,
    /// The stepper in presenter mode (`present=1`, the key F).
    pub presenting: bool,
    /// The share dialog (link and embed code) is open.
    pub share_open: bool,
    /// The code panel's language (`code=`, kept in the browser).
    pub code: CodeLang,
    /// The search tree panel is open (on the boards it draws; kept in the
    /// browser).
    pub tree_open: bool,
    /// A solution jump that found none: how many so far (each press is
    /// said again) and whether it looked for a later one (N) or an earlier
    /// one (P). The page says it in a status of its own: the moment did not
    /// change, so the step's live region says nothing.
    pub no_jump: Option<(u32, bool)>,
    /// What the live region says, and when ([`Command::Announce`]).
    pub live: Live,
    /// The step last shown on each board for the page's life: a board
    /// picked again opens there ([`Event::SetN`]; the address names only
    /// the board shown).
    reached: Reached,
}

/// The step last shown on each board of [`STEPPER_N`] (0: the start, or
/// never shown).
#[derive(Clone, Copy, Default, PartialEq)]
struct Reached([u64; *STEPPER_N.end()]);

impl Reached {
    fn get(&self, n: StepperN) -> u64 {
        self.0[n.get() - 1]
    }

    fn set(&mut self, n: StepperN, step: u64) {
        self.0[n.get() - 1] = step;
    }
}

/// The stepper's live region as the machine keeps it: the page's language,
/// the [`Announcer`] that decides what each moment says, and what it last
/// asked the page to say.
#[derive(Clone, PartialEq)]
pub struct Live {
    pub lang: Lang,
    announcer: Announcer,
    /// A key is held down (its repeats, [`Event::KeyHeld`]).
    held: bool,
    /// The last event is a repeat of a key held down on the timeline's
    /// slider (whose keys the page's shortcuts leave to it).
    repeat: bool,
    /// The moment shown came from the timeline or a held key, perhaps one
    /// of a quick series: said once settled.
    settle: bool,
    /// The moment shown came from the timeline's slider (which says its
    /// step itself).
    slider: bool,
    /// The last event asked for a step past an end of the search, play at
    /// its end, or the step shown.
    edge: Option<Edge>,
    /// The last event entered presenter mode.
    presenting: bool,
    /// The last event ended the count of the whole search.
    counted: bool,
    /// The last event picked a board again and came back to the step
    /// last shown there.
    back: bool,
    /// The region's text as last announced (`None`: nothing heard yet).
    said: Option<String>,
    /// A moment waits to settle ([`Command::Settle`]).
    waiting: bool,
}

impl Default for Live {
    /// Nothing heard yet; English until the page says its language
    /// ([`Event::Lang`], before its first moment).
    fn default() -> Self {
        Live {
            lang: Lang::En,
            announcer: Announcer::default(),
            held: false,
            repeat: false,
            settle: false,
            slider: false,
            edge: None,
            presenting: false,
            counted: false,
            back: false,
            said: None,
            waiting: false,
        }
    }
}

/// The part of the address that is the stepper's: its board, the step, the
/// code panel's language (`None`: the address names none), the widget and
/// presenter mode. Derived from the machine ([`StepperMachine::link`]):
/// the shell writes the address from it, and the pages that show the
/// stepper's board read it there; the shell's moves of it are
/// [`Event::Link`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepperLink {
    pub n: StepperN,
    pub step: u64,
    pub code: Option<CodeLang>,
    pub embed: bool,
    pub present: bool,
}

/// What happens to the stepper.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    /// The learner picks board `n`: its search, at the step last shown on
    /// it (its start, the first time).
    SetN(StepperN),
    Forward,
    Back,
    Seek(u64),
    TogglePlay,
    /// A tick of the play timer ([`Command::Play`]) with the steps now due
    /// at the play speed ([`PlayClock`]); taken only while playing (a tick
    /// already queued when the learner pauses must not step).
    Tick(u64),
    /// Index into [`SPEEDS`] (clamped).
    SetSpeed(usize),
    NextSolution,
    PrevSolution,
    /// Jump to just after solution `m` (1-based) was completed.
    GoToSolution(u64),
    Reset,
    ToggleHelp,
    CloseHelp,
    /// The timeline's preparation reached `(done, of)` (counted in slices
    /// by the page, [`Command::Prepare`], reported here).
    Prepared((usize, usize)),
    /// Enter or leave presenter mode.
    SetPresenting(bool),
    /// Open or close the share dialog.
    SetShareOpen(bool),
    /// The code panel shows the program in this language.
    SetCode(CodeLang),
    /// Open or close the search tree panel.
    SetTreeOpen(bool),
    /// Escape: closes what is open (the help, the share dialog) or leaves
    /// presenter mode.
    Escape,
    /// The timeline's slider moved to this step (a drag, its arrow keys):
    /// perhaps one of a quick series, said once settled.
    Scrub(u64),
    /// A key on the timeline's slider that moves it toward one of its ends
    /// ([`slider_key`]), pressed (`true`: a repeat of a key held down).
    /// At that end the slider does not move and no input comes: the
    /// region says that the page is already at its step, as a jump there
    /// does ([`Edge::Here`]), once a press.
    SliderKey(Toward, bool),
    /// A key of the stepper's is held down (its keydown repeats) or no
    /// longer: the steps of a held key are said once it stops.
    KeyHeld(bool),
    /// The page's language (said in it from now on).
    Lang(Lang),
    /// The wait asked for by [`Command::Settle`] is over: the moment that
    /// waited is heard again.
    Settled,
    /// The shell moved the link (see [`Taken`]): the app opened on it (the
    /// widget, presenter mode, the code panel's language, the board at the
    /// step), restored it (its moment is not played on: Back, Forward,
    /// "open this moment in the full stepper"), or another page moved it
    /// (the tree panel picked a step).
    Link(Taken, StepperLink),
}

/// Which way a key moves the timeline's slider.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toward {
    /// Toward step 0.
    Start,
    /// Toward the search's last step.
    End,
}

/// Which way `key` moves a range input (the timeline's slider), as the
/// browser moves it: ← ↓ PageDown Home toward its minimum, → ↑ PageUp End
/// toward its maximum; `None` for a key that does not move it.
pub fn slider_key(key: &str) -> Option<Toward> {
    match key {
        "ArrowLeft" | "ArrowDown" | "PageDown" | "Home" => Some(Toward::Start),
        "ArrowRight" | "ArrowUp" | "PageUp" | "End" => Some(Toward::End),
        _ => None,
    }
}

/// What the stepper asks of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Play at this many steps a second: a new run of ticks
    /// ([`Event::Tick`], timed by a new [`PlayClock`]) replaces the last;
    /// `None`: no more ticks.
    Play(Option<u32>),
    /// Count this timeline in short slices, reporting its progress
    /// ([`Event::Prepared`]) from the one the machine knows until it is
    /// prepared; it replaces the last; `None`: stop.
    Prepare(Option<(SharedTimeline, (usize, usize))>),
    /// Step `given` was asked for, past the search's end: `last` is shown
    /// (a notice says so).
    PastEnd { given: u64, last: u64 },
    /// Keep the code panel's language in this browser.
    KeepCode(CodeLang),
    /// Keep the tree panel open (or closed) in this browser.
    KeepTreeOpen(bool),
    /// The live region says this now (the page writes it there, and
    /// nothing else: what is said and when is the machine's).
    Announce(String),
    /// A moment waits to settle: send [`Event::Settled`] in this many
    /// milliseconds (the region is marked waiting meanwhile); `None`: none
    /// waits.
    Settle(Option<u32>),
}

impl StepperMachine {
    /// Board `n` at its start: the widget (`embed`) or presenter mode, with
    /// the code panel in `code` and the tree panel `tree_open`.
    pub fn new(
        n: StepperN,
        embed: bool,
        presenting: bool,
        code: CodeLang,
        tree_open: bool,
    ) -> Self {
        let timeline = SharedTimeline::new(n);
        let prepared = timeline.borrow_mut().prepare(0);
        StepperMachine {
            n,
            current: Stepper::new(n.get()),
            timeline,
            prepared,
            pending_step: None,
            playing: false,
            speed: DEFAULT_SPEED,
            help_open: false,
            embed,
            presenting,
            share_open: false,
            code,
            tree_open,
            no_jump: None,
            live: Live::default(),
            reached: Reached::default(),
        }
    }

    /// The step shown (or the one asked for, while the timeline cannot
    /// reach it yet).
    pub fn step(&self) -> u64 {
        self.pending_step.unwrap_or(self.current.counters().steps)
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

    /// The play timer's speed (steps a second) while playing.
    fn play_speed(&self) -> Option<u32> {
        self.playing.then(|| SPEEDS[self.speed])
    }

    /// The timeline being prepared, until its preparation is reported done.
    fn preparing(&self) -> Option<SharedTimeline> {
        (self.prepared.0 < self.prepared.1).then(|| self.timeline.clone())
    }

    /// The preparation as it should run now.
    fn prepare(&self) -> Command {
        Command::Prepare(self.preparing().map(|t| (t, self.prepared)))
    }

    /// The stepper already shows board `n` at `step`, with the code panel
    /// in `code` (when given).
    pub fn is_at(&self, n: StepperN, step: u64, code: Option<CodeLang>) -> bool {
        self.n == n && self.step() == step && code.is_none_or(|code| code == self.code)
    }

    /// What the stepper's link names: the board, the step ([`Self::step`]:
    /// the one shown, or the one asked for while it waits for the
    /// timeline, so that the address, a reload and the share dialog keep
    /// it), the code panel's language, the widget and presenter mode.
    pub fn link(&self) -> StepperLink {
        StepperLink {
            n: self.n,
            step: self.step(),
            code: Some(self.code),
            embed: self.embed,
            present: self.presenting,
        }
    }

    /// Takes the page's link, as [`Event::Link`] says.
    fn take_link(&mut self, how: Taken, link: StepperLink) -> Vec<Command> {
        if let Some(code) = link.code {
            self.code = code;
        }
        self.presenting = link.present;
        // Against the step the link names (one waited for included): the
        // machine's own link coming back leaves a wait alone, another step
        // ends it.
        let moved = link.n != self.n || link.step != self.step();
        match how {
            Taken::Open => {
                self.embed = link.embed;
                self.open(link.n, link.step)
            }
            Taken::Restore => {
                self.playing = false;
                if moved {
                    self.open(link.n, link.step)
                } else {
                    vec![]
                }
            }
            Taken::Follow => {
                if link.n != self.n {
                    self.start_board(link.n);
                }
                if link.step != self.step() {
                    self.seek(link.step)
                } else {
                    vec![]
                }
            }
        }
    }

    /// Handles `event` (the link's command aside).
    fn take(&mut self, event: Event) -> Vec<Command> {
        match event {
            Event::SetN(n) if n != self.n => {
                self.start_board(n);
                // A closed select changes with each arrow key (Chromium):
                // the boards passed on the way leave their steps as they were.
                return self.seek(self.reached.get(n));
            }
            Event::SetN(_) => {}
            Event::Tick(due) if self.playing => self.forward(due),
            Event::Tick(_) => {}
            // A step by hand during play takes the search over: play
            // pauses at the step it reaches (and says so), instead of a
            // step lost among play's own.
            Event::Forward => {
                self.playing = false;
                self.forward(1);
            }
            Event::Back => {
                self.playing = false;
                let k = self.current.counters().steps;
                if k > 0 {
                    return self.seek(k - 1);
                }
            }
            Event::Seek(k) => return self.seek(k),
            // The timeline moved by hand (its arrow keys, a drag) is a step
            // by hand too: play pauses where it lands.
            Event::Scrub(k) => {
                self.playing = false;
                return self.seek(k);
            }
            Event::TogglePlay => self.playing = !self.playing && !self.current.is_finished(),
            Event::SetSpeed(i) => self.speed = i.min(SPEEDS.len() - 1),
            Event::SetCode(code) => {
                self.code = code;
                return vec![Command::KeepCode(code)];
            }
            Event::SetTreeOpen(open) => {
                self.tree_open = open;
                return vec![Command::KeepTreeOpen(open)];
            }
            Event::NextSolution => {
                let found = self.timeline.borrow_mut().next_solution(&self.current);
                self.jump_or_say(found, true);
            }
            Event::PrevSolution => {
                let found = self.timeline.borrow_mut().prev_solution(&self.current);
                self.jump_or_say(found, false);
            }
            Event::GoToSolution(m) => {
                let found = self.timeline.borrow_mut().solution(m);
                if found.is_some() {
                    self.playing = false;
                }
                self.jump(found);
            }
            Event::Reset => {
                self.current = Stepper::new(self.n.get());
                self.pending_step = None;
                self.playing = false;
            }
            Event::Prepared(progress) => {
                self.prepared = progress;
                if let Some(k) = self.pending_step.filter(|_| self.is_prepared()) {
                    return self.seek(k);
                }
            }
            Event::Link(how, link) => return self.take_link(how, link),
            event => self.open_close(event),
        }
        vec![]
    }

    /// A fresh timeline for board size `n`, at its start; the step shown
    /// on the board left is kept ([`Reached`]).
    fn start_board(&mut self, n: StepperN) {
        self.reached.set(self.n, self.step());
        *self = StepperMachine {
            speed: self.speed,
            help_open: self.help_open,
            share_open: self.share_open,
            live: std::mem::take(&mut self.live),
            reached: self.reached,
            ..StepperMachine::new(n, self.embed, self.presenting, self.code, self.tree_open)
        };
    }

    /// Goes to step `k` (later, once the timeline is prepared, when it is
    /// far); past the end, to the last step, saying so.
    fn seek(&mut self, k: u64) -> Vec<Command> {
        let current = self.current.counters().steps;
        if !self.is_prepared() && k > current.max(EAGER_SEEK_LIMIT) {
            self.pending_step = Some(k);
            return vec![];
        }
        self.pending_step = None;
        self.current = self.timeline.borrow_mut().seek(k);
        let reached = self.current.counters().steps;
        if reached < k {
            vec![Command::PastEnd {
                given: k,
                last: reached,
            }]
        } else {
            vec![]
        }
    }

    /// Board `n` at `step`, not playing.
    fn open(&mut self, n: StepperN, step: u64) -> Vec<Command> {
        if n != self.n {
            self.start_board(n);
        }
        self.playing = false;
        self.seek(step)
    }

    /// Takes `steps` steps forward (fewer at the end of the search).
    fn forward(&mut self, steps: u64) {
        for _ in 0..steps {
            if self.current.next().is_none() {
                break;
            }
        }
        self.pending_step = None;
        if self.current.is_finished() {
            self.playing = false;
        }
    }

    /// Goes to `found`, the solution N (`next`) or P looked up; when there
    /// is none, the page is to say so ([`StepperMachine::no_jump`]).
    fn jump_or_say(&mut self, found: Option<Stepper>, next: bool) {
        if found.is_none() {
            let said = self.no_jump.map_or(0, |(k, _)| k);
            self.no_jump = Some((said + 1, next));
        }
        self.jump(found);
    }

    /// Goes to `found` (a solution looked up in the timeline), if any.
    fn jump(&mut self, found: Option<Stepper>) {
        if let Some(at) = found {
            self.current = at;
            self.pending_step = None;
        }
    }

    /// What is open around the stepper: the help, the share dialog,
    /// presenter mode.
    fn open_close(&mut self, event: Event) {
        match event {
            Event::ToggleHelp => self.help_open = !self.help_open,
            Event::CloseHelp => self.help_open = false,
            Event::SetPresenting(on) => {
                self.presenting = on;
                self.help_open = false;
                self.share_open = false;
            }
            Event::SetShareOpen(open) => self.share_open = open,
            Event::KeyHeld(held) => self.live.held = held,
            Event::Lang(lang) => self.live.lang = lang,
            Event::Escape => {
                if self.help_open || self.share_open {
                    self.help_open = false;
                    self.share_open = false;
                } else {
                    self.presenting = false;
                }
            }
            _ => {}
        }
    }
}

impl StepperMachine {
    /// Takes `event` (the live region aside: [`TimedMachine::update`]
    /// hears each moment).
    /// The timers follow the state: a play timer while playing (a new one
    /// at each play and change of speed), the timeline's preparation while
    /// its timeline is not prepared (a new one with each new timeline).
    pub fn handle(&mut self, event: Event) -> Vec<Command> {
        let (play, preparing) = (self.play_speed(), self.preparing());
        let mut out = self.take(event);
        if self.play_speed() != play {
            out.push(Command::Play(self.play_speed()));
        }
        if self.preparing() != preparing {
            out.push(self.prepare());
        }
        out
    }

    /// The sentence the page shows for the moment: `line` of the step
    /// shown, or, while a step asked for waits for the timeline's count,
    /// that the page goes there once it is counted (with `progress`, how
    /// far the count is: for a line that is not a live region).
    pub fn line_or_wait(
        &self,
        lang: Lang,
        line: fn(Lang, &Stepper) -> String,
        progress: bool,
    ) -> String {
        match self.pending_step {
            Some(k) => going_to_step(lang, k, progress.then_some(self.prepared)),
            None => line(lang, &self.current),
        }
    }

    /// The live region hears the moment shown at `now_ms` (see
    /// [`Announcer`]): what it says now, if that changed or is to be said
    /// again ([`Announcer::again`]), and the wait of a
    /// moment not yet settled. While a step asked for waits for the
    /// timeline, it says that the page goes there, once (not at each
    /// report of the count's progress), and the moment shown meanwhile
    /// is not heard.
    fn hear(&mut self, now_ms: u64) -> Vec<Command> {
        // The whole search's totals, once counted (not while playing: a
        // board is said with them, never during play).
        let totals = (!self.playing)
            .then(|| self.total_steps().zip(self.total_solutions()))
            .flatten();
        let s = &self.current;
        let (n, lang) = (self.n.get(), self.live.lang);
        let c = s.counters();
        let (text, due, again) = if self.pending_step.is_some() {
            (self.line_or_wait(lang, shown_line, false), None, false)
        } else {
            let line = shown_line(lang, s);
            let after = attacks_sentence(lang, n, s.row(), s.current_bits());
            let heard = Heard {
                n,
                step: c.steps,
                lang,
                playing: self.playing,
                solutions: c.solutions,
                line: &line,
                after: &after,
                settle: self.live.settle,
                slider: self.live.slider,
                edge: self.live.edge,
                held: self.live.held || self.live.repeat,
                back: self.live.back,
                ended: s.is_finished(),
                totals,
                counted: self.live.counted,
                presenting: self.live.presenting,
            };
            let announcer = &mut self.live.announcer;
            let text = announcer.hear(&heard, now_ms).to_string();
            (text, announcer.due_in(now_ms), announcer.again())
        };
        let live = &mut self.live;
        let mut out = vec![];
        if live.said.as_deref() != Some(text.as_str()) || again {
            out.push(Command::Announce(text.clone()));
            live.said = Some(text);
        }
        if due.is_some() || live.waiting {
            live.waiting = due.is_some();
            out.push(Command::Settle(
                due.map(|ms| u32::try_from(ms).unwrap_or(u32::MAX)),
            ));
        }
        out
    }
}

impl TimedMachine for StepperMachine {
    type Event = Event;
    type Command = Command;

    /// [`StepperMachine::handle`], then the live region hears the moment
    /// (`now`: the page's clock, in ms), once per event: a moment moved by
    /// the timeline or by a held key settles before it is said. A key held
    /// or released changes nothing shown; the language, before the first
    /// moment is heard, only sets what the first is said in.
    fn update(&mut self, event: Event, now: f64) -> (bool, Vec<Command>) {
        let at = (self.n, self.current.counters().steps);
        let quiet = match event {
            Event::KeyHeld(_) => true,
            Event::Lang(_) => self.live.said.is_none(),
            _ => false,
        };
        let scrub = matches!(event, Event::Scrub(_));
        let waited = self.pending_step.is_some();
        // (The count's slices prepare the shared timeline before their report
        // comes: the report says that it ended.)
        let (presenting, counting) = (self.presenting, self.preparing().is_some());
        let mut out = self.handle(event);
        if quiet {
            return (false, out);
        }
        let moved = at != (self.n, self.current.counters().steps);
        if moved {
            // A board picked waits to settle too: a closed select changes
            // at each arrow key (Chromium), and a screen reader says the
            // option itself; only the board it stops on is said.
            let picked = matches!(event, Event::SetN(_));
            self.live.settle = scrub || self.live.held || picked;
            self.live.slider = scrub;
        }
        // A step past an end: the moment stays, and the region says so.
        self.live.edge = match event {
            _ if moved || waited || self.pending_step.is_some() => None,
            Event::Forward if self.current.is_finished() => Some(Edge::Last),
            Event::Back | Event::Reset if at.1 == 0 => Some(Edge::First),
            Event::TogglePlay if self.current.is_finished() => Some(Edge::End),
            Event::Seek(k) | Event::Scrub(k) if k == at.1 => Some(Edge::Here),
            Event::SliderKey(Toward::Start, _) if at.1 == 0 => Some(Edge::Here),
            Event::SliderKey(Toward::End, _) if self.current.is_finished() => Some(Edge::Here),
            Event::GoToSolution(m) if m == self.current.counters().solutions => Some(Edge::Here),
            _ => None,
        };
        self.live.repeat = matches!(event, Event::SliderKey(_, true));
        // Presenter mode entered by the learner (not by the link the app
        // opened on). A change to the mode it is in (the full screen's own
        // change, after the key's) keeps it: the page drawn anew says it.
        let opened = matches!(event, Event::Link(Taken::Open, _));
        self.live.presenting = match event {
            _ if self.presenting != presenting => self.presenting && !opened,
            Event::SetPresenting(_) => self.live.presenting,
            _ => false,
        };
        let entered = self.live.presenting && self.presenting != presenting;
        if entered {
            // Entered again, after leaving quietly: said again.
            self.live.said = None;
        }
        self.live.counted = counting && self.preparing().is_none() && self.is_prepared();
        // (Kept while the moment waits to settle: said with it.)
        if moved {
            self.live.back = matches!(event, Event::SetN(_)) && at.0 != self.n && self.step() > 0;
        }
        // Milliseconds: whole, and never negative.
        let mut heard = self.hear(now.max(0.0) as u64);
        if entered {
            // Said by the page drawn anew, once ([`TimedMachine::enter`]):
            // the region it replaces would be written too, or, where it is
            // gone, the new one twice.
            heard.retain(|c| !matches!(c, Command::Announce(_)));
        }
        out.extend(heard);
        (true, out)
    }

    /// The page is shown with new effects: its timers again, where the
    /// machine plays or prepares its timeline, and a moment that waited to
    /// settle waits again. Presenter mode just entered (the shell draws the
    /// page anew, its live region too): the new region says so.
    fn enter(&mut self) -> Vec<Command> {
        let mode = self.live.said.clone().filter(|_| self.live.presenting);
        let play = self.play_speed().map(|speed| Command::Play(Some(speed)));
        let prepare = self.preparing().map(|_| self.prepare());
        let settle = self
            .live
            .waiting
            .then_some(Command::Settle(Some(SETTLE_MS as u32)));
        let said = mode.map(Command::Announce);
        play.into_iter()
            .chain(prepare)
            .chain(settle)
            .chain(said)
            .collect()
    }
}

#[cfg(test)]
mod tests;

/// What the live region says: decided by the machine, from the solver's
/// events, once per event ([`Command::Announce`]).
#[cfg(test)]
mod live_tests;

/// A random session held to a model of the steps.
#[cfg(test)]
mod session_tests;
