package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/konane/konane/engine"
)

// detailsOf reads the key = value lines of FyneApp.toml's [Details] table.
func detailsOf(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open("FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			in = line == "[Details]"
			continue
		}
		if k, v, ok := strings.Cut(line, "="); ok && in {
			out[strings.TrimSpace(k)] = strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return out
}

func TestMetadataMatchesFyneAppToml(t *testing.T) {
	d := detailsOf(t)
	build, _ := strconv.Atoi(d["Build"])
	if appMetadata.ID != d["ID"] || appMetadata.Name != d["Name"] || appMetadata.Version != d["Version"] || appMetadata.Build != build {
		t.Fatalf("metadata.go %+v does not match FyneApp.toml %v", appMetadata, d)
	}
	if engine.Version != d["Version"] {
		t.Fatalf("engine.Version %q, FyneApp.toml %q", engine.Version, d["Version"])
	}
}
