//! The count page: exact totals and unique solutions of an `n`-board,
//! counted by a pool of web workers (`pool`), and a table that
//! grows one row per board, checked against the published counts.
//!
//! Policies:
//! * **Start while running restarts**: the running count is dropped with its
//!   workers and the new one starts from the beginning on fresh workers.
//! * **Cancel** drops the pool: every worker is told to close and closes
//!   once the slices it was sent are counted (at most two, of about
//!   100 ms each, whatever the board); the page is idle at once.
//! * **A worker that fails** (a panic, or workers that never start) stops
//!   the whole pool and shows the error; starting again makes a new pool.
//! * **Large boards** (`n >= LARGE_N`) first show an estimate of the time,
//!   extrapolated from a board measured on this device (counting
//!   `CALIBRATION_N` first when none was), and start only when confirmed.
//! * After a count the workers are kept for the next one (warm), until a
//!   cancel, an error or leaving the page.
//! * **The engine** (`count-engine`): the CPU workers, or the GPU
//!   (`gpu`, docs/gpu.md) when `navigator.gpu` gives an adapter; the GPU is
//!   the default only when its worker's calibration beat the CPU workers.
//!   A GPU that is lost or refused during a count hands the tasks it has
//!   not finished to the CPU workers, with a note (`count-engine-note`);
//!   the result stays exact. Estimates are made from CPU counts only.

use crate::components::markup::{table_head, tag, tag_class};
use gloo_timers::callback::Interval;
use yew::prelude::*;

use super::gpu::{has_webgpu, GpuEngine, GpuEvent};
use super::pool::{Failure, Pool, PoolEvent};
use crate::domain::count::math::{
    estimate, eta_ms, format_hms, parse_count_n, plan, pool_size, reference, span, whole_ms,
    Estimate, Rate, ReportClock, CALIBRATION_N, LARGE_N, REPORT_MS,
};
use crate::domain::count::texts as t;
use crate::format::{group_decimal, group_digits};
use crate::i18n::Lang;
use solver::count::Classes;
use solver::count::Task;

/// How often the view looks whether the elapsed time and the time left
/// need a refresh while counting. Progress comes with the workers' answers,
/// on the schedule of a [`ReportClock`]; the ticks refresh on a clock of
/// their own, on the same schedule and put off by each report (each
/// refresh is a render of the page, which takes time from the workers): so
/// they only show the time when answers are slow to come.
const TICK_MS: u32 = REPORT_MS as u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Idle,
    Running,
    Done,
    Cancelled,
    Error,
}

impl Status {
    /// The `data-state` of `count-status`.
    fn id(self) -> &'static str {
        match self {
            Status::Idle => "idle",
            Status::Running => "running",
            Status::Done => "done",
            Status::Cancelled => "cancelled",
            Status::Error => "error",
        }
    }
}

/// What counts: the CPU workers or the GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Engine {
    Cpu,
    Gpu,
}

/// What the page knows of the GPU.
#[derive(Clone, Debug, PartialEq)]
enum GpuState {
    Checking,
    /// No WebGPU, or no adapter.
    Absent,
    Ready {
        name: String,
        faster: bool,
    },
}

/// A GPU count that the CPU workers finish: the GPU's part.
#[derive(Clone, Debug)]
struct Fallback {
    done: usize,
    of: usize,
    so_far: Classes,
    reason: String,
}

/// The count in progress.
#[derive(Clone, Copy, Debug)]
struct Current {
    n: usize,
    /// Counting `1..=last`, `n` being the current one.
    up_to: Option<usize>,
    /// Counting a smaller board to measure this device before a large one.
    calibration: bool,
    started: f64,
}

/// One row of the table.
#[derive(Clone, Copy, Debug)]
struct Row {
    n: usize,
    classes: Classes,
    ms: u64,
    /// `cpu`, `gpu`, or `gpu+cpu` (a fallback).
    engine: &'static str,
}

