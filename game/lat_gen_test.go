package game

import (
	"bytes"
	"flag"
	"os"
	"regexp"
	"testing"
)

var updateLat64 = flag.Bool("update-lat64", false, "write lat64.go from lat128.go")

// lat64From makes lat64.go from lat128.go: every name ending in 128 ends
// in 64 and the stride is 6 (lattice.go).
func lat64From(src []byte) []byte {
	out := regexp.MustCompile(`\b(\w+)128\b`).ReplaceAll(src, []byte("${1}64"))
	out = bytes.Replace(out, []byte("const latStride64 = 7"), []byte("const latStride64 = 6"), 1)
	header := []byte("// Code generated from lat128.go by TestLat64IsMadeFromLat128 (go test ./game -run TestLat64 -update-lat64); DO NOT EDIT.\n\n")
	return append(header, out...)
}

// lat64.go is lat128.go made for one word; run with -update-lat64 to
// write it after a change to lat128.go.
func TestLat64IsMadeFromLat128(t *testing.T) {
	src, err := os.ReadFile("lat128.go")
	if err != nil {
		t.Fatal(err)
	}
	want := lat64From(src)
	if *updateLat64 {
		if err := os.WriteFile("lat64.go", want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile("lat64.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("lat64.go is not lat128.go made for one word: run go test ./game -run TestLat64 -update-lat64")
	}
}
