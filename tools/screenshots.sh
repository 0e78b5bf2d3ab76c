#!/usr/bin/env bash
# tools/screenshots.sh: take the screenshots in docs/screenshots/ from the
# real game window under a private Xvfb (through tools/with-display.sh when
# DISPLAY is empty), and print the start-up time of each run.
#
#   start.png     the first start: a game against the computer, Black to remove
#   midgame.png   a game against the computer in its middle (--demo=midgame)
#   finished.png  a finished game with the end-of-game dialog (--demo=finished)
#   midgame-th.png the middle game in Thai (LANG=th_TH.UTF-8)
#   main-LANG.png the middle game in each language (en, ru, pl, de, th)
#   replay.png    the replay window of the finished game (--demo=replay)
#   open-th.png, open-pl.png  the Open dialog with Thai or Polish chosen in
#                 the game and LANG=en_US.UTF-8: every word in the game's
#                 language, Fyne's own texts and the sidebar's places too
#   review.png, review-th.png  the review window of the finished game, in
#                 English and Thai (--demo=review), once the analysis is done
#   flipped.png   the middle game turned to White's side (Ctrl+F)
#   editor-en.png the board editor (Ctrl+P) on the middle game
#   analysis.png, analysis-de.png  the analysis board of the finished game
#                 at move 20 with nested variations (--demo=analysis), in
#                 English and German, after 12 s of the engine
#   puzzle-LANG.png, puzzle-wrong-LANG.png, puzzle-solved-LANG.png  the
#                 puzzle trainer at its first puzzle, after a losing move
#                 answered with the refutation, and solved (--demo=puzzle,
#                 puzzle-wrong, puzzle-solved), in English and Thai
#
#   tools/screenshots.sh [--lang=LIST | --review | --flipped | --editor | --analysis | --puzzles]
#
# --lang=LIST (comma-separated codes, e.g. --lang=th or --lang=ru,pl) takes
# only the main-LANG.png shots of those languages; --review only the review
# shots, --flipped only flipped.png, --editor only the editor's, --analysis
# only the analysis board's, --puzzles only the trainer's; without any
# every shot above is taken.
#
# The shots must show that Thai renders from the bundled font, so they are
# taken with no Thai system font: when `fc-list :lang=th` finds one, the
# script runs itself again in a private mount namespace (unshare) in which
# the font folders that hold Thai fonts are hidden under empty tmpfs mounts.
# Nothing changes outside that namespace.
#
# Each run has a fresh HOME, so Fyne's preferences are those of a first
# start. KONANE_PROBE=1 makes the game log "probe: first frame after N ms".
# Needs: Xvfb, xdotool, ImageMagick (import), a C compiler for Fyne,
# unshare (util-linux) on machines with Thai fonts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

langs=
review_only=
flipped_only=
editor_only=
analysis_only=
puzzles_only=
for arg in "$@"; do
	case $arg in
	--lang=*) langs=${arg#--lang=} ;;
	--review) review_only=1 ;;
	--flipped) flipped_only=1 ;;
	--editor) editor_only=1 ;;
	--analysis) analysis_only=1 ;;
	--puzzles) puzzles_only=1 ;;
	*)
		echo "usage: $0 [--lang=en,ru,pl,de,th | --review | --flipped | --editor | --analysis | --puzzles]" >&2
		exit 2
		;;
	esac
done

# Hide the system's Thai fonts (see above), then check that none is left.
thai_fonts() { fc-list :lang=th file | sed 's/: *$//'; }
if [[ -n "$(thai_fonts)" ]]; then
	if [[ -n "${KONANE_FONTS_HIDDEN:-}" ]]; then
		echo "screenshots: Thai system fonts are still visible:" >&2
		thai_fonts >&2
		exit 1
	fi
	dirs=$(thai_fonts | xargs -r -n1 dirname | sort -u | tr '\n' ' ')
	exec unshare --map-root-user --mount env KONANE_FONTS_HIDDEN=1 bash -c '
		for d in '"$dirs"'; do mount -t tmpfs none "$d"; done
		exec "$0" "$@"' "$0" "$@"
