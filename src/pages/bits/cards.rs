//! The guided cards of the bits primer, in the order of the seeds: a row as a
//! number, OR of the attacks, the mask, NOT then AND, two's complement, the
//! three lowest-bit tricks, counting ones, combinations. Each card has its own
//! live example and a link to the stepper moment where the solver does it.

use crate::components::markup::{in_words, number_options, tag, tag_class};
use yew::prelude::*;

use super::widgets::{bit_grid, index_line, line, moment_link, text_line, value_field};
use crate::bitops::{
    apply, as_signed, binomial, combination_index, combinations, popcount_by_clearing,
    to_binary_grouped, twos_complement_steps, Op, SwarStep, Width,
};
use crate::components::BitRow;
use crate::domain::bits::cards::{
    self, comb_moment, find_moment, rank_terms, Cards, Moment, Trick, COMB_MAX_N, MASK_N,
};
use crate::domain::bits::texts as t;
#[cfg(target_arch = "wasm32")]
use crate::hooks::{use_machine, Life};
use crate::i18n::{Lang, Text};
use solver::{mask_for, Event as Step};

#[cfg(target_arch = "wasm32")]
#[derive(Properties, PartialEq)]
struct ListProps {
    lang: Lang,
    n: usize,
    on_open: Callback<(usize, u64)>,
}

/// A card's props: the cards' state ([`Cards`]) and what sends it events.
#[derive(Properties, PartialEq)]
struct CardsProps {
    pub lang: Lang,
    pub n: usize,
    pub on_open: Callback<(usize, u64)>,
    pub cards: Cards,
    pub send: Callback<cards::Event>,
}

/// The ten cards, on the state of the page's [`Cards`].
#[cfg(target_arch = "wasm32")]
pub fn cards(lang: Lang, n: usize, on_open: Callback<(usize, u64)>) -> Html {
    html! { <CardList {lang} {n} {on_open} /> }
}

#[cfg(target_arch = "wasm32")]
#[function_component(CardList)]
fn card_list(p: &ListProps) -> Html {
    let (lang, n, on_open) = (p.lang, p.n, &p.on_open);
    let rt = use_machine(Life::Page, Cards::default, || ());
    // The cards start from the page's board, which the mask card follows.
    rt.take_props(cards::Event::Board(n));
    let cards = rt.state().clone();
    card_list_view(lang, n, &cards, &rt.sender(), on_open)
}

/// The ten cards on the state of their machine (`cards`) at the page's
/// board size `n`; `send` takes its events, `on_open` opens a moment.
pub fn card_list_view(
    lang: Lang,
    n: usize,
    cards: &Cards,
    send: &Callback<cards::Event>,
    on_open: &Callback<(usize, u64)>,
) -> Html {
    let trick = |trick: Trick| {
        html! {
            <TrickCard lang={lang} n={n} on_open={on_open.clone()} trick={trick}
                       text={AttrValue::from(cards.trick(trick).to_string())} send={send.clone()} />
        }
    };
    html! {
        <div class="bq-card-list">
            <RowCard lang={lang} n={n} on_open={on_open.clone()} cards={cards.clone()} send={send.clone()} />
            <OrCard lang={lang} n={n} on_open={on_open.clone()} cards={cards.clone()} send={send.clone()} />
            <MaskCard lang={lang} n={n} on_open={on_open.clone()} cards={cards.clone()} send={send.clone()} />
            <NotCard lang={lang} n={n} on_open={on_open.clone()} cards={cards.clone()} send={send.clone()} />
            { for Trick::ALL.map(trick) }
            <PopCard lang={lang} n={n} on_open={on_open.clone()} cards={cards.clone()} send={send.clone()} />
            <CombCard lang={lang} n={n} on_open={on_open.clone()} cards={cards.clone()} send={send.clone()} />
        </div>
    }
}

