#!/usr/bin/env bash
# A long fuzz run of one target from the sanitizer build (scripts/sanitize.sh builds it).
#   scripts/fuzz.sh save_load|actions|cli_arguments [SECONDS=3600] [JOBS=1]
# New inputs go to build-sanitize/tests/fuzz/found/<target>; a crash leaves crash-* files
# in the current directory, to replay with: build-sanitize/tests/fuzz/fuzz_<target> FILE
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FOODCOURT_SANITIZE_BUILD_DIR:-$root/build-sanitize}
target=${1:?"usage: scripts/fuzz.sh save_load|actions|cli_arguments [SECONDS] [JOBS]"}
seconds=${2:-3600}
jobs=${3:-1}
found="$build_dir/tests/fuzz/found/$target"
mkdir -p "$found"
cmake --build "$build_dir" --target "fuzz_$target"
"$build_dir/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 $( [ "$jobs" -gt 1 ] && echo "-jobs=$jobs -workers=$jobs" ) "$found" "$root/tests/fuzz/corpus/$target"
