package uikit

import (
	"path/filepath"
	"sort"
	"strings"
	"unicode"
)

// Ellipsis is what ShortName puts in place of the characters it leaves
// out.
const Ellipsis = "…"

// maxExtension is the longest ending ShortName keeps whole as a file's
// extension (".kgn", ".backup"); a longer one is part of the name.
const maxExtension = 8

// ShortName returns name if measure finds it at most width wide, else cut
// in the middle to fit: its start, Ellipsis, its end and extension
// ("game-against-the-com…-evening.kgn"). Combining marks stay with their
// character; Ellipsis and the extension always stay.
func ShortName(name string, width float32, measure func(string) float32) string {
	if measure(name) <= width {
		return name
	}
	ext := filepath.Ext(name)
	if len(ext) > maxExtension || ext == name {
		ext = ""
	}
	stem := []rune(strings.TrimSuffix(name, ext))
	// cut keeps keep characters of the stem, two thirds of them from its
	// start, and reports the name so shortened.
	cut := func(keep int) string {
		head := cutAt(stem, keep-keep/3)
		tail := cutAt(stem, max(len(stem)-keep/3, head))
		return string(stem[:head]) + Ellipsis + string(stem[tail:]) + ext
	}
	// The largest number of characters kept that fits; the width grows
	// with it.
	keep := sort.Search(len(stem), func(k int) bool { return measure(cut(k+1)) > width })
	return cut(keep)
}

// cutAt returns i, or the first place after it that does not part a
// character from a mark combining with it.
func cutAt(s []rune, i int) int {
	for i < len(s) && unicode.In(s[i], unicode.Mn, unicode.Mc, unicode.Me) {
		i++
	}
	return i
}
