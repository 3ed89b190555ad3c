//! The watch mode of the lab: the flags (or backtracking) search and the
//! bitmap search side by side on small boards, advanced together one
//! placement at a time.
//!
//! [`FlagsStepper`] tries the columns of a row from the right, as the bitmap
//! [`Stepper`] takes the lowest bit first, so the k-th successful test on
//! the left is the k-th `Place` on the right (see the stepper's docs). One
//! step here runs each side up to its next placement: the left side shows
//! every square it had to test on the way, the right side shows that the
//! bitmap went straight to the same square.

use std::rc::Rc;

use crate::components::markup::{count_item, number_options, shown_and_spoken, tag, tag_class};
use gloo_timers::callback::Interval;
use yew::prelude::*;

use crate::domain::lab::model::{attackers, Line, WATCH_N};
use crate::domain::lab::texts as t;
use crate::format::column_list;
use crate::i18n::Lang;
use solver::methods::{FlagsEvent, FlagsStepper};
use solver::{Event as StepEvent, Stepper};

const PLAY_MS: u32 = 700;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ArrayMethod {
    Flags,
    Backtracking,
}

impl ArrayMethod {
    fn id(self) -> &'static str {
        match self {
            ArrayMethod::Flags => "flags",
            ArrayMethod::Backtracking => "backtracking",
        }
    }
}

/// A square tested by the array side in the last step, with the queens
/// above that attacked it (`(row, col, line)`; empty when it was free).
#[derive(Clone, Debug)]
struct Test {
    row: usize,
    col: usize,
    attackers: Vec<(usize, usize, Line)>,
}

#[derive(Clone)]
struct Watch {
    n: usize,
    method: ArrayMethod,
    arrays: FlagsStepper,
    bitmap: Stepper,
    placements: u64,
    /// Rows the bitmap reached with no free square.
    dead_ends: u64,
    /// What the last step did.
    tests: Vec<Test>,
    arrays_backtracks: u64,
    bitmap_backtracks: u64,
    /// `(row, bit, candidates before the bit was taken)`.
    placed: Option<(usize, u32, u32)>,
    started: bool,
    playing: bool,
}

impl Watch {
    fn new(n: usize, method: ArrayMethod) -> Watch {
        Watch {
            n,
            method,
            arrays: FlagsStepper::new(n),
            bitmap: Stepper::new(n),
            placements: 0,
            dead_ends: 0,
            tests: Vec::new(),
            arrays_backtracks: 0,
            bitmap_backtracks: 0,
            placed: None,
            started: false,
            playing: false,
        }
    }

    fn finished(&self) -> bool {
        self.arrays.is_finished() && self.bitmap.is_finished()
    }

    /// Both sides up to their next placement (or to the end).
    fn step(&mut self) {
        self.started = true;
        self.tests.clear();
        self.arrays_backtracks = 0;
        self.bitmap_backtracks = 0;
        self.placed = None;
        loop {
            let above = self.arrays.queens();
            match self.arrays.next() {
                Some(FlagsEvent::Try { row, col, ok, .. }) => {
                    let attackers = attackers(&above, row, col)
                        .into_iter()
                        .map(|(r, line)| (r, above[r], line))
                        .collect();
                    self.tests.push(Test {
                        row,
                        col,
                        attackers,
                    });
                    if ok {
                        break;
                    }
                }
                Some(FlagsEvent::Backtrack { .. }) => self.arrays_backtracks += 1,
                None => break,
            }
        }
        loop {
            match self.bitmap.next() {
                Some(StepEvent::Place { row, bit, .. }) => {
                    let candidates = self.bitmap.row_bits(row).bitmap | bit;
                    self.placed = Some((row, bit, candidates));
                    self.placements += 1;
                    break;
                }
                Some(StepEvent::Descend { row }) => {
                    if self.bitmap.row_bits(row).bitmap == 0 {
                        self.dead_ends += 1;
                    }
                }
                Some(StepEvent::Backtrack { .. }) => self.bitmap_backtracks += 1,
                None => break,
            }
        }
        if self.finished() {
            self.playing = false;
        }
    }
}

