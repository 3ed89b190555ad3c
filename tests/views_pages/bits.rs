use super::*;
use bitqueens::components::bit_rows;
use bitqueens::domain::bits::cards::{self, Cards, Trick};
use bitqueens::domain::bits::playground::{Event, Playground};
use bitqueens::domain::stepper::explain::Detail;
use bitqueens::pages::bits::cards::card_list_view;
use bitqueens::pages::bits::view::playground_view;
use solver::Timeline;

fn playground(lang: Lang, events: Vec<Event>) -> Node {
    let g: Playground = after(events);
    render(playground_view(lang, g.n, &g, &Callback::noop()))
}

fn digits(row: &Node) -> Vec<&Node> {
    row.of_class("digit")
}

/// A case: the width, the operation, `a`, `b`.
fn case(width: &str, op: &str, a: &str, b: Option<&str>) -> Vec<Event> {
    let mut e = vec![
        Event::Width(width.into()),
        Event::Op(op.into()),
        Event::A(a.into()),
    ];
    e.extend(b.map(|b| Event::B(b.into())));
    e
}

/// Every operation at every width, negative numbers and the 32-bit
/// edge: the result (masked to the width) with a digit per bit.
#[test]
fn the_playground_gives_the_right_values() {
    let cases: [(u32, &str, &str, Option<&str>, u32); 20] = [
        (8, "and", "22", Some("-22"), 2),
        (8, "lowest_one", "22", None, 2),
        (8, "or", "-22", Some("0"), 234),
        (8, "neg", "22", None, 234),
        (8, "xor", "0b1010", Some("0x0f"), 5),
        (8, "clear_lowest", "22", None, 20),
        (8, "set_lowest_zero", "22", None, 23),
        (8, "shr", "22", Some("9"), 0),
        (8, "shl", "2#00010", Some("1"), 4),
        (4, "not", "5", None, 10),
        (8, "not", "0", None, 255),
        (16, "and_not", "0xffff", Some("0x00f0"), 65295),
        (16, "neg", "-32768", None, 32768),
        (32, "not", "0", None, 4294967295),
        (32, "shl", "0x80000000", Some("1"), 0),
        (32, "shl", "1", Some("31"), 2147483648),
        (32, "shr", "0x80000000", Some("31"), 1),
        (32, "neg", "1", None, 4294967295),
        (32, "or", "-2147483648", Some("0"), 2147483648),
        (32, "lowest_one", "-8", None, 8),
    ];
    // The seed's 22 & -22 first.
    assert_eq!(value(&playground(Lang::En, vec![]), "bits-result"), "2");
    for lang in [Lang::En, Lang::Ja] {
        for (width, op, a, b, want) in cases {
            let dom = playground(lang, case(&width.to_string(), op, a, b));
            let result = dom.testid("bits-result");
            assert_eq!(
                value(&dom, "bits-result"),
                want.to_string(),
                "{op} {a} {b:?} at {width}"
            );
            assert_eq!(
                digits(result).len(),
                width as usize,
                "{op} at {width}: a digit per bit"
            );
        }
    }
    // -22 at 8 bits is stored as 234; the table reads it three ways.
    let dom = playground(Lang::En, case("8", "or", "-22", Some("0")));
    assert_eq!(value(&dom, "bits-a-row"), "234");
    let a: String = digits(dom.testid("bits-a-row"))
        .iter()
        .map(|d| d.text())
        .collect();
    assert_eq!(a, "11101010");
    let table = dom.testid("bits-values");
    let first = table
        .all()
        .into_iter()
        .find(|e| {
            e.tag == "tr"
                && e.elements()
                    .any(|c| c.tag == "th" && c.attr("scope") == Some("row"))
        })
        .unwrap();
    let cells: Vec<String> = first
        .elements()
        .filter(|c| c.tag == "td")
        .map(Node::text)
        .collect();
    assert_eq!(cells, ["234", "-22", "0xea"]);
}

