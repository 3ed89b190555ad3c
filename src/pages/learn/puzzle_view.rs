//! The lesson's first stop: the puzzle on a small board, by hand. Each
//! square is a button that puts a queen there or takes it away; every square
//! shows (and says) along which lines a queen attacks it, and the status
//! under the board says how far the learner is (`domain::learn::puzzle`).

use wasm_bindgen::JsCast;
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
    /// The learner's moves since the stop was shown: the status speaks
    /// only after one (on arrival, the heading alone is said).
    #[prop_or_default]
    pub moves: u32,
    /// The way on, once solved: after the status (beside the board with
    /// it on a phone lying down, where below the board is under the bar).
    #[prop_or_default]
    pub next: Html,
}

/// The board, its one Tab stop the square last moved to (its own state:
/// where the focus is is the view's).
#[function_component(PuzzleView)]
pub fn puzzle_view(p: &PuzzleViewProps) -> Html {
    let n = p.n;
    let at = use_state(|| (0usize, 0usize));
    let on_at = {
        let at = at.clone();
        Callback::from(move |to| at.set(to))
    };
    // The arrow keys, Home and End move between the squares: the square
    // moved to takes the focus (found on the board, the parent of the
    // square that had it).
    let onkeydown = {
        let at = at.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some(to) = moved(*at, &e.key(), n) else {
                return;
            };
            e.prevent_default();
            at.set(to);
            let square: web_sys::Element = e.target_unchecked_into();
            let next = square
                .parent_element()
                .and_then(|board| {
                    board
                        .query_selector(&format!("[data-testid=puzzle-{}-{}]", to.0, to.1))
                        .ok()
                        .flatten()
                })
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(next) = next {
                let _ = next.focus();
            }
        })
    };
    puzzle(p, *at, (&on_at, onkeydown))
}

/// The board as the learner left it, drawn: `at` is the square that is
/// the board's one Tab stop (the square last moved to); a square pressed is
/// told to `on_at`, then the board it makes to `p.on_change`; `onkeydown`
/// takes the board's keys (the arrows, Home and End: [`PuzzleView`] moves
/// the focus).
pub fn puzzle(
    p: &PuzzleViewProps,
    at: (usize, usize),
    (on_at, onkeydown): (&Callback<(usize, usize)>, Callback<KeyboardEvent>),
) -> Html {
    let (n, lang) = (p.n, p.lang);
    let puzzle = p.board.clone().unwrap_or_else(|| Puzzle::new(n));
    let squares = (0..n).flat_map(|r| (0..n).map(move |c| (r, c))).map(|(r, c)| {
        let cell = puzzle.cell(r, c);
        let (queen, attacked) = cell.parts();
        let onclick = {
            let (mut next, on_change, on_at) = (puzzle.clone(), p.on_change.clone(), on_at.clone());
            next.toggle(r, c);
            Callback::from(move |_| {
                on_at.emit((r, c));
                on_change.emit(next.clone())
            })
        };
        let tabindex = if at == (r, c) { "0" } else { "-1" };
        let class = classes!(
            "puzzle-cell",
            ((r + c) % 2 == 1).then_some("dark"),
            queen.then_some("queen"),
            (queen && attacked.any()).then_some("in-conflict"),
            (!queen && attacked.any()).then_some("attacked"),
        );
        let label = speech::square_said(lang, r, c, &texts::puzzle_cell(lang, cell));
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
            // How far the board is, shown all along; a live region only
            // once the learner moved here (a board come back to, or the
            // page loaded, is not announced: its text is plain till then).
            <p class={classes!("task-result", solved.then_some("right"))} data-testid="puzzle-status">
                <span role="status" id="puzzle-said" data-testid="puzzle-said">
                    if p.moves > 0 {
                        { texts::puzzle_status(lang, &puzzle) }
                    }
                </span>
                if p.moves == 0 {
                    { tag("span", texts::puzzle_status(lang, &puzzle)) }
                }
            </p>
            { p.next.clone() }
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
