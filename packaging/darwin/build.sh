#!/usr/bin/env bash
# build.sh [OUTDIR]: build OUTDIR/Konane.app (OUTDIR defaults to dist/)
# with `fyne package -os darwin`, give it the Info.plist of
# packaging/darwin/Info.plist.in (the .kgn document type and its exported
# UTI), sign it ad hoc again, and pack it as
#   OUTDIR/konane-darwin-ARCH.zip            the app, for download
#   OUTDIR/Konane-VERSION-macOS-ARCH.dmg     a disk image with the app and
#                                            a link to /Applications
# It must run on a Mac with the Xcode command line tools (xcode-select
# --install): Fyne needs cgo and Apple's SDK, which cannot be
# cross-compiled from Linux or Windows here. The release workflow
# (.github/workflows/release.yml) runs it on a macOS runner.
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
app=$out/$name.app
arch=$("$GO" env GOARCH)
version=$(app_field Version)

plist=$app/Contents/Info.plist
exe=$(/usr/libexec/PlistBuddy -c 'Print :CFBundleExecutable' "$plist")
sed -e "s|@NAME@|$name|g" -e "s|@EXE@|$exe|g" -e "s|@ID@|$(app_field ID)|g" \
	-e "s|@VERSION@|$version|g" -e "s|@BUILD@|$(app_field Build)|g" \
	"$ROOT/packaging/darwin/Info.plist.in" >"$plist"
plutil -lint "$plist"
# The Info.plist changed after the build: sign the bundle (ad hoc) again,
# or Apple silicon refuses to start it.
codesign --force --deep --sign - "$app"

# A zip keeps the bundle's symlinks and permissions for download.
(cd "$out" && ditto -c -k --keepParent "$name.app" "konane-darwin-$arch.zip")
dmgdir=$tmp/dmg
mkdir -p "$dmgdir"
ditto "$app" "$dmgdir/$name.app"
ln -s /Applications "$dmgdir/Applications"
hdiutil create -volname "$name $version" -srcfolder "$dmgdir" -ov -format UDZO \
	"$out/$name-$version-macOS-$arch.dmg"
echo "$out/$name.app"
