//! Texts of the algorithm lab (`?view=lab`).

use crate::domain::lab::model::{LabMethod, Line};
use crate::format::group_digits;
use crate::i18n::{plural, texts, Lang};
use solver::methods::Method;

texts! {
    TITLE: "Algorithm lab: why the bitmap wins, measured", "アルゴリズム比較：ビットマップが速い理由を実測する";
    INTRO:
        "Choose a board size and run every method on it, one after another, in a background worker. \
         Each method has a time limit, so even brute force on a large board only costs you that limit.",
        "盤の大きさを選び、すべての手法を順番にバックグラウンドのワーカーで実行します。\
         手法ごとに制限時間があるので、大きな盤の総当たりでも待つのはその時間だけです。";
    N_LABEL: "Board size n", "盤の大きさ n";
    LIMIT_LABEL: "Time limit per method", "手法ごとの制限時間";
    RUN: "Run all methods", "全手法を実行";
    CANCEL: "Cancel", "中止";
    CLEAR: "Clear the charts", "グラフを消去";
    TABLE_CAPTION: "Results", "結果";

    COL_METHOD: "Method", "手法";
    COL_SOLUTIONS: "Solutions", "解の数";
    COL_LEAVES: "Leaf nodes", "末端ノード数";
    COL_NODES: "Nodes visited", "訪問ノード数";
    COL_TIME: "Time", "時間";
    COL_STATE: "State", "状態";

    STATE_IDLE: "not run yet", "未実行";
    STATE_QUEUED: "waiting", "待機中";
    STATE_RUNNING: "running…", "実行中…";
    STATE_DONE: "✓ done", "✓ 完了";
    STATE_TIMEOUT: "◷ time limit: counts so far", "◷ 制限時間：途中までの数";
    STATE_CANCELLED: "✕ cancelled", "✕ 中止";
    STATE_SKIPPED: "⤼ skipped", "⤼ 省略";
    STATE_ERROR: "⚠ the worker did not answer", "⚠ ワーカーが応答しません";
    UNIQUE: "unique", "ユニーク解";

    NOTE_LOWER_BOUND:
        "A row stopped by its time limit shows what it had counted when it stopped, marked ≥: lower bounds, not answers.",
        "制限時間で止まった行は、止まった時点までに数えた値を ≥ 付きで示します。答えではなく下限です。";
    NOTE_SYMMETRY:
        "The symmetric counter counts one board from each group of rotations and reflections and multiplies by the size of the group. \
         Its rules cut the other boards of a group before they are built, and in the last rows a forward check cuts dead ends early, \
         so its tree is about 5 times smaller than the plain bitmap tree at n = 8 and 18 times at n = 16 (n = 8: 136 leaves instead of \
         736; n = 16: 63 million nodes instead of 1,141 million). In [[comparison]] the search prunes with the opposite rule (the row-0 queen nearest a corner) and shows 212 \
         at n = 8; why this counter puts the farthest queen on top is explained below.",
        "対称性を使うカウンタは、回転・鏡像で移り合う盤のグループごとに1つだけ数え、グループの大きさを掛けます。\
         グループの他の盤は作られる前に規則で切り落とされ、最後の数行では前方チェックが行き止まりを早めに切るので、\
         探索木は普通のビットマップの、n = 8 で約5分の1、n = 16 で約18分の1になります\
         （n = 8 で末端ノード 736 ではなく 136、n = 16 でノード 11億4100万ではなく 6346万）。[[comparison]]は逆の規則（行 0 のクイーンが角にいちばん近い）で枝刈りし、\
         n = 8 で 212 です。このカウンタがいちばん遠いクイーンを上に置く理由は下の説明にあります。";
    NOTE_TIMING:
        "A method that finishes in less than 20 ms is run again, in batches that double until one lasts 20 ms; its time is the median \
         of five such batches, divided by the runs in each. The browser's clock ticks coarsely (0.1 ms or more), so one short run would be noise. \
         A first run under 100 ms is run once more: it also pays for compiling the method.",
        "20 ミリ秒未満で終わる手法は、1組の回数を倍々に増やして1組が 20 ミリ秒以上になるまで繰り返し、そうした5組の時間を\
         1組の回数で割った値の中央値を示します。ブラウザの時計の刻みは粗い（0.1 ミリ秒以上）ため、短い1回の計測は雑音にすぎません。\
         100 ミリ秒未満の最初の1回はコンパイルの時間も含むため、もう1回実行します。";
    NOTE_CANCEL:
        "Cancel stops waiting at once and the next run starts a fresh worker. A worker cannot be interrupted in the middle of a search: \
         the abandoned one finishes its current method at the latest at the time limit, then shuts down.",
        "中止するとすぐに待つのをやめ、次の実行では新しいワーカーを使います。探索の途中のワーカーは割り込みを受け付けないため、\
         残されたワーカーは遅くとも制限時間で今の手法を終え、その後に停止します。";

    DEFS_TITLE: "What each number counts", "それぞれの数が数えているもの";
    DEF_SOLUTIONS:
        "Solutions: complete placements of n queens with no two attacking each other.",
        "解の数：どの2つも互いの利きが届かない、n 個のクイーンの完全な配置の数。";
    DEF_NODES:
        "Nodes visited: the work of the search, counted per method as below (the empty board is never a node).",
        "訪問ノード数：探索の仕事量。数え方は手法ごとに下の通りです（空の盤はノードに数えません）。";
    DEF_LEAVES:
        "Leaf nodes: the places where the search stops going deeper, either with a solution or with a failure. \
         The definitions below are those of the published comparison tables, and the numbers match them (n = 8: 16,777,216 / 13,756 / 736).",
        "末端ノード数：探索がそれ以上深く進まない場所の数。解で終わる場合も失敗で終わる場合も含みます。\
         下の定義は公開されている比較表のもので、数値も一致します（n = 8 で 16,777,216 / 13,756 / 736）。";
    DEF_TIME:
        "Time: wall-clock time inside the worker (performance.now()). It changes with the machine and from run to run; the counts never do.",
        "時間：ワーカー内で performance.now() で測った経過時間。マシンや実行ごとに変わりますが、数は変わりません。";

    NAME_BRUTEFORCE: "Brute force", "総当たり";
    NAME_PERMUTATION: "Permutations + check", "順列＋チェック";
    NAME_BACKTRACKING: "Plain backtracking", "素朴なバックトラック法";
    NAME_FLAGS: "Backtracking with flags", "フラグ配列";
    NAME_BITMAP: "Bitmap (recursive)", "ビットマップ（再帰）";
    NAME_BITMAP_NR: "Bitmap (non-recursive)", "ビットマップ（非再帰）";
    NAME_MIRROR: "Bitmap + mirror", "ビットマップ＋ミラー";
    NAME_SYMMETRY: "Bitmap + symmetry", "ビットマップ＋対称性";
    NAME_CARRY_CHAIN: "Carry chain", "キャリーチェーン";
    NAME_JOIN: "Half-board join", "左右の半分の結合";

    HOW_BRUTEFORCE:
        "One queen per row in any column: all nⁿ placements are generated, and each complete one is checked. \
         Node: a queen put on the board. Leaf: a complete placement checked (nⁿ of them).",
        "各行に1個ずつ、列は自由に置きます。nⁿ 通りの配置をすべて作り、完成した配置ごとに調べます。\
         ノード：盤に置いたクイーン1個。末端ノード：調べた完成配置（nⁿ 個）。";
    HOW_PERMUTATION:
        "One queen per row and per column: every permutation of the columns is generated and checked for diagonal attacks. \
         Node: a queen put on the board. Leaf: a complete permutation checked (n! of them).",
        "各行・各列に1個ずつ置きます。列の順列をすべて作り、斜めの利きを調べます。\
         ノード：盤に置いたクイーン1個。末端ノード：調べた完成順列（n! 個）。";
    HOW_BACKTRACKING:
        "Row by row; each square is compared with every queen above it, and the search goes down only from a square that passes. \
         Node: a square tested. Leaf: a failed test or a solution.",
        "1行ずつ進み、各マスを上の行のクイーンすべてと比べ、通ったマスからだけ下の行へ進みます。\
         ノード：調べたマス1つ。末端ノード：失敗したテスト、または解。";
    HOW_FLAGS:
        "The same search as plain backtracking, but a square is tested by looking up three boolean arrays: used columns and used diagonals in both directions. \
         Nodes and leaves are exactly those of plain backtracking; only the cost of a test changes.",
        "素朴なバックトラック法と同じ探索ですが、マスの判定は3つの真偽値配列（使用中の列、2方向の使用中の対角線）を見るだけです。\
         ノードと末端ノードは素朴なバックトラック法とまったく同じで、変わるのは1回の判定の手間だけです。";
    HOW_BITMAP:
        "The attacked columns of a row are bits of left, down and right; bitmap = mask & ~(left|down|right) holds only free squares, \
         so an attacked square is never tried. Node: a queen placed. Leaf: a dead end (a row with no free square) or a solution.",
        "行の利きを left・down・right のビットで持ちます。bitmap = mask & ~(left|down|right) には空いているマスしかないので、\
         利きの届くマスは一度も試しません。ノード：置いたクイーン1個。末端ノード：行き止まり（空きマスがない行）または解。";
    HOW_BITMAP_NR:
        "The same bitmap search with an explicit stack of rows instead of recursion; it must give exactly the same counts as the recursive one.",
        "同じビットマップ探索を、再帰の代わりに行ごとの明示的なスタックで行います。数は再帰版とまったく同じになるはずです。";
    HOW_MIRROR:
        "The bitmap with row 0's queen on the left half only: the mirror image of each solution found is another solution, so each counts twice; \
         on an odd board the middle column of row 0 counts once. About half the bitmap's tree. Node: a queen placed. Leaf: a dead end or a solution found.",
        "行 0 のクイーンを左半分だけに置くビットマップです。見つけた解の鏡像も解なので2つと数えます。奇数の盤では、行 0 の中央の列は1つと数えます。\
         探索木はビットマップの約半分です。ノード：置いたクイーン1個。末端ノード：行き止まり、または見つけた解。";
    HOW_CARRY_CHAIN:
        "The chains on the four edges first (see below), one of each eight rotations and reflections, then the bitmap inside. \
         Node: a chain that fits, or an interior queen placed. Leaf: a node with no way on, or a complete board.",
        "まず4辺のチェーンを置き（下の説明）、回転・鏡像8通りのうち1つだけを探索し、内側をビットマップで埋めます。\
         ノード：置けたチェーン1本、または内側に置いたクイーン1個。末端ノード：先に進めないノード、または完成した盤。";

    HOW_JOIN:
        "No whole board is searched. The board is cut into a west and an east half (an odd board's middle column gets its queen first). \
         For each choice of the n/2 rows whose queens are east, every attack-free way to fill each half, one queen per column of the half, is listed, \
         and the solutions are the pairs of a west and an east half that share no diagonal. Both lists are split on one diagonal at a time, so \
         most pairs are never looked at. One choice of rows per group under the upside-down turn and the mirror image is joined; the unique count \
         comes from the boards that a quarter or a half turn leaves unchanged, searched apart. The counting page uses it for n = {from} to {to}. \
         Node: a half listed. Leaf: a pair of halves tested one by one. Its time includes building its tables.",
        "盤全体は探索しません。盤を左右の半分に分けます（奇数の盤では、先に中央の列のクイーンを置きます）。\
         クイーンが右半分にある n/2 個の行の選び方ごとに、それぞれの半分を利きが重ならないように埋める方法（半分の各列に1個）をすべて並べ、\
         斜めの利きを共有しない左右の組を解として数えます。2つの並びを対角線1本ずつで分けていくので、ほとんどの組は一度も調べません。\
         上下の反転と鏡像で移り合う行の選び方は1つだけを結合します。ユニーク解は、90度または180度回すと元に戻る盤を別に探索して求めます。\
         計数ページは n = {from}〜{to} でこの方法を使います。ノード：並べた半分1つ。末端ノード：1組ずつ調べた左右の組。時間には表を作る時間も含みます。";

    CHAIN_TITLE: "The carry chain: the edges first", "キャリーチェーン：まず辺から";
    CHAIN_TEXT:
        "Each band of two lines along an edge holds exactly two queens: a chain (a, b), a on the outer line and b on the inner one, counted in the \
         direction of the arrow, at least two apart. Every edge uses the same list of pairs, a quarter turn from the one before, so a rotation of the \
         board moves the chains one edge on and a reflection mirrors them: comparing the chains keeps one board per group. A corner queen belongs \
         to two chains. The bitmap then fills the interior row by row, skipping rows a chain holds and using the diagonals of the queens below too.",
        "辺に沿った2本の線の帯には、ちょうど2個のクイーンがあります。これがチェーン (a, b) で、a は外側、b は内側の線の位置を矢印の向きに数え、\
         2以上離れています。どの辺も同じ組の一覧を使い、前の辺から90度回した位置にあるので、盤を回すとチェーンは隣の辺に移り、鏡像では\
         チェーンも鏡像になります。チェーンを比べるだけでグループごとに1つの盤を選べます。角のクイーンは2本のチェーンに属します。\
         そのあとビットマップが内側を1行ずつ埋めます。チェーンのある行は飛ばし、下のクイーンの斜めの利きも使います。";
    CHAIN_FIGURE:
        "n = 8, board 0 4 7 5 2 6 1 3. Shaded: the two-line band of each edge; arrows: the direction its chain is counted in. \
         Chains (0, 4) top, (2, 5) right, (4, 6) bottom, (7, 1) left: the filled queens, two of them shared by two chains; hollow: the two inside.",
        "n = 8、盤 0 4 7 5 2 6 1 3。色の帯は各辺の2本の線、矢印はチェーンを数える向きです。チェーンは上 (0, 4)、右 (2, 5)、\
         下 (4, 6)、左 (7, 1) で、塗りつぶしたクイーン（2個は2本のチェーンに共有）。白抜きは内側の2個です。";
    CHAIN_ALT:
        "The four chains on the edges of an 8 by 8 board, as described below",
        "8×8の盤の4辺のチェーン（説明は下）";

    HOW_SYMMETRY:
        "The bitmap search that visits one board of each group of rotations and reflections and multiplies by the group size (2, 4 or 8). \
         Each edge of a solution holds one queen; the board is turned so that the edge queen farthest from its nearest corner is in row 0, \
         on the right half. Every other edge queen must then be at most as far from a corner: the outer columns are closed in the middle \
         band of rows and the last row keeps near the corners. Two look-aheads drop a placement as soon as the last row or an empty outer \
         column has no square left. In the last eight rows, side by side in 128-bit words, a forward check drops it as soon as any row \
         still without a queen, or any empty column, has no free square left, and the row with the fewest free squares is placed next \
         (a row with one square left takes its queen at once). Such boards spend their time under a row-0 queen near the middle, where the search meets the fewest \
         dead ends (the opposite choice, the nearest queen on top, is the classic method of [[takaken]]). A complete board is compared with its \
         rotations to settle ties. Node: a queen placed. Leaf: a dead end (no way on that the rules allow) or a complete board reached.",
        "回転・鏡像で移り合う盤のグループから1つだけを調べ、グループの大きさ（2・4・8）を掛けるビットマップ探索です。\
         解の4つの辺にはクイーンが1つずつあります。近い方の角からいちばん遠い辺のクイーンが行 0 の右半分に来るように盤を回します。\
         すると他の辺のクイーンはそれより角から遠くにはいられません。外側の列は中央の帯の行では閉じ、最後の行は角の近くだけを使います。\
         さらに2つの先読みで、最後の行か、まだ空いている外側の列に置けるマスがなくなった時点でその配置を捨てます。\
         最後の8行は128ビットの語に横に並べ、前方チェックを行います。まだクイーンのないどれかの行か、空いているどれかの列に\
         空きマスがなくなった時点で捨て、次には空きマスがいちばん少ない行に置きます（空きマスが1つの行にはすぐ置きます）。\
         こうした盤では行 0 のクイーンが中央寄りにあり、行き止まりがいちばん少ない所で探索が時間を使います\
         （逆に、いちばん近いクイーンを上に置くのが [[takaken]] の古典的な方法です）。同点は完成した盤を回転した盤と比べて決めます。\
         ノード：置いたクイーン1個。末端ノード：行き止まり（規則が許す続きがない配置）または到達した完成盤。";

    CHARTS_TITLE: "The gaps, on a log scale", "差を対数目盛りで見る";
    CHART_TIME: "Time (ms) against n", "n ごとの時間（ミリ秒）";
    CHART_LEAVES: "Leaf nodes against n", "n ごとの末端ノード数";
    CHART_NOTE:
        "Every finished run adds a point; run more board sizes to extend the lines. Each grid line up is ten times more. \
         Times under 0.1 µs are drawn at 0.1 µs. Runs stopped by the limit are not drawn.",
        "完了した実行ごとに点が増えます。別の盤の大きさも実行すると線が延びます。縦軸の目盛り線は1つ上がるごとに10倍です。\
         0.1 マイクロ秒未満の時間は 0.1 マイクロ秒の位置に描きます。制限時間で止まった実行は描きません。";
    CHART_EMPTY: "No finished run yet: run the lab to draw points.", "完了した実行はまだありません。実行すると点が描かれます。";
    AXIS_N: "n", "n";

    WATCH_TITLE: "Watch: arrays against bits", "観察：配列とビットを並べて";
    WATCH_INTRO:
        "The same search, done two ways, one placement at a time: on the left with arrays, on the right with bits. \
         Both boards receive their queens in the same order; the difference is how many squares each one has to test to find them.",
        "同じ探索を2通りの方法で、クイーンを1つ置くごとに進めます。左は配列、右はビットです。\
         2つの盤には同じ順番でクイーンが置かれます。違うのは、そこにたどり着くまでに調べるマスの数です。";
    WATCH_N: "Board size n (≤ 6)", "盤の大きさ n（6以下）";
    WATCH_METHOD: "Array method", "配列の手法";
    WATCH_STEP: "Next placement", "次の配置へ";
    WATCH_PLAY: "Play", "再生";
    WATCH_PAUSE: "Pause", "一時停止";
    WATCH_RESET: "Restart", "最初から";
    WATCH_TESTS: "Squares tested", "調べたマス";
    WATCH_TRIED: "Bits taken", "取り出したビット";
    WATCH_LEAVES: "Leaf nodes", "末端ノード数";
    WATCH_SOLUTIONS: "Solutions", "解の数";
    WATCH_SIDE_FLAGS: "Flags: three boolean arrays", "フラグ：3つの真偽値配列";
    WATCH_SIDE_BACKTRACKING: "Plain backtracking: compare with the queens above", "素朴なバックトラック法：上のクイーンと比べる";
    WATCH_SIDE_BITMAP: "Bitmap: one number per row", "ビットマップ：1行に1つの数";
    WATCH_ALIGNED: "= Both boards hold the same queens.", "＝ 2つの盤のクイーンは同じです。";
    WATCH_START: "Press “Next placement” to start.", "「次の配置へ」を押すと始まります。";
    WATCH_FINISHED: "The search has ended on both sides.", "両方の探索が終わりました。";
    WATCH_LEGEND:
        "♛ queen · × square tested and rejected in this step · ○ free square the bitmap still holds",
        "♛ クイーン ・ × このステップで調べて不可だったマス ・ ○ bitmap に残っている空きマス";
    WATCH_LEGEND_SAID:
        "The boards' marks: a queen symbol for a queen, a cross for a square tested and rejected in this step, a circle for a free square the bitmap still holds.",
        "盤の印：クイーンの記号はクイーン、バツはこのステップで調べて不可だったマス、丸は bitmap に残っている空きマス。";
    FLAG_COL: "col[c]: column used", "col[c]：列が使用中";
    FLAG_SUM: "up[r+c]: ↗ diagonal used", "up[r+c]：↗ 対角線が使用中";
    FLAG_DIFF: "dn[c−r+n−1]: ↘ diagonal used", "dn[c−r+n−1]：↘ 対角線が使用中";
}

