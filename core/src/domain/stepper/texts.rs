//! The stepper's texts, in both languages: its controls, the line that says
//! what each event did and the sentences that explain each step.

use super::code::CodeLang;
pub use super::counting::{going_to_step, preparing, step_total, whole_search};
use super::explain::Detail;
use super::rows::{whose_rows, Whose};
use super::speech::columns_phrase;
use crate::format::group_digits;
use crate::i18n::{plural, texts, Lang, Text};
use solver::{column_of, Event, Stepper};

texts! {
    STEP: "Step", "ステップ";
    SOLUTIONS_FOUND: "Solutions found", "見つかった解";
    STEP_FORWARD: "Step forward", "1ステップ進む";
    STEP_BACK: "Step back", "1ステップ戻る";
    FINISHED: "The search has ended.", "探索は終了しました。";

    EV_START: "Start: row 0, every column is a candidate.", "開始：行 0。すべての列が候補です。";
    EV_PLACE: "Place", "配置";
    EMBED_STAGE: "Board and bit rows", "盤面とビット行";
    EV_DESCEND: "Descend", "次の行へ";
    EV_BACKTRACK: "Backtrack", "バックトラック";

    CONTROLS: "Controls", "操作";
    PLAY: "Play", "再生";
    PAUSE: "Pause", "一時停止";
    RESET: "Reset", "最初へ";
    PREV_SOLUTION: "Previous solution", "前の解";
    NEXT_SOLUTION: "Next solution", "次の解";
    SPEED: "Speed", "速さ";
    KEYS: "Keys", "キー操作";
    KEYS_TITLE: "Keyboard shortcuts", "キーボードショートカット";
    TIMELINE: "Timeline (move to any step)", "タイムライン（好きなステップへ移動）";
    PLACEMENTS: "Queens placed", "置いたクイーン";
    BACKTRACKS: "Backtracks", "戻った回数";
    // The legend of the board's marks, a part each (see [`legend`]): the
    // page names them all, a figure those it draws.
    LEGEND_ROW: "Current row (▶)", "いまの行（▶）";
    MARK_ATTACKS: "↙ left, ↓ down, ↘ right attacks", "↙ left・↓ down・↘ right の利き";
    MARK_CANDIDATES: "○ candidates (bitmap)", "○ 候補（bitmap）";
    MARK_TRIED: "× tried already", "× 試し済み";
    MARK_PLACED: "double-framed ♛ the bit just taken", "二重枠の ♛ はいま選んだ bit";
    MARK_LIFTED:
        "grey ♛ in a dashed square a queen just lifted by a backtrack",
        "点線の枠の灰色の ♛ はバックトラックで取り除いたクイーン";
    // The legend for the ear: the marks in words (a screen reader would say
    // the glyphs' Unicode names, "black right-pointing triangle").
    LEGEND_SAID:
        "The board's marks: an arrow before the current row's number; in the current row, arrows pointing down-left, down and down-right for the squares attacked by left, down and right; a circle for each candidate (bitmap); a cross for a square tried already; a double-framed queen for the bit just taken; a grey queen in a dashed square for a queen just lifted by a backtrack.",
        "盤面の印：現在の行の番号の前に矢印。現在の行では、left・down・right の利きのマスに左下・下・右下向きの矢印、候補（bitmap）に丸、試し済みのマスにバツ、いま選んだ bit には二重枠のクイーン、バックトラックで取り除いたクイーンは点線の枠の灰色のクイーン。";
    THIS_STEP: "This step", "このステップ";
    EQUATIONS_REGION: "Equations of this step", "このステップの式";
    CODE_TITLE: "The code", "コード";
    SOURCES_LINK: "Sources: the articles this code and site follow", "出典：このコードとサイトが参考にした記事";
    CODE_LANG: "Language", "言語";
    // Said before each line the step ran (the `▸`'s spoken form: CSS
    // generated content, which a copy of the listing never holds).
    // Said right before the line (a ::before's alternative text, which
    // Chromium joins to the line's words with nothing between): the
    // English ends in a space, the Japanese in its full-width colon.
    CODE_RAN: "this step: ", "このステップ：";
    CODE_COPY: "Copy the program", "プログラムをコピー";
    CODE_WORDS: "The program in words", "プログラムを言葉で読む";
    STACK_ROW: "row", "行";
    BITMAP_BELOW: "bitmap (below)", "bitmap（下の行）";
    // A Place's derivation reads the row's bitmap as the code does, before
    // `bitmap ^= bit`; the bit rows beside it show bitmap after the step.
    BITMAP_BEFORE: "bitmap (before this step)", "bitmap（ステップの前）";
    STACK_TITLE: "The explicit stack", "配列で持つスタック";
    STACK_REGION: "Stack table", "スタックの表";
    STACK_NOTE:
        "Without recursion each row keeps its own left, down, right and bitmap in arrays; going back up a row just reads them again.",
        "再帰を使わないので、各行の left・down・right・bitmap を配列にしまっておきます。上の行に戻るときは、それを読み直すだけです。";
    STACK_EMPTY: "The stack is empty: the search has ended.", "スタックは空です：探索は終了しました。";
    SOLUTIONS_WAIT:
        "The list appears once the whole search is counted (see the timeline).",
        "探索全体を数え終えると一覧が表示されます（タイムラインを参照）。";
    COPY_SOLUTIONS: "Copy all as text", "すべてテキストでコピー";
    SOLUTIONS_TEXT: "The solutions as text, to copy by hand", "解の一覧（テキスト）：手でコピーするための欄";

    TEACH_TOOLS: "For teaching", "授業で使う";
    SHARE: "Share", "共有";
    SHARE_TITLE: "Share this step", "このステップを共有";
    SHARE_LINK: "Link to this exact step", "このステップへのリンク";
    SHARE_EMBED:
        "Embed code: a live widget of this step for a blog post or a slide, at the frame size chosen above",
        "埋め込みコード：ブログやスライドに置ける、このステップの動く小窓（上で選んだ枠の大きさ）";
    SHARE_SIZE: "Frame size (width × height, px)", "枠の大きさ（幅 × 高さ、px）";
    SHARE_QR: "QR code of the link to this step, for the phones in the room", "このステップへのリンクのQRコード（教室のスマートフォン用）";
    COPY: "Copy", "コピー";
    COPIED: "Copied.", "コピーしました。";
    COPY_BY_HAND:
        "Not copied: the browser did not let the page use the clipboard. The text is selected: copy it with Ctrl+C (⌘C), or on a touch screen by a long press and Copy.",
        "コピーできませんでした（ブラウザーがクリップボードを使わせませんでした）。文字を選択したので、Ctrl+C（⌘C）か、タッチ画面では長押しして「コピー」を選んでコピーしてください。";
    // The embed code's iframe title, before the moment's caption (embed_title).
    EMBED_TITLE: "Bitmap N-Queens, step by step: ", "ビットマップで解くNクイーン：";
    PRESENT: "Present", "発表モード";
    PRESENT_LEAVE: "Leave presenter mode", "発表モードを終える";
    EXPORT_SVG: "Figure (SVG)", "図（SVG）";
    EXPORT_PNG: "Figure (PNG)", "図（PNG）";
    TREE_LINK: "This step in the search tree", "このステップを探索木で見る";
    TREE_PANEL_TITLE: "The search tree", "探索木";
    TREE_SHOW: "Show the search tree", "探索木を表示";
    TREE_HIDE: "Hide the search tree", "探索木を隠す";
    // The panel's line while the tree loads, and when it is shown (said).
    TREE_LOADING: "Loading the search tree…", "探索木を読み込んでいます…";
    TREE_SHOWN: "The search tree is shown.", "探索木を表示しました。";
    EXPORT_NOTE:
        "Download this step as a figure: the board, the bit rows under its columns and the equation.",
        "このステップを図として保存：盤、列の下にそろえたビット列、式。";
    OPEN_FULL_SITE: "Open in the full site", "サイトで開く";

    // The step controls' short words, shown under their icons on a phone
    // (each a part of the button's full name).
    SHORT_RESET: "Reset", "最初へ";
    SHORT_PREV_SOLUTION: "Previous", "前の解";
    SHORT_NEXT_SOLUTION: "Next", "次の解";
    SHORT_BACK: "Back", "戻る";
    SHORT_STEP: "Step", "進む";
    GO_TO_STEP: "Go to step", "ステップへ移動";
    GO: "Go", "移動";
    SHORTCUTS_ON: "Single-key shortcuts (N, P, F, S, ?, Space)", "1文字キーのショートカット（N・P・F・S・?・Space）";
    KEYS_WHERE:
        "Where the focus is, a key may do its own work first: on the board the arrow keys, Home and End move between its squares; in a panel that scrolls sideways, ← and → scroll it; Space on a button presses that button.",
        "フォーカスのある場所では、キーがそこでの働きを先にします。盤面では矢印キー・Home・End でマスの間を移動し、横にスクロールする欄では ← と → でその欄が動き、ボタンの上の Space はそのボタンを押します。";
    SHORTCUTS_NOTE:
        "They work when the focus is on the page, the board or a step control, never while typing. Off: only ←, →, Home and Esc remain. Kept in this browser.",
        "フォーカスがページ・盤面・ステップ操作のボタンにあるときに働き、入力中は働きません。オフにすると ←・→・Home・Esc だけが残ります。この設定はブラウザに保存されます。";
}

