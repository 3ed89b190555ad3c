#!/usr/bin/env bash
# Submits a sharded count to Slurm: a job array of K shards, then the merge,
# which runs when every shard has succeeded (afterok).
#
#   cluster/slurm/submit.sh N K [FOLDER]
#
# FOLDER (default: ./bitqueens-N) receives part-I.json, the logs and
# merged.json; it must be visible from every node (a shared file system).
# BITQUEENS names the binary on the nodes (default: bitqueens on PATH).
# Prints the two job ids: "ARRAY_ID MERGE_ID".
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: $0 N K [FOLDER]" >&2
  exit 2
fi
n=$1 k=$2 dir=${3:-bitqueens-$1}
case "$n$k" in *[!0-9]*) echo "$0: N and K are whole numbers" >&2; exit 2 ;; esac
[ "$k" -ge 1 ] || { echo "$0: K must be at least 1" >&2; exit 2; }
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
bin=${BITQUEENS:-bitqueens}
vars="ALL,N=$n,K=$k,BITQUEENS=$bin"
array=$(sbatch --parsable --chdir="$dir" --array="0-$((k - 1))" --export="$vars" \
  "$here/count.sbatch" | cut -d';' -f1)
merge=$(sbatch --parsable --chdir="$dir" --dependency="afterok:$array" --kill-on-invalid-dep=yes \
  --export="$vars" "$here/merge.sbatch" | cut -d';' -f1)
echo "$array $merge"
