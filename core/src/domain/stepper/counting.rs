//! The texts of the timeline's count of the whole search, in both
//! languages: how far it is, what it found, and a step that waits for it.

use crate::i18n::Lang;
use solver::digits::group_digits;

/// What the timeline's count found: the whole search's steps and
/// solutions (the line that said how far the count was).
/// Counts in groups of three digits (`3,394,025,883 steps`): a ten-digit
/// number read at a glance.
pub fn whole_search(lang: Lang, steps: u64, solutions: u64) -> String {
    let (s, k) = (group_digits(steps), group_digits(solutions));
    match lang {
        Lang::En => format!(
            "The whole search: {s} {}, {k} {}",
            if steps == 1 { "step" } else { "steps" },
            if solutions == 1 {
                "solution"
            } else {
                "solutions"
            }
        ),
        Lang::Ja => format!("探索全体：{s} ステップ、解 {k} 個"),
    }
}

/// How far the timeline's count of the whole search is, in percent.
fn percent(done: usize, of: usize) -> usize {
    done * 100 / of.max(1)
}

pub fn preparing(lang: Lang, done: usize, of: usize) -> String {
    let pct = percent(done, of);
    match lang {
        Lang::En => format!("Counting the whole search… {pct}%"),
        Lang::Ja => format!("探索全体を数えています… {pct}%"),
    }
}

/// While a step asked for (a link's `step=`, a typed one) waits for the
/// timeline's count: the page goes there once the whole search is
/// counted. With `progress`, how far the count is (for the eye: it changes
/// as the count goes on); without it, one sentence, said once. The step is
/// grouped as the counters group it.
pub fn going_to_step(lang: Lang, step: u64, progress: Option<(usize, usize)>) -> String {
    let k = group_digits(step);
    let end = progress.map_or_else(
        || String::from(if lang == Lang::En { "." } else { "。" }),
        |(done, of)| format!("… {}%", percent(done, of)),
    );
    match lang {
        Lang::En => format!("Going to step {k} once the whole search is counted{end}"),
        Lang::Ja => format!("探索全体を数え終えたら、ステップ {k} へ移動します{end}"),
    }
}

/// What follows the step counter's value: the whole search's steps,
/// grouped as [`whole_search`] writes them (` / 3,394,025,883`), or while
/// they are being counted, that they are and how far (` / counting… 37%`).
pub fn step_total(lang: Lang, total: Option<u64>, (done, of): (usize, usize)) -> String {
    match (lang, total) {
        (_, Some(t)) => format!(" / {}", group_digits(t)),
        (Lang::En, None) => format!(" / counting… {}%", percent(done, of)),
        (Lang::Ja, None) => format!(" / 集計中… {}%", percent(done, of)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::check_both;

    #[test]
    fn the_whole_search_groups_its_digits() {
        assert_eq!(
            whole_search(Lang::En, 3_394_025_883, 14_772_512),
            "The whole search: 3,394,025,883 steps, 14,772,512 solutions"
        );
        assert_eq!(
            whole_search(Lang::Ja, 3_394_025_883, 14_772_512),
            "探索全体：3,394,025,883 ステップ、解 14,772,512 個"
        );
        assert_eq!(
            whole_search(Lang::En, 1, 1),
            "The whole search: 1 step, 1 solution"
        );
        assert_eq!(
            whole_search(Lang::En, 0, 0),
            "The whole search: 0 steps, 0 solutions"
        );
    }

    #[test]
    fn the_count_texts_say_their_values_in_both_languages() {
        check_both(&["37%"], |l| preparing(l, 37, 100));
        check_both(&["5,985", "92"], |l| whole_search(l, 5985, 92));
        assert_eq!(
            whole_search(Lang::En, 1, 1),
            "The whole search: 1 step, 1 solution"
        );
        assert_eq!(
            whole_search(Lang::En, 5985, 92),
            "The whole search: 5,985 steps, 92 solutions"
        );
        assert_eq!(
            whole_search(Lang::Ja, 45, 2),
            "探索全体：45 ステップ、解 2 個"
        );
    }
}