/// What a card says: its test id (`card-…`, its link's too), its title
/// and text, and what the solver does at its moment in the stepper.
#[derive(Clone, Copy)]
struct CardText {
    id: &'static str,
    title: Text,
    body: Text,
    moment: Text,
}

const fn text(id: &'static str, title: Text, body: Text, moment: Text) -> CardText {
    CardText {
        id,
        title,
        body,
        moment,
    }
}

const ROW: CardText = text(
    "card-row",
    t::CARD_ROW_TITLE,
    t::CARD_ROW_BODY,
    t::CARD_ROW_MOMENT,
);
const OR: CardText = text(
    "card-or",
    t::CARD_OR_TITLE,
    t::CARD_OR_BODY,
    t::CARD_OR_MOMENT,
);
const MASK: CardText = text(
    "card-mask",
    t::CARD_MASK_TITLE,
    t::CARD_MASK_BODY,
    t::CARD_MASK_MOMENT,
);
const NOT: CardText = text(
    "card-not",
    t::CARD_NOT_TITLE,
    t::CARD_NOT_BODY,
    t::CARD_NOT_MOMENT,
);
const POP: CardText = text(
    "card-pop",
    t::CARD_POP_TITLE,
    t::CARD_POP_BODY,
    t::CARD_POP_MOMENT,
);
const COMB: CardText = text(
    "card-comb",
    t::CARD_COMB_TITLE,
    t::CARD_COMB_BODY,
    t::CARD_COMB_MOMENT,
);

/// The shape every card has: its title, its text, its live `example`, and
/// the link to its `moment` in the stepper (opened by `on_open`).
fn card(
    lang: Lang,
    text: CardText,
    example: Html,
    moment: Option<Moment>,
    on_open: &Callback<(usize, u64)>,
) -> Html {
    let CardText {
        id, title, body, ..
    } = text;
    let title_id = format!("{id}-title");
    html! {
        <article class="bq-card" id={id} data-testid={id} aria-labelledby={title_id.clone()}>
            <h3 id={title_id}>{ in_words(title.get(lang), lang) }</h3>
            { tag("p", in_words(body.get(lang), lang)) }
            { tag_class("div", "bq-example", example) }
            { moment_link(moment, text.moment.get(lang), lang, id, on_open) }
        </article>
    }
}

fn ja(lang: Lang) -> bool {
    lang == Lang::Ja
}

// ---------------------------------------------------------------------------

#[function_component(RowCard)]
fn row_card(p: &CardsProps) -> Html {
    let (lang, n) = (p.lang, p.n);
    let v = p.cards.row();
    let moment = use_memo((n, v), |&(n, v)| {
        find_moment(
            n,
            |_, e| matches!(e, Step::Place { bit, .. } if bit == v),
            |_, e| matches!(e, Step::Place { .. }),
        )
    });
    let squares = (0..n).map(|c| {
        let bit = 1u32 << (n - 1 - c);
        let queen = v & bit != 0;
        let onclick = p.send.reform(move |_| cards::Event::FlipRow(bit));
        html! {
            <button type="button" class={classes!("cell", "bq-square", (c % 2 == 1).then_some("dark"), queen.then_some("queen"))}
                    data-col={c.to_string()} aria-pressed={if queen { "true" } else { "false" }}
                    aria-label={format!("{} {c}", t::SQUARE_LABEL.get(lang))} {onclick}>
                if queen { <span class="queen-mark" aria-hidden="true">{ "♛" }</span> }
            </button>
        }
    });
    let w = n as u32;
    let place_values = (0..w)
        .rev()
        .map(|i| ((1u32 << i).to_string(), classes!("bq-pv")))
        .collect();
    let parts: Vec<u32> = (0..w)
        .rev()
        .map(|i| 1 << i)
        .filter(|b| v & b != 0)
        .collect();
    let example = html! {
        <>
            { bit_grid(w, "bq-row-grid", html! {
                <>
                    <div class="bit-row" data-testid="card-row-board">
                        { tag_class("span", "row-label", t::COL_NAME.get(lang)) }
                        { for squares }
                        <span class="row-tail mono"></span>
                    </div>
                    if n <= 10 { { text_line(t::PLACE_VALUE.get(lang), place_values, "bq-pv-row") } }
                    { BitRow { testid: Some("card-row-result".into()), ..line(t::BINARY.get(lang), v, w, lang) }.view() }
                </>
            }) }
            { tag_class("p", "mono bq-sum", in_words(&t::place_sum(lang, &parts, v), lang)) }
        </>
    };
    card(lang, ROW, example, *moment, &p.on_open)
}

