#!/usr/bin/env bash
# tools/wine/smoke.sh: the smoke test of the real Konane.exe and its
# installer under Wine, run by tools/wine/inside.sh in the Wine root (Xvfb
# on DISPLAY, the prefix WINEPREFIX ready). Each check prints one line
# "smoke: ok|FAIL  WHAT" (also to /tmp/logs/summary); the details go to
# /tmp/logs/smoke.log. Exits 1 when a check failed.
#
#   1. Konane.exe starts and draws: the screenshot of its window is not
#      blank (shots/wine-main.png);
#   2. it plays a scripted game (KONANE_SCRIPT) and autosaves it in
#      %APPDATA%; closed as Windows closes a program (WM_CLOSE, taskkill),
#      it saves and exits 0; started again it resumes the game;
#   3. a second start with a .kgn hands the file to the first window and
#      exits 0;
#   4. the .msi installs silently (msiexec /i /qn); the registry has the
#      .kgn ProgId and its open command, the Start menu the shortcut, and
#      Add/Remove Programs the entry; the installed Konane.exe opens a .kgn
#      started through the association (shots/wine-association.png);
#   5. msiexec /x removes it all: no file, shortcut or registry value of
#      it is left, only the player's own AppData.
set -uo pipefail

logs=/tmp/logs shots=/tmp/shots dist=/tmp/dist
summary=$logs/summary log=$logs/smoke.log
app_id=io.github.konane.konane
drive_c=$WINEPREFIX/drive_c
appdata=$drive_c/users/$(id -un)/AppData/Roaming
storage=$appdata/fyne/$app_id
installed="$drive_c/Program Files/Konane/Konane.exe"
msi=$(ls "$dist"/Konane-*-x64.msi)
: >"$log"
ok=0 bad=0

# check WHAT CMD...: run CMD (output to the log), count and print the result.
check() {
	local what=$1 r
	shift
	echo "== check: $what" >>"$log"
	if "$@" >>"$log" 2>&1; then
		r="ok  " ok=$((ok + 1))
	else
		r=FAIL bad=$((bad + 1))
	fi
	printf 'smoke: %s  %s\n' "$r" "$what" | tee -a "$summary"
}

# wait_for FILE TEXT SECONDS: until FILE holds the line part TEXT. The
# seconds only bound a wait for something that does happen: Wine on a busy
# machine may be slow, never wrong.
wait_for() {
	local end=$((SECONDS + $3))
	until grep -qF -- "$2" "$1" 2>/dev/null; do
		((SECONDS < end)) || { echo "not seen in $3 s: $2 (in $1)"; return 1; }
		sleep 0.2
	done
}

# wait_exit PID SECONDS: wait for the program PID to end and return its
# exit status (124 when it did not end in time).
wait_exit() {
	local end=$((SECONDS + $2))
	while kill -0 "$1" 2>/dev/null; do
		((SECONDS < end)) || { echo "still running after $2 s"; return 124; }
		sleep 0.2
	done
	wait "$1"
}

# main_window: the X window id of Konane's main window: its title is
# Kōnane, or "opened.kgn — Kōnane" once a game has a file ("• " before
# it while moves are unsaved).
main_window() {
	xdotool search --onlyvisible --name '^(.* — )?K(ō|o)nane$' 2>/dev/null | head -n 1
}

# screenshot NAME: the main window, cut out of Xvfb's screen, as
# shots/NAME.png, once two dumps half a second apart are the same (no
# move is being drawn); fails when it is blank. Tried for up to 60 s, as
# the first frames may still be coming.
screenshot() {
	local end=$((SECONDS + 60)) win geo x y w h
	while :; do
		win=$(main_window)
		if [[ -n "$win" ]]; then
			geo=$(xdotool getwindowgeometry --shell "$win")
			x=$(sed -n 's/^X=//p' <<<"$geo") y=$(sed -n 's/^Y=//p' <<<"$geo")
			w=$(sed -n 's/^WIDTH=//p' <<<"$geo") h=$(sed -n 's/^HEIGHT=//p' <<<"$geo")
			cp /tmp/fb/Xvfb_screen0 "/tmp/fb/$1.before.xwd"
			sleep 0.5
			cp /tmp/fb/Xvfb_screen0 "/tmp/fb/$1.xwd"
			if cmp -s "/tmp/fb/$1.before.xwd" "/tmp/fb/$1.xwd" &&
				/tmp/bin/xwdpng -crop "$x,$y,$w,$h" "/tmp/fb/$1.xwd" "$shots/$1.png"; then
				return 0
			fi
		fi
		((SECONDS < end)) || { echo "no drawn window (window ${win:-none})"; return 1; }
		sleep 1
	done
}

# close_app PID: close the program as Windows does when the user closes it
# (taskkill without /f posts WM_CLOSE to its windows) and wait for it.
close_app() {
	wine taskkill /pid "$(winpid)" >>"$log" 2>&1 || wine taskkill /im Konane.exe >>"$log" 2>&1
	wait_exit "$1" 60
}

# winpid: the Windows process id of the running Konane.exe.
winpid() {
	wine tasklist 2>/dev/null | tr -d '\r' | awk 'tolower($1) == "konane.exe" { print $2; exit }'
}

kgn_has() { grep -qF -- "$2" "$1"; }
status_is() { [[ "$1" == "$2" ]] || { echo "exit status $1, want $2"; return 1; }; }

