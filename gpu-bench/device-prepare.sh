#!/usr/bin/env bash
# Prepares target/device/ for scripts/bench-gpu.sh and
# gpu-bench/diagnostics.sh on a lent GPU machine (record/README.md, "On a
# lent machine"): the gpu-bench binary built here
# (release, x86-64) and the Debian packages of the Vulkan loader, which that
# machine lacks and cannot download. target/ is ignored by git; carry
# "target/device" (some 20 MB) with the run.
#
#   gpu-bench/device-prepare.sh                 # build, then fetch the loader
#   GPU_BENCH=path gpu-bench/device-prepare.sh  # a binary built elsewhere
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="$root/target/device"
mkdir -p "$dest"
bench="${GPU_BENCH:-}"
if [ -z "$bench" ]; then
  cargo build --release --quiet --manifest-path "$root/gpu-bench/Cargo.toml"
  bench="${CARGO_TARGET_DIR:-$root/gpu-bench/target}/release/gpu-bench"
fi
cp "$bench" "$dest/gpu-bench"
strip "$dest/gpu-bench" 2>/dev/null || true
if ! ls "$dest"/libvulkan1_*.deb >/dev/null 2>&1; then
  lists=/tmp/amd64-lists
  mkdir -p "$lists/partial"
  o=(-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists="$lists")
  apt-get "${o[@]}" update -qq
  (cd "$dest" && apt-get "${o[@]}" download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
fi
du -sh "$dest"
ls "$dest"
