package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// windowsReserved are the device names Windows gives every folder: a file
// called so (with any extension) cannot be checked out or read there.
var windowsReserved = map[string]bool{"con": true, "prn": true, "aux": true, "nul": true,
	"com1": true, "com2": true, "com3": true, "com4": true, "com5": true, "com6": true, "com7": true, "com8": true, "com9": true,
	"lpt1": true, "lpt2": true, "lpt3": true, "lpt4": true, "lpt5": true, "lpt6": true, "lpt7": true, "lpt8": true, "lpt9": true}

// Every file of the repository can be checked out on Windows and macOS:
// no device name of Windows, no character Windows refuses, no name that
// differs from another only in case. (A fuzz seed called "nul" read as
// empty under Wine.)
func TestEveryFileNameWorksOnEveryPlatform(t *testing.T) {
	seen := map[string]string{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() && (name == ".git" || name == "bin" || name == "dist") {
			return filepath.SkipDir
		}
		if path == "." {
			return nil
		}
		stem := strings.ToLower(strings.SplitN(name, ".", 2)[0])
		if windowsReserved[stem] {
			t.Errorf("%s: %q is a device name on Windows", path, stem)
		}
		if strings.ContainsAny(name, `<>:"\|?*`) || strings.HasSuffix(name, ".") || strings.HasSuffix(name, " ") {
			t.Errorf("%s: Windows cannot hold this name", path)
		}
		lower := strings.ToLower(path)
		if other, ok := seen[lower]; ok {
			t.Errorf("%s and %s differ only in case", path, other)
		}
		seen[lower] = path
		return nil
	})
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
}