/// Bad input: a message under the field, tied to it, the field marked
/// invalid and no result; `b` is not read by a one-value operation.
#[test]
fn bad_input_gets_a_message_tied_to_its_field() {
    let cases = [
        ("12x", "“x” is not a decimal digit"),
        ("300", "largest value is 255"),
        ("-129", "smallest value is -128"),
        ("0b102", "“2” is not a binary digit"),
        ("0x", "Digits are missing"),
        ("", "Enter a number"),
    ];
    for (text, message) in cases {
        let dom = playground(
            Lang::En,
            vec![Event::Width("8".into()), Event::A(text.into())],
        );
        let error = dom.testid("bits-a-error");
        assert!(error.text().contains(message), "{text}: {}", error.text());
        let field = dom.testid("bits-a");
        assert_eq!(field.attr("aria-invalid"), Some("true"));
        let described = field.attr("aria-describedby").unwrap();
        assert!(
            described.split(' ').any(|id| Some(id) == error.attr("id")),
            "{described}"
        );
        assert_eq!(value(&dom, "bits-result"), "");
    }
    let dom = playground(Lang::En, vec![Event::A("22".into())]);
    assert!(dom.testids("bits-a-error").is_empty());
    assert_eq!(dom.testid("bits-a").attr("aria-invalid"), Some("false"));
    let dom = playground(Lang::En, vec![Event::B("zz".into())]);
    assert_eq!(dom.testids("bits-b-error").len(), 1);
    let dom = playground(
        Lang::En,
        vec![Event::B("zz".into()), Event::Op("not".into())],
    );
    assert_eq!(value(&dom, "bits-result"), "233");
    assert!(dom.testids("bits-b-error").is_empty());
    // In Japanese.
    let dom = playground(Lang::Ja, vec![Event::A("300".into())]);
    assert!(dom
        .testid("bits-a-error")
        .text()
        .contains("この幅には大きすぎます。最大値は 255 です。"));
    let page = render(bitqueens::pages::bits::view::bits_page(
        &bitqueens::pages::bits::view::BitsViewProps {
            lang: Lang::Ja,
            n: 8,
            on_set_n: Callback::noop(),
            on_open: Callback::noop(),
        },
        yew::Html::default(),
        yew::Html::default(),
    ));
    let title = page
        .all()
        .into_iter()
        .find(|e| e.tag == "h2" && e.has_class("page-title"))
        .unwrap()
        .text();
    assert!(title.contains("ビット演算入門"), "{title}");
}

/// A digit is a button named by its bit and value; a flip keeps how
/// the value was written.
#[test]
fn a_digit_flips_its_bit() {
    let base = || case("8", "or", "22", Some("0"));
    let dom = playground(Lang::En, base());
    let b0 = with_attr(dom.testid("bits-a-row"), "button", "data-bit", "0");
    assert!(
        b0[0].attr("aria-label").unwrap().contains("bit 0 = 0"),
        "{:?}",
        b0[0].attr("aria-label")
    );
    for (a, bit, result, written) in [
        ("22", 0, 23, "23"),
        ("0b0001", 7, 129, "0b10000001"),
        ("-1", 0, 254, "-2"),
    ] {
        let mut e = base();
        e.push(Event::A(a.into()));
        e.push(Event::FlipA(bit));
        let g: Playground = after(e.clone());
        assert_eq!(g.a, written);
        assert_eq!(
            value(&playground(Lang::En, e), "bits-result"),
            result.to_string()
        );
    }
}

/// The origin of the selected result bit: its line and the outlined
/// digit it comes from.
#[test]
fn each_result_bit_says_where_it_came_from() {
    let dom = playground(Lang::En, vec![]);
    assert!(
        dom.testid("bits-origin")
            .text()
            .contains("Bit 1: a₁ & b₁ = 1 & 1 = 1"),
        "{}",
        dom.testid("bits-origin").text()
    );
    let mut e = case("8", "shl", "5", Some("2"));
    e.push(Event::Select(4));
    let dom = playground(Lang::En, e.clone());
    assert_eq!(value(&dom, "bits-result"), "20");
    assert!(dom.testid("bits-origin").text().contains("bit 2 of a"));
    let src = with_attr(dom.testid("bits-a-row"), "button", "data-bit", "2");
    assert!(src[0].has_class("src"));
    let chosen = with_attr(dom.testid("bits-result"), "button", "data-bit", "4");
    assert_eq!(chosen[0].attr("aria-pressed"), Some("true"));
    e.push(Event::Select(0));
    assert!(playground(Lang::En, e)
        .testid("bits-origin")
        .text()
        .contains("shift brought in"));
    let mut e = case("8", "neg", "22", None);
    e.push(Event::Select(1));
    let dom = playground(Lang::En, e);
    assert_eq!(value(&dom, "bits-result"), "234");
    assert!(dom
        .testid("bits-origin")
        .text()
        .contains("flipped digit 0 + carry 1 = 1"));
}

