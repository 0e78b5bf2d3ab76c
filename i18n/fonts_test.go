package i18n

import (
	"bytes"
	"fmt"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	fynetheme "fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/konane/konane/ui/theme"
)

// fontChain is what Fyne falls back through for one text style with our
// theme: the theme's font first, then Fyne's bundled default (see package
// ui/theme). System fonts are deliberately left out: the bundled fonts alone
// must cover every string.
type fontChain struct {
	name  string
	faces []*font.Face
}

func loadChain(t *testing.T, name string, resources ...fyne.Resource) fontChain {
	t.Helper()
	c := fontChain{name: name}
	for _, r := range resources {
		f, err := font.ParseTTF(bytes.NewReader(r.Content()))
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		c.faces = append(c.faces, f)
	}
	return c
}

func (c fontChain) has(r rune) bool {
	for _, f := range c.faces {
		if _, ok := f.NominalGlyph(r); ok {
			return true
		}
	}
	return false
}

// missing returns the runes of s no face of c has. Line breaks and
// U+200B are not drawn, so they need no glyph.
func (c fontChain) missing(s string) []string {
	var out []string
	for _, r := range s {
		if r == '\n' || r == WordBreak || c.has(r) {
			continue
		}
		out = append(out, fmt.Sprintf("%q (%U)", r, r))
	}
	return out
}

func chains(t *testing.T) []fontChain {
	th := theme.New()
	return []fontChain{
		loadChain(t, "regular", th.Font(fyne.TextStyle{}), fynetheme.DefaultTextFont()),
		loadChain(t, "bold", th.Font(fyne.TextStyle{Bold: true}), fynetheme.DefaultTextBoldFont()),
	}
}

// TestEveryCatalogueRuneHasAGlyphInTheBundledFonts renders every message in
// every language, with numbers and percentages formatted for it, and checks
// each rune (raw catalogue text and what Fyne is given) against the fonts
// Fyne will use with our theme.
func TestEveryCatalogueRuneHasAGlyphInTheBundledFonts(t *testing.T) {
	decl := declaredMessages(t)
	for _, c := range chains(t) {
		for _, l := range Languages() {
			cat := readCatalogue(t, l.Code)
			tr := Default().Translator(l)
			for _, id := range sortedKeys(cat) {
				for form, text := range cat[id] {
					if m := c.missing(text); len(m) > 0 {
						t.Errorf("%s font, %s: %s.%s uses %v", c.name, l.Code, id, form, m)
					}
				}
				d, ok := decl[id]
				if !ok {
					continue
				}
				for _, n := range testCounts {
					out := tr.Plural(&d.Msg, n, sampleArgs(d.Msg.Other, n))
					if m := c.missing(out); len(m) > 0 {
						t.Errorf("%s font, %s: %s renders %v", c.name, l.Code, id, m)
					}
				}
			}
			if m := c.missing(l.Name + tr.Number(1234567) + tr.Number(Percent(0.471)) + string(FyneWordBreak)); len(m) > 0 {
				t.Errorf("%s font, %s: name or numbers use %v", c.name, l.Code, m)
			}
		}
	}
}

// TestThaiComesFromTheBundledThaiFont makes sure the Thai runes are served
// by Noto Sans Thai itself, not by some fallback.
func TestThaiComesFromTheBundledThaiFont(t *testing.T) {
	thai := loadChain(t, "thai", theme.ThaiRegular, theme.ThaiBold)
	for id, forms := range readCatalogue(t, "th") {
		for form, text := range forms {
			for _, r := range text {
				if unicode.Is(unicode.Thai, r) {
					for _, f := range thai.faces {
						if _, ok := f.NominalGlyph(r); !ok {
							t.Errorf("%s.%s: %q (%U) is not in Noto Sans Thai", id, form, r, r)
						}
					}
				}
			}
		}
	}
}
