//! The current step as a figure for slides and handouts: one SVG with the
//! board (queens, attacks, candidates), the binary rows under its columns,
//! the step's equations and a caption. Text stays text, so the file is
//! readable and editable in any editor; the PNG export draws this same SVG.
//!
//! Pure: no web dependency, tested natively.

use super::explain::Detail;
use super::moment::Moment;
use super::rows::current_rows;
use super::speech::Square;
use super::texts::{bit_note, rows_whose};
use crate::format::escape;
use crate::i18n::Lang;
use solver::Row;

/// Side of a square, and the width of a digit's column, in SVG units.
const CELL: usize = 40;
/// Width of the names on the left of the binary rows.
const LABEL: usize = 170;
/// Margin around everything.
const MARGIN: usize = 20;
/// Height of the caption line, and of a line of equations.
const LINE: usize = 24;
/// Height of the line of column numbers above the board.
const COL_HEAD: usize = 22;
/// The width of a character of the equations (monospace, 14 units: about 0.6
/// of the font size).
const EQ_CHAR: usize = 9;

/// What the figure shows.
pub struct Figure<'a> {
    /// The board and its rows, as the page shows them.
    pub moment: &'a Moment,
    /// The step that led to it (a descend labels its `bit`s with their
    /// rows, as the page does: `texts::bit_note`, [`current_rows`]).
    pub detail: &'a Detail,
    /// The language of the rows' labels and the notes.
    pub lang: Lang,
    pub equations: &'a [String],
    /// "n = 5, step 9" in the page's language.
    pub caption: &'a str,
    /// Lines under the equations: why a bit disappeared
    /// (`texts::lost_attacks`).
    pub notes: &'a [String],
    /// The last line, small: the site's name and the permalink of the step,
    /// so that a figure on a slide says where it comes from.
    pub credit: &'a str,
}

/// The width of a note's line in SVG units (14-unit prose: about 8 for a
/// Latin character, 14 for a full-width one).
fn note_width(line: &str) -> usize {
    line.chars()
        .map(|c| if c.is_ascii() { 8 } else { 14 })
        .sum()
}

/// The downloaded file's name: the board, the step and the language of its
/// texts (the same step in English and in Japanese are two figures).
pub fn file_name(n: usize, step: u64, lang: crate::i18n::Lang, ext: &str) -> String {
    format!("bitqueens-n{n}-step{step}-{}.{ext}", lang.code())
}

/// The figure's size in SVG units (also the PNG's size at scale 1).
pub fn figure_size(f: &Figure) -> (usize, usize) {
    let longest = f
        .equations
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    let grid = LABEL + f.moment.n * CELL + 90;
    let notes = notes_of(f).iter().map(|l| note_width(l)).max().unwrap_or(0);
    let width = 2 * MARGIN
        + grid
            .max(longest * EQ_CHAR)
            .max(notes)
            .max(note_width(&rows_whose(f.lang, f.detail)))
            .max(note_width(f.credit) * 6 / 7);
    let height = 2 * MARGIN
        + LINE
        + 10
        + COL_HEAD
        + (f.moment.n + 1 + Row::ALL.len()) * CELL
        + 10
        + (f.equations.len() + notes_of(f).len() + 1) * LINE;
    (width, height)
}

/// The lines under the equations: which `bit` is which on a descend, then
/// the figure's notes.
fn notes_of(f: &Figure) -> Vec<String> {
    bit_note(f.lang, f.detail)
        .into_iter()
        .chain(f.notes.iter().cloned())
        .collect()
}

