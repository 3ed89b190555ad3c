//! Every solution found so far: numbered, as columns and a small board; a
//! click jumps to it; "copy" gives them all in the seeds' text format.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::components::markup::{attrs, tag_attrs, tag_class};
#[cfg(target_arch = "wasm32")]
use crate::domain::stepper::explain::solutions_text;
use crate::domain::stepper::machine;
use crate::domain::stepper::texts;
use crate::format::column_list;
use crate::i18n::Lang;
use solver::Timeline;

/// How many of the latest solutions the list shows.
const SHOWN: u64 = 60;
/// How many solutions "copy" writes at most.
#[cfg(target_arch = "wasm32")]
const COPIED: u64 = 5_000;

/// What the last "copy" did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Copied {
    /// The clipboard holds the first `count` solutions (the latest of
    /// them first, as the list).
    Held(u64),
    /// The browser lends no clipboard or refused the write: the text it
    /// was given, shown in a field (selected) to copy by hand, as the other
    /// copy buttons' fields are (the list shows only the latest few, as
    /// buttons, whose text cannot be selected).
    Refused(Rc<str>),
}

/// The id of the field that holds the solutions' text after a refused copy.
pub const BY_HAND_ID: &str = "solutions-text";

#[derive(Properties)]
pub struct SolutionsProps {
    pub n: usize,
    pub found: u64,
    /// The solution the current step just completed, if any.
    pub at: Option<u64>,
    pub prepared: bool,
    pub timeline: Rc<RefCell<Timeline>>,
    pub lang: Lang,
    /// Sends the stepper's events (a click on a solution jumps to it).
    pub send: Callback<machine::Event>,
}

impl PartialEq for SolutionsProps {
    fn eq(&self, o: &Self) -> bool {
        (self.n, self.found, self.at, self.prepared, self.lang)
            == (o.n, o.found, o.at, o.prepared, o.lang)
            && Rc::ptr_eq(&self.timeline, &o.timeline)
    }
}

/// The queens of solution `m` of `timeline` (none past its end).
pub fn queens_of(timeline: &RefCell<Timeline>, m: u64) -> Vec<usize> {
    timeline
        .borrow_mut()
        .solution(m)
        .map(|s| s.queens())
        .unwrap_or_default()
}

/// The queens of the solutions already looked up, for one timeline: while
/// playing, a new solution is added to the list without searching the
/// others again.
#[cfg(target_arch = "wasm32")]
#[derive(Default)]
struct Found {
    /// The timeline these belong to (its address).
    timeline: usize,
    /// `(m, queens of solution m)`: the few solutions of the list.
    queens: Vec<(u64, Rc<Vec<usize>>)>,
}

#[cfg(target_arch = "wasm32")]
#[function_component(SolutionsView)]
pub fn solutions_view(p: &SolutionsProps) -> Html {
    let copied = use_state(|| None::<Copied>);
    let cache = use_mut_ref(Found::default);
    let first = p.found.saturating_sub(SHOWN) + 1;
    let items: Vec<(u64, Rc<Vec<usize>>)> = if p.prepared {
        let mut cache = cache.borrow_mut();
        let id = Rc::as_ptr(&p.timeline) as usize;
        if cache.timeline != id {
            *cache = Found {
                timeline: id,
                queens: Vec::new(),
            };
        }
        // Forget the ones that scrolled out of the list.
        cache.queens.retain(|&(m, _)| m >= first && m <= p.found);
        (first..=p.found)
            .rev()
            .map(|m| {
                let known = cache.queens.iter().find(|(k, _)| *k == m);
                let queens = match known {
                    Some((_, queens)) => Rc::clone(queens),
                    None => {
                        let queens = Rc::new(queens_of(&p.timeline, m));
                        cache.queens.push((m, Rc::clone(&queens)));
                        queens
                    }
                };
                (m, queens)
            })
            .collect()
    } else {
        Vec::new()
    };
    let copy = {
        let timeline = Rc::clone(&p.timeline);
        let found = p.found;
        let copied = copied.clone();
        Callback::from(move |_| {
            let count = found.min(COPIED);
            let text = solutions_text(count, |m| queens_of(&timeline, m));
            // Said once the browser answered: copied only once the
            // clipboard holds the text.
            copied.set(None);
            let copied = copied.clone();
            let kept: Rc<str> = text.as_str().into();
            crate::hooks::write_then(text, move |written| {
                copied.set(Some(if written {
                    Copied::Held(count)
                } else {
                    Copied::Refused(kept)
                }))
            });
        })
    };
    // A refused copy: its field selected and focused, ready for Ctrl+C.
    use_effect_with((*copied).clone(), |copied| {
        if let Some(Copied::Refused(_)) = copied {
            crate::hooks::select_field(BY_HAND_ID);
        }
    });
    solutions_panel(p, items, (*copied).clone(), copy)
}

