//! The write tab's run as a job in slices ([`Job`]): the page runs a slice
//! between frames, so that it keeps responding and Stop works, and a new run
//! or Stop makes the slices of an older run stale (a generation number).
//! Each slice also says whether its progress is to be announced: a screen
//! reader hears a run's progress only once it has lasted
//! [`FIRST_PROGRESS_MS`], then at most every [`PROGRESS_EVERY_MS`], and its
//! verdict once, at the end; a short run says only its verdict.
//!
//! The tab's state is a machine ([`Write`], run by `hooks::use_machine`):
//! the draft, whether Run was pressed (the blanks' errors show from then
//! on), what the result area shows and the job; the page sends it what the
//! learner does and each slice's turn, and carries out its commands (keep
//! the draft, focus a blank, run the next slice after the browser's turn,
//! bring the result into view).
//!
//! Pure: the page passes the time (milliseconds from any origin).

use std::rc::Rc;

use super::write::{compile, Blank, Draft, Report, Run};
use crate::domain::machine::TimedMachine;

/// Steps per slice: a few milliseconds of work.
pub const SLICE: u64 = 20_000;
/// No progress is said before a run has lasted this long.
pub const FIRST_PROGRESS_MS: f64 = 1_000.0;
/// Then at most this often.
pub const PROGRESS_EVERY_MS: f64 = 3_000.0;

/// What one slice did.
#[derive(Clone, Debug)]
pub enum Tick {
    /// The slice belongs to a run that a newer one or Stop replaced: it
    /// does nothing and schedules nothing.
    Stale,
    /// The run goes on: its steps so far, and whether to say them now.
    Running { steps: u64, say: bool },
    /// The run ended (boxed: a report is far larger than the other ticks).
    Done(Box<Report>),
}

/// The run in progress, if any, and when it started and last said how far
/// it was.
#[derive(Default)]
pub struct Job {
    run: Option<Run>,
    generation: u64,
    started: f64,
    said: Option<f64>,
}

impl Job {
    /// Starts `run` at `now` (replacing any run): the generation that its
    /// slices carry.
    pub fn start(&mut self, run: Run, now: f64) -> u64 {
        self.generation += 1;
        self.run = Some(run);
        self.started = now;
        self.said = None;
        self.generation
    }

    /// Ends any run without a report (a run that could not start, a page
    /// left): its slices become stale.
    pub fn cancel(&mut self) {
        self.generation += 1;
        self.run = None;
    }

    /// Stop: the report of the run in progress, as far as it went.
    pub fn stop(&mut self) -> Option<Report> {
        self.generation += 1;
        self.run.take().map(Run::stop)
    }

    pub fn is_running(&self) -> bool {
        self.run.is_some()
    }

    /// One slice of the run of `generation` (at most `budget` steps),
    /// ending at `now`.
    pub fn slice(&mut self, generation: u64, budget: u64, now: f64) -> Tick {
        if generation != self.generation {
            return Tick::Stale;
        }
        let Some(run) = self.run.as_mut() else {
            return Tick::Stale;
        };
        if let Some(report) = run.advance(budget) {
            self.run = None;
            return Tick::Done(Box::new(report));
        }
        let steps = run.steps();
        let say = match self.said {
            None => now - self.started >= FIRST_PROGRESS_MS,
            Some(last) => now - last >= PROGRESS_EVERY_MS,
        };
        if say {
            self.said = Some(now);
        }
        Tick::Running { steps, say }
    }
}

/// What the result area shows.
#[derive(Clone, Debug)]
pub enum Outcome {
    Idle,
    /// These blanks do not parse (each shows its error).
    Unreadable(Vec<Blank>),
    /// Steps so far, and the steps last said to a screen reader (progress
    /// is said only for a run that lasts, and seldom: [`Job::slice`]).
    Running {
        steps: u64,
        said: Option<u64>,
    },
    Done(Rc<Report>),
}

/// The write tab's state: the draft, the run and what it shows.
pub struct Write {
    draft: Draft,
    /// The draft came from the page (it is read once: later drafts are the
    /// tab's own).
    opened: bool,
    /// Run was pressed: the blanks' errors show.
    checked: bool,
    outcome: Outcome,
    job: Job,
}

impl Default for Write {
    fn default() -> Self {
        Write {
            draft: Draft::default(),
            opened: false,
            checked: false,
            outcome: Outcome::Idle,
            job: Job::default(),
        }
    }
}

