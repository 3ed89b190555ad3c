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
