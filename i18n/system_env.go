//go:build !windows && !darwin && !android && !js

package i18n

import (
	"os"

	"golang.org/x/text/language"
)

// SystemPreferences returns the languages the operating system asks for,
// most wanted first. On Linux and the BSDs these come from the environment
// (LC_ALL, LC_MESSAGES, LANG, LANGUAGE; see EnvPreferences), read here
// rather than through Fyne because Fyne's locale lookup logs an error for
// "C.UTF-8". The result may be empty.
func SystemPreferences() []language.Tag {
	return EnvPreferences(os.Getenv)
}
