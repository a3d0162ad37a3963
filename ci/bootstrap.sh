#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain: libxml2's headers (the JUnit
# writer links libxml2), the static libraries `conformance` is linked from (libxml2's and
# those it needs; see staticRuntime in Package.swift), xmllint (CI validates reports with
# it), and what Objective-C code runs on (GNUstep Base and GCC's Objective-C runtime; see
# objcARCSettings in Package.swift). Does nothing when all are present, so it is cheap to run
# before every command.
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
# Objective-C: GNUstep Base's headers and library, and GCC's libobjc with its objc/ headers,
# from the GCC installation clang links with (its libgcc's folder names the version).
[ -e /usr/include/GNUstep/Foundation/Foundation.h ] || need+=(libgnustep-base-dev)
gcc_folder=$(dirname "$(clang -print-libgcc-file-name 2>/dev/null)")
case "$gcc_folder" in
  /usr/lib/gcc/*)
    { [ -e "$gcc_folder/include/objc/runtime.h" ] && [ -e "$gcc_folder/libobjc.so" ]; } ||
      need+=("libobjc-$(basename "$gcc_folder")-dev") ;;
  *) compgen -G "/usr/lib/gcc/*/*/include/objc/runtime.h" >/dev/null || need+=(libobjc-12-dev) ;;
esac
[ ${#need[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing ${need[*]} (apt-get)..." >&2
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >&2
