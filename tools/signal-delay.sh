#!/usr/bin/env bash
# tools/signal-delay.sh: how soon after it starts the game ends cleanly on
# a signal. Starts bin/konane (built here) RUNS times (default 5) for each
# delay below, under a private Xvfb (through tools/with-display.sh when
# DISPLAY is empty), with a fresh HOME, sends SIGNAL (default TERM) after
# the delay and prints the delay and the exit statuses: 0 is a clean end,
# 128+n means the signal's default action killed the program before it
# listened (internal/exitsignal).
#
#   tools/signal-delay.sh [RUNS [SIGNAL]]
#
# Needs: Xvfb, a C compiler for Fyne. The delays include fork, exec and
# the dynamic loader, so they depend on the machine; run it on a quiet one.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-5}
sig=${2:-TERM}

if [[ -z "${DISPLAY:-}" ]]; then
	exec tools/with-display.sh "$0" "$@"
fi
mkdir -p bin
go build -trimpath -tags migrated_fynedo -o bin/konane .
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/.config/fyne/io.github.konane.konane"
echo '{"language":"en","tutorial.offered":true}' >"$home/.config/fyne/io.github.konane.konane/preferences.json"
for d in 0 0.002 0.005 0.01 0.02 0.03 0.05 0.08; do
	codes=""
	for _ in $(seq "$runs"); do
		HOME=$home XDG_CONFIG_HOME=$home/.config bin/konane 2>/dev/null &
		pid=$!
		sleep "$d"
		kill "-$sig" "$pid" 2>/dev/null || true
		rc=0
		wait "$pid" || rc=$?
		codes="$codes $rc"
	done
	echo "${d}s:$codes"
done
