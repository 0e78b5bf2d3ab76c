// Package appinfo reads FyneApp.toml, the one place that says the app's ID,
// name, version, build number, icon and menu entry: the program (package
// main embeds the file), the engine's version answer, tools/mkdesktop, the
// packaging scripts (through tools/appinfo) and the tests all read it
// through Parse, so nothing else writes the version down.
package appinfo

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/BurntSushi/toml"
)

// FileName is the file's name at the root of the repository.
const FileName = "FyneApp.toml"

// Info is what FyneApp.toml says, in the layout the fyne packager reads.
type Info struct {
	Website string
	Details struct {
		Icon    string // the icon's file, relative to the repository
		Name    string
		ID      string // reverse-DNS application ID
		Version string // major.minor.patch
		Build   int
	}
	LinuxAndBSD struct {
		GenericName string
		Categories  []string
		Comment     string
		Keywords    []string
	}
}

// Parse reads the text of a FyneApp.toml. It fails on a TOML error and
// when the name, ID or version is missing.
func Parse(data []byte) (Info, error) {
	var in Info
	if err := toml.Unmarshal(data, &in); err != nil {
		return Info{}, fmt.Errorf("%s: %w", FileName, err)
	}
	d := in.Details
	if d.Name == "" || d.ID == "" || d.Version == "" {
		return Info{}, fmt.Errorf("%s: Name %q, ID %q and Version %q are all required", FileName, d.Name, d.ID, d.Version)
	}
	return in, nil
}

// Read parses the FyneApp.toml in the folder root.
func Read(root string) (Info, error) {
	data, err := os.ReadFile(filepath.Join(root, FileName))
	if err != nil {
		return Info{}, err
	}
	return Parse(data)
}

// Field returns the value of a key of the [Details] table (Icon, Name, ID,
// Version, Build) or Website, as the packaging scripts ask for it, and
// false for any other key.
func (in Info) Field(key string) (string, bool) {
	switch key {
	case "Website":
		return in.Website, true
	case "Icon":
		return in.Details.Icon, true
	case "Name":
		return in.Details.Name, true
	case "ID":
		return in.Details.ID, true
	case "Version":
		return in.Details.Version, true
	case "Build":
		return strconv.Itoa(in.Details.Build), true
	}
	return "", false
}