// ---------------------------------------------------------------------------

#[function_component(OrCard)]
fn or_card(p: &CardsProps) -> Html {
    let (lang, n) = (p.lang, p.n);
    let [l, d, r] = p.cards.or();
    let attacks = l | d | r;
    let moment = use_memo((n, l, d, r), |&(n, l, d, r)| {
        find_moment(
            n,
            |s, e| {
                let b = s.current_bits();
                matches!(e, Step::Descend { .. }) && (b.left, b.down, b.right) == (l, d, r)
            },
            |_, e| matches!(e, Step::Descend { .. }),
        )
    });
    let w = n as u32;
    // One of the three attacks, its digits buttons that flip them.
    let input = |name: &'static str, value: u32, k: usize, testid: &'static str| {
        BitRow {
            class: match name {
                "left" => "k-left",
                "down" => "k-down",
                _ => "k-right",
            }
            .into(),
            on_flip: Some(p.send.reform(move |i| cards::Event::FlipOr(k, i))),
            testid: Some(testid.into()),
            ..line(name, value, w, lang)
        }
        .view()
    };
    let example = bit_grid(
        w,
        "bq-or-grid",
        html! {
            <>
                { index_line(lang, w) }
                { input("left", l, 0, "card-or-left") }
                { input("down", d, 1, "card-or-down") }
                { input("right", r, 2, "card-or-right") }
                { BitRow {
                    class: "result k-attacks".into(),
                    testid: Some("card-or-result".into()),
                    ..line("left|down|right", attacks, w, lang)
                }.view() }
            </>
        },
    );
    card(lang, OR, example, *moment, &p.on_open)
}

// ---------------------------------------------------------------------------

#[function_component(MaskCard)]
fn mask_card(p: &CardsProps) -> Html {
    let lang = p.lang;
    // The card's own size, which follows the page's when that changes.
    let kv = p.cards.mask_n;
    let on_k = p.send.reform(|e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        cards::Event::MaskN(select.value().parse::<usize>().ok())
    });
    let w = kv as u32 + 1;
    let shifted = 1u32 << kv;
    let mask = shifted - 1;
    let example = html! {
            <>
    <div class="bq-inputs">
                <label class="field">
                    { tag("span", t::MASK_N.get(lang)) }
                    <select data-testid="card-mask-n" onchange={on_k}>
                        { number_options(MASK_N, kv) }
                    </select>
                </label>
                </div>
                { bit_grid(w, "bq-mask-grid", html! {
                    <>
                        { index_line(lang, w) }
                        { line("1", 1, w, lang).view() }
                        { BitRow { strong: shifted, ..line(format!("1 << {kv}"), shifted, w, lang) }.view() }
                        { BitRow {
                            class: "result k-mask".into(),
                            testid: Some("card-mask-result".into()),
                            ..line(format!("(1 << {kv}) − 1"), mask, w, lang)
                        }.view() }
                    </>
                }) }
            </>
        };
    let moment = Some(Moment {
        n: kv,
        step: 0,
        exact: true,
    });
    card(lang, MASK, example, moment, &p.on_open)
}

// ---------------------------------------------------------------------------

