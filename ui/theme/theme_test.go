package theme_test

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/theme"
)

func TestTheThemeUsesNotoSansThaiForTextAndTheBaseForTheRest(t *testing.T) {
	th := theme.New()
	base := fynetheme.DefaultTheme()
	tests := []struct {
		style fyne.TextStyle
		want  fyne.Resource
	}{
		{fyne.TextStyle{}, theme.ThaiRegular},
		{fyne.TextStyle{Italic: true}, theme.ThaiRegular},
		{fyne.TextStyle{Bold: true}, theme.ThaiBold},
		{fyne.TextStyle{Bold: true, Italic: true}, theme.ThaiBold},
		{fyne.TextStyle{Monospace: true}, base.Font(fyne.TextStyle{Monospace: true})},
		{fyne.TextStyle{Symbol: true}, base.Font(fyne.TextStyle{Symbol: true})},
	}
	for _, tt := range tests {
		if got := th.Font(tt.style); got != tt.want {
			t.Errorf("Font(%+v) = %s, want %s", tt.style, got.Name(), tt.want.Name())
		}
	}
	if th.Color(fynetheme.ColorNamePrimary, fynetheme.VariantDark) != base.Color(fynetheme.ColorNamePrimary, fynetheme.VariantDark) ||
		th.Size(fynetheme.SizeNameText) != base.Size(fynetheme.SizeNameText) ||
		th.Icon(fynetheme.IconNameHome) != base.Icon(fynetheme.IconNameHome) {
		t.Error("colours, sizes and icons must come from the base theme")
	}
}

type redTheme struct{ fyne.Theme }

func (redTheme) Color(fyne.ThemeColorName, fyne.ThemeVariant) color.Color {
	return color.NRGBA{R: 255, A: 255}
}

func TestWrapKeepsACustomThemeAndAddsTheFonts(t *testing.T) {
	th := theme.Wrap(redTheme{fynetheme.DefaultTheme()})
	if th.Color(fynetheme.ColorNameForeground, fynetheme.VariantLight) != (color.NRGBA{R: 255, A: 255}) {
		t.Error("Wrap lost the base theme's colours")
	}
	if th.Font(fyne.TextStyle{}) != theme.ThaiRegular {
		t.Error("Wrap did not add the Thai font")
	}
	if theme.Wrap(nil).Font(fyne.TextStyle{Bold: true}) != theme.ThaiBold {
		t.Error("Wrap(nil) is not the default theme with our fonts")
	}
}

// fonts/OFL.txt, beside the fonts, is their licence with their copyright
// notice.
func TestTheFontLicenceShipsWithTheFonts(t *testing.T) {
	data, err := os.ReadFile("fonts/OFL.txt")
	if err != nil {
		t.Fatal(err)
	}
	l := string(data)
	for _, want := range []string{"SIL OPEN FONT LICENSE Version 1.1", "Copyright 2016 Google Inc.", "Noto Sans Thai"} {
		if !strings.Contains(l, want) {
			t.Errorf("the licence text lacks %q", want)
		}
	}
}

