package main

import (
	"testing"

	"github.com/konane/konane/internal/appinfo"
)

func TestMetadataIsFyneAppToml(t *testing.T) {
	in, err := appinfo.Read(".")
	if err != nil {
		t.Fatal(err)
	}
	d := in.Details
	if appMetadata.ID != d.ID || appMetadata.Name != d.Name || appMetadata.Version != d.Version ||
		appMetadata.Build != d.Build || appMetadata.Icon.Name() != d.Icon || len(appMetadata.Icon.Content()) == 0 {
		t.Fatalf("appMetadata %+v does not match FyneApp.toml %+v", appMetadata, d)
	}
}

func TestMetadataOfABrokenFilePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("metadataOf accepted a FyneApp.toml without a version")
		}
	}()
	metadataOf([]byte("[Details]\n  Name = \"Konane\"\n  ID = \"io.github.konane.konane\"\n"))
}