/// The marks of the current row's squares, in the legend's order.
pub const MARKS: [Text; 5] = [
    MARK_ATTACKS,
    MARK_CANDIDATES,
    MARK_TRIED,
    MARK_PLACED,
    MARK_LIFTED,
];

/// The legend of the current row's `marks` (the page's: [`MARKS`]; a
/// figure's: those it draws), after the current row's own mark.
pub fn legend(lang: Lang, marks: &[Text]) -> String {
    let (colon, and, end) = match lang {
        Lang::En => (": ", "; ", "."),
        Lang::Ja => ("：", "、", "。"),
    };
    let mut s = LEGEND_ROW.get(lang).to_string() + colon;
    for (i, mark) in marks.iter().enumerate() {
        if i > 0 {
            s += and;
        }
        s += mark.get(lang);
    }
    s + end
}

/// What a copy button says, once: copied, or (without the clipboard) the
/// text selected, to copy by hand.
pub fn copy_said(lang: Lang) -> (&'static str, &'static str) {
    (COPIED.get(lang), COPY_BY_HAND.get(lang))
}

/// The code panel's note on the program it shows.
pub fn code_note(lang: Lang, code: CodeLang) -> String {
    let name = code.name();
    let what = match (lang, code) {
        (Lang::En, CodeLang::C) => {
            "C, the language of the explanation this site follows".to_string()
        }
        (Lang::Ja, CodeLang::C) => "C（このサイトが手本にしている解説の言語）".to_string(),
        (Lang::En, CodeLang::Rust) => {
            "Rust, the language this page's own search is written in".to_string()
        }
        (Lang::Ja, CodeLang::Rust) => {
            "Rust（このページの探索そのものを書いている言語）".to_string()
        }
        (_, _) => name.to_string(),
    };
    match lang {
        Lang::En => format!(
            "The search as a short, complete program in {what}. The tests run it and check that it takes the same steps as this page. The line that did this step is marked ▸ on the screen, and a screen reader says “this step” before it."
        ),
        Lang::Ja => format!(
            "探索を、{what}の短いプログラムにしたものです。テストで実際に動かし、このページと同じ手順で進むことを確かめています。このステップの処理をした行には、画面では ▸ の印が付き、スクリーンリーダーでは行の前に「このステップ」と読み上げられます。"
        ),
    }
}

/// The code panel's download button: the file it saves.
pub fn code_download(lang: Lang, code: CodeLang) -> String {
    match lang {
        Lang::En => format!("Download {}", code.file()),
        Lang::Ja => format!("{} をダウンロード", code.file()),
    }
}

/// What the figure buttons say beside them, once per press: the file
/// downloaded (its name), or, where the browser could not make it (no
/// canvas, no image, no file), that nothing was.
pub fn figure_said(lang: Lang, name: &str, saved: bool) -> String {
    // One format for the four sentences: what comes before the name and
    // after it (the app's wasm is small).
    let (before, after) = match (lang, saved) {
        (Lang::En, true) => ("Downloaded the figure as ", "."),
        (Lang::Ja, true) => ("図を ", " としてダウンロードしました。"),
        (Lang::En, false) => (
            "Not downloaded: this browser could not make the figure ",
            ".",
        ),
        (Lang::Ja, false) => (
            "このブラウザーでは図（",
            "）を作れなかったため、ダウンロードできませんでした。",
        ),
    };
    format!("{before}{name}{after}")
}

/// The embed code's iframe title: the site and the moment, so that two
/// widgets on one page are told apart ("…: n = 5, step 9").
pub fn embed_title(lang: Lang, n: usize, step: u64) -> String {
    format!("{}{}", EMBED_TITLE.get(lang), caption(lang, n, step))
}

