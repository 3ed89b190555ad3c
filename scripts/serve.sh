#!/usr/bin/env bash
# Serves the site on http://127.0.0.1:8080 with live rebuilds.
# Installs whatever is missing first (see scripts/ensure-tools.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/ensure-tools.sh" build
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Every tool is installed locally; trunk must not try to download any.
export TRUNK_OFFLINE=true
cd "$root"
exec trunk serve "$@"
