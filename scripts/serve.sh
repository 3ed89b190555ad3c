#!/usr/bin/env bash
# Serves the site on http://127.0.0.1:8080: the release build, as users get
# it, rebuilt when a file changes. Installs whatever is missing first (see
# scripts/ensure-tools.sh).
#   scripts/serve.sh          # release build (optimised, wasm-opt)
#   DEV=1 scripts/serve.sh    # fast dev loop: debug build, no wasm-opt (slow counting)
# Other arguments go to `trunk serve` (e.g. --port 9000).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/ensure-tools.sh" build
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Every tool is installed locally; trunk must not try to download any.
export TRUNK_OFFLINE=true
cd "$root"
if [ "${DEV:-0}" = 1 ]; then
  exec trunk serve "$@"
fi
exec trunk serve --release "$@"
