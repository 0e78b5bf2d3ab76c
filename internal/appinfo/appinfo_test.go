package appinfo

import (
	"strings"
	"testing"
)

func TestTheRepositorysFileParses(t *testing.T) {
	in, err := Read("../..")
	if err != nil {
		t.Fatal(err)
	}
	d := in.Details
	if d.ID != "io.github.konane.konane" || d.Name != "Konane" || d.Icon != "Icon.png" || d.Build < 1 ||
		len(strings.Split(d.Version, ".")) != 3 || in.Website == "" || len(in.LinuxAndBSD.Categories) == 0 {
		t.Fatalf("FyneApp.toml read as %+v", in)
	}
	for key, want := range map[string]string{"Version": d.Version, "ID": d.ID, "Name": d.Name, "Icon": d.Icon, "Website": in.Website} {
		if got, ok := in.Field(key); !ok || got != want {
			t.Errorf("Field(%q) = %q, %v; want %q", key, got, ok, want)
		}
	}
	if got, ok := in.Field("Build"); !ok || got == "" || got == "0" {
		t.Errorf("Field(Build) = %q, %v", got, ok)
	}
	if _, ok := in.Field("Comment"); ok {
		t.Error("Field answers a key outside [Details]")
	}
}

func TestParseRefusesAnIncompleteOrBrokenFile(t *testing.T) {
	for _, text := range []string{
		"[Details]\n  Name = \"Konane\"\n  ID = \"io.github.konane.konane\"\n",                     // no Version
		"[Details]\n  Name = \"Konane\"\n  Version = \"0.1.0\"\n",                                  // no ID
		"[Details]\n  Name = \"Konane\"\n  ID = \"x\"\n  Version = \"0.1.0\"\n  Build = \"one\"\n", // Build not a number
		"[Details\n",
	} {
		if in, err := Parse([]byte(text)); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", text, in)
		}
	}
}
