package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/statsview"
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
	newGame, setUp, open, save, saveAs, stats, replay, replayFile, reviewFile, analyse, puzzles, network, quit,
	undo, redo, hint, oracle, flip, tutorial, rules, about action
	copyPosition, copyGame, copyPicture, paste action // the clipboard (editActions)
	// orientation is the side every board is drawn from, which flip
	// turns.
	orientation *orientation.Orientation
}

// newActions returns w's table of actions. Every action has a shortcut
// (window_keys.go), shown in the menu.
func newActions(w *Window) *actions {
	turn := orientation.New(w.app.Preferences())
	a := &actions{
		orientation: turn,
		newGame:     action{msg: i18n.MsgMenuNewGame, run: w.newGame, shortcut: shortcutNew, icon: theme.DocumentCreateIcon()},
		setUp:       action{msg: i18n.MsgMenuSetUpPosition, run: func() { editorHost{w}.open() }, shortcut: shortcutSetUp},
		open:        action{msg: i18n.MsgMenuOpen, run: w.doc.Open, shortcut: shortcutOpen, icon: theme.FolderOpenIcon()},
		save:        action{msg: i18n.MsgMenuSave, run: w.doc.Save, shortcut: shortcutSave, icon: theme.DocumentSaveIcon()},
		saveAs:      action{msg: i18n.MsgMenuSaveAs, run: w.doc.SaveAs, shortcut: shortcutSaveAs},
		stats:       action{msg: i18n.MsgMenuStatisticsDialog, run: func() { statsview.Show(w.win, statsOf(w.life.Persist)) }, shortcut: shortcutStats},
		replay:      action{msg: i18n.MsgMenuReplay, run: w.replay, shortcut: shortcutReplay},
		replayFile:  action{msg: i18n.MsgMenuReplayFile, run: w.doc.ReplayFile, shortcut: shortcutReplayFile},
		reviewFile:  action{msg: i18n.MsgMenuReviewFile, run: w.doc.ReviewFile, shortcut: shortcutReviewFile},
		analyse:     action{msg: i18n.MsgAnalysisFromHere, run: analysisBoard{w}.live, shortcut: shortcutAnalyse},
		puzzles:     action{msg: i18n.MsgMenuPuzzles, run: func() { puzzleTrainer{w}.open() }, shortcut: shortcutPuzzles},
		network:     action{msg: i18n.MsgMenuNetworkGame, run: func() { networkGame{w}.open() }, shortcut: shortcutNetwork},
		quit:        action{msg: i18n.MsgMenuQuit, run: w.closeRequested, shortcut: shortcutQuit}, // as closing the window: saves first, or asks
		undo:        action{msg: i18n.MsgMenuUndo, run: w.undo, shortcut: shortcutUndo, icon: theme.ContentUndoIcon(), iconOnly: true},
		redo:        action{msg: i18n.MsgMenuRedo, run: w.redo, shortcut: shortcutRedo, icon: theme.ContentRedoIcon(), iconOnly: true},
		hint:        action{msg: i18n.MsgMenuHint, run: w.hint, shortcut: shortcutHint, icon: theme.SearchIcon()},
		oracle:      action{msg: i18n.MsgMenuShowWinningMoves, run: func() { w.oracle.toggle() }, shortcut: shortcutOracle},
		flip:        action{msg: i18n.MsgMenuFlipBoard, run: turn.Toggle, shortcut: shortcutFlip},
		tutorial:    action{msg: i18n.MsgMenuTutorial, run: w.tutorial, shortcut: shortcutTutorial, icon: theme.HelpIcon()},
		rules:       action{msg: i18n.MsgMenuRules, run: w.showRules, shortcut: shortcutRules},
		about:       action{msg: i18n.MsgMenuAbout, run: w.about, shortcut: shortcutAbout, icon: theme.InfoIcon(), iconOnly: true},
	}
	edit, cb := newEditActions(w), w.app.Clipboard()
	a.copyPosition = action{msg: i18n.MsgMenuCopyPosition, run: edit.copyPosition, shortcut: shortcutCopy(cb)}
	a.copyGame = action{msg: i18n.MsgMenuCopyGame, run: edit.copyGame, shortcut: shortcutCopyGame}
	a.copyPicture = action{msg: i18n.MsgMenuCopyPicture, run: edit.copyPicture, shortcut: shortcutCopyPicture}
	a.paste = action{msg: i18n.MsgMenuPaste, run: edit.paste, shortcut: shortcutPaste(cb)}
	return a
}

