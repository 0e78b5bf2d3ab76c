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

log=$(mktemp -t xvfb.XXXXXX)
xvfb=
cleanup() {
	if [[ -n "$xvfb" ]]; then
		kill "$xvfb" 2>/dev/null || true
		wait "$xvfb" 2>/dev/null || true
	fi
	rm -f "$log"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# start_xvfb N starts Xvfb on :N and waits for its socket; it fails if
# Xvfb exits first (another server took :N meanwhile).
start_xvfb() {
	Xvfb ":$1" -screen 0 "${XVFB_SCREEN:-1280x1024x24}" -nolisten tcp -noreset >"$log" 2>&1 &
	xvfb=$!
	for _ in $(seq 100); do
		[[ -e /tmp/.X11-unix/X$1 ]] && kill -0 "$xvfb" 2>/dev/null && return 0
		kill -0 "$xvfb" 2>/dev/null || break
		sleep 0.1
	done
	kill "$xvfb" 2>/dev/null || true
	wait "$xvfb" 2>/dev/null || true
	xvfb=
	return 1
}

# Take the first free display number from 99 up; the lock file and the
# socket both mark one taken. Retry if another Xvfb wins the race.
n=${XVFB_DISPLAY:-99}
started=0
for _ in $(seq 10); do
	while [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]]; do
		n=$((n + 1))
	done
	if start_xvfb "$n"; then
		started=1
		break
	fi
	n=$((n + 1))
done
if ((!started)); then
	echo "with-display: could not start Xvfb:" >&2
	cat "$log" >&2
	exit 1
fi

export DISPLAY=":$n"
set +e
"$@"
rc=$?
set -e
exit "$rc"
