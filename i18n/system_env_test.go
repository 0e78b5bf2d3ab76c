//go:build !windows && !darwin && !android && !js

package i18n

import "testing"

// TestSetupFollowsTheLocaleEnvironment: where the system's language is the
// locale environment's (Linux, the BSDs), Setup takes the
// environment's language where it is one of the five and English under C;
// a saved choice wins. (That nothing is printed under odd locales, Fyne's
// included, is checked in ui/internal/fynelang.)
func TestSetupFollowsTheLocaleEnvironment(t *testing.T) {
	defer func() { _ = SetLanguage("en") }()
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANGUAGE", "")
	t.Setenv("LANG", "de_AT.UTF-8")
	if got := Setup(""); got != German {
		t.Errorf("Setup with LANG=de_AT.UTF-8 chose %s", got)
	}
	t.Setenv("LANG", "C.UTF-8")
	if got := Setup(""); got != English {
		t.Errorf("Setup with LANG=C.UTF-8 chose %s", got)
	}
	if got := Setup("pl"); got != Polish {
		t.Errorf("Setup(\"pl\") chose %s", got)
	}
}