/// The name of a row of the lab.
pub fn method_name(lang: Lang, m: LabMethod) -> &'static str {
    let t = match m {
        LabMethod::Plain(Method::BruteForce) => NAME_BRUTEFORCE,
        LabMethod::Plain(Method::Permutation) => NAME_PERMUTATION,
        LabMethod::Plain(Method::Backtracking) => NAME_BACKTRACKING,
        LabMethod::Plain(Method::Flags) => NAME_FLAGS,
        LabMethod::Plain(Method::Bitmap) => NAME_BITMAP,
        LabMethod::Plain(Method::BitmapNr) => NAME_BITMAP_NR,
        LabMethod::Plain(Method::Mirror) => NAME_MIRROR,
        LabMethod::Symmetry => NAME_SYMMETRY,
        LabMethod::CarryChain => NAME_CARRY_CHAIN,
        LabMethod::Join => NAME_JOIN,
    };
    t.get(lang)
}

/// How a row searches and what its nodes and leaves are (the boards the
/// counting page joins read from its plan, `count::math::join_range`).
pub fn method_how(lang: Lang, m: LabMethod) -> String {
    let t = match m {
        LabMethod::Plain(Method::BruteForce) => HOW_BRUTEFORCE,
        LabMethod::Plain(Method::Permutation) => HOW_PERMUTATION,
        LabMethod::Plain(Method::Backtracking) => HOW_BACKTRACKING,
        LabMethod::Plain(Method::Flags) => HOW_FLAGS,
        LabMethod::Plain(Method::Bitmap) => HOW_BITMAP,
        LabMethod::Plain(Method::BitmapNr) => HOW_BITMAP_NR,
        LabMethod::Plain(Method::Mirror) => HOW_MIRROR,
        LabMethod::Symmetry => HOW_SYMMETRY,
        LabMethod::CarryChain => HOW_CARRY_CHAIN,
        LabMethod::Join => HOW_JOIN,
    };
    let r = crate::domain::count::math::join_range();
    t.get(lang)
        .replace("{from}", &r.start().to_string())
        .replace("{to}", &r.end().to_string())
}

