#!/usr/bin/env bash
# The frontier kernel against the rows kernel on a real GPU, side by side in
# one run (issue 55, docs/gpu.md "The frontier kernel"): gpu-bench per board
# and kernel, each in a process of its own under a time limit, all of it
# under one overall deadline, so the script cannot overrun a lent machine.
# Prints the adapter and one Markdown table (also written to $OUT/frontier.md
# when OUT is set). Every count is checked against the published one by
# gpu-bench (a row says WRONG, and the script exits 1).
#
# On a lent machine (no network, no Vulkan loader, no compiler needed):
#   here:   gpu-bench/frontier-prepare.sh      # builds gpu-bench, fetches the loader
#   there:  run with carry ["target/device"] and the command
#           bash gpu-bench/frontier.sh
#
# Settings (environment):
#   GPU_BENCH=path  the gpu-bench binary (default target/device/gpu-bench)
#   FROM=18 TO=22   the boards (n = 22 runs only with the time left)
#   TOTAL=470       seconds for the whole table (the deadline)
#   THREADS=8       host threads expanding sub-boards in the rows marked
#                   "N host threads" (the others: one, as the page)
#   ARGS="..."      more gpu-bench flags for every run
# Rows per board: the rows kernel (the page's kernel before), the frontier
# kernel (the page's now), the same without wgpu's run-time checks
# (--unchecked, natively only), the same with THREADS threads expanding the
# sub-boards (--host-threads: the host's share off the GPU's path), the
# frontier kernel with its row on the workgroup stack every turn
# (gpu-bench/kernels/frontier-each-turn.wgsl); at n = 20 and 21 also 7 rows
# placed instead of the page's 8 (6 times fewer sub-boards to expand), at
# n = 20 the frontier kernel's ceiling (batches of 2^20, which no page could
# use: its dispatches are too long to cancel). All with the page's batching (dispatches of about 80 ms) and
# three dispatches in flight, as the page's worker. The most important rows
# of a board come first, so the deadline cuts the least useful.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root" || exit 2
start=$(date +%s)
from="${FROM:-18}" to="${TO:-22}" total="${TOTAL:-470}" threads="${THREADS:-8}"
bench="${GPU_BENCH:-$root/target/device/gpu-bench}"
outdir="${OUT:-}"

# The Vulkan loader, carried as Debian packages (frontier-prepare.sh), and
# the NVIDIA driver's ICD where the machine has it there.
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan.so.1'; then
  for f in "$root"/target/device/*.deb; do [ -e "$f" ] && dpkg -x "$f" /; done
  ldconfig
fi
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if [ -z "${VK_DRIVER_FILES:-}" ] && [ -e "$icd" ]; then export VK_DRIVER_FILES="$icd"; fi
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
[ -x "$bench" ] || { echo "frontier.sh: no gpu-bench at $bench (run gpu-bench/frontier-prepare.sh)" >&2; exit 2; }

table=()
say() { printf '%s\n' "$*"; table+=("$*"); }

probe="$("$bench" --n 12 ${ARGS:-} 2>&1)" || { echo "$probe" >&2; exit 2; }
say "$(grep -E '^(adapter|a software adapter)' <<<"$probe")"
command -v nvidia-smi >/dev/null && say "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader 2>/dev/null)"
say "load average: $(cut -d' ' -f1-3 /proc/loadavg); deadline ${total} s; flags: ${ARGS:-none}"
say ""
say "| n | kernel | sub-boards | dispatches | longest dispatch | in dispatches | time | solutions/s | total | unique | check |"
say "|---|---|---|---|---|---|---|---|---|---|---|"

wrong=0
left() { echo $((total - ($(date +%s) - start))); }
row() { # N LABEL LIMIT [FLAGS...]
  local n=$1 label=$2 limit=$3 out line rest
  shift 3
  rest=$(left)
  [ "$rest" -lt "$limit" ] && limit=$rest
  if [ "$limit" -lt 5 ]; then
    say "| $n | $label | | | | | not run (deadline) | | | | |"
    return
  fi
  local code=0
  out="$(timeout -k 5 "$limit" "$bench" --n "$n" --in-flight 3 "$@" ${ARGS:-} 2>&1)" || code=$?
  if [ "$code" -ne 0 ]; then
    case $code in
      124|137)
        say "| $n | $label | | | | | > $limit s ($(grep '^progress' <<<"$out" | tail -1 | sed 's/^progress: n = [0-9]*, //')) | | | | |"
        return ;;
      1) wrong=1 ;;
      *) echo "$out" >&2; say "| $n | $label | | | | | failed (exit $code) | | | | |"; return ;;
    esac
  fi
  line="$(grep -E "^\| $n \|" <<<"$out")"
  say "| $n | $label |${line#"| $n |"}"
  grep -q WRONG <<<"$line" && wrong=1
  return 0
}

# Per-board limits (seconds): the rows kernel took 0.42, 2.3 and 17.9 s for
# n = 18..20 on an H100 and did not finish n = 21 in 170 s.
each=gpu-bench/kernels/frontier-each-turn.wgsl
ht="$threads host threads"
for n in $(seq "$from" "$to"); do
  case $n in
    18|19)
      row "$n" "rows" 30 --variant rows
      row "$n" "frontier" 30 --variant frontier
      row "$n" "frontier, unchecked" 30 --variant frontier --unchecked
      row "$n" "frontier, stack every turn" 30 --variant frontier --kernel "$each"
      row "$n" "frontier, unchecked, $ht" 30 --variant frontier --unchecked --host-threads "$threads"
      ;;
    20)
      row "$n" "rows" 45 --variant rows
      row "$n" "frontier" 45 --variant frontier
      row "$n" "frontier, unchecked" 45 --variant frontier --unchecked
      row "$n" "frontier, unchecked, $ht" 45 --variant frontier --unchecked --host-threads "$threads"
      row "$n" "frontier, stack every turn" 45 --variant frontier --kernel "$each"
      row "$n" "frontier, unchecked, $ht, 7 rows" 45 --variant frontier --unchecked --host-threads "$threads" --sub-rows 7
      row "$n" "frontier, unchecked, $ht, 2^20 a batch" 45 --variant frontier --unchecked --host-threads "$threads" --batch 1048576
      ;;
    21)
      # The rows kernel cannot finish here (> 170 s): its progress line
      # shows its pace.
      row "$n" "frontier, unchecked, $ht" 110 --variant frontier --unchecked --host-threads "$threads"
      row "$n" "frontier" 110 --variant frontier
      row "$n" "rows" 45 --variant rows
      row "$n" "frontier, unchecked, $ht, 7 rows" 110 --variant frontier --unchecked --host-threads "$threads" --sub-rows 7
      ;;
    *)
      # n = 22 (or a board outside 18..21): the frontier kernel alone, in
      # the time left.
      row "$n" "frontier, unchecked, $ht" 400 --variant frontier --unchecked --host-threads "$threads"
      ;;
  esac
done
say ""
say "wall time: $(( $(date +%s) - start )) s"
if [ -n "$outdir" ] && [ -d "$outdir" ]; then printf '%s\n' "${table[@]}" >"$outdir/frontier.md"; fi
exit "$wrong"
