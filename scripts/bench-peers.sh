#!/usr/bin/env bash
# Ours against a peer in one run: `bitqueens count N --threads 2` (the native
# command, cli/) and Kluev's quadrant join (github.com/EvgenyKluev/
# N-Queens-Count-Sol, a C++20 program whose board size is fixed when it is
# compiled), alternating — ours, the peer, ours, the peer … — for n = FROM..TO,
# both on the same number of threads. Every count is checked against
# data/nqueens-counts.tsv (ours: total and unique; the peer gives only the
# total), and every timing is a row of record/peers.tsv (its CPU time, user
# and system, in the note: on a shared machine the ratio of CPU times is the
# steadier figure; a quiet run is what the wall times are for).
#
# The peer is built from a snapshot of its sources, never downloaded here:
#
#   git --git-dir=<mirror of the repository> archive HEAD | tar -x -C /tmp/kluev
#   KLUEV_SRC=/tmp/kluev scripts/bench-peers.sh
#
# Two binaries per n, `g++ -std=c++20 -O3` with `-march=native` and with
# `-march=x86-64-v3` (AVX2 without AVX-512: on some processors the faster of
# the two), each with the settings its `solcounter.h` table gives for that n
# (sieve cuts, match size, BMI2, prefetch; n = 22 also its row symmetry).
# Each round times ours, then both builds of the peer, and the table's ratio
# is ours against the faster build of that round (the peer's best). Without
# KLUEV_SRC, or with a path that holds no `solcounter.h`, the peer is skipped
# with a message and only ours is timed.
#
# Settings (environment):
#   FROM=16 TO=21     the boards (n = 16..22 for the peer)
#   REPS=1            alternating rounds per n (each round: ours, then the peer)
#   THREADS=2         threads of both programs
#   SIMD_FORMS="best avx2 portable"   ours once per form of the join's
#                     sweep in each round (BITQUEENS_SIMD; `best`, the
#                     default: unforced, the best this processor has)
#   PEER_MARCH="native x86-64-v3"  the peer's builds (g++ -march=)
#   KLUEV_SRC=path    the peer's sources (see above)
#   KLUEV_BUILD=path  where its binaries go (default /tmp/kluev-build)
#   BITQUEENS=path    our command (default: target/release/bitqueens, built
#                     with `cargo build --release -p bitqueens-cli` first)
#   SKIP_BUILD=1      use BITQUEENS as it is
#   RECORD=0, RECORD_DIR=dir   as scripts/record.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"
from="${FROM:-16}" to="${TO:-21}" reps="${REPS:-1}" threads="${THREADS:-2}"
ours="${BITQUEENS:-$root/target/release/bitqueens}"
build_dir="${KLUEV_BUILD:-/tmp/kluev-build}"
counts="$root/data/nqueens-counts.tsv"

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  cargo build --release -p bitqueens-cli >&2
fi
[ -x "$ours" ] || { echo "bench-peers.sh: no command at $ours" >&2; exit 2; }

expected() { awk -F'\t' -v n="$1" -v col="$2" '$1 == n { print $col }' "$counts"; }

# The peer's settings for n, from the table in its solcounter.h:
# sieve cuts, match min size, BMI2, prefetch, quarter symmetry.
peer_settings() {
  case "$1" in
    16|17|18) echo "0 40 false true QNoSymmetry" ;;
    19) echo "0 40 true true QNoSymmetry" ;;
    20) echo "3 60 true true QNoSymmetry" ;;
    21) echo "3 60 true false QNoSymmetry" ;;
    22) echo "6 80 true true QRowSymmetry" ;;
    *) return 1 ;;
  esac
}

# Builds the peer for n with -march=$2 into $build_dir/n-march/nqueens
# (once); prints its path.
build_peer() {
  local n="$1" march="$2" dir="$build_dir/$1-$2" cuts min bmi pf sym
  read -r cuts min bmi pf sym < <(peer_settings "$n")
  if [ ! -x "$dir/nqueens" ]; then
    rm -rf "$dir" && mkdir -p "$dir" && cp -r "$KLUEV_SRC"/. "$dir/src"
    sed -i -E \
      -e "s/(inline constexpr int size = )[0-9]+;/\1$n;/" \
      -e "s/(\.sieveCuts = )[0-9]+/\1$cuts/" \
      -e "s/(\.matchMinSize = )[0-9]+/\1$min/" \
      -e "s/(\.bmiIntrin = )(true|false)/\1$bmi/" \
      -e "s/(\.prefetch = )(true|false)/\1$pf/" \
      -e "s/Subsquare<size \/ 2, Q[A-Za-z]+,/Subsquare<size \/ 2, $sym,/" \
      "$dir/src/solcounter.h"
    grep -q "int size = $n;" "$dir/src/solcounter.h" \
      || { echo "bench-peers.sh: could not set the peer's size to $n" >&2; return 1; }
    [ "$bmi" = true ] && sed -i 's|^//#include "bmi2.h"|#include "bmi2.h"|' "$dir/src/bmintrin.h"
    [ "$pf" = true ] && sed -i 's|^//#include "prefetchx86.h"|#include "prefetchx86.h"|' "$dir/src/prefetch.h"
    echo "bench-peers.sh: building the peer for n = $n, -march=$march (sieve cuts $cuts, match size $min, BMI2 $bmi, prefetch $pf, $sym)" >&2
    g++ -std=c++20 -O3 -march="$march" -pthread -o "$dir/nqueens" "$dir/src/main.cpp" >&2
  fi
  echo "$dir/nqueens"
}

