#!/usr/bin/env bash
# Installs whatever the build and the tests need and is missing. Idempotent and
# quick when everything is already there. Shared by `scripts/serve.sh` and
# `scripts/test.sh` (the README's two commands).
#
#   scripts/ensure-tools.sh build   # wasm target, trunk, wasm-bindgen-cli, wasm-opt
#   scripts/ensure-tools.sh test    # the above + Chromium and the e2e test packages
#   scripts/ensure-tools.sh targets # the rustup targets alone (wasm32, aarch64)
set -euo pipefail

TRUNK_VERSION=0.21.14
# Must equal the `wasm-bindgen` version pinned in Cargo.toml.
WASM_BINDGEN_VERSION=0.2.130

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want="${1:-build}"
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '[ensure-tools] %s\n' "$*" >&2; }

if ! rustup target list --installed | grep -x wasm32-unknown-unknown >/dev/null; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
# The NEON sweep's tests (scripts/test.sh) need the aarch64 target's
# standard library (and the cross tools below).
if [ "$want" != build ] && ! rustup target list --installed | grep -x aarch64-unknown-linux-gnu >/dev/null; then
  say "adding the aarch64-unknown-linux-gnu target (the NEON sweep's tests)"
  rustup target add aarch64-unknown-linux-gnu
fi
# `targets`: only the targets, at once, so that `scripts/test.sh` can lint
# for them while the rest installs in the background.
[ "$want" = targets ] && exit 0

# Debian's packages that are missing, installed by one apt-get run in the
# background while the two `cargo install`s below compile: fetching and
# unpacking them is mostly waiting (network, disk), the compiles are CPU.
apt_missing=()
if [ "$want" = test ]; then
  # The join's NEON sweep is tested by cross-compiling the solver for
  # aarch64 and running its tests under qemu-user (scripts/test.sh): the
  # cross linker and C library, the emulator.
  if ! command -v aarch64-linux-gnu-gcc >/dev/null || ! command -v qemu-aarch64 >/dev/null \
    || [ ! -e /usr/aarch64-linux-gnu/lib/ld-linux-aarch64.so.1 ]; then
    apt_missing+=(gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user)
  fi
  # A software Vulkan (lavapipe, Mesa) for gpu-bench's test of the GPU
  # kernel: CI has no GPU (docs/gpu.md).
  if ! ls /usr/share/vulkan/icd.d/lvp_icd*.json >/dev/null 2>&1; then
    apt_missing+=(mesa-vulkan-drivers libvulkan1)
  fi
  if [ ! -x /usr/bin/chromium ]; then
    apt_missing+=(chromium)
  fi
  # The Japanese font a Japanese user's machine has: without it, the
  # Japanese pages are drawn in a fallback whose boxes no Japanese user
  # sees, and the layout tests (presenter fit, first-screen shifts) would
  # measure those. (`grep` reads fc-list's whole list: `grep -q` would stop
  # at the first match, fc-list would die of SIGPIPE on a long list, and
  # pipefail would call the font missing.)
  if ! fc-list 2>/dev/null | grep 'Noto Sans CJK' >/dev/null; then
    apt_missing+=(fonts-noto-cjk)
  fi
fi
apt_pid=
if [ "${#apt_missing[@]}" -gt 0 ]; then
  say "installing ${apt_missing[*]} (Debian), in the background"
  (
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${apt_missing[@]}" >/dev/null
  ) &
  apt_pid=$!
fi

# Node packages (tools/package.json): for the build wasm-opt (npm `binaryen`;
# Debian's is too old for current rustc output) and workbox-build (the
# service worker, scripts/precache.mjs); for the tests @playwright/test and
# axe-core. Installed unless every one is there at its pinned version, so a
# machine set up before a package was added or changed gets it too. Never a
# browser download: @playwright/test has no install script, and the tests
# run Debian's Chromium (never `playwright install`).
tools_current() {
  [ -x "$root/tools/node_modules/.bin/wasm-opt" ] && node -e '
    const dir = process.argv[1];
    const { dependencies } = require(dir + "/package.json");
    for (const [name, version] of Object.entries(dependencies)) {
      let got;
      try { got = require(`${dir}/node_modules/${name}/package.json`).version; } catch { got = null; }
      if (got !== version) process.exit(1);
    }' "$root/tools" 2>/dev/null
}
# In the background too, beside the compiles (mostly downloads).
npm_pid=
if ! tools_current; then
  say "installing node packages in tools/, in the background"
  # `npm install`, not `npm ci`: with the lock file's versions all the same,
  # but npm 11's `ci` refuses this lock file because it does not list every
  # platform's optional rollup binary (a dependency of workbox-build).
  (cd "$root/tools" && npm install --no-audit --no-fund --loglevel=error) &
  npm_pid=$!
fi

# The two installs side by side: each ends in long single-threaded steps
# (its largest crates, its link) that the other fills.
wb_pid=
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\b"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION, in the background"
  # Not --locked: its lock file does not resolve with this toolchain.
  # Without its default TLS (rustls, ring, webpki-roots: 11 crates fewer),
  # which only serves its test runner's downloads of browser drivers.
  # Unoptimised: its output is the same and it installs in less than half
  # the time, for a fraction of a second more on each of the site's five
  # wasm (docs/ci.md).
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 \
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --no-default-features &
  wb_pid=$!
fi

if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
  say "installing trunk $TRUNK_VERSION (takes a few minutes, once)"
  # Without its default features (TLS and the update check: trunk downloads
  # nothing here, TRUNK_OFFLINE=true) and unoptimised (no fat LTO, no
  # LLVM passes): trunk only starts cargo, wasm-bindgen and wasm-opt, so its
  # own speed does not show in a build, and the site it builds is the same
  # byte for byte. The install takes about half the time (docs/ci.md).
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=0 \
    cargo install trunk --locked --version "$TRUNK_VERSION" --no-default-features
fi

if [ -n "$wb_pid" ] && ! wait "$wb_pid"; then
  say "cargo could not install wasm-bindgen-cli"
  exit 1
fi
if [ -n "$npm_pid" ] && ! wait "$npm_pid"; then
  say "npm could not install the node packages of tools/"
  exit 1
fi
if [ -n "$apt_pid" ] && ! wait "$apt_pid"; then
  say "apt-get could not install ${apt_missing[*]}"
  exit 1
fi
