package document

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/kgnfile"
)

// Save writes the live game to its file, and asks for a file name the
// first time (SaveAs).
func (d *Document) Save() {
	if d.file == nil {
		d.SaveAs()
		return
	}
	d.WriteTo(d.file)
}

// SaveAs lets the person choose where to save the live game. A name typed
// without the extension gets ".kgn"; if that file exists, the person is
// asked before it is replaced; Cancel writes nothing.
func (d *Document) SaveAs() { d.liveSaver().SaveAs() }

// SaveAsThen is SaveAs that runs then once the game is written; a failed
// or cancelled save drops then.
func (d *Document) SaveAsThen(then func()) {
	d.afterSave = then
	d.SaveAs()
}

// WriteTo saves the live game into u and reports whether it did (a
// failure is explained in a dialog); once written, u is the file Save
// writes to and heads the recent files.
func (d *Document) WriteTo(u fyne.URI) bool { return d.liveSaver().WriteTo(u) }

// liveSaver saves the live game from the main window, offering the name
// of its file. Once written, the file is the one Save writes to and heads
// the recent files, and what waited for the save (SaveAsThen) runs.
func (d *Document) liveSaver() kgnfile.Saver {
	return kgnfile.Saver{
		Parent: d.host.Window(),
		Name:   d.Name(),
		Near:   d.file,
		Data:   func() []byte { return play.FileKGN(d.host.Game()) },
		Done: func(u fyne.URI, ok bool) {
			then := d.afterSave
			d.afterSave = nil
			if !ok {
				return
			}
			d.file = u
			d.saved(u)
			d.addRecent(u)
			if then != nil {
				then()
			}
		},
		Cancelled: func() { d.afterSave = nil }, // the person stays
	}
}

// GameSaver saves g, which is not the live game (the review window saves
// the reviewed game with its verdicts), with its dialogs on parent,
// offering the file name name (empty: a dated one); the file written
// heads the recent files, and Save keeps its own file.
func (d *Document) GameSaver(g *game.Game, parent fyne.Window, name string) kgnfile.Saver {
	return kgnfile.Saver{
		Parent: parent,
		Name:   name,
		Near:   d.file,
		Data:   func() []byte { return play.FileKGN(g) },
		Done: func(u fyne.URI, ok bool) {
			if ok {
				d.addRecent(u)
			}
		},
	}
}
