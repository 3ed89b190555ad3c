#!/usr/bin/env bash
# The GPU benchmark (docs/gpu.md): gpu-bench on the machine's
# Vulkan GPU, one process per board so that a slow board is cut off by its
# time limit instead of taking the rest with it. Prints the adapter, then one
# Markdown table with two rows per board from BIG_FROM on: the batches the
# page uses (sized to dispatches of about 160 ms, TARGET_MS in gpu/src/lib.rs,
# at least 32,768 sub-boards on a real GPU) and batches of 2^20 sub-boards
# (the kernel's own speed, without the dispatches' tails). Every count is
# checked against the published one by gpu-bench itself (a row says WRONG,
# and the script exits 1). Each row is also appended to record/gpu.tsv
# (scripts/record.sh; RECORD=0 writes none).
#
#   scripts/bench-gpu.sh                       # builds gpu-bench first
#   GPU_BENCH=path/to/gpu-bench scripts/bench-gpu.sh   # a binary built elsewhere
#
# Settings (environment):
#   GPU_BENCH=path  the gpu-bench binary (default: build it with cargo,
#                   release, in gpu-bench/target)
#   FROM=16 TO=21   the boards (default 16..21)
#   BIG_FROM=18     the first board that also gets the 2^20 batches
#   LIMIT=s         seconds allowed per board and batching (default 120):
#                   a board over it shows "> LIMIT s"
#   ARGS="..."      more gpu-bench flags for every run (e.g. --ahead 1,
#                   --sub-rows 7, --unchecked --host-threads 8 --in-flight 3)
# On a lent machine without a Vulkan loader, the Debian packages that
# gpu-bench/device-prepare.sh put in target/device/ are unpacked first, and
# the NVIDIA driver's ICD is used where the machine has it there.
# On a machine with no Vulkan driver gpu-bench says so and this exits 2. On
# a software Vulkan (lavapipe) the rows are a correctness run, not a speed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case "${1:-}" in
  -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "bench-gpu.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac
from="${FROM:-16}" to="${TO:-21}" big_from="${BIG_FROM:-18}" limit="${LIMIT:-120}"
bench="${GPU_BENCH:-}"
if [ -z "$bench" ]; then
  cargo build --release --quiet --manifest-path "$root/gpu-bench/Cargo.toml"
  bench="$root/gpu-bench/target/release/gpu-bench"
fi
# `grep` without -q reads the whole list (pipefail and SIGPIPE: ensure-tools.sh).
if ! ldconfig -p 2>/dev/null | grep 'libvulkan.so.1' >/dev/null; then
  for f in "$root"/target/device/*.deb; do [ -e "$f" ] && dpkg -x "$f" /; done
  ldconfig 2>/dev/null || true
fi
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if [ -z "${VK_DRIVER_FILES:-}" ] && [ -e "$icd" ]; then export VK_DRIVER_FILES="$icd"; fi
# wgpu's Vulkan loader warns without it; nothing is written there.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"

# The adapter, and whether there is one at all: gpu-bench exits 2 without
# (n = 12: a moment on any adapter, and room for --sub-rows up to 11).
probe="$("$bench" --n 12 ${ARGS:-} 2>&1)" || { echo "$probe" >&2; exit 2; }
grep -E '^(adapter|a software adapter)' <<<"$probe"
device="$(sed -n 's/^adapter: //p' <<<"$probe" | head -1)"
# The kernel and its rows looked ahead ("stack, 3 rows looked ahead").
kernel="$(sed -n 's/^kernel: \([^,]*, [0-9] rows\{0,1\} looked ahead\),.*/\1/p' <<<"$probe" | head -1)"
loadavg="$(cut -d' ' -f1-3 /proc/loadavg)"
# One row of record/gpu.tsv: N BATCHING SUB-BOARDS DISPATCHES SECONDS TOTAL UNIQUE CHECK NOTE.
record() {
  "$root/scripts/record.sh" gpu.tsv "$device" "$kernel" "$1" "$2" "${ARGS:--}" "$3" "$4" "$5" "$6" "$7" "$8" \
    "scripts/bench-gpu.sh; load average $loadavg${9:+; $9}" || true
}
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); limit ${limit} s per run; flags: ${ARGS:-none}"
echo
echo "| n | batches of | sub-boards | dispatches | longest dispatch | in dispatches | time | solutions/s | total | unique | check |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
wrong=0
row() { # N LABEL [FLAGS...]
  local n=$1 label=$2 out line
  shift 2
  if out="$(timeout "$limit" "$bench" --n "$n" "$@" ${ARGS:-} 2>&1)"; then :; else
    case $? in
      124) # how far it got, from gpu-bench's last progress line
        local got
        got="$(grep '^progress' <<<"$out" | tail -1 | sed 's/^progress: n = [0-9]*, //')"
        echo "| $n | $label | | | | | > $limit s ($got) | | | | |"
        record "$n" "$label" - - - - - "cut off" "cut off at $limit s: $got"
        return ;;
      1) wrong=1 ;;
      *) echo "$out" >&2; exit 2 ;;
    esac
  fi
  line="$(grep -E "^\| $n \|" <<<"$out")"
  # gpu-bench's row, with the batching after the board.
  echo "| $n | $label |${line#"| $n |"}"
  # gpu-bench's columns: n, sub-boards, batches, longest dispatch, in
  # dispatches, time ("0.374 s"), solutions/s, total, unique, check.
  local cols
  IFS='|' read -r -a cols <<<"${line// /}"
  record "$n" "$label" "${cols[2]}" "${cols[3]}" "${cols[6]%s}" "${cols[8]}" "${cols[9]}" "${cols[10]}"
  grep -q WRONG <<<"$line" && wrong=1
  return 0
}
for n in $(seq "$from" "$to"); do
  row "$n" "the page's"
  [ "$n" -ge "$big_from" ] && row "$n" "batches of 1048576" --batch 1048576
done
echo "(each row appended to record/gpu.tsv${RECORD:+, RECORD=$RECORD})" >&2
exit "$wrong"
