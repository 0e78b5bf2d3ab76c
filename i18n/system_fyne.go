//go:build windows || darwin || android || js

package i18n

import (
	"fyne.io/fyne/v2/lang"
	"golang.org/x/text/language"
)

// SystemPreferences returns the languages the operating system asks for,
// most wanted first. On Windows, macOS, iOS, Android and the web there is no
// locale environment to read, so this asks Fyne (fyne.io/fyne/v2/lang,
// which asks the system's own API); only the primary locale is known. The
// result may be empty.
func SystemPreferences() []language.Tag {
	t, err := language.Parse(lang.SystemLocale().String())
	if err != nil {
		return nil
	}
	return []language.Tag{t}
}
