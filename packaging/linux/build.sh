#!/usr/bin/env bash
# build.sh OUTDIR [tar] [deb] [rpm]: build the Linux packages into OUTDIR
# (default dist/; with no format named, the tarball only):
#   tar  OUTDIR/konane-linux-ARCH.tar.xz   a /usr/local- or ~/.local-style tree
#   deb  OUTDIR/konane_VERSION_ARCH.deb    Debian, Ubuntu (nfpm)
#   rpm  OUTDIR/konane-VERSION-BUILD.ARCH.rpm   Fedora, openSUSE (nfpm)
# Each holds the same files (under /usr in the .deb and .rpm):
#   bin/konane
#   share/applications/ID.desktop            menu entry, opens .kgn files
#   share/icons/hicolor/NxN/apps/ID.png      16 to 512 px
#   share/metainfo/ID.metainfo.xml           AppStream
#   share/mime/packages/ID.xml               the .kgn file type
# The share/ files are written by tools/mkdesktop from FyneApp.toml, Icon.png
# and the locales. The .deb's Depends come from dpkg-shlibdeps (Debian
# package dpkg-dev) run on the binary, the .rpm's Requires from the
# binary's NEEDED libraries (objdump), as rpmbuild would make them.
# Prints the path of each package built, one a line.
#
# Environment: KONANE_BIN=path packages that binary instead of building one
# (tests use it); KONANE_XZ_LEVEL=N compresses the tarball with xz -N
# instead of -6 (a test of a 40 MB binary uses 0: -6 takes 20-30 processor
# seconds); GOARCH picks the architecture.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

out=${1:-$ROOT/dist}
shift || true
formats=("$@")
((${#formats[@]})) || formats=(tar)
mkdir -p "$out"
out=$(cd "$out" && pwd)
id=$(app_field ID)
version=$(app_field Version)
build=$(app_field Build)
arch=${GOARCH:-$("$GO" env GOARCH)}

tmp=$(mktemp -d -t konane-linux.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
stage=$tmp/stage
mkdir -p "$stage/bin"

if [[ -n "${KONANE_BIN:-}" ]]; then
	install -m 755 "$KONANE_BIN" "$stage/bin/konane"
else
	# go build with the flags of make run and make build (-trimpath and the
	# Makefile's HARDEN_CFLAGS, which it passes as CGO_CFLAGS), so that the
	# C code of go-gl they compiled comes from the build cache. Like fyne
	# build --release: the release tag, -s -w, the C hardening and the
	# linker's RELRO, BIND_NOW and --as-needed. The program embeds
	# FyneApp.toml itself (metadata.go).
	[[ -n "${CGO_CFLAGS:-}" ]] || export CGO_CFLAGS="$(make -s -C "$ROOT" --no-print-directory print-harden-cflags)"
	(cd "$ROOT" && GOOS=linux GOARCH="$arch" CGO_ENABLED=1 "$GO" build -trimpath \
		-tags release,migrated_fynedo -ldflags "-s -w -extldflags '-Wl,-z,relro,-z,now -Wl,--as-needed'" \
		-o "$stage/bin/konane" .)
fi
epoch=$(source_epoch)

# build_tar writes the tarball.
build_tar() {
	local tarball=$out/konane-linux-$arch.tar.xz
	tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner \
		--mtime="@$epoch" -cf - bin share | xz "-${KONANE_XZ_LEVEL:-6}" >"$tarball.tmp"
	mv "$tarball.tmp" "$tarball"
	echo "$tarball"
}

# is_elf reports whether the packaged binary is an ELF file (tests package
# a shell script, which has no libraries).
is_elf() { [[ "$(head -c 4 "$stage/bin/konane" | tail -c 3)" == ELF ]]; }

# deb_depends prints the Debian Depends of the binary, from dpkg-shlibdeps.
deb_depends() {
	is_elf || return 0
	command -v dpkg-shlibdeps >/dev/null ||
		{ echo "build.sh: dpkg-shlibdeps is required for the .deb's Depends: apt-get install dpkg-dev" >&2; exit 1; }
	mkdir -p "$tmp/shlibs/debian"
	printf 'Source: konane\n\nPackage: konane\nArchitecture: any\n' >"$tmp/shlibs/debian/control"
	(cd "$tmp/shlibs" && dpkg-shlibdeps -O "$stage/bin/konane" 2> >(grep -v "should already be installed" >&2)) |
		sed -n 's/^shlibs:Depends=//p' | tr ',' '\n' | sed 's/^ *//'
}

# rpm_requires prints the RPM Requires of the binary: each NEEDED library
# as the soname capability rpmbuild would give it.
rpm_requires() {
	is_elf || return 0
	command -v objdump >/dev/null || { echo "build.sh: objdump is required: apt-get install binutils" >&2; exit 1; }
	local bits=""
	[[ "$arch" == amd64 || "$arch" == arm64 ]] && bits="(64bit)"
	objdump -p "$stage/bin/konane" | awk '$1 == "NEEDED" { print $2 }' | sed "s/\$/()$bits/"
}

# rpm_arch is the RPM name of the architecture.
rpm_arch() {
	case "$arch" in
	amd64) echo x86_64 ;;
	arm64) echo aarch64 ;;
	386) echo i386 ;;
	*) echo "$arch" ;;
	esac
}

