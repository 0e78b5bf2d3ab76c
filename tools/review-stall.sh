#!/usr/bin/env bash
# tools/review-stall.sh: measure how long the game window can stall while a
# review analyses a game, in the real app under a private Xvfb (through
# tools/with-display.sh when DISPLAY is empty), beside the same figure while
# the computer thinks and while nothing runs.
#
#   1. Reviews: RUNS (default 5) starts of `konane --demo=review` (the
#      review window of the 47-move demo game, Quick, analysis started a
#      second after the windows are drawn); the stall probe's "probe:
#      review 1: longest UI stall N ms" of each (see ui/window_probe.go).
#   2. Searches: a game Master against Master (Fast) watched for SECONDS
#      seconds (default 30); the probe's "probe: search N" figures.
#   3. Analysis: the analysis board of the demo game (--demo=analysis)
#      with its engine thinking, watched for SECONDS seconds; the probe's
#      "probe: analysis 5s" figures.
#   4. Idle: the probe's "probe: idle 5s" figures of all those runs and of
#      a two-player game left alone for 16 seconds.
#
#   tools/review-stall.sh [--analysis] [RUNS [SECONDS]]
#
# --analysis runs only 3 and 4.
#
# For each: the number of figures, the longest and the median. Run it on a
# quiet machine: under load every figure, idle included, grows.
# Needs: Xvfb, xdotool, a C compiler for Fyne.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
only_analysis=
if [[ "${1:-}" == --analysis ]]; then
	only_analysis=1
	shift
fi
runs=${1:-5}
secs=${2:-30}

if [[ -z "${DISPLAY:-}" ]]; then
	exec tools/with-display.sh "$0" ${only_analysis:+--analysis} "$@"
fi
mkdir -p bin
go build -trimpath -tags migrated_fynedo -o bin/konane .
all=$(mktemp)
trap 'rm -f "$all"' EXIT

# run PREFS SECONDS UNTIL [ARGS...]: start the game with a fresh HOME whose
# preferences are PREFS (JSON), wait until its log has a line matching
# UNTIL (at most SECONDS seconds), stop it and append its probe lines to
# $all.
run() {
	local prefs=$1 wait=$2 until=$3
	shift 3
	local home log pid
	home=$(mktemp -d)
	log=$(mktemp)
	mkdir -p "$home/.config/fyne/io.github.konane.konane"
	printf '%s\n' "$prefs" >"$home/.config/fyne/io.github.konane.konane/preferences.json"
	HOME=$home LANG=en_US.UTF-8 KONANE_PROBE=1 bin/konane "$@" 2>"$log" &
	pid=$!
	for _ in $(seq $((wait * 10))); do
		grep -q "$until" "$log" && break
		sleep 0.1
	done
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	grep 'probe:' "$log" >>"$all" || true
	rm -rf "$home" "$log"
}

# summary NAME PATTERN: the count, longest and median of the stalls in the
# probe lines matching PATTERN.
summary() {
	grep "$2" "$all" | grep -o 'stall [0-9.]* ms' | awk '{print $2}' | sort -n |
		awk -v name="$1" '{a[NR] = $1} END {
			if (NR == 0) { printf "%-9s no figures\n", name; exit }
			printf "%-9s %2d figures, longest UI stall %s ms, median %s ms\n", name, NR, a[NR], a[int((NR + 1) / 2)] }'
}

if [[ -z "$only_analysis" ]]; then
	for _ in $(seq "$runs"); do
		run '{"tutorial.offered":true}' 120 'probe: review 1' --demo=review
	done
	run '{"tutorial.offered":true,"newgame.mode":2,"newgame.level":5,"newgame.whitelevel":5,"newgame.speed":2}' "$secs" 'never'
fi
run '{"tutorial.offered":true,"analysis.engine":true}' "$secs" never --demo=analysis
run '{"tutorial.offered":true,"newgame.mode":1}' 16 never
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
[[ -n "$only_analysis" ]] || summary reviews 'probe: review'
[[ -n "$only_analysis" ]] || summary searches 'probe: search'
summary analysis 'probe: analysis'
summary idle 'probe: idle'