fi
echo "screenshots: no Thai system font (fc-list :lang=th is empty)"

if [[ -z "${DISPLAY:-}" ]]; then
	exec env XVFB_SCREEN=1280x900x24 tools/with-display.sh "$0" "$@"
fi

out=docs/screenshots
mkdir -p "$out" bin
go build -trimpath -tags migrated_fynedo -o bin/konane .

# shot NAME LANG [ARGS...]: start the game, wait for its window (the one
# whose title matches $TITLE, if set) and its first frame, and for a line
# matching $WAIT_FOR in its log (if set, up to two minutes), let the window
# settle, save the window as $out/NAME.png.
# PREFS, if set, is the JSON of the game's preferences at start; SETUP, if
# set, is a function run with the fresh home folder; KEYS, if set, are
# xdotool keys typed into the settled window before the shot; SHOT_TITLE,
# if set, is the exact title of a window the keys open, which is shot
# instead (xdotool's --name matches the main window's too).
shot() {
	local name=$1 lang=$2
	shift 2
	local home log t0 t1 pid win shown=
	home=$(mktemp -d)
	log=$(mktemp)
	if [[ -n "${PREFS:-}" ]]; then
		mkdir -p "$home/.config/fyne/io.github.konane.konane"
		printf '%s\n' "$PREFS" >"$home/.config/fyne/io.github.konane.konane/preferences.json"
	fi
	if [[ -n "${SETUP:-}" ]]; then "$SETUP" "$home"; fi
	t0=$(date +%s%N)
	HOME=$home LANG=$lang KONANE_PROBE=1 bin/konane "$@" 2>"$log" &
	pid=$!
	win=
	until [[ -n "$win" ]]; do # xdotool's own --sync polls only twice a second
		sleep 0.02
		win=$(xdotool search --onlyvisible --pid "$pid" ${TITLE:+--name "$TITLE"} 2>/dev/null | head -n1 || true)
	done
	t1=$(date +%s%N)
	for _ in $(seq 100); do
		grep -q 'first frame' "$log" && break
		sleep 0.05
	done
	if [[ -n "${WAIT_FOR:-}" ]]; then
		for _ in $(seq 1200); do
			grep -q "$WAIT_FOR" "$log" && break
			sleep 0.1
		done
		grep "$WAIT_FOR" "$log" | sed "s/^/$name: /" || echo "$name: no '$WAIT_FOR' in the log" >&2
	fi
	sleep "${SETTLE:-1.5}"
	xdotool windowraise "$win" 2>/dev/null || true
	sleep 0.3
	if [[ -n "${KEYS:-}" ]]; then
		xdotool windowfocus --sync "$win" key --clearmodifiers $KEYS
		sleep "${SETTLE:-1.5}"
	fi
	if [[ -n "${SHOT_TITLE:-}" ]]; then
		for _ in $(seq 100); do
			for w in $(xdotool search --onlyvisible --pid "$pid" 2>/dev/null); do
				[[ "$(xdotool getwindowname "$w")" == "$SHOT_TITLE" ]] && shown=$w
			done
			[[ -n "$shown" ]] && break
			sleep 0.1
		done
		[[ -n "$shown" ]] || { echo "$name: no window '$SHOT_TITLE'" >&2; exit 1; }
		win=$shown
		sleep "${SETTLE:-1.5}"
	fi
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

# savedgames HOME: a few saved games in HOME/Documents, the folder the Open
# dialog shows, and the usual folders for its sidebar.
savedgames() {
	mkdir -p "$1/Desktop" "$1/Documents/Archiv" "$1/Downloads" "$1/Music"
	for f in partie.kgn partia-1.kgn gra-2.kgn; do
		printf '[Size "8"]\n\n*\n' >"$1/Documents/$f"
	done
	# the dialog opens in the folder it showed last
	sed -i "s|}\$|,\"fyne:fileDialogLastFolder\":\"file://$1/Documents\"}|" \
		"$1/.config/fyne/io.github.konane.konane/preferences.json"
}
# review_shots: the review window in English and Thai, after the analysis
# (the stall probe logs "probe: review 1: longest UI stall N ms" at its end).
review_shots() {
	TITLE=review WAIT_FOR='probe: review 1' shot review en_US.UTF-8 --demo=review
	TITLE=วิเคราะห์ WAIT_FOR='probe: review 1' shot review-th th_TH.UTF-8 --demo=review
}
editor_shots() {
	PREFS='{"tutorial.offered":true}' KEYS=ctrl+p SHOT_TITLE='Set up a position' \
		shot editor-en en_US.UTF-8 --demo=midgame
}
if [[ -n "$editor_only" ]]; then
	editor_shots
	echo "screenshots in $out/"
	exit 0
fi
if [[ -n "$review_only" ]]; then
	review_shots
	echo "screenshots in $out/"
	exit 0
fi
# analysis_shots: the analysis board in English and German, the engine's
# lines on show (its last step takes some 5-10 s).
analysis_shots() {
	TITLE='analysis board' SETTLE=12 shot analysis en_US.UTF-8 --demo=analysis
	TITLE=Analysebrett SETTLE=12 shot analysis-de de_DE.UTF-8 --demo=analysis
}
if [[ -n "$analysis_only" ]]; then
	analysis_shots
	echo "screenshots in $out/"
	exit 0
fi
# puzzle_shots: the trainer in English and Thai: a puzzle, a losing move
# answered, a puzzle solved (its moves come 0.6 s after each answer).
puzzle_shots() {
	local l title loc
	for l in en th; do
		title=Puzzles loc=en_US.UTF-8
		[[ $l == th ]] && title=โจทย์ loc=th_TH.UTF-8
		PREFS='{"tutorial.offered":true}' TITLE=$title shot "puzzle-$l" "$loc" --demo=puzzle
		PREFS='{"tutorial.offered":true}' TITLE=$title SETTLE=4 shot "puzzle-wrong-$l" "$loc" --demo=puzzle-wrong
		PREFS='{"tutorial.offered":true}' TITLE=$title SETTLE=10 shot "puzzle-solved-$l" "$loc" --demo=puzzle-solved
	done
}
if [[ -n "$puzzles_only" ]]; then
	puzzle_shots
	echo "screenshots in $out/"
	exit 0
fi
flipped_shot() { KEYS=ctrl+f shot flipped en_US.UTF-8 --demo=midgame; }
if [[ -n "$flipped_only" ]]; then
	flipped_shot
	echo "screenshots in $out/"
	exit 0
fi

declare -A locale=([en]=en_US.UTF-8 [ru]=ru_RU.UTF-8 [pl]=pl_PL.UTF-8 [de]=de_DE.UTF-8 [th]=th_TH.UTF-8)
if [[ -z "$langs" ]]; then
	shot start en_US.UTF-8
	shot midgame en_US.UTF-8 --demo=midgame
	shot finished en_US.UTF-8 --demo=finished
	shot midgame-th th_TH.UTF-8 --demo=midgame
	TITLE=replay shot replay en_US.UTF-8 --demo=replay
	for l in th pl; do
		PREFS='{"language":"'$l'","tutorial.offered":true}' SETUP=savedgames KEYS=ctrl+o \
			shot "open-$l" en_US.UTF-8 --demo=midgame
	done
	review_shots
	flipped_shot
	editor_shots
	analysis_shots
	puzzle_shots
	langs=en,ru,pl,de,th
fi
for l in ${langs//,/ }; do
	[[ -n "${locale[$l]:-}" ]] || { echo "screenshots: unknown language $l" >&2; exit 2; }
	shot "main-$l" "${locale[$l]}" --demo=midgame
done
echo "screenshots in $out/"
