#!/usr/bin/env bash
# The Slurm recipe, for real, on this machine: starts a single-node Slurm
# (single-node.sh: installs slurm-wlm and munge when missing), submits the
# job array of n = 14 in K = 4 shards and its merge (submit.sh), waits for
# them, and checks the merged total and unique against the published counts
# (data/nqueens-counts.tsv). Stops the daemons it started, whatever happens.
# If Slurm cannot start here, it says so and fails: it is never skipped.
#
#   cluster/slurm/test.sh            (as root; scripts/test.sh runs it)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$root/cluster/slurm"
n=14 k=4
fail() { echo "SLURM TEST FAILED: $*" >&2; exit 1; }

# The profile of the native tests (Cargo.toml): the command is already built
# there by `cargo test`, so the test command does not build it twice.
cargo build --profile release-tests -q -p bitqueens-cli --manifest-path "$root/Cargo.toml"
bin="$root/target/release-tests/bitqueens"
[ -x "$bin" ] || fail "no binary at $bin"

trap '"$here/single-node.sh" stop' EXIT
"$here/single-node.sh" start || fail "Slurm could not start on this machine (see the lines above and /var/log/slurm/)"

work=$(mktemp -d /tmp/bitqueens-slurm.XXXXXX)
read -r array merge < <(BITQUEENS="$bin" "$here/submit.sh" "$n" "$k" "$work") \
  || fail "sbatch refused the jobs"
echo "submitted: array job $array (shards 0..$((k - 1))), merge job $merge; folder $work"

# Done when neither job is in the queue any more (accounting is off).
deadline=$((SECONDS + 300))
while squeue -h -j "$array,$merge" 2>/dev/null | grep -q .; do
  [ $SECONDS -lt $deadline ] || { squeue; fail "the jobs did not finish in 300 s"; }
  sleep 1
done

for ((i = 0; i < k; i++)); do
  [ -s "$work/part-$i.json" ] || { cat "$work"/count-*.log 2>/dev/null || true; fail "shard $i wrote no part"; }
done
[ -s "$work/merged.json" ] || { cat "$work"/merge-*.log 2>/dev/null || true; fail "the merge job wrote no merged.json"; }
read -r want_total want_unique < <(awk -F'\t' -v n="$n" '$1 == n { print $2, $3 }' "$root/data/nqueens-counts.tsv")
merged=$(cat "$work/merged.json")
echo "merged: $merged"
grep -q "\"total\":\"$want_total\"" <<<"$merged" || fail "total is not the published $want_total"
grep -q "\"unique\":\"$want_unique\"" <<<"$merged" || fail "unique is not the published $want_unique"
grep -q '"parts":4' <<<"$merged" || fail "not 4 parts"
grep -q '"matches_published":true' <<<"$merged" || fail "merge did not confirm the published count"
cat "$work"/merge-*.log
rm -rf "$work"
echo "slurm: n = $n in $k shards on a job array, merged by a dependent job: total $want_total, unique $want_unique, as published"
