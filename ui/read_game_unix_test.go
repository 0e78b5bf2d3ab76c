//go:build unix

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/fifotest"
)

// fifoKGN makes a FIFO named fifo.kgn in a new folder and returns its
// path; the test fails if anything opens it for reading (a reader blocked
// waiting for a writer), whatever the machine's speed.
func fifoKGN(t *testing.T) string {
	t.Helper()
	path := fifotest.Make(t, t.TempDir(), "fifo.kgn")
	fifotest.Watch(t, path)
	return path
}

// A FIFO given on the command line, by a second copy or in Recent files
// is refused at once, unopened (open(2) of a FIFO blocks), in each of the
// five languages; the game on the board, the Save target and the autosave
// stay as they were.
func TestAFIFOIsRefusedAtOnceWithoutFreezingTheWindow(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			fifo := fifoKGN(t)
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
				if got := playedMoves(w); got != "d5 e5" || w.doc.File() != nil {
					t.Errorf("%s: the game became %q, the Save target %v", how, got, w.doc.File())
				}
			}
			check("command line")

			clearOverlays(w)
			w.doc.OpenRecent(storage.NewFileURI(fifo).String())
			settleReads(t, q)
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
