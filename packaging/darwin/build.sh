#!/usr/bin/env bash
# build.sh [OUTDIR]: build OUTDIR/Konane.app (OUTDIR defaults to dist/)
# with `fyne package -os darwin`. It must run on a Mac with the Xcode
# command line tools (xcode-select --install): Fyne needs cgo and Apple's
# SDK, which cannot be cross-compiled from Linux or Windows here.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

if [[ "$(uname -s)" != Darwin ]]; then
	cat >&2 <<MSG
package-darwin: macOS packages must be built on a Mac.
  On a Mac with the Xcode command line tools (xcode-select --install), run:
    make package-darwin
  which runs: go tool -modfile=tools/fyne.mod fyne package -os darwin --release
  and writes dist/$(app_field Name).app
MSG
	exit 1
fi

out=${1:-$ROOT/dist}
mkdir -p "$out"
out=$(cd "$out" && pwd)
name=$(app_field Name)

tmp=$(mktemp -d -t konane-darwin.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
copy_src "$tmp/src"
(cd "$tmp/src" && fyne package -os darwin --release)
rm -rf "${out:?}/$name.app"
mv "$tmp/src/$name.app" "$out/$name.app"
# A zip keeps the bundle's symlinks and permissions for download.
(cd "$out" && ditto -c -k --keepParent "$name.app" "konane-darwin-$("$GO" env GOARCH).zip")
echo "$out/$name.app"