/// The caption of a figure and of presenter mode: "n = 5, step 9".
pub fn caption(lang: Lang, n: usize, step: u64) -> String {
    match lang {
        Lang::En => format!("n = {n}, step {step}"),
        Lang::Ja => format!("n = {n}、ステップ {step}"),
    }
}

/// The keyboard shortcuts of the stepper, for the help overlay.
pub const KEY_HELP: &[(&str, Text)] = &[
    ("→", STEP_FORWARD),
    ("←", STEP_BACK),
    (
        "Space",
        Text {
            en: "Play / pause",
            ja: "再生／一時停止",
        },
    ),
    ("N", NEXT_SOLUTION),
    ("P", PREV_SOLUTION),
    ("Home", RESET),
    ("F", PRESENT),
    (
        "S",
        Text {
            en: "Share: the link to this step, its QR code, the embed code",
            ja: "共有：このステップへのリンク、QRコード、埋め込みコード",
        },
    ),
    (
        "PageDown / PageUp",
        Text {
            en: "Step forward / back in presenter mode (a presentation clicker's keys)",
            ja: "発表モードで1ステップ進む／戻る（プレゼン用リモコンのキー）",
        },
    ),
    ("Esc", crate::texts::CLOSE),
    (
        "?",
        Text {
            en: "Show or hide this help",
            ja: "このヘルプの表示／非表示",
        },
    ),
];

/// Over the bit rows: the board row whose values they are, and why the
/// search is at it ([`whose_rows`]): "Row 4: the search went back up to
/// it" (a backtrack's sentence speaks of row 5, which had no candidate).
pub fn rows_whose(lang: Lang, d: &Detail) -> String {
    let (row, whose) = whose_rows(d);
    let why = match (lang, whose) {
        (Lang::En, Whose::Start) => "the search starts here",
        (Lang::En, Whose::Placed { solution: false }) => "a queen was just placed here",
        (Lang::En, Whose::Placed { solution: true }) => "its queen completes a solution",
        (Lang::En, Whose::MovedDown) => "the search just moved down to it",
        (Lang::En, Whose::WentBack) => "the search went back up to it",
        (Lang::En, Whose::Ended) => "the search has ended",
        (Lang::Ja, Whose::Start) => "探索はここから始まります",
        (Lang::Ja, Whose::Placed { solution: false }) => "いまクイーンを置いた行",
        (Lang::Ja, Whose::Placed { solution: true }) => "このクイーンで解が完成",
        (Lang::Ja, Whose::MovedDown) => "探索がいま下りてきた行",
        (Lang::Ja, Whose::WentBack) => "探索が戻ってきた行",
        (Lang::Ja, Whose::Ended) => "探索は終わりました",
    };
    match lang {
        Lang::En => format!("Row {row}: {why}"),
        Lang::Ja => format!("行 {row}：{why}"),
    }
}

/// The timeline's value as a screen reader says it (`aria-valuetext`):
/// the step shown out of the whole search's, in words ("Step 6 of 45"),
/// where a slash would be read as "slash".
pub fn timeline_value(lang: Lang, step: u64, total: u64) -> String {
    let (k, t) = (group_digits(step), group_digits(total));
    match lang {
        Lang::En => format!("Step {k} of {t}"),
        Lang::Ja => format!("ステップ {k}（全 {t} ステップ）"),
    }
}

/// The play speed as the slider says it: "4 steps per second".
pub fn steps_per_second(lang: Lang, speed: u32) -> String {
    match lang {
        Lang::En => format!("{} per second", plural(speed.into(), "step", "steps")),
        Lang::Ja => format!("毎秒 {speed} ステップ"),
    }
}

/// A solution of the list, for the ear (seen "#3 2 5 1 4 0 3"): its
/// number and its queens' columns, row 0 first.
pub fn solution_name(lang: Lang, m: u64, queens: &[usize]) -> String {
    let cols: Vec<String> = queens.iter().map(usize::to_string).collect();
    match lang {
        Lang::En => format!(
            "Solution {m}: queens in columns {}, from row 0 down",
            cols.join(", ")
        ),
        Lang::Ja => format!("解 {m}：クイーンの列は行 0 から順に {}", cols.join("、")),
    }
}

/// Said when N (`next`) or P finds no solution to jump to: the step stays.
pub fn no_solution_to_jump(lang: Lang, next: bool, all: Option<u64>) -> String {
    match (lang, next, all) {
        (Lang::En, true, Some(all)) => format!(
            "No later solution: the search finds {} in all, and none after this step.",
            plural(all, "solution", "solutions")
        ),
        (Lang::En, true, None) => "No later solution after this step.".to_string(),
        (Lang::En, false, _) => "No earlier solution before this step.".to_string(),
        (Lang::Ja, true, Some(all)) => format!(
            "これより後の解はありません。探索で見つかる解は全部で {all} 個で、このステップの後にはありません。"
        ),
        (Lang::Ja, true, None) => "このステップより後の解はありません。".to_string(),
        (Lang::Ja, false, _) => "このステップより前の解はありません。".to_string(),
    }
}

/// The visible speed, short, as its name and its value: "Speed" and
/// ": 4 steps/s" ("速さ", "：毎秒 4 ステップ"). The slider is named by the
/// first alone: its value is said from `aria-valuetext`
/// ([`steps_per_second`]), so a screen reader would say it twice.
pub fn speed_label(lang: Lang, speed: u32) -> (&'static str, String) {
    match lang {
        Lang::En => (
            "Speed",
            format!(": {}/s", plural(speed.into(), "step", "steps")),
        ),
        Lang::Ja => ("速さ", format!("：毎秒 {speed} ステップ")),
    }
}

pub fn solutions_title(lang: Lang, found: u64) -> String {
    match lang {
        Lang::En => format!("Solutions found so far: {found}"),
        Lang::Ja => format!("これまでに見つかった解：{found}"),
    }
}

pub fn solutions_shown(lang: Lang, shown: u64, found: u64) -> String {
    match lang {
        Lang::En => format!("Showing the latest {shown} of {found}."),
        Lang::Ja => format!("{found} 個のうち最新の {shown} 個を表示しています。"),
    }
}

