#!/usr/bin/env bash
# The one script every CI template calls: run one shard of the conformance suite, merge
# shard reports into one JUnit file, or do the whole sharded run locally.
#
#   ci/conformance-shards.sh run   K/N|all ADAPTER REPORT_DIR   one shard -> REPORT_DIR/shard-K.xml
#                                                                 (all -> REPORT_DIR/conformance.xml)
#   ci/conformance-shards.sh merge OUT IN...                     shard reports -> one report
#   ci/conformance-shards.sh local ADAPTER REPORT_DIR [N]        every shard of N (default 3), then merge
#                                                                 into REPORT_DIR/conformance.xml
#   ci/conformance-shards.sh selftest [BIN]                      sharded + merged == unsharded
#
# Environment:
#   CONFORMANCE_BIN      an already built conformance executable (otherwise `swift run`)
#   CONFORMANCE_PRODUCT  the executable product `swift run` builds: conformance here,
#                        your own (e.g. acme-conformance) in an adapter repository
#   CONFORMANCE_PACKAGE  the Swift package directory (default: the current directory)
#   CONFORMANCE_ARGS     extra arguments for `run`, e.g. "--strict --jobs 4"
#   CONFORMANCE_SUMMARY  text (default) or json
#   SWIFT_RUN_FLAGS      extra flags for `swift run`, e.g. "--scratch-path /tmp/build"
#
# Exit status of `run` is the CLI's: 0 every required rule held, 1 violations, 2 bad input,
# 3 harness fault. The report is written in every case, so CI uploads it regardless.
set -euo pipefail

# Prints the comment block above as help.
usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0" >&2; exit 2; }

package=${CONFORMANCE_PACKAGE:-.}
product=${CONFORMANCE_PRODUCT:-conformance}

# Runs the conformance CLI: the given binary, or `swift run -c release PRODUCT`.
cli() {
  if [ -n "${CONFORMANCE_BIN:-}" ]; then
    "$CONFORMANCE_BIN" "$@"
  else
    # shellcheck disable=SC2086 # SWIFT_RUN_FLAGS is a list of words by design.
    swift run --package-path "$package" -c release ${SWIFT_RUN_FLAGS:-} "$product" "$@"
  fi
}

# run K/N|all ADAPTER REPORT_DIR
run_shard() {
  local shard=$1 adapter=$2 dir=$3 report
  mkdir -p "$dir"
  local -a shard_args=()
  if [ "$shard" = all ]; then
    report="$dir/conformance.xml"
  else
    [[ "$shard" =~ ^[0-9]+/[0-9]+$ ]] || { echo "shard must be K/N or all, got '$shard'" >&2; exit 2; }
    report="$dir/shard-${shard%%/*}.xml"
    shard_args=(--shard "$shard")
  fi
  # shellcheck disable=SC2086 # CONFORMANCE_ARGS is a list of words by design.
  cli run --adapter "$adapter" "${shard_args[@]}" --report "$report" \
    --summary "${CONFORMANCE_SUMMARY:-text}" --no-progress ${CONFORMANCE_ARGS:-}
}

# merge OUT IN...
merge() {
  local out=$1; shift
  [ $# -gt 0 ] || { echo "merge needs at least one input report" >&2; exit 2; }
  mkdir -p "$(dirname "$out")"
  cli merge "$out" "$@"
}

# local ADAPTER REPORT_DIR [N]: what a CI matrix does, one shard after another.
run_local() {
  local adapter=$1 dir=$2 count=${3:-3} status=0 k
  local -a shards=()
  for ((k = 1; k <= count; k++)); do
    run_shard "$k/$count" "$adapter" "$dir" || status=$(( $? > status ? $? : status ))
    shards+=("$dir/shard-$k.xml")
  done
  merge "$dir/conformance.xml" "${shards[@]}"
  return "$status"
}

# The test cases of a report, one "classname name outcome" line each, sorted.
cases() {
  awk '
    /<testcase / {
      match($0, /classname="[^"]*"/); c = substr($0, RSTART + 11, RLENGTH - 12)
      match($0, / name="[^"]*"/);     n = substr($0, RSTART + 7, RLENGTH - 8)
      outcome = "passed"; open = ($0 !~ /\/>[[:space:]]*$/)
      if (!open) print c, n, outcome
      next
    }
    open && /<failure/ { outcome = "failed" }
    open && /<error/   { outcome = "error" }
    open && /<skipped/ { outcome = "skipped" }
    open && /<\/testcase>/ { print c, n, outcome; open = 0 }
  ' "$1" | sort
}

# selftest [BIN]: shards of 3 merged must equal one unsharded run, case for case.
# Runs in a subshell so its clean-up trap stays its own.
selftest() (
  if [ $# -gt 0 ]; then export CONFORMANCE_BIN=$1; fi
  adapter=${CONFORMANCE_ADAPTER:-SampleCustomEvent}
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  run_shard all "$adapter" "$tmp/whole" >/dev/null || true
  run_local "$adapter" "$tmp/sharded" 3 >/dev/null || true
  cases "$tmp/whole/conformance.xml" >"$tmp/whole.txt"
  cases "$tmp/sharded/conformance.xml" >"$tmp/sharded.txt"
  if [ ! -s "$tmp/whole.txt" ]; then echo "selftest: the unsharded run wrote no test cases" >&2; exit 1; fi
  if ! diff -u "$tmp/whole.txt" "$tmp/sharded.txt" >&2; then
    echo "selftest: merged shards differ from the unsharded run (diff above)" >&2; exit 1
  fi
  dupes=$(cut -d' ' -f1,2 "$tmp/sharded.txt" | uniq -d)
  if [ -n "$dupes" ]; then echo "selftest: scenarios in more than one shard: $dupes" >&2; exit 1; fi
  echo "selftest: $(wc -l <"$tmp/whole.txt") test cases of $adapter; 3 shards merged = the unsharded run"
)

[ $# -ge 1 ] || usage
command=$1; shift
case "$command" in
  run) [ $# -eq 3 ] || usage; run_shard "$@" ;;
  merge) [ $# -ge 2 ] || usage; merge "$@" ;;
  local) [ $# -ge 2 ] && [ $# -le 3 ] || usage; run_local "$@" ;;
  selftest) selftest "$@" ;;
  -h|--help|help) usage ;;
  *) echo "unknown command '$command'" >&2; usage ;;
esac
