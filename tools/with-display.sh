#!/usr/bin/env bash
# with-display.sh [--optional] CMD [ARGS...]: run CMD with an X display.
#
# When DISPLAY is set (or not on Linux) CMD simply runs. Otherwise a
# private Xvfb is started on a free display number, CMD runs with DISPLAY
# pointing at it, and Xvfb is stopped afterwards. Without Xvfb the script
# fails, or with --optional runs CMD without a display.
set -euo pipefail

optional=0
if [[ "${1:-}" == --optional ]]; then
	optional=1
	shift
fi
[[ $# -gt 0 ]] || { echo "usage: $0 [--optional] CMD [ARGS...]" >&2; exit 2; }

if [[ -n "${DISPLAY:-}" || "$(uname -s)" != Linux ]]; then
	exec "$@"
fi

if ! command -v Xvfb >/dev/null 2>&1; then
	if ((optional)); then
		exec "$@"
	fi
	echo "with-display: DISPLAY is empty and Xvfb is not installed: apt-get install -y xvfb" >&2
	exit 1
fi

# Find a free display number; the lock file and socket both mark one taken.
n=${XVFB_DISPLAY:-99}
while [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]]; do
	n=$((n + 1))
done

log=$(mktemp -t xvfb.XXXXXX)
Xvfb ":$n" -screen 0 "${XVFB_SCREEN:-1280x1024x24}" -nolisten tcp -noreset >"$log" 2>&1 &
xvfb=$!
cleanup() {
	kill "$xvfb" 2>/dev/null || true
	wait "$xvfb" 2>/dev/null || true
	rm -f "$log"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

for _ in $(seq 100); do
	[[ -e /tmp/.X11-unix/X$n ]] && break
	if ! kill -0 "$xvfb" 2>/dev/null; then
		echo "with-display: Xvfb :$n failed to start:" >&2
		cat "$log" >&2
		exit 1
	fi
	sleep 0.1
done
[[ -e /tmp/.X11-unix/X$n ]] || { echo "with-display: Xvfb :$n did not come up" >&2; exit 1; }

export DISPLAY=":$n"
set +e
"$@"
rc=$?
set -e
exit "$rc"