/// A large count waiting for the user's go-ahead.
#[derive(Clone, Copy, Debug)]
struct Confirm {
    n: usize,
    up_to: bool,
    /// `None` while calibrating.
    estimate: Option<Estimate>,
    calibrated: bool,
}

pub enum Msg {
    Input(String),
    Start { up_to: bool },
    Go,
    Back,
    Cancel,
    Pool(PoolEvent),
    Tick,
    Engine(String),
    Gpu(GpuEvent),
}

#[derive(Properties, PartialEq)]
pub struct CountProps {
    pub lang: Lang,
}

pub struct CountView {
    n_text: String,
    status: Status,
    run: u32,
    current: Option<Current>,
    progress: (usize, usize),
    rate: Rate,
    so_far: Classes,
    elapsed_ms: f64,
    /// When a tick refreshes the elapsed time: not in the first half
    /// second, nor soon after a progress report.
    tick_clock: ReportClock,
    /// The board whose numbers are shown (the last one counted or counting).
    shown_n: Option<usize>,
    /// The last count that ended was a `1..=n` sequence.
    done_up_to: bool,
    rows: Vec<Row>,
    /// `(n, ms)` of whole counts on this device, for estimates: the workers'
    /// summed counting time divided by their number.
    measured: Vec<(usize, f64)>,
    confirm: Option<Confirm>,
    failure: Option<Failure>,
    pool: Option<Pool>,
    workers: usize,
    /// The engine chosen (by the user, or by the calibration).
    engine: Engine,
    engine_chosen: bool,
    gpu_state: GpuState,
    gpu: Option<GpuEngine>,
    /// The engine of the count in progress.
    counting_on: Engine,
    fallback: Option<Fallback>,
    _tick: Option<Interval>,
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

fn hardware_concurrency() -> f64 {
    web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency())
}

impl CountView {
    fn set_status(&mut self, ctx: &Context<Self>, status: Status) {
        self.status = status;
        self._tick = (status == Status::Running).then(|| {
            let link = ctx.link().clone();
            Interval::new(TICK_MS, move || link.send_message(Msg::Tick))
        });
    }

    /// Drops the CPU pool if it is counting (its workers close); an idle
    /// pool is kept, warm, for the next count.
    fn drop_busy_pool(&mut self) {
        if self.pool.as_ref().is_some_and(Pool::is_busy) {
            self.pool = None;
        }
    }

    /// The CPU pool, idle (kept if idle, replaced if busy).
    fn idle_pool(&mut self, ctx: &Context<Self>) -> &Pool {
        self.drop_busy_pool();
        self.pool.get_or_insert_with(|| {
            Pool::new(
                pool_size(hardware_concurrency()),
                ctx.link().callback(Msg::Pool),
            )
        })
    }

    /// Counts `tasks` of `n` on the CPU workers.
    fn start_cpu(&mut self, ctx: &Context<Self>, n: usize, tasks: Vec<Task>) {
        if self.counting_on == Engine::Gpu {
            self.gpu = None; // a GPU count in progress stops
        }
        self.counting_on = Engine::Cpu;
        let run = self.run;
        let pool = self.idle_pool(ctx);
        let size = pool.size();
        pool.start(run, n, tasks);
        self.workers = size;
    }

    /// Starts counting `n` (the pool is kept if idle, replaced if busy).
    fn launch(&mut self, ctx: &Context<Self>, n: usize, up_to: Option<usize>, calibration: bool) {
        self.run = self.run.wrapping_add(1);
        self.fallback = None;
        let on_gpu = self.engine == Engine::Gpu
            && !calibration
            && matches!(self.gpu_state, GpuState::Ready { .. });
        let tasks = plan(n);
        let started = now();
        self.current = Some(Current {
            n,
            up_to,
            calibration,
            started,
        });
        self.progress = (0, tasks.len());
        self.rate = Rate::default();
        self.so_far = Classes::default();
        self.elapsed_ms = 0.0;
        self.tick_clock = ReportClock::new(started);
        self.shown_n = Some(n);
        self.failure = None;
        self.set_status(ctx, Status::Running);
        if on_gpu {
            self.drop_busy_pool();
            let gpu = self
                .gpu
                .get_or_insert_with(|| GpuEngine::new(1, false, ctx.link().callback(Msg::Gpu)));
            gpu.start(self.run, n, &tasks);
            self.counting_on = Engine::Gpu;
            self.workers = 1;
        } else {
            self.start_cpu(ctx, n, tasks);
        }
    }

