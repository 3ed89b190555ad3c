//! Texts of the count page (`?view=count`).

use crate::domain::count::math::{
    format_hms, join_range, said, Estimate, Method, NError, Said, Span, Stage, LARGE_N,
};
use crate::format::group_digits;
use crate::i18n::{texts, Lang};
use solver::count::MAX_COUNT_N;

texts! {
    TITLE: "Count every solution", "すべての解を数える";
    N_LABEL: "Board size n (1–27)", "盤の大きさ n（1〜27）";
    START: "Count n", "n を数える";
    START_UP_TO: "Count 1..n", "1〜n を順に数える";
    CANCEL: "Cancel", "中止";
    RESTART_NOTE:
        "Starting again while a count runs stops it and starts the new one from the beginning.",
        "計数中にもう一度開始すると、実行中の計数を止めて新しい計数を最初から始めます。";
    TOTAL: "Total", "全解";
    UNIQUE: "Unique", "ユニーク解";
    ELAPSED: "Time", "時間";
    PROGRESS_LABEL: "Estimated work done", "終えた作業（見積もり）";
    MEASURE_LABEL: "Measuring this device", "この端末の測定";
    IDLE: "Choose n and start.", "n を選んで開始してください。";
    CANCELLED: "Cancelled: the workers were told to stop.", "中止しました。ワーカーに停止を指示しました。";
    TABLE_CAPTION: "Results on this device, one row per n", "この端末での結果（n ごとに1行）";
    COL_N: "n", "n";
    COL_TOTAL: "total", "全解";
    COL_UNIQUE: "unique", "ユニーク解";
    COL_C2: "C2", "C2";
    COL_C4: "C4", "C4";
    COL_C8: "C8", "C8";
    COL_TIME: "time (hh:mm:ss.ms)", "時間 (hh:mm:ss.ms)";
    COL_CHECK: "published", "公表値";
    MATCH: "equals the published count", "公表値と一致";
    MISMATCH: "differs from the published count", "公表値と不一致";
    TABLE_NOTE:
        "✓: total and unique equal the published counts (OEIS A000170 and A002562). The time is the wall-clock time of the whole count, \
         including starting the workers for the first count.",
        "✓：全解とユニーク解が公表値（OEIS A000170・A002562）と一致。時間は計数全体の実時間で、最初の計数ではワーカーの起動時間も含みます。";
    TABLE_EMPTY: "No board counted yet.", "まだ何も数えていません。";
    ESTIMATE_TITLE: "This will take a while", "時間がかかります";
    ESTIMATE_GO: "Start anyway", "それでも開始";
    ESTIMATE_BACK: "Don't start", "開始しない";
    LARGE_DISPLAY: "Large display", "大きく表示";
    SHARE_OPEN: "Link that counts…", "計数するリンク…";
    N1_NOTE:
        "n = 1: the one board (a queen on the only square) is left unchanged by all eight rotations and reflections, \
         so its family has one board, not 2, 4 or 8, and none of C2, C4 and C8 counts it: total = unique = 1 is counted apart.",
        "n = 1：唯一の盤（1マスにクイーン1個）は8通りの回転・鏡像のどれでも変わらないので、そのグループの盤は2枚でも4枚でも8枚でもなく1枚です。\
         C2・C4・C8 のどれにも入らず、全解 = ユニーク解 = 1 を別に数えます。";
    CALIBRATING:
        "Measuring this device first (counting a smaller board) to estimate the time…",
        "時間を見積もるため、まずこの端末で小さい盤を数えて測っています…";
    ESTIMATE_NOTE:
        "You can cancel at any time. Leaving this page also stops the count.",
        "いつでも中止できます。このページを離れても計数は止まります。";
    ERROR_TITLE: "A counting worker failed", "計数ワーカーでエラーが発生しました";
    ERROR_AFTER:
        "All workers were stopped. The page still works: you can start again.",
        "すべてのワーカーを停止しました。ページは引き続き使えます。もう一度開始できます。";
    WORKERS_DID_NOT_START: "the workers did not start", "ワーカーが起動しませんでした";
    API_NOTE: "The counter and the stepper can also be used from your own page:", "カウンタとステッパーは自分のページからも使えます：";
    API_LINK: "JavaScript API example", "JavaScript API の例";
    ENGINE_LABEL: "Count with", "計算に使うもの";
    ENGINE_CPU: "CPU (web workers)", "CPU（Web ワーカー）";
    ENGINE_GPU: "GPU (WebGPU)", "GPU（WebGPU）";
    ENGINE_CHECKING: "Looking for a GPU (WebGPU)…", "GPU（WebGPU）を確認しています…";
    ENGINE_NO_GPU: "The GPU is not available here, so the CPU counts.", "この端末では GPU を使えないため、CPU で数えます。";
    ABOUT: "How the counter works", "数え方のしくみ";
}

