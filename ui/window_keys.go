package ui

import (
	"runtime"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
)

// The window's keys. Every menu action has a shortcut shown in the menu:
// Ctrl (Cmd on macOS) with the usual letters (N, O, S, Shift+S, Q, Z, Y,
// F1, F for Flip board as chess programs' F, P for Set up a position),
// Ctrl+Shift+A for the analysis board, Ctrl+Shift+P for the puzzles,
// Ctrl+Shift+N for the network game;
// Ctrl+Shift+Z redoes too. F10 opens the first menu, Alt and a menu's
// letter (menuLetter) that menu, Alt alone the menu bar.
var (
	shortcutNew        = ctrl(fyne.KeyN)
	shortcutSetUp      = ctrl(fyne.KeyP) // a Position to set up
	shortcutOpen       = ctrl(fyne.KeyO)
	shortcutSave       = ctrl(fyne.KeyS)
	shortcutSaveAs     = ctrlShift(fyne.KeyS)
	shortcutStats      = ctrl(fyne.KeyT)
	shortcutReplay     = ctrl(fyne.KeyR)
	shortcutReplayFile = ctrlShift(fyne.KeyR)
	shortcutReviewFile = ctrl(fyne.KeyE)
	shortcutAnalyse    = ctrlShift(fyne.KeyA)
	shortcutPuzzles    = ctrlShift(fyne.KeyP)
	shortcutNetwork    = ctrlShift(fyne.KeyN)
	shortcutQuit       = ctrl(fyne.KeyQ)
	shortcutUndo       = &fyne.ShortcutUndo{}
	shortcutRedo       = &fyne.ShortcutRedo{}
	shortcutRedoShift  = ctrlShift(fyne.KeyZ) // not in the menu, which shows one shortcut per item
	// shortcutHint backs up the plain H key, which reaches the window only
	// while no widget (or the board) has the keyboard focus.
	shortcutHint     = ctrl(fyne.KeyH)
	shortcutOracle   = ctrlShift(fyne.KeyH)
	shortcutFlip     = ctrl(fyne.KeyF)
	shortcutTutorial = ctrl(fyne.KeyF1)
	shortcutRules    = &desktop.CustomShortcut{KeyName: fyne.KeyF1} // a plain key: typedKey runs it
	shortcutAbout    = ctrlShift(fyne.KeyF1)
	// The clipboard: Ctrl+C copies the position and Ctrl+V pastes
	// (shortcutCopy, shortcutPaste), unless a text field has the focus.
	shortcutCopyGame    = ctrlShift(fyne.KeyC)
	shortcutCopyPicture = ctrlShift(fyne.KeyI)
)

// shortcutCopy and shortcutPaste are Ctrl+C and Ctrl+V with the clipboard
// cb, which a focused text field copies to and pastes from.
func shortcutCopy(cb fyne.Clipboard) fyne.Shortcut  { return &fyne.ShortcutCopy{Clipboard: cb} }
func shortcutPaste(cb fyne.Clipboard) fyne.Shortcut { return &fyne.ShortcutPaste{Clipboard: cb} }

// ctrl is the shortcut Ctrl+key (Cmd+key on macOS).
func ctrl(key fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}

// ctrlShift is the shortcut Ctrl+Shift+key (Cmd+Shift+key on macOS).
func ctrlShift(key fyne.KeyName) *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

// perform runs a, the way in of every menu item and shortcut. While a
// dialog is open (uikit.ModalOn) a's shortcut goes to the dialog's focused
// widget instead: Ctrl+Z undoes typing in a file name, not a move.
func (w *Window) perform(a action) {
	c := w.win.Canvas()
	if !uikit.ModalOn(c) {
		a.run()
		return
	}
	if f, ok := c.Focused().(fyne.Shortcutable); ok && a.shortcut != nil {
		f.TypedShortcut(a.shortcut)
	}
}

