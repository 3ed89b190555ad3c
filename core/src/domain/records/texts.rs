//! Texts of the records page (`?view=records`).

use crate::domain::records::data::{Rough, Source};
use crate::i18n::{texts, Lang};

texts! {
    TITLE: "Records: how many solutions there are", "記録：解はいくつあるか";
    INTRO:
        "Each row added multiplies the number of solutions, and by more and more: about 5 times at n = 13, 8 times at n = 20, 10 times at n = 26. These are the published counts for n = 1 to 27 ([[oeis-total]], [[oeis-unique]]): \
         total counts every solution, unique counts the solutions that are different even after rotating or mirroring the board.",
        "解の数は、盤が1行大きくなるごとに何倍にも増え、その倍率も大きくなっていきます（n = 13 で約5倍、n = 20 で約8倍、n = 26 で約10倍）。n = 1〜27 の公表値を示します（[[oeis-total]]、[[oeis-unique]]）。\
         「全解」はすべての解、「ユニーク解」は盤を回転・鏡像しても重ならないものだけを数えた数です。";
    COL_N: "n", "n";
    COL_TOTAL: "Total", "全解";
    COL_UNIQUE: "Unique", "ユニーク解";
    COL_FIRST: "First announced", "初公表";
    COL_HERE: "Counted here", "このページで計数";
    TABLE_CAPTION: "Exact solution counts, n = 1 to 27", "解の数の正確な値（n = 1〜27）";
    SRC_SEED003: "date from the records table of [[comparison]]", "日付は[[comparison]]の記録表による";
    SRC_PRIMARY:
        "the date of the first publication, cited before it; the records table of [[comparison]] gives the same",
        "日付は直前に示した最初の公表による。[[comparison]]の記録表も同じ日付";
    SRC_PRIMARY_YEAR:
        "the year of the first publication, cited before it; the day from the records table of [[comparison]]",
        "年は直前に示した最初の公表による。月日は[[comparison]]の記録表による";
    SRC_REFERENCE: "the year as the site's reference counts note it", "年はこのサイトの参照値の注記による";
    ROUNDED_NOTE:
        "The records table of [[comparison]], which this site draws on, prints the n = 25 and n = 26 \
         counts with their last digits rounded (…808,350; …364,000; …510,280). The values here are the exact ones ([[oeis-total]], [[oeis-unique]]).",
        "このサイトが参考にしている[[comparison]]の記録表では、n = 25 と n = 26 の値の末尾の桁が\
         丸められています（…808,350、…364,000、…510,280）。ここに示すのは正確な値です（[[oeis-total]]、[[oeis-unique]]）。";
    SEED_PRINTS: "printed by [[comparison]]", "[[comparison]]の表記";
    N27_NOTE:
        "The records table of [[comparison]] still lists n = 27 as unsolved: it was written before [[q27]] completed the count in 2016.",
        "[[comparison]]の記録表では n = 27 は未解決とされています。[[q27]]が2016年に計数を終える前に書かれたためです。";
    OLDER_NOTE:
        "Our sources give dates only for n ≥ 24; for smaller n the column is left empty rather than guessed.",
        "手元の資料に日付があるのは n ≥ 24 だけです。それより小さい n の欄は推測で埋めず空欄にしています。";

    SOURCES_TITLE: "Sources", "出典";
    SOURCES_INTRO:
        "The articles this site follows, and where the records come from. Their facts and figures are used; the texts and the code are the site's own.",
        "このサイトが参考にしている記事と、記録の出典です。事実と数値を使い、文章とコードはこのサイト独自のものです。";

    CHART_TITLE: "Solutions against n, log scale", "n ごとの解の数（対数目盛り）";
    CHART_CAPTION: "All solutions (triangles) and unique solutions (squares), n = 1 to 27", "全解（三角）とユニーク解（四角）、n = 1〜27";
    SERIES_TOTAL: "total", "全解";
    SERIES_UNIQUE: "unique", "ユニーク解";
    CHART_NOTE:
        "Each grid line up is a factor of ten. n = 2 and 3 have no solution; zero has no place on a log scale, so they are left out.",
        "縦軸の目盛り線は1つ上がるごとに10倍です。n = 2 と 3 には解がなく、0 は対数目盛りに描けないので省いています。";

    REACH_TITLE: "How far the search counts in this browser", "このブラウザで探索はどこまで数えられるか";
    REACH_INTRO:
        "This measures the bitmap search with symmetry (the algorithm lab's \"Bitmap + symmetry\" row), on one thread in a web worker. \
         The Count page is faster: it uses every core, and on the larger boards whose tables fit in its workers' memory it counts by the half-board join instead (the lab's \"Half-board join\" row). \
         Measure the search in your browser: it counts n = 8, 9, 10, … until one board takes longer than 2 seconds, \
         and compares every result with the table above.",
        "ここで測るのは、対称性を使うビットマップ探索（アルゴリズム比較の「ビットマップ＋対称性」の行）で、Web ワーカーの1スレッドで動きます。\
         「解の数を数える」ページはもっと速く、すべてのコアを使い、大きめの盤で結合の表がワーカーのメモリに収まるときは左右の半分の結合（アルゴリズム比較の「左右の半分の結合」の行）で数えます。\
         お使いのブラウザで探索を測ってみましょう。n = 8, 9, 10, … と数え、1つの盤が2秒を超えたところで止め、結果を上の表と照合します。";
    REACH_MEASURE: "Measure in this browser", "このブラウザで測る";
    REACH_STOP: "Stop", "停止";
    REACH_RUNNING: "Counting…", "計数中…";
    REACH_STOPPED: "Stopped.", "停止しました。";
    REACH_MATCH: "= table", "＝ 表と一致";
    REACH_MISMATCH: "≠ table!", "≠ 表と不一致！";
    REACH_ESTIMATE_NOTE:
        "The estimate assumes every further n multiplies the time by the same factor as the last measured steps: a rough order of magnitude, not a promise.",
        "推定は、この先も n が1つ増えるごとに直近の測定と同じ倍率で時間が増えると仮定したものです。おおよその桁を示すだけで、保証ではありません。";
}

