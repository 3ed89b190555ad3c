#!/usr/bin/env bash
# The Slurm recipe, for real, on this machine, with the faults a cluster
# brings: starts a single-node Slurm (single-node.sh: installs slurm-wlm and
# munge when missing), submits n = 16 in K = 2 shards by the search and the
# merge (submit.sh), and while the array runs:
# - task 0 is requeued from outside (`scontrol requeue`, what an operator or a
#   preemption does: Slurm sends it SIGTERM);
# - task 1 gets USR1 on its batch shell (`scancel --batch --signal=USR1`:
#   what `--signal=B:USR1@120` sends before a time limit), which stops its
#   count and requeues the task itself;
# each once its checkpoint holds a task, and stopped (SIGSTOP) before the
# signal, so that it is mid-run whatever the load. Both must save (the log
# says "stopped by SIGTERM"), run again, resume from their checkpoint (the log
# says "resuming"), and the merge, run after every task succeeded, must equal
# the published count (data/nqueens-counts.tsv).
# Slurm holds a requeued job until its begin time (Reason=BeginTime); the
# test moves that to now, once the node is done with the first run. Stops the daemons it started, whatever happens.
# If Slurm cannot start here, it says so and fails: it is never skipped.
#
#   cluster/slurm/test.sh            (as root; scripts/test.sh runs it)
#   BIN=path/to/bitqueens cluster/slurm/test.sh    (another build: no cargo)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$root/cluster/slurm"
n=16 k=2
fail() { echo "SLURM TEST FAILED: $*" >&2; exit 1; }

if [ -z "${BIN:-}" ]; then
  # The profile of the native tests (Cargo.toml); scripts/test.sh and
  # cluster/test.sh pass BIN instead (the command `cargo test` built).
  cargo build --profile release-tests -q -p bitqueens-cli --manifest-path "$root/Cargo.toml"
  BIN="$root/target/release-tests/bitqueens"
fi
bin=$BIN
[ -x "$bin" ] || fail "no binary at $bin"

work=$(mktemp -d /tmp/bitqueens-slurm.XXXXXX)
cleanup() {
  # Whatever happened: no job of this test left, nothing stopped, the daemons
  # this test started stopped.
  [ -z "${watcher:-}" ] || kill "$watcher" 2>/dev/null || true
  [ -z "${array:-}" ] || scancel "$array" "${merge:-}" 2>/dev/null || true
  for p in ${stopped:-}; do kill -CONT "$p" 2>/dev/null || true; done
  "$here/single-node.sh" stop
}
trap cleanup EXIT
"$here/single-node.sh" start || fail "Slurm could not start on this machine (see the lines above and /var/log/slurm/)"

# Stops the counts of shards 0 and 1 (SIGSTOP), each as soon as its
# checkpoint holds a task, and prints their process ids. A Python loop, not a
# shell one: it reads a file and /proc without starting a process, so it
# never lags behind a count on a loaded machine. Started before the jobs.
python3 - "$work" "$k" >"$work/stopped" 2>&1 <<'PY' &
import os, signal, sys, time
work, k = sys.argv[1], sys.argv[2]
deadline = time.time() + 240
pids = {}

def find(i):
    want = f"--shard\0{i}/{k}\0".encode()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.readlink(f"/proc/{entry}/cwd") != work:
                continue
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmdline = f.read()
        except OSError:
            continue
        if b"\0count\0" in cmdline and want in cmdline:
            return int(entry)
    return None

while len(pids) < 2:
    if time.time() > deadline:
        sys.exit(f"shards {sorted(set((0, 1)) - set(pids))} saved no task")
    for i in (0, 1):
        if i in pids:
            continue
        if os.path.exists(f"{work}/part-{i}.json"):
            sys.exit(f"shard {i} finished before it could be stopped: its work is too small for this test")
        try:
            with open(f"{work}/part-{i}.ckpt") as f:
                saved = '"task_ids":[' in (text := f.read()) and not '"task_ids":[]' in text
        except OSError:
            saved = False
        pid = find(i) if saved else None
        if pid:
            os.kill(pid, signal.SIGSTOP)
            if os.path.exists(f"{work}/part-{i}.json"):
                sys.exit(f"shard {i} finished before it could be stopped: its work is too small for this test")
            pids[i] = pid
    time.sleep(0.005)
