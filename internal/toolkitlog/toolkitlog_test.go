package toolkitlog

import (
	"bytes"
	"log"
	"testing"
)

// The two messages Fyne logs at every start and exit, and the failed saving
// of preferences in a read-only storage folder (the save warning tells the
// person), are dropped whole; every other Fyne error passes whole (issue
// 13, case 7).
func TestHarmlessToolkitMessagesAreDroppedWhole(t *testing.T) {
	var out bytes.Buffer
	f := New(&out)
	l := log.New(f, "", log.LstdFlags)
	l.Println("Fyne error: ", "Getting favorite locations")
	l.Println("  Cause:", "this computer does not define a VIDEOS folder")
	l.Printf("  At: %s:%d", "/x/fyne/dialog/file.go", 396)
	l.Println("Fyne error: ", "Preferences load error:")
	l.Println("  Cause:", "EOF")
	l.Printf("  At: %s:%d", "/x/fyne/app/preferences.go", 112)
	l.Println("Fyne error: ", "Failed on saving preferences")
	l.Println("  Cause:", "open /home/p/.config/fyne/x/preferences.json: read-only file system")
	l.Printf("  At: %s:%d", "/x/fyne/app/preferences.go", 154)
	if out.Len() != 0 {
		t.Fatalf("harmless messages passed:\n%s", out.String())
	}
	l.Println("Fyne error: ", "Failed to save file")
	l.Println("  Cause:", "disk full")
	l.Println("konane: a line of our own")
	want := []string{"Fyne error:  Failed to save file", "  Cause: disk full", "konane: a line of our own"}
	for _, w := range want {
		if !bytes.Contains(out.Bytes(), []byte(w)) {
			t.Errorf("%q was dropped; output:\n%s", w, out.String())
		}
	}
}

// GLFW's platform errors wait until the window is up: Held gives them to
// the one-line message of a window that cannot open; Release lets them out.
func TestPlatformErrorsAreHeldUntilTheWindowIsUp(t *testing.T) {
	var out bytes.Buffer
	f := New(&out)
	l := log.New(f, "", log.LstdFlags)
	l.Println("PlatformError: X11: Failed to open display :987")
	if out.Len() != 0 || f.Held() != "PlatformError: X11: Failed to open display :987" {
		t.Fatalf("out %q, held %q", out.String(), f.Held())
	}
	f.Release()
	l.Println("PlatformError: X11: later")
	if !bytes.Contains(out.Bytes(), []byte("Failed to open display")) || !bytes.Contains(out.Bytes(), []byte("PlatformError: X11: later")) {
		t.Errorf("after Release: %q", out.String())
	}
}

// Fyne goes on without a window when OpenGL is missing; while the filter
// holds, its report reaches OnWindowError with GLFW's reason, not stderr.
func TestAWindowThatCannotBeCreatedIsReported(t *testing.T) {
	var out bytes.Buffer
	f := New(&out)
	var got string
	f.OnWindowError = func(reason string) { got = reason }
	l := log.New(f, "", log.LstdFlags)
	l.Println("Fyne error: ", "window creation error")
	l.Println("  Cause:", "APIUnavailable: GLX: GLX extension not found")
	l.Printf("  At: %s:%d", "/x/driver.go", 147)
	if got != "APIUnavailable: GLX: GLX extension not found" || out.Len() != 0 {
		t.Fatalf("reason %q, stderr %q", got, out.String())
	}
	f.Release() // the window is up: a later failure is an ordinary error
	got = ""
	l.Println("Fyne error: ", "window creation error")
	l.Println("  Cause:", "later")
	if got != "" || !bytes.Contains(out.Bytes(), []byte("window creation error")) {
		t.Errorf("after Release: reason %q, stderr %q", got, out.String())
	}
}
