//go:build !windows && !darwin && !android && !js

package i18n

import (
	"os"

	"golang.org/x/text/language"
)

// SystemPreferences returns the languages the environment asks for
// (EnvPreferences), most wanted first, possibly none; Linux and the BSDs
// read it here because Fyne's lookup logs an error for "C.UTF-8".
func SystemPreferences() []language.Tag {
	return EnvPreferences(os.Getenv)
}
