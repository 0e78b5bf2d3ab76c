#!/usr/bin/env bash
# tools/screenshots.sh: take the screenshots in docs/screenshots/ from the
# real game window under a private Xvfb (through tools/with-display.sh when
# DISPLAY is empty), and print the start-up time of each run.
#
#   start.png     the first start: a game against the computer, Black to remove
#   midgame.png   a game against the computer in its middle (--demo=midgame)
#   finished.png  a finished game with the end-of-game dialog (--demo=finished)
#   midgame-th.png the middle game in Thai (LANG=th_TH.UTF-8)
#
# Each run has a fresh HOME, so Fyne's preferences are those of a first
# start. KONANE_PROBE=1 makes the game log "probe: first frame after N ms".
# Needs: Xvfb, xdotool, ImageMagick (import), a C compiler for Fyne.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ -z "${DISPLAY:-}" ]]; then
	exec env XVFB_SCREEN=1280x900x24 tools/with-display.sh "$0" "$@"
fi

out=docs/screenshots
mkdir -p "$out" bin
go build -o bin/konane .

# shot NAME LANG [ARGS...]: start the game, wait for its window and its
# first frame, let the window settle, save the window as $out/NAME.png.
shot() {
	local name=$1 lang=$2
	shift 2
	local home log t0 t1 pid win
	home=$(mktemp -d)
	log=$(mktemp)
	t0=$(date +%s%N)
	HOME=$home LANG=$lang KONANE_PROBE=1 bin/konane "$@" 2>"$log" &
	pid=$!
	win=
	until [[ -n "$win" ]]; do # xdotool's own --sync polls only twice a second
		sleep 0.02
		win=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | head -n1 || true)
	done
	t1=$(date +%s%N)
	for _ in $(seq 100); do
		grep -q 'first frame' "$log" && break
		sleep 0.05
	done
	sleep "${SETTLE:-1.5}"
	import -window "$win" "$out/$name.png"
	echo "$name: window mapped after $(((t1 - t0) / 1000000)) ms;" \
		"$(grep -o 'first frame after [0-9]* ms' "$log" || echo 'no first-frame probe')"
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	if grep -q 'Error in Fyne call thread' "$log"; then
		echo "$name: Fyne reported a threading error:" >&2
		cat "$log" >&2
		exit 1
	fi
	rm -rf "$home" "$log"
}

shot start en_US.UTF-8
shot midgame en_US.UTF-8 --demo=midgame
shot finished en_US.UTF-8 --demo=finished
shot midgame-th th_TH.UTF-8 --demo=midgame
echo "screenshots in $out/"
