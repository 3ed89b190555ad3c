//! The board: queens of rows `0..=row`, the current row marked, and in that
//! row the attacked squares and the candidates.

use yew::prelude::*;

use crate::format::column_list;
use crate::texts::{self, Lang};
use solver::RowBits;

/// The board of `n` columns with the queens of rows `0..=row` (`queens`,
/// top to bottom); `row` is `None` once the search has ended.
pub fn board(n: usize, queens: &[usize], row: Option<usize>, bits: RowBits, lang: Lang) -> Html {
    let data_queens = column_list(queens);
    let data_row = row.map_or("-1".to_string(), |r| r.to_string());
    // One component per row: a step changes one or two rows, and Yew skips
    // the rows whose props are equal.
    let rows = (0..n).map(|r| {
        let current = row == Some(r);
        html! {
            <BoardRow key={r} n={n} r={r} queen={queens.get(r).copied()}
                      bits={current.then_some(bits)} lang={lang} />
        }
    });
    // A spoken description of the board, for screen readers.
    let label = format!(
        "{} {n}×{n}. {} {}. ♛ {data_queens}",
        texts::BOARD_LABEL.get(lang),
        texts::CURRENT_ROW.get(lang),
        row.map_or("-".to_string(), |r| r.to_string()),
    );
    html! {
        <div class="board grid-n" style={format!("--n:{n}")} data-testid="board"
             data-row={data_row} data-queens={data_queens}
             role="img" aria-label={label}>
            { for rows }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct BoardRowProps {
    n: usize,
    r: usize,
    queen: Option<usize>,
    /// The row's values when it is the current row.
    bits: Option<RowBits>,
    lang: Lang,
}

#[function_component(BoardRow)]
fn board_row(p: &BoardRowProps) -> Html {
    let (n, r) = (p.n, p.r);
    let is_current = p.bits.is_some();
    let bits = p.bits.unwrap_or_default();
    let cells = (0..n).map(|c| {
        let bit = 1u32 << (n - 1 - c);
        let queen = p.queen == Some(c);
        let mut class = classes!("cell", ((r + c) % 2 == 1).then_some("dark"));
        let mut mark = Html::default();
        if is_current && !queen {
            // Each attack has its own style and its own arrow, so colour
            // never carries the meaning alone.
            let glyphs = [
                (bits.left, "att-left", "↙"),
                (bits.down, "att-down", "↓"),
                (bits.right, "att-right", "↘"),
            ]
            .into_iter()
            .filter(|(value, _, _)| value & bit != 0)
            .map(|(_, name, arrow)| {
                class.push(name);
                html! { <span class={classes!("g", name)} aria-hidden="true">{ arrow }</span> }
            })
            .collect::<Html>();
            if bits.bitmap & bit != 0 {
                class.push("candidate");
                mark = html! { <span class="cand-dot" aria-hidden="true"></span> };
            } else if bits.attacks & bit == 0 {
                // Free, but no longer in bitmap: tried already.
                class.push("tried");
                mark = html! { <span class="g" aria-hidden="true">{ "×" }</span> };
            } else {
                mark = glyphs;
            }
        }
        if queen {
            class.push("queen");
            if is_current {
                class.push("just-placed");
            }
            mark = html! { <span class="queen-mark" aria-label={texts::QUEEN.get(p.lang)}>{"♛"}</span> };
        }
        html! { <div class={class} data-col={c.to_string()}>{mark}</div> }
    });
    let queen_bits = p.queen.map_or(0, |c| 1u32 << (n - 1 - c));
    html! {
        <div class={classes!("board-row", is_current.then_some("current"))} data-r={r.to_string()}>
            <span class="row-label">{ if is_current { format!("▶ {r}") } else { r.to_string() } }</span>
            { for cells }
            <span class="row-tail mono">{ if queen_bits != 0 { format!("{queen_bits:0n$b}") } else { String::new() } }</span>
        </div>
    }
}