print(pids[0], pids[1])
PY
watcher=$!
read -r array merge < <(BITQUEENS="$bin" METHOD=search CHECKPOINT_EVERY=0.05 "$here/submit.sh" "$n" "$k" "$work") \
  || fail "sbatch refused the jobs"
echo "submitted: array job $array (shards 0..$((k - 1))), merge job $merge; folder $work"

deadline=$((SECONDS + 300))
in_time() { [ $SECONDS -lt $deadline ] || { squeue || true; cat "$work"/*.log 2>/dev/null || true; fail "$1 (300 s)"; }; }
task_state() { squeue -h -j "${array}_$1" -o '%T' 2>/dev/null | head -1; }
# Waits for a requeued task to be pending again (no longer completing: the
# node has killed its first run and revoked that run's credential), then lets
# it start once the clock has passed the next whole second: the node refuses
# a job started again within the second of that revocation ("Job credential
# revoked": the credentials' times are whole seconds). StartTime=now also
# has the controller schedule it at once.
start_again() {
  local seen
  until [ "$(task_state "$1")" = PENDING ]; do in_time "task $1 was not requeued"; sleep 0.1; done
  seen=$(date +%s)
  until [ "$(date +%s)" -ge $((seen + 2)) ]; do sleep 0.1; done
  scontrol update JobId="${array}_$1" StartTime=now
}

wait "$watcher" || { cat "$work/stopped"; cat "$work"/count-*.log 2>/dev/null || true; fail "the counts could not be stopped mid-run"; }
read -r p0 p1 <"$work/stopped"
stopped="$p0 $p1"
echo "shards 0 and 1 stopped mid-run (pids $p0, $p1): requeue 0, USR1 to 1"
scontrol requeue "${array}_0"   # Slurm sends SIGCONT and SIGTERM
scancel --batch --signal=USR1 "${array}_1"
until grep -q "USR1" "$work/count-${array}_1.log" 2>/dev/null; do in_time "task 1's shell did not get USR1"; sleep 0.05; done
kill -CONT "$p1"; stopped=
start_again 0
start_again 1

# Done when neither job is in the queue any more (accounting is off).
while squeue -h -j "$array,$merge" 2>/dev/null | grep -q .; do
  in_time "the jobs did not finish"
  sleep 0.2
done

for ((i = 0; i < k; i++)); do
  [ -s "$work/part-$i.json" ] || { cat "$work"/count-*.log 2>/dev/null || true; fail "shard $i wrote no part"; }
done
for i in 0 1; do
  log="$work/count-${array}_$i.log"
  cat "$log"
  grep -q "stopped by SIGTERM after .* s; [1-9][0-9]* of [0-9]* tasks saved in part-$i.ckpt" "$log" \
    || fail "shard $i did not save its checkpoint on SIGTERM"
  grep -q "resuming: [1-9][0-9]* of" "$log" || fail "shard $i did not resume from its checkpoint"
  grep -q "run 2 on" "$log" || fail "task $i did not run a second time"
done
grep -q "USR1 (the time limit is near)" "$work/count-${array}_1.log" || fail "task 1's shell did not trap USR1"
[ -s "$work/merged.json" ] || { cat "$work"/merge-*.log 2>/dev/null || true; fail "the merge job wrote no merged.json"; }
read -r want_total want_unique < <(awk -F'\t' -v n="$n" '$1 == n { print $2, $3 }' "$root/data/nqueens-counts.tsv")
merged=$(cat "$work/merged.json")
echo "merged: $merged"
grep -q "\"total\":\"$want_total\"" <<<"$merged" || fail "total is not the published $want_total"
grep -q "\"unique\":\"$want_unique\"" <<<"$merged" || fail "unique is not the published $want_unique"
grep -q "\"parts\":$k" <<<"$merged" || fail "not $k parts"
grep -q '"matches_published":true' <<<"$merged" || fail "merge did not confirm the published count"
cat "$work"/merge-*.log
rm -rf "$work"
echo "slurm: n = $n in $k shards on a job array: task 0 requeued and task 1 sent USR1 mid-run, both resumed from their checkpoints; merged by a dependent job: total $want_total, unique $want_unique, as published"
