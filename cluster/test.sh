#!/usr/bin/env bash
# The cluster recipes' tests (scripts/test.sh runs this after the native
# tests, which hold the fault tests of shards, merge and checkpoints):
# the Kubernetes manifests' structure, then a real single-node Slurm run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! python3 -c 'import yaml' 2>/dev/null; then
  echo "installing python3-yaml (apt), to read the Kubernetes manifests"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-yaml </dev/null >/dev/null \
    || { apt-get update -qq </dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-yaml </dev/null >/dev/null; }
fi
python3 "$root/cluster/k8s/check.py"
"$root/cluster/slurm/test.sh"