/// The heading of the table.
pub fn results_for(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("Results for n = {n}"),
        Lang::Ja => format!("n = {n} の結果"),
    }
}

/// A skipped row of a run over a range: where its method gave up.
pub fn skipped(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("⤼ skipped: the time limit was reached at n = {n}"),
        Lang::Ja => format!("⤼ 省略：n = {n} で制限時間に達しました"),
    }
}

/// A time limit option, e.g. "5 s" / "5 秒".
pub fn seconds(lang: Lang, s: u32) -> String {
    match lang {
        Lang::En => format!("{s} s"),
        Lang::Ja => format!("{s} 秒"),
    }
}

/// The button that runs every board from `from` to `n`.
/// Said once a run is over: its board and how its methods ended
/// (`[done, timed out, cancelled, failed, skipped]`; the ones at 0 after
/// the first left out).
pub fn run_over(
    lang: Lang,
    n: usize,
    [done, timeout, cancelled, failed, skipped]: [usize; 5],
) -> String {
    let mut parts = vec![match lang {
        Lang::En => plural(done as u64, "method done", "methods done"),
        Lang::Ja => format!("完了 {done}"),
    }];
    for (k, en, ja) in [
        (timeout, "stopped by the time limit", "時間切れ"),
        (cancelled, "cancelled", "中止"),
        (failed, "failed", "エラー"),
        (
            skipped,
            "skipped after its time limit on a smaller board",
            "省略",
        ),
    ] {
        if k > 0 {
            parts.push(match lang {
                Lang::En => format!("{k} {en}"),
                Lang::Ja => format!("{ja} {k}"),
            });
        }
    }
    match lang {
        Lang::En => format!("Run over, n = {n}: {}.", parts.join(", ")),
        Lang::Ja => format!("実行が終わりました（n = {n}）：{}。", parts.join("、")),
    }
}

