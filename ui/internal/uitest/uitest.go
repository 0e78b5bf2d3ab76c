// Package uitest holds what the tests of package ui and its subpackages
// share: a queue that stands in for fyne.Do, a walk over a canvas
// object's tree, and the centre of a square on a board widget.
package uitest

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/internal/hangguard"
)

// Queue stands in for fyne.Do: the code's goroutines queue UI work with
// Do and the test's goroutine (the UI goroutine of the test app) runs it
// with PumpUntil or PumpFor, as the real driver's event loop does.
type Queue chan func()

// Do queues f; it blocks while the queue is full.
func (q Queue) Do(f func()) { q <- f }

// PumpUntil runs queued UI work until cond holds, failing the test with
// what in the message when it has not by hangguard.Until: background work
// runs at nice 10 and may wait seconds behind busy processes.
func (q Queue) PumpUntil(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(hangguard.Until(t))
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		select {
		case f := <-q:
			f()
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// RunQueued runs the UI work queued so far, not what that work queues in
// turn.
func (q Queue) RunQueued() {
	for range len(q) {
		(<-q)()
	}
}

// PumpFor runs queued UI work for d.
func (q Queue) PumpFor(d time.Duration) {
	end := time.After(d)
	for {
		select {
		case f := <-q:
			f()
		case <-end:
			return
		}
	}
}

// Walk calls f for o and every object inside it, widgets through their
// test renderers.
func Walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	Visit(o, func(o fyne.CanvasObject) bool {
		f(o)
		return true
	})
}

// WalkVisible calls f for every visible object of o's tree: a hidden (or
// nil) object and everything inside it are passed over.
func WalkVisible(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	Visit(o, func(o fyne.CanvasObject) bool {
		if o == nil || !o.Visible() {
			return false
		}
		f(o)
		return true
	})
}

// Visit calls enter for o and, where enter returns true, goes on into the
// objects inside o (a container's objects, a widget's through its test
// renderer), depth first.
func Visit(o fyne.CanvasObject, enter func(fyne.CanvasObject) bool) {
	if !enter(o) {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, c := range v.Objects {
			Visit(c, enter)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			Visit(c, enter)
		}
	}
}

// goErrorTexts are Go's and the system's English error texts (and store's
// wrapping of them) that no dialog or warning may show.
var goErrorTexts = []string{"is a directory", "no such file or directory", "permission denied", "not a directory",
	"file name too long", "too many levels of symbolic links", "no space left", "read-only file system",
	"input/output error", "quota exceeded", "store:", "open /", "read /", "stat /", "lstat /"}

// NoGoErrorText fails t when text is empty or shows one of Go's English
// error texts; what names the case.
func NoGoErrorText(t testing.TB, what, text string) {
	t.Helper()
	if strings.TrimSpace(text) == "" {
		t.Errorf("%s: nothing is said", what)
	}
	for _, s := range goErrorTexts {
		if strings.Contains(text, s) {
			t.Errorf("%s: %q shows the English %q", what, text, s)
		}
	}
}

// VisibleButton returns the visible button of root's tree reading text
// (the last one walked), or fails the test.
func VisibleButton(t testing.TB, root fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	WalkVisible(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q on show", text)
	}
	return found
}