// all lists the actions in the order of the menu.
func (a *actions) all() []action {
	return []action{a.newGame, a.setUp, a.open, a.save, a.saveAs, a.stats, a.replay, a.replayFile,
		a.reviewFile, a.analyse, a.puzzles, a.network, a.quit, a.undo, a.redo, a.hint, a.oracle, a.flip, a.tutorial, a.rules, a.about,
		a.copyPosition, a.copyGame, a.copyPicture, a.paste}
}

// playsWhite reports whether s is the person's game with White against
// the computer, which the boards show from White's side unless turned.
func playsWhite(s play.Setup) bool { return s.Mode == play.VsComputer && s.Human == game.White }

// mainMenu is the window's main menu. It is built anew on every language
// change; refresh only enables and disables its items.
type mainMenu struct {
	actions *actions
	perform func(action) // runs an action unless a dialog is open (Window.perform)
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

// newMainMenu returns the menu of the actions a, each item run through
// perform, with the Recent files and Language submenus of recent and
// languages and the oracle's item checked when oracleOn says so.
func newMainMenu(a *actions, perform func(action), oracleOn func() bool, recent, languages func() []*fyne.MenuItem) *mainMenu {
	return &mainMenu{actions: a, perform: perform, oracleOn: oracleOn, recent: recent, languages: languages}
}

// build returns the main menu in the current language.
func (m *mainMenu) build() *fyne.MainMenu {
	a := m.actions
	item := m.item
	quit := item(a.quit)
	quit.IsQuit = true
	m.undo, m.redo, m.hint = item(a.undo), item(a.redo), item(a.hint)
	m.oracle = item(a.oracle)
	m.oracle.Checked = m.oracleOn()
	recent := fyne.NewMenuItem(i18n.T(i18n.MsgMenuRecentFiles), nil)
	recent.ChildMenu = fyne.NewMenu("", m.recent()...)
	languages := fyne.NewMenuItem(i18n.T(i18n.MsgMenuLanguage), nil)
	languages.ChildMenu = fyne.NewMenu("", m.languages()...)
	t := m.titles()
	m.menu = fyne.NewMainMenu(
		fyne.NewMenu(i18n.T(t[0]),
			item(a.newGame), item(a.setUp), fyne.NewMenuItemSeparator(),
			item(a.open), item(a.save), item(a.saveAs), recent, fyne.NewMenuItemSeparator(),
			item(a.stats), item(a.replay), item(a.replayFile), item(a.reviewFile), item(a.analyse), item(a.puzzles), item(a.network), fyne.NewMenuItemSeparator(), quit),
		fyne.NewMenu(i18n.T(t[1]), m.undo, m.redo, fyne.NewMenuItemSeparator(), m.hint, fyne.NewMenuItemSeparator(),
			item(a.copyPosition), item(a.copyGame), item(a.copyPicture), item(a.paste)),
		fyne.NewMenu(i18n.T(t[2]), m.oracle, item(a.flip), fyne.NewMenuItemSeparator(), languages),
		fyne.NewMenu(i18n.T(t[3]), item(a.tutorial), item(a.rules), fyne.NewMenuItemSeparator(), item(a.about)),
	)
	m.fresh = true
	return m.menu
}

// titles are the messages of the menus' titles, in the bar's order.
func (m *mainMenu) titles() []*goi18n.Message {
	return []*goi18n.Message{i18n.MsgMenuGame, i18n.MsgMenuEdit, i18n.MsgMenuView, i18n.MsgMenuHelp}
}

// refreshOracle checks or unchecks View → Show winning moves.
func (m *mainMenu) refreshOracle(on bool) {
	m.oracle.Checked = on
	m.menu.Refresh()
}

// item returns the menu item of a, with its shortcut. The driver runs a
// menu item's action for its shortcut before any widget hears the keys,
// so the item runs a through perform.
func (m *mainMenu) item(a action) *fyne.MenuItem {
	it := fyne.NewMenuItem(i18n.T(a.msg), func() { m.perform(a) })
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

// setLanguage switches the whole window to the language code and remembers
// the choice.
func (w *Window) setLanguage(code string) {
	if err := i18n.SetLanguage(code); err == nil {
		w.app.Preferences().SetString(i18n.PreferenceKey, code)
	}
}