/// The source of a "first announced" fact.
pub fn source(lang: Lang, s: Source) -> &'static str {
    match s {
        Source::Seed003 => SRC_SEED003.get(lang),
        Source::Primary => SRC_PRIMARY.get(lang),
        Source::PrimaryYear => SRC_PRIMARY_YEAR.get(lang),
        Source::Reference => SRC_REFERENCE.get(lang),
    }
}

/// A rough duration such as "about 3 hours" / "約 3 時間".
pub fn rough(lang: Lang, r: Rough) -> String {
    let (v, en, ja) = match r {
        Rough::Seconds(v) => (v, "seconds", "秒"),
        Rough::Minutes(v) => (v, "minutes", "分"),
        Rough::Hours(v) => (v, "hours", "時間"),
        Rough::Days(v) => (v, "days", "日"),
        Rough::Years(v) => (v, "years", "年"),
    };
    let v = if v >= 100.0 {
        // Two significant digits are all an extrapolation is worth.
        let p = 10f64.powi(v.log10().floor() as i32 - 1);
        crate::format::group_digits(((v / p).round() * p) as u64)
    } else if v >= 10.0 {
        crate::format::Fixed(v, 0).to_string()
    } else {
        crate::format::Fixed(v, 1).to_string()
    };
    match lang {
        Lang::En => format!("about {v} {en}"),
        Lang::Ja => format!("約 {v} {ja}"),
    }
}

/// The summary after a measurement: the largest n counted, its time, the
/// growth per n and the estimate for n = 27.
pub fn reach_summary(
    lang: Lang,
    reached: usize,
    last_time: &str,
    growth: Option<f64>,
    estimate_27: Option<Rough>,
) -> String {
    let mut s = match lang {
        Lang::En => {
            format!("This browser counted up to n = {reached} (the last one in {last_time}).")
        }
        Lang::Ja => {
            format!("このブラウザでは n = {reached} まで数えました（最後は {last_time}）。")
        }
    };
    if let (Some(g), Some(e)) = (growth.map(|g| crate::format::Fixed(g, 1)), estimate_27) {
        s += &match lang {
            Lang::En => format!(
                " Each further n took about ×{g} longer; at that rate n = 27 would take {} on one thread.",
                rough(lang, e)
            ),
            Lang::Ja => format!(
                " n が1つ増えるごとに約 {g} 倍の時間がかかりました。この割合だと n = 27 は1スレッドで{}かかります。",
                rough(lang, e)
            ),
        };
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::lab::model::LabMethod;
    use crate::domain::lab::texts::method_name;
    use crate::domain::records::machine::METHOD;
    use crate::i18n::check_both;

    /// The intro's growth per row is the published table's: the ratio of
    /// n's total to n - 1's, rounded, at the boards it names.
    #[test]
    fn the_intro_s_growth_per_row_is_the_table_s() {
        let total = |n: usize| solver::published::counts(n).unwrap().0;
        let ratio = |n: usize| (2 * total(n) + total(n - 1)) / (2 * total(n - 1));
        for (n, times) in [(13, 5), (20, 8), (26, 10)] {
            assert_eq!(ratio(n), times, "n = {n}");
        }
        for (n, times) in [(13, "5"), (20, "8"), (26, "10")] {
            for lang in [Lang::En, Lang::Ja] {
                let intro = INTRO.get(lang);
                assert!(intro.contains(&format!("n = {n}")), "{lang:?}: n = {n}");
                assert!(
                    intro.contains(&format!("{times} times"))
                        || intro.contains(&format!("約{times}倍")),
                    "{lang:?}: {times}"
                );
            }
        }
    }

    #[test]
    fn every_function_text_says_its_values_in_both_languages() {
        for s in [
            Source::Seed003,
            Source::Primary,
            Source::PrimaryYear,
            Source::Reference,
        ] {
            check_both(&[], |l| source(l, s).to_string());
        }
        check_both(&["15", "1.2 s", "6.5", "40"], |l| {
            reach_summary(l, 15, "1.2 s", Some(6.5), Some(Rough::Years(40.0)))
        });
    }

    #[test]
    fn rough_durations_are_rounded() {
        assert_eq!(rough(Lang::En, Rough::Hours(2.345)), "about 2.3 hours");
        assert_eq!(rough(Lang::En, Rough::Days(37.6)), "about 38 days");
        assert_eq!(
            rough(Lang::En, Rough::Years(12_345.0)),
            "about 12,000 years"
        );
        assert_eq!(rough(Lang::Ja, Rough::Years(456.0)), "約 460 年");
    }

    /// The measurement's text names the lab's row it runs, and the join the
    /// count page uses instead, in both languages: the page once called the
    /// site's counter "the bitmap search with symmetry" while the count page
    /// joined half-boards.
    #[test]
    fn the_reach_names_the_method_it_measures() {
        assert_eq!(METHOD, LabMethod::Symmetry);
        for lang in [Lang::En, Lang::Ja] {
            let intro = REACH_INTRO.get(lang);
            assert!(intro.contains(method_name(lang, METHOD)), "{intro}");
            assert!(
                intro.contains(method_name(lang, LabMethod::Join)),
                "{intro}"
            );
            assert!(!intro.contains("The site's counter is"), "{intro}");
        }
    }
}