/// The list at the moment of `p`: `items` are the solutions it shows (`(m,
/// queens)`, the latest first), `copied` what the last copy did, and
/// `copy` the Copy button's click.
pub fn solutions_panel(
    p: &SolutionsProps,
    items: Vec<(u64, Rc<Vec<usize>>)>,
    copied: Option<Copied>,
    copy: Callback<MouseEvent>,
) -> Html {
    let lang = p.lang;
    html! {
        <section class="solutions" aria-labelledby="solutions-title">
            { tag_attrs("h2", attrs!["id" => "solutions-title"], texts::solutions_title(lang, p.found)) }
            if !p.prepared && p.found > 0 {
                { tag_class("p", "hint", texts::SOLUTIONS_WAIT.get(lang)) }
            }
            if p.found > SHOWN {
                { tag_class("p", "hint", texts::solutions_shown(lang, SHOWN, p.found)) }
            }
            if p.found > 0 && p.prepared {
                <p>
                    <button data-testid="copy-solutions" onclick={copy}>{ texts::COPY_SOLUTIONS.get(lang) }</button>
                    // Always there, so that what it says is announced.
                    { " " }
                    <span class="copied" role="status" data-testid="copied"
                          data-value={match &copied { Some(Copied::Held(count)) => Some(count.to_string()), _ => None }}
                          data-refused={matches!(copied, Some(Copied::Refused(_))).then_some("true")}>
                        { match &copied {
                            Some(Copied::Held(count)) => crate::texts::copied(lang, *count, p.found),
                            Some(Copied::Refused(_)) => texts::copy_said(lang).1.to_string(),
                            None => String::new(),
                        } }
                    </span>
                </p>
                if let Some(Copied::Refused(text)) = &copied {
                    <textarea id={BY_HAND_ID} data-testid={BY_HAND_ID} class="solutions-text" readonly=true rows="6"
                              aria-label={texts::SOLUTIONS_TEXT.get(lang)} value={text.to_string()} />
                }
            }
            { mini_board_pattern() }
            <ol class="solution-list" data-testid="solution-list">
                // Keyed, so that a new solution is one new item at the top
                // and the others are kept (and skipped) as they are.
                { for items.into_iter().map(|(m, queens)| html! {
                    <SolutionItem key={m} m={m} n={p.n} queens={queens} current={p.at == Some(m)} lang={lang}
                                  send={p.send.clone()} />
                }) }
            </ol>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct SolutionItemProps {
    m: u64,
    lang: Lang,
    n: usize,
    queens: Rc<Vec<usize>>,
    current: bool,
    send: Callback<machine::Event>,
}

/// One solution of the list: a button that jumps to it.
#[function_component(SolutionItem)]
fn solution_item(p: &SolutionItemProps) -> Html {
    let m = p.m;
    let onclick = {
        let send = p.send.clone();
        Callback::from(move |_| send.emit(machine::Event::GoToSolution(m)))
    };
    let cols = column_list(&p.queens);
    html! {
        <li value={m.to_string()}>
            <button class={classes!("solution", p.current.then_some("current"))} {onclick}
                    data-testid={format!("solution-{m}")} data-queens={cols.clone()}
                    aria-current={p.current.then_some("step")}>
                // Seen "#3 2 5 1 4 0 3"; heard what the numbers are.
                <span aria-hidden="true">
                    <span class="num">{ format!("#{m}") }</span>
                    { mini_board(p.n, &p.queens) }
                    { tag_class("span", "mono cols", cols) }
                </span>
                { tag_class("span", "sr-only", texts::solution_name(p.lang, m, &p.queens)) }
            </button>
        </li>
    }
}

/// A small board drawn as one SVG of four nodes however large it is: the
/// checkered squares are one pattern fill and the queens one path of dots
/// (a far jump in the timeline replaces the whole list at once).
fn mini_board(n: usize, queens: &[usize]) -> Html {
    // A dot of radius 0.36 in the middle of square (r, c): two half circles.
    let dots: String = queens
        .iter()
        .enumerate()
        .map(|(r, &c)| format!("M{c}.14 {r}.5a.36 .36 0 0 0 .72 0a.36 .36 0 0 0-.72 0"))
        .collect();
    html! {
        <svg class="mini-board" viewBox={format!("0 0 {n} {n}")} aria-hidden="true">
            <rect width={n.to_string()} height={n.to_string()} class="mini-light" />
            <rect width={n.to_string()} height={n.to_string()} fill="url(#mini-checker)" />
            <path d={dots} class="mini-queen" />
        </svg>
    }
}

/// The checker pattern the mini boards share (rendered once per list).
fn mini_board_pattern() -> Html {
    html! {
        <svg width="0" height="0" class="mini-defs" aria-hidden="true">
            <defs>
                <pattern id="mini-checker" width="2" height="2" patternUnits="userSpaceOnUse">
                    <rect x="1" y="0" width="1" height="1" class="mini-dark" />
                    <rect x="0" y="1" width="1" height="1" class="mini-dark" />
                </pattern>
            </defs>
        </svg>
    }
}
