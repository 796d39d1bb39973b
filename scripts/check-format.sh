#!/usr/bin/env bash
# Fails when a C++ file under engine/, qml/, platform/ or tests/ is not as clang-format
# (.clang-format at the root) would write it. Fix with: scripts/check-format.sh --fix
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mapfile -t files < <(git ls-files -- 'engine/*.cpp' 'engine/*.h' 'qml/*.cpp' 'qml/*.h' \
    'platform/*.cpp' 'platform/*.h' 'tests/*.cpp' 'tests/*.h')
if [[ ${1:-} == --fix ]]; then
    clang-format -i "${files[@]}"
    exit 0
fi
if ! clang-format --dry-run -Werror "${files[@]}"; then
    echo "check-format: the files above differ from clang-format (fix: scripts/check-format.sh --fix)" >&2
    exit 1
fi
echo "check-format: ${#files[@]} C++ files as clang-format writes them"
