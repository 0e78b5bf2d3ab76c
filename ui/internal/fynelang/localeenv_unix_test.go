//go:build !windows && !darwin && !android && !js

package fynelang

import (
	"os"

	"github.com/konane/konane/ui/internal/localeenv"
)

// startedWith rewrites the locale environment as the program's start does
// (package localeenv), for tests that change it after the start.
func startedWith() { localeenv.Fix(os.Getenv, os.Setenv) }
