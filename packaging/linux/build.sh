#!/usr/bin/env bash
# build.sh [OUTDIR]: build the Linux release tarball
# OUTDIR/konane-linux-ARCH.tar.xz (OUTDIR defaults to dist/).
#
# The tarball holds a ~/.local- or /usr/local-style tree:
#   bin/konane
#   share/applications/io.github.konane.konane.desktop
#   share/icons/hicolor/512x512/apps/io.github.konane.konane.png
# so `tar -xJf konane-linux-amd64.tar.xz -C ~/.local` installs it (or use
# packaging/linux/install.sh, which `make install` runs).
#
# Environment: KONANE_BIN=path packages that binary instead of building
# one (tests use it); GOARCH picks the architecture.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

out=${1:-$ROOT/dist}
mkdir -p "$out"
out=$(cd "$out" && pwd)
id=$(app_field ID)
arch=${GOARCH:-$("$GO" env GOARCH)}
tarball=$out/konane-linux-$arch.tar.xz

for tool in tar xz; do
	command -v "$tool" >/dev/null || { echo "build.sh: $tool is required" >&2; exit 1; }
done

tmp=$(mktemp -d -t konane-linux.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
stage=$tmp/stage
mkdir -p "$stage/bin" "$stage/share/applications" "$stage/share/icons/hicolor/512x512/apps"

if [[ -n "${KONANE_BIN:-}" ]]; then
	install -m 755 "$KONANE_BIN" "$stage/bin/konane"
else
	copy_src "$tmp/src"
	# fyne build embeds FyneApp.toml (ID, version, icon) into the binary.
	(cd "$tmp/src" && GOOS=linux GOARCH="$arch" fyne build --release -o "$stage/bin/konane")
fi

install -m 644 "$ROOT/packaging/linux/$id.desktop" "$stage/share/applications/$id.desktop"
install -m 644 "$ROOT/Icon.png" "$stage/share/icons/hicolor/512x512/apps/$id.png"

tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner \
	--mtime="@$(source_epoch)" -cf - bin share | xz -6 >"$tarball.tmp"
mv "$tarball.tmp" "$tarball"
echo "$tarball"
