//! The board: queens of rows `0..=row`, the current row marked, and in that
//! row the attacked squares and the candidates. A grid for screen readers:
//! row and column headers (printed too), each square saying where it is and
//! what it holds ("row 2 column 3: queen", as the lesson's puzzle says its
//! squares: `domain::stepper::speech`; a screen reader moving over the
//! squares by key does not always say the headers), ← → ↑ ↓ Home End
//! moving between squares, and the board in one sentence before it.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::markup::{attrs, tag_attrs, tag_class};
use crate::domain::stepper::moment::Moment;
use crate::domain::stepper::speech::{self, Square};
use crate::format::column_list;
use crate::texts::{self, Lang};

/// The board of a moment of the search (`Moment`: the queens of rows
/// `0..=row`, the current row's values, a queen just lifted).
pub fn board(m: &Moment, lang: Lang) -> Html {
    let n = m.n;
    let data_queens = column_list(&m.queens);
    let data_row = m.row.map_or("-1".to_string(), |r| r.to_string());
    let (stop_r, stop_c) = m.tab_stop();
    // One component per row: a step changes one or two rows, and Yew skips
    // the rows whose props are equal.
    let rows = (0..n).map(|r| {
        html! {
            <BoardRow key={r} n={n} r={r} queen={m.queens.get(r).copied()}
                      current={m.row == Some(r)} stop={(r == stop_r).then_some(stop_c)} squares={m.squares(r)} lang={lang} />
        }
    });
    let summary = m.summary(lang);
    let lifted = m.lifted.map(|c| c.to_string());
    html! {
        <>
            { tag_attrs("p", attrs!["class" => "sr-only", "id" => "board-summary", "data-testid" => "board-summary"], summary) }
            <div class="board grid-n" style={format!("--n:{n}")} data-testid="board"
                 data-row={data_row} data-queens={data_queens} data-lifted={lifted}
                 role="grid" aria-label={format!("{} {n}×{n}", texts::BOARD_LABEL.get(lang))}
                 aria-describedby="board-summary" onkeydown={Callback::from(move_focus)}
                 onfocusout={Callback::from(leave)}>
                { column_heads(n, lang) }
                { for rows }
            </div>
        </>
    }
}

/// The square where the search is (`Moment::tab_stop`): the board's Tab
/// stop while the focus is not on the board.
const STOP: &str = "[data-stop]";

/// The square an event of the board happened on (the board's squares are
/// its only elements that take the focus), and the board.
fn square_of(e: &Event) -> Option<(web_sys::HtmlElement, web_sys::Element)> {
    let cell = e.target()?.unchecked_into::<web_sys::HtmlElement>();
    let grid = cell.closest("[role=grid]").ok()??;
    Some((cell, grid))
}

/// Moves the board's one Tab stop (`tabindex=0`) from `from` to `to`.
fn move_stop(from: &web_sys::Element, to: &web_sys::Element) {
    let _ = from.set_attribute("tabindex", "-1");
    let _ = to.set_attribute("tabindex", "0");
}

/// Arrow keys, Home and End (Ctrl+Home and Ctrl+End: the first and the
/// last square) move the focus between the board's squares
/// (`speech::grid_move`); while the focus is on the board the square it is
/// on is the board's one Tab stop, so that Tab leaves the board from there.
fn move_focus(e: KeyboardEvent) {
    let Some((cell, grid)) = square_of(&e) else {
        return;
    };
    let (Some(r), Some(c)) = (cell.get_attribute("data-r"), cell.get_attribute("data-col")) else {
        return;
    };
    let (Ok(r), Ok(c)) = (r.parse::<usize>(), c.parse::<usize>()) else {
        return;
    };
    // The board is square: as many rows as squares in a row.
    let n = grid
        .query_selector_all("[role=gridcell][data-r=\"0\"]")
        .map_or(0, |l| l.length() as usize);
    let key = e.key();
    let board_key = matches!(
        key.as_str(),
        "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End"
    );
    if !board_key {
        return;
    }
    // A key of the board never scrolls the page, even at its edge.
    e.prevent_default();
    let Some((r2, c2)) = speech::grid_move(&key, e.ctrl_key() || e.meta_key(), n, r, c) else {
        return;
    };
    let next = grid
        .query_selector(&format!(
            "[role=gridcell][data-r=\"{r2}\"][data-col=\"{c2}\"]"
        ))
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let (Some(next), Ok(Some(stop))) = (next, grid.query_selector(STOP)) {
        // (Leaving this square gives the stop back to the search's square,
        // [`leave`]: from there to the square focused.)
        let _ = next.focus();
        move_stop(&stop, &next);
    }
}

