#!/usr/bin/env bash
# Runs the main test suite again and again on a loaded machine, to catch tests that pass
# only when the machine is idle (a stage polled for on the wall clock, a "wait long enough").
#
#     scripts/stress-tests.sh [RUNS] [ctest arguments...]
#
# RUNS (default 5) runs of `ctest -j2` in the build directory (FOODCOURT_BUILD_DIR,
# default build/, built beforehand: scripts/build.sh), in the environment scripts/test.sh
# gives it (QT_QPA_PLATFORM=offscreen, a private XDG_RUNTIME_DIR), while busy loops keep
# FOODCOURT_STRESS_LOAD cores (default 2) busy; the loops end with the script, however it
# ends. Further arguments go to ctest, e.g. `scripts/stress-tests.sh 10 -R kandarklash`.
# Prints each run's passed/failed counts and the tests that failed, then one summary line;
# exits non-zero when any run had a failure. Each run's full ctest output is kept in
# $build_dir/stress-logs/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FOODCOURT_BUILD_DIR:-$root/build}
runs=5
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then
    runs=$1
    shift
fi
load=${FOODCOURT_STRESS_LOAD:-2}

if [[ ! -f $build_dir/CTestTestfile.cmake ]]; then
    echo "stress-tests: no test suite in $build_dir (build it first: scripts/build.sh)" >&2
    exit 2
fi

busy=()
ctest_pid=""
stop_load() {
    if [[ -n $ctest_pid ]]; then # interrupted mid-run: that run ends too
        kill "$ctest_pid" 2>/dev/null || true
        wait "$ctest_pid" 2>/dev/null || true
        ctest_pid=""
    fi
    if [[ ${#busy[@]} -gt 0 ]]; then
        kill "${busy[@]}" 2>/dev/null || true
        wait "${busy[@]}" 2>/dev/null || true
        busy=()
    fi
}
trap stop_load EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
for ((i = 0; i < load; ++i)); do
    sh -c 'while :; do :; done' &
    busy+=($!)
done
echo "stress-tests: $runs run(s) of ctest -j2 in $build_dir with $load busy loop(s) (pids ${busy[*]:-none})"

mkdir -p "$build_dir/xdg-runtime" "$build_dir/stress-logs" && chmod 700 "$build_dir/xdg-runtime"
clean_runs=0
total_failed=0
declare -A failures=()
for ((run = 1; run <= runs; ++run)); do
    log=$build_dir/stress-logs/run-$run.log
    status=0
    # In the background so that a signal is handled at once (the trap stops this run too).
    (cd "$build_dir" && XDG_RUNTIME_DIR="$build_dir/xdg-runtime" QT_QPA_PLATFORM=offscreen \
        exec ctest --output-on-failure --timeout 600 -j2 "$@") >"$log" 2>&1 &
    ctest_pid=$!
    wait "$ctest_pid" || status=$?
    ctest_pid=""
    # "97% tests passed, 2 tests failed out of 70"
    summary=$(grep -E '[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -1 || true)
    if [[ -z $summary ]]; then
        echo "run $run/$runs: ctest ended with status $status and no summary (see $log)"
        total_failed=$((total_failed + 1))
        failures["(no summary)"]=$((${failures["(no summary)"]:-0} + 1))
        continue
    fi
    failed=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$summary")
    total=$(sed -E 's/.* failed out of ([0-9]+).*/\1/' <<<"$summary")
    # The names under "The following tests FAILED:", e.g. "	 12 - tst_foo (Failed)".
    names=$(sed -n '/The following tests FAILED:/,$p' "$log" |
        sed -nE 's/^[[:space:]]*[0-9]+ - ([^ ]+) .*/\1/p' | sort -u | tr '\n' ' ')
    echo "run $run/$runs: $((total - failed)) passed, $failed failed of $total${names:+: $names}"
    total_failed=$((total_failed + failed))
    if [[ $failed -eq 0 ]]; then
        clean_runs=$((clean_runs + 1))
    fi
    for name in $names; do
        failures[$name]=$((${failures[$name]:-0} + 1))
    done
done

stop_load
if [[ ${#failures[@]} -eq 0 ]]; then
    echo "stress-tests: $clean_runs of $runs runs passed, no failures"
    exit 0
fi
list=""
for name in $(printf '%s\n' "${!failures[@]}" | sort); do
    list+="$name (${failures[$name]}x) "
done
echo "stress-tests: $clean_runs of $runs runs passed, $total_failed failure(s): $list"
exit 1
