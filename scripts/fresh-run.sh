#!/usr/bin/env bash
# The README's test command as CI runs it, on a fresh clone of HEAD with none
# of this machine's Rust tools, crates or npm packages: a new HOME and
# CARGO_HOME in a temporary folder (so `cargo install` compiles trunk and
# wasm-bindgen-cli again, and every crate and npm package is downloaded),
# only the toolchain's own commands (rustup's proxies) linked into it. What
# stays is the machine's: the Rust toolchain and its targets, and the Debian
# packages (Chromium, its fonts, lavapipe, the aarch64 tools), which CI's
# machine may lack (scripts/ensure-tools.sh installs them in the background).
#
#   scripts/fresh-run.sh            # one run; its row is appended to record/ci.tsv
#
# The row's `where` says "fresh clone, no cargo home"; the commit is HEAD's
# (commit first: uncommitted changes are not in the clone). Everything is
# removed at the end, the row kept.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
top="$(mktemp -d /tmp/bitqueens-fresh.XXXXXX)"
trap 'rm -rf "$top"' EXIT
git clone -q "$root" "$top/clone"
mkdir -p "$top/home/.cargo/bin"
# The toolchain's commands only: rustup's proxies, which find the toolchain
# through RUSTUP_HOME; never the tools `cargo install` put beside them.
for tool in cargo rustc rustup rustfmt cargo-fmt cargo-clippy clippy-driver rustdoc; do
  ln -s "$HOME/.cargo/bin/$tool" "$top/home/.cargo/bin/$tool"
done
export RUSTUP_HOME="${RUSTUP_HOME:-$HOME/.rustup}"
# A PATH without this machine's cargo home or the checkout's npm tools.
clean_path="$(printf '%s' "$PATH" | tr ':' '\n' | grep -v -e '/\.cargo/bin' -e 'node_modules' | paste -sd:)"
cd "$top/clone"
env HOME="$top/home" CARGO_HOME="$top/home/.cargo" PATH="$clean_path" \
  CI=true RECORD_CI=1 RECORD_DIR="$root/record" RECORD_WHERE="fresh clone, no cargo home" \
  bash .ci/run
