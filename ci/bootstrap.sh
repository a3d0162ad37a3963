#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain: libxml2's headers (the JUnit
# writer links libxml2), the static libraries `conformance` is linked from (libxml2's and
# those it needs; see staticRuntime in Package.swift) and xmllint (CI validates reports with
# it). Does nothing when all are present, so it is cheap to run before every command.
set -euo pipefail

need=()
pkg-config --exists libxml-2.0 2>/dev/null || need+=(libxml2-dev)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
# The C compiler the toolchain links with says where a library is, or echoes its bare name.
static() { case "$(clang -print-file-name="$1" 2>/dev/null)" in /*) return 0 ;; *) return 1 ;; esac; }
static libxml2.a || [[ " ${need[*]-} " == *" libxml2-dev "* ]] || need+=(libxml2-dev)
static libicuuc.a || need+=(libicu-dev)
static liblzma.a || need+=(liblzma-dev)
static libz.a || need+=(zlib1g-dev)
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
[ ${#need[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing ${need[*]} (apt-get)..." >&2
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >&2