#[function_component(NotCard)]
fn not_card(p: &CardsProps) -> Html {
    let (lang, n) = (p.lang, p.n);
    let mask = mask_for(n);
    let xv = p.cards.not_x();
    let flipped = !xv;
    let bitmap = mask & flipped;
    let moment = use_memo((n, xv), |&(n, xv)| {
        find_moment(
            n,
            |s, e| matches!(e, Step::Descend { .. }) && s.current_bits().attacks == xv,
            |_, e| matches!(e, Step::Descend { .. }),
        )
    });
    let w = n as u32;
    let example = html! {
        <>
            { bit_grid(w, "bq-not-grid", html! {
                <>
                    { index_line(lang, w) }
                    { BitRow {
                        class: "k-attacks".into(),
                        on_flip: Some(p.send.reform(cards::Event::FlipNot)),
                        testid: Some("card-not-x".into()),
                        ..line("left|down|right", xv, w, lang)
                    }.view() }
                    { BitRow {
                        tail: Some(format!("{}", flipped as i32).into()),
                        ..line("~(…)", flipped & mask, w, lang)
                    }.view() }
                    { BitRow { class: "k-mask".into(), ..line("mask", mask, w, lang) }.view() }
                    { BitRow {
                        class: "result k-bitmap".into(),
                        testid: Some("card-not-result".into()),
                        ..line("bitmap", bitmap, w, lang)
                    }.view() }
                </>
            }) }
            <p class="bq-sum" data-testid="card-not-all">
                <span aria-hidden="true">
                    { t::ALL_32.get(lang) }{ if ja(lang) { "：" } else { ": " } }
                    <code class="bq-wrap">{ format!("~{xv} = {}", to_binary_grouped(flipped, Width::W32, 8)) }</code>
                    { format!(" = {} ", flipped as i32) }
                    <span class="hint">{ format!("({})", t::COL_SIGNED.get(lang)) }</span>
                </span>
                { tag_class("span", "sr-only", t::all_bits_spoken(lang, xv)) }
            </p>
        </>
    };
    card(lang, NOT, example, *moment, &p.on_open)
}

// ---------------------------------------------------------------------------

#[derive(Properties, PartialEq)]
struct TrickProps {
    lang: Lang,
    n: usize,
    on_open: Callback<(usize, u64)>,
    trick: Trick,
    /// The card's text.
    text: AttrValue,
    send: Callback<cards::Event>,
}

/// What a trick card says.
fn trick_text(trick: Trick) -> CardText {
    match trick {
        Trick::Twos => text(
            "card-twos",
            t::CARD_TWOS_TITLE,
            t::CARD_TWOS_BODY,
            t::CARD_TWOS_MOMENT,
        ),
        Trick::Lowest => text(
            "card-lowest",
            t::CARD_LOWEST_TITLE,
            t::CARD_LOWEST_BODY,
            t::CARD_LOWEST_MOMENT,
        ),
        Trick::Clear => text(
            "card-clear",
            t::CARD_CLEAR_TITLE,
            t::CARD_CLEAR_BODY,
            t::CARD_CLEAR_MOMENT,
        ),
        Trick::Set => text(
            "card-set",
            t::CARD_SET_TITLE,
            t::CARD_SET_BODY,
            t::CARD_SET_MOMENT,
        ),
    }
}

