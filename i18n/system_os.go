//go:build darwin || android || js

package i18n

import (
	"github.com/jeandeaual/go-locale"
	"golang.org/x/text/language"
)

// SystemPreferences returns the languages the operating system asks for,
// most wanted first. On macOS, iOS, Android and the web there is no
// locale environment to read, so this asks the system's own API through
// github.com/jeandeaual/go-locale (as Fyne's lang.SystemLocale does); only
// the primary locale is used. The result may be empty.
func SystemPreferences() []language.Tag {
	loc, err := locale.GetLocale()
	if err != nil {
		return nil
	}
	t, err := language.Parse(loc)
	if err != nil {
		return nil
	}
	return []language.Tag{t}
}
