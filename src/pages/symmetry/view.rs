//! The symmetry explorer (`?view=symmetry`): a solution, its eight
//! transforms, its canonical form and class, and every unique solution of
//! the board size grouped by class. All the logic is `solver::symmetry`.

use std::rc::Rc;

use crate::components::markup::{number_options, table_head, tag, tag_class};
use yew::prelude::*;

use wasm_bindgen::JsCast;

use crate::domain::stepper::speech;
use crate::domain::symmetry::details::solution_details;
use crate::domain::symmetry::explorer::{self, columns_text, ColumnsError, Explorer, SYM_N};
use crate::domain::symmetry::texts as t;
use crate::format::column_list;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{use_machine, Life};
use crate::i18n::Lang;
use solver::symmetry::{canonical, conflicts, SymClass};

#[derive(Properties, PartialEq)]
pub struct SymmetryViewProps {
    pub lang: Lang,
    /// The app's board size: the explorer starts there (within [`SYM_N`]).
    pub n: usize,
}

/// Why the columns' text is no board, in words.
fn columns_error(lang: Lang, e: &ColumnsError, n: usize) -> String {
    match e {
        ColumnsError::TooMany => t::columns_too_many(lang, n),
        ColumnsError::NotAColumn(tok) => t::columns_error(lang, tok, n),
    }
}

#[cfg(target_arch = "wasm32")]
#[function_component(SymmetryView)]
pub fn symmetry_view(p: &SymmetryViewProps) -> Html {
    let lang = p.lang;
    let rt = use_machine(Life::Page, Explorer::default, || ());
    // The explorer starts on the app's board (its own size after that).
    rt.take_props(explorer::Event::Open(p.n));
    let e = rt.state().clone();
    let unique = use_memo(e.n, |&n| Rc::new(solver::symmetry::unique_solutions(n)));
    let on_pick = {
        let send = rt.sender();
        use_callback((), move |sol: Vec<usize>, _| {
            send.emit(explorer::Event::Board(sol.into_iter().map(Some).collect()))
        })
    };
    symmetry_page(lang, &e, (*unique).clone(), &rt.sender(), on_pick)
}

/// The page on the state of its machine (`e`) and the unique solutions of
/// its board (`unique`, each with its class); `send` takes its events and
/// `on_pick` puts a unique solution on the board.
pub fn symmetry_page(
    lang: Lang,
    e: &Explorer,
    unique: Rc<Vec<(Vec<usize>, SymClass)>>,
    send: &Callback<explorer::Event>,
    on_pick: Callback<Vec<usize>>,
) -> Html {
    let nv = e.n;
    let partial = e.board(unique.first().map(|(s, _)| &s[..]));
    let set_board = send.reform(explorer::Event::Board);
    let on_n = send.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        explorer::Event::Size(select.value().parse::<usize>().ok())
    });
    let on_clear = send.reform(move |_: MouseEvent| explorer::Event::Board(vec![None; nv]));
    let on_text = send.reform(|e: InputEvent| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        explorer::Event::Typed(input.value())
    });

    let found = conflicts(&partial);
    let solution: Option<Vec<usize>> = (found.is_empty() && partial.iter().all(Option::is_some))
        .then(|| partial.iter().map(|c| c.unwrap_or(0)).collect());
    html! {
        <div class="symmetry-page" data-testid="symmetry-view">
            { tag_class("h2", "page-title", t::TITLE.get(lang)) }
            { tag_class("p", "bq-intro", t::INTRO.get(lang)) }
            <section class="sym-pick" aria-labelledby="sym-pick-title">
                <h2 id="sym-pick-title">{ t::PICK_TITLE.get(lang) }</h2>
                <div class="controls sym-controls">
                    <label class="field">
                        { tag("span", t::BOARD_SIZE.get(lang)) }
                        <select data-testid="sym-n" onchange={on_n}>
                            { number_options(SYM_N, nv) }
                        </select>
                    </label>
                    { columns_field(lang, e, &partial, on_text) }
                    <button type="button" data-testid="sym-clear" onclick={on_clear}>{ t::CLEAR.get(lang) }</button>
                </div>
                <p class="hint"><span id="sym-queens-hint">{ t::COLUMNS_HINT.get(lang) }</span>{ if lang == Lang::Ja { "" } else { " " } }{ t::PICK_HINT.get(lang) }</p>
                { sym_board(lang, &partial, &found, &set_board) }
                // Always there, so that a new verdict is announced.
                <div role="status">{ conflict_list(lang, &partial, &found) }</div>
            </section>
            { match &solution {
                Some(sol) => Html::from_html_unchecked(solution_details(sol, lang).into()),
                None => html! { <p class="sym-incomplete" data-testid="sym-incomplete">{ t::NOT_COMPLETE.get(lang) }</p> },
            } }
            <UniqueList n={nv} lang={lang} unique={unique.clone()}
                        current={solution.as_ref().map(|s| Rc::new(canonical(s)))} on_pick={on_pick} />
        </div>
    }
}