#[function_component(TrickCard)]
fn trick_card(p: &TrickProps) -> Html {
    let (lang, n, trick) = (p.lang, p.n, p.trick);
    let width = Width::for_board(n);
    // x is an attack pattern for Set (its lowest 0 is the next queen), a
    // bitmap for the others.
    let parsed = crate::domain::input::value(&p.text, width);
    let xv = parsed.as_ref().ok().copied();
    let says = trick_text(trick);
    let id = says.id;
    let moment = use_memo((n, xv, trick), |&(n, xv, trick)| trick.moment(n, xv?));
    let flip = p.send.reform(move |i| cards::Event::FlipTrick(trick, i));
    let rows = xv.map(|x| trick_rows(lang, trick, width, x, flip));
    let on_input = p
        .send
        .reform(move |text| cards::Event::TrickText(trick, text));
    let example = html! {
        <>
            { value_field(format!("{id}-x"), t::VALUE_X.get(lang), &p.text, parsed.as_ref().err(), None, on_input, lang) }
            // One node, whether x reads or not: as a list of none or one
            // (`for`), the rows coming and going made the field before
            // them again, and the focus and the keys fell to the page.
            { rows.unwrap_or_default() }
        </>
    };
    card(lang, says, example, *moment, &p.on_open)
}

/// The trick done on `x`, row by row: `x` (its digits flip), the steps,
/// the result with its changed bits emphasised.
fn trick_rows(lang: Lang, trick: Trick, width: Width, x: u32, flip: Callback<u32>) -> Html {
    let (id, w) = (trick_text(trick).id, width.bits());
    let signed_tail = |v: u32| AttrValue::from(t::both_readings(lang, v, as_signed(v, width)));
    let x_line = BitRow {
        on_flip: Some(flip),
        testid: Some(format!("{id}-x-row").into()),
        tail: (trick == Trick::Twos).then(|| signed_tail(x)),
        ..line("x", x, w, lang)
    }
    .view();
    let result = |label: AttrValue, value: u32, strong: u32, tail: Option<AttrValue>| {
        BitRow {
            class: "result".into(),
            testid: Some(format!("{id}-result").into()),
            strong,
            tail,
            ..line(label, value, w, lang)
        }
        .view()
    };
    let mask = width.mask();
    let body = match trick {
        Trick::Twos => {
            let (flipped, neg, carries) = twos_complement_steps(x, width);
            let cells = carries
                .iter()
                .map(|&c| (if c { "1" } else { "" }.to_string(), classes!("bq-carry")))
                .collect();
            html! {
                <>
                    { line(t::FLIPPED.get(lang), flipped, w, lang).view() }
                    { text_line(&format!("+ {}", t::CARRY.get(lang)), cells, "bq-carry-row") }
                    { result(t::PLUS_ONE.get(lang).into(), neg, 0, Some(signed_tail(neg))) }
                </>
            }
        }
        Trick::Lowest => {
            let r = apply(Op::LowestOne, x, 0, width);
            html! { <>{ line("-x", apply(Op::Neg, x, 0, width), w, lang).view() }{ result("x & -x".into(), r, r, None) }</> }
        }
        Trick::Clear => {
            let r = apply(Op::ClearLowest, x, 0, width);
            html! { <>{ line("x − 1", x.wrapping_sub(1) & mask, w, lang).view() }{ result("x & (x − 1)".into(), r, x ^ r, None) }</> }
        }
        Trick::Set => {
            let r = apply(Op::SetLowestZero, x, 0, width);
            html! { <>{ line("x + 1", x.wrapping_add(1) & mask, w, lang).view() }{ result("x | (x + 1)".into(), r, r ^ x, None) }</> }
        }
    };
    bit_grid(
        w,
        "bq-trick-grid",
        html! { <>{ index_line(lang, w) }{ x_line }{ body }</> },
    )
}

// ---------------------------------------------------------------------------

