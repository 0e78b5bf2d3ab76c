package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uitest"
)

// Options.Language (KONANE_SET_LANGUAGE) switches to one of the five
// languages and remembers it; an unknown code changes neither the language
// nor the settings.
func TestOnlyAKnownLanguageIsSetAndRemembered(t *testing.T) {
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, tt := range []struct{ set, want string }{{"xx", "en"}, {"de", "de"}} {
		w, _ := newWindowWith(t, "en", twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir(), Language: tt.set}})
		if got := w.app.Preferences().String(i18n.PreferenceKey); got != tt.want || i18n.Current().Code != tt.want {
			t.Errorf("%q: settings say %q, language %s; want %s", tt.set, got, i18n.Current().Code, tt.want)
		}
		_ = i18n.SetLanguage("en")
	}
}

// namedApp is a test app with the metadata of the packaged game (the
// test app's own is empty).
type namedApp struct{ fyne.App }

func (namedApp) Metadata() fyne.AppMetadata {
	return fyne.AppMetadata{ID: "io.github.konane.konane", Name: "Konane", Version: "0.1.0", Build: 1}
}

// The About dialog's heading is the game's display name, the window
// title's ("Kōnane", with its macron; "โคนาเนะ" in Thai), not the file name
// "Konane" of the metadata.
func TestTheAboutHeadingIsTheWindowTitle(t *testing.T) {
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, lang := range []string{"en", "th"} {
		a := namedApp{test.NewTempApp(t)}
		a.Preferences().SetString(i18n.PreferenceKey, lang)
		w := NewMainWindow(a, Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir()}})
		w.about()
		var heading string
		for _, o := range w.win.Canvas().Overlays().List() {
			uitest.Walk(o, func(obj fyne.CanvasObject) {
				if l, ok := obj.(*widget.Label); ok && l.TextStyle.Bold && heading == "" {
					heading = l.Text
				}
			})
		}
		if heading != w.win.Title() || heading != i18n.T(i18n.MsgAppTitle) {
			t.Errorf("%s: the About heading is %q, the window title %q", lang, heading, w.win.Title())
		}
		w.win.Close()
	}
}

// The fonts' licence travels with every copy of the program: the About
// dialog's button shows its whole text, named in the player's language.
func TestTheAboutDialogShowsTheFontLicence(t *testing.T) {
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, lang := range []string{"en", "de"} {
		a := namedApp{test.NewTempApp(t)}
		a.Preferences().SetString(i18n.PreferenceKey, lang)
		w := NewMainWindow(a, Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir()}})
		w.about()
		b := uitest.OverlayButton(w.win, i18n.T(i18n.MsgAboutFontLicence))
		if b == nil {
			t.Fatalf("%s: no %q button in the About dialog: %s", lang, i18n.T(i18n.MsgAboutFontLicence), uitest.OverlayTexts(w.win))
		}
		test.Tap(b)
		texts := uitest.OverlayTexts(w.win)
		for _, want := range []string{"SIL OPEN FONT LICENSE Version 1.1", "Copyright 2016 Google Inc."} {
			if !strings.Contains(texts, want) {
				t.Errorf("%s: the licence dialog lacks %q", lang, want)
			}
		}
		for _, o := range w.win.Canvas().Overlays().List() {
			uitest.Walk(o, func(obj fyne.CanvasObject) {
				if s, ok := obj.(*container.Scroll); ok && s.Direction != container.ScrollVerticalOnly {
					t.Errorf("%s: the licence scrolls sideways (direction %v): its lines are cut", lang, s.Direction)
				}
			})
		}
		w.win.Close()
	}
}
