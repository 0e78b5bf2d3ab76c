package theme

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/go-text/typesetting/font"

	"github.com/konane/konane/i18n"
)

func TestTheWordBreakIsI18nsWordBreak(t *testing.T) {
	if wordBreak != i18n.FyneWordBreak || zeroWidthSpace != i18n.WordBreak {
		t.Errorf("the theme's word break is U+%04X and its zero-width space U+%04X; i18n's are U+%04X and U+%04X",
			wordBreak, zeroWidthSpace, i18n.FyneWordBreak, i18n.WordBreak)
	}
}

// TestTheBundledFontsDrawTheWordBreakAsNothing checks the fonts the theme
// hands to Fyne: U+200A shows the zero-width space's glyph, which has no
// advance; every other character shows what it shows in the font file; the
// file is a sound TrueType file (table and file checksums).
func TestTheBundledFontsDrawTheWordBreakAsNothing(t *testing.T) {
	for _, f := range []struct {
		name      string
		raw, used []byte
	}{{"regular", thaiRegular, ThaiRegular.Content()}, {"bold", thaiBold, ThaiBold.Content()}} {
		orig, err := font.ParseTTF(bytes.NewReader(f.raw))
		if err != nil {
			t.Fatal(err)
		}
		face, err := font.ParseTTF(bytes.NewReader(f.used))
		if err != nil {
			t.Fatalf("%s: the theme's font does not parse: %v", f.name, err)
		}
		g, ok := face.NominalGlyph(wordBreak)
		zw, _ := orig.NominalGlyph(zeroWidthSpace)
		if !ok || g != zw || face.HorizontalAdvance(g) != 0 {
			t.Errorf("%s: U+200A has glyph %d (found %v, advance %v), want the zero-width glyph %d", f.name, g, ok, face.HorizontalAdvance(g), zw)
		}
		if _, ok := orig.NominalGlyph(wordBreak); ok {
			t.Errorf("%s: the font file maps U+200A itself; the patch is not needed", f.name)
		}
		mapped := 0
		for r := rune(0); r < 0x10000; r++ {
			if r == wordBreak {
				continue
			}
			want, wok := orig.NominalGlyph(r)
			got, gok := face.NominalGlyph(r)
			if want != got || wok != gok {
				t.Errorf("%s: U+%04X has glyph %d (%v), the file's is %d (%v)", f.name, r, got, gok, want, wok)
			}
			if wok {
				mapped++
			}
		}
		if mapped < 90 {
			t.Errorf("%s: only %d characters mapped: is that Noto Sans Thai?", f.name, mapped)
		}
		checkChecksums(t, f.name, f.used)
	}
}

// checkChecksums fails unless every table of ttf has the checksum its
// directory record says and the whole file sums to 0xB1B0AFBA, as the
// OpenType specification asks.
func checkChecksums(t *testing.T, name string, ttf []byte) {
	t.Helper()
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	for i := range n {
		rec := ttf[12+16*i:]
		tag := string(rec[:4])
		off, length := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		table := bytes.Clone(ttf[off : off+length])
		if tag == "head" {
			binary.BigEndian.PutUint32(table[8:], 0)
		}
		if got, want := checksum(table), binary.BigEndian.Uint32(rec[4:]); got != want {
			t.Errorf("%s: table %s sums to %#x, its record says %#x", name, tag, got, want)
		}
	}
	if sum := checksum(ttf); sum != 0xB1B0AFBA {
		t.Errorf("%s: the file sums to %#x, want 0xB1B0AFBA", name, sum)
	}
}

func TestMapRuneLikeRefusesWhatItCannotDo(t *testing.T) {
	tests := []struct {
		name    string
		ttf     []byte
		r, like rune
	}{
		{"no font", []byte("not a font at all"), 0x200A, 0x200B},
		{"cut off", thaiRegular[:200], 0x200A, 0x200B},
		{"r has a glyph", thaiRegular, 'ก', 0x200B},
		{"like has none", thaiRegular, 0x200A, 'A'},
		{"beyond the BMP", thaiRegular, 0x1F600, 0x200B},
	}
	for _, tt := range tests {
		if _, err := mapRuneLike(tt.ttf, tt.r, tt.like); !errors.Is(err, errCmap) {
			t.Errorf("%s: err = %v, want errCmap", tt.name, err)
		}
	}
}
