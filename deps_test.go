package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// runDeps runs tools/deps.sh as root on a fake Linux whose PATH has only
// stubs: gcc, pkg-config (which finds every module once "installed"
// exists) and apt-get (which logs its arguments and makes "installed"),
// plus the few real tools the script uses. It returns the apt-get log.
func runDeps(t *testing.T, installed bool) string {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("deps.sh installs only on Linux")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	stubs := t.TempDir()
	log := filepath.Join(stubs, "apt.log")
	for _, tool := range []string{"paste", "sed", "env", "sh", "cat"} {
		p, err := exec.LookPath(tool)
		if err != nil {
			t.Skipf("no %s", tool)
		}
		if err := os.Symlink(p, filepath.Join(stubs, tool)); err != nil {
			t.Fatal(err)
		}
	}
	scripts := map[string]string{
		"uname":      "echo Linux",
		"id":         "echo 0",
		"gcc":        "exit 0",
		"pkg-config": `[ "$1" = --exists ] && [ -e "` + stubs + `/installed" ]`,
		"apt-get":    `echo "$*" >> "` + log + `"; case "$*" in *install*) : > "` + stubs + `/installed";; esac`,
	}
	for name, body := range scripts {
		if err := os.WriteFile(filepath.Join(stubs, name), []byte("#!"+bash+"\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if installed {
		if err := os.WriteFile(filepath.Join(stubs, "installed"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(bash, "tools/deps.sh")
	cmd.Env = []string{"PATH=" + stubs}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("deps.sh: %v\n%s", err, out)
	}
	data, _ := os.ReadFile(log)
	return string(data)
}

// Issue: `make build` failed at once ("E: Could not get lock
// /var/lib/dpkg/lock-frontend") while another apt or dpkg ran. deps.sh
// now has apt-get wait for the lock, and runs it only when something is
// missing.
func TestDepsWaitsForTheDpkgLockAndInstallsOnlyWhatIsMissing(t *testing.T) {
	log := runDeps(t, false)
	calls := strings.Split(strings.TrimSpace(log), "\n")
	if len(calls) != 2 || !strings.Contains(calls[0], "update") || !strings.Contains(calls[1], "install") {
		t.Fatalf("apt-get calls %q, want update then install", calls)
	}
	for _, c := range calls {
		if !strings.Contains(c, "-o DPkg::Lock::Timeout=300") {
			t.Errorf("apt-get %q does not wait for the dpkg lock", c)
		}
	}
	if log := runDeps(t, true); log != "" {
		t.Errorf("with everything installed apt-get ran: %q", log)
	}
}

// The packages below the window never import Fyne (directly or through
// another package): the rules, the computer player, the files, the engine
// protocol, the messages and the app's metadata. Their tests may.
func TestThePackagesBelowTheWindowDoNotImportFyne(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not installed: the import graph is Go's to list")
	}
	pkgs := []string{"./i18n", "./game", "./ai/...", "./store", "./engine", "./internal/appinfo", "./internal/instance"}
	out, err := exec.Command("go", append([]string{"list", "-deps", "-f", "{{.ImportPath}}"}, pkgs...)...).Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < len(pkgs) {
		t.Fatalf("go list -deps listed only %q", deps)
	}
	for _, dep := range deps {
		if dep == "fyne.io" || strings.HasPrefix(dep, "fyne.io/") {
			t.Errorf("%s is among the dependencies of %v", dep, pkgs)
		}
	}
}
