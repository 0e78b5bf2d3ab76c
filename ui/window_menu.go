package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
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

// action is one thing the person can do from the main menu, the toolbar or
// a shortcut: the one table (actions) that all three are built from.
type action struct {
	msg      *goi18n.Message // the menu item, and the toolbar's label or tooltip
	run      func()
	shortcut fyne.Shortcut // nil: none
	icon     fyne.Resource // the toolbar's icon; nil: not on the toolbar
	iconOnly bool          // the toolbar shows the icon only (msg is its tooltip)
}

// actions are the window's actions by name, as the menu, the toolbar and
// the shortcuts show them.
type actions struct {
	newGame, open, save, saveAs, stats, replay, replayFile, reviewFile, quit,
	undo, redo, hint, oracle, tutorial, rules, about action
}

// newActions returns w's table of actions.
func newActions(w *Window) *actions {
	return &actions{
		newGame:    action{msg: i18n.MsgMenuNewGame, run: w.newGame, shortcut: shortcutNew, icon: theme.DocumentCreateIcon()},
		open:       action{msg: i18n.MsgMenuOpen, run: w.open, shortcut: shortcutOpen, icon: theme.FolderOpenIcon()},
		save:       action{msg: i18n.MsgMenuSave, run: w.save, shortcut: shortcutSave, icon: theme.DocumentSaveIcon()},
		saveAs:     action{msg: i18n.MsgMenuSaveAs, run: w.saveAs},
		stats:      action{msg: i18n.MsgMenuStatisticsDialog, run: w.showStats},
		replay:     action{msg: i18n.MsgMenuReplay, run: w.replay},
		replayFile: action{msg: i18n.MsgMenuReplayFile, run: w.replayFile},
		reviewFile: action{msg: i18n.MsgMenuReviewFile, run: w.reviewFile},
		quit:       action{msg: i18n.MsgMenuQuit, run: w.quitRequested}, // saves first, or asks
		undo:       action{msg: i18n.MsgMenuUndo, run: w.undo, shortcut: shortcutUndo, icon: theme.ContentUndoIcon(), iconOnly: true},
		redo:       action{msg: i18n.MsgMenuRedo, run: w.redo, shortcut: shortcutRedo, icon: theme.ContentRedoIcon(), iconOnly: true},
		hint:       action{msg: i18n.MsgMenuHint, run: w.hint, shortcut: shortcutHint, icon: theme.SearchIcon()},
		oracle:     action{msg: i18n.MsgMenuShowWinningMoves, run: func() { w.oracle.toggle() }},
		tutorial:   action{msg: i18n.MsgMenuTutorial, run: w.tutorial, icon: theme.HelpIcon()},
		rules:      action{msg: i18n.MsgMenuRules, run: w.showRules},
		about:      action{msg: i18n.MsgMenuAbout, run: w.about, icon: theme.InfoIcon(), iconOnly: true},
	}
}

// withShortcut lists the actions that have a shortcut.
func (a *actions) withShortcut() []action {
	var out []action
	for _, x := range []action{a.newGame, a.open, a.save, a.saveAs, a.stats, a.replay, a.replayFile,
		a.reviewFile, a.quit, a.undo, a.redo, a.hint, a.oracle, a.tutorial, a.rules, a.about} {
		if x.shortcut != nil {
			out = append(out, x)
		}
	}
	return out
}

// mainMenu is the window's main menu. It is built anew on every language
// change; refresh only enables and disables its items.
type mainMenu struct {
	actions *actions
	// oracleOn tells whether View → Show winning moves is checked; recent
	// and languages return the items of Recent files and Language.
	oracleOn          func() bool
	recent, languages func() []*fyne.MenuItem
	menu              *fyne.MainMenu
	undo, redo, hint  *fyne.MenuItem
	oracle            *fyne.MenuItem // View → Show winning moves
	enabled           [3]bool        // of undo, redo and hint, as last shown
	fresh             bool           // built since the last refresh
}

// newMainMenu returns the menu of the actions a, with the Recent files and
// Language submenus of recent and languages and the oracle's item checked
// when oracleOn says so.
func newMainMenu(a *actions, oracleOn func() bool, recent, languages func() []*fyne.MenuItem) *mainMenu {
	return &mainMenu{actions: a, oracleOn: oracleOn, recent: recent, languages: languages}
}

// build returns the main menu in the current language.
func (m *mainMenu) build() *fyne.MainMenu {
	a := m.actions
	quit := item(a.quit)
	quit.IsQuit = true
	m.undo, m.redo, m.hint = item(a.undo), item(a.redo), item(a.hint)
	m.oracle = item(a.oracle)
	m.oracle.Checked = m.oracleOn()
	recent := fyne.NewMenuItem(i18n.T(i18n.MsgMenuRecentFiles), nil)
	recent.ChildMenu = fyne.NewMenu("", m.recent()...)
	languages := fyne.NewMenuItem(i18n.T(i18n.MsgMenuLanguage), nil)
	languages.ChildMenu = fyne.NewMenu("", m.languages()...)
	m.menu = fyne.NewMainMenu(
		fyne.NewMenu(i18n.T(i18n.MsgMenuGame),
			item(a.newGame), fyne.NewMenuItemSeparator(),
			item(a.open), item(a.save), item(a.saveAs), recent, fyne.NewMenuItemSeparator(),
			item(a.stats), item(a.replay), item(a.replayFile), item(a.reviewFile), fyne.NewMenuItemSeparator(), quit),
		fyne.NewMenu(i18n.T(i18n.MsgMenuEdit), m.undo, m.redo, fyne.NewMenuItemSeparator(), m.hint),
		fyne.NewMenu(i18n.T(i18n.MsgMenuView), m.oracle, fyne.NewMenuItemSeparator(), languages),
		fyne.NewMenu(i18n.T(i18n.MsgMenuHelp), item(a.tutorial), item(a.rules), fyne.NewMenuItemSeparator(), item(a.about)),
	)
	m.fresh = true
	return m.menu
}

// refreshOracle checks or unchecks View → Show winning moves.
func (m *mainMenu) refreshOracle(on bool) {
	m.oracle.Checked = on
	m.menu.Refresh()
}

// item returns the menu item of a, with its shortcut.
func item(a action) *fyne.MenuItem {
	it := fyne.NewMenuItem(i18n.T(a.msg), a.run)
	it.Shortcut = a.shortcut
	return it
}

// languageItems lists the languages, each named in itself, the current one
// checked; choosing one calls set with its code.
func languageItems(set func(code string)) []*fyne.MenuItem {
	cur := i18n.Current().Code
	var items []*fyne.MenuItem
	for _, l := range i18n.Languages() {
		it := fyne.NewMenuItem(l.Name, func() { set(l.Code) })
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
	for _, a := range w.actions.withShortcut() {
		c.AddShortcut(a.shortcut, func(fyne.Shortcut) { a.run() })
	}
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
