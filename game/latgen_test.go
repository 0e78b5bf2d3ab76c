package game

import (
	"bytes"
	"flag"
	"os"
	"regexp"
	"testing"
)

var updateLatgen64 = flag.Bool("update-latgen64", false, "write latgen64.go from latgen128.go")

// latgen64From makes latgen64.go from latgen128.go: every name ending in
// 128 ends in 64, and the comment after the package clause, which is about
// the two-word layout, gives way to one about this copy.
func latgen64From(src []byte) []byte {
	header := []byte("// Code generated from latgen128.go by TestLatgen64IsMadeFromLatgen128; DO NOT EDIT.\n\n")
	intro := regexp.MustCompile(`(?s)^(package game\n\n)(//[^\n]*\n)+\n`)
	src = intro.ReplaceAll(src, []byte("${1}// The jump generator of the lattice layouts (lattice.go) on the sets and\n"+
		"// tables of lat64.go, for 9×9 and 10×10 (one word a lattice).\n\n"))
	out := regexp.MustCompile(`\b(\w+)128\b`).ReplaceAll(src, []byte("${1}64"))
	return append(header, out...)
}

// latgen64.go is latgen128.go for the one-word layout; after a change to
// latgen128.go, go test ./game -run TestLatgen64 -update-latgen64 writes it.
func TestLatgen64IsMadeFromLatgen128(t *testing.T) {
	src, err := os.ReadFile("latgen128.go")
	if err != nil {
		t.Fatal(err)
	}
	want := latgen64From(src)
	if *updateLatgen64 {
		if err := os.WriteFile("latgen64.go", want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile("latgen64.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("latgen64.go is not latgen128.go for the one-word layout: run go test ./game -run TestLatgen64 -update-latgen64")
	}
}
