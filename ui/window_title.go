package ui

import (
	"slices"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// The window's title names the game's file, as document programs do:
// "game1.kgn — Kōnane", and "• game1.kgn — Kōnane" while the game has
// moves the file lacks (played or taken back since it was opened or
// saved). A game with no file is titled "Kōnane": the autosave keeps it.

// inFile is the game as the file w.file holds it: its start and moves.
type inFile struct {
	start game.Position
	moves []game.Move
}

// fileHolds records that w.file holds the live game as it stands (it was
// just opened or saved).
func (w *Window) fileHolds() {
	g := w.ctl.Game()
	w.filed = inFile{start: g.Start(), moves: g.Moves()}
}

// unsaved reports whether the live game differs from its file (false
// with no file).
func (w *Window) unsaved() bool {
	if w.file == nil {
		return false
	}
	g := w.ctl.Game()
	return g.Start() != w.filed.start || !slices.Equal(g.Moves(), w.filed.moves)
}

// windowTitle is the title of the main window for a game in the file
// name ("" for none), marked when it has unsaved moves.
func windowTitle(name string, unsaved bool) string {
	app := i18n.Plain(i18n.T(i18n.MsgAppTitle))
	switch {
	case name == "":
		return app
	case unsaved:
		return "• " + name + " — " + app
	}
	return name + " — " + app
}

// showFile sets the window title from the file and the game, and drops
// the note that the game was saved once it has moves the file lacks.
func (w *Window) showFile() {
	unsaved := w.unsaved()
	name := ""
	if w.file != nil {
		name = w.file.Name()
	}
	if t := windowTitle(name, unsaved); t != w.win.Title() {
		w.win.SetTitle(t)
	}
	if unsaved || w.file == nil {
		w.status.showSaved("")
	}
}

// saved tells that the live game was written to u: the title names the
// file and the status line says so.
func (w *Window) saved(u fyne.URI) {
	w.fileHolds()
	w.status.showSaved(u.Name())
	w.showFile()
}