/// What the last step means on the board, in a sentence or two.
pub fn step_meaning(lang: Lang, d: &Detail, n: usize, solutions: u64) -> String {
    match (lang, d) {
        (Lang::En, Detail::Start { .. }) => {
            "Row 0 has no attacks yet, so every column is a candidate: bitmap starts as mask, n ones.".into()
        }
        (Lang::Ja, Detail::Start { .. }) => {
            "行 0 にはまだ利きがないので、すべての列が候補です。bitmap は mask（1 が n 個）から始まります。".into()
        }
        (Lang::En, Detail::Place { row, column, solution, before, .. }) => {
            let which = if before.count_ones() == 1 {
                format!("the only candidate, column {column}")
            } else {
                format!("the rightmost candidate, column {column}")
            };
            let mut t = format!(
                "-bitmap flips every bit of bitmap and adds 1; the carry stops at the lowest 1, so the AND keeps only that bit: {which}. The queen of row {row} goes there, and ^ crosses it off bitmap so it is never tried twice."
            );
            if *solution {
                t += &format!(" Row {row} was the last row: all {n} queens stand, and this is solution #{solutions}.");
            }
            t
        }
        (Lang::Ja, Detail::Place { row, column, solution, before, .. }) => {
            let which = if before.count_ones() == 1 {
                format!("ただ1つの候補、列 {column} です")
            } else {
                format!("つまり候補のうちいちばん右のマス、列 {column} です")
            };
            let mut t = format!(
                "-bitmap は bitmap の全ビットを反転して 1 を足したものです。繰り上がりは最下位の 1 で止まるので、AND を取るとそのビットだけが残ります。{which}。行 {row} のクイーンをそこに置き、^ で bitmap から消すので、同じマスを二度試すことはありません。"
            );
            if *solution {
                t += &format!("行 {row} は最後の行なので、{n} 個のクイーンがすべて置けました。{solutions} 個目の解です。");
            }
            t
        }
        (Lang::En, Detail::Descend { row, bits, .. }) => {
            let mut t = format!(
                "The queens above attack row {row} along three lines: left moves one column to the left each row (<< 1), right one to the right (>> 1), down stays. What is not attacked is the new bitmap: {}.",
                plural(bits.bitmap.count_ones().into(), "candidate", "candidates")
            );
            for note in lost_attacks(Lang::En, d, n) {
                t += " ";
                t += &note;
            }
            if bits.bitmap == 0 {
                t += " None is left: the next step backtracks.";
            }
            t
        }
        (Lang::Ja, Detail::Descend { row, bits, .. }) => {
            let mut t = format!(
                "上のクイーンの利きが、3つの向きから行 {row} に届きます。left は1行ごとに1列左へ（<< 1）、right は1列右へ（>> 1）ずれ、down はまっすぐ下へ進みます。どの利きも届かないマスが新しい bitmap で、候補は {} 個です。",
                bits.bitmap.count_ones()
            );
            for note in lost_attacks(Lang::Ja, d, n) {
                t += &note;
            }
            if bits.bitmap == 0 {
                t += "候補が残っていないので、次のステップはバックトラックです。";
            }
            t
        }
        (lang, &Detail::Backtrack { row, to: Some(up), lifted, after_solution, left_over }) => {
            backtrack_meaning(lang, n, row, up, lifted, after_solution, left_over, solutions)
        }
        (Lang::En, Detail::Backtrack { to: None, .. }) => {
            format!("Row 0 has no candidate left: the whole search is done, with {}.", plural(solutions, "solution", "solutions"))
        }
        (Lang::Ja, Detail::Backtrack { to: None, .. }) => {
            format!("行 0 にも候補が残っていません。探索はすべて終わり、解は {solutions} 個でした。")
        }
    }
}

/// The share dialog's note on the frame sizes: up to `max` the larger
/// frames show the whole step (tests/e2e/classroom.test.mjs); the narrow
/// frame `narrow` has too little height for the board, its bit rows and the
/// equations at a legible size, so its stage scrolls (it does not show the
/// whole step, and the note does not say it does), and from `max + 1` it is
/// not offered, and why.
pub fn share_size_note(lang: Lang, max: usize, narrow: (u32, u32)) -> String {
    let (w, h) = narrow;
    let next = max + 1;
    match lang {
        Lang::En => format!(
            "Up to n = {max} the larger frames show the whole step: the board, every bit row and the equations. In a {w} × {h} frame the widget scrolls: the board, the bit rows and the equations follow one another under the step buttons, at the same size at every step. From n = {next} that frame cannot show the current row with its bits, so it is not offered: choose a larger one."
        ),
        Lang::Ja => format!(
            "n = {max} までは大きい枠で場面全体（盤・すべてのビットの行・式）が見えます。{w} × {h} の枠では小窓がスクロールします。盤・ビットの行・式が上から順に並び、ステップの操作ボタンは上に残ります。大きさはどのステップでも同じです。n = {next} 以上ではこの枠に今の行とそのビットが収まらないため、選べません。大きい枠を選んでください。"
        ),
    }
}

/// A name with the board row whose value it is: `bit (row 3)`. In a
/// narrow column it wraps after the name, never inside `row 3` (a
/// no-break space).
pub fn of_row(lang: Lang, name: &str, row: usize) -> String {
    match lang {
        Lang::En => format!("{name} (row\u{a0}{row})"),
        Lang::Ja => format!("{name}（行\u{a0}{row}）"),
    }
}

/// Which `bit` is which on a descend (none for other steps): the equations
/// read the row above's, the queen they move down; the bit rows show the
/// new row's (`bit (row r)`, [`super::rows::Label::OfRow`]), 0 until a
/// queen is placed there. Shown under the equations wherever they are
/// (the page, presenter mode, the widget, the figure).
pub fn bit_note(lang: Lang, d: &Detail) -> Option<String> {
    let Detail::Descend { row, .. } = *d else {
        return None;
    };
    let above = row - 1;
    Some(match lang {
        Lang::En => format!(
            "The equations' bit is row {above}'s, before descending; {} is still 0.",
            of_row(lang, "bit", row)
        ),
        Lang::Ja => format!(
            "式の bit は行 {above} のもの（次の行へ進む前）。{} はまだ 0 です。",
            of_row(lang, "bit", row)
        ),
    })
}

/// Why a bit disappeared in a descend: an attack shifted past the board's
/// edge, a sentence each (none for other steps). The page's meaning says
/// them, and presenter mode, the widget and the figure show them under the
/// equations, so that a bit that vanished from `left` or `right` is
/// explained wherever it is seen.
pub fn lost_attacks(lang: Lang, d: &Detail, n: usize) -> Vec<String> {
    let Detail::Descend {
        lost_left,
        lost_right,
        ..
    } = *d
    else {
        return Vec::new();
    };
    let mut notes = Vec::new();
    if lost_left != 0 {
        notes.push(match lang {
            Lang::En => {
                "A left attack was pushed past column 0 and is cut off by mask.".to_string()
            }
            Lang::Ja => {
                "left の利きが列 0 より左へ押し出され、mask で切り落とされました。".to_string()
            }
        });
    }
    if lost_right != 0 {
        notes.push(match lang {
            Lang::En => format!(
                "A right attack was pushed past column {} and falls off the board.",
                n - 1
            ),
            Lang::Ja => format!(
                "right の利きが列 {} より右へ押し出され、盤の外へ落ちました。",
                n - 1
            ),
        });
    }
    notes
}

