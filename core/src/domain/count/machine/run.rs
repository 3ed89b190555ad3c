//! A count on the engines: the CPU workers' pool or the GPU, what they
//! report, the GPU's fallback to the CPU workers, and the count's end in
//! the table.

use super::{
    Command, Counter, Current, Engine, Fallback, GpuEvent, GpuState, PoolEvent, Row, Status,
};
use crate::domain::count::math::{
    counting_workers, gpu_plan, job_work, method, plan_by, whole_ms, Measured, Method, Rate,
    ReportClock, Work,
};
use solver::count::Classes;
use solver::plan::Job;

impl Counter {
    pub(super) fn set_status(&mut self, status: Status, out: &mut Vec<Command>) {
        if (status == Status::Running) != self.running() {
            out.push(Command::Ticking(status == Status::Running));
        }
        self.status = status;
    }

    /// Counts `jobs` of `n` on the CPU workers.
    pub(super) fn start_cpu(
        &mut self,
        n: usize,
        method: Method,
        jobs: Vec<Job>,
        out: &mut Vec<Command>,
    ) {
        if self.counting_on == Engine::Gpu {
            out.push(Command::StopGpu); // a GPU count in progress stops
        }
        self.counting_on = Engine::Cpu;
        self.workers = counting_workers(n, method, self.cpu_workers);
        out.push(Command::Cpu {
            run: self.run,
            n,
            jobs,
            workers: self.workers,
        });
    }

    /// Starts counting `n` (an idle pool is kept, a busy one replaced).
    /// `calibration`: the method to calibrate (its plan is forced), on the
    /// CPU workers; the result shown before is kept.
    pub(super) fn launch(
        &mut self,
        n: usize,
        up_to: Option<usize>,
        calibration: Option<Method>,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        self.run = self.run.wrapping_add(1);
        self.fallback = None;
        let on_gpu = self.engine == Engine::Gpu
            && calibration.is_none()
            && matches!(self.gpu_state, GpuState::Ready { .. });
        let method = calibration.unwrap_or_else(|| method(n));
        if calibration.is_some() {
            if self.kept.is_none() {
                self.kept = Some((self.shown_n, self.so_far, self.elapsed_ms));
            }
        } else {
            self.kept = None;
        }
        self.current = Some(Current {
            n,
            up_to,
            calibration: calibration.is_some(),
            method,
            started: now,
        });
        self.rate = Rate::default();
        // Its total comes with the first report (the pool weighs the jobs).
        self.work = Work::default();
        self.so_far = Classes::default();
        self.elapsed_ms = 0.0;
        self.tick_clock = ReportClock::new(now);
        self.shown_n = Some(n);
        self.failure = None;
        if !self.running() {
            self.running_since = now;
        }
        self.set_status(Status::Running, out);
        if on_gpu {
            let tasks = gpu_plan(n);
            self.progress = (0, tasks.len());
            self.counting_on = Engine::Gpu;
            self.workers = 1;
            out.push(Command::Gpu {
                run: self.run,
                n,
                tasks,
            });
        } else {
            let jobs = plan_by(n, method);
            self.progress = (0, jobs.len());
            self.start_cpu(n, method, jobs, out);
        }
    }

    /// The GPU gave up after `done` tasks: the CPU workers count the others.
    pub(super) fn fall_back(
        &mut self,
        done: usize,
        so_far: Classes,
        reason: String,
        out: &mut Vec<Command>,
    ) {
        let Some(cur) = self.current else { return };
        let jobs: Vec<Job> = gpu_plan(cur.n).into_iter().map(Job::Search).collect();
        let done = done.min(jobs.len());
        let weights = job_work(cur.n, &jobs);
        let work = Work {
            done: weights[..done].iter().sum(),
            of: weights.iter().sum(),
        };
        self.fallback = Some(Fallback {
            done,
            of: jobs.len(),
            work,
            so_far,
            reason,
        });
        self.work = work;
        self.start_cpu(cur.n, Method::Search, jobs[done..].to_vec(), out);
    }

    pub(super) fn on_gpu(&mut self, event: GpuEvent, now: f64, out: &mut Vec<Command>) -> bool {
        match event {
            GpuEvent::Adapter { name, faster } => {
                if faster && !self.engine_chosen && !self.running() {
                    self.engine = Engine::Gpu;
                }
                self.gpu_state = GpuState::Ready { name, faster };
                true
            }
            GpuEvent::Unavailable => {
                out.push(Command::StopGpu);
                self.engine = Engine::Cpu;
                self.gpu_state = GpuState::Absent;
                true
            }
            GpuEvent::Pool(e) if self.counting_on == Engine::Gpu => self.on_pool(e, now, out),
            GpuEvent::Lost {
                run,
                done,
                so_far,
                reason,
            } if run == self.run && self.counting_on == Engine::Gpu => {
                self.fall_back(done, so_far, reason, out);
                true
            }
            _ => false,
        }
    }

