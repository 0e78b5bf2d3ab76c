package main

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/toolkitlog"
	"github.com/konane/konane/ui/life"
)

// needsDisplayVariable reports whether this system shows windows through
// X11 or Wayland, found by DISPLAY or WAYLAND_DISPLAY (not macOS, Windows).
func needsDisplayVariable() bool {
	return runtime.GOOS != "darwin" && runtime.GOOS != "windows" && runtime.GOOS != "android" && runtime.GOOS != "ios" && runtime.GOOS != "js"
}

// checkDisplay prints one line to stderr and exits with status 1 when
// there is no display to open the window on (over ssh, in a container):
// GLFW would panic with a stack trace instead.
func checkDisplay() {
	if !needsDisplayVariable() || os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "" {
		return
	}
	setupLanguage()
	fmt.Fprintln(os.Stderr, i18n.Plain(i18n.T(i18n.MsgNoDisplay)))
	os.Exit(1)
}

// exitIfNoOpenGL, deferred in main, turns a GLFW or OpenGL panic before
// the window is up (no OpenGL, a display that cannot be opened) into one
// line on stderr, with GLFW's own reasons, and exit status 1. Any other
// panic goes on as a panic: it is a bug to report.
func exitIfNoOpenGL(logs *toolkitlog.Filter, up func() bool) {
	r := recover()
	if r == nil {
		return
	}
	text := fmt.Sprint(r)
	if up() || !isGraphicsFailure(text) {
		panic(r)
	}
	reason := logs.Held()
	if reason == "" {
		reason = text
	}
	noOpenGL(reason)
}

// noOpenGL prints the one line about a window that cannot open, with
// GLFW's reason, and exits with status 1. Fyne does not panic when OpenGL
// is missing (no GLX): it logs "window creation error" and would run on
// with no window, so the log filter calls this too (OnWindowError).
func noOpenGL(reason string) {
	setupLanguage()
	fmt.Fprintln(os.Stderr, i18n.Plain(i18n.Format(i18n.MsgNoOpenGL, i18n.Args{"Reason": reason})))
	os.Exit(1)
}

// isGraphicsFailure reports whether a panic's text comes from GLFW or
// OpenGL.
func isGraphicsFailure(text string) bool {
	for _, s := range []string{"GLFW", "OpenGL", "GLX", "EGL", "APIUnavailable", "VersionUnavailable", "PlatformError"} {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

// setupLanguage chooses the language for a message printed before the app
// exists: the one saved in the settings, else the system's.
func setupLanguage() {
	saved := ""
	if data, err := os.ReadFile(life.SettingsPath(appMetadata.ID)); err == nil {
		var prefs map[string]any
		if json.Unmarshal(data, &prefs) == nil {
			saved, _ = prefs[i18n.PreferenceKey].(string)
		}
	}
	i18n.Setup(saved)
}