/// A Backtrack from `row` to `up`: what is lifted, and what comes next.
#[allow(clippy::too_many_arguments)]
fn backtrack_meaning(
    lang: Lang,
    n: usize,
    row: usize,
    up: usize,
    lifted: Option<usize>,
    after_solution: bool,
    left_over: u32,
    solutions: u64,
) -> String {
    let c = lifted.unwrap_or(0);
    match lang {
        Lang::En => {
            let mut t = format!("Row {row} has no candidate left (bitmap[{row}] = 0). ");
            t += &if after_solution {
                format!("Solution #{solutions} is counted, and the search goes on to find the others: the queen of row {row} is lifted, the search returns to row {up} and lifts its queen from column {c} too.")
            } else {
                format!("Every way on from here has been tried, so the search returns to row {up} and lifts its queen from column {c}.")
            };
            t += " ";
            t += &after_backtrack(lang, n, up, left_over, "bitmap", Ahead::Told);
            t
        }
        Lang::Ja => {
            let mut t = format!("行 {row} に候補が残っていません（bitmap[{row}] = 0）。");
            t += &if after_solution {
                format!("{solutions} 個目の解を数えました。ほかの解も見つけるために探索を続けます。行 {row} のクイーンを取り除き、行 {up} に戻って、列 {c} のクイーンも取り除きます。")
            } else {
                format!("ここから先はすべて試し終えたので、行 {up} に戻り、列 {c} のクイーンを取り除きます。")
            };
            t += &after_backtrack(lang, n, up, left_over, "bitmap", Ahead::Told);
            t
        }
    }
}

/// How [`after_backtrack`] tells what follows a backtrack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ahead {
    /// The row's candidates, then what the next step does: the stepper's
    /// meaning, and the lesson's backtrack stop's text (a paragraph for
    /// each row it goes back to).
    Told,
    /// What the next step does, then why: the same facts in other words,
    /// for a status shown under a text that says them as [`Ahead::Told`]
    /// (the lesson's backtrack stop after each of its steps), so that the
    /// status never repeats that text word for word.
    Retold,
    /// The row's candidates only, where no next step can be taken there
    /// (the last step a lesson's stop takes).
    Left,
}

/// What the search does next once a backtrack has brought it back to row
/// `up`, whose candidates not yet tried are `left_over` (`name` in the
/// sentence: `bitmap` where row `up` is the row shown, `bitmap[up]` where
/// it is read from the stack): go back again, or place a queen on the
/// lowest of them; `ahead` says in which form. The stepper's and the
/// lesson's one account of it (its text and its step status alike).
pub fn after_backtrack(
    lang: Lang,
    n: usize,
    up: usize,
    left_over: u32,
    name: &str,
    ahead: Ahead,
) -> String {
    let left = left_over.count_ones() as u64;
    let bin = format!("{left_over:0n$b}");
    let some = plural(left, "candidate", "candidates");
    match (lang, ahead, left_over) {
        (Lang::En, Ahead::Told, 0) => format!("Row {up} has no candidate left either ({name} = {bin}): the next step goes back again."),
        (Lang::En, Ahead::Told, _) => format!("Row {up} still has {some} it has not tried ({name} = {bin}): the next step places its queen on the lowest bit."),
        (Lang::En, Ahead::Retold, 0) => format!("The next step goes back again, as row {up} has no candidate left either ({name} = {bin})."),
        (Lang::En, Ahead::Retold, _) => format!("The next step places the queen of row {up} again, on the lowest bit of {name} = {bin} ({some} it has not tried)."),
        (Lang::En, Ahead::Left, 0) => format!("Row {up} has no candidate left either ({name} = {bin})."),
        (Lang::En, Ahead::Left, _) => format!("Row {up} is left with {some} to try ({name} = {bin})."),
        (Lang::Ja, Ahead::Told, 0) => format!("行 {up} にも候補が残っていない（{name} = {bin}）ので、次のステップでさらに戻ります。"),
        (Lang::Ja, Ahead::Told, _) => format!("行 {up} にはまだ試していない候補が {left} 個あります（{name} = {bin}）。次のステップで、その最下位のビットの列にクイーンを置きます。"),
        (Lang::Ja, Ahead::Retold, 0) => format!("次のステップでさらに戻ります。行 {up} にも候補が残っていないからです（{name} = {bin}）。"),
        (Lang::Ja, Ahead::Retold, _) => format!("次のステップで、行 {up} にもう一度クイーンを置きます。置くのは {name} = {bin} の最下位のビットの列です（まだ試していない候補は {left} 個）。"),
        (Lang::Ja, Ahead::Left, 0) => format!("行 {up} にも候補が残っていません（{name} = {bin}）。"),
        (Lang::Ja, Ahead::Left, _) => format!("行 {up} に残っている、まだ試していない候補は {left} 個です（{name} = {bin}）。"),
    }
}

/// The event line the stepper shows at `s` (its live region says it too):
/// what its last event did, and at the search's end, that it ended.
pub fn shown_line(lang: Lang, s: &Stepper) -> String {
    let line = event_line(lang, s);
    if s.is_finished() {
        crate::i18n::sentences(lang, &line, FINISHED.get(lang))
    } else {
        line
    }
}