/// The field of the queens' columns as text (what the learner typed, or
/// the board), with its error; a valid text sets the board
/// ([`Explorer::field`]).
fn columns_field(
    lang: Lang,
    e: &Explorer,
    partial: &[Option<usize>],
    on_text: Callback<InputEvent>,
) -> Html {
    let (text, error) = e.field(partial);
    let error = error.map(|err| columns_error(lang, &err, partial.len()));
    let invalid = error.is_some();
    html! {
        <div class={classes!("bq-field", "sym-cols", invalid.then_some("invalid"))}>
            <label for="sym-queens">{ t::COLUMNS_INPUT.get(lang) }</label>
            <input id="sym-queens" type="text" class="mono" data-testid="sym-queens" value={text}
                   oninput={on_text} autocomplete="off" spellcheck="false"
                   aria-invalid={if invalid { "true" } else { "false" }}
                   aria-describedby={if invalid { "sym-queens-hint sym-queens-error" } else { "sym-queens-hint" }} />
            if let Some(err) = error {
                <span class="bq-error" id="sym-queens-error" role="alert" data-testid="sym-queens-error">{ "⚠ " }{ err }</span>
            }
        </div>
    }
}

/// The verdict on the queens placed: no conflict, or each pair that
/// attacks (nothing while the board is empty).
fn conflict_list(lang: Lang, partial: &[Option<usize>], found: &[(usize, usize)]) -> Html {
    if partial.iter().all(Option::is_none) {
        return Html::default();
    }
    if found.is_empty() {
        return html! { <p class="sym-ok" data-testid="sym-conflicts" data-value="0">{ "✓ " }{ t::NO_CONFLICT.get(lang) }</p> };
    }
    let items = found.iter().map(|&(i, j)| {
        let same_col = partial[i] == partial[j];
        html! { <li>{ "⚠ " }{ t::conflict_line(lang, i, j, same_col) }</li> }
    });
    html! {
        <ul class="sym-conflicts" data-testid="sym-conflicts" data-value={found.len().to_string()}>
            { for items }
        </ul>
    }
}

