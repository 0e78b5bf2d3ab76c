package ui

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/store/storetest"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/kgnfile"
)

// pressShortcut presses s on w's window as Fyne 2.7.1's desktop driver
// delivers it (internal/driver/glfw/window.go, triggersShortcut): the
// main menu's item with that shortcut runs first, whatever has the focus;
// else the focused widget gets it if it takes shortcuts; else the canvas.
func pressShortcut(w *Window, s fyne.Shortcut) {
	if menuItemFor(w.win.MainMenu(), s) != nil {
		menuItemFor(w.win.MainMenu(), s).Action()
		return
	}
	c := w.win.Canvas()
	if f, ok := c.Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(s)
		return
	}
	c.(fyne.Shortcutable).TypedShortcut(s)
}

// menuItemFor returns the item of m (submenus included) whose shortcut
// is s, or nil.
func menuItemFor(m *fyne.MainMenu, s fyne.Shortcut) *fyne.MenuItem {
	var find func(items []*fyne.MenuItem) *fyne.MenuItem
	find = func(items []*fyne.MenuItem) *fyne.MenuItem {
		for _, it := range items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == s.ShortcutName() && it.Action != nil {
				return it
			}
			if it.ChildMenu != nil {
				if c := find(it.ChildMenu.Items); c != nil {
					return c
				}
			}
		}
		return nil
	}
	for _, menu := range m.Items {
		if it := find(menu.Items); it != nil {
			return it
		}
	}
	return nil
}

// Issue 20: while a dialog is open only it hears keys: Ctrl+N five times
// opens one New game dialog, and Ctrl+Z, Ctrl+Y and Ctrl+H do not reach
// the board behind a New game, Save or Open dialog.
func TestShortcutsDoNotReachTheGameBehindADialog(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.life.Persist = nil
	for range 5 {
		pressShortcut(w, shortcutNew)
	}
	if n := dialogsOnShow(w); n != 1 {
		t.Errorf("Ctrl+N five times: %d dialogs on show, want 1", n)
	}
	closeAll(w)
	for _, s := range []fyne.Shortcut{shortcutOpen, shortcutOpen, shortcutNew} {
		pressShortcut(w, s)
	}
	if n := dialogsOnShow(w); n != 1 {
		t.Errorf("Ctrl+O Ctrl+O Ctrl+N: %d dialogs on show, want 1", n)
	}
	closeAll(w)

	tapSquare(t, w, "d5")
	tapSquare(t, w, "e5")
	q.PumpUntil(t, "both removals are shown", func() bool { return !w.ctl.Moving() && w.ctl.Game().Ply() == 2 })
	w.undo() // e5 waits to be redone
	for _, d := range []struct {
		name string
		open func()
	}{{"New game", w.newGame}, {"Save", w.doc.SaveAs}, {"Open", w.doc.Open}} {
		t.Run(d.name, func(t *testing.T) {
			d.open()
			for _, s := range []fyne.Shortcut{shortcutUndo, shortcutRedo, shortcutRedoShift, shortcutHint, shortcutNew, shortcutSaveAs} {
				pressShortcut(w, s)
				if n := dialogsOnShow(w); n != 1 {
					t.Fatalf("after %s %d dialogs on show (%q), want 1", s.ShortcutName(), n, overlayTexts(w))
				}
			}
			if c := w.win.Canvas(); c.Focused() == nil {
				c.OnTypedRune()('h')
			}
			q.PumpFor(0)
			if got := playedMoves(w); got != "d5" || !w.ctl.CanRedo() {
				t.Errorf("behind the dialog the moves became %q (redo %v), want d5 with e5 to redo", got, w.ctl.CanRedo())
			}
			if w.ctl.Hint() != game.NoMove {
				t.Error("a hint was shown behind the dialog")
			}
			if n := dialogsOnShow(w); n != 1 {
				t.Errorf("%d dialogs on show, want 1", n)
			}
			typeKey(w, fyne.KeyEscape) // Cancel, from the Save dialog's field too
			if n := dialogsOnShow(w); n != 0 {
				t.Fatalf("Escape left %d dialogs", n)
			}
		})
	}
}

