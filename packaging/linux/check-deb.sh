#!/usr/bin/env bash
# check-deb.sh DEB: check a built konane .deb the way Debian would, on this
# machine (CI runs it through `make check-packages`; it needs root, and
# installs and removes the package):
#   1. lintian reports no error;
#   2. `apt-get install ./DEB` installs it;
#   3. desktop-file-validate and `appstreamcli validate --no-net` pass on
#      the installed menu entry and AppStream file;
#   4. the installed `konane` plays three moves under a display (the
#      KONANE_SCRIPT hook) and its autosave, a saved game, is
#      application/x-konane-game to `xdg-mime query filetype`, by its name
#      and, copied without the extension, by its content; `xdg-mime query
#      default` gives Konane's menu entry;
#   5. `konane game.kgn` on a fresh home opens it: the trace says so and the
#      autosave then holds its moves;
#   6. `apt-get remove konane` leaves none of the package's files behind.
# Without root or a tool it needs, it says why and exits 0 (skipped); a
# failed check exits 1. Run it under a display (tools/with-display.sh).
set -euo pipefail

deb=${1:?usage: check-deb.sh DEB}
id=io.github.konane.konane
mime=application/x-konane-game
t0=$SECONDS

skip() { echo "check-deb: SKIPPED: $*"; exit 0; }
fail() { echo "check-deb: FAIL: $*" >&2; exit 1; }
ok() { echo "check-deb: ok ($((SECONDS - t0))s): $*"; }

[[ "$(id -u)" == 0 ]] || skip "not root, cannot install the package"
for tool in lintian apt-get dpkg desktop-file-validate appstreamcli xdg-mime mimetype update-mime-database xdotool; do
	command -v "$tool" >/dev/null || skip "$tool is not installed (.ci/run installs it)"
done
[[ -n "${DISPLAY:-}" ]] || skip "no DISPLAY (run under tools/with-display.sh)"
if dpkg -s konane 2>/dev/null | grep -q '^Status: install ok installed'; then
	echo "check-deb: konane is installed already (an earlier run stopped half-way?): removing it first"
	DEBIAN_FRONTEND=noninteractive apt-get remove -y -q konane >/dev/null || fail "apt-get remove konane"
fi

deb=$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")
tmp=$(mktemp -d -t konane-check.XXXXXX)
installed=0
cleanup() {
	if ((installed)); then DEBIAN_FRONTEND=noninteractive apt-get remove -y -q konane >/dev/null 2>&1 || true; fi
	rm -rf "$tmp"
}
trap cleanup EXIT

# 1. lintian: fails on any error tag (its default --fail-on error).
status=0
lintian --tag-display-limit 0 "$deb" >"$tmp/lintian" 2>&1 || status=$?
grep -v 'running with root privileges' "$tmp/lintian" || true
((status == 0)) || fail "lintian reports errors (status $status)"
ok "lintian: no errors"

# 2. install, with the dependencies apt resolves.
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$deb" >"$tmp/apt.log" 2>&1 ||
	{ cat "$tmp/apt.log"; fail "apt-get install $deb"; }
installed=1
dpkg -L konane >"$tmp/files"
ok "installed: $(grep -c . "$tmp/files") paths, /usr/bin/konane is $(command -v konane)"
[[ "$(command -v konane)" == /usr/bin/konane ]] || fail "konane is not /usr/bin/konane"

# 3. the desktop's validators.
desktop-file-validate "/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "/usr/share/metainfo/$id.metainfo.xml" || fail "appstreamcli validate"
for n in 16 32 48 64 128 256 512; do
	[[ -f "/usr/share/icons/hicolor/${n}x$n/apps/$id.png" ]] || fail "no ${n}px icon"
done
ok "desktop-file-validate, appstreamcli validate, icons 16-512 px"

# start_konane HOME ARGS...: the installed program with a private home, in
# English, tracing; its stderr goes to HOME/stderr. Sets pid.
start_konane() {
	local home=$1
	shift
	mkdir -p "$home/.config/fyne/$id"
	printf '{"newgame.mode":1,"language":"en","tutorial.offered":true}' >"$home/.config/fyne/$id/preferences.json"
	(cd "$home" && exec env HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
		LANG=C.UTF-8 KONANE_TRACE=1 konane "$@" 2>"$home/stderr") &
	pid=$!
}

# wait_trace HOME TEXT: wait up to 30 s for TEXT in the program's stderr.
wait_trace() {
	for _ in $(seq 300); do
		grep -qF "$2" "$1/stderr" 2>/dev/null && return 0
		sleep 0.1
	done
	cat "$1/stderr" >&2
	fail "no \"$2\" from konane within 30 s"
}

# stop_konane HOME: SIGTERM, as a desktop session ends it; exit status 0.
stop_konane() {
	kill -TERM "$pid"
	wait "$pid" || { cat "$1/stderr" >&2; fail "konane exited with status $? after SIGTERM"; }
}

# 4. a saved game from the installed program, and its type.
export KONANE_SCRIPT="d5 e5 b5-d5"
start_konane "$tmp/a"
unset KONANE_SCRIPT
wait_trace "$tmp/a" "script: played b5-d5"
wait_trace "$tmp/a" "autosaved 3 moves"
stop_konane "$tmp/a"
game=$tmp/game.kgn
cp "$tmp/a/.config/fyne/$id/autosave.kgn" "$game"
cp "$game" "$tmp/saved-game"
for f in "$game" "$tmp/saved-game"; do
	got=$(xdg-mime query filetype "$f")
	[[ "$got" == "$mime" ]] || fail "xdg-mime query filetype $(basename "$f"): $got, want $mime"
done
got=$(xdg-mime query default "$mime")
[[ "$got" == "$id.desktop" ]] || fail "xdg-mime query default $mime: '$got', want $id.desktop"
ok "xdg-mime: a saved game is $mime (by name and by content), opened by $got"

# 5. konane game.kgn on a fresh home opens the game.
start_konane "$tmp/b" "$game"
wait_trace "$tmp/b" "opened game.kgn: 3 moves"
wait_trace "$tmp/b" "autosaved 3 moves"
stop_konane "$tmp/b"
grep -q 'b5-d5' "$tmp/b/.config/fyne/$id/autosave.kgn" || fail "the autosave does not hold the opened game's moves"
ok "konane game.kgn opened the game: its 3 moves are on the board and in the autosave"

# 6. remove: none of the package's files stay.
DEBIAN_FRONTEND=noninteractive apt-get remove -y -q konane >"$tmp/apt.log" 2>&1 ||
	{ cat "$tmp/apt.log"; fail "apt-get remove konane"; }
installed=0
left=()
while IFS= read -r f; do
	if [[ -e "$f" && ! -d "$f" ]]; then left+=("$f"); fi
done <"$tmp/files"
((${#left[@]} == 0)) || fail "apt-get remove left ${left[*]}"
[[ -z "$(xdg-mime query default "$mime")" ]] || fail "after removal $mime still opens with $(xdg-mime query default "$mime")"
ok "apt-get remove konane left no file of the package; $mime has no handler"