/// `n` bits follow the board.
#[test]
fn n_bit_mode_follows_the_board() {
    let e = vec![
        Event::Width("n".into()),
        Event::Board(5),
        Event::Op("not".into()),
        Event::A("22".into()),
    ];
    let dom = playground(Lang::En, e.clone());
    assert_eq!(value(&dom, "bits-result"), "9");
    assert_eq!(digits(dom.testid("bits-a-row")).len(), 5);
    let mut e2 = e.clone();
    e2.push(Event::A("40".into()));
    assert!(playground(Lang::En, e2.clone())
        .testid("bits-a-error")
        .text()
        .contains("largest value is 31"));
    e2.push(Event::Board(12));
    let dom = playground(Lang::En, e2);
    assert_eq!(value(&dom, "bits-result"), (4095 - 40).to_string());
    assert_eq!(digits(dom.testid("bits-a-row")).len(), 12);
}

fn card_list(lang: Lang, n: usize, events: Vec<cards::Event>) -> Node {
    let mut c = Cards::default();
    c.handle(cards::Event::Board(n));
    for e in events {
        c.handle(e);
    }
    render(card_list_view(
        lang,
        n,
        &c,
        &Callback::noop(),
        &Callback::noop(),
    ))
}

/// Each card's live example, after what the learner does to it.
#[test]
fn the_cards_compute_their_examples() {
    use cards::Event as E;
    let dom = card_list(Lang::En, 8, vec![]);
    for (id, v) in [
        ("card-row-result", 2),
        ("card-or-result", 7),
        ("card-mask-result", 255),
        ("card-not-result", 248),
        ("card-twos-result", 234),
        ("card-comb-index", 6),
    ] {
        assert_eq!(value(&dom, id), v.to_string(), "{id}");
    }
    // The two's complement card reads a row both ways.
    let tails = dom.testid("card-twos").of_class("row-tail");
    assert_eq!(
        tails
            .iter()
            .filter(|t| t.text().contains("unsigned 234, signed -22"))
            .count(),
        1
    );
    let col2 = with_attr(dom.testid("card-row-board"), "button", "data-col", "2");
    assert_eq!(col2.len(), 1);
    let cases: Vec<(E, &str, u32)> = vec![
        (E::FlipRow(1 << 5), "card-row-result", 34),
        (E::FlipOr(0, 7), "card-or-result", 135),
        (E::MaskN(Some(5)), "card-mask-result", 31),
        (E::TrickText(Trick::Twos, "0".into()), "card-twos-result", 0),
        (
            E::TrickText(Trick::Lowest, "0b01101000".into()),
            "card-lowest-result",
            8,
        ),
        (
            E::TrickText(Trick::Clear, "0b01101000".into()),
            "card-clear-result",
            96,
        ),
        (
            E::TrickText(Trick::Set, "0b00000111".into()),
            "card-set-result",
            15,
        ),
        (E::PopText("0xff".into()), "card-pop-clearing", 8),
        (E::PopText("0xff".into()), "card-pop-parallel", 8),
        (E::CombN(Some(6)), "card-comb-index", 0),
        (E::CombN(Some(6)), "card-comb-pattern", 7),
        (E::CombRank(19), "card-comb-index", 19),
    ];
    for (e, id, v) in cases {
        let events = if matches!(e, E::CombRank(_)) {
            vec![E::CombN(Some(6)), e]
        } else {
            vec![e]
        };
        assert_eq!(
            value(&card_list(Lang::En, 8, events), id),
            v.to_string(),
            "{id}"
        );
    }
    let dom = card_list(Lang::En, 8, vec![E::CombN(Some(6)), E::CombRank(19)]);
    assert_eq!(value(&dom, "card-comb-pattern"), 0b111000.to_string());
    let list = dom.testid("card-comb-list");
    assert_eq!(list.all().into_iter().filter(|e| e.tag == "li").count(), 20);
    assert_eq!(
        card_list(Lang::En, 8, vec![E::PopText("zz".into())])
            .testids("card-pop-x-error")
            .len(),
        1
    );
    let dom = card_list(
        Lang::En,
        8,
        vec![E::CombN(Some(6)), E::CombRank(19), E::FlipComb(0)],
    );
    assert_eq!(dom.testids("card-comb-error").len(), 1);
    // Every field has its label.
    let page = card_list(Lang::Ja, 8, vec![]);
    for id in ["card-twos-x", "card-lowest-x", "card-pop-x"] {
        assert_eq!(with_attr(&page, "label", "for", id).len(), 1, "{id}");
    }
    let play = playground(Lang::Ja, vec![]);
    for id in ["bits-a", "bits-b"] {
        assert_eq!(with_attr(&play, "label", "for", id).len(), 1, "{id}");
    }
}

