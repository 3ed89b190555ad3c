//! The current step as a figure for slides and handouts: one SVG with a
//! caption, the page's sentence of the step, the board (queens, attacks,
//! candidates, with the page's marks), the binary rows under its columns,
//! the step's equations and the legend of the marks it draws. Text stays text, so the file is
//! readable and editable in any editor; the PNG export draws this same SVG.
//!
//! Pure: no web dependency, tested natively.

use super::explain::Detail;
use super::moment::Moment;
use super::rows::{current_rows, label_colour, page_colour, ATTACK_COLOURS};
use super::speech::Square;
use super::texts::{self, bit_note, legend, rows_whose, MARKS};
use crate::format::{escape, piece};
use crate::i18n::{Lang, Text};
use core::fmt::Write;
use solver::{Row, Stepper};

/// The bit rows the figure draws: the page's, the free squares'
/// `mask & ~(left|down|right)` among them.
const BIT_ROWS: usize = Row::ALL.len() + 1;

/// The page's colours of the board's marks (static/style.css's): the
/// candidates' green, their circles' and the double frame's of the queen
/// just placed (it was one of them); the queens' red; the grey of a queen
/// just lifted and of a column tried.
const CAND: &str = page_colour("cand");
const QUEEN: &str = page_colour("queen");
const MUTED: &str = page_colour("muted");
/// The page's squares, and its current row: a yellow band between two
/// amber lines, its label `▶ r` in the amber of text.
const SQ_LIGHT: &str = page_colour("sq-light");
const SQ_DARK: &str = page_colour("sq-dark");
const CURRENT: &str = page_colour("current");
const CURRENT_LINE: &str = page_colour("current-line");
const CURRENT_TEXT: &str = page_colour("current-text");
/// The width of the current row's lines: the page's 2 px of a square of
/// about 40.
const CURRENT_LINE_W: usize = 2;

/// Side of a square, and the width of a digit's column, in SVG units.
const CELL: usize = 40;
/// Width of the names on the left of the binary rows: the longest,
/// `mask & ~(left|down|right)` in 16-unit monospace, whole
/// (`every_row_label_is_whole`).
const LABEL: usize = 250;
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
    /// What the step did: the page's line (`texts::shown_line`), under the
    /// caption, wrapped to the figure's width.
    pub sentence: &'a str,
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
    line.chars().map(char_width).sum()
}

fn char_width(c: char) -> usize {
    if c.is_ascii() {
        8
    } else {
        14
    }
}

/// `text` in lines of at most `max` units ([`note_width`]), broken after a
/// space or beside a full-width character (never before closing
/// punctuation, nor after an opening bracket). Each line keeps the space it
/// breaks at, so that the lines joined are `text`.
fn wrap(text: &str, max: usize) -> Vec<&str> {
    let mut lines = Vec::new();
    let (mut start, mut at, mut width, mut prev, mut before) = (0, 0, 0, ' ', ' ');
    for (i, c) in text.char_indices() {
        // A space after a full-width character joins it to what follows
        // (`列 4`, `行 6`): Japanese breaks beside its own characters.
        let can = c != ' '
            && (prev == ' ' && before.is_ascii()
                || (!prev.is_ascii() || !c.is_ascii())
                    && !matches!(c, '、' | '。' | '）' | '」' | '：' | '！')
                    && !matches!(prev, '（' | '「'));
        if i > start && can {
            at = i;
        }
        width += char_width(c);
        if width > max && at > start {
            lines.push(piece(text, start..at));
            start = at;
            width = note_width(piece(text, start..i + c.len_utf8()));
        }
        (before, prev) = (prev, c);
    }
    if start < text.len() {
        lines.push(piece(text, start..));
    }
    lines
}

/// The marks of the current row's squares that the board draws, in the
/// legend's order.
fn marks(m: &Moment) -> Vec<Text> {
    let mut on = [false; MARKS.len()];
    if let Some(r) = m.row {
        for square in m.squares(r) {
            let mark = match square {
                Square::Attacked { .. } => 0,
                Square::Candidate => 1,
                Square::Tried => 2,
                Square::Queen { placed: true } => 3,
                Square::Lifted => 4,
                _ => continue,
            };
            on[mark] = true;
        }
    }
    let mut marks = Vec::new();
    for (mark, on) in MARKS.iter().zip(on) {
        if on {
            marks.push(*mark);
        }
    }
    marks
}

