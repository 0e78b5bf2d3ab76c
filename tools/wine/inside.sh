#!/usr/bin/env bash
# tools/wine/inside.sh: run by tools/wine/test-windows.sh inside the Wine
# root (tools/wine/root.sh enter), with the checkout at /src and the run's
# folder at /tmp: bin/ (test binaries, list), dist/ (Konane.exe, the .msi),
# logs/, shots/. Starts Xvfb and a fresh Wine prefix, runs every test
# binary in its package's folder, then the smoke test, and writes
# logs/summary. Exits 1 when anything failed. Nothing started here
# outlives it: this is the first process of a PID namespace.
set -uo pipefail

export WINEPREFIX=/tmp/prefix WINEDEBUG=-all WINEARCH=win64
# No Mono or Gecko download offer: Konane needs neither. No menu entries
# and icons in the root's Linux desktop for Windows shortcuts
# (winemenubuilder): Wine's own, not what a Windows installer leaves.
export WINEDLLOVERRIDES="mscoree=;mshtml=;winemenubuilder.exe=d"
export DISPLAY=:7
# Fyne's source, for the i18n tests that compare with its translations.
export GOMODCACHE='Z:\gomodcache'
logs=/tmp/logs
summary=$logs/summary
: >"$summary"
t0=$SECONDS

mkdir -p /tmp/.X11-unix /tmp/fb
chmod 1777 /tmp/.X11-unix
Xvfb "$DISPLAY" -screen 0 1280x900x24 -fbdir /tmp/fb -nolisten tcp -nolisten local -noreset >"$logs/xvfb.log" 2>&1 &
for _ in $(seq 100); do
	[[ -e /tmp/.X11-unix/X7 ]] && break
	sleep 0.1
done
[[ -e /tmp/.X11-unix/X7 ]] || { echo "inside: Xvfb did not start" >&2; cat "$logs/xvfb.log" >&2; exit 1; }

echo "test-windows: a new Wine prefix (wineboot)"
wineboot --init >"$logs/wineboot.log" 2>&1
wineserver --wait
echo "test-windows: $(wine --version), prefix ready in $((SECONDS - t0))s"

failed=0 passed=0 skipped=0 bad_pkgs=0
fmt='%-26s %s\n'
{
	echo "== Windows tests under $(wine --version) (windows/amd64, one binary a package)"
} >>"$summary"

# run_pkg NAME REL: the package's test binary in its folder; counts the
# top-level tests that passed, failed and were skipped.
run_pkg() {
	local name=$1 rel=$2 log=$logs/$1.log rc=0 p f s
	local start=$SECONDS
	(cd "/src/$rel" && timeout 1500 wine "/tmp/bin/$name.test.exe" -test.v -test.count=1 -test.timeout=20m) >"$log" 2>&1 || rc=$?
	# A binary that failed before its first test (a CI run saw ai/proof's
	# exit 1 in 0 s with no output kept; it passed on every run since)
	# did not start: what it printed goes to the summary, and it runs once
	# more. A test that fails is never run again.
	if ((rc != 0)) && ! grep -q '^=== RUN' "$log"; then
		{
			echo "$rel: the test binary ran no test and exited $rc; its output:"
			head -n 20 "$log" | sed 's/^/    /'
			echo "$rel: started again"
		} | tee -a "$summary" >&2
		rc=0
		(cd "/src/$rel" && timeout 1500 wine "/tmp/bin/$name.test.exe" -test.v -test.count=1 -test.timeout=20m) >"$log" 2>&1 || rc=$?
	fi
	p=$(grep -c '^--- PASS' "$log")
	f=$(grep -c '^--- FAIL' "$log")
	s=$(grep -c '^--- SKIP' "$log")
	passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
	local line="$p passed, $f failed, $s skipped ($((SECONDS - start))s)"
	if ((rc != 0)); then
		((f == 0)) && failed=$((failed + 1))
		line="$line, exit status $rc: FAIL"
		bad_pkgs=$((bad_pkgs + 1))
		echo "---- $rel: last lines of its output" >&2
		grep -n -B2 -A8 -e "^--- FAIL" -e "^    --- FAIL" -e "^panic" -e "^FAIL" -e "_test.go:[0-9]*:" "$log" | head -n 60 >&2
		tail -n 40 "$log" >&2
	fi
	# A skip must name a reason that holds on Windows itself.
	if grep -B1 '^--- SKIP' "$log" | grep -qi 'wine'; then
		line="$line, a skip blames Wine: FAIL"
		failed=$((failed + 1)) bad_pkgs=$((bad_pkgs + 1))
	fi
	printf "$fmt" "${rel/#./(root)}" "$line" | tee -a "$summary"
}

if [[ "${KONANE_WINE_ONLY:-}" != smoke ]]; then
	while read -r name rel; do
		run_pkg "$name" "$rel"
	done </tmp/bin/list
	{
		echo "skipped on Windows, and why:"
		grep -h -B1 '^--- SKIP' "$logs"/*.log | grep -v '^--$' | grep -v '^--- SKIP' | sed 's/^/  /' || true
		echo "tests: $passed passed, $failed failed, $skipped skipped"
	} >>"$summary"
fi

smoke=0
if [[ "${KONANE_WINE_ONLY:-}" != tests ]]; then
	echo "== smoke test of Konane.exe and its installer under Wine" >>"$summary"
	/src/tools/wine/smoke.sh || smoke=$?
fi
wineserver --kill 2>/dev/null || true

((failed == 0 && bad_pkgs == 0 && smoke == 0))
