package store

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// Kinds of file name CleanFileName refuses; each comes as a *NameError.
var (
	ErrNameEmpty    = errors.New("the file name is empty")
	ErrNameChar     = errors.New("the file name holds a character no file name may hold")
	ErrNameReserved = errors.New("the file name is one Windows keeps for a device")
)

// NameError is a file name CleanFileName refuses: Name as cleaned so far,
// Char the character at fault (ErrNameChar), Err the kind.
type NameError struct {
	Name string
	Char rune
	Err  error
}

func (e *NameError) Error() string {
	if e.Err == ErrNameChar {
		return fmt.Sprintf("%q: %v: %q", e.Name, e.Err, e.Char)
	}
	return fmt.Sprintf("%q: %v", e.Name, e.Err)
}

func (e *NameError) Unwrap() error { return e.Err }

// CleanFileName returns name, typed or pasted for a file on the system
// goos (runtime.GOOS), without what no file name should hold: control and
// invisible format characters (CR, tab, U+202E; a joiner stays), spaces
// around the name and before its extension, and on Windows trailing dots.
// It refuses with a *NameError a name left empty, "." or "..", one with
// '/' (on Windows also <>:"\|?*), and on Windows a device's name (CON,
// NUL, COM1, LPT1…) with or without an extension.
func CleanFileName(name, goos string) (string, error) {
	name = strings.Map(dropHidden, name)
	if goos == "windows" {
		name = strings.TrimRight(name, ". \t")
	}
	name = trimAroundExt(name)
	if name == "" || name == "." || name == ".." {
		return "", &NameError{Name: name, Err: ErrNameEmpty}
	}
	forbidden := "/"
	if goos == "windows" {
		forbidden = `<>:"/\|?*`
	}
	if i := strings.IndexAny(name, forbidden); i >= 0 {
		return "", &NameError{Name: name, Char: rune(name[i]), Err: ErrNameChar}
	}
	if goos == "windows" && windowsDevice(name) {
		return "", &NameError{Name: name, Err: ErrNameReserved}
	}
	return name, nil
}

// dropHidden is -1 (dropped) for a character that draws nothing in a file
// name: controls, format characters but the joiners, line and paragraph
// separators; r otherwise.
func dropHidden(r rune) rune {
	if r == '\u200c' || r == '\u200d' || !unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zl, unicode.Zp) {
		return r
	}
	return -1
}

// trimAroundExt trims spaces around name and on each side of the dot of
// its extension ("game .kgn" → "game.kgn").
func trimAroundExt(name string) string {
	name = strings.TrimSpace(name)
	dot := strings.LastIndexByte(name, '.')
	if dot <= 0 {
		return name
	}
	stem := strings.TrimRightFunc(name[:dot], unicode.IsSpace)
	if stem == "" {
		return name
	}
	return stem + "." + strings.TrimLeftFunc(name[dot+1:], unicode.IsSpace)
}

// windowsDevice reports whether Windows takes name for a device: its part
// before the first dot, trailing spaces dropped, is CON, PRN, AUX, NUL,
// CONIN$, CONOUT$, or COM or LPT with a digit 0–9 or ¹ ² ³, in any case.
func windowsDevice(name string) bool {
	base, _, _ := strings.Cut(name, ".")
	base = strings.ToUpper(strings.TrimRight(base, " "))
	switch base {
	case "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$":
		return true
	}
	r := []rune(base)
	if len(r) != 4 || (string(r[:3]) != "COM" && string(r[:3]) != "LPT") {
		return false
	}
	return r[3] >= '0' && r[3] <= '9' || strings.ContainsRune("¹²³", r[3])
}
