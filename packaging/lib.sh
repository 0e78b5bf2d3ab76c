# lib.sh: helpers sourced by packaging/*/build.sh. Not meant to be run.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
GO=${GO:-go}

# app_field KEY prints the value of KEY (Website, or a key of [Details]:
# Icon, Name, ID, Version, Build) from FyneApp.toml, read by the same code
# as the program's (tools/appinfo, package internal/appinfo). It is built
# for this machine whatever GOOS and GOARCH say about the target.
app_field() {
	(cd "$ROOT" && env -u GOOS -u GOARCH -u CC -u CGO_ENABLED "$GO" run ./tools/appinfo "$1")
}

# fyne runs the fyne CLI pinned in tools/fyne.mod (kept apart from go.mod,
# which would otherwise be upgraded to the Fyne version the CLI needs).
# The CLI itself is built for this machine: GOOS, GOARCH, CC and
# CGO_ENABLED describe the target and are only for the build it runs.
fyne() {
	if [[ -z "${FYNE_BIN:-}" ]]; then
		FYNE_BIN=$(env -u GOOS -u GOARCH -u CC -u CGO_ENABLED \
			"$GO" tool -modfile="$ROOT/tools/fyne.mod" -n fyne)
	fi
	"$FYNE_BIN" "$@"
}

# copy_src DIR copies the source tree, without .git and build outputs, to
# DIR. fyne writes temporary files into the source directory while it
# builds (fyne_metadata_init.go, fyne.syso); doing that in a copy keeps
# them out of the work tree, where other builds and tests may be running.
copy_src() {
	mkdir -p "$1"
	tar -C "$ROOT" \
		--exclude=./.git --exclude=./bin --exclude=./dist \
		--exclude='*.exe' --exclude='*.syso' --exclude=./fyne_metadata_init.go \
		-cf - . | tar -C "$1" -xf -
}

# source_epoch prints a timestamp for reproducible archives: the last
# commit's time, or 0 outside git.
source_epoch() {
	if [[ -n "${SOURCE_DATE_EPOCH:-}" ]]; then
		echo "$SOURCE_DATE_EPOCH"
	else
		git -C "$ROOT" log -1 --format=%ct 2>/dev/null || echo 0
	fi
}
