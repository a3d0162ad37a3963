#!/usr/bin/env bash
# Runs a sample of scenarios against the Objective-C reference adapter under valgrind's memcheck,
# in one process: every call through the Objective-C runtime layer and the faces (loads, native
# assets, presentations) checked for invalid reads and writes, uses of uninitialised memory and
# bad frees. Exits 1 on any error not in objc.supp (reports of the dynamic loader, the Swift
# runtime and GNUstep that are not ours).
#   ci/valgrind/run.sh [conformance-objc executable]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$(cd "$here/../.." && swift build --show-bin-path)/conformance-objc}
[ -x "$bin" ] || { echo "valgrind/run.sh: $bin: no such executable (swift build --product conformance-objc)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "SKIPPED: valgrind is not installed"; exit 0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind cannot read the DWARF 5 debug information SwiftPM's builds carry: check a copy without it.
objcopy --strip-debug "$bin" "$work/conformance-objc"
set +e
valgrind --error-exitcode=9 --quiet --suppressions="$here/objc.supp" "$work/conformance-objc" run \
  --adapter objc-sample-custom-event --jobs 0 --no-progress --report "$work/report.xml" \
  --filter 'banner.load.*' --filter 'native.assets.*' --filter 'native.clicks.*' \
  --filter 'interstitial.present.*' --filter 'rewarded.load.*' >"$work/out.txt" 2>&1
status=$?
set -e
tail -n 3 "$work/out.txt"
if [ "$status" -eq 9 ]; then
  grep -E "^==[0-9]+==" "$work/out.txt" | head -60
  echo "valgrind found memory errors (above)"
  exit 1
fi
[ "$status" -eq 0 ] || { cat "$work/out.txt"; echo "the run itself failed (exit $status)"; exit 1; }
echo "valgrind: no memory errors"