// The shortcuts of the menu go to the dialog's own field: Ctrl+Z in the
// Save dialog's file name undoes the typing there.
func TestCtrlZInTheSaveDialogUndoesTheTypedName(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.doc.SaveAs()
	f, ok := w.win.Canvas().Focused().(*kgnfile.NameField)
	if !ok {
		t.Fatalf("the focus is on %T, want the file name field", w.win.Canvas().Focused())
	}
	f.SetText("")
	test.Type(f, "mine")
	pressShortcut(w, shortcutUndo)
	if f.Text == "mine" {
		t.Error("Ctrl+Z did not undo the typing in the file name")
	}
	typeKey(w, fyne.KeyEscape)
}

// Issue 20: Ctrl+Q quits as closing the window does:
// the game is saved on the way out, or the person is asked when it
// cannot be.
func TestCtrlQQuitsAsClosingTheWindowDoes(t *testing.T) {
	var trace syncbuf.Buffer
	w, q := newFaultWindow(t, t.TempDir(), &storetest.FaultFS{}, &trace)
	playOne(t, w, q)
	pressShortcut(w, shortcutQuit)
	if !w.ctl.Closed() {
		t.Fatal("Ctrl+Q did not close the window")
	}
	if n := strings.Count(trace.String(), "saved on exit"); n != 1 {
		t.Errorf("saved on exit %d times:\n%s", n, trace.String())
	}

	fs := &storetest.FaultFS{}
	w, q = newFaultWindow(t, t.TempDir(), fs, nil)
	playOne(t, w, q)
	fs.Fail(storetest.Write, os.ErrPermission)
	playOne(t, w, q)
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutQuit) // no menu bar: the canvas's
	if w.ctl.Closed() || !strings.Contains(overlayTexts(w), "could not be saved") {
		t.Fatalf("Ctrl+Q with a failing disk: closed %v, dialogs %q; want the question", w.ctl.Closed(), overlayTexts(w))
	}
	tapDialogButton(t, w, "Quit without saving")
	if !w.ctl.Closed() {
		t.Error("Quit without saving did not close the window")
	}
}

// Every action of the menu has a shortcut, shown in the menu, on the
// system's modifier (Ctrl, Cmd on macOS) or a function key, each its own.
func TestEveryMenuActionHasItsOwnShortcut(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	seen := map[string]string{}
	check := func(items []*fyne.MenuItem) {
		for _, it := range items {
			switch {
			case it.IsSeparator:
			case it.ChildMenu != nil: // Recent files, Language: a list, not an action
			case it.Shortcut == nil:
				t.Errorf("%q has no shortcut", it.Label)
			default:
				name := it.Shortcut.ShortcutName()
				if other, ok := seen[name]; ok {
					t.Errorf("%q and %q share %s", it.Label, other, name)
				}
				seen[name] = it.Label
				if s, ok := it.Shortcut.(*desktop.CustomShortcut); ok && s.Modifier != 0 &&
					s.Modifier&fyne.KeyModifierShortcutDefault == 0 {
					t.Errorf("%q: %s is not on the system's shortcut modifier", it.Label, name)
				}
			}
		}
	}
	for _, m := range w.win.MainMenu().Items {
		check(m.Items)
	}
	if len(seen) != len(w.actions.all()) {
		t.Errorf("%d items with shortcuts, want one per action (%d)", len(seen), len(w.actions.all()))
	}
}

