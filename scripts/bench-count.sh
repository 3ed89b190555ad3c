#!/usr/bin/env bash
# The counting benchmark in one run: native (`cargo bench --bench count`) and
# the site's wasm counter in Chromium, one worker and all workers, n = 12..16.
#   scripts/bench-count.sh                # builds dist/ first
#   BENCH_FULL=1 scripts/bench-count.sh   # adds n = 17
#   DIST=/some/dist SKIP_BUILD=1 scripts/bench-count.sh
# See tests/e2e/bench-count.mjs for the other settings.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/ensure-tools.sh" test
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_OFFLINE=true
cd "$root"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  trunk build --release
fi
exec node tests/e2e/bench-count.mjs
