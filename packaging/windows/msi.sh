#!/usr/bin/env bash
# msi.sh [OUTDIR]: build OUTDIR/Konane-VERSION-x64.msi (OUTDIR defaults to
# dist/) from OUTDIR/Konane.exe and OUTDIR/Konane.ico, which
# packaging/windows/build.sh (`make package-windows`) writes, with wixl
# (Debian package msitools; wixl on newer releases) from
# packaging/windows/konane.wxs. VERSION is FyneApp.toml's Version, which
# becomes the installer's ProductVersion. Prints the installer's path.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

out=${1:-$ROOT/dist}
out=$(cd "$out" && pwd)
name=$(app_field Name)
version=$(app_field Version)
command -v wixl >/dev/null || { echo "msi.sh: wixl is required: apt-get install -y wixl (or msitools)" >&2; exit 1; }
for f in "$name.exe" "$name.ico"; do
	[[ -f "$out/$f" ]] || { echo "msi.sh: $out/$f is missing: run make package-windows first" >&2; exit 1; }
done

# wixl reads sources relative to the working folder and takes no absolute
# paths, so it runs in a copy of the .wxs beside the files.
tmp=$(mktemp -d -t konane-msi.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
cp "$ROOT/packaging/windows/konane.wxs" "$tmp/"
ln -s "$out/$name.exe" "$tmp/$name.exe"
ln -s "$out/$name.ico" "$tmp/$name.ico"
cp "$ROOT/ui/theme/fonts/OFL.txt" "$tmp/OFL.txt"
msi=$out/$name-$version-x64.msi
(cd "$tmp" && wixl -a x64 -D "Version=$version" -D "ExeFile=$name.exe" -D "IconFile=$name.ico" \
	-o "$name.msi" konane.wxs)
mv "$tmp/$name.msi" "$msi"
echo "$msi"
