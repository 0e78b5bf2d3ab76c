package proctest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/konane/konane/internal/syncbuf"
)

// needXvfb skips the test unless KONANE_PROC_TEST=1 and the named tools
// (Xvfb, xdotool) are installed.
func needXvfb(t *testing.T, tools ...string) {
	t.Helper()
	if os.Getenv("KONANE_PROC_TEST") != "1" {
		t.Skip("set KONANE_PROC_TEST=1 to run the program under Xvfb")
	}
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
}

// startSession skips the test unless KONANE_PROC_TEST=1 and the tools are
// installed (see needXvfb), then builds the program (see buildKonane),
// makes a temporary folder tmp and starts a private X server on display.
// The context ctx ends after timeout or when the test ends.
func startSession(t *testing.T, timeout time.Duration, tools ...string) (ctx context.Context, tmp, bin, display string) {
	t.Helper()
	needXvfb(t, tools...)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	t.Cleanup(cancel)
	tmp = t.TempDir()
	bin = buildKonane(t, ctx)
	return ctx, tmp, bin, startXvfb(t, ctx)
}

// built is the program the tests run: built once for the test binary
// (each go build links it again, some 5 processor seconds), into binDir.
var built struct {
	sync.Mutex
	bin string
	err error
}

// binDir is the folder of the built program, made by TestMain and removed
// when the tests end.
var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "konane-proctest-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binDir = dir
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

// buildKonane returns the path of the program, built on the first call
// with -trimpath as make build, so that the C code of go-gl comes from
// the build cache. A failed build fails every test that calls it.
func buildKonane(t *testing.T, ctx context.Context) string {
	t.Helper()
	built.Lock()
	defer built.Unlock()
	if built.bin == "" && built.err == nil {
		bin := filepath.Join(binDir, "konane")
		if out, err := exec.CommandContext(ctx, "go", "build", "-trimpath", "-o", bin, "github.com/konane/konane").CombinedOutput(); err != nil {
			built.err = fmt.Errorf("build: %v\n%s", err, out)
		} else {
			built.bin = bin
		}
	}
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.bin
}

// writePrefs makes the app's storage folder under home with the
// preferences: language lang, two players (so that a script plays both
// sides), the tutorial offer already made. It returns the storage folder,
// where Fyne keeps the app's data and the autosave.
func writePrefs(t *testing.T, home, lang string) string {
	t.Helper()
	storage := filepath.Join(home, ".config", "fyne", appID)
	if err := os.MkdirAll(storage, 0o755); err != nil {
		t.Fatal(err)
	}
	prefs := `{"newgame.mode":1,"language":"` + lang + `","tutorial.offered":true}`
	if err := os.WriteFile(filepath.Join(storage, "preferences.json"), []byte(prefs), 0o644); err != nil {
		t.Fatal(err)
	}
	return storage
}

// appEnv is the environment of one run of the program on display with its
// own home, tracing to stderr and playing script (KONANE_SCRIPT), with the
// extra variables after.
func appEnv(display, home, script string, extra ...string) []string {
	config := filepath.Join(home, ".config")
	env := append(os.Environ(), "DISPLAY="+display, "HOME="+home, "XDG_CONFIG_HOME="+config,
		"XDG_DATA_HOME="+filepath.Join(home, ".local", "share"), "XDG_CACHE_HOME="+filepath.Join(home, ".cache"),
		"LANG=C.UTF-8", "LC_ALL=", "KONANE_TRACE=1", "KONANE_SCRIPT="+script)
	return append(env, extra...)
}

// launch starts bin with args in the environment env, its stdout and
// stderr read into the app's buffer. The caller waits for it.
func launch(t *testing.T, ctx context.Context, bin string, env []string, args ...string) *app {
	t.Helper()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = env
	a := &app{cmd: cmd, out: &syncbuf.Buffer{}}
	cmd.Stdout, cmd.Stderr = a.out, a.out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { noWrongThreadCalls(t, a.out.String()) })
	return a
}

// fyneThreadError is what Fyne logs when a widget is touched off the UI
// goroutine. The program is built for users with the migrated_fynedo tag,
// which turns Fyne's checks off (they cost a runtime.Stack call on every
// Refresh); the process tests build it without, so that a wrong-thread call
// fails here.
const fyneThreadError = "Error in Fyne call thread"

// noWrongThreadCalls fails the test when the program's output shows a
// call Fyne caught on the wrong goroutine.
func noWrongThreadCalls(t *testing.T, out string) {
	t.Helper()
	if i := strings.Index(out, fyneThreadError); i >= 0 {
		t.Errorf("Fyne caught a call off the UI goroutine:\n%s", out[i:min(len(out), i+600)])
	}
}

// launchKilled is launch, with the program killed and waited for when the
// test ends.
func launchKilled(t *testing.T, ctx context.Context, bin string, env []string, args ...string) *app {
	t.Helper()
	a := launch(t, ctx, bin, env, args...)
	t.Cleanup(func() { _ = a.cmd.Process.Kill(); _ = a.cmd.Wait() })
	return a
}

// closeWindow presses the close button of the X window win on display with
// closer (see buildCloser).
func closeWindow(t *testing.T, ctx context.Context, closer, display, win string) {
	t.Helper()
	cmd := exec.CommandContext(ctx, closer, win)
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("close: %v %s", err, out)
	}
}
