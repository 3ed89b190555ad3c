//! The write tab's run as a job in slices ([`Job`]): the page runs a slice
//! between frames, so that it keeps responding and Stop works, and a new run
//! or Stop makes the slices of an older run stale (a generation number).
//! Each slice also says whether its progress is to be announced: a screen
//! reader hears a run's progress only once it has lasted
//! [`FIRST_PROGRESS_MS`], then at most every [`PROGRESS_EVERY_MS`], and its
//! verdict once, at the end; a short run says only its verdict.
//!
//! Pure: the page passes the time (milliseconds from any origin).

use super::write::{Report, Run};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::learn::write::tests::{right, with};
    use crate::domain::learn::write::{compile, Blank, End};

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
