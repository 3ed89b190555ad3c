#!/usr/bin/env bash
# The cluster recipes' tests (scripts/test.sh runs this after the native
# tests, which hold the fault tests of shards, merge, checkpoints and
# signals): the Kubernetes manifests' structure (and their memory against the
# command's own estimate), then a real single-node Slurm run with a task
# requeued and a task sent the time limit's signal mid-run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! python3 -c 'import yaml' 2>/dev/null; then
  echo "installing python3-yaml (apt), to read the Kubernetes manifests"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-yaml </dev/null >/dev/null \
    || { apt-get update -qq </dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-yaml </dev/null >/dev/null; }
fi
if [ -z "${BIN:-}" ]; then
  # On its own: the profile of the native tests (Cargo.toml). scripts/test.sh
  # passes BIN, the command its `cargo test --workspace` built (this build,
  # its features resolved for the command alone, would compile some of its
  # dependencies again).
  cargo build --profile release-tests -q -p bitqueens-cli --manifest-path "$root/Cargo.toml"
  BIN="$root/target/release-tests/bitqueens"
fi
export BIN
BITQUEENS="$BIN" python3 "$root/cluster/k8s/check.py"
"$root/cluster/slurm/test.sh"