/// The page's introduction; the boards the join counts are read from
/// the workers' plan ([`join_range`]).
pub fn intro(lang: Lang) -> String {
    let r = join_range();
    let (from, to) = (r.start(), r.end());
    match lang {
        Lang::En => format!(
            "The counter searches one board of each family of mirror images and rotations, and knows how many boards that family has: \
             C2 families have 2 (the board equals its quarter turn), C4 have 4 (equal to its half turn), C8 have 8. \
             So unique = C2 + C4 + C8 and total = 2·C2 + 4·C4 + 8·C8. The search is cut into tasks that web workers, \
             one per core of this device, count side by side while the page stays usable. \
             From n = {from} to {to} the workers count another way, several times faster: they cut the board into a west and \
             an east half, list the attack-free ways to fill each half, and count the pairs of halves that share no \
             diagonal; the families then come from the boards that a quarter or a half turn leaves unchanged, searched apart."
        ),
        Lang::Ja => format!(
            "このカウンタは、鏡像と回転で重なり合う盤のグループごとに1つだけを探索し、そのグループに何枚の盤があるかを数えます。\
             C2 のグループは2枚（90度回すと元に戻る盤）、C4 は4枚（180度で元に戻る盤）、C8 は8枚です。\
             したがってユニーク解 = C2 + C4 + C8、全解 = 2·C2 + 4·C4 + 8·C8 です。探索はタスクに分けられ、\
             この端末のコアの数だけ動く Web ワーカーが並行して数えます。その間もページは操作できます。\
             n = {from}〜{to} では、数倍速い別の方法で数えます。盤を左右の半分に分け、それぞれの半分で利きの重ならない置き方をすべて並べ、\
             斜めの利きを共有しない左右の組を解として数えます。グループの数は、90度または180度回すと元に戻る盤を別に探索して求めます。"
        ),
    }
}

/// The method that counts, as a sentence names it.
pub fn method_name(lang: Lang, m: Method) -> &'static str {
    match (lang, m) {
        (Lang::En, Method::Search) => "the symmetric search",
        (Lang::En, Method::Join) => "the half-board join",
        (Lang::Ja, Method::Search) => "対称性を使う探索",
        (Lang::Ja, Method::Join) => "左右の半分の結合",
    }
}

/// What the announcement of a long count's question ends with.
pub fn question_choices(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Start anyway, or don't start?",
        Lang::Ja => "それでも開始しますか、開始しませんか？",
    }
}

/// The status line while a long count waits for the go-ahead.
pub fn waiting(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => {
            format!("Not started yet: n = {n} waits for your answer to the question above.")
        }
        Lang::Ja => {
            format!("まだ開始していません。上の質問に答えると n = {n} の計数が始まります。")
        }
    }
}

/// Said when the learner declines a long count.
pub fn not_started(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("Nothing was started: n = {n} is not being counted."),
        Lang::Ja => format!("何も開始していません。n = {n} は数えていません。"),
    }
}

/// The GPU's adapter and how it compared with the CPU workers.
pub fn engine_gpu(lang: Lang, adapter: &str, faster: bool) -> String {
    match (lang, faster) {
        (Lang::En, true) => format!("GPU: {adapter}. Faster than the CPU workers in a short test here, so it is the default."),
        (Lang::En, false) => format!("GPU: {adapter}. Not faster than the CPU workers in a short test here: the CPU stays the default."),
        (Lang::Ja, true) => format!("GPU：{adapter}。短いテストで CPU のワーカーより速かったので、既定で GPU を使います。"),
        (Lang::Ja, false) => format!("GPU：{adapter}。短いテストで CPU のワーカーより速くなかったので、既定は CPU のままです。"),
    }
}

/// The GPU stopped during a count: the CPU workers count the rest.
pub fn gpu_fallback(lang: Lang, reason: &str, done: usize, of: usize) -> String {
    let left = of - done.min(of);
    match lang {
        Lang::En => format!(
            "The GPU stopped ({reason}) after {done} of {of} tasks: the CPU workers count the other {left}. The result is exact."
        ),
        Lang::Ja => format!(
            "GPU が止まりました（{reason}）。{of} タスク中 {done} タスクを数えた後、残りの {left} タスクを CPU のワーカーが数えます。結果は正確です。"
        ),
    }
}