# The first start: two players (the script plays both), no tutorial offer.
mkdir -p "$storage"
printf '%s' '{"newgame.mode":1,"language":"en","tutorial.offered":true}' >"$storage/preferences.json"
export KONANE_TRACE=1

echo "== first start" >>"$log"
KONANE_SCRIPT="d5 e5 b5-d5" wine "$dist/Konane.exe" >"$logs/app1.log" 2>&1 &
app=$!
check "Konane.exe plays the scripted game (KONANE_SCRIPT d5 e5 b5-d5)" wait_for "$logs/app1.log" "script: played b5-d5" 120
check "it autosaves the game in %APPDATA%\\fyne\\$app_id" wait_for "$logs/app1.log" "autosaved 3 moves" 30
check "autosave.kgn in %APPDATA% holds the three moves" kgn_has "$storage/autosave.kgn" "b5-d5"
check "the main window is drawn (screenshot wine-main.png not blank)" screenshot wine-main
rc=0
close_app "$app" || rc=$?
check "closed with WM_CLOSE, it saves and exits 0" status_is "$rc" 0

echo "== second start" >>"$log"
wine "$dist/Konane.exe" >"$logs/app2.log" 2>&1 &
app=$!
check "a new start resumes the three moves" wait_for "$logs/app2.log" "resumed 3 moves" 120
cat >/tmp/handed.kgn <<'EOF'
[Event "handed over"]
[Size "8"]
[Rules "konane/1"]

1. d5 e5 2. b5-d5 *
EOF
rc=0
timeout 120 wine "$dist/Konane.exe" 'Z:\tmp\handed.kgn' >"$logs/app3.log" 2>&1 || rc=$?
check "a second start with a .kgn exits 0" status_is "$rc" 0
check "and the first window receives the file" wait_for "$logs/app2.log" 'received Z:\tmp\handed.kgn from another copy' 30
rc=0
close_app "$app" || rc=$?
check "the first window closes and exits 0" status_is "$rc" 0

echo "== installer" >>"$log"
# The player's own data (Konane's storage folder) and the temporary folders
# are not the installer's.
files() {
	find "$drive_c" \( -path "$appdata/fyne" -o -ipath "$drive_c/users/*/Temp" -o -ipath "$drive_c/windows/temp" \) -prune -o -print | sort
}
files >/tmp/files-before
rc=0
wine msiexec /i "Z:${msi//\//\\}" /qn >>"$log" 2>&1 || rc=$?
check "msiexec /i Konane.msi /qn installs (status 0)" status_is "$rc" 0
check "Program Files\\Konane\\Konane.exe is installed" test -f "$installed"
reg_has() { wine reg query "$1" "${@:3}" 2>/dev/null | tr -d '\r' | grep -qF -- "$2"; }
check "HKCR\\.kgn names the ProgId Konane.Game" reg_has 'HKCR\.kgn' 'Konane.Game' /ve
check "HKCR\\Konane.Game\\shell\\open\\command runs the installed exe with the file" \
	reg_has 'HKCR\Konane.Game\shell\open\command' '"C:\Program Files\Konane\Konane.exe" "%1"' /ve
# The shortcut is in the Start menu of every user (ProgramData) where
# Windows puts it for ALLUSERS=1; Wine's msiexec puts it in the
# installing user's.
shortcut() {
	local f
	for f in "$drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Konane.lnk" \
		"$appdata/Microsoft/Windows/Start Menu/Programs/Konane.lnk"; do
		[[ -f "$f" ]] && { echo "shortcut: $f"; return 0; }
	done
	return 1
}
check "the Start menu has the Konane shortcut" shortcut
check "Add/Remove Programs lists Konane" \
	reg_has 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall' 'DisplayName    REG_SZ    Konane' /s

echo "== association" >>"$log"
rm -f "$storage/autosave.kgn" # a fresh board: the opened game needs no question
cat >/tmp/opened.kgn <<'EOF'
[Event "opened through the association"]
[Size "8"]
[Rules "konane/1"]

1. d5 e5 2. b5-d5 e3-e5 *
EOF
wine start /wait 'Z:\tmp\opened.kgn' >"$logs/app4.log" 2>&1 &
app=$!
check "the .kgn started through its association opens in the installed Konane.exe" \
	wait_for "$storage/preferences.json" "opened.kgn" 120
check "the opened game is drawn (screenshot wine-association.png not blank)" screenshot wine-association
rc=0
close_app "$app" || rc=$?
check "it closes and exits 0" status_is "$rc" 0

echo "== uninstall" >>"$log"
rc=0
wine msiexec /x "Z:${msi//\//\\}" /qn >>"$log" 2>&1 || rc=$?
check "msiexec /x Konane.msi /qn uninstalls (status 0)" status_is "$rc" 0
wineserver --wait
files >/tmp/files-after
left() {
	local extra
	# C:\Windows\Installer is a folder of Windows itself (a new Wine prefix
	# lacks it until the first install); what msiexec keeps in it counts.
	extra=$(comm -13 /tmp/files-before /tmp/files-after | grep -vxF "$drive_c/windows/Installer")
	[[ -z "$extra" ]] || { echo "left behind:"; echo "$extra"; return 1; }
}
check "the uninstall leaves no file or shortcut behind" left
noreg() { ! grep -il 'konane' "$WINEPREFIX"/system.reg "$WINEPREFIX"/user.reg; }
check "nor any registry key that names Konane" noreg
check "the player's AppData (autosave, preferences) stays" test -f "$storage/preferences.json"

echo "smoke: $ok passed, $bad failed" | tee -a "$summary"
((bad == 0))
