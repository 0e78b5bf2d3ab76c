#!/usr/bin/env bash
# tools/stall-probe.sh: the longest time the game window cannot react
# while Master thinks, in the real window under a private Xvfb (through
# tools/with-display.sh when DISPLAY is empty). A game of Master against
# Master (Fast) is watched for SECONDS seconds (default 60) twice: on a
# quiet machine, and with a second process keeping one core busy (a shell
# loop at normal priority). The probe (KONANE_PROBE=1, ui/window_probe.go)
# logs each search's longest UI stall; this prints, for each run, the
# searches, the longest stall, the median and how many were over 100 ms.
#
#   tools/stall-probe.sh [SECONDS] [BINARY]
#
# BINARY defaults to bin/konane built from this checkout; pass an older
# build to compare. Needs: Xvfb, a C compiler for Fyne. Run it on a
# machine where nothing else runs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
secs=${1:-60}
bin=${2:-}

if [[ -z "${DISPLAY:-}" ]]; then
	exec tools/with-display.sh "$0" "$@"
fi
if [[ -z "$bin" ]]; then
	mkdir -p bin
	go build -trimpath -tags migrated_fynedo -o bin/konane .
	bin=bin/konane
fi

watch='{"tutorial.offered":true,"newgame.mode":2,"newgame.level":5,"newgame.whitelevel":5,"newgame.speed":2}'

# probe NAME: watch the game for $secs seconds and print the stalls.
probe() {
	local home log pid stalls n
	home=$(mktemp -d)
	log=$(mktemp)
	mkdir -p "$home/.config/fyne/io.github.konane.konane"
	printf '%s\n' "$watch" >"$home/.config/fyne/io.github.konane.konane/preferences.json"
	HOME=$home LANG=en_US.UTF-8 KONANE_PROBE=1 "$bin" 2>"$log" &
	pid=$!
	sleep "$secs"
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	stalls=$(grep 'probe: search' "$log" | grep -o '[0-9.]* ms' | sed 's/ ms//' | sort -n || true)
	n=$(printf '%s\n' "$stalls" | grep -c . || true)
	printf '%s\n' "$stalls" | awk -v name="$1" -v n="$n" '
		{ a[NR] = $1; if ($1 > 100) over++ }
		END { printf "%-22s %3d searches, longest UI stall %s ms, median %s ms, %d over 100 ms\n", name, n, a[NR], a[int((NR + 1) / 2)], over }'
	rm -rf "$home" "$log"
}

probe "quiet:"
bash -c 'while :; do :; done' &
busy=$!
trap 'kill $busy 2>/dev/null || true' EXIT
probe "one core kept busy:"
