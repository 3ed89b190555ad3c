//! The count page's hook: the [`Counter`] state machine
//! (`domain::count::machine`) and the workers it runs. Events go through
//! a queue, so that a worker's event emitted while a command runs (a pool
//! that finishes at once) is handled after it, never inside it.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Interval;
use yew::prelude::*;

use crate::domain::count::machine::{Command, Counter, Event};
use crate::domain::count::math::{pool_size, REPORT_MS};
use crate::workers::clock::now;
use crate::workers::gpu_engine::{has_webgpu, GpuEngine};
use crate::workers::pool::Pool;

/// How often the page looks whether the elapsed time needs a refresh while
/// counting (the machine decides, see its ticks).
const TICK_MS: u32 = REPORT_MS as u32;

/// The machine, the workers it runs and the page's redraw.
pub struct Runtime {
    counter: RefCell<Counter>,
    pending: RefCell<VecDeque<Event>>,
    workers: RefCell<Workers>,
    redraw: RefCell<Option<UseForceUpdateHandle>>,
    /// Told the board the page's link names, when the machine moves it.
    on_link: RefCell<Option<Callback<usize>>>,
    /// The board the link named at the last render.
    linked: Cell<usize>,
}

#[derive(Default)]
struct Workers {
    pool: Option<Pool>,
    gpu: Option<GpuEngine>,
    tick: Option<Interval>,
}

pub fn hardware_concurrency() -> f64 {
    web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency())
}

impl Runtime {
    /// The state to draw.
    pub fn counter(&self) -> std::cell::Ref<'_, Counter> {
        self.counter.borrow()
    }

    /// A callback that sends `event` to the machine.
    pub fn callback<T: 'static>(
        self: &Rc<Self>,
        event: impl Fn(T) -> Event + 'static,
    ) -> Callback<T> {
        let weak = Rc::downgrade(self);
        Callback::from(move |value| dispatch(&weak, event(value)))
    }

    /// Drops every worker (leaving the page).
    fn stop(&self) {
        *self.workers.borrow_mut() = Workers::default();
        self.redraw.borrow_mut().take();
        self.on_link.borrow_mut().take();
    }
}

/// Handles `event`, and every event that comes while it is handled.
fn dispatch(weak: &Weak<Runtime>, event: Event) {
    let Some(rt) = weak.upgrade() else { return };
    rt.pending.borrow_mut().push_back(event);
    // Busy: the loop below, further up the stack, takes the event.
    let Ok(mut workers) = rt.workers.try_borrow_mut() else {
        return;
    };
    let cpu_workers = rt.counter().cpu_workers;
    let linked = rt.counter().link_n;
    let mut changed = false;
    loop {
        let Some(event) = rt.pending.borrow_mut().pop_front() else {
            break;
        };
        let (c, commands) = rt.counter.borrow_mut().update(event, now());
        changed |= c;
        for command in commands {
            workers.run(command, weak, cpu_workers);
        }
    }
    drop(workers);
    if changed {
        if let Some(redraw) = rt.redraw.borrow().as_ref() {
            redraw.force_update();
        }
    }
    let link_n = rt.counter().link_n;
    let on_link = rt.on_link.borrow().clone();
    if let Some(on_link) = on_link.filter(|_| link_n != linked) {
        on_link.emit(link_n);
    }
}

impl Workers {
    fn run(&mut self, command: Command, weak: &Weak<Runtime>, cpu_workers: usize) {
        let busy = self.pool.as_ref().is_some_and(Pool::is_busy);
        match command {
            Command::Cpu { run, n, jobs } => {
                if busy {
                    self.pool = None;
                }
                let weak = weak.clone();
                self.pool
                    .get_or_insert_with(|| {
                        Pool::new(
                            cpu_workers,
                            Callback::from(move |e| dispatch(&weak, Event::Pool(e))),
                        )
                    })
                    .start(run, n, jobs);
            }
            Command::Gpu { run, n, tasks } => {
                if busy {
                    self.pool = None;
                }
                let weak = weak.clone();
                self.gpu
                    .get_or_insert_with(|| {
                        GpuEngine::new(
                            1,
                            false,
                            Callback::from(move |e| dispatch(&weak, Event::Gpu(e))),
                        )
                    })
                    .start(run, n, &tasks);
            }
            Command::StopCpu => self.pool = None,
            Command::StopGpu => self.gpu = None,
            Command::Ticking(on) => {
                let weak = weak.clone();
                self.tick =
                    on.then(|| Interval::new(TICK_MS, move || dispatch(&weak, Event::Tick)));
            }
        }
    }
}

/// The count page's machine and workers, for the page's life: the GPU's
/// worker probes its adapter from the start (where the page has WebGPU);
/// leaving the page drops every worker. `n` is the board the page's link
/// names (the machine takes it before drawing when it changes: Back and
/// Forward); `run`: the link asks to count it on opening (`run=1`), which
/// the machine does once, with the page's first `n`; `on_link` is told the
/// board the link should name when the machine moves it (the learner
/// settled on another).
#[hook]
pub fn use_counter(n: usize, run: bool, on_link: Callback<usize>) -> Rc<Runtime> {
    let redraw = use_force_update();
    let rt = use_memo((), |_| {
        let workers = pool_size(hardware_concurrency());
        let mut counter = Counter::new(workers, has_webgpu());
        // The field shows the link's board from the first render.
        counter.n_text = n.to_string();
        counter.link_n = n;
        Runtime {
            counter: RefCell::new(counter),
            pending: RefCell::default(),
            workers: RefCell::default(),
            redraw: RefCell::default(),
            on_link: RefCell::default(),
            linked: Cell::new(n),
        }
    });
    *rt.redraw.borrow_mut() = Some(redraw);
    *rt.on_link.borrow_mut() = Some(on_link);
    // Back and Forward: the machine takes the link's board before it is
    // drawn. Without `run` a link moves no worker: no command to carry out.
    if rt.linked.replace(n) != n {
        let _ = rt
            .counter
            .borrow_mut()
            .update(Event::Link { n, run: false }, now());
    }
    {
        let rt = rt.clone();
        use_effect_with((), move |_| {
            if has_webgpu() {
                let weak = Rc::downgrade(&rt);
                let workers = rt.counter().cpu_workers;
                let on_event = Callback::from(move |e| dispatch(&weak, Event::Gpu(e)));
                rt.workers.borrow_mut().gpu = Some(GpuEngine::new(workers, true, on_event));
            }
            // `run=1`: the link's board is counted (or its estimate asked
            // for) once, on opening.
            if run {
                dispatch(&Rc::downgrade(&rt), Event::Link { n, run });
            }
            move || rt.stop()
        });
    }
    rt
}