/// The board: a button on each square puts or lifts a queen; a queen in
/// conflict is marked.
fn sym_board(
    lang: Lang,
    partial: &[Option<usize>],
    found: &[(usize, usize)],
    set_board: &Callback<Vec<Option<usize>>>,
) -> Html {
    let n = partial.len();
    let before: Rc<[Option<usize>]> = partial.into();
    let cell = |r: usize, c: usize| {
        let queen = partial[r] == Some(c);
        let bad = queen && found.iter().any(|&(i, j)| i == r || j == r);
        let onclick = {
            let (set_board, before) = (set_board.clone(), Rc::clone(&before));
            Callback::from(move |_| {
                let mut b = before.to_vec();
                b[r] = if queen { None } else { Some(c) };
                set_board.emit(b);
            })
        };
        html! {
            <button type="button"
                    class={classes!("cell", "sym-cell", ((r + c) % 2 == 1).then_some("dark"), queen.then_some("queen"), bad.then_some("conflict"))}
                    data-r={r.to_string()} data-c={c.to_string()}
                    // One tab stop for the board, as the lesson's: the
                    // arrow keys move it (`roving_keys`).
                    tabindex={if (r, c) == (0, 0) { "0" } else { "-1" }}
                    aria-pressed={if queen { "true" } else { "false" }}
                    aria-label={t::square_label(lang, r, c, queen)} {onclick}>
                if queen {
                    <span class="queen-mark" aria-hidden="true">{ "♛" }</span>
                }
                if bad {
                    <span class="sym-bad" title={t::CONFLICT_MARK.get(lang)}>{ "!" }</span>
                }
            </button>
        }
    };
    let rows = (0..n).map(|r| {
        html! {
            <div class="board-row">
                { tag_class("span", "row-label", r) }
                { for (0..n).map(|c| cell(r, c)) }
                { tag_class("span", "row-tail mono", partial[r].map_or(String::new(), |c| c.to_string())) }
            </div>
        }
    });
    html! {
        <div class="sym-stage">
            <div class="board grid-n sym-board" style={format!("--n:{n}")} data-testid="sym-board"
                 data-queens={columns_text(partial)} role="group" aria-label={t::PICK_TITLE.get(lang)}
                 aria-describedby="sym-keys" onkeydown={Callback::from(roving_keys)}
                 onfocusin={Callback::from(take_tab_stop)}>
                { for rows }
            </div>
            <p class="hint" id="sym-keys">{ t::BOARD_KEYS.get(lang) }</p>
        </div>
    }
}

/// The board's square at `r`, `c` in `board`.
fn square_at(board: &web_sys::Element, r: usize, c: usize) -> Option<web_sys::HtmlElement> {
    board
        .query_selector(&format!("[data-r=\"{r}\"][data-c=\"{c}\"]"))
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into().ok())
}

/// The arrow keys, Home and End (Ctrl: the first and the last square) move
/// the focus between the board's squares (`speech::grid_move`).
fn roving_keys(e: KeyboardEvent) {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let at = |name| el.get_attribute(name).and_then(|v| v.parse::<usize>().ok());
    let (Some(r), Some(c)) = (at("data-r"), at("data-c")) else {
        return;
    };
    let Some(board) = el.closest("[data-testid=sym-board]").ok().flatten() else {
        return;
    };
    let n = board
        .query_selector_all("[data-r=\"0\"]")
        .map_or(0, |l| l.length() as usize);
    let key = e.key();
    let ctrl = e.ctrl_key() || e.meta_key();
    let Some((r2, c2)) = speech::grid_move(&key, ctrl, n, r, c) else {
        if matches!(
            key.as_str(),
            "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight"
        ) {
            // At the edge: nothing moves, and the page does not scroll.
            e.prevent_default();
        }
        return;
    };
    e.prevent_default();
    if let Some(next) = square_at(&board, r2, c2) {
        let _ = next.focus();
    }
}

/// The square that takes the focus (by a key, a click, a script) becomes the
/// board's one tab stop.
fn take_tab_stop(e: FocusEvent) {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    if el.get_attribute("data-r").is_none() {
        return;
    }
    let Some(board) = el.closest("[data-testid=sym-board]").ok().flatten() else {
        return;
    };
    if let Ok(all) = board.query_selector_all("[tabindex=\"0\"]") {
        for i in 0..all.length() {
            if let Some(other) = all
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = other.set_attribute("tabindex", "-1");
            }
        }
    }
    let _ = el.set_attribute("tabindex", "0");
}

#[derive(Properties)]
struct UniqueListProps {
    n: usize,
    lang: Lang,
    unique: Rc<Vec<(Vec<usize>, SymClass)>>,
    /// The canonical form of the solution on the board, if complete.
    current: Option<Rc<Vec<usize>>>,
    on_pick: Callback<Vec<usize>>,
}

impl PartialEq for UniqueListProps {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n
            && self.lang == other.lang
            && Rc::ptr_eq(&self.unique, &other.unique)
            && self.current == other.current
            && self.on_pick == other.on_pick
    }
}

