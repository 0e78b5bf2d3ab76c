//go:build unix

package engine

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/konane/konane/internal/hangguard"
)

// Tried from outside: loadgame of a FIFO with no writer hung the engine in
// open(2) for ever, deaf to SIGTERM and quit. Now every name that is not a
// regular file is refused unread, at once, and the game stays.
func TestLoadgameRefusesAPipeOrADeviceUnread(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.kgn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	for _, name := range []string{fifo, os.DevNull, "/dev/zero"} {
		done := make(chan string, 1)
		go func() { done <- run(t, "loadgame "+name+"\nposition\n", Options{}) }()
		select {
		case got := <-done:
			want := transcript("? "+name+": cannot read the file: it is not a regular file but a pipe, a device or a socket",
				"= BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b")
			if got != want {
				t.Errorf("loadgame %s:\n got %q\nwant %q", name, got, want)
			}
		case <-time.After(hangguard.Until(t)):
			// Unblock the open so that the test ends, then fail.
			if f, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
				f.Close()
			}
			t.Fatalf("loadgame %s still blocks after 10 s", name)
		}
	}
}

// The tester's fault: "savegame sv/fifo.kgn" answered "=" and replaced the
// named pipe by a regular file. It is refused as loadgame refuses it, and
// the FIFO stays.
func TestSavegameRefusesAPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo.kgn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	got := run(t, "savegame "+fifo+"\n", Options{})
	want := transcript("? " + fifo + ": cannot save the file: it is not a regular file but a pipe, a device or a socket")
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO is now %v (%v)", fi.Mode(), err)
	}
}

// The tester's fault: "savegame /proc/version" said "it does not exist";
// the file exists, and its folder takes no new file.
func TestSavegameIntoProcSaysTheFolderTakesNoNewFiles(t *testing.T) {
	if _, err := os.Stat("/proc/version"); err != nil {
		t.Skip("no /proc/version here")
	}
	got := run(t, "savegame /proc/version\n", Options{})
	want := transcript("? /proc/version: cannot save the file: its folder does not take new files")
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
