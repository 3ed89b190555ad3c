//! The explorer's answer for a complete solution, as markup: its eight
//! transforms as small boards (which of them coincide), its canonical form
//! and its class. It holds no control, so it is written as text (a fraction
//! of the wasm that Yew's element-by-element construction costs) and handed
//! to the page whole. Pure: tested natively.

use std::fmt::Write;

use super::texts as t;
use crate::format::{column_list, escape};
use crate::i18n::Lang;
use solver::symmetry::{all_transforms, canonical, classify, Transform};

/// A small board with the queens' columns `cols`, named for screen readers.
pub fn mini_board(out: &mut String, cols: &[usize], testid: &str, label: &str) {
    let n = cols.len();
    let _ = write!(
        out,
        r#"<div class="sym-mini" style="--n:{n}" data-testid="{testid}" data-queens="{}" role="img" aria-label="{}">"#,
        column_list(cols),
        escape(label)
    );
    for (r, &q) in cols.iter().enumerate() {
        for c in 0..n {
            let dark = if (r + c) % 2 == 1 { " dark" } else { "" };
            out.push_str("<span class=\"sym-mini-cell");
            out.push_str(dark);
            out.push_str(if q == c {
                " queen\" aria-hidden=\"true\">♛</span>"
            } else {
                "\"></span>"
            });
        }
    }
    out.push_str("</div>");
}

