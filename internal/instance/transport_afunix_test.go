//go:build unix

package instance

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// When instance.sock in the storage folder would be longer than a unix
// socket's path may be (sun_path: 108 bytes on Linux, 104 on macOS), the
// socket is a short name in the user's private runtime folder, and the
// hand-off works.
func TestTheHandOffWorksInAStorageFolderWhosePathIsTooLongForASocket(t *testing.T) {
	run := shortDir(t)
	t.Setenv("XDG_RUNTIME_DIR", run)
	long := func(name string) string {
		dir := filepath.Join(t.TempDir(), strings.Repeat("a-long-folder-name-", 8), name)
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if n := len(filepath.Join(dir, SocketName)); n < 108 { // the largest sun_path, Linux's
			t.Fatalf("the folder's socket path has only %d bytes", n)
		}
		return dir
	}
	dir, other := long("one"), long("two")

	got := make(chan string, 1)
	l, err := Listen(dir, Requests{Open: func(p string) { got <- p }})
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	want, _ := filepath.Abs("sent.kgn")
	if err := Send(dir, "sent.kgn"); err != nil {
		t.Fatalf("hand-off: %v", err)
	}
	if p := <-got; p != want {
		t.Errorf("received %q, want %q", p, want)
	}
	if err := Send(other, "sent.kgn"); err == nil {
		t.Error("another long folder reached this folder's listener")
	}

	private := filepath.Join(run, "konane-"+strconv.Itoa(os.Getuid()))
	if fi, err := os.Stat(private); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("the runtime folder %s: %v, %v; want mode 0700", private, fi, err)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if left, _ := os.ReadDir(private); len(left) != 0 {
		t.Errorf("the socket outlives the listener: %v", left)
	}
}

// A runtime folder that others may enter is refused, not used.
func TestASharedRuntimeFolderIsRefused(t *testing.T) {
	run := shortDir(t)
	t.Setenv("XDG_RUNTIME_DIR", run)
	if err := os.Mkdir(filepath.Join(run, "konane-"+strconv.Itoa(os.Getuid())), 0o777); err != nil {
		t.Fatal(err)
	}
	_ = os.Chmod(filepath.Join(run, "konane-"+strconv.Itoa(os.Getuid())), 0o777)
	dir := filepath.Join(t.TempDir(), strings.Repeat("x", 120))
	if _, err := socketPath(dir); err == nil {
		t.Error("a socket was placed in a folder every user may enter")
	}
}
