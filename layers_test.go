package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// goList runs `go list` with args and returns its lines, skipping the test
// where no go command is at hand (a test binary run on its own).
func goList(t *testing.T, args ...string) []string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command("go", append([]string{"list"}, args...)...).Output()
	if err != nil {
		t.Fatalf("go list %v: %v", args, err)
	}
	return strings.Fields(string(out))
}

// The layers below the window know nothing of Fyne: the rules, the
// computer, its review, the files, the game as played, the single instance
// and the messages (the bridge to Fyne's lang package is ui's).
func TestTheLayersBelowTheWindowDoNotImportFyne(t *testing.T) {
	for _, dep := range goList(t, "-deps", "./play", "./internal/instance", "./ai/...", "./game", "./store", "./i18n") {
		if strings.HasPrefix(dep, "fyne.io/") {
			t.Errorf("%s is imported below the window", dep)
		}
	}
}

// Imports point down: no package under ui/ imports ui itself.
func TestNoPackageUnderUIImportsUI(t *testing.T) {
	const root = "github.com/konane/konane/ui"
	lines := goList(t, "-f", `{{.ImportPath}}:{{join .Imports ","}}:{{join .TestImports ","}}`, "./ui/...")
	for _, line := range lines {
		pkg, imports, _ := strings.Cut(line, ":")
		if pkg == root {
			continue
		}
		for _, imp := range strings.FieldsFunc(imports, func(r rune) bool { return r == ',' || r == ':' }) {
			if imp == root {
				t.Errorf("%s imports %s", pkg, root)
			}
		}
	}
}

// The main window's package keeps its layout and wiring; the windows and
// helpers it opens live in packages of their own, so that its root stays
// small enough to read.
func TestUIHoldsAtMostTwentyFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("ui", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var code []string
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			code = append(code, filepath.Base(f))
		}
	}
	if len(code) > 20 {
		t.Errorf("ui holds %d non-test files, want at most 20: %v", len(code), code)
	}
}
