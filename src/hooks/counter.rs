//! The count page's hook: the [`Counter`] state machine
//! (`domain::count::machine`), the shell's (`use_shell_machine`: it lives
//! while the page is not shown, as `Counter::leave` makes it: its link,
//! table and measurements, and the address is written from it), shown with
//! the page, with the effects that carry out its commands (the CPU workers'
//! pool, the GPU's worker, the page's clock).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::domain::count::machine::{Command, Counter, Event};
use crate::domain::count::math::{pool_size, REPORT_MS};
use crate::domain::machine::Timer;
use crate::workers::gpu_engine::{has_webgpu, GpuEngine};
use crate::workers::pool::Pool;

use super::machine::{use_shown, Effects, Events, Runtime, TimerEffects};

/// How often the page looks whether the elapsed time needs a refresh while
/// counting (the machine decides, see its ticks).
const TICK_MS: u32 = REPORT_MS as u32;

/// The count page's machine and the workers it runs.
pub type CountRuntime = Runtime<Counter, CountEffects>;

pub fn hardware_concurrency() -> f64 {
    web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency())
}

/// The workers of the page's pool: one per core, up to the pool's limit.
fn cpu_workers() -> usize {
    pool_size(hardware_concurrency())
}

pub fn new_counter() -> Counter {
    Counter::new(cpu_workers(), has_webgpu())
}

/// What carries out the count page's commands.
pub struct CountEffects {
    pool: Option<Pool>,
    gpu: Option<GpuEngine>,
    tick: TimerEffects,
    cpu_workers: usize,
}

impl Default for CountEffects {
    fn default() -> Self {
        CountEffects {
            pool: None,
            gpu: None,
            tick: TimerEffects::default(),
            cpu_workers: cpu_workers(),
        }
    }
}

impl Effects<Counter> for CountEffects {
    const SHELL: bool = true;

    fn run(&mut self, command: Command, events: &Events<Event>) {
        let busy = self.pool.as_ref().is_some_and(Pool::is_busy);
        match command {
            Command::Cpu {
                run,
                n,
                jobs,
                workers,
            } => {
                if busy {
                    self.pool = None;
                }
                let events = events.clone();
                self.pool
                    .get_or_insert_with(|| {
                        Pool::new(
                            self.cpu_workers,
                            Callback::from(move |e| events.send(Event::Pool(e))),
                        )
                    })
                    .start(run, n, jobs, workers);
            }
            Command::Gpu { run, n, tasks } => {
                if busy {
                    self.pool = None;
                }
                let events = events.clone();
                self.gpu
                    .get_or_insert_with(|| {
                        GpuEngine::new(
                            1,
                            false,
                            Callback::from(move |e| events.send(Event::Gpu(e))),
                        )
                    })
                    .start(run, n, &tasks);
            }
            Command::StopCpu => self.pool = None,
            Command::StopGpu => self.gpu = None,
            Command::Ticking(on) => {
                let timer = if on {
                    Timer::Every(TICK_MS)
                } else {
                    Timer::Off
                };
                self.tick.set(timer, events);
            }
            Command::ProbeGpu => {
                let events = events.clone();
                let on_event = Callback::from(move |e| events.send(Event::Gpu(e)));
                self.gpu = Some(GpuEngine::new(self.cpu_workers, true, on_event));
            }
        }
    }
}

/// The count page shows the shell's machine `machine` (`use_shown`), with
/// its workers: the GPU's worker probes its adapter from the start (where
/// the page has WebGPU); leaving the page drops every worker and keeps the
/// machine's link and memory. `run`: the address the app opened on asks
/// to count the machine's board (`run=1`), which the page does once, on
/// opening.
#[hook]
pub fn use_count(machine: &Rc<CountRuntime>, run: bool) {
    use_shown(machine, |_| ());
    let machine = machine.clone();
    use_effect_with((), move |_| {
        machine.send(Event::Open);
        // `run=1`: the link's board is counted (or its estimate asked
        // for) once, on opening.
        if run {
            let n = machine.state().n;
            machine.send(Event::Link { n, run });
        }
    });
}

/// A long count's question (`question`: its board and whether `1..n`,
/// while it waits for the go-ahead): when it appears, the focus moves to
/// it (a group named by its title; the live region says its estimate),
/// and the element that had the focus is kept; when it goes while nothing
/// counts (Don't start) and the focus went with its button, the focus
/// goes back to that element (the control that asked), or to the start
/// button. After a go-ahead the cancel button takes it (`use_focus_rescue`).
#[hook]
pub fn use_question_focus(question: Option<(usize, bool)>, running: bool) {
    let asked_from = use_mut_ref(|| None::<web_sys::HtmlElement>);
    let was = use_mut_ref(|| None::<(usize, bool)>);
    use_effect_with((question, running), move |&(question, running)| {
        let before = was.replace(question);
        let document = super::document();
        match (before, question) {
            (None, Some(_)) => {
                let active = document
                    .active_element()
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                *asked_from.borrow_mut() = active;
                super::focus_testid("count-estimate");
            }
            (Some(_), None) if !running => {
                let body = document.body();
                let lost = document.active_element().is_none_or(|a| {
                    body.as_ref()
                        .is_some_and(|b| a == *b.unchecked_ref::<web_sys::Element>())
                });
                let back = asked_from.borrow_mut().take().filter(|el| {
                    el.is_connected()
                        && body.as_ref().is_none_or(|b| {
                            *el.unchecked_ref::<web_sys::Element>()
                                != *b.unchecked_ref::<web_sys::Element>()
                        })
                        && !el.matches(":disabled").unwrap_or(false)
                });
                if lost {
                    match back {
                        Some(el) => {
                            let _ = el.focus();
                        }
                        None => super::focus_testid("count-start"),
                    }
                }
            }
            _ => {}
        }
    });
}
