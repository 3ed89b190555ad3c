use super::*;
use bitqueens::domain::stepper::explain::Detail;
use bitqueens::domain::stepper::figure::of_step;
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
    let (svg, _) = of_step(&Timeline::new(6).seek(k), lang, "bitqueens");
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
            let lines: Vec<String> = dom.testid("equation").elements().map(Node::text).collect();
            assert_eq!(lines, N6_STEP8);
        }
        assert!(figure(8, lang).contains(MASKED));
    }
}

/// n = 6, step 11 (a backtrack out of row 5): the event line says row
/// 4's queen is lifted, and the figure draws it grey, once.
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
