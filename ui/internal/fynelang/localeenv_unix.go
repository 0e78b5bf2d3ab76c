//go:build !windows && !darwin && !android && !js

package fynelang

import _ "github.com/konane/konane/ui/internal/localeenv" // quiets Fyne's locale error; see there
