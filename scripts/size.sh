#!/usr/bin/env bash
# The size check of the tests: prints the raw and gzip size of every wasm in
# dist/ and fails when the app's own wasm (what a first visit must load
# before the page works) or the extra pages' wasm (loaded when the lab, the
# bits primer, symmetry or records is first opened; src/extra/) is over its
# budget.
#   scripts/size.sh [DIST]        # default: dist
# APP_WASM_BUDGET and EXTRA_WASM_BUDGET override the budgets (bytes).
#
# The budgets are ratchets: today's size and a little room, so that a wasm
# cannot grow unnoticed. Lower them with every change that makes a wasm
# smaller. Issue 13's goal for the app was 600,000 bytes, met by moving four
# pages into the extra wasm: see docs/benchmarks.md ("Size of the wasm").
# Raised on 2026-11-25 for issues 33 and 35 (the board as a grid, bit rows as
# sentences, modal dialogs, lesson tasks the page checks, exercise feedback;
# the app 458,059 -> 530,890 bytes) and the share dialog's QR code and the
# lab's repeated timings (the extra wasm 429,814 -> 460,892).
# Raised again on 2026-11-25 for issue 27's code panel in four languages
# (the four programs, packed, and the language select: the app 531,866 ->
# 545,029) and issue 33's lab range run, which skips a method once it
# reached the time limit (the extra wasm 460,892 -> 465,989).
# And for issue 27's two new views, which went into the extra wasm: the
# write tab (parser, evaluator, the learner's run beside the solver) and the
# search tree page (the extra wasm 465,989 -> 578,373); the app keeps only
# their plumbing (the write tab's address keys and stored draft, its mount
# inside the learn page, the tree's view entry, the stepper's link to it and
# the lesson's pointers: 545,029 -> 553,761). Then the search tree as a
# panel of the stepper (n <= 6, opened by a button, kept in localStorage):
# the app 553,761 -> 555,667 (the button, its state and a second mount of
# the extra wasm inside a shell page), the extra wasm 578,373 -> 582,819
# (the panel's component and its text). Then the half-board join in the
# count page's plan (issue 34: the plan's jobs, the join's pieces cut from
# the closed-form number of row sets, classes with c8_boards on the wire)
# and the count page's paragraph on it in both languages: the app 556,440 ->
# 559,159, and 559,528 with the cap on the join's memory per pool of workers.
# Then the lab's row for the join (its name, its definition in both
# languages, a tenth marker shape): the extra wasm 584,115 -> 586,322.
#
# The budgets are checked against the size without the cargo home's path:
# a wasm holds the source paths of some dependencies (yew's, js-sys', ... in
# panic locations), under the cargo home (e.g. /root/.cargo/registry/src/),
# so the same code is about 350 bytes larger per 12 more characters of that
# path. The check subtracts the path's bytes at each place it occurs, so it
# passes or fails the same on every machine (the budgets were lowered by the
# 396 and 336 bytes that /root/.cargo took in the app and extra wasm).
# Then the app's wording and phone fixes of 2026-11-26 (the derivation's and
# the bits card's labels in Japanese, the quiz's link in full, the workers'
# loader): 558,941 -> 559,170 bytes; its budget 559,600 -> 559,900.
# Then the tree's and the write tab's views cut into short functions (their
# keys and their run as hooks of their own, the zoom's and the steps'
# buttons apart): the extra wasm 586,373 -> 586,805; its budget 586,660 ->
# 587,200. Then the tree's nodes answering taps halfway to their neighbours:
# 586,917; the bits primer's rows in lines of a byte on a phone: 587,034.
# Then the lab's note on a first run under 100 ms run once more, in both
# languages: 587,226; its budget 587,200 -> 587,500.
# Then the stepper's first screen built over frames (issue 34's blocking
# time: `hooks::use_reveal`, its stages, the first render a task after the
# wasm's start; gloo-render's animation frame is 1,374 bytes of it): the app
# wasm 559,582 -> 564,513; its budget 559,900 -> 564,700.
# Then the site's title in two parts (the end of it hidden on a phone, so
# that the Japanese header keeps to two lines): 564,572 -> 564,934; its
# budget 564,700 -> 565,000.
# Then the lesson's step bringing the stop's rows into view on a phone
# (`hooks::show_last`; as an effect hook it was 1,589 bytes, as a function
# called a task later 740): 564,934 -> 565,674; its budget 565,000 -> 566,000.
# The same function brings the write tab's result into view: the extra wasm
# 587,132 -> 588,166; its budget 587,500 -> 588,500.
# Then the search tree on a touch screen (a tap on a node smaller than a
# finger zooms in there, 1,733 bytes) and its zoom-in button's state read
# from the drawing's measured width (hooks::use_client_width, 1,428; it was
# off at n = 5 on a phone): 588,166 -> 591,327; its budget 588,500 -> 591,500.
# Then a lesson's number task with its field under the rows it is read
# from (a line saying so in the task box, both languages): the app wasm
# 565,674 -> 566,261; its budget 566,000 -> 566,400.
# Then each worker's uncaught errors from its own error event (a listener
# per worker, and the client's on_crash; the pool's listener on the page
# went): the app wasm 566,261 -> 566,754, the extra 591,103 -> 592,069
# (the lab's and records' clients carry the listener too); budgets
# 566,400 -> 566,800 and 591,500 -> 592,500.
# Then the stepper's tree panel zooms at a tap on a small node on a touch
# screen, with a button that fits it again (focus kept): the extra wasm
# 592,069 -> 593,077; its budget 592,500 -> 593,100.
# Then the timeline's line under its slider says what the count found (the
# whole search's steps and solutions, both languages) where it said how far
# the count was: the app wasm 566,754 -> 567,293; its budget 566,800 ->
# 567,400.
# Then the focus kept on a control where it fell to the page (hooks::
# use_focus_rescue on the count, lab and records runs' buttons; the lesson
# banner's Hide; the popcount card's rounds in a box of their own; the
# sources' entries focusable): the app wasm 567,293 -> 568,704, the extra
# 593,077 -> 595,590; budgets 567,400 -> 568,800 and 593,100 -> 595,700.
# Then use_focus_rescue shares its core with use_focus_follows (both move
# the focus on a change of a flag): the app wasm 568,704 -> 567,861, the
# extra 595,590 -> 595,732; budgets 568,800 -> 567,900 and 595,700 ->
# 595,800 (800 bytes less in all).
# Then the GPU's kernel switch (issue 55: wasmBindings.gpu_rows_kernel, the
# kernel in the worker's messages): the app wasm 567,861 -> 567,934, the
# extra 595,732 -> 595,752; the app's budget 567,900 -> 568,000 (an address
# parameter for the switch would have cost some 450 bytes more).
# Then issue 52 (every moment shown true): the lesson's first stop (the
# puzzle by hand, its component and its texts in both languages), the
# shift equations with their mask, the backtrack's account (the lifted
# queen on the board and in the texts, the narration per case), the one
# reader of what a learner types, the exercises' and the lesson's answer
# checks (nothing typed, a binary answer, a 1 outside the board), the
# remembered stop and language (with the kernel switch above merged in): the app wasm 567,861 -> 590,776; the write
# tab's hints for C's other operators and its wide values: the extra wasm
# 595,732 -> 600,611; budgets 567,900 -> 591,200 and 595,800 -> 601,000
# (then with the join for n = 15..23 and the two bitmap articles as sources:
# the extra wasm 601,447, its budget 601,500; then the presenter's focus
# kept by one hook, not two (app.rs's copy went): the app wasm 589,972, its
# budget 590,000) (the app wasm 590,871 before the equation's shifted value was written in u32: 95 bytes).
# Then issue 53 (the classroom and the ear): a sentence per solution found
# while playing (domain::stepper::announce), binary values spelled digit by
# digit wherever a screen reader reaches them (domain::spoken; the spoken
# copies of the equations, the stack, the lesson and the exercises'
# feedback), each bit row's columns of 1s, a descend's candidates as
# columns, the widget's event line and its scrolling stage, the skip link,
# the lesson's answers kept per stop and the focus on Next after one: the
# app wasm 589,974 -> 601,115, its budget 590,000 -> 601,200; who first
# counted n = 24..26 (three sources), the write tab's status naming its
# blanks, the lab's spoken line: the extra wasm 601,447 -> 606,453, its
# budget 601,500 -> 606,600. The focus sweep's fixes (the lab's Clear
# marked, not disabled; the bits cards' rows one node): +83 bytes, 606,700.
# The search tree as a WAI-ARIA tree view (treeitems' level, place and
# state, the keys' hint as its description, the answer at a dead end):
# +3,387 bytes, its budget 606,700 -> 610,100. The count page's link (n in
# its own range, run=1, the board settled on written back, the page table
# in state/pages.rs): the app +2,516, the extra +222 bytes; budgets
# 601,200 -> 603,800 and 610,100 -> 610,400. A fresh walk by keyboard and
# screen reader (issue 53): presenter mode's live region, the exercises'
# short spoken verdict and spelled answers, the chosen column named, the
# puzzle's too-many-queens sentence, the share dialog's note on frames:
# the app wasm 603,631 -> 606,733, its budget 603,800 -> 606,800.
# The typed bridge to the extra pages (issue 54 point 3: extra::protocol's
# Part and Request read strictly, a bad value an error said in the console,
# not a default): the app +651, the extra +1,347 bytes; budgets 606,800 ->
# 607,500 and 610,400 -> 611,600. Then, all merged, with the puzzle as one
# Tab stop walked by the arrows (its keys described) and the step written
# once (solver::rules): the app wasm 610,315, its budget 610,400; the extra
# 611,643, its budget 611,700. Operators said in words for the ear
# (domain::spoken::operators_in_words, through every spoken copy, the
# lesson's titles and tasks, the bits primer's cards and rows, cited
# prose), the exercises' Check always enabled with its message, the write
# tab's Enter and focus, a step back said: the app 609,729 -> 615,415, its
# budget 615,500; the extra 611,484 -> 614,742, its budget 614,800. The
# GPU's kernel chosen by name from the console (issue 55:
# `wasmBindings.gpu_kernel`, a string in, exported from every wasm that
# links the site's library): +219 bytes in each. The second walk's ear
# fixes (decimals after a spelled value named, the lesson's results, the
# write tab's listing and intro, Next described by the verdict), with the
# kernel switch: the app 615,415 -> 616,210, its budget 616,300; the extra
# 614,742 -> 617,170 (the write tab and the primer are there), 617,250.
# The share dialog's copy buttons named by what they copy: the app
# 616,210 -> 616,535, its budget 616,600 (the extra 616,929: the primer's
# menu lost its aria-labels). Then one state pattern (issue 54 point 1:
# the lab, watch mode and records as pure machines run by hooks::use_machine,
# one lab runner) and the re-walk's fixes: the app 616,078, its budget
# 616,200; the extra 611,282, its budget 617,250 -> 611,400. The program
# listing's copy for the ear (operators in words, && and || too): the app
# 616,447, its budget 616,500; the extra 611,413, its budget 611,500.
# Issue 54's third pass: the count page's machine on the one runtime
# (hooks::use_machine: each event's time, the redraw when it changed, the
# link followed, the GPU probe a command) and the store's reducer pure (what
# the browser keeps a value of the state, written by an effect): the app
# 616,447 -> 619,513, its budget 619,600; the bits primer's cards written
# on one shape: the extra 611,413 -> 610,499, its budget 611,500 -> 610,600.
# Issue 53's presenter at 1024 x 768: an equation's result kept on one line
# (a span; the split on a char, not a str, whose searcher cost 1.4 KB): the
# app 619,513 -> 620,000, its budget 619,600 -> 620,100.
# Issue 54: no view function over 80 lines (the stepper's room and side
# column, the lesson's notes and puzzle, the tree's parts, the quiz's check
# named apart): the app 620,000 -> 620,175, its budget 620,100 -> 620,300.
# The merge of issue 56's chunk-table join (the page plans its pieces), the
# split's explicit Joins, the messages said again at each Check (renewed)
# and the page joining n = 20: the app 620,175 -> 621,409, its budget
# 620,300 -> 621,500.
# Issue 54's third pass, the size won back: Back and Forward through the
# browser's own history and popstate (gloo-history's state object, with
# serde-wasm-bindgen and getrandom, went: 6,844 bytes) and an operator's
# character matched, not searched for (core's substring searcher: 1,955):
# the app 621,409 -> 612,610, its budget 621,500 -> 612,700; the extra
# 610,260 -> 610,151, its budget 610,600 -> 610,200.
# Issue 68's count page: the estimate by the method that counts (a model and
# a calibration board per method, the question only for a long count, the
# result kept while measuring), the question announced and focused and
# Don't start said and focused back, the n = 1 note, the large display and
# their texts in both languages: the app 612,641 -> 624,312, its budget
# 612,700 -> 624,400 (not yet looked into where the 11.7 KB go); the lab's
# join sentence reading the page's range from the plan: the extra 610,151
# -> 610,591, its budget 610,200 -> 610,700.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dist="${1:-$root/dist}"
budget="${APP_WASM_BUDGET:-624400}"
extra_budget="${EXTRA_WASM_BUDGET:-610700}"
cargo_home="${CARGO_HOME:-$HOME/.cargo}"

