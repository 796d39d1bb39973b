#!/usr/bin/env bash
# The sanitizer suite: the engine, the CLI and their tests built with clang under
# AddressSanitizer + UndefinedBehaviorSanitizer (any finding aborts), plus the libFuzzer
# targets (tests/fuzz), each run briefly from its seed corpus. Called by .ci/run after the
# main suite. Build dir: build-sanitize (or $FOODCOURT_SANITIZE_BUILD_DIR).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FOODCOURT_SANITIZE_BUILD_DIR:-$root/build-sanitize}
# ccache shared across checkouts, as in scripts/build.sh.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$root} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}
"$root/scripts/install-deps.sh"

sanitizers="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
# fuzzer-no-link: coverage for libFuzzer in every library the fuzz targets link.
# constexpr-steps: Kaki Lima builds its reach table at compile time, past clang's default.
cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS="$sanitizers -fsanitize=fuzzer-no-link -fconstexpr-steps=100000000" \
    -DCMAKE_EXE_LINKER_FLAGS="$sanitizers" \
    -DFOODCOURT_APP=OFF -DFOODCOURT_FUZZ=ON -DFOODCOURT_WERROR=ON >/dev/null
cmake --build "$build_dir"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir "$build_dir" --output-on-failure -j2 "$@"
