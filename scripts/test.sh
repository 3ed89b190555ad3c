#!/usr/bin/env bash
# Runs every test: native (cargo test) and end-to-end in Chromium against the
# release build. Installs whatever is missing first (scripts/ensure-tools.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/ensure-tools.sh" test
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Every tool is installed locally; trunk must not try to download any.
export TRUNK_OFFLINE=true
cd "$root"

echo "== native tests"
cargo test --release --workspace

echo "== the GPU kernel on Vulkan (gpu-bench on lavapipe; its own workspace: wgpu)"
cargo test --release --manifest-path gpu-bench/Cargo.toml

echo "== release build"
trunk build --release

echo "== size of the wasm (budget of the app's wasm)"
scripts/size.sh dist

echo "== end-to-end tests (Chromium, @playwright/test)"
# CI: no interactive report; traces and screenshots of failures are kept in
# tests/e2e/artifacts/results.
CI=true playwright test -c tests/e2e/playwright.config.mjs --reporter=list