/// The focus leaving a square: the board's Tab stop goes back from it to
/// the square where the search is (which each step moves); the next Tab
/// into the board lands there.
fn leave(e: FocusEvent) {
    if let Some((cell, grid)) = square_of(&e) {
        if let Ok(Some(stop)) = grid.query_selector(STOP) {
            move_stop(&cell, &stop);
        }
    }
}

/// The column numbers above the board: "0" on screen, "column 0" ("列 0")
/// for screen readers.
fn column_heads(n: usize, lang: Lang) -> Html {
    let word = speech::column_word(lang);
    let heads = (0..n).map(|c| {
        html! {
            <span role="columnheader" class="col-head mono">
                <span class="sr-only">{ word }{ " " }</span>{ c }</span>
        }
    });
    html! {
        <div class="board-row col-heads" role="row">
            { tag_attrs("span", attrs!["role" => "columnheader", "class" => "row-label col-head-corner"], tag_class("span", "sr-only", speech::row_word(lang))) }
            { for heads }
            <span class="row-tail" aria-hidden="true"></span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct BoardRowProps {
    n: usize,
    r: usize,
    queen: Option<usize>,
    current: bool,
    /// The column of the board's Tab stop, in its row (`Moment::tab_stop`).
    stop: Option<usize>,
    /// What each square holds (`Moment::squares`).
    squares: Vec<Square>,
    lang: Lang,
}

#[function_component(BoardRow)]
fn board_row(p: &BoardRowProps) -> Html {
    let (n, r) = (p.n, p.r);
    let is_current = p.current;
    let cells = p.squares.iter().enumerate().map(|(c, &square)| {
        let mut class = classes!("cell", ((r + c) % 2 == 1).then_some("dark"));
        let mark = match square {
            Square::Queen { placed } => {
                class.push("queen");
                if placed {
                    class.push("just-placed");
                }
                html! { <span class="queen-mark" aria-hidden="true">{"♛"}</span> }
            }
            Square::Candidate => {
                class.push("candidate");
                html! { <span class="cand-dot" aria-hidden="true"></span> }
            }
            Square::Lifted => {
                class.push("lifted");
                html! { <span class="queen-mark" aria-hidden="true">{"♛"}</span> }
            }
            Square::Tried => {
                class.push("tried");
                html! { { tag_attrs("span", attrs!["class" => "g", "aria-hidden" => "true"], "×") } }
            }
            // Each attack has its own style and its own arrow, so colour
            // never carries the meaning alone. Two or three arrows are
            // smaller, so that they stay inside their square.
            Square::Attacked { left, down, right } => {
                let arrows = usize::from(left) + usize::from(down) + usize::from(right);
                if arrows > 1 {
                    class.push(format!("arrows-{arrows}"));
                }
                [
                    (left, "att-left", "↙"),
                    (down, "att-down", "↓"),
                    (right, "att-right", "↘"),
                ]
                .into_iter()
                .filter(|(on, _, _)| *on)
                .map(|(_, name, arrow)| {
                    class.push(name);
                    html! { <span class={classes!("g", name)} aria-hidden="true">{ arrow }</span> }
                })
                .collect::<Html>()
            }
            Square::Empty => Html::default(),
        };
        // The square where the search is, the one Tab reaches first.
        let stop = p.stop == Some(c);
        html! {
            <div class={class} role="gridcell" tabindex={if stop { "0" } else { "-1" }} data-stop={stop.then_some("")}
                 data-r={r.to_string()} data-col={c.to_string()}>
                { mark }{ tag_class("span", "sr-only", speech::square_said(p.lang, r, c, &square.describe(p.lang))) }
            </div>
        }
    });
    let queen_bits = p.queen.map_or(0, |c| 1u32 << (n - 1 - c));
    html! {
        <div class={classes!("board-row", is_current.then_some("current"))} data-r={r.to_string()} role="row">
            <span class="row-label" role="rowheader">
                <span aria-hidden="true">{ if is_current { format!("▶ {r}") } else { r.to_string() } }</span>
                { tag_class("span", "sr-only", speech::row_header(p.lang, r, is_current)) }
            </span>
            { for cells }
            <span class="row-tail mono" aria-hidden="true">{ if queen_bits != 0 { format!("{queen_bits:0n$b}") } else { String::new() } }</span>
        </div>
    }
}