/// The downloaded file's name: the board, the step and the language of its
/// texts (the same step in English and in Japanese are two figures).
pub fn file_name(n: usize, step: u64, lang: crate::i18n::Lang, ext: &str) -> String {
    format!("bitqueens-n{n}-step{step}-{}.{ext}", lang.code())
}

/// The figure's size in SVG units (also the PNG's size at scale 1).
pub fn figure_size(f: &Figure) -> (usize, usize) {
    let (width, height, ..) = layout(f);
    (width, height)
}

/// The figure's width and height, the width of its prose, the sentence's
/// lines and the legend (empty when the board draws no mark).
fn layout<'a>(f: &Figure<'a>) -> (usize, usize, usize, Vec<&'a str>, String) {
    let longest = f
        .equations
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    let grid = LABEL + f.moment.n * CELL + 90;
    // The lines under the equations: which `bit` is which on a descend,
    // then the figure's notes.
    let bit_note = bit_note(f.lang, f.detail);
    let widest = f
        .notes
        .iter()
        .chain(&bit_note)
        .map(|l| note_width(l))
        .max()
        .unwrap_or(0);
    let width = 2 * MARGIN
        + grid
            .max(longest * EQ_CHAR)
            .max(widest)
            .max(note_width(&rows_whose(f.lang, f.detail)))
            .max(note_width(f.credit) * 6 / 7);
    let max = width - 2 * MARGIN;
    let marks = marks(f.moment);
    let legend = if marks.is_empty() {
        String::new()
    } else {
        legend(f.lang, &marks)
    };
    let sentence = wrap(f.sentence, max);
    let lines = f.equations.len()
        + f.notes.len()
        + usize::from(bit_note.is_some())
        + wrap(&legend, max).len()
        + 1;
    let height = 2 * MARGIN
        + (1 + sentence.len()) * LINE
        + 10
        + COL_HEAD
        + (f.moment.n + 1 + BIT_ROWS) * CELL
        + 10
        + lines * LINE;
    (width, height, max, sentence, legend)
}

/// A `<text>` at (`x`, `y`) with the attributes `attrs` (each after a
/// space) and the markup `body`.
fn text(s: &mut String, x: usize, y: usize, attrs: &str, body: &str) {
    let _ = write!(s, "<text x=\"{x}\" y=\"{y}\"{attrs}>{body}</text>");
}

/// A `<rect>` of `w` × `h` at (`x`, `y`) with the attributes `attrs`.
fn rect(s: &mut String, x: usize, y: usize, w: usize, h: usize, attrs: &str) {
    let _ = write!(
        s,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\"{attrs}/>"
    );
}