app=""
extra=""
for wasm in "$dist"/*.wasm; do
  [ -e "$wasm" ] || { echo "size: no wasm in $dist (build first)" >&2; exit 1; }
  raw=$(wc -c < "$wasm")
  gz=$(gzip -9 -c "$wasm" | wc -c)
  printf '%-34s %9d bytes raw %9d bytes gzip\n' "$(basename "$wasm")" "$raw" "$gz"
  case "$(basename "$wasm")" in
    app-*_bg.wasm | app_bg.wasm) app="$wasm" ;;
    extra_bg.wasm) extra="$wasm" ;;
  esac
done
check() { # NAME FILE BUDGET
  [ -n "$2" ] || { echo "size: the $1 wasm is not in $dist" >&2; exit 1; }
  local raw paths size
  raw=$(wc -c < "$2")
  # How often the cargo home's path occurs (grep -o: one line per match).
  paths=$(grep -aoF "$cargo_home/registry/" "$2" | wc -l)
  size=$((raw - paths * ${#cargo_home}))
  if [ "$size" -gt "$3" ]; then
    echo "size: FAIL the $1 wasm is $size bytes without the cargo home's path ($raw raw), over its budget of $3 bytes" >&2
    exit 1
  fi
  echo "size: ok, the $1 wasm is $size bytes without the cargo home's path ($raw raw, $paths × ${#cargo_home} bytes of $cargo_home; budget $3)"
}
check app "$app" "$budget"
check "extra pages'" "$extra" "$extra_budget"
