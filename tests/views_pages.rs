//! The pages' views rendered natively (Yew's server-side renderer) on the
//! state of their machines, and read back against the domain: the bits
//! primer, the lab and its watch mode, the search tree, the symmetry
//! explorer and the records. What a page says, its markup, attributes and
//! accessible names need no browser; the end-to-end tests keep its workers,
//! layout, focus and timing.

use bitqueens::domain::machine::Machine;
use bitqueens::i18n::Lang;
use yew::Callback;

mod support;

use support::{html::Node, render};

/// The `data-value` of the one element of test id `id`.
fn value(dom: &Node, id: &str) -> String {
    dom.testid(id)
        .attr("data-value")
        .unwrap_or_default()
        .to_string()
}

/// The elements under `node` whose class list has `class`.
fn of_class<'a>(node: &'a Node, class: &str) -> Vec<&'a Node> {
    node.all()
        .into_iter()
        .filter(|e| e.has_class(class))
        .collect()
}

/// The elements under `node` of tag `tag` whose attribute `name` is `v`.
fn with_attr<'a>(node: &'a Node, tag: &str, name: &str, v: &str) -> Vec<&'a Node> {
    node.all()
        .into_iter()
        .filter(|e| e.tag == tag && e.attr(name) == Some(v))
        .collect()
}

/// A machine after `events`, from its default.
fn after<M: Machine + Default>(events: impl IntoIterator<Item = M::Event>) -> M {
    let mut m = M::default();
    for e in events {
        m.handle(e);
    }
    m
}

mod bits {
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
        of_class(row, "digit")
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
        let tails = of_class(dom.testid("card-twos"), "row-tail");
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
}

mod records {
    use super::*;
    use bitqueens::domain::records::data::records;
    use bitqueens::domain::records::machine::{Measure, Reach};
    use bitqueens::pages::records::view::records_page;

    /// The published counts (`data/nqueens-counts.tsv`): n, total, unique.
    fn reference() -> Vec<(usize, String, String)> {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/data/nqueens-counts.tsv"
        ))
        .unwrap();
        text.lines()
            .skip(1)
            .map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                (f[0].parse().unwrap(), f[1].to_string(), f[2].to_string())
            })
            .collect()
    }

    /// Digits grouped by three, as the page prints a count.
    fn grouped(digits: &str) -> String {
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(c);
        }
        out
    }

    fn page(lang: Lang, reach: &Reach) -> Node {
        render(records_page(lang, &records(), reach, &Callback::noop()))
    }

    /// n = 1..27 against the published counts, in the data and as printed;
    /// who counted the largest and when, cited, each source listed.
    #[test]
    fn the_table_holds_the_published_counts_and_who_counted_them() {
        let reference = reference();
        assert_eq!(reference.len(), 27);
        for lang in [Lang::En, Lang::Ja] {
            let dom = page(lang, &Reach::default());
            assert_eq!(dom.testids("records-row-").len(), 27);
            for (n, total, unique) in &reference {
                let row = dom.testid(&format!("records-row-{n}"));
                assert_eq!(row.attr("data-total"), Some(total.as_str()), "n = {n}");
                assert_eq!(row.attr("data-unique"), Some(unique.as_str()), "n = {n}");
                let cells: Vec<String> = row
                    .elements()
                    .filter(|c| c.tag == "td" && c.has_class("num"))
                    .map(Node::text)
                    .collect();
                assert_eq!(cells, [grouped(total), grouped(unique)], "n = {n}");
                assert_eq!(row.attr("data-counted-here"), Some("false"));
            }
            let row = |n: usize| dom.testid(&format!("records-row-{n}"));
            for (n, date) in [
                (24, "2004-04-11"),
                (25, "2005-06-11"),
                (26, "2009-07-11"),
                (27, "2016"),
            ] {
                assert!(row(n).text().contains(date), "n = {n}");
            }
            assert_eq!(
                row(27).text().matches("q27").count(),
                1,
                "who counted n = 27, named once"
            );
            let comparison = with_attr(row(26), "a", "data-source", "comparison");
            assert_eq!(comparison[0].attr("href"), Some("#src-comparison"));
            for (n, by, words) in [
                (24, "kise2004", "Kise"),
                (25, "proactive2005", "ProActive"),
                (26, "queens-tud", "Queens@TUD"),
                (27, "q27", "q27"),
            ] {
                let when = of_class(row(n), "when");
                let cite = with_attr(when[0], "a", "data-source", by);
                assert_eq!(cite.len(), 1, "n = {n}");
                assert!(
                    cite[0].text().contains(words),
                    "n = {n}: {}",
                    cite[0].text()
                );
                assert_eq!(cite[0].attr("href"), Some(format!("#src-{by}").as_str()));
                let source = dom
                    .all()
                    .into_iter()
                    .find(|e| e.attr("id") == Some(&format!("src-{by}")))
                    .unwrap();
                let links = source
                    .all()
                    .into_iter()
                    .filter(|e| {
                        e.tag == "a" && e.attr("href").is_some_and(|h| h.starts_with("http"))
                    })
                    .count();
                assert_eq!(links, 1, "n = {n}: the source's own page");
            }
            let text = dom.text();
            if lang == Lang::En {
                assert!(row(26)
                    .text()
                    .contains("printed by the algorithm comparison: 22,317,699,616,364,000"));
                assert!(dom
                    .testid("records-rounded-note")
                    .text()
                    .contains("rounded"));
            } else {
                assert!(text.contains("ユニーク解"));
                assert!(text.contains("丸め"));
            }
        }
    }

    /// Every non-zero count on the log chart: 27 totals and 27 unique
    /// counts but the zeros of n = 2 and 3, from 10^0 to 10^18.
    #[test]
    fn the_chart_draws_every_non_zero_count() {
        let dom = page(Lang::En, &Reach::default());
        let chart = dom.testid("records-chart");
        let points: Vec<&Node> = chart
            .all()
            .into_iter()
            .filter(|e| e.tag == "path" && e.has_class("pt"))
            .collect();
        assert_eq!(points.len(), 50);
        let svg = chart
            .all()
            .into_iter()
            .find(|e| e.tag == "svg" && e.attr("role") == Some("img"))
            .unwrap();
        assert_eq!(svg.attr("data-y-lo"), Some("0"));
        assert_eq!(svg.attr("data-y-hi"), Some("18"));
        let top = points
            .iter()
            .filter(|p| p.attr("data-series") == Some("total") && p.attr("data-n") == Some("27"))
            .count();
        assert_eq!(top, 1);
    }

    /// A measurement as the page shows it: each board counted, whether it
    /// matches the record, the rows counted here, the summary; the buttons
    /// and status follow whether it runs.
    #[test]
    fn a_measurement_is_shown_against_the_records() {
        let m = |n: usize, total: u64, unique: u64, finished: bool| Measure {
            n,
            ms: 10.0 * n as f64,
            total,
            unique,
            finished,
        };
        let running = Reach {
            running: true,
            stopped: false,
            measures: vec![m(8, 92, 12, true), m(9, 352, 46, true), m(10, 7, 1, false)],
        };
        for lang in [Lang::En, Lang::Ja] {
            let dom = page(lang, &running);
            let reach = dom.testid("records-reach");
            assert_eq!(reach.attr("data-reached"), Some("9"));
            assert_eq!(reach.attr("data-running"), Some("true"));
            assert!(dom.testid("records-measure").attr("disabled").is_some());
            assert!(dom.testid("records-stop").attr("disabled").is_none());
            let items: Vec<&Node> = dom.testid("records-measures").elements().collect();
            assert_eq!(
                items
                    .iter()
                    .map(|li| li.attr("data-n").unwrap())
                    .collect::<Vec<_>>(),
                ["8", "9", "10"]
            );
            assert_eq!(items[0].attr("data-match"), Some("true"));
            assert!(items[2].text().contains('◷'));
            if lang == Lang::En {
                assert!(
                    items[0].text().starts_with("n = 8: 92 (12 unique) — "),
                    "{}",
                    items[0].text()
                );
            }
            for n in 1..=27 {
                let here = (8..=9).contains(&n);
                assert_eq!(
                    dom.testid(&format!("records-row-{n}"))
                        .attr("data-counted-here"),
                    Some(here.to_string().as_str()),
                    "n = {n}"
                );
            }
            assert!(
                dom.testid("records-summary").text().contains("n = 9"),
                "{}",
                dom.testid("records-summary").text()
            );
        }
        // Stopped: measure again, a status says so; a wrong count is marked.
        let stopped = Reach {
            running: false,
            stopped: true,
            measures: vec![m(8, 92, 12, true), m(9, 351, 46, true)],
        };
        let dom = page(Lang::En, &stopped);
        assert_eq!(
            dom.testid("records-reach").attr("data-running"),
            Some("false")
        );
        assert!(dom.testid("records-measure").attr("disabled").is_none());
        assert!(dom.testid("records-stop").attr("disabled").is_some());
        let items: Vec<&Node> = dom.testid("records-measures").elements().collect();
        assert_eq!(items[1].attr("data-match"), Some("false"));
        assert!(items[1].text().contains('✕'));
        assert_eq!(with_attr(&dom, "span", "role", "status").len(), 1);
        assert!(page(Lang::En, &Reach::default())
            .testids("records-summary")
            .is_empty());
    }
}

mod symmetry {
    use super::*;
    use bitqueens::domain::symmetry::explorer::{Event, Explorer};
    use bitqueens::pages::symmetry::view::symmetry_page;
    use solver::symmetry::unique_solutions;
    use std::rc::Rc;

