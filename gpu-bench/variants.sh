#!/usr/bin/env bash
# The GPU counter's kernels and their variants (gpu/src/, gpu-bench/kernels/)
# on a real GPU, side by side in one run (issue 55, docs/gpu.md "Variants" and
# after; by default the frontier, the lean and the stack
# kernel): gpu-bench per board and kernel, each in a process of its
# own under a time limit, all of it under one overall deadline, so the
# script cannot overrun a lent machine. Prints the adapter and one Markdown
# table (also written to $OUT/variants.md, line by line, when OUT is set).
# Every count is checked against the published one by gpu-bench (a row
# says WRONG, and the script exits 1).
#
# On a lent machine (no network, no Vulkan loader, no compiler needed):
#   here:   gpu-bench/frontier-prepare.sh      # builds gpu-bench, fetches the loader
#   there:  run with carry ["target/device"] and the command
#           bash gpu-bench/variants.sh
# (the kernels are read from gpu/src/ and gpu-bench/kernels/ at run time:
# tracked files, they travel with the tree).
#
# Settings (environment):
#   GPU_BENCH=path  the gpu-bench binary (default target/device/gpu-bench)
#   NS="19 20"      the boards of the first part: the frontier kernel and
#                   every variant at the kernel's ceiling (FLAGS, BATCH)
#   PAGE_N=20       the board of the second part: the frontier kernel and
#                   BEST with the page's batching (dispatches of about
#                   80 ms, no --batch), the other FLAGS the same
#   BIG_N=21        the board of the third part: BEST at the ceiling, in
#                   the time left (at most BIG_LIMIT=60 s)
#                   (NS=, PAGE_N= or BIG_N= set empty skips its part)
#   BEST=file       the best-guess variant (default gpu/src/stack.wgsl,
#                   the hosts' default); BEST=auto: the first part's
#                   fastest kernel on its last board (as BIG=auto:1), with
#                   its flags, beside the hosts' (gpu/src/stack.wgsl)
#   TOTAL=200       seconds for the whole table (the deadline)
#   LIMIT=30        seconds for each row of the first two parts at most
#   THREADS=8 BATCH=1048576
#   BATCHES="1048576 4194304"  the first part's batch sizes (default BATCH):
#                   each kernel at each, so that one run shows what a
#                   dispatch's tail costs (docs/gpu.md "The tail of a
#                   dispatch")
#   FLAGS="--unchecked --in-flight 3"   gpu-bench flags of every row
#   ARGS="..."      more gpu-bench flags for every run
#   KERNELS="label=file ..."  the first part's kernels instead of the list
#                   below (an empty file: the frontier kernel built in);
#                   label=file=flag,flag,... adds gpu-bench flags to that
#                   kernel's rows (e.g. lean-9=gpu/src/lean.wgsl=--sub-rows,9)
#   BIG="label=file ..."      the third part's kernels instead of BEST
#                   (gpu-bench/diagnostics.sh writes the diagnostic kernels
#                   and other round lengths of lean-rounds to pass here);
#                   BIG=auto:K: the K fastest of the first part's kernels on
#                   its last board (checked rows only, each kernel's best
#                   time over BATCHES), so that one call measures the
#                   winners on the larger board without knowing them
#   STATS_N=20      first, the driver's statistics of every kernel's
#                   pipeline for this board (gpu-bench --stats: registers,
#                   spills, code size; a few seconds; empty: skipped)
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root" || exit 2
start=$(date +%s)
ns="${NS-19 20}" page_n="${PAGE_N-20}" big_n="${BIG_N-21}" stats_n="${STATS_N-20}"
total="${TOTAL:-200}" limit="${LIMIT:-30}" big_limit="${BIG_LIMIT:-60}"
threads="${THREADS:-8}" batch="${BATCH:-1048576}"
read -r -a batches <<<"${BATCHES:-$batch}"
flags="${FLAGS:---unchecked --in-flight 3}"
best="${BEST:-gpu/src/stack.wgsl}"
bench="${GPU_BENCH:-$root/target/device/gpu-bench}"
outdir="${OUT:-}"
# The kernels of the first part: a label, then the file (none: the frontier
# kernel built into gpu-bench, gpu/src/frontier.wgsl).
kernels=(
  "frontier (frontier.wgsl)="
  "lean=gpu/src/lean.wgsl"
  "stack=gpu/src/stack.wgsl"
)
[ -n "${KERNELS:-}" ] && read -r -a kernels <<<"$KERNELS"
auto_best=""
if [ "$best" = auto ]; then
  auto_best=1 best=gpu/src/stack.wgsl
