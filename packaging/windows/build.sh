#!/usr/bin/env bash
# build.sh [OUTDIR]: cross-build OUTDIR/Konane.exe (OUTDIR defaults to
# dist/) for 64-bit Windows: a GUI program (-H=windowsgui) with the icon,
# a manifest and a version resource from FyneApp.toml, made by
# `fyne package -os windows`, which compiles them into a .syso. Needs the
# MinGW-w64 C compiler (Debian: apt-get install gcc-mingw-w64-x86-64);
# CC overrides the compiler. Also works on Windows itself with CC unset.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

out=${1:-$ROOT/dist}
mkdir -p "$out"
out=$(cd "$out" && pwd)
name=$(app_field Name)

if [[ "$("$GO" env GOHOSTOS)" != windows ]]; then
	export CC=${CC:-x86_64-w64-mingw32-gcc}
	if ! command -v "$CC" >/dev/null 2>&1; then
		echo "build.sh: $CC not found; install MinGW-w64: apt-get install -y gcc-mingw-w64-x86-64" >&2
		exit 1
	fi
fi

tmp=$(mktemp -d -t konane-windows.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
copy_src "$tmp/src"
(
	cd "$tmp/src"
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 fyne package -os windows --release
)
mv "$tmp/src/$name.exe" "$out/$name.exe"
echo "$out/$name.exe"
