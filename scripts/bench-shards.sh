#!/usr/bin/env bash
# The cost of sharding (docs/benchmarks.md): n (default 18) counted on T
# threads (default 2) as one run, and as K shards (default 4) run one after
# the other, then merged; alternated ROUNDS times (default 2), best of each.
# Prints the times, the overhead and the shards' balance (slowest / mean).
#
#   scripts/bench-shards.sh [N] [T] [K] [ROUNDS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n=${1:-18} t=${2:-2} k=${3:-4} rounds=${4:-2}
cargo build --release -q -p bitqueens-cli --manifest-path "$root/Cargo.toml"
bin="$root/target/release/bitqueens"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
calc() { awk "BEGIN { print $1 }"; }
seconds_of() { sed -E 's/.*"seconds":([0-9.]+).*/\1/' "$1"; }
best_single="" best_sharded="" balance=""
for ((r = 1; r <= rounds; r++)); do
  a=$(now)
  "$bin" count "$n" --threads "$t" --json --quiet >"$work/single.json"
  single=$(calc "$(now) - $a")
  a=$(now)
  times=()
  for ((i = 0; i < k; i++)); do
    "$bin" count "$n" --threads "$t" --quiet --shard "$i/$k" --out "$work/part-$i.json"
    times+=("$(seconds_of "$work/part-$i.json")")
  done
  "$bin" merge --json "$work"/part-*.json >"$work/merged.json"
  sharded=$(calc "$(now) - $a")
  grep -q '"matches_published":true' "$work/merged.json" || { echo "merge does not match" >&2; exit 1; }
  bal=$(printf '%s\n' "${times[@]}" | awk '{ s += $1; if ($1 > m) m = $1 } END { printf "%.3f", m / (s / NR) }')
  echo "round $r: one run $(printf %.2f "$single") s; $k shards in turn $(printf %.2f "$sharded") s (shards: ${times[*]} s; slowest/mean $bal)"
  if [ -z "$best_single" ] || [ "$(calc "$single < $best_single")" = 1 ]; then best_single=$single; fi
  if [ -z "$best_sharded" ] || [ "$(calc "$sharded < $best_sharded")" = 1 ]; then best_sharded=$sharded balance=$bal; fi
done
printf 'n = %s, %s threads, best of %s: one run %.2f s, %s shards in turn %.2f s (x%.3f), balance slowest/mean %s\n' \
  "$n" "$t" "$rounds" "$best_single" "$k" "$best_sharded" "$(calc "$best_sharded / $best_single")" "$balance"