    /// The GPU gave up during run `run` after `done` tasks: the CPU
    /// workers count the others.
    fn fall_back(&mut self, ctx: &Context<Self>, done: usize, so_far: Classes, reason: String) {
        let Some(cur) = self.current else { return };
        self.gpu = None;
        let tasks = plan(cur.n);
        let done = done.min(tasks.len());
        self.fallback = Some(Fallback {
            done,
            of: tasks.len(),
            so_far,
            reason,
        });
        self.start_cpu(ctx, cur.n, tasks[done..].to_vec());
    }

    fn on_gpu(&mut self, ctx: &Context<Self>, event: GpuEvent) -> bool {
        match event {
            GpuEvent::Adapter { name, faster } => {
                if faster && !self.engine_chosen && self.status != Status::Running {
                    self.engine = Engine::Gpu;
                }
                self.gpu_state = GpuState::Ready { name, faster };
                true
            }
            GpuEvent::Unavailable => {
                self.gpu = None;
                self.engine = Engine::Cpu;
                self.gpu_state = GpuState::Absent;
                true
            }
            GpuEvent::Pool(e) if self.counting_on == Engine::Gpu => self.on_pool(ctx, e),
            GpuEvent::Lost {
                run,
                done,
                so_far,
                reason,
            } if run == self.run && self.counting_on == Engine::Gpu => {
                self.fall_back(ctx, done, so_far, reason);
                true
            }
            _ => false,
        }
    }

    fn stop(&mut self, ctx: &Context<Self>, status: Status) {
        self.pool = None;
        if self.status == Status::Running && self.counting_on == Engine::Gpu {
            self.gpu = None; // its worker closes within a dispatch
        }
        self.current = None;
        self.confirm = None;
        self.set_status(ctx, status);
    }

    fn start(&mut self, ctx: &Context<Self>, up_to: bool, confirmed: bool) {
        let Ok(n) = parse_count_n(&self.n_text) else {
            return;
        };
        if n >= LARGE_N && !confirmed {
            if self.status == Status::Running {
                self.stop(ctx, Status::Cancelled);
            }
            let estimate = estimate(&self.measured, n);
            self.confirm = Some(Confirm {
                n,
                up_to,
                estimate,
                calibrated: false,
            });
            if estimate.is_none() {
                self.launch(ctx, CALIBRATION_N, None, true);
            }
            return;
        }
        self.confirm = None;
        if up_to {
            self.launch(ctx, 1, Some(n), false);
        } else {
            self.launch(ctx, n, None, false);
        }
    }

