package main

import (
	_ "embed"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
)

//go:embed Icon.png
var iconPNG []byte

// appMetadata mirrors the [Details] of FyneApp.toml for builds made without
// the fyne packager (go run, go build, make run), so About shows the same
// version everywhere; metadata_test.go checks it against the file.
var appMetadata = fyne.AppMetadata{
	ID:      "io.github.konane.konane",
	Name:    "Konane",
	Version: "0.1.0",
	Build:   1,
	Icon:    fyne.NewStaticResource("Icon.png", iconPNG),
}

// ensureMetadata sets appMetadata unless the packager already embedded the
// metadata (its generated init runs before main).
func ensureMetadata(a fyne.App) {
	if a.Metadata().Version == "" || a.Metadata().ID == "" {
		app.SetMetadata(appMetadata)
	}
	if a.Metadata().Icon != nil {
		a.SetIcon(a.Metadata().Icon)
	}
}
