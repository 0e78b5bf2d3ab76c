package clip

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/kgnfile"
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
	// Analyse opens the analysis board on a pasted position.
	Analyse func(game.Position)
	// Open opens a pasted .kgn text as File → Open opens a file called
	// name (its questions and errors).
	Open func(name string, data []byte)
	// Background runs work off the UI goroutine, then then on it.
	Background func(work, then func())
}

// Edit runs the Edit menu's clipboard items for a window.
type Edit struct {
	h Host
	// near is a file in whose folder Save picture's dialog opens; nil:
	// Fyne's default folder.
	near fyne.URI
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
// and handing it over off the UI goroutine. A failure is explained in a
// dialog; when no clipboard takes pictures (ErrNoImages) it offers to save
// the picture as a PNG file instead (SavePicture).
func (e *Edit) CopyPicture() {
	img := Picture(e.h.Shown(), e.h.Flipped != nil && e.h.Flipped())
	var data []byte
	var err error
	e.h.Background(func() {
		if data, err = PNG(img); err == nil {
			err = e.h.Images.WritePNG(data)
		}
	}, func() {
		switch {
		case err == nil:
		case errors.Is(err, ErrNoImages) && data != nil:
			e.offerSave(PictureError(err), data)
		default:
			uikit.ShowError(e.h.Window, PictureError(err))
		}
	})
}

// offerSave shows text in an error dialog whose buttons are Close and
// "Save picture…" (SavePicture of data), a notice until it is closed.
func (e *Edit) offerSave(text string, data []byte) {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	d := uikit.NewCustomConfirm(i18n.T(i18n.MsgDialogErrorTitle), i18n.T(i18n.MsgButtonSavePicture),
		i18n.T(i18n.MsgButtonClose), uikit.WrapAt(l, uikit.DialogTextWidth), func(save bool) {
			if save {
				e.SavePicture(data)
			}
		}, e.h.Window)
	uikit.ShowQuestion(e.h.Window, d, d.Dismiss, d.Confirm)
}

// SavePicture saves the PNG file data where the person chooses in the
// save dialog: PNG files listed, the name konane-board- and the date
// (".png" added to a name typed without it), the question before a file
// is replaced, the file replaced atomically, a failure explained.
func (e *Edit) SavePicture(data []byte) {
	kgnfile.Saver{
		Parent:    e.h.Window,
		Name:      PictureName(time.Now()),
		Extension: ".png",
		Title:     i18n.T(i18n.MsgDialogSavePictureTitle),
		Near:      e.near,
		Data:      func() []byte { return data },
	}.SaveAs()
}

// PictureName is the name Save picture offers on the day of t:
// konane-board-2026-12-05.png.
func PictureName(t time.Time) string { return "konane-board-" + t.Format("2006-01-02") + ".png" }

// PictureError says in the current language why CopyPicture failed with
// err.
func PictureError(err error) string {
	if errors.Is(err, ErrNoImages) {
		return i18n.T(i18n.MsgErrPictureClipboard)
	}
	return i18n.EndSentence(i18n.Format(i18n.MsgErrPictureFailed, i18n.Args{"Reason": err.Error()}))
}

// Paste takes the clipboard's text: a position goes to Analyse,
// a game to Open; anything else is explained in a dialog.
func (e *Edit) Paste() {
	p := Classify(e.h.Clipboard.Content())
	switch p.Kind {
	case Position:
		e.h.Analyse(p.Position)
	case Game:
		e.h.Open(i18n.T(i18n.MsgPastedGameName), p.Text)
	default:
		uikit.ShowError(e.h.Window, p.Reason)
	}
}
