//go:build unix || windows

package ui

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/internal/instance"
)

// Issue 20: a second start without a file asks the running copy for its
// window: the request reaches the main window on the UI goroutine
// (through the window's do, as fyne.Do), which comes to the front, here
// from behind the replay window, and no window opens.
func TestARequestForTheWindowBringsTheMainWindowToTheFront(t *testing.T) {
	if !instance.Works {
		t.Skip("no instance lock on this system, so no second start to answer")
	}
	dir, err := os.MkdirTemp("", "konane-raise") // a unix socket's path is short
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	w, q, trace := startWithFile(t, dir, "en", "")
	w.replay()
	windows := w.app.Driver().AllWindows()
	for _, win := range windows {
		if win != w.win && win.Title() == "Kōnane replay" {
			t.Cleanup(win.Close)
		}
	}
	if focused(t, w.win) {
		t.Fatal("the main window is in front of the replay window that just opened")
	}

	if err := instance.AskToRaise(dir); err != nil {
		t.Fatalf("the running copy did not take the request: %v", err)
	}
	if focused(t, w.win) {
		t.Error("the window was raised outside the UI goroutine")
	}
	q.PumpUntil(t, "the main window is in front", func() bool { return focused(t, w.win) })
	if n := len(w.app.Driver().AllWindows()); n != len(windows) {
		t.Errorf("%d windows, %d before the request", n, len(windows))
	}
	if !strings.Contains(trace.String(), "raised by another copy") {
		t.Errorf("trace %q", trace.String())
	}
}

// focused reports whether win has the focus in Fyne's test driver, which
// keeps that in the unexported field focused of its windows (Show and
// RequestFocus set it, and clear it in every other window).
func focused(t *testing.T, win fyne.Window) bool {
	t.Helper()
	v := reflect.ValueOf(win)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	f := v.FieldByName("focused")
	if !f.IsValid() || f.Kind() != reflect.Bool {
		t.Fatalf("Fyne's test window %T keeps no focused field: find another way to see the focus", win)
	}
	return f.Bool()
}
