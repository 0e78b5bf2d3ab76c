package game

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrStrangeChar: a move typed or pasted with a character that is not of
// the notation and looks like none of its letters, digits or dashes
// (ReadMove); the error is a *CharError.
var ErrStrangeChar = syntaxKind("a character that is not of the notation")

// CharError is a move ReadMove refuses for the character Char (a rune
// that is not ASCII) in Text, the move as written.
type CharError struct {
	Text string
	Char rune
}

func (e *CharError) Error() string {
	return fmt.Sprintf("%q is not a move: %q (U+%04X) is not a letter, digit or dash of the notation", e.Text, e.Char, e.Char)
}

// Is reports that a CharError is ErrStrangeChar and ErrSyntax.
func (e *CharError) Is(target error) bool { return target == ErrStrangeChar || target == ErrSyntax }

// ReadMove is ParseMove for a move a person typed or pasted (FoldMove
// first).
func ReadMove(text string) (Move, error) {
	folded, err := FoldMove(text)
	if err != nil {
		return NoMove, err
	}
	return ParseMove(folded)
}

// FoldMove returns text with each character that only looks like one of
// the notation (LookAlike: Cyrillic "а", fullwidth "５", the dash "–")
// written as that one; any other character that is not ASCII or a space
// gives a *CharError naming it.
func FoldMove(text string) (string, error) {
	var b strings.Builder
	for _, r := range text {
		switch c := LookAlike(r); {
		case r < utf8.RuneSelf, unicode.IsSpace(r): // spaces ParseMove trims
			b.WriteRune(r)
		case c != 0:
			b.WriteByte(c)
		default:
			return "", &CharError{Text: text, Char: r}
		}
	}
	return b.String(), nil
}

// LookAlike returns the ASCII letter, digit or '-' of the notation that r
// is written to look like (Cyrillic and Greek capitals and small letters
// of the same shape, fullwidth and mathematical forms, Roman numerals,
// hyphens, dashes and minus signs), or 0 when r looks like none of them
// or is ASCII itself.
func LookAlike(r rune) byte {
	switch {
	case r >= 'Ａ' && r <= 'Ｚ':
		return byte('A' + r - 'Ａ')
	case r >= 'ａ' && r <= 'ｚ':
		return byte('a' + r - 'ａ')
	case r >= '０' && r <= '９':
		return byte('0' + r - '０')
	case r >= 0x1d7ce && r <= 0x1d7ff: // mathematical digits, five styles
		return byte('0' + (r-0x1d7ce)%10)
	}
	return lookAlikes[r]
}

// lookAlikes are the characters of other scripts that are drawn as a
// letter of files a–l, 'x' or '-' (Unicode's confusables of them that no
// reader could take for another character of the notation).
var lookAlikes = map[rune]byte{
	'а': 'a', 'с': 'c', 'ԁ': 'd', 'е': 'e', 'һ': 'h', 'і': 'i', 'ј': 'j', 'х': 'x',
	'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'І': 'I', 'Ј': 'J', 'К': 'K', 'Х': 'X',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Χ': 'X', 'ϲ': 'c', 'Ϲ': 'C', 'ϳ': 'j',
	'ⅰ': 'i', 'ⅼ': 'l', 'ⅽ': 'c', 'ⅾ': 'd', 'ⅹ': 'x', 'Ⅰ': 'I', 'Ⅼ': 'L', 'Ⅽ': 'C', 'Ⅾ': 'D', 'Ⅹ': 'X',
	'K': 'K', '×': 'x',
	'‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '−': '-', '﹘': '-', '﹣': '-', '－': '-', '˗': '-',
}
