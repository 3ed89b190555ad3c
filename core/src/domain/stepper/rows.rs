//! The binary rows of a moment, each with the label it is shown under: the
//! one account that the stepper's grid, presenter mode, the embedded widget,
//! the figure and the step's derivation read, and that a screen reader hears
//! (each row's sentence starts with its label).
//!
//! A label says what its value is: it is an expression of the site's own
//! language ([`crate::domain::expr`], the write tab's: C on 32-bit unsigned
//! numbers), or words that stand for one, and that expression, evaluated on
//! the values the row speaks of ([`ShownRow::names`]), is the value shown,
//! all 32 bits of it. So the free squares are `mask & ~(left|down|right)`:
//! `~(left|down|right)` alone has 1s above the board's `n` columns, as the
//! bits primer shows (`~7 = ...11111000`), and a row of `n` digits cannot
//! show them. The tests evaluate every label over many steps and boards.

use super::explain::Detail;
use super::texts;
use crate::i18n::{Lang, Text};
use solver::{Row, RowBits, Vars};
use std::borrow::Cow;

/// The free squares of the current row: what `bitmap` is on entering it.
pub const FREE: &str = "mask & ~(left|down|right)";

/// What a row is shown under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// An expression, shown as it is (`left|bit`).
    Code(&'static str),
    /// Words (`bitmap (below)`) and the expression they stand for
    /// (`bitmap`).
    Words(Text, &'static str),
    /// A name and the board row whose value it is (`bit (row 3)`): where a
    /// step shows that name of two rows. On a descend the bit rows show the
    /// new row's `bit` (0: no queen placed there yet) and the equations
    /// read the row above's, the queen they move down.
    OfRow(&'static str, usize),
}

impl Label {
    /// The label as shown in `lang`.
    pub fn text(self, lang: Lang) -> Cow<'static, str> {
        match self {
            Label::Code(code) => Cow::Borrowed(code),
            Label::Words(words, _) => Cow::Borrowed(words.get(lang)),
            Label::OfRow(name, row) => Cow::Owned(texts::of_row(lang, name, row)),
        }
    }

    /// The expression the label says its value is.
    pub fn code(self) -> &'static str {
        match self {
            Label::Code(code) | Label::Words(_, code) | Label::OfRow(code, _) => code,
        }
    }
}

/// Why the search is at the board row whose values the rows show
/// ([`whose_rows`]): what the last step did there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// Row 0, before the first step.
    Start,
    /// A queen was just placed in it (`solution`: the last row's queen,
    /// which completes a solution).
    Placed { solution: bool },
    /// The search just moved down to it.
    MovedDown,
    /// The search went back up to it: the row below had no candidate left.
    WentBack,
    /// The search has ended (row 0 had no candidate left).
    Ended,
}

/// The board row whose values the rows show after the step `detail` (the
/// solver's current row, [`solver::Stepper::current_bits`]), and why the
/// search is at it: derived from the step's event, never written per
/// step. A backtrack's sentence speaks of the row that had no candidate
/// left; its rows are the row it went back to.
pub fn whose_rows(detail: &Detail) -> (usize, Whose) {
    match *detail {
        Detail::Start { .. } => (0, Whose::Start),
        Detail::Place { row, solution, .. } => (row, Whose::Placed { solution }),
        Detail::Descend { row, .. } => (row, Whose::MovedDown),
        Detail::Backtrack { to: Some(to), .. } => (to, Whose::WentBack),
        Detail::Backtrack { to: None, .. } => (0, Whose::Ended),
    }
}

/// One binary row: its label, its value, and where and how it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownRow {
    pub label: Label,
    pub value: u32,
    /// What the label's names stand for: the values of the row it speaks of
    /// (for a derivation, the values the step's code read).
    pub names: Vars,
    /// Its test id.
    pub testid: String,
    /// Its classes (its colour: `k-left`, …; `free`: the free squares'
    /// long label, which a phone lays out apart, static/style.css).
    pub class: &'static str,
    /// A 1 pushed past column 0 (`<< 1`) or past column n - 1 (`>> 1`),
    /// drawn falling off beside the row.
    pub lost_left: bool,
    pub lost_right: bool,
}

/// The values of a row, by the names of the expression language.
pub fn names_of(b: RowBits) -> Vars {
    Vars {
        left: b.left,
        down: b.down,
        right: b.right,
        mask: b.mask,
        bitmap: b.bitmap,
        bit: b.bit,
    }
}