/// What happens to the write tab.
#[derive(Clone, Debug)]
pub enum WriteEvent {
    /// The page shows the tab with this draft (taken the first time only).
    Open(Draft),
    /// The board chosen.
    SetN(usize),
    /// A blank typed in.
    SetBlank(Blank, String),
    /// Run (the button, or Enter in a blank).
    Run,
    Stop,
    /// The turn of the next slice of the run of this generation.
    Slice(u64),
}

/// What the page does for the write tab.
#[derive(Clone, Debug, PartialEq)]
pub enum WriteCommand {
    /// The draft changed: the shell keeps it (address, local storage).
    Keep(Draft),
    /// The focus to this blank, the first to fix (a screen reader then
    /// reads its message).
    Focus(Blank),
    /// Runs the slice of this generation after the browser had its turn.
    Slice(u64),
    /// The report came: brought into view with the status line above it
    /// (under the listing, below a phone's first screen).
    Reveal,
}

impl Write {
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// Whether the blanks' errors show (once Run was pressed).
    pub fn checked(&self) -> bool {
        self.checked
    }

    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    pub fn is_running(&self) -> bool {
        matches!(self.outcome, Outcome::Running { .. })
    }

    fn edit(&mut self, change: impl FnOnce(&mut Draft)) -> Vec<WriteCommand> {
        change(&mut self.draft);
        vec![WriteCommand::Keep(self.draft.clone())]
    }

    fn done(&mut self, report: Report) -> Vec<WriteCommand> {
        self.outcome = Outcome::Done(Rc::new(report));
        vec![WriteCommand::Reveal]
    }

    fn run(&mut self, now: f64) -> Vec<WriteCommand> {
        self.checked = true;
        match compile(&self.draft.blanks) {
            Err(errors) => {
                self.job.cancel();
                self.outcome = Outcome::Unreadable(errors.iter().map(|(b, _)| *b).collect());
                errors
                    .first()
                    .map(|(b, _)| WriteCommand::Focus(*b))
                    .into_iter()
                    .collect()
            }
            Ok(program) => {
                let generation = self.job.start(Run::new(self.draft.n, program), now);
                self.outcome = Outcome::Running {
                    steps: 0,
                    said: None,
                };
                vec![WriteCommand::Slice(generation)]
            }
        }
    }

    fn slice(&mut self, generation: u64, now: f64) -> (bool, Vec<WriteCommand>) {
        match self.job.slice(generation, SLICE, now) {
            Tick::Stale => (false, Vec::new()),
            Tick::Done(report) => (true, self.done(*report)),
            Tick::Running { steps, say } => {
                let said = match self.outcome {
                    _ if say => Some(steps),
                    Outcome::Running { said, .. } => said,
                    _ => None,
                };
                self.outcome = Outcome::Running { steps, said };
                (true, vec![WriteCommand::Slice(generation)])
            }
        }
    }
}

impl TimedMachine for Write {
    type Event = WriteEvent;
    type Command = WriteCommand;