enum WatchAction {
    SetN(usize),
    SetMethod(ArrayMethod),
    Step,
    TogglePlay,
    Reset,
}

impl Reducible for Watch {
    type Action = WatchAction;

    fn reduce(self: Rc<Self>, action: WatchAction) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            WatchAction::SetN(n) => s = Watch::new(n, s.method),
            WatchAction::SetMethod(m) => s.method = m,
            WatchAction::Step => {
                if s.finished() {
                    s.playing = false;
                } else {
                    s.step();
                }
            }
            WatchAction::TogglePlay => {
                if s.finished() {
                    s = Watch::new(s.n, s.method);
                }
                s.playing = !s.playing;
            }
            WatchAction::Reset => s = Watch::new(s.n, s.method),
        }
        Rc::new(s)
    }
}

#[derive(Properties, PartialEq)]
pub struct WatchProps {
    pub lang: Lang,
}

#[function_component(WatchView)]
pub fn watch_view(p: &WatchProps) -> Html {
    let lang = p.lang;
    let w = use_reducer(|| Watch::new(5, ArrayMethod::Flags));
    {
        let d = w.dispatcher();
        use_effect_with(w.playing, move |&playing| {
            let timer =
                playing.then(|| Interval::new(PLAY_MS, move || d.dispatch(WatchAction::Step)));
            move || drop(timer)
        });
    }
    let n = w.n;
    let finished = w.finished();
    let aligned = w.arrays.queens() == w.bitmap.queens();
    let status = if !w.started {
        t::WATCH_START.get(lang).to_string()
    } else if finished {
        t::WATCH_FINISHED.get(lang).to_string()
    } else if aligned {
        t::WATCH_ALIGNED.get(lang).to_string()
    } else {
        String::new()
    };
    html! {
        <section class="watch" aria-labelledby="watch-title" data-testid="watch"
                 data-finished={finished.to_string()} data-n={n.to_string()}>
            <h3 id="watch-title">{ t::WATCH_TITLE.get(lang) }</h3>
            { tag("p", t::WATCH_INTRO.get(lang)) }
            { watch_controls(lang, &w) }
            <p class="watch-status" role="status">
                <span>{ t::WATCH_PLACEMENTS.get(lang) }{ ": " }</span>
                <output data-testid="watch-placements" data-value={w.placements.to_string()}>{ w.placements }</output>
                <span data-testid="watch-aligned" data-value={aligned.to_string()}>{ format!("  {status}") }</span>
            </p>
            <div class="watch-sides">
                { arrays_side(lang, &w) }
                { bitmap_side(lang, &w) }
            </div>
            { tag_class("p", "hint", t::WATCH_LEGEND.get(lang)) }
        </section>
    }
}

/// A button's click: dispatches `action`.
fn send(w: &UseReducerHandle<Watch>, action: fn() -> WatchAction) -> Callback<MouseEvent> {
    let d = w.dispatcher();
    Callback::from(move |_| d.dispatch(action()))
}

/// The board size, the array method, step, play and reset.
fn watch_controls(lang: Lang, w: &UseReducerHandle<Watch>) -> Html {
    let on_n = {
        let d = w.dispatcher();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse() {
                d.dispatch(WatchAction::SetN(n));
            }
        })
    };
    let on_method = {
        let d = w.dispatcher();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let m = if select.value() == "backtracking" {
                ArrayMethod::Backtracking
            } else {
                ArrayMethod::Flags
            };
            d.dispatch(WatchAction::SetMethod(m));
        })
    };
    let methods = [ArrayMethod::Flags, ArrayMethod::Backtracking]
        .into_iter()
        .map(|m| {
            let name = match m {
                ArrayMethod::Flags => t::NAME_FLAGS.get(lang),
                ArrayMethod::Backtracking => t::NAME_BACKTRACKING.get(lang),
            };
            html! { <option value={m.id()} selected={m == w.method}>{ name }</option> }
        });
    let play = if w.playing {
        format!("❚❚ {}", t::WATCH_PAUSE.get(lang))
    } else {
        format!("▶▶ {}", t::WATCH_PLAY.get(lang))
    };
    html! {
        <div class="controls" role="group" aria-labelledby="watch-title">
            <label class="field">
                { tag("span", t::WATCH_N.get(lang)) }
                <select data-testid="watch-n" onchange={on_n}>
                    { number_options(WATCH_N, w.n) }
                </select>
            </label>
            <label class="field">
                { tag("span", t::WATCH_METHOD.get(lang)) }
                <select data-testid="watch-method" onchange={on_method}>{ for methods }</select>
            </label>
            <button class="primary" data-testid="watch-step" onclick={send(w, || WatchAction::Step)}
                    disabled={w.finished()}>
                { t::WATCH_STEP.get(lang) }{ " ▶" }
            </button>
            <button data-testid="watch-play" onclick={send(w, || WatchAction::TogglePlay)}
                    aria-pressed={w.playing.to_string()}>{ play }</button>
            <button data-testid="watch-reset" onclick={send(w, || WatchAction::Reset)}>
                { "↺ " }{ t::WATCH_RESET.get(lang) }</button>
        </div>
    }
}

