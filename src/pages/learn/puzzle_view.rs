//! The lesson's first stop: the puzzle on a small board, by hand. Each
//! square is a button that puts a queen there or takes it away; every square
//! shows (and says) along which lines a queen attacks it, and the status
//! under the board says how far the learner is (`domain::learn::puzzle`).

use yew::prelude::*;

use crate::components::markup::{attrs, tag, tag_attrs};
use crate::domain::learn::puzzle::{moved, Lines, Puzzle};
use crate::domain::learn::texts;
use crate::domain::stepper::speech;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct PuzzleViewProps {
    pub n: usize,
    pub lang: Lang,
    /// The board as the learner left it (none: empty).
    pub board: Option<Puzzle>,
    /// Each change of the board.
    pub on_change: Callback<Puzzle>,
}

#[function_component(PuzzleView)]
pub fn puzzle_view(p: &PuzzleViewProps) -> Html {
    let (n, lang) = (p.n, p.lang);
    let puzzle = p.board.clone().unwrap_or_else(|| Puzzle::new(n));
    // The board is one Tab stop (the square last moved to: where the
    // focus is, the view's own); the arrow keys, Home and End move between
    // its squares.
    let at = use_state(|| (0usize, 0usize));
    let onkeydown = {
        let at = at.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some(to) = moved(*at, &e.key(), n) else {
                return;
            };
            e.prevent_default();
            at.set(to);
            crate::hooks::focus_testid(&format!("puzzle-{}-{}", to.0, to.1));
        })
    };
    let squares = (0..n).flat_map(|r| (0..n).map(move |c| (r, c))).map(|(r, c)| {
        let cell = puzzle.cell(r, c);
        let (queen, attacked) = cell.parts();
        let onclick = {
            let (mut next, on_change, at) = (puzzle.clone(), p.on_change.clone(), at.clone());
            next.toggle(r, c);
            Callback::from(move |_| {
                at.set((r, c));
                on_change.emit(next.clone())
            })
        };
        let tabindex = if *at == (r, c) { "0" } else { "-1" };
        let class = classes!(
            "puzzle-cell",
            ((r + c) % 2 == 1).then_some("dark"),
            queen.then_some("queen"),
            (queen && attacked.any()).then_some("in-conflict"),
            (!queen && attacked.any()).then_some("attacked"),
        );
        let label = format!(
            "{}: {}",
            speech::square_name(lang, r, c),
            texts::puzzle_cell(lang, cell)
        );
        html! {
            <button {class} data-testid={format!("puzzle-{r}-{c}")} aria-pressed={queen.to_string()} {tabindex}
                    aria-label={label} {onclick}>
                if queen {
                    { tag_attrs("span", attrs!["class" => "queen-mark", "aria-hidden" => "true"], "♛") }
                } else {
                    { marks(attacked) }
                }
            </button>
        }
    });
    let solved = puzzle.solved();
    html! {
        <div class="puzzle" data-testid="puzzle" data-solved={solved.to_string()}>
            <div class="puzzle-board" style={format!("--n:{n}")} role="group" {onkeydown}
                 aria-label={format!("{} {n}×{n}", crate::texts::BOARD_LABEL.get(lang))}
                 aria-describedby="puzzle-keys">
                { for squares }
            </div>
            { tag_attrs("p", attrs!["class" => "hint keys-hint", "id" => "puzzle-keys"], texts::PUZZLE_KEYS.get(lang)) }
            <p class={classes!("task-result", solved.then_some("right"))} role="status" data-testid="puzzle-status">
                { texts::puzzle_status(lang, &puzzle) }
            </p>
        </div>
    }
}

/// The lines along which a free square is attacked, drawn as strokes: each
/// has its own shape, so no colour carries the meaning alone.
fn marks(lines: Lines) -> Html {
    let strokes = [
        (lines.row, "—"),
        (lines.column, "|"),
        (lines.rising, "╱"),
        (lines.falling, "╲"),
    ];
    html! {
        <span class="puzzle-marks" aria-hidden="true">
            { for strokes.iter().filter(|(on, _)| *on).map(|(_, s)| html! { { tag("span", *s) } }) }
        </span>
    }
}
