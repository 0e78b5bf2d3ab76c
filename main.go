// Command konane is a desktop game of Kōnane, Hawaiian checkers.
//
// Usage:
//
//	konane [--demo=midgame|finished|replay|review] [FILE.kgn]   the game window, opening FILE
//	konane engine                                               the engine text protocol on stdin/stdout
//	konane --version                                            the name and version
//
// With Konane already running, FILE goes to its window if that window could
// open it (status 0); otherwise why not is said on stderr (status 1).
//
// Environment, for tests and scripts: KONANE_SCRIPT="d5 e5 b5-d5" plays
// those moves at start as if clicked (each when a person may move);
// KONANE_SET_LANGUAGE=de switches the language at start as the Language
// menu does (and so remembers it; a code that is not one of en, ru, pl,
// de, th is refused with one line on stderr); KONANE_TRACE=1 logs the language,
// autosaves, the resume and the save on exit to stderr.
package main

import (
	"fmt"
	"log"
	"os"
	"sync/atomic"

	"fyne.io/fyne/v2/app"

	"github.com/konane/konane/internal/exitsignal"
	"github.com/konane/konane/internal/toolkitlog"
	"github.com/konane/konane/ui"
	"github.com/konane/konane/ui/life"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "engine" {
		exitsignal.Stop() // the engine handles its own
		if status, ok := engineArgs(os.Args[2:], os.Stdout, os.Stderr); !ok {
			os.Exit(status)
		}
		os.Exit(runEngine())
	}
	cl, status, ok := parseArgs(os.Args[1:], os.Getenv("KONANE_DEMO"), os.Stdout, os.Stderr)
	if !ok {
		os.Exit(status)
	}
	if cl.version {
		fmt.Println("konane", appMetadata.Version)
		return
	}
	logs := toolkitlog.New(os.Stderr)
	logs.OnWindowError = noOpenGL
	log.SetOutput(logs) // Fyne's and GLFW's messages: only those that help
	checkDisplay()
	spareProcs()
	var up atomic.Bool
	defer exitIfNoOpenGL(logs, up.Load)
	opts := ui.Options{Signals: exitsignal.Channel(), OpenFile: cl.file, Hooks: ui.Hooks{Demo: cl.demo, Script: os.Getenv("KONANE_SCRIPT"), Language: languageToSet(os.Getenv("KONANE_SET_LANGUAGE"), os.Stderr, setupLanguage)}}
	if os.Getenv("KONANE_TRACE") == "1" {
		opts.Trace = os.Stderr
	}
	opts.SettingsErr = life.CheckSettings(appMetadata.ID) // before Fyne reads the file
	opts.Started = func() { up.Store(true); logs.Release() }
	a := app.NewWithID(appMetadata.ID)
	ensureMetadata(a)
	if status := ui.Run(a, opts); status != 0 {
		os.Exit(status) // a file the running copy was not given: nothing of Fyne ran
	}
}
