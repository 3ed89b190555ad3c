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
            let when = row(n).of_class("when");
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
                .filter(|e| e.tag == "a" && e.attr("href").is_some_and(|h| h.starts_with("http")))
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