/// Workers that stopped answering during a count were replaced (the
/// watchdog of `domain::watchdog`): their slices were counted again.
pub fn workers_replaced(lang: Lang, replaced: usize) -> String {
    match (lang, replaced) {
        (Lang::En, 1) => "A worker stopped answering: a new worker counted its part again from where it started. The result is exact.".into(),
        (Lang::En, k) => format!("{k} workers stopped answering: new workers counted their parts again from where they started. The result is exact."),
        (Lang::Ja, k) => format!("応答しなくなったワーカーが {k} 個ありました。その担当分は、新しいワーカーが始めから数え直しました。結果は正確です。"),
    }
}

/// The message under the `n` field when it cannot be counted.
pub fn n_error(lang: Lang, e: &NError) -> String {
    match (lang, e) {
        (Lang::En, NError::Empty) => format!("Enter a board size from 1 to {MAX_COUNT_N}."),
        (Lang::Ja, NError::Empty) => format!("1〜{MAX_COUNT_N} の盤の大きさを入力してください。"),
        (Lang::En, NError::NotWhole) => {
            format!("n must be a whole number from 1 to {MAX_COUNT_N}, written with digits.")
        }
        (Lang::Ja, NError::NotWhole) => {
            format!("n は 1〜{MAX_COUNT_N} の整数を数字で入力してください。")
        }
        (Lang::En, NError::OutOfRange(given)) => format!(
            "n = {given} cannot be counted here: n must be from 1 to {MAX_COUNT_N} (n = 27 is the largest board whose count is known)."
        ),
        (Lang::Ja, NError::OutOfRange(given)) => format!(
            "n = {given} はここでは数えられません。n は 1〜{MAX_COUNT_N} です（解の数が分かっている最大の盤が n = 27 です）。"
        ),
    }
}

/// A rounded duration: "about 3 min", "約3分".
pub fn span(lang: Lang, s: Span) -> String {
    match (lang, s) {
        (Lang::En, Span::UnderASecond) => "under a second".into(),
        (Lang::Ja, Span::UnderASecond) => "1秒未満".into(),
        (Lang::En, Span::Seconds(v)) => format!("about {v} s"),
        (Lang::Ja, Span::Seconds(v)) => format!("約{v}秒"),
        (Lang::En, Span::Minutes(v)) => format!("about {v} min"),
        (Lang::Ja, Span::Minutes(v)) => format!("約{v}分"),
        (Lang::En, Span::Hours(v)) => format!("about {v} h"),
        (Lang::Ja, Span::Hours(v)) => format!("約{v}時間"),
        (Lang::En, Span::Days(v)) => format!("about {v} days"),
        (Lang::Ja, Span::Days(v)) => format!("約{v}日"),
        (Lang::En, Span::Years(v)) => format!("about {v} years"),
        (Lang::Ja, Span::Years(v)) => format!("約{v}年"),
    }
}

/// The estimate shown before a long count: the method that will count,
/// the time, the board measured by that method and the model. `total` is
/// the estimated time (of `n` alone, or of `1..=n` when `up_to`).
pub fn estimate(lang: Lang, e: &Estimate, total: Span, up_to: bool, workers: usize) -> String {
    let crew = crate::i18n::plural(workers as u64, "worker", "workers");
    let how = method_name(lang, e.method);
    let what = match (lang, up_to) {
        (Lang::En, false) => format!("Counting n = {} by {how}", e.n),
        (Lang::En, true) => format!("Counting n = 1 to {} (n = {} by {how})", e.n, e.n),
        (Lang::Ja, false) => format!("n = {} の{how}による計数", e.n),
        (Lang::Ja, true) => format!("n = 1〜{} の計数（n = {} は{how}）", e.n, e.n),
    };
    let base = format_hms(crate::domain::count::math::whole_ms(e.base_ms));
    let (g, c, span) = (
        crate::format::Fixed(e.growth, 1),
        crate::format::Fixed(e.correction, 2),
        span(lang, total),
    );
    let base_n = e.base_n;
    match (lang, e.method) {
        (Lang::En, method) => {
            let mut t = format!(
                "{what} will take {span} with {crew}. Measured here: n = {base_n}, counted by {how}, kept each worker busy {base}. "
            );
            match method {
                Method::Search => {
                    t += &format!("The search's time is assumed to grow like the number of solutions (the published counts), about {g} times per row on average");
                    if e.correction_measured {
                        t += &format!(
                            ", with the factor of ×{c} per row measured on the boards before n = {base_n}."
                        );
                    } else {
                        t.push('.');
                    }
                }
                Method::Join => t += &format!(
                    "The join's time is assumed to grow as its recorded times did from one board to the next, about {g} times per row on average."
                ),
            }
            t
        }
        (Lang::Ja, method) => {
            let mut t = format!(
                "{what}には、ワーカー {workers} 個で{span}かかる見込みです。この端末での測定：n = {base_n} を{how}で数え、各ワーカーが計算した時間は {base}。"
            );
            match method {
                Method::Search => {
                    t += &format!("探索の時間は解の数（公表値）と同じように増えると仮定しています（1行あたり平均約 {g} 倍");
                    if e.correction_measured {
                        t += &format!("。n = {base_n} までの盤で測った補正 ×{c}/行を含む）。");
                    } else {
                        t += "）。";
                    }
                }
                Method::Join => t += &format!(
                    "結合の時間は、記録した時間と同じ割合で盤ごとに増えると仮定しています（1行あたり平均約 {g} 倍）。"
                ),
            }
            t
        }
    }
}