    fn record(&mut self, n: usize, classes: Classes, ms: u64, per_worker_ms: f64) {
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
            self.measured.push((n, per_worker_ms));
        }
    }

    fn on_pool(&mut self, ctx: &Context<Self>, event: PoolEvent) -> bool {
        match event {
            PoolEvent::Progress {
                run,
                done,
                of,
                so_far,
                elapsed_ms,
                rate,
            } if run == self.run => {
                let (done, of, so_far) = match &self.fallback {
                    Some(f) => (f.done + done, f.of, f.so_far + so_far),
                    None => (done, of, so_far),
                };
                self.progress = (done, of);
                self.rate = rate;
                self.so_far = so_far;
                self.elapsed_ms = elapsed_ms;
                self.tick_clock.shown(now());
                true
            }
            PoolEvent::Finished {
                run,
                classes,
                elapsed_ms,
                busy_ms,
            } if run == self.run => {
                let Some(cur) = self.current else {
                    return false;
                };
                let classes = classes
                    + self
                        .fallback
                        .as_ref()
                        .map_or_else(Classes::default, |f| f.so_far);
                self.progress.0 = self.progress.1;
                self.so_far = classes;
                self.elapsed_ms = elapsed_ms;
                self.record(
                    cur.n,
                    classes,
                    whole_ms(elapsed_ms),
                    busy_ms / self.workers.max(1) as f64,
                );
                match cur.up_to {
                    Some(last) if cur.n < last => {
                        self.launch(ctx, cur.n + 1, cur.up_to, false);
                    }
                    _ if cur.calibration => {
                        self.current = None;
                        if let Some(c) = self.confirm.as_mut() {
                            c.estimate = estimate(&self.measured, c.n);
                            c.calibrated = true;
                        }
                        self.set_status(ctx, Status::Idle);
                    }
                    _ => {
                        self.current = None;
                        self.done_up_to = cur.up_to.is_some();
                        self.set_status(ctx, Status::Done);
                    }
                }
                true
            }
            // Only the current pool's callbacks are alive: its failure is ours.
            PoolEvent::Failed { reason, .. } => {
                self.stop(ctx, Status::Error);
                self.failure = Some(reason);
                true
            }
            _ => false,
        }
    }

    fn view_status(&self, lang: Lang) -> Html {
        let (done, of) = self.progress;
        let text = match (self.status, self.current) {
            (Status::Running, Some(cur)) if cur.calibration => t::CALIBRATING.get(lang).to_string(),
            (Status::Running, Some(cur)) if self.counting_on == Engine::Gpu => {
                t::running_gpu(lang, cur.n, cur.up_to)
            }
            (Status::Running, Some(cur)) => t::running(lang, cur.n, cur.up_to, self.workers),
            (Status::Done, _) if self.counting_on == Engine::Gpu => t::done_gpu(
                lang,
                self.shown_n.unwrap_or(0),
                self.done_up_to,
                whole_ms(self.elapsed_ms),
            ),
            (Status::Done, _) => t::done(
                lang,
                self.shown_n.unwrap_or(0),
                self.done_up_to,
                whole_ms(self.elapsed_ms),
                self.workers,
            ),
            (Status::Cancelled, _) => t::CANCELLED.get(lang).to_string(),
            (Status::Error, _) => t::ERROR_TITLE.get(lang).to_string(),
            _ => t::IDLE.get(lang).to_string(),
        };
        let running = self.status == Status::Running;
        let model = self
            .current
            .and_then(|cur| estimate(&self.measured, cur.n))
            .map(|e| e.ms);
        let left = eta_ms(self.elapsed_ms, of - done, self.rate, self.workers, model).map(span);
        html! {
            <div class="count-status" role="status" aria-live="polite"
                 data-testid="count-status" data-state={self.status.id()}>
                { tag_class("p", "count-status-text", text) }
                if running {
                    <div class="count-progress">
                        <progress data-testid="count-progress" max={of.max(1).to_string()}
                                  value={done.to_string()} aria-label={t::PROGRESS_LABEL.get(lang)} />
                        <span data-testid="count-progress-text" data-done={done.to_string()} data-of={of.to_string()}>
                            { t::progress(lang, done, of, left) }
                        </span>
                    </div>
                }
                if let Some(f) = &self.fallback {
                    <p class="count-engine-note" data-testid="count-engine-note"
                       data-done={f.done.to_string()} data-of={f.of.to_string()}>
                        { t::gpu_fallback(lang, &f.reason, f.done, f.of) }
                    </p>
                }
                if let (Status::Error, Some(f)) = (self.status, &self.failure) {
                    <div class="count-error" role="alert" data-testid="count-error">
                        <p class="count-error-detail">{ match f {
                            Failure::Panicked(m) => m.clone(),
                            Failure::Crashed(m) => m.clone(),
                            Failure::NotStarted => t::WORKERS_DID_NOT_START.get(lang).to_string(),
                        } }</p>
                        { tag("p", t::ERROR_AFTER.get(lang)) }
                    </div>
                }
            </div>
        }
    }

    /// The engine's select and what is known of the GPU.
    fn view_engine(&self, ctx: &Context<Self>, lang: Lang) -> Html {
        let ready = matches!(self.gpu_state, GpuState::Ready { .. });
        let on_change = ctx.link().callback(|e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            Msg::Engine(select.value())
        });
        let (state, info) = match &self.gpu_state {
            GpuState::Checking => ("checking", t::ENGINE_CHECKING.get(lang).to_string()),
            GpuState::Absent => ("absent", t::ENGINE_NO_GPU.get(lang).to_string()),
            GpuState::Ready { name, faster } => ("ready", t::engine_gpu(lang, name, *faster)),
        };
        html! {
            <div class="count-engine">
                <label class="field" for="count-engine">{ t::ENGINE_LABEL.get(lang) }</label>
                <select id="count-engine" data-testid="count-engine"
                        disabled={self.status == Status::Running} onchange={on_change}>
                    <option value="cpu" selected={self.engine == Engine::Cpu}>{ t::ENGINE_CPU.get(lang) }</option>
                    if ready {
                        <option value="gpu" selected={self.engine == Engine::Gpu}>{ t::ENGINE_GPU.get(lang) }</option>
                    }
                </select>
                <p class="hint" data-testid="count-engine-info" data-state={state}>{ info }</p>
            </div>
        }
    }

    fn view_confirm(&self, ctx: &Context<Self>, lang: Lang) -> Html {
        let Some(c) = self.confirm else {
            return html! {};
        };
        let body = match c.estimate {
            Some(e) => {
                let ms = if c.up_to { e.up_to_ms } else { e.ms };
                html! {
                    <>
                        <p data-testid="count-estimate-text" data-ms={whole_ms(ms).to_string()}>
                            { t::estimate(lang, &e, span(ms), c.up_to, pool_size(hardware_concurrency())) }
                        </p>
                        if c.calibrated {
                            { tag_class("p", "hint", t::calibrated(lang, e.base_n)) }
                        }
                        { tag_class("p", "hint", t::ESTIMATE_NOTE.get(lang)) }
                        <div class="count-buttons">
                            <button class="primary" data-testid="count-estimate-go"
                                    onclick={ctx.link().callback(|_| Msg::Go)}>{ t::ESTIMATE_GO.get(lang) }</button>
                            <button data-testid="count-estimate-back"
                                    onclick={ctx.link().callback(|_| Msg::Back)}>{ t::ESTIMATE_BACK.get(lang) }</button>
                        </div>
                    </>
                }
            }
            None => html! { { tag("p", t::CALIBRATING.get(lang)) } },
        };
        html! {
            <div class="count-estimate" data-testid="count-estimate" data-n={c.n.to_string()}>
                { tag("h3", t::ESTIMATE_TITLE.get(lang)) }
                { body }
            </div>
        }
    }

    fn view_result(&self, lang: Lang) -> Html {
        // The sums so far while counting, the result once done; nothing
        // after a cancel or an error (the sums would be partial).
        let has_values = matches!(self.status, Status::Done | Status::Running | Status::Idle)
            && self.shown_n.is_some();
        let (total, unique) = if has_values {
            (
                self.so_far.total().to_string(),
                self.so_far.unique().to_string(),
            )
        } else {
            (String::new(), String::new())
        };
        let partial = if self.status == Status::Running {
            "…"
        } else {
            ""
        };
        let shown = |v: &String| {
            if v.is_empty() {
                "—".to_string()
            } else {
                format!("{}{partial}", group_decimal(v))
            }
        };
        let ms = whole_ms(self.elapsed_ms);
        html! {
            <dl class="count-result">
                if let Some(n) = self.shown_n {
                    <div>{ tag("dt", "n") }<dd data-testid="count-result-n">{ n }</dd></div>
                }
                <div>
                    { tag("dt", t::TOTAL.get(lang)) }
                    <dd data-testid="count-total" data-value={total.clone()}>{ shown(&total) }</dd>
                </div>
                <div>
                    { tag("dt", t::UNIQUE.get(lang)) }
                    <dd data-testid="count-unique" data-value={unique.clone()}>{ shown(&unique) }</dd>
                </div>
                <div>
                    { tag("dt", t::ELAPSED.get(lang)) }
                    // data-worker-ms: the time each worker spent counting
                    // in the last finished count (for the benchmark).
                    <dd data-testid="count-elapsed-ms" data-value={ms.to_string()}
                        data-worker-ms={self.measured.last().map(|&(_, w)| whole_ms(w).to_string())}>
                        { format_hms(ms) }
                    </dd>
                </div>
            </dl>
        }
    }

    fn view_table(&self, lang: Lang) -> Html {
        let rows = self.rows.iter().map(|r| {
            let ok = reference(r.n) == Some((r.classes.total(), r.classes.unique()));
            let (mark, title, class) = if ok {
                ("✓", t::MATCH, "ok")
            } else {
                ("✗", t::MISMATCH, "bad")
            };
            let c = r.classes;
            html! {
                <tr data-testid={format!("count-row-{}", r.n)} data-n={r.n.to_string()}
                    data-total={c.total().to_string()} data-unique={c.unique().to_string()}
                    data-ok={ok.to_string()} data-engine={r.engine}>
                    <th scope="row">{ r.n }</th>
                    { tag("td", group_digits(c.total())) }
                    { tag("td", group_digits(c.unique())) }
                    { tag("td", group_digits(c.c2)) }
                    { tag("td", group_digits(c.c4)) }
                    { tag("td", group_digits(c.c8)) }
                    { tag_class("td", "mono", format_hms(r.ms)) }
                    <td class={classes!("check", class)} title={title.get(lang)} aria-label={title.get(lang)}>{ mark }</td>
                </tr>
            }
        });
        html! {
            <div class="count-table-wrap" tabindex="0" role="region" aria-label={t::TABLE_CAPTION.get(lang)}>
                <table class="count-table" data-testid="count-table">
                    { tag("caption", t::TABLE_CAPTION.get(lang)) }
                    { table_head(lang, &[t::COL_N, t::COL_TOTAL, t::COL_UNIQUE, t::COL_C2, t::COL_C4, t::COL_C8, t::COL_TIME, t::COL_CHECK]) }
                    <tbody>
                        if self.rows.is_empty() {
                            <tr><td colspan="8" class="empty">{ t::TABLE_EMPTY.get(lang) }</td></tr>
                        }
                        { for rows }
                    </tbody>
                </table>
            </div>
        }
    }
}

