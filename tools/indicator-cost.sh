#!/usr/bin/env bash
# tools/indicator-cost.sh: measure what the pulsing "thinking" dot of the
# status line costs, in the real game window under a private Xvfb (through
# tools/with-display.sh when DISPLAY is empty).
#
#   1. CPU: the game's process CPU time over SECONDS seconds (default 30) on
#      an idle window (a two-player game, nobody thinks), once with the dot
#      kept still (KONANE_PROBE=still) and once with it pulsing all the
#      time (KONANE_PROBE=pulse); the difference is the dot's cost.
#   2. Stalls: a game Master against Master (Fast), watched for SECONDS
#      seconds with the dot pulsing while the computer thinks
#      (KONANE_PROBE=1) and with it still (KONANE_PROBE=still); the probe's
#      "longest UI stall" of each search (see ui/window_probe.go), the
#      longest and the median over the searches.
#
#   tools/indicator-cost.sh [SECONDS]
#
# Needs: Xvfb, xdotool, a C compiler for Fyne. Run it on a quiet machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
secs=${1:-30}

if [[ -z "${DISPLAY:-}" ]]; then
	exec tools/with-display.sh "$0" "$@"
fi
mkdir -p bin
go build -trimpath -tags migrated_fynedo -o bin/konane .
hz=$(getconf CLK_TCK)

# cputicks PID: user+system CPU time of the process, in clock ticks.
cputicks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# rasterticks PID: user+system CPU time of the process's llvmpipe threads,
# Mesa's software rasterizer (what a GPU does where there is one), in
# clock ticks. Field 2 of a stat line may hold spaces: count after ')'.
rasterticks() {
	local t sum=0 comm
	for t in /proc/"$1"/task/*; do
		read -r comm <"$t/comm" || continue
		[[ $comm == llvmpipe* ]] || continue
		sum=$((sum + $(sed 's/.*) //' "$t/stat" | awk '{print $12 + $13}')))
	done
	echo "$sum"
}

# start PREFS PROBE: start the game with a fresh HOME whose preferences are
# PREFS (JSON), wait for its first frame; sets $pid, $log and $home.
start() {
	home=$(mktemp -d)
	log=$(mktemp)
	mkdir -p "$home/.config/fyne/io.github.konane.konane"
	printf '%s\n' "$1" >"$home/.config/fyne/io.github.konane.konane/preferences.json"
	HOME=$home LANG=en_US.UTF-8 KONANE_PROBE=$2 bin/konane 2>"$log" &
	pid=$!
	for _ in $(seq 200); do
		grep -q 'first frame' "$log" && break
		sleep 0.05
	done
	sleep 2
}

stop() {
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	rm -rf "$home" "$log"
}

idle='{"tutorial.offered":true,"newgame.mode":1}'
for probe in still pulse; do
	start "$idle" "$probe"
	t0=$(cputicks "$pid")
	r0=$(rasterticks "$pid")
	sleep "$secs"
	t1=$(cputicks "$pid")
	r1=$(rasterticks "$pid")
	awk -v d=$((t1 - t0)) -v r=$((r1 - r0)) -v hz="$hz" -v s="$secs" -v p="$probe" \
		'BEGIN { printf "idle window, dot %-7s: %.2f s CPU in %d s = %.2f %% of one core (llvmpipe threads %.2f %%)\n", (p == "pulse" ? "pulsing" : "still"), d / hz, s, 100 * d / hz / s, 100 * r / hz / s }'
	stop
done

watch='{"tutorial.offered":true,"newgame.mode":2,"newgame.level":5,"newgame.whitelevel":5,"newgame.speed":2}'
for probe in 1 still; do
	start "$watch" "$probe"
	t0=$(cputicks "$pid")
	sleep "$secs"
	t1=$(cputicks "$pid")
	name=$([[ $probe == 1 ]] && echo pulsing || echo still)
	stalls=$(grep 'probe: search' "$log" | grep -o '[0-9.]* ms' | sed 's/ ms//' | sort -n)
	n=$(printf '%s\n' "$stalls" | grep -c . || true)
	awk -v d=$((t1 - t0)) -v hz="$hz" -v s="$secs" -v name="$name" -v n="$n" \
		-v max="$(printf '%s\n' "$stalls" | tail -n1)" -v med="$(printf '%s\n' "$stalls" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
		'BEGIN { printf "Master vs Master, dot %-7s: %d searches, longest UI stall %s ms (median %s ms), %.1f s CPU in %d s\n", name, n, max, med, d / hz, s }'
	stop
done