    /// The eight transforms of a solution (columns from the top), written
    /// apart from the solver: a square (r, c) goes to identity (r, c),
    /// quarter turn (c, n-1-r), half turn (n-1-r, n-1-c), three quarters
    /// (n-1-c, r), mirror (r, n-1-c), flip (n-1-r, c), diagonal (c, r) and
    /// anti-diagonal (n-1-c, n-1-r).
    fn transforms(sol: &[usize]) -> Vec<Vec<usize>> {
        let n = sol.len();
        type Map = fn(usize, usize, usize) -> (usize, usize);
        let maps: [Map; 8] = [
            |_, r, c| (r, c),
            |n, r, c| (c, n - 1 - r),
            |n, r, c| (n - 1 - r, n - 1 - c),
            |n, r, c| (n - 1 - c, r),
            |n, r, c| (r, n - 1 - c),
            |n, r, c| (n - 1 - r, c),
            |_, r, c| (c, r),
            |n, r, c| (n - 1 - c, n - 1 - r),
        ];
        maps.iter()
            .map(|map| {
                let mut out = vec![0; n];
                for (r, &c) in sol.iter().enumerate() {
                    let (nr, nc) = map(n, r, c);
                    out[nr] = nc;
                }
                out
            })
            .collect()
    }

    fn key(cols: &[usize]) -> String {
        cols.iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn canonical(sol: &[usize]) -> Vec<usize> {
        transforms(sol).into_iter().min().unwrap()
    }

    fn orbit(sol: &[usize]) -> usize {
        let mut t: Vec<String> = transforms(sol).iter().map(|t| key(t)).collect();
        t.sort();
        t.dedup();
        t.len()
    }

    /// Every solution of `n`, by a plain search.
    fn all_solutions(n: usize) -> Vec<Vec<usize>> {
        fn place(n: usize, cols: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            let r = cols.len();
            if r == n {
                out.push(cols.clone());
                return;
            }
            for c in 0..n {
                if cols
                    .iter()
                    .enumerate()
                    .all(|(i, &q)| q != c && q.abs_diff(c) != r - i)
                {
                    cols.push(c);
                    place(n, cols, out);
                    cols.pop();
                }
            }
        }
        let mut out = Vec::new();
        place(n, &mut Vec::new(), &mut out);
        out
    }

    fn page(lang: Lang, events: Vec<Event>) -> Node {
        let e: Explorer = after(events);
        let unique = Rc::new(unique_solutions(e.n));
        render(symmetry_page(
            lang,
            &e,
            unique,
            &Callback::noop(),
            Callback::noop(),
        ))
    }

    fn size(n: usize) -> Event {
        Event::Size(Some(n))
    }

    fn board(cols: &[Option<usize>]) -> Event {
        Event::Board(cols.to_vec())
    }

    /// The eight boards, the class, the canonical form, and the letters
    /// that mark boards that coincide, against the reference.
    fn check_solution(dom: &Node, sol: &[usize]) {
        let expected = transforms(sol);
        for (k, t) in expected.iter().enumerate() {
            assert_eq!(
                dom.testid(&format!("sym-transform-{k}"))
                    .attr("data-queens"),
                Some(key(t).as_str()),
                "{sol:?} #{k}"
            );
        }
        assert_eq!(value(dom, "sym-class"), orbit(sol).to_string());
        assert_eq!(
            dom.testid("sym-canonical").attr("data-queens"),
            Some(key(&canonical(sol)).as_str())
        );
        assert_eq!(
            dom.testid("sym-transforms").attr("data-distinct"),
            Some(orbit(sol).to_string().as_str())
        );
        let letters: Vec<String> = of_class(dom, "sym-letter")
            .iter()
            .map(|l| l.text())
            .collect();
        assert_eq!(letters.len(), 8);
        for i in 0..8 {
            for j in 0..8 {
                assert_eq!(
                    letters[i] == letters[j],
                    expected[i] == expected[j],
                    "letters {i} {j}"
                );
            }
        }
    }

    /// Known solutions, clicked or typed onto the board: the right eight
    /// boards and class (the seed's n = 8 example, half- and quarter-turn
    /// symmetric ones), in both languages.
    #[test]
    fn a_solution_shows_its_eight_boards_and_class() {
        for lang in [Lang::En, Lang::Ja] {
            let sol = [0, 4, 7, 5, 2, 6, 1, 3];
            let dom = page(lang, vec![size(8), board(&sol.map(Some))]);
            assert_eq!(
                dom.testid("sym-board").attr("data-queens"),
                Some(key(&sol).as_str())
            );
            assert_eq!(value(&dom, "sym-conflicts"), "0");
            check_solution(&dom, &sol);
            assert_eq!(value(&dom, "sym-class"), "8");
            if lang == Lang::En {
                assert!(dom
                    .testid("sym-why")
                    .text()
                    .contains("all eight transforms are different boards"));
            }
            // The same family entered turned: the same canonical form.
            let turned = &transforms(&sol)[1];
            let dom = page(lang, vec![size(8), Event::Typed(key(turned))]);
            assert_eq!(
                dom.testid("sym-board").attr("data-queens"),
                Some(key(turned).as_str())
            );
            check_solution(&dom, turned);
            assert_eq!(
                dom.testid("sym-canonical").attr("data-queens"),
                Some(key(&sol).as_str())
            );
            for (sol, class) in [
                (&[2, 4, 1, 7, 0, 6, 3, 5][..], 4),
                (&[1, 3, 5, 0, 2, 4], 4),
                (&[4, 2, 0, 3, 1], 8),
                (&[1, 3, 0, 2], 2),
                (&[1, 4, 2, 0, 3], 2),
            ] {
                let dom = page(lang, vec![size(sol.len()), Event::Typed(key(sol))]);
                check_solution(&dom, sol);
                assert_eq!(value(&dom, "sym-class"), class.to_string());
                if class == 2 && lang == Lang::En {
                    assert_eq!(dom.testid("sym-same-0").text(), "same as #1, #2, #3");
                    assert!(dom
                        .testid("sym-why")
                        .text()
                        .contains("quarter turn leaves this solution unchanged"));
                }
            }
        }
    }

    /// The verdict on the queens placed: each pair that attacks, in words,
    /// the queens marked; a typed list that is no board says why.
    #[test]
    fn conflicts_are_shown_as_queens_are_placed() {
        let (q, e) = (Some, None);
        let dom = page(Lang::En, vec![size(6), board(&[e; 6])]);
        assert_eq!(dom.testids("sym-incomplete").len(), 1);
        assert!(dom.testids("sym-conflicts").is_empty());
        let dom = page(Lang::En, vec![size(6), board(&[q(0), e, e, e, e, e])]);
        assert_eq!(value(&dom, "sym-conflicts"), "0");
        let dom = page(Lang::En, vec![size(6), board(&[q(0), q(1), e, e, e, e])]);
        assert_eq!(value(&dom, "sym-conflicts"), "1");
        assert!(dom
            .testid("sym-conflicts")
            .text()
            .contains("rows 0 and 1 share a diagonal"));
        let dom = page(Lang::En, vec![size(6), board(&[q(0), q(1), q(0), e, e, e])]);
        assert_eq!(value(&dom, "sym-conflicts"), "3");
        let lines: Vec<String> = dom
            .testid("sym-conflicts")
            .elements()
            .map(Node::text)
            .collect();
        assert_eq!(lines.len(), 3);
        assert!(lines[1].contains("rows 0 and 2 share a column"));
        assert!(lines[2].contains("rows 1 and 2 share a diagonal"));
        let cell = |dom: &Node, r: usize, c: usize| -> String {
            let b = dom.testid("sym-board");
            let found = b
                .all()
                .into_iter()
                .find(|x| {
                    x.attr("data-r") == Some(&r.to_string())
                        && x.attr("data-c") == Some(&c.to_string())
                })
                .unwrap();
            format!(
                "{}|{}|{}",
                found.attr("class").unwrap(),
                found.attr("aria-pressed").unwrap(),
                of_class(found, "sym-bad")
                    .first()
                    .map(|x| x.text())
                    .unwrap_or_default()
            )
        };
        assert_eq!(cell(&dom, 0, 0).split('|').collect::<Vec<_>>()[2], "!");
        assert!(cell(&dom, 0, 0).contains("conflict"));
        assert!(dom.testids("sym-class").is_empty());
        assert!(cell(&dom, 1, 1).split('|').nth(1) == Some("true"));
        let dom = page(Lang::En, vec![size(6), board(&[q(0), e, e, e, e, e])]);
        assert!(cell(&dom, 1, 1).split('|').nth(1) == Some("false"));
        // A list that is not a board, in each language; the text stays.
        for (lang, message) in [
            (Lang::En, "“9” is not a column"),
            (Lang::Ja, "「9」は列番号ではありません"),
        ] {
            let dom = page(lang, vec![size(6), Event::Typed("0 4 9".into())]);
            assert!(
                dom.testid("sym-queens-error").text().contains(message),
                "{}",
                dom.testid("sym-queens-error").text()
            );
            let field = dom.testid("sym-queens");
            assert_eq!(field.attr("aria-invalid"), Some("true"));
            assert_eq!(field.attr("value"), Some("0 4 9"));
            assert!(field
                .attr("aria-describedby")
                .unwrap()
                .contains("sym-queens-error"));
        }
    }

    /// For n = 4 … 12, the unique solutions by class add up to every
    /// solution (a plain search's), and each listed one is its family's
    /// canonical form; picking one puts it on the board, marked pressed.
    #[test]
    fn the_classes_add_up_to_every_solution() {
        for n in 4..=12 {
            let all = all_solutions(n);
            let mut families: Vec<(Vec<usize>, usize)> =
                all.iter().map(|s| (canonical(s), orbit(s))).collect();
            families.sort();
            families.dedup();
            let count = |m: usize| families.iter().filter(|(_, o)| *o == m).count();
            let (c2, c4, c8) = (count(2), count(4), count(8));
            assert_eq!(2 * c2 + 4 * c4 + 8 * c8, all.len());
            let dom = page(Lang::En, vec![size(n)]);
            for (id, v) in [
                ("sym-total", all.len()),
                ("sym-unique", families.len()),
                ("sym-c2", c2),
                ("sym-c4", c4),
                ("sym-c8", c8),
                ("sym-group-8", c8),
            ] {
                assert_eq!(value(&dom, id), v.to_string(), "n = {n} {id}");
            }
            let line = dom.testid("sym-total-line").text();
            assert!(
                line.contains(&format!("2·{c2} + 4·{c4} + 8·{c8} = {}", all.len())),
                "{line}"
            );
            if n <= 8 {
                let mut listed: Vec<String> = of_class(&dom, "sym-pick-btn")
                    .iter()
                    .map(|b| b.text().trim_start_matches('▶').trim().to_string())
                    .collect();
                listed.sort();
                let mut want: Vec<String> = families.iter().map(|(s, _)| key(s)).collect();
                want.sort();
                assert_eq!(listed, want, "n = {n}");
            }
        }
        let first = |dom: &Node| -> String {
            let group = dom.testid("sym-group-4");
            group
                .all()
                .into_iter()
                .find(|e| e.tag == "button")
                .unwrap()
                .text()
        };
        let dom = page(Lang::En, vec![size(8)]);
        let pick: Vec<Option<usize>> = first(&dom)
            .split_whitespace()
            .map(|c| c.parse().ok())
            .collect();
        let dom = page(Lang::En, vec![size(8), board(&pick)]);
        assert_eq!(
            dom.testid("sym-board").attr("data-queens"),
            Some("2 4 1 7 0 6 3 5")
        );
        assert_eq!(value(&dom, "sym-class"), "4");
        let button = dom
            .testid("sym-group-4")
            .all()
            .into_iter()
            .find(|e| e.tag == "button")
            .unwrap();
        assert_eq!(button.attr("aria-pressed"), Some("true"));
    }
}

mod lab {
    use super::*;
    use bitqueens::domain::lab::machine::Lab;
    use bitqueens::domain::lab::watch::{ArrayMethod, Event, Watch};
    use bitqueens::pages::lab::view::lab_page;
    use bitqueens::pages::lab::watch::watch_page;

