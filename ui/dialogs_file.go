package ui

import (
	"errors"
	"io"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// kgnFilter shows only saved games in the file dialogs.
var kgnFilter = storage.NewExtensionFileFilter([]string{".kgn"})

// open lets the person pick a .kgn file and loads it. The computer stops
// thinking while the dialog is open; a file with an error changes nothing.
func (w *Window) open() {
	w.ctl.Pause()
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			w.ctl.Resume()
			if err != nil {
				w.showError(i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": err.Error()}))
			}
			return
		}
		w.load(r)
	}, w.win)
	d.SetFilter(kgnFilter)
	d.SetTitleText(i18n.T(i18n.MsgDialogOpenTitle))
	d.SetConfirmText(i18n.T(i18n.MsgButtonOpen))
	d.SetDismissText(i18n.T(i18n.MsgButtonCancel))
	d.Show()
}

// load reads a game from r and shows it, or shows why it cannot.
func (w *Window) load(r fyne.URIReadCloser) {
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, game.MaxKGNSize+1))
	if err != nil {
		w.ctl.Resume()
		w.showError(i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": err.Error()}))
		return
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		w.ctl.Resume()
		w.showError(kgnErrorText(err, data))
		return
	}
	w.hideGameOver()
	w.file = r.URI()
	w.ctl.Load(g)
}

// save writes the game to the file it came from or was last saved to, and
// asks for a file name the first time.
func (w *Window) save() {
	if w.file == nil {
		w.saveAs()
		return
	}
	wr, err := storage.Writer(w.file)
	if err != nil {
		w.showError(i18n.Format(i18n.MsgErrSaveFile, i18n.Args{"Reason": err.Error()}))
		return
	}
	w.write(wr)
}

// saveAs lets the person choose where to save the game.
func (w *Window) saveAs() {
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		if err != nil {
			w.showError(i18n.Format(i18n.MsgErrSaveFile, i18n.Args{"Reason": err.Error()}))
		}
		if wr != nil {
			w.write(wr)
		}
	}, w.win)
	d.SetFilter(kgnFilter)
	d.SetFileName("konane-" + time.Now().Format("2006-01-02-1504") + ".kgn")
	d.SetTitleText(i18n.T(i18n.MsgDialogSaveTitle))
	d.SetConfirmText(i18n.T(i18n.MsgButtonSave))
	d.SetDismissText(i18n.T(i18n.MsgButtonCancel))
	d.Show()
}

// write saves the game into wr and remembers the file for Save.
func (w *Window) write(wr fyne.URIWriteCloser) {
	err := w.ctl.Game().WriteKGN(wr)
	if cerr := wr.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		w.showError(i18n.Format(i18n.MsgErrSaveFile, i18n.Args{"Reason": err.Error()}))
		return
	}
	w.file = wr.URI()
}

// kgnErrorText explains in the current language why ParseKGN refused data,
// with the line and column when the error has them.
func kgnErrorText(err error, data []byte) string {
	var pe *game.ParseError
	if !errors.As(err, &pe) || pe.Line < 1 {
		return i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": kgnReason(err, "")})
	}
	line := lineOf(data, pe.Line)
	reason := kgnReason(err, fromCol(line, pe.Col))
	if errors.Is(err, game.ErrEmpty) {
		return i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": reason})
	}
	return i18n.Format(i18n.MsgErrReadFileAt, i18n.Args{"Line": pe.Line, "Col": pe.Col, "Reason": reason})
}

// kgnReason is the translated sentence for the kind of error; at is the
// text of the line from the error's column on, for the names it quotes.
func kgnReason(err error, at string) string {
	switch {
	case errors.Is(err, game.ErrEmpty):
		return i18n.T(i18n.MsgErrEmpty)
	case errors.Is(err, game.ErrEncoding):
		return i18n.T(i18n.MsgErrEncoding)
	case errors.Is(err, game.ErrUnknownRules):
		return i18n.Format(i18n.MsgErrUnknownRules, i18n.Args{"Rules": quoted(at)})
	case errors.Is(err, game.ErrBadSize):
		return i18n.Format(i18n.MsgErrBoardSize, i18n.Args{
			"Size": quoted(at), "Min": game.MinSize, "Max": game.MaxSize})
	case errors.Is(err, game.ErrBadKFEN):
		return i18n.T(i18n.MsgErrBadPosition)
	case errors.Is(err, game.ErrResultMismatch):
		return i18n.T(i18n.MsgErrResultMismatch)
	case errors.Is(err, game.ErrIllegalMove):
		return i18n.Format(i18n.MsgErrIllegalMove, i18n.Args{"Move": firstWord(at)})
	}
	return i18n.T(i18n.MsgErrSyntax)
}

// lineOf returns line n (from 1) of data.
func lineOf(data []byte, n int) string {
	lines := strings.Split(string(data), "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return strings.TrimRight(lines[n-1], "\r")
}

// fromCol returns line from rune column col (from 1) on.
func fromCol(line string, col int) string {
	r := []rune(line)
	if col < 1 || col > len(r) {
		return ""
	}
	return string(r[col-1:])
}

// firstWord returns the text up to the first space or brace.
func firstWord(s string) string {
	if i := strings.IndexAny(s, " \t{}"); i >= 0 {
		return s[:i]
	}
	return s
}

// quoted returns the first "quoted" value in s (a tag's value), or its
// first word when there is none.
func quoted(s string) string {
	i := strings.IndexByte(s, '"')
	if i < 0 {
		return firstWord(s)
	}
	rest := s[i+1:]
	if j := strings.IndexByte(rest, '"'); j >= 0 {
		return rest[:j]
	}
	return rest
}