    fn update(&mut self, event: WriteEvent, now: f64) -> (bool, Vec<WriteCommand>) {
        let commands = match event {
            WriteEvent::Open(draft) => {
                if std::mem::replace(&mut self.opened, true) {
                    return (false, Vec::new());
                }
                self.draft = draft;
                Vec::new()
            }
            WriteEvent::SetN(n) => self.edit(|d| d.n = n),
            WriteEvent::SetBlank(b, text) => self.edit(|d| d.blanks.set(b, text)),
            WriteEvent::Run => self.run(now),
            WriteEvent::Stop => match self.job.stop() {
                Some(report) => self.done(report),
                None => return (false, Vec::new()),
            },
            WriteEvent::Slice(generation) => return self.slice(generation, now),
        };
        (true, commands)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::learn::write::tests::{right, with};
    use crate::domain::learn::write::End;

    fn run(n: usize) -> Run {
        Run::new(n, compile(&right()).unwrap())
    }

    /// Slices of `budget` steps every `every` ms from 0 until the end: the
    /// times at which progress was said, and the report.
    fn drive(job: &mut Job, generation: u64, budget: u64, every: f64) -> (Vec<f64>, Report) {
        let mut said = Vec::new();
        let mut now = 0.0;
        loop {
            now += every;
            match job.slice(generation, budget, now) {
                Tick::Stale => panic!("stale"),
                Tick::Running { say: true, .. } => said.push(now),
                Tick::Running { say: false, .. } => {}
                Tick::Done(report) => return (said, *report),
            }
        }
    }

    /// n = 10 in slices 10 ms apart, under a second: nothing said before
    /// the verdict (no "Running…" at each slice).
    #[test]
    fn a_short_run_says_only_its_verdict() {
        let mut job = Job::default();
        let g = job.start(run(10), 0.0);
        let (said, report) = drive(&mut job, g, SLICE, 10.0);
        assert!(report.matches());
        assert_eq!(said, Vec::<f64>::new());
        assert!(!job.is_running());
    }

    /// A run that lasts: first after a second, then every three seconds,
    /// never more often, however small the slices.
    #[test]
    fn a_long_run_says_its_progress_at_most_every_few_seconds() {
        let mut job = Job::default();
        let g = job.start(run(8), 0.0);
        // 20 steps every 20 ms: n = 8's thousands of steps take seconds.
        let (said, report) = drive(&mut job, g, 20, 20.0);
        assert!(report.matches());
        assert!(said.len() >= 2, "{said:?}");
        assert!(said[0] >= FIRST_PROGRESS_MS && said[0] < FIRST_PROGRESS_MS + 20.0);
        for w in said.windows(2) {
            let gap = w[1] - w[0];
            assert!(
                (PROGRESS_EVERY_MS..PROGRESS_EVERY_MS + 20.0).contains(&gap),
                "{said:?}"
            );
        }
        assert!((2_000.0..=5_000.0).contains(&PROGRESS_EVERY_MS));
    }

    #[test]
    fn a_new_run_or_stop_makes_the_old_slices_stale() {
        let mut job = Job::default();
        let old = job.start(Run::new(8, compile(&with(Blank::Bit, "1")).unwrap()), 0.0);
        assert!(matches!(
            job.slice(old, 10, 1.0),
            Tick::Running {
                steps: 10,
                say: false
            }
        ));
        // Run again: the old run's next slice does nothing.
        let new = job.start(run(6), 1_000.0);
        assert!(matches!(job.slice(old, 10, 1_001.0), Tick::Stale));
        // A new run starts its own clock: nothing said half a second in.
        assert!(matches!(
            job.slice(new, 10, 1_500.0),
            Tick::Running { say: false, .. }
        ));
        // Stop: the report as far as it went, then stale slices.
        let report = job.stop().unwrap();
        assert_eq!((report.end, report.steps), (End::Stopped, 10));
        assert!(matches!(job.slice(new, 10, 1_600.0), Tick::Stale));
        assert!(job.stop().is_none());
        // Cancel (a page left): the same.
        let g = job.start(run(6), 0.0);
        job.cancel();
        assert!(matches!(job.slice(g, 10, 1.0), Tick::Stale));
        assert!(!job.is_running());
    }
}

#[cfg(test)]
mod machine_tests {
    use super::*;
    use crate::domain::learn::write::tests::{right, with};
    use crate::domain::learn::write::End;

    fn opened(blanks: crate::domain::learn::write::Blanks, n: usize) -> Write {
        let mut w = Write::default();
        w.update(WriteEvent::Open(Draft { n, blanks }), 0.0);
        w
    }

    /// Runs the slices the machine asks for, `every` ms apart from `now`,
    /// until it asks for none: the steps said (in order), the commands
    /// other than slices, and the time of the end.
    fn drive(
        w: &mut Write,
        mut commands: Vec<WriteCommand>,
        mut now: f64,
        every: f64,
    ) -> (Vec<u64>, Vec<WriteCommand>, f64) {
        let (mut said, mut other) = (Vec::new(), Vec::new());
        let mut last_said = None;
        while let Some(WriteCommand::Slice(g)) = commands.first().cloned() {
            now += every;
            commands = w.update(WriteEvent::Slice(g), now).1;
            if let Outcome::Running { said: Some(s), .. } = w.outcome() {
                if last_said != Some(*s) {
                    said.push(*s);
                    last_said = Some(*s);
                }
            }
            other.extend(
                commands
                    .iter()
                    .filter(|c| !matches!(c, WriteCommand::Slice(_)))
                    .cloned(),
            );
        }
        (said, other, now)
    }

