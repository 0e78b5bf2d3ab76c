// Package document is the game's file in the main window: where Save
// writes, whether the live game has moves the file lacks, the title, the
// Open, Save, Save as and Recent files flows, and Take, the one way in for
// a .kgn. It reaches the window through Host.
package document

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/visible"
	"github.com/konane/konane/ui/kgnfile"
)

// Host is what a Document needs from the main window. Every method runs
// on the UI goroutine.
type Host interface {
	// Window is the main window: the parent of the dialogs, titled by
	// the document.
	Window() fyne.Window
	// Preferences keep the recent files.
	Preferences() fyne.Preferences
	// Game is the live game.
	Game() *game.Game
	// Pause holds the computer back while a file is chosen, read or asked
	// about; Resume lets it go on.
	Pause()
	Resume()
	// Load makes g the live game (the end-of-game dialog closes).
	Load(g *game.Game)
	// Review opens a review window of g whose Save offers the file name
	// name; Replay opens a replay window of g from its first move.
	Review(g *game.Game, name string)
	Replay(g *game.Game)
	// MenuChanged builds the main menu again: the recent files changed.
	MenuChanged()
	// ShowSaved says in the status line that the game was saved to the
	// file name; "" says nothing.
	ShowSaved(name string)
	// Background runs work off the UI goroutine, then then on it, unless
	// the window has closed meanwhile.
	Background(work, then func())
	// Tracef writes a line to the trace, if there is one.
	Tracef(format string, args ...any)
}

// Document is the game's file in the main window. Make it with New; use
// it on the UI goroutine only.
type Document struct {
	host  Host
	file  fyne.URI // where Save writes; nil until opened or saved
	filed inFile   // the game as file holds it
	// afterSave, if set, runs once after the next Save as writes the
	// live game (SaveAsThen).
	afterSave func()
	// question is the open "discard the game and open the file?" question
	// (nil if none) and ticket the request it belongs to: a newer file
	// replaces it.
	question *uikit.ConfirmDialog
	ticket   *int
	// openError is the error dialog about the last file that could not be
	// opened, or nil: the next file's result closes it.
	openError dialog.Dialog
}

// inFile is the game as the file holds it: its start and moves.
type inFile struct {
	start game.Position
	moves []game.Move
}

// New returns the document of a window with no file.
func New(h Host) *Document { return &Document{host: h} }

// File is where Save writes, or nil: the game has no file yet.
func (d *Document) File() fyne.URI { return d.file }

// Name is the file's name ("partie.kgn"), or "" with no file.
func (d *Document) Name() string { return kgnfile.Name(d.file) }

// Forget drops the file: the live game is a new one, which the autosave
// keeps and the next Save asks a name for.
func (d *Document) Forget() { d.file = nil }

// holds records that the file holds the live game as it stands (it was
// just opened or saved).
func (d *Document) holds() {
	g := d.host.Game()
	d.filed = inFile{start: g.Start(), moves: g.Moves()}
}

// unsaved reports whether the live game differs from its file (false with
// no file).
func (d *Document) unsaved() bool {
	if d.file == nil {
		return false
	}
	g := d.host.Game()
	return g.Start() != d.filed.start || !slices.Equal(g.Moves(), d.filed.moves)
}

// windowTitle is the title of the main window for a game in the file name
// ("" for none): "game1.kgn — Kōnane", "• game1.kgn — Kōnane" when it has
// unsaved moves, "Kōnane" with no file (the autosave keeps the game).
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

// Refresh sets the window's title from the file and the live game, and
// drops the status line's note that the game was saved once the game has
// moves the file lacks.
func (d *Document) Refresh() {
	unsaved := d.unsaved()
	win := d.host.Window()
	if t := windowTitle(visible.Name(d.Name()), unsaved); t != win.Title() {
		win.SetTitle(t)
	}
	if unsaved || d.file == nil {
		d.host.ShowSaved("")
	}
}

// saved tells that the live game was written to u: the title names the
// file and the status line says so.
func (d *Document) saved(u fyne.URI) {
	d.holds()
	d.host.ShowSaved(visible.Name(u.Name()))
	d.Refresh()
}

// losesGame reports whether replacing the live game would throw away an
// unfinished game with at least one move.
func (d *Document) losesGame() bool {
	g := d.host.Game()
	return g != nil && !g.Over() && len(g.Moves()) > 0
}

// AfterDiscard runs replace at once when replacing the live game loses
// nothing (a game over or without moves) and returns nil; otherwise it
// asks question first, runs replace on Yes and keep (if not nil) on No,
// and returns the question's dialog.
func (d *Document) AfterDiscard(question string, replace, keep func()) *uikit.ConfirmDialog {
	if !d.losesGame() {
		replace()
		return nil
	}
	return uikit.Ask(d.host.Window(), i18n.T(i18n.MsgDiscardTitle), question, replace, keep)
}