#[function_component(PopCard)]
fn pop_card(p: &CardsProps) -> Html {
    let (lang, n) = (p.lang, p.n);
    let width = Width::for_board(n);
    let text = &p.cards.pop;
    let parsed = crate::domain::input::value(text, width);
    let xv = parsed.as_ref().ok().copied();
    let moment = use_memo((n, xv), |&(n, xv)| {
        let x = xv?;
        find_moment(
            n,
            |s, e| matches!(e, Step::Descend { .. }) && s.current_bits().bitmap == x,
            |_, e| matches!(e, Step::Descend { .. }),
        )
    });
    let shown = xv.map(|x| {
        html! {
            <>
                { tag("h4", t::BY_CLEARING.get(lang)) }
                { pop_by_clearing(lang, width, x, p.send.reform(cards::Event::FlipPop)) }
                { tag("h4", t::IN_PARALLEL.get(lang)) }
                { pop_in_parallel(lang, width, x) }
            </>
        }
    });
    let example = html! {
        <>
            { value_field("card-pop-x", t::VALUE_X.get(lang), text, parsed.as_ref().err(), None, p.send.reform(cards::Event::PopText), lang) }
            // One node, shown or not (see the trick cards' rows).
            { shown.unwrap_or_default() }
        </>
    };
    card(lang, POP, example, *moment, &p.on_open)
}

/// The ones of `x` counted by clearing the lowest one until none is left:
/// a row per round (the first, `x`, flips its digits), and the count.
fn pop_by_clearing(lang: Lang, width: Width, x: u32, flip: Callback<u32>) -> Html {
    let w = width.bits();
    let clearing = popcount_by_clearing(x);
    let ones = clearing.len() - 1;
    let rows = clearing.iter().enumerate().map(|(k, &v)| {
        let next_cleared = clearing.get(k + 1).map_or(0, |&nx| v ^ nx);
        if k == 0 {
            BitRow {
                on_flip: Some(flip.clone()),
                strong: next_cleared,
                testid: Some("card-pop-x-row".into()),
                ..line("x", v, w, lang)
            }
            .view()
        } else {
            BitRow {
                strong: next_cleared,
                tail: Some(t::round_label(lang, k).into()),
                ..line("x & (x − 1)", v, w, lang)
            }
            .view()
        }
    });
    // The rounds (whose number changes with a flip) in a box of their own
    // after the row of `x`: that row stays the same node, so the digit
    // flipped keeps the focus (in one list, the rows are matched from the
    // end, and the row of `x` was made again).
    let mut rows = rows.collect::<Vec<_>>();
    let x_row = rows.remove(0);
    let rounds = html! { <div class="bq-rounds">{ for rows }</div> };
    html! {
        <>
            { bit_grid(w, "bq-pop-grid", html! { <>{ index_line(lang, w) }{ x_row }{ rounds }</> }) }
            <p class="bq-sum" data-testid="card-pop-clearing" data-value={ones.to_string()}>
                { in_words(&t::ones_line(lang, ones as u32, ones, false), lang) }
            </p>
        </>
    }
}

/// The ones of `x` counted in parallel: the fields' sums at each step.
fn pop_in_parallel(lang: Lang, width: Width, x: u32) -> Html {
    let w = width.bits();
    let steps = SwarStep::for_width(width);
    let mut v = x;
    let swar = steps
        .iter()
        .map(|&step| {
            v = step.apply(v);
            let f = step.field_bits();
            let sums = (0..w.div_ceil(f))
                .rev()
                .map(|k| ((v as u64 >> (k * f)) & ((1u64 << f) - 1)).to_string())
                .collect::<Vec<_>>();
            let fields = sums.join(" ");
            html! {
                <li>
                    { tag_class("code", "bq-wrap", in_words(&t::swar_line(lang, step), lang)) }<br />
                    <span aria-hidden="true">
                        { tag_class("code", "bq-wrap", to_binary_grouped(v, width, f as usize)) }
                        { " → [" }{ fields }{ "]" }
                    </span>
                    { tag_class("span", "sr-only", t::swar_value_spoken(lang, v, w, f, &sums)) }
                </li>
            }
        })
        .collect::<Vec<Html>>();
    html! {
        <>
            <ol class="bq-swar">{ for swar }</ol>
            <p class="bq-sum" data-testid="card-pop-parallel" data-value={v.to_string()}>
                { t::ones_line(lang, v, steps.len(), true) }
            </p>
        </>
    }
}

// ---------------------------------------------------------------------------

