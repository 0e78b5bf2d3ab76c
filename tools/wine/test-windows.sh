#!/usr/bin/env bash
# tools/wine/test-windows.sh (`make test-windows`): every package's tests
# as Windows programs, and the real Konane.exe and its installer, under
# Wine in the Debian trixie root of tools/wine/root.sh. As root.
#
#  1. cross-builds each package's tests for windows/amd64 (`go test -c`,
#     cgo with MinGW-w64 for Fyne), Konane.exe and the .msi
#     (packaging/windows: build.sh, msi.sh) and tools/xwdpng;
#  2. in the root (fresh Wine prefix, private Xvfb): runs each test binary
#     in its package's folder (tools/wine/run-tests.sh), then the smoke
#     test of the program and the installer (tools/wine/smoke.sh);
#  3. prints each package's counts and the smoke test's checks, last the
#     totals, and fails when a test or a check failed.
#
# KONANE_WINE_OUT=DIR keeps the logs and screenshots in DIR (default: a
# temporary folder, removed). KONANE_WINE_SHOTS=DIR copies the screenshots
# of the main window and of a game opened through the .kgn association to
# DIR (docs/screenshots for the README). WINE_TEST_PKGS limits the
# packages (a `go list` pattern, ./... by default); KONANE_WINE_ONLY=tests
# or smoke runs only that half.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

GO=${GO:-go}
t0=$SECONDS
say() { echo "test-windows: $* (at $((SECONDS - t0))s)"; }

[[ "$(id -u)" == 0 ]] || { echo "test-windows: must run as root (the Wine root is a chroot)" >&2; exit 1; }
command -v x86_64-w64-mingw32-gcc >/dev/null ||
	{ echo "test-windows: needs MinGW-w64: apt-get install -y gcc-mingw-w64-x86-64" >&2; exit 1; }

work=$(mktemp -d -t konane-wine.XXXXXX)
inner= # the namespace's unshare while it runs: ended with this script
cleanup() {
	if [[ -n "$inner" ]]; then
		kill "$inner" 2>/dev/null || true
		wait "$inner" 2>/dev/null || true
	fi
	if [[ -n "${KONANE_WINE_OUT:-}" ]]; then
		mkdir -p "$KONANE_WINE_OUT"
		cp -r "$work/logs" "$work/shots" "$KONANE_WINE_OUT"/ 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
mkdir -p "$work/bin" "$work/logs" "$work/shots" "$work/dist"

say "the Wine root"
root=$(tools/wine/root.sh ensure)
say "root ready: $root"

only=${KONANE_WINE_ONLY:-}
[[ "$only" == "" || "$only" == tests || "$only" == smoke ]] || { echo "test-windows: KONANE_WINE_ONLY=$only: tests or smoke" >&2; exit 2; }
# build_tests writes bin/list, one line a package with tests: the binary's
# name (its folder with / as _, since base names repeat) and the folder
# below the checkout; then builds the binaries, two go commands at a time
# (each is parallel itself). A package that does not build fails the run.
build_tests() {
	local mod pkg rel name
	mod=$("$GO" list -m)
	GOOS=windows GOARCH=amd64 "$GO" list -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' \
		"${WINE_TEST_PKGS:-./...}" | while read -r pkg; do
		rel=${pkg#"$mod"}
		rel=${rel#/}
		rel=${rel:-.}
		name=${rel//\//_}
		echo "${name/#./konane} $rel"
	done >"$work/bin/list"
	while read -r name rel; do
		GOOS=windows GOARCH=amd64 "$GO" test -c -trimpath -o "$work/bin/$name.test.exe" "./$rel" &
		if (($(jobs -rp | wc -l) >= 2)); then wait -n || true; fi
	done <"$work/bin/list"
	wait
	while read -r name _; do
		[[ -f "$work/bin/$name.test.exe" ]] || { echo "test-windows: $name.test.exe was not built" >&2; return 1; }
	done <"$work/bin/list"
}

: >"$work/bin/list"
export CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc
if [[ "$only" != smoke ]]; then
	say "cross-building the tests for windows/amd64"
	build_tests
	say "$(wc -l <"$work/bin/list") test binaries built"
fi
if [[ "$only" != tests ]]; then
	say "building Konane.exe and the .msi"
	packaging/windows/build.sh "$work/dist" >/dev/null
	packaging/windows/msi.sh "$work/dist" >/dev/null
fi
unset CGO_ENABLED CC
CGO_ENABLED=0 "$GO" build -o "$work/bin/xwdpng" ./tools/xwdpng

say "running in the root"
rc=0
KONANE_WINE_ONLY=$only KONANE_GOMODCACHE=$("$GO" env GOMODCACHE) \
	tools/wine/root.sh enter "$work" /bin/bash /src/tools/wine/inside.sh &
inner=$!
wait "$inner" || rc=$?
inner=

say "done"
if [[ -n "${KONANE_WINE_SHOTS:-}" ]]; then
	mkdir -p "$KONANE_WINE_SHOTS"
	cp "$work/shots/"*.png "$KONANE_WINE_SHOTS"/ 2>/dev/null || true
fi
cat "$work/logs/summary"
exit "$rc"
