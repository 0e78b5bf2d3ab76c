#!/usr/bin/env bash
# build.sh [OUTDIR]: cross-build OUTDIR/Konane.exe (OUTDIR defaults to
# dist/) for 64-bit Windows: a GUI program (-H=windowsgui) with
#   - the icon at 16, 24, 32, 48, 64, 128 and 256 px (tools/mkdesktop -ico;
#     `fyne package` would embed the 512 px image only),
#   - a manifest and a version resource from FyneApp.toml,
# compiled into a .syso by goversioninfo (pinned in tools/pkg.mod), then
# built as `fyne build --release` builds (-trimpath, -tags release and
# migrated_fynedo as FyneApp.toml asks, -s -w).
# Needs the MinGW-w64 C compiler (Debian: apt-get install
# gcc-mingw-w64-x86-64); CC overrides the compiler. Also works on Windows
# itself with CC unset.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

out=${1:-$ROOT/dist}
mkdir -p "$out"
out=$(cd "$out" && pwd)
name=$(app_field Name)
version=$(app_field Version)
build=$(app_field Build)

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
res=$tmp/res
mkdir -p "$res"

# Host tools (GOOS/GOARCH describe the target only).
host() { env -u GOOS -u GOARCH -u CC -u CGO_ENABLED "$@"; }
(cd "$ROOT" && host "$GO" run ./tools/mkdesktop -root . -ico "$res/$name.ico")

IFS=. read -r major minor patch <<<"$version"
cat >"$res/$name.exe.manifest" <<EOF
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0" xmlns:asmv3="urn:schemas-microsoft-com:asm.v3">
<assemblyIdentity version="$version.$build" processorArchitecture="*" name="$name" type="win32"/>
</assembly>
EOF
cat >"$res/versioninfo.json" <<EOF
{
  "FixedFileInfo": {
    "FileVersion": {"Major": ${major:-0}, "Minor": ${minor:-0}, "Patch": ${patch:-0}, "Build": $build},
    "ProductVersion": {"Major": ${major:-0}, "Minor": ${minor:-0}, "Patch": ${patch:-0}, "Build": $build},
    "FileFlagsMask": "3f", "FileFlags": "00", "FileOS": "040004", "FileType": "01", "FileSubType": "00"
  },
  "StringFileInfo": {
    "CompanyName": "The Konane developers",
    "FileDescription": "$name",
    "FileVersion": "$version.$build",
    "InternalName": "$name",
    "OriginalFilename": "$name.exe",
    "ProductName": "$name",
    "ProductVersion": "$version.$build"
  },
  "VarFileInfo": {"Translation": {"LangID": "0409", "CharsetID": "04B0"}}
}
EOF
(cd "$ROOT" && host "$GO" tool -modfile=tools/pkg.mod goversioninfo -64 \
	-icon="$res/$name.ico" -manifest="$res/$name.exe.manifest" -o "$tmp/src/rsrc_windows_amd64.syso" "$res/versioninfo.json")

(
	cd "$tmp/src"
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 "$GO" build -trimpath -tags release,migrated_fynedo \
		-ldflags "-H=windowsgui -s -w" -o "$out/$name.exe" .
)
cp "$res/$name.ico" "$out/$name.ico" # the installer's icons (packaging/windows/konane.wxs)
echo "$out/$name.exe"