// addShortcuts makes the actions' shortcuts work on the canvas too (for
// the redo's second shortcut, for windows without a menu bar, and for
// tests), the plain keys (F1, F10, H) where no widget or the board has
// the keyboard focus, and Alt with a letter open that menu.
func (w *Window) addShortcuts() {
	c := w.win.Canvas()
	for _, a := range w.actions.all() {
		if s, ok := a.shortcut.(*desktop.CustomShortcut); ok && s.Modifier == 0 {
			continue // typedKey's
		}
		c.AddShortcut(a.shortcut, func(fyne.Shortcut) { w.perform(a) })
	}
	c.AddShortcut(shortcutRedoShift, func(fyne.Shortcut) { w.perform(w.actions.redo) })
	k := keys{w}
	if runtime.GOOS != "darwin" { // macOS has its own keys for the menu bar
		for r := 'A'; r <= 'Z'; r++ {
			letter := fyne.KeyName(string(r))
			c.AddShortcut(&desktop.CustomShortcut{KeyName: letter, Modifier: fyne.KeyModifierAlt},
				func(fyne.Shortcut) { k.menuByLetter(letter) })
		}
	}
	c.SetOnTypedKey(k.typedKey)
	c.SetOnTypedRune(k.typedRune)
	w.board.OnKey = k.typedKey   // the board, once focused, passes the keys it does not use on
	w.board.OnRune = k.typedRune // and the characters
}

// keys routes the keys that no shortcut takes: the plain keys of the
// actions, F10 and Alt with a letter for the menus, H for a hint.
type keys struct{ w *Window }

// typedKey handles a key typed with no widget (or the board) focused and
// no dialog open: F10 opens the first menu, a plain key of an action runs
// it.
func (k keys) typedKey(ev *fyne.KeyEvent) {
	w := k.w
	if uikit.ModalOn(w.win.Canvas()) {
		return
	}
	if ev.Name == fyne.KeyF10 && runtime.GOOS != "darwin" {
		k.openMenu(0)
		return
	}
	for _, a := range w.actions.all() {
		if s, ok := a.shortcut.(*desktop.CustomShortcut); ok && s.Modifier == 0 && s.KeyName == ev.Name {
			w.perform(a)
			return
		}
	}
}

// typedRune asks for a hint on H, unless a dialog is open.
func (k keys) typedRune(r rune) {
	w := k.w
	if (r == 'h' || r == 'H') && !uikit.ModalOn(w.win.Canvas()) {
		w.perform(w.actions.hint)
	}
}

// menuLetter is the letter of the key that, with Alt, opens the menu
// titled title: its first letter when that is one of A to Z, else (a
// title in Cyrillic or Thai) the first letter of the English title en.
// Fyne names keys by their Latin letters only, so those are the letters
// that can be pressed.
func menuLetter(title, en string) fyne.KeyName {
	for _, s := range []string{i18n.Plain(title), en} {
		r, _ := utf8.DecodeRuneInString(s)
		if r = unicode.ToUpper(r); r >= 'A' && r <= 'Z' {
			return fyne.KeyName(string(r))
		}
	}
	return ""
}

// menuByLetter opens the menu whose letter (menuLetter) is letter, if
// any, unless a dialog is open.
func (k keys) menuByLetter(letter fyne.KeyName) {
	w := k.w
	if uikit.ModalOn(w.win.Canvas()) {
		return
	}
	for i, m := range w.menu.titles() {
		if menuLetter(i18n.T(m), m.Other) == letter {
			k.openMenu(i)
			return
		}
	}
}

// menuBar is the part of Fyne 2.7.1's desktop canvas (Linux, Windows)
// that drives the menu bar it draws: ToggleMenu opens the first menu with
// its title focused, or closes the bar; DismissMenu closes it. F10 cannot
// close an open bar: the focused title drops plain keys.
type menuBar interface {
	ToggleMenu()
	DismissMenu() bool
}

// openMenu opens menu i of the main menu from the keyboard, unless a
// dialog is open (openMenuOn).
func (k keys) openMenu(i int) {
	w := k.w
	if uikit.ModalOn(w.win.Canvas()) || w.menu.menu == nil || i >= len(w.menu.menu.Items) {
		return
	}
	openMenuOn(w.win.Canvas(), w.menu.menu, i)
}

// openMenuOn opens menu i of menus on canvas c: on the menu bar Fyne draws,
// by opening its first menu and moving the focus i titles on, as the Right
// key does; where c has no such bar (or it did not open), as a pop-up menu
// at the place of its title.
func openMenuOn(c fyne.Canvas, menus *fyne.MainMenu, i int) {
	if bar, ok := c.(menuBar); ok {
		bar.DismissMenu()
		bar.ToggleMenu()
		if c.Focused() != nil { // a title of the bar
			for range i {
				c.FocusNext()
			}
			return
		}
	}
	x := theme.InnerPadding() // the bar's left padding, then each title's width
	for _, m := range menus.Items[:i] {
		x += fyne.MeasureText(m.Label, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
	}
	widget.ShowPopUpMenuAtPosition(menus.Items[i], c, fyne.NewPos(x, 0))
}
