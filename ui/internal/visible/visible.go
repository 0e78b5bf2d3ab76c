// Package visible shows names that come from other people and programs
// (file names, players' names from a file's tags) so that what is seen is
// what is there: no invisible or direction-changing character hides in
// them and no byte that is not UTF-8 is lost or passed on.
package visible

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// zwj is the zero-width joiner, kept between the parts of an emoji.
const zwj = '\u200d'

// Name returns name with each character that draws nothing or turns the
// text's direction (controls, format characters such as U+202E, line and
// paragraph separators, default-ignorable fillers) written as "<U+202E>"
// and each byte that is not UTF-8 as "<0xFF>"; a joiner inside an emoji
// stays. The result is valid UTF-8, and Name of it is itself.
func Name(name string) string {
	var b strings.Builder
	prev := rune(-1)
	for i := 0; i < len(name); {
		r, size := utf8.DecodeRuneInString(name[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, "<0x%02X>", name[i])
		case hidden(r) && !(r == zwj && joinsEmoji(prev, name[i+size:])):
			fmt.Fprintf(&b, "<U+%04X>", r)
		default:
			b.WriteRune(r)
		}
		prev = r
		i += size
	}
	return b.String()
}

// hidden reports whether r draws nothing or changes the direction of the
// text around it.
func hidden(r rune) bool {
	return unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Other_Default_Ignorable_Code_Point)
}

// joinsEmoji reports whether a zero-width joiner after prev and before
// rest joins two parts of an emoji ("👨‍👩‍👧").
func joinsEmoji(prev rune, rest string) bool {
	next, _ := utf8.DecodeRuneInString(rest)
	return emojiPart(prev) && unicode.Is(unicode.So, next)
}

// emojiPart reports whether r can end the part of an emoji before a
// joiner: a symbol, a skin tone or the emoji presentation selector.
func emojiPart(r rune) bool {
	return unicode.In(r, unicode.So, unicode.Sk) || r == '\ufe0f'
}
