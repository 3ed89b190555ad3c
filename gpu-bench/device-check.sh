#!/usr/bin/env bash
# One check of a commit on a lent GPU machine (record/README.md, "On a lent
# machine"), run there with carry ["target/device"]: gpu-bench's Vulkan tests
# on the real GPU, scripts/bench-gpu.sh for n = 16..21 (each count checked
# against the published one), then the native command on every core for the
# boards of CLI_N (default "20 21"). Prepare target/device here first:
#   gpu-bench/device-prepare.sh
#   cargo build --release -p bitqueens-cli && cp target/release/bitqueens target/device/
#   cargo test --release --manifest-path gpu-bench/Cargo.toml --no-run
#   cp gpu-bench/target/release/deps/lavapipe-<hash> target/device/test-lavapipe
# There: RECORD_COMMIT=<the commit built> bash gpu-bench/device-check.sh
# Logs and the new rows of record/gpu.tsv go to $OUT; the command's rows are
# written here from $OUT/cli.log with scripts/record.sh (the lent machine
# keeps nothing). The test of the software adapter's kernel choice is
# skipped: a real GPU chooses otherwise by design.
set -uo pipefail
export RECORD_COMMIT=${RECORD_COMMIT:?the commit the binaries were built from}
out=${OUT:?the folder that comes back}
d=target/device
for f in "$d"/*.deb; do dpkg -x "$f" /; done
ldconfig
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -e "$icd" ] && export VK_DRIVER_FILES=$icd
export XDG_RUNTIME_DIR=/tmp
cp record/gpu.tsv /tmp/gpu.tsv.before
{ date -u; nproc; lscpu | grep -E 'Model name|^CPU\(s\)|Thread'; grep -o -m1 avx512_vpopcntdq /proc/cpuinfo; nvidia-smi -L; } >"$out/machine.txt" 2>&1
for t in "$d"/test-*; do
  echo "-- $t"
  timeout 150 "$t" --test-threads 1 --skip the_stack_kernel_falls_back 2>&1
  echo "rc=$?"
done >"$out/tests.log"
GPU_BENCH=$d/gpu-bench FROM=16 TO=21 LIMIT=100 timeout 330 bash scripts/bench-gpu.sh >"$out/bench.log" 2>&1
echo "rc=$?" >>"$out/bench.log"
for n in ${CLI_N:-20 21}; do
  echo "n=$n"
  timeout 540 /usr/bin/time -f "cpu %U user %S sys, max rss %M KB" "$d/bitqueens" count "$n" 2>&1
  echo "rc=$?"
done >"$out/cli.log"
diff /tmp/gpu.tsv.before record/gpu.tsv | sed -n 's/^> //p' >"$out/gpu-rows.tsv"
