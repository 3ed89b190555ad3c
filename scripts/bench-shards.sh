#!/usr/bin/env bash
# The cost of sharding (docs/benchmarks.md): n (default 18) counted on T
# threads (default 2) as one run, and as K shards (default 4) run one after
# the other, then merged; ROUNDS times (default 2), alternating, best of each.
# Every process is timed by the wall clock and by its CPU time (user +
# system): on a shared machine, where other programs stretch the wall clock,
# the CPU time is the steadier measure of the work. Prints both, the
# overhead of the shards, and their balance (slowest / mean). The best of
# the rounds is appended to record/shards.tsv (scripts/record.sh; RECORD=0
# writes nothing).
#
#   scripts/bench-shards.sh [N] [T] [K] [ROUNDS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n=${1:-18} t=${2:-2} k=${3:-4} rounds=${4:-2}
cargo build --release -q -p bitqueens-cli --manifest-path "$root/Cargo.toml"
bin="$root/target/release/bitqueens"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
calc() { awk "BEGIN { print $1 }"; }
# Runs a command; sets `wall` and `cpu` (seconds).
timed() {
  local TIMEFORMAT='%R %U %S' out
  out=$({ time "$@" >/dev/null; } 2>&1 | tail -1)
  read -r wall user sys <<<"$out"
  cpu=$(calc "$user + $sys")
}
best() { [ -z "$1" ] && echo "$2" || calc "($2 < $1) ? $2 : $1"; }
b1w="" b1c="" bkw="" bkc="" bal=""
for ((r = 1; r <= rounds; r++)); do
  timed "$bin" count "$n" --threads "$t" --json --quiet
  w1=$wall c1=$cpu
  walls=() cpus=()
  for ((i = 0; i < k; i++)); do
    # --force: every round counts its shards again (a finished part is kept otherwise).
    timed "$bin" count "$n" --threads "$t" --quiet --shard "$i/$k" --out "$work/part-$i.json" --force
    walls+=("$wall") cpus+=("$cpu")
  done
  timed "$bin" merge --json "$work"/part-*.json
  walls+=("$wall") cpus+=("$cpu")
  "$bin" merge --json "$work"/part-*.json | grep -q '"matches_published":true' \
    || { echo "the merge does not give the published count" >&2; exit 1; }
  wk=$(printf '%s\n' "${walls[@]}" | awk '{ s += $1 } END { print s }')
  ck=$(printf '%s\n' "${cpus[@]}" | awk '{ s += $1 } END { print s }')
  # Balance over the shards only (not the merge).
  balance() { printf '%s\n' "$@" | head -n "$k" | awk '{ s += $1; if ($1 > m) m = $1 } END { printf "%.3f", m / (s / NR) }'; }
  echo "round $r: one run ${w1} s wall, ${c1} s CPU; $k shards in turn + merge ${wk} s wall, ${ck} s CPU" \
    "(shards' CPU: ${cpus[*]:0:$k} s; merge ${cpus[$k]} s; slowest/mean $(balance "${cpus[@]}") CPU, $(balance "${walls[@]}") wall)"
  # The balance of the round whose shards took the least CPU.
  if [ -z "$bkc" ] || [ "$(calc "$ck < $bkc")" = 1 ]; then bal=$(balance "${cpus[@]}"); fi
  b1w=$(best "$b1w" "$w1") b1c=$(best "$b1c" "$c1") bkw=$(best "$bkw" "$wk") bkc=$(best "$bkc" "$ck")
done
printf 'n = %s, %s threads, best of %s: one run %.2f s wall / %.2f s CPU; %s shards in turn %.2f s wall (x%.3f) / %.2f s CPU (x%.3f)\n' \
  "$n" "$t" "$rounds" "$b1w" "$b1c" "$k" "$bkw" "$(calc "$bkw / $b1w")" "$bkc" "$(calc "$bkc / $b1c")"
"$root/scripts/record.sh" shards.tsv "$n" "$t" "$k" "$rounds" "$b1w" "$b1c" "$bkw" "$bkc" \
  "$(printf %.3f "$(calc "$bkc / $b1c")")" "$bal" "scripts/bench-shards.sh; best of $rounds; load average $(cut -d' ' -f1-3 /proc/loadavg)" || true
