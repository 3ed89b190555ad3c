#!/usr/bin/env bash
# The size check of the tests: prints the raw and gzip size of every wasm in
# DIST (default dist/, the release build users get, which scripts/test.sh
# checks) and fails when the app's own wasm (what a first visit must
# load before the page works) or the extra pages' wasm (loaded when the
# learn page (its lesson, exercises, write tab and teacher's check page),
# the lab, the bits primer, symmetry, records or the search tree is first
# opened; src/extra/) is over its budget, or any of the three workers' wasm
# (the counting worker, loaded by the count page and the stepper's count;
# the lab's; the GPU counter's): each is a download of its own.
#   scripts/size.sh [DIST]
# APP_WASM_BUDGET, EXTRA_WASM_BUDGET, WORKER_WASM_BUDGET, LAB_WORKER_WASM_BUDGET
# and GPU_WORKER_WASM_BUDGET override the budgets (bytes).
#
# The budgets are ratchets: today's size and a little room, so that a wasm
# cannot grow unnoticed; lower them with every change that makes a wasm
# smaller, and raise them only with the change that needs it, saying what
# it bought in its commit. Sizes are measured without the cargo home's
# path, which the panic messages carry and which differs between machines.
# What each size was, commit by commit, is in git's history of this file
# and in docs/benchmarks.md ("Size of the wasm").
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dist="${1:-$root/dist}"
budget="${APP_WASM_BUDGET:-613750}"
extra_budget="${EXTRA_WASM_BUDGET:-912100}"
worker_budget="${WORKER_WASM_BUDGET:-159200}"
lab_worker_budget="${LAB_WORKER_WASM_BUDGET:-156200}"
gpu_worker_budget="${GPU_WORKER_WASM_BUDGET:-155700}"
cargo_home="${CARGO_HOME:-$HOME/.cargo}"

app=""
extra=""
worker=""
lab_worker=""
gpu_worker=""
for wasm in "$dist"/*.wasm; do
  [ -e "$wasm" ] || { echo "size: no wasm in $dist (build first)" >&2; exit 1; }
  raw=$(wc -c < "$wasm")
  gz=$(gzip -9 -c "$wasm" | wc -c)
  printf '%-34s %9d bytes raw %9d bytes gzip\n' "$(basename "$wasm")" "$raw" "$gz"
  case "$(basename "$wasm")" in
    app-*_bg.wasm | app_bg.wasm) app="$wasm" ;;
    extra_bg.wasm) extra="$wasm" ;;
    worker_bg.wasm) worker="$wasm" ;;
    lab_worker_bg.wasm) lab_worker="$wasm" ;;
    gpu_worker_bg.wasm) gpu_worker="$wasm" ;;
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
check "counting worker's" "$worker" "$worker_budget"
check "lab worker's" "$lab_worker" "$lab_worker_budget"
check "GPU worker's" "$gpu_worker" "$gpu_worker_budget"
# The end-to-end tests' hooks: in the app's glue alone, and never in dist/.
node "$root/scripts/exports.mjs" "$dist"
