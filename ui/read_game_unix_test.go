//go:build unix

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/store"
)

// fifoKGN makes a FIFO named fifo.kgn in a new folder and returns its path.
func fifoKGN(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "fifo.kgn")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no FIFO: %v", err)
	}
	return path
}

// unblockFIFOAfter opens the FIFO at path for writing once d has passed,
// which frees a reader stuck in open(2), so that a regression fails the
// test instead of hanging it; the test fails if that was needed.
func unblockFIFOAfter(t *testing.T, path string, d time.Duration) {
	t.Helper()
	stop, fired := make(chan struct{}), make(chan struct{})
	go func() {
		select {
		case <-stop:
			return
		case <-time.After(d):
		}
		close(fired)
		if f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			_ = f.Close()
		}
	}()
	t.Cleanup(func() {
		close(stop)
		select {
		case <-fired:
			t.Errorf("reading %s blocked the UI goroutine for %v", filepath.Base(path), d)
		default:
		}
	})
}

// Issue: `konane /tmp/fifo.kgn`, handed to the running copy, froze its
// window for good in open(2) of the FIFO. A FIFO given on the command
// line, by a second copy or in Recent files is refused at once, unread,
// in each of the five languages, and the game on the board, the Save
// target and the autosave stay as they were.
func TestAFIFOIsRefusedAtOnceWithoutFreezingTheWindow(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			fifo := fifoKGN(t)
			unblockFIFOAfter(t, fifo, 5*time.Second)
			// A short folder: a unix socket's path is limited to about 100 bytes.
			dir, err := os.MkdirTemp("", "konane-fifo")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = os.RemoveAll(dir) })
			before := autosaveWith(t, dir, "1. d5 e5")

			w, q, _ := startWithFile(t, dir, l.Code, fifo)
			want := i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": "fifo.kgn", "Reason": i18n.T(i18n.MsgErrReasonNotRegular)})
			check := func(how string) {
				t.Helper()
				if got := overlayTexts(w); !strings.Contains(got, want) {
					t.Errorf("%s: dialogs say %q, want %q", how, got, want)
				}
				if got := playedMoves(w); got != "d5 e5" || w.file != nil {
					t.Errorf("%s: the game became %q, the Save target %v", how, got, w.file)
				}
			}
			check("command line")

			clearOverlays(w)
			w.openRecent(storage.NewFileURI(fifo).String())
			settleReads(t, w, q)
			check("recent files")

			if instance.Works {
				clearOverlays(w)
				if err := instance.Send(dir, fifo); err != nil {
					t.Fatalf("hand-off: %v", err)
				}
				q.PumpUntil(t, "the hand-off is refused", func() bool { return strings.Contains(overlayTexts(w), want) })
				check("hand-off")
			}

			q.PumpFor(10 * time.Millisecond)
			w.win.Close()
			if data, _ := os.ReadFile(filepath.Join(dir, store.AutosaveName)); string(data) != string(before) {
				t.Errorf("the autosave changed:\n%s", data)
			}
		})
	}
}

// A character device (/dev/zero, which never ends) is refused unread too.
func TestADeviceIsRefusedUnread(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	if _, err := readGameFile("/dev/zero"); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("reading /dev/zero gave %v", err)
	}
}