/// The status line while counting.
pub fn running(lang: Lang, n: usize, up_to: Option<usize>, workers: usize) -> String {
    let crew = crate::i18n::plural(workers as u64, "worker", "workers");
    match (lang, up_to) {
        (Lang::En, None) => format!("Counting n = {n} with {crew}…"),
        (Lang::En, Some(last)) => {
            format!("Counting n = 1 to {last}: now n = {n}, with {crew}…")
        }
        (Lang::Ja, None) => format!("n = {n} をワーカー {workers} 個で数えています…"),
        (Lang::Ja, Some(last)) => {
            format!("n = 1〜{last} を順に数えています：現在 n = {n}（ワーカー {workers} 個）…")
        }
    }
}

/// The status line while the GPU counts.
pub fn running_gpu(lang: Lang, n: usize, up_to: Option<usize>) -> String {
    match (lang, up_to) {
        (Lang::En, None) => format!("Counting n = {n} on the GPU…"),
        (Lang::En, Some(last)) => format!("Counting n = 1 to {last} on the GPU: now n = {n}…"),
        (Lang::Ja, None) => format!("n = {n} を GPU で数えています…"),
        (Lang::Ja, Some(last)) => format!("n = 1〜{last} を GPU で順に数えています：現在 n = {n}…"),
    }
}

/// The status line when the GPU has counted a board.
pub fn done_gpu(lang: Lang, n: usize, up_to: bool, ms: u64) -> String {
    let t = format_hms(ms);
    match (lang, up_to) {
        (Lang::En, false) => format!("n = {n} counted on the GPU in {t}."),
        (Lang::En, true) => format!("n = 1 to {n} counted on the GPU; the last, n = {n}, in {t}."),
        (Lang::Ja, false) => format!("n = {n} を GPU で数えました（{t}）。"),
        (Lang::Ja, true) => {
            format!("n = 1〜{n} を GPU で数えました。最後の n = {n} は {t} でした。")
        }
    }
}

/// A stage's progress in tenths of a percent, as a whole percent (rounded
/// down: 100 only when all is done).
fn percent(permille: u32) -> u32 {
    permille.min(1000) / 10
}

/// The progress of a stage: `35 % of the estimated work (120 / 456 tasks),
/// about 2 s left`: its share of the estimated work done, the tasks done
/// (`None` where they are not the stage's: a `1..=n` sequence, a stage of
/// several boards), and the time left when known.
pub fn progress(
    lang: Lang,
    permille: u32,
    tasks: Option<(usize, usize)>,
    left: Option<Span>,
) -> String {
    let pct = percent(permille);
    let tasks = tasks.map(|(d, o)| (group_digits(d as u64), group_digits(o as u64)));
    let tail = left.map(|s| span(lang, s));
    match lang {
        Lang::En => {
            let mut t = format!("{pct} % of the estimated work");
            if let Some((d, o)) = tasks {
                t += &format!(" ({d} / {o} tasks)");
            }
            if let Some(left) = tail {
                t += &format!(", {left} left");
            }
            t
        }
        Lang::Ja => {
            let mut t = format!("見積もった作業の {pct} %");
            if let Some((d, o)) = tasks {
                t += &format!("（タスク {d} / {o}）");
            }
            if let Some(left) = tail {
                t += &format!("、残り{left}");
            }
            t
        }
    }
}