pub fn run_range(lang: Lang, from: usize, n: usize) -> String {
    match lang {
        Lang::En => format!("Run n = {from} to {n} (the whole curve)"),
        Lang::Ja => format!("n = {from}〜{n} を順に実行（曲線全体）"),
    }
}

/// A time that is the median of batches of `runs` runs each.
pub fn median_of(lang: Lang, runs: u64) -> String {
    let runs = group_digits(runs);
    match lang {
        Lang::En => format!("(median, {runs} runs a batch)"),
        Lang::Ja => format!("（中央値、1組 {runs} 回）"),
    }
}

/// A time below what the clock can tell, `resolution` its tick.
pub fn below_resolution(lang: Lang, resolution: &str) -> String {
    match lang {
        Lang::En => format!("below the clock's resolution ({resolution})"),
        Lang::Ja => format!("時計の分解能（{resolution}）未満"),
    }
}

/// What the array side did in one watch step.
pub fn watch_arrays_line(
    lang: Lang,
    tested: u64,
    rejected: u64,
    placed: Option<(usize, usize)>,
    backtracks: u64,
) -> String {
    let mut s = match lang {
        Lang::En => format!(
            "Tested {}, {rejected} rejected",
            plural(tested, "square", "squares")
        ),
        Lang::Ja => format!("{tested} マスを調べ、{rejected} マスが不可"),
    };
    if backtracks > 0 {
        s += &match lang {
            Lang::En => format!(", backtracked {}", plural(backtracks, "time", "times")),
            Lang::Ja => format!("、{backtracks} 回バックトラック"),
        };
    }
    s += &match (lang, placed) {
        (Lang::En, Some((r, c))) => format!("; queen on row {r}, column {c}."),
        (Lang::Ja, Some((r, c))) => format!("。行 {r}・列 {c} にクイーン。"),
        (Lang::En, None) => ".".into(),
        (Lang::Ja, None) => "。".into(),
    };
    s
}