/// The SVG document.
pub fn figure_svg(f: &Figure) -> String {
    let n = f.moment.n;
    let (width, height) = figure_size(f);
    let mut s = String::with_capacity(8_192);
    s += &format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"system-ui, sans-serif\">\n"
    );
    s += &format!("<title>{}</title>\n", escape(f.caption));
    s += &format!("<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n");
    s += &format!(
        "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"18\" font-weight=\"bold\" fill=\"#1a1a1a\" data-testid=\"figure-caption\">{}</text>\n",
        MARGIN + 18,
        escape(f.caption)
    );

    // The board, under its column numbers (column c is bit n-1-c).
    let top = MARGIN + LINE + 10 + COL_HEAD;
    let left = MARGIN + LABEL;
    s += "<g id=\"columns\">";
    for c in 0..n {
        s += &format!(
            "<text x=\"{}\" y=\"{}\" font-size=\"14\" text-anchor=\"middle\" fill=\"#444444\">{c}</text>",
            left + c * CELL + CELL / 2,
            top - 6
        );
    }
    s += "</g>\n<g id=\"board\">\n";
    for r in 0..n {
        let y = top + r * CELL;
        let current = f.moment.row == Some(r);
        s += &format!(
            "<text x=\"{}\" y=\"{}\" font-size=\"14\" text-anchor=\"end\" fill=\"#444444\">{}{r}</text>\n",
            left - 8,
            y + CELL / 2 + 5,
            if current { "▶ " } else { "" }
        );
        for c in 0..n {
            let x = left + c * CELL;
            let fill = if (r + c) % 2 == 1 {
                "#d9d2c3"
            } else {
                "#f4efe4"
            };
            s += &format!(
                "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\"/>"
            );
            let (cx, cy) = (x + CELL / 2, y + CELL / 2);
            s += &match f.moment.square(r, c) {
                Square::Queen { .. } => format!(
                    "<text x=\"{cx}\" y=\"{}\" font-size=\"28\" text-anchor=\"middle\" fill=\"#1a1a1a\">♛</text>",
                    cy + 10
                ),
                // A queen just lifted: its outline, grey.
                Square::Lifted => format!(
                    "<text x=\"{cx}\" y=\"{}\" font-size=\"28\" text-anchor=\"middle\" fill=\"none\" stroke=\"#767676\" data-lifted=\"true\">♛</text>",
                    cy + 10
                ),
                Square::Candidate => format!(
                    "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"8\" fill=\"none\" stroke=\"#1f7a3a\" stroke-width=\"3\"/>"
                ),
                Square::Tried => format!(
                    "<text x=\"{cx}\" y=\"{}\" font-size=\"20\" text-anchor=\"middle\" fill=\"#666666\">×</text>",
                    cy + 7
                ),
                Square::Attacked { left, down, right } => {
                    let arrows: String = [(left, "↙"), (down, "↓"), (right, "↘")]
                        .iter()
                        .filter(|(on, _)| *on)
                        .map(|(_, a)| *a)
                        .collect();
                    // Up to three arrows inside the square's 40 units.
                    let size = if arrows.chars().count() > 1 { 12 } else { 16 };
                    format!(
                        "<text x=\"{cx}\" y=\"{}\" font-size=\"{size}\" text-anchor=\"middle\" fill=\"#b3261e\">{arrows}</text>",
                        cy + 6
                    )
                }
                Square::Empty => String::new(),
            };
        }
        s += "\n";
        if current {
            s += &format!(
                "<rect x=\"{left}\" y=\"{y}\" width=\"{}\" height=\"{CELL}\" fill=\"none\" stroke=\"#1a5fb4\" stroke-width=\"3\"/>\n",
                n * CELL
            );
        }
    }
    s += "</g>\n";

    // The binary rows: one digit under each column, the value at the right;
    // over them, in the line between them and the board, the board row
    // whose values they are, as the page says it.
    let rows_top = top + (n + 1) * CELL;
    s += &format!(
        "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"14\" font-style=\"italic\" fill=\"#1a1a1a\" data-testid=\"figure-rows-whose\">{}</text>\n",
        rows_top - 12,
        escape(&rows_whose(f.lang, f.detail))
    );
    s += "<g id=\"bits\" font-family=\"ui-monospace, monospace\">\n";
    for (i, row) in current_rows(f.detail, f.moment.bits, false, "bits")
        .into_iter()
        .enumerate()
    {
        let (name, value) = (row.label.code(), row.value);
        let label = row.label.text(f.lang);
        let y = rows_top + i * CELL + CELL / 2 + 7;
        s += &format!("<g class=\"bit-row\" data-name=\"{name}\" data-value=\"{value}\">");
        s += &format!(
            "<text x=\"{}\" y=\"{y}\" font-size=\"16\" text-anchor=\"end\" fill=\"#1a1a1a\">{}</text>",
            left - 8,
            escape(&label)
        );
        for c in 0..n {
            let on = value >> (n - 1 - c) & 1 == 1;
            s += &format!(
                "<text x=\"{}\" y=\"{y}\" font-size=\"20\" text-anchor=\"middle\" fill=\"{}\"{}>{}</text>",
                left + c * CELL + CELL / 2,
                if on { "#1a1a1a" } else { "#767676" },
                if on { " font-weight=\"bold\"" } else { "" },
                if on { '1' } else { '0' }
            );
        }
        s += &format!(
            "<text x=\"{}\" y=\"{y}\" font-size=\"16\" fill=\"#444444\">{value}</text></g>\n",
            left + n * CELL + 12
        );
    }
    s += "</g>\n";

    // The equations of the step.
    let eq_top = rows_top + 7 * CELL + 10;
    s += "<g id=\"equations\" font-family=\"ui-monospace, monospace\" font-size=\"14\" fill=\"#1a1a1a\">\n";
    text_lines(&mut s, f.equations, eq_top, " xml:space=\"preserve\"");
    s += "</g>\n";
    // Which `bit` is which (a descend), then the notes.
    let mut notes_top = eq_top + f.equations.len() * LINE;
    if let Some(note) = bit_note(f.lang, f.detail) {
        s += "<g id=\"bit-note\" font-size=\"14\" font-style=\"italic\" fill=\"#1a1a1a\">\n";
        text_lines(&mut s, &[note], notes_top, "");
        s += "</g>\n";
        notes_top += LINE;
    }
    s += "<g id=\"notes\" font-size=\"14\" font-style=\"italic\" fill=\"#1a1a1a\">\n";
    text_lines(&mut s, f.notes, notes_top, "");
    s += "</g>\n";
    s += &format!(
        "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"12\" fill=\"#555555\" data-testid=\"figure-credit\">{}</text>\n</svg>\n",
        notes_top + f.notes.len() * LINE + 16,
        escape(f.credit)
    );
    s
}

