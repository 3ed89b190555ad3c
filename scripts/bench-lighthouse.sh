#!/usr/bin/env bash
# The first-screen benchmark: Lighthouse's mobile preset on the
# stepper (./), served from a static server that gzips text, scripts, styles
# and wasm as real hosts do (tests/e2e/server.mjs with gzip), in Debian's
# Chromium, RUNS times (default 3); prints the median performance score, LCP,
# TBT, FCP, Speed Index and CLS (and their ranges), then, for the run with the
# median LCP, Lighthouse's diagnostics (the LCP element and its phases, the
# main thread's work, the scripts, the longest tasks, the requests). Not part
# of scripts/test.sh nor of CI's pass/fail: a benchmark, whose figures depend
# on the machine's load (printed with them).
#
#   scripts/bench-lighthouse.sh                     # builds dist/ first
#   DIST=dist SKIP_BUILD=1 scripts/bench-lighthouse.sh
#   BASELINE_DIST=/work/main/dist DIST=dist SKIP_BUILD=1 RUNS=5 scripts/bench-lighthouse.sh
#
# Installs npm `lighthouse` (pinned below) on first use into tools/bench/
# (git-ignored; apart from the tests' tools/node_modules and from
# `scripts/ensure-tools.sh test`). Lighthouse 13 needs Node 22; 12.8 runs on
# the Node 20 here.
#
# Settings (environment):
#   DIST=path         the site build to measure (default dist/); built there
#                     with `trunk build --release` unless SKIP_BUILD=1
#   SKIP_BUILD=1      measure DIST as it is
#   BASELINE_DIST=p   also measure another build, its runs alternating with
#                     this one's, and print the ratios
#   RUNS=k            Lighthouse runs per build (default 3)
#   BENCH_PATH=query  the page to open, relative to the site (default: the
#                     stepper, ""; e.g. "?view=learn")
#   THROTTLING=devtools  really throttle the link and the CPU instead of
#                     Lighthouse's default simulation: slower, noisier, but
#                     its "last visual change" (when the app has rendered) is
#                     a real time
#   CHROME_PATH=path  the browser (default /usr/bin/chromium)
# The JSON and HTML reports of every run are left in tests/e2e/artifacts/lighthouse/;
# each build's medians are appended to record/first-screen.tsv (RECORD=0: not).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LIGHTHOUSE_VERSION=12.8.2
case "${1:-}" in
  -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "bench-lighthouse.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac
bench="$root/tools/bench"
if [ "$("$bench/node_modules/.bin/lighthouse" --version 2>/dev/null)" != "$LIGHTHOUSE_VERSION" ]; then
  echo "[bench-lighthouse] installing lighthouse@$LIGHTHOUSE_VERSION in tools/bench/"
  mkdir -p "$bench"
  npm install --prefix "$bench" --no-audit --no-fund --no-save "lighthouse@$LIGHTHOUSE_VERSION" >/dev/null
fi
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$CHROME_PATH" ] || { echo "bench-lighthouse.sh: no browser at $CHROME_PATH (apt-get install chromium)" >&2; exit 1; }
cd "$root"
export DIST="${DIST:-$root/dist}"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  "$root/scripts/ensure-tools.sh"
  PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH" TRUNK_OFFLINE=true trunk build --release --dist "$DIST"
fi
exec node bench/page/lighthouse.mjs
