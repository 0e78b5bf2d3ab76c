// Package theme is Konane's Fyne theme. Its only job today is fonts: Fyne's
// bundled font (Noto Sans) has Latin, Greek and Cyrillic but no Thai, so this
// theme puts a bundled Noto Sans Thai in front of it.
//
// # How Fyne 2.7 picks a font
//
// For every text style Fyne builds a chain of faces and, rune by rune, uses
// the first face that has a glyph:
//
//  1. the theme's font for the style (here: Noto Sans Thai, bundled);
//  2. Fyne's default font for the style (Noto Sans: Latin, Cyrillic,
//     digits, punctuation such as – — … • ×);
//  3. Fyne's emoji font;
//  4. system fonts, if any happen to cover the rune.
//
// Noto Sans Thai covers Thai, the space, the no-break space, the hyphen and
// U+200B, and, as this theme loads it, U+200A (the break between Thai words,
// drawn with no width: see cmap.go); every Latin or Cyrillic letter and
// every digit falls through to step 2. So a label mixing "Konane", "Конане" and
// "โคนาเนะ" renders with bundled fonts only, whatever is installed on the
// machine. The tests in this package check that chain glyph by glyph.
//
// Two side effects, both deliberate:
//   - Fyne measures the line height of all text with the face that holds the
//     space character, which is now Noto Sans Thai. Its taller ascent and
//     descent (room for Thai vowel and tone marks) make every line about 11 %
//     taller than with the default theme, in every language. Layouts
//     therefore do not jump when the user switches to or from Thai.
//   - Monospace and symbol text are left to the default theme: putting Noto
//     Sans Thai in front of a monospace font would change the width of its
//     spaces. Do not show Thai in monospace text.
//
// # Use
//
//	a := app.NewWithID("...")
//	a.Settings().SetTheme(theme.New())
//
// or, to keep a customised theme and only add the fonts, theme.Wrap(mine).
//
// The font files and their licence (SIL OFL 1.1) are in fonts/; OFL.txt must
// ship with every copy of the program. The files are Noto's, unchanged; the
// fonts the program draws with are a Modified Version in the licence's
// sense (one more character in the cmap), which the licence allows: the
// fonts have no Reserved Font Name, and they stay under the OFL.
package theme

import (
	_ "embed"
	"image/color"

	"fyne.io/fyne/v2"
	fynetheme "fyne.io/fyne/v2/theme"
)

var (
	//go:embed fonts/NotoSansThai-Regular.ttf
	thaiRegular []byte
	//go:embed fonts/NotoSansThai-Bold.ttf
	thaiBold []byte
	// FontLicence is the text of the fonts' licence (fonts/OFL.txt), which
	// the About dialog shows: every copy of the program carries it.
	//go:embed fonts/OFL.txt
	FontLicence string
)

// ThaiRegular and ThaiBold are the bundled Noto Sans Thai fonts that this
// theme puts in front of Fyne's default text fonts, with i18n.FyneWordBreak
// (U+200A) drawn as the font's zero-width space: the break points between
// Thai words take no room (see cmap.go).
var (
	ThaiRegular fyne.Resource = fyne.NewStaticResource("NotoSansThai-Regular.ttf", withInvisibleBreak(thaiRegular))
	ThaiBold    fyne.Resource = fyne.NewStaticResource("NotoSansThai-Bold.ttf", withInvisibleBreak(thaiBold))
)

// wordBreak (i18n.FyneWordBreak, U+200A, where Fyne may wrap a Thai line)
// and zeroWidthSpace (i18n.WordBreak, U+200B, which Noto Sans Thai draws
// empty) are repeated here since i18n's tests load these fonts; a test
// checks that they agree.
const (
	wordBreak      = '\u200A'
	zeroWidthSpace = '\u200B'
)

// withInvisibleBreak returns ttf with wordBreak mapped onto the glyph of
// zeroWidthSpace, or ttf itself if that cannot be done (the tests make sure
// it can for the bundled fonts).
func withInvisibleBreak(ttf []byte) []byte {
	out, err := mapRuneLike(ttf, wordBreak, zeroWidthSpace)
	if err != nil {
		return ttf
	}
	return out
}

// konaneTheme delegates everything to base except the fonts.
type konaneTheme struct {
	base fyne.Theme
}

// New returns Fyne's default theme (light or dark as the system asks) with
// fonts that render Thai next to Latin and Cyrillic. Install it with
// app.Settings().SetTheme(theme.New()).
func New() fyne.Theme {
	return Wrap(fynetheme.DefaultTheme())
}

// Wrap returns base with Konane's fonts: colours, icons and sizes come from
// base; the regular, bold, italic and bold-italic text fonts are replaced by
// the bundled Noto Sans Thai, behind which Fyne falls back to its own Noto
// Sans for every rune Thai fonts lack. A nil base means Fyne's default theme.
func Wrap(base fyne.Theme) fyne.Theme {
	if base == nil {
		base = fynetheme.DefaultTheme()
	}
	return &konaneTheme{base: base}
}

// Color returns base's colour.
func (t *konaneTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.base.Color(n, v)
}

// Icon returns base's icon.
func (t *konaneTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	return t.base.Icon(n)
}

// Size returns base's size.
func (t *konaneTheme) Size(n fyne.ThemeSizeName) float32 {
	return t.base.Size(n)
}

// Font returns the font Fyne tries first for style; see the package comment
// for the fallback chain behind it.
func (t *konaneTheme) Font(style fyne.TextStyle) fyne.Resource {
	return FontFor(style, t.base)
}

// FontFor is the font choice of this theme, usable by another theme that
// wants the same fonts: Noto Sans Thai (bold for bold text) for regular,
// bold and italic text; base's font for monospace and symbol text.
func FontFor(style fyne.TextStyle, base fyne.Theme) fyne.Resource {
	switch {
	case style.Monospace, style.Symbol:
		if base == nil {
			base = fynetheme.DefaultTheme()
		}
		return base.Font(style)
	case style.Bold:
		return ThaiBold
	default: // regular and italic: Thai has no italic; Latin italics come from the fallback
		return ThaiRegular
	}
}
