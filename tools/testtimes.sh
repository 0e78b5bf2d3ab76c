#!/usr/bin/env bash
# testtimes.sh [-n N] [-s SECONDS] FILE.json...: the time each package and
# each slow test took in `go test -json` output (the Elapsed of its
# pass/fail/skip events, wall seconds of the test itself, without the
# build). Prints the N slowest packages (default 10) and the top-level
# tests over SECONDS (default 5), slowest first; P marks a failed one.
# With two files, the packages of both side by side (before, after).
#   go test -race -count=1 -json ./... >/tmp/t.json; tools/testtimes.sh /tmp/t.json
set -euo pipefail

n=10 min=5
while getopts n:s: opt; do
	case "$opt" in
	n) n=$OPTARG ;;
	s) min=$OPTARG ;;
	*) echo "usage: $0 [-n N] [-s SECONDS] FILE.json [AFTER.json]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
(($# == 1 || $# == 2)) || { echo "usage: $0 [-n N] [-s SECONDS] FILE.json [AFTER.json]" >&2; exit 2; }

# packages FILE: "seconds<TAB>package<TAB>result" of every package.
packages() {
	jq -r 'select(.Test == null and (.Action == "pass" or .Action == "fail" or .Action == "skip") and .Elapsed != null)
		| [.Elapsed, .Package, .Action] | @tsv' "$1"
}

if (($# == 2)); then
	echo "== packages, seconds (before -> after), the $n slowest before"
	join -t $'\t' -1 2 -2 2 -a 1 -e - -o 0,1.1,2.1 \
		<(packages "$1" | sort -t $'\t' -k2,2) <(packages "$2" | sort -t $'\t' -k2,2) |
		sort -t $'\t' -k2,2 -g -r | head -n "$n" |
		awk -F '\t' '{ printf "%8s -> %8s  %s\n", $2, $3, $1 }'
	exit 0
fi

echo "== packages, seconds, the $n slowest"
packages "$1" | sort -g -r | head -n "$n" | awk -F '\t' '{ printf "%8.1f  %s%s\n", $1, $2, ($3 == "fail" ? "  FAIL" : "") }'
total=$(packages "$1" | awk -F '\t' '{ s += $1 } END { printf "%.0f", s }')
echo "   total $total s over $(packages "$1" | wc -l) packages"
echo "== top-level tests over ${min}s"
jq -r --argjson min "$min" 'select(.Test != null and (.Test | contains("/") | not)
		and (.Action == "pass" or .Action == "fail") and .Elapsed >= $min)
	| [.Elapsed, .Package, .Test, .Action] | @tsv' "$1" |
	sort -g -r | awk -F '\t' '{ printf "%8.1f  %s %s%s\n", $1, $2, $3, ($4 == "fail" ? "  FAIL" : "") }'