/// Every unique solution of `n`, grouped by class, and the total.
#[function_component(UniqueList)]
fn unique_list(p: &UniqueListProps) -> Html {
    let lang = p.lang;
    let count = |c: SymClass| p.unique.iter().filter(|(_, k)| *k == c).count();
    let counts = CLASSES.map(|class| (class, count(class)));
    html! {
        <section class="sym-all" aria-labelledby="sym-all-title">
            <h2 id="sym-all-title">{ t::TOTAL_TITLE.get(lang) }</h2>
            { totals_table(lang, p.n, counts) }
            { tag("h2", t::ALL_TITLE.get(lang)) }
            { tag_class("p", "hint", t::ALL_HINT.get(lang)) }
            { for CLASSES.map(|class| class_group(p, class)) }
        </section>
    }
}

/// The three classes, by their multiplicity.
const CLASSES: [SymClass; 3] = [SymClass::Count2, SymClass::Count4, SymClass::Count8];

/// The unique solutions of each class, times its multiplicity, and the
/// total; then the same as one line.
fn totals_table(lang: Lang, n: usize, counts: [(SymClass, usize); 3]) -> Html {
    let [c2, c4, c8] = counts.map(|(_, c)| c);
    let total = 2 * c2 as u64 + 4 * c4 as u64 + 8 * c8 as u64;
    let row = |(class, c): (SymClass, usize)| {
        let m = class.multiplicity();
        html! {
            <tr>
                <th scope="row">{ format!("COUNT{m}") }</th>
                <td class="mono" data-testid={format!("sym-c{m}")} data-value={c.to_string()}>{ c }</td>
                <td class="mono">{ format!("× {m}") }</td>
                { tag_class("td", "mono", c as u64 * m) }
            </tr>
        }
    };
    html! {
        <>
            // A Tab stop where it scrolls (a narrow screen), for a keyboard
            // (`hooks::watch_scroll_stops`).
            <div class="bq-table-wrap" data-scroll-stop="" role="region" aria-label={t::TOTALS_TABLE.get(lang)}>
                <table class="bq-values sym-totals" data-testid="sym-totals">
                    { table_head(lang, &[t::CLASS_COL, t::UNIQUE_COL, t::BOARDS_COL, t::PRODUCT_COL]) }
                    <tbody>{ for counts.map(row) }</tbody>
                    <tfoot><tr>
                        <th scope="row">{ t::TOTAL_ROW.get(lang) }</th>
                        <td class="mono" data-testid="sym-unique" data-value={(c2 + c4 + c8).to_string()}>{ c2 + c4 + c8 }</td>
                        <td></td>
                        <td class="mono" data-testid="sym-total" data-value={total.to_string()}>{ total }</td>
                    </tr></tfoot>
                </table>
            </div>
            <p class="sym-total-line" data-testid="sym-total-line">{ t::total_line(lang, n, c2, c4, c8, total) }</p>
        </>
    }
}

/// The unique solutions of one class, each a button that puts it on the
/// board (open unless long).
fn class_group(p: &UniqueListProps, class: SymClass) -> Html {
    let lang = p.lang;
    let m = class.multiplicity();
    let members: Vec<&Vec<usize>> = p
        .unique
        .iter()
        .filter(|(_, k)| *k == class)
        .map(|(s, _)| s)
        .collect();
    let items = members.iter().map(|s| {
        let current = p.current.as_deref() == Some(*s);
        let onclick = {
            let pick = p.on_pick.clone();
            let s = (*s).clone();
            Callback::from(move |_| pick.emit(s.clone()))
        };
        html! {
            <li>
                <button type="button" class={classes!("sym-pick-btn", "mono", current.then_some("current"))}
                        aria-pressed={if current { "true" } else { "false" }} {onclick}>
                    { column_list(s) }
                </button>
            </li>
        }
    });
    let open = members.len() <= 60;
    html! {
        <details class="sym-group" open={open} data-testid={format!("sym-group-{m}")}
                 data-value={members.len().to_string()}>
            { tag("summary", t::group_heading(lang, m, members.len())) }
            if members.is_empty() {
                { tag_class("p", "hint", t::NONE_IN_CLASS.get(lang)) }
            } else {
                <ul class="sym-list">{ for items }</ul>
            }
        </details>
    }
}
