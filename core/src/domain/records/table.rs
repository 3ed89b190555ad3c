//! The records table as markup: the exact counts n = 1..27, when the largest
//! were first announced, and which ones this browser has counted. Static
//! text with no control, so it is written as text and handed to the page
//! whole (Yew's element-by-element construction of its 27 rows cost several
//! KB of wasm). Pure: tested natively.

use std::fmt::Write;

use super::data::{first_count, Record};
use super::texts as t;
use crate::domain::chart_axes::format_ms;
use crate::domain::sources::cite_markup;
use crate::format::escape;
use crate::format::group_digits;
use crate::i18n::Lang;

/// A board counted in this browser: its total, unique and time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Counted {
    pub total: u64,
    pub unique: u64,
    pub ms: f64,
}

/// The `<table>`, `counted(n)` telling what this browser counted for `n`.
pub fn records_table(
    lang: Lang,
    records: &[Record],
    counted: impl Fn(usize) -> Option<Counted>,
) -> String {
    let mut o = String::with_capacity(8192);
    let _ = write!(
        o,
        r#"<table class="records-table" role="table" data-testid="records-table"><caption>{}</caption><thead role="rowgroup"><tr role="row">"#,
        escape(t::TABLE_CAPTION.get(lang))
    );
    for col in [
        t::COL_N,
        t::COL_TOTAL,
        t::COL_UNIQUE,
        t::COL_FIRST,
        t::COL_HERE,
    ] {
        let _ = write!(
            o,
            r#"<th scope="col" role="columnheader">{}</th>"#,
            escape(col.get(lang))
        );
    }
    o.push_str(r#"</tr></thead><tbody role="rowgroup">"#);
    let label = |col: crate::i18n::Text| escape(col.get(lang));
    for rec in records {
        let first = first_count(rec.n);
        let here = counted(rec.n);
        let _ = write!(
            o,
            r#"<tr data-testid="records-row-{n}" data-total="{total}" data-unique="{unique}" data-counted-here="{}" role="row"{}><th scope="row" role="rowheader">{n}</th><td class="num" role="cell" data-label="{}">{}</td><td class="num" role="cell" data-label="{}">{}</td><td class="first" role="cell" data-label="{}">"#,
            here.is_some(),
            if first.is_some() {
                r#" class="landmark""#
            } else {
                ""
            },
            label(t::COL_TOTAL),
            group_digits(rec.total),
            label(t::COL_UNIQUE),
            group_digits(rec.unique),
            label(t::COL_FIRST),
            n = rec.n,
            total = rec.total,
            unique = rec.unique,
        );
        if let Some(f) = first {
            // Who counted it, cited.
            let by = f.project.map_or(String::new(), |p| {
                format!(" · {}", cite_markup(&format!("[[{p}]]"), lang, true))
            });
            let _ = write!(
                o,
                r#"<span class="when">{}{by}</span><span class="src"> ({})</span>"#,
                escape(f.date),
                cite_markup(t::source(lang, f.source), lang, true)
            );
            let rounded: Vec<&str> = [f.seed_rounded.0, f.seed_rounded.1]
                .into_iter()
                .flatten()
                .collect();
            if !rounded.is_empty() {
                let _ = write!(
                    o,
                    r#"<span class="rounded">{}: {}</span>"#,
                    cite_markup(t::SEED_PRINTS.get(lang), lang, true),
                    escape(&rounded.join(" / "))
                );
            }
        }
        let _ = write!(
            o,
            r#"</td><td class="here" role="cell" data-label="{}">"#,
            label(t::COL_HERE)
        );
        if let Some(c) = here {
            let ok = c.total == rec.total && c.unique == rec.unique;
            let _ = write!(o, "{} {}", if ok { "✓" } else { "✕" }, format_ms(c.ms));
        }
        o.push_str("</td></tr>");
    }
    o.push_str("</tbody></table>");
    o
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::records::data::records;

    fn row(markup: &str, n: usize) -> &str {
        let at = markup
            .find(&format!("data-testid=\"records-row-{n}\""))
            .unwrap();
        &markup[at..at + markup[at..].find("</tr>").unwrap()]
    }

    /// On a phone the table is laid out as cards (static/lab.css), which
    /// makes WebKit drop a table's semantics: each part states its role.
    #[test]
    fn every_part_of_the_table_states_its_role() {
        let m = records_table(Lang::Ja, &records(), |_| None);
        fn tags<'a>(m: &'a str, tag: &str) -> Vec<&'a str> {
            m.split(tag)
                .skip(1)
                .map(|rest| &rest[..rest.find('>').unwrap()])
                .collect()
        }
        for (tag, role, count) in [
            ("<table", "table", 1),
            ("<thead", "rowgroup", 1),
            ("<tbody", "rowgroup", 1),
            ("<tr", "row", 28),
            ("<th ", "", 32),
            ("<td", "cell", 27 * 4),
        ] {
            assert_eq!(tags(&m, tag).len(), count, "{tag}");
            for attrs in tags(&m, tag) {
                let want = match role {
                    "" if attrs.contains(r#"scope="col""#) => "columnheader",
                    "" => "rowheader",
                    r => r,
                };
                assert!(attrs.contains(&format!(r#"role="{want}""#)), "{tag}{attrs}");
            }
        }
    }

    #[test]
    fn every_count_is_in_its_row() {
        let all = records();
        let m = records_table(Lang::En, &all, |_| None);
        assert_eq!(m.matches("<tr data-testid=\"records-row-").count(), 27);
        assert_eq!(
            m.matches(r#"<th scope="col" role="columnheader">"#).count(),
            5
        );
        let r8 = row(&m, 8);
        assert!(
            r8.contains(r#"data-total="92" data-unique="12" data-counted-here="false""#),
            "{r8}"
        );
        let r27 = row(&m, 27);
        assert!(r27.contains("234,907,967,154,122,528"), "{r27}");
        assert!(r27.contains(r#"class="landmark""#));
        assert!(!row(&m, 23).contains("landmark"));
        // Seed 003's rounded figures are shown as such for n = 25.
        assert!(row(&m, 25).contains(r##"printed by <a class="cite" href="#src-comparison""##));
        // The dates of n = 24..26 cite their first publications (cited
        // just before, as who counted them).
        assert!(row(&m, 24).contains("the year of the first publication"));
        assert!(row(&m, 24).contains(r##"data-source="kise2004""##));
        for (n, by) in [(25, "proactive2005"), (26, "queens-tud")] {
            let r = row(&m, n);
            assert!(r.contains("the date of the first publication"), "{r}");
            assert!(r.contains(&format!(r#"data-source="{by}""#)), "{r}");
        }
        assert!(m.starts_with("<table") && m.ends_with("</tbody></table>"));
        assert!(m.contains(r#"</tr></thead><tbody role="rowgroup">"#));
    }

    #[test]
    fn a_count_of_this_browser_is_checked_against_the_table() {
        let all = records();
        let m = records_table(Lang::Ja, &all, |n| match n {
            8 => Some(Counted {
                total: 92,
                unique: 12,
                ms: 1.5,
            }),
            9 => Some(Counted {
                total: 351,
                unique: 46,
                ms: 2.0,
            }),
            _ => None,
        });
        assert!(row(&m, 8).contains(r#"data-counted-here="true""#));
        assert!(row(&m, 8).contains("✓ "));
        assert!(row(&m, 9).contains("✕ "));
        assert!(row(&m, 10).contains(r#"data-counted-here="false""#));
        assert!(m.contains(t::TABLE_CAPTION.get(Lang::Ja)));
    }
}
