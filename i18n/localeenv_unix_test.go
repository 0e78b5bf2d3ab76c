//go:build !windows && !darwin && !android && !js

package i18n

import (
	"os"

	"github.com/konane/konane/i18n/internal/localeenv"
)

// startedWith rewrites the locale environment as the program's start does
// (package localeenv), for tests that change it after the start.
func startedWith() { localeenv.Fix(os.Getenv, os.Setenv) }
