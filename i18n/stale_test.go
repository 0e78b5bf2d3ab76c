package i18n

import (
	"crypto/sha1"
	"fmt"
	"io/fs"
	"regexp"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/konane/konane/locales"
)

// sourceHash is goi18n's hash of an English message (its Description and
// Other text, github.com/nicksnyder/go-i18n/v2/goi18n merge_command.go),
// which `goi18n merge` writes beside each translation to tell whether the
// English has changed since.
func sourceHash(d declared) string {
	return fmt.Sprintf("sha1-%x", sha1.Sum([]byte(d.Msg.Description+d.Msg.Other)))
}

// A translation carries the hash of the English text it translates: a
// change of the English (or its description) without a look at every
// translation leaves them stale, which `make i18n` would then move out to
// translate.*.toml, and the person would read a half-translated window.
func TestEveryTranslationIsOfTheCurrentEnglishText(t *testing.T) {
	decl := declaredMessages(t)
	for _, l := range Languages()[1:] {
		t.Run(l.Code, func(t *testing.T) {
			data, err := fs.ReadFile(locales.FS, "active."+l.Code+".toml")
			if err != nil {
				t.Fatal(err)
			}
			var raw map[string]map[string]any
			if err := toml.Unmarshal(data, &raw); err != nil {
				t.Fatal(err)
			}
			for _, id := range sortedKeys(decl) {
				m, ok := raw[id]
				if !ok {
					continue // TestEveryLocaleHasExactlyTheEnglishMessages says so
				}
				if got, want := m["hash"], sourceHash(decl[id]); got != want {
					t.Errorf("%s: hash %v, the English text's is %s: check the translation against the English, then set its hash", id, got, want)
				}
			}
		})
	}
}

// tableHeader is the [ID] line that starts a message in a catalogue file.
var tableHeader = regexp.MustCompile(`(?m)^\[([A-Za-z0-9]+)\]$`)

// Every catalogue lists its messages sorted by ID, the order `make i18n`
// (goi18n extract and merge) writes: a message added by hand elsewhere
// makes the next `make i18n` rewrite the file although nothing changed.
func TestCataloguesAreInTheOrderMakeI18nWrites(t *testing.T) {
	for _, l := range Languages() {
		name := "active." + l.Code + ".toml"
		data, err := fs.ReadFile(locales.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, m := range tableHeader.FindAllSubmatch(data, -1) {
			ids = append(ids, string(m[1]))
		}
		if len(ids) < 100 {
			t.Fatalf("%s: only %d messages found", name, len(ids))
		}
		for i := 1; i < len(ids); i++ {
			if ids[i-1] >= ids[i] {
				t.Errorf("%s: %s comes after %s; run make i18n", name, ids[i], ids[i-1])
			}
		}
	}
}
