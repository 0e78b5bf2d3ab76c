#!/usr/bin/env bash
# shoot.sh [LANG:STEP ...]: screenshots of the tutorial window into
# docs/tutorial-<LANG>.png, taken from a real window. Without DISPLAY it
# starts its own Xvfb (1280x800x24) on :99 or the next free display.
# Default: pl:2 th:4 ru:13. Needs Xvfb, imagemagick (import, convert) and
# x11-utils (xwininfo).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [[ -z "${DISPLAY:-}" ]]; then
	n=99
	while [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]]; do
		n=$((n + 1))
	done
	Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
	xvfb=$!
	trap 'kill "$xvfb" 2>/dev/null || true' EXIT
	for _ in $(seq 100); do
		[[ -e /tmp/.X11-unix/X$n ]] && break
		sleep 0.1
	done
	export DISPLAY=":$n"
fi
[[ $# -gt 0 ]] || set -- pl:2 th:4 ru:13

bin=$(mktemp -d -t tutorialshot.XXXXXX)
trap 'rm -rf "$bin"; [[ -z "${xvfb:-}" ]] || kill "$xvfb" 2>/dev/null || true' EXIT
go build -o "$bin/tutorialshot" ./tools/tutorialshot
mkdir -p docs

for shot in "$@"; do
	lang=${shot%%:*} step=${shot#*:}
	"$bin/tutorialshot" -lang "$lang" -step "$step" -quit 6s &
	pid=$!
	id=
	for _ in $(seq 100); do
		# the only top-level window with a size is the tutorial's
		id=$(xwininfo -root -children 2>/dev/null | awk '/[0-9]+x[0-9]+\+/ && !/has no name/ {print $1; exit}')
		[[ -n "$id" ]] && break
		sleep 0.1
	done
	[[ -n "$id" ]] || { echo "shoot: no window for $shot" >&2; kill "$pid"; exit 1; }
	sleep 2 # first frames, fonts
	geom=$(xwininfo -id "$id" | awk '/Absolute upper-left X/ {x=$NF} /Absolute upper-left Y/ {y=$NF}
		/Width:/ {w=$NF} /Height:/ {h=$NF} END {printf "%dx%d+%d+%d", w, h, x, y}')
	import -window root "$bin/root.png"
	convert "$bin/root.png" -crop "$geom" +repage "docs/tutorial-$lang.png"
	wait "$pid" # it quits by itself, saving its preferences
	echo "docs/tutorial-$lang.png: step $step, $geom"
done
