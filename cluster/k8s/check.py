#!/usr/bin/env python3
"""Structural check of the Kubernetes recipe (no cluster needed): both files
are valid YAML; the count is an Indexed Job whose pod I counts shard I/K
(JOB_COMPLETION_INDEX, from the Job's annotation) into part-I.json on a
shared volume, K = completions, with its checkpoint beside it; the merge Job
lists exactly part-0..K-1 on that volume. What an eviction needs: a grace
period that covers the save after SIGTERM, failed pods replaced (restartPolicy
Never, a backoffLimit) with disruptions not counted against it, and hopeless
exit codes (1, 2) failing the Job. With BITQUEENS (the built command), the
pod's memory request must hold what the command says its method needs.
Run by cluster/test.sh (python3-yaml)."""
import os
import re
import subprocess
import sys
from pathlib import Path

import yaml

here = Path(__file__).resolve().parent
errors = []


def check(ok, what):
    if not ok:
        errors.append(what)


count_docs = list(yaml.safe_load_all((here / "count-job.yaml").read_text()))
merge_docs = list(yaml.safe_load_all((here / "merge-job.yaml").read_text()))
jobs = [d for d in count_docs if d and d.get("kind") == "Job"]
pvcs = [d for d in count_docs if d and d.get("kind") == "PersistentVolumeClaim"]
check(len(jobs) == 1 and len(pvcs) == 1, "count-job.yaml: one Job and one PersistentVolumeClaim")
job = jobs[0]
spec = job["spec"]
check(job["apiVersion"] == "batch/v1", "the Job is batch/v1")
check(spec.get("completionMode") == "Indexed", "completionMode: Indexed")
k = spec.get("completions")
check(isinstance(k, int) and k >= 1, "completions: K")
check(spec.get("parallelism", 1) <= k, "parallelism <= completions")
pod = spec["template"]["spec"]
# SIGTERM, then the grace period, then SIGKILL: the count saves within about
# a second (cli/src/main.rs); 30 s is Kubernetes' default, ask for it
# explicitly and no less.
grace = pod.get("terminationGracePeriodSeconds")
check(isinstance(grace, int) and grace >= 30, "terminationGracePeriodSeconds: at least 30 (the save after SIGTERM)")
# A pod that fails is replaced by a new one, which resumes from the
# checkpoint; podFailurePolicy needs restartPolicy Never.
check(pod.get("restartPolicy") == "Never", "restartPolicy: Never (a failed pod is replaced and resumes)")
check(isinstance(spec.get("backoffLimit"), int) and spec["backoffLimit"] >= 1, "backoffLimit: a failed pod is replaced")
rules = spec.get("podFailurePolicy", {}).get("rules", [])
check(
    any(
        r.get("action") == "Ignore" and any(c.get("type") == "DisruptionTarget" for c in r.get("onPodConditions", []))
        for r in rules
    ),
    "podFailurePolicy: Ignore on DisruptionTarget (an eviction is not a failure)",
)
check(
    any(
        r.get("action") == "FailJob"
        and r.get("onExitCodes", {}).get("operator") == "In"
        and {1, 2} <= set(r.get("onExitCodes", {}).get("values", []))
        for r in rules
    ),
    "podFailurePolicy: FailJob on exit codes 1 and 2 (a rerun would not help)",
)
check("command" not in pod["containers"][0], "the image's entrypoint (the count, PID 1, gets SIGTERM itself)")
(container,) = pod["containers"]
env = {e["name"]: e for e in container.get("env", [])}
index = env.get("JOB_COMPLETION_INDEX", {})
check(
    index.get("valueFrom", {}).get("fieldRef", {}).get("fieldPath")
    == "metadata.annotations['batch.kubernetes.io/job-completion-index']",
    "JOB_COMPLETION_INDEX from the Job's completion index annotation",
)
args = [str(a) for a in container["args"]]
check(args[:2][0] == "count" and re.fullmatch(r"\d+", args[1]) is not None, "args: count N")
n = int(args[1])
check(1 <= n <= 27, "N in 1..=27")


def after(flag):
    return args[args.index(flag) + 1] if flag in args else None


check(after("--shard") == f"$(JOB_COMPLETION_INDEX)/{k}", f"--shard $(JOB_COMPLETION_INDEX)/{k}")
mount = container["volumeMounts"][0]["mountPath"]
check(after("--out") == f"{mount}/part-$(JOB_COMPLETION_INDEX).json", "--out on the volume")
check(
    after("--checkpoint") == f"{mount}/part-$(JOB_COMPLETION_INDEX).ckpt",
    "--checkpoint on the volume (a replacement pod resumes from it)",
)
check("--memory" not in args, "no --memory: the pod's limit is read by the command (cgroup)")


def mib(quantity):
    units = {"Ki": 1 / 1024, "Mi": 1, "Gi": 1024}
    m = re.fullmatch(r"(\d+)(Ki|Mi|Gi)", str(quantity))
    return int(m.group(1)) * units[m.group(2)] if m else None


requests = container.get("resources", {}).get("requests", {})
limits = container.get("resources", {}).get("limits", {})
check(mib(requests.get("memory")) is not None, "a memory request")
check(mib(limits.get("memory")) is None or mib(limits["memory"]) >= mib(requests.get("memory") or "0Mi"), "limit >= request")
binary = os.environ.get("BITQUEENS")
if binary and after("--method") != "search":
    # The join's tables (the search needs next to nothing): asked to count
    # with 1 MB, the command refuses at once, naming what it needs; nothing
    # is counted.
    probe = subprocess.run(
        [binary, "count", str(n), "--method", "join", "--memory", "1"], capture_output=True, text=True, timeout=60
    )
    need = re.search(r"needs about ([\d,]+) MB", probe.stderr)
    check(probe.returncode == 2 and need is not None, f"the command names the memory of the join: {probe.stderr.strip()}")
    if need:
        mb = int(need.group(1).replace(",", ""))
        check((mib(requests.get("memory")) or 0) >= mb, f"the memory request holds the {mb} MB the count needs")
check(pod["volumes"][0]["persistentVolumeClaim"]["claimName"] == pvcs[0]["metadata"]["name"], "the shared claim")
check("ReadWriteMany" in pvcs[0]["spec"]["accessModes"], "a volume many nodes mount")

(merge,) = [d for d in merge_docs if d]
check(merge["kind"] == "Job" and "completionMode" not in merge["spec"], "merge-job.yaml: one plain Job")
mpod = merge["spec"]["template"]["spec"]
(mc,) = mpod["containers"]
mmount = mc["volumeMounts"][0]["mountPath"]
check(mc["args"][0] == "merge", "args: merge PART...")
check(mc["args"][1:] == [f"{mmount}/part-{i}.json" for i in range(k)], f"the merge lists part-0..{k - 1}")
check(mpod["volumes"][0]["persistentVolumeClaim"]["claimName"] == pvcs[0]["metadata"]["name"], "the merge reads the same claim")
check(mc["image"] == container["image"], "one image for both")

if errors:
    print("kubernetes recipe: FAILED:\n  " + "\n  ".join(errors), file=sys.stderr)
    sys.exit(1)
print(f"kubernetes recipe: an Indexed Job of n = {n} in {k} shards and its merge: ok")
