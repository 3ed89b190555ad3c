//! The watch mode of the lab (its machine: `domain::lab::watch`): the
//! flags (or backtracking) search and the bitmap search side by side on
//! small boards, advanced together one placement at a time.

use crate::components::markup::{count_item, number_options, shown_and_spoken, tag, tag_class};
use yew::prelude::*;

use crate::domain::lab::model::WATCH_N;
use crate::domain::lab::texts as t;
use crate::domain::lab::watch::{self, ArrayMethod, Watch};
use crate::format::column_list;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{use_machine, Life, TimerEffects};
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct WatchProps {
    pub lang: Lang,
}

#[cfg(target_arch = "wasm32")]
#[function_component(WatchView)]
pub fn watch_view(p: &WatchProps) -> Html {
    let lang = p.lang;
    let machine = use_machine(
        Life::Page,
        || Watch::new(5, ArrayMethod::Flags),
        TimerEffects::default,
    );
    let w = machine.state();
    watch_page(lang, &w, &machine.sender())
}

/// The watch mode on the state of its machine (`w`); `send` takes its
/// events.
pub fn watch_page(lang: Lang, w: &Watch, send: &Callback<watch::Event>) -> Html {
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
            { watch_controls(lang, send, w) }
            <p class="watch-status" role="status">
                <span>{ crate::domain::stepper::texts::PLACEMENTS.get(lang) }{ ": " }</span>
                <output data-testid="watch-placements" data-value={w.placements.to_string()}>{ w.placements }</output>
                <span data-testid="watch-aligned" data-value={aligned.to_string()}>{ format!("  {status}") }</span>
            </p>
            <div class="watch-sides">
                { arrays_side(lang, w) }
                { bitmap_side(lang, w) }
            </div>
            // The marks for the eye; in words for the ear.
            <p class="hint"><span aria-hidden="true">{ t::WATCH_LEGEND.get(lang) }</span>
                <span class="sr-only">{ t::WATCH_LEGEND_SAID.get(lang) }</span></p>
        </section>
    }
}

/// The board size, the array method, step, play and reset.
fn watch_controls(lang: Lang, send: &Callback<watch::Event>, w: &Watch) -> Html {
    let on_n = send.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        // A value the select offers: always a number.
        watch::Event::SetN(select.value().parse().unwrap_or(5))
    });
    let on_method = send.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        watch::Event::SetMethod(if select.value() == "backtracking" {
            ArrayMethod::Backtracking
        } else {
            ArrayMethod::Flags
        })
    });
    let send = |event: watch::Event| send.reform(move |_: MouseEvent| event);
    let methods = [ArrayMethod::Flags, ArrayMethod::Backtracking]
        .into_iter()
        .map(|m| {
            let name = match m {
                ArrayMethod::Flags => t::NAME_FLAGS.get(lang),
                ArrayMethod::Backtracking => t::NAME_BACKTRACKING.get(lang),
            };
            html! { <option value={m.id()} selected={m == w.method}>{ name }</option> }
        });
    // The glyphs are for the eye; the name is the words.
    let (glyph, play) = if w.playing {
        ("❚❚ ", t::WATCH_PAUSE.get(lang))
    } else {
        ("▶▶ ", t::WATCH_PLAY.get(lang))
    };
    let play = html! { <><span aria-hidden="true">{ glyph }</span>{ play }</> };
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
            <button class="primary" data-testid="watch-step" onclick={send(watch::Event::Step)}
                    disabled={w.finished()}>
                { t::WATCH_STEP.get(lang) }<span aria-hidden="true">{ " ▶" }</span>
            </button>
            <button data-testid="watch-play" onclick={send(watch::Event::TogglePlay)}
                    aria-pressed={w.playing.to_string()}>{ play }</button>
            <button data-testid="watch-reset" onclick={send(watch::Event::Reset)}>
                <span aria-hidden="true">{ "↺ " }</span>{ t::WATCH_RESET.get(lang) }</button>
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
                { symbols_said(&t::watch_test_line(lang, flags, n, (test.row, test.col), &test.attackers), lang) }
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
            { flag_row(symbols_said(t::FLAG_COL.get(lang), lang), "col", &col) }
            { flag_row(symbols_said(t::FLAG_SUM.get(lang), lang), "up", &up) }
            { flag_row(symbols_said(t::FLAG_DIFF.get(lang), lang), "dn", &dn) }
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
/// `text` with its symbols (↗, →, ♛…) hidden from screen readers and
/// said in words instead (`domain::spoken::symbols_in_words`).
fn symbols_said(text: &str, lang: Lang) -> Html {
    crate::domain::spoken::symbols_in_words(text, lang)
        .into_iter()
        .map(|(shown, word)| match word {
            None => html! { { shown } },
            Some(word) => html! {
                <><span aria-hidden="true">{ shown }</span><span class="sr-only">{ word }</span></>
            },
        })
        .collect()
}

fn flag_row(label: Html, name: &str, values: &[bool]) -> Html {
    html! {
        <div class="flag-row" data-flag={name.to_string()}
             data-value={values.iter().map(|&v| if v { '1' } else { '0' }).collect::<String>()}>
            <span class="flag-label">{ label }</span>
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
                      data-r={r.to_string()} data-c={c.to_string()} aria-hidden="true">{ mark }</span>
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