/// The stepper's bit rows at board `n`, step `step`, by test id.
fn stepper_bits(n: usize, step: u64) -> impl Fn(&str) -> u32 {
    let s = Timeline::new(n).seek(step);
    let dom = render(bit_rows(n, &Detail::of(&s), s.current_bits(), Lang::En));
    move |k: &str| value(&dom, &format!("bits-{k}")).parse().unwrap()
}

/// Each card links to the moment of the stepper where the solver does
/// what it shows (a permalink in the page's language), and that moment's
/// bit rows hold the card's values.
#[test]
fn each_card_links_to_its_moment() {
    type Check = fn(&dyn Fn(&str) -> u32);
    let cards: [(&str, usize, Check); 10] = [
        // The seed's n = 5 example: the queen on 00010 gives left 4, down 2, right 1.
        ("card-or", 5, |b| {
            assert_eq!(
                [b("left"), b("down"), b("right"), b("attacks")],
                [4, 2, 1, 7]
            )
        }),
        ("card-not", 5, |b| {
            assert_eq!([b("attacks"), b("bitmap")], [7, 24])
        }),
        // 22 = 10110: bit = 22 & -22 = 2 is taken, 22 & 21 = 20 is left.
        ("card-lowest", 8, |b| {
            assert_eq!([b("bit"), b("bitmap")], [2, 20])
        }),
        ("card-twos", 8, |b| {
            assert_eq!([b("bit"), b("bitmap") | b("bit")], [2, 22])
        }),
        ("card-clear", 8, |b| {
            assert_eq!([b("bit"), b("bitmap")], [2, 20])
        }),
        ("card-row", 8, |b| assert_eq!(b("bit"), 2)),
        ("card-pop", 8, |b| assert_eq!(b("bitmap"), 22)),
        // Right after that descend, the lowest 0 of 00111 (bit 3) is the first candidate.
        ("card-set", 5, |b| {
            assert_eq!(
                [b("attacks"), b("bitmap") & b("bitmap").wrapping_neg()],
                [7, 8]
            )
        }),
        ("card-mask", 8, |b| {
            assert_eq!([b("bitmap"), b("attacks")], [255, 0])
        }),
        ("card-comb", 5, |b| assert_eq!(b("down"), 0b10110)),
    ];
    for (card, n, check) in cards {
        for lang in [Lang::En, Lang::Ja] {
            let dom = card_list(lang, n, vec![]);
            let link = dom.testid(&format!("{card}-link"));
            let at = |a: &str| link.attr(a).unwrap().to_string();
            let (ln, step) = (
                at("data-n").parse::<usize>().unwrap(),
                at("data-step").parse::<u64>().unwrap(),
            );
            if card != "card-comb" {
                assert_eq!(ln, n, "{card}");
            }
            assert_eq!(at("data-exact"), "true", "{card}");
            assert_eq!(
                at("href"),
                format!("?n={ln}&step={step}&lang={}", lang.code())
            );
            check(&stepper_bits(ln, step));
        }
    }
}

/// A value the search never meets links to the first moment of the
/// same kind (n = 4: all attacks 1111 never follow a descend).
#[test]
fn a_value_never_met_links_to_the_first_of_its_kind() {
    let flips = (0..3).flat_map(|side| (0..4).map(move |bit| (side, bit)));
    let mut c = Cards::default();
    c.handle(cards::Event::Board(4));
    for (side, bit) in flips {
        if c.or()[side] >> bit & 1 == 0 {
            c.handle(cards::Event::FlipOr(side, bit));
        }
    }
    let dom = render(card_list_view(
        Lang::En,
        4,
        &c,
        &Callback::noop(),
        &Callback::noop(),
    ));
    assert_eq!(value(&dom, "card-or-result"), "15");
    let link = dom.testid("card-or-link");
    assert_eq!(link.attr("data-exact"), Some("false"));
    // The first descend of n = 4 is step 2.
    assert_eq!(link.attr("data-step"), Some("2"));
}
