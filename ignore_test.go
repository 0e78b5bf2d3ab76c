package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The binary `go build ./cmd/NAME` writes at the root is ignored by git,
// for every command, so that `git add -A` never takes one in.
func TestEveryCommandsBinaryIsIgnored(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git command")
	}
	if err := exec.Command("git", "rev-parse", "--git-dir").Run(); err != nil {
		t.Skip("not in a git checkout")
	}
	dirs, err := os.ReadDir("cmd")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"konane", "konane.exe"}
	for _, d := range dirs {
		if d.IsDir() {
			names = append(names, d.Name(), d.Name()+".exe")
		}
	}
	for _, n := range names {
		if err := exec.Command("git", "check-ignore", "-q", "--no-index", filepath.Join(".", n)).Run(); err != nil {
			t.Errorf("%s at the root is not ignored by .gitignore", n)
		}
	}
}
