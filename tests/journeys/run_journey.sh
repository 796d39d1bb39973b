#!/bin/sh
# Runs one journey test under its own Xvfb screen of 1280x800.
# Usage: run_journey.sh FIRST_DISPLAY_NUMBER COMMAND [ARGS...]
set -eu
first_display=$1
shift
for tool in xvfb-run xauth Xvfb; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "journey: '$tool' is missing, so the real-window journeys cannot run." \
             "Install the Debian packages xvfb and xauth (scripts/install-deps.sh does)." >&2
        exit 1
    fi
done
exec xvfb-run -n "$first_display" -a -e /dev/stderr -s "-screen 0 1280x800x24" "$@"