    #[test]
    fn the_draft_comes_once_and_each_edit_is_kept() {
        let mut w = opened(right(), 6);
        assert_eq!(w.draft().n, 6);
        // The shell sends the tab's own draft back: not taken again.
        let (changed, _) = w.update(WriteEvent::Open(Draft::default()), 1.0);
        assert!(!changed);
        assert_eq!(w.draft().blanks, right());
        let (_, commands) = w.update(WriteEvent::SetN(8), 2.0);
        assert_eq!(w.draft().n, 8);
        assert_eq!(commands, vec![WriteCommand::Keep(w.draft().clone())]);
        let (_, commands) = w.update(WriteEvent::SetBlank(Blank::Bit, "1".into()), 3.0);
        assert_eq!(w.draft().blanks.get(Blank::Bit), "1");
        assert_eq!(commands, vec![WriteCommand::Keep(w.draft().clone())]);
    }

    #[test]
    fn unreadable_blanks_are_named_and_the_first_takes_the_focus() {
        let mut w = opened(with(Blank::Left, "(left"), 6);
        assert!(!w.checked());
        let (_, commands) = w.update(WriteEvent::Run, 0.0);
        assert!(w.checked());
        assert_eq!(commands, vec![WriteCommand::Focus(Blank::Left)]);
        assert!(matches!(w.outcome(), Outcome::Unreadable(b) if b == &vec![Blank::Left]));
        assert!(!w.is_running());
    }

    /// A short run: its slices, then its verdict once (one Reveal), and
    /// nothing said before it.
    #[test]
    fn a_short_run_says_its_verdict_once() {
        let mut w = opened(right(), 8);
        let (_, commands) = w.update(WriteEvent::Run, 0.0);
        assert!(w.is_running());
        assert!(matches!(commands[..], [WriteCommand::Slice(_)]));
        let g = match commands[0] {
            WriteCommand::Slice(g) => g,
            _ => unreachable!(),
        };
        let (said, other, now) = drive(&mut w, commands, 0.0, 10.0);
        assert_eq!(said, Vec::<u64>::new());
        assert_eq!(other, vec![WriteCommand::Reveal]);
        assert!(matches!(w.outcome(), Outcome::Done(r) if r.matches()));
        // The run's slice again, and Stop: nothing more.
        assert_eq!(w.update(WriteEvent::Slice(g), now).1, Vec::new());
        assert!(!w.update(WriteEvent::Stop, now).0);
    }

    /// A long run (an endless loop): progress said first after a second,
    /// then every three; Stop gives its report once.
    #[test]
    fn a_long_run_says_its_progress_seldom_and_stop_ends_it() {
        let mut w = opened(with(Blank::Bit, "1"), 10);
        let (_, mut commands) = w.update(WriteEvent::Run, 0.0);
        let mut said = Vec::new();
        let mut now = 0.0;
        while now < 7_500.0 {
            let WriteCommand::Slice(g) = commands[0] else {
                panic!("{commands:?}")
            };
            now += 500.0;
            commands = w.update(WriteEvent::Slice(g), now).1;
            if let Outcome::Running { said: Some(s), .. } = *w.outcome() {
                if said.last().map(|&(_, x)| x) != Some(s) {
                    said.push((now, s));
                }
            }
        }
        let times: Vec<f64> = said.iter().map(|&(t, _)| t).collect();
        assert_eq!(times, vec![1_000.0, 4_000.0, 7_000.0]);
        let (changed, commands) = w.update(WriteEvent::Stop, now);
        assert!(changed);
        assert_eq!(commands, vec![WriteCommand::Reveal]);
        assert!(matches!(w.outcome(), Outcome::Done(r) if r.end == End::Stopped));
        assert!(!w.update(WriteEvent::Stop, now).0, "the verdict comes once");
    }

    #[test]
    fn a_new_run_cancels_the_old() {
        let mut w = opened(with(Blank::Bit, "1"), 8);
        let (_, first) = w.update(WriteEvent::Run, 0.0);
        let WriteCommand::Slice(old) = first[0] else {
            panic!()
        };
        w.update(WriteEvent::Slice(old), 10.0);
        let (_, second) = w.update(WriteEvent::Run, 20.0);
        let WriteCommand::Slice(new) = second[0] else {
            panic!()
        };
        assert_ne!(old, new);
        assert!(matches!(
            w.outcome(),
            Outcome::Running {
                steps: 0,
                said: None
            }
        ));
        // The old run's next slice does nothing, schedules nothing.
        assert_eq!(w.update(WriteEvent::Slice(old), 30.0), (false, Vec::new()));
        // A run that cannot start cancels the one in progress too.
        w.update(WriteEvent::SetBlank(Blank::Down, "(".into()), 40.0);
        w.update(WriteEvent::Run, 50.0);
        assert_eq!(w.update(WriteEvent::Slice(new), 60.0), (false, Vec::new()));
        assert!(!w.is_running());
    }
}
