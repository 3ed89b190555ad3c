use super::*;
use bitqueens::domain::stepper::explain::Detail;
use bitqueens::domain::stepper::figure::of_step;
use bitqueens::domain::stepper::texts;
use bitqueens::pages::stepper::explain_view::equations_view;
use solver::Timeline;

/// n = 6, step 8: a descend whose left attack is pushed past column 0
/// and whose right attack past column 5. The page's meaning, the notes
/// under the equations (presenter mode, the widget) and the figure say
/// why, in the same words; a step that loses nothing has no note.
#[test]
fn why_a_bit_disappeared_is_said_in_the_pages_own_words() {
    for lang in [Lang::En, Lang::Ja] {
        let said = match lang {
            Lang::En => [
                "A left attack was pushed past column 0 and is cut off by mask.",
                "A right attack was pushed past column 5 and falls off the board.",
            ],
            Lang::Ja => [
                "left の利きが列 0 より左へ押し出され、mask で切り落とされました。",
                "right の利きが列 5 より右へ押し出され、盤の外へ落ちました。",
            ],
        };
        for (k, lost) in [(8, true), (9, false)] {
            let s = Timeline::new(6).seek(k);
            let detail = Detail::of(&s);
            let notes = texts::lost_attacks(lang, &detail, 6);
            let dom = render(equations_view(&detail, 6, lang, &notes, false));
            let shown: Vec<String> = dom.testids("lost-note").iter().map(|n| n.text()).collect();
            let meaning = explain(&s, lang).testid("meaning").text();
            let (svg, _) = of_step(&s, lang, "bitqueens");
            if lost {
                assert_eq!(shown, said);
                for line in said {
                    assert!(meaning.contains(line), "{meaning}");
                    assert!(svg.contains(line), "the figure: {line}");
                }
            } else {
                assert!(shown.is_empty());
            }
        }
    }
}