/// The array side: its counts, its board with the squares it rejected,
/// every test of the last step and (flags) the flag arrays.
fn arrays_side(lang: Lang, w: &Watch) -> Html {
    let (n, flags) = (w.n, w.method == ArrayMethod::Flags);
    let stats = w.arrays.stats();
    let rejected: Vec<(usize, usize)> = w
        .tests
        .iter()
        .filter(|t| !t.attackers.is_empty())
        .map(|t| (t.row, t.col))
        .collect();
    let placed = w
        .tests
        .last()
        .filter(|t| t.attackers.is_empty())
        .map(|t| (t.row, t.col));
    let tests = w.tests.len() as u64;
    let line = t::watch_arrays_line(
        lang,
        tests,
        rejected.len() as u64,
        placed,
        w.arrays_backtracks,
    );
    let test_lines = w.tests.iter().map(|test| {
        let ok = test.attackers.is_empty();
        html! {
            <li class={if ok { "ok" } else { "rejected" }}>
                { t::watch_test_line(lang, flags, n, (test.row, test.col), &test.attackers) }
            </li>
        }
    });
    let title = if flags {
        t::WATCH_SIDE_FLAGS
    } else {
        t::WATCH_SIDE_BACKTRACKING
    };
    html! {
        <div class="watch-side arrays">
            { tag("h4", title.get(lang)) }
            <dl class="watch-counts">
                { count_item(t::WATCH_TESTS.get(lang), "watch-arrays-tests", stats.nodes) }
                { count_item(t::WATCH_LEAVES.get(lang), "watch-arrays-leaves", stats.leaves) }
                { count_item(t::WATCH_SOLUTIONS.get(lang), "watch-arrays-solutions", stats.solutions) }
            </dl>
            { watch_board(lang, "watch-arrays-board", n, &w.arrays.queens(), &rejected, None) }
            { tag_class("p", "watch-line", shown_and_spoken(&line, n, lang)) }
            <ol class="test-list" data-testid="watch-tests">{ for test_lines }</ol>
            if flags {
                { flag_arrays(lang, w) }
            }
        </div>
    }
}

/// The flags method's three arrays: the columns and both diagonals used.
fn flag_arrays(lang: Lang, w: &Watch) -> Html {
    let n = w.n;
    let queens = w.arrays.queens();
    let col = (0..n).map(|c| w.arrays.column_used(c)).collect::<Vec<_>>();
    // A diagonal is used when a queen on the board is on it.
    let used = |on: &dyn Fn(usize, usize) -> usize| -> Vec<bool> {
        (0..2 * n - 1)
            .map(|k| queens.iter().enumerate().any(|(r, &c)| on(r, c) == k))
            .collect()
    };
    let up = used(&|r, c| r + c);
    let dn = used(&|r, c| c + n - 1 - r);
    html! {
        <div class="flag-arrays" data-testid="watch-flag-arrays">
            { flag_row(t::FLAG_COL.get(lang), "col", &col) }
            { flag_row(t::FLAG_SUM.get(lang), "up", &up) }
            { flag_row(t::FLAG_DIFF.get(lang), "dn", &dn) }
        </div>
    }
}

