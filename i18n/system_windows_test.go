package i18n

import (
	"testing"

	"golang.org/x/sys/windows"
	"golang.org/x/text/language"
)

// On Windows the languages come from the user's display languages and
// locale, whatever LANG says.
func TestWindowsAsksTheDisplayLanguagesNotLANG(t *testing.T) {
	display, err := windows.GetUserPreferredUILanguages(windows.MUI_LANGUAGE_NAME)
	if err != nil || len(display) == 0 {
		t.Fatalf("GetUserPreferredUILanguages: %q, %v", display, err)
	}
	first, err := language.Parse(display[0])
	if err != nil {
		t.Fatalf("the first display language %q: %v", display[0], err)
	}
	if userLocaleName() == "" {
		t.Error("GetUserDefaultLocaleName gave no locale")
	}
	other := "th_TH.UTF-8"
	if first.String() == "th-TH" {
		other = "de_DE.UTF-8"
	}
	t.Setenv("LANG", other)
	t.Setenv("LC_ALL", other)
	got := SystemPreferences()
	if len(got) == 0 || got[0] != first {
		t.Errorf("SystemPreferences() = %v with LANG=%s, want %v first (the display language)", got, other, first)
	}
}