/// The transforms, the canonical form and the class of solution `sol`.
pub fn solution_details(sol: &[usize], lang: Lang) -> String {
    let forms = all_transforms(sol);
    // One letter per distinct board, in order of first appearance.
    let mut distinct: Vec<&Vec<usize>> = Vec::new();
    let letters: Vec<char> = forms
        .iter()
        .map(|f| {
            let k = distinct.iter().position(|d| *d == f).unwrap_or_else(|| {
                distinct.push(f);
                distinct.len() - 1
            });
            (b'A' + k as u8) as char
        })
        .collect();
    let canon = canonical(sol);
    let canon_from: Vec<usize> = (0..8).filter(|&k| forms[k] == canon).collect();
    let class = classify(sol);

    let mut o = String::with_capacity(8192);
    let _ = write!(
        o,
        r#"<section class="sym-transforms" aria-labelledby="sym-tr-title"><h2 id="sym-tr-title">{}</h2><p class="hint">{}</p><div class="sym-transform-grid" data-testid="sym-transforms" data-distinct="{}">"#,
        escape(t::TRANSFORMS_TITLE.get(lang)),
        escape(t::TRANSFORMS_HINT.get(lang)),
        distinct.len()
    );
    for tr in Transform::ALL {
        let k = tr.index();
        let f = &forms[k];
        let same: Vec<usize> = (0..8).filter(|&j| j != k && forms[j] == *f).collect();
        let name = t::transform_name(lang, tr);
        let is_canon = *f == canon;
        let cols = column_list(f);
        o.push_str(if is_canon {
            r#"<figure class="sym-transform is-canonical">"#
        } else {
            r#"<figure class="sym-transform">"#
        });
        mini_board(
            &mut o,
            f,
            &format!("sym-transform-{k}"),
            &t::board_label(lang, name, &cols),
        );
        let _ = write!(
            o,
            r#"<figcaption><span class="sym-letter" aria-hidden="true">{}</span><span class="sym-name">#{k} {}</span><span class="sym-same" data-testid="sym-same-{k}">{}</span>"#,
            letters[k],
            escape(name),
            escape(&t::same_as(lang, &same))
        );
        if is_canon {
            let _ = write!(
                o,
                r#"<span class="sym-star">★ {}</span>"#,
                escape(t::CANONICAL_TITLE.get(lang))
            );
        }
        let _ = write!(
            o,
            r#"<code class="sym-cols-code">{cols}</code></figcaption></figure>"#
        );
    }
    let canon_cols = column_list(&canon);
    let _ = write!(
        o,
        r#"</div></section><section class="sym-summary"><div class="sym-canonical"><h2>{}</h2><p class="hint">{}</p><figure class="sym-transform is-canonical">"#,
        escape(t::CANONICAL_TITLE.get(lang)),
        escape(t::CANONICAL_BODY.get(lang))
    );
    mini_board(
        &mut o,
        &canon,
        "sym-canonical",
        &t::board_label(lang, t::CANONICAL_TITLE.get(lang), &canon_cols),
    );
    let _ = write!(
        o,
        r#"<figcaption><code class="sym-cols-code">{canon_cols}</code><span class="sym-same">{}</span></figcaption></figure></div><div class="sym-class-box" data-testid="sym-class" data-value="{}"><h2>{}</h2><p class="sym-class-name">{}</p><p data-testid="sym-why">{}</p></div></section>"#,
        escape(&t::canonical_from(lang, &canon_from)),
        class.multiplicity(),
        escape(t::CLASS_TITLE.get(lang)),
        escape(&t::class_name(lang, class)),
        escape(t::class_why(lang, class))
    );
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The value of `attr` on the element whose `data-testid` is `id`.
    fn attr(markup: &str, id: &str, attr: &str) -> String {
        let at = markup
            .find(&format!("data-testid=\"{id}\""))
            .unwrap_or_else(|| panic!("{id}"));
        let start = markup[..at].rfind('<').unwrap();
        let el = &markup[start..start + markup[start..].find('>').unwrap()];
        let v = el.find(&format!(" {attr}=\"")).unwrap() + attr.len() + 3;
        el[v..v + el[v..].find('"').unwrap()].to_string()
    }

    #[test]
    fn every_transform_is_drawn_with_its_queens() {
        // 8×8's first solution: no symmetry, eight different boards.
        let sol = [0, 4, 7, 5, 2, 6, 1, 3];
        let m = solution_details(&sol, Lang::En);
        let forms = all_transforms(&sol);
        for (k, form) in forms.iter().enumerate() {
            assert_eq!(
                attr(&m, &format!("sym-transform-{k}"), "data-queens"),
                column_list(form)
            );
        }
        assert_eq!(attr(&m, "sym-transforms", "data-distinct"), "8");
        assert_eq!(attr(&m, "sym-class", "data-value"), "8");
        assert_eq!(
            attr(&m, "sym-canonical", "data-queens"),
            column_list(&canonical(&sol))
        );
        // One queen per row on every small board: 9 boards of 8 queens.
        assert_eq!(
            m.matches("queen\" aria-hidden=\"true\">♛</span>").count(),
            9 * 8
        );
        assert_eq!(m.matches("<span class=\"sym-mini-cell").count(), 9 * 64);
        assert_eq!(m.matches("★").count(), 1);
    }

    #[test]
    fn a_symmetric_solution_names_the_boards_that_coincide() {
        // 4×4: 1 3 0 2 is unchanged by a quarter turn (class 2).
        let m = solution_details(&[1, 3, 0, 2], Lang::En);
        assert_eq!(attr(&m, "sym-class", "data-value"), "2");
        assert_eq!(attr(&m, "sym-transforms", "data-distinct"), "2");
        assert!(
            m.contains(r#"data-testid="sym-same-0">same as #1, #2, #3</span>"#),
            "{m}"
        );
        let ja = solution_details(&[1, 3, 0, 2], Lang::Ja);
        assert!(ja.contains(t::CLASS_TITLE.get(Lang::Ja)));
        assert!(ja.contains(t::class_why(Lang::Ja, classify(&[1, 3, 0, 2]))));
    }

    #[test]
    fn text_is_escaped() {
        let mut out = String::new();
        mini_board(&mut out, &[1, 0], "t", "a \"b\" & <c>");
        assert!(
            out.contains(r#"aria-label="a &quot;b&quot; &amp; &lt;c&gt;""#),
            "{out}"
        );
    }
}
