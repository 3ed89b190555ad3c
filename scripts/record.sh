#!/usr/bin/env bash
# Appends one row of measurements to a file of record/ (record/README.md
# names each file's columns and the script that writes it):
#
#   scripts/record.sh FILE FIELD...        e.g. scripts/record.sh count.tsv "bitqueens count" 18 2 3.62 ...
#   scripts/record.sh --machine            prints the machine string only
#
# The row is the date (UTC), the commit measured, the machine, then the
# FIELDs, tab-separated; nothing is printed unless something goes wrong. The commit is `git rev-parse --short HEAD`, with
# "-dirty" when tracked files outside record/ differ from it (the figures are
# then of uncommitted code). The machine is RECORD_MACHINE if set, else
# "<nproc> cores, <CPU model name>". A FIELD must hold no tab or newline (an
# empty one is written "-"); their number must match the file's header, or
# nothing is written.
#
# Settings (environment):
#   RECORD=0        write nothing; print the row on stderr instead
#   RECORD_DIR=dir  write into dir instead of record/ (to try a script)
#   RECORD_MACHINE  the machine string
#   RECORD_COMMIT   the commit string (e.g. "-" for another build measured
#                   beside this one's)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

machine() {
  if [ -n "${RECORD_MACHINE:-}" ]; then
    echo "$RECORD_MACHINE"
    return
  fi
  local model
  model="$(lscpu 2>/dev/null | sed -n 's/^Model name:[[:space:]]*//p' | head -1)"
  [ -n "$model" ] || model="$(sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo 2>/dev/null | head -1)"
  echo "$(nproc) cores, ${model:-unknown CPU}"
}

case "${1:-}" in
  --machine) machine; exit 0 ;;
  ""|-h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2 ;;
esac
file="$1"
shift
dir="${RECORD_DIR:-$root/record}"
commit="${RECORD_COMMIT:-$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo -)}"
if [ -z "${RECORD_COMMIT:-}" ] && [ "$commit" != - ] && ! git -C "$root" diff --quiet HEAD -- . ':(exclude)record' 2>/dev/null; then
  commit="$commit-dirty"
fi
row="$(date -u +%Y-%m-%dT%H:%MZ)"$'\t'"$commit"$'\t'"$(machine)"
for field in "$@"; do
  case "$field" in
    *$'\t'* | *$'\n'*) echo "record.sh: a field holds a tab or a newline: '$field'" >&2; exit 2 ;;
  esac
  row+=$'\t'"${field:--}"
done
if [ "${RECORD:-1}" = 0 ]; then
  echo "record (RECORD=0, not written): $file: $row" >&2
  exit 0
fi
# The header comes from record/ itself, so that RECORD_DIR starts a file
# with the same columns.
header="$(head -1 "$root/record/$file" 2>/dev/null || true)"
[ -n "$header" ] || { echo "record.sh: record/$file has no header line" >&2; exit 2; }
want="$(awk -F'\t' '{ print NF }' <<<"$header")"
have="$(awk -F'\t' '{ print NF }' <<<"$row")"
if [ "$want" != "$have" ]; then
  echo "record.sh: record/$file has $want columns, the row $have: nothing written" >&2
  exit 2
fi
mkdir -p "$dir"
[ -s "$dir/$file" ] || echo "$header" >"$dir/$file"
echo "$row" >>"$dir/$file"