// The new shortcuts reach their actions from the canvas too (a window
// whose menu is not Fyne's: macOS, tests), and F1 is a plain key.
func TestTheNewShortcutsReachTheirActions(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.life.Persist = nil
	c := w.win.Canvas()
	c.(fyne.Shortcutable).TypedShortcut(shortcutStats)
	if got := overlayTexts(w); !strings.Contains(got, i18n.T(i18n.MsgStatsTitle)) {
		t.Errorf("Ctrl+T opened %q, want the statistics", got)
	}
	closeAll(w)
	c.(fyne.Shortcutable).TypedShortcut(shortcutOracle)
	if !w.app.Preferences().Bool(prefOracle) || !w.menu.oracle.Checked {
		t.Error("Ctrl+Shift+H did not turn Show winning moves on")
	}
	c.(fyne.Shortcutable).TypedShortcut(shortcutOracle)
	if w.app.Preferences().Bool(prefOracle) {
		t.Error("Ctrl+Shift+H did not turn Show winning moves off again")
	}
	pressKey(t, w.win, fyne.KeyF1)
	if w.tabs.Selected() != w.rulesTab {
		t.Error("F1 did not show the rules")
	}
	c.(fyne.Shortcutable).TypedShortcut(shortcutAbout)
	if dialogsOnShow(w) != 1 {
		t.Error("Ctrl+Shift+F1 did not show About")
	}
	closeAll(w)
	before := len(w.app.Driver().AllWindows())
	c.(fyne.Shortcutable).TypedShortcut(shortcutReplay)
	if got := len(w.app.Driver().AllWindows()); got != before+1 {
		t.Errorf("Ctrl+R: %d windows, want the replay's too (%d)", got, before+1)
	}
}

// shownMenu returns the texts of the pop-up menu on w's window (its
// items' labels and shortcuts, in order), or nil when the top overlay is
// no pop-up menu.
func shownMenu(w *Window) []string {
	top := w.win.Canvas().Overlays().Top()
	if _, dialog := top.(*widget.PopUp); top == nil || dialog {
		return nil
	}
	var out []string
	uitest.WalkVisible(top, func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok && t.Text != "" {
			out = append(out, t.Text)
		}
	})
	return out
}

// typeKey types the named key on w's window as the driver does: to the
// focused widget, else to the canvas.
func typeKey(w *Window, name fyne.KeyName) {
	c := w.win.Canvas()
	if f := c.Focused(); f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: name})
	} else if typed := c.OnTypedKey(); typed != nil {
		typed(&fyne.KeyEvent{Name: name})
	}
}

// Issue 20: the menus open from the keyboard: F10 opens the first, Alt
// and a menu's letter that menu; not behind a dialog. The test window has
// no menu bar of Fyne's, so the menu pops up where its title would be
// (openMenuOn); the bar's own way is tested below.
func TestF10AndAltWithALetterOpenTheMenus(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	alt := func(letter fyne.KeyName) {
		w.win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: letter, Modifier: fyne.KeyModifierAlt})
	}
	first := func(items []string) string {
		if len(items) == 0 {
			return ""
		}
		return items[0]
	}
	pressKey(t, w.win, fyne.KeyF10)
	if got, want := first(shownMenu(w)), i18n.T(i18n.MsgMenuNewGame); got != want {
		t.Errorf("F10 opened a menu starting %q, want the Game menu (%q)", got, want)
	}
	closeAll(w)
	for _, tt := range []struct {
		lang   string
		letter fyne.KeyName
		first  string
	}{
		{"en", fyne.KeyE, "Undo"}, {"en", fyne.KeyH, "Tutorial"}, {"de", fyne.KeyB, "Zug zurücknehmen"},
		{"de", fyne.KeyA, "Gewinnzüge zeigen"}, {"pl", fyne.KeyW, ""}, {"ru", fyne.KeyE, "Отменить ход"},
		{"th", fyne.KeyV, ""}, {"th", fyne.KeyH, ""},
	} {
		if err := i18n.SetLanguage(tt.lang); err != nil {
			t.Fatal(err)
		}
		alt(tt.letter)
		got := first(shownMenu(w))
		if got == "" || tt.first != "" && got != tt.first {
			t.Errorf("%s: Alt+%s opened a menu starting %q, want %q", tt.lang, tt.letter, got, tt.first)
		}
		closeAll(w)
	}
	_ = i18n.SetLanguage("en")
	w.newGame()
	alt(fyne.KeyG)
	keys{w}.typedKey(&fyne.KeyEvent{Name: fyne.KeyF10}) // as the router would pass it
	if n := dialogsOnShow(w); n != 1 || shownMenu(w) != nil {
		t.Errorf("behind the New game dialog F10 and Alt+G opened a menu (%d overlays)", n)
	}
}

