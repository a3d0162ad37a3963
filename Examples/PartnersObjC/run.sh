#!/usr/bin/env bash
# Builds Google's Objective-C sample custom event (example/CustomEvent), maio adapter
# (adapters/Maio/MaioAdapter) and IronSource adapter (adapters/IronSource/IronSourceAdapter) from a
# clone of googleads-mobile-ios-mediation, unchanged, and runs them and the sample's Swift twin
# (example/CustomEventSwift) through the whole catalog; prints the totals, the violated rules, and
# the scenarios whose verdicts differ between the two samples.
#   Examples/PartnersObjC/run.sh GOOGLE_REPO_CHECKOUT [conformance run options, e.g. --seed 7]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(cd "${1:?usage: run.sh GOOGLE_REPO_CHECKOUT [run options]}" && pwd)
shift
[ -d "$checkout/example/CustomEvent" ] || {
  echo "run.sh: $checkout/example/CustomEvent: no such folder (not a clone of googleads-mobile-ios-mediation?)" >&2
  exit 2
}
# The adapter's files, linked one by one into a folder of this package (SwiftPM compiles only
# files inside the package; an empty include/ says the target exports no headers).
link() {
  rm -rf "$here/Adapters/$2"
  mkdir -p "$here/Adapters/$2/include"
  ln -s "$checkout/$1"/* "$here/Adapters/$2/"
}
link example/CustomEvent CustomEvent
link adapters/Maio/MaioAdapter MaioAdapter
link adapters/IronSource/IronSourceAdapter IronSourceAdapter
export GOOGLE_MEDIATION_REPO="$checkout"
cd "$here"
swift build --product objc-partner-conformance
bin=$(swift build --show-bin-path)/objc-partner-conformance
mkdir -p reports
status=0
for adapter in CustomEvent CustomEventSwift Maio IronSource; do
  echo
  echo "== $adapter =="
  "$bin" run --adapter "$adapter" --report "reports/$adapter.xml" --no-progress "$@" >"reports/$adapter.txt" 2>&1 || status=1
  tail -n 3 "reports/$adapter.txt"
  echo "violations by rule:"
  grep -oE '^  (FAIL|WARN|ERROR) +[^ ]+ +[^ ]+ +([A-Z]+-[0-9]+(, )?)+' "reports/$adapter.txt" \
    | sed -E 's/^  (FAIL|WARN|ERROR) +[^ ]+ +[^ ]+ +//; s/, /\n/g' | sed -E "s/^/  /" | sort | uniq -c | sort -rn || echo "  none"
done
echo
echo "== CustomEvent (Objective-C) beside CustomEventSwift =="
python3 compare.py reports/CustomEvent.xml reports/CustomEventSwift.xml --names CustomEvent CustomEventSwift
exit $status
