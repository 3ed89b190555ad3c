#!/usr/bin/env python3
"""Structural check of the Kubernetes recipe (no cluster needed): both files
are valid YAML; the count is an Indexed Job whose pod I counts shard I/K
(JOB_COMPLETION_INDEX, from the Job's annotation) into part-I.json on a
shared volume, K = completions; the merge Job lists exactly part-0..K-1 on
that volume. Run by scripts/test.sh (python3-yaml)."""
import re
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
check(pod.get("restartPolicy") in ("Never", "OnFailure"), "a Job's restartPolicy")
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
