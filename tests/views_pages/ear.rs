use super::*;
use bitqueens::domain::bits::cards::{self, Cards};
use bitqueens::domain::bits::playground::{self, Playground};
use bitqueens::domain::lab::machine::Lab;
use bitqueens::domain::records::data::records;
use bitqueens::domain::records::machine::Reach;
use bitqueens::pages::bits::cards::card_list_view;
use bitqueens::pages::bits::view::{bits_page, playground_view, BitsViewProps};
use bitqueens::pages::lab::view::lab_page;
use bitqueens::pages::records::view::records_page;
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
            !explain(&Timeline::new(5).seek(k), Lang::En)
                .testids("lost-left")
                .is_empty()
        })
        .expect("a step with a lost bit");
    let dom = explain(&Timeline::new(5).seek(k), Lang::En);
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
