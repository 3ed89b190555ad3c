#!/usr/bin/env bash
# What each compile of scripts/test.sh costs on a fresh build directory:
# each step below in a new CARGO_TARGET_DIR (under /tmp unless given), timed
# with /usr/bin/time, one row per step in record/compile.tsv: its wall
# time and its CPU time (user + system), the one that counts on a loaded
# machine (docs/ci.md). The registry (~/.cargo) is kept, so nothing is
# downloaded; the tools must be installed (scripts/ensure-tools.sh test).
#
#   scripts/compile-cost.sh                 # every step, in scripts/test.sh's order
#   scripts/compile-cost.sh native-build    # some steps (their names below)
#   CARGO_TARGET_DIR=dir scripts/compile-cost.sh ...   # that directory, kept
#
# Steps share the directory as they do in scripts/test.sh: a step that
# follows another reuses what it built (clippy's runs share their
# dependencies' checks; the second trunk build the first one's three wasm).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH" TRUNK_OFFLINE=true
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$(mktemp -d /tmp/bitqueens-compile.XXXXXX)}"
out="$(mktemp -d)"
a=aarch64-unknown-linux-gnu
all="native-build native-run clippy-wasm clippy-wasm-e2e clippy-aarch64 test-aarch64 gpu-quick trunk-e2e
trunk-rel wasm-check"
# The native lints and tests' build as one compile (scripts/test.sh): the
# workspace's crates compiled by clippy's driver.
linted="env RUSTC_WORKSPACE_WRAPPER=$(rustup which clippy-driver) CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
cmd() {
  case "$1" in
    native-build) echo $linted cargo test --profile release-tests --workspace --all-targets --features bitqueens-core/e2e,solver/selftest --no-run ;;
    native-run) echo $linted cargo test --profile release-tests --workspace --features bitqueens-core/e2e,solver/selftest ;;
    # What they replaced (before 10824e8): a clippy pass, then the tests' own build and run.
    clippy-ws) echo cargo clippy --profile release-tests --workspace --all-targets --features bitqueens-core/e2e,solver/selftest -- -D warnings ;;
    clippy-core-e2e) echo cargo clippy --profile release-tests -p bitqueens-core --all-targets --features e2e -- -D warnings ;;
    clippy-solver-selftest) echo cargo clippy --profile release-tests -p solver --all-targets --features selftest -- -D warnings ;;
    clippy-wasm) echo cargo clippy --profile release-tests --target wasm32-unknown-unknown -p bitqueens -p bitqueens-workers --lib --bins -- -D warnings ;;
    clippy-wasm-e2e) echo cargo clippy --profile release-tests --target wasm32-unknown-unknown -p bitqueens -p bitqueens-workers --lib --bins --features e2e -- -D warnings ;;
    test-build) echo cargo test --profile release-tests --workspace --no-run ;;
    test-run) echo cargo test --profile release-tests --workspace ;;
    clippy-aarch64) echo cargo clippy --profile release-tests -p solver --all-targets --target $a -- -D warnings ;;
    test-aarch64) echo cargo test --profile release-tests -p solver --lib --target $a -- sweep forms totals_and_classes ;;
    gpu-quick) echo cargo test --profile quick-test --manifest-path gpu-bench/Cargo.toml ;;
    trunk-e2e) echo trunk build --release --features e2e --dist "$out/dist-e2e" ;;
    trunk-rel) echo trunk build --release --dist "$out/dist" ;;
    wasm-check) echo cargo build --release --target wasm32-unknown-unknown -p solver --features selftest --example wasm_check ;;
    *) echo "compile-cost.sh: no step $1 (steps: $all)" >&2; return 2 ;;
  esac
}
for step in ${*:-$all}; do
  c="$(cmd "$step")"
  # shellcheck disable=SC2086 # the command's words
  if ! /usr/bin/time -f '%e %U %S' -o "$out/time" $c >"$out/log" 2>&1; then
    cat "$out/log" >&2
    echo "compile-cost.sh: $step failed" >&2
    exit 1
  fi
  read -r wall user sys <"$out/time"
  cpu="$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f", u + s }')"
  echo "$step: $wall s wall, $cpu CPU-s" >&2
  "$root/scripts/record.sh" compile.tsv "$step" "${c//$out/…}" "$(printf '%.0f' "$wall")" "$cpu" \
    "target dir $(basename "$CARGO_TARGET_DIR"); load average $(cut -d' ' -f1-3 /proc/loadavg)"
done
rm -rf "$out"
