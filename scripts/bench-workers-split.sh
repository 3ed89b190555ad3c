#!/usr/bin/env bash
# Which method the page's Web Workers should count a board with
# (solver::plan::WORKERS_JOIN_FROM): every job of the workers' plans timed
# alone (CPU time, the least of ROUNDS), then the page's pool replayed for
# 1, 2, 4, 8 and 16 workers, the join paying its tables' build once per
# worker (cli/examples/workers_split.rs says how). One row per board and
# pool size appended to record/workers-split.tsv (scripts/record.sh;
# RECORD=0 writes nothing).
#
#   scripts/bench-workers-split.sh [ROUNDS] [N...]      (default: 3, 14 15 16 17)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds=${1:-3}
shift || true
boards=("${@:-14 15 16 17}")
cargo build --release -q -p bitqueens-cli --example workers_split --manifest-path "$root/Cargo.toml"
load_before=$(cut -d' ' -f1 /proc/loadavg)
# shellcheck disable=SC2068
out=$("$root/target/release/examples/workers_split" --rounds "$rounds" ${boards[@]})
load_after=$(cut -d' ' -f1 /proc/loadavg)
echo "$out" | grep -v '^row'
echo "$out" | grep '^row' | while IFS=$'\t' read -r _ n workers join search ratio faster; do
  "$root/scripts/record.sh" workers-split.tsv "$n" "$workers" "$join" "$search" "$ratio" "$faster" \
    "CPU time, least of $rounds; load $load_before-$load_after"
done
