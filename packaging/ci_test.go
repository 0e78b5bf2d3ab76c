package packaging_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// ciExitTrap returns the lines of .ci/run from `stop_wine_root() {`
// through its `trap ... EXIT`: the cleanup that runs however CI ends.
func ciExitTrap(t *testing.T) string {
	t.Helper()
	text, err := os.ReadFile(filepath.Join(root(t), ".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(text)
	start := strings.Index(s, "stop_wine_root() {")
	if start < 0 {
		t.Fatal(".ci/run has no stop_wine_root function")
	}
	end := strings.Index(s[start:], "EXIT\n")
	if end < 0 {
		t.Fatal(".ci/run does not trap EXIT after stop_wine_root")
	}
	return s[start : start+end+len("EXIT\n")]
}

// TestCIsExitTrapKeepsItsStatus runs .ci/run's EXIT trap under the
// script's own `set -euo pipefail`, once the Wine root's maker has ended
// (pkill then finds no child and fails): CI must still end with the
// status of its last step, 0 when all passed, not the trap's. Stop 26's
// CI passed every step and ended with 1.
func TestCIsExitTrapKeepsItsStatus(t *testing.T) {
	need(t, "apt-get install bash procps", "bash", "pkill")
	trap := ciExitTrap(t)
	for _, want := range []int{0, 3} {
		script := "set -euo pipefail\n" +
			"true & wine_root_pid=$!\n" +
			trap +
			"wait \"$wine_root_pid\"\n" +
			"exit " + string(rune('0'+want)) + "\n"
		err := exec.Command("bash", "-c", script).Run()
		got := 0
		if ee, ok := err.(*exec.ExitError); ok {
			got = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("a CI whose last step ended with %d ended with %d", want, got)
		}
	}
}
