#!/usr/bin/env bash
# Runs every test: native (cargo test), the cluster recipes (cluster/test.sh:
# a real single-node Slurm) and end-to-end in Chromium against the
# release build. Installs whatever is missing first (scripts/ensure-tools.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Each phase says when it starts (seconds since this script started), so
# that a CI log shows where the time goes (docs/ci.md); with RECORD_CI=1 the
# phases' times are appended to record/ci.tsv at the end (scripts/record.sh).
declare -A started=()
# /proc/stat's first line: the cores' busy and total time since boot, so
# that each phase also says how busy the cores were through the one before
# it (where a core idles, work can be moved in beside it).
cpu_busy=0 cpu_all=0
cpu_now() { read -r _ u n s i w q sq st _ </proc/stat; cpu_busy=$((u + n + s + q + sq + st)); cpu_all=$((cpu_busy + i + w)); }
cpu_now
phase_at=0
phase() {
  local b0=$cpu_busy a0=$cpu_all busy=""
  cpu_now
  # (A phase of less than a second says nothing of its cores.)
  if [ "$SECONDS" -gt "$phase_at" ] && [ "$cpu_all" -gt "$a0" ]; then
    busy="; the cores $((100 * (cpu_busy - b0) / (cpu_all - a0))) % busy since the last phase"
  fi
  phase_at=$SECONDS
  echo "== $* [at ${SECONDS} s${busy}]"
  case "$*" in
    "format, then native lints and tests"*) started[lints]=$SECONDS ;;
    "native tests on aarch64"*) started[native]=$SECONDS ;;
    "the GPU kernel"*) started[gpu]=$SECONDS ;;
    "release builds: waiting"*) started[release]=$SECONDS ;;
    "size of the wasm"*) started[size]=$SECONDS ;;
    "end-to-end tests"*) started[e2e]=$SECONDS ;;
    "done"*) started[done]=$SECONDS ;;
  esac
}
export PATH="$root/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Every tool is installed locally; trunk must not try to download any.
export TRUNK_OFFLINE=true
cd "$root"

# The tools install in the background while the native lints and tests
# run: those need only the toolchain, and on a fresh machine the installs
# (two `cargo install`s, apt, npm) leave a core idle for long stretches
# (their downloads, their single-threaded last crates and links). The
# rustup targets come first: the lints for wasm32 and aarch64 need them.
#
# The release builds follow the tools in the same background job, as soon
# as they are installed: their five wasm end in whole-program LTO links,
# one core each, and the end-to-end tests wait for them, so they start
# before the native phases end and run beside them (whose test runs, qemu
# and lavapipe leave a core idle too). Their profiles (release,
# release-app) share no build directory with the native ones (release-tests,
# gpu-bench's own), so no cargo waits for another's lock.
# Two builds: the site the end-to-end tests test, with their hooks (the
# cargo feature e2e: src/bin/app.rs), in dist-e2e/; then dist/, the site
# users get, which never has them (scripts/exports.mjs, trunk's post-build
# hook, fails a build there that does): the size check and a smoke test
# (tests/e2e/release.test.mjs) are its. Three of the five wasm take no
# feature (index.html), so the second build reuses them and links only the
# app's and the GPU worker's again. Then the test-only wasm of
# wasm-window.test.mjs (the solver's SIMD window against its portable form
# in the browser), which that test would otherwise build in the middle of
# the end-to-end tests, where no core idles.
# The job writes the tools' exit status and when they were ready to
# `tools_done`; its own exit status is the builds'. (A process group of its
# own: a failure here stops it, cargo and all.)
"$root/scripts/ensure-tools.sh" targets
phase "tools (scripts/ensure-tools.sh test), then the release builds (trunk build --release, with the feature e2e into dist-e2e/, then dist/), in the background"
tools_log="$(mktemp)"
tools_done="$(mktemp)"
release_log="$(mktemp)"
t0=$(($(date +%s) - SECONDS)) # the epoch second this script started
setsid -w bash -c '
  "$1/scripts/ensure-tools.sh" test >"$2" 2>&1
  rc=$?
  echo "$rc $(date +%s)" >"$3"
  [ "$rc" = 0 ] || exit "$rc"
  trunk build --release --features e2e --dist dist-e2e && trunk build --release \
    && cargo build --release --target wasm32-unknown-unknown -p solver --features selftest --example wasm_check
