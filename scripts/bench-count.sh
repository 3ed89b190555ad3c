#!/usr/bin/env bash
# The counting benchmark in one run, n = 14..17 (and 18 with --18): the C
# plain bitmap (bench/plain_bitmap.c, total only), the C carry chain
# (bench/carry_chain.c, total and unique), the site's counter natively on one
# thread and on every thread (the `bitqueens count` command, cli/), and the
# site's wasm counter in Chromium with one worker and with one per core.
# Prints a Markdown table of times and of ratios to the C plain bitmap of the
# same run. Not part of scripts/test.sh (it takes minutes); installs what is
# missing first, like the tests.
#
#   scripts/bench-count.sh                         # builds dist/ first
#   scripts/bench-count.sh --18                    # adds n = 18 (BENCH_18=1 too)
#   scripts/bench-count.sh --estimate              # the page's estimates against
#                                                  # the counts' times (n = 18 19 or
#                                                  # BENCH_N), appended to
#                                                  # record/count-estimate.tsv
#   DIST=/tmp/dist SKIP_BUILD=1 scripts/bench-count.sh
#
# Settings (environment):
#   DIST=path         the site build to measure (default dist/); built there
#                     with `trunk build --release` unless SKIP_BUILD=1
#   SKIP_BUILD=1      measure DIST as it is
#   BENCH_18=1        add n = 18 (as --18)
#   BENCH_ESTIMATE=1  as --estimate
#   BENCH_N="14 16"   the boards to measure instead (4..27)
#   BENCH_REPS=k      repetitions per n (default 3 up to n = 16, 1 from 17);
#                     the table shows the best time of each column
#   SKIP_NATIVE=1     no C and no native columns
#   SKIP_C=1          no C columns (the C plain bitmap takes minutes at n = 18
#                     and hours at n = 20)
#   SKIP_BROWSER=1    no browser columns (no build, no Chromium needed)
#   SKIP_ONE_WORKER=1 no browser column of one worker (only every worker)
#   SKIP_ONE_THREAD=1 no native column of one thread (only every thread)
#   BENCH_SEARCH=1    the native command counts by the search (`--method search`)
#                     on the boards its plan joins (n = 15..23)
#   BASELINE_DIST=p   also measure another site build's workers in the same
#                     repetitions and print it against this one
#   CHROMIUM=path     the browser (default /usr/bin/chromium)
# The C columns need a C compiler (`cc`); without one they stay empty, with a
# note. The C programs are checked against data/nqueens-counts.tsv for
# n = 4..14 before any timing, and every timed count against it too.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
for arg in "$@"; do
  case "$arg" in
    --18) export BENCH_18=1 ;;
    --estimate) export BENCH_ESTIMATE=1 SKIP_NATIVE=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-count.sh: unknown argument '$arg' (see --help)" >&2; exit 2 ;;
  esac
done
"$root/scripts/ensure-tools.sh" test
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_OFFLINE=true
cd "$root"
export DIST="${DIST:-$root/dist}"
if [ "${SKIP_BUILD:-0}" != 1 ] && [ "${SKIP_BROWSER:-0}" != 1 ]; then
  trunk build --release --dist "$DIST"
fi
exec node bench/page/count.mjs