    fn page(lang: Lang) -> Node {
        render(lab_page(
            lang,
            &Lab::default(),
            &Callback::noop(),
            yew::Html::default(),
        ))
    }

    /// Every count of the lab is defined on the page (a term per method),
    /// the join's own nodes and leaves too; the carry chain's picture is a
    /// static file described in the page's language.
    #[test]
    fn every_count_is_defined_in_both_languages() {
        for (lang, words, join, alt, card) in [
            (
                Lang::En,
                ["Leaf nodes", "dead end"],
                "Node: a half listed. Leaf: a pair of halves tested one by one.",
                "chains on the edges of an 8 by 8 board",
                "(a, b)",
            ),
            (
                Lang::Ja,
                ["末端ノード", "行き止まり"],
                "ノード：並べた半分1つ。末端ノード：1組ずつ調べた左右の組。",
                "8×8の盤",
                "キャリーチェーン",
            ),
        ] {
            let dom = page(lang);
            let terms = dom
                .testid("lab-definitions")
                .all()
                .into_iter()
                .filter(|e| e.tag == "dt")
                .count();
            assert_eq!(terms, 10);
            let text = dom.text();
            for w in words {
                assert!(text.contains(w), "{w}");
            }
            assert!(text.contains(join), "{join}");
            let figure = dom.testid("lab-carrychain-figure");
            assert_eq!(figure.attr("src"), Some("carry-chain.svg"));
            assert!(
                figure.attr("alt").unwrap().contains(alt),
                "{:?}",
                figure.attr("alt")
            );
            let chain = dom.testid("lab-carrychain-card");
            assert!(chain.text().contains(card));
            if lang == Lang::En {
                let caption = chain
                    .all()
                    .into_iter()
                    .find(|e| e.tag == "figcaption")
                    .unwrap();
                assert!(caption.text().contains("(0, 4) top"), "{}", caption.text());
            }
            // Before a run: run on, cancel off, nothing said.
            assert!(dom.testid("lab-run").attr("disabled").is_none());
            assert!(dom.testid("lab-cancel").attr("disabled").is_some());
            assert_eq!(dom.testid("lab-said").text(), "");
        }
    }

    fn watch(lang: Lang, w: &Watch) -> Node {
        render(watch_page(lang, w, &Callback::noop()))
    }

    fn queens(dom: &Node, id: &str) -> String {
        dom.testid(id).attr("data-queens").unwrap().to_string()
    }

    /// Watch mode on n = 4: the arrays and the bitmap place the same queens
    /// at every step; at the end the counts of seed 003 (46 leaves for the
    /// arrays, 6 for the bitmap, 2 solutions each).
    #[test]
    fn watch_mode_places_the_same_queens_on_both_sides() {
        let mut w = Watch::new(4, ArrayMethod::Flags);
        let mut steps = 0;
        while !w.finished() {
            w.handle(Event::Step);
            steps += 1;
            assert!(steps < 100);
            let dom = watch(Lang::En, &w);
            assert_eq!(
                queens(&dom, "watch-arrays-board"),
                queens(&dom, "watch-bitmap-board"),
                "step {steps}"
            );
            assert_eq!(value(&dom, "watch-aligned"), "true");
        }
        let dom = watch(Lang::En, &w);
        let v = |id: &str| value(&dom, id).parse::<u64>().unwrap();
        assert_eq!(dom.testid("watch").attr("data-finished"), Some("true"));
        assert_eq!(
            [v("watch-arrays-leaves"), v("watch-bitmap-leaves")],
            [46, 6]
        );
        assert_eq!(
            [v("watch-arrays-solutions"), v("watch-bitmap-solutions")],
            [2, 2]
        );
        assert_eq!(v("watch-placements"), v("watch-bitmap-tried"));
        assert!(v("watch-arrays-tests") > v("watch-bitmap-tried"));
        assert!(dom.testid("watch-step").attr("disabled").is_some());
    }

    /// Backtracking explains a rejected square by the queen that attacks
    /// it, flags by the flag; the boards are named mark by mark.
    #[test]
    fn watch_mode_says_why_a_square_is_rejected() {
        let mut w = Watch::new(4, ArrayMethod::Backtracking);
        for _ in 0..3 {
            w.handle(Event::Step);
        }
        let dom = watch(Lang::En, &w);
        let tests = dom.testid("watch-tests").text();
        assert!(
            tests.contains("the queen at row ") && tests.contains(" shares"),
            "{tests}"
        );
        let label = |id: &str| dom.testid(id).attr("aria-label").unwrap().to_string();
        assert!(
            label("watch-arrays-board").starts_with("Board 4×4: queens at row 0 column "),
            "{}",
            label("watch-arrays-board")
        );
        assert!(label("watch-arrays-board").contains("; rejected in this step: row "));
        assert!(label("watch-bitmap-board").starts_with("Board 4×4: queens at row 0 column "));
        w.handle(Event::SetMethod(ArrayMethod::Flags));
        let dom = watch(Lang::En, &w);
        let tests = dom.testid("watch-tests").text();
        assert!(
            ["col[", "up[", "dn["].iter().any(|f| tests.contains(f)) && tests.contains("] is true"),
            "{tests}"
        );
        assert_eq!(
            of_class(dom.testid("watch-flag-arrays"), "flag-row").len(),
            3
        );
        // Playing: the button is pressed, and says pause.
        w.handle(Event::TogglePlay);
        let dom = watch(Lang::Ja, &w);
        assert_eq!(dom.testid("watch-play").attr("aria-pressed"), Some("true"));
    }
}

mod tree {
    use super::*;
    use bitqueens::domain::tree::layout::{Drawn, FIT_WIDTH};
    use bitqueens::domain::tree::model::{compare, SearchTree};
    use bitqueens::pages::tree::view::{
        tree_of_view, tree_page, TreeOfProps, TreeUi, TreeViewProps,
    };
    use solver::{Event as Step, Stepper, Timeline};

    fn props(lang: Lang, n: usize, step: u64) -> TreeOfProps {
        TreeOfProps {
            lang,
            n,
            step,
            on_seek: Callback::noop(),
            on_open: Callback::noop(),
            compact: false,
        }
    }

    /// The tree of `n` at `step` as the page draws it, fitted to a view as
    /// wide as the drawing; `stepped`: a step button moved there.
    fn tree(lang: Lang, n: usize, step: u64, stepped: bool) -> Node {
        let drawn = Drawn::of(n);
        let ui = TreeUi {
            zoom: (None, Some(FIT_WIDTH)),
            zoom_buttons: yew::Html::default(),
            tab_stop: drawn.tree.node_at(step).or(Some(0)),
            said: None,
            stepped: stepped.then_some(step),
            stepped_to: Callback::noop(),
            scroller: yew::NodeRef::default(),
            open: Callback::noop(),
            keys: (Callback::noop(), Callback::noop()),
            pan: (Callback::noop(), Callback::noop(), Callback::noop()),
        };
        render(tree_of_view(&props(lang, n, step), &drawn, &ui))
    }