' background "$root" "$tools_log" "$tools_done" >"$release_log" 2>&1 &
release_pid=$!
trap 'kill -- -"$release_pid" 2>/dev/null || true' EXIT

phase "format, then native lints and tests at once (clippy as the tests' compiler, with the features e2e and selftest)"
cargo fmt --all -- --check
cargo fmt --manifest-path gpu-bench/Cargo.toml --all -- --check
# One pass, with the two features whose code is native too: the core's
# `e2e` (its messages' test fields and their tests; the rest of the
# feature is the wasm's) and the solver's `selftest` (the sweeps against
# their portable form, which the browser's wasm check is built with).
# Neither feature takes code out (no `cfg(not(...))` in either crate), so
# this pass sees all the code a pass without them would; the grep keeps it so.
if grep -rnE 'cfg\((all\(.*)?not\((any\()?[^)]*feature = "(e2e|selftest)"' core/src solver/src; then
  echo "code above is left out by the feature e2e or selftest: lint without it too" >&2
  exit 1
fi
# The lints and the tests' build are one compile: clippy's driver, which is
# rustc with clippy's lints, compiles the workspace's crates for the tests
# (`RUSTC_WORKSPACE_WRAPPER`; the dependencies get plain rustc), so that
# the workspace is not also type-checked by a `cargo clippy` of its own,
# with every dependency checked once more for it (docs/ci.md). CLIPPY_ARGS
# is how `cargo clippy -- -D warnings` hands its arguments to the driver.
# `--all-targets` builds the benchmarks too (linted, not run). The test
# run below has the same environment, so it compiles nothing again.
# Every cargo command here uses the tests' profile (release-tests): their
# proc-macros and build scripts are compiled once per profile, so the
# clippy passes below reuse these (yew's, serde's, wasm-bindgen's, syn's).
# Nothing is cfg'd out by `debug_assertions` (it only ignores a long test
# and bounds another's n), so the lints see what they would in the dev
# profile.
lint=(--profile release-tests)
features=(--features bitqueens-core/e2e,solver/selftest)
clippy_driver="$(rustup which clippy-driver)"
native=(env RUSTC_WORKSPACE_WRAPPER="$clippy_driver" CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__")
"${native[@]}" cargo test "${lint[@]}" --workspace --all-targets "${features[@]}" --no-run
# Optimised, without the release build's LTO (Cargo.toml, docs/ci.md).
"${native[@]}" cargo test "${lint[@]}" --workspace "${features[@]}"
phase "the site's wasm lints (clippy for wasm32, with and without the feature e2e)"
cargo clippy "${lint[@]}" --target wasm32-unknown-unknown -p bitqueens -p bitqueens-workers --lib --bins -- -D warnings
cargo clippy "${lint[@]}" --target wasm32-unknown-unknown -p bitqueens -p bitqueens-workers --lib --bins --features e2e -- -D warnings

phase "tools: waiting for them"
# (The background job writes the line once the install has ended; it is
# gone without one only if it was killed.)
while [ ! -s "$tools_done" ] && kill -0 "$release_pid" 2>/dev/null; do sleep 1; done
read -r tools_rc tools_at <"$tools_done" || tools_rc=1
cat "$tools_log"
if [ "$tools_rc" != 0 ]; then
  echo "the tools could not be installed (scripts/ensure-tools.sh's log above)" >&2
  exit 1
fi
started[tools]=$((tools_at - t0))

phase "native tests on aarch64 (the NEON sweep, under qemu-user)"
# The join's NEON sweep (solver/src/join/sweep.rs), cross-compiled for
# aarch64 and run under qemu-user: against the portable one on random
# groups, and the join's counts of n = 1..16 against the published ones;
# clippy on that target first (its cfg'd code is seen by no other lint
# run). After the tools: the cross tools are among them.
aarch64=aarch64-unknown-linux-gnu
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
cargo clippy "${lint[@]}" -p solver --all-targets --target "$aarch64" -- -D warnings
cargo test --profile release-tests -p solver --lib --target "$aarch64" -- sweep forms totals_and_classes

phase "the GPU kernel on Vulkan (gpu-bench on lavapipe; its own workspace: wgpu)"
# Its quick-test profile: wgpu unoptimised, the counting crates optimised.
cargo test --profile quick-test --manifest-path gpu-bench/Cargo.toml

phase "release builds: waiting for them"
if wait "$release_pid"; then
  tail -n 5 "$release_log"
else
  cat "$release_log"
  echo "a release build failed (its whole log above)" >&2
  exit 1
fi
trap - EXIT

phase "size of the wasm users get (budgets of the app's, the extra pages' and each worker's wasm in dist/), no test hook there"
scripts/size.sh dist

# The cluster recipes beside the end-to-end tests: the Slurm job's shards
# are small and the test mostly waits for Slurm (a task requeued, a signal
# delivered), so a core would idle through it. Its log is printed when it
# is waited for, after the end-to-end tests.
phase "cluster recipes: the Kubernetes manifests, a real single-node Slurm job array (cluster/test.sh), in the background"
cluster_log="$(mktemp)"
cluster_took="$(mktemp)"
# The command they run is the one `cargo test --workspace` built for the
# command's own tests: a `cargo build -p bitqueens-cli` of its own (their
# fallback) would resolve its dependencies' features for that package alone
# and compile serde, clap and more again, beside the end-to-end tests.
cli_bin="${CARGO_TARGET_DIR:-$root/target}/release-tests/bitqueens"
[ -x "$cli_bin" ] || { echo "the native tests left no command at $cli_bin" >&2; exit 1; }
{ start=$SECONDS; BIN="$cli_bin" cluster/test.sh && echo $((SECONDS - start)) >"$cluster_took"; } >"$cluster_log" 2>&1 &
cluster_pid=$!

phase "end-to-end tests (Chromium, @playwright/test)"
# CI: no interactive report; screenshots of failures are kept in
# tests/e2e/artifacts/results (traces with E2E_TRACE=retain-on-failure).
# The site tested is dist-e2e/; release.test.mjs smoke-tests dist/.
e2e_log="$(mktemp)"
e2e_rc=0
CI=true DIST="$root/dist-e2e" playwright test -c tests/e2e/playwright.config.mjs 2>&1 | tee "$e2e_log" || e2e_rc=$?

phase "cluster recipes: waiting for them (their log)"
cluster_rc=0
wait "$cluster_pid" || cluster_rc=$?
cat "$cluster_log"
[ "$cluster_rc" = 0 ] || echo "the cluster recipes failed (their whole log above)" >&2
[ "$e2e_rc" = 0 ] || echo "end-to-end tests failed (above the cluster recipes' log)" >&2
[ "$cluster_rc" = 0 ] && [ "$e2e_rc" = 0 ] || exit 1
phase "done"
if [ "${RECORD_CI:-0}" = 1 ]; then
  # record/ci.tsv: total, tools (when they were ready: they install beside
  # the native lints and tests), lints (the native lints and tests, one
  # compile, then the wasm lints and the wait for the tools), native (the
  # aarch64 ones), slurm (the cluster recipes'
  # own time, beside the e2e tests), gpu, release (the wait for the
  # background builds), e2e (with the wait for the cluster recipes), the
  # e2e tests passed. RECORD_WHERE names the run (scripts/fresh-run.sh's).
  took() { echo $((started[$2] - started[$1])); }
  passed="$(sed -n 's/^ *\([0-9][0-9]*\) passed.*/\1/p' "$e2e_log" | tail -1)"
  scripts/record.sh ci.tsv "${RECORD_WHERE:-scripts/test.sh${CI:+ (CI=$CI)}}" "$SECONDS" "${started[tools]}" \
    "$(took lints native)" "$(took native gpu)" "$(cat "$cluster_took")" "$(took gpu release)" \
    "$(took release size)" "$(took e2e done)" "${passed:--}" "load average $(cut -d' ' -f1-3 /proc/loadavg)" || true
fi
rm -f "$e2e_log" "$cluster_log" "$cluster_took"