peer=1
if [ -z "${KLUEV_SRC:-}" ] || [ ! -f "${KLUEV_SRC}/solcounter.h" ]; then
  echo "bench-peers.sh: no peer sources (KLUEV_SRC='${KLUEV_SRC:-}' holds no solcounter.h): timing ours only" >&2
  peer=0
fi

load() { cut -d' ' -f1-3 /proc/loadavg; }
# Runs a command with its CPU time (user + system seconds) into $cpu_file.
cpu_file="$(mktemp)"
trap 'rm -f "$cpu_file"' EXIT
timed() { /usr/bin/time -f '%U %S' -o "$cpu_file" "$@"; }
cpu() { awk '{ printf "%.2f", $1 + $2 }' "$cpu_file"; }
record() { "$root/scripts/record.sh" peers.tsv "$@"; }
# The method of our rows (record/peers.tsv's `method`): the one the count
# names in its JSON (the join for n = 15..23) with the form of its sweep
# (`simd`: the best this processor has, or the one BITQUEENS_SIMD forced).
err_file="$(mktemp)"
trap 'rm -f "$cpu_file" "$err_file"' EXIT
method_of() {
  if grep -q '"method":"join"' <<<"$out"; then
    local simd
    simd="$(sed -n -E 's/.*"simd": *"([a-z0-9]+)".*/\1/p' <<<"$out")"
    echo "join (sweep: ${simd:-unnamed}${forced:+, forced by BITQUEENS_SIMD})"
  else
    echo "search (window: SSE4.1)"
  fi
}
forms="${SIMD_FORMS:-best}"
marches="${PEER_MARCH:-native x86-64-v3}"

printf '| n | round | ours | ours s | peer best s | peer build | ours / peer best | ours CPU s | peer CPU s | CPU ratio | load |\n'
printf '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n'
for n in $(seq "$from" "$to"); do
  declare -A bins=()
  if [ "$peer" = 1 ] && peer_settings "$n" >/dev/null; then
    for march in $marches; do
      bins[$march]="$(build_peer "$n" "$march")"
    done
  fi
  want_total="$(expected "$n" 2)" want_unique="$(expected "$n" 3)"
  for rep in $(seq 1 "$reps"); do
    # Ours in each form asked for, then each build of the peer.
    ours_rows=()
    for form in $forms; do
      forced="$form"
      [ "$form" != best ] || forced=""
      l0="$(load)"
      out="$(BITQUEENS_SIMD="$forced" timed "$ours" count "$n" --threads "$threads" --json 2>"$err_file")" \
        || { cat "$err_file" >&2; exit 2; }
      ours_cpu="$(cpu)"
      ours_s="$(sed -E 's/.*"seconds": *([0-9.]+).*/\1/' <<<"$out")"
      total="$(sed -E 's/.*"total": *"?([0-9]+)"?.*/\1/' <<<"$out")"
      unique="$(sed -E 's/.*"unique": *"?([0-9]+)"?.*/\1/' <<<"$out")"
      check=ok
      [ "$total" = "$want_total" ] && [ "$unique" = "$want_unique" ] || check=WRONG
      [ "$check" = ok ] || echo "bench-peers.sh: our n = $n count $total/$unique is not $want_total/$want_unique" >&2
      method="$(method_of "$n")"
      record "bitqueens count" "$n" "$threads" "$ours_s" "$total" "$unique" "$check" "round $rep; CPU $ours_cpu s; load $l0 → $(load)" "$method"
      ours_rows+=("$form $ours_s $ours_cpu")
    done
    peer_s=- peer_cpu=- peer_build=-
    for march in $marches; do
      bin="${bins[$march]:-}"
      [ -n "$bin" ] || continue
      l1="$(load)"
      pout="$(timed "$bin" "$threads")"
      p_cpu="$(cpu)"
      p_s="$(sed -n 's/^Elapsed time: \([0-9.e+-]*\) s$/\1/p' <<<"$pout")"
      ptotal="$(sed -n 's/^Result: \([0-9]*\)$/\1/p' <<<"$pout")"
      pcheck=ok
      [ "$ptotal" = "$want_total" ] || pcheck=WRONG
      record "kluev quadrants" "$n" "$threads" "$p_s" "$ptotal" - "$pcheck" "round $rep; CPU $p_cpu s; load $l1 → $(load); g++ -O3 -march=$march, its table's settings" "Kluev's quadrant join (g++ -O3 -march=$march)"
      [ "$pcheck" = ok ] || echo "bench-peers.sh: the peer's n = $n count $ptotal is not $want_total" >&2
      if [ "$pcheck" = ok ] && { [ "$peer_s" = - ] || awk -v a="$p_s" -v b="$peer_s" 'BEGIN { exit !(a < b) }'; }; then
        peer_s="$p_s" peer_cpu="$p_cpu" peer_build="-march=$march"
      fi
    done
    for row in "${ours_rows[@]}"; do
      read -r form ours_s ours_cpu <<<"$row"
      ratio=- cpu_ratio=-
      if [ "$peer_s" != - ]; then
        ratio="$(awk -v a="$ours_s" -v b="$peer_s" 'BEGIN { printf "%.3f", a / b }')"
        cpu_ratio="$(awk -v a="$ours_cpu" -v b="$peer_cpu" 'BEGIN { printf "%.3f", a / b }')"
      fi
      printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$n" "$rep" "$form" "$ours_s" "$peer_s" \
        "$peer_build" "$ratio" "$ours_cpu" "$peer_cpu" "$cpu_ratio" "$(load)"
    done
  done
  unset bins
done