    fn nodes(dom: &Node) -> Vec<&Node> {
        dom.all()
            .into_iter()
            .filter(|e| e.attr("data-testid") == Some("tree-node"))
            .collect()
    }

    fn num(e: &Node, a: &str) -> u64 {
        e.attr(a).unwrap().parse().unwrap()
    }

    /// Every placement of the search, from the solver's own events.
    fn placements(n: usize) -> (Vec<(u64, usize, usize, bool)>, u64) {
        let mut s = Stepper::new(n);
        let mut out = Vec::new();
        while let Some(e) = s.next() {
            if let Step::Place {
                row, bit, solution, ..
            } = e
            {
                let col = n - 1 - bit.trailing_zeros() as usize;
                out.push((s.counters().steps, row, col, solution));
            }
        }
        (out, s.counters().steps)
    }

    /// One node per placement of the search, in the order tried, at its
    /// row and column; solutions and dead ends marked and counted.
    #[test]
    fn a_node_per_placement_in_the_order_tried() {
        for n in [4, 5, 6] {
            let (want, _) = placements(n);
            let dom = tree(Lang::En, n, 0, false);
            let got: Vec<(u64, usize, usize, bool)> = nodes(&dom)
                .iter()
                .map(|g| {
                    (
                        num(g, "data-step"),
                        num(g, "data-row") as usize,
                        num(g, "data-col") as usize,
                        g.has_class("tn-solution"),
                    )
                })
                .collect();
            assert_eq!(got, want, "n = {n}");
            assert_eq!(
                dom.testid("search-tree").attr("data-nodes"),
                Some(want.len().to_string().as_str())
            );
            assert_eq!(value(&dom, "tree-nodes"), want.len().to_string());
            let solutions = want.iter().filter(|p| p.3).count();
            assert_eq!(value(&dom, "tree-solutions"), solutions.to_string());
            let dead = nodes(&dom)
                .iter()
                .filter(|g| g.has_class("tn-dead"))
                .count();
            assert_eq!(value(&dom, "tree-dead-ends"), dead.to_string());
            assert_eq!(
                dead + solutions
                    + nodes(&dom)
                        .iter()
                        .filter(|g| g.has_class("tn-inner"))
                        .count(),
                want.len()
            );
        }
        // The stepper run to its end counts as many placements.
        let end = Timeline::new(5).seek(u64::MAX);
        assert_eq!(end.counters().placements as usize, placements(5).0.len());
    }

    /// A tree view for a screen reader: named, described by the keys'
    /// hint before it; each node an item at its depth, its place among its
    /// siblings, expanded where it has children, named in words.
    #[test]
    fn a_screen_reader_meets_a_tree_view() {
        for (lang, n) in [(Lang::En, 5), (Lang::Ja, 4)] {
            let dom = tree(lang, n, 9, false);
            let svg = dom.testid("search-tree");
            assert_eq!(svg.attr("role"), Some("tree"));
            assert_eq!(svg.attr("aria-describedby"), Some("tree-keys"));
            assert!(!svg.attr("aria-label").unwrap().is_empty());
            let all = dom.all();
            let hint = all
                .iter()
                .position(|e| e.attr("id") == Some("tree-keys"))
                .unwrap();
            let at = all
                .iter()
                .position(|e| e.attr("data-testid") == Some("search-tree"))
                .unwrap();
            assert!(hint < at, "the keys' hint comes first");
            let keys = all[hint].text();
            assert!(keys.contains("Home") && keys.contains("Enter"), "{keys}");
            let t = SearchTree::build(n);
            for (id, g) in nodes(&dom).iter().enumerate() {
                let node = &t.nodes[id];
                assert_eq!(g.attr("role"), Some("treeitem"));
                assert_eq!(num(g, "aria-level") as usize, node.row + 1);
                let siblings = match node.parent {
                    Some(p) => t.nodes[p].children.clone(),
                    None => (0..t.nodes.len())
                        .filter(|&i| t.nodes[i].parent.is_none())
                        .collect(),
                };
                assert_eq!(num(g, "aria-setsize") as usize, siblings.len());
                assert_eq!(
                    num(g, "aria-posinset") as usize,
                    siblings.iter().position(|&s| s == id).unwrap() + 1
                );
                assert_eq!(
                    g.attr("aria-expanded"),
                    (!node.children.is_empty()).then_some("true")
                );
                let name = g.attr("aria-label").unwrap();
                let (row, col, step) = match lang {
                    Lang::En => (
                        format!("row {}", node.row),
                        format!("column {}", node.col),
                        format!("step {}", node.step),
                    ),
                    Lang::Ja => (
                        format!("行 {}", node.row),
                        format!("列 {}", node.col),
                        format!("ステップ {}", node.step),
                    ),
                };
                assert!(
                    name.contains(&row) && name.contains(&col) && name.contains(&step),
                    "{name}"
                );
            }
            assert_eq!(with_attr(&dom, "g", "tabindex", "0").len(), 1);
            for id in ["tree-path-intro", "tree-said"] {
                assert_eq!(dom.testid(id).attr("role"), Some("status"));
            }
        }
        let dom = tree(Lang::En, 5, 9, false);
        let first = nodes(&dom)[0];
        let got: Vec<&str> = [
            "aria-level",
            "aria-posinset",
            "aria-setsize",
            "aria-expanded",
        ]
        .iter()
        .map(|a| first.attr(a).unwrap())
        .collect();
        assert_eq!(got, ["1", "1", "5", "true"]);
    }

    /// aria-current marks the node of the step (the last queen on the
    /// board), none at the start and the end; the status line over the
    /// queens is a whole sentence.
    #[test]
    fn the_step_is_marked_and_its_queens_said_in_a_sentence() {
        let (_, end) = placements(5);
        let t = SearchTree::build(5);
        for lang in [Lang::En, Lang::Ja] {
            for k in [0, 1, 2, 3, 14, 15, 16, end] {
                let dom = tree(lang, 5, k, false);
                let path = t.path_at(k);
                let current: Vec<(String, u64)> = nodes(&dom)
                    .iter()
                    .filter(|g| g.attr("aria-current").is_some())
                    .map(|g| {
                        (
                            g.attr("aria-current").unwrap().to_string(),
                            num(g, "data-step"),
                        )
                    })
                    .collect();
                let want: Vec<(String, u64)> = path
                    .last()
                    .map(|&id| ("step".to_string(), t.nodes[id].step))
                    .into_iter()
                    .collect();
                assert_eq!(current, want, "step {k}");
                // The path: the queens on the board, each a button at its step.
                let listed: Vec<u64> = dom
                    .testids("tree-path-node")
                    .iter()
                    .map(|b| num(b, "data-step"))
                    .collect();
                assert_eq!(
                    listed,
                    path.iter().map(|&id| t.nodes[id].step).collect::<Vec<_>>()
                );
                let intro = dom.testid("tree-path-intro");
                assert_eq!(intro.attr("data-step"), Some(k.to_string().as_str()));
                let own = intro.text().trim().to_string();
                let q = path.len();
                let sentence = match (lang, q) {
                    (_, 0) => None,
                    (Lang::En, 1) => Some(format!("At step {k}, 1 queen is on the board, listed below from the top of the tree down.")),
                    (Lang::En, q) => Some(format!("At step {k}, {q} queens are on the board, listed below from the top of the tree down.")),
                    (Lang::Ja, q) => Some(format!("ステップ {k} では、盤上にクイーンが {q} 個あります。木の上から順に下に並べます。")),
                };
                match sentence {
                    Some(s) => assert_eq!(own, s),
                    None => assert!(own.ends_with('.') || own.ends_with('。'), "{own}"),
                }
            }
        }
    }

    /// After a step button the status line says what the step changed,
    /// one live region; each node shows its step where it fits.
    #[test]
    fn a_step_button_says_which_queen_changed() {
        let (places, _) = placements(5);
        let &(_, row, col, _) = places.iter().find(|p| p.0 == 9).unwrap();
        for lang in [Lang::En, Lang::Ja] {
            let dom = tree(lang, 5, 8, false);
            assert_eq!(dom.testid("tree-step-said").text(), "");
            let dom = tree(lang, 5, 9, true);
            let statuses: Vec<&Node> = dom
                .all()
                .into_iter()
                .filter(|e| e.attr("role") == Some("status"))
                .collect();
            assert_eq!(
                statuses
                    .iter()
                    .filter(|s| !s.testids("tree-step-said").is_empty())
                    .count(),
                1
            );
            let said = dom.testid("tree-step-said").text();
            let want = match lang {
                Lang::En => format!("Step 9: queen placed at row {row}, column {col}, solution."),
                Lang::Ja => {
                    format!("ステップ 9：行 {row}・列 {col} にクイーンを置きました（解）。")
                }
            };
            assert_eq!(said, want);
            let said = tree(lang, 5, 10, true).testid("tree-step-said").text();
            match lang {
                Lang::En => assert!(
                    [
                        format!("Step 10: queen lifted from row {row}, column {col}"),
                        format!("Step 10: queens lifted from row {row}, column {col}")
                    ]
                    .iter()
                    .any(|w| said.starts_with(w.as_str())),
                    "{said}"
                ),
                Lang::Ja => assert!(
                    said.starts_with(&format!("ステップ 10：行 {row}・列 {col}"))
                        && said.ends_with("取り除きました。"),
                    "{said}"
                ),
            }
            let steps: Vec<(String, String)> = nodes(&dom)
                .iter()
                .map(|g| {
                    (
                        g.attr("data-step").unwrap().to_string(),
                        of_class(g, "tn-step")
                            .first()
                            .map(|t| t.text())
                            .unwrap_or_default(),
                    )
                })
                .collect();
            assert_eq!(steps.len(), places.len());
            for (step, shown) in steps {
                assert_eq!(step, shown);
            }
        }
    }