    pub(super) fn stop(&mut self, status: Status, out: &mut Vec<Command>) {
        out.push(Command::StopCpu);
        if self.running() && self.counting_on == Engine::Gpu {
            out.push(Command::StopGpu); // its worker closes within a dispatch
        }
        self.current = None;
        self.confirm = None;
        self.restore_kept();
        self.set_status(status, out);
    }

    /// A calibration ended: the result shown before it is shown again.
    pub(super) fn restore_kept(&mut self) {
        if let Some((n, classes, ms)) = self.kept.take() {
            self.shown_n = n;
            self.so_far = classes;
            self.elapsed_ms = ms;
        }
    }

    pub(super) fn record(
        &mut self,
        n: usize,
        method: Method,
        classes: Classes,
        ms: u64,
        per_worker_ms: f64,
    ) {
        let engine = match (self.counting_on, &self.fallback) {
            (Engine::Gpu, _) => "gpu",
            (Engine::Cpu, Some(_)) => "gpu+cpu",
            (Engine::Cpu, None) => "cpu",
        };
        let row = Row {
            n,
            classes,
            ms,
            engine,
        };
        match self.rows.binary_search_by_key(&n, |r| r.n) {
            Ok(i) => self.rows[i] = row,
            Err(i) => self.rows.insert(i, row),
        }
        // The estimates are for the CPU workers.
        if engine == "cpu" {
            self.measured.push(Measured {
                n,
                method,
                ms: per_worker_ms,
            });
        }
    }

    pub(super) fn on_pool(&mut self, event: PoolEvent, now: f64, out: &mut Vec<Command>) -> bool {
        match event {
            PoolEvent::Progress {
                run,
                done,
                of,
                work,
                so_far,
                elapsed_ms,
                rate,
            } if run == self.run => {
                let (done, of, work, so_far) = match &self.fallback {
                    Some(f) => (
                        f.done + done,
                        f.of,
                        Work {
                            done: f.work.done + work.done,
                            of: f.work.of,
                        },
                        f.so_far + so_far,
                    ),
                    None => (done, of, work, so_far),
                };
                self.progress = (done, of);
                self.work = work;
                self.rate = rate;
                self.so_far = so_far;
                self.elapsed_ms = elapsed_ms;
                self.tick_clock.shown(now);
                true
            }
            PoolEvent::Finished {
                run,
                classes,
                elapsed_ms,
                busy_ms,
            } if run == self.run => self.finished(classes, elapsed_ms, busy_ms, now, out),
            PoolEvent::Replaced { run } if run == self.run => {
                self.replaced += 1;
                true
            }
            // Only the current pool's callbacks are alive: its failure is ours.
            PoolEvent::Failed { reason, .. } => {
                self.stop(Status::Error, out);
                self.failure = Some(reason);
                true
            }
            _ => false,
        }
    }

    pub(super) fn finished(
        &mut self,
        classes: Classes,
        elapsed_ms: f64,
        busy_ms: f64,
        now: f64,
        out: &mut Vec<Command>,
    ) -> bool {
        let Some(cur) = self.current else {
            return false;
        };
        let fallen_back = self
            .fallback
            .as_ref()
            .map_or_else(Classes::default, |f| f.so_far);
        let classes = (classes + fallen_back).normalized();
        self.progress.0 = self.progress.1;
        self.work.done = self.work.of;
        self.so_far = classes;
        self.elapsed_ms = elapsed_ms;
        let per_worker_ms = busy_ms / self.workers.max(1) as f64;
        self.record(
            cur.n,
            cur.method,
            classes,
            whole_ms(elapsed_ms),
            per_worker_ms,
        );
        match cur.up_to {
            Some(last) if cur.n < last => {
                self.launch(cur.n + 1, cur.up_to, None, now, out);
            }
            _ if cur.calibration => {
                self.restore_kept();
                if let Some(c) = self.confirm.as_mut() {
                    c.calibrated = true;
                    self.ask(now, out);
                } else {
                    self.current = None;
                    self.set_status(Status::Idle, out);
                }
            }
            _ => {
                self.current = None;
                self.done_up_to = cur.up_to.is_some();
                self.set_status(Status::Done, out);
            }
        }
        true
    }
}