// Every menu has its own letter in every language.
func TestEveryMenuHasItsOwnLetter(t *testing.T) {
	defer i18n.SetLanguage("en")
	m := &mainMenu{}
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		seen := map[fyne.KeyName]string{}
		for _, title := range m.titles() {
			k := menuLetter(i18n.T(title), title.Other)
			if k == "" || seen[k] != "" {
				t.Errorf("%s: %q has the letter %q (taken by %q)", l.Code, i18n.T(title), k, seen[k])
			}
			seen[k] = i18n.T(title)
		}
	}
}

// barCanvas is a canvas with the menu bar of Fyne's desktop driver, as far
// as openMenuOn uses it: ToggleMenu opens the first menu with the focus on
// its title, FocusNext moves to the next title.
type barCanvas struct {
	fyne.Canvas
	open, title int
	toggles     int
}

func (b *barCanvas) ToggleMenu() {
	b.toggles++
	b.open, b.title = 1-b.open, 0
}

func (b *barCanvas) DismissMenu() bool {
	was := b.open == 1
	b.open = 0
	return was
}

func (b *barCanvas) Focused() fyne.Focusable {
	if b.open == 1 {
		return &widget.Button{}
	}
	return nil
}

func (b *barCanvas) FocusNext() { b.title++ }

func TestOpeningAMenuOnFynesMenuBar(t *testing.T) {
	menus := fyne.NewMainMenu(fyne.NewMenu("A"), fyne.NewMenu("B"), fyne.NewMenu("C"))
	c := &barCanvas{Canvas: test.NewCanvas()}
	openMenuOn(c, menus, 2)
	if c.open != 1 || c.title != 2 || len(c.Overlays().List()) != 0 {
		t.Errorf("menu 2: open %d, title %d, %d pop-ups; want the bar open on the third title", c.open, c.title, len(c.Overlays().List()))
	}
	openMenuOn(c, menus, 0) // the bar is open: closed, then opened on the first
	if c.open != 1 || c.title != 0 || c.toggles != 2 {
		t.Errorf("menu 0 with the bar open: open %d, title %d, toggles %d", c.open, c.title, c.toggles)
	}
}

// The README's table of the menus' Alt letters is the one menuLetter
// makes, in every language.
func TestTheReadmeTellsEachLanguagesMenuLetters(t *testing.T) {
	defer i18n.SetLanguage("en")
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{} // language name → "Alt+G Alt+E …"
	for _, line := range strings.Split(string(readme), "\n") {
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if len(cells) != 5 || !strings.HasPrefix(cells[1], "Alt+") {
			continue
		}
		for _, name := range strings.Split(cells[0], ", ") {
			rows[name] = strings.Join(cells[1:], " ")
		}
	}
	names := map[string]string{"en": "English", "ru": "Russian", "pl": "Polish", "de": "German", "th": "Thai"}
	m := &mainMenu{}
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, title := range m.titles() {
			want = append(want, "Alt+"+string(menuLetter(i18n.T(title), title.Other)))
		}
		if got := rows[names[l.Code]]; got != strings.Join(want, " ") {
			t.Errorf("%s (%q): the README says %q, the menus take %q", l.Code, names[l.Code], got, strings.Join(want, " "))
		}
	}
}
