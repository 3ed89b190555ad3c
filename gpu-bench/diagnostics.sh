#!/usr/bin/env bash
# Where the kernels' time goes (docs/gpu.md "Where the time goes"), for the
# kept family: the turns of the stack kernel's search with one to three
# rows looked ahead (its turns in Rust, on this machine's CPU), then what
# the Vulkan driver reports of each kernel's compiled pipeline (registers,
# spills, code size: gpu-bench --stats; a driver without
# VK_KHR_pipeline_executable_properties, lavapipe 22 among them, says so)
# for each look-ahead.
#   bash gpu-bench/diagnostics.sh                # n = 16, 17, 18; stats 19..21
# Settings (environment): NS="16 17" (boards whose turns are counted, with
# their hosts' rows), FROM=19 TO=21 (the boards of the statistics),
# GPU_BENCH=path (a gpu-bench built elsewhere: gpu-bench/device-prepare.sh).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="${GPU_BENCH:-}"
if [ -z "$bench" ]; then
  cargo build --release --quiet --manifest-path "$root/gpu-bench/Cargo.toml" || exit 2
  bench="$root/gpu-bench/target/release/gpu-bench"
fi
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
if command -v cargo >/dev/null; then
  for n in ${NS:-16 17 18}; do
    rows=$(case $n in 16|17) echo 5 ;; 18) echo 6 ;; 19) echo 7 ;; *) echo 8 ;; esac)
    cargo run --release --quiet --manifest-path "$root/Cargo.toml" -p bitqueens-gpu --example lookahead "$n" "$rows"
  done
fi
status=0
for variant in stack frontier; do
  for ahead in 1 2 3; do
    "$bench" --stats --variant "$variant" --ahead "$ahead" --from "${FROM:-19}" --to "${TO:-21}" || status=$?
  done
done
exit "$status"
