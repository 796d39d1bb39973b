#!/usr/bin/env bash
# One command from a fresh Debian/Ubuntu machine to a running Food Court: installs what is
# missing, builds, and starts the app. Without a display it says so and runs a headless
# bot-vs-bot demo with the command-line tool instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${FOODCOURT_BUILD_DIR:-$root/build}

"$root/scripts/install-deps.sh"
"$root/scripts/build.sh" foodcourt_app foodcourt_cli

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ] || [ -n "${QT_QPA_PLATFORM:-}" ]; then
    exec "$build_dir/platform/app/foodcourt" "$@"
fi

echo "run: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so the app cannot open a"
echo "run: window. Here is a headless bot-vs-bot demo instead: one game of Tindahan, move by move."
exec "$build_dir/platform/cli/foodcourt-cli" demo --game tindahan --players 3 \
    --seats bot:hard,bot:medium,bot:random --seed "${FOODCOURT_DEMO_SEED:-2026}"