/// The announcement of a stage's progress: `n = 16: 35 % of the estimated
/// work`, or the measuring's.
pub fn progress_of(lang: Lang, n: usize, measuring: bool, permille: u32) -> String {
    let pct = percent(permille);
    match (lang, measuring) {
        (Lang::En, false) => format!("n = {n}: {pct} % of the estimated work"),
        (Lang::En, true) => format!("Measuring this device: {pct} %"),
        (Lang::Ja, false) => format!("n = {n}：見積もった作業の {pct} %"),
        (Lang::Ja, true) => format!("この端末の測定：{pct} %"),
    }
}

/// `Step 1 of 2: `, before a stage's label when the count was measured for
/// first.
pub fn step(lang: Lang, step: usize, steps: usize) -> String {
    match lang {
        Lang::En => format!("Step {step} of {steps}: "),
        Lang::Ja => format!("手順 {step}/{steps}："),
    }
}

/// The label of a stage: the measuring's whole, the counting's step (its
/// label follows: [`running`]).
pub fn stage(lang: Lang, stage: Stage) -> String {
    match stage {
        Stage::Measuring {
            n,
            method,
            step: k,
            steps,
        } => {
            let how = method_name(lang, method);
            let head = step(lang, k, steps);
            match lang {
                Lang::En => format!(
                    "{head}measuring this device to estimate the time: counting n = {n} by {how}…"
                ),
                Lang::Ja => format!(
                    "{head}時間を見積もるため、この端末で n = {n} を{how}で数えて測っています…"
                ),
            }
        }
        Stage::Counting {
            step: Some((k, steps)),
            ..
        } => step(lang, k, steps),
        Stage::Counting { step: None, .. } => String::new(),
    }
}

/// The estimate a count started on, shown while it runs.
pub fn running_estimate(lang: Lang, e: &Estimate, total: Span) -> String {
    let (how, total, base_n) = (method_name(lang, e.method), span(lang, total), e.base_n);
    match lang {
        Lang::En => format!(
            "Estimated before the start: {total} ({how}, from n = {base_n} measured on this device)."
        ),
        Lang::Ja => format!(
            "開始前の見積もり：{total}（{how}。この端末で測った n = {base_n} から）。"
        ),
    }
}

