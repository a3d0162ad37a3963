#!/usr/bin/env bash
# Builds Google's Bigo and Moloco adapters from a clone of googleads-mobile-ios-mediation and runs
# both through the whole catalog; prints the totals and the violated rules per adapter.
#   Examples/Partners/run.sh GOOGLE_REPO_CHECKOUT [conformance run options, e.g. --strict --seed 7]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(cd "${1:?usage: run.sh GOOGLE_REPO_CHECKOUT [run options]}" && pwd)
shift
for folder in adapters/Bigo/BigoAdapter adapters/Moloco/MolocoAdapter; do
  [ -d "$checkout/$folder" ] || { echo "run.sh: $checkout/$folder: no such folder (not a clone of googleads-mobile-ios-mediation?)" >&2; exit 2; }
done
export GOOGLE_MEDIATION_REPO="$checkout"
cd "$here"
swift build --product partner-conformance
swift build --target CustomEventSwift
bin=$(swift build --show-bin-path)/partner-conformance
mkdir -p reports
status=0
for adapter in Bigo Moloco; do
  echo
  echo "== $adapter =="
  "$bin" run --adapter "$adapter" --report "reports/$adapter.xml" --no-progress "$@" >"reports/$adapter.txt" 2>&1 || status=1
  tail -n 3 "reports/$adapter.txt"
  echo "violations by rule:"
  grep -oE '^  (FAIL|WARN) +[^ ]+ +[^ ]+ +([A-Z]+-[0-9]+(, )?)+' "reports/$adapter.txt" \
    | sed -E 's/^  (FAIL|WARN) +[^ ]+ +[^ ]+ +//; s/, /\n/g' | sed -E "s/^/  /" | sort | uniq -c | sort -rn || echo "  none"
done
exit $status
