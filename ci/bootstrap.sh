#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain: libxml2's headers (the JUnit
# writer links libxml2) and xmllint (CI validates reports with it). Does nothing when both
# are present, so it is cheap to run before every command.
set -euo pipefail

need=()
pkg-config --exists libxml-2.0 2>/dev/null || need+=(libxml2-dev)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
[ ${#need[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing ${need[*]} (apt-get)..." >&2
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >&2
