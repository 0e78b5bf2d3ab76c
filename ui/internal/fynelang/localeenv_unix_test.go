//go:build !windows && !darwin && !android && !js

package fynelang

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/localeenv"
)

// startedWith rewrites the locale environment as the program's start does
// (package localeenv), for tests that change it after the start.
func startedWith() { localeenv.Fix(os.Getenv, os.Setenv) }

// TestAnUnknownLocaleLogsNothing starts this test binary again under a
// locale whose language no standard knows: Fyne's lang package reads the
// locale in its init function, so only a new process shows whether the
// environment was mended before that (by package localeenv's init), and
// the language Konane chooses stays English.
func TestAnUnknownLocaleLogsNothing(t *testing.T) {
	if os.Getenv("KONANE_FYNELANG_CHILD") != "" {
		_ = lang.SystemLocale()
		if l := i18n.Setup(""); l.Code != "en" {
			fmt.Fprintf(os.Stderr, "language %s, want en\n", l.Code)
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestAnUnknownLocaleLogsNothing$")
	cmd.Env = append(os.Environ(), "KONANE_FYNELANG_CHILD=1", "LANG=xx_YY.UTF-8", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("child: %v %s", err, stderr.String())
	}
	if stderr.Len() != 0 {
		t.Errorf("under LANG=xx_YY.UTF-8 the start wrote to stderr:\n%s", stderr.String())
	}
}
