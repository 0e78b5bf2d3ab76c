// Package toolkitlog filters what Fyne and GLFW write to the standard
// logger, so that stderr carries only what helps the person or a bug
// report. Fyne reports an error as three log lines ("Fyne error:  REASON",
// "  Cause: …", "  At: file:line"); a few reasons are known to be harmless
// on every start and are dropped whole. GLFW's platform errors
// ("PlatformError: X11: …") are held back until the window is up: when the
// window cannot open, the program says so in one line of its own that
// includes them (Held); once it is up they pass again (Release).
package toolkitlog

import (
	"bytes"
	"io"
	"strings"
	"sync"
)

// harmless lists the reasons of Fyne errors that are dropped, with why.
var harmless = []string{
	// The file dialog looks up the XDG folders (Documents … Videos); a
	// computer without one of them is normal, and the dialog just shows
	// fewer places.
	"Getting favorite locations",
	// Fyne writes its preferences.json in place (truncate, then write) and
	// watches it; its watcher can read the file half-written on the way
	// out and reports EOF. The program checks the file before Fyne reads
	// it at start (ui.CheckSettings), sets a damaged one aside and tells
	// the person, so this report only repeats or misleads.
	"Preferences load error",
	// Fyne saves preferences.json in the storage folder, where the
	// autosave lives too. When that folder cannot be written, every change
	// of a setting logs this; the autosave fails the same way, and the
	// save warning (ui/save_warning.go) already tells the person, in their
	// language, once, with what to do.
	"Failed on saving preferences",
}

// Filter is an io.Writer for log.SetOutput in front of the real stderr.
type Filter struct {
	// OnWindowError, if set, is called with GLFW's reason when Fyne
	// reports that the window could not be created while the filter still
	// holds (no OpenGL: Fyne logs it and goes on without a window).
	OnWindowError func(reason string)

	mu        sync.Mutex
	out       io.Writer
	dropping  bool     // inside a dropped Fyne error (its Cause and At lines)
	windowErr bool     // inside a held "window creation error"
	holding   bool     // GLFW platform errors are held back
	held      []string // those held, without the log's time prefix
}

// New returns a filter writing to out, holding GLFW platform errors.
func New(out io.Writer) *Filter { return &Filter{out: out, holding: true} }

// Write takes one or more log lines.
func (f *Filter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, line := range bytes.SplitAfter(p, []byte("\n")) {
		if len(line) == 0 {
			continue
		}
		if f.keep(string(line)) {
			if _, err := f.out.Write(line); err != nil {
				return 0, err
			}
		}
	}
	return len(p), nil
}

// keep decides about one line.
func (f *Filter) keep(line string) bool {
	msg := strings.TrimRight(withoutTimestamp(line), "\n")
	switch {
	case strings.HasPrefix(msg, "Fyne error:"):
		reason := strings.TrimSpace(strings.TrimPrefix(msg, "Fyne error:"))
		f.dropping, f.windowErr = false, false
		if f.holding && f.OnWindowError != nil && reason == "window creation error" {
			f.dropping, f.windowErr = true, true
			return false
		}
		for _, h := range harmless {
			if strings.HasPrefix(reason, h) {
				f.dropping = true
			}
		}
		return !f.dropping
	case f.dropping && strings.HasPrefix(msg, "  Cause:"):
		if f.windowErr {
			f.held = append(f.held, strings.TrimSpace(strings.TrimPrefix(msg, "  Cause:")))
			f.OnWindowError(strings.Join(f.held, "; "))
		}
		return false
	case f.dropping && strings.HasPrefix(msg, "  At:"):
		return false
	}
	f.dropping = false
	if f.holding && strings.HasPrefix(msg, "PlatformError") {
		f.held = append(f.held, msg)
		return false
	}
	return true
}

// withoutTimestamp strips the standard logger's "2006/01/02 15:04:05 ".
func withoutTimestamp(line string) string {
	if len(line) >= 20 && line[4] == '/' && line[7] == '/' && line[10] == ' ' && line[13] == ':' && line[19] == ' ' {
		return line[20:]
	}
	return line
}

// Held returns the GLFW errors held back so far, joined by "; ".
func (f *Filter) Held() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return strings.Join(f.held, "; ")
}

// Release writes the held errors and stops holding: the window is up.
func (f *Filter) Release() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, m := range f.held {
		_, _ = io.WriteString(f.out, m+"\n")
	}
	f.held, f.holding = nil, false
}