fi
big=("$(basename "$best" .wgsl)=$best")
auto_big="" auto_note=""
case "${BIG:-}" in
  auto:*)
    auto_big="${BIG#auto:}"
    [[ "$auto_big" =~ ^[1-9][0-9]*$ ]] || { echo "variants.sh: BIG=auto:K wants a count, not '$auto_big'" >&2; exit 2; }
    big=() ;;
  ?*) read -r -a big <<<"$BIG" ;;
esac

# An entry's kernel file (label=file[=flags]; empty: the built-in kernel).
kernel_file() { local f="${1#*=}"; printf '%s' "${f%%=*}"; }

# The Vulkan loader, carried as Debian packages (frontier-prepare.sh), and
# the NVIDIA driver's ICD where the machine has it there.
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan.so.1'; then
  for f in "$root"/target/device/*.deb; do [ -e "$f" ] && dpkg -x "$f" /; done
  ldconfig
fi
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if [ -z "${VK_DRIVER_FILES:-}" ] && [ -e "$icd" ]; then export VK_DRIVER_FILES="$icd"; fi
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
[ -x "$bench" ] || { echo "variants.sh: no gpu-bench at $bench (run gpu-bench/frontier-prepare.sh)" >&2; exit 2; }
for k in "${kernels[@]}" "best=$best" ${big[@]+"${big[@]}"}; do
  f="$(kernel_file "$k")"
  [ -z "$f" ] || [ -e "$f" ] || { echo "variants.sh: no kernel $f" >&2; exit 2; }
done

# Each line also goes to $OUT/variants.md as it comes, so that a run cut
# off by the device's limit still brings its rows back.
out_md=""
if [ -n "$outdir" ] && [ -d "$outdir" ]; then out_md="$outdir/variants.md"; : >"$out_md"; fi
say() { printf '%s\n' "$*"; [ -z "$out_md" ] || printf '%s\n' "$*" >>"$out_md"; }

probe="$("$bench" --n 12 ${ARGS:-} 2>&1)" || { echo "$probe" >&2; exit 2; }
say "$(grep -E '^(adapter|a software adapter)' <<<"$probe")"
command -v nvidia-smi >/dev/null && say "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader 2>/dev/null)"
say "load average: $(cut -d' ' -f1-3 /proc/loadavg); deadline ${total} s; every row: $flags --host-threads $threads ${ARGS:-}"
say ""

# A kernel's flags: none for the built-in one, else --kernel FILE, then
# the entry's own flags (label=file=flag,flag).
kernel_flags() {
  local file extra
  file="$(kernel_file "$1")"
  [ -z "$file" ] || printf -- '--kernel\n%s\n' "$file"
  extra="${1#*=}"
  [ "$extra" = "${extra#*=}" ] || tr ',' '\n' <<<"${extra#*=}"
}

# Part 0: what the driver made of each kernel (no count; compiles only).
if [ -n "$stats_n" ]; then
  say "The driver's statistics of each kernel's pipeline at n = $stats_n (gpu-bench --stats --unchecked):"
  say ""
  say "| kernel | executable | statistic | value |"
  say "|---|---|---|---|"
  described=""
  for k in "${kernels[@]}" ${big[@]+"${big[@]}"}; do
    # The pipeline depends on the kernel, the rows placed and the rows
    # looked ahead: of an entry's flags only --kernel, --sub-rows and
    # --ahead are passed on.
    mapfile -t all < <(kernel_flags "$k")
    kf=()
    for ((i = 0; i < ${#all[@]}; i++)); do
      case "${all[i]}" in
        --kernel|--sub-rows|--ahead) kf+=("${all[i]}" "${all[i+1]}"); i=$((i + 1)) ;;
      esac
    done
    code=0
    out="$(timeout -k 5 60 "$bench" --stats --n "$stats_n" --variant frontier --unchecked "${kf[@]}" 2>&1)" || code=$?
    if [ "$code" -ne 0 ]; then
      say "| ${k%%=*} | | failed (exit $code): $(tail -1 <<<"$out" | tr '|' '/') | |"
      continue
    fi
    while IFS='|' read -r _ _ _ exe stat val _; do
      say "| ${k%%=*} |$exe|$stat|$val|"
    done < <(grep -E "^\| $stats_n \|" <<<"$out")
    [ -n "$described" ] || described="$(grep '^- ' <<<"$out")"
  done
  say ""
  [ -z "$described" ] || { say "$described"; say ""; }
fi

say "| n | kernel | batching | sub-boards | dispatches | longest dispatch | in dispatches | time | solutions/s | total | unique | check |"
say "|---|---|---|---|---|---|---|---|---|---|---|---|"

wrong=0
# The first part's best time (seconds) per kernel label on its last board,
# for BIG=auto:K.
declare -A fastest=()
last_n="${ns##* }"
left() { echo $((total - ($(date +%s) - start))); }
row() { # N LABEL BATCHING LIMIT [FLAGS...]
  local n=$1 label=$2 how=$3 limit=$4 out line rest
  shift 4
  rest=$(left)
  [ "$rest" -lt "$limit" ] && limit=$rest
  if [ "$limit" -lt 5 ]; then
    say "| $n | $label | $how | | | | | not run (deadline) | | | | |"
    return
  fi
  local code=0
  # shellcheck disable=SC2086 # FLAGS and ARGS are lists of flags
  out="$(timeout -k 5 "$limit" "$bench" --n "$n" --variant frontier --host-threads "$threads" $flags "$@" ${ARGS:-} 2>&1)" || code=$?
  if [ "$code" -ne 0 ]; then
    case $code in
      124|137)
        say "| $n | $label | $how | | | | | > $limit s ($(grep '^progress' <<<"$out" | tail -1 | sed 's/^progress: n = [0-9]*, //')) | | | | |"
        return ;;
      1) wrong=1 ;;
      *) echo "$out" >&2; say "| $n | $label | $how | | | | | failed (exit $code) | | | | |"; return ;;
    esac
  fi
  line="$(grep -E "^\| $n \|" <<<"$out")"
  say "| $n | $label | $how |${line#"| $n |"}"
  if grep -q WRONG <<<"$line"; then
    wrong=1
  elif [ "$part" = 1 ] && [ "$n" = "$last_n" ]; then
    # The time column (the 7th of gpu-bench's row: "| n | sub-boards |
    # dispatches | longest | in dispatches | time | ..."), "3.865 s".
    local t
    t="$(awk -F'|' '{ sub(/ s *$/, "", $7); gsub(/ /, "", $7); print $7 }' <<<"$line")"
    if [[ "$t" =~ ^[0-9]+(\.[0-9]+)?$ ]] && { [ -z "${fastest[$label]:-}" ] || awk -v a="$t" -v b="${fastest[$label]}" 'BEGIN { exit !(a < b) }'; }; then
      fastest[$label]="$t"
    fi
  fi
  return 0
}

# Part 1: every kernel at the ceiling (batches of BATCH sub-boards).
part=1
for n in $ns; do
  for b in "${batches[@]}"; do
    for k in "${kernels[@]}"; do
      mapfile -t kf < <(kernel_flags "$k")
      row "$n" "${k%%=*}" "batches of $b" "$limit" --batch "$b" "${kf[@]}"
    done
  done
done
# The K fastest entries (label=file[=flags]) of part 1, fastest first.
fastest_entries() {
  while read -r _ label; do
    for k in "${kernels[@]}"; do
      [ "${k%%=*}" = "$label" ] && printf '%s\n' "$k"
    done
  done < <(for l in "${!fastest[@]}"; do printf '%s %s\n' "${fastest[$l]}" "$l"; done | sort -g | head -n "$1")
}
# Part 2: the page's batching, the frontier kernel and the best guess.
part=2
if [ -n "$page_n" ]; then
  row "$page_n" "frontier (frontier.wgsl)" "the page's" "$limit"
  best_entry="$(basename "$best" .wgsl)=$best"
  if [ -n "$auto_best" ]; then
    # The hosts' kernel with the page's batching too, beside the winner.
    row "$page_n" "$(basename "$best" .wgsl)" "the page's" "$limit" --kernel "$best"
    auto_entry="$(fastest_entries 1)"
    auto_note="BEST=auto: ${auto_entry:-none (no checked time on n = $last_n)}"
    [ -n "$auto_entry" ] && [ "$auto_entry" != "$best_entry" ] && best_entry="$auto_entry" || best_entry=""
  fi
  if [ -n "$best_entry" ]; then
    mapfile -t kf < <(kernel_flags "$best_entry")
    row "$page_n" "${best_entry%%=*}" "the page's" "$limit" "${kf[@]}"
  fi
fi
# Part 3: the best guess (or BIG's kernels) on a larger board, in the time left.
part=3
if [ -n "$auto_big" ]; then
  mapfile -t big < <(fastest_entries "$auto_big")
  auto_note="${auto_note:+$auto_note; }BIG=auto:$auto_big on n = $big_n: ${big[*]:-none (no checked time on n = $last_n)}"
fi
if [ -n "$big_n" ] && [ ${#big[@]} -gt 0 ]; then
  for k in "${big[@]}"; do
    mapfile -t kf < <(kernel_flags "$k")
    row "$big_n" "${k%%=*}" "batches of $batch" "$big_limit" --batch "$batch" "${kf[@]}"
  done
fi
say ""
[ -z "${auto_note:-}" ] || say "$auto_note"
say "wall time: $(( $(date +%s) - start )) s"
exit "$wrong"
