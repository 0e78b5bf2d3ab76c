//go:build darwin || android || js

package i18n

import (
	"github.com/jeandeaual/go-locale"
	"golang.org/x/text/language"
)

// SystemPreferences returns the system's primary language through
// github.com/jeandeaual/go-locale, as Fyne's lang.SystemLocale does (macOS,
// iOS, Android, the web: no locale environment), possibly none.
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