/// A duration as it is said (never `hh:mm:ss.mmm`, which a screen reader
/// reads digit by digit): "0.2 seconds", "1 minute 5 seconds", "2 hours 3
/// minutes" / 「0.2 秒」「1 分 5 秒」「2 時間 3 分」.
pub fn duration(lang: Lang, ms: u64) -> String {
    // A unit: English singular and plural, Japanese.
    type Unit = (&'static str, &'static str, &'static str);
    const SECOND: Unit = ("second", "seconds", "秒");
    const MINUTE: Unit = ("minute", "minutes", "分");
    const HOUR: Unit = ("hour", "hours", "時間");
    const DAY: Unit = ("day", "days", "日");
    let one = |v: u64, (one, many, ja): Unit| match lang {
        Lang::En => crate::i18n::plural(v, one, many),
        Lang::Ja => format!("{v} {ja}"),
    };
    // The smaller unit is left out when it is 0.
    let two = |a: u64, big: Unit, b: u64, small: Unit| match b {
        0 => one(a, big),
        b => format!("{} {}", one(a, big), one(b, small)),
    };
    match said(ms) {
        Said::UnderATenth => match lang {
            Lang::En => "under 0.1 seconds".into(),
            Lang::Ja => "0.1 秒未満".into(),
        },
        Said::Tenths(t) if t % 10 == 0 => one(t / 10, SECOND),
        Said::Tenths(t) => {
            let (_, many, ja) = SECOND;
            let unit = if lang == Lang::En { many } else { ja };
            format!("{}.{} {unit}", t / 10, t % 10)
        }
        Said::Seconds(s) => one(s, SECOND),
        Said::MinutesSeconds(m, s) => two(m, MINUTE, s, SECOND),
        Said::HoursMinutes(h, m) => two(h, HOUR, m, MINUTE),
        Said::DaysHours(d, h) => two(d, DAY, h, HOUR),
    }
}

/// What is said when a count has ended: what was asked for first, the
/// board and its totals (exact, grouped), then the time and who counted
/// ("n = 10: 724 solutions, 92 unique (0.2 seconds, 2 workers)."); after
/// a `1..=n` sequence, that it was counted, and its last board so.
/// `workers`: `None` on the GPU.
pub fn done_said(
    lang: Lang,
    n: usize,
    up_to: bool,
    (total, unique): (u64, u64),
    ms: u64,
    workers: Option<usize>,
) -> String {
    let (grouped_total, grouped_unique) = (group_digits(total), group_digits(unique));
    let time = duration(lang, ms);
    match lang {
        Lang::En => {
            let solutions = if total == 1 { "solution" } else { "solutions" };
            let who = match workers {
                Some(w) => crate::i18n::plural(w as u64, "worker", "workers"),
                None => "on the GPU".into(),
            };
            let head = if up_to {
                format!("n = 1 to {n} counted. ")
            } else {
                String::new()
            };
            format!("{head}n = {n}: {grouped_total} {solutions}, {grouped_unique} unique ({time}, {who}).")
        }
        Lang::Ja => {
            let who = match workers {
                Some(w) => format!("ワーカー {w} 個"),
                None => "GPU".into(),
            };
            let head = if up_to {
                format!("n = 1〜{n} を数えました。")
            } else {
                String::new()
            };
            format!(
                "{head}n = {n}：全解 {grouped_total}、ユニーク解 {grouped_unique}（{time}、{who}）"
            )
        }
    }
}

/// The status line when a count has ended.
pub fn done(lang: Lang, n: usize, up_to: bool, ms: u64, workers: usize) -> String {
    let crew = crate::i18n::plural(workers as u64, "worker", "workers");
    let t = format_hms(ms);
    match (lang, up_to) {
        (Lang::En, false) => format!("n = {n} counted in {t} with {crew}."),
        (Lang::En, true) => {
            format!("n = 1 to {n} counted; the last, n = {n}, in {t} with {crew}.")
        }
        (Lang::Ja, false) => format!("n = {n} をワーカー {workers} 個で数えました（{t}）。"),
        (Lang::Ja, true) => {
            format!(
                "n = 1〜{n} を数えました。最後の n = {n} はワーカー {workers} 個で {t} でした。"
            )
        }
    }
}

/// Shown under the estimate after calibrating: board `n` was counted by
/// `method` to measure this device.
/// The heading of the result shown: its own board, whatever the field
/// says now.
pub fn result_title(lang: Lang, n: usize, counting: bool) -> String {
    match (lang, counting) {
        (Lang::En, false) => format!("Result for n = {n}"),
        (Lang::En, true) => format!("n = {n}, counted so far"),
        (Lang::Ja, false) => format!("n = {n} の結果"),
        (Lang::Ja, true) => format!("n = {n}（ここまでの数）"),
    }
}

/// Beside a result of board `shown` while the field names `field`.
pub fn field_not_counted(lang: Lang, field: usize, shown: usize) -> String {
    let start = START.get(lang);
    match lang {
        Lang::En => format!(
            "These numbers are for n = {shown}. The field's n = {field} is not counted yet: “{start}” counts it."
        ),
        Lang::Ja => format!(
            "この数は n = {shown} のものです。入力欄の n = {field} はまだ数えていません。「{start}」で数えます。"
        ),
    }
}

/// The title of the count page's share dialog.
pub fn share_title(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("A link that counts n = {n}"),
        Lang::Ja => format!("n = {n} を数えるリンク"),
    }
}

/// The label of the link that counts board `n` on opening.
pub fn share_link(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("Opens this page and counts n = {n} at once"),
        Lang::Ja => format!("開くとすぐに n = {n} を数えるリンク"),
    }
}

/// The label of the same link in the large display.
pub fn share_large(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("The same in the large display, for a projector (n = {n})"),
        Lang::Ja => format!("同じリンクの大きな表示版（プロジェクター用、n = {n}）"),
    }
}

/// The QR code's name.
pub fn share_qr(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("QR code of the link that counts n = {n}, for the phones in the room"),
        Lang::Ja => format!("n = {n} を数えるリンクのQRコード（教室のスマートフォン用）"),
    }
}

/// What the links do with a board that takes long.
pub fn share_note(lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Each device that opens the link counts on its own cores and checks the result against the published counts. \
             From n = {LARGE_N} on, it first shows its estimate and asks before a count of a minute or more."
        ),
        Lang::Ja => format!(
            "リンクを開いた端末がそれぞれ自分のコアで数え、結果を公表値と照らし合わせます。\
             n = {LARGE_N} 以上では、まず見積もりを示し、1分以上かかる計数は開始前に確認します。"
        ),
    }
}