/// The bitmap side: its counts, its board with the candidates left in the
/// row it placed in, and the bits of that placement.
fn bitmap_side(lang: Lang, w: &Watch) -> Html {
    let n = w.n;
    let solutions = w.bitmap.counters().solutions;
    let line = t::watch_bitmap_line(
        lang,
        n,
        w.placed.map_or(0, |(_, _, c)| c),
        w.placed.map(|(row, bit, _)| (row, bit)),
        w.bitmap_backtracks,
    );
    let candidates = w
        .placed
        .map(|(row, bit, candidates)| (row, candidates & !bit));
    html! {
        <div class="watch-side bitmap">
            { tag("h4", t::WATCH_SIDE_BITMAP.get(lang)) }
            <dl class="watch-counts">
                { count_item(t::WATCH_TRIED.get(lang), "watch-bitmap-tried", w.bitmap.counters().placements) }
                { count_item(t::WATCH_LEAVES.get(lang), "watch-bitmap-leaves", w.dead_ends + solutions) }
                { count_item(t::WATCH_SOLUTIONS.get(lang), "watch-bitmap-solutions", solutions) }
            </dl>
            { watch_board(lang, "watch-bitmap-board", n, &w.bitmap.queens(), &[], candidates) }
            { tag_class("p", "watch-line", shown_and_spoken(&line, n, lang)) }
            { for w.placed.map(|placed| watch_bits(w, placed)) }
        </div>
    }
}

/// The bitmap's placement `(row, bit, candidates)` in binary.
fn watch_bits(w: &Watch, (row, bit, candidates): (usize, u32, u32)) -> Html {
    let n = w.n;
    let line = |name: &str, v: u32| {
        html! {
            <div class="bits-line">
                { tag_class("span", "bits-name", name.to_string()) }
                <span class="bits-value">{ format!("{v:0n$b}") }</span>
            </div>
        }
    };
    html! {
        <div class="watch-bits mono" data-testid="watch-bits">
            { line("left|down|right", w.bitmap.row_bits(row).attacks) }
            { line("bitmap", candidates) }
            { line("bit", bit) }
        </div>
    }
}

/// One row of boolean boxes, each showing 1 or 0 (not only a colour).
fn flag_row(label: &str, name: &str, values: &[bool]) -> Html {
    html! {
        <div class="flag-row" data-flag={name.to_string()}
             data-value={values.iter().map(|&v| if v { '1' } else { '0' }).collect::<String>()}>
            { tag_class("span", "flag-label", label.to_string()) }
            <span class="flag-cells">
                { for values.iter().enumerate().map(|(i, &v)| html! {
                    <span class={classes!("flag", v.then_some("on"))} title={format!("{name}[{i}]")}>
                        { if v { "1" } else { "0" } }
                    </span>
                }) }
            </span>
        </div>
    }
}

/// A small board: queens, squares rejected in the last step (×) and the
/// candidates left in the bitmap's row (○).
fn watch_board(
    lang: Lang,
    testid: &'static str,
    n: usize,
    queens: &[usize],
    rejected: &[(usize, usize)],
    candidates: Option<(usize, u32)>,
) -> Html {
    let rows = (0..n).map(|r| {
        let cells = (0..n).map(|c| {
            let queen = queens.get(r) == Some(&c);
            let is_rejected = rejected.contains(&(r, c));
            let candidate = candidates
                .is_some_and(|(row, bits)| row == r && bits & (1 << (n - 1 - c)) != 0);
            let (mark, class) = if queen {
                ("♛", "queen")
            } else if is_rejected {
                ("×", "rejected")
            } else if candidate {
                ("○", "candidate")
            } else {
                ("", "")
            };
            html! {
                <span class={classes!("wcell", ((r + c) % 2 == 1).then_some("dark"), (!class.is_empty()).then_some(class))}
                      data-r={r.to_string()} data-c={c.to_string()}>{ mark }</span>
            }
        });
        html! { { for cells } }
    });
    let label = t::watch_board_label(lang, n, queens, rejected, candidates);
    html! {
        <div class="wboard" style={format!("--n:{n}")} data-testid={testid}
             data-queens={column_list(queens)}
             role="img" aria-label={label}>
            { for rows }
        </div>
    }
}
