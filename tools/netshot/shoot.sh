#!/usr/bin/env bash
# shoot.sh [LANG ...]: the network game's screenshots into docs/screenshots
# (netshot's pictures, see main.go), taken from real windows. Without
# DISPLAY it runs under tools/with-display.sh. Default: en ru th. Needs
# Xvfb, xdotool and ImageMagick's import.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ -z "${DISPLAY:-}" ]]; then
	exec env XVFB_SCREEN=1280x900x24 tools/with-display.sh "$0" "$@"
fi
[[ $# -gt 0 ]] || set -- en ru th
bin=$(mktemp -d -t netshot.XXXXXX)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/netshot" ./tools/netshot
mkdir -p docs/screenshots
for lang in "$@"; do
	coproc shooter { exec "$bin/netshot" -lang "$lang" -out docs/screenshots 2>"$bin/log"; }
	pid=$shooter_PID
	while IFS= read -r line <&"${shooter[0]}"; do
		[[ $line == shot\ * ]] || continue
		path=${line#shot }
		win=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | head -n1)
		import -window "$win" "$path"
		echo "$path"
		echo ok >&"${shooter[1]}"
	done
	wait "$pid" || { cat "$bin/log" >&2; exit 1; }
done