    /// Larger boards get a message instead of a tree; the lab's trees at
    /// n = 8 beside the bitmap's.
    #[test]
    fn larger_boards_get_a_message_and_the_trees_are_compared() {
        let c = compare(&SearchTree::build(8));
        for (lang, n) in [(Lang::Ja, 12), (Lang::En, 16)] {
            let p = TreeViewProps {
                lang,
                n,
                step: 0,
                on_set_n: Callback::noop(),
                on_seek: Callback::noop(),
                on_open: Callback::noop(),
            };
            let dom = render(tree_page(
                &p,
                &c,
                yew::html! { <svg data-testid="search-tree" /> },
            ));
            assert_eq!(dom.testids("tree-too-large").len(), 1);
            assert!(dom.testids("search-tree").is_empty());
            assert_eq!(
                value(&dom, "tree-compare-bitmap"),
                placements(8).0.len().to_string()
            );
            assert_eq!(
                value(&dom, "tree-compare-backtracking"),
                c.backtracking.to_string()
            );
            assert_eq!(value(&dom, "tree-compare-brute"), c.brute_force.to_string());
        }
        assert!(c.brute_force > c.backtracking);
    }
}

mod stepper {
    use super::*;
    use bitqueens::domain::stepper::code::{listing, program, CodeLang};
    use bitqueens::domain::stepper::machine::{StepperMachine, StepperN, SPEEDS};
    use bitqueens::domain::stepper::texts;
    use bitqueens::pages::stepper::code_view::{code_panel, CodeViewProps};
    use bitqueens::pages::stepper::solutions_view::{queens_of, solutions_panel, SolutionsProps};
    use bitqueens::pages::stepper::transport::{transport, Ui};
    use solver::{Event as Step, Stepper, Timeline};
    use std::cell::RefCell;
    use std::rc::Rc;

    fn code(n: usize, k: u64, code: CodeLang, lang: Lang) -> Node {
        let p = CodeViewProps {
            event: Timeline::new(n).seek(k).last_event(),
            code,
            lang,
            on_code: Callback::noop(),
        };
        render(code_panel(
            &p,
            &listing(code, lang),
            yew::NodeRef::default(),
            Callback::noop(),
            Callback::noop(),
        ))
    }

    /// The lines marked at a moment: `(mark, first line, count, text)`, one
    /// block of lines of one kind.
    fn marked(dom: &Node) -> Option<(String, usize, usize, String)> {
        let lines: Vec<&Node> = dom
            .all()
            .into_iter()
            .filter(|e| e.attr("data-testid") == Some("code-line-current"))
            .collect();
        if lines.is_empty() {
            return None;
        }
        let marks: Vec<&str> = lines.iter().map(|l| l.attr("data-mark").unwrap()).collect();
        assert!(marks.iter().all(|m| *m == marks[0]), "one kind: {marks:?}");
        let numbers: Vec<usize> = lines
            .iter()
            .map(|l| l.attr("data-line").unwrap().parse().unwrap())
            .collect();
        assert!(
            numbers.windows(2).all(|w| w[1] == w[0] + 1),
            "in a row: {numbers:?}"
        );
        // data-line is the line's number in the listing.
        let all = of_class(dom, "code-line");
        assert_eq!(
            all[numbers[0] - 1].attr("data-testid"),
            Some("code-line-current")
        );
        Some((
            marks[0].to_string(),
            numbers[0],
            lines.len(),
            lines.iter().map(|l| l.text()).collect(),
        ))
    }

    /// Each language marks the statement that performs each kind of event
    /// (a descend's five lines), nothing at step 0; the listing is the
    /// program byte for byte.
    #[test]
    fn the_code_panel_marks_the_line_of_each_event() {
        let lines = |c: CodeLang| -> [&str; 4] {
            match c {
                CodeLang::C => [
                    "unsigned bit = bitmap[row] & -bitmap[row];",
                    "total++;",
                    "row++;",
                    "row--;",
                ],
                CodeLang::Python => [
                    "bit = bitmap[row] & -bitmap[row]",
                    "total += 1",
                    "row += 1",
                    "row -= 1",
                ],
                CodeLang::Js => [
                    "const bit = bitmap[row] & -bitmap[row];",
                    "total++;",
                    "row++;",
                    "row--;",
                ],
                CodeLang::Rust => [
                    "let bit = bitmap[row] & bitmap[row].wrapping_neg();",
                    "total += 1;",
                    "row += 1;",
                    "let Some(up) = row.checked_sub(1) else { break };",
                ],
            }
        };
        // n = 5: a place, a descend, the first solution's queen, the backtrack after it.
        for c in CodeLang::ALL {
            for lang in [Lang::En, Lang::Ja] {
                assert!(marked(&code(5, 0, c, lang)).is_none());
                for (k, mark, i) in [
                    (1, "place", 0),
                    (2, "descend", 2),
                    (9, "solution", 1),
                    (10, "backtrack", 3),
                ] {
                    let dom = code(5, k, c, lang);
                    let (m, _, count, text) = marked(&dom).unwrap();
                    assert_eq!(m, mark, "{c:?} step {k}");
                    assert!(text.contains(lines(c)[i]), "{c:?} step {k}: {text}");
                    assert_eq!(
                        count,
                        if mark == "descend" { 5 } else { 1 },
                        "{c:?} step {k}"
                    );
                    if mark == "descend" {
                        for name in [
                            "left[row + 1]",
                            "down[row + 1]",
                            "right[row + 1]",
                            "bitmap[row] = mask",
                        ] {
                            assert!(text.contains(name), "{c:?}: {name}");
                        }
                    }
                }
                let dom = code(5, 1, c, lang);
                assert_eq!(dom.testid("code").attr("data-code"), Some(c.id()));
                let chosen = with_attr(dom.testid("code-lang"), "option", "value", c.id());
                assert!(chosen[0].attr("selected").is_some());
                let listed = dom
                    .all()
                    .into_iter()
                    .find(|e| e.attr("id") == Some("code-text"))
                    .unwrap()
                    .text();
                assert_eq!(listed.trim_start_matches('\n'), program(c, lang));
                assert_eq!(
                    dom.testid("code-download").attr("data-file"),
                    Some(c.file())
                );
            }
        }
        // Every step of n = 4 in Python: the kind of line marked is the step's event.
        let mut k = 0;
        for e in Stepper::new(4) {
            k += 1;
            let (m, ..) = marked(&code(4, k, CodeLang::Python, Lang::En)).unwrap();
            let want = match e {
                Step::Place { solution: true, .. } => "solution",
                Step::Place { .. } => "place",
                Step::Descend { .. } => "descend",
                Step::Backtrack { .. } => "backtrack",
            };
            assert_eq!(m, want, "step {k}");
        }
    }

    /// The comments follow the page's language: Japanese on a Japanese
    /// page, plain ASCII on an English one.
    #[test]
    fn the_code_comments_follow_the_page_language() {
        let comments = |lang| -> Vec<String> {
            program(CodeLang::Js, lang)
                .lines()
                .filter(|l| l.trim_start().starts_with("//") && !l.contains("$ "))
                .map(str::to_string)
                .collect()
        };
        let ja = comments(Lang::Ja);
        assert!(
            ja.len() > 3
                && ja
                    .iter()
                    .all(|l| l.chars().any(|c| ('\u{3040}'..='\u{9fff}').contains(&c))),
            "{ja:?}"
        );
        let en = comments(Lang::En);
        assert!(en.len() > 3 && en.iter().all(|l| l.is_ascii()), "{en:?}");
        let dom = code(5, 1, CodeLang::Js, Lang::Ja);
        assert!(dom.testid("code").text().contains(&ja[0]));
    }

    /// The solutions of `n` in the order found: the step that completes
    /// each and its columns, from the solver's events.
    fn solutions(n: usize) -> Vec<(u64, String)> {
        let mut s = Stepper::new(n);
        let mut out = Vec::new();
        while let Some(e) = s.next() {
            if let Step::Place { solution: true, .. } = e {
                let cols: Vec<String> = s.queens().iter().map(usize::to_string).collect();
                out.push((s.counters().steps, cols.join(" ")));
            }
        }
        out
    }

    fn list(n: usize, found: u64, at: Option<u64>, lang: Lang, copied: Option<u64>) -> Node {
        let timeline = Rc::new(RefCell::new(Timeline::new(n)));
        let first = found.saturating_sub(60) + 1;
        let items = (first..=found)
            .rev()
            .map(|m| (m, Rc::new(queens_of(&timeline, m))))
            .collect();
        let p = SolutionsProps {
            n,
            found,
            at,
            prepared: true,
            timeline,
            lang,
            send: Callback::noop(),
        };
        render(solutions_panel(&p, items, copied, Callback::noop()))
    }

