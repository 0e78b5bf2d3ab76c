#!/usr/bin/env bash
# install.sh TARBALL [PREFIX]: install a konane-linux-*.tar.xz into PREFIX
# (default ~/.local): the binary in PREFIX/bin, the .desktop file in
# PREFIX/share/applications, the icons in PREFIX/share/icons/hicolor, the
# AppStream file in PREFIX/share/metainfo and the .kgn file type in
# PREFIX/share/mime/packages (the desktop's caches are refreshed), the
# fonts' licence in PREFIX/share/doc/konane.
# The .desktop file's Exec= is pointed at PREFIX/bin/konane, so the menu
# entry works even when PREFIX/bin is not on the desktop session's PATH.
#
# install.sh --uninstall [PREFIX] removes those files again.
set -euo pipefail

ID=io.github.konane.konane
files=(bin/konane "share/applications/$ID.desktop" "share/metainfo/$ID.metainfo.xml" "share/mime/packages/$ID.xml" share/doc/konane/OFL.txt)
for n in 16 32 48 64 128 256 512; do files+=("share/icons/hicolor/${n}x$n/apps/$ID.png"); done

refresh() {
	local prefix=$1
	if command -v update-desktop-database >/dev/null 2>&1; then
		update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
	fi
	if command -v update-mime-database >/dev/null 2>&1 && [[ -d "$prefix/share/mime/packages" ]]; then
		update-mime-database "$prefix/share/mime" 2>/dev/null || true
	fi
	if command -v gtk-update-icon-cache >/dev/null 2>&1 && [[ -f "$prefix/share/icons/hicolor/index.theme" ]]; then
		gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" 2>/dev/null || true
	fi
}

if [[ "${1:-}" == --uninstall ]]; then
	prefix=${2:-$HOME/.local}
	for f in "${files[@]}"; do
		if [[ -e "$prefix/$f" ]]; then
			rm -f "$prefix/$f"
			echo "removed $prefix/$f"
		fi
	done
	rmdir "$prefix/share/doc/konane" 2>/dev/null || true
	refresh "$prefix"
	exit 0
fi

[[ $# -ge 1 ]] || { echo "usage: $0 TARBALL [PREFIX] | --uninstall [PREFIX]" >&2; exit 2; }
tarball=$1
prefix=${2:-$HOME/.local}
[[ -f "$tarball" ]] || { echo "install.sh: $tarball not found (run make package-linux)" >&2; exit 1; }

# Refuse archives with anything but the expected files and their folders.
while IFS= read -r entry; do
	entry=${entry#./}
	entry=${entry%/}
	ok=0 # the entry is one of the files or a folder of one
	for f in "${files[@]}"; do [[ "$entry" == "$f" || "$f" == "$entry"/* ]] && ok=1; done
	((ok)) || { echo "install.sh: unexpected entry in $tarball: $entry" >&2; exit 1; }
done < <(tar -tJf "$tarball")

mkdir -p "$prefix"
tar -xJf "$tarball" -C "$prefix" --no-same-owner

exe="$prefix/bin/konane"
case "$exe" in
*[!A-Za-z0-9/._+-]*) exec_line="Exec=\"$exe\"" ;;
*) exec_line="Exec=$exe" ;;
esac
desktop="$prefix/share/applications/$ID.desktop"
esc=${exec_line//\\/\\\\}; esc=${esc//|/\\|}; esc=${esc//&/\\&}
sed -i "s|^Exec=konane\b|$esc|" "$desktop"

refresh "$prefix"
for f in "${files[@]}"; do echo "installed $prefix/$f"; done
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) echo "note: $prefix/bin is not on your PATH; the menu entry works, or add it to PATH to run konane from a shell" ;;
esac