// TestMixedScriptsRender draws labels mixing Latin, Polish, German,
// Cyrillic and Thai in regular, bold and italic, and compares the picture
// with testdata/mixed_scripts.png (a person looked at it: every glyph is
// drawn, Thai marks sit on their consonants). On a mismatch Fyne writes the
// new picture to testdata/failed/.
func TestMixedScriptsRender(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.New())

	lines := []string{
		"Kōnane · Конане · โคนาเนะ — b5-d5, 12 345, 47,1 %",
		"English · Русский · Polski · Deutsch · ไทย",
		"Zażółć gęślą jaźń · Größe · Съешь ещё мягких булок",
		"ฝ่ายดำชนะ — ฝ่ายขาวไม่มีทางกระโดดเหลือแล้ว",
	}
	box := container.NewVBox()
	for _, s := range lines {
		box.Add(widget.NewLabel(s))
	}
	box.Add(widget.NewLabelWithStyle(lines[3]+" · Bold Жирный", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	box.Add(widget.NewLabelWithStyle("Italic Курсив · ผู้ที่ไม่มีทางกระโดด", fyne.TextAlignLeading, fyne.TextStyle{Italic: true}))
	box.Add(widget.NewButton("ตกลง · ОК · Abbrechen", nil))

	w := test.NewTempWindow(t, box)
	w.Resize(fyne.NewSize(560, 380))
	test.AssertImageMatches(t, "mixed_scripts.png", w.Canvas().Capture())
}

// TestThaiRulesRender draws the Thai rules section on jumps word-wrapped at
// 420 pixels, as the rules panel shows them, and compares the picture with
// testdata/thai_rules_wrapped.png (looked at by a person: rows break between
// words, and nothing shows between the words of a clause, as Thai is
// written; the spaces left are Thai's own, between clauses).
func TestThaiRulesRender(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.New())
	tr := i18n.Default().Translator(i18n.Thai)
	box := container.NewVBox()
	for _, s := range i18n.RulesSections()[3:4] {
		box.Add(widget.NewLabelWithStyle(tr.T(s.Title), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		body := widget.NewLabel(tr.T(s.Body))
		body.Wrapping = fyne.TextWrapWord
		box.Add(body)
	}
	w := test.NewTempWindow(t, box)
	w.Resize(fyne.NewSize(420, 1200))
	w.Resize(fyne.NewSize(420, box.MinSize().Height+8)) // the wrapped height is known once laid out
	test.AssertImageMatches(t, "thai_rules_wrapped.png", w.Canvas().Capture())
}

func isThaiCombining(r rune) bool {
	return r == 0x0E31 || (r >= 0x0E34 && r <= 0x0E3A) || (r >= 0x0E47 && r <= 0x0E4E)
}

// wrappedRows lays out a word-wrapped label showing text at width w and
// returns the rows Fyne drew.
func wrappedRows(t *testing.T, text string, w float32) []string {
	t.Helper()
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.Resize(fyne.NewSize(w, l.MinSize().Height))
	l.Resize(fyne.NewSize(w, 4000))
	var rows []string
	for _, o := range test.LaidOutObjects(l) {
		if txt, ok := o.(*canvas.Text); ok && txt.Visible() && txt.Text != "" {
			rows = append(rows, txt.Text)
		}
	}
	return rows
}

// midWordBreaks returns the places where Fyne broke text between two rows
// without a space (or hair space) there, i.e. inside a word.
func midWordBreaks(text string, rows []string) []string {
	rs := []rune(text)
	var bad []string
	i := 0
	for n, row := range rows {
		for i < len(rs) && (unicode.IsSpace(rs[i]) || rs[i] == i18n.WordBreak) {
			i++
		}
		i += len([]rune(row))
		if n < len(rows)-1 && i < len(rs) && !unicode.IsSpace(rs[i]) {
			bad = append(bad, fmt.Sprintf("%q | %q", row, rows[n+1]))
		}
	}
	return bad
}

// TestThaiRulesWrapOnlyBetweenWords shows each Thai rules section (and two
// long dialog texts) in a word-wrapped label at nine widths from 120 to
// 680 pixels and checks that no row starts with a combining vowel or tone mark,
// that every row ends between two words, and that the rows still hold the
// whole text.
func TestThaiRulesWrapOnlyBetweenWords(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.New())
	tr := i18n.Default().Translator(i18n.Thai)

	var texts []string
	for _, s := range i18n.RulesSections() {
		texts = append(texts, tr.T(s.Body))
	}
	texts = append(texts, tr.T(i18n.MsgTutorOffer), tr.T(i18n.MsgErrWhiteRemoval))
	rowsSeen := 0
	for _, text := range texts {
		for _, w := range []float32{120, 150, 190, 240, 300, 370, 450, 540, 680} {
			rows := wrappedRows(t, text, w)
			rowsSeen += len(rows)
			for _, row := range rows {
				if r := []rune(row)[0]; isThaiCombining(r) {
					t.Errorf("width %v: a row starts with the combining mark %q: %q", w, r, row)
				}
			}
			for _, b := range midWordBreaks(text, rows) {
				t.Errorf("width %v: a word is cut across rows: %s", w, b)
			}
			if got, want := squeeze(strings.Join(rows, "")), squeeze(text); got != want {
				t.Errorf("width %v: the rows do not add up to the text:\n got %q\nwant %q", w, got, want)
			}
		}
	}
	if rowsSeen < 150 {
		t.Fatalf("only %d rows laid out; is the label wrapping at all?", rowsSeen)
	}
}

// TestWithoutWordBreaksFyneCutsThaiWords is the control for the test
// above: the same Thai text with U+200B left in place (Fyne does not wrap
// there) gets cut inside words, e.g. "ใ" | "ห้".
func TestWithoutWordBreaksFyneCutsThaiWords(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.New())
	tr := i18n.Default().Translator(i18n.Thai)
	raw := strings.ReplaceAll(tr.T(i18n.MsgRulesJumpsText), string(i18n.FyneWordBreak), string(i18n.WordBreak))
	if len(midWordBreaks(raw, wrappedRows(t, raw, 200))) == 0 {
		t.Error("Fyne wrapped raw Thai between words by itself; the U+200B to U+200A conversion may be unnecessary now")
	}
}