/// The text escaped for XML.
/// `lines` as `<text>` elements one [`LINE`] apart from `top`, each with
/// the attributes `attrs` (empty, or starting with a space).
fn text_lines(s: &mut String, lines: &[String], top: usize, attrs: &str) {
    for (i, line) in lines.iter().enumerate() {
        *s += &format!(
            "<text x=\"{MARGIN}\" y=\"{}\"{attrs}>{}</text>\n",
            top + i * LINE + 16,
            escape(line)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solver::Timeline;

    fn figure_at(n: usize, step: u64, f: impl FnOnce(&Figure)) {
        let at = Timeline::new(n).seek(step);
        let (moment, detail) = (Moment::of(&at), Detail::of(&at));
        let equations = vec!["bit = bitmap & -bitmap = 01010 & 10110 = 00010 (2)".to_string()];
        f(&Figure {
            moment: &moment,
            detail: &detail,
            lang: Lang::En,
            equations: &equations,
            caption: "n = 5, step 9 <&>",
            notes: &[],
            credit: "Bitmap N-Queens — https://example.org/q/?n=5&step=9&lang=en",
        });
    }

    #[test]
    fn every_row_has_n_digits_that_spell_its_value() {
        figure_at(5, 9, |f| {
            let svg = figure_svg(f);
            for (row, value) in f.moment.bits.rows() {
                let name = row.name();
                let start = svg
                    .find(&format!("data-name=\"{}\"", escape(name)))
                    .unwrap_or_else(|| panic!("row {name}"));
                let row = &svg[start..start + svg[start..].find("</g>").unwrap()];
                assert!(row.contains(&format!("data-value=\"{value}\"")), "{name}");
                // The digits are the texts centred on a column.
                let bits: String = row
                    .split("</text>")
                    .filter(|t| t.contains("text-anchor=\"middle\""))
                    .filter_map(|t| t.rsplit('>').next())
                    .collect();
                assert_eq!(bits, format!("{value:05b}"), "{name}");
            }
        });
    }

    #[test]
    fn the_board_shows_the_queens_and_the_candidates() {
        // At n = 5, step 9 the rows 0..=2 hold queens and row 3 is current.
        let s = Timeline::new(5).seek(9);
        figure_at(5, 9, |f| {
            let svg = figure_svg(f);
            assert_eq!(svg.matches('♛').count(), s.queens().len());
            assert_eq!(
                svg.matches("<circle").count(),
                s.current_bits().bitmap.count_ones() as usize
            );
            assert_eq!(
                svg.matches("<rect x=").count(),
                25 + usize::from(s.row().is_some())
            );
        });
    }

    /// n = 6, step 11: the queen lifted from row 4 is drawn as an outline,
    /// not as a queen that stands.
    #[test]
    fn a_lifted_queen_is_an_outline() {
        figure_at(6, 11, |f| {
            let svg = figure_svg(f);
            assert_eq!(svg.matches('♛').count(), 5);
            assert_eq!(svg.matches("data-lifted=\"true\">♛").count(), 1);
        });
    }

    #[test]
    fn the_columns_are_numbered_above_the_board() {
        figure_at(5, 9, |f| {
            let svg = figure_svg(f);
            let start = svg.find("<g id=\"columns\">").expect("the column numbers");
            let cols = &svg[start..start + svg[start..].find("</g>").unwrap()];
            let numbers: Vec<&str> = cols
                .split("</text>")
                .filter_map(|t| t.rsplit('>').next())
                .filter(|t| !t.is_empty())
                .collect();
            assert_eq!(numbers, ["0", "1", "2", "3", "4"]);
            // Above the board's first row, each over its square.
            let board = &svg[svg.find("<g id=\"board\">").unwrap()..];
            let first_square = board.find("<rect x=\"").unwrap();
            let y_of = |t: &str| -> usize {
                let i = t.find("y=\"").unwrap() + 3;
                t[i..i + t[i..].find('"').unwrap()].parse().unwrap()
            };
            assert!(y_of(cols) < y_of(&board[first_square..]));
            assert!(cols.contains(&format!("x=\"{}\"", MARGIN + LABEL + CELL / 2)));
        });
    }

    #[test]
    fn text_is_escaped_and_the_size_holds_everything() {
        figure_at(8, 100, |f| {
            let svg = figure_svg(f);
            assert!(svg.contains("&lt;&amp;&gt;"));
            assert!(svg.contains("01010 &amp; 10110"));
            assert!(!svg.contains(" & "));
            let (w, h) = figure_size(f);
            assert!(svg.starts_with(&format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\""
            )));
            assert!(w >= LABEL + 8 * CELL && h >= 15 * CELL);
        });
    }

    #[test]
    fn long_equations_widen_the_figure() {
        let long = vec!["x".repeat(200)];
        let moment = Moment::of(&solver::Stepper::new(4));
        let detail = Detail::Start { mask: 15 };
        let f = Figure {
            moment: &moment,
            detail: &detail,
            lang: Lang::En,
            equations: &long,
            caption: "",
            notes: &[],
            credit: "",
        };
        assert_eq!(figure_size(&f).0, 2 * MARGIN + 200 * EQ_CHAR);
    }

    /// The note of a lost attack is a line of its own under the equations,
    /// inside the figure's height and width (a Japanese line counted at
    /// full width).
    #[test]
    fn a_note_follows_the_equations_inside_the_figure() {
        let moment = Moment::of(&solver::Stepper::new(4));
        let detail = Detail::Start { mask: 15 };
        let equations = vec!["x".to_string()];
        let notes =
            vec!["left の利きが列 0 より左へ押し出され、mask で切り落とされました。".repeat(2)];
        let f = Figure {
            moment: &moment,
            detail: &detail,
            lang: Lang::En,
            equations: &equations,
            caption: "",
            notes: &notes,
            credit: "",
        };
        let svg = figure_svg(&f);
        let (w, h) = figure_size(&f);
        let at = svg.find("<g id=\"notes\"").expect("the notes");
        assert!(at > svg.find("<g id=\"equations\"").unwrap());
        assert!(svg[at..].contains(&notes[0]));
        let y: usize = svg[at..]
            .split("y=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(y < h, "{y} {h}");
        assert!(w >= 2 * MARGIN + note_width(&notes[0]), "{w}");
        assert!(note_width(&notes[0]) > 60 * 14);
    }

    /// The credit (the site's name and the step's permalink) is the last
    /// line, escaped, inside the figure's height and width, in either
    /// language.
    #[test]
    fn the_credit_names_the_site_and_the_step_s_link_inside_the_figure() {
        let moment = Moment::of(&solver::Stepper::new(16));
        let detail = Detail::Start { mask: 0xffff };
        let equations = vec!["x".to_string()];
        let notes = vec!["note".to_string()];
        let link = "https://example.org/bitqueens/?n=16&step=0&lang=ja";
        let credit = format!("ビットマップで解くNクイーン — {link}");
        let f = Figure {
            moment: &moment,
            detail: &detail,
            lang: Lang::En,
            equations: &equations,
            caption: "",
            notes: &notes,
            credit: &credit,
        };
        let svg = figure_svg(&f);
        let (w, h) = figure_size(&f);
        let at = svg
            .find("data-testid=\"figure-credit\"")
            .expect("the credit");
        assert!(at > svg.find("<g id=\"notes\"").unwrap());
        assert!(svg[at..].contains(&escape(&credit)));
        assert!(svg.contains("?n=16&amp;step=0&amp;lang=ja"));
        let line = &svg[svg[..at].rfind("<text").unwrap()..];
        let y: usize = line
            .split("y=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(y + MARGIN / 2 <= h, "{y} {h}");
        // 12-unit text: 6/7 of a 14-unit note's width.
        assert!(w >= 2 * MARGIN + note_width(&credit) * 6 / 7, "{w}");
        // Its line is always kept: the height does not depend on its text.
        let bare = Figure { credit: "", ..f };
        assert_eq!(figure_size(&bare).1, h);
    }

    /// n = 5, step 2 is a descend to row 1: the figure labels the bit
    /// row with its row and says under the equations which `bit` they
    /// read, in the figure's language, inside its height and width.
    #[test]
    fn a_descend_labels_each_bit_with_its_row() {
        for lang in [Lang::En, Lang::Ja] {
            let at = Timeline::new(5).seek(2);
            let (moment, detail) = (Moment::of(&at), Detail::of(&at));
            assert!(matches!(detail, Detail::Descend { row: 1, .. }));
            let equations = detail.equations(5);
            let notes = vec!["a lost attack".to_string()];
            let f = Figure {
                moment: &moment,
                detail: &detail,
                lang,
                equations: &equations,
                caption: "",
                notes: &notes,
                credit: "",
            };
            let svg = figure_svg(&f);
            let row = &svg[svg.find("data-name=\"bit\"").unwrap()..];
            let label = crate::domain::stepper::texts::of_row(lang, "bit", 1);
            assert!(
                row.contains(&format!(">{}</text>", escape(&label))),
                "{lang:?}"
            );
            let note = bit_note(lang, &detail).unwrap();
            let at = svg.find("<g id=\"bit-note\"").expect("the bit note");
            assert!(at > svg.find("<g id=\"equations\"").unwrap());
            assert!(at < svg.find("<g id=\"notes\"").unwrap());
            assert!(svg[at..].contains(&escape(&note)));
            let (w, h) = figure_size(&f);
            assert!(w >= 2 * MARGIN + note_width(&note), "{w}");
            let marker = svg.find("data-testid=\"figure-credit\"").unwrap();
            let credit: usize = svg[svg[..marker].rfind("<text").unwrap()..]
                .split("y=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            assert!(credit < h, "{credit} {h}");
        }
        // Another step (a place) keeps the plain name and has no such note.
        figure_at(5, 1, |f| {
            let svg = figure_svg(f);
            assert!(!svg.contains("bit-note") && !svg.contains("(row "));
        });
    }

    /// A backtrack's figure says over its rows whose values they are: the
    /// row the search went back to (its sentence speaks of the row below),
    /// between the board and the rows, in the figure's language.
    #[test]
    fn the_rows_say_whose_values_they_are() {
        let mut s = solver::Stepper::new(5);
        while !matches!(Detail::of(&s), Detail::Backtrack { to: Some(_), .. }) {
            s.next();
        }
        let (moment, detail) = (Moment::of(&s), Detail::of(&s));
        let Detail::Backtrack { to: Some(to), .. } = detail else {
            unreachable!()
        };
        for (lang, says) in [
            (Lang::En, format!("Row {to}: the search went back up to it")),
            (Lang::Ja, format!("行 {to}：探索が戻ってきた行")),
        ] {
            let f = Figure {
                moment: &moment,
                detail: &detail,
                lang,
                equations: &[],
                caption: "",
                notes: &[],
                credit: "",
            };
            let svg = figure_svg(&f);
            let at = svg.find("data-testid=\"figure-rows-whose\"").unwrap();
            assert!(
                svg[at..].starts_with(&format!("data-testid=\"figure-rows-whose\">{says}</text>")),
                "{lang:?}"
            );
            assert!(at > svg.find("<g id=\"board\"").unwrap());
            assert!(at < svg.find("<g id=\"bits\"").unwrap());
            assert!(figure_size(&f).0 >= 2 * MARGIN + note_width(&says));
        }
    }

    #[test]
    fn the_file_name_carries_the_language() {
        assert_eq!(
            file_name(5, 9, Lang::En, "svg"),
            "bitqueens-n5-step9-en.svg"
        );
        assert_eq!(
            file_name(16, 400, Lang::Ja, "png"),
            "bitqueens-n16-step400-ja.png"
        );
    }
}