/// What the bitmap side did in one watch step.
pub fn watch_bitmap_line(
    lang: Lang,
    n: usize,
    candidates: u32,
    bit: Option<(usize, u32)>,
    backtracks: u64,
) -> String {
    let mut s = String::new();
    if backtracks > 0 {
        s += &match lang {
            Lang::En => format!("Backtracked {}. ", plural(backtracks, "time", "times")),
            Lang::Ja => format!("{backtracks} 回バックトラック。"),
        };
    }
    s += &match (lang, bit) {
        (Lang::En, Some((r, b))) => format!(
            "Row {r}: bitmap = {candidates:0n$b} holds only free squares; bit = bitmap & -bitmap = {b:0n$b} takes one without any test."
        ),
        (Lang::Ja, Some((r, b))) => format!(
            "行 {r}：bitmap = {candidates:0n$b} には空きマスしかありません。bit = bitmap & -bitmap = {b:0n$b} で判定なしに1つ取り出します。"
        ),
        (Lang::En, None) => "No candidate left anywhere.".into(),
        (Lang::Ja, None) => "候補はもうありません。".into(),
    };
    s
}

/// One square tested by the array side of the watch mode. `attackers`:
/// the queens above that attack it, `(row, col, line)`, top first (empty:
/// the square is free). `flags`: explain with the flag arrays, otherwise
/// with comparisons against the queens above.
pub fn watch_test_line(
    lang: Lang,
    flags: bool,
    n: usize,
    (row, col): (usize, usize),
    attackers: &[(usize, usize, Line)],
) -> String {
    let square = match lang {
        Lang::En => format!("row {row}, column {col}: "),
        Lang::Ja => format!("{row}行{col}列："),
    };
    let flag_name = |line: Line| match line {
        Line::Column => format!("col[{col}]"),
        Line::Up => format!("up[{}]", row + col),
        Line::Down => format!("dn[{}]", col + n - 1 - row),
    };
    let line_name = |line: Line| match (lang, line) {
        (Lang::En, Line::Column) => "column",
        (Lang::En, Line::Up) => "↗ diagonal",
        (Lang::En, Line::Down) => "↘ diagonal",
        (Lang::Ja, Line::Column) => "列",
        (Lang::Ja, Line::Up) => "↗ 対角線",
        (Lang::Ja, Line::Down) => "↘ 対角線",
    };
    let rest = match (flags, attackers.first()) {
        (true, None) => match lang {
            Lang::En => format!(
                "✓ col[{col}], up[{}], dn[{}] are all false → ♛",
                row + col,
                col + n - 1 - row
            ),
            Lang::Ja => format!(
                "✓ col[{col}]・up[{}]・dn[{}] がすべて false → ♛",
                row + col,
                col + n - 1 - row
            ),
        },
        (true, Some(_)) => {
            let mut lines: Vec<Line> = Vec::new();
            for &(_, _, l) in attackers {
                if !lines.contains(&l) {
                    lines.push(l);
                }
            }
            let set = lines
                .into_iter()
                .map(flag_name)
                .collect::<Vec<_>>()
                .join(", ");
            match lang {
                Lang::En => format!("✕ {set} is true"),
                Lang::Ja => format!("✕ {set} が true"),
            }
        }
        (false, None) => match lang {
            Lang::En => format!(
                "✓ none of the {} above attacks it → ♛",
                plural(row as u64, "queen", "queens")
            ),
            Lang::Ja => format!("✓ 上の {row} 個のクイーンのどれとも利きが重ならない → ♛"),
        },
        (false, Some(&(r, c, l))) => match lang {
            Lang::En => format!(
                "✕ the queen at row {r}, column {c} shares its {}",
                line_name(l)
            ),
            Lang::Ja => format!("✕ 行 {r}・列 {c} のクイーンと{}が同じ", line_name(l)),
        },
    };
    square + &rest
}

