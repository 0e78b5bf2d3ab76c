package clip

import (
	"errors"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
)

// Host is what Edit needs from a window. Its funcs run on the UI
// goroutine.
type Host struct {
	Window    fyne.Window    // the parent of the error dialogs
	Clipboard fyne.Clipboard // the text clipboard (fyne.App.Clipboard)
	Images    Images         // the picture clipboard; nil: System()
	// Shown is the position on the board and Flipped whether the board is
	// turned (nil: never).
	Shown   func() game.Position
	Flipped func() bool
	// Game is the game copied by Copy game.
	Game func() *game.Game
	// Analyse opens the analysis board on a pasted position; nil: Play.
	Analyse func(game.Position)
	// Play starts a game from a pasted position (the New game choices).
	Play func(game.Position)
	// Open opens a pasted .kgn text as File → Open opens a file called
	// name (its questions and errors).
	Open func(name string, data []byte)
	// Background runs work off the UI goroutine, then then on it.
	Background func(work, then func())
}

// Edit runs the Edit menu's clipboard items for a window.
type Edit struct {
	h Host
}

// NewEdit returns the clipboard items of the window h.
func NewEdit(h Host) *Edit {
	if h.Images == nil {
		h.Images = System()
	}
	return &Edit{h: h}
}

// CopyPosition copies the position on the board (KFEN).
func (e *Edit) CopyPosition() { CopyPosition(e.h.Clipboard, e.h.Shown()) }

// CopyGame copies the game (.kgn text with its variations).
func (e *Edit) CopyGame() { CopyGame(e.h.Clipboard, e.h.Game()) }

// CopyPicture copies a picture of the board as shown (Picture), encoding
// and handing it over off the UI goroutine; a failure is explained in a
// dialog.
func (e *Edit) CopyPicture() {
	img := Picture(e.h.Shown(), e.h.Flipped != nil && e.h.Flipped())
	var err error
	e.h.Background(func() {
		var data []byte
		if data, err = PNG(img); err == nil {
			err = e.h.Images.WritePNG(data)
		}
	}, func() {
		if err != nil {
			uikit.ShowError(e.h.Window, PictureError(err))
		}
	})
}

// PictureError says in the current language why CopyPicture failed with
// err.
func PictureError(err error) string {
	if errors.Is(err, ErrNoImages) {
		return i18n.T(i18n.MsgErrPictureClipboard)
	}
	return i18n.EndSentence(i18n.Format(i18n.MsgErrPictureFailed, i18n.Args{"Reason": err.Error()}))
}

// Paste takes the clipboard's text: a position goes to Analyse (or Play),
// a game to Open; anything else is explained in a dialog.
func (e *Edit) Paste() {
	p := Classify(e.h.Clipboard.Content())
	switch p.Kind {
	case Position:
		if e.h.Analyse != nil {
			e.h.Analyse(p.Position)
			return
		}
		e.h.Play(p.Position)
	case Game:
		e.h.Open(i18n.T(i18n.MsgPastedGameName), p.Text)
	default:
		uikit.ShowError(e.h.Window, p.Reason)
	}
}