# write_docs writes the copyright file and the Debian changelog of this
# version (a native package: one entry per release).
write_docs() {
	cat >"$tmp/copyright" <<EOF
Konane $version
Copyright: Copyright $(date -u -d "@$epoch" +%Y) The Konane developers
Source: $(app_field Website)

No licence has been chosen for Konane yet: all rights are reserved by its
authors. The bundled Noto fonts are under the SIL Open Font License 1.1.
EOF
	printf 'konane (%s) unstable; urgency=low\n\n  * Release %s.\n\n -- The Konane developers <konane@users.noreply.github.com>  %s\n' \
		"$version" "$version" "$(LC_ALL=C date -u -R -d "@$epoch")" | gzip -9n >"$tmp/changelog.gz"
}

# nfpm_config prints the nfpm configuration of the .deb or .rpm: the
# staged files under /usr, the docs, the dependencies deps (one a line).
nfpm_config() {
	local format=$1 deps=$2 d f
	echo "name: konane"
	echo "arch: $arch"
	echo "platform: linux"
	echo "version: $version"
	if [[ "$format" == rpm ]]; then echo "release: $build"; fi
	# Not "games": lintian wants that section's programs in /usr/games.
	echo "section: x11"
	echo "priority: optional"
	echo "maintainer: The Konane developers <konane@users.noreply.github.com>"
	echo "vendor: The Konane developers"
	echo "homepage: $(app_field Website)"
	echo "license: LicenseRef-proprietary"
	echo "description: |-"
	fold -s -w 76 "$tmp/about.txt" | sed 's/ *$//; s/^/  /'
	echo "depends:"
	while IFS= read -r d; do
		if [[ -n "$d" ]]; then echo "  - \"$d\""; fi
	done <<<"$deps"
	echo "contents:"
	printf '  - src: %s\n    dst: %s\n    file_info: {mode: 0755}\n' "$stage/bin/konane" /usr/bin/konane
	while IFS= read -r f; do
		printf '  - src: %s\n    dst: %s\n    file_info: {mode: 0644}\n' "$stage/$f" "/usr/$f"
	done < <(cd "$stage" && find share -type f | LC_ALL=C sort)
	printf '  - src: %s\n    dst: %s\n    file_info: {mode: 0644}\n' "$tmp/copyright" /usr/share/doc/konane/copyright
	printf '  - src: %s\n    dst: %s\n    packager: deb\n    file_info: {mode: 0644}\n' \
		"$tmp/changelog.gz" /usr/share/doc/konane/changelog.gz
}

# build_nfpm writes the .deb or .rpm with nfpm, pinned in tools/pkg.mod.
build_nfpm() {
	local format=$1 target deps
	case "$format" in
	deb) target=$out/konane_${version}_$arch.deb deps=$(deb_depends) ;;
	rpm) target=$out/konane-$version-$build.$(rpm_arch).rpm deps=$(rpm_requires) ;;
	esac
	write_docs
	nfpm_config "$format" "$deps" >"$tmp/nfpm-$format.yaml"
	SOURCE_DATE_EPOCH=$epoch "$GO" tool -modfile="$ROOT/tools/pkg.mod" nfpm package \
		--config "$tmp/nfpm-$format.yaml" --packager "$format" --target "$target" >&2
	echo "$target"
}
(cd "$ROOT" && "$GO" run ./tools/mkdesktop -root . -out "$stage" \
	-date "$(date -u -d "@$epoch" +%F)" -about "$tmp/about.txt")
# The bundled fonts' licence ships with every copy (SIL OFL 1.1, section 2).
install -D -m 644 "$ROOT/ui/theme/fonts/OFL.txt" "$stage/share/doc/konane/OFL.txt"

for format in "${formats[@]}"; do
	case "$format" in
	tar) build_tar ;;
	deb | rpm) build_nfpm "$format" ;;
	*) echo "build.sh: unknown format $format (tar, deb, rpm)" >&2; exit 2 ;;
	esac
done