    /// Each solution found is a button named by its queens, the latest
    /// sixty listed; the one just completed is the current one.
    #[test]
    fn the_solutions_are_listed_by_their_queens() {
        let six = solutions(6);
        let dom = list(6, 0, None, Lang::En, None);
        assert!(dom
            .testids("solution-")
            .iter()
            .all(|b| b.attr("data-queens").is_none()));
        assert!(dom.testids("copy-solutions").is_empty());
        for lang in [Lang::En, Lang::Ja] {
            let dom = list(6, 4, Some(2), lang, None);
            for (m, (_, queens)) in six.iter().enumerate() {
                let b = dom.testid(&format!("solution-{}", m + 1));
                assert_eq!(b.attr("data-queens"), Some(queens.as_str()));
                let name = of_class(b, "sr-only")[0].text();
                let cols: Vec<usize> = queens.split(' ').map(|c| c.parse().unwrap()).collect();
                assert_eq!(name, texts::solution_name(lang, (m + 1) as u64, &cols));
            }
            assert_eq!(dom.testid("solution-2").attr("aria-current"), Some("step"));
            assert!(dom.testid("solution-1").attr("aria-current").is_none());
            let title = dom
                .all()
                .into_iter()
                .find(|e| e.attr("id") == Some("solutions-title"))
                .unwrap()
                .text();
            assert_eq!(title, texts::solutions_title(lang, 4));
        }
        // n = 8 at the end: the latest sixty, 92 down to 33.
        let eight = solutions(8);
        let dom = list(8, 92, None, Lang::En, Some(92));
        let listed: Vec<&str> = dom
            .testids("solution-")
            .iter()
            .filter_map(|b| b.attr("data-testid"))
            .filter(|t| t != &"solution-list")
            .collect();
        assert_eq!(listed.len(), 60);
        assert_eq!(listed[0], "solution-92");
        assert_eq!(listed[59], "solution-33");
        for m in [92, 50] {
            assert_eq!(
                dom.testid(&format!("solution-{m}")).attr("data-queens"),
                Some(eight[m - 1].1.as_str())
            );
        }
        assert_eq!(value(&dom, "copied"), "92");
        assert!(dom
            .text()
            .contains(&texts::solutions_shown(Lang::En, 60, 92)));
    }

    fn machine(n: usize, k: u64) -> StepperMachine {
        let mut m = StepperMachine::new(
            StepperN::new(n).unwrap(),
            false,
            false,
            CodeLang::default(),
            false,
        );
        m.current = Timeline::new(n).seek(k);
        m
    }