impl Component for CountView {
    type Message = Msg;
    type Properties = CountProps;

    fn create(ctx: &Context<Self>) -> Self {
        // The worker opens an adapter and measures it.
        let gpu = has_webgpu().then(|| {
            GpuEngine::new(
                pool_size(hardware_concurrency()),
                true,
                ctx.link().callback(Msg::Gpu),
            )
        });
        CountView {
            n_text: "16".into(),
            status: Status::Idle,
            run: 0,
            current: None,
            progress: (0, 0),
            rate: Rate::default(),
            so_far: Classes::default(),
            elapsed_ms: 0.0,
            tick_clock: ReportClock::new(0.0),
            shown_n: None,
            done_up_to: false,
            rows: Vec::new(),
            measured: Vec::new(),
            confirm: None,
            failure: None,
            pool: None,
            workers: 0,
            engine: Engine::Cpu,
            engine_chosen: false,
            gpu_state: if gpu.is_some() {
                GpuState::Checking
            } else {
                GpuState::Absent
            },
            gpu,
            counting_on: Engine::Cpu,
            fallback: None,
            _tick: None,
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Input(text) => {
                // An estimate is about the n it was made for.
                if self
                    .confirm
                    .is_some_and(|c| parse_count_n(&text) != Ok(c.n))
                {
                    self.confirm = None;
                }
                self.n_text = text;
                true
            }
            Msg::Start { up_to } => {
                self.start(ctx, up_to, false);
                true
            }
            Msg::Go => {
                if let Some(c) = self.confirm.filter(|c| c.estimate.is_some()) {
                    self.n_text = c.n.to_string();
                    self.start(ctx, c.up_to, true);
                }
                true
            }
            Msg::Back => {
                self.confirm = None;
                true
            }
            Msg::Cancel => {
                if self.status == Status::Running {
                    self.stop(ctx, Status::Cancelled);
                } else {
                    self.confirm = None;
                }
                true
            }
            Msg::Pool(event) => self.on_pool(ctx, event),
            Msg::Engine(value) => {
                self.engine = if value == "gpu" && matches!(self.gpu_state, GpuState::Ready { .. })
                {
                    Engine::Gpu
                } else {
                    Engine::Cpu
                };
                self.engine_chosen = true;
                true
            }
            Msg::Gpu(event) => self.on_gpu(ctx, event),
            Msg::Tick => match self.current {
                Some(cur) if self.status == Status::Running => {
                    let t = now();
                    if !self.tick_clock.due(t) {
                        return false;
                    }
                    self.elapsed_ms = t - cur.started;
                    true
                }
                _ => false,
            },
        }
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let lang = ctx.props().lang;
        let parsed = parse_count_n(&self.n_text);
        let n_error = parsed.as_ref().err().map(|e| t::n_error(lang, e));
        let invalid = n_error.is_some();
        let running = self.status == Status::Running;
        let on_input = ctx.link().callback(|e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            Msg::Input(input.value())
        });
        let on_submit = ctx.link().callback(|e: SubmitEvent| {
            e.prevent_default();
            Msg::Start { up_to: false }
        });
        html! {
            <section class="count-view" data-testid="count-view">
                { tag("h2", t::TITLE.get(lang)) }
                { tag_class("p", "count-intro", t::INTRO.get(lang)) }
                <form class="count-controls" onsubmit={on_submit}>
                    <label class="field" for="count-n">{ t::N_LABEL.get(lang) }</label>
                    <div class="count-buttons">
                        <input id="count-n" data-testid="count-n" type="text" inputmode="numeric"
                               autocomplete="off" size="4" value={self.n_text.clone()}
                               aria-invalid={invalid.to_string()}
                               aria-describedby={invalid.then_some("count-n-error")}
                               oninput={on_input} />
                        <button type="submit" class="primary" data-testid="count-start" disabled={invalid}>
                            { t::START.get(lang) }
                        </button>
                        <button type="button" data-testid="count-start-up-to" disabled={invalid}
                                onclick={ctx.link().callback(|_| Msg::Start { up_to: true })}>
                            { t::START_UP_TO.get(lang) }
                        </button>
                        <button type="button" data-testid="count-cancel" disabled={!running}
                                onclick={ctx.link().callback(|_| Msg::Cancel)}>
                            { t::CANCEL.get(lang) }
                        </button>
                    </div>
                </form>
                { self.view_engine(ctx, lang) }
                if let Some(message) = n_error {
                    <p id="count-n-error" class="count-n-error" role="alert" data-testid="count-n-error">{ message }</p>
                }
                { tag_class("p", "hint", t::RESTART_NOTE.get(lang)) }
                { self.view_confirm(ctx, lang) }
                { self.view_status(lang) }
                { self.view_result(lang) }
                { self.view_table(lang) }
                { tag_class("p", "hint", t::TABLE_NOTE.get(lang)) }
                <p class="hint">
                    { t::API_NOTE.get(lang) }{ " " }
                    <a href="api-example.html" data-testid="count-api-link">{ t::API_LINK.get(lang) }</a>
                </p>
            </section>
        }
    }
}
