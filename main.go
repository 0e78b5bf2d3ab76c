// Command konane is a desktop game of Kōnane, Hawaiian checkers.
//
// Usage:
//
//	konane [--demo=midgame|finished]   the game window
//	konane engine                      the engine text protocol on stdin/stdout
package main

import (
	"flag"
	"os"

	"fyne.io/fyne/v2/app"

	"github.com/konane/konane/ui"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "engine" {
		os.Exit(runEngine())
	}
	demo := flag.String("demo", os.Getenv("KONANE_DEMO"), "show a built-in game: midgame or finished (for screenshots)")
	flag.Parse()
	ui.Run(app.NewWithID("io.github.konane.konane"), ui.Options{Demo: *demo})
}