    /// The controls that ran out say so (aria-disabled, so the focus stays
    /// on them): at the start reset, back and the previous solution; at the
    /// end play, forward and the next solution. The speed's label and its
    /// spoken value say the speed.
    #[test]
    fn the_controls_that_ran_out_say_so() {
        let end = Timeline::new(5).seek(u64::MAX).counters().steps;
        for lang in [Lang::En, Lang::Ja] {
            for (k, off) in [
                (0, ["reset", "step-back", "prev-solution"]),
                (end, ["play", "step-forward", "next-solution"]),
            ] {
                let st = machine(5, k);
                let send = Callback::noop();
                let dom = render(transport(Ui {
                    st: &st,
                    lang,
                    send: &send,
                }));
                for id in [
                    "reset",
                    "prev-solution",
                    "step-back",
                    "play",
                    "step-forward",
                    "next-solution",
                ] {
                    let disabled = dom.testid(id).attr("aria-disabled") == Some("true");
                    assert_eq!(disabled, off.contains(&id), "step {k}: {id}");
                    assert!(
                        dom.testid(id).attr("disabled").is_none(),
                        "{id} keeps the focus"
                    );
                }
                assert_eq!(value(&dom, "jump-status"), "");
            }
            for speed in [0, SPEEDS.len() - 1] {
                let mut st = machine(5, 3);
                st.speed = speed;
                let send = Callback::noop();
                let dom = render(transport(Ui {
                    st: &st,
                    lang,
                    send: &send,
                }));
                let field = dom.testid("speed");
                assert_eq!(field.attr("value"), Some(speed.to_string().as_str()));
                assert_eq!(
                    field.attr("aria-valuetext"),
                    Some(texts::steps_per_second(lang, SPEEDS[speed]).as_str())
                );
                let label = dom
                    .all()
                    .into_iter()
                    .find(|e| e.has_class("speed"))
                    .unwrap()
                    .text();
                assert!(
                    label.contains(&texts::speed_label(lang, SPEEDS[speed])),
                    "{label}"
                );
            }
        }
    }
}

/// What a screen reader reaches under `node`: the text outside
/// `aria-hidden` subtrees, an element with an `aria-label` read by its
/// label; a field's value is the learner's, and left out.
fn spoken(node: &Node) -> String {
    use support::html::Child;
    if node.attr("aria-hidden") == Some("true") {
        return String::new();
    }
    if let Some(label) = node.attr("aria-label") {
        return format!(" {label} ");
    }
    node.children
        .iter()
        .map(|c| match c {
            Child::Element(e) => format!("{} ", spoken(e)),
            Child::Text(t) => t.clone(),
        })
        .collect()
}

/// The runs of `len` binary digits or more in `text`, outside longer
/// numbers and hexadecimal.
fn binary_runs(text: &str, len: usize) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'0' || b[i] == b'1' {
            let start = i;
            while i < b.len() && (b[i] == b'0' || b[i] == b'1') {
                i += 1;
            }
            let before = start.checked_sub(1).map(|k| b[k]);
            let after = b.get(i).copied();
            let hexish =
                |c: Option<u8>| c.is_some_and(|c| c.is_ascii_hexdigit() || c == b'x' || c == b'#');
            if i - start >= len && !hexish(before) && !hexish(after) {
                out.push(text[start..i].to_string());
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The texts under `node` a screen reader reaches that show an operator
/// as a symbol (`& | ~ ^ << >>`), outside code, a select's options and what
/// is hidden from it; a symbol named just before ("the vertical bar |") is
/// said by its name.
fn raw_operators(node: &Node) -> Vec<String> {
    use support::html::Child;
    if node.attr("aria-hidden") == Some("true")
        || ["pre", "code", "option", "script"].contains(&node.tag.as_str())
    {
        return Vec::new();
    }
    let named = [
        "ampersands",
        "ampersand",
        "vertical bars",
        "vertical bar",
        "caret",
        "tilde",
        "less-than signs",
        "greater-than signs",
        "アンパサンド2つ",
        "アンパサンド",
        "縦棒2つ",
        "縦棒",
        "キャレット",
        "チルダ",
        "小なり記号2つ",
        "大なり記号2つ",
    ];
    let raw = |t: &str| {
        let mut t = t.to_string();
        for name in named {
            for op in ["||", "&&", "<<", ">>", "&", "|", "~", "^"] {
                t = t.replace(&format!("{name} {op}"), name);
            }
        }
        let url = t.trim().starts_with("http://") || t.trim().starts_with("https://");
        !url && (t.contains(['&', '|', '~', '^']) || t.contains("<<") || t.contains(">>"))
    };
    let mut out = Vec::new();
    if let Some(label) = node.attr("aria-label") {
        if raw(label) {
            out.push(label.to_string());
        }
    }
    for c in &node.children {
        match c {
            Child::Element(e) => out.extend(raw_operators(e)),
            Child::Text(t) if raw(t) => out.push(t.trim().to_string()),
            Child::Text(_) => {}
        }
    }
    out
}

mod ear {
    use super::*;
    use bitqueens::domain::bits::cards::{self, Cards};
    use bitqueens::domain::bits::playground::{self, Playground};
    use bitqueens::domain::lab::machine::Lab;
    use bitqueens::domain::records::data::records;
    use bitqueens::domain::records::machine::Reach;
    use bitqueens::domain::stepper::explain::Detail;
    use bitqueens::pages::bits::cards::card_list_view;
    use bitqueens::pages::bits::view::{bits_page, playground_view, BitsViewProps};
    use bitqueens::pages::lab::view::lab_page;
    use bitqueens::pages::records::view::records_page;
    use bitqueens::pages::stepper::explain_view::{explain_view, Explain};
    use solver::Timeline;

    fn bits(lang: Lang, n: usize) -> Node {
        let mut g = Playground::default();
        g.handle(playground::Event::Board(n));
        let mut c = Cards::default();
        c.handle(cards::Event::Board(n));
        let p = BitsViewProps {
            lang,
            n,
            on_set_n: Callback::noop(),
            on_open: Callback::noop(),
        };
        render(bits_page(
            &p,
            playground_view(lang, n, &g, &Callback::noop()),
            card_list_view(lang, n, &c, &Callback::noop(), &Callback::noop()),
        ))
    }

    /// The bits primer spells every binary value apart for the ear (rows,
    /// the list of combinations, the NOT card's 32 bits), and says its
    /// operators in words.
    #[test]
    fn the_bits_primer_spells_binary_values_apart() {
        for lang in [Lang::En, Lang::Ja] {
            let dom = bits(lang, 5);
            let runs = binary_runs(&spoken(&dom), 3);
            assert!(
                runs.is_empty(),
                "{lang:?}: binary runs read as numbers: {runs:?}"
            );
            let item = dom
                .testid("card-comb-list")
                .all()
                .into_iter()
                .filter(|e| e.tag == "button")
                .nth(6)
                .unwrap();
            let name = spoken(item);
            let name = name.trim();
            let head = if lang == Lang::En {
                "number 6: "
            } else {
                "番号 6："
            };
            assert!(name.starts_with(head), "{name}");
            assert!(
                name[head.len()..].split(' ').all(|d| d == "0" || d == "1"),
                "{name}"
            );
            let all = dom.testid("card-not-all").text();
            let want = if lang == Lang::En {
                "NOT 7 = 1 1 1 1 1 1 1 1, "
            } else {
                "NOT 7 = 1 1 1 1 1 1 1 1、"
            };
            assert!(all.contains(want), "{all}");
            let row = spoken(dom.testid("bits-a-row"));
            let said = if lang == Lang::En {
                ": binary "
            } else {
                "：2進数 "
            };
            assert!(row.contains(said), "{row}");
            let ops = raw_operators(&dom);
            assert!(ops.is_empty(), "{lang:?}: {ops:?}");
        }
    }

    /// The lab and the records say their operators in words; their
    /// sources are named in words, none untitled, none an address; a
    /// citation is not followed by its own name again.
    #[test]
    fn the_lab_and_the_records_read_in_words() {
        for lang in [Lang::En, Lang::Ja] {
            let lab = render(lab_page(
                lang,
                &Lab::default(),
                &Callback::noop(),
                yew::Html::default(),
            ));
            assert!(raw_operators(&lab).is_empty(), "{:?}", raw_operators(&lab));
            let again = if lang == Lang::En {
                "algorithm comparison (the algorithm comparison)"
            } else {
                "アルゴリズム比較の記事（アルゴリズム比較の記事）"
            };
            assert!(!lab.text().to_lowercase().contains(again));
            let rec = render(records_page(
                lang,
                &records(),
                &Reach::default(),
                &Callback::noop(),
            ));
            let sources = rec.testid("sources");
            assert!(!sources.text().to_lowercase().contains("untitled"));
            for id in ["hiroi-queens", "hiroi-bits"] {
                let link = rec.testid(&format!("source-{id}")).testid("source-link");
                assert!(link.attr("href").unwrap().starts_with("http"));
            }
            for link in sources.testids("source-link") {
                let name = spoken(link);
                assert!(
                    !name.contains("http:") && !name.contains("https:"),
                    "{name}"
                );
            }
        }
    }

    /// A 1 a shift pushes off the board is marked on its side and said in
    /// words with its row (n = 5: the first step that pushes one off the
    /// left edge).
    #[test]
    fn a_bit_pushed_off_says_what_it_is() {
        let k = (1..200)
            .find(|&k| {
                let s = Timeline::new(5).seek(k);
                let dom = render(explain_view(&Explain {
                    detail: Detail::of(&s),
                    bits: s.current_bits(),
                    n: 5,
                    lang: Lang::En,
                    solutions: 0,
                    step: k,
                    animate: true,
                }));
                !dom.testids("lost-left").is_empty()
            })
            .expect("a step with a lost bit");
        let s = Timeline::new(5).seek(k);
        let dom = render(explain_view(&Explain {
            detail: Detail::of(&s),
            bits: s.current_bits(),
            n: 5,
            lang: Lang::En,
            solutions: 0,
            step: k,
            animate: true,
        }));
        let lost = dom.testids("lost-left")[0];
        assert_eq!(lost.text(), "← 1 off");
        let row = dom
            .all()
            .into_iter()
            .find(|e| e.has_class("bit-row") && !e.testids("lost-left").is_empty())
            .unwrap();
        assert!(
            row.text()
                .contains("a 1 was pushed off the left edge by the shift and is gone"),
            "{}",
            row.text()
        );
    }
}

mod stepper_access {
    use super::*;
    use bitqueens::components::{bit_rows, board};
    use bitqueens::domain::stepper::explain::Detail;
    use bitqueens::domain::stepper::moment::Moment;
    use solver::Timeline;

    /// What a screen reader reads of `node` as one line: its text outside
    /// what is hidden from it, spaces collapsed.
    fn read(node: &Node) -> String {
        use support::html::Child;
        fn walk(n: &Node, out: &mut String) {
            if n.attr("aria-hidden") == Some("true") {
                return;
            }
            for c in &n.children {
                match c {
                    Child::Element(e) => walk(e, out),
                    Child::Text(t) => out.push_str(t),
                }
            }
        }
        let mut out = String::new();
        walk(node, &mut out);
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn with_role<'a>(node: &'a Node, role: &str) -> Vec<&'a Node> {
        node.all()
            .into_iter()
            .filter(|e| e.attr("role") == Some(role))
            .collect()
    }

    /// The board at n = 5, steps 9 and 8: a grid named with its size,
    /// column headers, each square named by what it holds (queen, just
    /// placed, attacked by which lines, candidate, empty), each row by its
    /// number, the current one said so; a sentence describes it.
    #[test]
    fn the_board_is_a_grid_that_names_every_square() {
        let attacked = |lang: Lang, lines: &[&str]| match lang {
            Lang::En => format!(
                "attacked by {}",
                match lines {
                    [one] => one.to_string(),
                    [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
                    [] => unreachable!(),
                }
            ),
            Lang::Ja => format!("{} の利き筋", lines.join("・")),
        };
        for lang in [Lang::En, Lang::Ja] {
            let (queen, placed, empty, candidate) = match lang {
                Lang::En => ("queen", "queen, just placed", "empty", "candidate"),
                Lang::Ja => ("クイーン", "クイーン（今置いた）", "空き", "候補"),
            };
            let row_name = |r: usize, current: bool| match (lang, current) {
                (Lang::En, false) => format!("row {r}"),
                (Lang::En, true) => format!("row {r}, current"),
                (Lang::Ja, false) => format!("行 {r}"),
                (Lang::Ja, true) => format!("行 {r}（現在の行）"),
            };
            let dom = render(board(&Moment::of(&Timeline::new(5).seek(9)), lang));
            let grid = dom.testid("board");
            assert_eq!(grid.attr("role"), Some("grid"));
            assert_eq!(
                grid.attr("aria-label"),
                Some(if lang == Lang::En {
                    "Board 5×5"
                } else {
                    "盤面 5×5"
                })
            );
            assert_eq!(grid.attr("aria-describedby"), Some("board-summary"));
            let heads: Vec<String> = with_role(grid, "columnheader")
                .iter()
                .skip(1)
                .map(|h| read(h))
                .collect();
            let col = |c: usize| {
                if lang == Lang::En {
                    format!("column {c}")
                } else {
                    format!("列 {c}")
                }
            };
            assert_eq!(heads, (0..5).map(col).collect::<Vec<_>>());
            let rows = with_role(grid, "row");
            // The first row holds the column headers.
            let names = |r: usize| -> Vec<String> {
                let row = rows[r + 1];
                let mut out = vec![read(with_role(row, "rowheader")[0])];
                out.extend(with_role(row, "gridcell").iter().map(|c| read(c)));
                out
            };
            // Step 9: the first solution, 4 2 0 3 1, its last queen just placed.
            let queens = [4, 2, 0, 3, 1];
            for (r, &q) in queens.iter().enumerate().take(4) {
                let mut want = vec![row_name(r, false)];
                want.extend((0..5).map(|c| if c == q { queen } else { empty }.to_string()));
                assert_eq!(names(r), want, "row {r}");
            }
            // Row 4: left = 10100, down = 10111, right = 00101.
            assert_eq!(
                names(4),
                [
                    row_name(4, true),
                    attacked(lang, &["left", "down"]),
                    placed.to_string(),
                    attacked(lang, &["left", "down", "right"]),
                    attacked(lang, &["down"]),
                    attacked(lang, &["down", "right"]),
                ]
            );
            let summary = dom.testid("board-summary").text();
            assert_eq!(summary.trim(), match lang {
                Lang::En => "Board 5×5, current row 4: queens at row 0 column 4, row 1 column 2, row 2 column 0, row 3 column 3 and row 4 column 1; no candidate.",
                Lang::Ja => "盤面 5×5、現在の行は 行 4、クイーンは 行 0 列 4・行 1 列 2・行 2 列 0・行 3 列 3・行 4 列 1、候補はありません。",
            });
            let all = read(&dom);
            assert!(
                !all.contains("行目") && !all.contains("列目"),
                "no 0-based index as an ordinal"
            );
            // One step back: column 1 of row 4 is the candidate.
            let dom = render(board(&Moment::of(&Timeline::new(5).seek(8)), lang));
            let row4 = with_role(dom.testid("board"), "row")[5];
            assert_eq!(read(with_role(row4, "gridcell")[1]), candidate);
        }
    }

    /// Each bit row reads as one sentence: its name, the binary digits
    /// apart, the decimal, the columns of its 1s (n = 5, step 9).
    #[test]
    fn each_bit_row_reads_as_one_sentence() {
        let s = Timeline::new(5).seek(9);
        let want: [(&str, u32, &str, &[usize]); 5] = [
            ("left", 20, "1 0 1 0 0", &[0, 2]),
            ("down", 23, "1 0 1 1 1", &[0, 2, 3, 4]),
            ("right", 5, "0 0 1 0 1", &[2, 4]),
            ("bitmap", 0, "0 0 0 0 0", &[]),
            ("bit", 8, "0 1 0 0 0", &[1]),
        ];
        for lang in [Lang::En, Lang::Ja] {
            let dom = render(bit_rows(5, &Detail::of(&s), s.current_bits(), lang));
            for (name, dec, bin, ones) in want {
                let cols: Vec<String> = ones.iter().map(usize::to_string).collect();
                let columns = match (lang, ones.len()) {
                    (Lang::En, 0) => "no 1s".to_string(),
                    (Lang::En, 1) => format!("a 1 in column {}", cols[0]),
                    (Lang::En, _) => format!(
                        "1s in columns {} and {}",
                        cols[..cols.len() - 1].join(", "),
                        cols[cols.len() - 1]
                    ),
                    (Lang::Ja, 0) => "1 はありません".to_string(),
                    (Lang::Ja, _) => format!("1 は 列 {}", cols.join("・")),
                };
                let text = match lang {
                    Lang::En => format!("{name}: binary {bin}, decimal {dec}; {columns}"),
                    Lang::Ja => format!("{name}：2進数 {bin}、10進数 {dec}、{columns}"),
                };
                let row = dom.testid(&format!("bits-{name}"));
                assert_eq!(read(row), text, "{name}");
            }
        }
    }
}

mod truth {
    use super::*;
    use bitqueens::domain::stepper::explain::Detail;
    use bitqueens::domain::stepper::figure::{figure_svg, Figure};
    use bitqueens::domain::stepper::moment::Moment;
    use bitqueens::domain::stepper::texts;
    use bitqueens::pages::stepper::explain_view::equations_view;
    use solver::Timeline;

    // n = 6, step 8: row 3's queen (column 4) and its left attacks move to
    // row 4; (111000|000010) << 1 has a 1 past column 0, which mask cuts off.
    const MASKED: &str = "left = ((left|bit) << 1) & mask = ((111000|000010) << 1) & 111111 = 1110100 & 111111 = 110100 (52)";
    const N6_STEP8: [&str; 4] = [
        MASKED,
        "down = down|bit = 010101|000010 = 010111 (23)",
        "right = (right|bit) >> 1 = (001001|000010) >> 1 = 001011 >> 1 = 000101 (5)",
        "bitmap = mask & ~(left|down|right) = 111111 & ~110111 = 001000 (8)",
    ];

    /// The figure of board 6 at `k`, as the page downloads it.
    fn figure(k: u64, lang: Lang) -> String {
        let s = Timeline::new(6).seek(k);
        let (moment, detail) = (Moment::of(&s), Detail::of(&s));
        let equations = detail.equations(6);
        let caption = texts::caption(lang, 6, k);
        let notes = texts::lost_attacks(lang, &detail, 6);
        let svg = figure_svg(&Figure {
            moment: &moment,
            detail: &detail,
            lang,
            equations: &equations,
            caption: &caption,
            notes: &notes,
            credit: "bitqueens",
        });
        // Its text as read (the markup escapes `&`, `<` and `>`).
        svg.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&")
    }

    /// n = 6, step 8: the left equation shows its mask and the bit that
    /// falls off, as the stepper, the widget and presenter mode draw the
    /// equations (one function, with or without its notes), and the figure.
    #[test]
    fn the_masked_shift_shows_its_mask_on_every_surface() {
        let s = Timeline::new(6).seek(8);
        let detail = Detail::of(&s);
        for lang in [Lang::En, Lang::Ja] {
            let notes = texts::lost_attacks(lang, &detail, 6);
            for (notes, bit_note) in [(&[][..], true), (&notes[..], true), (&notes[..], false)] {
                let dom = render(equations_view(&detail, 6, lang, notes, bit_note));
                let lines: Vec<String> =
                    dom.testid("equation").elements().map(Node::text).collect();
                assert_eq!(lines, N6_STEP8);
            }
            assert!(figure(8, lang).contains(MASKED));
        }
    }

    /// n = 6, step 11 (a backtrack out of row 5): the event line says row
    /// 4's queen is lifted, and the figure draws it as an outline, once.
    #[test]
    fn after_a_backtrack_the_figure_and_the_line_say_lifted() {
        let s = Timeline::new(6).seek(11);
        for (lang, says) in [
            (Lang::En, "lifts its queen from column 2"),
            (Lang::Ja, "列 2 のクイーンを取り除きます"),
        ] {
            let line = texts::event_line(lang, &s);
            assert!(line.contains(says), "{line}");
            assert_eq!(
                figure(11, lang).matches("data-lifted=\"true\">♛").count(),
                1
            );
        }
    }
}

mod sources {
    use super::*;
    use bitqueens::domain::lab::machine::Lab;
    use bitqueens::domain::records::data::records;
    use bitqueens::domain::records::machine::Reach;
    use bitqueens::domain::symmetry::explorer::Explorer;
    use bitqueens::pages::lab::view::lab_page;
    use bitqueens::pages::records::view::records_page;
    use bitqueens::pages::symmetry::view::symmetry_page;
    use solver::symmetry::unique_solutions;
    use std::rc::Rc;

    /// Every citation on the lab and the records links to an entry of the
    /// records' list of sources (the lab's through the records page); no
    /// page of these says "seed".
    #[test]
    fn every_citation_links_to_its_entry() {
        for lang in [Lang::En, Lang::Ja] {
            let rec = render(records_page(
                lang,
                &records(),
                &Reach::default(),
                &Callback::noop(),
            ));
            let entries: Vec<String> = rec
                .testid("sources")
                .all()
                .into_iter()
                .filter(|e| e.tag == "li")
                .filter_map(|e| e.attr("id"))
                .map(str::to_string)
                .collect();
            assert!(entries.len() >= 5, "{entries:?}");
            let lab = render(lab_page(
                lang,
                &Lab::default(),
                &Callback::noop(),
                yew::Html::default(),
            ));
            for (view, dom) in [("records", &rec), ("lab", &lab)] {
                let cites: Vec<&str> = dom
                    .all()
                    .into_iter()
                    .filter(|e| e.attr("data-testid") == Some("cite"))
                    .filter_map(|a| a.attr("href"))
                    .collect();
                assert!(cites.len() >= 2, "{view}: citations");
                for href in cites {
                    let id = href.split('#').nth(1).unwrap();
                    assert!(entries.iter().any(|e| e == id), "{view}: {href}");
                    if view == "lab" {
                        assert!(href.contains("view=records"), "{href}");
                    }
                }
            }
            let e = Explorer::default();
            let sym = render(symmetry_page(
                lang,
                &e,
                Rc::new(unique_solutions(e.n)),
                &Callback::noop(),
                Callback::noop(),
            ));
            let bits = super::ear_bits(lang);
            for (view, dom) in [
                ("records", &rec),
                ("lab", &lab),
                ("symmetry", &sym),
                ("bits", &bits),
            ] {
                let text = dom.text().to_lowercase();
                assert!(
                    !text.contains("seed") && !text.contains("シード"),
                    "{view} ({lang:?})"
                );
            }
        }
    }
}

/// The bits primer at n = 8, as the page draws it first.
fn ear_bits(lang: Lang) -> Node {
    use bitqueens::domain::bits::cards::{self, Cards};
    use bitqueens::domain::bits::playground::{self, Playground};
    use bitqueens::pages::bits::cards::card_list_view;
    use bitqueens::pages::bits::view::{bits_page, playground_view, BitsViewProps};
    let mut g = Playground::default();
    g.handle(playground::Event::Board(8));
    let mut c = Cards::default();
    c.handle(cards::Event::Board(8));
    let p = BitsViewProps {
        lang,
        n: 8,
        on_set_n: Callback::noop(),
        on_open: Callback::noop(),
    };
    render(bits_page(
        &p,
        playground_view(lang, 8, &g, &Callback::noop()),
        card_list_view(lang, 8, &c, &Callback::noop(), &Callback::noop()),
    ))
}

mod lost {
    use super::*;
    use bitqueens::domain::stepper::explain::Detail;
    use bitqueens::domain::stepper::figure::{figure_svg, Figure};
    use bitqueens::domain::stepper::moment::Moment;
    use bitqueens::domain::stepper::texts;
    use bitqueens::pages::stepper::explain_view::{equations_view, explain_view, Explain};
    use solver::Timeline;

    /// n = 6, step 8: a descend whose left attack is pushed past column 0
    /// and whose right attack past column 5. The page's meaning, the notes
    /// under the equations (presenter mode, the widget) and the figure say
    /// why, in the same words; a step that loses nothing has no note.
    #[test]
    fn why_a_bit_disappeared_is_said_in_the_pages_own_words() {
        for lang in [Lang::En, Lang::Ja] {
            let said = match lang {
                Lang::En => [
                    "A left attack was pushed past column 0 and is cut off by mask.",
                    "A right attack was pushed past column 5 and falls off the board.",
                ],
                Lang::Ja => [
                    "left の利きが列 0 より左へ押し出され、mask で切り落とされました。",
                    "right の利きが列 5 より右へ押し出され、盤の外へ落ちました。",
                ],
            };
            for (k, lost) in [(8, true), (9, false)] {
                let s = Timeline::new(6).seek(k);
                let detail = Detail::of(&s);
                let notes = texts::lost_attacks(lang, &detail, 6);
                let dom = render(equations_view(&detail, 6, lang, &notes, false));
                let shown: Vec<String> =
                    dom.testids("lost-note").iter().map(|n| n.text()).collect();
                let meaning = render(explain_view(&Explain {
                    detail: detail.clone(),
                    bits: s.current_bits(),
                    n: 6,
                    lang,
                    solutions: 0,
                    step: k,
                    animate: true,
                }))
                .testid("meaning")
                .text();
                let (moment, equations, caption) = (
                    Moment::of(&s),
                    detail.equations(6),
                    texts::caption(lang, 6, k),
                );
                let svg = figure_svg(&Figure {
                    moment: &moment,
                    detail: &detail,
                    lang,
                    equations: &equations,
                    caption: &caption,
                    notes: &notes,
                    credit: "bitqueens",
                });
                if lost {
                    assert_eq!(shown, said);
                    for line in said {
                        assert!(meaning.contains(line), "{meaning}");
                        assert!(svg.contains(line), "the figure: {line}");
                    }
                } else {
                    assert!(shown.is_empty());
                }
            }
        }
    }
}
