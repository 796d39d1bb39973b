#!/usr/bin/env bash
# One command from a fresh Debian/Ubuntu machine to a full test run: installs what is
# missing, checks the C++ format (scripts/check-format.sh), builds everything (warnings as
# errors) and runs every test with ctest; then the sanitizer suite (scripts/sanitize.sh:
# engine, CLI and their tests under ASan + UBSan, and short fuzz runs).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FOODCOURT_BUILD_DIR:-$root/build}

"$root/scripts/install-deps.sh"
"$root/scripts/check-format.sh"
FOODCOURT_CMAKE_ARGS="-DFOODCOURT_WERROR=ON ${FOODCOURT_CMAKE_ARGS:-}" "$root/scripts/build.sh"
mkdir -p "$build_dir/xdg-runtime" && chmod 700 "$build_dir/xdg-runtime"
(cd "$build_dir" && XDG_RUNTIME_DIR="$build_dir/xdg-runtime" QT_QPA_PLATFORM=offscreen \
    ctest --output-on-failure --timeout 600 -j2)
"$root/scripts/sanitize.sh"