pub fn calibrated(lang: Lang, n: usize, method: Method) -> String {
    let how = method_name(lang, method);
    match lang {
        Lang::En => {
            format!("(n = {n} was counted first, by {how}, to measure this device: see the table.)")
        }
        Lang::Ja => format!("（この端末を測るため、先に n = {n} を{how}で数えました。表を参照。）"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::count::math::{estimate as est, span as to_span, Measured};
    use crate::i18n::check_both;

    #[test]
    fn every_function_text_says_its_values_in_both_languages() {
        // Each argument gets a value of its own, so that a translation that
        // prints the wrong one (or none) is caught.
        check_both(&["27"], |l| n_error(l, &NError::Empty));
        check_both(&["27"], |l| n_error(l, &NError::NotWhole));
        check_both(&["n = 31", "27"], |l| {
            n_error(l, &NError::OutOfRange("31".into()))
        });
        check_both(&["n = 12", "4"], |l| running(l, 12, None, 4));
        check_both(&["n = 12", "14", "3"], |l| running(l, 12, Some(14), 3));
        check_both(&["35 %", "17 / 23"], |l| {
            progress(l, 359, Some((17, 23)), None)
        });
        // Large numbers with their digits grouped, wherever the page prints them.
        check_both(&["1,234 / 118,902"], |l| {
            progress(l, 1, Some((1234, 118_902)), None)
        });
        check_both(&["n = 27", "99 %"], |l| progress_of(l, 27, false, 999));
        check_both(&["40 %"], |l| progress_of(l, 17, true, 400));
        check_both(&["35 %", "17 / 23", "9"], |l| {
            progress(l, 350, Some((17, 23)), Some(Span::Seconds(9)))
        });
        // 100 % only when all is done.
        check_both(&["99 %"], |l| progress(l, 999, None, None));
        check_both(&["100 %"], |l| progress(l, 1000, None, None));
        check_both(&["1", "2", "n = 17"], |l| {
            stage(
                l,
                Stage::Measuring {
                    n: 17,
                    method: Method::Join,
                    step: 1,
                    steps: 2,
                },
            )
        });
        check_both(&["2", "3"], |l| {
            stage(
                l,
                Stage::Counting {
                    n: 18,
                    up_to: None,
                    step: Some((2, 3)),
                },
            )
        });
        check_both(&["n = 12", "00:00:01.234", "5"], |l| {
            done(l, 12, false, 1234, 5)
        });
        check_both(&["n = 13", "00:00:01.234", "6"], |l| {
            done(l, 13, true, 1234, 6)
        });
        for m in [Method::Search, Method::Join] {
            check_both(&["n = 15"], |l| calibrated(l, 15, m));
            for l in [Lang::En, Lang::Ja] {
                assert!(calibrated(l, 15, m).contains(method_name(l, m)));
            }
        }
        check_both(&["n = 23"], |l| not_started(l, 23));
        for f in [share_title, share_link, share_large, share_qr] {
            check_both(&["n = 14"], |l| f(l, 14));
        }
        check_both(&["n = 18"], share_note);
        check_both(&["n = 18"], |l| result_title(l, 18, false));
        check_both(&["n = 18"], |l| result_title(l, 18, true));
        check_both(&["n = 12", "n = 18"], |l| field_not_counted(l, 12, 18));
        check_both(&["n = 23"], |l| waiting(l, 23));
        // The join's boards, in both languages, from the plan's constant.
        let r = join_range();
        assert!(intro(Lang::En).contains(&format!("From n = {} to {}", r.start(), r.end())));
        assert!(intro(Lang::Ja).contains(&format!("n = {}〜{} では", r.start(), r.end())));
        check_both(&["n = 12"], |l| running_gpu(l, 12, None));
        check_both(&["n = 12", "14"], |l| running_gpu(l, 12, Some(14)));
        check_both(&["n = 12", "00:00:01.234"], |l| {
            done_gpu(l, 12, false, 1234)
        });
        check_both(&["n = 13", "00:00:01.234"], |l| done_gpu(l, 13, true, 1234));
        check_both(&["SwiftShader X"], |l| engine_gpu(l, "SwiftShader X", true));
        check_both(&["SwiftShader X"], |l| {
            engine_gpu(l, "SwiftShader X", false)
        });
        check_both(&["3"], |l| workers_replaced(l, 3));
        assert!(workers_replaced(Lang::En, 1).starts_with("A worker "));
        assert!(workers_replaced(Lang::Ja, 1).contains("1 個"));
        check_both(&["destroyed", "12", "91", "79"], |l| {
            gpu_fallback(l, "destroyed", 12, 91)
        });
        let searched = |n, ms| Measured {
            n,
            method: Method::Search,
            ms,
        };
        let e1 = est(&[searched(15, 100.0), searched(16, 700.0)], 21, 2).unwrap();
        let e2 = est(&[searched(16, 700.0)], 21, 2).unwrap();
        let e3 = est(
            &[Measured {
                n: 16,
                method: Method::Join,
                ms: 10.0,
            }],
            20,
            2,
        );
        assert_eq!(e3, None, "16 is no base of the join");
        let e3 = est(
            &[Measured {
                n: 17,
                method: Method::Join,
                ms: 700.0,
            }],
            20,
            2,
        )
        .unwrap();
        for e in [&e1, &e2, &e3] {
            let g = crate::format::Fixed(e.growth, 1).to_string();
            let base = format!("n = {}", e.base_n);
            let mut values = vec![g.as_str(), "7", base.as_str()];
            let c = crate::format::Fixed(e.correction, 2).to_string();
            if e.correction_measured {
                values.push(&c);
            }
            let n = e.n.to_string();
            values.push(&n);
            for up_to in [false, true] {
                check_both(&values, |l| estimate(l, e, to_span(e.ms), up_to, 7));
                // The method that will count is named.
                for l in [Lang::En, Lang::Ja] {
                    let text = estimate(l, e, to_span(e.ms), up_to, 7);
                    assert!(text.contains(method_name(l, e.method)), "{text}");
                }
            }
        }
        for (s, v) in [
            (Span::Seconds(2), "2"),
            (Span::Minutes(3), "3"),
            (Span::Hours(4), "4"),
            (Span::Days(5), "5"),
            (Span::Years(6), "6"),
        ] {
            check_both(&[v], |l| span(l, s));
        }
        check_both(&[], |l| span(l, Span::UnderASecond));
        assert!(estimate(Lang::Ja, &e1, Span::Hours(3), false, 2).contains("約3時間"));
    }

    #[test]
    fn durations_are_said_in_words() {
        for (ms, en, ja) in [
            (20, "under 0.1 seconds", "0.1 秒未満"),
            (205, "0.2 seconds", "0.2 秒"),
            (1_000, "1 second", "1 秒"),
            (2_440, "2.4 seconds", "2.4 秒"),
            (12_345, "12 seconds", "12 秒"),
            (60_000, "1 minute", "1 分"),
            (65_000, "1 minute 5 seconds", "1 分 5 秒"),
            (7_380_000, "2 hours 3 minutes", "2 時間 3 分"),
            (3_600_000, "1 hour", "1 時間"),
            (2 * 86_400_000 + 3_600_000, "2 days 1 hour", "2 日 1 時間"),
        ] {
            assert_eq!(duration(Lang::En, ms), en);
            assert_eq!(duration(Lang::Ja, ms), ja);
        }
    }

    #[test]
    fn the_end_is_said_with_what_was_asked_first() {
        assert_eq!(
            done_said(Lang::En, 10, false, (724, 92), 205, Some(2)),
            "n = 10: 724 solutions, 92 unique (0.2 seconds, 2 workers)."
        );
        assert_eq!(
            done_said(Lang::Ja, 10, false, (724, 92), 205, Some(2)),
            "n = 10：全解 724、ユニーク解 92（0.2 秒、ワーカー 2 個）"
        );
        assert_eq!(
            done_said(Lang::En, 1, false, (1, 1), 3, Some(1)),
            "n = 1: 1 solution, 1 unique (under 0.1 seconds, 1 worker)."
        );
        // A 1..=n sequence, and the GPU; large counts exact, grouped.
        let (total, unique) = (2_207_893_435_808_352, 275_986_683_743_434);
        check_both(
            &[
                "n = 1",
                "27",
                "2,207,893,435,808,352",
                "275,986,683,743,434",
                "GPU",
                "2",
            ],
            |l| done_said(l, 27, true, (total, unique), 7_380_000, None),
        );
        for l in [Lang::En, Lang::Ja] {
            let said = done_said(l, 12, false, (14_200, 1_787), 1_234, Some(4));
            assert!(!said.contains("00:"), "{said}");
        }
    }

    /// The status line shown under the count says its board and how, then
    /// the time in brackets: one で in Japanese ("…個で 00:00:00.205 で…"
    /// read as two instruments).
    #[test]
    fn the_done_line_names_one_means() {
        assert_eq!(
            done(Lang::Ja, 10, false, 205, 2),
            "n = 10 をワーカー 2 個で数えました（00:00:00.205）。"
        );
        assert_eq!(
            done_gpu(Lang::Ja, 10, false, 205),
            "n = 10 を GPU で数えました（00:00:00.205）。"
        );
        for s in [
            done(Lang::Ja, 10, true, 205, 2),
            done_gpu(Lang::Ja, 10, true, 205),
        ] {
            assert_eq!(s.matches('で').count(), 2, "{s}");
        }
    }
}