/// Every pattern of `m` ones in `n` bits, in rank order, each a button that
/// takes it.
fn comb_list(
    lang: Lang,
    (n, m): (u32, u32),
    current: u32,
    rank: Option<u64>,
    send: &Callback<cards::Event>,
) -> Html {
    let list = combinations(m, n).enumerate().map(|(k, c)| {
        let is_current = rank.is_some() && c == current;
        let onclick = send.reform(move |_| cards::Event::CombRank(k as u64));
        html! {
            <li>
                <button type="button" class={classes!("bq-comb", is_current.then_some("current"))}
                        aria-pressed={if is_current { "true" } else { "false" }} {onclick}>
                    // Seen "6:10110"; heard "number 6: 1 0 1 1 0" (as a
                    // number, "ten thousand one hundred ten").
                    <span aria-hidden="true">
                        <span class="bq-comb-k">{ format!("{k}:") }</span>
                        { tag_class("span", "mono", crate::bitops::to_binary(c, Width::for_board(n as usize))) }
                    </span>
                    { tag_class("span", "sr-only", t::comb_item(lang, k, c, n)) }
                </button>
            </li>
        }
    });
    html! {
        <>
            <h4>{ t::COMB_ALL.get(lang) }{ " — " }{ t::comb_count(lang, n, m, binomial(n, m)) }</h4>
            <ol class="bq-comb-list" data-testid="card-comb-list">{ for list }</ol>
        </>
    }
}

#[function_component(CombCard)]
fn comb_card(p: &CardsProps) -> Html {
    let lang = p.lang;
    let (nv, mv, pv) = p.cards.comb();
    let valid = pv.count_ones() == mv;
    let select = |event: fn(Option<u32>) -> cards::Event| {
        p.send.reform(move |e: Event| {
            let s: web_sys::HtmlSelectElement = e.target_unchecked_into();
            event(s.value().parse::<u32>().ok())
        })
    };
    let rank = valid.then(|| combination_index(pv, nv));
    let moment = use_memo((nv, mv, pv, valid), |&(nv, mv, pv, valid)| {
        valid.then(|| comb_moment(nv as usize, mv, pv)).flatten()
    });
    let flip = p.send.reform(cards::Event::FlipComb);
    let w = nv;
    let example = html! {
        <>
            <div class="bq-inputs">
                <label class="field">
                    { tag("span", t::COMB_N.get(lang)) }
                    <select data-testid="card-comb-n" onchange={select(cards::Event::CombN)}>
                        { number_options(1..=COMB_MAX_N as usize, nv as usize) }
                    </select>
                </label>
                <label class="field">
                    { tag("span", t::COMB_M.get(lang)) }
                    <select data-testid="card-comb-m" onchange={select(cards::Event::CombM)}>
                        { number_options(0..=nv as usize, mv as usize) }
                    </select>
                </label>
            </div>
            { bit_grid(w, "bq-comb-grid", html! {
                <>
                    { index_line(lang, w) }
                    { BitRow {
                        on_flip: Some(flip),
                        testid: Some("card-comb-pattern".into()),
                        tail: Some(rank.map_or("—".to_string(), |r| format!("#{r}")).into()),
                        ..line(t::COMB_PATTERN.get(lang), pv, w, lang)
                    }.view() }
                </>
            }) }
            if let Some(rank) = rank {
                <p class="mono bq-sum bq-wrap" data-testid="card-comb-index" data-value={rank.to_string()}>
                    { t::comb_rank_line(lang, &rank_terms(pv, nv, mv), rank) }
                </p>
            } else {
                <p class="bq-error" role="alert" data-testid="card-comb-error">{ t::comb_bad_pattern(lang, nv, mv) }</p>
            }
            { comb_list(lang, (nv, mv), pv, rank, &p.send) }
        </>
    };
    card(lang, COMB, example, *moment, &p.on_open)
}