/// One line that says what the last event of `s` did, with its real numbers.
pub fn event_line(lang: Lang, s: &Stepper) -> String {
    let (n, bits, solutions) = (s.n(), s.current_bits(), s.counters().solutions);
    let event = s.last_event();
    let bin = |v: u32| format!("{v:0n$b}");
    match (lang, event) {
        (_, None) => EV_START.get(lang).to_string(),
        (Lang::En, Some(Event::Place { row, bit, solution })) => {
            let mut line = format!(
                "Place: row {row} takes bit = bitmap & -bitmap = {} (column {}) out of bitmap.",
                bin(bit),
                column_of(bit, n)
            );
            if solution {
                line += &format!(" Solution #{solutions} is complete!");
            }
            line
        }
        (Lang::Ja, Some(Event::Place { row, bit, solution })) => {
            let mut line = format!(
                "配置：行 {row} の bitmap から最下位のビット bit = bitmap & -bitmap = {}（列 {}）を取り出し、クイーンを置きます。",
                bin(bit),
                column_of(bit, n)
            );
            if solution {
                line += &format!("{solutions} 個目の解が完成しました！");
            }
            line
        }
        // (Short enough for three lines on a phone at n = 12.)
        (Lang::En, Some(Event::Descend { row })) => format!(
            "Descend to row {row}: bitmap = mask & ~(left|down|right) = {} ({}).",
            bin(bits.bitmap),
            match bits.bitmap {
                0 => candidate_columns(lang, 0, n),
                b => format!("candidates: {}", candidate_columns(lang, b, n)),
            }
        ),
        (Lang::Ja, Some(Event::Descend { row })) => format!(
            "行 {row} へ進みます：bitmap = mask & ~(left|down|right) = {}。{}",
            bin(bits.bitmap),
            match bits.bitmap {
                0 => "候補はありません。".to_string(),
                b => format!("候補は {} です。", columns_phrase(lang, b, n)),
            }
        ),
        (Lang::En, Some(Event::Backtrack { row: 0 })) => {
            "Backtrack: row 0 has no candidate left, so the search is over.".to_string()
        }
        (Lang::Ja, Some(Event::Backtrack { row: 0 })) => {
            "バックトラック：行 0 に候補が残っていないので、探索は終わりです。".to_string()
        }
        (Lang::En, Some(Event::Backtrack { row })) => format!(
            "Backtrack: row {row} has no candidate left (bitmap[{row}] = 0), so the search returns to row {} and lifts its queen from column {}.",
            row - 1,
            s.lifted().unwrap_or(0)
        ),
        (Lang::Ja, Some(Event::Backtrack { row })) => format!(
            "バックトラック：行 {row} に候補が残っていない（bitmap[{row}] = 0）ので、行 {} に戻り、列 {} のクイーンを取り除きます。",
            row - 1,
            s.lifted().unwrap_or(0)
        ),
    }
}

/// The step's event in one short line, for the embedded widget: "Place:
/// row 2, column 4.", "Backtrack: row 5 has no candidate; back to row 4."
pub fn event_brief(lang: Lang, s: &Stepper) -> String {
    let n = s.n();
    let what = match s.last_event() {
        None => return EV_START.get(lang).to_string(),
        Some(Event::Place { .. }) => EV_PLACE,
        Some(Event::Descend { .. }) => EV_DESCEND,
        Some(Event::Backtrack { .. }) => EV_BACKTRACK,
    }
    .get(lang);
    let solutions = s.counters().solutions;
    let rest = match (lang, s.last_event()) {
        (_, None) => String::new(),
        (Lang::En, Some(Event::Place { row, bit, solution })) => {
            let done = if solution {
                format!(" Solution #{solutions}!")
            } else {
                String::new()
            };
            format!("row {row}, column {}.{done}", column_of(bit, n))
        }
        (Lang::Ja, Some(Event::Place { row, bit, solution })) => {
            let done = if solution {
                format!("{solutions} 個目の解！")
            } else {
                String::new()
            };
            format!("行 {row} の 列 {}。{done}", column_of(bit, n))
        }
        (_, Some(Event::Descend { row })) => {
            let bitmap = s.current_bits().bitmap;
            let columns = candidate_columns(lang, bitmap, n);
            match (lang, bitmap) {
                (Lang::En, 0) => format!("row {row}, {columns}."),
                (Lang::En, _) => format!("row {row}, candidates: {columns}."),
                (Lang::Ja, 0) => format!("行 {row}、{columns}。"),
                (Lang::Ja, _) => format!("行 {row}、候補は {columns}。"),
            }
        }
        (Lang::En, Some(Event::Backtrack { row: 0 })) => {
            "row 0 has no candidate; the search is over.".into()
        }
        (Lang::Ja, Some(Event::Backtrack { row: 0 })) => {
            "行 0 に候補なし。探索は終わりです。".into()
        }
        (Lang::En, Some(Event::Backtrack { row })) => {
            format!("row {row} has no candidate; back to row {}.", row - 1)
        }
        (Lang::Ja, Some(Event::Backtrack { row })) => {
            format!("行 {row} に候補なし。行 {} へ戻ります。", row - 1)
        }
    };
    format!("{what}{}{rest}", if lang == Lang::En { ": " } else { "：" })
}