fn row(
    label: Label,
    value: u32,
    names: Vars,
    testid: impl Into<String>,
    class: &'static str,
) -> ShownRow {
    ShownRow {
        label,
        value,
        names,
        testid: testid.into(),
        class,
        lost_left: false,
        lost_right: false,
    }
}

/// The page's colours that the figure, standalone SVG on white, writes:
/// static/style.css's light theme's custom properties, by name (`left` is
/// `--left`). The marks' and labels' colours are each at least 4.5:1
/// against white (text), the marks and the current row's lines at least
/// 3:1 on every square they are drawn on or beside (figure.rs's tests).
/// tests/static_site.rs holds the stylesheet to these, and the figure's
/// squares, labels and marks to the page's rules that colour them.
pub const PAGE_COLOURS: [(&str, &str); 11] = [
    ("left", "#0d6e6e"),
    ("down", "#6b3fa0"),
    ("right", "#a0460d"),
    ("cand", "#157a2e"),
    ("queen", "#8a1c1c"),
    ("muted", "#515b66"),
    // The current row's label (text: 4.5:1 on white).
    ("current-text", "#8f6a00"),
    // The squares, and the current row's band and its lines above and
    // below it (the row is also marked by its label, `▶ r`): the lines
    // 3:1 or more on the band and on both squares.
    ("sq-light", "#eef0f2"),
    ("sq-dark", "#d9dee4"),
    ("current", "#fff2c2"),
    ("current-line", "#9c7200"),
];

/// The names in [`PAGE_COLOURS`] of the colours the figure writes as text
/// or marks (the others are the squares' and the current row's band's).
pub const MARK_COLOURS: [&str; 7] = [
    "left",
    "down",
    "right",
    "cand",
    "queen",
    "muted",
    "current-text",
];

/// The colour of [`PAGE_COLOURS`] named `name`; in a constant, a name it
/// lacks does not compile.
pub const fn page_colour(name: &str) -> &'static str {
    let mut i = 0;
    while i < PAGE_COLOURS.len() {
        let (key, colour) = PAGE_COLOURS[i];
        if key.len() == name.len() {
            let (a, b) = (key.as_bytes(), name.as_bytes());
            let mut j = 0;
            while j < a.len() && a[j] == b[j] {
                j += 1;
            }
            if j == a.len() {
                return colour;
            }
        }
        i += 1;
    }
    panic!("not one of the page's colours")
}

/// WCAG 2.1's contrast ratio of two colours written `#rrggbb`: 1 to 21
/// (4.5:1 for text, 3:1 for graphics, success criteria 1.4.3 and 1.4.11).
/// The tests hold the page's and the figure's colours to it.
pub fn contrast(a: &str, b: &str) -> f64 {
    // The relative luminance of `#rrggbb`.
    let luminance = |hex: &str| {
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).expect("#rrggbb")) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    };
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// The colours of the three attacks, in [`Row::ALL`]'s order: the page's
/// `--left`, `--down` and `--right`, which colour its rows' labels and the
/// board's arrows.
pub const ATTACK_COLOURS: [(Row, &str); 3] = [
    (Row::Left, page_colour("left")),
    (Row::Down, page_colour("down")),
    (Row::Right, page_colour("right")),
];

/// The rows' labels that the page colours, by their colour class
/// ([`ShownRow::class`]'s first): static/style.css's `.k-left .row-label`
/// and so on. The candidates' row is in the candidates' green, the queen's
/// bit in the queens' red. The other labels have no colour of their own.
pub const LABEL_COLOURS: [(&str, &str); 5] = [
    ("k-left", page_colour("left")),
    ("k-down", page_colour("down")),
    ("k-right", page_colour("right")),
    ("k-bitmap", page_colour("cand")),
    ("k-bit", page_colour("queen")),
];

/// The colour of a row's label whose classes are `class`
/// ([`LABEL_COLOURS`]); `None` for a label without one.
pub fn label_colour(class: &str) -> Option<&'static str> {
    let first = class.split(' ').next()?;
    LABEL_COLOURS
        .iter()
        .find(|(c, _)| *c == first)
        .map(|(_, colour)| *colour)
}

/// The colour class of one of the seven rows.
fn class_of(r: Row) -> &'static str {
    match r {
        Row::Left => "k-left",
        Row::Down => "k-down",
        Row::Right => "k-right",
        Row::Attacks => "k-attacks",
        Row::Mask => "k-mask",
        Row::Bitmap => "k-bitmap",
        Row::Bit => "k-bit",
    }
}

