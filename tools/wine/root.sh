#!/usr/bin/env bash
# tools/wine/root.sh: the Debian trixie root in which `make test-windows`
# runs Windows programs: Wine 10 (trixie's `wine`), Xvfb and Mesa, made
# with debootstrap --variant=minbase and kept between runs in
#
#   KONANE_WINE_ROOT, default ${XDG_CACHE_HOME:-$HOME/.cache}/konane/wine-trixie
#
# with the downloaded .debs beside it in konane/debs (so a rebuilt root
# downloads nothing again). A root that is missing, half made, made from
# another package list or whose `wine --version` fails is made anew.
#
#   tools/wine/root.sh ensure      make the root if needed; print its folder
#   tools/wine/root.sh enter DIR CMD...
#        run CMD (as root, in the root) in a private PID and mount
#        namespace: /proc, /dev and /dev/pts mounted, the host folder DIR at
#        /tmp of the root, the checkout at /src and, read-only, the Go
#        module cache KONANE_GOMODCACHE (if set) at /gomodcache. Every mount and every
#        process started inside (Xvfb, wineserver) ends with CMD, however
#        it ends, since the kernel ends the namespace.
#
# Needs root, debootstrap and unshare (util-linux); network access to the
# Debian mirror (KONANE_DEBIAN_MIRROR) only when the root is made.
set -euo pipefail

SUITE=trixie
MIRROR=${KONANE_DEBIAN_MIRROR:-http://deb.debian.org/debian}
# Only what the runs need (no recommends): Wine and its 64-bit loader,
# Xvfb, Mesa's software OpenGL (Fyne draws with GL), FreeType (Wine's
# fonts) and xdotool (to find and close windows).
PACKAGES=wine,wine64,xvfb,libgl1-mesa-dri,libglx-mesa0,libfreetype6,xdotool
# The recipe: a root made from another one is made anew.
RECIPE="$SUITE $PACKAGES v1"

CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/konane
ROOTDIR=${KONANE_WINE_ROOT:-$CACHE/wine-trixie}
DEBS=$CACHE/debs
SRC=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

die() { echo "wine/root.sh: $*" >&2; exit 1; }

# healthy tells whether ROOTDIR is a finished root of this recipe whose
# Wine runs.
healthy() {
	[[ -f "$ROOTDIR/.konane-root" && "$(cat "$ROOTDIR/.konane-root")" == "$RECIPE" ]] || return 1
	# Wine needs /proc: look in a private mount namespace.
	unshare --pid --fork --mount --propagation private sh -c \
		'mount -t proc proc "$1/proc" && WINEDEBUG=-all chroot "$1" /usr/bin/wine --version' \
		sh "$ROOTDIR" 2>/dev/null | grep -q '^wine-1[0-9]'
}

# make_root builds the root beside ROOTDIR and moves it into place, so
# that an interrupted build never looks finished. Downloads are tried
# three times (the mirror may fail); nothing else is retried.
make_root() {
	command -v debootstrap >/dev/null || die "debootstrap is needed: apt-get install -y debootstrap"
	local new=$ROOTDIR.new try
	mkdir -p "$DEBS" "$(dirname "$ROOTDIR")"
	for try in 1 2 3; do
		rm -rf "$new"
		echo "wine/root.sh: debootstrap $SUITE into $new (try $try)" >&2
		if debootstrap --variant=minbase --cache-dir="$DEBS" --include="$PACKAGES" \
			"$SUITE" "$new" "$MIRROR" >"$new.log" 2>&1; then
			break
		fi
		tail -n 20 "$new.log" >&2
		[[ $try == 3 ]] && die "debootstrap failed three times (log: $new.log)"
		sleep 10
	done
	rm -f "$new.log"
	# debootstrap's apt cache is in DEBS already; keep the root small.
	rm -rf "$new/var/cache/apt/archives/"*.deb
	echo "$RECIPE" >"$new/.konane-root"
	rm -rf "$ROOTDIR"
	mv "$new" "$ROOTDIR"
	healthy || die "the new root's wine does not run"
}

ensure() {
	[[ "$(id -u)" == 0 ]] || die "must run as root (chroot)"
	# One maker at a time (CI makes the root in the background while the
	# tests run, and test-windows asks again): a second ensure waits.
	mkdir -p "$CACHE"
	exec 9>"$CACHE/wine-root.lock"
	flock 9
	healthy || make_root
	exec 9>&-
	echo "$ROOTDIR"
}

# enter DIR CMD...: see the top. Runs itself again as the namespace's
# first process (PID 1), which mounts and then runs CMD in the root.
enter() {
	local dir=$1
	shift
	[[ -d "$dir" ]] || die "enter: $dir is not a folder"
	exec unshare --pid --fork --kill-child --mount --propagation private \
		"$0" __inside "$(cd "$dir" && pwd)" "$@"
}

inside() {
	local dir=$1
	shift
	mount -t proc proc "$ROOTDIR/proc"
	mount --rbind /dev "$ROOTDIR/dev"
	mount --bind "$dir" "$ROOTDIR/tmp"
	mkdir -p "$ROOTDIR/src"
	mount --bind "$SRC" "$ROOTDIR/src"
	if [[ -n "${KONANE_GOMODCACHE:-}" ]]; then
		mkdir -p "$ROOTDIR/gomodcache"
		mount --bind "$KONANE_GOMODCACHE" "$ROOTDIR/gomodcache"
		mount -o remount,bind,ro "$ROOTDIR/gomodcache"
	fi
	exec chroot "$ROOTDIR" /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin \
		LANG=C.UTF-8 TERM=dumb KONANE_WINE_ONLY="${KONANE_WINE_ONLY:-}" "$@"
}

case ${1:-} in
ensure) ensure ;;
enter)
	shift
	[[ $# -ge 2 ]] || die "usage: $0 enter DIR CMD..."
	ROOTDIR=$(ensure)
	enter "$@"
	;;
__inside)
	shift
	inside "$@"
	;;
*) die "usage: $0 ensure | enter DIR CMD..." ;;
esac
