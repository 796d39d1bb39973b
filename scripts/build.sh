#!/usr/bin/env bash
# Configures and builds Food Court with CMake + Ninja into build/ (or $FOODCOURT_BUILD_DIR).
# Arguments, if any, name the targets to build (default: everything).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FOODCOURT_BUILD_DIR:-$root/build}
# ccache: paths relative to the checkout and no working directory in the hash, so a fresh
# clone (as CI makes) reuses what another checkout of the same sources compiled.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$root} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}
cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=${FOODCOURT_BUILD_TYPE:-RelWithDebInfo} \
    ${FOODCOURT_CMAKE_ARGS:-} >/dev/null
if [ $# -gt 0 ]; then
    cmake --build "$build_dir" --target "$@"
else
    cmake --build "$build_dir"
fi
