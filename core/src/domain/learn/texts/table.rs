//! The learn page's fixed texts, both languages: one `texts!` table.

use crate::i18n::texts;

texts! {
    TITLE: "Learn the bitmap search", "ビットマップ探索を学ぶ";
    LESSON_TAB: "Lesson", "レッスン";
    QUIZ_TAB: "Exercises", "練習問題";
    PREV: "Previous", "前へ";
    NEXT: "Next", "次へ";
    // After a right answer at a stop, right under it (the bar's Next).
    NEXT_STOP: "Next stop", "次の場面へ";
    // Said after a bit row the stop is about (the eye sees a bar beside
    // it, and the others dimmed).
    ROW_IN_FOCUS: "this stop is about this row", "この場面で見る行です";
    STOP_OF: "Stop", "場面";
    // Under the board while it shows a queen just lifted (drawn grey in a
    // dashed frame, with no legend of its own in the lesson).
    // One line on a phone: upright it stands between the step button and
    // the rows a step changes, all on one screen.
    LIFTED_LEGEND: "Dashed frame: a queen lifted by a backtrack.", "点線の枠：バックトラックで取り除いたクイーン";
    KEYS_HINT: "Keys: ← and → move between stops (not while the focus is on a button, a link or a field).",
        "キー操作：← と → で場面を移動します（ボタン・リンク・入力欄にフォーカスがあるときは除きます）。";
    OPEN_IN_STEPPER: "Open this moment in the full stepper", "この場面をステップ実行で開く";
    TASK_LABEL: "Try it", "やってみよう";
    // Under a stop's title: a link to its task, which on a phone may lie
    // a screen or more below (under the rows it is read from).
    TASK_JUMP: "Go to this stop's task", "この場面の課題へ";
    STEP_ONCE: "Step once", "1ステップ進める";
    STEP_AGAIN: "Back to the stop", "元の場面に戻す";
    CLICK_HINT: "Column numbers", "列番号";
    CLICK_RIGHT: "Right: bit = bitmap & -bitmap keeps the lowest 1 of bitmap, and the queen is placed in its column.",
        "正解！ bit = bitmap & -bitmap は bitmap のいちばん下の 1 だけを残し、クイーンはその列に置かれます。";
    CLICK_WRONG: "Not this column: bit = bitmap & -bitmap keeps only the lowest 1 of bitmap (the 1 furthest to the right). Try again.",
        "その列ではありません。bit = bitmap & -bitmap は、bitmap のいちばん下の 1（いちばん右にある 1）だけを残します。もう一度どうぞ。";
    CLICK_RIGHT_UNTAUGHT: "Right: the search takes the lowest 1 of bitmap (the 1 furthest to the right), and the queen is placed in its column. A later stop shows how the code finds that 1.",
        "正解！ 探索は bitmap のいちばん下の 1（いちばん右にある 1）を選び、クイーンはその列に置かれます。その 1 をプログラムがどう見つけるかは、あとの場面で見ます。";
    CLICK_WRONG_UNTAUGHT: "Not this column: the search takes only the lowest 1 of bitmap (the 1 furthest to the right). Try again.",
        "その列ではありません。探索は bitmap のいちばん下の 1（いちばん右にある 1）だけを選びます。もう一度どうぞ。";
    SOURCES: "Sources: the articles this lesson follows", "出典：このレッスンが参考にした記事";
    SHIFT_BEFORE: "before", "ずらす前";
    SHIFT_AFTER: "<< 1: a 0 enters on the right", "<< 1：右端に 0 が入る";
    SHIFT_KEPT: "the board's window keeps", "盤の窓に残る";
    COLUMN: "column", "列";
    NEXT_PLACES: "Where to go next", "次に進む";
    // Said with the last question's right answer, once: the lesson is
    // finished (`Lesson::finished`).
    LESSON_COMPLETE: "Lesson complete: you have been through every stop.", "レッスン修了：すべての場面を終えました。";
    GO_STEPPER: "Watch the whole search, step by step", "探索の全体を1ステップずつ見る";
    GO_QUIZ: "Test yourself: predict the next bits", "練習問題：次のビットを予想する";
    GO_SYMMETRY: "Symmetry: why 92 solutions are 12 families", "対称性：92個の解が12グループになる理由";
    GO_COUNT: "Count every solution, fast", "すべての解を高速に数える";
    GO_TREE: "See the whole search of 5 queens as a tree", "5クイーンの探索全体を木で見る";
    GO_CODE: "Read the search as a program in C, Python, JavaScript or Rust (the stepper's code panel)", "探索を C・Python・JavaScript・Rust のプログラムで読む（ステップ実行のコード欄）";
    STOP_LINK: "Link to this stop", "この場面へのリンク";
    SAME_MOMENT: "The board is the same as at the previous stop: this stop looks at another part of the same moment.",
        "盤は前の場面と同じです。同じ瞬間の、別のところを見ていきます。";

    QUIZ_INTRO: "Each question is a real moment of the search: give a value as it will be after the next step. \
        Choose a digit for each of the board's columns, or type the number in decimal, then check.",
        "どの問題も、探索の途中の本物の場面です。次のステップのあとの値を答えてください。\
        盤の列ごとに桁を選ぶか、10進数で入力して「答え合わせ」を押します。";
    ANSWER_BITS: "Your answer, one digit per column", "あなたの答え（列ごとに1桁）";
    ANSWER_DECIMAL: "Your answer in decimal", "10進数での答え";
    ANSWER_NUMBER: "Your answer", "答え";
    YES: "Yes", "はい";
    NO: "No", "いいえ";
    CHECK: "Check", "答え合わせ";
    NEXT_QUESTION: "Next question", "次の問題";
    CORRECT: "Correct!", "正解！";
    PUZZLE_KEYS: "On the board, the arrow keys move between squares; Enter or Space puts a queen or takes it away.",
        "盤の上では矢印キーでマスを移動し、Enter か Space でクイーンを置いたり取り除いたりします。";
    WRONG: "Not quite.", "残念。";
    BAD_ANSWER: "Enter a whole number, 0 or more, in digits.", "0 以上の整数を数字で入力してください。";
    // Check with nothing typed, at the exercises and at a lesson stop.
    NO_ANSWER: "No answer yet: type a whole number, then Check.", "まだ答えがありません。整数を入力してから「答え合わせ」を押してください。";
    NO_CHOICE: "No answer yet: choose Yes or No, then Check.", "まだ答えがありません。「はい」か「いいえ」を選んでから「答え合わせ」を押してください。";
    WHY: "How it is computed", "計算のしかた";
    SCORE: "Score", "得点";
    STREAK: "Streak", "連続正解";
    RESET: "Reset progress", "成績をリセット";
    NEW_SET: "New set", "新しい問題セット";
    YOUR_ANSWER: "Your answer", "あなたの答え";
    RIGHT_ANSWER: "The answer", "正しい答え";
    EASIER_NOTE: "The next question is the same kind on a smaller board.", "次は同じ種類の問題を小さい盤で出します。";
    AGAIN_NOTE: "The next question is the same kind again.", "次も同じ種類の問題を出します。";
    BINARY_NOT_DECIMAL: "Those are the binary digits: the box asks for the value in decimal. Convert them and try again.",
        "それは2進数の桁です。この欄には10進数で答えます。10進数に直して、もう一度どうぞ。";
    OUTSIDE_NOTE: "Your answer has a 1 left of column 0, outside the board: that bit is cut off by mask (& mask).",
        "あなたの答えには、列 0 より左（盤の外）に 1 があります。そのビットは mask で切り落とされます（& mask）。";
}