/// One of the seven rows of `b`, under the test id `{prefix}-{key}`.
fn named(b: RowBits, r: Row, prefix: &str) -> ShownRow {
    row(
        Label::Code(r.name()),
        b.get(r),
        names_of(b),
        format!("{prefix}-{}", r.key()),
        class_of(r),
    )
}

/// The current row's seven rows (see [`RowBits::rows`]) after the step
/// `detail`, under the test ids `{prefix}-left` and so on; with `free`, the
/// free squares after their OR ([`FREE`], test id `{prefix}-free`). After a
/// descend `bit` is labelled with its row ([`Label::OfRow`]): the new row's,
/// 0, beside equations that read the row above's.
pub fn current_rows(detail: &Detail, b: RowBits, free: bool, prefix: &str) -> Vec<ShownRow> {
    let mut out = Vec::with_capacity(8);
    for (r, _) in b.rows() {
        let mut shown = named(b, r, prefix);
        if let (Row::Bit, Detail::Descend { row, .. }) = (r, detail) {
            shown.label = Label::OfRow("bit", *row);
        }
        out.push(shown);
        if free && r == Row::Attacks {
            out.push(row(
                Label::Code(FREE),
                b.mask & !b.attacks,
                names_of(b),
                format!("{prefix}-free"),
                "k-attacks free",
            ));
        }
    }
    out
}

