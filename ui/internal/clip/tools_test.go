package clip

import (
	"bytes"
	"errors"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
)

// fakeTools puts shell scripts named after the clipboard tools in a temp
// folder first on PATH: each writes its arguments to name.args and its
// standard input to name.png, then runs body (exit 1: fail). It returns
// the folder.
func fakeTools(t *testing.T, body map[string]string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the fake tools are shell scripts")
	}
	dir := t.TempDir()
	for name, rest := range body {
		script := "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"" + filepath.Join(dir, name+".args") + "\"\n" +
			"cat > \"" + filepath.Join(dir, name+".png") + "\"\n" + rest + "\n"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	return dir
}

// boardPNG is the picture of the start of a 4×4 game as a PNG.
func boardPNG(t *testing.T) []byte {
	t.Helper()
	test.NewTempApp(t)
	data, err := PNG(Picture(game.MustNewPosition(4), false))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// env is an environment of the variables set.
func env(set ...string) func(string) string {
	return func(k string) string {
		for _, s := range set {
			if s == k {
				return ":1"
			}
		}
		return ""
	}
}

// received returns what the fake tool name got: its arguments and the
// bytes of its standard input, or nil when it did not run.
func received(t *testing.T, dir, name string) (args string, data []byte) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name+".png"))
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	a, err2 := os.ReadFile(filepath.Join(dir, name+".args"))
	if err != nil || err2 != nil {
		t.Fatal(err, err2)
	}
	return strings.Join(strings.Fields(string(a)), " "), data
}

// On Wayland wl-copy gets the PNG byte for byte with its MIME type; on
// X11 alone (or when wl-copy fails) xclip gets it; each is run from PATH
// with no shell.
func TestTheClipboardToolsGetThePNGOnTheirStandardInput(t *testing.T) {
	data := boardPNG(t)
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name      string
		wlExit    string
		env       []string
		want      string // the tool that takes the picture
		wantArgs  string
		wlTriedOK bool
	}{
		{"Wayland", "exit 0", []string{"WAYLAND_DISPLAY", "DISPLAY"}, "wl-copy", "--type image/png", true},
		{"X11", "exit 0", []string{"DISPLAY"}, "xclip", "-selection clipboard -t image/png -i", false},
		{"Wayland whose wl-copy fails", "exit 1", []string{"WAYLAND_DISPLAY", "DISPLAY"}, "xclip", "-selection clipboard -t image/png -i", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := fakeTools(t, map[string]string{"wl-copy": tt.wlExit, "xclip": "exit 0"})
			if err := (Tools{Getenv: env(tt.env...)}).WritePNG(data); err != nil {
				t.Fatalf("WritePNG: %v", err)
			}
			args, got := received(t, dir, tt.want)
			if !bytes.Equal(got, data) {
				t.Errorf("%s got %d bytes, want the PNG's %d", tt.want, len(got), len(data))
			}
			if args != tt.wantArgs {
				t.Errorf("%s ran with %q, want %q", tt.want, args, tt.wantArgs)
			}
			if _, wl := received(t, dir, "wl-copy"); (wl != nil) != tt.wlTriedOK {
				t.Errorf("wl-copy ran: %v, want %v", wl != nil, tt.wlTriedOK)
			}
			if tt.want == "wl-copy" {
				if _, x := received(t, dir, "xclip"); x != nil {
					t.Error("xclip ran after wl-copy took the picture")
				}
			}
		})
	}
}

// No tool found, a display missing, tools that fail or hang: WritePNG
// says so with ErrNoImages, naming each tool, within its timeouts.
func TestNoClipboardToolIsErrNoImagesWithinTheTimeout(t *testing.T) {
	data := boardPNG(t)
	none := func(string) (string, error) { return "", exec.ErrNotFound }
	err := Tools{LookPath: none, Getenv: env("WAYLAND_DISPLAY", "DISPLAY")}.WritePNG(data)
	if !errors.Is(err, ErrNoImages) || !strings.Contains(err.Error(), "wl-copy: not found") || !strings.Contains(err.Error(), "xclip: not found") {
		t.Errorf("no tools: %v", err)
	}
	if err := (Tools{Getenv: env()}).WritePNG(data); !errors.Is(err, ErrNoImages) || !strings.Contains(err.Error(), "DISPLAY is not set") {
		t.Errorf("no display: %v", err)
	}
	fakeTools(t, map[string]string{"wl-copy": "exit 1", "xclip": "exec sleep 30"})
	start := time.Now()
	err = Tools{Getenv: env("WAYLAND_DISPLAY", "DISPLAY"), Timeout: 300 * time.Millisecond}.WritePNG(data)
	took := time.Since(start)
	t.Logf("failing wl-copy, hanging xclip: %v in %v", err, took)
	if !errors.Is(err, ErrNoImages) || !strings.Contains(err.Error(), "wl-copy: exit status 1") || !strings.Contains(err.Error(), "xclip: no answer") {
		t.Errorf("failing and hanging tools: %v", err)
	}
	if took > 3*time.Second {
		t.Errorf("a hanging tool held WritePNG for %v", took)
	}
}

// The system's clipboard goes to the tools when the library has no
// clipboard for pictures, and not when it took the picture or failed
// otherwise.
func TestTheToolsTakeOverWhenTheLibraryHasNoClipboard(t *testing.T) {
	data := []byte("\x89PNG fake")
	for _, tt := range []struct {
		first    Images
		wantTool bool
		wantErr  bool
	}{
		{failing{errors.New("libX11.so: cannot open: " + ErrNoImages.Error())}, false, true},
		{failing{ErrNoImages}, true, false},
		{&recording{}, false, false},
	} {
		then := &recording{}
		err := chain{first: tt.first, then: then}.WritePNG(data)
		if (then.data != nil) != tt.wantTool || (err != nil) != tt.wantErr {
			t.Errorf("first %#v: tools got %q, err %v", tt.first, then.data, err)
		}
	}
	err := chain{first: failing{ErrNoImages}, then: failing{errors.New("xclip: exit status 1")}}.WritePNG(data)
	if !errors.Is(err, ErrNoImages) || !strings.Contains(err.Error(), "xclip") {
		t.Errorf("both failing: %v", err)
	}
}