/// The candidates of `bitmap` named as columns: "columns 1 and 3", "no
/// candidate" (列 1・3, 候補なし).
fn candidate_columns(lang: Lang, bitmap: u32, n: usize) -> String {
    match (lang, bitmap) {
        (Lang::En, 0) => "no candidate".into(),
        (Lang::Ja, 0) => "候補なし".into(),
        _ => columns_phrase(lang, bitmap, n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::check_both;

    /// The search's last line ends with its end, joined as each language
    /// joins sentences: no space after 。 in Japanese.
    #[test]
    fn the_last_line_says_the_search_ended_as_a_sentence_of_its_language() {
        let mut s = Stepper::new(4);
        while !s.is_finished() {
            s.next();
        }
        let ja = shown_line(Lang::Ja, &s);
        assert!(ja.ends_with("です。探索は終了しました。"), "{ja}");
        let en = shown_line(Lang::En, &s);
        assert!(en.ends_with(". The search has ended."), "{en}");
    }

    /// The share dialog does not promise the whole step in the narrow frame,
    /// whose stage scrolls: at n = 8 the 360 × 480 frame cannot show the
    /// bit rows with the board.
    #[test]
    fn the_frame_note_promises_the_whole_step_only_for_the_larger_frames() {
        let en = share_size_note(Lang::En, 12, (360, 480));
        let ja = share_size_note(Lang::Ja, 12, (360, 480));
        assert!(
            !en.contains("every frame") && en.contains("larger frames show the whole step"),
            "{en}"
        );
        assert!(
            en.contains("360 × 480 frame the widget scrolls")
                && en.contains("at the same size at every step")
                && en.contains("n = 13"),
            "{en}"
        );
        assert!(
            !ja.contains("どの大きさでも") && ja.contains("大きい枠で場面全体"),
            "{ja}"
        );
        assert!(
            ja.contains("360 × 480 の枠では小窓がスクロール")
                && ja.contains("大きさはどのステップでも同じ")
                && ja.contains("n = 13"),
            "{ja}"
        );
    }

    #[test]
    fn the_brief_event_says_what_happened_in_one_line() {
        let at = |k: u64| {
            let mut s = Stepper::new(6);
            for _ in 0..k {
                s.next();
            }
            s
        };
        let said = |lang, k| event_brief(lang, &at(k));
        assert_eq!(said(Lang::En, 0), EV_START.en);
        // n = 6: row 0 takes column 5, row 1 has columns 0..=3 free.
        assert_eq!(said(Lang::En, 1), "Place: row 0, column 5.");
        assert_eq!(said(Lang::Ja, 1), "配置：行 0 の 列 5。");
        assert_eq!(
            said(Lang::En, 2),
            "Descend: row 1, candidates: columns 0, 1, 2 and 3."
        );
        assert_eq!(said(Lang::Ja, 2), "次の行へ：行 1、候補は 列 0・1・2・3。");
        // Every step of n = 6 in both languages: one line, no binary.
        let mut s = Stepper::new(6);
        while s.next().is_some() {
            for lang in [Lang::En, Lang::Ja] {
                let line = event_brief(lang, &s);
                assert!(line.len() < 90 && !line.contains('\n'), "{line}");
                if let Some(Event::Backtrack { row }) = s.last_event() {
                    assert!(
                        line.contains(&format!("{}", row.saturating_sub(1))),
                        "{line}"
                    );
                }
            }
        }
        assert_eq!(
            event_brief(Lang::En, &s),
            "Backtrack: row 0 has no candidate; the search is over."
        );
        let mut s = Stepper::new(6);
        while !matches!(s.next(), Some(Event::Place { solution: true, .. })) {}
        assert!(event_brief(Lang::En, &s).ends_with("Solution #1!"));
    }

    /// Japanese counts the solutions with a counter ("2 個目の解"), never
    /// with "#": every sentence of the step that completes a solution and
    /// of the step that lifts it names it so, with the solver's number.
    #[test]
    fn japanese_numbers_a_solution_with_a_counter() {
        let mut s = Stepper::new(6);
        let mut said = 0;
        while s.next().is_some() {
            let found = s.counters().solutions;
            let d = super::super::explain::Detail::of(&s);
            let lines = [
                event_line(Lang::Ja, &s),
                event_brief(Lang::Ja, &s),
                step_meaning(Lang::Ja, &d, 6, found),
            ];
            let names = matches!(s.last_event(), Some(Event::Place { solution: true, .. }));
            for line in lines {
                assert!(!line.contains('#'), "{line}");
                if names {
                    assert!(line.contains(&format!("{found} 個目の解")), "{line}");
                    said += 1;
                }
            }
        }
        assert_eq!(said, 3 * 4, "n = 6 has 4 solutions");
    }

    /// A Place's line says the bit is taken out of bitmap (the bitmap
    /// row shows bitmap after `bitmap ^= bit`: a reader who looks there for
    /// "the lowest 1 of bitmap" finds the next candidate, not this one);
    /// a descend's says its candidates once, in a sentence of their own.
    #[test]
    fn a_places_line_says_the_bit_leaves_bitmap() {
        let mut s = Stepper::new(6);
        let (mut places, mut emptied) = (0, 0);
        while s.next().is_some() {
            let after = s.current_bits().bitmap;
            let bin = format!("{after:06b}");
            let left = after.count_ones();
            let en = event_line(Lang::En, &s);
            let ja = event_line(Lang::Ja, &s);
            match s.last_event() {
                Some(Event::Place { row, bit, .. }) => {
                    let (b, c) = (format!("{bit:06b}"), column_of(bit, 6));
                    assert!(en.starts_with(&format!("Place: row {row} takes bit = bitmap & -bitmap = {b} (column {c}) out of bitmap.")), "{en}");
                    assert!(ja.starts_with(&format!("配置：行 {row} の bitmap から最下位のビット bit = bitmap & -bitmap = {b}（列 {c}）を取り出し、クイーンを置きます。")), "{ja}");
                    places += 1;
                    emptied += usize::from(left == 0);
                }
                Some(Event::Descend { row }) => {
                    assert_eq!(en.matches("candidate").count(), 1, "{en}");
                    assert_eq!(ja.matches("候補").count(), 1, "{ja}");
                    assert!(
                        en.starts_with(&format!(
                            "Descend to row {row}: bitmap = mask & ~(left|down|right) = {bin} ("
                        )),
                        "{en}"
                    );
                    assert!(
                        ja.starts_with(&format!(
                            "行 {row} へ進みます：bitmap = mask & ~(left|down|right) = {bin}。"
                        )),
                        "{ja}"
                    );
                    if left == 0 {
                        assert!(en.ends_with(" (no candidate)."), "{en}");
                        assert!(ja.ends_with("。候補はありません。"), "{ja}");
                    }
                }
                _ => {}
            }
        }
        assert!(places > 20 && emptied > 0, "{places} {emptied}");
        // n = 6, step 2: row 1's candidates, named by their columns.
        let s = solver::Timeline::new(6).seek(2);
        assert_eq!(
            event_line(Lang::Ja, &s),
            "行 1 へ進みます：bitmap = mask & ~(left|down|right) = 111100。候補は 列 0・1・2・3 です。"
        );
        assert_eq!(
            event_line(Lang::En, &s),
            "Descend to row 1: bitmap = mask & ~(left|down|right) = 111100 (candidates: columns 0, 1, 2 and 3)."
        );
    }

    #[test]
    fn key_help_is_translated() {
        for (key, t) in KEY_HELP {
            assert!(!key.is_empty() && !t.en.is_empty() && !t.ja.is_empty());
        }
    }

    #[test]
    fn each_short_word_of_a_step_control_is_part_of_its_name() {
        // On a phone the controls show the short word and are named by the
        // full name: what is seen must be in what is heard.
        for (short, names) in [
            (SHORT_RESET, &[RESET][..]),
            (SHORT_PREV_SOLUTION, &[PREV_SOLUTION][..]),
            (SHORT_NEXT_SOLUTION, &[NEXT_SOLUTION][..]),
            (SHORT_BACK, &[STEP_BACK][..]),
            (SHORT_STEP, &[STEP_FORWARD][..]),
        ] {
            for name in names {
                for lang in [Lang::En, Lang::Ja] {
                    let (s, n) = (
                        short.get(lang).to_lowercase(),
                        name.get(lang).to_lowercase(),
                    );
                    assert!(n.contains(&s), "{s} in {n}");
                }
            }
        }
    }

    #[test]
    fn function_texts_say_their_values_in_both_languages() {
        check_both(&["n = 5", "9"], |l| caption(l, 5, 9));
        for saved in [true, false] {
            check_both(&["bitqueens-n5-step9-en.png"], |l| {
                figure_said(l, "bitqueens-n5-step9-en.png", saved)
            });
        }
        assert_ne!(
            figure_said(Lang::Ja, "f.svg", true),
            figure_said(Lang::Ja, "f.svg", false)
        );
        check_both(&["1"], |l| steps_per_second(l, 1));
        check_both(&["25"], |l| steps_per_second(l, 25));
        assert_eq!(steps_per_second(Lang::En, 1), "1 step per second");
        assert_eq!(steps_per_second(Lang::En, 4), "4 steps per second");
        let label = |lang, speed| {
            let (name, value) = speed_label(lang, speed);
            format!("{name}{value}")
        };
        assert_eq!(label(Lang::Ja, 4), "速さ：毎秒 4 ステップ");
        assert_eq!(label(Lang::En, 60), "Speed: 60 steps/s");
        assert_eq!(label(Lang::En, 1), "Speed: 1 step/s");
        check_both(&["92"], |l| solutions_title(l, 92));
        check_both(&["10", "92"], |l| solutions_shown(l, 10, 92));
    }

    #[test]
    fn the_code_note_names_each_language() {
        for code in CodeLang::ALL {
            check_both(&[code.name()], |l| code_note(l, code));
        }
    }

    #[test]
    fn every_step_has_a_meaning_in_both_languages() {
        let mut s = solver::Stepper::new(5);
        loop {
            let d = Detail::of(&s);
            let found = s.counters().solutions;
            check_both(&[], |l| step_meaning(l, &d, 5, found));
            if s.next().is_none() {
                break;
            }
        }
    }

    /// The note under presenter mode's, the widget's and the figure's
    /// equations is the page's own sentence: each lost attack of a descend
    /// named once, in the meaning too, and nothing for other steps.
    #[test]
    fn a_lost_attack_is_noted_where_the_equations_are_shown() {
        let mut s = Stepper::new(6);
        let mut seen = [false; 2];
        while s.next().is_some() {
            let d = Detail::of(&s);
            for lang in [Lang::En, Lang::Ja] {
                let notes = lost_attacks(lang, &d, 6);
                let (left, right) = match d {
                    Detail::Descend {
                        lost_left,
                        lost_right,
                        ..
                    } => (lost_left != 0, lost_right != 0),
                    _ => (false, false),
                };
                assert_eq!(notes.len(), usize::from(left) + usize::from(right), "{d:?}");
                seen[0] |= left;
                seen[1] |= right;
                let meaning = step_meaning(lang, &d, 6, 0);
                for note in &notes {
                    assert_eq!(meaning.matches(note.as_str()).count(), 1, "{meaning}");
                }
            }
        }
        assert_eq!(seen, [true, true]);
        let mut s = Stepper::new(6);
        for _ in 0..8 {
            s.next();
        }
        assert_eq!(
            lost_attacks(Lang::En, &Detail::of(&s), 6),
            [
                "A left attack was pushed past column 0 and is cut off by mask.",
                "A right attack was pushed past column 5 and falls off the board."
            ]
        );
    }

    /// A descend's note says which `bit` the equations read (the row
    /// above's, before descending) and which the bit rows show (the new
    /// row's, under its label), with the rows of the step; no other step
    /// has one.
    #[test]
    fn a_descend_says_which_bit_is_which() {
        let mut s = Stepper::new(6);
        let mut descends = 0;
        while s.next().is_some() {
            let d = Detail::of(&s);
            for lang in [Lang::En, Lang::Ja] {
                let note = bit_note(lang, &d);
                let Detail::Descend { row, .. } = d else {
                    assert_eq!(note, None, "{d:?}");
                    continue;
                };
                let note = note.unwrap();
                let above = match lang {
                    Lang::En => format!("bit is row {}'s, before descending", row - 1),
                    Lang::Ja => format!("式の bit は行 {} のもの（次の行へ進む前）", row - 1),
                };
                assert!(note.contains(&above), "{note}");
                // The bit rows' label, word for word.
                assert!(note.contains(&of_row(lang, "bit", row)), "{note}");
                descends += 1;
            }
        }
        assert!(descends > 20);
        assert_eq!(of_row(Lang::En, "bit", 3), "bit (row\u{a0}3)");
        assert_eq!(of_row(Lang::Ja, "bit", 3), "bit（行\u{a0}3）");
    }
    /// The page's legend names every mark, in one sentence per language;
    /// a figure's, only those it is given.
    #[test]
    fn the_legend_is_its_marks_after_the_current_row() {
        assert_eq!(
            legend(Lang::En, &MARKS),
            "Current row (▶): ↙ left, ↓ down, ↘ right attacks; ○ candidates (bitmap); × tried already; double-framed ♛ the bit just taken; grey ♛ in a dashed square a queen just lifted by a backtrack."
        );
        assert_eq!(
            legend(Lang::Ja, &MARKS),
            "いまの行（▶）：↙ left・↓ down・↘ right の利き、○ 候補（bitmap）、× 試し済み、二重枠の ♛ はいま選んだ bit、点線の枠の灰色の ♛ はバックトラックで取り除いたクイーン。"
        );
        assert_eq!(
            legend(Lang::En, &[MARK_TRIED, MARK_LIFTED]),
            "Current row (▶): × tried already; grey ♛ in a dashed square a queen just lifted by a backtrack."
        );
    }

    /// What follows a backtrack, in each form: the row gone back to and
    /// its candidates by name and value; the next step in the told and
    /// retold forms, none in the form for a stop's last step; the retold
    /// form never the told one word for word.
    #[test]
    fn after_a_backtrack_each_form_says_the_row_and_what_it_has_left() {
        for left_over in [0, 0b00101] {
            for ahead in [Ahead::Told, Ahead::Retold, Ahead::Left] {
                let bin = format!("bitmap[2] = {left_over:05b}");
                check_both(&["2", &bin], |l| {
                    after_backtrack(l, 5, 2, left_over, "bitmap[2]", ahead)
                });
                for (lang, next) in [(Lang::En, "next step"), (Lang::Ja, "次のステップ")] {
                    let t = after_backtrack(lang, 5, 2, left_over, "bitmap[2]", ahead);
                    assert_eq!(t.contains(next), ahead != Ahead::Left, "{t}");
                    let told = after_backtrack(lang, 5, 2, left_over, "bitmap[2]", Ahead::Told);
                    for sentence in told.split_inclusive(['.', '。', ':']) {
                        assert!(
                            ahead == Ahead::Told || !t.contains(sentence.trim()),
                            "{sentence:?} again in {t}"
                        );
                    }
                }
            }
        }
    }
}
