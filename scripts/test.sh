#!/usr/bin/env bash
# Runs every test: native (cargo test), the cluster recipes (cluster/test.sh:
# a real single-node Slurm) and end-to-end in Chromium against the
# release build. Installs whatever is missing first (scripts/ensure-tools.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Each phase says when it starts (seconds since this script started), so
# that a CI log shows where the time goes (docs/ci.md).
phase() { echo "== $* [at ${SECONDS} s]"; }
"$root/scripts/ensure-tools.sh" test
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Every tool is installed locally; trunk must not try to download any.
export TRUNK_OFFLINE=true
cd "$root"

phase "format and lints (rustfmt; clippy natively and for the site's wasm)"
cargo fmt --all -- --check
cargo fmt --manifest-path gpu-bench/Cargo.toml --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy --target wasm32-unknown-unknown --lib --bins -- -D warnings

phase "native tests"
# Optimised, without the release build's LTO (Cargo.toml, docs/ci.md).
cargo test --profile release-tests --workspace

phase "cluster recipes: the Kubernetes manifests, a real single-node Slurm job array (cluster/test.sh)"
cluster/test.sh

phase "the GPU kernel on Vulkan (gpu-bench on lavapipe; its own workspace: wgpu)"
# Its quick-test profile: wgpu unoptimised, the counting crates optimised.
cargo test --profile quick-test --manifest-path gpu-bench/Cargo.toml

phase "release build"
trunk build --release

phase "size of the wasm (budget of the app's wasm)"
scripts/size.sh dist

phase "end-to-end tests (Chromium, @playwright/test)"
# CI: no interactive report; traces and screenshots of failures are kept in
# tests/e2e/artifacts/results.
CI=true playwright test -c tests/e2e/playwright.config.mjs --reporter=list
phase "done"