/// The SVG document.
pub fn figure_svg(f: &Figure) -> String {
    let n = f.moment.n;
    let (width, height, max, sentence, legend) = layout(f);
    let legend = wrap(&legend, max);
    let caption = escape(f.caption);
    let mut s = String::with_capacity(8_192);
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"system-ui, sans-serif\">\n<title>{caption}</title>\n<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n"
    );
    text(
        &mut s,
        MARGIN,
        MARGIN + 18,
        " font-size=\"18\" font-weight=\"bold\" fill=\"#1a1a1a\" data-testid=\"figure-caption\"",
        &caption,
    );
    s += "\n<g id=\"sentence\" font-size=\"14\" fill=\"#1a1a1a\">\n";
    text_lines(&mut s, &sentence, MARGIN + LINE, "");
    s += "</g>\n";

    // The board, under its column numbers (column c is bit n-1-c).
    let top = MARGIN + (1 + sentence.len()) * LINE + 10 + COL_HEAD;
    let left = MARGIN + LABEL;
    const GREY: &str = " font-size=\"14\" text-anchor=\"middle\" fill=\"#444444\"";
    s += "<g id=\"columns\">";
    for c in 0..n {
        text(
            &mut s,
            left + c * CELL + CELL / 2,
            top - 6,
            GREY,
            &c.to_string(),
        );
    }
    s += "</g>\n<g id=\"board\">\n";
    for r in 0..n {
        let y = top + r * CELL;
        let current = f.moment.row == Some(r);
        let (label, attrs) = if current {
            (
                format!("▶ {r}"),
                format!(" font-size=\"14\" text-anchor=\"end\" font-weight=\"bold\" fill=\"{CURRENT_TEXT}\" data-current=\"label\""),
            )
        } else {
            (
                r.to_string(),
                " font-size=\"14\" text-anchor=\"end\" fill=\"#444444\"".to_string(),
            )
        };
        text(&mut s, left - 8, y + CELL / 2 + 5, &attrs, &label);
        s += "\n";
        for c in 0..n {
            let x = left + c * CELL;
            // The page's `.cell`, `.cell.dark`, `.board-row.current .cell`.
            let (fill, square) = match (current, (r + c) % 2 == 1) {
                (true, _) => (CURRENT, "current"),
                (false, true) => (SQ_DARK, "dark"),
                (false, false) => (SQ_LIGHT, "light"),
            };
            rect(
                &mut s,
                x,
                y,
                CELL,
                CELL,
                &format!(" fill=\"{fill}\" data-square=\"{square}\""),
            );
            let (cx, cy) = (x + CELL / 2, y + CELL / 2);
            // A frame `inset` units inside the square in `stroke`, as the
            // page's outline, with the attributes `more`.
            let mut frame = |inset: usize, stroke: &str, more: &str| {
                let w = CELL - 2 * inset;
                let (x, y) = (x + inset, y + inset);
                let _ = write!(s, "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{w}\" fill=\"none\" stroke-width=\"2\" stroke=\"{stroke}\"{more}/>");
            };
            // The mark's text: its font size, its fill (none for the
            // arrows: each has its own), its other attributes, its baseline
            // below the square's middle, and the mark.
            let arrows: String;
            let (size, fill, more, dy, mark) = match f.moment.square(r, c) {
                Square::Queen { placed } => {
                    // The queen just placed: the page's double green frame.
                    if placed {
                        frame(3, CAND, " data-placed=\"true\"");
                        frame(6, CAND, " data-placed=\"true\"");
                    }
                    (28, Some(QUEEN), "", 10, "♛")
                }
                // A queen just lifted: grey, in the page's dashed frame.
                Square::Lifted => {
                    frame(5, MUTED, " stroke-dasharray=\"4 3\" data-lifted=\"true\"");
                    (28, Some(MUTED), " data-lifted=\"true\"", 10, "♛")
                }
                Square::Candidate => {
                    let _ = write!(s, "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"8\" fill=\"none\" stroke=\"{CAND}\" stroke-width=\"3\"/>");
                    continue;
                }
                Square::Tried => (20, Some(MUTED), "", 7, "×"),
                Square::Attacked { left, down, right } => {
                    // Each arrow in its attack's colour, as the page's.
                    arrows = [left, down, right]
                        .into_iter()
                        .zip(["↙", "↓", "↘"])
                        .zip(ATTACK_COLOURS)
                        .filter(|((on, _), _)| *on)
                        .fold(String::new(), |drawn, ((_, a), (_, colour))| {
                            drawn + "<tspan fill=\"" + colour + "\">" + a + "</tspan>"
                        });
                    // Up to three arrows inside the square's 40 units.
                    let size = if u8::from(left) + u8::from(down) + u8::from(right) > 1 {
                        12
                    } else {
                        16
                    };
                    (size, None, "", 6, arrows.as_str())
                }
                Square::Empty => continue,
            };
            let _ = write!(
                s,
                "<text x=\"{cx}\" y=\"{}\" font-size=\"{size}\" text-anchor=\"middle\"",
                cy + dy
            );
            if let Some(fill) = fill {
                let _ = write!(s, " fill=\"{fill}\"");
            }
            let _ = write!(s, "{more}>{mark}</text>");
        }
        s += "\n";
        if current {
            // The band's amber lines above and below it, inside the row.
            let line = format!(" fill=\"{CURRENT_LINE}\" data-current=\"line\"");
            for y in [y, y + CELL - CURRENT_LINE_W] {
                rect(&mut s, left, y, n * CELL, CURRENT_LINE_W, &line);
            }
            s += "\n";
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
    for (i, row) in current_rows(f.detail, f.moment.bits, true, "bits")
        .into_iter()
        .enumerate()
    {
        let (name, value) = (row.label.code(), row.value);
        let y = rows_top + i * CELL + CELL / 2 + 7;
        // The label in the page's colour for it, the group's (its digits
        // and value have their own).
        let _ = write!(
            s,
            "<g class=\"bit-row\" data-name=\"{}\" data-value=\"{value}\" fill=\"{}\">",
            escape(name),
            label_colour(row.class).unwrap_or("#1a1a1a")
        );
        text(
            &mut s,
            left - 8,
            y,
            " font-size=\"16\" text-anchor=\"end\"",
            &escape(&row.label.text(f.lang)),
        );
        for c in 0..n {
            let (attrs, digit) = if value >> (n - 1 - c) & 1 == 1 {
                (
                    " font-size=\"20\" text-anchor=\"middle\" fill=\"#1a1a1a\" font-weight=\"bold\"",
                    "1",
                )
            } else {
                (
                    " font-size=\"20\" text-anchor=\"middle\" fill=\"#767676\"",
                    "0",
                )
            };
            text(&mut s, left + c * CELL + CELL / 2, y, attrs, digit);
        }
        text(
            &mut s,
            left + n * CELL + 12,
            y,
            " font-size=\"16\" fill=\"#444444\"",
            &value.to_string(),
        );
        s += "</g>\n";
    }
    s += "</g>\n";

    // The equations of the step.
    let eq_top = rows_top + BIT_ROWS * CELL + 10;
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
    // The legend of the marks drawn, as the page words them.
    let legend_top = notes_top + f.notes.len() * LINE;
    s += "</g>\n<g id=\"legend\" font-size=\"14\" fill=\"#444444\">\n";
    text_lines(&mut s, &legend, legend_top, "");
    s += "</g>\n";
    text(
        &mut s,
        MARGIN,
        legend_top + legend.len() * LINE + 16,
        " font-size=\"12\" fill=\"#555555\" data-testid=\"figure-credit\"",
        &escape(f.credit),
    );
    s += "\n</svg>\n";
    s
}

/// The figure of the step `s` shows, and its size: the page's moment,
/// sentence, equations and notes in `lang`; `link` is the step's
/// permalink, for the credit line.
pub fn of_step(s: &Stepper, lang: Lang, link: &str) -> (String, (usize, usize)) {
    let n = s.n();
    let (moment, detail) = (Moment::of(s), Detail::of(s));
    let equations = detail.equations(n);
    let caption = texts::caption(lang, n, s.counters().steps);
    let sentence = texts::shown_line(lang, s);
    let notes = texts::lost_attacks(lang, &detail, n);
    let credit = format!("{} — {link}", crate::texts::SITE_NAME.get(lang));
    let f = Figure {
        moment: &moment,
        detail: &detail,
        lang,
        equations: &equations,
        caption: &caption,
        sentence: &sentence,
        notes: &notes,
        credit: &credit,
    };
    (figure_svg(&f), figure_size(&f))
}

/// `lines` as `<text>` elements one [`LINE`] apart from `top`, each with
/// the attributes `attrs` (empty, or starting with a space).
fn text_lines<S: AsRef<str>>(s: &mut String, lines: &[S], top: usize, attrs: &str) {
    for (i, line) in lines.iter().enumerate() {
        text(
            s,
            MARGIN,
            top + i * LINE + 16,
            attrs,
            &escape(line.as_ref()),
        );
        *s += "\n";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::stepper::rows::{contrast, MARK_COLOURS, PAGE_COLOURS};
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
            sentence: "Descend <&>",
            notes: &[],
            credit: "Bitmap N-Queens — https://example.org/q/?n=5&step=9&lang=en",
        });
    }

    /// The first `y="…"` in `svg`.
    fn y_at(svg: &str) -> usize {
        svg.split("y=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .parse()
            .unwrap()
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
        // At n = 5, step 9 a queen has just been placed in the current row.
        let s = Timeline::new(5).seek(9);
        figure_at(5, 9, |f| {
            let svg = figure_svg(f);
            assert_eq!(board_of(&svg).matches('♛').count(), s.queens().len());
            assert_eq!(
                svg.matches("<circle").count(),
                s.current_bits().bitmap.count_ones() as usize
            );
            // The squares, the current row's lines above and below it, and
            // the two frames of the queen just placed in it.
            let row = f.moment.squares(f.moment.row.unwrap());
            assert!(row.contains(&Square::Queen { placed: true }));
            assert_eq!(
                svg.matches("<rect x=").count(),
                25 + 2 * usize::from(s.row().is_some()) + 2
            );
        });
    }

    /// The group `id` of the figure: its lines' texts, as read.
    fn lines_of(svg: &str, id: &str) -> Vec<String> {
        let start = svg.find(&format!("<g id=\"{id}\"")).expect(id);
        svg[start..start + svg[start..].find("</g>").unwrap()]
            .split("</text>")
            .filter_map(|t| t.split_once("<text").map(|(_, t)| t))
            .map(|t| t.split_once('>').unwrap().1)
            .map(|t| {
                t.replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&amp;", "&")
            })
            .collect()
    }

    /// The board's group of the figure.
    fn board_of(svg: &str) -> &str {
        let start = svg.find("<g id=\"board\">").unwrap();
        &svg[start..start + svg[start..].find("</g>\n").unwrap()]
    }

    /// n = 6, step 11: the queen lifted from row 4 (column 2) is drawn as
    /// the page draws it, grey in a dashed frame, not as a queen that
    /// stands; and no queen has the frame of one just placed.
    #[test]
    fn a_lifted_queen_is_grey_in_a_dashed_frame() {
        figure_at(6, 11, |f| {
            let svg = figure_svg(f);
            let board = board_of(&svg);
            assert_eq!(board.matches('♛').count(), 5);
            assert_eq!(
                board
                    .matches(&format!("fill=\"{MUTED}\" data-lifted=\"true\">♛"))
                    .count(),
                1
            );
            let dashed: Vec<&str> = board
                .split("/>")
                .filter(|e| e.contains("stroke-dasharray"))
                .collect();
            assert_eq!(dashed.len(), 1, "{board}");
            let (x, y) = (MARGIN + LABEL + 2 * CELL, f.moment.row.unwrap());
            let y = MARGIN + 2 * LINE + 10 + COL_HEAD + y * CELL;
            assert!(
                dashed[0].contains(&format!("<rect x=\"{}\" y=\"{}\"", x + 5, y + 5))
                    && dashed[0].contains(&format!("stroke=\"{MUTED}\"")),
                "{}",
                dashed[0]
            );
            assert!(!board.contains("data-placed"));
        });
    }

    /// n = 6, step 9 places row 4's queen in column 2: two green frames
    /// inside its square, the page's double frame; no other queen has one.
    #[test]
    fn the_queen_just_placed_has_a_double_frame() {
        figure_at(6, 9, |f| {
            let svg = figure_svg(f);
            let placed: Vec<&str> = board_of(&svg)
                .split("/>")
                .filter(|e| e.contains("data-placed=\"true\""))
                .collect();
            let (x, y) = (
                MARGIN + LABEL + 2 * CELL,
                MARGIN + 2 * LINE + 10 + COL_HEAD + 4 * CELL,
            );
            assert_eq!(placed.len(), 2);
            for (frame, inset) in placed.iter().zip([3, 6]) {
                assert!(
                    frame.contains(&format!("<rect x=\"{}\" y=\"{}\"", x + inset, y + inset))
                        && frame.contains(&format!("stroke=\"{CAND}\"")),
                    "{frame}"
                );
            }
            assert!(!svg.contains("stroke-dasharray"));
        });
    }

    /// The figure of a step says what the step did, in the page's words
    /// (its event line) and in the figure's language, wrapped inside the
    /// figure; then the legend of the marks it draws, as the page words
    /// them, and only those: n = 4, step 16 and n = 8, step 40.
    #[test]
    fn the_figure_says_the_step_and_the_legend_of_its_marks() {
        for (n, k) in [(4, 16), (8, 40), (6, 9), (6, 11)] {
            let s = Timeline::new(n).seek(k);
            let moment = Moment::of(&s);
            for lang in [Lang::En, Lang::Ja] {
                let (svg, (w, h)) = of_step(&s, lang, "https://example.org/?n=4");
                let sentence = lines_of(&svg, "sentence");
                assert_eq!(sentence.concat(), texts::shown_line(lang, &s), "{n} {k}");
                let legend = lines_of(&svg, "legend");
                let marks = marks(&moment);
                assert_eq!(legend.concat(), texts::legend(lang, &marks), "{n} {k}");
                assert_eq!(marks.contains(&texts::MARK_LIFTED), moment.lifted.is_some());
                for line in sentence.iter().chain(&legend) {
                    assert!(2 * MARGIN + note_width(line.trim_end()) <= w, "{line} {w}");
                }
                // The credit stays the last line, inside the figure.
                let credit = svg.find("data-testid=\"figure-credit\"").unwrap();
                let at = svg.find("<g id=\"legend\"").unwrap();
                assert!(at < credit && svg.find("<g id=\"notes\"").unwrap() < at);
                let y = y_at(&svg[svg[..credit].rfind("y=\"").unwrap()..]);
                assert!(y < h, "{y} {h}");
            }
        }
        // After a backtrack, the lifted queen's mark; after a place, the
        // placed one's; each without the other.
        let said = |k| {
            let (svg, _) = of_step(&Timeline::new(6).seek(k), Lang::En, "");
            lines_of(&svg, "legend").concat()
        };
        let (lifted, placed) = (texts::MARK_LIFTED.en, texts::MARK_PLACED.en);
        assert!(said(11).contains(lifted) && !said(11).contains(placed));
        assert!(said(9).contains(placed) && !said(9).contains(lifted));
    }

    /// A line breaks at a space, or beside a full-width character, never
    /// before a closing mark; the lines joined are the text.
    #[test]
    fn prose_wraps_inside_its_width() {
        let en = "Backtrack: row 3 has no candidate left, so the search returns to row 2.";
        let lines = wrap(en, 200);
        assert_eq!(lines.concat(), en);
        assert!(lines.len() > 2 && lines.iter().all(|l| note_width(l.trim_end()) <= 200));
        assert_eq!(lines[0], "Backtrack: row 3 has no ");
        let ja = "バックトラック：行 3 には候補が残っていません。探索は行 2 へ戻ります。";
        let lines = wrap(ja, 14 * 8);
        assert_eq!(lines.concat(), ja);
        assert!(lines.len() > 3, "{lines:?}");
        for line in &lines[1..] {
            assert!(!line.starts_with(['、', '。', '：']), "{lines:?}");
        }
    }

    /// Every bit row's label, right-aligned 8 units left of the digits, fits
    /// between them and the figure's left edge (16-unit monospace: 0.6 of
    /// that a Latin character, a full-width one 16), in both languages, at
    /// a descend's labelled `bit`s too. (`mask & ~(left|down|right)` was cut
    /// to `~(left|down|right)` when the names had 170 units.)
    #[test]
    fn every_row_label_is_whole() {
        for (n, step) in [(5, 0), (5, 2), (8, 40), (16, 300)] {
            let at = Timeline::new(n).seek(step);
            let (moment, detail) = (Moment::of(&at), Detail::of(&at));
            for lang in [Lang::En, Lang::Ja] {
                for row in current_rows(&detail, moment.bits, true, "bits") {
                    let label = row.label.text(lang);
                    let tenths: usize = label
                        .chars()
                        .map(|c| if c.is_ascii() { 96 } else { 160 })
                        .sum();
                    assert!(
                        tenths <= (MARGIN + LABEL - 8) * 10,
                        "{label}: {tenths} tenths of a unit"
                    );
                }
            }
        }
    }

    /// A space after a full-width character is no break: `行 3` stays on
    /// one line.
    #[test]
    fn a_number_stays_with_its_japanese_word() {
        // 4 × 14 units, 行 14, a space 8: the line is full before the 3.
        assert_eq!(wrap("ああああ行 3", 80), ["ああああ", "行 3"]);
        assert_eq!(wrap("row 3", 32), ["row ", "3"]);
    }

    /// The attacks' arrows and the rows' labels are drawn in the page's
    /// colours ([`PAGE_COLOURS`], static/style.css's: tests/static_site.rs),
    /// each arrow in its attack's, `bitmap` in the candidates' green, `bit`
    /// in the queens' red, the other labels black; each colour reads on the
    /// figure's white as text must (4.5:1).
    #[test]
    fn the_attacks_are_drawn_in_the_pages_colours() {
        let colour = |r: Row| ATTACK_COLOURS.iter().find(|(a, _)| *a == r).unwrap().1;
        // n = 8's first 60 steps: squares under one, two and three attacks.
        let mut seen = [false; 4];
        for k in 0..60 {
            figure_at(8, k, |f| {
                let svg = figure_svg(f);
                let mut expected = Vec::new();
                for r in 0..8 {
                    for c in 0..8 {
                        if let Square::Attacked { left, down, right } = f.moment.square(r, c) {
                            let arrows: String = [
                                (left, "↙", Row::Left),
                                (down, "↓", Row::Down),
                                (right, "↘", Row::Right),
                            ]
                            .iter()
                            .filter(|(on, ..)| *on)
                            .map(|(_, a, r)| format!("<tspan fill=\"{}\">{a}</tspan>", colour(*r)))
                            .collect();
                            expected.push(arrows);
                        }
                    }
                }
                for arrows in &expected {
                    seen[arrows.matches("<tspan").count()] = true;
                }
                let drawn: Vec<&str> = board_of(&svg)
                    .split("</text>")
                    .filter_map(|t| t.split_once("<text").map(|(_, t)| t))
                    .filter(|t| t.contains("<tspan"))
                    .map(|t| {
                        let (attrs, body) = t.split_once('>').unwrap();
                        assert!(!attrs.contains("fill"), "{attrs}");
                        body
                    })
                    .collect();
                assert_eq!(drawn, expected);
                assert!(!svg.contains("#b3261e"));
                for row in svg.split("<g class=\"bit-row\" data-name=\"").skip(1) {
                    let name = row.split('"').next().unwrap();
                    let (group, label) = row.split_once("<text").unwrap();
                    assert!(!label.split('>').next().unwrap().contains("fill"));
                    let fill = group
                        .split("fill=\"")
                        .nth(1)
                        .unwrap()
                        .split('"')
                        .next()
                        .unwrap();
                    let want = match name {
                        "left" => colour(Row::Left),
                        "down" => colour(Row::Down),
                        "right" => colour(Row::Right),
                        "bitmap" => CAND,
                        "bit" => QUEEN,
                        _ => "#1a1a1a",
                    };
                    assert_eq!(fill, want, "{name}");
                }
            });
        }
        assert_eq!(seen, [false, true, true, true]);
        // Text and marks on the figure's white: as text.
        for name in MARK_COLOURS {
            let c = page_colour(name);
            let ratio = contrast(c, "#ffffff");
            assert!(ratio >= 4.5, "--{name} {c}: {ratio:.2}");
        }
        // The marks (arrows, circles, frames, queens, crosses) on every
        // square and on the current row's band, and the band's amber lines
        // on the band and on the squares of the rows above and below it:
        // as graphics.
        for mark in [
            "left",
            "down",
            "right",
            "cand",
            "queen",
            "muted",
            "current-line",
        ] {
            for square in ["sq-light", "sq-dark", "current"] {
                let (c, on) = (page_colour(mark), page_colour(square));
                let ratio = contrast(c, on);
                assert!(ratio >= 3.0, "--{mark} {c} on --{square} {on}: {ratio:.2}");
            }
        }
        assert!(PAGE_COLOURS
            .iter()
            .all(|(name, _)| MARK_COLOURS.contains(name)
                || ["sq-light", "sq-dark", "current", "current-line"].contains(name)));
    }

    /// The figure's bit rows are the page's, in its order, the free
    /// squares' `mask & ~(left|down|right)` among them.
    #[test]
    fn the_bit_rows_are_the_pages() {
        figure_at(5, 9, |f| {
            let svg = figure_svg(f);
            let drawn: Vec<&str> = svg
                .split("<g class=\"bit-row\" data-name=\"")
                .skip(1)
                .map(|t| t.split('"').next().unwrap())
                .collect();
            let page: Vec<String> = current_rows(f.detail, f.moment.bits, true, "bits")
                .iter()
                .map(|r| escape(r.label.code()))
                .collect();
            assert_eq!(drawn, page);
            assert!(
                drawn.contains(&"mask &amp; ~(left|down|right)"),
                "{drawn:?}"
            );
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
            sentence: "",
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
            sentence: "",
            notes: &notes,
            credit: "",
        };
        let svg = figure_svg(&f);
        let (w, h) = figure_size(&f);
        let at = svg.find("<g id=\"notes\"").expect("the notes");
        assert!(at > svg.find("<g id=\"equations\"").unwrap());
        assert!(svg[at..].contains(&notes[0]));
        let y = y_at(&svg[at..]);
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
            sentence: "",
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
        let y = y_at(&svg[svg[..at].rfind("<text").unwrap()..]);
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
                sentence: "",
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
            let credit = y_at(&svg[svg[..marker].rfind("<text").unwrap()..]);
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
                sentence: "",
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
