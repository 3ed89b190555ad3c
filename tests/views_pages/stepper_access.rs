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
/// placed, attacked by which lines, candidate, empty) after its row and
/// column ("row 2 column 3: queen", as the lesson's puzzle names its
/// squares: a screen reader moving over the squares by key hears where it
/// is), each row by its number, the current one said so; a sentence
/// describes it.
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
        // A square: its row and column (0-based, as the headers number
        // them), then what it holds.
        let square = |r: usize, c: usize, what: &str| match lang {
            Lang::En => format!("row {r} column {c}: {what}"),
            Lang::Ja => format!("行 {r} 列 {c}: {what}"),
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
            want.extend((0..5).map(|c| square(r, c, if c == q { queen } else { empty })));
            assert_eq!(names(r), want, "row {r}");
        }
        // Row 4: left = 10100, down = 10111, right = 00101.
        assert_eq!(
            names(4),
            [
                row_name(4, true),
                square(4, 0, &attacked(lang, &["left", "down"])),
                square(4, 1, placed),
                square(4, 2, &attacked(lang, &["left", "down", "right"])),
                square(4, 3, &attacked(lang, &["down"])),
                square(4, 4, &attacked(lang, &["down", "right"])),
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
        assert_eq!(
            read(with_role(row4, "gridcell")[1]),
            square(4, 1, candidate)
        );
    }
}

/// The queen just placed has a mark of its own, on its square alone
/// (`just-placed`: a double frame in the candidates' green, style.css; the
/// lesson's puzzle frames an attacked queen in solid red, `in-conflict`),
/// none after a back-track; the legend names that frame, for the eye and
/// for the ear (it said "outlined", as the puzzle's red frame is too).
#[test]
fn the_queen_just_placed_has_a_frame_of_its_own_that_the_legend_names() {
    use bitqueens::domain::stepper::texts;
    let placed = |k: u64| -> Vec<(String, bool, bool)> {
        let dom = render(board(&Moment::of(&Timeline::new(6).seek(k)), Lang::En));
        dom.of_class("just-placed")
            .iter()
            .map(|e| {
                let at = format!(
                    "{},{}",
                    e.attr("data-r").unwrap_or_default(),
                    e.attr("data-col").unwrap_or_default()
                );
                (at, e.has_class("queen"), e.has_class("in-conflict"))
            })
            .collect()
    };
    // n = 6: step 1 places row 0's queen in column 5; step 11 lifts one.
    assert_eq!(placed(1), [("0,5".to_string(), true, false)]);
    assert!(placed(11).is_empty());
    for (lang, frame, old) in [
        (Lang::En, "double-framed", "outlined"),
        (Lang::Ja, "二重枠", "枠付き"),
    ] {
        for text in [
            &texts::legend(lang, &texts::MARKS),
            texts::LEGEND_SAID.get(lang),
        ] {
            assert!(
                text.contains(frame) && !text.contains(old),
                "{lang:?}: {text}"
            );
        }
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

/// The stepper's bit rows head their decimal column, in each language, for
/// the eye alone (each row's sentence says "decimal"): an item of the rows'
/// grid, in its last column, before every row, so that each row's label,
/// digits and value keep their columns (the board's); before it, on its
/// line, the caption that says whose values the rows are (read, first),
/// and the board's column numbers 0 to n - 1, one to a digit column, for
/// the eye alone (shown only lying down, where the rows stand beside the
/// board: static/style.css).
#[test]
fn the_bit_rows_head_their_decimal_column() {
    let s = Timeline::new(5).seek(9);
    for (lang, word) in [(Lang::En, "dec"), (Lang::Ja, "10進")] {
        let dom = render(bit_rows(5, &Detail::of(&s), s.current_bits(), lang));
        let grid = dom.of_class("bit-grid")[0];
        let mut items = grid.elements();
        let caption = items.next().unwrap();
        assert_eq!(caption.attr("data-testid"), Some("bits-whose"), "{lang:?}");
        assert!(
            caption.has_class("beside-dec"),
            "{lang:?}: on the heading's line"
        );
        assert_eq!(read(caption), caption.text(), "{lang:?}: read");
        for c in 0..5 {
            let num = items.next().unwrap();
            assert_eq!(num.attr("data-testid"), Some("bits-col"), "{lang:?}");
            assert!(num.has_class("col-num"), "{lang:?}");
            assert_eq!(num.text(), c.to_string(), "{lang:?}: column {c}");
            assert_eq!(num.attr("aria-hidden"), Some("true"), "{lang:?}");
            assert_eq!(read(num), "", "{lang:?}: not read");
        }
        let first = items.next().unwrap();
        assert_eq!(first.attr("data-testid"), Some("bits-dec-head"), "{lang:?}");
        assert_eq!(first.text(), word, "{lang:?}");
        assert_eq!(first.attr("aria-hidden"), Some("true"), "{lang:?}");
        assert!(
            first.has_class("row-tail") && first.has_class("tail-head"),
            "{lang:?}: the tail column's style, in its column"
        );
        assert_eq!(read(first), "", "{lang:?}: not read");
        // Every row after it, each a label, n digits and a value.
        let rows: Vec<_> = grid.elements().skip(2 + 5).collect();
        assert!(rows.len() >= 5, "{lang:?}");
        assert!(rows.iter().all(|r| r.has_class("bit-row")), "{lang:?}");
    }
}