/// How the last step's values were worked out, a row each; `b` is the
/// current row's values after the step (for a Backtrack, the row the search
/// went back to). Every step gives six rows (the end a single one).
pub fn derivation_rows(detail: &Detail, b: RowBits) -> Vec<ShownRow> {
    let attack_rows = |prefix: &str| {
        [Row::Left, Row::Down, Row::Right, Row::Attacks]
            .into_iter()
            .map(|r| named(b, r, prefix))
            .collect::<Vec<_>>()
    };
    match *detail {
        Detail::Start { .. } => {
            let mut out = attack_rows("derive");
            out.push(row(
                Label::Code("mask"),
                b.mask,
                names_of(b),
                "derive-mask",
                "",
            ));
            out.push(row(
                Label::Code(FREE),
                b.bitmap,
                names_of(b),
                "derive-bitmap",
                "k-bitmap rule free",
            ));
            out
        }
        Detail::Place {
            before,
            neg,
            bit,
            after,
            ..
        } => {
            // The code reads the row's bitmap before the step; `bit` is
            // the queen it takes.
            let names = Vars {
                bitmap: before,
                bit,
                ..names_of(b)
            };
            let r = |code, value, testid: &str, class| {
                row(Label::Code(code), value, names, testid, class)
            };
            vec![
                r("left|down|right", b.attacks, "derive-attacks", "k-attacks"),
                // Named as before the step: the bit rows and the board show
                // bitmap after it, the bit taken away.
                row(
                    Label::Words(texts::BITMAP_BEFORE, "bitmap"),
                    before,
                    names,
                    "derive-bitmap",
                    "k-bitmap",
                ),
                // Masked, as the equations show `-bitmap`: over 32 bits,
                // ~bitmap and -bitmap have 1s above the board.
                r("mask & ~bitmap", !before & b.mask, "derive-not", "k-neg"),
                r("mask & -bitmap", neg, "derive-neg", "k-neg"),
                r("bitmap & -bitmap", bit, "derive-bit", "k-bit rule"),
                r("bitmap ^ bit", after, "derive-after", "k-bitmap"),
            ]
        }
        Detail::Descend {
            row: new_row,
            parent,
            left_or,
            right_or,
            lost_left,
            lost_right,
            bits,
            ..
        } => {
            // The code reads the row above: its attacks and its queen.
            let names = names_of(parent);
            let r = |code, value, testid: &str, class| {
                row(Label::Code(code), value, names, testid, class)
            };
            vec![
                r("left|bit", left_or, "derive-left-or", "k-left"),
                ShownRow {
                    lost_left: lost_left != 0,
                    ..r(
                        "(left|bit)<<1&mask",
                        bits.left,
                        "derive-left",
                        "k-left shift-left",
                    )
                },
                r("down|bit", bits.down, "derive-down", "k-down"),
                r("right|bit", right_or, "derive-right-or", "k-right"),
                ShownRow {
                    lost_right: lost_right != 0,
                    ..r(
                        "(right|bit)>>1",
                        bits.right,
                        "derive-right",
                        "k-right shift-right",
                    )
                },
                row(
                    Label::OfRow("bit", new_row - 1),
                    parent.bit,
                    names,
                    "derive-parent-bit",
                    "k-bit",
                ),
            ]
        }
        Detail::Backtrack { row: r, to, .. } => {
            // The row that had no candidate left: its bitmap is 0.
            let label = if r == 0 {
                Label::Code("bitmap")
            } else {
                Label::Words(texts::BITMAP_BELOW, "bitmap")
            };
            let empty = Vars {
                bitmap: 0,
                ..names_of(b)
            };
            let mut out = vec![row(label, 0, empty, "derive-empty", "k-bitmap")];
            if to.is_some() {
                // The row above kept its values in the arrays (the explicit
                // stack): only its bitmap has shrunk.
                out.extend(attack_rows("derive-up"));
                out.push(row(
                    Label::Code("bitmap"),
                    b.bitmap,
                    names_of(b),
                    "derive-up-bitmap",
                    "k-bitmap rule",
                ));
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::expr;
    use solver::Stepper;

    /// Every row a moment shows: its grid (with the free squares) and its
    /// derivation.
    fn rows_of(s: &Stepper) -> Vec<ShownRow> {
        let (b, detail) = (s.current_bits(), Detail::of(s));
        let mut rows = current_rows(&detail, b, true, "bits");
        rows.extend(derivation_rows(&detail, b));
        rows
    }

    /// Where a label without its mask would be false: at n = 8, step 0 the
    /// free squares are the whole board, 255, and `~(left|down|right)`
    /// would be 4294967295.
    #[test]
    fn the_free_squares_are_labelled_with_the_mask() {
        let s = Stepper::new(8);
        let (b, start) = (s.current_bits(), Detail::of(&s));
        let free = current_rows(&start, b, true, "bits")
            .into_iter()
            .find(|r| r.testid == "bits-free")
            .unwrap();
        assert_eq!(free.label.text(Lang::En), "mask & ~(left|down|right)");
        assert_eq!(free.value, 255);
        let not = expr::parse("~(left|down|right)").unwrap();
        assert_eq!(not.eval(&free.names), Ok(u32::MAX));
        // Without `free`, the seven rows of the widget and the figure.
        let keys: Vec<String> = current_rows(&start, b, false, "bits")
            .into_iter()
            .map(|r| r.testid)
            .collect();
        assert_eq!(
            keys,
            ["left", "down", "right", "attacks", "mask", "bitmap", "bit"]
                .map(|k| format!("bits-{k}"))
        );
    }

    /// Every label of every row, evaluated with the site's own evaluator
    /// on the values it speaks of, is the row's value, all 32 bits: nothing
    /// above the board's n columns, which a row of n digits cannot show.
    #[test]
    fn every_label_evaluates_to_its_value() {
        let mut checked = 0;
        for n in 1..=10 {
            let mut s = Stepper::new(n);
            // Every step up to n = 7; the first thousands beyond.
            let steps = if n <= 7 { u64::MAX } else { 4_000 };
            let mut step = 0;
            loop {
                for r in rows_of(&s) {
                    let code = r.label.code();
                    let e = expr::parse(code).unwrap_or_else(|e| panic!("{code}: {e:?}"));
                    let value = e.eval(&r.names).unwrap();
                    assert_eq!(
                        value, r.value,
                        "n = {n}, step {step}, {}: the label gives {value}, the row shows {}",
                        r.testid, r.value
                    );
                    assert_eq!(
                        r.value >> n,
                        0,
                        "n = {n}, step {step}, {}: bits above the board",
                        r.testid
                    );
                    for lang in [Lang::En, Lang::Ja] {
                        assert!(!r.label.text(lang).is_empty());
                    }
                    checked += 1;
                }
                if step >= steps || s.next().is_none() {
                    break;
                }
                step += 1;
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    /// A derivation row labelled plainly `bitmap` shows what the bit rows'
    /// `bitmap` shows; one that shows another value is named for when it
    /// was bitmap: a Place's is bitmap before the step (the bit rows show
    /// it after `bitmap ^= bit`), in both languages.
    #[test]
    fn a_bitmap_other_than_the_bit_rows_is_named_for_when_it_was() {
        let mut places = 0;
        for n in 1..=7 {
            let mut s = Stepper::new(n);
            loop {
                let (b, detail) = (s.current_bits(), Detail::of(&s));
                for r in derivation_rows(&detail, b) {
                    if r.label == Label::Code("bitmap") {
                        assert_eq!(r.value, b.bitmap, "n = {n}, {}", r.testid);
                    }
                }
                if let Detail::Place { before, after, .. } = detail {
                    let row = derivation_rows(&detail, b)
                        .into_iter()
                        .find(|r| r.testid == "derive-bitmap")
                        .unwrap();
                    assert_eq!((row.value, after), (before, b.bitmap));
                    assert_eq!(row.label.text(Lang::En), "bitmap (before this step)");
                    assert_eq!(row.label.text(Lang::Ja), "bitmap（ステップの前）");
                    places += 1;
                }
                if s.next().is_none() {
                    break;
                }
            }
        }
        assert!(places > 100, "{places}");
    }

    #[test]
    fn every_step_derives_six_rows_the_end_one() {
        for n in 1..=6 {
            let mut s = Stepper::new(n);
            loop {
                let rows = derivation_rows(&Detail::of(&s), s.current_bits());
                let end = s.is_finished();
                assert_eq!(rows.len(), if end { 1 } else { 6 }, "n = {n}");
                if s.next().is_none() {
                    break;
                }
            }
        }
    }

    /// The row the caption over the rows names is the row whose values
    /// they are, at every step of every kind (the solver's own row values,
    /// `row_bits`), in both languages; a backtrack's names the row it went
    /// back to, not the row its sentence says had no candidate left.
    #[test]
    fn the_rows_are_captioned_with_the_row_whose_values_they_are() {
        let mut kinds = std::collections::HashSet::new();
        for n in 1..=7 {
            let mut s = Stepper::new(n);
            loop {
                let (b, detail) = (s.current_bits(), Detail::of(&s));
                let (row, whose) = whose_rows(&detail);
                assert_eq!(s.row_bits(row), b, "n = {n}, {detail:?}");
                let shown = current_rows(&detail, b, true, "bits");
                let bitmap = shown.iter().find(|r| r.testid == "bits-bitmap").unwrap();
                assert_eq!(bitmap.value, s.row_bits(row).bitmap);
                if let Detail::Backtrack { row: from, to, .. } = detail {
                    assert_eq!(to.unwrap_or(0), row);
                    assert!(to.is_none() || from == row + 1);
                }
                for (lang, says) in [
                    (Lang::En, format!("Row {row}: ")),
                    (Lang::Ja, format!("行 {row}：")),
                ] {
                    let caption = texts::rows_whose(lang, &detail);
                    assert!(caption.starts_with(&says), "{caption}");
                }
                kinds.insert(format!("{whose:?}"));
                if s.next().is_none() {
                    break;
                }
            }
        }
        assert_eq!(kinds.len(), 6, "{kinds:?}");
    }

    /// On a descend the bit rows show the new row's `bit`, 0, beside
    /// equations that read the row above's: each is labelled with its row,
    /// in both languages, on every surface that reads these rows (the
    /// page's grid and derivation, presenter mode, the widget, the figure).
    /// Other steps show one `bit` and keep the plain name.
    #[test]
    fn on_a_descend_each_bit_is_labelled_with_its_row() {
        let mut descends = 0;
        for n in 4..=8 {
            let mut s = Stepper::new(n);
            for _ in 0..400 {
                if s.next().is_none() {
                    break;
                }
                let (b, detail) = (s.current_bits(), Detail::of(&s));
                let bit = current_rows(&detail, b, false, "bits")
                    .into_iter()
                    .find(|r| r.testid == "bits-bit")
                    .unwrap();
                let Detail::Descend { row, parent, .. } = detail else {
                    assert_eq!(bit.label, Label::Code("bit"));
                    continue;
                };
                descends += 1;
                assert_eq!(bit.value, 0, "n = {n}: the new row has no queen yet");
                assert_ne!(parent.bit, 0, "n = {n}: the equations move a queen down");
                assert_eq!(bit.label, Label::OfRow("bit", row));
                assert_eq!(bit.label.text(Lang::En), format!("bit (row\u{a0}{row})"));
                assert_eq!(bit.label.text(Lang::Ja), format!("bit（行\u{a0}{row}）"));
                let above = derivation_rows(&detail, b)
                    .into_iter()
                    .find(|r| r.testid == "derive-parent-bit")
                    .unwrap();
                assert_eq!(above.label, Label::OfRow("bit", row - 1));
                assert_eq!(above.value, parent.bit);
            }
        }
        assert!(descends > 100, "{descends}");
    }
}
