#!/usr/bin/env bash
# swift format over every Swift file we own, with the repo-root .swift-format.
#   ci/format.sh lint   CI check: any finding (warnings count, via --strict) exits non-zero
#   ci/format.sh fix    rewrites the same files in place
# Files come from find, pruning .build/.swiftpm/.adapters (Examples/AcmeAdapter/.build holds checkouts
# of other packages, Examples/Partners/.adapters Google's adapter sources: neither ours to lint nor rewrite). Pretty-printer findings such as
# [LineLength] or [Indentation] cannot be switched off in the config; `fix` clears them.
set -euo pipefail
cd "$(dirname "$0")/.."

files() { find Sources Tests Examples \( -name .build -o -name .swiftpm -o -name .adapters \) -prune -o -name '*.swift' -print0; }

case "${1:-}" in
  lint) files | xargs -0r swift format lint --strict --recursive --parallel ;;
  fix)  files | xargs -0r swift format format --in-place --recursive --parallel ;;
  *)    echo "usage: $0 lint|fix" >&2; exit 2 ;;
esac
