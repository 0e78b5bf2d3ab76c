package document

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/visible"
	"github.com/konane/konane/ui/kgnfile"
)

// Use is what becomes of a game read from a .kgn.
type Use int

const (
	// Play makes it the live game, after a question if that discards an
	// unfinished game with moves; its file becomes Save's target.
	Play Use = iota
	// Review opens its review; the live game stays.
	Review
	// Replay opens its replay; the live game stays.
	Replay
)

// Text is a .kgn as a route got it.
type Text struct {
	Name string   // the file's name, for the question and the errors
	URI  fyne.URI // the file; nil for a text of no file (pasted)
	Data []byte   // the text (kgnfile.Read, kgnfile.ReadPath)
	Err  error    // why it could not be read, or nil
	// Pasted marks a text from the clipboard: its errors say "the pasted
	// game", not a file name.
	Pasted bool
}

// Take is the one way in for a .kgn (Open, the command line, the hand-off,
// Recent files, Review and Replay a saved game, a pasted text). A text
// unread or unparsed is explained in a dialog and changes nothing; for Play
// the computer waits for the answer. It reports whether t holds a game.
func (d *Document) Take(t Text, use Use) bool {
	if use == Play {
		d.host.Pause()
	}
	g, text := parse(t)
	if g == nil {
		if use == Play {
			d.resume()
		}
		d.failed(text)
		return false
	}
	d.fileResult()
	switch use {
	case Review:
		d.host.Review(g, t.Name)
	case Replay:
		d.host.Replay(g)
	default:
		d.play(g, t)
	}
	return true
}

// parse returns the game of t, or nil and why it has none in the current
// language.
func parse(t Text) (*game.Game, string) {
	if t.Err != nil {
		return nil, errtext.OpenFile(t.Name, errtext.ReadReason(t.Err))
	}
	g, err := game.ParseKGN(t.Data)
	if err != nil && t.Pasted {
		return nil, errtext.PastedKGN(err, t.Data)
	}
	if err != nil {
		return nil, errtext.KGN(t.Name, err, t.Data)
	}
	return g, ""
}

// play makes g, read from t, the live game, after the question that
// names t when that discards an unfinished game. A newer text replaces a
// question still open, so that the last file asked for is the one shown.
func (d *Document) play(g *game.Game, t Text) {
	ticket := new(int) // this request; answers to an older one are dropped
	d.ticket = ticket
	if old := d.question; old != nil {
		d.question = nil
		old.Hide()
	}
	answered := func() bool {
		if d.ticket != ticket {
			return false
		}
		d.ticket, d.question = nil, nil
		return true
	}
	q := d.AfterDiscard(i18n.Format(i18n.MsgDiscardForOpen, i18n.Args{"Name": visible.Name(t.Name)}), func() {
		if !answered() {
			return
		}
		d.file = t.URI
		d.host.Load(g)
		d.holds()
		d.host.ShowSaved("") // the note named the file of the game replaced
		d.Refresh()
		if t.URI != nil {
			d.addRecent(t.URI)
		}
		if _, ok := review.FromComments(g); ok {
			d.host.Review(g, d.Name()) // a game saved from the review window
		}
		d.host.Tracef("opened %s: %d moves", t.Name, g.Ply())
	}, func() {
		if answered() {
			d.host.Resume()
		}
	})
	if q != nil && d.ticket == ticket {
		d.question = q
	}
}

// resume lets the computer go on, unless a question about a file is open.
func (d *Document) resume() {
	if d.question == nil {
		d.host.Resume()
	}
}

// Open lets the person pick a saved game in the open dialog and plays it
// (Take). The computer waits while the dialog is open; Cancel changes
// nothing.
func (d *Document) Open() { d.choose(Play, i18n.T(i18n.MsgDialogOpenTitle)) }

// ReviewFile lets the person pick a saved game and opens its review.
func (d *Document) ReviewFile() { d.choose(Review, i18n.T(i18n.MsgDialogReviewFileTitle)) }

// ReplayFile lets the person pick a saved game and opens its replay.
func (d *Document) ReplayFile() { d.choose(Replay, i18n.T(i18n.MsgDialogReplayFileTitle)) }

// choose shows the open dialog titled title, in the folder of the file,
// and takes the file chosen for use.
func (d *Document) choose(use Use, title string) {
	if use == Play {
		d.host.Pause()
	}
	win := d.host.Window()
	dlg := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			if use == Play {
				d.resume()
			}
			if err != nil {
				d.failed(errtext.OpenFailure(err))
			}
			return
		}
		d.load(r, use)
	}, win)
	kgnfile.ShowOpen(dlg, win, title, d.file)
}

// load reads the saved game r (kgnfile.Read), closes it and takes it for
// use.
func (d *Document) load(r fyne.URIReadCloser, use Use) bool {
	data, err := kgnfile.Read(r)
	_ = r.Close()
	return d.Take(Text{Name: r.URI().Name(), URI: r.URI(), Data: data, Err: err}, use)
}

// OpenText plays the .kgn text data (a pasted game) as Open plays a file
// called name: the same checks, errors with line and column ("Cannot read
// the pasted game: line 3, column 19: …") and question before an
// unfinished game is discarded. The game gets no file: the next Save asks
// for a name. It reports whether data holds a game.
func (d *Document) OpenText(name string, data []byte) bool {
	return d.Take(Text{Name: name, Data: data, Pasted: true}, Play)
}

// OpenPath plays the saved game at path (named on the command line or
// sent by a second copy of the app) as Open does; a relative path is
// taken from the working folder.
func (d *Document) OpenPath(path string) {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	d.readLocal(storage.NewFileURI(abs), abs)
}

// PathProblem reads and parses the saved game at path as OpenPath does, on
// the calling goroutine, and says in the current language why it cannot
// be played (missing, unreadable, no regular file, too large, not a game),
// or returns "" when it holds a game.
func PathProblem(path string) string {
	data, err := kgnfile.ReadPath(path)
	_, text := parse(Text{Name: filepath.Base(path), Data: data, Err: err})
	return text
}

// readLocal plays the saved game u, the local file path, reading it off
// the UI goroutine (kgnfile.ReadPath: a name that is no regular file, a
// FIFO or a device, fails unread).
func (d *Document) readLocal(u fyne.URI, path string) {
	d.host.Pause()
	var data []byte
	var err error
	d.host.Background(func() { data, err = kgnfile.ReadPath(path) }, func() {
		d.Take(Text{Name: u.Name(), URI: u, Data: data, Err: err}, Play)
	})
}

// failed shows why a file could not be opened, in place of an error about
// an earlier file still on show, and traces it.
func (d *Document) failed(text string) {
	d.host.Tracef("open failed: %s", text)
	d.fileResult()
	d.openError = uikit.ShowError(d.host.Window(), text)
}

// fileResult closes the error dialog about an earlier file, if it is
// still open: a newer file's result takes its place.
func (d *Document) fileResult() {
	if e := d.openError; e != nil {
		d.openError = nil
		e.Hide()
	}
}
