#!/usr/bin/env bash
# deps.sh: make sure the C toolchain and the GL/X11 headers that Fyne needs
# on Linux are installed. Quiet and quick when everything is there; installs
# what is missing with apt-get when it can (root, or sudo), otherwise prints
# the command to run and fails. Does nothing on other systems: Windows and
# macOS need no system packages to run, see README.md.
set -euo pipefail

[[ "$(uname -s)" == Linux ]] || exit 0

PKGS=(gcc pkg-config libgl1-mesa-dev xorg-dev)
# Another apt or dpkg (an unattended upgrade, a software centre) may hold
# the dpkg lock: wait for it up to five minutes instead of failing at once.
LOCK_WAIT=(-o DPkg::Lock::Timeout=300)
INSTALL="apt-get ${LOCK_WAIT[*]} update && apt-get ${LOCK_WAIT[*]} install -y ${PKGS[*]}"
PC_MODULES=(gl x11 xcursor xrandr xinerama xi xxf86vm)

missing() {
	local m=()
	command -v "${CC:-gcc}" >/dev/null 2>&1 || m+=("C compiler (${CC:-gcc})")
	if ! command -v pkg-config >/dev/null 2>&1; then
		m+=(pkg-config)
	elif ! pkg-config --exists "${PC_MODULES[@]}"; then
		local mod
		for mod in "${PC_MODULES[@]}"; do
			pkg-config --exists "$mod" || m+=("$mod headers")
		done
	fi
	printf '%s\n' "${m[@]}"
}

need=$(missing)
[[ -z "$need" ]] && exit 0

echo "deps: missing: $(echo "$need" | paste -sd, - | sed 's/,/, /g')" >&2

if ! command -v apt-get >/dev/null 2>&1; then
	cat >&2 <<MSG
deps: this is not a Debian/Ubuntu system. Install a C compiler, pkg-config
and the OpenGL and X11 development headers with your package manager, e.g.
  Fedora: sudo dnf install gcc pkgconf-pkg-config mesa-libGL-devel libXcursor-devel libXrandr-devel libXinerama-devel libXi-devel libXxf86vm-devel
  Arch:   sudo pacman -S gcc pkgconf mesa libxcursor libxrandr libxinerama libxi libxxf86vm
MSG
	exit 1
fi

if [[ "$(id -u)" == 0 ]]; then
	run=(env DEBIAN_FRONTEND=noninteractive sh -c "$INSTALL")
elif command -v sudo >/dev/null 2>&1; then
	run=(sudo env DEBIAN_FRONTEND=noninteractive sh -c "$INSTALL")
else
	echo "deps: run as root:  $INSTALL" >&2
	exit 1
fi

echo "deps: running: ${run[*]}" >&2
if ! "${run[@]}" >&2; then
	echo "deps: install failed; run it yourself:  sudo sh -c '$INSTALL'" >&2
	exit 1
fi

need=$(missing)
if [[ -n "$need" ]]; then
	echo "deps: still missing after install: $need" >&2
	exit 1
fi
