#!/usr/bin/env bash
# Writes the diagnostic kernels of docs/gpu.md "Where the time goes" into
# DIR (default /tmp/gpu-diagnostics), made from gpu/src/lean.wgsl so that
# they cannot drift from it. Their counts are WRONG by design (gpu-bench
# says so): timed beside the lean kernel they bound what classifying
# complete boards costs.
#   diag-lean-no-check.wgsl   every complete board in class 8: no tie test,
#                             no rotation check
#   diag-stack-no-check.wgsl  the same made from gpu/src/stack.wgsl, and
#   diag-packed-no-check.wgsl from gpu-bench/kernels/stack-packed.wgsl: what
#                             the stack kernels would take if classifying
#                             cost nothing
#   diag-lean-tie-only.wgsl   the tie test kept (its result used, so a
#                             compiler keeps it), the rotation check skipped
#   lean-rounds-R.wgsl        gpu-bench/kernels/lean-rounds.wgsl with
#                             rounds of R turns, for R in $ROUNDS ("8 32 64")
#   diag-stack-padded.wgsl    gpu/src/stack.wgsl with PAD
#                             more words of workgroup memory per workgroup
#                             (default 704: 2,816 bytes, the stack kernel's
#                             14,080 at n = 20), used where it costs nothing
#                             but cannot be dropped, so that fewer
#                             workgroups fit on a core: its counts are
#                             right, its time says what the occupancy alone
#                             is worth
# Usage: bash gpu-bench/diagnostics.sh [DIR]; then variants.sh with
# KERNELS="diag=DIR/diag-lean-no-check.wgsl ...".
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:-/tmp/gpu-diagnostics}"
mkdir -p "$dir"
lean="$root/gpu/src/lean.wgsl"
# Kernel $1 with its complete board's classification (from its comment to
# the counters) replaced by class 8, or fails if $1 has no such lines.
no_check() {
  awk '
    /\/\/ A complete board: kept unless/ { skip = 1; found = 1; print "        let class_of = 8u; // DIAGNOSTIC: no check"; next }
    skip && /c2 \+= select\(0u, 1u, class_of == 2u\);/ { skip = 0; ended = 1 }
    !skip { print }
    END { if (!found || !ended) { print FILENAME ": no classification to replace" > "/dev/stderr"; exit 1 } }
  ' "$1"
}
no_check "$lean" >"$dir/diag-lean-no-check.wgsl"
no_check "$root/gpu/src/stack.wgsl" >"$dir/diag-stack-no-check.wgsl"
no_check "$root/gpu-bench/kernels/stack-packed.wgsl" >"$dir/diag-packed-no-check.wgsl"
# The tie test as the lean kernel has it, its result folded into a class
# no counter takes when all three tie, so that it is not optimised away.
awk '
  /\/\/ A complete board: kept unless/ { print "        // DIAGNOSTIC: the tie test only"; note = 1; next }
  note && /^ *\/\// { next }
  { note = 0 }
  /if \(quarter \|\| half \|\| three\) \{/ { print "        class_of = select(8u, 9u, quarter && half && three);"; skip = 1; depth = 1; next }
  skip { n = gsub(/\{/, "{"); m = gsub(/\}/, "}"); depth += n - m; if (depth <= 0) skip = 0; next }
  { print }
' "$lean" >"$dir/diag-lean-tie-only.wgsl"
for r in ${ROUNDS:-8 32 64}; do
  sed "s/override ROUND: u32 = 16u;/override ROUND: u32 = ${r}u;/" \
    "$root/gpu-bench/kernels/lean-rounds.wgsl" >"$dir/lean-rounds-$r.wgsl"
done
awk -v pad="${PAD:-704}" '
  /^var<workgroup> stack:/ { print; print "// DIAGNOSTIC: workgroup memory that only lowers the occupancy."; print "var<workgroup> pad: array<u32, " pad ">;"; next }
  /^            c8 = 0u;$/ && !seen { print; print "            pad[lane] = i; // DIAGNOSTIC"; seen = 1; next }
  /counts\[3u \* i\] = c2;/ { sub(/= c2;/, "= c2 + select(0u, 1u, pad[lane ^ 1u] == 0xfffffffeu); // DIAGNOSTIC"); print; next }
  { print }
' "$root/gpu/src/stack.wgsl" >"$dir/diag-stack-padded.wgsl"
ls "$dir"
