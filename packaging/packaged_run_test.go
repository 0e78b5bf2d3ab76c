package packaging_test

import (
	"github.com/konane/konane/internal/syncbuf"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// startInstalled starts the installed binary from dir with a private HOME
// and the extra environment, and returns it with its standard error.
func startInstalled(t *testing.T, exe, dir, home string, env ...string) (*exec.Cmd, *syncbuf.Buffer) {
	t.Helper()
	cmd := exec.Command(exe)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"HOME=" + home, "XDG_CONFIG_HOME=", "KONANE_TRACE=1"}, env...)...)
	var errOut syncbuf.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	return cmd, &errOut
}

// waitFor polls the process's standard error for text.
func waitFor(t *testing.T, out *syncbuf.Buffer, text string, limit time.Duration) {
	t.Helper()
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if strings.Contains(out.String(), text) {
			return
		}
	}
	t.Fatalf("no %q within %v; stderr:\n%s", text, limit, out.String())
}

// stop ends the process with SIGTERM, as a desktop session does, and
// expects exit status 0.
func stop(t *testing.T, cmd *exec.Cmd, out *syncbuf.Buffer) {
	t.Helper()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit after SIGTERM: %v; stderr:\n%s", err, out.String())
	}
}

// The packaged Linux binary, installed into a temporary HOME, starts from a
// folder other than the repository, shows its window, and keeps a language
// change (made through the Language menu's code path) across a restart:
// Preferences work in the packaged build.
func TestPackagedBinaryRunsElsewhereAndKeepsTheLanguage(t *testing.T) {
	if os.Getenv("KONANE_PROC_TEST") != "1" || os.Getenv("DISPLAY") == "" {
		t.Skip("skipping: set KONANE_PROC_TEST=1 and run under a display (make test starts Xvfb)")
	}
	need(t, "apt-get install -y xz-utils xdotool", "tar", "xz", "xdotool")
	top := root(t)
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "konane")
	build := exec.Command("go", "build", "-trimpath", "-o", bin, ".") // as make build: go-gl from the build cache
	build.Dir = top
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	dist := filepath.Join(tmp, "dist")
	// xz -0: the compression level changes nothing the test checks.
	tarball := lastLine(run(t, []string{"KONANE_BIN=" + bin, "KONANE_XZ_LEVEL=0"}, "bash", filepath.Join(top, "packaging", "linux", "build.sh"), dist))
	home := filepath.Join(tmp, "home")
	run(t, []string{"HOME=" + home}, "bash", filepath.Join(top, "packaging", "linux", "install.sh"), tarball)
	exe := filepath.Join(home, ".local", "bin", "konane")
	elsewhere := t.TempDir()

	first, out := startInstalled(t, exe, elsewhere, home, "KONANE_SET_LANGUAGE=de", "LANG=en_US.UTF-8")
	waitFor(t, out, "language de", 30*time.Second)
	win, err := exec.Command("xdotool", "search", "--sync", "--onlyvisible", "--pid", itoa(first.Process.Pid)).Output()
	if err != nil || strings.TrimSpace(string(win)) == "" {
		t.Fatalf("the packaged binary shows no window: %v", err)
	}
	time.Sleep(500 * time.Millisecond) // let Fyne write its preferences file
	stop(t, first, out)

	second, out2 := startInstalled(t, exe, elsewhere, home, "LANG=en_US.UTF-8")
	waitFor(t, out2, "language ", 30*time.Second)
	if !strings.Contains(out2.String(), "language de") {
		t.Errorf("after a restart the language is not German (the OS says English); stderr:\n%s", out2.String())
	}
	stop(t, second, out2)
}

func itoa(n int) string { return strconv.Itoa(n) }
