package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/netview"
)

// networkWindows returns the open network game windows.
func networkWindows(w *Window) []fyne.Window {
	var out []fyne.Window
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == i18n.Plain(i18n.T(i18n.MsgNetTitle)) {
			out = append(out, win)
		}
	}
	return out
}

// Game → Play over the network… (Ctrl+Shift+N) opens the network
// window; asked again, it brings the open one to the front.
func TestTheGameMenuAndItsShortcutOpenTheNetworkGame(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	it := menuItemFor(w.menu.menu, shortcutNetwork)
	if it == nil || it.Label != "Play over the network…" {
		t.Fatalf("no Game → Play over the network… with Ctrl+Shift+N: %v", it)
	}
	if !containsItem(w.menu.menu.Items[0], it) {
		t.Error("Play over the network… is not in the Game menu")
	}
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutNetwork)
	wins := networkWindows(w)
	if len(wins) != 1 || netview.Opened(w.app) == nil {
		t.Fatalf("Ctrl+Shift+N opened %d network windows", len(wins))
	}
	it.Action()
	if n := len(networkWindows(w)); n != 1 {
		t.Errorf("the menu item with the window open: %d network windows", n)
	}
	wins[0].Close()
	if netview.Opened(w.app) != nil {
		t.Error("a closed network window is still counted as open")
	}
}

// A finished network game counts in the statistics, under the
// opponent's name and the local player's colour.
func TestANetworkGameCountsInTheStatistics(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	if w.life.Persist == nil {
		t.Skip("no storage folder in this window")
	}
	before := w.life.Persist.LoadStats()
	networkGame{w}.record("Lani", 1, true) // White won
	after := w.life.Persist.LoadStats()
	if after.WhiteWins != before.WhiteWins+1 || after.BlackWins != before.BlackWins ||
		after.VsPerson["Lani"]["White"].Won != before.VsPerson["Lani"]["White"].Won+1 {
		t.Errorf("stats %+v after %+v", after, before)
	}
}