/// The counts of a row as a cell text: exact, or a lower bound.
pub fn count_cell(value: u64, finished: bool) -> String {
    if finished {
        group_digits(value)
    } else {
        format!("≥ {}", group_digits(value))
    }
}

/// What a screen reader says of a watch-mode board: its size, each queen by
/// row and column, the squares rejected in the last step and the candidates
/// left in the bitmap's row (the marks ♛, × and ○ of the drawing).
pub fn watch_board_label(
    lang: Lang,
    n: usize,
    queens: &[usize],
    rejected: &[(usize, usize)],
    candidates: Option<(usize, u32)>,
) -> String {
    use crate::domain::stepper::speech::{and_list, square_name};
    let list = |items: Vec<String>| match lang {
        Lang::En => and_list(&items),
        Lang::Ja => items.join("・"),
    };
    let queens: Vec<String> = queens
        .iter()
        .enumerate()
        .map(|(r, &c)| square_name(lang, r, c))
        .collect();
    let rejected: Vec<String> = rejected
        .iter()
        .map(|&(r, c)| square_name(lang, r, c))
        .collect();
    let free = candidates.map(|(row, bits)| {
        let cols: Vec<String> = solver::columns_of(bits, n)
            .iter()
            .map(|c| c.to_string())
            .collect();
        (row, cols)
    });
    let mut s = match lang {
        Lang::En => format!("Board {n}×{n}: "),
        Lang::Ja => format!("盤面 {n}×{n}："),
    };
    s += &match (lang, queens.is_empty()) {
        (Lang::En, true) => "no queen".to_string(),
        (Lang::En, false) => format!("queens at {}", list(queens)),
        (Lang::Ja, true) => "クイーンなし".to_string(),
        (Lang::Ja, false) => format!("クイーンは {}", list(queens)),
    };
    if !rejected.is_empty() {
        s += &match lang {
            Lang::En => format!("; rejected in this step: {}", list(rejected)),
            Lang::Ja => format!("、この手で不可：{}", list(rejected)),
        };
    }
    if let Some((row, cols)) = free {
        s += &match (lang, cols.is_empty()) {
            (Lang::En, true) => format!("; no candidate left in row {row}"),
            (Lang::En, false) => format!("; candidates in row {row}: columns {}", list(cols)),
            (Lang::Ja, true) => format!("、行 {row} に候補なし"),
            (Lang::Ja, false) => format!("、行 {row} の候補は 列 {}", list(cols)),
        };
    }
    s + match lang {
        Lang::En => ".",
        Lang::Ja => "。",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::check_both;

    #[test]
    fn every_function_text_says_its_values_in_both_languages() {
        for m in LabMethod::ALL {
            check_both(&[], |l| method_name(l, m).to_string());
            check_both(&[], |l| method_how(l, m));
            assert!(!method_how(Lang::En, m).contains('{'));
        }
        let r = crate::domain::count::math::join_range();
        let range = format!("n = {} to {}", r.start(), r.end());
        assert!(method_how(Lang::En, LabMethod::Join).contains(&range));
        check_both(&["n = 8"], |l| results_for(l, 8));
        check_both(&["3", "2", "1", "4", "7"], |l| {
            watch_arrays_line(l, 3, 2, Some((1, 4)), 7)
        });
        check_both(&["00100", "6"], |l| {
            watch_bitmap_line(l, 5, 0b11100, Some((1, 0b100)), 6)
        });
        for flags in [true, false] {
            check_both(&["✓", "2"], |l| watch_test_line(l, flags, 5, (2, 0), &[]));
            check_both(&["✕", "2", "3"], |l| {
                watch_test_line(l, flags, 5, (2, 3), &[(1, 2, Line::Down)])
            });
        }
        check_both(&["8"], |l| CHAIN_ALT.get(l).to_string());
        check_both(
            &["(0, 4)", "(2, 5)", "(4, 6)", "(7, 1)", "0 4 7 5 2 6 1 3"],
            |l| CHAIN_FIGURE.get(l).to_string(),
        );
        assert_eq!(count_cell(13_756, true), "13,756");
    }

    /// The picture and its caption show the chains the solver finds on the
    /// board of the caption.
    #[test]
    fn the_chain_picture_shows_the_solvers_chains() {
        let svg = include_str!("../../../../static/carry-chain.svg");
        let chains = solver::carry_chain::layout(&[0, 4, 7, 5, 2, 6, 1, 3]);
        for c in chains {
            let label = format!("({}, {})", c.a, c.b);
            assert!(svg.contains(&format!(">{label}</text>")), "{label}");
            for lang in [Lang::En, Lang::Ja] {
                assert!(CHAIN_FIGURE.get(lang).contains(&label), "{label}");
            }
        }
        // Eight queens: six on the chains (filled), two inside (hollow).
        assert_eq!(svg.matches("<circle").count(), 8);
        assert_eq!(svg.matches("fill=\"#fff\" stroke").count(), 2);
    }

    #[test]
    fn a_watch_board_names_queens_rejections_and_candidates_by_row_and_column() {
        // n = 5: queens in row 0 column 4 and row 1 column 2; in row 2
        // column 0 was rejected; the bitmap's row 2 keeps columns 1 and 3
        // (bits 3 and 1: 01010).
        let en = watch_board_label(Lang::En, 5, &[4, 2], &[(2, 0)], Some((2, 0b01010)));
        assert_eq!(
            en,
            "Board 5×5: queens at row 0 column 4 and row 1 column 2; rejected in this step: \
             row 2 column 0; candidates in row 2: columns 1 and 3."
        );
        let ja = watch_board_label(Lang::Ja, 5, &[4, 2], &[(2, 0)], Some((2, 0b01010)));
        assert_eq!(
            ja,
            "盤面 5×5：クイーンは 行 0 列 4・行 1 列 2、この手で不可：行 2 列 0、行 2 の候補は 列 1・3。"
        );
        assert_eq!(
            watch_board_label(Lang::En, 4, &[], &[], Some((0, 0))),
            "Board 4×4: no queen; no candidate left in row 0."
        );
        assert_eq!(
            watch_board_label(Lang::Ja, 4, &[], &[], None),
            "盤面 4×4：クイーンなし。"
        );
    }
}
