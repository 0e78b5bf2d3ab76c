#!/usr/bin/env bash
# tools/rest-cost.sh: what the game window costs at rest, in each dialog
# state, under a private Xvfb (through tools/with-display.sh when DISPLAY
# is empty): the process's CPU ticks over SECONDS seconds (default 10) in
# each state, a fresh process per state (a two-player game, nobody moves):
#
#   rest                  the window alone
#   TOKEN open            the dialog the script token opens (@saveas ...)
#   TOKEN Escape          that dialog closed with Escape
#   @saveas Return        the save dialog's file saved with Return
#   unmapped              the window unmapped (xdotool windowunmap; Xvfb
#                         has no window manager to minimize it)
#
#   tools/rest-cost.sh [SECONDS]
#
# KONANE_BIN names a binary to measure instead of building bin/konane.
# Needs: Xvfb, xdotool, a C compiler for Fyne. Run it on a quiet machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
secs=${1:-10}

if [[ -z "${DISPLAY:-}" ]]; then
	exec tools/with-display.sh "$0" "$@"
fi
bin=${KONANE_BIN:-bin/konane}
if [[ -z "${KONANE_BIN:-}" ]]; then
	mkdir -p bin
	go build -tags migrated_fynedo -o bin/konane .
fi
hz=$(getconf CLK_TCK)

# cputicks PID: user+system CPU time of the process, in clock ticks.
cputicks() { sed 's/.*) //' "/proc/$1/stat" | awk '{print $12 + $13}'; }

# measure NAME SCRIPT KEYS: start the game playing SCRIPT (KONANE_SCRIPT),
# after 3 s type KEYS into its window (or unmap it for "unmap"), then
# print its CPU ticks over $secs seconds.
measure() {
	local name=$1 script=$2 keys=$3 home pid win t0 t1
	home=$(mktemp -d)
	mkdir -p "$home/.config/fyne/io.github.konane.konane"
	echo '{"tutorial.offered":true,"newgame.mode":1,"language":"en"}' >"$home/.config/fyne/io.github.konane.konane/preferences.json"
	HOME=$home XDG_CONFIG_HOME=$home/.config LANG=C.UTF-8 KONANE_SCRIPT=$script "$bin" 2>/dev/null &
	pid=$!
	win=
	for _ in $(seq 100); do
		win=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | head -n1) && [[ -n $win ]] && break
		sleep 0.1
	done
	sleep 3
	case $keys in
	"") ;;
	unmap) xdotool windowunmap "$win" ;;
	*) xdotool windowfocus --sync "$win" key "$keys" ;;
	esac
	sleep 1
	t0=$(cputicks "$pid")
	sleep "$secs"
	t1=$(cputicks "$pid")
	awk -v d=$((t1 - t0)) -v hz="$hz" -v s="$secs" -v n="$name" \
		'BEGIN { printf "%-22s %4d ticks in %d s = %5.1f %% of one core\n", n, d, s, 100 * d / hz / s }'
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	rm -rf "$home"
}

measure rest "" ""
for token in @saveas @open @newgame @stats; do
	measure "$token open" "$token" ""
	measure "$token Escape" "$token" Escape
done
measure "@saveas Return" @saveas Return
measure unmapped "" unmap
