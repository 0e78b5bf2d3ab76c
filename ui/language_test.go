package ui

import (
	"testing"

	"github.com/konane/konane/i18n"
)

// Options.Language (KONANE_SET_LANGUAGE) switches to one of the five
// languages and remembers it; an unknown code changes neither the language
// nor the settings.
func TestOnlyAKnownLanguageIsSetAndRemembered(t *testing.T) {
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, tt := range []struct{ set, want string }{{"xx", "en"}, {"de", "de"}} {
		w, _ := newWindowWith(t, "en", twoPlayerSetup(), Options{Engine: &fakeEngine{}, StorageDir: t.TempDir(), Language: tt.set})
		if got := w.app.Preferences().String(i18n.PreferenceKey); got != tt.want || i18n.Current().Code != tt.want {
			t.Errorf("%q: settings say %q, language %s; want %s", tt.set, got, i18n.Current().Code, tt.want)
		}
		_ = i18n.SetLanguage("en")
	}
}
