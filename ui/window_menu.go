package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
)

// Keyboard shortcuts of the main menu. Ctrl+Z and Ctrl+Y reach the window as
// Fyne's standard undo and redo shortcuts; the others as custom ones.
var (
	shortcutNew  = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutOpen = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutSave = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	// shortcutHint backs up the plain H key, which reaches the window only
	// while no widget (the board, after a click) has the keyboard focus.
	shortcutHint = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierShortcutDefault}
	shortcutUndo = &fyne.ShortcutUndo{}
	shortcutRedo = &fyne.ShortcutRedo{}
)

// mainMenu is the window's main menu. It is built anew on every language
// change; refresh only enables and disables its items.
type mainMenu struct {
	w                *Window
	menu             *fyne.MainMenu
	undo, redo, hint *fyne.MenuItem
	oracle           *fyne.MenuItem // View → Show winning moves
	enabled          [3]bool        // of undo, redo and hint, as last shown
	fresh            bool           // built since the last refresh
}

func newMainMenu(w *Window) *mainMenu { return &mainMenu{w: w} }

// build returns the main menu in the current language.
func (m *mainMenu) build() *fyne.MainMenu {
	w := m.w
	quit := fyne.NewMenuItem(i18n.T(i18n.MsgMenuQuit), w.quitRequested) // saves first, or asks
	quit.IsQuit = true
	m.undo = item(i18n.MsgMenuUndo, w.undo, shortcutUndo)
	m.redo = item(i18n.MsgMenuRedo, w.redo, shortcutRedo)
	m.hint = item(i18n.MsgMenuHint, w.hint, shortcutHint)
	m.oracle = item(i18n.MsgMenuShowWinningMoves, func() { w.oracle.toggle() }, nil)
	m.oracle.Checked = w.app.Preferences().Bool(prefOracle)
	recent := fyne.NewMenuItem(i18n.T(i18n.MsgMenuRecentFiles), nil)
	recent.ChildMenu = fyne.NewMenu("", w.recentItems()...)
	languages := fyne.NewMenuItem(i18n.T(i18n.MsgMenuLanguage), nil)
	languages.ChildMenu = fyne.NewMenu("", languageItems(w)...)
	m.menu = fyne.NewMainMenu(
		fyne.NewMenu(i18n.T(i18n.MsgMenuGame),
			item(i18n.MsgMenuNewGame, w.newGame, shortcutNew), fyne.NewMenuItemSeparator(),
			item(i18n.MsgMenuOpen, w.open, shortcutOpen),
			item(i18n.MsgMenuSave, w.save, shortcutSave),
			item(i18n.MsgMenuSaveAs, w.saveAs, nil), recent, fyne.NewMenuItemSeparator(),
			item(i18n.MsgMenuStatisticsDialog, w.showStats, nil),
			item(i18n.MsgMenuReplay, w.replay, nil),
			item(i18n.MsgMenuReplayFile, w.replayFile, nil),
			item(i18n.MsgMenuReviewFile, w.reviewFile, nil), fyne.NewMenuItemSeparator(), quit),
		fyne.NewMenu(i18n.T(i18n.MsgMenuEdit), m.undo, m.redo, fyne.NewMenuItemSeparator(), m.hint),
		fyne.NewMenu(i18n.T(i18n.MsgMenuView), m.oracle, fyne.NewMenuItemSeparator(), languages),
		fyne.NewMenu(i18n.T(i18n.MsgMenuHelp),
			item(i18n.MsgMenuTutorial, w.tutorial, nil),
			item(i18n.MsgMenuRules, w.showRules, nil), fyne.NewMenuItemSeparator(),
			item(i18n.MsgMenuAbout, w.about, nil)),
	)
	m.fresh = true
	return m.menu
}

// refreshOracle checks or unchecks View → Show winning moves.
func (m *mainMenu) refreshOracle(on bool) {
	m.oracle.Checked = on
	m.menu.Refresh()
}

// item returns a menu item labelled with msg that runs action.
func item(msg *goi18n.Message, action func(), sc fyne.Shortcut) *fyne.MenuItem {
	it := fyne.NewMenuItem(i18n.T(msg), action)
	it.Shortcut = sc
	return it
}

// languageItems lists the languages, each named in itself, the current one
// checked.
func languageItems(w *Window) []*fyne.MenuItem {
	cur := i18n.Current().Code
	var items []*fyne.MenuItem
	for _, l := range i18n.Languages() {
		it := fyne.NewMenuItem(l.Name, func() { w.setLanguage(l.Code) })
		it.Checked = l.Code == cur
		items = append(items, it)
	}
	return items
}

// refresh enables the items that can act now.
func (m *mainMenu) refresh(c *play.Controller) {
	now := [3]bool{c.CanUndo(), c.CanRedo(), c.CanHint()}
	if !m.fresh && now == m.enabled {
		return
	}
	m.enabled, m.fresh = now, false
	for i, it := range []*fyne.MenuItem{m.undo, m.redo, m.hint} {
		it.Disabled = !now[i]
	}
	m.menu.Refresh()
}

// addShortcuts makes the menu's shortcuts work on the canvas too (for
// windows without a menu bar, and for tests), and H ask for a hint whether
// the board or no widget has the keyboard focus (Ctrl+H works always).
func (w *Window) addShortcuts() {
	c := w.win.Canvas()
	c.AddShortcut(shortcutNew, func(fyne.Shortcut) { w.newGame() })
	c.AddShortcut(shortcutOpen, func(fyne.Shortcut) { w.open() })
	c.AddShortcut(shortcutSave, func(fyne.Shortcut) { w.save() })
	c.AddShortcut(shortcutUndo, func(fyne.Shortcut) { w.undo() })
	c.AddShortcut(shortcutRedo, func(fyne.Shortcut) { w.redo() })
	c.AddShortcut(shortcutHint, func(fyne.Shortcut) { w.hint() })
	typed := func(r rune) {
		if r == 'h' || r == 'H' {
			w.hint()
		}
	}
	c.SetOnTypedRune(typed)
	w.board.OnRune = typed // the board, once focused, passes the keys it does not use on
}

// setLanguage switches the whole window to the language code and remembers
// the choice.
func (w *Window) setLanguage(code string) {
	if err := i18n.SetLanguage(code); err == nil {
		w.app.Preferences().SetString(i18n.PreferenceKey, code)
	}
}
