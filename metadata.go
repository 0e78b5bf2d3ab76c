package main

import (
	_ "embed"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/konane/konane/internal/appinfo"
)

var (
	//go:embed Icon.png
	iconPNG []byte
	//go:embed FyneApp.toml
	fyneAppTOML []byte
)

// appMetadata is the [Details] of FyneApp.toml, embedded, for builds made
// without the fyne packager (go run, go build, make run), so that About,
// --version and the engine's version answer say the same everywhere.
var appMetadata = metadataOf(fyneAppTOML)

// metadataOf returns the metadata that the FyneApp.toml text data holds.
// It panics if data does not parse: the file is embedded at build time,
// and metadata_test.go parses it.
func metadataOf(data []byte) fyne.AppMetadata {
	in, err := appinfo.Parse(data)
	if err != nil {
		panic(err)
	}
	return fyne.AppMetadata{
		ID:      in.Details.ID,
		Name:    in.Details.Name,
		Version: in.Details.Version,
		Build:   in.Details.Build,
		Icon:    fyne.NewStaticResource(in.Details.Icon, iconPNG),
	}
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