func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == i18n.WordBreak {
			return -1
		}
		return r
	}, s)
}

// TestThaiWordBreaksTakeNoRoom checks that the break points between Thai
// words (i18n.FyneWordBreak) are invisible in regular and bold text: a
// Thai line with them is exactly as wide as without them, looks the same
// pixel for pixel, and fits a truncating label that is as wide as the line
// without them. (With Noto Sans's own hair space each one took 0.9 pixels
// at the default text size, 12 of them a line of 322 pixels.)
func TestThaiWordBreaksTakeNoRoom(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.New())
	tr := i18n.Default().Translator(i18n.Thai)
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		for _, m := range []*goi18n.Message{i18n.MsgTutorOffer, i18n.MsgErrWhiteRemoval, i18n.MsgReviewTitle} {
			marked := strings.SplitN(tr.T(m), "\n", 2)[0]
			plain := strings.ReplaceAll(marked, string(i18n.FyneWordBreak), "")
			if plain == marked {
				t.Fatalf("%s: no word breaks in %q", m.ID, marked)
			}
			size := fynetheme.TextSize()
			if got, want := fyne.MeasureText(marked, size, style).Width, fyne.MeasureText(plain, size, style).Width; got != want {
				t.Errorf("%s, %+v: %.1f pixels wide with its word breaks, %.1f without", m.ID, style, got, want)
			}
			width := widget.NewLabelWithStyle(plain, fyne.TextAlignLeading, style).MinSize().Width + 20
			if diff := differentPixels(labelPicture(t, marked, style, width), labelPicture(t, plain, style, width)); diff != 0 {
				t.Errorf("%s, %+v: %d pixels differ between the line with word breaks and without", m.ID, style, diff)
			}
			l := widget.NewLabelWithStyle(marked, fyne.TextAlignLeading, style)
			l.Truncation = fyne.TextTruncateEllipsis
			// One pixel more than the text needs: Fyne rounds the width down
			// to whole pixels when it truncates.
			l.Resize(fyne.NewSize(widget.NewLabelWithStyle(plain, fyne.TextAlignLeading, style).MinSize().Width+1, 40))
			if rows := shownRows(l); len(rows) != 1 || rows[0] != marked {
				t.Errorf("%s, %+v: a truncating label as wide as the text shows %q", m.ID, style, rows)
			}
		}
	}
}

// labelPicture returns a picture of a label showing text in style in a
// window width pixels wide.
func labelPicture(t *testing.T, text string, style fyne.TextStyle, width float32) image.Image {
	t.Helper()
	w := test.NewTempWindow(t, container.NewVBox(widget.NewLabelWithStyle(text, fyne.TextAlignLeading, style)))
	w.Resize(fyne.NewSize(width, 60))
	return w.Canvas().Capture()
}

// differentPixels counts the pixels in which a and b differ (all of them
// if their sizes differ).
func differentPixels(a, b image.Image) int {
	if a.Bounds() != b.Bounds() {
		return a.Bounds().Dx() * a.Bounds().Dy()
	}
	n := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				n++
			}
		}
	}
	return n
}

// shownRows returns the texts of the rows l draws.
func shownRows(l *widget.Label) []string {
	var rows []string
	for _, o := range test.LaidOutObjects(l) {
		if txt, ok := o.(*canvas.Text); ok && txt.Visible() && txt.Text != "" {
			rows = append(rows, txt.Text)
		}
	}
	return rows
}
