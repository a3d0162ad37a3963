#!/usr/bin/env bash
# Writes @objc-free copies of Google's Bigo and Moloco adapter sources into .adapters/, from a
# clone of googleads-mobile-ios-mediation given as the only argument. The copies are build
# products: never commit them.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
checkout=${1:?usage: prepare.sh GOOGLE_REPO_CHECKOUT}
for pair in Bigo/BigoAdapter Moloco/MolocoAdapter; do
  src="$checkout/adapters/$pair"
  [ -d "$src" ] || { echo "prepare.sh: $src: no such folder (is $checkout a clone of googleads-mobile-ios-mediation?)" >&2; exit 2; }
  out="$here/.adapters/${pair#*/}"
  rm -rf "$out" && mkdir -p "$out"
  for f in "$src"/*.swift; do
    # @objc, @objc(Name) and @objcMembers are errors without the Objective-C runtime; each is
    # blanked to spaces so every line and column stays where the compiler reports it.
    perl -pe 's/\@objc(?:Members)?(?:\([^)]*\))?/" " x length($&)/ge' "$f" > "$out/$(basename "$f")"
  done
  echo "prepared $(ls "$out" | wc -l) files of $pair"
done
